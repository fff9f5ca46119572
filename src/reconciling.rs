//! Reading the partner's schedule of a game — his article-52 CSV or his PGN with `%ccsnt` and
//! `%ccrcv` — to set it beside the diary's (`domain::reconcile`).

use chrono::NaiveDate;
use shakmaty::Position;

use crate::documents::pdf;
use crate::documents::reconciliation::reconciliation_paper;
use crate::documents::schedule_text::SCHEDULE_CSV_HEADER;
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{read_move, replay};
use crate::domain::reconcile::{Difference, HisMove, HisPly, HisSchedule, reconcile};
use crate::pgn::{PgnError, read_pgn};
use crate::printing::PrintError;

/// Why the partner's file cannot be set beside the diary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HisFileError {
    /// Neither a schedule CSV nor a PGN game.
    NotASchedule,
    /// A cell of his CSV that cannot be read: its line (1-based), its column, its text.
    Cell {
        /// The line.
        line: usize,
        /// The column's name.
        field: String,
        /// What it says.
        found: String,
    },
    /// His PGN has no game with the partner; the games it has, as "White – Black".
    NoGame {
        /// The partner's name.
        partner: String,
        /// The games found.
        found: Vec<String>,
    },
    /// His PGN cannot be read.
    Pgn(PgnError),
}

/// His file read and set beside the diary's game: the differing cells in the game's order.
pub fn reconcile_file(r: &GameRecords, text: &str) -> Result<Vec<Difference>, HisFileError> {
    Ok(reconcile(r, &read_his_schedule(r, text)?))
}

/// Reads his schedule of the game `r` from a CSV the diary's own export writes (columns found
/// by name) or from a PGN (the game with the partner, else its only game).
pub fn read_his_schedule(r: &GameRecords, text: &str) -> Result<HisSchedule, HisFileError> {
    let text = text.trim_start_matches('\u{feff}');
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    if first.trim_start().starts_with("move,") {
        read_csv(r, text)
    } else if first.trim_start().starts_with('[') || first.trim_start().starts_with("1.") {
        read_his_pgn(r, text)
    } else {
        Err(HisFileError::NotASchedule)
    }
}

/// A day as his CSV writes it: `2026-05-19`, else `19.05.2026`; empty is none.
fn csv_date(text: &str) -> Result<Option<NaiveDate>, ()> {
    let text = text.trim();
    if text.is_empty() || text == "—" {
        return Ok(None);
    }
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .or_else(|_| NaiveDate::parse_from_str(text, "%d.%m.%Y"))
        .map(Some)
        .map_err(|_| ())
}

/// A whole number of days; empty is none.
fn csv_days(text: &str) -> Result<Option<u32>, ()> {
    let text = text.trim().trim_start_matches('≥').trim();
    match text {
        "" | "?" | "—" => Ok(None),
        _ => text.parse().map(Some).map_err(|_| ()),
    }
}

