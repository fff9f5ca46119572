//! Files a diary's work writes beside it for a while — a copy on its way in or out, a new
//! diary being made — under names that say so, so that one left by a killed program is known
//! as such and removed at the next start; and a new diary put in place whole, never seen half
//! made.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use super::{Result, StoreError};

/// What every scratch file's name carries, and nothing else's.
const MARK: &str = ".ccdiary-tmp";

/// A scratch file is another program's work in progress until it is this old.
const LEFT_AFTER: Duration = Duration::from_secs(10 * 60);

/// A new scratch file `what` for the file at `path`, in its folder, of this program and of
/// no other call of it (threads take backups at once): `diary.sqlite.what.PID-N.ccdiary-tmp`.
pub fn scratch(path: &Path, what: &str) -> PathBuf {
    static CALLS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    with_suffix(
        path,
        &format!(".{what}.{}-{call}{MARK}", std::process::id()),
    )
}

/// Removes the scratch file `file` with what SQLite and an upgrade wrote beside it under its
/// name (`-wal`, `-shm`, `.v1.bak`).
pub fn remove_with_companions(file: &Path) {
    let folder = file.parent().filter(|d| !d.as_os_str().is_empty());
    let Some(name) = file.file_name().map(|n| n.to_string_lossy().into_owned()) else {
        return;
    };
    let entries = fs::read_dir(folder.unwrap_or(Path::new(".")))
        .into_iter()
        .flatten();
    for entry in entries.flatten() {
        if entry.file_name().to_string_lossy().starts_with(&name) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Removes the scratch files in `folder` (and the SQLite logs beside them) that no program
/// has touched for ten minutes: what a program killed in its work left. Returns those removed.
pub fn remove_leftovers(folder: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(folder) else {
        return Vec::new();
    };
    let now = SystemTime::now();
    let mut removed = Vec::new();
    for entry in entries.flatten() {
        // With its SQLite logs (`-wal`, `-shm`) and the copy kept before an upgrade; only
        // these are looked at further (a folder such as /tmp holds thousands of others).
        if !entry.file_name().to_string_lossy().contains(MARK) {
            continue;
        }
        let idle = entry
            .metadata()
            .and_then(|m| m.modified())
            .is_ok_and(|t| now.duration_since(t).unwrap_or_default() >= LEFT_AFTER);
        if idle && fs::remove_file(entry.path()).is_ok() {
            removed.push(entry.path());
        }
    }
    removed
}

/// What became of a new diary made with what a caller wrote into it.
#[derive(Debug)]
pub enum Made<T> {
    /// Put in place, with what the caller's writing gave.
    Placed(T),
    /// The caller wrote nothing after all: no diary was made.
    Abandoned,
    /// Another program made a diary there first: this one was let go, that one is untouched.
    Beaten,
}

/// Makes a new, empty diary at `path` (and its folder), as [`make`] does; one that another
/// program made first is the same empty diary.
pub(super) fn create(path: &Path) -> Result<()> {
    make(path, |_| Ok(Some(()))).map(|_| ())
}

/// Makes a new diary at `path` (and its folder) holding what `fill` writes into it (`None`:
/// nothing, and no diary): written whole under a scratch name, then linked into place only if
/// no file is there yet, so that no program ever opens a diary half made, and two programs
/// making one at once never mix theirs.
pub fn make<T>(
    path: &Path,
    fill: impl FnOnce(&mut super::Store) -> Result<Option<T>>,
) -> Result<Made<T>> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir).map_err(|e| StoreError::io(dir, e))?;
    }
    let new = scratch(path, "new");
    let made = (|| -> Result<Made<T>> {
        // Nobody opens it before it is in place: written without waiting for the disk, synced
        // once, whole, as it is placed (an import into a new diary waited fifteen times).
        let syncs = super::Syncs::AtEnd;
        let (mut store, _) = super::Store::open_as(&new, false, super::Check::Now, syncs)?;
        let Some(filled) = fill(&mut store)? else {
            return Ok(Made::Abandoned);
        };
        store.keep_log()?;
        drop(store);
        Ok(match place_new(&new, path)? {
            true => Made::Placed(filled),
            false => Made::Beaten,
        })
    })();
    remove_with_companions(&new);
    // The user knows the diary, not the scratch file it was made in.
    made.map_err(|e| e.naming(&new, path))
}

/// Waits until the whole file at `path` is on the disk.
fn sync(path: &Path) -> Result<()> {
    // Opened to write: Windows flushes only a file so opened.
    let file = fs::OpenOptions::new().write(true).open(path);
    let file = file.map_err(|e| StoreError::io(path, e))?;
    file.sync_all().map_err(|e| StoreError::io(path, e))
}

/// Puts the finished file `from` at `to` only if no file is there (`false` then): synced
/// whole, then linked, so that it appears whole or not at all, at a power cut too; copied into
/// a file made for it where the file system has no links (FAT). `from` stays, for the caller
/// to remove.
pub fn place_new(from: &Path, to: &Path) -> Result<bool> {
    sync(from)?;
    match fs::hard_link(from, to) {
        Ok(()) => {
            sync_folder(to);
            return Ok(true);
        }
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => return Ok(false),
        Err(_) => {}
    }
    let mut target = match fs::OpenOptions::new().write(true).create_new(true).open(to) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => return Ok(false),
        Err(e) => return Err(StoreError::io(to, e)),
    };
    let copied = fs::File::open(from)
        .map_err(|e| StoreError::io(from, e))
        .and_then(|mut source| {
            std::io::copy(&mut source, &mut target).map_err(|e| StoreError::io(to, e))?;
            target.sync_all().map_err(|e| StoreError::io(to, e))
        });
    // A file copied in part is no file: never left under the name that says it is whole.
    copied.inspect_err(|_| {
        let _ = fs::remove_file(to);
    })?;
    sync_folder(to);
    Ok(true)
}

/// Waits until the new name `path` is on the disk, as its file is: a file placed and said so
/// is not lost with its name at a power cut. Windows has no such call (its file systems keep
/// their names in their own journal); a folder that cannot be synced is said in the log.
fn sync_folder(path: &Path) {
    #[cfg(unix)]
    {
        let folder = path.parent().filter(|d| !d.as_os_str().is_empty());
        let synced = fs::File::open(folder.unwrap_or(Path::new("."))).and_then(|f| f.sync_all());
        if let Err(e) = synced {
            log::warn!("the folder of {} was not synced: {e}", path.display());
        }
    }
    #[cfg(not(unix))]
    let _ = path;
}

/// Whether the disk holding `path` is full: SQLite says only "disk I/O error" when it runs
/// out of room in its log, so a few kilobytes are written beside the file to find out.
pub(super) fn disk_full(path: &Path) -> bool {
    let probe = scratch(path, "room");
    let full = fs::write(&probe, [0u8; 64 * 1024])
        .is_err_and(|e| e.kind() == std::io::ErrorKind::StorageFull);
    let _ = fs::remove_file(&probe);
    full
}

/// `path` with `suffix` added to its name.
pub fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}
