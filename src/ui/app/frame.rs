//! What one frame of the window shows — the menus, the keys, the status bar, the welcome, the
//! game's panels — and the commands the user gave in it, applied once the frame is drawn.

use egui::{CentralPanel, Panel, RichText, Ui};

use super::desk::Request;
use super::{DiaryApp, file_url};
use crate::documents::DocumentKind;
use crate::domain::notation::Notation;
use crate::messages::{Language, Text, notation_name};
use crate::ui::command::Command;
use crate::ui::game_list::games_panel;

/// Narrower than this, the list gives its room to the game shown.
const NARROW: f32 = 820.0;

impl DiaryApp {
    /// Draws the whole window and carries out what the user asked for.
    pub fn show(&mut self, ui: &mut Ui) {
        // First, so that the frame in which an import ends shows what it brought.
        self.import.close_after(&mut self.desk, ui);
        if let Some(diary) = self.import.outcome(&mut self.desk) {
            // The diary never came back from the import: it is opened again from its file.
            match self.open_for_window(&diary) {
                Ok(()) => self.desk.fail(Text::ImportFailed),
                Err(e) => self.desk.fail(e),
            }
        }
        self.safety.daily_backup_outcome(&mut self.desk);
        self.follow_other_programs(ui);
        if self.reminders.new_day(self.desk.today()) && !self.import.is_on() {
            // A new day while the window stayed open: what is due is read again for it.
            self.desk.changed();
        }
        // What they asked for is shown in this frame.
        self.settle();
        self.drain();
        self.keep_digests(ui);
        self.fit_the_screen(ui);
        self.window_title(ui);
        // Enter's mark lives one frame: the form whose field took the key reads it below.
        let enter = egui::Id::unique(crate::ui::widgets::fields::ENTER_IN_FIELD);
        ui.data_mut(|d| d.remove::<bool>(enter));
        let mut commands = Vec::new();
        self.keys(ui, &mut commands);
        Panel::top("menu").show(ui, |ui| self.menu_bar(ui, &mut commands));
        Panel::bottom("status").show(ui, |ui| self.status_bar(ui));
        let width = ui.available_width();
        // However wide it was left, a side panel takes at most a third of the window.
        let range = egui::Rangef::new(180.0, (width / 3.0).max(180.0));
        let list = Panel::left("games")
            .resizable(true)
            // Wide enough for a row to say how its game stands beside a badge.
            .default_size((width * 0.24).clamp(220.0, 480.0))
            .size_range(range);
        // Below the window's least width (a window manager may not hold it), the list goes
        // first, while a game is shown: the board and its panel keep their room, nothing
        // overlaps. The list comes back as the window grows.
        if width >= NARROW || self.game.view.is_none() {
            let shown = self.list_share.panel(list, width, range).show(ui, |ui| {
                let (lang, overview) = (self.desk.lang(), &self.desk.overview);
                let shown = self.game.id();
                games_panel(ui, lang, overview, &mut self.list, shown, &mut commands)
            });
            self.list_share.took(shown.response.rect.width(), width);
            // Not while an import has the diary: the list is read anew after it.
            if !shown.inner.is_empty() && !self.import.is_on() {
                self.desk.ask(Request::Endings(shown.inner));
                ui.ctx().request_repaint();
            }
        }
        if self.game.view.is_some() {
            self.game.ui(ui, &mut self.desk, self.dialogs.is_modal());
        } else {
            // No position to analyse: the engine goes until a game is shown again.
            self.game.analysis.end();
            CentralPanel::default().show(ui, |ui| self.welcome(ui, &mut commands));
        }
        // After the panels, which note the archive item under the pointer.
        let dropped = ui.input(|i| i.raw.dropped_files.clone());
        if !dropped.is_empty() && !self.dialogs.is_open() {
            self.game.take_dropped(&mut self.desk, dropped);
        }
        self.dialogs.ui(ui, &mut self.desk);
        // The menus' and the keys' commands after what the panels and the dialog asked for: a
        // form saved in the frame that opens another game is saved in its own.
        for c in commands {
            self.desk.ask(c);
        }
        self.drain();
        // After what was asked, so that an import asked for shows its progress at once.
        self.import.window(&mut self.desk, ui);
        if !self.import.is_on() {
            self.reminders.remind(ui, &self.desk);
        }
        self.open_outside(ui);
    }

