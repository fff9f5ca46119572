//! A tournament from the organiser's start list on the command line: 14 games with the Berger
//! table's colours for my number, nothing new on a second run, nothing at all on a dry run,
//! both colours in a double round, and a list that does not hold refused line by line.

use ccdiary::domain::pairing::Section;
use ccdiary::storage::Store;
use shakmaty::Color;

const LIST: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/start-list-15.txt"
);

use super::run_cli as run;

/// A new empty diary in a folder of its own.
pub(crate) fn empty_diary() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("d.sqlite");
    drop(Store::open(&db).unwrap());
    (dir, db)
}

/// `ccdiary tournament from-list FILE --me ME` on the diary at `db`: what it says.
pub(crate) fn from_list(db: &std::path::Path, file: &str, me: &str) -> String {
    run(db, &["tournament", "from-list", file, "--me", me])
}

/// My games as the diary has them: each partner's name with my colour.
fn games(db: &std::path::Path) -> Vec<(String, Color)> {
    let store = Store::open(db).unwrap();
    let partners = store.partners().unwrap();
    store
        .game_summaries()
        .unwrap()
        .iter()
        .map(|s| {
            let name = partners
                .iter()
                .find(|(id, _)| *id == s.game.partner)
                .unwrap();
            (name.1.name.clone(), s.game.my_colour)
        })
        .collect()
}

#[test]
fn a_15_player_list_gives_14_games_with_the_berger_colours_for_each_number() {
    let names: Vec<String> =
        ccdiary::domain::start_list::read_list(&std::fs::read_to_string(LIST).unwrap())
            .participants
            .into_iter()
            .map(|p| p.name)
            .collect();
    let section = Section::new(15).unwrap();
    for me in 1..=15u32 {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("d.sqlite");
        drop(Store::open(&db).unwrap());
        let said = from_list(&db, LIST, &me.to_string());
        assert!(
            said.starts_with("Created 14 games, 14 new partners"),
            "{said}"
        );
        let mine = games(&db);
        assert_eq!(mine.len(), 14);
        for pairing in section.games_of(me, false).unwrap() {
            let name = &names[pairing.partner as usize - 1];
            let colour = if pairing.white {
                Color::White
            } else {
                Color::Black
            };
            assert!(
                mine.contains(&(name.clone(), colour)),
                "{me} against {name}"
            );
        }
        if me == 4 {
            let again = from_list(&db, LIST, "4");
            assert!(
                again.starts_with("Created 0 games, 0 new partners"),
                "{again}"
            );
            assert_eq!(games(&db).len(), 14);
        }
    }
}

#[test]
fn a_dry_run_creates_nothing_and_a_double_round_both_colours() {
    let (dir, db) = empty_diary();
    let said = run(
        &db,
        &[
            "tournament",
            "from-list",
            LIST,
            "--me",
            "Иванов Иван",
            "--dry-run",
        ],
    );
    assert!(said.contains("you are number 4, 14 games"), "{said}");
    assert!(
        said.contains("13. Егорова Ольга Петровна: you play White (round 1)"),
        "{said}"
    );
    assert!(games(&db).is_empty());
    let double = dir.path().join("double.txt");
    let text = std::fs::read_to_string(LIST).unwrap();
    std::fs::write(
        &double,
        text.replace("Стартовый список:", "Турнир двухкруговой."),
    )
    .unwrap();
    let said = from_list(&db, double.to_str().unwrap(), "4");
    assert!(said.starts_with("Created 28 games"), "{said}");
    let mine = games(&db);
    let petrov: Vec<Color> = mine
        .iter()
        .filter(|(n, _)| n == "Петров Павел Ильич")
        .map(|(_, c)| *c)
        .collect();
    assert_eq!(petrov.len(), 2);
    assert_ne!(petrov[0], petrov[1]);
}

#[test]
fn a_list_that_does_not_hold_is_refused_by_its_lines_and_nothing_is_saved() {
    let (dir, db) = empty_diary();
    let bad = dir.path().join("bad.txt");
    std::fs::write(
        &bad,
        "1. Петров Павел, petrov@example.ru\n2. Сидоренко Олег\n2. Орлов Дмитрий, orlov@example.ru\n4. Белов Сергей, belov@example.ru\n",
    )
    .unwrap();
    let said = from_list(&db, bad.to_str().unwrap(), "1");
    for part in [
        "line 2: participant 2 has neither a postal address nor an e-mail",
        "line 3: number 2 is given twice",
        "numbers missing: 3",
    ] {
        assert!(said.contains(part), "{part}: {said}");
    }
    let said = from_list(&db, LIST, "Никто Такой");
    assert!(said.contains("is not in the list"), "{said}");
    let one = dir.path().join("one.txt");
    std::fs::write(
        &one,
        "1. Петров Павел, petrov@example.ru\n2. Орлов Дмитрий, orlov@example.ru\n",
    )
    .unwrap();
    let said = from_list(&db, one.to_str().unwrap(), "1");
    assert!(said.contains("at least 3 players"), "{said}");
    assert!(games(&db).is_empty());
    assert!(Store::open(&db).unwrap().tournaments().unwrap().is_empty());
}

