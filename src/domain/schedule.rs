//! The article-52 schedule (график переписки) and the clock of the side to move: days per move,
//! running totals with penalties, leave not charged, time-control oversteps and days left, each
//! number with its reasons. A pure function of the game's records; `today` is a parameter.

use std::collections::BTreeMap;
use std::fmt;

use chrono::{Datelike, NaiveDate};
use shakmaty::Color;
use shakmaty::uci::UciMove;

use super::dates::{EffectiveDate, effective_received, effective_sent};
use super::move_number;
use super::reason::Why;
use super::{
    CorrespondenceItem, Direction, GameId, Leave, LeaveOf, Mode, Penalty, PlyRecord, TimeControl,
};

/// Everything the time rules read about one game.
#[derive(Debug, Clone, Copy)]
pub struct GameTime<'a> {
    /// The game, to pick its partner's leave.
    pub game: GameId,
    /// The colour I play.
    pub my_colour: Color,
    /// The game's start, else the tournament's: White's first move is due on it.
    pub start: Option<NaiveDate>,
    /// Post or e-mail: registered mail (47.4.12) and the control moves of a claim differ.
    pub mode: Mode,
    /// The tournament's time control.
    pub control: TimeControl,
    /// Leave this game credits per calendar year and side (47.7.1, 48.7.1).
    pub leave_allowance_days: u32,
    /// Leave this game credits over the whole event, where the regulations set it (47.7.1).
    pub leave_event_days: Option<u32>,
    /// The plies in order.
    pub plies: &'a [PlyRecord],
    /// Penalties of both sides.
    pub penalties: &'a [Penalty],
    /// Leave: mine and any partner's; those of other games are ignored.
    pub leaves: &'a [Leave],
    /// Cards and e-mails, to find repeated moves (47.5.1).
    pub correspondence: &'a [CorrespondenceItem],
}

/// Days added up: exact, or at least `at_least` while the days of some move are unknown.
/// Unknown is never zero: such a total is shown as "≥ N" and decides nothing in the mover's
/// favour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Total {
    /// The days counted; the least the total can be when `unknown_from` is set.
    pub at_least: u32,
    /// The side's first move whose days are unknown, if any.
    pub unknown_from: Option<u32>,
}

impl Total {
    /// A total with every day known.
    pub fn exact(days: u32) -> Self {
        Total {
            at_least: days,
            unknown_from: None,
        }
    }

    /// The total, if every day of it is known.
    pub fn known(self) -> Option<u32> {
        self.unknown_from.is_none().then_some(self.at_least)
    }
}

impl fmt::Display for Total {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.unknown_from {
            None => write!(f, "{}", self.at_least),
            Some(_) => write!(f, "≥ {}", self.at_least),
        }
    }
}

/// One side of a schedule row: a move with its dates, days and running total.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlyTime {
    /// The ply (0 = White's first move).
    pub ply: u32,
    /// The move.
    pub uci: UciMove,
    /// The day the mover received the previous move.
    pub received: Option<NaiveDate>,
    /// The day the move counts as sent, and why.
    pub sent: Option<EffectiveDate>,
    /// Days charged for the move; `None` when a date is missing.
    pub days: Option<u32>,
    /// The mover's total after this move, penalties included (47.4.1).
    pub total: Total,
    /// Days counted towards the control after this move, since the last restart (47.6.4).
    pub count: Total,
    /// The mover's move after which the count last restarted, before this move (47.6.4).
    pub restart_after: Option<u32>,
    /// Penalty days added to the total at this move.
    pub penalty_days: u32,
    /// Days of leave not charged on this move.
    pub leave_days: u32,
    /// Whether this move oversteps the time control; never set on a guess.
    pub overstep: bool,
    /// Dates the move was sent again (47.5.1).
    pub repeats: Vec<NaiveDate>,
    /// Why each number is what it is.
    pub why: Vec<Why>,
    /// What the cards said with and after the move: a draw offered, declined, lapsed,
    /// accepted, a resignation.
    pub noted: Vec<super::declarations::Noted>,
}

/// One row of the schedule: a move number with White's and Black's halves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduleRow {
    /// The move number.
    pub number: u32,
    /// White's move.
    pub white: Option<PlyTime>,
    /// Black's move, once made.
    pub black: Option<PlyTime>,
}

