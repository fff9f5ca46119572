//! Rows of different heights in a scroll area, of which only those in view and a view's height
//! around it are laid out: the others take the room they took when last shown (or a typical
//! row's, never shown yet). Today with 20,000 games in play draws a frame in the time of the
//! few rows it shows.

use egui::Ui;

/// From how many rows only those in and near view are laid out. Fewer are all laid out each
/// frame, so that a screen reader reads them all; more are walked with Tab page after page, each
/// row brought into sight as it takes the focus.
pub const LAID_OUT_FROM: usize = 500;

/// The room each row took when last shown, at the width it was shown at, by its place, with
/// its key.
#[derive(Debug, Clone)]
pub struct RowsInView<K> {
    width: f32,
    taken: Vec<Option<(K, f32)>>,
}

impl<K> Default for RowsInView<K> {
    fn default() -> Self {
        RowsInView {
            width: 0.0,
            taken: Vec::new(),
        }
    }
}

impl<K: PartialEq> RowsInView<K> {
    /// Shows `rows` in `ui`, the inside of a scroll area: each row with `show` — from
    /// [`LAID_OUT_FROM`] rows on, only those in view and near it, the others as room only.
    /// `key` tells a row from another, so that a row is not given the room another took at its
    /// place before the rows changed.
    pub fn show<R>(
        &mut self,
        ui: &mut Ui,
        rows: Vec<R>,
        key: impl Fn(&R) -> K,
        mut show: impl FnMut(&mut Ui, R),
    ) {
        let width = ui.available_width();
        if width != self.width {
            self.width = width;
            self.taken.clear();
        }
        let typical = self.typical(ui);
        // A view's height of rows above and below it too, for the scroll of a page.
        let view = match rows.len() < LAID_OUT_FROM {
            true => egui::Rect::EVERYTHING,
            false => ui
                .clip_rect()
                .expand2(egui::vec2(0.0, ui.clip_rect().height())),
        };
        for (i, row) in rows.into_iter().enumerate() {
            let k = key(&row);
            let known = self.taken.get(i).and_then(|t| t.as_ref());
            let known = known.filter(|(was, _)| *was == k).map(|(_, room)| *room);
            let top = ui.cursor().top();
            let room = known.unwrap_or(typical);
            if top > view.bottom() || top + room < view.top() {
                // Counted as content (egui grows the ui by it): the scroll area reaches past.
                ui.add_space(room);
                // As a row shown takes one: the rows after keep their ids (and the focus).
                ui.skip_ahead_auto_ids(1);
                continue;
            }
            ui.push_id(i, |ui| show(ui, row));
            if self.taken.len() <= i {
                self.taken.resize_with(i + 1, || None);
            }
            self.taken[i] = Some((k, ui.cursor().top() - top));
        }
    }

    /// The room a row not shown yet is given: the mean of those shown, else two lines.
    fn typical(&self, ui: &Ui) -> f32 {
        let (n, sum) = self
            .taken
            .iter()
            .flatten()
            .fold((0, 0.0), |(n, s), (_, room)| (n + 1, s + room));
        match n {
            0 => 2.0 * ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y,
            n => sum / n as f32,
        }
    }
}
