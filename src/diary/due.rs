//! What is due in the games read for the overview, and how each stands, worked out on every
//! core: threads take the games in batches, and each puts one game's record together at a
//! time, works out its clock and actions, and lets it go. A game in play comes with the digest
//! of its moves the diary kept; one without it is worked out from its whole records, and the
//! digest worked out is kept once the window is up (`Diary::keep_digests`).

use std::collections::HashMap;
use std::ops::Range;
use std::sync::atomic::{AtomicUsize, Ordering};

use chrono::NaiveDate;

use crate::domain::GameId;
use crate::domain::deadlines::{Action, GameDue, actions_with, beside_play, most_urgent_first};
use crate::domain::standing::{Standing, by_clock, standing};
use crate::storage::{DigestToKeep, DueRecord, RecordParts, StoreError};

/// The games a thread takes at a time; a thread more is started for each two batches of games
/// worked out from their moves, so that fewer than two batches of those (and any number read
/// from their kept digests, which take a fraction of a microsecond each) are worked out on the
/// calling thread alone.
const BATCH: usize = 256;

/// What is due in some games, and how they stand.
#[derive(Default)]
pub(super) struct Due {
    /// Every due action, most urgent first.
    pub today: Vec<Action>,
    /// What is due in each game in play or at adjudication.
    pub due: HashMap<GameId, Vec<Action>>,
    /// How each game stands.
    pub standings: HashMap<GameId, Standing>,
    /// The games whose moves cannot be read, with why, in the order read.
    pub unreadable: Vec<(GameId, StoreError)>,
    /// The digests worked out of games in play whose diary kept none for their rules.
    pub to_keep: Vec<DigestToKeep>,
}

/// What is due on `today` in the games of `parts`, and how they stand. Each thread takes the
/// next batch of games until none is left, so that a thread the window keeps from its core
/// leaves more of them to the others; each keeps what it works out in memory of its own.
pub(super) fn due_in(parts: &RecordParts, today: NaiveDate) -> Due {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = cores.min(parts.whole() / BATCH).max(1);
    let next = AtomicUsize::new(0);
    // What one thread worked out, and the games it could not read by the batch they are in.
    let batches = || {
        let (mut mine, mut unreadable) = (Due::default(), Vec::new());
        loop {
            let from = next.fetch_add(BATCH, Ordering::Relaxed);
            if from >= parts.len() {
                return (mine, unreadable);
            }
            let which = from..(from + BATCH).min(parts.len());
            worked_out(parts, which, today, &mut mine);
            unreadable.push((from, std::mem::take(&mut mine.unreadable)));
        }
    };
    let (mut all, mut unreadable) = std::thread::scope(|scope| {
        let started: Vec<_> = (1..threads)
            .map(|_| {
                let thread = std::thread::Builder::new().name("ccdiary-due".to_owned());
                thread.spawn_scoped(scope, batches)
            })
            .collect();
        // A thread the system refused leaves its batches to the others.
        let (mut all, mut unreadable) = batches();
        for thread in started.into_iter().flatten() {
            match thread.join() {
                Ok((theirs, lost)) => {
                    all.extend(theirs);
                    unreadable.extend(lost);
                }
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        (all, unreadable)
    });
    unreadable.sort_by_key(|(from, _)| *from);
    all.unreadable = unreadable.into_iter().flat_map(|(_, lost)| lost).collect();
    most_urgent_first(&mut all.today);
    all
}

/// What is due in the games `which` of `parts`, worked out one game at a time, added to `out`.
fn worked_out(parts: &RecordParts, which: Range<usize>, today: NaiveDate, out: &mut Due) {
    for (id, record) in parts.due_records(which) {
        let r = match record {
            Ok(DueRecord::Kept(game)) => {
                in_play(&game, today, out);
                continue;
            }
            Ok(DueRecord::Whole(r)) => r,
            Err(why) => {
                out.unreadable.push((id, why));
                continue;
            }
        };
        let moves = r.digest();
        let game = r.due(&moves);
        if !r.game.status().is_active() {
            out.today.extend(beside_play(&game, today));
            out.standings.insert(id, standing(&r, None));
            continue;
        }
        in_play(&game, today, out);
        out.to_keep.extend(parts.to_keep(&r, &moves));
    }
}

/// What is due in `game`, in play or at adjudication, and how it stands, added to `out`.
fn in_play(game: &GameDue<'_>, today: NaiveDate, out: &mut Due) {
    let clock = game.clock(today);
    let due = actions_with(game, &clock, today);
    out.today.extend(due.iter().cloned());
    out.standings
        .extend(by_clock(game.game, &clock).map(|s| (game.id, s)));
    out.due.insert(game.id, due);
}

impl Due {
    /// Adds what `other` holds, after what this one holds.
    fn extend(&mut self, other: Due) {
        self.today.extend(other.today);
        self.due.extend(other.due);
        self.standings.extend(other.standings);
        self.unreadable.extend(other.unreadable);
        self.to_keep.extend(other.to_keep);
    }
}
