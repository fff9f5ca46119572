//! Notations of moves: ICCF numeric (article 50), long algebraic in Russian and English
//! (47.3.2), SAN and UCI. Reading is two steps, as in shakmaty: text becomes a [`MoveInput`]
//! (syntax), which is then resolved against a position (legality), each step with its own error
//! that quotes the input.

pub mod long;
pub mod numeric;

use std::fmt;
use std::str::FromStr;

use shakmaty::san::{San, SanPlus};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Move, Position, Role, Square};

pub use long::{LongMove, LongSyntaxError, PieceLetter, PieceLetters};
pub use numeric::{NumericMove, NumericSyntaxError};

/// A way of writing moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Notation {
    /// ICCF numeric, `5254` (article 50).
    #[default]
    Numeric,
    /// Long algebraic with Russian letters, «Кg1-f3» (47.3.2).
    LongRu,
    /// Long algebraic with English letters, «Ng1-f3».
    LongEn,
    /// Standard algebraic as in PGN, `Nf3`.
    San,
    /// UCI as engines write it, `g1f3`.
    Uci,
}

impl Notation {
    /// Every notation.
    pub const ALL: [Notation; 5] = [
        Notation::Numeric,
        Notation::LongRu,
        Notation::LongEn,
        Notation::San,
        Notation::Uci,
    ];

    /// The name used on the command line and in settings.
    pub fn code(self) -> &'static str {
        match self {
            Notation::Numeric => "numeric",
            Notation::LongRu => "long-ru",
            Notation::LongEn => "long-en",
            Notation::San => "san",
            Notation::Uci => "uci",
        }
    }

    /// Writes a legal move of `pos` in this notation.
    pub fn format(self, pos: &Chess, m: Move) -> String {
        match self {
            Notation::Numeric => NumericMove::from_move(m, pos.turn()).to_string(),
            Notation::LongRu => LongMove::format(m, PieceLetters::Russian),
            Notation::LongEn => LongMove::format(m, PieceLetters::English),
            Notation::San => SanPlus::from_move(pos.clone(), m).to_string(),
            Notation::Uci => UciMove::from_standard(m).to_string(),
        }
    }
}

impl FromStr for Notation {
    type Err = crate::domain::ParseCodeError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Notation::ALL
            .into_iter()
            .find(|n| n.code() == s)
            .ok_or_else(|| crate::domain::ParseCodeError::new("notation", s))
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A move as typed, read in whichever notation it is written, not yet checked against a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveInput {
    /// Numeric, `5254`.
    Numeric(NumericMove),
    /// Long algebraic, «Кg1-f3»; `letters` says which language its piece letter suggests.
    Long(LongMove),
    /// UCI, `g1f3`.
    Uci(UciMove),
    /// SAN, `Nf3`.
    San(San),
}

/// Why typed text is not a move in any notation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveSyntaxError {
    /// The text as typed.
    pub input: String,
    /// What is wrong with it.
    pub reason: SyntaxReason,
}

/// What is wrong with typed text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SyntaxReason {
    /// Nothing typed.
    Empty,
    /// Digits that are not a numeric move.
    Numeric(NumericSyntaxError),
    /// A promotion letter that names no piece.
    Long(LongSyntaxError),
    /// Not a move in any notation.
    Unreadable,
}

/// Why a readable move cannot be played in the position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IllegalMoveError {
    /// The text as typed.
    pub input: String,
    /// Why it cannot be played.
    pub reason: IllegalReason,
}

/// Why a move cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IllegalReason {
    /// The from-square is empty.
    NoPiece(Square),
    /// The piece on the from-square belongs to the side not to move.
    NotTheMovers(Square),
    /// The letter names another piece than the one on the square.
    WrongPiece {
        /// The from-square.
        square: Square,
        /// What stands there.
        found: RoleName,
    },
    /// SAN that fits several moves.
    Ambiguous,
    /// Not a legal move in the position.
    Illegal,
    /// A move of the other side: `Color` is the side to move (a white move typed for Black).
    OtherSide(shakmaty::Color),
}

/// The role that stands on a square, named in messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoleName(pub Role);

/// Reads a move in any notation: numeric, UCI, long algebraic (Russian or English) or SAN.
pub fn parse_move(text: &str) -> Result<MoveInput, MoveSyntaxError> {
    let input = text.trim();
    let fail = |reason| MoveSyntaxError {
        input: input.to_owned(),
        reason,
    };
    if input.is_empty() {
        return Err(fail(SyntaxReason::Empty));
    }
    if input.chars().all(|c| c.is_ascii_digit()) {
        return NumericMove::parse(input)
            .map(MoveInput::Numeric)
            .map_err(|e| fail(SyntaxReason::Numeric(e)));
    }
    if let Ok(uci @ UciMove::Normal { .. }) = UciMove::from_ascii(input.as_bytes()) {
        return Ok(MoveInput::Uci(uci));
    }
    let long = LongMove::parse(input);
    if let Ok(m) = long {
        return Ok(MoveInput::Long(m));
    }
    let san_text: String = input
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '0' => 'O',
            other => other,
        })
        .collect();
    if let Ok(san) = SanPlus::from_ascii(san_text.as_bytes())
        && !matches!(san.san, San::Null | San::Put { .. })
    {
        return Ok(MoveInput::San(san.san));
    }
    Err(fail(match long {
        Err(e @ LongSyntaxError::Promotion(_)) => SyntaxReason::Long(e),
        Err(LongSyntaxError::Empty) => SyntaxReason::Empty,
        _ => SyntaxReason::Unreadable,
    }))
}

