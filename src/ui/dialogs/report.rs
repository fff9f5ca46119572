//! A text shown in a dialog (an import's report), to read and close.

use egui::Ui;

use super::*;

/// A report to read, closed with OK or Esc.
pub fn report_ui(ui: &mut Ui, text: &str) -> FormAction {
    // One width from the first frame: the dialog never widens or moves under the mouse.
    ui.set_width((ui.ctx().content_rect().width() * 0.6).clamp(320.0, 640.0));
    egui::ScrollArea::vertical()
        .max_height(400.0)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            ui.add(egui::Label::new(text).wrap());
        });
    if ui.button("OK").clicked() || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
        return FormAction::Cancel;
    }
    FormAction::Editing
}
