//! The PDF documents: their text read back with lopdf, their page sizes, embedded fonts, and
//! pagination.

use ccdiary::cli::{self, CliCommand};
use ccdiary::storage::Store;

/// Runs `ccdiary pdf KIND TARGET` and returns the PDF read back.
fn pdf(
    path: &std::path::Path,
    kind: &str,
    target: &str,
    extra: &[(&str, &str)],
) -> anyhow::Result<lopdf::Document> {
    let out = path.with_extension(format!("{kind}.pdf"));
    let mut claim = None;
    let mut sealed = None;
    let mut justification = None;
    let mut written = None;
    for (k, v) in extra {
        match *k {
            "written" => written = Some(v.to_string()),
            "claim" => claim = Some(v.parse().unwrap()),
            "sealed" => sealed = Some(v.to_string()),
            "justification" => {
                let file = path.with_extension("analysis.txt");
                std::fs::write(&file, v)?;
                justification = Some(file);
            }
            _ => {}
        }
    }
    cli::run(
        &CliCommand::Pdf(ccdiary::cli::PdfArgs {
            kind: clap::ValueEnum::from_str(kind, false).unwrap(),
            target: target.into(),
            out: out.clone(),
            paper: cli::PaperArgs {
                as_of: Some(super::date(2026, 5, 31)),
                claim,
                justification,
                sealed,
                with_analysis: false,
            },
            written,
            sent: None,
            received: None,
        }),
        path,
        &mut std::io::empty(),
        &mut Vec::new(),
    )?;
    Ok(lopdf::Document::load_mem(&std::fs::read(&out)?)?)
}

/// An entry of the PDF's information dictionary, decoded from UTF-16BE.
fn info(doc: &lopdf::Document, key: &[u8]) -> String {
    let id = doc.trailer.get(b"Info").unwrap().as_reference().unwrap();
    let dict = doc.get_object(id).unwrap().as_dict().unwrap();
    let bytes = dict.get(key).unwrap().as_str().unwrap();
    let units: Vec<u16> = bytes
        .chunks(2)
        .map(|c| u16::from_be_bytes([c[0], c[1]]))
        .collect();
    String::from_utf16(&units)
        .unwrap()
        .trim_start_matches('\u{feff}')
        .to_owned()
}

fn text(doc: &lopdf::Document) -> String {
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    // A move keeps to its number by no-break spaces, which read as spaces.
    doc.extract_text(&pages).unwrap().replace('\u{a0}', " ")
}

/// Page sizes in millimetres, rounded.
fn sizes(doc: &lopdf::Document) -> Vec<(i64, i64)> {
    doc.get_pages()
        .values()
        .map(|id| {
            let page = doc.get_dictionary(*id).unwrap();
            let media = page.get(b"MediaBox").unwrap().as_array().unwrap();
            let num = |o: &lopdf::Object| {
                o.as_float()
                    .map(f64::from)
                    .or_else(|_| o.as_i64().map(|i| i as f64))
                    .unwrap()
            };
            let mm = |pt: f64| (pt * 25.4 / 72.0).round() as i64;
            (
                mm(num(&media[2]) - num(&media[0])),
                mm(num(&media[3]) - num(&media[1])),
            )
        })
        .collect()
}

/// Every font is embedded (has a font file).
fn fonts_embedded(doc: &lopdf::Document) -> bool {
    let mut descriptors = 0;
    for (_, object) in doc.objects.iter() {
        if let Ok(dict) = object.as_dict()
            && dict.get(b"Type").ok().and_then(|t| t.as_name().ok()) == Some(b"FontDescriptor")
        {
            descriptors += 1;
            if !(dict.has(b"FontFile2") || dict.has(b"FontFile3") || dict.has(b"FontFile")) {
                return false;
            }
        }
    }
    descriptors > 0
}

fn diary_with(pgn: &str, me: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    cli::run(
        &CliCommand::Import(ccdiary::cli::ImportArgs {
            file: pgn.into(),
            me: Some(me.into()),
        }),
        &path,
        &mut std::io::empty(),
        &mut Vec::new(),
    )
    .unwrap();
    (dir, path)
}

/// The imported example is an e-mail game (article 50's form); these cards need it played by post.
fn played_by_post(path: &std::path::Path) {
    let mut store = Store::open(path).unwrap();
    for (id, t) in store.tournaments().unwrap() {
        let post = ccdiary::domain::Tournament {
            mode: ccdiary::domain::Mode::Post,
            ..t
        };
        store.update_tournament(id, &post).unwrap();
    }
    // A card needs the partner's postal address to go to.
    for (id, _) in store.partners().unwrap() {
        let address = ccdiary::domain::Contact {
            since: super::date(2026, 1, 1),
            postal_address: "190000, Санкт-Петербург, Невский пр., 1".into(),
            email: String::new(),
        };
        store.add_contact(id, &address).unwrap();
    }
}

