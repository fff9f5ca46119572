//! Reconciling the partner's schedule, clause by clause.

use shakmaty::Color;
use shakmaty::uci::UciMove;

use super::*;
use crate::domain::deadlines::GameRecords;
use crate::domain::test_support::{self, d, ply};
use crate::domain::{Mode, PlyRecord};

fn uci(s: &str) -> UciMove {
    UciMove::from_ascii(s.as_bytes()).unwrap()
}

/// DOMAIN.md's worked game, 1.d4 d5 2.Nf3 g6 3.c4, with me as White.
fn records(plies: Vec<PlyRecord>) -> GameRecords {
    test_support::records(Mode::Post, Color::White, d(5, 10), plies)
}

fn worked() -> GameRecords {
    records(vec![
        ply("d2d4", d(5, 10), Some(d(5, 12))),
        ply("d7d5", d(5, 12), Some(d(5, 12))),
        ply("g1f3", d(5, 16), Some(d(5, 17))),
        ply("g7g6", d(5, 18), Some(d(5, 19))),
        ply("c2c4", d(5, 22), None),
    ])
}

/// The partner's schedule that agrees with the diary in every cell.
fn his_copy(r: &GameRecords) -> HisSchedule {
    let s = r.schedule();
    HisSchedule {
        plies: s
            .plies()
            .map(|p| HisPly {
                ply: p.ply,
                mv: HisMove::Read(p.uci),
                received: p.received,
                sent: p.sent.map(|e| e.date),
                days: p.days,
                total: Some(p.total.at_least),
            })
            .collect(),
        states_numbers: true,
        totals: [
            Some(s.totals.white.total.at_least),
            Some(s.totals.black.total.at_least),
        ],
    }
}

fn white(number: u32) -> Place {
    Place::Move {
        number,
        side: Color::White,
    }
}

fn black(number: u32) -> Place {
    Place::Move {
        number,
        side: Color::Black,
    }
}

#[test]
fn the_same_schedule_differs_nowhere_article_52() {
    let r = worked();
    assert_eq!(reconcile(&r, &his_copy(&r)), vec![]);
}

#[test]
fn three_planted_differences_are_found_and_nothing_else() {
    let r = worked();
    let mut his = his_copy(&r);
    // He wrote another move for Black's 2nd, received White's 3rd a day later, and added his
    // total of move 1 wrong (the next total is right again).
    his.plies[3].mv = HisMove::Read(uci("g8f6"));
    his.plies[4].received = Some(d(5, 20));
    his.plies[1].total = Some(1);
    let found: Vec<(Place, Decides)> = reconcile(&r, &his)
        .into_iter()
        .map(|x| (x.place, x.decides))
        .collect();
    assert_eq!(
        found,
        vec![
            (black(1), Decides::Total),
            (black(2), Decides::SentMove),
            (
                white(3),
                Decides::Receiver {
                    receiver: crate::domain::Side::Mine
                }
            ),
        ]
    );
}

#[test]
fn a_date_that_moves_his_days_and_total_is_three_cells_of_one_row_47_4_1() {
    let r = worked();
    let mut his = his_copy(&r);
    // His White 2 sent a day later, his days and totals counted from it: every later White
    // total carries the same extra day, reported once where it opens.
    his.plies[2].sent = Some(d(5, 17));
    his.plies[2].days = Some(5);
    his.plies[2].total = Some(5);
    his.plies[4].total = Some(8);
    his.totals[0] = Some(8);
    let diffs = reconcile(&r, &his);
    assert_eq!(
        diffs.iter().map(|x| x.place).collect::<Vec<_>>(),
        vec![white(2), white(2), white(2)]
    );
    assert_eq!(
        diffs[1].gap,
        Gap::Days {
            mine: Some(4),
            his: Some(5),
            his_dates_give: Some(5),
            leave: 0
        }
    );
    assert!(matches!(
        diffs[2].gap,
        Gap::Total {
            his: Some(5),
            penalty: 0,
            ..
        }
    ));
}

#[test]
fn the_postmark_on_his_card_decides_his_send_date_47_2_2_1() {
    let mut r = worked();
    r.plies[1].sent.postmarks = vec![d(5, 13)];
    let mut his = his_copy(&worked());
    his.states_numbers = false;
    let diffs = reconcile(&r, &his);
    // Only his send date differs: the day I received the card is mine to record.
    assert_eq!(diffs.len(), 1, "{diffs:?}");
    assert_eq!(diffs[0].place, black(1));
    assert_eq!(diffs[0].decides, Decides::Postmark { i_hold_card: true });
}

#[test]
fn of_two_postmarks_the_receiver_gets_the_latest_47_2_2_3() {
    let mut r = worked();
    r.plies[2].sent.postmarks = vec![d(5, 16), d(5, 18)];
    let mut his = his_copy(&r);
    his.plies[3].received = Some(d(5, 17));
    his.states_numbers = false;
    let diffs = reconcile(&r, &his);
    assert_eq!(diffs.len(), 1);
    assert_eq!(diffs[0].decides, Decides::LatestPostmark);
}

#[test]
fn a_registered_receipt_decides_my_send_date_47_2_2_2() {
    let mut r = worked();
    r.plies[4].delivery = crate::domain::Delivery::Registered {
        receipt_number: String::new(),
    };
    r.plies[4].sent.receipt = Some(d(5, 23));
    let mut his = his_copy(&worked());
    his.states_numbers = false;
    let diffs = reconcile(&r, &his);
    assert_eq!(diffs.len(), 1);
    assert_eq!(diffs[0].decides, Decides::RegisteredReceipt);
}

#[test]
fn a_pgn_without_numbers_compares_moves_and_dates_only() {
    let r = worked();
    let mut his = his_copy(&r);
    his.states_numbers = false;
    his.totals = [None, None];
    for p in &mut his.plies {
        p.days = None;
        p.total = None;
    }
    assert_eq!(reconcile(&r, &his), vec![]);
}

#[test]
fn a_file_that_ends_earlier_or_later_is_behind() {
    let r = worked();
    let mut his = his_copy(&r);
    his.plies.pop();
    his.states_numbers = false;
    assert_eq!(
        reconcile(&r, &his)
            .iter()
            .map(|x| (x.place, x.gap.clone()))
            .collect::<Vec<_>>(),
        vec![(white(3), Gap::OnlyMine)]
    );
    let mut his = his_copy(&r);
    his.plies.push(HisPly {
        ply: 5,
        mv: HisMove::Unreadable("Кg8-f6".into()),
        received: None,
        sent: None,
        days: None,
        total: None,
    });
    his.states_numbers = false;
    assert_eq!(
        reconcile(&r, &his)
            .iter()
            .map(|x| (x.place, x.decides))
            .collect::<Vec<_>>(),
        vec![(black(3), Decides::Behind)]
    );
}
