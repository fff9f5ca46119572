//! A PGN read on every core but one, its games handed over in the file's order a batch at a
//! time while the next are read: an import places and writes one batch while the others read on.

use std::collections::BTreeMap;
use std::ops::ControlFlow;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, SyncSender, TryRecvError};
use std::time::{Duration, Instant};

use super::{Chunk, PgnError, PgnGame, Progress, Source, Unreadable, read_game};

/// Games read together: enough that a batch's trip between threads costs nothing beside its
/// reading (about 2 ms), few enough that the first is placed at once.
const BATCH: usize = 64;

/// A batch read: its place in the file, how much of the file is read with it, its good games
/// and an error for each bad one, and the reader that read it (`None`: the calling thread).
struct Batch {
    number: usize,
    through: u64,
    games: Vec<PgnGame>,
    errors: Vec<PgnError>,
    reader: Option<usize>,
}

/// A batch, or the file that could not be read.
type Read = Result<Batch, Unreadable>;

/// What takes each batch, in the file's order: its games (those it leaves are let go) and the
/// errors of its bad ones.
type Take<'t, E> = dyn FnMut(&mut Vec<PgnGame>, Vec<PgnError>) -> Result<(), E> + 't;

/// The file, split into batches by whoever reads the next, and the next batch's number.
type Shared<'a> = Mutex<(Source<'a>, usize)>;

/// Reads every game of `source` on every core but one and hands each batch of games, with the
/// errors of the bad ones, to `take` on the calling thread (the core left), in the file's
/// order, while the following batches are read. `progress` is told how far it has got about
/// ten times a second; when it breaks, `take` fails or the file cannot be read, the reading
/// stops: what was taken stays taken (the caller undoes it) and `Break` or the error is
/// returned. The games `take` leaves are let go by the thread that read them: glibc frees a
/// thread's memory on another thread only under a lock both then wait for (an import of
/// 5,000 games took a sixth longer).
pub fn read_in_batches<E: From<Unreadable>>(
    source: Source<'_>,
    progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    take: &mut Take<'_, E>,
) -> Result<ControlFlow<()>, E> {
    let size = source.size();
    let told = |games, read| Progress { games, read, size };
    if progress(told(0, 0)).is_break() {
        return Ok(ControlFlow::Break(()));
    }
    // The calling thread takes the batches the whole time: a core of its own.
    let workers = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .saturating_sub(1)
        .clamp(1, 8);
    let (source, stop) = (Mutex::new((source, 0)), AtomicBool::new(false));
    let outcome = std::thread::scope(|scope| {
        // Bounded: games read wait for the caller rather than pile up in memory.
        let (send, batches) = std::sync::mpsc::sync_channel::<Read>(2 * workers);
        let mut give_back = Vec::with_capacity(workers);
        for reader in 0..workers {
            let (send, source, stop) = (send.clone(), &source, &stop);
            let (spent, taken) = std::sync::mpsc::channel();
            give_back.push(spent);
            scope.spawn(move || read_on((reader, source), stop, &send, &taken));
        }
        drop(send);
        let readers = Readers {
            batches: &batches,
            source: &source,
            give_back: &give_back,
        };
        let outcome = readers.take_in_order(&told, progress, take);
        // Readers still at work stop at their next batch; one waiting to send is let go.
        stop.store(true, Ordering::Relaxed);
        drop(batches);
        outcome
    })?;
    if let ControlFlow::Continue(games) = outcome {
        let _ = progress(told(games, size));
    }
    Ok(outcome.map_continue(|_| ()))
}

/// Reader `reader`'s work: the next batch of `source`, read and sent, until the file ends, the
/// file cannot be read or `stop` is set; before each, the games of its batches that were taken
/// are let go. A reader that panics sets `stop` for the others.
fn read_on(
    (reader, source): (usize, &Shared<'_>),
    stop: &AtomicBool,
    send: &SyncSender<Read>,
    taken: &Receiver<Vec<PgnGame>>,
) {
    struct StopOnPanic<'s>(&'s AtomicBool);
    impl Drop for StopOnPanic<'_> {
        fn drop(&mut self) {
            if std::thread::panicking() {
                self.0.store(true, Ordering::Relaxed);
            }
        }
    }
    let _stop_on_panic = StopOnPanic(stop);
    while !stop.load(Ordering::Relaxed) {
        taken.try_iter().for_each(drop);
        let Some(batch) = read_next(source, Some(reader)) else {
            break;
        };
        let failed = batch.is_err();
        if send.send(batch).is_err() || failed {
            break;
        }
    }
}

