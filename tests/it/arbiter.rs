//! Between the player and the arbiter, in the window and on the command line: the result and
//! record of a game over (47.9.1), a decision and the 14 days to protest it (47.1.6, 47.9.9,
//! 47.9.10), a withdrawal asking for the game's text (47.8.2), and each refusal naming its
//! field with nothing saved.

use ccdiary::domain::arbiter::Report;
use ccdiary::domain::{GameId, GameState, Outcome};
use ccdiary::ui::{Command, Language};
use egui_kittest::kittest::Queryable;

use super::ui::{click, replace_in, stored};
use super::window_three::demo_at;

use super::run_cli as run;

#[test]
fn a_game_ended_by_resignation_asks_for_its_record_to_go_to_the_arbiter_until_marked() {
    let (_dir, mut h) = demo_at((1024.0, 640.0), Language::EN, 1);
    // I resign game 1 on 29.11 (the card that says so is the last of the game).
    let game = GameId(1);
    h.state_mut().apply(Command::Resign);
    h.run();
    click(&mut h, "Send…");
    click(&mut h, "Yes, send it");
    let asked = "send the arbiter the result and the record of the game";
    assert_eq!(
        stored(&h).game(game).unwrap().state,
        GameState::Finished(Outcome::BlackWins)
    );
    h.get_by_label_contains(asked);
    // Documents → E-mail to the arbiter: the result and the whole record as PGN (48.9.1).
    h.state_mut().apply(Command::EmailArbiter);
    h.run();
    h.get_by_label_contains("Сообщаю результат партии");
    h.get_by_label_contains("[Result \"0-1\"]");
    click(&mut h, "Close");
    // Game → The arbiter… opens on what is asked: the record sent, dated today by default.
    h.state_mut().apply(Command::Arbiter);
    h.run();
    h.get_by_label_contains("result and record not sent yet");
    click(&mut h, "Save");
    assert_eq!(
        stored(&h).arbiter(game).unwrap().report,
        Some(Report::Sent(super::date(2026, 11, 29)))
    );
    h.get_by_label_contains("result and record marked sent to the arbiter on 29.11.2026");
    assert!(h.query_by_label_contains(asked).is_none());
    // Ctrl+Z takes the mark back: it is asked again.
    h.state_mut().apply(Command::TakeBack);
    h.run();
    h.get_by_label_contains(asked);
}

#[test]
fn an_adjudication_received_finishes_the_game_and_today_counts_14_days_to_protest() {
    // Game 11 awaits adjudication by e-mail.
    let (_dir, mut h) = demo_at((1024.0, 640.0), Language::EN, 11);
    let game = GameId(11);
    h.state_mut().apply(Command::Arbiter);
    h.run();
    click(&mut h, "The arbiter's decision reached me");
    replace_in(&mut h, "Received on", "25.11.2026");
    // An adjudication gives a result: refused without one, nothing saved.
    click(&mut h, "Save");
    let refusal = "Result: a ruling “adjudicated” gives one; choose 1-0, 0-1 or 1/2-1/2";
    assert!(h.query_all_by_value(refusal).next().is_some());
    assert!(stored(&h).arbiter(game).unwrap().decisions.is_empty());
    h.get_by_label("Result").click();
    h.run();
    h.get_by_label("1/2-1/2").click();
    h.run();
    replace_in(&mut h, "Last move counted", "21");
    click(&mut h, "Save");
    assert_eq!(
        stored(&h).game(game).unwrap().state,
        GameState::Adjudication(Some(Outcome::Draw))
    );
    h.get_by_label_contains("it may be protested until 09.12.2026 (48.9.9)");
    h.get_by_label_contains("may be protested to the appeal arbiter until this day");
    // My protest sent on 28.11, within its 14 days: Today asks no more.
    h.state_mut().apply(Command::Arbiter);
    h.run();
    click(&mut h, "I sent a protest");
    replace_in(&mut h, "Sent on", "28.11.2026");
    click(&mut h, "Save");
    h.get_by_label_contains("protest recorded, sent 28.11.2026");
    assert!(
        h.query_by_label_contains("may be protested to the appeal arbiter")
            .is_none()
    );
}

#[test]
fn a_protest_after_its_14_days_is_refused_saying_how_late_and_kept_when_insisted_47_1_6() {
    let (_dir, path) = super::demo();
    let db = path.as_path();
    let said = run(
        db,
        &[
            "decision",
            "11",
            "adjudicated",
            "--result",
            "0-1",
            "--received",
            "01.11.2026",
        ],
    );
    // Its 14 days ended on 15.11: no protest is offered any more.
    assert!(
        said.contains("adjudicated 0-1") && !said.contains("may be protested"),
        "{said}"
    );
    let late = run(db, &["protest", "11"]);
    assert!(
        late.contains("the last day to protest was 15.11.2026, 14 days before it was sent"),
        "{late}"
    );
    assert!(stored_arbiter(db).decisions[0].1.protest.is_none());
    let kept = run(db, &["protest", "11", "--late"]);
    assert!(kept.contains("14 days after its last day"), "{kept}");
    assert_eq!(
        stored_arbiter(db).decisions[0].1.protest.unwrap().late_days,
        14
    );
}

