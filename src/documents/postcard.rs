//! The postcard (47.3.7): A6 landscape, address side and message side as two pages so duplex
//! printing works, and four cards to an A4 sheet for cutting. Official text: Russian.

use chrono::NaiveDate;

use super::layout::{A6_LANDSCAPE, Align, C6_LANDSCAPE, Document, MIN_TEXT_PT, Page, Weight, wrap};
use super::metrics::width_mm;
use super::{DocumentError, date, declaration_text, unclear_move};
use crate::domain::card::{By, NextCard};
use crate::domain::deadlines::GameRecords;
use crate::domain::declarations::Declaration;
use crate::domain::notation::{Notation, format_line};
use crate::domain::{Profile, move_number, mover};
use crate::i18n::Language;

/// "12. Кg1-f3" or "12. … Кg8-f6" for ply `ply` written `text`.
pub fn numbered(ply: u32, text: &str) -> String {
    match mover(ply) {
        shakmaty::Color::White => format!("{}. {text}", move_number(ply)),
        shakmaty::Color::Black => format!("{}. … {text}", move_number(ply)),
    }
}

/// Whether my next card in game `r` can be made now, or why not (`NextCard::of`'s one
/// decision, for the window and the command line to ask before printing).
pub fn ready(r: &GameRecords) -> Result<(), DocumentError> {
    NextCard::of(r, By::Post, None)?;
    Ok(())
}

/// The card for my last move; `repeat_of` marks it as the repeat, sent by registered mail that
/// day, of the card that carried the move (47.5.1).
pub fn postcard(
    r: &GameRecords,
    me: &Profile,
    notation: Notation,
    repeat_of: Option<NaiveDate>,
) -> Result<Document, DocumentError> {
    mail(&[r], me, notation, repeat_of, A6_LANDSCAPE, "Открытка")
}

/// One card with my last moves in the two games of a double round, each with all its items
/// (47.3.7), in the order of the diary's games whichever game it is printed from; when both
/// do not fit on one message side, a card for each game.
pub fn postcards_together(
    games: [&GameRecords; 2],
    me: &Profile,
    notation: Notation,
) -> Result<Vec<Document>, DocumentError> {
    together(games, me, notation, A6_LANDSCAPE, "Открытка")
}

/// The envelope of the two games of a double round, as their card carries them: one
/// envelope, or one for each game when both do not fit on one message side.
pub fn envelopes_together(
    games: [&GameRecords; 2],
    me: &Profile,
    notation: Notation,
) -> Result<Vec<Document>, DocumentError> {
    together(games, me, notation, C6_LANDSCAPE, "Конверт")
}

/// The two games of a double round by one piece of mail of `size`, titled `what`, in the order
/// of the diary's games; when both do not fit on one message side, one each.
fn together(
    mut games: [&GameRecords; 2],
    me: &Profile,
    notation: Notation,
    size: (f32, f32),
    what: &str,
) -> Result<Vec<Document>, DocumentError> {
    games.sort_by_key(|g| g.id);
    match mail(&games, me, notation, None, size, what) {
        Err(DocumentError::TwoGamesDoNotFit) => games
            .iter()
            .map(|r| mail(&[r], me, notation, None, size, what))
            .collect(),
        together => Ok(vec![together?]),
    }
}

/// Whether one card holds my moves about to be sent in two games (each game's records and
/// what its card records) with all their items; else each game goes on a card of its own.
/// What a card may still lack (an address) is asked when it is printed, not here.
pub fn one_card_holds(sent: [(&GameRecords, &crate::domain::card::Sent); 2], me: &Profile) -> bool {
    let [a, b] = sent.map(|(r, s)| s.applied_to(r));
    let notation = super::form_notation(&a);
    let made = mail(&[&a, &b], me, notation, None, A6_LANDSCAPE, "Открытка");
    !matches!(made, Err(DocumentError::TwoGamesDoNotFit))
}

/// My last move in an envelope (47.2.1): the address side printed on a C6 envelope, the
/// message on an A6 sheet to put in it.
pub fn envelope(
    r: &GameRecords,
    me: &Profile,
    notation: Notation,
) -> Result<Document, DocumentError> {
    mail(&[r], me, notation, None, C6_LANDSCAPE, "Конверт")
}

