//! The claim of the partner's time-control overstep (47.6.2), with his count and the cards that
//! prove it. Official text: Russian.

use super::DocumentError;
use super::date;
use super::game_record::game_named;
use chrono::NaiveDate;

use super::layout::{A4, Align, Document, Flow, Page, Weight, paragraph, wrap};
use super::postcard::numbered;
use super::schedule_form::schedule_form;
use crate::domain::deadlines::{GameRecords, overstep_window};
use crate::domain::notation::{Notation, format_line};
use crate::domain::reason::Why;
use crate::domain::schedule::PlyTime;
use crate::domain::{Direction, Gender, Profile, effective_received, effective_sent};
use crate::domain::{move_number, mover};
use crate::i18n::{Case, Language, Noun, Person};

/// The claim of the partner's time overstep (47.6.2), dated `as_of`, with the schedule attached
/// and the notice to the partner (47.6.2.2) as its last sheet. Refused once my reply to his
/// control move went out before `as_of` (47.6.3, 48.6.1).
pub fn overstep_claim(
    r: &GameRecords,
    me: &Profile,
    notation: Notation,
    as_of: NaiveDate,
) -> Result<Document, DocumentError> {
    let s = r.schedule();
    let his = !r.game.my_colour;
    let his_plies: Vec<_> = s.plies().filter(|p| mover(p.ply) == his).collect();
    // The overstep to claim now is his latest, as Today offers it.
    let Some(over) = his_plies.iter().rev().find(|p| p.overstep) else {
        return Err(DocumentError::NoOverstep(r.name()));
    };
    // 47.6.3: no later than my reply to his control move; when the reply's day is unknown,
    // so is whether the claim is in time, and it is not made.
    if let Some(window) =
        overstep_window(&r.time().rules, &r.plies, &s.totals).filter(|w| w.replied)
        && window.closed_on.is_none_or(|d| d < as_of)
    {
        return Err(DocumentError::ClaimTooLate {
            game: r.name(),
            control_move: window.control_move,
            closed: window.closed_on,
        });
    }
    let (w, h) = A4;
    let mut page = Page::new(w, h);
    let a = &r.tournament.arbiter;
    let arbiter_address = format!("{}\n{}", a.postal_address, a.email);
    let mut y = head(
        &mut page,
        [("Арбитр:", &a.name), ("Адрес:", &arbiter_address)],
        [
            ("Заявитель:", &me.full_name),
            ("Адрес:", &me.postal_address),
        ],
    );
    y += 8.0;
    page.heading(y, "Заявление о просрочке времени");
    y += 9.0;
    let moves = format_line(&r.plies.iter().map(|p| p.uci).collect::<Vec<_>>(), notation);
    let statement = statement(r, over, &moves);
    y = paragraph(&mut page, 20.0, y, 10.0, &statement, 170.0);
    let mut flow = Flow::new(page, y, 15.0, h - 25.0);
    his_count(&mut flow, &his_plies, over, &moves);
    attachments(&mut flow, r, &moves, over, as_of);
    let mut pages = flow.pages(&game_named(r));
    pages.extend(schedule_form(r, me, notation).pages);
    pages.push(notice(r, me, over, &moves, as_of));
    Ok(Document {
        title: format!(
            "Заявление о просрочке — {} — {}",
            r.tournament.label(),
            r.partner.name
        ),
        pages,
    })
}

