//! What is due, as an iCalendar file (RFC 5545) for the player's own calendar: one all-day event
//! per action on its last day, with its clause, game and partner, an alarm the day before, and a
//! UID that stays the same while the action does, so that a new export updates the events
//! already imported instead of adding them again.

use chrono::{Duration, NaiveDate, NaiveDateTime};
use icalendar::{Alarm, Calendar, Component, Event, EventLike};

use crate::domain::deadlines::{GameRecords, today};
use crate::messages::{Language, action_text};

/// The deadlines of `games` as seen on `day`, in `lang`, stamped `now`.
pub fn deadlines(
    games: &[GameRecords],
    day: NaiveDate,
    lang: Language,
    now: NaiveDateTime,
) -> String {
    let mut calendar = Calendar::new();
    calendar.name("ccdiary");
    for a in today(games, day) {
        let Some(g) = games.iter().find(|g| g.id == a.game) else {
            continue;
        };
        let what = action_text(&a, lang);
        let clause = a.kind.clause(g.tournament.mode);
        let event = Event::new()
            .uid(&format!("{}-{}@ccdiary", g.id, a.kind.key()))
            .timestamp(now.and_utc())
            // A whole day: from the due day to the next, which RFC 5545 leaves out.
            .starts(a.due)
            .ends(a.due + Duration::days(1))
            .summary(&format!("{what} — {}", g.named()))
            .description(&format!("{what} ({clause})\n{}", g.named()))
            .alarm(Alarm::display(&what, -Duration::days(1)))
            .done();
        calendar.push(event);
    }
    calendar.done().to_string()
}
