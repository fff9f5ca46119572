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
    #[cfg(all(unix, not(target_os = "macos")))]
    let cache = display_expected()
        .then(|| directories::ProjectDirs::from("", "", "ccdiary"))
        .flatten()
        .map(|dirs| dirs.cache_dir().to_path_buf());
    #[cfg(all(unix, not(target_os = "macos")))]
    keep_compose_cache(cache.as_deref());
    #[cfg(target_os = "linux")]
    let (warming, opened) = warm_gl_driver(cache);
    #[cfg(not(target_os = "linux"))]
    let opened = || ();
    // One window per diary: a second one reads it only, and says so.
    let lock = ui::WindowLock::take(&path);
    let read_only = matches!(lock, Ok(None));
    let today = ui::system_now().date();
    // Without a display, where no window can be, the diary is not opened.
    let reading = display_expected().then(|| {
        let opening = path.clone();
        std::thread::spawn(move || read_beside(&opening, (read_only, today, lang), &opened))
    });
    // A diary refused is said once the window is given up, as it was before it was made.
    let refused = std::sync::Arc::new(std::sync::Mutex::new(None));
    let keep = std::sync::Arc::clone(&refused);
    let shown = eframe::run_native(
        "ccdiary",
        window_options(),
        Box::new(move |cc| {
            #[cfg(target_os = "linux")]
            if let Some(warming) = warming {
                use eframe::glow::HasContext;
                let version = cc.gl.as_ref().map(|gl| &gl.version().vendor_info);
                warming.window_made(version.is_some_and(|v| v.contains("Mesa")));
            }
            ui::install_fonts(&cc.egui_ctx);
            let remembered = ui::Remembered::read(cc.storage);
            let read = match reading {
                Some(reading) => reading
                    .join()
                    .map_err(|_| anyhow::anyhow!("reading the diary failed"))?,
                None => read_diary(&path, read_only, today, &|| ()),
            };
            let read = match read {
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
            let app = diary_app(cc, read, (&remembered, given), (&path, lock), started);
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

/// The window's app over the diary `read`: in the language `given` with `--lang`, else the
/// one remembered; told what the opening found (a damaged diary, another window's lock) and
/// holding this window's `lock` on the diary at `path`.
fn diary_app(
    cc: &eframe::CreationContext<'_>,
    (store, damaged, snapshot): Read,
    (remembered, given): (&ui::Remembered, Option<ui::Language>),
    (path, lock): (&std::path::Path, std::io::Result<Option<ui::WindowLock>>),
    started: std::time::Instant,
) -> DiaryApp {
    let language = remembered.language(given);
    let mut app = DiaryApp::with_snapshot(store, snapshot, language, ui::system_now);
    let settings = app.settings_mut();
    *settings = ui::Settings::remembered(language, remembered);
    settings.language_given = given;
    settings.file_dialogs = ui::FileDialogs::detect();
    app.started = Some(started);
    (app.reminders.on, app.reminders.reminded) = (remembered.reminders, remembered.reminded());
    app.reminders.notifier = Some(ui::desktop_notifier());
    app.opener = Some(ui::system_opener());
    match (damaged, lock) {
        (Some((why, backup)), _) => app.offer_backup(path, why, backup),
        (None, Ok(None)) => app.opened_read_only(),
        (None, lock) => {
            if let Ok(Some(lock)) = lock {
                app.keep_window_lock(lock);
            }
            app.back_up_daily(&cc.egui_ctx);
        }
    }
    app
}

/// Starts the thread that loads the GL driver while the display is set up and the diary read.
/// It loads it when the function returned is called: once the diary is open and its check has
/// its thread, or the diary could not be opened. A thread started while a library is being
/// loaded waits until it is loaded.
#[cfg(target_os = "linux")]
fn warm_gl_driver(
    cache: Option<std::path::PathBuf>,
) -> (Option<ui::gl_driver::Warming>, impl Fn() + Send + 'static) {
    let warming = cache.and_then(ui::gl_driver::Warming::start);
    let loader = warming.as_ref().map(ui::gl_driver::Warming::loader);
    (warming, move || {
        loader.iter().for_each(ui::gl_driver::Loader::load)
    })
}

/// The diary opened, checked and what the panels show read (on another core while the window
/// is being made), telling `opened` as the reading starts; then the messages of the language
/// the window will most likely speak parsed (half a millisecond; a language remembered
/// otherwise is parsed when the window asks for it).
fn read_beside(
    path: &std::path::Path,
    (read_only, today, lang): (bool, chrono::NaiveDate, ui::Language),
    opened: &dyn Fn(),
) -> Result<Read, cli::CliError> {
    yield_to_window();
    let read = read_diary(path, read_only, today, opened);
    lang.loader();
    read
}

/// Xlib reads its Compose table (half a megabyte, a character at a time: 7 ms, and 17 once the
/// diary's reading runs beside it, as glibc then locks the file for each character) each time
/// a window opens its input method without an input-method server, unless it finds the table
/// compiled in the folder `XCOMPOSECACHE` names (0.1 ms): it writes one there for any user but
/// root, when the folder exists. The folder is ccdiary's own in the user's cache, unless the
/// user named one. Programs the window starts (the file viewer, the printing commands)
/// inherit the name.
#[cfg(all(unix, not(target_os = "macos")))]
fn keep_compose_cache(cache: Option<&std::path::Path>) {
    const NAME: &str = "XCOMPOSECACHE";
    if std::env::var_os(NAME).is_some() || std::env::var_os("DISPLAY").is_none() {
        return;
    }
    let Some(cache) = cache else {
        return;
    };
    let folder = cache.join("compose");
    if std::fs::create_dir_all(&folder).is_ok() {
        // SAFETY: the process has one thread here: the GL driver's, the diary's reading and
        // the window's threads start after, and nothing before them starts one.
        #[expect(
            unsafe_code,
            reason = "the environment is changed before any thread starts"
        )]
        unsafe {
            std::env::set_var(NAME, folder);
        }
    }
}

/// Whether a window can be shown: on Linux and the BSDs only with an X or Wayland display.
fn display_expected() -> bool {
    let unix_desktop = cfg!(all(unix, not(target_os = "macos")));
    !unix_desktop
        || ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
            .iter()
            .any(|name| std::env::var_os(name).is_some())
}

/// Lowers the calling thread's priority a little (Linux: nice 5, for good): the diary's
/// reading, and the threads it starts, give way to the window's making and to the X server
/// where the cores are too few for all three. On 2 cores the first window over 1,000 games
/// came 3 ms sooner (20 alternating starts: 82.6 ms at 0, 79.2 at 5, 79.4 at 10), and no
/// later beside two programs taking both cores (138 ms at 0, 133 at 5).
fn yield_to_window() {
    #[cfg(target_os = "linux")]
    #[expect(
        unsafe_code,
        reason = "setpriority, a call of the system std does not wrap"
    )]
    {
        unsafe extern "C" {
            fn setpriority(which: i32, who: u32, priority: i32) -> i32;
        }
        const PRIO_PROCESS: i32 = 0;
        // SAFETY: setpriority takes integers by value. On Linux, process 0 is the calling
        // thread alone, and a failure (a limit of the system) leaves it as it was.
        unsafe {
            setpriority(PRIO_PROCESS, 0, 5);
        }
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
/// panels show on `today` while its file is checked; `opened` is told as the reading starts,
/// and when the diary cannot be opened (its check may fail after the reading started).
fn read_diary(
    path: &std::path::Path,
    read_only: bool,
    today: chrono::NaiveDate,
    opened: &dyn Fn(),
) -> Result<Read, cli::CliError> {
    let overview = |diary: &Diary| {
        opened();
        diary.overview(today)
    };
    let read = match Diary::open_and_read(path, read_only, overview) {
        Ok((diary, snapshot)) => (diary, None, snapshot),
        Err(e) => {
            // Told all the same: the window is still made, to say what happened.
            opened();
            match cli::newest_if_damaged(path, &e) {
                Some((backup, _)) => {
                    let empty = Diary::in_memory()?;
                    let snapshot = empty.overview(today);
                    (empty, Some((e, backup)), snapshot)
                }
                None => {
                    return Err(cli::CliError::CannotOpen {
                        path: path.into(),
                        error: e,
                        newest: None,
                    });
                }
            }
        }
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
