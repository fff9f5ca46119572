//! My analysis beside the record: lines tried on the board and kept over a restart, a note on
//! one, Ctrl+Z taking the line back, the adjudication paper taking it (47.9.5.3); the command
//! line's verbs; PGN both ways, read back by python-chess where it is installed.

use ccdiary::domain::GameId;
use ccdiary::domain::analysis::Analysis;
use ccdiary::storage::Store;
use ccdiary::ui::{Command, Language};
use egui_kittest::kittest::Queryable;
use shakmaty::uci::UciMove;

use super::ui::{click, harness, replace_in, stored, type_into};

use super::run_cli as run;

fn path(text: &str) -> Vec<UciMove> {
    text.split_whitespace()
        .map(|m| m.parse().unwrap())
        .collect()
}

fn analysis(db: &std::path::Path, game: i64) -> Analysis {
    Store::open(db).unwrap().analysis(GameId(game)).unwrap()
}

/// The demo's game 11 (adjudication, by e-mail, me White) to its 18th half-move.
fn record_to_move_10(db: &std::path::Path) -> Vec<UciMove> {
    let store = Store::open(db).unwrap();
    let plies = store.plies(GameId(11)).unwrap();
    plies[..18].iter().map(|p| p.uci).collect()
}

#[test]
fn three_moves_tried_from_move_10_are_a_line_kept_over_a_restart_noted_undone_and_on_the_paper() {
    let (dir, db) = super::demo();
    let mut h = harness(Store::open(&db).unwrap(), Language::EN);
    h.set_size(egui::Vec2::new(1024.0, 640.0));
    h.run();
    h.state_mut().apply(Command::SelectGame(GameId(11)));
    h.run();
    // To the position before White's 10th move, by the keys.
    h.key_press(egui::Key::Home);
    h.run();
    for _ in 0..18 {
        h.key_press(egui::Key::ArrowRight);
        h.run();
    }
    assert_eq!(h.state().game().unwrap().cursor(), 18);
    for (from, to) in [("d2", "d4"), ("a5", "b3"), ("a2", "b3")] {
        click(&mut h, from);
        click(&mut h, to);
    }
    let mut line = record_to_move_10(&db);
    line.extend(path("d2d4 a5b3 a2b3"));
    assert!(
        stored(&h)
            .analysis(GameId(11))
            .unwrap()
            .node(&line)
            .is_some()
    );
    // The record is as it was (47.3.10).
    assert_eq!(stored(&h).plies(GameId(11)).unwrap().len(), 40);
    drop(h);

    // A restart: the line is there, beside the schedule.
    let mut h = harness(Store::open(&db).unwrap(), Language::EN);
    h.set_size(egui::Vec2::new(1024.0, 640.0));
    h.run();
    h.state_mut().apply(Command::SelectGame(GameId(11)));
    h.run();
    click(&mut h, "My analysis •");
    click(&mut h, "10. d2-d4");
    assert_eq!(h.state().game().unwrap().shown_moves(), line[..19]);
    // Its note, by its key.
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::N,
    );
    h.run();
    h.get_by_label("Note")
        .type_text("the point: the bishop goes");
    h.run();
    click(&mut h, "Save note");
    let stored_note = |h: &egui_kittest::Harness<'_, ccdiary::ui::DiaryApp>| {
        let a = stored(h).analysis(GameId(11)).unwrap();
        a.node(&line[..19]).map(|n| n.note.text.clone())
    };
    assert_eq!(
        stored_note(&h).as_deref(),
        Some("the point: the bishop goes")
    );
    h.get_by_label_contains("the point: the bishop goes");

    // The adjudication paper takes the line I choose, with its note.
    h.state_mut().apply(Command::Document(
        ccdiary::documents::DocumentKind::Adjudication,
    ));
    h.run();
    click(&mut h, "The result I claim");
    click(&mut h, "1-0");
    type_into(&mut h, "Justification (analysis)", "Белые лучше.");
    click(&mut h, "10. 4244 1523 11. 1223");
    click(&mut h, "Save");
    let file = dir.path().join("adjudication.pdf");
    replace_in(&mut h, "File", file.to_str().unwrap());
    click(&mut h, "Save");
    let doc = lopdf::Document::load_mem(&std::fs::read(&file).unwrap()).unwrap();
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    let text = doc.extract_text(&pages).unwrap().replace('\n', " ");
    for item in [
        "Анализ:",
        "Вместо 10. 2332:",
        "10. 4244",
        "the point: the bishop goes",
    ] {
        assert!(text.contains(item), "missing {item:?} in\n{text}");
    }

    // Ctrl+Z takes back the note, then the three moves at once.
    for _ in 0..2 {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
        h.run();
    }
    assert!(stored(&h).analysis(GameId(11)).unwrap().is_empty());
    assert!(h.query_by_label("10. d2-d4").is_none());
}

