//! `ccdiary import`: a PGN file into the diary, after a backup of it, with what the import
//! did, its notes by line, and each game it could not take.

use std::io::{IsTerminal, Write};
use std::ops::ControlFlow;
use std::path::Path;

use super::args::ImportArgs;
use super::{CliError, Context, Run};
use crate::diary::Diary;
use crate::messages::{Language, Said};
use crate::pgn::{PgnProblem, Progress, Source};

impl Run for ImportArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let ImportArgs { file, me } = self;
        let mut diary = cx.diary()?;
        import(&mut diary, file, me.as_deref(), &mut *cx.out, cx.lang)
    }
}

/// Imports the PGN file `file` into `diary`, `me` (else the profile's name) being
/// the diary's owner.
pub(super) fn import(
    diary: &mut Diary,
    file: &Path,
    me: Option<&str>,
    out: &mut dyn Write,
    lang: Language,
) -> Result<(), CliError> {
    let source = Source::file(file).map_err(|u| CliError::Read(u.path, u.error))?;
    let me = match me {
        Some(m) => m.to_owned(),
        None => diary.profile()?.full_name,
    };
    if me.trim().is_empty() {
        return Err(CliError::WhoAreYou);
    }
    // A terminal is told how far the reading has got, on one line rewritten in place.
    let terminal = std::io::stderr().is_terminal();
    let mut progress = |p: Progress| {
        if terminal {
            eprint!("\r{}", Said::Reading(p.games, p.percent()).told(lang));
        }
        ControlFlow::Continue(())
    };
    let now = diary.now();
    let read = diary.import_pgn(source, &me, now, &mut progress)?;
    if terminal {
        eprintln!();
    }
    // The progress above never stops the reading: `None` would be an import stopped with
    // nothing changed, which there is nothing to say of.
    let Some(report) = read else {
        return Ok(());
    };
    let out = &mut std::io::BufWriter::new(out);
    let (n, updated, there, bad) = (
        report.imported.len(),
        report.updated.len(),
        report.already_there,
        report.errors.len(),
    );
    writeln!(
        out,
        "{}",
        Said::Imported {
            games: n,
            updated,
            there,
            bad,
        }
        .told(lang)
    )?;
    // Notes alike in a row (a file's games of one length, all without arrival dates) are
    // worded once.
    let mut worded: Option<(&PgnProblem, String)> = None;
    for note in &report.notes {
        let said = match worded {
            Some((reason, said)) if *reason == note.reason => said,
            _ => note.reason.told(lang),
        };
        writeln!(out, "{}:{}: {said}", file.display(), note.line)?;
        worded = Some((&note.reason, said));
    }
    let mut profile = diary.profile()?;
    if profile.full_name.trim().is_empty() && !report.imported.is_empty() {
        profile.full_name = me.trim().to_owned();
        diary.save_profile(profile.clone())?;
        let name = &profile.full_name;
        writeln!(out, "{}", Said::ProfileName(name).told(lang))?;
    }
    out.flush()?;
    for e in &report.errors {
        eprintln!("{}:{}: {}", file.display(), e.line, e.reason.told(lang));
    }
    if !report.errors.is_empty() {
        return Err(CliError::NotImported {
            games: bad,
            file: file.to_path_buf(),
        });
    }
    Ok(())
}
