//! The partner's schedule beside mine, told: where, which cell, both values, the clause that
//! decides.

use shakmaty::Color;
use shakmaty::uci::UciMove;

use super::Language;
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{Notation, replay};
use crate::domain::reconcile::{Decides, Difference, Gap, HisMove, Place};
use crate::domain::{Side, format_date};
use crate::tr;

/// One difference as the cells of a row: where, which cell, mine, his, what decides.
pub struct DifferenceTold {
    /// "White 3", "Белые 3", or a side's final total.
    pub place: String,
    /// The cell: "received", "sent", "days", "total", "move", "row".
    pub cell: String,
    /// The diary's value.
    pub mine: String,
    /// His value.
    pub his: String,
    /// The clause that decides, in words.
    pub decides: String,
}

impl DifferenceTold {
    /// The row as one line: "White 3, received: mine 19.05.2026, his 20.05.2026 — …".
    pub fn line(&self, lang: Language) -> String {
        tr!(
            lang,
            "difference-line",
            place = self.place.as_str(),
            cell = self.cell.as_str(),
            mine = self.mine.as_str(),
            his = self.his.as_str(),
            decides = self.decides.as_str()
        )
    }
}

fn side(side: Color) -> &'static str {
    match side {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn day(d: Option<chrono::NaiveDate>, lang: Language) -> String {
    d.map_or_else(|| tr!(lang, "difference-none"), format_date)
}

fn number(n: Option<u32>, lang: Language) -> String {
    n.map_or_else(|| day(None, lang), |n| n.to_string())
}

/// `uci` at ply `ply` of the diary's game in `notation`, or as UCI where it is not legal there.
fn move_text(r: &GameRecords, ply: u32, uci: UciMove, notation: Notation) -> String {
    let line = replay(r.plies.iter().take(ply as usize).map(|p| &p.uci));
    match (line.moves.len() == ply as usize, uci.to_move(&line.last())) {
        (true, Ok(m)) => notation.format(&line.last(), m),
        _ => uci.to_string(),
    }
}

/// The difference told in `lang`, moves in `notation`.
pub fn difference_told(
    r: &GameRecords,
    d: &Difference,
    notation: Notation,
    lang: Language,
) -> DifferenceTold {
    let (place, ply) = match d.place {
        Place::Move { number, side: s } => (
            tr!(lang, "difference-place", side = side(s), number = number),
            (number - 1) * 2 + u32::from(s == Color::Black),
        ),
        Place::Final(s) => (tr!(lang, "difference-place-final", side = side(s)), 0),
    };
    let cell = |c: &str| tr!(lang, "difference-cell", cell = c);
    let recorded = || tr!(lang, "difference-recorded");
    let (cell, mine, his) = match &d.gap {
        Gap::Move { mine, his } => (
            cell("move"),
            move_text(r, ply, *mine, notation),
            match his {
                HisMove::Read(uci) => move_text(r, ply, *uci, notation),
                HisMove::Unreadable(text) => format!("«{text}»"),
            },
        ),
        Gap::Received { mine, his } => (cell("received"), day(*mine, lang), day(*his, lang)),
        Gap::Sent { mine, his } => (
            cell("sent"),
            day(mine.map(|e| e.date), lang),
            day(*his, lang),
        ),
        Gap::Days {
            mine,
            his,
            his_dates_give,
            leave,
        } => {
            let give = his_dates_give.filter(|g| Some(*g) != *his);
            (
                cell("days"),
                tr!(
                    lang,
                    "difference-days-mine",
                    days = number(*mine, lang),
                    leave = *leave
                ),
                tr!(
                    lang,
                    "difference-days-his",
                    days = number(*his, lang),
                    give = give.map_or_else(|| "none".to_owned(), |g| g.to_string())
                ),
            )
        }
        Gap::Total { mine, his, penalty } => (
            cell("total"),
            tr!(
                lang,
                "difference-total-mine",
                total = mine.to_string(),
                penalty = *penalty
            ),
            number(*his, lang),
        ),
        Gap::OnlyMine => (cell("row"), recorded(), day(None, lang)),
        Gap::OnlyHis => (cell("row"), day(None, lang), recorded()),
    };
    DifferenceTold {
        place,
        cell,
        mine,
        his,
        decides: d.decides.told(lang),
    }
}

impl Decides {
    /// The clause that decides, in words.
    pub fn told(self, lang: Language) -> String {
        let decides = match self {
            Decides::SentMove => "sent-move",
            Decides::Receiver {
                receiver: Side::Mine,
            } => "receiver-me",
            Decides::Receiver {
                receiver: Side::His,
            } => "receiver-him",
            Decides::LatestPostmark => "latest-postmark",
            Decides::RegisteredReceipt => "registered-receipt",
            Decides::Postmark { i_hold_card: true } => "postmark-mine",
            Decides::Postmark { i_hold_card: false } => "postmark-his",
            Decides::WrittenDate => "written-date",
            Decides::Clarify => "clarify",
            Decides::Days => "days",
            Decides::Total => "total",
            Decides::Behind => "behind",
        };
        tr!(lang, "decides", decides = decides)
    }
}
