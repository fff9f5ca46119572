//! A game's analysis in PGN: read as analysis beside the record, written back the same, and
//! left out of the record the arbiter gets.

use super::*;
use crate::domain::analysis::{Eval, Nag};

const ANALYSED: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/analysed-game.pgn"
));

fn path(text: &str) -> Vec<UciMove> {
    text.split_whitespace()
        .map(|m| m.parse().unwrap())
        .collect()
}

fn read_one(text: &str) -> PgnGame {
    let (games, errors) = read_pgn(text);
    assert!(errors.is_empty(), "{errors:?}");
    games.into_iter().next().unwrap()
}

#[test]
fn variations_comments_and_signs_are_analysis_never_the_record() {
    let g = read_one(ANALYSED);
    let record: Vec<UciMove> = g.plies.iter().map(|p| p.uci).collect();
    assert_eq!(record, path("e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4"));
    assert_eq!(
        g.plies[2].sent,
        Some(NaiveDate::from_ymd_opt(2026, 3, 12).unwrap())
    );
    let a = &g.analysis;
    let first = a.record_note(&record, 1).unwrap();
    assert_eq!(first.text, "The opening was agreed beforehand.");
    let nf3 = a.record_note(&record, 3).unwrap();
    assert_eq!(
        (nf3.text.as_str(), nf3.nags.clone()),
        ("The main road.", vec![Nag::new(1).unwrap()])
    );
    let second: Vec<String> = a
        .branches(&record, 2)
        .iter()
        .map(|n| n.mv.to_string())
        .collect();
    assert_eq!(second, ["c2c3", "b1c3"]);
    let gambit = a.node(&path("e2e4 c7c5 c2c3 d7d5 e4d5 g8f6")).unwrap();
    assert_eq!(gambit.note.text, "Gambit\nstyle", "a comment's lines kept");
    assert_eq!(gambit.note.nags, vec![Nag::new(5).unwrap()]);
    // Two variations that begin alike are one line with two continuations.
    let nf6 = a.branches(&record, 5);
    assert_eq!(nf6.len(), 1);
    assert_eq!(nf6[0].children.len(), 2);
    let nc3 = a.node(&path("e2e4 c7c5 g1f3 d7d6 d2d4 g8f6 b1c3")).unwrap();
    let verdict = nc3.note.verdict.as_ref().unwrap();
    assert_eq!((verdict.eval, verdict.depth), (Eval::Centipawns(42), 31));
    assert_eq!(verdict.engine, "Stockfish 17");
    // The variation that plays the last move again goes on from it.
    let after_last = a.branches(&record, 7);
    assert_eq!(after_last[0].mv, "g8f6".parse().unwrap());
    assert_eq!(
        a.marked(&record),
        [true, false, true, false, false, true, true]
    );
}

#[test]
fn an_analysed_game_written_and_read_again_has_the_same_tree() {
    let g = read_one(ANALYSED);
    let written = write_pgn(&g);
    let mut back = read_one(&written);
    back.line = g.line;
    back.tag_lines = g.tag_lines.clone();
    assert_eq!(back, g, "{written}");
    assert_eq!(write_pgn(&back), written, "written twice the same");
}

#[test]
fn the_record_without_analysis_is_written_as_before_byte_for_byte() {
    let mut g = read_one(ANALYSED);
    g.analysis = Default::default();
    let bare = write_pgn(&g);
    let expected = "[Event \"Кубок переписки\"]\n[Site \"post\"]\n[Date \"2026.03.01\"]\n\
        [Round \"-\"]\n[White \"Петров Павел\"]\n[Black \"Иванов Иван\"]\n[Result \"*\"]\n\
        [Mode \"post\"]\n\n\
        1. e4 {[%ccsnt 2026.03.01]} c5 {[%ccrcv 2026.03.05] [%ccsnt 2026.03.06]}\n\
        2. Nf3 {[%ccrcv 2026.03.11] [%ccsnt 2026.03.12]}\n\
        d6 {[%ccrcv 2026.03.16] [%ccsnt 2026.03.17]}\n\
        3. d4 {[%ccrcv 2026.03.21] [%ccsnt 2026.03.22]}\n\
        cxd4 {[%ccrcv 2026.03.26] [%ccsnt 2026.03.27]}\n\
        4. Nxd4 {[%ccrcv 2026.03.31] [%ccsnt 2026.04.01]} *\n\n";
    assert_eq!(bare, expected);
}

