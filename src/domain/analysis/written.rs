//! An analysis as the diary and its journal write it: its moves one after another, each with
//! its depth, so that a line tried at the end of a long game is no deeper in the file than one
//! tried at its start — a tree written nested was two levels of JSON a move, past the 128
//! levels a JSON reader allows by move 32. Read back through [`Analysis::try_from`], which
//! checks it; the nested form of schema 21 is still read (a journal entry kept from before).

use serde::{Deserialize, Serialize};
use shakmaty::uci::UciMove;

use super::{Analysis, AnalysisError, Node, Note};

/// One move as written: how many moves stand before it on its path, the move, my note.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WrittenMove {
    /// How deep it stands: 0 for a move from the first position.
    pub d: u32,
    /// The move.
    pub mv: UciMove,
    /// What I say of it.
    #[serde(default, skip_serializing_if = "Note::is_empty")]
    pub note: Note,
}

/// An analysis as written: each move after the one it follows and before the moves tried
/// after it, in their order. Read from that, or from the nested tree schema 21 wrote (which
/// becomes this as it is read, so nothing writes it nested again).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "AsRead")]
pub struct Written(pub Vec<WrittenMove>);

/// What a written analysis may be read from.
#[derive(Deserialize)]
#[serde(untagged)]
enum AsRead {
    /// One move after another, with their depths.
    Flat(Vec<WrittenMove>),
    /// A tree of moves inside moves (schema 21).
    Nested(Vec<Node>),
}

impl From<AsRead> for Written {
    fn from(read: AsRead) -> Written {
        match read {
            AsRead::Flat(moves) => Written(moves),
            AsRead::Nested(tree) => flat(tree),
        }
    }
}

impl From<Analysis> for Written {
    fn from(a: Analysis) -> Written {
        flat(a.root)
    }
}

impl TryFrom<Written> for Analysis {
    type Error = AnalysisError;

    /// The analysis written, checked as a file's is ([`Analysis::try_from`] of its tree); a
    /// move deeper than the one before it allows follows no move
    /// ([`AnalysisError::NoSuchMove`]).
    fn try_from(written: Written) -> Result<Analysis, AnalysisError> {
        Analysis::try_from(nested(written.0)?)
    }
}

/// The moves of `tree`, each before the moves after it.
fn flat(tree: Vec<Node>) -> Written {
    let mut out = Vec::new();
    let mut stack: Vec<(u32, Node)> = tree.into_iter().rev().map(|n| (0, n)).collect();
    while let Some((d, node)) = stack.pop() {
        stack.extend(node.children.into_iter().rev().map(|c| (d + 1, c)));
        out.push(WrittenMove {
            d,
            mv: node.mv,
            note: node.note,
        });
    }
    Written(out)
}

/// The tree `moves` write.
fn nested(moves: Vec<WrittenMove>) -> Result<Vec<Node>, AnalysisError> {
    // The path being built: its moves, each still taking the moves after it.
    let mut open: Vec<Node> = Vec::new();
    let mut root = Vec::new();
    let close = |open: &mut Vec<Node>, root: &mut Vec<Node>| {
        if let Some(done) = open.pop() {
            match open.last_mut() {
                Some(parent) => parent.children.push(done),
                None => root.push(done),
            }
        }
    };
    for m in moves {
        let depth = m.d as usize;
        if depth > open.len() {
            return Err(AnalysisError::NoSuchMove);
        }
        while open.len() > depth {
            close(&mut open, &mut root);
        }
        open.push(Node {
            mv: m.mv,
            note: m.note,
            children: Vec::new(),
        });
    }
    while !open.is_empty() {
        close(&mut open, &mut root);
    }
    Ok(root)
}
