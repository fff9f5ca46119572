//! The cards' photos and scans (47.1.3, 48.1.4): attached from a file, dropped on an archive
//! item or on the Receive form, opened full size in the system viewer.

use std::sync::Arc;

use super::*;
use crate::domain::scans::check_scan;
use crate::ui::card_scans::PendingScan;

impl DiaryApp {
    /// Keeps the file at `path` as a scan of the archive item of `row`.
    pub(super) fn attach_scan(&mut self, row: i64, path: &std::path::Path) -> Result<(), String> {
        let shown = path.display().to_string();
        let bytes = std::fs::read(path).map_err(|e| format!("{shown}: {e}"))?;
        let name = path
            .file_name()
            .map_or(shown, |n| n.to_string_lossy().into_owned());
        self.keep_scan(row, &name, &bytes)
    }

    fn keep_scan(&mut self, row: i64, name: &str, bytes: &[u8]) -> Result<(), String> {
        let lang = self.settings.language;
        let Some(game) = self.view.game.as_ref().map(GameView::id) else {
            return Err(Text::ChooseGame.get(lang).to_owned());
        };
        let kind = check_scan(bytes).map_err(|e| format!("{name}: {}", e.told(lang)))?;
        self.session
            .store
            .attach_scan(game, row, name, kind, bytes)
            .map_err(|e| save_failed(&e, lang))?;
        self.reload();
        self.inform(&format!("{} {name}", Text::ScanKept.get(lang)));
        Ok(())
    }

    /// Keeps the scans dropped on the Receive form with the card just filed.
    pub(super) fn keep_scans_with_newest_card(&mut self, scans: &[PendingScan]) {
        let Some(row) = self
            .view
            .game
            .as_ref()
            .and_then(|g| g.cards.rows.last().copied())
        else {
            return;
        };
        for s in scans {
            if let Err(message) = self.keep_scan(row, &s.name, &s.bytes) {
                self.fail(message);
            }
        }
    }

    /// Files dropped on the window: onto the Receive form they wait for its card; onto the
    /// records, they go to the archive item under the pointer, else the newest.
    pub(super) fn take_dropped(&mut self, files: Vec<egui::DroppedFileHandle>) {
        let lang = self.settings.language;
        for f in files {
            let path = f.path();
            let name = path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
            let bytes = match f.bytes() {
                Ok(b) => b,
                Err(e) => return self.fail(format!("{}: {e}", path.display())),
            };
            let Some(g) = &mut self.view.game else {
                return self.fail(Text::ChooseGame.get(lang).to_owned());
            };
            match &mut g.panel {
                MovePanel::Receive(form) => match check_scan(&bytes) {
                    Ok(_) => form.scans.push(PendingScan {
                        name,
                        bytes: Arc::new(bytes),
                    }),
                    Err(e) => return self.fail(format!("{name}: {}", e.told(lang))),
                },
                MovePanel::Records(_) => {
                    let Some(row) = g.cards.hovered.or(g.cards.rows.last().copied()) else {
                        return self.fail(crate::messages::Said::ArchiveEmpty.told(lang));
                    };
                    if let Err(message) = self.keep_scan(row, &name, &bytes) {
                        return self.fail(message);
                    }
                }
                _ => return self.fail(Text::DropOnCard.get(lang).to_owned()),
            }
        }
    }

    /// Opens scan `scan` full size in the system viewer, from a copy in the temporary folder.
    pub(super) fn open_scan(&mut self, scan: i64) {
        let lang = self.settings.language;
        let kind = self
            .view
            .game
            .as_ref()
            .and_then(|g| g.cards.scans.iter().find(|s| s.id == scan))
            .map(|s| s.kind);
        let Some(kind) = kind else { return };
        let path = std::env::temp_dir().join(format!("ccdiary-scan-{scan}.{}", kind.code()));
        let written = self
            .session
            .store
            .scan_bytes(scan)
            .map_err(|e| store_error(&e, lang))
            .and_then(|b| std::fs::write(&path, b).map_err(|e| format!("{}: {e}", path.display())));
        match written {
            Ok(()) => self.view.open_url = Some(file_url(&path)),
            Err(message) => self.fail(message),
        }
    }
}
