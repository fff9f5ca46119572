//! How a game's plies are kept: all of them in one compact value per game, and the guard that
//! every change of them passes (47.3.10).
//!
//! One value per game rather than one row per ply makes an import write one row per game; a
//! game of 80 plies with a send date and an arrival each takes about 800 bytes.
//!
//! The value is a version byte (1) and then, for each ply:
//! - a flags byte: bits 0–1 the delivery (0 ordinary, 1 registered, 2 e-mail), bit 2 sent
//!   (else draft), bits 3, 4 and 5 whether the written date, the receipt date and the arrival
//!   are given, bit 6 whether postmarks follow;
//! - the move in two bytes, little-endian: `from | to << 6 | promotion << 12` (a role 1–6, or
//!   0), a drop as `1 << 15 | role << 12 | to`, the null move as `0xFFFF`;
//! - the dates given, each as a day count from 1 January of year 1 in a LEB128 varint of its
//!   zigzag form: the written date, the postmarks (their number, then each), the receipt date,
//!   the arrival;
//! - for registered mail, the receipt number: its length in bytes as a varint, then UTF-8.

use chrono::{Datelike, NaiveDate};
use shakmaty::uci::UciMove;
use shakmaty::{Color, Role, Square};

use super::{Locked, Result, StoreError};
use crate::domain::{Delivery, PlyRecord, PlyState, SendEvidence};

const VERSION: u8 = 1;
const NULL_MOVE: u16 = 0xFFFF;
const DROP: u16 = 1 << 15;

const SENT: u8 = 1 << 2;
const WRITTEN: u8 = 1 << 3;
const RECEIPT: u8 = 1 << 4;
const ARRIVED: u8 = 1 << 5;
const POSTMARKS: u8 = 1 << 6;

/// A game's plies as one stored value.
pub fn encode(plies: &[PlyRecord]) -> Vec<u8> {
    let mut out = Vec::with_capacity(1 + plies.len() * 10);
    out.push(VERSION);
    for p in plies {
        let (delivery, number) = match &p.delivery {
            Delivery::Ordinary => (0, None),
            Delivery::Registered { receipt_number } => (1, Some(receipt_number)),
            Delivery::Email => (2, None),
        };
        let flag = |present: bool, bit: u8| if present { bit } else { 0 };
        out.push(
            delivery
                | flag(p.state == PlyState::Sent, SENT)
                | flag(p.sent.written.is_some(), WRITTEN)
                | flag(p.sent.receipt.is_some(), RECEIPT)
                | flag(p.arrived.is_some(), ARRIVED)
                | flag(!p.sent.postmarks.is_empty(), POSTMARKS),
        );
        out.extend_from_slice(&move_code(&p.uci).to_le_bytes());
        let day = |out: &mut Vec<u8>, d: &NaiveDate| varint(out, zigzag(d.num_days_from_ce()));
        p.sent.written.iter().for_each(|d| day(&mut out, d));
        if !p.sent.postmarks.is_empty() {
            varint(&mut out, p.sent.postmarks.len() as u64);
            p.sent.postmarks.iter().for_each(|d| day(&mut out, d));
        }
        for d in p.sent.receipt.iter().chain(&p.arrived) {
            day(&mut out, d);
        }
        if let Some(number) = number {
            varint(&mut out, number.len() as u64);
            out.extend_from_slice(number.as_bytes());
        }
    }
    out
}

