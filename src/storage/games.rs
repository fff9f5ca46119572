//! Games and their plies.

use std::collections::HashMap;

use rusqlite::{OptionalExtension, Row, params};

use super::cards::stored_at;
use super::codes::{colour, dates_code, parsed, text, uci};
use super::{Only, Result, Store, StoreError, adding, plies};
use crate::domain::{
    Correction, Delivery, FieldChange, Game, GameId, GameState, GameSummary, Gender, PartnerId,
    PlyField, PlyRecord, PlyState, TournamentId,
};

/// What a re-import adds to a game already in the diary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Extension {
    /// The day the last stored ply arrived, when the file gives it.
    pub last_arrived: Option<chrono::NaiveDate>,
    /// The plies after those stored.
    pub plies: Vec<PlyRecord>,
}

impl Extension {
    /// Carries `plies` (the stored ones) further: the last gets the day it arrived when it had
    /// none, and the new plies follow. Nothing stored is changed otherwise.
    pub fn extend(&self, plies: &mut Vec<PlyRecord>) {
        if let Some(last) = plies.last_mut().filter(|p| p.arrived.is_none()) {
            last.arrived = self.last_arrived;
        }
        plies.extend_from_slice(&self.plies);
    }
}

const GAME_COLUMNS: &str =
    "id, tournament_id, partner_id, my_colour, board, start_date, status, result, undated_plies";

impl Store {
    /// Adds a game.
    pub fn add_game(&mut self, g: &Game) -> Result<GameId> {
        self.add_game_with_plies(g, &[])
    }

    /// Records where a game stands (finished with its result, adjudication, withdrawn).
    pub fn set_game_state(&mut self, id: GameId, state: GameState) -> Result<()> {
        self.write(|tx| {
            let n = tx.execute(
                "UPDATE games SET status = ?2, result = ?3 WHERE id = ?1",
                params![id.0, state.status().code(), state.result().code()],
            )?;
            if n == 0 {
                return Err(StoreError::NotFound(format!("game {}", id.0)));
            }
            Ok(())
        })
    }

    /// Sets a game's start date.
    pub fn set_game_start(&mut self, id: GameId, start: Option<chrono::NaiveDate>) -> Result<()> {
        self.write(|tx| {
            let n = tx.execute(
                "UPDATE games SET start_date = ?2 WHERE id = ?1",
                params![id.0, start],
            )?;
            if n == 0 {
                return Err(StoreError::NotFound(format!("game {}", id.0)));
            }
            Ok(())
        })
    }

    /// Marks each game's first plies — as many as given, at most as many as it has — as played
    /// before the diary kept their dates; gives each game with its mark before and after.
    pub fn set_undated_plies(
        &mut self,
        games: &[(GameId, u32)],
    ) -> Result<Vec<(GameId, u32, u32)>> {
        self.write(|tx| {
            let mut marked = Vec::with_capacity(games.len());
            for &(id, plies) in games {
                let (before, count): (u32, u32) = tx
                    .query_row(
                        "SELECT g.undated_plies, coalesce(gp.count, 0) FROM games g
                         LEFT JOIN game_plies gp ON gp.game_id = g.id WHERE g.id = ?1",
                        [id.0],
                        |r| Ok((r.get(0)?, r.get(1)?)),
                    )
                    .optional()?
                    .ok_or_else(|| StoreError::NotFound(format!("game {}", id.0)))?;
                let after = plies.min(count);
                tx.execute(
                    "UPDATE games SET undated_plies = ?2 WHERE id = ?1",
                    params![id.0, after],
                )?;
                marked.push((id, before, after));
            }
            Ok(marked)
        })
    }

