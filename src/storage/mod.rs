//! The diary file: one [`Store`] owns the SQLite connection and speaks domain types.
//!
//! A diary is someone's only record of years of games, so opening is careful: a file that is not
//! a database, is damaged, comes from a newer version, is read-only or is locked is refused with
//! a message and never modified. An older diary is copied aside before it is upgraded.

mod adding;
mod analysis;
mod arbiter;
mod cards;
mod checking;
mod codes;
mod copies;
mod digests;
mod errors;
mod events;
mod games;
mod journal;
mod people;
mod plies;
mod printed;
mod record_parts;
mod records;
mod replace;
mod scans;
mod schema;
mod scratch;
mod tournaments;

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, OpenFlags, TransactionBehavior};

use checking::Check;
pub use checking::Checking;
pub use copies::{contents, copy_diary, sound};
use errors::classify;
pub use errors::{Field, Locked, StoreError};
pub use games::Extension;
pub use journal::{Noted, Stack};
pub use printed::PrintedPaper;
pub use record_parts::{DigestToKeep, DueRecord, RecordParts};
pub use replace::{replace_diary, stage};
pub use schema::CURRENT_VERSION;
pub use scratch::{
    Made, make, place_new, remove_leftovers, remove_with_companions, scratch, with_suffix,
};

/// Shorthand for store results.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;

/// The open diary.
pub struct Store {
    conn: Connection,
    path: PathBuf,
    /// Whether it was opened to read only: every write is refused before it starts.
    read_only: bool,
    /// `PRAGMA data_version` when last asked: it moves when another connection commits.
    seen_version: std::cell::Cell<i64>,
    /// Whether a [`Store::batch`] is under way: its writes are parts of its transaction.
    in_batch: bool,
}

const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// `PRAGMA application_id` of a ccdiary diary: "CCDY".
const APPLICATION_ID: i32 = 0x4343_4459;

/// How long a write waits for another program's write to end before it is refused.
const WAIT_FOR_WRITER: Duration = Duration::from_secs(5);

/// How long an import or a restore, which write everything at once, waits for the others.
const WAIT_FOR_ALL: Duration = Duration::from_secs(60);

/// How a connection's writes reach the disk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Syncs {
    /// Each transaction is on the disk once committed (in WAL mode, SQLite's `normal`).
    Each,
    /// None waits for the disk: a scratch file nobody opens until its maker has synced it
    /// whole and put it in place. Its pages are written once, into the file, what a
    /// transaction would undo kept in memory (no write-ahead log: each page went to the log,
    /// then again into the file); the maker keeps the file with a log before placing it.
    AtEnd,
}

/// How a diary's file was found kept as it opened.
struct Kept {
    /// In WAL mode, its log beside it.
    wal: bool,
    /// Marked as ccdiary's (`application_id`).
    marked: bool,
}

impl Store {
    /// Opens the diary at `path`, creating an empty one (and its folder) if there is none.
    pub fn open(path: &Path) -> Result<Store> {
        ready_to_open(path)?;
        Ok(Self::open_as(path, false, Check::Now, Syncs::Each)?.0)
    }

    /// Opens the diary at `path` to read only: it must exist and be of this build's version;
    /// every change is refused with [`StoreError::OpenedReadOnly`].
    pub fn open_read_only(path: &Path) -> Result<Store> {
        check_header(path)?;
        Ok(Self::open_as(path, true, Check::Now, Syncs::Each)?.0)
    }

    /// Opens the diary at `path` as [`Store::open`] does (or, `read_only`,
    /// [`Store::open_read_only`]), its file checked for damage on another thread while the
    /// caller reads it: nothing read may be shown, nor anything written, before
    /// [`Checking::verdict`] has found it sound. A diary that opening writes to (to upgrade
    /// it, or to set its log or mark) is checked first, as [`Store::open`] does, and comes
    /// without a check under way.
    pub fn open_checking_beside(path: &Path, read_only: bool) -> Result<(Store, Option<Checking>)> {
        match read_only {
            true => check_header(path)?,
            false => ready_to_open(path)?,
        }
        Self::open_as(path, read_only, Check::Beside, Syncs::Each)
    }

