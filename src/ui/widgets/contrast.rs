//! Text that can be read on what it is drawn on: at least the 4.5:1 contrast WCAG asks of body
//! text, a colour of warning made lighter (on a dark panel) or darker (on a light one) as far as
//! it needs.

use egui::Color32;

/// The least contrast between text and its background (WCAG 2.1, 1.4.3).
pub(crate) const LEAST: f32 = 4.5;

/// `colour`, or the nearest colour toward white or black that reads on `background`.
pub(crate) fn readable(colour: Color32, background: Color32) -> Color32 {
    let toward = match luminance(background) < 0.18 {
        true => Color32::WHITE,
        false => Color32::BLACK,
    };
    (0..=20)
        .map(|step| lerp(colour, toward, step as f32 / 20.0))
        .find(|c| ratio(*c, background) >= LEAST)
        .unwrap_or(toward)
}

/// The contrast ratio of two colours (WCAG 2.1): from 1 to 21.
pub(crate) fn ratio(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// A colour's relative luminance (WCAG 2.1).
fn luminance(c: Color32) -> f32 {
    let linear = |v: u8| {
        let v = f32::from(v) / 255.0;
        match v <= 0.04045 {
            true => v / 12.92,
            false => ((v + 0.055) / 1.055).powf(2.4),
        }
    };
    0.2126 * linear(c.r()) + 0.7152 * linear(c.g()) + 0.0722 * linear(c.b())
}

fn lerp(a: Color32, b: Color32, t: f32) -> Color32 {
    let mix = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t).round() as u8;
    Color32::from_rgb(mix(a.r(), b.r()), mix(a.g(), b.g()), mix(a.b(), b.b()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_warning_colour_is_made_readable_on_dark_and_light_panels() {
        let dark = egui::Visuals::dark();
        let light = egui::Visuals::light();
        for (visuals, backgrounds) in [
            (&dark, [dark.panel_fill, dark.widgets.hovered.weak_bg_fill]),
            (
                &light,
                [light.panel_fill, light.widgets.hovered.weak_bg_fill],
            ),
        ] {
            for bg in backgrounds {
                for c in [visuals.error_fg_color, visuals.warn_fg_color] {
                    assert!(ratio(readable(c, bg), bg) >= LEAST, "{c:?} on {bg:?}");
                }
            }
        }
        // A colour that reads already is kept.
        assert_eq!(readable(Color32::WHITE, Color32::BLACK), Color32::WHITE);
    }
}
