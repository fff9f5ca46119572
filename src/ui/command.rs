//! Every action of the window, with its label and shortcut, used by menus and keys alike.

use egui::{Key, KeyboardShortcut, Modifiers};

use crate::documents::DocumentKind;
use crate::domain::GameId;
use crate::domain::notation::Notation;
use crate::messages::{Language, Text, notation_name};

/// An action the user asked for; applied after the frame that asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// Edit my profile.
    EditProfile,
    /// My address changes from a day on: the notices due to partners and arbiters.
    MyAddress,
    /// My equipment failed: the notices due to the partners and arbiters of e-mail games.
    Failure,
    /// Access to my e-mail came back: the 30 days of 48.1.6 stop.
    AccessRestored,
    /// Add a tournament.
    NewTournament,
    /// Add a tournament, its partners and my games from the organiser's start list.
    TournamentFromList,
    /// Add a partner.
    NewPartner,
    /// Add a game.
    NewGame,
    /// Import games from a PGN file.
    ImportPgn,
    /// Export all games to a PGN file, with my analysis.
    ExportPgn,
    /// Export all games' records alone, with their dates.
    ExportRecords,
    /// Write what is due to an iCalendar file.
    ExportDeadlines,
    /// The diary's backups: take one, restore one.
    Backups,
    /// Everything in one zip file, to keep or to move to a new computer.
    ExportAll,
    /// Open another diary file.
    OpenDiary,
    /// Open the demo diary.
    OpenDemo,
    /// Come back to my own diary from another.
    OpenMyDiary,
    /// The rules the diary applies, with clause numbers.
    Help,
    /// List every keyboard shortcut.
    Shortcuts,
    /// What this program is.
    About,
    /// Enter the partner's move.
    Receive,
    /// Send my move (asks for confirmation).
    Send,
    /// Resign the game: the send form with the resignation chosen (asks for confirmation).
    Resign,
    /// Undo: the move tried on the board, else the last entry recorded (my sent move never,
    /// 47.3.10).
    TakeBack,
    /// Record again what Ctrl+Z undid.
    Redo,
    /// Show the game's status, penalties, leave and archive.
    Records,
    /// Open the next game of the list.
    NextGame,
    /// Open the previous game of the list.
    PreviousGame,
    /// Turn the board round.
    FlipBoard,
    /// Find games by partner or tournament.
    Search,
    /// The e-mail message for my last move (48.2.1).
    EmailText,
    /// The e-mail message to the arbiter with the game's result and record (48.9.1).
    EmailArbiter,
    /// The partner's address from a day on.
    PartnerAddress,
    /// What passed with the arbiter in the open game, and what happened now: the result sent,
    /// his decision, my protest.
    Arbiter,
    /// The open game's tournament: its name, dates, time control, arbiter.
    EditTournament,
    /// Save a document of the open game as PDF.
    Document(DocumentKind),
    /// Print a document of the open game on a printer of the system.
    Print(DocumentKind),
    /// Print the sheet of the cards that went today, asking first when one was printed.
    PrintToday,
    /// Open the PDF saved last in the system viewer.
    OpenLastPdf,
    /// Set the partner's schedule of the open game beside the diary's (article 52).
    Reconcile,
    /// Analyse the position on the board with the chess engine, or stop.
    Analysis,
    /// Write a note on the move shown, in my analysis.
    NoteMove,
    /// Paste the partner's e-mail message to be read into the Receive form.
    PasteMessage,
    /// Open the partner's e-mail from a `.eml` file.
    OpenMessage,
    /// Choose the chess engine's program.
    ChooseEngine,
    /// Stop asking for the arrival days of moves played before the diary kept dates: the open
    /// game's, or `all` the games Today groups as lacking them.
    DatesNotKept { all: bool },
    /// Show a game.
    SelectGame(GameId),
    /// Switch the interface language.
    SetLanguage(Language),
    /// Switch the notation moves are shown in.
    SetNotation(Notation),
    /// Turn the desktop reminders on or off.
    SetReminders(bool),
    /// Whether the card's (or message's) dialog opens after each move sent.
    SetCardAfterSend(bool),
    /// Close the window.
    Quit,
}

