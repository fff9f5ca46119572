//! Cards, clause by clause.

use shakmaty::Color;
use shakmaty::uci::UciMove;

use super::*;
use crate::domain::test_support::{d, ply};
use crate::domain::variant::ProposedVariant;
use crate::domain::*;
use crate::messages::Language;

/// A post game, me Black: 1.e4 arrived 25.11, I answered 1...e5 on 28.11.
fn game(mode: Mode) -> GameRecords {
    GameRecords {
        id: GameId(3),
        game: Game {
            tournament: TournamentId(1),
            partner: PartnerId(1),
            my_colour: Color::Black,
            board: String::new(),
            start: Some(d(11, 1)),
            state: GameState::InPlay,
            undated_plies: 0,
        },
        tournament: Tournament {
            mode,
            ..Tournament::default()
        },
        partner: Partner::default(),
        plies: vec![
            ply("e2e4", d(11, 20), Some(d(11, 25))),
            ply("e7e5", d(11, 28), None),
        ],
        penalties: vec![],
        leaves: vec![],
        correspondence: vec![],
        variants: vec![],
        arbiter: Default::default(),
        notices: Vec::new(),
    }
}

fn card(his_move: &str) -> HisCard {
    HisCard {
        repetition: "e7-e5".into(),
        his_move: his_move.into(),
        written: Some(d(12, 2)),
        received: Some(d(12, 5)),
        his_receipt: Some(d(12, 1)),
        ..HisCard::default()
    }
}

#[test]
fn his_card_becomes_his_ply_with_its_dates_47_3_7() {
    let r = game(Mode::Post);
    let got = receive(&CardContext::new(&r), &card("Кg1-f3"), d(12, 10)).unwrap();
    assert_eq!(got.plies.len(), 1);
    let his = &got.plies[0];
    assert_eq!(his.uci.to_string(), "g1f3");
    assert_eq!(his.sent.written, Some(d(12, 2)));
    assert_eq!(his.arrived, Some(d(12, 5)));
    assert_eq!(got.his_receipt, Some(d(12, 1)));
    assert_eq!(got.item.direction, Direction::In);
    assert_eq!(got.item.body, "e7-e5 | Кg1-f3");
}

#[test]
fn his_repetition_must_be_my_move_47_3_7_5() {
    let r = game(Mode::Post);
    let wrong = HisCard {
        repetition: "e7-e6".into(),
        ..card("Кg1-f3")
    };
    let err = receive(&CardContext::new(&r), &wrong, d(12, 10)).unwrap_err();
    assert!(err.is_wrong_repetition());
    assert_eq!(
        err.told(Language::EN),
        "e7-e6: your move was e7-e5 (47.3.7.5)"
    );
    assert_eq!(
        err.told(Language::RU),
        "e7-e6: ваш ход был e7-e5 (47.3.7.5)"
    );
}

#[test]
fn an_impossible_move_asks_for_a_replacement_47_3_12() {
    let r = game(Mode::Post);
    let err = receive(&CardContext::new(&r), &card("Кg1-g3"), d(12, 10)).unwrap_err();
    assert!(err.is_impossible_move());
    assert_eq!(err.told(Language::EN), "his move Кg1-g3: illegal here");
}

#[test]
fn he_cannot_have_received_my_move_before_i_sent_it_47_2_2() {
    let r = game(Mode::Post);
    let early = HisCard {
        his_receipt: Some(d(11, 27)),
        ..card("Кg1-f3")
    };
    let err = receive(&CardContext::new(&r), &early, d(12, 10)).unwrap_err();
    assert_eq!(
        err,
        CardError::Before {
            field: DateField::HisReceipt,
            date: d(11, 27),
            after: DateField::MyLastSent,
            after_date: d(11, 28),
        }
    );
    assert_eq!(
        err.told(Language::EN),
        "the day he received my move 27.11.2026 is before the day my last move was sent 28.11.2026: check the dates"
    );
    assert_eq!(
        err.told(Language::RU),
        "день, когда он получил мой ход 27.11.2026 раньше, чем день отправки моего последнего хода 28.11.2026: проверьте даты"
    );
}

#[test]
fn dates_follow_one_another_47_2_2_1() {
    let r = game(Mode::Post);
    let ctx = CardContext::new(&r);
    // A postmark a day before the date he wrote is recorded with both: the postmark counts
    // (47.2.2.1).
    let postmark_first = HisCard {
        written: Some(d(12, 2)),
        postmarks: vec![d(12, 1)],
        ..card("Кg1-f3")
    };
    let got = receive(&ctx, &postmark_first, d(12, 10)).unwrap();
    assert_eq!(got.plies[0].sent.written, Some(d(12, 2)));
    assert_eq!(got.plies[0].sent.postmarks, vec![d(12, 1)]);
    assert_eq!(got.item.sent, Some(d(12, 1)));
    let received_first = HisCard {
        received: Some(d(12, 1)),
        his_receipt: Some(d(11, 29)),
        ..card("Кg1-f3")
    };
    assert!(matches!(
        receive(&ctx, &received_first, d(12, 10)),
        Err(CardError::Before {
            field: DateField::Received,
            after: DateField::HisSent,
            ..
        })
    ));
    let sent_before_he_had_mine = HisCard {
        written: Some(d(11, 30)),
        ..card("Кg1-f3")
    };
    assert!(matches!(
        receive(&ctx, &sent_before_he_had_mine, d(12, 10)),
        Err(CardError::Before {
            field: DateField::HisSent,
            after: DateField::HisReceipt,
            ..
        })
    ));
    let future = HisCard {
        received: Some(d(12, 11)),
        ..card("Кg1-f3")
    };
    assert_eq!(
        receive(&ctx, &future, d(12, 10)).unwrap_err(),
        CardError::Future(DateField::Received, d(12, 11))
    );
}