/// A side's totals over the whole game.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SideTotals {
    /// Moves made.
    pub moves: u32,
    /// Days charged for the moves whose days are known.
    pub days: u32,
    /// Penalty days.
    pub penalty_days: u32,
    /// Days + penalty days (47.4.1).
    pub total: Total,
    /// Moves at which the side overstepped (47.6.1), by the side's move number.
    pub oversteps: Vec<u32>,
    /// Moves counted since the last restart (47.6.4).
    pub count_moves: u32,
    /// Days counted since the last restart.
    pub count_total: Total,
    /// Penalties recorded after the side's last move: in the total, in no row.
    pub after_last_move: Vec<Why>,
    /// Leave credited so far in this game.
    pub leave: LeaveCredit,
    /// The days and penalty days each move added to the count, by the side's move: at least,
    /// where a date is missing.
    pub charged: Vec<u32>,
}

/// The article-52 schedule of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Schedule {
    /// Rows by move number.
    pub rows: Vec<ScheduleRow>,
    /// White's totals.
    pub white: SideTotals,
    /// Black's totals.
    pub black: SideTotals,
}

impl Schedule {
    /// A side's totals.
    pub fn side(&self, colour: Color) -> &SideTotals {
        colour.fold_wb(&self.white, &self.black)
    }

    /// Every ply in order.
    pub fn plies(&self) -> impl Iterator<Item = &PlyTime> {
        self.rows
            .iter()
            .flat_map(|r| r.white.iter().chain(r.black.iter()))
    }
}

/// Days of `leaves` in the span after `from` up to and including `to`.
pub fn leave_days_between(leaves: &[&Leave], from: NaiveDate, to: NaiveDate) -> u32 {
    leave_days(leaves, from, to).count() as u32
}

/// The days of `leaves` after `from` up to and including `to`, in order, each once: only the
/// days between the first leave's start and the last one's end are looked at.
fn leave_days<'a>(
    leaves: &'a [&Leave],
    from: NaiveDate,
    to: NaiveDate,
) -> impl Iterator<Item = NaiveDate> + 'a {
    let first = leaves.iter().map(|l| l.first_day).min();
    let last = leaves.iter().map(|l| l.last_day).max();
    let (from, to) = match (first.and_then(|d| d.pred_opt()), last) {
        (Some(before), Some(last)) => (from.max(before), to.min(last)),
        (None, Some(last)) => (from, to.min(last)),
        _ => (to, to),
    };
    days_after(from, to).filter(|day| on_leave(leaves, *day))
}

/// The days after `from` up to and including `to`.
fn days_after(from: NaiveDate, to: NaiveDate) -> impl Iterator<Item = NaiveDate> {
    from.iter_days().skip(1).take_while(move |d| *d <= to)
}

fn on_leave(leaves: &[&Leave], day: NaiveDate) -> bool {
    leaves
        .iter()
        .any(|l| l.first_day <= day && day <= l.last_day)
}

/// The leave a game has credited to one side: by calendar year, and over the event.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LeaveCredit {
    by_year: BTreeMap<i32, u32>,
    event: u32,
}

/// Leave inside one span: how much was taken and credited, and the allowance that ran out.
struct LeaveSpan {
    taken: u32,
    credited: u32,
    refused_by: Option<(u32, Option<i32>)>,
}

impl LeaveCredit {
    /// Credits the leave days of `leaves` after `from` up to `to`, each while this game's
    /// allowances last: `per_year` a calendar year and `per_event` in all.
    fn credit(
        &mut self,
        leaves: &[&Leave],
        from: NaiveDate,
        to: NaiveDate,
        per_year: u32,
        per_event: Option<u32>,
    ) -> LeaveSpan {
        let mut span = LeaveSpan {
            taken: 0,
            credited: 0,
            refused_by: None,
        };
        for day in leave_days(leaves, from, to) {
            span.taken += 1;
            match self.credit_day(day, per_year, per_event) {
                Ok(()) => span.credited += 1,
                Err(refused_by) => {
                    span.refused_by.get_or_insert(refused_by);
                }
            }
        }
        span
    }

    /// Credits one day of leave, or names the allowance (days, and the year unless it is the
    /// event's) that has run out.
    fn credit_day(
        &mut self,
        day: NaiveDate,
        per_year: u32,
        per_event: Option<u32>,
    ) -> Result<(), (u32, Option<i32>)> {
        let year = self.by_year.entry(day.year()).or_default();
        if *year >= per_year {
            return Err((per_year, Some(day.year())));
        }
        if let Some(cap) = per_event.filter(|cap| self.event >= *cap) {
            return Err((cap, None));
        }
        *year += 1;
        self.event += 1;
        Ok(())
    }
}

