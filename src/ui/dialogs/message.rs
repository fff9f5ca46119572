//! The partner's e-mail message pasted to be read, and the choice of its game where several fit.

use egui::{TextEdit, Ui};

use super::{FormAction, labelled_buttons};
use crate::domain::GameId;
use crate::messages::{Language, Text};

/// His message as pasted.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MessageForm {
    /// The text.
    pub text: String,
    /// Why it could not be read.
    pub error: Option<String>,
}

super::typed_but_error!(MessageForm);

impl MessageForm {
    /// The field to paste into, Read and Cancel.
    pub fn show(&mut self, ui: &mut Ui, lang: Language) -> FormAction {
        ui.heading(Text::CmdPasteMessage.get(lang).trim_end_matches('…'));
        ui.label(Text::PasteMessageHint.get(lang));
        let l = ui.label(Text::PartnersMessage.get(lang));
        let field = ui
            .add(
                TextEdit::multiline(&mut self.text)
                    .desired_rows(14)
                    .desired_width(f32::INFINITY)
                    .code_editor(),
            )
            .labelled_by(l.id);
        if self.text.is_empty() && !field.has_focus() {
            field.request_focus();
        }
        labelled_buttons(ui, lang, &self.error, Text::ReadMessage)
    }
}

/// His message fits several games: which one.
#[derive(Debug, Clone)]
pub struct GameChoice {
    /// The message's text and the day it came, if the mail says.
    pub message: (String, Option<chrono::NaiveDate>),
    /// The games, named.
    pub games: Vec<(GameId, String)>,
    /// The game chosen.
    pub chosen: Option<GameId>,
}

impl GameChoice {
    /// A button for each game, and Cancel.
    pub fn show(&mut self, ui: &mut Ui, lang: Language) -> FormAction {
        ui.heading(Text::WhichGame.get(lang));
        super::choice_buttons(ui, lang, &self.games, &mut self.chosen)
    }
}
