//! A UCI chess engine as a process: Stockfish found on PATH or in `/usr/games` (Debian's
//! package), or any engine by its path. Started, asked to analyse a position, read on a thread
//! of its own so that nothing waits on it, stopped, and killed when dropped: no process is left
//! behind. Every failure — not installed, not an engine, crashed, hung — is an [`EngineError`].

mod told;
pub mod uci;

pub use told::{analysis_told, line_told, numbered_moves, score_told};

use std::io::{BufRead, BufReader, Write};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, TryRecvError, channel};
use std::time::{Duration, Instant};

use shakmaty::uci::UciMove;

use uci::{Info, is_handshake, parse_bestmove, parse_info};

/// Why the engine could not analyse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineError {
    /// The tournament (named) does not allow engines: nothing is started.
    NotAllowed(String),
    /// No engine given and none found on PATH or in /usr/games.
    NotInstalled,
    /// The file could not be started: the path, the system's words.
    CannotStart(PathBuf, String),
    /// The program did not answer as a UCI engine (no `uciok`, or text that is not UCI).
    NotAnEngine(PathBuf),
    /// The engine stopped running.
    Crashed(PathBuf),
    /// The engine did not answer `isready` in time.
    Hung(PathBuf),
}

/// How the engine searches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// Threads it may use.
    pub threads: u32,
    /// Hash table in megabytes.
    pub hash_mb: u32,
    /// How many best lines it reports (1–5).
    pub multipv: u32,
    /// How long it may take to answer `uci` and `isready`.
    pub timeout: Duration,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            threads: std::thread::available_parallelism()
                .map_or(1, |n| n.get() as u32)
                .saturating_sub(1)
                .max(1),
            hash_mb: 64,
            multipv: 1,
            timeout: Duration::from_secs(5),
        }
    }
}

/// Where the search starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Start {
    /// From the initial position, these moves played.
    Moves(Vec<UciMove>),
    /// A position in FEN.
    Fen(String),
}

/// How long the search runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    /// To this depth.
    Depth(u32),
    /// For this long.
    Time(Duration),
    /// Until stopped.
    Infinite,
}

/// What the engine said while searching.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A line of the search.
    Info(Info),
    /// The search ended with this move (`None`: no legal move).
    BestMove(Option<UciMove>),
}

/// The engine Stockfish as installed: on PATH, else Debian's `/usr/games/stockfish`.
pub fn default_engine() -> Option<PathBuf> {
    let name = format!("stockfish{}", std::env::consts::EXE_SUFFIX);
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|p| p.join(&name))
            .find(|p| p.is_file())
    });
    on_path.or_else(|| Some(PathBuf::from("/usr/games/stockfish")).filter(|p| p.is_file()))
}

/// A running engine.
pub struct Engine {
    path: PathBuf,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// Its name as it gives it ("Stockfish 16").
    pub name: String,
    searching: bool,
    /// Best moves still owed by searches stopped without waiting: what comes before them is
    /// the old position's.
    stale: u32,
}

