use shakmaty::uci::UciMove;

use super::*;

fn line(text: &str) -> Vec<UciMove> {
    text.split_whitespace()
        .map(|m| m.parse().unwrap())
        .collect()
}

fn verdict(cp: i32) -> Verdict {
    Verdict {
        eval: Eval::Centipawns(cp),
        depth: 22,
        engine: "Stockfish 17".into(),
    }
}

#[test]
fn a_line_tried_from_a_stored_move_is_kept_beside_the_record_47_3_10() {
    let record = line("e2e4 e7e5 g1f3");
    let mut a = Analysis::default();
    a.add(&line("e2e4 e7e5 f1c4 g8f6")).unwrap();
    assert_eq!(a.branches(&record, 2).len(), 1, "2.Bc4 instead of 2.Nf3");
    assert_eq!(a.branches(&record, 2)[0].mv, "f1c4".parse().unwrap());
    assert!(
        a.branches(&record, 1).is_empty(),
        "the record's own move is no line"
    );
    assert_eq!(a.marked(&record), vec![false, false, true]);
}

#[test]
fn a_move_that_cannot_be_played_is_refused_with_its_ply() {
    let mut a = Analysis::default();
    let err = a.add(&line("e2e4 e7e5 e1e3")).unwrap_err();
    assert_eq!(
        err,
        AnalysisError::Illegal {
            ply: 2,
            mv: "e1e3".parse().unwrap()
        }
    );
    assert!(
        a.children(&line("e2e4 e7e5")).is_some(),
        "the legal part is not lost"
    );
}

#[test]
fn the_same_line_added_twice_is_one_line() {
    let mut a = Analysis::default();
    a.add(&line("d2d4 d7d5 c2c4")).unwrap();
    a.add(&line("d2d4 d7d5 c2c4")).unwrap();
    a.add(&line("d2d4 d7d5 g1f3")).unwrap();
    assert_eq!(a.root().len(), 1);
    assert_eq!(a.children(&line("d2d4 d7d5")).unwrap().len(), 2);
}

#[test]
fn a_note_has_its_limit_and_one_sign_of_a_kind() {
    let good = Nag::parse("!").unwrap();
    let blunder = Nag::parse("??").unwrap();
    let white = Nag::parse("+-").unwrap();
    let note = Note::new("  the point ", &[good, white, blunder]).unwrap();
    assert_eq!(note.text, "the point");
    assert_eq!(note.nags, vec![blunder, white], "?? replaced !");
    let long = "x".repeat(2001);
    assert!(matches!(
        Note::new(&long, &[]),
        Err(FactError::TooLong { length: 2001, .. })
    ));
}

#[test]
fn signs_read_as_players_write_them_and_as_pgn_numbers() {
    for (text, n) in [
        ("!", 1),
        ("?!", 6),
        ("=", 10),
        ("+=", 14),
        ("⩲", 14),
        ("=+", 15),
        ("±", 16),
        ("+/-", 16),
        ("∓", 17),
        ("+-", 18),
        ("+−", 18),
        ("-+", 19),
        ("$22", 22),
    ] {
        assert_eq!(Nag::parse(text).map(Nag::number), Some(n), "{text}");
    }
    assert_eq!(Nag::parse("$0"), None);
    assert_eq!(Nag::new(13).unwrap().symbol(), "$13");
    assert_eq!(Nag::new(11).unwrap().symbol(), "=");
    assert_eq!(Nag::new(18).unwrap().symbol(), "+−");
}

#[test]
fn an_evaluation_is_written_in_pawns_from_whites_side() {
    assert_eq!(Eval::Centipawns(35).written(), "+0.35");
    assert_eq!(Eval::Centipawns(-120).written(), "-1.20");
    assert_eq!(Eval::Centipawns(-5).written(), "-0.05");
    assert_eq!(Eval::Mate(-2).written(), "#-2");
    assert_eq!(Eval::read("-1.20"), Some(Eval::Centipawns(-120)));
    assert_eq!(Eval::read("0.35"), Some(Eval::Centipawns(35)));
    assert_eq!(Eval::read("#3"), Some(Eval::Mate(3)));
    assert_eq!(Eval::read("pawn up"), None);
}

#[test]
fn an_engine_line_keeps_its_verdict_on_its_first_move() {
    let mut a = Analysis::default();
    let from = line("e2e4 c7c5");
    a.add_engine_line(&from, &line("g1f3 d7d6 d2d4"), verdict(31))
        .unwrap();
    let first = a.node(&line("e2e4 c7c5 g1f3")).unwrap();
    assert_eq!(first.note.verdict, Some(verdict(31)));
    assert!(a.node(&line("e2e4 c7c5 g1f3 d7d6 d2d4")).is_some());
    // A note typed later keeps the verdict.
    a.annotate(&line("e2e4 c7c5 g1f3"), Note::new("main", &[]).unwrap())
        .unwrap();
    let first = a.node(&line("e2e4 c7c5 g1f3")).unwrap();
    assert_eq!(
        (first.note.text.as_str(), first.note.verdict.is_some()),
        ("main", true)
    );
}

