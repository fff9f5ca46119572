//! An import places and writes its games a batch at a time while the next are read: a game the
//! file holds twice far apart is still one game, a stop halfway keeps nothing, and the report
//! lists its errors and notes in the file's order.

use std::ops::ControlFlow;

use ccdiary::pgn::Source;
use ccdiary::pgn::import::{import_pgn, import_pgn_with};
use ccdiary::storage::Store;

/// A postal game of "Me" against `partner` in the tournament "Cup", with `moves`.
fn game(partner: &str, moves: &str) -> String {
    format!(
        "[Event \"Cup\"]\n[Site \"post\"]\n[Date \"2026.01.10\"]\n[White \"Me\"]\n[Black \"{partner}\"]\n[Result \"*\"]\n\n{moves} *\n\n"
    )
}

/// `n` games, each against another partner.
fn others(n: usize) -> String {
    (0..n)
        .map(|i| game(&format!("Partner {i}"), "1. d4 d5"))
        .collect()
}

#[test]
fn a_game_the_file_holds_twice_batches_apart_is_one_game_carried_to_its_longer_copy() {
    let text = [
        game("Him", "1. e4 e5"),
        others(300),
        game("Him", "1. e4 e5 2. Nf3 {my idea} Nc6"),
        others(10).replace("Partner", "Another"),
        game("Him", "1. e4 e5 2. Nf3"),
    ]
    .concat();
    let mut store = Store::in_memory().unwrap();
    let report = import_pgn(&mut store, &text, "Me").unwrap();
    assert_eq!(report.imported.len(), 311);
    assert!(report.updated.is_empty(), "{:?}", report.updated);
    assert_eq!(report.already_there, 1);
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    let first = report.imported[0];
    let plies: Vec<String> = store
        .plies(first)
        .unwrap()
        .iter()
        .map(|p| p.uci.to_string())
        .collect();
    assert_eq!(plies, ["e2e4", "e7e5", "g1f3", "b8c6"]);
    // The later copy's note is kept with the game.
    assert!(!store.analysis(first).unwrap().is_empty());
    // Imported again, nothing is added and nothing is carried.
    let again = import_pgn(&mut store, &text, "Me").unwrap();
    assert!(again.imported.is_empty() && again.updated.is_empty());
    assert_eq!(again.already_there, 313);
    assert_eq!(store.game_summaries().unwrap().len(), 311);
}

#[test]
fn a_game_already_in_the_diary_carried_further_is_said_updated_once() {
    let mut store = Store::in_memory().unwrap();
    import_pgn(&mut store, &game("Him", "1. e4 e5"), "Me").unwrap();
    let text = [
        game("Him", "1. e4 e5 2. Nf3"),
        others(200),
        game("Him", "1. e4 e5 2. Nf3 Nc6"),
    ]
    .concat();
    let report = import_pgn(&mut store, &text, "Me").unwrap();
    assert_eq!(report.imported.len(), 200);
    assert_eq!(report.updated.len(), 1);
    let id = report.updated[0];
    assert_eq!(store.plies(id).unwrap().len(), 4);
}

#[test]
fn an_import_stopped_after_batches_were_written_keeps_nothing() {
    let mut store = Store::in_memory().unwrap();
    // Enough games that reading them outlasts the tick of the progress (a tenth of a second)
    // on any machine: 3,000 short ones came to be read in less.
    let text = others(30_000);
    let mut told = Vec::new();
    let read = import_pgn_with(&mut store, Source::text(&text), "Me", &mut |p| {
        told.push(p);
        // Stops once some games are placed and written, not before.
        if p.games > 0 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    })
    .unwrap();
    assert!(read.is_none());
    assert!(
        told.iter().any(|p| p.games > 0 && p.games < 30_000),
        "{told:?}"
    );
    assert!(store.game_summaries().unwrap().is_empty());
    assert!(store.partners().unwrap().is_empty());
    // The diary takes the same file whole afterwards.
    let report = import_pgn(&mut store, &text, "Me").unwrap();
    assert_eq!(report.imported.len(), 30_000);
}

#[test]
fn errors_and_notes_are_reported_in_the_files_order() {
    let bad = "[Event \"Cup\"]\n[White \"Me\"]\n[Black \"X\"]\n[Result \"*\"]\n\n1. e4 e4 *\n\n";
    let not_mine = "[Event \"Cup\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 *\n\n";
    let text = [
        others(100),
        not_mine.to_owned(),
        others(100),
        bad.to_owned(),
        not_mine.to_owned(),
    ]
    .concat();
    let mut store = Store::in_memory().unwrap();
    let report = import_pgn(&mut store, &text, "Me").unwrap();
    let lines: Vec<usize> = report.errors.iter().map(|e| e.line).collect();
    assert_eq!(lines.len(), 3, "{:?}", report.errors);
    assert!(lines.windows(2).all(|w| w[0] < w[1]), "{lines:?}");
}

