use super::*;

const LIST: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/start-list-15.txt"
));

#[test]
fn a_pasted_list_gives_its_heading_and_every_participant() {
    let list = read_list(LIST);
    assert!(list.holds(), "{:?}", list.problems);
    let h = &list.heading;
    assert_eq!(h.code.as_deref(), Some("ЗК-2027/3"));
    assert_eq!(h.name.as_deref(), Some("Кубок Севера"));
    assert_eq!(h.start, NaiveDate::from_ymd_opt(2027, 1, 15));
    assert_eq!(
        h.control,
        Some(TimeControl {
            moves: 10,
            days: 30
        })
    );
    assert!(
        h.arbiter
            .as_deref()
            .unwrap()
            .contains("kuznetsova@example.ru")
    );
    assert!(!h.double_round);
    assert_eq!(list.participants.len(), 15);
    let p = |n: u32| list.participants.iter().find(|p| p.number == n).unwrap();
    assert_eq!(p(1).name, "Петров Павел Ильич");
    assert_eq!(p(1).postal, "ул. Садовая, д. 5, кв. 12\nг. Вологда\n160000");
    assert_eq!(p(1).email, "petrov@example.ru");
    assert_eq!(p(2).name, "Сидоренко О. В.");
    assert_eq!(p(2).postal, "603000, г. Нижний Новгород, ул. Минина, д. 3");
    assert_eq!(p(2).email, "sidorenko@example.ru");
    assert_eq!(p(3).name, "Smith John");
    assert_eq!(p(5).email, "volkova@example.ru");
    assert_eq!(p(5).postal, "");
    assert_eq!(p(10).name, "Morozova Anna");
    assert_eq!(p(15).name, "Никитин Илья Игоревич");
    // The letter's end after a blank line is nobody's address.
    assert_eq!(
        p(15).postal,
        "630000, г. Новосибирск, ул. Красный проспект, д. 1"
    );
    // He or she, for the papers' declension.
    for (n, gender) in [
        (1, Gender::Male),
        (5, Gender::Female),
        (7, Gender::Female),
        (10, Gender::Female),
        (13, Gender::Female),
        (15, Gender::Male),
        (3, Gender::Male),
    ] {
        assert_eq!(p(n).gender, gender, "{}", p(n).name);
    }
}

#[test]
fn a_list_that_does_not_hold_says_each_problem_by_its_line() {
    let text = "Двухкруговой турнир\n1. Петров Павел\n   petrov@example.ru\n2. Сидоренко Олег\n2. Орлов Дмитрий, orlov@example.ru\n5. Белов Сергей, belov@example.ru\n";
    let list = read_list(text);
    assert!(list.heading.double_round);
    assert_eq!(
        list.problems,
        vec![
            (Place::Line(4), ListProblem::NoAddress(2)),
            (Place::Line(5), ListProblem::NumberTwice(2)),
            (Place::Line(6), ListProblem::NumbersMissing(vec![3, 4])),
        ]
    );
}

#[test]
fn controls_and_dates_as_organisers_write_them() {
    for (text, moves, days) in [
        ("10 ходов за 30 дней", 10, 30),
        ("30 дней на 10 ходов", 10, 30),
        ("10 moves in 50 days", 10, 50),
    ] {
        assert_eq!(control(text), Some(TimeControl { moves, days }), "{text}");
    }
    assert_eq!(date("2027-01-15"), NaiveDate::from_ymd_opt(2027, 1, 15));
    assert_eq!(date("31.02.2027"), None);
}

#[test]
fn a_two_thousand_line_paste_is_read_whole() {
    let mut text = String::new();
    for n in 1..=400 {
        text.push_str(&format!("{n}. Участник{n} Имя\n   ул. Длинная, д. {n}\n   г. Город\n   100000\n   u{n}@example.ru\n"));
    }
    let list = read_list(&text);
    assert_eq!(list.participants.len(), 400);
    assert!(list.holds());
}

#[test]
fn cells_copied_from_a_spreadsheet_are_read_as_its_table() {
    let text = "Турнир:\tЗК-9 «Осень»\n№\tФИО\tАдрес\tE-mail\n1\tПетров Павел\t\tp@example.ru\n\
        2\tOrlova, Anna\tг. Тула, ул. Мира, д. 1\t\n\t\t300000\t\n3\tБелов Сергей\t\tb@example.ru\n";
    let list = read_list(text);
    assert!(list.holds(), "{:?}", list.problems);
    assert_eq!(list.heading.code.as_deref(), Some("ЗК-9"));
    assert_eq!(list.participants[1].name, "Orlova Anna");
    assert_eq!(list.participants[1].gender, Gender::Female);
    // His address goes on in the row below, where the number is empty.
    assert_eq!(
        list.participants[1].postal,
        "г. Тула, ул. Мира, д. 1\n300000"
    );
    assert_eq!(list.participants[2].at, Place::Row(6));
}