#[test]
fn the_command_line_adds_notes_shows_and_removes_lines_refusing_by_name() {
    let (_dir, db) = super::demo();
    let db = db.as_path();
    let said = run(
        db,
        &[
            "analysis",
            "add",
            "1",
            "10...Nc6 11.d4 {the centre} (11.a4 $5 b4) exd4 $6",
        ],
    );
    assert_eq!(said, "Game 1: the line to 11... is in your analysis\n");
    let said = run(
        db,
        &["analysis", "note", "1", "9...", "Chigorin", "--sign", "!"],
    );
    assert_eq!(said, "Game 1: your note on 9... is kept\n");
    let shown = run(db, &["analysis", "show", "1"]);
    for part in [
        "Na5 $1 {[%ccrcv",
        "Chigorin}",
        "( 10... Nc6 11. d4 {the centre}",
        "11. a4 $5",
    ] {
        assert!(shown.contains(part), "{part:?} in\n{shown}");
    }
    // Refused by name, with nothing saved.
    let before = analysis(db, 1);
    let long = "x".repeat(2001);
    let said = run(db, &["analysis", "note", "1", "9...", &long]);
    assert!(said.contains("2001") && said.contains("2000"), "{said}");
    for (args, refusal) in [
        (
            vec!["analysis", "add", "1", "10...Nf6"],
            "move 10... Nf6: illegal here",
        ),
        (
            vec!["analysis", "add", "1", "40.e4"],
            "the line starts at 40., but the game has 20 half-moves so far",
        ),
        (
            vec!["analysis", "add", "1", "{just words}"],
            "no move to read",
        ),
        (
            vec!["analysis", "remove", "1", "1.e4"],
            "A move of the game's record is not the analysis's",
        ),
        (
            vec!["analysis", "note", "1", "30.", "late"],
            "That move is not in the analysis",
        ),
    ] {
        let said = run(db, &args);
        assert!(said.contains(refusal), "{args:?}: {said}");
    }
    assert_eq!(analysis(db, 1), before);
    let said = run(db, &["analysis", "remove", "1", "10...Nc6 11.a4"]);
    assert_eq!(said, "Game 1: the line is taken out of your analysis\n");
    let a = analysis(db, 1);
    assert!(a.node(&path("e2e4")).is_none() || a.lines(&record(db, 1)).is_empty());
    assert!(run(db, &["undo"]).contains("your analysis of game 1"));
    assert_eq!(analysis(db, 1), before);
}

fn record(db: &std::path::Path, game: i64) -> Vec<UciMove> {
    let plies = Store::open(db).unwrap().plies(GameId(game)).unwrap();
    plies.iter().map(|p| p.uci).collect()
}

const ANALYSED: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/analysed-game.pgn"
);

/// A diary whose owner is White of the analysed fixture, the fixture imported.
fn imported() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("a.sqlite");
    drop(Store::open(&db).unwrap());
    let said = run(&db, &["import", ANALYSED, "--me", "Петров Павел"]);
    assert!(said.contains('1'), "{said}");
    (dir, db)
}