#[test]
fn the_records_moves_are_not_the_analysiss_to_remove_or_reorder() {
    let record = line("e2e4 e7e5");
    let mut a = Analysis::default();
    a.annotate(&line("e2e4"), Note::new("best by test", &[]).unwrap())
        .unwrap();
    a.add(&line("e2e4 c7c5 g1f3")).unwrap();
    a.add(&line("e2e4 e6e5")).unwrap_err();
    assert_eq!(
        a.remove(&line("e2e4"), &record),
        Err(AnalysisError::RecordMove)
    );
    assert_eq!(
        a.shift(&line("e2e4 e7e5"), &record, Shift::Up),
        Err(AnalysisError::RecordMove)
    );
    a.remove(&line("e2e4 c7c5"), &record).unwrap();
    assert!(a.branches(&record, 1).is_empty());
    assert_eq!(a.record_note(&record, 1).unwrap().text, "best by test");
    // The note cleared, the record's move holds nothing and leaves the tree.
    a.annotate(&line("e2e4"), Note::default()).unwrap();
    let a = a.pruned(&record);
    assert!(a.is_empty());
}

#[test]
fn lines_are_promoted_and_reordered_among_those_from_their_position() {
    let record = line("e2e4");
    let mut a = Analysis::default();
    for first in ["d2d4", "c2c4", "g1f3"] {
        a.add(&line(first)).unwrap();
    }
    let order = |a: &Analysis| -> Vec<String> {
        a.branches(&record, 0)
            .iter()
            .map(|n| n.mv.to_string())
            .collect()
    };
    a.shift(&line("g1f3"), &record, Shift::First).unwrap();
    assert_eq!(order(&a), ["g1f3", "d2d4", "c2c4"]);
    a.shift(&line("d2d4"), &record, Shift::Down).unwrap();
    assert_eq!(order(&a), ["g1f3", "c2c4", "d2d4"]);
    a.shift(&line("c2c4"), &record, Shift::Up).unwrap();
    assert_eq!(order(&a), ["c2c4", "g1f3", "d2d4"]);
    // The record's move among them, hidden from the lines, never takes a step of theirs.
    a.annotate(&line("e2e4"), Note::new("the record", &[]).unwrap())
        .unwrap();
    a.shift(&line("g1f3"), &record, Shift::Down).unwrap();
    assert_eq!(order(&a), ["c2c4", "d2d4", "g1f3"]);
    a.shift(&line("g1f3"), &record, Shift::Up).unwrap();
    assert_eq!(order(&a), ["c2c4", "g1f3", "d2d4"]);
}

#[test]
fn lines_after_the_last_move_stay_when_his_move_is_taken_back() {
    let mut a = Analysis::default();
    a.add(&line("e2e4 e7e5 g1f3 b8c6")).unwrap();
    let record = line("e2e4 e7e5 g1f3");
    assert_eq!(
        a.marked(&record),
        vec![false, false, true],
        "after the last move"
    );
    let shorter = line("e2e4 e7e5");
    assert_eq!(a.branches(&shorter, 2)[0].mv, "g1f3".parse().unwrap());
}

#[test]
fn merging_the_same_analysis_twice_duplicates_nothing() {
    let mut a = Analysis::default();
    a.annotate(
        &line("d2d4 g8f6"),
        Note::new("solid", &[Nag::new(1).unwrap()]).unwrap(),
    )
    .unwrap();
    let again = a.clone();
    a.merge(again);
    let mut other = Analysis::default();
    other
        .annotate(
            &line("d2d4 g8f6"),
            Note::new("flexible", &[Nag::new(2).unwrap()]).unwrap(),
        )
        .unwrap();
    a.merge(other);
    let note = &a.node(&line("d2d4 g8f6")).unwrap().note;
    assert_eq!(note.text, "solid\nflexible");
    assert_eq!(
        note.nags,
        vec![Nag::new(1).unwrap()],
        "one sign of the move"
    );
}

#[test]
fn a_stored_tree_is_checked_as_it_is_read() {
    let mut a = Analysis::default();
    a.annotate(
        &line("g1f3"),
        Note::new("Réti", &[Nag::new(5).unwrap()]).unwrap(),
    )
    .unwrap();
    a.add_engine_line(&line("g1f3"), &line("d7d5 g2g3"), verdict(-12))
        .unwrap();
    let json = serde_json::to_string(&a).unwrap();
    let read = |json: &str| Analysis::try_from(serde_json::from_str::<Written>(json).unwrap());
    assert_eq!(read(&json).unwrap(), a);
    assert!(json.starts_with(r#"[{"d":0,"mv":"g1f3","note""#), "{json}");
    // A move deeper than the one before it follows no move.
    assert!(read(r#"[{"d":0,"mv":"e2e4"},{"d":2,"mv":"e7e5"}]"#).is_err());
    let flat =
        r#"[{"d":0,"mv":"e2e4"},{"d":1,"mv":"e7e5"},{"d":1,"mv":"c7c5"},{"d":0,"mv":"d2d4"}]"#;
    let flat = read(flat).unwrap();
    assert_eq!(flat.root().len(), 2);
    assert_eq!(flat.root()[0].children.len(), 2);
    let bad = r#"[{"mv":"e2e5"}]"#;
    assert!(read(bad).is_err());
    let twice = r#"[{"mv":"e2e4"},{"mv":"e2e4","children":[{"mv":"e7e5"}]}]"#;
    let one = read(twice).unwrap();
    assert_eq!(one.root().len(), 1);
    assert_eq!(one.root()[0].children.len(), 1);
}