/// The plies of a stored value; a value this build cannot read is corrupt, never guessed at.
pub fn decode(bytes: &[u8]) -> Result<Vec<PlyRecord>> {
    let corrupt = |what: &str| StoreError::Corrupt(format!("a game's moves: {what}"));
    let mut input = Input(bytes);
    match input.byte() {
        Some(VERSION) => {}
        Some(other) => return Err(corrupt(&format!("version {other}"))),
        None => return Err(corrupt("empty")),
    }
    // A ply takes three bytes at least: room for the most there can be (up to a long game's,
    // for a value that is not moves at all), given back at the end, rather than the records
    // moved at each doubling.
    let mut plies = Vec::with_capacity((bytes.len() / 3).min(1024));
    let mut days = DayNumbers::default();
    while let Some(flags) = input.byte() {
        if flags & 0x80 != 0 {
            return Err(corrupt(&format!("flags {flags:#04x}")));
        }
        let read = || corrupt(&format!("ply {} is cut short", plies.len() + 1));
        let code = input.u16().ok_or_else(read)?;
        let uci = move_from(code).ok_or_else(|| corrupt(&format!("move code {code:#06x}")))?;
        let no_day = |n: Option<u64>| match n {
            None => read(),
            Some(n) => corrupt(&format!("day {n}")),
        };
        let written = input.day(flags & WRITTEN != 0, &mut days).map_err(no_day)?;
        let mut postmarks = Vec::new();
        if flags & POSTMARKS != 0 {
            let n = input.varint().ok_or_else(read)?;
            for _ in 0..n {
                postmarks.extend(input.day(true, &mut days).map_err(no_day)?);
            }
        }
        let receipt = input.day(flags & RECEIPT != 0, &mut days).map_err(no_day)?;
        let arrived = input.day(flags & ARRIVED != 0, &mut days).map_err(no_day)?;
        let delivery = match flags & 0b11 {
            0 => Delivery::Ordinary,
            1 => {
                let len = input.varint().ok_or_else(read)?;
                let text = input.take(len).ok_or_else(read)?;
                let receipt_number = std::str::from_utf8(text)
                    .map_err(|_| corrupt("a receipt number that is not UTF-8"))?;
                Delivery::Registered {
                    receipt_number: receipt_number.to_owned(),
                }
            }
            2 => Delivery::Email,
            _ => return Err(corrupt(&format!("flags {flags:#04x}"))),
        };
        plies.push(PlyRecord {
            uci,
            sent: SendEvidence {
                written,
                postmarks,
                receipt,
            },
            arrived,
            delivery,
            state: if flags & SENT != 0 {
                PlyState::Sent
            } else {
                PlyState::Draft
            },
        });
    }
    plies.shrink_to_fit();
    Ok(plies)
}

/// A game's days as read one after another: each is reached from the one before, which
/// chrono does without its calendar arithmetic while the year stays the same (a game's dates
/// are days or weeks apart), rather than counted afresh from the first day of the era.
#[derive(Default)]
struct DayNumbers {
    last: Option<(i32, NaiveDate)>,
}

impl DayNumbers {
    /// The day numbered `n` from 1 January of year 1 (that day is 1), if there is one.
    fn date(&mut self, n: i32) -> Option<NaiveDate> {
        let apart = self
            .last
            .and_then(|(m, last)| Some((n.checked_sub(m)?, last)));
        let date = match apart {
            Some((k, last)) => {
                let days = chrono::Days::new(k.unsigned_abs().into());
                match k >= 0 {
                    true => last.checked_add_days(days),
                    false => last.checked_sub_days(days),
                }
            }
            None => NaiveDate::from_num_days_from_ce_opt(n),
        }?;
        self.last = Some((n, date));
        Some(date)
    }
}

/// A sent ply whose dates a change alters, or which it removes: the store keeps it as a
/// correction, with the ply as it was and as it is now (`None` when removed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Altered<'a> {
    /// The ply (0 = White's first move).
    pub ply: u32,
    /// As it was.
    pub was: &'a PlyRecord,
    /// As it is now, or `None` when removed.
    pub now: Option<&'a PlyRecord>,
}

