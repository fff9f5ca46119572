//! My notices not yet sent in a game, one letter each: my new address to the partner and the
//! arbiter (47.1.2, by registered mail; 48.1.2), a failure of my equipment or lost access to my
//! e-mail (48.1.5, 48.1.6), a dispute to the arbiter (48.1.7). Official text: Russian.

use chrono::NaiveDate;

use super::claim::head;
use super::layout::{A4, Document, Page, paragraph};
use super::{DocumentError, date};
use crate::domain::deadlines::GameRecords;
use crate::domain::notices::{Notice, NoticeKind, Recipient};
use crate::domain::{Mode, Profile};
use crate::i18n::{Case, declined};

/// The letters of the notices of `r` not yet sent, signed by `me` (with my address of today),
/// dated `as_of`.
pub fn notices(r: &GameRecords, me: &Profile, as_of: NaiveDate) -> Result<Document, DocumentError> {
    let unsent: Vec<&Notice> = r.notices.iter().filter(|n| n.sent.is_none()).collect();
    if unsent.is_empty() {
        return Err(DocumentError::NoNotice(r.name()));
    }
    Ok(Document {
        title: format!("Извещение — {} — {}", r.tournament.label(), r.partner.name),
        pages: unsent.iter().map(|n| letter(r, me, n, as_of)).collect(),
    })
}

/// One notice as a letter to its recipient.
fn letter(r: &GameRecords, me: &Profile, n: &Notice, as_of: NaiveDate) -> Page {
    let (w, h) = A4;
    let mut page = Page::new(w, h);
    let (whom, address) = match n.to {
        Recipient::Partner => {
            let c = r.partner.current_contact();
            let address = c.map(|c| format!("{}\n{}", c.postal_address, c.email));
            (r.partner.name.clone(), address.unwrap_or_default())
        }
        Recipient::Arbiter => {
            let a = &r.tournament.arbiter;
            let whom = format!("Арбитру турнира: {}", a.name.trim());
            (whom, format!("{}\n{}", a.postal_address, a.email))
        }
    };
    let from_address = format!("{}\n{}", me.postal_address, me.email);
    let mut y = head(
        &mut page,
        [("Кому:", whom.trim()), ("Адрес:", address.trim())],
        [("От кого:", &me.full_name), ("Адрес:", from_address.trim())],
    ) + 8.0;
    let (title, text) = body(r, me, n);
    page.heading(y, title);
    y = paragraph(&mut page, 20.0, y + 9.0, 10.0, &text, 170.0);
    if n.kind == NoticeKind::Address && r.tournament.mode == Mode::Post {
        y = paragraph(
            &mut page,
            20.0,
            y + 4.0,
            9.0,
            "Отправлено заказным письмом (47.1.2): квитанция № ______________ от ____________.",
            170.0,
        );
    }
    page.text(20.0, y + 12.0, 10.0, format!("Дата {}", date(Some(as_of))));
    page.text(120.0, y + 12.0, 10.0, "Подпись ____________");
    page
}

/// The notice's heading and text.
fn body(r: &GameRecords, me: &Profile, n: &Notice) -> (&'static str, String) {
    let t = &r.tournament;
    let game = format!(
        "турнира {}{}",
        format!("{} {}", t.code, t.name).trim(),
        match r.game.board.trim() {
            "" => String::new(),
            b => format!(", доска {b}"),
        }
    );
    let day = date(Some(n.day));
    match n.kind {
        NoticeKind::Address => (
            "Извещение об изменении адреса",
            format!(
                "Сообщаю, что с {day} мой адрес: {}; электронная почта: {} (партия {game}).",
                one_line(&me.postal_address),
                me.email.trim()
            ),
        ),
        NoticeKind::Failure => (
            "Извещение о поломке оборудования",
            format!(
                "Сообщаю, что {day} вышло из строя мое оборудование или программное \
                 обеспечение (48.1.5); ответ по партии {game} может задержаться."
            ),
        ),
        NoticeKind::AccessLost => (
            "Извещение о потере доступа к электронной почте",
            format!(
                "Сообщаю, что {day} я потерял доступ к электронной почте (48.1.5, 48.1.6); \
                 прошу направлять корреспонденцию по партии {game} по адресу: {}.",
                one_line(&me.postal_address)
            ),
        ),
        NoticeKind::Dispute => (
            "Извещение о споре",
            format!(
                "Сообщаю о споре с {} в партии {game}, возникшем {day} (48.1.7): {}.",
                declined(&r.partner.name, r.partner.gender, Case::Instrumental),
                vec!["_".repeat(20); 12].join(" ")
            ),
        ),
    }
}

/// An address written on one line, its lines joined by commas.
fn one_line(address: &str) -> String {
    let lines: Vec<&str> = address
        .lines()
        .map(|l| l.trim().trim_end_matches(','))
        .filter(|l| !l.is_empty())
        .collect();
    lines.join(", ")
}
