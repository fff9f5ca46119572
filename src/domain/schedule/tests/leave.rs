//! Leave against the allowances of the tournament and the event (47.7.1).

use super::*;

fn my_leave(first: NaiveDate, last: NaiveDate) -> Leave {
    Leave {
        of: LeaveOf::Me,
        first_day: first,
        last_day: last,
        note: String::new(),
    }
}

#[test]
fn a_game_credits_at_most_its_tournaments_leave_allowance_47_7_1() {
    // I received his move on 1 March and answered on 20 April, with 35 days of leave between.
    let plies = vec![
        ply("e2e4", Some(d(2, 20)), Some(d(2, 25))),
        ply("e7e5", Some(d(2, 26)), Some(d(3, 1))),
        ply("g1f3", Some(d(4, 20)), None),
    ];
    let leaves = [my_leave(d(3, 5), d(4, 8))];
    let g = with_rules(game_time(&plies, &[], &leaves), |r| {
        r.leave_allowance_days = 30;
    });
    let s = schedule(&g);
    let mine = s.rows[1].white.as_ref().unwrap();
    assert_eq!((mine.days, mine.leave_days), (Some(50 - 30), 30));
    assert_eq!(
        mine.note(Language::EN),
        "30 days of leave (47.7.1); 35 days of leave, 30 credited: the tournament allows 30 days in 2026 (47.7.1)"
    );
    // A tournament allowing 40 a year credits all 35.
    let generous = schedule(&with_rules(g, |r| r.leave_allowance_days = 40));
    let mine = generous.rows[1].white.as_ref().unwrap();
    assert_eq!((mine.days, mine.leave_days), (Some(15), 35));
}

#[test]
fn the_events_leave_allowance_holds_across_years_47_7_1() {
    let plies = vec![
        ply("e2e4", Some(d(1, 1)), Some(d(1, 2))),
        ply("e7e5", Some(d(1, 3)), Some(d(1, 4))),
        ply("g1f3", Some(d(2, 20)), Some(d(2, 21))),
        ply(
            "g8f6",
            Some(d(2, 22)),
            Some(NaiveDate::from_ymd_opt(2027, 1, 1).unwrap()),
        ),
        ply("f3g1", NaiveDate::from_ymd_opt(2027, 2, 20), None),
    ];
    let leaves = [
        my_leave(d(1, 10), d(2, 8)),
        my_leave(
            NaiveDate::from_ymd_opt(2027, 1, 10).unwrap(),
            NaiveDate::from_ymd_opt(2027, 2, 8).unwrap(),
        ),
    ];
    let s = schedule(&with_rules(game_time(&plies, &[], &leaves), |r| {
        r.leave_event_days = Some(40);
    }));
    let first = s.rows[1].white.as_ref().unwrap();
    assert_eq!(first.leave_days, 30);
    let second = s.rows[2].white.as_ref().unwrap();
    assert_eq!((second.days, second.leave_days), (Some(50 - 10), 10));
    assert!(
        second.note(Language::EN).starts_with(
            "10 days of leave (47.7.1); 30 days of leave, 10 credited: the tournament allows 40 days in the whole event (47.7.1)"
        ),
        "{}",
        second.note(Language::EN)
    );
}

#[test]
fn leave_already_declared_moves_my_deadline_on_47_7_1() {
    let plies = vec![
        ply("e2e4", Some(d(3, 1)), Some(d(3, 3))),
        ply("e7e5", Some(d(3, 4)), Some(d(3, 6))),
    ];
    let leaves = [my_leave(d(3, 10), d(3, 19))];
    let g = game_time(&plies, &[], &leaves);
    let s = schedule(&g);
    // On 8 March: 2 days used, 28 left; ten days of leave ahead move the deadline from
    // 5 April to 15 April.
    let c = clock(&g, &s.totals, d(3, 8));
    assert_eq!(c.days_left, Some(28));
    assert_eq!(c.deadline, Some(d(4, 15)));
}

#[test]
fn leave_up_to_today_gives_back_days_and_only_leave_after_it_moves_the_deadline() {
    let plies = vec![
        ply("e2e4", Some(d(3, 1)), Some(d(3, 3))),
        ply("e7e5", Some(d(3, 4)), Some(d(3, 6))),
    ];
    // On 8 March, 2 days used since 6 March: 28 left, to 5 April without leave.
    for (leave, left, deadline) in [
        (my_leave(d(3, 1), d(3, 6)), 28, d(4, 5)),
        (my_leave(d(3, 7), d(3, 7)), 29, d(4, 6)),
        (my_leave(d(3, 7), d(3, 8)), 30, d(4, 7)),
        (my_leave(d(3, 7), d(3, 9)), 30, d(4, 8)),
        (my_leave(d(4, 5), d(4, 5)), 28, d(4, 6)),
        (my_leave(d(4, 6), d(4, 9)), 28, d(4, 5)),
    ] {
        let leaves = [leave];
        let g = game_time(&plies, &[], &leaves);
        let c = clock(&g, &schedule(&g).totals, d(3, 8));
        let what = format!("{:?}", leaves[0]);
        assert_eq!(
            (c.days_left, c.deadline),
            (Some(left), Some(deadline)),
            "{what}"
        );
    }
}

#[test]
fn the_days_of_leave_in_a_span_are_those_after_its_first_day_up_to_its_last() {
    // Each leave's days against every span of a month, as a day-by-day count finds them.
    let spans = [
        (d(3, 1), d(3, 31)),
        (d(3, 10), d(3, 10)),
        (d(3, 20), d(3, 5)),
    ];
    let leaves = [
        vec![],
        vec![my_leave(d(3, 1), d(3, 1))],
        vec![my_leave(d(3, 2), d(3, 2))],
        vec![my_leave(d(3, 31), d(4, 30))],
        vec![my_leave(d(2, 1), d(2, 28)), my_leave(d(4, 1), d(4, 2))],
        vec![my_leave(d(3, 5), d(3, 12)), my_leave(d(3, 10), d(3, 20))],
        vec![my_leave(NaiveDate::MIN, d(3, 3))],
    ];
    for held in &leaves {
        let held: Vec<&Leave> = held.iter().collect();
        for (from, to) in spans {
            let counted = (from.iter_days().skip(1))
                .take_while(|day| *day <= to)
                .filter(|day| {
                    held.iter()
                        .any(|l| l.first_day <= *day && *day <= l.last_day)
                })
                .count() as u32;
            let found = leave_days_between(&held, from, to);
            assert_eq!(found, counted, "{held:?} from {from} to {to}");
        }
    }
    let whole = [my_leave(d(3, 1), d(3, 31))];
    let whole: Vec<&Leave> = whole.iter().collect();
    assert_eq!(
        leave_days_between(&whole, d(3, 1), d(3, 31)),
        30,
        "not its first day"
    );
}
