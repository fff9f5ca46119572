//! Notation against real positions: the article 50 examples, the rules' worked game, and a
//! round trip over every legal move of many positions.

use shakmaty::{Chess, Position};

use super::*;

/// Plays `moves` (any notation) from the start.
fn position_after(moves: &[&str]) -> Chess {
    let mut pos = Chess::default();
    for text in moves {
        let m = read_move(&pos, text).unwrap_or_else(|e| panic!("{e}"));
        pos.play_unchecked(m);
    }
    pos
}

/// A position from FEN.
fn from_fen(fen: &str) -> Chess {
    let fen: shakmaty::fen::Fen = fen.parse().unwrap();
    fen.into_position(shakmaty::CastlingMode::Standard).unwrap()
}

#[test]
fn article_50_examples_resolve_in_real_positions() {
    let castled = ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"];
    let long_castled = ["d4", "d5", "Nc3", "Nc6", "Bf4", "Bf5", "Qd2", "Qd7", "e3"];
    let rows = [
        (Chess::default(), "5254", "e2e4", "e2-e4"),
        (position_after(&castled), "5171", "e1g1", "0-0"),
        (position_after(&long_castled), "5838", "e8c8", "0-0-0"),
        (
            from_fen("k7/4P3/8/8/8/8/8/K7 w - - 0 1"),
            "57581",
            "e7e8q",
            "e7-e8Ф",
        ),
        (
            from_fen("k7/8/8/8/8/8/7p/K7 b - - 0 1"),
            "82814",
            "h2h1n",
            "h2-h1К",
        ),
    ];
    for (pos, numeric, uci, long_ru) in rows {
        let m = read_move(&pos, numeric).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(UciMove::from_standard(m).to_string(), uci, "{numeric}");
        assert_eq!(Notation::Numeric.format(&pos, m), numeric);
        assert_eq!(Notation::LongRu.format(&pos, m), long_ru);
        assert_eq!(read_move(&pos, long_ru), Ok(m), "{long_ru}");
    }
}

#[test]
fn the_rules_worked_email_game_reads_in_numeric() {
    let mut pos = Chess::default();
    let mut san = Vec::new();
    for numeric in ["4244", "4745", "7163", "7776", "3234"] {
        let m = read_move(&pos, numeric).unwrap_or_else(|e| panic!("{e}"));
        san.push(Notation::San.format(&pos, m));
        pos.play_unchecked(m);
    }
    assert_eq!(san, ["d4", "d5", "Nf3", "g6", "c4"]);
}

#[test]
fn errors_name_the_input_and_what_is_wrong() {
    let after_e4_e5 = position_after(&["e4", "e5"]);
    let blocked = position_after(&["Nf3", "d5", "Nd4", "e5"]);
    let rows: [(&Chess, &str, &str); 10] = [
        (&Chess::default(), "5299", "5299: no rank 9"),
        (&after_e4_e5, "5254", "5254: no piece on e2"),
        (&blocked, "4244", "4244: illegal here"),
        (
            &Chess::default(),
            "5755",
            "5755: the piece on e7 is not the mover's",
        ),
        (&Chess::default(), "Фd1-d3", "Фd1-d3: illegal here"),
        (
            &Chess::default(),
            "Лg1-f3",
            "Лg1-f3: the piece on g1 is a knight, not the piece written",
        ),
        (
            &Chess::default(),
            "Nf6",
            "Nf6: a move of Black, and it is White's move",
        ),
        (&Chess::default(), "Nf4", "Nf4: illegal here"),
        (
            &Chess::default(),
            "hello",
            "hello: not a move in numeric, long algebraic, SAN or UCI notation",
        ),
        (&Chess::default(), "", ": no move written"),
    ];
    for (pos, input, want) in rows {
        let err = read_move(pos, input).unwrap_err();
        assert_eq!(err.to_string(), want, "{input}");
    }
}

#[test]
fn one_parser_reads_every_notation_and_says_which() {
    let pos = Chess::default();
    let rows = [
        ("7163", Notation::Numeric),
        ("g1f3", Notation::Uci),
        ("Кg1-f3", Notation::LongRu),
        ("Ng1-f3", Notation::LongEn),
        ("Nf3", Notation::San),
    ];
    for (text, notation) in rows {
        let input = parse_move(text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(input.notation(text), notation, "{text}");
        let m = input.resolve(&pos, text).unwrap();
        assert_eq!(UciMove::from_standard(m).to_string(), "g1f3", "{text}");
    }
    // Short algebraic with Russian letters is not one of the notations the rules allow.
    assert_eq!(
        parse_move("Кf3").unwrap_err().to_string(),
        "Кf3: not a move in numeric, long algebraic, SAN or UCI notation"
    );
}

#[test]
fn castling_is_read_as_the_kings_move_or_zeros() {
    let pos = position_after(&["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"]);
    for text in [
        "5171",
        "0-0",
        "O-O",
        "О-О",
        "e1g1",
        "Kpe1-g1",
        "Крe1-g1",
        "O-O+",
    ] {
        let m = read_move(&pos, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(m.castling_side().is_some(), "{text}");
    }
    // The king goes to g1, not h1.
    assert_eq!(
        read_move(&pos, "5181").unwrap_err().to_string(),
        "5181: illegal here"
    );
}

/// Asserts that every legal move of `pos` survives format→parse in the three notations.
fn round_trip_all_moves(pos: &Chess) {
    for m in pos.legal_moves() {
        for notation in [Notation::Numeric, Notation::LongRu, Notation::LongEn] {
            let text = notation.format(pos, m);
            let input = parse_move(&text).unwrap_or_else(|e| panic!("{notation}: {e}"));
            let back = input.resolve(pos, &text).unwrap_or_else(|e| {
                panic!(
                    "{notation}: {e} in {}",
                    shakmaty::fen::Fen::from_position(pos, shakmaty::EnPassantMode::Legal)
                )
            });
            assert_eq!(back, m, "{notation} {text}");
        }
    }
}

#[test]
fn every_move_of_the_iccf_game_round_trips() {
    let text = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/iccf-server-game.pgn"
    ));
    let (games, errors) = crate::pgn::read_pgn(text);
    assert!(errors.is_empty());
    let mut pos = Chess::default();
    for ply in &games[0].plies {
        round_trip_all_moves(&pos);
        let m = ply.uci.to_move(&pos).unwrap();
        pos.play_unchecked(m);
    }
    round_trip_all_moves(&pos);
}

#[test]
fn every_move_of_thousands_of_random_positions_round_trips() {
    // A small deterministic generator: the same positions on every run.
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut positions = 0;
    for _game in 0..60 {
        let mut pos = Chess::default();
        for _ply in 0..120 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            round_trip_all_moves(&pos);
            positions += 1;
            let pick = (next() % moves.len() as u64) as usize;
            pos.play_unchecked(moves[pick]);
        }
    }
    assert!(positions > 3000, "only {positions} positions");
}

proptest::proptest! {
    #[test]
    fn no_text_panics_the_move_parser(s in "\\PC{0,12}") {
        let _ = read_move(&Chess::default(), &s);
    }

    #[test]
    fn no_move_like_text_panics_the_move_parser(s in "[КрФЛСKQRBNCOО0-9a-hа-я:x×=+#()/ -]{0,10}") {
        let pos = position_after(&["e4", "d5"]);
        let _ = read_move(&pos, &s);
    }
}
