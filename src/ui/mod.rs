//! The desktop window: egui panels over the store. Panels read what they show and emit
//! [`Command`]s; the app applies them after the frame, saving every change at once.

pub mod command;
pub mod forms;
pub mod i18n;

use chrono::NaiveDate;
use egui::{CentralPanel, Panel, RichText, ScrollArea, Ui};
use shakmaty::Color;

use crate::domain::{GameId, GameStatus, Partner, PartnerId, Tournament, TournamentId};
use crate::storage::{GameSummary, Store};
pub use command::Command;
use forms::{Choices, FormAction, GameForm, PartnerForm, ProfileForm, TournamentForm};
pub use i18n::{Language, Text};

/// DejaVu Sans: Cyrillic and the chess pieces ♔–♟, which egui's own font lacks.
const DEJAVU_SANS: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// Makes DejaVu Sans the first font of every family.
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "DejaVuSans".to_owned(),
        std::sync::Arc::new(egui::FontData::from_static(DEJAVU_SANS)),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .insert(0, "DejaVuSans".to_owned());
    }
    ctx.set_fonts(fonts);
}

/// The dialog open over the main view.
enum Dialog {
    Profile(ProfileForm),
    Tournament(TournamentForm),
    Partner(PartnerForm),
    Game(GameForm),
}

/// A message in the status bar.
struct Notice {
    text: String,
    is_error: bool,
}

/// What the panels show, read from the store after each change rather than every frame.
#[derive(Default)]
struct Snapshot {
    tournaments: Vec<(TournamentId, Tournament)>,
    partners: Vec<(PartnerId, Partner)>,
    games: Vec<GameSummary>,
}

/// The application state behind the window.
pub struct DiaryApp {
    store: Store,
    /// The interface language.
    pub language: Language,
    today: fn() -> NaiveDate,
    snapshot: Snapshot,
    selected: Option<GameId>,
    dialog: Option<Dialog>,
    notice: Option<Notice>,
    quit_requested: bool,
}

/// Today's date from the system clock.
pub fn system_today() -> NaiveDate {
    chrono::Local::now().date_naive()
}

impl DiaryApp {
    /// An app over an open diary; `today` tells the date (the system clock, or a fixed day in tests).
    pub fn new(store: Store, language: Language, today: fn() -> NaiveDate) -> Self {
        let mut app = DiaryApp {
            store,
            language,
            today,
            snapshot: Snapshot::default(),
            selected: None,
            dialog: None,
            notice: None,
            quit_requested: false,
        };
        app.reload();
        app
    }

    /// The diary behind the window.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Whether the user asked to quit.
    pub fn quit_requested(&self) -> bool {
        self.quit_requested
    }

    fn reload(&mut self) {
        let loaded = (|| {
            Ok::<_, crate::storage::StoreError>(Snapshot {
                tournaments: self.store.tournaments()?,
                partners: self.store.partners()?,
                games: self.store.game_summaries()?,
            })
        })();
        match loaded {
            Ok(s) => self.snapshot = s,
            Err(e) => self.fail(e.to_string()),
        }
    }

    fn fail(&mut self, text: String) {
        self.notice = Some(Notice {
            text,
            is_error: true,
        });
    }

    fn inform(&mut self, text: &str) {
        self.notice = Some(Notice {
            text: text.to_owned(),
            is_error: false,
        });
    }

    /// Draws the whole window and applies what the user asked for.
    pub fn show(&mut self, ui: &mut Ui) {
        let mut commands = Vec::new();
        self.shortcuts(ui, &mut commands);
        Panel::top("menu").show(ui, |ui| self.menu_bar(ui, &mut commands));
        Panel::bottom("status").show(ui, |ui| self.status_bar(ui));
        Panel::left("games")
            .resizable(true)
            .default_size(320.0)
            .show(ui, |ui| self.games_panel(ui, &mut commands));
        CentralPanel::default().show(ui, |ui| self.game_view(ui, &mut commands));
        self.dialog_window(ui);
        for c in commands {
            self.apply(c);
        }
    }

    fn shortcuts(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        if self.dialog.is_some() {
            return;
        }
        for c in Command::DIARY_MENU {
            if let Some(s) = c.shortcut()
                && ui.input_mut(|i| i.consume_shortcut(&s))
            {
                commands.push(c);
            }
        }
    }