#[test]
fn a_colour_table_names_its_cells_and_an_empty_paste_is_said() {
    assert_eq!(
        read_list("  \n").problems,
        vec![(Place::Line(1), ListProblem::Empty)]
    );
    let cells = CellRange {
        first: (8, 1),
        last: (9, 27),
    };
    assert_eq!(cells.to_string(), "B9:AB10");
    let text = "№\tИмя\tE-mail\t1\t2\n1\tA B\ta@example.ru\t\tх\n2\tC D\tc@example.ru\tб\t\n";
    let list = read_list(text);
    assert_eq!(
        list.problems,
        vec![(
            Place::Cells(CellRange {
                first: (1, 4),
                last: (1, 4)
            }),
            ListProblem::NotAColour("х".into())
        )]
    );
}

/// A table from rows of cells separated by `|`.
fn table(rows: &[&str]) -> Table {
    Table {
        rows: rows
            .iter()
            .map(|r| r.split('|').map(str::to_owned).collect())
            .collect(),
        merged: Vec::new(),
    }
}

#[test]
fn columns_are_known_by_a_word_they_hold_and_a_name_may_take_three() {
    let list = read_table(&table(&[
        "Nr.|Фамилия|Имя|Отчество|Эло|Полный адрес|Эл. почта|Пол",
        "1|Петрова|Анна|Ивановна|2100|г. Тула, ул. Мира, 1|a@example.ru|ж",
        "2|Орлов|Дмитрий||1950||o@example.ru|м",
        "3|Белов|Сергей||1800||b@example.ru|",
    ]));
    assert!(list.holds(), "{:?}", list.problems);
    let p = &list.participants[0];
    assert_eq!(p.name, "Петрова Анна Ивановна");
    // The rating is no one's address or e-mail.
    assert_eq!(p.postal, "г. Тула, ул. Мира, 1");
    assert_eq!(p.email, "a@example.ru");
    assert_eq!(p.gender, Gender::Female);
}

#[test]
fn a_name_without_a_number_is_said_and_a_blank_row_ends_the_table() {
    let list = read_table(&table(&[
        "№|ФИО|Адрес",
        "1|Петров Павел|г. Вологда",
        "|Сидоренко Олег|г. Тверь",
        "2|Орлов Дмитрий|г. Тула",
        "|||",
        "|С уважением, оргкомитет|",
    ]));
    assert_eq!(
        list.problems,
        vec![(
            Place::Row(3),
            ListProblem::NoNumber("Сидоренко Олег".into())
        )]
    );
    assert_eq!(list.participants[1].postal, "г. Тула");
}

#[test]
fn merged_cells_are_refused_only_over_two_participants_rows() {
    let mut t = table(&[
        "№|ФИО|Адрес",
        "1|Петров Павел|ул. Садовая, 5",
        "||г. Вологда",
        "2|Орлов Дмитрий|г. Тула",
        "3|Белов Сергей|г. Тверь",
    ]);
    // Number 1 merged down over his own two rows: his address reads whole.
    t.merged.push(CellRange {
        first: (1, 0),
        last: (2, 0),
    });
    let list = read_table(&t);
    assert!(list.holds(), "{:?}", list.problems);
    assert_eq!(list.participants[0].postal, "ул. Садовая, 5\nг. Вологда");
    // A name merged over numbers 2 and 3: whose it is cannot be told.
    t.merged.push(CellRange {
        first: (3, 1),
        last: (4, 1),
    });
    let list = read_table(&t);
    assert_eq!(list.problems.len(), 1);
    assert_eq!(list.problems[0].1, ListProblem::Merged);
}

#[test]
fn a_colour_table_gives_one_colour_a_pair_in_a_single_round_and_two_in_a_double() {
    let rows = [
        "№|ФИО|E-mail|1|2|3",
        "1|A B|a@example.ru||бч|б",
        "2|C D|c@example.ru|ч||б",
        "3|E F|e@example.ru|ч|ч|",
    ];
    let list = read_table(&table(&rows));
    assert_eq!(
        list.problems,
        vec![(
            Place::Cells(CellRange {
                first: (1, 4),
                last: (1, 4)
            }),
            ListProblem::ColourCount {
                text: "бч".into(),
                given: 2,
                double: false
            }
        )]
    );
    // In a double round one colour is too few.
    let list = read_table(&table(&[
        "Турнир двухкруговой",
        "№|ФИО|E-mail|1|2",
        "1|A B|a@example.ru||бч",
        "2|C D|c@example.ru|ч|",
    ]));
    assert!(list.heading.double_round);
    assert_eq!(
        list.problems.last().map(|p| &p.1),
        Some(&ListProblem::ColourCount {
            text: "ч".into(),
            given: 1,
            double: true
        })
    );
}
