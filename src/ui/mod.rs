//! The desktop window: egui panels over the store. Panels read what they show and emit
//! [`Command`]s; the app applies them after the frame, saving every change at once.

mod analysis;
mod app;
mod card_scans;
pub mod command;
pub mod dialogs;
mod game_list;
pub mod game_view;
mod records_panel;
mod refusal;
mod schedule_table;
pub mod widgets;
mod window_lock;

pub use crate::messages::{Language, Text};
pub use app::{DiaryApp, FileDialogs, Notice, Notifier, Reminders, desktop_notifier};
pub use command::Command;
pub use window_lock::WindowLock;

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

pub use crate::diary::system_now;

const LANGUAGE_KEY: &str = "language";
const NOTATION_KEY: &str = "notation";
const REMINDERS_KEY: &str = "reminders";
const REMINDED_KEY: &str = "reminded";
const RETENTION_KEY: &str = "retention";
const ENGINE_KEY: &str = "engine";
const ANALYSIS_LINES_KEY: &str = "analysis_lines";
const LAST_FOLDER_KEY: &str = "last_folder";
const CARD_AFTER_SEND_KEY: &str = "card_after_send";

impl eframe::App for DiaryApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
        if let Some(started) = self.started.take() {
            log::info!(
                "first frame {} ms after start",
                started.elapsed().as_millis()
            );
        }
        if self.quit_requested() {
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        // A language given with --lang is for that run; one chosen in the menu is remembered.
        if self.settings.language_given != Some(self.settings.language) {
            storage.set_string(LANGUAGE_KEY, self.settings.language.code().to_owned());
        }
        // A notation is remembered once chosen; until then it follows the language.
        let chosen = match self.settings.notation_chosen {
            true => self.settings.notation.code(),
            false => "",
        };
        storage.set_string(NOTATION_KEY, chosen.to_owned());
        let folder = self
            .settings
            .last_folder
            .as_deref()
            .unwrap_or(std::path::Path::new(""));
        storage.set_string(LAST_FOLDER_KEY, folder.display().to_string());
        let on = if self.reminders.on { "on" } else { "off" };
        storage.set_string(REMINDERS_KEY, on.to_owned());
        let card = if self.settings.card_after_send {
            "on"
        } else {
            "off"
        };
        storage.set_string(CARD_AFTER_SEND_KEY, card.to_owned());
        storage.set_string(REMINDED_KEY, self.reminders.reminded.code());
        let keep = self.settings.retention;
        let counts = format!("{} {} {}", keep.daily, keep.weekly, keep.monthly);
        storage.set_string(RETENTION_KEY, counts);
        let engine = self.settings.engine.as_ref();
        let engine = engine.map(|p| p.display().to_string()).unwrap_or_default();
        storage.set_string(ENGINE_KEY, engine);
        let lines = self.settings.analysis_lines.to_string();
        storage.set_string(ANALYSIS_LINES_KEY, lines);
    }
}

/// The window's language: `--lang` for this run, else the one saved in eframe's storage, else
/// the system locale's.
pub fn initial_language(
    given: Option<Language>,
    storage: Option<&dyn eframe::Storage>,
) -> Language {
    given
        .or_else(|| {
            storage
                .and_then(|s| s.get_string(LANGUAGE_KEY))
                .and_then(|c| Language::from_code(&c))
        })
        .unwrap_or_else(Language::from_system)
}

/// Whether reminders are wanted, and what was reminded of, as eframe's storage kept them.
pub fn saved_reminders(
    storage: Option<&dyn eframe::Storage>,
) -> (bool, crate::domain::reminders::Reminded) {
    let get = |key| storage.and_then(|s| s.get_string(key)).unwrap_or_default();
    (
        get(REMINDERS_KEY) != "off",
        crate::domain::reminders::Reminded::from_code(&get(REMINDED_KEY)),
    )
}

