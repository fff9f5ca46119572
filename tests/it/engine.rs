//! The UCI engine (issue 16): Debian's Stockfish where installed (`.ci/run` installs it), and
//! fake engines that fail in each way an engine can.

use std::ops::ControlFlow;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use ccdiary::engine::uci::{Info, Score};
use ccdiary::engine::{Engine, Event, Limit, Options, Start, analyse, default_engine};

fn stockfish() -> PathBuf {
    default_engine().expect("Stockfish is installed: apt-get install -y stockfish")
}

/// A fake engine of tests/fixtures/engines, a shell script.
#[cfg(unix)]
fn fake(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/engines")
        .join(name)
}

fn quick() -> Options {
    Options {
        threads: 1,
        hash_mb: 16,
        multipv: 1,
        timeout: Duration::from_secs(1),
    }
}

fn keep_going(_: Option<&Info>) -> ControlFlow<()> {
    ControlFlow::Continue(())
}

#[test]
#[ignore = "needs Stockfish: apt-get install -y stockfish"]
fn stockfish_finds_the_mate_in_one() {
    // White mates with Qh5xf7 (Scholar's mate).
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    let a = analyse(
        &stockfish(),
        &Start::Fen(fen.into()),
        Limit::Depth(8),
        quick(),
        &mut keep_going,
    )
    .unwrap();
    assert!(a.engine.starts_with("Stockfish"), "{}", a.engine);
    assert_eq!(a.lines[0].score, Score::Mate(1));
    assert_eq!(a.lines[0].pv[0].to_string(), "h5f7");
}

#[test]
#[ignore = "needs Stockfish: apt-get install -y stockfish"]
fn a_multi_pv_search_gives_that_many_different_first_moves() {
    let options = Options {
        multipv: 4,
        ..quick()
    };
    let a = analyse(
        &stockfish(),
        &Start::Moves(vec![]),
        Limit::Depth(10),
        options,
        &mut keep_going,
    )
    .unwrap();
    assert_eq!(a.lines.len(), 4, "{:?}", a.lines);
    let mut firsts: Vec<String> = a.lines.iter().map(|l| l.pv[0].to_string()).collect();
    firsts.sort();
    firsts.dedup();
    assert_eq!(firsts.len(), 4);
    assert_eq!(
        a.lines.iter().map(|l| l.multipv).collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );
}

#[test]
#[ignore = "needs Stockfish: apt-get install -y stockfish"]
fn a_new_position_never_shows_the_old_ones_lines() {
    use shakmaty::Position;
    let mut engine = Engine::start(&stockfish(), quick()).unwrap();
    let e4: Vec<shakmaty::uci::UciMove> = vec!["e2e4".parse().unwrap()];
    engine.go(&Start::Moves(vec![]), Limit::Infinite).unwrap();
    std::thread::sleep(Duration::from_millis(100));
    // At once another position: every line that comes now is one of Black's moves after 1.e4.
    engine
        .go(&Start::Moves(e4.clone()), Limit::Depth(12))
        .unwrap();
    let (_, after, _) = ccdiary::engine::position_after(&e4, None);
    let mut lines = 0;
    loop {
        match engine.next_event(Duration::from_secs(5)).unwrap() {
            Some(Event::Info(info)) => {
                lines += 1;
                assert!(
                    info.pv[0].to_move(&after).is_ok(),
                    "{} after 1.e4",
                    info.pv[0]
                );
            }
            Some(Event::BestMove(m)) => {
                assert!(m.unwrap().to_move(&after).is_ok());
                break;
            }
            None => panic!("no best move"),
        }
    }
    assert!(lines > 0);
    assert_eq!(after.turn(), shakmaty::Color::Black);
}

