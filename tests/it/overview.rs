//! The overview the window opens with: what is due in hundreds of games in play, worked out on
//! every core the machine has, is what each game works out to alone.

use ccdiary::diary::{Diary, Overview};
use ccdiary::domain::deadlines::{actions, beside_play, most_urgent_first};
use ccdiary::domain::schedule::clock;
use ccdiary::domain::standing::standing;
use ccdiary::domain::{
    Contact, Game, GameId, GameState, Leave, LeaveOf, Mode, Outcome, Partner, Penalty,
    PenaltyReason, PlyRecord, Tournament,
};
use ccdiary::storage::Store;
use chrono::Duration;
use shakmaty::Color;
use shakmaty::uci::UciMove;

/// Games in play: more than two threads' shares.
const IN_PLAY: usize = 700;

/// A diary of `IN_PLAY` games in play and 50 finished, each a few moves long, mine to move in
/// some and his in others, with leave and penalties in some, two finished ones the arbiter
/// awaits, and two whose moves another program damaged.
fn diary_of_many(path: &std::path::Path, today: chrono::NaiveDate) {
    let mut store = Store::open(path).unwrap();
    let tournaments: Vec<_> = [Mode::Post, Mode::Email]
        .iter()
        .enumerate()
        .map(|(i, mode)| {
            let t = Tournament {
                code: format!("T-{i}"),
                name: format!("Турнир {i}"),
                mode: *mode,
                start: Some(today - Duration::days(200)),
                ..Tournament::default()
            };
            store.add_tournament(&t).unwrap()
        })
        .collect();
    let partners: Vec<Partner> = (0..IN_PLAY + 50)
        .map(|g| Partner {
            name: format!("Партнёр {g}"),
            contacts: vec![Contact {
                since: today - Duration::days(300),
                postal_address: format!("ул. Улица, д. {g}"),
                email: format!("p{g}@example.org"),
            }],
            gender: Default::default(),
        })
        .collect();
    let partners = store.add_partners(&partners).unwrap();
    let line = [
        "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6",
    ];
    let games: Vec<(Game, Vec<PlyRecord>)> = (0..IN_PLAY + 50)
        .map(|g| {
            let start = today - Duration::days(120 + (g % 40) as i64);
            let plies = (0..g % line.len())
                .map(|i| {
                    let sent = start + Duration::days(9 * i as i64);
                    let uci: UciMove = line[i].parse().unwrap();
                    PlyRecord {
                        arrived: Some(sent + Duration::days(3)),
                        ..PlyRecord::sent_on(uci, Some(sent))
                    }
                })
                .collect();
            let game = Game {
                tournament: tournaments[g % 2],
                partner: partners[g],
                my_colour: if g % 3 == 0 {
                    Color::Black
                } else {
                    Color::White
                },
                board: (g + 1).to_string(),
                start: Some(start),
                state: match g < IN_PLAY {
                    true => GameState::InPlay,
                    false => GameState::Finished(Outcome::Draw),
                },
                undated_plies: 0,
            };
            (game, plies)
        })
        .collect();
    let ids = store.add_games(&games).unwrap();
    // Leave of mine, and of some partners; penalties in some games.
    let leave = |of, first: i64, days: i64| Leave {
        of,
        first_day: today - Duration::days(first),
        last_day: today - Duration::days(first - days),
        note: String::new(),
    };
    store.add_leave(&leave(LeaveOf::Me, 60, 10)).unwrap();
    for id in ids.iter().step_by(37) {
        store
            .add_leave(&leave(LeaveOf::Partner(*id), 25, 20))
            .unwrap();
        let penalty = Penalty {
            side: Color::White,
            days: 5,
            clause: "47.4.9.2".to_owned(),
            reason: PenaltyReason::Words("без даты".to_owned()),
            date: today - Duration::days(30),
        };
        store.add_penalty(*id, &penalty).unwrap();
    }
    drop(store);
    let conn = rusqlite::Connection::open(path).unwrap();
    // Two games' moves damaged by another program, in the first batch of 256 and the third.
    conn.execute(
        "UPDATE game_plies SET plies = x'09' WHERE game_id IN (10, 600)",
        [],
    )
    .unwrap();
    // Two finished games whose result the arbiter still awaits.
    conn.execute("UPDATE games SET report = 'due' WHERE id IN (705, 730)", [])
        .unwrap();
}

#[test]
fn what_is_due_in_hundreds_of_games_worked_out_together_is_what_each_works_out_to_alone() {
    let (_dir, path, today) = many();
    let diary = Diary::open(&path).unwrap();
    let overview = diary.overview(today).unwrap();
    let unreadable: Vec<GameId> = overview.unreadable.iter().map(|(id, _)| *id).collect();
    assert_eq!(unreadable, [GameId(10), GameId(600)], "in the order read");
    each_alone(&diary, &overview, today);
}

