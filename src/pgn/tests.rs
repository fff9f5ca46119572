//! PGN reading and writing against the real fixtures.

use super::*;

fn date(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

const EMAIL_EXAMPLE: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/rules-example-email.pgn"
));
const ICCF_GAME: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/iccf-server-game.pgn"
));

#[test]
fn reads_the_rules_example_with_its_dates() {
    let (games, errors) = read_pgn(EMAIL_EXAMPLE);
    assert!(errors.is_empty(), "{errors:?}");
    let g = &games[0];
    assert_eq!(g.white, "Белые");
    assert_eq!(g.event, "Пример формы сообщения (статья 50)");
    assert_eq!(g.mode_or_guess(), Mode::Email);
    assert_eq!(g.start(), Some(date(2026, 5, 10)));
    let moves: Vec<String> = g.plies.iter().map(|p| p.uci.to_string()).collect();
    assert_eq!(moves, ["d2d4", "d7d5", "g1f3", "g7g6", "c2c4"]);
    let dates: Vec<_> = g.plies.iter().map(|p| (p.received, p.sent)).collect();
    assert_eq!(
        dates,
        [
            (None, Some(date(2026, 5, 10))),
            (Some(date(2026, 5, 12)), Some(date(2026, 5, 12))),
            (Some(date(2026, 5, 12)), Some(date(2026, 5, 16))),
            (Some(date(2026, 5, 17)), Some(date(2026, 5, 18))),
            (Some(date(2026, 5, 19)), Some(date(2026, 5, 22))),
        ]
    );
}

#[test]
fn reads_ccsnt_with_a_time_of_day() {
    let (games, errors) = read_pgn(ICCF_GAME);
    assert!(errors.is_empty(), "{errors:?}");
    let g = &games[0];
    assert_eq!(g.result, GameResult::BlackWins);
    assert_eq!(g.plies.len(), 132);
    assert_eq!(g.plies[0].sent, Some(date(2018, 10, 2)));
    assert_eq!(g.plies[2].sent, Some(date(2018, 10, 3)));
    assert!(g.plies.iter().all(|p| p.sent.is_some()));
}

#[test]
fn write_then_read_gives_the_same_games() {
    for text in [EMAIL_EXAMPLE, ICCF_GAME] {
        let (games, errors) = read_pgn(text);
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(games.len(), 1);
        for g in games {
            let written = write_pgn(&g);
            let (again, errors) = read_pgn(&written);
            assert!(errors.is_empty(), "{errors:?}\n{written}");
            let mut back = again.into_iter().next().unwrap();
            back.line = g.line;
            assert_eq!(back, g, "{written}");
        }
    }
}

