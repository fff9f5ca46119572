//! What a careful user tries on one diary: re-imports of matches, files left by killed
//! programs, pictures that declare billions of pixels, files that are not diaries, impossible
//! dates, one game garbled among many. Each is refused with a message naming it, or stepped
//! over, and nothing else is lost.

use std::path::Path;

use ccdiary::storage::Store;

use crate::cli::{ccdiary, refused};
use crate::concurrency::ccdiary as program;

/// A PGN game between "Me" (White) and "Him" in the match `event`, on `date`, with `moves`.
fn game(event: &str, date: &str, moves: &str) -> String {
    format!(
        "[Event \"{event}\"]\n[Site \"post\"]\n[Date \"{date}\"]\n[White \"Me\"]\n[Black \"Him\"]\n[Result \"*\"]\n\n{moves} *\n\n"
    )
}

fn games_in(path: &Path) -> usize {
    Store::open(path).unwrap().game_summaries().unwrap().len()
}

#[test]
fn a_matchs_second_game_is_not_taken_for_its_first_and_a_game_twice_in_a_file_is_one() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let file = dir.path().join("match.pgn");
    let both = [
        game("Match", "2026.01.10", "1. e4 e5"),
        game("Match", "2026.03.10", "1. d4 d5"),
    ];
    std::fs::write(&file, both.concat()).unwrap();
    let file = file.to_str().unwrap();
    for run in 0..3 {
        ccdiary(&path, &["import", file, "--me", "Me"]).unwrap();
        assert_eq!(games_in(&path), 2, "import {run}");
    }
    // Without dates, the moves tell them apart; the same game twice in one file is one game.
    let undated = dir.path().join("undated.pgn");
    std::fs::write(
        &undated,
        [
            game("Friendly", "????.??.??", "1. e4 e5"),
            game("Friendly", "????.??.??", "1. d4 d5"),
            game("Friendly", "????.??.??", "1. e4 e5 2. Nf3"),
        ]
        .concat(),
    )
    .unwrap();
    let undated = undated.to_str().unwrap();
    let said = ccdiary(&path, &["import", undated, "--me", "Me"]).unwrap();
    assert!(said.starts_with("imported 2 games"), "{said}");
    assert_eq!(games_in(&path), 4);
    let said = ccdiary(&path, &["import", undated, "--me", "Me"]).unwrap();
    assert!(
        said.starts_with("imported 0 games; 0 updated; 3 already"),
        "{said}"
    );
    assert_eq!(games_in(&path), 4);
}

#[test]
fn files_a_killed_program_left_are_removed_at_the_next_start_and_fresh_ones_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    Store::open(&path).unwrap();
    std::fs::create_dir(dir.path().join("backups")).unwrap();
    let old = [
        dir.path().join("d.sqlite.incoming.4242.ccdiary-tmp"),
        dir.path().join("d.sqlite.incoming.4242.ccdiary-tmp-wal"),
        dir.path()
            .join("backups/d-20261130-120000.sqlite.partial.4242.ccdiary-tmp"),
    ];
    let fresh = dir.path().join("d.sqlite.archived.4343.ccdiary-tmp");
    let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    for file in &old {
        std::fs::write(file, b"half written").unwrap();
        let f = std::fs::File::options().write(true).open(file).unwrap();
        f.set_modified(hour_ago).unwrap();
    }
    std::fs::write(&fresh, b"another program's work in progress").unwrap();
    let out = program(&path).arg("list").output().unwrap();
    assert!(out.status.success());
    for file in &old {
        assert!(!file.exists(), "{} is left", file.display());
    }
    assert!(fresh.exists(), "a file another program writes now is kept");
    assert!(ccdiary::backups::list(&path).unwrap().is_empty());
}

/// A PNG of nothing but its header, declaring `width` × `height` pixels.
fn png_declaring(width: u32, height: u32) -> Vec<u8> {
    fn crc(bytes: &[u8]) -> u32 {
        let mut c = 0xFFFF_FFFFu32;
        for b in bytes {
            c ^= u32::from(*b);
            for _ in 0..8 {
                c = if c & 1 != 0 {
                    0xEDB8_8320 ^ (c >> 1)
                } else {
                    c >> 1
                };
            }
        }
        !c
    }
    let mut ihdr = b"IHDR".to_vec();
    ihdr.extend(width.to_be_bytes());
    ihdr.extend(height.to_be_bytes());
    ihdr.extend([8, 2, 0, 0, 0]);
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    png.extend(13u32.to_be_bytes());
    png.extend(&ihdr);
    png.extend(crc(&ihdr).to_be_bytes());
    // An empty IDAT: the header is all a reader needs before the pixels.
    png.extend(0u32.to_be_bytes());
    png.extend(b"IDAT");
    png.extend(crc(b"IDAT").to_be_bytes());
    png.extend(0u32.to_be_bytes());
    png.extend(b"IEND");
    png.extend(crc(b"IEND").to_be_bytes());
    png
}