    /// Removes a game that nothing has been recorded in yet — no move, penalty, leave, card,
    /// variant, nor anything kept of them (corrections, withdrawn entries) — as the undo of
    /// adding it; a game with records is refused and kept.
    pub fn remove_new_game(&mut self, id: GameId) -> Result<()> {
        self.write(|tx| {
            let recorded: bool = tx.query_row(
                "SELECT coalesce((SELECT count FROM game_plies WHERE game_id = ?1), 0) > 0
                     OR EXISTS (SELECT 1 FROM penalties WHERE game_id = ?1)
                     OR EXISTS (SELECT 1 FROM leaves WHERE game_id = ?1)
                     OR EXISTS (SELECT 1 FROM correspondence WHERE game_id = ?1)
                     OR EXISTS (SELECT 1 FROM variants WHERE game_id = ?1)
                     OR EXISTS (SELECT 1 FROM corrections WHERE game_id = ?1)
                     OR EXISTS (SELECT 1 FROM withdrawn WHERE game_id = ?1)",
                [id.0],
                |r| r.get(0),
            )?;
            if recorded {
                return Err(StoreError::StillUsed);
            }
            tx.execute("DELETE FROM games WHERE id = ?1", [id.0])?;
            Ok(())
        })
    }

    /// One game.
    pub fn game(&self, id: GameId) -> Result<Game> {
        let mut stmt = self
            .conn
            .prepare_cached(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?1"))?;
        let mut rows = stmt.query([id.0])?;
        match rows.next()? {
            Some(r) => Ok(game(r)?.1),
            None => Err(StoreError::NotFound(format!("game {}", id.0))),
        }
    }

    /// Every game with what the game list shows, by tournament then board.
    pub fn game_summaries(&self) -> Result<Vec<GameSummary>> {
        self.summaries_of(&Only::all())
    }

    /// The games `only` lists with what the game list shows, by tournament (the latest start
    /// first) then board. Sorted here rather than by SQLite, whose sorter took 20 ms of the 40
    /// a career of 20,000 games was read in. Each game's number of moves is read from its index
    /// (schema 23): by the row's key, SQLite read the moves' pages too, 16 MB of a career's 20.
    pub(super) fn summaries_of(&self, only: &Only) -> Result<Vec<GameSummary>> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT g.id, g.tournament_id, g.partner_id, g.my_colour, g.board, g.start_date,
                    g.status, g.result, g.undated_plies,
                    CASE WHEN t.code <> '' THEN t.code ELSE t.name END, p.name,
                    coalesce(gp.count, 0), p.gender
             FROM games g
             JOIN tournaments t ON t.id = g.tournament_id
             JOIN partners p ON p.id = g.partner_id
             LEFT JOIN game_plies gp INDEXED BY game_plies_count ON gp.game_id = g.id
             WHERE {}",
            only.holds("g.id")
        ))?;
        let mut rows = stmt.query([only.param()])?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let (id, game) = game(r)?;
            out.push(GameSummary {
                id,
                game,
                tournament: r.get(9)?,
                partner: r.get(10)?,
                gender: Gender::from_code(text(r, 12)?),
                plies: r.get(11)?,
            });
        }
        let started: HashMap<i64, Option<chrono::NaiveDate>> = self
            .conn
            .prepare_cached("SELECT id, start_date FROM tournaments")?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?;
        out.sort_by_cached_key(|g| {
            let started = started.get(&g.game.tournament.0).copied().flatten();
            let board = g.game.board_key();
            (
                std::cmp::Reverse(started),
                g.game.tournament.0,
                board,
                g.id.0,
            )
        });
        Ok(out)
    }

    /// A game's plies in order, White's first move first.
    pub fn plies(&self, id: GameId) -> Result<Vec<PlyRecord>> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT plies FROM game_plies WHERE game_id = ?1")?;
        let stored: Option<rusqlite::types::Value> =
            stmt.query_row([id.0], |r| r.get(0)).optional()?;
        match stored {
            None => Ok(Vec::new()),
            Some(rusqlite::types::Value::Blob(bytes)) => plies::decode(&bytes),
            Some(_) => Err(not_moves()),
        }
    }

    /// The moves of the games `only` lists as stored, read in one query and not yet decoded
    /// ([`plies::decode`]); `None` for a value that is not moves.
    pub(super) fn stored_plies(
        &self,
        only: &Only,
    ) -> Result<std::collections::HashMap<GameId, Option<Vec<u8>>>> {
        let held = only.holds("game_id");
        let sql = format!("SELECT game_id, plies FROM game_plies WHERE {held}");
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let mut rows = stmt.query([only.param()])?;
        let mut out = std::collections::HashMap::new();
        while let Some(r) = rows.next()? {
            let bytes = r.get_ref(1)?.as_blob().ok().map(<[u8]>::to_vec);
            out.insert(GameId(r.get(0)?), bytes);
        }
        Ok(out)
    }

    /// The games whose stored moves cannot be read, each with the reason: what the records
    /// of all games ([`Store::all_game_records`]) and an export leave out.
    pub fn unreadable_games(&self) -> Result<Vec<(GameId, StoreError)>> {
        let mut out: Vec<_> = self
            .stored_plies(&Only::all())?
            .into_iter()
            .filter_map(|(id, stored)| {
                let bytes = stored.ok_or_else(not_moves);
                bytes.and_then(|b| plies::decode(&b)).err().map(|e| (id, e))
            })
            .collect();
        out.sort_by_key(|(id, _)| id.0);
        Ok(out)
    }

    /// Adds the next ply of a game.
    pub fn append_ply(&mut self, id: GameId, p: &PlyRecord) -> Result<u32> {
        self.write(|tx| {
            change_plies(tx, id, "", |plies| {
                plies.push(p.clone());
                Ok(plies.len() as u32 - 1)
            })
        })
    }

    /// Adds a game with all its plies in one transaction.
    pub fn add_game_with_plies(&mut self, g: &Game, plies: &[PlyRecord]) -> Result<GameId> {
        Ok(self
            .add_games(&[(g.clone(), plies.to_vec())])?
            .into_iter()
            .next()
            .unwrap_or(GameId(0)))
    }

    /// Adds many games with their plies in one transaction, as an import does: all or none.
    pub fn add_games(&mut self, games: &[(Game, Vec<PlyRecord>)]) -> Result<Vec<GameId>> {
        self.write(|tx| {
            let mut ids = Vec::with_capacity(games.len());
            for some in games.chunks(adding::ROWS_A_STATEMENT) {
                ids.extend(adding::insert_games(tx, some)?);
            }
            Ok(ids)
        })
    }

    /// Carries games already in the diary further, in one transaction, as a re-import does:
    /// each gets its new plies at the end, and its last stored ply the day it arrived when the
    /// diary lacked it. Nothing stored is changed otherwise.
    pub fn extend_games(&mut self, updates: &[(GameId, Extension)]) -> Result<()> {
        self.write(|tx| {
            for (id, e) in updates {
                change_plies(tx, *id, "", |plies| {
                    e.extend(plies);
                    Ok(())
                })?;
            }
            Ok(())
        })
    }

    /// Replaces ply `ply` of a game, which must still be `was` as the caller read it (else
    /// [`StoreError::Stale`]). A draft may change freely; a sent ply keeps its move and state
    /// (47.3.10, refused by the diary itself) and a change of its dates is kept as a
    /// correction with `reason`.
    pub fn replace_ply(
        &mut self,
        id: GameId,
        ply: u32,
        (was, now): (&PlyRecord, &PlyRecord),
        reason: &str,
    ) -> Result<()> {
        self.write(|tx| {
            change_plies(tx, id, reason, |plies| {
                let stored = ply_mut(plies, id, ply)?;
                if stored != was {
                    return Err(StoreError::Stale);
                }
                *stored = now.clone();
                Ok(())
            })
        })
    }

    /// The corrections of a game, oldest first: dates changed, and the partner's moves as typed
    /// that were taken back.
    pub fn corrections(&self, id: GameId) -> Result<Vec<Correction>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT ply, was, now, reason, json_extract(now, '$.removed'), json_extract(was, '$.uci')
             FROM corrections WHERE game_id = ?1 ORDER BY id",
        )?;
        // ply, was, now, reason, whether removed, the move removed
        type Kept = (u32, String, String, String, Option<i64>, Option<String>);
        let rows: Vec<Kept> = stmt
            .query_map([id.0], |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                ))
            })?
            .collect::<rusqlite::Result<_>>()?;
        let value = |json: &str, field: PlyField| -> Result<String> {
            let value: Option<String> = self.conn.query_row(
                "SELECT CAST(json_extract(?1, '$.' || ?2) AS TEXT)",
                params![json, field.code()],
                |r| r.get(0),
            )?;
            Ok(value.unwrap_or_default())
        };
        let mut out = Vec::new();
        for (ply, was, now, reason, removed, removed_uci) in rows {
            let removed = match (removed, removed_uci) {
                (Some(_), Some(u)) => Some(uci(&u)?),
                _ => None,
            };
            let mut changes = Vec::new();
            if removed.is_none() {
                for field in PlyField::ALL {
                    let (was, now) = (value(&was, field)?, value(&now, field)?);
                    if was != now {
                        changes.push(FieldChange { field, was, now });
                    }
                }
            }
            out.push(Correction {
                ply,
                removed,
                changes,
                reason,
            });
        }
        Ok(out)
    }

    /// How many corrections of sent plies' dates a game has.
    pub fn correction_count(&self, id: GameId) -> Result<u32> {
        Ok(self.conn.query_row(
            "SELECT count(*) FROM corrections WHERE game_id = ?1",
            [id.0],
            |r| r.get(0),
        )?)
    }

    /// Removes the game's last ply of the `seen` the caller saw (else [`StoreError::Stale`]):
    /// a draft, or the partner's move as I typed it from his card (47.3.10 binds only the
    /// sender), which is kept among the corrections with `reason`. My
    /// sent moves are refused by the diary itself.
    pub fn take_back(&mut self, id: GameId, seen: u32, reason: &str) -> Result<()> {
        self.write(|tx| {
            // The guard has its say on the ply first (47.3.10) and keeps his sent move.
            let gone = change_plies(tx, id, reason, |plies| {
                stored_at(plies, seen)?;
                Ok(plies.pop().map(|p| (plies.len() as u32, p)))
            })?;
            if let Some((ply, _)) = &gone {
                // A move taken back is no longer among those whose dates were not kept: typed
                // again, it is asked for as any other.
                tx.execute(
                    "UPDATE games SET undated_plies = min(undated_plies, ?2) WHERE id = ?1",
                    params![id.0, ply],
                )?;
            }
            if let Some((ply, _)) = gone.filter(|(_, p)| p.state == PlyState::Sent) {
                // His card as I filed it goes with the move; typed again, it is filed again.
                tx.execute(
                    "DELETE FROM correspondence WHERE game_id = ?1 AND ply = ?2 AND direction = 'in'",
                    params![id.0, ply],
                )?;
            }
            Ok(())
        })
    }

    /// Records the day the opponent received ply `ply` (0 = White's first move).
    pub fn set_arrived(
        &mut self,
        id: GameId,
        ply: u32,
        date: Option<chrono::NaiveDate>,
    ) -> Result<()> {
        self.write(|tx| {
            change_plies(tx, id, "", |plies| {
                ply_mut(plies, id, ply)?.arrived = date;
                Ok(())
            })
        })
    }
}

