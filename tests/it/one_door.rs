//! One door for every fact: the window and the command line record a card the same way, and
//! refuse what the rules refuse naming the field, whichever brings it (src/diary).

use ccdiary::domain::*;
use ccdiary::storage::Store;
use ccdiary::ui::{self, Language};

use super::cli::{ccdiary, refused};
use super::ui::{
    click, diary_as_white, harness, records_of, replace_in, send_first_move, stored, type_into,
};

/// A double round by post from 01.11.2026 (the tournament's start, which the games take): game 1
/// me White, game 2 me Black, my 1.e4 sent 02.11.2026.
pub(crate) fn double_round(path: &std::path::Path) {
    let mut store = Store::open(path).unwrap();
    store
        .save_profile(&Profile {
            full_name: "Иванов Иван Иванович".into(),
            postal_address: "123456, Москва, ул. Ленина, 1".into(),
            ..Profile::default()
        })
        .unwrap();
    let t = store
        .add_tournament(&Tournament {
            code: "КР-7".into(),
            name: "Кубок России-7".into(),
            start: Some(super::date(2026, 11, 1)),
            ..Tournament::default()
        })
        .unwrap();
    let p = store
        .add_partner(&Partner {
            name: "Петров Павел".into(),
            contacts: super::ui::an_address(),
            gender: Gender::Male,
        })
        .unwrap();
    for (colour, board) in [(shakmaty::Color::White, "1"), (shakmaty::Color::Black, "2")] {
        store
            .add_game(&Game {
                tournament: t,
                partner: p,
                my_colour: colour,
                board: board.into(),
                start: None,
                state: GameState::InPlay,
                undated_plies: 0,
            })
            .unwrap();
    }
    drop(store);
    ccdiary(path, &["send", "1", "e4", "--date", "02.11.2026"]).unwrap();
}

/// [`double_round`] in a new folder: the folder and the diary.
pub(crate) fn new_double_round() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    double_round(&path);
    (dir, path)
}

/// His 1.d4 in game 2 (I am Black), written 05.11 and received 08.11.2026.
fn his_first_move_in_game_2(path: &std::path::Path) {
    let dates = ["--written", "05.11.2026", "--received", "08.11.2026"];
    ccdiary(path, &[&["receive", "2", "d4"][..], &dates[..]].concat()).unwrap();
}

/// Both games' schedules as the command line prints them.
fn schedules(path: &std::path::Path) -> String {
    ["1", "2"]
        .map(|g| ccdiary(path, &["schedule", g, "--format", "csv"]).unwrap())
        .join("\n")
}

#[test]
fn a_double_round_card_gives_the_same_schedules_whichever_game_is_named_first() {
    let dir = tempfile::tempdir().unwrap();
    let dates = [
        "--written",
        "05.11.2026",
        "--received",
        "08.11.2026",
        "--his-receipt",
        "04.11.2026",
    ];
    let mut told = Vec::new();
    for (name, first) in [("a", ["1", "e5", "2=d4"]), ("b", ["2", "d4", "1=e5"])] {
        let path = dir.path().join(format!("{name}.sqlite"));
        double_round(&path);
        let [game, mv, with] = first;
        let args = [&["receive", game, mv, "--with", with][..], &dates[..]].concat();
        ccdiary(&path, &args).unwrap();
        let r = Store::open(&path).unwrap().game_records(GameId(1)).unwrap();
        // My 1.e4 reached him on 04.11: his 1...e5 took one day, whichever game came first.
        assert_eq!(r.plies[0].arrived, Some(super::date(2026, 11, 4)), "{name}");
        assert_eq!(r.totals().black.total.known(), Some(1), "{name}");
        told.push(schedules(&path));
    }
    assert_eq!(told[0], told[1]);
}

