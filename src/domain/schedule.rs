//! The article-52 schedule (график переписки) and the clock of the side to move: days per move,
//! running totals with penalties, leave not charged, time-control oversteps and days left, each
//! number with its reasons. A pure function of the game's records; `today` is a parameter.

use std::fmt;

use chrono::NaiveDate;
use shakmaty::Color;
use shakmaty::uci::UciMove;

use super::dates::{EffectiveDate, effective_received, effective_sent};
use super::move_number;
use super::reason::Why;
use super::{CorrespondenceItem, Direction, Leave, Mode, Penalty, PlyRecord};

/// Everything the time rules read about one game: its rules ([`TimeRules`], which a
/// `GameTime` derefs to), its plies and its cards.
#[derive(Debug, Clone, Copy)]
pub struct GameTime<'a> {
    /// What the rules read of the game but its moves and cards.
    pub rules: TimeRules<'a>,
    /// The plies in order.
    pub plies: &'a [PlyRecord],
    /// Cards and e-mails, to find repeated moves (47.5.1).
    pub correspondence: &'a [CorrespondenceItem],
}

impl<'a> std::ops::Deref for GameTime<'a> {
    type Target = TimeRules<'a>;

    fn deref(&self) -> &TimeRules<'a> {
        &self.rules
    }
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
    /// The side's oversteps (47.6.1), in order.
    pub oversteps: Vec<Overstep>,
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

/// An overstep of the time control (47.6.1), after which the count restarts (47.6.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Overstep {
    /// The side's move that overstepped.
    pub at_move: u32,
    /// Days counted since the count started, at least when a day is unknown.
    pub total: Total,
    /// Moves made since the count started.
    pub moves: u32,
    /// The limit for that many moves.
    pub limit: u32,
}

impl Overstep {
    /// The reason it gives.
    pub fn why(&self) -> Why {
        Why::Overstep {
            total: self.total,
            moves: self.moves,
            limit: self.limit,
        }
    }
}

impl SideTotals {
    /// The move of the side's last overstep, after which its count restarted (47.6.4).
    pub fn last_overstep(&self) -> Option<u32> {
        self.oversteps.last().map(|o| o.at_move)
    }
}

/// Each side's totals over the whole game.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Totals {
    /// White's totals.
    pub white: SideTotals,
    /// Black's totals.
    pub black: SideTotals,
}

impl Totals {
    /// A side's totals.
    pub fn side(&self, colour: Color) -> &SideTotals {
        colour.fold_wb(&self.white, &self.black)
    }
}

/// The article-52 schedule of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Schedule {
    /// Rows by move number.
    pub rows: Vec<ScheduleRow>,
    /// Each side's totals.
    pub totals: Totals,
}

impl Schedule {
    /// A side's totals.
    pub fn side(&self, colour: Color) -> &SideTotals {
        self.totals.side(colour)
    }

    /// Every ply in order.
    pub fn plies(&self) -> impl Iterator<Item = &PlyTime> {
        self.rows
            .iter()
            .flat_map(|r| r.white.iter().chain(r.black.iter()))
    }
}

/// Computes the article-52 schedule.
pub fn schedule(g: &GameTime<'_>) -> Schedule {
    let mut rows: Vec<ScheduleRow> = Vec::with_capacity(g.plies.len().div_ceil(2));
    let totals = walk(&g.rules, g.plies, Some((&mut rows, g.correspondence)));
    Schedule { rows, totals }
}

/// Each side's totals as the schedule of `plies` under `rules` ends them, without its rows and
/// their reasons: what the clock and what is due read. The cards are no part of them.
pub fn totals(rules: &TimeRules<'_>, plies: &[PlyRecord]) -> Totals {
    walk(rules, plies, None)
}

/// One ply's reasons, kept only when its row is.
struct Reasons(Option<Vec<Why>>);

impl Reasons {
    fn say(&mut self, why: Why) {
        if let Some(said) = &mut self.0 {
            said.push(why);
        }
    }
}

