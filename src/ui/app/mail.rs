//! The partner's e-mail (article 48): pasted (Ctrl+Shift+V), opened from a `.eml` file or
//! dropped on the window; read, matched to its game, and put into that game's Receive form with
//! what his game text and totals say beside the diary's. Nothing is recorded until the form is
//! saved.

use super::*;
use crate::diary::MessageFor;
use crate::ui::dialogs::{GameChoice, MessageForm};

impl DiaryApp {
    /// Opens the field to paste his message into.
    pub(super) fn ask_message(&mut self) {
        self.open_dialog(Dialog::Message(MessageForm::default()));
    }

    /// Reads a `.eml` file (or a text file) as his message.
    pub(super) fn open_message(&mut self, path: &std::path::Path) -> Result<(), Refusal> {
        let bytes = std::fs::read(path).map_err(|e| Refusal::in_file(path, e))?;
        let eml = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("eml"));
        let mail =
            crate::mail::read_message_file(&bytes, eml).map_err(|e| Refusal::in_file(path, e))?;
        self.take_message(&mail.text, mail.date, None)
            .map_err(|e| Refusal::in_file(path, e))
    }

    /// Reads his message and opens its game's Receive form filled from it; where several
    /// games fit, asks which. `game`: the one chosen.
    pub(super) fn take_message(
        &mut self,
        text: &str,
        came: Option<NaiveDate>,
        game: Option<GameId>,
    ) -> Result<(), Refusal> {
        let lang = self.settings.language;
        let today = self.today();
        let mail = crate::mail::Mail {
            text: text.to_owned(),
            date: came,
        };
        let read = match self.session.diary.read_message(&mail, game, today)? {
            MessageFor::Read(read) => read,
            MessageFor::Ask(asked) => {
                let games = asked.iter().map(|r| (r.id, r.named())).collect();
                self.open_dialog(Dialog::ChooseGame(GameChoice {
                    message: (text.to_owned(), came),
                    games,
                    chosen: None,
                }));
                return Ok(());
            }
        };
        let id = read.game.id;
        let form = ReceiveForm::from_message(*read, today, self.settings.notation, lang);
        self.open_game(id);
        match &mut self.view.game {
            Some(g) if g.id() == id => g.open_panel(MovePanel::Receive(form)),
            _ => return Err(Text::ChooseGame.into()),
        }
        Ok(())
    }
}
