//! The game's panels — the schedule below, the moves or a form on the right, the board in the
//! centre — as the open game's feature, and what the user asked of them, put on the window's
//! queue.

use chrono::NaiveDate;
use egui::{CentralPanel, Panel, RichText, Ui};

use super::desk::{Desk, Request};
use crate::domain::notation::Notation;
use crate::domain::penalties::Offence;
use crate::domain::{GameId, Side};
use crate::messages::{Language, Text};
use crate::ui::analysis::{AnalysisAsk, AnalysisPanel};
use crate::ui::analysis_tree::{TreeAsk, TreeTab};
use crate::ui::card_scans::CardScans;
use crate::ui::command::Command;
use crate::ui::dialogs::{FormAction, Refused, discard_question};
use crate::ui::game_view::{GameView, MovePanel};
use crate::ui::records_panel::RecordsAction;
use crate::ui::schedule_table::{ScheduleClick, schedule_table};

/// What every panel needs to know of the frame.
#[derive(Clone, Copy)]
struct Frame {
    lang: Language,
    notation: Notation,
    today: NaiveDate,
    /// Esc over a modal dialog is the dialog's, not the form's underneath; the rules window
    /// stands beside the game.
    dialog_open: bool,
}

/// The open game as a feature: the game shown, with its forms and records, and the engine's
/// analysis beside it.
#[derive(Default)]
pub(crate) struct OpenGame {
    pub(crate) view: Option<GameView>,
    /// The engine's analysis beside the moves.
    pub(crate) analysis: AnalysisPanel,
    /// The moves' panel's part of the window's width, kept as the window is resized.
    share: crate::ui::widgets::share::Share,
    /// Whether my analysis shows below the board, in the schedule's place.
    pub(crate) tree_shown: bool,
    /// My analysis's tab: the note being typed.
    tree: TreeTab,
}

impl OpenGame {
    /// The game shown, if any.
    pub(crate) fn id(&self) -> Option<GameId> {
        self.view.as_ref().map(GameView::id)
    }

    /// Shows game `id` as the diary has it now: a form open on it, its orientation and its
    /// thumbnails are kept when it is the game shown already.
    pub(crate) fn open(&mut self, desk: &mut Desk, id: GameId) {
        let opened = match desk.diary.opened(id) {
            Ok(opened) => opened,
            Err(e) => return desk.fail(e),
        };
        let mut view = GameView::new(opened.records, desk.today());
        view.set_analysis(opened.analysis);
        view.corrections = opened.corrections;
        view.withdrawn = opened.withdrawn;
        let mut old = self.view.take().filter(|g| g.id() == id);
        // Thumbnails already made are kept; only new scans are decoded.
        let old_cards = old.as_mut().map(|o| std::mem::take(&mut o.cards));
        view.cards = CardScans::new(opened.archive, old_cards);
        if let Some(old) = old {
            view.keep_orientation(&old);
            view.keep_line(&old);
            view.keep_form(old);
            if let MovePanel::Records(_) = view.panel {
                let diary = &desk.diary;
                view.cards
                    .make_thumbnails(|scan| diary.scan_bytes(scan).ok());
            }
        }
        self.view = Some(view);
        desk.shown = Some(id);
    }

    /// Shows my analysis below the board with the note of the move shown taking the keys.
    pub(crate) fn note_move(&mut self) {
        self.tree_shown = true;
        self.tree.focus_note();
    }

    /// Shows no game.
    pub(crate) fn close(&mut self, desk: &mut Desk) {
        self.view = None;
        desk.shown = None;
    }

    /// The game view: moves and forms on the right, schedule below, board in the centre;
    /// what they ask for goes on the window's queue.
    pub(crate) fn ui(&mut self, ui: &mut Ui, desk: &mut Desk, dialog_open: bool) {
        let settings = &desk.settings;
        let frame = Frame {
            lang: settings.language,
            notation: settings.notation,
            today: desk.today(),
            dialog_open,
        };
        let Some(g) = self.view.as_mut() else {
            // No position to analyse: the engine goes until a game is shown again.
            return self.analysis.end();
        };
        let (engine, lines) = (settings.engine.as_ref(), settings.analysis_lines);
        self.analysis.update(ui.ctx(), g, engine, lines);
        let analysis = &self.analysis;
        let mut asked = Vec::new();
        let (width, height) = (ui.available_width(), ui.available_height());
        // Lower than this, the schedule gives its room to the board and the moves, never drawn
        // over them (the window's least size is 1024×640; a window manager may not hold it).
        if height >= 460.0 {
            Panel::bottom("schedule")
                .resizable(true)
                .default_size((height * 0.24).clamp(110.0, 220.0))
                .show(ui, |ui| {
                    let tab = (&mut self.tree_shown, &mut self.tree);
                    asked.extend(below_the_board(ui, g, tab, frame));
                });
        }
        let range = egui::Rangef::new(260.0, (width * 0.5).max(260.0));
        let moves = Panel::right("moves")
            .resizable(true)
            // Wide enough for a form's label, field and calendar: the board, held by the
            // height, loses nothing at 1024×640; on a wide screen it grows with the window.
            .default_size((width * 0.45).clamp(300.0, 760.0))
            .size_range(range);
        // Its part of the window's width: a drag of the list's edge leaves it as it is.
        let window = ui.ctx().content_rect().width();
        let shown = self.share.panel(moves, window, range).show(ui, |ui| {
            // The panel keeps the width it has (a drag of its edge sets it): what it shows
            // wraps or scrolls inside, and never widens it under the board.
            let rect = ui.available_rect_before_wrap();
            let mut inside = ui.new_child(egui::UiBuilder::new().max_rect(rect));
            inside.shrink_clip_rect(rect);
            asked.extend(moves_panel(&mut inside, g, analysis, frame));
            ui.advance_cursor_after_rect(rect);
        });
        self.share.took(shown.response.rect.width(), window);
        let played = CentralPanel::default()
            .show(ui, |ui| g.board_panel(ui, frame.lang, frame.notation))
            .inner;
        asked.extend(played.map(Request::Analysis));
        for r in asked {
            desk.ask(r);
        }
    }
}

