//! The message side of a card (47.3.7): the tournament, the game, the items of 47.3.7 on one
//! tab stop, and the sender's name, address and signature at the bottom (47.3.7.6). What does
//! not fit goes on on further sheets, each naming the game again, never over the sender.

use super::layout::{A6_LANDSCAPE, Align, MIN_TEXT_PT, Page, Weight, wrap};
use super::metrics::width_mm;
use super::postcard::{Card, message_rows};
use crate::domain::Profile;

/// A line of the message side: label, value, its size and weight.
pub(super) type Row = (&'static str, String, f32, Weight);

/// Size of the text on the card, in points: nothing smaller prints.
const SMALL: f32 = MIN_TEXT_PT;

/// The side of a square of the card's diagram, in mm.
const DIAGRAM_SQUARE: f32 = 4.0;

/// How much smaller than their own size the moves stand when the card is full, in points.
const SHRINK: f32 = 3.0;

/// The most they shrink to keep the card to one sheet: the move still at 9 pt.
const SHRINK_MOST: f32 = 5.0;

/// The message side of one game's card. Where the tournament asks for it, the position after
/// my move stands top right; it gives way when the items of 47.3.7 would not fit beside it.
/// Then the moves stand a little smaller where that keeps the card to one sheet; else the card
/// goes on on further sheets («лист 2 из 2»).
pub(super) fn message_side(card: &Card) -> Vec<Page> {
    let cards = std::slice::from_ref(card);
    let next = &card.next;
    if next.r.tournament.card_diagram && next.my_move.is_some() && next.repeat_of.is_none() {
        let after_my_move = next.r.line().positions.pop().unwrap_or_default();
        if let (pages, true) = message_page(cards, Some(&after_my_move), 0.0, false) {
            return pages;
        }
    }
    for shrink in [0.0, SHRINK, SHRINK_MOST] {
        if let (pages, true) = message_page(cards, None, shrink, false) {
            return pages;
        }
    }
    message_page(cards, None, SHRINK, true).0
}

/// The message side of the two games of a double round, each game's part under its own
/// heading and their moves a little smaller, if all of it fits on one sheet.
pub(super) fn both_games(cards: &[Card]) -> Option<Page> {
    match message_page(cards, None, SHRINK, false) {
        (mut pages, true) if pages.len() == 1 => pages.pop(),
        _ => None,
    }
}

/// What every sheet of a card has: the title (and the board) at the top, the sender's block at
/// the bottom, and beside the diagram a narrower column.
struct Frame {
    title: String,
    title_width: f32,
    board: String,
    board_y: f32,
    /// The sender's block, laid out first to know where the text must stop.
    bottom: Page,
    /// The rule above the sender's block.
    sender_top: f32,
    /// Above this line the text stops short of the diagram.
    beside_until: f32,
    board_left: f32,
}

impl Frame {
    /// Where a line at `y` must end.
    fn right(&self, y: f32) -> f32 {
        match y < self.beside_until {
            true => self.board_left - 5.0,
            false => A6_LANDSCAPE.0 - 8.0,
        }
    }

    /// A new sheet with the title and the board; where the text starts.
    fn sheet(&self) -> (Page, f32) {
        let (w, h) = A6_LANDSCAPE;
        let mut page = Page::new(w, h);
        let y = page.wrapped(
            8.0,
            10.0,
            10.0,
            Weight::Bold,
            &self.title,
            self.title_width,
            4.2,
        );
        if !self.board.is_empty() {
            let board = format!("доска {}", self.board);
            let right = Align::Right;
            page.add_text(
                w - 8.0,
                self.board_y,
                9.0,
                board,
                Weight::Regular,
                right,
                Some(20.0),
            );
        }
        (page, y)
    }
}

/// The sheets of a card as they are written.
struct Sheets {
    frame: Frame,
    done: Vec<Page>,
    page: Page,
    y: f32,
    go_on: bool,
    /// Whether a row stands on this sheet yet: a fresh sheet takes the next row however tall.
    written: bool,
}

impl Sheets {
    /// Room for `tall` mm more: on this sheet, or, going on, on a new one that names the game
    /// (`heading`) again.
    fn room(&mut self, tall: f32, heading: &[(String, Weight)]) {
        if self.go_on && self.written && self.y + tall > self.frame.sender_top - 2.0 {
            self.page
                .items
                .extend(self.frame.bottom.items.iter().cloned());
            let (page, y) = self.frame.sheet();
            self.done.push(std::mem::replace(&mut self.page, page));
            self.y = y + 1.5;
            self.heading(heading);
            self.written = false;
        }
    }

    /// The game's heading: the players (and the board with two games), and a repeat's line.
    fn heading(&mut self, heading: &[(String, Weight)]) {
        for (n, (text, weight)) in heading.iter().enumerate() {
            let y = self.y + if n == 0 { 0.8 } else { 0.0 };
            let width = self.frame.right(y) - 8.0;
            self.y = self.page.wrapped(8.0, y, SMALL, *weight, text, width, 3.6) + 1.0;
        }
        self.y += 0.5;
    }
}

/// The message side with `diagram` or without, the moves `shrink` points smaller, and whether
/// every line of it fits above the sender's block; `go_on`: what does not fit goes on on
/// further sheets, each with the title, the game's heading and the sender's block.
fn message_page(
    cards: &[Card],
    diagram: Option<&shakmaty::Chess>,
    shrink: f32,
    go_on: bool,
) -> (Vec<Page>, bool) {
    let frame = frame(cards, diagram.is_some(), go_on);
    let (page, y) = frame.sheet();
    let mut sheets = Sheets {
        frame,
        done: Vec::new(),
        page,
        y,
        go_on,
        written: false,
    };
    // Every value on one tab stop, right of the longest label of every game.
    let rows: Vec<_> = cards.iter().map(message_rows).collect();
    let labels = rows.iter().flatten().map(|(label, ..)| label);
    let widest = labels.map(|l| width_mm(Weight::Regular, l, SMALL));
    let tab = 8.0 + widest.fold(0.0, f32::max) + 2.5;
    for (c, rows) in cards.iter().zip(&rows) {
        let heading = heading(c, cards.len());
        sheets.heading(&heading);
        let sized = |size: f32| match size > SMALL {
            true => (size - shrink).max(SMALL),
            false => size,
        };
        let tall = |frame: &Frame, (_, value, size, weight): &Row, y: f32| {
            let size = sized(*size);
            let lines = wrap(value, *weight, size, frame.right(y) - tab)
                .len()
                .max(1);
            (size - SMALL) * 0.3 + size * 0.42 * lines as f32
        };
        for (n, row) in rows.iter().enumerate() {
            let (label, value, size, weight) = row;
            let (size, y) = (sized(*size), sheets.y);
            let step = size * 0.42;
            // What a move's card declares with it (an unlabelled line) stays with the move.
            let with = rows.get(n + 1).filter(|next| next.0.is_empty());
            let frame = &sheets.frame;
            let with = with.map_or(0.0, |next| tall(frame, next, y) + 0.6);
            let together = tall(frame, row, y) + with;
            if !label.is_empty() || n == 0 {
                sheets.room(together, &heading);
            }
            let y = sheets.y + (size - SMALL) * 0.3;
            sheets.page.text(8.0, y, SMALL, *label);
            let right = sheets.frame.right(y);
            sheets.y = sheets
                .page
                .wrapped(tab, y, size, *weight, value, right - tab, step)
                + 0.6;
            sheets.written = true;
        }
    }
    if let Some(pos) = diagram {
        let left = sheets.frame.board_left;
        super::game_record::diagram(&mut sheets.page, pos, left, 8.0, DIAGRAM_SQUARE);
    }
    let Sheets {
        frame,
        mut done,
        mut page,
        y,
        ..
    } = sheets;
    page.items.extend(frame.bottom.items);
    done.push(page);
    sheet_marks(&mut done);
    // The last baseline stands clear of the sender's rule.
    (done, y - 0.6 <= frame.sender_top - 2.0)
}

/// The frame of every sheet of `cards`' message side, with room for the diagram or not, and
/// for «лист 1 из 2» where it may `go_on`.
fn frame(cards: &[Card], diagram: bool, go_on: bool) -> Frame {
    let (w, h) = A6_LANDSCAPE;
    let t = &cards[0].next.r.tournament;
    let mut bottom = Page::new(w, h);
    let sender_top = sender(&mut bottom, cards[0].me);
    // One game's board number stands top right; two games say theirs in their headings.
    let board = match cards {
        [c] => c.next.r.game.board.trim().to_owned(),
        _ => String::new(),
    };
    let board_left = w - 8.0 - 8.0 * DIAGRAM_SQUARE;
    let beside_until = match diagram {
        true => 8.0 + 8.0 * DIAGRAM_SQUARE + 9.5,
        false => 0.0,
    };
    let title_width = match (diagram, board.is_empty() && !go_on) {
        (true, _) => board_left - 5.0 - 8.0,
        (false, true) => 132.0,
        (false, false) => 110.0,
    };
    Frame {
        title: format!("{} {}", t.code, t.name).trim().to_owned(),
        title_width,
        board,
        board_y: if diagram { beside_until - 1.5 } else { 10.0 },
        bottom,
        sender_top,
        beside_until,
        board_left,
    }
}

/// The heading of card `c`'s game on a card of `games` games: the players (with two games,
/// bold, after the board), and for a repeat the line that says so (47.5.1).
fn heading(c: &Card, games: usize) -> Vec<(String, Weight)> {
    let r = c.next.r;
    let (me, partner) = (c.me.full_name.as_str(), r.partner.name.as_str());
    let (white, black) = match r.game.my_colour.is_white() {
        true => (me, partner),
        false => (partner, me),
    };
    let players = format!("Белые: {white} — Черные: {black}");
    let mut lines = vec![match (games, r.game.board.trim()) {
        (1, _) => (players, Weight::Regular),
        (_, "") => (players, Weight::Bold),
        (_, board) => (format!("Доска {board}. {players}"), Weight::Bold),
    }];
    if let Some(day) = c.next.repeat_of {
        let repeat = format!(
            "ПОВТОР открытки от {}, заказным {} (47.5.1)",
            super::date(c.next.sent),
            super::date(Some(day))
        );
        lines.push((repeat, Weight::Bold));
    }
    lines
}

/// «лист 1 из 2» top right on each sheet of a card that goes on.
fn sheet_marks(sheets: &mut [Page]) {
    let count = sheets.len();
    if count < 2 {
        return;
    }
    for (n, sheet) in sheets.iter_mut().enumerate() {
        let mark = format!("лист {} из {count}", n + 1);
        let (x, right) = (sheet.width - 8.0, Align::Right);
        sheet.add_text(x, 14.0, SMALL, mark, Weight::Regular, right, None);
    }
}

/// The sender's name, address and signature at the bottom of the message side (47.3.7.6): the
/// name on the left, the typed signature on lines of its own on the right, never over the
/// name; the rule above them is returned.
fn sender(page: &mut Page, me: &Profile) -> f32 {
    let (w, h) = (page.width, page.height);
    let address = me
        .postal_address
        .lines()
        .map(|l| l.trim().trim_end_matches(',').trim_end())
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(", ");
    let (name_width, signature_width) = (80.0, 48.0);
    let name = wrap(&me.full_name, Weight::Bold, SMALL, name_width);
    let signature = wrap(&me.signature, Weight::Regular, SMALL, signature_width);
    let address = wrap(&address, Weight::Regular, SMALL, 132.0);
    let beside = name.len().max(signature.len());
    let top = h - 10.0 - 3.5 * (beside + address.len()) as f32;
    page.line((8.0, top - 4.0), (w - 8.0, top - 4.0), 0.3);
    let (left, right) = (Align::Left, Align::Right);
    for (n, line) in name.into_iter().enumerate() {
        let y = top + 3.5 * n as f32;
        page.add_text(8.0, y, SMALL, line, Weight::Bold, left, Some(name_width));
    }
    for (n, line) in signature.into_iter().enumerate() {
        let y = top + 3.5 * n as f32;
        let width = Some(signature_width);
        page.add_text(w - 8.0, y, SMALL, line, Weight::Regular, right, width);
    }
    for (n, line) in address.into_iter().enumerate() {
        let y = top + 3.5 * (beside + n) as f32;
        page.add_text(8.0, y, SMALL, line, Weight::Regular, left, Some(132.0));
    }
    page.text(90.0, h - 6.0, SMALL, "Подпись ____________");
    top - 4.0
}
