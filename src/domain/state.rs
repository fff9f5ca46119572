//! Where a game stands and how it ended: its status and result as the lists and files name
//! them, and `GameState`, which holds a result only where a game can have one.

use std::str::FromStr;

use super::ParseCodeError;

/// Where a game stands.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum GameStatus {
    /// Moves are still being exchanged.
    #[default]
    InPlay,
    /// Over, with a result.
    Finished,
    /// Sent for adjudication (47.9.4).
    Adjudication,
    /// A player withdrew (47.8).
    Withdrawn,
}

impl GameStatus {
    /// Every status.
    pub const ALL: [GameStatus; 4] = [
        GameStatus::InPlay,
        GameStatus::Finished,
        GameStatus::Adjudication,
        GameStatus::Withdrawn,
    ];

    /// The stable name used in files and on the command line.
    pub fn code(self) -> &'static str {
        match self {
            GameStatus::InPlay => "in_play",
            GameStatus::Finished => "finished",
            GameStatus::Adjudication => "adjudication",
            GameStatus::Withdrawn => "withdrawn",
        }
    }

    /// Whether a game in this status can have something due of itself: in play, or awaiting
    /// adjudication. Out of play, only what is still open with the arbiter can be.
    pub fn is_active(self) -> bool {
        matches!(self, GameStatus::InPlay | GameStatus::Adjudication)
    }
}

impl FromStr for GameStatus {
    type Err = ParseCodeError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameStatus::ALL
            .into_iter()
            .find(|m| m.code() == s)
            .ok_or_else(|| ParseCodeError::new("game status", s))
    }
}

/// A game's result as PGN writes it.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum GameResult {
    /// Not decided yet: `*`.
    #[default]
    Unknown,
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
}

impl GameResult {
    /// Every result.
    pub const ALL: [GameResult; 4] = [
        GameResult::Unknown,
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Draw,
    ];

    /// The PGN result token.
    pub fn code(self) -> &'static str {
        match self {
            GameResult::Unknown => "*",
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }
}

impl FromStr for GameResult {
    type Err = ParseCodeError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameResult::ALL
            .into_iter()
            .find(|m| m.code() == s)
            .ok_or_else(|| ParseCodeError::new("result", s))
    }
}

/// A decided result: who won, or a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Outcome {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
}

impl Outcome {
    /// The result it is.
    pub fn result(self) -> GameResult {
        match self {
            Outcome::WhiteWins => GameResult::WhiteWins,
            Outcome::BlackWins => GameResult::BlackWins,
            Outcome::Draw => GameResult::Draw,
        }
    }
}

impl GameResult {
    /// The outcome, once decided.
    pub fn outcome(self) -> Option<Outcome> {
        match self {
            GameResult::Unknown => None,
            GameResult::WhiteWins => Some(Outcome::WhiteWins),
            GameResult::BlackWins => Some(Outcome::BlackWins),
            GameResult::Draw => Some(Outcome::Draw),
        }
    }
}

/// Where a game stands, with its result where it can have one: a game in play has none, a
/// finished one has its own, one at adjudication or withdrawn has the arbiter's once he gives
/// it. "In play, 1-0" cannot be written.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum GameState {
    /// Moves are still being exchanged.
    #[default]
    InPlay,
    /// Over, with its result.
    Finished(Outcome),
    /// Sent for adjudication (47.9.4), the arbiter's result once given.
    Adjudication(Option<Outcome>),
    /// A player withdrew (47.8), the arbiter's result once given.
    Withdrawn(Option<Outcome>),
}

impl GameState {
    /// The state of that status and result, where they go together; else `None`.
    pub fn new(status: GameStatus, result: GameResult) -> Option<GameState> {
        Some(match (status, result.outcome()) {
            (GameStatus::InPlay, None) => GameState::InPlay,
            (GameStatus::InPlay, Some(_)) | (GameStatus::Finished, None) => return None,
            (GameStatus::Finished, Some(o)) => GameState::Finished(o),
            (GameStatus::Adjudication, o) => GameState::Adjudication(o),
            (GameStatus::Withdrawn, o) => GameState::Withdrawn(o),
        })
    }

    /// Its status, as the lists and the files name it.
    pub fn status(self) -> GameStatus {
        match self {
            GameState::InPlay => GameStatus::InPlay,
            GameState::Finished(_) => GameStatus::Finished,
            GameState::Adjudication(_) => GameStatus::Adjudication,
            GameState::Withdrawn(_) => GameStatus::Withdrawn,
        }
    }

    /// Its result, `*` while there is none.
    pub fn result(self) -> GameResult {
        match self {
            GameState::InPlay => GameResult::Unknown,
            GameState::Finished(o) => o.result(),
            GameState::Adjudication(o) | GameState::Withdrawn(o) => {
                o.map_or(GameResult::Unknown, Outcome::result)
            }
        }
    }
}
