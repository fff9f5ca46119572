//! The window, round two (issue 32): each game's state at a glance, driven headlessly.

use ccdiary::storage::Store;
use ccdiary::ui::{DiaryApp, Language};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use super::ui::{click, harness};

/// The window over the demo diary, in English: its folder (the diary is `diary.sqlite` in it)
/// and the window.
fn demo_window() -> (tempfile::TempDir, Harness<'static, DiaryApp>) {
    let (dir, path) = super::demo();
    let mut h = harness(Store::open(&path).unwrap(), Language::EN);
    h.run();
    (dir, h)
}

/// The labels of the list's game rows, top to bottom.
fn listed(h: &Harness<'_, DiaryApp>) -> Vec<String> {
    h.query_all_by_label_contains("moves ")
        .map(|n| n.accesskit_node().label().unwrap_or_default().to_string())
        .collect()
}

/// The label of the list's row of the game with `partner`.
fn row(h: &Harness<'_, DiaryApp>, partner: &str) -> String {
    let node = h.get_by_label_contains(partner);
    node.accesskit_node()
        .label()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn each_row_of_the_list_says_how_its_game_stands_and_the_list_sorts() {
    let (_dir, mut h) = demo_window();
    click(&mut h, "All games");
    for (partner, says) in [
        // Game 1: my move, days left.
        ("Петров Павел", "my move · "),
        // Game 2: his move.
        ("Сидоренко Олег", "his move"),
        // Game 7: finished, its result.
        ("Смирнов Алексей", "finished 1-0"),
        // Game 11: at adjudication, whoever is to move.
        ("Егорова Ольга", "at adjudication"),
        // Game 12: withdrawn, the result the arbiter set.
        ("Белов Артём", "withdrawn 1-0"),
    ] {
        let label = row(&h, partner);
        assert!(label.contains(says), "{partner}: {label}");
    }
    // By partner: one list, each row naming its tournament, Белов first.
    click(&mut h, "Sort");
    click(&mut h, "by partner");
    assert!(row(&h, "Белов Артём").contains("(ЭМ-12)"));
    let rows = listed(&h);
    assert!(
        rows.first().is_some_and(|r| r.starts_with("Белов Артём")),
        "{rows:?}"
    );
    // By urgency: my moves first, the ended last.
    click(&mut h, "Sort");
    click(&mut h, "by urgency");
    let rows = listed(&h);
    assert!(
        rows.first().is_some_and(|r| r.contains("my move")),
        "{rows:?}"
    );
    assert!(
        rows.last().is_some_and(|r| r.contains("withdrawn")),
        "{rows:?}"
    );
}

#[test]
fn what_was_said_of_one_game_goes_when_another_opens_or_the_language_changes() {
    let (_dir, mut h) = demo_window();
    let said = |h: &Harness<'_, DiaryApp>| h.state().notice().map(|n| n.text.clone());
    // Game 1: my move; Receive is refused, said in the status bar.
    h.state_mut()
        .apply(ccdiary::ui::Command::SelectGame(ccdiary::domain::GameId(1)));
    h.run();
    h.state_mut().apply(ccdiary::ui::Command::Receive);
    h.run();
    let refused = said(&h).unwrap();
    assert!(refused.contains("It is your move"), "{refused}");
    // Game 2: his move; the refusal was about game 1.
    h.state_mut()
        .apply(ccdiary::ui::Command::SelectGame(ccdiary::domain::GameId(2)));
    h.run();
    assert_eq!(said(&h), None);
    // Said again, then the language changes: nothing is left in the language left behind.
    h.state_mut()
        .apply(ccdiary::ui::Command::SelectGame(ccdiary::domain::GameId(1)));
    h.state_mut().apply(ccdiary::ui::Command::Receive);
    h.run();
    assert!(said(&h).is_some());
    h.state_mut()
        .apply(ccdiary::ui::Command::SetLanguage(Language::RU));
    h.run();
    assert_eq!(said(&h), None);
}

/// The window at 1024×640 over `store`.
fn small_window(store: Store) -> Harness<'static, DiaryApp> {
    let mut h = harness(store, Language::EN);
    h.set_size(egui::Vec2::new(1024.0, 640.0));
    h.run();
    h
}