/// The address side of `size` and the message side of my last move in each of `games` (one,
/// or the two of a double round), titled `what`.
fn mail(
    games: &[&GameRecords],
    me: &Profile,
    notation: Notation,
    repeat_of: Option<NaiveDate>,
    size: (f32, f32),
    what: &str,
) -> Result<Document, DocumentError> {
    let cards = games
        .iter()
        .map(|r| {
            Ok(Card::new(
                NextCard::of(r, By::Post, repeat_of)?,
                me,
                notation,
            ))
        })
        .collect::<Result<Vec<_>, DocumentError>>()?;
    let carries: Vec<String> = cards.iter().map(Card::carries).collect();
    let title = format!(
        "{what} — {} — {}",
        games[0].tournament.label(),
        carries.join("; ")
    );
    let messages = match &cards[..] {
        [_] => message_side(&cards),
        // Two games' items all fit, or each game goes on its own card.
        _ => match message_page(&cards, None, false) {
            (pages, true) => pages,
            (_, false) => return Err(DocumentError::TwoGamesDoNotFit),
        },
    };
    let address = super::address_side::address_side(me, &cards[0].next, size)?;
    // A message too long for one card goes on on a second, each with the address side.
    let pages = messages
        .into_iter()
        .flat_map(|m| [address.clone(), m])
        .collect();
    Ok(Document { title, pages })
}

/// One game's part of a card as the postcard renders it: what the card says (decided once, in
/// the domain), and its moves written in the card's notation.
struct Card<'a> {
    next: NextCard<'a>,
    me: &'a Profile,
    moves: Vec<String>,
}

impl<'a> Card<'a> {
    fn new(next: NextCard<'a>, me: &'a Profile, notation: Notation) -> Self {
        let moves = format_line(&next.line(), notation);
        Card { next, me, moves }
    }

    /// What it carries, for the paper's title: my move, or what the card says.
    fn carries(&self) -> String {
        match (self.next.my_move, self.next.says) {
            (Some(m), _) => numbered(m, &self.text_of(m)),
            (None, Some(d)) => declaration_text(d).to_owned(),
            (None, None) => String::new(),
        }
    }

    fn text_of(&self, ply: u32) -> String {
        self.moves.get(ply as usize).cloned().unwrap_or_default()
    }
}

/// Size of the text on the card, in points: nothing smaller prints.
const SMALL: f32 = MIN_TEXT_PT;

/// The side of a square of the card's diagram, in mm.
const DIAGRAM_SQUARE: f32 = 4.0;

/// The message side: the game, the dates of 47.3.7, the moves, and the sender at the bottom;
/// with two games, each game's part under its own heading. Where the tournament asks for it,
/// the position after my move stands top right; it gives way when the items of 47.3.7 would
/// not fit beside it.
fn message_side(cards: &[Card]) -> Vec<Page> {
    if let [c] = cards
        && c.next.r.tournament.card_diagram
        && c.next.my_move.is_some()
        && c.next.repeat_of.is_none()
    {
        let after_my_move = c.next.r.line().positions.pop().unwrap_or_default();
        if let (pages, true) = message_page(cards, Some(&after_my_move), false) {
            return pages;
        }
    }
    message_page(cards, None, true).0
}