#[test]
fn an_import_keeps_the_files_analysis_and_a_second_import_duplicates_nothing() {
    let (dir, db) = imported();
    let a = analysis(&db, 1);
    let record = record(&db, 1);
    assert_eq!(record.len(), 7, "the record is the main line alone");
    // Instead of 2.Nf3 two, instead of 3...cxd4 one (going on two ways), after 4.Nxd4 one.
    assert_eq!(a.lines(&record).len(), 4);
    run(&db, &["import", ANALYSED, "--me", "Петров Павел"]);
    assert_eq!(analysis(&db, 1), a, "nothing twice");
    // Exported and imported into another diary: the same tree.
    let out = dir.path().join("out.pgn");
    run(&db, &["export-pgn", "1", "--out", out.to_str().unwrap()]);
    let other = dir.path().join("b.sqlite");
    drop(Store::open(&other).unwrap());
    run(
        &other,
        &["import", out.to_str().unwrap(), "--me", "Петров Павел"],
    );
    assert_eq!(analysis(&other, 1), a);
    // The bare record leaves every word of it out.
    let bare = dir.path().join("bare.pgn");
    run(
        &db,
        &[
            "export-pgn",
            "1",
            "--out",
            bare.to_str().unwrap(),
            "--no-analysis",
        ],
    );
    let bare = std::fs::read_to_string(bare).unwrap();
    assert!(
        !bare.contains('(') && !bare.contains("main road") && !bare.contains('$'),
        "{bare}"
    );
    assert!(bare.contains("[%ccsnt 2026.03.12]"));
}

/// The tree of the fixture exported, as python-chess reads it: each move with its depth, its
/// signs and its words (commands left out), two moves alike from one position taken as one.
const PYTHON_TREE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/analysed-game.python-chess.txt"
);
const PYTHON_SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/pgn_tree.py");

#[test]
fn python_chess_reads_the_exported_file_with_the_same_mainline_variations_and_comments() {
    let (dir, db) = imported();
    let out = dir.path().join("out.pgn");
    run(&db, &["export-pgn", "1", "--out", out.to_str().unwrap()]);
    let ours = tree_of(&db);
    // python-chess where it is installed (CCDIARY_PYTHON names a python that has it); else the
    // tree it wrote of this export when the test was made.
    let python = std::env::var("CCDIARY_PYTHON").unwrap_or_else(|_| "python3".to_owned());
    let read = std::process::Command::new(&python)
        .arg(PYTHON_SCRIPT)
        .arg(&out)
        .output();
    let theirs = match read {
        Ok(o) if o.status.success() => String::from_utf8(o.stdout).unwrap(),
        _ => std::fs::read_to_string(PYTHON_TREE).unwrap(),
    };
    assert_eq!(ours, theirs);
}

/// The diary's game 1 as the same tree: the record first from each position, then its lines.
fn tree_of(db: &std::path::Path) -> String {
    use ccdiary::domain::analysis::Node;
    let (a, record) = (analysis(db, 1), record(db, 1));
    fn walk(out: &mut String, nodes: &[Node], depth: usize) {
        for n in nodes {
            let nags: Vec<String> = n.note.nags.iter().map(|g| g.number().to_string()).collect();
            let words = n.note.text.split_whitespace().collect::<Vec<_>>().join(" ");
            out.push_str(&format!("{depth} {} [{}] {words}\n", n.mv, nags.join(",")));
            walk(out, &n.children, depth + 1);
        }
    }
    // The record's moves hold nothing in the tree where nothing is said: put them back.
    let mut full = a.clone();
    full.add(&record).unwrap();
    let mut out = String::new();
    let mut root: Vec<Node> = full.root().to_vec();
    order_record_first(&mut root, &record);
    walk(&mut out, &root, 0);
    out
}

/// Each position's moves with the record's first, as PGN writes them.
fn order_record_first(nodes: &mut [ccdiary::domain::analysis::Node], record: &[UciMove]) {
    let Some((next, rest)) = record.split_first() else {
        return;
    };
    if let Some(at) = nodes.iter().position(|n| n.mv == *next) {
        nodes[..=at].rotate_right(1);
        order_record_first(&mut nodes[0].children, rest);
    }
}

