//! The window, driven headlessly with egui_kittest: click by label, type, check the store.

use ccdiary::domain::*;
use ccdiary::storage::Store;
use ccdiary::ui::{self, DiaryApp, Language};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use shakmaty::Color;

pub(crate) fn fixed_today() -> chrono::NaiveDate {
    super::date(2026, 11, 29)
}

/// A partner's postal address, for the cards to go to.
pub(crate) fn an_address() -> Vec<ccdiary::domain::Contact> {
    vec![ccdiary::domain::Contact {
        since: super::date(2026, 1, 1),
        postal_address: "190000, Санкт-Петербург, Невский пр., 1".into(),
        email: String::new(),
    }]
}

fn fixed_now() -> chrono::NaiveDateTime {
    fixed_today().and_hms_opt(9, 30, 0).unwrap()
}

pub(crate) fn harness(store: Store, lang: Language) -> Harness<'static, DiaryApp> {
    let mut app = DiaryApp::new(ccdiary::diary::Diary::new(store), lang, fixed_now);
    // What the window hands to the system is kept for the test to read (`opened_urls`).
    app.opener = Some(Box::new(|target: &str| {
        OPENED.with(|o| o.borrow_mut().push(target.to_owned()));
        match target.contains("nothing-opens-this") {
            true => Err("no program for this file".to_owned()),
            false => Ok(()),
        }
    }));
    Harness::builder()
        .with_size(egui::Vec2::new(1280.0, 800.0))
        .with_context_setup(ui::install_fonts)
        .build_ui_state(|ui, app: &mut DiaryApp| app.show(ui), app)
}

thread_local! {
    /// What the window of this test's thread handed to the system's opener.
    static OPENED: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Focuses the field labelled `label` and types `text` into it.
pub(crate) fn type_into(h: &mut Harness<'_, DiaryApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

/// Focuses the field labelled `label`, selects what it holds and types `text` over it.
pub(crate) fn replace_in(h: &mut Harness<'_, DiaryApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

/// Closes the postcard offered after sending by post.
fn dismiss_postcard(h: &mut Harness<'_, DiaryApp>) {
    h.get_by_label("Postcard");
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.query_by_label("Postcard").is_none());
}

/// Opens game `id`, sends my move `mv` (dated `date`, else today) and closes the postcard.
pub(crate) fn send_first_move(
    h: &mut Harness<'_, DiaryApp>,
    id: GameId,
    mv: &str,
    date: Option<&str>,
) {
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    type_into(h, "My move", mv);
    if let Some(date) = date {
        replace_in(h, "Send date", date);
    }
    click(h, "Send…");
    click(h, "Yes, send it");
    dismiss_postcard(h);
}

/// The diary the window shows, to read from.
pub(crate) fn stored<'a>(h: &'a Harness<'_, DiaryApp>) -> &'a Store {
    h.state().diary().store_for_tests()
}

pub(crate) fn click(h: &mut Harness<'_, DiaryApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

#[test]
fn empty_diary_says_how_to_begin() {
    let mut h = harness(Store::in_memory().unwrap(), Language::EN);
    h.run();
    h.get_by_label("Your diary is empty");
    h.get_by_label("New tournament…");
    h.get_by_label("New game…");
}

#[test]
fn forms_create_a_tournament_a_partner_and_a_game_in_the_store() {
    let mut h = harness(Store::in_memory().unwrap(), Language::EN);
    h.run();

    click(&mut h, "My profile…");
    type_into(&mut h, "Full name", "Иванов Иван Иванович");
    type_into(&mut h, "E-mail", "ivanov@example.ru");
    click(&mut h, "Save");
    assert_eq!(
        stored(&h).profile().unwrap().full_name,
        "Иванов Иван Иванович"
    );

    click(&mut h, "New tournament…");
    type_into(&mut h, "Code or index", "КР-7");
    type_into(&mut h, "Name", "Кубок России-7");
    click(&mut h, "E-mail");
    type_into(&mut h, "Start date", "15.01.2026");
    type_into(&mut h, "Arbiter", "Сидоров С.С.");
    click(&mut h, "Save");
    let tournaments = stored(&h).tournaments().unwrap();
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
    let partners = stored(&h).partners().unwrap();
    assert_eq!(partners.len(), 1);
    let (pid, p) = &partners[0];
    assert_eq!(p.name, "Петров П.П.");
    assert_eq!(p.current_contact().unwrap().email, "petrov@example.ru");
    assert_eq!(p.current_contact().unwrap().since, fixed_today());

    click(&mut h, "New game…");
    click(&mut h, "Black");
    type_into(&mut h, "Board", "three");
    type_into(&mut h, "Start date", "15.01");
    click(&mut h, "Save");
    h.get_by_label("Board: «three» is not a board number");
    assert!(stored(&h).game_summaries().unwrap().is_empty());
    replace_in(&mut h, "Board", "3");
    click(&mut h, "Save");
    let games = stored(&h).game_summaries().unwrap();
    assert_eq!(games.len(), 1);
    let g = &games[0].game;
    assert_eq!((g.tournament, g.partner), (*tid, *pid));
    assert_eq!(g.my_colour, Color::Black);
    assert_eq!(g.board, "3");
    assert_eq!(g.start, Some(super::date(2026, 1, 15)));

    // The new game is shown and listed.
    h.get_by_label("КР-7 · Петров П.П.");
    click(&mut h, "All games");
    h.get_by_label_contains("Петров П.П. — ");
    h.get_by_label_contains("me Black, moves 0");
}

#[test]
fn a_wrong_field_is_named_and_nothing_is_saved() {
    let mut h = harness(Store::in_memory().unwrap(), Language::EN);
    h.run();
    click(&mut h, "New tournament…");
    click(&mut h, "Save");
    h.get_by_label("Enter the tournament's code or name.");
    type_into(&mut h, "Code or index", "КР-7");
    type_into(&mut h, "Start date", "31.02.2026");
    click(&mut h, "Save");
    h.get_by_label("Start date: «31.02.2026» has no such day");
    replace_in(&mut h, "Start date", "28.02.2026");
    replace_in(&mut h, "Days per control", "x");
    click(&mut h, "Save");
    h.get_by_label("Days per control: «x» is not a whole number");
    assert!(stored(&h).tournaments().unwrap().is_empty());
    replace_in(&mut h, "Days per control", "0");
    click(&mut h, "Save");
    h.get_by_label("Days per control: «0» must be at least 1");
    assert!(stored(&h).tournaments().unwrap().is_empty());
    // Esc over typed fields asks first; discarded, nothing was saved.
    h.key_press(egui::Key::Escape);
    h.run();
    click(&mut h, "Discard");
    assert!(h.query_by_label("Code or index").is_none());
    assert!(stored(&h).tournaments().unwrap().is_empty());
}

#[test]
fn game_form_asks_for_a_tournament_first() {
    let mut h = harness(Store::in_memory().unwrap(), Language::EN);
    h.run();
    click(&mut h, "New game…");
    click(&mut h, "Save");
    h.get_by_label("Choose the tournament; add one first if the list is empty.");
    assert!(stored(&h).game_summaries().unwrap().is_empty());
}

#[test]
fn window_speaks_russian() {
    let mut h = harness(Store::in_memory().unwrap(), Language::RU);
    h.run();
    h.get_by_label("Дневник пока пуст");
    click(&mut h, "Новый турнир…");
    h.get_by_label("Код или индекс");
}

#[test]
fn shortcut_opens_the_new_game_form() {
    let mut h = harness(Store::in_memory().unwrap(), Language::EN);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.run();
    h.get_by_label("My colour");
}

/// A diary with one post game in which I am Black and White has not moved yet.
pub(crate) fn diary_with_post_game() -> (Store, GameId) {
    let mut store = Store::in_memory().unwrap();
    let t = store
        .add_tournament(&Tournament {
            code: "КР-7".into(),
            name: "Кубок России-7".into(),
            start: Some(super::date(2026, 11, 1)),
            ..Tournament::default()
        })
        .unwrap();
    let p = store
        .add_partner(&Partner {
            name: "Петров".into(),
            contacts: an_address(),
            gender: Default::default(),
        })
        .unwrap();
    let g = store
        .add_game(&Game {
            tournament: t,
            partner: p,
            my_colour: Color::Black,
            board: "3".into(),
            start: Some(super::date(2026, 11, 1)),
            state: GameState::InPlay,
            undated_plies: 0,
        })
        .unwrap();
    (store, g)
}

#[test]
fn the_daily_flow_receive_by_clicks_send_a_reply_and_the_rules_hold() {
    let (store, id) = diary_with_post_game();
    let mut h = harness(store, Language::EN);
    h.run();
    // Today lists the missing first move; clicking it opens the game.
    click(
        &mut h,
        "● 01.12 · Петров · White's first move has not come: send a registered request and tell the arbiter",
    );
    assert_eq!(h.state().game().map(|g| g.id()), Some(id));

    // Receive 1.e4 by clicking e2 then e4.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    click(&mut h, "e2");
    click(&mut h, "e4");
    assert_eq!(h.get_by_label("His move").value().as_deref(), Some("e2-e4"));
    h.get_by_label("Understood: e2-e4");
    type_into(&mut h, "Date on his card", "20.11");
    replace_in(&mut h, "I received it on", "25.11");
    type_into(&mut h, "His total, as his card states", "3");
    click(&mut h, "Record the move");
    assert_eq!(
        h.state().notice().map(|n| n.text.as_str()),
        Some("Check the dates: his card states his total as 3, the diary counts 0"),
        "his stated time is compared with the diary's"
    );
    let plies = stored(&h).plies(id).unwrap();
    assert_eq!(plies.len(), 1);
    assert_eq!(plies[0].uci.to_string(), "e2e4");
    assert_eq!(plies[0].sent.written, Some(super::date(2026, 11, 20)));
    assert_eq!(plies[0].arrived, Some(super::date(2026, 11, 25)));
    assert_eq!(
        stored(&h).correspondence(id).unwrap().len(),
        1,
        "the card is archived"
    );

    // Try 1...e5 on the board, then send it; nothing is sent before the confirmation.
    click(&mut h, "e7");
    click(&mut h, "e5");
    assert_eq!(
        stored(&h).plies(id).unwrap().len(),
        1,
        "a trial move is not sent"
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    assert_eq!(h.get_by_label("My move").value().as_deref(), Some("e7-e5"));
    replace_in(&mut h, "Send date", "27.11.2026");
    click(&mut h, "Send…");
    assert_eq!(
        stored(&h).plies(id).unwrap().len(),
        1,
        "asks before sending"
    );
    click(&mut h, "Yes, send it");
    // By post, the postcard is offered at once, to print or to save where the path field says.
    h.get_by_label("Postcard");
    click(&mut h, "Save as PDF instead…");
    let card = tempfile::tempdir().unwrap();
    let card_path = card.path().join("card.pdf");
    replace_in(&mut h, "File", card_path.to_str().unwrap());
    click(&mut h, "Save");
    let bytes = std::fs::read(&card_path).unwrap();
    let card = lopdf::Document::load_mem(&bytes).unwrap();
    let t = card.extract_text(&[1, 2]).unwrap().replace('\u{a0}', " ");
    for item in [
        "Кому:\nПетров\n190000, Санкт-Петербург, Невский пр.,\n1\nКР-7 Кубок России-7\nдоска 3",
        "Дата отправки вашего хода:\n20.11.2026",
        "Ваш ход получен:\n25.11.2026",
        "Мой ход отправлен:\n27.11.2026",
        "белые 0 дн., черные 2 дн.",
        "Повторяю ваш ход:\n1. e2-e4",
        "Мой ход:\n1. … e7-e5",
    ] {
        assert!(t.contains(item), "missing {item:?} in the card:\n{t}");
    }
    let plies = stored(&h).plies(id).unwrap();
    assert_eq!(plies.len(), 2);
    assert_eq!(plies[1].uci.to_string(), "e7e5");
    assert_eq!(plies[1].sent.written, Some(super::date(2026, 11, 27)));

    // The schedule row and the totals: received 25.11, sent 27.11 = 2 days.
    let game = h.state().game().unwrap();
    let black = game.schedule.rows[0].black.as_ref().unwrap();
    assert_eq!((black.days, black.total.known()), (Some(2), Some(2)));
    h.get_by_label("25.11.26");
    h.get_by_label("27.11.26");
    h.get_by_label("Me: 2 d");

    // A sent move cannot be taken back.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(
        h.state().notice().map(|n| n.text.as_str()),
        Some("A sent move can never be changed or taken back (47.3.10).")
    );
    assert_eq!(stored(&h).plies(id).unwrap().len(), 2);

    // An illegal move from the partner is refused with the reason.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    type_into(&mut h, "His move", "Ke3");
    click(&mut h, "Record the move");
    // Echoed while typing, and given as the reason on save naming the field.
    assert_eq!(h.query_all_by_label("Ke3: illegal here").count(), 1);
    h.get_by_label("his move Ke3: illegal here");
    assert_eq!(stored(&h).plies(id).unwrap().len(), 2);
    click(&mut h, "Cancel");

    // Step through the game with the keys.
    let cursor = |h: &Harness<'_, DiaryApp>| h.state().game().unwrap().cursor();
    assert_eq!(cursor(&h), 2);
    h.key_press(egui::Key::ArrowLeft);
    h.run();
    assert_eq!(cursor(&h), 1);
    h.key_press(egui::Key::Home);
    h.run();
    assert_eq!(cursor(&h), 0);
    h.key_press(egui::Key::End);
    h.run();
    assert_eq!(cursor(&h), 2);
}

#[test]
fn send_is_refused_when_it_is_not_my_move() {
    let (store, _) = diary_with_post_game();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::NextGame);
    h.run();
    assert!(h.state().game().is_some(), "the game is open");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    assert_eq!(
        h.state().notice().map(|n| n.text.as_str()),
        Some("It is not your move in this game.")
    );
}

/// The window with game `id` open and its records shown.
pub(crate) fn records_of(store: Store, id: GameId) -> Harness<'static, DiaryApp> {
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    click(&mut h, "Records…");
    h
}

#[test]
fn records_take_penalties_leave_and_status_and_refuse_too_much_leave() {
    let (store, id) = diary_with_post_game();
    let mut h = records_of(store, id);

    // A penalty for the partner: first offence, the tournament's 5 days (47.4.9).
    click(&mut h, "Record the penalty");
    let penalties = stored(&h).penalties(id).unwrap();
    assert_eq!(penalties.len(), 1);
    assert_eq!((penalties[0].side, penalties[0].days), (Color::White, 5));
    assert_eq!(penalties[0].clause, "47.4.9.1");
    // A second one in the same game costs ten (47.4.10).
    click(&mut h, "Record the penalty");
    assert_eq!(stored(&h).penalties(id).unwrap()[1].days, 10);

    // My leave: 20 days fit, 15 more in the same year do not (47.7.1).
    type_into(&mut h, "First day", "01.07.2026");
    type_into(&mut h, "Last day", "20.07.2026");
    click(&mut h, "Record the leave");
    assert_eq!(stored(&h).leaves().unwrap().len(), 1);
    replace_in(&mut h, "First day", "01.08.2026");
    replace_in(&mut h, "Last day", "15.08.2026");
    click(&mut h, "Record the leave");
    h.get_by_label(
        "leave refused: 2026 would have 35 days of leave, the allowance is 30 a year (47.7.1)",
    );
    assert_eq!(stored(&h).leaves().unwrap().len(), 1);

    // The game ends in a draw.
    click(&mut h, "Status");
    click(&mut h, "finished");
    click(&mut h, "Result");
    click(&mut h, "1/2-1/2");
    click(&mut h, "Save");
    let g = stored(&h).game(id).unwrap();
    assert_eq!(
        (g.status(), g.result()),
        (GameStatus::Finished, GameResult::Draw)
    );
    // Saved by mistake: Ctrl+Z puts the game back in play.
    h.key_press(egui::Key::Escape);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    let g = stored(&h).game(id).unwrap();
    assert_eq!(
        (g.status(), g.result()),
        (GameStatus::InPlay, GameResult::Unknown)
    );
}

#[test]
fn a_pawn_reaching_the_last_rank_asks_which_piece() {
    let (mut store, id) = diary_with_post_game();
    // White: 1.h4 g5 2.hxg5 Nf6 3.gxf6 Rg8 4.fxe7, and now it is Black's… so give White the move:
    // I am Black here, so the partner's promotion is received by clicking.
    let moves = [
        "h2h4", "g7g5", "h4g5", "g8f6", "g5f6", "h8g8", "f6e7", "a7a6",
    ];
    for m in moves {
        let uci = shakmaty::uci::UciMove::from_ascii(m.as_bytes()).unwrap();
        store
            .append_ply(id, &PlyRecord::sent_on(uci, Some(super::date(2026, 11, 2))))
            .unwrap();
    }
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    click(&mut h, "e7");
    click(&mut h, "d8");
    click(&mut h, "promote to knight");
    assert_eq!(
        h.get_by_label("His move").value().as_deref(),
        Some("e7xd8N")
    );
}

#[test]
fn import_pgn_through_the_path_field_and_report_bad_games() {
    let good = std::fs::read_to_string(crate::ICCF_PGN).unwrap();
    let (mut h, _dir) = importing(&format!(
        "{good}\n\n[Event \"X\"]\n[White \"NN Black\"]\n[Black \"B\"]\n\n1. e4 e5 2. Ke3 *\n"
    ));
    wait_for_import(&mut h);
    assert_eq!(stored(&h).game_summaries().unwrap().len(), 1);
    h.get_by_label_contains("move 2. Ke3: illegal here");
    assert_eq!(
        h.state().notice().map(|n| n.text.as_str()),
        Some("Imported games: 1; 0 updated; 0 already in the diary; 1 not imported")
    );
}

/// Lets the import under way finish, the window drawing its progress meanwhile, up to the
/// frame that takes its outcome (and shows it: no other frame follows).
pub(crate) fn wait_for_import(h: &mut Harness<'_, DiaryApp>) {
    for _ in 0..3000 {
        if !h.state().is_importing() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    assert!(!h.state().is_importing(), "the import did not end in 30 s");
}

/// The ICCF game `games` times over, each against another partner of "NN Black".
pub(crate) fn many_games(games: usize) -> String {
    let game = std::fs::read_to_string(crate::ICCF_PGN).unwrap();
    let text: Vec<String> = (0..games)
        .map(|i| game.replace("NN White", &format!("Partner {i}")))
        .collect();
    text.join("\n")
}

/// The window importing `text` through the path field into a diary whose owner is
/// "NN Black", two frames after Open was clicked.
pub(crate) fn importing(text: &str) -> (Harness<'static, DiaryApp>, tempfile::TempDir) {
    let mut store = Store::in_memory().unwrap();
    store
        .save_profile(&Profile {
            full_name: "NN Black".into(),
            ..Profile::default()
        })
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("games.pgn");
    std::fs::write(&file, text).unwrap();
    let mut h = harness(store, Language::EN);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::I);
    h.run();
    h.get_by_label("No file dialog is available on this system: type the file's path.");
    replace_in(&mut h, "File", file.to_str().unwrap());
    h.get_by_label("Open").click();
    h.step();
    h.step();
    (h, dir)
}

#[test]
fn a_big_import_shows_its_progress_and_keeps_the_window_drawing() {
    let (mut h, _dir) = importing(&many_games(3000));
    assert!(h.state().is_importing());
    h.get_by_label("Importing games");
    h.get_by_label("Cancel");
    wait_for_import(&mut h);
    h.get_by_label("Imported games: 3000; 0 updated; 0 already in the diary; 0 not imported");
    assert!(h.query_by_label("Your diary is empty").is_none());
    assert_eq!(stored(&h).game_summaries().unwrap().len(), 3000);
    assert_eq!(
        h.state().notice().map(|n| n.text.as_str()),
        Some("Imported games: 3000; 0 updated; 0 already in the diary; 0 not imported")
    );
    assert!(h.query_by_label("Importing games").is_none());
}

#[test]
fn a_cancelled_import_changes_nothing() {
    let (mut h, _dir) = importing(&many_games(20_000));
    h.get_by_label("Cancel").click();
    h.step();
    wait_for_import(&mut h);
    assert_eq!(
        h.state().notice().map(|n| n.text.as_str()),
        Some("Import cancelled: nothing was changed")
    );
    assert!(stored(&h).game_summaries().unwrap().is_empty());
    assert!(stored(&h).partners().unwrap().is_empty());
    assert_eq!(stored(&h).profile().unwrap().full_name, "NN Black");
}

#[test]
fn opening_a_file_that_is_not_a_diary_keeps_the_open_one() {
    let (store, _) = diary_with_post_game();
    let dir = tempfile::tempdir().unwrap();
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "not a diary").unwrap();
    let mut h = harness(store, Language::EN);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    h.run();
    // An empty path is refused with a sentence; the button says what it does.
    click(&mut h, "Open");
    h.get_by_label("Type the file's name; without a folder it goes to your Documents folder.");
    replace_in(&mut h, "File", notes.to_str().unwrap());
    click(&mut h, "Open");
    h.get_by_label_contains("is not a ccdiary diary");
    assert_eq!(stored(&h).game_summaries().unwrap().len(), 1);
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "not a diary");
}

