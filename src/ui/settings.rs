//! What the user chose for the window (`Settings`), and what of it the window remembers between
//! runs: one value (`Remembered`) kept by serde in eframe's storage under one key. A diary
//! window of an older ccdiary kept each choice under a key of its own: those are read once,
//! when the one value is not there yet.

use std::path::PathBuf;

use super::app::{FileDialogs, Reminders, default_notation};
use crate::domain::notation::Notation;
use crate::domain::reminders::Reminded;
use crate::domain::retention::Retention;
use crate::messages::Language;

/// What the user chose for the window.
pub struct Settings {
    /// The interface language.
    pub language: Language,
    /// The notation moves are shown in.
    pub notation: Notation,
    /// Whether the user chose the notation; until then it follows the language.
    pub notation_chosen: bool,
    /// The folder the last file read by path came from, where the next one starts.
    pub last_folder: Option<std::path::PathBuf>,
    /// Whether the card's (or message's) dialog opens after each move sent.
    pub card_after_send: bool,
    /// The language given with `--lang` for this run, which is not remembered.
    pub language_given: Option<Language>,
    /// How files are chosen.
    pub file_dialogs: FileDialogs,
    /// How many backups are kept.
    pub retention: crate::domain::retention::Retention,
    /// The chess engine's program chosen; Stockfish as installed when `None`.
    pub engine: Option<std::path::PathBuf>,
    /// How many lines the engine's analysis shows (1–5).
    pub analysis_lines: u32,
}

/// The key of what the window remembers in eframe's storage.
const REMEMBERED_KEY: &str = "ccdiary-settings";

/// What the window remembers between runs.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Remembered {
    /// The language chosen in the menu (its code); none while it follows the system.
    pub language: Option<String>,
    /// The notation chosen (its code); none while it follows the language.
    pub notation: Option<String>,
    /// The folder the last file read by path came from.
    pub last_folder: Option<PathBuf>,
    /// Whether reminders of what is due go to the desktop.
    pub reminders: bool,
    /// What was reminded of today (`Reminded::code`).
    pub reminded: String,
    /// Whether the card's dialog opens after each move sent.
    pub card_after_send: bool,
    /// How many backups are kept.
    pub retention: Retention,
    /// The chess engine's program; Stockfish as installed when none.
    pub engine: Option<PathBuf>,
    /// How many lines the engine's analysis shows (1–5).
    pub analysis_lines: u32,
}

impl Default for Remembered {
    fn default() -> Self {
        Remembered {
            language: None,
            notation: None,
            last_folder: None,
            reminders: true,
            reminded: String::new(),
            card_after_send: true,
            retention: Retention::default(),
            engine: None,
            analysis_lines: 2,
        }
    }
}

impl Remembered {
    /// What eframe's storage keeps, or the defaults.
    pub fn read(storage: Option<&dyn eframe::Storage>) -> Remembered {
        let Some(storage) = storage else {
            return Remembered::default();
        };
        eframe::get_value(storage, REMEMBERED_KEY).unwrap_or_else(|| old_keys(storage))
    }

    /// Keeps it in eframe's storage.
    pub fn write(&self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, REMEMBERED_KEY, self);
    }

    /// What was reminded of today, as remembered.
    pub fn reminded(&self) -> Reminded {
        Reminded::from_code(&self.reminded)
    }

    /// The window's language: `given` with `--lang` for this run, else the one remembered,
    /// else the system locale's.
    pub fn language(&self, given: Option<Language>) -> Language {
        given
            .or_else(|| self.language.as_deref().and_then(Language::from_code))
            .unwrap_or_else(Language::from_system)
    }
}

impl Settings {
    /// The settings of a window in `language`, the rest remembered (or the defaults).
    pub fn remembered(language: Language, r: &Remembered) -> Settings {
        let notation = r.notation.as_deref().and_then(|c| c.parse().ok());
        Settings {
            language,
            notation: notation.unwrap_or_else(|| default_notation(language)),
            notation_chosen: notation.is_some(),
            last_folder: r.last_folder.clone(),
            card_after_send: r.card_after_send,
            language_given: None,
            file_dialogs: FileDialogs::PathField,
            retention: r.retention,
            engine: r.engine.clone(),
            analysis_lines: r.analysis_lines.clamp(1, 5),
        }
    }

    /// What of the settings and the reminders is remembered: a language given with `--lang`
    /// is for that run, one chosen in the menu is kept; a notation once chosen.
    pub fn to_remember(&self, reminders: &Reminders) -> Remembered {
        Remembered {
            language: (self.language_given != Some(self.language))
                .then(|| self.language.code().to_owned()),
            notation: self
                .notation_chosen
                .then(|| self.notation.code().to_owned()),
            last_folder: self.last_folder.clone(),
            reminders: reminders.on,
            reminded: reminders.reminded.code(),
            card_after_send: self.card_after_send,
            retention: self.retention,
            engine: self.engine.clone(),
            analysis_lines: self.analysis_lines,
        }
    }
}

/// What an older ccdiary kept, each choice under a key of its own.
fn old_keys(storage: &dyn eframe::Storage) -> Remembered {
    let get = |key: &str| storage.get_string(key).filter(|v| !v.is_empty());
    let defaults = Remembered::default();
    let counts: Vec<usize> = get("retention")
        .unwrap_or_default()
        .split_whitespace()
        .filter_map(|n| n.parse().ok())
        .collect();
    Remembered {
        language: get("language"),
        notation: get("notation"),
        last_folder: get("last_folder").map(PathBuf::from),
        reminders: get("reminders").as_deref() != Some("off"),
        reminded: get("reminded").unwrap_or_default(),
        card_after_send: get("card_after_send").as_deref() != Some("off"),
        retention: match counts[..] {
            [daily, weekly, monthly] => Retention {
                daily,
                weekly,
                monthly,
            },
            _ => defaults.retention,
        },
        engine: get("engine").map(PathBuf::from),
        analysis_lines: get("analysis_lines")
            .and_then(|n| n.parse().ok())
            .unwrap_or(defaults.analysis_lines),
    }
}
