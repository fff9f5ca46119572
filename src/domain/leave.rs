//! Leave (47.7.1, 48.7.1): my clock stops in all my games at once, at most the allowance
//! (default 30 days) in a calendar year.

use chrono::{Datelike, NaiveDate};

use super::{Leave, LeaveOf};

/// Why a leave cannot be taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LeaveError {
    /// It ends before it begins.
    EndsBeforeStart,
    /// It overlaps a leave already recorded.
    Overlaps {
        /// First day of the other leave.
        first: NaiveDate,
        /// Last day of the other leave.
        last: NaiveDate,
    },
    /// The year's allowance would be exceeded.
    OverAllowance {
        /// The calendar year.
        year: i32,
        /// Days of leave in that year with this one.
        total: u32,
        /// The allowance.
        allowance: u32,
    },
}

/// Days of `l` that fall in calendar `year`.
fn days_in_year(l: &Leave, year: i32) -> u32 {
    let (Some(jan1), Some(dec31)) = (
        NaiveDate::from_ymd_opt(year, 1, 1),
        NaiveDate::from_ymd_opt(year, 12, 31),
    ) else {
        return 0;
    };
    let first = l.first_day.max(jan1);
    let last = l.last_day.min(dec31);
    u32::try_from((last - first).num_days() + 1).unwrap_or(0)
}

/// Checks a new leave against those recorded for the same person: it must not end before it
/// begins nor overlap another; mine must also keep within `allowance` days a calendar year
/// (47.7.1). The partner's is his to keep within his allowance: the diary only records it.
pub fn check_leave(new: &Leave, recorded: &[Leave], allowance: u32) -> Result<(), LeaveError> {
    if new.last_day < new.first_day {
        return Err(LeaveError::EndsBeforeStart);
    }
    let mine: Vec<&Leave> = recorded.iter().filter(|l| l.of == new.of).collect();
    if let Some(o) = mine
        .iter()
        .find(|l| l.first_day <= new.last_day && new.first_day <= l.last_day)
    {
        return Err(LeaveError::Overlaps {
            first: o.first_day,
            last: o.last_day,
        });
    }
    if new.of != LeaveOf::Me {
        return Ok(());
    }
    for year in new.first_day.year()..=new.last_day.year() {
        let total: u32 =
            mine.iter().map(|l| days_in_year(l, year)).sum::<u32>() + days_in_year(new, year);
        if total > allowance {
            return Err(LeaveError::OverAllowance {
                year,
                total,
                allowance,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leave(from: (i32, u32, u32), to: (i32, u32, u32)) -> Leave {
        Leave {
            of: LeaveOf::Me,
            first_day: NaiveDate::from_ymd_opt(from.0, from.1, from.2).unwrap(),
            last_day: NaiveDate::from_ymd_opt(to.0, to.1, to.2).unwrap(),
            note: String::new(),
        }
    }

    #[test]
    fn allowance_per_calendar_year_47_7_1() {
        let july = leave((2026, 7, 1), (2026, 7, 20));
        let rows = [
            (
                "ten more days fit",
                leave((2026, 8, 1), (2026, 8, 10)),
                Ok(()),
            ),
            (
                "eleven more days do not",
                leave((2026, 8, 1), (2026, 8, 11)),
                Err(LeaveError::OverAllowance {
                    year: 2026,
                    total: 31,
                    allowance: 30,
                }),
            ),
            (
                "a new year has its own allowance",
                leave((2027, 1, 1), (2027, 1, 30)),
                Ok(()),
            ),
            (
                "a leave across new year counts in each year",
                leave((2026, 12, 20), (2027, 1, 5)),
                Err(LeaveError::OverAllowance {
                    year: 2026,
                    total: 20 + 12,
                    allowance: 30,
                }),
            ),
            (
                "overlapping leave is refused",
                leave((2026, 7, 20), (2026, 7, 22)),
                Err(LeaveError::Overlaps {
                    first: july.first_day,
                    last: july.last_day,
                }),
            ),
            (
                "ends before it begins",
                leave((2026, 9, 2), (2026, 9, 1)),
                Err(LeaveError::EndsBeforeStart),
            ),
        ];
        for (name, new, want) in rows {
            assert_eq!(
                check_leave(&new, std::slice::from_ref(&july), 30),
                want,
                "{name}"
            );
        }
    }

    #[test]
    fn message_names_the_clause() {
        let err = check_leave(&leave((2026, 1, 1), (2026, 2, 5)), &[], 30).unwrap_err();
        assert_eq!(
            err.to_string(),
            "leave refused: 2026 would have 36 days of leave, the allowance is 30 a year (47.7.1)"
        );
    }
}
