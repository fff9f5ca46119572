//! The check of a diary's file for damage (`PRAGMA quick_check`) as it opens: on the opening
//! connection, or — for the window, which reads what it shows meanwhile — on a connection of
//! its own on another thread, whose verdict comes before anything read is shown.

use std::path::{Path, PathBuf};
use std::thread::JoinHandle;

use rusqlite::{Connection, OpenFlags};

use super::errors::classify;
use super::{Result, StoreError, WAIT_FOR_WRITER};

/// When a diary's file is checked as it opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Check {
    /// Before it is opened.
    Now,
    /// On another thread, while it is read.
    Beside,
}

/// A check of a diary's file under way on another thread.
#[must_use = "what was read meanwhile may be shown only once the check found the file sound"]
pub struct Checking {
    path: PathBuf,
    thread: JoinHandle<Result<()>>,
}

impl Checking {
    /// Starts checking the diary at `path` on a connection of its own.
    pub(super) fn start(path: &Path) -> Checking {
        let owned = path.to_path_buf();
        let check = move || {
            let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
            let conn =
                Connection::open_with_flags(&owned, flags).map_err(|e| classify(&owned, e))?;
            conn.busy_timeout(WAIT_FOR_WRITER)?;
            sound(&conn, &owned)
        };
        Checking {
            path: path.to_path_buf(),
            thread: std::thread::spawn(check),
        }
    }

    /// Waits for the check: `Ok` when the file is sound, else why it is not
    /// ([`StoreError::Damaged`], as [`super::Store::open`] says it).
    pub fn verdict(self) -> Result<()> {
        match self.thread.join() {
            Ok(verdict) => verdict.map_err(|e| e.classified(&self.path)),
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }
}

/// `Ok` when SQLite finds nothing wrong in the diary `conn` has open at `path`.
pub(super) fn sound(conn: &Connection, path: &Path) -> Result<()> {
    let check: String = conn.pragma_query_value(None, "quick_check", |r| r.get(0))?;
    match check == "ok" {
        true => Ok(()),
        false => Err(StoreError::Damaged {
            path: path.into(),
            detail: check,
        }),
    }
}