impl Engine {
    /// Starts the engine at `path` and sets it up: `uci`, the options, `isready`.
    pub fn start(path: &Path, options: Options) -> Result<Engine, EngineError> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| EngineError::CannotStart(path.to_path_buf(), e.to_string()))?;
        let (stdin, stdout) = match (child.stdin.take(), child.stdout.take()) {
            (Some(i), Some(o)) => (i, o),
            _ => return Err(EngineError::CannotStart(path.to_path_buf(), String::new())),
        };
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut line = Vec::new();
            // Ends when the engine's output closes or nobody listens any more.
            while reader.read_until(b'\n', &mut line).is_ok_and(|n| n > 0) {
                let text = String::from_utf8_lossy(&line).trim_end().to_owned();
                if sender.send(text).is_err() {
                    break;
                }
                line.clear();
            }
        });
        let mut engine = Engine {
            path: path.to_path_buf(),
            child,
            stdin,
            lines,
            name: String::new(),
            searching: false,
            stale: 0,
        };
        engine.handshake(options)?;
        Ok(engine)
    }

    fn send(&mut self, command: &str) -> Result<(), EngineError> {
        writeln!(self.stdin, "{command}")
            .and_then(|()| self.stdin.flush())
            .map_err(|_| EngineError::Crashed(self.path.clone()))
    }

    /// The next line within `timeout`: `Ok(None)` on time out, an error once the engine is gone.
    fn line(&mut self, timeout: Duration) -> Result<Option<String>, EngineError> {
        match self.lines.recv_timeout(timeout) {
            Ok(line) => Ok(Some(line)),
            Err(RecvTimeoutError::Timeout) => Ok(None),
            Err(RecvTimeoutError::Disconnected) => Err(EngineError::Crashed(self.path.clone())),
        }
    }

    fn handshake(&mut self, options: Options) -> Result<(), EngineError> {
        let not_an_engine = |e: &Engine| EngineError::NotAnEngine(e.path.clone());
        self.send("uci").map_err(|_| not_an_engine(self))?;
        let until = Instant::now() + options.timeout;
        // An engine may greet first (Stockfish prints its name and authors); more than a few
        // lines that are not UCI are not an engine.
        let mut greeting = 0;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            let line = match self.line(left) {
                Ok(Some(line)) => line,
                // Silence or an exit: not an engine.
                _ => return Err(not_an_engine(self)),
            };
            if !is_handshake(&line) {
                greeting += 1;
                if greeting > 20 {
                    return Err(not_an_engine(self));
                }
                continue;
            }
            if let Some(name) = line.strip_prefix("id name ") {
                self.name = name.trim().to_owned();
            }
            if line.trim() == "uciok" {
                break;
            }
        }
        for (name, value) in [
            ("Threads", options.threads),
            ("Hash", options.hash_mb),
            ("MultiPV", options.multipv.clamp(1, 5)),
        ] {
            self.send(&format!("setoption name {name} value {value}"))?;
        }
        self.ready(options.timeout)
    }

    /// Waits for `readyok`.
    fn ready(&mut self, timeout: Duration) -> Result<(), EngineError> {
        self.send("isready")?;
        let until = Instant::now() + timeout;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            match self.line(left)? {
                Some(line) if line.trim() == "readyok" => return Ok(()),
                Some(_) => {}
                None => return Err(EngineError::Hung(self.path.clone())),
            }
        }
    }

    /// Starts a search from `start` to `limit`, without waiting: a search under way is told to
    /// stop, and what it still says is left out.
    pub fn go(&mut self, start: &Start, limit: Limit) -> Result<(), EngineError> {
        self.halt()?;
        let position = match start {
            Start::Moves(moves) if moves.is_empty() => "position startpos".to_owned(),
            Start::Moves(moves) => {
                let moves: Vec<String> = moves.iter().map(ToString::to_string).collect();
                format!("position startpos moves {}", moves.join(" "))
            }
            Start::Fen(fen) => format!("position fen {fen}"),
        };
        self.send(&position)?;
        self.send(&match limit {
            Limit::Depth(d) => format!("go depth {}", d.max(1)),
            Limit::Time(t) => format!("go movetime {}", t.as_millis().max(1)),
            Limit::Infinite => "go infinite".to_owned(),
        })?;
        self.searching = true;
        Ok(())
    }

    /// What the engine said since the last call, without waiting.
    pub fn poll(&mut self) -> Result<Vec<Event>, EngineError> {
        let mut events = Vec::new();
        loop {
            match self.lines.try_recv() {
                Ok(line) => events.extend(self.event(&line)),
                Err(TryRecvError::Empty) => return Ok(events),
                Err(TryRecvError::Disconnected) => {
                    return Err(EngineError::Crashed(self.path.clone()));
                }
            }
        }
    }

    /// The next thing the engine says within `timeout`, if anything.
    pub fn next_event(&mut self, timeout: Duration) -> Result<Option<Event>, EngineError> {
        let until = Instant::now() + timeout;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            match self.line(left)? {
                Some(line) => {
                    if let Some(e) = self.event(&line) {
                        return Ok(Some(e));
                    }
                }
                None => return Ok(None),
            }
        }
    }

    fn event(&mut self, line: &str) -> Option<Event> {
        if let Some(best) = parse_bestmove(line) {
            if self.stale > 0 {
                self.stale -= 1;
                return None;
            }
            self.searching = false;
            return Some(Event::BestMove(best));
        }
        match self.stale {
            0 => parse_info(line).map(Event::Info),
            _ => None,
        }
    }

    /// Tells the search under way to stop, without waiting for its best move.
    fn halt(&mut self) -> Result<(), EngineError> {
        if self.searching {
            self.send("stop")?;
            self.stale += 1;
            self.searching = false;
        }
        Ok(())
    }

    /// Shows `lines` best lines from the next search on (MultiPV, 1–5).
    pub fn set_lines(&mut self, lines: u32) -> Result<(), EngineError> {
        self.halt()?;
        self.send(&format!(
            "setoption name MultiPV value {}",
            lines.clamp(1, 5)
        ))
    }

    /// Stops the search under way and waits for its best move (at most a second).
    pub fn stop(&mut self) -> Result<(), EngineError> {
        if !self.searching {
            return Ok(());
        }
        self.send("stop")?;
        let until = Instant::now() + Duration::from_secs(1);
        while self.searching {
            let left = until.saturating_duration_since(Instant::now());
            if self.next_event(left)?.is_none() {
                return Err(EngineError::Hung(self.path.clone()));
            }
        }
        Ok(())
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let until = Instant::now() + Duration::from_millis(300);
        while Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        // It did not quit: killed, and waited for, so no zombie is left.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A finished analysis: the engine's name and its best lines, best first, each the deepest it
/// reached.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// The engine's name and version.
    pub engine: String,
    /// One line per principal variation, in order.
    pub lines: Vec<Info>,
}

