//! The partner's schedule beside mine (article 52): where his moves, dates, days or totals differ
//! from the diary's, cell by cell, and which clause decides each. A pure function of the two
//! schedules; reading his file is the caller's.

use chrono::NaiveDate;
use shakmaty::Color;
use shakmaty::uci::UciMove;

use super::dates::{EffectiveDate, SentBy};
use super::deadlines::GameRecords;
use super::schedule::{PlyTime, Total};

/// A move as the partner's file writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HisMove {
    /// Read and legal in his game's position.
    Read(UciMove),
    /// Text that is no legal move there, as written.
    Unreadable(String),
}

/// One ply of the partner's schedule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HisPly {
    /// The ply (0 = White's first move).
    pub ply: u32,
    /// The move.
    pub mv: HisMove,
    /// The day the mover received the previous move, by his file.
    pub received: Option<NaiveDate>,
    /// The day the move was sent, by his file.
    pub sent: Option<NaiveDate>,
    /// The days he charges for the move, where his file states them.
    pub days: Option<u32>,
    /// The mover's total after the move, where his file states it.
    pub total: Option<u32>,
}

/// The partner's schedule of one game: his CSV states days and totals, his PGN only the moves
/// and dates.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct HisSchedule {
    /// His plies in the order of the game, each with its ply; one his file lacks is missing.
    pub plies: Vec<HisPly>,
    /// Whether his file states days and totals; if not, they are not compared.
    pub states_numbers: bool,
    /// The final totals (White, Black), where his file states them.
    pub totals: [Option<u32>; 2],
}

/// Which cell differs, with both values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Gap {
    /// The move itself.
    Move {
        /// The diary's.
        mine: UciMove,
        /// His.
        his: HisMove,
    },
    /// The day the mover received the previous move.
    Received {
        /// The diary's.
        mine: Option<NaiveDate>,
        /// His.
        his: Option<NaiveDate>,
    },
    /// The day the move counts as sent.
    Sent {
        /// The diary's, with what fixed it.
        mine: Option<EffectiveDate>,
        /// His.
        his: Option<NaiveDate>,
    },
    /// The days charged for the move.
    Days {
        /// The diary's.
        mine: Option<u32>,
        /// His.
        his: Option<u32>,
        /// The days his own dates give (sent − received), where he states both.
        his_dates_give: Option<u32>,
        /// Days of leave the diary did not charge on this move (47.7.1).
        leave: u32,
    },
    /// The mover's total: reported where the gap between the totals first opens or changes,
    /// not again on every later row that carries the same gap.
    Total {
        /// The diary's.
        mine: Total,
        /// His.
        his: Option<u32>,
        /// Penalty days the diary added on this move (47.4.9).
        penalty: u32,
    },
    /// A move only the diary has (his file ends earlier).
    OnlyMine,
    /// A move only his file has.
    OnlyHis,
}

/// Where a difference is: a move of one side, or a side's final total.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// A side's move, by its number.
    Move {
        /// The move number.
        number: u32,
        /// Whose move.
        side: Color,
    },
    /// A side's total over the game, penalties after the last move included.
    Final(Color),
}

/// The clause that decides a differing cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decides {
    /// A sent move cannot be changed (47.3.10); an unclear one is asked for again (47.3.12).
    SentMove,
    /// The receiver records the day he received a move (47.2.2.4); `mine`: I am the receiver.
    Receiver {
        /// The receiver.
        receiver: super::Side,
    },
    /// Of two or more postmarks the receiver gets the latest (47.2.2.3).
    LatestPostmark,
    /// The post office's receipt for registered mail (47.2.2.2).
    RegisteredReceipt,
    /// The postmark beats the written date (47.2.2.1); `i_hold_card`: the card is in my hands,
    /// so the partner could not see the postmark.
    Postmark {
        /// Whether the card with the postmark is in my hands.
        i_hold_card: bool,
    },
    /// Without a readable postmark the sender's written date counts (47.2.2.4).
    WrittenDate,
    /// No date at all: to be clarified in the reply (47.2.2.5).
    Clarify,
    /// Days are sent − received, the day of receipt not counted, leave not charged (47.4.1,
    /// 47.7.1).
    Days,
    /// A total is the days of all moves plus penalty days (47.4.1, 47.4.9).
    Total,
    /// The moves played are one game's; the file that lacks a move is behind.
    Behind,
}

/// A differing cell and the clause that decides it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    /// Where.
    pub place: Place,
    /// What differs.
    pub gap: Gap,
    /// Which clause decides.
    pub decides: Decides,
}

