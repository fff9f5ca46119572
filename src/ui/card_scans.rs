//! The cards themselves in the window: each archive item with its photos and scans as
//! thumbnails, a button to attach one, and the item under the pointer for a file dropped there.

use std::collections::HashMap;

use egui::{ColorImage, TextureHandle, TextureOptions, Ui};

use crate::domain::format_date;
use crate::domain::scans::Scan;
use crate::domain::{CorrespondenceItem, Direction, Medium};
use crate::messages::{Language, Text};

/// The longest side of a thumbnail, in pixels.
const THUMBNAIL: u32 = 160;

/// A game's archive rows, its scans and their thumbnails.
#[derive(Default)]
pub struct CardScans {
    /// The archive items' rows, in the order the records list the items.
    pub rows: Vec<i64>,
    /// The scans, without their bytes.
    pub scans: Vec<Scan>,
    /// Thumbnails by scan, decoded once; `None` for a PDF or a picture that cannot be read.
    thumbnails: HashMap<i64, Option<Thumbnail>>,
    /// The item under the pointer in the last frame, for a file dropped on it.
    pub hovered: Option<i64>,
}

struct Thumbnail {
    image: Option<ColorImage>,
    texture: Option<TextureHandle>,
}

/// A file dropped on the Receive form, kept with the card once it is saved.
#[derive(Clone)]
pub struct PendingScan {
    /// The file's name.
    pub name: String,
    /// Its bytes, checked when dropped.
    pub bytes: std::sync::Arc<Vec<u8>>,
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
    Attach(i64),
    /// Open this scan full size.
    Open(i64),
}

impl CardScans {
    /// The scans of `rows`, with the thumbnails of `old` kept and the new ones decoded from the
    /// bytes `read` gives.
    pub fn new(
        rows: Vec<i64>,
        scans: Vec<Scan>,
        old: Option<CardScans>,
        read: impl Fn(i64) -> Option<Vec<u8>>,
    ) -> CardScans {
        let mut thumbnails = old.map(|o| o.thumbnails).unwrap_or_default();
        thumbnails.retain(|id, _| scans.iter().any(|s| s.id == *id));
        for s in scans.iter().filter(|s| s.kind.is_picture()) {
            thumbnails
                .entry(s.id)
                .or_insert_with(|| read(s.id).and_then(|b| thumbnail(&b)));
        }
        CardScans {
            rows,
            scans,
            thumbnails,
            hovered: None,
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
        self.hovered = None;
        for (item, row) in items.iter().zip(&self.rows).rev() {
            let shown = ui.group(|ui| {
                ui.horizontal(|ui| {
                    ui.label(item_text(item, lang));
                    if ui.small_button(Text::AttachScan.get(lang)).clicked() {
                        action = Some(ScanAction::Attach(*row));
                    }
                });
                ui.horizontal_wrapped(|ui| {
                    for s in self.scans.iter().filter(|s| s.item == Some(*row)) {
                        let thumb = self.thumbnails.get_mut(&s.id).and_then(Option::as_mut);
                        if show_scan(ui, s, thumb).clicked() {
                            action = Some(ScanAction::Open(s.id));
                        }
                    }
                });
            });
            if ui.rect_contains_pointer(shown.response.rect) {
                self.hovered = Some(*row);
            }
        }
        let loose: Vec<&Scan> = self.scans.iter().filter(|s| s.item.is_none()).collect();
        if !loose.is_empty() {
            ui.label(Text::ScansOfCardsTakenBack.get(lang));
            ui.horizontal_wrapped(|ui| {
                for s in loose {
                    let thumb = self.thumbnails.get_mut(&s.id).and_then(Option::as_mut);
                    if show_scan(ui, s, thumb).clicked() {
                        action = Some(ScanAction::Open(s.id));
                    }
                }
            });
        }
        action
    }
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
    let small = image::load_from_memory(bytes)
        .ok()?
        .thumbnail(THUMBNAIL, THUMBNAIL)
        .to_rgba8();
    let size = [small.width() as usize, small.height() as usize];
    Some(Thumbnail {
        image: Some(ColorImage::from_rgba_unmultiplied(size, small.as_raw())),
        texture: None,
    })
}

fn item_text(c: &CorrespondenceItem, lang: Language) -> String {
    let arrow = match c.direction {
        Direction::In => "←",
        Direction::Out => "→",
    };
    let medium = match c.medium {
        Medium::Card => Text::Card,
        Medium::Letter => Text::Letter,
        Medium::Email => Text::Email,
    };
    let date = c
        .received
        .or(c.sent)
        .or(c.written)
        .map(format_date)
        .unwrap_or_default();
    format!("{arrow} {date} · {} · {}", medium.get(lang), c.body)
}
