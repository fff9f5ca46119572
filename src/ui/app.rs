//! The application behind the window: the open diary, what the panels show, and the commands
//! that change it. Every change is written to the diary at once, in one transaction.

mod commands;
mod dialog_host;
mod frame;
mod game_panels;
mod importing;
mod mail;
mod moves;
mod other_programs;
mod papers;
mod printing;
mod reminding;
pub use super::settings::Settings;
pub use reminding::{Notifier, Reminders, desktop_notifier};
mod safety;
mod scans;
mod undo;

use chrono::NaiveDate;
use egui::{CentralPanel, Panel, RichText, Ui};

use super::card_scans::{CardChoice, CardScans};
use super::command::Command;
use super::dialogs::{
    AddressForm, AdjudicationForm, BackupsForm, Choices, CorrectForm, FileTask, FormAction,
    GameChoice, GameForm, MessageForm, PartnerForm, PathForm, PrintForm, ProfileForm, ReceiveForm,
    ReconciliationView, SendForm, TournamentForm, TypedForm, discard_question, report_ui,
};
use super::game_list::{ListMode, ListState, games_panel};
use super::game_view::{GameView, MovePanel};
use super::records_panel::{RecordsAction, RecordsForm};
use super::refusal::Refusal;
use super::schedule_table::{ScheduleClick, schedule_table};
use crate::diary::{Diary, DiaryError, Overview};
use crate::documents::DocumentKind;
use crate::domain::notation::Notation;
use crate::domain::penalties::Offence;
use crate::domain::{GameId, PartnerId, Side, Tournament, TournamentId};
use crate::messages::notation_name;
use crate::messages::{Language, Text};

/// The dialog open over the main view.
enum Dialog {
    Profile(ProfileForm),
    Tournament(Box<TournamentForm>),
    Partner(PartnerForm),
    Game(GameForm),
    Path(PathForm),
    Report(String),
    Email {
        text: String,
        mailto: String,
    },
    Adjudication(AdjudicationForm),
    Address(AddressForm),
    Backups(BackupsForm),
    /// The partner's schedule beside mine: each differing cell and what decides it.
    Reconciliation(ReconciliationView),
    /// Files dropped on a game with several cards: which card they show.
    ChooseCard(CardChoice),
    /// The partner's e-mail message, pasted to be read.
    Message(MessageForm),
    /// His message fits several games: which one.
    ChooseGame(GameChoice),
    /// A paper to print: the printer, the copies, how it will print.
    Print(PrintForm),
    /// Asks before doing something that is not a form's Save; the text says what.
    Confirm {
        /// The question.
        text: String,
        /// The button that does it.
        yes: Text,
        /// What it does.
        then: Confirmed,
    },
    Help,
}

/// What a confirmed question does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Confirmed {
    /// Take back his move as I typed it (47.3.10 binds the sender), the last of the plies
    /// the game had when asked.
    TakeBackHisMove(u32),
    /// Record the repeat of my last move as sent today, then save its postcard (47.5.1).
    RepeatNow,
    /// Replace the damaged diary with its newest sound backup.
    RestoreDamaged,
    /// Remove a scan kept on a card by mistake.
    RemoveScan(crate::domain::scans::ScanId),
    /// Close this window, whose diary another window has.
    Quit,
    /// Save the claim though the tournament's arbiter is blank on it.
    PrintAnyway(DocumentKind),
    /// Print the day's sheet though a card on it was printed already.
    PrintTodayAgain,
}

/// How the user picks files.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileDialogs {
    /// The system's dialog (Windows', macOS', or the xdg portal or zenity, through rfd).
    Native,
    /// A path typed into a field, where no dialog service exists.
    PathField,
}

impl FileDialogs {
    /// Native on Windows and macOS, which always have their own; on Linux where a desktop
    /// session or zenity can show them; else a path field.
    pub fn detect() -> FileDialogs {
        if cfg!(any(windows, target_os = "macos")) {
            return FileDialogs::Native;
        }
        let session = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|v| !v.is_empty());
        let zenity = std::env::var_os("PATH")
            .is_some_and(|paths| std::env::split_paths(&paths).any(|p| p.join("zenity").is_file()));
        if session || zenity {
            FileDialogs::Native
        } else {
            FileDialogs::PathField
        }
    }
}

/// A message in the status bar.
pub struct Notice {
    /// The text.
    pub text: String,
    /// Whether it reports a failure.
    pub is_error: bool,
    /// The file it is about, which the status bar offers to open.
    pub file: Option<std::path::PathBuf>,
    /// The game open when it was said: another game's opening takes it away.
    pub game: Option<GameId>,
}

/// The notation of `language`'s players until the user chooses one: «Кg1-f3» in Russian.
pub(crate) fn default_notation(language: Language) -> Notation {
    crate::tr!(language, "default-notation")
        .parse()
        .unwrap_or(Notation::LongEn)
}