#[test]
fn a_200_character_partner_keeps_new_game_inside_the_window_and_its_list_takes_clicks() {
    use ccdiary::domain::{Partner, Tournament};
    let mut store = Store::in_memory().unwrap();
    let long = "Константинопольский-Преображенский Александр ".repeat(5);
    let long = long.trim();
    store
        .add_tournament(&Tournament {
            code: "П-1".into(),
            name: "Кубок ".repeat(40),
            ..Tournament::default()
        })
        .unwrap();
    for name in [long, "Петров Павел"] {
        let partner = Partner {
            name: name.into(),
            ..Partner::default()
        };
        store.add_partner(&partner).unwrap();
    }
    let mut h = small_window(store);
    h.state_mut().apply(ccdiary::ui::Command::NewGame);
    h.run();
    // Another field touched first: the list still opens above the dialog and takes the click.
    h.get_by_label("Board").focus();
    h.run();
    h.get_by_label("Board").type_text("7");
    h.run();
    click(&mut h, "Partner");
    click(&mut h, long);
    h.run();
    let shown = h.get_by_label("Partner").value().unwrap_or_default();
    assert!(shown.starts_with("Константинопольский"), "{shown:?}");
    // Every button of the dialog stays inside the window.
    for button in ["Save", "Cancel"] {
        let rect = h.get_by_label(button).rect();
        assert!(
            rect.left() >= 0.0 && rect.right() <= 1024.0,
            "{button}: {rect:?}"
        );
        assert!(
            rect.top() >= 0.0 && rect.bottom() <= 640.0,
            "{button}: {rect:?}"
        );
    }
    // Esc asks before losing what was typed, and the dialog keeps its width meanwhile.
    let before = h.get_by_label("Save").rect();
    h.key_press(egui::Key::Escape);
    h.run();
    h.get_by_label("Discard your changes?");
    let after = h.get_by_label("Save").rect();
    assert!(
        (before.left() - after.left()).abs() < 1.0,
        "{before:?} → {after:?}"
    );
    for button in ["Discard", "Keep editing"] {
        let rect = h.get_by_label(button).rect();
        assert!(
            rect.right() <= 1024.0 && rect.bottom() <= 640.0,
            "{button}: {rect:?}"
        );
    }
}

