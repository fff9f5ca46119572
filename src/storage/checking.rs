//! The check of a diary's file for damage (`PRAGMA quick_check`) as it opens: on the opening
//! connection, or — for the window, which reads what it shows meanwhile — on a connection of
//! its own on another thread, whose verdict comes before anything read is shown.

use std::path::Path;
use std::thread::JoinHandle;

use rusqlite::Connection;

use super::errors::classify;
use super::{Result, StoreError, copies};

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
pub struct Checking(JoinHandle<Result<()>>);

impl Checking {
    /// Starts checking the diary at `path` on a connection of its own; none when the system
    /// refuses a thread (the caller checks it then, as [`Check::Now`]).
    pub(super) fn start(path: &Path) -> Option<Checking> {
        let owned = path.to_path_buf();
        let check = move || sound(&copies::read_only(&owned)?, &owned);
        let thread = std::thread::Builder::new().name("ccdiary-check".to_owned());
        match thread.spawn(check) {
            Ok(thread) => Some(Checking(thread)),
            Err(e) => {
                log::warn!("no thread to check the diary beside: {e}");
                None
            }
        }
    }

    /// Waits for the check: `Ok` when the file is sound, else why it is not
    /// ([`StoreError::Damaged`], as [`super::Store::open`] says it).
    pub fn verdict(self) -> Result<()> {
        match self.0.join() {
            Ok(verdict) => verdict,
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }
}

/// `Ok` when SQLite finds nothing wrong in the diary `conn` has open at `path`, else
/// [`StoreError::Damaged`].
pub(super) fn sound(conn: &Connection, path: &Path) -> Result<()> {
    let check: String = conn
        .query_row("PRAGMA quick_check", [], |r| r.get(0))
        .map_err(|e| classify(path, e))?;
    match check == "ok" {
        true => Ok(()),
        false => Err(StoreError::Damaged {
            path: path.into(),
            detail: check,
        }),
    }
}