#[test]
fn the_command_line_creates_a_profile_a_tournament_a_partner_and_a_game_refusing_by_field() {
    let (_dir, db) = empty_diary();
    let said = run(
        &db,
        &[
            "profile",
            "--name",
            "Иванов Иван Иванович",
            "--address",
            "ул. Садовая, д. 1\\nг. Москва",
            "--email",
            "ivanov@example.ru",
        ],
    );
    assert_eq!(
        said,
        "My profile: Иванов Иван Иванович; ул. Садовая, д. 1, г. Москва; ivanov@example.ru\n"
    );
    let profile = Store::open(&db).unwrap().profile().unwrap();
    assert_eq!(profile.postal_address, "ул. Садовая, д. 1\nг. Москва");
    let said = run(
        &db,
        &[
            "tournament",
            "new",
            "--name",
            "Кубок",
            "--code",
            "К-1",
            "--start",
            "2027-01-15",
            "--control-days",
            "40",
        ],
    );
    assert!(said.contains("К-1") && said.contains("10/40"), "{said}");
    let said = run(
        &db,
        &[
            "partner",
            "new",
            "Петрова Анна",
            "--address",
            "ул. Мира, 1\\nг. Тула",
            "--she",
        ],
    );
    assert_eq!(said, "Partner 1 added: Петрова Анна\n");
    let said = run(
        &db,
        &[
            "game",
            "new",
            "--tournament",
            "к-1",
            "--partner",
            "петрова анна",
            "--colour",
            "black",
        ],
    );
    assert_eq!(said, "Game 1 added, against Петрова Анна: you play Black\n");
    let store = Store::open(&db).unwrap();
    let (_, partner) = &store.partners().unwrap()[0];
    assert_eq!(partner.gender, ccdiary::domain::Gender::Female);
    assert_eq!(
        store.game_summaries().unwrap()[0].game.my_colour,
        Color::Black
    );
    drop(store);
    let long = "x".repeat(201);
    for (args, refusal) in [
        (
            vec!["partner", "new", long.as_str()],
            "the name: 201 characters, the most is 200",
        ),
        (
            vec!["profile", "--name", long.as_str()],
            "the name: 201 characters",
        ),
        (
            vec![
                "game",
                "new",
                "--tournament",
                "К-9",
                "--partner",
                "Петрова Анна",
                "--colour",
                "white",
            ],
            "no tournament \"К-9\"",
        ),
        (
            vec![
                "game",
                "new",
                "--tournament",
                "К-1",
                "--partner",
                "Сидоров",
                "--colour",
                "white",
            ],
            "no partner named \"Сидоров\"",
        ),
    ] {
        let said = run(&db, &args);
        assert!(said.contains(refusal), "{args:?}: {said}");
    }
    assert_eq!(games(&db).len(), 1);
}

#[test]
fn the_first_cards_are_one_item_of_today_on_the_start_day_and_print_on_one_sheet_47_5_1() {
    let (dir, db) = empty_diary();
    run(
        &db,
        &[
            "profile",
            "--name",
            "Иванов Иван Иванович",
            "--address",
            "ул. Садовая, д. 1, кв. 2\\nг. Москва\\n123456",
        ],
    );
    from_list(&db, LIST, "4");
    let today = run(&db, &["today", "--date", "2027-01-15"]);
    let first = today.lines().next().unwrap();
    assert_eq!(
        first,
        "15.01.2027  soon     ЗК-2027/3: 7 first moves to send: White's first move goes on \
         the start day; games 1, 3, 5, 7, 9, 11, 13 (47.5.1)"
    );
    assert!(!today.contains("your move"), "{today}");
    // Волкова gave only an e-mail: her card needs her postal address first.
    run(
        &db,
        &[
            "partner-address",
            "7",
            "--postal",
            "603000, г. Нижний Новгород, ул. Большая Покровская, д. 1",
            "--since",
            "2027-01-15",
        ],
    );
    for game in ["1", "3", "5", "7", "9", "11", "13"] {
        let said = run(
            &db,
            &[
                "send",
                game,
                "e4",
                "--date",
                "2027-01-15",
                "--today",
                "2027-01-15",
                "--ordinary",
            ],
        );
        assert!(said.starts_with("sent my move 1. e2-e4"), "{said}");
    }
    // Two sheets of four, each two-sided.
    let text = sheet_of_the_day(&db, &dir.path().join("first.pdf"), "2027-01-15");
    assert_eq!(text.matches("e2-e4").count(), 7);
    for name in [
        "Егорова Ольга",
        "Никитин Илья",
        "Волкова Мария",
        "Кузьмин Андрей",
    ] {
        assert!(text.contains(name), "{name}: {text}");
    }
    assert!(
        !text.contains("уважением"),
        "the letter's end is nobody's address"
    );
    assert!(
        run(&db, &["today", "--date", "2027-01-15"])
            .lines()
            .all(|l| !l.contains("first moves"))
    );
}