/// What passed with the arbiter in game 11 of the diary at `db`.
fn stored_arbiter(db: &std::path::Path) -> ccdiary::domain::arbiter::Arbiter {
    ccdiary::storage::Store::open(db)
        .unwrap()
        .arbiter(GameId(11))
        .unwrap()
}

#[test]
fn the_command_line_records_a_withdrawal_and_asks_for_the_game_text_47_8_2() {
    let (_dir, path) = super::demo();
    let db = path.as_path();
    let run = |args: &[&str]| run(db, args);
    let said = run(&[
        "decision",
        "5",
        "withdrawal-adjudicated",
        "--received",
        "28.11.2026",
    ]);
    assert!(
        said.contains("partner withdrew: unfinished games adjudicated"),
        "{said}"
    );
    let today = run(&["today"]);
    assert!(
        today.contains("send the arbiter the text of the game: she withdrew")
            && today.contains("(47.8.2)"),
        "{today}"
    );
    let file = path.with_extension("ics");
    let ics = run(&["ical", "--out", file.to_str().unwrap()]);
    assert!(ics.contains("wrote"), "{ics}");
    let calendar = std::fs::read_to_string(&file).unwrap();
    assert!(calendar.contains("5-send-record@ccdiary"), "{calendar}");
    assert!(
        calendar.contains("5-protest-2026-11-28@ccdiary"),
        "{calendar}"
    );
    // Sent: asked no more. A protest on the 14th day is on time, the 15th late.
    run(&["result-sent", "5", "--date", "29.11.2026"]);
    assert!(!run(&["today"]).contains("text of the game"));
    let late = run(&["protest", "5", "--date", "13.12.2026"]);
    assert!(late.contains("Date: 13.12.2026 is in the future"), "{late}");
}

#[test]
fn a_decision_dated_before_the_game_or_in_the_future_is_refused_naming_the_date() {
    let (_dir, path) = super::demo();
    let db = path.as_path();
    let run = |args: &[&str]| run(db, args);
    let early = run(&[
        "decision",
        "11",
        "agreed",
        "--result",
        "1-0",
        "--received",
        "01.01.2020",
    ]);
    assert!(
        early.contains("Date: 01.01.2020 is before the game began"),
        "{early}"
    );
    let future = run(&[
        "decision",
        "11",
        "agreed",
        "--result",
        "1-0",
        "--received",
        "01.12.2026",
    ]);
    assert!(
        future.contains("Date: 01.12.2026 is in the future"),
        "{future}"
    );
    let none = run(&["protest", "11"]);
    assert!(
        none.contains("No decision of the arbiter is recorded"),
        "{none}"
    );
    assert!(run(&["arbiter", "11"]).contains("not asked"));
}

/// The card of game `id` as the diary lays it out, its texts joined.
fn card_text(db: &std::path::Path, id: i64) -> String {
    paper_text(db, ccdiary::documents::DocumentKind::Postcard, id)
}

/// Paper `kind` of game `id` as the diary lays it out today, its texts joined.
fn paper_text(db: &std::path::Path, kind: ccdiary::documents::DocumentKind, id: i64) -> String {
    use ccdiary::printing::Target;
    let diary = ccdiary::diary::Diary::open(db).unwrap();
    let now = super::date(2026, 11, 29).and_hms_opt(9, 0, 0).unwrap();
    let claim = Default::default();
    let card = diary
        .paper_preview((kind, &Target::Game(GameId(id))), now.date(), &claim, now)
        .unwrap();
    let pages = card.pages.iter().flat_map(|p| p.texts());
    pages.collect::<Vec<_>>().join(" ")
}

