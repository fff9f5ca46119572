//! The window, driven headlessly with egui_kittest: click by label, type, check the store.

use ccdiary::domain::*;
use ccdiary::storage::Store;
use ccdiary::ui::{self, DiaryApp, Language};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use shakmaty::Color;

fn fixed_today() -> chrono::NaiveDate {
    super::date(2026, 11, 29)
}

fn harness(store: Store, lang: Language) -> Harness<'static, DiaryApp> {
    Harness::builder()
        .with_size(egui::Vec2::new(1280.0, 800.0))
        .with_context_setup(ui::install_fonts)
        .build_ui_state(
            |ui, app: &mut DiaryApp| app.show(ui),
            DiaryApp::new(store, lang, fixed_today),
        )
}

/// Focuses the field labelled `label` and types `text` into it.
fn type_into(h: &mut Harness<'_, DiaryApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

fn click(h: &mut Harness<'_, DiaryApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

#[test]
fn empty_diary_says_how_to_begin() {
    let mut h = harness(Store::in_memory().unwrap(), Language::En);
    h.run();
    h.get_by_label("Your diary is empty");
    h.get_by_label("New tournament…");
    h.get_by_label("New game…");
}

#[test]
fn forms_create_a_tournament_a_partner_and_a_game_in_the_store() {
    let mut h = harness(Store::in_memory().unwrap(), Language::En);
    h.run();

    click(&mut h, "My profile…");
    type_into(&mut h, "Full name", "Иванов Иван Иванович");
    type_into(&mut h, "E-mail", "ivanov@example.ru");
    click(&mut h, "Save");
    assert_eq!(
        h.state().store().profile().unwrap().full_name,
        "Иванов Иван Иванович"
    );

    click(&mut h, "New tournament…");
    type_into(&mut h, "Code or index", "КР-7");
    type_into(&mut h, "Name", "Кубок России-7");
    click(&mut h, "E-mail");
    type_into(&mut h, "Start date", "15.01.2026");
    type_into(&mut h, "Arbiter", "Сидоров С.С.");
    click(&mut h, "Save");
    let tournaments = h.state().store().tournaments().unwrap();
    assert_eq!(tournaments.len(), 1);
    let (tid, t) = &tournaments[0];
    assert_eq!(t.code, "КР-7");
    assert_eq!(t.name, "Кубок России-7");
    assert_eq!(t.mode, Mode::Email);
    assert_eq!(t.start, Some(super::date(2026, 1, 15)));
    assert_eq!(
        t.control,
        TimeControl {
            days: 30,
            moves: 10
        }
    );
    assert_eq!(t.arbiter.name, "Сидоров С.С.");

    click(&mut h, "New partner…");
    type_into(&mut h, "Partner's name", "Петров П.П.");
    type_into(&mut h, "E-mail", "petrov@example.ru");
    click(&mut h, "Save");
    let partners = h.state().store().partners().unwrap();
    assert_eq!(partners.len(), 1);
    let (pid, p) = &partners[0];
    assert_eq!(p.name, "Петров П.П.");
    assert_eq!(p.current_contact().unwrap().email, "petrov@example.ru");
    assert_eq!(p.current_contact().unwrap().since, fixed_today());

    click(&mut h, "New game…");
    click(&mut h, "Black");
    type_into(&mut h, "Board", "3");
    type_into(&mut h, "Start date", "15.01");
    click(&mut h, "Save");
    let games = h.state().store().game_summaries().unwrap();
    assert_eq!(games.len(), 1);
    let g = &games[0].game;
    assert_eq!((g.tournament, g.partner), (*tid, *pid));
    assert_eq!(g.my_colour, Color::Black);
    assert_eq!(g.board, "3");
    assert_eq!(g.start, Some(super::date(2026, 1, 15)));

    // The new game is in the list and shown.
    h.get_by_label("Петров П.П.  Black  moves 0");
    h.get_by_label("КР-7 · Петров П.П.");
}

#[test]
fn a_wrong_field_is_named_and_nothing_is_saved() {
    let mut h = harness(Store::in_memory().unwrap(), Language::En);
    h.run();
    click(&mut h, "New tournament…");
    click(&mut h, "Save");
    h.get_by_label("Enter the tournament's code or name.");
    type_into(&mut h, "Code or index", "КР-7");
    type_into(&mut h, "Start date", "31.02.2026");
    click(&mut h, "Save");
    h.get_by_label("Start date: «31.02.2026» has no such day");
    type_into(&mut h, "Days per control", "x");
    assert!(h.state().store().tournaments().unwrap().is_empty());
    // Esc closes the form; nothing was saved.
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.query_by_label("Code or index").is_none());
    assert!(h.state().store().tournaments().unwrap().is_empty());
}

#[test]
fn game_form_asks_for_a_tournament_first() {
    let mut h = harness(Store::in_memory().unwrap(), Language::En);
    h.run();
    click(&mut h, "New game…");
    click(&mut h, "Save");
    h.get_by_label("Choose the tournament; add one first if the list is empty.");
    assert!(h.state().store().game_summaries().unwrap().is_empty());
}

#[test]
fn window_speaks_russian() {
    let mut h = harness(Store::in_memory().unwrap(), Language::Ru);
    h.run();
    h.get_by_label("Дневник пока пуст");
    click(&mut h, "Новый турнир…");
    h.get_by_label("Код или индекс");
}

#[test]
fn shortcut_opens_the_new_game_form() {
    let mut h = harness(Store::in_memory().unwrap(), Language::En);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.run();
    h.get_by_label("My colour");
}
