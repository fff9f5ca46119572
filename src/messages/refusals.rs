//! Why something was refused or cannot be read: a card, a move, a leave, in the user's
//! language, naming the field.

use std::error::Error;
use std::fmt;

use shakmaty::Role;

use super::{Language, Noun};
use crate::domain::card::{CardError, DateField, RepeatError};
use crate::domain::date_input::DateInputError;
use crate::domain::format_date;
use crate::domain::leave::LeaveError;
use crate::domain::notation::{
    IllegalMoveError, IllegalReason, LongSyntaxError, MoveError, MoveSyntaxError,
    NumericSyntaxError, RoleName, SyntaxReason,
};
use crate::domain::penalties::Offence;
use crate::domain::receipt::ReceiptError;
use crate::domain::variant::{RepetitionError, VariantError};
use crate::domain::{ParseCodeError, PenaltyReason, Side};
use crate::tr;

impl DateField {
    /// The field's name in `lang`.
    pub fn name(self, lang: Language) -> String {
        let field = match self {
            DateField::Written => "written",
            DateField::Postmark => "postmark",
            DateField::Received => "received",
            DateField::HisReceipt => "his-receipt",
            DateField::MySent => "my-sent",
            DateField::MyLastSent => "my-last-sent",
            DateField::HisLastArrived => "his-last-arrived",
            DateField::HisSent => "his-sent",
        };
        tr!(lang, "date-field", field = field)
    }
}

impl CardError {
    /// The error in `lang`, naming the field and both dates where dates disagree.
    pub fn told(&self, lang: Language) -> String {
        match self {
            CardError::Impossible(e) => tr!(lang, "card-impossible", error = e.told(lang)),
            CardError::MyMove(e) => tr!(lang, "card-my-move", error = e.told(lang)),
            CardError::RepetitionUnreadable(e) => {
                tr!(lang, "card-repetition-unreadable", error = e.told(lang))
            }
            CardError::AcceptedUnreadable { index, error } => tr!(
                lang,
                "card-accepted-unreadable",
                number = index + 1,
                error = error.told(lang)
            ),
            CardError::NoVariantToAccept => tr!(lang, "card-no-variant-to-accept"),
            CardError::WrongRepetition { written, mine } => tr!(
                lang,
                "card-wrong-repetition",
                written = written.as_str(),
                mine = mine.as_str()
            ),
            CardError::WrongVariant(e) => tr!(lang, "card-variant", error = e.told(lang)),
            CardError::MyVariant(e) => tr!(lang, "card-variant", error = e.told(lang)),
            CardError::Receipt(e) => e.told(lang),
            CardError::NoOfferToAnswer { card } => tr!(
                lang,
                "card-no-offer-to-answer",
                // The offer that is not there: the other side's.
                whose = match card {
                    Side::Mine => "his",
                    Side::His => "mine",
                }
            ),
            CardError::PlayableMove(m) => tr!(lang, "card-playable-move", mv = m.as_str()),
            CardError::MoveNotWanted(d) => {
                tr!(lang, "card-move-not-wanted", declaration = d.name(lang))
            }
            CardError::NotInPlay => tr!(lang, "card-not-in-play"),
            CardError::NotHisTurn => tr!(lang, "card-not-his-turn"),
            CardError::NotMyTurn => tr!(lang, "card-not-my-turn"),
            CardError::RegisteredRequired => tr!(lang, "card-registered-required"),
            CardError::NoMoveOfHis => tr!(lang, "card-no-move-of-his"),
            CardError::Future(field, date) => tr!(
                lang,
                "card-future",
                field = field.name(lang),
                date = format_date(*date)
            ),
            CardError::Before {
                field,
                date,
                after,
                after_date,
            } => tr!(
                lang,
                "card-before",
                field = field.name(lang),
                date = format_date(*date),
                after = after.name(lang),
                after_date = format_date(*after_date)
            ),
        }
    }
}

