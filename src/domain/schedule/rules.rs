//! What the time rules read of a game but its moves and cards, and what its clock and what is
//! due read of a side's totals.

use chrono::NaiveDate;
use shakmaty::Color;

use super::{LeaveCredit, Overstep, SideTotals, Total};
use crate::domain::{Game, GameId, Leave, LeaveOf, Mode, Penalty, TimeControl, Tournament};

/// What the time rules read of one game but its plies and cards: the days of its moves and
/// their totals are a function of these and the plies alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TimeRules<'a> {
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
    /// Penalties of both sides.
    pub penalties: &'a [Penalty],
    /// Leave: mine and any partner's; those of other games are ignored.
    pub leaves: &'a [Leave],
}

impl<'a> TimeRules<'a> {
    /// The rules of game `id`, `game` of `tournament`, with its penalties and leave.
    pub fn of(
        id: GameId,
        game: &Game,
        tournament: &Tournament,
        penalties: &'a [Penalty],
        leaves: &'a [Leave],
    ) -> TimeRules<'a> {
        TimeRules {
            game: id,
            my_colour: game.my_colour,
            start: game.start.or(tournament.start),
            mode: tournament.mode,
            control: tournament.control,
            leave_allowance_days: tournament.leave_allowance_days,
            leave_event_days: tournament.leave_event_days,
            penalties,
            leaves,
        }
    }

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

/// Of a side's totals, what its clock and what is due read: its moves, its count since the last
/// restart (47.6.4), its oversteps and the leave credited to it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SideCount {
    /// Moves made.
    pub moves: u32,
    /// Moves counted since the last restart (47.6.4).
    pub count_moves: u32,
    /// Days counted since the last restart.
    pub count_total: Total,
    /// The side's oversteps (47.6.1), in order.
    pub oversteps: Vec<Overstep>,
    /// Leave credited so far in this game.
    pub leave: LeaveCredit,
}

impl SideCount {
    /// The move of the side's last overstep, after which its count restarted (47.6.4).
    pub fn last_overstep(&self) -> Option<u32> {
        self.oversteps.last().map(|o| o.at_move)
    }
}

impl SideTotals {
    /// What the clock and what is due read of these totals.
    pub fn count(&self) -> SideCount {
        SideCount {
            moves: self.moves,
            count_moves: self.count_moves,
            count_total: self.count_total,
            oversteps: self.oversteps.clone(),
            leave: self.leave.clone(),
        }
    }
}
