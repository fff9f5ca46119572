//! The command line over a diary file.

use ccdiary::cli::{self, CliCommand};
use ccdiary::domain::*;
use ccdiary::storage::Store;
use shakmaty::Color;

use super::date;

#[test]
fn list_prints_one_line_per_game_with_its_id_first() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("diary.sqlite");
    {
        let mut store = Store::open(&path).unwrap();
        let t = store
            .add_tournament(&Tournament {
                code: "КР-7".into(),
                ..Tournament::default()
            })
            .unwrap();
        let p = store
            .add_partner(&Partner {
                name: "Петров".into(),
                contacts: vec![],
                gender: Default::default(),
            })
            .unwrap();
        let g = store
            .add_game(&Game {
                tournament: t,
                partner: p,
                my_colour: Color::White,
                board: "1".into(),
                start: Some(date(2026, 1, 15)),
                state: GameState::InPlay,
                undated_plies: 0,
            })
            .unwrap();
        for (i, m) in ["e2e4", "c7c5", "g1f3"].iter().enumerate() {
            let uci = shakmaty::uci::UciMove::from_ascii(m.as_bytes()).unwrap();
            let day = date(2026, 1, 15 + i as u32);
            store
                .append_ply(g, &PlyRecord::sent_on(uci, Some(day)))
                .unwrap();
        }
    }
    let mut out = Vec::new();
    cli::run(&CliCommand::List, &path, &mut std::io::empty(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert_eq!(text, "1\tКР-7\tПетров\twhite\tin_play\t2\n");
}

#[test]
fn list_on_a_file_that_is_not_a_diary_fails_with_the_path() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.sqlite");
    std::fs::write(&path, "hello").unwrap();
    let err = cli::run(
        &CliCommand::List,
        &path,
        &mut std::io::empty(),
        &mut Vec::new(),
    )
    .unwrap_err();
    let msg = format!("{err:#}");
    assert!(msg.contains("x.sqlite"), "{msg}");
    assert!(msg.contains("not an SQLite database"), "{msg}");
}

fn run(path: &std::path::Path, command: CliCommand, stdin: &str) -> anyhow::Result<String> {
    let mut out = Vec::new();
    cli::run(&command, path, &mut stdin.as_bytes(), &mut out)?;
    Ok(String::from_utf8(out).unwrap())
}

fn import(path: &std::path::Path, file: &str, me: Option<&str>) -> anyhow::Result<String> {
    run(
        path,
        CliCommand::Import(ccdiary::cli::ImportArgs {
            file: file.into(),
            me: me.map(str::to_owned),
        }),
        "",
    )
}

#[test]
fn fixtures_survive_import_then_export_then_import() {
    let fixtures = [(crate::EMAIL_PGN, "Белые"), (crate::ICCF_PGN, "NN Black")];
    for (file, me) in fixtures {
        let dir = tempfile::tempdir().unwrap();
        let first = dir.path().join("first.sqlite");
        let out = import(&first, file, Some(me)).unwrap();
        assert!(
            out.starts_with("imported 1 game; 0 updated; 0 already in the diary; 0 not imported"),
            "{out}"
        );
        let exported = dir.path().join("out.pgn");
        run(
            &first,
            CliCommand::ExportPgn(ccdiary::cli::ExportPgnArgs {
                game: None,
                out: exported.clone(),
                no_analysis: false,
            }),
            "",
        )
        .unwrap();
        let second = dir.path().join("second.sqlite");
        import(&second, exported.to_str().unwrap(), Some(me)).unwrap();

        let (a, b) = (Store::open(&first).unwrap(), Store::open(&second).unwrap());
        let (ga, gb) = (
            &a.game_summaries().unwrap()[0],
            &b.game_summaries().unwrap()[0],
        );
        assert_eq!(ga.game.my_colour, gb.game.my_colour);
        assert_eq!(ga.game.result(), gb.game.result());
        assert_eq!(ga.game.start, gb.game.start);
        assert_eq!(ga.partner, gb.partner);
        assert_eq!(a.plies(ga.id).unwrap(), b.plies(gb.id).unwrap(), "{file}");

        let (original, _) = ccdiary::pgn::read_pgn(&std::fs::read_to_string(file).unwrap());
        let (again, _) = ccdiary::pgn::read_pgn(&std::fs::read_to_string(&exported).unwrap());
        let moves_and_sent = |g: &ccdiary::pgn::PgnGame| -> Vec<_> {
            g.plies.iter().map(|p| (p.uci, p.sent)).collect()
        };
        assert_eq!(
            moves_and_sent(&original[0]),
            moves_and_sent(&again[0]),
            "moves and dates of {file}"
        );
        let mut receipts = 0;
        for (o, a) in original[0].plies.iter().zip(&again[0].plies) {
            if o.received.is_some() {
                assert_eq!(o.received, a.received, "{file}");
                receipts += 1;
            }
        }
        // The e-mail example states when each move arrived; the ICCF export states none.
        assert_eq!(receipts > 0, file == crate::EMAIL_PGN, "{file}");
    }
}