#[test]
fn postcard_has_both_sides_in_a6_with_every_item_of_47_3_7() {
    let (_dir, path) = diary_with(crate::EMAIL_PGN, "Белые");
    let err = pdf(&path, "postcard", "1", &[]).unwrap_err();
    assert_eq!(
        format!("{err:#}"),
        "the game with Черные (Пример формы сообщения (статья 50)) is played by e-mail: \
         its moves go by e-mail, not on a postcard"
    );
    played_by_post(&path);
    let mut store = Store::open(&path).unwrap();
    let mut me = store.profile().unwrap();
    me.postal_address = "123456, Москва, ул. Ленина, 1".into();
    store.save_profile(&me).unwrap();
    drop(store);
    let doc = pdf(&path, "postcard", "1", &[]).unwrap();
    assert_eq!(sizes(&doc), vec![(148, 105), (148, 105)]);
    assert!(fonts_embedded(&doc));
    // The file says who wrote it and with what.
    assert_eq!(info(&doc, b"Author"), "Белые");
    assert_eq!(
        info(&doc, b"Creator"),
        format!("ccdiary {}", env!("CARGO_PKG_VERSION"))
    );
    // Not PDF/X, and not claiming to be.
    let id = doc.trailer.get(b"Info").unwrap().as_reference().unwrap();
    let dict = doc.get_object(id).unwrap().as_dict().unwrap();
    assert!(!dict.has(b"GTS_PDFXVersion"), "{dict:?}");
    let t = text(&doc);
    for item in [
        "От кого:",
        "Кому:",
        "Место для марки",
        "Пример формы сообщения (статья 50)",
        "Дата отправки вашего хода:",
        "18.05.2026",
        "Ваш ход получен:",
        "19.05.2026",
        "Мой ход отправлен:",
        "22.05.2026",
        "белые 7 дн., черные 1 дн.",
        "Повторяю ваш ход:",
        // By post the moves are in long algebraic notation (47.3.2).
        "2. … g7-g6",
        "3. c2-c4",
        "123456, Москва, ул. Ленина, 1",
        "Подпись",
    ] {
        assert!(t.contains(item), "missing {item:?} in\n{t}");
    }
}

#[test]
fn four_postcards_fit_on_an_a4_sheet() {
    let (_dir, path) = diary_with(crate::EMAIL_PGN, "Белые");
    played_by_post(&path);
    // A game named five times is one card: one sheet, both sides.
    let doc = pdf(&path, "postcards-a4", "1,1,1,1,1", &[]).unwrap();
    assert_eq!(sizes(&doc), vec![(297, 210); 2], "one card, one sheet");
    assert_eq!(text(&doc).matches("Место для марки").count(), 1);
    let err = pdf(&path, "postcards-a4", "today", &[]).unwrap_err();
    assert!(
        err.to_string()
            .contains("no move of yours was sent on 31.05.2026"),
        "{err}"
    );
}

#[test]
fn schedule_form_paginates_a_long_game_with_the_header_on_each_sheet() {
    let (_dir, path) = diary_with(crate::ICCF_PGN, "NN Black");
    let doc = pdf(&path, "schedule", "1", &[]).unwrap();
    // 66 moves at 22 rows a sheet, more where a long note wraps and its row grows.
    let sheets = sizes(&doc).len();
    assert!(sheets >= 3, "{sheets} sheets");
    assert_eq!(sizes(&doc), vec![(297, 210); sheets]);
    let t = text(&doc);
    assert_eq!(
        t.matches("График прохождения ходов и затраченного времени")
            .count(),
        sheets
    );
    assert!(t.contains(&format!("лист {sheets} из {sheets}")));
    assert!(
        t.contains("Черные: просрочка"),
        "a note says whose move it is about"
    );
    assert!(
        t.contains("Черные: просрочка: 48 дн. за 8\nходов при норме 30 дн. (47.6.1)"),
        "{t}"
    );
    assert!(fonts_embedded(&doc));
}

#[test]
fn a_hundred_move_schedule_takes_five_sheets() {
    // 100 moves: knights back and forth, one day each.
    let mut pgn = String::from(
        "[Event \"Long\"]\n[Site \"e-mail\"]\n[White \"Me\"]\n[Black \"Him\"]\n[Result \"*\"]\n\n",
    );
    let cycle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    for ply in 0..200 {
        if ply % 2 == 0 {
            pgn.push_str(&format!("{}. ", ply / 2 + 1));
        }
        let day =
            chrono::NaiveDate::from_ymd_opt(2026, 1, 1).unwrap() + chrono::Duration::days(ply);
        pgn.push_str(&format!(
            "{} {{[%ccsnt {}]}} ",
            cycle[ply as usize % 4],
            day.format("%Y.%m.%d")
        ));
    }
    pgn.push('*');
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("long.pgn");
    std::fs::write(&file, pgn).unwrap();
    let (_d, path) = diary_with(file.to_str().unwrap(), "Me");
    let doc = pdf(&path, "schedule", "1", &[]).unwrap();
    assert_eq!(doc.get_pages().len(), 5);
    let last = doc.extract_text(&[5]).unwrap();
    assert!(last.contains("лист 5 из 5"), "{last}");
    // Row 100: his and my last moves with their dates, days and running totals.
    assert!(
        last.contains("100\n6371\n17.07.26\n18.07.26\n1\n99\n6678\n18.07.26\n19.07.26\n1\n100\n"),
        "{last}"
    );
    assert!(
        last.contains("Суммарное время: белые 99 дн. (штрафных 0), черные 100 дн. (штрафных 0)"),
        "{last}"
    );
    let fourth = doc.extract_text(&[4]).unwrap();
    assert!(fourth.starts_with("Турнир № Long\nлист 4 из 5"), "{fourth}");
    assert!(!fourth.lines().any(|l| l == "100"), "{fourth}");
}

