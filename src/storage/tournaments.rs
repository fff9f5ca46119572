//! Tournaments and the parameters their regulations set.

use rusqlite::{OptionalExtension, Row, params};

use super::codes::parsed;
use super::{Field, Result, Store, StoreError};
use crate::domain::{Arbiter, RegisteredMail, TimeControl, Tournament, TournamentId};

const COLUMNS: &str = "id, code, name, mode, start_date, end_date, control_days, control_moves,
    leave_allowance_days, penalty_days, registered_always, arbiter_name, arbiter_address,
    arbiter_email, leave_event_days, engines_allowed, card_diagram";

impl Store {
    /// Removes a tournament no game belongs to yet, as the undo of adding it; one with games
    /// is kept.
    pub fn remove_new_tournament(&mut self, id: TournamentId) -> Result<()> {
        self.remove_unless_played("tournaments", "tournament_id", id.0)
    }

    /// Adds a tournament.
    pub fn add_tournament(&mut self, t: &Tournament) -> Result<TournamentId> {
        validate(t)?;
        self.write(|tx| {
            tx.execute(
                "INSERT INTO tournaments (code, name, mode, start_date, end_date, control_days,
                     control_moves, leave_allowance_days, penalty_days, registered_always,
                     arbiter_name, arbiter_address, arbiter_email, leave_event_days,
                     engines_allowed, card_diagram)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
                params![
                    t.code.trim(),
                    t.name.trim(),
                    t.mode.code(),
                    t.start,
                    t.end,
                    t.control.days,
                    t.control.moves,
                    t.leave_allowance_days,
                    t.penalty_days,
                    t.registered_mail == RegisteredMail::Always,
                    t.arbiter.name,
                    t.arbiter.postal_address,
                    t.arbiter.email,
                    t.leave_event_days,
                    t.engines_allowed,
                    t.card_diagram,
                ],
            )?;
            Ok(TournamentId(tx.last_insert_rowid()))
        })
    }

    /// Replaces a tournament's details.
    pub fn update_tournament(&mut self, id: TournamentId, t: &Tournament) -> Result<()> {
        validate(t)?;
        self.write(|tx| {
            let n = tx.execute(
                "UPDATE tournaments SET code = ?2, name = ?3, mode = ?4, start_date = ?5,
                     end_date = ?6, control_days = ?7, control_moves = ?8,
                     leave_allowance_days = ?9, penalty_days = ?10, registered_always = ?11,
                     arbiter_name = ?12, arbiter_address = ?13, arbiter_email = ?14,
                     leave_event_days = ?15, engines_allowed = ?16, card_diagram = ?17
                 WHERE id = ?1",
                params![
                    id.0,
                    t.code.trim(),
                    t.name.trim(),
                    t.mode.code(),
                    t.start,
                    t.end,
                    t.control.days,
                    t.control.moves,
                    t.leave_allowance_days,
                    t.penalty_days,
                    t.registered_mail == RegisteredMail::Always,
                    t.arbiter.name,
                    t.arbiter.postal_address,
                    t.arbiter.email,
                    t.leave_event_days,
                    t.engines_allowed,
                    t.card_diagram,
                ],
            )?;
            if n == 0 {
                return Err(StoreError::NotFound(format!("tournament {}", id.0)));
            }
            Ok(())
        })
    }

    /// Every tournament, newest start first.
    pub fn tournaments(&self) -> Result<Vec<(TournamentId, Tournament)>> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM tournaments ORDER BY start_date DESC, id"
        ))?;
        let mut rows = stmt.query([])?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            out.push(tournament(r)?);
        }
        Ok(out)
    }

    /// One tournament.
    pub fn tournament(&self, id: TournamentId) -> Result<Tournament> {
        let mut stmt = self
            .conn
            .prepare_cached(&format!("SELECT {COLUMNS} FROM tournaments WHERE id = ?1"))?;
        let mut rows = stmt.query([id.0])?;
        match rows.next()? {
            Some(r) => Ok(tournament(r)?.1),
            None => Err(StoreError::NotFound(format!("tournament {}", id.0))),
        }
    }

    /// Finds a tournament by its code or name, as PGN's Event tag gives it.
    pub fn tournament_named(&self, name: &str) -> Result<Option<TournamentId>> {
        Ok(self
            .conn
            .query_row(
                "SELECT id FROM tournaments WHERE code = ?1 OR name = ?1 ORDER BY id LIMIT 1",
                [name],
                |r| r.get(0),
            )
            .optional()?
            .map(TournamentId))
    }
}

fn validate(t: &Tournament) -> Result<()> {
    let refuse = |field| Err(StoreError::Invalid { field });
    if t.code.trim().is_empty() && t.name.trim().is_empty() {
        return refuse(Field::TournamentName);
    }
    if t.control.days == 0 || t.control.moves == 0 {
        return refuse(Field::TimeControl);
    }
    if let (Some(start), Some(end)) = (t.start, t.end)
        && end < start
    {
        return refuse(Field::TournamentEnd);
    }
    Ok(())
}

fn tournament(r: &Row<'_>) -> Result<(TournamentId, Tournament)> {
    let mode: String = r.get(3)?;
    let registered: bool = r.get(10)?;
    Ok((
        TournamentId(r.get(0)?),
        Tournament {
            code: r.get(1)?,
            name: r.get(2)?,
            mode: parsed(&mode)?,
            start: r.get(4)?,
            end: r.get(5)?,
            control: TimeControl {
                days: r.get(6)?,
                moves: r.get(7)?,
            },
            leave_allowance_days: r.get(8)?,
            leave_event_days: r.get(14)?,
            penalty_days: r.get(9)?,
            registered_mail: if registered {
                RegisteredMail::Always
            } else {
                RegisteredMail::WhenInTimeTrouble
            },
            arbiter: Arbiter {
                name: r.get(11)?,
                postal_address: r.get(12)?,
                email: r.get(13)?,
            },
            engines_allowed: r.get(15)?,
            card_diagram: r.get(16)?,
        },
    ))
}
