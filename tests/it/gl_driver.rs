//! The GL driver a real window loaded is remembered, loaded early at the next start, and
//! forgotten when the GL library loads another (src/ui/gl_driver.rs). The window runs under
//! Xvfb with Mesa, as on a desktop without a GPU.

use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A process killed and waited for when dropped, whatever the test's end.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// An X server of its own, and its display's name once it takes clients.
fn xvfb() -> (Running, String) {
    // -displayfd: the server picks a free display and writes its number once it is ready.
    let mut server = Command::new("Xvfb")
        .args([
            "-displayfd",
            "1",
            "-screen",
            "0",
            "1280x800x24",
            "-nolisten",
            "tcp",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb: apt-get install xvfb");
    let out = server.stdout.take().expect("the server's output");
    let mut number = String::new();
    std::io::BufReader::new(out)
        .read_line(&mut number)
        .expect("the display's number");
    assert!(!number.trim().is_empty(), "Xvfb gave no display");
    (Running(server), format!(":{}", number.trim()))
}

/// Waits until `done` (a minute at most: a debug build's window under Xvfb).
fn until(what: &str, done: impl Fn() -> bool) {
    let started = Instant::now();
    while !done() {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "{what}: not in a minute"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The window over a new diary in `home`, with the user's folders there.
fn window(home: &Path, display: &str) -> Running {
    let child = Command::new(env!("CARGO_BIN_EXE_ccdiary"))
        .arg("--db")
        .arg(home.join("diary.sqlite"))
        .env("DISPLAY", display)
        .env_remove("WAYLAND_DISPLAY")
        .env("HOME", home)
        .env("XDG_CACHE_HOME", home.join("cache"))
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("config"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the window");
    Running(child)
}

/// The lines of the window's log that hold `what`.
fn logged(home: &Path, what: &str) -> usize {
    let log = home.join("data/ccdiary/ccdiary.log");
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .filter(|line| line.contains(what))
        .count()
}

/// The file of the library whose name starts with `name` mapped into the process `pid`.
fn mapped(pid: u32, name: &str) -> PathBuf {
    let maps = std::fs::read_to_string(format!("/proc/{pid}/maps")).expect("its maps");
    maps.lines()
        .filter_map(|line| line.find(" /").map(|at| PathBuf::from(&line[at + 1..])))
        .find(|path| {
            path.file_name()
                .and_then(|file| file.to_str())
                .is_some_and(|file| file.starts_with(name))
        })
        .unwrap_or_else(|| panic!("{name} mapped into the window"))
}

/// Starts the window once more and waits until it said which GL driver it used, the
/// `starts`-th time it did.
fn start(home: &Path, display: &str, starts: usize) -> Running {
    let window = window(home, display);
    until("the window's GL driver told", || {
        logged(home, "the GL driver used") == starts
    });
    window
}

#[test]
#[ignore = "needs Xvfb and Mesa (.ci/run installs them)"]
fn the_gl_driver_a_window_loaded_is_loaded_early_at_the_next_start_and_forgotten_if_not_used() {
    let (_server, display) = xvfb();
    let home = tempfile::tempdir().expect("a home");
    let home = home.path();
    let remembered = home.join("cache/ccdiary/gl-driver");

    // The first start: the driver the GL library loaded is remembered once the window is made.
    start(home, &display, 1);
    if logged(home, "the GL driver used: none") == 1 {
        // A Mesa that links its drivers into its GL library loads none from a folder `dri`.
        eprintln!("this Mesa loads no driver from a folder dri: nothing is loaded early");
        return;
    }
    let driver = std::fs::read_to_string(&remembered).expect("the driver remembered");
    let paths: Vec<PathBuf> = driver.lines().map(PathBuf::from).collect();
    assert!(!paths.is_empty());
    for path in &paths {
        assert!(path.is_file(), "{} is a file", path.display());
        assert_eq!(
            path.parent().and_then(Path::file_name),
            Some("dri".as_ref())
        );
    }
    assert_eq!(logged(home, "early"), 0, "nothing was remembered to load");

    // The next start loads it first and the same driver stays remembered. A start whose window
    // was made before the diary was open loads nothing early: tried again, three times at most.
    let mut starts = 1;
    let small = loop {
        starts += 1;
        let window = start(home, &display, starts);
        if logged(home, "loaded the GL driver") > 0 || starts == 4 {
            break mapped(window.0.id(), "libXau.so");
        }
    };
    assert_eq!(logged(home, "loaded the GL driver"), paths.len());
    assert_eq!(logged(home, "as remembered"), starts - 1);
    assert_eq!(
        std::fs::read_to_string(&remembered).ok(),
        Some(driver.clone())
    );

    // A driver remembered that the GL library does not load (a small library of X's, copied
    // into a folder `dri`; the window then takes it for that library) is loaded early, then
    // forgotten for the one the GL library loaded.
    let stale = home.join("old/dri/stale_dri.so");
    std::fs::create_dir_all(stale.parent().expect("its folder")).expect("a folder");
    std::fs::copy(&small, &stale).expect("a copy");
    std::fs::write(&remembered, format!("{}\n", stale.display())).expect("a stale driver");
    start(home, &display, starts + 1);
    assert_eq!(logged(home, "stale_dri.so early"), 1);
    assert_eq!(std::fs::read_to_string(&remembered).ok(), Some(driver));
}
