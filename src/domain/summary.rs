//! What the diary holds, told without loading it whole: a game as the list shows it, and what
//! a diary file holds.

use super::{Game, GameId, Gender};

/// What the game list shows of a game without loading its plies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSummary {
    /// The game.
    pub id: GameId,
    /// Its data.
    pub game: Game,
    /// The tournament's code, or its name when it has no code.
    pub tournament: String,
    /// The partner's name.
    pub partner: String,
    /// How the partner is spoken of.
    pub gender: Gender,
    /// Half-moves recorded.
    pub plies: u32,
}

impl GameSummary {
    /// The number of moves made in the game (a move is White's half-move and Black's reply).
    pub fn moves_played(&self) -> u32 {
        self.plies.div_ceil(2)
    }
}

/// What a diary file holds, read without changing it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Contents {
    /// The schema version it was written with.
    pub version: u32,
    /// Games.
    pub games: u64,
    /// Half-moves in all its games.
    pub plies: u64,
}

impl Contents {
    /// Moves in all its games, as the games list counts them.
    pub fn moves(&self) -> u64 {
        self.plies.div_ceil(2)
    }
}
