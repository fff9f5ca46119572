//! One window per diary: a window holds a lock on a file beside the diary for as long as it is
//! open, and a second window on the same diary finds it taken. The system lets go of the lock
//! when the program ends, however it ends, so a crash leaves nothing to clear up.

use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};

/// The lock of the window that has the diary.
#[derive(Debug)]
pub struct WindowLock {
    _file: File,
}

impl WindowLock {
    /// Takes the window lock of the diary at `diary`: `None` when another window holds it.
    /// A folder where no lock file can be made gives an error, and the window goes on
    /// without one.
    pub fn take(diary: &Path) -> std::io::Result<Option<WindowLock>> {
        if let Some(dir) = diary.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)?;
        }
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(lock_file(diary))?;
        match file.try_lock() {
            Ok(()) => Ok(Some(WindowLock { _file: file })),
            Err(TryLockError::WouldBlock) => Ok(None),
            Err(TryLockError::Error(e)) => Err(e),
        }
    }
}

/// The file beside the diary whose lock says a window has it: `ccdiary.sqlite.window-lock`.
fn lock_file(diary: &Path) -> PathBuf {
    let mut name = diary.as_os_str().to_owned();
    name.push(".window-lock");
    PathBuf::from(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_window_finds_the_diary_taken_until_the_first_closes() {
        let dir = tempfile::tempdir().unwrap();
        let diary = dir.path().join("d.sqlite");
        let first = WindowLock::take(&diary).unwrap();
        assert!(first.is_some());
        assert!(WindowLock::take(&diary).unwrap().is_none());
        drop(first);
        assert!(WindowLock::take(&diary).unwrap().is_some());
    }
}
