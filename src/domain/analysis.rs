//! My analysis of a game, beside its record and never part of it (47.3.10): a tree of moves
//! from the game's first position, each move with its note, its signs (NAGs) and an engine's
//! verdict. The record is one path through the tree; every other path is a line I tried. A
//! line is never a move of the game: only a card sends one.
//!
//! Every move of the tree is legal where it stands and no two moves from one position are the
//! same: an [`Analysis`] is built only by the code that checked it (its changes here, and
//! [`Analysis::try_from`] of what a file held).

use serde::{Deserialize, Serialize};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

use super::facts::{FactError, TextField};

/// A sign beside a move or a position: a PGN NAG (`$1` is "!"). Only its numbers 1–255 are
/// signs; `$0` says nothing and is dropped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Nag(u8);

/// What a sign judges.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NagKind {
    /// The move: !, ?, !!, ??, !?, ?!.
    Move,
    /// The position after it: =, +=, ±, +−, and their mirrors.
    Position,
    /// Any other of PGN's signs, kept as the file had it.
    Other,
}

impl Nag {
    /// The signs a player sets, in the order the window offers them, with their symbols.
    pub const OFFERED: [(Nag, &'static str); 13] = [
        (Nag(1), "!"),
        (Nag(2), "?"),
        (Nag(3), "!!"),
        (Nag(4), "??"),
        (Nag(5), "!?"),
        (Nag(6), "?!"),
        (Nag(10), "="),
        // "⩲" and "⩱" are read too, but few fonts draw them.
        (Nag(14), "+="),
        (Nag(15), "=+"),
        (Nag(16), "±"),
        (Nag(17), "∓"),
        (Nag(18), "+−"),
        (Nag(19), "−+"),
    ];

    /// The sign numbered `n`; none for `$0`.
    pub fn new(n: u8) -> Option<Nag> {
        (n > 0).then_some(Nag(n))
    }

    /// Its number, as PGN writes it after `$`.
    pub fn number(self) -> u8 {
        self.0
    }

    /// What it judges.
    pub fn kind(self) -> NagKind {
        match self.0 {
            1..=6 => NagKind::Move,
            10..=19 => NagKind::Position,
            _ => NagKind::Other,
        }
    }

    /// Its symbol, where it has one a player knows; else `$n`.
    pub fn symbol(self) -> String {
        // $11 and $12 ("equal chances, quiet" and "active") are written "=" too.
        let nag = if matches!(self.0, 11 | 12) {
            Nag(10)
        } else {
            self
        };
        Self::OFFERED
            .iter()
            .find(|(n, _)| *n == nag)
            .map_or_else(|| format!("${}", self.0), |(_, s)| (*s).to_owned())
    }

    /// The sign a typed symbol names: "!", "+-", "±", "$14".
    pub fn parse(text: &str) -> Option<Nag> {
        let ascii = [
            ("⩲", 14),
            ("⩱", 15),
            ("+/-", 16),
            ("-/+", 17),
            ("+-", 18),
            ("-+", 19),
        ];
        let text = text.trim().replace('−', "-");
        if let Some(n) = text.strip_prefix('$') {
            return n.parse().ok().and_then(Nag::new);
        }
        ascii
            .iter()
            .find(|(s, _)| *s == text)
            .map(|(_, n)| Nag(*n))
            .or_else(|| {
                Self::OFFERED
                    .iter()
                    .find(|(_, s)| s.replace('−', "-") == text)
                    .map(|(n, _)| *n)
            })
    }
}

impl TryFrom<u8> for Nag {
    type Error = &'static str;
    fn try_from(n: u8) -> Result<Self, Self::Error> {
        Nag::new(n).ok_or("$0 is no sign")
    }
}

impl From<Nag> for u8 {
    fn from(n: Nag) -> u8 {
        n.0
    }
}

/// An evaluation from White's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Eval {
    /// Centipawns: +35 is a third of a pawn better for White.
    Centipawns(i32),
    /// Mate in so many moves, negative when Black mates.
    Mate(i32),
}

impl Eval {
    /// As players and PGN's `[%eval]` write it: "+0.35", "-1.20", "#3", "#-2".
    pub fn written(self) -> String {
        match self {
            Eval::Centipawns(cp) => {
                let sign = if cp < 0 { "-" } else { "+" };
                let cp = cp.unsigned_abs();
                format!("{sign}{}.{:02}", cp / 100, cp % 100)
            }
            Eval::Mate(n) => format!("#{n}"),
        }
    }

    /// Reads [`Eval::written`] back, with or without its sign.
    pub fn read(text: &str) -> Option<Eval> {
        let text = text.trim();
        if let Some(n) = text.strip_prefix('#') {
            return n.parse().ok().map(Eval::Mate);
        }
        let pawns: f64 = text.parse().ok().filter(|p: &f64| p.abs() < 1000.0)?;
        Some(Eval::Centipawns((pawns * 100.0).round() as i32))
    }
}

/// An engine's judgement of a line, kept where the line begins.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Verdict {
    /// Its evaluation.
    pub eval: Eval,
    /// The depth it reached, in plies.
    pub depth: u32,
    /// The engine's name as it gave it.
    pub engine: String,
}

