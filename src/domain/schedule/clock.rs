//! The clock of the side to move (47.6.1, DOMAIN.md rule 5): days elapsed on the pending move
//! and days left to the next time control.

use chrono::NaiveDate;
use shakmaty::Color;

use super::leave::on_leave;
use super::*;

/// The clock of the side to move: days elapsed on its pending move and days left to its next
/// control.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    /// The side to move.
    pub side: Color,
    /// The number of the move it has to make.
    pub move_number: u32,
    /// The day it received the move it answers.
    pub received: Option<NaiveDate>,
    /// Days already used on the pending move.
    pub elapsed: Option<u32>,
    /// Days left to the next control, counting the elapsed days; negative when overstepped;
    /// `None` while a date it depends on is unknown.
    pub days_left: Option<i64>,
    /// The last day to send the move in time: `days_left` charged days ahead, leave already
    /// declared not charged.
    pub deadline: Option<NaiveDate>,
    /// The move that closes the current control.
    pub control_move: u32,
    /// Whether the move must go by registered mail: post, five or fewer days left (47.4.12).
    pub registered: bool,
    /// Why.
    pub why: Vec<Why>,
}

impl Clock {
    /// Whether the reply must go by registered mail (47.4.12).
    pub fn registered_required(&self) -> bool {
        self.registered
    }
}

/// The clock of the side to move on `today`.
pub fn clock(g: &GameTime<'_>, totals: &Totals, today: NaiveDate) -> Clock {
    let mover = totals.side(to_move(g.plies.len())).count();
    clock_at(&g.rules, (g.plies.len(), g.plies.last()), &mover, today)
}

/// The side to move after `plies` plies: the mover of the next one.
fn to_move(plies: usize) -> Color {
    crate::domain::mover(plies as u32)
}

/// The clock on `today` of the side to move in a game of rules `g` with `plies` plies, the
/// last of them `last`, the side to move's count being `totals`.
pub fn clock_at(
    g: &TimeRules<'_>,
    (plies, last): (usize, Option<&PlyRecord>),
    totals: &SideCount,
    today: NaiveDate,
) -> Clock {
    let side = to_move(plies);
    let leaves = g.leaves_of(side);
    let mut credit = totals.leave.clone();
    let received = last.and_then(effective_received);
    let elapsed = match plies {
        0 => Some(0),
        _ => received.map(|r| elapsed_since(g, (&leaves, &mut credit), r, today)),
    };
    let next = totals.count_moves + 1;
    let limit = g.limit_after(next);
    let control_move = g.control_move(totals.moves + 1, totals.last_overstep());
    let mut why = Vec::new();
    let days_left = match (elapsed, totals.count_total.unknown_from) {
        // White's first move costs no time (47.4.1) and is due on the start day.
        _ if plies == 0 => first_move(g, side, today, &mut why),
        (Some(elapsed), None) => {
            let left =
                i64::from(limit) - i64::from(totals.count_total.at_least) - i64::from(elapsed);
            why.push(Why::DaysLeft {
                left,
                limit,
                control_move,
                total: totals.count_total.at_least,
                elapsed,
            });
            Some(left)
        }
        (_, Some(missing_move)) => {
            why.push(Why::ControlUndecided {
                control_move,
                missing_move,
            });
            None
        }
        (None, None) if side == g.my_colour => {
            why.push(Why::DateMissing {
                which: "received",
                mover: crate::domain::Side::Mine,
            });
            None
        }
        (None, None) => {
            why.push(Why::ReceiptPending);
            None
        }
    };
    let registered = g.mode == Mode::Post && plies > 0 && days_left.is_some_and(|left| left <= 5);
    if let (true, Some(left)) = (registered, days_left) {
        why.push(Why::RegisteredRequired { left });
    }
    let deadline = days_left.map(|left| deadline(g, (&leaves, &mut credit), today, left));
    Clock {
        side,
        move_number: totals.moves + 1,
        received,
        elapsed,
        days_left,
        deadline,
        control_move,
        registered,
        why,
    }
}

/// The day `left` days from `today` run out: each day of declared leave (`leaves`) the game
/// still credits (`credit`) moves it on.
fn deadline(
    g: &TimeRules<'_>,
    (leaves, credit): (&[&Leave], &mut LeaveCredit),
    today: NaiveDate,
    left: i64,
) -> NaiveDate {
    if left < 0 {
        return today + chrono::Duration::days(left);
    }
    let mut charged = 0;
    let mut day = today;
    for next in today.iter_days().skip(1) {
        if charged >= left {
            break;
        }
        day = next;
        let credited = on_leave(leaves, next)
            && credit
                .credit_day(next, g.leave_allowance_days, g.leave_event_days)
                .is_ok();
        if !credited {
            charged += 1;
        }
    }
    day
}

/// The days from `received` to `today` the mover is charged: those of his declared leave the
/// game still credits (`credit`) aside.
fn elapsed_since(
    g: &TimeRules<'_>,
    (leaves, credit): (&[&Leave], &mut LeaveCredit),
    received: NaiveDate,
    today: NaiveDate,
) -> u32 {
    let span = u32::try_from(crate::domain::dates::days_from(received, today)).unwrap_or(0);
    let on_leave = credit.credit(
        leaves,
        received,
        today,
        g.leave_allowance_days,
        g.leave_event_days,
    );
    span.saturating_sub(on_leave.credited)
}

/// The first move's days: mine is due on the start day (47.4.1), his is awaited, nothing
/// late, until the days of silence have passed and a request is due (47.5.1, 48.5.1); without a
/// start date, none.
fn first_move(g: &TimeRules<'_>, side: Color, today: NaiveDate, why: &mut Vec<Why>) -> Option<i64> {
    match g.start {
        // His first move is not late before the days of silence have passed: then its
        // request is due (47.5.1, 48.5.1), not a day of a control.
        Some(start) if side != g.my_colour => {
            let ask_on =
                start + chrono::Duration::days(crate::domain::deadlines::silence_days(g.mode));
            let clause = match g.mode {
                crate::domain::Mode::Post => "47.5.1",
                crate::domain::Mode::Email => "48.5.1",
            };
            why.push(Why::FirstMoveAwaited { ask_on, clause });
            None
        }
        Some(start) => {
            why.push(Why::FirstMoveDue { start });
            Some((start - today).num_days())
        }
        None => {
            why.push(Why::StartMissing);
            None
        }
    }
}