impl RepeatError {
    /// The error in `lang`.
    pub fn told(self, lang: Language) -> String {
        match self {
            RepeatError::NotMyMove => tr!(lang, "repeat-not-my-move"),
            RepeatError::Future(d) => tr!(lang, "repeat-future", date = format_date(d)),
            RepeatError::NotAfterSent { date, sent } => tr!(
                lang,
                "repeat-not-after-sent",
                date = format_date(date),
                sent = format_date(sent)
            ),
        }
    }
}

impl NumericSyntaxError {
    /// Why a numeric move cannot be read, in `lang`.
    pub fn told(&self, lang: Language) -> String {
        match self {
            NumericSyntaxError::Length => tr!(lang, "numeric-length"),
            NumericSyntaxError::NotADigit(c) => {
                tr!(lang, "numeric-not-a-digit", typed = c.to_string())
            }
            NumericSyntaxError::NoFile(c) => tr!(lang, "numeric-no-file", typed = c.to_string()),
            NumericSyntaxError::NoRank(c) => tr!(lang, "numeric-no-rank", typed = c.to_string()),
            NumericSyntaxError::NoPromotionPiece(c) => {
                tr!(lang, "numeric-no-promotion-piece", typed = c.to_string())
            }
        }
    }
}

impl SyntaxReason {
    /// Why a move cannot be read, in `lang`.
    pub fn told(&self, lang: Language) -> String {
        match self {
            SyntaxReason::Empty | SyntaxReason::Long(LongSyntaxError::Empty) => {
                tr!(lang, "move-not-written")
            }
            SyntaxReason::Unreadable => tr!(lang, "move-unreadable"),
            SyntaxReason::Numeric(n) => n.told(lang),
            SyntaxReason::Long(LongSyntaxError::Shape) => tr!(lang, "move-long-shape"),
            SyntaxReason::Long(LongSyntaxError::Promotion(c)) => {
                tr!(lang, "move-long-promotion", typed = c.to_string())
            }
        }
    }
}

impl IllegalReason {
    /// Why a move cannot be played, in `lang`.
    pub fn told(&self, lang: Language) -> String {
        match self {
            IllegalReason::NoPiece(sq) => tr!(lang, "illegal-no-piece", square = sq.to_string()),
            IllegalReason::NotTheMovers(sq) => {
                tr!(lang, "illegal-not-the-movers", square = sq.to_string())
            }
            IllegalReason::WrongPiece { square, found } => tr!(
                lang,
                "illegal-wrong-piece",
                square = square.to_string(),
                piece = found.told(lang)
            ),
            IllegalReason::Ambiguous => tr!(lang, "illegal-ambiguous"),
            IllegalReason::Illegal => tr!(lang, "illegal-here"),
            IllegalReason::OtherSide(c) => tr!(
                lang,
                "illegal-other-side",
                turn = if c.is_white() { "white" } else { "black" }
            ),
        }
    }
}

impl RoleName {
    /// The piece's name in `lang`.
    pub fn told(&self, lang: Language) -> String {
        let piece = match self.0 {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        };
        tr!(lang, "piece-name", piece = piece)
    }
}

impl MoveError {
    /// The error in `lang`, quoting the input.
    pub fn told(&self, lang: Language) -> String {
        let (input, why) = match self {
            MoveError::Syntax(s) => (&s.input, s.reason.told(lang)),
            MoveError::Illegal(i) => (&i.input, i.reason.told(lang)),
        };
        tr!(lang, "move-error", input = input.as_str(), why = why)
    }
}

impl LeaveError {
    /// The refusal in `lang`.
    pub fn told(&self, lang: Language) -> String {
        match self {
            LeaveError::EndsBeforeStart => tr!(lang, "leave-ends-before-start"),
            LeaveError::Overlaps { first, last } => tr!(
                lang,
                "leave-overlaps",
                first = format_date(*first),
                last = format_date(*last)
            ),
            LeaveError::OverAllowance {
                year,
                total,
                allowance,
            } => tr!(
                lang,
                "leave-over-allowance",
                year = *year,
                total = lang.count(*total, Noun::Day),
                allowance = *allowance
            ),
        }
    }
}

