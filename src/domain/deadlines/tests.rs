//! Deadlines, clause by clause.

use chrono::NaiveDate;
use shakmaty::Color;

use super::*;
use crate::domain::Medium;
use crate::domain::test_support::{self, d, ply};

fn records(mode: Mode, my_colour: Color, plies: Vec<PlyRecord>) -> GameRecords {
    test_support::records(mode, my_colour, d(1, 10), plies)
}

fn kinds(r: &GameRecords, today: NaiveDate) -> Vec<(ActionKind, NaiveDate, Urgency)> {
    actions(r, today)
        .into_iter()
        .map(|a| (a.kind, a.due, a.urgency))
        .collect()
}

#[test]
fn my_move_is_due_when_the_control_runs_out_47_6_1() {
    let r = records(
        Mode::Post,
        Color::Black,
        vec![ply("e2e4", d(3, 1), Some(d(3, 5)))],
    );
    assert_eq!(
        kinds(&r, d(3, 10)),
        vec![(
            ActionKind::MyMove {
                days_left: Some(25),
                registered: false,
            },
            d(4, 4),
            Urgency::Later
        )]
    );
    assert_eq!(
        kinds(&r, d(4, 6)),
        vec![(
            ActionKind::MyMove {
                days_left: Some(-2),
                registered: true,
            },
            d(4, 4),
            Urgency::Overdue
        )]
    );
}

#[test]
fn an_unrecorded_receipt_asks_for_the_date_47_2_2_4() {
    let r = records(Mode::Post, Color::Black, vec![ply("e2e4", d(3, 1), None)]);
    assert_eq!(
        kinds(&r, d(3, 10)),
        vec![(ActionKind::RecordReceipt, d(3, 10), Urgency::Soon)]
    );
}

#[test]
fn a_history_whose_dates_were_not_kept_asks_for_none_until_his_next_move() {
    let mut r = records(Mode::Post, Color::Black, vec![ply("e2e4", d(3, 1), None)]);
    r.game.undated_plies = 1;
    let due = ActionKind::MyMove {
        days_left: None,
        registered: false,
    };
    assert_eq!(kinds(&r, d(3, 10)), vec![(due, d(3, 10), Urgency::Soon)]);
    // His next move, after the mark, is asked for as any other.
    r.plies.push(ply("e7e5", d(3, 12), Some(d(3, 14))));
    r.plies.push(ply("g1f3", d(3, 15), None));
    assert_eq!(
        kinds(&r, d(3, 20)),
        vec![(ActionKind::RecordReceipt, d(3, 20), Urgency::Soon)]
    );
}

#[test]
fn silence_calls_for_a_repeat_then_the_arbiter_47_5_1_48_5_1() {
    let plies = vec![
        ply("e2e4", d(3, 1), Some(d(3, 5))),
        ply("e7e5", d(3, 6), None),
    ];
    let post = records(Mode::Post, Color::Black, plies.clone());
    assert_eq!(
        kinds(&post, d(3, 20)),
        vec![(
            ActionKind::RepeatMove {
                move_number: 1,
                mode: Mode::Post
            },
            d(4, 5),
            Urgency::Later
        )]
    );
    let email = records(Mode::Email, Color::Black, plies);
    assert_eq!(
        kinds(&email, d(3, 20)),
        vec![(
            ActionKind::RepeatMove {
                move_number: 1,
                mode: Mode::Email
            },
            d(3, 20),
            Urgency::Soon
        )]
    );
    let mut repeated = post.clone();
    repeated.correspondence.push(CorrespondenceItem {
        game: GameId(7),
        direction: Direction::Out,
        medium: Medium::Card,
        written: Some(d(4, 6)),
        sent: Some(d(4, 6)),
        received: None,
        ply: Some(1),
        declaration: None,
        together_with: None,
        stated_total: None,
        body: String::new(),
    });
    assert_eq!(
        kinds(&repeated, d(5, 7)),
        vec![(
            ActionKind::ReportSilence { mode: Mode::Post },
            d(5, 6),
            Urgency::Overdue
        )]
    );
}

#[test]
fn missing_first_move_is_requested_after_30_days_47_5_1() {
    let r = records(Mode::Post, Color::Black, vec![]);
    assert_eq!(
        kinds(&r, d(2, 1)),
        vec![(
            ActionKind::RequestFirstMove { mode: Mode::Post },
            d(2, 9),
            Urgency::Later
        )]
    );
    let white = records(Mode::Post, Color::White, vec![]);
    assert_eq!(
        kinds(&white, d(1, 8)),
        vec![(
            ActionKind::MyMove {
                days_left: Some(2),
                registered: false
            },
            d(1, 10),
            Urgency::Soon
        )]
    );
}

