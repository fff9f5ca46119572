//! The GL driver the window used last time, loaded on another core while the window is made.
//!
//! The window's thread loads the GL driver when it first asks the display for a GL
//! configuration, after the display and the keyboard are set up. Mesa's driver with LLVM takes
//! 17–23 ms to load, the largest single step of a window's making (BENCHMARKS.md, "The GL
//! driver loaded beside the window"). Which driver that is, only the GL library knows once it
//! has asked the display. So the window remembers the one it loaded, in a file of ccdiary's
//! cache, and the next start loads that one first on a thread of its own. The GL library then
//! finds it loaded. Only drivers in a folder named `dri` are remembered: Mesa's, for X and
//! Wayland alike. Another vendor's library is loaded by the GL library as before.
//!
//! A driver remembered is forgotten when the window's GL library loads another, or is not
//! Mesa's; one no longer on the disk is skipped. Where Mesa links its drivers into its GL library
//! (`libgallium`, in newer releases), none is loaded from `dri`: nothing is remembered, and
//! nothing changes.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender};

/// The file in ccdiary's cache that names the driver, a path a line.
const FILE: &str = "gl-driver";
/// At most this many files are remembered: a driver is one file, or a few.
const MOST: usize = 4;

/// What the thread that loads the driver is told.
enum Step {
    /// Load it now: the diary is open and its check has its thread.
    Load,
    /// The window's GL context is made, by Mesa's GL library or not.
    Made { mesa: bool },
}

/// The thread that loads the driver: it waits for [`Loader::load`], then for
/// [`Warming::window_made`].
pub struct Warming {
    told: Sender<Step>,
}

/// Tells the thread to load the driver. A thread started while a library is being loaded waits
/// until it is (glibc's lock of thread-local storage), so the window's start tells it once the
/// diary is open and its check has its thread; threads started later may still wait.
pub struct Loader(Sender<Step>);

impl Loader {
    /// Loads the driver now, unless it is already loaded or being loaded.
    pub fn load(&self) {
        // The thread may have ended: the window was given up.
        let _ = self.0.send(Step::Load);
    }
}

impl Warming {
    /// Starts the thread that loads the driver remembered in the folder `cache`, and remembers
    /// the one the window loaded.
    pub fn start(cache: PathBuf) -> Option<Self> {
        let (told, steps) = std::sync::mpsc::channel();
        std::thread::Builder::new()
            .name("gl-driver".into())
            .spawn(move || warm(&cache.join(FILE), &steps))
            .ok()
            .map(|_| Self { told })
    }

    /// What tells the thread to load the driver.
    pub fn loader(&self) -> Loader {
        Loader(self.told.clone())
    }

    /// The window's GL context is made (`mesa`: by Mesa, as its version says): the driver it
    /// loaded is remembered for the next start.
    pub fn window_made(self, mesa: bool) {
        // The thread may have ended on a failure to read; then nothing is remembered.
        let _ = self.told.send(Step::Made { mesa });
    }
}

/// The thread's work: the driver remembered in `file` loaded when told to, and the one the
/// window loaded remembered once it is made (none, when the window is given up).
fn warm(file: &Path, steps: &Receiver<Step>) {
    let remembered = remembered(&std::fs::read_to_string(file).unwrap_or_default());
    // Those loaded here, each with its library; none when the window was made before.
    let mut loaded: Option<Vec<_>> = None;
    let mesa = loop {
        match steps.recv() {
            Ok(Step::Load) if loaded.is_none() => {
                let each = |path: &PathBuf| load(path).map(|library| (path.clone(), library));
                loaded = Some(remembered.iter().filter_map(each).collect());
            }
            Ok(Step::Load) => {}
            Ok(Step::Made { mesa }) => break mesa,
            Err(_) => return,
        }
    };
    // Let go: a driver the GL library loaded stays, as Mesa's do in any case. The paths
    // remembered were read from the maps, so they match how the maps name those files now.
    let ours: Vec<_> = loaded.into_iter().flatten().map(|(path, _)| path).collect();
    let maps = std::fs::read_to_string("/proc/self/maps").unwrap_or_default();
    let used = used(&ours, &drivers(&maps), mesa);
    let listed: Vec<_> = used.iter().map(|path| path.display().to_string()).collect();
    let listed = if listed.is_empty() {
        "none".to_owned()
    } else {
        listed.join(", ")
    };
    if used == remembered {
        log::info!("the GL driver used: {listed}, as remembered");
    } else {
        remember(file, &used);
        log::info!("the GL driver used: {listed}, remembered for the next start");
    }
}