/// The next batch of `source`, read by `reader`; `None` once the file is all split.
fn read_next(source: &Shared<'_>, reader: Option<usize>) -> Option<Read> {
    let next = {
        let mut source = source.lock().unwrap_or_else(|e| e.into_inner());
        let (source, number) = &mut *source;
        *number += 1;
        let games = source.next_games(BATCH);
        games.map(|games| (*number - 1, source.read(), games))
    };
    match next {
        Ok((_, _, games)) if games.is_empty() => None,
        Ok((number, through, games)) => {
            let (games, errors) = read_batch(games);
            Some(Ok(Batch {
                number,
                through,
                games,
                errors,
                reader,
            }))
        }
        Err(unreadable) => Some(Err(unreadable)),
    }
}

/// What the calling thread has of the reading: the batches the readers send, the file (to read
/// a batch itself while the one due is being read) and a way back to each reader.
struct Readers<'r, 'a> {
    batches: &'r Receiver<Read>,
    source: &'r Shared<'a>,
    give_back: &'r [Sender<Vec<PgnGame>>],
}

impl Readers<'_, '_> {
    /// Hands the batches read to `take` in the file's order, telling `progress` how far it has
    /// got (`told` the games and bytes taken) about ten times a second, until every batch is
    /// taken, `progress` breaks, `take` fails or the file cannot be read; the games taken.
    /// While the batch due next is still being read, this thread reads the one after.
    fn take_in_order<E: From<Unreadable>>(
        &self,
        told: &dyn Fn(usize, u64) -> Progress,
        progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
        take: &mut Take<'_, E>,
    ) -> Result<ControlFlow<(), usize>, E> {
        let mut early = BTreeMap::new();
        let (mut taken, mut games, mut read) = (0, 0, 0);
        let tick = Duration::from_millis(100);
        let mut last = Instant::now();
        let mut split = false;
        loop {
            let batch = match self.batches.try_recv() {
                Ok(batch) => Some(batch),
                // Not too far ahead of the batch due, which holds the others in memory.
                Err(TryRecvError::Empty) if !split && early.len() <= self.give_back.len() => {
                    read_next(self.source, None).or_else(|| {
                        split = true;
                        None
                    })
                }
                Err(TryRecvError::Empty) => match self.batches.recv_timeout(tick) {
                    Ok(batch) => Some(batch),
                    Err(RecvTimeoutError::Timeout) => None,
                    Err(RecvTimeoutError::Disconnected) => {
                        return Ok(ControlFlow::Continue(games));
                    }
                },
                // Every reader has ended: all batches read, or a reader panicked (which the
                // scope raises again once it is left).
                Err(TryRecvError::Disconnected) => return Ok(ControlFlow::Continue(games)),
            };
            if let Some(batch) = batch {
                let batch = batch?;
                early.insert(batch.number, batch);
            }
            while let Some(mut batch) = early.remove(&taken) {
                (taken, read) = (taken + 1, batch.through);
                games += batch.games.len() + batch.errors.len();
                take(&mut batch.games, batch.errors)?;
                if let Some(reader) = batch.reader {
                    // A reader that has ended leaves them to this thread.
                    let _ = self.give_back[reader].send(batch.games);
                }
            }
            if last.elapsed() >= tick {
                last = Instant::now();
                if progress(told(games, read)).is_break() {
                    return Ok(ControlFlow::Break(()));
                }
            }
        }
    }
}

/// The games of a batch read: the good ones, and an error for each bad one.
fn read_batch(batch: Vec<Chunk>) -> (Vec<PgnGame>, Vec<PgnError>) {
    let mut games = Vec::with_capacity(batch.len());
    let mut errors = Vec::new();
    for chunk in batch {
        match read_game(chunk) {
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
    let read = read_in_batches(Source::text(text), progress, &mut |games, errors| {
        all.append(games);
        bad.extend(errors);
        Ok::<(), Unreadable>(())
    });
    match read {
        Ok(ControlFlow::Continue(())) => Some((all, bad)),
        Ok(ControlFlow::Break(())) => None,
        Err(_) => unreachable!("a text in memory is always read"),
    }
}