#[test]
fn report_lists_every_game_of_the_tournament_as_of_a_day() {
    let (_dir, path) = diary_with(crate::EMAIL_PGN, "Белые");
    let doc = pdf(&path, "report", "Пример формы сообщения (статья 50)", &[]).unwrap();
    assert_eq!(sizes(&doc), vec![(210, 297)]);
    let t = text(&doc);
    for item in [
        "Отчет участника турнира Белые о ходе игры в турнире",
        "по состоянию на 31.05.2026",
        "Фамилии партнеров",
        "Черные",
        "22.05.2026",
    ] {
        assert!(t.contains(item), "missing {item:?} in\n{t}");
    }
}

#[test]
fn game_record_and_adjudication_carry_their_items() {
    let (_dir, path) = diary_with(crate::ICCF_PGN, "NN Black");
    let record = text(&pdf(&path, "record", "1", &[]).unwrap());
    for item in [
        "Запись партии",
        "Партнеры:",
        "NN White",
        "Начало партии:",
        "02.10.2018",
        "Окончание партии:",
        "18.02.2019",
        "Суммарное время:",
        "0-1",
        "Подпись",
    ] {
        assert!(record.contains(item), "missing {item:?} in\n{record}");
    }
    // Finished 0-1: nothing to adjudicate (47.9.4).
    let err = pdf(&path, "adjudication", "1", &[("claim", "0-1")]).unwrap_err();
    assert!(format!("{err:#}").contains("has ended"), "{err:#}");
    // Unfinished at the tournament's end, it goes to adjudication.
    ccdiary::diary::Diary::open(&path)
        .unwrap()
        .set_status(
            ccdiary::domain::GameId(1),
            ccdiary::domain::GameStatus::Adjudication,
            ccdiary::domain::GameResult::Unknown,
        )
        .unwrap();
    let err = pdf(&path, "adjudication", "1", &[("claim", "0-1")]).unwrap_err();
    assert_eq!(
        format!("{err:#}"),
        "say the result you claim and justify it with your analysis (47.9.5.3)"
    );
    let analysis = [
        ("claim", "0-1"),
        ("justification", "Конь h3 и пешки черных решают."),
    ];
    let adj = text(&pdf(&path, "adjudication", "1", &analysis).unwrap());
    for item in [
        "Материалы для присуждения партии",
        "Заключительная позиция:",
        "FEN: 8/4kp2/8/8/5P2/4P2n/2K5/8 w - - 2 67",
        "0-1 (победа черных)",
        "Обоснование",
        "Конь h3 и пешки черных решают.",
    ] {
        assert!(adj.contains(item), "missing {item:?} in\n{adj}");
    }
}

#[test]
fn overstep_claim_is_refused_without_an_overstep_and_made_with_one() {
    let (_dir, path) = diary_with(crate::ICCF_PGN, "NN Black");
    let err = pdf(&path, "claim", "1", &[]).unwrap_err();
    assert_eq!(
        format!("{err:#}"),
        "the game with NN White (PGN) has no time-control overstep: there is nothing to claim"
    );
    // As White in the same game, Black's oversteps (moves 8 and 11) could be claimed until
    // my reply to his control move went out (47.6.3); the game went on long after.
    let (_dir2, path2) = diary_with(crate::ICCF_PGN, "NN White");
    let late = pdf(&path2, "claim", "1", &[]).unwrap_err();
    assert_eq!(
        format!("{late:#}"),
        "the overstep in the game with NN Black (PGN) can no longer be claimed: the claim was due by 04.01.2019, when your reply to his control move 20 went out (47.6.3)"
    );
    let out = path2.with_extension("claim.pdf");
    cli::run(
        &CliCommand::Pdf(ccdiary::cli::PdfArgs {
            kind: ccdiary::documents::DocumentKind::Claim,
            target: "1".into(),
            out: out.clone(),
            paper: cli::PaperArgs {
                as_of: Some(super::date(2019, 1, 4)),
                claim: None,
                justification: None,
                sealed: None,
                with_analysis: false,
            },
            written: None,
            sent: None,
            received: None,
        }),
        &path2,
        &mut std::io::empty(),
        &mut Vec::new(),
    )
    .unwrap();
    let doc = lopdf::Document::load_mem(&std::fs::read(&out).unwrap()).unwrap();
    let t = text(&doc);
    for item in [
        "Заявление о просрочке времени",
        "за 3 хода израсходовано 32 дн. при норме 30 дней.",
        "Дата 04.01.2019",
        "квитанция №",
        "Прилагаю открытки партнера",
        "График прохождения ходов",
    ] {
        assert!(t.contains(item), "missing {item:?} in\n{t}");
    }
    // His moves came from a PGN, no card of his filed: the cards of the count are listed by
    // move and date (47.6.2.3), not left as a blank line.
    let flat = t.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("(ход 9. …") && flat.contains("(ход 11. …"),
        "{flat}"
    );
    assert!(!flat.contains("— ______"), "{flat}");
}

