//! The papers the post office and the arbiter accept, round two (issue 31).

use ccdiary::domain::GameId;
use ccdiary::domain::notation::Notation;
use ccdiary::storage::Store;

use super::cli::{ccdiary, refused};
use super::demo;

/// The texts of game `id`'s postcard as the diary stands.
fn postcard_texts(path: &std::path::Path, id: i64) -> Vec<String> {
    let store = Store::open(path).unwrap();
    let r = store.game_records(GameId(id)).unwrap();
    let me = store.profile().unwrap();
    let card = ccdiary::documents::postcard::postcard(&r, &me, Notation::LongRu, None).unwrap();
    card.pages.iter().flat_map(|p| p.lines()).collect()
}

#[test]
fn a_move_in_time_trouble_goes_registered_or_by_ordinary_mail_on_purpose_47_4_12() {
    // Game 4: my move 10 with five days left on 29.11.2026.
    let (_dir, path) = demo();
    let send = |extra: &[&str]| {
        let mut args = vec!["send", "4", "Bc2", "--today", "2026-11-29"];
        args.extend(extra);
        args.iter().map(|a| a.to_string()).collect::<Vec<_>>()
    };
    let args = send(&[]);
    let e = refused(&path, &args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(
        e.contains("registered mail (47.4.12)") && e.contains("--ordinary"),
        "{e}"
    );
    let plies = |path: &std::path::Path| Store::open(path).unwrap().plies(GameId(4)).unwrap().len();
    assert_eq!(plies(&path), 18, "nothing recorded");
    // Registered, its receipt's number not known yet: the card says so.
    let args = send(&["--registered"]);
    ccdiary(&path, &args.iter().map(String::as_str).collect::<Vec<_>>()).unwrap();
    assert_eq!(plies(&path), 19);
    assert!(
        postcard_texts(&path, 4)
            .iter()
            .any(|l| l.contains("Заказное"))
    );

    // By ordinary mail on purpose: recorded, and the card is an ordinary one.
    let (_dir, path) = demo();
    let args = send(&["--ordinary"]);
    ccdiary(&path, &args.iter().map(String::as_str).collect::<Vec<_>>()).unwrap();
    assert_eq!(plies(&path), 19);
    assert!(
        !postcard_texts(&path, 4)
            .iter()
            .any(|l| l.contains("Заказное"))
    );
    // Neither is asked of a move with days to spare.
    let (_dir, path) = demo();
    ccdiary(&path, &["send", "1", "Bd3", "--today", "2026-11-29"]).unwrap();
}

/// The lines of the article-49 report of tournament `code` as of `day`, from the diary at `path`.
fn report_lines(path: &std::path::Path, code: &str, day: chrono::NaiveDate) -> Vec<String> {
    let store = Store::open(path).unwrap();
    let me = store.profile().unwrap();
    let games: Vec<_> = store
        .all_game_records()
        .unwrap()
        .into_iter()
        .filter(|r| r.tournament.label() == code)
        .collect();
    let doc = ccdiary::documents::report::report(&games, &me, code, day);
    doc.pages.iter().flat_map(|p| p.lines()).collect()
}

#[test]
fn a_report_as_of_a_day_tells_each_game_as_it_stood_then_49() {
    let (_dir, path) = demo();
    // Game 7 ended 1-0 in November; on 01.09 it was in play, 12 moves made.
    let then = report_lines(&path, "КР-7", super::date(2026, 9, 1));
    let smirnov = then.iter().find(|l| l.contains("Смирнов")).unwrap();
    assert!(!smirnov.contains("окончена"), "{smirnov}");
    assert!(smirnov.contains(" 12 "), "{smirnov}");
    let now = report_lines(&path, "КР-7", super::date(2026, 11, 29));
    let smirnov = now.iter().find(|l| l.contains("Смирнов")).unwrap();
    assert!(smirnov.contains("окончена 1-0"), "{smirnov}");
}

#[test]
fn boards_are_numbers_in_the_report_and_the_list_49() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let pgn = dir.path().join("boards.pgn");
    let mut text = String::new();
    // Board 20's game: his 2…e6 came, the day it reached me not recorded.
    let moves = |board| match board {
        20 => {
            "1. d4 {[%ccsnt 2026.05.10]} d5 {[%ccrcv 2026.05.11] [%ccsnt 2026.05.12]} 2. c4 {[%ccrcv 2026.05.13] [%ccsnt 2026.05.14]} e6 {[%ccrcv 2026.05.15] [%ccsnt 2026.05.16]}"
        }
        _ => "1. d4 {[%ccsnt 2026.05.10]}",
    };
    for board in [2, 10, 1, 11, 20, 3] {
        text.push_str(&format!(
            "[Event \"Т-40\"]\n[Site \"e-mail\"]\n[Date \"2026.05.10\"]\n[White \"Белов Сергей\"]\n[Black \"Партнер {board}\"]\n[Board \"{board}\"]\n[Result \"*\"]\n\n{} *\n\n",
            moves(board)
        ));
    }
    std::fs::write(&pgn, text).unwrap();
    ccdiary(
        &path,
        &["import", pgn.to_str().unwrap(), "--me", "Белов Сергей"],
    )
    .unwrap();
    let partners = |lines: Vec<String>| -> Vec<String> {
        lines
            .iter()
            .filter_map(|l| l.split("Партнер ").nth(1))
            .map(|rest| rest.split_whitespace().next().unwrap().to_owned())
            .collect()
    };
    let order = ["1", "2", "3", "10", "11", "20"];
    let report = report_lines(&path, "Т-40", super::date(2026, 6, 1));
    assert_eq!(partners(report.clone()), order);
    // His last move's arrival unknown: said so, not the day his move before it came (13.05).
    let twenty = report.iter().find(|l| l.contains("Партнер 20")).unwrap();
    assert!(
        twenty.contains("неизвестна") && !twenty.contains("13.05.2026"),
        "{twenty}"
    );
    let list = ccdiary(&path, &["list"]).unwrap();
    assert_eq!(partners(list.lines().map(str::to_owned).collect()), order);
}

