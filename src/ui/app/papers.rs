//! The papers as one feature: a paper is checked before a file is asked for, and what it lacks
//! (the partner's address, the tournament's name, the claim for adjudication, a filed repeat)
//! is asked for first; then it is saved as PDF or printed (`printing.rs`). The e-mail message
//! of my last card, and the partner's schedule set beside the diary's.

use std::path::{Path, PathBuf};

use super::desk::{Desk, Request};
use super::dialog_host::{Confirmed, Dialog};
use crate::documents::adjudication::AdjudicationClaim;
use crate::documents::{DocumentError, DocumentKind};
use crate::messages::Text;
use crate::ui::dialogs::{
    AddressForm, AdjudicationForm, FileTask, ReconciliationView, TournamentForm,
};
use crate::ui::game_view::GameView;
use crate::ui::refusal::Refusal;

/// What the papers keep between the steps of one: where it goes, the claim typed for it, the
/// schedule set beside the diary's, and the PDF saved last.
#[derive(Default)]
pub(crate) struct Papers {
    /// Whether the paper asked for goes to a printer rather than to a PDF file.
    pub(crate) to_printer: bool,
    /// The printer used last, chosen first next time.
    pub(crate) last_printer: Option<String>,
    /// The adjudication claim typed for the PDF being saved.
    pub(crate) pending_claim: Option<AdjudicationClaim>,
    /// The partner's schedule reconciled last, for its PDF: his file's name and its text.
    reconciled: Option<(String, String)>,
    /// The PDF saved last, to open in the system viewer.
    pub(crate) last_pdf: Option<PathBuf>,
}

/// The partner's address form for the open game; `then_print` is the card it was asked for,
/// printed once the address is saved.
pub(crate) fn address_form(
    desk: &mut Desk,
    game: Option<&GameView>,
    then_print: Option<DocumentKind>,
) {
    let Some(g) = game else {
        return desk.fail(Text::ChooseGame);
    };
    let mut form = AddressForm::new(g.records.game.partner, &g.records.partner, desk.today());
    form.then_print = then_print;
    if then_print.is_some() {
        form.error = Some(Text::NoAddressForCard.get(desk.lang()).to_owned());
    }
    desk.open(Dialog::Address(form));
}

impl Papers {
    /// Opens the e-mail message for my last move, to copy or hand to the mail program.
    pub(crate) fn show_email_text(desk: &mut Desk, game: Option<&GameView>) {
        let Some(g) = game else { return };
        let me = match desk.diary.profile_on(desk.today()) {
            Ok(p) => p,
            Err(e) => return desk.fail(e),
        };
        let r = &g.records;
        let notation = crate::documents::form_notation(r);
        let text = match crate::documents::email::email_message(r, &me, notation) {
            Ok(text) => text,
            Err(e) => return desk.fail(e),
        };
        let to = r.partner.current_contact().map_or("", |c| c.email.as_str());
        let t = &r.tournament;
        let subject = format!(
            "{} {} — {} : {}",
            t.code, t.name, me.full_name, r.partner.name
        );
        let mailto = crate::documents::email::mailto(to, subject.trim(), &text);
        desk.open(Dialog::Email { text, mailto });
    }

    /// Paper `kind` of the open game, to the printer or to a PDF file, asking first for what
    /// it lacks.
    pub(crate) fn ask(
        &mut self,
        desk: &mut Desk,
        game: Option<&GameView>,
        (kind, to_printer): (DocumentKind, bool),
    ) {
        self.to_printer = to_printer;
        let lang = desk.lang();
        let Some(g) = game else {
            return desk.fail(Text::ChooseGame);
        };
        let r = &g.records;
        if kind.is_card() {
            match crate::documents::postcard::ready(r) {
                // A card with nowhere to go asks for the address first, then prints.
                Err(DocumentError::NoAddress(_)) => return address_form(desk, game, Some(kind)),
                // A card of an imported game whose tournament has no name asks for it first.
                Err(DocumentError::UnnamedTournament(_)) => {
                    let mut form = TournamentForm::new(Some(r.game.tournament), &r.tournament);
                    form.then_print = Some(kind);
                    form.error = Some(Text::NameTheTournament.get(lang).to_owned());
                    return desk.open(Dialog::Tournament(Box::new(form)));
                }
                Ok(()) => {}
                Err(e) => return desk.fail(e),
            }
        }
        match kind {
            DocumentKind::Adjudication => {
                let engine = desk.settings.engine.clone();
                let form = AdjudicationForm::for_game(r, engine, g.analysis());
                desk.open(Dialog::Adjudication(form));
            }
            // The claim goes to the arbiter: a blank one is said before the file is chosen.
            DocumentKind::Claim if r.tournament.arbiter.unknown() => desk.open(Dialog::Confirm {
                text: Text::ArbiterBlank.get(lang).to_owned(),
                yes: Text::PrintAnyway,
                then: Confirmed::PrintAnyway(kind),
            }),
            // No repeat is filed yet: offer to record it now rather than refuse.
            DocumentKind::RepeatPostcard if r.last_is_mine() && r.last_repeat().is_none() => {
                let text = format!(
                    "{} {}. {}",
                    Text::NoRepeatFiled.get(lang),
                    r.named(),
                    Text::RecordRepeatNow.get(lang)
                );
                desk.open(Dialog::Confirm {
                    text,
                    yes: Text::RecordRepeat,
                    then: Confirmed::RepeatNow,
                });
            }
            _ => desk.ask(Request::PaperOut(kind)),
        }
    }

