//! The layout model of the long forms: nothing dropped, nothing off the page.

use chrono::{Duration, NaiveDate};
use shakmaty::uci::UciMove;
use shakmaty::{Color, Position};

use super::DocumentError;
use super::claim::overstep_claim;
use super::layout::{A4, Flow, Item, Page};
use super::schedule_form::{ROWS_PER_PAGE, schedule_form};
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
            status: GameStatus::InPlay,
            result: GameResult::Unknown,
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

#[test]
fn the_overstep_claim_lists_his_whole_count_and_every_card_47_6_2() {
    // 2 days a move, then 50 on move 40: 78 + 50 = 128 > 120 by move 40; I have not replied.
    let r = long_game(40, 40, 50);
    let doc = overstep_claim(&r, &Profile::default(), Notation::Numeric, AS_OF).unwrap();
    // The claim's sheets: A4 portrait, before the schedule; the notice to him is the last.
    let claim: Vec<Page> = doc
        .pages
        .iter()
        .take_while(|p| p.width == A4.0)
        .cloned()
        .collect();
    assert!(claim.len() >= 2, "a 40-line count does not fit one sheet");
    nothing_outside(&claim);
    let all = texts(&claim);
    let counted: Vec<&&str> = all.iter().filter(|t| t.contains(": получил ")).collect();
    assert_eq!(counted.len(), 40, "{counted:?}");
    assert!(counted[39].starts_with("40. … "), "{}", counted[39]);
    assert!(
        counted[39].ends_with("50 дн., всего 128"),
        "{}",
        counted[39]
    );
    let cards = all.iter().filter(|t| t.starts_with("— от ")).count();
    assert_eq!(cards, 40, "every card of his is listed");
    assert!(all.contains(&"Подпись ____________"));
    // Each loose sheet names the game and its number.
    let of = claim.len();
    for (n, page) in claim.iter().enumerate() {
        let foot = format!(", партнер: {} — лист {} из {of}", r.partner.name, n + 1);
        assert!(
            page.texts().iter().any(|t| t.ends_with(&foot)),
            "{foot:?} on sheet {}",
            n + 1
        );
    }
    assert!(
        all.iter()
            .any(|t| t.contains("(черные) допустил просрочку"))
    );
    // Of a woman the statement says "допустила".
    let mut hers = long_game(40, 40, 50);
    hers.partner.gender = Gender::Female;
    let doc = overstep_claim(&hers, &Profile::default(), Notation::Numeric, AS_OF).unwrap();
    assert!(
        texts(&doc.pages)
            .iter()
            .any(|t| t.contains("(черные) допустила просрочку"))
    );
}

#[test]
fn the_schedule_form_keeps_every_row_on_the_page_art_52() {
    let r = long_game(100, 0, 0);
    let doc = schedule_form(&r, &Profile::default(), Notation::Numeric);
    nothing_outside(&doc.pages);
    assert_eq!(doc.pages.len(), 5);
    for (n, page) in doc.pages.iter().enumerate() {
        let texts = page.texts();
        assert!(
            texts.contains(&format!("лист {} из 5", n + 1).as_str()),
            "{texts:?}"
        );
    }
    let all = texts(&doc.pages);
    for number in 1..=100 {
        let row = number.to_string();
        assert!(all.contains(&row.as_str()), "row {number} is missing");
    }
    let last = doc.pages[4].texts();
    assert!(last.iter().any(|t| t.starts_with("Суммарное время: белые")));
    assert!(last.contains(&"Подпись ____________"));
}

#[test]
fn a_full_last_sheet_still_has_room_for_the_totals_and_the_signature_art_52() {
    let r = long_game(2 * ROWS_PER_PAGE as u32, 0, 0);
    let doc = schedule_form(&r, &Profile::default(), Notation::Numeric);
    assert_eq!(doc.pages.len(), 2);
    nothing_outside(&doc.pages);
    assert!(doc.pages[1].texts().contains(&"Подпись ____________"));
}

