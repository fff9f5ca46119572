//! The papers printed from the diary: a row per game on each, so that a card already printed
//! is known before it is printed again.

use rusqlite::params;

use super::{Result, Store};
use crate::domain::GameId;

/// One paper printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrintedPaper<'a> {
    /// The paper's name ("postcard", "postcards-a4"…).
    pub kind: &'a str,
    /// Each game on it with its plies then (none for a report).
    pub games: &'a [(GameId, u32)],
    /// The printer.
    pub printer: &'a str,
    /// The system's ids of its jobs, as one text.
    pub job: &'a str,
    /// When.
    pub at: chrono::NaiveDateTime,
}

impl Store {
    /// Notes a paper printed.
    pub fn add_printed(&mut self, p: &PrintedPaper<'_>) -> Result<()> {
        self.write(|tx| {
            let mut add = tx.prepare_cached(
                "INSERT INTO printed (game_id, kind, plies, printer, job, at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?;
            let none = [(None, 0)];
            let games: Vec<(Option<i64>, u32)> = match p.games.is_empty() {
                true => none.to_vec(),
                false => p.games.iter().map(|(g, n)| (Some(g.0), *n)).collect(),
            };
            for (game, plies) in games {
                add.execute(params![game, p.kind, plies, p.printer, p.job, p.at])?;
            }
            Ok(())
        })
    }

    /// The printer and the time of the last of `kinds` printed for game `game` at `plies`
    /// plies since `since` (the day its card went: the same card), if any was.
    pub fn printed(
        &self,
        (game, plies): (GameId, u32),
        kinds: &[&str],
        since: chrono::NaiveDateTime,
    ) -> Result<Option<(String, chrono::NaiveDateTime)>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT kind, printer, at FROM printed WHERE game_id = ?1 AND plies = ?2 AND at >= ?3
             ORDER BY at DESC, id DESC",
        )?;
        let mut rows = stmt.query(params![game.0, plies, since])?;
        while let Some(r) = rows.next()? {
            let kind: String = r.get(0)?;
            if kinds.contains(&kind.as_str()) {
                return Ok(Some((r.get(1)?, r.get(2)?)));
            }
        }
        Ok(None)
    }
}