#[test]
fn the_email_example_keeps_its_received_dates_in_the_diary() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    import(&path, crate::EMAIL_PGN, Some("белые")).unwrap();
    let store = Store::open(&path).unwrap();
    let g = &store.game_summaries().unwrap()[0];
    assert_eq!(g.game.my_colour, Color::White);
    assert_eq!(store.profile().unwrap().full_name, "белые");
    let arrived: Vec<_> = store
        .plies(g.id)
        .unwrap()
        .iter()
        .map(|p| p.arrived)
        .collect();
    assert_eq!(
        arrived,
        [
            Some(date(2026, 5, 12)),
            Some(date(2026, 5, 12)),
            Some(date(2026, 5, 17)),
            Some(date(2026, 5, 19)),
            None
        ]
    );
}

#[test]
fn import_reports_bad_games_and_strangers_and_keeps_the_good_ones() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("mixed.pgn");
    std::fs::write(
        &pgn,
        "[Event \"T\"]\n[White \"Me\"]\n[Black \"Him\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n\
         [Event \"T\"]\n[White \"Me\"]\n[Black \"Other\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke2 Ke7 3. Qxf7 *\n\n\
         [Event \"T\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n\n1. d4 *\n",
    )
    .unwrap();
    let path = dir.path().join("d.sqlite");
    let err = import(&path, pgn.to_str().unwrap(), Some("Me")).unwrap_err();
    assert_eq!(
        format!("{err:#}"),
        format!(
            "2 games of {} could not be imported (listed above)",
            pgn.display()
        )
    );
    let store = Store::open(&path).unwrap();
    let games = store.game_summaries().unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].partner, "Him");
    let (games, errors) = ccdiary::pgn::read_pgn(&std::fs::read_to_string(&pgn).unwrap());
    assert_eq!(games.len(), 2);
    assert_eq!(errors[0].line, 13);
    assert_eq!(errors[0].reason.to_string(), "move 3. Qxf7: illegal here");
}

#[test]
fn importing_the_same_file_twice_adds_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    import(&path, crate::ICCF_PGN, Some("NN White")).unwrap();
    let out = import(&path, crate::ICCF_PGN, Some("NN White")).unwrap();
    assert_eq!(
        out,
        "imported 0 games; 0 updated; 1 already in the diary; 0 not imported\n"
    );
    assert_eq!(
        Store::open(&path).unwrap().game_summaries().unwrap().len(),
        1
    );
}

#[test]
fn import_without_knowing_me_asks_for_me() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let err = import(&path, crate::ICCF_PGN, None).unwrap_err();
    assert!(err.to_string().contains("--me NAME"), "{err}");
    let err = import(&path, crate::ICCF_PGN, Some("Kasparov")).unwrap_err();
    assert_eq!(
        format!("{err:#}"),
        format!(
            "1 game of {} could not be imported (listed above)",
            crate::ICCF_PGN
        )
    );
    assert!(
        Store::open(&path)
            .unwrap()
            .game_summaries()
            .unwrap()
            .is_empty()
    );
}

#[test]
fn notation_prints_numbered_moves_in_the_target_notation() {
    let path = std::path::Path::new("unused.sqlite");
    let convert = |to: &str, stdin: &str| {
        run(
            path,
            CliCommand::Notation(ccdiary::cli::NotationArgs {
                to: to.parse().unwrap(),
            }),
            stdin,
        )
    };
    assert_eq!(
        convert("san", "4244 4745 7163 7776 3234").unwrap(),
        "1. d4 d5\n2. Nf3 g6\n3. c4\n"
    );
    assert_eq!(
        convert("numeric", "1. d4 d5 2. Кg1-f3 g7-g6 3. c2c4").unwrap(),
        "1. 4244 4745\n2. 7163 7776\n3. 3234\n"
    );
    assert_eq!(
        convert("long-ru", "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O").unwrap(),
        "1. e2-e4 e7-e5\n2. Кg1-f3 Кb8-c6\n3. Сf1-b5 a7-a6\n4. Сb5:c6 d7:c6\n5. 0-0\n"
    );
    assert_eq!(
        convert("long-en", "1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# 1-0").unwrap(),
        "1. e2-e4 e7-e5\n2. Qd1-h5 Nb8-c6\n3. Bf1-c4 Ng8-f6\n4. Qh5xf7\n"
    );
    let err = convert("san", "e4 e5 5299").unwrap_err();
    assert_eq!(format!("{err:#}"), "move 2 (White): 5299: no rank 9");
    let err = convert("san", "e4 e5 Ke3").unwrap_err();
    assert_eq!(format!("{err:#}"), "move 2 (White): Ke3: illegal here");
}

