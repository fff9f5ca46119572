//! Diary → Backups: the diary's backups with what each holds, a backup taken now, and the
//! restore of one, asked once more before it replaces the diary.

use egui::Ui;

use super::*;
use crate::backups::Backup;
use crate::diary::Diary;
use crate::domain::Contents;
use crate::domain::format_date_time;
use crate::domain::retention::Retention;

/// The backups as they were when the dialog opened, and the one chosen to restore.
pub struct BackupsForm {
    /// Newest first, each with what it holds (none when it cannot be read).
    pub backups: Vec<(Backup, Option<Contents>)>,
    /// The backup whose restore is being asked about.
    pub chosen: Option<usize>,
    /// How many backups to keep, as typed: days, weeks, months.
    pub keep: [String; 3],
    /// Asked to keep that many from now on.
    pub set_keep: bool,
    /// Why the last step failed.
    pub error: Option<String>,
}

impl BackupsForm {
    /// The backups of the diary at `diary`, read now.
    pub fn read(diary: &std::path::Path, keep: Retention, lang: Language) -> Self {
        let (backups, error) = match Diary::backups(diary) {
            Ok(list) => (list, None),
            Err(e) => (Vec::new(), Some(Refusal::from(e).told(lang))),
        };
        BackupsForm {
            backups,
            chosen: None,
            keep: [keep.daily, keep.weekly, keep.monthly].map(|n| n.to_string()),
            set_keep: false,
            error,
        }
    }

    /// The counts typed, or the field that is not a number from 0 to 999.
    pub fn retention(&self) -> Result<Retention, Refusal> {
        let labels = [Text::KeepDays, Text::KeepWeeks, Text::KeepMonths];
        let mut counts = [0usize; 3];
        for ((typed, label), count) in self.keep.iter().zip(labels).zip(&mut counts) {
            *count = typed
                .trim()
                .parse()
                .ok()
                .filter(|n| *n < 1000)
                .ok_or_else(|| FieldError {
                    field: label,
                    typed: typed.trim().to_owned(),
                    problem: FieldProblem::NotACount,
                })?;
        }
        if counts == [0, 0, 0] {
            return Err(Text::KeepOneBackup.into());
        }
        Ok(Retention {
            daily: counts[0],
            weekly: counts[1],
            monthly: counts[2],
        })
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
        if let Some(i) = self.table(ui, lang) {
            self.chosen = Some(i);
        }
        if let Some((b, _)) = self.chosen.and_then(|i| self.backups.get(i)) {
            ui.separator();
            ui.label(format!(
                "{} {}? {}",
                Text::RestoreQuestion.get(lang),
                format_date_time(b.taken),
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
        let mut keep = false;
        ui.horizontal(|ui| {
            ui.label(Text::KeepBackups.get(lang));
            for (typed, label) in
                self.keep
                    .iter_mut()
                    .zip([Text::KeepDays, Text::KeepWeeks, Text::KeepMonths])
            {
                let l = ui.label(label.get(lang));
                ui.add(egui::TextEdit::singleline(typed).desired_width(36.0))
                    .labelled_by(l.id);
            }
            keep = ui.button(Text::KeepThese.get(lang)).clicked();
        });
        if keep {
            self.chosen = None;
            self.set_keep = true;
            return FormAction::Save;
        }
        let action = ui
            .horizontal(|ui| {
                if ui.button(Text::BackUpNow.get(lang)).clicked() {
                    self.chosen = None;
                    self.set_keep = false;
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

    /// The backups, newest first, each with Restore: the one whose Restore was clicked.
    fn table(&self, ui: &mut Ui, lang: Language) -> Option<usize> {
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
                        ui.label(format_date_time(b.taken));
                        ui.label(match b.bytes {
                            n if n < 1_048_576 => format!("{} KB", n.div_ceil(1024)),
                            n => format!("{:.1} MB", n as f64 / 1_048_576.0),
                        });
                        ui.label(held.map_or("?".into(), |c| c.games.to_string()));
                        ui.label(held.map_or("?".into(), |c| c.moves().to_string()));
                        if ui.button(Text::Restore.get(lang)).clicked() {
                            restore = Some(i);
                        }
                        ui.end_row();
                    }
                });
            });
        restore
    }
}
