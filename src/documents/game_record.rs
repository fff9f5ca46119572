//! The game record sent after a game (47.9.1–47.9.2), and the parts other arbiter papers share:
//! the record's head, the moves in two columns, the board diagram. Official text: Russian.

use chrono::NaiveDate;
use shakmaty::{Chess, Position, Square};

use super::date;
use super::layout::{A4, Align, Document, Flow, Item, MIN_TEXT_PT, Page, Weight, wrap};
use super::schedule_form::players;
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{Notation, format_line};
use crate::domain::{GameResult, GameStatus, Profile, effective_sent};
use crate::i18n::Language;

pub(super) fn result_ru(r: GameResult) -> &'static str {
    match r {
        GameResult::WhiteWins => "1-0 (победа белых)",
        GameResult::BlackWins => "0-1 (победа черных)",
        GameResult::Draw => "½-½ (ничья)",
        GameResult::Unknown => "не определён",
    }
}

/// The moves as numbered pairs, two pairs a line, over as many sheets as they take.
pub(super) fn moves_list(flow: &mut Flow, r: &GameRecords, notation: Notation) {
    let moves = format_line(&r.plies.iter().map(|p| p.uci).collect::<Vec<_>>(), notation);
    let pairs: Vec<String> = moves
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}. {}", i + 1, pair.join("  ")))
        .collect();
    for two in pairs.chunks(2) {
        let (page, y) = flow.line(4.6);
        for (col, text) in two.iter().enumerate() {
            let x = 20.0 + col as f32 * 90.0;
            page.add_text(
                x,
                y,
                9.0,
                text.clone(),
                Weight::Regular,
                Align::Left,
                Some(85.0),
            );
        }
    }
}

/// The head of a game record: partners, competition, dates, times, result; long values wrap.
pub(super) fn record_head(
    flow: &mut Flow,
    r: &GameRecords,
    me: &Profile,
    ended: Option<NaiveDate>,
) {
    let s = r.schedule();
    let by_card = super::ended_by_card(r);
    let (white, black) = players(r, me);
    let t = &r.tournament;
    let end = r
        .plies
        .last()
        .and_then(|p| effective_sent(&p.sent, &p.delivery))
        .map(|e| e.date);
    let rows = [
        ("Партнеры:", format!("{white} (белые) — {black} (черные)")),
        ("Соревнование:", super::tournament_named(t)),
        ("Начало партии:", date(r.game.start.or(t.start))),
        (
            "Окончание партии:",
            match (ended, r.game.status()) {
                (Some(day), _) => date(Some(day)),
                (None, GameStatus::InPlay) => "—".to_owned(),
                (None, _) => date(by_card.as_ref().and_then(|(_, day)| *day).or(end)),
            },
        ),
        (
            "Суммарное время:",
            format!(
                "белые {} дн., черные {} дн.",
                s.totals.white.total_text(Language::RU),
                s.totals.black.total_text(Language::RU)
            ),
        ),
        (
            "Результат:",
            match &by_card {
                Some((how, _)) => format!("{}, {how}", result_ru(r.game.result())),
                None => result_ru(r.game.result()).to_owned(),
            },
        ),
    ];
    for (label, value) in rows {
        for (n, line) in wrap(&value, Weight::Regular, 10.0, 128.0)
            .into_iter()
            .enumerate()
        {
            let (page, y) = flow.line(if n == 0 { 6.0 } else { 4.6 });
            if n == 0 {
                page.bold(20.0, y, 10.0, label);
            }
            page.add_text(
                62.0,
                y,
                10.0,
                line,
                Weight::Regular,
                Align::Left,
                Some(128.0),
            );
        }
    }
}

/// The game record sent after a game (47.9.1–47.9.2).
pub fn game_record(r: &GameRecords, me: &Profile, notation: Notation) -> Document {
    let (w, h) = A4;
    let mut page = Page::new(w, h);
    page.heading(20.0, "Запись партии");
    let mut flow = Flow::new(page, 26.0, 15.0, h - 20.0);
    record_head(&mut flow, r, me, None);
    flow.skip(6.0);
    moves_list(&mut flow, r, notation);
    flow.skip(8.0);
    let (page, y) = flow.line(6.0);
    page.text(120.0, y, 10.0, "Подпись ____________");
    Document {
        title: format!("Запись партии — {} — {}", r.tournament.code, r.partner.name),
        pages: flow.pages(&game_named(r)),
    }
}

/// The game as a loose sheet names it: the tournament, the board and the partner. A long
/// tournament name is cut first, so the board and the partner stay.
pub(super) fn game_named(r: &GameRecords) -> String {
    let t = &r.tournament;
    let mut tail = String::new();
    if !r.game.board.trim().is_empty() {
        tail.push_str(&format!(", доска {}", r.game.board.trim()));
    }
    tail.push_str(&format!(", партнер: {}", r.partner.name));
    let tournament = format!("{} {}", t.code, t.name).trim().to_owned();
    let room = 80usize.saturating_sub(tail.chars().count()).max(12);
    let tournament: String = match tournament.chars().count() {
        n if n <= room => tournament,
        _ => tournament.chars().take(room - 1).chain(['…']).collect(),
    };
    tournament + &tail
}

/// A board diagram: squares, pieces and coordinates, White at the bottom.
pub fn diagram(page: &mut Page, pos: &Chess, left: f32, top: f32, size: f32) {
    for sq in Square::ALL {
        let col = sq.file().to_u32() as f32;
        let row = 7.0 - sq.rank().to_u32() as f32;
        let (x, y) = (left + col * size, top + row * size);
        page.items.push(Item::Rect {
            x,
            y,
            w: size,
            h: size,
            fill: Some(if sq.is_light() { 1.0 } else { 0.72 }),
            stroke: false,
        });
        if let Some(piece) = pos.board().piece_at(sq) {
            page.items.push(Item::Piece {
                x,
                y,
                size,
                role: piece.role,
                colour: piece.color,
            });
        }
    }
    page.frame(left, top, 8.0 * size, 8.0 * size);
    for i in 0..8u32 {
        let file = char::from(b'a' + i as u8);
        page.add_text(
            left + (i as f32 + 0.5) * size,
            top + 8.0 * size + 3.7,
            MIN_TEXT_PT,
            file.to_string(),
            Weight::Regular,
            Align::Center,
            None,
        );
        page.add_text(
            left - 2.5,
            top + (7.0 - i as f32 + 0.65) * size,
            MIN_TEXT_PT,
            (i + 1).to_string(),
            Weight::Regular,
            Align::Center,
            None,
        );
    }
}
