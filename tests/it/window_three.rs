//! The daily path at 1024×640 and in Russian, as a newcomer met it (the window, round three):
//! forms whose buttons stay in sight and take a real click, the first field ready to type in.

use ccdiary::domain::GameId;
use ccdiary::storage::Store;
use ccdiary::ui::{Command, DiaryApp, Language};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use super::ui::{harness, stored};

/// The demo diary's window at `size`, in `lang`, showing game `id`.
pub(crate) fn demo_at(
    size: (f32, f32),
    lang: Language,
    id: i64,
) -> (tempfile::TempDir, Harness<'static, DiaryApp>) {
    let (dir, path) = super::demo();
    let mut h = harness(Store::open(&path).unwrap(), lang);
    h.set_size(egui::Vec2::new(size.0, size.1));
    h.run();
    h.state_mut().apply(Command::SelectGame(GameId(id)));
    h.run();
    (dir, h)
}

/// The labels of the window's words in `lang`: my move, ordinary, Send…, Yes, send it.
fn words(lang: Language) -> [&'static str; 4] {
    match lang {
        Language::RU => ["Мой ход", "простое", "Отправить…", "Да, отправить"],
        _ => ["My move", "ordinary", "Send…", "Yes, send it"],
    }
}

/// Clicks `label` with the pointer at its centre, as a user does: it must be in the window and
/// nothing may lie over it.
fn click_in_sight(h: &mut Harness<'_, DiaryApp>, label: &str, size: (f32, f32)) {
    let rect = h.get_by_label(label).rect();
    assert!(
        rect.min.x >= 0.0 && rect.min.y >= 0.0 && rect.max.x <= size.0 && rect.max.y <= size.1,
        "{label} lies at {rect:?}, outside the window of {size:?}"
    );
    h.get_by_label(label).click();
    h.run();
}

/// The first legal move of the open game, as the board would write it (SAN).
fn a_legal_move(h: &Harness<'_, DiaryApp>) -> String {
    use shakmaty::Position;
    let pos = h.state().game().unwrap().last_position();
    let m = pos.legal_moves()[0];
    shakmaty::san::San::from_move(&pos, m).to_string()
}

#[test]
fn the_send_form_takes_my_move_at_once_and_its_buttons_take_a_click_at_every_size() {
    for lang in [Language::EN, Language::RU] {
        for size in [(1024.0, 640.0), (1280.0, 800.0)] {
            // Game 4: my move, by post, registered mail asked for: the longest Send form.
            let (_dir, mut h) = demo_at(size, lang, 4);
            let [my_move, ordinary, send, yes] = words(lang);
            let plies = stored(&h).plies(GameId(4)).unwrap().len();
            h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
            h.run();
            // Typed at once, the move goes into "My move": the form took the keyboard.
            let mv = a_legal_move(&h);
            h.event(egui::Event::Text(mv.clone()));
            h.run();
            assert_eq!(
                h.get_by_label(my_move).value().as_deref(),
                Some(mv.as_str())
            );
            // Ordinary mail where registered is asked for: the warning lengthens the foot.
            click_in_sight(&mut h, ordinary, size);
            click_in_sight(&mut h, send, size);
            click_in_sight(&mut h, yes, size);
            assert_eq!(
                stored(&h).plies(GameId(4)).unwrap().len(),
                plies + 1,
                "{lang:?} {size:?}: the move was not sent"
            );
        }
    }
}

#[test]
fn the_receive_form_records_his_move_by_a_click_in_sight_at_every_size() {
    for lang in [Language::EN, Language::RU] {
        for size in [(1024.0, 640.0), (1280.0, 800.0)] {
            // Game 2: his move is awaited.
            let (_dir, mut h) = demo_at(size, lang, 2);
            let [his_move, record] = match lang {
                Language::RU => ["Его ход", "Записать ход"],
                _ => ["His move", "Record the move"],
            };
            let plies = stored(&h).plies(GameId(2)).unwrap().len();
            h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
            h.run();
            let mv = a_legal_move(&h);
            h.event(egui::Event::Text(mv.clone()));
            h.run();
            assert_eq!(
                h.get_by_label(his_move).value().as_deref(),
                Some(mv.as_str())
            );
            click_in_sight(&mut h, record, size);
            assert_eq!(
                stored(&h).plies(GameId(2)).unwrap().len(),
                plies + 1,
                "{lang:?} {size:?}: his move was not recorded"
            );
        }
    }
}