impl ReceiptError {
    /// The error in `lang`.
    pub fn told(&self, lang: Language) -> String {
        match self {
            ReceiptError::Shape => tr!(lang, "receipt-shape"),
            ReceiptError::CheckDigit { expected, found } => tr!(
                lang,
                "receipt-check-digit",
                expected = expected.to_string(),
                found = found.to_string()
            ),
        }
    }
}

impl Offence {
    /// What happened, as the penalty menu and the record say it.
    pub fn told(self, lang: Language) -> String {
        match self {
            Offence::ImpossibleMove => tr!(lang, "offence-impossible-move"),
            Offence::IllegibleMove => tr!(lang, "offence-illegible-move"),
            Offence::NoMove => tr!(lang, "offence-no-move"),
            Offence::WrongRepetition => tr!(lang, "offence-wrong-repetition"),
            Offence::NotRegistered => tr!(lang, "offence-not-registered"),
            Offence::WrongAddress => tr!(lang, "offence-wrong-address"),
            Offence::LateRepeat { delay_days } => tr!(
                lang,
                "offence-late-repeat",
                delay = lang.count(delay_days, Noun::Day)
            ),
        }
    }
}

impl PenaltyReason {
    /// Why the penalty was given, in `lang`: its offence told now, or the words kept.
    pub fn told(&self, lang: Language) -> String {
        match self {
            PenaltyReason::Offence(o) => o.told(lang),
            PenaltyReason::Words(w) => w.clone(),
        }
    }
}

impl VariantError {
    /// The error in `lang`.
    pub fn told(&self, lang: Language) -> String {
        match self {
            VariantError::TooShort => tr!(lang, "variant-too-short"),
            VariantError::EndsOnHisMove => tr!(lang, "variant-ends-on-his-move"),
            VariantError::Illegal { index, uci } => tr!(
                lang,
                "variant-illegal",
                number = *index,
                mv = uci.to_string()
            ),
        }
    }
}

impl RepetitionError {
    /// The error in `lang`.
    pub fn told(&self, lang: Language) -> String {
        match self {
            RepetitionError::Mismatch {
                index,
                expected,
                found,
            } => tr!(
                lang,
                "repetition-mismatch",
                number = *index,
                expected = expected.to_string(),
                found = found.to_string()
            ),
            RepetitionError::TooLong { found, available } => tr!(
                lang,
                "repetition-too-long",
                found = lang.count(*found, Noun::Move),
                available = *available
            ),
            RepetitionError::Incomplete { index } => {
                tr!(lang, "repetition-incomplete", number = *index)
            }
        }
    }
}

impl DateInputError {
    /// Why a typed date is not one, in `lang`.
    pub fn told(&self, lang: Language) -> String {
        match self {
            DateInputError::NotADate(t) => tr!(lang, "date-input-not-a-date", typed = t.as_str()),
            DateInputError::NoSuchMonth(t) => {
                tr!(lang, "date-input-no-such-month", typed = t.as_str())
            }
            DateInputError::NoSuchDay(t) => tr!(lang, "date-input-no-such-day", typed = t.as_str()),
        }
    }
}

impl ParseCodeError {
    /// A stored code nobody knows, in `lang`.
    pub fn told(&self, lang: Language) -> String {
        tr!(
            lang,
            "unknown-code",
            what = self.what,
            code = self.code.as_str()
        )
    }
}

english!(
    NumericSyntaxError,
    SyntaxReason,
    IllegalReason,
    MoveError,
    LeaveError,
    ParseCodeError,
    VariantError,
    RepetitionError,
    DateInputError
);

impl fmt::Display for MoveSyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = self.reason.told(Language::EN);
        f.write_str(&tr!(
            Language::EN,
            "move-error",
            input = self.input.as_str(),
            why = why
        ))
    }
}

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = self.reason.told(Language::EN);
        f.write_str(&tr!(
            Language::EN,
            "move-error",
            input = self.input.as_str(),
            why = why
        ))
    }
}

impl Error for LongSyntaxError {}
impl Error for MoveSyntaxError {}
impl Error for IllegalMoveError {}

impl fmt::Display for LongSyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&SyntaxReason::Long(self.clone()).told(Language::EN))
    }
}