#[test]
fn schedule_csv_of_the_worked_example_comes_out_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    import(&path, crate::EMAIL_PGN, Some("Белые")).unwrap();
    let csv = run(
        &path,
        CliCommand::Schedule(ccdiary::cli::ScheduleArgs {
            game: GameId(1),
            format: cli::Format::Csv,
            notation: "numeric".parse().unwrap(),
        }),
        "",
    )
    .unwrap();
    assert_eq!(
        csv,
        "move,white,white_received,white_sent,white_days,white_total,black,black_received,black_sent,black_days,black_total,note\n\
         1,4244,,2026-05-10,0,0,4745,2026-05-12,2026-05-12,0,0,\n\
         2,7163,2026-05-12,2026-05-16,4,4,7776,2026-05-17,2026-05-18,1,1,\n\
         3,3234,2026-05-19,2026-05-22,3,7,,,,,,\n\
         total,,,,,7,,,,,1,\n"
    );
    let text = run(
        &path,
        CliCommand::Schedule(ccdiary::cli::ScheduleArgs {
            game: GameId(1),
            format: cli::Format::Text,
            notation: "long-ru".parse().unwrap(),
        }),
        "",
    )
    .unwrap();
    assert!(text.contains("Кg1-f3"), "{text}");
    assert!(
        text.contains("Totals: White 7 days (0 penalty), Black 1 day (0 penalty)"),
        "{text}"
    );
}

#[test]
fn schedule_of_a_missing_game_names_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let err = run(
        &path,
        CliCommand::Schedule(ccdiary::cli::ScheduleArgs {
            game: GameId(42),
            format: cli::Format::Text,
            notation: "san".parse().unwrap(),
        }),
        "",
    )
    .unwrap_err();
    assert!(format!("{err:#}").contains("no game 42"), "{err:#}");
}

#[test]
fn today_lists_the_repeat_due_in_the_email_example() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    import(&path, crate::EMAIL_PGN, Some("Белые")).unwrap();
    let today = |d| {
        run(
            &path,
            CliCommand::Today(ccdiary::cli::TodayArgs { date: Some(d) }),
            "",
        )
        .unwrap()
    };
    assert_eq!(
        today(date(2026, 5, 30)),
        "05.06.2026  later    game 1 (Пример формы сообщения (статья 50), Черные): no reply: repeat your move 3 with all its information, with a copy to the arbiter (48.5.1)\n"
    );
    assert_eq!(
        today(date(2026, 6, 10)),
        "05.06.2026  OVERDUE  game 1 (Пример формы сообщения (статья 50), Черные): no reply: repeat your move 3 with all its information, with a copy to the arbiter (48.5.1)\n"
    );
}

#[test]
fn messages_speak_russian_when_asked() {
    let mut out = Vec::new();
    let err = cli::run_in(
        ccdiary::messages::Language::RU,
        &CliCommand::Notation(ccdiary::cli::NotationArgs {
            to: "san".parse().unwrap(),
        }),
        std::path::Path::new("unused.sqlite"),
        &mut "e4 e5 5299".as_bytes(),
        &mut out,
    )
    .unwrap_err();
    assert_eq!(format!("{err:#}"), "ход 2 (белые): 5299: нет горизонтали 9");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    cli::run_in(
        ccdiary::messages::Language::RU,
        &CliCommand::Import(ccdiary::cli::ImportArgs {
            file: crate::EMAIL_PGN.into(),
            me: Some("Белые".into()),
        }),
        &path,
        &mut std::io::empty(),
        &mut out,
    )
    .unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(
        text.starts_with(
            "импортировано: 1 партия; обновлено: 0; уже в дневнике: 0; не импортировано: 0"
        ),
        "{text}"
    );
    // A tournament's parameters in Russian too, not in English under --lang ru.
    let mut out = Vec::new();
    cli::run_in(
        ccdiary::messages::Language::RU,
        &CliCommand::Tournament(ccdiary::cli::TournamentArgs {
            action: cli::TournamentCommand::List,
        }),
        &path,
        &mut std::io::empty(),
        &mut out,
    )
    .unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "\tПример формы сообщения (статья 50)\temail\t10.05.2026 – —\t10/30\tперерыв 30\tштраф 5\n"
    );
}

/// Writes a PGN file of one game between "Me" (White) and "Him" with `tags` added.
fn pgn_file(dir: &std::path::Path, name: &str, tags: &str, moves: &str) -> String {
    let path = dir.join(name);
    std::fs::write(
        &path,
        format!(
            "[Event \"Cup\"]\n[Site \"post\"]\n[Date \"2026.01.10\"]\n[White \"Me\"]\n[Black \"Him\"]\n[Result \"*\"]\n{tags}\n{moves} *\n"
        ),
    )
    .unwrap();
    path.to_str().unwrap().to_owned()
}

#[test]
fn reimporting_an_updated_pgn_adds_its_new_moves_to_the_same_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let early = pgn_file(
        dir.path(),
        "early.pgn",
        "",
        "1. e4 {[%ccsnt 2026.01.10]} e5 {[%ccrcv 2026.01.12] [%ccsnt 2026.01.13]}",
    );
    import(&path, &early, Some("Me")).unwrap();
    let later = pgn_file(
        dir.path(),
        "later.pgn",
        "",
        "1. e4 {[%ccsnt 2026.01.10]} e5 {[%ccrcv 2026.01.12] [%ccsnt 2026.01.13]} \
         2. Nf3 {[%ccrcv 2026.01.15] [%ccsnt 2026.01.16]} Nc6 {[%ccrcv 2026.01.18] [%ccsnt 2026.01.20]}",
    );
    let out = import(&path, &later, Some("Me")).unwrap();
    assert_eq!(
        out,
        "imported 0 games; 1 updated; 0 already in the diary; 0 not imported\n"
    );
    let store = Store::open(&path).unwrap();
    let games = store.game_summaries().unwrap();
    assert_eq!(games.len(), 1, "no duplicate");
    let plies = store.plies(games[0].id).unwrap();
    let moves: Vec<String> = plies.iter().map(|p| p.uci.to_string()).collect();
    assert_eq!(moves, ["e2e4", "e7e5", "g1f3", "b8c6"]);
    // The day my reply to 1...e5 arrived came with the new file.
    assert_eq!(plies[1].arrived, Some(date(2026, 1, 15)));
    drop(store);
    // Importing it again changes nothing.
    let out = import(&path, &later, Some("Me")).unwrap();
    assert!(out.contains("0 updated; 1 already in the diary"), "{out}");
}