#[test]
fn a_double_round_card_in_the_window_gives_the_same_schedules_from_either_game() {
    let mut shown = Vec::new();
    for from_black in [false, true] {
        let (store, white) = diary_as_white();
        let black = GameId(white.0 - 1);
        let mut h = harness(store, Language::EN);
        h.run();
        send_first_move(&mut h, white, "e2e4", Some("20.11.2026"));
        let (open, mv, other_label, other_mv) = match from_black {
            false => (white, "e7e5", "On the same card, his move as White", "d2d4"),
            true => (black, "d2d4", "On the same card, his move as Black", "e7e5"),
        };
        h.state_mut().apply(ui::Command::SelectGame(open));
        h.run();
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
        h.run();
        type_into(&mut h, "His move", mv);
        type_into(&mut h, other_label, other_mv);
        type_into(&mut h, "Date on his card", "24.11.2026");
        replace_in(&mut h, "I received it on", "27.11.2026");
        type_into(&mut h, "He received my move on", "22.11.2026");
        click(&mut h, "Record the move");
        let store = stored(&h);
        let (w, b) = (
            store.game_records(white).unwrap(),
            store.game_records(black).unwrap(),
        );
        assert_eq!((w.plies.len(), b.plies.len()), (2, 1), "{from_black}");
        assert_eq!(w.plies[0].arrived, Some(super::date(2026, 11, 22)));
        assert_eq!(w.totals().black.total.known(), Some(2), "22.11 → 24.11");
        shown.push(format!("{:?}\n{:?}", w.schedule(), b.schedule()));
    }
    assert_eq!(shown[0], shown[1]);
}

/// His card whose postmark (04.11) is a day before the date he wrote (05.11): recorded with
/// both, counted from the postmark (47.2.2.1).
#[test]
fn a_card_posted_before_the_date_written_on_it_counts_from_its_postmark_47_2_2_1() {
    let (_dir, path) = new_double_round();
    let said = ccdiary(
        &path,
        &[
            "receive",
            "1",
            "e5",
            "--written",
            "05.11.2026",
            "--postmark",
            "04.11.2026",
            "--received",
            "08.11.2026",
            "--his-receipt",
            "03.11.2026",
        ],
    )
    .unwrap();
    assert!(
        said.contains(
            "his card counts as sent on its postmark 04.11.2026, not on the date he wrote 05.11.2026 (47.2.2.1)"
        ),
        "{said}"
    );
    let r = Store::open(&path).unwrap().game_records(GameId(1)).unwrap();
    assert_eq!(r.plies[1].sent.written, Some(super::date(2026, 11, 5)));
    assert_eq!(r.plies[1].sent.postmarks, vec![super::date(2026, 11, 4)]);
    assert_eq!(r.totals().black.total.known(), Some(1), "03.11 → 04.11");
}

#[test]
fn the_window_records_a_card_posted_before_its_written_date_by_its_postmark() {
    let (store, white) = diary_as_white();
    let mut h = harness(store, Language::EN);
    h.run();
    send_first_move(&mut h, white, "e2e4", Some("20.11.2026"));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    type_into(&mut h, "His move", "e7e5");
    type_into(&mut h, "Date on his card", "25.11.2026");
    type_into(&mut h, "Postmarks", "24.11.2026");
    replace_in(&mut h, "I received it on", "27.11.2026");
    type_into(&mut h, "He received my move on", "22.11.2026");
    click(&mut h, "Record the move");
    let plies = stored(&h).plies(white).unwrap();
    assert_eq!(
        plies.len(),
        2,
        "{:?}",
        h.state().notice().map(|n| n.text.clone())
    );
    assert_eq!(plies[1].sent.postmarks, vec![super::date(2026, 11, 24)]);
    let notice = h.state().notice().unwrap().text.clone();
    assert!(notice.contains("postmark 24.11.2026"), "{notice}");
}

