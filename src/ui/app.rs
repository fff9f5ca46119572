//! The window: `DiaryApp` holds the session — the `Desk` every feature shares (the open
//! diary, the settings, the clock, the status bar and the one command queue) — the features,
//! each owning its state (the list, the open game, the dialogs, the papers, the import, the
//! backups, the reminders), and the layout. A feature's `ui` asks for what it needs on the
//! queue; `commands.rs` carries each request to the feature it is for, once the frame is
//! drawn, and reads what is shown again after each one that changed the diary.

mod arbiter;
mod commands;
mod desk;
mod dialog_host;
mod frame;
mod game_panels;
mod importing;
mod mail;
mod moves;
mod papers;
mod printing;
mod reminding;
mod safety;
mod scans;
mod undo;

pub use super::settings::Settings;
pub use dialog_host::FileDialogs;
pub use reminding::{Notifier, Reminders, desktop_notifier};

use std::path::{Path, PathBuf};

use desk::Desk;
use dialog_host::{Dialogs, game_choices};
use game_panels::OpenGame;
use importing::Import;
use papers::Papers;
use safety::Safety;

use super::game_list::ListState;
use super::game_view::GameView;
use crate::backups::Backup;
use crate::diary::{Diary, DiaryError, Overview};
use crate::domain::GameId;
use crate::domain::notation::Notation;
use crate::messages::{Language, Text};

/// A message in the status bar.
pub struct Notice {
    /// The text.
    pub text: String,
    /// Whether it reports a failure.
    pub is_error: bool,
    /// The file it is about, which the status bar offers to open.
    pub file: Option<PathBuf>,
    /// The game open when it was said: another game's opening takes it away.
    pub game: Option<GameId>,
}

/// The notation of `language`'s players until the user chooses one: «Кg1-f3» in Russian.
pub(crate) fn default_notation(language: Language) -> Notation {
    crate::tr!(language, "default-notation")
        .parse()
        .unwrap_or(Notation::LongEn)
}

/// The window: the session, its features and the layout.
pub struct DiaryApp {
    desk: Desk,
    /// The list of games and Today.
    list: ListState,
    /// The list's part of the window's width, kept as the window is resized.
    list_share: crate::ui::widgets::share::Share,
    game: OpenGame,
    dialogs: Dialogs,
    papers: Papers,
    import: Import,
    safety: Safety,
    /// Reminders of what is due, on the desktop.
    pub reminders: Reminders,
    /// How a file or a link reaches the system's program for it; none in tests that do not
    /// ask for one (what is asked is then only logged).
    pub opener: Option<crate::ui::Opener>,
    /// When the program started, until the first frame logs how long it took.
    pub started: Option<std::time::Instant>,
    /// This window's hold on the diary it shows, which a second window finds taken.
    window_lock: Option<(PathBuf, crate::ui::WindowLock)>,
    /// The window's title as last set: the game and the diary shown.
    title: String,
    /// Whether the window was fitted to the screen, once its size was known.
    fitted: bool,
    /// Where the demo diary is written.
    demo_path: PathBuf,
}

impl DiaryApp {
    /// An app over an open diary; `now` tells the time (the system clock, or a fixed moment in
    /// tests).
    pub fn new(diary: Diary, language: Language, now: fn() -> chrono::NaiveDateTime) -> Self {
        let snapshot = diary.overview(now().date());
        Self::with_snapshot(diary, snapshot, language, now)
    }

    /// The window over `diary` whose panels were read already (on another thread while the
    /// window was being made, at start).
    pub fn with_snapshot(
        diary: Diary,
        snapshot: Result<Overview, DiaryError>,
        language: Language,
        now: fn() -> chrono::NaiveDateTime,
    ) -> Self {
        let settings = Settings::remembered(language, &Default::default());
        let folder = diary.path().parent().filter(|d| !d.as_os_str().is_empty());
        let demo_path = match folder {
            Some(dir) => dir.join("ccdiary-demo.sqlite"),
            None => std::env::temp_dir().join("ccdiary-demo.sqlite"),
        };
        let mut app = DiaryApp {
            desk: Desk::new(diary, settings, now),
            list: ListState::default(),
            list_share: Default::default(),
            game: OpenGame::default(),
            dialogs: Dialogs::default(),
            papers: Papers::default(),
            import: Import::default(),
            safety: Safety::default(),
            reminders: Reminders::default(),
            opener: None,
            started: None,
            window_lock: None,
            title: String::new(),
            fitted: false,
            demo_path,
        };
        app.show_overview(snapshot);
        app
    }

