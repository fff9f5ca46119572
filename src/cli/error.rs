//! Why a command did not do what it was asked, kept typed until [`CliError::told`] words it
//! once, at the top of `run_in`.

use std::path::PathBuf;

use crate::backups::Backup;
use crate::diary::DiaryError;
use crate::domain::Contents;
use crate::domain::notation::MoveError;
use crate::messages::{Language, Said};

/// Why a command failed.
#[derive(Debug)]
pub enum CliError {
    /// The diary refused what was asked, or could not write.
    Diary(DiaryError),
    /// The diary at `path` cannot be opened; `newest` is the newest sound backup of a damaged
    /// one.
    CannotOpen {
        /// The diary's file.
        path: PathBuf,
        /// Why.
        error: DiaryError,
        /// The backup to restore, when there is one.
        newest: Option<Box<(Backup, Contents)>>,
    },
    /// No home directory to keep the default diary in.
    NoHome,
    /// No diary at the path given.
    NoDiary(PathBuf),
    /// The demo would overwrite a file that is there.
    DemoExists(PathBuf),
    /// Move `number` (White's when `white`) cannot be read or played.
    Move {
        /// Its number.
        number: u32,
        /// Whether it is White's.
        white: bool,
        /// Why.
        error: MoveError,
    },
    /// Only this game (`id (name)`) fits his message, by its move alone.
    FitsByMoveOnly(String),
    /// Several games fit his message.
    SeveralGames(Vec<String>),
    /// What was given is no game id.
    NotAGameId(String),
    /// No name to know my games by in a PGN file.
    WhoAreYou,
    /// Games of the file that could not be imported.
    NotImported {
        /// How many.
        games: usize,
        /// The file.
        file: PathBuf,
    },
    /// The newest change is my move sent, which is never undone (47.3.10).
    SentLocked,
    /// `--written` given for a paper other than the request to replace a move.
    WrittenOnlyForRequest,
    /// A file cannot be read.
    Read(PathBuf, std::io::Error),
    /// The start list's file cannot be read.
    ListFile(crate::list_file::ListFileError),
    /// A file cannot be written.
    Write(PathBuf, std::io::Error),
    /// What went wrong in a file, named by it.
    InFile(PathBuf, Box<CliError>),
}

impl CliError {
    /// `e` in the file at `path`.
    pub fn in_file(path: &std::path::Path, e: impl Into<CliError>) -> CliError {
        CliError::InFile(path.to_path_buf(), Box::new(e.into()))
    }

    /// The error in `lang`: the command line's one place to word one.
    pub fn told(&self, lang: Language) -> String {
        match self {
            // The command line's flags that answer it.
            CliError::Diary(e) if e.needs_registered() => Said::RegisteredRequired.told(lang),
            CliError::Diary(e) => e.told(lang),
            CliError::CannotOpen {
                path,
                error,
                newest,
            } => {
                let offer = newest
                    .as_deref()
                    .map(|(b, held)| format!("\n{}", Said::NewestBackup(path, b, *held).told(lang)))
                    .unwrap_or_default();
                let head = Said::CannotOpen(path).told(lang);
                format!("{head}: {}{offer}", error.told(lang))
            }
            CliError::NoHome => Said::NoHome.told(lang),
            CliError::NoDiary(path) => Said::NoDiary(path).told(lang),
            CliError::DemoExists(path) => Said::DemoExists(path).told(lang),
            CliError::Move {
                number,
                white,
                error,
            } => Said::BadMove {
                number: *number,
                white: *white,
                why: error.told(lang),
            }
            .told(lang),
            CliError::FitsByMoveOnly(game) => crate::diary::fits_by_move_only(game, lang),
            CliError::SeveralGames(games) => crate::diary::several_games_for_message(games, lang),
            CliError::NotAGameId(text) => Said::NotAGameId(text).told(lang),
            CliError::WhoAreYou => Said::WhoAreYou.told(lang),
            CliError::NotImported { games, file } => Said::NotImported {
                games: *games,
                file,
            }
            .told(lang),
            CliError::WrittenOnlyForRequest => Said::WrittenOnlyForRequest.told(lang),
            CliError::SentLocked => crate::tr!(lang, "sent-locked"),
            CliError::Read(path, e) => Said::CannotRead(path, e).told(lang),
            CliError::ListFile(e) => e.told(lang),
            CliError::Write(path, e) => Said::CannotWrite(path, e).told(lang),
            CliError::InFile(path, e) => format!("{}: {}", path.display(), e.told(lang)),
        }
    }
}

/// Whatever the diary refuses is the command line's error as the diary words it.
impl<E: Into<DiaryError>> From<E> for CliError {
    fn from(e: E) -> CliError {
        CliError::Diary(e.into())
    }
}
