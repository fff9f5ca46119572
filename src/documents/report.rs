//! The article-52 schedule as text and CSV, and the "today" list as text.

use std::fmt::Write as _;

use chrono::NaiveDate;

use crate::domain::deadlines::{GameRecords, Urgency, today};
use crate::domain::notation::{Notation, format_line};
use crate::domain::schedule::PlyTime;

/// The CSV header of the schedule, fixed for other programs to read.
pub const SCHEDULE_CSV_HEADER: &str = "move,white,white_received,white_sent,white_days,white_total,black,black_received,black_sent,black_days,black_total,note";

fn iso(d: Option<NaiveDate>) -> String {
    d.map(|d| d.format("%Y-%m-%d").to_string())
        .unwrap_or_default()
}

fn short(d: Option<NaiveDate>) -> String {
    d.map(|d| d.format("%d.%m.%y").to_string())
        .unwrap_or_else(|| "—".to_owned())
}

fn csv_cell(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_owned()
    }
}

/// The moves of a game in `notation`, one per ply.
fn move_texts(r: &GameRecords, notation: Notation) -> Vec<String> {
    let ucis: Vec<_> = r.plies.iter().map(|p| p.uci).collect();
    format_line(&ucis, notation)
}

fn row_note(white: Option<&PlyTime>, black: Option<&PlyTime>) -> String {
    let mut parts = Vec::new();
    for (side, p) in [("White", white), ("Black", black)] {
        if let Some(note) = p.map(PlyTime::note).filter(|n| !n.is_empty()) {
            parts.push(format!("{side}: {note}"));
        }
    }
    parts.join("; ")
}

/// The schedule as CSV with [`SCHEDULE_CSV_HEADER`].
pub fn schedule_csv(r: &GameRecords, notation: Notation) -> String {
    let moves = move_texts(r, notation);
    let mut out = String::from(SCHEDULE_CSV_HEADER);
    out.push('\n');
    let s = r.schedule();
    for row in &s.rows {
        let mut cells = vec![row.number.to_string()];
        for p in [row.white.as_ref(), row.black.as_ref()] {
            match p {
                Some(p) => cells.extend([
                    moves.get(p.ply as usize).cloned().unwrap_or_default(),
                    iso(p.received),
                    iso(p.sent.map(|e| e.date)),
                    p.days.map(|d| d.to_string()).unwrap_or_default(),
                    p.total.to_string(),
                ]),
                None => cells.extend(std::iter::repeat_n(String::new(), 5)),
            }
        }
        cells.push(row_note(row.white.as_ref(), row.black.as_ref()));
        let line: Vec<String> = cells.iter().map(|c| csv_cell(c)).collect();
        out.push_str(&line.join(","));
        out.push('\n');
    }
    out
}

/// The schedule as an aligned text table with a header naming the game.
pub fn schedule_text(r: &GameRecords, notation: Notation) -> String {
    let moves = move_texts(r, notation);
    let s = r.schedule();
    let t = &r.tournament;
    let (white, black) = if r.game.my_colour.is_white() {
        ("me", r.partner.name.as_str())
    } else {
        (r.partner.name.as_str(), "me")
    };
    let mut out = String::new();
    let title = if t.name.is_empty() { &t.code } else { &t.name };
    let _ = writeln!(
        out,
        "Schedule of moves and times (article 52): {title}, game {}",
        r.id
    );
    let _ = writeln!(out, "White: {white}    Black: {black}");
    let width = moves
        .iter()
        .map(|m| m.chars().count())
        .max()
        .unwrap_or(4)
        .max(5);
    let _ = writeln!(
        out,
        "{:>3}  {:<width$}  {:<8}  {:<8}  {:>4}  {:>5}  {:<width$}  {:<8}  {:<8}  {:>4}  {:>5}  note",
        "No",
        "White",
        "received",
        "sent",
        "days",
        "total",
        "Black",
        "received",
        "sent",
        "days",
        "total"
    );
    for row in &s.rows {
        let mut line = format!("{:>3}", row.number);
        for p in [row.white.as_ref(), row.black.as_ref()] {
            match p {
                Some(p) => {
                    let mv = moves.get(p.ply as usize).cloned().unwrap_or_default();
                    let days = p.days.map_or("?".to_owned(), |d| d.to_string());
                    let _ = write!(
                        line,
                        "  {mv:<width$}  {:<8}  {:<8}  {days:>4}  {:>5}",
                        short(p.received),
                        short(p.sent.map(|e| e.date)),
                        p.total
                    );
                }
                None => line.push_str(&" ".repeat(width + 37)),
            }
        }
        let note = row_note(row.white.as_ref(), row.black.as_ref());
        if !note.is_empty() {
            let _ = write!(line, "  {note}");
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    let _ = writeln!(
        out,
        "Totals: White {} days ({} penalty), Black {} days ({} penalty)",
        s.white.total, s.white.penalty_days, s.black.total, s.black.penalty_days
    );
    out
}

/// What is due in every game, most urgent first, one line each.
pub fn today_text(games: &[GameRecords], day: NaiveDate) -> String {
    let actions = today(games, day);
    if actions.is_empty() {
        return format!("nothing is due as of {}\n", day.format("%d.%m.%Y"));
    }
    let mut out = String::new();
    for a in actions {
        let Some(g) = games.iter().find(|g| g.id == a.game) else {
            continue;
        };
        let urgency = match a.urgency {
            Urgency::Overdue => "OVERDUE",
            Urgency::Soon => "soon",
            Urgency::Later => "later",
        };
        let t = &g.tournament;
        let title = if t.code.is_empty() { &t.name } else { &t.code };
        let _ = writeln!(
            out,
            "{}  {urgency:<7}  game {} ({title}, {}): {} ({})",
            a.due.format("%d.%m.%Y"),
            a.game,
            g.partner.name,
            a.kind,
            a.kind.clause(t.mode)
        );
    }
    out
}