/// How long an engine may say nothing while searching before it is taken as hung.
const SILENCE: Duration = Duration::from_secs(30);

/// Runs the engine at `path` on `start` to `limit` and returns its lines; `progress` is asked
/// about five times a second, with each line as it comes (`None` between them), and may stop
/// the search early.
pub fn analyse(
    path: &Path,
    start: &Start,
    limit: Limit,
    options: Options,
    progress: &mut dyn FnMut(Option<&Info>) -> ControlFlow<()>,
) -> Result<Analysis, EngineError> {
    let mut engine = Engine::start(path, options)?;
    engine.go(start, limit)?;
    let mut lines: Vec<Info> = Vec::new();
    let mut heard = Instant::now();
    loop {
        let event = engine.next_event(Duration::from_millis(200))?;
        let stop = match &event {
            Some(Event::Info(info)) => progress(Some(info)).is_break(),
            _ => progress(None).is_break(),
        };
        match event {
            Some(Event::Info(info)) => {
                heard = Instant::now();
                info.merge_into(&mut lines);
            }
            Some(Event::BestMove(_)) => break,
            None if heard.elapsed() > SILENCE => return Err(EngineError::Hung(path.to_path_buf())),
            None => {}
        }
        if stop {
            engine.stop()?;
            break;
        }
    }
    // A line from a shallower iteration than the best one is left out.
    if let Some(depth) = lines.first().map(|l| l.depth) {
        lines.retain(|l| l.depth.saturating_add(1) >= depth);
    }
    Ok(Analysis {
        engine: engine.name.clone(),
        lines,
    })
}