/// The registered notice to him (47.6.2.2), his cards (47.6.2.3), the schedule, the date and
/// the signature.
fn attachments(
    flow: &mut Flow,
    r: &GameRecords,
    moves: &[String],
    over: &PlyTime,
    as_of: NaiveDate,
) {
    flow.skip(4.0);
    let notice = format!(
        "Сообщение партнеру {} о просрочке (47.6.2.2) отправлено заказным письмом: \
         квитанция № ____________________ от ______________ (сообщение приложено).",
        partner(r).declined(Case::Dative)
    );
    for line in wrap(&notice, Weight::Regular, 10.0, 170.0) {
        let (page, y) = flow.line(5.0);
        page.text(20.0, y, 10.0, line);
    }
    flow.skip(2.0);
    let (page, y) = flow.line(6.0);
    page.bold(20.0, y, 10.0, "Прилагаю открытки партнера (47.6.2.3):");
    let cards = his_cards(r, moves, over);
    let last = cards.len().saturating_sub(1);
    for (n, c) in cards.into_iter().enumerate() {
        // The last card listed, the appendix and the signature stand together.
        if n == last {
            flow.keep(4.6 + 2.0 + 6.0 + 6.0 + 6.0);
        }
        let (page, y) = flow.line(4.6);
        page.text(24.0, y, 9.0, c);
    }
    flow.skip(2.0);
    let (page, y) = flow.line(6.0);
    page.text(20.0, y, 9.0, "Приложение: график переписки (статья 52).");
    flow.skip(6.0);
    let (page, y) = flow.line(6.0);
    page.text(20.0, y, 10.0, format!("Дата {}", date(Some(as_of))));
    page.text(120.0, y, 10.0, "Подпись ____________");
}

