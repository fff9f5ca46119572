//! The participant's report (article 49): every game of a tournament as of a day, with its
//! moves, times, penalties and result. Official text: Russian.

use chrono::NaiveDate;

use super::layout::{A4, Align, Document, Flow, MIN_TEXT_PT, Page, Weight, wrap};
use super::{date, result_sign};
use crate::domain::deadlines::{ActionKind, GameRecords, actions};
use crate::domain::mover;
use crate::domain::schedule::Schedule;
use crate::domain::{GameStatus, Mode, Profile, effective_received};
use crate::i18n::Language;

/// The report's columns: width, head, and the head's second line.
const COLS: [(f32, &str, &str); 9] = [
    (10.0, "N", ""),
    (36.0, "Фамилии партнеров", ""),
    (16.0, "Сделано ходов", "белыми"),
    (16.0, "", "черными"),
    (16.0, "Время на обдумывание", "белых"),
    (16.0, "", "черных"),
    (22.0, "Дата получения", "последнего хода"),
    (22.0, "Дата отправления", "последнего хода"),
    (36.0, "Примечания", ""),
];
const LEFT: f32 = 10.0;
const HEAD_H: f32 = 16.0;
const LINE: f32 = 3.6;

/// The participant's report (article 49) for a tournament's games as of a day.
pub fn report(games: &[GameRecords], me: &Profile, tournament: &str, as_of: NaiveDate) -> Document {
    let (w, h) = A4;
    let mut page = Page::new(w, h);
    let title = format!(
        "Отчет участника турнира {} о ходе игры в турнире {}",
        me.full_name, tournament
    );
    let mut y = 20.0;
    for line in wrap(&title, Weight::Bold, 12.0, 190.0) {
        page.add_text(
            w / 2.0,
            y,
            12.0,
            line,
            Weight::Bold,
            Align::Center,
            Some(190.0),
        );
        y += 5.2;
    }
    page.add_text(
        w / 2.0,
        y + 1.5,
        11.0,
        format!("по состоянию на {}", date(Some(as_of))),
        Weight::Regular,
        Align::Center,
        None,
    );
    let top = y + 7.0;
    report_head(&mut page, top);
    // However many games, every row and the signature are printed: sheets follow, each with
    // the table's head and numbered.
    let mut flow = Flow::new(page, top + HEAD_H, 15.0, h - 25.0);
    let mut games: Vec<&GameRecords> = games.iter().collect();
    games.sort_by_key(|r| r.game.board_key());
    for r in games {
        game_row(&mut flow, r, as_of);
    }
    flow.skip(7.0);
    let (page, y) = flow.line(7.0);
    page.text(20.0, y, 10.0, format!("Дата {}", date(Some(as_of))));
    page.text(120.0, y, 10.0, "Подпись ____________");
    Document {
        title: format!(
            "Отчет участника — {tournament} — {}",
            crate::domain::format_date(as_of)
        ),
        pages: flow.pages(&format!("Отчет участника, {tournament}")),
    }
}

/// A game's line of the report, as tall as its longest cell.
fn game_row(flow: &mut Flow, r: &GameRecords, as_of: NaiveDate) {
    let row = report_row(r, as_of);
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
        match row.last_received {
            Some(None) => "неизвестна".to_owned(),
            received => date(received.flatten()),
        },
        date(row.last_sent),
        row.note,
    ];
    // A long name or note wraps in its cell, and the row grows to hold it.
    let cells: Vec<Vec<String>> = COLS
        .iter()
        .zip(&texts)
        .map(|((cw, _, _), text)| wrap(text, Weight::Regular, MIN_TEXT_PT, cw - 2.0))
        .collect();
    let lines = cells.iter().map(Vec::len).max().unwrap_or(1);
    let row_h = (lines as f32 * LINE + 3.4).max(7.0);
    let (page, bottom) = flow.row(row_h, HEAD_H, report_head);
    let y = bottom - row_h;
    page.frame(LEFT, y, 190.0, row_h);
    let mut x = LEFT;
    for ((cw, _, _), lines) in COLS.iter().zip(cells) {
        let align = if *cw > 30.0 {
            Align::Left
        } else {
            Align::Center
        };
        for (k, line) in lines.into_iter().enumerate() {
            page.cell(x, y + 4.8 + LINE * k as f32, *cw, MIN_TEXT_PT, line, align);
        }
        page.line((x, y), (x, y + row_h), 0.3);
        x += cw;
    }
}

