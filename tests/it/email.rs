//! The partner's e-mail read (issue 17): every message we write reads back to the same move and
//! dates, and realistic messages (tests/fixtures/email) each give their move or their refusal.

use ccdiary::domain::deadlines::GameRecords;
use ccdiary::domain::notation::{Notation, read_move, replay};
use ccdiary::domain::partner_message::{FromLine, against, read_message};
use ccdiary::domain::{GameId, Mode, Profile};
use ccdiary::storage::Store;

use super::cli::ccdiary;
use super::{date, demo};

/// The texts the diary writes of my last move in `r`: the e-mail message in each notation and
/// its table alone (article 50's main form), or the postcard's lines; each named.
fn texts_written(r: &GameRecords, me: &Profile) -> Vec<(String, String)> {
    let mut texts = Vec::new();
    if r.tournament.mode == Mode::Email {
        for notation in [Notation::Numeric, Notation::LongRu, Notation::San] {
            let text = ccdiary::documents::email::email_message(r, me, notation).unwrap();
            // The main form alone: the table and nothing under it.
            let table: String = text
                .lines()
                .take_while(|l| !l.starts_with("Подтверждаю"))
                .map(|l| format!("{l}\n"))
                .collect();
            texts.push((format!("{notation:?} message"), text));
            texts.push((format!("{notation:?} table"), table));
        }
    } else {
        let card = ccdiary::documents::postcard::postcard(r, me, Notation::LongRu, None).unwrap();
        let lines: Vec<String> = card.pages.iter().flat_map(|p| p.lines()).collect();
        texts.push(("postcard".to_owned(), lines.join("\n")));
    }
    texts
}

#[test]
fn every_message_and_postcard_we_write_reads_back_in_the_partners_diary_48_2_1_47_3_7() {
    let (_dir, path) = demo();
    let store = Store::open(&path).unwrap();
    let me = store.profile().unwrap();
    let mut read_back = 0;
    for r in store.active_game_records().unwrap() {
        let last = r.plies.len() as u32;
        if last == 0 || !r.is_mine(last - 1) {
            continue;
        }
        // The partner's diary: the game before my move, his colour.
        let mut his = r.clone();
        his.game.my_colour = !r.game.my_colour;
        his.plies.pop();
        let schedule = r.schedule();
        let mine = schedule.plies().last().unwrap();
        let his_last = schedule.plies().nth(last as usize - 2);
        for (what, text) in texts_written(&r, &me) {
            let at = format!("game {} {what}:\n{text}", r.id);
            let m = read_message(&text).unwrap_or_else(|e| panic!("{at}: {e:?}"));
            let reading =
                against(&his, &m, date(2026, 12, 1)).unwrap_or_else(|e| panic!("{at}: {e:?}"));
            let moves: Vec<_> = his.plies.iter().map(|p| p.uci).collect();
            let played = read_move(&replay(&moves).last(), &reading.his_move).unwrap();
            assert_eq!(
                played.to_uci(shakmaty::CastlingMode::Standard),
                r.plies[last as usize - 1].uci,
                "{at}"
            );
            let f = &reading.fields;
            let value = |d: Option<FromLine<chrono::NaiveDate>>| d.map(|d| d.value);
            assert_eq!(value(f.written), mine.sent.map(|e| e.date), "{at}");
            assert_eq!(value(f.his_receipt), mine.received, "{at}");
            assert_eq!(
                value(f.confirmed),
                his_last.and_then(|p| p.sent.map(|e| e.date)),
                "{at}"
            );
            // The table states the total after each move, the lines under it the totals now.
            let (my_total, his_total) = match what.ends_with("table") {
                true => (mine.total.known(), his_last.and_then(|p| p.total.known())),
                false => (
                    schedule.side(r.game.my_colour).total.known(),
                    schedule.side(!r.game.my_colour).total.known(),
                ),
            };
            assert_eq!(f.his_total.map(|t| t.value), my_total, "{at}");
            assert_eq!(f.my_total.map(|t| t.value), his_total, "{at}");
            read_back += 1;
        }
    }
    // Two post games' cards, two e-mail games' messages in three notations and their tables.
    assert!(read_back >= 14, "{read_back}");
    // What my message says besides the move reads back too.
    drop(store);
    ccdiary(&path, &["send", "8", "h6", "--offer-draw"]).unwrap();
    let r = Store::open(&path).unwrap().game_records(GameId(8)).unwrap();
    let text = ccdiary::documents::email::email_message(&r, &me, Notation::Numeric).unwrap();
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
        // Names in Latin letters are the diary's Cyrillic ones transliterated.
        "04-latin-san.txt",
        Ok("his move 12. Nbd2, sent 19.11.2026; he received yours 17.11.2026"),
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
    // The messages of the rules' game are in their own folder (tests/it/email_forms.rs).
    let files: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().unwrap().is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
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
    assert_eq!(game.result(), ccdiary::domain::GameResult::BlackWins);
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
