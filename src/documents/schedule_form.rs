//! График переписки (article 52): A4 landscape, one game, continued over as many pages as it
//! needs with the header repeated on each. Official form: Russian.

use chrono::NaiveDate;

use super::layout::{A4, Align, Document, Page, Weight};
use crate::domain::Profile;
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{Notation, format_line};
use crate::domain::schedule::{PlyTime, Schedule};
use crate::messages::Language;

/// Rows that fit on one page below the header, leaving room for the totals and the signature.
pub const ROWS_PER_PAGE: usize = 22;
const ROW_H: f32 = 6.2;

/// Column left edges and widths (mm) of the article-52 table.
const COLUMNS: [(f32, f32); 12] = [
    (12.0, 12.0),
    (24.0, 30.0),
    (54.0, 21.0),
    (75.0, 21.0),
    (96.0, 15.0),
    (111.0, 18.0),
    (129.0, 30.0),
    (159.0, 21.0),
    (180.0, 21.0),
    (201.0, 15.0),
    (216.0, 18.0),
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

fn header(page: &mut Page, r: &GameRecords, me: &Profile, number: usize, of: usize) {
    let t = &r.tournament;
    page.bold(
        12.0,
        14.0,
        11.0,
        format!("Турнир № {} {}", t.code, t.name).trim().to_owned(),
    );
    page.add_text(
        285.0,
        14.0,
        8.0,
        format!("лист {number} из {of}"),
        Weight::Regular,
        Align::Right,
        None,
    );
    page.add_text(
        12.0,
        21.0,
        10.0,
        "График прохождения ходов и затраченного времени (график переписки) в партии",
        Weight::Regular,
        Align::Left,
        Some(270.0),
    );
    let (white, black) = players(r, me);
    page.text(12.0, 28.0, 10.0, format!("Белые: {white}"));
    page.text(150.0, 28.0, 10.0, format!("Черные: {black}"));
    let top = 32.0;
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
            page.cell(*x, top + 10.6, *w, 7.0, sub_text, Align::Center);
        } else if second_of_pair {
            page.cell(*x, top + 10.6, *w, 7.0, sub_text, Align::Center);
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
        p.total_text(Language::Ru),
    ];
    for (k, text) in texts.into_iter().enumerate() {
        let (x, w) = COLUMNS[first_col + k];
        let align = if k == 0 { Align::Left } else { Align::Center };
        page.cell(x, y, w, 9.0, text, align);
    }
}

/// The date and the signature under the form.
fn sign(page: &mut Page, y: f32) {
    page.text(140.0, y, 9.0, "Дата ____________");
    page.text(200.0, y, 9.0, "Подпись ____________");
}

/// The article-52 schedule of a game.
pub fn schedule_form(r: &GameRecords, me: &Profile, notation: Notation) -> Document {
    let schedule: Schedule = r.schedule();
    let moves = format_line(&r.plies.iter().map(|p| p.uci).collect::<Vec<_>>(), notation);
    let chunks: Vec<_> = schedule.rows.chunks(ROWS_PER_PAGE).collect();
    let of = chunks.len().max(1);
    let (w, h) = (A4.1, A4.0);
    let mut pages = Vec::new();
    for (n, rows) in chunks.iter().enumerate() {
        let mut page = Page::new(w, h);
        header(&mut page, r, me, n + 1, of);
        let mut y = 44.0;
        for row in rows.iter() {
            page.frame(12.0, y, 273.0, ROW_H);
            let base = y + ROW_H - 1.8;
            page.cell(
                COLUMNS[0].0,
                base,
                COLUMNS[0].1,
                9.0,
                row.number.to_string(),
                Align::Center,
            );
            if let Some(wp) = &row.white {
                ply_cells(&mut page, base, 1, wp, &moves);
            }
            if let Some(bp) = &row.black {
                ply_cells(&mut page, base, 6, bp, &moves);
            }
            let note = [row.white.as_ref(), row.black.as_ref()]
                .into_iter()
                .flatten()
                .map(|p| p.note(Language::Ru))
                .filter(|n| !n.is_empty())
                .collect::<Vec<_>>()
                .join("; ");
            let (x, cw) = COLUMNS[11];
            page.cell(x, base, cw, 7.0, note, Align::Left);
            for (x, _) in COLUMNS.iter().skip(1) {
                page.line((*x, y), (*x, y + ROW_H), 0.3);
            }
            y += ROW_H;
        }
        if n + 1 == of {
            page.text(
                12.0,
                y + 8.0,
                9.0,
                super::schedule_text::totals_line(&schedule, Language::Ru),
            );
            sign(&mut page, y + 16.0);
        }
        pages.push(page);
    }
    if pages.is_empty() {
        let mut page = Page::new(w, h);
        header(&mut page, r, me, 1, 1);
        page.text(
            12.0,
            50.0,
            10.0,
            "Ходов в партии еще нет: график заполняется с первого хода белых.",
        );
        sign(&mut page, 62.0);
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
