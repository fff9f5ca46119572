//! The reasons behind computed numbers (`Why`) and the schedule's notes, in both languages.

use std::fmt;

use chrono::NaiveDate;

use super::{Language, Noun};
use crate::domain::dates::SentBy;
use crate::domain::format_date;
use crate::domain::reason::Why;
use crate::domain::schedule::{PlyTime, SideTotals, Total};
use crate::tr;

impl Why {
    /// The reason in `lang`; Russian is what the official forms print.
    pub fn told(&self, lang: Language) -> String {
        match self {
            Why::FirstMove => tr!(lang, "why-first-move"),
            Why::Days {
                days,
                received,
                sent,
                leave_days,
            } => tr!(
                lang,
                "why-days",
                days = *days,
                received = dm(*received),
                sent = dm(*sent),
                leave = *leave_days
            ),
            Why::DateMissing { which, mover } => tr!(
                lang,
                "why-date-missing",
                which = *which,
                whose = mover.code()
            ),
            Why::ControlUndecided {
                control_move,
                missing_move,
            } => tr!(
                lang,
                "why-control-undecided",
                control = *control_move,
                missing = *missing_move
            ),
            Why::LeaveNotCredited {
                taken,
                credited,
                allowance,
                year,
            } => tr!(
                lang,
                "why-leave-not-credited",
                taken = *taken,
                credited = *credited,
                allowance = *allowance,
                year = year.map_or_else(|| "none".to_owned(), |y| y.to_string())
            ),
            Why::SentBeforeReceived { received, sent } => tr!(
                lang,
                "why-sent-before-received",
                sent = dm(*sent),
                received = dm(*received)
            ),
            Why::Sent { date, by, written } => tr!(
                lang,
                "why-sent",
                date = dm(*date),
                by = match by {
                    SentBy::Receipt => "receipt",
                    SentBy::Postmark => "postmark",
                    SentBy::Written => "written",
                },
                card = match written {
                    Some(w) if w != date => dm(*w),
                    _ => "none".to_owned(),
                }
            ),
            Why::Penalty { days, clause } => {
                tr!(lang, "why-penalty", days = *days, clause = clause.as_str())
            }
            Why::Overstep {
                total,
                moves,
                limit,
            } => tr!(
                lang,
                "why-overstep",
                total = total.to_string(),
                at_least = total.at_least,
                moves = lang.count(*moves, Noun::Move),
                limit = *limit
            ),
            Why::CountRestarts { after_move } => {
                tr!(lang, "why-count-restarts", number = *after_move)
            }
            Why::DaysLeft {
                left,
                limit,
                control_move,
                total,
                elapsed,
            } => tr!(
                lang,
                "why-days-left",
                left = lang.days_left(*left),
                limit = *limit,
                control = *control_move,
                total = total.to_string(),
                elapsed = elapsed.to_string()
            ),
            Why::RegisteredRequired { left } => tr!(
                lang,
                "why-registered-required",
                left = lang.days_left(*left)
            ),
            Why::Repeated { date, clause } => tr!(
                lang,
                "why-repeated",
                date = format_date(*date),
                clause = *clause
            ),
            Why::FirstMoveDue { start } => {
                tr!(lang, "why-first-move-due", start = format_date(*start))
            }
            Why::FirstMoveAwaited { ask_on, clause } => tr!(
                lang,
                "why-first-move-awaited",
                ask_on = format_date(*ask_on),
                clause = *clause
            ),
            Why::StartMissing => tr!(lang, "why-start-missing"),
            Why::ReceiptPending => tr!(lang, "why-receipt-pending"),
        }
    }
}

fn dm(d: NaiveDate) -> String {
    d.format("%d.%m").to_string()
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.told(Language::EN))
    }
}

/// A total with the count since the restart beside it once there has been one (47.6.4):
/// "62 (30 after move 9)", "62 (30 после хода 9)".
fn total_text(total: Total, count: Total, restart_after: Option<u32>, lang: Language) -> String {
    match restart_after {
        None => total.to_string(),
        Some(m) => tr!(
            lang,
            "total-since-restart",
            total = total.to_string(),
            count = count.to_string(),
            number = m
        ),
    }
}

impl PlyTime {
    /// The total as the schedule prints it, with the count since a restart (47.6.4).
    pub fn total_text(&self, lang: Language) -> String {
        total_text(self.total, self.count, self.restart_after, lang)
    }

    /// The note column of the article-52 schedule: penalties, leave, repeats, oversteps.
    pub fn note(&self, lang: Language) -> String {
        let leave = |days: u32| tr!(lang, "note-leave", days = days);
        let reason = |w: &Why| w.told(lang);
        let mut parts = Vec::new();
        for w in &self.why {
            match w {
                Why::Days { leave_days, .. } if *leave_days > 0 => parts.push(leave(*leave_days)),
                Why::Penalty { .. }
                | Why::Overstep { .. }
                | Why::CountRestarts { .. }
                | Why::ControlUndecided { .. }
                | Why::LeaveNotCredited { .. }
                | Why::DateMissing { .. }
                | Why::Repeated { .. }
                | Why::SentBeforeReceived { .. } => parts.push(reason(w)),
                _ => {}
            }
        }
        parts.extend(self.noted.iter().map(|n| n.told(lang)));
        parts.join("; ")
    }
}

impl SideTotals {
    /// The total in days as a card prints it: "96 дн. (24 после хода 12)", the count since a
    /// restart (47.6.4) after the days.
    pub fn total_in_days(&self, lang: Language) -> String {
        self.total_said(lang, false)
    }

    /// The total as the window says it, in words: "52 d in all; 2 d since the count began again
    /// after the overstep at move 6 (47.6.4)".
    pub fn total_in_words(&self, lang: Language) -> String {
        self.total_said(lang, true)
    }

    /// The total in days; after an overstep with the count since the restart, briefly as a
    /// card has it or `in_words` as the window says it.
    fn total_said(&self, lang: Language, in_words: bool) -> String {
        let total = self.total.to_string();
        let Some(number) = self.last_overstep() else {
            return tr!(lang, "total-days", total = total);
        };
        let count = self.count_total.to_string();
        match in_words {
            true => tr!(
                lang,
                "total-in-words-since-restart",
                total = total,
                count = count,
                number = number
            ),
            false => tr!(
                lang,
                "total-days-since-restart",
                total = total,
                count = count,
                number = number
            ),
        }
    }

    /// The total as the papers print it, with the count since a restart (47.6.4).
    pub fn total_text(&self, lang: Language) -> String {
        total_text(self.total, self.count_total, self.last_overstep(), lang)
    }
}
