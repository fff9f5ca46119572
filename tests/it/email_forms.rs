//! His message in every form players write it (issue 30): the two forms of article 50, our own
//! card's lines, the usual variants (tests/fixtures/email/rules), each read into the exact move,
//! the day he received mine, the day he sent his and his totals.

use std::path::{Path, PathBuf};

use ccdiary::domain::GameId;
use ccdiary::storage::Store;

use super::cli::{ccdiary, refused};
use super::date;

fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/email/rules")
}

/// A diary with the rules' game (game 1, me White, 3.c4 sent 22.05.2026) and a second game
/// waiting for Лебедев's move.
fn rules_diary() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let pgn = folder().join("game.pgn");
    ccdiary(
        &path,
        &["import", pgn.to_str().unwrap(), "--me", "Белов Сергей"],
    )
    .unwrap();
    (dir, path)
}

/// Each fixture and his move as he wrote it.
const FORMS: &[(&str, &str)] = &[
    ("16-headed-50-2.txt", "6877"),
    ("17-as-printed-50-2.txt", "Bg7"),
    ("18-main-form.txt", "6877"),
    ("19-our-card-copied.txt", "Сf8-g7"),
    ("20-variants.txt", "Сf8-g7"),
    ("21-latin.txt", "Bg7"),
];

#[test]
fn every_form_of_article_50_and_our_own_card_give_the_move_his_dates_and_totals() {
    let files = std::fs::read_dir(folder()).unwrap().count();
    // The game, the README and the refused one besides.
    assert_eq!(files, FORMS.len() + 3, "every fixture has its expectation");
    for (file, mv) in FORMS {
        let (_dir, path) = rules_diary();
        let message = folder().join(file);
        let said = ccdiary(
            &path,
            &["receive-email", message.to_str().unwrap(), "--record"],
        )
        .unwrap_or_else(|e| panic!("{file}: {e:#}"));
        let first = said.lines().next().unwrap();
        assert!(
            first.starts_with("game 1 with Морозов Виктор (")
                && first.ends_with(&format!(
                    "his move 3… {mv}, sent 24.05.2026; he received yours 23.05.2026"
                )),
            "{file}: {said}"
        );
        assert!(
            said.contains("his message states his total 2 (the diary counts 2) and yours 7 (the diary counts 7)"),
            "{file}: {said}"
        );
        // Recorded: Black's third move received 23.05, sent 24.05, 1 day, total 2.
        let r = Store::open(&path).unwrap().game_records(GameId(1)).unwrap();
        assert_eq!(r.plies.len(), 6, "{file}");
        assert_eq!(r.plies[5].uci.to_string(), "f8g7", "{file}");
        let schedule = r.schedule();
        let his = schedule.plies().last().unwrap();
        assert_eq!(his.received, Some(date(2026, 5, 23)), "{file}");
        assert_eq!(his.sent.map(|e| e.date), Some(date(2026, 5, 24)), "{file}");
        assert_eq!((his.days, his.total.known()), (Some(1), Some(2)), "{file}");
    }
}

#[test]
fn what_his_message_leaves_out_is_named() {
    let (_dir, path) = rules_diary();
    // The main form's table has every date and time, but no date on the mail itself.
    let said = ccdiary(
        &path,
        &[
            "receive-email",
            folder().join("18-main-form.txt").to_str().unwrap(),
        ],
    )
    .unwrap();
    assert!(
        said.contains("not in his message: the day it reached you\n"),
        "{said}"
    );
    // A message with only his move and dates says so of his total.
    let said = ccdiary(
        &path,
        &[
            "receive-email",
            folder().join("20-variants.txt").to_str().unwrap(),
            "--received",
            "2026-05-25",
        ],
    )
    .unwrap();
    assert!(!said.contains("not in his message"), "{said}");
}

#[test]
fn dates_that_contradict_the_diary_are_refused_with_both_dates() {
    let (_dir, path) = rules_diary();
    let file = folder().join("22-received-before-sent.txt");
    let e = refused(
        &path,
        &["receive-email", file.to_str().unwrap(), "--record"],
    );
    assert!(e.contains("21.05.2026") && e.contains("22.05.2026"), "{e}");
    assert_eq!(
        Store::open(&path)
            .unwrap()
            .game_records(GameId(1))
            .unwrap()
            .plies
            .len(),
        5
    );
}

mod window {
    use super::*;
    use crate::ui::{click, harness, stored, type_into};
    use ccdiary::ui::Language;
    use egui_kittest::kittest::Queryable;

    /// The window over the rules' diary with his message pasted and read.
    fn pasted(
        file: &str,
    ) -> (
        egui_kittest::Harness<'static, ccdiary::ui::DiaryApp>,
        tempfile::TempDir,
    ) {
        let (dir, path) = rules_diary();
        let mut h = harness(Store::open(&path).unwrap(), Language::EN);
        h.run();
        h.key_press_modifiers(
            egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
            egui::Key::V,
        );
        h.run();
        let text = std::fs::read_to_string(folder().join(file)).unwrap();
        type_into(&mut h, "His message", &text);
        click(&mut h, "Read");
        (h, dir)
    }

    #[test]
    fn the_receive_form_marks_what_his_message_does_not_give() {
        // The 50.2 form gives every field but the day it reached me: one mark, by that field.
        let (h, _dir) = pasted("16-headed-50-2.txt");
        assert_eq!(h.get_by_label("His move").value().as_deref(), Some("6877"));
        assert_eq!(
            h.get_by_label("He received my move on").value().as_deref(),
            Some("23.05.2026")
        );
        assert_eq!(h.get_all_by_label("not in his message").count(), 1);
        // A message with his move and dates only: his total is marked too.
        let (h, _dir) = pasted("22-received-before-sent.txt");
        assert_eq!(h.get_all_by_label("not in his message").count(), 2);
        // His date that contradicts the diary's is refused at once, with both dates.
        h.get_by_label_contains("21.05.2026 is before");
        assert_eq!(stored(&h).game_records(GameId(1)).unwrap().plies.len(), 5);
    }

    #[test]
    fn a_form_filled_from_his_message_is_recorded_as_read() {
        let (mut h, _dir) = pasted("19-our-card-copied.txt");
        click(&mut h, "Record the move");
        let r = stored(&h).game_records(GameId(1)).unwrap();
        assert_eq!(r.plies.len(), 6);
        assert_eq!(r.plies[5].sent.written, Some(date(2026, 5, 24)));
        assert_eq!(r.plies[4].arrived, Some(date(2026, 5, 23)));
    }
}
