//! Why something was refused or cannot be read: a card, a move, a leave, in both languages,
//! naming the field.

use std::error::Error;
use std::fmt;

use shakmaty::Role;

use super::{Language, Language::En, Noun};
use crate::domain::ParseCodeError;
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

impl CardError {
    /// The error in `lang`, naming the field and both dates where dates disagree.
    pub fn told(&self, lang: Language) -> String {
        let ru = lang == Language::Ru;
        match self {
            CardError::Impossible(e) if ru => format!("его ход {}", e.told(lang)),
            CardError::Impossible(e) => format!("his move {}", e.told(lang)),
            CardError::MyMove(e) if ru => format!("мой ход {}", e.told(lang)),
            CardError::MyMove(e) => format!("my move {}", e.told(lang)),
            CardError::RepetitionUnreadable(e) if ru => {
                format!("его повтор моего хода {}", e.told(lang))
            }
            CardError::RepetitionUnreadable(e) => {
                format!("his repetition of my move {}", e.told(lang))
            }
            CardError::AcceptedUnreadable { index, error } if ru => format!(
                "принятые ходы варианта, ход {} {} (ходы пишутся в порядке варианта, 47.3.9)",
                index + 1,
                error.told(lang)
            ),
            CardError::AcceptedUnreadable { index, error } => format!(
                "the accepted variant moves, move {} {} (they are written in the variant's order, 47.3.9)",
                index + 1,
                error.told(lang)
            ),
            CardError::NoVariantToAccept if ru => {
                "принятые ходы варианта: мой последний ход не предлагал варианта (47.3.8)".to_owned()
            }
            CardError::NoVariantToAccept => {
                "the accepted variant moves: my last move proposed no variant (47.3.8)".to_owned()
            }
            CardError::WrongRepetition { written, mine } if ru => {
                format!("{written}: ваш ход был {mine} (47.3.7.5)")
            }
            CardError::WrongRepetition { written, mine } => {
                format!("{written}: your move was {mine} (47.3.7.5)")
            }
            CardError::WrongVariant(e) if ru => format!("вариант: {}", e.told(lang)),
            CardError::WrongVariant(e) => format!("variant: {e}"),
            CardError::MyVariant(e) if ru => format!("вариант: {}", e.told(lang)),
            CardError::MyVariant(e) => format!("variant: {e}"),
            CardError::Receipt(e) => e.told(lang),
            CardError::NoOfferToAnswer { mine: true } if ru => {
                "партнёр не предлагал ничью (или его предложение уже не действует): принимать и отклонять нечего".to_owned()
            }
            CardError::NoOfferToAnswer { mine: true } => {
                "he has made no draw offer that is still open: there is nothing to accept or decline".to_owned()
            }
            CardError::NoOfferToAnswer { mine: false } if ru => {
                "моего предложения ничьей, которое ещё действует, нет: партнёру нечего принимать или отклонять".to_owned()
            }
            CardError::NoOfferToAnswer { mine: false } => {
                "I have no draw offer still open: there is nothing for him to accept or decline".to_owned()
            }
            CardError::PlayableMove(m) if ru => {
                format!("ход {m} возможен: заменять нечего, запишите его как полученный")
            }
            CardError::PlayableMove(m) => {
                format!("{m} can be played: there is nothing to replace; record it as received")
            }
            CardError::MoveNotWanted(d) if ru => {
                format!("{} идёт без хода: уберите ход из поля", d.name(lang))
            }
            CardError::MoveNotWanted(d) => {
                format!("{} goes without a move: clear the move field", d.name(lang))
            }
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

impl MoveError {
    /// The error in `lang`, quoting the input.
    pub fn told(&self, lang: Language) -> String {
        use {IllegalReason as I, SyntaxReason as S};
        match (self, lang) {
            (_, Language::En) => self.to_string(),
            (MoveError::Syntax(s), Language::Ru) => {
                let why = match &s.reason {
                    S::Empty => "ход не записан".to_owned(),
                    S::Unreadable => {
                        "это не ход ни в цифровой, ни в алгебраической нотации".to_owned()
                    }
                    S::Numeric(n) => {
                        use NumericSyntaxError as N;
                        match n {
                            N::Length => {
                                "в цифровой записи четыре цифры, при превращении пять".to_owned()
                            }
                            N::NotADigit(c) => format!("«{c}» — не цифра"),
                            N::NoFile(c) => format!("нет вертикали {c}"),
                            N::NoRank(c) => format!("нет горизонтали {c}"),
                            N::NoPromotionPiece(c) => {
                                format!(
                                    "нет фигуры превращения {c} (1 ферзь, 2 ладья, 3 слон, 4 конь)"
                                )
                            }
                        }
                    }
                    S::Long(l) => {
                        use LongSyntaxError as L;
                        match l {
                            L::Empty => "ход не записан".to_owned(),
                            L::Shape => "это не полная алгебраическая запись (Кg1-f3, e2-e4, 0-0)"
                                .to_owned(),
                            L::Promotion(c) => format!("«{c}» — не фигура для превращения"),
                        }
                    }
                };
                format!("{}: {why}", s.input)
            }
            (MoveError::Illegal(i), Language::Ru) => {
                let why = match &i.reason {
                    I::NoPiece(sq) => format!("на {sq} нет фигуры"),
                    I::NotTheMovers(sq) => format!("фигура на {sq} — не того, чей ход"),
                    I::WrongPiece { square, .. } => format!("на {square} стоит другая фигура"),
                    I::Ambiguous => "неоднозначно: укажите, какая фигура ходит".to_owned(),
                    I::Illegal => "невозможный ход в этой позиции".to_owned(),
                    I::OtherSide(shakmaty::Color::White) => {
                        "это ход чёрных, а ходят белые".to_owned()
                    }
                    I::OtherSide(shakmaty::Color::Black) => {
                        "это ход белых, а ходят чёрные".to_owned()
                    }
                };
                format!("{}: {why}", i.input)
            }
        }
    }
}

impl LeaveError {
    /// The refusal in `lang`.
    pub fn told(&self, lang: Language) -> String {
        match (self, lang) {
            (_, Language::En) => self.to_string(),
            (LeaveError::EndsBeforeStart, Language::Ru) => {
                "перерыв кончается раньше, чем начинается".to_owned()
            }
            (LeaveError::Overlaps { first, last }, Language::Ru) => format!(
                "перерыв пересекается с уже записанным ({} – {})",
                format_date(*first),
                format_date(*last)
            ),
            (
                LeaveError::OverAllowance {
                    year,
                    total,
                    allowance,
                },
                Language::Ru,
            ) => format!(
                "перерыв не разрешён: в {year} году было бы {total} дн. перерыва, а можно {allowance} (47.7.1)"
            ),
        }
    }
}

impl ReceiptError {
    /// The error in `lang`.
    pub fn told(&self, lang: Language) -> String {
        match (self, lang) {
            (ReceiptError::Shape, Language::En) => "the receipt number is 14 digits, or two Latin letters, nine digits and two Latin letters (RA123456785RU)".into(),
            (ReceiptError::Shape, Language::Ru) => "номер квитанции — 14 цифр, или две латинские буквы, девять цифр и две латинские буквы (RA123456785RU)".into(),
            (ReceiptError::CheckDigit { expected, found }, Language::En) => format!(
                "the receipt number's check digit should be {expected}, not {found}: check the number"
            ),
            (ReceiptError::CheckDigit { expected, found }, Language::Ru) => format!(
                "контрольная цифра номера квитанции должна быть {expected}, а не {found}: проверьте номер"
            ),
        }
    }
}

impl Offence {
    /// What happened, as the penalty menu and the record say it.
    pub fn told(self, lang: Language) -> String {
        match (self, lang) {
            (Offence::ImpossibleMove, Language::En) => "impossible move".into(),
            (Offence::ImpossibleMove, Language::Ru) => "невозможный ход".into(),
            (Offence::IllegibleMove, Language::En) => "illegible move".into(),
            (Offence::IllegibleMove, Language::Ru) => "неразборчивый ход".into(),
            (Offence::NoMove, Language::En) => "card without a move".into(),
            (Offence::NoMove, Language::Ru) => "открытка без хода".into(),
            (Offence::WrongRepetition, Language::En) => {
                "wrong repetition of the partner's move".into()
            }
            (Offence::WrongRepetition, Language::Ru) => "неправильное повторение хода".into(),
            (Offence::NotRegistered, Language::En) => "not sent by registered mail".into(),
            (Offence::NotRegistered, Language::Ru) => "не заказным".into(),
            (Offence::WrongAddress, Language::En) => "wrong address".into(),
            (Offence::WrongAddress, Language::Ru) => "ошибка в адресе".into(),
            (Offence::LateRepeat { delay_days }, Language::En) => format!(
                "repeat move sent late, game delayed {}",
                En.count(delay_days, Noun::Day)
            ),
            (Offence::LateRepeat { .. }, Language::Ru) => "несвоевременный повтор".into(),
        }
    }
}

impl VariantError {
    /// The error in `lang`.
    pub fn told(&self, lang: Language) -> String {
        match (self, lang) {
            (VariantError::TooShort, Language::En) => {
                "a variant is my move and at least one pair: his move, my reply".into()
            }
            (VariantError::TooShort, Language::Ru) => {
                "вариант — это мой ход и хотя бы одна пара: его ход, мой ответ".into()
            }
            (VariantError::EndsOnHisMove, Language::En) => {
                "a variant must end with my reply, not with his move".into()
            }
            (VariantError::EndsOnHisMove, Language::Ru) => {
                "вариант кончается моим ответом, а не его ходом".into()
            }
            (VariantError::Illegal { index, uci }, Language::En) => {
                format!("move {index} of the variant ({uci}) is illegal there")
            }
            (VariantError::Illegal { index, uci }, Language::Ru) => {
                format!("ход {index} варианта ({uci}) там невозможен")
            }
        }
    }
}

impl RepetitionError {
    /// The error in `lang`.
    pub fn told(&self, lang: Language) -> String {
        match (self, lang) {
            (
                RepetitionError::Mismatch {
                    index,
                    expected,
                    found,
                },
                Language::En,
            ) => format!(
                "repeated move {index} is {found}, the variant has {expected} there (47.3.9)"
            ),
            (
                RepetitionError::Mismatch {
                    index,
                    expected,
                    found,
                },
                Language::Ru,
            ) => format!("повторённый ход {index} — {found}, а в варианте {expected} (47.3.9)"),
            (RepetitionError::TooLong { found, available }, Language::En) => format!(
                "{} repeated, the variant has only {available} (47.3.9)",
                En.count(*found as u32, Noun::Move)
            ),
            (RepetitionError::TooLong { found, available }, Language::Ru) => format!(
                "повторено {}, а в варианте только {available} (47.3.9)",
                Language::Ru.count(*found as u32, Noun::Move)
            ),
            (RepetitionError::Incomplete { index }, Language::En) => format!(
                "the repetition stops after his move {index} without my reply from the variant (47.3.9)"
            ),
            (RepetitionError::Incomplete { index }, Language::Ru) => format!(
                "повторение обрывается на его ходе {index} без моего ответа из варианта (47.3.9)"
            ),
        }
    }
}

impl fmt::Display for DateInputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DateInputError::NotADate(t) => write!(f, "{t:?}: not a date (type dd.mm.yyyy)"),
            DateInputError::NoSuchMonth(t) => write!(f, "{t:?}: there is no such month"),
            DateInputError::NoSuchDay(t) => write!(f, "{t:?}: there is no such day in that month"),
        }
    }
}