    fn open_as(
        path: &Path,
        read_only: bool,
        check: Check,
        syncs: Syncs,
    ) -> Result<(Store, Option<Checking>)> {
        let flags = match read_only {
            true => OpenFlags::SQLITE_OPEN_READ_ONLY,
            false => OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE,
        } | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(|e| classify(path, e))?;
        conn.busy_timeout(WAIT_FOR_WRITER)?;
        let mut store = Store {
            conn,
            path: path.into(),
            read_only,
            seen_version: std::cell::Cell::new(0),
            in_batch: false,
        };
        let checking = store
            .prepare(check, syncs)
            .map_err(|e| e.classified(path))?;
        store.changed_elsewhere()?;
        Ok((store, checking))
    }

    /// Opens a fresh diary in memory, for tests and previews.
    pub fn in_memory() -> Result<Store> {
        let conn = Connection::open_in_memory()?;
        let mut store = Store {
            conn,
            path: PathBuf::from(":memory:"),
            read_only: false,
            seen_version: std::cell::Cell::new(0),
            in_batch: false,
        };
        store.prepare(Check::Now, Syncs::Each)?;
        // Nothing else has it: what it holds now is what this one has seen.
        store.changed_elsewhere()?;
        Ok(store)
    }

    /// Keeps the diary's file with a write-ahead log from now on, as every diary is kept
    /// ([`Syncs::AtEnd`] writes without one) where its file system allows it (as at opening).
    fn keep_log(&self) -> Result<()> {
        self.conn
            .pragma_update_and_check(None, "journal_mode", "wal", |_| Ok(()))
            .map_err(|e| classify(&self.path, e))
    }

    /// Frees the pages SQLite keeps of the diary in memory; they are read again when needed.
    pub fn release_cache(&self) {
        if let Err(e) = self.conn.release_memory() {
            log::warn!("SQLite kept its cache of {}: {e}", self.path.display());
        }
    }

    /// The diary's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The schema version of the open diary.
    pub fn version(&self) -> Result<u32> {
        user_version(&self.conn, &self.path)
    }

    /// Whether it was opened to read only.
    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// Whether another program or window has changed the diary since this was last asked.
    pub fn changed_elsewhere(&self) -> Result<bool> {
        let now: i64 = self
            .conn
            .pragma_query_value(None, "data_version", |r| r.get(0))
            .map_err(|e| classify(&self.path, e))?;
        Ok(self.seen_version.replace(now) != now)
    }

