//! A tournament: its code and name, mode, dates, time control, leave and penalty settings, arbiter.

use crate::domain::facts::TextField;
use chrono::NaiveDate;
use egui::{Grid, Ui};

use super::*;
use crate::domain::{Arbiter, Mode, RegisteredMail, TimeControl, Tournament, TournamentId};
use crate::messages::{Language, Text};
use crate::ui::widgets::fields::{date_input, limit_note, text_area, text_field};

/// A tournament.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentForm {
    /// The tournament being edited, or `None` for a new one.
    pub id: Option<TournamentId>,
    code: String,
    name: String,
    mode: Mode,
    start: String,
    end: String,
    control_days: String,
    control_moves: String,
    leave_days: String,
    leave_event_days: String,
    penalty_days: String,
    registered_always: bool,
    engines_allowed: bool,
    card_diagram: bool,
    arbiter: Arbiter,
    /// The paper to print once the tournament is saved, when it was asked for one.
    pub then_print: Option<crate::documents::DocumentKind>,
    /// The last refusal, or why the form was opened, shown under the fields.
    pub error: Option<String>,
    /// Asked for the organiser's list instead: the window opens its form.
    pub from_list: bool,
}

super::typed_but_error!(TournamentForm);

impl TournamentForm {
    /// A form holding `t`'s values.
    pub fn new(id: Option<TournamentId>, t: &Tournament) -> Self {
        TournamentForm {
            id,
            code: t.code.clone(),
            name: t.name.clone(),
            mode: t.mode,
            start: optional_date(t.start),
            end: optional_date(t.end),
            control_days: t.control.days.to_string(),
            control_moves: t.control.moves.to_string(),
            leave_days: t.leave_allowance_days.to_string(),
            leave_event_days: t
                .leave_event_days
                .map(|d| d.to_string())
                .unwrap_or_default(),
            penalty_days: t.penalty_days.to_string(),
            registered_always: t.registered_mail == RegisteredMail::Always,
            engines_allowed: t.engines_allowed,
            card_diagram: t.card_diagram,
            arbiter: t.arbiter.clone(),
            then_print: None,
            error: None,
            from_list: false,
        }
    }

    /// Shows the fields and buttons.
    pub fn show(&mut self, ui: &mut Ui, lang: Language, today: NaiveDate) -> FormAction {
        ui.heading(Text::Tournament.get(lang));
        // A new tournament can come whole from the organiser's start list.
        if self.id.is_none() && ui.link(Text::CmdFromList.get(lang)).clicked() {
            self.from_list = true;
        }
        let hint = Text::DateHint.get(lang);
        Grid::new("tournament_form").num_columns(2).show(ui, |ui| {
            text_field(ui, Text::TournamentCode.get(lang), &mut self.code, "");
            limit_note(ui, TextField::Code, &self.code, lang);
            text_field(ui, Text::TournamentName.get(lang), &mut self.name, "");
            limit_note(ui, TextField::TournamentName, &self.name, lang);
            ui.label(Text::Mode.get(lang));
            ui.horizontal(|ui| {
                ui.radio_value(&mut self.mode, Mode::Post, Text::ModePost.get(lang));
                ui.radio_value(&mut self.mode, Mode::Email, Text::ModeEmail.get(lang));
            });
            ui.end_row();
            date_input(
                ui,
                Text::StartDate.get(lang),
                &mut self.start,
                hint,
                (today, lang),
            );
            date_input(
                ui,
                Text::EndDate.get(lang),
                &mut self.end,
                hint,
                (today, lang),
            );
            text_field(
                ui,
                Text::ControlDays.get(lang),
                &mut self.control_days,
                "30",
            );
            text_field(
                ui,
                Text::ControlMoves.get(lang),
                &mut self.control_moves,
                "10",
            );
            text_field(ui, Text::LeaveDays.get(lang), &mut self.leave_days, "30");
            text_field(
                ui,
                Text::LeaveEventDays.get(lang),
                &mut self.leave_event_days,
                Text::NoLimit.get(lang),
            );
            text_field(ui, Text::PenaltyDays.get(lang), &mut self.penalty_days, "5");
            ui.label("");
            ui.checkbox(
                &mut self.registered_always,
                Text::RegisteredAlways.get(lang),
            );
            ui.end_row();
            ui.label("");
            ui.checkbox(&mut self.engines_allowed, Text::EnginesAllowed.get(lang));
            ui.end_row();
            ui.label("");
            ui.checkbox(&mut self.card_diagram, Text::CardDiagram.get(lang));
            ui.end_row();
            text_field(ui, Text::ArbiterName.get(lang), &mut self.arbiter.name, "");
            text_area(
                ui,
                Text::ArbiterAddress.get(lang),
                &mut self.arbiter.postal_address,
            );
            text_field(
                ui,
                Text::ArbiterEmail.get(lang),
                &mut self.arbiter.email,
                "",
            );
        });
        buttons(ui, lang, &self.error)
    }

    /// The tournament as typed, or the first field that cannot be read; the diary checks it.
    pub fn parse(&self, today: NaiveDate) -> Result<Tournament, FieldError> {
        let start = date_field(&self.start, Text::StartDate, today)?;
        let end = date_field(&self.end, Text::EndDate, today)?;
        Ok(Tournament {
            code: self.code.trim().to_owned(),
            name: self.name.trim().to_owned(),
            mode: self.mode,
            start,
            end,
            control: TimeControl {
                days: number_field(&self.control_days, Text::ControlDays, 1)?,
                moves: number_field(&self.control_moves, Text::ControlMoves, 1)?,
            },
            leave_allowance_days: number_field(&self.leave_days, Text::LeaveDays, 0)?,
            leave_event_days: match self.leave_event_days.trim() {
                "" => None,
                days => Some(number_field(days, Text::LeaveEventDays, 0)?),
            },
            penalty_days: number_field(&self.penalty_days, Text::PenaltyDays, 0)?,
            registered_mail: if self.registered_always {
                RegisteredMail::Always
            } else {
                RegisteredMail::WhenInTimeTrouble
            },
            arbiter: Arbiter {
                name: self.arbiter.name.trim().to_owned(),
                postal_address: self.arbiter.postal_address.trim().to_owned(),
                email: self.arbiter.email.trim().to_owned(),
            },
            engines_allowed: self.engines_allowed,
            card_diagram: self.card_diagram,
        })
    }
}
