//! Today's items whole, "she", and imports without dates; the window at 1024×640 and its
//! buttons' hints: a form fits its panel, the board keeps its place as the panel beside it
//! changes, and every button says what it does on hover.

use ccdiary::storage::Store;
use ccdiary::ui::{DiaryApp, Language};
use egui_kittest::kittest::{NodeT, Queryable};

use super::ui::{click, harness};

/// The window over the demo diary, in English: its folder and the window.
fn demo_window() -> (
    tempfile::TempDir,
    egui_kittest::Harness<'static, ccdiary::ui::DiaryApp>,
) {
    let (dir, path) = super::demo();
    let mut h = harness(Store::open(&path).unwrap(), Language::EN);
    h.run();
    (dir, h)
}

#[test]
fn at_1024_by_640_the_receive_form_fits_its_panel_and_the_board_keeps_its_place() {
    let (dir, path) = super::demo();
    let _dir = dir;
    let mut h = harness(Store::open(&path).unwrap(), Language::RU);
    h.set_size(egui::Vec2::new(1024.0, 640.0));
    h.run();
    // Game 2: his move is awaited.
    h.state_mut()
        .apply(ccdiary::ui::Command::SelectGame(ccdiary::domain::GameId(2)));
    h.run();
    let board = h.get_by_label("a1").rect();
    h.state_mut().apply(ccdiary::ui::Command::Receive);
    h.run();
    h.run();
    // The board stays where it was as the panel beside it shows the form.
    assert_eq!(h.get_by_label("a1").rect(), board);
    // Every field and every calendar of the form is in sight, left of the window's edge.
    let fields = [
        "Дата на его открытке",
        "Почтовые штемпели",
        "Я получил",
        "Он получил мой ход",
    ];
    for f in fields {
        let right = h.get_by_label(f).rect().max.x;
        assert!(right <= 1024.0, "{f}: {right}");
    }
    let calendars: Vec<_> = h.query_all_by_label_contains("▦").collect();
    assert!(calendars.len() >= 3, "{}", calendars.len());
    for c in calendars {
        assert!(c.rect().max.x <= 1024.0, "{:?}", c.rect());
    }
    // The records, wider than the form, wrap inside the panel: the board keeps its size.
    h.state_mut().apply(ccdiary::ui::Command::Records);
    h.run();
    h.run();
    assert_eq!(h.get_by_label("a1").rect(), board);
}

#[test]
fn buttons_say_what_they_do_and_their_keys_on_hover() {
    let (_dir, mut h) = demo_window();
    h.state_mut()
        .apply(ccdiary::ui::Command::SelectGame(ccdiary::domain::GameId(1)));
    h.state_mut().apply(ccdiary::ui::Command::Records);
    h.run();
    for (button, says) in [
        ("Record the penalty", "Adds the days to that side's total"),
        ("Back to the game", "Also Esc"),
    ] {
        assert!(h.query_by_label_contains(says).is_none(), "{says}");
        h.get_by_label(button).hover();
        h.run();
        h.run();
        h.get_by_label_contains(says);
    }
}