#[test]
fn a_flow_starts_a_new_page_instead_of_passing_the_bottom() {
    let mut flow = Flow::new(Page::new(100.0, 50.0), 30.0, 10.0, 40.0);
    let (_, y) = flow.line(6.0);
    assert_eq!(y, 36.0);
    let (page, y) = flow.line(6.0);
    assert_eq!(
        y, 16.0,
        "42 would pass the bottom: the line goes to a new page"
    );
    page.text(10.0, y, 9.0, "second");
    let pages = flow.pages("П-1, партнер: Петров П. П.");
    assert_eq!(pages.len(), 2);
    assert!(pages[1].texts().contains(&"second"));
    assert!(
        pages[0]
            .texts()
            .contains(&"П-1, партнер: Петров П. П. — лист 1 из 2")
    );
    assert!(
        pages[1]
            .texts()
            .contains(&"П-1, партнер: Петров П. П. — лист 2 из 2")
    );
}

#[test]
fn the_report_gives_the_last_move_received_even_unanswered_art_49() {
    // His third move was sent on 30.01 and reached me on 01.02; I have not answered it yet.
    let r = long_game(3, 0, 0);
    let as_of = NaiveDate::from_ymd_opt(2026, 3, 1).unwrap();
    let doc = super::report::report(&[r], &Profile::default(), "П-1", as_of);
    let all = texts(&doc.pages);
    assert!(all.contains(&"01.02.2026"), "{all:?}");
    assert!(!all.contains(&"24.01.2026"), "{all:?}");
}

#[test]
fn the_report_keeps_every_game_and_its_signature_on_numbered_sheets_art_49() {
    let games: Vec<GameRecords> = (0..46)
        .map(|i| {
            let mut r = long_game(3, 0, 0);
            r.partner.name = format!("Партнёр {i:02}");
            r
        })
        .collect();
    let as_of = NaiveDate::from_ymd_opt(2026, 3, 1).unwrap();
    let doc = super::report::report(&games, &Profile::default(), "П-1", as_of);
    assert!(doc.pages.len() >= 2);
    nothing_outside(&doc.pages);
    let all = texts(&doc.pages);
    for i in 0..46 {
        let name = format!("Партнёр {i:02}");
        assert!(all.contains(&name.as_str()), "{name} is missing");
    }
    assert!(all.contains(&"Подпись ____________"));
    let of = doc.pages.len();
    for (n, page) in doc.pages.iter().enumerate() {
        let page_texts = page.texts();
        let foot = format!("Отчет участника, П-1 — лист {} из {of}", n + 1);
        assert!(page_texts.contains(&foot.as_str()), "{foot:?}");
        assert!(
            page_texts.contains(&"Фамилии партнеров"),
            "the head on sheet {}",
            n + 1
        );
    }
}

#[test]
fn an_adjudication_prints_every_line_of_the_analysis_47_9_5() {
    let r = long_game(30, 0, 0);
    let justification: String = (1..=89)
        .map(|i| format!("Строка анализа {i}: 31. Фd1-h5 g7-g6 32. Фh5-h6 с атакой."))
        .collect::<Vec<_>>()
        .join("\n");
    let claim = super::adjudication::AdjudicationClaim {
        result: GameResult::WhiteWins,
        justification,
        sealed_move: None,
    };
    let doc = super::adjudication::adjudication(&r, &Profile::default(), Notation::Numeric, &claim)
        .expect("a claim with its analysis is written");
    nothing_outside(&doc.pages);
    let all = texts(&doc.pages);
    for i in 1..=89 {
        let start = format!("Строка анализа {i}:");
        assert!(
            all.iter().any(|t| t.starts_with(&start)),
            "line {i} is missing"
        );
    }
    assert!(all.contains(&"Подпись ____________"));
    assert!(doc.pages.len() >= 2);
    let of = doc.pages.len();
    for (n, page) in doc.pages.iter().enumerate() {
        let foot = format!(", партнер: {} — лист {} из {of}", r.partner.name, n + 1);
        assert!(page.texts().iter().any(|t| t.ends_with(&foot)), "{foot:?}");
    }
}

