//! Effective dates (47.2.2): which of the dates on a card counts as the day a move was sent or
//! received, and why.

use chrono::{Datelike, NaiveDate};

use super::{Delivery, PlyRecord, SendEvidence};

/// Which evidence fixed a send date.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SentBy {
    /// The post office's receipt for registered mail (47.2.2.2).
    Receipt,
    /// The postmark; the earliest of several (47.2.2.1, 47.2.2.3).
    Postmark,
    /// The date the sender wrote, as there is no readable postmark (47.2.2.4).
    Written,
}

/// An effective send date and what fixed it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EffectiveDate {
    /// The date that counts.
    pub date: NaiveDate,
    /// The evidence it comes from.
    pub by: SentBy,
}

/// The day a move counts as sent: the registered-mail receipt beats the postmark, which beats
/// the written date; of several postmarks the sender gets the earliest. `None` when the card
/// carries no date at all, to be clarified in the reply (47.2.2.5).
pub fn effective_sent(e: &SendEvidence, delivery: &Delivery) -> Option<EffectiveDate> {
    let receipt = match delivery {
        Delivery::Registered { .. } => e.receipt,
        Delivery::Ordinary | Delivery::Email => None,
    };
    receipt
        .map(|date| EffectiveDate {
            date,
            by: SentBy::Receipt,
        })
        .or_else(|| {
            e.postmarks.iter().min().map(|&date| EffectiveDate {
                date,
                by: SentBy::Postmark,
            })
        })
        .or_else(|| {
            e.written.map(|date| EffectiveDate {
                date,
                by: SentBy::Written,
            })
        })
}

/// The day a move counts as received: with two or more postmarks the receiver gets the latest
/// (47.2.2.3); otherwise the day the receiver recorded (47.2.2.4).
pub fn effective_received(ply: &PlyRecord) -> Option<NaiveDate> {
    if ply.sent.postmarks.len() >= 2 {
        ply.sent.postmarks.iter().max().copied()
    } else {
        ply.arrived
    }
}

/// The days from `from` to `to` (negative when `to` is earlier): within one year the days of
/// the year apart, without the count from the first day of the era that a schedule's every ply
/// would otherwise cost.
pub fn days_from(from: NaiveDate, to: NaiveDate) -> i64 {
    match from.year() == to.year() {
        true => i64::from(to.ordinal()) - i64::from(from.ordinal()),
        false => (to - from).num_days(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_days_from_one_day_to_another_are_chronos_difference() {
        let first = NaiveDate::from_ymd_opt(2023, 11, 1).unwrap();
        let days: Vec<NaiveDate> = first.iter_days().step_by(3).take(300).collect();
        for from in &days {
            for to in &days {
                assert_eq!(
                    days_from(*from, *to),
                    (*to - *from).num_days(),
                    "{from} {to}"
                );
            }
        }
        assert_eq!(
            days_from(NaiveDate::MIN, NaiveDate::MAX),
            (NaiveDate::MAX - NaiveDate::MIN).num_days()
        );
    }
}
