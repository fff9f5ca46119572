//! A game as what is due in it reads it: its records but its moves and its partner, and of its
//! moves only their digest — how many there are, the last, each side's latest send date, what
//! the clock reads of each side's totals and the partner's latest overstep. The digest is a
//! function of the moves and the game's time rules alone ([`TimeRules`]): the diary can keep it
//! beside the moves, so that Today need not decode every game's moves and walk its schedule.

use std::hash::{Hash, Hasher};

use chrono::NaiveDate;
use shakmaty::Color;

use super::{GameRecords, OverstepWindow, overstep_window};
use crate::domain::arbiter::Arbiter;
use crate::domain::notices::Notice;
use crate::domain::schedule::{Clock, SideCount, TimeRules, clock_at, totals};
use crate::domain::{
    CorrespondenceItem, Game, GameId, Leave, Penalty, PlyRecord, Tournament, effective_sent, mover,
};

/// Of a game's moves, what its clock and what is due in it read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MovesDigest {
    /// How many plies the game has.
    pub plies: u32,
    /// The last of them.
    pub last: Option<PlyRecord>,
    /// Each side's latest send date: White's, then Black's.
    pub latest_sent: [Option<NaiveDate>; 2],
    /// Of each side's totals, what the clock reads: White's, then Black's.
    pub counts: [SideCount; 2],
    /// The partner's latest overstep and how long it may be claimed (47.6.3, 48.6.1).
    pub overstep: Option<OverstepWindow>,
}

impl MovesDigest {
    /// The digest of `plies` under `rules`: one walk of their schedule.
    pub fn of(rules: &TimeRules<'_>, plies: &[PlyRecord]) -> MovesDigest {
        let s = totals(rules, plies);
        let latest = |colour: Color| {
            (plies.iter().enumerate())
                .filter(|(i, _)| mover(*i as u32) == colour)
                .filter_map(|(_, p)| effective_sent(&p.sent, &p.delivery))
                .map(|e| e.date)
                .max()
        };
        MovesDigest {
            plies: plies.len() as u32,
            last: plies.last().cloned(),
            latest_sent: [latest(Color::White), latest(Color::Black)],
            overstep: overstep_window(rules, plies, &s),
            counts: [s.white.count(), s.black.count()],
        }
    }

    /// The key a digest of moves under `rules` is kept by: another for other rules, and for a
    /// build whose rules' code differs (`build.rs`). A digest kept by another key is worked
    /// out again.
    pub fn key(rules: &TimeRules<'_>) -> u64 {
        let mut hasher = std::hash::DefaultHasher::new();
        env!("CCDIARY_RULES_KEY").hash(&mut hasher);
        rules.hash(&mut hasher);
        hasher.finish()
    }

    /// What the clock reads of `colour`'s totals.
    pub fn count(&self, colour: Color) -> &SideCount {
        colour.fold_wb(&self.counts[0], &self.counts[1])
    }

    /// `colour`'s latest send date.
    pub fn latest_sent(&self, colour: Color) -> Option<NaiveDate> {
        colour.fold_wb(self.latest_sent[0], self.latest_sent[1])
    }
}

/// A game as what is due in it reads it.
#[derive(Debug, Clone, Copy)]
pub struct GameDue<'a> {
    /// The game.
    pub id: GameId,
    /// Its data.
    pub game: &'a Game,
    /// Its tournament.
    pub tournament: &'a Tournament,
    /// Penalties of both sides.
    pub penalties: &'a [Penalty],
    /// My leave and the partner's in this game.
    pub leaves: &'a [Leave],
    /// Cards and e-mails of the game.
    pub correspondence: &'a [CorrespondenceItem],
    /// The result sent to the arbiter, his decisions and my protests.
    pub arbiter: &'a Arbiter,
    /// My notices listed under the game.
    pub notices: &'a [Notice],
    /// The digest of its moves.
    pub moves: &'a MovesDigest,
}

impl GameDue<'_> {
    /// The time rules of the game.
    pub fn rules(&self) -> TimeRules<'_> {
        TimeRules::of(
            self.id,
            self.game,
            self.tournament,
            self.penalties,
            self.leaves,
        )
    }

    /// The clock of the side to move on `today`.
    pub fn clock(&self, today: NaiveDate) -> Clock {
        let m = self.moves;
        let side = mover(m.plies);
        clock_at(
            &self.rules(),
            (m.plies as usize, m.last.as_ref()),
            m.count(side),
            today,
        )
    }
}

impl GameRecords {
    /// The digest of the game's moves.
    pub fn digest(&self) -> MovesDigest {
        MovesDigest::of(&self.time().rules, &self.plies)
    }

    /// The game as what is due in it reads it, its moves' digest being `moves`.
    pub fn due<'a>(&'a self, moves: &'a MovesDigest) -> GameDue<'a> {
        GameDue {
            id: self.id,
            game: &self.game,
            tournament: &self.tournament,
            penalties: &self.penalties,
            leaves: &self.leaves,
            correspondence: &self.correspondence,
            arbiter: &self.arbiter,
            notices: &self.notices,
            moves,
        }
    }
}