/// A game's moves stored as something other than their value.
pub(super) fn not_moves() -> StoreError {
    StoreError::Corrupt("a game's moves: not a stored value of moves".to_owned())
}

/// Changes a game's plies by `f`, as the guard allows (47.3.10): my sent moves never change
/// nor go, the partner's only until a later ply follows, and a sent ply whose dates change or
/// which goes is kept among the corrections with `reason`.
pub(super) fn change_plies<T>(
    tx: &rusqlite::Connection,
    id: GameId,
    reason: &str,
    f: impl FnOnce(&mut Vec<PlyRecord>) -> Result<T>,
) -> Result<T> {
    let (my_colour, stored): (String, Option<Vec<u8>>) = tx
        .prepare_cached(
            "SELECT g.my_colour, gp.plies FROM games g
             LEFT JOIN game_plies gp ON gp.game_id = g.id WHERE g.id = ?1",
        )?
        .query_row([id.0], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?
        .ok_or_else(|| StoreError::NotFound("the game".to_owned()))?;
    let old = stored.map_or(Ok(Vec::new()), |bytes| plies::decode(&bytes))?;
    let mut new = old.clone();
    let value = f(&mut new)?;
    for altered in plies::guard(colour(&my_colour)?, &old, &new)? {
        insert_correction(tx, id, &altered, reason)?;
    }
    tx.prepare_cached(
        "INSERT INTO game_plies (game_id, count, plies) VALUES (?1, ?2, ?3)
         ON CONFLICT (game_id) DO UPDATE SET count = excluded.count, plies = excluded.plies",
    )?
    .execute(params![id.0, new.len() as u32, plies::encode(&new)])?;
    Ok(value)
}

/// Keeps a sent ply's change as a correction: its fields before and after, as the store wrote
/// them in version 6, or `{"removed":1}` when it went.
fn insert_correction(
    tx: &rusqlite::Connection,
    id: GameId,
    altered: &plies::Altered<'_>,
    reason: &str,
) -> Result<()> {
    let now = match altered.now {
        Some(now) => ply_json(tx, now)?,
        None => r#"{"removed":1}"#.to_owned(),
    };
    tx.prepare_cached(
        "INSERT INTO corrections (game_id, ply, was, now, reason) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![
        id.0,
        altered.ply,
        ply_json(tx, altered.was)?,
        now,
        reason
    ])?;
    Ok(())
}

