//! A move written in SAN found on the board, as shakmaty's `San::to_move` finds it, sooner
//! for the move most often written: a knight, bishop, rook or queen that only one piece of its
//! kind can make, not out of check. shakmaty lists every legal move of the piece to the square
//! and copies that list (two kilobytes) on its way: a sixth of an import's reading.

use shakmaty::san::{San, SanError};
use shakmaty::{Bitboard, Chess, Move, Position, Role, attacks};

/// The move `san` names in `pos`, or why none: what `san.to_move(pos)` gives.
pub(super) fn to_move(san: San, pos: &Chess) -> Result<Move, SanError> {
    only_piece(san, pos).map_or_else(|| san.to_move(pos), Ok)
}

/// The move, when `san` is a piece's move that one piece alone can make, legally, with the
/// capture it says; `None` for all else (shakmaty's to decide).
fn only_piece(san: San, pos: &Chess) -> Option<Move> {
    let San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion: None,
    } = san
    else {
        return None;
    };
    let board = pos.board();
    let occupied = board.occupied();
    let from_squares = match role {
        Role::Knight => attacks::knight_attacks(to),
        Role::Bishop => attacks::bishop_attacks(to, occupied),
        Role::Rook => attacks::rook_attacks(to, occupied),
        Role::Queen => attacks::queen_attacks(to, occupied),
        Role::Pawn | Role::King => return None,
    };
    let us = pos.turn();
    let taken = board.role_at(to);
    if board.by_color(us).contains(to) || capture != taken.is_some() || pos.checkers().any() {
        return None;
    }
    let mut from = from_squares & pos.our(role);
    if let Some(file) = file {
        from &= Bitboard::from_file(file);
    }
    if let Some(rank) = rank {
        from &= Bitboard::from_rank(rank);
    }
    let from = from.single_square()?;
    // Legal when no piece of theirs attacks our king once this one has moved.
    let king = board.king_of(us)?;
    let after = (occupied ^ Bitboard::from_square(from)) | Bitboard::from_square(to);
    let attackers = board.attacks_to(king, !us, after) & !Bitboard::from_square(to);
    attackers.is_empty().then_some(Move::Normal {
        role,
        from,
        capture: taken,
        to,
        promotion: None,
    })
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use shakmaty::{File, Rank, Square};

    use super::*;

    /// Every SAN a piece could be written with to `to`: each role but the pawn and the king
    /// (shakmaty's alone), with and without a capture sign, with no, a file's, a rank's or a
    /// square's disambiguation.
    fn written_to(to: Square) -> Vec<San> {
        let mut all = Vec::new();
        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
            for capture in [false, true] {
                let mut from_parts = vec![(None, None)];
                from_parts.extend(File::ALL.into_iter().map(|f| (Some(f), None)));
                from_parts.extend(Rank::ALL.into_iter().map(|r| (None, Some(r))));
                from_parts.extend(
                    Square::ALL
                        .into_iter()
                        .map(|s| (Some(s.file()), Some(s.rank()))),
                );
                for (file, rank) in from_parts {
                    all.push(San::Normal {
                        role,
                        file,
                        rank,
                        capture,
                        to,
                        promotion: None,
                    });
                }
            }
        }
        all
    }

    /// The position after the moves `picks` choose among the legal ones, each in turn, until
    /// the game ends.
    fn played(picks: &[usize]) -> Chess {
        let mut pos = Chess::default();
        for pick in picks {
            let legal = pos.legal_moves();
            let Some(m) = legal.get(pick % legal.len().max(1)) else {
                break;
            };
            pos.play_unchecked(*m);
        }
        pos
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(100))]

        #[test]
        fn finds_what_shakmaty_finds(picks in prop::collection::vec(0usize..400, 0..120)) {
            let pos = played(&picks);
            for to in Square::ALL {
                for san in written_to(to) {
                    let (ours, shakmaty) = (to_move(san, &pos), san.to_move(&pos));
                    prop_assert_eq!(ours, shakmaty, "{} in {:?}", san, pos.board());
                }
            }
        }
    }

    #[test]
    fn a_pinned_piece_and_a_wrong_capture_sign_are_refused_as_shakmaty_refuses_them() {
        use shakmaty::fen::Fen;
        // The knight on d2 shields its king from the bishop on b4.
        let fen: Fen = "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1".parse().unwrap();
        let pos: Chess = fen.into_position(shakmaty::CastlingMode::Standard).unwrap();
        let pinned: San = "Nf3".parse().unwrap();
        assert_eq!(to_move(pinned, &pos), Err(SanError::IllegalSan));
        let king: San = "Kf2".parse().unwrap();
        assert!(to_move(king, &pos).is_ok());
        let capture: San = "Nxf3".parse().unwrap();
        assert_eq!(to_move(capture, &pos), Err(SanError::IllegalSan));
    }
}
