//! The layout model of the long forms: nothing dropped, nothing off the page.

use chrono::{Duration, NaiveDate};
use shakmaty::uci::UciMove;
use shakmaty::{Color, Position};

use crate::documents::DocumentError;
use crate::documents::claim::overstep_claim;
use crate::documents::layout::{A4, Flow, Item, Page};
use crate::documents::schedule_form::{ROWS_PER_PAGE, schedule_form};
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::Notation;
use crate::domain::*;

/// The day papers are made in these tests.
const AS_OF: NaiveDate = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();

/// What a printer leaves blank at each edge, in millimetres.
const PRINTER_MARGIN: f32 = 8.0;

/// A postal game of `moves` moves, me White: each of us thinks 2 days a move and the post takes
/// 2 days, except that he spends `slow` days on his move `slow_move`. Every card of his is filed.
fn long_game(moves: u32, slow_move: u32, slow: i64) -> GameRecords {
    let knights = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let mut day = NaiveDate::from_ymd_opt(2026, 1, 10).unwrap();
    let (mut plies, mut cards) = (Vec::new(), Vec::new());
    for ply in 0..moves * 2 {
        let think = if ply % 2 == 1 && ply / 2 + 1 == slow_move {
            slow
        } else if ply == 0 {
            0
        } else {
            2
        };
        day += Duration::days(think);
        let arrived = day + Duration::days(2);
        plies.push(PlyRecord {
            arrived: Some(arrived),
            ..PlyRecord::sent_on(
                UciMove::from_ascii(knights[ply as usize % 4].as_bytes()).unwrap(),
                Some(day),
            )
        });
        if ply % 2 == 1 {
            cards.push(CorrespondenceItem {
                game: GameId(1),
                direction: Direction::In,
                medium: Medium::Card,
                written: Some(day),
                sent: Some(day),
                received: Some(arrived),
                ply: Some(ply),
                declaration: None,
                together_with: None,
                stated_total: None,
                body: String::new(),
            });
        }
        day = arrived;
    }
    GameRecords {
        id: GameId(1),
        game: Game {
            tournament: TournamentId(1),
            partner: PartnerId(1),
            my_colour: Color::White,
            board: String::new(),
            start: NaiveDate::from_ymd_opt(2026, 1, 10),
            state: GameState::InPlay,
            undated_plies: 0,
        },
        tournament: Tournament {
            code: "П-1".into(),
            ..Tournament::default()
        },
        partner: Partner {
            name: "Петров Павел".into(),
            contacts: vec![Contact {
                since: NaiveDate::from_ymd_opt(2025, 1, 1).unwrap(),
                postal_address: "190000, Санкт-Петербург, Невский пр., 1".into(),
                email: String::new(),
            }],
            gender: Default::default(),
        },
        plies,
        penalties: vec![],
        leaves: vec![],
        correspondence: cards,
        variants: vec![],
        arbiter: Default::default(),
        notices: Vec::new(),
    }
}

fn texts(pages: &[Page]) -> Vec<&str> {
    pages.iter().flat_map(Page::texts).collect()
}

fn nothing_outside(pages: &[Page]) {
    for (n, page) in pages.iter().enumerate() {
        let outside = page.outside(PRINTER_MARGIN);
        assert!(outside.is_empty(), "page {}: {outside:?}", n + 1);
    }
}

/// A game where every name, address and title is far longer than a form's field.
fn oversized(moves: u32, slow_move: u32, slow: i64) -> (GameRecords, Profile) {
    let mut r = long_game(moves, slow_move, slow);
    r.partner.name =
        "Константинопольский-Нововоскресенский Александр-Христофор Максимилианович".into();
    r.partner.contacts = vec![Contact {
        since: NaiveDate::from_ymd_opt(2025, 1, 1).unwrap(),
        postal_address: "664000, Иркутская область, Иркутский район, посёлок Большая Речка, улица Набережная Верхняя, дом 123, корпус 4, квартира 567, до востребования".into(),
        email: String::new(),
    }];
    r.game.board = "12345".into();
    r.tournament.code = "ЧР-72/ф-полуфинал-3".into();
    r.tournament.name = "Чемпионат России по переписке среди ветеранов и юниоров, полуфинальный турнир третьей группы, памяти заслуженного тренера".into();
    r.tournament.arbiter = Arbiter {
        name: "Преображенская-Рождественская Елизавета-Виктория Вячеславовна".into(),
        postal_address: "119019, г. Москва, Гоголевский бульвар, дом 14, Федерация шахмат России, комиссия по игре по переписке, главному арбитру".into(),
        email: String::new(),
    };
    let me = Profile {
        full_name: "Святополк-Мирский Владислав-Станислав Всеволодович".into(),
        postal_address: "690091, Приморский край, г. Владивосток, Океанский проспект, дом 108, корпус 2, квартира 345".into(),
        email: String::new(),
        signature: "В.-С. В. Святополк-Мирский".into(),
    };
    (r, me)
}

/// Every text of `pages` prints at 8 pt or more and inside 5 mm of every edge.
fn printable(what: &str, pages: &[Page]) {
    use super::layout::MIN_TEXT_PT;
    for (n, page) in pages.iter().enumerate() {
        for item in &page.items {
            if let (Item::Text { text, .. }, Some(p)) = (item, item.printed()) {
                assert!(
                    p.size >= MIN_TEXT_PT - 0.01,
                    "{what}, page {}: {text:?} prints at {:.1} pt",
                    n + 1,
                    p.size
                );
            }
        }
        let outside = page.outside(5.0);
        assert!(outside.is_empty(), "{what}, page {}: {outside:?}", n + 1);
    }
}

/// No two texts of `pages` overlap, and no text crosses a ruled line.
fn nothing_overlaps(what: &str, pages: &[Page]) {
    for (n, page) in pages.iter().enumerate() {
        let boxes: Vec<(&str, [f32; 4])> = page
            .items
            .iter()
            .filter_map(|i| match (i, i.printed()) {
                (Item::Text { text, .. }, Some(p)) => Some((
                    text.as_str(),
                    [p.left, p.top(), p.left + p.width, p.bottom()],
                )),
                _ => None,
            })
            .collect();
        let meet =
            |a: &[f32; 4], b: &[f32; 4]| a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
        for (i, (t, a)) in boxes.iter().enumerate() {
            for (u, b) in &boxes[i + 1..] {
                assert!(!meet(a, b), "{what}, page {}: {t:?} overlaps {u:?}", n + 1);
            }
            for item in &page.items {
                if let Item::Line { from, to, .. } = item
                    && from.1 == to.1
                {
                    let line = [
                        from.0.min(to.0),
                        from.1 - 0.05,
                        from.0.max(to.0),
                        from.1 + 0.05,
                    ];
                    assert!(
                        !meet(a, &line),
                        "{what}, page {}: {t:?} crosses a line at {}",
                        n + 1,
                        from.1
                    );
                }
            }
        }
    }
}

/// Every word of `text` is printed somewhere on `pages`.
fn every_word(what: &str, pages: &[Page], text: &str) {
    let printed = texts(pages).join(" ");
    // A hyphenated word may break after its hyphen.
    for word in text.split(|c: char| c.is_whitespace() || c == '-') {
        let word = word.trim_end_matches(',');
        assert!(printed.contains(word), "{what}: {word:?} is not printed");
    }
}

mod claim;
mod file_names;
mod forms;
mod postcard;
mod protest;
mod wrapping;

/// The day the tests' papers are made: after every game of theirs.
fn made_on() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 12, 31).unwrap()
}