#[test]
fn a_game_without_a_start_date_asks_for_it_47_5_1() {
    let mut r = records(Mode::Post, Color::White, vec![]);
    r.game.start = None;
    r.tournament.start = None;
    let due = actions(&r, d(1, 8));
    assert_eq!(
        due.iter().map(|a| (&a.kind, a.due)).collect::<Vec<_>>(),
        vec![(&ActionKind::EnterStart, d(1, 8))]
    );
    assert_eq!(due[0].why, vec![Why::StartMissing]);
}

#[test]
fn an_impossible_move_calls_for_a_replacement_within_3_days_47_3_12() {
    let mut r = records(
        Mode::Post,
        Color::Black,
        vec![ply("e2e4", d(3, 1), Some(d(3, 5)))],
    );
    r.penalties.push(Penalty {
        side: Color::White,
        days: 5,
        clause: "47.4.9.1".into(),
        reason: crate::domain::PenaltyReason::Words("impossible move".into()),
        date: d(3, 5),
    });
    let all = kinds(&r, d(3, 6));
    assert!(
        all.contains(&(ActionKind::AskReplacement, d(3, 8), Urgency::Soon)),
        "{all:?}"
    );
}

#[test]
fn the_request_sent_answers_the_replacement_item_and_quotes_his_move_47_3_12() {
    // He (White) played 1.e4, I replied 1...e5; his next card says "Кd5", which no piece can.
    let mut r = records(
        Mode::Post,
        Color::Black,
        vec![
            ply("e2e4", d(3, 1), Some(d(3, 5))),
            ply("e7e5", d(3, 6), Some(d(3, 9))),
        ],
    );
    r.penalties.push(Penalty {
        side: Color::White,
        days: 5,
        clause: "47.4.9.1".into(),
        reason: crate::domain::PenaltyReason::Words("«Кd5»".into()),
        date: d(3, 12),
    });
    assert!(
        kinds(&r, d(3, 12))
            .iter()
            .any(|(k, due, _)| *k == ActionKind::AskReplacement && *due == d(3, 15))
    );
    // A move that can be played is not replaced.
    assert_eq!(
        crate::domain::card::ask_replacement(&r, "Кg1-f3", d(3, 13), d(3, 13)),
        Err(crate::domain::card::CardError::PlayableMove(
            "Кg1-f3".into()
        ))
    );
    let request = crate::domain::card::ask_replacement(&r, "Кd5", d(3, 13), d(3, 13)).unwrap();
    assert_eq!(
        request.declaration,
        Some(crate::domain::declarations::Declaration::AskReplacement)
    );
    assert_eq!((request.body.as_str(), request.ply), ("Кd5", None));
    r.correspondence.push(request);
    assert!(
        !kinds(&r, d(3, 13))
            .iter()
            .any(|(k, ..)| *k == ActionKind::AskReplacement)
    );
    assert!(crate::domain::declarations::my_card_without_move(&r).is_some());
}

#[test]
fn overstep_claim_is_due_before_my_reply_to_his_control_move_47_6_3() {
    // He (White) spends 40 days on move 2: overstep at move 2, control move 10.
    let mut plies = vec![ply("g1f3", d(1, 10), Some(d(1, 12)))];
    plies.push(ply("g8f6", d(1, 12), Some(d(1, 14))));
    plies.push(ply("f3g1", d(2, 23), Some(d(2, 25))));
    let r = records(Mode::Post, Color::Black, plies);
    let all = actions(&r, d(2, 26));
    let claim = all
        .iter()
        .find(|a| matches!(a.kind, ActionKind::ClaimOverstep { .. }))
        .expect("a claim");
    assert_eq!(
        claim.kind,
        ActionKind::ClaimOverstep {
            his_move: 2,
            control_move: 10
        }
    );
    assert_eq!(
        claim.why[0].to_string(),
        "overstep: 40 days over 2 moves > 30 (47.6.1)"
    );
    assert_eq!(
        ActionKind::ClaimOverstep {
            his_move: 2,
            control_move: 10
        }
        .clause(Mode::Email),
        "48.6.1"
    );
}

#[test]
fn adjudication_materials_are_due_14_days_after_the_end_47_9_5() {
    let mut r = records(Mode::Post, Color::White, vec![]);
    r.tournament.end = Some(d(6, 30));
    r.game.state = crate::domain::GameState::Adjudication(None);
    assert_eq!(
        kinds(&r, d(7, 2)),
        vec![(ActionKind::SendAdjudication, d(7, 14), Urgency::Later)]
    );
    r.game.state = crate::domain::GameState::Finished(crate::domain::Outcome::Draw);
    assert!(kinds(&r, d(7, 2)).is_empty());
}