/// The message side with `diagram` or without, and whether every line of it fits above the
/// sender's block; `go_on`: what does not fit goes on on further sheets («лист 2 из 2»), each
/// with the title and the sender's block, rather than over the sender (47.3.7.6).
fn message_page(
    cards: &[Card],
    diagram: Option<&shakmaty::Chess>,
    go_on: bool,
) -> (Vec<Page>, bool) {
    let (w, h) = A6_LANDSCAPE;
    let (first, me) = (&cards[0], cards[0].me);
    let mut page = Page::new(w, h);
    let mut sheets: Vec<Page> = Vec::new();
    // The sender's block is laid out first, to know where the text must stop, and printed
    // last, where it is read.
    let mut bottom = Page::new(w, h);
    let sender_top = sender(&mut bottom, me);
    let t = &first.next.r.tournament;
    // One game's board number stands top right; two games say theirs in their headings.
    let board = match cards {
        [c] => c.next.r.game.board.trim(),
        _ => "",
    };
    // Beside the diagram (and the board number under it) the text stops short of it.
    let board_left = w - 8.0 - 8.0 * DIAGRAM_SQUARE;
    let beside_until = if diagram.is_some() {
        8.0 + 8.0 * DIAGRAM_SQUARE + 9.5
    } else {
        0.0
    };
    let right = |y: f32| {
        if y < beside_until {
            board_left - 5.0
        } else {
            w - 8.0
        }
    };
    // Room top right for the board, and for «лист 1 из 2» where the card may go on.
    let title_width = match (diagram, board.is_empty() && !go_on) {
        (Some(_), _) => right(0.0) - 8.0,
        (None, true) => 132.0,
        (None, false) => 110.0,
    };
    let title = format!("{} {}", t.code, t.name);
    // The title heads every sheet of the card.
    let head = |page: &mut Page| {
        page.wrapped(
            8.0,
            10.0,
            10.0,
            Weight::Bold,
            title.trim(),
            title_width,
            4.2,
        )
    };
    let mut y = head(&mut page);
    if !board.is_empty() {
        let board_y = if diagram.is_some() {
            beside_until - 1.5
        } else {
            10.0
        };
        page.add_text(
            w - 8.0,
            board_y,
            9.0,
            format!("доска {board}"),
            Weight::Regular,
            Align::Right,
            Some(20.0),
        );
    }
    // Every value on one tab stop, right of the longest label of every game.
    let rows: Vec<_> = cards.iter().map(message_rows).collect();
    let tab = 8.0
        + rows
            .iter()
            .flatten()
            .map(|(label, ..)| width_mm(Weight::Regular, label, SMALL))
            .fold(0.0, f32::max)
        + 2.5;
    for (c, rows) in cards.iter().zip(&rows) {
        let r = c.next.r;
        let (white, black) = if r.game.my_colour.is_white() {
            (me.full_name.as_str(), r.partner.name.as_str())
        } else {
            (r.partner.name.as_str(), me.full_name.as_str())
        };
        let players = format!("Белые: {white} — Черные: {black}");
        let (heading, weight) = match (cards.len(), r.game.board.trim()) {
            (1, _) => (players, Weight::Regular),
            (_, "") => (players, Weight::Bold),
            (_, board) => (format!("Доска {board}. {players}"), Weight::Bold),
        };
        y = page.wrapped(8.0, y + 0.8, SMALL, weight, &heading, right(y) - 8.0, 3.6);
        y += 1.5;
        if let Some(day) = c.next.repeat_of {
            let repeat = format!(
                "ПОВТОР открытки от {}, заказным {} (47.5.1)",
                date(c.next.sent),
                date(Some(day))
            );
            y = page.wrapped(8.0, y, SMALL, Weight::Bold, &repeat, right(y) - 8.0, 3.6) + 1.0;
        }
        // Two games share the card: their moves stand a little smaller.
        let shrink = if cards.len() > 1 { 3.0 } else { 0.0 };
        for (label, value, size, weight) in rows {
            let size = if *size > SMALL {
                (size - shrink).max(SMALL)
            } else {
                *size
            };
            let step = size * 0.42;
            let lines = wrap(value, *weight, size, right(y) - tab).len().max(1);
            let tall = (size - SMALL) * 0.3 + step * lines as f32;
            if go_on && y + tall > sender_top - 2.0 {
                // The sheet is full: the rest goes on the next, under the title again.
                page.items.extend(bottom.items.iter().cloned());
                sheets.push(std::mem::replace(&mut page, Page::new(w, h)));
                y = head(&mut page) + 1.5;
            }
            y += (size - SMALL) * 0.3;
            page.text(8.0, y, SMALL, *label);
            y = page.wrapped(tab, y, size, *weight, value, right(y) - tab, step) + 0.6;
        }
    }
    if let Some(pos) = diagram {
        super::game_record::diagram(&mut page, pos, board_left, 8.0, DIAGRAM_SQUARE);
    }
    page.items.append(&mut bottom.items);
    sheets.push(page);
    let count = sheets.len();
    if count > 1 {
        for (n, sheet) in sheets.iter_mut().enumerate() {
            let mark = format!("лист {} из {count}", n + 1);
            sheet.add_text(
                w - 8.0,
                14.0,
                SMALL,
                mark,
                Weight::Regular,
                Align::Right,
                None,
            );
        }
    }
    // The last baseline stands clear of the sender's rule.
    (sheets, y - 0.6 <= sender_top - 2.0)
}

