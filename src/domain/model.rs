//! The diary's vocabulary: me, partners, tournaments, games and plies.

use std::fmt;
use std::str::FromStr;

use chrono::NaiveDate;
use shakmaty::Color;
use shakmaty::uci::UciMove;

use super::state::{GameResult, GameState, GameStatus};

/// Identifies a tournament in the diary.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct TournamentId(pub i64);

/// Identifies a partner in the diary.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct PartnerId(pub i64);

/// Identifies a game in the diary.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct GameId(pub i64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The diary's owner, as printed on postcards and reports (47.3.7.6).
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Profile {
    /// Surname, name and patronymic as the forms want them.
    pub full_name: String,
    /// Full postal address, several lines.
    pub postal_address: String,
    /// E-mail address for e-mail tournaments.
    pub email: String,
    /// The line printed above the signature.
    pub signature: String,
}

/// How moves travel in a tournament: article 47 (post) or article 48 (e-mail).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Mode {
    /// Postcards and letters (article 47).
    #[default]
    Post,
    /// E-mail (article 48).
    Email,
}

impl Mode {
    /// Every mode, in the order forms list them.
    pub const ALL: [Mode; 2] = [Mode::Post, Mode::Email];

    /// The stable name used in files and on the command line.
    pub fn code(self) -> &'static str {
        match self {
            Mode::Post => "post",
            Mode::Email => "email",
        }
    }
}

impl FromStr for Mode {
    type Err = ParseCodeError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Mode::ALL
            .into_iter()
            .find(|m| m.code() == s)
            .ok_or_else(|| ParseCodeError::new("mode", s))
    }
}

/// A stored code that names no known value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseCodeError {
    /// What the code should name ("mode", "status"…).
    pub what: &'static str,
    /// The code found.
    pub code: String,
}

impl ParseCodeError {
    pub(crate) fn new(what: &'static str, code: &str) -> Self {
        ParseCodeError {
            what,
            code: code.to_owned(),
        }
    }
}

/// The time control (47.6.1): at most `days` of thinking time per `moves` moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct TimeControl {
    /// Days allowed per period.
    pub days: u32,
    /// Moves per period.
    pub moves: u32,
}

impl Default for TimeControl {
    fn default() -> Self {
        TimeControl {
            days: 30,
            moves: 10,
        }
    }
}

/// The tournament's arbiter, to whom reports and claims go.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Arbiter {
    /// The arbiter's name.
    pub name: String,
    /// Postal address, several lines.
    pub postal_address: String,
    /// E-mail address.
    pub email: String,
}

impl Arbiter {
    /// Whether a paper to the arbiter would leave him unnamed or without an address.
    pub fn unknown(&self) -> bool {
        self.name.trim().is_empty()
            || (self.postal_address.trim().is_empty() && self.email.trim().is_empty())
    }
}

/// A correspondence tournament and the parameters its regulations set.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Tournament {
    /// Code, number or index of the competition (47.3.7.1), e.g. "ЧР-72/ф".
    pub code: String,
    /// Full name, e.g. "Кубок России-7".
    pub name: String,
    /// Post or e-mail.
    pub mode: Mode,
    /// Official start date.
    pub start: Option<NaiveDate>,
    /// Official end date (adjudication materials are due 14 days after it).
    pub end: Option<NaiveDate>,
    /// Thinking time per number of moves.
    pub control: TimeControl,
    /// Days of leave allowed per calendar year (47.7.1).
    pub leave_allowance_days: u32,
    /// Days of leave allowed over the whole event, where the regulations set it (47.7.1).
    pub leave_event_days: Option<u32>,
    /// Penalty days for a first offence in a game (47.4.9).
    pub penalty_days: u32,
    /// Whether the regulations require registered mail for every move (47.2.1).
    pub registered_mail: RegisteredMail,
    /// The arbiter.
    pub arbiter: Arbiter,
    /// Whether the regulations allow engines (the rules do not forbid them; an organiser may).
    pub engines_allowed: bool,
    /// Whether my cards show the position after my move, so the partner can check his board.
    pub card_diagram: bool,
}

impl Tournament {
    /// The name an import gives a tournament its file does not name.
    pub const UNNAMED: &'static str = "PGN";

    /// Whether it still has only the name an import gave it: a card would print "PGN".
    pub fn is_unnamed(&self) -> bool {
        self.code.trim().is_empty() && self.name == Self::UNNAMED
    }

    /// How the papers and lists name it: its code, else its full name.
    pub fn label(&self) -> &str {
        if self.code.is_empty() {
            &self.name
        } else {
            &self.code
        }
    }

    /// How a heading names it: its full name, else its code.
    pub fn title(&self) -> &str {
        if self.name.is_empty() {
            &self.code
        } else {
            &self.name
        }
    }
}