/// The drivers named in a file of the cache: absolute paths of files in a folder named `dri`,
/// at most [`MOST`]; anything else in the file is passed over.
fn remembered(file: &str) -> Vec<PathBuf> {
    file.lines()
        .map(PathBuf::from)
        .filter(|path| path.is_absolute() && is_driver(path) && path.is_file())
        .take(MOST)
        .collect()
}

/// The drivers the window's GL library used, of those mapped `now` once the window is made:
/// those not among `ours` (the ones this thread loaded), else, where the GL library is Mesa's
/// (it found them loaded), ours still mapped, else none.
fn used(ours: &[PathBuf], now: &[PathBuf], mesa: bool) -> Vec<PathBuf> {
    let theirs: Vec<_> = now.iter().filter(|p| !ours.contains(p)).cloned().collect();
    if theirs.is_empty() && mesa {
        now.iter().filter(|p| ours.contains(p)).cloned().collect()
    } else {
        theirs
    }
}

/// The drivers mapped into this process, from its memory `maps` (`/proc/self/maps`), in the
/// order first met.
fn drivers(maps: &str) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = Vec::new();
    for line in maps.lines() {
        // The path is the last field, the first that starts with a slash; a file deleted
        // since it was mapped is marked "(deleted)".
        let Some(at) = line.find(" /") else { continue };
        let path = Path::new(line[at + 1..].trim_end());
        if is_driver(path) && !line.ends_with("(deleted)") && !found.iter().any(|p| p == path) {
            found.push(path.to_path_buf());
        }
    }
    found.truncate(MOST);
    found
}

/// Whether `path` is a GL driver as Mesa places them: a shared library in a folder `dri`.
fn is_driver(path: &Path) -> bool {
    path.parent().and_then(Path::file_name) == Some("dri".as_ref())
        && path
            .file_name()
            .and_then(|name| name.to_str())
            .is_some_and(|name| name.contains(".so"))
}

/// Writes the drivers used to `file` (none: the file removed). A file cut short, or written by
/// two windows at once, is read as no driver or fewer: [`remembered`] takes only whole paths of
/// files still there.
fn remember(file: &Path, used: &[PathBuf]) {
    let written = if used.is_empty() {
        std::fs::remove_file(file).or_else(|e| match e.kind() {
            std::io::ErrorKind::NotFound => Ok(()),
            _ => Err(e),
        })
    } else {
        let text: String = used.iter().map(|p| format!("{}\n", p.display())).collect();
        let folder = file.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(folder).and_then(|()| std::fs::write(file, text))
    };
    if let Err(e) = written {
        log::info!("the GL driver not remembered in {}: {e}", file.display());
    }
}

