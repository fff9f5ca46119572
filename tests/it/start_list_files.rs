//! The start list as a file: the same 15 players as a pasted text, a CSV in Windows-1251 with
//! semicolons (as Russian Excel saves it), an .xlsx and an .ods give the same tournament; a
//! sheet with merged cells or none at all is refused by its cells, nothing saved; and a list's
//! own colour table is followed where it differs from the Berger table.

use ccdiary::domain::start_list::{ListProblem, Participant, Place, StartList};
use ccdiary::list_file::read_list_file;
use ccdiary::storage::Store;

use super::run_cli as run;

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
        run(
            &db,
            &["tournament", "from-list", &fixture(name), "--me", "Иванов"],
        )
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
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("d.sqlite");
    drop(Store::open(&db).unwrap());
    let said = run(
        &db,
        &[
            "tournament",
            "from-list",
            &fixture("start-list-merged.xlsx"),
            "--me",
            "1",
        ],
    );
    assert!(
        said.contains("cells B9:B10: cells merged over several participants' rows"),
        "{said}"
    );
    assert!(said.contains("row 10: participant 4 has no name"), "{said}");
    let said = run(
        &db,
        &[
            "tournament",
            "from-list",
            &fixture("start-list-empty.xlsx"),
            "--me",
            "1",
        ],
    );
    assert!(
        said.starts_with("row 1: no participant can be read here"),
        "{said}"
    );
    let not_a_sheet = dir.path().join("list.xlsx");
    std::fs::write(&not_a_sheet, "1. Петров Павел, petrov@example.ru\n").unwrap();
    let said = run(
        &db,
        &[
            "tournament",
            "from-list",
            not_a_sheet.to_str().unwrap(),
            "--me",
            "1",
        ],
    );
    assert!(said.starts_with("cannot read the spreadsheet"), "{said}");
    let store = Store::open(&db).unwrap();
    assert!(store.tournaments().unwrap().is_empty());
    assert!(store.partners().unwrap().is_empty());
}

#[test]
fn the_lists_own_colour_table_is_followed_and_checked_from_both_sides() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("d.sqlite");
    drop(Store::open(&db).unwrap());
    // Number 1 has Black against everyone: no Berger table gives that.
    let table = "Турнир;ЗК-5 «Весна»\nНачало;01.03.2027\n\
        №;Участник;E-mail;1;2;3;4\n\
        1;Петров Павел;p@example.ru;;ч;ч;ч\n\
        2;Орлов Дмитрий;o@example.ru;б;;б;ч\n\
        3;Белов Сергей;b@example.ru;б;ч;;б\n\
        4;Козлов Андрей;k@example.ru;б;б;ч;\n";
    let file = dir.path().join("colours.csv");
    std::fs::write(&file, table).unwrap();
    let said = run(
        &db,
        &[
            "tournament",
            "from-list",
            file.to_str().unwrap(),
            "--me",
            "1",
        ],
    );
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
