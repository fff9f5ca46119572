//! A game: its tournament, partner, my colour, board, start, status and result.

use chrono::NaiveDate;
use egui::{ComboBox, Grid, Ui};
use shakmaty::Color;

use super::*;
use crate::domain::{Game, PartnerId, TournamentId};
use crate::messages::{Language, Text};
use crate::ui::widgets::fields::{date_input, text_field};

/// The tournaments and partners a new game can choose from, by display name.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Choices {
    /// Tournaments.
    pub tournaments: Vec<(TournamentId, String)>,
    /// Partners.
    pub partners: Vec<(PartnerId, String)>,
}

/// A new game.
#[derive(Debug, Clone, PartialEq)]
pub struct GameForm {
    /// The names to choose from, as the diary has them while the form is open.
    choices: Choices,
    tournament: Option<TournamentId>,
    partner: Option<PartnerId>,
    my_colour: Color,
    board: String,
    start: String,
    /// The last refusal, shown under the fields.
    pub error: Option<String>,
}

impl super::Typed for GameForm {
    /// What was typed: the names to choose from are not, and are not copied.
    fn typed(&self) -> Self {
        GameForm {
            choices: Choices::default(),
            tournament: self.tournament,
            partner: self.partner,
            my_colour: self.my_colour,
            board: self.board.clone(),
            start: self.start.clone(),
            error: None,
        }
    }
}

impl Default for GameForm {
    fn default() -> Self {
        GameForm {
            choices: Choices::default(),
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
    /// A form with a tournament and a partner chosen already: the one just added, else the
    /// only one.
    pub fn new(choices: Choices, added: (Option<TournamentId>, Option<PartnerId>)) -> Self {
        let tournament = added.0.filter(|t| listed(*t, &choices.tournaments));
        let partner = added.1.filter(|p| listed(*p, &choices.partners));
        GameForm {
            tournament: tournament.or(only(&choices.tournaments)),
            partner: partner.or(only(&choices.partners)),
            choices,
            ..GameForm::default()
        }
    }

    /// The names to choose from, as the diary has them after a change: a tournament or partner
    /// chosen that is no longer among them (another program took back its adding) is chosen no
    /// more, and Save asks for one.
    pub fn choose_from(&mut self, choices: Choices) {
        self.tournament = self.tournament.filter(|t| listed(*t, &choices.tournaments));
        self.partner = self.partner.filter(|p| listed(*p, &choices.partners));
        self.choices = choices;
    }

    /// Shows the fields and buttons.
    pub fn show(&mut self, ui: &mut Ui, lang: Language, today: NaiveDate) -> FormAction {
        let choices = &self.choices;
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
                (today, lang),
            );
        });
        buttons(ui, lang, &self.error)
    }

    /// The game as typed, for the diary to check, or what is missing or cannot be read.
    pub fn parse(&self, today: NaiveDate) -> Result<Game, Refusal> {
        let tournament = self.tournament.ok_or(Text::NeedTournament)?;
        let partner = self.partner.ok_or(Text::NeedPartner)?;
        Ok(Game {
            tournament,
            partner,
            my_colour: self.my_colour,
            board: self.board.trim().to_owned(),
            start: date_field(&self.start, Text::StartDate, today)?,
            state: crate::domain::GameState::InPlay,
            undated_plies: 0,
        })
    }
}

/// Whether `id` is among `items`.
fn listed<I: PartialEq>(id: I, items: &[(I, String)]) -> bool {
    items.iter().any(|(i, _)| *i == id)
}

pub(super) fn only<I: Copy>(items: &[(I, String)]) -> Option<I> {
    match items {
        [(id, _)] => Some(*id),
        _ => None,
    }
}

/// A labelled drop-down choosing one of `items`.
pub(super) fn choice<I: Copy + PartialEq>(
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
    // However long a name, the drop-down and its list keep their width: a long name is cut
    // with "…", whole on hover.
    let width = 280.0;
    ui.scope(|ui| {
        // The drop-down keeps its width whatever it shows: the dialog does not grow.
        ui.set_max_width(width);
        ComboBox::from_id_salt(label)
            .selected_text(selected)
            .width(width)
            .truncate()
            .show_ui(ui, |ui| {
                ui.set_max_width(width);
                for (id, name) in items {
                    let chosen = *value == Some(*id);
                    let item = egui::Button::selectable(chosen, name.as_str()).truncate();
                    if ui.add(item).on_hover_text(name).clicked() {
                        *value = Some(*id);
                    }
                }
            })
            .response
            .on_hover_text(selected)
            .labelled_by(label_response.id);
    });
    ui.end_row();
}