/// Loads the library at `path`, its symbols all bound now as Mesa's loader binds them, and kept
/// to it (glibc shares them with all when Mesa opens it too); `None` when it cannot be.
fn load(path: &Path) -> Option<libloading::os::unix::Library> {
    use libloading::os::unix::{Library, RTLD_LOCAL, RTLD_NOW};
    let started = std::time::Instant::now();
    // SAFETY: loading a library runs its initialisers. The path comes from the user's own cache,
    // as trusted as their environment, and names a file in a folder `dri`: the GL driver the GL
    // library loaded at the last start, which it normally loads again moments later. glibc
    // loads one library at a time; `RTLD_NOW` makes a symbol it cannot bind an error here, not
    // a crash later; none of the library's symbols is called.
    #[expect(
        unsafe_code,
        reason = "dlopen runs a library's initialisers, which Rust cannot check"
    )]
    let loaded = unsafe { Library::open(Some(path), RTLD_NOW | RTLD_LOCAL) };
    match loaded {
        Ok(library) => {
            let ms = started.elapsed().as_secs_f64() * 1000.0;
            log::info!(
                "loaded the GL driver {} early in {ms:.1} ms",
                path.display()
            );
            Some(library)
        }
        Err(e) => {
            log::info!("the GL driver {} not loaded early: {e}", path.display());
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MAPS: &str = "\
55d0c0a00000-55d0c0b00000 r--p 00000000 fd:01 123 /usr/bin/ccdiary
7f00aa000000-7f00ab000000 r-xp 00000000 fd:01 456 /usr/lib/x86_64-linux-gnu/dri/swrast_dri.so
7f00ab000000-7f00ac000000 r--p 01000000 fd:01 456 /usr/lib/x86_64-linux-gnu/dri/swrast_dri.so
7f00ac000000-7f00ad000000 r-xp 00000000 fd:01 789 /usr/lib/x86_64-linux-gnu/libLLVM-15.so.1
7f00ad000000-7f00ad100000 r-xp 00000000 fd:01 790 /opt/my dri/dri/iris_dri.so
7f00ae000000-7f00ae100000 r-xp 00000000 fd:01 791 /usr/lib/dri/old_dri.so (deleted)
7f00af000000-7f00af100000 rw-p 00000000 00:00 0 [heap]
7f00af100000-7f00af200000 r--p 00000000 fd:01 792 /usr/share/dri/notes.txt
";

    #[test]
    fn the_drivers_mapped_are_the_libraries_in_a_folder_dri_each_once_in_the_order_met() {
        assert_eq!(
            drivers(MAPS),
            [
                PathBuf::from("/usr/lib/x86_64-linux-gnu/dri/swrast_dri.so"),
                PathBuf::from("/opt/my dri/dri/iris_dri.so"),
            ]
        );
        assert!(drivers("").is_empty());
    }

    #[test]
    fn the_drivers_used_are_those_the_gl_library_loaded_else_ours_where_it_is_mesas() {
        let swrast = PathBuf::from("/usr/lib/x86_64-linux-gnu/dri/swrast_dri.so");
        let iris = PathBuf::from("/opt/my dri/dri/iris_dri.so");
        let both = [swrast.clone(), iris.clone()];
        // Nothing loaded early: all the drivers mapped.
        assert_eq!(used(&[], &both, true), both);
        assert_eq!(used(&[], &both, false), both);
        let ours = [swrast.clone()];
        // Ours found loaded by Mesa.
        assert_eq!(used(&ours, &ours, true), ours);
        // Mesa loaded another beside it (ours is never unloaded): the other.
        assert_eq!(used(&ours, &both, true), [iris]);
        // Another vendor's GL library, or ours let go: none.
        assert!(used(&ours, &ours, false).is_empty());
        assert!(used(&ours, &[], true).is_empty());
    }

    #[test]
    fn a_driver_remembered_is_loaded_only_from_an_absolute_path_of_a_file_still_there() {
        let folder = tempfile::tempdir().expect("a folder");
        let dri = folder.path().join("dri");
        std::fs::create_dir(&dri).expect("dri");
        let driver = dri.join("swrast_dri.so");
        std::fs::write(&driver, b"").expect("driver");
        let elsewhere = folder.path().join("swrast_dri.so");
        std::fs::write(&elsewhere, b"").expect("elsewhere");
        let file = format!(
            "{}\nrelative/dri/x_dri.so\n{}\n{}\n\n\u{0}garbage",
            driver.display(),
            dri.join("gone_dri.so").display(),
            elsewhere.display()
        );
        assert_eq!(remembered(&file), std::slice::from_ref(&driver));
        let many = format!("{}\n", driver.display()).repeat(MOST + 3);
        assert_eq!(remembered(&many).len(), MOST);
    }

    #[test]
    fn the_drivers_used_replace_those_remembered_and_none_used_forgets_them() {
        let folder = tempfile::tempdir().expect("a folder");
        let file = folder.path().join(FILE);
        let dri = folder.path().join("dri");
        std::fs::create_dir(&dri).expect("dri");
        let used = [dri.join("a_dri.so"), dri.join("b_dri.so")];
        for path in &used {
            std::fs::write(path, b"").expect("driver");
        }
        remember(&file, &used);
        let text = std::fs::read_to_string(&file).expect("remembered");
        assert_eq!(remembered(&text), used);
        remember(&file, &[]);
        assert!(!file.exists());
        remember(&file, &[]);
        assert!(!file.exists(), "forgetting twice is no error");
    }
}