#[test]
fn a_take_back_reopens_his_card_as_it_was_filed_the_move_to_type_over_47_3_10() {
    use super::ui::{diary_as_white, replace_in, send_first_move, type_into};
    let (store, id) = diary_as_white();
    let mut h = harness(store, Language::EN);
    h.run();
    send_first_move(&mut h, id, "e2-e4", Some("25.11.2026"));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    // His card says 1...e5, written 26.11, stamped 26.11 and 27.11, come 28.11; I type e6.
    type_into(&mut h, "His move", "e7-e6");
    type_into(&mut h, "Date on his card", "26.11.2026");
    type_into(&mut h, "Postmarks", "26.11.2026, 27.11.2026");
    replace_in(&mut h, "I received it on", "28.11.2026");
    type_into(&mut h, "He received my move on", "26.11.2026");
    type_into(&mut h, "His total, as his card states", "1");
    click(&mut h, "Record the move");
    assert_eq!(super::ui::stored(&h).plies(id).unwrap().len(), 2);
    h.state_mut().apply(ccdiary::ui::Command::TakeBack);
    h.run();
    click(&mut h, "Take it back");
    // The form is open again with everything his card said.
    let value = |h: &Harness<'_, DiaryApp>, label: &str| h.get_by_label(label).value();
    assert_eq!(value(&h, "His move").as_deref(), Some("e7-e6"));
    assert_eq!(value(&h, "Date on his card").as_deref(), Some("26.11.2026"));
    assert_eq!(
        value(&h, "Postmarks").as_deref(),
        Some("26.11.2026, 27.11.2026")
    );
    assert_eq!(value(&h, "I received it on").as_deref(), Some("28.11.2026"));
    assert_eq!(
        value(&h, "He received my move on").as_deref(),
        Some("26.11.2026")
    );
    assert_eq!(
        value(&h, "His total, as his card states").as_deref(),
        Some("1")
    );
    // The move is selected: what is typed replaces it.
    h.get_by_label("His move").type_text("e7-e5");
    h.run();
    assert_eq!(value(&h, "His move").as_deref(), Some("e7-e5"));
    click(&mut h, "Record the move");
    let plies = super::ui::stored(&h).plies(id).unwrap();
    assert_eq!(plies[1].uci.to_string(), "e7e5");
    assert_eq!(plies[1].arrived, Some(super::date(2026, 11, 28)));
    assert_eq!(plies[0].arrived, Some(super::date(2026, 11, 26)));

    // A date corrected, then Ctrl+Z: the correction goes back, not his move.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::E);
    h.run();
    type_into(&mut h, "Move (12 or 12…)", "1");
    click(&mut h, "Correct the dates…");
    replace_in(&mut h, "Send date", "24.11.2026");
    type_into(&mut h, "Reason", "the card was posted a day earlier");
    click(&mut h, "Save the correction");
    let sent = |h: &Harness<'_, DiaryApp>| super::ui::stored(h).plies(id).unwrap()[0].sent.written;
    assert_eq!(sent(&h), Some(super::date(2026, 11, 24)));
    h.state_mut().apply(ccdiary::ui::Command::TakeBack);
    h.run();
    assert!(h.query_by_label_contains("Take back his move").is_none());
    assert_eq!(sent(&h), Some(super::date(2026, 11, 25)));
    assert_eq!(super::ui::stored(&h).plies(id).unwrap().len(), 2);
}

#[test]
fn what_cannot_be_done_is_greyed_out_and_what_is_sent_is_said_truly() {
    let (_dir, mut h) = demo_window();
    // Help stands last in the menu bar, after View.
    let left = |h: &Harness<'_, DiaryApp>, label: &str| h.get_by_label(label).rect().left();
    assert!(left(&h, "Help") > left(&h, "View"));
    // Game 7 is finished: no move to receive or send.
    h.state_mut()
        .apply(ccdiary::ui::Command::SelectGame(ccdiary::domain::GameId(7)));
    h.run();
    for verb in ["Receive a move…", "Send my move…"] {
        let node = h.get_by_label(verb);
        assert!(node.accesskit_node().is_disabled(), "{verb}");
    }
    // Game 1 is in play: my resignation is confirmed as final, as it is (47.3.10).
    h.state_mut()
        .apply(ccdiary::ui::Command::SelectGame(ccdiary::domain::GameId(1)));
    h.run();
    assert!(
        !h.get_by_label("Send my move…")
            .accesskit_node()
            .is_disabled()
    );
    // Each verb says its key on hover.
    h.get_by_label("Send my move…").hover();
    h.run();
    h.get_by_label_contains("(Ctrl+S)");
    h.state_mut().apply(ccdiary::ui::Command::Resign);
    h.run();
    click(&mut h, "Send…");
    h.get_by_label_contains("A sent card can never be taken back");
}

#[test]
fn the_moves_follow_the_language_until_a_notation_is_chosen() {
    use ccdiary::domain::notation::Notation;
    use ccdiary::ui::Command;
    let (_dir, mut h) = demo_window();
    assert_eq!(h.state().settings().notation, Notation::LongEn);
    h.state_mut().apply(Command::SetLanguage(Language::RU));
    h.run();
    assert_eq!(h.state().settings().notation, Notation::LongRu);
    // Chosen, it stays whatever the language.
    h.state_mut().apply(Command::SetNotation(Notation::San));
    h.state_mut().apply(Command::SetLanguage(Language::EN));
    h.run();
    assert_eq!(h.state().settings().notation, Notation::San);
}

