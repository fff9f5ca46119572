//! The postcard, the 4-up sheet and the envelope (47.2.1, 47.3.7, 47.4.12).

use super::*;

#[test]
fn a_postcard_is_only_for_a_post_game_in_play_47_3_7() {
    let mut r = long_game(3, 0, 0);
    r.plies.pop();
    let me = Profile::default();
    let card =
        |r: &GameRecords| crate::documents::postcard::postcard(r, &me, Notation::Numeric, None);
    assert!(card(&r).is_ok(), "my last move in a post game in play");

    let mut email = r.clone();
    email.tournament.mode = Mode::Email;
    assert!(matches!(card(&email), Err(DocumentError::PlayedByEmail(_))));

    for status in [
        crate::domain::GameState::Adjudication(None),
        crate::domain::GameState::Withdrawn(None),
    ] {
        let mut over = r.clone();
        over.game.state = status;
        let err = card(&over).unwrap_err();
        assert!(matches!(err, DocumentError::GameOver(_)), "{status:?}");
        assert!(
            err.to_string()
                .ends_with("is no longer played: there is no move to post")
        );
    }
    // My last move may have ended the game: its card is still owed.
    let mut finished = r.clone();
    finished.game.state = crate::domain::GameState::Finished(crate::domain::Outcome::WhiteWins);
    assert!(card(&finished).is_ok());
}

#[test]
fn a_registered_card_says_so_with_its_receipt_number_47_4_12() {
    let mut r = long_game(3, 0, 0);
    r.plies.pop();
    let me = Profile::default();
    let address = |r: &GameRecords| {
        let doc = crate::documents::postcard::postcard(r, &me, Notation::Numeric, None).unwrap();
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
    let doc = crate::documents::postcard::postcard(&r, &me, Notation::Numeric, None).unwrap();
    assert!(
        doc.pages[1]
            .texts()
            .contains(&"123456, г. Москва, ул. Садовая, д. 1, кв. 2")
    );
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
            crate::documents::postcard::postcard(&r, &Profile::default(), Notation::LongRu, None)
                .unwrap()
        })
        .collect();
    let sheet = crate::documents::four_up::four_up(&cards);
    assert_eq!(sheet.pages.len(), 4, "five cards: two sheets, both sides");
    assert!(
        sheet.title.contains("переворот по длинному краю"),
        "{}",
        sheet.title
    );
    let (w, h) = (A4.1, A4.0);
    let (cw, ch) = crate::documents::layout::A6_LANDSCAPE;
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

#[test]
fn an_envelope_carries_the_address_side_on_c6_and_the_message_on_a6_47_2_1() {
    let mut r = long_game(3, 0, 0);
    r.plies.pop();
    let doc =
        crate::documents::postcard::envelope(&r, &Profile::default(), Notation::LongRu).unwrap();
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

/// The board of a card's message side: the squares' outer edges, if it has one.
fn board_of(page: &Page) -> Option<[f32; 4]> {
    let squares: Vec<[f32; 4]> = page
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Rect {
                x,
                y,
                w,
                h,
                fill: Some(_),
                ..
            } => Some([*x, *y, x + w, y + h]),
            _ => None,
        })
        .collect();
    (squares.len() == 64).then(|| {
        squares.iter().fold([f32::MAX, f32::MAX, 0.0, 0.0], |b, s| {
            [
                b[0].min(s[0]),
                b[1].min(s[1]),
                b[2].max(s[2]),
                b[3].max(s[3]),
            ]
        })
    })
}

#[test]
fn the_diagram_shows_the_position_after_my_move_beside_every_item_of_47_3_7() {
    let mut r = long_game(3, 0, 0);
    r.plies.pop();
    r.game.board = "12".into();
    let me = Profile::default();
    let card = |r: &GameRecords| {
        crate::documents::postcard::postcard(r, &me, Notation::Numeric, None)
            .unwrap()
            .pages
            .remove(1)
    };
    assert!(
        board_of(&card(&r)).is_none(),
        "off unless the tournament asks"
    );
    r.tournament.card_diagram = true;
    let page = card(&r);
    let board = board_of(&page).expect("a diagram");
    // The position after my last move: both kings, queens, rooks and bishops, White's knight
    // on f3 after 3.Ng1-f3, Black's on g8.
    let pieces = page
        .items
        .iter()
        .filter(|i| matches!(i, Item::Piece { .. }))
        .count();
    assert_eq!(pieces, 32);
    // No text stands on the board, and every item is still there.
    for item in &page.items {
        if let (Item::Text { text, .. }, Some(p)) = (item, item.printed()) {
            let on_board = p.left < board[2]
                && board[0] < p.left + p.width
                && p.top() < board[3]
                && board[1] < p.bottom();
            assert!(!on_board, "{text:?} stands on the diagram");
        }
    }
    let texts = page.texts().join(" ");
    for item in [
        "Дата отправки вашего хода:",
        "Ваш ход получен:",
        "Мой ход отправлен:",
        "Суммарное время:",
        "Повторяю ваш ход:",
        "Мой ход:",
        "доска 12",
    ] {
        assert!(texts.contains(item), "missing {item:?} in {texts}");
    }
    nothing_overlaps("card with a diagram", std::slice::from_ref(&page));
    printable("card with a diagram", std::slice::from_ref(&page));
}

