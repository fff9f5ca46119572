//! The forms that enter my profile, a tournament, a partner and a game. Each keeps what is typed
//! as text, and turns it into a domain value once, on Save, with a message naming the field.

use chrono::NaiveDate;
use egui::{ComboBox, Grid, TextEdit, Ui};
use shakmaty::Color;

use crate::domain::{
    Arbiter, Contact, DateInputError, Game, GameResult, GameStatus, Gender, Mode, Partner,
    PartnerId, Profile, RegisteredMail, TimeControl, Tournament, TournamentId, format_date,
    parse_date_input,
};
use crate::messages::{Language, Text};

pub use super::file_form::{FileTask, PathForm};
use super::widgets::fields::{date_input, text_area, text_field};

/// What the user did with a form this frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormAction {
    /// Still editing.
    Editing,
    /// Pressed Save (or Enter).
    Save,
    /// Pressed Cancel.
    Cancel,
    /// Pressed Esc: close, but ask first if something was typed.
    Escape,
}

/// Save and Cancel, with Enter (outside multi-line fields) and Esc as their keys.
fn buttons(ui: &mut Ui, lang: Language, error: &Option<String>) -> FormAction {
    labelled_buttons(ui, lang, error, Text::Save)
}

/// The refusal if any, then a button that does the form's work (labelled `verb`) and Cancel.
pub(super) fn labelled_buttons(
    ui: &mut Ui,
    lang: Language,
    error: &Option<String>,
    verb: Text,
) -> FormAction {
    if let Some(e) = error {
        ui.colored_label(ui.visuals().error_fg_color, e);
    }
    let mut action = FormAction::Editing;
    ui.horizontal(|ui| {
        if ui.button(verb.get(lang)).clicked() {
            action = FormAction::Save;
        }
        if ui.button(Text::Cancel.get(lang)).clicked() {
            action = FormAction::Cancel;
        }
    });
    if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
        action = FormAction::Escape;
    }
    if ui.input(|i| i.modifiers.command && i.key_pressed(egui::Key::Enter)) {
        action = FormAction::Save;
    }
    action
}

/// What a form holds as typed, without its last refusal: two equal values mean nothing was
/// typed in between, so Escape loses nothing.
pub(crate) fn typed<T: Clone + std::fmt::Debug>(
    form: &T,
    clear_error: impl FnOnce(&mut T),
) -> String {
    let mut form = form.clone();
    clear_error(&mut form);
    format!("{form:?}")
}

/// Asks whether to throw away what was typed; `Some(true)` to discard, `Some(false)` to keep
/// editing.
pub(crate) fn discard_question(ui: &mut Ui, lang: Language) -> Option<bool> {
    let mut answer = None;
    ui.separator();
    ui.strong(Text::DiscardChanges.get(lang));
    ui.horizontal(|ui| {
        if ui.button(Text::Discard.get(lang)).clicked() {
            answer = Some(true);
        }
        if ui.button(Text::KeepEditing.get(lang)).clicked() {
            answer = Some(false);
        }
    });
    answer
}

/// Reads a typed date, or says which field holds what and why it is not a date.
pub(crate) fn date_field(
    text: &str,
    label: Text,
    lang: Language,
    today: NaiveDate,
) -> Result<Option<NaiveDate>, String> {
    parse_date_input(text, today).map_err(|e| {
        let why = match e {
            DateInputError::NotADate(_) => Text::NotADate,
            DateInputError::NoSuchMonth(_) => Text::NoSuchMonth,
            DateInputError::NoSuchDay(_) => Text::NoSuchDay,
        };
        format!("{}: «{}» {}", label.get(lang), text.trim(), why.get(lang))
    })
}

