//! The claim for adjudication: the result claimed, its justification, the sealed move (47.9.5);
//! the engine's analysis of the final position added to the justification on request, on a
//! thread of its own with its depth shown, the result it suggests preselected for the player to
//! keep or change.

use std::ops::ControlFlow;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use egui::{ComboBox, Grid, TextEdit, Ui};

use super::*;
use crate::domain::GameResult;
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::Notation;
use crate::engine::analysis_told;
use crate::engine::{EngineError, Limit, Options, analyse, position_after, suggested_for};
use crate::messages::{Language, Text};
use crate::ui::widgets::fields::text_field;

/// What I claim in an adjudication: the result, my analysis, my sealed move.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct AdjudicationForm {
    result: GameResult,
    justification: String,
    sealed: String,
    /// The depth the engine analyses to, as typed.
    depth: String,
    /// The game's final position and how to analyse it.
    game: EngineGame,
    /// The engine's analysis under way or just done.
    run: EngineRun,
    /// The result the engine's evaluation suggested.
    suggested: Option<GameResult>,
    /// My analysis of the game, and its lines, each by the path to its first move, as they
    /// read, and whether it goes on the paper.
    analysis: crate::domain::analysis::Analysis,
    lines: Vec<(Vec<shakmaty::uci::UciMove>, String, bool)>,
    /// The last refusal.
    pub error: Option<String>,
}

super::typed_but_error!(AdjudicationForm);

/// The game as the engine needs it.
#[derive(Debug, Clone, Default, PartialEq)]
struct EngineGame {
    moves: Vec<shakmaty::uci::UciMove>,
    notation: Notation,
    engine: Option<PathBuf>,
    /// The tournament that forbids engines, if it does.
    forbidden_by: Option<String>,
}

/// An analysis on its own thread: the depth it reached, and its outcome once done.
#[derive(Clone, Default)]
struct EngineRun(Arc<Mutex<RunState>>);

impl PartialEq for EngineRun {
    /// The same analysis: what it reached is not typed.
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

#[derive(Default)]
struct RunState {
    running: bool,
    depth: u32,
    cancel: bool,
    outcome: Option<Result<(String, GameResult), EngineError>>,
}

// What was typed is told by the fields; the analysis under way is not typed.
impl std::fmt::Debug for EngineRun {
    fn fmt(&self, _: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        Ok(())
    }
}

impl AdjudicationForm {
    /// An empty claim for the game `r`, whose final position `engine` (else Stockfish as
    /// installed) may analyse.
    /// My analysis's lines are offered for the paper: those from the final position chosen.
    pub fn for_game(
        r: &GameRecords,
        engine: Option<PathBuf>,
        analysis: &crate::domain::analysis::Analysis,
    ) -> Self {
        let record: Vec<_> = r.plies.iter().map(|p| p.uci).collect();
        let notation = crate::documents::form_notation(r);
        let lines = analysis
            .lines(&record)
            .into_iter()
            .map(|path| {
                let mut line = path.clone();
                let mut nodes = analysis.node(&path).map(|n| n.children.as_slice());
                while let Some(next) = nodes
                    .and_then(<[_]>::first)
                    .filter(|_| line.len() < path.len() + 5)
                {
                    line.push(next.mv);
                    nodes = Some(&next.children);
                }
                let texts = crate::domain::notation::format_line(&line, notation);
                let from_end = path.len() > record.len();
                let first = path.len() - 1;
                let label: Vec<String> = texts[first..]
                    .iter()
                    .enumerate()
                    .map(|(i, text)| match (first + i) % 2 {
                        0 => format!("{}. {text}", (first + i) / 2 + 1),
                        _ if i == 0 => format!("{}... {text}", (first + i) / 2 + 1),
                        _ => text.clone(),
                    })
                    .collect();
                (path, label.join(" "), from_end)
            })
            .collect();
        AdjudicationForm {
            analysis: analysis.clone(),
            lines,
            depth: "24".to_owned(),
            game: EngineGame {
                moves: r.plies.iter().map(|p| p.uci).collect(),
                notation: crate::documents::form_notation(r),
                engine,
                forbidden_by: (!r.tournament.engines_allowed)
                    .then(|| r.tournament.label().to_owned()),
            },
            ..Default::default()
        }
    }

    /// Shows the fields and buttons.
    pub fn show(&mut self, ui: &mut Ui, lang: Language) -> FormAction {
        ui.heading(Text::DocAdjudication.get(lang).trim_end_matches('…'));
        self.take_outcome(lang);
        Grid::new("adjudication_form")
            .num_columns(2)
            .show(ui, |ui| {
                let l = ui.label(Text::ClaimedResult.get(lang));
                ComboBox::from_id_salt("claimed_result")
                    .selected_text(self.result.code())
                    .show_ui(ui, |ui| {
                        for r in GameResult::ALL {
                            ui.selectable_value(&mut self.result, r, r.code());
                        }
                    })
                    .response
                    .labelled_by(l.id);
                ui.end_row();
                let l = ui.label(Text::Justification.get(lang));
                ui.add(
                    TextEdit::multiline(&mut self.justification)
                        .desired_rows(8)
                        .desired_width(360.0),
                )
                .labelled_by(l.id);
                ui.end_row();
                text_field(ui, Text::SealedMove.get(lang), &mut self.sealed, "Кg1-f3");
            });
        if !self.lines.is_empty() {
            ui.label(Text::LinesOnPaper.get(lang));
            egui::ScrollArea::vertical()
                .id_salt("lines-on-paper")
                .max_height(120.0)
                .show(ui, |ui| {
                    for (_, label, on) in &mut self.lines {
                        ui.checkbox(on, label.as_str());
                    }
                });
        }
        self.engine_row(ui, lang);
        buttons(ui, lang, &self.error)
    }