#[test]
fn a_missing_receipt_date_is_asked_for_and_recorded() {
    let (mut store, id) = diary_with_post_game();
    let uci = shakmaty::uci::UciMove::from_ascii(b"e2e4").unwrap();
    store
        .append_ply(
            id,
            &PlyRecord::sent_on(uci, Some(super::date(2026, 11, 20))),
        )
        .unwrap();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    h.get_by_label(
        "The day his last move arrived is not recorded: without it no days can be counted.",
    );
    type_into(&mut h, "I received it on", "24.11");
    click(&mut h, "Save");
    assert_eq!(
        stored(&h).plies(id).unwrap()[0].arrived,
        Some(super::date(2026, 11, 24))
    );
    assert_eq!(h.state().game().unwrap().clock.days_left, Some(30 - 5));
}

/// A post game in which I am White and nothing has been played.
pub(crate) fn diary_as_white() -> (Store, GameId) {
    let (mut store, id) = diary_with_post_game();
    let g = store.game(id).unwrap();
    let white = store
        .add_game(&Game {
            my_colour: Color::White,
            board: "4".into(),
            ..g
        })
        .unwrap();
    (store, white)
}

#[test]
fn a_variant_goes_with_my_move_and_his_accepted_moves_enter_the_game() {
    let (store, id) = diary_as_white();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    type_into(&mut h, "My move", "e2e4");
    type_into(&mut h, "Variant (his move, my reply, …)", "e5 Nf3");
    replace_in(&mut h, "Send date", "20.11.2026");
    click(&mut h, "Send…");
    click(&mut h, "Yes, send it");
    dismiss_postcard(&mut h);
    let variants = stored(&h).variants(id).unwrap();
    assert_eq!(variants.len(), 1);
    assert_eq!(variants[0].state, PlyState::Sent);

    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    type_into(&mut h, "His repetition of my move", "e2-e4");
    type_into(&mut h, "Variant moves he accepted", "e7-e5 Ng1-f3");
    type_into(&mut h, "His move", "Nb8-c6");
    type_into(&mut h, "Date on his card", "24.11");
    replace_in(&mut h, "I received it on", "27.11");
    click(&mut h, "Record the move");
    let moves: Vec<String> = stored(&h)
        .plies(id)
        .unwrap()
        .iter()
        .map(|p| p.uci.to_string())
        .collect();
    assert_eq!(moves, ["e2e4", "e7e5", "g1f3", "b8c6"]);
}