    /// Makes the connection ready: refuses what is not a diary of this build or newer, checks the
    /// file for damage (now, or beside as `check` says), and upgrades an older diary.
    fn prepare(&mut self, check: Check, syncs: Syncs) -> Result<Option<Checking>> {
        let found = user_version(&self.conn, &self.path)?;
        owned(&self.conn, &self.path, found)?;
        if found > CURRENT_VERSION {
            return Err(StoreError::NewerVersion {
                path: self.path.clone(),
                found,
                supported: CURRENT_VERSION,
            });
        }
        let kept = self.kept()?;
        // Nothing is written to a file before it is found sound: one that opening writes to
        // (to upgrade it; unless read only, to keep its log beside it or to mark it) is
        // checked first.
        let written = found != CURRENT_VERSION || !(self.read_only || kept.wal && kept.marked);
        let checking = match check == Check::Beside && !written {
            true => Checking::start(&self.path),
            false => None,
        };
        if checking.is_none() {
            checking::sound(&self.conn, &self.path)?;
        }
        if self.read_only {
            // The window that has it (another build of ccdiary) has not brought it to this
            // build's version: this one cannot read it as it is.
            return match found == CURRENT_VERSION {
                true => Ok(checking),
                false => Err(StoreError::Locked {
                    path: self.path.clone(),
                }),
            };
        }
        if self.conn.is_readonly(rusqlite::MAIN_DB)? {
            return Err(StoreError::ReadOnly {
                path: self.path.clone(),
            });
        }
        if found > 0 && found < CURRENT_VERSION {
            self.copy_aside(found)?;
        }
        self.conn.pragma_update(None, "foreign_keys", true)?;
        // What a write inside a batch keeps to undo itself, and a sort's scratch, stay in
        // memory: a file for them cost an import a system call a page.
        self.conn.pragma_update(None, "temp_store", "memory")?;
        if self.path != Path::new(":memory:") {
            // Set before the first write, the choice of journal below, which it governs too.
            let synchronous = match syncs {
                Syncs::Each => "normal",
                Syncs::AtEnd => "off",
            };
            self.conn.pragma_update(None, "synchronous", synchronous)?;
            let journal = match syncs {
                Syncs::Each if kept.wal => None,
                Syncs::Each => Some("wal"),
                Syncs::AtEnd => Some("memory"),
            };
            if let Some(journal) = journal {
                self.conn
                    .pragma_update_and_check(None, "journal_mode", journal, |_| Ok(()))?;
            }
        }
        self.upgrade(found)?;
        // A new diary, and one written before ccdiary set its id (known by its tables:
        // `owned`), get it.
        if !kept.marked {
            self.conn
                .pragma_update(None, "application_id", APPLICATION_ID)?;
        }
        Ok(checking)
    }

    /// How the file is kept as it is found: its log beside it (WAL), and marked as ccdiary's.
    fn kept(&self) -> Result<Kept> {
        let mode: String = self
            .conn
            .pragma_query_value(None, "journal_mode", |r| r.get(0))?;
        let id: i32 = self
            .conn
            .pragma_query_value(None, "application_id", |r| r.get(0))?;
        Ok(Kept {
            wal: mode.eq_ignore_ascii_case("wal"),
            marked: id == APPLICATION_ID,
        })
    }

    /// Runs every upgrade step from `found` to the current version in one transaction.
    fn upgrade(&mut self, found: u32) -> Result<()> {
        if found == CURRENT_VERSION {
            return Ok(());
        }
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        for step in schema::MIGRATIONS.iter().skip(found as usize) {
            match step {
                schema::Step::Sql(sql) => tx.execute_batch(sql)?,
                schema::Step::Code(step) => step(&tx)?,
            }
        }
        tx.pragma_update(None, "user_version", CURRENT_VERSION)?;
        tx.commit()?;
        Ok(())
    }

    /// Copies an older diary aside before upgrading it, never overwriting an earlier copy.
    fn copy_aside(&self, found: u32) -> Result<PathBuf> {
        let mut n = 0;
        let target = loop {
            let suffix = if n == 0 {
                format!("v{found}.bak")
            } else {
                format!("v{found}.{n}.bak")
            };
            let mut name = self.path.as_os_str().to_owned();
            name.push(".");
            name.push(suffix);
            let candidate = PathBuf::from(name);
            if !candidate.exists() {
                break candidate;
            }
            n += 1;
        };
        // VACUUM INTO writes a consistent copy even when a WAL file holds recent changes.
        self.conn
            .execute("VACUUM INTO ?1", [target.to_string_lossy()])?;
        Ok(target)
    }

