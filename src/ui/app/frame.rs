//! What one frame of the window shows — the menus, the keys, the status bar, the welcome, the
//! game's panels — and the commands the user gave in it, applied once the frame is drawn.

use super::*;

impl DiaryApp {
    /// Draws the whole window and applies what the user asked for.
    pub fn show(&mut self, ui: &mut Ui) {
        let mut commands = Vec::new();
        self.keys(ui, &mut commands);
        Panel::top("menu").show(ui, |ui| self.menu_bar(ui, &mut commands));
        Panel::bottom("status").show(ui, |ui| self.status_bar(ui));
        let width = ui.available_width();
        Panel::left("games")
            .resizable(true)
            .default_size((width * 0.22).clamp(200.0, 330.0))
            // However wide it was left, a side panel takes at most a third of the window.
            .size_range(180.0..=(width / 3.0).max(180.0))
            .show(ui, |ui| {
                games_panel(
                    ui,
                    self.language,
                    &self.snapshot,
                    &mut self.list,
                    self.game.as_ref().map(GameView::id),
                    &mut commands,
                );
            });
        if self.game.is_some() {
            self.game_panels(ui);
        } else {
            CentralPanel::default().show(ui, |ui| self.welcome(ui, &mut commands));
        }
        self.dialog_window(ui);
        for c in commands {
            self.apply(c);
        }
        if let Some(url) = self.open_url.take() {
            ui.ctx().open_url(egui::OpenUrl::new_tab(url));
        }
    }

    fn keys(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        if self.dialog.is_some() {
            return;
        }
        for c in Command::in_menus() {
            if let Some(s) = c.shortcut()
                && ui.input_mut(|i| i.consume_shortcut(&s))
            {
                commands.push(c);
            }
        }
        if ui.ctx().egui_wants_keyboard_input() {
            return;
        }
        if let Some(g) = &mut self.game {
            ui.input(|i| {
                if i.key_pressed(egui::Key::ArrowLeft) {
                    g.step(-1);
                }
                if i.key_pressed(egui::Key::ArrowRight) {
                    g.step(1);
                }
                if i.key_pressed(egui::Key::Home) {
                    g.jump(false);
                }
                if i.key_pressed(egui::Key::End) {
                    g.jump(true);
                }
            });
        }
    }

