//! The Documents menu: a paper is checked before a file is asked for, and what it lacks (the
//! partner's address, the tournament's name, the claim for adjudication, a filed repeat) is
//! asked for first; the e-mail message of my last card.

use super::*;
use crate::documents::DocumentError;

impl DiaryApp {
    /// Opens the e-mail message for my last move, to copy or hand to the mail program.
    pub(super) fn show_email_text(&mut self) {
        let Some(g) = &self.view.game else { return };
        let me = match self.session.diary.profile() {
            Ok(p) => p,
            Err(e) => return self.fail(e),
        };
        let r = &g.records;
        let text = match crate::documents::email::email_message(
            r,
            &me,
            crate::documents::form_notation(r),
        ) {
            Ok(text) => text,
            Err(e) => return self.fail(e),
        };
        let to = r.partner.current_contact().map_or("", |c| c.email.as_str());
        let t = &r.tournament;
        let subject = format!(
            "{} {} — {} : {}",
            t.code, t.name, me.full_name, r.partner.name
        );
        let mailto = crate::documents::email::mailto(to, subject.trim(), &text);
        self.open_dialog(Dialog::Email { text, mailto });
    }

    /// Prints paper `kind` of the open game, asking first for what it lacks.
    pub(super) fn print(&mut self, kind: DocumentKind, today: NaiveDate) {
        let lang = self.settings.language;
        let Some(g) = &self.view.game else {
            return self.fail(Text::ChooseGame);
        };
        let r = &g.records;
        if kind.is_card() {
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
                Err(e) => return self.fail(e),
            }
        }
        match kind {
            DocumentKind::Adjudication => {
                let form = AdjudicationForm::for_game(r, self.settings.engine.clone());
                self.open_dialog(Dialog::Adjudication(form));
            }
            // The claim goes to the arbiter: a blank one is said before the file is chosen.
            DocumentKind::Claim if r.tournament.arbiter.unknown() => {
                self.open_dialog(Dialog::Confirm {
                    text: Text::ArbiterBlank.get(lang).to_owned(),
                    yes: Text::PrintAnyway,
                    then: Confirmed::PrintAnyway(kind),
                });
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
            _ => self.paper_out(kind),
        }
    }
}

impl DiaryApp {
    /// Reads the partner's schedule of the open game from `path` and shows where it differs.
    pub(super) fn reconcile_with(&mut self, path: &std::path::Path) -> Result<(), Refusal> {
        let lang = self.settings.language;
        let bytes = std::fs::read(path).map_err(|e| Refusal::in_file(path, e))?;
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let (g, diffs) = self
            .reconciled_with(&text)
            .map_err(|e| Refusal::in_file(path, e))?;
        let notation = self.settings.notation;
        let rows = diffs
            .iter()
            .map(|d| crate::messages::difference_told(&g.records, d, notation, lang))
            .collect();
        let his_file = crate::messages::file_name(path);
        self.view.reconciled = Some((his_file.clone(), text));
        self.open_dialog(Dialog::Reconciliation(ReconciliationView {
            his_file,
            rows,
        }));
        Ok(())
    }

    /// The open game and where his schedule `text` differs from it.
    fn reconciled_with(
        &self,
        text: &str,
    ) -> Result<(&GameView, Vec<crate::domain::reconcile::Difference>), Refusal> {
        let Some(g) = &self.view.game else {
            return Err(Text::ChooseGame.into());
        };
        let me = self.session.diary.profile()?;
        let diffs = crate::reconciling::reconcile_file(&g.records, &me.full_name, text)?;
        Ok((g, diffs))
    }

    /// Saves the reconciliation shown last as a PDF for the arbiter, counted again from the
    /// diary as it stands.
    pub(super) fn save_reconciliation(&mut self, path: &std::path::Path) -> Result<(), Refusal> {
        let lang = self.settings.language;
        let Some((his_file, text)) = &self.view.reconciled else {
            return Err(Text::ChooseGame.into());
        };
        let (g, diffs) = self.reconciled_with(text)?;
        let me = self.session.diary.profile()?;
        let pdf = crate::reconciling::paper(&g.records, &me, &diffs, his_file, (self.now)())?;
        let shown = path.display().to_string();
        std::fs::write(path, pdf).map_err(|e| Refusal::in_file(path, e))?;
        self.inform(&format!("{} {shown}", Text::SavedTo.get(lang)));
        if let Some(n) = &mut self.view.notice {
            n.file = Some(path.to_path_buf());
        }
        self.view.last_pdf = Some(path.to_path_buf());
        Ok(())
    }
}