#[test]
fn an_adjudication_without_a_result_or_analysis_is_refused_47_9_5_3() {
    let r = long_game(30, 0, 0);
    for (result, justification) in [
        (GameResult::Unknown, "Белые выигрывают: 31. Фh5."),
        (GameResult::WhiteWins, "   "),
    ] {
        let claim = super::adjudication::AdjudicationClaim {
            result,
            justification: justification.to_owned(),
            sealed_move: None,
        };
        let refused =
            super::adjudication::adjudication(&r, &Profile::default(), Notation::Numeric, &claim);
        assert!(matches!(refused, Err(DocumentError::NoClaim)), "{result:?}");
    }
}

#[test]
fn the_sealed_move_is_read_in_the_final_position_47_9_5_4() {
    let mut r = long_game(30, 0, 0);
    let me = Profile::default();
    let mut pos = shakmaty::Chess::default();
    for p in &r.plies {
        pos.play_unchecked(p.uci.to_move(&pos).unwrap());
    }
    let legal = pos.legal_moves()[0];
    let typed = UciMove::from_standard(legal).to_string();
    let claim = |sealed: &str| super::adjudication::AdjudicationClaim {
        result: GameResult::Draw,
        justification: "Ничья: позиция закрыта.".to_owned(),
        sealed_move: Some(sealed.to_owned()),
    };
    let sealed_line = |r: &GameRecords| {
        let doc =
            super::adjudication::adjudication(r, &me, Notation::Numeric, &claim(&typed)).unwrap();
        texts(&doc.pages)
            .into_iter()
            .find(|t| t.starts_with("Мой ход (47.9.5.4):"))
            .map(str::to_owned)
    };

    r.game.my_colour = pos.turn();
    let printed = Notation::Numeric.format(&pos, legal);
    assert_eq!(
        sealed_line(&r),
        Some(format!("Мой ход (47.9.5.4): {printed}"))
    );
    let refused = super::adjudication::adjudication(&r, &me, Notation::Numeric, &claim("a1-a8"));
    assert!(matches!(refused, Err(DocumentError::SealedMove(_))));

    // When the partner is to move, I seal nothing: a typed move is refused, none is printed.
    r.game.my_colour = !pos.turn();
    let refused = super::adjudication::adjudication(&r, &me, Notation::Numeric, &claim(&typed));
    assert!(
        matches!(refused, Err(DocumentError::NotMySealedMove)),
        "{refused:?}"
    );
    let doc = super::adjudication::adjudication(&r, &me, Notation::Numeric, &claim("")).unwrap();
    assert!(
        !texts(&doc.pages)
            .iter()
            .any(|t| t.starts_with("Мой ход (47.9.5.4):")),
        "no sealed move when the partner is to move"
    );
}

#[test]
fn a_postcard_is_only_for_a_post_game_in_play_47_3_7() {
    let mut r = long_game(3, 0, 0);
    r.plies.pop();
    let me = Profile::default();
    let card = |r: &GameRecords| super::postcard::postcard(r, &me, Notation::Numeric, None);
    assert!(card(&r).is_ok(), "my last move in a post game in play");

    let mut email = r.clone();
    email.tournament.mode = Mode::Email;
    assert!(matches!(card(&email), Err(DocumentError::PlayedByEmail(_))));

    for status in [GameStatus::Adjudication, GameStatus::Withdrawn] {
        let mut over = r.clone();
        over.game.status = status;
        let err = card(&over).unwrap_err();
        assert!(matches!(err, DocumentError::GameOver(_)), "{status:?}");
        assert!(
            err.to_string()
                .ends_with("is no longer played: there is no move to post")
        );
    }
    // My last move may have ended the game: its card is still owed.
    let mut finished = r.clone();
    finished.game.status = GameStatus::Finished;
    assert!(card(&finished).is_ok());
}

#[test]
fn a_schedule_form_without_moves_says_why_its_table_is_empty_art_52() {
    let mut r = long_game(1, 0, 0);
    r.plies.clear();
    let doc = schedule_form(&r, &Profile::default(), Notation::Numeric);
    assert_eq!(doc.pages.len(), 1);
    nothing_outside(&doc.pages);
    let all = doc.pages[0].texts();
    assert!(all.contains(&"Ходов в партии еще нет: график заполняется с первого хода белых."));
    assert!(all.contains(&"Дата ____________"));
    assert!(all.contains(&"Подпись ____________"));
}

