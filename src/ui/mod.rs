//! The desktop window: features over the diary, each drawing itself and asking for what it
//! needs on one command queue, carried out once the frame is drawn (`app.rs`).

mod analysis;
mod analysis_tree;
mod app;
mod card_scans;
pub mod command;
pub mod dialogs;
mod game_list;
pub mod game_view;
#[cfg(target_os = "linux")]
pub mod gl_driver;
mod heap;
pub mod opener;
mod records_panel;
mod refusal;
mod schedule_table;
mod settings;
pub mod widgets;
mod window_lock;

pub use crate::messages::{Language, Text};
pub use app::{DiaryApp, FileDialogs, Notice, Notifier, Reminders, desktop_notifier};
pub use command::Command;
pub use opener::{Opener, system_opener};
pub use settings::{Remembered, Settings};
pub use window_lock::WindowLock;

/// Makes DejaVu Sans the first font of every family: it has Cyrillic and the chess pieces
/// ♔–♟, which egui's own font lacks.
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "DejaVuSans".to_owned(),
        std::sync::Arc::new(egui::FontData::from_static(crate::fonts::DEJAVU_SANS)),
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

/// The widest texture the window makes: egui's own default (its card scans are thumbnails of
/// 160 pixels).
const TEXTURE_SIDE: usize = 2048;

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

    /// Textures of at most [`TEXTURE_SIDE`] pixels a side: the glyph atlas is as wide as the
    /// driver allows, and grows only in height (16,384 × 32 pixels, 2 MB, and as much again in
    /// the driver, where 2,048 pixels hold all the window's glyphs in a fraction).
    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        let side = raw_input.max_texture_side.unwrap_or(TEXTURE_SIDE);
        raw_input.max_texture_side = Some(side.min(TEXTURE_SIDE));
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.settings().to_remember(&self.reminders).write(storage);
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::settings::Remembered;
    use super::{Language, Settings};

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

    /// An older ccdiary's keys, one a choice.
    fn old(keys: &[(&str, &str)]) -> Saved {
        Saved(
            keys.iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect(),
        )
    }

    #[test]
    fn lang_on_the_command_line_wins_over_the_remembered_language() {
        let saved = old(&[("language", "ru")]);
        let remembered = Remembered::read(Some(&saved));
        assert_eq!(remembered.language(Some(Language::EN)), Language::EN);
        assert_eq!(remembered.language(None), Language::RU);
    }

    #[test]
    fn what_an_older_window_kept_is_read_and_kept_again_under_one_key() {
        let saved = old(&[
            ("reminders", "off"),
            ("retention", "3 4 5"),
            ("notation", "san"),
            ("analysis_lines", "4"),
            ("card_after_send", "off"),
        ]);
        let r = Remembered::read(Some(&saved));
        assert!(!r.reminders && !r.card_after_send);
        assert_eq!((r.retention.daily, r.retention.monthly), (3, 5));
        let settings = Settings::remembered(Language::EN, &r);
        assert!(settings.notation_chosen);
        assert_eq!(settings.analysis_lines, 4);
        // Saved again, the one value is read back whole, the old keys aside.
        let mut app = crate::ui::DiaryApp::new(
            crate::diary::Diary::in_memory().unwrap(),
            Language::EN,
            crate::diary::system_now,
        );
        *app.settings_mut() = settings;
        app.reminders.on = r.reminders;
        app.reminders.reminded =
            crate::domain::reminders::Reminded::from_code("2026-11-30 7-my-move");
        let mut fresh = old(&[]);
        eframe::App::save(&mut app, &mut fresh);
        let again = Remembered::read(Some(&fresh));
        assert_eq!(again.reminded(), app.reminders.reminded);
        assert_eq!(
            again,
            Remembered {
                reminded: again.reminded.clone(),
                language: Some("en".into()),
                ..r
            }
        );
        assert!(Remembered::read(None).reminders, "on until turned off");
    }
}