#[test]
fn a_repeat_card_says_it_is_a_repeat_47_5_1() {
    let (_dir, path) = diary_with(crate::EMAIL_PGN, "Белые");
    played_by_post(&path);
    let err = pdf(&path, "repeat-postcard", "1", &[]).unwrap_err();
    assert_eq!(
        format!("{err:#}"),
        "no repeat of your last move is filed in the game with Черные (Пример формы сообщения (статья 50))"
    );
    let mut store = Store::open(&path).unwrap();
    store
        .add_correspondence(&ccdiary::domain::CorrespondenceItem {
            game: ccdiary::domain::GameId(1),
            direction: ccdiary::domain::Direction::Out,
            medium: ccdiary::domain::Medium::Letter,
            written: Some(super::date(2026, 6, 6)),
            sent: Some(super::date(2026, 6, 6)),
            received: None,
            ply: Some(4),
            declaration: None,
            together_with: None,
            stated_total: None,
            body: String::new(),
        })
        .unwrap();
    drop(store);
    let t = text(&pdf(&path, "repeat-postcard", "1", &[]).unwrap());
    // It names the card it repeats (my move of 22.05) and goes by registered mail.
    assert!(
        t.contains("ПОВТОР открытки от 22.05.2026, заказным 06.06.2026 (47.5.1)"),
        "{t}"
    );
    assert!(t.contains("Заказное"), "{t}");
    assert!(t.contains("3. c2-c4"), "{t}");
}

#[test]
fn todays_sheet_of_cards_leaves_out_email_games() {
    // My move in the e-mail example went on 22.05.2026; the day's sheet has no card for it,
    // and says there is none rather than refusing the whole sheet.
    let (_dir, path) = diary_with(crate::EMAIL_PGN, "Белые");
    let run = |path: &std::path::Path| {
        cli::run(
            &CliCommand::Pdf(ccdiary::cli::PdfArgs {
                kind: ccdiary::documents::DocumentKind::PostcardsA4,
                target: "today".into(),
                out: path.with_extension("a4.pdf"),
                paper: cli::PaperArgs {
                    as_of: Some(super::date(2026, 5, 22)),
                    claim: None,
                    justification: None,
                    sealed: None,
                    with_analysis: false,
                },
                written: None,
                sent: None,
                received: None,
            }),
            path,
            &mut std::io::empty(),
            &mut Vec::new(),
        )
    };
    let err = run(&path).unwrap_err();
    assert_eq!(
        format!("{err:#}"),
        "no move of yours was sent on 22.05.2026"
    );
    played_by_post(&path);
    run(&path).expect("by post the day's card is printed");
}

#[test]
fn a_card_needs_the_partners_address_which_the_command_line_records() {
    let (_dir, path) = diary_with(crate::EMAIL_PGN, "Белые");
    let mut store = Store::open(&path).unwrap();
    for (id, t) in store.tournaments().unwrap() {
        let post = ccdiary::domain::Tournament {
            mode: ccdiary::domain::Mode::Post,
            ..t
        };
        store.update_tournament(id, &post).unwrap();
    }
    drop(store);
    let err = pdf(&path, "postcard", "1", &[]).unwrap_err();
    assert_eq!(
        format!("{err:#}"),
        "the partner in the game with Черные (Пример формы сообщения (статья 50)) has no postal address: the card has nowhere to go; enter it (Game → Partner's address…, or `ccdiary partner-address`)"
    );
    let mut said = Vec::new();
    cli::run(
        &CliCommand::PartnerAddress(ccdiary::cli::PartnerAddressArgs {
            game: ccdiary::domain::GameId(1),
            postal: Some("101000, Москва,\\nул. Мясницкая, 1".into()),
            email: None,
            since: Some(super::date(2026, 5, 1)),
        }),
        &path,
        &mut std::io::empty(),
        &mut said,
    )
    .unwrap();
    assert!(
        String::from_utf8(said)
            .unwrap()
            .contains("the partner's address recorded in game 1")
    );
    let t = text(&pdf(&path, "postcard", "1", &[]).unwrap());
    assert!(t.contains("101000, Москва,\nул. Мясницкая, 1"), "{t}");
    // A new e-mail alone keeps his postal address; a new address cannot start before the
    // current one (47.1.2: he tells of a change, it does not reach back).
    let set = |postal: Option<&str>, email: Option<&str>, since| {
        cli::run(
            &CliCommand::PartnerAddress(ccdiary::cli::PartnerAddressArgs {
                game: ccdiary::domain::GameId(1),
                postal: postal.map(str::to_owned),
                email: email.map(str::to_owned),
                since: Some(since),
            }),
            &path,
            &mut std::io::empty(),
            &mut Vec::new(),
        )
    };
    set(None, Some("black@example.ru"), super::date(2026, 5, 10)).unwrap();
    let partner = Store::open(&path).unwrap().partners().unwrap()[0].1.clone();
    let now = partner.current_contact().unwrap();
    assert_eq!(
        (now.postal_address.as_str(), now.email.as_str()),
        ("101000, Москва,\nул. Мясницкая, 1", "black@example.ru")
    );
    let err = set(
        Some("199000, Санкт-Петербург"),
        None,
        super::date(2026, 5, 5),
    )
    .unwrap_err();
    assert_eq!(
        format!("{err:#}"),
        "his current address is valid from 10.05.2026: a new one cannot start before it (--since)"
    );
}