#[test]
fn the_email_message_is_refused_where_the_postcard_is_48_2_1() {
    let (dir, path) = demo();
    let out = dir.path().join("card.pdf");
    // Game 4: his move is the last; my card and my message have nothing to carry.
    let email = refused(&path, &["email", "4"]);
    let card = refused(
        &path,
        &["pdf", "postcard", "4", "--out", out.to_str().unwrap()],
    );
    assert_eq!(email, card);
    // Games 11 and 12, at adjudication and withdrawn, take no more messages.
    for game in ["11", "12"] {
        let e = refused(&path, &["email", game]);
        assert!(e.contains("no longer played"), "{game}: {e}");
    }
    // Game 10 waits for his reply to my move: its message is written.
    let text = ccdiary(&path, &["email", "10"]).unwrap();
    assert!(text.contains("Мой ход"), "{text}");
    // Every demo game: each paper of my card prints, or is refused as the postcard is; the
    // e-mail message too, where the game is not played by e-mail (its message is its card).
    for game in 1..=12 {
        let id = game.to_string();
        let paper = |kind: &str| {
            let args = ["pdf", kind, &id, "--out", out.to_str().unwrap()];
            ccdiary(&path, &args).map_err(|e| format!("{e:#}"))
        };
        let card = paper("postcard").map(drop);
        assert_eq!(paper("envelope").map(drop), card, "game {game}");
        assert_eq!(paper("postcards-a4").map(drop), card, "game {game}");
        let email = ccdiary(&path, &["email", &id]).map(drop);
        if !card.as_ref().is_err_and(|e| e.contains("played by e-mail")) {
            assert_eq!(email.map_err(|e| format!("{e:#}")), card, "game {game}");
        }
    }
}

#[test]
fn a_game_from_a_file_without_a_tournament_prints_a_line_to_fill_not_pgn_52() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let pgn = dir.path().join("no-event.pgn");
    std::fs::write(
        &pgn,
        "[White \"Белов Сергей\"]\n[Black \"Морозов Виктор\"]\n[Result \"*\"]\n\n1. d4 {[%ccsnt 2026.05.10]} *\n",
    )
    .unwrap();
    ccdiary(
        &path,
        &["import", pgn.to_str().unwrap(), "--me", "Белов Сергей"],
    )
    .unwrap();
    let store = Store::open(&path).unwrap();
    let r = store.game_records(GameId(1)).unwrap();
    assert!(r.tournament.is_unnamed());
    let me = store.profile().unwrap();
    let form = ccdiary::documents::schedule_form::schedule_form(&r, &me, Notation::LongRu);
    let lines: Vec<String> = form.pages.iter().flat_map(|p| p.lines()).collect();
    let text = lines.join("\n");
    assert!(!text.contains("PGN"), "{text}");
    assert!(text.contains("Турнир № ________"), "{text}");
    assert!(
        text.contains("(график переписки) в партии Белов Сергей — Морозов Виктор"),
        "{text}"
    );
    // Nor does the game record or the e-mail message name "PGN".
    let record = ccdiary::documents::game_record::game_record(&r, &me, Notation::LongRu);
    let lines = record
        .pages
        .iter()
        .flat_map(|p| p.lines())
        .collect::<Vec<_>>();
    let competition = lines.iter().find(|l| l.contains("Соревнование:")).unwrap();
    assert!(competition.contains("________"), "{competition}");
    let email = ccdiary::documents::email::email_message(&r, &me, Notation::Numeric).unwrap();
    assert!(
        email.starts_with("Турнир ________") && !email.contains("PGN"),
        "{email}"
    );
}

