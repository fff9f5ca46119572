//! The scans of archive items: each a row holding the file's bytes, so a backup or a copy of
//! the diary carries them.

use rusqlite::{OptionalExtension, params};

use super::{Result, Store, StoreError};
use crate::domain::GameId;
use crate::domain::scans::{ItemId, Scan, ScanId, ScanKind};

impl Store {
    /// Keeps `bytes` (of `kind`, checked by `domain::scans::check_scan`) as a scan of the
    /// archive item `item` of `game`; the same file on the same item is kept once. Returns the
    /// scan's row.
    pub fn attach_scan(
        &mut self,
        game: GameId,
        ItemId(item): ItemId,
        name: &str,
        kind: ScanKind,
        bytes: &[u8],
    ) -> Result<ScanId> {
        self.write(|tx| {
            let owner: Option<i64> = tx
                .query_row(
                    "SELECT game_id FROM correspondence WHERE id = ?1",
                    [item],
                    |r| r.get(0),
                )
                .optional()?;
            if owner != Some(game.0) {
                return Err(StoreError::NotFound(format!(
                    "card {item} of game {}",
                    game.0
                )));
            }
            let same: Option<i64> = tx
                .query_row(
                    "SELECT id FROM scans WHERE item_id = ?1 AND bytes = ?2",
                    params![item, bytes],
                    |r| r.get(0),
                )
                .optional()?;
            if let Some(id) = same {
                return Ok(ScanId(id));
            }
            tx.execute(
                "INSERT INTO scans (game_id, item_id, name, kind, bytes) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![game.0, item, name, kind.code(), bytes],
            )?;
            Ok(ScanId(tx.last_insert_rowid()))
        })
    }

    /// A game's scans, without their bytes, in the order they were kept.
    pub fn scans(&self, game: GameId) -> Result<Vec<Scan>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, item_id, name, kind, length(bytes) FROM scans WHERE game_id = ?1 ORDER BY id",
        )?;
        let rows = stmt.query_map([game.0], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, Option<i64>>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, i64>(4)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (id, item, name, kind, size) = row?;
            out.push(Scan {
                id: ScanId(id),
                item: item.map(ItemId),
                name,
                kind: ScanKind::from_code(&kind)
                    .ok_or_else(|| StoreError::Corrupt(format!("scan kind {kind:?}")))?,
                size: size as usize,
            });
        }
        Ok(out)
    }

    /// The bytes of scan `id`.
    pub fn scan_bytes(&self, ScanId(id): ScanId) -> Result<Vec<u8>> {
        self.conn
            .query_row("SELECT bytes FROM scans WHERE id = ?1", [id], |r| r.get(0))
            .optional()?
            .ok_or_else(|| StoreError::NotFound(format!("scan {id}")))
    }

    /// Removes scan `id`, kept on a card by mistake.
    pub fn remove_scan(&mut self, ScanId(id): ScanId) -> Result<()> {
        self.write(
            |tx| match tx.execute("DELETE FROM scans WHERE id = ?1", [id])? {
                0 => Err(StoreError::NotFound(format!("scan {id}"))),
                _ => Ok(()),
            },
        )
    }

    /// The rows of a game's archive items, in the order `correspondence` lists them.
    pub fn correspondence_rows(&self, game: GameId) -> Result<Vec<ItemId>> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT id FROM correspondence WHERE game_id = ?1 ORDER BY id")?;
        let rows = stmt.query_map([game.0], |r| r.get(0).map(ItemId))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}
