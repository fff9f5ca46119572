//! The figures of BENCHMARKS.md: a generated diary of 1,000 games of 80 plies, measured with
//! criterion on what a player waits for.

#![expect(
    clippy::expect_used,
    reason = "a benchmark without its data has nothing to measure"
)]

use std::hint::black_box;
use std::time::Duration;

use ccdiary::documents::pdf::render;
use ccdiary::documents::postcard::postcard;
use ccdiary::documents::report::report;
use ccdiary::domain::deadlines::today;
use ccdiary::domain::notation::Notation;
use ccdiary::pgn::import::import_pgn;
mod sample;
use ccdiary::diary::Diary;
use ccdiary::storage::Store;
use ccdiary::ui;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use sample::{day, fill_diary, sample_pgn, window};

const GAMES: usize = 1000;
const PLIES: usize = 80;

/// The generated diary, written once per run into a temporary folder.
fn diary() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("temporary folder");
    let path = dir.path().join("big.sqlite");
    let mut store = Store::open(&path).expect("new diary");
    fill_diary(&mut store, GAMES, PLIES, GAMES, day()).expect("fill the diary");
    (dir, path)
}

fn benches(c: &mut Criterion) {
    let (_dir, path) = diary();
    let store = Store::open(&path).expect("open");
    let plies: usize = store
        .game_summaries()
        .expect("list")
        .iter()
        .map(|g| g.plies as usize)
        .sum();
    eprintln!("diary: {GAMES} games, {plies} plies");

    c.bench_function("open the diary and build the games list", |b| {
        b.iter(|| {
            let store = Store::open(&path).expect("open");
            black_box(store.game_summaries().expect("list"));
        })
    });

    let records = store.active_game_records().expect("records");
    c.bench_function("load every game's records", |b| {
        b.iter(|| black_box(store.active_game_records().expect("records")))
    });
    c.bench_function("today over all games (rules only)", |b| {
        b.iter(|| black_box(today(&records, day())))
    });

    let one = records.first().expect("a game").clone();
    c.bench_function("one game's schedule", |b| {
        b.iter(|| black_box(one.schedule()))
    });

    let me = store.profile().expect("profile");
    let hundred: Vec<_> = records.iter().take(100).cloned().collect();
    c.bench_function("art. 49 report for 100 games (layout and PDF)", |b| {
        b.iter(|| {
            let doc = report(&hundred, &me, "T-0", day());
            black_box(
                render(&doc, day().and_hms_opt(12, 0, 0).unwrap_or_default(), "").expect("pdf"),
            )
        })
    });
    let mine = records
        .iter()
        .find(|r| r.plies.len() % 2 == usize::from(r.game.my_colour.is_white()))
        .expect("a game whose last move is mine");
    c.bench_function("one postcard (layout and PDF)", |b| {
        b.iter(|| {
            let doc = postcard(mine, &me, Notation::LongRu, None).expect("card");
            black_box(
                render(&doc, day().and_hms_opt(12, 0, 0).unwrap_or_default(), "").expect("pdf"),
            )
        })
    });

    let mut harness = window(Diary::open(&path).expect("open"));
    harness.state_mut().apply(ui::Command::SelectGame(one.id));
    harness.run_steps(3);
    c.bench_function("one frame of the main view (headless)", |b| {
        b.iter(|| harness.step())
    });

    // The same frame while Stockfish streams three lines on the other core: the panel reads
    // what the engine said without waiting and draws it.
    if ccdiary::engine::default_engine().is_some() {
        harness.state_mut().settings_mut().analysis_lines = 3;
        harness.state_mut().apply(ui::Command::Analysis);
        for _ in 0..40 {
            std::thread::sleep(Duration::from_millis(50));
            harness.step();
        }
        c.bench_function(
            "one frame with the engine's analysis streaming (3 lines)",
            |b| b.iter(|| harness.step()),
        );
        harness.state_mut().apply(ui::Command::Analysis);
    } else {
        eprintln!(
            "Stockfish is not installed (apt-get install -y stockfish): the analysis frame is not measured"
        );
    }

    let pgn = sample_pgn(20_000, PLIES);
    let mut group = c.benchmark_group("import");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(60));
    group.throughput(Throughput::Elements(20_000));
    group.bench_function("read the same PGN only (parse and legality)", |b| {
        b.iter(|| black_box(ccdiary::pgn::read_pgn(&pgn)))
    });
    group.bench_function("20,000-game PGN with %ccsnt", |b| {
        b.iter(|| {
            let mut store = Store::in_memory().expect("store");
            black_box(import_pgn(&mut store, &pgn, "Me").expect("import"))
        })
    });
    group.finish();
}

criterion_group!(diary_benches, benches);
criterion_main!(diary_benches);