/// The head of the report's table, from `top` down, [`HEAD_H`] high: each head wrapped over
/// its columns, the second lines below.
fn report_head(page: &mut Page, top: f32) {
    page.frame(LEFT, top, 190.0, HEAD_H);
    let mut x = LEFT;
    for (i, (cw, head, sub)) in COLS.iter().enumerate() {
        let paired_second = head.is_empty();
        if !head.is_empty() {
            let span = if COLS.get(i + 1).is_some_and(|c| c.1.is_empty()) {
                cw + COLS[i + 1].0
            } else {
                *cw
            };
            let lines = wrap(head, Weight::Regular, MIN_TEXT_PT, span - 2.0);
            let first = if sub.is_empty() {
                top + (HEAD_H - lines.len() as f32 * LINE) / 2.0 + 2.9
            } else {
                top + 3.6
            };
            for (k, line) in lines.into_iter().enumerate() {
                page.cell(
                    x,
                    first + LINE * k as f32,
                    span,
                    MIN_TEXT_PT,
                    line,
                    Align::Center,
                );
            }
        }
        let sub = wrap(sub, Weight::Regular, MIN_TEXT_PT, cw - 2.0);
        let first = top + HEAD_H - 1.6 - LINE * (sub.len().max(1) - 1) as f32;
        for (k, line) in sub.into_iter().enumerate() {
            page.cell(
                x,
                first + LINE * k as f32,
                *cw,
                MIN_TEXT_PT,
                line,
                Align::Center,
            );
        }
        page.line(
            (x, if paired_second { top + 9.5 } else { top }),
            (x, top + HEAD_H),
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
    /// His last move's arrival: `None` with no move of his, `Some(None)` when not known.
    last_received: Option<Option<NaiveDate>>,
    last_sent: Option<NaiveDate>,
    note: String,
}

fn report_row(r: &GameRecords, as_of: NaiveDate) -> ReportRow {
    // Only what had happened by the report's day.
    let upto = r.as_of(as_of);
    let s: Schedule = upto.schedule();
    let mine = r.game.my_colour;
    let my_plies: Vec<_> = s.plies().filter(|p| mover(p.ply) == mine).collect();
    let last_mine = my_plies.last();
    // The last move received is his latest that had reached me by the day, answered or not
    // (49); the day it came, or that the diary does not know it — never an earlier move's.
    let last_received = upto
        .plies
        .iter()
        .enumerate()
        .rfind(|(i, _)| mover(*i as u32) != mine)
        .map(|(_, p)| effective_received(p));
    let mut notes = Vec::new();
    // As the game stood on the day.
    match upto.game.status() {
        GameStatus::Finished => notes.push(match super::ended_by_card(&upto) {
            Some((how, _)) => format!("окончена {}: {how}", result_sign(upto.game.result())),
            None => format!("окончена {}", result_sign(upto.game.result())),
        }),
        GameStatus::Adjudication => notes.push("на присуждении".to_owned()),
        GameStatus::Withdrawn => notes.push("выбытие".to_owned()),
        GameStatus::InPlay => {}
    }
    for (side, t) in [("белые", &s.totals.white), ("черные", &s.totals.black)] {
        if !t.oversteps.is_empty() {
            notes.push(format!("просрочка ({side})"));
        }
    }
    // A game that had not begun by the day owes nothing yet.
    let start = r.time().start;
    if start.is_some_and(|d| d > as_of) {
        notes.push(format!("начало {}", date(start)));
    }
    // What 47.5.1 (48.5.1 by e-mail) says the arbiter must be told.
    let begun = start.is_none_or(|d| d <= as_of);
    for a in actions(&upto, as_of).into_iter().filter(|_| begun) {
        let note = match a.kind {
            ActionKind::ReportSilence { mode: Mode::Post } => {
                "нет ответа на повтор хода заказным (47.5.1)"
            }
            ActionKind::ReportSilence { mode: Mode::Email } => {
                "нет ответа на повтор хода с копией арбитру (48.5.1)"
            }
            ActionKind::RequestFirstMove { mode: Mode::Post } => "нет первого хода белых (47.5.1)",
            ActionKind::RequestFirstMove { mode: Mode::Email } => "нет первого хода белых (48.5.1)",
            _ => continue,
        };
        notes.push(note.to_owned());
    }
    ReportRow {
        white_moves: s.totals.white.moves,
        black_moves: s.totals.black.moves,
        white_total: s.totals.white.total_text(Language::RU),
        black_total: s.totals.black.total_text(Language::RU),
        last_received,
        last_sent: last_mine.and_then(|p| p.sent.map(|e| e.date)),
        note: notes.join(", "),
    }
}
