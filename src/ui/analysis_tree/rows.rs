//! The tree as the tab writes it: a row for each move of the record that has lines or a note,
//! its words made once while the analysis, the record, the notation and the language stay the
//! same, and only the rows in view laid out — a game with thousands of moves of analysis
//! draws a frame as fast as one with ten.

use egui::{Rect, RichText, ScrollArea, Ui, Vec2};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

use super::TreeAsk;
use crate::domain::GameId;
use crate::domain::analysis::{Analysis, Node, Note, Step, walk};
use crate::domain::notation::Notation;
use crate::messages::{Language, Text};
use crate::ui::game_view::GameView;

/// One word of a row.
enum Word {
    /// A move in the window's notation, numbered where it must be, with its signs; a click
    /// shows it.
    Move { text: String, path: Vec<UciMove> },
    /// An engine's verdict on the line from a move.
    Verdict(String),
    /// My note on a move.
    Note(String),
    /// A bracket, or "after the last move".
    Plain(String),
}

/// What the rows were made from.
#[derive(PartialEq)]
struct Source {
    game: GameId,
    notation: Notation,
    lang: Language,
    record: Vec<UciMove>,
    analysis: Analysis,
}

/// The rows of one tree, and each one's height once drawn at `width`.
#[derive(Default)]
pub struct Rows {
    source: Option<Source>,
    rows: Vec<Vec<Word>>,
    heights: Vec<Option<f32>>,
    width: f32,
    /// The move shown when last drawn: a new one is scrolled to …
    shown: Vec<UciMove>,
    /// … until its row is in view (rows above it may be guessed first, then drawn), for a
    /// few frames at most.
    scrolling: u8,
}

impl Rows {
    /// The rows of `g`'s tree, made again where it, the notation or the language changed.
    fn follow(&mut self, g: &GameView, notation: Notation, lang: Language) {
        let same = self.source.as_ref().is_some_and(|s| {
            s.game == g.id()
                && s.notation == notation
                && s.lang == lang
                && s.analysis == *g.analysis()
                && s.record == g.record()
        });
        if same {
            return;
        }
        let source = Source {
            game: g.id(),
            notation,
            lang,
            record: g.record(),
            analysis: g.analysis().clone(),
        };
        self.rows = rows(&source, g.record_positions());
        self.heights = vec![None; self.rows.len()];
        self.source = Some(source);
    }

    /// The tree in a scroll area of `height` at most; the move `shown` marked, and scrolled
    /// to when it is new; a click on a move asks to show it.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        g: &GameView,
        (notation, lang): (Notation, Language),
        (shown, height): (&[UciMove], f32),
    ) -> Option<TreeAsk> {
        self.follow(g, notation, lang);
        if self.shown != shown {
            self.shown = shown.to_vec();
            self.scrolling = 5;
        }
        let mut scrolled = false;
        let mut asked = None;
        ScrollArea::vertical()
            .id_salt("analysis-tree")
            .max_height(height)
            .auto_shrink([false, true])
            .show_viewport(ui, |ui, viewport| {
                if g.analysis().is_empty() {
                    ui.label(RichText::new(Text::AnalysisEmpty.get(lang)).weak());
                }
                let width = ui.available_width();
                if width != self.width {
                    self.width = width;
                    self.heights.fill(None);
                }
                let top = ui.max_rect().top();
                for (i, words) in self.rows.iter().enumerate() {
                    let y = ui.cursor().top() - top;
                    let guess = self.heights[i].unwrap_or_else(|| estimate(words, width));
                    let holds = self.scrolling > 0 && words.iter().any(|w| w.is(shown));
                    let seen = y + guess >= viewport.min.y && y <= viewport.max.y;
                    if !seen && !holds {
                        // Out of view: its height as last drawn, or guessed until it is.
                        ui.allocate_space(Vec2::new(width, guess));
                        continue;
                    }
                    let drawn = ui.push_id(i, |ui| {
                        ui.horizontal_wrapped(|ui| draw(ui, words, shown)).inner
                    });
                    let rect: Rect = drawn.response.rect;
                    self.heights[i] = Some(rect.height());
                    let clip = ui.clip_rect();
                    let in_view =
                        clip.top() <= rect.top() + 0.5 && rect.bottom() <= clip.bottom() + 0.5;
                    if holds && !in_view {
                        ui.scroll_to_rect(rect, None);
                        ui.ctx().request_repaint();
                        scrolled = true;
                    }
                    asked = asked.take().or(drawn.inner);
                }
            });
        self.scrolling = match scrolled {
            true => self.scrolling - 1,
            false => 0,
        };
        asked
    }
}

