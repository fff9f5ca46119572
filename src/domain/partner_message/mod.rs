//! The partner's e-mail message read (article 48) in every form players write it: the main form
//! of article 50 (the table with «Пол.», «Отв.», «Время» on each side of the move number, every
//! row's dates read), the headed form of 50.2 («Дата отправки хода партнером», «Дата
//! получения», «Предположительная дата отправления», «Время белых 3/7»), the lines of our own
//! postcard and message («Мой ход отправлен», «Суммарное время: белые 39 дн., черные 42 дн.»)
//! and the usual variants, Russian or Latin; any notation with or without move numbers;
//! `dd.mm.yyyy`, `dd.mm.yy`, `yyyy-mm-dd`, `dd/mm/yyyy`, the table's `dd/mm`; his text above a
//! quoted reply (`> `), the whole game or only its last moves; and what he says besides: a draw
//! offered, accepted or declined, his resignation. Each value keeps the line it came from.

mod fit;
mod lines;
mod moves;
mod names;
mod reading;

use chrono::{Datelike, NaiveDate};

pub use fit::{Fit, game_for};
use names::mentions;
pub use names::{NameSearch, normalised, same_person};
pub use reading::{CardFields, HistoryDifference, Reading, ReadingError, against};

use super::declarations::Declaration;

/// A value of his message and the line (1-based) it was read from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FromLine<T> {
    /// The value.
    pub value: T,
    /// Its line in the message.
    pub line: usize,
}

impl<T> FromLine<T> {
    /// `value` read from `line`.
    pub fn new(value: T, line: usize) -> Self {
        FromLine { value, line }
    }
}

/// A date as he wrote it: whole, or only its day and month (the table form's "12/05"), whose
/// year is the game's. Only a day that exists (in some year, for 29/02) is built.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WrittenDate {
    /// A whole date.
    Full(NaiveDate),
    /// A day and a month.
    DayMonth(u32, u32),
}

impl WrittenDate {
    /// A day and a month that exist.
    fn day_month(day: u32, month: u32) -> Option<WrittenDate> {
        NaiveDate::from_ymd_opt(2024, month, day).map(|_| WrittenDate::DayMonth(day, month))
    }

    /// The date; a day and month in the year that puts it nearest `near`.
    pub fn near(self, near: NaiveDate) -> Option<NaiveDate> {
        match self {
            WrittenDate::Full(d) => Some(d),
            WrittenDate::DayMonth(day, month) => (near.year() - 1..=near.year() + 1)
                .filter_map(|y| NaiveDate::from_ymd_opt(y, month, day))
                .min_by_key(|d| (*d - near).num_days().abs()),
        }
    }
}

/// A move of his game text, with what the main form's columns beside it say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRow {
    /// The ply (0 = White's first move).
    pub ply: u32,
    /// The move as written.
    pub text: String,
    /// Its line.
    pub line: usize,
    /// «Пол.»: the day the move it answers was received.
    pub received: Option<WrittenDate>,
    /// «Отв.»: the day it was sent.
    pub replied: Option<WrittenDate>,
    /// «Время»: the mover's total after it (of "4/04", the 04; none for "?/≥07").
    pub total: Option<u32>,
}

impl MoveRow {
    /// A move with no dates beside it.
    fn bare(ply: u32, text: &str, line: usize) -> MoveRow {
        MoveRow {
            ply,
            text: text.to_owned(),
            line,
            received: None,
            replied: None,
            total: None,
        }
    }
}

/// Totals as he states them: by whose they are (his «моё время», mine «время партнёра») or by
/// colour («Время белых 3/7», «белые 39 дн., черные 42 дн.»).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Totals {
    /// His own.
    pub his: Option<FromLine<u32>>,
    /// Mine.
    pub mine: Option<FromLine<u32>>,
    /// White's.
    pub white: Option<FromLine<u32>>,
    /// Black's.
    pub black: Option<FromLine<u32>>,
}

