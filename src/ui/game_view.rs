//! One game on screen: the board in the centre, the moves and the numbers that matter on the
//! right, the article-52 schedule at the bottom, and the receive and send forms.

mod facts;
mod line;

use chrono::NaiveDate;
use egui::{RichText, ScrollArea, Ui};
use shakmaty::{Chess, Color, Move};

use super::dialogs::{AtOpen, CorrectForm, ReceiveForm, SendForm, TypedForm};
use super::records_panel::RecordsForm;
use super::schedule_table::move_texts;
use super::widgets::board::{BoardState, BoardView, board_ui};
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{Line, Notation};
use crate::domain::reason::Why;
use crate::domain::schedule::{Clock, Schedule};
use crate::domain::{GameId, GameStatus};
use crate::messages::{Language, Text};

/// The form open beside the board.
#[derive(Debug, Clone)]
pub enum MovePanel {
    /// Just looking.
    Moves,
    /// Entering the partner's move.
    Receive(ReceiveForm),
    /// Sending mine.
    Send(SendForm),
    /// Status, penalties, leave and the archive.
    Records(RecordsForm),
    /// Correcting the dates of a recorded move.
    Correct(CorrectForm),
}

impl MovePanel {
    /// The move form open, as Esc compares it; none while just looking or in the records.
    fn typed_form(&self) -> Option<&dyn TypedForm> {
        match self {
            MovePanel::Receive(f) => Some(f),
            MovePanel::Send(f) => Some(f),
            MovePanel::Correct(f) => Some(f),
            MovePanel::Moves | MovePanel::Records(_) => None,
        }
    }
}

/// The open game and what the user is doing with it.
pub struct GameView {
    /// Everything the diary knows of the game.
    pub records: GameRecords,
    /// The game as its card forms show it, read once as it opens.
    pub card: crate::diary::CardView,
    /// Its schedule.
    pub schedule: Schedule,
    /// Its draw offers and what became of each.
    offers: Vec<crate::domain::declarations::DrawOffer>,
    /// The clock of the side to move.
    pub clock: Clock,
    /// Positions before each ply and after the last.
    positions: Vec<Chess>,
    /// The stored moves, legal by construction.
    moves: Vec<Move>,
    /// How many plies are shown on the board.
    cursor: usize,
    /// The moves of the line shown, from the start: the record's, or a line of my analysis,
    /// which may leave the record at any move (`line.rs`).
    line: Vec<Move>,
    /// My analysis of the game.
    analysis: crate::domain::analysis::Analysis,
    /// Each stored move's signs and whether it has analysis, as the move list marks it: read
    /// once with the analysis, not each frame.
    marks: Vec<(String, bool)>,
    /// The board's clicks in progress.
    board: BoardState,
    /// The user turned the board round.
    flipped_by_user: bool,
    /// The form beside the board.
    pub panel: MovePanel,
    /// The ply the schedule was last scrolled to.
    scrolled_to: Option<usize>,
    /// The ply the move list was last scrolled to.
    list_scrolled_to: Option<usize>,
    /// The receipt date of his last move, as typed when the diary lacks it.
    pub arrival: String,
    /// The game's corrections, for the records.
    pub corrections: Vec<crate::domain::Correction>,
    /// Its penalties, leave and cards withdrawn by an undo, for the records.
    pub withdrawn: Vec<crate::domain::Withdrawn>,
    /// The archive's rows and the photos and scans of its cards.
    pub cards: crate::ui::card_scans::CardScans,
    /// What the open move form held when it was opened, to tell whether Esc loses anything.
    panel_typed: Option<AtOpen>,
    /// Whether "Discard your changes?" is asked over the move form.
    asking_discard: bool,
    /// The moves written in `texts_notation`, made once per notation.
    texts: Vec<String>,
    texts_notation: Option<Notation>,
}