/// Below the board, the schedule or my analysis, by their tabs.
fn below_the_board(
    ui: &mut Ui,
    g: &mut GameView,
    (tree_shown, tree): (&mut bool, &mut TreeTab),
    frame: Frame,
) -> Option<Request> {
    let lang = frame.lang;
    ui.horizontal(|ui| {
        if ui
            .selectable_label(
                !*tree_shown,
                RichText::new(Text::Schedule.get(lang)).strong(),
            )
            .clicked()
        {
            *tree_shown = false;
        }
        let marked = g.analysis().root().len();
        let label = match marked {
            0 => Text::AnalysisTab.get(lang).to_owned(),
            _ => format!("{} •", Text::AnalysisTab.get(lang)),
        };
        if ui
            .selectable_label(*tree_shown, RichText::new(label).strong())
            .clicked()
        {
            *tree_shown = true;
        }
    });
    if !*tree_shown {
        return schedule_panel(ui, g, frame);
    }
    match tree.ui(ui, g, lang, frame.notation)? {
        TreeAsk::Show(path) => {
            g.show_path(&path);
            None
        }
        TreeAsk::Edit(edit) => Some(Request::Analysis(edit)),
    }
}

/// The article-52 schedule: a click shows the position, a date cell opens its correction.
fn schedule_panel(ui: &mut Ui, g: &mut GameView, frame: Frame) -> Option<Request> {
    let (scroll, game) = (g.schedule_scroll(), g.id());
    let (schedule, texts) = g.schedule_and_texts(frame.notation);
    match schedule_table(ui, frame.lang, (game, schedule), texts, scroll)? {
        ScheduleClick::Show(c) => {
            g.show_ply(c);
            None
        }
        ScheduleClick::CorrectDates(ply) => Some(Request::CorrectDates(ply)),
    }
}

/// The right panel: the game's name, then the moves or the open form.
fn moves_panel(
    ui: &mut Ui,
    g: &mut GameView,
    analysis: &AnalysisPanel,
    frame: Frame,
) -> Vec<Request> {
    let lang = frame.lang;
    // A very long name is cut to one line; the whole of it shows on hover.
    let full = format!(
        "{} · {}",
        g.records.tournament.label(),
        g.records.partner.name
    );
    ui.add(egui::Label::new(RichText::new(&full).heading()).truncate())
        .on_hover_text(&full);
    ui.separator();
    // Asked over a form, the question stands above it, always in view.
    if g.asking_discard()
        && let Some(discard) = discard_question(ui, lang)
    {
        g.answer_discard(discard);
    }
    match &mut g.panel {
        MovePanel::Moves => moves_overview(ui, g, analysis, frame),
        MovePanel::Records(f) => match f.show(
            ui,
            lang,
            &g.records,
            (&g.corrections, &g.withdrawn),
            &mut g.cards,
            frame.today,
        ) {
            RecordsAction::None => Vec::new(),
            RecordsAction::Close if frame.dialog_open => Vec::new(),
            RecordsAction::Close => {
                g.close_panel();
                Vec::new()
            }
            RecordsAction::CorrectDates(ply) => vec![Request::CorrectDates(ply)],
            other => vec![Request::Records(other)],
        },
        MovePanel::Receive(_) | MovePanel::Correct(_) | MovePanel::Send(_) => {
            move_form(ui, g, frame)
        }
    }
}

