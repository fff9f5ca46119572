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
        let what = action_text(&a, &g.name().person(), lang);
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

#[cfg(test)]
mod tests {
    use shakmaty::Color;
    use shakmaty::uci::UciMove;

    use super::*;
    use crate::domain::*;

    fn day(m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, m, d).unwrap()
    }

    #[test]
    fn two_replacements_asked_for_in_one_game_are_two_events() {
        let penalty = |date| Penalty {
            side: Color::Black,
            days: 5,
            clause: "47.4.9.1".into(),
            reason: PenaltyReason::Offence(crate::domain::penalties::Offence::ImpossibleMove),
            date,
        };
        let r = GameRecords {
            id: GameId(7),
            game: Game {
                tournament: TournamentId(1),
                partner: PartnerId(1),
                my_colour: Color::White,
                board: String::new(),
                start: Some(day(11, 1)),
                state: GameState::InPlay,
                undated_plies: 0,
            },
            tournament: Tournament {
                code: "Т-1".into(),
                ..Tournament::default()
            },
            partner: Partner {
                name: "Петров".into(),
                contacts: vec![],
                gender: Gender::Male,
            },
            plies: vec![PlyRecord {
                arrived: Some(day(11, 3)),
                ..PlyRecord::sent_on(UciMove::from_ascii(b"e2e4").unwrap(), Some(day(11, 1)))
            }],
            penalties: vec![penalty(day(11, 10)), penalty(day(11, 20))],
            leaves: vec![],
            correspondence: vec![],
            variants: vec![],
            arbiter: Default::default(),
            notices: Vec::new(),
        };
        let ics = deadlines(
            &[r],
            day(11, 21),
            Language::EN,
            day(11, 21).and_hms_opt(9, 0, 0).unwrap(),
        );
        let uids: Vec<&str> = ics
            .lines()
            .filter_map(|l| l.strip_prefix("UID:"))
            .filter(|u| u.contains("ask-replacement"))
            .collect();
        assert_eq!(
            uids,
            vec![
                "7-ask-replacement@ccdiary",
                "7-ask-replacement-20261123@ccdiary"
            ],
            "{ics}"
        );
    }
}
