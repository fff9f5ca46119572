//! Dates as people type them: `dd.mm.yyyy`, `dd.mm.yy`, `dd.mm` (this year) or ISO `yyyy-mm-dd`.

use chrono::{Datelike, NaiveDate};

/// Why typed text is not a date; each variant quotes the input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DateInputError {
    /// Not in any accepted shape.
    NotADate(String),
    /// The month is not 1–12.
    NoSuchMonth(String),
    /// The day does not exist in that month.
    NoSuchDay(String),
}

/// Reads a typed date. Empty text is `None`; `12.05` means the 12th of May of `today`'s year.
pub fn parse_date_input(text: &str, today: NaiveDate) -> Result<Option<NaiveDate>, DateInputError> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    let err = |f: fn(String) -> DateInputError| f(t.to_owned());
    let parts: Vec<&str> = t.split(['.', '/', '-']).collect();
    let numbers: Vec<u32> = parts
        .iter()
        .map(|p| {
            if p.is_empty() || p.len() > 4 || !p.bytes().all(|b| b.is_ascii_digit()) {
                None
            } else {
                p.parse().ok()
            }
        })
        .collect::<Option<_>>()
        .ok_or_else(|| err(DateInputError::NotADate))?;
    let (day, month, year) = match (parts.as_slice(), numbers.as_slice()) {
        ([y, _, _], &[year, month, day]) if y.len() == 4 => (day, month, year as i32),
        ([_, _, y], &[day, month, year]) if y.len() == 4 => (day, month, year as i32),
        ([_, _, y], &[day, month, year]) if y.len() == 2 => (day, month, 2000 + year as i32),
        ([_, _], &[day, month]) => (day, month, today.year()),
        _ => return Err(err(DateInputError::NotADate)),
    };
    if !(1..=12).contains(&month) {
        return Err(err(DateInputError::NoSuchMonth));
    }
    NaiveDate::from_ymd_opt(year, month, day)
        .map(Some)
        .ok_or_else(|| err(DateInputError::NoSuchDay))
}

/// Writes a date the Russian way, `dd.mm.yyyy`.
pub fn format_date(date: NaiveDate) -> String {
    date.format("%d.%m.%Y").to_string()
}

/// Writes a day and time the Russian way, `dd.mm.yyyy hh:mm`.
pub fn format_date_time(when: chrono::NaiveDateTime) -> String {
    when.format("%d.%m.%Y %H:%M").to_string()
}

/// Writes a date short, `dd.mm.yy`, as the schedule's narrow columns do.
pub fn format_date_short(date: NaiveDate) -> String {
    date.format("%d.%m.%y").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn accepts_the_shapes_people_type() {
        let today = d(2026, 11, 29);
        let rows = [
            ("12.05.2026", Some(d(2026, 5, 12))),
            ("1.5.2025", Some(d(2025, 5, 1))),
            ("12.05.26", Some(d(2026, 5, 12))),
            ("12.05", Some(d(2026, 5, 12))),
            ("12/05/2026", Some(d(2026, 5, 12))),
            ("2026-05-12", Some(d(2026, 5, 12))),
            (" 29.02.2028 ", Some(d(2028, 2, 29))),
            ("", None),
            ("   ", None),
        ];
        for (input, want) in rows {
            assert_eq!(parse_date_input(input, today), Ok(want), "input {input:?}");
        }
    }

    #[test]
    fn refuses_impossible_dates_quoting_the_input() {
        let today = d(2026, 11, 29);
        let rows = [
            ("31.02.2026", DateInputError::NoSuchDay("31.02.2026".into())),
            ("29.02.2026", DateInputError::NoSuchDay("29.02.2026".into())),
            ("12.13", DateInputError::NoSuchMonth("12.13".into())),
            ("0.1.2026", DateInputError::NoSuchDay("0.1.2026".into())),
            ("abc", DateInputError::NotADate("abc".into())),
            ("12..2026", DateInputError::NotADate("12..2026".into())),
            ("12", DateInputError::NotADate("12".into())),
            ("1.2.3.4", DateInputError::NotADate("1.2.3.4".into())),
            ("12.05.202", DateInputError::NotADate("12.05.202".into())),
        ];
        for (input, want) in rows {
            assert_eq!(parse_date_input(input, today), Err(want), "input {input:?}");
        }
    }

    #[test]
    fn formats_the_russian_way() {
        assert_eq!(format_date(d(2026, 5, 2)), "02.05.2026");
    }

    proptest::proptest! {
        #[test]
        fn never_panics(s in "\\PC*") {
            let _ = parse_date_input(&s, d(2026, 1, 1));
        }

        #[test]
        fn formatted_dates_read_back(days in 0i64..200_000) {
            let date = d(1900, 1, 1) + chrono::Duration::days(days);
            let today = d(2026, 1, 1);
            proptest::prop_assert_eq!(parse_date_input(&format_date(date), today), Ok(Some(date)));
        }
    }
}