#[test]
fn enter_saves_a_form_opened_ready_to_type_and_opens_the_one_game_found() {
    let (_dir, mut h) = demo_window();
    // My profile opens with its first field focused: typed and Enter saves it.
    h.state_mut().apply(ccdiary::ui::Command::EditProfile);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.event(egui::Event::Text("Иванов Пётр Иванович".into()));
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    assert!(h.query_by_label("Full name").is_none(), "the form closed");
    let me = super::ui::stored(&h).profile().unwrap();
    assert_eq!(me.full_name, "Иванов Пётр Иванович");
    // The search finds one game: Enter opens it; the tournaments it leaves out have no title.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::F);
    h.run();
    h.get_by_label("Find").type_text("белов");
    h.run();
    assert!(h.query_by_label_contains("Кубок России").is_none());
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(
        h.state().game().map(|g| g.id()),
        Some(ccdiary::domain::GameId(12))
    );
}

#[test]
fn a_partner_just_added_is_the_one_a_new_game_chooses() {
    use ccdiary::ui::Command;
    let (_dir, mut h) = demo_window();
    h.state_mut().apply(Command::NewPartner);
    h.run();
    // The form opens on the name: typed at once, saved with Enter.
    h.event(egui::Event::Text("Соколов Антон".into()));
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    assert!(h.query_by_label("Partner's name").is_none(), "saved");
    h.state_mut().apply(Command::NewGame);
    h.run();
    let shown = h.get_by_label("Partner").value().unwrap_or_default();
    assert_eq!(shown, "Соколов Антон");
}

#[test]
fn the_path_field_names_the_file_says_where_it_goes_and_remembers_the_folder_read() {
    use ccdiary::ui::Command;
    let (dir, mut h) = demo_window();
    // A paper to save is named already, and the folder a bare name goes to is said. Game 2: my
    // move went last, its card can be made.
    h.state_mut()
        .apply(Command::SelectGame(ccdiary::domain::GameId(2)));
    h.run();
    h.state_mut().apply(Command::Document(
        ccdiary::documents::DocumentKind::Postcard,
    ));
    h.run();
    // Named after what it holds, the next card does not take its place: the game, my move.
    assert_eq!(
        h.get_by_label("File").value().as_deref(),
        Some("Postcard — КР-7 — Сидоренко Олег — 9.pdf")
    );
    h.get_by_label_contains("A name without a folder goes to ");
    h.key_press(egui::Key::Escape);
    h.run();
    // In the language of the window, another game's paper has a name of its own.
    h.state_mut()
        .apply(Command::SetLanguage(ccdiary::ui::Language::RU));
    h.state_mut()
        .apply(Command::SelectGame(ccdiary::domain::GameId(1)));
    h.state_mut().apply(Command::Document(
        ccdiary::documents::DocumentKind::Schedule,
    ));
    h.run();
    assert_eq!(
        h.get_by_label("Файл").value().as_deref(),
        Some("График переписки (ст. 52) — КР-7 — Петров Павел.pdf")
    );
    h.key_press(egui::Key::Escape);
    h.state_mut()
        .apply(Command::SetLanguage(ccdiary::ui::Language::EN));
    h.run();
    // A file read: the next one to read starts in its folder.
    let pgn = dir.path().join("more.pgn");
    std::fs::write(&pgn, "").unwrap();
    h.state_mut().apply(Command::ImportPgn);
    h.run();
    assert_eq!(h.get_by_label("File").value().as_deref(), Some(""));
    super::ui::replace_in(&mut h, "File", pgn.to_str().unwrap());
    // The import runs beside the window, which repaints as it goes: stepped, not run to rest.
    h.get_by_label("Open").click();
    h.step();
    super::ui::wait_for_import(&mut h);
    // The import's result closes with one click on OK.
    if h.query_by_label("OK").is_some() {
        click(&mut h, "OK");
    }
    assert!(h.query_by_label("OK").is_none());
    h.state_mut().apply(Command::ImportPgn);
    h.run();
    let folder = format!("{}{}", dir.path().display(), std::path::MAIN_SEPARATOR);
    assert_eq!(h.get_by_label("File").value(), Some(folder));
}

