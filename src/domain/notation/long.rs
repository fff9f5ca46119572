//! Long algebraic notation (47.3.2), Russian and English: «Кg1-f3», «e2-e4», «Сf1:b5»,
//! «0-0», «e7-e8Ф»; English «Ng1-f3», «Bf1xb5», «e7-e8Q». Input tolerates check and capture
//! signs (47.3.5), spaces, «O-O» for «0-0» and Latin/Cyrillic look-alike letters.

use shakmaty::{CastlingSide, File, Move, Rank, Role, Square};

/// The language of piece letters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PieceLetters {
    /// Кр Ф Л С К.
    Russian,
    /// K Q R B N.
    English,
}

/// The piece a long move names by its letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PieceLetter {
    /// No letter: a pawn, or a piece written without its letter.
    Absent,
    /// One role for certain.
    Role(Role),
    /// «K»/«К» alone: the English king or the Russian knight; the square tells which.
    KingOrKnight,
}

impl PieceLetter {
    /// Whether a piece of `role` may be written with this letter.
    pub fn fits(self, role: Role) -> bool {
        match self {
            PieceLetter::Absent => true,
            PieceLetter::Role(r) => r == role,
            PieceLetter::KingOrKnight => matches!(role, Role::King | Role::Knight),
        }
    }
}

/// A move read in long algebraic notation, before it meets a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LongMove {
    /// A piece or pawn from one square to another.
    Normal {
        /// The piece letter written.
        piece: PieceLetter,
        /// The square moved from.
        from: Square,
        /// The square moved to.
        to: Square,
        /// The piece a pawn becomes.
        promotion: Option<Role>,
    },
    /// «0-0» or «0-0-0».
    Castle(CastlingSide),
}

/// Why text is not a long algebraic move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LongSyntaxError {
    /// Nothing but signs.
    Empty,
    /// The text does not have the shape piece, square, separator, square.
    Shape,
    /// A promotion letter that names no piece.
    Promotion(char),
}

/// Replaces Cyrillic letters that look like Latin ones where a square is expected.
fn latin_lookalike(c: char) -> char {
    match c {
        'а' => 'a',
        'в' => 'b',
        'с' => 'c',
        'е' => 'e',
        'х' | 'Х' | '×' => 'x',
        '–' | '—' | '‒' => '-',
        other => other,
    }
}

impl LongMove {
    /// Reads a long algebraic move.
    pub fn parse(text: &str) -> Result<LongMove, LongSyntaxError> {
        let cleaned: String = text
            .chars()
            .filter(|c| !c.is_whitespace() && !"+#!?†‡".contains(*c))
            .map(latin_lookalike)
            .collect();
        let cleaned = cleaned
            .strip_suffix("e.p.")
            .or_else(|| cleaned.strip_suffix("ep"))
            .or_else(|| cleaned.strip_suffix("еп"))
            .unwrap_or(&cleaned);
        if cleaned.is_empty() {
            return Err(LongSyntaxError::Empty);
        }
        if let Some(side) = castle(cleaned) {
            return Ok(LongMove::Castle(side));
        }
        let chars: Vec<char> = cleaned.chars().collect();
        let (piece, rest) = piece_prefix(&chars);
        let (from, rest) = square(rest).ok_or(LongSyntaxError::Shape)?;
        let rest = match rest {
            ['-' | ':' | 'x' | 'X', tail @ ..] => tail,
            _ => rest,
        };
        let (to, rest) = square(rest).ok_or(LongSyntaxError::Shape)?;
        let promotion = promotion(rest)?;
        Ok(LongMove::Normal {
            piece,
            from,
            to,
            promotion,
        })
    }

    /// Writes a legal move.
    pub fn format(m: Move, letters: PieceLetters) -> String {
        if let Some(side) = m.castling_side() {
            return match side {
                CastlingSide::KingSide => "0-0".to_owned(),
                CastlingSide::QueenSide => "0-0-0".to_owned(),
            };
        }
        let (Some(from), to) = (m.from(), m.to()) else {
            return String::new();
        };
        let mut s = String::new();
        if m.role() != Role::Pawn {
            s.push_str(letter(m.role(), letters));
        }
        s.push_str(&from.to_string());
        s.push(match (m.is_capture(), letters) {
            (false, _) => '-',
            (true, PieceLetters::Russian) => ':',
            (true, PieceLetters::English) => 'x',
        });
        s.push_str(&to.to_string());
        if let Some(p) = m.promotion() {
            s.push_str(letter(p, letters));
        }
        s
    }
}

/// The letter of a piece.
pub fn letter(role: Role, letters: PieceLetters) -> &'static str {
    match (letters, role) {
        (PieceLetters::Russian, Role::King) => "Кр",
        (PieceLetters::Russian, Role::Queen) => "Ф",
        (PieceLetters::Russian, Role::Rook) => "Л",
        (PieceLetters::Russian, Role::Bishop) => "С",
        (PieceLetters::Russian, Role::Knight) => "К",
        (PieceLetters::English, Role::King) => "K",
        (PieceLetters::English, Role::Queen) => "Q",
        (PieceLetters::English, Role::Rook) => "R",
        (PieceLetters::English, Role::Bishop) => "B",
        (PieceLetters::English, Role::Knight) => "N",
        (_, Role::Pawn) => "",
    }
}

