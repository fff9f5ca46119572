//! The partner's e-mail (article 48): pasted (Ctrl+Shift+V), opened from a `.eml` file or
//! dropped on the window; read, matched to its game, and put into that game's Receive form with
//! what his game text and totals say beside the diary's. Nothing is recorded until the form is
//! saved.

use chrono::NaiveDate;

use super::desk::Desk;
use super::dialog_host::Dialog;
use super::game_panels::OpenGame;
use crate::diary::MessageFor;
use crate::domain::GameId;
use crate::messages::Text;
use crate::ui::dialogs::GameChoice;
use crate::ui::dialogs::ReceiveForm;
use crate::ui::game_view::MovePanel;
use crate::ui::refusal::Refusal;

impl OpenGame {
    /// Reads a `.eml` file (or a text file) as his message.
    pub(crate) fn open_message(
        &mut self,
        desk: &mut Desk,
        path: &std::path::Path,
    ) -> Result<(), Refusal> {
        let bytes = std::fs::read(path).map_err(|e| Refusal::in_file(path, e))?;
        let eml = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("eml"));
        let mail =
            crate::mail::read_message_file(&bytes, eml).map_err(|e| Refusal::in_file(path, e))?;
        self.take_message(desk, &mail.text, mail.date, None)
            .map_err(|e| Refusal::in_file(path, e))
    }

    /// Reads his message and opens its game's Receive form filled from it; where several
    /// games fit, asks which. `game`: the one chosen.
    pub(crate) fn take_message(
        &mut self,
        desk: &mut Desk,
        text: &str,
        came: Option<NaiveDate>,
        game: Option<GameId>,
    ) -> Result<(), Refusal> {
        let lang = desk.settings.language;
        let today = desk.today();
        let mail = crate::mail::Mail {
            text: text.to_owned(),
            date: came,
        };
        let read = match desk.diary.read_message(&mail, game, today)? {
            MessageFor::Read(read) => read,
            MessageFor::Ask(asked) => {
                let games = asked.iter().map(|r| (r.id, r.named())).collect();
                desk.open(Dialog::ChooseGame(GameChoice {
                    message: (text.to_owned(), came),
                    games,
                    chosen: None,
                }));
                return Ok(());
            }
        };
        let id = read.game.id;
        let form = ReceiveForm::from_message(*read, today, desk.settings.notation, lang);
        self.open(desk, id);
        match &mut self.view {
            Some(g) if g.id() == id => g.open_panel(MovePanel::Receive(form)),
            _ => return Err(Text::ChooseGame.into()),
        }
        Ok(())
    }
}