#[test]
fn a_card_of_a_game_whose_file_named_no_tournament_asks_for_the_name_47_3_7_1() {
    let pgn = "[Event \"?\"]\n[Site \"post\"]\n[White \"Me\"]\n[Black \"Him\"]\n[Result \"*\"]\n\n\
               1. e4 {[%ccsnt 2026.05.01]} e5 {[%ccsnt 2026.05.05]} 2. Nf3 {[%ccsnt 2026.05.09]} *";
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("nameless.pgn");
    std::fs::write(&file, pgn).unwrap();
    let (_d, path) = diary_with(file.to_str().unwrap(), "Me");
    played_by_post(&path);
    let err = pdf(&path, "postcard", "1", &[]).unwrap_err();
    assert_eq!(
        format!("{err:#}"),
        "the game with Him (PGN) came from a PGN file that does not name its tournament: name it before the card (Game → Tournament…, or `ccdiary tournament set`) (47.3.7.1)"
    );
    cli::run(
        &CliCommand::Tournament(ccdiary::cli::TournamentArgs {
            action: ccdiary::cli::TournamentCommand::Set {
                tournament: "PGN".into(),
                code: Some("Т-9".into()),
                name: Some("Кубок-9".into()),
                mode: None,
                start: None,
                end: None,
                control_days: None,
                control_moves: None,
                leave_days: None,
                leave_event_days: None,
                penalty_days: None,
                registered_always: None,
                engines: None,
                card_diagram: None,
                arbiter: None,
                arbiter_address: None,
                arbiter_email: None,
            },
        }),
        &path,
        &mut std::io::empty(),
        &mut Vec::new(),
    )
    .unwrap();
    let t = text(&pdf(&path, "postcard", "1", &[]).unwrap());
    assert!(t.contains("Т-9 Кубок-9"), "{t}");
}

#[test]
fn the_claim_appends_the_photos_of_his_cards_and_lists_his_scans_kept_as_pdf_47_6_2_3() {
    use super::cli::ccdiary;
    use ccdiary::domain::scans::check_scan;
    use ccdiary::domain::{CorrespondenceItem, Direction, GameId, Medium};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("diary.sqlite");
    ccdiary::demo::create_demo(&path, super::date(2026, 11, 29)).unwrap();
    let game = GameId(5);
    let card = |direction| CorrespondenceItem {
        game,
        direction,
        medium: Medium::Card,
        written: Some(super::date(2026, 11, 10)),
        sent: Some(super::date(2026, 11, 10)),
        received: Some(super::date(2026, 11, 14)),
        ply: Some(13),
        declaration: None,
        together_with: None,
        stated_total: None,
        body: "Кg8-f6".into(),
    };
    let mut store = Store::open(&path).unwrap();
    let his = store.add_correspondence(&card(Direction::In)).unwrap();
    let mine = store.add_correspondence(&card(Direction::Out)).unwrap();
    let photo = image::RgbImage::from_pixel(300, 200, image::Rgb([240, 230, 200]));
    let mut png = std::io::Cursor::new(Vec::new());
    photo.write_to(&mut png, image::ImageFormat::Png).unwrap();
    let png = png.into_inner();
    let scanned = b"%PDF-1.4\n% a scanner's file\n".to_vec();
    for (row, name, bytes) in [
        (his, "his card.png", &png),
        (his, "his card.pdf", &scanned),
        (mine, "my card.png", &png),
    ] {
        let kind = check_scan(bytes).unwrap();
        store.attach_scan(game, row, name, kind, bytes).unwrap();
    }
    drop(store);

    let analysis = dir.path().join("analysis.txt");
    std::fs::write(&analysis, "White is a pawn up.").unwrap();
    let pages_of = |kind: &str| {
        let out = dir.path().join(format!("{kind}.pdf"));
        let mut args = vec!["pdf", kind, "5", "--out", out.to_str().unwrap()];
        if kind == "adjudication" {
            // After КР-7's end on 03.01.2028, when unfinished games are adjudicated.
            args.extend([
                "--claim",
                "1-0",
                "--justification",
                analysis.to_str().unwrap(),
                "--as-of",
                "2028-01-04",
            ]);
        }
        ccdiary(&path, &args).unwrap();
        lopdf::Document::load_mem(&std::fs::read(&out).unwrap()).unwrap()
    };
    let claim = pages_of("claim");
    let said = text(&claim);
    assert!(said.contains("Приложение 1"), "{said}");
    assert!(
        said.contains("открытка партнера от 10.11.2026, Кg8-f6 (his card.png)"),
        "{said}"
    );
    assert!(said.contains("Приложены отдельными файлами"), "{said}");
    assert!(said.contains("his card.pdf: открытка партнера"), "{said}");
    assert!(
        !said.contains("my card.png"),
        "the claim cites his cards only: {said}"
    );
    assert!(!said.contains("Приложение 2"), "{said}");
    // Each picture is an image on its page, the size of A4.
    let last_two: Vec<(i64, i64)> = sizes(&claim).into_iter().rev().take(2).collect();
    assert_eq!(last_two, vec![(210, 297), (210, 297)]);
    let images = claim
        .objects
        .values()
        .filter(|o| {
            o.as_stream().is_ok_and(|s| {
                s.dict
                    .get(b"Subtype")
                    .is_ok_and(|t| t.as_name().is_ok_and(|n| n == b"Image"))
            })
        })
        .count();
    assert_eq!(images, 1);

    // The adjudication cites every card; the schedule none.
    let text_adj = text(&pages_of("adjudication"));
    assert!(text_adj.contains("моя открытка от 10.11.2026") && text_adj.contains("Приложение 2"));
    assert!(!text(&pages_of("schedule")).contains("Приложение 1"));
}

