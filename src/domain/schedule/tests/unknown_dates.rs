//! Unknown dates: totals become lower bounds, never zero, and an overstep is recorded only where
//! every possible date proves it (47.2.2.5, 47.6.1, 47.6.4).

use super::*;

proptest::proptest! {
    #[test]
    fn totals_are_days_plus_penalties_and_later_plies_never_change_earlier_rows(
        gaps in proptest::collection::vec((0i64..40, 0i64..10), 2..40),
        penalty_days in proptest::collection::vec((0u32..15, 0i64..400, proptest::bool::ANY), 0..4),
    ) {
        let moves = ["g1f3", "g8f6", "f3g1", "f6g8"];
        let mut plies = Vec::new();
        let mut day = d(1, 1);
        for (i, (think, post)) in gaps.iter().enumerate() {
            day += chrono::Duration::days(*think);
            let sent = day;
            day += chrono::Duration::days(*post);
            plies.push(PlyRecord {
                state: PlyState::Sent,
                ..ply(moves[i % 4], Some(sent), Some(day))
            });
        }
        let penalties = penalties_drawn(&penalty_days);
        let full = schedule(&game_time(&plies, &penalties, &[]));
        for side in [&full.totals.white, &full.totals.black] {
            proptest::prop_assert_eq!(side.total, Total::exact(side.days + side.penalty_days));
        }
        let days_sum: u32 = full.plies().filter(|p| p.ply % 2 == 0).filter_map(|p| p.days).sum();
        proptest::prop_assert_eq!(days_sum, full.totals.white.days);
        let all_penalties: u32 = penalties.iter().map(|p| p.days).sum();
        proptest::prop_assert_eq!(full.totals.white.penalty_days + full.totals.black.penalty_days, all_penalties);
        for n in 1..plies.len() {
            let shorter = schedule(&game_time(&plies[..n], &penalties, &[]));
            let earlier: Vec<&PlyTime> = full.plies().take(n).collect();
            let again: Vec<&PlyTime> = shorter.plies().collect();
            proptest::prop_assert_eq!(earlier, again);
        }
    }
}

proptest::proptest! {
    #[test]
    fn the_totals_alone_are_those_the_whole_schedule_ends_with(
        gaps in proptest::collection::vec((0i64..12, 0i64..5, 0u8..12), 2..60),
        penalty_days in proptest::collection::vec((0u32..15, 0i64..400, proptest::bool::ANY), 0..4),
        leave in proptest::collection::vec((0i64..300, 0i64..20, proptest::bool::ANY), 0..4),
    ) {
        // Short controls and some dates missing: oversteps, restarts and unknown counts.
        let moves = ["g1f3", "g8f6", "f3g1", "f6g8"];
        let mut plies = Vec::new();
        let mut day = d(1, 1);
        for (i, (think, post, missing)) in gaps.iter().enumerate() {
            day += chrono::Duration::days(*think);
            let sent = (*missing != 0).then_some(day);
            day += chrono::Duration::days(*post);
            plies.push(PlyRecord {
                state: PlyState::Sent,
                ..ply(moves[i % 4], sent, Some(day))
            });
        }
        let penalties = penalties_drawn(&penalty_days);
        let leaves: Vec<Leave> = leave
            .iter()
            .map(|(from, days, mine)| Leave {
                of: if *mine { LeaveOf::Me } else { LeaveOf::Partner(GameId(1)) },
                first_day: d(1, 1) + chrono::Duration::days(*from),
                last_day: d(1, 1) + chrono::Duration::days(from + days),
                note: String::new(),
            })
            .collect();
        for mode in [Mode::Post, Mode::Email] {
            let g = with_rules(game_time(&plies, &penalties, &leaves), |r| {
                r.mode = mode;
                r.control = TimeControl { moves: 3, days: 10 };
                r.leave_allowance_days = 12;
                r.leave_event_days = Some(20);
            });
            proptest::prop_assert_eq!(totals(&g.rules, g.plies), schedule(&g).totals);
        }
    }
}