#[test]
fn a_file_is_read_as_its_text_is_crlf_lines_latin1_bytes_and_bracketed_comments_alike() {
    let comment = "1. e4 {a comment\r\n[not a tag] that goes on} e5 *\r\n\r\n";
    let latin1 = "[Event \"Cup\"]\r\n[White \"Me\"]\r\n[Black \"M\u{e9}ller\"]\r\n[Result \"*\"]\r\n\r\n1. c4 *\r\n\r\n";
    let text = [
        others(150).replace('\n', "\r\n"),
        format!("[Event \"Cup\"]\r\n[White \"Me\"]\r\n[Black \"Him\"]\r\n[Result \"*\"]\r\n\r\n{comment}"),
        latin1.to_owned(),
    ]
    .concat();
    // The partner's name written in Latin-1, as old programs did: é is one byte, not UTF-8.
    let bytes: Vec<u8> = text
        .bytes()
        .flat_map(|b| match b {
            0xC3 => None,
            0xA9 => Some(0xE9),
            b => Some(b),
        })
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("old.pgn");
    std::fs::write(&file, &bytes).unwrap();
    let mut from_file = Store::in_memory().unwrap();
    let source = Source::file(&file).unwrap();
    let read = import_pgn_with(&mut from_file, source, "Me", &mut |_| {
        ControlFlow::Continue(())
    })
    .unwrap()
    .unwrap();
    assert_eq!(read.imported.len(), 152, "{:?}", read.errors);
    assert!(read.errors.is_empty(), "{:?}", read.errors);
    let names: Vec<String> = from_file
        .partners()
        .unwrap()
        .into_iter()
        .map(|(_, p)| p.name)
        .collect();
    assert!(names.contains(&"M\u{fffd}ller".to_owned()), "{names:?}");
    // The same bytes as a text give the same games.
    let mut from_text = Store::in_memory().unwrap();
    let text = String::from_utf8_lossy(&bytes);
    assert_eq!(
        import_pgn(&mut from_text, &text, "Me")
            .unwrap()
            .imported
            .len(),
        152
    );
}

#[test]
fn a_file_that_cannot_be_read_to_its_end_is_named_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::in_memory().unwrap();
    // A folder opens as a file on some systems and fails at the first read.
    match Source::file(dir.path()) {
        Err(unreadable) => assert_eq!(unreadable.path, dir.path()),
        Ok(source) => {
            let failed =
                import_pgn_with(&mut store, source, "Me", &mut |_| ControlFlow::Continue(()));
            let error = failed.unwrap_err().to_string();
            assert!(error.contains(&dir.path().display().to_string()), "{error}");
        }
    }
    assert!(store.game_summaries().unwrap().is_empty());
}

#[test]
fn a_later_copy_only_adds_moves_whichever_batch_it_is_in() {
    let first = game(
        "Him",
        "1. e4 {[%ccsnt 2026.01.10]} e5 {[%ccsnt 2026.01.12]}",
    );
    let later = game(
        "Him",
        "1. e4 {[%ccsnt 2026.01.11]} e5 {[%ccsnt 2026.01.13]} 2. Nf3 {[%ccsnt 2026.01.15]}",
    );
    let latest = game(
        "Him",
        "1. e4 {[%ccsnt 2026.01.11]} e5 {[%ccsnt 2026.01.13]} 2. Nf3 {[%ccsnt 2026.01.16]} Nc6 {[%ccsnt 2026.01.18]}",
    );
    let day = |d: u32| chrono::NaiveDate::from_ymd_opt(2026, 1, d);
    for gap in [0, 100] {
        let text = [
            first.clone(),
            others(gap),
            later.clone(),
            others(gap).replace("Partner", "P"),
            latest.clone(),
        ]
        .concat();
        let mut store = Store::in_memory().unwrap();
        let report = import_pgn(&mut store, &text, "Me").unwrap();
        let sent: Vec<_> = store
            .plies(report.imported[0])
            .unwrap()
            .iter()
            .map(|p| p.sent.written)
            .collect();
        assert_eq!(
            sent,
            [day(10), day(12), day(15), day(18)],
            "{gap} games apart"
        );
    }
}

#[test]
fn a_file_that_starts_with_a_byte_order_mark_reads_its_first_game_whole() {
    let text = [
        "\u{FEFF}",
        &game("Him", "1. e4 e5"),
        &game("Other", "1. d4"),
    ]
    .concat();
    let mut store = Store::in_memory().unwrap();
    let report = import_pgn(&mut store, &text, "Me").unwrap();
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    assert_eq!(report.imported.len(), 2);
    let first = &store.game_summaries().unwrap()[0];
    assert_eq!((first.tournament.as_str(), first.plies), ("Cup", 2));
}

#[test]
fn a_long_tag_in_a_file_not_in_utf8_is_read_whole() {
    // Latin-1: each "é" is one byte the reading replaces by three.
    let mut bytes = b"[Event \"Cup\"]\n[Annotator \"".to_vec();
    bytes.extend(std::iter::repeat_n(0xE9, 6000));
    bytes.extend(b"\"]\n[White \"Me\"]\n[Black \"Him\"]\n[Result \"*\"]\n\n1. e4 e5 *\n");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("latin1.pgn");
    std::fs::write(&path, bytes).unwrap();
    let mut store = Store::in_memory().unwrap();
    let source = Source::file(&path).unwrap();
    let report = import_pgn_with(&mut store, source, "Me", &mut |_| ControlFlow::Continue(()))
        .unwrap()
        .unwrap();
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    assert_eq!(report.imported.len(), 1);
}
