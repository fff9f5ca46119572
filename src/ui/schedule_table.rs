//! The article-52 schedule at the bottom of the game view: one row per move number, virtual
//! scrolling so a 150-move game stays smooth; hovering a number shows its reasons.

use egui::Ui;
use egui_extras::{Column, TableBuilder};

use super::i18n::{Language, Text, note_text, why_text};
use crate::domain::notation::Notation;
use crate::domain::schedule::{PlyTime, Schedule};

/// Shows the schedule; `moves` are the plies' texts in the game's notation.
/// Scrolls to the row of ply `scroll_to` when it is given (only when the shown ply changed, so
/// an idle window does not repaint). Returns the ply clicked.
pub fn schedule_table(
    ui: &mut Ui,
    lang: Language,
    schedule: &Schedule,
    moves: &[String],
    scroll_to: Option<usize>,
) -> Option<usize> {
    let mut clicked = None;
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    let mut table = TableBuilder::new(ui)
        .id_salt("schedule")
        .striped(true)
        .resizable(false)
        .vscroll(true)
        .auto_shrink([false, true])
        .column(Column::exact(34.0));
    for _ in 0..2 {
        table = table
            .column(Column::exact(78.0))
            .columns(Column::exact(70.0), 2)
            .columns(Column::exact(58.0), 2);
    }
    table = table.column(Column::remainder().clip(true));
    if let Some(cursor) = scroll_to.filter(|c| *c > 0) {
        table = table
            .animate_scrolling(false)
            .scroll_to_row((cursor - 1) / 2, None);
    }
    table
        .header(row_height, |mut header| {
            header.col(|ui| {
                ui.strong(Text::No.get(lang));
            });
            for side in [Text::White, Text::Black] {
                for t in [
                    side,
                    Text::ReceivedShort,
                    Text::SentShort,
                    Text::DaysCol,
                    Text::TotalCol,
                ] {
                    header.col(|ui| {
                        ui.strong(t.get(lang));
                    });
                }
            }
            header.col(|ui| {
                ui.strong(Text::Note.get(lang));
            });
        })
        .body(|body| {
            body.rows(row_height, schedule.rows.len(), |mut row| {
                let Some(r) = schedule.rows.get(row.index()) else {
                    return;
                };
                row.col(|ui| {
                    ui.label(r.number.to_string());
                });
                for p in [r.white.as_ref(), r.black.as_ref()] {
                    match p {
                        Some(p) => {
                            if ply_cells(&mut row, p, moves, lang) {
                                clicked = Some(p.ply as usize + 1);
                            }
                        }
                        None => {
                            for _ in 0..5 {
                                row.col(|_| {});
                            }
                        }
                    }
                }
                let note = [r.white.as_ref(), r.black.as_ref()]
                    .into_iter()
                    .flatten()
                    .map(|p| note_text(p, lang))
                    .filter(|n| !n.is_empty())
                    .collect::<Vec<_>>()
                    .join("; ");
                row.col(|ui| {
                    ui.label(note.as_str()).on_hover_text(note.as_str());
                });
            });
        });
    clicked
}

/// The five cells of one side; true when its move was clicked.
fn ply_cells(
    row: &mut egui_extras::TableRow<'_, '_>,
    p: &PlyTime,
    moves: &[String],
    lang: Language,
) -> bool {
    let mut clicked = false;
    let reasons = p
        .why
        .iter()
        .map(|w| why_text(w, lang))
        .collect::<Vec<_>>()
        .join("\n");
    let date = |d: Option<chrono::NaiveDate>| {
        d.map(|d| d.format("%d.%m.%y").to_string())
            .unwrap_or_default()
    };
    row.col(|ui| {
        let text = moves.get(p.ply as usize).map_or("", String::as_str);
        clicked = ui.selectable_label(false, text).clicked();
    });
    row.col(|ui| {
        ui.label(date(p.received));
    });
    row.col(|ui| {
        ui.label(date(p.sent.map(|e| e.date)))
            .on_hover_text(reasons.as_str());
    });
    row.col(|ui| {
        let days = p.days.map_or("?".to_owned(), |d| d.to_string());
        ui.label(days).on_hover_text(reasons.as_str());
    });
    row.col(|ui| {
        let total = ui.label(p.total_text(lang)).on_hover_text(reasons.as_str());
        if p.overstep {
            total.highlight();
        }
    });
    clicked
}

/// The plies' texts of a schedule in `notation`.
pub fn move_texts(
    positions: &[shakmaty::Chess],
    moves: &[shakmaty::Move],
    notation: Notation,
) -> Vec<String> {
    positions
        .iter()
        .zip(moves)
        .map(|(p, m)| notation.format(p, *m))
        .collect()
}
