//! Two games with one partner on one card.

use shakmaty::Color;

use super::*;
use crate::domain::test_support::{d, ply, records};
use crate::domain::{GameId, Mode};

/// Game 7, me White: 1.e4 (2 March) e5 (his, reached me 8 March). Game 8, me Black: his 1.d4
/// reached me 5 March. My move in both.
fn double_round() -> [GameRecords; 2] {
    let white = records(
        Mode::Post,
        Color::White,
        d(3, 1),
        vec![
            ply("e2e4", d(3, 2), Some(d(3, 5))),
            ply("e7e5", d(3, 6), Some(d(3, 8))),
        ],
    );
    let mut black = records(
        Mode::Post,
        Color::Black,
        d(3, 1),
        vec![ply("d2d4", d(3, 2), Some(d(3, 5)))],
    );
    black.id = GameId(8);
    [white, black]
}

#[test]
fn the_other_game_is_the_same_partner_in_the_same_tournament_in_play() {
    let [a, mut b] = double_round();
    let games = [a.clone(), b.clone()];
    assert_eq!(other_game(&a, &games).map(|o| o.id), Some(GameId(8)));
    b.game.partner = crate::domain::PartnerId(2);
    assert!(other_game(&a, &[a.clone(), b]).is_none());
}

#[test]
fn one_card_carries_my_moves_in_both_games_each_with_its_own_ply_47_3_7() {
    let [a, b] = double_round();
    let (ca, cb) = (CardContext::new(&a), CardContext::new(&b));
    let mine = |mv: &str, day| MyCard {
        my_move: mv.into(),
        date: day,
        ..MyCard::default()
    };
    let [sa, sb] = send_both(
        [&ca, &cb],
        [&mine("g1f3", Some(d(3, 9))), &mine("d7d5", Some(d(3, 1)))],
        d(3, 10),
    )
    .unwrap();
    // The second game goes on the first card's day.
    assert_eq!(sb.item.sent, Some(d(3, 9)));
    assert_eq!(sa.ply.unwrap().uci.to_string(), "g1f3");
    assert_eq!(sb.ply.unwrap().uci.to_string(), "d7d5");
    assert_eq!(sa.item.together_with, Some(GameId(8)));
    assert_eq!(sb.item.together_with, Some(GameId(7)));
    // A move that cannot be played is refused, naming its game; nothing goes.
    let refused = send_both(
        [&ca, &cb],
        [&mine("g1f3", Some(d(3, 9))), &mine("e2e4", None)],
        d(3, 10),
    );
    assert!(matches!(refused, Err((GameId(8), CardError::MyMove(_)))));
}

#[test]
fn his_card_with_both_moves_records_each_in_its_game_with_the_cards_dates() {
    let [mut a, mut b] = double_round();
    // My 2.Nf3 and 1...d5 went together on 9 March.
    a.plies.push(ply("g1f3", d(3, 9), None));
    b.plies.push(ply("d7d5", d(3, 9), None));
    let (ca, cb) = (CardContext::new(&a), CardContext::new(&b));
    let his = |mv: &str| HisCard {
        his_move: mv.into(),
        written: Some(d(3, 12)),
        received: Some(d(3, 15)),
        his_receipt: Some(d(3, 11)),
        ..HisCard::default()
    };
    let [ra, rb] = receive_both([&ca, &cb], [&his("b8c6"), &his("c2c4")], d(3, 16)).unwrap();
    assert_eq!(ra.plies[0].uci.to_string(), "b8c6");
    assert_eq!(rb.plies[0].uci.to_string(), "c2c4");
    assert_eq!(rb.plies[0].arrived, Some(d(3, 15)));
    assert_eq!(rb.his_receipt, Some(d(3, 11)));
    assert_eq!(
        (ra.item.together_with, rb.item.together_with),
        (Some(GameId(8)), Some(GameId(7)))
    );
    a.plies.extend(ra.plies);
    let mut filed = ra.item;
    filed.ply = Some(3);
    a.correspondence.push(filed);
    assert_eq!(sent_with(&a), None, "his card: my last move is not on it");
}

/// The day he received my move belongs to the game whose move of mine his card answers, named
/// first or second: game 7 had my 1.e4 out, game 8 (he is White) nothing of mine yet.
#[test]
fn his_receipt_goes_to_the_game_it_answers_whichever_is_named_first() {
    let mut white = records(
        Mode::Post,
        Color::White,
        d(3, 1),
        vec![ply("e2e4", d(3, 2), None)],
    );
    white.id = GameId(7);
    let mut black = records(Mode::Post, Color::Black, d(3, 1), vec![]);
    black.id = GameId(8);
    let (cw, cb) = (CardContext::new(&white), CardContext::new(&black));
    let dated = |mv: &str| HisCard {
        his_move: mv.into(),
        written: Some(d(3, 6)),
        received: Some(d(3, 8)),
        his_receipt: Some(d(3, 5)),
        ..HisCard::default()
    };
    let bare = |mv: &str| HisCard {
        his_move: mv.into(),
        ..HisCard::default()
    };
    let [w1, b1] = receive_both([&cw, &cb], [&dated("e7e5"), &bare("d2d4")], d(3, 9)).unwrap();
    let [b2, w2] = receive_both([&cb, &cw], [&dated("d2d4"), &bare("e7e5")], d(3, 9)).unwrap();
    assert_eq!(w1, w2);
    assert_eq!(b1, b2);
    assert_eq!(w1.his_receipt, Some(d(3, 5)));
    assert_eq!(b1.his_receipt, None, "no move of mine in game 8 to receive");
    assert_eq!(
        w1.applied_to(&white).totals().black.total.known(),
        Some(1),
        "his 1...e5: my move received 5.03, his sent 6.03"
    );
}