/// Checks a change of a game's plies from `old` to `new` against 47.3.10, which binds the
/// sender: my sent moves never change nor go, and the partner's move, as I typed it from his
/// card, may be corrected or removed until a later ply follows it. Returns the sent plies whose
/// dates change or which go, for the corrections; a date given for the first time is none.
pub fn guard<'a>(
    my_colour: Color,
    old: &'a [PlyRecord],
    new: &'a [PlyRecord],
) -> Result<Vec<Altered<'a>>> {
    let mut altered = Vec::new();
    for (i, was) in old.iter().enumerate() {
        let now = new.get(i);
        let moved = now.is_none_or(|now| (now.uci, now.state) != (was.uci, was.state));
        let mine = Color::from_white(i % 2 == 0) == my_colour;
        let answered = i + 1 < old.len();
        if moved && mine && was.state == PlyState::Sent {
            let what = match now {
                Some(_) => Locked::MoveChanged,
                None => Locked::MoveRemoved,
            };
            return Err(StoreError::SentMoveLocked { what });
        }
        if moved && !mine && answered {
            return Err(StoreError::AnsweredMoveLocked {
                removed: now.is_none(),
            });
        }
        let dates_changed = |now: &PlyRecord| {
            let changed =
                |was: Option<NaiveDate>, now: Option<NaiveDate>| was.is_some() && was != now;
            changed(was.sent.written, now.sent.written)
                || (!was.sent.postmarks.is_empty() && was.sent.postmarks != now.sent.postmarks)
                || changed(was.sent.receipt, now.sent.receipt)
                || std::mem::discriminant(&was.delivery) != std::mem::discriminant(&now.delivery)
                || matches!((&was.delivery, &now.delivery),
                    (Delivery::Registered { receipt_number: a }, Delivery::Registered { receipt_number: b })
                        if !a.is_empty() && a != b)
                || changed(was.arrived, now.arrived)
        };
        if was.state == PlyState::Sent && now.is_none_or(dates_changed) {
            altered.push(Altered {
                ply: i as u32,
                was,
                now,
            });
        }
    }
    Ok(altered)
}

fn move_code(m: &UciMove) -> u16 {
    match *m {
        UciMove::Normal {
            from,
            to,
            promotion,
        } => {
            let promotion = promotion.map_or(0, |r| r as u16);
            from.to_u32() as u16 | (to.to_u32() as u16) << 6 | promotion << 12
        }
        UciMove::Put { role, to } => DROP | (role as u16) << 12 | to.to_u32() as u16,
        UciMove::Null => NULL_MOVE,
    }
}

fn move_from(code: u16) -> Option<UciMove> {
    let square = |n: u16| Square::new(u32::from(n & 63));
    let role = |n: u16| Role::ALL.get(usize::from(n).checked_sub(1)?).copied();
    if code == NULL_MOVE {
        return Some(UciMove::Null);
    }
    if code & DROP != 0 {
        if code & 0x0FC0 != 0 {
            return None;
        }
        return Some(UciMove::Put {
            role: role(code >> 12 & 7)?,
            to: square(code),
        });
    }
    let promotion = match code >> 12 {
        0 => None,
        n => Some(role(n)?),
    };
    Some(UciMove::Normal {
        from: square(code),
        to: square(code >> 6),
        promotion,
    })
}

pub(super) fn zigzag(n: i32) -> u64 {
    (((n as i64) << 1) ^ ((n as i64) >> 63)) as u64
}

pub(super) fn unzigzag(n: u64) -> i64 {
    (n >> 1) as i64 ^ -((n & 1) as i64)
}

