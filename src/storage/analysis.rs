//! My analysis of each game (`analysis`: one row a game, the JSON of its tree), checked as it
//! is read: a tree whose moves cannot be played is a damaged file, not an analysis.

use rusqlite::{OptionalExtension, params};

use super::{Result, Store, StoreError};
use crate::domain::GameId;
use crate::domain::analysis::{Analysis, Written};

impl Store {
    /// The game's analysis; empty when there is none.
    pub fn analysis(&self, game: GameId) -> Result<Analysis> {
        let tree: Option<String> = self
            .conn
            .prepare_cached("SELECT tree FROM analysis WHERE game_id = ?1")?
            .query_row([game.0], |r| r.get(0))
            .optional()?;
        tree.map_or(Ok(Analysis::default()), |t| read_tree(&t))
    }

    /// Replaces the game's analysis `seen` by `after` ([`StoreError::Stale`] when another
    /// program changed it since it was read).
    pub fn set_analysis(&mut self, game: GameId, seen: &Analysis, after: &Analysis) -> Result<()> {
        self.write(|tx| {
            let tree: Option<String> = tx
                .prepare_cached("SELECT tree FROM analysis WHERE game_id = ?1")?
                .query_row([game.0], |r| r.get(0))
                .optional()?;
            let stored = tree.map_or(Ok(Analysis::default()), |t| read_tree(&t))?;
            if stored != *seen {
                return Err(StoreError::Stale);
            }
            if after.is_empty() {
                tx.execute("DELETE FROM analysis WHERE game_id = ?1", [game.0])?;
            } else {
                let json = serde_json::to_string(after)
                    .map_err(|e| StoreError::Corrupt(format!("analysis: {e}")))?;
                tx.execute(
                    "INSERT INTO analysis (game_id, tree) VALUES (?1, ?2)
                     ON CONFLICT (game_id) DO UPDATE SET tree = excluded.tree",
                    params![game.0, json],
                )?;
            }
            Ok(())
        })
    }
}

/// A stored tree, checked.
fn read_tree(json: &str) -> Result<Analysis> {
    let written: Written =
        serde_json::from_str(json).map_err(|e| StoreError::Corrupt(format!("analysis: {e}")))?;
    Analysis::try_from(written).map_err(|e| StoreError::Corrupt(format!("analysis: {e:?}")))
}
