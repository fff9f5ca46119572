//! What the panels show, read from the diary after each change rather than every frame: the
//! tournaments, partners and games, how each game stands, and what is due.

use std::collections::HashMap;

use chrono::NaiveDate;

use crate::diary::{Diary, GameSummary, StoreError};
use crate::domain::deadlines::{Action, actions_with};
use crate::domain::{GameId, GameStatus, Partner, PartnerId, Tournament, TournamentId};

/// What the panels show, read from the store after each change rather than every frame.
#[derive(Default)]
pub struct Snapshot {
    /// Tournaments.
    pub tournaments: Vec<(TournamentId, Tournament)>,
    /// Partners.
    pub partners: Vec<(PartnerId, Partner)>,
    /// Games in list order.
    pub games: Vec<GameSummary>,
    /// What is due in each game in play or at adjudication, by id.
    pub due: HashMap<GameId, Vec<Action>>,
    /// How every game stands, by id.
    pub standings: HashMap<GameId, crate::domain::standing::Standing>,
    /// Every due action, most urgent first.
    pub today: Vec<Action>,
    /// The games whose moves cannot be read, left out of Today and of the list's states, with
    /// why.
    pub unreadable: Vec<(GameId, StoreError)>,
}

impl Snapshot {
    /// Reads what the panels show from the store, with what is due on `today`.
    pub fn read(diary: &Diary, today: NaiveDate) -> Result<Snapshot, StoreError> {
        let store = diary.store();
        let mut s = Snapshot {
            tournaments: store.tournaments()?,
            partners: store.partners()?,
            games: store.game_summaries()?,
            ..Snapshot::default()
        };
        let (records, unreadable) = store.all_records()?;
        s.unreadable = unreadable;
        for r in records {
            let active = matches!(r.game.status, GameStatus::InPlay | GameStatus::Adjudication);
            if !active {
                let standing = crate::domain::standing::standing(&r, None);
                s.standings.insert(r.id, standing);
                continue;
            }
            let schedule = r.schedule();
            let clock = crate::domain::schedule::clock(&r.time(), &schedule, today);
            let due = actions_with(&r, &schedule, &clock, today);
            s.today.extend(due.iter().cloned());
            let standing = crate::domain::standing::standing(&r, Some(&clock));
            s.standings.insert(r.id, standing);
            s.due.insert(r.id, due);
        }
        s.today.sort_by_key(|a| (a.due, a.urgency, a.game));
        Ok(s)
    }
}
