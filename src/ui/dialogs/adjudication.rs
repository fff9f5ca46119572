//! The claim for adjudication: the result claimed, its justification, the sealed move (47.9.5).

use egui::{ComboBox, Grid, TextEdit, Ui};

use super::*;
use crate::domain::GameResult;
use crate::messages::{Language, Text};
use crate::ui::widgets::fields::text_field;

/// What I claim in an adjudication: the result, my analysis, my sealed move.
#[derive(Debug, Clone, Default)]
pub struct AdjudicationForm {
    result: GameResult,
    justification: String,
    sealed: String,
    /// The last refusal.
    pub error: Option<String>,
}

impl AdjudicationForm {
    /// Shows the fields and buttons.
    pub fn show(&mut self, ui: &mut Ui, lang: Language) -> FormAction {
        ui.heading(Text::DocAdjudication.get(lang).trim_end_matches('…'));
        Grid::new("adjudication_form")
            .num_columns(2)
            .show(ui, |ui| {
                let l = ui.label(Text::ClaimedResult.get(lang));
                ComboBox::from_id_salt("claimed_result")
                    .selected_text(self.result.code())
                    .show_ui(ui, |ui| {
                        for r in GameResult::ALL {
                            ui.selectable_value(&mut self.result, r, r.code());
                        }
                    })
                    .response
                    .labelled_by(l.id);
                ui.end_row();
                let l = ui.label(Text::Justification.get(lang));
                ui.add(
                    TextEdit::multiline(&mut self.justification)
                        .desired_rows(8)
                        .desired_width(360.0),
                )
                .labelled_by(l.id);
                ui.end_row();
                text_field(ui, Text::SealedMove.get(lang), &mut self.sealed, "Кg1-f3");
            });
        buttons(ui, lang, &self.error)
    }

    /// The claim as typed.
    pub fn claim(&self) -> crate::documents::adjudication::AdjudicationClaim {
        crate::documents::adjudication::AdjudicationClaim {
            result: self.result,
            justification: self.justification.trim().to_owned(),
            sealed_move: Some(self.sealed.trim().to_owned()).filter(|s| !s.is_empty()),
        }
    }
}