impl GameView {
    /// Keeps the form open in `old`, the same game before a reload, with what was typed in it:
    /// the records always; a move form while the game's moves are what they were (after a
    /// move was added or taken back it would be for the wrong side).
    pub fn keep_form(&mut self, old: GameView) {
        let same_moves = old.records.plies.len() == self.records.plies.len();
        if matches!(old.panel, MovePanel::Records(_)) || same_moves {
            self.panel = old.panel;
            self.panel_typed = old.panel_typed;
            self.asking_discard = old.asking_discard;
        }
    }

    /// Keeps the board turned as the user left it in `old`, the same game before a reload.
    pub fn keep_orientation(&mut self, old: &GameView) {
        self.flipped_by_user = old.flipped_by_user;
    }

    /// Turns the board round.
    pub fn flip(&mut self) {
        self.flipped_by_user = !self.flipped_by_user;
    }

    /// The ply the schedule should scroll to this frame: the cursor, once after it moves.
    pub fn schedule_scroll(&mut self) -> Option<usize> {
        let scroll = (self.scrolled_to != Some(self.cursor)).then_some(self.cursor);
        self.scrolled_to = Some(self.cursor);
        scroll
    }

    /// Takes what the open move form holds, once, as it opens: Esc compares with it whether
    /// anything was typed since.
    pub fn remember_typed(&mut self) {
        if self.panel_typed.is_none() {
            self.panel_typed = self.panel.typed_form().map(TypedForm::at_open);
        }
    }

    /// Whether "Discard your changes?" is asked over the move form.
    pub fn asking_discard(&self) -> bool {
        self.asking_discard
    }

    /// The answer to "Discard your changes?": close the form, or keep editing.
    pub fn answer_discard(&mut self, discard: bool) {
        if discard {
            self.close_panel();
        } else {
            self.asking_discard = false;
        }
    }

    /// Builds the view of a game's records on `today`, showing its last position.
    pub fn new(records: GameRecords, today: NaiveDate) -> Self {
        let Line { positions, moves } = records.line();
        let schedule = records.schedule();
        let clock = crate::domain::schedule::clock(&records.time(), &schedule.totals, today);
        GameView {
            card: crate::diary::CardView::of(&records),
            cursor: moves.len(),
            offers: crate::domain::declarations::draw_offers(&records),
            records,
            schedule,
            clock,
            positions,
            line: moves.clone(),
            moves,
            analysis: Default::default(),
            marks: Vec::new(),
            board: BoardState::default(),
            flipped_by_user: false,
            panel: MovePanel::Moves,
            scrolled_to: None,
            list_scrolled_to: None,
            arrival: String::new(),
            corrections: Vec::new(),
            withdrawn: Vec::new(),
            cards: Default::default(),
            panel_typed: None,
            asking_discard: false,
            texts: Vec::new(),
            texts_notation: None,
        }
    }

    /// My analysis of the game.
    pub fn analysis(&self) -> &crate::domain::analysis::Analysis {
        &self.analysis
    }

    /// Takes my analysis of the game as the diary has it, and the move list's marks of it: a
    /// move with analysis "•" (a note, or lines instead of it or after it), my signs after it.
    pub fn set_analysis(&mut self, analysis: crate::domain::analysis::Analysis) {
        let record = self.record();
        let marked = analysis.marked(&record);
        self.marks = (1..=record.len())
            .map(|ply| {
                let note = analysis.record_note(&record, ply);
                let signs = note.map(|n| n.nags.iter().map(|g| g.symbol()).collect());
                (signs.unwrap_or_default(), marked[ply - 1])
            })
            .collect();
        self.analysis = analysis;
    }

    /// The positions of the record: the first, then after each stored move.
    pub fn record_positions(&self) -> &[Chess] {
        &self.positions
    }

    /// The schedule with the moves written in `notation`.
    pub fn schedule_and_texts(&mut self, notation: Notation) -> (&Schedule, &[String]) {
        self.texts(notation);
        (&self.schedule, &self.texts)
    }

