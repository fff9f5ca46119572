//! Draw offers, acceptances, refusals and resignations: what each card records, what became of
//! each offer, and how the game ends.

use shakmaty::Color;

use super::*;
use crate::domain::card::{CardContext, CardError, HisCard, MyCard, Received, Sent, receive, send};
use crate::domain::test_support::{d, ply, records};
use crate::domain::{GameResult, Mode};

/// A post game, me White, 1.e4 sent on 2 March and received by him on 5 March.
fn game() -> GameRecords {
    records(
        Mode::Post,
        Color::White,
        d(3, 1),
        vec![ply("e2e4", d(3, 2), Some(d(3, 5)))],
    )
}

/// The game as the store keeps it once my card is recorded.
fn sent(r: &mut GameRecords, s: Sent) {
    let mut item = s.item;
    if let Some(p) = s.ply {
        r.plies.push(p);
        item.ply = Some(r.plies.len() as u32 - 1);
    }
    filed(r, item);
}

/// The game as the store keeps it once his card is recorded.
fn received(r: &mut GameRecords, got: Received) {
    let mut item = got.item;
    if !got.plies.is_empty() {
        r.plies.extend(got.plies);
        item.ply = Some(r.plies.len() as u32 - 1);
    }
    filed(r, item);
}

/// The card filed, and the game ended as the store ends it.
fn filed(r: &mut GameRecords, item: crate::domain::CorrespondenceItem) {
    if let Some(outcome) = item.ends_game(r.game.my_colour).and_then(|r| r.outcome()) {
        r.game.state = crate::domain::GameState::Finished(outcome);
    }
    r.correspondence.push(item);
}

fn my_card(mv: &str, declaration: Option<Declaration>, day: u32) -> MyCard {
    MyCard {
        my_move: mv.into(),
        date: Some(d(3, day)),
        declaration,
        ..MyCard::default()
    }
}

fn his_card(mv: &str, declaration: Option<Declaration>, day: u32) -> HisCard {
    HisCard {
        his_move: mv.into(),
        written: Some(d(3, day)),
        received: Some(d(3, day + 3)),
        declaration,
        ..HisCard::default()
    }
}

/// Me White after 1.e4 e5 (he replied 8 March, I received it on 11 March), 2.Nf3 sent on 12
/// March with a draw offer.
fn my_offer_sent() -> GameRecords {
    let mut r = game();
    let got = receive(&CardContext::new(&r), &his_card("e7e5", None, 8), d(3, 12)).unwrap();
    received(&mut r, got);
    let s = send(
        &CardContext::new(&r),
        &my_card("g1f3", Some(Declaration::OfferDraw), 12),
        d(3, 12),
    )
    .unwrap();
    assert_eq!(s.item.declaration, Some(Declaration::OfferDraw));
    sent(&mut r, s);
    r
}

#[test]
fn codes_read_back_as_the_declaration_they_name() {
    for d in Declaration::ALL {
        assert_eq!(d.code().parse::<Declaration>(), Ok(d));
    }
    assert!("draw".parse::<Declaration>().is_err());
}

#[test]
fn an_offer_travels_with_my_move_and_stays_open_until_he_answers() {
    let r = my_offer_sent();
    let offers = draw_offers(&r);
    assert_eq!(
        offers,
        vec![DrawOffer {
            by: crate::domain::Side::Mine,
            ply: 2,
            fate: OfferFate::Open
        }]
    );
    assert!(open_offer(&r, crate::domain::Side::Mine).is_some());
    assert!(open_offer(&r, crate::domain::Side::His).is_none());
    assert_eq!(
        r.schedule().plies().nth(2).unwrap().noted,
        vec![Noted::With(Declaration::OfferDraw)]
    );
    assert!(CardContext::new(&r).my_offer_open);
}

#[test]
fn an_offer_declined_in_words_with_his_move_is_declined() {
    let mut r = my_offer_sent();
    let got = receive(
        &CardContext::new(&r),
        &his_card("b8c6", Some(Declaration::DeclineDraw), 15),
        d(3, 20),
    )
    .unwrap();
    received(&mut r, got);
    assert_eq!(draw_offers(&r)[0].fate, OfferFate::Declined { ply: 3 });
    assert!(open_offer(&r, crate::domain::Side::Mine).is_none());
    assert_eq!(
        r.schedule().plies().nth(3).unwrap().noted,
        vec![Noted::With(Declaration::DeclineDraw)]
    );
    assert_eq!(r.game.status(), crate::domain::GameStatus::InPlay);
}