#[test]
fn todays_items_wrap_whole_say_she_and_games_without_dates_stand_as_one_item() {
    let (dir, h) = demo_window();
    let path = dir.path().join("diary.sqlite");
    // The whole action is there to read, wrapped, not cut with "…".
    h.get_by_label("your move, 3 days left: send by registered mail");
    // Волкова Мария is "she".
    let claim = h.get_by_label_contains("claim her overstep");
    let said = claim
        .accesskit_node()
        .label()
        .unwrap_or_default()
        .to_string();
    assert!(!said.contains(" his "), "{said}");
    drop(h);

    // Six games imported without dates: one item for all, opened on a click.
    let pgn = dir.path().join("no-dates.pgn");
    let games: String = (1..=6)
        .map(|n| {
            format!(
                "[Event \"Импорт\"]\n[White \"Игрок {n}\"]\n[Black \"Иванов Иван Иванович\"]\n[Result \"*\"]\n\n1. e4 *\n\n"
            )
        })
        .collect();
    std::fs::write(&pgn, games).unwrap();
    let args = [
        "import",
        pgn.to_str().unwrap(),
        "--me",
        "Иванов Иван Иванович",
    ];
    super::cli::ccdiary(&path, &args).unwrap();
    let mut h = harness(Store::open(&path).unwrap(), Language::EN);
    h.run();
    let item = "● 6 games lack the day the partner's move arrived";
    assert!(h.query_by_label_contains("Игрок 3").is_none());
    click(
        &mut h,
        &format!("{item}: click to list them (an import without dates gives many)"),
    );
    h.get_by_label_contains("Игрок 3 · record the day his move arrived");

    // Their dates were not kept: said once for all six, they are asked for no more, and my
    // move is what is due in each. Ctrl+Z asks again.
    click(&mut h, "Their dates were not kept: stop asking for them");
    assert!(h.query_by_label_contains(item).is_none());
    h.get_by_label_contains("Игрок 3 · your move");
    let said = h.state().notice().map(|n| n.text.clone()).unwrap();
    assert!(said.contains("6 games are no longer asked for"), "{said}");
    h.state_mut().apply(ccdiary::ui::Command::TakeBack);
    h.run();
    h.get_by_label_contains(item);
    drop(h);

    // The command line says the same of the games Today asks about, and `today` agrees.
    let said = super::cli::ccdiary(&path, &["dates-not-kept", "--all"]).unwrap();
    assert!(
        said.contains("6 games' moves so far are no longer asked"),
        "{said}"
    );
    let today = super::cli::ccdiary(&path, &["today"]).unwrap();
    assert!(!today.contains("record the day"), "{today}");
}

#[test]
fn a_window_larger_than_the_screen_is_fitted_to_it_its_status_bar_in_sight() {
    let (_dir, mut h) = super::window_three::demo_at((1280.0, 800.0), Language::EN, 1);
    // A laptop of 1366×768: the window of 1280×800 and its frame do not fit.
    let viewport = h
        .input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default();
    viewport.monitor_size = Some(egui::vec2(1366.0, 768.0));
    viewport.outer_rect = Some(egui::Rect::from_min_size(
        egui::Pos2::ZERO,
        egui::vec2(1280.0, 830.0),
    ));
    h.step();
    let asked = &h.output().viewport_output[&egui::ViewportId::ROOT].commands;
    assert!(
        asked.contains(&egui::ViewportCommand::InnerSize(egui::vec2(1280.0, 690.0))),
        "{asked:?}"
    );
    // Asked once: the user's own size is kept afterwards.
    h.step();
    let asked = &h.output().viewport_output[&egui::ViewportId::ROOT].commands;
    assert!(
        !asked
            .iter()
            .any(|c| matches!(c, egui::ViewportCommand::InnerSize(_)))
    );
}

#[test]
fn below_the_least_size_the_panels_give_way_in_order_and_nothing_overlaps() {
    // A window manager that does not hold the least size: 640×420, then 420×300.
    for size in [(640.0, 420.0), (420.0, 300.0)] {
        let (_dir, mut h) = super::window_three::demo_at(size, Language::EN, 9);
        h.run();
        // The board stays, with room for its squares.
        let a1 = h.get_by_label("a1").rect();
        assert!(a1.width() >= 12.0, "{size:?}: a1 is {a1:?}");
        // The list and the schedule gave way; the game's title stands alone.
        assert!(
            h.query_by_label("Find").is_none(),
            "{size:?}: the list is shown"
        );
        assert!(
            h.query_by_label_contains("Schedule of moves").is_none(),
            "{size:?}"
        );
        let title = h.get_by_label_contains("ЭМ-12 · Морозов Виктор").rect();
        assert!(title.max.x <= size.0 + 1.0, "{size:?}: {title:?}");
    }
}

#[test]
fn a_shortcut_is_taken_by_its_key_in_the_russian_layout() {
    // Ctrl+К in the Russian layout is the key of R. Its letter "к" has no egui key, so the
    // event carries the physical key (egui-winit's fallback for layouts without Latin
    // letters, on Linux and Windows): the Receive form opens as with Ctrl+R.
    let (_dir, mut h) = super::window_three::demo_at((1024.0, 640.0), Language::RU, 2);
    assert!(egui::Key::from_name("к").is_none());
    assert!(h.query_by_label("Его ход").is_none());
    h.event(egui::Event::Key {
        key: egui::Key::R,
        physical_key: Some(egui::Key::R),
        pressed: true,
        repeat: false,
        modifiers: egui::Modifiers::COMMAND,
    });
    h.run();
    h.get_by_label("Его ход");
}