    fn menu_bar(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let lang = self.language;
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(Text::MenuDiary.get(lang), |ui| {
                for c in Command::DIARY_MENU {
                    let mut button = egui::Button::new(c.label(lang));
                    if let Some(s) = c.shortcut() {
                        button = button.shortcut_text(ui.ctx().format_shortcut(&s));
                    }
                    if ui.add(button).clicked() {
                        commands.push(c);
                    }
                }
            });
            ui.menu_button(Text::MenuView.get(lang), |ui| {
                ui.label(Text::MenuLanguage.get(lang));
                for l in Language::ALL {
                    if ui.radio(lang == l, l.native_name()).clicked() {
                        commands.push(Command::SetLanguage(l));
                    }
                }
            });
        });
    }

    fn status_bar(&self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            ui.label(RichText::new(self.store.path().display().to_string()).weak());
            if let Some(n) = &self.notice {
                ui.separator();
                if n.is_error {
                    ui.colored_label(ui.visuals().error_fg_color, &n.text);
                } else {
                    ui.label(&n.text);
                }
            }
        });
    }

    fn games_panel(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let lang = self.language;
        ui.heading(Text::Games.get(lang));
        ui.separator();
        if self.snapshot.tournaments.is_empty() {
            ui.label(Text::NoGamesYet.get(lang));
            return;
        }
        ScrollArea::vertical().show(ui, |ui| {
            for (tid, t) in &self.snapshot.tournaments {
                let mode = match t.mode {
                    crate::domain::Mode::Post => Text::ModePost,
                    crate::domain::Mode::Email => Text::ModeEmail,
                };
                let title = if t.name.is_empty() { &t.code } else { &t.name };
                ui.label(RichText::new(format!("{title} ({})", mode.get(lang))).strong());
                for g in self
                    .snapshot
                    .games
                    .iter()
                    .filter(|g| g.game.tournament == *tid)
                {
                    let colour = match g.game.my_colour {
                        Color::White => Text::White,
                        Color::Black => Text::Black,
                    };
                    let row = format!(
                        "{}  {}  {} {}",
                        g.partner,
                        colour.get(lang),
                        Text::Moves.get(lang).to_lowercase(),
                        g.moves_played()
                    );
                    if ui
                        .selectable_label(self.selected == Some(g.id), row)
                        .clicked()
                    {
                        commands.push(Command::SelectGame(g.id));
                    }
                }
                ui.add_space(6.0);
            }
        });
    }

    fn game_view(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let lang = self.language;
        if self.snapshot.games.is_empty() {
            self.empty_diary(ui, commands);
            return;
        }
        let Some(g) = self
            .selected
            .and_then(|id| self.snapshot.games.iter().find(|g| g.id == id))
        else {
            ui.label(Text::ChooseGame.get(lang));
            return;
        };
        ui.heading(format!("{} · {}", g.tournament, g.partner));
        game_facts(ui, lang, g);
    }

    fn empty_diary(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let lang = self.language;
        ui.vertical_centered(|ui| {
            ui.add_space(40.0);
            ui.heading(Text::EmptyDiaryTitle.get(lang));
            ui.add_space(8.0);
            ui.label(Text::EmptyDiaryHelp.get(lang));
            ui.add_space(16.0);
            for c in [
                Command::EditProfile,
                Command::NewTournament,
                Command::NewPartner,
                Command::NewGame,
            ] {
                if ui.button(c.label(lang)).clicked() {
                    commands.push(c);
                }
            }
        });
    }

    fn dialog_window(&mut self, ui: &mut Ui) {
        let Some(mut dialog) = self.dialog.take() else {
            return;
        };
        let lang = self.language;
        let today = (self.today)();
        let choices = self.choices();
        let action = egui::Modal::new(egui::Id::unique("dialog"))
            .show(ui.ctx(), |ui| match &mut dialog {
                Dialog::Profile(f) => f.show(ui, lang),
                Dialog::Tournament(f) => f.show(ui, lang),
                Dialog::Partner(f) => f.show(ui, lang),
                Dialog::Game(f) => f.show(ui, lang, &choices),
            })
            .inner;
        match action {
            FormAction::Editing => self.dialog = Some(dialog),
            FormAction::Cancel => {}
            FormAction::Save => match self.save(&dialog, today) {
                Ok(()) => {
                    self.reload();
                    self.inform(Text::Saved.get(lang));
                }
                Err(message) => {
                    match &mut dialog {
                        Dialog::Profile(f) => f.error = Some(message),
                        Dialog::Tournament(f) => f.error = Some(message),
                        Dialog::Partner(f) => f.error = Some(message),
                        Dialog::Game(f) => f.error = Some(message),
                    }
                    self.dialog = Some(dialog);
                }
            },
        }
    }

    /// Saves a dialog's contents, or says why not.
    fn save(&mut self, dialog: &Dialog, today: NaiveDate) -> Result<(), String> {
        let lang = self.language;
        let failed = |e: crate::storage::StoreError| format!("{}: {e}", Text::SaveFailed.get(lang));
        match dialog {
            Dialog::Profile(f) => self.store.save_profile(&f.parse()).map_err(failed),
            Dialog::Tournament(f) => {
                let t = f.parse(lang, today)?;
                match f.id {
                    Some(id) => self.store.update_tournament(id, &t).map_err(failed),
                    None => self.store.add_tournament(&t).map(|_| ()).map_err(failed),
                }
            }
            Dialog::Partner(f) => {
                let p = f.parse(lang, today)?;
                self.store.add_partner(&p).map(|_| ()).map_err(failed)
            }
            Dialog::Game(f) => {
                let g = f.parse(lang, today)?;
                let id = self.store.add_game(&g).map_err(failed)?;
                self.selected = Some(id);
                Ok(())
            }
        }
    }

    /// Tournament and partner names for the game form's choices.
    fn choices(&self) -> Choices {
        let tournaments = self
            .snapshot
            .tournaments
            .iter()
            .map(|(id, t)| {
                let name = match (t.code.is_empty(), t.name.is_empty()) {
                    (false, false) => format!("{} {}", t.code, t.name),
                    (true, _) => t.name.clone(),
                    (false, true) => t.code.clone(),
                };
                (*id, name)
            })
            .collect();
        let partners = self
            .snapshot
            .partners
            .iter()
            .map(|(id, p)| (*id, p.name.clone()))
            .collect();
        Choices {
            tournaments,
            partners,
        }
    }

    /// Carries out one command.
    pub fn apply(&mut self, command: Command) {
        match command {
            Command::EditProfile => match self.store.profile() {
                Ok(p) => self.dialog = Some(Dialog::Profile(ProfileForm::new(p))),
                Err(e) => self.fail(e.to_string()),
            },
            Command::NewTournament => {
                self.dialog = Some(Dialog::Tournament(TournamentForm::new(
                    None,
                    &Tournament::default(),
                )));
            }
            Command::NewPartner => self.dialog = Some(Dialog::Partner(PartnerForm::default())),
            Command::NewGame => {
                self.dialog = Some(Dialog::Game(GameForm::new(&self.choices())));
            }
            Command::SelectGame(id) => self.selected = Some(id),
            Command::SetLanguage(l) => self.language = l,
            Command::Quit => self.quit_requested = true,
        }
    }
}

