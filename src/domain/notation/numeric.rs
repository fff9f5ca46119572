//! ICCF numeric notation (article 50): `5254` is e2-e4, castling is the king's move (`5171`),
//! a promotion adds a fifth digit, 1 = queen, 2 = rook, 3 = bishop, 4 = knight (`57581`).

use std::fmt;

use shakmaty::{File, Move, Rank, Role, Square};

/// Why text is not a numeric move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NumericSyntaxError {
    /// Not four or five digits.
    Length,
    /// A character that is not a digit.
    NotADigit(char),
    /// A file digit outside 1–8.
    NoFile(char),
    /// A rank digit outside 1–8.
    NoRank(char),
    /// A promotion digit outside 1–4.
    NoPromotionPiece(char),
}

/// A move in numeric notation: two squares and an optional promotion piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NumericMove {
    /// The square moved from.
    pub from: Square,
    /// The square moved to; for castling the king's square.
    pub to: Square,
    /// The piece a pawn becomes.
    pub promotion: Option<Role>,
}

impl NumericMove {
    /// Reads four or five digits.
    pub fn parse(text: &str) -> Result<NumericMove, NumericSyntaxError> {
        let chars: Vec<char> = text.chars().collect();
        if let Some(c) = chars.iter().find(|c| !c.is_ascii_digit()) {
            return Err(NumericSyntaxError::NotADigit(*c));
        }
        let (from, to, promo) = match chars.as_slice() {
            [a, b, c, d] => ((*a, *b), (*c, *d), None),
            [a, b, c, d, e] => ((*a, *b), (*c, *d), Some(*e)),
            _ => return Err(NumericSyntaxError::Length),
        };
        let promotion = match promo {
            None => None,
            Some('1') => Some(Role::Queen),
            Some('2') => Some(Role::Rook),
            Some('3') => Some(Role::Bishop),
            Some('4') => Some(Role::Knight),
            Some(c) => return Err(NumericSyntaxError::NoPromotionPiece(c)),
        };
        Ok(NumericMove {
            from: square(from)?,
            to: square(to)?,
            promotion,
        })
    }

    /// The numeric form of a legal move (castling as the king's move).
    pub fn from_move(m: Move, turn: shakmaty::Color) -> NumericMove {
        let to = match m.castling_side() {
            Some(side) => side.king_to(turn),
            None => m.to(),
        };
        NumericMove {
            from: m.from().unwrap_or(to),
            to,
            promotion: m.promotion(),
        }
    }
}

fn square((file, rank): (char, char)) -> Result<Square, NumericSyntaxError> {
    let digit = |c: char| c.to_digit(10).filter(|d| (1..=8).contains(d));
    let r = digit(rank).ok_or(NumericSyntaxError::NoRank(rank))?;
    let f = digit(file).ok_or(NumericSyntaxError::NoFile(file))?;
    Ok(Square::from_coords(File::new(f - 1), Rank::new(r - 1)))
}

impl fmt::Display for NumericMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for sq in [self.from, self.to] {
            write!(f, "{}{}", sq.file().to_u32() + 1, sq.rank().to_u32() + 1)?;
        }
        match self.promotion {
            Some(Role::Queen) => f.write_str("1"),
            Some(Role::Rook) => f.write_str("2"),
            Some(Role::Bishop) => f.write_str("3"),
            Some(Role::Knight) => f.write_str("4"),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn article_50_examples_read_and_write() {
        let rows = [
            ("5254", Square::E2, Square::E4, None),
            ("5171", Square::E1, Square::G1, None),
            ("5131", Square::E1, Square::C1, None),
            ("5878", Square::E8, Square::G8, None),
            ("5838", Square::E8, Square::C8, None),
            ("57581", Square::E7, Square::E8, Some(Role::Queen)),
            ("82814", Square::H2, Square::H1, Some(Role::Knight)),
        ];
        for (text, from, to, promotion) in rows {
            let want = NumericMove {
                from,
                to,
                promotion,
            };
            assert_eq!(NumericMove::parse(text), Ok(want), "{text}");
            assert_eq!(want.to_string(), text);
        }
    }

    #[test]
    fn syntax_errors_say_what_is_wrong() {
        let rows = [
            ("5299", NumericSyntaxError::NoRank('9')),
            ("9254", NumericSyntaxError::NoFile('9')),
            ("0254", NumericSyntaxError::NoFile('0')),
            ("525", NumericSyntaxError::Length),
            ("525412", NumericSyntaxError::Length),
            ("52a4", NumericSyntaxError::NotADigit('a')),
            ("57585", NumericSyntaxError::NoPromotionPiece('5')),
        ];
        for (text, want) in rows {
            assert_eq!(NumericMove::parse(text), Err(want), "{text}");
        }
        assert_eq!(NumericSyntaxError::NoRank('9').to_string(), "no rank 9");
    }
}