#[test]
fn a_wrong_repetition_is_refused_and_penalised_on_confirmation() {
    let (store, id) = diary_as_white();
    let mut h = harness(store, Language::EN);
    h.run();
    send_first_move(&mut h, id, "5254", None);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    type_into(&mut h, "His repetition of my move", "4244");
    type_into(&mut h, "His move", "e7e5");
    click(&mut h, "Record the move");
    h.get_by_label("4244: your move was e2-e4 (47.3.7.5)");
    click(&mut h, "Record the penalty (47.4.9.2)");
    let penalties = stored(&h).penalties(id).unwrap();
    assert_eq!((penalties.len(), penalties[0].side), (1, Color::Black));
    assert_eq!(penalties[0].clause, "47.4.9.2");
    assert_eq!(
        stored(&h).plies(id).unwrap().len(),
        1,
        "his move is not valid"
    );
}

#[test]
fn search_finds_games_by_partner_and_a_repeat_is_filed() {
    let (mut store, id) = diary_with_post_game();
    let t = store.game(id).unwrap().tournament;
    let other = store
        .add_partner(&Partner {
            name: "Сидоров".into(),
            contacts: an_address(),
            gender: Default::default(),
        })
        .unwrap();
    store
        .add_game(&Game {
            tournament: t,
            partner: other,
            my_colour: Color::White,
            board: "5".into(),
            start: None,
            state: GameState::InPlay,
            undated_plies: 0,
        })
        .unwrap();
    let mut h = harness(store, Language::EN);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::F);
    h.run();
    h.get_by_label("Find").type_text("сидор");
    h.run();
    assert!(h.query_by_label_contains("Петров").is_none());
    h.get_by_label("Сидоров — my move · 28 d overdue · me White, moves 0")
        .click();
    h.run();

    // I send my first move; then the partner is silent and I repeat it (47.5.1).
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    type_into(&mut h, "My move", "d4");
    replace_in(&mut h, "Send date", "01.10.2026");
    click(&mut h, "Send…");
    click(&mut h, "Yes, send it");
    dismiss_postcard(&mut h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::E);
    h.run();
    replace_in(&mut h, "Repeat sent on", "02.11.2026");
    click(&mut h, "Record the repeat");
    let game = h.state().game().unwrap();
    assert_eq!(
        game.schedule.rows[0]
            .white
            .as_ref()
            .unwrap()
            .note(ccdiary::messages::Language::EN),
        "repeated 02.11.2026 (47.5.1)"
    );
}

/// The game of [`diary_as_white`], its tournament played by e-mail.
fn diary_as_white_by_email() -> (Store, GameId) {
    let (mut store, id) = diary_as_white();
    let t = store.game(id).unwrap().tournament;
    let mut tournament = store.tournament(t).unwrap();
    tournament.mode = Mode::Email;
    store.update_tournament(t, &tournament).unwrap();
    (store, id)
}

#[test]
fn after_sending_by_email_the_message_is_offered() {
    let (mut store, id) = diary_as_white_by_email();
    store
        .save_profile(&Profile {
            full_name: "Иванов И.И.".into(),
            email: "ivanov@example.ru".into(),
            ..Profile::default()
        })
        .unwrap();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    type_into(&mut h, "My move", "d4");
    click(&mut h, "Send…");
    click(&mut h, "Yes, send it");
    h.get_by_label("E-mail message (48.2.1)");
    h.get_by_label_contains("Мой ход: 1. 4244");
    h.get_by_label_contains("ivanov@example.ru");
    click(&mut h, "Close");
    assert!(h.query_by_label("E-mail message (48.2.1)").is_none());
}

#[test]
fn adjudication_is_written_with_my_claim_and_analysis() {
    let (store, id) = diary_as_white();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    h.state_mut().apply(ui::Command::Document(
        ccdiary::documents::DocumentKind::Adjudication,
    ));
    h.run();
    click(&mut h, "The result I claim");
    click(&mut h, "1-0");
    // No analysis: the form says so and asks for no file.
    click(&mut h, "Save");
    h.get_by_label_contains("justify it with your analysis (47.9.5.3)");
    assert!(h.query_by_label("File").is_none());
    type_into(
        &mut h,
        "Justification (analysis)",
        "Белые выигрывают: лишняя фигура.",
    );
    // A sealed move that cannot be played is refused before the paper is made.
    type_into(&mut h, "My sealed move (if I am to move)", "e2-e5");
    click(&mut h, "Save");
    h.get_by_label_contains("the sealed move e2-e5");
    replace_in(&mut h, "My sealed move (if I am to move)", "e2-e4");
    click(&mut h, "Save");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("adj.pdf");
    replace_in(&mut h, "File", file.to_str().unwrap());
    click(&mut h, "Save");
    let doc = lopdf::Document::load_mem(&std::fs::read(&file).unwrap()).unwrap();
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    let text = doc.extract_text(&pages).unwrap();
    for item in [
        "1-0 (победа белых)",
        "Белые выигрывают: лишняя фигура.",
        "Мой ход (47.9.5.4): e2-e4",
    ] {
        assert!(text.contains(item), "missing {item:?} in\n{text}");
    }
}

#[test]
fn a_move_can_be_dragged_on_the_board() {
    let (store, id) = diary_with_post_game();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    let from = h.get_by_label("g1").rect().center();
    let to = h.get_by_label("f3").rect().center();
    h.drag_at(from);
    h.run();
    h.hover_at(to);
    h.run();
    h.drop_at(to);
    h.run();
    assert_eq!(
        h.get_by_label("His move").value().as_deref(),
        Some("Ng1-f3")
    );
}

#[test]
fn first_run_offers_the_demo_diary_and_the_way_back() {
    let dir = tempfile::tempdir().unwrap();
    let mine = dir.path().join("mine.sqlite");
    let store = Store::open(&mine).unwrap();
    let mut h = harness(store, Language::EN);
    h.run();
    click(&mut h, "Open a demo diary");
    assert_eq!(stored(&h).game_summaries().unwrap().len(), 12);
    assert_eq!(stored(&h).path(), dir.path().join("ccdiary-demo.sqlite"));
    assert_eq!(
        h.state().notice().map(|n| n.text.clone()),
        Some(format!(
            "This is the demo diary: try anything. Your own diary is {}",
            mine.display()
        ))
    );
    h.get_by_label_contains("send by registered mail");
    h.state_mut().apply(ui::Command::OpenMyDiary);
    h.run();
    assert_eq!(stored(&h).path(), mine);
    assert!(stored(&h).game_summaries().unwrap().is_empty());
}

#[test]
fn f1_shows_the_rules_with_their_clauses() {
    let mut h = harness(Store::in_memory().unwrap(), Language::RU);
    h.run();
    h.key_press(egui::Key::F1);
    h.run();
    h.get_by_label("47.6.4");
    h.get_by_label("После зафиксированной просрочки отсчёт начинается с нуля со следующего хода.");
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.query_by_label("47.6.4").is_none());
}

#[test]
fn a_date_can_be_picked_from_the_calendar() {
    let mut h = harness(Store::in_memory().unwrap(), Language::EN);
    h.run();
    click(&mut h, "New tournament…");
    type_into(&mut h, "Code or index", "КР-8");
    type_into(&mut h, "Start date", "10.11.2026");
    // The calendar beside the start date opens on its month; the 11th is clicked.
    h.get_all_by_label("▦").next().unwrap().click();
    h.run();
    h.get_by_label("November 2026");
    click(&mut h, "11");
    assert_eq!(
        h.get_by_label("Start date").value().as_deref(),
        Some("11.11.2026")
    );
}

/// A diary file of mine with games against Зайцев and Яковлев, neither of them in the demo.
fn my_diary_file(path: &std::path::Path) -> Store {
    let mut store = Store::open(path).unwrap();
    let t = store
        .add_tournament(&Tournament {
            code: "ЧР-72".into(),
            start: Some(super::date(2026, 10, 1)),
            ..Tournament::default()
        })
        .unwrap();
    for name in ["Зайцев", "Яковлев"] {
        let p = store
            .add_partner(&Partner {
                name: name.into(),
                contacts: an_address(),
                gender: Default::default(),
            })
            .unwrap();
        store
            .add_game(&Game {
                tournament: t,
                partner: p,
                my_colour: Color::Black,
                board: String::new(),
                start: Some(super::date(2026, 10, 1)),
                state: GameState::InPlay,
                undated_plies: 0,
            })
            .unwrap();
    }
    store
}

#[test]
fn switching_diaries_rebuilds_the_lists_and_a_click_opens_the_right_game() {
    let dir = tempfile::tempdir().unwrap();
    let mine = dir.path().join("mine.sqlite");
    let mut h = harness(my_diary_file(&mine), Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::OpenDemo);
    h.run();
    click(&mut h, "All games");
    h.get_by_label_contains("Петров Павел");
    h.state_mut().apply(ui::Command::OpenMyDiary);
    h.run();
    assert_eq!(stored(&h).path(), mine);
    // Neither list shows a game of the demo any more.
    click(&mut h, "All games");
    assert!(h.query_by_label_contains("Петров Павел").is_none());
    click(&mut h, "Today");
    assert!(h.query_by_label_contains("Петров Павел").is_none());
    click(&mut h, "All games");
    h.get_by_label_contains("Яковлев").click();
    h.run();
    let shown = h.state().game().expect("the clicked game is open");
    assert_eq!(shown.records.partner.name, "Яковлев");
}

#[test]
fn a_date_before_the_one_it_must_follow_is_refused_naming_both() {
    let (store, id) = diary_as_white();
    let mut h = harness(store, Language::EN);
    h.run();
    send_first_move(&mut h, id, "5254", Some("28.11.2026"));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    type_into(&mut h, "His move", "e7-e5");
    type_into(&mut h, "He received my move on", "27.11");
    click(&mut h, "Record the move");
    h.get_by_label(
        "the day he received my move 27.11.2026 is before the day my last move was sent 28.11.2026: check the dates",
    );
    assert_eq!(stored(&h).plies(id).unwrap().len(), 1, "nothing recorded");
    // Corrected, the same card is recorded.
    replace_in(&mut h, "He received my move on", "29.11");
    click(&mut h, "Record the move");
    let plies = stored(&h).plies(id).unwrap();
    assert_eq!(plies.len(), 2);
    assert_eq!(plies[0].arrived, Some(super::date(2026, 11, 29)));
}

#[test]
fn today_and_the_game_agree_and_a_game_without_a_start_date_asks_for_it() {
    let mut store = Store::in_memory().unwrap();
    let t = store
        .add_tournament(&Tournament {
            code: "ОК-1".into(),
            ..Tournament::default()
        })
        .unwrap();
    let p = store
        .add_partner(&Partner {
            name: "Зайцев".into(),
            contacts: an_address(),
            gender: Default::default(),
        })
        .unwrap();
    let id = store
        .add_game(&Game {
            tournament: t,
            partner: p,
            my_colour: Color::White,
            board: String::new(),
            start: None,
            state: GameState::InPlay,
            undated_plies: 0,
        })
        .unwrap();
    let mut h = harness(store, Language::EN);
    h.run();
    click(&mut h, "● 29.11 · Зайцев · enter the game's start date");
    h.get_by_label("The game has no start date: White's first move is due on it (47.5.1).");
    h.get_by_label_contains("my move 1 · the game has no start date");
    type_into(&mut h, "Start date", "01.12.2026");
    click(&mut h, "Save");
    assert_eq!(
        stored(&h).game(id).unwrap().start,
        Some(super::date(2026, 12, 1))
    );
    // One computation feeds both: the list and the game say the same.
    h.get_by_label("● 01.12 · Зайцев · your move, 2 days left");
    h.get_by_label_contains("01.12.2026 (47.4.1) · 2 days left");
}

