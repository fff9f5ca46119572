//! График переписки (article 52): A4 landscape, one game, continued over as many pages as it
//! needs with the header repeated on each. Official form: Russian.

use chrono::NaiveDate;

use super::layout::{A4, Align, Document, MIN_TEXT_PT, Page, Weight, wrap};
use crate::domain::Profile;
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{Notation, format_line};
use crate::domain::schedule::{PlyTime, Schedule, ScheduleRow};
use crate::i18n::Language;

/// Rows that fit on one page below the header, leaving room for the totals and the signature.
pub const ROWS_PER_PAGE: usize = 22;
const ROW_H: f32 = 6.2;

/// Column left edges and widths (mm) of the article-52 table.
const COLUMNS: [(f32, f32); 12] = [
    (12.0, 12.0),
    (24.0, 24.0),
    (48.0, 21.0),
    (69.0, 21.0),
    (90.0, 15.0),
    (105.0, 24.0),
    (129.0, 24.0),
    (153.0, 21.0),
    (174.0, 21.0),
    (195.0, 15.0),
    (210.0, 24.0),
    (234.0, 51.0),
];

fn dm(d: Option<NaiveDate>) -> String {
    d.map(crate::domain::format_date_short).unwrap_or_default()
}

/// The names of White and Black with me among them.
pub fn players<'a>(r: &'a GameRecords, me: &'a Profile) -> (&'a str, &'a str) {
    if r.game.my_colour.is_white() {
        (me.full_name.as_str(), r.partner.name.as_str())
    } else {
        (r.partner.name.as_str(), me.full_name.as_str())
    }
}

/// The page's head: tournament, title, players and the table's head; returns where the rows
/// begin.
fn header(page: &mut Page, r: &GameRecords, me: &Profile, number: usize, of: usize) -> f32 {
    let t = &r.tournament;
    let title = format!("Турнир № {}", super::tournament_named(t));
    let mut y = page.wrapped(12.0, 14.0, 11.0, Weight::Bold, title.trim(), 245.0, 4.6);
    page.add_text(
        285.0,
        14.0,
        MIN_TEXT_PT,
        format!("лист {number} из {of}"),
        Weight::Regular,
        Align::Right,
        None,
    );
    let (white, black) = players(r, me);
    // The game by its board where the tournament numbers them, else by its players.
    let game = match r.game.board.trim() {
        "" => format!("{white} — {black}"),
        board => format!("№ {board}"),
    };
    y = page.wrapped(
        12.0,
        y + 1.5,
        10.0,
        Weight::Regular,
        &format!(
            "График прохождения ходов и затраченного времени (график переписки) в партии {game}"
        ),
        273.0,
        4.4,
    );
    let left = page.wrapped(
        12.0,
        y + 1.5,
        10.0,
        Weight::Regular,
        &format!("Белые: {white}"),
        133.0,
        4.4,
    );
    let right = page.wrapped(
        150.0,
        y + 1.5,
        10.0,
        Weight::Regular,
        &format!("Черные: {black}"),
        135.0,
        4.4,
    );
    let top = left.max(right);
    table_head(page, top);
    top + 12.0
}

