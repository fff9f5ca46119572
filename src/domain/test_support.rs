//! What the domain's tests share: a day of 2026 and a ply sent and received on given days.

use chrono::NaiveDate;
use shakmaty::uci::UciMove;

use super::PlyRecord;

/// A day of 2026.
pub fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

/// The ply `m` (UCI) sent on `sent`, arrived on `arrived`.
pub fn ply(m: &str, sent: NaiveDate, arrived: Option<NaiveDate>) -> PlyRecord {
    PlyRecord {
        arrived,
        ..PlyRecord::sent_on(UciMove::from_ascii(m.as_bytes()).unwrap(), Some(sent))
    }
}