/// The open move form: receive, correct or send.
fn move_form(ui: &mut Ui, g: &mut GameView, frame: Frame) -> Vec<Request> {
    let lang = frame.lang;
    let (mode, registered) = (g.records.tournament.mode, g.registered_required());
    // What the form holds as it opens, for Esc to compare with: taken once.
    g.remember_typed();
    let action = match &mut g.panel {
        MovePanel::Moves | MovePanel::Records(_) => return Vec::new(),
        MovePanel::Receive(f) => {
            let (notation, today) = (frame.notation, frame.today);
            let (action, refused) = pinned_form(
                ui,
                f,
                |f, ui| f.fields(ui, lang, &g.card, notation, today),
                |f, ui| f.foot(ui, lang, today),
            );
            if let Some(refused) = refused {
                let scans = f.scans.clone();
                g.close_panel();
                return vec![match refused {
                    // His repetition was wrong: the penalty (47.4.9.2).
                    Refused::RepetitionPenalty => Request::Records(RecordsAction::AddPenalty(
                        Offence::WrongRepetition,
                        Side::His,
                        frame.today,
                    )),
                    Refused::AskReplacement(card) => Request::AskReplacement(card, scans),
                }];
            }
            action
        }
        MovePanel::Correct(f) => pinned_form(
            ui,
            f,
            |f, ui| f.fields(ui, lang, frame.today),
            |f, ui| f.foot(ui, lang),
        ),
        MovePanel::Send(f) => {
            let how = (frame.notation, mode);
            let action = pinned_form(
                ui,
                f,
                |f, ui| f.fields(ui, lang, &g.card, how, frame.today),
                |f, ui| f.foot(ui, lang, &g.card, how, registered),
            );
            let back = match action {
                FormAction::Cancel => true,
                FormAction::Escape => !frame.dialog_open,
                _ => false,
            };
            if f.confirming && back {
                f.confirming = false;
                return Vec::new();
            }
            action
        }
    };
    match action {
        FormAction::Save => vec![Request::SaveMove(Box::new(g.panel.clone()))],
        FormAction::Cancel => {
            g.close_panel();
            Vec::new()
        }
        FormAction::Escape if frame.dialog_open => Vec::new(),
        FormAction::Escape => {
            g.escape();
            Vec::new()
        }
        FormAction::Editing => Vec::new(),
    }
}

/// The moves with the three verbs above them and the game's facts below.
fn moves_overview(
    ui: &mut Ui,
    g: &mut GameView,
    analysis: &AnalysisPanel,
    frame: Frame,
) -> Vec<Request> {
    let lang = frame.lang;
    let mut actions = Vec::new();
    // The three verbs wrap onto a second line in a narrow panel rather than be cut.
    ui.horizontal_wrapped(|ui| {
        // A game that is over takes no move: its verbs are greyed out, Records stays.
        let in_play = g.records.game.takes_moves();
        for (c, enabled) in [
            (Command::Receive, in_play),
            (Command::Send, in_play),
            (Command::Records, true),
        ] {
            // Each says what it does and its key on hover.
            let shortcut = c.shortcut_text(ui.ctx()).unwrap_or_default();
            let tip = format!("{} ({shortcut})", c.label(lang).trim_end_matches('…'));
            let button = ui.add_enabled(enabled, egui::Button::new(c.label(lang)));
            if button.on_hover_text(tip).clicked() {
                actions.push(Request::Command(c));
            }
        }
    });
    // Below the verbs everything scrolls as one: the moves (at most half the panel, in a list
    // of their own), the engine's lines and the game's facts, none squeezed by the others.
    let list_height = (ui.available_height() * 0.45).max(100.0);
    egui::ScrollArea::vertical()
        .id_salt("beside-the-board")
        .auto_shrink(false)
        .show(ui, |ui| {
            g.move_list(ui, frame.notation, frame.lang, list_height);
            match analysis.show(ui, lang, frame.notation) {
                Some(AnalysisAsk::Try(line)) => {
                    actions.extend(g.play(&line).map(Request::Analysis))
                }
                Some(AnalysisAsk::Keep(edit)) => actions.push(Request::Analysis(edit)),
                Some(AnalysisAsk::Lines(n)) => actions.push(Request::AnalysisLines(n)),
                None => {}
            }
            ui.separator();
            g.facts(ui, lang);
            if g.missing_start(ui, lang) {
                actions.push(Request::RecordStart(g.arrival.clone()));
            }
            if g.missing_arrival(ui, lang) {
                actions.push(Request::RecordArrival(g.arrival.clone()));
            }
        });
    actions
}

/// A form in the panel: its fields scroll, up and down only, and its foot — the refusal and the
/// buttons — stays in sight below them however low the window (its height is the last frame's;
/// a frame in which it changed is laid out again).
fn pinned_form<F, R>(
    ui: &mut Ui,
    form: &mut F,
    fields: impl FnOnce(&mut F, &mut Ui),
    foot: impl FnOnce(&mut F, &mut Ui) -> R,
) -> R {
    let id = egui::Id::unique("move-form-foot");
    let was = ui.data(|d| d.get_temp::<f32>(id)).unwrap_or(48.0);
    let spacing = ui.spacing().item_spacing.y;
    let room = (ui.available_height() - was - 4.0 * spacing).max(48.0);
    let width = ui.available_width();
    egui::ScrollArea::vertical()
        .id_salt("form")
        .max_height(room)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            ui.set_max_width(width);
            fields(form, ui)
        });
    ui.separator();
    let top = ui.cursor().top();
    let done = foot(form, ui);
    let height = ui.min_rect().bottom() - top;
    if (height - was).abs() > 0.5 {
        ui.data_mut(|d| d.insert_temp(id, height));
        ui.ctx().request_discard("a form's foot changed its height");
    }
    done
}