impl<'a> GameTime<'a> {
    /// The leave periods that stop `colour`'s clock in this game.
    pub fn leaves_of(&self, colour: Color) -> Vec<&'a Leave> {
        let whose = if colour == self.my_colour {
            LeaveOf::Me
        } else {
            LeaveOf::Partner(self.game)
        };
        self.leaves.iter().filter(|l| l.of == whose).collect()
    }

    /// The limit at the control closing count-move `n` (47.6.1).
    pub fn limit_after(&self, count_moves: u32) -> u32 {
        self.control.days * count_moves.div_ceil(self.control.moves.max(1))
    }

    /// The side's move that closes the control holding its move `m`, the count having
    /// restarted after move `restart_after`: counted from the restart by post (47.6.3, 47.6.4),
    /// at the fixed 10th, 20th, 30th… moves by e-mail (48.6.1).
    pub fn control_move(&self, m: u32, restart_after: Option<u32>) -> u32 {
        let n = self.control.moves.max(1);
        let base = match self.mode {
            Mode::Post => restart_after.unwrap_or(0),
            Mode::Email => 0,
        };
        base + m.saturating_sub(base).div_ceil(n).max(1) * n
    }
}

/// Computes the article-52 schedule.
pub fn schedule(g: &GameTime<'_>) -> Schedule {
    let mut totals = [SideTotals::default(), SideTotals::default()];
    let mut penalties_left: [Vec<&Penalty>; 2] = [Vec::new(), Vec::new()];
    for p in g.penalties {
        penalties_left[side_index(p.side)].push(p);
    }
    let mut rows: Vec<ScheduleRow> = Vec::with_capacity(g.plies.len().div_ceil(2));
    for (i, ply) in g.plies.iter().enumerate() {
        let colour = super::mover(i as u32);
        let side = side_index(colour);
        let received = i
            .checked_sub(1)
            .and_then(|prev| g.plies.get(prev))
            .and_then(effective_received);
        let sent = effective_sent(&ply.sent, &ply.delivery);
        let mut why = Vec::new();
        if let Some(e) = sent {
            why.push(Why::Sent {
                date: e.date,
                by: e.by,
                written: ply.sent.written,
            });
        }
        let t = &mut totals[side];
        let restart_after = t.oversteps.last().copied();
        let (days, leave_days) = move_days(g, colour, i, received, sent, &mut t.leave, &mut why);
        let penalty_days = penalties_due(&mut penalties_left[side], sent.map(|e| e.date), &mut why);
        t.charge(days, penalty_days);
        let count = t.count_total;
        let overstep = oversteps(g, t);
        control_kept(g, t, overstep, &mut why);
        let repeats = repeats_of(g, i as u32, colour, sent.map(|e| e.date));
        let clause = if g.mode == Mode::Post {
            "47.5.1"
        } else {
            "48.5.1"
        };
        why.extend(repeats.iter().map(|&date| Why::Repeated { date, clause }));
        let time = PlyTime {
            ply: i as u32,
            uci: ply.uci,
            received,
            sent,
            days,
            total: t.total,
            count,
            restart_after,
            penalty_days,
            leave_days,
            overstep,
            repeats,
            why,
            noted: super::declarations::noted_at(
                g.correspondence,
                g.plies.len(),
                i as u32,
                crate::domain::Side::playing(colour, g.my_colour),
            ),
        };
        match colour {
            Color::White => rows.push(ScheduleRow {
                number: move_number(i as u32),
                white: Some(time),
                black: None,
            }),
            Color::Black => {
                if let Some(row) = rows.last_mut() {
                    row.black = Some(time);
                }
            }
        }
    }
    penalties_after_last_move(&mut totals, &penalties_left);
    let [white, black] = totals;
    Schedule { rows, white, black }
}

/// The penalties recorded after each side's last move: charged to its total, said apart.
fn penalties_after_last_move(totals: &mut [SideTotals; 2], left: &[Vec<&Penalty>; 2]) {
    for (t, left) in totals.iter_mut().zip(left) {
        for p in left {
            t.penalty_days += p.days;
            t.count_total.at_least += p.days;
            t.after_last_move.push(Why::Penalty {
                days: p.days,
                clause: p.clause.clone(),
            });
        }
        t.total.at_least = t.days + t.penalty_days;
    }
}

impl SideTotals {
    /// Charges a move of `days` (unknown: `None`) and the `penalty_days` given with it to the
    /// side's total and to the count of its control.
    fn charge(&mut self, days: Option<u32>, penalty_days: u32) {
        self.moves += 1;
        self.days += days.unwrap_or(0);
        if days.is_none() && self.total.unknown_from.is_none() {
            self.total.unknown_from = Some(self.moves);
        }
        self.penalty_days += penalty_days;
        self.total.at_least = self.days + self.penalty_days;
        self.count_moves += 1;
        self.charged.push(days.unwrap_or(0) + penalty_days);
        if days.is_none() && self.count_total.unknown_from.is_none() {
            self.count_total.unknown_from = Some(self.moves);
        }
        self.count_total.at_least += days.unwrap_or(0) + penalty_days;
    }
}

