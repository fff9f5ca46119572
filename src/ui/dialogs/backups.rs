//! Diary → Backups: the diary's backups with what each holds, a backup taken now, and the
//! restore of one, asked once more before it replaces the diary.

use egui::Ui;

use super::*;
use crate::backups::Backup;
use crate::storage::Contents;

/// The backups as they were when the dialog opened, and the one chosen to restore.
pub struct BackupsForm {
    /// Newest first, each with what it holds (none when it cannot be read).
    pub backups: Vec<(Backup, Option<Contents>)>,
    /// The backup whose restore is being asked about.
    pub chosen: Option<usize>,
    /// Asked for a backup now.
    pub take_now: bool,
    /// Why the last step failed.
    pub error: Option<String>,
}

impl BackupsForm {
    /// The backups of the diary at `diary`, read now.
    pub fn read(diary: &std::path::Path, lang: Language) -> Self {
        let (backups, error) = match crate::backups::list(diary) {
            Ok(list) => (list, None),
            Err(e) => (Vec::new(), Some(crate::messages::store_error(&e, lang))),
        };
        BackupsForm {
            backups: backups
                .into_iter()
                .map(|b| {
                    let held = crate::storage::contents(&b.path).ok();
                    (b, held)
                })
                .collect(),
            chosen: None,
            take_now: false,
            error,
        }
    }

    /// The backup to restore, once its restore is confirmed.
    pub fn confirmed(&self) -> Option<&Backup> {
        self.chosen
            .and_then(|i| self.backups.get(i))
            .map(|(b, _)| b)
    }

    /// Shows the list; Save when a restore is confirmed or a backup is asked for now.
    pub fn show(&mut self, ui: &mut Ui, lang: Language) -> FormAction {
        ui.heading(Text::BackupsTitle.get(lang));
        ui.label(Text::BackupsExplained.get(lang));
        if self.backups.is_empty() {
            ui.label(Text::NoBackupsYet.get(lang));
        }
        let mut restore = None;
        egui::ScrollArea::vertical()
            .max_height(320.0)
            .show(ui, |ui| {
                egui::Grid::new("backups").striped(true).show(ui, |ui| {
                    ui.strong(Text::BackupTaken.get(lang));
                    ui.strong(Text::BackupSize.get(lang));
                    ui.strong(Text::BackupGames.get(lang));
                    ui.strong(Text::BackupMoves.get(lang));
                    ui.end_row();
                    for (i, (b, held)) in self.backups.iter().enumerate() {
                        ui.label(b.taken.format("%d.%m.%Y %H:%M").to_string());
                        ui.label(match b.bytes {
                            n if n < 1_048_576 => format!("{} KB", n.div_ceil(1024)),
                            n => format!("{:.1} MB", n as f64 / 1_048_576.0),
                        });
                        ui.label(held.map_or("?".into(), |c| c.games.to_string()));
                        ui.label(held.map_or("?".into(), |c| c.plies.div_ceil(2).to_string()));
                        if ui.button(Text::Restore.get(lang)).clicked() {
                            restore = Some(i);
                        }
                        ui.end_row();
                    }
                });
            });
        if restore.is_some() {
            self.chosen = restore;
        }
        if let Some((b, _)) = self.chosen.and_then(|i| self.backups.get(i)) {
            ui.separator();
            ui.label(format!(
                "{} {}? {}",
                Text::RestoreQuestion.get(lang),
                b.taken.format("%d.%m.%Y %H:%M"),
                Text::RestoreKeepsCurrent.get(lang)
            ));
            let confirmed = ui
                .horizontal(|ui| {
                    if ui.button(Text::Restore.get(lang)).clicked() {
                        return Some(true);
                    }
                    ui.button(Text::Cancel.get(lang)).clicked().then_some(false)
                })
                .inner;
            match confirmed {
                Some(true) => {
                    self.take_now = false;
                    return FormAction::Save;
                }
                Some(false) => self.chosen = None,
                None => {}
            }
        }
        if let Some(e) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
        ui.separator();
        let action = ui
            .horizontal(|ui| {
                if ui.button(Text::BackUpNow.get(lang)).clicked() {
                    self.chosen = None;
                    self.take_now = true;
                    return FormAction::Save;
                }
                if ui.button(Text::Close.get(lang)).clicked() {
                    return FormAction::Cancel;
                }
                FormAction::Editing
            })
            .inner;
        if action == FormAction::Editing && ui.input(|i| i.key_pressed(egui::Key::Escape)) {
            return FormAction::Cancel;
        }
        action
    }
}