impl MoveInput {
    /// The notation it was read in (long moves count as Russian when written with a Cyrillic
    /// letter or none, English with a Latin one).
    pub fn notation(&self, text: &str) -> Notation {
        match self {
            MoveInput::Numeric(_) => Notation::Numeric,
            MoveInput::Uci(_) => Notation::Uci,
            MoveInput::San(_) => Notation::San,
            MoveInput::Long(_) => {
                if text.chars().any(|c| c.is_ascii_uppercase()) {
                    Notation::LongEn
                } else {
                    Notation::LongRu
                }
            }
        }
    }

    /// The legal move it names in `pos`; `input` is quoted in the error.
    pub fn resolve(&self, pos: &Chess, input: &str) -> Result<Move, IllegalMoveError> {
        let fail = |reason| IllegalMoveError {
            input: input.trim().to_owned(),
            reason,
        };
        match *self {
            MoveInput::Numeric(n) => {
                from_square_move(pos, n.from, n.to, n.promotion, PieceLetter::Absent).map_err(fail)
            }
            MoveInput::Uci(u) => match u {
                UciMove::Normal {
                    from,
                    to,
                    promotion,
                } => from_square_move(pos, from, to, promotion, PieceLetter::Absent).map_err(fail),
                _ => Err(fail(IllegalReason::Illegal)),
            },
            MoveInput::Long(LongMove::Normal {
                piece,
                from,
                to,
                promotion,
            }) => from_square_move(pos, from, to, promotion, piece).map_err(fail),
            MoveInput::Long(LongMove::Castle(side)) => pos
                .legal_moves()
                .into_iter()
                .find(|m| m.castling_side() == Some(side))
                .ok_or_else(|| fail(IllegalReason::Illegal)),
            MoveInput::San(san) => san.to_move(pos).map_err(|e| {
                fail(match e {
                    shakmaty::san::SanError::AmbiguousSan => IllegalReason::Ambiguous,
                    shakmaty::san::SanError::IllegalSan if other_sides(pos, &san) => {
                        IllegalReason::OtherSide(pos.turn())
                    }
                    shakmaty::san::SanError::IllegalSan => IllegalReason::Illegal,
                })
            }),
        }
    }
}

/// Whether `san` is a move of the side not to move in `pos`: a move typed for the wrong colour.
fn other_sides(pos: &Chess, san: &shakmaty::san::San) -> bool {
    pos.clone()
        .swap_turn()
        .is_ok_and(|swapped| san.to_move(&swapped).is_ok())
}

/// Resolves a from-to move, naming what is wrong with its from-square first.
fn from_square_move(
    pos: &Chess,
    from: Square,
    to: Square,
    promotion: Option<Role>,
    piece: PieceLetter,
) -> Result<Move, IllegalReason> {
    let Some(on_square) = pos.board().piece_at(from) else {
        return Err(IllegalReason::NoPiece(from));
    };
    if on_square.color != pos.turn() {
        return Err(IllegalReason::NotTheMovers(from));
    }
    if !piece.fits(on_square.role) {
        return Err(IllegalReason::WrongPiece {
            square: from,
            found: RoleName(on_square.role),
        });
    }
    UciMove::Normal {
        from,
        to,
        promotion,
    }
    .to_move(pos)
    .ok()
    .filter(|m| m.castling_side().is_none() || king_move_to(m, pos.turn()) == Some(to))
    .ok_or(IllegalReason::Illegal)
}

/// Where the king lands when `m` castles.
fn king_move_to(m: &Move, turn: Color) -> Option<Square> {
    m.castling_side().map(|side| side.king_to(turn))
}

/// Reads and resolves a move in one step, for callers that need no notation of their own.
pub fn read_move(pos: &Chess, text: &str) -> Result<Move, MoveError> {
    let input = parse_move(text)?;
    Ok(input.resolve(pos, text)?)
}

/// A game played out from the start: every position (the first is the initial one, each next
/// one after one more move) and the moves between them.
#[derive(Debug, Clone)]
pub struct Line {
    /// The positions, one more than the moves.
    pub positions: Vec<Chess>,
    /// The moves played.
    pub moves: Vec<Move>,
}

impl Line {
    /// The position after the last move.
    pub fn last(&self) -> Chess {
        self.positions.last().cloned().unwrap_or_default()
    }
}

/// Plays `moves` from the start, stopping at the first move that is not legal (a stored game
/// never has one).
pub fn replay<'a>(moves: impl IntoIterator<Item = &'a UciMove>) -> Line {
    let mut line = Line {
        positions: vec![Chess::default()],
        moves: Vec::new(),
    };
    for uci in moves {
        let mut pos = line.last();
        let Ok(m) = uci.to_move(&pos) else { break };
        pos.play_unchecked(m);
        line.moves.push(m);
        line.positions.push(pos);
    }
    line
}

/// Writes a game's moves from the start in `notation`, stopping at the first move that is not
/// legal (a stored game never has one).
pub fn format_line(moves: &[UciMove], notation: Notation) -> Vec<String> {
    let line = replay(moves);
    line.moves
        .iter()
        .zip(&line.positions)
        .map(|(m, pos)| notation.format(pos, *m))
        .collect()
}

/// A typed move that cannot be read or cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    /// Not a move in any notation.
    Syntax(MoveSyntaxError),
    /// Readable but not playable here.
    Illegal(IllegalMoveError),
}

impl From<MoveSyntaxError> for MoveError {
    fn from(e: MoveSyntaxError) -> Self {
        MoveError::Syntax(e)
    }
}

impl From<IllegalMoveError> for MoveError {
    fn from(e: IllegalMoveError) -> Self {
        MoveError::Illegal(e)
    }
}

#[cfg(test)]
mod tests;
