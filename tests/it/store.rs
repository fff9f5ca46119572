//! The diary file: every entity round-trips; bad files are refused and left byte-identical.

use std::fs;
use std::path::{Path, PathBuf};

use ccdiary::domain::*;
use ccdiary::storage::{CURRENT_VERSION, Store, StoreError};
use shakmaty::Color;
use shakmaty::uci::UciMove;

use super::date;

fn uci(s: &str) -> UciMove {
    UciMove::from_ascii(s.as_bytes()).expect("test move")
}

/// Whether the store refused with exactly `message`.
fn refused(err: &StoreError, message: &str) -> bool {
    matches!(
        err,
        StoreError::SentMoveLocked { .. }
            | StoreError::AnsweredMoveLocked { .. }
            | StoreError::Invalid { .. }
    ) && err.to_string() == message
}

fn sample_tournament() -> Tournament {
    Tournament {
        code: "КР-7".into(),
        name: "Кубок России-7".into(),
        mode: Mode::Email,
        start: Some(date(2026, 1, 15)),
        end: Some(date(2027, 6, 30)),
        control: TimeControl {
            days: 40,
            moves: 10,
        },
        leave_allowance_days: 45,
        leave_event_days: Some(60),
        penalty_days: 6,
        registered_mail: RegisteredMail::Always,
        arbiter: Arbiter {
            name: "Сидоров С.С.".into(),
            postal_address: "101000, Москва".into(),
            email: "arbiter@example.ru".into(),
        },
        engines_allowed: false,
        card_diagram: true,
    }
}

fn sample_partner() -> Partner {
    Partner {
        name: "Петрова П.П.".into(),
        contacts: vec![Contact {
            since: date(2026, 1, 10),
            postal_address: "654321, Омск, ул. Мира, 5".into(),
            email: "petrov@example.ru".into(),
        }],
        gender: Gender::Female,
    }
}

/// A diary with one tournament, partner and game.
pub(crate) fn diary_with_game(store: &mut Store) -> GameId {
    let t = store
        .add_tournament(&sample_tournament())
        .expect("tournament");
    let p = store.add_partner(&sample_partner()).expect("partner");
    store
        .add_game(&Game {
            tournament: t,
            partner: p,
            my_colour: Color::Black,
            board: "3".into(),
            start: Some(date(2026, 1, 15)),
            state: GameState::InPlay,
            undated_plies: 0,
        })
        .expect("game")
}

#[test]
fn profile_round_trips() {
    let mut store = Store::in_memory().unwrap();
    assert_eq!(store.profile().unwrap(), Profile::default());
    let me = Profile {
        full_name: "Иванов Иван Иванович".into(),
        postal_address: "123456, Москва,\nул. Ленина, д. 1".into(),
        email: "ivanov@example.ru".into(),
        signature: "И. Иванов".into(),
    };
    store.save_profile(&me).unwrap();
    assert_eq!(store.profile().unwrap(), me);
    let changed = Profile {
        email: "new@example.ru".into(),
        ..me
    };
    store.save_profile(&changed).unwrap();
    assert_eq!(store.profile().unwrap(), changed);
}

#[test]
fn partner_keeps_the_history_of_his_addresses() {
    let mut store = Store::in_memory().unwrap();
    let id = store.add_partner(&sample_partner()).unwrap();
    let moved = Contact {
        since: date(2026, 6, 1),
        postal_address: "190000, Санкт-Петербург".into(),
        email: "petrov@example.ru".into(),
    };
    store.add_contact(id, &moved).unwrap();
    let p = store.partner(id).unwrap();
    assert_eq!(p.contacts.len(), 2);
    assert_eq!(
        p.contact_on(date(2026, 3, 1)).unwrap().postal_address,
        "654321, Омск, ул. Мира, 5"
    );
    assert_eq!(p.current_contact(), Some(&moved));
    assert_eq!(store.partners().unwrap(), vec![(id, p)]);
}

