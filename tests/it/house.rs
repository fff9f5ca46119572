//! The house, round two: a penalty's reason is its offence, told in the language of the
//! moment; the journal of what can be undone is kept in the diary, so that Ctrl+Z works after
//! a restart and `ccdiary undo` takes back what `ccdiary receive` recorded.

use ccdiary::domain::*;
use ccdiary::storage::Store;
use ccdiary::ui::{self, Language};
use egui_kittest::kittest::Queryable;

use super::cli::ccdiary;
use super::ui::{click, harness, stored};

/// The window over the diary at `path` in `lang`, with game `id`'s records open.
fn records_in(
    path: &std::path::Path,
    lang: Language,
    id: GameId,
) -> egui_kittest::Harness<'static, ui::DiaryApp> {
    let mut h = harness(Store::open(path).unwrap(), lang);
    h.run();
    h.state_mut().apply(ui::Command::SelectGame(id));
    h.run();
    let records = if lang == Language::RU {
        "Записи партии…"
    } else {
        "Records…"
    };
    click(&mut h, records);
    h
}

#[test]
fn a_penalty_recorded_in_the_russian_window_reads_in_english_in_the_english_window_and_cli() {
    let (_dir, path) = super::demo();
    let game = GameId(1);
    let mut h = records_in(&path, Language::RU, game);
    click(&mut h, "Записать штраф");
    h.get_by_label_contains("47.4.9.1 · невозможный ход");
    drop(h);
    let h = records_in(&path, Language::EN, game);
    h.get_by_label_contains("47.4.9.1 · impossible move");
    let listed = ccdiary(&path, &["penalties", "1"]).unwrap();
    assert_eq!(
        listed,
        "29.11.2026\tpartner\t5\t47.4.9.1\timpossible move\n"
    );
}

#[test]
fn an_older_diarys_penalty_worded_in_russian_is_its_offence_again() {
    let (_dir, path) = super::demo();
    ccdiary(
        &path,
        &[
            "penalty",
            "1",
            "partner",
            "wrong-address",
            "--date",
            "20.11.2026",
        ],
    )
    .unwrap();
    // As an older ccdiary stored it: the words of the Russian window, no offence.
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch(
        "UPDATE penalties SET offence = NULL, reason = 'ошибка в адресе';
         INSERT INTO penalties (game_id, side, days, clause, reason, date)
             VALUES (1, 'black', 5, '47.4.9.1', 'он был груб', '2026-11-21');
         INSERT INTO withdrawn (game_id, kind, was, reason) VALUES (1, 'penalty',
             json_object('side', 'black', 'days', 4, 'clause', '47.4.11',
                 'reason', 'несвоевременный повтор (игра задержана на 4 дня)',
                 'date', '2026-11-22'), 'undone');",
    )
    .unwrap();
    drop(conn);
    // Withdrawn, it is read back as its offence too: a late repeat by its days.
    let diary = ccdiary::diary::Diary::open(&path).unwrap();
    let withdrawn = diary.opened(GameId(1)).unwrap().withdrawn;
    let late = PenaltyReason::Offence(penalties::Offence::LateRepeat { delay_days: 4 });
    assert!(
        matches!(&withdrawn[..], [Withdrawn::Penalty(p, _)] if p.reason == late),
        "{withdrawn:?}"
    );
    drop(diary);
    let listed = ccdiary(&path, &["penalties", "1"]).unwrap();
    assert_eq!(
        listed,
        "20.11.2026\tpartner\t5\t47.4.9.4\twrong address\n21.11.2026\tpartner\t5\t47.4.9.1\tон был груб\n"
    );
}

#[test]
fn ccdiary_undo_takes_back_the_move_ccdiary_receive_recorded_and_says_so() {
    let (_dir, path) = super::demo();
    let said = ccdiary(
        &path,
        &[
            "receive",
            "6",
            "e4",
            "--written",
            "25.11.2026",
            "--received",
            "29.11.2026",
        ],
    )
    .unwrap();
    assert!(said.contains("1. e2-e4"), "{said}");
    let said = ccdiary(&path, &["undo"]).unwrap();
    assert_eq!(
        said,
        "His move e2-e4 in game 6 is taken back and kept among the corrections; record it again as he wrote it with `ccdiary receive 6 …`\n"
    );
    let r = Store::open(&path).unwrap().game_records(GameId(6)).unwrap();
    assert!(r.plies.is_empty());
    // Put back by a redo, as it was typed.
    assert_eq!(
        ccdiary(&path, &["redo"]).unwrap(),
        "Redone: his move in game 6\n"
    );
    let r = Store::open(&path).unwrap().game_records(GameId(6)).unwrap();
    assert_eq!(r.plies.len(), 1);
    assert_eq!(r.plies[0].arrived, Some(super::date(2026, 11, 29)));
    // My sent move is never undone (47.3.10), and stays the newest change.
    ccdiary(&path, &["send", "6", "e5", "--date", "29.11.2026"]).unwrap();
    let refused = super::cli::refused(&path, &["undo"]);
    assert_eq!(
        refused,
        "A sent move can never be changed or taken back (47.3.10)."
    );
    assert_eq!(
        Store::open(&path)
            .unwrap()
            .game_records(GameId(6))
            .unwrap()
            .plies
            .len(),
        2
    );
}

