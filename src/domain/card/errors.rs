//! What can be wrong with a card or a repeat, said in the player's language, and the date
//! checks every card goes through (47.2.2).

use chrono::NaiveDate;

use crate::domain::format_date;
use crate::domain::notation::MoveError;
use crate::domain::variant::{RepetitionError, VariantError};
use crate::lang::Language;

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

impl DateField {
    /// The field's name in `lang`.
    pub fn name(self, lang: Language) -> &'static str {
        match (self, lang) {
            (DateField::Written, Language::En) => "the date on his card",
            (DateField::Written, Language::Ru) => "дата на его открытке",
            (DateField::Postmark, Language::En) => "the postmark",
            (DateField::Postmark, Language::Ru) => "почтовый штемпель",
            (DateField::Received, Language::En) => "the day his move reached me",
            (DateField::Received, Language::Ru) => "день получения его хода",
            (DateField::HisReceipt, Language::En) => "the day he received my move",
            (DateField::HisReceipt, Language::Ru) => "день, когда он получил мой ход",
            (DateField::MySent, Language::En) => "the send date",
            (DateField::MySent, Language::Ru) => "дата отправки",
            (DateField::MyLastSent, Language::En) => "the day my last move was sent",
            (DateField::MyLastSent, Language::Ru) => "день отправки моего последнего хода",
            (DateField::HisLastArrived, Language::En) => "the day his last move reached me",
            (DateField::HisLastArrived, Language::Ru) => "день получения его последнего хода",
            (DateField::HisSent, Language::En) => "the day his card counts as sent",
            (DateField::HisSent, Language::Ru) => "день отправки его открытки",
        }
    }
}

/// Why a card cannot be recorded as it is. Nothing is recorded then.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardError {
    /// His move cannot be read or played: ask for a replacement (47.3.12).
    Impossible(MoveError),
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
        )
    }

    /// The error in `lang`, naming the field and both dates where dates disagree.
    pub fn told(&self, lang: Language) -> String {
        let ru = lang == Language::Ru;
        match self {
            CardError::Impossible(e)
            | CardError::MyMove(e)
            | CardError::RepetitionUnreadable(e) => e.told(lang),
            CardError::WrongRepetition { written, mine } if ru => {
                format!("{written}: ваш ход был {mine} (47.3.7.5)")
            }
            CardError::WrongRepetition { written, mine } => {
                format!("{written}: your move was {mine} (47.3.7.5)")
            }
            CardError::WrongVariant(e) if ru => format!("вариант: {e}"),
            CardError::WrongVariant(e) => format!("variant: {e}"),
            CardError::MyVariant(e) if ru => format!("вариант: {e}"),
            CardError::MyVariant(e) => format!("variant: {e}"),
            CardError::NotInPlay if ru => "партия не идёт: ходы в неё не записываются".to_owned(),
            CardError::NotInPlay => "the game is not in play: it takes no more moves".to_owned(),
            CardError::NotHisTurn if ru => "сейчас ваш ход: принимать нечего".to_owned(),
            CardError::NotHisTurn => {
                "it is your move: there is no move of his to record".to_owned()
            }
            CardError::NotMyTurn if ru => "сейчас ход партнёра: отправлять нечего".to_owned(),
            CardError::NoMoveOfHis if ru => {
                "последний ход ваш: нет его хода, чтобы записать день получения".to_owned()
            }
            CardError::NoMoveOfHis => {
                "the last move is yours: no move of his waits for its arrival date".to_owned()
            }
            CardError::NotMyTurn => "it is his move: there is no move of yours to send".to_owned(),
            CardError::Future(field, date) if ru => {
                format!(
                    "{}: {} ещё не наступило",
                    field.name(lang),
                    format_date(*date)
                )
            }
            CardError::Future(field, date) => {
                format!(
                    "{}: {} is in the future",
                    field.name(lang),
                    format_date(*date)
                )
            }
            CardError::Before {
                field,
                date,
                after,
                after_date,
            } if ru => format!(
                "{} {} раньше, чем {} {}: проверьте даты",
                field.name(lang),
                format_date(*date),
                after.name(lang),
                format_date(*after_date)
            ),
            CardError::Before {
                field,
                date,
                after,
                after_date,
            } => format!(
                "{} {} is before {} {}: check the dates",
                field.name(lang),
                format_date(*date),
                after.name(lang),
                format_date(*after_date)
            ),
        }
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

impl RepeatError {
    /// The error in `lang`.
    pub fn told(self, lang: Language) -> String {
        match (self, lang) {
            (RepeatError::NotMyMove, Language::En) => {
                "the last move is not mine: there is nothing to repeat".to_owned()
            }
            (RepeatError::NotMyMove, Language::Ru) => {
                "последний ход не мой: повторять нечего".to_owned()
            }
            (RepeatError::Future(d), Language::En) => {
                format!("the repeat date {} is in the future", format_date(d))
            }
            (RepeatError::Future(d), Language::Ru) => {
                format!("дата повтора {} ещё не наступила", format_date(d))
            }
            (RepeatError::NotAfterSent { date, sent }, Language::En) => format!(
                "the repeat {} is not after the move was sent {}: check the date",
                format_date(date),
                format_date(sent)
            ),
            (RepeatError::NotAfterSent { date, sent }, Language::Ru) => format!(
                "повтор {} не позже отправки хода {}: проверьте дату",
                format_date(date),
                format_date(sent)
            ),
        }
    }
}