#[test]
fn partner_without_a_name_is_refused() {
    let mut store = Store::in_memory().unwrap();
    let err = store.add_partner(&Partner::default()).unwrap_err();
    assert!(refused(&err, "a partner needs a name"), "{err}");
}

#[test]
fn tournament_round_trips_and_updates() {
    let mut store = Store::in_memory().unwrap();
    let t = sample_tournament();
    let id = store.add_tournament(&t).unwrap();
    assert_eq!(store.tournament(id).unwrap(), t);
    let changed = Tournament {
        mode: Mode::Post,
        registered_mail: RegisteredMail::WhenInTimeTrouble,
        end: None,
        ..t
    };
    store.update_tournament(id, &changed).unwrap();
    assert_eq!(store.tournaments().unwrap(), vec![(id, changed)]);
    assert_eq!(store.tournament_named("КР-7").unwrap(), Some(id));
}

#[test]
fn tournament_ending_before_it_starts_is_refused() {
    let mut store = Store::in_memory().unwrap();
    let t = Tournament {
        end: Some(date(2025, 1, 1)),
        ..sample_tournament()
    };
    let err = store.add_tournament(&t).unwrap_err();
    assert!(
        refused(&err, "the tournament ends before it starts"),
        "{err}"
    );
}

#[test]
fn game_round_trips_with_status_and_summary() {
    let mut store = Store::in_memory().unwrap();
    let id = diary_with_game(&mut store);
    let g = store.game(id).unwrap();
    assert_eq!(g.my_colour, Color::Black);
    assert_eq!(g.board, "3");
    store
        .set_game_state(id, GameState::Finished(Outcome::Draw))
        .unwrap();
    let s = &store.game_summaries().unwrap()[0];
    assert_eq!(s.game.status(), GameStatus::Finished);
    assert_eq!(s.game.result(), GameResult::Draw);
    assert_eq!(s.tournament, "КР-7");
    assert_eq!(s.partner, "Петрова П.П.");
}

#[test]
fn game_with_unknown_tournament_is_refused() {
    let mut store = Store::in_memory().unwrap();
    let err = store
        .add_game(&Game {
            tournament: TournamentId(99),
            partner: PartnerId(98),
            my_colour: Color::White,
            board: String::new(),
            start: None,
            state: GameState::InPlay,
            undated_plies: 0,
        })
        .unwrap_err();
    assert!(
        matches!(&err, StoreError::NotFound(what) if what == "the game's tournament or partner"),
        "{err}"
    );
}

/// Each of `games` is in the diary under its id, with its moves.
fn each_kept(store: &Store, ids: &[GameId], games: &[(Game, Vec<PlyRecord>)]) {
    for (id, (game, plies)) in ids.iter().zip(games) {
        assert_eq!(&store.game(*id).unwrap(), game);
        assert_eq!(&store.plies(*id).unwrap(), plies);
    }
}

#[test]
fn games_added_together_keep_each_its_own_moves_board_and_state() {
    let mut store = Store::in_memory().unwrap();
    let first = diary_with_game(&mut store);
    let like = store.game(first).unwrap();
    let moves = ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"];
    // More games than one statement adds, each with a different number of moves.
    let games: Vec<(Game, Vec<PlyRecord>)> = (0..150)
        .map(|i| {
            let game = Game {
                board: format!("board {i}"),
                state: match i % 3 {
                    0 => GameState::InPlay,
                    1 => GameState::Finished(Outcome::Draw),
                    _ => GameState::Adjudication(None),
                },
                ..like.clone()
            };
            let plies = moves[..i % 6]
                .iter()
                .map(|m| PlyRecord::sent_on(uci(m), Some(date(2026, 2, 1 + i as u32 % 28))))
                .collect();
            (game, plies)
        })
        .collect();
    let ids = store.add_games(&games).unwrap();
    let expected: Vec<GameId> = (1..=150).map(|i| GameId(first.0 + i)).collect();
    assert_eq!(ids, expected, "after the diary's game, in order");
    each_kept(&store, &ids, &games);
}

