//! The analysis's changes and what is read of it beside the record. A move of the tree is
//! named by its path: the moves from the game's first position to it.

use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Position};

use super::{Analysis, AnalysisError, Node, Note, Verdict, child, merge_into};

/// Where a line goes among the others from its position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shift {
    /// One place up.
    Up,
    /// One place down.
    Down,
    /// First: the main line after its move.
    First,
}

impl Analysis {
    /// Whether nothing is analysed.
    pub fn is_empty(&self) -> bool {
        self.root.is_empty()
    }

    /// The moves tried from the first position.
    pub fn root(&self) -> &[Node] {
        &self.root
    }

    /// The move at the end of `path`.
    pub fn node(&self, path: &[UciMove]) -> Option<&Node> {
        let (last, parent) = path.split_last()?;
        self.children(parent)?.iter().find(|n| n.mv == *last)
    }

    /// The moves tried after `path`.
    pub fn children(&self, path: &[UciMove]) -> Option<&[Node]> {
        let mut nodes = self.root.as_slice();
        for mv in path {
            nodes = &nodes.iter().find(|n| n.mv == *mv)?.children;
        }
        Some(nodes)
    }

    fn children_mut(&mut self, path: &[UciMove]) -> Option<&mut Vec<Node>> {
        let mut nodes = &mut self.root;
        for mv in path {
            nodes = &mut nodes.iter_mut().find(|n| n.mv == *mv)?.children;
        }
        Some(nodes)
    }

    fn node_mut(&mut self, path: &[UciMove]) -> Option<&mut Node> {
        let (last, parent) = path.split_last()?;
        self.children_mut(parent)?
            .iter_mut()
            .find(|n| n.mv == *last)
    }

    /// Adds the moves of `path` the tree lacks, each checked where it stands.
    pub fn add(&mut self, path: &[UciMove]) -> Result<(), AnalysisError> {
        let mut pos = Chess::default();
        let mut nodes = &mut self.root;
        for (ply, uci) in path.iter().enumerate() {
            let illegal = AnalysisError::Illegal { ply, mv: *uci };
            let m = uci.to_move(&pos).map_err(|_| illegal)?;
            pos.play_unchecked(m);
            nodes = &mut child(nodes, m.to_uci(CastlingMode::Standard)).children;
        }
        Ok(())
    }

    /// Says `note` of the move at `path` (a move of the record or of a line), adding it to the
    /// tree where it is not; its engine's verdict stays.
    pub fn annotate(&mut self, path: &[UciMove], note: Note) -> Result<(), AnalysisError> {
        self.add(path)?;
        let node = self.node_mut(path).ok_or(AnalysisError::NoSuchMove)?;
        let verdict = node.note.verdict.take();
        node.note = Note { verdict, ..note };
        Ok(())
    }

    /// Adds an engine's line `pv` from the position after `from`, its verdict kept on its
    /// first move.
    pub fn add_engine_line(
        &mut self,
        from: &[UciMove],
        pv: &[UciMove],
        verdict: Verdict,
    ) -> Result<(), AnalysisError> {
        let Some(first) = pv.first() else {
            return Err(AnalysisError::NoSuchMove);
        };
        let path: Vec<UciMove> = from.iter().chain(pv).copied().collect();
        self.add(&path)?;
        let first: Vec<UciMove> = from.iter().chain([first]).copied().collect();
        let node = self.node_mut(&first).ok_or(AnalysisError::NoSuchMove)?;
        node.note.verdict = Some(verdict);
        Ok(())
    }

    /// Takes away the move at `path` and everything after it; a move of the record is not the
    /// analysis's to take away ([`AnalysisError::RecordMove`]; an empty note clears its note).
    pub fn remove(&mut self, path: &[UciMove], record: &[UciMove]) -> Result<(), AnalysisError> {
        if on_record(path, record) {
            return Err(AnalysisError::RecordMove);
        }
        let (last, parent) = path.split_last().ok_or(AnalysisError::NoSuchMove)?;
        let siblings = self.children_mut(parent).ok_or(AnalysisError::NoSuchMove)?;
        let at = siblings.iter().position(|n| n.mv == *last);
        siblings.remove(at.ok_or(AnalysisError::NoSuchMove)?);
        *self = std::mem::take(self).pruned(record);
        Ok(())
    }

