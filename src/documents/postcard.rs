//! The postcard (47.3.7): A6 landscape, address side and message side as two pages so duplex
//! printing works, and four cards to an A4 sheet for cutting. Official text: Russian.

use chrono::NaiveDate;

use super::layout::{A4, A6_LANDSCAPE, Align, Document, Item, Page, Weight};
use super::{DocumentError, date};
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{Notation, format_line};
use crate::domain::schedule::PlyTime;
use crate::domain::{Delivery, GameStatus, Mode, Profile, RegisteredMail};
use crate::domain::{move_number, mover};
use crate::messages::Language;

/// Whether the game's moves can go on a card: it is played by post and not sent to
/// adjudication or withdrawn.
pub fn postable(r: &GameRecords) -> Result<(), DocumentError> {
    if r.tournament.mode == Mode::Email {
        return Err(DocumentError::PlayedByEmail(r.named()));
    }
    // A finished game may still owe the card with its last move (a mate, a resignation
    // accepted); one sent to adjudication or withdrawn owes none.
    if matches!(
        r.game.status,
        GameStatus::Adjudication | GameStatus::Withdrawn
    ) {
        return Err(DocumentError::GameOver(r.named()));
    }
    Ok(())
}

/// "12. Кg1-f3" or "12. … Кg8-f6" for ply `ply` written `text`.
pub fn numbered(ply: u32, text: &str) -> String {
    match mover(ply) {
        shakmaty::Color::White => format!("{}. {text}", move_number(ply)),
        shakmaty::Color::Black => format!("{}. … {text}", move_number(ply)),
    }
}

