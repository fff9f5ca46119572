//! The Documents menu: a paper is checked before a file is asked for, and what it lacks (the
//! partner's address, the tournament's name, the claim for adjudication, a filed repeat) is
//! asked for first.

use super::*;
use crate::documents::DocumentError;

impl DiaryApp {
    /// Prints paper `kind` of the open game, asking first for what it lacks.
    pub(super) fn print(&mut self, kind: DocumentKind, today: NaiveDate) {
        let lang = self.settings.language;
        let Some(g) = &self.view.game else {
            return self.fail(Text::ChooseGame.get(lang).to_owned());
        };
        let r = &g.records;
        let card = matches!(
            kind,
            DocumentKind::Postcard | DocumentKind::RepeatPostcard | DocumentKind::Envelope
        );
        if card {
            match crate::documents::postcard::ready(r) {
                // A card with nowhere to go asks for the address first, then prints.
                Err(DocumentError::NoAddress(_)) => return self.ask_address(Some(kind), today),
                // A card of an imported game whose tournament has no name asks for it first.
                Err(DocumentError::UnnamedTournament(_)) => {
                    let mut form = TournamentForm::new(Some(r.game.tournament), &r.tournament);
                    form.then_print = Some(kind);
                    form.error = Some(Text::NameTheTournament.get(lang).to_owned());
                    return self.open_dialog(Dialog::Tournament(Box::new(form)));
                }
                // Without a move of mine, the card is refused once its file is chosen.
                Ok(()) | Err(DocumentError::NoMoveOfMine(_)) => {}
                Err(e) => return self.fail(e.told(lang)),
            }
        }
        match kind {
            DocumentKind::Adjudication => {
                self.open_dialog(Dialog::Adjudication(AdjudicationForm::default()));
            }
            // No repeat is filed yet: offer to record it now rather than refuse.
            DocumentKind::RepeatPostcard if r.last_is_mine() && r.last_repeat().is_none() => {
                let text = format!(
                    "{} {}. {}",
                    Text::NoRepeatFiled.get(lang),
                    r.named(),
                    Text::RecordRepeatNow.get(lang)
                );
                self.open_dialog(Dialog::Confirm {
                    text,
                    yes: Text::RecordRepeat,
                    then: Confirmed::RepeatNow,
                });
            }
            _ => self.choose_file(FileTask::SavePdf(kind)),
        }
    }
}