    /// Runs `f` in one immediate transaction: all of it is saved, or none. Inside a
    /// [`Store::batch`] it is a part of the batch's transaction.
    fn write<T>(&mut self, f: impl FnOnce(&Connection) -> Result<T>) -> Result<T> {
        if self.read_only {
            return Err(StoreError::OpenedReadOnly {
                path: self.path.clone(),
            });
        }
        let path = self.path.clone();
        let mend = |e: StoreError| e.classified(&path);
        if self.in_batch {
            let part = self.conn.savepoint().map_err(|e| classify(&path, e))?;
            let value = f(&part).map_err(mend)?;
            part.commit().map_err(|e| classify(&path, e))?;
            return Ok(value);
        }
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|e| classify(&path, e))?;
        let value = f(&tx).map_err(mend)?;
        tx.commit().map_err(|e| classify(&path, e))?;
        Ok(value)
    }

    /// Runs `f` — reads and writes alike — in one immediate transaction that waits up to a
    /// minute for other writers: what `f` reads is what it changes, and no other program
    /// writes in between. All of it is saved, or none.
    pub fn batch<T>(&mut self, f: impl FnOnce(&mut Store) -> Result<T>) -> Result<T> {
        self.transaction(f, |_| true)
    }

    /// Runs `f` as [`Store::batch`] does, and saves nothing of it when it gives `None`: a
    /// long write its user stopped halfway.
    pub fn batch_or_abandon<T>(
        &mut self,
        f: impl FnOnce(&mut Store) -> Result<Option<T>>,
    ) -> Result<Option<T>> {
        self.transaction(f, Option::is_some)
    }

    /// Runs `f` in one immediate transaction, committed when it succeeds and `keep` says so
    /// of its value, else rolled back.
    fn transaction<T>(
        &mut self,
        f: impl FnOnce(&mut Store) -> Result<T>,
        keep: impl FnOnce(&T) -> bool,
    ) -> Result<T> {
        if self.read_only {
            return Err(StoreError::OpenedReadOnly {
                path: self.path.clone(),
            });
        }
        let path = self.path.clone();
        self.conn.busy_timeout(WAIT_FOR_ALL)?;
        let begun = self.conn.execute_batch("BEGIN IMMEDIATE");
        self.conn.busy_timeout(WAIT_FOR_WRITER)?;
        begun.map_err(|e| classify(&path, e))?;
        self.in_batch = true;
        // A panic inside (an import's thread catches it) must not leave the transaction open
        // under every later write of this connection.
        let done = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(self)));
        self.in_batch = false;
        let done = match done {
            Ok(Ok(value)) => {
                let end = if keep(&value) { "COMMIT" } else { "ROLLBACK" };
                Ok(self.conn.execute_batch(end).map(|()| value)?)
            }
            Ok(Err(e)) => Err(e),
            Err(panic) => {
                let _ = self.conn.execute_batch("ROLLBACK");
                std::panic::resume_unwind(panic)
            }
        };
        if !self.conn.is_autocommit() {
            let _ = self.conn.execute_batch("ROLLBACK");
        }
        done.map_err(|e| e.classified(&path))
    }
}

impl Store {
    /// Removes row `id` of `table` unless a game names it in its column `column`.
    fn remove_unless_played(&mut self, table: &str, column: &str, id: i64) -> Result<()> {
        self.write(|tx| {
            let removed = tx.execute(
                &format!(
                    "DELETE FROM {table} WHERE id = ?1
                         AND NOT EXISTS (SELECT 1 FROM games WHERE {column} = ?1)"
                ),
                [id],
            )?;
            if removed == 0 {
                return Err(StoreError::StillUsed);
            }
            Ok(())
        })
    }