    /// The stored moves written in `notation`.
    pub fn texts(&mut self, notation: Notation) -> &[String] {
        if self.texts_notation != Some(notation) {
            self.texts = move_texts(&self.positions, &self.moves, notation);
            self.texts_notation = Some(notation);
        }
        &self.texts
    }

    /// The game.
    pub fn id(&self) -> GameId {
        self.records.id
    }

    /// The game as shown: its id and how many plies the window has of it, which a card
    /// typed here is checked against (another program may have recorded more).
    pub fn as_shown(&self) -> (GameId, u32) {
        (self.records.id, self.records.plies.len() as u32)
    }

    /// The position after the stored moves.
    pub fn last_position(&self) -> Chess {
        self.positions.last().cloned().unwrap_or_default()
    }

    /// Whether it is my move in a game in play.
    pub fn my_move(&self) -> bool {
        self.records.game.status() == GameStatus::InPlay
            && self.clock.side == self.records.game.my_colour
    }

    /// Whether registered mail is required for my reply.
    pub fn registered_required(&self) -> bool {
        self.records.registered_required(&self.clock)
    }

    /// Asks for the day his last move arrived when the diary lacks it; true when Save is pressed.
    pub fn missing_arrival(&mut self, ui: &mut Ui, lang: Language) -> bool {
        if !self.my_move() || self.records.plies.is_empty() || self.clock.received.is_some() {
            return false;
        }
        self.date_prompt(ui, lang, Text::ArrivalMissing, Text::ReceivedOn)
    }

    /// A warning, a date field labelled `label` and Save; true when Save is pressed.
    fn date_prompt(&mut self, ui: &mut Ui, lang: Language, warning: Text, label: Text) -> bool {
        ui.colored_label(ui.visuals().warn_fg_color, warning.get(lang));
        let mut save = false;
        ui.horizontal(|ui| {
            let l = ui.label(label.get(lang));
            ui.add(
                egui::TextEdit::singleline(&mut self.arrival)
                    .hint_text(Text::DateHint.get(lang))
                    .desired_width(110.0),
            )
            .labelled_by(l.id);
            save = ui.button(Text::Save.get(lang)).clicked();
        });
        save
    }

    /// Shows `panel` in place of the moves.
    pub fn open_panel(&mut self, panel: MovePanel) {
        self.panel = panel;
        self.panel_typed = None;
        self.asking_discard = false;
    }

    /// Closes the move form and shows the moves.
    pub fn close_panel(&mut self) {
        self.open_panel(MovePanel::Moves);
    }

    /// What Esc does over a move form: ask when something was typed since it opened, else
    /// close it.
    pub fn escape(&mut self) {
        let changed = self.panel.typed_form().zip(self.panel_typed.as_ref());
        if changed.is_some_and(|(form, at)| form.changed_since(at)) {
            self.asking_discard = true;
        } else {
            self.close_panel();
        }
    }

    /// Asks for the game's start date when neither the game nor its tournament has one and no
    /// move is made: White's first move is due on it, and Black asks for it from it; true when
    /// Save is pressed.
    pub fn missing_start(&mut self, ui: &mut Ui, lang: Language) -> bool {
        let missing = self.records.game.status() == GameStatus::InPlay
            && self.records.plies.is_empty()
            && self.clock.why.contains(&Why::StartMissing);
        missing && self.date_prompt(ui, lang, Text::StartMissing, Text::StartDate)
    }

    /// The board; a move made on it goes to the open form, or along the line shown: a move off
    /// the record is a line of my analysis, which the diary keeps (returned to be saved).
    pub fn board_panel(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        notation: Notation,
    ) -> Option<crate::diary::AnalysisEdit> {
        let (pos, last_move) = self.shown();
        let flipped = (self.records.game.my_colour == Color::Black) != self.flipped_by_user;
        let view = BoardView {
            flipped,
            last_move,
            interactive: true,
            typed: self.typed_move(),
        };
        let mut kept = None;
        if let Some(m) = board_ui(ui, &mut self.board, &pos, view) {
            let at_last = self.at_last_stored();
            match &mut self.panel {
                MovePanel::Receive(f) if at_last => f.mv = notation.format(&pos, m),
                MovePanel::Send(f) if at_last && !f.confirming => f.mv = notation.format(&pos, m),
                _ => kept = self.play(&[m]),
            }
        }
        if self.off_record() {
            ui.label(RichText::new(Text::TrialHint.get(lang)).weak());
        }
        kept
    }

