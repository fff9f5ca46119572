//! The article-52 schedule (график переписки) and the clock of the side to move: days per move,
//! running totals with penalties, leave not charged, time-control oversteps and days left, each
//! number with its reasons. A pure function of the game's records; `today` is a parameter.

use chrono::NaiveDate;
use shakmaty::Color;
use shakmaty::uci::UciMove;

use super::dates::{EffectiveDate, effective_received, effective_sent};
use super::reason::Why;
use super::{
    CorrespondenceItem, Direction, GameId, Leave, LeaveOf, Penalty, PlyRecord, TimeControl,
};
use crate::lang::{Language::En, Noun};

/// Everything the time rules read about one game.
#[derive(Debug, Clone, Copy)]
pub struct GameTime<'a> {
    /// The game, to pick its partner's leave.
    pub game: GameId,
    /// The colour I play.
    pub my_colour: Color,
    /// The tournament's time control.
    pub control: TimeControl,
    /// The plies in order.
    pub plies: &'a [PlyRecord],
    /// Penalties of both sides.
    pub penalties: &'a [Penalty],
    /// Leave: mine and any partner's; those of other games are ignored.
    pub leaves: &'a [Leave],
    /// Cards and e-mails, to find repeated moves (47.5.1).
    pub correspondence: &'a [CorrespondenceItem],
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
    pub total: u32,
    /// Penalty days added to the total at this move.
    pub penalty_days: u32,
    /// Days of leave not charged on this move.
    pub leave_days: u32,
    /// Whether this move oversteps the time control.
    pub overstep: bool,
    /// Dates the move was sent again (47.5.1).
    pub repeats: Vec<NaiveDate>,
    /// Why each number is what it is.
    pub why: Vec<Why>,
}

impl PlyTime {
    /// The note column of the article-52 schedule: penalties, leave, repeats, oversteps.
    pub fn note(&self) -> String {
        self.note_in(
            Why::to_string,
            |leave| format!("{} of leave (47.7.1)", En.count(leave, Noun::Day)),
            |d| format!("repeated {} (47.5.1)", d.format("%d.%m.%Y")),
        )
    }

    /// The note column in Russian, for the official forms.
    pub fn note_ru(&self) -> String {
        self.note_in(
            Why::ru,
            |leave| format!("перерыв {leave} дн. (47.7.1)"),
            |d| format!("повтор {} (47.5.1)", d.format("%d.%m.%Y")),
        )
    }

    fn note_in(
        &self,
        reason: impl Fn(&Why) -> String,
        leave: impl Fn(u32) -> String,
        repeat: impl Fn(NaiveDate) -> String,
    ) -> String {
        let mut parts = Vec::new();
        for w in &self.why {
            match w {
                Why::Penalty { .. } | Why::Overstep { .. } => parts.push(reason(w)),
                Why::Days { leave_days, .. } if *leave_days > 0 => parts.push(leave(*leave_days)),
                Why::DateMissing { .. } | Why::SentBeforeReceived { .. } => parts.push(reason(w)),
                _ => {}
            }
        }
        for r in &self.repeats {
            parts.push(repeat(*r));
        }
        parts.join("; ")
    }
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
    /// Days charged for moves.
    pub days: u32,
    /// Penalty days.
    pub penalty_days: u32,
    /// Days + penalty days (47.4.1).
    pub total: u32,
    /// Moves at which the side overstepped (47.6.1), by the side's move number.
    pub oversteps: Vec<u32>,
    /// Moves counted since the last restart (47.6.4).
    pub count_moves: u32,
    /// Days counted since the last restart.
    pub count_total: u32,
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
    let mut days = 0;
    let mut d = from.succ_opt();
    while let Some(day) = d.filter(|day| *day <= to) {
        if leaves
            .iter()
            .any(|l| l.first_day <= day && day <= l.last_day)
        {
            days += 1;
        }
        d = day.succ_opt();
    }
    days
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
}

