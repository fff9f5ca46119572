//! What happens to a game besides its moves: penalties, leave, the cards and e-mails of the
//! archive, and corrected dates.

use chrono::NaiveDate;
use shakmaty::Color;

use super::GameId;
use super::declarations::Declaration;

/// Days added to a side's total (47.4.9–47.4.11), with the clause that adds them.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Penalty {
    /// The side penalised.
    #[serde(with = "super::model::colour_serde")]
    pub side: Color,
    /// Days added to the total.
    pub days: u32,
    /// The clause applied, e.g. "47.4.9.2".
    pub clause: String,
    /// Why: the offence, told in the language of the moment.
    pub reason: PenaltyReason,
    /// The day it was recorded.
    pub date: NaiveDate,
}

/// A field of a ply whose value a correction changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlyField {
    /// The date written on the card.
    Written,
    /// The postmarks on it.
    Postmarks,
    /// The registered-mail receipt's date.
    Receipt,
    /// How it was sent.
    Delivery,
    /// The registered-mail receipt's number.
    ReceiptNumber,
    /// The day it arrived.
    Arrived,
}

impl PlyField {
    /// Every field a correction may change, in the order the records list them.
    pub const ALL: [PlyField; 6] = [
        PlyField::Written,
        PlyField::Postmarks,
        PlyField::Receipt,
        PlyField::Delivery,
        PlyField::ReceiptNumber,
        PlyField::Arrived,
    ];

    /// Its name where the diary keeps a correction.
    pub fn code(self) -> &'static str {
        match self {
            PlyField::Written => "written",
            PlyField::Postmarks => "postmarks",
            PlyField::Receipt => "receipt",
            PlyField::Delivery => "delivery",
            PlyField::ReceiptNumber => "receipt_number",
            PlyField::Arrived => "arrived",
        }
    }
}

/// One field a correction changed: the value before and after, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldChange {
    /// The field.
    pub field: PlyField,
    /// Before.
    pub was: String,
    /// After.
    pub now: String,
}

/// Why a penalty was given.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum PenaltyReason {
    /// An offence the rules name, kept as the value and told in the language of the moment.
    Offence(super::penalties::Offence),
    /// Words kept as they were stored: a penalty of an older diary whose text matches no
    /// offence in any language.
    Words(String),
}

/// Whose clock a leave stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum LeaveOf {
    /// Mine: all my games at once (47.7.1, 48.7.1).
    Me,
    /// The partner's in one game, as he declared it.
    Partner(GameId),
}

/// A period of leave, both days included.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Leave {
    /// Whose clock stops.
    pub of: LeaveOf,
    /// The first day of leave.
    pub first_day: NaiveDate,
    /// The last day of leave.
    pub last_day: NaiveDate,
    /// A note, e.g. how it was announced.
    pub note: String,
}

impl Leave {
    /// Whether it stops a clock of game `game`: mine stops every game's, the partner's his.
    pub fn stops_in(&self, game: super::GameId) -> bool {
        self.of == LeaveOf::Me || self.of == LeaveOf::Partner(game)
    }
}

/// Whether a piece of correspondence came to me or went from me.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Direction {
    /// Received from the partner or the arbiter.
    In,
    /// Sent by me.
    Out,
}

impl Direction {
    /// Whose card it is: mine when I sent it.
    pub fn side(self) -> super::Side {
        match self {
            Direction::Out => super::Side::Mine,
            Direction::In => super::Side::His,
        }
    }
}

/// How a piece of correspondence travelled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Medium {
    /// A postcard.
    Card,
    /// A letter in an envelope.
    Letter,
    /// An e-mail message.
    Email,
}

/// One card, letter or e-mail, kept until the results are in (47.1.3, 48.1.4).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CorrespondenceItem {
    /// The game it belongs to.
    pub game: GameId,
    /// In or out.
    pub direction: Direction,
    /// Card, letter or e-mail.
    pub medium: Medium,
    /// The date written on it.
    pub written: Option<NaiveDate>,
    /// The date it was sent.
    pub sent: Option<NaiveDate>,
    /// The date it was received.
    pub received: Option<NaiveDate>,
    /// The ply it carried, if any (0 = White's first move).
    pub ply: Option<u32>,
    /// What it says besides a move: a draw offered, accepted or declined, a resignation, a
    /// request for a clear move.
    pub declaration: Option<super::declarations::Declaration>,
    /// The other game whose move went on the same card (a double round: the same partner in
    /// two games of one tournament).
    pub together_with: Option<GameId>,
    /// His total time as his card states it (his cards only), compared with the diary's count.
    #[serde(default)]
    pub stated_total: Option<u32>,
    /// Its text.
    pub body: String,
}

/// A penalty, a period of leave or a card taken back by an undo, kept in the archive with why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Withdrawn {
    /// A penalty, and why it was withdrawn.
    Penalty(Penalty, String),
    /// A period of leave, and why it was withdrawn.
    Leave(Leave, String),
    /// A card filed by mistake (a repeat recorded that was not sent), and why it was withdrawn.
    Card(CorrespondenceItem, String),
}

/// A change of a recorded ply, kept for the arbiter: its dates corrected, or the partner's move
/// as I typed it from his card taken back (47.3.10 binds only the sender).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Correction {
    /// The ply (0 = White's first move).
    pub ply: u32,
    /// The partner's move taken back, when that is what happened.
    pub removed: Option<shakmaty::uci::UciMove>,
    /// Each field changed, with the value before and after, as stored.
    pub changes: Vec<FieldChange>,
    /// Why.
    pub reason: String,
}

/// The partner's card or e-mail as read: moves as written, in any notation; dates as dates.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HisCard {
    /// His repetition of my last move (47.3.7.5), if he wrote one.
    pub repetition: String,
    /// The moves of my variant he accepted, in order (47.3.8).
    pub accepted: Vec<String>,
    /// His move.
    pub his_move: String,
    /// The date he wrote on the card.
    pub written: Option<NaiveDate>,
    /// The postmarks on it (47.2.2.1, 47.2.2.3).
    pub postmarks: Vec<NaiveDate>,
    /// The registered-mail receipt number, when it came registered.
    pub receipt_number: String,
    /// The day it reached me; today when not given.
    pub received: Option<NaiveDate>,
    /// The day he received my last move, as his card states it.
    pub his_receipt: Option<NaiveDate>,
    /// His total time as his card states it.
    pub stated_total: Option<u32>,
    /// What his card says besides the move: a draw offered or declined with it, or, with no
    /// move, a draw accepted or his resignation.
    pub declaration: Option<Declaration>,
}

/// My move as I send it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MyCard {
    /// My move, in any notation.
    pub my_move: String,
    /// The day it goes; today when not given.
    pub date: Option<NaiveDate>,
    /// By registered mail, with the receipt's number (post only; empty while not known).
    pub registered: Option<String>,
    /// By ordinary mail on purpose, where registered mail is due (47.4.12).
    pub ordinary: bool,
    /// A variant after my move (47.3.8): his reply, my answer, and so on.
    pub variant: Vec<String>,
    /// What my card says besides the move: a draw offered or declined with it, or, with no
    /// move, his offer accepted or my resignation.
    pub declaration: Option<Declaration>,
}