    /// Hands what the frame asked to open — the window's own files and links, and the links
    /// egui drew — to the system's program for each, saying when none could.
    fn open_outside(&mut self, ui: &Ui) {
        let mut asked: Vec<String> = self.desk.open_url.take().into_iter().collect();
        ui.ctx().output_mut(|o| {
            o.commands.retain(|c| match c {
                egui::OutputCommand::OpenUrl(u) => {
                    asked.push(u.url.clone());
                    false
                }
                _ => true,
            })
        });
        for target in asked {
            let Some(open) = &self.opener else {
                log::info!("asked to open {target}");
                continue;
            };
            if let Err(why) = open(&target) {
                log::warn!("{target} could not be opened: {why}");
                let lang = self.desk.lang();
                let shown = target.strip_prefix("file://").unwrap_or(&target);
                let shown = percent_encoding::percent_decode_str(shown).decode_utf8_lossy();
                let said = crate::tr!(lang, "not-opened", target = shown.as_ref(), why = why);
                self.desk.warn(said);
            }
        }
    }

    fn keys(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        if self.dialogs.is_open() || self.import.is_on() {
            return;
        }
        // In a text field, Ctrl+Z and Ctrl+Shift+Z undo and redo the typing, not an entry.
        let typing = ui.ctx().egui_wants_keyboard_input();
        let keys = Command::by_shortcut()
            .filter(|c| !(typing && matches!(c, Command::TakeBack | Command::Redo)));
        for c in keys {
            if let Some(s) = c.shortcut()
                && ui.input_mut(|i| i.consume_shortcut(&s))
            {
                commands.push(c);
            }
        }
        if ui.ctx().egui_wants_keyboard_input() {
            return;
        }
        if let Some(g) = &mut self.game.view {
            ui.input(|i| {
                if i.key_pressed(egui::Key::ArrowLeft) {
                    g.step(-1);
                }
                if i.key_pressed(egui::Key::ArrowRight) {
                    g.step(1);
                }
                // Up and down: the line beside the one shown, from the same position.
                if i.key_pressed(egui::Key::ArrowUp) {
                    g.sibling(-1);
                }
                if i.key_pressed(egui::Key::ArrowDown) {
                    g.sibling(1);
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

    /// Whether command `c` would do anything now: my own diary is not opened from itself; a
    /// game that is over takes no move, sent or received.
    fn enabled(&self, c: Command) -> bool {
        let game = self.game.view.as_ref();
        let in_play = game.is_some_and(|g| g.records.game.takes_moves());
        match c {
            Command::OpenMyDiary => self.desk.diary.path() != self.desk.home,
            Command::Receive | Command::Send | Command::Resign => in_play,
            // Only a game that asks for the day his move arrived.
            Command::DatesNotKept { all: false } => game.is_some_and(|g| {
                let due = self.desk.overview.due.get(&g.id());
                due.is_some_and(|d| d.iter().any(crate::domain::deadlines::Action::asks_arrival))
            }),
            _ => true,
        }
    }

    /// Once the screen's size is known, a window larger than the screen (1280×800 on a 768-line
    /// laptop) is made to fit it, its status bar in sight, and moved to its corner.
    fn fit_the_screen(&mut self, ui: &Ui) {
        if self.fitted {
            return;
        }
        let (monitor, outer, whole) = ui.input(|i| {
            let v = i.viewport();
            let whole = v.maximized == Some(true) || v.fullscreen == Some(true);
            (v.monitor_size, v.outer_rect, whole)
        });
        let (Some(monitor), Some(outer)) = (monitor, outer) else {
            return;
        };
        self.fitted = true;
        // Maximised or full screen, the window is the screen's already.
        if whole {
            return;
        }
        // The taskbar or the panels of a desktop take some of the screen's height.
        let room = egui::vec2(monitor.x, monitor.y - 48.0);
        if outer.width() <= room.x && outer.height() <= room.y {
            return;
        }
        let frame = outer.size() - ui.ctx().content_rect().size();
        let inner = (room - frame).max(egui::vec2(640.0, 400.0));
        let size = inner.min(ui.ctx().content_rect().size());
        ui.ctx()
            .send_viewport_cmd(egui::ViewportCommand::InnerSize(size));
        ui.ctx()
            .send_viewport_cmd(egui::ViewportCommand::OuterPosition(egui::Pos2::ZERO));
    }

    /// The window's title says what it shows: "Петров Павел (КР-7) — diary — ccdiary".
    fn window_title(&mut self, ui: &Ui) {
        let path = self.desk.diary.path();
        let diary = path
            .file_stem()
            .unwrap_or(path.as_os_str())
            .to_string_lossy();
        let title = match &self.game.view {
            Some(g) => format!("{} — {diary} — ccdiary", g.records.named()),
            None => format!("{diary} — ccdiary"),
        };
        if title != self.title {
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    fn menu_bar(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let lang = self.desk.lang();
        let enabled = |c: Command| self.enabled(c);
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(Text::MenuDiary.get(lang), |ui| {
                menu_items(ui, lang, (&Command::DIARY_MENU, &enabled), commands)
            });
            ui.menu_button(Text::MenuGame.get(lang), |ui| {
                menu_items(ui, lang, (&Command::GAME_MENU, &enabled), commands)
            });
            ui.menu_button(Text::MenuDocuments.get(lang), |ui| {
                // Each paper saved as PDF, or printed, beside it.
                egui::Grid::new("papers").num_columns(2).show(ui, |ui| {
                    for kind in DocumentKind::ALL {
                        let save = ui.button(kind.label().get(lang));
                        if save.on_hover_text(Text::SaveAsPdf.get(lang)).clicked() {
                            commands.push(Command::Document(kind));
                        }
                        let print = ui.button(Text::CmdPrint.get(lang));
                        if print.on_hover_text(kind.label().get(lang)).clicked() {
                            commands.push(Command::Print(kind));
                        }
                        ui.end_row();
                    }
                });
                ui.separator();
                menu_items(ui, lang, (&Command::DOCUMENTS_MENU, &enabled), commands);
            });
            ui.menu_button(Text::MenuView.get(lang), |ui| {
                ui.label(Text::MenuLanguage.get(lang));
                for l in Language::all() {
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
                        .radio(self.desk.settings.notation == n, notation_name(n, lang))
                        .clicked()
                    {
                        commands.push(Command::SetNotation(n));
                    }
                }
                ui.separator();
                let mut on = self.reminders.on;
                if ui
                    .checkbox(&mut on, Text::DesktopReminders.get(lang))
                    .clicked()
                {
                    commands.push(Command::SetReminders(on));
                }
                let mut on = self.desk.settings.card_after_send;
                if ui
                    .checkbox(&mut on, Text::CardAfterSend.get(lang))
                    .clicked()
                {
                    commands.push(Command::SetCardAfterSend(on));
                }
                ui.separator();
                if ui.button(Command::ChooseEngine.label(lang)).clicked() {
                    commands.push(Command::ChooseEngine);
                }
            });
            // Help last, where every program has it.
            ui.menu_button(Text::MenuHelp.get(lang), |ui| {
                menu_items(ui, lang, (&Command::HELP_MENU, &enabled), commands)
            });
        });
    }

    fn status_bar(&mut self, ui: &mut Ui) {
        let lang = self.desk.lang();
        ui.horizontal(|ui| {
            if let Some(n) = &self.desk.notice {
                if n.is_error {
                    ui.colored_label(ui.visuals().error_fg_color, &n.text);
                } else {
                    ui.label(&n.text);
                }
                if let Some(file) = &n.file
                    && ui.button(Text::Open.get(lang)).clicked()
                {
                    self.desk.open_url = Some(file_url(file));
                }
                ui.separator();
            }
            // While an import has the diary, or a damaged one waits for its backup, the status
            // bar names that diary rather than the stand-in the window holds meanwhile.
            let diary = match (self.import.diary(), &self.safety.offered) {
                (Some(diary), _) => diary,
                (None, Some((damaged, _, _))) => damaged,
                (None, None) => self.desk.diary.path(),
            };
            ui.label(RichText::new(diary.display().to_string()).weak());
        });
    }

    fn welcome(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let lang = self.desk.lang();
        if !self.desk.overview.games.is_empty() {
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
                Command::TournamentFromList,
                Command::NewTournament,
                Command::NewPartner,
                Command::NewGame,
                Command::ImportPgn,
                Command::OpenDemo,
                Command::Help,
            ] {
                let button = egui::Button::new(c.label(lang)).min_size(egui::vec2(220.0, 28.0));
                let mut response = ui.add(button);
                if let Some(keys) = c.shortcut_text(ui.ctx()) {
                    response = response.on_hover_text(keys);
                }
                if response.clicked() {
                    commands.push(c);
                }
            }
        });
    }
}

/// The menu's `items`, each greyed out where `enabled` says it would do nothing.
fn menu_items(
    ui: &mut Ui,
    lang: Language,
    (items, enabled): (&[Command], &dyn Fn(Command) -> bool),
    commands: &mut Vec<Command>,
) {
    for c in items {
        let mut button = egui::Button::new(c.label(lang));
        if let Some(s) = c.shortcut_text(ui.ctx()) {
            button = button.shortcut_text(s);
        }
        let mut response = ui.add_enabled(enabled(*c), button);
        if let Some(hint) = c.hint(lang) {
            response = response.on_hover_text(hint).on_disabled_hover_text(hint);
        }
        if response.clicked() {
            commands.push(*c);
        }
    }
}
