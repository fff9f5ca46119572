//! Whole flows through the library: the diary file, the command line and the window.

#![expect(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test should stop loudly at the first surprise"
)]

mod cli;
mod documents;
mod faults;
mod store;
mod ui;

use chrono::NaiveDate;

/// A date from literal parts.
pub fn date(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).expect("valid test date")
}
