//! Why something a player did was refused, told: `DiaryError` and the facts it names, in both
//! languages. The window and the command line each tell a `DiaryError` through `told` (the
//! command line names its own flags where it must).

use super::{Language, Said, store_error};
use crate::diary::DiaryError;
use crate::domain::facts::{ADDRESS_LINES, FactDate, FactError, Needed, TextField};
use crate::domain::penalties::OffenceError;
use crate::domain::{GameStatus, format_date};

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
            DiaryError::NoBackupNoImport(e) => format!(
                "{}: {}",
                Said::NoBackupNoImport.told(lang),
                store_error(e, lang)
            ),
        }
    }
}

impl std::fmt::Display for DiaryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.told(Language::En))
    }
}

impl std::error::Error for DiaryError {}

impl OffenceError {
    /// The refusal in `lang`, naming the command line's option (the window offers no other).
    pub fn told(&self, lang: Language) -> String {
        match (self, lang) {
            (OffenceError::DelayNeeded, _) => Said::DelayNeeded.told(lang),
            (OffenceError::DelayNotApplicable(kind), Language::En) => format!(
                "--delay-days is for late-repeat only (47.4.11): the days for {} are set by the rules",
                kind.code()
            ),
            (OffenceError::DelayNotApplicable(kind), Language::Ru) => format!(
                "--delay-days указывается только для late-repeat (47.4.11): дни за {} устанавливают правила",
                kind.code()
            ),
        }
    }
}

impl TextField {
    /// The field's name in `lang`.
    pub fn name(self, lang: Language) -> &'static str {
        let en = lang == Language::En;
        match self {
            TextField::Name if en => "the name",
            TextField::Name => "имя",
            TextField::Code if en => "the tournament's code",
            TextField::Code => "код турнира",
            TextField::TournamentName if en => "the tournament's name",
            TextField::TournamentName => "название турнира",
            TextField::Board if en => "the board",
            TextField::Board => "доска",
            TextField::Address if en => "the postal address",
            TextField::Address => "почтовый адрес",
            TextField::Email if en => "the e-mail address",
            TextField::Email => "адрес электронной почты",
            TextField::Signature if en => "the signature",
            TextField::Signature => "подпись",
            TextField::Note if en => "the note",
            TextField::Note => "примечание",
        }
    }
}

impl FactDate {
    /// The date's name in `lang`.
    pub fn name(self, lang: Language) -> &'static str {
        let en = lang == Language::En;
        match self {
            FactDate::Penalty if en => "the penalty's date",
            FactDate::Penalty => "дата штрафа",
            FactDate::LeaveStart if en => "the leave's first day",
            FactDate::LeaveStart => "первый день перерыва",
            FactDate::TournamentStart if en => "the tournament's start",
            FactDate::TournamentStart => "начало турнира",
            FactDate::GameStart if en => "the game's start",
            FactDate::GameStart => "начало партии",
        }
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
        let en = lang == Language::En;
        match self {
            FactError::Missing(needed) => needed.told(lang).to_owned(),
            FactError::BoardNotANumber(board) => format!(
                "{}: «{board}» {}",
                super::Text::Board.get(lang),
                super::Text::BoardNotANumber.get(lang)
            ),
            FactError::StatusAndResult(GameStatus::InPlay, result) if en => format!(
                "a game in play has no result yet: set its status to finished for {}",
                result.code()
            ),
            FactError::StatusAndResult(GameStatus::InPlay, result) => format!(
                "у партии в игре ещё нет результата: для {} укажите статус «окончена»",
                result.code()
            ),
            FactError::StatusAndResult(..) if en => {
                "a finished game has a result: choose it (1-0, 0-1, 1/2-1/2)".into()
            }
            FactError::StatusAndResult(..) => {
                "у оконченной партии есть результат: выберите его (1-0, 0-1, 1/2-1/2)".into()
            }
            FactError::EndsBeforeStart { start, end } => format!(
                "{} ({} – {})",
                super::Text::EndsBeforeStart.get(lang),
                format_date(*start),
                format_date(*end)
            ),
            FactError::TooLong { field, length } if en => format!(
                "{}: {length} characters, the most is {}",
                field.name(lang),
                field.limit()
            ),
            FactError::TooLong { field, length } => format!(
                "{}: {length} знаков, можно не больше {}",
                field.name(lang),
                field.limit()
            ),
            FactError::TooManyLines { lines } if en => format!(
                "{}: {lines} lines, an address block holds {ADDRESS_LINES}",
                TextField::Address.name(lang)
            ),
            FactError::TooManyLines { lines } => format!(
                "{}: {lines} строк, в блок адреса входит {ADDRESS_LINES}",
                TextField::Address.name(lang)
            ),
            FactError::BeforeStart { field, date, start } if en => format!(
                "{} {} is before the game began {}: check the date",
                field.name(lang),
                format_date(*date),
                format_date(*start)
            ),
            FactError::BeforeStart { field, date, start } => format!(
                "{} {} раньше начала партии {}: проверьте дату",
                field.name(lang),
                format_date(*date),
                format_date(*start)
            ),
            FactError::StartAfterFirstMove {
                field,
                start,
                first_move,
                game,
            } if en => format!(
                "{} {} is after the first move of {game} was sent {}: check the date",
                field.name(lang),
                format_date(*start),
                format_date(*first_move)
            ),
            FactError::StartAfterFirstMove {
                field,
                start,
                first_move,
                game,
            } => format!(
                "{} {} позже отправки первого хода партии {game} {}: проверьте дату",
                field.name(lang),
                format_date(*start),
                format_date(*first_move)
            ),
        }
    }
}

/// That his card counts as sent on its postmark, not on the other date he wrote (47.2.2.1).
pub fn postmark_counts(
    (postmark, written): (chrono::NaiveDate, chrono::NaiveDate),
    lang: Language,
) -> String {
    let (postmark, written) = (format_date(postmark), format_date(written));
    match lang {
        Language::En => format!(
            "his card counts as sent on its postmark {postmark}, not on the date he wrote {written} (47.2.2.1)"
        ),
        Language::Ru => format!(
            "его открытка считается отправленной по почтовому штемпелю {postmark}, а не по дате на ней {written} (47.2.2.1)"
        ),
    }
}
