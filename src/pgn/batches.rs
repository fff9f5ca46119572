//! A PGN text read on every core, its games handed over in the file's order a batch at a time
//! while the next are read: an import places and writes one batch while the others read on.

use std::collections::BTreeMap;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use super::{PgnError, PgnGame, Progress, read_game};

/// Games read together: enough that a batch's trip between threads costs nothing beside its
/// reading (about 2 ms), few enough that the first is placed at once.
const BATCH: usize = 64;

/// A batch read: its place in the file, its good games and an error for each bad one.
type Read = (usize, Vec<PgnGame>, Vec<PgnError>);

/// Reads every game of a PGN text on every core but one and hands each batch of games, with
/// the errors of the bad ones, to `take` on the calling thread (the core left), in the file's
/// order, while the following batches are read. `progress` is told how many games are taken about ten times a second;
/// when it breaks, or `take` fails, the reading stops: what was taken stays taken (the caller
/// undoes it) and `Break` or the error is returned.
pub fn read_in_batches<E>(
    text: &str,
    progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    take: &mut dyn FnMut(Vec<PgnGame>, Vec<PgnError>) -> Result<(), E>,
) -> Result<ControlFlow<()>, E> {
    let games = split_games(text);
    let total = games.len();
    if progress(Progress { done: 0, total }).is_break() {
        return Ok(ControlFlow::Break(()));
    }
    let batches: Vec<&[(usize, &str)]> = games.chunks(BATCH).collect();
    // The calling thread takes the batches the whole time: a core of its own.
    let workers = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .saturating_sub(1)
        .clamp(1, 8)
        .min(batches.len().max(1));
    let (next, stop) = (AtomicUsize::new(0), AtomicBool::new(false));
    let outcome = std::thread::scope(|scope| {
        // Bounded: games read wait for the caller rather than pile up in memory.
        let (send, read) = std::sync::mpsc::sync_channel::<Read>(2 * workers);
        for _ in 0..workers {
            let (send, batches, next, stop) = (send.clone(), &batches, &next, &stop);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(batch) = batches.get(i) else { break };
                    let (games, errors) = read_batch(batch);
                    if send.send((i, games, errors)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        let outcome = take_in_order(&read, &batches, total, progress, take);
        // Readers still at work stop at their next batch; one waiting to send is let go.
        stop.store(true, Ordering::Relaxed);
        drop(read);
        outcome
    })?;
    if outcome.is_continue() {
        let _ = progress(Progress { done: total, total });
    }
    Ok(outcome)
}

/// Hands the batches `read` brings to `take` in the file's order, telling `progress` how far
/// it has got, until every batch is taken, `progress` breaks or `take` fails.
fn take_in_order<E>(
    read: &std::sync::mpsc::Receiver<Read>,
    batches: &[&[(usize, &str)]],
    total: usize,
    progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    take: &mut dyn FnMut(Vec<PgnGame>, Vec<PgnError>) -> Result<(), E>,
) -> Result<ControlFlow<()>, E> {
    let mut early = BTreeMap::new();
    let (mut taken, mut done) = (0, 0);
    let mut told = Instant::now();
    // Ends when every reader has ended: all batches read, or a reader panicked (which the
    // scope raises again once it is left).
    while let Ok((i, games, errors)) = read.recv() {
        early.insert(i, (games, errors));
        while let Some((games, errors)) = early.remove(&taken) {
            done += batches[taken].len();
            taken += 1;
            take(games, errors)?;
        }
        if told.elapsed() >= Duration::from_millis(100) && done < total {
            told = Instant::now();
            if progress(Progress { done, total }).is_break() {
                return Ok(ControlFlow::Break(()));
            }
        }
    }
    Ok(ControlFlow::Continue(()))
}

/// The games of a batch read: the good ones, and an error for each bad one.
fn read_batch(batch: &[(usize, &str)]) -> (Vec<PgnGame>, Vec<PgnError>) {
    let mut games = Vec::with_capacity(batch.len());
    let mut errors = Vec::new();
    for (line, chunk) in batch {
        match read_game(chunk, *line) {
            Ok(Some(g)) => games.push(g),
            Ok(None) => {}
            Err(e) => errors.push(e),
        }
    }
    (games, errors)
}

/// Reads every game of a PGN text as [`super::read_pgn`] does, as [`read_in_batches`] reads
/// them, telling `progress` how far it has got about ten times a second (on the calling
/// thread); `None` when `progress` breaks, and then nothing read is kept.
pub fn read_pgn_with(
    text: &str,
    progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
) -> Option<(Vec<PgnGame>, Vec<PgnError>)> {
    let (mut all, mut bad) = (Vec::new(), Vec::new());
    let read = read_in_batches(text, progress, &mut |games, errors| {
        all.extend(games);
        bad.extend(errors);
        Ok::<(), std::convert::Infallible>(())
    });
    match read {
        Ok(ControlFlow::Continue(())) => Some((all, bad)),
        Ok(ControlFlow::Break(())) => None,
        Err(never) => match never {},
    }
}

/// Splits a PGN text into games, each with the line it starts on. A line of a comment that
/// begins with "[" is the comment's, not a tag.
fn split_games(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    let mut in_movetext = false;
    let mut in_comment = false;
    let mut offset = 0;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        let trimmed = line.trim_start();
        let is_tag = trimmed.starts_with('[') && !in_comment;
        // Comments do not nest: the last brace of a line says whether one goes on.
        if !is_tag && let Some(at) = line.rfind(['{', '}']) {
            in_comment = line.as_bytes()[at] == b'{';
        }
        if is_tag && (in_movetext || start.is_none()) {
            if let Some((line_no, from)) = start {
                out.push((line_no, &text[from..offset]));
            }
            start = Some((i + 1, offset));
            in_movetext = false;
        } else if !is_tag && !trimmed.is_empty() {
            if start.is_none() {
                start = Some((i + 1, offset));
            }
            in_movetext = true;
        }
        offset += line.len();
    }
    if let Some((line_no, from)) = start {
        out.push((line_no, &text[from..]));
    }
    out
}