/// The cards that say more than a move: his offer declined on my card with my move, my own
/// offer on the next, his acceptance ending the game (result, end date, report row), and a
/// resignation card in a game of its own.
#[test]
fn draw_offers_declined_accepted_and_a_resignation_go_on_the_cards_and_end_the_game() {
    use super::cli::ccdiary;
    let (_dir, path) = diary_with(crate::EMAIL_PGN, "Белые");
    played_by_post(&path);
    let said = ccdiary(
        &path,
        &[
            "receive",
            "1",
            "Сf8-g7",
            "--offer-draw",
            "--written",
            "24.05.2026",
            "--received",
            "24.05.2026",
            "--today",
            "2026-05-25",
        ],
    )
    .unwrap();
    assert!(said.ends_with("\nthe partner offers a draw\n"), "{said}");
    let said = ccdiary(
        &path,
        &[
            "send",
            "1",
            "Nc3",
            "--decline-draw",
            "--date",
            "25.05.2026",
            "--today",
            "2026-05-25",
        ],
    )
    .unwrap();
    assert!(said.ends_with("\nI decline his draw offer\n"), "{said}");
    let t = text(&pdf(&path, "postcard", "1", &[]).unwrap());
    for item in ["Мой ход:", "4. Кb1-c3", "Ваше предложение ничьей отклоняю"]
    {
        assert!(t.contains(item), "missing {item:?} in\n{t}");
    }
    // The schedule notes both, for whom.
    let csv = ccdiary(&path, &["schedule", "1", "--format", "csv"]).unwrap();
    let row = |n: &str| csv.lines().find(|l| l.starts_with(n)).unwrap_or_default();
    assert!(row("3,").ends_with("; draw offered\""), "{csv}");
    assert!(row("4,").ends_with(",White: draw offer declined"), "{csv}");

    // His reply, my offer with my next move, and his acceptance without a move.
    ccdiary(
        &path,
        &[
            "receive",
            "1",
            "Nf6",
            "--written",
            "26.05.2026",
            "--received",
            "27.05.2026",
            "--today",
            "2026-05-27",
        ],
    )
    .unwrap();
    ccdiary(
        &path,
        &[
            "send",
            "1",
            "e4",
            "--offer-draw",
            "--date",
            "27.05.2026",
            "--today",
            "2026-05-27",
        ],
    )
    .unwrap();
    let t = text(&pdf(&path, "postcard", "1", &[]).unwrap());
    assert!(t.contains("Предлагаю ничью"), "{t}");
    assert_eq!(
        ccdiary(&path, &["receive", "1", "--resigned", "dxc4"])
            .unwrap_err()
            .to_string(),
        "a resignation goes without a move: clear the move field"
    );
    let said = ccdiary(
        &path,
        &[
            "receive",
            "1",
            "--accept-draw",
            "--written",
            "29.05.2026",
            "--received",
            "30.05.2026",
            "--today",
            "2026-05-30",
        ],
    )
    .unwrap();
    assert_eq!(
        said,
        "the partner accepts my draw offer: the game ends 1/2-1/2 on 29.05.2026\n"
    );
    let store = Store::open(&path).unwrap();
    let game = store.game(ccdiary::domain::GameId(1)).unwrap();
    assert_eq!(
        (game.status(), game.result()),
        (
            ccdiary::domain::GameStatus::Finished,
            ccdiary::domain::GameResult::Draw
        )
    );
    drop(store);
    // The report's row and the game record say how and when it ended.
    let words = |doc| text(&doc).split_whitespace().collect::<Vec<_>>().join(" ");
    let t = words(pdf(&path, "report", "Пример формы сообщения (статья 50)", &[]).unwrap());
    assert!(
        t.contains("окончена ½-½: черные приняли ничью 29.05.2026"),
        "{t}"
    );
    let t = words(pdf(&path, "record", "1", &[]).unwrap());
    assert!(t.contains("Окончание партии: 29.05.2026"), "{t}");
    assert!(t.contains("ничья), черные приняли ничью 29.05.2026"), "{t}");
    // No more moves go in a finished game.
    assert!(ccdiary(&path, &["send", "1", "Nf3xe5"]).is_err());

    // A resignation in a game of its own, while it is his move: the card says so.
    let (_dir, path) = diary_with(crate::EMAIL_PGN, "Белые");
    played_by_post(&path);
    assert_eq!(
        ccdiary(&path, &["resign", "1", "--date", "26.05.2026"]).unwrap(),
        "I resign: the game ends 0-1 on 26.05.2026\n"
    );
    let t = text(&pdf(&path, "postcard", "1", &[]).unwrap());
    for item in ["Сдаюсь", "Дата отправления:", "26.05.2026"] {
        assert!(t.contains(item), "missing {item:?} in\n{t}");
    }
    assert!(!t.contains("Мой ход:"), "{t}");
}

