//! Why a game of a PGN file was refused or noted, in the user's language, naming its line.

use super::{PgnError, PgnProblem, list};
use crate::messages::{Language, english};
use crate::tr;

impl PgnProblem {
    /// The problem in `lang`.
    pub fn told(&self, lang: Language) -> String {
        let day = |d: &chrono::NaiveDate| d.format("%d.%m.%Y").to_string();
        match self {
            PgnProblem::Unreadable(e) => tr!(lang, "pgn-unreadable", error = e.as_str()),
            PgnProblem::Fact { tag, error } => {
                tr!(lang, "pgn-fact", tag = *tag, error = error.told(lang))
            }
            PgnProblem::SetUpPosition => tr!(lang, "pgn-set-up-position"),
            PgnProblem::Variant(name) => tr!(lang, "pgn-variant", variant = name.as_str()),
            PgnProblem::BeyondGame { plies, after } => tr!(
                lang,
                "pgn-beyond-game",
                at = crate::domain::move_label(*after),
                plies = *plies
            ),
            PgnProblem::NoMoves => tr!(lang, "pgn-no-moves"),
            PgnProblem::Move {
                number,
                dots,
                san,
                ambiguous,
            } => tr!(
                lang,
                "pgn-move",
                number = format!("{number}{dots}"),
                mv = san.as_str(),
                why = if *ambiguous { "ambiguous" } else { "illegal" }
            ),
            PgnProblem::BadDate { command, value } => tr!(
                lang,
                "pgn-bad-date",
                command = command.as_str(),
                value = value.as_str()
            ),
            PgnProblem::TimeControl(v) => tr!(lang, "pgn-time-control", value = v.as_str()),
            PgnProblem::ArrivalsAssumed(moves) => tr!(
                lang,
                "pgn-arrivals-assumed",
                count = moves.len(),
                moves = list(moves)
            ),
            PgnProblem::Contradicts {
                number,
                dots,
                file,
                diary,
            } => tr!(
                lang,
                "pgn-contradicts",
                number = format!("{number}{dots}"),
                file = file.as_str(),
                diary = diary.as_str()
            ),
            PgnProblem::ImplausibleDate { what, date } => {
                tr!(lang, "pgn-implausible-date", what = *what, date = day(date))
            }
            PgnProblem::OutOfOrder {
                number,
                dots,
                later,
                earlier,
                answer,
            } => tr!(
                lang,
                "pgn-out-of-order",
                number = format!("{number}{dots}"),
                event = if *answer { "sent" } else { "received" },
                later = day(later),
                earlier = day(earlier)
            ),
            PgnProblem::NotMine { me, white, black } => tr!(
                lang,
                "pgn-not-mine",
                me = me.as_str(),
                white = white.as_str(),
                black = black.as_str()
            ),
        }
    }
}

impl PgnError {
    /// The game's problem with its line, in `lang`.
    pub fn told(&self, lang: Language) -> String {
        tr!(
            lang,
            "pgn-error",
            line = self.line,
            reason = self.reason.told(lang)
        )
    }
}

english!(PgnProblem, PgnError);