#[test]
fn a_reimport_that_contradicts_a_sent_move_is_refused_naming_it_47_3_10() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let first = pgn_file(dir.path(), "a.pgn", "", "1. e4 e5 2. Nf3");
    import(&path, &first, Some("Me")).unwrap();
    let other = pgn_file(dir.path(), "b.pgn", "", "1. e4 e5 2. Bc4 Nc6");
    let err = import(&path, &other, Some("Me")).unwrap_err();
    assert_eq!(
        format!("{err:#}"),
        format!("1 game of {other} could not be imported (listed above)")
    );
    let store = Store::open(&path).unwrap();
    let games = store.game_summaries().unwrap();
    assert_eq!(games.len(), 1);
    let moves: Vec<String> = store
        .plies(games[0].id)
        .unwrap()
        .iter()
        .map(|p| p.uci.to_string())
        .collect();
    assert_eq!(moves, ["e2e4", "e7e5", "g1f3"], "nothing recorded is lost");
    let (games, _) = ccdiary::pgn::read_pgn(&std::fs::read_to_string(&other).unwrap());
    let report = ccdiary::pgn::import::import_pgn(
        &mut Store::open(&path).unwrap(),
        &ccdiary::pgn::write_pgn(&games[0]),
        "Me",
    )
    .unwrap();
    assert_eq!(
        report.errors[0].reason.to_string(),
        "move 2.: the file has Bc4, the diary's sent move is Nf3 (47.3.10); the game is left as it is"
    );
}

#[test]
fn an_email_move_without_ccrcv_is_taken_as_received_the_day_it_was_sent_move_by_move() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    // 1...e5 states when 1.e4 arrived; 2.Nf3 does not say when 1...e5 arrived.
    let file = pgn_file(
        dir.path(),
        "mail.pgn",
        "[Mode \"email\"]",
        "1. e4 {[%ccsnt 2026.01.10]} e5 {[%ccrcv 2026.01.11] [%ccsnt 2026.01.13]} \
         2. Nf3 {[%ccsnt 2026.01.16]} Nc6 {[%ccrcv 2026.01.18] [%ccsnt 2026.01.20]}",
    );
    let out = import(&path, &file, Some("Me")).unwrap();
    assert!(
        out.contains(&format!(
            "\n{file}:1: no [%ccrcv] for e-mail move 1: each is taken as received the day it was sent\n"
        )),
        "{out}"
    );
    let store = Store::open(&path).unwrap();
    let plies = store.plies(store.game_summaries().unwrap()[0].id).unwrap();
    assert_eq!(plies[0].arrived, Some(date(2026, 1, 11)), "its own %ccrcv");
    assert_eq!(
        plies[1].arrived,
        Some(date(2026, 1, 13)),
        "the day it was sent"
    );
    assert_eq!(plies[2].arrived, Some(date(2026, 1, 18)), "its own %ccrcv");
}

#[test]
fn an_iccf_time_control_becomes_the_tournaments_control() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let file = pgn_file(
        dir.path(),
        "iccf.pgn",
        "[TimeControl \"10/50\"]",
        "1. e4 e5",
    );
    import(&path, &file, Some("Me")).unwrap();
    let store = Store::open(&path).unwrap();
    let (_, t) = &store.tournaments().unwrap()[0];
    assert_eq!(
        t.control,
        TimeControl {
            moves: 10,
            days: 50
        }
    );
    drop(store);

    let other = dir.path().join("e.sqlite");
    let file = pgn_file(
        dir.path(),
        "otb.pgn",
        "[TimeControl \"40/7200:3600\"]",
        "1. e4 e5",
    );
    let out = import(&other, &file, Some("Me")).unwrap();
    assert!(
        out.contains(&format!(
            "\n{file}:1: [TimeControl \"40/7200:3600\"]: not a control in moves and days (like 10/50 or 50d+1d); the tournament keeps 30 days per 10 moves\n"
        )),
        "{out}"
    );
    let store = Store::open(&other).unwrap();
    assert_eq!(
        store.tournaments().unwrap()[0].1.control,
        TimeControl::default()
    );
}

/// The command of a command line as a user types it, or clap's refusal.
fn try_parse(args: &[&str]) -> anyhow::Result<CliCommand> {
    use clap::Parser;
    let cli = cli::Cli::try_parse_from(std::iter::once("ccdiary").chain(args.iter().copied()))
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(cli.command.unwrap())
}