#[test]
fn escape_asks_before_throwing_away_what_was_typed() {
    let mut h = harness(Store::in_memory().unwrap(), Language::EN);
    h.run();
    // An untouched form closes at once.
    click(&mut h, "My profile…");
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.query_by_label("Full name").is_none());
    // A typed one asks; "Keep editing" keeps every character.
    click(&mut h, "My profile…");
    type_into(&mut h, "Full name", "Иванов Иван");
    h.key_press(egui::Key::Escape);
    h.run();
    h.get_by_label("Discard your changes?");
    click(&mut h, "Keep editing");
    assert!(h.query_by_label("Discard your changes?").is_none());
    assert_eq!(
        h.get_by_label("Full name").value().as_deref(),
        Some("Иванов Иван")
    );
    h.key_press(egui::Key::Escape);
    h.run();
    click(&mut h, "Discard");
    assert!(h.query_by_label("Full name").is_none());
    assert_eq!(stored(&h).profile().unwrap().full_name, "");

    // The same over the receive form.
    let (store, id) = diary_with_post_game();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    type_into(&mut h, "His move", "e2-e4");
    h.key_press(egui::Key::Escape);
    h.run();
    h.get_by_label("Discard your changes?");
    assert_eq!(h.get_by_label("His move").value().as_deref(), Some("e2-e4"));
    click(&mut h, "Discard");
    assert!(h.query_by_label("His move").is_none());
    assert!(stored(&h).plies(id).unwrap().is_empty());
}

/// Me White: 1.e4 sent on 25.11.2026, and his reply `his` typed from his card.
fn white_with_his_reply(his: &str) -> (Harness<'static, DiaryApp>, GameId) {
    let (store, id) = diary_as_white();
    let mut h = harness(store, Language::EN);
    h.run();
    send_first_move(&mut h, id, "e2-e4", Some("25.11.2026"));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    type_into(&mut h, "His move", his);
    click(&mut h, "Record the move");
    (h, id)
}

#[test]
fn a_typo_in_his_move_is_taken_back_and_dates_are_corrected_with_a_reason_47_3_10() {
    // His card says 1...e5; I type e6 by mistake.
    let (mut h, id) = white_with_his_reply("e7-e6");
    assert_eq!(stored(&h).plies(id).unwrap().len(), 2);
    // My own sent move stays locked; his move as I typed it can be taken back.
    h.state_mut().apply(ui::Command::TakeBack);
    h.run();
    h.get_by_label_contains("Take back his move as you typed it from his card?");
    click(&mut h, "Take it back");
    assert_eq!(stored(&h).plies(id).unwrap().len(), 1);
    let kept = stored(&h).corrections(id).unwrap();
    assert_eq!(kept[0].removed.unwrap().to_string(), "e7e6");
    h.state_mut().apply(ui::Command::TakeBack);
    h.run();
    assert_eq!(
        h.state().notice().map(|n| n.text.as_str()),
        Some("A sent move can never be changed or taken back (47.3.10).")
    );
    assert_eq!(stored(&h).plies(id).unwrap().len(), 1);
    // Recorded again as his card says.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    type_into(&mut h, "His move", "e7-e5");
    click(&mut h, "Record the move");
    assert_eq!(stored(&h).plies(id).unwrap()[1].uci.to_string(), "e7e5");

    // The date of my first move, corrected from the records, with a reason.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::E);
    h.run();
    type_into(&mut h, "Move (12 or 12…)", "1");
    click(&mut h, "Correct the dates…");
    replace_in(&mut h, "Send date", "24.11.2026");
    click(&mut h, "Save the correction");
    h.get_by_label(
        "Say why the dates change: the reason is kept with the old values for the arbiter.",
    );
    type_into(&mut h, "Reason", "the card was posted a day earlier");
    click(&mut h, "Save the correction");
    let plies = stored(&h).plies(id).unwrap();
    assert_eq!(plies[0].sent.written, Some(super::date(2026, 11, 24)));
    let kept = stored(&h).corrections(id).unwrap();
    assert_eq!(kept.len(), 2);
    assert_eq!(
        kept[1].changes,
        vec![FieldChange {
            field: PlyField::Written,
            was: "2026-11-25".to_owned(),
            now: "2026-11-24".to_owned(),
        }]
    );
    assert_eq!(kept[1].reason, "the card was posted a day earlier");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::E);
    h.run();
    h.get_by_label(
        "1. e2-e4: Send date: 25.11.2026 → 24.11.2026 (the card was posted a day earlier)",
    );
}

#[test]
fn the_next_control_says_whose_clock_it_is() {
    let (store, id) = diary_as_white();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    h.get_by_label_contains("my move 1 · White's first move costs no time");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    type_into(&mut h, "My move", "e2-e4");
    click(&mut h, "Send…");
    click(&mut h, "Yes, send it");
    dismiss_postcard(&mut h);
    // Nothing is missing: his clock waits for his reply to say when my move reached him.
    h.get_by_label(
        "Next control: his move 1 · by move 10 · his days count from when my move reached him: his reply will tell",
    );
    assert!(
        h.query_by_label_contains("to clarify in the reply")
            .is_none()
    );
}

#[test]
fn receive_opens_on_his_move_echoes_the_repetition_and_drops_a_fixed_error() {
    let (store, id) = diary_as_white();
    let mut h = harness(store, Language::EN);
    h.run();
    send_first_move(&mut h, id, "5254", None);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    h.run();
    // Typed at once, the move lands in "His move".
    h.event(egui::Event::Text("5755".into()));
    h.run();
    assert_eq!(h.get_by_label("His move").value().as_deref(), Some("5755"));
    h.get_by_label("Understood: e7-e5");
    type_into(&mut h, "His repetition of my move", "4244");
    h.get_by_label("Understood: d2-d4");
    click(&mut h, "Record the move");
    h.get_by_label("4244: your move was e2-e4 (47.3.7.5)");
    replace_in(&mut h, "His repetition of my move", "5254");
    assert!(
        h.query_by_label("4244: your move was e2-e4 (47.3.7.5)")
            .is_none(),
        "the refusal goes once the field is fixed"
    );
    click(&mut h, "Record the move");
    assert_eq!(stored(&h).plies(id).unwrap().len(), 2);
}

#[test]
fn ctrl_m_opens_the_email_message_and_the_help_menu_lists_the_shortcuts() {
    let mut store = Store::in_memory().unwrap();
    let text = std::fs::read_to_string(crate::EMAIL_PGN).unwrap();
    ccdiary::pgn::import::import_pgn(&mut store, &text, "Белые").unwrap();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(GameId(1)));
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::M);
    h.run();
    h.get_by_label("Copy");
    h.key_press(egui::Key::Escape);
    h.run();
    click(&mut h, "Help");
    // The list is longer than its scrolling area: the scroll bar takes a few frames to settle.
    h.get_by_label("Keyboard shortcuts").click();
    h.run_steps(8);
    h.get_by_label_contains("Ctrl+Shift+V — Paste the partner's message…");
    h.get_by_label_contains("Ctrl+, — My profile…");
    h.get_by_label_contains("Ctrl+M — ");
}

#[test]
fn a_repeat_postcard_with_no_repeat_filed_offers_to_record_it_now_47_5_1() {
    let (store, id) = diary_as_white();
    let mut h = harness(store, Language::EN);
    h.run();
    send_first_move(&mut h, id, "e2-e4", Some("20.10.2026"));
    h.state_mut().apply(ui::Command::Document(
        ccdiary::documents::DocumentKind::RepeatPostcard,
    ));
    h.run();
    h.get_by_label_contains("No repeat of your last move is filed in the game with");
    click(&mut h, "Record the repeat");
    let items = stored(&h).correspondence(id).unwrap();
    let repeat = items.last().unwrap();
    assert_eq!((repeat.ply, repeat.sent), (Some(0), Some(fixed_today())));
    // Its postcard is offered at once.
    let dir = tempfile::tempdir().unwrap();
    let card = dir.path().join("repeat.pdf");
    replace_in(&mut h, "File", card.to_str().unwrap());
    click(&mut h, "Save");
    let text = lopdf::Document::load(&card)
        .unwrap()
        .extract_text(&[2])
        .unwrap();
    assert!(
        text.contains("ПОВТОР открытки от 20.10.2026, заказным 29.11.2026 (47.5.1)"),
        "{text}"
    );
}

#[test]
fn a_250_character_name_stays_within_the_window_and_its_dialogs() {
    let long: String = "Константинопольский-Ведерников Александр Вениаминович "
        .repeat(5)
        .chars()
        .take(250)
        .collect();
    let mut store = Store::in_memory().unwrap();
    let t = store
        .add_tournament(&Tournament {
            code: "КР-7".into(),
            start: Some(super::date(2026, 11, 1)),
            ..Tournament::default()
        })
        .unwrap();
    let p = store
        .add_partner(&Partner {
            name: long.clone(),
            contacts: an_address(),
            gender: Default::default(),
        })
        .unwrap();
    let id = store
        .add_game(&Game {
            tournament: t,
            partner: p,
            my_colour: Color::White,
            board: String::new(),
            start: Some(super::date(2026, 11, 1)),
            state: GameState::InPlay,
            undated_plies: 0,
        })
        .unwrap();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    // The game's heading is one line, cut at the panel's edge.
    let heading = h.get_by_label_contains("КР-7 · Константинопольский").rect();
    assert!(heading.height() < 40.0, "{heading:?}");
    assert!(heading.right() <= 1280.0, "{heading:?}");
    // A dialog naming the game stays within the window.
    send_first_move(&mut h, id, "e2-e4", Some("20.11.2026"));
    h.state_mut().apply(ui::Command::Document(
        ccdiary::documents::DocumentKind::RepeatPostcard,
    ));
    h.run();
    let question = h
        .get_by_label_contains("No repeat of your last move")
        .rect();
    assert!(
        question.left() >= 0.0 && question.right() <= 1280.0,
        "{question:?}"
    );
}

#[test]
fn a_partner_spoken_of_as_she_gets_her_words() {
    let mut h = harness(Store::in_memory().unwrap(), Language::RU);
    h.run();
    click(&mut h, "Новый партнёр…");
    type_into(&mut h, "Фамилия и имя партнёра", "Волкова Мария");
    click(&mut h, "она");
    click(&mut h, "Сохранить");
    let partners = stored(&h).partners().unwrap();
    assert_eq!(partners[0].1.gender, Gender::Female);
    let (pid, _) = partners[0];
    let mut store = Store::in_memory().unwrap();
    let t = store
        .add_tournament(&Tournament {
            code: "КР-7".into(),
            start: Some(super::date(2026, 11, 1)),
            ..Tournament::default()
        })
        .unwrap();
    let p = store
        .add_partner(&Partner {
            name: "Волкова Мария".into(),
            contacts: an_address(),
            gender: Gender::Female,
        })
        .unwrap();
    assert_eq!(p, pid);
    let id = store
        .add_game(&Game {
            tournament: t,
            partner: p,
            my_colour: Color::Black,
            board: String::new(),
            start: Some(super::date(2026, 11, 1)),
            state: GameState::InPlay,
            undated_plies: 0,
        })
        .unwrap();
    let mut h = harness(store, Language::RU);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    // Her first move is awaited, not late: its request is due 30 days after the start.
    h.get_by_label_contains(
        "её ход 1 · ждём первого хода белых: до 01.12.2026 ничего не просрочено",
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    h.get_by_label("Её ход");
    h.get_by_label("Её суммарное время по открытке");
    // An imported partner, spoken of as he, is changed in the game's records.
    h.key_press(egui::Key::Escape);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::E);
    h.run();
    click(&mut h, "он");
    assert_eq!(stored(&h).partner(p).unwrap().gender, Gender::Male);
}

#[test]
fn a_question_that_cannot_be_carried_out_closes_and_says_why() {
    let (store, id) = diary_as_white();
    let mut h = harness(store, Language::EN);
    h.run();
    // Sent today: a repeat today would not come after it.
    send_first_move(&mut h, id, "e2-e4", None);
    h.state_mut().apply(ui::Command::Document(
        ccdiary::documents::DocumentKind::RepeatPostcard,
    ));
    h.run();
    click(&mut h, "Record the repeat");
    assert_eq!(
        h.state().notice().map(|n| n.text.as_str()),
        Some("the repeat 29.11.2026 is not after the move was sent 29.11.2026: check the date")
    );
    assert!(h.query_by_label("Record the repeat").is_none());
    assert_eq!(stored(&h).correspondence(id).unwrap().len(), 1);
}

