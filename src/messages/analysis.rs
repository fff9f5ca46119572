//! My analysis's refusals.

use super::Language;
use crate::domain::GameId;
use crate::domain::analysis::AnalysisError;
use crate::tr;

impl AnalysisError {
    /// The refusal in `lang`, naming the move.
    pub fn told(&self, lang: Language) -> String {
        match self {
            AnalysisError::Illegal { ply, mv } => tr!(
                lang,
                "analysis-illegal",
                at = crate::domain::move_label(*ply),
                mv = mv.to_string()
            ),
            AnalysisError::NoSuchMove => tr!(lang, "analysis-no-such-move"),
            AnalysisError::RecordMove => tr!(lang, "analysis-record-move"),
        }
    }
}

/// What a change of the analysis did, as the command line says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnalysisDone {
    /// A line added, ending so many half-moves from the start.
    Added(usize),
    /// The record's move of this half-move noted.
    Noted(usize),
    /// A line taken away.
    Removed,
    /// An engine's line kept, from the position after so many half-moves.
    Kept(usize),
}

/// What `done` did to game `game`'s analysis, in `lang`.
pub fn analysis_told(lang: Language, game: GameId, done: AnalysisDone) -> String {
    let at = |ply: usize| {
        let ply = ply.max(1) - 1;
        format!(
            "{}{}",
            ply / 2 + 1,
            if ply.is_multiple_of(2) { "." } else { "..." }
        )
    };
    match done {
        AnalysisDone::Added(end) => tr!(lang, "analysis-added", game = game.0, mv = at(end)),
        AnalysisDone::Noted(ply) => tr!(lang, "analysis-noted", game = game.0, mv = at(ply)),
        AnalysisDone::Removed => tr!(lang, "analysis-removed", game = game.0),
        AnalysisDone::Kept(from) => tr!(lang, "analysis-kept", game = game.0, mv = at(from + 1)),
    }
}
