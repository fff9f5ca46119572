//! PGN with correspondence dates: the seven roster tags plus `Tournament`, `Mode` and `Board`,
//! and per move `[%ccsnt YYYY.MM.DD]` (sent; a `,HH:MM` time is read and dropped) and
//! `[%ccrcv YYYY.MM.DD]` (the day the mover received the previous move).
//!
//! A file is split into games by their tag sections so that each game's first line is known; a
//! bad game is reported with its line and reason and the others are read.

mod batches;
mod dates;
pub mod export;
pub mod import;
mod known;
mod line;
mod reading;
mod san;
mod source;
mod told;

pub use batches::{read_in_batches, read_pgn_with};
pub use export::write_pgn;
pub use line::{TypedLine, read_line};
pub use source::{Chunk, Source, Unreadable};

use std::ops::ControlFlow;

use chrono::NaiveDate;
use pgn_reader::Reader;
use shakmaty::uci::UciMove;

use crate::domain::analysis::Analysis;
use crate::domain::{GameResult, Mode};
use reading::GameVisitor;

/// One game read from or written to PGN.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PgnGame {
    /// `Event`: the tournament's name.
    pub event: String,
    /// `Site`.
    pub site: String,
    /// `Date` as written, `YYYY.MM.DD` with `??` for unknown parts.
    pub date: String,
    /// `Round`.
    pub round: String,
    /// `White`.
    pub white: String,
    /// `Black`.
    pub black: String,
    /// `Result`.
    pub result: GameResult,
    /// `Tournament`: the tournament's code, if given.
    pub tournament: Option<String>,
    /// `Mode`: `post` or `email`, if given.
    pub mode: Option<Mode>,
    /// `Board`: board or pairing number, if given.
    pub board: Option<String>,
    /// `TimeControl` as written, if given.
    pub time_control: Option<String>,
    /// The moves with their dates.
    pub plies: Vec<PgnPly>,
    /// What the move text says besides the moves: variations, comments, signs, evaluations.
    pub analysis: Analysis,
    /// The line of the file where the game begins (1-based).
    pub line: usize,
    /// Each tag's name with its line in the file.
    pub tag_lines: Vec<(String, usize)>,
    /// Its dates, where they cannot be a correspondence game's or are out of the order of
    /// events: an import refuses the game for it; reconciliation shows the dates as they are.
    pub dates_refused: Option<PgnError>,
}

impl PgnGame {
    /// The line of tag `name`, else the game's first line.
    pub fn line_of(&self, name: &str) -> usize {
        self.tag_lines
            .iter()
            .find(|(tag, _)| tag == name)
            .map_or(self.line, |(_, line)| *line)
    }

    /// The game's start date, when `Date` is complete.
    pub fn start(&self) -> Option<NaiveDate> {
        pgn_date(&self.date)
    }

    /// The mode the tags give: `Mode`, else a `Site` that says e-mail or ICCF (its server plays
    /// by article 48's rules of electronic play), else post.
    pub fn mode_or_guess(&self) -> Mode {
        self.mode.unwrap_or_else(|| {
            let site = self.site.to_lowercase();
            let email = site.contains("mail") || site.contains("почт") && site.contains("эл");
            if email || site.contains("iccf") {
                Mode::Email
            } else {
                Mode::Post
            }
        })
    }
}

/// One move with its dates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnPly {
    /// The move.
    pub uci: UciMove,
    /// `%ccsnt`: the day it was sent.
    pub sent: Option<NaiveDate>,
    /// `%ccrcv`: the day the mover received the previous move.
    pub received: Option<NaiveDate>,
}

/// A game that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnError {
    /// The line of the file where the problem is (1-based).
    pub line: usize,
    /// What is wrong.
    pub reason: PgnProblem,
}