#[test]
fn a_report_of_a_day_to_come_is_refused_and_the_days_sheet_holds_the_move_that_ended_a_game_49() {
    let (dir, path) = demo();
    let out = dir.path().join("p.pdf");
    let pdf = |kind: &str, target: &str, day: &str| {
        let args = [
            "pdf",
            kind,
            target,
            "--as-of",
            day,
            "--out",
            out.to_str().unwrap(),
        ];
        ccdiary(&path, &args)
    };
    let e = pdf("report", "КР-7", "2099-01-01").unwrap_err().to_string();
    assert!(e.contains("01.01.2099 is still to come"), "{e}");
    // Game 7 ended with my last move: the day it went, its card is on the day's sheet.
    let store = Store::open(&path).unwrap();
    let r = store.game_records(GameId(7)).unwrap();
    assert!(r.last_is_mine() && r.game.status() == ccdiary::domain::GameStatus::Finished);
    let day = (1..=400)
        .map(|n| super::date(2026, 12, 1) - chrono::Duration::days(n))
        .find(|d| r.my_move_sent_on(*d))
        .unwrap();
    pdf("postcards-a4", "today", &day.to_string()).unwrap();
}

#[test]
fn a_cards_totals_say_days_before_the_count_since_a_restart_47_3_7_4() {
    let (_dir, path) = demo();
    // Game 7: Black overstepped at move 12; the count restarted.
    let lines = postcard_texts(&path, 7);
    assert!(
        lines
            .iter()
            .any(|l| l.contains("черные 96 дн. (24 после хода 12)")),
        "{lines:?}"
    );
}

#[test]
fn the_arbiter_is_set_from_the_command_line_and_a_blank_one_is_said_47_6_2() {
    let (dir, path) = demo();
    let out = dir.path().join("claim.pdf");
    let claim = |path: &std::path::Path| {
        ccdiary(path, &["pdf", "claim", "5", "--out", out.to_str().unwrap()]).unwrap()
    };
    let blank = [
        "tournament",
        "set",
        "КР-7",
        "--arbiter",
        "",
        "--arbiter-address",
        "",
        "--arbiter-email",
        "",
    ];
    ccdiary(&path, &blank).unwrap();
    let said = claim(&path);
    assert!(
        said.contains("--arbiter NAME --arbiter-address ADDRESS"),
        "{said}"
    );
    ccdiary(
        &path,
        &[
            "tournament",
            "set",
            "КР-7",
            "--arbiter",
            "Гусев Пётр Ильич",
            "--arbiter-address",
            "105005, Москва, а/я 12",
        ],
    )
    .unwrap();
    let said = claim(&path);
    assert!(!said.contains("--arbiter"), "{said}");
    let store = Store::open(&path).unwrap();
    let r = store.game_records(GameId(5)).unwrap();
    assert_eq!(r.tournament.arbiter.name, "Гусев Пётр Ильич");
    let me = store.profile().unwrap();
    let doc = ccdiary::documents::claim::overstep_claim(
        &r,
        &me,
        Notation::LongRu,
        super::date(2026, 11, 29),
    )
    .unwrap();
    let text: String = doc
        .pages
        .iter()
        .flat_map(|p| p.lines())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        text.contains("Гусев Пётр Ильич") && text.contains("105005, Москва, а/я 12"),
        "{text}"
    );
}

#[test]
fn a_report_as_of_a_day_before_a_games_start_asks_nothing_of_it_49() {
    let (_dir, path) = demo();
    // Game 6 starts on 20.10.2026; on 01.09 no first move was owed yet.
    let then = report_lines(&path, "КР-7", super::date(2026, 9, 1));
    let nikitin = then.iter().find(|l| l.contains("Никитин")).unwrap();
    assert!(!nikitin.contains("нет первого хода"), "{nikitin}");
    assert!(nikitin.contains("начало 20.10.2026"), "{nikitin}");
}