#[test]
fn my_address_changing_on_a_day_prints_the_old_before_it_and_the_new_after_47_1_2() {
    let (_dir, path) = super::demo();
    let db = path.as_path();
    let said = run(
        db,
        &[
            "my-address",
            "--since",
            "29.11.2026",
            "--postal",
            "170000, Тверь, ул. Новая, 2",
        ],
    );
    // One notice a partner of a post game in play, and the post tournament's arbiter.
    assert!(said.contains("notices are due"), "{said}");
    let today = run(db, &["today"]);
    let notices = today
        .lines()
        .filter(|l| l.contains("my new address"))
        .count();
    assert_eq!(notices, 7, "{today}");
    assert!(today.contains("tell the arbiter my new address"), "{today}");
    assert!(today.contains("(47.1.2)"), "{today}");
    // Game 2's card went before the change: its sender is at the old address.
    let before = card_text(db, 2);
    assert!(
        !before.contains("Тверь") && before.contains("ул. Садовая, д. 1, кв. 2"),
        "{before}"
    );
    // My move in game 1 sent on the day of the change: its card has the new address.
    let r = ccdiary::storage::Store::open(db)
        .unwrap()
        .game_records(GameId(1))
        .unwrap();
    let pos = r.line().positions.last().unwrap().clone();
    let legal = {
        use shakmaty::Position;
        let m = pos.legal_moves()[0];
        shakmaty::san::San::from_move(&pos, m).to_string()
    };
    let sent = run(
        db,
        &["send", "1", &legal, "--date", "29.11.2026", "--ordinary"],
    );
    assert!(!sent.contains("ccdiary:"), "{sent}");
    let after = card_text(db, 1);
    assert!(
        after.contains("Тверь") && !after.contains("ул. Садовая"),
        "{after}"
    );
    // A paper that goes out today has today's address, whatever its game's last card had.
    let claim = paper_text(db, ccdiary::documents::DocumentKind::Claim, 5);
    assert!(claim.contains("Тверь"), "{claim}");
    // Game 1's two notices (its partner, the tournament's arbiter) marked sent at once, and
    // taken back by one undo.
    let sent = run(db, &["notice-sent", "1", "--date", "29.11.2026"]);
    assert!(
        sent.contains("2 notices marked sent on 29.11.2026"),
        "{sent}"
    );
    run(db, &["undo"]);
    assert!(run(db, &["notice-sent", "1", "--to", "arbiter"]).contains("one notice"));
    // A second change must begin after the first.
    let early = run(
        db,
        &["my-address", "--since", "29.11.2026", "--email", "a@b.ru"],
    );
    assert!(early.contains("must begin after 29.11.2026"), "{early}");
    // Neither address: refused, naming what is missing.
    let none = run(db, &["my-address", "--since", "30.11.2026"]);
    assert!(
        none.contains("give the postal address, the e-mail or both"),
        "{none}"
    );
}

#[test]
fn a_new_email_in_the_window_asks_a_notice_of_each_email_partner_and_each_is_marked_sent() {
    let (_dir, mut h) = demo_at((1024.0, 640.0), Language::RU, 9);
    h.state_mut().apply(Command::MyAddress);
    h.run();
    replace_in(&mut h, "Эл. почта", "new@example.ru");
    click(&mut h, "Сохранить");
    h.get_by_label_contains("нужно 4 извещения");
    // Due within three days of the change (48.1.2), on Today.
    let asked = "сообщите Морозову Виктору мой новый адрес";
    h.get_by_label_contains(asked);
    h.get_by_label_contains("02.12 · Морозов Виктор");
    // Game → The arbiter… opens on the notice to mark sent.
    h.state_mut().apply(Command::Arbiter);
    h.run();
    click(&mut h, "Сохранить");
    h.get_by_label_contains("1 извещение отмечено отправленным 29.11.2026");
    assert!(h.query_by_label_contains(asked).is_none());
    let r = stored(&h).game_records(GameId(9)).unwrap();
    assert_eq!(r.notices[0].sent, Some(super::date(2026, 11, 29)));
}

/// A diary of version 19 is upgraded asking nothing of the games already out of play; a game
/// that leaves play afterwards asks for its result and record to go to the arbiter (47.9.1),
/// and back in play (an undo) asks nothing again.
#[test]
fn schema_20_asks_the_record_only_of_a_game_that_ends_after_it() {
    use ccdiary::domain::Outcome;
    use ccdiary::domain::arbiter::Report;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let mut store = ccdiary::storage::Store::open(&path).unwrap();
    let first = super::store::diary_with_game(&mut store);
    let g = store.game(first).unwrap();
    let over = store
        .add_game(&ccdiary::domain::Game {
            board: "2".into(),
            ..g
        })
        .unwrap();
    store
        .set_game_state(over, GameState::Finished(Outcome::Draw))
        .unwrap();
    drop(store);
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch(
        "DROP TRIGGER games_report_due; DROP TRIGGER games_report_back;
         DROP TABLE decisions; DROP TABLE notices; DROP TABLE former_addresses; DROP TABLE analysis;
         ALTER TABLE games DROP COLUMN report;
         PRAGMA user_version = 19;",
    )
    .unwrap();
    drop(conn);
    let mut store = ccdiary::storage::Store::open(&path).unwrap();
    assert_eq!(store.arbiter(over).unwrap().report, None);
    store
        .set_game_state(first, GameState::Finished(Outcome::WhiteWins))
        .unwrap();
    assert_eq!(store.arbiter(first).unwrap().report, Some(Report::Due));
    store.set_game_state(first, GameState::InPlay).unwrap();
    assert_eq!(store.arbiter(first).unwrap().report, None);
}
