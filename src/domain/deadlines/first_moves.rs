//! The first moves of a new tournament: White's first move goes on the start day (47.5.1), so
//! a player with several games as White has them all due that day. Today says them as one
//! item, the games under it.

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use chrono::NaiveDate;

use super::{Action, ActionKind, Urgency};
use crate::domain::{GameId, TournamentId};

/// My first moves of one tournament due on one day, from two games on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FirstMoves {
    /// The tournament.
    pub tournament: TournamentId,
    /// The day.
    pub due: NaiveDate,
    /// How soon.
    pub urgency: Urgency,
    /// The games, in Today's order.
    pub games: Vec<GameId>,
}

/// The groups of `actions` (Today's, in order) that are my first moves, where `unplayed`
/// gives the tournament of a game without a move yet.
pub fn first_moves(
    actions: &[Action],
    unplayed: impl Fn(GameId) -> Option<TournamentId>,
) -> Vec<FirstMoves> {
    let mut groups: Vec<FirstMoves> = Vec::new();
    let mut at: HashMap<(TournamentId, NaiveDate), usize> = HashMap::new();
    for a in actions {
        let (ActionKind::MyMove { .. }, Some(tournament)) = (&a.kind, unplayed(a.game)) else {
            continue;
        };
        match at.entry((tournament, a.due)) {
            Entry::Occupied(i) => groups[*i.get()].games.push(a.game),
            Entry::Vacant(i) => {
                i.insert(groups.len());
                groups.push(FirstMoves {
                    tournament,
                    due: a.due,
                    urgency: a.urgency,
                    games: vec![a.game],
                });
            }
        }
    }
    groups.retain(|g| g.games.len() > 1);
    groups
}

/// Which of `groups` each of their games is in (the first, were a game in two).
pub fn groups_by_game(groups: &[FirstMoves]) -> HashMap<GameId, usize> {
    let mut at = HashMap::new();
    for (i, g) in groups.iter().enumerate() {
        for id in &g.games {
            at.entry(*id).or_insert(i);
        }
    }
    at
}