/// The cells where his schedule differs from mine, in the order of the game: per ply the move,
/// the received and sent dates, the days, the total; then the final totals.
pub fn reconcile(records: &GameRecords, his: &HisSchedule) -> Vec<Difference> {
    let mine = &records.schedule();
    let my_plies: Vec<&PlyTime> = mine.plies().collect();
    let mut out = Vec::new();
    // His total minus mine after each side's last compared move (White, Black).
    let mut gaps = [0i64; 2];
    let count = my_plies.len().max(
        his.plies
            .iter()
            .map(|h| h.ply as usize + 1)
            .max()
            .unwrap_or(0),
    );
    for ply in 0..count as u32 {
        let place = Place::Move {
            number: super::move_number(ply),
            side: super::mover(ply),
        };
        let his_ply = his.plies.iter().find(|h| h.ply == ply);
        let gaps_here = match (my_plies.get(ply as usize), his_ply) {
            (Some(m), Some(h)) => ply_gaps(records, his, (m, h), &mut gaps),
            (Some(_), None) => vec![(Gap::OnlyMine, Decides::Behind)],
            (None, Some(_)) => vec![(Gap::OnlyHis, Decides::Behind)],
            (None, None) => Vec::new(),
        };
        out.extend(gaps_here.into_iter().map(|(gap, decides)| Difference {
            place,
            gap,
            decides,
        }));
    }
    if his.states_numbers {
        out.extend(final_totals(mine, his, &gaps));
    }
    out
}

/// Where his ply `h` differs from mine, `m`: each cell with the clause that decides it. `gaps`
/// is his total minus mine after each side's last compared move, which a total repeats.
fn ply_gaps(
    records: &GameRecords,
    his: &HisSchedule,
    (m, h): (&PlyTime, &HisPly),
    gaps: &mut [i64; 2],
) -> Vec<(Gap, Decides)> {
    let side = super::mover(m.ply);
    let mover = super::Side::playing(side, records.game.my_colour);
    let mut out = Vec::new();
    if h.mv != HisMove::Read(m.uci) {
        let gap = Gap::Move {
            mine: m.uci,
            his: h.mv.clone(),
        };
        out.push((gap, Decides::SentMove));
    }
    if h.received != m.received {
        let gap = Gap::Received {
            mine: m.received,
            his: h.received,
        };
        out.push((gap, received_decided(records, m.ply, mover)));
    }
    if h.sent != m.sent.map(|e| e.date) {
        let gap = Gap::Sent {
            mine: m.sent,
            his: h.sent,
        };
        out.push((gap, sent_decided(m.sent, mover)));
    }
    if !his.states_numbers {
        return out;
    }
    if h.days != m.days {
        let his_dates_give = h
            .received
            .zip(h.sent)
            .and_then(|(r, s)| u32::try_from((s - r).num_days()).ok());
        let gap = Gap::Days {
            mine: m.days,
            his: h.days,
            his_dates_give,
            leave: m.leave_days,
        };
        out.push((gap, Decides::Days));
    }
    let gap = &mut gaps[side.fold_wb(0, 1)];
    let now = h
        .total
        .map_or(i64::MIN, |t| i64::from(t) - i64::from(m.total.at_least));
    if now != 0 && now != *gap {
        let total = Gap::Total {
            mine: m.total,
            his: h.total,
            penalty: m.penalty_days,
        };
        out.push((total, Decides::Total));
    }
    *gap = now;
    out
}

/// Where his final totals differ from mine, beyond what the last moves' totals said already.
fn final_totals(
    mine: &super::schedule::Schedule,
    his: &HisSchedule,
    gaps: &[i64; 2],
) -> Vec<Difference> {
    [Color::White, Color::Black]
        .into_iter()
        .filter_map(|side| {
            let mine_total = mine.side(side).total;
            let his_total = his.totals[side.fold_wb(0, 1)];
            let now = his_total.map_or(i64::MIN, |t| i64::from(t) - i64::from(mine_total.at_least));
            (now != 0 && now != gaps[side.fold_wb(0, 1)]).then(|| Difference {
                place: Place::Final(side),
                gap: Gap::Total {
                    mine: mine_total,
                    his: his_total,
                    penalty: mine.side(side).penalty_days,
                },
                decides: Decides::Total,
            })
        })
        .collect()
}

/// Who decides the day a ply's mover received the previous move: the latest of two postmarks
/// on that card, else the receiver (the mover).
fn received_decided(records: &GameRecords, ply: u32, mover: super::Side) -> Decides {
    let previous_has_postmarks = ply
        .checked_sub(1)
        .and_then(|p| records.plies.get(p as usize))
        .is_some_and(|p| p.sent.postmarks.len() >= 2);
    if previous_has_postmarks {
        Decides::LatestPostmark
    } else {
        Decides::Receiver { receiver: mover }
    }
}

/// What fixes the day a move counts as sent, as the diary knows it.
fn sent_decided(mine: Option<EffectiveDate>, mover: super::Side) -> Decides {
    match mine.map(|e| e.by) {
        Some(SentBy::Receipt) => Decides::RegisteredReceipt,
        // His card is in my hands; my card is in his.
        Some(SentBy::Postmark) => Decides::Postmark {
            i_hold_card: mover == super::Side::His,
        },
        Some(SentBy::Written) => Decides::WrittenDate,
        None => Decides::Clarify,
    }
}

#[cfg(test)]
mod tests;