#[test]
fn a_postcard_for_an_email_game_is_refused_before_a_file_is_asked_for() {
    let (store, id) = diary_as_white_by_email();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    for kind in [
        ccdiary::documents::DocumentKind::Postcard,
        ccdiary::documents::DocumentKind::RepeatPostcard,
    ] {
        h.state_mut().apply(ui::Command::Document(kind));
        h.run();
        h.get_by_label_contains("is played by e-mail: its moves go by e-mail, not on a postcard");
        assert!(h.query_by_label("File").is_none(), "{kind:?}");
        assert!(h.query_by_label("Record the repeat").is_none(), "{kind:?}");
    }
}

#[test]
fn a_card_to_a_partner_without_an_address_asks_for_it_then_prints() {
    let (mut store, id) = diary_as_white();
    let g = store.game(id).unwrap();
    let nowhere = store
        .add_partner(&Partner {
            name: "Безадресный".into(),
            contacts: vec![],
            gender: Default::default(),
        })
        .unwrap();
    let id = store
        .add_game(&Game {
            partner: nowhere,
            ..g
        })
        .unwrap();
    let mut h = harness(store, Language::EN);
    h.run();
    send_first_move_keeping_card(&mut h, id);
    // The card offered after sending has nowhere to go: the address is asked for first.
    h.get_by_label(
        "The card has no address to go to: enter the partner's postal address, then print it.",
    );
    assert!(
        h.query_by_label("File").is_none(),
        "no file is asked for yet"
    );
    type_into(&mut h, "Postal address", "101000, Москва, ул. Мясницкая, 1");
    click(&mut h, "Save");
    let contacts = stored(&h).partner(nowhere).unwrap().contacts;
    assert_eq!(contacts.len(), 1);
    assert_eq!(
        contacts[0].postal_address,
        "101000, Москва, ул. Мясницкая, 1"
    );
    assert_eq!(contacts[0].since, fixed_today());
    // Then the card is printed to it (here saved as PDF).
    click(&mut h, "Save as PDF instead…");
    let dir = tempfile::tempdir().unwrap();
    let card = dir.path().join("card.pdf");
    replace_in(&mut h, "File", card.to_str().unwrap());
    click(&mut h, "Save");
    let doc = lopdf::Document::load_mem(&std::fs::read(&card).unwrap()).unwrap();
    let t = doc.extract_text(&[1]).unwrap();
    assert!(t.contains("101000, Москва, ул. Мясницкая, 1"), "{t}");
}

#[test]
fn the_open_games_tournament_is_edited_from_the_game_menu() {
    let (store, id) = diary_with_post_game();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    h.state_mut().apply(ui::Command::EditTournament);
    h.run();
    replace_in(&mut h, "Name", "Кубок России-8");
    click(&mut h, "Save");
    let t = stored(&h).game(id).unwrap().tournament;
    let tournament = stored(&h).tournament(t).unwrap();
    assert_eq!(tournament.name, "Кубок России-8");
    assert_eq!(tournament.code, "КР-7", "the rest is kept");
    // A change made by mistake is undone: the tournament as it was.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(stored(&h).tournament(t).unwrap().name, "Кубок России-7");
}

#[test]
fn a_card_of_a_nameless_imported_tournament_asks_for_its_name_then_prints() {
    let (mut store, id) = diary_as_white();
    let g = store.game(id).unwrap();
    let nameless = store
        .add_tournament(&Tournament {
            name: "PGN".into(),
            ..Tournament::default()
        })
        .unwrap();
    let id = store
        .add_game(&Game {
            tournament: nameless,
            ..g
        })
        .unwrap();
    let mut h = harness(store, Language::EN);
    h.run();
    send_first_move_keeping_card(&mut h, id);
    h.get_by_label(
        "This game came from a PGN file that does not name its tournament: name it for the card (47.3.7.1), then it prints.",
    );
    replace_in(&mut h, "Name", "Кубок-9");
    click(&mut h, "Save");
    assert_eq!(stored(&h).tournament(nameless).unwrap().name, "Кубок-9");
    click(&mut h, "Save as PDF instead…");
    let dir = tempfile::tempdir().unwrap();
    let card = dir.path().join("card.pdf");
    replace_in(&mut h, "File", card.to_str().unwrap());
    click(&mut h, "Save");
    let doc = lopdf::Document::load_mem(&std::fs::read(&card).unwrap()).unwrap();
    assert!(doc.extract_text(&[2]).unwrap().contains("Кубок-9"));
}

/// Opens game `id` and sends 1.e4, leaving what the card asks for open.
fn send_first_move_keeping_card(h: &mut Harness<'_, DiaryApp>, id: GameId) {
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    type_into(h, "My move", "e2-e4");
    click(h, "Send…");
    click(h, "Yes, send it");
}

#[test]
fn a_receipt_number_is_checked_as_it_is_typed_and_refused_on_save() {
    let (store, id) = diary_as_white();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    type_into(&mut h, "My move", "e2-e4");
    click(&mut h, "registered");
    type_into(&mut h, "Registered receipt No.", "RA123456784RU");
    let said = "Registered receipt No.: the receipt number's check digit should be 5, not 4: check the number";
    h.get_by_label(said);
    click(&mut h, "Send…");
    assert!(
        h.query_by_label("Yes, send it").is_none(),
        "a wrong number is not sent"
    );
    assert!(stored(&h).plies(id).unwrap().is_empty());
    replace_in(&mut h, "Registered receipt No.", "RA123456785RU");
    assert!(h.query_by_label(said).is_none());
    click(&mut h, "Send…");
    click(&mut h, "Yes, send it");
    let plies = stored(&h).plies(id).unwrap();
    assert_eq!(
        plies[0].delivery,
        ccdiary::domain::Delivery::Registered {
            receipt_number: "RA123456785RU".into()
        }
    );
    // The game shows the number as a link to the post's tracking page.
    dismiss_postcard(&mut h);
    h.get_by_label("RA123456785RU").click();
    h.step();
    assert_eq!(
        opened_urls(&h),
        vec!["https://www.pochta.ru/tracking?barcode=RA123456785RU".to_owned()]
    );
}

#[test]
fn the_deadlines_are_exported_to_a_calendar_file_from_the_diary_menu() {
    let (store, _) = diary_with_post_game();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::ExportDeadlines);
    h.run();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("deadlines");
    replace_in(&mut h, "File", file.to_str().unwrap());
    click(&mut h, "Save");
    // The extension is added; the file is a calendar with the game's action in it.
    let text = std::fs::read_to_string(file.with_extension("ics")).unwrap();
    assert!(text.starts_with("BEGIN:VCALENDAR"), "{text}");
    assert!(
        text.contains("BEGIN:VEVENT") && text.contains("@ccdiary"),
        "{text}"
    );
}

/// The demo diary in a file, open in the window.
fn demo_window() -> (
    Harness<'static, DiaryApp>,
    tempfile::TempDir,
    std::path::PathBuf,
) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("diary.sqlite");
    ccdiary::demo::create_demo(&path, fixed_today()).unwrap();
    let mut h = harness(Store::open(&path).unwrap(), Language::EN);
    h.run();
    (h, dir, path)
}

fn open_backups(h: &mut Harness<'_, DiaryApp>) {
    click(h, "Diary");
    click(h, "Backups…");
}

#[test]
fn a_backup_taken_in_the_window_is_restored_after_a_mistake() {
    let (mut h, dir, path) = demo_window();
    open_backups(&mut h);
    h.get_by_label("There are no backups yet.");
    click(&mut h, "Back up now");
    let backup_dir = dir.path().join("backups");
    let notice = h.state().notice().unwrap().text.clone();
    assert!(notice.starts_with("Backed up to "), "{notice}");
    assert!(notice.contains(backup_dir.to_str().unwrap()), "{notice}");

    // A mistake after the backup, made by another program on the same diary.
    let first = stored(&h).game_summaries().unwrap()[0].clone();
    Store::open(&path)
        .unwrap()
        .set_game_state(first.id, GameState::Withdrawn(None))
        .unwrap();

    open_backups(&mut h);
    assert!(h.query_by_label("There are no backups yet.").is_none());
    click(&mut h, "Restore");
    h.get_by_label_contains("Replace the diary with the backup of 29.11.2026 09:30?");
    h.get_all_by_label("Restore").last().unwrap().click();
    h.run();
    let notice = h.state().notice().unwrap().text.clone();
    assert!(
        notice
            .starts_with("Restored the backup of 29.11.2026 09:30; the diary replaced is kept in "),
        "{notice}"
    );
    let again = stored(&h).game(first.id).unwrap();
    assert_eq!(
        again.status(),
        first.game.status(),
        "the game as it was backed up"
    );
    assert_eq!(stored(&h).path(), path.as_path());
    assert_eq!(ccdiary::backups::list(&path).unwrap().len(), 2);
}

#[test]
fn the_days_backup_at_start_is_taken_once_and_a_failure_is_said() {
    let (mut h, dir, path) = demo_window();
    let ctx = h.ctx.clone();
    h.state_mut().back_up_daily(&ctx);
    for _ in 0..500 {
        h.step();
        if !ccdiary::backups::list(&path).unwrap().is_empty() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    h.run();
    assert_eq!(ccdiary::backups::list(&path).unwrap().len(), 1);
    assert!(
        h.state().notice().is_none(),
        "a backup that works is not announced"
    );

    // The folder for backups cannot be made: a file stands in its place.
    std::fs::remove_dir_all(dir.path().join("backups")).unwrap();
    std::fs::write(dir.path().join("backups"), "in the way").unwrap();
    h.state_mut().back_up_daily(&ctx);
    for _ in 0..500 {
        h.step();
        if h.state().notice().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let notice = h.state().notice().unwrap();
    assert!(notice.is_error);
    assert!(
        notice
            .text
            .starts_with("The diary could not be backed up: "),
        "{}",
        notice.text
    );
}

#[test]
fn a_diary_in_memory_says_it_has_no_backups() {
    let mut h = harness(Store::in_memory().unwrap(), Language::EN);
    h.run();
    open_backups(&mut h);
    click(&mut h, "Back up now");
    h.get_by_label("This diary lives in memory only and has no backups.");
}

/// A demo diary in a file with one backup, then damaged in its middle: the diary, its bytes,
/// why it cannot be opened, and the backup a start would offer.
fn damaged_demo() -> (
    tempfile::TempDir,
    std::path::PathBuf,
    Vec<u8>,
    ccdiary::diary::DiaryError,
    ccdiary::backups::Backup,
) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("diary.sqlite");
    ccdiary::demo::create_demo(&path, fixed_today()).unwrap();
    ccdiary::backups::take(&path, fixed_now(), None).unwrap();
    let bytes = crate::damage(&path);
    let why = ccdiary::diary::Diary::open(&path).err().unwrap();
    let (backup, held) = ccdiary::backups::newest_sound(&path).unwrap();
    assert_eq!(held.games, 12);
    (dir, path, bytes, why, backup)
}

#[test]
fn a_damaged_diary_at_start_is_offered_its_newest_backup() {
    let (dir, path, bytes, why, backup) = damaged_demo();
    let mut h = harness(Store::in_memory().unwrap(), Language::EN);
    h.state_mut().offer_backup(&path, why, backup);
    h.run();
    h.get_by_label_contains("is damaged");
    h.get_by_label_contains("Replace the diary with the backup of 29.11.2026 09:30?");
    assert!(
        h.query_by_label_contains("changed by another program")
            .is_none(),
        "nothing else has the empty diary shown meanwhile"
    );
    click(&mut h, "Restore");
    assert_eq!(stored(&h).path(), path.as_path());
    assert_eq!(stored(&h).game_summaries().unwrap().len(), 12);
    let kept: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains(".damaged-"))
        .filter(|p| {
            !p.to_string_lossy().ends_with("-wal") && !p.to_string_lossy().ends_with("-shm")
        })
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(std::fs::read(&kept[0]).unwrap(), bytes, "byte for byte");
}

