//! An import places and writes its games a batch at a time while the next are read: a game the
//! file holds twice far apart is still one game, a stop halfway keeps nothing, and the report
//! lists its errors and notes in the file's order.

use std::ops::ControlFlow;

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
    let text = others(3000);
    let mut told = Vec::new();
    let read = import_pgn_with(&mut store, &text, "Me", &mut |p| {
        told.push(p);
        // Stops once some games are placed and written, not before.
        if p.done > 0 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    })
    .unwrap();
    assert!(read.is_none());
    assert!(told.iter().any(|p| p.done > 0 && p.done < 3000), "{told:?}");
    assert!(store.game_summaries().unwrap().is_empty());
    assert!(store.partners().unwrap().is_empty());
    // The diary takes the same file whole afterwards.
    let report = import_pgn(&mut store, &text, "Me").unwrap();
    assert_eq!(report.imported.len(), 3000);
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