/// The command of a command line as a user types it.
pub fn parse(args: &[&str]) -> CliCommand {
    try_parse(args).unwrap()
}

/// Runs a command line as a user types it, against `path`.
pub fn ccdiary(path: &std::path::Path, args: &[&str]) -> anyhow::Result<String> {
    run(path, try_parse(args)?, "")
}

/// What the command line says when it refuses `args` against `path`.
pub fn refused(path: &std::path::Path, args: &[&str]) -> String {
    format!("{:#}", ccdiary(path, args).unwrap_err())
}

#[test]
fn every_fact_the_window_records_can_be_recorded_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    // The rules' e-mail game: 1.d4 d5 2.Nf3 g6 3.c4 sent 22.05; I am White.
    import(&path, crate::EMAIL_PGN, Some("Белые")).unwrap();
    let game = "game 1 (Пример формы сообщения (статья 50), Черные)";
    assert_eq!(
        ccdiary(
            &path,
            &[
                "receive",
                "1",
                "Сf8-g7",
                "--repeat",
                "3234",
                "--written",
                "24.05.2026",
                "--received",
                "24.05.2026",
                "--his-receipt",
                "23.05.2026",
                "--today",
                "2026-05-25",
            ],
        )
        .unwrap(),
        format!("recorded his move 3. … Сf8-g7 in {game}\n")
    );
    assert_eq!(
        ccdiary(
            &path,
            &[
                "send",
                "1",
                "Nc3",
                "--date",
                "26.05.2026",
                "--today",
                "2026-05-26"
            ]
        )
        .unwrap(),
        format!("sent my move 4. Кb1-c3 on 26.05.2026 in {game}\n")
    );
    let store = Store::open(&path).unwrap();
    let plies = store.plies(GameId(1)).unwrap();
    assert_eq!(plies.len(), 7);
    assert_eq!(plies[5].sent.written, Some(date(2026, 5, 24)));
    assert_eq!(plies[5].arrived, Some(date(2026, 5, 24)));
    assert_eq!(
        plies[4].arrived,
        Some(date(2026, 5, 23)),
        "his receipt of my 3.c4"
    );
    drop(store);
    assert_eq!(
        ccdiary(
            &path,
            &[
                "penalty",
                "1",
                "partner",
                "wrong-address",
                "--date",
                "2026-05-27"
            ]
        )
        .unwrap(),
        format!("penalty 5 days (47.4.9.4) in {game}\n")
    );
    assert_eq!(
        ccdiary(&path, &["repeat", "1", "--date", "2026-06-20"]).unwrap(),
        format!("repeat of my last move filed in {game}, with a copy to the arbiter (48.5.1)\n")
    );
    assert_eq!(
        ccdiary(
            &path,
            &[
                "leave",
                "add",
                "01.06.2026",
                "10.06.2026",
                "--note",
                "отпуск"
            ]
        )
        .unwrap(),
        "my leave in all games: 01.06.2026 – 10.06.2026\n"
    );
    assert_eq!(
        ccdiary(
            &path,
            &["leave", "add", "01.07.2026", "05.07.2026", "--game", "1"]
        )
        .unwrap(),
        "the partner's leave in game 1: 01.07.2026 – 05.07.2026\n"
    );
    assert_eq!(
        ccdiary(
            &path,
            &[
                "tournament",
                "set",
                "Пример формы сообщения (статья 50)",
                "--control-days",
                "40",
                "--leave-event-days",
                "45"
            ],
        )
        .unwrap(),
        "\tПример формы сообщения (статья 50)\temail\t10.05.2026 – —\t10/40\tleave 30 (event 45)\tpenalty 5\n"
    );
    let r = Store::open(&path).unwrap().game_records(GameId(1)).unwrap();
    assert_eq!(r.tournament.control.days, 40);
    assert_eq!(r.tournament.leave_event_days, Some(45));
    assert_eq!(r.penalties.len(), 1);
    assert_eq!(r.leaves.len(), 2);
    assert_eq!(r.correspondence.len(), 3, "his card, my e-mail, my repeat");
}

