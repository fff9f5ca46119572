//! The cards' photos and scans (47.1.3, 48.1.4): kept with a card of a game's archive, removed
//! when kept by mistake, undone like any record.

use std::sync::Arc;

use super::journal::Entry;
use super::{Diary, DiaryError};
use crate::domain::GameId;
use crate::domain::scans::{ItemId, ScanId, ScanKind};
use crate::scanning::checked_scan;

impl Diary {
    /// Keeps `bytes`, the file `name`, as a scan of the card of archive row `row` of `game`;
    /// the scan's id.
    pub fn attach_scan(
        &mut self,
        game: GameId,
        row: ItemId,
        name: &str,
        bytes: Arc<Vec<u8>>,
    ) -> Result<ScanId, DiaryError> {
        let kind = checked_scan(&bytes).map_err(|error| DiaryError::Scan {
            name: name.to_owned(),
            error,
        })?;
        self.keep_scan(game, row, (name, kind), bytes)
    }

    /// Keeps `bytes`, checked to be a scan of `kind`, for undo too.
    fn keep_scan(
        &mut self,
        game: GameId,
        row: ItemId,
        (name, kind): (&str, ScanKind),
        bytes: Arc<Vec<u8>>,
    ) -> Result<ScanId, DiaryError> {
        let id = self.store.attach_scan(game, row, name, kind, &bytes)?;
        // The scan is in the diary: the journal notes it without a copy of its bytes.
        self.note(Entry::Scan {
            id,
            game,
            row,
            name: name.to_owned(),
            kind,
            bytes: Arc::default(),
        });
        Ok(id)
    }

    /// Keeps the file at `path`, named `name` in the archive, as a scan of item `item` (from 1)
    /// of game `game`'s archive; the scan's id.
    pub fn attach_scan_file(
        &mut self,
        game: GameId,
        item: usize,
        (path, name): (&std::path::Path, &str),
    ) -> Result<ScanId, DiaryError> {
        self.game(game)?;
        let rows = self.store.correspondence_rows(game)?;
        let row = item
            .checked_sub(1)
            .and_then(|i| rows.get(i))
            .copied()
            .ok_or(DiaryError::NoArchiveItem {
                item,
                items: rows.len(),
            })?;
        let (kind, bytes) = crate::scanning::read_scan(path).map_err(|error| DiaryError::Scan {
            name: path.display().to_string(),
            error,
        })?;
        self.keep_scan(game, row, (name, kind), Arc::new(bytes))
    }

    /// Keeps `scans` (name and bytes) with game `game`'s newest card: the one just filed.
    pub fn attach_to_newest_card(
        &mut self,
        game: GameId,
        scans: &[(String, Arc<Vec<u8>>)],
    ) -> Result<(), DiaryError> {
        if scans.is_empty() {
            return Ok(());
        }
        let Some(row) = self.store.correspondence_rows(game)?.last().copied() else {
            return Ok(());
        };
        self.attach_all(game, row, scans)
    }

    /// Keeps each of `scans` with the card of `row`: one that is refused does not keep the
    /// others out; the first refusal is returned.
    pub(super) fn attach_all(
        &mut self,
        game: GameId,
        row: ItemId,
        scans: &[(String, Arc<Vec<u8>>)],
    ) -> Result<(), DiaryError> {
        let mut first = Ok(());
        for (name, bytes) in scans {
            if let Err(e) = self.attach_scan(game, row, name, bytes.clone()) {
                first = first.and(Err(e));
            }
        }
        first
    }

    /// Removes scan `scan`, kept by mistake.
    pub fn remove_scan(&mut self, scan: ScanId) -> Result<(), DiaryError> {
        Ok(self.store.remove_scan(scan)?)
    }
}