#[test]
fn every_dialog_keeps_its_buttons_in_the_window_at_1024_by_640() {
    use ccdiary::documents::DocumentKind;
    for lang in [Language::EN, Language::RU] {
        let size = (1024.0, 640.0);
        let cancel = match lang {
            Language::RU => "Отмена",
            _ => "Cancel",
        };
        for c in [
            Command::EditProfile,
            Command::NewTournament,
            Command::NewPartner,
            Command::NewGame,
            Command::PartnerAddress,
            Command::EditTournament,
            Command::Document(DocumentKind::Adjudication),
        ] {
            // Game 11: under adjudication, by e-mail.
            let (_dir, mut h) = demo_at(size, lang, 11);
            h.state_mut().apply(c);
            h.run();
            let rect = h.get_by_label(cancel).rect();
            assert!(
                rect.max.y <= size.1 && rect.max.x <= size.0 && rect.min.y >= 0.0,
                "{lang:?} {c:?}: Cancel at {rect:?}"
            );
        }
    }
}

/// The rect of the last move in the move list of game `id`, and of the facts' first row below
/// the list.
fn last_move_and_facts(h: &Harness<'_, DiaryApp>, id: i64) -> (egui::Rect, egui::Rect) {
    let ucis: Vec<_> = stored(h)
        .plies(GameId(id))
        .unwrap()
        .iter()
        .map(|p| p.uci)
        .collect();
    let notation = h.state().settings().notation;
    let last = ccdiary::domain::notation::format_line(&ucis, notation)
        .pop()
        .unwrap();
    let shown = h
        .query_all_by_label(&last)
        .map(|n| n.rect())
        .max_by(|a, b| a.min.x.total_cmp(&b.min.x))
        .unwrap();
    (shown, h.get_by_label_contains("Next control: ").rect())
}