impl fmt::Display for NumericSyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NumericSyntaxError::Length => {
                write!(f, "a numeric move has four digits, five with a promotion")
            }
            NumericSyntaxError::NotADigit(c) => write!(f, "{c:?} is not a digit"),
            NumericSyntaxError::NoFile(c) => write!(f, "no file {c}"),
            NumericSyntaxError::NoRank(c) => write!(f, "no rank {c}"),
            NumericSyntaxError::NoPromotionPiece(c) => write!(
                f,
                "no promotion piece {c} (1 queen, 2 rook, 3 bishop, 4 knight)"
            ),
        }
    }
}

impl fmt::Display for LongSyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LongSyntaxError::Empty => write!(f, "no move written"),
            LongSyntaxError::Shape => {
                write!(f, "not long algebraic notation (e.g. Кg1-f3, e2-e4, 0-0)")
            }
            LongSyntaxError::Promotion(c) => write!(f, "{c:?} is not a piece to promote to"),
        }
    }
}

impl fmt::Display for SyntaxReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SyntaxReason::Empty => write!(f, "no move written"),
            SyntaxReason::Numeric(e) => e.fmt(f),
            SyntaxReason::Long(e) => e.fmt(f),
            SyntaxReason::Unreadable => write!(
                f,
                "not a move in numeric, long algebraic, SAN or UCI notation"
            ),
        }
    }
}