/// What his message says.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PartnerMessage {
    /// The tournament line, as written ("ЭМ-12 Мемориал по электронной почте").
    pub tournament: Option<FromLine<String>>,
    /// The day play started, where the header gives it.
    pub start: Option<FromLine<NaiveDate>>,
    /// White's name.
    pub white: Option<FromLine<String>>,
    /// Black's name.
    pub black: Option<FromLine<String>>,
    /// The game as he writes it, in ply order, each move once.
    pub history: Vec<MoveRow>,
    /// The moves he repeats as mine («Повторяю ваш ход», 47.3.7.5).
    pub repeated: Vec<MoveRow>,
    /// The day he says my last move was sent.
    pub confirmed: Option<FromLine<WrittenDate>>,
    /// The day he received my last move.
    pub his_receipt: Option<FromLine<WrittenDate>>,
    /// His move: its ply where he numbered it, and the text.
    pub his_move: Option<FromLine<(Option<u32>, String)>>,
    /// The day he sent it.
    pub sent: Option<FromLine<WrittenDate>>,
    /// The totals he states.
    pub totals: Totals,
    /// What he says besides the move: a draw offered, accepted or declined, his resignation.
    pub declaration: Option<Declaration>,
    /// His lines that are neither a heading nor a move: greeting, signature.
    pub other_lines: Vec<String>,
}

/// Why a text is not read as his message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MessageError {
    /// Neither his move nor a game is in it.
    NotAGameMessage,
    /// A date that cannot be: the line (1-based) and what it says.
    BadDate {
        /// The line.
        line: usize,
        /// The date as written.
        written: String,
    },
}

/// Reads his message.
pub fn read_message(text: &str) -> Result<PartnerMessage, MessageError> {
    let lines: Vec<(usize, &str)> = text.lines().enumerate().map(|(i, l)| (i + 1, l)).collect();
    // His own text ends where a mail program starts the quote of another message, marked with
    // `>` or not (Outlook's "-----Original Message-----" or "_____", "… wrote:", "… пишет:").
    let quote_starts = lines
        .iter()
        .position(|(_, l)| {
            let l = l.trim().to_lowercase();
            (l.starts_with("-----") && l.chars().any(char::is_alphabetic))
                // Outlook's rule of underscores above the quoted headers.
                || (l.len() >= 5 && l.chars().all(|c| c == '_'))
                || l.ends_with("wrote:")
                || l.ends_with("пишет:")
                || l.contains("forwarded message")
                || l.contains("пересылаемое сообщение")
        })
        .unwrap_or(lines.len());
    let own: Vec<(usize, &str)> = lines[..quote_starts]
        .iter()
        .filter(|(_, l)| !l.trim_start().starts_with('>'))
        .copied()
        .collect();
    let mut message = lines::read_lines(&own)?;
    let quoted: Vec<(usize, &str)> = lines
        .iter()
        .map(|(n, l)| (*n, l.trim_start().trim_start_matches(['>', ' '])))
        .collect();
    let alone = message.declaration.is_some_and(|d| !d.with_move());
    if message.his_move.is_none() && message.history.is_empty() && !alone {
        // Nothing of his own above the quote: a forwarded or quoted message is read instead;
        // what it says besides the moves only from lines not quoted with `>` (a forwarded
        // message is his; a reply quotes mine).
        let own_words = message.declaration;
        message = lines::read_lines(&quoted)?;
        let forwarded: Vec<(usize, &str)> = lines[quote_starts..]
            .iter()
            .filter(|(_, l)| !l.trim_start().starts_with('>'))
            .copied()
            .collect();
        message.declaration = own_words.or(lines::read_lines(&forwarded)?.declaration);
    } else if let Ok(all) = lines::read_lines(&quoted) {
        // The game he answers may be named only in the quote.
        message.tournament = message.tournament.or(all.tournament);
        message.white = message.white.or(all.white);
        message.black = message.black.or(all.black);
        message.start = message.start.or(all.start);
    }
    // An acceptance or a resignation comes without a move.
    let alone = message.declaration.is_some_and(|d| !d.with_move());
    if message.his_move.is_none() && message.history.is_empty() && !alone {
        return Err(MessageError::NotAGameMessage);
    }
    Ok(message)
}

#[cfg(test)]
mod tests;
