//! My analysis of a long game (issue 46): 2,000 moves of lines, nested and noted, beside a
//! record of 80 plies — the game opened, its My analysis tab drawn, a move of it shown.

#![expect(
    clippy::expect_used,
    reason = "a benchmark without its data has nothing to measure"
)]

use std::time::{Duration, Instant};

#[expect(
    dead_code,
    reason = "the PGN sample is the import benches', not this one's"
)]
mod sample;
use ccdiary::diary::Diary;
use ccdiary::domain::GameId;
use ccdiary::domain::analysis::{Analysis, Nag, Note};
use ccdiary::storage::Store;
use ccdiary::ui;
use criterion::{Criterion, criterion_group, criterion_main};
use egui_kittest::kittest::Queryable;
use sample::{Rng, day, fill_diary, window};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

/// How many moves the analysis holds.
const MOVES: usize = 2_000;

/// `moves` random legal moves after `path`.
fn line_after(rng: &mut Rng, path: &[UciMove], moves: usize) -> Vec<UciMove> {
    let mut pos = Chess::default();
    for mv in path {
        let m = mv.to_move(&pos).expect("a legal path");
        pos.play_unchecked(m);
    }
    let mut out = Vec::with_capacity(moves);
    for _ in 0..moves {
        let legal = pos.legal_moves();
        let Some(m) = legal.get(rng.below(legal.len() as u64) as usize).copied() else {
            break;
        };
        out.push(m.to_uci(shakmaty::CastlingMode::Standard));
        pos.play_unchecked(m);
    }
    out
}

/// An analysis of [`MOVES`] moves beside `record`: from each of its plies in turn a line of
/// twelve moves with a line of six branching from its fourth, every third move noted and
/// signed.
fn analysis_of(record: &[UciMove]) -> Analysis {
    let mut rng = Rng::new(46);
    let mut tree = Analysis::default();
    let mut added = 0;
    let mut ply = 0;
    while added < MOVES {
        let base = &record[..ply % record.len()];
        ply += 1;
        let line = line_after(&mut rng, base, 12);
        let mut paths = vec![[base, &line[..]].concat()];
        if line.len() > 4 {
            let fork = [base, &line[..3]].concat();
            let side = line_after(&mut rng, &fork, 6);
            paths.push([fork, side].concat());
        }
        for path in paths {
            let before = tree.clone();
            tree.add(&path).expect("a legal line");
            for end in base.len() + 1..=path.len() {
                if before.node(&path[..end]).is_none() {
                    added += 1;
                    if end % 3 == 0 {
                        let note = Note::new("the point of the line", &[Nag::new(5).expect("!?")])
                            .expect("a short note");
                        tree.annotate(&path[..end], note).expect("a move");
                    }
                }
            }
        }
    }
    tree
}

fn benches(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temporary folder");
    let path = dir.path().join("analysed.sqlite");
    let mut store = Store::open(&path).expect("new diary");
    fill_diary(&mut store, 12, 80, 12, day()).expect("fill the diary");
    let game = GameId(1);
    let record: Vec<UciMove> = store
        .game_records(game)
        .expect("the game")
        .plies
        .iter()
        .map(|p| p.uci)
        .collect();
    let tree = analysis_of(&record);
    store
        .set_analysis(game, &Analysis::default(), &tree)
        .expect("the analysis kept");
    drop(store);

    let mut harness = window(Diary::open(&path).expect("open"));
    harness.state_mut().apply(ui::Command::SelectGame(game));
    harness.run_steps(3);
    harness.get_by_label("My analysis •").click();
    harness.run_steps(3);
    let mut group = c.benchmark_group("analysis");
    group.measurement_time(Duration::from_secs(10));
    group.bench_function("one frame with 2,000 moves of analysis in its tab", |b| {
        b.iter(|| harness.step())
    });
    group.bench_function("a line's move shown and back (↓, ↑: two frames)", |b| {
        b.iter(|| {
            harness.key_press(egui::Key::ArrowDown);
            harness.step();
            harness.key_press(egui::Key::ArrowUp);
            harness.step();
        })
    });
    group.bench_function("the analysed game opened (and its next frame)", |b| {
        b.iter_custom(|iters| {
            let mut spent = Duration::ZERO;
            for _ in 0..iters {
                harness
                    .state_mut()
                    .apply(ui::Command::SelectGame(GameId(2)));
                harness.step();
                let start = Instant::now();
                harness.state_mut().apply(ui::Command::SelectGame(game));
                harness.step();
                spent += start.elapsed();
            }
            spent
        })
    });
    group.finish();
}

criterion_group!(analysis_benches, benches);
criterion_main!(analysis_benches);