#[test]
fn ctrl_z_after_a_restart_takes_back_the_last_change_of_the_previous_run() {
    let (_dir, path) = super::demo();
    let game = GameId(1);
    let mut h = records_in(&path, Language::EN, game);
    click(&mut h, "Record the penalty");
    assert_eq!(stored(&h).penalties(game).unwrap().len(), 1);
    drop(h);
    // The program ends; the next run's Ctrl+Z takes the penalty back.
    let mut h = harness(Store::open(&path).unwrap(), Language::EN);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert!(stored(&h).penalties(game).unwrap().is_empty());
    let notice = h.state().notice().unwrap().text.clone();
    assert!(notice.starts_with("Undone"), "{notice}");
    // And the command line redoes it: one journal for the window and the command line.
    drop(h);
    assert_eq!(
        ccdiary(&path, &["redo"]).unwrap(),
        "Redone: the penalty in game 1\n"
    );
    assert_eq!(
        Store::open(&path).unwrap().penalties(game).unwrap().len(),
        1
    );
}

/// The command line reads the time by the diary's clock, which a test sets: his move received
/// without `--received` arrived on the clock's day, not the machine's.
#[test]
fn the_command_line_reads_the_time_by_the_clock_it_is_given() {
    let (_dir, path) = super::demo();
    let command = super::cli::parse(&["receive", "6", "e4", "--written", "20.11.2026"]);
    let clock = || super::date(2026, 11, 25).and_hms_opt(8, 0, 0).unwrap();
    let mut out = Vec::new();
    ccdiary::cli::run_at(
        Language::EN,
        &command,
        &path,
        (&mut std::io::empty(), &mut out),
        clock,
    )
    .unwrap();
    let r = Store::open(&path).unwrap().game_records(GameId(6)).unwrap();
    assert_eq!(r.plies[0].arrived, Some(super::date(2026, 11, 25)));
}

/// The journal never sticks: a scan noted for undo and then removed is passed over (the entry
/// before it is undone), a scan undone and redone comes back whole, and an import, which may
/// change the games the entries name, clears the journal.
#[test]
fn the_journal_passes_over_what_is_gone_and_an_import_clears_it() {
    let (dir, path) = super::demo();
    let received = [
        "receive",
        "6",
        "e4",
        "--written",
        "25.11.2026",
        "--received",
        "29.11.2026",
    ];
    ccdiary(&path, &received).unwrap();
    let photo = dir.path().join("card.jpg");
    let jpeg = [&[0xFF, 0xD8, 0xFF, 0xE0][..], b"his card"].concat();
    std::fs::write(&photo, &jpeg).unwrap();
    // Kept, undone, redone: the same bytes come back.
    ccdiary(&path, &["scan", "add", "6", "1", photo.to_str().unwrap()]).unwrap();
    assert_eq!(
        ccdiary(&path, &["undo"]).unwrap(),
        "Undone: the scan kept in game 6; `ccdiary redo` records it again\n"
    );
    assert_eq!(
        ccdiary(&path, &["redo"]).unwrap(),
        "Redone: the scan kept in game 6\n"
    );
    let scans = Store::open(&path).unwrap().scans(GameId(6)).unwrap();
    let kept = Store::open(&path).unwrap().scan_bytes(scans[0].id).unwrap();
    assert_eq!(kept, jpeg);
    // Removed by hand: its entry is passed over, and his move is taken back.
    ccdiary(&path, &["scan", "remove", &scans[0].id.to_string()]).unwrap();
    let said = ccdiary(&path, &["undo"]).unwrap();
    assert!(
        said.starts_with("His move e2-e4 in game 6 is taken back"),
        "{said}"
    );
    // An import clears what could be undone.
    ccdiary(&path, &["redo"]).unwrap();
    let pgn = dir.path().join("none.pgn");
    std::fs::write(&pgn, "").unwrap();
    let _ = ccdiary(
        &path,
        &[
            "import",
            pgn.to_str().unwrap(),
            "--me",
            "Иванов Иван Иванович",
        ],
    );
    assert_eq!(ccdiary(&path, &["undo"]).unwrap(), "Nothing to undo\n");
}

