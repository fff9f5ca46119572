//! The engine's analysis beside the moves: the position on the board analysed as it changes,
//! the evaluation from White's side, depth and speed, and the best lines in the window's
//! notation; a click on a move of a line plays the line to it on the board as tried moves. The
//! engine starts on a thread of its own, is read without waiting, and the window repaints about
//! ten times a second while lines come.

use crate::ui::refusal::Refusal;
use std::path::PathBuf;
use std::thread::JoinHandle;
use std::time::Duration;

use egui::{RichText, Ui};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move, Position};

use crate::diary::AnalysisEdit;
use crate::domain::notation::Notation;
use crate::engine::uci::Info;
use crate::engine::{Engine, EngineError, Event, Limit, Options, Start, default_engine};
use crate::engine::{numbered_moves, score_told};
use crate::messages::{Language, Text};
use crate::ui::game_view::GameView;

/// The analysis panel's state.
#[derive(Default)]
pub struct AnalysisPanel {
    /// Whether the user switched it on.
    pub on: bool,
    starting: Option<JoinHandle<Result<Engine, EngineError>>>,
    engine: Option<Engine>,
    /// The moves to the position analysed; `None` until a search is under way.
    analysed: Option<Vec<UciMove>>,
    pos: Chess,
    lines: Vec<Info>,
    /// Why there is no analysis.
    error: Option<EngineError>,
    /// The number of lines asked of the engine.
    multipv: u32,
    /// The engine's program, once started.
    program: Option<PathBuf>,
}

impl AnalysisPanel {
    /// Switches the analysis on or off; off stops and ends the engine.
    pub fn toggle(&mut self) {
        self.on = !self.on;
        if !self.on {
            self.end();
        }
    }

    /// Ends the engine; the next update starts it again if the panel is on. The engine is
    /// told to quit on a thread of its own, so that the window never waits for it.
    pub fn end(&mut self) {
        if let Some(engine) = self.engine.take() {
            std::thread::spawn(move || drop(engine));
        }
        // A start under way ends on its own thread: the engine it makes is dropped there.
        self.starting = None;
        self.analysed = None;
        self.lines.clear();
        self.error = None;
    }

    /// Keeps the analysis on the position shown on `g`'s board, where its tournament allows
    /// engines: starts the engine (`path`, else Stockfish) if need be, restarts the search when
    /// the position changed, and reads what the engine said. Off, it does nothing.
    pub fn update(
        &mut self,
        ctx: &egui::Context,
        g: &GameView,
        path: Option<&PathBuf>,
        multipv: u32,
    ) {
        if !self.on {
            return;
        }
        let t = &g.records.tournament;
        if !t.engines_allowed {
            if !matches!(self.error, Some(EngineError::NotAllowed(_))) {
                self.end();
                self.error = Some(EngineError::NotAllowed(t.label().to_owned()));
            }
            return;
        }
        if matches!(self.error, Some(EngineError::NotAllowed(_))) {
            self.error = None;
        }
        if self.error.is_some() {
            return;
        }
        if self.multipv != multipv {
            self.multipv = multipv;
            // Asked of the running engine for the next search, which starts at once.
            if let Some(engine) = &mut self.engine
                && let Err(e) = engine.set_lines(multipv)
            {
                self.error = Some(e);
            }
            self.analysed = None;
        }
        self.start_engine(ctx, path, multipv);
        let Some(engine) = &mut self.engine else {
            return;
        };
        let moves = g.shown_moves();
        let moves = moves.as_slice();
        if self.analysed.as_deref() != Some(moves) {
            self.lines.clear();
            self.pos = crate::domain::notation::replay(moves).last();
            let started = engine.go(&Start::Moves(moves.to_vec()), Limit::Infinite);
            if let Err(e) = started {
                self.engine = None;
                self.error = Some(e);
                return;
            }
            self.analysed = Some(moves.to_vec());
        }
        match engine.poll() {
            Ok(events) => {
                for event in events {
                    if let Event::Info(info) = event {
                        info.merge_into(&mut self.lines);
                    }
                }
            }
            Err(e) => {
                self.engine = None;
                self.error = Some(e);
                return;
            }
        }
        ctx.request_repaint_after(Duration::from_millis(100));
    }