#[test]
fn a_line_on_the_board_gives_my_move_and_the_variant_i_may_propose_47_3_8() {
    let (_dir, mut h) = super::window_three::demo_at((1024.0, 640.0), Language::EN, 1);
    // After 10...c5, my line: 11.d4 cxd4 12.cxd4, kept as analysis, never sent.
    for (from, to) in [("d2", "d4"), ("c5", "d4"), ("c3", "d4")] {
        click(&mut h, from);
        click(&mut h, to);
    }
    assert_eq!(stored(&h).plies(GameId(1)).unwrap().len(), 20);
    assert_eq!(h.state().game().unwrap().trial().len(), 3);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    assert_eq!(h.get_by_label("My move").value().as_deref(), Some("d2-d4"));
    assert_eq!(
        h.get_by_label("Variant (his move, my reply, …)")
            .value()
            .as_deref(),
        Some("")
    );
    click(&mut h, "Take from the line on the board: c5xd4 c3xd4");
    assert_eq!(
        h.get_by_label("Variant (his move, my reply, …)")
            .value()
            .as_deref(),
        Some("c5xd4 c3xd4")
    );
}

#[test]
fn a_note_on_a_move_of_the_record_keeps_the_board_on_it_and_shows_the_mark() {
    let (_dir, mut h) = super::window_three::demo_at((1024.0, 640.0), Language::EN, 1);
    h.key_press(egui::Key::Home);
    h.run();
    for _ in 0..5 {
        h.key_press(egui::Key::ArrowRight);
        h.run();
    }
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::N,
    );
    h.run();
    h.get_by_label("Note").type_text("the Spanish");
    h.run();
    click(&mut h, "Save note");
    click(&mut h, "!");
    assert_eq!(
        h.state().game().unwrap().cursor(),
        5,
        "the board stays on 3.Bb5"
    );
    let a = stored(&h).analysis(GameId(1)).unwrap();
    let note = &a.node(&path("e2e4 e7e5 g1f3 b8c6 f1b5")).unwrap().note;
    assert_eq!((note.text.as_str(), note.nags.len()), ("the Spanish", 1));
    h.get_by_label_contains("Bf1-b5! •");
}

/// A game of knights going out and back for `moves` moves, as PGN move text; `after` is
/// written after each move of Black's (its number given).
fn knights(moves: u32, after: impl Fn(u32) -> String) -> String {
    let mut text = String::from("[White \"Петров Павел\"]\n[Black \"Сидоров\"]\n\n");
    for n in 1..=moves {
        let (w, b) = if n % 2 == 1 {
            ("Nf3", "Nf6")
        } else {
            ("Ng1", "Ng8")
        };
        text.push_str(&format!("{n}. {w} {b} {}", after(n)));
    }
    text
}

/// A diary with the game `pgn` imported, I White.
fn with_game(pgn: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let (db, file) = (dir.path().join("a.sqlite"), dir.path().join("game.pgn"));
    std::fs::write(&file, pgn).unwrap();
    drop(Store::open(&db).unwrap());
    run(
        &db,
        &["import", file.to_str().unwrap(), "--me", "Петров Павел"],
    );
    (dir, db)
}

#[test]
fn a_line_tried_at_the_end_of_a_300_move_game_is_kept_read_back_and_undone() {
    // Written nested, a tree was past a JSON reader's 128 levels by move 32: the line could
    // not be read back, and the journal's entry of it took every undo with it.
    let (_dir, db) =
        with_game(&(knights(300, |_| String::new()) + "(300... e5 301. d4 {deep} exd4 $1) *\n"));
    let record = record(&db, 1);
    assert_eq!(record.len(), 600);
    assert_eq!(analysis(&db, 1).lines(&record).len(), 1, "the line is kept");
    let said = run(&db, &["analysis", "show", "1"]);
    assert!(said.contains("deep") && said.contains("exd4 $1"), "{said}");
    run(&db, &["analysis", "add", "1", "300... e6 301. c4"]);
    assert_eq!(analysis(&db, 1).lines(&record).len(), 2);
    run(&db, &["undo"]);
    assert_eq!(analysis(&db, 1).lines(&record).len(), 1, "undone");
    run(&db, &["redo"]);
    assert_eq!(analysis(&db, 1).lines(&record).len(), 2, "done again");
}

