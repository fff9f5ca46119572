//! Leave in the schedule (47.7.1, 48.7.1): the days of declared leave in a span, and the
//! leave a game credits each side by calendar year and over the event.

use std::collections::BTreeMap;

use chrono::{Datelike, NaiveDate};

use crate::domain::Leave;

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

pub(super) fn on_leave(leaves: &[&Leave], day: NaiveDate) -> bool {
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
pub(super) struct LeaveSpan {
    pub(super) taken: u32,
    pub(super) credited: u32,
    pub(super) refused_by: Option<(u32, Option<i32>)>,
}

impl LeaveCredit {
    /// The days credited in each calendar year, and over the event.
    pub fn credited(&self) -> (&BTreeMap<i32, u32>, u32) {
        (&self.by_year, self.event)
    }

    /// The credit of `credited` days in each calendar year and `event` days over the event, as
    /// [`LeaveCredit::credited`] gave them.
    pub fn of(credited: BTreeMap<i32, u32>, event: u32) -> LeaveCredit {
        LeaveCredit {
            by_year: credited,
            event,
        }
    }

    /// Credits the leave days of `leaves` after `from` up to `to`, each while this game's
    /// allowances last: `per_year` a calendar year and `per_event` in all.
    pub(super) fn credit(
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
        // Most sides have no leave: nothing to credit, and no look for it set up, for each
        // move of every game read.
        if leaves.is_empty() {
            return span;
        }
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
    pub(super) fn credit_day(
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