    /// The engine's part: depth and the button, or the depth reached and Cancel, or why not.
    fn engine_row(&mut self, ui: &mut Ui, lang: Language) {
        if let Some(t) = &self.game.forbidden_by {
            ui.label(Refusal::from(EngineError::NotAllowed(t.clone())).told(lang));
            return;
        }
        let (running, depth) = {
            let state = self.run.0.lock().unwrap_or_else(|p| p.into_inner());
            (state.running, state.depth)
        };
        ui.horizontal(|ui| {
            if running {
                ui.spinner();
                ui.label(format!(
                    "{} {depth} / {}",
                    Text::Depth.get(lang),
                    self.depth.trim()
                ));
                if ui.button(Text::Cancel.get(lang)).clicked() {
                    self.run.0.lock().unwrap_or_else(|p| p.into_inner()).cancel = true;
                }
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_millis(200));
            } else {
                text_field(ui, Text::Depth.get(lang), &mut self.depth, "24");
                if ui.button(Text::AddEngineAnalysis.get(lang)).clicked() {
                    self.start(ui.ctx(), lang);
                }
            }
        });
        if let Some(r) = self.suggested {
            ui.label(format!("{} {}", Text::SuggestedResult.get(lang), r.code()));
        }
    }

    /// Starts the engine on the final position, to the depth typed.
    fn start(&mut self, ctx: &egui::Context, lang: Language) {
        let Some(depth) = self
            .depth
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|d| (1..=60).contains(d))
        else {
            let e = FieldError {
                field: Text::Depth,
                typed: self.depth.trim().to_owned(),
                problem: FieldProblem::OutOfRange(1, 60),
            };
            self.error = Some(e.told(lang));
            return;
        };
        let Some(program) = self
            .game
            .engine
            .clone()
            .or_else(crate::engine::default_engine)
        else {
            self.error = Some(Refusal::from(EngineError::NotInstalled).told(lang));
            return;
        };
        self.error = None;
        let (start, pos, first) = position_after(&self.game.moves, None);
        let notation = self.game.notation;
        let run = self.run.clone();
        {
            let mut state = run.0.lock().unwrap_or_else(|p| p.into_inner());
            *state = RunState {
                running: true,
                ..RunState::default()
            };
        }
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let options = Options {
                multipv: 3,
                ..Options::default()
            };
            let outcome = analyse(
                &program,
                &start,
                Limit::Depth(depth),
                options,
                &mut |info| {
                    // Only this thread holds the run once the dialog is closed: stop then.
                    let closed = Arc::strong_count(&run.0) == 1;
                    let mut state = run.0.lock().unwrap_or_else(|p| p.into_inner());
                    if let Some(info) = info {
                        state.depth = state.depth.max(info.depth);
                        ctx.request_repaint();
                    }
                    if state.cancel || closed {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                },
            )
            .map(|a| {
                // The paper is Russian: so is the justification.
                let text = analysis_told(&a, &pos, first, notation, Language::RU);
                (text, suggested_for(&pos, &a))
            });
            let mut state = run.0.lock().unwrap_or_else(|p| p.into_inner());
            state.running = false;
            if !state.cancel {
                state.outcome = Some(outcome);
            }
            ctx.request_repaint();
        });
    }

    /// Puts a finished analysis into the justification and preselects the result it suggests
    /// when none was chosen.
    fn take_outcome(&mut self, lang: Language) {
        let outcome = self
            .run
            .0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .outcome
            .take();
        match outcome {
            Some(Ok((text, suggested))) => {
                if !self.justification.trim().is_empty() {
                    self.justification.push_str("\n\n");
                }
                self.justification.push_str(text.trim_end());
                self.suggested = Some(suggested);
                if self.result == GameResult::Unknown {
                    self.result = suggested;
                }
            }
            Some(Err(e)) => self.error = Some(Refusal::from(e).told(lang)),
            None => {}
        }
    }

    /// The claim as typed.
    pub fn claim(&self) -> crate::documents::adjudication::AdjudicationClaim {
        crate::documents::adjudication::AdjudicationClaim {
            result: self.result,
            justification: self.justification.trim().to_owned(),
            sealed_move: Some(self.sealed.trim().to_owned()).filter(|s| !s.is_empty()),
            analysis: self.analysis.only(&self.chosen()),
        }
    }

    /// The lines chosen for the paper.
    fn chosen(&self) -> Vec<Vec<shakmaty::uci::UciMove>> {
        self.lines
            .iter()
            .filter(|(_, _, on)| *on)
            .map(|(path, _, _)| path.clone())
            .collect()
    }
}