#[test]
fn an_offer_lapses_when_he_replies_with_a_move_and_does_not_accept() {
    let mut r = my_offer_sent();
    let got = receive(&CardContext::new(&r), &his_card("b8c6", None, 15), d(3, 20)).unwrap();
    received(&mut r, got);
    assert_eq!(draw_offers(&r)[0].fate, OfferFate::Lapsed { ply: 3 });
    assert_eq!(
        r.schedule().plies().nth(3).unwrap().noted,
        vec![Noted::OfferLapsed]
    );
    // A lapsed offer cannot be accepted afterwards.
    let late = HisCard {
        his_move: String::new(),
        ..his_card("", Some(Declaration::AcceptDraw), 22)
    };
    assert_eq!(
        receive(&CardContext::new(&r), &late, d(3, 30)),
        Err(CardError::NoOfferToAnswer {
            card: crate::domain::Side::His
        })
    );
}

#[test]
fn his_acceptance_comes_without_a_move_and_ends_the_game_drawn() {
    let mut r = my_offer_sent();
    let got = receive(
        &CardContext::new(&r),
        &his_card("", Some(Declaration::AcceptDraw), 15),
        d(3, 20),
    )
    .unwrap();
    assert!(got.plies.is_empty());
    assert_eq!(got.item.ply, None);
    assert_eq!(got.item.ends_game(Color::White), Some(GameResult::Draw));
    received(&mut r, got);
    assert_eq!(
        draw_offers(&r)[0].fate,
        OfferFate::Accepted { on: Some(d(3, 15)) }
    );
    let (card, result) = ending(&r.correspondence, &r.game).unwrap();
    assert_eq!((result, card.day()), (GameResult::Draw, Some(d(3, 15))));
    // The schedule notes it after my last move, the one he answered.
    assert_eq!(
        r.schedule().plies().nth(2).unwrap().noted,
        vec![
            Noted::With(Declaration::OfferDraw),
            Noted::After {
                declaration: Declaration::AcceptDraw,
                by: Color::Black,
                on: Some(d(3, 15))
            }
        ]
    );
}

#[test]
fn a_move_typed_with_an_acceptance_or_a_resignation_is_refused_not_dropped() {
    let r = my_offer_sent();
    assert_eq!(
        receive(
            &CardContext::new(&r),
            &his_card("b8c6", Some(Declaration::AcceptDraw), 15),
            d(3, 20)
        ),
        Err(CardError::MoveNotWanted(Declaration::AcceptDraw))
    );
    assert_eq!(
        send(
            &CardContext::new(&r),
            &my_card("d2d4", Some(Declaration::Resign), 14),
            d(3, 20)
        ),
        Err(CardError::MoveNotWanted(Declaration::Resign))
    );
}

#[test]
fn nothing_to_accept_or_decline_without_an_open_offer() {
    let mut r = game();
    let got = receive(&CardContext::new(&r), &his_card("e7e5", None, 8), d(3, 12)).unwrap();
    received(&mut r, got);
    for declaration in [Declaration::AcceptDraw, Declaration::DeclineDraw] {
        let mv = if declaration.with_move() { "g1f3" } else { "" };
        assert_eq!(
            send(
                &CardContext::new(&r),
                &my_card(mv, Some(declaration), 12),
                d(3, 12)
            ),
            Err(CardError::NoOfferToAnswer {
                card: crate::domain::Side::Mine
            })
        );
    }
}

#[test]
fn i_accept_his_offer_with_no_move_and_the_card_is_what_i_send_next() {
    let mut r = game();
    let got = receive(
        &CardContext::new(&r),
        &his_card("e7e5", Some(Declaration::OfferDraw), 8),
        d(3, 12),
    )
    .unwrap();
    received(&mut r, got);
    assert!(open_offer(&r, crate::domain::Side::His).is_some());
    let s = send(
        &CardContext::new(&r),
        &my_card("", Some(Declaration::AcceptDraw), 12),
        d(3, 12),
    )
    .unwrap();
    assert_eq!(s.ply, None);
    sent(&mut r, s);
    assert_eq!(
        ending(&r.correspondence, &r.game).map(|(_, res)| res),
        Some(GameResult::Draw)
    );
    assert_eq!(
        my_card_without_move(&r).and_then(|c| c.declaration),
        Some(Declaration::AcceptDraw)
    );
}

