//! What the records of games read together are made of: each table read in one query, and a
//! game's record put together — its moves decoded — only when it is taken. The games can then
//! be gone through one at a time, by several threads at once, each record let go before the
//! next is made (Today's overview: 20,000 games in play decoded at once took 140 MB); the
//! parts stay until the whole read is let go.
//!
//! Read for what is due ([`Moves::Digests`]), a game in play whose moves' digest the diary kept
//! under its rules now (`digests.rs`) comes with that digest and its other records, its moves
//! and its partner not read at all; the others come whole, and their digests worked out can be
//! kept ([`RecordParts::to_keep`], [`Store::keep_digests`]).

use std::collections::HashMap;
use std::ops::Range;

use super::{Only, Result, Store, StoreError, digests, plies};
use crate::domain::arbiter::Arbiter;
use crate::domain::deadlines::{GameDue, GameRecords, MovesDigest};
use crate::domain::notices::Notice;
use crate::domain::schedule::TimeRules;
use crate::domain::variant::ProposedVariant;
use crate::domain::{
    CorrespondenceItem, GameId, GameSummary, Leave, Partner, PartnerId, Penalty, Tournament,
    TournamentId,
};

/// How the games' moves are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Moves {
    /// Every game's moves.
    Whole,
    /// The digest the diary kept of a game in play's moves, where it is one for the game's
    /// rules now; the moves of the others.
    Digests,
}

/// The records of some games, read and not yet put together. Made only by the store, which
/// checked that each game's tournament, and the partner of each game read whole, are among
/// them.
pub struct RecordParts {
    games: Vec<GameSummary>,
    tournaments: HashMap<TournamentId, Tournament>,
    partners: HashMap<PartnerId, Partner>,
    leaves: Vec<Leave>,
    /// Each game's moves as stored, of the games read whole; `None` for a value that is not
    /// moves.
    plies: HashMap<GameId, Option<Vec<u8>>>,
    /// The digests kept of the other games' moves, with each game's leave.
    digests: HashMap<GameId, (MovesDigest, Vec<Leave>)>,
    penalties: HashMap<GameId, Vec<Penalty>>,
    correspondence: HashMap<GameId, Vec<CorrespondenceItem>>,
    variants: HashMap<GameId, Vec<ProposedVariant>>,
    arbiter: HashMap<GameId, Arbiter>,
    notices: HashMap<GameId, Vec<Notice>>,
    /// Nothing passed with the arbiter: a game's without a row of it.
    no_arbiter: Arbiter,
}

/// A game's record as what is due in it reads it.
pub enum DueRecord<'a> {
    /// The digest the diary kept of its moves, with its other records.
    Kept(GameDue<'a>),
    /// Its whole records: a game out of play, or one whose digest was not kept for its rules
    /// now.
    Whole(Box<GameRecords>),
}

/// A digest worked out for a game whose diary kept none for its rules: kept by
/// [`Store::keep_digests`] if the game's moves are still those it was worked out from.
#[derive(Debug)]
pub struct DigestToKeep {
    pub(super) game: GameId,
    pub(super) moves: Vec<u8>,
    pub(super) value: Vec<u8>,
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

