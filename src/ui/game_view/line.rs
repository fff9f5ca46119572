//! The line shown on the board: the record's moves, or a line of my analysis that leaves the
//! record at any move; the cursor steps along it, and past its end along the record or the
//! analysis's first line from there.

use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Move, Position};

use super::GameView;
use crate::diary::AnalysisEdit;
use crate::ui::widgets::board::BoardState;

impl GameView {
    /// How many plies are shown on the board.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Shows the record's position after `cursor` plies.
    pub fn show_ply(&mut self, cursor: usize) {
        self.line = self.moves.clone();
        self.cursor = cursor.min(self.line.len());
        self.board = BoardState::default();
    }

    /// Shows the last stored position.
    pub fn to_last_stored(&mut self) {
        self.show_ply(self.moves.len());
    }

    /// Shows the move at the end of `path`, a line of the analysis or the record's.
    pub fn show_path(&mut self, path: &[UciMove]) {
        if let Some(line) = legal(path) {
            self.cursor = line.len();
            self.line = line;
            self.board = BoardState::default();
        }
    }

    /// The moves tried on the board after the last stored one, on the line shown.
    pub fn trial(&self) -> &[Move] {
        match self.line.starts_with(&self.moves) {
            true => &self.line[self.moves.len()..],
            false => &[],
        }
    }

    /// The moves to the position shown.
    pub fn shown_moves(&self) -> Vec<UciMove> {
        uci(&self.line[..self.cursor])
    }

    /// The record's moves.
    pub fn record(&self) -> Vec<UciMove> {
        uci(&self.moves)
    }

    /// Whether the board shows the last stored position, where the move forms take its moves.
    pub fn at_last_stored(&self) -> bool {
        self.cursor == self.moves.len() && self.line[..self.cursor] == self.moves[..]
    }

    /// Whether the position shown is off the record or after its last move: a line of mine.
    pub fn off_record(&self) -> bool {
        !self.moves.starts_with(&self.line[..self.cursor])
    }

    /// The ply of the record shown, where the board shows the record.
    pub fn record_cursor(&self) -> Option<usize> {
        (!self.off_record()).then_some(self.cursor)
    }

    /// Plays `moves` on the board from the position shown; returns the line to keep in the
    /// analysis where they leave the record.
    pub fn play(&mut self, moves: &[Move]) -> Option<AnalysisEdit> {
        for m in moves {
            if self.line.get(self.cursor) != Some(m) {
                self.line.truncate(self.cursor);
                self.line.push(*m);
            }
            self.cursor += 1;
        }
        self.board = BoardState::default();
        self.off_record()
            .then(|| AnalysisEdit::Line(self.shown_moves()))
    }

    /// Steps along the line: −1 back, +1 forward; past its end, along the record, else the
    /// analysis's first line from there.
    pub fn step(&mut self, delta: i32) {
        if delta > 0 && self.cursor == self.line.len() {
            let path = self.shown_moves();
            let next = match self.moves.get(self.cursor) {
                Some(m) if !self.off_record() => Some(*m),
                _ => self
                    .analysis
                    .children(&path)
                    .and_then(|c| c.first())
                    .and_then(|n| n.mv.to_move(&self.shown().0).ok()),
            };
            if let Some(m) = next {
                self.line.push(m);
            }
        }
        let max = self.line.len() as i64;
        self.cursor = (self.cursor as i64 + i64::from(delta)).clamp(0, max) as usize;
        self.board = BoardState::default();
    }

    /// Shows the line beside the one shown, from the same position: −1 the one before, +1 the
    /// one after (the record's move first).
    pub fn sibling(&mut self, delta: i32) {
        let Some(at) = self.cursor.checked_sub(1) else {
            return;
        };
        let path = uci(&self.line[..at]);
        let record = self.record();
        let on_record = record.starts_with(&path) && record.len() > at;
        let mut choices: Vec<UciMove> = on_record.then(|| record[at]).into_iter().collect();
        for n in self.analysis.children(&path).unwrap_or_default() {
            if !choices.contains(&n.mv) {
                choices.push(n.mv);
            }
        }
        let here = uci(&self.line[at..=at]);
        let Some(i) = choices.iter().position(|m| *m == here[0]) else {
            return;
        };
        let j = (i as i64 + i64::from(delta)).clamp(0, choices.len() as i64 - 1) as usize;
        if i != j {
            let mut path = path;
            path.push(choices[j]);
            self.show_path(&path);
        }
    }

    /// Goes to the start or to the end of the line shown: along the record its last move (the
    /// position the move forms take), on a line of my analysis the end of the first line on
    /// from it.
    pub fn jump(&mut self, to_end: bool) {
        self.board = BoardState::default();
        if !to_end {
            self.cursor = 0;
        } else if self.moves.starts_with(&self.line) {
            self.show_ply(self.moves.len());
        } else {
            self.cursor = self.line.len();
            let (mut pos, _) = self.shown();
            let path = uci(&self.line);
            let mut next = self.analysis.children(&path).and_then(|c| c.first());
            while let Some(node) = next {
                let Ok(m) = node.mv.to_move(&pos) else { break };
                pos.play_unchecked(m);
                self.line.push(m);
                next = node.children.first();
            }
            self.cursor = self.line.len();
        }
    }

    /// Keeps the move `old` showed: on the record the same move (its last when it showed the
    /// last, which a move received or sent moves on); on a line of my analysis the same, as far
    /// as the analysis still has it, else the record where the line left it.
    pub fn keep_line(&mut self, old: &GameView) {
        let (record, path) = (self.record(), uci(&old.line));
        if record.starts_with(&path) {
            let len = self.moves.len();
            return match old.at_last_stored() {
                true => self.show_ply(len),
                false => self.show_ply(old.cursor.min(len)),
            };
        }
        let kept = (0..=path.len())
            .rev()
            .find(|&n| record.starts_with(&path[..n]) || self.analysis.node(&path[..n]).is_some())
            .unwrap_or(0);
        match legal(&path[..kept]) {
            Some(line) if !record.starts_with(&path[..kept]) => {
                self.cursor = old.cursor.min(line.len());
                self.line = line;
            }
            _ => self.show_ply(old.cursor.min(kept)),
        }
    }

    /// The position shown and the move that led to it.
    pub(super) fn shown(&self) -> (Chess, Option<Move>) {
        let common = self
            .line
            .iter()
            .zip(&self.moves)
            .take(self.cursor)
            .take_while(|(a, b)| a == b)
            .count();
        let mut pos = self.positions.get(common).cloned().unwrap_or_default();
        for m in &self.line[common..self.cursor] {
            pos.play_unchecked(*m);
        }
        (pos, self.cursor.checked_sub(1).map(|i| self.line[i]))
    }
}

/// Moves as UCI.
fn uci(moves: &[Move]) -> Vec<UciMove> {
    moves
        .iter()
        .map(|m| m.to_uci(CastlingMode::Standard))
        .collect()
}

/// The moves of `path` from the start, where every one can be played.
fn legal(path: &[UciMove]) -> Option<Vec<Move>> {
    let mut pos = Chess::default();
    path.iter()
        .map(|u| {
            let m = u.to_move(&pos).ok()?;
            pos.play_unchecked(m);
            Some(m)
        })
        .collect()
}
