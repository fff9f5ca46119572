//! Why the diary could not be opened or changed, typed: each with the file or the field, and
//! SQLite's error codes turned into them.

use std::fs;
use std::path::{Path, PathBuf};

/// Why the diary could not be opened or changed.
#[derive(Debug)]
pub enum StoreError {
    /// The file exists but is not an SQLite database.
    NotADatabase {
        /// The file.
        path: PathBuf,
    },
    /// The file is an SQLite database but its contents are damaged.
    Damaged {
        /// The file.
        path: PathBuf,
        /// What SQLite reported.
        detail: String,
    },
    /// The diary was written by a newer ccdiary.
    NewerVersion {
        /// The file.
        path: PathBuf,
        /// Its schema version.
        found: u32,
        /// The newest version this build knows.
        supported: u32,
    },
    /// The file or its folder cannot be written.
    ReadOnly {
        /// The file.
        path: PathBuf,
    },
    /// Another program holds a lock on the diary.
    Locked {
        /// The file.
        path: PathBuf,
    },
    /// The file system refused.
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// My sent move or variant cannot change nor go (47.3.10), refused by the diary itself.
    SentMoveLocked {
        /// What was tried on what.
        what: Locked,
    },
    /// A move already answered cannot change nor go.
    AnsweredMoveLocked {
        /// Whether it was to be removed rather than changed.
        removed: bool,
    },
    /// The disk holding the diary is full.
    DiskFull {
        /// The diary.
        path: PathBuf,
    },
    /// What was to be removed as new is in use now (a move, a penalty, a card, a game).
    StillUsed,
    /// The diary holds games, and was not asked to be replaced.
    NotEmpty {
        /// The diary.
        path: PathBuf,
    },
    /// A value the diary refuses, naming the field.
    Invalid {
        /// The field.
        field: Field,
    },
    /// The file is an SQLite database of another program, or one ccdiary cannot have written.
    NotADiary {
        /// The file.
        path: PathBuf,
    },
    /// What was to be read is larger than a diary may be.
    TooLarge {
        /// The file.
        path: PathBuf,
        /// The largest size allowed, in bytes.
        limit: u64,
    },
    /// The file is empty: no diary, and not one being made now.
    EmptyFile {
        /// The file.
        path: PathBuf,
    },
    /// What the write was checked against is no longer what the diary holds: another program
    /// or window changed the game meanwhile.
    Stale,
    /// This program opened the diary to read only, because another window has it.
    OpenedReadOnly {
        /// The diary.
        path: PathBuf,
    },
    /// A row names something that does not exist.
    NotFound(String),
    /// The database reported an error.
    Sqlite(rusqlite::Error),
    /// A stored value could not be read back.
    Corrupt(String),
}

impl StoreError {
    /// The file or folder at `path` could not be used: the system's `source`.
    pub fn io(path: &std::path::Path, source: std::io::Error) -> Self {
        StoreError::Io {
            path: path.to_path_buf(),
            source,
        }
    }
}

impl StoreError {
    /// The same error naming the file `to` where it named `from`: the file the user knows
    /// instead of a scratch copy of it.
    pub fn naming(self, from: &Path, to: &Path) -> Self {
        let mut e = self;
        let path = match &mut e {
            StoreError::NotADatabase { path }
            | StoreError::Damaged { path, .. }
            | StoreError::NewerVersion { path, .. }
            | StoreError::ReadOnly { path }
            | StoreError::Locked { path }
            | StoreError::Io { path, .. }
            | StoreError::DiskFull { path }
            | StoreError::NotEmpty { path }
            | StoreError::NotADiary { path }
            | StoreError::TooLarge { path, .. }
            | StoreError::EmptyFile { path }
            | StoreError::OpenedReadOnly { path } => Some(path),
            _ => None,
        };
        if let Some(path) = path.filter(|p| p.as_path() == from) {
            *path = to.to_path_buf();
        }
        e
    }
}

impl StoreError {
    /// The same error with SQLite's codes told for the file at `path` ([`classify`]).
    pub(super) fn classified(self, path: &Path) -> Self {
        match self {
            StoreError::Sqlite(e) => classify(path, e),
            other => other,
        }
    }

    /// There is a file at `path` already, which is never written over.
    pub fn exists(path: &Path) -> Self {
        StoreError::io(path, std::io::ErrorKind::AlreadyExists.into())
    }
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError::Sqlite(e)
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Io { source, .. } => Some(source),
            StoreError::Sqlite(e) => Some(e),
            _ => None,
        }
    }
}

/// What the 47.3.10 guard refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Locked {
    /// A sent move was to change.
    MoveChanged,
    /// A sent move was to be removed.
    MoveRemoved,
    /// A sent variant was to change.
    VariantChanged,
    /// A sent variant was to be removed.
    VariantRemoved,
}

impl Locked {
    /// The words of the variants' guard (SQLite triggers, schema V2), which name what it
    /// refused; the plies' guard is `plies::guard`.
    fn from_guard(message: &str) -> Option<StoreError> {
        let locked = |what| Some(StoreError::SentMoveLocked { what });
        match message {
            "a sent variant cannot be changed (47.3.10)" => locked(Locked::VariantChanged),
            "a sent variant cannot be removed (47.3.10)" => locked(Locked::VariantRemoved),
            _ => None,
        }
    }
}

/// The field of a value the diary refuses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// A partner's name.
    PartnerName,
    /// A tournament's code or name.
    TournamentName,
    /// A tournament's time control.
    TimeControl,
    /// A tournament's end date.
    TournamentEnd,
    /// A leave's last day.
    LeaveEnd,
}

/// Turns SQLite's error codes into messages a user can act on.
pub(super) fn classify(path: &Path, e: rusqlite::Error) -> StoreError {
    use rusqlite::ErrorCode as C;
    let path = path.to_path_buf();
    match e.sqlite_error_code() {
        Some(C::NotADatabase) => StoreError::NotADatabase { path },
        Some(C::DatabaseCorrupt) => StoreError::Damaged {
            path,
            detail: e.to_string(),
        },
        Some(C::ReadOnly) | Some(C::CannotOpen) if is_read_only(&path) => {
            StoreError::ReadOnly { path }
        }
        Some(C::DatabaseBusy) | Some(C::DatabaseLocked) => StoreError::Locked { path },
        // The diary's own guards (triggers) refuse with a fixed sentence naming what they
        // guard; SQLite marks it as a trigger's refusal.
        Some(C::ConstraintViolation)
            if e.sqlite_error()
                .is_some_and(|s| s.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_TRIGGER) =>
        {
            match &e {
                rusqlite::Error::SqliteFailure(_, Some(m)) => {
                    Locked::from_guard(m).unwrap_or(StoreError::Sqlite(e))
                }
                _ => StoreError::Sqlite(e),
            }
        }
        Some(C::DiskFull) => StoreError::DiskFull { path },
        Some(C::SystemIoFailure) if super::scratch::disk_full(&path) => {
            StoreError::DiskFull { path }
        }
        _ => StoreError::Sqlite(e),
    }
}

fn is_read_only(path: &Path) -> bool {
    let dir_ro = path
        .parent()
        .and_then(|d| fs::metadata(d).ok())
        .is_some_and(|m| m.permissions().readonly());
    let file_ro = fs::metadata(path).is_ok_and(|m| m.permissions().readonly());
    dir_ro || file_ro
}