fn number_field(text: &str, label: Text, lang: Language, min: u32) -> Result<u32, String> {
    let n: u32 = text.trim().parse().map_err(|_| {
        format!(
            "{}: «{}» {}",
            label.get(lang),
            text.trim(),
            Text::NotAWholeNumber.get(lang)
        )
    })?;
    if n < min {
        return Err(format!(
            "{}: «{n}» {}",
            label.get(lang),
            Text::MustBePositive.get(lang)
        ));
    }
    Ok(n)
}

fn optional_date(d: Option<NaiveDate>) -> String {
    d.map(format_date).unwrap_or_default()
}

/// My profile.
#[derive(Debug, Clone, Default)]
pub struct ProfileForm {
    profile: Profile,
    /// The last refusal, shown under the fields.
    pub error: Option<String>,
}

impl ProfileForm {
    /// A form showing the saved profile.
    pub fn new(profile: Profile) -> Self {
        ProfileForm {
            profile,
            error: None,
        }
    }

    /// Shows the fields and buttons.
    pub fn show(&mut self, ui: &mut Ui, lang: Language) -> FormAction {
        ui.heading(Text::CmdProfile.get(lang).trim_end_matches('…'));
        Grid::new("profile_form").num_columns(2).show(ui, |ui| {
            let p = &mut self.profile;
            text_field(ui, Text::FullName.get(lang), &mut p.full_name, "");
            text_area(ui, Text::PostalAddress.get(lang), &mut p.postal_address);
            text_field(ui, Text::Email.get(lang), &mut p.email, "");
            text_field(ui, Text::SignatureLine.get(lang), &mut p.signature, "");
        });
        buttons(ui, lang, &self.error)
    }

    /// The profile as typed.
    pub fn parse(&self) -> Profile {
        let p = &self.profile;
        Profile {
            full_name: p.full_name.trim().to_owned(),
            postal_address: p.postal_address.trim().to_owned(),
            email: p.email.trim().to_owned(),
            signature: p.signature.trim().to_owned(),
        }
    }
}