/// What is wrong with a game of a PGN file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PgnProblem {
    /// The text could not be read at all.
    Unreadable(String),
    /// The game starts from a set-up position.
    SetUpPosition,
    /// A game of a chess variant, by the name its `Variant` tag gives.
    Variant(String),
    /// A typed line that starts after more moves than the game has.
    BeyondGame {
        /// The half-moves the game has.
        plies: usize,
        /// The half-moves the line starts after.
        after: usize,
    },
    /// A typed line without a move.
    NoMoves,
    /// A move that is illegal or ambiguous where it stands.
    Move {
        /// The move number.
        number: u32,
        /// "." for White, "..." for Black.
        dots: &'static str,
        /// The move as written.
        san: String,
        /// Whether it fits several moves rather than none.
        ambiguous: bool,
    },
    /// A `%ccsnt` or `%ccrcv` whose date cannot be read.
    BadDate {
        /// The command.
        command: String,
        /// Its value.
        value: String,
    },
    /// A `TimeControl` that is not a correspondence control in days: the tournament keeps the
    /// default of 30 days per 10 moves.
    TimeControl(String),
    /// E-mail moves with no `%ccrcv`, taken as received the day they were sent.
    ArrivalsAssumed(Vec<u32>),
    /// The file's move differs from a sent move already in the diary (47.3.10).
    Contradicts {
        /// The move number.
        number: u32,
        /// "." for White, "..." for Black.
        dots: &'static str,
        /// The move in the file.
        file: String,
        /// The move in the diary.
        diary: String,
    },
    /// A date no correspondence game can have: before 1900, or after next year.
    ImplausibleDate {
        /// Where it stands: `[Date]`, `[%ccsnt]` or `[%ccrcv]`.
        what: &'static str,
        /// The date as read.
        date: NaiveDate,
    },
    /// A move received before it was sent, or answered before it was received.
    OutOfOrder {
        /// The move number.
        number: u32,
        /// "." for White, "..." for Black.
        dots: &'static str,
        /// The later event's date, which is earlier.
        later: NaiveDate,
        /// The earlier event's date.
        earlier: NaiveDate,
        /// Whether the move was sent before its mover received the previous one (else: the
        /// previous move was received before it was sent).
        answer: bool,
    },
    /// A tag whose value the diary would refuse from a form: a name over its limit, a board
    /// that is no number.
    Fact {
        /// The tag: `White`, `Black`, `Event`, `Tournament`, `Board`.
        tag: &'static str,
        /// Why.
        error: crate::domain::facts::FactError,
    },
    /// Neither player is the diary's owner.
    NotMine {
        /// The name looked for.
        me: String,
        /// White's name.
        white: String,
        /// Black's name.
        black: String,
    },
}

/// Ascending numbers as a list with runs joined: "3, 5–8".
pub(crate) fn list(numbers: &[u32]) -> String {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for &n in numbers {
        match runs.last_mut() {
            Some((_, last)) if *last + 1 == n => *last = n,
            _ => runs.push((n, n)),
        }
    }
    runs.iter()
        .map(|&(a, b)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}–{b}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Reads an ICCF `TimeControl` into a control under chapter 9: `10/50` (or `10/50d`) is 10
/// moves in 50 days; `50d+1d`, 50 days plus a day for each move, gives 50 + 10 days for every
/// 10 moves. Anything else (seconds, as over the board) is not a correspondence control.
pub fn time_control(text: &str) -> Option<crate::domain::TimeControl> {
    let days = |s: &str, least: u32| -> Option<u32> {
        let s = s.trim();
        s.strip_suffix('d')
            .unwrap_or(s)
            .trim()
            .parse()
            .ok()
            .filter(|d| (least..=366).contains(d))
    };
    let text = text.trim();
    if let Some((moves, per)) = text.split_once('/') {
        let moves: u32 = moves
            .trim()
            .parse()
            .ok()
            .filter(|m| (1..=100).contains(m))?;
        return Some(crate::domain::TimeControl {
            moves,
            days: days(per, 1)?,
        });
    }
    // The clock form counts days: "50d+1d" (over the board "300+5" counts seconds).
    let (base, each) = text.split_once('+')?;
    if !base.trim().ends_with('d') {
        return None;
    }
    let (base, each) = (days(base, 1)?, days(each, 0)?);
    Some(crate::domain::TimeControl {
        moves: 10,
        days: base + 10 * each,
    })
}

/// A PGN file's bytes as text, kept without a copy when they are UTF-8 (checked the fast
/// way), else each byte that is not replaced by U+FFFD.
pub fn file_text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes)
        .unwrap_or_else(|not| String::from_utf8_lossy(not.as_bytes()).into_owned())
}

