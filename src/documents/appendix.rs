//! The cards an arbiter's paper cites, appended as its last pages (47.6.2.3): each photo or scan
//! on a page of its own under the card's description; scans kept as PDF are listed, to go with
//! the paper as files of their own. Official text: Russian.

use std::sync::Arc;

use super::date;
use super::layout::{A4, Align, Document, Item, Page, Picture, Weight};
use crate::domain::{CorrespondenceItem, Direction, Medium};

/// A card a paper cites, with its scan.
#[derive(Debug, Clone)]
pub struct CitedScan {
    /// The archive item the scan shows.
    pub item: CorrespondenceItem,
    /// The scan's file name.
    pub name: String,
    /// Its pixels; `None` for a scan kept as PDF.
    pub picture: Option<Arc<Picture>>,
}

/// The card as the appendix names it: whose, what, of which day.
fn described(c: &CorrespondenceItem) -> String {
    let what = match (c.direction, c.medium) {
        (Direction::In, Medium::Card) => "открытка партнера",
        (Direction::In, Medium::Letter) => "письмо партнера",
        (Direction::In, Medium::Email) => "сообщение партнера",
        (Direction::Out, Medium::Card) => "моя открытка",
        (Direction::Out, Medium::Letter) => "мое письмо",
        (Direction::Out, Medium::Email) => "мое сообщение",
    };
    let body = c.body.trim();
    let body = match body.chars().count() {
        0 => String::new(),
        1..=40 => format!(", {body}"),
        _ => format!(", {}…", body.chars().take(39).collect::<String>()),
    };
    format!(
        "{what} от {}{body}",
        date(c.sent.or(c.written).or(c.received))
    )
}

/// Appends the cited cards to `doc`: a page for each picture, fitted to the page and kept in
/// proportion, then a page listing the scans kept as PDF.
pub fn append_cited(doc: &mut Document, cited: &[CitedScan]) {
    let (w, h) = A4;
    let (left, top, width, height) = (15.0, 30.0, w - 30.0, h - 45.0);
    let mut n = 0;
    for c in cited {
        let Some(picture) = &c.picture else { continue };
        n += 1;
        let mut page = Page::new(w, h);
        page.heading(18.0, format!("Приложение {n}"));
        page.add_text(
            w / 2.0,
            25.0,
            10.0,
            format!("{} ({})", described(&c.item), c.name),
            Weight::Regular,
            Align::Center,
            Some(width),
        );
        let aspect = picture.height as f32 / picture.width.max(1) as f32;
        let (pw, ph) = if width * aspect <= height {
            (width, width * aspect)
        } else {
            (height / aspect, height)
        };
        page.items.push(Item::Picture {
            x: left + (width - pw) / 2.0,
            y: top,
            w: pw,
            h: ph,
            picture: picture.clone(),
        });
        doc.pages.push(page);
    }
    let separate: Vec<&CitedScan> = cited.iter().filter(|c| c.picture.is_none()).collect();
    if !separate.is_empty() {
        let mut page = Page::new(w, h);
        page.heading(18.0, "Приложены отдельными файлами");
        let mut y = 30.0;
        for c in separate {
            let line = format!("— {}: {}", c.name, described(&c.item));
            y = page.wrapped(15.0, y, 10.0, Weight::Regular, &line, width, 5.0);
        }
        doc.pages.push(page);
    }
}
