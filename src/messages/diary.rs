//! The facts a player records, told: why one was refused — an offence's days, a text over its
//! limit, a date before the game —, each field's name, and how his card counts as sent.

use super::{Language, Said};
use crate::domain::facts::{ADDRESS_LINES, FactDate, FactError, Needed, TextField};
use crate::domain::penalties::OffenceError;
use crate::domain::{GameStatus, format_date};
use crate::tr;

impl OffenceError {
    /// The refusal in `lang`, naming the command line's option (the window offers no other).
    pub fn told(&self, lang: Language) -> String {
        match self {
            OffenceError::DelayNeeded => Said::DelayNeeded.told(lang),
            OffenceError::DelayNotApplicable(kind) => {
                tr!(lang, "offence-delay-not-applicable", offence = kind.code())
            }
        }
    }
}

impl TextField {
    /// The field's name in `lang`.
    pub fn name(self, lang: Language) -> String {
        let field = match self {
            TextField::Name => "name",
            TextField::Code => "code",
            TextField::TournamentName => "tournament-name",
            TextField::Board => "board",
            TextField::Address => "address",
            TextField::Email => "email",
            TextField::Signature => "signature",
            TextField::Note => "note",
        };
        tr!(lang, "text-field", field = field)
    }
}

impl FactDate {
    /// The date's name in `lang`.
    pub fn name(self, lang: Language) -> String {
        let date = match self {
            FactDate::Penalty => "penalty",
            FactDate::LeaveStart => "leave-start",
            FactDate::TournamentStart => "tournament-start",
            FactDate::GameStart => "game-start",
            FactDate::HisCard => "his-card",
        };
        tr!(lang, "fact-date", date = date)
    }
}

impl Needed {
    /// What to give, in `lang`.
    pub fn told(self, lang: Language) -> &'static str {
        use super::Text;
        match self {
            Needed::CodeOrName => Text::NeedCodeOrName.get(lang),
            Needed::PartnerName => Text::NeedPartnerName.get(lang),
            Needed::AddressOrEmail => Text::NeedAddress.get(lang),
            Needed::Reason => Text::ReasonNeeded.get(lang),
        }
    }
}

impl FactError {
    /// The refusal in `lang`, naming the field and its limit or the date it must follow.
    pub fn told(&self, lang: Language) -> String {
        match self {
            FactError::Missing(needed) => needed.told(lang).to_owned(),
            FactError::BoardNotANumber(board) => {
                tr!(lang, "fact-board-not-a-number", typed = board.as_str())
            }
            FactError::StatusAndResult(GameStatus::InPlay, result) => {
                tr!(lang, "fact-in-play-with-result", result = result.code())
            }
            FactError::StatusAndResult(..) => tr!(lang, "fact-finished-without-result"),
            FactError::EndsBeforeStart { start, end } => tr!(
                lang,
                "fact-ends-before-start",
                start = format_date(*start),
                end = format_date(*end)
            ),
            FactError::TooLong { field, length } => tr!(
                lang,
                "fact-too-long",
                field = field.name(lang),
                length = *length,
                limit = field.limit()
            ),
            FactError::TooManyLines { lines } => tr!(
                lang,
                "fact-too-many-lines",
                field = TextField::Address.name(lang),
                lines = *lines,
                limit = ADDRESS_LINES
            ),
            FactError::BeforeStart { field, date, start } => tr!(
                lang,
                "fact-before-start",
                field = field.name(lang),
                date = format_date(*date),
                start = format_date(*start)
            ),
            FactError::StartAfterFirstMove {
                field,
                start,
                first_move,
                game,
            } => tr!(
                lang,
                "fact-start-after-first-move",
                field = field.name(lang),
                start = format_date(*start),
                game = game.to_string(),
                first_move = format_date(*first_move)
            ),
            FactError::Several(problems) => {
                let each: Vec<String> = problems.iter().map(|p| p.told(lang)).collect();
                each.join("; ")
            }
        }
    }
}

/// That his card counts as sent on its postmark, not on the other date he wrote (47.2.2.1).
pub fn postmark_counts(
    (postmark, written): (chrono::NaiveDate, chrono::NaiveDate),
    lang: Language,
) -> String {
    tr!(
        lang,
        "postmark-counts",
        postmark = format_date(postmark),
        written = format_date(written)
    )
}
