//! `ccdiary print` and `ccdiary printers`: a paper sent to a printer as the window sends it
//! (`Diary::print`), and the system's printers listed.

use std::io::Write;

use super::{CliCommand, CliError, PaperArgs};
use crate::diary::{Diary, PrintOrder};
use crate::documents::adjudication::AdjudicationClaim;
use crate::messages::Language;
use crate::tr;

/// What an adjudication claims, from the command line's options.
pub(super) fn claim_of(paper: &PaperArgs) -> Result<AdjudicationClaim, CliError> {
    Ok(AdjudicationClaim {
        result: paper.claim.unwrap_or(crate::domain::GameResult::Unknown),
        justification: match &paper.justification {
            Some(f) => std::fs::read_to_string(f).map_err(|e| CliError::Read(f.clone(), e))?,
            None => String::new(),
        },
        sealed_move: paper.sealed.clone(),
    })
}

/// Prints the paper `command` (`print`) names and says where it went.
pub(super) fn print(
    diary: &mut Diary,
    command: &CliCommand,
    out: &mut dyn Write,
    lang: Language,
) -> Result<(), CliError> {
    let CliCommand::Print {
        kind,
        target,
        printer,
        copies,
        two_sided,
        paper,
    } = command
    else {
        unreachable!("print is called for `print`");
    };
    let now = chrono::Local::now().naive_local();
    let claim = claim_of(paper)?;
    let target = super::print_target(*kind, target)?;
    let order = PrintOrder {
        kind: *kind,
        target: &target,
        as_of: paper.as_of.unwrap_or(now.date()),
        claim: &claim,
        printer: printer.as_deref(),
        copies: *copies,
        two_sided: *two_sided,
    };
    let sent = diary.print(&order, now)?;
    writeln!(out, "{}", crate::printer::sent_told(&sent, lang))?;
    Ok(())
}

/// Lists the system's printers, the default first; or says why there is none to list.
pub(super) fn printers(out: &mut dyn Write, lang: Language) -> Result<(), CliError> {
    let all = match crate::printer::printers() {
        Ok(all) if all.is_empty() => Err(crate::printer::PrinterError::NoPrinters),
        other => other,
    };
    let all = match all {
        Ok(all) => all,
        Err(e) => {
            writeln!(out, "{}", e.said(lang))?;
            return Ok(());
        }
    };
    for p in all {
        let default = match p.default {
            true => format!(" ({})", tr!(lang, "printer-default")),
            false => String::new(),
        };
        let sheets = match p.media.is_empty() {
            true => String::new(),
            false => format!(" — {}", p.media.join(" ")),
        };
        writeln!(out, "{}{default}: {}{sheets}", p.name, p.state.told(lang))?;
    }
    Ok(())
}
