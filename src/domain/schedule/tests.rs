//! The time rules, clause by clause; DOMAIN.md's worked example first.

use chrono::NaiveDate;
use shakmaty::Color;
use shakmaty::uci::UciMove;

use super::*;
use crate::domain::{
    Delivery, GameId, LeaveOf, Penalty, PlyState, SendEvidence, SentBy, TimeControl,
};
use crate::messages::Language;

mod leave;
mod unknown_dates;

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

fn uci(s: &str) -> UciMove {
    UciMove::from_ascii(s.as_bytes()).unwrap()
}

/// A ply sent on `sent` (written date) that the opponent received on `arrived`.
fn ply(m: &str, sent: Option<NaiveDate>, arrived: Option<NaiveDate>) -> PlyRecord {
    PlyRecord {
        arrived,
        ..PlyRecord::sent_on(uci(m), sent)
    }
}

/// The rules' worked e-mail game (DOMAIN.md): 1.d4 d5 2.Nf3 g6 3.c4.
fn worked_example() -> Vec<PlyRecord> {
    vec![
        ply("d2d4", Some(d(5, 10)), Some(d(5, 12))),
        ply("d7d5", Some(d(5, 12)), Some(d(5, 12))),
        ply("g1f3", Some(d(5, 16)), Some(d(5, 17))),
        ply("g7g6", Some(d(5, 18)), Some(d(5, 19))),
        ply("c2c4", Some(d(5, 22)), None),
    ]
}

fn game_time<'a>(
    plies: &'a [PlyRecord],
    penalties: &'a [Penalty],
    leaves: &'a [Leave],
) -> GameTime<'a> {
    GameTime {
        rules: TimeRules {
            game: GameId(1),
            my_colour: Color::White,
            start: Some(d(1, 1)),
            mode: Mode::Post,
            control: TimeControl::default(),
            leave_allowance_days: 30,
            leave_event_days: None,
            penalties,
            leaves,
        },
        plies,
        correspondence: &[],
    }
}

