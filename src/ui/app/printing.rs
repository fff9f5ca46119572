//! Papers to the printer: the Print dialog opened where a PDF file would be asked for, the
//! paper printed through the diary (`Diary::print`), and the day's sheet, asked about first
//! when a card on it was printed already.

use std::path::Path;

use super::desk::{Desk, Request};
use super::dialog_host::{Confirmed, Dialog};
use super::papers::Papers;
use crate::diary::PrintOrder;
use crate::documents::DocumentKind;
use crate::documents::adjudication::AdjudicationClaim;
use crate::messages::Text;
use crate::printing::Target;
use crate::ui::dialogs::PrintForm;
use crate::ui::game_view::GameView;
use crate::ui::refusal::Refusal;

/// What paper `kind` is made of: the open game, its tournament (the report), or the cards that
/// went today (the sheet of four).
fn paper_target(kind: DocumentKind, game: Option<&GameView>) -> Result<Target, Refusal> {
    if kind == DocumentKind::PostcardsA4 {
        return Ok(Target::PostedOn);
    }
    let g = game.ok_or(Refusal::from(Text::ChooseGame))?;
    Ok(match kind {
        DocumentKind::Report => Target::Tournament(g.records.tournament.label().into()),
        _ => Target::Game(g.id()),
    })
}

impl Papers {
    /// The claim paper `kind` is made with: the adjudication's as its form gave it; any other
    /// paper none (the protest leaves its lines to write by hand).
    fn claim_for(&self, kind: DocumentKind) -> AdjudicationClaim {
        match kind {
            DocumentKind::Adjudication => self.pending_claim.clone().unwrap_or_default(),
            _ => AdjudicationClaim::default(),
        }
    }

    /// Goes on with paper `kind` of the open game once it is ready: to the Print dialog when it
    /// was asked to be printed, else to the file it is saved in. A paper that cannot be made is
    /// refused first, before a file or a printer is asked for.
    pub(crate) fn out(&mut self, desk: &mut Desk, game: Option<&GameView>, kind: DocumentKind) {
        let claim = self.claim_for(kind);
        let made = paper_target(kind, game).and_then(|target| {
            let (today, now) = (desk.today(), desk.now());
            Ok(desk
                .diary
                .paper_preview((kind, &target), today, &claim, now)?)
        });
        let paper = match made {
            Ok(paper) => paper,
            Err(e) => return desk.fail(e),
        };
        if !self.to_printer {
            return self.save_as_pdf(desk, kind);
        }
        let mut form = PrintForm::new(
            kind,
            crate::printer::printers(),
            self.last_printer.as_deref(),
        );
        // Seen before it goes: the pages as the printer will have them.
        form.preview = paper.pages;
        desk.open(Dialog::Print(form));
    }

    /// Prints the sheet of the cards that went today; when one of them was printed already,
    /// asks first, naming it with the printer and the time.
    pub(crate) fn print_today(&mut self, desk: &mut Desk) {
        let lang = desk.lang();
        let before = match desk.diary.todays_sheet(desk.today()) {
            Ok(before) => before,
            Err(e) => return desk.fail(e),
        };
        self.to_printer = true;
        if before.is_empty() {
            return desk.ask(Request::PaperOut(DocumentKind::PostcardsA4));
        }
        let games = &desk.overview.games;
        let which: Vec<String> = before
            .iter()
            .map(|b| {
                let partner = games.iter().find(|g| g.id == b.game);
                let partner = partner.map(|g| g.partner.as_str()).unwrap_or_default();
                crate::tr!(
                    lang,
                    "card-printed-before",
                    partner = partner,
                    printer = b.printer.as_str(),
                    at = b.at.format("%d.%m %H:%M").to_string()
                )
            })
            .collect();
        let text = crate::tr!(
            lang,
            "cards-printed-before",
            n = before.len(),
            which = which.join("; ")
        );
        desk.open(Dialog::Confirm {
            text,
            yes: Text::PrintAgain,
            then: Confirmed::PrintTodayAgain,
        });
    }

    /// Prints what the Print dialog `f` asks for, or saves it as PDF instead; says where it
    /// went.
    pub(crate) fn print_from(
        &mut self,
        desk: &mut Desk,
        game: Option<&GameView>,
        f: &PrintForm,
    ) -> Result<(), Refusal> {
        if f.save_instead {
            self.save_as_pdf(desk, f.kind);
            return Ok(());
        }
        let (printer, copies, two_sided) = f.order()?;
        let target = paper_target(f.kind, game)?;
        let claim = self.claim_for(f.kind);
        let order = PrintOrder {
            kind: f.kind,
            target: &target,
            as_of: desk.today(),
            claim: &claim,
            printer,
            copies,
            two_sided,
        };
        let sent = desk.diary.print(&order, desk.now())?;
        self.last_printer = Some(sent.printer.clone());
        self.pending_claim = None;
        desk.inform(&crate::printer::sent_told(&sent, desk.lang()));
        Ok(())
    }

    /// Saves paper `kind` as PDF at `path`, and says where, offering to open it.
    pub(crate) fn save_pdf(
        &mut self,
        desk: &mut Desk,
        game: Option<&GameView>,
        (kind, path): (DocumentKind, &Path),
    ) -> Result<(), Refusal> {
        let target = paper_target(kind, game)?;
        // The claim is kept until its paper is written, so a retry keeps it.
        let claim = self.claim_for(kind);
        let (today, now) = (desk.today(), desk.now());
        desk.diary
            .save_paper(path, (kind, &target), today, &claim, now)?;
        let lang = desk.lang();
        let mut said = format!("{} {}", Text::SavedTo.get(lang), path.display());
        if kind == DocumentKind::PostcardsA4 {
            said = format!("{said}. {}", Text::FourUpPrinting.get(lang));
        }
        desk.inform_file(&said, path);
        self.last_pdf = Some(path.to_path_buf());
        self.pending_claim = None;
        Ok(())
    }
}
