//! The overview the window opens with: what is due in hundreds of games in play, worked out on
//! every core the machine has, is what each game works out to alone.

use ccdiary::diary::Diary;
use ccdiary::domain::deadlines::actions;
use ccdiary::domain::schedule::clock;
use ccdiary::domain::standing::standing;
use ccdiary::domain::{
    Contact, Game, GameId, GameState, Mode, Outcome, Partner, PlyRecord, Tournament,
};
use ccdiary::storage::Store;
use chrono::Duration;
use shakmaty::Color;
use shakmaty::uci::UciMove;

/// Games in play: more than two threads' shares.
const IN_PLAY: usize = 700;

/// A diary of `IN_PLAY` games in play and 50 finished, each a few moves long, mine to move in
/// some and his in others, with game 400's moves damaged by another program.
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
    store.add_games(&games).unwrap();
    drop(store);
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.execute(
        "UPDATE game_plies SET plies = x'09' WHERE game_id = 400",
        [],
    )
    .unwrap();
}

#[test]
fn what_is_due_in_hundreds_of_games_worked_out_together_is_what_each_works_out_to_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("many.sqlite");
    let today = super::date(2026, 12, 4);
    diary_of_many(&path, today);
    let diary = Diary::open(&path).unwrap();
    let overview = diary.overview(today).unwrap();
    let due = diary.games_due(today).unwrap();
    assert_eq!(
        due.games.len(),
        IN_PLAY - 1,
        "every game in play but the damaged one"
    );
    let left_out: Vec<GameId> = due.left_out.iter().map(|(id, _)| *id).collect();
    let unreadable: Vec<GameId> = overview.unreadable.iter().map(|(id, _)| *id).collect();
    assert_eq!(
        (left_out, unreadable),
        (vec![GameId(400)], vec![GameId(400)])
    );
    let mut expected = Vec::new();
    for r in &due.games {
        let alone = actions(r, today);
        assert!(!alone.is_empty(), "game {} has something due", r.id);
        assert_eq!(overview.due[&r.id], alone, "game {}", r.id);
        let c = clock(&r.time(), &r.schedule(), today);
        assert_eq!(
            overview.standings[&r.id],
            standing(r, Some(&c)),
            "game {}",
            r.id
        );
        expected.extend(alone);
    }
    expected.sort_by_key(|a| (a.due, a.urgency, a.game));
    assert_eq!(
        overview.today, expected,
        "each game's actions, once, most urgent first"
    );
    assert_eq!(overview.due.len(), IN_PLAY - 1);
    assert!(!overview.standings.contains_key(&GameId(400)));
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
    let bytes = crate::damage(&path);
    let refused = Diary::open_and_read(&path, false, overview).err().unwrap();
    assert!(refused.is_damaged(), "{refused:?}");
    assert_eq!(
        std::fs::read(&path).unwrap(),
        bytes,
        "nothing written to it"
    );
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
