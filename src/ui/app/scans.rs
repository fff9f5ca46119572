//! The cards' photos and scans (47.1.3, 48.1.4): attached from a file, dropped on the window
//! (onto the Receive form they wait for its card; elsewhere the user picks the card), removed
//! after asking, undone with Ctrl+Z, opened full size in the system viewer. A dropped `.eml`
//! is the partner's e-mail (`mail.rs`).

use std::sync::Arc;

use super::desk::Desk;
use super::dialog_host::{Confirmed, Dialog};
use super::game_panels::OpenGame;
use crate::domain::GameId;
use crate::domain::scans::{ItemId, ScanId};
use crate::messages::Text;
use crate::scanning::checked_scan;
use crate::ui::card_scans::{CardChoice, PendingScan};
use crate::ui::game_view::{GameView, MovePanel};
use crate::ui::refusal::Refusal;

impl OpenGame {
    /// Keeps the file at `path` as a scan of the archive item of `row`.
    pub(crate) fn attach_scan(
        &mut self,
        desk: &mut Desk,
        row: ItemId,
        path: &std::path::Path,
    ) -> Result<(), Refusal> {
        let name = crate::messages::file_name(path);
        let (_, bytes) = crate::scanning::read_scan(path).map_err(|e| Refusal::in_file(path, e))?;
        self.keep_scan(desk, row, &name, Arc::new(bytes))
    }

    /// Keeps `bytes` as a scan of the card of `row`, for Ctrl+Z to take back.
    pub(crate) fn keep_scan(
        &mut self,
        desk: &mut Desk,
        row: ItemId,
        name: &str,
        bytes: Arc<Vec<u8>>,
    ) -> Result<(), Refusal> {
        let lang = desk.settings.language;
        let Some(game) = self.view.as_ref().map(GameView::id) else {
            return Err(Text::ChooseGame.into());
        };
        desk.diary.attach_scan(game, row, name, bytes)?;
        desk.changed();
        desk.inform(&format!("{} {name}", Text::ScanKept.get(lang)));
        Ok(())
    }

    /// Keeps the files dropped on a game with several cards on the card the user chose.
    pub(crate) fn keep_scans(
        &mut self,
        desk: &mut Desk,
        row: ItemId,
        files: &[PendingScan],
    ) -> Result<(), Refusal> {
        for s in files {
            self.keep_scan(desk, row, &s.name, s.bytes.clone())?;
        }
        Ok(())
    }

    /// Keeps the scans dropped on the Receive form with the card just filed: the game's newest.
    /// The caller shows the game anew.
    pub(crate) fn keep_scans_with_newest_card(
        &mut self,
        desk: &mut Desk,
        game: GameId,
        scans: &[PendingScan],
    ) {
        let scans: Vec<_> = scans
            .iter()
            .map(|s| (s.name.clone(), s.bytes.clone()))
            .collect();
        match desk.diary.attach_to_newest_card(game, &scans) {
            Ok(()) => {
                if let Some((name, _)) = scans.last() {
                    let lang = desk.settings.language;
                    desk.inform(&format!("{} {name}", Text::ScanKept.get(lang)));
                }
            }
            Err(e) => desk.fail(e),
        }
    }

    /// Files dropped on the window: onto the Receive form they wait for its card; onto a game
    /// with one card they go to it; with several, the user picks the card.
    pub(crate) fn take_dropped(&mut self, desk: &mut Desk, files: Vec<egui::DroppedFileHandle>) {
        let lang = desk.settings.language;
        let mut pending = Vec::new();
        for f in files {
            let path = f.path();
            // His e-mail saved from the mail program: read into the Receive form.
            if path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("eml"))
            {
                if let Err(message) = self.open_message(desk, path) {
                    desk.fail(message);
                }
                continue;
            }
            let name = crate::messages::file_name(path);
            // A path is read only once its size fits; a browser's file comes as bytes.
            let read = match path.is_file() {
                true => crate::scanning::read_scan(path).map(|(_, b)| b),
                false => f
                    .bytes()
                    .map_err(crate::domain::scans::ScanRefused::Unreadable)
                    .and_then(|b| checked_scan(&b).map(|_| b)),
            };
            match read {
                Ok(bytes) => pending.push(PendingScan {
                    name,
                    bytes: Arc::new(bytes),
                }),
                Err(e) => return desk.fail(Refusal::in_named(&name, e)),
            }
        }
        if pending.is_empty() {
            return;
        }
        let Some(g) = &mut self.view else {
            return desk.fail(Text::ChooseGame);
        };
        if let MovePanel::Receive(form) = &mut g.panel {
            form.scans.extend(pending);
            return;
        }
        let cards: Vec<(ItemId, String)> = g
            .records
            .correspondence
            .iter()
            .zip(&g.cards.rows)
            .rev()
            .map(|(c, row)| (*row, crate::messages::card_told(c, lang)))
            .collect();
        match cards.as_slice() {
            [] => desk.fail(Refusal::ArchiveEmpty),
            [(row, _)] => {
                let row = *row;
                for s in pending {
                    if let Err(message) = self.keep_scan(desk, row, &s.name, s.bytes) {
                        return desk.fail(message);
                    }
                }
            }
            _ => desk.open(Dialog::ChooseCard(CardChoice {
                files: pending,
                cards,
                chosen: None,
            })),
        }
    }

    /// Scan `scan` of the open game.
    fn scan_shown(&self, scan: ScanId) -> Option<&crate::domain::scans::Scan> {
        let g = self.view.as_ref()?;
        g.cards.scans.iter().find(|s| s.id == scan)
    }

    /// Asks before removing scan `scan`.
    pub(crate) fn ask_remove_scan(&mut self, desk: &mut Desk, scan: ScanId) {
        let lang = desk.settings.language;
        let name = self
            .scan_shown(scan)
            .map(|s| s.name.clone())
            .unwrap_or_default();
        desk.open(Dialog::Confirm {
            text: format!("{} {name}?", Text::RemoveScanQuestion.get(lang)),
            yes: Text::RemoveScan,
            then: Confirmed::RemoveScan(scan),
        });
    }

    /// Removes scan `scan`, kept on a card by mistake.
    pub(crate) fn remove_scan(&mut self, desk: &mut Desk, scan: ScanId) {
        let lang = desk.settings.language;
        if let Err(e) = desk.diary.remove_scan(scan) {
            return desk.fail(e);
        }
        desk.changed();
        desk.inform(Text::ScanRemoved.get(lang));
    }

    /// Opens scan `scan` full size in the system viewer, from a copy in the user's own cache
    /// folder.
    pub(crate) fn open_scan(&mut self, desk: &mut Desk, scan: ScanId) {
        let kind = self.scan_shown(scan).map(|s| s.kind);
        let Some(kind) = kind else { return };
        let folder = directories::ProjectDirs::from("", "", "ccdiary")
            .map_or_else(std::env::temp_dir, |d| d.cache_dir().join("scans"));
        let path = folder.join(format!("scan-{scan}.{}", kind.code()));
        let written = desk
            .diary
            .scan_bytes(scan)
            .map_err(Refusal::from)
            .and_then(|b| {
                std::fs::create_dir_all(&folder)
                    .and_then(|()| std::fs::write(&path, b))
                    .map_err(|e| Refusal::in_file(&path, e))
            });
        match written {
            Ok(()) => desk.open_url = Some(super::file_url(&path)),
            Err(message) => desk.fail(message),
        }
    }
}
