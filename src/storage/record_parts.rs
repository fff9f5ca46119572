//! What the records of games read together are made of: each table read in one query, and a
//! game's record put together — its moves decoded — only when it is taken. The games can then
//! be gone through one at a time, by several threads at once, each record let go before the
//! next is made (Today's overview: 20,000 games in play decoded at once took 140 MB); the
//! parts stay until the whole read is let go.

use std::collections::HashMap;
use std::ops::Range;

use super::{Only, Result, Store, StoreError, plies};
use crate::domain::arbiter::Arbiter;
use crate::domain::deadlines::GameRecords;
use crate::domain::notices::Notice;
use crate::domain::variant::ProposedVariant;
use crate::domain::{
    CorrespondenceItem, GameId, GameSummary, Leave, Partner, PartnerId, Penalty, Tournament,
    TournamentId,
};

/// The records of some games, read and not yet put together. Made only by the store, which
/// checked that each game's tournament and partner are among them.
pub struct RecordParts {
    games: Vec<GameSummary>,
    tournaments: HashMap<TournamentId, Tournament>,
    partners: HashMap<PartnerId, Partner>,
    leaves: Vec<Leave>,
    /// Each game's moves as stored; `None` for a value that is not moves.
    plies: HashMap<GameId, Option<Vec<u8>>>,
    penalties: HashMap<GameId, Vec<Penalty>>,
    correspondence: HashMap<GameId, Vec<CorrespondenceItem>>,
    variants: HashMap<GameId, Vec<ProposedVariant>>,
    arbiter: HashMap<GameId, Arbiter>,
    notices: HashMap<GameId, Vec<Notice>>,
}

impl RecordParts {
    /// How many games there are.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// The records of the games `which` (by place in the order read: those there are), each
    /// put together from copies of its parts as it is taken, so that the thread that takes it
    /// owns all of it; a game whose moves cannot be read comes with why instead.
    pub fn records(
        &self,
        which: Range<usize>,
    ) -> impl Iterator<Item = (GameId, Result<GameRecords>)> + '_ {
        let games = self.games.get(which).unwrap_or_default();
        games.iter().map(|g| (g.id, self.record(g)))
    }

    /// The record of game `g`, one of these games.
    fn record(&self, g: &GameSummary) -> Result<GameRecords> {
        let id = g.id;
        let plies = match self.plies.get(&id) {
            None => Vec::new(),
            Some(Some(bytes)) => plies::decode(bytes)?,
            Some(None) => return Err(super::games::not_moves()),
        };
        Ok(GameRecords {
            id,
            game: g.game.clone(),
            tournament: self.tournaments[&g.game.tournament].clone(),
            partner: self.partners[&g.game.partner].clone(),
            plies,
            penalties: copied(&self.penalties, id),
            leaves: self
                .leaves
                .iter()
                .filter(|l| l.stops_in(id))
                .cloned()
                .collect(),
            correspondence: copied(&self.correspondence, id),
            variants: copied(&self.variants, id),
            arbiter: copied(&self.arbiter, id),
            notices: copied(&self.notices, id),
        })
    }
}

/// A copy of game `id`'s entry of `by_game`, or nothing.
fn copied<T: Clone + Default>(by_game: &HashMap<GameId, T>, id: GameId) -> T {
    by_game.get(&id).cloned().unwrap_or_default()
}

impl Store {
    /// The parts of the records of the games `kept` (`every` game of the diary, or not).
    /// Tournaments and leave are read once for all games, and the partners, moves and events
    /// of the games kept, in one query each: a career of 20,000 games with 99 in play reads 99
    /// games' moves for Today. A game that names a tournament or partner the diary lacks is
    /// an error.
    pub(super) fn record_parts(&self, games: Vec<GameSummary>, every: bool) -> Result<RecordParts> {
        let (only, partners_only) = match every {
            true => (Only::all(), Only::all()),
            false => (
                Only::of(games.iter().map(|g| g.id.0)),
                Only::of(games.iter().map(|g| g.game.partner.0)),
            ),
        };
        let tournaments: HashMap<_, _> = self.tournaments()?.into_iter().collect();
        let partners = self.partners_of(&partners_only)?;
        let missing = games.iter().find(|g| {
            !tournaments.contains_key(&g.game.tournament) || !partners.contains_key(&g.game.partner)
        });
        if let Some(g) = missing {
            return Err(StoreError::Corrupt(format!(
                "game {} names a missing tournament or partner",
                g.id
            )));
        }
        Ok(RecordParts {
            games,
            tournaments,
            partners,
            leaves: self.leaves()?,
            plies: self.stored_plies(&only)?,
            penalties: self.penalties_by_game(&only)?,
            correspondence: self.correspondence_by_game(&only)?,
            variants: self.variants_by_game(&only)?,
            arbiter: self.arbiter_by_game(&only)?,
            notices: self.notices(&only)?,
        })
    }
}
