//! My analysis's refusals.

use super::Language;
use crate::domain::analysis::AnalysisError;
use crate::tr;

impl AnalysisError {
    /// The refusal in `lang`, naming the move.
    pub fn told(&self, lang: Language) -> String {
        match self {
            AnalysisError::Illegal { ply, mv } => {
                let (number, dots) = (ply / 2 + 1, if ply % 2 == 0 { "." } else { "..." });
                tr!(
                    lang,
                    "analysis-illegal",
                    number = number,
                    dots = dots,
                    mv = mv.to_string()
                )
            }
            AnalysisError::NoSuchMove => tr!(lang, "analysis-no-such-move"),
            AnalysisError::RecordMove => tr!(lang, "analysis-record-move"),
        }
    }
}
