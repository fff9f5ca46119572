//! The log file in the data directory, and the dialog an unexpected error shows: what happened
//! and where the log is, so nothing goes wrong in silence.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Writes log records, one line each with the time, to a file.
struct FileLog {
    file: Mutex<File>,
}

impl log::Log for FileLog {
    fn enabled(&self, metadata: &log::Metadata<'_>) -> bool {
        metadata.level() <= log::Level::Info || metadata.target().starts_with("ccdiary")
    }

    fn log(&self, record: &log::Record<'_>) {
        if !self.enabled(record.metadata()) {
            return;
        }
        if let Ok(mut f) = self.file.lock() {
            let _ = writeln!(
                f,
                "{} {:<5} {}: {}",
                chrono::Local::now().format("%Y-%m-%d %H:%M:%S"),
                record.level(),
                record.target(),
                record.args()
            );
        }
    }

    fn flush(&self) {
        if let Ok(mut f) = self.file.lock() {
            let _ = f.flush();
        }
    }
}

/// A log larger than this at start is moved aside to `ccdiary.log.1` (replacing the one there),
/// so the log never takes more than about twice this.
const ROTATE_AT_BYTES: u64 = 1024 * 1024;

/// Moves `path` aside to `path.1` if it has grown past `limit` bytes.
fn rotate(path: &Path, limit: u64) {
    if std::fs::metadata(path).is_ok_and(|m| m.len() > limit) {
        let mut old = path.as_os_str().to_owned();
        old.push(".1");
        let _ = std::fs::rename(path, old);
    }
}

/// Starts logging to `ccdiary.log` in `dir`; returns the log's path, or `None` if it cannot be
/// written (the program then runs without a log).
pub fn init(dir: &Path) -> Option<PathBuf> {
    std::fs::create_dir_all(dir).ok()?;
    let path = dir.join("ccdiary.log");
    rotate(&path, ROTATE_AT_BYTES);
    let file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .ok()?;
    log::set_boxed_logger(Box::new(FileLog {
        file: Mutex::new(file),
    }))
    .ok()?;
    log::set_max_level(log::LevelFilter::Info);
    log::info!("ccdiary {} started", env!("CARGO_PKG_VERSION"));
    Some(path)
}

/// On an unexpected error (a panic): write it to the log and show a dialog with the message and
/// the log's place. Everything saved before stays in the diary: every change is committed at once.
pub fn install_panic_dialog(log_path: Option<PathBuf>) {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info.to_string();
        log::error!("unexpected error: {message}");
        log::logger().flush();
        let place = log_path.as_ref().map_or_else(
            || "no log could be written".to_owned(),
            |p| p.display().to_string(),
        );
        let _ = rfd::MessageDialog::new()
            .set_level(rfd::MessageLevel::Error)
            .set_title("ccdiary: unexpected error / непредвиденная ошибка")
            .set_description(format!(
                "{message}\n\nEverything entered before was saved. Details are in the log:\nВсё введённое ранее сохранено. Подробности в журнале:\n{place}"
            ))
            .show();
        previous(info);
    }));
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_grown_log_is_moved_aside_and_a_small_one_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ccdiary.log");
        std::fs::write(&path, "old line\n").unwrap();
        super::rotate(&path, 100);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old line\n");
        std::fs::write(&path, "x".repeat(101)).unwrap();
        super::rotate(&path, 100);
        assert!(!path.exists());
        let aside = dir.path().join("ccdiary.log.1");
        assert_eq!(std::fs::read_to_string(aside).unwrap().len(), 101);
    }

    #[test]
    fn the_log_file_gets_dated_lines() {
        let dir = tempfile::tempdir().unwrap();
        let path = super::init(&dir.path().join("data")).unwrap();
        log::warn!(target: "ccdiary::test", "a diary could not be opened");
        log::logger().flush();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains("INFO  ccdiary::logging: ccdiary"), "{text}");
        assert!(
            text.contains("WARN  ccdiary::test: a diary could not be opened"),
            "{text}"
        );
    }
}