#[test]
fn the_import_report_keeps_its_place_and_one_ok_closes_it() {
    let good = std::fs::read_to_string(crate::ICCF_PGN).unwrap();
    let bad = "[Event \"X\"]\n[White \"NN Black\"]\n[Black \"B\"]\n\n1. e4 e5 2. Ke3 *\n";
    let (mut h, _dir) = super::ui::importing(&format!("{good}\n\n{bad}"));
    super::ui::wait_for_import(&mut h);
    let ok = |h: &Harness<'_, DiaryApp>| h.get_by_label("OK").rect();
    // Its first frame places it; from then on it stays.
    h.run();
    let first = ok(&h);
    for _ in 0..3 {
        h.run();
        assert_eq!(ok(&h), first, "the dialog moved under the mouse");
    }
    h.get_by_label("OK").hover();
    h.run();
    assert_eq!(ok(&h), first, "the dialog moved under the mouse");
    click(&mut h, "OK");
    assert!(h.query_by_label("OK").is_none());
}

#[test]
fn a_refusal_in_a_dialog_wraps_inside_it_and_the_dialog_keeps_its_width() {
    use ccdiary::ui::Command;
    let (dir, mut h) = demo_window();
    // Game 2: my move went last, its card can be made.
    h.state_mut()
        .apply(Command::SelectGame(ccdiary::domain::GameId(2)));
    h.state_mut().apply(Command::Document(
        ccdiary::documents::DocumentKind::Postcard,
    ));
    h.run();
    h.run();
    let save = |h: &Harness<'_, DiaryApp>| h.get_by_label("Save").rect();
    let before = save(&h);
    // A folder that is not there: the refusal names the whole path.
    let nowhere = dir
        .path()
        .join("нет-такой-папки-".repeat(6))
        .join("открытка.pdf");
    super::ui::replace_in(&mut h, "File", nowhere.to_str().unwrap());
    click(&mut h, "Save");
    h.run();
    assert!(h.query_by_label("Save").is_some(), "refused, still open");
    let after = save(&h);
    assert!(
        (before.left() - after.left()).abs() < 1.0,
        "{before:?} → {after:?}"
    );
}

#[test]
fn the_rules_open_below_the_menu_bar_which_stays_usable() {
    let (_dir, mut h) = demo_window();
    let menus = h.get_by_label("Diary").rect();
    h.key_press(egui::Key::F1);
    h.run();
    h.run();
    let rule = h.get_by_label("47.6.4").rect();
    assert!(rule.top() > menus.bottom(), "{rule:?} under {menus:?}");
    // The menus still open with the rules shown.
    click(&mut h, "View");
    h.get_by_label("English");
}

#[test]
fn each_game_keeps_its_own_sideways_scroll_of_the_schedule() {
    use ccdiary::domain::GameId;
    use ccdiary::ui::Command;
    let (_dir, path) = super::demo();
    let mut h = small_window(Store::open(&path).unwrap());
    h.state_mut().apply(Command::SelectGame(GameId(1)));
    h.run();
    let no = |h: &Harness<'_, DiaryApp>| h.get_all_by_label("No").last().unwrap().rect();
    let start = no(&h);
    // The schedule scrolled sideways in game 1, to see Black's total and the note.
    h.get_all_by_label("No").last().unwrap().hover();
    h.run();
    h.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: egui::vec2(-400.0, 0.0),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Unknown,
        modifiers: egui::Modifiers::default(),
    });
    h.run();
    h.run();
    assert!(no(&h).left() < start.left() - 1.0, "scrolled: {:?}", no(&h));
    // Game 2 opens at No and White.
    h.state_mut().apply(Command::SelectGame(GameId(2)));
    h.run();
    h.run();
    assert!((no(&h).left() - start.left()).abs() < 1.0, "{:?}", no(&h));
}

