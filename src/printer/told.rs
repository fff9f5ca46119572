//! Why a paper did not print, and what went to the printer, in the user's language.

use super::{PrinterError, PrinterState, Sent};
use crate::messages::{Language, english, shown, store_error};
use crate::printing::PrintError;
use crate::tr;

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
                path = shown(path),
                error = source.to_string()
            ),
        }
    }
}

impl PrinterError {
    /// Why the paper did not go to the printer, naming it; the PDF can still be saved.
    pub fn told(&self, lang: Language) -> String {
        format!("{} {}", self.said(lang), tr!(lang, "printer-pdf-still"))
    }

    /// Why no printer takes a job, naming it.
    pub fn said(&self, lang: Language) -> String {
        use PrinterError as E;
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
                path = shown(path),
                error = e.to_string()
            ),
        }
    }
}

impl PrinterState {
    /// Whether the printer takes jobs, as a list of printers says it.
    pub fn told(&self, lang: Language) -> String {
        use PrinterState as S;
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
pub fn sent_told(sent: &Sent, lang: Language) -> String {
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

english!(PrintError);
