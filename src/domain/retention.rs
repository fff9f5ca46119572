//! The diary's backups as values — one backup file, what a restore put aside — and which to
//! keep: the newest of each of the last days, weeks and months.

use std::collections::BTreeSet;
use std::path::PathBuf;

use chrono::{Datelike, NaiveDateTime};

/// One backup file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Backup {
    /// The file.
    pub path: PathBuf,
    /// When it was taken, as its name says.
    pub taken: NaiveDateTime,
    /// Its size in bytes.
    pub bytes: u64,
}

/// What a restore put aside.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PutAside {
    /// A backup of the diary replaced.
    Backup(PathBuf),
    /// The diary replaced could not be read (damaged): the file itself, renamed, byte for byte.
    Renamed(PathBuf),
    /// There was no diary.
    Nothing,
}

/// How many backups to keep: one a day for the last `daily` days that have one, one a week for
/// the last `weekly` weeks, one a month for the last `monthly` months.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Retention {
    /// Days.
    pub daily: usize,
    /// Weeks (ISO weeks, Monday to Sunday).
    pub weekly: usize,
    /// Calendar months.
    pub monthly: usize,
}

impl Default for Retention {
    /// Seven days, four weeks, twelve months.
    fn default() -> Self {
        Retention {
            daily: 7,
            weekly: 4,
            monthly: 12,
        }
    }
}

/// The day, week or month a moment falls in, as a year and a number within it.
type Period = fn(&NaiveDateTime) -> (i32, u32);

impl Retention {
    /// The backups to keep among those taken at `taken`: going from the newest back, a backup is
    /// kept when it is the newest of a day, a week or a month whose count is not yet reached.
    /// Every other backup may go.
    pub fn keep(&self, taken: &[NaiveDateTime]) -> BTreeSet<NaiveDateTime> {
        let mut newest_first: Vec<NaiveDateTime> = taken.to_vec();
        newest_first.sort_unstable_by(|a, b| b.cmp(a));
        newest_first.dedup();
        let mut kept = BTreeSet::new();
        let periods: [(usize, Period); 3] = [
            (self.daily, |t| (t.year(), t.ordinal())),
            (self.weekly, |t| {
                let week = t.iso_week();
                (week.year(), week.week())
            }),
            (self.monthly, |t| (t.year(), t.month())),
        ];
        for (count, period) in periods {
            let mut seen = Vec::new();
            for t in &newest_first {
                if seen.len() == count {
                    break;
                }
                let p = period(t);
                if seen.last() != Some(&p) {
                    seen.push(p);
                    kept.insert(*t);
                }
            }
        }
        kept
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{Duration, NaiveDate};

    fn at(y: i32, m: u32, d: u32, h: u32) -> NaiveDateTime {
        NaiveDate::from_ymd_opt(y, m, d)
            .unwrap()
            .and_hms_opt(h, 0, 0)
            .unwrap()
    }

    /// A year of starts, one a day at nine, each taking a backup and pruning the rest.
    #[test]
    fn a_year_of_daily_starts_keeps_seven_days_four_weeks_and_twelve_months() {
        let policy = Retention::default();
        let mut kept: Vec<NaiveDateTime> = Vec::new();
        let first = at(2026, 1, 1, 9);
        for day in 0..365 {
            kept.push(first + Duration::days(day));
            kept = policy.keep(&kept).into_iter().collect();
        }
        let last = first + Duration::days(364);
        assert_eq!(last, at(2026, 12, 31, 9));
        let days: Vec<NaiveDateTime> = (0..7).map(|d| last - Duration::days(d)).collect();
        for d in &days {
            assert!(kept.contains(d), "{d}");
        }
        // Thursday 31 December is in ISO week 53; the Sundays before close weeks 52 (a day
        // kept already), 51 and 50.
        for sunday in [
            at(2026, 12, 27, 9),
            at(2026, 12, 20, 9),
            at(2026, 12, 13, 9),
        ] {
            assert!(kept.contains(&sunday), "{sunday}");
        }
        // The last day of each month, November back to January.
        for month in 1..=11 {
            let end = NaiveDate::from_ymd_opt(2026, month + 1, 1)
                .unwrap()
                .pred_opt()
                .unwrap();
            assert!(kept.contains(&end.and_hms_opt(9, 0, 0).unwrap()), "{end}");
        }
        // 7 days (among them December's, week 53's and week 52's newest), 2 more Sundays, 11
        // more month ends.
        assert_eq!(kept.len(), 7 + 2 + 11, "{kept:?}");
    }

    #[test]
    fn several_backups_a_day_count_as_that_days_newest() {
        let policy = Retention {
            daily: 2,
            weekly: 0,
            monthly: 0,
        };
        let taken = [
            at(2026, 3, 2, 8),
            at(2026, 3, 2, 20),
            at(2026, 3, 3, 8),
            at(2026, 3, 4, 8),
            at(2026, 3, 4, 12),
        ];
        assert_eq!(
            policy.keep(&taken).into_iter().collect::<Vec<_>>(),
            vec![at(2026, 3, 3, 8), at(2026, 3, 4, 12)]
        );
    }

    #[test]
    fn a_gap_of_weeks_keeps_the_older_backups_by_the_count_not_the_calendar() {
        let taken = [at(2025, 6, 1, 9), at(2026, 3, 4, 9)];
        assert_eq!(Retention::default().keep(&taken).len(), 2);
        let none = Retention {
            daily: 0,
            weekly: 0,
            monthly: 0,
        };
        assert!(none.keep(&taken).is_empty());
    }
}
