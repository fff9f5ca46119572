//! The diary's files from the command line: the demo, a backup taken, the backups listed, one
//! restored, the whole diary archived and brought back.

use super::args::{BackupArgs, ExportAllArgs, ImportAllArgs, RestoreArgs};
use super::{CliError, Context, Run};
use crate::diary::Diary;
use crate::messages::Said;

/// `demo`: the demo diary written where none is.
pub(super) fn demo(cx: &mut Context<'_>) -> Result<(), CliError> {
    let path = cx.path;
    if path.exists() {
        return Err(CliError::DemoExists(path.to_path_buf()));
    }
    Diary::create_demo(path, cx.now().date())?;
    cx.say(&Said::WroteDemo(path).told(cx.lang))
}

/// `backups`: the diary's backups, one a line, with what each holds.
pub(super) fn backups(cx: &mut Context<'_>) -> Result<(), CliError> {
    let lang = cx.lang;
    let path = cx.path;
    let out = &mut *cx.out;
    let backups = Diary::backups(path)?;
    if backups.is_empty() {
        writeln!(
            out,
            "{}",
            Said::NoBackups(&crate::backups::folder(path)).told(lang)
        )?;
    }
    for (b, contents) in backups {
        writeln!(
            out,
            "{}\t{}\t{}\t{}\t{}",
            b.taken.format("%Y-%m-%d %H:%M:%S"),
            b.bytes,
            contents.map_or("?".into(), |c| c.games.to_string()),
            contents.map_or("?".into(), |c| c.moves().to_string()),
            b.path.display()
        )?;
    }
    Ok(())
}

impl Run for BackupArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let BackupArgs { out: to } = self;
        let (lang, path, now) = (cx.lang, cx.path, cx.now());
        // The diary is opened first: a damaged or newer file is refused, not copied; and a
        // diary that is not there is not made to be backed up.
        if !path.exists() {
            return Err(CliError::NoDiary(path.to_path_buf()));
        }
        drop(cx.diary()?);
        let out = &mut *cx.out;
        let taken = Diary::back_up(path, now, to.as_deref())?;
        writeln!(out, "{}", Said::Wrote(&taken.path).told(lang))?;
        Ok(())
    }
}

impl Run for RestoreArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let RestoreArgs { file } = self;
        let (lang, path, now) = (cx.lang, cx.path, cx.now());
        let out = &mut *cx.out;
        let aside = Diary::restore(path, file, now)?;
        writeln!(
            out,
            "{}",
            Said::Restored {
                from: file,
                diary: path,
                aside: &aside
            }
            .told(lang)
        )?;
        Ok(())
    }
}

impl Run for ExportAllArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let ExportAllArgs { out: file } = self;
        let diary = cx.diary()?;
        let lang = cx.lang;
        let out = &mut *cx.out;
        let archived = diary.export_all(file)?;
        writeln!(out, "{}", Said::Archived(file, archived).told(lang))?;
        Ok(diary.none_left_out()?)
    }
}

impl Run for ImportAllArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let ImportAllArgs { file, replace } = self;
        let (lang, path, now) = (cx.lang, cx.path, cx.now());
        let out = &mut *cx.out;
        let aside = Diary::import_all(path, file, *replace, now)?;
        let said = Said::Restored {
            from: file,
            diary: path,
            aside: &aside,
        };
        writeln!(out, "{}", said.told(lang))?;
        Ok(())
    }
}
