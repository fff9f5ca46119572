//! What passes between the player and the arbiter in a game: whether its result and record went
//! (`games.report`: 'due' from the moment the game left play, set by the file itself, or the
//! day sent), and the arbiter's decisions with the state each found and my protest against it.

use std::collections::HashMap;

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, params};

use super::{Only, Result, Store, StoreError};
use crate::domain::arbiter::{Arbiter, Decision, Protest, Report};
use crate::domain::notices::{FormerAddress, Notice, NoticeKind, Recipient};
use crate::domain::{GameId, GameState, Profile};

impl Store {
    /// What passed between me and the arbiter in one game.
    pub fn arbiter(&self, game: GameId) -> Result<Arbiter> {
        Ok(self
            .arbiter_by_game(&Only::game(game))?
            .remove(&game)
            .unwrap_or_default())
    }

    /// What passed between me and the arbiter in the games `only` lists where anything did.
    pub(super) fn arbiter_by_game(&self, only: &Only) -> Result<HashMap<GameId, Arbiter>> {
        let mut out: HashMap<GameId, Arbiter> = HashMap::new();
        let sql = format!(
            "SELECT id, report FROM games WHERE report IS NOT NULL AND {}",
            only.holds("id")
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let mut rows = stmt.query([only.param()])?;
        while let Some(r) = rows.next()? {
            let id = GameId(r.get(0)?);
            out.entry(id).or_default().report = Some(report(&r.get::<_, String>(1)?)?);
        }
        let sql = format!(
            "SELECT id, game_id, received, ruling, before, protest FROM decisions
             WHERE {} ORDER BY game_id, received, id",
            only.holds("game_id")
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let mut rows = stmt.query([only.param()])?;
        while let Some(r) = rows.next()? {
            let protest: Option<String> = r.get(5)?;
            let decision = Decision {
                received: r.get(2)?,
                ruling: json(&r.get::<_, String>(3)?)?,
                before: json(&r.get::<_, String>(4)?)?,
                protest: protest.as_deref().map(json::<Protest>).transpose()?,
            };
            let id = GameId(r.get(1)?);
            out.entry(id)
                .or_default()
                .decisions
                .push((r.get(0)?, decision));
        }
        Ok(out)
    }

    /// The games out of play with something still between me and the arbiter or a partner on
    /// `today`: a result not sent, a decision still open to protest (not an agreement nor a
    /// final one, received in the last 14 days), a notice not sent, lost access not restored.
    /// Today reads them beside the games in play.
    pub(super) fn arbiter_open(
        &self,
        today: NaiveDate,
    ) -> Result<std::collections::HashSet<GameId>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id FROM games WHERE report = 'due' AND status IN ('finished', 'withdrawn')
             UNION SELECT game_id FROM decisions WHERE protest IS NULL AND received >= ?1
                 AND ruling NOT LIKE '{\"Agreed\"%' AND ruling NOT LIKE '{\"Final\"%'
             UNION SELECT game_id FROM notices WHERE sent IS NULL
             UNION SELECT game_id FROM notices WHERE kind = 'access' AND restored IS NULL",
        )?;
        let since = today - chrono::Duration::days(crate::domain::arbiter::PROTEST_DAYS);
        let ids = stmt.query_map([since], |r| r.get(0).map(GameId))?;
        Ok(ids.collect::<rusqlite::Result<_>>()?)
    }

    /// Sets whether a game's result and record went to the arbiter, and when.
    pub fn set_report(&mut self, game: GameId, report: Option<Report>) -> Result<()> {
        self.write(|tx| {
            let n = tx.execute(
                "UPDATE games SET report = ?2 WHERE id = ?1",
                params![game.0, report.map(report_code)],
            )?;
            found(n, game)
        })
    }