#[test]
fn what_is_due_read_from_the_digests_the_diary_kept_is_what_the_moves_work_out_to() {
    let (_dir, path, today) = many();
    let mut diary = Diary::open(&path).unwrap();
    let mut first = diary.overview(today).unwrap();
    assert!(first.digests_unkept());
    // Each game in play whose moves can be read.
    assert_eq!(keep_all(&mut diary, &mut first), IN_PLAY - 2);
    assert!(!first.digests_unkept());
    let kept = diary.overview(today).unwrap();
    assert!(!kept.digests_unkept(), "every digest read as kept");
    each_alone(&diary, &kept, today);
    // Another program changes what the schedules of some games read: those games are worked
    // out from their moves again, and their digests are kept again.
    let mut other = Store::open(&path).unwrap();
    let penalty = Penalty {
        side: Color::Black,
        days: 7,
        clause: "47.4.10".to_owned(),
        reason: PenaltyReason::Words("поздно".to_owned()),
        date: today - Duration::days(3),
    };
    other.add_penalty(GameId(3), &penalty).unwrap();
    other
        .add_leave(&Leave {
            of: LeaveOf::Partner(GameId(4)),
            first_day: today - Duration::days(40),
            last_day: today - Duration::days(10),
            note: String::new(),
        })
        .unwrap();
    other
        .set_game_start(GameId(5), Some(today - Duration::days(5)))
        .unwrap();
    // A move recorded in game 9, which had none.
    let e4 = PlyRecord::sent_on("e2e4".parse().unwrap(), Some(today - Duration::days(1)));
    other.append_ply(GameId(9), &e4).unwrap();
    let (email, mut t) = other.tournaments().unwrap().remove(1);
    t.control.days = 20;
    other.update_tournament(email, &t).unwrap();
    drop(other);
    let conn = rusqlite::Connection::open(&path).unwrap();
    // Game 7's moves made game 2's, by a program that knows nothing of the digests.
    moves_made(&conn, 7, 2);
    drop(conn);
    let mut after = diary.overview(today).unwrap();
    each_alone(&diary, &after, today);
    // The e-mail tournament's games in play (those of even ids, less 10 and 600, whose moves
    // cannot be read), and games 3, 5, 7 and 9 of the other.
    assert_eq!(keep_all(&mut diary, &mut after), IN_PLAY / 2 - 2 + 4);
    let again = diary.overview(today).unwrap();
    assert!(!again.digests_unkept());
    assert_eq!((again.today, again.due), (after.today, after.due));
}

#[test]
fn a_digest_is_kept_only_for_moves_as_they_were_read_and_never_beside_another_writer() {
    let (_dir, path, today) = many();
    let mut diary = Diary::open(&path).unwrap();
    let mut first = diary.overview(today).unwrap();
    // Another program changes game 7's moves after they were read, before they are kept.
    let conn = rusqlite::Connection::open(&path).unwrap();
    moves_made(&conn, 7, 2);
    assert_eq!(keep_all(&mut diary, &mut first), IN_PLAY - 3);
    let mut after = diary.overview(today).unwrap();
    each_alone(&diary, &after, today);
    // Game 7's, worked out again; while another program writes, nothing is kept, at once.
    conn.execute_batch("BEGIN IMMEDIATE").unwrap();
    assert!(diary.keep_digests(&mut after).is_err());
    conn.execute_batch("ROLLBACK").unwrap();
    let mut again = diary.overview(today).unwrap();
    assert_eq!(diary.keep_digests(&mut again).unwrap(), 1);
    // A second window, which only reads the diary, keeps none.
    moves_made(&conn, 7, 3);
    let mut reader = Diary::open_read_only(&path).unwrap();
    let mut read = reader.overview(today).unwrap();
    assert!(read.digests_unkept());
    assert_eq!(reader.keep_digests(&mut read).unwrap(), 0);
    assert!(diary.overview(today).unwrap().digests_unkept());
}

/// The diary of many games in a folder of its own, and the day it is read on.
fn many() -> (tempfile::TempDir, std::path::PathBuf, chrono::NaiveDate) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("many.sqlite");
    let today = super::date(2026, 12, 4);
    diary_of_many(&path, today);
    (dir, path, today)
}

/// Makes game `to`'s moves game `from`'s, as a program that knows nothing of the digests would.
fn moves_made(conn: &rusqlite::Connection, to: i64, from: i64) {
    conn.execute(
        "UPDATE game_plies SET (plies, count) = (SELECT plies, count FROM game_plies
             WHERE game_id = ?2) WHERE game_id = ?1",
        [to, from],
    )
    .unwrap();
}

/// Keeps every digest `overview` worked out, a part at a time as the window does; returns how
/// many were kept.
fn keep_all(diary: &mut Diary, overview: &mut Overview) -> usize {
    let mut kept = 0;
    while overview.digests_unkept() {
        kept += diary.keep_digests(overview).unwrap();
    }
    kept
}