#[test]
fn facts_the_rules_refuse_are_refused_naming_the_field_and_nothing_is_recorded() {
    let (_dir, path) = new_double_round();
    let refused = |args: &[&str]| refused(&path, args);
    assert_eq!(
        refused(&["receive", "1", "Nc6", "--accepted", "e5"]),
        "the accepted variant moves: my last move proposed no variant (47.3.8)"
    );
    assert_eq!(
        refused(&["receive", "1", "Nf3"]),
        "his move Nf3: a move of White, and it is Black's move"
    );
    assert_eq!(
        refused(&[
            "penalty",
            "1",
            "partner",
            "wrong-address",
            "--date",
            "01.01.2020"
        ]),
        "the penalty's date 01.01.2020 is before the game began 01.11.2026: check the date"
    );
    assert_eq!(
        refused(&[
            "penalty",
            "1",
            "partner",
            "wrong-address",
            "--date",
            "03.11.2026",
            "--delay-days",
            "4"
        ]),
        "--delay-days is for late-repeat only (47.4.11): the days for wrong-address are set by the rules"
    );
    assert_eq!(
        refused(&["leave", "add", "01.01.2020", "05.01.2020", "--game", "1"]),
        "the leave's first day 01.01.2020 is before the game began 01.11.2026: check the date"
    );
    assert_eq!(
        refused(&["tournament", "set", "КР-7", "--start", "05.11.2026"]),
        "the tournament's start 05.11.2026 is after the first move of Петров Павел (КР-7) was sent 02.11.2026: check the date"
    );
    let long = "я".repeat(10_000);
    assert_eq!(
        refused(&["tournament", "set", "КР-7", "--name", &long]),
        "the tournament's name: 10000 characters, the most is 200"
    );
    let fifteen = vec!["строка"; 15].join("\\n");
    assert_eq!(
        refused(&["partner-address", "1", "--postal", &fifteen]),
        "the postal address: 15 lines, an address block holds 10"
    );
    let r = Store::open(&path).unwrap().game_records(GameId(1)).unwrap();
    assert_eq!(
        (r.plies.len(), r.penalties.len(), r.leaves.len()),
        (1, 0, 0)
    );
    assert_eq!(r.tournament.start, Some(super::date(2026, 11, 1)));
    assert_eq!(r.tournament.name, "Кубок России-7");
    assert_eq!(r.partner.contacts.len(), 1);
}

/// My variant 2.c4 e6 after 1.d4 d5 — he repeats it in the wrong order: refused naming the
/// accepted moves.
#[test]
fn a_variant_repeated_in_the_wrong_order_names_the_accepted_moves_47_3_9() {
    let (_dir, path) = new_double_round();
    // Game 2, where I am Black: his 1.d4, then my 1...d5 with the variant 2.c4 e6.
    his_first_move_in_game_2(&path);
    ccdiary(
        &path,
        &[
            "send",
            "2",
            "d5",
            "--variant",
            "c4 e6",
            "--date",
            "09.11.2026",
        ],
    )
    .unwrap();
    assert_eq!(
        refused(&path, &["receive", "2", "Nc3", "--accepted", "e6 c4"]),
        "the accepted variant moves, move 1 e6: a move of Black, and it is White's move (they are written in the variant's order, 47.3.9)"
    );
    let r = Store::open(&path).unwrap().game_records(GameId(2)).unwrap();
    assert_eq!(r.plies.len(), 2);
}

/// The window's records panel: a penalty dated before the game began is refused, naming it.
#[test]
fn the_window_refuses_a_penalty_dated_before_the_game_began() {
    let (store, white) = diary_as_white();
    let start = store.game(white).unwrap().start;
    let mut h = records_of(store, white);
    replace_in(&mut h, "Penalty date", "01.01.2020");
    click(&mut h, "Record the penalty");
    let notice = h.state().notice().unwrap().text.clone();
    assert!(
        notice.starts_with("the penalty's date 01.01.2020 is before the game began"),
        "{notice} (game start {start:?})"
    );
    assert!(stored(&h).penalties(white).unwrap().is_empty());
}

/// A card typed on the game as one window showed it is refused as stale when another program
/// recorded a move meanwhile: checked against the plies the player saw, not read afresh.
#[test]
fn a_card_typed_on_a_game_changed_elsewhere_is_refused_as_stale() {
    use ccdiary::diary::{Diary, MyCardFor};
    use ccdiary::domain::MyCard;
    let (_dir, path) = new_double_round();
    let mut here = Diary::open(&path).unwrap();
    let seen = here.records(GameId(2)).unwrap().plies.len() as u32;
    his_first_move_in_game_2(&path);
    let mine = |seen| MyCardFor {
        game: GameId(2),
        card: MyCard {
            my_move: "d5".into(),
            date: Some(super::date(2026, 11, 9)),
            ..MyCard::default()
        },
        with: None,
        seen,
    };
    let refused = here
        .send(mine(Some(seen)), super::date(2026, 11, 9))
        .unwrap_err();
    assert!(refused.is_stale(), "{refused}");
    assert_eq!(here.records(GameId(2)).unwrap().plies.len(), 1);
    // Typed again on the game as it is now, it goes.
    here.send(mine(Some(1)), super::date(2026, 11, 9)).unwrap();
    assert_eq!(here.records(GameId(2)).unwrap().plies.len(), 2);
}

