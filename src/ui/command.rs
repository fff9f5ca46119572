//! Every action of the window, with its label and shortcut, used by menus and keys alike.

use egui::{Key, KeyboardShortcut, Modifiers};

use super::i18n::{Language, Text};
use crate::domain::GameId;

/// An action the user asked for; applied after the frame that asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// Edit my profile.
    EditProfile,
    /// Add a tournament.
    NewTournament,
    /// Add a partner.
    NewPartner,
    /// Add a game.
    NewGame,
    /// Show a game.
    SelectGame(GameId),
    /// Switch the interface language.
    SetLanguage(Language),
    /// Close the window.
    Quit,
}

impl Command {
    /// The commands of the Diary menu, in order.
    pub const DIARY_MENU: [Command; 5] = [
        Command::EditProfile,
        Command::NewTournament,
        Command::NewPartner,
        Command::NewGame,
        Command::Quit,
    ];

    /// The menu label.
    pub fn label(self, lang: Language) -> &'static str {
        match self {
            Command::EditProfile => Text::CmdProfile.get(lang),
            Command::NewTournament => Text::CmdNewTournament.get(lang),
            Command::NewPartner => Text::CmdNewPartner.get(lang),
            Command::NewGame => Text::CmdNewGame.get(lang),
            Command::SelectGame(_) => Text::ChooseGame.get(lang),
            Command::SetLanguage(l) => l.native_name(),
            Command::Quit => Text::CmdQuit.get(lang),
        }
    }

    /// The keyboard shortcut, if the command has one.
    pub fn shortcut(self) -> Option<KeyboardShortcut> {
        let cmd = |k| Some(KeyboardShortcut::new(Modifiers::COMMAND, k));
        let cmd_shift = |k| {
            Some(KeyboardShortcut::new(
                Modifiers::COMMAND | Modifiers::SHIFT,
                k,
            ))
        };
        match self {
            Command::EditProfile => cmd(Key::Comma),
            Command::NewTournament => cmd_shift(Key::T),
            Command::NewPartner => cmd_shift(Key::P),
            Command::NewGame => cmd(Key::N),
            Command::Quit => cmd(Key::Q),
            Command::SelectGame(_) | Command::SetLanguage(_) => None,
        }
    }
}
