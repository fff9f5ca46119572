//! Backups of the diary: consistent copies in the folder `backups` beside it, one taken on the
//! first start of each day and before an import, pruned by [`Retention`]; and the restore of
//! one, which first puts the diary it replaces aside.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::{NaiveDate, NaiveDateTime};

use crate::domain::retention::Retention;
pub use crate::domain::retention::{Backup, PutAside};
use crate::storage::{
    Result, StoreError, copy_diary, place_new, remove_with_companions, replace_diary, scratch,
    stage, with_suffix,
};

/// How a backup's name carries its moment: `diary-20261130-094500.sqlite`.
const STAMP: &str = "%Y%m%d-%H%M%S";

/// The folder of the backups of the diary at `diary`.
pub fn folder(diary: &Path) -> PathBuf {
    diary
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .join("backups")
}

/// The backups of the diary at `diary`, newest first; none when the folder does not exist.
pub fn list(diary: &Path) -> Result<Vec<Backup>> {
    let dir = folder(diary);
    let prefix = format!("{}-", stem(diary));
    let entries = match fs::read_dir(&dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(source) => return Err(StoreError::Io { path: dir, source }),
    };
    let mut out = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let taken = name
            .strip_prefix(&prefix)
            .and_then(|rest| rest.strip_suffix(".sqlite"))
            .and_then(|stamp| NaiveDateTime::parse_from_str(stamp, STAMP).ok());
        if let (Some(taken), Ok(meta)) = (taken, entry.metadata()) {
            out.push(Backup {
                path: entry.path(),
                taken,
                bytes: meta.len(),
            });
        }
    }
    out.sort_by_key(|b| std::cmp::Reverse(b.taken));
    Ok(out)
}

/// Removes what programs killed in their work left beside the diary at `diary` and among its
/// backups: scratch files no program has touched for ten minutes. Returns those removed.
pub fn remove_leftovers(diary: &Path) -> Vec<PathBuf> {
    let beside = diary.parent().filter(|d| !d.as_os_str().is_empty());
    let mut removed = crate::storage::remove_leftovers(beside.unwrap_or(Path::new(".")));
    removed.extend(crate::storage::remove_leftovers(&folder(diary)));
    removed
}

/// The newest backup of the diary at `diary` that reads as sound, with what it holds: what a
/// damaged diary is offered.
pub fn newest_sound(diary: &Path) -> Option<(Backup, crate::domain::Contents)> {
    list(diary)
        .ok()?
        .into_iter()
        .find_map(|b| crate::storage::sound(&b.path).ok().map(|held| (b, held)))
}

/// The copy taken before an import, without which nothing is imported: a backup of the diary
/// at `diary` as it is now; a diary in memory (no file) has nothing to copy.
pub fn before_import(diary: &Path, now: NaiveDateTime) -> Result<()> {
    match diary.exists() {
        true => take(diary, now, None).map(|_| ()),
        false => Ok(()),
    }
}

/// Takes a backup of the diary at `diary` now, into its folder (or `to`, when given).
pub fn take(diary: &Path, now: NaiveDateTime, to: Option<&Path>) -> Result<Backup> {
    let dir = match to {
        Some(path) if path.exists() => {
            return Err(StoreError::exists(path));
        }
        Some(path) => path.parent().unwrap_or(Path::new(".")).to_path_buf(),
        None => folder(diary),
    };
    fs::create_dir_all(&dir).map_err(|e| StoreError::io(&dir, e))?;
    let named = |taken: NaiveDateTime| match to {
        Some(path) => path.to_path_buf(),
        None => dir.join(format!("{}-{}.sqlite", stem(diary), taken.format(STAMP))),
    };
    // Written under another name and put in place only where no file is: a backup half
    // written is never listed, one left by a killed program is removed at the next start, and
    // of two taken in one second the later is named a second on, never over the other.
    let partial = scratch(&named(now), "partial");
    let placed = copy_diary(diary, &partial).and_then(|()| {
        let mut taken = now;
        loop {
            let target = named(taken);
            match place_new(&partial, &target) {
                Ok(true) => break Ok((target, taken)),
                Ok(false) if to.is_none() => taken += chrono::Duration::seconds(1),
                Ok(false) => {
                    break Err(StoreError::exists(&target));
                }
                Err(e) => break Err(e),
            }
        }
    });
    let _ = fs::remove_file(&partial);
    let (path, taken) = placed?;
    let bytes = fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    Ok(Backup { path, taken, bytes })
}