    /// Records the arbiter's decision and sets the game's state to `after`, in one
    /// transaction; returns its row.
    pub fn add_decision(&mut self, game: GameId, d: &Decision, after: GameState) -> Result<i64> {
        self.write(|tx| {
            tx.execute(
                "INSERT INTO decisions (game_id, received, ruling, before, protest)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
                params![
                    game.0,
                    d.received,
                    to_json(&d.ruling)?,
                    to_json(&d.before)?,
                    d.protest.as_ref().map(to_json).transpose()?
                ],
            )?;
            let row = tx.last_insert_rowid();
            let n = tx.execute(
                "UPDATE games SET status = ?2, result = ?3 WHERE id = ?1",
                params![game.0, after.status().code(), after.result().code()],
            )?;
            found(n, game)?;
            Ok(row)
        })
    }

    /// Takes back the decision of row `row` (an undo): the game returns to the state it found.
    pub fn remove_decision(&mut self, row: i64) -> Result<()> {
        self.write(|tx| {
            let Some((game, before)) = tx
                .query_row(
                    "DELETE FROM decisions WHERE id = ?1 RETURNING game_id, before",
                    [row],
                    |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)),
                )
                .optional()?
            else {
                return Err(StoreError::NotFound(format!("decision {row}")));
            };
            let before: GameState = json(&before)?;
            tx.execute(
                "UPDATE games SET status = ?2, result = ?3 WHERE id = ?1",
                params![game, before.status().code(), before.result().code()],
            )?;
            Ok(())
        })
    }

    /// Sets the protest against the decision of row `row`, or takes it back (`None`).
    pub fn set_protest(&mut self, row: i64, protest: Option<&Protest>) -> Result<()> {
        self.write(|tx| {
            let n = tx.execute(
                "UPDATE decisions SET protest = ?2 WHERE id = ?1",
                params![row, protest.map(to_json).transpose()?],
            )?;
            if n == 0 {
                return Err(StoreError::NotFound(format!("decision {row}")));
            }
            Ok(())
        })
    }
}

/// Whether an update found its game.
fn found(n: usize, game: GameId) -> Result<()> {
    match n {
        0 => Err(StoreError::NotFound(format!("game {}", game.0))),
        _ => Ok(()),
    }
}

fn report_code(report: Report) -> String {
    match report {
        Report::Due => "due".to_owned(),
        Report::Sent(day) => day.to_string(),
    }
}

fn report(code: &str) -> Result<Report> {
    match code {
        "due" => Ok(Report::Due),
        day => day
            .parse::<NaiveDate>()
            .map(Report::Sent)
            .map_err(|_| StoreError::Corrupt(format!("a game's report: «{day}»"))),
    }
}

fn to_json<T: serde::Serialize>(value: &T) -> Result<String> {
    serde_json::to_string(value).map_err(|e| StoreError::Corrupt(e.to_string()))
}

fn json<T: serde::de::DeserializeOwned>(text: &str) -> Result<T> {
    serde_json::from_str(text)
        .map_err(|e| StoreError::Corrupt(format!("an arbiter's decision: {e}")))
}