/// How many backups to keep, as eframe's storage kept it; the default otherwise.
pub fn saved_retention(
    storage: Option<&dyn eframe::Storage>,
) -> crate::domain::retention::Retention {
    let counts: Vec<usize> = storage
        .and_then(|s| s.get_string(RETENTION_KEY))
        .unwrap_or_default()
        .split_whitespace()
        .filter_map(|n| n.parse().ok())
        .collect();
    match counts[..] {
        [daily, weekly, monthly] => crate::domain::retention::Retention {
            daily,
            weekly,
            monthly,
        },
        _ => Default::default(),
    }
}

/// The chess engine chosen (none: Stockfish as installed) and how many lines it shows, as
/// saved.
pub fn saved_engine(storage: Option<&dyn eframe::Storage>) -> (Option<std::path::PathBuf>, u32) {
    let get = |key| storage.and_then(|s| s.get_string(key)).unwrap_or_default();
    let engine = Some(get(ENGINE_KEY))
        .filter(|p| !p.is_empty())
        .map(std::path::PathBuf::from);
    let lines = get(ANALYSIS_LINES_KEY).parse().unwrap_or(2).clamp(1, 5);
    (engine, lines)
}

/// The folder the last file read by path came from, saved in eframe's storage, if any.
pub fn saved_folder(storage: Option<&dyn eframe::Storage>) -> Option<std::path::PathBuf> {
    storage
        .and_then(|s| s.get_string(LAST_FOLDER_KEY))
        .filter(|f| !f.is_empty())
        .map(std::path::PathBuf::from)
}

/// Whether the card's dialog opens after each move sent, as eframe's storage kept it (yes by
/// default).
pub fn saved_card_after_send(storage: Option<&dyn eframe::Storage>) -> bool {
    storage
        .and_then(|s| s.get_string(CARD_AFTER_SEND_KEY))
        .as_deref()
        != Some("off")
}

/// The notation saved in eframe's storage, if any.
pub fn saved_notation(
    storage: Option<&dyn eframe::Storage>,
) -> Option<crate::domain::notation::Notation> {
    storage
        .and_then(|s| s.get_string(NOTATION_KEY))
        .and_then(|c| c.parse().ok())
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::{Language, initial_language};

    struct Saved(HashMap<String, String>);

    impl eframe::Storage for Saved {
        fn get_string(&self, key: &str) -> Option<String> {
            self.0.get(key).cloned()
        }
        fn set_string(&mut self, key: &str, value: String) {
            self.0.insert(key.to_owned(), value);
        }
        fn remove_string(&mut self, key: &str) {
            self.0.remove(key);
        }
        fn flush(&mut self) {}
    }

    #[test]
    fn lang_on_the_command_line_wins_over_the_remembered_language() {
        let saved = Saved(HashMap::from([("language".to_owned(), "ru".to_owned())]));
        assert_eq!(
            initial_language(Some(Language::EN), Some(&saved)),
            Language::EN
        );
        assert_eq!(initial_language(None, Some(&saved)), Language::RU);
    }

    #[test]
    fn reminders_turned_off_and_those_given_today_are_remembered() {
        use eframe::App;
        let mut app = crate::ui::DiaryApp::new(
            crate::diary::Diary::in_memory().unwrap(),
            Language::EN,
            || {
                chrono::NaiveDate::from_ymd_opt(2026, 11, 30)
                    .unwrap()
                    .and_hms_opt(9, 0, 0)
                    .unwrap()
            },
        );
        app.reminders.on = false;
        app.reminders.reminded =
            crate::domain::reminders::Reminded::from_code("2026-11-30 7-my-move");
        let mut saved = Saved(HashMap::new());
        app.save(&mut saved);
        let (on, reminded) = super::saved_reminders(Some(&saved));
        assert!(!on);
        assert_eq!(reminded, app.reminders.reminded);
        assert!(super::saved_reminders(None).0, "on until turned off");
        app.settings.retention.daily = 3;
        app.save(&mut saved);
        assert_eq!(super::saved_retention(Some(&saved)), app.settings.retention);
        assert_eq!(super::saved_retention(None), Default::default());
    }
}