/// The penalties drawn as (days, days after 1 January, White's): of either side, any day.
fn penalties_drawn(drawn: &[(u32, i64, bool)]) -> Vec<Penalty> {
    drawn
        .iter()
        .map(|(days, offset, white)| Penalty {
            side: if *white { Color::White } else { Color::Black },
            days: *days,
            clause: "47.4.9.1".into(),
            reason: crate::domain::PenaltyReason::Words(String::new()),
            date: d(1, 1) + chrono::Duration::days(*offset),
        })
        .collect()
}

#[test]
fn a_missing_date_makes_the_totals_a_lower_bound_never_zero_47_2_2_5() {
    // Black's second move has no send date: his days on it are unknown.
    let mut spent = vec![0];
    spent.extend([1; 12]);
    let mut plies = white_spends(&spent);
    plies[3].sent.written = None;
    let s = schedule(&game_time(&plies, &[], &[]));
    let his: Vec<&PlyTime> = s.plies().filter(|p| p.ply % 2 == 1).collect();
    assert_eq!(his[0].total, Total::exact(0));
    assert_eq!(his[1].days, None);
    assert_eq!(
        his[1].total,
        Total {
            at_least: 0,
            unknown_from: Some(2)
        }
    );
    assert_eq!(his[1].total.to_string(), "≥ 0");
    assert_eq!(s.totals.black.total.known(), None);
    assert_eq!(
        his[1].why.last().unwrap().to_string(),
        "days unknown: the sent date is missing, to clarify in the reply (47.2.2.5)"
    );
    // The control at his move 10 cannot be decided, and no overstep is claimed on a guess.
    assert!(s.totals.black.oversteps.is_empty());
    assert!(
        his[9].why.contains(&Why::ControlUndecided {
            control_move: 10,
            missing_move: 2
        }),
        "{:?}",
        his[9].why
    );
    assert_eq!(
        his[9].note(Language::EN),
        "the control at move 10 cannot be decided until the date of move 2 is known (47.6.1)"
    );
    // His clock, at his turn, has no definite days left either.
    let mut his_turn = plies.clone();
    his_turn.pop();
    let g = game_time(&his_turn, &[], &[]);
    let s = schedule(&g);
    let c = clock(&g, &s.totals, d(12, 1));
    assert_eq!(
        (c.side, c.days_left, c.deadline),
        (Color::Black, None, None)
    );
    assert_eq!(
        c.why,
        vec![Why::ControlUndecided {
            control_move: 20,
            missing_move: 2
        }]
    );
}

#[test]
fn my_own_missing_receipt_is_mine_to_record_47_2_2_4() {
    let plies = vec![
        ply("e2e4", Some(d(1, 1)), Some(d(1, 4))),
        ply("e7e5", Some(d(1, 9)), None),
        ply("g1f3", Some(d(1, 15)), None),
    ];
    let s = schedule(&game_time(&plies, &[], &[]));
    let mine = s.rows[1].white.as_ref().unwrap();
    assert_eq!(
        mine.why.last().unwrap(),
        &Why::DateMissing {
            which: "received",
            mover: crate::domain::Side::Mine
        }
    );
    assert_eq!(mine.why.last().unwrap().clause(), "47.2.2.4");
    assert_eq!(
        mine.note(Language::EN),
        "days unknown: the received date is missing, yours to record (47.2.2.4)"
    );
}

#[test]
fn an_overstep_is_recorded_only_where_every_possible_restart_proves_it_47_6_1_47_6_4() {
    // Move 2's days are unknown. Moves 3 and 4 take 20 and 35 days: whether or not the count
    // restarted after move 2 or 3, move 4 oversteps.
    let mut plies = white_spends(&[0, 1, 20, 35]);
    plies[2].sent.written = None;
    let s = schedule(&game_time(&plies, &[], &[]));
    let at: Vec<u32> = s.totals.white.oversteps.iter().map(|o| o.at_move).collect();
    assert_eq!(at, [4]);
    assert_eq!(s.totals.white.total.to_string(), "≥ 55");
    assert_eq!(
        s.rows[3].white.as_ref().unwrap().note(Language::EN),
        "overstep: ≥ 55 days over 4 moves > 30 (47.6.1); the count restarts from zero after move 4 (47.6.4)"
    );
    // The restart is certain: the count after it is known again.
    assert_eq!(s.totals.white.count_total, Total::exact(0));

    // With 20 and 20, an overstep at move 3 (move 2 over 10 days) would leave move 4 kept: an
    // overstep happened by move 4, but where is undecided, and none is recorded.
    let mut plies = white_spends(&[0, 1, 20, 20]);
    plies[2].sent.written = None;
    let s = schedule(&game_time(&plies, &[], &[]));
    assert!(s.totals.white.oversteps.is_empty());
    assert_eq!(s.totals.white.count_total.known(), None);
}