impl Command {
    /// The commands of the Diary menu, in order.
    pub const DIARY_MENU: [Command; 18] = [
        Command::OpenDiary,
        Command::OpenMyDiary,
        Command::OpenDemo,
        Command::EditProfile,
        Command::MyAddress,
        Command::Failure,
        Command::AccessRestored,
        Command::NewTournament,
        Command::TournamentFromList,
        Command::NewPartner,
        Command::NewGame,
        Command::ImportPgn,
        Command::ExportPgn,
        Command::ExportRecords,
        Command::ExportDeadlines,
        Command::ExportAll,
        Command::Backups,
        Command::Quit,
    ];

    /// The commands of the Game menu, in order.
    pub const GAME_MENU: [Command; 20] = [
        Command::Search,
        Command::Document(DocumentKind::Postcard),
        Command::Print(DocumentKind::Postcard),
        Command::Receive,
        Command::PasteMessage,
        Command::OpenMessage,
        Command::Send,
        Command::Resign,
        Command::TakeBack,
        Command::Redo,
        Command::Records,
        Command::DatesNotKept { all: false },
        Command::PartnerAddress,
        Command::Arbiter,
        Command::EditTournament,
        Command::NextGame,
        Command::PreviousGame,
        Command::FlipBoard,
        Command::Analysis,
        Command::NoteMove,
    ];

    /// The commands of the Documents menu after the documents, in order.
    pub const DOCUMENTS_MENU: [Command; 5] = [
        Command::PrintToday,
        Command::EmailText,
        Command::EmailArbiter,
        Command::Reconcile,
        Command::OpenLastPdf,
    ];

    /// The commands of the Help menu, in order.
    pub const HELP_MENU: [Command; 3] = [Command::Help, Command::Shortcuts, Command::About];

    /// Every command a menu offers, whose shortcut works anywhere in the window.
    pub fn in_menus() -> impl Iterator<Item = Command> {
        Command::DIARY_MENU
            .into_iter()
            .chain(Command::GAME_MENU)
            .chain(Command::DOCUMENTS_MENU)
            .chain(Command::HELP_MENU)
    }

    /// The commands of the menus in the order their shortcuts are tried: those with Shift
    /// first, as egui matches Ctrl+Z against Ctrl+Shift+Z as well.
    pub fn by_shortcut() -> impl Iterator<Item = Command> {
        let shift = |c: &Command| c.shortcut().is_some_and(|s| s.modifiers.shift);
        Command::in_menus()
            .filter(shift)
            .chain(Command::in_menus().filter(move |c| !shift(c)))
    }

    /// The shortcut as the menu writes it: "Ctrl+R", "Ctrl+,", "F1".
    pub fn shortcut_text(self, ctx: &egui::Context) -> Option<String> {
        self.shortcut()
            .map(|s| ctx.format_shortcut(&s).replace("Comma", ","))
    }