/// The request to replace an impossible move (47.3.12): made and recorded by one command,
/// quoting what he wrote and why it cannot be played; the Today item is then done.
#[test]
fn the_request_to_replace_his_move_quotes_it_and_answers_the_today_item_47_3_12() {
    use super::cli::ccdiary;
    let (_dir, path) = diary_with(crate::EMAIL_PGN, "Белые");
    played_by_post(&path);
    ccdiary(
        &path,
        &[
            "penalty",
            "1",
            "partner",
            "impossible",
            "--date",
            "2026-05-26",
        ],
    )
    .unwrap();
    let today = |path| ccdiary(path, &["today"]).unwrap();
    assert!(today(&path).contains("(47.3.12)"), "{}", today(&path));
    // Nothing is filed for a move that can be played.
    let playable = pdf(&path, "request-replacement", "1", &[("written", "Сf8-g7")]);
    assert!(
        format!("{:#}", playable.unwrap_err()).contains("can be played"),
        "a playable move is refused"
    );
    let t = text(&pdf(&path, "request-replacement", "1", &[("written", "Фd8-d2")]).unwrap());
    let t = t.split_whitespace().collect::<Vec<_>>().join(" ");
    for item in [
        "Ваш ход: Фd8-d2",
        "Прошу заменить ваш ход возможным ходом любой фигуры (47.3.12)",
        "Дата отправления:",
    ] {
        assert!(t.contains(item), "missing {item:?} in\n{t}");
    }
    assert!(!today(&path).contains("(47.3.12)"), "{}", today(&path));
    let cards = Store::open(&path)
        .unwrap()
        .correspondence(ccdiary::domain::GameId(1))
        .unwrap();
    assert_eq!(
        cards.last().and_then(|c| c.declaration),
        Some(ccdiary::domain::declarations::Declaration::AskReplacement)
    );
    // Printed again, nothing more is filed.
    pdf(&path, "request-replacement", "1", &[]).unwrap();
    let again = Store::open(&path)
        .unwrap()
        .correspondence(ccdiary::domain::GameId(1))
        .unwrap();
    assert_eq!(again.len(), cards.len());
}