/// The card for my last move; `repeat_of` marks it as the repeat, sent by registered mail that
/// day, of the card that carried the move (47.5.1).
pub fn postcard(
    r: &GameRecords,
    me: &Profile,
    notation: Notation,
    repeat_of: Option<NaiveDate>,
) -> Result<Document, DocumentError> {
    postable(r)?;
    let schedule = r.schedule();
    let plies: Vec<&PlyTime> = schedule.plies().collect();
    let mine = plies
        .last()
        .filter(|p| r.is_mine(p.ply))
        .ok_or_else(|| DocumentError::NoMoveOfMine(r.named()))?;
    let his = mine.ply.checked_sub(1).and_then(|i| plies.get(i as usize));
    let moves = format_line(&r.plies.iter().map(|p| p.uci).collect::<Vec<_>>(), notation);
    let text_of = |ply: u32| moves.get(ply as usize).cloned().unwrap_or_default();
    let (w, h) = A6_LANDSCAPE;
    let t = &r.tournament;

    // Address side: sender top-left, stamp top-right, recipient bottom-right.
    let mut address = Page::new(w, h);
    address.bold(8.0, 11.0, 8.0, "От кого:");
    address.text(8.0, 15.5, 9.0, me.full_name.clone());
    address.text_lines(8.0, 20.0, 8.0, &me.postal_address, 4.0, 62.0);
    address.frame(w - 33.0, 6.0, 25.0, 30.0);
    address.add_text(
        w - 20.5,
        22.0,
        6.0,
        "Место для марки",
        Weight::Regular,
        Align::Center,
        Some(23.0),
    );
    let partner_address = r
        .partner
        .current_contact()
        .map(|c| c.postal_address.clone())
        .unwrap_or_default();
    address.bold(72.0, 60.0, 8.0, "Кому:");
    address.text(72.0, 65.0, 10.0, r.partner.name.clone());
    address.text_lines(72.0, 71.0, 9.0, &partner_address, 5.0, 68.0);
    for k in 0..4 {
        let ly = 66.5 + 5.0 * k as f32;
        address.line((72.0, ly), (w - 8.0, ly), 0.3);
    }

    // Registered mail (47.4.12, 47.5.1, or the regulations' rule) says so on the address side,
    // with the post office's receipt number when the diary has it.
    let receipt = match r.plies.get(mine.ply as usize).map(|p| &p.delivery) {
        Some(Delivery::Registered { receipt_number }) if repeat_of.is_none() => {
            Some(receipt_number.trim())
        }
        _ => None,
    };
    if repeat_of.is_some() || receipt.is_some() || t.registered_mail == RegisteredMail::Always {
        address.bold(72.0, 46.0, 10.0, "Заказное");
        if let Some(number) = receipt.filter(|n| !n.is_empty()) {
            address.text(72.0, 51.0, 8.0, format!("№ {number}"));
        }
    }

    // Message side.
    let mut msg = Page::new(w, h);
    let title = format!("{} {}", t.code, t.name);
    msg.add_text(
        8.0,
        10.0,
        10.0,
        title.trim(),
        Weight::Bold,
        Align::Left,
        Some(100.0),
    );
    if !r.game.board.is_empty() {
        msg.add_text(
            w - 8.0,
            10.0,
            9.0,
            format!("доска {}", r.game.board),
            Weight::Regular,
            Align::Right,
            None,
        );
    }
    let (white, black) = if r.game.my_colour.is_white() {
        (me.full_name.as_str(), r.partner.name.as_str())
    } else {
        (r.partner.name.as_str(), me.full_name.as_str())
    };
    msg.add_text(
        8.0,
        15.5,
        8.5,
        format!("Белые: {white} — Черные: {black}"),
        Weight::Regular,
        Align::Left,
        Some(132.0),
    );
    let mut y = 22.0;
    if let Some(day) = repeat_of {
        msg.add_text(
            8.0,
            y,
            8.5,
            format!(
                "ПОВТОР открытки от {}, заказным {} (47.5.1)",
                date(mine.sent.map(|e| e.date)),
                date(Some(day))
            ),
            Weight::Bold,
            Align::Left,
            Some(132.0),
        );
        y += 5.5;
    }
    let row = |page: &mut Page, y: f32, label: &str, value: String| {
        page.text(8.0, y, 8.5, label.to_owned());
        page.add_text(
            80.0,
            y,
            8.5,
            value,
            Weight::Regular,
            Align::Left,
            Some(60.0),
        );
    };
    if let Some(h) = his {
        row(
            &mut msg,
            y,
            "Дата отправки вашего хода:",
            date(h.sent.map(|e| e.date)),
        );
        y += 4.8;
    }
    row(&mut msg, y, "Ваш ход получен:", date(mine.received));
    y += 4.8;
    row(
        &mut msg,
        y,
        "Мой ход отправлен:",
        date(mine.sent.map(|e| e.date)),
    );
    y += 4.8;
    row(
        &mut msg,
        y,
        "Суммарное время:",
        format!(
            "белые {} дн., черные {} дн.",
            schedule.white.total_text(Language::Ru),
            schedule.black.total_text(Language::Ru)
        ),
    );
    y += 6.0;
    if let Some(h) = his {
        let mut repeated = vec![numbered(h.ply, &text_of(h.ply))];
        // Accepted variant moves entered with his card stand before his move (47.3.7.5).
        let first_of_card = accepted_start(r, h.ply);
        if first_of_card < h.ply {
            repeated = (first_of_card..=h.ply)
                .map(|p| numbered(p, &text_of(p)))
                .collect();
        }
        msg.text(8.0, y, 8.5, "Повторяю ваш ход:");
        msg.add_text(
            48.0,
            y,
            9.0,
            repeated.join("  "),
            Weight::Regular,
            Align::Left,
            Some(92.0),
        );
        y += 6.5;
    }
    msg.text(8.0, y, 9.0, "Мой ход:");
    msg.add_text(
        48.0,
        y + 0.5,
        16.0,
        numbered(mine.ply, &text_of(mine.ply)),
        Weight::Bold,
        Align::Left,
        Some(92.0),
    );
    y += 8.0;
    if let Some(v) = r.variants.iter().find(|v| v.first_ply == mine.ply) {
        let mut pos_moves: Vec<_> = r.plies.iter().map(|p| p.uci).collect();
        pos_moves.extend(v.variant.conditional().iter().copied());
        let all = format_line(&pos_moves, notation);
        let start = mine.ply + 1;
        let proposed: Vec<String> = (start..start + v.variant.conditional().len() as u32)
            .map(|p| numbered(p, all.get(p as usize).map_or("", String::as_str)))
            .collect();
        msg.text(8.0, y, 8.5, "Предлагаю вариант:");
        msg.add_text(
            48.0,
            y,
            9.0,
            proposed.join("  "),
            Weight::Regular,
            Align::Left,
            Some(92.0),
        );
    }
    // Sender's full address, name and signature at the bottom.
    msg.line((8.0, h - 24.0), (w - 8.0, h - 24.0), 0.3);
    msg.add_text(
        8.0,
        h - 19.0,
        8.0,
        me.full_name.clone(),
        Weight::Bold,
        Align::Left,
        Some(80.0),
    );
    let address_line = me
        .postal_address
        .lines()
        .map(|l| l.trim().trim_end_matches(',').trim_end())
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(", ");
    msg.add_text(
        8.0,
        h - 14.5,
        8.0,
        address_line,
        Weight::Regular,
        Align::Left,
        Some(132.0),
    );
    msg.text(90.0, h - 7.0, 8.0, "Подпись ____________");
    if !me.signature.is_empty() {
        msg.add_text(
            w - 8.0,
            h - 19.0,
            8.0,
            me.signature.clone(),
            Weight::Regular,
            Align::Right,
            Some(50.0),
        );
    }
    let name = format!(
        "Открытка — {} — {}",
        title.trim(),
        numbered(mine.ply, &text_of(mine.ply))
    );
    Ok(Document {
        title: name,
        pages: vec![address, msg],
    })
}