#[test]
fn the_move_list_shows_the_newest_move_on_opening_and_after_each_move() {
    // Game 9: fourteen moves each, his reply awaited.
    let (_dir, mut h) = demo_at((1024.0, 640.0), Language::EN, 9);
    h.run();
    let (last, facts) = last_move_and_facts(&h, 9);
    assert!(
        last.max.y <= facts.min.y,
        "on opening: {last:?} under {facts:?}"
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    let mv = a_legal_move(&h);
    h.event(egui::Event::Text(mv));
    h.run();
    click_in_sight(&mut h, "Record the move", (1024.0, 640.0));
    h.run();
    let (last, facts) = last_move_and_facts(&h, 9);
    assert!(
        last.max.y <= facts.min.y,
        "after his move: {last:?} under {facts:?}"
    );
}

#[test]
fn every_fact_of_the_game_reads_as_a_line_at_1024_by_640_with_the_engine_on() {
    for lang in [Language::EN, Language::RU] {
        let (_dir, mut h) = demo_at((1024.0, 640.0), lang, 9);
        h.state_mut().apply(Command::Analysis);
        h.run_steps(3);
        let names = match lang {
            Language::RU => [
                "Я: ",
                "Партнёр: ",
                "Следующий контроль: ",
                "Турнир: ",
                "Способ игры: ",
                "Адрес: ",
            ],
            _ => [
                "Me: ",
                "Partner: ",
                "Next control: ",
                "Tournament: ",
                "Mode: ",
                "Address: ",
            ],
        };
        let panel_left = h.get_by_label_contains(names[0]).rect().min.x;
        for name in names {
            let rect = h.get_by_label_contains(name).rect();
            // Each fact runs the panel's width: its name and value share the line, and a long
            // value wraps under them rather than a word a line.
            assert!(rect.min.x == panel_left, "{lang:?} {name}: {rect:?}");
            assert!(
                rect.width() >= 200.0 || rect.height() <= 20.0,
                "{lang:?} {name}: {rect:?}"
            );
        }
    }
}

/// The widths of the list and of the moves' panel: the search field's right edge, and the
/// board's right edge to the window's.
fn side_panels(h: &Harness<'_, DiaryApp>, width: f32) -> (f32, f32) {
    let search = h.get_by_label("Find").rect();
    let board = h.get_by_label("h1").rect();
    (search.max.x, width - board.max.x)
}

#[test]
fn the_side_panels_keep_their_part_of_the_window_as_it_is_resized() {
    let (_dir, mut h) = demo_at((2560.0, 1440.0), Language::EN, 9);
    let (wide_list, wide_moves) = side_panels(&h, 2560.0);
    // On a wide screen the panels beside the board grow with it.
    assert!(
        wide_moves >= 700.0,
        "the moves' panel is {wide_moves} wide at 2560"
    );
    h.set_size(egui::Vec2::new(1024.0, 640.0));
    h.run();
    let (narrow_list, _) = side_panels(&h, 1024.0);
    assert!(narrow_list < wide_list);
    h.set_size(egui::Vec2::new(2560.0, 1440.0));
    h.run();
    let (list, moves) = side_panels(&h, 2560.0);
    assert!((list - wide_list).abs() < 4.0, "{list} after {wide_list}");
    assert!(
        (moves - wide_moves).abs() < 4.0,
        "{moves} after {wide_moves}"
    );
}

#[test]
fn a_game_a_day_old_awaits_his_first_move_without_anything_overdue_47_5_1() {
    use ccdiary::domain::{Game, GameState, Partner, Tournament};
    use shakmaty::Color;
    let mut store = Store::in_memory().unwrap();
    let t = store
        .add_tournament(&Tournament {
            code: "КР-8".into(),
            control: ccdiary::domain::TimeControl {
                moves: 10,
                days: 30,
            },
            ..Tournament::default()
        })
        .unwrap();
    let p = store
        .add_partner(&Partner {
            name: "Зайцев".into(),
            ..Partner::default()
        })
        .unwrap();
    // The harness's today is 29.11.2026: the game began the day before, I am Black.
    let id = store
        .add_game(&Game {
            tournament: t,
            partner: p,
            my_colour: Color::Black,
            board: "1".into(),
            start: Some(super::date(2026, 11, 28)),
            state: GameState::InPlay,
            undated_plies: 0,
        })
        .unwrap();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(Command::SelectGame(id));
    h.run();
    h.get_by_label_contains(
        "Next control: his move 1 · White's first move is awaited: nothing is late before 28.12.2026",
    );
    assert!(h.query_by_label_contains("overdue").is_none());
    assert!(h.query_by_label_contains("by move").is_none());
}

/// Saves game `id`'s schedule as PDF through the path field at `pdf`.
fn save_schedule(h: &mut Harness<'_, DiaryApp>, pdf: &std::path::Path) {
    use ccdiary::documents::DocumentKind;
    h.state_mut()
        .apply(Command::Document(DocumentKind::Schedule));
    h.run();
    super::ui::replace_in(h, "File", pdf.to_str().unwrap());
    super::ui::click(h, "Save");
    assert!(pdf.is_file());
}

#[test]
fn the_pdf_saved_and_his_mail_open_in_the_systems_programs_and_a_failure_is_said() {
    use super::ui::{click, opened_urls};
    let (dir, mut h) = demo_at((1280.0, 800.0), Language::EN, 9);
    // His game goes by e-mail: the message opens in the mail program.
    h.state_mut().apply(Command::EmailText);
    h.run();
    click(&mut h, "Open in the mail program");
    let opened = opened_urls(&h);
    assert!(
        opened.len() == 1 && opened[0].starts_with("mailto:partner9@example.ru?"),
        "{opened:?}"
    );
    click(&mut h, "Close");
    // "Open" beside "Saved to …", and Documents → Open the last PDF.
    let pdf = dir.path().join("schedule of game 9.pdf");
    save_schedule(&mut h, &pdf);
    click(&mut h, "Open");
    h.state_mut().apply(Command::OpenLastPdf);
    h.run();
    let opened = opened_urls(&h);
    assert_eq!(opened.len(), 2, "{opened:?}");
    for url in opened {
        assert!(
            url.starts_with("file:///") && url.ends_with("/schedule%20of%20game%209.pdf"),
            "{url}"
        );
    }
    // A file no program opens: the window says so, naming it.
    let lost = dir.path().join("nothing-opens-this.pdf");
    save_schedule(&mut h, &lost);
    click(&mut h, "Open");
    let said = h.state().notice().unwrap();
    assert!(said.is_error);
    assert!(
        said.text.starts_with("Could not open ")
            && said.text.contains("nothing-opens-this.pdf")
            && said.text.ends_with(": no program for this file"),
        "{}",
        said.text
    );
}

#[test]
fn the_search_finds_names_in_either_alphabet_and_says_when_nothing_matches() {
    let (_dir, mut h) = demo_at((1280.0, 800.0), Language::EN, 2);
    h.state_mut().apply(Command::Search);
    h.run();
    super::ui::type_into(&mut h, "Find", "Egor");
    h.get_by_label_contains("Егорова Ольга");
    assert!(h.query_by_label_contains("Петров Павел").is_none());
    // Enter opens the one game found.
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(
        h.state().game().unwrap().records.partner.name,
        "Егорова Ольга"
    );
    super::ui::replace_in(&mut h, "Find", "Zzyzx");
    h.get_by_label("No partner's or tournament's name contains \"Zzyzx\" (in either alphabet).");
}

#[test]
fn the_search_finds_a_game_another_program_adds_while_it_is_typed() {
    let (_dir, path) = super::demo();
    let mut h = harness(Store::open(&path).unwrap(), Language::EN);
    h.run();
    h.state_mut().apply(Command::Search);
    h.run();
    super::ui::type_into(&mut h, "Find", "Sokolov");
    let none = "No partner's or tournament's name contains \"Sokolov\" (in either alphabet).";
    h.get_by_label(none);
    // Another program adds a game with Соколов: the window reads the list again, and the
    // search what it finds.
    let mut other = Store::open(&path).unwrap();
    let (tournament, _) = other.tournaments().unwrap()[0].clone();
    let partner = other
        .add_partner(&ccdiary::domain::Partner {
            name: "Соколов Антон".into(),
            ..ccdiary::domain::Partner::default()
        })
        .unwrap();
    let game = ccdiary::domain::Game {
        tournament,
        partner,
        my_colour: shakmaty::Color::White,
        board: String::new(),
        start: None,
        state: ccdiary::domain::GameState::InPlay,
        undated_plies: 0,
    };
    other.add_game(&game).unwrap();
    drop(other);
    h.run();
    h.run();
    h.get_by_label_contains("Соколов Антон");
    assert!(h.query_by_label(none).is_none());
}

#[test]
fn his_message_in_one_line_fills_the_receive_form_of_the_one_game_it_fits() {
    use super::ui::{click, type_into};
    let (_dir, mut h) = demo_at((1280.0, 800.0), Language::RU, 1);
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::V,
    );
    h.run();
    // Game 9, my 14th move sent: his 14th, Black's, written without «…», items on one line.
    let text = "Ваш ход получен 26.11.2026. Мой ход: 14. Кf6-d5, отправлен 28.11.2026. Время: белые 39, черные 42.";
    type_into(&mut h, "Его письмо", text);
    click(&mut h, "Прочитать");
    // No game to choose: his move is the move of game 9 alone.
    assert_eq!(h.state().game().unwrap().id(), GameId(9));
    assert_eq!(h.get_by_label("Его ход").value().as_deref(), Some("Кf6-d5"));
    assert_eq!(
        h.get_by_label("Дата на его открытке").value().as_deref(),
        Some("28.11.2026")
    );
    assert_eq!(
        h.get_by_label("Он получил мой ход").value().as_deref(),
        Some("26.11.2026")
    );
}

