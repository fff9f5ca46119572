//! A long career (issue 48): 20,000 games of 80 plies of which 99 are in play, measured where a
//! player waits — what Today reads, the window's overview, a frame of Today and of the list of
//! all games, a letter typed in the list's search, a game opened; and the stress case, 20,000
//! games all in play: the overview and a frame of Today.

#![expect(
    clippy::expect_used,
    reason = "a benchmark without its data has nothing to measure"
)]

use std::hint::black_box;
use std::time::Duration;

#[expect(
    dead_code,
    reason = "the PGN sample is the import benches', not this career's"
)]
mod sample;
use ccdiary::diary::Diary;
use ccdiary::domain::GameId;
use ccdiary::storage::Store;
use ccdiary::ui;
use criterion::{Criterion, criterion_group, criterion_main};
use sample::{day, fill_diary, window};

const GAMES: usize = 20_000;
const IN_PLAY: usize = 99;
const PLIES: usize = 80;

/// A diary of `GAMES` games of which the last `in_play` are in play, in a folder of its own.
fn generated(in_play: usize) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("temporary folder");
    let path = dir.path().join("diary.sqlite");
    let mut store = Store::open(&path).expect("new diary");
    fill_diary(&mut store, GAMES, PLIES, in_play, day()).expect("fill the diary");
    (dir, path)
}

fn benches(c: &mut Criterion) {
    let (_dir, path) = generated(IN_PLAY);
    let diary = Diary::open(&path).expect("open");

    let mut group = c.benchmark_group("career");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.bench_function("the games Today reads (ccdiary today)", |b| {
        b.iter(|| black_box(diary.games_due(day()).expect("due")))
    });
    group.bench_function(
        "the window's overview: the list, Today, the standings of the games due",
        |b| b.iter(|| black_box(diary.overview(day()).expect("overview"))),
    );

    // A page of the list of all games scrolled into view: the endings of its 40 finished
    // games read (each page once, then kept).
    let page: Vec<GameId> = (1..=40).map(GameId).collect();
    group.bench_function("the endings of a page of 40 finished games", |b| {
        b.iter_batched(
            ccdiary::diary::Overview::default,
            |mut o| diary.read_endings(&mut o, &page).expect("endings"),
            criterion::BatchSize::SmallInput,
        )
    });

    let mut harness = window(Diary::open(&path).expect("open"));
    harness.run_steps(3);
    group.bench_function("one frame with Today", |b| b.iter(|| harness.step()));
    // The list of all games, its search focused: a letter typed, then taken back.
    harness.state_mut().apply(ui::Command::Search);
    harness.run_steps(3);
    group.bench_function("one frame of all 20,000 games", |b| {
        b.iter(|| harness.step())
    });
    group.bench_function("a letter typed in the search and taken back", |b| {
        b.iter(|| {
            harness.event(egui::Event::Text("7".into()));
            harness.step();
            harness.key_press(egui::Key::Backspace);
            harness.step();
        })
    });
    let (first, last) = (GameId((GAMES - IN_PLAY + 1) as i64), GameId(GAMES as i64));
    let mut which = false;
    group.bench_function("a game in play opened (and the next frame)", |b| {
        b.iter(|| {
            which = !which;
            let id = if which { first } else { last };
            harness.state_mut().apply(ui::Command::SelectGame(id));
            harness.step();
        })
    });
    group.finish();
}

/// 20,000 games all in play: Today has an item or more for each.
fn stress(c: &mut Criterion) {
    let (_dir, path) = generated(GAMES);
    let diary = Diary::open(&path).expect("open");
    let mut group = c.benchmark_group("all in play");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.bench_function("the window's overview", |b| {
        b.iter(|| black_box(diary.overview(day()).expect("overview")))
    });
    let mut harness = window(diary);
    harness.run_steps(3);
    group.bench_function("one frame with Today", |b| b.iter(|| harness.step()));
    group.finish();
}

criterion_group!(career_benches, benches, stress);
criterion_main!(career_benches);
