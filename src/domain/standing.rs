//! How a game stands, as a list says it at a glance: in play, whose move and the days left;
//! finished, its result and how it ended; at adjudication; withdrawn.

use shakmaty::Position;

use super::deadlines::GameRecords;
use super::declarations::{Noted, ending};
use super::schedule::Clock;
use super::{Game, GameResult, GameStatus};

/// How a game stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Standing {
    /// In play, my move: the days left to its control (negative when overdue), when known.
    MyMove {
        /// Days left; `None` while a date it depends on is unknown.
        days_left: Option<i64>,
    },
    /// In play, the partner's move.
    HisMove,
    /// Finished: the result, and how the game ended when the diary knows it.
    Finished {
        /// The result.
        result: GameResult,
        /// How it ended.
        how: Option<Ending>,
    },
    /// Sent to adjudication (47.9.4, 48.9.4), with the arbiter's result once given (47.9.9).
    Adjudication {
        /// The result, `*` until given.
        result: GameResult,
    },
    /// Withdrawn, with the result the arbiter set.
    Withdrawn {
        /// The result.
        result: GameResult,
    },
}

impl Standing {
    /// Where the game stands in a list by urgency: my moves first, the fewest days left
    /// first (unknown days after them), then the partner's moves, adjudication, the ended.
    pub fn urgency(&self) -> (u8, i64) {
        match self {
            Standing::MyMove { days_left: Some(d) } => (0, *d),
            Standing::MyMove { days_left: None } => (1, 0),
            Standing::HisMove => (2, 0),
            Standing::Adjudication { .. } => (3, 0),
            Standing::Finished { .. } => (4, 0),
            Standing::Withdrawn { .. } => (5, 0),
        }
    }
}

/// How a finished game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// Mate on the board.
    Mate,
    /// Stalemate on the board.
    Stalemate,
    /// A card said so: a resignation, a draw accepted.
    Card(Noted),
}

/// How game `r` stands; `clock`, the clock of the side to move, for a game in play.
pub fn standing(r: &GameRecords, clock: Option<&Clock>) -> Standing {
    if let Some(known) = clock.and_then(|c| by_clock(&r.game, c)) {
        return known;
    }
    match r.game.status() {
        // Without a clock: whose move it is, the days unknown.
        GameStatus::InPlay if r.is_mine(r.plies.len() as u32) => {
            Standing::MyMove { days_left: None }
        }
        GameStatus::InPlay => Standing::HisMove,
        GameStatus::Finished => Standing::Finished {
            result: r.game.result(),
            how: how_it_ended(r),
        },
        GameStatus::Adjudication => Standing::Adjudication {
            result: r.game.result(),
        },
        GameStatus::Withdrawn => Standing::Withdrawn {
            result: r.game.result(),
        },
    }
}

/// How game `game` stands by `c`, the clock of its side to move, without its moves: in play,
/// at adjudication, withdrawn; none for a finished game, whose moves may tell how it ended.
pub fn by_clock(game: &Game, c: &Clock) -> Option<Standing> {
    match game.status() {
        GameStatus::InPlay if c.side == game.my_colour => Some(Standing::MyMove {
            days_left: c.days_left,
        }),
        GameStatus::InPlay => Some(Standing::HisMove),
        GameStatus::Finished => None,
        GameStatus::Adjudication | GameStatus::Withdrawn => before_records(game),
    }
}

/// How game `game`, out of play, stands before its records are read: finished with its result
/// (how it ended is read with them), at adjudication, withdrawn; none for a game in play,
/// whose standing needs its clock.
pub fn before_records(game: &Game) -> Option<Standing> {
    let result = game.result();
    match game.status() {
        GameStatus::InPlay => None,
        GameStatus::Finished => Some(Standing::Finished { result, how: None }),
        GameStatus::Adjudication => Some(Standing::Adjudication { result }),
        GameStatus::Withdrawn => Some(Standing::Withdrawn { result }),
    }
}

/// How finished game `r` ended: the card that ended it, else mate or stalemate on the board.
fn how_it_ended(r: &GameRecords) -> Option<Ending> {
    if let Some((card, _)) = ending(&r.correspondence, &r.game) {
        let noted = Noted::After {
            declaration: card.declaration?,
            by: card.sender(r.game.my_colour),
            on: card.day(),
        };
        return Some(Ending::Card(noted));
    }
    let last = r.line().last();
    if last.is_checkmate() {
        Some(Ending::Mate)
    } else if last.is_stalemate() {
        Some(Ending::Stalemate)
    } else {
        None
    }
}
