//! The article-52 schedule as plain text (for a terminal) and as CSV (for a spreadsheet).

use std::fmt::Write as _;

use chrono::NaiveDate;

use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{Notation, format_line};
use crate::domain::schedule::{PlyTime, Schedule, SideTotals};
use crate::i18n::Language;
use crate::tr;

/// The CSV header of the schedule, fixed for other programs to read.
pub const SCHEDULE_CSV_HEADER: &str = "move,white,white_received,white_sent,white_days,white_total,black,black_received,black_sent,black_days,black_total,note";

fn iso(d: Option<NaiveDate>) -> String {
    d.map(|d| d.format("%Y-%m-%d").to_string())
        .unwrap_or_default()
}

fn short(d: Option<NaiveDate>) -> String {
    d.map_or_else(|| "—".to_owned(), crate::domain::format_date_short)
}

/// The moves of a game in `notation`, one per ply.
fn move_texts(r: &GameRecords, notation: Notation) -> Vec<String> {
    let ucis: Vec<_> = r.plies.iter().map(|p| p.uci).collect();
    format_line(&ucis, notation)
}

fn row_note(white: Option<&PlyTime>, black: Option<&PlyTime>, lang: Language) -> String {
    let mut parts = Vec::new();
    for (side, p) in [("white", white), ("black", black)] {
        let note = p.map(|p| p.note(lang));
        if let Some(note) = note.filter(|n| !n.is_empty()) {
            parts.push(tr!(lang, "schedule-side-note", side = side, note = note));
        }
    }
    parts.join("; ")
}

/// The schedule as CSV with [`SCHEDULE_CSV_HEADER`], quoted where a cell needs it (RFC 4180).
pub fn schedule_csv(r: &GameRecords, notation: Notation) -> String {
    let moves = move_texts(r, notation);
    let mut csv = csv::WriterBuilder::new()
        .terminator(csv::Terminator::Any(b'\n'))
        .from_writer(Vec::new());
    // Writing to memory cannot fail: the results are ignored.
    let _ = csv.write_record(SCHEDULE_CSV_HEADER.split(','));
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
                    // Numbers for other programs: a lower bound where a day is unknown, which
                    // the note says.
                    p.total.at_least.to_string(),
                ]),
                None => cells.extend(std::iter::repeat_n(String::new(), 5)),
            }
        }
        cells.push(row_note(
            row.white.as_ref(),
            row.black.as_ref(),
            Language::EN,
        ));
        let _ = csv.write_record(&cells);
    }
    // The totals: each side's in its total column, penalties after its last move in the note.
    let mut late: Vec<String> = Vec::new();
    for (side, t) in [("White", &s.totals.white), ("Black", &s.totals.black)] {
        if let Some(k) = t.total.unknown_from {
            late.push(format!(
                "{side}: at least, the days of move {k} are unknown"
            ));
        }
        if !t.after_last_move.is_empty() {
            let penalties: Vec<String> =
                t.after_last_move.iter().map(ToString::to_string).collect();
            late.push(format!(
                "{side} after the last move: {}",
                penalties.join(", ")
            ));
        }
    }
    let (white, black) = (
        s.totals.white.total.at_least.to_string(),
        s.totals.black.total.at_least.to_string(),
    );
    let mut totals = vec![String::new(); 12];
    totals[0] = "total".to_owned();
    totals[5] = white;
    totals[10] = black;
    totals[11] = late.join("; ");
    let _ = csv.write_record(&totals);
    String::from_utf8(csv.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// The schedule as an aligned text table with a header naming the game.
pub fn schedule_text(r: &GameRecords, notation: Notation, lang: Language) -> String {
    let moves = move_texts(r, notation);
    let s = r.schedule();
    let t = &r.tournament;
    let me = tr!(lang, "schedule-me");
    let (white, black) = if r.game.my_colour.is_white() {
        (me.as_str(), r.partner.name.as_str())
    } else {
        (r.partner.name.as_str(), me.as_str())
    };
    let mut out = String::new();
    let heading = tr!(lang, "schedule-heading", title = t.title(), game = r.id.0);
    let (w_label, b_label) = (tr!(lang, "schedule-white"), tr!(lang, "schedule-black"));
    let _ = writeln!(out, "{heading}");
    let _ = writeln!(out, "{w_label}: {white}    {b_label}: {black}");
    let width = moves
        .iter()
        .map(|m| m.chars().count())
        .max()
        .unwrap_or(4)
        .max(5);
    let [no, recv, sent, days, total, note] = [
        tr!(lang, "schedule-column-number"),
        tr!(lang, "schedule-column-received"),
        tr!(lang, "schedule-column-sent"),
        tr!(lang, "schedule-column-days"),
        tr!(lang, "schedule-column-total"),
        tr!(lang, "schedule-column-note"),
    ];
    let _ = writeln!(
        out,
        "{no:>3}  {w_label:<width$}  {recv:<8}  {sent:<8}  {days:>4}  {total:>5}  {b_label:<width$}  {recv:<8}  {sent:<8}  {days:>4}  {total:>5}  {note}"
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
                        p.total_text(lang)
                    );
                }
                None => line.push_str(&" ".repeat(width + 37)),
            }
        }
        let note = row_note(row.white.as_ref(), row.black.as_ref(), lang);
        if !note.is_empty() {
            let _ = write!(line, "  {note}");
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    let _ = writeln!(out, "{}", totals_line(&s, lang));
    out
}

/// The line under a schedule: each side's total with its penalty days, the count since a
/// restart (47.6.4) and the penalties recorded after the side's last move, which no row shows.
pub fn totals_line(s: &Schedule, lang: Language) -> String {
    let side = |t: &SideTotals| {
        let late: Vec<String> = t.after_last_move.iter().map(|w| w.told(lang)).collect();
        tr!(
            lang,
            "schedule-side-total",
            total = t.total_text(lang),
            days = t.total.at_least,
            penalty = t.penalty_days,
            late = if late.is_empty() {
                "none".to_owned()
            } else {
                late.join(", ")
            }
        )
    };
    tr!(
        lang,
        "schedule-totals",
        white = side(&s.totals.white),
        black = side(&s.totals.black)
    )
}
