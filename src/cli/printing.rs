//! `ccdiary print` and `ccdiary printers`: a paper sent to a printer as the window sends it
//! (`Diary::print`), and the system's printers listed.

use super::args::{PdfArgs, PrintArgs};
use super::{CliError, Context, PaperArgs, Run};
use crate::diary::PrintOrder;
use crate::documents::DocumentKind;
use crate::documents::adjudication::AdjudicationClaim;
use crate::messages::Said;
use crate::printing::Target;
use crate::tr;

/// What an adjudication claims, from the command line's options: with my analysis's lines of
/// game `target` where asked.
pub(super) fn claim_of(
    paper: &PaperArgs,
    diary: &crate::diary::Diary,
    target: &Target,
) -> Result<AdjudicationClaim, CliError> {
    let analysis = match target {
        Target::Game(id) if paper.with_analysis => diary.analysis_lines(*id, None)?,
        _ => Default::default(),
    };
    Ok(AdjudicationClaim {
        analysis,
        result: paper.claim.unwrap_or(crate::domain::GameResult::Unknown),
        justification: match &paper.justification {
            Some(f) => std::fs::read_to_string(f).map_err(|e| CliError::Read(f.clone(), e))?,
            None => String::new(),
        },
        sealed_move: paper.sealed.clone(),
    })
}

impl Run for PrintArgs {
    /// Prints the paper named and says where it went.
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let mut diary = cx.diary()?;
        let now = diary.now();
        let target = super::print_target(self.kind, &self.target)?;
        let claim = claim_of(&self.paper, &diary, &target)?;
        let order = PrintOrder {
            kind: self.kind,
            target: &target,
            as_of: self.paper.as_of.unwrap_or(now.date()),
            claim: &claim,
            printer: self.printer.as_deref(),
            copies: self.copies,
            two_sided: self.two_sided,
        };
        let sent = diary.print(&order, now)?;
        cx.say(&crate::printer::sent_told(&sent, cx.lang))
    }
}

impl Run for PdfArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let PdfArgs {
            kind,
            target,
            out: file,
            paper,
            written,
            sent,
            received,
        } = self;
        let mut diary = cx.diary()?;
        let lang = cx.lang;
        let out = &mut *cx.out;
        let now = diary.now();
        match written {
            Some(written) if *kind == DocumentKind::RequestReplacement => {
                let dates = (*sent, *received);
                super::cards::ask_replacement(&mut diary, target, written, dates, now.date())?;
            }
            Some(_) => return Err(CliError::WrittenOnlyForRequest),
            None => {}
        }
        let target = super::print_target(*kind, target)?;
        let claim = claim_of(paper, &diary, &target)?;
        let as_of = paper.as_of.unwrap_or(now.date());
        diary.save_paper(file, (*kind, &target), as_of, &claim, now)?;
        writeln!(out, "{}", Said::Wrote(file).told(lang))?;
        // A paper to the arbiter with his lines blank: said, with how to fill them.
        if let (
            DocumentKind::Claim | DocumentKind::Adjudication | DocumentKind::Protest,
            Target::Game(id),
        ) = (kind, &target)
        {
            let t = diary.records(*id)?.tournament;
            if t.arbiter.unknown() {
                writeln!(out, "{}", Said::ArbiterBlank(t.label()).told(lang))?;
            }
        }
        if *kind == DocumentKind::PostcardsA4 {
            writeln!(out, "{}", Said::FourUpPrinting.told(lang))?;
        }
        Ok(())
    }
}

/// Lists the system's printers, the default first; or says why there is none to list.
pub(super) fn printers(cx: &mut Context<'_>) -> Result<(), CliError> {
    let (out, lang) = (&mut *cx.out, cx.lang);
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
