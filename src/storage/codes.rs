//! How domain values are written into and read from SQLite columns.

use chrono::NaiveDate;
use shakmaty::Color;
use shakmaty::uci::UciMove;

use super::{Result, StoreError};
use crate::domain::penalties::OffenceKind;
use crate::domain::{PenaltyReason, PlyState};

/// The stored name of a colour.
pub fn colour_code(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Reads a stored colour.
pub fn colour(s: &str) -> Result<Color> {
    match s {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        other => Err(StoreError::Corrupt(format!("colour {other:?}"))),
    }
}

/// Column `i` of row `r` as text, borrowed from the row: a code read without a copy.
pub fn text<'r>(r: &'r rusqlite::Row<'_>, i: usize) -> Result<&'r str> {
    let value = r.get_ref(i)?;
    let text = value.as_str().map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(i, rusqlite::types::Type::Text, Box::new(e))
    })?;
    Ok(text)
}

/// Reads a stored move.
pub fn uci(s: &str) -> Result<UciMove> {
    UciMove::from_ascii(s.as_bytes()).map_err(|_| StoreError::Corrupt(format!("move {s:?}")))
}

/// Writes a list of dates as one column.
pub fn dates_code(dates: &[NaiveDate]) -> String {
    dates
        .iter()
        .map(|d| d.format("%Y-%m-%d").to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// Reads a list of dates from one column.
pub fn dates(s: &str) -> Result<Vec<NaiveDate>> {
    s.split(',')
        .filter(|p| !p.is_empty())
        .map(|p| {
            NaiveDate::parse_from_str(p, "%Y-%m-%d")
                .map_err(|_| StoreError::Corrupt(format!("date {p:?}")))
        })
        .collect()
}

/// Reads any value whose `FromStr` names what went wrong.
pub fn parsed<T: std::str::FromStr>(s: &str) -> Result<T>
where
    T::Err: std::fmt::Display,
{
    s.parse()
        .map_err(|e: T::Err| StoreError::Corrupt(e.to_string()))
}

/// How a ply's or a variant's state is stored.
pub fn state_code(s: PlyState) -> &'static str {
    match s {
        PlyState::Draft => "draft",
        PlyState::Sent => "sent",
    }
}

/// Reads a stored state; `what` names the row for the message.
pub fn state(s: &str, what: &str) -> Result<PlyState> {
    match s {
        "draft" => Ok(PlyState::Draft),
        "sent" => Ok(PlyState::Sent),
        other => Err(StoreError::Corrupt(format!("{what} state {other:?}"))),
    }
}

/// How a penalty's reason is stored: the offence's code, and the words of one that names none.
pub fn reason_code(r: &PenaltyReason) -> (Option<&'static str>, &str) {
    match r {
        PenaltyReason::Offence(o) => (Some(o.kind().code()), ""),
        PenaltyReason::Words(w) => (None, w.as_str()),
    }
}

/// Reads a stored penalty's reason: its offence (a late repeat's delay is the penalty's
/// `days`), else its words.
pub fn reason(offence: Option<&str>, days: u32, words: String) -> Result<PenaltyReason> {
    let Some(code) = offence else {
        return Ok(PenaltyReason::Words(words));
    };
    let kind = OffenceKind::from_code(code)
        .ok_or_else(|| StoreError::Corrupt(format!("offence {code:?}")))?;
    let delay = (kind == OffenceKind::LateRepeat).then_some(days);
    kind.with_delay(delay)
        .map(PenaltyReason::Offence)
        .map_err(|_| StoreError::Corrupt(format!("offence {code:?}")))
}
