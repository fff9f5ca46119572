//! Why something a player did was refused, told: `DiaryError` and the facts it names, in both
//! languages. The window and the command line each tell a `DiaryError` through `told` (the
//! command line names its own flags where it must).

use super::{Language, Said, store_error};
use crate::diary::DiaryError;
use crate::domain::facts::{ADDRESS_LINES, FactDate, FactError, Needed, TextField};
use crate::domain::penalties::OffenceError;
use crate::domain::{GameStatus, format_date};
use crate::tr;

impl DiaryError {
    /// The refusal in `lang`, naming the field or the game.
    pub fn told(&self, lang: Language) -> String {
        match self {
            DiaryError::Store(e) => store_error(e, lang),
            DiaryError::NoGame(id) => Said::NoGame(id.0).told(lang),
            DiaryError::Card {
                game,
                error,
                in_double_round: true,
            } => format!("{}: {}", game.named(), error.told(lang)),
            DiaryError::Card { error, .. } => error.told(lang),
            DiaryError::NotMyMove(r) => Said::NotMyMove(r).told(lang),
            DiaryError::NotADoubleRound { game, other } => {
                Said::NotADoubleRound { game, other }.told(lang)
            }
            DiaryError::Repeat(e) => e.told(lang),
            DiaryError::Leave(e) => e.told(lang),
            DiaryError::Fact(e) => e.told(lang),
            DiaryError::Offence(e) => e.told(lang),
            DiaryError::AddressBefore(day) => Said::AddressBefore(*day).told(lang),
            DiaryError::NoAddress => Said::NeedAddress.told(lang),
            DiaryError::Document(e) => e.told(lang),
            DiaryError::Scan { name, error } => format!("{name}: {}", error.told(lang)),
            DiaryError::NoArchiveItem { item, items } => {
                Said::NoArchiveItem(*item, *items).told(lang)
            }
            DiaryError::NoTournament(t) => Said::NoTournament(t).told(lang),
            DiaryError::Message(e) => e.told(lang),
            DiaryError::Reading(game, e) => e.told(game, lang),
            DiaryError::NoGameForMessage => super::no_game_for_message(lang),
            DiaryError::NoBackupNoImport(e) => format!(
                "{}: {}",
                Said::NoBackupNoImport.told(lang),
                store_error(e, lang)
            ),
        }
    }
}

english!(DiaryError);

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
