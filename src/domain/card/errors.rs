//! What can be wrong with a card or a repeat, said in the player's language, and the date
//! checks every card goes through (47.2.2).

use chrono::NaiveDate;

use crate::domain::notation::MoveError;
use crate::domain::variant::{RepetitionError, VariantError};

/// A date a card carries, named as the forms name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateField {
    /// The date he wrote on his card.
    Written,
    /// A postmark on his card.
    Postmark,
    /// The day his card reached me.
    Received,
    /// The day, by his card, he received my move.
    HisReceipt,
    /// The day my move was sent.
    MySent,
    /// The day my last move was sent, as the diary has it.
    MyLastSent,
    /// The day his last move reached me, as the diary has it.
    HisLastArrived,
    /// The day his card counts as sent (47.2.2).
    HisSent,
}

/// Why a card cannot be recorded as it is. Nothing is recorded then.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardError {
    /// His move cannot be read or played: ask for a replacement (47.3.12).
    Impossible(MoveError),
    /// My move is due by registered mail (47.4.12) and goes neither registered nor by ordinary
    /// mail on purpose.
    RegisteredRequired,
    /// He repeated my last move wrongly (47.3.7.5): his move is not valid, 47.4.9.2 applies.
    WrongRepetition {
        /// What he wrote.
        written: String,
        /// My move, in long algebraic.
        mine: String,
    },
    /// His repetition of my move or of the variant cannot be read (47.4.9.2).
    RepetitionUnreadable(MoveError),
    /// The accepted variant moves are not the variant's (47.3.9).
    WrongVariant(RepetitionError),
    /// An accepted variant move, `index` from 0, cannot be read or played where it stands.
    AcceptedUnreadable {
        /// Its place among the accepted moves, from 0.
        index: usize,
        /// Why it cannot be played.
        error: MoveError,
    },
    /// His card accepts variant moves, and my last move proposed no variant (47.3.8).
    NoVariantToAccept,
    /// My move cannot be read or played.
    MyMove(MoveError),
    /// My variant is not a line of legal moves (47.3.8).
    MyVariant(VariantError),
    /// The game is not in play.
    NotInPlay,
    /// It is my move: there is no move of his to record.
    NotHisTurn,
    /// It is his move: there is no move of mine to send.
    NotMyTurn,
    /// The last move is mine (or there is none): no move of his waits for its arrival date.
    NoMoveOfHis,
    /// A receipt number that is not one, or has a wrong check digit.
    Receipt(crate::domain::receipt::ReceiptError),
    /// A draw accepted or declined with no open offer of the other side to answer.
    NoOfferToAnswer {
        /// Whose card it is.
        card: crate::domain::Side,
    },
    /// A replacement asked for a move that can be played (47.3.12): the move as written, in
    /// long algebraic.
    PlayableMove(String),
    /// A card that says this travels without a move, and a move was given with it.
    MoveNotWanted(crate::domain::declarations::Declaration),
    /// A date after today.
    Future(DateField, NaiveDate),
    /// A date before one it must follow.
    Before {
        /// The date that is too early.
        field: DateField,
        /// Its value.
        date: NaiveDate,
        /// The date it must not precede.
        after: DateField,
        /// That date's value.
        after_date: NaiveDate,
    },
}

impl CardError {
    /// Whether the card brings an impossible or illegible move (47.3.12).
    pub fn is_impossible_move(&self) -> bool {
        matches!(self, CardError::Impossible(_))
    }

    /// Whether his repetition is wrong, which costs him a penalty (47.4.9.2).
    pub fn is_wrong_repetition(&self) -> bool {
        matches!(
            self,
            CardError::WrongRepetition { .. }
                | CardError::RepetitionUnreadable(_)
                | CardError::WrongVariant(_)
                | CardError::AcceptedUnreadable { .. }
        )
    }
}

/// `date` must not come before `after` (when both are known).
pub(super) fn not_before(
    field: DateField,
    date: Option<NaiveDate>,
    after: DateField,
    after_date: Option<NaiveDate>,
) -> Result<(), CardError> {
    match (date, after_date) {
        (Some(date), Some(after_date)) if date < after_date => Err(CardError::Before {
            field,
            date,
            after,
            after_date,
        }),
        _ => Ok(()),
    }
}

pub(super) fn not_future(
    field: DateField,
    date: Option<NaiveDate>,
    today: NaiveDate,
) -> Result<(), CardError> {
    match date {
        Some(d) if d > today => Err(CardError::Future(field, d)),
        _ => Ok(()),
    }
}

/// Why my last move cannot be repeated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RepeatError {
    /// The last move is his, or there is none: there is nothing of mine to repeat.
    NotMyMove,
    /// The repeat is dated after today.
    Future(NaiveDate),
    /// The repeat is dated on or before the day the move itself was sent.
    NotAfterSent {
        /// The repeat's date.
        date: NaiveDate,
        /// The move's send date.
        sent: NaiveDate,
    },
}