/// The text of the sheets of four holding the cards sent on `day`, written to `pdf`.
fn sheet_of_the_day(db: &std::path::Path, pdf: &std::path::Path, day: &str) -> String {
    let out = pdf.to_str().unwrap();
    let said = run(
        db,
        &["pdf", "postcards-a4", "today", "--as-of", day, "--out", out],
    );
    assert!(said.starts_with("wrote"), "{said}");
    let doc = lopdf::Document::load(pdf).unwrap();
    let pages = doc.get_pages().len() as u32;
    assert_eq!(pages % 2, 0, "each sheet two-sided");
    doc.extract_text(&(1..=pages).collect::<Vec<_>>()).unwrap()
}

#[test]
fn one_undo_takes_the_whole_list_back_and_one_redo_puts_it_back() {
    let (_dir, db) = empty_diary();
    from_list(&db, LIST, "4");
    assert_eq!(games(&db).len(), 14);
    let said = run(&db, &["undo"]);
    assert!(
        said.contains("the tournament from the organiser's list, with its 14 games"),
        "{said}"
    );
    let store = Store::open(&db).unwrap();
    assert!(store.tournaments().unwrap().is_empty());
    assert!(store.partners().unwrap().is_empty());
    assert!(games(&db).is_empty());
    let said = run(&db, &["redo"]);
    assert!(said.starts_with("Redone: the tournament"), "{said}");
    let mine = games(&db);
    assert_eq!(mine.len(), 14);
    // The games are the Berger table's again, with the partners added anew.
    assert!(mine.contains(&("Егорова Ольга Петровна".to_owned(), Color::White)));
    assert_eq!(Store::open(&db).unwrap().partners().unwrap().len(), 14);
    // And the list run once more finds it all there.
    let again = from_list(&db, LIST, "4");
    assert!(
        again.starts_with("Created 0 games, 0 new partners"),
        "{again}"
    );
}

/// The published table for `size` players (tests/fixtures/berger-tables.txt): each round's
/// games, White first.
fn published(size: u32) -> Vec<Vec<(u32, u32)>> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/berger-tables.txt"
    ))
    .unwrap();
    let block = text
        .split("\n\n")
        .find(|b| b.lines().next() == Some(size.to_string().as_str()))
        .unwrap();
    block
        .lines()
        .skip(1)
        .map(|round| {
            round
                .split_whitespace()
                .map(|g| {
                    let (w, b) = g.split_once('-').unwrap();
                    (w.parse().unwrap(), b.parse().unwrap())
                })
                .collect()
        })
        .collect()
}

#[test]
fn a_16_player_list_gives_each_number_the_colours_of_the_published_table() {
    let dir = tempfile::tempdir().unwrap();
    let list = dir.path().join("sixteen.txt");
    let text = std::fs::read_to_string(LIST).unwrap().replace(
        "\nС уважением",
        "16. Соколов Антон, 150000, г. Ярославль, ул. Кирова, д. 2\n\nС уважением",
    );
    std::fs::write(&list, text).unwrap();
    let table = published(16);
    for me in 1..=16u32 {
        let db = dir.path().join(format!("d{me}.sqlite"));
        drop(Store::open(&db).unwrap());
        let said = run(
            &db,
            &[
                "tournament",
                "from-list",
                list.to_str().unwrap(),
                "--me",
                &me.to_string(),
                "--dry-run",
            ],
        );
        let games: Vec<&str> = said.lines().filter(|l| l.contains("you play")).collect();
        assert_eq!(games.len(), 15, "{said}");
        for line in games {
            // "13. Егорова Ольга Петровна: you play White (round 1)"
            let him: u32 = line.split('.').next().unwrap().parse().unwrap();
            let round: usize = line
                .rsplit("(round ")
                .next()
                .unwrap()
                .trim_end_matches(')')
                .parse()
                .unwrap();
            let white = line.contains("you play White");
            let game = if white { (me, him) } else { (him, me) };
            assert!(table[round - 1].contains(&game), "{me}: {line}");
        }
    }
}