#[test]
fn the_command_line_refuses_bad_facts_naming_the_field() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    import(&path, crate::EMAIL_PGN, Some("Белые")).unwrap();
    let refused = |args: &[&str]| refused(&path, args);
    assert_eq!(
        refused(&[
            "receive",
            "1",
            "Сf8-g7",
            "--his-receipt",
            "21.05.2026",
            "--today",
            "2026-05-25"
        ]),
        "the day he received my move 21.05.2026 is before the day my last move was sent 22.05.2026: check the dates"
    );
    assert_eq!(
        refused(&["receive", "1", "Кg1-f3", "--today", "2026-05-25"]),
        "his move Кg1-f3: no piece on g1"
    );
    assert_eq!(
        refused(&["send", "1", "Nc3"]),
        "it is not my move in game 1 (Пример формы сообщения (статья 50), Черные)"
    );
    assert_eq!(
        refused(&["receive", "9", "e5"]),
        "no game 9 in the diary (see `ccdiary list`)"
    );
    assert!(
        refused(&["receive", "1", "e5", "--written", "31.02.2026"])
            .contains("\"31.02.2026\": there is no such day in that month"),
    );
    assert_eq!(
        refused(&["penalty", "1", "me", "late-repeat", "--date", "2026-05-27"]),
        "late-repeat needs --delay-days: the days the game was delayed (47.4.11)"
    );
    ccdiary(&path, &["leave", "add", "01.06.2026", "10.06.2026"]).unwrap();
    assert_eq!(
        refused(&["leave", "add", "05.06.2026", "12.06.2026"]),
        "the leave overlaps one already recorded (01.06.2026 – 10.06.2026)"
    );
    assert_eq!(
        refused(&["leave", "add", "01.08.2026", "30.08.2026"]),
        "leave refused: 2026 would have 40 days of leave, the allowance is 30 a year (47.7.1)"
    );
    assert_eq!(
        refused(&["tournament", "set", "Nowhere", "--control-days", "40"]),
        "no tournament \"Nowhere\" in the diary (see `ccdiary tournament list`)"
    );
    let tournament = "Пример формы сообщения (статья 50)";
    assert_eq!(
        refused(&["tournament", "set", tournament, "--end", "01.01.2026"]),
        "The tournament cannot end before it starts. (10.05.2026 – 01.01.2026)"
    );
    assert_eq!(
        refused(&["tournament", "set", tournament, "--code", "", "--name", " "]),
        "Enter the tournament's code or name."
    );
    // A value clap cannot read is refused naming the option and what it takes.
    let bad_days = refused(&[
        "tournament",
        "set",
        tournament,
        "--leave-event-days",
        "lots",
    ]);
    assert!(bad_days.contains("'--leave-event-days <DAYS|none>': a whole number of days, or none"));
    let bad_time = refused(&["analyse", "1", "--movetime", "0"]);
    assert!(bad_time.contains("'--movetime <S>': a number of seconds, from 0.01 to 86400"));
    let bad_claim = refused(&[
        "pdf",
        "adjudication",
        "1",
        "--out",
        "a.pdf",
        "--claim",
        "2-0",
    ]);
    assert!(bad_claim.contains("[possible values: 1-0, 0-1, 1/2-1/2]"));
    // Nothing refused was recorded.
    let r = Store::open(&path).unwrap().game_records(GameId(1)).unwrap();
    assert_eq!(
        (r.plies.len(), r.penalties.len(), r.leaves.len()),
        (5, 0, 1)
    );
}

#[test]
fn a_receipt_number_is_checked_by_its_check_digit() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("diary.sqlite");
    assert_eq!(
        ccdiary(&path, &["check-receipt", "RA123456785RU"]).unwrap(),
        "RA123456785RU: a valid international number (UPU S10, check digit right)\n"
    );
    assert_eq!(
        ccdiary(&path, &["check-receipt", "1234 5678 9012 31"]).unwrap(),
        "12345678901231: a valid Russian Post number (14 digits, check digit right)\n"
    );
    assert_eq!(
        format!(
            "{:#}",
            ccdiary(&path, &["check-receipt", "RA123456784RU"]).unwrap_err()
        ),
        "the receipt number's check digit should be 5, not 4: check the number"
    );
    assert_eq!(
        format!(
            "{:#}",
            ccdiary(&path, &["check-receipt", "12345"]).unwrap_err()
        ),
        "the receipt number is 14 digits, or two Latin letters, nine digits and two Latin letters (RA123456785RU)"
    );
    assert!(!path.exists(), "checking a number needs no diary");
}

