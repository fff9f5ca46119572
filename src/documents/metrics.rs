//! How wide a text prints in the embedded fonts (DejaVu Sans), so that papers wrap long names
//! and notes onto lines instead of shrinking them.

use std::sync::OnceLock;

use printpdf::ParsedFont;

use super::layout::Weight;

use crate::fonts::{DEJAVU_SANS, DEJAVU_SANS_BOLD};

/// The embedded fonts, read once; `None` only if the build carries broken font files.
pub(super) fn fonts() -> Option<&'static Fonts> {
    static FONTS: OnceLock<Option<Fonts>> = OnceLock::new();
    FONTS.get_or_init(Fonts::load).as_ref()
}

/// The width of `text` in millimetres at `size` points.
pub fn width_mm(weight: Weight, text: &str, size: f32) -> f32 {
    match fonts() {
        Some(f) => f.width_mm(weight, text, size),
        // Half an em a letter: never reached with the fonts built in.
        None => text.chars().count() as f32 * size * 0.5 * 25.4 / 72.0,
    }
}

/// The fonts and their metrics.
pub(super) struct Fonts {
    pub(super) regular: ParsedFont,
    pub(super) bold: ParsedFont,
}

impl Fonts {
    fn load() -> Option<Fonts> {
        let regular = ParsedFont::from_bytes(DEJAVU_SANS, 0, &mut Vec::new())?;
        let bold = ParsedFont::from_bytes(DEJAVU_SANS_BOLD, 0, &mut Vec::new())?;
        Some(Fonts { regular, bold })
    }

    fn font(&self, weight: Weight) -> &ParsedFont {
        match weight {
            Weight::Regular => &self.regular,
            Weight::Bold => &self.bold,
        }
    }

    /// The width of `text` in millimetres at `size` points.
    pub(super) fn width_mm(&self, weight: Weight, text: &str, size: f32) -> f32 {
        let font = self.font(weight);
        let upem = f32::from(font.units_per_em.max(1));
        let units: f32 = text
            .chars()
            .map(|c| {
                font.lookup_glyph_index(c as u32)
                    .and_then(|g| font.glyph_widths.get(&g))
                    .map_or(upem * 0.5, |w| f32::from(*w))
            })
            .sum();
        units / upem * size * 25.4 / 72.0
    }
}