#[test]
fn a_damaged_diary_whose_backup_is_declined_is_left_as_it_is_and_the_program_ends() {
    let (_dir, path, bytes, why, backup) = damaged_demo();
    let mut h = harness(Store::in_memory().unwrap(), Language::EN);
    h.state_mut().offer_backup(&path, why, backup);
    h.run();
    click(&mut h, "Cancel");
    let notice = h.state().notice().unwrap();
    assert!(notice.is_error);
    assert!(notice.text.contains("is damaged"), "{}", notice.text);
    assert!(
        h.state().quit_requested(),
        "nothing typed into a stand-in could be kept"
    );
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
}

#[test]
fn everything_is_exported_to_one_file_from_the_diary_menu() {
    let (mut h, dir, _path) = demo_window();
    click(&mut h, "Diary");
    click(&mut h, "Export everything (for a new computer)…");
    let zip = dir.path().join("moving.zip");
    replace_in(&mut h, "File", zip.to_str().unwrap());
    click(&mut h, "Save");
    assert_eq!(
        h.state().notice().map(|n| n.text.clone()),
        Some(format!("Exported to {}", zip.display()))
    );
    let new = dir.path().join("new.sqlite");
    ccdiary::archive::import_all(&new, &zip, false, fixed_now()).unwrap();
    assert_eq!(
        Store::open(&new).unwrap().game_summaries().unwrap().len(),
        12
    );
}

#[test]
fn closing_the_window_during_an_import_waits_for_it() {
    let (mut h, _dir) = importing(&many_games(3000));
    h.input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default()
        .events
        .push(egui::ViewportEvent::Close);
    h.step();
    assert!(h.state().is_importing());
    assert!(!h.state().quit_requested(), "not while the import runs");
    assert_eq!(
        h.state().notice().map(|n| n.text.as_str()),
        Some("The window closes when the import is over.")
    );
    wait_for_import(&mut h);
    assert_eq!(stored(&h).game_summaries().unwrap().len(), 3000);
    assert!(h.state().quit_requested(), "then it closes");
}

/// The notices a window showed: title and text.
type Shown = std::rc::Rc<std::cell::RefCell<Vec<(String, String)>>>;

/// The demo diary in a window whose reminders are collected rather than shown.
fn reminding_window(on: bool) -> (Harness<'static, DiaryApp>, Shown, tempfile::TempDir) {
    let (mut h, dir, _) = demo_window();
    let shown = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let sink = shown.clone();
    h.state_mut().reminders.on = on;
    h.state_mut().reminders.notifier = Some(Box::new(move |title, text| {
        sink.borrow_mut().push((title, text));
    }));
    (h, shown, dir)
}

#[test]
fn what_is_due_today_is_reminded_of_once_on_the_desktop() {
    let (mut h, shown, _dir) = reminding_window(true);
    h.run();
    h.run();
    let shown = shown.borrow();
    assert_eq!(shown.len(), 1, "one notice: {shown:?}");
    let (title, text) = &shown[0];
    assert_eq!(title, "ccdiary: due today");
    // The demo's first actions, most urgent first, each with its day and partner.
    assert!(text.starts_with("19.11 · Никитин Игорь: "), "{text}");
    assert_eq!(text.lines().count(), 4, "{text}");
}

#[test]
fn reminders_turned_off_in_the_view_menu_stay_off() {
    let (mut h, _shown, _dir) = reminding_window(true);
    click(&mut h, "View");
    click(&mut h, "Desktop reminders of what is due");
    assert!(!h.state().reminders.on, "the menu turns them off");
    let (mut h, shown, _dir) = reminding_window(false);
    h.run();
    h.run();
    assert!(shown.borrow().is_empty(), "none while off");
}

#[test]
fn a_new_day_in_an_open_window_reminds_again_of_what_is_due_then() {
    let (mut h, shown, dir) = reminding_window(true);
    h.run();
    assert_eq!(shown.borrow().len(), 1);
    // Meanwhile a game is withdrawn elsewhere, and the window stays open into the next day.
    let path = dir.path().join("diary.sqlite");
    let nikitin = stored(&h)
        .game_summaries()
        .unwrap()
        .into_iter()
        .find(|g| g.partner == "Никитин Игорь")
        .unwrap();
    Store::open(&path)
        .unwrap()
        .set_game_state(nikitin.id, GameState::Withdrawn(None))
        .unwrap();
    h.state_mut().reminders.reminded.day = Some(super::date(2026, 11, 28));
    h.run();
    let shown = shown.borrow();
    assert_eq!(shown.len(), 2, "{shown:?}");
    assert_eq!(
        shown[1].1.lines().count(),
        3,
        "read again for the day: {}",
        shown[1].1
    );
    assert!(!shown[1].1.contains("Никитин"), "{}", shown[1].1);
}

#[test]
fn a_penalty_and_a_leave_recorded_by_mistake_are_undone_and_redone() {
    let (store, id) = diary_with_post_game();
    let mut h = records_of(store, id);
    click(&mut h, "Record the penalty");
    type_into(&mut h, "First day", "01.07.2026");
    type_into(&mut h, "Last day", "20.07.2026");
    click(&mut h, "Record the leave");
    let penalties = stored(&h).penalties(id).unwrap();
    let leaves = stored(&h).leaves().unwrap();
    assert_eq!((penalties.len(), leaves.len()), (1, 1));

    // Ctrl+Z takes back the leave, then the penalty: newest first, each kept in the archive.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert!(stored(&h).leaves().unwrap().is_empty());
    assert_eq!(stored(&h).penalties(id).unwrap(), penalties);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert!(stored(&h).penalties(id).unwrap().is_empty());
    assert_eq!(stored(&h).withdrawn(id).unwrap().len(), 2);
    h.get_by_label_contains(
        "Penalties · 29.11.2026 · Partner · 5 d · 47.4.9.1 — withdrawn: undone in the window",
    );
    h.get_by_label_contains("Leave · 01.07.2026 – 20.07.2026 — withdrawn: undone in the window");
    assert_eq!(
        h.state().notice().map(|n| n.text.as_str()),
        Some(
            "Undone: the penalty in game 1; it is kept in the archive, and Ctrl+Shift+Z records it again"
        )
    );

    // Ctrl+Shift+Z records them again, oldest first: the store as it was.
    let redo = egui::Modifiers::COMMAND | egui::Modifiers::SHIFT;
    h.key_press_modifiers(redo, egui::Key::Z);
    h.run();
    h.key_press_modifiers(redo, egui::Key::Z);
    h.run();
    assert_eq!(stored(&h).penalties(id).unwrap(), penalties);
    assert_eq!(stored(&h).leaves().unwrap(), leaves);
    h.key_press_modifiers(redo, egui::Key::Z);
    h.run();
    assert_eq!(
        h.state().notice().map(|n| n.text.as_str()),
        Some("Nothing to redo")
    );
}

#[test]
fn a_sent_move_stops_the_undo_and_says_why() {
    let (store, id) = diary_as_white();
    let mut h = records_of(store, id);
    click(&mut h, "Record the penalty");
    send_first_move_keeping_card(&mut h, id);
    dismiss_postcard(&mut h);
    let plies = stored(&h).plies(id).unwrap().len();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(
        h.state().notice().map(|n| n.text.as_str()),
        Some(ccdiary::messages::Text::SentLocked.get(Language::EN))
    );
    assert_eq!(stored(&h).plies(id).unwrap().len(), plies);
    assert_eq!(
        stored(&h).penalties(id).unwrap().len(),
        1,
        "not undone past it"
    );
}

#[test]
fn a_typo_saved_in_the_profile_is_undone_and_redone() {
    let mut h = harness(Store::in_memory().unwrap(), Language::EN);
    h.run();
    click(&mut h, "My profile…");
    type_into(&mut h, "Full name", "Иванов Иван Иванович");
    click(&mut h, "Save");
    click(&mut h, "My profile…");
    replace_in(&mut h, "Full name", "Ивнаов Иван Иванович");
    click(&mut h, "Save");
    let name = |h: &Harness<'_, DiaryApp>| stored(h).profile().unwrap().full_name;
    assert_eq!(name(&h), "Ивнаов Иван Иванович");

    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(name(&h), "Иванов Иван Иванович");
    assert_eq!(
        h.state().notice().map(|n| n.text.as_str()),
        Some(
            "Undone: my profile's change; the values from before the change are back, and Ctrl+Shift+Z puts the change back"
        )
    );
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::Z,
    );
    h.run();
    assert_eq!(name(&h), "Ивнаов Иван Иванович");
    // Undone twice: the profile as it was before either change.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(name(&h), "");
}

#[test]
fn a_tournament_partner_and_game_added_by_mistake_are_undone_and_redone() {
    let mut h = harness(Store::in_memory().unwrap(), Language::EN);
    h.run();
    click(&mut h, "New tournament…");
    type_into(&mut h, "Code or index", "КР-7");
    type_into(&mut h, "Name", "Кубок России-7");
    type_into(&mut h, "Start date", "15.01.2026");
    click(&mut h, "Save");
    click(&mut h, "New partner…");
    type_into(&mut h, "Partner's name", "Петров П.П.");
    click(&mut h, "Save");
    click(&mut h, "New game…");
    click(&mut h, "Save");
    assert_eq!(stored(&h).game_summaries().unwrap().len(), 1);
    assert!(h.state().game().is_some());

    let undo = |h: &mut Harness<'_, DiaryApp>| {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
        h.run();
    };
    undo(&mut h);
    assert!(stored(&h).game_summaries().unwrap().is_empty());
    assert!(h.state().game().is_none(), "its panels close with it");
    assert_eq!(
        h.state().notice().map(|n| n.text.as_str()),
        Some("Undone: the new game 1; what was added is removed, and Ctrl+Shift+Z adds it again")
    );
    // Redone, the game is back; undone again it goes again.
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::Z,
    );
    h.run();
    assert_eq!(stored(&h).game_summaries().unwrap().len(), 1);

    // Undone again, newest first: the game, then the partner, then the tournament.
    undo(&mut h);
    undo(&mut h);
    undo(&mut h);
    assert!(stored(&h).game_summaries().unwrap().is_empty());
    assert!(stored(&h).partners().unwrap().is_empty());
    assert!(stored(&h).tournaments().unwrap().is_empty());
}

#[test]
fn how_many_backups_are_kept_is_set_in_the_backups_dialog() {
    let (mut h, _dir, path) = demo_window();
    for day in 25..=28 {
        let at = super::date(2026, 11, day).and_hms_opt(9, 0, 0).unwrap();
        ccdiary::backups::take(&path, at, None).unwrap();
    }
    open_backups(&mut h);
    replace_in(&mut h, "days", "2");
    replace_in(&mut h, "weeks", "0");
    replace_in(&mut h, "months", "x");
    click(&mut h, "Keep these");
    h.get_by_label("months: «x» is not a number from 0 to 999");
    assert_eq!(
        ccdiary::backups::list(&path).unwrap().len(),
        4,
        "nothing removed"
    );
    replace_in(&mut h, "months", "0");
    replace_in(&mut h, "days", "0");
    click(&mut h, "Keep these");
    h.get_by_label("Keep at least one backup: a day, a week or a month.");
    assert_eq!(
        ccdiary::backups::list(&path).unwrap().len(),
        4,
        "nothing removed"
    );
    replace_in(&mut h, "days", "2");
    click(&mut h, "Keep these");
    assert_eq!(
        h.state().notice().map(|n| n.text.as_str()),
        Some("days 2, weeks 0, months 0; backups removed: 2")
    );
    let left: Vec<u32> = ccdiary::backups::list(&path)
        .unwrap()
        .iter()
        .map(|b| chrono::Datelike::day(&b.taken))
        .collect();
    assert_eq!(left, vec![28, 27]);
    assert_eq!(h.state().settings().retention.daily, 2, "and from now on");
}