    /// The menu label.
    pub fn label(self, lang: Language) -> &'static str {
        match self {
            Command::EditProfile => Text::CmdProfile.get(lang),
            Command::NewTournament => Text::CmdNewTournament.get(lang),
            Command::TournamentFromList => Text::CmdFromList.get(lang),
            Command::NewPartner => Text::CmdNewPartner.get(lang),
            Command::NewGame => Text::CmdNewGame.get(lang),
            Command::ImportPgn => Text::CmdImportPgn.get(lang),
            Command::ExportPgn => Text::CmdExportPgn.get(lang),
            Command::ExportRecords => Text::CmdExportRecords.get(lang),
            Command::ExportDeadlines => Text::CmdExportDeadlines.get(lang),
            Command::Backups => Text::CmdBackups.get(lang),
            Command::ExportAll => Text::CmdExportAll.get(lang),
            Command::OpenDiary => Text::CmdOpenDiary.get(lang),
            Command::OpenDemo => Text::CmdOpenDemo.get(lang),
            Command::OpenMyDiary => Text::CmdOpenMyDiary.get(lang),
            Command::Help => Text::CmdHelp.get(lang),
            Command::Shortcuts => Text::CmdShortcuts.get(lang),
            Command::About => Text::CmdAbout.get(lang),
            Command::Receive => Text::CmdReceive.get(lang),
            Command::Send => Text::CmdSend.get(lang),
            Command::Resign => Text::CmdResign.get(lang),
            Command::TakeBack => Text::CmdTakeBack.get(lang),
            Command::Redo => Text::CmdRedo.get(lang),
            Command::Records => Text::CmdRecords.get(lang),
            Command::NextGame => Text::CmdNextGame.get(lang),
            Command::PreviousGame => Text::CmdPrevGame.get(lang),
            Command::FlipBoard => Text::CmdFlip.get(lang),
            Command::Search => Text::Search.get(lang),
            Command::EmailText => Text::CmdEmailText.get(lang),
            Command::EmailArbiter => Text::CmdEmailArbiter.get(lang),
            Command::PartnerAddress => Text::CmdPartnerAddress.get(lang),
            Command::Arbiter => Text::CmdArbiter.get(lang),
            Command::MyAddress => Text::CmdMyAddress.get(lang),
            Command::Failure => Text::CmdFailure.get(lang),
            Command::AccessRestored => Text::CmdAccessRestored.get(lang),
            Command::EditTournament => Text::CmdEditTournament.get(lang),
            Command::Document(kind) => kind.label().get(lang),
            Command::Print(DocumentKind::Postcard) => Text::CmdPrintPostcard.get(lang),
            Command::Print(_) => Text::CmdPrint.get(lang),
            Command::PrintToday => Text::CmdPrintToday.get(lang),
            Command::OpenLastPdf => Text::OpenLastPdf.get(lang),
            Command::Reconcile => Text::CmdReconcile.get(lang),
            Command::Analysis => Text::EngineAnalysis.get(lang),
            Command::NoteMove => Text::CmdNoteMove.get(lang),
            Command::PasteMessage => Text::CmdPasteMessage.get(lang),
            Command::OpenMessage => Text::CmdOpenMessage.get(lang),
            Command::ChooseEngine => Text::CmdEngine.get(lang),
            Command::DatesNotKept { all: false } => Text::CmdDatesNotKept.get(lang),
            Command::DatesNotKept { all: true } => Text::DatesNotKeptGroup.get(lang),
            Command::SelectGame(_) => Text::ChooseGame.get(lang),
            Command::SetLanguage(l) => l.native_name(),
            Command::SetNotation(n) => notation_name(n, lang),
            Command::SetReminders(_) => Text::DesktopReminders.get(lang),
            Command::SetCardAfterSend(_) => Text::CardAfterSend.get(lang),
            Command::Quit => Text::CmdQuit.get(lang),
        }
    }

    /// What the command does, said where it is offered, for a command whose label cannot say
    /// it all.
    pub fn hint(self, lang: Language) -> Option<&'static str> {
        match self {
            Command::DatesNotKept { .. } => Some(Text::DatesNotKeptHint.get(lang)),
            _ => None,
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
            Command::TournamentFromList => cmd_shift(Key::L),
            Command::NewPartner => cmd_shift(Key::P),
            Command::NewGame => cmd(Key::N),
            Command::ImportPgn => cmd(Key::I),
            Command::ExportPgn => cmd_shift(Key::E),
            Command::OpenDiary => cmd(Key::O),
            Command::Help => Some(KeyboardShortcut::new(Modifiers::NONE, Key::F1)),
            Command::OpenDemo
            | Command::OpenMyDiary
            | Command::Shortcuts
            | Command::About
            | Command::ExportDeadlines
            | Command::ExportRecords
            | Command::Backups
            | Command::Resign
            | Command::ExportAll => None,
            Command::Receive => cmd(Key::R),
            Command::Send => cmd(Key::S),
            Command::TakeBack => cmd(Key::Z),
            Command::Redo => cmd_shift(Key::Z),
            Command::Records => cmd(Key::E),
            Command::NextGame => cmd(Key::PageDown),
            Command::PreviousGame => cmd(Key::PageUp),
            Command::FlipBoard => cmd_shift(Key::F),
            Command::Analysis => cmd_shift(Key::A),
            Command::NoteMove => cmd_shift(Key::N),
            Command::PasteMessage => cmd_shift(Key::V),
            Command::Search => cmd(Key::F),
            Command::EmailText => cmd(Key::M),
            Command::Print(DocumentKind::Postcard) => cmd(Key::P),
            Command::Print(_)
            | Command::PrintToday
            | Command::Document(_)
            | Command::OpenLastPdf
            | Command::Reconcile
            | Command::ChooseEngine
            | Command::OpenMessage
            | Command::PartnerAddress
            | Command::Arbiter
            | Command::EmailArbiter
            | Command::MyAddress
            | Command::Failure
            | Command::AccessRestored
            | Command::EditTournament
            | Command::DatesNotKept { .. } => None,
            Command::Quit => cmd(Key::Q),
            Command::SelectGame(_)
            | Command::SetLanguage(_)
            | Command::SetNotation(_)
            | Command::SetReminders(_)
            | Command::SetCardAfterSend(_) => None,
        }
    }
}
