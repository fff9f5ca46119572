//! The command line over a diary file.

use ccdiary::cli::{self, CliCommand};
use ccdiary::domain::*;
use ccdiary::storage::Store;
use shakmaty::Color;

use super::date;

#[test]
fn list_prints_one_line_per_game_with_its_id_first() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("diary.sqlite");
    {
        let mut store = Store::open(&path).unwrap();
        let t = store
            .add_tournament(&Tournament {
                code: "КР-7".into(),
                ..Tournament::default()
            })
            .unwrap();
        let p = store
            .add_partner(&Partner {
                name: "Петров".into(),
                contacts: vec![],
            })
            .unwrap();
        let g = store
            .add_game(&Game {
                tournament: t,
                partner: p,
                my_colour: Color::White,
                board: "1".into(),
                start: Some(date(2026, 1, 15)),
                status: GameStatus::InPlay,
                result: GameResult::Unknown,
            })
            .unwrap();
        for (i, m) in ["e2e4", "c7c5", "g1f3"].iter().enumerate() {
            let uci = shakmaty::uci::UciMove::from_ascii(m.as_bytes()).unwrap();
            let day = date(2026, 1, 15 + i as u32);
            store
                .append_ply(g, &PlyRecord::sent_on(uci, Some(day)))
                .unwrap();
        }
    }
    let mut out = Vec::new();
    cli::run(&CliCommand::List, &path, &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert_eq!(text, "1\tКР-7\tПетров\twhite\tin_play\t2\n");
}

#[test]
fn list_on_a_file_that_is_not_a_diary_fails_with_the_path() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.sqlite");
    std::fs::write(&path, "hello").unwrap();
    let err = cli::run(&CliCommand::List, &path, &mut Vec::new()).unwrap_err();
    let msg = format!("{err:#}");
    assert!(msg.contains("x.sqlite"), "{msg}");
    assert!(msg.contains("not an SQLite database"), "{msg}");
}
