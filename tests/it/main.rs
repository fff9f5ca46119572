//! Whole flows through the library: the diary file, the command line and the window.

#![expect(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test should stop loudly at the first surprise"
)]

mod analysis;
mod arbiter;
mod backups;
mod cli;
mod concurrency;
mod documents;
mod email;
mod email_forms;
mod engine;
mod faults;
#[cfg(target_os = "linux")]
mod gl_driver;
mod hostile;
mod house;
mod i18n;
mod import_batches;
mod layers;
mod new_diary;
mod one_door;
mod overview;
mod papers;
mod printing;
mod reconcile;
mod start_list;
mod start_list_files;
mod store;
mod ui;
mod window_fit;
mod window_three;
mod window_two;

use chrono::NaiveDate;

/// The e-mail game of the rules' message-form example (tests/fixtures/README.md).
pub const EMAIL_PGN: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/rules-example-email.pgn"
);

/// A real 66-move ICCF server game (tests/fixtures/README.md).
pub const ICCF_PGN: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/iccf-server-game.pgn"
);

/// A diary written by schema version 1.
pub const DIARY_V1: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/diary-v1.sqlite"
);

/// A date from literal parts.
pub fn date(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).expect("valid test date")
}

/// The demo diary as of 29.11.2026 in a new folder: the folder and the diary.
pub fn demo() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("diary.sqlite");
    ccdiary::demo::create_demo(&path, date(2026, 11, 29)).unwrap();
    (dir, path)
}

/// Overwrites 4 KiB in the middle of the file at `path`, as a failing disk would; returns the
/// damaged bytes, to check that nothing rewrites them.
pub fn damage(path: &std::path::Path) -> Vec<u8> {
    let mut bytes = std::fs::read(path).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle..middle + 4096].fill(0xAB);
    std::fs::write(path, &bytes).unwrap();
    bytes
}

/// Runs `ccdiary ARGS` on the diary at `db` on 29.11.2026 in English: what it said, or its
/// refusal as told.
pub fn run_cli(db: &std::path::Path, args: &[&str]) -> String {
    use clap::Parser;
    let cli = ccdiary::cli::Cli::parse_from(std::iter::once("ccdiary").chain(args.iter().copied()));
    let mut out = Vec::new();
    let clock = || date(2026, 11, 29).and_hms_opt(9, 0, 0).unwrap();
    let result = ccdiary::cli::run_at(
        ccdiary::ui::Language::EN,
        &cli.command.unwrap(),
        db,
        (&mut "".as_bytes(), &mut out),
        clock,
    );
    let said = String::from_utf8(out).unwrap();
    match result {
        Ok(()) => said,
        Err(e) => format!("{said}{e}"),
    }
}
