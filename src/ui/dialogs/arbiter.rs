//! Between the player and the arbiter: what passed so far in the game, and one form for what
//! happened now — the result and record sent (47.9.1, 48.9.1, 47.8.2), the arbiter's decision
//! received (47.6.2, 47.8.1, 47.9.6, 47.9.9, 47.9.11), my protest sent (47.1.6, 47.9.10).

use chrono::NaiveDate;
use egui::{ComboBox, Grid, Ui};

use super::*;
use crate::domain::arbiter::RulingKind;
use crate::domain::{GameId, Outcome, format_date};
use crate::messages::{Language, Text};
use crate::ui::widgets::fields::{date_input, form_label};

/// What happened, which the form records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArbiterStep {
    /// I sent the result and the record.
    ReportSent,
    /// The arbiter's decision reached me.
    Decision,
    /// I sent a protest.
    Protest,
    /// I sent one of the game's notices.
    NoticeSent,
    /// A dispute with the partner arose (48.1.7).
    Dispute,
}

impl ArbiterStep {
    /// The name of the step's date.
    fn day(self) -> Text {
        match self {
            ArbiterStep::Decision => Text::ArbiterReceivedOn,
            ArbiterStep::Dispute => Text::ArbiterDisputeOn,
            ArbiterStep::ReportSent | ArbiterStep::Protest | ArbiterStep::NoticeSent => {
                Text::ArbiterSentOn
            }
        }
    }
}

/// What the form read, for the diary to check and record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArbiterInput {
    /// The result and record sent on a day.
    ReportSent(NaiveDate),
    /// A decision received on a day: its kind, the result and last move given.
    Decision(NaiveDate, RulingKind, Option<Outcome>, Option<u32>),
    /// A protest sent on a day, recorded late when insisted on.
    Protest(NaiveDate, bool),
    /// The notice of a row sent on a day.
    NoticeSent(NaiveDate, i64),
    /// A dispute that arose on a day.
    Dispute(NaiveDate),
}

/// The game's history with the arbiter, and the form for what happened now.
#[derive(Debug, Clone, PartialEq)]
pub struct ArbiterForm {
    /// The game.
    pub game: GameId,
    /// The game as the heading names it.
    title: String,
    /// What passed so far, a line each.
    history: Vec<String>,
    step: ArbiterStep,
    date: String,
    ruling: RulingKind,
    result: Option<Outcome>,
    last_move: String,
    late: bool,
    /// The game's notices not yet sent: their rows and what each tells whom.
    notices: Vec<(i64, String)>,
    notice: Option<i64>,
    /// The last refusal.
    pub error: Option<String>,
}

super::typed_but_error!(ArbiterForm);

impl ArbiterForm {
    /// A form for `game`, opened on `step`, dated `today`.
    pub fn new(game: GameId, title: String, history: Vec<String>, step: ArbiterStep) -> Self {
        ArbiterForm {
            game,
            title,
            history,
            step,
            date: String::new(),
            ruling: RulingKind::Adjudicated,
            result: None,
            last_move: String::new(),
            late: false,
            notices: Vec::new(),
            notice: None,
            error: None,
        }
    }

    /// The form offering `notices` (rows and what each tells whom) to mark sent.
    pub fn with_notices(self, notices: Vec<(i64, String)>) -> Self {
        ArbiterForm {
            notice: notices.first().map(|n| n.0),
            notices,
            ..self
        }
    }