#[test]
fn a_registered_card_says_so_with_its_receipt_number_47_4_12() {
    let mut r = long_game(3, 0, 0);
    r.plies.pop();
    let me = Profile::default();
    let address = |r: &GameRecords| {
        let doc = super::postcard::postcard(r, &me, Notation::Numeric, None).unwrap();
        doc.pages[0]
            .texts()
            .iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
    };
    assert!(
        !address(&r).contains(&"Заказное".to_owned()),
        "an ordinary card"
    );

    let mut always = r.clone();
    always.tournament.registered_mail = RegisteredMail::Always;
    assert!(address(&always).contains(&"Заказное".to_owned()));

    let mut registered = r.clone();
    registered.plies.last_mut().unwrap().delivery = Delivery::Registered {
        receipt_number: "12345678901234".into(),
    };
    let texts = address(&registered);
    assert!(texts.contains(&"Заказное".to_owned()));
    assert!(texts.contains(&"№ 12345678901234".to_owned()));
}

#[test]
fn the_senders_address_line_has_no_double_commas_47_3_7() {
    let mut r = long_game(3, 0, 0);
    r.plies.pop();
    let me = Profile {
        full_name: "Иванов Иван Иванович".into(),
        postal_address: "123456, г. Москва,\n\n ул. Садовая, д. 1, кв. 2 \n".into(),
        ..Profile::default()
    };
    let doc = super::postcard::postcard(&r, &me, Notation::Numeric, None).unwrap();
    assert!(
        doc.pages[1]
            .texts()
            .contains(&"123456, г. Москва, ул. Садовая, д. 1, кв. 2")
    );
}

#[test]
fn the_reports_n_is_the_partners_board_and_its_date_is_dd_mm_yyyy_art_49() {
    let mut r = long_game(3, 0, 0);
    r.game.board = "17".into();
    let mut unnumbered = long_game(3, 0, 0);
    unnumbered.game.board = String::new();
    let as_of = NaiveDate::from_ymd_opt(2026, 3, 1).unwrap();
    let doc = super::report::report(&[r, unnumbered], &Profile::default(), "П-1", as_of);
    let all = texts(&doc.pages);
    assert!(all.contains(&"по состоянию на 01.03.2026"), "{all:?}");
    assert!(all.contains(&"17"), "{all:?}");
    assert!(
        all.contains(&"—"),
        "a game without a board says so: {all:?}"
    );
    assert!(
        !all.contains(&"1") && !all.contains(&"2"),
        "no row counter: {all:?}"
    );
}

#[test]
fn a_long_tournament_name_is_cut_before_the_board_and_partner_on_a_sheets_foot() {
    let mut r = long_game(30, 0, 0);
    r.tournament.name = "Очень длинное название турнира ".repeat(5);
    r.game.board = " 7 ".into();
    let claim = super::adjudication::AdjudicationClaim {
        result: GameResult::Draw,
        justification: "Строка\n".repeat(120),
        sealed_move: None,
    };
    let doc = super::adjudication::adjudication(&r, &Profile::default(), Notation::Numeric, &claim)
        .unwrap();
    let of = doc.pages.len();
    assert!(of >= 2);
    let foot = format!(", доска 7, партнер: {} — лист 1 из {of}", r.partner.name);
    let texts = doc.pages[0].texts();
    let line = texts.iter().find(|t| t.ends_with(&foot)).expect("the foot");
    assert!(line.contains('…'), "{line}");
}