/// The labelled lines of the message side (47.3.7), as the card's items say: label, value,
/// its size and weight.
fn message_rows(c: &Card) -> Vec<(&'static str, String, f32, Weight)> {
    let next = &c.next;
    let row = |label, value| (label, value, SMALL, Weight::Regular);
    let mut rows = Vec::new();
    if let Some(sent) = next.his_move_sent {
        rows.push(row("Дата отправки вашего хода:", date(sent)));
    }
    if let Some(received) = next.his_move_received {
        rows.push(row("Ваш ход получен:", date(received)));
    }
    let sent_label = match next.my_move {
        Some(_) => "Мой ход отправлен:",
        None => "Дата отправления:",
    };
    rows.push(row(sent_label, date(next.sent)));
    let (white, black) = (&next.schedule.white, &next.schedule.black);
    rows.push(row(
        "Суммарное время:",
        format!(
            "белые {}, черные {}",
            white.total_in_days(Language::RU),
            black.total_in_days(Language::RU)
        ),
    ));
    // Accepted variant moves entered with his card stand before his move (47.3.7.5).
    if !next.repeated.is_empty() {
        rows.push((
            "Повторяю ваш ход:",
            c.numbered(next.repeated.clone()),
            9.0,
            Weight::Regular,
        ));
    }
    if let Some(written) = &next.unclear {
        rows.push(row("Ваш ход:", unclear_move(next.r, written)));
    }
    if let Some(mine) = next.my_move {
        let my_move = numbered(mine, &c.text_of(mine));
        rows.push(("Мой ход:", my_move, 14.0, Weight::Bold));
    }
    if let Some(d) = next.says {
        // A request is a sentence; "Сдаюсь" alone stands as large as a move.
        let size = match (next.my_move, d) {
            (None, Declaration::AskReplacement) | (Some(_), _) => 11.0,
            (None, _) => 14.0,
        };
        rows.push(("", declaration_text(d).to_owned(), size, Weight::Bold));
    }
    if !next.variant.is_empty() {
        rows.push((
            "Предлагаю вариант:",
            c.numbered(next.variant_plies()),
            9.0,
            Weight::Regular,
        ));
    }
    rows
}

impl Card<'_> {
    /// The plies `plies` numbered, each kept whole on its line.
    fn numbered(&self, plies: std::ops::Range<u32>) -> String {
        plies
            .map(|p| unbroken(&numbered(p, &self.text_of(p))))
            .collect::<Vec<_>>()
            .join("  ")
    }
}

/// A numbered move that a line never parts from its number: its spaces no-break ones.
fn unbroken(numbered: &str) -> String {
    numbered.replace(' ', "\u{a0}")
}

/// The sender's name, address and signature at the bottom of the message side; the rule above
/// them is returned.
fn sender(page: &mut Page, me: &Profile) -> f32 {
    let (w, h) = (page.width, page.height);
    let address = me
        .postal_address
        .lines()
        .map(|l| l.trim().trim_end_matches(',').trim_end())
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(", ");
    let name = wrap(&me.full_name, Weight::Bold, SMALL, 80.0);
    let address = wrap(&address, Weight::Regular, SMALL, 132.0);
    let top = h - 10.0 - 3.5 * (name.len() + address.len()) as f32;
    page.line((8.0, top - 4.0), (w - 8.0, top - 4.0), 0.3);
    let mut y = top;
    for line in name {
        page.add_text(8.0, y, SMALL, line, Weight::Bold, Align::Left, Some(80.0));
        y += 3.5;
    }
    for line in address {
        page.add_text(
            8.0,
            y,
            SMALL,
            line,
            Weight::Regular,
            Align::Left,
            Some(132.0),
        );
        y += 3.5;
    }
    if !me.signature.is_empty() {
        page.add_text(
            w - 8.0,
            top,
            SMALL,
            me.signature.clone(),
            Weight::Regular,
            Align::Right,
            Some(48.0),
        );
    }
    page.text(90.0, h - 6.0, SMALL, "Подпись ____________");
    top - 4.0
}
