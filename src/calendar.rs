//! What is due, as an iCalendar file (RFC 5545) for the player's own calendar: one all-day event
//! per action on its last day, with its clause, game and partner, an alarm the day before, and a
//! UID that stays the same while the action does, so that a new export updates the events
//! already imported instead of adding them again. An action done since is not in the new file:
//! its event stays in the calendar until deleted there.

use std::collections::HashSet;

use chrono::{Duration, Local, NaiveDate, NaiveDateTime, TimeZone, Utc};
use icalendar::{Alarm, Calendar, Component, Event, EventLike};

use crate::domain::deadlines::{ActionKind, GameRecords, today};
use crate::messages::{Language, action_text};

/// The deadlines of `games` as seen on `day`, in `lang`, stamped `now`.
pub fn deadlines(
    games: &[GameRecords],
    day: NaiveDate,
    lang: Language,
    now: NaiveDateTime,
) -> String {
    let stamp = Local
        .from_local_datetime(&now)
        .earliest()
        .map_or_else(|| now.and_utc(), |t| t.with_timezone(&Utc));
    let mut calendar = Calendar::new();
    calendar.name("ccdiary");
    let mut uids = HashSet::new();
    for mut a in today(games, day) {
        let Some(g) = games.iter().find(|g| g.id == a.game) else {
            continue;
        };
        // The days left would be counted from the day of the export: on the calendar the day
        // itself says it.
        if let ActionKind::MyMove { days_left, .. } = &mut a.kind {
            *days_left = None;
        }
        let what = action_text(&a, lang);
        let clause = a.kind.clause(g.tournament.mode);
        // Two actions of one kind in a game (two replacements asked for) differ by their day.
        let mut uid = format!("{}-{}@ccdiary", g.id, a.kind.key());
        if !uids.insert(uid.clone()) {
            uid = format!(
                "{}-{}-{}@ccdiary",
                g.id,
                a.kind.key(),
                a.due.format("%Y%m%d")
            );
            uids.insert(uid.clone());
        }
        let event = Event::new()
            .uid(&uid)
            .timestamp(stamp)
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