/// The facts of one game, as label–value rows.
fn game_facts(ui: &mut Ui, lang: Language, g: &GameSummary) {
    let colour = match g.game.my_colour {
        Color::White => Text::White,
        Color::Black => Text::Black,
    };
    let status = match g.game.status {
        GameStatus::InPlay => Text::StatusInPlay,
        GameStatus::Finished => Text::StatusFinished,
        GameStatus::Adjudication => Text::StatusAdjudication,
        GameStatus::Withdrawn => Text::StatusWithdrawn,
    };
    egui::Grid::new("game_facts").num_columns(2).show(ui, |ui| {
        let rows = [
            (Text::Tournament, g.tournament.clone()),
            (Text::Partner, g.partner.clone()),
            (Text::MyColour, colour.get(lang).to_owned()),
            (Text::Board, g.game.board.clone()),
            (Text::Status, status.get(lang).to_owned()),
            (Text::Moves, g.moves_played().to_string()),
        ];
        for (label, value) in rows {
            ui.label(label.get(lang));
            ui.label(value);
            ui.end_row();
        }
    });
}

const LANGUAGE_KEY: &str = "language";

impl eframe::App for DiaryApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
        if self.quit_requested {
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        storage.set_string(LANGUAGE_KEY, self.language.code().to_owned());
    }
}

/// The language saved in eframe's storage, else the system locale's.
pub fn initial_language(storage: Option<&dyn eframe::Storage>) -> Language {
    storage
        .and_then(|s| s.get_string(LANGUAGE_KEY))
        .and_then(|c| Language::from_code(&c))
        .unwrap_or_else(|| Language::from_locale_vars(|k| std::env::var(k).ok()))
}