    /// What the user chose.
    pub fn settings(&self) -> &Settings {
        &self.desk.settings
    }

    /// What the user chose, to change (at start, from what was remembered).
    pub fn settings_mut(&mut self) -> &mut Settings {
        &mut self.desk.settings
    }

    /// The diary behind the window.
    pub fn diary(&self) -> &Diary {
        &self.desk.diary
    }

    /// The game shown, if any.
    pub fn game(&self) -> Option<&GameView> {
        self.game.view.as_ref()
    }

    /// The status-bar message, if any.
    pub fn notice(&self) -> Option<&Notice> {
        self.desk.notice.as_ref()
    }

    /// Whether a PGN import is under way (the diary is with it until it is over).
    pub fn is_importing(&self) -> bool {
        self.import.is_on()
    }

    /// Whether the user asked to quit.
    pub fn quit_requested(&self) -> bool {
        self.desk.quit_requested
    }

    /// Takes the day's backup of the diary on another thread; `ctx` is woken when it is done.
    pub fn back_up_daily(&mut self, ctx: &egui::Context) {
        self.safety.back_up_daily(&mut self.desk, ctx);
        self.drain();
    }

    /// Says that another window has this diary, so that this one only reads it, and offers
    /// to close this one.
    pub fn opened_read_only(&mut self) {
        safety::opened_read_only(&mut self.desk);
        self.drain();
    }

    /// Offers the newest sound backup of the damaged diary at `diary` (the window shows an empty
    /// diary meanwhile); declined, the program ends and leaves the file as it is.
    pub fn offer_backup(&mut self, diary: &Path, why: DiaryError, backup: Backup) {
        self.safety.offer_backup(&mut self.desk, diary, why, backup);
        self.drain();
    }

    /// Keeps the window lock of the diary shown, taken at start (main.rs).
    pub fn keep_window_lock(&mut self, lock: crate::ui::WindowLock) {
        self.window_lock = Some((self.desk.diary.path().to_path_buf(), lock));
    }

    /// Reads everything shown again when the diary changed; while an import has the diary,
    /// the panels keep what they show (it reads them when done).
    fn settle(&mut self) {
        if self.desk.take_changed() && !self.import.is_on() {
            let loaded = self.desk.diary.overview(self.desk.today());
            self.show_overview(loaded);
        }
    }

    /// Keeps in the diary what the last reading worked out of games' moves for Today, a part
    /// a frame once the window has shown its first: the first goes up first. Nothing shown
    /// changes; a failure (another program writing) only means those games are worked out
    /// again next time.
    fn keep_digests(&mut self, ui: &egui::Ui) {
        if !self.desk.overview.digests_unkept() || self.import.is_on() {
            return;
        }
        ui.ctx().request_repaint();
        if ui.ctx().cumulative_frame_nr() == 0 {
            return;
        }
        let started = std::time::Instant::now();
        match self.desk.diary.keep_digests(&mut self.desk.overview) {
            Ok(n) => log::info!(
                "kept what Today worked out of {n} games in {:?}",
                started.elapsed()
            ),
            Err(e) => log::info!("what Today worked out is not kept this time: {e:?}"),
        }
    }

    /// Shows what was read, or says why it could not be; the open game is read again.
    fn show_overview(&mut self, loaded: Result<Overview, DiaryError>) {
        let read = loaded.is_ok();
        match loaded {
            Ok(s) => {
                self.desk.overview = s;
                self.list.forget_found();
            }
            Err(e) => self.desk.fail(e),
        }
        // A game left out of Today could miss its deadline: said as long as it lasts, unless
        // what was just done said something of its own.
        let said = self.desk.take_said();
        let left_out = &self.desk.overview.unreadable;
        if !left_out.is_empty() && !said {
            let said = crate::messages::Said::LeftOut(left_out).told(self.desk.lang());
            self.desk.warn(said);
        }
        if let Some(id) = self.game.id() {
            self.game.open(&mut self.desk, id);
        }
        // A new game chooses among the names the diary has now.
        if read && self.dialogs.game_form_open() {
            match game_choices(&self.desk) {
                Ok(choices) => self.dialogs.game_chooses_from(choices),
                Err(e) => self.desk.fail(e),
            }
        }
        // What was shown before and what reading it again took are freed: given back.
        super::heap::give_back();
    }

