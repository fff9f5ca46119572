//! Why something a player did was refused, told in both languages: the window and the command
//! line each tell a `DiaryError` through `told` (the command line names its own flags where it
//! must).

use super::DiaryError;
use crate::messages::{Language, Said, english, store_error};

impl DiaryError {
    /// The refusal in `lang`, naming the field or the game.
    pub fn told(&self, lang: Language) -> String {
        match self {
            DiaryError::Store(e) | DiaryError::Read(e) => store_error(e, lang),
            DiaryError::LeftOut(games) => Said::LeftOut(games).told(lang),
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
            DiaryError::Arbiter(e) => e.told(lang),
            DiaryError::Notice(e) => e.told(lang),
            DiaryError::Analysis(e) => e.told(lang),
            DiaryError::Line(e) => e.told(lang),
            DiaryError::List(problems) => crate::messages::list_problems_told(problems, lang),
            DiaryError::Pairing(e) => e.told(lang),
            DiaryError::NotInList(name) => crate::tr!(lang, "list-not-in", name = name.as_str()),
            DiaryError::Offence(e) => e.told(lang),
            DiaryError::AddressBefore(day) => Said::AddressBefore(*day).told(lang),
            DiaryError::NoAddress => Said::NeedAddress.told(lang),
            DiaryError::Document(e) => e.told(lang),
            DiaryError::Scan { name, error } => format!("{name}: {}", error.told(lang)),
            DiaryError::NoArchiveItem { item, items } => {
                Said::NoArchiveItem(*item, *items).told(lang)
            }
            DiaryError::NoTournament(t) => Said::NoTournament(t).told(lang),
            DiaryError::NoPartner(name) => crate::tr!(lang, "cli-no-partner", name = name.as_str()),
            DiaryError::Message(e) => e.told(lang),
            DiaryError::Reading(game, e) => e.told(game, lang),
            DiaryError::NoGameForMessage => super::his_message_told::no_game_for_message(lang),
            DiaryError::Print(e) => e.told(lang),
            DiaryError::Engine(e) => e.told(lang),
            DiaryError::Receipt(e) => e.told(lang),
            DiaryError::NotMail(e) => e.told(lang),
            DiaryError::HisFile(e) => e.told(lang),
            DiaryError::Move(e) => e.told(lang),
            DiaryError::NotAScan(e) => e.told(lang),
            DiaryError::Io(e) => e.to_string(),
            DiaryError::NoBackupNoImport(e) => format!(
                "{}: {}",
                Said::NoBackupNoImport.told(lang),
                store_error(e, lang)
            ),
        }
    }
}

english!(DiaryError);