#[test]
fn accepted_variant_moves_travel_on_his_card_47_3_8() {
    let mut r = game(Mode::Post);
    // I (Black) sent 1...e5 with the variant 2.Nf3 Nc6.
    let variant = Variant::new(
        &{
            let mut p = shakmaty::Chess::default();
            p.play_unchecked(read_move(&p, "e4").unwrap());
            p
        },
        ["e7e5", "g1f3", "b8c6"]
            .iter()
            .map(|m| UciMove::from_ascii(m.as_bytes()).unwrap())
            .collect(),
    )
    .unwrap();
    r.variants.push(ProposedVariant {
        first_ply: 1,
        variant,
        state: PlyState::Sent,
        sent: Some(d(11, 28)),
    });
    let his = HisCard {
        accepted: vec!["Кg1-f3".into(), "Кb8-c6".into()],
        ..card("Сf1-b5")
    };
    let got = receive(&CardContext::new(&r), &his, d(12, 10)).unwrap();
    let moves: Vec<String> = got.plies.iter().map(|p| p.uci.to_string()).collect();
    assert_eq!(moves, ["g1f3", "b8c6", "f1b5"]);
    assert_eq!(got.plies[0].sent.written, Some(d(12, 2)));
    let wrong = HisCard {
        accepted: vec!["Кg1-f3".into(), "d7-d6".into()],
        ..card("Сf1-b5")
    };
    let err = receive(&CardContext::new(&r), &wrong, d(12, 10)).unwrap_err();
    assert!(err.is_wrong_repetition(), "{err:?}");
}

#[test]
fn my_reply_cannot_go_before_his_move_arrived_47_4_1() {
    let mut r = game(Mode::Post);
    r.plies.push(ply("g1f3", d(12, 2), Some(d(12, 5))));
    let ctx = CardContext::new(&r);
    let early = MyCard {
        my_move: "Кb8-c6".into(),
        date: Some(d(12, 4)),
        ..MyCard::default()
    };
    assert_eq!(
        send(&ctx, &early, d(12, 10)).unwrap_err(),
        CardError::Before {
            field: DateField::MySent,
            date: d(12, 4),
            after: DateField::HisLastArrived,
            after_date: d(12, 5),
        }
    );
    // A receipt number typed one digit wrong is refused by its check digit.
    let mistyped = MyCard {
        date: Some(d(12, 6)),
        registered: Some("12345678901234".into()),
        ..early.clone()
    };
    assert_eq!(
        send(&ctx, &mistyped, d(12, 10)).unwrap_err(),
        CardError::Receipt(crate::domain::receipt::ReceiptError::CheckDigit {
            expected: 1,
            found: 4
        })
    );
    let registered = MyCard {
        date: Some(d(12, 6)),
        registered: Some("1234 5678 9012 31".into()),
        variant: vec!["Сf1-b5".into(), "a7-a6".into()],
        ..early
    };
    let sent = send(&ctx, &registered, d(12, 10)).unwrap();
    assert_eq!(sent.ply.as_ref().unwrap().uci.to_string(), "b8c6");
    assert_eq!(sent.ply.as_ref().unwrap().sent.receipt, Some(d(12, 6)));
    assert_eq!(
        sent.ply.as_ref().unwrap().delivery,
        Delivery::Registered {
            receipt_number: "12345678901231".into()
        }
    );
    assert_eq!(sent.variant.unwrap().moves().len(), 3);
    assert_eq!(sent.item.body, "Кb8-c6");
}

#[test]
fn by_email_there_is_no_registered_mail_48_2_1() {
    let mut r = game(Mode::Email);
    r.plies.push(ply("g1f3", d(12, 2), Some(d(12, 2))));
    let sent = send(
        &CardContext::new(&r),
        &MyCard {
            my_move: "b8c6".into(),
            registered: Some("1".into()),
            ..MyCard::default()
        },
        d(12, 3),
    )
    .unwrap();
    assert_eq!(sent.ply.as_ref().unwrap().delivery, Delivery::Email);
    assert_eq!(sent.item.medium, Medium::Email);
}