impl Word {
    /// Whether it is the move at the end of `path`.
    fn is(&self, path: &[UciMove]) -> bool {
        matches!(self, Word::Move { path: p, .. } if p == path)
    }
}

/// Draws a row's words, the move `shown` marked.
fn draw(ui: &mut Ui, words: &[Word], shown: &[UciMove]) -> Option<TreeAsk> {
    let mut asked = None;
    for word in words {
        match word {
            Word::Move { text, path } => {
                if ui.selectable_label(path == shown, text).clicked() {
                    asked = Some(TreeAsk::Show(path.clone()));
                }
            }
            Word::Verdict(said) => {
                ui.label(RichText::new(said).weak());
            }
            Word::Note(text) => {
                ui.label(RichText::new(text).italics());
            }
            Word::Plain(text) => {
                ui.label(text);
            }
        }
    }
    asked
}

/// A row's height before it is drawn: its words' letters wrapped at `width`.
fn estimate(words: &[Word], width: f32) -> f32 {
    let letters: usize = words
        .iter()
        .map(|w| match w {
            Word::Move { text, .. }
            | Word::Verdict(text)
            | Word::Note(text)
            | Word::Plain(text) => text.chars().count() + 2,
        })
        .sum();
    let lines = (letters as f32 * 7.0 / width.max(50.0)).ceil().max(1.0);
    lines * 20.0
}

/// The rows of `source`'s tree: for each move of the record with lines or a note (and after
/// its last move), the move and every line from the position before it.
fn rows(source: &Source, positions: &[Chess]) -> Vec<Vec<Word>> {
    let (record, analysis) = (&source.record, &source.analysis);
    let mut out = Vec::new();
    for ply in 0..=record.len() {
        let branches = analysis.branches(record, ply);
        let note = analysis.record_note(record, ply + 1);
        if branches.is_empty() && note.is_none() {
            continue;
        }
        let Some(pos) = positions.get(ply.min(positions.len().saturating_sub(1))) else {
            break;
        };
        let mut words = Vec::new();
        if let Some(mv) = record.get(ply) {
            let bare = Node::bare(*mv);
            let node = analysis.node(&record[..=ply]).unwrap_or(&bare);
            node_words(
                &mut words,
                source.notation,
                (pos, &record[..ply]),
                node,
                true,
            );
        } else if ply > 0 {
            words.push(Word::Plain(Text::AfterLastMove.get(source.lang).to_owned()));
        }
        for b in branches {
            words.push(Word::Plain("(".to_owned()));
            let mut steps = Vec::new();
            walk(pos, &record[..ply], std::slice::from_ref(b), &mut steps);
            for step in steps {
                match step {
                    Step::Move {
                        before,
                        node,
                        path,
                        numbered,
                        ..
                    } => {
                        let parent = &path[..path.len() - 1];
                        node_words(
                            &mut words,
                            source.notation,
                            (&before, parent),
                            node,
                            numbered,
                        );
                    }
                    Step::Open => words.push(Word::Plain("(".to_owned())),
                    Step::Close => words.push(Word::Plain(")".to_owned())),
                }
            }
            words.push(Word::Plain(")".to_owned()));
        }
        out.push(words);
    }
    out
}

/// The words of one move from `pos` after `path`: the move numbered where it must be, with
/// its signs, then its verdict and its note.
fn node_words(
    out: &mut Vec<Word>,
    notation: Notation,
    (pos, path): (&Chess, &[UciMove]),
    node: &Node,
    numbered: bool,
) {
    let Ok(m) = node.mv.to_move(pos) else { return };
    let number = pos.fullmoves();
    let mut text = match (pos.turn().is_white(), numbered) {
        (true, _) => format!("{number}. "),
        (false, true) => format!("{number}… "),
        (false, false) => String::new(),
    };
    text.push_str(&notation.format(pos, m));
    let Note { nags, verdict, .. } = &node.note;
    for nag in nags {
        text.push_str(&nag.symbol());
    }
    let mut here = path.to_vec();
    here.push(node.mv);
    out.push(Word::Move { text, path: here });
    if let Some(v) = verdict {
        out.push(Word::Verdict(format!("[{}/{}]", v.eval.written(), v.depth)));
    }
    if !node.note.text.is_empty() {
        out.push(Word::Note(node.note.text.clone()));
    }
}
