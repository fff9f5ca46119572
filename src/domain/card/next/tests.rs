//! My next card decided once: what it says in each case, and when none can be made.

use super::*;
use crate::domain::test_support::{d, ply, records};
use crate::domain::variant::{ProposedVariant, Variant};
use crate::domain::{Contact, PlyState};
use shakmaty::Color;

/// A post game with an address and a name: White's first move, then as many plies as `moves`.
fn game(my_colour: Color, moves: &[&str]) -> GameRecords {
    let mut plies = Vec::new();
    for (n, m) in moves.iter().enumerate() {
        let day = 1 + 3 * n as u32;
        plies.push(ply(m, d(3, day), Some(d(3, day + 2))));
    }
    let mut r = records(Mode::Post, my_colour, d(3, 1), plies);
    r.tournament.code = "П-1".into();
    r.partner.contacts.push(Contact {
        since: d(3, 1),
        postal_address: "630000 Новосибирск".into(),
        email: String::new(),
    });
    r
}

#[test]
fn whites_first_card_confirms_and_repeats_nothing_47_3_7() {
    let r = game(Color::White, &["d2d4"]);
    let card = NextCard::of(&r, By::Post, None).unwrap();
    assert_eq!(card.my_move, Some(0));
    assert_eq!(card.his_move_sent, None);
    assert_eq!(
        card.his_move_received, None,
        "my first move answers no move"
    );
    assert!(card.repeated.is_empty());
    assert_eq!(card.sent, Some(d(3, 1)));
    assert_eq!(card.registration, Registration::Ordinary);
}

#[test]
fn a_reply_confirms_his_move_and_repeats_it_47_3_7_2_to_5() {
    let r = game(Color::Black, &["d2d4", "d7d5", "c2c4", "e7e6"]);
    let card = NextCard::of(&r, By::Post, None).unwrap();
    assert_eq!(card.my_move, Some(3));
    assert_eq!(card.his_move_sent, Some(Some(d(3, 7))));
    assert_eq!(card.his_move_received, Some(Some(d(3, 9))));
    assert_eq!(card.repeated, 2..3);
    assert_eq!(card.sent, Some(d(3, 10)));
}

#[test]
fn a_card_that_cannot_be_made_is_refused_once_for_every_paper() {
    let theirs = game(Color::Black, &["d2d4"]);
    for by in [By::Post, By::Email] {
        assert!(matches!(
            NextCard::of(&theirs, by, None),
            Err(NoCard::NoMoveOfMine(_))
        ));
    }
    let mut email = game(Color::White, &["d2d4"]);
    email.tournament.mode = Mode::Email;
    assert!(matches!(
        NextCard::of(&email, By::Post, None),
        Err(NoCard::PlayedByEmail(_))
    ));
    assert!(NextCard::of(&email, By::Email, None).is_ok());
    for status in [
        crate::domain::GameState::Adjudication(None),
        crate::domain::GameState::Withdrawn(None),
    ] {
        let mut over = game(Color::White, &["d2d4"]);
        over.game.state = status;
        for by in [By::Post, By::Email] {
            assert!(matches!(
                NextCard::of(&over, by, None),
                Err(NoCard::GameOver(_))
            ));
        }
    }
    // Where it goes and what it names matter by post only.
    let mut nowhere = game(Color::White, &["d2d4"]);
    nowhere.partner.contacts.clear();
    assert!(matches!(
        NextCard::of(&nowhere, By::Post, None),
        Err(NoCard::NoAddress(_))
    ));
    assert!(NextCard::of(&nowhere, By::Email, None).is_ok());
    let mut unnamed = game(Color::White, &["d2d4"]);
    unnamed.tournament.code.clear();
    unnamed.tournament.name = crate::domain::Tournament::UNNAMED.into();
    assert!(matches!(
        NextCard::of(&unnamed, By::Post, None),
        Err(NoCard::UnnamedTournament(_))
    ));
}

#[test]
fn registered_mail_is_decided_with_the_card_47_2_1_47_4_12_47_5_1() {
    let mut r = game(Color::White, &["d2d4"]);
    r.plies[0].delivery = Delivery::Registered {
        receipt_number: " 12345678901234 ".into(),
    };
    let registered =
        |r: &GameRecords, repeat, by| NextCard::of(r, by, repeat).unwrap().registration;
    assert_eq!(
        registered(&r, None, By::Post),
        Registration::Registered {
            receipt: Some("12345678901234".into())
        }
    );
    // A repeat goes registered, under a receipt of its own, not the first card's.
    assert_eq!(
        registered(&r, Some(d(3, 20)), By::Post),
        Registration::Registered { receipt: None }
    );
    assert_eq!(registered(&r, None, By::Email), Registration::Ordinary);
    r.plies[0].delivery = Delivery::Ordinary;
    assert_eq!(registered(&r, None, By::Post), Registration::Ordinary);
    r.tournament.registered_mail = RegisteredMail::Always;
    assert!(matches!(
        registered(&r, None, By::Post),
        Registration::Registered { .. }
    ));
}

#[test]
fn the_variant_i_propose_goes_with_my_move_47_3_8() {
    let mut r = game(Color::White, &["d2d4", "d7d5", "c2c4"]);
    let pos = r.line().positions[2].clone();
    let moves: Vec<UciMove> = ["c2c4", "e7e6", "b1c3"]
        .iter()
        .map(|m| UciMove::from_ascii(m.as_bytes()).unwrap())
        .collect();
    r.variants.push(ProposedVariant {
        first_ply: 2,
        variant: Variant::new(&pos, moves.clone()).unwrap(),
        state: PlyState::Sent,
        sent: None,
    });
    let card = NextCard::of(&r, By::Email, None).unwrap();
    assert_eq!(card.variant, moves[1..]);
    assert_eq!(card.variant_plies(), 3..5);
    assert_eq!(card.line()[3..], moves[1..]);
}