#[test]
fn games_added_after_the_largest_number_a_diary_can_give_get_free_ones() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let mut store = Store::open(&path).unwrap();
    let last = diary_with_game(&mut store);
    let like = store.game(last).unwrap();
    drop(store);
    // A file made so: its one game holds the largest number there is.
    let raw = rusqlite::Connection::open(&path).unwrap();
    raw.execute_batch(&format!(
        "PRAGMA foreign_keys = OFF;
         UPDATE games SET id = {max} WHERE id = {id};
         UPDATE game_plies SET game_id = {max} WHERE game_id = {id};",
        max = i64::MAX,
        id = last.0
    ))
    .unwrap();
    drop(raw);
    let mut store = Store::open(&path).unwrap();
    let games: Vec<(Game, Vec<PlyRecord>)> = (0..3)
        .map(|i| {
            let plies = vec![PlyRecord::sent_on(uci("e2e4"), Some(date(2026, 2, 1 + i)))];
            (
                Game {
                    board: format!("board {i}"),
                    ..like.clone()
                },
                plies,
            )
        })
        .collect();
    let ids = store.add_games(&games).unwrap();
    assert_eq!(ids.len(), 3);
    assert!(!ids.contains(&GameId(i64::MAX)), "{ids:?}");
    each_kept(&store, &ids, &games);
}

#[test]
fn plies_round_trip_with_their_evidence() {
    let mut store = Store::in_memory().unwrap();
    let id = diary_with_game(&mut store);
    let first = PlyRecord {
        uci: uci("e2e4"),
        sent: SendEvidence {
            written: Some(date(2026, 1, 15)),
            postmarks: vec![date(2026, 1, 16), date(2026, 1, 19)],
            receipt: Some(date(2026, 1, 16)),
        },
        arrived: Some(date(2026, 1, 20)),
        delivery: Delivery::Registered {
            receipt_number: "12345601234562".into(),
        },
        state: PlyState::Sent,
    };
    let second = PlyRecord {
        delivery: Delivery::Email,
        state: PlyState::Draft,
        ..PlyRecord::sent_on(uci("c7c5"), Some(date(2026, 1, 22)))
    };
    assert_eq!(store.append_ply(id, &first).unwrap(), 0);
    assert_eq!(store.append_ply(id, &second).unwrap(), 1);
    assert_eq!(store.plies(id).unwrap(), vec![first, second]);
    assert_eq!(store.game_summaries().unwrap()[0].moves_played(), 1);
}

#[test]
fn my_sent_move_cannot_be_changed_or_removed_by_the_store_itself_47_3_10() {
    let mut store = Store::in_memory().unwrap();
    let id = diary_with_game(&mut store);
    // I am Black: my 1...e5 answers his 1.e4.
    let his = PlyRecord::sent_on(uci("e2e4"), Some(date(2026, 1, 14)));
    store.append_ply(id, &his).unwrap();
    let sent = PlyRecord::sent_on(uci("e7e5"), Some(date(2026, 1, 15)));
    store.append_ply(id, &sent).unwrap();
    let other_move = PlyRecord {
        uci: uci("d7d5"),
        ..sent.clone()
    };
    let err = store
        .replace_ply(id, 1, (&sent, &other_move), "")
        .unwrap_err();
    assert!(
        refused(&err, "a sent move cannot be changed (47.3.10)"),
        "{err}"
    );
    let unsent = PlyRecord {
        state: PlyState::Draft,
        ..sent.clone()
    };
    let err = store.replace_ply(id, 1, (&sent, &unsent), "").unwrap_err();
    assert!(
        refused(&err, "a sent move cannot be changed (47.3.10)"),
        "{err}"
    );
    let err = store.take_back(id, 2, "").unwrap_err();
    assert!(
        refused(&err, "a sent move cannot be removed (47.3.10)"),
        "{err}"
    );
    // His move, answered by mine, stays too.
    let err = store
        .replace_ply(id, 0, (&his, &PlyRecord::sent_on(uci("d2d4"), None)), "")
        .unwrap_err();
    assert!(
        refused(&err, "a move already answered cannot be changed"),
        "{err}"
    );
    assert_eq!(store.plies(id).unwrap(), vec![his, sent]);
}

