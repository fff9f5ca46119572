//! Cards four to an A4 sheet (47.3.7): the address sides on one side of the sheet, the message
//! sides behind them, with crop marks. Official text: Russian.

use super::layout::{A4, A6_LANDSCAPE, Document, Item, Page};

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
    // A card that goes on on a second card («лист 2») is two cards here.
    let sides: Vec<&[Page]> = cards
        .iter()
        .flat_map(|c| c.pages.chunks(2))
        .filter(|pair| pair.len() == 2)
        .collect();
    let mut pages = Vec::new();
    for sheet in sides.chunks(4) {
        let mut front = Page::new(w, h);
        let mut back = Page::new(w, h);
        for (i, pair) in sheet.iter().enumerate() {
            let (col, row) = ((i % 2) as f32, (i / 2) as f32);
            let (x, y) = (left + col * cw, row * ch);
            place(&mut front, &pair[0], x, y);
            place(&mut back, &pair[1], x, h - y - ch);
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
            Item::Picture {
                x,
                y,
                w,
                h,
                picture,
            } => Item::Picture {
                x: x + dx,
                y: y + dy,
                w,
                h,
                picture,
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