/// The first ply his card brought: accepted variant moves share his card's send date.
fn accepted_start(r: &GameRecords, his_ply: u32) -> u32 {
    let Some(v) = r.variants.iter().rev().find(|v| v.first_ply < his_ply) else {
        return his_ply;
    };
    let accepted_end = v.first_ply + v.variant.conditional().len() as u32;
    if his_ply > v.first_ply && his_ply <= accepted_end + 1 {
        v.first_ply + 1
    } else {
        his_ply
    }
}

/// How the 4-up sheet is to be printed, in its title; the help and the window say it too.
const FOUR_UP_PRINTING: &str =
    "двусторонняя печать, переворот по длинному краю, на картоне не тоньше 180 г/м²";

/// Cards four to an A4 landscape sheet for cutting: each sheet's address sides, then its message
/// sides, laid out for double-sided printing flipped on the long edge. Turning a landscape sheet
/// over its long edge swaps top and bottom, so each card's message stands in the other row of
/// the back, in the same column: behind its own address side. Crop marks show the cuts.
pub fn four_up(cards: &[Document]) -> Document {
    let (w, h) = (A4.1, A4.0);
    let (cw, ch) = A6_LANDSCAPE;
    // The cards fill the sheet but for a sliver left and right, shared evenly.
    let left = (w - 2.0 * cw) / 2.0;
    let mut pages = Vec::new();
    for sheet in cards.chunks(4) {
        let mut front = Page::new(w, h);
        let mut back = Page::new(w, h);
        for (i, card) in sheet.iter().enumerate() {
            let (col, row) = ((i % 2) as f32, (i / 2) as f32);
            let (x, y) = (left + col * cw, row * ch);
            if let [address, message, ..] = card.pages.as_slice() {
                place(&mut front, address, x, y);
                place(&mut back, message, x, h - y - ch);
            }
        }
        for page in [&mut front, &mut back] {
            crop_marks(page, left + cw, ch);
        }
        pages.extend([front, back]);
    }
    Document {
        title: format!("Открытки, 4 на листе A4 ({FOUR_UP_PRINTING})"),
        pages,
    }
}

/// Short marks where the sheet is cut — the vertical cut at `x`, the horizontal one at `y` —
/// inside the printable area, and a small cross where the cuts meet; no line runs over a card.
fn crop_marks(page: &mut Page, x: f32, y: f32) {
    let (w, h) = (page.width, page.height);
    let (edge, mark) = (6.0, 6.0);
    page.line((x, edge), (x, edge + mark), 0.2);
    page.line((x, h - edge - mark), (x, h - edge), 0.2);
    page.line((edge, y), (edge + mark, y), 0.2);
    page.line((w - edge - mark, y), (w - edge, y), 0.2);
    page.line((x - 2.0, y), (x + 2.0, y), 0.2);
    page.line((x, y - 2.0), (x, y + 2.0), 0.2);
}

/// Copies `from`'s items onto `to`, moved by (dx, dy).
fn place(to: &mut Page, from: &Page, dx: f32, dy: f32) {
    for item in &from.items {
        let moved = match item.clone() {
            Item::Text {
                x,
                y,
                size,
                text,
                weight,
                align,
                max_width,
            } => Item::Text {
                x: x + dx,
                y: y + dy,
                size,
                text,
                weight,
                align,
                max_width,
            },
            Item::Line {
                from,
                to: end,
                width,
            } => Item::Line {
                from: (from.0 + dx, from.1 + dy),
                to: (end.0 + dx, end.1 + dy),
                width,
            },
            Item::Rect {
                x,
                y,
                w,
                h,
                fill,
                stroke,
            } => Item::Rect {
                x: x + dx,
                y: y + dy,
                w,
                h,
                fill,
                stroke,
            },
            Item::Piece {
                x,
                y,
                size,
                role,
                colour,
            } => Item::Piece {
                x: x + dx,
                y: y + dy,
                size,
                role,
                colour,
            },
        };
        to.items.push(moved);
    }
}
