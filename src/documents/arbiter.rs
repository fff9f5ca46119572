//! Papers for the arbiter: the participant's report (article 49), the game record (47.9.2),
//! the time-overstep claim (47.6.2) and the adjudication submission (47.9.5, 48.9.4). Official
//! text: Russian.

use chrono::{Duration, NaiveDate};
use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, Position, Square};

use super::DocumentError;
use super::layout::{A4, Align, Document, Flow, Item, Page, Weight};
use super::postcard::numbered;
use super::schedule_form::{players, schedule_form};
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{Notation, format_line, read_move};
use crate::domain::schedule::Schedule;
use crate::domain::{
    Direction, GameResult, GameStatus, Gender, Profile, effective_received, effective_sent,
};
use crate::messages::Language;

fn date(d: Option<NaiveDate>) -> String {
    d.map_or_else(|| "—".to_owned(), |d| d.format("%d.%m.%Y").to_string())
}

fn result_ru(r: GameResult) -> &'static str {
    match r {
        GameResult::WhiteWins => "1-0 (победа белых)",
        GameResult::BlackWins => "0-1 (победа черных)",
        GameResult::Draw => "½-½ (ничья)",
        GameResult::Unknown => "не определён",
    }
}

/// `text` cut into lines of at most `chars` characters, at spaces, keeping its own line breaks.
fn wrapped(text: &str, chars: usize) -> Vec<String> {
    let mut lines = Vec::new();
    for source in text.lines() {
        let mut line = String::new();
        for word in source.split_whitespace() {
            if !line.is_empty() && line.chars().count() + word.chars().count() + 1 > chars {
                lines.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
        lines.push(line);
    }
    lines
}

/// Writes `text` as lines of at most `chars` characters from `y` down; returns the next y.
fn paragraph(page: &mut Page, x: f32, mut y: f32, size: f32, text: &str, chars: usize) -> f32 {
    for line in wrapped(text, chars) {
        page.text(x, y, size, line);
        y += size * 0.45;
    }
    y
}

/// The moves as numbered pairs, in two columns from `y` down; returns the next y.
fn moves_list(page: &mut Page, r: &GameRecords, notation: Notation, y: f32) -> f32 {
    let moves = format_line(&r.plies.iter().map(|p| p.uci).collect::<Vec<_>>(), notation);
    let pairs: Vec<String> = moves
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}. {}", i + 1, pair.join("  ")))
        .collect();
    let per_column = pairs.len().div_ceil(2).max(1);
    let mut bottom = y;
    for (i, text) in pairs.iter().enumerate() {
        let (col, row) = (i / per_column, i % per_column);
        let line_y = y + row as f32 * 4.6;
        page.add_text(
            20.0 + col as f32 * 90.0,
            line_y,
            9.0,
            text.clone(),
            Weight::Regular,
            Align::Left,
            Some(85.0),
        );
        bottom = bottom.max(line_y + 4.6);
    }
    bottom
}

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
            as_of.format("%d.%m.%Y")
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
    let my_plies: Vec<_> = s
        .plies()
        .filter(|p| p.ply.is_multiple_of(2) == mine.is_white())
        .collect();
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

/// The head of a game record: partners, competition, dates, times, result.
fn record_head(
    page: &mut Page,
    r: &GameRecords,
    me: &Profile,
    mut y: f32,
    ended: Option<NaiveDate>,
) -> f32 {
    let s = r.schedule();
    let (white, black) = players(r, me);
    let t = &r.tournament;
    let end = r
        .plies
        .last()
        .and_then(|p| effective_sent(&p.sent, &p.delivery))
        .map(|e| e.date);
    let rows = [
        ("Партнеры:", format!("{white} (белые) — {black} (черные)")),
        (
            "Соревнование:",
            format!("{} {}", t.code, t.name).trim().to_owned(),
        ),
        ("Начало партии:", date(r.game.start.or(t.start))),
        (
            "Окончание партии:",
            match (ended, r.game.status) {
                (Some(day), _) => date(Some(day)),
                (None, GameStatus::InPlay) => "—".to_owned(),
                (None, _) => date(end),
            },
        ),
        (
            "Суммарное время:",
            format!(
                "белые {} дн., черные {} дн.",
                s.white.total_text(Language::Ru),
                s.black.total_text(Language::Ru)
            ),
        ),
        ("Результат:", result_ru(r.game.result).to_owned()),
    ];
    for (label, value) in rows {
        page.bold(20.0, y, 10.0, label);
        page.add_text(
            62.0,
            y,
            10.0,
            value,
            Weight::Regular,
            Align::Left,
            Some(128.0),
        );
        y += 6.0;
    }
    y
}

/// The game record sent after a game (47.9.1–47.9.2).
pub fn game_record(r: &GameRecords, me: &Profile, notation: Notation) -> Document {
    let (w, h) = A4;
    let mut page = Page::new(w, h);
    page.add_text(
        w / 2.0,
        20.0,
        13.0,
        "Запись партии",
        Weight::Bold,
        Align::Center,
        None,
    );
    let y = record_head(&mut page, r, me, 32.0, None);
    let y = moves_list(&mut page, r, notation, y + 6.0);
    page.text(
        120.0,
        (y + 12.0).min(h - 15.0),
        10.0,
        "Подпись ____________",
    );
    Document {
        title: format!("Запись партии — {} — {}", r.tournament.code, r.partner.name),
        pages: vec![page],
    }
}

/// The claim of the partner's time overstep (47.6.2), with the schedule attached.
pub fn overstep_claim(
    r: &GameRecords,
    me: &Profile,
    notation: Notation,
) -> Result<Document, DocumentError> {
    let s = r.schedule();
    let his = !r.game.my_colour;
    let his_plies: Vec<_> = s
        .plies()
        .filter(|p| p.ply.is_multiple_of(2) == his.is_white())
        .collect();
    // The overstep to claim now is his latest, as Today offers it.
    let Some(over) = his_plies.iter().rev().find(|p| p.overstep) else {
        return Err(DocumentError::NoOverstep(r.named()));
    };
    let (w, h) = A4;
    let mut page = Page::new(w, h);
    let a = &r.tournament.arbiter;
    let mut y = 18.0;
    page.bold(110.0, y, 10.0, format!("Арбитру {}", a.name));
    y += 5.0;
    y = page.text_lines(
        110.0,
        y,
        9.0,
        &format!("{}\n{}", a.postal_address, a.email),
        4.5,
        90.0,
    );
    page.add_text(
        110.0,
        y + 2.0,
        9.0,
        format!("от {}", me.full_name),
        Weight::Regular,
        Align::Left,
        Some(90.0),
    );
    y += 7.0;
    y = page.text_lines(110.0, y, 9.0, &me.postal_address, 4.5, 90.0);
    y += 8.0;
    page.add_text(
        w / 2.0,
        y,
        13.0,
        "Заявление о просрочке времени",
        Weight::Bold,
        Align::Center,
        None,
    );
    y += 9.0;
    let moves = format_line(&r.plies.iter().map(|p| p.uci).collect::<Vec<_>>(), notation);
    let t = &r.tournament;
    let over_reason = over
        .why
        .iter()
        .find(|w| matches!(w, crate::domain::reason::Why::Overstep { .. }))
        .map(|w| w.told(Language::Ru))
        .unwrap_or_default();
    let statement = format!(
        "В партии турнира {} {} мой партнер {} ({}) допустил{} просрочку времени (47.6.1) на ходу {}: {}.",
        t.code,
        t.name,
        r.partner.name,
        if his.is_white() {
            "белые"
        } else {
            "черные"
        },
        past_ending(r.partner.gender),
        numbered(
            over.ply,
            moves.get(over.ply as usize).map_or("", String::as_str)
        ),
        over_reason
    );
    y = paragraph(&mut page, 20.0, y, 10.0, &statement, 78);
    let mut flow = Flow::new(page, y, 15.0, h - 25.0);
    let (page, y) = flow.line(6.0);
    page.bold(20.0, y, 10.0, "Подсчет времени партнера:");
    // His count that proves it: from the last restart before it (47.6.4) to the overstep.
    let since = over.restart_after.unwrap_or(0);
    for p in his_plies
        .iter()
        .filter(|p| p.ply / 2 + 1 > since)
        .take_while(|p| p.ply <= over.ply)
    {
        let line = format!(
            "{}: получил {}, отправил {}, {} дн., всего {}",
            numbered(p.ply, moves.get(p.ply as usize).map_or("", String::as_str)),
            date(p.received),
            date(p.sent.map(|e| e.date)),
            p.days.map_or("?".to_owned(), |d| d.to_string()),
            p.total_text(Language::Ru)
        );
        let (page, y) = flow.line(4.4);
        page.add_text(
            24.0,
            y,
            8.5,
            line,
            Weight::Regular,
            Align::Left,
            Some(170.0),
        );
    }
    flow.skip(4.0);
    let (page, y) = flow.line(6.0);
    page.text(
        20.0,
        y,
        10.0,
        "Сообщение партнеру о просрочке отправлено заказным письмом:",
    );
    let (page, y) = flow.line(6.0);
    page.text(
        24.0,
        y,
        10.0,
        "квитанция № ____________________ от ______________",
    );
    flow.skip(2.0);
    let (page, y) = flow.line(6.0);
    page.bold(20.0, y, 10.0, "Прилагаю открытки партнера:");
    let mut cards: Vec<String> = r
        .correspondence
        .iter()
        .filter(|c| c.direction == Direction::In)
        .map(|c| {
            let of_move = c
                .ply
                .map(|p| {
                    format!(
                        " (ход {})",
                        numbered(p, moves.get(p as usize).map_or("", String::as_str))
                    )
                })
                .unwrap_or_default();
            format!("— от {}{of_move}", date(c.sent.or(c.written)))
        })
        .collect();
    if cards.is_empty() {
        cards.push("— ______________________________".to_owned());
    }
    for c in cards {
        let (page, y) = flow.line(4.6);
        page.text(24.0, y, 9.0, c);
    }
    flow.skip(2.0);
    let (page, y) = flow.line(6.0);
    page.text(20.0, y, 9.0, "Приложение: график переписки (статья 52).");
    flow.skip(6.0);
    let (page, y) = flow.line(6.0);
    page.text(120.0, y, 10.0, "Подпись ____________");
    let mut pages = flow.pages(&game_named(r));
    pages.extend(schedule_form(r, me, notation).pages);
    Ok(Document {
        title: format!("Заявление о просрочке — {} — {}", t.code, r.partner.name),
        pages,
    })
}

/// What I claim when a game goes to adjudication.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AdjudicationClaim {
    /// The result I claim.
    pub result: GameResult,
    /// Why, with analysis.
    pub justification: String,
    /// My sealed move when I am to move (47.9.5.4), in any notation.
    pub sealed_move: Option<String>,
}