/// `g` with its rules changed by `change`.
fn with_rules<'a>(mut g: GameTime<'a>, change: impl FnOnce(&mut TimeRules<'a>)) -> GameTime<'a> {
    change(&mut g.rules);
    g
}

/// Each move's days and the running total, which must be exact.
fn days_and_totals(s: &Schedule, colour: Color) -> (Vec<Option<u32>>, Vec<u32>) {
    s.plies()
        .filter(|p| (p.ply % 2 == 0) == colour.is_white())
        .map(|p| (p.days, p.total.known().expect("an exact total")))
        .unzip()
}

#[test]
fn worked_example_comes_out_exactly() {
    let plies = worked_example();
    let s = schedule(&game_time(&plies, &[], &[]));
    assert_eq!(
        days_and_totals(&s, Color::White),
        (vec![Some(0), Some(4), Some(3)], vec![0, 4, 7])
    );
    assert_eq!(
        days_and_totals(&s, Color::Black),
        (vec![Some(0), Some(1)], vec![0, 1])
    );
    let row2 = &s.rows[1];
    let white = row2.white.as_ref().unwrap();
    assert_eq!(
        (white.received, white.sent.map(|e| e.date)),
        (Some(d(5, 12)), Some(d(5, 16)))
    );
    let black = row2.black.as_ref().unwrap();
    assert_eq!(
        (black.received, black.sent.map(|e| e.date)),
        (Some(d(5, 17)), Some(d(5, 18)))
    );
    assert_eq!(s.rows[0].white.as_ref().unwrap().received, None);
    assert_eq!(s.totals.white.total, Total::exact(7));
    assert_eq!(s.totals.black.total, Total::exact(1));
    assert!(
        white
            .why
            .iter()
            .any(|w| w.to_string() == "4 days: received 12.05, sent 16.05")
    );
}

#[test]
fn effective_send_dates_47_2_2() {
    type Row = (
        &'static str,
        SendEvidence,
        Delivery,
        Option<(NaiveDate, SentBy)>,
    );
    let rows: Vec<Row> = vec![
        (
            "47.2.2.1 the postmark beats the written date",
            SendEvidence {
                written: Some(d(5, 15)),
                postmarks: vec![d(5, 16)],
                receipt: None,
            },
            Delivery::Ordinary,
            Some((d(5, 16), SentBy::Postmark)),
        ),
        (
            "47.2.2.2 the registered receipt beats both",
            SendEvidence {
                written: Some(d(5, 15)),
                postmarks: vec![d(5, 17)],
                receipt: Some(d(5, 16)),
            },
            Delivery::Registered {
                receipt_number: "RA123456785RU".into(),
            },
            Some((d(5, 16), SentBy::Receipt)),
        ),
        (
            "47.2.2.3 the sender gets the earliest of several postmarks",
            SendEvidence {
                written: None,
                postmarks: vec![d(5, 20), d(5, 16), d(5, 18)],
                receipt: None,
            },
            Delivery::Ordinary,
            Some((d(5, 16), SentBy::Postmark)),
        ),
        (
            "47.2.2.4 no postmark: the written date",
            SendEvidence {
                written: Some(d(5, 15)),
                postmarks: vec![],
                receipt: None,
            },
            Delivery::Ordinary,
            Some((d(5, 15), SentBy::Written)),
        ),
        (
            "47.2.2.5 no date at all",
            SendEvidence::default(),
            Delivery::Ordinary,
            None,
        ),
        (
            "a receipt date on ordinary mail is not a registered receipt",
            SendEvidence {
                written: Some(d(5, 15)),
                postmarks: vec![],
                receipt: Some(d(5, 14)),
            },
            Delivery::Ordinary,
            Some((d(5, 15), SentBy::Written)),
        ),
    ];
    for (name, evidence, delivery, want) in rows {
        let got = effective_sent(&evidence, &delivery).map(|e| (e.date, e.by));
        assert_eq!(got, want, "{name}");
    }
}

#[test]
fn the_receiver_gets_the_latest_of_several_postmarks_47_2_2_3() {
    let mut plies = worked_example();
    plies[0].sent.postmarks = vec![d(5, 10), d(5, 13)];
    let s = schedule(&game_time(&plies, &[], &[]));
    let black1 = s.rows[0].black.as_ref().unwrap();
    assert_eq!(black1.received, Some(d(5, 13)));
    // Sent 12.05 before it was received 13.05: not negative, and flagged.
    assert_eq!(black1.days, Some(0));
    assert_eq!(
        black1.note(Language::EN),
        "sent 12.05 before the previous move was received 13.05: check the dates"
    );
}

#[test]
fn reasons_name_the_evidence_47_2_2_1() {
    let mut plies = worked_example();
    plies[2].sent.postmarks = vec![d(5, 17)];
    let s = schedule(&game_time(&plies, &[], &[]));
    let white2 = s.rows[1].white.as_ref().unwrap();
    assert_eq!(white2.days, Some(5));
    let texts: Vec<String> = white2.why.iter().map(ToString::to_string).collect();
    assert!(
        texts.contains(&"sent 17.05 by postmark (47.2.2.1; card says 16.05)".to_owned()),
        "{texts:?}"
    );
}

#[test]
fn days_per_move_47_4() {
    // (name, received, sent, expected days)
    let rows = [
        ("same-day reply costs 0", d(3, 1), d(3, 1), Some(0)),
        ("day of receipt not counted", d(3, 1), d(3, 2), Some(1)),
        ("weekends count", d(3, 6), d(3, 9), Some(3)),
        ("across a month end", d(2, 27), d(3, 2), Some(3)),
    ];
    for (name, received, sent, want) in rows {
        let plies = vec![
            ply("e2e4", Some(d(1, 1)), Some(received)),
            ply("e7e5", Some(sent), None),
        ];
        let s = schedule(&game_time(&plies, &[], &[]));
        assert_eq!(s.rows[0].black.as_ref().unwrap().days, want, "{name}");
    }
}

#[test]
fn missing_date_is_flagged_for_clarification_47_2_2_5() {
    let plies = vec![
        ply("e2e4", Some(d(1, 1)), None),
        ply("e7e5", Some(d(1, 9)), None),
    ];
    let s = schedule(&game_time(&plies, &[], &[]));
    let black = s.rows[0].black.as_ref().unwrap();
    assert_eq!(black.days, None);
    assert_eq!(
        black.note(Language::EN),
        "days unknown: the received date is missing, to clarify in the reply (47.2.2.5)"
    );
}

#[test]
fn penalties_are_added_to_the_total_47_4_1() {
    let plies = worked_example();
    let penalties = [Penalty {
        side: Color::White,
        days: 5,
        clause: "47.4.9.4".into(),
        reason: crate::domain::PenaltyReason::Words("wrong address".into()),
        date: d(5, 14),
    }];
    let s = schedule(&game_time(&plies, &penalties, &[]));
    assert_eq!(days_and_totals(&s, Color::White).1, vec![0, 9, 12]);
    assert_eq!(s.totals.white.penalty_days, 5);
    assert_eq!(
        s.totals.white.total,
        Total::exact(s.totals.white.days + s.totals.white.penalty_days)
    );
    assert!(
        s.rows[1]
            .white
            .as_ref()
            .unwrap()
            .note(Language::EN)
            .contains("5 penalty days (47.4.9.4)")
    );
}

#[test]
fn leave_days_are_not_charged_47_7_1() {
    let plies = vec![
        ply("e2e4", Some(d(3, 1)), Some(d(3, 3))),
        ply("e7e5", Some(d(3, 20)), Some(d(3, 22))),
        ply("g1f3", Some(d(3, 30)), None),
    ];
    let leaves = [
        Leave {
            of: LeaveOf::Me,
            first_day: d(3, 24),
            last_day: d(3, 27),
            note: String::new(),
        },
        Leave {
            of: LeaveOf::Partner(GameId(1)),
            first_day: d(3, 5),
            last_day: d(3, 14),
            note: String::new(),
        },
        Leave {
            of: LeaveOf::Partner(GameId(2)),
            first_day: d(3, 15),
            last_day: d(3, 19),
            note: String::new(),
        },
    ];
    let s = schedule(&game_time(&plies, &[], &leaves));
    let black = s.rows[0].black.as_ref().unwrap();
    assert_eq!(
        (black.days, black.leave_days),
        (Some(7), 10),
        "his leave in this game only"
    );
    let white = s.rows[1].white.as_ref().unwrap();
    assert_eq!(
        (white.days, white.leave_days),
        (Some(4), 4),
        "my leave stops my clock"
    );
    assert!(
        white
            .note(Language::EN)
            .contains("4 days of leave (47.7.1)")
    );
}

/// White moves every time after `days[i]` days; Black always answers the same day.
fn white_spends(days: &[i64]) -> Vec<PlyRecord> {
    let mut plies = Vec::new();
    let mut today = d(1, 1);
    let moves = ["g1f3", "g8f6", "f3g1", "f6g8"];
    for (i, spent) in days.iter().enumerate() {
        today += chrono::Duration::days(*spent);
        let arrive = today + chrono::Duration::days(2);
        plies.push(ply(moves[(2 * i) % 4], Some(today), Some(arrive)));
        plies.push(ply(
            moves[(2 * i + 1) % 4],
            Some(arrive),
            Some(arrive + chrono::Duration::days(2)),
        ));
        today = arrive + chrono::Duration::days(2);
    }
    plies
}

#[test]
fn overstep_is_recorded_and_the_count_restarts_47_6_1_47_6_4() {
    // 0 + 4×8 = 32 days over 9 moves > 30.
    let mut spent = vec![0];
    spent.extend([4; 8]);
    spent.extend([3; 10]);
    let plies = white_spends(&spent);
    let s = schedule(&game_time(&plies, &[], &[]));
    assert_eq!(
        s.totals.white.oversteps,
        [Overstep {
            at_move: 9,
            total: Total::exact(32),
            moves: 9,
            limit: 30
        }]
    );
    let ninth = s.rows[8].white.as_ref().unwrap();
    assert!(ninth.overstep);
    assert!(
        ninth
            .note(Language::EN)
            .contains("overstep: 32 days over 9 moves > 30 (47.6.1)"),
        "{}",
        ninth.note(Language::EN)
    );
    assert!(
        ninth
            .why
            .iter()
            .any(|w| w.to_string() == "the count restarts from zero after move 9 (47.6.4)")
    );
    assert_eq!(
        ninth.note(Language::RU),
        "просрочка: 32 дн. за 9 ходов при норме 30 дн. (47.6.1); отсчёт заново после хода 9 (47.6.4)"
    );
    // After the restart moves 10..19 use 30 days: no second overstep.
    assert_eq!(s.totals.white.count_moves, 10);
    assert_eq!(s.totals.white.count_total, Total::exact(30));
    assert_eq!(s.totals.white.total, Total::exact(62));
}

#[test]
fn saved_days_carry_over_47_6_1() {
    // Ten moves in 9 days, then 49 days over the next ten: 58 ≤ 60 by move 20.
    let mut spent = vec![0];
    spent.extend([1; 9]);
    spent.extend([1; 9]);
    spent.push(40);
    let plies = white_spends(&spent);
    let s = schedule(&game_time(&plies, &[], &[]));
    assert_eq!(s.totals.white.total, Total::exact(58));
    assert!(s.totals.white.oversteps.is_empty());
}

#[test]
fn days_left_count_the_days_already_elapsed_47_6_1() {
    let plies = worked_example();
    // Black to move after 3.c4, received 19.05? No: c4 has no arrival yet.
    let g = game_time(&plies, &[], &[]);
    let s = schedule(&g);
    let unknown = clock(&g, &s.totals, d(5, 25));
    assert_eq!((unknown.side, unknown.days_left), (Color::Black, None));

    let mut plies = worked_example();
    plies[4].arrived = Some(d(5, 24));
    let g = game_time(&plies, &[], &[]);
    let s = schedule(&g);
    let c = clock(&g, &s.totals, d(5, 30));
    assert_eq!(c.move_number, 3);
    assert_eq!(c.elapsed, Some(6));
    assert_eq!(c.days_left, Some(30 - 1 - 6));
    assert_eq!(c.control_move, 10);
    assert!(!c.registered_required());
    assert_eq!(
        c.why[0].to_string(),
        "23 days left: 30 by move 10 − 1 used − 6 on this move"
    );
}

#[test]
fn five_days_left_requires_registered_mail_47_4_12() {
    let mut plies = worked_example();
    plies[4].arrived = Some(d(5, 24));
    let g = game_time(&plies, &[], &[]);
    let s = schedule(&g);
    let rows = [
        (d(6, 15), 7, false),
        (d(6, 16), 6, false),
        (d(6, 17), 5, true),
        (d(6, 24), -2, true),
    ];
    for (today, left, registered) in rows {
        let c = clock(&g, &s.totals, today);
        assert_eq!(c.days_left, Some(left), "{today}");
        assert_eq!(c.registered_required(), registered, "{today}");
    }
}

#[test]
fn whites_first_move_costs_nothing_and_is_due_on_the_start_day_47_4_1() {
    let g = with_rules(game_time(&[], &[], &[]), |r| r.start = Some(d(6, 1)));
    let s = schedule(&g);
    let c = clock(&g, &s.totals, d(5, 30));
    assert_eq!(
        (c.side, c.move_number, c.days_left, c.deadline),
        (Color::White, 1, Some(2), Some(d(6, 1)))
    );
    assert_eq!(c.why, vec![Why::FirstMoveDue { start: d(6, 1) }]);
    let late = clock(&g, &s.totals, d(6, 4));
    assert_eq!((late.days_left, late.deadline), (Some(-3), Some(d(6, 1))));
    assert!(!late.registered_required(), "a first move goes as it goes");
    let unknown = with_rules(g, |r| r.start = None);
    let c = clock(&unknown, &s.totals, d(5, 30));
    assert_eq!((c.days_left, c.deadline), (None, None));
    assert_eq!(c.why, vec![Why::StartMissing]);
}

#[test]
fn repeats_are_noted_47_5_1() {
    let plies = worked_example();
    let items = [crate::domain::CorrespondenceItem {
        game: GameId(1),
        direction: Direction::Out,
        medium: crate::domain::Medium::Card,
        written: Some(d(6, 22)),
        sent: Some(d(6, 22)),
        received: None,
        ply: Some(4),
        declaration: None,
        together_with: None,
        stated_total: None,
        body: String::new(),
    }];
    let g = GameTime {
        correspondence: &items,
        ..game_time(&plies, &[], &[])
    };
    let s = schedule(&g);
    assert_eq!(
        s.rows[2].white.as_ref().unwrap().note(Language::EN),
        "repeated 22.06.2026 (47.5.1)"
    );
}

#[test]
fn registered_mail_is_for_the_post_only_47_4_12() {
    let mut plies = worked_example();
    plies[4].arrived = Some(d(5, 24));
    let g = with_rules(game_time(&plies, &[], &[]), |r| r.mode = Mode::Email);
    let s = schedule(&g);
    let c = clock(&g, &s.totals, d(6, 17));
    assert_eq!(c.days_left, Some(5));
    assert!(!c.registered_required());
    assert!(
        !c.why
            .iter()
            .any(|w| matches!(w, Why::RegisteredRequired { .. }))
    );
}

#[test]
fn control_moves_count_from_the_restart_by_post_and_are_fixed_by_email_47_6_3_48_6_1() {
    let post = game_time(&[], &[], &[]);
    assert_eq!(post.control_move(6, None), 10);
    assert_eq!(post.control_move(14, Some(6)), 16);
    assert_eq!(post.control_move(16, Some(6)), 16);
    assert_eq!(post.control_move(17, Some(6)), 26);
    let email = with_rules(post, |r| r.mode = Mode::Email);
    assert_eq!(email.control_move(14, Some(6)), 20);
}

#[test]
fn a_penalty_after_the_last_move_is_in_the_totals_not_in_a_row_47_4_1() {
    let plies = worked_example();
    let penalties = [Penalty {
        side: Color::Black,
        days: 5,
        clause: "47.4.9.1".into(),
        reason: crate::domain::PenaltyReason::Words("impossible move".into()),
        date: d(5, 25),
    }];
    let s = schedule(&game_time(&plies, &penalties, &[]));
    assert_eq!(s.totals.black.total, Total::exact(6));
    assert_eq!(
        s.totals.black.after_last_move,
        vec![Why::Penalty {
            days: 5,
            clause: "47.4.9.1".into()
        }]
    );
    assert!(s.plies().all(|p| p.penalty_days == 0));
}

#[test]
fn his_first_move_is_awaited_not_late_until_his_silence_may_be_asked_about_47_5_1() {
    let g = with_rules(game_time(&[], &[], &[]), |r| {
        r.start = Some(d(6, 1));
        r.my_colour = Color::Black;
    });
    let s = schedule(&g);
    let c = clock(&g, &s.totals, d(6, 2));
    assert_eq!(
        (c.side, c.days_left, c.deadline),
        (Color::White, None, None)
    );
    assert_eq!(
        c.why,
        vec![Why::FirstMoveAwaited {
            ask_on: d(7, 1),
            clause: "47.5.1"
        }]
    );
}