#[test]
fn my_resignation_goes_whoever_is_to_move_and_the_partner_wins() {
    // His move to make: I resign all the same.
    let mut r = game();
    let s = send(
        &CardContext::new(&r),
        &my_card("", Some(Declaration::Resign), 6),
        d(3, 6),
    )
    .unwrap();
    assert_eq!(s.item.ends_game(Color::White), Some(GameResult::BlackWins));
    sent(&mut r, s);
    assert_eq!(
        r.schedule().plies().next().unwrap().noted,
        vec![Noted::After {
            declaration: Declaration::Resign,
            by: Color::White,
            on: Some(d(3, 6))
        }]
    );
    assert!(my_card_without_move(&r).is_some());
    // Not dated before my own last move went.
    let early = send(
        &CardContext::new(&game()),
        &my_card("", Some(Declaration::Resign), 1),
        d(3, 6),
    );
    assert!(matches!(early, Err(CardError::Before { .. })));
}

#[test]
fn his_resignation_gives_me_the_game() {
    let mut r = game();
    let got = receive(
        &CardContext::new(&r),
        &his_card("", Some(Declaration::Resign), 8),
        d(3, 12),
    )
    .unwrap();
    assert_eq!(
        got.item.ends_game(Color::White),
        Some(GameResult::WhiteWins)
    );
    received(&mut r, got);
    assert_eq!(
        ending(&r.correspondence, &r.game).map(|(_, res)| res),
        Some(GameResult::WhiteWins)
    );
    assert!(my_card_without_move(&r).is_none());
}

#[test]
fn each_offer_is_answered_only_by_the_reply_to_it() {
    // I offer with 2.Nf3; he replies 2...Nc6 without a word (lapsed); I offer again with
    // 3.Bb5 and he declines it with 3...a6: the first stays lapsed.
    let mut r = my_offer_sent();
    let got = receive(&CardContext::new(&r), &his_card("b8c6", None, 15), d(3, 20)).unwrap();
    received(&mut r, got);
    let s = send(
        &CardContext::new(&r),
        &my_card("f1b5", Some(Declaration::OfferDraw), 20),
        d(3, 20),
    )
    .unwrap();
    sent(&mut r, s);
    let got = receive(
        &CardContext::new(&r),
        &his_card("a7a6", Some(Declaration::DeclineDraw), 22),
        d(3, 25),
    )
    .unwrap();
    received(&mut r, got);
    let fates: Vec<OfferFate> = draw_offers(&r).iter().map(|o| o.fate).collect();
    assert_eq!(
        fates,
        vec![OfferFate::Lapsed { ply: 3 }, OfferFate::Declined { ply: 5 }]
    );
    assert_eq!(
        r.schedule().plies().nth(3).unwrap().noted,
        vec![Noted::OfferLapsed]
    );
}

#[test]
fn a_request_is_answered_by_his_move_and_an_ending_by_the_games_status() {
    use crate::domain::card::ask_replacement;
    let mut r = my_offer_sent();
    let request = ask_replacement(&r, "Крe5", d(3, 14), d(3, 14)).unwrap();
    r.correspondence.push(request);
    assert!(
        my_card_without_move(&r).is_some(),
        "the request is my next paper"
    );
    let got = receive(&CardContext::new(&r), &his_card("b8c6", None, 16), d(3, 20)).unwrap();
    received(&mut r, got);
    assert!(my_card_without_move(&r).is_none(), "his move answered it");
    // A resignation's ending stands while the game's records say so.
    let s = send(
        &CardContext::new(&r),
        &my_card("", Some(Declaration::Resign), 21),
        d(3, 21),
    )
    .unwrap();
    sent(&mut r, s);
    assert_eq!(
        ending(&r.correspondence, &r.game).map(|(_, res)| res),
        Some(GameResult::BlackWins)
    );
    r.game.state = crate::domain::GameState::InPlay;
    assert!(
        ending(&r.correspondence, &r.game).is_none(),
        "status changed in the records since"
    );
}

#[test]
fn a_request_before_his_first_move_stays_my_next_card() {
    // Me Black, and his first move cannot be played.
    let mut r = records(Mode::Post, Color::Black, d(3, 1), vec![]);
    let request = crate::domain::card::ask_replacement(&r, "Крe5", d(3, 5), d(3, 5)).unwrap();
    r.correspondence.push(request);
    assert!(my_card_without_move(&r).is_some());
}
