//! A line of analysis typed as PGN move text — `14.Nd5 exd5 15.exd5 {the point}` — read from
//! a position of the game: the one its first move number names, else after the last move.

use shakmaty::uci::UciMove;

use super::{PgnProblem, read_pgn};
use crate::domain::analysis::Analysis;

/// A line read: the path from the game's start to its last move, and the analysis it brings
/// (its moves, their notes and signs, and any variations inside it).
#[derive(Debug, Clone, PartialEq)]
pub struct TypedLine {
    /// The moves from the game's start to the line's last.
    pub path: Vec<UciMove>,
    /// The line as analysis.
    pub analysis: Analysis,
}

/// Reads `text` as a line from the position after `after` plies of `record`, or, when not
/// given, the position its first move number names ("14." White's 14th move, "14..." Black's),
/// else the last.
pub fn read_line(
    record: &[UciMove],
    after: Option<usize>,
    text: &str,
) -> Result<TypedLine, PgnProblem> {
    let after = after.or_else(|| numbered(text)).unwrap_or(record.len());
    let Some(before) = record.get(..after) else {
        return Err(PgnProblem::BeyondGame {
            plies: record.len(),
            after,
        });
    };
    // The record's moves as UCI, then the line: one game whose main line is the path.
    let start: Vec<String> = before.iter().map(ToString::to_string).collect();
    let line = text.replace('…', "...");
    let game_text = format!("[White \"?\"]\n\n{} {line} *\n", start.join(" "));
    let (games, errors) = read_pgn(&game_text);
    if let Some(e) = errors.into_iter().next() {
        return Err(e.reason);
    }
    let game = games.into_iter().next();
    let path: Vec<UciMove> = game.iter().flat_map(|g| &g.plies).map(|p| p.uci).collect();
    let Some(game) = game.filter(|_| path.len() > after) else {
        return Err(PgnProblem::NoMoves);
    };
    let mut analysis = game.analysis;
    analysis
        .add(&path)
        .map_err(|_| PgnProblem::Unreadable(text.to_owned()))?;
    Ok(TypedLine { path, analysis })
}

/// The plies before a line whose first move is numbered: "14." is after 26, "14..." after 27.
fn numbered(text: &str) -> Option<usize> {
    crate::domain::read_move_label(text)
        .filter(|(_, dotted, _)| *dotted)
        .map(|(ply, _, _)| ply)
}
