//! The address side of a card or an envelope (47.2.1, 47.3.7.6): the sender top left, the
//! stamp's place top right, «Заказное» when registered, and the recipient on ruled lines bottom
//! right — his name and whole address always inside the card, the postal index on the last
//! line where Russian Post reads it; an address that cannot fit is refused before printing.

use super::DocumentError;
use super::layout::{Align, MIN_TEXT_PT, Page, Weight, wrap};
use super::metrics::width_mm;
use crate::domain::Profile;
use crate::domain::card::{NextCard, Registration};

/// Size of the text on the card, in points: nothing smaller prints.
const SMALL: f32 = MIN_TEXT_PT;

/// The address side of `size` of `card`, from `me`; `first`: of its first sheet, the one whose
/// receipt number the diary has (a second card goes under a number of its own).
pub(super) fn address_side(
    me: &Profile,
    card: &NextCard,
    (w, h): (f32, f32),
    first: bool,
) -> Result<Page, DocumentError> {
    let r = card.r;
    let mut page = Page::new(w, h);
    // The recipient's block stands bottom-right, 76 mm wide, whatever the size.
    let right = w - 76.0;
    page.bold(8.0, 11.0, SMALL, "От кого:");
    let y = page.wrapped(8.0, 15.5, 9.0, Weight::Regular, &me.full_name, 60.0, 4.0);
    page.wrapped(
        8.0,
        y,
        SMALL,
        Weight::Regular,
        &me.postal_address,
        60.0,
        3.8,
    );
    page.frame(w - 38.0, 6.0, 30.0, 30.0);
    for (n, line) in wrap("Место для марки", Weight::Regular, SMALL, 27.0)
        .into_iter()
        .enumerate()
    {
        let y = 22.0 + 3.6 * n as f32;
        page.add_text(
            w - 23.0,
            y,
            SMALL,
            line,
            Weight::Regular,
            Align::Center,
            None,
        );
    }
    // Registered mail says so, with the post office's receipt number when the diary has it,
    // on the line of its own above the recipient's block.
    if let Registration::Registered { receipt } = &card.registration {
        page.bold(right, h - 61.0, 10.0, "Заказное");
        if let Some(number) = receipt.as_ref().filter(|_| first) {
            let x = right + width_mm(Weight::Bold, "Заказное", 10.0) + 3.0;
            page.text(x, h - 61.0, SMALL, format!("№ {number}"));
        }
    }
    let address = r
        .partner
        .current_contact()
        .map(|c| c.postal_address.clone())
        .unwrap_or_default();
    let lines = recipient_lines(&page, &r.partner.name, &address)
        .ok_or_else(|| DocumentError::AddressTooLong(r.name()))?;
    recipient(&mut page, &lines);
    Ok(page)
}

/// Where the recipient's block stands on `page`: its left edge, width, first and last
/// baselines.
fn block(page: &Page) -> (f32, f32, f32, f32) {
    (
        page.width - 76.0,
        68.0,
        page.height - 50.0,
        page.height - 7.0,
    )
}

/// The least distance between two ruled lines for text of `size` points, in mm.
fn least_step(size: f32) -> f32 {
    size * 0.42
}

/// The recipient's lines, each with its size, that fit the block: his name and each line of
/// his address as typed, at 9 pt and smaller down to 8; then the address run together, its
/// lines joined by commas, wrapped to the width; `None` when even that does not fit.
fn recipient_lines(page: &Page, name: &str, address: &str) -> Option<Vec<(String, f32)>> {
    let (_, width, top, last) = block(page);
    let typed: Vec<&str> = address
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let joined = typed.join(", ");
    let layouts = [9.0, 8.5, 8.0]
        .into_iter()
        .map(|size| (size, typed.clone()))
        .chain(
            [9.0, 8.5, 8.0]
                .into_iter()
                .map(|size| (size, vec![joined.as_str()])),
        );
    for (size, address) in layouts {
        let mut lines: Vec<(String, f32)> = wrap(name, Weight::Regular, size + 1.0, width)
            .into_iter()
            .map(|l| (l, size + 1.0))
            .collect();
        lines.extend(
            address
                .iter()
                .flat_map(|l| wrap(l, Weight::Regular, size, width))
                .filter(|l| !l.trim().is_empty())
                .map(|l| (l, size)),
        );
        let rows = lines.len().max(4);
        if least_step(size + 1.0) * (rows - 1) as f32 <= last - top {
            return Some(lines);
        }
    }
    None
}

/// "Кому:" and the recipient's `lines`, each on its own ruled line: at least four, six
/// millimetres apart, closer when there are many (they were chosen to fit), never above the
/// block's top (below "Заказное").
fn recipient(page: &mut Page, lines: &[(String, f32)]) {
    let (x, width, top, last) = block(page);
    let rows = lines.len().max(4);
    let step = ((last - top) / (rows - 1) as f32).min(6.0);
    let first = (last - step * (rows - 1) as f32).clamp(top, page.height - 40.5);
    page.bold(x, first - 5.0, SMALL, "Кому:");
    for n in 0..rows {
        let baseline = first + step * n as f32;
        if let Some((text, size)) = lines.get(n) {
            page.add_text(
                x,
                baseline,
                *size,
                text.trim(),
                Weight::Regular,
                Align::Left,
                Some(width),
            );
        }
        page.line((x, baseline + 1.3), (page.width - 8.0, baseline + 1.3), 0.3);
    }
}