/// The two-line head of the table at `top`, 12 mm high.
fn table_head(page: &mut Page, top: f32) {
    page.frame(12.0, top, 273.0, 12.0);
    let head = [
        "№ пп.",
        "Ход белых",
        "Дата",
        "",
        "Время",
        "",
        "Ход черных",
        "Дата",
        "",
        "Время",
        "",
        "Примечание",
    ];
    let sub = [
        "",
        "",
        "получил",
        "отправил",
        "на ход",
        "суммарное",
        "",
        "получил",
        "отправил",
        "на ход",
        "суммарное",
        "",
    ];
    for (i, (x, w)) in COLUMNS.iter().enumerate() {
        let (top_text, sub_text) = (head[i], sub[i]);
        let paired = !sub_text.is_empty() && !top_text.is_empty();
        let second_of_pair = top_text.is_empty() && !sub_text.is_empty();
        if paired {
            let pair_width = w + COLUMNS.get(i + 1).map_or(0.0, |c| c.1);
            page.cell(*x, top + 4.6, pair_width, 8.0, top_text, Align::Center);
            page.line((*x, top + 6.0), (*x + pair_width, top + 6.0), 0.3);
            page.cell(*x, top + 10.6, *w, MIN_TEXT_PT, sub_text, Align::Center);
        } else if second_of_pair {
            page.cell(*x, top + 10.6, *w, MIN_TEXT_PT, sub_text, Align::Center);
        } else {
            page.cell(*x, top + 7.6, *w, 8.0, top_text, Align::Center);
        }
        let from = if second_of_pair { top + 6.0 } else { top };
        page.line((*x, from), (*x, top + 12.0), 0.3);
    }
}

fn ply_cells(page: &mut Page, y: f32, first_col: usize, p: &PlyTime, moves: &[String]) {
    let texts = [
        moves.get(p.ply as usize).cloned().unwrap_or_default(),
        dm(p.received),
        dm(p.sent.map(|e| e.date)),
        p.days.map_or("?".to_owned(), |d| d.to_string()),
        p.total_text(Language::RU),
    ];
    for (k, text) in texts.into_iter().enumerate() {
        let (x, w) = COLUMNS[first_col + k];
        let align = if k == 0 { Align::Left } else { Align::Center };
        // A total with the count since a restart (47.6.4) takes a second line in its cell.
        for (n, line) in cell_lines(&text, w).into_iter().enumerate() {
            page.cell(
                x,
                y + NOTE_LINE * n as f32,
                w,
                MIN_TEXT_PT.max(9.0 - n as f32),
                line,
                align,
            );
        }
    }
}

/// `text` in lines that fit a cell `w` wide at 9 pt, else at 8 pt.
fn cell_lines(text: &str, w: f32) -> Vec<String> {
    let one = wrap(text, Weight::Regular, 9.0, w - 2.0);
    if one.len() <= 1 {
        return one;
    }
    wrap(text, Weight::Regular, MIN_TEXT_PT, w - 2.0)
}

/// How many lines a row's tallest cell takes: its note, or a total with a restart.
fn row_lines(row: &ScheduleRow, note: &[String]) -> usize {
    let total_w = COLUMNS[5].1;
    [row.white.as_ref(), row.black.as_ref()]
        .into_iter()
        .flatten()
        .map(|p| cell_lines(&p.total_text(Language::RU), total_w).len())
        .chain([note.len()])
        .max()
        .unwrap_or(1)
}

/// The date and the signature under the form.
fn sign(page: &mut Page, y: f32) {
    page.text(140.0, y, 9.0, "Дата ____________");
    page.text(200.0, y, 9.0, "Подпись ____________");
}

/// A row's note: what each side's move carries, said for whom ("Черные: …").
fn row_note(row: &ScheduleRow) -> String {
    [
        ("Белые", row.white.as_ref()),
        ("Черные", row.black.as_ref()),
    ]
    .into_iter()
    .filter_map(|(side, p)| Some((side, p?.note(Language::RU))))
    .filter(|(_, note)| !note.is_empty())
    .map(|(side, note)| format!("{side}: {note}"))
    .collect::<Vec<_>>()
    .join("; ")
}

/// Where the rows of every page end: the rows of a full page and the totals and signature
/// under them still fit.
const ROWS_END: f32 = 44.0 + ROWS_PER_PAGE as f32 * ROW_H;
/// The height of a line of the note column.
const NOTE_LINE: f32 = 3.5;