/// A tournament.
#[derive(Debug, Clone)]
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
    arbiter: Arbiter,
    /// The last refusal, shown under the fields.
    pub error: Option<String>,
}

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
            arbiter: t.arbiter.clone(),
            error: None,
        }
    }

    /// Shows the fields and buttons.
    pub fn show(&mut self, ui: &mut Ui, lang: Language, today: NaiveDate) -> FormAction {
        ui.heading(Text::Tournament.get(lang));
        let hint = Text::DateHint.get(lang);
        Grid::new("tournament_form").num_columns(2).show(ui, |ui| {
            text_field(ui, Text::TournamentCode.get(lang), &mut self.code, "");
            text_field(ui, Text::TournamentName.get(lang), &mut self.name, "");
            ui.label(Text::Mode.get(lang));
            ui.horizontal(|ui| {
                ui.radio_value(&mut self.mode, Mode::Post, Text::ModePost.get(lang));
                ui.radio_value(&mut self.mode, Mode::Email, Text::ModeEmail.get(lang));
            });
            ui.end_row();
            date_input(ui, Text::StartDate.get(lang), &mut self.start, hint, today);
            date_input(ui, Text::EndDate.get(lang), &mut self.end, hint, today);
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

    /// The tournament as typed, or a message naming the first wrong field.
    pub fn parse(&self, lang: Language, today: NaiveDate) -> Result<Tournament, String> {
        if self.code.trim().is_empty() && self.name.trim().is_empty() {
            return Err(Text::NeedCodeOrName.get(lang).to_owned());
        }
        let start = date_field(&self.start, Text::StartDate, lang, today)?;
        let end = date_field(&self.end, Text::EndDate, lang, today)?;
        if let (Some(s), Some(e)) = (start, end)
            && e < s
        {
            return Err(Text::EndsBeforeStart.get(lang).to_owned());
        }
        Ok(Tournament {
            code: self.code.trim().to_owned(),
            name: self.name.trim().to_owned(),
            mode: self.mode,
            start,
            end,
            control: TimeControl {
                days: number_field(&self.control_days, Text::ControlDays, lang, 1)?,
                moves: number_field(&self.control_moves, Text::ControlMoves, lang, 1)?,
            },
            leave_allowance_days: number_field(&self.leave_days, Text::LeaveDays, lang, 0)?,
            leave_event_days: match self.leave_event_days.trim() {
                "" => None,
                days => Some(number_field(days, Text::LeaveEventDays, lang, 0)?),
            },
            penalty_days: number_field(&self.penalty_days, Text::PenaltyDays, lang, 0)?,
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
        })
    }
}

/// A new partner with his first address.
#[derive(Debug, Clone, Default)]
pub struct PartnerForm {
    name: String,
    gender: Gender,
    postal_address: String,
    email: String,
    /// The last refusal, shown under the fields.
    pub error: Option<String>,
}

impl PartnerForm {
    /// Shows the fields and buttons.
    pub fn show(&mut self, ui: &mut Ui, lang: Language) -> FormAction {
        ui.heading(Text::Partner.get(lang));
        Grid::new("partner_form").num_columns(2).show(ui, |ui| {
            text_field(ui, Text::PartnerName.get(lang), &mut self.name, "");
            ui.label(Text::SpeakOf.get(lang));
            ui.horizontal(|ui| {
                ui.radio_value(&mut self.gender, Gender::Male, Text::He.get(lang));
                ui.radio_value(&mut self.gender, Gender::Female, Text::She.get(lang));
            });
            ui.end_row();
            text_area(ui, Text::PostalAddress.get(lang), &mut self.postal_address);
            text_field(ui, Text::Email.get(lang), &mut self.email, "");
        });
        buttons(ui, lang, &self.error)
    }

    /// The partner as typed; his address is valid from `today`.
    pub fn parse(&self, lang: Language, today: NaiveDate) -> Result<Partner, String> {
        if self.name.trim().is_empty() {
            return Err(Text::NeedPartnerName.get(lang).to_owned());
        }
        let (address, email) = (self.postal_address.trim(), self.email.trim());
        let contacts = if address.is_empty() && email.is_empty() {
            Vec::new()
        } else {
            vec![Contact {
                since: today,
                postal_address: address.to_owned(),
                email: email.to_owned(),
            }]
        };
        Ok(Partner {
            name: self.name.trim().to_owned(),
            contacts,
            gender: self.gender,
        })
    }
}

/// The tournaments and partners a new game can choose from, by display name.
#[derive(Debug, Clone, Default)]
pub struct Choices {
    /// Tournaments.
    pub tournaments: Vec<(TournamentId, String)>,
    /// Partners.
    pub partners: Vec<(PartnerId, String)>,
}

/// A new game.
#[derive(Debug, Clone)]
pub struct GameForm {
    tournament: Option<TournamentId>,
    partner: Option<PartnerId>,
    my_colour: Color,
    board: String,
    start: String,
    /// The last refusal, shown under the fields.
    pub error: Option<String>,
}

impl Default for GameForm {
    fn default() -> Self {
        GameForm {
            tournament: None,
            partner: None,
            my_colour: Color::White,
            board: String::new(),
            start: String::new(),
            error: None,
        }
    }
}

impl GameForm {
    /// A form with the only tournament or partner chosen already.
    pub fn new(choices: &Choices) -> Self {
        GameForm {
            tournament: only(&choices.tournaments),
            partner: only(&choices.partners),
            ..GameForm::default()
        }
    }

    /// Shows the fields and buttons.
    pub fn show(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        choices: &Choices,
        today: NaiveDate,
    ) -> FormAction {
        ui.heading(Text::CmdNewGame.get(lang).trim_end_matches('…'));
        Grid::new("game_form").num_columns(2).show(ui, |ui| {
            choice(
                ui,
                Text::Tournament.get(lang),
                &mut self.tournament,
                &choices.tournaments,
                lang,
            );
            choice(
                ui,
                Text::Partner.get(lang),
                &mut self.partner,
                &choices.partners,
                lang,
            );
            ui.label(Text::MyColour.get(lang));
            ui.horizontal(|ui| {
                ui.radio_value(&mut self.my_colour, Color::White, Text::White.get(lang));
                ui.radio_value(&mut self.my_colour, Color::Black, Text::Black.get(lang));
            });
            ui.end_row();
            text_field(ui, Text::Board.get(lang), &mut self.board, "");
            date_input(
                ui,
                Text::StartDate.get(lang),
                &mut self.start,
                Text::DateHint.get(lang),
                today,
            );
        });
        buttons(ui, lang, &self.error)
    }

    /// The game as typed, or a message naming what is missing.
    pub fn parse(&self, lang: Language, today: NaiveDate) -> Result<Game, String> {
        let tournament = self
            .tournament
            .ok_or_else(|| Text::NeedTournament.get(lang).to_owned())?;
        let partner = self
            .partner
            .ok_or_else(|| Text::NeedPartner.get(lang).to_owned())?;
        let board = self.board.trim();
        if !board.chars().all(|c| c.is_ascii_digit()) || board.len() > 4 {
            return Err(format!(
                "{}: «{board}» {}",
                Text::Board.get(lang),
                Text::BoardNotANumber.get(lang)
            ));
        }
        Ok(Game {
            tournament,
            partner,
            my_colour: self.my_colour,
            board: self.board.trim().to_owned(),
            start: date_field(&self.start, Text::StartDate, lang, today)?,
            status: GameStatus::InPlay,
            result: GameResult::Unknown,
        })
    }
}

fn only<I: Copy>(items: &[(I, String)]) -> Option<I> {
    match items {
        [(id, _)] => Some(*id),
        _ => None,
    }
}

/// A labelled drop-down choosing one of `items`.
fn choice<I: Copy + PartialEq>(
    ui: &mut Ui,
    label: &str,
    value: &mut Option<I>,
    items: &[(I, String)],
    lang: Language,
) {
    let label_response = ui.label(label);
    let selected = items
        .iter()
        .find(|(id, _)| Some(*id) == *value)
        .map_or(Text::Choose.get(lang), |(_, name)| name.as_str());
    ComboBox::from_id_salt(label)
        .selected_text(selected)
        .width(280.0)
        .show_ui(ui, |ui| {
            for (id, name) in items {
                ui.selectable_value(value, Some(*id), name);
            }
        })
        .response
        .labelled_by(label_response.id);
    ui.end_row();
}

/// A report to read, closed with OK or Esc.
pub fn report_ui(ui: &mut Ui, text: &str) -> FormAction {
    egui::ScrollArea::vertical()
        .max_height(400.0)
        .show(ui, |ui| {
            ui.label(text);
        });
    if ui.button("OK").clicked() || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
        return FormAction::Cancel;
    }
    FormAction::Editing
}

/// What I claim in an adjudication: the result, my analysis, my sealed move.
#[derive(Debug, Clone, Default)]
pub struct AdjudicationForm {
    result: GameResult,
    justification: String,
    sealed: String,
    /// The last refusal.
    pub error: Option<String>,
}

impl AdjudicationForm {
    /// Shows the fields and buttons.
    pub fn show(&mut self, ui: &mut Ui, lang: Language) -> FormAction {
        ui.heading(Text::DocAdjudication.get(lang).trim_end_matches('…'));
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
        buttons(ui, lang, &self.error)
    }

    /// The claim as typed.
    pub fn claim(&self) -> crate::documents::adjudication::AdjudicationClaim {
        crate::documents::adjudication::AdjudicationClaim {
            result: self.result,
            justification: self.justification.trim().to_owned(),
            sealed_move: Some(self.sealed.trim().to_owned()).filter(|s| !s.is_empty()),
        }
    }
}
