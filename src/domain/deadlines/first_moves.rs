//! The first moves of a new tournament: White's first move goes on the start day (47.5.1), so
//! a player with several games as White has them all due that day. Today says them as one
//! item, the games under it.

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
    for a in actions {
        let (ActionKind::MyMove { .. }, Some(tournament)) = (&a.kind, unplayed(a.game)) else {
            continue;
        };
        let group = groups
            .iter_mut()
            .find(|g| g.tournament == tournament && g.due == a.due);
        match group {
            Some(g) => g.games.push(a.game),
            None => groups.push(FirstMoves {
                tournament,
                due: a.due,
                urgency: a.urgency,
                games: vec![a.game],
            }),
        }
    }
    groups.retain(|g| g.games.len() > 1);
    groups
}

/// The group `game`'s action belongs to, if any.
pub fn group_of(groups: &[FirstMoves], game: GameId) -> Option<&FirstMoves> {
    groups.iter().find(|g| g.games.contains(&game))
}