#[test]
fn a_card_too_full_for_the_diagram_goes_without_it_47_3_7() {
    let mut r = long_game(3, 0, 0);
    r.plies.pop();
    r.tournament.card_diagram = true;
    // A long variant fills the card: the diagram gives way to the items the rules require.
    r.variants.push(crate::domain::variant::ProposedVariant {
        first_ply: r.plies.len() as u32 - 1,
        variant: crate::domain::variant::Variant::new(
            &r.line().positions[r.plies.len() - 1],
            [
                "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8", "g1f3",
            ]
            .iter()
            .map(|m| UciMove::from_ascii(m.as_bytes()).unwrap())
            .collect(),
        )
        .unwrap(),
        state: PlyState::Sent,
        sent: None,
    });
    let (big, me) = oversized(3, 0, 0);
    r.tournament.name = big.tournament.name;
    r.partner.name = big.partner.name;
    let doc = crate::documents::postcard::postcard(&r, &me, Notation::LongRu, None).unwrap();
    let page = &doc.pages[1];
    nothing_overlaps("a full card", &doc.pages);
    printable("a full card", &doc.pages);
    assert!(page.texts().join(" ").contains("Предлагаю вариант:"));
    assert!(board_of(page).is_none(), "the diagram gave way");
}

#[test]
fn two_games_share_a_card_or_each_has_its_own_never_overlapping_47_3_7() {
    let mut a = long_game(3, 0, 0);
    a.plies.pop();
    a.game.board = "1".into();
    let mut b = a.clone();
    b.id = GameId(2);
    b.game.board = "2".into();
    let me = Profile {
        full_name: "Иванов Иван Иванович".into(),
        postal_address: "123456, Москва, ул. Ленина, 1".into(),
        ..Profile::default()
    };
    let cards =
        crate::documents::postcard::postcards_together([&b, &a], &me, Notation::LongRu).unwrap();
    assert_eq!(cards.len(), 1, "two ordinary games share one card");
    let message = &cards[0].pages[1];
    let texts = message.texts().join(" ");
    let first = texts.find("Доска 1.").unwrap();
    assert!(
        first < texts.find("Доска 2.").unwrap(),
        "in the diary's order"
    );
    assert_eq!(texts.matches("Мой ход:").count(), 2);
    nothing_overlaps("two games", &cards[0].pages);
    printable("two games", &cards[0].pages);
    // Long names on both: each game goes on a card of its own, every item kept.
    let (big, big_me) = oversized(3, 0, 0);
    for r in [&mut a, &mut b] {
        r.partner = big.partner.clone();
        r.tournament = big.tournament.clone();
    }
    let cards = crate::documents::postcard::postcards_together([&a, &b], &big_me, Notation::LongRu)
        .unwrap();
    assert_eq!(cards.len(), 2);
    for card in &cards {
        nothing_overlaps("a game of two", &card.pages);
        printable("a game of two", &card.pages);
        assert!(card.pages[1].texts().join(" ").contains("Мой ход:"));
    }
}

#[test]
fn two_moves_are_sent_on_one_card_only_when_it_holds_both_47_3_7() {
    use crate::domain::card::{CardContext, MyCard, send};
    let today = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
    let a = long_game(3, 0, 0);
    let mut b = a.clone();
    b.id = GameId(2);
    let mine = MyCard {
        my_move: "f3g1".into(),
        ..MyCard::default()
    };
    let sa = send(&CardContext::new(&a), &mine, today).unwrap();
    let sb = send(&CardContext::new(&b), &mine, today).unwrap();
    let me = Profile::default();
    assert!(crate::documents::postcard::one_card_holds(
        [(&a, &sa), (&b, &sb)],
        &me
    ));
    let (big, big_me) = oversized(3, 0, 0);
    let (mut a, mut b) = (a, b);
    for r in [&mut a, &mut b] {
        r.partner = big.partner.clone();
        r.tournament = big.tournament.clone();
    }
    assert!(!crate::documents::postcard::one_card_holds(
        [(&a, &sa), (&b, &sb)],
        &big_me
    ));
}

#[test]
fn whites_first_card_says_nothing_of_a_move_received_47_3_7_3() {
    let mut r = long_game(1, 0, 0);
    r.plies.pop();
    let card =
        crate::documents::postcard::postcard(&r, &Profile::default(), Notation::LongRu, None)
            .unwrap();
    let texts: Vec<String> = card.pages.iter().flat_map(|p| p.lines()).collect();
    assert!(
        !texts.iter().any(|l| l.contains("Ваш ход получен")),
        "{texts:?}"
    );
    assert!(
        texts.iter().any(|l| l.contains("Мой ход отправлен")),
        "{texts:?}"
    );
}