#[test]
#[ignore = "needs Stockfish: apt-get install -y stockfish"]
fn stop_returns_at_once() {
    let mut engine = Engine::start(&stockfish(), quick()).unwrap();
    engine.go(&Start::Moves(vec![]), Limit::Infinite).unwrap();
    // Let it search, then stop.
    let mut seen = false;
    while !seen {
        seen = matches!(
            engine.next_event(Duration::from_secs(2)).unwrap(),
            Some(Event::Info(_))
        );
    }
    let asked = Instant::now();
    engine.stop().unwrap();
    assert!(
        asked.elapsed() < Duration::from_millis(100),
        "{:?}",
        asked.elapsed()
    );
}

// The fake engines are shell scripts.
#[cfg(unix)]
#[test]
fn engines_that_fail_each_give_their_error_without_hanging() {
    let asked = Instant::now();
    for (name, expected) in [
        (
            "exits-at-once",
            ccdiary::engine::EngineError::NotAnEngine(fake("exits-at-once")),
        ),
        (
            "garbage",
            ccdiary::engine::EngineError::NotAnEngine(fake("garbage")),
        ),
        ("hangs", ccdiary::engine::EngineError::Hung(fake("hangs"))),
    ] {
        let got = Engine::start(&fake(name), quick()).err();
        assert_eq!(got, Some(expected), "{name}");
    }
    let missing = fake("no-such-engine");
    assert!(matches!(
        Engine::start(&missing, quick()).err(),
        Some(ccdiary::engine::EngineError::CannotStart(p, _)) if p == missing
    ));
    // A file that is not a program at all.
    let readme = fake("../README.md");
    assert!(matches!(
        Engine::start(&readme, quick()).err(),
        Some(ccdiary::engine::EngineError::CannotStart(..))
    ));
    assert!(
        asked.elapsed() < Duration::from_secs(5),
        "{:?}",
        asked.elapsed()
    );
}

#[test]
#[ignore = "needs Stockfish: apt-get install -y stockfish"]
fn ccdiary_analyse_prints_lines_in_the_games_notation_and_as_json() {
    use super::cli::ccdiary;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("diary.sqlite");
    ccdiary::demo::create_demo(&path, super::date(2026, 11, 29)).unwrap();
    let said = ccdiary(&path, &["analyse", "1", "--depth", "10", "--multipv", "2"]).unwrap();
    let lines: Vec<&str> = said.lines().collect();
    assert!(
        lines[0].starts_with("Stockfish") && lines[0].ends_with("depth 10:"),
        "{said}"
    );
    assert_eq!(lines.len(), 3, "{said}");
    // A post game: long Russian notation, numbered from White's 11th move.
    assert!(
        lines[1].starts_with("1) ") && lines[1].contains(" — 11. "),
        "{said}"
    );
    assert!(lines[2].starts_with("2) "), "{said}");

    let json = ccdiary(
        &path,
        &[
            "analyse",
            "1",
            "--ply",
            "1",
            "--movetime",
            "0.3",
            "--notation",
            "numeric",
            "--json",
        ],
    )
    .unwrap();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["ply"], 1);
    assert_eq!(
        v["fen"],
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    let first = &v["lines"][0];
    assert!(first["pv"].as_str().unwrap().starts_with("1… "), "{json}");
    assert!(first["score_white"]["cp"].is_i64() || first["score_white"]["mate"].is_i64());
}

#[cfg(unix)]
#[test]
fn ccdiary_analyse_says_why_it_cannot() {
    use super::cli::ccdiary;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("diary.sqlite");
    ccdiary::demo::create_demo(&path, super::date(2026, 11, 29)).unwrap();
    let garbage = fake("garbage");
    let said = ccdiary(
        &path,
        &["analyse", "1", "--engine", garbage.to_str().unwrap()],
    )
    .unwrap_err()
    .to_string();
    assert!(
        said.ends_with("garbage is not a UCI chess engine: it did not answer \"uci\" as one"),
        "{said}"
    );
    ccdiary(&path, &["tournament", "set", "КР-7", "--engines", "no"]).unwrap();
    let said = ccdiary(&path, &["analyse", "1"]).unwrap_err().to_string();
    assert_eq!(
        said,
        "the regulations of КР-7 do not allow chess engines: no engine is started for its games"
    );
}