#[test]
fn his_move_as_typed_can_be_taken_back_until_i_answer_and_is_kept_47_3_10() {
    let mut store = Store::in_memory().unwrap();
    let id = diary_with_game(&mut store);
    // His 1.e4 typed wrongly as 1.d4, from his card of 14 January that came on the 18th.
    let records = store.game_records(id).unwrap();
    let card = ccdiary::domain::card::receive(
        &ccdiary::domain::card::CardContext::new(&records),
        &ccdiary::domain::card::HisCard {
            his_move: "d2-d4".into(),
            written: Some(date(2026, 1, 14)),
            received: Some(date(2026, 1, 18)),
            ..Default::default()
        },
        date(2026, 1, 18),
    )
    .unwrap();
    store.record_received(&[(id, &card)]).unwrap();
    assert_eq!(store.correspondence(id).unwrap().len(), 1);
    store
        .take_back(id, 1, "typed wrongly from his card")
        .unwrap();
    assert!(store.plies(id).unwrap().is_empty());
    assert!(
        store.correspondence(id).unwrap().is_empty(),
        "his card goes with the move; typed again, it is filed again"
    );
    let kept = store.corrections(id).unwrap();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].ply, 0);
    assert_eq!(kept[0].removed, Some(uci("d2d4")));
    assert_eq!(kept[0].reason, "typed wrongly from his card");
}

#[test]
fn changed_dates_of_a_sent_ply_are_kept_as_corrections() {
    let mut store = Store::in_memory().unwrap();
    let id = diary_with_game(&mut store);
    let sent = PlyRecord::sent_on(uci("e2e4"), Some(date(2026, 1, 15)));
    store.append_ply(id, &sent).unwrap();
    store.set_arrived(id, 0, Some(date(2026, 1, 20))).unwrap();
    assert_eq!(
        store.correction_count(id).unwrap(),
        0,
        "a first date is no correction"
    );
    let corrected = PlyRecord {
        arrived: Some(date(2026, 1, 20)),
        ..PlyRecord::sent_on(uci("e2e4"), Some(date(2026, 1, 16)))
    };
    store
        .replace_ply(
            id,
            0,
            (&store.plies(id).unwrap()[0], &corrected),
            "postmark read again",
        )
        .unwrap();
    assert_eq!(store.correction_count(id).unwrap(), 1);
    assert_eq!(store.plies(id).unwrap(), vec![corrected]);
    let kept = store.corrections(id).unwrap();
    assert_eq!(
        kept[0].changes,
        vec![FieldChange {
            field: PlyField::Written,
            was: "2026-01-15".to_owned(),
            now: "2026-01-16".to_owned(),
        }]
    );
    assert_eq!(kept[0].reason, "postmark read again");
}

#[test]
fn draft_ply_can_change_and_be_dropped() {
    let mut store = Store::in_memory().unwrap();
    let id = diary_with_game(&mut store);
    let draft = PlyRecord {
        state: PlyState::Draft,
        ..PlyRecord::sent_on(uci("e2e4"), None)
    };
    store.append_ply(id, &draft).unwrap();
    let changed = PlyRecord {
        uci: uci("d2d4"),
        ..draft.clone()
    };
    store.replace_ply(id, 0, (&draft, &changed), "").unwrap();
    assert_eq!(store.plies(id).unwrap(), vec![changed]);
    store.take_back(id, 1, "").unwrap();
    assert!(store.plies(id).unwrap().is_empty());
    assert!(
        store.corrections(id).unwrap().is_empty(),
        "a draft leaves no trace"
    );
}

