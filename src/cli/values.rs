//! The values the command line takes: the closed lists as clap's `ValueEnum` (the domain's own
//! values — a mode, a side, an offence, a result — by their codes, and the command line's
//! formats), and the parsers of the others, whose [`ArgError`] clap shows.

use std::fmt;
use std::time::Duration;

use chrono::NaiveDate;
use clap::builder::PossibleValue;

use crate::domain::arbiter::RulingKind;
use crate::domain::notices::Recipient;
use crate::domain::penalties::OffenceKind;
use crate::domain::{DateInputError, GameId, GameResult, Mode, Side};
use crate::i18n::Language;

/// How a schedule or a reconciliation is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Lines for a person.
    Text,
    /// Comma-separated values for a spreadsheet.
    Csv,
}

impl clap::ValueEnum for Mode {
    fn value_variants<'a>() -> &'a [Self] {
        &Mode::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.code()))
    }
}

impl clap::ValueEnum for Side {
    fn value_variants<'a>() -> &'a [Self] {
        &[Side::Mine, Side::His]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(match self {
            Side::Mine => "me",
            Side::His => "partner",
        }))
    }
}

impl clap::ValueEnum for OffenceKind {
    fn value_variants<'a>() -> &'a [Self] {
        &OffenceKind::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.code()))
    }
}

impl clap::ValueEnum for GameResult {
    /// The decided results: a claim names one.
    fn value_variants<'a>() -> &'a [Self] {
        &[
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::Draw,
        ]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.code()))
    }
}

impl clap::ValueEnum for RulingKind {
    fn value_variants<'a>() -> &'a [Self] {
        &RulingKind::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.code()))
    }
}

impl clap::ValueEnum for Recipient {
    fn value_variants<'a>() -> &'a [Self] {
        &[Recipient::Partner, Recipient::Arbiter]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(match self {
            Recipient::Partner => "partner",
            Recipient::Arbiter => "arbiter",
        }))
    }
}

/// Why an option's value cannot be read; clap shows it after the option's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArgError {
    /// Not `GAME=MOVE`.
    NotGameAndMove,
    /// Not a game's id.
    NotAGameId(String),
    /// Not a scan's number.
    NotAScanId(String),
    /// Neither `yes` nor `no`.
    NotYesNo,
    /// Neither white nor black.
    NotAColour(String),
    /// No sign of a move or a position.
    NotASign(String),
    /// Not a move of the record: `14.` or `14...`.
    NotAMoveNumber(String),
    /// Empty where a date is needed.
    NoDate,
    /// Not a date.
    Date(DateInputError),
    /// Not a number of seconds from 0.01 to a day.
    NotSeconds,
    /// Neither a number of days nor `none`.
    NotLeaveDays,
    /// A language there are no messages for; the codes there are.
    NoLanguage(Vec<&'static str>),
}

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArgError::NotGameAndMove => write!(f, "GAME=MOVE, e.g. 4=Nf3"),
            ArgError::NotAGameId(game) => write!(f, "{game:?} is not a game's id (see `list`)"),
            ArgError::NotAScanId(scan) => {
                write!(f, "{scan:?} is not a scan's number (see `scan list`)")
            }
            ArgError::NotYesNo => write!(f, "yes or no"),
            ArgError::NotAColour(s) => write!(f, "{s:?}: white or black"),
            ArgError::NotASign(s) => write!(
                f,
                "{s:?} is no sign: one of ! ? !! ?? !? ?! = += =+ +/- -/+ +- -+, or $N"
            ),
            ArgError::NotAMoveNumber(s) => {
                write!(
                    f,
                    "{s:?} is not a move: 14. for White's 14th, 14... for Black's"
                )
            }
            ArgError::NoDate => write!(f, "a date is needed (dd.mm.yyyy)"),
            ArgError::Date(e) => write!(f, "{e}"),
            ArgError::NotSeconds => write!(f, "a number of seconds, from 0.01 to 86400"),
            ArgError::NotLeaveDays => write!(f, "a whole number of days, or none"),
            ArgError::NoLanguage(codes) => write!(
                f,
                "no messages in that language; there are: {}",
                codes.join(", ")
            ),
        }
    }
}