#[test]
fn dates_not_kept_are_undone_whole_and_go_with_a_move_taken_back() {
    use ccdiary::diary::{Diary, UndoStep};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let pgn = dir.path().join("g.pgn");
    std::fs::write(
        &pgn,
        "[Event \"Импорт\"]\n[White \"Игрок\"]\n[Black \"Я\"]\n[Result \"*\"]\n\n1. e4 *\n",
    )
    .unwrap();
    ccdiary(&path, &["import", pgn.to_str().unwrap(), "--me", "Я"]).unwrap();
    let asks = |path: &std::path::Path| {
        ccdiary(path, &["today"])
            .unwrap()
            .contains("record the day")
    };
    assert!(asks(&path));
    let game = ccdiary::domain::GameId(1);
    let mut diary = Diary::open(&path).unwrap();
    // The same game named twice is marked once: one undo asks again.
    diary.dates_not_kept(&[(game, 1), (game, 1)]).unwrap();
    assert!(!asks(&path));
    assert!(matches!(diary.undo("test").unwrap(), UndoStep::Done(..)));
    assert!(asks(&path));
    // Marked, then his move taken back: the mark goes with it, so that the move typed again
    // is asked for as any other.
    diary.dates_not_kept(&[(game, 1)]).unwrap();
    assert_eq!(diary.records(game).unwrap().game.undated_plies, 1);
    diary.take_back_his_move(game, 1, "typo").unwrap();
    assert_eq!(diary.records(game).unwrap().game.undated_plies, 0);
}

/// The third door checks as the others do: a PGN game whose partner's name, tournament's name
/// or board a form would refuse is refused naming its line and tag, and a tournament's start
/// after a game's first move is refused whether or not the game has a start of its own.
#[test]
fn a_pgn_import_and_a_tournaments_start_are_checked_as_the_forms_are() {
    use ccdiary::diary::Diary;
    let (dir, path) = new_double_round();
    let mut store = Store::open(&path).unwrap();
    store
        .set_game_start(GameId(1), Some(super::date(2026, 11, 1)))
        .unwrap();
    drop(store);
    assert_eq!(
        refused(
            &path,
            &["tournament", "set", "КР-7", "--start", "05.11.2026"]
        ),
        "the tournament's start 05.11.2026 is after the first move of Петров Павел (КР-7) was sent 02.11.2026: check the date"
    );
    let tags = |black: &str, event: &str, board: &str| {
        format!(
            "[Event \"{event}\"]\n[Site \"post\"]\n[Date \"2026.01.10\"]\n[White \"Иванов Иван Иванович\"]\n[Black \"{black}\"]\n[Board \"{board}\"]\n[Result \"*\"]\n\n1. e4 {{[%ccsnt 2026.01.11]}} *\n\n"
        )
    };
    let text = [
        tags(&"я".repeat(10_000), "Cup", "1"),
        tags("Сидоров", &"Кубок ".repeat(50), "1"), // the last space is not read
        tags("Сидоров", "Cup", "A3"),
    ]
    .concat();
    let mut diary = Diary::open(&path).unwrap();
    let before = diary.game_summaries().unwrap();
    let now = super::date(2026, 11, 20).and_hms_opt(12, 0, 0).unwrap();
    let report = diary
        .import_pgn(
            ccdiary::pgn::Source::text(&text),
            "Иванов Иван Иванович",
            now,
            &mut |_| std::ops::ControlFlow::Continue(()),
        )
        .unwrap()
        .unwrap();
    let told: Vec<String> = report.errors.iter().map(|e| e.told(Language::EN)).collect();
    assert_eq!(
        told,
        [
            "line 5: [Black]: the name: 10000 characters, the most is 200; the game is not imported",
            "line 11: [Event]: the tournament's name: 299 characters, the most is 200; the game is not imported",
            "line 26: [Board]: Board: «A3» is not a board number; the game is not imported",
        ]
    );
    assert!(report.imported.is_empty());
    assert_eq!(diary.game_summaries().unwrap(), before);
    drop(dir);
}