#[test]
fn the_count_since_the_restart_is_shown_beside_the_total_47_6_4() {
    let mut spent = vec![0];
    spent.extend([4; 8]);
    spent.extend([3; 2]);
    let plies = white_spends(&spent);
    let s = schedule(&game_time(&plies, &[], &[]));
    let eleventh = s.rows[10].white.as_ref().unwrap();
    assert_eq!(eleventh.restart_after, Some(9));
    assert_eq!(eleventh.total_text(Language::EN), "38 (6 after move 9)");
    assert_eq!(eleventh.total_text(Language::RU), "38 (6 после хода 9)");
    assert_eq!(
        s.totals.white.total_text(Language::EN),
        "38 (6 after move 9)"
    );
    let before = s.rows[8].white.as_ref().unwrap();
    assert_eq!(before.total_text(Language::EN), "32");
}

/// A complete game: each move thought over for `think` days and `post` days in the post.
fn complete_game(moves: &[(i64, i64)]) -> Vec<PlyRecord> {
    let knights = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let mut day = d(1, 1);
    moves
        .iter()
        .enumerate()
        .map(|(i, (think, post))| {
            day += chrono::Duration::days(*think);
            let arrived = day + chrono::Duration::days(*post);
            let p = ply(knights[i % 4], Some(day), Some(arrived));
            day = arrived;
            p
        })
        .collect()
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(512))]
    /// Unknown is never zero: with any dates removed, a total shown as definite is the complete
    /// game's, and an overstep of the complete game is never shown as kept.
    #[test]
    fn removing_dates_never_lowers_a_definite_total_nor_hides_an_overstep(
        moves in proptest::collection::vec((0i64..12, 1i64..5), 2..60),
        removed in proptest::collection::vec((proptest::bool::weighted(0.1), proptest::bool::weighted(0.1)), 60),
    ) {
        let full_plies = complete_game(&moves);
        let mut plies = full_plies.clone();
        for (p, (sent, arrived)) in plies.iter_mut().zip(&removed) {
            if *sent {
                p.sent.written = None;
            }
            if *arrived {
                p.arrived = None;
            }
        }
        let full = schedule(&game_time(&full_plies, &[], &[]));
        let partial = schedule(&game_time(&plies, &[], &[]));
        for (f, p) in full.plies().zip(partial.plies()) {
            proptest::prop_assert!(f.total.known().is_some());
            if let Some(total) = p.total.known() {
                proptest::prop_assert_eq!(total, f.total.at_least, "ply {}", p.ply);
            }
            proptest::prop_assert!(p.total.at_least <= f.total.at_least, "ply {}", p.ply);
            if let Some(count) = p.count.known() {
                proptest::prop_assert_eq!(count, f.count.at_least, "ply {}", p.ply);
            }
            if f.overstep {
                proptest::prop_assert!(
                    p.overstep || p.count.known().is_none(),
                    "the overstep at ply {} is shown as kept", p.ply
                );
            }
            if p.overstep {
                proptest::prop_assert!(
                    f.overstep || p.count.known().is_none(),
                    "a definite overstep at ply {} that did not happen", p.ply
                );
            }
        }
        for (f, p) in [(&full.totals.white, &partial.totals.white), (&full.totals.black, &partial.totals.black)] {
            if let Some(total) = p.total.known() {
                proptest::prop_assert_eq!(total, f.total.at_least);
            }
        }
    }
}