#[test]
fn his_move_taken_back_by_undo_is_recorded_again_by_redo() {
    let (mut h, id) = white_with_his_reply("e7-e5");
    let plies = stored(&h).plies(id).unwrap();
    let cards = stored(&h).correspondence(id).unwrap();
    assert_eq!(plies.len(), 2);

    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    click(&mut h, "Take it back");
    assert_eq!(stored(&h).plies(id).unwrap()[..], plies[..1]);
    // His card opens again to be typed over; Esc closes it as it opened.
    assert_eq!(h.get_by_label("His move").value().as_deref(), Some("e7-e5"));
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.query_by_label("His move").is_none());
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::Z,
    );
    h.run();
    assert_eq!(
        stored(&h).plies(id).unwrap(),
        plies,
        "his move and its dates"
    );
    assert_eq!(
        stored(&h).correspondence(id).unwrap(),
        cards,
        "his card filed again"
    );
}

#[test]
fn a_repeat_recorded_by_mistake_is_undone_kept_in_the_archive_and_redone() {
    let (store, id) = diary_as_white();
    let mut h = harness(store, Language::EN);
    h.run();
    send_first_move(&mut h, id, "e2-e4", Some("20.10.2026"));
    let cards = stored(&h).correspondence(id).unwrap();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::E);
    h.run();
    replace_in(&mut h, "Repeat sent on", "02.11.2026");
    click(&mut h, "Record the repeat");
    let with_repeat = stored(&h).correspondence(id).unwrap();
    assert_eq!(with_repeat.len(), cards.len() + 1);

    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(stored(&h).correspondence(id).unwrap(), cards);
    h.get_by_label_contains("Repeat of my move · 02.11.2026 — withdrawn: undone in the window");
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::Z,
    );
    h.run();
    assert_eq!(stored(&h).correspondence(id).unwrap(), with_repeat);
}

#[test]
fn a_new_address_saved_by_mistake_is_undone() {
    let (store, id) = diary_as_white();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    let partner = stored(&h).game(id).unwrap().partner;
    let before = stored(&h).partner(partner).unwrap().contacts;
    h.state_mut().apply(ui::Command::PartnerAddress);
    h.run();
    replace_in(&mut h, "Postal address", "101000, Москва, ул. Мясницкая, 1");
    click(&mut h, "Save");
    assert_eq!(
        stored(&h).partner(partner).unwrap().contacts.len(),
        before.len() + 1
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(stored(&h).partner(partner).unwrap().contacts, before);
}

#[test]
fn an_undo_never_reaches_into_another_diary() {
    let (store, id) = diary_with_post_game();
    let mut h = records_of(store, id);
    click(&mut h, "Record the penalty");
    h.state_mut().apply(ui::Command::OpenDemo);
    h.run();
    let penalties = |h: &Harness<'_, DiaryApp>| -> usize {
        let store = stored(h);
        store
            .game_summaries()
            .unwrap()
            .iter()
            .map(|g| store.penalties(g.id).unwrap().len())
            .sum()
    };
    let before = penalties(&h);
    let opened = h.state().notice().map(|n| n.text.clone());
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(penalties(&h), before, "the demo diary is left as it is");
    assert_eq!(
        h.state().notice().map(|n| n.text.clone()),
        opened,
        "nothing to undo here"
    );
}

#[test]
fn ctrl_z_while_typing_undoes_the_typing_not_an_entry() {
    let (store, id) = diary_with_post_game();
    let mut h = records_of(store, id);
    click(&mut h, "Record the penalty");
    type_into(&mut h, "First day", "01.07");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(stored(&h).penalties(id).unwrap().len(), 1);
    assert_eq!(stored(&h).withdrawn(id).unwrap(), vec![]);
}

#[test]
fn an_undo_of_his_card_shows_its_own_game_whichever_is_open() {
    let (mut h, id) = white_with_his_reply("e7-e5");
    let other = stored(&h)
        .game_summaries()
        .unwrap()
        .into_iter()
        .find(|g| g.id != id)
        .unwrap()
        .id;
    h.state_mut().apply(ui::Command::SelectGame(other));
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(h.state().game().map(|g| g.id()), Some(id));
    click(&mut h, "Take it back");
    assert_eq!(stored(&h).plies(id).unwrap().len(), 1);
}

#[test]
fn the_partners_schedule_is_reconciled_in_the_window_and_saved_for_the_arbiter() {
    let (mut h, dir, _) = demo_window();
    let id = GameId(1);
    let records = stored(&h).game_records(id).unwrap();
    let mine = ccdiary::documents::schedule_text::schedule_csv(
        &records,
        ccdiary::domain::notation::Notation::Numeric,
    );
    // His copy: White's 4th move written as another move.
    let his: String = mine
        .lines()
        .map(|l| match l.split_once(',') {
            Some(("4", rest)) => {
                let (_, tail) = rest.split_once(',').unwrap();
                format!("4,2133,{tail}\n")
            }
            _ => format!("{l}\n"),
        })
        .collect();
    let file = dir.path().join("his.csv");
    std::fs::write(&file, his).unwrap();
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "Dear partner").unwrap();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();

    click(&mut h, "Documents");
    click(&mut h, "Reconcile with the partner's schedule…");
    replace_in(&mut h, "File", notes.to_str().unwrap());
    click(&mut h, "Open");
    h.get_by_label_contains("is neither a schedule CSV");

    replace_in(&mut h, "File", file.to_str().unwrap());
    click(&mut h, "Open");
    h.get_by_label("The partner's schedule beside mine (art. 52): his.csv");
    h.get_by_label("White 4");
    // In the window's notation: long algebraic in English.
    h.get_by_label("Nb1-c3");
    h.get_by_label_contains("(47.3.10)");
    assert!(h.query_by_label("White 3").is_none());

    click(&mut h, "Save as PDF…");
    let text = saved_pdf_text(&mut h, &dir.path().join("for the arbiter.pdf"));
    assert!(
        text.contains("Белые 4") && text.contains("his.csv"),
        "{text}"
    );
    assert!(h.state().notice().unwrap().text.starts_with("Saved to "),);
}

/// A file dropped on the window in a test.
#[derive(Debug)]
struct Dropped(std::path::PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &std::path::Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

fn drop_file(h: &mut Harness<'_, DiaryApp>, path: &std::path::Path) {
    h.input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(path.to_path_buf())));
    h.run();
}

/// A small PNG picture of `w` × `h` pixels.
fn png(w: u32, h: u32) -> Vec<u8> {
    let picture = image::RgbImage::from_fn(w, h, |x, y| image::Rgb([x as u8, y as u8, 128]));
    let mut bytes = std::io::Cursor::new(Vec::new());
    picture
        .write_to(&mut bytes, image::ImageFormat::Png)
        .unwrap();
    bytes.into_inner()
}

/// Types `pdf` into the path form that asks where to save, saves, and reads the PDF's text.
fn saved_pdf_text(h: &mut Harness<'_, DiaryApp>, pdf: &std::path::Path) -> String {
    replace_in(h, "File", pdf.to_str().unwrap());
    click(h, "Save");
    let doc = lopdf::Document::load_mem(&std::fs::read(pdf).unwrap()).unwrap();
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    doc.extract_text(&pages).unwrap()
}

/// The files and links the window handed to the system's opener since this was last asked.
pub(crate) fn opened_urls(_: &Harness<'_, DiaryApp>) -> Vec<String> {
    OPENED.with(|o| std::mem::take(&mut *o.borrow_mut()))
}

#[test]
fn a_cards_photo_dropped_on_the_window_is_kept_with_the_card_chosen_47_1_3() {
    let (mut h, dir, _) = demo_window();
    let id = GameId(1);
    let photo = dir.path().join("my card.png");
    std::fs::write(&photo, png(60, 40)).unwrap();
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "not a picture").unwrap();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    drop_file(&mut h, &photo);
    assert_eq!(
        h.state().notice().unwrap().text,
        "the game's archive is empty; cards are filed when moves are received or sent"
    );
    send_first_move(&mut h, id, "a3", None);

    // One card: a dropped photo goes to it; a file that is not a picture is refused by name.
    drop_file(&mut h, &notes);
    assert_eq!(
        h.state().notice().unwrap().text,
        "notes.txt: not a photo or scan: a card is kept as PNG, JPEG or PDF"
    );
    drop_file(&mut h, &photo);
    assert_eq!(
        h.state().notice().unwrap().text,
        "Kept as a scan of the card: my card.png"
    );
    let rows = stored(&h).correspondence_rows(id).unwrap();
    let scans = stored(&h).scans(id).unwrap();
    assert_eq!((scans.len(), scans[0].item), (1, Some(rows[0])));
    // Ctrl+Z takes it back, Ctrl+Shift+Z keeps it again.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert!(stored(&h).scans(id).unwrap().is_empty());
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::Z,
    );
    h.run();
    let scans = stored(&h).scans(id).unwrap();
    assert_eq!(scans.len(), 1);

    // In the records its thumbnail opens it full size.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::E);
    h.run();
    h.get_by_label("my card.png").scroll_to_me();
    h.run();
    h.get_by_label("my card.png").click();
    h.step();
    let opened = opened_urls(&h);
    assert_eq!(opened.len(), 1, "{opened:?}");
    assert!(
        opened[0].starts_with("file://")
            && opened[0].ends_with(&format!("scan-{}.png", scans[0].id))
    );

    // His reply with a photo of his card dropped on the Receive form: kept once the card is.
    click(&mut h, "Back to the game");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    let his = dir.path().join("his card.png");
    std::fs::write(&his, png(50, 70)).unwrap();
    drop_file(&mut h, &his);
    h.get_by_label("Kept with this card when it is saved: his card.png");
    assert_eq!(stored(&h).scans(id).unwrap().len(), 1);
    type_into(&mut h, "His move", "h6");
    click(&mut h, "Record the move");
    let scans = stored(&h).scans(id).unwrap();
    let rows = stored(&h).correspondence_rows(id).unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(
        (scans.len(), scans[1].item, scans[1].name.as_str()),
        (2, Some(rows[1]), "his card.png")
    );

    // Two cards: a photo dropped on the game asks which card it shows.
    let receipt = dir.path().join("receipt.png");
    std::fs::write(&receipt, png(30, 60)).unwrap();
    drop_file(&mut h, &receipt);
    h.get_by_label("Which card do these show?");
    click(&mut h, "→ 29.11.2026 · card · a2-a3");
    let scans = stored(&h).scans(id).unwrap();
    assert_eq!((scans.len(), scans[2].item), (3, Some(rows[0])));

    // A scan kept by mistake is removed after asking.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::E);
    h.run();
    let remove = h.get_all_by_label("✕").next().unwrap();
    remove.scroll_to_me();
    h.run();
    h.get_all_by_label("✕").next().unwrap().click();
    h.run();
    h.get_by_label_contains("Remove the scan ");
    click(&mut h, "Remove the scan");
    assert_eq!(stored(&h).scans(id).unwrap().len(), 2);
}