/// What I say of a move.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    /// My words.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub text: String,
    /// Its signs, in order of their numbers, one of each kind but the others.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub nags: Vec<Nag>,
    /// The engine's verdict on the line from here.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verdict: Option<Verdict>,
}

impl Note {
    /// Whether it says nothing.
    pub fn is_empty(&self) -> bool {
        self.text.is_empty() && self.nags.is_empty() && self.verdict.is_none()
    }

    /// A note of `text` and `nags`, checked: the text within a note's limit, one sign of a
    /// move and one of a position at most (a later one replaces an earlier of its kind).
    pub fn new(text: &str, nags: &[Nag]) -> Result<Note, FactError> {
        let text = text.trim().to_owned();
        let length = text.chars().count();
        if length > TextField::Note.limit() {
            return Err(FactError::TooLong {
                field: TextField::Note,
                length,
            });
        }
        let mut note = Note {
            text,
            nags: Vec::new(),
            verdict: None,
        };
        for &nag in nags {
            note.sign(nag);
        }
        Ok(note)
    }

    /// Adds the sign `nag`, in the place of one of its kind (but the others).
    pub fn sign(&mut self, nag: Nag) {
        let kind = nag.kind();
        self.nags
            .retain(|k| k.kind() != kind || kind == NagKind::Other);
        if !self.nags.contains(&nag) {
            self.nags.push(nag);
        }
        self.nags.sort();
    }

    /// `other` added to this note: its words where they are not here already, its signs where
    /// this has none of their kind, its verdict where this has none.
    fn merge(&mut self, other: Note) {
        let words = other.text.trim();
        if self.text.is_empty() {
            self.text = words.to_owned();
        } else if !words.is_empty() && !self.text.contains(words) {
            self.text = format!("{}\n{words}", self.text);
        }
        for nag in other.nags {
            let taken = self.nags.iter().any(|n| n.kind() == nag.kind());
            if !self.nags.contains(&nag) && (!taken || nag.kind() == NagKind::Other) {
                self.nags.push(nag);
            }
        }
        self.nags.sort();
        if self.verdict.is_none() {
            self.verdict = other.verdict;
        }
    }
}

/// One move of the tree, what I say of it, and the moves tried after it, the first the one
/// its line goes on with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Node {
    /// The move.
    pub mv: UciMove,
    /// What I say of it.
    #[serde(default, skip_serializing_if = "Note::is_empty")]
    pub note: Note,
    /// The moves after it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub children: Vec<Node>,
}

impl Node {
    /// A move with nothing said and nothing after it.
    pub fn bare(mv: UciMove) -> Node {
        Node {
            mv,
            note: Note::default(),
            children: Vec::new(),
        }
    }
}

/// A change of the analysis that cannot be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnalysisError {
    /// A move that cannot be played where it stands.
    Illegal {
        /// How many plies from the game's start it stands.
        ply: usize,
        /// The move.
        mv: UciMove,
    },
    /// No move of the analysis or the record is there.
    NoSuchMove,
    /// The record's own moves are not the analysis's to take away or reorder.
    RecordMove,
}

/// A game's analysis: the moves tried from its first position, as a tree.
/// Written as its moves from the first position; read back only through
/// [`Analysis::try_from`], which checks them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(into = "Written")]
pub struct Analysis {
    root: Vec<Node>,
}

impl TryFrom<Vec<Node>> for Analysis {
    type Error = AnalysisError;

    /// The tree a file held, checked: every move legal where it stands; two moves that are the
    /// same from one position are made one.
    fn try_from(nodes: Vec<Node>) -> Result<Self, Self::Error> {
        fn check(pos: &Chess, nodes: Vec<Node>, ply: usize) -> Result<Vec<Node>, AnalysisError> {
            let mut out: Vec<Node> = Vec::with_capacity(nodes.len());
            for node in nodes {
                let m = node
                    .mv
                    .to_move(pos)
                    .map_err(|_| AnalysisError::Illegal { ply, mv: node.mv })?;
                let mut after = pos.clone();
                after.play_unchecked(m);
                let children = check(&after, node.children, ply + 1)?;
                let node = Node {
                    mv: m.to_uci(shakmaty::CastlingMode::Standard),
                    note: node.note,
                    children,
                };
                merge_into(&mut out, node);
            }
            Ok(out)
        }
        Ok(Analysis {
            root: check(&Chess::default(), nodes, 0)?,
        })
    }
}

/// The move `mv` among `nodes`, added where missing.
pub fn child(nodes: &mut Vec<Node>, mv: UciMove) -> &mut Node {
    let at = match nodes.iter().position(|n| n.mv == mv) {
        Some(at) => at,
        None => {
            nodes.push(Node::bare(mv));
            nodes.len() - 1
        }
    };
    &mut nodes[at]
}

/// Adds `node` to `siblings`, into the one of the same move where there is one.
fn merge_into(siblings: &mut Vec<Node>, node: Node) {
    match siblings.iter_mut().find(|s| s.mv == node.mv) {
        Some(same) => {
            same.note.merge(node.note);
            for child in node.children {
                merge_into(&mut same.children, child);
            }
        }
        None => siblings.push(node),
    }
}

mod tree;
mod walk;
mod written;
pub use tree::Shift;
pub use walk::{Step, move_text, walk};
pub use written::{Written, WrittenMove};

#[cfg(test)]
mod tests;
