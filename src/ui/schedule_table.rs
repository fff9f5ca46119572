//! The article-52 schedule at the bottom of the game view: one row per move number, virtual
//! scrolling so a 150-move game stays smooth; hovering a number shows its reasons.

use egui::Ui;
use egui_extras::{Column, TableBuilder};

use crate::domain::notation::Notation;
use crate::domain::schedule::{PlyTime, Schedule};
use crate::messages::{Language, Text};

/// What a click on the schedule asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScheduleClick {
    /// Show the position after this many plies (a move was clicked).
    Show(usize),
    /// Correct the dates of this ply (a date cell double-clicked, or its menu).
    CorrectDates(u32),
}

/// Shows game `game`'s schedule; `moves` are the plies' texts in the game's notation.
/// Scrolls to the row of ply `scroll_to` when it is given (only when the shown ply changed, so
/// an idle window does not repaint). Returns what a click asked for.
pub fn schedule_table(
    ui: &mut Ui,
    lang: Language,
    (game, schedule): (crate::domain::GameId, &Schedule),
    moves: &[String],
    scroll_to: Option<usize>,
) -> Option<ScheduleClick> {
    // On a narrow window the table scrolls sideways, so that the note stays in reach; each
    // game keeps its own scroll, and one opened starts at No and White.
    egui::ScrollArea::horizontal()
        .id_salt(("schedule_sideways", game.0))
        .show(ui, |ui| table_ui(ui, lang, schedule, moves, scroll_to))
        .inner
}

fn table_ui(
    ui: &mut Ui,
    lang: Language,
    schedule: &Schedule,
    moves: &[String],
    scroll_to: Option<usize>,
) -> Option<ScheduleClick> {
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
            // The days of one move are a number or two; the total may carry the days of
            // leave beside it ("54 (18)").
            .column(Column::exact(46.0))
            .column(Column::exact(72.0));
    }
    table = table.column(Column::remainder().at_least(240.0).clip(true));
    if let Some(cursor) = scroll_to.filter(|c| *c > 0) {
        table = table
            .animate_scrolling(false)
            .scroll_to_row((cursor - 1) / 2, None);
    }
    table
        .header(row_height, |header| header_cells(header, lang))
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
                            if let Some(click) = ply_cells(&mut row, p, moves, lang) {
                                clicked = Some(click);
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
                    .map(|p| p.note(lang))
                    .filter(|n| !n.is_empty())
                    .collect::<Vec<_>>()
                    .join("; ");
                // A note longer than its column ends in "…": the whole of it on hover.
                row.col(|ui| {
                    ui.add(egui::Label::new(note.as_str()).truncate())
                        .on_hover_text(note.as_str());
                });
            });
        });
    clicked
}

/// The column titles: the move's number, five for each side, the note.
fn header_cells(mut header: egui_extras::TableRow<'_, '_>, lang: Language) {
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
}

/// The five cells of one side, and what a click on them asked for.
fn ply_cells(
    row: &mut egui_extras::TableRow<'_, '_>,
    p: &PlyTime,
    moves: &[String],
    lang: Language,
) -> Option<ScheduleClick> {
    let mut clicked = None;
    let reasons = p
        .why
        .iter()
        .map(|w| w.told(lang))
        .collect::<Vec<_>>()
        .join("\n");
    let date =
        |d: Option<chrono::NaiveDate>| d.map(crate::domain::format_date_short).unwrap_or_default();
    // A date cell: double-click or its menu corrects the move's dates.
    let date_cell = |ui: &mut Ui, text: String, hover: &str| -> bool {
        let cell = ui
            .add(egui::Label::new(text).sense(egui::Sense::click()))
            .on_hover_text(hover);
        let mut correct = cell.double_clicked();
        cell.context_menu(|ui| {
            if ui.button(Text::CorrectDates.get(lang)).clicked() {
                correct = true;
                ui.close();
            }
        });
        correct
    };
    // The day received is when the previous move arrived: a date of that move.
    let correct_previous = p.ply.checked_sub(1).map(ScheduleClick::CorrectDates);
    let correct = Some(ScheduleClick::CorrectDates(p.ply));
    row.col(|ui| {
        let text = moves.get(p.ply as usize).map_or("", String::as_str);
        if ui.selectable_label(false, text).clicked() {
            clicked = Some(ScheduleClick::Show(p.ply as usize + 1));
        }
    });
    row.col(|ui| {
        if date_cell(ui, date(p.received), "") {
            clicked = correct_previous;
        }
    });
    row.col(|ui| {
        if date_cell(ui, date(p.sent.map(|e| e.date)), reasons.as_str()) {
            clicked = correct;
        }
    });
    row.col(|ui| {
        let days = p.days.map_or("?".to_owned(), |d| d.to_string());
        ui.label(days).on_hover_text(reasons.as_str());
    });
    row.col(|ui| {
        // A total with the count since a restart is cut with "…", whole on hover.
        let text = p.total_text(lang);
        let total = ui
            .add(egui::Label::new(text.as_str()).truncate())
            .on_hover_text(format!("{text}\n{reasons}"));
        if p.overstep {
            total.highlight();
        }
    });
    clicked
}

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
