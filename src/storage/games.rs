//! Games and their plies.

use rusqlite::{OptionalExtension, Row, params};
use shakmaty::Color;

use super::codes::{self, colour, colour_code, dates, dates_code, parsed, state_code, uci};
use super::events::{insert_correspondence, insert_variant};
use super::{Result, Store, StoreError};
use crate::domain::variant::{ProposedVariant, Variant};
use crate::domain::{
    Correction, CorrespondenceItem, Delivery, Game, GameId, GameResult, GameStatus, PartnerId,
    PlyRecord, PlyState, SendEvidence, TournamentId,
};

/// What the game list shows of a game without loading its plies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSummary {
    /// The game.
    pub id: GameId,
    /// Its data.
    pub game: Game,
    /// The tournament's code, or its name when it has no code.
    pub tournament: String,
    /// The partner's name.
    pub partner: String,
    /// Half-moves recorded.
    pub plies: u32,
}

impl GameSummary {
    /// The number of moves made in the game (a move is White's half-move and Black's reply).
    pub fn moves_played(&self) -> u32 {
        self.plies.div_ceil(2)
    }
}

/// What a re-import adds to a game already in the diary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Extension {
    /// The day the last stored ply arrived, when the file gives it.
    pub last_arrived: Option<chrono::NaiveDate>,
    /// The plies after those stored.
    pub plies: Vec<PlyRecord>,
}

const GAME_COLUMNS: &str =
    "id, tournament_id, partner_id, my_colour, board, start_date, status, result";

impl Store {
    /// Adds a game.
    pub fn add_game(&mut self, g: &Game) -> Result<GameId> {
        self.write(|tx| insert_game(tx, g))
    }