/// Charges each ply in order to its side's total and count, and adds to `rows`, when asked,
/// each ply's half of its row with its reasons and what the cards said of it.
fn walk(
    g: &TimeRules<'_>,
    plies: &[PlyRecord],
    mut rows: Option<(&mut Vec<ScheduleRow>, &[CorrespondenceItem])>,
) -> Totals {
    // Each side's days charged get their room at once.
    let side_totals = || SideTotals {
        charged: Vec::with_capacity(plies.len().div_ceil(2)),
        ..SideTotals::default()
    };
    let mut totals = [side_totals(), side_totals()];
    let mut penalties_left: [Vec<&Penalty>; 2] = [Vec::new(), Vec::new()];
    for p in g.penalties {
        penalties_left[side_index(p.side)].push(p);
    }
    let leaves = [g.leaves_of(Color::White), g.leaves_of(Color::Black)];
    for (i, ply) in plies.iter().enumerate() {
        let colour = super::mover(i as u32);
        let side = side_index(colour);
        let received = i
            .checked_sub(1)
            .and_then(|prev| plies.get(prev))
            .and_then(effective_received);
        let sent = effective_sent(&ply.sent, &ply.delivery);
        let mut why = Reasons(rows.is_some().then(Vec::new));
        if let Some(e) = sent {
            why.say(Why::Sent {
                date: e.date,
                by: e.by,
                written: ply.sent.written,
            });
        }
        let t = &mut totals[side];
        let restart_after = t.last_overstep();
        let span = (received, sent);
        let (days, leave_days) =
            move_days(g, colour, i, span, (&leaves[side], &mut t.leave), &mut why);
        let penalty_days = penalties_due(&mut penalties_left[side], sent.map(|e| e.date), &mut why);
        t.charge(days, penalty_days);
        let count = t.count_total;
        let overstep = oversteps(g, t);
        control_kept(g, t, overstep, &mut why);
        if let Some((rows, cards)) = rows.as_mut() {
            let mut why = why.0.unwrap_or_default();
            let said = (*cards, plies.len());
            let (repeats, noted) = said_by_cards(g, said, (i as u32, colour), sent, &mut why);
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
                noted,
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
    }
    penalties_after_last_move(&mut totals, &penalties_left);
    let [white, black] = totals;
    Totals { white, black }
}

/// What the cards said of ply `ply`, `colour`'s, sent on `sent`: the dates it was sent again
/// (47.5.1, 48.5.1), said in `why`, and the draws offered, declined, lapsed or accepted, the
/// resignation, with it or after.
fn said_by_cards(
    g: &TimeRules<'_>,
    (cards, plies): (&[CorrespondenceItem], usize),
    (ply, colour): (u32, Color),
    sent: Option<EffectiveDate>,
    why: &mut Vec<Why>,
) -> (Vec<NaiveDate>, Vec<super::declarations::Noted>) {
    let repeats = repeats_of(cards, g.my_colour, (ply, colour), sent.map(|e| e.date));
    let clause = if g.mode == Mode::Post {
        "47.5.1"
    } else {
        "48.5.1"
    };
    why.extend(repeats.iter().map(|&date| Why::Repeated { date, clause }));
    let by = crate::domain::Side::playing(colour, g.my_colour);
    let noted = super::declarations::noted_at(cards, plies, ply, by);
    (repeats, noted)
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
fn penalties_due(left: &mut Vec<&Penalty>, sent: Option<NaiveDate>, why: &mut Reasons) -> u32 {
    // Most games have none: nothing to look through for each ply.
    if left.is_empty() {
        return 0;
    }
    let due = |p: &Penalty| sent.is_some_and(|c| p.date <= c);
    let mut days = 0;
    for p in left.iter().filter(|p| due(p)) {
        days += p.days;
        why.say(Why::Penalty {
            days: p.days,
            clause: p.clause.clone(),
        });
    }
    left.retain(|p| !due(p));
    days
}

/// Whether side `t`'s count has gone over its control's limit at its last move (47.6.1). With
/// the days of move k unknown, the count may have restarted after any move from k on: the
/// overstep is certain only if it happens from every such restart.
fn oversteps(g: &TimeRules<'_>, t: &SideTotals) -> bool {
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
fn control_kept(g: &TimeRules<'_>, t: &mut SideTotals, overstep: bool, why: &mut Reasons) {
    if overstep {
        let overstep = Overstep {
            at_move: t.moves,
            total: t.count_total,
            moves: t.count_moves,
            limit: g.limit_after(t.count_moves),
        };
        why.say(overstep.why());
        why.say(Why::CountRestarts {
            after_move: t.moves,
        });
        t.oversteps.push(overstep);
        t.count_moves = 0;
        t.count_total = Total::default();
    } else if let Some(missing_move) = t.count_total.unknown_from
        && t.count_moves.is_multiple_of(g.control.moves.max(1))
    {
        why.say(Why::ControlUndecided {
            control_move: t.moves,
            missing_move,
        });
    }
}

fn side_index(c: Color) -> usize {
    c.fold_wb(0, 1)
}

/// Days charged for ply `i`, received and sent as `span`, and the days of the mover's
/// `leaves` the game credits (`leave`) left out, with the reason.
fn move_days(
    g: &TimeRules<'_>,
    colour: Color,
    i: usize,
    (received, sent): (Option<NaiveDate>, Option<EffectiveDate>),
    (leaves, leave): (&[&Leave], &mut LeaveCredit),
    why: &mut Reasons,
) -> (Option<u32>, u32) {
    if i == 0 {
        why.say(Why::FirstMove);
        return (Some(0), 0);
    }
    let mover = crate::domain::Side::playing(colour, g.my_colour);
    let Some(received) = received else {
        why.say(Why::DateMissing {
            which: "received",
            mover,
        });
        return (None, 0);
    };
    let Some(sent) = sent.map(|e| e.date) else {
        why.say(Why::DateMissing {
            which: "sent",
            mover,
        });
        return (None, 0);
    };
    if sent < received {
        why.say(Why::SentBeforeReceived { received, sent });
        return (Some(0), 0);
    }
    let span = u32::try_from(super::dates::days_from(received, sent)).unwrap_or(0);
    let on_leave = leave.credit(
        leaves,
        received,
        sent,
        g.leave_allowance_days,
        g.leave_event_days,
    );
    let days = span.saturating_sub(on_leave.credited);
    why.say(Why::Days {
        days,
        received,
        sent,
        leave_days: on_leave.credited,
    });
    if let Some((allowance, year)) = on_leave.refused_by {
        why.say(Why::LeaveNotCredited {
            taken: on_leave.taken,
            credited: on_leave.credited,
            allowance,
            year,
        });
    }
    (Some(days), on_leave.credited)
}

/// Dates ply `ply`, `colour`'s, sent on `sent`, was sent again: later items of `cards` from the
/// mover carrying the same ply, I playing `my_colour`.
pub(super) fn repeats_of(
    cards: &[CorrespondenceItem],
    my_colour: Color,
    (ply, colour): (u32, Color),
    sent: Option<NaiveDate>,
) -> Vec<NaiveDate> {
    let direction = if colour == my_colour {
        Direction::Out
    } else {
        Direction::In
    };
    let mut dates: Vec<NaiveDate> = cards
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
mod leave;
mod rules;
pub use clock::{Clock, clock, clock_at};
pub use leave::{LeaveCredit, leave_days_between};
pub use rules::{SideCount, TimeRules};

#[cfg(test)]
mod tests;
