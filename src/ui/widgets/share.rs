//! A side panel's share of the window. egui keeps a resizable panel's width in points, so a
//! list narrowed with the window stays narrow when the window grows again; the share keeps the
//! part of the window the panel took, and sizes it anew, within its least and most, when the
//! window's width changes.

use egui::Panel;

/// The part of the window's width a side panel took, and the window's width then.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct Share {
    part: Option<f32>,
    window: f32,
}

impl Share {
    /// `panel` as shown in a window `width` wide: as it is, or sized to its part of the window
    /// when the window's width changed since.
    pub(crate) fn panel(&self, panel: Panel, width: f32, range: egui::Rangef) -> Panel {
        match self.part {
            Some(part) if (width - self.window).abs() > 0.5 => {
                panel.exact_size(range.clamp(part * width))
            }
            _ => panel,
        }
    }

    /// Notes the width `took` of the panel in a window `width` wide: the user's drag of its
    /// edge, or the share it was given.
    pub(crate) fn took(&mut self, took: f32, width: f32) {
        if width <= 0.0 {
            return;
        }
        // In a frame the window's size changed the panel had its part, within its least and
        // most: the part stays the user's, for the window grown again.
        let resized = self.part.is_some() && (width - self.window).abs() > 0.5;
        if !resized {
            self.part = Some(took / width);
        }
        self.window = width;
    }
}