/// The demo diary's window at 1024×640 with `more` games like game 4 (my move in each) added:
/// Today runs far below the window.
fn long_today(
    more: usize,
) -> (
    tempfile::TempDir,
    std::path::PathBuf,
    egui_kittest::Harness<'static, DiaryApp>,
) {
    let (dir, path) = super::demo();
    let mut store = Store::open(&path).unwrap();
    let four = ccdiary::domain::GameId(4);
    let like_four = (store.game(four).unwrap(), store.plies(four).unwrap());
    store.add_games(&vec![like_four; more]).unwrap();
    let mut h = harness(store, Language::EN);
    h.set_size(egui::Vec2::new(1024.0, 640.0));
    h.run();
    (dir, path, h)
}

/// Walks Today from its first item with Tab, at most `most` times: how many items the focus
/// went through, each brought into sight, before it left Today.
fn walk_with_tab(h: &mut egui_kittest::Harness<'static, DiaryApp>, most: usize) -> usize {
    h.query_all_by_label_contains("● ").next().unwrap().focus();
    h.run();
    let mut walked = 1;
    while walked < most {
        h.key_press(egui::Key::Tab);
        // The list scrolls to the item focused, in steps.
        h.run_steps(30);
        let focused: Vec<egui::Rect> = h
            .query_all_by_label_contains("● ")
            .filter(|n| n.is_focused())
            .map(|n| n.rect())
            .collect();
        let [rect] = focused[..] else { break };
        assert!(
            (0.0..640.0).contains(&rect.min.y),
            "item {walked} at {rect:?}"
        );
        walked += 1;
    }
    walked
}

#[test]
fn a_long_today_is_walked_with_tab_item_after_item_each_brought_into_sight() {
    let (_dir, _, mut h) = long_today(60);
    // Tab by Tab, the focus stays on Today's items, each brought into sight, until the last.
    let walked = walk_with_tab(&mut h, usize::MAX);
    assert!(walked > 60, "Tab left Today after {walked} items");
    // Laid out only near sight, a longer Today is walked the same way, page after page.
    let (_dir, _, mut h) = long_today(ccdiary::ui::widgets::rows_in_view::LAID_OUT_FROM);
    assert_eq!(walk_with_tab(&mut h, 30), 30);
}

#[test]
fn a_today_of_hundreds_lays_out_only_what_is_in_sight_and_scrolls_to_its_end() {
    let (_dir, path, mut h) = long_today(ccdiary::ui::widgets::rows_in_view::LAID_OUT_FROM);
    let laid_out = h.query_all_by_label_contains("● ").count();
    assert!(laid_out < 60, "{laid_out} items laid out");
    // Scrolled to its end, the last items are there, in sight, and take a click.
    let top = h.query_all_by_label_contains("● ").next().unwrap().rect();
    h.hover_at(top.center());
    for _ in 0..40 {
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Page,
            delta: egui::vec2(0.0, -5.0),
            phase: egui::TouchPhase::Move,
            modifiers: egui::Modifiers::NONE,
            source: egui::MouseWheelSource::Wheel,
        });
        h.step();
    }
    h.run_steps(20);
    let bottom: Vec<egui::Rect> = h
        .query_all_by_label_contains("● ")
        .map(|n| n.rect())
        .collect();
    assert!(bottom.len() < 60, "{} items laid out", bottom.len());
    let last = bottom.iter().rfind(|r| r.min.y < 640.0).unwrap();
    assert!(last.max.y > 400.0 && last.max.y < 640.0, "{last:?}");
    let item = h
        .query_all_by_label_contains("● ")
        .find(|n| n.rect() == *last);
    item.unwrap().click();
    h.run();
    // The last item is the last thing due.
    let diary = ccdiary::diary::Diary::open(&path).unwrap();
    let overview = diary.overview(super::ui::fixed_today()).unwrap();
    let due_last = overview.today.last().unwrap().game;
    assert_eq!(h.state().game().unwrap().id(), due_last);
}
