//! The claim of the partner's time-control overstep (47.6.2), with his count and the cards that
//! prove it. Official text: Russian.

use super::DocumentError;
use super::date;
use super::game_record::game_named;
use super::layout::{A4, Align, Document, Flow, Page, Weight, paragraph};
use super::postcard::numbered;
use super::schedule_form::schedule_form;
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{Notation, format_line};
use crate::domain::{Direction, Gender, Profile};
use crate::domain::{move_number, mover};
use crate::messages::Language;

/// The claim of the partner's time overstep (47.6.2), with the schedule attached.
pub fn overstep_claim(
    r: &GameRecords,
    me: &Profile,
    notation: Notation,
) -> Result<Document, DocumentError> {
    let s = r.schedule();
    let his = !r.game.my_colour;
    let his_plies: Vec<_> = s.plies().filter(|p| mover(p.ply) == his).collect();
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
        .filter(|p| move_number(p.ply) > since)
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

/// The Russian verb ending of the past tense: "" for him, "а" for her ("допустил(а)").
fn past_ending(gender: Gender) -> &'static str {
    match gender {
        Gender::Male => "",
        Gender::Female => "а",
    }
}
