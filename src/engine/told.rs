//! The engine's analysis told: the evaluation from White's side, a line in the game's notation
//! with move numbers, and why an engine could not analyse.

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Move, Position};

use super::uci::Score;
use super::{Analysis, EngineError};
use crate::domain::notation::Notation;
use crate::messages::Language;
use crate::tr;

/// An evaluation from White's side as players write it: "+0.35", "−1.20", "0.00", "#3", "#−2".
pub fn score_told(score: Score) -> String {
    match score {
        Score::Cp(0) => "0.00".to_owned(),
        Score::Cp(cp) if cp > 0 => format!("+{:.2}", f64::from(cp) / 100.0),
        Score::Cp(cp) => format!("−{:.2}", -f64::from(cp) / 100.0),
        Score::Mate(n) if n >= 0 => format!("#{n}"),
        Score::Mate(n) => format!("#−{}", n.unsigned_abs()),
    }
}

/// The moves of `pv` from `pos` in `notation`, numbered as in the game: "12. Nf3 Nc6 13. Bb5",
/// or "12… Nc6 13. Bb5" from Black's move; `first_ply` is the ply of the first move (0 = White's
/// first). A move that is not legal ends the line.
pub fn line_told(pos: &Chess, first_ply: u32, pv: &[UciMove], notation: Notation) -> String {
    let texts: Vec<String> = numbered_moves(pos, first_ply, pv, notation)
        .into_iter()
        .map(|(_, text)| text)
        .collect();
    texts.join(" ")
}

/// Each move of `pv` with its text as [`line_told`] writes it, number included.
pub fn numbered_moves(
    pos: &Chess,
    first_ply: u32,
    pv: &[UciMove],
    notation: Notation,
) -> Vec<(Move, String)> {
    let mut pos = pos.clone();
    let mut out = Vec::new();
    for (i, uci) in pv.iter().enumerate() {
        let Ok(m) = uci.to_move(&pos) else { break };
        let number = crate::domain::move_number(first_ply + i as u32);
        let text = notation.format(&pos, m);
        out.push((
            m,
            match (pos.turn(), i) {
                (Color::White, _) => format!("{number}. {text}"),
                (Color::Black, 0) => format!("{number}… {text}"),
                (Color::Black, _) => text,
            },
        ));
        pos.play_unchecked(m);
    }
    out
}

/// An analysis as a text: the engine and depth, then each line with its evaluation from
/// White's side; `pos` is where it started, `first_ply` the ply of its first move.
pub fn analysis_told(
    a: &Analysis,
    pos: &Chess,
    first_ply: u32,
    notation: Notation,
    lang: Language,
) -> String {
    if a.lines.is_empty() {
        return tr!(lang, "analysis-game-over", engine = a.engine.as_str()) + "\n";
    }
    let depth = a.lines.first().map_or(0, |l| l.depth);
    let mut out = tr!(
        lang,
        "analysis-head",
        engine = a.engine.as_str(),
        depth = depth
    ) + "\n";
    for l in &a.lines {
        out += &format!(
            "{}) {} — {}\n",
            l.multipv,
            score_told(l.score.for_white(pos.turn())),
            line_told(pos, first_ply, &l.pv, notation)
        );
    }
    out
}

impl EngineError {
    /// The failure in `lang`, saying what to do.
    pub fn told(&self, lang: Language) -> String {
        let path = crate::messages::shown;
        match self {
            EngineError::NotAllowed(t) => tr!(lang, "engine-not-allowed", tournament = t.as_str()),
            EngineError::NotInstalled => tr!(lang, "engine-not-installed"),
            EngineError::CannotStart(p, e) => tr!(
                lang,
                "engine-cannot-start",
                path = path(p),
                error = e.to_string()
            ),
            EngineError::NotAnEngine(p) => tr!(lang, "engine-not-an-engine", path = path(p)),
            EngineError::Crashed(p) => tr!(lang, "engine-crashed", path = path(p)),
            EngineError::Hung(p) => tr!(lang, "engine-hung", path = path(p)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uci(moves: &[&str]) -> Vec<UciMove> {
        moves.iter().map(|m| m.parse().unwrap()).collect()
    }

    #[test]
    fn scores_from_whites_side() {
        assert_eq!(score_told(Score::Cp(35)), "+0.35");
        assert_eq!(score_told(Score::Cp(-120)), "−1.20");
        assert_eq!(score_told(Score::Cp(0)), "0.00");
        assert_eq!(score_told(Score::Mate(3)), "#3");
        assert_eq!(score_told(Score::Mate(-2)), "#−2");
    }

    #[test]
    fn a_line_converts_to_numeric_notation_exactly_article_50() {
        let pos = Chess::default();
        let pv = uci(&["e2e4", "e7e5", "g1f3", "b8c6", "e1g1"]);
        // 5. is not legal there (castling through the bishop): the line stops before it.
        assert_eq!(
            line_told(&pos, 0, &pv, Notation::Numeric),
            "1. 5254 5755 2. 7163 2836"
        );
        let mut after = Chess::default();
        for m in uci(&["e2e4"]) {
            after.play_unchecked(m.to_move(&after).unwrap());
        }
        assert_eq!(
            line_told(&after, 1, &uci(&["e7e5", "g1f3"]), Notation::LongEn),
            "1… e7-e5 2. Ng1-f3"
        );
    }
}