#[test]
fn a_picture_declaring_fifty_thousand_pixels_square_is_refused_before_it_is_decoded() {
    let (dir, path) = crate::demo();
    ccdiary(&path, &["send", "1", "a3", "--date", "30.11.2026"]).unwrap();
    let bomb = dir.path().join("bomb.png");
    std::fs::write(&bomb, png_declaring(50_000, 50_000)).unwrap();
    let said = refused(&path, &["scan", "add", "1", "1", bomb.to_str().unwrap()]);
    assert!(said.contains("50000 × 50000 pixels"), "{said}");
    assert!(said.contains("bomb.png"), "{said}");
    let scans = ccdiary(&path, &["scan", "list", "1"]).unwrap();
    assert!(!scans.contains("scan 1"), "{scans}");
    // A card's real scan is far below the limit.
    let card = dir.path().join("card.png");
    std::fs::write(&card, png_declaring(1748, 1240)).unwrap();
    ccdiary(&path, &["scan", "add", "1", "1", card.to_str().unwrap()]).unwrap();
}

#[test]
fn files_that_are_not_diaries_are_refused_and_left_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("notes.sqlite");
    rusqlite::Connection::open(&other)
        .unwrap()
        .execute_batch("CREATE TABLE notes (text); INSERT INTO notes VALUES ('mine');")
        .unwrap();
    let negative = dir.path().join("negative.sqlite");
    rusqlite::Connection::open(&negative)
        .unwrap()
        .execute_batch("CREATE TABLE games (x); PRAGMA user_version = -1;")
        .unwrap();
    let empty = dir.path().join("empty.sqlite");
    std::fs::write(&empty, b"").unwrap();
    for (file, words) in [
        (&other, "is not a ccdiary diary"),
        (&negative, "is not a ccdiary diary"),
        (&empty, "is an empty file, not a diary"),
    ] {
        let before = std::fs::read(file).unwrap();
        let said = refused(file, &["list"]);
        assert!(said.contains(words), "{said}");
        assert_eq!(
            std::fs::read(file).unwrap(),
            before,
            "{} changed",
            file.display()
        );
    }
    // Nor is another program's database a backup to restore.
    let path = dir.path().join("d.sqlite");
    ccdiary::demo::create_demo(&path, crate::date(2026, 11, 29)).unwrap();
    let said = refused(&path, &["restore", other.to_str().unwrap()]);
    assert!(
        said.contains("notes.sqlite is not a ccdiary diary"),
        "{said}"
    );
    assert_eq!(games_in(&path), 12);
}

#[test]
#[cfg(unix)]
fn a_read_only_diary_is_not_replaced_by_a_restore() {
    use std::os::unix::fs::PermissionsExt;
    let (dir, path) = crate::demo();
    let backup = dir.path().join("b.sqlite");
    let now = crate::date(2026, 11, 29).and_hms_opt(9, 0, 0).unwrap();
    ccdiary::backups::take(&path, now, Some(&backup)).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).unwrap();
    let before = std::fs::read(&path).unwrap();
    let err = ccdiary(&path, &["restore", backup.to_str().unwrap()]).unwrap_err();
    assert!(format!("{err:#}").contains("read-only"), "{err:#}");
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn an_import_refuses_impossible_years_and_moves_received_before_they_were_sent() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let games = [
        game("A", "0001.01.30", "1. e4 e5"),
        game("B", "2026.01.10", "1. e4 {[%ccsnt 9999.01.30]} e5"),
        game("C", "2026.01.10", "1. e4 {[%ccsnt 1899.12.31]} e5"),
        game(
            "D",
            "2026.01.10",
            "1. e4 {[%ccsnt 2026.01.15]} e5 {[%ccrcv 2026.01.12] [%ccsnt 2026.01.20]}",
        ),
        game(
            "E",
            "2026.01.10",
            "1. e4 {[%ccsnt 2026.01.15]} e5 {[%ccrcv 2026.01.18] [%ccsnt 2026.01.17]}",
        ),
        game("F", "1900.01.01", "1. e4 {[%ccsnt 1900.01.02]} e5"),
    ];
    let mut store = Store::open(&path).unwrap();
    let report = ccdiary::pgn::import::import_pgn(&mut store, &games.concat(), "Me").unwrap();
    let refused: Vec<String> = report
        .errors
        .iter()
        .map(|e| format!("{}: {}", e.line, e.reason))
        .collect();
    assert_eq!(
        refused,
        [
            "1: [Date] 30.01.0001: a date before 1900 or after next year; the game is not imported",
            "17: [%ccsnt] 30.01.9999: a date before 1900 or after next year; the game is not imported",
            "26: [%ccsnt] 31.12.1899: a date before 1900 or after next year; the game is not imported",
            "35: move 1...: received 12.01.2026 ([%ccrcv]), before the move it answers was sent (15.01.2026); the game is not imported",
            "44: move 1...: sent 17.01.2026 ([%ccsnt]), before the move it answers was received (18.01.2026); the game is not imported",
        ]
    );
    drop(store);
    assert_eq!(
        games_in(&path),
        1,
        "1900 is a year correspondence chess was played"
    );
}