    /// Rows of a table kept per game or per partner, grouped by their owner (the column
    /// `key`): of the owners `only` lists, or of all, in one query. `row` reads `columns`, from
    /// 0.
    fn grouped<T>(
        &self,
        (columns, table, key, order): (&str, &str, &str, &str),
        only: &Only,
        row: impl Fn(&rusqlite::Row<'_>) -> Result<T>,
    ) -> Result<std::collections::HashMap<i64, Vec<T>>> {
        let held = only.holds(key);
        let sql =
            format!("SELECT {columns}, {key} FROM {table} WHERE {held} ORDER BY {key}, {order}");
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let mut rows = stmt.query([only.param()])?;
        let mut out: std::collections::HashMap<i64, Vec<T>> = Default::default();
        while let Some(r) = rows.next()? {
            let owner: i64 = r.get(r.as_ref().column_count() - 1)?;
            out.entry(owner).or_default().push(row(r)?);
        }
        Ok(out)
    }
}

/// Whose rows a query reads: every owner's, or those listed (kept as the JSON array SQLite's
/// `json_each` reads, so that one statement serves any number of them).
#[derive(Debug, Clone, Default)]
pub(crate) struct Only(Option<String>);

impl Only {
    /// The condition on the column `key` that keeps these owners' rows, its list bound to
    /// `?1` (as [`Only::param`]): every row for all owners, else a lookup of each listed one
    /// in the column's index.
    fn holds(&self, key: &str) -> String {
        match self.0 {
            Some(_) => format!("{key} IN (SELECT value FROM json_each(?1))"),
            None => "?1 IS NULL".to_owned(),
        }
    }

    /// The value `?1` binds: the owners listed, or none.
    fn param(&self) -> &Option<String> {
        &self.0
    }

    /// Every owner's rows.
    pub(crate) fn all() -> Only {
        Only(None)
    }

    /// The rows of the owners `ids`.
    pub(crate) fn of(ids: impl IntoIterator<Item = i64>) -> Only {
        let ids: Vec<String> = ids.into_iter().map(|i| i.to_string()).collect();
        Only(Some(format!("[{}]", ids.join(","))))
    }

    /// The rows of game `id`.
    pub(crate) fn game(id: crate::domain::GameId) -> Only {
        Only::of([id.0])
    }
}

/// Makes ready to open the diary at `path`: a file there must be a diary's and may be
/// written; where there is none, an empty diary is created (and its folder).
fn ready_to_open(path: &Path) -> Result<()> {
    match fs::metadata(path) {
        Ok(meta) => {
            check_header(path)?;
            match meta.permissions().readonly() {
                true => Err(StoreError::ReadOnly { path: path.into() }),
                false => Ok(()),
            }
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => scratch::create(path),
        Err(source) => Err(StoreError::Io {
            path: path.into(),
            source,
        }),
    }
}

/// The schema version in `PRAGMA user_version`; one no ccdiary writes is another program's.
fn user_version(conn: &Connection, path: &Path) -> Result<u32> {
    let found: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    u32::try_from(found).map_err(|_| StoreError::NotADiary { path: path.into() })
}

/// Refuses an SQLite file that is not a ccdiary diary: one with another program's
/// `application_id`, or with tables of its own and none of a diary's. A new, empty file and
/// a diary written before the id was set are ours.
fn owned(conn: &Connection, path: &Path, version: u32) -> Result<()> {
    let id: i32 = conn.pragma_query_value(None, "application_id", |r| r.get(0))?;
    let tables = |sql: &str| -> Result<i64> { Ok(conn.query_row(sql, [], |r| r.get(0))?) };
    let ours = match id {
        APPLICATION_ID => true,
        0 if version == 0 => tables("SELECT count(*) FROM sqlite_schema")? == 0,
        0 => {
            tables(
                "SELECT count(*) FROM sqlite_schema
                 WHERE type = 'table' AND name IN ('profile', 'games', 'tournaments')",
            )? == 3
        }
        _ => false,
    };
    match ours {
        true => Ok(()),
        false => Err(StoreError::NotADiary { path: path.into() }),
    }
}

/// Refuses an empty file, and one that does not start like an SQLite database.
fn check_header(path: &Path) -> Result<()> {
    let io = |source| StoreError::Io {
        path: path.into(),
        source,
    };
    let mut file = fs::File::open(path).map_err(io)?;
    let mut head = Vec::with_capacity(16);
    file.by_ref().take(16).read_to_end(&mut head).map_err(io)?;
    match head.as_slice() {
        [] => Err(StoreError::EmptyFile { path: path.into() }),
        head if head == SQLITE_MAGIC => Ok(()),
        _ => Err(StoreError::NotADatabase { path: path.into() }),
    }
}
