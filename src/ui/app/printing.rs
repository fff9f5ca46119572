//! Papers to the printer: the Print dialog opened where a PDF file would be asked for, the
//! paper printed through the diary (`Diary::print`), and the day's sheet, asked about first
//! when a card on it was printed already.

use super::*;
use crate::diary::PrintOrder;
use crate::printing::Target;

/// What paper `kind` is made of: the open game, its tournament (the report), or the cards that
/// went today (the sheet of four).
pub(super) fn paper_target(kind: DocumentKind, game: Option<&GameView>) -> Result<Target, Refusal> {
    if kind == DocumentKind::PostcardsA4 {
        return Ok(Target::PostedOn);
    }
    let g = game.ok_or(Refusal::from(Text::ChooseGame))?;
    Ok(match kind {
        DocumentKind::Report => Target::Tournament(g.records.tournament.label().into()),
        _ => Target::Game(g.id()),
    })
}

impl DiaryApp {
    /// Goes on with paper `kind` once it is ready: to the Print dialog when it was asked to be
    /// printed, else to the file it is saved in.
    pub(super) fn paper_out(&mut self, kind: DocumentKind) {
        if !self.view.to_printer {
            return self.choose_file(FileTask::SavePdf(kind));
        }
        let form = PrintForm::new(
            kind,
            crate::printer::printers(),
            self.view.last_printer.as_deref(),
        );
        self.open_dialog(Dialog::Print(form));
    }

    /// Prints the sheet of the cards that went today; when one of them was printed already,
    /// asks first, naming it with the printer and the time.
    pub(super) fn print_today(&mut self, today: NaiveDate) {
        let lang = self.settings.language;
        let before = match self.session.diary.todays_sheet(today) {
            Ok(before) => before,
            Err(e) => return self.fail(e),
        };
        self.view.to_printer = true;
        if before.is_empty() {
            return self.paper_out(DocumentKind::PostcardsA4);
        }
        let games = &self.session.snapshot.games;
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
        self.open_dialog(Dialog::Confirm {
            text,
            yes: Text::PrintAgain,
            then: Confirmed::PrintTodayAgain,
        });
    }

    /// Prints what the Print dialog `f` asks for, or saves it as PDF instead; says where it
    /// went.
    pub(super) fn print_from(&mut self, f: &PrintForm, today: NaiveDate) -> Result<(), Refusal> {
        if f.save_instead {
            self.view.to_printer = false;
            self.choose_file(FileTask::SavePdf(f.kind));
            return Ok(());
        }
        let (printer, copies, two_sided) = f.order()?;
        let target = paper_target(f.kind, self.view.game.as_ref())?;
        let claim = self.view.pending_claim.clone().unwrap_or_default();
        let order = PrintOrder {
            kind: f.kind,
            target: &target,
            as_of: today,
            claim: &claim,
            printer,
            copies,
            two_sided,
        };
        let sent = self.session.diary.print(&order, (self.now)())?;
        self.view.last_printer = Some(sent.printer.clone());
        self.view.pending_claim = None;
        self.inform(&crate::printer::sent_told(&sent, self.settings.language));
        Ok(())
    }
}