#[test]
fn one_garbled_game_is_named_and_stepped_over_where_the_others_can_be_saved() {
    let (dir, path) = crate::demo();
    rusqlite::Connection::open(&path)
        .unwrap()
        .execute(
            "UPDATE game_plies SET plies = x'0105' WHERE game_id = 6",
            [],
        )
        .unwrap();
    let named = |err: anyhow::Error| {
        let said = format!("{err:#}");
        assert!(
            said.contains("game 6 could not be read and was left out"),
            "{said}"
        );
    };
    let mut out = Vec::new();
    let err = ccdiary::cli::run(
        &crate::cli::parse(&["today", "--date", "2026-11-29"]),
        &path,
        &mut std::io::empty(),
        &mut out,
    )
    .unwrap_err();
    named(err);
    let today = String::from_utf8(out).unwrap();
    assert!(today.contains("game 3 ("), "{today}");
    let pgn = dir.path().join("all.pgn");
    named(ccdiary(&path, &["export-pgn", "--out", pgn.to_str().unwrap()]).unwrap_err());
    let (games, errors) = ccdiary::pgn::read_pgn(&std::fs::read_to_string(&pgn).unwrap());
    assert_eq!((games.len(), errors.len()), (11, 0));
    let zip = dir.path().join("all.zip");
    named(ccdiary(&path, &["export-all", "--out", zip.to_str().unwrap()]).unwrap_err());
    assert!(zip.exists(), "the archive is written with the other games");
}

#[test]
fn today_reads_only_the_games_that_can_have_something_due() {
    // Game 7 is finished, its result sent: a garbled record of it is nothing Today needs.
    let (dir, path) = crate::demo();
    rusqlite::Connection::open(&path)
        .unwrap()
        .execute(
            "UPDATE game_plies SET plies = x'0105' WHERE game_id = 7",
            [],
        )
        .unwrap();
    let mut out = Vec::new();
    ccdiary::cli::run(
        &crate::cli::parse(&["today", "--date", "2026-11-29"]),
        &path,
        &mut std::io::empty(),
        &mut out,
    )
    .unwrap();
    assert!(String::from_utf8(out).unwrap().contains("game 3 ("));
    // What reads every game still names it.
    let pgn = dir.path().join("all.pgn");
    let export = ccdiary(&path, &["export-pgn", "--out", pgn.to_str().unwrap()]);
    let said = format!("{:#}", export.unwrap_err());
    assert!(said.contains("game 7 could not be read"), "{said}");
}

#[test]
fn an_archive_that_is_no_diary_is_named_by_its_own_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let zip = dir.path().join("everything.zip");
    let mut writer = zip::ZipWriter::new(std::fs::File::create(&zip).unwrap());
    writer
        .start_file("ccdiary.sqlite", zip::write::SimpleFileOptions::default())
        .unwrap();
    std::io::Write::write_all(&mut writer, b"these are not the bytes of a diary").unwrap();
    writer.finish().unwrap();
    let said = refused(&path, &["import-all", zip.to_str().unwrap()]);
    assert!(
        said.contains("everything.zip is not a ccdiary diary"),
        "{said}"
    );
    assert!(!said.contains("ccdiary-tmp"), "{said}");
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left.len(), 1, "nothing left beside it: {left:?}");
}