/// One row of the table at `y`, `row_h` high: the move number, both sides' moves and times, and
/// the note's lines.
fn draw_row(
    page: &mut Page,
    y: f32,
    row_h: f32,
    row: &ScheduleRow,
    note: &[String],
    moves: &[String],
) {
    page.frame(12.0, y, 273.0, row_h);
    let base = y + ROW_H - 1.8;
    let (x, w) = COLUMNS[0];
    page.cell(x, base, w, 9.0, row.number.to_string(), Align::Center);
    if let Some(wp) = &row.white {
        ply_cells(page, base, 1, wp, moves);
    }
    if let Some(bp) = &row.black {
        ply_cells(page, base, 6, bp, moves);
    }
    let (note_x, note_w) = COLUMNS[11];
    for (k, line) in note.iter().enumerate() {
        let line_y = y + 3.9 + NOTE_LINE * k as f32;
        page.cell(
            note_x,
            line_y,
            note_w,
            MIN_TEXT_PT,
            line.clone(),
            Align::Left,
        );
    }
    for (x, _) in COLUMNS.iter().skip(1) {
        page.line((*x, y), (*x, y + row_h), 0.3);
    }
}

/// The rows of each sheet, by index: as many as fit between `top` and [`ROWS_END`], at least
/// one; no rows still make one sheet.
fn sheets(heights: impl Iterator<Item = f32>, top: f32) -> Vec<Vec<usize>> {
    let mut sheets: Vec<Vec<usize>> = vec![Vec::new()];
    let mut y = top;
    for (i, row_h) in heights.enumerate() {
        if y + row_h > ROWS_END && sheets.last().is_some_and(|s| !s.is_empty()) {
            sheets.push(Vec::new());
            y = top;
        }
        if let Some(sheet) = sheets.last_mut() {
            sheet.push(i);
        }
        y += row_h;
    }
    sheets
}

/// The article-52 schedule of a game.
pub fn schedule_form(r: &GameRecords, me: &Profile, notation: Notation) -> Document {
    let schedule: Schedule = r.schedule();
    let moves = format_line(&r.plies.iter().map(|p| p.uci).collect::<Vec<_>>(), notation);
    let (w, h) = (A4.1, A4.0);
    let note_w = COLUMNS[11].1;
    // Each row with its note's lines; a long note makes its row taller.
    let rows: Vec<(&ScheduleRow, Vec<String>)> = schedule
        .rows
        .iter()
        .map(|row| {
            (
                row,
                wrap(&row_note(row), Weight::Regular, MIN_TEXT_PT, note_w - 2.0),
            )
        })
        .collect();
    let height = |row: &ScheduleRow, note: &[String]| {
        ROW_H.max(row_lines(row, note) as f32 * NOTE_LINE + 2.7)
    };
    // Pages of rows, as many as fit above ROWS_END below the page's head.
    let top = header(&mut Page::new(w, h), r, me, 1, 1);
    let sheets = sheets(rows.iter().map(|(row, lines)| height(row, lines)), top);
    let of = sheets.len();
    let mut pages = Vec::new();
    for (n, sheet) in sheets.iter().enumerate() {
        let mut page = Page::new(w, h);
        let mut y = header(&mut page, r, me, n + 1, of);
        for &i in sheet {
            let (row, lines) = &rows[i];
            let row_h = height(row, lines);
            draw_row(&mut page, y, row_h, row, lines, &moves);
            y += row_h;
        }
        if n + 1 == of {
            if sheet.is_empty() {
                page.text(
                    12.0,
                    y + 6.0,
                    10.0,
                    "Ходов в партии еще нет: график заполняется с первого хода белых.",
                );
                y += 6.0;
            } else {
                page.text(
                    12.0,
                    y + 8.0,
                    9.0,
                    super::schedule_text::totals_line(&schedule, Language::RU),
                );
            }
            sign(&mut page, y + 16.0);
        }
        pages.push(page);
    }
    Document {
        title: format!(
            "График переписки — {} — {}",
            r.tournament.code, r.partner.name
        ),
        pages,
    }
}