    /// Shows the history, the fields and the buttons.
    pub fn show(&mut self, ui: &mut Ui, lang: Language, today: NaiveDate) -> FormAction {
        ui.heading(format!("{}: {}", Text::ArbiterTitle.get(lang), self.title));
        for line in &self.history {
            ui.add(egui::Label::new(line.as_str()).wrap());
        }
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            for (step, text) in [
                (ArbiterStep::ReportSent, Text::ArbiterReportSent),
                (ArbiterStep::Decision, Text::ArbiterDecision),
                (ArbiterStep::Protest, Text::ArbiterProtest),
                (ArbiterStep::NoticeSent, Text::ArbiterNoticeSent),
                (ArbiterStep::Dispute, Text::ArbiterDispute),
            ] {
                if step == ArbiterStep::NoticeSent && self.notices.is_empty() {
                    continue;
                }
                ui.radio_value(&mut self.step, step, text.get(lang));
            }
        });
        Grid::new("arbiter_form").num_columns(2).show(ui, |ui| {
            let day = self.step.day();
            let hint = format_date(today);
            date_input(ui, day.get(lang), &mut self.date, &hint, (today, lang));
            match self.step {
                ArbiterStep::Decision => self.decision_fields(ui, lang),
                ArbiterStep::Protest => {
                    ui.label("");
                    ui.checkbox(&mut self.late, Text::ArbiterLate.get(lang));
                    ui.end_row();
                }
                ArbiterStep::NoticeSent => self.notice_choice(ui, lang),
                ArbiterStep::ReportSent | ArbiterStep::Dispute => {}
            }
        });
        buttons(ui, lang, &self.error)
    }

    /// The ruling, the result it gives and the last move counted.
    fn decision_fields(&mut self, ui: &mut Ui, lang: Language) {
        let label = form_label(ui, Text::ArbiterRuling.get(lang));
        ComboBox::from_id_salt("ruling")
            .selected_text(self.ruling.told(lang))
            .width(260.0)
            .show_ui(ui, |ui| {
                for kind in RulingKind::ALL {
                    ui.selectable_value(&mut self.ruling, kind, kind.told(lang));
                }
            })
            .response
            .labelled_by(label.id);
        ui.end_row();
        if !self.ruling.needs_result() {
            return;
        }
        let label = form_label(ui, Text::Result.get(lang));
        let shown = |o: Option<Outcome>| o.map_or("—", |o| o.result().code());
        ComboBox::from_id_salt("ruling_result")
            .selected_text(shown(self.result))
            .show_ui(ui, |ui| {
                for o in [Outcome::WhiteWins, Outcome::BlackWins, Outcome::Draw] {
                    ui.selectable_value(&mut self.result, Some(o), shown(Some(o)));
                }
            })
            .response
            .labelled_by(label.id);
        ui.end_row();
        if self.ruling == RulingKind::Adjudicated {
            grid_field(ui, Text::ArbiterLastMove.get(lang), &mut self.last_move, "");
        }
    }

    /// Which of the game's notices went.
    fn notice_choice(&mut self, ui: &mut Ui, lang: Language) {
        let label = form_label(ui, Text::ArbiterWhichNotice.get(lang));
        let shown = |row: Option<i64>| {
            let found = self.notices.iter().find(|n| Some(n.0) == row);
            found.map_or("—", |n| n.1.as_str()).to_owned()
        };
        ComboBox::from_id_salt("which_notice")
            .selected_text(shown(self.notice))
            .width(260.0)
            .show_ui(ui, |ui| {
                for (row, text) in &self.notices {
                    ui.selectable_value(&mut self.notice, Some(*row), text.as_str());
                }
            })
            .response
            .labelled_by(label.id);
        ui.end_row();
    }

    /// What the form says happened, its date read (today when none is typed).
    pub fn parse(&self, today: NaiveDate) -> Result<ArbiterInput, FieldError> {
        let day = date_field(&self.date, self.step.day(), today)?.unwrap_or(today);
        Ok(match self.step {
            ArbiterStep::ReportSent => ArbiterInput::ReportSent(day),
            ArbiterStep::Protest => ArbiterInput::Protest(day, self.late),
            ArbiterStep::Dispute => ArbiterInput::Dispute(day),
            ArbiterStep::NoticeSent => match self.notice {
                Some(row) => ArbiterInput::NoticeSent(day, row),
                None => {
                    return Err(FieldError {
                        field: Text::ArbiterWhichNotice,
                        typed: String::new(),
                        problem: crate::ui::refusal::FieldProblem::NotChosen,
                    });
                }
            },
            ArbiterStep::Decision => {
                let last_move = match self.last_move.trim() {
                    "" => None,
                    typed => Some(number_field(typed, Text::ArbiterLastMove, 1)?),
                };
                let result = self.result.filter(|_| self.ruling.needs_result());
                ArbiterInput::Decision(day, self.ruling, result, last_move)
            }
        })
    }
}