pub(super) fn varint(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push(n as u8 | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

/// The bytes not yet read.
pub(super) struct Input<'a>(pub(super) &'a [u8]);

impl Input<'_> {
    pub(super) fn byte(&mut self) -> Option<u8> {
        let (&b, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(b)
    }

    /// The day stored next if `present`; else none. Fails with the number stored when it is
    /// no day, or with none when the value ends first.
    fn day(
        &mut self,
        present: bool,
        days: &mut DayNumbers,
    ) -> std::result::Result<Option<NaiveDate>, Option<u64>> {
        if !present {
            return Ok(None);
        }
        let n = self.varint().ok_or(None)?;
        let day = i32::try_from(unzigzag(n)).ok().and_then(|d| days.date(d));
        day.map(Some).ok_or(Some(n))
    }

    fn u16(&mut self) -> Option<u16> {
        let bytes = self.take(2)?;
        Some(u16::from_le_bytes([bytes[0], bytes[1]]))
    }

    pub(super) fn take(&mut self, n: u64) -> Option<&[u8]> {
        let n = usize::try_from(n).ok().filter(|n| *n <= self.0.len())?;
        let (taken, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(taken)
    }

    /// A LEB128 varint of at most ten bytes.
    pub(super) fn varint(&mut self) -> Option<u64> {
        let mut n = 0u64;
        for (i, &b) in self.0.iter().enumerate().take(10) {
            n |= u64::from(b & 0x7F) << (7 * i);
            if b & 0x80 == 0 {
                self.0 = &self.0[i + 1..];
                return Some(n);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn uci(s: &str) -> UciMove {
        s.parse().unwrap()
    }

    fn sent(m: &str, day: u32) -> PlyRecord {
        PlyRecord::sent_on(uci(m), Some(date(2026, 1, day)))
    }

    #[test]
    fn every_field_round_trips() {
        let plies = vec![
            PlyRecord {
                arrived: Some(date(2026, 1, 20)),
                ..sent("e2e4", 15)
            },
            PlyRecord {
                uci: uci("e7e8q"),
                sent: SendEvidence {
                    written: Some(date(2026, 1, 22)),
                    postmarks: vec![date(2026, 1, 23), date(1975, 12, 31)],
                    receipt: Some(date(2026, 1, 24)),
                },
                arrived: None,
                delivery: Delivery::Registered {
                    receipt_number: "RA644000001RU ШПИ".into(),
                },
                state: PlyState::Sent,
            },
            PlyRecord {
                delivery: Delivery::Email,
                ..sent("e1g1", 30)
            },
            PlyRecord {
                delivery: Delivery::Registered {
                    receipt_number: String::new(),
                },
                ..sent("a7a8n", 31)
            },
            PlyRecord {
                state: PlyState::Draft,
                ..PlyRecord::sent_on(uci("Q@f7"), None)
            },
            PlyRecord::sent_on(UciMove::Null, Some(date(-44, 3, 15))),
        ];
        assert_eq!(decode(&encode(&plies)).unwrap(), plies);
        assert_eq!(decode(&encode(&[])).unwrap(), vec![]);
    }

    proptest::proptest! {
        #[test]
        fn each_day_reached_from_the_one_before_is_the_day_counted_afresh(
            ns in proptest::collection::vec(
                proptest::prop_oneof![
                    739_000i32..741_000,
                    -1_000_000i32..1_000_000,
                    proptest::num::i32::ANY,
                ],
                0..40,
            )
        ) {
            let mut days = DayNumbers::default();
            for n in ns {
                proptest::prop_assert_eq!(days.date(n), NaiveDate::from_num_days_from_ce_opt(n));
            }
        }
    }

    #[test]
    fn a_ply_with_a_send_date_and_an_arrival_takes_ten_bytes() {
        let ply = PlyRecord {
            arrived: Some(date(2026, 1, 20)),
            ..sent("g1f3", 15)
        };
        assert_eq!(encode(&[ply]).len(), 1 + 9);
    }

    #[test]
    fn a_damaged_value_is_corrupt_not_guessed() {
        let good = encode(&[sent("e2e4", 15), sent("e7e5", 18)]);
        for cut in 1..good.len() {
            if let Ok(plies) = decode(&good[..cut]) {
                assert!(plies.len() < 2, "cut at {cut} read as whole");
            }
        }
        assert!(matches!(decode(&[]), Err(StoreError::Corrupt(_))));
        assert!(matches!(decode(&[2]), Err(StoreError::Corrupt(_))));
        let mut bad_flags = good.clone();
        bad_flags[1] |= 0b11;
        assert!(matches!(decode(&bad_flags), Err(StoreError::Corrupt(_))));
        let mut unknown_flag = good.clone();
        unknown_flag[1] |= 0x80;
        assert!(matches!(decode(&unknown_flag), Err(StoreError::Corrupt(_))));
        let mut bad_role = good;
        bad_role[3] = 0x70;
        assert!(matches!(decode(&bad_role), Err(StoreError::Corrupt(_))));
    }

    #[test]
    fn a_day_cut_short_or_out_of_the_calendar_is_named() {
        let told = |bytes: &[u8]| match decode(bytes) {
            Err(StoreError::Corrupt(what)) => what,
            other => panic!("{other:?}"),
        };
        // Version, flags with a written date, e2e4, then the date's varint.
        let head = [
            &[VERSION, WRITTEN][..],
            &move_code(&uci("e2e4")).to_le_bytes(),
        ]
        .concat();
        let with = |tail: &[u8]| [head.as_slice(), tail].concat();
        assert_eq!(
            told(&with(&[0x80, 0x80])),
            "a game's moves: ply 1 is cut short"
        );
        assert_eq!(
            told(&with(&[0xFF; 11])),
            "a game's moves: ply 1 is cut short"
        );
        // A number beyond an i32, and an i32 beyond the calendar's last day.
        for n in [1u64 << 40, zigzag(i32::MAX)] {
            let mut far = Vec::new();
            varint(&mut far, n);
            assert_eq!(told(&with(&far)), format!("a game's moves: day {n}"));
        }
    }

    /// Me White: 1.e4 sent, 1...e5 his, typed from his card.
    fn game() -> Vec<PlyRecord> {
        vec![sent("e2e4", 15), sent("e7e5", 18)]
    }

    #[test]
    fn clause_47_3_10_my_sent_move_never_changes() {
        let old = game();
        let mut new = old.clone();
        new[0].uci = uci("d2d4");
        assert!(matches!(
            guard(Color::White, &old, &new),
            Err(StoreError::SentMoveLocked {
                what: Locked::MoveChanged
            })
        ));
        let mut drafted = old.clone();
        drafted[0].state = PlyState::Draft;
        assert!(guard(Color::White, &old, &drafted).is_err());
    }

    #[test]
    fn clause_47_3_10_my_sent_move_never_goes() {
        let old = vec![sent("e2e4", 15)];
        assert!(matches!(
            guard(Color::White, &old, &[]),
            Err(StoreError::SentMoveLocked {
                what: Locked::MoveRemoved
            })
        ));
    }

    #[test]
    fn clause_47_3_10_binds_the_sender_his_move_as_typed_may_be_corrected() {
        let old = game();
        let mut fixed = old.clone();
        fixed[1].uci = uci("c7c5");
        assert_eq!(guard(Color::White, &old, &fixed).unwrap(), vec![]);
        let removed = guard(Color::White, &old, &old[..1]).unwrap();
        assert_eq!(
            removed,
            vec![Altered {
                ply: 1,
                was: &old[1],
                now: None
            }],
            "kept as a correction"
        );
    }

    #[test]
    fn his_move_once_answered_is_locked() {
        let mut old = game();
        old.push(PlyRecord {
            state: PlyState::Draft,
            ..sent("g1f3", 20)
        });
        let mut changed = old.clone();
        changed[1].uci = uci("c7c5");
        assert!(matches!(
            guard(Color::White, &old, &changed),
            Err(StoreError::AnsweredMoveLocked { removed: false })
        ));
        assert!(matches!(
            guard(Color::White, &old, &[]),
            Err(StoreError::SentMoveLocked { .. })
        ));
    }

    #[test]
    fn a_draft_changes_and_goes_freely_without_a_trace() {
        let old = vec![PlyRecord {
            state: PlyState::Draft,
            ..sent("e2e4", 15)
        }];
        let mut new = old.clone();
        new[0].uci = uci("d2d4");
        new[0].sent.written = None;
        assert_eq!(guard(Color::White, &old, &new).unwrap(), vec![]);
        assert_eq!(guard(Color::White, &old, &[]).unwrap(), vec![]);
    }

    #[test]
    fn a_sent_plys_changed_date_is_a_correction_a_first_date_is_not() {
        let old = game();
        let mut first = old.clone();
        first[0].arrived = Some(date(2026, 1, 17));
        first[1].sent.postmarks = vec![date(2026, 1, 19)];
        assert_eq!(guard(Color::White, &old, &first).unwrap(), vec![]);
        let mut moved = first.clone();
        moved[0].arrived = Some(date(2026, 1, 16));
        moved[1].delivery = Delivery::Email;
        let altered = guard(Color::White, &first, &moved).unwrap();
        assert_eq!(
            altered.iter().map(|a| a.ply).collect::<Vec<_>>(),
            vec![0, 1]
        );
        let mut numbered = old.clone();
        numbered[0].delivery = Delivery::Registered {
            receipt_number: String::new(),
        };
        let with_number = vec![
            PlyRecord {
                delivery: Delivery::Registered {
                    receipt_number: "12345678901234".into(),
                },
                ..numbered[0].clone()
            },
            numbered[1].clone(),
        ];
        assert_eq!(
            guard(Color::White, &numbered, &with_number).unwrap(),
            vec![],
            "a receipt number given for the first time"
        );
    }
}
