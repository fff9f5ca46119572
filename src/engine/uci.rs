//! What a UCI engine says, read: its name, the lines of its search (`info`) and its best move.
//! Pure text in, values out.

use shakmaty::Color;
use shakmaty::uci::UciMove;

/// An evaluation as the engine gives it, from the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in so many moves; negative when the side to move is mated.
    Mate(i32),
}

impl Score {
    /// The same score from White's side, the side to move being `to_move`.
    pub fn for_white(self, to_move: Color) -> Score {
        match (self, to_move) {
            (s, Color::White) => s,
            (Score::Cp(cp), Color::Black) => Score::Cp(cp.saturating_neg()),
            (Score::Mate(n), Color::Black) => Score::Mate(n.saturating_neg()),
        }
    }
}

/// Whether a score is exact or only a bound the search stopped at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// The score.
    Exact,
    /// At least this.
    Lower,
    /// At most this.
    Upper,
}

/// One line of the search: how deep, how good, how fast, and the moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Info {
    /// Which of the principal variations (1 = the best).
    pub multipv: u32,
    /// Depth in plies.
    pub depth: u32,
    /// Selective depth, if given.
    pub seldepth: Option<u32>,
    /// The evaluation, from the side to move.
    pub score: Score,
    /// Exact or a bound.
    pub bound: Bound,
    /// Positions searched.
    pub nodes: Option<u64>,
    /// Positions a second.
    pub nps: Option<u64>,
    /// The variation, from the position searched.
    pub pv: Vec<UciMove>,
}

impl Info {
    /// Puts this line into `lines` (one per principal variation, in order): it replaces the
    /// one of its number, unless it is only a bound the search stopped at and an exact one is
    /// there.
    pub fn merge_into(self, lines: &mut Vec<Info>) {
        match lines.iter_mut().find(|l| l.multipv == self.multipv) {
            Some(l) if self.bound == Bound::Exact || l.depth < self.depth => *l = self,
            Some(_) => {}
            None => {
                lines.push(self);
                lines.sort_by_key(|l| l.multipv);
            }
        }
    }
}

/// Reads an `info` line that carries a depth, a score and a variation; other lines (`info
/// string`, `info currmove`, …) and anything else give `None`.
pub fn parse_info(line: &str) -> Option<Info> {
    let mut words = line.split_whitespace();
    if words.next()? != "info" {
        return None;
    }
    let mut info = Info {
        multipv: 1,
        depth: 0,
        seldepth: None,
        score: Score::Cp(0),
        bound: Bound::Exact,
        nodes: None,
        nps: None,
        pv: Vec::new(),
    };
    let (mut depth, mut score) = (None, None);
    while let Some(word) = words.next() {
        match word {
            "depth" => depth = words.next()?.parse().ok(),
            "seldepth" => info.seldepth = words.next()?.parse().ok(),
            "multipv" => info.multipv = words.next()?.parse().ok()?,
            "nodes" => info.nodes = words.next()?.parse().ok(),
            "nps" => info.nps = words.next()?.parse().ok(),
            "score" => {
                score = match (words.next()?, words.next()?.parse().ok()?) {
                    ("cp", n) => Some(Score::Cp(n)),
                    ("mate", n) => Some(Score::Mate(n)),
                    _ => return None,
                }
            }
            "lowerbound" => info.bound = Bound::Lower,
            "upperbound" => info.bound = Bound::Upper,
            "string" => return None,
            "pv" => {
                for m in words.by_ref() {
                    info.pv.push(UciMove::from_ascii(m.as_bytes()).ok()?);
                }
            }
            _ => {}
        }
    }
    info.depth = depth?;
    info.score = score?;
    (!info.pv.is_empty()).then_some(info)
}

/// Reads `bestmove e2e4 [ponder …]`: `Some(None)` for `bestmove (none)` (no legal move).
pub fn parse_bestmove(line: &str) -> Option<Option<UciMove>> {
    let mut words = line.split_whitespace();
    if words.next()? != "bestmove" {
        return None;
    }
    let m = words.next()?;
    Some(
        UciMove::from_ascii(m.as_bytes())
            .ok()
            .filter(|_| m != "(none)"),
    )
}

/// Whether a line is one a UCI engine says before `uciok`: its name, its options, or `uciok`.
pub fn is_handshake(line: &str) -> bool {
    let first = line.split_whitespace().next().unwrap_or("");
    matches!(
        first,
        "id" | "option" | "uciok" | "info" | "copyprotection" | "registration"
    ) || line.trim().is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_info_line_gives_depth_score_speed_and_variation() {
        let line = "info depth 24 seldepth 33 multipv 2 score cp -35 upperbound nodes 1234567 nps 987654 hashfull 12 tbhits 0 time 1250 pv e7e5 g1f3 b8c6";
        let info = parse_info(line).unwrap();
        assert_eq!(info.depth, 24);
        assert_eq!(info.seldepth, Some(33));
        assert_eq!(info.multipv, 2);
        assert_eq!(info.score, Score::Cp(-35));
        assert_eq!(info.bound, Bound::Upper);
        assert_eq!(info.nodes, Some(1_234_567));
        assert_eq!(info.nps, Some(987_654));
        assert_eq!(
            info.pv.iter().map(ToString::to_string).collect::<Vec<_>>(),
            ["e7e5", "g1f3", "b8c6"]
        );
    }

    #[test]
    fn mate_scores_and_sides() {
        let info = parse_info("info depth 5 score mate -2 pv h2h3 d8h4").unwrap();
        assert_eq!(info.score, Score::Mate(-2));
        assert_eq!(info.score.for_white(Color::Black), Score::Mate(2));
        assert_eq!(Score::Cp(40).for_white(Color::White), Score::Cp(40));
        assert_eq!(Score::Cp(40).for_white(Color::Black), Score::Cp(-40));
    }

    #[test]
    fn lines_without_a_variation_or_not_info_are_not_lines() {
        for line in [
            "info string NNUE evaluation enabled",
            "info depth 3 currmove e2e4 currmovenumber 1",
            "info depth 7 score cp 20",
            "info depth x score cp 20 pv e2e4",
            "info depth 7 score cp 20 pv e2e4 nonsense!",
            "bestmove e2e4",
            "",
            "ZZZ garbage",
        ] {
            assert_eq!(parse_info(line), None, "{line}");
        }
    }

    #[test]
    fn the_best_move_or_none() {
        assert_eq!(
            parse_bestmove("bestmove e2e4 ponder e7e5")
                .unwrap()
                .unwrap()
                .to_string(),
            "e2e4"
        );
        assert_eq!(parse_bestmove("bestmove (none)"), Some(None));
        assert_eq!(parse_bestmove("info depth 1"), None);
    }

    #[test]
    fn the_handshake_is_told_from_garbage() {
        assert!(is_handshake("id name Stockfish 16"));
        assert!(is_handshake(
            "option name Threads type spin default 1 min 1 max 1024"
        ));
        assert!(is_handshake("uciok"));
        assert!(!is_handshake("Hello, I am not a chess engine"));
    }
}
