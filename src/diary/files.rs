//! Files brought into the diary: a PGN file's games, imported after a backup of the diary, or
//! made into a new diary where there is none yet.

use std::ops::ControlFlow;

use super::{Diary, DiaryError};
use crate::domain::facts;
use crate::pgn::import::{ImportReport, import_pgn_with};
use crate::pgn::{Progress, Source};
use crate::storage::{Made, make};

/// What became of a diary to be made of a PGN file.
#[derive(Debug)]
pub enum MadeOfFile {
    /// Made, with what the import did and the owner's name it kept (none without games).
    Made(ImportReport, Option<String>),
    /// The progress stopped the import: no diary was made.
    Stopped,
    /// Another program made a diary there first: nothing of this one was kept.
    Beaten,
}

impl Diary {
    /// Imports the games of PGN `source`, `me` being the diary's owner, after a backup of the
    /// diary taken at `now`; `progress` is told how far the import has got, and stops it with
    /// nothing changed (`None`) when it breaks.
    pub fn import_pgn(
        &mut self,
        source: Source<'_>,
        me: &str,
        now: chrono::NaiveDateTime,
        progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    ) -> Result<Option<ImportReport>, DiaryError> {
        crate::backups::before_import(self.store.path(), now)
            .map_err(DiaryError::NoBackupNoImport)?;
        let report = import_pgn_with(&mut self.store, source, me, progress)?;
        // What the import added or extended may be what the journal's entries name: an undo
        // would take back the wrong move, a redo give back a taken id. The import stands either
        // way; a journal not cleared is said in the log.
        if report.is_some()
            && let Err(e) = self.store.forget_journal()
        {
            log::warn!("the journal could not be cleared after an import: {e}");
        }
        Ok(report)
    }

    /// Makes a new diary at `path` of the games of PGN `source`, `me` being its owner, whose
    /// name it keeps when it holds games: made whole under a scratch name and put in place as
    /// a new empty diary is, with nothing to back up before. `progress` is told as by
    /// [`Diary::import_pgn`]; when it breaks, no diary is made. When another program has
    /// made a diary there meanwhile, nothing of this one is kept ([`MadeOfFile::Beaten`]):
    /// the caller imports into that one.
    pub fn import_pgn_new(
        path: &std::path::Path,
        source: Source<'_>,
        me: &str,
        progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    ) -> Result<MadeOfFile, DiaryError> {
        let named = crate::domain::Profile {
            full_name: me.trim().to_owned(),
            ..Default::default()
        };
        // Said before anything is read, not after the games are in.
        facts::profile(&named)?;
        let made = make(path, |store| {
            let Some(report) = import_pgn_with(store, source, me, progress)? else {
                return Ok(None);
            };
            let kept = (!report.imported.is_empty()).then_some(named.full_name.clone());
            if kept.is_some() {
                store.save_profile(&named)?;
            }
            Ok(Some((report, kept)))
        })?;
        Ok(match made {
            Made::Placed((report, kept)) => MadeOfFile::Made(report, kept),
            Made::Abandoned => MadeOfFile::Stopped,
            Made::Beaten => MadeOfFile::Beaten,
        })
    }
}
