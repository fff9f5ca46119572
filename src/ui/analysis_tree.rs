//! My analysis beside the schedule: the record's moves that have analysis and every line from
//! them, in the window's notation, a click showing a move on the board; the move shown with its
//! note and signs to change, and its line moved up, down or first, or taken away from it on.

use egui::{RichText, Ui};
use shakmaty::uci::UciMove;

use crate::diary::AnalysisEdit;
use crate::domain::analysis::{Nag, Shift};
use crate::domain::notation::Notation;
use crate::messages::{Language, Text};
use crate::ui::game_view::GameView;

mod rows;
use rows::Rows;

/// The note being typed, and the move it is for.
#[derive(Default)]
pub struct TreeTab {
    /// The game the note is for.
    game: Option<crate::domain::GameId>,
    /// The path of the move the note is for.
    note_for: Vec<UciMove>,
    /// The note as typed.
    note: String,
    /// The note as the diary had it when last read: what was typed is what differs from it.
    loaded: String,
    /// The note field takes the keys at the next frame.
    focus: bool,
    /// The tree as written, its rows in view drawn.
    rows: Rows,
}

/// What the tab asks: a move to show, or a change of the analysis.
pub enum TreeAsk {
    /// Show the move at the end of this path.
    Show(Vec<UciMove>),
    /// Change the analysis.
    Edit(AnalysisEdit),
}

impl TreeTab {
    /// Puts the keys in the note of the move shown.
    pub fn focus_note(&mut self) {
        self.focus = true;
    }

    /// The tab: the tree above, the move shown and its note below.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        g: &GameView,
        lang: Language,
        notation: Notation,
    ) -> Option<TreeAsk> {
        let shown = g.shown_moves();
        let asked = self.follow(g, &shown);
        let record = g.record();
        let editor = 110.0_f32.min(ui.available_height() * 0.6);
        let height = (ui.available_height() - editor).max(40.0);
        let clicked = self
            .rows
            .ui(ui, g, (&record, notation, lang), (&shown, height));
        let asked = asked.or(clicked);
        ui.separator();
        asked.or_else(|| self.editor(ui, g, &shown, &record, lang))
    }

    /// Follows the board: the note of the move shown, read again when the diary's changed (an
    /// undo, another window) and nothing was typed; a note typed for a move left and not saved
    /// is saved first, where the move is still there.
    fn follow(&mut self, g: &GameView, shown: &[UciMove]) -> Option<TreeAsk> {
        let stored = |path: &[UciMove]| {
            let node = g.analysis().node(path);
            node.map(|n| n.note.text.clone()).unwrap_or_default()
        };
        if self.game != Some(g.id()) {
            self.game = Some(g.id());
            self.note_for.clear();
            (self.note, self.loaded) = (String::new(), String::new());
        }
        if self.note_for == shown {
            let now = stored(shown);
            if now != self.loaded {
                if self.note == self.loaded {
                    self.note = now.clone();
                }
                self.loaded = now;
            }
            return None;
        }
        let left = std::mem::replace(&mut self.note_for, shown.to_vec());
        let read = std::mem::replace(&mut self.loaded, stored(shown));
        let typed = std::mem::replace(&mut self.note, self.loaded.clone());
        let there = g.analysis().node(&left).is_some() || g.record().starts_with(&left);
        let changed = typed != read && typed.trim() != stored(&left);
        (changed && !left.is_empty() && there).then(|| {
            let nags = g.analysis().node(&left).map(|n| n.note.nags.clone());
            TreeAsk::Edit(AnalysisEdit::Note {
                path: left,
                text: typed,
                nags: nags.unwrap_or_default(),
            })
        })
    }

    /// The move shown: its note, its signs, and where its line stands among the others.
    fn editor(
        &mut self,
        ui: &mut Ui,
        g: &GameView,
        shown: &[UciMove],
        record: &[UciMove],
        lang: Language,
    ) -> Option<TreeAsk> {
        if shown.is_empty() {
            ui.label(RichText::new(Text::AnalysisHint.get(lang)).weak());
            return None;
        }
        let note = g
            .analysis()
            .node(shown)
            .map(|n| n.note.clone())
            .unwrap_or_default();
        let mut asked = None;
        let save = |text: &str, nags: Vec<Nag>| {
            Some(TreeAsk::Edit(AnalysisEdit::Note {
                path: shown.to_vec(),
                text: text.to_owned(),
                nags,
            }))
        };
        ui.horizontal_wrapped(|ui| {
            for (nag, symbol) in Nag::OFFERED {
                let on = note.nags.contains(&nag);
                if ui.selectable_label(on, symbol).clicked() {
                    let mut nags: Vec<Nag> = note.nags.clone();
                    match on {
                        true => nags.retain(|n| *n != nag),
                        false => nags.push(nag),
                    }
                    asked = save(&self.note, nags);
                }
            }
            if let Some(v) = &note.verdict {
                let said = format!(
                    "{} · {} {} · {}",
                    v.eval.written(),
                    Text::Depth.get(lang),
                    v.depth,
                    v.engine
                );
                ui.label(RichText::new(said).weak());
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label(Text::NoteLabel.get(lang));
            let field = egui::TextEdit::multiline(&mut self.note)
                .hint_text(Text::NoteHint.get(lang))
                .desired_rows(2)
                .desired_width(ui.available_width() - 150.0);
            let response = ui.add(field).labelled_by(label.id);
            if std::mem::take(&mut self.focus) {
                response.request_focus();
            }
            let ctrl_enter = response.has_focus()
                && ui.input_mut(|i| i.consume_key(egui::Modifiers::COMMAND, egui::Key::Enter));
            ui.vertical(|ui| {
                if ui.button(Text::SaveNote.get(lang)).clicked() || ctrl_enter {
                    asked = save(&self.note, note.nags.clone());
                }
                if !record.starts_with(shown) {
                    asked = asked.take().or(line_buttons(ui, shown, lang));
                }
            });
        });
        asked
    }
}

/// Up, down, first, and away, for the line of the move at `path`.
fn line_buttons(ui: &mut Ui, path: &[UciMove], lang: Language) -> Option<TreeAsk> {
    let mut asked = None;
    ui.horizontal(|ui| {
        for (label, shift) in [("↑", Shift::Up), ("↓", Shift::Down), ("", Shift::First)] {
            let (label, hint) = match shift {
                Shift::Up => (label, Text::LineUp),
                Shift::Down => (label, Text::LineDown),
                Shift::First => (Text::LineFirstShort.get(lang), Text::LineFirst),
            };
            if ui.button(label).on_hover_text(hint.get(lang)).clicked() {
                asked = Some(TreeAsk::Edit(AnalysisEdit::Shift(path.to_vec(), shift)));
            }
        }
        let remove = ui.button(Text::LineRemoveShort.get(lang));
        let remove = remove.on_hover_text(Text::LineRemove.get(lang));
        if remove.clicked() {
            asked = Some(TreeAsk::Edit(AnalysisEdit::Remove(path.to_vec())));
        }
    });
    asked
}
