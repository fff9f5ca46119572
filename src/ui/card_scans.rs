//! The cards themselves in the window: each archive item with its photos and scans as
//! thumbnails, a button to attach one and one to remove each; and the choice of the card for
//! files dropped on the window.

use std::collections::HashMap;

use egui::{ColorImage, TextureHandle, TextureOptions, Ui};

use super::dialogs::{FormAction, choice_buttons};
use crate::diary::Archive;
use crate::domain::CorrespondenceItem;
use crate::domain::scans::{ItemId, Scan, ScanId};
use crate::messages::{Language, Text, card_told};

/// The longest side of a thumbnail, in pixels.
const THUMBNAIL: u32 = 160;

/// A game's archive rows, its scans and their thumbnails.
#[derive(Default)]
pub struct CardScans {
    /// The archive items' rows, in the order the records list the items.
    pub rows: Vec<ItemId>,
    /// The scans, without their bytes.
    pub scans: Vec<Scan>,
    /// Thumbnails by scan, decoded once; `None` for a PDF or a picture that cannot be read.
    thumbnails: HashMap<ScanId, Option<Thumbnail>>,
}

struct Thumbnail {
    image: Option<ColorImage>,
    texture: Option<TextureHandle>,
}

/// A file dropped on the window, to be kept with a card: the Receive form's once it is saved,
/// or the one the user chooses.
#[derive(Clone)]
pub struct PendingScan {
    /// The file's name.
    pub name: String,
    /// Its bytes, checked when dropped.
    pub bytes: std::sync::Arc<Vec<u8>>,
}

impl PartialEq for PendingScan {
    /// The same file dropped: its name and its bytes.
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
            && (std::sync::Arc::ptr_eq(&self.bytes, &other.bytes) || self.bytes == other.bytes)
    }
}

impl std::fmt::Debug for PendingScan {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({} bytes)", self.name, self.bytes.len())
    }
}

/// What the archive asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScanAction {
    /// Attach a file to the item of this row.
    Attach(ItemId),
    /// Open this scan full size.
    Open(ScanId),
    /// Remove this scan (asks first).
    Remove(ScanId),
}

impl CardScans {
    /// The scans of `rows`, with the thumbnails of `old` kept.
    pub fn new(archive: Archive, old: Option<CardScans>) -> CardScans {
        let Archive { rows, scans } = archive;
        let mut thumbnails = old.map(|o| o.thumbnails).unwrap_or_default();
        thumbnails.retain(|id, _| scans.iter().any(|s| s.id == *id));
        CardScans {
            rows,
            scans,
            thumbnails,
        }
    }

    /// Decodes the thumbnails not made yet, from the bytes `read` gives: once the archive is
    /// to be shown, not for every game opened.
    pub fn make_thumbnails(&mut self, read: impl Fn(ScanId) -> Option<Vec<u8>>) {
        for s in self.scans.iter().filter(|s| s.kind.is_picture()) {
            self.thumbnails
                .entry(s.id)
                .or_insert_with(|| read(s.id).and_then(|b| thumbnail(&b)));
        }
    }

    /// The archive, newest first: each item, its thumbnails and an attach button.
    pub fn archive(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        items: &[CorrespondenceItem],
    ) -> Option<ScanAction> {
        ui.heading(Text::Archive.get(lang));
        if items.is_empty() {
            ui.label(Text::ArchiveEmpty.get(lang));
        }
        let mut action = None;
        let CardScans {
            rows,
            scans,
            thumbnails,
        } = self;
        for (item, row) in items.iter().zip(rows.iter()).rev() {
            ui.group(|ui| {
                ui.horizontal(|ui| {
                    ui.label(card_told(item, lang));
                    if ui.small_button(Text::AttachScan.get(lang)).clicked() {
                        action = Some(ScanAction::Attach(*row));
                    }
                });
                let of: Vec<&Scan> = scans.iter().filter(|s| s.item == Some(*row)).collect();
                if let Some(a) = scan_row(ui, lang, &of, thumbnails) {
                    action = Some(a);
                }
            });
        }
        let loose: Vec<&Scan> = scans.iter().filter(|s| s.item.is_none()).collect();
        if !loose.is_empty() {
            ui.label(Text::ScansOfCardsTakenBack.get(lang));
            if let Some(a) = scan_row(ui, lang, &loose, thumbnails) {
                action = Some(a);
            }
        }
        action
    }
}

/// Scans side by side, each a thumbnail (or its name) that opens it, with its remove button.
fn scan_row(
    ui: &mut Ui,
    lang: Language,
    scans: &[&Scan],
    thumbnails: &mut HashMap<ScanId, Option<Thumbnail>>,
) -> Option<ScanAction> {
    let mut action = None;
    ui.horizontal_wrapped(|ui| {
        for s in scans {
            let thumb = thumbnails.get_mut(&s.id).and_then(Option::as_mut);
            ui.vertical(|ui| {
                if show_scan(ui, s, thumb).clicked() {
                    action = Some(ScanAction::Open(s.id));
                }
                let remove = ui
                    .small_button("✕")
                    .on_hover_text(Text::RemoveScan.get(lang));
                if remove.clicked() {
                    action = Some(ScanAction::Remove(s.id));
                }
            });
        }
    });
    action
}

/// A scan as a thumbnail, or as a button with its name where there is no picture.
fn show_scan(ui: &mut Ui, s: &Scan, thumb: Option<&mut Thumbnail>) -> egui::Response {
    let texture = thumb.and_then(|t| {
        if t.texture.is_none()
            && let Some(image) = t.image.take()
        {
            t.texture = Some(ui.ctx().load_texture(
                format!("scan-{}", s.id),
                image,
                TextureOptions::LINEAR,
            ));
        }
        t.texture.clone()
    });
    let response = match texture {
        Some(t) => ui.add(egui::Button::image((t.id(), t.size_vec2()))),
        None => ui.button(format!("📄 {}", s.name)),
    };
    response.on_hover_text(&s.name)
}

/// A picture made small enough for the archive; `None` if it cannot be read.
fn thumbnail(bytes: &[u8]) -> Option<Thumbnail> {
    let small = crate::scanning::picture(bytes, THUMBNAIL)?.to_rgba8();
    let size = [small.width() as usize, small.height() as usize];
    Some(Thumbnail {
        image: Some(ColorImage::from_rgba_unmultiplied(size, small.as_raw())),
        texture: None,
    })
}

/// Files dropped on a game with several cards: which card they show.
pub struct CardChoice {
    /// The files.
    pub files: Vec<PendingScan>,
    /// The cards, newest first: row and description.
    pub cards: Vec<(ItemId, String)>,
    /// The card chosen.
    pub chosen: Option<ItemId>,
}

impl CardChoice {
    /// The files' names, a button for each card, and Cancel.
    pub fn show(&mut self, ui: &mut Ui, lang: Language) -> FormAction {
        let names: Vec<&str> = self.files.iter().map(|f| f.name.as_str()).collect();
        ui.heading(Text::WhichCard.get(lang));
        ui.label(names.join(", "));
        choice_buttons(ui, lang, &self.cards, &mut self.chosen)
    }
}