/// The window's state: the open diary, the user's settings, what is shown, and the clock.
pub struct DiaryApp {
    session: Session,
    /// What the user chose.
    pub settings: Settings,
    view: View,
    /// The clock: the system's, or a fixed moment in tests.
    now: fn() -> chrono::NaiveDateTime,
    /// When the program started, until the first frame logs how long it took.
    pub started: Option<std::time::Instant>,
    /// Reminders of what is due, on the desktop.
    pub reminders: Reminders,
    /// This window's hold on the diary it shows, which a second window finds taken.
    window_lock: Option<(std::path::PathBuf, crate::ui::WindowLock)>,
}

/// The open diary: the file, what the lists show of it, and where the user's own diary is.
struct Session {
    diary: Diary,
    snapshot: Overview,
    /// The user's own diary, to come back to from the demo.
    home: std::path::PathBuf,
    /// Where the demo diary is written.
    demo_path: std::path::PathBuf,
}

/// What the window shows now, and what it is to do on the next frame: at start, nothing open
/// and the list of what is due.
#[derive(Default)]
struct View {
    /// The window's title as last set: the game and the diary shown.
    title: String,
    /// The tournament and the partner added last, which a new game chooses.
    just_added: (Option<TournamentId>, Option<PartnerId>),
    list: ListState,
    game: Option<GameView>,
    dialog: Option<Dialog>,
    /// What the open dialog held when it opened, to tell whether Esc loses anything.
    dialog_typed: Option<crate::ui::dialogs::AtOpen>,
    /// Whether "Discard your changes?" is asked over the dialog.
    asking_discard: bool,
    notice: Option<Notice>,
    quit_requested: bool,
    /// The PDF saved last, to open in the system viewer.
    last_pdf: Option<std::path::PathBuf>,
    /// The engine's analysis beside the moves.
    analysis: crate::ui::analysis::AnalysisPanel,
    /// A link to hand to the system on the next frame.
    open_url: Option<String>,
    /// Whether the paper asked for goes to a printer rather than to a PDF file.
    to_printer: bool,
    /// The printer used last, chosen first next time.
    last_printer: Option<String>,
    /// The adjudication claim typed for the PDF being saved.
    pending_claim: Option<crate::documents::adjudication::AdjudicationClaim>,
    /// The partner's schedule reconciled last, for its PDF: his file's name and its text.
    reconciled: Option<(String, String)>,
    /// A PGN import under way.
    importing: Option<importing::Importing>,
    /// The day's backup, taken at start, until it is done.
    daily_backup: Option<safety::DailyBackup>,
    /// The damaged diary, the backup offered for it, and why it could not be opened.
    offered: Option<(std::path::PathBuf, crate::backups::Backup, String)>,
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
        let mut app = DiaryApp {
            session: Session {
                diary,
                snapshot: Overview::default(),
                home: std::path::PathBuf::new(),
                demo_path: std::env::temp_dir().join("ccdiary-demo.sqlite"),
            },
            settings: Settings::remembered(language, &Default::default()),
            view: View::default(),
            now,
            started: None,
            reminders: Reminders::default(),
            window_lock: None,
        };
        app.session.home = app.session.diary.path().to_path_buf();
        if let Some(dir) = app
            .session
            .home
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
        {
            app.session.demo_path = dir.join("ccdiary-demo.sqlite");
        }
        app.show_snapshot(snapshot);
        app
    }

    /// Today's date by the app's clock.
    fn today(&self) -> NaiveDate {
        (self.now)().date()
    }

    /// The diary behind the window.
    pub fn diary(&self) -> &Diary {
        &self.session.diary
    }

    /// The game shown, if any.
    pub fn game(&self) -> Option<&GameView> {
        self.view.game.as_ref()
    }

    /// The status-bar message, if any.
    pub fn notice(&self) -> Option<&Notice> {
        self.view.notice.as_ref()
    }

    /// Whether a PGN import is under way (the diary is with it until it is over).
    pub fn is_importing(&self) -> bool {
        self.view.importing.is_some()
    }

    /// Whether the user asked to quit.
    pub fn quit_requested(&self) -> bool {
        self.view.quit_requested
    }

    /// Reads everything the panels show from the store.
    fn reload(&mut self) {
        // While an import has the diary, the panels keep what they show; it reloads when done.
        if self.view.importing.is_none() {
            self.show_snapshot(self.session.diary.overview(self.today()));
        }
    }

    /// Shows what was read, or says why it could not be.
    fn show_snapshot(&mut self, loaded: Result<Overview, DiaryError>) {
        match loaded {
            Ok(s) => self.session.snapshot = s,
            Err(e) => self.fail(e),
        }
        // A game left out of Today could miss its deadline: said as long as it lasts.
        let left_out = &self.session.snapshot.unreadable;
        if !left_out.is_empty() {
            let said = crate::messages::Said::LeftOut(left_out).told(self.settings.language);
            self.warn(said);
        }
        if let Some(id) = self.view.game.as_ref().map(GameView::id) {
            self.open_game(id);
        }
    }

    /// Every shortcut with what it does.
    fn shortcuts_text(&self) -> String {
        let lang = self.settings.language;
        let ctx = egui::Context::default();
        let mut lines: Vec<String> = Command::in_menus()
            .filter_map(|c| Some(format!("{} — {}", c.shortcut_text(&ctx)?, c.label(lang))))
            .collect();
        lines.push(format!("← → Home End — {}", Text::StepThrough.get(lang)));
        lines.join("\n")
    }

    /// The program, its version and licence, and where the diary and its log are.
    fn about_text(&self) -> String {
        let lang = self.settings.language;
        format!(
            "ccdiary {}\n{}\n\n{}: {}\nGPL-3.0-or-later",
            env!("CARGO_PKG_VERSION"),
            Text::AboutLine.get(lang),
            Text::DiaryFile.get(lang),
            self.session.diary.path().display()
        )
    }

    /// Opens `dialog` over the window; Esc compares it with what it holds now.
    fn open_dialog(&mut self, dialog: Dialog) {
        self.view.dialog = Some(dialog);
        self.view.dialog_typed = None;
        self.view.asking_discard = false;
    }

    /// Shows another diary: everything the window shows is read anew from it, and nothing of
    /// the diary left behind (its open game, form, search or list) is kept.
    fn switch_to(&mut self, diary: Diary) {
        // What was recorded in the other diary is undone there, not here: the journal goes
        // with it.
        self.session.diary = diary;
        self.session.snapshot = Overview::default();
        self.view.analysis.end();
        // Kept: what belongs to the program rather than to the diary left behind.
        let was = std::mem::take(&mut self.view);
        self.view = View {
            notice: was.notice,
            quit_requested: was.quit_requested,
            analysis: was.analysis,
            open_url: was.open_url,
            importing: was.importing,
            daily_backup: was.daily_backup,
            offered: was.offered,
            ..View::default()
        };
        self.reload();
    }

    fn open_game(&mut self, id: GameId) {
        match self.session.diary.opened(id) {
            Ok(opened) => {
                let mut view = GameView::new(opened.records, self.today());
                view.corrections = opened.corrections;
                view.withdrawn = opened.withdrawn;
                let mut old = self.view.game.take().filter(|g| g.id() == id);
                // Thumbnails already made are kept; only new scans are decoded.
                let old_cards = old.as_mut().map(|o| std::mem::take(&mut o.cards));
                view.cards = CardScans::new(opened.archive, old_cards);
                if let Some(old) = old {
                    view.keep_orientation(&old);
                    view.keep_form(old);
                    if let MovePanel::Records(_) = view.panel {
                        let diary = &self.session.diary;
                        view.cards
                            .make_thumbnails(|scan| diary.scan_bytes(scan).ok());
                    }
                }
                self.view.game = Some(view);
            }
            Err(e) => self.fail(e),
        }
    }

    /// The window's one place to say why something was not done: in the status bar, in the
    /// warning colour. When another program or window changed the game meanwhile, everything
    /// is first shown as it is now (what a form holds is kept).
    fn fail(&mut self, e: impl Into<Refusal>) {
        let e = e.into();
        if matches!(&e, Refusal::Diary(d) if d.is_stale()) {
            // Shown as it is now; the change that made it stale needs no other word.
            let _ = self.session.diary.changed_elsewhere();
            self.reload();
        }
        self.warn(e.told(self.settings.language));
    }

    /// Shows `text` in the status bar in the warning colour: a refusal as told, or what the
    /// player should look at.
    fn warn(&mut self, text: String) {
        self.view.notice = Some(Notice {
            text,
            is_error: true,
            file: None,
            game: self.view.game.as_ref().map(GameView::id),
        });
    }

    fn inform(&mut self, text: &str) {
        self.view.notice = Some(Notice {
            text: text.to_owned(),
            is_error: false,
            file: None,
            game: self.view.game.as_ref().map(GameView::id),
        });
    }

    /// Opens the partner's address form for the open game; `then_print` is the card it was
    /// asked for, printed once the address is saved.
    fn ask_address(&mut self, then_print: Option<DocumentKind>, today: NaiveDate) {
        let Some(g) = &self.view.game else {
            return self.fail(Text::ChooseGame);
        };
        let mut form = AddressForm::new(g.records.game.partner, &g.records.partner, today);
        form.then_print = then_print;
        if then_print.is_some() {
            form.error = Some(
                Text::NoAddressForCard
                    .get(self.settings.language)
                    .to_owned(),
            );
        }
        self.open_dialog(Dialog::Address(form));
    }

    /// Opens the demo diary, writing it afresh as seen today.
    fn open_demo(&mut self, today: NaiveDate) {
        let lang = self.settings.language;
        let path = self.session.demo_path.clone();
        match Diary::demo(&path, today) {
            Ok(demo) => {
                self.switch_to(demo);
                self.inform(&format!(
                    "{} {}",
                    Text::DemoOpened.get(lang),
                    self.session.home.display()
                ));
            }
            Err(e) => self.fail(e),
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
