//! `ccdiary import`: a PGN file into the diary, after a backup of it, or made into a new diary
//! where there is none yet; with what the import did, its notes by line, and each game it
//! could not take.

use std::io::{IsTerminal, Write};
use std::ops::ControlFlow;
use std::path::Path;

use super::args::ImportArgs;
use super::{CliError, Context, Run};
use crate::diary::{Diary, MadeOfFile};
use crate::messages::{Language, Said};
use crate::pgn::import::ImportReport;
use crate::pgn::{PgnProblem, Progress, Source};

impl Run for ImportArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let ImportArgs { file, me } = self;
        // A diary not there yet is made of the file (where another program makes one
        // meanwhile, the games go into that one).
        if let Some(me) = me.as_deref().filter(|_| !cx.path.exists())
            && !matches!(import_new(cx, file, me)?, MadeOfFile::Beaten)
        {
            return Ok(());
        }
        let mut diary = cx.diary()?;
        import(&mut diary, file, me.as_deref(), &mut *cx.out, cx.lang)
    }
}

/// Makes the diary of `cx` from the PGN file `file`, `me` being its owner, and says what was
/// imported.
fn import_new(cx: &mut Context<'_>, file: &Path, me: &str) -> Result<MadeOfFile, CliError> {
    let source = Source::file(file).map_err(|u| CliError::Read(u.path, u.error))?;
    if me.trim().is_empty() {
        return Err(CliError::WhoAreYou);
    }
    let made = with_progress(cx.lang, |progress| {
        Diary::import_pgn_new(cx.path, source, me, progress)
    })?;
    if let MadeOfFile::Made(report, named) = &made {
        tell(report, file, || Ok(named.clone()), &mut *cx.out, cx.lang)?;
    }
    Ok(made)
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
    let now = diary.now();
    let read = with_progress(lang, |progress| {
        diary.import_pgn(source, &me, now, progress)
    })?;
    // The progress never stops the reading: `None` would be an import stopped with nothing
    // changed, which there is nothing to say of.
    let Some(report) = read else {
        return Ok(());
    };
    // A diary without its owner's name takes the name the games were imported as.
    let named = || {
        let mut profile = diary.profile()?;
        if !profile.full_name.trim().is_empty() || report.imported.is_empty() {
            return Ok(None);
        }
        profile.full_name = me.trim().to_owned();
        diary.save_profile(profile.clone())?;
        Ok(Some(profile.full_name))
    };
    tell(&report, file, named, out, lang)
}

/// Runs `import`, telling a terminal how far the reading has got on one line rewritten in
/// place.
fn with_progress<T>(
    lang: Language,
    import: impl FnOnce(&mut dyn FnMut(Progress) -> ControlFlow<()>) -> T,
) -> T {
    let terminal = std::io::stderr().is_terminal();
    let mut progress = |p: Progress| {
        if terminal {
            eprint!("\r{}", Said::Reading(p.games, p.percent()).told(lang));
        }
        ControlFlow::Continue(())
    };
    let done = import(&mut progress);
    if terminal {
        eprintln!();
    }
    done
}

/// Says what an import of `file` did and its notes by line, then the owner's name `named`
/// keeps, if any; its errors by line go to the error output, and fail the command.
fn tell(
    report: &ImportReport,
    file: &Path,
    named: impl FnOnce() -> Result<Option<String>, CliError>,
    out: &mut dyn Write,
    lang: Language,
) -> Result<(), CliError> {
    let out = &mut std::io::BufWriter::new(out);
    let bad = report.errors.len();
    let imported = Said::Imported {
        games: report.imported.len(),
        updated: report.updated.len(),
        there: report.already_there,
        bad,
    };
    writeln!(out, "{}", imported.told(lang))?;
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
    if let Some(name) = named()? {
        writeln!(out, "{}", Said::ProfileName(&name).told(lang))?;
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