fn castle(s: &str) -> Option<CastlingSide> {
    let zeros: String = s
        .chars()
        .filter(|c| *c != '-')
        .map(|c| match c {
            'O' | 'o' | 'О' | 'о' => '0',
            other => other,
        })
        .collect();
    match zeros.as_str() {
        "00" => Some(CastlingSide::KingSide),
        "000" => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

fn piece_prefix(chars: &[char]) -> (PieceLetter, &[char]) {
    let king_letter = |c: char| matches!(c, 'К' | 'K');
    match chars {
        [k, r, rest @ ..] if king_letter(*k) && matches!(r, 'р' | 'p' | 'Р' | 'P') => {
            (PieceLetter::Role(Role::King), rest)
        }
        [k, rest @ ..] if king_letter(*k) => (PieceLetter::KingOrKnight, rest),
        [c, rest @ ..] => match piece_role(*c) {
            Some(role) => (PieceLetter::Role(role), rest),
            None => (PieceLetter::Absent, chars),
        },
        [] => (PieceLetter::Absent, chars),
    }
}

/// A piece letter other than the king/knight «K», in either language.
fn piece_role(c: char) -> Option<Role> {
    match c {
        'Ф' | 'Q' => Some(Role::Queen),
        'Л' | 'R' => Some(Role::Rook),
        'С' | 'C' | 'B' => Some(Role::Bishop),
        'N' => Some(Role::Knight),
        _ => None,
    }
}

fn square(chars: &[char]) -> Option<(Square, &[char])> {
    match chars {
        [f, r, rest @ ..] => {
            let file = File::from_char(*f)?;
            let rank = Rank::from_char(*r)?;
            Some((Square::from_coords(file, rank), rest))
        }
        _ => None,
    }
}

fn promotion(chars: &[char]) -> Result<Option<Role>, LongSyntaxError> {
    let inner: Vec<char> = chars
        .iter()
        .copied()
        .filter(|c| !matches!(c, '=' | '/' | '(' | ')'))
        .collect();
    match inner.as_slice() {
        [] => Ok(None),
        ['К' | 'K' | 'N'] => Ok(Some(Role::Knight)),
        [c] => piece_role(*c)
            .map(Some)
            .ok_or(LongSyntaxError::Promotion(*c)),
        [c, ..] => Err(LongSyntaxError::Promotion(*c)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn normal(piece: PieceLetter, from: Square, to: Square, promotion: Option<Role>) -> LongMove {
        LongMove::Normal {
            piece,
            from,
            to,
            promotion,
        }
    }

    #[test]
    fn reads_what_people_write() {
        use PieceLetter::*;
        let n = Role(shakmaty::Role::Knight);
        let b = Role(shakmaty::Role::Bishop);
        let rows = [
            ("Кg1-f3", normal(KingOrKnight, Square::G1, Square::F3, None)),
            ("Ng1-f3", normal(n, Square::G1, Square::F3, None)),
            ("e2-e4", normal(Absent, Square::E2, Square::E4, None)),
            ("e2e4", normal(Absent, Square::E2, Square::E4, None)),
            ("Сf1:b5", normal(b, Square::F1, Square::B5, None)),
            ("Cf1xb5+", normal(b, Square::F1, Square::B5, None)),
            ("Bf1×b5", normal(b, Square::F1, Square::B5, None)),
            ("С f1 - b5 +", normal(b, Square::F1, Square::B5, None)),
            (
                "Крe1-e2",
                normal(Role(shakmaty::Role::King), Square::E1, Square::E2, None),
            ),
            (
                "Kpe1-e2",
                normal(Role(shakmaty::Role::King), Square::E1, Square::E2, None),
            ),
            (
                "e7-e8Ф",
                normal(Absent, Square::E7, Square::E8, Some(shakmaty::Role::Queen)),
            ),
            (
                "e7-e8=Q",
                normal(Absent, Square::E7, Square::E8, Some(shakmaty::Role::Queen)),
            ),
            (
                "h2-h1К",
                normal(Absent, Square::H2, Square::H1, Some(shakmaty::Role::Knight)),
            ),
            ("е5:d6 e.p.", normal(Absent, Square::E5, Square::D6, None)),
            ("0-0", LongMove::Castle(CastlingSide::KingSide)),
            ("O-O", LongMove::Castle(CastlingSide::KingSide)),
            ("О-О-О", LongMove::Castle(CastlingSide::QueenSide)),
            ("0-0-0#", LongMove::Castle(CastlingSide::QueenSide)),
        ];
        for (text, want) in rows {
            assert_eq!(LongMove::parse(text), Ok(want), "{text}");
        }
    }

    #[test]
    fn refuses_what_is_not_long_notation() {
        let rows = [
            ("", LongSyntaxError::Empty),
            ("+", LongSyntaxError::Empty),
            ("e4", LongSyntaxError::Shape),
            ("Nf3", LongSyntaxError::Shape),
            ("e9-e4", LongSyntaxError::Shape),
            ("e7-e8Z", LongSyntaxError::Promotion('Z')),
        ];
        for (text, want) in rows {
            assert_eq!(LongMove::parse(text), Err(want), "{text}");
        }
    }
}
