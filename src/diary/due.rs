//! What is due in the games read for the overview, and how each stands, worked out on every
//! core: the games are shared out among threads, each of which puts one game's record
//! together at a time, works out its schedule, clock and actions, and lets it go.

use std::collections::HashMap;
use std::ops::Range;

use chrono::NaiveDate;

use crate::domain::GameId;
use crate::domain::deadlines::{Action, actions_with, beside_play, most_urgent_first};
use crate::domain::schedule::clock;
use crate::domain::standing::{Standing, standing};
use crate::storage::{RecordParts, StoreError};

/// Fewer games than this a thread are worked out on the calling thread alone.
const GAMES_A_THREAD: usize = 256;

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
}

/// What is due on `today` in the games of `parts`, and how they stand.
pub(super) fn due_in(parts: &RecordParts, today: NaiveDate) -> Due {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = cores.min(parts.len() / GAMES_A_THREAD).max(1);
    let share = |k: usize| parts.len() * k / threads..parts.len() * (k + 1) / threads;
    let mut all = std::thread::scope(|scope| {
        let started: Vec<_> = (1..threads)
            .map(|k| {
                let thread = std::thread::Builder::new().name("ccdiary-due".to_owned());
                (
                    k,
                    thread.spawn_scoped(scope, move || worked_out(parts, share(k), today)),
                )
            })
            .collect();
        let mut all = worked_out(parts, share(0), today);
        for (k, thread) in started {
            match thread.map(|t| t.join()) {
                Ok(Ok(done)) => all.extend(done),
                Ok(Err(panic)) => std::panic::resume_unwind(panic),
                // A thread the system refused: its share is worked out here.
                Err(_) => all.extend(worked_out(parts, share(k), today)),
            }
        }
        all
    });
    most_urgent_first(&mut all.today);
    all
}

/// What is due in the games `which` of `parts`, worked out one game at a time.
fn worked_out(parts: &RecordParts, which: Range<usize>, today: NaiveDate) -> Due {
    let mut out = Due::default();
    for (id, record) in parts.records(which) {
        let r = match record {
            Ok(r) => r,
            Err(why) => {
                out.unreadable.push((id, why));
                continue;
            }
        };
        if !r.game.status().is_active() {
            out.today.extend(beside_play(&r, today));
            out.standings.insert(id, standing(&r, None));
            continue;
        }
        let totals = r.totals();
        let clock = clock(&r.time(), &totals, today);
        let due = actions_with(&r, &totals, &clock, today);
        out.today.extend(due.iter().cloned());
        out.standings.insert(id, standing(&r, Some(&clock)));
        out.due.insert(id, due);
    }
    out
}

impl Due {
    /// Adds what `other` holds, after what this one holds.
    fn extend(&mut self, other: Due) {
        self.today.extend(other.today);
        self.due.extend(other.due);
        self.standings.extend(other.standings);
        self.unreadable.extend(other.unreadable);
    }
}