/// The position of `moves` after `ply` plies (all of them when `None` or beyond): where the
/// search starts, the position itself, and the ply its first move would be.
pub fn position_after(moves: &[UciMove], ply: Option<u32>) -> (Start, shakmaty::Chess, u32) {
    let n = ply.map_or(moves.len(), |p| (p as usize).min(moves.len()));
    let line = crate::domain::notation::replay(&moves[..n]);
    let played: Vec<UciMove> = moves[..line.moves.len()].to_vec();
    let first = played.len() as u32;
    (Start::Moves(played), line.last(), first)
}

/// An engine's line as the analysis keeps it: its evaluation from White's side (the engine
/// gives it from the side to move, `turn`), its depth and the engine's name.
pub fn verdict(
    line: &Info,
    turn: shakmaty::Color,
    engine: &str,
) -> crate::domain::analysis::Verdict {
    use crate::domain::analysis::Eval;
    let eval = match line.score.for_white(turn) {
        uci::Score::Cp(cp) => Eval::Centipawns(cp),
        uci::Score::Mate(n) => Eval::Mate(n),
    };
    crate::domain::analysis::Verdict {
        eval,
        depth: line.depth,
        engine: engine.to_owned(),
    }
}

/// The result the final position and the engine's best line suggest for an adjudication claim
/// (47.9.5.3): a checkmate or stalemate on the board decides; else see [`suggested_result`].
pub fn suggested_for(pos: &shakmaty::Chess, a: &Analysis) -> crate::domain::GameResult {
    use crate::domain::GameResult;
    use shakmaty::{KnownOutcome, Outcome, Position};
    match pos.outcome() {
        Outcome::Known(KnownOutcome::Decisive { winner }) => {
            winner.fold_wb(GameResult::WhiteWins, GameResult::BlackWins)
        }
        Outcome::Known(KnownOutcome::Draw) => GameResult::Draw,
        Outcome::Unknown => a.lines.first().map_or(GameResult::Draw, |l| {
            suggested_result(l.score.for_white(pos.turn()))
        }),
    }
}

/// The result an evaluation suggests for an adjudication claim (47.9.5.3): a win for the side
/// two pawns or a mate ahead, else a draw. Only a suggestion: the player decides.
pub fn suggested_result(white: uci::Score) -> crate::domain::GameResult {
    use crate::domain::GameResult;
    match white {
        uci::Score::Mate(n) if n > 0 => GameResult::WhiteWins,
        uci::Score::Mate(_) => GameResult::BlackWins,
        uci::Score::Cp(cp) if cp >= 200 => GameResult::WhiteWins,
        uci::Score::Cp(cp) if cp <= -200 => GameResult::BlackWins,
        uci::Score::Cp(_) => GameResult::Draw,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::GameResult;
    use uci::Score;

    #[test]
    fn the_evaluation_suggests_a_result_the_player_decides_47_9_5_3() {
        assert_eq!(suggested_result(Score::Mate(3)), GameResult::WhiteWins);
        assert_eq!(suggested_result(Score::Mate(-1)), GameResult::BlackWins);
        assert_eq!(suggested_result(Score::Cp(200)), GameResult::WhiteWins);
        assert_eq!(suggested_result(Score::Cp(199)), GameResult::Draw);
        assert_eq!(suggested_result(Score::Cp(-199)), GameResult::Draw);
        assert_eq!(suggested_result(Score::Cp(-250)), GameResult::BlackWins);
    }

    #[test]
    fn the_position_after_a_ply_of_the_game() {
        let moves: Vec<UciMove> = ["e2e4", "e7e5", "g1f3"]
            .iter()
            .map(|m| m.parse().unwrap())
            .collect();
        let (start, pos, first) = position_after(&moves, Some(1));
        assert_eq!(start, Start::Moves(moves[..1].to_vec()));
        assert_eq!(first, 1);
        assert_eq!(shakmaty::Position::turn(&pos), shakmaty::Color::Black);
        assert_eq!(position_after(&moves, Some(99)).2, 3);
        assert_eq!(position_after(&moves, None).2, 3);
    }
}