#[test]
fn a_nested_tree_of_schema_21_past_128_levels_is_read_after_the_upgrade() {
    let (_dir, db) = with_game(&(knights(60, |_| String::new()) + "*\n"));
    let record = record(&db, 1);
    // As schema 21 wrote it: the record's moves each inside the one before, then a line
    // instead of the last move, with a note — 242 levels of JSON.
    let mut tree = String::from(r#"{"mv":"e7e5","note":{"text":"deep","nags":[5]}}"#);
    tree = format!(
        r#"{{"mv":"{}","children":[{{"mv":"{}"}},{tree}]}}"#,
        record[118], record[119]
    );
    for mv in record[..118].iter().rev() {
        tree = format!(r#"{{"mv":"{mv}","children":[{tree}]}}"#);
    }
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute(
        "INSERT INTO analysis (game_id, tree) VALUES (1, ?1)",
        [format!("[{tree}]")],
    )
    .unwrap();
    conn.execute_batch("PRAGMA user_version = 21").unwrap();
    drop(conn);
    let a = analysis(&db, 1);
    assert_eq!(a.lines(&record).len(), 1);
    let note = &a
        .node(&[&record[..119], &path("e7e5")[..]].concat())
        .unwrap()
        .note;
    assert_eq!((note.text.as_str(), note.nags.len()), ("deep", 1));
}

#[test]
fn a_line_far_down_a_long_tree_is_scrolled_to_when_the_keys_reach_it() {
    // Instead of each of Black's 60 moves, a line with a note: 60 rows in the tab.
    let text = knights(60, |n| format!("({n}... Nc6 {{line {n}}}) "));
    let (_dir, db) = with_game(&(text + "*\n"));
    let mut h = harness(Store::open(&db).unwrap(), Language::EN);
    h.set_size(egui::Vec2::new(1024.0, 640.0));
    h.run();
    h.state_mut().apply(Command::SelectGame(GameId(1)));
    h.run();
    h.get_by_label("My analysis •").click();
    // The tab scrolls to the move shown, its rows learning their heights as they are drawn:
    // a few frames to settle.
    h.run_steps(8);
    let in_view = |h: &egui_kittest::Harness<'_, ccdiary::ui::DiaryApp>, label: &str| {
        let rect = h.get_by_label(label).rect();
        assert!(
            rect.top() > 0.0 && rect.bottom() < 640.0,
            "{label}: {rect:?}"
        );
    };
    // The tab opens at the move the board shows, the record's last.
    in_view(&h, "60… Nf6-g8");
    // Back to Black's first move, and the line beside it at the top of the tree.
    h.key_press(egui::Key::Home);
    h.run();
    for _ in 0..2 {
        h.key_press(egui::Key::ArrowRight);
        h.run();
    }
    h.key_press(egui::Key::ArrowDown);
    h.run_steps(8);
    in_view(&h, "1… Nb8-c6");
    // The record's last move again, and the line beside it, far down.
    for key in [egui::Key::ArrowUp, egui::Key::End] {
        h.key_press(key);
        h.run_steps(8);
    }
    h.key_press(egui::Key::ArrowDown);
    h.run_steps(8);
    in_view(&h, "60… Nb8-c6");
    h.get_by_label_contains("line 60");
    assert_eq!(h.state().game().unwrap().cursor(), 120);
}

#[test]
fn end_goes_to_the_records_last_move_though_a_line_goes_on_after_it() {
    let (_dir, db) = with_game(&(knights(10, |_| String::new()) + "*\n"));
    run(&db, &["analysis", "add", "1", "11. Nf3 Nf6 12. Ng1"]);
    let mut h = harness(Store::open(&db).unwrap(), Language::EN);
    h.state_mut().apply(Command::SelectGame(GameId(1)));
    h.run();
    for key in [egui::Key::Home, egui::Key::End] {
        h.key_press(key);
        h.run();
    }
    let g = h.state().game().unwrap();
    assert_eq!(g.cursor(), 20);
    assert!(g.at_last_stored(), "where the move forms take their moves");
    // On the line, End goes to its end.
    h.key_press(egui::Key::ArrowRight);
    h.run();
    h.key_press(egui::Key::End);
    h.run();
    assert_eq!(h.state().game().unwrap().cursor(), 23);
}
