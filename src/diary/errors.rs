//! Why something a player does was refused or failed — recording a fact, reading a file he
//! brings, making or printing a paper, asking the engine: the application's one error type,
//! each a value naming what it refuses, told once by the interface that shows it
//! (`errors_told.rs`).

use chrono::NaiveDate;

use crate::documents::DocumentError;
use crate::domain::GameId;
use crate::domain::card::{CardError, RepeatError};
use crate::domain::deadlines::{GameName, GameRecords};
use crate::domain::facts::FactError;
use crate::domain::leave::LeaveError;
use crate::domain::notation::MoveError;
use crate::domain::partner_message::{MessageError, ReadingError};
use crate::domain::penalties::OffenceError;
use crate::domain::receipt::ReceiptError;
use crate::domain::scans::ScanRefused;
use crate::engine::EngineError;
use crate::mail::NotMail;
use crate::printing::PrintError;
use crate::reconciling::HisFileError;
use crate::storage::StoreError;

/// Why a thing a player does was not done. Nothing was written then.
#[derive(Debug)]
pub enum DiaryError {
    /// The diary file could not be written (or read for what was being written).
    Store(StoreError),
    /// The diary file could not be read for what was to be shown.
    Read(StoreError),
    /// Games whose moves could not be read were left out of what was read or written.
    LeftOut(Vec<(GameId, StoreError)>),
    /// No game with this id.
    NoGame(GameId),
    /// A card refused in its game; `in_double_round` when it carried two games' moves, the
    /// game refused then named.
    Card {
        /// The game the card is refused in.
        game: Box<GameRecords>,
        /// Why.
        error: CardError,
        /// Whether the card carried the moves of two games.
        in_double_round: bool,
    },
    /// My move named where the clock says it is his.
    NotMyMove(Box<GameRecords>),
    /// The game named for the other move of a card is not the other game of the round.
    NotADoubleRound {
        /// The game the card is for.
        game: Box<GameRecords>,
        /// The game named with it.
        other: Box<GameRecords>,
    },
    /// The repeat of my move refused.
    Repeat(RepeatError),
    /// A leave refused.
    Leave(LeaveError),
    /// A fact refused: a text over its limit, a date before the game began.
    Fact(FactError),
    /// A decision, a protest or a result sent to the arbiter refused.
    Arbiter(crate::domain::arbiter::ArbiterError),
    /// A change of my analysis refused.
    Analysis(crate::domain::analysis::AnalysisError),
    /// A start list that does not hold together: each problem with its line.
    List(
        Vec<(
            crate::domain::start_list::Place,
            crate::domain::start_list::ListProblem,
        )>,
    ),
    /// A section the Berger tables do not cover, or a number not in it.
    Pairing(crate::domain::pairing::PairingError),
    /// My name is not in the start list.
    NotInList(String),
    /// A line of analysis typed as move text that cannot be read.
    Line(Box<crate::pgn::PgnProblem>),
    /// A notice or a change of my address refused.
    Notice(crate::domain::notices::NoticeError),
    /// An offence named with days it does not take, or without those it needs.
    Offence(OffenceError),
    /// A new address dated before the one it replaces.
    AddressBefore(NaiveDate),
    /// A new address with neither a postal address nor an e-mail.
    NoAddress,
    /// A paper refused or not made (two games that do not fit on one card).
    Document(DocumentError),
    /// A scan that cannot be kept, by its file's name.
    Scan {
        /// The file's name.
        name: String,
        /// Why.
        error: ScanRefused,
    },
    /// No item `item` (from 1) in the game's archive of `items` items.
    NoArchiveItem {
        /// The item asked for.
        item: usize,
        /// How many the archive holds.
        items: usize,
    },
    /// No tournament of this code or name.
    NoTournament(String),
    /// No partner of this name.
    NoPartner(String),
    /// His message cannot be read: not a game's message, a date that cannot be.
    Message(MessageError),
    /// His message brings nothing to the game it names.
    Reading(GameName, ReadingError),
    /// No game in play waits for the move his message brings.
    NoGameForMessage,
    /// The backup taken before an import failed: nothing was imported.
    NoBackupNoImport(StoreError),
    /// A paper cannot be written or printed.
    Print(Box<PrintError>),
    /// The chess engine cannot be used.
    Engine(EngineError),
    /// A receipt number with a wrong shape or check digit.
    Receipt(ReceiptError),
    /// A file is no e-mail message.
    NotMail(NotMail),
    /// His schedule cannot be read.
    HisFile(Box<HisFileError>),
    /// A typed move cannot be read or played.
    Move(MoveError),
    /// A file is no scan the diary keeps.
    NotAScan(ScanRefused),
    /// A file could not be read or written (the interface names it).
    Io(std::io::Error),
}

macro_rules! diary_error_from {
    ($($variant:ident($error:ty)),* $(,)?) => {
        $(impl From<$error> for DiaryError {
            fn from(e: $error) -> DiaryError {
                DiaryError::$variant(e)
            }
        })*
    };
}

diary_error_from!(
    Store(StoreError),
    Fact(FactError),
    Arbiter(crate::domain::arbiter::ArbiterError),
    Notice(crate::domain::notices::NoticeError),
    Analysis(crate::domain::analysis::AnalysisError),
    Pairing(crate::domain::pairing::PairingError),
    Leave(LeaveError),
    Repeat(RepeatError),
    Offence(OffenceError),
    Document(DocumentError),
    Engine(EngineError),
    Receipt(ReceiptError),
    NotMail(NotMail),
    Move(MoveError),
    NotAScan(ScanRefused),
    Io(std::io::Error),
);

impl From<PrintError> for DiaryError {
    fn from(e: PrintError) -> DiaryError {
        DiaryError::Print(Box::new(e))
    }
}

impl From<HisFileError> for DiaryError {
    fn from(e: HisFileError) -> DiaryError {
        DiaryError::HisFile(Box::new(e))
    }
}

impl DiaryError {
    /// A card's refusal as the form of its game says it, without naming the game; any other
    /// error as it is.
    pub fn in_its_game(self) -> Self {
        match self {
            DiaryError::Card { game, error, .. } => DiaryError::Card {
                game,
                error,
                in_double_round: false,
            },
            e => e,
        }
    }

    /// That this window's or program's diary was opened to read only at `path`.
    pub fn opened_read_only(path: &std::path::Path) -> Self {
        DiaryError::Store(StoreError::OpenedReadOnly { path: path.into() })
    }

    /// Whether another program or window changed what was written against meanwhile.
    pub fn is_stale(&self) -> bool {
        matches!(self, DiaryError::Store(StoreError::Stale))
    }

    /// Whether the diary file is damaged, so that its newest sound backup is worth offering.
    pub fn is_damaged(&self) -> bool {
        matches!(self, DiaryError::Store(StoreError::Damaged { .. }))
    }

    /// Whether a card was refused because it must go registered and was not said to.
    pub fn needs_registered(&self) -> bool {
        self.card_error()
            .is_some_and(|(_, c)| *c == CardError::RegisteredRequired)
    }

    /// A card refused in game `r`, alone on its card.
    pub(super) fn card(r: &GameRecords, error: CardError) -> Self {
        DiaryError::Card {
            game: Box::new(r.clone()),
            error,
            in_double_round: false,
        }
    }

    /// The card's refusal, if the card was refused: what the window offers in answer (the
    /// request to replace his move, the penalty for a wrong repetition) depends on it.
    pub fn card_error(&self) -> Option<(GameId, &CardError)> {
        match self {
            DiaryError::Card { game, error, .. } => Some((game.id, error)),
            _ => None,
        }
    }
}