/// His count that proves the overstep: from the last restart before it (47.6.4) to it.
fn his_count(flow: &mut Flow, his_plies: &[&PlyTime], over: &PlyTime, moves: &[String]) {
    let (page, y) = flow.line(6.0);
    page.bold(20.0, y, 10.0, "Подсчет времени партнера:");
    let since = over.restart_after.unwrap_or(0);
    for p in his_plies
        .iter()
        .filter(|p| move_number(p.ply) > since)
        .take_while(|p| p.ply <= over.ply)
    {
        let line = format!(
            "{}: получил {}, отправил {}, {} дн., всего {}",
            numbered(p.ply, moves.get(p.ply as usize).map_or("", String::as_str)),
            date(p.received),
            date(p.sent.map(|e| e.date)),
            p.days.map_or("?".to_owned(), |d| d.to_string()),
            p.total_text(Language::RU)
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
}

/// The head of a letter: to whom, then from whom, each a name (bold) and an address; returns
/// the baseline below it.
pub(super) fn head(page: &mut Page, to: [(&str, &str); 2], from: [(&str, &str); 2]) -> f32 {
    let mut y = 18.0;
    y = field(page, y, to[0].0, to[0].1, true);
    y = field(page, y, to[1].0, to[1].1, false);
    y = field(page, y + 2.0, from[0].0, from[0].1, true);
    field(page, y, from[1].0, from[1].1, false)
}

/// A labelled field of the head, the label bold, the value wrapped beside it (a line to fill in
/// by hand where the diary has none); returns the baseline after it.
fn field(page: &mut Page, y: f32, label: &str, value: &str, bold: bool) -> f32 {
    page.bold(110.0, y, 9.0, label);
    let weight = if bold { Weight::Bold } else { Weight::Regular };
    let value = match value.trim() {
        "" => "________________",
        typed => typed,
    };
    let after = page.wrapped(132.0, y, 9.0, weight, value, 68.0, 4.2);
    after.max(y + 4.2) + 0.6
}

/// The overstep as a sentence: the game, who, at which move, the days against the norm.
fn statement(r: &GameRecords, over: &PlyTime, moves: &[String]) -> String {
    let t = &r.tournament;
    let board = r.game.board.trim();
    let board = if board.is_empty() {
        String::new()
    } else {
        format!(", доска {board}")
    };
    let side = if mover(over.ply).is_white() {
        "белые"
    } else {
        "черные"
    };
    let count = overstep_count(over);
    format!(
        "В партии турнира {}{board} мой партнер {} ({side}) допустил{} просрочку времени \
         (47.6.1) на ходу {}{}.",
        format!("{} {}", t.code, t.name).trim(),
        r.partner.name,
        past_ending(r.partner.gender),
        numbered(
            over.ply,
            moves.get(over.ply as usize).map_or("", String::as_str)
        ),
        count.unwrap_or_default()
    )
}

/// " — за 6 ходов израсходовано 62 дн. при норме 60 дней": the count that proves it.
fn overstep_count(over: &PlyTime) -> Option<String> {
    over.why.iter().find_map(|w| match w {
        Why::Overstep {
            total,
            moves,
            limit,
        } => Some(format!(
            " — за {} израсходовано {} дн. при норме {}",
            Language::RU.count(*moves, Noun::Move),
            total,
            Language::RU.count(*limit, Noun::Day)
        )),
        _ => None,
    })
}

/// His cards in the diary, each by its date and the move it brought (47.6.2.3).
fn his_cards(r: &GameRecords, moves: &[String], over: &PlyTime) -> Vec<String> {
    let of_move = |p: u32| numbered(p, moves.get(p as usize).map_or("", String::as_str));
    let mut cards: Vec<String> = r
        .correspondence
        .iter()
        .filter(|c| c.direction == Direction::In)
        .map(|c| {
            let of_move = c
                .ply
                .map(|p| format!(" (ход {})", of_move(p)))
                .unwrap_or_default();
            format!("— от {}{of_move}", date(c.sent.or(c.written)))
        })
        .collect();
    // No card of his filed (his moves came from a PGN): the cards of the count, by move and
    // the dates the diary has for them.
    if cards.is_empty() {
        let since = over.restart_after.unwrap_or(0);
        let his = (0..=over.ply)
            .filter(|p| mover(*p) != r.game.my_colour && move_number(*p) > since)
            .filter_map(|p| Some((p, r.plies.get(p as usize)?)));
        cards = his
            .map(|(p, ply)| {
                let sent = effective_sent(&ply.sent, &ply.delivery).map(|e| e.date);
                let came = effective_received(ply);
                format!(
                    "— от {} (ход {}), получена {}",
                    date(sent),
                    of_move(p),
                    date(came)
                )
            })
            .collect();
    }
    if cards.is_empty() {
        cards.push("— ______________________________".to_owned());
    }
    cards
}

/// The partner, for a sentence to decline.
fn partner(r: &GameRecords) -> Person {
    Person::new(&r.partner.name, r.partner.gender)
}

/// The notice of the overstep to the partner, sent by registered mail (47.6.2.2).
fn notice(
    r: &GameRecords,
    me: &Profile,
    over: &PlyTime,
    moves: &[String],
    as_of: NaiveDate,
) -> Page {
    let (w, h) = A4;
    let mut page = Page::new(w, h);
    let address = r
        .partner
        .current_contact()
        .map(|c| c.postal_address.clone())
        .unwrap_or_default();
    let mut y = head(
        &mut page,
        // «Кому?» asks for the dative: «Петрову Павлу».
        [
            ("Кому:", &partner(r).declined(Case::Dative)),
            ("Адрес:", &address),
        ],
        [("От кого:", &me.full_name), ("Адрес:", &me.postal_address)],
    );
    y += 8.0;
    page.heading(y, "Сообщение о просрочке времени");
    y += 9.0;
    let t = &r.tournament;
    let told = format!(
        "Сообщаю, что в нашей партии турнира {} вы допустили просрочку времени (47.6.1) на ходу \
         {}{}. Заявление о просрочке направлено арбитру соревнования (47.6.2).",
        format!("{} {}", t.code, t.name).trim(),
        numbered(
            over.ply,
            moves.get(over.ply as usize).map_or("", String::as_str)
        ),
        overstep_count(over).unwrap_or_default()
    );
    y = paragraph(&mut page, 20.0, y, 10.0, &told, 170.0);
    page.text(
        20.0,
        (y + 10.0).min(h - 20.0),
        10.0,
        format!("Дата {}", date(Some(as_of))),
    );
    page.text(
        120.0,
        (y + 10.0).min(h - 20.0),
        10.0,
        "Подпись ____________",
    );
    page
}

/// The Russian verb ending of the past tense: "" for him, "а" for her ("допустил(а)").
fn past_ending(gender: Gender) -> &'static str {
    match gender {
        Gender::Male => "",
        Gender::Female => "а",
    }
}