#[test]
fn what_is_due_goes_to_the_calendar_and_a_new_export_updates_it() {
    use ical::parser::ical::component::IcalCalendar;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("demo.sqlite");
    ccdiary(&path, &["demo"]).unwrap();
    let read = |file: &std::path::Path| -> IcalCalendar {
        let text = std::fs::read_to_string(file).unwrap();
        let mut parser = ical::IcalParser::new(text.as_bytes());
        let calendar = parser.next().expect("one calendar").expect("it parses");
        assert!(parser.next().is_none());
        calendar
    };
    let prop = |e: &ical::parser::ical::component::IcalEvent, name: &str| {
        e.properties
            .iter()
            .find(|p| p.name == name)
            .and_then(|p| p.value.clone())
            .unwrap_or_default()
    };
    let first = dir.path().join("first.ics");
    ccdiary(&path, &["ical", "--out", first.to_str().unwrap()]).unwrap();
    let calendar = read(&first);
    let due = ccdiary(&path, &["today"]).unwrap();
    assert_eq!(
        calendar.events.len(),
        due.lines().count(),
        "one event per action due:\n{due}"
    );
    for e in &calendar.events {
        assert!(prop(e, "UID").ends_with("@ccdiary"), "{e:?}");
        assert!(prop(e, "DESCRIPTION").contains("(4"), "a clause: {e:?}");
        assert_eq!(e.alarms.len(), 1, "an alarm the day before");
        let trigger = e.alarms[0].properties.iter().find(|p| p.name == "TRIGGER");
        // 86,400 seconds: a day before the day it is due.
        assert_eq!(
            trigger.and_then(|p| p.value.clone()).as_deref(),
            Some("-PT86400S")
        );
        assert_eq!(
            e.properties
                .iter()
                .find(|p| p.name == "DTSTART")
                .and_then(|p| p.params.clone()),
            Some(vec![("VALUE".to_owned(), vec!["DATE".to_owned()])]),
            "all-day"
        );
        let day = |name: &str| chrono::NaiveDate::parse_from_str(&prop(e, name), "%Y%m%d").unwrap();
        assert_eq!(
            day("DTEND") - day("DTSTART"),
            chrono::Duration::days(1),
            "the whole day"
        );
    }
    // Exported again, the same actions keep their UIDs: the calendar updates them.
    let second = dir.path().join("second.ics");
    ccdiary(&path, &["ical", "--out", second.to_str().unwrap()]).unwrap();
    let uids = |c: &IcalCalendar| {
        let mut u: Vec<String> = c.events.iter().map(|e| prop(e, "UID")).collect();
        u.sort();
        u
    };
    assert_eq!(uids(&calendar), uids(&read(&second)));
    let unique: std::collections::BTreeSet<String> = uids(&calendar).into_iter().collect();
    assert_eq!(
        unique.len(),
        calendar.events.len(),
        "no two actions share a UID"
    );
    // My leave moves my moves' deadlines later: the same events, their UIDs kept, are updated.
    let leave = ["leave", "add", "01.12.2026", "10.12.2026"];
    ccdiary(&path, &leave).unwrap();
    let third = dir.path().join("third.ics");
    ccdiary(&path, &["ical", "--out", third.to_str().unwrap()]).unwrap();
    let after = read(&third);
    let moved = calendar
        .events
        .iter()
        .filter(|e| prop(e, "UID").contains("-my-move@"))
        .filter(|e| {
            after.events.iter().any(|a| {
                prop(a, "UID") == prop(e, "UID") && prop(a, "DTSTART") > prop(e, "DTSTART")
            })
        })
        .count();
    assert!(moved > 0, "a deadline moved under the same UID");
}

#[test]
fn backup_backups_and_restore_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    assert!(
        ccdiary(&path, &["backups"])
            .unwrap()
            .starts_with("no backups yet in ")
    );
    import(&path, crate::EMAIL_PGN, Some("Белые")).unwrap();
    let said = ccdiary(&path, &["backup"]).unwrap();
    assert!(said.contains("backups"), "{said}");
    let out = dir.path().join("copy.sqlite");
    ccdiary(&path, &["backup", "--out", out.to_str().unwrap()]).unwrap();
    let again = ccdiary(&path, &["backup", "--out", out.to_str().unwrap()])
        .unwrap_err()
        .to_string();
    assert!(
        again.contains("copy.sqlite"),
        "an existing file is never overwritten: {again}"
    );
    let listed = ccdiary(&path, &["backups"]).unwrap();
    let line: Vec<&str> = listed.lines().next().unwrap().split('\t').collect();
    assert_eq!(line.len(), 5, "{listed}");
    assert_eq!(line[2], "1", "one game: {listed}");
    assert_eq!(line[3], "3", "three moves: {listed}");

    std::fs::write(dir.path().join("notes.txt"), "no diary here").unwrap();
    let refused = ccdiary(
        &path,
        &["restore", dir.path().join("notes.txt").to_str().unwrap()],
    )
    .unwrap_err()
    .to_string();
    assert!(refused.contains("not an SQLite database"), "{refused}");
    let said = ccdiary(&path, &["restore", out.to_str().unwrap()]).unwrap();
    assert!(
        said.contains("the diary replaced is backed up in"),
        "{said}"
    );
    // The one asked for and the diary replaced by the restore: the import made the diary,
    // with nothing before it to back up.
    assert_eq!(ccdiary(&path, &["backups"]).unwrap().lines().count(), 2);
}

#[test]
fn a_damaged_diary_is_told_its_newest_sound_backup() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    ccdiary::demo::create_demo(&path, date(2026, 11, 29)).unwrap();
    ccdiary(&path, &["backup"]).unwrap();
    let bytes = crate::damage(&path);
    let said = ccdiary(&path, &["list"]).unwrap_err().to_string();
    assert!(said.contains("is damaged"), "{said}");
    assert!(said.contains("its newest sound backup, of "), "{said}");
    assert!(said.contains("(12 games, "), "{said}");
    let command = format!("ccdiary --db \"{}\" restore \"", path.display());
    assert!(said.contains(&command), "{said}");
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
}