#[test]
fn penalties_leave_and_correspondence_round_trip() {
    let mut store = Store::in_memory().unwrap();
    let id = diary_with_game(&mut store);
    let penalty = Penalty {
        side: Color::White,
        days: 5,
        clause: "47.4.9.2".into(),
        reason: PenaltyReason::Offence(ccdiary::domain::penalties::Offence::WrongRepetition),
        date: date(2026, 2, 1),
    };
    // An older diary's words that name no offence stay words.
    let worded = Penalty {
        reason: PenaltyReason::Words("он опоздал".into()),
        date: date(2026, 2, 2),
        ..penalty.clone()
    };
    let late = Penalty {
        days: 4,
        clause: "47.4.11".into(),
        reason: PenaltyReason::Offence(ccdiary::domain::penalties::Offence::LateRepeat {
            delay_days: 4,
        }),
        date: date(2026, 2, 3),
        ..penalty.clone()
    };
    for p in [&penalty, &worded, &late] {
        store.add_penalty(id, p).unwrap();
    }
    assert_eq!(store.penalties(id).unwrap(), vec![penalty, worded, late]);

    let mine = Leave {
        of: LeaveOf::Me,
        first_day: date(2026, 7, 1),
        last_day: date(2026, 7, 14),
        note: "отпуск".into(),
    };
    let his = Leave {
        of: LeaveOf::Partner(id),
        first_day: date(2026, 8, 1),
        last_day: date(2026, 8, 10),
        note: String::new(),
    };
    store.add_leave(&his).unwrap();
    store.add_leave(&mine).unwrap();
    assert_eq!(store.leaves().unwrap(), vec![mine, his]);

    let card = CorrespondenceItem {
        game: id,
        direction: Direction::In,
        medium: Medium::Card,
        written: Some(date(2026, 1, 22)),
        sent: Some(date(2026, 1, 23)),
        received: Some(date(2026, 1, 27)),
        ply: Some(1),
        declaration: None,
        together_with: None,
        stated_total: None,
        body: "1...c5".into(),
    };
    store.add_correspondence(&card).unwrap();
    assert_eq!(store.correspondence(id).unwrap(), vec![card]);
}

#[test]
fn leave_ending_before_it_begins_is_refused() {
    let mut store = Store::in_memory().unwrap();
    let err = store
        .add_leave(&Leave {
            of: LeaveOf::Me,
            first_day: date(2026, 7, 14),
            last_day: date(2026, 7, 1),
            note: String::new(),
        })
        .unwrap_err();
    assert!(
        refused(&err, "a leave cannot end before it begins"),
        "{err}"
    );
}

#[test]
fn diary_is_there_after_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sub").join("diary.sqlite");
    let id = {
        let mut store = Store::open(&path).unwrap();
        diary_with_game(&mut store)
    };
    let store = Store::open(&path).unwrap();
    assert_eq!(store.version().unwrap(), CURRENT_VERSION);
    assert_eq!(store.game_summaries().unwrap()[0].id, id);
}

fn copy_fixture(dir: &Path) -> PathBuf {
    let path = dir.join("diary.sqlite");
    fs::copy(crate::DIARY_V1, &path).unwrap();
    path
}

#[test]
fn version_1_diary_is_upgraded_after_a_copy_is_put_aside() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_fixture(dir.path());
    let original = fs::read(&path).unwrap();
    let store = Store::open(&path).unwrap();
    assert_eq!(store.version().unwrap(), CURRENT_VERSION);
    assert_eq!(store.profile().unwrap().full_name, "Иванов Иван Иванович");
    let games = store.game_summaries().unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].partner, "Петров П.П.");
    assert_eq!(
        store.partners().unwrap()[0].1.gender,
        Gender::Male,
        "spoken of as he until told otherwise"
    );
    let plies = store.plies(games[0].id).unwrap();
    assert_eq!(plies.len(), 2);
    assert_eq!(
        plies[1].sent.postmarks,
        vec![super::date(2026, 1, 23), super::date(2026, 1, 27)]
    );
    assert_eq!(store.penalties(games[0].id).unwrap()[0].days, 5);
    assert_eq!(store.leaves().unwrap().len(), 1);
    assert_eq!(store.correspondence(games[0].id).unwrap().len(), 1);

    let backup = dir.path().join("diary.sqlite.v1.bak");
    assert!(backup.exists(), "the old diary is copied aside");
    let copy = rusqlite::Connection::open(&backup).unwrap();
    let version: u32 = copy
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, 1);
    let moves: u32 = copy
        .query_row("SELECT count(*) FROM plies", [], |r| r.get(0))
        .unwrap();
    assert_eq!(moves, 2);
    drop(copy);
    assert_eq!(
        fs::read(crate::DIARY_V1).unwrap(),
        original,
        "the fixture itself is never touched"
    );
}

