//! The diary's files as a player keeps them safe: its backups taken, listed, pruned and
//! restored, the whole diary brought in from an archive, and the demo diary. Each names the
//! diary by its file, open or not, and fails with a [`DiaryError`].

use std::path::{Path, PathBuf};

use chrono::{NaiveDate, NaiveDateTime};

use super::{Diary, DiaryError};
use crate::backups::{self, Backup, PutAside};
use crate::domain::Contents;
use crate::domain::retention::Retention;

impl Diary {
    /// The backups of the diary at `diary`, newest first, each with what it holds when it can
    /// be read.
    pub fn backups(diary: &Path) -> Result<Vec<(Backup, Option<Contents>)>, DiaryError> {
        let listed = backups::list(diary).map_err(DiaryError::Read)?;
        Ok(listed
            .into_iter()
            .map(|b| {
                let held = crate::storage::contents(&b.path).ok();
                (b, held)
            })
            .collect())
    }

    /// The newest backup of the diary at `diary` that reads as sound, with what it holds.
    pub fn newest_sound_backup(diary: &Path) -> Option<(Backup, Contents)> {
        backups::newest_sound(diary)
    }

    /// Takes a backup of the diary at `diary` now, into its folder (or `to`, when given).
    pub fn back_up(
        diary: &Path,
        now: NaiveDateTime,
        to: Option<&Path>,
    ) -> Result<Backup, DiaryError> {
        Ok(backups::take(diary, now, to)?)
    }

    /// The day's backup, when the diary has none of `now`'s day yet, after which the backups
    /// `keep` does not keep are removed; the backup taken, if one was.
    pub fn back_up_daily(
        diary: &Path,
        now: NaiveDateTime,
        keep: Retention,
    ) -> Result<Option<Backup>, DiaryError> {
        Ok(backups::daily(diary, now, keep)?)
    }

    /// Removes the backups `keep` does not keep; those removed.
    pub fn prune_backups(diary: &Path, keep: Retention) -> Result<Vec<PathBuf>, DiaryError> {
        Ok(backups::prune(diary, keep)?)
    }

    /// Makes the diary at `diary` hold what the backup `from` holds (`backups::restore`).
    pub fn restore(diary: &Path, from: &Path, now: NaiveDateTime) -> Result<PutAside, DiaryError> {
        Ok(backups::restore(diary, from, now)?)
    }

    /// Makes the diary at `diary` the one archived in `from` (`archive::import_all`).
    pub fn import_all(
        diary: &Path,
        from: &Path,
        replace: bool,
        now: NaiveDateTime,
    ) -> Result<PutAside, DiaryError> {
        Ok(crate::archive::import_all(diary, from, replace, now)?)
    }

    /// A new demo diary at `path`, which must not exist yet, as seen on `today`.
    pub fn create_demo(path: &Path, today: NaiveDate) -> Result<Diary, DiaryError> {
        Ok(Diary::new(crate::demo::create_demo(path, today)?))
    }
}
