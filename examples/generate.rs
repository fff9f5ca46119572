//! Writes the benchmarks' data to files: a diary of many games, and a PGN file with `%ccsnt`
//! dates. `cargo run --release --example generate -- DIARY.sqlite GAMES PLIES [PGN PGN_GAMES]
//! [IN_PLAY]`: of the games, the last IN_PLAY are in play (all by default), the others finished;
//! a PGN of `-` writes none (`career.sqlite 20000 80 - 0 99`).

use std::process::ExitCode;

#[path = "../benches/sample/mod.rs"]
#[expect(
    dead_code,
    reason = "the benches' day and window are theirs, not the generator's"
)]
mod sample;
use ccdiary::storage::Store;
use sample::{fill_diary, sample_pgn};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number =
        |i: usize, default: usize| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let Some(diary) = args.first() else {
        eprintln!("usage: generate DIARY.sqlite [GAMES] [PLIES] [PGN|-] [PGN_GAMES] [IN_PLAY]");
        return ExitCode::FAILURE;
    };
    let (games, plies) = (number(1, 1000), number(2, 80));
    let in_play = number(5, games);
    let today = chrono::Local::now().date_naive();
    let made = Store::open(std::path::Path::new(diary))
        .and_then(|mut store| fill_diary(&mut store, games, plies, in_play, today));
    if let Err(e) = made {
        eprintln!("{diary}: {e}");
        return ExitCode::FAILURE;
    }
    if let Some(pgn) = args.get(3).filter(|p| *p != "-")
        && let Err(e) = std::fs::write(pgn, sample_pgn(number(4, 20_000), plies))
    {
        eprintln!("{pgn}: {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