    fn menu_bar(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let lang = self.language;
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(Text::MenuDiary.get(lang), |ui| {
                menu_items(ui, lang, &Command::DIARY_MENU, commands)
            });
            ui.menu_button(Text::MenuGame.get(lang), |ui| {
                menu_items(ui, lang, &Command::GAME_MENU, commands)
            });
            ui.menu_button(Text::MenuDocuments.get(lang), |ui| {
                for kind in DocumentKind::ALL {
                    if ui.button(kind.label().get(lang)).clicked() {
                        commands.push(Command::Document(kind));
                    }
                }
                ui.separator();
                menu_items(ui, lang, &Command::DOCUMENTS_MENU, commands);
            });
            ui.menu_button(Text::MenuHelp.get(lang), |ui| {
                menu_items(ui, lang, &Command::HELP_MENU, commands)
            });
            ui.menu_button(Text::MenuView.get(lang), |ui| {
                ui.label(Text::MenuLanguage.get(lang));
                for l in Language::ALL {
                    if ui.radio(lang == l, l.native_name()).clicked() {
                        commands.push(Command::SetLanguage(l));
                    }
                }
                ui.separator();
                for n in [
                    Notation::LongRu,
                    Notation::LongEn,
                    Notation::Numeric,
                    Notation::San,
                ] {
                    if ui
                        .radio(self.notation == n, notation_name(n, lang))
                        .clicked()
                    {
                        commands.push(Command::SetNotation(n));
                    }
                }
            });
        });
    }

    fn status_bar(&mut self, ui: &mut Ui) {
        let lang = self.language;
        ui.horizontal(|ui| {
            if let Some(n) = &self.notice {
                if n.is_error {
                    ui.colored_label(ui.visuals().error_fg_color, &n.text);
                } else {
                    ui.label(&n.text);
                }
                if let Some(file) = &n.file
                    && ui.button(Text::Open.get(lang)).clicked()
                {
                    self.open_url = Some(file_url(file));
                }
                ui.separator();
            }
            ui.label(RichText::new(self.store.path().display().to_string()).weak());
        });
    }

    fn welcome(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let lang = self.language;
        if !self.snapshot.games.is_empty() {
            ui.vertical_centered(|ui| {
                ui.add_space(40.0);
                ui.label(Text::ChooseGame.get(lang));
            });
            return;
        }
        ui.vertical_centered(|ui| {
            ui.set_max_width(560.0);
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
                Command::ImportPgn,
                Command::OpenDemo,
                Command::Help,
            ] {
                if ui
                    .add(egui::Button::new(c.label(lang)).min_size(egui::vec2(220.0, 28.0)))
                    .clicked()
                {
                    commands.push(c);
                }
            }
        });
    }

    /// The game view: moves and forms on the right, schedule below, board in the centre.
    fn game_panels(&mut self, ui: &mut Ui) {
        let lang = self.language;
        let notation = self.notation;
        let today = (self.today)();
        let mut save: Option<MovePanel> = None;
        let mut records_change = None;
        let mut arrival = None;
        let mut start = None;
        let mut correct = None;
        let mut commands = Vec::new();
        // Esc over a modal dialog is the dialog's, not the form's underneath; the rules window
        // stands beside the game.
        let dialog_open = self
            .dialog
            .as_ref()
            .is_some_and(|d| !matches!(d, Dialog::Help));
        let Some(g) = self.game.as_mut() else { return };
        let (width, height) = (ui.available_width(), ui.available_height());
        Panel::bottom("schedule")
            .resizable(true)
            .default_size((height * 0.24).clamp(110.0, 220.0))
            .show(ui, |ui| {
                ui.strong(Text::Schedule.get(lang));
                let scroll = (g.scrolled_to != Some(g.cursor)).then_some(g.cursor);
                g.scrolled_to = Some(g.cursor);
                let (schedule, texts) = g.schedule_and_texts(notation);
                match schedule_table(ui, lang, schedule, texts, scroll) {
                    Some(ScheduleClick::Show(c)) => {
                        g.cursor = c;
                        g.trial.clear();
                    }
                    Some(ScheduleClick::CorrectDates(ply)) => correct = Some(ply),
                    None => {}
                }
            });
        Panel::right("moves")
            .resizable(true)
            .default_size((width * 0.3).clamp(240.0, 340.0))
            .size_range(220.0..=480.0)
            .show(ui, |ui| {
                let t = &g.records.tournament;
                let title = t.label();
                // A very long name is cut to one line; the whole of it shows on hover.
                let full = format!("{title} · {}", g.records.partner.name);
                ui.add(egui::Label::new(RichText::new(&full).heading()).truncate())
                    .on_hover_text(&full);
                ui.separator();
                let pos = g.last_position();
                let mode = t.mode;
                let registered = g.registered_required();
                // Asked over a form, the question stands above it, always in view.
                if g.asking_discard {
                    match discard_question(ui, lang) {
                        Some(true) => g.close_panel(),
                        Some(false) => g.asking_discard = false,
                        None => {}
                    }
                }
                match &mut g.panel {
                    MovePanel::Moves => {
                        ui.horizontal(|ui| {
                            for c in [Command::Receive, Command::Send, Command::Records] {
                                if ui.button(c.label(lang)).clicked() {
                                    commands.push(c);
                                }
                            }
                        });
                        g.move_list(ui, notation);
                        ui.separator();
                        // On a low window the facts scroll rather than run under the schedule.
                        egui::ScrollArea::vertical()
                            .id_salt("facts")
                            .show(ui, |ui| {
                                g.facts(ui, lang);
                                if g.missing_start(ui, lang) {
                                    start = Some(g.arrival.clone());
                                }
                                if g.missing_arrival(ui, lang) {
                                    arrival = Some(g.arrival.clone());
                                }
                            });
                    }
                    MovePanel::Records(f) => {
                        match f.show(ui, lang, &g.records, &g.corrections, today) {
                            RecordsAction::None => {}
                            RecordsAction::Close if dialog_open => {}
                            RecordsAction::Close => g.close_panel(),
                            RecordsAction::CorrectDates(ply) => correct = Some(ply),
                            other => records_change = Some(other),
                        }
                    }
                    MovePanel::Receive(f) => {
                        let ctx = CardContext::new(&g.records);
                        let typed_now = f.typed();
                        g.panel_typed.get_or_insert_with(|| typed_now.clone());
                        let shown = egui::ScrollArea::both()
                            .id_salt("form")
                            .auto_shrink(false)
                            .show(ui, |ui| f.show(ui, lang, &ctx, notation, today))
                            .inner;
                        match shown {
                            (_, true) => {
                                let his = !g.records.game.my_colour;
                                let mut p = penalty_for(
                                    Offence::WrongRepetition,
                                    his,
                                    &g.records.penalties,
                                    g.records.tournament.penalty_days,
                                    today,
                                );
                                p.reason = Offence::WrongRepetition.told(lang);
                                records_change = Some(RecordsAction::AddPenalty(p));
                                g.close_panel();
                            }
                            (FormAction::Save, _) => save = Some(g.panel.clone()),
                            (FormAction::Cancel, _) => g.close_panel(),
                            (FormAction::Escape, _) if dialog_open => {}
                            (FormAction::Escape, _) => g.escape(typed_now),
                            (FormAction::Editing, _) => {}
                        }
                    }
                    MovePanel::Correct(f) => {
                        let typed_now = typed(f, |f| f.error = None);
                        g.panel_typed.get_or_insert_with(|| typed_now.clone());
                        let shown = egui::ScrollArea::both()
                            .id_salt("form")
                            .auto_shrink(false)
                            .show(ui, |ui| f.show(ui, lang, today))
                            .inner;
                        match shown {
                            FormAction::Save => save = Some(g.panel.clone()),
                            FormAction::Cancel => g.close_panel(),
                            FormAction::Escape if dialog_open => {}
                            FormAction::Escape => g.escape(typed_now),
                            FormAction::Editing => {}
                        }
                    }
                    MovePanel::Send(f) => {
                        let typed_now = typed(f, |f| {
                            f.error = None;
                            f.confirming = false;
                        });
                        g.panel_typed.get_or_insert_with(|| typed_now.clone());
                        let shown = egui::ScrollArea::both()
                            .id_salt("form")
                            .auto_shrink(false)
                            .show(ui, |ui| {
                                f.show(ui, lang, &pos, notation, mode, registered, today)
                            })
                            .inner;
                        match shown {
                            FormAction::Save => save = Some(g.panel.clone()),
                            FormAction::Escape if dialog_open => {}
                            FormAction::Cancel | FormAction::Escape if f.confirming => {
                                f.confirming = false;
                            }
                            FormAction::Cancel => g.close_panel(),
                            FormAction::Escape => g.escape(typed_now),
                            FormAction::Editing => {}
                        }
                    }
                }
            });
        CentralPanel::default().show(ui, |ui| g.board_panel(ui, lang, notation));
        if let Some(panel) = save {
            self.save_move(panel, today);
        }
        if let Some(change) = records_change {
            self.change_records(change);
        }
        if let Some(text) = start {
            self.record_start(&text, today);
        }
        if let Some(ply) = correct {
            self.start_correction(ply);
        }
        if let Some(text) = arrival {
            self.record_arrival(&text, today);
        }
        for c in commands {
            self.apply(c);
        }
    }
}

fn menu_items(ui: &mut Ui, lang: Language, items: &[Command], commands: &mut Vec<Command>) {
    for c in items {
        let mut button = egui::Button::new(c.label(lang));
        if let Some(s) = c.shortcut_text(ui.ctx()) {
            button = button.shortcut_text(s);
        }
        if ui.add(button).clicked() {
            commands.push(*c);
        }
    }
}