    /// Records a game's status and result (finished, adjudication, withdrawn).
    pub fn set_game_status(
        &mut self,
        id: GameId,
        status: GameStatus,
        result: GameResult,
    ) -> Result<()> {
        self.write(|tx| {
            let n = tx.execute(
                "UPDATE games SET status = ?2, result = ?3 WHERE id = ?1",
                params![id.0, status.code(), result.code()],
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
        let mut stmt = self.conn.prepare_cached(
            "SELECT g.id, g.tournament_id, g.partner_id, g.my_colour, g.board, g.start_date,
                    g.status, g.result,
                    CASE WHEN t.code <> '' THEN t.code ELSE t.name END, p.name,
                    (SELECT count(*) FROM plies WHERE game_id = g.id)
             FROM games g
             JOIN tournaments t ON t.id = g.tournament_id
             JOIN partners p ON p.id = g.partner_id
             ORDER BY t.start_date DESC, t.id, g.board, g.id",
        )?;
        let mut rows = stmt.query([])?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let (id, game) = game(r)?;
            out.push(GameSummary {
                id,
                game,
                tournament: r.get(8)?,
                partner: r.get(9)?,
                plies: r.get(10)?,
            });
        }
        Ok(out)
    }

    /// A game's plies in order, White's first move first.
    pub fn plies(&self, id: GameId) -> Result<Vec<PlyRecord>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT uci, written_date, postmarks, receipt_date, delivery, receipt_number,
                    arrived, state
             FROM plies WHERE game_id = ?1 ORDER BY ply",
        )?;
        let mut rows = stmt.query([id.0])?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            out.push(ply(r)?);
        }
        Ok(out)
    }

    /// Every game's plies in order, read in one query.
    pub(super) fn all_plies(&self) -> Result<std::collections::HashMap<GameId, Vec<PlyRecord>>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT uci, written_date, postmarks, receipt_date, delivery, receipt_number,
                    arrived, state, game_id
             FROM plies ORDER BY game_id, ply",
        )?;
        let mut rows = stmt.query([])?;
        let mut out: std::collections::HashMap<GameId, Vec<PlyRecord>> = Default::default();
        while let Some(r) = rows.next()? {
            out.entry(GameId(r.get(8)?)).or_default().push(ply(r)?);
        }
        Ok(out)
    }

    /// Adds the next ply of a game.
    pub fn append_ply(&mut self, id: GameId, p: &PlyRecord) -> Result<u32> {
        self.write(|tx| {
            let next = ply_count(tx, id)?;
            insert_ply(tx, id, next, p)?;
            Ok(next)
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
            for (g, plies) in games {
                let id = insert_game(tx, g)?;
                for (i, p) in plies.iter().enumerate() {
                    insert_ply(tx, id, i as u32, p)?;
                }
                ids.push(id);
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
                let next = ply_count(tx, *id)?;
                if let (Some(day), Some(last)) = (e.last_arrived, next.checked_sub(1)) {
                    tx.execute(
                        "UPDATE plies SET arrived = ?3
                         WHERE game_id = ?1 AND ply = ?2 AND arrived IS NULL",
                        params![id.0, last, day],
                    )?;
                }
                for (ply, p) in (next..).zip(&e.plies) {
                    insert_ply(tx, *id, ply, p)?;
                }
            }
            Ok(())
        })
    }

    /// Replaces ply `ply` of a game. A draft may change freely; a sent ply keeps its move and
    /// state (47.3.10, refused by the diary itself) and a change of its dates is kept as a
    /// correction with `reason`.
    pub fn replace_ply(&mut self, id: GameId, ply: u32, p: &PlyRecord, reason: &str) -> Result<()> {
        self.write(|tx| {
            // The reason belongs to the correction this change makes, if it makes one.
            let before: i64 =
                tx.query_row("SELECT coalesce(max(id), 0) FROM corrections", [], |r| {
                    r.get(0)
                })?;
            let n = tx.execute(
                "UPDATE plies SET uci = ?3, written_date = ?4, postmarks = ?5, receipt_date = ?6,
                     delivery = ?7, receipt_number = ?8, arrived = ?9, state = ?10
                 WHERE game_id = ?1 AND ply = ?2",
                ply_row(id, ply, p),
            )?;
            if n == 0 {
                return Err(StoreError::NotFound(format!("ply {ply} of game {}", id.0)));
            }
            tx.execute(
                "UPDATE corrections SET reason = ?3 WHERE game_id = ?1 AND ply = ?2 AND id > ?4",
                params![id.0, ply, reason, before],
            )?;
            Ok(())
        })
    }

    /// The corrections of a game, oldest first: dates changed, and the partner's moves as typed
    /// that were taken back.
    pub fn corrections(&self, id: GameId) -> Result<Vec<Correction>> {
        const FIELDS: [&str; 6] = [
            "written",
            "postmarks",
            "receipt",
            "delivery",
            "receipt_number",
            "arrived",
        ];
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
        let field = |json: &str, name: &str| -> Result<String> {
            let value: Option<String> = self.conn.query_row(
                "SELECT CAST(json_extract(?1, '$.' || ?2) AS TEXT)",
                params![json, name],
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
                for name in FIELDS {
                    let (old, new) = (field(&was, name)?, field(&now, name)?);
                    if old != new {
                        changes.push((name, old, new));
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

    /// Records what the partner's card brings — the accepted variant moves and his own move —
    /// with the day he says he received my last move, and files the card, all at once.
    pub fn record_received(
        &mut self,
        id: GameId,
        plies: &[PlyRecord],
        my_last_arrived: Option<chrono::NaiveDate>,
        item: &CorrespondenceItem,
    ) -> Result<u32> {
        self.write(|tx| {
            let first = ply_count(tx, id)?;
            if let (Some(date), Some(mine)) = (my_last_arrived, first.checked_sub(1)) {
                tx.execute(
                    "UPDATE plies SET arrived = ?3 WHERE game_id = ?1 AND ply = ?2",
                    params![id.0, mine, date],
                )?;
            }
            for (i, p) in plies.iter().enumerate() {
                insert_ply(tx, id, first + i as u32, p)?;
            }
            let last = first + (plies.len() as u32).saturating_sub(1);
            insert_correspondence(
                tx,
                &CorrespondenceItem {
                    ply: Some(last),
                    ..item.clone()
                },
            )?;
            Ok(last)
        })
    }

    /// Records my move as sent, with the variant proposed with it (47.3.8) and the card or
    /// e-mail that carries them.
    pub fn record_sent(
        &mut self,
        id: GameId,
        mine: &PlyRecord,
        variant: Option<&Variant>,
        item: &CorrespondenceItem,
    ) -> Result<u32> {
        self.write(|tx| {
            let next = ply_count(tx, id)?;
            insert_ply(tx, id, next, mine)?;
            if let Some(v) = variant {
                let proposed = ProposedVariant {
                    first_ply: next,
                    variant: v.clone(),
                    state: PlyState::Sent,
                    sent: mine.sent.written,
                };
                insert_variant(tx, id, &proposed)?;
            }
            insert_correspondence(
                tx,
                &CorrespondenceItem {
                    ply: Some(next),
                    ..item.clone()
                },
            )?;
            Ok(next)
        })
    }

    /// Removes the game's last ply: a draft, or the partner's move as I typed it from his card
    /// (47.3.10 binds only the sender), which is kept among the corrections with `reason`. My
    /// sent moves are refused by the diary itself.
    pub fn take_back(&mut self, id: GameId, reason: &str) -> Result<()> {
        self.write(|tx| {
            // The ply goes first, so that the diary's own guard (47.3.10) has its say.
            let gone = tx
                .query_row(
                    "DELETE FROM plies WHERE game_id = ?1
                         AND ply = (SELECT max(ply) FROM plies WHERE game_id = ?1)
                     RETURNING ply, json_object('uci', uci, 'written', written_date,
                         'postmarks', postmarks, 'receipt', receipt_date, 'delivery', delivery,
                         'receipt_number', receipt_number, 'arrived', arrived), state",
                    [id.0],
                    |r| {
                        Ok((
                            r.get::<_, u32>(0)?,
                            r.get::<_, String>(1)?,
                            r.get::<_, String>(2)?,
                        ))
                    },
                )
                .optional()?;
            if let Some((ply, was, _)) = gone.filter(|(_, _, state)| state == state_code(PlyState::Sent)) {
                tx.execute(
                    "INSERT INTO corrections (game_id, ply, was, now, reason)
                     VALUES (?1, ?2, ?3, json_object('removed', 1), ?4)",
                    params![id.0, ply, was, reason],
                )?;
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
            let n = tx.execute(
                "UPDATE plies SET arrived = ?3 WHERE game_id = ?1 AND ply = ?2",
                params![id.0, ply, date],
            )?;
            if n == 0 {
                return Err(StoreError::NotFound(format!("ply {ply} of game {}", id.0)));
            }
            Ok(())
        })
    }

    /// The game whose tournament, partner and colour match, if the diary has one.
    pub fn find_game(
        &self,
        tournament: TournamentId,
        partner: PartnerId,
        my_colour: Color,
    ) -> Result<Option<GameId>> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT id FROM games WHERE tournament_id = ?1 AND partner_id = ?2
                     AND my_colour = ?3 ORDER BY id LIMIT 1",
            )?
            .query_row(
                params![tournament.0, partner.0, colour_code(my_colour)],
                |r| r.get(0),
            )
            .optional()?
            .map(GameId))
    }
}

fn ply_count(tx: &rusqlite::Transaction<'_>, id: GameId) -> Result<u32> {
    Ok(tx.query_row(
        "SELECT count(*) FROM plies WHERE game_id = ?1",
        [id.0],
        |r| r.get(0),
    )?)
}

fn insert_game(tx: &rusqlite::Transaction<'_>, g: &Game) -> Result<GameId> {
    tx.prepare_cached(
        "INSERT INTO games (tournament_id, partner_id, my_colour, board, start_date, status, result)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?
    .execute(params![
            g.tournament.0,
            g.partner.0,
            colour_code(g.my_colour),
            g.board.trim(),
            g.start,
            g.status.code(),
            g.result.code()
        ])
    .map_err(|e| missing_reference(e, "the game's tournament or partner"))?;
    Ok(GameId(tx.last_insert_rowid()))
}

fn insert_ply(tx: &rusqlite::Transaction<'_>, id: GameId, ply: u32, p: &PlyRecord) -> Result<()> {
    tx.prepare_cached(
        "INSERT INTO plies (game_id, ply, uci, written_date, postmarks, receipt_date,
             delivery, receipt_number, arrived, state)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
    )?
    .execute(ply_row(id, ply, p))
    .map_err(|e| missing_reference(e, "the game"))?;
    Ok(())
}

/// A ply's columns in table order, for both the insert and the update of a ply.
fn ply_row(id: GameId, ply: u32, p: &PlyRecord) -> impl rusqlite::Params + '_ {
    let (delivery, receipt_number) = delivery_code(&p.delivery);
    (
        id.0,
        ply,
        p.uci.to_string(),
        p.sent.written,
        dates_code(&p.sent.postmarks),
        p.sent.receipt,
        delivery,
        receipt_number,
        p.arrived,
        state_code(p.state),
    )
}

fn game(r: &Row<'_>) -> Result<(GameId, Game)> {
    let my_colour: String = r.get(3)?;
    let status: String = r.get(6)?;
    let result: String = r.get(7)?;
    Ok((
        GameId(r.get(0)?),
        Game {
            tournament: TournamentId(r.get(1)?),
            partner: PartnerId(r.get(2)?),
            my_colour: colour(&my_colour)?,
            board: r.get(4)?,
            start: r.get(5)?,
            status: parsed(&status)?,
            result: parsed(&result)?,
        },
    ))
}

fn ply(r: &Row<'_>) -> Result<PlyRecord> {
    let mv: String = r.get(0)?;
    let postmarks: String = r.get(2)?;
    let delivery: String = r.get(4)?;
    let receipt_number: String = r.get(5)?;
    let state: String = r.get(7)?;
    Ok(PlyRecord {
        uci: uci(&mv)?,
        sent: SendEvidence {
            written: r.get(1)?,
            postmarks: dates(&postmarks)?,
            receipt: r.get(3)?,
        },
        arrived: r.get(6)?,
        delivery: match delivery.as_str() {
            "ordinary" => Delivery::Ordinary,
            "registered" => Delivery::Registered { receipt_number },
            "email" => Delivery::Email,
            other => return Err(StoreError::Corrupt(format!("delivery {other:?}"))),
        },
        state: codes::state(&state, "ply")?,
    })
}

fn delivery_code(d: &Delivery) -> (&'static str, &str) {
    match d {
        Delivery::Ordinary => ("ordinary", ""),
        Delivery::Registered { receipt_number } => ("registered", receipt_number),
        Delivery::Email => ("email", ""),
    }
}

/// Names what is missing when a foreign key fails.
fn missing_reference(e: rusqlite::Error, what: &str) -> StoreError {
    // Recognised by SQLite's extended code, not its message.
    if e.sqlite_error()
        .is_some_and(|s| s.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_FOREIGNKEY)
    {
        StoreError::NotFound(what.to_owned())
    } else {
        StoreError::Sqlite(e)
    }
}