    /// Moves the line that begins with the move at `path` among the others from its position;
    /// the record's own move stays the record's.
    pub fn shift(
        &mut self,
        path: &[UciMove],
        record: &[UciMove],
        shift: Shift,
    ) -> Result<(), AnalysisError> {
        if on_record(path, record) {
            return Err(AnalysisError::RecordMove);
        }
        let (last, parent) = path.split_last().ok_or(AnalysisError::NoSuchMove)?;
        let siblings = self.children_mut(parent).ok_or(AnalysisError::NoSuchMove)?;
        // The record's own move stands first, whatever its place: the lines move among
        // themselves.
        let trunk = record
            .get(parent.len())
            .filter(|_| record.starts_with(parent));
        let kept = trunk
            .and_then(|mv| siblings.iter().position(|n| n.mv == *mv))
            .map(|at| siblings.remove(at));
        let at = siblings.iter().position(|n| n.mv == *last);
        let moved = at.map(|at| {
            let to = match shift {
                Shift::Up => at.saturating_sub(1),
                Shift::Down => (at + 1).min(siblings.len() - 1),
                Shift::First => 0,
            };
            let node = siblings.remove(at);
            siblings.insert(to, node);
        });
        if let Some(node) = kept {
            siblings.insert(0, node);
        }
        moved.ok_or(AnalysisError::NoSuchMove)
    }

    /// `other` added to this analysis: its moves where they are new, its notes beside these.
    pub fn merge(&mut self, other: Analysis) {
        for node in other.root {
            merge_into(&mut self.root, node);
        }
    }

    /// The analysis without the record's moves that hold nothing: no note, no line after them.
    pub fn pruned(mut self, record: &[UciMove]) -> Analysis {
        fn prune(nodes: &mut Vec<Node>, record: &[UciMove]) {
            let Some((next, rest)) = record.split_first() else {
                return;
            };
            if let Some(at) = nodes.iter().position(|n| n.mv == *next) {
                prune(&mut nodes[at].children, rest);
                if nodes[at].children.is_empty() && nodes[at].note.is_empty() {
                    nodes.remove(at);
                }
            }
        }
        prune(&mut self.root, record);
        self
    }

    /// The lines from the position after `ply` moves of the record: those other than its next
    /// move (after its last move, every line from there).
    pub fn branches<'a>(&'a self, record: &[UciMove], ply: usize) -> Vec<&'a Node> {
        let next = record.get(ply);
        self.children(&record[..ply.min(record.len())])
            .unwrap_or_default()
            .iter()
            .filter(|n| Some(&n.mv) != next)
            .collect()
    }

    /// Every line from the record, each by the path to its first move, record move by record
    /// move, those after the last move last.
    pub fn lines(&self, record: &[UciMove]) -> Vec<Vec<UciMove>> {
        (0..=record.len())
            .flat_map(|ply| {
                self.branches(record, ply).into_iter().map(move |n| {
                    let mut path = record[..ply].to_vec();
                    path.push(n.mv);
                    path
                })
            })
            .collect()
    }

    /// The lines that begin at `paths` (each the path to a line's first move), alone.
    pub fn only(&self, paths: &[Vec<UciMove>]) -> Analysis {
        let mut out = Analysis::default();
        for path in paths {
            let Some((node, before)) = self.node(path).zip(path.split_last().map(|p| p.1)) else {
                continue;
            };
            let tree = before.iter().rev().fold(node.clone(), |tree, mv| Node {
                children: vec![tree],
                ..Node::bare(*mv)
            });
            merge_into(&mut out.root, tree);
        }
        out
    }

    /// What I said of the record's move `ply` (1-based).
    pub fn record_note(&self, record: &[UciMove], ply: usize) -> Option<&Note> {
        let path = record.get(..ply)?;
        self.node(path).map(|n| &n.note).filter(|n| !n.is_empty())
    }

    /// For each move of the record, whether it has analysis: a note, or lines instead of it;
    /// the last also lines after it.
    pub fn marked(&self, record: &[UciMove]) -> Vec<bool> {
        let len = record.len();
        (1..=len)
            .map(|ply| {
                let after_last = ply == len && !self.branches(record, len).is_empty();
                self.record_note(record, ply).is_some()
                    || !self.branches(record, ply - 1).is_empty()
                    || after_last
            })
            .collect()
    }
}

/// Whether `path` leads along the record.
fn on_record(path: &[UciMove], record: &[UciMove]) -> bool {
    record.starts_with(path)
}