fn read_csv(r: &GameRecords, text: &str) -> Result<HisSchedule, HisFileError> {
    let mut csv = csv::ReaderBuilder::new()
        .has_headers(true)
        .flexible(true)
        .from_reader(text.as_bytes());
    let head: Vec<String> = csv
        .headers()
        .map_err(|_| HisFileError::NotASchedule)?
        .iter()
        .map(|h| h.trim().to_owned())
        .collect();
    let column = |name: &str| head.iter().position(|h| h == name);
    for name in SCHEDULE_CSV_HEADER.split(',').filter(|n| *n != "note") {
        if column(name).is_none() {
            return Err(HisFileError::NotASchedule);
        }
    }
    let mut his = HisSchedule {
        states_numbers: true,
        ..HisSchedule::default()
    };
    // His moves are read where the diary's game stands at that ply, so one move he wrote
    // differently is one difference; past the diary's last move, in his own line.
    let diary = replay(r.plies.iter().map(|p| &p.uci));
    let mut beyond = diary.last();
    for record in csv.records() {
        let record = record.map_err(|e| HisFileError::Cell {
            line: e.position().map_or(0, |p| p.line() as usize),
            field: "move".into(),
            found: e.to_string(),
        })?;
        let line = record.position().map_or(0, |p| p.line() as usize);
        let cell = |name: &str| {
            column(name)
                .and_then(|i| record.get(i))
                .unwrap_or("")
                .trim()
        };
        let bad = |field: &str| HisFileError::Cell {
            line,
            field: field.to_owned(),
            found: cell(field).to_owned(),
        };
        if cell("move") == "total" {
            for (i, side) in ["white", "black"].into_iter().enumerate() {
                let field = format!("{side}_total");
                his.totals[i] = csv_days(cell(&field)).map_err(|_| bad(&field))?;
            }
            continue;
        }
        cell("move").parse::<u32>().map_err(|_| bad("move"))?;
        for side in ["white", "black"] {
            let written = cell(side);
            if written.is_empty() {
                continue;
            }
            let field = |f: &str| format!("{side}_{f}");
            let ply = his.plies.len() as u32;
            let pos = diary
                .moves
                .get(ply as usize)
                .map_or(&beyond, |_| &diary.positions[ply as usize]);
            let mv = match read_move(pos, written) {
                Ok(m) => {
                    if ply as usize >= diary.moves.len() {
                        beyond.play_unchecked(m);
                    }
                    HisMove::Read(m.to_uci(shakmaty::CastlingMode::Standard))
                }
                Err(_) => HisMove::Unreadable(written.to_owned()),
            };
            his.plies.push(HisPly {
                ply,
                mv,
                received: csv_date(cell(&field("received")))
                    .map_err(|_| bad(&field("received")))?,
                sent: csv_date(cell(&field("sent"))).map_err(|_| bad(&field("sent")))?,
                days: csv_days(cell(&field("days"))).map_err(|_| bad(&field("days")))?,
                total: csv_days(cell(&field("total"))).map_err(|_| bad(&field("total")))?,
            });
        }
    }
    Ok(his)
}

fn read_his_pgn(r: &GameRecords, text: &str) -> Result<HisSchedule, HisFileError> {
    let (games, errors) = read_pgn(text);
    let partner = r.partner.name.trim().to_lowercase();
    let his_side = |g: &crate::pgn::PgnGame| {
        let name = if r.game.my_colour.is_white() {
            &g.black
        } else {
            &g.white
        };
        name.trim().to_lowercase() == partner
    };
    let game = match games.iter().find(|g| his_side(g)) {
        Some(g) => g,
        None if games.len() == 1 => &games[0],
        None => {
            if let (true, Some(e)) = (games.is_empty(), errors.first()) {
                return Err(HisFileError::Pgn(e.clone()));
            }
            return Err(HisFileError::NoGame {
                partner: r.partner.name.clone(),
                found: games
                    .iter()
                    .map(|g| format!("{} – {}", g.white, g.black))
                    .collect(),
            });
        }
    };
    Ok(HisSchedule {
        plies: game
            .plies
            .iter()
            .enumerate()
            .map(|(i, p)| HisPly {
                ply: i as u32,
                mv: HisMove::Read(p.uci),
                received: p.received,
                sent: p.sent,
                days: None,
                total: None,
            })
            .collect(),
        states_numbers: false,
        totals: [None, None],
    })
}

/// The reconciliation as a PDF for the arbiter, in the game's form notation, dated `now`.
pub fn paper(
    r: &GameRecords,
    me: &crate::domain::Profile,
    diffs: &[Difference],
    his_file: &str,
    now: chrono::NaiveDateTime,
) -> Result<Vec<u8>, PrintError> {
    let notation = crate::documents::form_notation(r);
    let doc = reconciliation_paper(r, me, diffs, his_file, notation, now.date());
    pdf::render(&doc, now, &me.full_name).map_err(PrintError::Pdf)
}