/// Checks that `overview` of `diary` holds what each game, read alone as it opens, works out
/// to on `today`: each game's actions, once, most urgent first; each game's standing.
fn each_alone(diary: &Diary, overview: &Overview, today: chrono::NaiveDate) {
    let unreadable: Vec<GameId> = overview.unreadable.iter().map(|(id, _)| *id).collect();
    let (mut expected, mut read) = (Vec::new(), 0);
    for id in (1..=IN_PLAY as i64 + 50).map(GameId) {
        let Ok(r) = diary.records(id) else {
            assert!(unreadable.contains(&id), "game {id}");
            continue;
        };
        let alone = match r.game.status().is_active() {
            true => actions(&r, today),
            false => beside_play(&r.due(&r.digest()), today),
        };
        if r.game.status().is_active() {
            assert!(!alone.is_empty(), "game {id} has something due");
            assert_eq!(overview.due[&id], alone, "game {id}");
            let c = clock(&r.time(), &r.totals(), today);
            assert_eq!(overview.standings[&id], standing(&r, Some(&c)), "game {id}");
            read += 1;
        } else if [705, 730].contains(&id.0) {
            assert!(
                !alone.is_empty(),
                "game {id}: the arbiter awaits its result"
            );
            assert_eq!(overview.standings[&id], standing(&r, None), "game {id}");
            read += 1;
        }
        expected.extend(alone);
    }
    most_urgent_first(&mut expected);
    assert_eq!(
        overview.today, expected,
        "each game's actions, once, most urgent first"
    );
    assert_eq!(overview.due.len(), IN_PLAY - 2);
    assert_eq!(overview.standings.len(), read);
}

#[test]
fn a_diary_read_while_its_file_is_checked_comes_back_only_when_the_file_is_sound() {
    let (_dir, path) = crate::demo();
    let today = super::date(2026, 11, 29);
    // What a damaged file gives is never looked at: the read may fail, or not.
    let overview = |d: &Diary| d.overview(today).map(|o| o.today).ok();
    let alone = overview(&Diary::open(&path).unwrap());
    assert!(alone.as_ref().is_some_and(|a| !a.is_empty()));
    let (writer, read) = Diary::open_and_read(&path, false, overview).unwrap();
    assert_eq!(read, alone);
    // A second window reads it only, beside the first.
    let (_, read) = Diary::open_and_read(&path, true, overview).unwrap();
    assert_eq!(read, alone);
    drop(writer);
    // A damaged file is refused and left as it is: kept in WAL mode, as ccdiary keeps it, and
    // in the rollback mode another program may leave it in, which opening it would change.
    for mode in ["wal", "delete"] {
        let copy = path.with_file_name(format!("{mode}.sqlite"));
        std::fs::copy(&path, &copy).unwrap();
        let conn = rusqlite::Connection::open(&copy).unwrap();
        let set: String = conn
            .query_row(&format!("PRAGMA journal_mode = {mode}"), [], |r| r.get(0))
            .unwrap();
        assert_eq!(set, mode);
        drop(conn);
        let bytes = crate::damage(&copy);
        let refused = Diary::open_and_read(&copy, false, overview).err().unwrap();
        assert!(refused.is_damaged(), "{mode}: {refused:?}");
        assert_eq!(
            std::fs::read(&copy).unwrap(),
            bytes,
            "{mode}: nothing written"
        );
    }
}

#[test]
fn a_diary_of_an_older_version_is_checked_and_upgraded_before_it_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.sqlite");
    std::fs::copy(crate::DIARY_V1, &path).unwrap();
    let today = super::date(2026, 11, 29);
    let overview = |d: &Diary| d.overview(today).unwrap().today;
    let (diary, read) = Diary::open_and_read(&path, false, overview).unwrap();
    assert!(
        dir.path().join("old.sqlite.v1.bak").exists(),
        "copied aside, upgraded"
    );
    assert_eq!(read, overview(&diary));
    drop(diary);
    let store = Store::open(&path).unwrap();
    assert_eq!(store.version().unwrap(), ccdiary::storage::CURRENT_VERSION);
}

#[test]
fn the_window_keeps_what_today_worked_out_once_its_first_frame_is_shown() {
    let (_dir, path) = crate::demo();
    let kept = || -> i64 {
        let conn = rusqlite::Connection::open(&path).unwrap();
        let sql = "SELECT count(*) FROM game_plies WHERE due IS NOT NULL";
        conn.query_row(sql, [], |r| r.get(0)).unwrap()
    };
    let today = crate::ui::fixed_today();
    let fresh = Diary::open(&path).unwrap().overview(today).unwrap();
    let diary = Diary::new(Store::open(&path).unwrap());
    let now = || crate::ui::fixed_today().and_hms_opt(9, 30, 0).unwrap();
    let mut app = ccdiary::ui::DiaryApp::new(diary, ccdiary::ui::Language::EN, now);
    let ctx = egui::Context::default();
    let mut frame = || {
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| app.show(ui));
        output.textures_delta.clear();
    };
    frame();
    assert_eq!(kept(), 0, "nothing written in the first frame");
    frame();
    let games_in_play = fresh.due.len() as i64;
    assert_eq!(kept(), games_in_play, "kept in the next");
    drop(app);
    // Read from what was kept, what is due is what it was.
    let read = Diary::open(&path).unwrap().overview(today).unwrap();
    assert!(!read.digests_unkept());
    assert_eq!((read.today, read.due), (fresh.today, fresh.due));
}
