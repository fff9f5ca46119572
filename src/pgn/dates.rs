//! A game's dates checked as the diary checks mine when I send: real years, and the order of
//! events — nothing received before it was sent, nothing answered before it was received.

use chrono::NaiveDate;

use super::reading::BadGame;
use super::{PgnGame, PgnProblem};

/// The latest year a game's date may have: next year.
pub(super) fn latest_year() -> i32 {
    use chrono::Datelike;
    chrono::Local::now().year() + 1
}

/// Checks a game's dates as `send` checks mine: each of a year from 1900 to `latest`, and in
/// the order of events — a move received no earlier than it was sent, answered no earlier
/// than it was received.
pub(super) fn in_order(game: &PgnGame, latest: i32) -> Result<(), BadGame> {
    use chrono::Datelike;
    let plausible = |what, date: NaiveDate| match (1900..=latest).contains(&date.year()) {
        true => Ok(()),
        false => Err(BadGame {
            needle: Some(date.format("%Y.%m.%d").to_string()),
            reason: PgnProblem::ImplausibleDate { what, date },
        }),
    };
    if let Some(start) = game.start() {
        plausible("[Date]", start)?;
    }
    for (i, ply) in game.plies.iter().enumerate() {
        ply.sent.map_or(Ok(()), |d| plausible("[%ccsnt]", d))?;
        ply.received.map_or(Ok(()), |d| plausible("[%ccrcv]", d))?;
        let previous_sent = i.checked_sub(1).and_then(|p| game.plies.get(p)?.sent);
        let order = [
            (ply.received, previous_sent, false),
            (ply.sent, ply.received, true),
        ];
        for (later, earlier, answer) in order {
            if let (Some(later), Some(earlier)) = (later, earlier)
                && later < earlier
            {
                return Err(BadGame {
                    needle: Some(later.format("%Y.%m.%d").to_string()),
                    reason: PgnProblem::OutOfOrder {
                        number: crate::domain::move_number(i as u32),
                        dots: if i % 2 == 0 { "." } else { "..." },
                        later,
                        earlier,
                        answer,
                    },
                });
            }
        }
    }
    Ok(())
}