/// Reads every game of a PGN text: the good ones, and an error for each bad one.
pub fn read_pgn(text: &str) -> (Vec<PgnGame>, Vec<PgnError>) {
    read_pgn_with(text, &mut |_| ControlFlow::Continue(()))
        .unwrap_or_else(|| unreachable!("a reading nobody stops runs to the end"))
}

/// How far a reading has got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// Games read (and taken, in an import).
    pub games: usize,
    /// Bytes of the file read, of its `size`.
    pub read: u64,
    /// The file's size in bytes.
    pub size: u64,
}

impl Progress {
    /// How much of the file is read, in per cent; 0 while a file of no known size (a pipe)
    /// is read.
    pub fn percent(&self) -> u64 {
        (self.read * 100)
            .checked_div(self.size)
            .unwrap_or(0)
            .min(100)
    }
}

fn read_game(chunk: Chunk) -> Result<Option<PgnGame>, PgnError> {
    let (line, tags, raw) = (chunk.line, chunk.tags, chunk.bytes.len());
    let longest_tag = chunk.longest_tag;
    let text = file_text(chunk.bytes);
    let uci = reading::uci_promotions(&text);
    let chunk = uci.as_deref().unwrap_or(&text);
    // A tag as long as the file writes it is read whole, to be refused by its length: as the
    // source measured it, or measured again in a text mended (bad bytes replaced, or moves
    // written as UCI given their "=").
    let longest = match chunk.len() == raw {
        true => longest_tag,
        false => chunk.lines().map(str::len).max().unwrap_or(0),
    };
    let mut reader = Reader::build(chunk.as_bytes())
        .set_supported_tag_line_length(longest + 1)
        .finish();
    let mut visitor = GameVisitor;
    match reader.read_game(&mut visitor) {
        Ok(Some(Ok(mut game))) => {
            game.line = line;
            game.tag_lines = tags;
            game.dates_refused = dates::in_order(&game, dates::latest_year())
                .err()
                .map(|bad| PgnError {
                    line: line + bad.line_in(chunk),
                    reason: bad.reason,
                });
            Ok(Some(game))
        }
        Ok(Some(Err(bad))) => Err(PgnError {
            line: line + bad.line_in(chunk),
            reason: bad.reason,
        }),
        Ok(None) => Ok(None),
        Err(e) => Err(PgnError {
            line,
            reason: PgnProblem::Unreadable(e.to_string()),
        }),
    }
}

/// Reads a PGN date `YYYY.MM.DD` (one or two digits for the month and the day). Read by hand:
/// an import reads two dates a move, and chrono's format parser took most of its time.
pub fn pgn_date(text: &str) -> Option<NaiveDate> {
    date_of(text.trim().as_bytes())
}

/// [`pgn_date`] of bytes.
fn date_of(text: &[u8]) -> Option<NaiveDate> {
    let number = |part: Option<&[u8]>, most: usize| -> Option<u32> {
        let part = part.filter(|p| (1..=most).contains(&p.len()))?;
        part.iter().try_fold(0, |n, b| {
            b.is_ascii_digit().then(|| n * 10 + u32::from(b - b'0'))
        })
    };
    let mut parts = text.trim_ascii().split(|b| *b == b'.');
    let (year, month, day) = (
        number(parts.next(), 4)?,
        number(parts.next(), 2)?,
        number(parts.next(), 2)?,
    );
    if parts.next().is_some() {
        return None;
    }
    NaiveDate::from_ymd_opt(year as i32, month, day)
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod analysis_tests;