#[test]
fn bad_games_are_reported_with_line_and_reason_and_the_rest_is_read() {
    let text = "\
[Event \"A\"]
[White \"X\"]
[Black \"Y\"]
[Result \"*\"]

1. e4 e5 2. Nf3 *

[Event \"B\"]
[White \"X\"]
[Black \"Y\"]
[Result \"*\"]

1. e4 e5 2. Nf3 Nc6
3. Bb5 Ke7 4. Qxf7 *

[Event \"C\"]
[Result \"*\"]

1. d4 {[%ccsnt 2026.13.45]} *

[Event \"D\"]
[Result \"1-0\"]

1. c4 1-0
";
    let (games, errors) = read_pgn(text);
    let events: Vec<_> = games.iter().map(|g| g.event.as_str()).collect();
    assert_eq!(events, ["A", "D"]);
    assert_eq!(games[1].line, 21);
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert_eq!(errors[0].line, 14);
    assert_eq!(errors[0].reason.to_string(), "move 4. Qxf7: illegal here");
    assert_eq!(
        errors[0].reason.told(crate::messages::Language::RU),
        "ход 4. Qxf7: невозможный ход"
    );
    assert_eq!(errors[1].line, 19);
    assert_eq!(
        errors[1].reason.to_string(),
        "[%ccsnt 2026.13.45]: not a date YYYY.MM.DD"
    );
    assert_eq!(
        errors[1].reason.told(crate::messages::Language::RU),
        "[%ccsnt 2026.13.45]: не дата ГГГГ.ММ.ДД"
    );
}

proptest::proptest! {
    #[test]
    fn no_text_panics_the_reader(s in "\\PC{0,300}") {
        let _ = read_pgn(&s);
    }

    #[test]
    fn no_pgn_like_text_panics_the_reader(
        s in "(\\[[A-Za-z]{1,6} \"[^\"]{0,8}\"\\]\n){0,3}\n?([0-9]{1,2}\\.{1,3} ?[a-hNBRQKOx0-9+#=-]{1,6} ?(\\{[^}]{0,20}\\})? ?){0,12}[*]?"
    ) {
        let _ = read_pgn(&s);
    }
}

#[test]
fn iccf_time_controls_read_as_moves_and_days() {
    use crate::domain::TimeControl;
    use crate::pgn::time_control;
    let tc = |moves, days| Some(TimeControl { moves, days });
    assert_eq!(time_control("10/50"), tc(10, 50));
    assert_eq!(time_control(" 10 / 50d "), tc(10, 50));
    assert_eq!(time_control("50d+1d"), tc(10, 60));
    assert_eq!(time_control("30d+0"), tc(10, 30));
    assert_eq!(time_control("40/7200:3600"), None);
    assert_eq!(time_control("40/7200"), None);
    assert_eq!(time_control("G/30"), None);
    assert_eq!(time_control("300+5"), None, "seconds, over the board");
    assert_eq!(time_control("-"), None);
}

#[test]
fn pgn_dates_are_year_month_day_with_dots_and_nothing_else() {
    assert_eq!(pgn_date("2020.01.05"), Some(date(2020, 1, 5)));
    assert_eq!(pgn_date(" 2020.1.5 "), Some(date(2020, 1, 5)));
    for not_a_date in [
        "",
        "2020.??.??",
        "????.??.??",
        "2020.02.30",
        "2020.13.01",
        "2020.01.05.1",
        "2020.01",
        "2020-01-05",
        "+2020.01.05",
        "2020.001.05",
        "2020. 1.05",
    ] {
        assert_eq!(pgn_date(not_a_date), None, "{not_a_date:?}");
    }
}

/// The ICCF game `n` times over, each a different partner of "NN White".
fn many_games(n: usize) -> String {
    (0..n)
        .map(|i| ICCF_GAME.replace("NN Black", &format!("Partner {i}")))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_big_file_is_read_in_order_and_its_progress_reaches_every_game() {
    let text = many_games(700);
    let mut seen = Vec::new();
    let (games, errors) = read_pgn_with(&text, &mut |p| {
        seen.push(p);
        ControlFlow::Continue(())
    })
    .unwrap();
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(games.len(), 700);
    assert!(
        games
            .iter()
            .enumerate()
            .all(|(i, g)| g.black == format!("Partner {i}"))
    );
    assert_eq!(games[699].line, 699 * (ICCF_GAME.lines().count() + 1) + 1);
    let size = text.len() as u64;
    assert_eq!(
        seen.last(),
        Some(&Progress {
            games: 700,
            read: size,
            size
        })
    );
    assert_eq!(seen.last().map(Progress::percent), Some(100));
    assert!(seen.windows(2).all(|w| w[0].games <= w[1].games));
    assert!(seen.windows(2).all(|w| w[0].read <= w[1].read));
}

#[test]
fn a_reading_stopped_keeps_nothing() {
    let text = many_games(700);
    let mut asked = 0;
    let read = read_pgn_with(&text, &mut |_| {
        asked += 1;
        ControlFlow::Break(())
    });
    assert_eq!(read.is_none(), asked > 0);
    if std::thread::available_parallelism().is_ok_and(|n| n.get() > 1) {
        assert!(asked > 0, "two readers: asked when the first is done");
    }
}

#[test]
fn an_import_stopped_while_reading_changes_nothing() {
    let mut store = crate::storage::Store::in_memory().unwrap();
    let text = many_games(700);
    let mut asked = false;
    let source = super::Source::text(&text);
    let report = import::import_pgn_with(&mut store, source, "NN White", &mut |_| {
        asked = true;
        ControlFlow::Break(())
    })
    .unwrap();
    if asked {
        assert!(report.is_none());
        assert!(store.game_summaries().unwrap().is_empty());
        assert!(store.partners().unwrap().is_empty());
        assert!(store.tournaments().unwrap().is_empty());
    } else {
        assert_eq!(report.unwrap().imported.len(), 700);
    }
}