impl Default for Tournament {
    fn default() -> Self {
        Tournament {
            code: String::new(),
            name: String::new(),
            mode: Mode::Post,
            start: None,
            end: None,
            control: TimeControl::default(),
            leave_allowance_days: 30,
            leave_event_days: None,
            penalty_days: 5,
            registered_mail: RegisteredMail::WhenInTimeTrouble,
            arbiter: Arbiter::default(),
            engines_allowed: true,
            card_diagram: false,
        }
    }
}

/// When moves must go by registered mail.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum RegisteredMail {
    /// Only with five or fewer days left to the control (47.4.12) and for repeats (47.5.1).
    #[default]
    WhenInTimeTrouble,
    /// Always: the regulations or the arbiter demand it (47.2.1).
    Always,
}

/// A partner's contact details from a given date on (addresses change during play, 47.1.2).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Contact {
    /// The first day these details are valid.
    pub since: NaiveDate,
    /// Full postal address.
    pub postal_address: String,
    /// E-mail address.
    pub email: String,
}

/// An opponent, with the history of his addresses.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Partner {
    /// Surname and name.
    pub name: String,
    /// Contact details, oldest first.
    pub contacts: Vec<Contact>,
    /// Whether sentences about the partner say "he" or "she" ("допустил", "допустила").
    pub gender: Gender,
}

/// Whose a thing is in a game: mine or the partner's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// Mine.
    Mine,
    /// The partner's.
    His,
}

impl Side {
    /// The side that plays `colour` in a game where I play `me`.
    pub fn playing(colour: shakmaty::Color, me: shakmaty::Color) -> Side {
        match colour == me {
            true => Side::Mine,
            false => Side::His,
        }
    }

    /// The side's name in the messages' selectors: `mine` or `his`.
    pub fn code(self) -> &'static str {
        match self {
            Side::Mine => "mine",
            Side::His => "his",
        }
    }

    /// The side's colour in a game where I play `me`.
    pub fn colour(self, me: shakmaty::Color) -> shakmaty::Color {
        match self {
            Side::Mine => me,
            Side::His => !me,
        }
    }
}

/// How a sentence speaks of the partner.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Gender {
    /// He.
    #[default]
    Male,
    /// She.
    Female,
}

impl Gender {
    /// The stored code.
    pub fn code(self) -> &'static str {
        match self {
            Gender::Male => "m",
            Gender::Female => "f",
        }
    }

    /// Reads a stored code.
    pub fn from_code(code: &str) -> Gender {
        if code == "f" {
            Gender::Female
        } else {
            Gender::Male
        }
    }
}

impl Partner {
    /// The contact details in force on `date`.
    pub fn contact_on(&self, date: NaiveDate) -> Option<&Contact> {
        self.contacts.iter().rev().find(|c| c.since <= date)
    }

    /// The newest contact details.
    pub fn current_contact(&self) -> Option<&Contact> {
        self.contacts.last()
    }

    /// His details from `since` on: what is not given is kept from his current ones. A new
    /// address cannot start before the current one did (it would not become current): then the
    /// current one's first day is the error.
    pub fn moved(
        &self,
        since: NaiveDate,
        postal_address: Option<&str>,
        email: Option<&str>,
    ) -> Result<Contact, NaiveDate> {
        let current = self.current_contact();
        if let Some(c) = current.filter(|c| since < c.since) {
            return Err(c.since);
        }
        let kept = |given: Option<&str>, old: fn(&Contact) -> &str| {
            given
                .map(|g| g.trim().to_owned())
                .unwrap_or_else(|| current.map(old).unwrap_or_default().to_owned())
        };
        Ok(Contact {
            since,
            postal_address: kept(postal_address, |c| &c.postal_address),
            email: kept(email, |c| &c.email),
        })
    }
}

/// One game of the diary: one tournament, one partner, my colour.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Game {
    /// The tournament it belongs to.
    pub tournament: TournamentId,
    /// The opponent.
    pub partner: PartnerId,
    /// The colour I play.
    #[serde(with = "colour_serde")]
    pub my_colour: Color,
    /// Board or pairing number in the tournament table.
    pub board: String,
    /// The day play started.
    pub start: Option<NaiveDate>,
    /// In play, finished (with its result), at adjudication or withdrawn.
    pub state: GameState,
    /// How many of the first plies were played before the diary kept their dates (an import
    /// without dates, so marked by the player): none of their dates is asked for.
    pub undated_plies: u32,
}

impl Game {
    /// In play, finished, adjudication or withdrawn.
    pub fn status(&self) -> GameStatus {
        self.state.status()
    }

    /// The result, once known.
    pub fn result(&self) -> GameResult {
        self.state.result()
    }