#[test]
fn corrected_dates_are_checked_like_a_cards_47_2_2() {
    let p = ply("e2e4", d(11, 20), Some(d(11, 25)));
    let fixed = corrected_dates(
        std::slice::from_ref(&p),
        0,
        crate::domain::Side::His,
        SendEvidence {
            written: Some(d(11, 20)),
            postmarks: vec![d(11, 21)],
            receipt: None,
        },
        Some(d(11, 26)),
        d(12, 1),
    )
    .unwrap();
    assert_eq!(fixed.uci, p.uci);
    assert_eq!(fixed.sent.postmarks, vec![d(11, 21)]);
    assert_eq!(fixed.arrived, Some(d(11, 26)));
    let err = corrected_dates(
        std::slice::from_ref(&p),
        0,
        crate::domain::Side::His,
        SendEvidence {
            written: Some(d(11, 20)),
            ..SendEvidence::default()
        },
        Some(d(11, 19)),
        d(12, 1),
    )
    .unwrap_err();
    assert_eq!(
        err.told(Language::EN),
        "the day his move reached me 19.11.2026 is before the day his card counts as sent 20.11.2026: check the dates"
    );
    let mine = corrected_dates(
        std::slice::from_ref(&p),
        0,
        crate::domain::Side::Mine,
        SendEvidence {
            written: Some(d(11, 20)),
            ..SendEvidence::default()
        },
        Some(d(11, 19)),
        d(12, 1),
    )
    .unwrap_err();
    assert_eq!(
        mine.told(Language::EN),
        "the day he received my move 19.11.2026 is before the send date 20.11.2026: check the dates"
    );
}

#[test]
fn a_card_is_only_for_the_side_to_move_in_a_game_in_play() {
    let mut r = game(Mode::Post);
    // It is his move: nothing of mine to send.
    let mine = MyCard {
        my_move: "d7-d5".into(),
        ..MyCard::default()
    };
    assert_eq!(
        send(&CardContext::new(&r), &mine, d(12, 10)).unwrap_err(),
        CardError::NotMyTurn
    );
    // After his move it is mine: a card of his is refused, even one that is legal for me.
    r.plies.push(ply("g1f3", d(12, 2), Some(d(12, 5))));
    let err = receive(&CardContext::new(&r), &card("b8c6"), d(12, 10)).unwrap_err();
    assert_eq!(err, CardError::NotHisTurn);
    assert_eq!(
        err.told(Language::EN),
        "it is your move: there is no move of his to record"
    );
    r.game.state = crate::domain::GameState::Finished(crate::domain::Outcome::Draw);
    assert_eq!(
        send(&CardContext::new(&r), &mine, d(12, 10)).unwrap_err(),
        CardError::NotInPlay
    );
}

#[test]
fn his_reply_cannot_go_before_my_move_went_47_2_2() {
    let r = game(Mode::Post);
    // My 1...e5 went on 28.11; a card of his written 27.11 is not a reply to it.
    let early = HisCard {
        written: Some(d(11, 27)),
        his_receipt: None,
        ..card("Кg1-f3")
    };
    assert_eq!(
        receive(&CardContext::new(&r), &early, d(12, 10)).unwrap_err(),
        CardError::Before {
            field: DateField::HisSent,
            date: d(11, 27),
            after: DateField::MyLastSent,
            after_date: d(11, 28),
        }
    );
}

#[test]
fn a_repeat_comes_after_the_move_it_repeats_47_5_1() {
    let r = game(Mode::Post);
    assert_eq!(
        repeat(&r, d(11, 28), d(12, 30)).unwrap_err(),
        RepeatError::NotAfterSent {
            date: d(11, 28),
            sent: d(11, 28)
        }
    );
    let item = repeat(&r, d(12, 29), d(12, 30)).unwrap();
    assert_eq!((item.ply, item.medium), (Some(1), Medium::Letter));
}

#[test]
fn a_corrected_date_keeps_its_place_among_the_moves_47_2_2() {
    let r = game(Mode::Post);
    // My 1...e5 cannot be sent before his 1.e4 reached me on 25.11.
    let err = corrected_dates(
        &r.plies,
        1,
        crate::domain::Side::Mine,
        SendEvidence {
            written: Some(d(11, 24)),
            ..SendEvidence::default()
        },
        None,
        d(12, 1),
    )
    .unwrap_err();
    assert_eq!(
        err.told(Language::EN),
        "the send date 24.11.2026 is before the day his last move reached me 25.11.2026: check the dates"
    );
}

#[test]
fn accepted_variant_moves_need_a_variant_of_mine_47_3_8() {
    let r = game(Mode::Post);
    let accepting = HisCard {
        accepted: vec!["Кg1-f3".into()],
        ..card("Кb1-c3")
    };
    let err = receive(&CardContext::new(&r), &accepting, d(12, 10)).unwrap_err();
    assert_eq!(err, CardError::NoVariantToAccept);
    assert_eq!(
        err.told(Language::EN),
        "the accepted variant moves: my last move proposed no variant (47.3.8)"
    );
}
