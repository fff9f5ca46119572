//! Deadlines, clause by clause.

use chrono::NaiveDate;
use shakmaty::Color;
use shakmaty::uci::UciMove;

use super::*;
use crate::domain::{GameResult, Medium};

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

fn ply(m: &str, sent: NaiveDate, arrived: Option<NaiveDate>) -> PlyRecord {
    PlyRecord {
        arrived,
        ..PlyRecord::sent_on(UciMove::from_ascii(m.as_bytes()).unwrap(), Some(sent))
    }
}

fn records(mode: Mode, my_colour: Color, plies: Vec<PlyRecord>) -> GameRecords {
    GameRecords {
        id: GameId(7),
        game: Game {
            tournament: crate::domain::TournamentId(1),
            partner: crate::domain::PartnerId(1),
            my_colour,
            board: String::new(),
            start: Some(d(1, 10)),
            status: GameStatus::InPlay,
            result: GameResult::Unknown,
        },
        tournament: Tournament {
            mode,
            start: Some(d(1, 10)),
            ..Tournament::default()
        },
        partner: Partner::default(),
        plies,
        penalties: vec![],
        leaves: vec![],
        correspondence: vec![],
        variants: vec![],
    }
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
                days_left: Some(25)
            },
            d(4, 4),
            Urgency::Later
        )]
    );
    assert_eq!(
        kinds(&r, d(4, 6)),
        vec![(
            ActionKind::MyMove {
                days_left: Some(-2)
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
fn silence_calls_for_a_repeat_then_the_arbiter_47_5_1_48_5_1() {
    let plies = vec![
        ply("e2e4", d(3, 1), Some(d(3, 5))),
        ply("e7e5", d(3, 6), None),
    ];
    let post = records(Mode::Post, Color::Black, plies.clone());
    assert_eq!(
        kinds(&post, d(3, 20)),
        vec![(
            ActionKind::RepeatMove { move_number: 1 },
            d(4, 5),
            Urgency::Later
        )]
    );
    let email = records(Mode::Email, Color::Black, plies);
    assert_eq!(
        kinds(&email, d(3, 20)),
        vec![(
            ActionKind::RepeatMove { move_number: 1 },
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
        body: String::new(),
    });
    assert_eq!(
        kinds(&repeated, d(5, 7)),
        vec![(ActionKind::ReportSilence, d(5, 6), Urgency::Overdue)]
    );
}

#[test]
fn missing_first_move_is_requested_after_30_days_47_5_1() {
    let r = records(Mode::Post, Color::Black, vec![]);
    assert_eq!(
        kinds(&r, d(2, 1)),
        vec![(ActionKind::RequestFirstMove, d(2, 9), Urgency::Later)]
    );
    let white = records(Mode::Post, Color::White, vec![]);
    assert_eq!(
        kinds(&white, d(1, 8)),
        vec![(
            ActionKind::MyMove { days_left: None },
            d(1, 10),
            Urgency::Soon
        )]
    );
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
        reason: "impossible move".into(),
        date: d(3, 5),
    });
    let all = kinds(&r, d(3, 6));
    assert!(
        all.contains(&(ActionKind::AskReplacement, d(3, 8), Urgency::Soon)),
        "{all:?}"
    );
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
    r.game.status = GameStatus::Adjudication;
    assert_eq!(
        kinds(&r, d(7, 2)),
        vec![(ActionKind::SendAdjudication, d(7, 14), Urgency::Later)]
    );
    r.game.status = GameStatus::Finished;
    assert!(kinds(&r, d(7, 2)).is_empty());
}

#[test]
fn appeal_and_notice_deadlines_47_1_6_48_1_2() {
    assert_eq!(appeal_deadline(d(5, 1)), d(5, 15));
    assert_eq!(notice_deadline(d(5, 1)), d(5, 4));
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
