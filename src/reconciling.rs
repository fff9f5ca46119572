//! Reading the partner's schedule of a game — his article-52 CSV or his PGN with `%ccsnt` and
//! `%ccrcv` — to set it beside the diary's (`domain::reconcile`).

use chrono::NaiveDate;

use crate::documents::pdf;
use crate::documents::reconciliation::reconciliation_paper;
use crate::documents::schedule_text::SCHEDULE_CSV_HEADER;
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{read_move, replay};
use crate::domain::partner_message::normalised;
use crate::domain::reconcile::{Difference, HisMove, HisPly, HisSchedule, reconcile};
use crate::messages::Language;
use crate::pgn::{PgnError, read_pgn};
use crate::printing::PrintError;
use crate::tr;

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
    /// His PGN has no game of mine with the partner, or several; the games it has (the first
    /// ten), as "White – Black (event)".
    NoGame {
        /// The partner.
        partner: crate::domain::deadlines::GameName,
        /// Whether several games fit rather than none.
        several: bool,
        /// The games found.
        found: Vec<String>,
    },
    /// His PGN cannot be read.
    Pgn(PgnError),
}

/// His file read and set beside the diary's game: the differing cells in the game's order.
pub fn reconcile_file(
    r: &GameRecords,
    me: &str,
    text: &str,
) -> Result<Vec<Difference>, HisFileError> {
    Ok(reconcile(r, &read_his_schedule(r, me, text)?))
}

/// Reads his schedule of the game `r` from a CSV the diary's own export writes (columns found
/// by name, rows by move number) or from a PGN (the game of `me` with the partner, else its
/// only game).
pub fn read_his_schedule(
    r: &GameRecords,
    me: &str,
    text: &str,
) -> Result<HisSchedule, HisFileError> {
    let text = text.trim_start_matches('\u{feff}');
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    if first.trim_start().starts_with("move,") {
        read_csv(r, text)
    } else if first.trim_start().starts_with('[') || first.trim_start().starts_with("1.") {
        read_his_pgn(r, me, text)
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
    let head = schedule_header(&mut csv)?;
    let column = |name: &str| head.iter().position(|h| h == name);
    let mut his = HisSchedule {
        states_numbers: true,
        ..HisSchedule::default()
    };
    // His moves are read where the diary's game stands at that ply, so one move he wrote
    // differently is one difference.
    let diary = replay(r.plies.iter().map(|p| &p.uci));
    for record in csv.records() {
        let record = record.map_err(|e| HisFileError::Cell {
            line: e.position().map_or(0, |p| p.line() as usize),
            field: String::new(),
            found: e.to_string(),
        })?;
        if record.iter().all(|c| c.trim().is_empty()) {
            continue;
        }
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
            found: cell(field).chars().take(40).collect(),
        };
        if cell("move") == "total" {
            for (i, side) in ["white", "black"].into_iter().enumerate() {
                let field = format!("{side}_total");
                his.totals[i] = csv_days(cell(&field)).map_err(|_| bad(&field))?;
            }
            continue;
        }
        let number: u32 = cell("move")
            .parse()
            .ok()
            .filter(|n| (1..=1000).contains(n))
            .ok_or_else(|| bad("move"))?;
        for (side, offset) in [("white", 0), ("black", 1)] {
            let written = cell(side);
            if written.is_empty() {
                continue;
            }
            let field = |f: &str| format!("{side}_{f}");
            let ply = (number - 1) * 2 + offset;
            // Rows in the order of the game, each ply once.
            if his.plies.last().is_some_and(|p| p.ply >= ply) {
                return Err(bad("move"));
            }
            his.plies.push(HisPly {
                ply,
                mv: his_move(&diary, ply, written),
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

/// The columns of his schedule, each named as the diary's CSV names it; every one but the
/// note is needed.
fn schedule_header(csv: &mut csv::Reader<&[u8]>) -> Result<Vec<String>, HisFileError> {
    let head: Vec<String> = csv
        .headers()
        .map_err(|_| HisFileError::NotASchedule)?
        .iter()
        .map(|h| h.trim().to_owned())
        .collect();
    let needed = SCHEDULE_CSV_HEADER.split(',').filter(|n| *n != "note");
    match needed
        .into_iter()
        .all(|name| head.iter().any(|h| h == name))
    {
        true => Ok(head),
        false => Err(HisFileError::NotASchedule),
    }
}

/// His move `written` at ply `ply`, read where the diary's game stands then: one move he wrote
/// differently is one difference.
fn his_move(diary: &crate::domain::notation::Line, ply: u32, written: &str) -> HisMove {
    let unreadable = || HisMove::Unreadable(written.chars().take(40).collect());
    match diary
        .positions
        .get(ply as usize)
        .filter(|_| (ply as usize) < diary.moves.len())
    {
        Some(pos) => match read_move(pos, written) {
            Ok(m) => HisMove::Read(m.to_uci(shakmaty::CastlingMode::Standard)),
            Err(_) => unreadable(),
        },
        None => unreadable(),
    }
}

fn read_his_pgn(r: &GameRecords, me: &str, text: &str) -> Result<HisSchedule, HisFileError> {
    let (games, errors) = read_pgn(text);
    if let (true, Some(e)) = (games.is_empty(), errors.first()) {
        return Err(HisFileError::Pgn(e.clone()));
    }
    // The game with both of us on our colours; his only game, if he sent one.
    let (partner, me) = (normalised(&r.partner.name), normalised(me));
    let ours = |g: &&crate::pgn::PgnGame| {
        let (mine, his) = r
            .game
            .my_colour
            .fold_wb((&g.white, &g.black), (&g.black, &g.white));
        normalised(his) == partner && (me.is_empty() || normalised(mine) == me)
    };
    let fitting: Vec<&crate::pgn::PgnGame> = games.iter().filter(ours).collect();
    let game = match (fitting.as_slice(), games.as_slice()) {
        ([one], _) => *one,
        ([], [one]) => one,
        _ => {
            return Err(HisFileError::NoGame {
                partner: r.name(),
                several: fitting.len() > 1,
                found: games
                    .iter()
                    .take(10)
                    .map(|g| format!("{} – {} ({})", g.white, g.black, g.event))
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

impl HisFileError {
    /// The refusal in `lang`, naming the line or the field.
    pub fn told(&self, lang: Language) -> String {
        match self {
            HisFileError::NotASchedule => tr!(
                lang,
                "his-file-not-a-schedule",
                header = SCHEDULE_CSV_HEADER
            ),
            HisFileError::Cell { line, field, found } if field.is_empty() => {
                tr!(lang, "his-file-line", line = *line, found = found.as_str())
            }
            HisFileError::Cell { line, field, found } => tr!(
                lang,
                "his-file-cell",
                line = *line,
                field = field.as_str(),
                found = found.as_str()
            ),
            HisFileError::NoGame {
                partner,
                several,
                found,
            } => tr!(
                lang,
                "his-file-no-game",
                partner = partner.person(),
                several = if *several { "yes" } else { "no" },
                found = found.join("; ")
            ),
            HisFileError::Pgn(e) => tr!(lang, "his-file-pgn", error = e.told(lang)),
        }
    }
}
