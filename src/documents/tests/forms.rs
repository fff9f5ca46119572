//! The article-52 form, the article-49 report, the adjudication submission, and the flow of
//! sheets.

use super::*;

#[test]
fn the_schedule_form_keeps_every_row_on_the_page_art_52() {
    let r = long_game(100, 0, 0);
    let doc = schedule_form(&r, &Profile::default(), Notation::Numeric);
    nothing_outside(&doc.pages);
    assert_eq!(doc.pages.len(), 5);
    for (n, page) in doc.pages.iter().enumerate() {
        let texts = page.texts();
        assert!(
            texts.contains(&format!("лист {} из 5", n + 1).as_str()),
            "{texts:?}"
        );
    }
    let all = texts(&doc.pages);
    for number in 1..=100 {
        let row = number.to_string();
        assert!(all.contains(&row.as_str()), "row {number} is missing");
    }
    let last = doc.pages[4].texts();
    assert!(last.iter().any(|t| t.starts_with("Суммарное время: белые")));
    assert!(last.contains(&"Подпись ____________"));
}

#[test]
fn a_full_last_sheet_still_has_room_for_the_totals_and_the_signature_art_52() {
    let r = long_game(2 * ROWS_PER_PAGE as u32, 0, 0);
    let doc = schedule_form(&r, &Profile::default(), Notation::Numeric);
    assert_eq!(doc.pages.len(), 2);
    nothing_outside(&doc.pages);
    assert!(doc.pages[1].texts().contains(&"Подпись ____________"));
}

#[test]
fn a_flow_starts_a_new_page_instead_of_passing_the_bottom() {
    let mut flow = Flow::new(Page::new(100.0, 50.0), 30.0, 10.0, 40.0);
    let (_, y) = flow.line(6.0);
    assert_eq!(y, 36.0);
    let (page, y) = flow.line(6.0);
    assert_eq!(
        y, 16.0,
        "42 would pass the bottom: the line goes to a new page"
    );
    page.text(10.0, y, 9.0, "second");
    let pages = flow.pages("П-1, партнер: Петров П. П.");
    assert_eq!(pages.len(), 2);
    assert!(pages[1].texts().contains(&"second"));
    assert!(
        pages[0]
            .texts()
            .contains(&"П-1, партнер: Петров П. П. — лист 1 из 2")
    );
    assert!(
        pages[1]
            .texts()
            .contains(&"П-1, партнер: Петров П. П. — лист 2 из 2")
    );
}

#[test]
fn the_report_gives_the_last_move_received_even_unanswered_art_49() {
    // His third move was sent on 30.01 and reached me on 01.02; I have not answered it yet.
    let r = long_game(3, 0, 0);
    let as_of = NaiveDate::from_ymd_opt(2026, 3, 1).unwrap();
    let doc = crate::documents::report::report(&[r], &Profile::default(), "П-1", as_of);
    let all = texts(&doc.pages);
    assert!(all.contains(&"01.02.2026"), "{all:?}");
    assert!(!all.contains(&"24.01.2026"), "{all:?}");
}

#[test]
fn the_report_keeps_every_game_and_its_signature_on_numbered_sheets_art_49() {
    let games: Vec<GameRecords> = (0..46)
        .map(|i| {
            let mut r = long_game(3, 0, 0);
            r.partner.name = format!("Партнёр {i:02}");
            r
        })
        .collect();
    let as_of = NaiveDate::from_ymd_opt(2026, 3, 1).unwrap();
    let doc = crate::documents::report::report(&games, &Profile::default(), "П-1", as_of);
    assert!(doc.pages.len() >= 2);
    nothing_outside(&doc.pages);
    let all = texts(&doc.pages);
    for i in 0..46 {
        let name = format!("Партнёр {i:02}");
        assert!(all.contains(&name.as_str()), "{name} is missing");
    }
    assert!(all.contains(&"Подпись ____________"));
    let of = doc.pages.len();
    for (n, page) in doc.pages.iter().enumerate() {
        let page_texts = page.texts();
        let foot = format!("Отчет участника, П-1 — лист {} из {of}", n + 1);
        assert!(page_texts.contains(&foot.as_str()), "{foot:?}");
        assert!(
            page_texts.contains(&"Фамилии партнеров"),
            "the head on sheet {}",
            n + 1
        );
    }
}

#[test]
fn an_adjudication_prints_every_line_of_the_analysis_47_9_5() {
    let r = long_game(30, 0, 0);
    let justification: String = (1..=89)
        .map(|i| format!("Строка анализа {i}: 31. Фd1-h5 g7-g6 32. Фh5-h6 с атакой."))
        .collect::<Vec<_>>()
        .join("\n");
    let claim = crate::documents::adjudication::AdjudicationClaim {
        result: GameResult::WhiteWins,
        justification,
        sealed_move: None,
        ..Default::default()
    };
    let doc = crate::documents::adjudication::adjudication(
        &r,
        &Profile::default(),
        Notation::Numeric,
        &claim,
        made_on(),
    )
    .expect("a claim with its analysis is written");
    nothing_outside(&doc.pages);
    let all = texts(&doc.pages);
    for i in 1..=89 {
        let start = format!("Строка анализа {i}:");
        assert!(
            all.iter().any(|t| t.starts_with(&start)),
            "line {i} is missing"
        );
    }
    assert!(all.contains(&"Подпись ____________"));
    assert!(doc.pages.len() >= 2);
    let of = doc.pages.len();
    for (n, page) in doc.pages.iter().enumerate() {
        let foot = format!(", партнер: {} — лист {} из {of}", r.partner.name, n + 1);
        assert!(page.texts().iter().any(|t| t.ends_with(&foot)), "{foot:?}");
    }
}