/// The penalties of `left` recorded by the day the ply went (`sent`), taken out of `left` and
/// said in `why`: their days, charged to that ply.
fn penalties_due(left: &mut Vec<&Penalty>, sent: Option<NaiveDate>, why: &mut Vec<Why>) -> u32 {
    let (due, later): (Vec<_>, Vec<_>) =
        left.iter().partition(|p| sent.is_some_and(|c| p.date <= c));
    *left = later;
    for p in &due {
        why.push(Why::Penalty {
            days: p.days,
            clause: p.clause.clone(),
        });
    }
    due.iter().map(|p| p.days).sum()
}

/// Whether side `t`'s count has gone over its control's limit at its last move (47.6.1). With
/// the days of move k unknown, the count may have restarted after any move from k on: the
/// overstep is certain only if it happens from every such restart.
fn oversteps(g: &GameTime<'_>, t: &SideTotals) -> bool {
    match t.count_total.unknown_from {
        None => t.count_total.at_least > g.limit_after(t.count_moves),
        Some(k) => {
            let n = t.moves;
            let restart = n - t.count_moves;
            let at_least = |r: u32| -> u32 { t.charged[r as usize..n as usize].iter().sum() };
            std::iter::once(restart)
                .chain(k..n)
                .all(|r| at_least(r) > g.limit_after(n - r))
        }
    }
}

/// Says in `why` what side `t`'s control came to at its last move: an overstep, after which
/// the count restarts, or a control that cannot be decided while a move's days are unknown.
fn control_kept(g: &GameTime<'_>, t: &mut SideTotals, overstep: bool, why: &mut Vec<Why>) {
    if overstep {
        why.push(Why::Overstep {
            total: t.count_total,
            moves: t.count_moves,
            limit: g.limit_after(t.count_moves),
        });
        why.push(Why::CountRestarts {
            after_move: t.moves,
        });
        t.oversteps.push(t.moves);
        t.count_moves = 0;
        t.count_total = Total::default();
    } else if let Some(missing_move) = t.count_total.unknown_from
        && t.count_moves.is_multiple_of(g.control.moves.max(1))
    {
        why.push(Why::ControlUndecided {
            control_move: t.moves,
            missing_move,
        });
    }
}

fn side_index(c: Color) -> usize {
    c.fold_wb(0, 1)
}

/// Days charged for ply `i` and the leave days left out, with the reason.
fn move_days(
    g: &GameTime<'_>,
    colour: Color,
    i: usize,
    received: Option<NaiveDate>,
    sent: Option<EffectiveDate>,
    leave: &mut LeaveCredit,
    why: &mut Vec<Why>,
) -> (Option<u32>, u32) {
    if i == 0 {
        why.push(Why::FirstMove);
        return (Some(0), 0);
    }
    let mover = crate::domain::Side::playing(colour, g.my_colour);
    let Some(received) = received else {
        why.push(Why::DateMissing {
            which: "received",
            mover,
        });
        return (None, 0);
    };
    let Some(sent) = sent.map(|e| e.date) else {
        why.push(Why::DateMissing {
            which: "sent",
            mover,
        });
        return (None, 0);
    };
    if sent < received {
        why.push(Why::SentBeforeReceived { received, sent });
        return (Some(0), 0);
    }
    let span = u32::try_from((sent - received).num_days()).unwrap_or(0);
    let on_leave = leave.credit(
        &g.leaves_of(colour),
        received,
        sent,
        g.leave_allowance_days,
        g.leave_event_days,
    );
    let days = span.saturating_sub(on_leave.credited);
    why.push(Why::Days {
        days,
        received,
        sent,
        leave_days: on_leave.credited,
    });
    if let Some((allowance, year)) = on_leave.refused_by {
        why.push(Why::LeaveNotCredited {
            taken: on_leave.taken,
            credited: on_leave.credited,
            allowance,
            year,
        });
    }
    (Some(days), on_leave.credited)
}

/// Dates ply `ply` was sent again: later items of the mover carrying the same ply.
fn repeats_of(
    g: &GameTime<'_>,
    ply: u32,
    colour: Color,
    sent: Option<NaiveDate>,
) -> Vec<NaiveDate> {
    let direction = if colour == g.my_colour {
        Direction::Out
    } else {
        Direction::In
    };
    let mut dates: Vec<NaiveDate> = g
        .correspondence
        .iter()
        .filter(|c| c.direction == direction && c.ply == Some(ply))
        .filter_map(|c| c.sent)
        .filter(|d| sent.is_some_and(|s| *d > s))
        .collect();
    dates.sort();
    dates.dedup();
    dates
}

mod clock;
pub use clock::{Clock, clock};

#[cfg(test)]
mod tests;
