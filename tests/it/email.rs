//! The partner's e-mail read (issue 17): every message we write reads back to the same move and
//! dates, and realistic messages (tests/fixtures/email) each give their move or their refusal.

use ccdiary::domain::GameId;
use ccdiary::domain::notation::{Notation, read_move, replay};
use ccdiary::domain::partner_message::read_message;
use ccdiary::storage::Store;

use super::cli::ccdiary;
use super::{date, demo};

#[test]
fn every_message_we_write_reads_back_to_the_same_move_and_dates_48_2_1() {
    let (_dir, path) = demo();
    let store = Store::open(&path).unwrap();
    let me = store.profile().unwrap();
    let mut read_back = 0;
    for g in store.game_summaries().unwrap() {
        let r = store.game_records(g.id).unwrap();
        let last = r.plies.len() as u32;
        if r.tournament.mode != ccdiary::domain::Mode::Email || last == 0 || !r.is_mine(last - 1) {
            continue;
        }
        for notation in [Notation::Numeric, Notation::LongRu, Notation::San] {
            let text = ccdiary::documents::email::email_message(&r, &me, notation);
            let m = read_message(&text).unwrap();
            let (ply, mv) = m.his_move.clone().unwrap();
            let ply = ply.unwrap();
            assert_eq!(ply, last - 1, "game {}", g.id);
            let moves: Vec<_> = r.plies.iter().map(|p| p.uci).collect();
            let before = replay(&moves[..ply as usize]).last();
            let played = read_move(&before, &mv).unwrap();
            assert_eq!(
                played.to_uci(shakmaty::CastlingMode::Standard),
                moves[ply as usize]
            );
            let schedule = r.schedule();
            let mine = schedule.plies().last().unwrap();
            assert_eq!(m.sent, mine.sent.map(|e| e.date), "game {}", g.id);
            assert_eq!(m.his_receipt, mine.received, "game {}", g.id);
            assert_eq!(m.history.len(), r.plies.len(), "game {}", g.id);
            assert_eq!(
                m.white.as_deref(),
                Some(if r.game.my_colour.is_white() {
                    me.full_name.as_str()
                } else {
                    r.partner.name.as_str()
                })
            );
            read_back += 1;
        }
    }
    assert!(read_back >= 6, "{read_back}");
    // What my message says besides the move reads back too.
    drop(store);
    ccdiary(&path, &["send", "8", "h6", "--offer-draw"]).unwrap();
    let r = Store::open(&path).unwrap().game_records(GameId(8)).unwrap();
    let text = ccdiary::documents::email::email_message(&r, &me, Notation::Numeric);
    assert_eq!(
        read_message(&text).unwrap().declaration,
        Some(ccdiary::domain::declarations::Declaration::OfferDraw)
    );
}

/// What `ccdiary receive-email` says of each message in tests/fixtures/email, against the demo
/// diary: the first line when read, the refusal when not.
const EXPECTED: &[(&str, Result<&str, &str>)] = &[
    (
        "01-form-numeric.txt",
        Ok("his move 12. 2142, sent 19.11.2026; he received yours 17.11.2026"),
    ),
    (
        "02-long-russian.txt",
        Ok("his move 12. Кb1-d2, sent 19.11.2026; he received yours 17.11.2026"),
    ),
    (
        "03-quoted-reply.txt",
        Ok("his move 12. Кb1-d2, sent 19.11.2026; he received yours 17.11.2026"),
    ),
    (
        // Names in Latin letters are not the diary's: the game is asked for, never guessed.
        "04-latin-san.txt",
        Err("this message fits game 10 (Лебедев Юрий (ЭМ-12)) by its move only"),
    ),
    (
        "05-last-moves-only.txt",
        Ok("his move 12. Кb1-d2, sent 19.11.2026; he received yours 17.11.2026"),
    ),
    (
        "06-mistake-in-history.txt",
        Ok("his move 12. 2142, sent 19.11.2026; he received yours 17.11.2026"),
    ),
    ("07-not-a-game.txt", Err("this is not a game message")),
    (
        "08-impossible-date.txt",
        Err("line 3: «31.11.2026» is not a date that can be"),
    ),
    (
        "09-illegal-move.txt",
        Err("his move «Крg1-g3» cannot be played in the game with Лебедев Юрий (ЭМ-12)"),
    ),
    (
        "10-windows-1251.eml",
        Ok("his move 12. Кb1-d2, sent 19.11.2026; he received yours 17.11.2026"),
    ),
    (
        "11-koi8-r.eml",
        Ok("his move 12. Кb1-d2, sent 19.11.2026; he received yours 17.11.2026"),
    ),
    (
        "12-forwarded.eml",
        Ok("his move 12. 2142, sent 19.11.2026; he received yours 17.11.2026"),
    ),
    ("13-not-mail.eml", Err("this file is not an e-mail (.eml)")),
    (
        "14-draw-offer.txt",
        Ok("his move 12. Кb1-d2, sent 19.11.2026; he received yours 17.11.2026"),
    ),
    (
        // A resignation comes without a move.
        "15-resigns.txt",
        Ok("no move, sent 19.11.2026; he received yours 17.11.2026"),
    ),
];