#[test]
fn an_over_full_message_side_goes_on_on_a_second_card_never_over_the_sender_47_3_7_6() {
    let mut r = long_game(3, 0, 0);
    r.plies.pop();
    // A long variant, a draw offered with the move, an oversized tournament and sender.
    let moves: Vec<_> = ["g1f3", "g8f6", "f3g1", "f6g8"]
        .iter()
        .cycle()
        .take(41)
        .map(|m| UciMove::from_ascii(m.as_bytes()).unwrap())
        .collect();
    r.variants.push(crate::domain::variant::ProposedVariant {
        first_ply: r.plies.len() as u32 - 1,
        variant: crate::domain::variant::Variant::new(
            &r.line().positions[r.plies.len() - 1],
            moves,
        )
        .unwrap(),
        state: PlyState::Sent,
        sent: None,
    });
    let mine = r.plies.len() as u32 - 1;
    r.correspondence.push(CorrespondenceItem {
        game: r.id,
        direction: Direction::Out,
        medium: Medium::Card,
        written: None,
        sent: None,
        received: None,
        ply: Some(mine),
        declaration: Some(crate::domain::declarations::Declaration::OfferDraw),
        together_with: None,
        stated_total: None,
        body: String::new(),
    });
    let (big, me) = oversized(3, 0, 0);
    r.tournament.name = big.tournament.name;
    r.partner.name = big.partner.name;
    let doc = crate::documents::postcard::postcard(&r, &me, Notation::LongRu, None).unwrap();
    assert_eq!(doc.pages.len(), 4, "two cards: address and message sides");
    // The draw offer goes with the move it is made with, on the same card, however full the
    // card: the sender's address, longer and longer, moves where the first card ends.
    for words in 0..40 {
        let me = Profile {
            postal_address: "улица Длинная, ".repeat(words) + "630000",
            ..me.clone()
        };
        let doc = crate::documents::postcard::postcard(&r, &me, Notation::LongRu, None).unwrap();
        let sheet_of = |text: &str| {
            doc.pages
                .iter()
                .position(|p| p.texts().join(" ").contains(text))
        };
        assert_eq!(sheet_of("Мой ход:"), sheet_of("Предлагаю ничью"), "{words}");
    }
    nothing_overlaps("an over-full card", &doc.pages);
    printable("an over-full card", &doc.pages);
    let second = doc.pages[3].texts().join(" ");
    assert!(second.contains("лист 2 из 2"), "{second}");
    assert!(doc.pages[1].texts().join(" ").contains("лист 1 из 2"));
    // The second card names the game again: it may carry the draw offer or the variant alone.
    assert!(second.contains("Белые:"), "{second}");
    // An envelope holds both sheets: one address side.
    let envelope = crate::documents::postcard::envelope(&r, &me, Notation::LongRu).unwrap();
    let sizes: Vec<_> = envelope.pages.iter().map(|p| (p.width, p.height)).collect();
    assert_eq!(sizes, [(162.0, 114.0), (148.0, 105.0), (148.0, 105.0)]);
    // A line never parts a move from its number: none ends with "13." or "13. …".
    for line in doc.pages.iter().flat_map(|p| p.lines()) {
        let end = line.trim_end();
        let number_last = end
            .strip_suffix('.')
            .is_some_and(|rest| rest.ends_with(|c: char| c.is_ascii_digit()));
        assert!(!number_last && !end.ends_with('…'), "{line:?}");
    }
}

#[test]
fn the_signature_and_the_receipt_number_never_print_over_a_long_name_or_address_47_3_7_6() {
    let (mut r, mut me) = oversized(3, 0, 0);
    r.plies.pop();
    me.full_name = "Константинопольский-Водопьянов-Преображенский Александр-Максимилиан Вольдемарович-Петрович".into();
    me.signature = "А.-М. В.-П. Константинопольский-Водопьянов-Преображенский".into();
    r.plies.last_mut().unwrap().delivery = Delivery::Registered {
        receipt_number: "RA123456785RU".into(),
    };
    let lines: Vec<String> = (1..=8)
        .map(|n| format!("улица Длинная-{n}, дом {n}"))
        .collect();
    r.partner.contacts[0].postal_address = lines.join("\n") + "\n630000 Новосибирск";
    let doc = crate::documents::postcard::postcard(&r, &me, Notation::LongRu, None).unwrap();
    nothing_overlaps("a long name, signature and address", &doc.pages);
    printable("a long name, signature and address", &doc.pages);
    let address = doc.pages[0].texts().join(" ");
    assert!(address.contains("№ RA123456785RU"), "{address}");
    let message = doc.pages[1].texts().join(" ");
    assert!(
        message.contains("Константинопольский-Водопьянов-Преображенский"),
        "{message}"
    );
}
