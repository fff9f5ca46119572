//! A game's records read whole — its moves, penalties, leave, cards, variants, what passed with
//! the arbiter, my notices — for one game, or for many in one query a table: every game, the
//! games in play, or those that can have something due.

use super::record_parts::Moves;
use super::{Only, RecordParts, Result, Store, StoreError};
use crate::domain::deadlines::GameRecords;
use crate::domain::{GameId, GameStatus, GameSummary};

/// The records of games read together, and the games among them whose moves cannot be read,
/// each with why.
pub type Records = (Vec<GameRecords>, Vec<(GameId, StoreError)>);

impl Store {
    /// Everything the diary knows about one game, as the time rules read it.
    pub fn game_records(&self, id: GameId) -> Result<GameRecords> {
        let game = self.game(id)?;
        let leaves = self
            .leaves()?
            .into_iter()
            .filter(|l| l.stops_in(id))
            .collect();
        Ok(GameRecords {
            id,
            tournament: self.tournament(game.tournament)?,
            partner: self.partner(game.partner)?,
            plies: self.plies(id)?,
            penalties: self.penalties(id)?,
            leaves,
            correspondence: self.correspondence(id)?,
            variants: self.variants(id)?,
            arbiter: self.arbiter(id)?,
            notices: self
                .notices(&Only::game(id))?
                .remove(&id)
                .unwrap_or_default(),
            game,
        })
    }

    /// The records of every game in play or awaiting adjudication; a game whose moves cannot
    /// be read is left out ([`Store::unreadable_games`] names it).
    pub fn active_game_records(&self) -> Result<Vec<GameRecords>> {
        Ok(self.active_records()?.0)
    }

    /// The records of every game in play or awaiting adjudication, and those of them whose
    /// moves cannot be read, with why: read once, for what is due.
    pub fn active_records(&self) -> Result<Records> {
        self.game_records_of(|_, s| s.is_active())
    }

    /// The records of every game that can have something due: in play, awaiting
    /// adjudication, or out of play with something still between me and the arbiter. Found
    /// by their ids first, without the other games' summaries: a career of 20,000 games reads
    /// 99.
    pub fn due_game_records(&self, today: chrono::NaiveDate) -> Result<Records> {
        let mut due = self.arbiter_open(today)?;
        let codes: Vec<String> = GameStatus::ALL
            .into_iter()
            .filter(|s| s.is_active())
            .map(|s| format!("'{}'", s.code()))
            .collect();
        let sql = format!(
            "SELECT id FROM games WHERE status IN ({})",
            codes.join(", ")
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        for id in stmt.query_map([], |r| r.get(0).map(GameId))? {
            due.insert(id?);
        }
        let kept = self.summaries_of(&Only::of(due.iter().map(|id| id.0)))?;
        Ok(collected(self.record_parts(kept, false, Moves::Whole)?))
    }

    /// The parts of the records of those of `games` (the diary's, as just read) that can have
    /// something due, as [`Store::due_game_records`].
    pub fn due_parts_among(
        &self,
        games: &[GameSummary],
        today: chrono::NaiveDate,
    ) -> Result<RecordParts> {
        let open = self.arbiter_open(today)?;
        let keep = |id, status: GameStatus| status.is_active() || open.contains(&id);
        self.parts_among(games, keep, Moves::Digests)
    }

    /// The records of every game, whatever its state, less those whose moves cannot be read.
    pub fn all_game_records(&self) -> Result<Vec<GameRecords>> {
        Ok(self.all_records()?.0)
    }

    /// The records of every game, whatever its state, and those whose moves cannot be read,
    /// with why.
    pub fn all_records(&self) -> Result<Records> {
        self.game_records_of(|_, _| true)
    }

    /// The records of games `ids` (those there are), and those of them whose moves cannot be
    /// read, with why.
    pub fn records_of(&self, ids: &[GameId]) -> Result<Records> {
        let kept = self.summaries_of(&Only::of(ids.iter().map(|id| id.0)))?;
        Ok(collected(self.record_parts(kept, false, Moves::Whole)?))
    }

    /// The records of the games whose status `keep` takes.
    fn game_records_of(&self, keep: impl Fn(GameId, GameStatus) -> bool) -> Result<Records> {
        let games = self.game_summaries()?;
        Ok(collected(self.parts_among(&games, keep, Moves::Whole)?))
    }

    /// The parts of the records of those of `games` (every game of the diary) whose status
    /// `keep` takes.
    fn parts_among(
        &self,
        games: &[GameSummary],
        keep: impl Fn(GameId, GameStatus) -> bool,
        moves: Moves,
    ) -> Result<RecordParts> {
        let kept: Vec<GameSummary> = games
            .iter()
            .filter(|g| keep(g.id, g.game.status()))
            .cloned()
            .collect();
        let every = kept.len() == games.len();
        self.record_parts(kept, every, moves)
    }
}

/// Every record of `parts`, put together, and the games whose moves cannot be read, with why.
fn collected(parts: RecordParts) -> Records {
    let (mut out, mut unreadable) = (Vec::new(), Vec::new());
    for (id, record) in parts.records(0..parts.len()) {
        match record {
            Ok(r) => out.push(r),
            Err(why) => unreadable.push((id, why)),
        }
    }
    (out, unreadable)
}
