//! The tree as the tab writes it: a row for each move of the record that has lines or a note,
//! its words made once while the analysis, the record, the notation and the language stay the
//! same, and only the rows in view laid out — a game with thousands of moves of analysis
//! draws a frame as fast as one with ten.

use egui::style::ScrollAnimation;
use egui::{Rect, RichText, ScrollArea, Ui, Vec2};
use shakmaty::Chess;
use shakmaty::uci::UciMove;

use super::TreeAsk;
use crate::domain::GameId;
use crate::domain::analysis::{Analysis, Node, Step, move_text, walk};
use crate::domain::notation::Notation;
use crate::messages::{Language, Text};
use crate::ui::game_view::GameView;

/// How many frames the tab aims at a new move shown, while the rows above it learn their
/// heights.
const SCROLL_FRAMES: u8 = 5;

/// One word of a row.
#[derive(PartialEq)]
enum Word {
    /// A move in the window's notation, numbered where it must be, with its signs; a click
    /// shows it.
    Move { text: String, path: Vec<UciMove> },
    /// My note on a move.
    Note(String),
    /// A bracket.
    Plain(String),
    /// An engine's verdict on the line from a move; "after the last move", before the lines
    /// from there.
    Weak(String),
}

/// What the rows were made from.
#[derive(PartialEq)]
struct Source {
    /// The game.
    game: GameId,
    /// The notation its moves are written in.
    notation: Notation,
    /// The language of its words.
    lang: Language,
    /// The record's moves.
    record: Vec<UciMove>,
    /// My analysis.
    analysis: Analysis,
}

/// The rows of one tree, and each one's height once drawn at `width`.
#[derive(Default)]
pub struct Rows {
    /// What they were made from.
    source: Option<Source>,
    /// Each row's words.
    rows: Vec<Vec<Word>>,
    /// Each row's height when last drawn; none until it is.
    heights: Vec<Option<f32>>,
    /// The width they were drawn at.
    width: f32,
    /// The move shown when last drawn: a new one is scrolled to …
    shown: Vec<UciMove>,
    /// … until its row is in view (rows above it may be guessed first, then drawn), for a
    /// few frames at most.
    scrolling: u8,
}

impl Rows {
    /// The rows of `g`'s tree, made again where it, its record, the notation or the language
    /// changed; a row whose words stay keeps its height, and the move shown is found again.
    fn follow(&mut self, g: &GameView, record: &[UciMove], notation: Notation, lang: Language) {
        let same = self.source.as_ref().is_some_and(|s| {
            s.game == g.id()
                && s.notation == notation
                && s.lang == lang
                && s.record == record
                && s.analysis == *g.analysis()
        });
        if same {
            return;
        }
        let source = Source {
            game: g.id(),
            notation,
            lang,
            record: record.to_vec(),
            analysis: g.analysis().clone(),
        };
        let old = std::mem::replace(&mut self.rows, rows(&source, g.record_positions()));
        let kept = |(i, words): (usize, &Vec<Word>)| match old.get(i) == Some(words) {
            true => self.heights[i],
            false => None,
        };
        self.heights = self.rows.iter().enumerate().map(kept).collect();
        self.source = Some(source);
        self.scrolling = SCROLL_FRAMES;
    }

    /// The tree in a scroll area of `height` at most; the move `shown` marked, and scrolled
    /// to when it is new; a click on a move asks to show it.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        g: &GameView,
        (record, notation, lang): (&[UciMove], Notation, Language),
        (shown, height): (&[UciMove], f32),
    ) -> Option<TreeAsk> {
        self.follow(g, record, notation, lang);
        if self.shown != shown {
            self.shown = shown.to_vec();
            self.scrolling = SCROLL_FRAMES;
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
                    self.heights[i] = Some(drawn.response.rect.height());
                    let (clicked, at) = drawn.inner;
                    if let Some(at) = at.filter(|_| holds) {
                        let clip = ui.clip_rect();
                        if at.top() < clip.top() - 0.5 || at.bottom() > clip.bottom() + 0.5 {
                            ui.scroll_to_rect_animation(at, None, ScrollAnimation::none());
                            ui.ctx().request_repaint();
                            scrolled = true;
                        }
                    }
                    asked = asked.take().or(clicked);
                }
            });
        // Rows above the move learn their heights as they are drawn: aim again next frame.
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

/// Draws a row's words, the move `shown` marked; what was clicked, and where the move shown
/// is drawn, if it is in the row.
fn draw(ui: &mut Ui, words: &[Word], shown: &[UciMove]) -> (Option<TreeAsk>, Option<Rect>) {
    let (mut asked, mut at) = (None, None);
    for word in words {
        match word {
            Word::Move { text, path } => {
                let is_shown = path == shown;
                let label = ui.selectable_label(is_shown, text);
                if label.clicked() {
                    asked = Some(TreeAsk::Show(path.clone()));
                }
                if is_shown {
                    at = Some(label.rect);
                }
            }
            Word::Weak(said) => {
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
    (asked, at)
}

/// A row's height before it is drawn: its words' letters wrapped at `width`.
fn estimate(words: &[Word], width: f32) -> f32 {
    let letters: usize = words
        .iter()
        .map(|w| match w {
            Word::Move { text, .. } | Word::Note(text) | Word::Plain(text) | Word::Weak(text) => {
                text.chars().count() + 2
            }
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
            words.push(Word::Weak(Text::AfterLastMove.get(source.lang).to_owned()));
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
    let text = move_text((pos, m), node, numbered, notation, "…");
    let mut here = path.to_vec();
    here.push(node.mv);
    out.push(Word::Move { text, path: here });
    if let Some(v) = &node.note.verdict {
        out.push(Word::Weak(format!("[{}/{}]", v.eval.written(), v.depth)));
    }
    if !node.note.text.is_empty() {
        out.push(Word::Note(node.note.text.clone()));
    }
}
