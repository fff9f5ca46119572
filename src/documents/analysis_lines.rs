//! My analysis on a paper to the arbiter (47.9.5.3, 48.9.4.3): the lines I chose, each after
//! the record's move it stands instead of (or after the last), in the paper's notation, with
//! their signs, notes and the engine's verdicts; the position at the end of the first line as
//! a diagram.

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

use super::game_record::diagram;
use super::layout::{Flow, Weight, wrap};
use crate::domain::analysis::{Analysis, Node, Step, move_text, walk};
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{Notation, replay};

/// One line as the paper writes it.
struct Written {
    /// Where it stands: "Вместо 21. Кd4-f5:" or "После 21... Фd8-e7:".
    heading: String,
    /// Its moves, signs, notes and variations.
    text: String,
    /// The position at the end of its main line.
    end: Chess,
    /// Whether it goes on from the last move.
    after_last: bool,
}

/// Adds the lines of `chosen` (the part of my analysis the paper takes) to `flow`, then the
/// position at the end of the first as a diagram; nothing when none is chosen.
pub fn analysis_section(flow: &mut Flow, r: &GameRecords, chosen: &Analysis, notation: Notation) {
    let written = written(r, chosen, notation);
    // The diagram: the end of the first line from the final position, else of the first.
    let main = written.iter().find(|w| w.after_last).or(written.first());
    let Some(first) = main.map(|w| w.end.clone()) else {
        return;
    };
    flow.skip(3.0);
    let (page, y) = flow.line(5.0);
    page.bold(20.0, y, 10.0, "Анализ:");
    for (i, w) in written.iter().enumerate() {
        // Lines from one position stand under one heading.
        if i == 0 || written[i - 1].heading != w.heading {
            let (page, y) = flow.line(4.6);
            page.bold(20.0, y, 9.5, &w.heading);
        }
        for line in wrap(&w.text, Weight::Regular, 9.5, 165.0) {
            let (page, y) = flow.line(4.3);
            page.text(25.0, y, 9.5, line);
        }
    }
    let size = 6.0;
    flow.skip(2.0);
    let (page, y) = flow.block(8.0 * size + 12.0);
    let to_move = if first.turn().is_white() {
        "белых"
    } else {
        "черных"
    };
    page.text(
        20.0,
        y + 4.0,
        9.0,
        format!("Позиция в конце основного варианта, ход {to_move}:"),
    );
    diagram(page, &first, 24.0, y + 7.0, size);
}

/// The lines of `chosen`, record move by record move.
fn written(r: &GameRecords, chosen: &Analysis, notation: Notation) -> Vec<Written> {
    let record: Vec<UciMove> = r.plies.iter().map(|p| p.uci).collect();
    let line = replay(&record);
    let mut out = Vec::new();
    for ply in 0..=record.len().min(line.moves.len()) {
        let pos = &line.positions[ply];
        for node in chosen.branches(&record, ply) {
            let heading = match (line.moves.get(ply), ply.checked_sub(1)) {
                (Some(m), _) => format!("Вместо {}:", numbered(pos, *m, notation)),
                (None, Some(last)) => format!(
                    "После {}:",
                    numbered(&line.positions[last], line.moves[last], notation)
                ),
                (None, None) => "Из начальной позиции:".to_owned(),
            };
            let mut text = String::new();
            let end = write_line(&mut text, pos, std::slice::from_ref(node), notation);
            let after_last = ply == record.len();
            out.push(Written {
                heading,
                text,
                end,
                after_last,
            });
        }
    }
    out
}

/// "21. Кd4-f5" or "21... Фd8-e7".
fn numbered(pos: &Chess, m: shakmaty::Move, notation: Notation) -> String {
    let dots = if pos.turn().is_white() { "." } else { "..." };
    format!("{}{dots} {}", pos.fullmoves(), notation.format(pos, m))
}

/// Writes the line of `nodes` from `pos` (the first, then the others in parentheses) into
/// `out`; the position at the end of its main line.
fn write_line(out: &mut String, pos: &Chess, nodes: &[Node], notation: Notation) -> Chess {
    let mut steps = Vec::new();
    let end = walk(pos, &[], nodes, &mut steps);
    for step in steps {
        let Step::Move {
            before,
            mv,
            node,
            numbered,
            ..
        } = step
        else {
            out.push_str(if matches!(step, Step::Open) {
                " ("
            } else {
                ")"
            });
            continue;
        };
        if !out.is_empty() && !out.ends_with('(') {
            out.push(' ');
        }
        out.push_str(&move_text((&before, mv), node, numbered, notation, "..."));
        let note = &node.note;
        if let Some(v) = &note.verdict {
            let engine = if v.engine.is_empty() {
                "движок"
            } else {
                &v.engine
            };
            let eval = v.eval.written();
            out.push_str(&format!(" [{engine}, глубина {}: {eval}]", v.depth));
        }
        if !note.text.is_empty() {
            out.push_str(&format!(" — {}", note.text.replace('\n', " ")));
        }
    }
    end
}