/// Computes the article-52 schedule.
pub fn schedule(g: &GameTime<'_>) -> Schedule {
    let mut totals = [SideTotals::default(), SideTotals::default()];
    let mut penalties_left: [Vec<&Penalty>; 2] = [Vec::new(), Vec::new()];
    for p in g.penalties {
        penalties_left[side_index(p.side)].push(p);
    }
    let mut rows: Vec<ScheduleRow> = Vec::new();
    for (i, ply) in g.plies.iter().enumerate() {
        let colour = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
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
        let (days, leave_days) = move_days(g, colour, i, received, sent, &mut why);
        let t = &mut totals[side];
        t.moves += 1;
        t.days += days.unwrap_or(0);

        let due: Vec<&Penalty> = {
            let cutoff = sent.map(|e| e.date);
            let (now, later): (Vec<_>, Vec<_>) = penalties_left[side]
                .iter()
                .partition(|p| cutoff.is_some_and(|c| p.date <= c));
            penalties_left[side] = later;
            now
        };
        let penalty_days: u32 = due.iter().map(|p| p.days).sum();
        for p in &due {
            why.push(Why::Penalty {
                days: p.days,
                clause: p.clause.clone(),
            });
        }
        t.penalty_days += penalty_days;
        t.total = t.days + t.penalty_days;
        t.count_moves += 1;
        t.count_total += days.unwrap_or(0) + penalty_days;
        let limit = g.limit_after(t.count_moves);
        let overstep = t.count_total > limit;
        if overstep {
            why.push(Why::Overstep {
                total: t.count_total,
                moves: t.count_moves,
                limit,
            });
            why.push(Why::CountRestarts {
                after_move: t.moves,
            });
            t.oversteps.push(t.moves);
            t.count_moves = 0;
            t.count_total = 0;
        }
        let repeats = repeats_of(g, i as u32, colour, sent.map(|e| e.date));
        let time = PlyTime {
            ply: i as u32,
            uci: ply.uci,
            received,
            sent,
            days,
            total: t.total,
            penalty_days,
            leave_days,
            overstep,
            repeats,
            why,
        };
        match colour {
            Color::White => rows.push(ScheduleRow {
                number: i as u32 / 2 + 1,
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
    for (side, left) in penalties_left.iter().enumerate() {
        let t = &mut totals[side];
        let extra: u32 = left.iter().map(|p| p.days).sum();
        t.penalty_days += extra;
        t.count_total += extra;
        t.total = t.days + t.penalty_days;
    }
    let [white, black] = totals;
    Schedule { rows, white, black }
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
    why: &mut Vec<Why>,
) -> (Option<u32>, u32) {
    if i == 0 {
        why.push(Why::FirstMove);
        return (Some(0), 0);
    }
    let Some(received) = received else {
        why.push(Why::DateMissing { which: "received" });
        return (None, 0);
    };
    let Some(sent) = sent.map(|e| e.date) else {
        why.push(Why::DateMissing { which: "sent" });
        return (None, 0);
    };
    if sent < received {
        why.push(Why::SentBeforeReceived { received, sent });
        return (Some(0), 0);
    }
    let span = u32::try_from((sent - received).num_days()).unwrap_or(0);
    let leave_days = leave_days_between(&g.leaves_of(colour), received, sent);
    let days = span.saturating_sub(leave_days);
    why.push(Why::Days {
        days,
        received,
        sent,
        leave_days,
    });
    (Some(days), leave_days)
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
    /// Days left to the next control, counting the elapsed days; negative when overstepped.
    pub days_left: Option<i64>,
    /// The move that closes the current control.
    pub control_move: u32,
    /// Why.
    pub why: Vec<Why>,
}

impl Clock {
    /// Whether the reply must go by registered mail (47.4.12).
    pub fn registered_required(&self) -> bool {
        self.days_left.is_some_and(|d| d <= 5)
    }
}

/// The clock of the side to move on `today`.
pub fn clock(g: &GameTime<'_>, s: &Schedule, today: NaiveDate) -> Clock {
    let plies = g.plies.len();
    let side = if plies.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    let totals = s.side(side);
    let received = g.plies.last().and_then(effective_received);
    let elapsed = if plies == 0 {
        Some(0)
    } else {
        received.map(|r| {
            let span = u32::try_from((today - r).num_days()).unwrap_or(0);
            span.saturating_sub(leave_days_between(&g.leaves_of(side), r, today))
        })
    };
    let next = totals.count_moves + 1;
    let limit = g.limit_after(next);
    let control_move =
        totals.moves - totals.count_moves + next.div_ceil(g.control.moves.max(1)) * g.control.moves;
    let days_left =
        elapsed.map(|e| i64::from(limit) - i64::from(totals.count_total) - i64::from(e));
    let mut why = Vec::new();
    match (days_left, elapsed) {
        (Some(left), Some(elapsed)) => {
            why.push(Why::DaysLeft {
                left,
                limit,
                control_move,
                total: totals.count_total,
                elapsed,
            });
            if left <= 5 {
                why.push(Why::RegisteredRequired { left });
            }
        }
        _ => why.push(Why::DateMissing { which: "received" }),
    }
    Clock {
        side,
        move_number: totals.moves + 1,
        received,
        elapsed,
        days_left,
        control_move,
        why,
    }
}

#[cfg(test)]
mod tests;