#[test]
fn a_paper_that_cannot_be_made_is_refused_before_a_file_or_a_printer_is_asked_for() {
    use ccdiary::documents::DocumentKind;
    // Game 6: no move yet, none of mine to put on a card.
    let (_dir, mut h) = demo_at((1280.0, 800.0), Language::EN, 6);
    for c in [
        Command::Document(DocumentKind::Postcard),
        Command::Print(DocumentKind::Postcard),
        Command::Document(DocumentKind::Claim),
    ] {
        h.state_mut().apply(c);
        h.run();
        assert!(
            h.query_by_label("File").is_none(),
            "{c:?}: a file was asked for"
        );
        assert!(
            h.query_by_label("Printer").is_none(),
            "{c:?}: a printer was asked for"
        );
        let said = h.state().notice().expect("the refusal is said");
        assert!(said.is_error, "{c:?}: {}", said.text);
    }
}

#[test]
fn the_calendar_beside_a_date_speaks_the_windows_language_and_writes_the_day_picked() {
    let (_dir, mut h) = demo_at((1280.0, 800.0), Language::RU, 4);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    // The Send form's one date: today's, 29.11.2026.
    h.get_by_label("▦").click();
    h.run();
    h.get_by_label("Ноябрь 2026");
    h.get_by_label("Пн");
    assert!(h.query_by_label("Mo").is_none() && h.query_by_label("Cancel").is_none());
    h.get_by_label("27").click();
    h.run();
    assert_eq!(
        h.get_by_label("Дата отправки").value().as_deref(),
        Some("27.11.2026")
    );
    assert!(
        h.query_by_label("ноябрь 2026").is_none(),
        "the calendar closed"
    );
}

