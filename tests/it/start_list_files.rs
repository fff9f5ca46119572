//! The start list as a file: the same 15 players as a pasted text, a CSV in Windows-1251 with
//! semicolons (as Russian Excel saves it), an .xlsx and an .ods give the same tournament; a
//! sheet with merged cells or none at all is refused by its cells, nothing saved; and a list's
//! own colour table is followed where it differs from the Berger table.

use ccdiary::domain::start_list::{ListProblem, Participant, Place, StartList};
use ccdiary::list_file::read_list_file;
use ccdiary::storage::Store;
use egui_kittest::kittest::Queryable;

use super::run_cli as run;
use super::start_list::{empty_diary, from_list};

/// A fixture's path.
fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// What a participant is to the papers, whatever the file wrote his address in.
fn who(p: &Participant) -> (u32, String, String, ccdiary::domain::Gender) {
    (p.number, p.name.clone(), p.email.clone(), p.gender)
}

fn read(name: &str) -> StartList {
    let list = read_list_file(fixture(name).as_ref()).unwrap();
    assert!(list.holds(), "{name}: {:?}", list.problems);
    list
}

#[test]
fn a_text_a_csv_an_xlsx_and_an_ods_of_one_list_give_one_tournament() {
    let text = read("start-list-15.txt");
    let sheets = [
        "start-list-15.csv",
        "start-list-15.xlsx",
        "start-list-15.ods",
    ]
    .map(read);
    for list in &sheets {
        assert_eq!(list.heading, text.heading);
        let people = |l: &StartList| l.participants.iter().map(who).collect::<Vec<_>>();
        assert_eq!(people(list), people(&text));
        let postal = |l: &StartList| {
            l.participants
                .iter()
                .map(|p| p.postal.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(postal(list), postal(&sheets[0]));
    }
    let petrov = &sheets[1].participants[0];
    assert_eq!(
        petrov.postal,
        "160000, г. Вологда, ул. Садовая, д. 5, кв. 12"
    );
    assert_eq!(petrov.at, Place::Row(7));
    // The same games from each file, on diaries of their own.
    let dir = tempfile::tempdir().unwrap();
    let said: Vec<String> = [
        "start-list-15.csv",
        "start-list-15.xlsx",
        "start-list-15.ods",
    ]
    .iter()
    .map(|name| {
        let db = dir.path().join(format!("{name}.sqlite"));
        drop(Store::open(&db).unwrap());
        from_list(&db, &fixture(name), "Иванов")
    })
    .collect();
    assert!(
        said[0].starts_with("Created 14 games, 14 new partners"),
        "{}",
        said[0]
    );
    assert!(
        said[0].contains("you are number 4, 14 games"),
        "{}",
        said[0]
    );
    assert_eq!(said[0], said[1]);
    assert_eq!(said[0], said[2]);
}

#[test]
fn merged_cells_and_an_empty_sheet_are_refused_by_their_cells_and_nothing_is_saved() {
    let merged = read_list_file(fixture("start-list-merged.xlsx").as_ref()).unwrap();
    assert!(
        merged
            .problems
            .iter()
            .any(|(at, p)| *p == ListProblem::Merged
                && matches!(at, Place::Cells(c) if c.to_string() == "B9:B10")),
        "{:?}",
        merged.problems
    );
    let empty = read_list_file(fixture("start-list-empty.xlsx").as_ref()).unwrap();
    assert_eq!(empty.problems, vec![(Place::Row(1), ListProblem::Empty)]);
    let (dir, db) = empty_diary();
    let said = from_list(&db, &fixture("start-list-merged.xlsx"), "1");
    assert!(
        said.contains("cells B9:B10: cells merged over several participants' rows"),
        "{said}"
    );
    assert!(said.contains("row 10: participant 4 has no name"), "{said}");
    let said = from_list(&db, &fixture("start-list-empty.xlsx"), "1");
    assert!(
        said.starts_with("row 1: no participant can be read here"),
        "{said}"
    );
    let not_a_sheet = dir.path().join("list.xlsx");
    std::fs::write(&not_a_sheet, "1. Петров Павел, petrov@example.ru\n").unwrap();
    let said = from_list(&db, not_a_sheet.to_str().unwrap(), "1");
    assert!(said.starts_with("cannot read the spreadsheet"), "{said}");
    let store = Store::open(&db).unwrap();
    assert!(store.tournaments().unwrap().is_empty());
    assert!(store.partners().unwrap().is_empty());
}

#[test]
fn the_lists_own_colour_table_is_followed_and_checked_from_both_sides() {
    let (dir, db) = empty_diary();
    // Number 1 has Black against everyone: no Berger table gives that.
    let table = "Турнир;ЗК-5 «Весна»\nНачало;01.03.2027\n\
        №;Участник;E-mail;1;2;3;4\n\
        1;Петров Павел;p@example.ru;;ч;ч;ч\n\
        2;Орлов Дмитрий;o@example.ru;б;;б;ч\n\
        3;Белов Сергей;b@example.ru;б;ч;;б\n\
        4;Козлов Андрей;k@example.ru;б;б;ч;\n";
    let file = dir.path().join("colours.csv");
    std::fs::write(&file, table).unwrap();
    let said = from_list(&db, file.to_str().unwrap(), "1");
    assert!(said.starts_with("Created 3 games"), "{said}");
    let store = Store::open(&db).unwrap();
    let games = store.game_summaries().unwrap();
    assert!(
        games
            .iter()
            .all(|s| s.game.my_colour == shakmaty::Color::Black)
    );
    // Two players both White against each other is told by the cell.
    std::fs::write(
        &file,
        table.replace(
            "2;Орлов Дмитрий;o@example.ru;б;;б;ч",
            "2;Орлов Дмитрий;o@example.ru;ч;;б;ч",
        ),
    )
    .unwrap();
    let said = run(
        &db,
        &[
            "tournament",
            "from-list",
            file.to_str().unwrap(),
            "--me",
            "2",
            "--dry-run",
        ],
    );
    assert!(
        said.contains("cells E4: the colour table gives 1 and 2 the same colours"),
        "{said}"
    );
}

/// The window at 1024×640 on the demo diary (my profile: Иванов Иван Иванович, number 4 of
/// the list), with the start list pasted into its form.
fn window_with_list_pasted(
    lang: ccdiary::ui::Language,
) -> (
    tempfile::TempDir,
    egui_kittest::Harness<'static, ccdiary::ui::DiaryApp>,
) {
    let (dir, mut h) = super::window_three::demo_at((1024.0, 640.0), lang, 1);
    h.state_mut()
        .apply(ccdiary::ui::Command::TournamentFromList);
    h.run();
    // The form opens on the paste: the e-mail's text goes straight in.
    let text = std::fs::read_to_string(fixture("start-list-15.txt")).unwrap();
    h.event(egui::Event::Paste(text));
    h.run();
    h.run();
    (dir, h)
}

#[test]
fn the_window_reads_a_pasted_list_finds_me_and_creates_the_tournament_in_one_step() {
    let (_dir, mut h) = window_with_list_pasted(ccdiary::ui::Language::EN);
    // What was read, to correct: every participant, me found by my profile's name.
    assert!(h.query_all_by_value("Smith John").next().is_some());
    assert!(
        h.query_all_by_value("4. Иванов Иван Иванович")
            .next()
            .is_some()
    );
    // My colours, by the Berger table for number 4, before anything is made.
    assert!(
        h.query_by_label("You play 14 games, 7 of them White.")
            .is_some()
    );
    let create = h.get_by_label("Create the tournament and my games").rect();
    assert!(
        create.max.y <= 640.0 && create.max.x <= 1024.0,
        "{create:?}"
    );
    // The pointer comes to the button, then clicks.
    h.get_by_label("Create the tournament and my games").hover();
    h.run();
    h.get_by_label("Create the tournament and my games").click();
    h.run();
    h.run();
    assert!(
        h.query_by_label_contains("Created 14 games, ").is_some(),
        "the status says what was made"
    );
    let store = super::ui::stored(&h);
    let t = store
        .tournaments()
        .unwrap()
        .into_iter()
        .find(|(_, t)| t.code == "ЗК-2027/3")
        .unwrap();
    let games: Vec<_> = store
        .game_summaries()
        .unwrap()
        .into_iter()
        .filter(|s| s.game.tournament == t.0)
        .collect();
    assert_eq!(games.len(), 14);
    // Today: the seven first moves as one item; opened, each game under it.
    let item = "7 first moves to send: White's first move goes on the start day";
    assert_eq!(h.query_all_by_label_contains(item).count(), 1);
    assert!(h.query_by_label_contains("Никитина Елена").is_none());
    // Dated in January, it comes after December's items: scrolled to, then clicked.
    h.get_by_label_contains(item).scroll_to_me();
    h.run();
    h.get_by_label_contains(item).click();
    h.run();
    assert!(h.query_by_label_contains("Никитина Елена").is_some());
}

#[test]
fn a_list_corrected_in_the_window_is_checked_again_and_a_bad_one_creates_nothing() {
    let (_dir, mut h) = window_with_list_pasted(ccdiary::ui::Language::RU);
    let before = super::ui::stored(&h).game_summaries().unwrap().len();
    // Волкова's e-mail taken away: she has no address at all.
    let email = h.query_all_by_value("volkova@example.ru").next().unwrap();
    email.focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.key_press(egui::Key::Delete);
    h.run();
    let said = "строка 24: у участника 5 нет ни почтового адреса, ни e-mail";
    assert!(h.query_by_label_contains(said).is_some());
    h.get_by_label("Создать турнир и мои партии").hover();
    h.run();
    h.get_by_label("Создать турнир и мои партии").click();
    h.run();
    // Refused, with the problem said again under the button.
    assert!(h.query_by_label_contains("A new tournament").is_none());
    assert!(h.query_all_by_label_contains(said).count() >= 2);
    assert_eq!(
        super::ui::stored(&h).game_summaries().unwrap().len(),
        before,
        "nothing saved"
    );
}

#[test]
fn the_new_tournament_form_leads_to_the_organisers_list() {
    let (_dir, mut h) = super::window_three::demo_at((1024.0, 640.0), ccdiary::ui::Language::EN, 1);
    h.state_mut().apply(ccdiary::ui::Command::NewTournament);
    h.run();
    assert!(h.query_by_label("Days per control").is_some());
    h.get_by_label("New tournament from the organiser's list…")
        .click();
    h.run();
    h.run();
    assert!(
        h.query_by_label("A new tournament from the organiser's list")
            .is_some()
    );
    assert!(
        h.query_by_label("Days per control").is_none(),
        "one form at a time"
    );
}
