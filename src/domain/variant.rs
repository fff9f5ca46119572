//! Conditional moves (47.3.8–47.3.9): with my move I may propose a series "if you play X I
//! play Y, …". The partner accepts all, part or none of it by repeating the accepted moves in
//! the same order, then adds his own move. A wrong repetition makes his move invalid and is a
//! penalty case (47.4.9.2).

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

/// A proposal: my move, then pairs of his expected move and my reply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variant {
    moves: Vec<UciMove>,
}

/// Why a proposed series is not a variant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VariantError {
    /// Fewer than my move and one pair.
    TooShort,
    /// It ends on his move, with no reply of mine.
    EndsOnHisMove,
    /// A move of the series cannot be played where it stands.
    Illegal {
        /// 1-based place in the series.
        index: usize,
        /// The move.
        uci: UciMove,
    },
}

impl Variant {
    /// Checks a series played from `pos`, where I am to move.
    pub fn new(pos: &Chess, moves: Vec<UciMove>) -> Result<Variant, VariantError> {
        if moves.len() < 3 {
            return Err(VariantError::TooShort);
        }
        if moves.len().is_multiple_of(2) {
            return Err(VariantError::EndsOnHisMove);
        }
        let mut p = pos.clone();
        for (i, uci) in moves.iter().enumerate() {
            let m = uci.to_move(&p).map_err(|_| VariantError::Illegal {
                index: i + 1,
                uci: *uci,
            })?;
            p.play_unchecked(m);
        }
        Ok(Variant { moves })
    }

    /// Rebuilds a stored variant without checking it again.
    pub fn from_stored(moves: Vec<UciMove>) -> Variant {
        Variant { moves }
    }

    /// Every move: mine first, then his, mine, …
    pub fn moves(&self) -> &[UciMove] {
        &self.moves
    }

    /// The conditional part after my move: his, mine, his, mine, …
    pub fn conditional(&self) -> &[UciMove] {
        self.moves.get(1..).unwrap_or_default()
    }
}

/// A variant as the diary keeps it: where it starts, and whether it has been sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProposedVariant {
    /// The ply of my move that opens it (0 = White's first move).
    pub first_ply: u32,
    /// The series.
    pub variant: Variant,
    /// A draft may change; a sent variant never does (47.3.10).
    pub state: crate::domain::PlyState,
    /// The day it was sent.
    pub sent: Option<chrono::NaiveDate>,
}

/// What the partner's card says about a variant: the moves he repeats as accepted, then his own.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct VariantAnswer {
    /// The accepted moves as he repeated them, in his order.
    pub repeated: Vec<UciMove>,
    /// His own move after the accepted part, if the game goes on.
    pub own: Option<UciMove>,
}

/// Why the partner's repetition of a variant is wrong (47.3.9; penalty 47.4.9.2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RepetitionError {
    /// A repeated move differs from the variant's.
    Mismatch {
        /// 1-based place in the conditional part.
        index: usize,
        /// What the variant says.
        expected: UciMove,
        /// What he wrote.
        found: UciMove,
    },
    /// He repeated more moves than the variant has.
    TooLong {
        /// How many he repeated.
        found: usize,
        /// How many the variant has after my move.
        available: usize,
    },
    /// He repeated his accepted move without my reply from the variant.
    Incomplete {
        /// 1-based place of his last repeated move.
        index: usize,
    },
}

/// The plies his answer adds after my move: the accepted part, then his own move.
pub fn accept(variant: &Variant, answer: &VariantAnswer) -> Result<Vec<UciMove>, RepetitionError> {
    let offered = variant.conditional();
    if answer.repeated.len() > offered.len() {
        return Err(RepetitionError::TooLong {
            found: answer.repeated.len(),
            available: offered.len(),
        });
    }
    for (i, (found, expected)) in answer.repeated.iter().zip(offered).enumerate() {
        if found != expected {
            return Err(RepetitionError::Mismatch {
                index: i + 1,
                expected: *expected,
                found: *found,
            });
        }
    }
    if !answer.repeated.len().is_multiple_of(2) {
        return Err(RepetitionError::Incomplete {
            index: answer.repeated.len(),
        });
    }
    Ok(answer.repeated.iter().copied().chain(answer.own).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ucis(s: &str) -> Vec<UciMove> {
        s.split_whitespace()
            .map(|m| UciMove::from_ascii(m.as_bytes()).unwrap())
            .collect()
    }

    /// After 1.e4 e5 I (White) propose 2.Nf3, if 2...Nc6 3.Bb5, if 3...a6 4.Ba4.
    fn proposal() -> Variant {
        let mut pos = Chess::default();
        for m in ucis("e2e4 e7e5") {
            let m = m.to_move(&pos).unwrap();
            pos.play_unchecked(m);
        }
        Variant::new(&pos, ucis("g1f3 b8c6 f1b5 a7a6 b5a4")).unwrap()
    }

    #[test]
    fn accepting_all_adds_every_move_and_his_own() {
        let answer = VariantAnswer {
            repeated: ucis("b8c6 f1b5 a7a6 b5a4"),
            own: ucis("g8f6").first().copied(),
        };
        assert_eq!(
            accept(&proposal(), &answer),
            Ok(ucis("b8c6 f1b5 a7a6 b5a4 g8f6"))
        );
    }

    #[test]
    fn accepting_part_stops_after_my_reply() {
        let answer = VariantAnswer {
            repeated: ucis("b8c6 f1b5"),
            own: ucis("g8f6").first().copied(),
        };
        assert_eq!(accept(&proposal(), &answer), Ok(ucis("b8c6 f1b5 g8f6")));
    }

    #[test]
    fn accepting_none_is_just_his_move() {
        let answer = VariantAnswer {
            repeated: vec![],
            own: ucis("d7d6").first().copied(),
        };
        assert_eq!(accept(&proposal(), &answer), Ok(ucis("d7d6")));
    }

    #[test]
    fn wrong_repetition_is_refused_naming_the_move_47_3_9() {
        let answer = VariantAnswer {
            repeated: ucis("b8c6 f1c4"),
            own: None,
        };
        let err = accept(&proposal(), &answer).unwrap_err();
        assert_eq!(
            err,
            RepetitionError::Mismatch {
                index: 2,
                expected: ucis("f1b5")[0],
                found: ucis("f1c4")[0],
            }
        );
        assert!(err.to_string().contains("47.3.9"));
    }

    #[test]
    fn repetition_without_my_reply_or_too_long_is_refused() {
        let odd = VariantAnswer {
            repeated: ucis("b8c6"),
            own: None,
        };
        assert_eq!(
            accept(&proposal(), &odd),
            Err(RepetitionError::Incomplete { index: 1 })
        );
        let long = VariantAnswer {
            repeated: ucis("b8c6 f1b5 a7a6 b5a4 g8f6 e1g1"),
            own: None,
        };
        assert!(matches!(
            accept(&proposal(), &long),
            Err(RepetitionError::TooLong {
                found: 6,
                available: 4
            })
        ));
    }

    #[test]
    fn a_variant_must_be_legal_and_end_with_my_reply() {
        let pos = Chess::default();
        assert_eq!(
            Variant::new(&pos, ucis("e2e4 e7e5 g1f3 b8c6")),
            Err(VariantError::EndsOnHisMove)
        );
        assert_eq!(
            Variant::new(&pos, ucis("e2e4")),
            Err(VariantError::TooShort)
        );
        assert_eq!(
            Variant::new(&pos, ucis("e2e4 e7e5 e4e5")),
            Err(VariantError::Illegal {
                index: 3,
                uci: ucis("e4e5")[0]
            })
        );
    }
}