impl std::error::Error for ArgError {}

/// Reads a language's code (`ru`, `en`, `ru_RU.UTF-8`) that there are messages for.
pub(super) fn language(text: &str) -> Result<Language, ArgError> {
    Language::from_code(text)
        .ok_or_else(|| ArgError::NoLanguage(Language::all().iter().map(|l| l.code()).collect()))
}

/// A sign of a move or a position: `!`, `+-`, `$14`.
pub(super) fn sign(text: &str) -> Result<crate::domain::analysis::Nag, ArgError> {
    crate::domain::analysis::Nag::parse(text).ok_or_else(|| ArgError::NotASign(text.to_owned()))
}

/// A move by its number: `14.` is the 27th half-move (White's 14th), `14...` the 28th.
pub(super) fn move_by_number(text: &str) -> Result<usize, ArgError> {
    crate::domain::read_move_label(text)
        .filter(|(_, _, rest)| rest.trim().is_empty())
        .map(|(ply, _, _)| ply + 1)
        .ok_or_else(|| ArgError::NotAMoveNumber(text.to_owned()))
}

/// `GAME=MOVE`: a game's id and a move in it.
pub(super) fn game_and_move(text: &str) -> Result<(GameId, String), ArgError> {
    let (game, mv) = text.split_once('=').ok_or(ArgError::NotGameAndMove)?;
    Ok((game_id(game)?, mv.trim().to_owned()))
}

/// A scan's number, as `scan list` shows it: a whole number from 1.
pub(super) fn scan_id(text: &str) -> Result<crate::domain::scans::ScanId, ArgError> {
    text.trim()
        .parse()
        .ok()
        .filter(|id| *id > 0)
        .map(crate::domain::scans::ScanId)
        .ok_or_else(|| ArgError::NotAScanId(text.trim().to_owned()))
}

/// A game's id, as `list` shows it: a whole number from 1.
pub(super) fn game_id(text: &str) -> Result<GameId, ArgError> {
    text.trim()
        .parse()
        .ok()
        .filter(|id| *id > 0)
        .map(GameId)
        .ok_or_else(|| ArgError::NotAGameId(text.trim().to_owned()))
}

/// A postal address typed on one line, its lines separated by "\n", as lines.
pub(super) fn address_lines(text: &str) -> String {
    text.replace("\\n", "\n")
}

/// `yes` or `no`.
pub(super) fn yes_no(text: &str) -> Result<bool, ArgError> {
    match text {
        "yes" => Ok(true),
        "no" => Ok(false),
        _ => Err(ArgError::NotYesNo),
    }
}

/// A date as people type it: dd.mm.yyyy, dd.mm.yy or yyyy-mm-dd (a two-digit year read
/// around the system's today: the arguments are read before any diary's clock).
pub(super) fn date_arg(text: &str) -> Result<NaiveDate, ArgError> {
    let today = crate::diary::system_now().date();
    crate::domain::parse_date_input(text, today)
        .map_err(ArgError::Date)?
        .ok_or(ArgError::NoDate)
}

/// A time in seconds, from 0.01 to a day.
pub(super) fn seconds(text: &str) -> Result<Duration, ArgError> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|s| (0.01..=86_400.0).contains(s))
        .map(Duration::from_secs_f64)
        .ok_or(ArgError::NotSeconds)
}

/// A tournament's days of leave in the whole event (47.7.1): a number, or none for no such
/// limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EventLeave(pub Option<u32>);

/// `DAYS` or `none`.
pub(super) fn event_leave(text: &str) -> Result<EventLeave, ArgError> {
    match text.trim() {
        "none" | "" => Ok(EventLeave(None)),
        days => days
            .parse()
            .map(|d| EventLeave(Some(d)))
            .map_err(|_| ArgError::NotLeaveDays),
    }
}