    /// Keeps the claim for adjudication typed in its form, checked before a file is asked for.
    pub(crate) fn claim(
        &mut self,
        desk: &mut Desk,
        game: Option<&GameView>,
        f: &AdjudicationForm,
    ) -> Result<(), Refusal> {
        let claim = f.claim();
        if let Some(g) = game {
            let notation = crate::documents::form_notation(&g.records);
            crate::documents::adjudication::due(&g.records, desk.today())?;
            claim.check(&g.records, notation)?;
        }
        self.pending_claim = Some(claim);
        desk.ask(Request::PaperOut(DocumentKind::Adjudication));
        Ok(())
    }

    /// Reads the partner's schedule of the open game from `path` and shows where it differs.
    pub(crate) fn reconcile_with(
        &mut self,
        desk: &mut Desk,
        game: Option<&GameView>,
        path: &Path,
    ) -> Result<(), Refusal> {
        let (lang, notation) = (desk.lang(), desk.settings.notation);
        let bytes = std::fs::read(path).map_err(|e| Refusal::in_file(path, e))?;
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let (g, diffs) =
            reconciled_with(desk, game, &text).map_err(|e| Refusal::in_file(path, e))?;
        let rows = diffs
            .iter()
            .map(|d| crate::messages::difference_told(&g.records, d, notation, lang))
            .collect();
        let his_file = crate::messages::file_name(path);
        self.reconciled = Some((his_file.clone(), text));
        desk.open(Dialog::Reconciliation(ReconciliationView {
            his_file,
            rows,
        }));
        Ok(())
    }

    /// Saves the reconciliation shown last as a PDF for the arbiter, counted again from the
    /// diary as it stands.
    pub(crate) fn save_reconciliation(
        &mut self,
        desk: &mut Desk,
        game: Option<&GameView>,
        path: &Path,
    ) -> Result<(), Refusal> {
        let Some((his_file, text)) = &self.reconciled else {
            return Err(Text::ChooseGame.into());
        };
        let (g, diffs) = reconciled_with(desk, game, text)?;
        let me = desk.diary.profile()?;
        let pdf = crate::reconciling::paper(&g.records, &me, &diffs, his_file, desk.now())?;
        std::fs::write(path, pdf).map_err(|e| Refusal::in_file(path, e))?;
        let said = format!("{} {}", Text::SavedTo.get(desk.lang()), path.display());
        desk.inform_file(&said, path);
        self.last_pdf = Some(path.to_path_buf());
        Ok(())
    }

    /// Opens the PDF saved last in the system viewer.
    pub(crate) fn open_last(&self, desk: &mut Desk) {
        if let Some(p) = &self.last_pdf {
            desk.open_url = Some(super::file_url(p));
        }
    }

    /// Asks for the file of paper `kind`.
    pub(crate) fn save_as_pdf(&mut self, desk: &mut Desk, kind: DocumentKind) {
        self.to_printer = false;
        desk.ask(Request::ChooseFile(FileTask::SavePdf(kind)));
    }
}

/// The open game and where his schedule `text` differs from it.
fn reconciled_with<'g>(
    desk: &Desk,
    game: Option<&'g GameView>,
    text: &str,
) -> Result<(&'g GameView, Vec<crate::domain::reconcile::Difference>), Refusal> {
    let Some(g) = game else {
        return Err(Text::ChooseGame.into());
    };
    let me = desk.diary.profile()?;
    let diffs = crate::reconciling::reconcile_file(&g.records, &me.full_name, text)?;
    Ok((g, diffs))
}