#[test]
fn a_game_of_a_chess_variant_is_refused_by_its_name() {
    for (tags, variant) in [
        ("[Variant \"Crazyhouse\"]", "Crazyhouse"),
        ("[Variant \"Antichess\"]", "Antichess"),
        (
            "[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n[Variant \"Chess960\"]",
            "Chess960",
        ),
    ] {
        let text = format!("[White \"A\"]\n[Black \"B\"]\n{tags}\n\n1. e4 e5 *\n");
        let (games, errors) = read_pgn(&text);
        assert!(games.is_empty());
        assert_eq!(
            errors[0].reason,
            PgnProblem::Variant(variant.into()),
            "{tags}"
        );
        let told = errors[0].reason.told(crate::messages::Language::EN);
        assert!(
            told.contains(variant) && !told.contains("illegal"),
            "{told}"
        );
    }
    let standard = "[Variant \"Standard\"]\n\n1. e4 e5 *\n";
    assert!(read_pgn(standard).1.is_empty());
}

#[test]
fn a_game_written_in_uci_moves_is_read() {
    let g = read_one(
        "[White \"A\"]\n[Black \"B\"]\n\n1. g1f3 c7c5 2. e2e4 b8c6 3. f1b5 g8f6 4. e1g1 *\n",
    );
    let moves: Vec<String> = g.plies.iter().map(|p| p.uci.to_string()).collect();
    assert_eq!(
        moves,
        ["g1f3", "c7c5", "e2e4", "b8c6", "f1b5", "g8f6", "e1g1"]
    );
    let (_, errors) = read_pgn("[White \"A\"]\n\n1. g1g3 *\n");
    assert!(matches!(&errors[0].reason, PgnProblem::Move { san, .. } if san == "g1g3"));
}

#[test]
fn a_note_of_several_lines_one_beginning_with_a_bracket_stays_in_its_game() {
    let mut g = read_one(ANALYSED);
    let record: Vec<UciMove> = g.plies.iter().map(|p| p.uci).collect();
    let note = crate::domain::analysis::Note::new("first line\n[not a tag]\n\nafter a blank", &[])
        .unwrap();
    g.analysis.annotate(&record[..2], note).unwrap();
    let written = write_pgn(&g);
    let (games, errors) = read_pgn(&format!("{written}{written}"));
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(games.len(), 2);
    let back = games[0].analysis.record_note(&record, 2).unwrap();
    assert_eq!(back.text, "first line\n[not a tag]\n\nafter a blank");
}

#[test]
fn a_variation_with_a_move_that_cannot_be_played_is_cut_there_and_the_game_read() {
    let text = "[White \"A\"]\n\n1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Qxh2 (2... d6) 3. d4) 2... Nc6 3. Bb5) (1... d5 2. exd5) 2. Nf3 {[%ccsnt]} *\n";
    let g = read_one(text);
    let record: Vec<UciMove> = g.plies.iter().map(|p| p.uci).collect();
    assert_eq!(record, path("e2e4 e7e5 g1f3"));
    assert!(
        g.analysis.node(&path("e2e4 c7c5 b1c3")).is_some(),
        "the line up to the bad move"
    );
    assert!(
        g.analysis
            .children(&path("e2e4 c7c5 b1c3"))
            .unwrap()
            .is_empty(),
        "nothing after it"
    );
    assert!(
        g.analysis.node(&path("e2e4 c7c5 g1f3 b8c6 f1b5")).is_some(),
        "the line it was in"
    );
    assert!(
        g.analysis.node(&path("e2e4 d7d5 e4d5")).is_some(),
        "the next variation read"
    );
}

#[test]
fn a_promotion_written_as_uci_is_read() {
    let uci = "h2h4 g7g5 h4g5 h7h6 g5h6 f8g7 h6g7 g8f6 g7h8q";
    let g = read_one(&format!("[White \"A\"]\n\n{uci} *\n"));
    let moves: Vec<String> = g.plies.iter().map(|p| p.uci.to_string()).collect();
    assert_eq!(moves.join(" "), uci);
}