#[test]
fn an_adjudication_without_a_result_or_analysis_is_refused_47_9_5_3() {
    let r = long_game(30, 0, 0);
    for (result, justification) in [
        (GameResult::Unknown, "Белые выигрывают: 31. Фh5."),
        (GameResult::WhiteWins, "   "),
    ] {
        let claim = crate::documents::adjudication::AdjudicationClaim {
            result,
            justification: justification.to_owned(),
            sealed_move: None,
            ..Default::default()
        };
        let refused = crate::documents::adjudication::adjudication(
            &r,
            &Profile::default(),
            Notation::Numeric,
            &claim,
            made_on(),
        );
        assert!(matches!(refused, Err(DocumentError::NoClaim)), "{result:?}");
    }
}

#[test]
fn the_sealed_move_is_read_in_the_final_position_47_9_5_4() {
    let mut r = long_game(30, 0, 0);
    let me = Profile::default();
    let mut pos = shakmaty::Chess::default();
    for p in &r.plies {
        pos.play_unchecked(p.uci.to_move(&pos).unwrap());
    }
    let legal = pos.legal_moves()[0];
    let typed = UciMove::from_standard(legal).to_string();
    let claim = |sealed: &str| crate::documents::adjudication::AdjudicationClaim {
        result: GameResult::Draw,
        justification: "Ничья: позиция закрыта.".to_owned(),
        sealed_move: Some(sealed.to_owned()),
        ..Default::default()
    };
    let sealed_line = |r: &GameRecords| {
        let doc = crate::documents::adjudication::adjudication(
            r,
            &me,
            Notation::Numeric,
            &claim(&typed),
            made_on(),
        )
        .unwrap();
        texts(&doc.pages)
            .into_iter()
            .find(|t| t.starts_with("Мой ход (47.9.5.4):"))
            .map(str::to_owned)
    };

    r.game.my_colour = pos.turn();
    let printed = Notation::Numeric.format(&pos, legal);
    assert_eq!(
        sealed_line(&r),
        Some(format!("Мой ход (47.9.5.4): {printed}"))
    );
    let refused = crate::documents::adjudication::adjudication(
        &r,
        &me,
        Notation::Numeric,
        &claim("a1-a8"),
        made_on(),
    );
    assert!(matches!(refused, Err(DocumentError::SealedMove(_))));

    // When the partner is to move, I seal nothing: a typed move is refused, none is printed.
    r.game.my_colour = !pos.turn();
    let refused = crate::documents::adjudication::adjudication(
        &r,
        &me,
        Notation::Numeric,
        &claim(&typed),
        made_on(),
    );
    assert!(
        matches!(refused, Err(DocumentError::NotMySealedMove)),
        "{refused:?}"
    );
    let doc = crate::documents::adjudication::adjudication(
        &r,
        &me,
        Notation::Numeric,
        &claim(""),
        made_on(),
    )
    .unwrap();
    assert!(
        !texts(&doc.pages)
            .iter()
            .any(|t| t.starts_with("Мой ход (47.9.5.4):")),
        "no sealed move when the partner is to move"
    );
}

#[test]
fn a_schedule_form_without_moves_says_why_its_table_is_empty_art_52() {
    let mut r = long_game(1, 0, 0);
    r.plies.clear();
    let doc = schedule_form(&r, &Profile::default(), Notation::Numeric);
    assert_eq!(doc.pages.len(), 1);
    nothing_outside(&doc.pages);
    let all = doc.pages[0].texts();
    assert!(all.contains(&"Ходов в партии еще нет: график заполняется с первого хода белых."));
    assert!(all.contains(&"Дата ____________"));
    assert!(all.contains(&"Подпись ____________"));
}

#[test]
fn the_reports_n_is_the_partners_board_and_its_date_is_dd_mm_yyyy_art_49() {
    let mut r = long_game(3, 0, 0);
    r.game.board = "17".into();
    let mut unnumbered = long_game(3, 0, 0);
    unnumbered.game.board = String::new();
    let as_of = NaiveDate::from_ymd_opt(2026, 3, 1).unwrap();
    let doc = crate::documents::report::report(&[r, unnumbered], &Profile::default(), "П-1", as_of);
    let all = texts(&doc.pages);
    assert!(all.contains(&"по состоянию на 01.03.2026"), "{all:?}");
    assert!(all.contains(&"17"), "{all:?}");
    assert!(
        all.contains(&"—"),
        "a game without a board says so: {all:?}"
    );
    assert!(
        !all.contains(&"1") && !all.contains(&"2"),
        "no row counter: {all:?}"
    );
}

#[test]
fn a_long_tournament_name_is_cut_before_the_board_and_partner_on_a_sheets_foot() {
    let mut r = long_game(30, 0, 0);
    r.tournament.name = "Очень длинное название турнира ".repeat(5);
    r.game.board = " 7 ".into();
    let claim = crate::documents::adjudication::AdjudicationClaim {
        result: GameResult::Draw,
        justification: "Строка\n".repeat(120),
        sealed_move: None,
        ..Default::default()
    };
    let doc = crate::documents::adjudication::adjudication(
        &r,
        &Profile::default(),
        Notation::Numeric,
        &claim,
        made_on(),
    )
    .unwrap();
    let of = doc.pages.len();
    assert!(of >= 2);
    let foot = format!(", доска 7, партнер: {} — лист 1 из {of}", r.partner.name);
    let texts = doc.pages[0].texts();
    let line = texts.iter().find(|t| t.ends_with(&foot)).expect("the foot");
    assert!(line.contains('…'), "{line}");
}