#[test]
fn adjudication_is_for_unfinished_games_addressed_dated_and_cites_its_own_article_47_9_5_48_9_4() {
    let (dir, path) = demo();
    let why = dir.path().join("why.txt");
    std::fs::write(&why, "Лишняя пешка в эндшпиле.").unwrap();
    let out = dir.path().join("adj.pdf");
    let args = |game: &'static str| {
        vec![
            "pdf".to_owned(),
            "adjudication".into(),
            game.into(),
            "--claim".into(),
            "1-0".into(),
            "--justification".into(),
            why.to_str().unwrap().into(),
            "--out".into(),
            out.to_str().unwrap().into(),
        ]
    };
    // Game 7 ended 1-0: nothing to adjudicate.
    let a = args("7");
    let e = refused(&path, &a.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(e.contains("has ended") && e.contains("47.9.4"), "{e}");
    // Game 11, e-mail, at adjudication, my move: to the arbiter from me, with its date line.
    let store = Store::open(&path).unwrap();
    let r = store.game_records(GameId(11)).unwrap();
    let me = store.profile().unwrap();
    let claim = ccdiary::documents::adjudication::AdjudicationClaim {
        result: ccdiary::domain::GameResult::WhiteWins,
        justification: "Лишняя пешка в эндшпиле.".into(),
        sealed_move: None,
        ..Default::default()
    };
    let doc = ccdiary::documents::adjudication::adjudication(
        &r,
        &me,
        Notation::Numeric,
        &claim,
        chrono::NaiveDate::from_ymd_opt(2026, 12, 1).unwrap(),
    )
    .unwrap();
    let text = doc
        .pages
        .iter()
        .flat_map(|p| p.lines())
        .collect::<Vec<_>>()
        .join("\n");
    for item in [
        "Арбитр:",
        "Участник: Иванов Иван Иванович",
        "материалы высылаются до",
        "(48.9.4)",
        "Мой ход (48.9.4.4):",
    ] {
        assert!(text.contains(item), "{item} in\n{text}");
    }
    assert!(!text.contains("47.9.5"), "{text}");
    // ЭМ-12 ends on 09.12: the game sent sooner does not end on a day to come.
    assert!(text.contains("Дата 01.12.2026"), "{text}");
    let end = text
        .lines()
        .find(|l| l.contains("Окончание партии"))
        .unwrap();
    assert!(!end.contains("09.12.2026"), "{end}");
    // The signature goes with the analysis, never alone on its sheet.
    let signed = doc
        .pages
        .iter()
        .find(|p| p.lines().iter().any(|l| l.contains("Подпись")));
    let signed = signed.unwrap().lines().join("\n");
    assert!(signed.contains("Лишняя пешка в эндшпиле."), "{signed}");
}

#[test]
fn the_request_to_replace_his_move_repeats_when_his_card_went_and_came_47_3_12() {
    let (dir, path) = demo();
    let out = dir.path().join("request.pdf");
    // Game 2: my move 9 went; his card came with a move that cannot be played.
    let args = [
        "pdf",
        "request-replacement",
        "2",
        "--written",
        "Кр8-h9",
        "--sent",
        "2026-11-25",
        "--received",
        "2026-11-27",
        "--out",
        out.to_str().unwrap(),
    ];
    ccdiary(&path, &args).unwrap();
    let lines = postcard_texts(&path, 2);
    let text = lines.join("\n");
    assert!(
        text.contains("Дата отправки вашего хода: 25.11.2026"),
        "{text}"
    );
    assert!(text.contains("Ваш ход получен: 27.11.2026"), "{text}");
    assert!(text.contains("Кр8-h9"), "{text}");
}