    /// Whether the game takes moves, sent or received: only while in play; one finished, at
    /// adjudication or withdrawn takes none.
    pub fn takes_moves(&self) -> bool {
        self.state == GameState::InPlay
    }

    /// Whether the dates of a game of `plies` plies so far were not kept: every one of them
    /// was played before the diary kept dates, as the player said.
    pub fn dates_not_kept(&self, plies: usize) -> bool {
        plies > 0 && plies <= self.undated_plies as usize
    }

    /// How boards sort, as `Game::board` says and the SQL of the game list does: numbered
    /// boards by their number (1, 2, 10, not 1, 10, 2), then the others as text, a game with
    /// no board last.
    pub fn board_key(&self) -> (bool, bool, u64, String) {
        let board = self.board.trim();
        let digits: String = board.chars().take_while(char::is_ascii_digit).collect();
        let number = digits.parse().ok();
        (
            board.is_empty(),
            number.is_none(),
            number.unwrap_or(0),
            board.to_owned(),
        )
    }
}

/// How a move travelled.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum Delivery {
    /// An ordinary postcard or letter.
    #[default]
    Ordinary,
    /// Registered mail, with the post office's receipt number (ШПИ) if known.
    Registered {
        /// The receipt number, cited in claims (47.6.2.2).
        receipt_number: String,
    },
    /// An e-mail message (article 48).
    Email,
}

/// The dates that tell when a move was sent, as they appear on the card (47.2.2).
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct SendEvidence {
    /// The date the sender wrote on the card or in the message.
    pub written: Option<NaiveDate>,
    /// Postmark dates on the card, in any order.
    pub postmarks: Vec<NaiveDate>,
    /// The date on the post office's receipt for registered mail.
    pub receipt: Option<NaiveDate>,
}

/// Whether a ply has gone to the partner. A sent ply can never change (47.3.10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum PlyState {
    /// Prepared but not sent: may still be changed or dropped.
    Draft,
    /// Sent (mine) or received (the partner's): locked.
    #[default]
    Sent,
}

/// One half-move of a game with its dates: one side of a row of the article-52 schedule.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PlyRecord {
    /// The move.
    pub uci: UciMove,
    /// The dates behind the send date.
    pub sent: SendEvidence,
    /// The day the opponent received this move, as he records it (47.2.2.4).
    pub arrived: Option<NaiveDate>,
    /// Ordinary, registered or e-mail.
    pub delivery: Delivery,
    /// Draft or sent.
    pub state: PlyState,
}

impl PlyRecord {
    /// A sent ply with only a written send date.
    pub fn sent_on(uci: UciMove, date: Option<NaiveDate>) -> Self {
        PlyRecord {
            uci,
            sent: SendEvidence {
                written: date,
                ..SendEvidence::default()
            },
            arrived: None,
            delivery: Delivery::Ordinary,
            state: PlyState::Sent,
        }
    }
}

/// Who makes ply `ply` (0 is White's first move).
pub fn mover(ply: u32) -> Color {
    Color::from_white(ply.is_multiple_of(2))
}

/// The move number ply `ply` belongs to: 1 for White's and Black's first moves.
pub fn move_number(ply: u32) -> u32 {
    ply / 2 + 1
}

/// Ply `ply` (from 0) as a move is named before its move: "14." for White's 14th, "14..." for
/// Black's.
pub fn move_label(ply: usize) -> String {
    let dots = if ply.is_multiple_of(2) { "." } else { "..." };
    format!("{}{dots}", ply / 2 + 1)
}

/// A move's label at the start of `text`, read back: "14." is ply 26 (from 0), "14..." or
/// "14…" ply 27; with whether it had its dots (a bare "14" is White's) and the text after it.
pub fn read_move_label(text: &str) -> Option<(usize, bool, &str)> {
    let text = text.trim_start();
    let digits = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let number: usize = text[..digits].parse().ok().filter(|n| *n > 0)?;
    let rest = &text[digits..];
    let (black, dotted, rest) = match (rest.strip_prefix("..."), rest.strip_prefix('…')) {
        (Some(r), _) | (_, Some(r)) => (true, true, r),
        _ => match rest.strip_prefix('.') {
            Some(r) => (false, true, r),
            None => (false, false, rest),
        },
    };
    Some(((number - 1) * 2 + usize::from(black), dotted, rest))
}

/// A colour as the journal keeps it (`"white"`, `"black"`): shakmaty's `Color` has no serde
/// form of its own.
pub(crate) mod colour_serde {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Color;

    /// Writes `c` as its name.
    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(c.fold_wb("white", "black"))
    }

    /// Reads a colour by its name.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        match String::deserialize(d)?.as_str() {
            "white" => Ok(Color::White),
            "black" => Ok(Color::Black),
            other => Err(serde::de::Error::custom(format!("colour {other:?}"))),
        }
    }
}
