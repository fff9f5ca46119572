//! A diary made of a PGN file (`ccdiary --db new.sqlite import games.pgn --me …`): made whole
//! under a scratch name and put in place, so that no program ever sees it half made, nothing is
//! left of it when the import is killed, and a diary another program makes meanwhile is never
//! replaced.

use std::path::Path;
use std::process::{Child, Stdio};
use std::time::Duration;

use ccdiary::storage::Store;

use super::concurrency::{ccdiary, integrity};

/// The program importing the PGN file `pgn` (whose games are "NN Black"'s) into `diary`.
fn importing(diary: &Path, pgn: &Path) -> Child {
    ccdiary(diary)
        .arg("import")
        .arg(pgn)
        .args(["--me", "NN Black"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// What importing `pgn` into `diary` printed, checked to have succeeded.
fn import(diary: &Path, pgn: &Path) -> String {
    said(importing(diary, pgn))
}

/// What the import `import` printed, checked to have succeeded.
fn said(import: Child) -> String {
    let out = import.wait_with_output().unwrap();
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    said
}

#[test]
fn a_diary_made_of_a_file_says_and_holds_what_an_import_into_an_empty_one_does() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("games.pgn");
    std::fs::write(&pgn, crate::ui::many_games(40)).unwrap();
    let made = dir.path().join("folder").join("made.sqlite");
    let empty = dir.path().join("empty.sqlite");
    Store::open(&empty).unwrap();
    let said = import(&made, &pgn);
    assert_eq!(
        said,
        import(&empty, &pgn).replace("empty.sqlite", "made.sqlite")
    );
    assert!(said.contains("imported 40 games"), "{said}");
    assert!(said.contains("NN Black"), "the owner's name kept: {said}");
    assert_eq!(integrity(&made), "ok");
    // Made without a log, kept with one as every diary is, before ccdiary opens it again.
    let mode: String = rusqlite::Connection::open(&made)
        .unwrap()
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    let store = Store::open(&made).unwrap();
    assert_eq!(store.game_summaries().unwrap().len(), 40);
    assert_eq!(store.profile().unwrap().full_name, "NN Black");
    drop(store);
    // Nothing was there to back up, and no scratch file is left beside it.
    let beside: Vec<_> = std::fs::read_dir(made.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(beside, ["made.sqlite"]);
    // Imported again, the games are there already.
    assert!(import(&made, &pgn).contains("40 already in the diary"));
}

#[test]
fn two_programs_making_one_diary_of_one_file_give_each_game_once() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("games.pgn");
    std::fs::write(&pgn, crate::ui::many_games(500)).unwrap();
    for run in 0..3 {
        let path = dir.path().join(format!("d{run}.sqlite"));
        let imports: Vec<Child> = (0..2).map(|_| importing(&path, &pgn)).collect();
        let said: Vec<String> = imports.into_iter().map(said).collect();
        let store = Store::open(&path).unwrap();
        assert_eq!(store.game_summaries().unwrap().len(), 500, "run {run}");
        assert_eq!(store.partners().unwrap().len(), 500, "run {run}");
        let made = said.iter().filter(|s| s.contains("imported 500")).count();
        assert_eq!(made, 1, "run {run}: one made it, {said:?}");
    }
}

#[test]
fn a_killed_import_into_no_diary_leaves_none_or_the_whole_one() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("games.pgn");
    std::fs::write(&pgn, crate::ui::many_games(3000)).unwrap();
    for (round, wait) in [30, 100, 250, 500, 1000].into_iter().enumerate() {
        let path = dir.path().join(format!("d{round}.sqlite"));
        let mut import = importing(&path, &pgn);
        std::thread::sleep(Duration::from_millis(wait));
        let _ = import.kill();
        import.wait().unwrap();
        if !path.exists() {
            continue;
        }
        assert_eq!(integrity(&path), "ok", "round {round}");
        let store = Store::open(&path).unwrap();
        assert_eq!(store.game_summaries().unwrap().len(), 3000, "round {round}");
    }
    // What a killed program left under a scratch name is not a diary: a new import makes one.
    let path = dir.path().join("d0.sqlite");
    let _ = std::fs::remove_file(&path);
    std::fs::write(&pgn, crate::ui::many_games(3)).unwrap();
    assert!(import(&path, &pgn).contains("imported 3 games"));
}

#[test]
fn a_file_without_games_of_mine_makes_an_empty_diary_and_fails_naming_them() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("games.pgn");
    std::fs::write(&pgn, crate::ui::many_games(2)).unwrap();
    let path = dir.path().join("d.sqlite");
    let out = ccdiary(&path)
        .arg("import")
        .arg(&pgn)
        .args(["--me", "Somebody Else"])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("imported 0 games"), "{said}");
    assert!(!out.status.success(), "two games not mine: {said}");
    // As an import into an empty diary leaves it: made, without its owner's name, since no
    // game says who he is.
    assert!(path.exists());
    let store = Store::open(&path).unwrap();
    assert_eq!(store.profile().unwrap().full_name, "");
    assert!(store.game_summaries().unwrap().is_empty());
}