#[test]
fn upgraded_diary_guards_sent_moves() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_fixture(dir.path());
    let mut store = Store::open(&path).unwrap();
    let id = store.game_summaries().unwrap()[0].id;
    let first = store.plies(id).unwrap()[0].clone();
    let err = store
        .replace_ply(id, 0, (&first, &PlyRecord::sent_on(uci("e2e4"), None)), "")
        .unwrap_err();
    assert!(
        refused(&err, "a sent move cannot be changed (47.3.10)"),
        "{err}"
    );
}

/// Asserts that opening `path` fails as `check` expects and leaves the file unchanged.
fn refused_untouched(path: &Path, check: impl Fn(&StoreError) -> bool) -> String {
    let before = fs::read(path).unwrap();
    let err = match Store::open(path) {
        Ok(_) => panic!("{} was opened", path.display()),
        Err(e) => e,
    };
    assert!(check(&err), "unexpected error: {err}");
    assert_eq!(fs::read(path).unwrap(), before, "the file changed");
    let dir = path.parent().unwrap();
    let others: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(others.len(), 1, "files appeared beside it: {others:?}");
    err.to_string()
}

#[test]
fn file_that_is_not_a_database_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.sqlite");
    fs::write(
        &path,
        "1. e4 c5 — мои заметки, не база данных\n".repeat(200),
    )
    .unwrap();
    let msg = refused_untouched(&path, |e| matches!(e, StoreError::NotADatabase { .. }));
    assert!(msg.contains("not an SQLite database"), "{msg}");
}

#[test]
fn newer_version_diary_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("future.sqlite");
    {
        let c = rusqlite::Connection::open(&path).unwrap();
        // A diary of a future ccdiary: its application id, a schema this build does not know.
        c.execute_batch(
            "CREATE TABLE x (y); PRAGMA user_version = 999; PRAGMA application_id = 1128481881;",
        )
        .unwrap();
    }
    let msg = refused_untouched(&path, |e| {
        matches!(e, StoreError::NewerVersion { found: 999, .. })
    });
    assert!(msg.contains("newer ccdiary"), "{msg}");
}

#[test]
fn read_only_diary_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_fixture(dir.path());
    let mut perms = fs::metadata(&path).unwrap().permissions();
    perms.set_readonly(true);
    fs::set_permissions(&path, perms).unwrap();
    let msg = refused_untouched(&path, |e| matches!(e, StoreError::ReadOnly { .. }));
    assert!(msg.contains("read-only"), "{msg}");
}

#[test]
fn damaged_diary_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_fixture(dir.path());
    let mut bytes = fs::read(&path).unwrap();
    // Keep the header, scramble the pages behind it.
    for (i, b) in bytes.iter_mut().enumerate().skip(100) {
        *b = (i * 7 % 251) as u8;
    }
    fs::write(&path, &bytes).unwrap();
    let msg = refused_untouched(&path, |e| matches!(e, StoreError::Damaged { .. }));
    assert!(msg.contains("is damaged ("), "{msg}");
    assert!(msg.contains("restore your latest backup"), "{msg}");
}