#[test]
fn each_cards_back_is_its_own_message_when_the_sheet_is_flipped_on_the_long_edge_47_2_1() {
    let names = [
        "Акулов А.",
        "Белов Б.",
        "Волков В.",
        "Гусев Г.",
        "Дьяков Д.",
    ];
    let cards: Vec<_> = names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let mut r = long_game(3 + i as u32, 0, 0);
            r.plies.pop();
            r.partner.name = (*name).to_owned();
            super::postcard::postcard(&r, &Profile::default(), Notation::LongRu, None).unwrap()
        })
        .collect();
    let sheet = super::postcard::four_up(&cards);
    assert_eq!(sheet.pages.len(), 4, "five cards: two sheets, both sides");
    assert!(
        sheet.title.contains("переворот по длинному краю"),
        "{}",
        sheet.title
    );
    let (w, h) = (A4.1, A4.0);
    let (cw, ch) = super::layout::A6_LANDSCAPE;
    let left = (w - 2.0 * cw) / 2.0;
    let cell = |x: f32, y: f32| (((x - left) / cw).floor() as i32, (y / ch).floor() as i32);
    let mut checked = 0;
    for pair in sheet.pages.chunks(2) {
        let (front, back) = (&pair[0], &pair[1]);
        for name in names {
            let Some((x, y)) = front.items.iter().find_map(|i| match i {
                Item::Text { x, y, text, .. } if text == name => Some((*x, *y)),
                _ => None,
            }) else {
                continue;
            };
            // Turned over its long edge, a point of the front lies behind (x, h − y).
            let behind = cell(x, h - y);
            let on_back: Vec<&str> = back
                .items
                .iter()
                .filter_map(|i| match i {
                    Item::Text { x, y, text, .. } if cell(*x, *y) == behind => Some(text.as_str()),
                    _ => None,
                })
                .collect();
            assert!(
                on_back
                    .iter()
                    .any(|t| t.starts_with("Белые:") && t.contains(name)),
                "behind the card to {name} stands {on_back:?}"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, names.len());
    // Crop marks, not lines over the cards: short, and inside what a printer prints.
    for page in &sheet.pages {
        for item in &page.items {
            if let Item::Line { from, to, .. } = item {
                let on_cut =
                    (from.0 == left + cw && to.0 == left + cw) || (from.1 == ch && to.1 == ch);
                let length = ((to.0 - from.0).powi(2) + (to.1 - from.1).powi(2)).sqrt();
                assert!(
                    !on_cut || length <= 6.0,
                    "a cut line {length} mm long: {item:?}"
                );
            }
        }
        assert!(page.outside(5.0).is_empty(), "{:?}", page.outside(5.0));
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

#[test]
fn long_names_and_addresses_wrap_at_8_pt_or_more_inside_the_page_on_every_paper() {
    use super::layout::Document;
    let (r, me) = oversized(41, 41, 80);
    let mut card = r.clone();
    card.plies.pop();
    let claim = super::adjudication::AdjudicationClaim {
        result: GameResult::WhiteWins,
        justification: "Белые выигрывают: ".repeat(40),
        sealed_move: None,
    };
    let papers: Vec<(&str, Document)> = vec![
        (
            "postcard",
            super::postcard::postcard(&card, &me, Notation::LongRu, None).unwrap(),
        ),
        (
            "repeat postcard",
            super::postcard::postcard(
                &card,
                &me,
                Notation::LongRu,
                NaiveDate::from_ymd_opt(2026, 11, 1),
            )
            .unwrap(),
        ),
        (
            "envelope",
            super::postcard::envelope(&card, &me, Notation::LongRu).unwrap(),
        ),
        (
            "4-up",
            super::postcard::four_up(&[super::postcard::postcard(
                &card,
                &me,
                Notation::LongRu,
                None,
            )
            .unwrap()]),
        ),
        ("schedule", schedule_form(&r, &me, Notation::LongRu)),
        (
            "schedule after a restart (47.6.4)",
            schedule_form(&oversized(45, 20, 80).0, &me, Notation::LongRu),
        ),
        (
            "record",
            super::game_record::game_record(&r, &me, Notation::LongRu),
        ),
        (
            "claim",
            overstep_claim(&r, &me, Notation::LongRu, AS_OF).unwrap(),
        ),
        (
            "adjudication",
            super::adjudication::adjudication(&card, &me, Notation::LongRu, &claim).unwrap(),
        ),
        (
            "report",
            super::report::report(
                &[r.clone(), card.clone()],
                &me,
                &r.tournament.code,
                NaiveDate::from_ymd_opt(2026, 12, 1).unwrap(),
            ),
        ),
    ];
    for (what, doc) in &papers {
        printable(what, &doc.pages);
        nothing_overlaps(what, &doc.pages);
        every_word(what, &doc.pages, &r.partner.name);
        if what.contains("postcard") || *what == "4-up" || *what == "envelope" {
            every_word(what, &doc.pages, &me.full_name);
            every_word(what, &doc.pages, &me.postal_address);
            every_word(what, &doc.pages, &r.partner.contacts[0].postal_address);
            every_word(what, &doc.pages, &r.tournament.name);
        }
    }
}

#[test]
fn an_overstep_is_claimed_no_later_than_the_reply_to_his_control_move_47_6_3() {
    // His overstep at move 40; my move 41 answers it.
    let r = long_game(41, 40, 50);
    let replied = effective_sent(&r.plies[80].sent, &r.plies[80].delivery)
        .unwrap()
        .date;
    let on_the_day = overstep_claim(&r, &Profile::default(), Notation::Numeric, replied);
    assert!(on_the_day.is_ok(), "with the reply is in time");
    let late = overstep_claim(
        &r,
        &Profile::default(),
        Notation::Numeric,
        replied + Duration::days(1),
    )
    .unwrap_err();
    assert_eq!(
        late,
        DocumentError::ClaimTooLate {
            game: r.named(),
            control_move: 40,
            closed: Some(replied)
        }
    );
    assert!(
        late.told(crate::messages::Language::Ru)
            .contains(&format!("срок истёк {}", format_date(replied))),
        "{}",
        late.told(crate::messages::Language::Ru)
    );
}

#[test]
fn the_claim_states_the_overstep_as_a_sentence_and_brings_the_notice_to_him_47_6_2() {
    let mut r = long_game(40, 40, 50);
    r.game.board = "7".into();
    let doc = overstep_claim(&r, &Profile::default(), Notation::Numeric, AS_OF).unwrap();
    let all = texts(&doc.pages).join(" ");
    for said in [
        "Арбитр:",
        "Заявитель:",
        "доска 7",
        "за 40 ходов израсходовано 128 дн. при норме 120 дней.",
        "Дата 01.12.2026",
        "квитанция №",
    ] {
        assert!(all.contains(said), "{said:?} is missing in {all}");
    }
    let notice = doc.pages.last().unwrap().texts().join(" ");
    assert!(notice.contains("Сообщение о просрочке времени"), "{notice}");
    assert!(
        notice.contains("Кому:") && notice.contains(&r.partner.name),
        "{notice}"
    );
}

#[test]
fn an_envelope_carries_the_address_side_on_c6_and_the_message_on_a6_47_2_1() {
    let mut r = long_game(3, 0, 0);
    r.plies.pop();
    let doc = super::postcard::envelope(&r, &Profile::default(), Notation::LongRu).unwrap();
    let sizes: Vec<(f32, f32)> = doc.pages.iter().map(|p| (p.width, p.height)).collect();
    assert_eq!(sizes, vec![(162.0, 114.0), (148.0, 105.0)]);
    let address = doc.pages[0].texts();
    for said in [
        "От кого:",
        "Кому:",
        "Петров Павел",
        "190000, Санкт-Петербург, Невский пр.,",
    ] {
        assert!(address.contains(&said), "{said:?} not in {address:?}");
    }
    assert!(doc.pages[1].texts().contains(&"Мой ход:"));
    printable("envelope", &doc.pages);
    nothing_overlaps("envelope", &doc.pages);
    // The recipient stands in the envelope's bottom-right corner, as on a card.
    let to = doc.pages[0]
        .items
        .iter()
        .find_map(|i| match i {
            Item::Text { x, y, text, .. } if text == "Кому:" => Some((*x, *y)),
            _ => None,
        })
        .unwrap();
    assert_eq!(to, (162.0 - 76.0, 114.0 - 40.5 - 5.0));
}
