//! Backups: taken, listed, pruned and restored, by the library and the command line.

use std::fs;
use std::path::Path;

use ccdiary::backups::{self, PutAside};
use ccdiary::domain::retention::Retention;
use ccdiary::storage::{Store, contents};
use chrono::{NaiveDate, NaiveDateTime};

fn at(y: i32, m: u32, d: u32, h: u32) -> NaiveDateTime {
    NaiveDate::from_ymd_opt(y, m, d)
        .unwrap()
        .and_hms_opt(h, 0, 0)
        .unwrap()
}

/// The demo diary (a dozen games in every state) in `dir`.
fn demo(dir: &Path) -> std::path::PathBuf {
    let path = dir.join("diary.sqlite");
    ccdiary::demo::create_demo(&path, NaiveDate::from_ymd_opt(2026, 11, 30).unwrap()).unwrap();
    path
}

/// Every game as the list shows it, and its article-52 schedule as CSV: the diary's answer to
/// "what happened when".
fn schedules(path: &Path) -> Vec<String> {
    let store = Store::open(path).unwrap();
    store
        .game_summaries()
        .unwrap()
        .iter()
        .map(|g| {
            let records = store.game_records(g.id).unwrap();
            let csv = ccdiary::documents::schedule_text::schedule_csv(
                &records,
                ccdiary::domain::notation::Notation::Uci,
            );
            format!("{g:?}\n{csv}")
        })
        .collect()
}

#[test]
fn a_backup_is_listed_with_its_games_and_moves_and_a_restore_brings_back_every_date() {
    let dir = tempfile::tempdir().unwrap();
    let path = demo(dir.path());
    let before = schedules(&path);
    let taken = backups::take(&path, at(2026, 11, 30, 9), None).unwrap();
    assert_eq!(
        taken.path,
        dir.path()
            .join("backups")
            .join("diary-20261130-090000.sqlite")
    );
    assert_eq!(backups::list(&path).unwrap(), vec![taken.clone()]);
    let same_second = backups::take(&path, at(2026, 11, 30, 9), None).unwrap();
    assert_eq!(
        same_second.taken,
        at(2026, 11, 30, 9) + chrono::Duration::seconds(1)
    );
    std::fs::remove_file(&same_second.path).unwrap();
    let held = contents(&taken.path).unwrap();
    assert_eq!(held.games, 12);
    assert!(held.plies > 100, "{held:?}");

    // A game is marked withdrawn by mistake after the backup.
    {
        let mut store = Store::open(&path).unwrap();
        let id = store.game_summaries().unwrap()[0].id;
        store
            .set_game_state(id, ccdiary::domain::GameState::Withdrawn(None))
            .unwrap();
    }
    assert_ne!(schedules(&path), before);
    let aside = backups::restore(&path, &taken.path, at(2026, 11, 30, 10)).unwrap();
    assert_eq!(
        aside,
        PutAside::Backup(
            dir.path()
                .join("backups")
                .join("diary-20261130-100000.sqlite")
        )
    );
    assert_eq!(
        schedules(&path),
        before,
        "every game, ply and date as backed up"
    );
    assert_eq!(backups::list(&path).unwrap().len(), 2);
}

#[test]
fn a_damaged_diary_is_put_aside_unchanged_when_a_backup_replaces_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = demo(dir.path());
    let taken = backups::take(&path, at(2026, 11, 29, 9), None).unwrap();
    let bytes = crate::damage(&path);
    assert!(Store::open(&path).is_err(), "the damage is seen at open");

    let aside = backups::restore(&path, &taken.path, at(2026, 11, 30, 9)).unwrap();
    let PutAside::Renamed(kept) = aside else {
        panic!("{aside:?}")
    };
    assert_eq!(
        fs::read(&kept).unwrap(),
        bytes,
        "the damaged file byte for byte"
    );
    assert_eq!(
        Store::open(&path).unwrap().game_summaries().unwrap().len(),
        12
    );
}