    /// The move typed in the open Receive or Send form, where it can be played at the last
    /// position shown: the board draws it before it is saved.
    pub fn typed_move(&self) -> Option<shakmaty::Move> {
        if !self.at_last_stored() {
            return None;
        }
        let typed = match &self.panel {
            MovePanel::Receive(f) => &f.mv,
            MovePanel::Send(f) => &f.mv,
            _ => return None,
        };
        crate::domain::notation::read_move(&self.last_position(), typed).ok()
    }

    /// The moves, with a click to show any of them; a move that offered a draw is marked
    /// "(=)", and what the cards said besides the moves follows the list.
    pub fn move_list(&mut self, ui: &mut Ui, notation: Notation, lang: Language, height: f32) {
        use crate::domain::declarations::{Declaration, Noted, ending};
        self.texts(notation);
        let noted: Vec<&[Noted]> = self.schedule.plies().map(|p| p.noted.as_slice()).collect();
        let marks = &self.marks;
        let on_record = self.record_cursor();
        let (texts, cursor) = (&self.texts, on_record.unwrap_or(usize::MAX));
        let at_end = cursor == texts.len();
        let scroll = self.list_scrolled_to != Some(cursor) && !at_end;
        self.list_scrolled_to = Some(cursor);
        let mut clicked = None;
        // Shown at its last position, the list stays at its end, the newest move in sight,
        // however its first frames lay it out; stepped back, it scrolls to the move shown. A new
        // move, or another game, starts a list of its own: at its end.
        ScrollArea::vertical()
            .id_salt(("moves", self.id(), texts.len()))
            .stick_to_bottom(at_end)
            .max_height(height)
            .show(ui, |ui| {
                egui::Grid::new("move_list").num_columns(3).show(ui, |ui| {
                    for (row, pair) in texts.chunks(2).enumerate() {
                        ui.label(format!("{}.", row + 1));
                        for (j, text) in pair.iter().enumerate() {
                            let ply = row * 2 + j;
                            let here = cursor == ply + 1;
                            let said = noted.get(ply).copied().unwrap_or_default();
                            let offered = said.contains(&Noted::With(Declaration::OfferDraw));
                            let mut text = text.clone();
                            let (signs, marked) = marks.get(ply).cloned().unwrap_or_default();
                            text.push_str(&signs);
                            if offered {
                                text.push_str(" (=)");
                            }
                            if marked {
                                text.push_str(" •");
                            }
                            let mut response = ui.selectable_label(here, text);
                            if !said.is_empty() {
                                let told: Vec<String> = said.iter().map(|n| n.told(lang)).collect();
                                response = response.on_hover_text(told.join("\n"));
                            }
                            if here && scroll {
                                response.scroll_to_me(None);
                            }
                            if response.clicked() {
                                clicked = Some(ply + 1);
                            }
                        }
                        ui.end_row();
                    }
                });
            });
        for offer in &self.offers {
            ui.label(RichText::new(offer.told(lang)).weak());
        }
        if let Some((card, result)) = ending(&self.records.correspondence, &self.records.game) {
            let day = card
                .day()
                .map(crate::domain::format_date)
                .unwrap_or_default();
            let by = card.direction.side();
            ui.strong(format!(
                "{}: {}",
                card.declaration
                    .map(|d| d.told(by, lang))
                    .unwrap_or_default(),
                crate::messages::ended_told(result, &day, lang)
            ));
        }
        if let Some(c) = clicked {
            self.show_ply(c);
        }
    }
}