impl AdjudicationClaim {
    /// Checks the claim against the game before any paper is made: a result and its
    /// justification (47.9.5.3), and, when I am to move, a sealed move that can be played
    /// (47.9.5.4). Gives the sealed move in the game's notation, a blank when none is typed, and
    /// `None` when the partner is to move.
    pub fn check(
        &self,
        r: &GameRecords,
        notation: Notation,
    ) -> Result<Option<String>, DocumentError> {
        if self.result == GameResult::Unknown || self.justification.trim().is_empty() {
            return Err(DocumentError::NoClaim);
        }
        let pos = final_position(r);
        if pos.turn() != r.game.my_colour {
            return Ok(None);
        }
        Ok(Some(match self.sealed_move.as_deref().map(str::trim) {
            None | Some("") => "____________".to_owned(),
            Some(text) => {
                let m = read_move(&pos, text).map_err(DocumentError::SealedMove)?;
                notation.format(&pos, m)
            }
        }))
    }
}

/// The position after the moves played.
fn final_position(r: &GameRecords) -> Chess {
    let mut pos = Chess::default();
    for p in &r.plies {
        let Ok(m) = p.uci.to_move(&pos) else { break };
        pos.play_unchecked(m);
    }
    pos
}

/// The adjudication submission (47.9.5, 48.9.4): record, final position, claim, sealed move.
pub fn adjudication(
    r: &GameRecords,
    me: &Profile,
    notation: Notation,
    claim: &AdjudicationClaim,
) -> Result<Document, DocumentError> {
    let sealed = claim.check(r, notation)?;
    let (w, h) = A4;
    let mut page = Page::new(w, h);
    page.add_text(
        w / 2.0,
        18.0,
        13.0,
        "Материалы для присуждения партии",
        Weight::Bold,
        Align::Center,
        None,
    );
    if let Some(end) = r.tournament.end {
        page.add_text(
            w / 2.0,
            24.0,
            9.0,
            format!(
                "отправить арбитру до {} ({}: 14 дней после окончания турнира)",
                date(Some(end + Duration::days(14))),
                match r.tournament.mode {
                    crate::domain::Mode::Post => "47.9.5",
                    crate::domain::Mode::Email => "48.9.4",
                }
            ),
            Weight::Regular,
            Align::Center,
            None,
        );
    }
    // The game ends with the tournament when it goes to adjudication.
    let y = record_head(&mut page, r, me, 34.0, r.tournament.end);
    let y = moves_list(&mut page, r, notation, y + 4.0);
    // The position and the claim take a block of their own, on the next sheet if need be; the
    // analysis follows, line by line, over as many sheets as it takes.
    let mut flow = Flow::new(page, y, 15.0, h - 25.0);
    let size = 8.0;
    let (page, y) = flow.block(8.0 * size + 26.0);
    let pos = final_position(r);
    let y = y + 4.0;
    page.bold(20.0, y, 10.0, "Заключительная позиция:");
    let (left, top) = (24.0, y + 4.0);
    diagram(page, &pos, left, top, size);
    let fen = Fen::from_position(&pos, EnPassantMode::Legal).to_string();
    page.add_text(
        left,
        top + 8.0 * size + 7.0,
        8.0,
        format!("FEN: {fen}"),
        Weight::Regular,
        Align::Left,
        Some(170.0),
    );
    let y2 = top + 8.0 * size + 14.0;
    page.bold(100.0, y + 8.0, 10.0, "Оценка позиции:");
    page.text(100.0, y + 14.0, 10.0, result_ru(claim.result));
    let to_move = if pos.turn().is_white() {
        "белых"
    } else {
        "черных"
    };
    page.text(100.0, y + 20.0, 9.0, format!("Очередь хода {to_move}."));
    if let Some(sealed) = sealed {
        page.text(
            100.0,
            y + 26.0,
            10.0,
            format!("Мой ход (47.9.5.4): {sealed}"),
        );
    }
    page.bold(20.0, y2, 10.0, "Обоснование (анализ):");
    flow.skip(2.0);
    for line in wrapped(&claim.justification, 82) {
        let (page, y) = flow.line(4.3);
        page.text(20.0, y, 9.5, line);
    }
    flow.skip(6.0);
    let (page, y) = flow.line(6.0);
    page.text(120.0, y, 10.0, "Подпись ____________");
    Ok(Document {
        title: format!("Присуждение — {} — {}", r.tournament.code, r.partner.name),
        pages: flow.pages(&game_named(r)),
    })
}

/// The game as a loose sheet names it: the tournament, the board and the partner. A long
/// tournament name is cut first, so the board and the partner stay.
fn game_named(r: &GameRecords) -> String {
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
            top + 8.0 * size + 3.5,
            7.0,
            file.to_string(),
            Weight::Regular,
            Align::Center,
            None,
        );
        page.add_text(
            left - 2.5,
            top + (7.0 - i as f32 + 0.65) * size,
            7.0,
            (i + 1).to_string(),
            Weight::Regular,
            Align::Center,
            None,
        );
    }
}

/// The Russian verb ending of the past tense: "" for him, "а" for her ("допустил(а)").
fn past_ending(gender: Gender) -> &'static str {
    match gender {
        Gender::Male => "",
        Gender::Female => "а",
    }
}
