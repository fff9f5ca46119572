//! The participant's report (article 49): every game of a tournament as of a day, with its
//! moves, times, penalties and result. Official text: Russian.

use chrono::NaiveDate;

use super::date;
use super::layout::{A4, Align, Document, Flow, Page, Weight};
use crate::domain::deadlines::GameRecords;
use crate::domain::mover;
use crate::domain::schedule::Schedule;
use crate::domain::{GameStatus, Profile, effective_received, effective_sent};
use crate::messages::Language;

/// The participant's report (article 49) for a tournament's games as of a day.
pub fn report(games: &[GameRecords], me: &Profile, tournament: &str, as_of: NaiveDate) -> Document {
    let (w, h) = A4;
    let mut page = Page::new(w, h);
    let title = format!(
        "Отчет участника турнира {} о ходе игры в турнире {}",
        me.full_name, tournament
    );
    page.add_text(
        w / 2.0,
        20.0,
        12.0,
        title,
        Weight::Bold,
        Align::Center,
        Some(190.0),
    );
    page.add_text(
        w / 2.0,
        27.0,
        11.0,
        format!("по состоянию на {}", date(Some(as_of))),
        Weight::Regular,
        Align::Center,
        None,
    );
    let cols: [(f32, &str, &str); 9] = [
        (8.0, "N", ""),
        (40.0, "Фамилии партнеров", ""),
        (14.0, "Сделано ходов", "белыми"),
        (14.0, "", "черными"),
        (16.0, "Время на обдумывание", "белых"),
        (16.0, "", "черных"),
        (24.0, "Дата получения", "последнего хода"),
        (24.0, "Дата отправления", "последнего хода"),
        (34.0, "Примечания", ""),
    ];
    let left = 10.0;
    let top = 34.0;
    report_head(&mut page, left, top, &cols);
    // However many games, every row and the signature are printed: sheets follow, each with
    // the table's head and numbered.
    let mut flow = Flow::new(page, top + 12.0, 15.0, h - 25.0);
    for r in games {
        let row = report_row(r, as_of);
        let (page, bottom) = flow.row(7.0, 12.0, |p, t| report_head(p, left, t, &cols));
        let y = bottom - 7.0;
        page.frame(left, y, 190.0, 7.0);
        let mut x = left;
        // "N" is the partner's board (start number), as the arbiter's table knows him.
        let board = match r.game.board.trim() {
            "" => "—".to_owned(),
            b => b.to_owned(),
        };
        let texts = [
            board,
            r.partner.name.clone(),
            row.white_moves.to_string(),
            row.black_moves.to_string(),
            row.white_total.clone(),
            row.black_total.clone(),
            date(row.last_received),
            date(row.last_sent),
            row.note,
        ];
        for ((cw, _, _), text) in cols.iter().zip(texts) {
            let align = if *cw > 30.0 {
                Align::Left
            } else {
                Align::Center
            };
            page.cell(x, y + 5.0, *cw, 8.5, text, align);
            page.line((x, y), (x, y + 7.0), 0.3);
            x += cw;
        }
    }
    flow.skip(7.0);
    let (page, y) = flow.line(7.0);
    page.text(120.0, y, 10.0, "Подпись ____________");
    Document {
        title: format!(
            "Отчет участника — {tournament} — {}",
            crate::domain::format_date(as_of)
        ),
        pages: flow.pages(&format!("Отчет участника, {tournament}")),
    }
}

/// The head of the report's table, from `top` down, 12 mm high.
fn report_head(page: &mut Page, left: f32, top: f32, cols: &[(f32, &str, &str)]) {
    page.frame(left, top, 190.0, 12.0);
    let mut x = left;
    for (i, (cw, head, sub)) in cols.iter().enumerate() {
        let paired_second = head.is_empty();
        if !head.is_empty() {
            let span = if cols.get(i + 1).is_some_and(|c| c.1.is_empty()) {
                cw + cols[i + 1].0
            } else {
                *cw
            };
            let y = if sub.is_empty() { top + 7.5 } else { top + 4.6 };
            page.cell(x, y, span, 7.5, *head, Align::Center);
        }
        page.cell(x, top + 10.6, *cw, 7.0, *sub, Align::Center);
        page.line(
            (x, if paired_second { top + 6.0 } else { top }),
            (x, top + 12.0),
            0.3,
        );
        x += cw;
    }
}

/// One line of the report.
struct ReportRow {
    white_moves: u32,
    black_moves: u32,
    white_total: String,
    black_total: String,
    last_received: Option<NaiveDate>,
    last_sent: Option<NaiveDate>,
    note: String,
}

fn report_row(r: &GameRecords, as_of: NaiveDate) -> ReportRow {
    // Only what had happened by the report's day.
    let known = r
        .plies
        .iter()
        .take_while(|p| effective_sent(&p.sent, &p.delivery).is_none_or(|e| e.date <= as_of))
        .count();
    let mut upto = r.clone();
    upto.plies.truncate(known);
    upto.penalties.retain(|p| p.date <= as_of);
    let s: Schedule = upto.schedule();
    let mine = r.game.my_colour;
    let my_plies: Vec<_> = s.plies().filter(|p| mover(p.ply) == mine).collect();
    let last_mine = my_plies.last();
    // The last move received is his latest that had arrived by the day, answered or not (49).
    let last_received = upto
        .plies
        .iter()
        .enumerate()
        .filter(|(i, _)| (i % 2 == 0) != mine.is_white())
        .filter_map(|(_, p)| effective_received(p))
        .filter(|d| *d <= as_of)
        .max();
    let mut notes = Vec::new();
    match r.game.status {
        GameStatus::Finished => notes.push(format!("окончена {}", r.game.result.code())),
        GameStatus::Adjudication => notes.push("на присуждении".to_owned()),
        GameStatus::Withdrawn => notes.push("выбытие".to_owned()),
        GameStatus::InPlay => {}
    }
    for (side, t) in [("белые", &s.white), ("черные", &s.black)] {
        if !t.oversteps.is_empty() {
            notes.push(format!("просрочка ({side})"));
        }
    }
    ReportRow {
        white_moves: s.white.moves,
        black_moves: s.black.moves,
        white_total: s.white.total_text(Language::Ru),
        black_total: s.black.total_text(Language::Ru),
        last_received,
        last_sent: last_mine.and_then(|p| p.sent.map(|e| e.date)),
        note: notes.join(", "),
    }
}
