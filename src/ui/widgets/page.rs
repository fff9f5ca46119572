//! A paper's page drawn in the window from the layout its PDF is made of
//! (`documents::layout::Page`): seen before it is printed, as the printer will have it.

use egui::{Align2, Color32, FontId, Rect, Sense, Stroke, Ui, Vec2, vec2};

use crate::documents::layout::{Align, Item, Page};

/// Millimetres in a typographic point.
const MM_PER_PT: f32 = 25.4 / 72.0;

/// Draws `page` within `room`, its proportions kept, on white with a thin edge.
pub(crate) fn page_ui(ui: &mut Ui, page: &Page, room: Vec2) {
    let scale = (room.x / page.width).min(room.y / page.height);
    let size = vec2(page.width, page.height) * scale;
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    // Read out as its words, for screen readers and tests.
    let words: Vec<&str> = page
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, words.join(" ")));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, Color32::WHITE);
    painter.rect_stroke(
        rect,
        0.0,
        Stroke::new(1.0, Color32::GRAY),
        egui::StrokeKind::Inside,
    );
    for item in &page.items {
        paint(&painter, item, (rect.min, scale));
    }
}

/// One item of a page, its millimetres from `origin` at `scale` points each.
fn paint(painter: &egui::Painter, item: &Item, (origin, scale): (egui::Pos2, f32)) {
    let at = |x: f32, y: f32| origin + vec2(x, y) * scale;
    let ink = Color32::BLACK;
    match item {
        Item::Text {
            x,
            y,
            size,
            text,
            align,
            ..
        } => {
            let px = size * MM_PER_PT * scale;
            let anchor = match align {
                Align::Left => Align2::LEFT_BOTTOM,
                Align::Center => Align2::CENTER_BOTTOM,
                Align::Right => Align2::RIGHT_BOTTOM,
            };
            // The baseline, less the font's descent, is where the text's box ends.
            let base = at(*x, *y) + vec2(0.0, px * 0.22);
            painter.text(base, anchor, text, FontId::proportional(px.max(1.0)), ink);
        }
        Item::Line { from, to, width } => {
            let stroke = Stroke::new((width * MM_PER_PT * scale).max(0.5), ink);
            painter.line_segment([at(from.0, from.1), at(to.0, to.1)], stroke);
        }
        Item::Rect {
            x,
            y,
            w,
            h,
            fill,
            stroke,
        } => {
            let r = Rect::from_min_size(at(*x, *y), vec2(*w, *h) * scale);
            if let Some(grey) = fill {
                painter.rect_filled(r, 0.0, Color32::from_gray((grey * 255.0) as u8));
            }
            if *stroke {
                let line = Stroke::new(0.6, ink);
                painter.rect_stroke(r, 0.0, line, egui::StrokeKind::Inside);
            }
        }
        Item::Piece {
            x,
            y,
            size,
            role,
            colour,
        } => {
            let r = Rect::from_min_size(at(*x, *y), Vec2::splat(size * scale));
            super::board::paint_piece(painter, r, *role, *colour);
        }
        Item::Picture { x, y, w, h, .. } => {
            let r = Rect::from_min_size(at(*x, *y), vec2(*w, *h) * scale);
            painter.rect_filled(r, 0.0, Color32::from_gray(220));
        }
    }
}