    /// How many of the games come with their whole records, not a digest kept.
    pub fn whole(&self) -> usize {
        self.games.len() - self.digests.len()
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

    /// The games `which` as what is due reads them: with the digest kept of their moves, or
    /// whole, as [`RecordParts::records`] gives them.
    pub fn due_records(
        &self,
        which: Range<usize>,
    ) -> impl Iterator<Item = (GameId, Result<DueRecord<'_>>)> + '_ {
        let games = self.games.get(which).unwrap_or_default();
        games.iter().map(|g| {
            let record = match self.digests.get(&g.id) {
                Some((moves, leaves)) => Ok(DueRecord::Kept(GameDue {
                    id: g.id,
                    game: &g.game,
                    tournament: &self.tournaments[&g.game.tournament],
                    penalties: listed(&self.penalties, g.id),
                    leaves,
                    correspondence: listed(&self.correspondence, g.id),
                    arbiter: self.arbiter.get(&g.id).unwrap_or(&self.no_arbiter),
                    notices: listed(&self.notices, g.id),
                    moves,
                })),
                None => self.record(g).map(|r| DueRecord::Whole(Box::new(r))),
            };
            (g.id, record)
        })
    }

    /// The digest `moves` of game `r`, one of these games read whole, to keep under the key of
    /// its rules; none for a game whose moves were not read.
    pub fn to_keep(&self, r: &GameRecords, moves: &MovesDigest) -> Option<DigestToKeep> {
        let stored = self.plies.get(&r.id)?.as_ref()?;
        Some(DigestToKeep {
            game: r.id,
            moves: stored.clone(),
            value: digests::encode(MovesDigest::key(&r.time().rules), moves),
        })
    }

    /// The record of game `g`, one of these games read whole.
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
            leaves: leaves_in(&self.leaves, id),
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

/// Game `id`'s entries of `by_game`.
fn listed<T>(by_game: &HashMap<GameId, Vec<T>>, id: GameId) -> &[T] {
    by_game.get(&id).map_or(&[], Vec::as_slice)
}

/// The leave of `leaves` that stops a clock of game `id`.
fn leaves_in(leaves: &[Leave], id: GameId) -> Vec<Leave> {
    leaves.iter().filter(|l| l.stops_in(id)).cloned().collect()
}

impl Store {
    /// The parts of the records of the games `kept` (`every` game of the diary, or not), their
    /// moves read as `moves` says. Tournaments and leave are read once for all games, and the
    /// partners, moves and events of the games kept, in one query each: a career of 20,000
    /// games with 99 in play reads 99 games' moves for Today. A game that names a tournament
    /// the diary lacks is an error.
    pub(super) fn record_parts(
        &self,
        games: Vec<GameSummary>,
        every: bool,
        moves: Moves,
    ) -> Result<RecordParts> {
        let only = match every {
            true => Only::all(),
            false => Only::of(games.iter().map(|g| g.id.0)),
        };
        let tournaments: HashMap<_, _> = self.tournaments()?.into_iter().collect();
        if let Some(g) = games
            .iter()
            .find(|g| !tournaments.contains_key(&g.game.tournament))
        {
            return Err(StoreError::Corrupt(format!(
                "game {} names a missing tournament",
                g.id
            )));
        }
        let mut parts = RecordParts {
            tournaments,
            partners: HashMap::new(),
            leaves: self.leaves()?,
            plies: HashMap::new(),
            digests: HashMap::new(),
            penalties: self.penalties_by_game(&only)?,
            correspondence: self.correspondence_by_game(&only)?,
            variants: self.variants_by_game(&only)?,
            arbiter: self.arbiter_by_game(&only)?,
            notices: self.notices(&only)?,
            no_arbiter: Arbiter::default(),
            games,
        };
        if moves == Moves::Digests {
            parts.digests = self.kept_digests(&parts, &only)?;
        }
        let whole: Vec<&GameSummary> = (parts.games.iter())
            .filter(|g| !parts.digests.contains_key(&g.id))
            .collect();
        let (only, partners_only) = match (every, whole.len() == parts.games.len()) {
            (true, true) => (Only::all(), Only::all()),
            _ => (
                Only::of(whole.iter().map(|g| g.id.0)),
                Only::of(whole.iter().map(|g| g.game.partner.0)),
            ),
        };
        if !whole.is_empty() {
            parts.plies = self.stored_plies(&only)?;
            parts.partners = self.partners_of(&partners_only)?;
        }
        let unknown = whole
            .iter()
            .find(|g| !parts.partners.contains_key(&g.game.partner));
        if let Some(g) = unknown {
            return Err(StoreError::Corrupt(format!(
                "game {} names a missing partner",
                g.id
            )));
        }
        Ok(parts)
    }

    /// The digests kept of the moves of `parts`' games in play, `only` those, that were kept
    /// under each game's rules now, with the game's leave.
    fn kept_digests(
        &self,
        parts: &RecordParts,
        only: &Only,
    ) -> Result<HashMap<GameId, (MovesDigest, Vec<Leave>)>> {
        let mut stored = self.stored_digests(only)?;
        let mut kept = HashMap::new();
        for g in parts.games.iter().filter(|g| g.game.status().is_active()) {
            let Some(stored) = stored.remove(&g.id) else {
                continue;
            };
            let leaves = leaves_in(&parts.leaves, g.id);
            let rules = TimeRules::of(
                g.id,
                &g.game,
                &parts.tournaments[&g.game.tournament],
                listed(&parts.penalties, g.id),
                &leaves,
            );
            if let Some(moves) = digests::decode(&stored, MovesDigest::key(&rules)) {
                kept.insert(g.id, (moves, leaves));
            }
        }
        Ok(kept)
    }
}
