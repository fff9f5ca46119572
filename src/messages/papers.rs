//! Why a paper cannot be printed, in the user's language.

use super::{Language, store_error};
use crate::documents::DocumentError;
use crate::domain::format_date;
use crate::printing::PrintError;
use crate::tr;

impl DocumentError {
    /// The refusal in `lang`, naming the game (after «с» in the case Russian needs).
    pub fn told(&self, lang: Language) -> String {
        use DocumentError as E;
        let partner = self.game().map(|g| g.person()).unwrap_or_default();
        let tournament = self.game().map_or("", |g| g.tournament.as_str());
        // A refusal that names the game: the partner (declined where the language needs it)
        // and the tournament.
        macro_rules! game {
            ($id:literal) => {
                tr!(lang, $id, partner = &partner, tournament = tournament)
            };
        }
        match self {
            E::NoMoveOfMine(_) => game!("paper-no-move-of-mine"),
            E::NoOverstep(_) => game!("paper-no-overstep"),
            E::PlayedByEmail(_) => game!("paper-played-by-email"),
            E::GameOver(_) => game!("paper-game-over"),
            E::NothingToAdjudicate(_) => game!("paper-nothing-to-adjudicate"),
            E::AddressTooLong(_) => game!("paper-address-too-long"),
            E::NoAddress(_) => game!("paper-no-address"),
            E::UnnamedTournament(_) => game!("paper-unnamed-tournament"),
            E::NoRepeat(_) => game!("paper-no-repeat"),
            E::NoRequest(_) => game!("paper-no-request"),
            E::NoClaim => tr!(lang, "paper-no-claim"),
            E::SealedMove(e) => tr!(lang, "paper-sealed-move", error = e.told(lang)),
            E::ClaimTooLate {
                control_move,
                closed,
                ..
            } => tr!(
                lang,
                "paper-claim-too-late",
                partner = &partner,
                tournament = tournament,
                control = *control_move,
                closed = closed.map_or_else(|| "unknown".to_owned(), format_date)
            ),
            E::NotMySealedMove => tr!(lang, "paper-not-my-sealed-move"),
            E::BeforeTheEnd(_, end) => tr!(
                lang,
                "paper-before-the-end",
                partner = &partner,
                tournament = tournament,
                end = format_date(*end)
            ),
            E::TwoGamesDoNotFit => tr!(lang, "paper-two-games-do-not-fit"),
            E::NothingSentOn(d) => tr!(lang, "paper-nothing-sent-on", date = format_date(*d)),
            E::DayToCome(d) => tr!(lang, "paper-day-to-come", date = format_date(*d)),
            E::WrongSource(kind) => tr!(lang, "paper-wrong-source", kind = kind.code()),
        }
    }
}

impl PrintError {
    /// The refusal in `lang`.
    pub fn told(&self, lang: Language) -> String {
        match self {
            PrintError::Store(e) => store_error(e, lang),
            PrintError::Document(e) => e.told(lang),
            PrintError::Pdf(e) => tr!(lang, "print-pdf", error = e.to_string()),
            PrintError::Printer(e) => e.told(lang),
            PrintError::Copies(n) => tr!(lang, "print-copies", n = *n),
            PrintError::NoTournament(name) => {
                tr!(lang, "cli-no-tournament", typed = name.as_str())
            }
            PrintError::Write { path, source } => tr!(
                lang,
                "cli-cannot-write",
                path = super::shown(path),
                error = source.to_string()
            ),
        }
    }
}

impl crate::printer::PrinterError {
    /// Why the paper did not go to the printer, naming it; the PDF can still be saved.
    pub fn told(&self, lang: Language) -> String {
        format!("{} {}", self.said(lang), tr!(lang, "printer-pdf-still"))
    }

    /// Why no printer takes a job, naming it.
    pub fn said(&self, lang: Language) -> String {
        use crate::printer::PrinterError as E;
        match self {
            E::NoPrintSystem(why) => tr!(lang, "printer-no-system", why = why.as_str()),
            E::NoPrinters => tr!(lang, "printer-none"),
            E::NoSuchPrinter(name) => tr!(lang, "printer-no-such", printer = name.as_str()),
            E::Stopped {
                printer,
                reason: why,
            } => tr!(
                lang,
                "printer-stopped",
                printer = printer.as_str(),
                reason = reason(why)
            ),
            E::NoDefault => tr!(lang, "printer-no-default"),
            E::OutOfPaper(name) => tr!(lang, "printer-out-of-paper", printer = name.as_str()),
            E::Refusing(name) => tr!(lang, "printer-refusing", printer = name.as_str()),
            E::Refused { printer, said } => tr!(
                lang,
                "printer-refused",
                printer = printer.as_str(),
                said = said.as_str()
            ),
            E::Prepare(e) => tr!(lang, "print-pdf", error = e.to_string()),
            E::Write(path, e) => tr!(
                lang,
                "cli-cannot-write",
                path = super::shown(path),
                error = e.to_string()
            ),
        }
    }
}

impl crate::printer::PrinterState {
    /// Whether the printer takes jobs, as a list of printers says it.
    pub fn told(&self, lang: Language) -> String {
        use crate::printer::PrinterState as S;
        match self {
            S::Ready => tr!(lang, "printer-state-ready"),
            S::Stopped(why) => tr!(lang, "printer-state-stopped", reason = reason(why)),
            S::OutOfPaper => tr!(lang, "printer-state-out-of-paper"),
            S::Refusing => tr!(lang, "printer-state-refusing"),
        }
    }
}

/// A printer's reason for stopping, "none" when it gives none.
fn reason(why: &str) -> &str {
    match why.trim() {
        "" => "none",
        why => why,
    }
}

/// What was sent to the printer, said in the status bar and by the command line.
pub fn sent_told(sent: &crate::printer::Sent, lang: Language) -> String {
    let jobs: Vec<&str> = sent.jobs.iter().map(|(_, id)| id.as_str()).collect();
    match jobs.iter().all(|j| j.is_empty()) {
        // Windows gives no id: the PDF program prints as it is set.
        true => tr!(
            lang,
            "printer-sent-windows",
            printer = sent.printer.as_str()
        ),
        false => tr!(
            lang,
            "printer-sent",
            printer = sent.printer.as_str(),
            jobs = jobs.join(", "),
            n = jobs.len()
        ),
    }
}

english!(DocumentError, PrintError);