impl Store {
    /// My notices listed under the games `only` lists.
    pub(super) fn notices(&self, only: &Only) -> Result<HashMap<GameId, Vec<Notice>>> {
        let sql = format!(
            "SELECT id, game_id, kind, recipient, day, sent, restored FROM notices
             WHERE {} ORDER BY game_id, day, id",
            only.holds("game_id")
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let mut rows = stmt.query([only.param()])?;
        let mut out: HashMap<GameId, Vec<Notice>> = HashMap::new();
        while let Some(r) = rows.next()? {
            let notice = Notice {
                row: r.get(0)?,
                kind: notice_kind(&r.get::<_, String>(2)?)?,
                to: match r.get::<_, String>(3)?.as_str() {
                    "partner" => Recipient::Partner,
                    _ => Recipient::Arbiter,
                },
                day: r.get(4)?,
                sent: r.get(5)?,
                restored: r.get(6)?,
            };
            out.entry(GameId(r.get(1)?)).or_default().push(notice);
        }
        Ok(out)
    }

    /// Records one notice of `kind` dated `day` to each recipient, and my former address when
    /// my address changes, in one transaction; returns the notices' rows and the former
    /// address's.
    pub fn add_notices(
        &mut self,
        (kind, day): (NoticeKind, NaiveDate),
        to: &[(GameId, Recipient)],
        change: Option<(&Profile, &FormerAddress)>,
    ) -> Result<(Vec<i64>, Option<i64>)> {
        self.write(|tx| {
            let mut rows = Vec::new();
            let mut insert = tx.prepare_cached(
                "INSERT INTO notices (game_id, kind, recipient, day) VALUES (?1, ?2, ?3, ?4)",
            )?;
            for (game, recipient) in to {
                let recipient = match recipient {
                    Recipient::Partner => "partner",
                    Recipient::Arbiter => "arbiter",
                };
                insert.execute(params![game.0, kind.code(), recipient, day])?;
                rows.push(tx.last_insert_rowid());
            }
            let Some((after, former)) = change else {
                return Ok((rows, None));
            };
            tx.execute(
                "INSERT INTO former_addresses (until, postal_address, email) VALUES (?1, ?2, ?3)",
                params![former.until, former.postal_address, former.email],
            )?;
            let former_row = tx.last_insert_rowid();
            tx.execute(
                "UPDATE profile SET postal_address = ?1, email = ?2 WHERE id = 1",
                params![after.postal_address, after.email],
            )?;
            Ok((rows, Some(former_row)))
        })
    }

    /// Takes back notices (an undo), and the former address with my profile as it was.
    pub fn remove_notices(&mut self, rows: &[i64], former: Option<(i64, &Profile)>) -> Result<()> {
        self.write(|tx| {
            let mut delete = tx.prepare_cached("DELETE FROM notices WHERE id = ?1")?;
            for row in rows {
                delete.execute([row])?;
            }
            if let Some((row, before)) = former {
                tx.execute("DELETE FROM former_addresses WHERE id = ?1", [row])?;
                tx.execute(
                    "UPDATE profile SET postal_address = ?1, email = ?2 WHERE id = 1",
                    params![before.postal_address, before.email],
                )?;
            }
            Ok(())
        })
    }

    /// Marks the notices of `rows` sent on `sent`, or not sent (`None`).
    pub fn set_notices_sent(&mut self, rows: &[i64], sent: Option<NaiveDate>) -> Result<()> {
        self.write(|tx| {
            let mut update = tx.prepare_cached("UPDATE notices SET sent = ?2 WHERE id = ?1")?;
            for row in rows {
                if update.execute(params![row, sent])? == 0 {
                    return Err(StoreError::NotFound(format!("notice {row}")));
                }
            }
            Ok(())
        })
    }

    /// The notices of lost access not restored, dated `until` or before, by their rows.
    pub fn lost_access(&self, until: NaiveDate) -> Result<Vec<i64>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id FROM notices WHERE kind = 'access' AND restored IS NULL AND day <= ?1",
        )?;
        let rows = stmt.query_map([until], |r| r.get(0))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Marks lost access restored on `day` (`None`: not restored) in the notices of `rows`.
    pub fn set_restored(&mut self, rows: &[i64], day: Option<NaiveDate>) -> Result<()> {
        self.write(|tx| {
            let mut update = tx.prepare_cached("UPDATE notices SET restored = ?2 WHERE id = ?1")?;
            for row in rows {
                update.execute(params![row, day])?;
            }
            Ok(())
        })
    }

    /// My former addresses, each with its last day.
    pub fn former_addresses(&self) -> Result<Vec<FormerAddress>> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT until, postal_address, email FROM former_addresses")?;
        let rows = stmt.query_map([], |r| {
            Ok(FormerAddress {
                until: r.get(0)?,
                postal_address: r.get(1)?,
                email: r.get(2)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

fn notice_kind(code: &str) -> Result<NoticeKind> {
    NoticeKind::ALL
        .into_iter()
        .find(|k| k.code() == code)
        .ok_or_else(|| StoreError::Corrupt(format!("a notice of kind «{code}»")))
}