/// Steps the window until `found` holds, for at most `seconds` (an engine on its own thread).
fn wait_until(
    h: &mut Harness<'_, DiaryApp>,
    seconds: u64,
    found: impl Fn(&Harness<'_, DiaryApp>) -> bool,
) {
    let until = std::time::Instant::now() + std::time::Duration::from_secs(seconds);
    while !found(h) {
        assert!(
            std::time::Instant::now() < until,
            "not seen within {seconds} s"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
        h.step();
    }
}

#[test]
#[ignore = "needs Stockfish: apt-get install -y stockfish"]
fn the_engine_analyses_the_board_and_a_click_tries_its_line() {
    let (mut h, _dir, _) = demo_window();
    let id = GameId(1);
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::A,
    );
    h.step();
    // An evaluation from White's side and numbered lines in the window's notation.
    let seen = |h: &Harness<'_, DiaryApp>, text: &str| {
        h.query_all_by_label_contains(text).next().is_some()
    };
    wait_until(&mut h, 10, |h| seen(h, "depth") && seen(h, "11. "));
    assert!(seen(&h, "Stockfish"));
    h.query_all_by_label_contains("11. ")
        .next()
        .unwrap()
        .click();
    h.step();
    assert_eq!(h.state().game().unwrap().trial().len(), 1);
    // The regulations forbid engines, said in the tournament's form: the panel says so and
    // the engine ends.
    for label in [
        "Game",
        "Tournament…",
        "Engines allowed by the regulations",
        "Save",
    ] {
        h.get_by_label(label).click();
        h.run_steps(3);
    }
    assert!(
        !stored(&h)
            .game_records(id)
            .unwrap()
            .tournament
            .engines_allowed
    );
    h.get_by_label(
        "the regulations of КР-7 do not allow chess engines: no engine is started for its games",
    );
    // A game of a tournament that allows them is analysed again.
    h.state_mut().apply(ui::Command::SelectGame(GameId(10)));
    h.step();
    wait_until(&mut h, 10, |h| seen(h, "depth"));
    assert!(!seen(&h, "do not allow chess engines"));
}

// The fake engine is a shell script.
#[cfg(unix)]
#[test]
fn an_engine_that_fails_is_told_in_the_panel_and_the_window_goes_on() {
    let (mut h, _dir, _) = demo_window();
    h.state_mut().settings_mut().engine = Some(
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/engines/garbage"),
    );
    h.state_mut().apply(ui::Command::SelectGame(GameId(1)));
    h.run();
    click(&mut h, "Game");
    click(&mut h, "Engine analysis Ctrl+Shift+A");
    wait_until(&mut h, 5, |h| {
        h.query_by_label_contains("is not a UCI chess engine")
            .is_some()
    });
    // Off again: the panel goes.
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::A,
    );
    h.run();
    assert!(
        h.query_by_label_contains("is not a UCI chess engine")
            .is_none()
    );
    assert!(h.query_by_label("Engine analysis").is_none());
}

#[test]
#[ignore = "needs Stockfish: apt-get install -y stockfish"]
fn the_adjudication_claim_takes_the_engines_analysis_and_its_suggested_result_47_9_5_3() {
    let (mut h, dir, _) = demo_window();
    h.state_mut().apply(ui::Command::SelectGame(GameId(11)));
    h.run();
    click(&mut h, "Documents");
    click(&mut h, "Adjudication (47.9.5)…");
    replace_in(&mut h, "depth", "10");
    h.get_by_label("Add engine analysis").click();
    h.step();
    wait_until(&mut h, 20, |h| {
        h.query_all_by_label_contains("The evaluation suggests")
            .next()
            .is_some()
    });
    let suggested = h
        .query_all_by_label_contains("The evaluation suggests (yours to decide):")
        .next()
        .is_some();
    assert!(suggested);
    click(&mut h, "Save");
    let text = saved_pdf_text(&mut h, &dir.path().join("adjudication.pdf"));
    assert!(
        text.contains("Stockfish") && text.contains("глубина 10"),
        "{text}"
    );
    // An e-mail game: the lines in numeric notation, numbered from the final position.
    assert!(text.contains("1) "), "{text}");
}

#[test]
fn the_partners_message_pasted_fills_the_receive_form_and_is_recorded_48_2_1() {
    let (mut h, _dir, _) = demo_window();
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/email");
    // A letter with no move is refused in the dialog, naming what was expected.
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::V,
    );
    h.run();
    let letter = std::fs::read_to_string(folder.join("07-not-a-game.txt")).unwrap();
    type_into(&mut h, "His message", &letter);
    click(&mut h, "Read");
    h.get_by_label_contains("this is not a game message");
    // His message, with a mistake in his game text.
    let text = std::fs::read_to_string(folder.join("06-mistake-in-history.txt")).unwrap();
    replace_in(&mut h, "His message", &text);
    click(&mut h, "Read");
    // Game 10's Receive form, filled: his move, his dates, his total; his game text and his
    // totals beside the diary's.
    assert_eq!(h.state().game().unwrap().id(), GameId(10));
    h.get_by_label("move 11…: he wrote «4826», the diary has Qd8-c7");
    h.get_by_label(
        "his message states his total 32 (the diary counts 32) and yours 33 (the diary counts 33)",
    );
    assert_eq!(h.get_by_label("His move").value().as_deref(), Some("2142"));
    click(&mut h, "Record the move");
    let store = stored(&h);
    let r = store.game_records(GameId(10)).unwrap();
    assert_eq!(r.plies.len(), 23);
    assert_eq!(r.plies[22].uci.to_string(), "b1d2");
    assert_eq!(r.plies[22].sent.written, Some(super::date(2026, 11, 19)));
    assert_eq!(r.plies[21].arrived, Some(super::date(2026, 11, 17)));
    assert!(
        r.correspondence
            .last()
            .unwrap()
            .body
            .contains("Дата отправления: 19.11.2026")
    );
    // The move is in the move list and the schedule.
    assert_eq!(h.get_all_by_label("Nb1-d2").count(), 2);
}

/// A draw offered with my move, accepted on his card without a move: the game ends drawn; the
/// card typed by mistake is undone and the game is in play again; my resignation then goes from
/// the Game menu.
#[test]
fn a_draw_offer_goes_with_my_move_his_acceptance_ends_the_game_and_an_undo_reopens_it() {
    use ccdiary::domain::declarations::Declaration;
    let (store, id) = diary_as_white();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    type_into(&mut h, "My move", "e2e4");
    click(&mut h, "The card also says");
    click(&mut h, "I offer a draw");
    replace_in(&mut h, "Send date", "20.11.2026");
    click(&mut h, "Send…");
    h.get_by_label_contains("e4, I offer a draw — 20.11.2026");
    click(&mut h, "Yes, send it");
    dismiss_postcard(&mut h);
    let cards = stored(&h).correspondence(id).unwrap();
    assert_eq!(cards[0].declaration, Some(Declaration::OfferDraw));
    assert_eq!(cards[0].ply, Some(0));
    h.get_by_label_contains(" (=)");
    h.get_by_label("I offered a draw: not answered yet");

    // His acceptance comes without a move: the move's field goes.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    click(&mut h, "The card also says");
    click(&mut h, "the partner accepts my draw offer");
    assert!(h.query_by_label("His move").is_none());
    replace_in(&mut h, "I received it on", "25.11.2026");
    // A card without a move is recorded as a card.
    click(&mut h, "Record the card");
    let game = stored(&h).game(id).unwrap();
    assert_eq!(
        (game.status(), game.result()),
        (GameStatus::Finished, GameResult::Draw)
    );
    h.get_by_label("the partner accepts my draw offer: the game ends 1/2-1/2 on 25.11.2026");

    // Typed by mistake: Ctrl+Z takes the card back and the game is in play again.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    let game = stored(&h).game(id).unwrap();
    assert_eq!(
        (game.status(), game.result()),
        (GameStatus::InPlay, GameResult::Unknown)
    );
    assert_eq!(stored(&h).correspondence(id).unwrap().len(), 1);

    // I resign from the Game menu, though it is his move.
    click(&mut h, "Game");
    click(&mut h, "Resign the game…");
    assert!(h.query_by_label("My move").is_none());
    click(&mut h, "Send…");
    click(&mut h, "Yes, send it");
    dismiss_postcard(&mut h);
    let game = stored(&h).game(id).unwrap();
    assert_eq!(
        (game.status(), game.result()),
        (GameStatus::Finished, GameResult::BlackWins)
    );
}

/// His card brings a move no piece can make: one click asks him to replace it (47.3.12); the
/// request is filed and its card opens; Ctrl+Z takes it back while it is not posted.
#[test]
fn an_impossible_move_is_answered_by_the_request_card_in_one_click_47_3_12() {
    use ccdiary::domain::declarations::Declaration;
    let (store, id) = diary_as_white();
    let mut h = harness(store, Language::EN);
    h.run();
    send_first_move(&mut h, id, "e2e4", Some("20.11.2026"));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    type_into(&mut h, "His move", "Кd4");
    click(&mut h, "Record the move");
    click(&mut h, "Ask him to replace it (47.3.12)…");
    let cards = stored(&h).correspondence(id).unwrap();
    let request = cards.last().unwrap();
    assert_eq!(request.declaration, Some(Declaration::AskReplacement));
    assert_eq!(request.body, "Кd4");
    // His card is filed too, with what he wrote.
    let his = &cards[cards.len() - 2];
    assert_eq!((his.direction, his.body.as_str()), (Direction::In, "Кd4"));
    assert_eq!(his.received, Some(super::date(2026, 11, 29)));
    h.get_by_label("Request to replace his move (47.3.12)");
    h.key_press(egui::Key::Escape);
    h.run();
    for _ in 0..2 {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
        h.run();
    }
    assert_eq!(stored(&h).correspondence(id).unwrap().len(), 1);
}

/// The tournament's form turns the diagram on the cards on; the next card shows it.
#[test]
fn the_tournament_form_puts_the_diagram_on_its_cards() {
    let (store, id) = diary_as_white();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    for label in [
        "Game",
        "Tournament…",
        "Cards show the position after my move",
        "Save",
    ] {
        click(&mut h, label);
    }
    let r = stored(&h).game_records(id).unwrap();
    assert!(r.tournament.card_diagram);
    send_first_move(&mut h, id, "e2e4", Some("20.11.2026"));
    let r = stored(&h).game_records(id).unwrap();
    let me = stored(&h).profile().unwrap();
    let card = ccdiary::documents::postcard::postcard(
        &r,
        &me,
        ccdiary::domain::notation::Notation::LongRu,
        None,
    )
    .unwrap();
    let pieces = card.pages[1]
        .items
        .iter()
        .filter(|i| matches!(i, ccdiary::documents::layout::Item::Piece { .. }))
        .count();
    assert_eq!(pieces, 32, "the position after 1.e4 on the message side");
}

/// A double round (the same partner in two games of one tournament): his card brings his moves
/// in both games and mine carries mine in both, each with one confirmation.
#[test]
fn a_double_rounds_moves_come_and_go_on_one_card() {
    // The same partner and tournament: I am Black in one game and White in the other.
    let (store, white) = diary_as_white();
    let black = GameId(white.0 - 1);
    assert_eq!(store.game(black).unwrap().my_colour, Color::Black);
    let mut h = harness(store, Language::EN);
    h.run();
    send_first_move(&mut h, white, "e2e4", Some("20.11.2026"));
    // His card: 1...e5 here, 1.d4 in the other game.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    type_into(&mut h, "His move", "e7e5");
    type_into(&mut h, "On the same card, his move as White", "d2d4");
    click(&mut h, "Record the move");
    assert_eq!(stored(&h).plies(white).unwrap().len(), 2);
    assert_eq!(stored(&h).plies(black).unwrap().len(), 1);
    // My card: 2.Nf3 here, 1...d5 there, one confirmation.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    type_into(&mut h, "My move", "g1f3");
    type_into(&mut h, "On the same card, my move as Black", "d7d5");
    click(&mut h, "Send…");
    h.get_by_label_contains("On the same card, my move as Black d7d5");
    click(&mut h, "Yes, send it");
    dismiss_postcard(&mut h);
    let (w, b) = (
        stored(&h).game_records(white).unwrap(),
        stored(&h).game_records(black).unwrap(),
    );
    assert_eq!((w.plies.len(), b.plies.len()), (3, 2));
    assert_eq!(w.correspondence.last().unwrap().together_with, Some(black));
    assert_eq!(b.correspondence.last().unwrap().together_with, Some(white));
    // A wrong move in the other game is refused naming its field; nothing is recorded.
    h.state_mut().apply(ui::Command::SelectGame(white));
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    type_into(&mut h, "His move", "b8c6");
    type_into(&mut h, "On the same card, his move as White", "e2e5");
    click(&mut h, "Record the move");
    h.get_by_label_contains("On the same card, his move as White: ");
    assert_eq!(stored(&h).plies(white).unwrap().len(), 3);
}
