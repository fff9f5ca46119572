//! Files brought into the diary: a PGN file's games, imported after a backup of the diary.

use std::ops::ControlFlow;

use super::{Diary, DiaryError};
use crate::pgn::import::{ImportReport, import_pgn_with};
use crate::pgn::{Progress, Source};

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
}