#[test]
fn the_days_backup_is_taken_once_and_the_old_ones_pruned() {
    let dir = tempfile::tempdir().unwrap();
    let path = demo(dir.path());
    let policy = Retention {
        daily: 2,
        weekly: 0,
        monthly: 0,
    };
    assert!(
        backups::daily(&path, at(2026, 11, 28, 9), policy)
            .unwrap()
            .is_some()
    );
    assert!(
        backups::daily(&path, at(2026, 11, 28, 18), policy)
            .unwrap()
            .is_none()
    );
    assert!(
        backups::daily(&path, at(2026, 11, 29, 9), policy)
            .unwrap()
            .is_some()
    );
    assert!(
        backups::daily(&path, at(2026, 11, 30, 9), policy)
            .unwrap()
            .is_some()
    );
    let left: Vec<NaiveDateTime> = backups::list(&path)
        .unwrap()
        .iter()
        .map(|b| b.taken)
        .collect();
    assert_eq!(left, vec![at(2026, 11, 30, 9), at(2026, 11, 29, 9)]);
    let names: Vec<String> = fs::read_dir(backups::folder(&path))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2, "nothing else left in the folder: {names:?}");
}

#[test]
fn a_restore_from_a_file_that_is_not_a_diary_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = demo(dir.path());
    let before = fs::read(&path).unwrap();
    let notes = dir.path().join("notes.sqlite");
    fs::write(
        &notes,
        "not a diary at all, but long enough to look like a file".repeat(100),
    )
    .unwrap();
    assert!(backups::restore(&path, &notes, at(2026, 11, 30, 9)).is_err());
    assert_eq!(fs::read(&path).unwrap(), before);
    assert!(backups::list(&path).unwrap().is_empty());
}

#[test]
fn a_backup_taken_while_another_program_writes_is_consistent() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("burst.sqlite");
    Store::open(&path).unwrap();
    let mut child = std::process::Command::new(crate::faults::write_burst_exe())
        .arg(&path)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut sizes = Vec::new();
    for i in 0..20 {
        std::thread::sleep(std::time::Duration::from_millis(15));
        let taken = backups::take(
            &path,
            at(2026, 11, 30, 0) + chrono::Duration::seconds(i),
            None,
        )
        .unwrap();
        let copy = rusqlite::Connection::open(&taken.path).unwrap();
        let check: String = copy
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .unwrap();
        assert_eq!(check, "ok", "backup {i}");
        let partners: i64 = copy
            .query_row("SELECT count(*) FROM partners", [], |r| r.get(0))
            .unwrap();
        sizes.push(partners);
    }
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(backups::list(&path).unwrap().len(), 20);
    assert!(sizes.windows(2).all(|w| w[0] <= w[1]), "{sizes:?}");
    assert!(
        sizes[19] > sizes[0],
        "the other program wrote meanwhile: {sizes:?}"
    );
}

#[test]
fn a_sound_diary_that_cannot_be_backed_up_is_not_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let path = demo(dir.path());
    let other = dir.path().join("other.sqlite");
    ccdiary::demo::create_demo(&other, NaiveDate::from_ymd_opt(2026, 6, 1).unwrap()).unwrap();
    // The folder for backups cannot be made: a file stands in its place.
    fs::write(dir.path().join("backups"), "in the way").unwrap();
    let before = fs::read(&path).unwrap();
    assert!(backups::restore(&path, &other, at(2026, 11, 30, 9)).is_err());
    assert_eq!(fs::read(&path).unwrap(), before, "left where it was");
    let left: Vec<String> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("restoring") || n.contains("damaged"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn a_damaged_backup_is_not_restored() {
    let dir = tempfile::tempdir().unwrap();
    let path = demo(dir.path());
    let taken = backups::take(&path, at(2026, 11, 29, 9), None).unwrap();
    crate::damage(&taken.path);
    let before = fs::read(&path).unwrap();
    let refused = backups::restore(&path, &taken.path, at(2026, 11, 30, 9)).unwrap_err();
    assert!(refused.to_string().contains("is damaged"), "{refused}");
    assert_eq!(fs::read(&path).unwrap(), before);
    assert!(
        backups::newest_sound(&path).is_none(),
        "a damaged backup is never offered"
    );
}