#[test]
fn today_orders_all_games_by_due_date() {
    let soon = records(
        Mode::Email,
        Color::Black,
        vec![
            ply("e2e4", d(3, 1), Some(d(3, 2))),
            ply("e7e5", d(3, 3), None),
        ],
    );
    let mut later = records(
        Mode::Post,
        Color::Black,
        vec![ply("e2e4", d(3, 1), Some(d(3, 5)))],
    );
    later.id = GameId(8);
    let list = today(&[later, soon], d(3, 10));
    let order: Vec<(GameId, NaiveDate)> = list.iter().map(|a| (a.game, a.due)).collect();
    assert_eq!(order, vec![(GameId(7), d(3, 17)), (GameId(8), d(4, 4))]);
}

/// A game with me White: each move arrives 2 days after it is sent, I answer the next day, and
/// he spends `his_days[i]` days on his move i + 1. Stops after my move `my_moves`.
fn he_spends(his_days: &[i64], my_moves: usize) -> Vec<PlyRecord> {
    let knights = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let mut day = d(1, 10);
    let mut plies = Vec::new();
    for i in 0..my_moves {
        let arrives = day + Duration::days(2);
        plies.push(ply(knights[(2 * i) % 4], day, Some(arrives)));
        let Some(spent) = his_days.get(i) else { break };
        day = arrives + Duration::days(*spent);
        let back = day + Duration::days(2);
        plies.push(ply(knights[(2 * i + 1) % 4], day, Some(back)));
        day = back + Duration::days(1);
    }
    plies
}

fn claims(r: &GameRecords, today: NaiveDate) -> Vec<ActionKind> {
    kinds(r, today)
        .into_iter()
        .map(|(k, _, _)| k)
        .filter(|k| matches!(k, ActionKind::ClaimOverstep { .. }))
        .collect()
}

#[test]
fn after_a_restart_his_control_move_counts_from_it_by_post_47_6_3_47_6_4() {
    // He oversteps at move 6 (35 > 30), his count restarts, and again at move 14 (37 > 30 over
    // eight moves): the control holding move 14 closes at move 16, not 20.
    let mut his = vec![1, 1, 1, 1, 1, 30, 1, 1, 1, 1, 1, 1, 1, 30];
    his.extend([1, 1, 1, 1, 1, 1]);
    let waiting = records(Mode::Post, Color::White, he_spends(&his[..14], 15));
    assert_eq!(
        claims(&waiting, d(12, 1)),
        vec![ActionKind::ClaimOverstep {
            his_move: 14,
            control_move: 16
        }]
    );
    // Once I have replied to his move 16 the claim is no longer offered.
    let replied = records(Mode::Post, Color::White, he_spends(&his[..16], 17));
    assert_eq!(claims(&replied, d(12, 1)), vec![]);
}

#[test]
fn by_email_the_control_moves_stay_at_fixed_multiples_48_6_1() {
    let mut his = vec![1, 1, 1, 1, 1, 30, 1, 1, 1, 1, 1, 1, 1, 30];
    his.extend([1, 1, 1, 1, 1, 1]);
    let email = records(Mode::Email, Color::White, he_spends(&his[..16], 17));
    assert_eq!(
        claims(&email, d(12, 1)),
        vec![ActionKind::ClaimOverstep {
            his_move: 14,
            control_move: 20
        }]
    );
}

#[test]
fn email_games_get_email_periods_and_wording_48_5_1() {
    let r = records(Mode::Email, Color::Black, vec![]);
    let first = kinds(&r, d(1, 12));
    assert_eq!(
        first,
        vec![(
            ActionKind::RequestFirstMove { mode: Mode::Email },
            d(1, 24),
            Urgency::Later
        )]
    );
    assert_eq!(first[0].0.clause(Mode::Email), "48.5.1");
    let silence = ActionKind::ReportSilence { mode: Mode::Email };
    assert_eq!(silence.clause(Mode::Email), "48.5.1");
}

#[test]
fn my_move_stays_due_when_an_earlier_day_is_unknown_47_2_2_4() {
    // I am Black; the arrival of his 1.e4 is not recorded, that of his 2.Nf3 is.
    let r = records(
        Mode::Post,
        Color::Black,
        vec![
            ply("e2e4", d(3, 1), None),
            ply("e7e5", d(3, 6), Some(d(3, 8))),
            ply("g1f3", d(3, 9), Some(d(3, 12))),
        ],
    );
    let due = kinds(&r, d(3, 14));
    assert_eq!(
        due,
        vec![(
            ActionKind::MyMove {
                days_left: None,
                registered: false
            },
            d(3, 14),
            Urgency::Soon
        )]
    );
}

#[test]
fn black_without_a_start_date_is_asked_for_it_47_5_1() {
    let mut r = records(Mode::Post, Color::Black, vec![]);
    r.game.start = None;
    r.tournament.start = None;
    assert_eq!(
        kinds(&r, d(2, 1)),
        vec![(ActionKind::EnterStart, d(2, 1), Urgency::Soon)]
    );
}