#[test]
fn the_card_after_a_move_sent_can_be_turned_off_and_its_key_is_said() {
    use ccdiary::domain::GameId;
    use ccdiary::ui::Command;
    use shakmaty::Position;
    let (dir, mut h) = demo_window();
    click(&mut h, "View");
    click(&mut h, "Open the card after each move sent");
    assert!(!h.state().settings().card_after_send);
    h.key_press(egui::Key::Escape);
    h.run();
    h.state_mut().apply(Command::SelectGame(GameId(1)));
    h.run();
    let store = Store::open(&dir.path().join("diary.sqlite")).unwrap();
    let pos = store.game_records(GameId(1)).unwrap().line().last();
    let mv = pos.legal_moves()[0];
    let san = shakmaty::san::San::from_move(&pos, mv).to_string();
    h.state_mut().apply(Command::Send);
    h.run();
    super::ui::type_into(&mut h, "My move", &san);
    click(&mut h, "Send…");
    click(&mut h, "Yes, send it");
    assert!(
        h.query_by_label("Postcard").is_none(),
        "no dialog after the send"
    );
    let said = h
        .state()
        .notice()
        .map(|n| n.text.clone())
        .unwrap_or_default();
    assert!(said.ends_with("Its card: Ctrl+P."), "{said}");
}

#[test]
fn enter_asks_to_send_but_never_sends_a_move_for_good() {
    use ccdiary::domain::GameId;
    use ccdiary::ui::Command;
    use shakmaty::Position;
    let (dir, mut h) = demo_window();
    h.state_mut().apply(Command::SelectGame(GameId(1)));
    h.run();
    let store = Store::open(&dir.path().join("diary.sqlite")).unwrap();
    let r = store.game_records(GameId(1)).unwrap();
    let pos = r.line().last();
    let san = shakmaty::san::San::from_move(&pos, pos.legal_moves()[0]).to_string();
    h.state_mut().apply(Command::Send);
    h.run();
    super::ui::type_into(&mut h, "My move", &san);
    // Enter in the move's field asks to confirm, as Send… does.
    h.key_press(egui::Key::Enter);
    h.run();
    h.get_by_label("Yes, send it");
    // Enter again does not confirm: a sent move is final (47.3.10).
    h.key_press(egui::Key::Enter);
    h.run();
    h.get_by_label("Yes, send it");
    let plies = super::ui::stored(&h).plies(GameId(1)).unwrap();
    assert_eq!(plies.len(), r.plies.len(), "nothing sent");
}

#[test]
fn a_finished_games_ending_is_read_when_its_row_is_shown_not_before() {
    let dir = tempfile::tempdir().unwrap();
    let (db, file) = (dir.path().join("a.sqlite"), dir.path().join("mate.pgn"));
    let pgn = "[White \"Петров Павел\"]\n[Black \"Сидоров\"]\n[Result \"1-0\"]\n\n\
               1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n\
               [White \"Петров Павел\"]\n[Black \"Иванов\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n";
    std::fs::write(&file, pgn).unwrap();
    drop(Store::open(&db).unwrap());
    super::run_cli(
        &db,
        &["import", file.to_str().unwrap(), "--me", "Петров Павел"],
    );
    // The second game's moves, damaged by another program.
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute("UPDATE game_plies SET plies = x'09' WHERE game_id = 2", [])
        .unwrap();
    drop(conn);
    // What the window reads at start holds no finished game's records …
    let diary = ccdiary::diary::Diary::open(&db).unwrap();
    let overview = diary.overview(super::date(2026, 11, 29)).unwrap();
    assert!(overview.standings.is_empty(), "{:?}", overview.standings);
    // … but its row, once shown, says how it ended.
    let mut h = harness(Store::open(&db).unwrap(), Language::EN);
    h.run();
    click(&mut h, "All games");
    let label = row(&h, "Сидоров");
    assert!(
        label.contains("finished 1-0") && label.contains("mate"),
        "{label}"
    );
    // … and one whose moves cannot be read says no standing, as before.
    let label = row(&h, "Иванов");
    assert!(!label.contains("finished"), "{label}");
}
