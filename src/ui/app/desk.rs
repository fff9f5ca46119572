//! What every feature of the window shares: the open diary and what the list shows of it, the
//! user's settings, the clock, the status bar — and the one queue on which a feature asks for
//! what is not its own to do, carried out once the frame is drawn (rerun's command queue).

use std::collections::VecDeque;
use std::path::PathBuf;

use chrono::{NaiveDate, NaiveDateTime};

use super::Notice;
use super::dialog_host::Dialog;
use crate::diary::{Diary, DiaryError, Overview};
use crate::documents::DocumentKind;
use crate::domain::GameId;
use crate::ui::card_scans::PendingScan;
use crate::ui::command::Command;
use crate::ui::dialogs::FileTask;
use crate::ui::game_view::MovePanel;
use crate::ui::records_panel::RecordsAction;
use crate::ui::refusal::Refusal;
use crate::ui::settings::Settings;

/// What a feature asks of the window: a command of the menus, the keys or a button, or a step
/// one feature hands to another. Carried out in the order asked, after the frame that asked.
pub(crate) enum Request {
    /// A command as the menus have it.
    Command(Command),
    /// Open this dialog over the window.
    Open(Box<Dialog>),
    /// Save what this dialog holds; it stays open with the refusal if that fails.
    SaveDialog(Box<Dialog>),
    /// A dialog was closed without saving.
    Declined,
    /// Ask for a file for this task: the system's dialog, or a path field.
    ChooseFile(FileTask),
    /// Do this task with the file chosen for it.
    File(FileTask, PathBuf),
    /// Save or print paper `kind`, once what it needs is there.
    PaperOut(DocumentKind),
    /// Save the open game's move form (receive, send, correct).
    SaveMove(Box<MovePanel>),
    /// A change of the records panel.
    Records(RecordsAction),
    /// His move cannot be played: file his card as typed, with the scans dropped on the form,
    /// and ask him to replace it (47.3.12).
    AskReplacement(Box<crate::domain::HisCard>, Vec<PendingScan>),
    /// Record the open game's start date as typed.
    RecordStart(String),
    /// Record the day his last move arrived, as typed.
    RecordArrival(String),
    /// Open the correction of a ply's dates.
    CorrectDates(u32),
    /// Show this many lines of the engine's analysis.
    AnalysisLines(u32),
    /// Change my analysis of the open game.
    Analysis(crate::diary::AnalysisEdit),
    /// Read how these finished games ended, for the list's rows.
    Endings(Vec<GameId>),
}

impl From<Command> for Request {
    fn from(c: Command) -> Self {
        Request::Command(c)
    }
}

/// The open diary and what every feature reads of it, tells, and asks.
pub(crate) struct Desk {
    pub(crate) diary: Diary,
    /// The list and Today as last read.
    pub(crate) overview: Overview,
    /// What the user chose.
    pub(crate) settings: Settings,
    /// The clock: the system's, or a fixed moment in tests.
    now: fn() -> NaiveDateTime,
    /// The status bar's message.
    pub(crate) notice: Option<Notice>,
    /// The game shown, which a message said now is about.
    pub(crate) shown: Option<GameId>,
    /// The user's own diary, to come back to from another.
    pub(crate) home: PathBuf,
    /// A link to hand to the system after the frame.
    pub(crate) open_url: Option<String>,
    pub(crate) quit_requested: bool,
    /// The diary changed: everything shown is read again before the next request.
    changed: bool,
    /// Something was said since `take_said` last asked.
    said: bool,
    queue: VecDeque<Request>,
}

impl Desk {
    pub(crate) fn new(diary: Diary, settings: Settings, now: fn() -> NaiveDateTime) -> Desk {
        Desk {
            home: diary.path().to_path_buf(),
            diary,
            overview: Overview::default(),
            settings,
            now,
            notice: None,
            shown: None,
            open_url: None,
            quit_requested: false,
            changed: false,
            said: false,
            queue: VecDeque::new(),
        }
    }

    /// The moment by the window's clock.
    pub(crate) fn now(&self) -> NaiveDateTime {
        (self.now)()
    }

    /// Today by the window's clock.
    pub(crate) fn today(&self) -> NaiveDate {
        self.now().date()
    }

    /// The interface's language.
    pub(crate) fn lang(&self) -> crate::messages::Language {
        self.settings.language
    }

    /// Asks for `request`, carried out after what was asked before it.
    pub(crate) fn ask(&mut self, request: impl Into<Request>) {
        self.queue.push_back(request.into());
    }

    /// Opens `dialog` over the window.
    pub(crate) fn open(&mut self, dialog: Dialog) {
        self.ask(Request::Open(Box::new(dialog)));
    }

    /// The next request, if any.
    pub(crate) fn next(&mut self) -> Option<Request> {
        self.queue.pop_front()
    }

    /// Marks the diary changed: what is shown is read again.
    pub(crate) fn changed(&mut self) {
        self.changed = true;
    }

    /// Whether the diary changed since this was last asked.
    pub(crate) fn take_changed(&mut self) -> bool {
        std::mem::take(&mut self.changed)
    }

    /// The window's one place to say why something was not done: in the status bar, in the
    /// warning colour. When another program or window changed the game meanwhile, everything
    /// is first shown as it is now (what a form holds is kept).
    pub(crate) fn fail(&mut self, e: impl Into<Refusal>) {
        let e = e.into();
        if matches!(&e, Refusal::Diary(d) if d.is_stale()) {
            // Shown as it is now; the change that made it stale needs no other word.
            let _ = self.diary.changed_elsewhere();
            self.changed();
        }
        self.warn(e.told(self.lang()));
    }

    /// Shows `text` in the status bar in the warning colour: a refusal as told, or what the
    /// player should look at.
    pub(crate) fn warn(&mut self, text: String) {
        self.say(text, true);
    }

    /// Shows `text` in the status bar.
    pub(crate) fn inform(&mut self, text: &str) {
        self.say(text.to_owned(), false);
    }

    /// Says that something was saved to `path`, which the status bar offers to open.
    pub(crate) fn inform_file(&mut self, text: &str, path: &std::path::Path) {
        self.inform(text);
        if let Some(n) = &mut self.notice {
            n.file = Some(path.to_path_buf());
        }
    }

    /// Whether something was said since this was last asked.
    pub(crate) fn take_said(&mut self) -> bool {
        std::mem::take(&mut self.said)
    }

    fn say(&mut self, text: String, is_error: bool) {
        self.said = true;
        self.notice = Some(Notice {
            text,
            is_error,
            file: None,
            game: self.shown,
        });
    }

    /// Says a change was saved and shows it, or why it was not.
    pub(crate) fn saved(&mut self, done: Result<(), DiaryError>) {
        match done {
            Ok(()) => {
                self.inform(crate::messages::Text::Saved.get(self.lang()));
                self.changed();
            }
            Err(e) => self.fail(e),
        }
    }
}