#[test]
fn locked_diary_is_refused_with_a_message() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_fixture(dir.path());
    let holder = rusqlite::Connection::open(&path).unwrap();
    holder.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let err = match Store::open(&path) {
        Ok(_) => panic!("a locked diary was opened"),
        Err(e) => e,
    };
    assert!(matches!(err, StoreError::Locked { .. }), "{err}");
    assert!(err.to_string().contains("another program"), "{err}");
    holder.execute_batch("ROLLBACK").unwrap();
}

#[test]
fn sent_variant_is_locked_and_a_draft_is_not() {
    use ccdiary::domain::variant::{ProposedVariant, Variant};
    let mut store = Store::in_memory().unwrap();
    let id = diary_with_game(&mut store);
    let moves: Vec<UciMove> = ["e2e4", "e7e5", "g1f3"].iter().map(|m| uci(m)).collect();
    let draft = ProposedVariant {
        first_ply: 0,
        variant: Variant::new(&shakmaty::Chess::default(), moves).unwrap(),
        state: PlyState::Draft,
        sent: None,
    };
    store.add_variant(id, &draft).unwrap();
    store.drop_variant(id, 0).unwrap();
    assert!(store.variants(id).unwrap().is_empty());
    store.add_variant(id, &draft).unwrap();
    store.send_variant(id, 0, date(2026, 2, 1)).unwrap();
    let err = store.drop_variant(id, 0).unwrap_err();
    assert!(
        refused(&err, "a sent variant cannot be removed (47.3.10)"),
        "{err}"
    );
    let kept = &store.variants(id).unwrap()[0];
    assert_eq!(kept.state, PlyState::Sent);
    assert_eq!(kept.sent, Some(date(2026, 2, 1)));
    assert_eq!(kept.variant, draft.variant);
}

#[test]
fn what_is_removed_as_new_must_have_nothing_recorded_on_it() {
    let mut store = Store::in_memory().unwrap();
    let id = diary_with_game(&mut store);
    let g = store.game(id).unwrap();
    let in_use = |e: StoreError| matches!(e, StoreError::StillUsed);
    assert!(in_use(store.remove_new_partner(g.partner).unwrap_err()));
    assert!(in_use(
        store.remove_new_tournament(g.tournament).unwrap_err()
    ));
    store
        .append_ply(id, &PlyRecord::sent_on(uci("e2e4"), None))
        .unwrap();
    assert!(in_use(store.remove_new_game(id).unwrap_err()));
    assert_eq!(store.game_summaries().unwrap().len(), 1);

    let empty = store
        .add_game(&Game {
            board: "2".into(),
            ..g.clone()
        })
        .unwrap();
    store.remove_new_game(empty).unwrap();
    assert_eq!(store.game_summaries().unwrap().len(), 1);
}

#[test]
fn a_scan_is_kept_with_its_card_and_outlives_the_card_taken_back_47_1_3() {
    use ccdiary::domain::scans::{ScanKind, check_scan};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("diary.sqlite");
    ccdiary::demo::create_demo(&path, date(2026, 11, 29)).unwrap();
    let mut store = Store::open(&path).unwrap();
    let card = |game| CorrespondenceItem {
        game,
        direction: Direction::In,
        medium: Medium::Card,
        written: Some(date(2026, 11, 20)),
        sent: None,
        received: Some(date(2026, 11, 24)),
        ply: Some(19),
        declaration: None,
        together_with: None,
        stated_total: None,
        body: "c7-c5".into(),
    };
    let game = GameId(1);
    store.add_correspondence(&card(game)).unwrap();
    store.add_correspondence(&card(GameId(2))).unwrap();
    let rows = store.correspondence_rows(game).unwrap();
    assert_eq!(rows.len(), store.correspondence(game).unwrap().len());
    let png = b"\x89PNG\r\n\x1a\nnot really a picture".to_vec();
    let kind = check_scan(&png).unwrap();
    let id = store
        .attach_scan(game, rows[0], "card 1.png", kind, &png)
        .unwrap();
    // The same file again is kept once; another game's card is refused.
    assert_eq!(
        store
            .attach_scan(game, rows[0], "again.png", kind, &png)
            .unwrap(),
        id
    );
    let other = (2..=12)
        .find_map(|g| {
            store
                .correspondence_rows(GameId(g))
                .unwrap()
                .first()
                .copied()
        })
        .unwrap();
    assert!(matches!(
        store.attach_scan(game, other, "x.png", kind, &png),
        Err(StoreError::NotFound(_))
    ));
    let scans = store.scans(game).unwrap();
    assert_eq!(scans.len(), 1);
    assert_eq!(
        (
            scans[0].item,
            scans[0].name.as_str(),
            scans[0].kind,
            scans[0].size
        ),
        (Some(rows[0]), "card 1.png", ScanKind::Png, png.len())
    );
    assert_eq!(store.scan_bytes(id).unwrap(), png);

    // Taken back by an undo, the card goes to the archive of withdrawn items; its scan stays.
    store.withdraw_card(rows[0], "test").unwrap();
    drop(store);
    let store = Store::open(&path).unwrap();
    assert_eq!(store.scans(game).unwrap()[0].item, None);
    assert_eq!(store.scan_bytes(id).unwrap(), png);
}

