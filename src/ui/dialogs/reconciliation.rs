//! The partner's schedule beside mine: each differing cell and the clause that decides it, to
//! read and to save as a PDF for the arbiter.

use egui::{Grid, Ui};

use super::FormAction;
use crate::messages::{DifferenceTold, Language, Text};

/// What a reconciliation found, told in the language it was opened in.
pub struct ReconciliationView {
    /// His file's name.
    pub his_file: String,
    /// One row per differing cell.
    pub rows: Vec<DifferenceTold>,
}

impl ReconciliationView {
    /// The table, Save as PDF (Save) and Close (Cancel, Esc).
    pub fn show(&self, ui: &mut Ui, lang: Language) -> FormAction {
        ui.heading(Text::CmdReconcile.get(lang).trim_end_matches('…'));
        ui.label(format!(
            "{} {}",
            Text::ReconcileTitle.get(lang),
            self.his_file
        ));
        ui.separator();
        if self.rows.is_empty() {
            ui.strong(Text::SchedulesAgree.get(lang));
        } else {
            egui::ScrollArea::vertical()
                .max_height(420.0)
                .show(ui, |ui| {
                    Grid::new("reconciliation")
                        .num_columns(5)
                        .striped(true)
                        .show(ui, |ui| {
                            for head in [
                                Text::ColMove,
                                Text::ColCell,
                                Text::ColMine,
                                Text::ColHis,
                                Text::ColDecides,
                            ] {
                                ui.strong(head.get(lang));
                            }
                            ui.end_row();
                            for r in &self.rows {
                                ui.label(&r.place);
                                ui.label(&r.cell);
                                ui.label(&r.mine);
                                ui.label(&r.his);
                                ui.add(egui::Label::new(&r.decides).wrap());
                                ui.end_row();
                            }
                        });
                });
        }
        let mut action = FormAction::Editing;
        ui.horizontal(|ui| {
            if ui.button(Text::SaveAsPdf.get(lang)).clicked() {
                action = FormAction::Save;
            }
            if ui.button(Text::Close.get(lang)).clicked() {
                action = FormAction::Cancel;
            }
        });
        if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
            action = FormAction::Cancel;
        }
        action
    }
}
