//! A text shown in a dialog (an import's report), to read and close.

use egui::Ui;

use super::*;

/// A report to read, closed with OK or Esc.
pub fn report_ui(ui: &mut Ui, text: &str) -> FormAction {
    egui::ScrollArea::vertical()
        .max_height(400.0)
        .show(ui, |ui| {
            ui.label(text);
        });
    if ui.button("OK").clicked() || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
        return FormAction::Cancel;
    }
    FormAction::Editing
}