#[test]
fn a_total_since_an_overstep_is_said_in_words_47_6_4() {
    // Game 5: the partner overstepped at move 6; her count began again after it.
    let (_dir, mut h) = demo_at((1280.0, 800.0), Language::EN, 5);
    h.run();
    h.get_by_label_contains("Partner: ⚠ ");
    h.get_by_label_contains(" d since the count began again after the overstep at move 6 (47.6.4)");
    let (_dir, mut h) = demo_at((1280.0, 800.0), Language::RU, 5);
    h.run();
    h.get_by_label_contains(" дн. с нового отсчёта после просрочки на ходу 6 (47.6.4)");
}

#[test]
fn every_field_over_its_limit_says_so_as_it_is_typed_before_save() {
    use super::ui::{click, type_into};
    let (_dir, mut h) = demo_at((1280.0, 800.0), Language::EN, 1);
    h.state_mut().apply(Command::NewPartner);
    h.run();
    type_into(&mut h, "Partner's name", &"Петров ".repeat(30));
    let address: Vec<String> = (1..=12).map(|n| format!("line {n}")).collect();
    type_into(&mut h, "Postal address", &address.join("\n"));
    // Both at once, while typing: the name's length and the address's lines.
    h.get_by_label_contains("210 characters, the most is 200");
    h.get_by_label_contains("12 lines");
    // Save names both in one refusal, and the form stays open with what was typed.
    click(&mut h, "Save");
    let refusal = "the name: 209 characters, the most is 200; the postal address: 12 lines, an \
                   address block holds 10";
    h.get_by_value(refusal);
    h.get_by_label("Partner's name");
    // Nearing the limit is said as what is used.
    let (_dir, mut h) = demo_at((1280.0, 800.0), Language::EN, 1);
    h.state_mut().apply(Command::NewPartner);
    h.run();
    type_into(&mut h, "Partner's name", &"x".repeat(170));
    h.get_by_label("170 / 200");
    click(&mut h, "Cancel");
}

#[test]
fn the_move_typed_in_send_or_receive_is_drawn_on_the_board_before_it_is_saved() {
    use super::ui::type_into;
    let (_dir, mut h) = demo_at((1280.0, 800.0), Language::EN, 4);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    assert_eq!(h.state().game().unwrap().typed_move(), None);
    let mv = a_legal_move(&h);
    type_into(&mut h, "My move", &mv);
    let typed = h.state().game().unwrap().typed_move().expect("drawn");
    let pos = h.state().game().unwrap().last_position();
    assert_eq!(shakmaty::san::San::from_move(&pos, typed).to_string(), mv);
    // Not a move here: nothing is drawn.
    super::ui::replace_in(&mut h, "My move", "Ke9");
    assert_eq!(h.state().game().unwrap().typed_move(), None);
}

#[test]
fn the_card_is_seen_both_sides_before_it_is_printed() {
    use egui_kittest::kittest::NodeT;
    // Game 2: my move went last, by post.
    let (_dir, mut h) = demo_at((1024.0, 640.0), Language::RU, 2);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::P);
    h.run();
    // The address side and the message side, from the layout the PDF is made of.
    let address_side = h.get_by_label_contains("Место для марки");
    let label = address_side
        .accesskit_node()
        .label()
        .unwrap_or_default()
        .to_string();
    assert!(label.contains("Сидоренко Олег"), "{label}");
    let message_side = h.get_by_label_contains("Подпись");
    let label = message_side
        .accesskit_node()
        .label()
        .unwrap_or_default()
        .to_string();
    assert!(label.contains("КР-7") && label.contains("9. …"), "{label}");
}

#[test]
fn his_card_dated_before_the_game_began_is_recorded_with_a_remark() {
    use super::ui::{click, replace_in, stored, type_into};
    // I am Black in a game that began on 01.11.2026.
    let (store, id) = super::ui::diary_with_post_game();
    let mut h = harness(store, Language::EN);
    h.run();
    h.state_mut().apply(Command::SelectGame(id));
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    h.run();
    type_into(&mut h, "His move", "e2-e4");
    replace_in(&mut h, "Date on his card", "25.10.2026");
    click(&mut h, "Record the move");
    assert_eq!(stored(&h).plies(id).unwrap().len(), 1, "recorded");
    let said = h.state().notice().unwrap();
    assert!(said.is_error);
    assert!(
        said.text
            .contains("the date on his card 25.10.2026 is before the game began 01.11.2026"),
        "{}",
        said.text
    );
}