/// The backup of the day: taken when the diary has none of `now`'s day yet, after which the
/// backups `retention` does not keep are removed. Returns the backup taken, if one was.
pub fn daily(diary: &Path, now: NaiveDateTime, retention: Retention) -> Result<Option<Backup>> {
    if !diary.exists() {
        return Ok(None);
    }
    let today: NaiveDate = now.date();
    if list(diary)?.iter().any(|b| b.taken.date() == today) {
        return Ok(None);
    }
    let taken = take(diary, now, None)?;
    prune(diary, retention)?;
    Ok(Some(taken))
}

/// Removes the backups `retention` does not keep; returns those removed.
pub fn prune(diary: &Path, retention: Retention) -> Result<Vec<PathBuf>> {
    let backups = list(diary)?;
    let taken: Vec<NaiveDateTime> = backups.iter().map(|b| b.taken).collect();
    let keep = retention.keep(&taken);
    let mut removed = Vec::new();
    for b in backups.into_iter().filter(|b| !keep.contains(&b.taken)) {
        fs::remove_file(&b.path).map_err(|e| StoreError::io(&b.path, e))?;
        removed.push(b.path);
    }
    Ok(removed)
}

/// Makes the diary at `diary` hold what the backup `from` holds; `from` must read as sound and
/// be of a version this build knows. The diary is written in place, in one transaction, while
/// other programs may have it open (`storage::replace_diary`): first it is backed up, under
/// the same write lock, so that every change saved before the restore is in that backup. A
/// diary that cannot be read (damaged) is first moved aside unchanged with its log. A failure
/// on the way leaves the diary as it was.
pub fn restore(diary: &Path, from: &Path, now: NaiveDateTime) -> Result<PutAside> {
    restore_sound(diary, from, crate::storage::sound(from)?, now, || Ok(()))
}

/// [`restore`] of `from`, already checked sound and found to hold `held`; `allowed` is asked,
/// under the diary's write lock, whether the diary may be replaced.
pub(crate) fn restore_sound(
    diary: &Path,
    from: &Path,
    held: crate::domain::Contents,
    now: NaiveDateTime,
    allowed: impl FnOnce() -> Result<()>,
) -> Result<PutAside> {
    if held.version > crate::storage::CURRENT_VERSION {
        return Err(StoreError::NewerVersion {
            path: from.into(),
            found: held.version,
            supported: crate::storage::CURRENT_VERSION,
        });
    }
    match crate::storage::sound(diary) {
        Ok(_) => replace_diary(diary, from, || {
            allowed()?;
            // A sound diary that cannot be backed up is not replaced.
            Ok(PutAside::Backup(take(diary, now, None)?.path))
        }),
        Err(StoreError::Io { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => {
            replace_diary(diary, from, || allowed().map(|()| PutAside::Nothing))
        }
        Err(StoreError::Damaged { .. } | StoreError::NotADatabase { .. }) => {
            allowed()?;
            replace_damaged(diary, from, now)
        }
        Err(other) => Err(other),
    }
}

/// Replaces a damaged diary, which nothing can open and so nothing holds: the backup is staged
/// first; then the diary is moved aside, byte for byte, with its log and index (the log first,
/// so that a log never stays beside a diary it does not belong to), and the staged copy put in
/// its place. A failure on the way puts the damaged diary back.
fn replace_damaged(diary: &Path, from: &Path, now: NaiveDateTime) -> Result<PutAside> {
    let staged = scratch(diary, "incoming");
    let placed = stage(from, &staged).and_then(|()| {
        let aside = with_suffix(diary, &format!(".damaged-{}", now.format(STAMP)));
        let moves = ["-wal", "-shm", ""].map(|s| (with_suffix(diary, s), with_suffix(&aside, s)));
        let mut moved = Vec::new();
        let done = moves
            .iter()
            .filter(|(from, _)| from.exists())
            .try_for_each(|(from, to)| {
                fs::rename(from, to).map_err(|e| StoreError::io(from, e))?;
                moved.push((from, to));
                Ok(())
            })
            .and_then(|()| match place_new(&staged, diary)? {
                true => Ok(PutAside::Renamed(aside.clone())),
                false => Err(StoreError::exists(diary)),
            });
        if done.is_err() {
            for (from, to) in moved.iter().rev() {
                let _ = fs::rename(to, from);
            }
        }
        done
    });
    remove_with_companions(&staged);
    placed.map_err(|e| e.naming(&staged, diary))
}

/// The diary's file name without its extension, which names its backups.
fn stem(diary: &Path) -> String {
    diary
        .file_stem()
        .map_or_else(|| "diary".to_owned(), |s| s.to_string_lossy().into_owned())
}
