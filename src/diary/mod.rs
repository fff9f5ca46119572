//! The application layer: one function per thing a player does — receive a card, send one,
//! correct a date, take back his card, record a penalty, a leave, a repeat, an address, add or
//! change a tournament, a partner or a game, attach a scan, undo and redo. Each takes typed
//! input, checks it once (`domain::card`, `domain::facts` and friends), writes in one
//! transaction of the store, notes what it did for undo, and returns a typed result or a
//! `DiaryError`. The window and the command line only turn what the user typed into that input
//! and tell the result.

mod analysis;
mod arbiter;
mod cards;
mod due;
mod errors;
mod errors_told;
mod facts;
mod files;
mod his_message;
mod his_message_told;
mod journal;
mod journal_rows;
mod journal_told;
mod notices;
mod printed;
mod reads;
mod safety;
mod scans;
mod start_list;
mod upgrade;

use std::path::Path;

pub use analysis::AnalysisEdit;
pub use arbiter::ArbiterMessage;
pub use cards::{HisCardFor, MyCardFor, Recorded};
pub use errors::DiaryError;
pub use facts::PenaltyFor;
pub use files::MadeOfFile;
pub use his_message::{CardField, MessageFor, MessageRead, Source};
pub use his_message_told::{
    field_source, fits_by_move_only, message_differences, message_read, not_in_his_message,
    nothing_recorded, several_games_for_message,
};
pub use journal::{Change, UndoStep, Undone};
pub use notices::Which;
pub use printed::{COPIES, PrintOrder, PrintedBefore};
pub use reads::{Archive, CardView, DueGames, OpenedGame, Overview};
pub use start_list::{ListCreated, ListGame, ListPlan, Me};

use crate::domain::GameId;
use crate::domain::deadlines::GameRecords;
use crate::storage::{Store, StoreError};

/// An open diary, and the clock it reads the time by.
pub struct Diary {
    store: Store,
    clock: fn() -> chrono::NaiveDateTime,
}

/// The system's clock, in the local time zone: the diary's unless one is set.
pub fn system_now() -> chrono::NaiveDateTime {
    chrono::Local::now().naive_local()
}

impl Diary {
    /// The diary over an open store.
    pub fn new(store: Store) -> Diary {
        Diary {
            store,
            clock: system_now,
        }
    }

    /// Opens (or makes) the diary at `path` to read and write.
    pub fn open(path: &Path) -> Result<Diary, DiaryError> {
        let mut diary = Store::open(path).map(Diary::new)?;
        diary.name_old_offences()?;
        Ok(diary)
    }

    /// Opens the diary at `path` to read only: another window has it.
    pub fn open_read_only(path: &Path) -> Result<Diary, DiaryError> {
        Ok(Store::open_read_only(path).map(Diary::new)?)
    }

    /// Opens the diary at `path` as [`Diary::open`] does (or, `read_only`, as
    /// [`Diary::open_read_only`]) and reads it with `read` while its file is checked for damage
    /// on another thread: the diary and what was read come back only once the file was found
    /// sound, as the window opens.
    pub fn open_and_read<T>(
        path: &Path,
        read_only: bool,
        read: impl Fn(&Diary) -> T,
    ) -> Result<(Diary, T), DiaryError> {
        let (store, checking) = Store::open_checking_beside(path, read_only)?;
        let mut diary = Diary::new(store);
        let mut read_then = checking.is_some().then(|| read(&diary));
        if let Some(checking) = checking {
            checking.verdict()?;
        }
        // Written only once the file is known sound; what was read before is read again.
        if !read_only && diary.name_old_offences()? {
            read_then = None;
        }
        let read = read_then.unwrap_or_else(|| read(&diary));
        // What that reading brought into SQLite's cache is let go: the window keeps what it
        // shows, and reads little more (a megabyte of pages for a thousand games).
        diary.store.release_cache();
        Ok((diary, read))
    }

    /// An empty diary in memory, which nothing keeps.
    pub fn in_memory() -> Result<Diary, DiaryError> {
        Ok(Store::in_memory().map(Diary::new)?)
    }

    /// The demo diary written afresh at `path` as seen on `today`.
    pub fn demo(path: &Path, today: chrono::NaiveDate) -> Result<Diary, DiaryError> {
        let written =
            crate::demo::recreate_demo(path, today).map_err(|e| StoreError::io(path, e))?;
        Ok(Diary::new(written?))
    }

    /// The diary reading the time by `clock` (a fixed moment in tests).
    pub fn with_clock(mut self, clock: fn() -> chrono::NaiveDateTime) -> Diary {
        self.clock = clock;
        self
    }

    /// Now, by the diary's clock.
    pub fn now(&self) -> chrono::NaiveDateTime {
        (self.clock)()
    }

    /// Today, by the diary's clock.
    pub fn today(&self) -> chrono::NaiveDate {
        self.now().date()
    }

    /// The store beneath, for tests that check what a flow wrote: the window and the command
    /// line read through the diary's own functions (`tests/it/layers.rs`).
    #[doc(hidden)]
    pub fn store_for_tests(&self) -> &Store {
        &self.store
    }

    /// The diary's file.
    pub fn path(&self) -> &Path {
        self.store.path()
    }

    /// Whether this diary was opened to read only.
    pub fn is_read_only(&self) -> bool {
        self.store.is_read_only()
    }

    /// Whether another program or window changed the diary since it was last asked. What it
    /// recorded is in the same journal as what was recorded here: an undo takes back the
    /// newest, whoever recorded it.
    pub fn changed_elsewhere(&mut self) -> Result<bool, DiaryError> {
        Ok(self.store.changed_elsewhere()?)
    }

    /// Game `id` with everything the diary holds on it.
    pub fn records(&self, id: GameId) -> Result<GameRecords, DiaryError> {
        self.store.game_records(id).map_err(|e| no_game(id, e))
    }

    /// Game `id` itself, without its moves and records.
    fn game(&self, id: GameId) -> Result<crate::domain::Game, DiaryError> {
        self.store.game(id).map_err(|e| no_game(id, e))
    }
}

/// `e`, read for game `id`: the game's absence said as such.
fn no_game(id: GameId, e: StoreError) -> DiaryError {
    match e {
        StoreError::NotFound(_) => DiaryError::NoGame(id),
        e => DiaryError::Store(e),
    }
}