/// The lines of the sheet of four of games `ids` as of `day`, as the diary at `path` makes it.
fn sheet_lines(path: &std::path::Path, ids: &[i64], day: chrono::NaiveDate) -> String {
    let store = Store::open(path).unwrap();
    let me = store.profile().unwrap();
    let games: Vec<_> = ids
        .iter()
        .map(|id| store.game_records(GameId(*id)).unwrap())
        .collect();
    let source = ccdiary::documents::Source::Games(&games);
    let kind = ccdiary::documents::DocumentKind::PostcardsA4;
    let doc = ccdiary::documents::build(kind, source, &me, day, &Default::default()).unwrap();
    doc.pages
        .iter()
        .flat_map(|p| p.lines())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_sheet_of_four_prints_a_game_once_and_a_repeat_sent_that_day_47_5_1() {
    let (dir, path) = demo();
    let day = super::date(2026, 11, 29);
    // Game 2 named twice: one card, its message side signed once.
    let text = sheet_lines(&path, &[2, 2, 3], day);
    assert_eq!(text.matches("Подпись").count(), 2, "{text}");
    // Game 3's repeat of my move 8, sent on 29.11: the day's sheet carries it, as a repeat.
    ccdiary(&path, &["repeat", "3", "--date", "2026-11-29"]).unwrap();
    let out = dir.path().join("today.pdf");
    let args = [
        "pdf",
        "postcards-a4",
        "today",
        "--as-of",
        "2026-11-29",
        "--out",
        out.to_str().unwrap(),
    ];
    ccdiary(&path, &args).unwrap();
    let text = sheet_lines(&path, &[3], day);
    assert!(
        text.contains("Кузьмин Андрей") && text.contains("ПОВТОР открытки от 25.10.2026"),
        "{text}"
    );
}

#[test]
fn the_address_block_keeps_the_postal_index_on_the_card_or_refuses_the_address() {
    let (dir, path) = demo();
    let out = dir.path().join("card.pdf");
    let card = |path: &std::path::Path, game: &str| {
        ccdiary(
            path,
            &["pdf", "postcard", game, "--out", out.to_str().unwrap()],
        )
    };
    // Ten long lines, the index on the last: each wraps, yet all of it stays on the card.
    let mut lines: Vec<String> = (1..=9)
        .map(|n| format!("улица Длинная-{n}, дом {n}, корпус {n}, кв. {n}"))
        .collect();
    lines.push("630000 Новосибирск".into());
    let address = lines.join("\n");
    ccdiary(
        &path,
        &[
            "partner-address",
            "2",
            "--postal",
            &address,
            "--since",
            "2026-11-29",
        ],
    )
    .unwrap();
    card(&path, "2").unwrap();
    let store = Store::open(&path).unwrap();
    let r = store.game_records(GameId(2)).unwrap();
    let me = store.profile().unwrap();
    let doc = ccdiary::documents::postcard::postcard(&r, &me, Notation::LongRu, None).unwrap();
    let side = &doc.pages[0];
    assert!(
        side.lines().iter().any(|l| l.contains("630000")),
        "{:?}",
        side.lines()
    );
    assert!(side.outside(3.0).is_empty(), "{:?}", side.outside(3.0));

    // A 200-character name with a 400-character address cannot fit: refused, named.
    let name = "Константинопольский-Преображенский ".repeat(5);
    let pgn = dir.path().join("long.pgn");
    let game = format!(
        "[Event \"П-1\"]\n[Site \"почта\"]\n[White \"Белов Сергей\"]\n[Black \"{}\"]\n[Result \"*\"]\n\n1. d4 {{[%ccsnt 2026.05.10]}} *\n",
        name.trim()
    );
    std::fs::write(&pgn, game).unwrap();
    let path = dir.path().join("long.sqlite");
    ccdiary(
        &path,
        &["import", pgn.to_str().unwrap(), "--me", "Белов Сергей"],
    )
    .unwrap();
    let full = "д".repeat(38) + "\n";
    let address = full.repeat(10).trim().to_owned();
    ccdiary(
        &path,
        &[
            "partner-address",
            "1",
            "--postal",
            &address,
            "--since",
            "2026-05-01",
        ],
    )
    .unwrap();
    let e = card(&path, "1").unwrap_err().to_string();
    assert!(e.contains("do not fit the card's address block"), "{e}");
}

#[test]
fn a_game_in_play_goes_to_adjudication_only_after_its_tournament_ends_47_9_4() {
    let (dir, path) = demo();
    let why = dir.path().join("why.txt");
    std::fs::write(&why, "Равная позиция.").unwrap();
    let out = dir.path().join("adj.pdf");
    let adjudicate = |day: &str| {
        let args = [
            "pdf",
            "adjudication",
            "8",
            "--claim",
            "1/2-1/2",
            "--justification",
            why.to_str().unwrap(),
            "--as-of",
            day,
            "--out",
            out.to_str().unwrap(),
        ];
        ccdiary(&path, &args)
    };
    // ЭМ-12 ends on 09.12.2026: game 8, in play, is not adjudicated before.
    let e = adjudicate("2026-11-29").unwrap_err().to_string();
    assert!(
        e.contains("ends on 09.12.2026") && e.contains("47.9.4"),
        "{e}"
    );
    adjudicate("2026-12-10").unwrap();
}
