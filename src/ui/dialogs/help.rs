//! The help page: the rules the diary applies, clause by clause, in both languages.

use egui::{RichText, ScrollArea, Ui};

use super::FormAction;
use crate::messages::{Language, RULES, Text};

/// Shows the rules; closed with the button or Esc.
pub fn help_ui(ui: &mut Ui, lang: Language) -> FormAction {
    let height = (ui.ctx().content_rect().height() - 160.0).max(200.0);
    ScrollArea::vertical().max_height(height).show(ui, |ui| {
        egui::Grid::new("rules")
            .num_columns(2)
            .striped(true)
            .show(ui, |ui| {
                for (clause, rule) in RULES {
                    ui.label(RichText::new(*clause).strong());
                    ui.add(egui::Label::new(rule.get(lang)).wrap());
                    ui.end_row();
                }
            });
    });
    if ui.button(Text::Close.get(lang)).clicked() || ui.input(|i| i.key_pressed(egui::Key::Escape))
    {
        return FormAction::Cancel;
    }
    FormAction::Editing
}