/// A ply's fields as a JSON object, for its corrections.
fn ply_json(tx: &rusqlite::Connection, p: &PlyRecord) -> Result<String> {
    let (delivery, number) = delivery_code(&p.delivery);
    Ok(tx.query_row(
        "SELECT json_object('uci', ?1, 'written', ?2, 'postmarks', ?3, 'receipt', ?4,
             'delivery', ?5, 'receipt_number', ?6, 'arrived', ?7)",
        params![
            p.uci.to_string(),
            p.sent.written,
            dates_code(&p.sent.postmarks),
            p.sent.receipt,
            delivery,
            number,
            p.arrived
        ],
        |r| r.get(0),
    )?)
}

/// Ply `ply` of a game's plies, or what is not found.
fn ply_mut(plies: &mut [PlyRecord], id: GameId, ply: u32) -> Result<&mut PlyRecord> {
    plies
        .get_mut(ply as usize)
        .ok_or_else(|| StoreError::NotFound(format!("ply {ply} of game {}", id.0)))
}

/// The game of a row whose first columns are [`GAME_COLUMNS`], each read by its place: by
/// name, rusqlite looks for the column among all of the row's, for every row.
fn game(r: &Row<'_>) -> Result<(GameId, Game)> {
    let (status, result) = (text(r, 6)?, text(r, 7)?);
    Ok((
        GameId(r.get(0)?),
        Game {
            tournament: TournamentId(r.get(1)?),
            partner: PartnerId(r.get(2)?),
            my_colour: colour(text(r, 3)?)?,
            board: r.get(4)?,
            start: r.get(5)?,
            state: GameState::new(parsed(status)?, parsed(result)?).ok_or_else(|| {
                StoreError::Corrupt(format!("a game {status} with the result {result}"))
            })?,
            undated_plies: r.get(8)?,
        },
    ))
}

fn delivery_code(d: &Delivery) -> (&'static str, &str) {
    match d {
        Delivery::Ordinary => ("ordinary", ""),
        Delivery::Registered { receipt_number } => ("registered", receipt_number),
        Delivery::Email => ("email", ""),
    }
}

/// Names what is missing when a foreign key fails.
pub(super) fn missing_reference(e: rusqlite::Error, what: &str) -> StoreError {
    // Recognised by SQLite's extended code, not its message.
    if e.sqlite_error()
        .is_some_and(|s| s.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_FOREIGNKEY)
    {
        StoreError::NotFound(what.to_owned())
    } else {
        StoreError::Sqlite(e)
    }
}