#[test]
fn the_window_says_which_game_it_cannot_read() {
    use egui_kittest::kittest::Queryable;
    let (_dir, path) = crate::demo();
    rusqlite::Connection::open(&path)
        .unwrap()
        .execute("UPDATE game_plies SET plies = 42 WHERE game_id = 3", [])
        .unwrap();
    let mut h = crate::ui::harness(Store::open(&path).unwrap(), ccdiary::ui::Language::EN);
    h.run();
    let notice = h.state().notice().unwrap();
    assert!(notice.is_error);
    assert!(
        notice
            .text
            .contains("game 3 could not be read and was left out"),
        "{}",
        notice.text
    );
    h.get_by_label_contains("Никитин Игорь");
}

#[test]
fn moves_go_to_the_game_they_belong_to_and_a_contradiction_is_not_hidden_by_another_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let write = |name: &str, games: &[String]| {
        let file = dir.path().join(name);
        std::fs::write(&file, games.concat()).unwrap();
        file.to_str().unwrap().to_owned()
    };
    // A match's two games, known before their first moves, then carried on.
    let empty = write(
        "empty.pgn",
        &[
            game("Match", "2026.01.10", ""),
            game("Match", "2026.03.10", ""),
        ],
    );
    ccdiary(&path, &["import", &empty, "--me", "Me"]).unwrap();
    let played = write(
        "played.pgn",
        &[
            game("Match", "2026.03.10", "1. d4 d5"),
            game("Match", "2026.01.10", "1. e4 e5"),
        ],
    );
    let said = ccdiary(&path, &["import", &played, "--me", "Me"]).unwrap();
    assert!(said.starts_with("imported 0 games; 2 updated"), "{said}");
    let store = Store::open(&path).unwrap();
    for s in store.game_summaries().unwrap() {
        let first = store.plies(s.id).unwrap()[0].uci.to_string();
        let want = match s.game.start.map(|d| d.to_string()).as_deref() {
            Some("2026-01-10") => "e2e4",
            _ => "d2d4",
        };
        assert_eq!(first, want, "game {}", s.id.0);
    }
    drop(store);
    // A file whose other game comes first does not turn a contradicted game into a new one.
    let cup = write("cup.pgn", &[game("Cup", "????.??.??", "1. e4 e5 2. Nf3")]);
    ccdiary(&path, &["import", &cup, "--me", "Me"]).unwrap();
    let other = write(
        "other.pgn",
        &[
            game("Cup", "????.??.??", "1. c4"),
            game("Cup", "????.??.??", "1. e4 e5 2. Bc4"),
        ],
    );
    let mut store = Store::open(&path).unwrap();
    let text = std::fs::read_to_string(&other).unwrap();
    let report = ccdiary::pgn::import::import_pgn(&mut store, &text, "Me").unwrap();
    let refused: Vec<String> = report.errors.iter().map(|e| e.reason.to_string()).collect();
    assert_eq!(
        refused,
        [
            "move 2.: the file has Bc4, the diary's sent move is Nf3 (47.3.10); the game is left as it is"
        ]
    );
    assert_eq!(report.imported.len(), 1, "1.c4 is a game of its own");
}

#[test]
fn a_partners_dates_out_of_order_are_read_for_reconciliation_though_an_import_refuses_them() {
    let text = game(
        "Cup",
        "2026.01.10",
        "1. e4 {[%ccsnt 2026.01.15]} e5 {[%ccrcv 2026.01.12] [%ccsnt 2026.01.20]}",
    );
    let (games, errors) = ccdiary::pgn::read_pgn(&text);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(games.len(), 1);
    assert!(games[0].dates_refused.is_some());
}

#[test]
fn a_write_after_a_panic_inside_a_batch_is_committed_for_all_to_see() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let mut store = Store::open(&path).unwrap();
    let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let _ = store.batch(|_| -> ccdiary::storage::Result<()> { panic!("in the middle") });
    }));
    assert!(panicked.is_err());
    store
        .add_partner(&ccdiary::domain::Partner {
            name: "after".into(),
            ..ccdiary::domain::Partner::default()
        })
        .unwrap();
    let other = Store::open(&path).unwrap();
    assert_eq!(
        other.partners().unwrap().len(),
        1,
        "committed, not held in a transaction"
    );
}
