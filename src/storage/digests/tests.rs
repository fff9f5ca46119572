use std::collections::BTreeMap;

use chrono::NaiveDate;
use shakmaty::uci::UciMove;

use super::*;
use crate::domain::{Delivery, PlyRecord};

fn date(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

/// A digest with something in every field: a registered last ply, oversteps, leave over two
/// years, a window closed.
fn full() -> MovesDigest {
    let overstep = |at_move, unknown_from| Overstep {
        at_move,
        total: Total {
            at_least: 41,
            unknown_from,
        },
        moves: 10,
        limit: 40,
    };
    let last = PlyRecord {
        delivery: Delivery::Registered {
            receipt_number: "RA644000001RU".into(),
        },
        arrived: Some(date(2026, 3, 2)),
        ..PlyRecord::sent_on("e7e8q".parse::<UciMove>().unwrap(), Some(date(2026, 2, 27)))
    };
    MovesDigest {
        plies: 57,
        last: Some(last),
        latest_sent: [Some(date(2026, 2, 20)), Some(date(-44, 3, 15))],
        counts: [
            SideCount {
                moves: 29,
                count_moves: 9,
                count_total: Total {
                    at_least: 33,
                    unknown_from: Some(27),
                },
                oversteps: vec![overstep(10, None), overstep(20, Some(18))],
                leave: LeaveCredit::of(BTreeMap::from([(2025, 30), (2026, 4)]), 34),
            },
            SideCount::default(),
        ],
        overstep: Some(OverstepWindow {
            his_move: 20,
            control_move: 30,
            closed_on: Some(date(2026, 1, 5)),
            replied: true,
        }),
    }
}

#[test]
fn a_digest_comes_back_as_it_was_kept_under_its_key_only() {
    let key = 0x0123_4567_89ab_cdef;
    assert_eq!(decode(&encode(key, &full()), key), Some(full()));
    assert_eq!(decode(&encode(key, &full()), key + 1), None);
    let bare = MovesDigest {
        plies: 0,
        last: None,
        latest_sent: [None, None],
        counts: [SideCount::default(), SideCount::default()],
        overstep: None,
    };
    assert_eq!(decode(&encode(0, &bare), 0), Some(bare));
}

#[test]
fn a_value_cut_short_lengthened_changed_or_of_another_version_is_none_not_a_guess() {
    let bytes = encode(7, &full());
    for len in 0..bytes.len() {
        assert_eq!(decode(&bytes[..len], 7), None, "cut to {len} bytes");
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(decode(&longer, 7), None);
    for at in 0..bytes.len() {
        for bit in 0..8 {
            let mut changed = bytes.clone();
            changed[at] ^= 1 << bit;
            assert_eq!(decode(&changed, 7), None, "byte {at}, bit {bit}");
        }
    }
}