#[test]
fn realistic_messages_each_give_their_move_or_their_refusal() {
    let (_dir, path) = demo();
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/email");
    let files: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        files.len(),
        EXPECTED.len(),
        "every fixture has its expectation"
    );
    for (file, expected) in EXPECTED {
        let got = ccdiary(
            &path,
            &["receive-email", folder.join(file).to_str().unwrap()],
        );
        match (expected, got) {
            (Ok(first), Ok(said)) => {
                let line = said.lines().next().unwrap();
                assert_eq!(
                    line,
                    format!("game 10 with Лебедев Юрий (ЭМ-12): {first}"),
                    "{file}"
                );
                assert!(said.contains("nothing is recorded yet"), "{file}");
            }
            (Err(refusal), Err(e)) => assert!(e.to_string().contains(refusal), "{file}: {e}"),
            (expected, got) => panic!("{file}: expected {expected:?}, got {got:?}"),
        }
    }
    // Named with --game, the same message is read.
    let latin = folder.join("04-latin-san.txt");
    let said = ccdiary(
        &path,
        &["receive-email", latin.to_str().unwrap(), "--game", "10"],
    )
    .unwrap();
    assert!(
        said.starts_with("game 10 with Лебедев Юрий (ЭМ-12): his move 12. Nbd2, sent 19.11.2026"),
        "{said}"
    );
    // The mistake in his game text is told move by move (47.3.12); nothing was recorded.
    let said = ccdiary(
        &path,
        &[
            "receive-email",
            folder.join("06-mistake-in-history.txt").to_str().unwrap(),
        ],
    )
    .unwrap();
    assert!(
        said.contains("move 11…: he wrote «4826», the diary has 4837"),
        "{said}"
    );
    assert_eq!(
        Store::open(&path).unwrap().plies(GameId(10)).unwrap().len(),
        22
    );
    // What he says besides the move is read and recorded with it.
    let offer = folder.join("14-draw-offer.txt");
    let said = ccdiary(&path, &["receive-email", offer.to_str().unwrap()]).unwrap();
    assert_eq!(
        said.lines().nth(1),
        Some("the partner offers a draw"),
        "{said}"
    );
    let resigns = folder.join("15-resigns.txt");
    let said = ccdiary(
        &path,
        &["receive-email", resigns.to_str().unwrap(), "--record"],
    )
    .unwrap();
    assert!(
        said.contains("the partner resigns: the game ends 0-1 on 19.11.2026"),
        "{said}"
    );
    let game = Store::open(&path).unwrap().game(GameId(10)).unwrap();
    assert_eq!(game.result, ccdiary::domain::GameResult::BlackWins);
}

#[test]
fn a_mail_recorded_gives_the_move_its_dates_and_files_the_message_48_1_4() {
    let (_dir, path) = demo();
    let file =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/email/11-koi8-r.eml");
    let said = ccdiary(
        &path,
        &["receive-email", file.to_str().unwrap(), "--record"],
    )
    .unwrap();
    assert!(
        said.contains("his message states his total 32 (the diary counts 32)"),
        "{said}"
    );
    let store = Store::open(&path).unwrap();
    let r = store.game_records(GameId(10)).unwrap();
    assert_eq!(r.plies.len(), 23);
    let his = r.plies.last().unwrap();
    assert_eq!(his.uci.to_string(), "b1d2");
    assert_eq!(his.sent.written, Some(date(2026, 11, 19)));
    // The day the mail's Date header gives is the day it reached me.
    assert_eq!(his.arrived, Some(date(2026, 11, 20)));
    assert_eq!(r.plies[21].arrived, Some(date(2026, 11, 17)));
    let card = r.correspondence.last().unwrap();
    assert!(
        card.body.contains("Моё время: 2 на ход, 32 всего"),
        "{}",
        card.body
    );
}
