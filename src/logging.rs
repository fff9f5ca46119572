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

/// Starts logging to `ccdiary.log` in `dir`; returns the log's path, or `None` if it cannot be
/// written (the program then runs without a log).
pub fn init(dir: &Path) -> Option<PathBuf> {
    std::fs::create_dir_all(dir).ok()?;
    let path = dir.join("ccdiary.log");
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