impl fmt::Display for MoveSyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.input, self.reason)
    }
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalReason::NoPiece(sq) => write!(f, "no piece on {sq}"),
            IllegalReason::NotTheMovers(sq) => write!(f, "the piece on {sq} is not the mover's"),
            IllegalReason::WrongPiece { square, found } => {
                write!(
                    f,
                    "the piece on {square} is a {found}, not the piece written"
                )
            }
            IllegalReason::Ambiguous => write!(f, "ambiguous here: say which piece moves"),
            IllegalReason::Illegal => write!(f, "illegal here"),
            IllegalReason::OtherSide(shakmaty::Color::White) => {
                write!(f, "a move of Black, and it is White's move")
            }
            IllegalReason::OtherSide(shakmaty::Color::Black) => {
                write!(f, "a move of White, and it is Black's move")
            }
        }
    }
}

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.input, self.reason)
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax(e) => e.fmt(f),
            MoveError::Illegal(e) => e.fmt(f),
        }
    }
}

impl fmt::Display for RoleName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        })
    }
}

impl fmt::Display for LeaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LeaveError::EndsBeforeStart => write!(f, "the leave ends before it begins"),
            LeaveError::Overlaps { first, last } => write!(
                f,
                "the leave overlaps one already recorded ({} – {})",
                format_date(*first),
                format_date(*last)
            ),
            LeaveError::OverAllowance {
                year,
                total,
                allowance,
            } => write!(
                f,
                "leave refused: {year} would have {} of leave, the allowance is {allowance} a year (47.7.1)",
                En.count(*total, Noun::Day)
            ),
        }
    }
}

impl fmt::Display for ParseCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown {} {:?}", self.what, self.code)
    }
}

/// The English text of an error whose `told` gives both languages, for `?` and logs.
macro_rules! english {
    ($($t:ty),*) => {$(
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.told(Language::En))
            }
        }
    )*};
}

english!(VariantError, RepetitionError);

impl Error for NumericSyntaxError {}
impl Error for LongSyntaxError {}
impl Error for SyntaxReason {}
impl Error for MoveSyntaxError {}
impl Error for IllegalReason {}
impl Error for IllegalMoveError {}
impl Error for MoveError {}
impl Error for LeaveError {}
impl Error for ParseCodeError {}
impl Error for VariantError {}
impl Error for RepetitionError {}
impl Error for DateInputError {}