/// An entry this build cannot read (a newer ccdiary's) is not passed over to undo an older
/// change in its place: the stack is forgotten and nothing is undone.
#[test]
fn an_entry_this_build_cannot_read_stops_the_undo_rather_than_skipping_it() {
    let (_dir, path) = super::demo();
    ccdiary(
        &path,
        &[
            "penalty",
            "1",
            "partner",
            "wrong-address",
            "--date",
            "20.11.2026",
        ],
    )
    .unwrap();
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute(
        "INSERT INTO journal (side, entry) VALUES ('undo', '{\"FromTheFuture\":1}')",
        [],
    )
    .unwrap();
    drop(conn);
    assert_eq!(ccdiary(&path, &["undo"]).unwrap(), "Nothing to undo\n");
    assert_eq!(
        Store::open(&path)
            .unwrap()
            .penalties(GameId(1))
            .unwrap()
            .len(),
        1
    );
    assert_eq!(ccdiary(&path, &["undo"]).unwrap(), "Nothing to undo\n");
}

#[test]
fn a_partner_another_program_adds_while_a_new_game_is_open_is_among_its_choices() {
    use ccdiary::ui::Command;
    let (_dir, path) = super::demo();
    let mut h = harness(Store::open(&path).unwrap(), Language::EN);
    h.run();
    let add = |name: &str| {
        let partner = Partner {
            name: name.into(),
            ..Partner::default()
        };
        Store::open(&path).unwrap().add_partner(&partner).unwrap();
    };
    h.state_mut().apply(Command::NewGame);
    h.run();
    add("Орлов Глеб");
    h.run();
    click(&mut h, "Partner");
    click(&mut h, "Орлов Глеб");
    h.run();
    assert_eq!(partner_shown(&h), "Орлов Глеб");
    // The names read again are not something typed: Esc over the untouched form closes it.
    h.key_press(egui::Key::Escape);
    h.run();
    h.get_by_label("Discard your changes?");
    click(&mut h, "Discard");
    h.state_mut().apply(Command::NewGame);
    h.run();
    add("Зайцев Лев");
    h.run();
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.query_by_label("Discard your changes?").is_none());
    assert!(h.query_by_label("Partner").is_none(), "closed");
}

#[test]
fn a_partner_another_program_takes_back_while_chosen_in_a_new_game_is_chosen_no_more() {
    use ccdiary::diary::Diary;
    use ccdiary::ui::Command;
    let (_dir, path) = super::demo();
    let mut h = harness(Store::open(&path).unwrap(), Language::EN);
    h.run();
    let mut other = Diary::open(&path).unwrap();
    let partner = Partner {
        name: "Орлов Глеб".into(),
        ..Partner::default()
    };
    other.add_partner(partner).unwrap();
    h.state_mut().apply(Command::NewGame);
    h.run();
    click(&mut h, "Tournament");
    click(&mut h, "КР-7 Кубок России по переписке");
    click(&mut h, "Partner");
    click(&mut h, "Орлов Глеб");
    h.run();
    taken_back(&mut h, &mut other);
    click(&mut h, "Save");
    h.run();
    h.get_by_label("Choose the partner; add one first if the list is empty.");
    assert!(h.query_by_label("Partner").is_some(), "the form stays open");
}

#[test]
fn a_new_game_untouched_closes_at_esc_though_the_partner_chosen_for_it_was_taken_back() {
    use ccdiary::diary::Diary;
    use ccdiary::ui::Command;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("diary.sqlite");
    let mut other = Diary::open(&path).unwrap();
    let tournament = Tournament {
        code: "КР-7".into(),
        ..Tournament::default()
    };
    other.add_tournament(tournament).unwrap();
    let partner = Partner {
        name: "Орлов Глеб".into(),
        ..Partner::default()
    };
    other.add_partner(partner).unwrap();
    let mut h = harness(Store::open(&path).unwrap(), Language::EN);
    h.run();
    // The only partner is chosen for the user.
    h.state_mut().apply(Command::NewGame);
    h.run();
    taken_back(&mut h, &mut other);
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.query_by_label("Discard your changes?").is_none());
    assert!(h.query_by_label("Partner").is_none(), "closed");
}

/// The partner the new game's form shows.
fn partner_shown(h: &egui_kittest::Harness<'_, ui::DiaryApp>) -> String {
    h.get_by_label("Partner").value().unwrap_or_default()
}

/// Another program (`other`) takes back the adding of Орлов Глеб, the partner the open form
/// shows: the form shows none.
fn taken_back(h: &mut egui_kittest::Harness<'_, ui::DiaryApp>, other: &mut ccdiary::diary::Diary) {
    assert_eq!(partner_shown(h), "Орлов Глеб");
    other.undo("test").unwrap();
    h.run();
    assert_eq!(partner_shown(h), "choose…");
}