    /// Starts the engine (`path`, else Stockfish) on a thread of its own where none runs,
    /// and takes it once it has started.
    fn start_engine(&mut self, ctx: &egui::Context, path: Option<&PathBuf>, multipv: u32) {
        if self.engine.is_none() && self.starting.is_none() {
            let Some(program) = path.cloned().or_else(default_engine) else {
                self.error = Some(EngineError::NotInstalled);
                return;
            };
            let options = Options {
                multipv,
                ..Options::default()
            };
            let repaint = ctx.clone();
            self.program = Some(program.clone());
            self.starting = Some(std::thread::spawn(move || {
                let started = Engine::start(&program, options);
                repaint.request_repaint();
                started
            }));
        }
        if let Some(handle) = self.starting.take_if(|h| h.is_finished()) {
            match handle.join() {
                Ok(Ok(engine)) => self.engine = Some(engine),
                Ok(Err(e)) => self.error = Some(e),
                Err(_) => {
                    let program = self.program.clone().unwrap_or_default();
                    self.error = Some(EngineError::Crashed(program));
                }
            }
        }
    }

    /// The panel: how many lines, the engine, depth and speed, each line with its evaluation
    /// and its moves. Returns what the user asked for.
    /// A line's moves played on the board as far as the one clicked; Keep puts the line in my
    /// analysis with its evaluation, depth and the engine's name.
    pub fn show(&self, ui: &mut Ui, lang: Language, notation: Notation) -> Option<AnalysisAsk> {
        if !self.on {
            return None;
        }
        ui.separator();
        let mut asked = None;
        ui.horizontal(|ui| {
            ui.strong(Text::EngineAnalysis.get(lang));
            ui.label(Text::Lines.get(lang));
            for n in 1..=5 {
                if ui
                    .selectable_label(self.multipv == n, n.to_string())
                    .clicked()
                {
                    asked = Some(AnalysisAsk::Lines(n));
                }
            }
        });
        if let Some(e) = &self.error {
            let warning = RichText::new(Refusal::from(e.clone()).told(lang))
                .color(ui.visuals().warn_fg_color);
            ui.add(egui::Label::new(warning).wrap());
            return asked;
        }
        let Some(engine) = &self.engine else {
            ui.label(Text::EngineStarting.get(lang));
            return asked;
        };
        let Some(best) = self.lines.first() else {
            match self.pos.is_game_over() {
                true => ui.label(Text::NoMovesLeft.get(lang)),
                false => ui.label(format!("{} …", engine.name)),
            };
            return asked;
        };
        // Below a million nodes a second the speed is said in thousands: "450 kN/s".
        let speed = best
            .nps
            .map(|n| match n {
                0..1_000_000 => format!(" · {} {}", n / 1000, Text::KiloNodesPerSecond.get(lang)),
                _ => format!(
                    " · {:.1} {}",
                    n as f64 / 1e6,
                    Text::MegaNodesPerSecond.get(lang)
                ),
            })
            .unwrap_or_default();
        ui.label(
            RichText::new(format!(
                "{} · {} {}{}{speed}",
                engine.name,
                Text::Depth.get(lang),
                best.depth,
                best.seldepth.map(|s| format!("/{s}")).unwrap_or_default(),
            ))
            .weak(),
        );
        let first_ply = self.analysed.as_ref().map_or(0, |m| m.len() as u32);
        let from = self.analysed.clone().unwrap_or_default();
        for line in &self.lines {
            ui.horizontal_wrapped(|ui| {
                let keep = ui.small_button(Text::KeepLine.get(lang));
                if keep.on_hover_text(Text::KeepLineHint.get(lang)).clicked() {
                    asked = Some(AnalysisAsk::Keep(AnalysisEdit::EngineLine {
                        from: from.clone(),
                        pv: line.pv.clone(),
                        verdict: crate::engine::verdict(line, self.pos.turn(), &engine.name),
                    }));
                }
                ui.strong(score_told(line.score.for_white(self.pos.turn())));
                let moves = numbered_moves(&self.pos, first_ply, &line.pv, notation);
                for (n, (_, text)) in moves.iter().take(12).enumerate() {
                    if ui.link(text).clicked() {
                        let line = moves[..=n].iter().map(|(m, _)| *m).collect();
                        asked = Some(AnalysisAsk::Try(line));
                    }
                }
            });
        }
        asked
    }
}

/// What the user asked of the analysis panel.
#[derive(Debug, Clone, PartialEq)]
pub enum AnalysisAsk {
    /// Play these moves of a line on the board: a line of my analysis.
    Try(Vec<Move>),
    /// Keep a line, with its verdict, in my analysis.
    Keep(AnalysisEdit),
    /// Show this many lines.
    Lines(u32),
}