/// A game's status and result go together in the file itself (schema 18): no program writes
/// "in play, 1-0" or "finished, *" into it.
#[test]
fn the_file_keeps_a_games_status_and_result_together() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let mut store = Store::open(&path).unwrap();
    let id = diary_with_game(&mut store);
    drop(store);
    let conn = rusqlite::Connection::open(&path).unwrap();
    for sql in [
        "UPDATE games SET result = '1-0'",
        "UPDATE games SET status = 'finished'",
    ] {
        let refused = conn.execute(sql, []).unwrap_err().to_string();
        assert!(
            refused.contains("in play has no result"),
            "{sql}: {refused}"
        );
    }
    conn.execute(
        "UPDATE games SET status = 'finished', result = '1/2-1/2'",
        [],
    )
    .unwrap();
    drop(conn);
    let game = Store::open(&path).unwrap().game(id).unwrap();
    assert_eq!(game.state, GameState::Finished(Outcome::Draw));
}

/// An older diary whose records panel saved a status and a result that do not go together is
/// upgraded without losing a deadline: a game in play stays in play (its stray result
/// cleared), one finished without a result goes out of play as withdrawn; the journal, whose
/// entries name games by their old fields, starts afresh.
#[test]
fn schema_18_keeps_a_game_in_play_in_play_and_one_over_out_of_play() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let mut store = Store::open(&path).unwrap();
    let first = diary_with_game(&mut store);
    let g = store.game(first).unwrap();
    let second = store
        .add_game(&Game {
            board: "2".into(),
            ..g
        })
        .unwrap();
    drop(store);
    // As version 17 had it: no triggers, any pair, a journal entry of the old form.
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch(&format!(
        "DROP TRIGGER games_state_on_insert; DROP TRIGGER games_state_on_update;
         UPDATE games SET result = '1-0' WHERE id = {};
         UPDATE games SET status = 'finished' WHERE id = {};
         INSERT INTO journal (side, entry) VALUES ('undo', '{{\"Status\":{{}}}}');
         ALTER TABLE correspondence DROP COLUMN stated_total;
         DROP TRIGGER games_report_due; DROP TRIGGER games_report_back;
         DROP TABLE decisions; DROP TABLE notices; DROP TABLE former_addresses; DROP TABLE analysis;
         ALTER TABLE games DROP COLUMN report;
         PRAGMA user_version = 17;",
        first.0, second.0
    ))
    .unwrap();
    drop(conn);
    let store = Store::open(&path).unwrap();
    assert_eq!(store.game(first).unwrap().state, GameState::InPlay);
    assert_eq!(
        store.game(second).unwrap().state,
        GameState::Withdrawn(None)
    );
    drop(store);
    let mut diary = ccdiary::diary::Diary::open(&path).unwrap();
    assert!(matches!(
        diary.undo("test").unwrap(),
        ccdiary::diary::UndoStep::AskTakeBack(None)
    ));
}
