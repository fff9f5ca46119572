//! The `ccdiary` program: parses the command line, then runs a subcommand or opens the window.

// On Windows no console window opens with the diary's window; a command run from a terminal
// writes to that terminal (`console::attach_parent`).
#![cfg_attr(windows, windows_subsystem = "windows")]

use std::process::ExitCode;

use anyhow::Context;
use clap::Parser;

use ccdiary::cli::{self, Cli};
use ccdiary::diary::Diary;
use ccdiary::ui::{self, DiaryApp};

fn main() -> ExitCode {
    #[cfg(windows)]
    console::attach_parent();
    let started = std::time::Instant::now();
    let args = Cli::parse();
    match run(args, started) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("ccdiary: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: Cli, started: std::time::Instant) -> anyhow::Result<()> {
    let told = |e: cli::CliError| anyhow::anyhow!(e.told(args.language()));
    let path = cli::diary_path(&args).map_err(told)?;
    let log_dir = cli::default_diary_path()
        .ok()
        .and_then(|p| p.parent().map(std::path::Path::to_path_buf));
    let log_path = log_dir.as_deref().and_then(ccdiary::logging::init);
    for left in ccdiary::backups::remove_leftovers(&path) {
        log::info!(
            "removed {}, left by a program killed in its work",
            left.display()
        );
    }
    if let Some(command) = &args.command {
        return cli::run_in(
            args.language(),
            command,
            &path,
            &mut std::io::stdin().lock(),
            &mut std::io::stdout().lock(),
        );
    }
    ccdiary::logging::install_panic_dialog(log_path);
    open_window(path, (args.lang, args.language()), started)
}

/// The window over the diary at `path`, in the language `given` with `--lang` (else the one
/// remembered, else `lang`, the system's).
fn open_window(
    path: std::path::PathBuf,
    (given, lang): (Option<ui::Language>, ui::Language),
    started: std::time::Instant,
) -> anyhow::Result<()> {
    let told = |e: cli::CliError| anyhow::anyhow!(e.told(lang));
    // One window per diary: a second one reads it only, and says so.
    let lock = ui::WindowLock::take(&path);
    let read_only = matches!(lock, Ok(None));
    // The diary is opened, checked and what the panels show read on another core while the
    // window is being made, from the moment the window itself is asked for (on X, once the
    // display and its input method are open: X reads its Compose table, half a megabyte, a
    // character at a time, and glibc locks a file for each character once a second thread
    // exists, 17 ms against 7); at once when the reading is the longer of the two.
    let reading = std::rc::Rc::new(Reading::new(path.clone(), read_only));
    let mut options = window_options();
    if Diary::active_games_at(&path).is_some_and(|n| n > LONG_READING) {
        reading.start();
    }
    let asked = std::rc::Rc::clone(&reading);
    options.window_builder = Some(Box::new(move |builder| {
        asked.start();
        builder
    }));
    // A diary refused is said once the window is given up, as it was before it was made.
    let refused = std::sync::Arc::new(std::sync::Mutex::new(None));
    let keep = std::sync::Arc::clone(&refused);
    let shown = eframe::run_native(
        "ccdiary",
        options,
        Box::new(move |cc| {
            ui::install_fonts(&cc.egui_ctx);
            let remembered = ui::Remembered::read(cc.storage);
            let language = remembered.language(given);
            let read = reading
                .received()
                .ok_or_else(|| anyhow::anyhow!("reading the diary failed"))?;
            let (store, damaged, snapshot) = match read {
                Ok(read) => read,
                Err(e) => {
                    if let Ok(mut kept) = keep.lock() {
                        *kept = Some(e);
                    }
                    return Err(anyhow::anyhow!("the diary was refused").into());
                }
            };
            #[cfg(windows)]
            console::free();
            let mut app = DiaryApp::with_snapshot(store, snapshot, language, ui::system_now);
            let settings = app.settings_mut();
            *settings = ui::Settings::remembered(language, &remembered);
            settings.language_given = given;
            settings.file_dialogs = ui::FileDialogs::detect();
            app.started = Some(started);
            (app.reminders.on, app.reminders.reminded) =
                (remembered.reminders, remembered.reminded());
            app.reminders.notifier = Some(ui::desktop_notifier());
            app.opener = Some(ui::system_opener());
            match (damaged, lock) {
                (Some((why, backup)), _) => app.offer_backup(&path, why, backup),
                (None, Ok(None)) => app.opened_read_only(),
                (None, lock) => {
                    if let Ok(Some(lock)) = lock {
                        app.keep_window_lock(lock);
                    }
                    app.back_up_daily(&cc.egui_ctx);
                }
            }
            Ok(Box::new(app))
        }),
    );
    if let Some(e) = refused.lock().ok().and_then(|mut kept| kept.take()) {
        return Err(told(e));
    }
    shown
        .map_err(|e| anyhow::anyhow!("{e}"))
        .context("cannot open the window")
}

/// The games that can have something due past which reading a diary outlasts the making of
/// its window (about 50 ms): Today's reading takes some 8 µs a game. The list's summaries and
/// the file's check take less up to a career of 20,000 games (99 in play: 117 ms read from the
/// window's asking, 124 at once).
const LONG_READING: u64 = 5_000;

/// The diary read on another core (`read_diary`), started once, by the first to ask.
struct Reading {
    start: std::cell::Cell<Option<Box<dyn FnOnce()>>>,
    read: std::sync::mpsc::Receiver<Result<Read, cli::CliError>>,
}

impl Reading {
    fn new(path: std::path::PathBuf, read_only: bool) -> Reading {
        let today = ui::system_now().date();
        let (sent, read) = std::sync::mpsc::sync_channel(1);
        let start: Box<dyn FnOnce()> = Box::new(move || {
            std::thread::spawn(move || {
                // The window may be gone: nobody to tell.
                let _ = sent.send(read_diary(&path, read_only, today));
            });
        });
        Reading {
            start: std::cell::Cell::new(Some(start)),
            read,
        }
    }

    /// Starts the reading, unless it was started.
    fn start(&self) {
        if let Some(start) = self.start.take() {
            start();
        }
    }

    /// What was read, once it is (started now if nothing asked before); `None` when the
    /// reading failed on its way.
    fn received(&self) -> Option<Result<Read, cli::CliError>> {
        self.start();
        self.read.recv().ok()
    }
}

/// A diary the window opened with what are shown: its panels as read; when it is damaged, an
/// empty diary, and the damage with the newest sound backup to offer (the damaged file left as
/// it is until the user says); a damaged diary without a sound backup is refused.
type Read = (
    Diary,
    Option<(ccdiary::diary::DiaryError, ccdiary::backups::Backup)>,
    Result<ccdiary::diary::Overview, ccdiary::diary::DiaryError>,
);

/// Opens the diary at `path` (only to read when another window has it) and reads what its
/// panels show on `today` while its file is checked.
fn read_diary(
    path: &std::path::Path,
    read_only: bool,
    today: chrono::NaiveDate,
) -> Result<Read, cli::CliError> {
    let overview = |diary: &Diary| diary.overview(today);
    let read = match Diary::open_and_read(path, read_only, overview) {
        Ok((diary, snapshot)) => (diary, None, snapshot),
        Err(e) => match cli::newest_if_damaged(path, &e) {
            Some((backup, _)) => {
                let empty = Diary::in_memory()?;
                let snapshot = overview(&empty);
                (empty, Some((e, backup)), snapshot)
            }
            None => {
                return Err(cli::CliError::CannotOpen {
                    path: path.into(),
                    error: e,
                    newest: None,
                });
            }
        },
    };
    log::info!("opened {}", path.display());
    Ok(read)
}

/// The window: its title, its size (1280×800, at least 1024×640) and its icon (128 pixels: a
/// desktop shows the installed icon, this one where it has none; one of 256 was a quarter of a
/// megabyte held all along).
fn window_options() -> eframe::NativeOptions {
    eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("ccdiary")
            .with_app_id("ccdiary")
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([1024.0, 640.0])
            .with_icon(
                eframe::icon_data::from_png_bytes(include_bytes!(
                    "../assets/icons/ccdiary-128.png"
                ))
                .unwrap_or_default(),
            ),
        ..Default::default()
    }
}

