//! The desktop window: egui panels over the store. Panels read what they show and emit
//! [`Command`]s; the app applies them after the frame, saving every change at once.

mod app;
pub mod command;
pub mod dialogs;
mod game_list;
pub mod game_view;
mod records_panel;
mod schedule_table;
pub mod widgets;

pub use crate::messages::{Language, Text};
pub use app::{DiaryApp, FileDialogs, Notice, Snapshot};
pub use command::Command;

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

/// The local time by the system clock.
pub fn system_now() -> chrono::NaiveDateTime {
    chrono::Local::now().naive_local()
}

const LANGUAGE_KEY: &str = "language";
const NOTATION_KEY: &str = "notation";

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
        storage.set_string(NOTATION_KEY, self.settings.notation.code().to_owned());
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
        .unwrap_or_else(|| Language::from_locale_vars(|k| std::env::var(k).ok()))
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
            initial_language(Some(Language::En), Some(&saved)),
            Language::En
        );
        assert_eq!(initial_language(None, Some(&saved)), Language::Ru);
    }
}
