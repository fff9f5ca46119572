//! Backups of the diary: consistent copies in the folder `backups` beside it, one taken on the
//! first start of each day and before an import, pruned by [`Retention`]; and the restore of
//! one, which first puts the diary it replaces aside.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::{NaiveDate, NaiveDateTime};

use crate::domain::retention::Retention;
use crate::storage::{Result, StoreError, copy_diary};

/// One backup file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Backup {
    /// The file.
    pub path: PathBuf,
    /// When it was taken, as its name says.
    pub taken: NaiveDateTime,
    /// Its size in bytes.
    pub bytes: u64,
}

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

/// The newest backup of the diary at `diary` that reads as sound, with what it holds: what a
/// damaged diary is offered.
pub fn newest_sound(diary: &Path) -> Option<(Backup, crate::storage::Contents)> {
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
    let (target, taken) = match to {
        Some(path) if path.exists() => {
            return Err(StoreError::io(
                path,
                std::io::ErrorKind::AlreadyExists.into(),
            ));
        }
        Some(path) => (path.to_path_buf(), now),
        None => {
            let dir = folder(diary);
            fs::create_dir_all(&dir).map_err(|e| StoreError::io(&dir, e))?;
            // Two backups in one second: the later is named a second on, never over the other.
            let mut taken = now;
            loop {
                let name = dir.join(format!("{}-{}.sqlite", stem(diary), taken.format(STAMP)));
                if !name.exists() {
                    break (name, taken);
                }
                taken += chrono::Duration::seconds(1);
            }
        }
    };
    // Written under another name and renamed: a backup half written is never listed.
    let partial = with_suffix(&target, ".partial");
    let _ = fs::remove_file(&partial);
    copy_diary(diary, &partial)?;
    fs::rename(&partial, &target).map_err(|e| StoreError::io(&target, e))?;
    let bytes = fs::metadata(&target).map(|m| m.len()).unwrap_or(0);
    Ok(Backup {
        path: target,
        taken,
        bytes,
    })
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

/// What a restore put aside.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PutAside {
    /// A backup of the diary replaced.
    Backup(PathBuf),
    /// The diary replaced could not be read (damaged): the file itself, renamed, byte for byte.
    Renamed(PathBuf),
    /// There was no diary.
    Nothing,
}

/// Replaces the diary at `diary` (closed: no connection of this program may be open on it) by a
/// copy of `from`, which must read as sound and be of a version this build knows. In order:
/// the copy is written beside the diary; the diary is backed up — or, when it does not read as
/// sound, renamed aside unchanged with its log; then the copy is renamed over it. A failure on
/// the way leaves the diary where it was.
pub fn restore(diary: &Path, from: &Path, now: NaiveDateTime) -> Result<PutAside> {
    restore_sound(diary, from, crate::storage::sound(from)?, now)
}

/// [`restore`] of `from`, already checked sound and found to hold `held`.
pub(crate) fn restore_sound(
    diary: &Path,
    from: &Path,
    held: crate::storage::Contents,
    now: NaiveDateTime,
) -> Result<PutAside> {
    if held.version > crate::storage::CURRENT_VERSION {
        return Err(StoreError::NewerVersion {
            path: from.into(),
            found: held.version,
            supported: crate::storage::CURRENT_VERSION,
        });
    }
    let incoming = with_suffix(diary, ".restoring");
    let _ = fs::remove_file(&incoming);
    copy_diary(from, &incoming)?;
    let put_aside = (|| -> Result<PutAside> {
        if !diary.exists() {
            return Ok(PutAside::Nothing);
        }
        if crate::storage::sound(diary).is_ok() {
            // A sound diary that cannot be backed up is not replaced.
            return Ok(PutAside::Backup(take(diary, now, None)?.path));
        }
        let aside = with_suffix(diary, &format!(".damaged-{}", now.format(STAMP)));
        // Its log goes with it: the file and its log stay as they were.
        fs::rename(diary, &aside).map_err(|e| StoreError::io(diary, e))?;
        let log = with_suffix(diary, "-wal");
        if log.exists() {
            fs::rename(&log, with_suffix(&aside, "-wal")).map_err(|e| StoreError::io(&log, e))?;
        }
        Ok(PutAside::Renamed(aside))
    })()
    .inspect_err(|_| {
        let _ = fs::remove_file(&incoming);
    })?;
    // The old diary's log and index would be read as the new one's.
    for suffix in ["-wal", "-shm"] {
        let _ = fs::remove_file(with_suffix(diary, suffix));
    }
    if let Err(e) = fs::rename(&incoming, diary) {
        if let PutAside::Renamed(aside) = &put_aside {
            let _ = fs::rename(aside, diary);
        }
        let _ = fs::remove_file(&incoming);
        return Err(StoreError::io(diary, e));
    }
    Ok(put_aside)
}

/// The diary's file name without its extension, which names its backups.
fn stem(diary: &Path) -> String {
    diary
        .file_stem()
        .map_or_else(|| "diary".to_owned(), |s| s.to_string_lossy().into_owned())
}

/// `path` with `suffix` added to its name.
pub(crate) fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}
