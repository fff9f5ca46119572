//! A line of the tree in the order it is written — its first move, the others from the same
//! position as variations, then on —, for every writer of it: PGN, the papers, the window.

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move, Position};

use super::Node;
use crate::domain::notation::Notation;

/// One step of a line as it is written.
#[derive(Debug, Clone)]
pub enum Step<'a> {
    /// A move: the position before it, the move, its node, and the path to it from the game's
    /// start; `numbered` when a Black move needs its number (first in its line, or after a
    /// note or a variation).
    Move {
        /// The position before it.
        before: Chess,
        /// The move.
        mv: Move,
        /// Its node.
        node: &'a Node,
        /// The moves to it from the game's start.
        path: Vec<UciMove>,
        /// Whether a Black move is written with its number.
        numbered: bool,
    },
    /// A variation begins: its moves stand instead of the move before it.
    Open,
    /// It ends.
    Close,
}

/// The line of `nodes` from `pos`, the position after `path`, as steps; the position at the
/// end of its main line.
pub fn walk<'a>(
    pos: &Chess,
    path: &[UciMove],
    nodes: &'a [Node],
    out: &mut Vec<Step<'a>>,
) -> Chess {
    let (mut pos, mut nodes, mut path, mut numbered) = (pos.clone(), nodes, path.to_vec(), true);
    while let Some((main, others)) = nodes.split_first() {
        let Ok(mv) = main.mv.to_move(&pos) else { break };
        path.push(main.mv);
        out.push(Step::Move {
            before: pos.clone(),
            mv,
            node: main,
            path: path.clone(),
            numbered,
        });
        path.pop();
        for other in others {
            out.push(Step::Open);
            walk(&pos, &path, std::slice::from_ref(other), out);
            out.push(Step::Close);
        }
        numbered = !others.is_empty() || !main.note.is_empty();
        pos.play_unchecked(mv);
        path.push(main.mv);
        nodes = &main.children;
    }
    pos
}

/// Move `mv` from `before` as a line writes it: its number where it needs one ("14." before
/// White's; before Black's, when `numbered`, "14" and `black_dots`), the move in `notation`,
/// then `node`'s signs.
pub fn move_text(
    (before, mv): (&Chess, Move),
    node: &Node,
    numbered: bool,
    notation: Notation,
    black_dots: &str,
) -> String {
    let number = before.fullmoves();
    let mut text = match (before.turn().is_white(), numbered) {
        (true, _) => format!("{number}. "),
        (false, true) => format!("{number}{black_dots} "),
        (false, false) => String::new(),
    };
    text.push_str(&notation.format(before, mv));
    for nag in &node.note.nags {
        text.push_str(&nag.symbol());
    }
    text
}
