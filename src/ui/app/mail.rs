//! The partner's e-mail (article 48): pasted (Ctrl+Shift+V), opened from a `.eml` file or
//! dropped on the window; read, matched to its game, and put into that game's Receive form with
//! what his game text and totals say beside the diary's. Nothing is recorded until the form is
//! saved.

use super::*;
use crate::domain::partner_message::{against, read_message};
use crate::mail::Fit;
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
        let message = read_message(text)?;
        let store = self.session.diary.store();
        let games = store.active_game_records()?;
        let me = store.profile()?.full_name;
        let r = match game {
            Some(id) => games.iter().find(|r| r.id == id),
            None => match crate::mail::game_for(&games, &me, &message) {
                Fit::Sure(r) => Some(r),
                Fit::Nothing => return Err(Refusal::NoGameForMessage),
                Fit::Ask(asked) => {
                    let games = asked.iter().map(|r| (r.id, r.named())).collect();
                    self.open_dialog(Dialog::ChooseGame(GameChoice {
                        message: (text.to_owned(), came),
                        games,
                        chosen: None,
                    }));
                    return Ok(());
                }
            },
        };
        let Some(r) = r else {
            return Err(Text::ChooseGame.into());
        };
        let reading = against(r, &message).map_err(|e| Refusal::Reading(r.name(), e))?;
        let today = self.today();
        let mut form = ReceiveForm::from_message(
            today,
            reading.his_move.clone(),
            (message.sent, came, message.his_receipt),
            message.his_total,
            text.to_owned(),
        );
        form.says = message.declaration;
        // His totals beside the diary's count once his move is in it.
        let got = form
            .card_for((r.id, r.plies.len() as u32), today)
            .ok()
            .and_then(|card| self.session.diary.check_receive(&card, today).ok())
            .and_then(|mut got| got.pop());
        form.notes = crate::messages::message_differences(
            r,
            &reading.differences,
            (message.his_total, message.my_total),
            got.as_ref(),
            self.settings.notation,
            lang,
        );
        let id = r.id;
        self.open_game(id);
        match &mut self.view.game {
            Some(g) if g.id() == id => g.open_panel(MovePanel::Receive(form)),
            _ => return Err(Text::ChooseGame.into()),
        }
        Ok(())
    }
}