#[cfg(windows)]
mod console {
    //! A program of the Windows subsystem has no console of its own: started from a terminal
    //! (`ccdiary.exe list`), it writes to the terminal it was started from; the window then
    //! lets go of that terminal.

    #[link(name = "kernel32")]
    #[expect(unsafe_code, reason = "calls of the system std does not wrap")]
    unsafe extern "system" {
        fn AttachConsole(process: u32) -> i32;
        fn FreeConsole() -> i32;
    }

    /// Attaches to the console of the process that started this one, so that `--help` and the
    /// commands write there; from the Start menu there is none and nothing happens.
    #[expect(
        unsafe_code,
        reason = "AttachConsole, a call of the system std does not wrap"
    )]
    pub fn attach_parent() {
        const ATTACH_PARENT_PROCESS: u32 = u32::MAX;
        // SAFETY: AttachConsole takes a process id by value and touches no memory of ours; a
        // failure (no parent console) leaves everything as it was.
        unsafe {
            AttachConsole(ATTACH_PARENT_PROCESS);
        }
    }

    /// Lets go of that console before the window opens: closing the terminal, or Ctrl+C in it,
    /// does not end the diary.
    #[expect(
        unsafe_code,
        reason = "FreeConsole, a call of the system std does not wrap"
    )]
    pub fn free() {
        // SAFETY: FreeConsole takes nothing and touches no memory of ours.
        unsafe {
            FreeConsole();
        }
    }
}