/// A double round: both my moves on one card (one confirmation, one card with each game's
/// items), his card with both his moves recorded in both games, each game with its own
/// schedule.
#[test]
fn two_games_with_one_partner_go_on_one_card_and_come_back_on_one_47_3_7() {
    use super::cli::ccdiary;
    use ccdiary::domain::*;
    let (_dir, path) = super::one_door::new_double_round();
    // His card: 1...e5 in game 1 and 1.d4 in game 2.
    let said = ccdiary(
        &path,
        &[
            "receive",
            "1",
            "e5",
            "--with",
            "2=d4",
            "--written",
            "05.11.2026",
            "--received",
            "08.11.2026",
            "--his-receipt",
            "04.11.2026",
        ],
    )
    .unwrap();
    assert_eq!(said.lines().count(), 2, "{said}");
    // My card: 2.Nf3 in game 1 and 1...d5 in game 2.
    let said = ccdiary(
        &path,
        &["send", "1", "Nf3", "--with", "2=d5", "--date", "09.11.2026"],
    )
    .unwrap();
    assert!(said.contains("2. Кg1-f3 on 09.11.2026"), "{said}");
    assert!(said.contains("1. … d7-d5 on 09.11.2026"), "{said}");
    let doc = pdf(&path, "postcard", "1", &[]).unwrap();
    assert_eq!(sizes(&doc), vec![(148, 105), (148, 105)]);
    let t = text(&doc).split_whitespace().collect::<Vec<_>>().join(" ");
    for item in [
        "Доска 1. Белые: Иванов Иван Иванович — Черные: Петров Павел",
        "Доска 2. Белые: Петров Павел — Черные: Иванов Иван Иванович",
        "Повторяю ваш ход: 1. … e7-e5",
        "Мой ход: 2. Кg1-f3",
        "Повторяю ваш ход: 1. d2-d4",
        "Мой ход: 1. … d7-d5",
    ] {
        assert!(t.contains(item), "missing {item:?} in\n{t}");
    }
    assert_eq!(t.matches("Ваш ход получен: 08.11.2026").count(), 2, "{t}");
    // Game 2's card is the same card; the day's 4-up sheet prints it once.
    let t2 = text(&pdf(&path, "postcard", "2", &[]).unwrap());
    assert_eq!(t2.split_whitespace().collect::<Vec<_>>().join(" "), t);
    let sheet = pdf(&path, "postcards-a4", "1,2", &[]).unwrap();
    let sheet_text = text(&sheet);
    assert_eq!(sheet_text.matches("Доска 2.").count(), 1, "{sheet_text}");
    // The envelope carries both games as the card does (issue 31, item 10).
    let envelope = text(&pdf(&path, "envelope", "1", &[]).unwrap());
    let envelope = envelope.split_whitespace().collect::<Vec<_>>().join(" ");
    for item in ["Мой ход: 2. Кg1-f3", "Мой ход: 1. … d7-d5"] {
        assert!(envelope.contains(item), "missing {item:?} in\n{envelope}");
    }

    // His next card answers both; each game keeps its own dates and totals.
    ccdiary(
        &path,
        &[
            "receive",
            "1",
            "Nc6",
            "--with",
            "2=c4",
            "--written",
            "12.11.2026",
            "--received",
            "15.11.2026",
            "--his-receipt",
            "11.11.2026",
        ],
    )
    .unwrap();
    let store = Store::open(&path).unwrap();
    let (a, b) = (
        store.game_records(GameId(1)).unwrap(),
        store.game_records(GameId(2)).unwrap(),
    );
    assert_eq!((a.plies.len(), b.plies.len()), (4, 3));
    assert_eq!(a.plies[2].arrived, Some(super::date(2026, 11, 11)));
    assert_eq!(b.plies[1].arrived, Some(super::date(2026, 11, 11)));
    assert_eq!(b.plies[2].arrived, Some(super::date(2026, 11, 15)));
    assert_eq!(
        a.correspondence.last().unwrap().together_with,
        Some(GameId(2))
    );
    // Each game counts its own days: my 2.Nf3 and my 1...d5 each took one (8.11 → 9.11).
    let (sa, sb) = (a.totals(), b.totals());
    assert_eq!(sa.white.total.known(), Some(1));
    assert_eq!(sb.black.total.known(), Some(1));
    drop(store);
    // A game that is not the other of the round is refused, naming both.
    let err = ccdiary(&path, &["send", "1", "d4", "--with", "1=e4"]).unwrap_err();
    assert!(
        err.to_string()
            .contains("is not the other game of a double round with game 1"),
        "{err}"
    );
}

/// His offer answered with my move and not a word: it lapses, the schedule and the postcard's
/// next card say nothing of a draw, and it can no longer be accepted.
#[test]
fn a_draw_offer_answered_with_a_move_lapses() {
    use super::cli::ccdiary;
    let (_dir, path) = diary_with(crate::EMAIL_PGN, "Белые");
    played_by_post(&path);
    ccdiary(
        &path,
        &[
            "receive",
            "1",
            "Bg7",
            "--offer-draw",
            "--written",
            "24.05.2026",
            "--received",
            "24.05.2026",
            "--today",
            "2026-05-25",
        ],
    )
    .unwrap();
    ccdiary(
        &path,
        &[
            "send",
            "1",
            "Nc3",
            "--date",
            "25.05.2026",
            "--today",
            "2026-05-25",
        ],
    )
    .unwrap();
    let csv = ccdiary(&path, &["schedule", "1", "--format", "csv"]).unwrap();
    let row4 = csv.lines().find(|l| l.starts_with("4,")).unwrap();
    assert!(
        row4.ends_with("White: the draw offer lapsed: not accepted"),
        "{csv}"
    );
    let t = text(&pdf(&path, "postcard", "1", &[]).unwrap());
    assert!(!t.contains("ничь"), "{t}");
    let r = Store::open(&path)
        .unwrap()
        .game_records(ccdiary::domain::GameId(1))
        .unwrap();
    assert_eq!(
        ccdiary::domain::declarations::draw_offers(&r)[0].fate,
        ccdiary::domain::declarations::OfferFate::Lapsed { ply: 6 }
    );
}