    /// Shows another diary: everything the window shows is read anew from it, and nothing of
    /// the diary left behind (its open game, form, search, list or papers) is kept.
    fn switch_to(&mut self, diary: Diary) {
        // What was recorded in the other diary is undone there, not here: the journal goes
        // with it.
        self.desk.diary = diary;
        self.desk.overview = Overview::default();
        self.game.analysis.end();
        self.game.close(&mut self.desk);
        self.list = ListState::default();
        self.dialogs = Dialogs::default();
        self.papers = Papers::default();
        self.title.clear();
        self.desk.changed();
        self.settle();
    }

    /// Opens the diary at `path` in this window and shows it: to change, when no other window
    /// has it (this window then holds it), else to read only, as it says.
    fn open_for_window(&mut self, path: &Path) -> Result<(), DiaryError> {
        let lock = match self.window_lock.take() {
            Some((held, lock)) if held == path => Some(lock),
            _ => crate::ui::WindowLock::take(path).ok().flatten(),
        };
        let diary = match lock {
            Some(_) => Diary::open(path),
            None => Diary::open_read_only(path),
        }?;
        let read_only = diary.is_read_only();
        self.window_lock = lock.map(|lock| (path.to_path_buf(), lock));
        self.switch_to(diary);
        if read_only {
            safety::opened_read_only(&mut self.desk);
        }
        Ok(())
    }

    /// Shows what another program or window changed in the diary, looking again every few
    /// seconds while the window is idle (`PRAGMA data_version`, which this window's own
    /// writes do not move).
    fn follow_other_programs(&mut self, ui: &egui::Ui) {
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_secs(2));
        if self.import.is_on() {
            return;
        }
        match self.desk.diary.changed_elsewhere() {
            Ok(false) => {}
            Ok(true) => {
                // What this window recorded may be gone (a restore) or its rows taken by
                // other entries: undo and redo start afresh (the diary forgets them).
                self.desk.changed();
                if !self.desk.notice.as_ref().is_some_and(|n| n.is_error) {
                    self.desk
                        .inform(Text::ChangedElsewhere.get(self.desk.lang()));
                }
            }
            Err(e) => self.desk.fail(e),
        }
    }

    /// Opens the demo diary, writing it afresh as seen today.
    fn open_demo(&mut self) {
        match Diary::demo(&self.demo_path, self.desk.today()) {
            Ok(demo) => {
                self.switch_to(demo);
                let home = self.desk.home.display();
                let said = format!("{} {home}", Text::DemoOpened.get(self.desk.lang()));
                self.desk.inform(&said);
            }
            Err(e) => self.desk.fail(e),
        }
    }
}

/// A `file://` URL for a local file, its path escaped (spaces, Cyrillic, `#`, `?`) and Windows
/// drive paths written with forward slashes.
pub fn file_url(path: &std::path::Path) -> String {
    use percent_encoding::{AsciiSet, CONTROLS, utf8_percent_encode};
    const PATH: &AsciiSet = &CONTROLS
        .add(b' ')
        .add(b'"')
        .add(b'#')
        .add(b'%')
        .add(b'<')
        .add(b'>')
        .add(b'?')
        .add(b'[')
        .add(b']')
        .add(b'^')
        .add(b'`')
        .add(b'{')
        .add(b'|')
        .add(b'}');
    let mut text = path.to_string_lossy().into_owned();
    if cfg!(windows) {
        text = text.replace('\\', "/");
    }
    let slash = if text.starts_with('/') { "" } else { "/" };
    format!("file://{slash}{}", utf8_percent_encode(&text, PATH))
}

#[cfg(test)]
mod tests {
    #[test]
    #[cfg(unix)]
    fn a_file_url_escapes_what_a_path_may_hold() {
        assert_eq!(
            super::file_url(std::path::Path::new("/home/я/Игра #3 50%?.pdf")),
            "file:///home/%D1%8F/%D0%98%D0%B3%D1%80%D0%B0%20%233%2050%25%3F.pdf"
        );
    }
}
