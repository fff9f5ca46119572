//! The partner's schedule reconciled with the diary's (issue 20, part 4): through the command
//! line, as text, CSV and the arbiter's PDF.

use super::cli::ccdiary;
use super::demo;

fn reconcile(path: &std::path::Path, game: &str, his: &std::path::Path, more: &[&str]) -> String {
    let mut args = vec!["reconcile", game, his.to_str().unwrap()];
    args.extend(more);
    ccdiary(path, &args).unwrap()
}

/// The schedule CSV `csv` with the cell in `row` (the header is row 0) and `column` replaced.
fn edited(csv: &str, row: usize, column: usize, value: &str) -> String {
    csv.lines()
        .enumerate()
        .map(|(n, l)| {
            let mut cells: Vec<&str> = l.split(',').collect();
            if n == row {
                cells[column] = value;
            }
            cells.join(",") + "\n"
        })
        .collect()
}

#[test]
fn every_game_agrees_with_its_own_schedule_and_pgn() {
    let (dir, path) = demo();
    for game in 1..=12 {
        let game = game.to_string();
        let csv = dir.path().join(format!("{game}.csv"));
        std::fs::write(
            &csv,
            ccdiary(&path, &["schedule", &game, "--format", "csv"]).unwrap(),
        )
        .unwrap();
        let pgn = dir.path().join(format!("{game}.pgn"));
        ccdiary(
            &path,
            &["export-pgn", &game, "--out", pgn.to_str().unwrap()],
        )
        .unwrap();
        for his in [&csv, &pgn] {
            assert_eq!(
                reconcile(&path, &game, his, &[]),
                "The schedules agree in every cell.\n",
                "game {game}, {}",
                his.display()
            );
        }
    }
}

#[test]
fn three_planted_differences_give_exactly_three_lines_and_the_pdf_cites_their_clauses() {
    let (dir, path) = demo();
    let mine = ccdiary(&path, &["schedule", "1", "--format", "csv"]).unwrap();
    // Black's total of move 2 one more, another received date of White's 3rd, and another 4th
    // move for White written in long Russian.
    let total: u32 = mine
        .lines()
        .nth(2)
        .unwrap()
        .split(',')
        .nth(10)
        .unwrap()
        .parse()
        .unwrap();
    let his = edited(&mine, 2, 10, &(total + 1).to_string());
    let his = edited(&his, 3, 2, "2026-08-20");
    let his = edited(&his, 4, 1, "Кb1-c3");
    let file = dir.path().join("his schedule.csv");
    std::fs::write(&file, &his).unwrap();
    let out = dir.path().join("reconciled.pdf");
    let said = reconcile(&path, "1", &file, &["--pdf", out.to_str().unwrap()]);
    let lines: Vec<&str> = said.lines().filter(|l| !l.starts_with("wrote")).collect();
    assert_eq!(lines.len(), 3, "{said}");
    assert!(
        lines[0].starts_with(&format!("Black 2, total: mine {total}, his {}", total + 1)),
        "{said}"
    );
    assert!(
        lines[1].starts_with("White 3, received: mine ")
            && lines[1].contains(", his 20.08.2026 — ")
            && lines[1].ends_with("(47.2.2.4)"),
        "{said}"
    );
    assert!(
        lines[2].starts_with("White 4, move: mine 2514, his 2133"),
        "{said}"
    );

    let csv = reconcile(
        &path,
        "1",
        &file,
        &["--format", "csv", "--notation", "long-ru"],
    );
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows[0], "place,cell,mine,his,decides");
    assert_eq!(rows.len(), 4, "{csv}");
    assert!(rows[3].starts_with("White 4,move,Сb5-a4,Кb1-c3,"), "{csv}");

    let doc = lopdf::Document::load_mem(&std::fs::read(&out).unwrap()).unwrap();
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    let text = doc.extract_text(&pages).unwrap();
    for expected in [
        "Сверка графиков переписки (статья 52)",
        "his schedule.csv",
        "20.08.2026",
        "Кb1-c3",
        "47.2.2.4",
        "47.3.10",
        "47.4.1",
    ] {
        assert!(text.contains(expected), "{expected} missing in {text}");
    }
}

#[test]
fn a_file_that_cannot_be_read_is_named_with_its_line_and_cell() {
    let (dir, path) = demo();
    let run = |name: &str, text: &str| {
        let file = dir.path().join(name);
        std::fs::write(&file, text).unwrap();
        ccdiary(&path, &["reconcile", "1", file.to_str().unwrap()])
            .unwrap_err()
            .to_string()
    };
    let said = run("notes.txt", "Dear partner, my move is e4.\n");
    assert!(
        said.contains("notes.txt") && said.contains("neither a schedule CSV"),
        "{said}"
    );
    let mine = ccdiary(&path, &["schedule", "1", "--format", "csv"]).unwrap();
    let said = run("bad.csv", &edited(&mine, 3, 2, "07/08/26"));
    assert!(
        said.contains("line 4, white_received: \"07/08/26\""),
        "{said}"
    );
    let other = dir.path().join("other.pgn");
    ccdiary(&path, &["export-pgn", "--out", other.to_str().unwrap()]).unwrap();
    let all = std::fs::read_to_string(&other).unwrap();
    let without: String = all
        .split("[Event ")
        .filter(|g| !g.is_empty() && !g.contains("Петров Павел"))
        .map(|g| format!("[Event {g}"))
        .collect();
    let said = run("others.pgn", &without);
    assert!(
        said.contains("has no game of yours with Петров Павел"),
        "{said}"
    );
    // Two copies of our game: which one is his cannot be told.
    let said = run("twice.pgn", &format!("{all}\n{all}"));
    assert!(
        said.contains("several games of yours with Петров Павел"),
        "{said}"
    );
}

#[test]
fn his_rows_are_read_by_move_number_so_a_row_he_left_out_is_one_difference() {
    let (dir, path) = demo();
    let mine = ccdiary(&path, &["schedule", "1", "--format", "csv"]).unwrap();
    // Row 3 left out, an empty row a spreadsheet adds at the end.
    let his: String = mine
        .lines()
        .filter(|l| !l.starts_with("3,"))
        .map(|l| format!("{l}\n"))
        .chain([",,,,,,,,,,,\n".to_owned()])
        .collect();
    let file = dir.path().join("his.csv");
    std::fs::write(&file, his).unwrap();
    let said = reconcile(&path, "1", &file, &[]);
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(lines.len(), 2, "{said}");
    assert!(
        lines[0].starts_with("White 3, row: mine recorded, his none"),
        "{said}"
    );
    assert!(
        lines[1].starts_with("Black 3, row: mine recorded, his none"),
        "{said}"
    );

    // Rows out of order are refused, naming the line.
    let swapped: Vec<&str> = mine.lines().collect();
    let mut rows = swapped.clone();
    rows.swap(2, 3);
    std::fs::write(&file, rows.join("\n")).unwrap();
    let said = ccdiary(&path, &["reconcile", "1", file.to_str().unwrap()])
        .unwrap_err()
        .to_string();
    assert!(
        said.contains("line 4, move: \"2\" cannot be read here"),
        "{said}"
    );
}