#[test]
fn export_all_then_import_all_on_a_new_computer_gives_the_same_diary() {
    let dir = tempfile::tempdir().unwrap();
    let old = dir.path().join("old").join("diary.sqlite");
    ccdiary::demo::create_demo(&old, date(2026, 11, 29)).unwrap();
    let zip = dir.path().join("everything.zip");
    let said = ccdiary(&old, &["export-all", "--out", zip.to_str().unwrap()]).unwrap();
    assert!(said.contains("12 games"), "{said}");
    let again = ccdiary(&old, &["export-all", "--out", zip.to_str().unwrap()]).unwrap_err();
    assert!(
        again.to_string().contains("everything.zip"),
        "never over a file: {again}"
    );

    let new = dir.path().join("new").join("diary.sqlite");
    let said = ccdiary(&new, &["import-all", zip.to_str().unwrap()]).unwrap();
    assert!(said.contains("there was no diary before"), "{said}");
    let schedules = |path: &std::path::Path| -> Vec<String> {
        (1..=12)
            .map(|id| ccdiary(path, &["schedule", &id.to_string(), "--format", "csv"]).unwrap())
            .collect()
    };
    assert_eq!(schedules(&new), schedules(&old));
    assert_eq!(
        ccdiary(&new, &["list"]).unwrap(),
        ccdiary(&old, &["list"]).unwrap()
    );

    // A diary with games is replaced only when asked, and backed up first.
    let refused = ccdiary(&new, &["import-all", zip.to_str().unwrap()])
        .unwrap_err()
        .to_string();
    assert!(refused.contains("already holds games"), "{refused}");
    let said = ccdiary(&new, &["import-all", zip.to_str().unwrap(), "--replace"]).unwrap();
    assert!(
        said.contains("the diary replaced is backed up in"),
        "{said}"
    );

    // The archive's other files are there to read.
    let mut archive = zip::ZipArchive::new(std::fs::File::open(&zip).unwrap()).unwrap();
    let names: Vec<String> = archive
        .file_names()
        .map(|n| n.unwrap().into_owned())
        .collect();
    assert!(names.contains(&"games.pgn".to_owned()), "{names:?}");
    assert_eq!(names.iter().filter(|n| n.ends_with(".csv")).count(), 12);
    let mut pgn = String::new();
    std::io::Read::read_to_string(&mut archive.by_name("games.pgn").unwrap(), &mut pgn).unwrap();
    assert_eq!(pgn.matches("[Event ").count(), 12);
}

#[test]
fn import_all_of_a_file_that_is_not_an_archive_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    ccdiary::demo::create_demo(&path, date(2026, 11, 29)).unwrap();
    let before = std::fs::read(&path).unwrap();
    let notes = dir.path().join("notes.zip");
    std::fs::write(&notes, "not a zip").unwrap();
    let said = ccdiary(&path, &["import-all", notes.to_str().unwrap(), "--replace"])
        .unwrap_err()
        .to_string();
    assert!(said.contains("notes.zip"), "{said}");
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn a_cards_scan_is_attached_listed_and_saved_back_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("diary.sqlite");
    ccdiary::demo::create_demo(&path, date(2026, 11, 29)).unwrap();
    assert_eq!(
        ccdiary(&path, &["scan", "list", "1"]).unwrap(),
        "the game's archive is empty; cards are filed when moves are received or sent\n"
    );
    ccdiary(&path, &["send", "1", "a3", "--date", "30.11.2026"]).unwrap();
    let photo = dir.path().join("моя открытка.jpg");
    let jpeg = [&[0xFF, 0xD8, 0xFF, 0xE0][..], b"a photo of the card"].concat();
    std::fs::write(&photo, &jpeg).unwrap();
    let said = ccdiary(&path, &["scan", "add", "1", "1", photo.to_str().unwrap()]).unwrap();
    assert_eq!(said, "kept моя открытка.jpg as scan 1\n");
    let listed = ccdiary(&path, &["scan", "list", "1"]).unwrap();
    assert_eq!(
        listed,
        "1\t→ 30.11.2026 · card · a2-a3\n\tscan 1: моя открытка.jpg (1 KB)\n"
    );
    let back = dir.path().join("back.jpg");
    ccdiary(
        &path,
        &["scan", "save", "1", "--out", back.to_str().unwrap()],
    )
    .unwrap();
    assert_eq!(std::fs::read(&back).unwrap(), jpeg);

    assert_eq!(
        ccdiary(&path, &["scan", "remove", "1"]).unwrap(),
        "removed scan 1\n"
    );
    assert_eq!(
        ccdiary(&path, &["scan", "list", "1"]).unwrap(),
        "1\t→ 30.11.2026 · card · a2-a3\n"
    );
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "my move was a3").unwrap();
    let refused = ccdiary(&path, &["scan", "add", "1", "1", notes.to_str().unwrap()])
        .unwrap_err()
        .to_string();
    assert!(
        refused.ends_with("notes.txt: not a photo or scan: a card is kept as PNG, JPEG or PDF"),
        "{refused}"
    );
    let refused = ccdiary(&path, &["scan", "add", "1", "2", photo.to_str().unwrap()])
        .unwrap_err()
        .to_string();
    assert!(
        refused.contains("item 2: the game's archive has items 1 to 1"),
        "{refused}"
    );
}

/// A reader that takes one line and goes, as `head -1` does.
struct HeadOne(usize);

impl std::io::Write for HeadOne {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.0 > 0 {
            return Err(std::io::ErrorKind::BrokenPipe.into());
        }
        self.0 += 1;
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_reader_that_goes_ends_the_output_quietly() {
    let (_dir, path) = super::demo();
    let listed = cli::run(
        &CliCommand::List,
        &path,
        &mut std::io::empty(),
        &mut HeadOne(0),
    );
    assert!(listed.is_ok(), "{listed:?}");
}
