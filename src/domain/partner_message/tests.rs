//! Reading the partner's message (48.2.1, the form of 50.2), as players write it.

use super::*;

fn d(y: i32, m: u32, day: u32) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(y, m, day)
}

/// A text field's value.
fn value(f: &Option<FromLine<String>>) -> Option<&str> {
    f.as_ref().map(|f| f.value.as_str())
}

/// A whole date's value.
fn day(f: Option<FromLine<WrittenDate>>) -> Option<NaiveDate> {
    f.and_then(|f| f.value.near(NaiveDate::MIN))
}

/// His move's ply and text.
fn his(m: &PartnerMessage) -> Option<(Option<u32>, &str)> {
    m.his_move.as_ref().map(|f| (f.value.0, f.value.1.as_str()))
}

/// The moves of his game text.
fn history(m: &PartnerMessage) -> Vec<(u32, &str)> {
    m.history.iter().map(|r| (r.ply, r.text.as_str())).collect()
}

/// His total and mine, by whose they are.
fn totals(m: &PartnerMessage) -> (Option<u32>, Option<u32>) {
    (
        m.totals.his.map(|t| t.value),
        m.totals.mine.map(|t| t.value),
    )
}

const OUR_FORM: &str = "Турнир ЭМ-12 Мемориал по электронной почте
Дата старта 12.09.2026
Белые Лебедев Юрий
Черные Иванов Иван Иванович

Пол.  Отв.  Время  N   Белые  Черные  Пол.  Отв.  Время
---   12/09 0/00   01. 5254   5755    12/09 15/09 3/03
15/09 18/09 3/03   02. 7163   2836    18/09 21/09 3/06
17/11 19/11 2/32   03. 6125

Подтверждаю дату отправки вашего хода: 14.11.2026
Ваш ход получен: 17.11.2026
Мой ход: 3. 6125
Дата отправления: 19.11.2026
Моё время: 2 на ход, 32 всего; время партнёра: 33 всего

Ю. Лебедев
lebedev@example.ru
";

#[test]
fn the_form_of_50_2_is_read_whole() {
    let m = read_message(OUR_FORM).unwrap();
    assert_eq!(
        value(&m.tournament),
        Some("ЭМ-12 Мемориал по электронной почте")
    );
    assert_eq!(value(&m.white), Some("Лебедев Юрий"));
    assert_eq!(value(&m.black), Some("Иванов Иван Иванович"));
    assert_eq!(
        history(&m),
        [
            (0, "5254"),
            (1, "5755"),
            (2, "7163"),
            (3, "2836"),
            (4, "6125")
        ]
    );
    assert_eq!(day(m.confirmed), d(2026, 11, 14));
    assert_eq!(day(m.his_receipt), d(2026, 11, 17));
    assert_eq!(his(&m), Some((Some(4), "6125")));
    assert_eq!(day(m.sent), d(2026, 11, 19));
    assert_eq!(totals(&m), (Some(32), Some(33)));
}

#[test]
fn his_text_above_a_quoted_reply_is_his_not_mine() {
    let text = "Добрый день!\n\nМой ход: 12... Кb8-d7\nОтправлено 2026-11-19\nВаш ход получен 17.11.26\n\n> Мой ход: 12. 2142\n> Дата отправления: 14.11.2026\n";
    let m = read_message(text).unwrap();
    assert_eq!(his(&m), Some((Some(23), "Кb8-d7")));
    assert_eq!(day(m.sent), d(2026, 11, 19));
    assert_eq!(day(m.his_receipt), d(2026, 11, 17));
}

#[test]
fn latin_headings_and_san_with_the_last_moves_only() {
    let text = "Event: Memorial by e-mail\nWhite: Lebedev Yuri\nBlack: Ivanov Ivan\n\n11. d4 Qc7 12. Nbd2\n\nI confirm your move was sent on 14.11.2026\nYour move received: 17.11.2026\nMy move: 12. Nbd2\nSent on: 19.11.2026\nMy time: 32; yours: 33\n";
    let m = read_message(text).unwrap();
    assert_eq!(value(&m.white), Some("Lebedev Yuri"));
    let plies: Vec<u32> = history(&m).iter().map(|(p, _)| *p).collect();
    assert_eq!(plies, [20, 21, 22]);
    assert_eq!(his(&m), Some((Some(22), "Nbd2")));
    assert_eq!(totals(&m), (Some(32), Some(33)));
}

#[test]
fn a_forwarded_message_is_read_from_the_quote() {
    let text =
        "Пересылаю, вчера не дошло.\n\n> Мой ход: 12. 2142\n> Дата отправления: 19.11.2026\n";
    let m = read_message(text).unwrap();
    assert_eq!(his(&m), Some((Some(22), "2142")));
}

#[test]
fn a_date_that_cannot_be_names_its_line() {
    let text = "Мой ход: 12. 2142\nДата отправления: 31.11.2026\n";
    assert_eq!(
        read_message(text),
        Err(MessageError::BadDate {
            line: 2,
            written: "31.11.2026".to_owned()
        })
    );
}

#[test]
fn a_letter_without_a_move_is_not_a_game_message() {
    let text = "Привет! Как дела? Увидимся 12.12.2026 на турнире.\nSent from my phone";
    assert_eq!(read_message(text), Err(MessageError::NotAGameMessage));
}

mod against_the_diary {
    use super::*;
    use crate::domain::Mode;
    use crate::domain::deadlines::GameRecords;
    use crate::domain::test_support::{self, ply};
    use shakmaty::Color;

    /// 1.e4 e5 2.Nf3 played, I am Black: his 2nd move came, my 2nd is due — or, with my
    /// reply, his 3rd.
    fn game(plies: &[&str]) -> GameRecords {
        let start = d(2026, 9, 1).unwrap();
        let plies = plies.iter().map(|m| ply(m, start, d(2026, 9, 2))).collect();
        test_support::records(Mode::Email, Color::Black, start, plies)
    }

    fn message(history: &[(u32, &str)], his_move: Option<(u32, &str)>) -> PartnerMessage {
        PartnerMessage {
            history: history
                .iter()
                .map(|(p, t)| MoveRow::bare(*p, t, 1))
                .collect(),
            his_move: his_move.map(|(p, t)| FromLine::new((Some(p), t.to_owned()), 2)),
            ..PartnerMessage::default()
        }
    }

    fn against(r: &GameRecords, m: &PartnerMessage) -> Result<Reading, ReadingError> {
        super::against(r, m, d(2026, 12, 1).unwrap())
    }

    #[test]
    fn his_new_move_follows_my_last_one() {
        let r = game(&["e2e4", "e7e5", "g1f3", "b8c6"]);
        let m = message(
            &[
                (0, "5254"),
                (1, "5755"),
                (2, "7163"),
                (3, "2836"),
                (4, "6125"),
            ],
            Some((4, "6125")),
        );
        let reading = against(&r, &m).unwrap();
        assert_eq!(reading.his_move, "6125");
        assert_eq!(reading.differences, []);
        assert_eq!(reading.fields.his_move, Some(2));
        // Only his game text: the move after mine is taken from it.
        let m = message(&[(3, "Nc6"), (4, "Bb5")], None);
        assert_eq!(against(&r, &m).unwrap().his_move, "Bb5");
    }

    #[test]
    fn a_game_text_that_differs_is_told_move_by_move_47_3_12() {
        let r = game(&["e2e4", "e7e5", "g1f3", "b8c6"]);
        let m = message(
            &[(0, "e4"), (1, "e5"), (2, "Nf3"), (3, "Nf6"), (4, "Bc4")],
            Some((4, "Bc4")),
        );
        let reading = against(&r, &m).unwrap();
        assert_eq!(reading.differences.len(), 1);
        assert_eq!(reading.differences[0].ply, 3);
        assert_eq!(reading.differences[0].his, "Nf6");
        assert_eq!(reading.differences[0].mine.to_string(), "b8c6");
    }

    #[test]
    fn his_repetition_of_my_move_without_the_dots_is_mine_by_my_colour_47_3_7_5() {
        // I am Black: «Повторяю ваш ход: 2. Кb8-c6» is my second move.
        let r = game(&["e2e4", "e7e5", "g1f3", "b8c6"]);
        let mut m = message(&[], Some((4, "Bb5")));
        m.repeated = vec![MoveRow::bare(2, "Nc6", 3)];
        let repeated = against(&r, &m).unwrap().fields.repetition;
        assert_eq!(repeated.map(|f| f.value), Some("Nc6".to_owned()));
    }

    #[test]
    fn no_new_move_an_illegal_one_or_my_turn_are_refused() {
        let r = game(&["e2e4", "e7e5", "g1f3", "b8c6"]);
        assert_eq!(
            against(&r, &message(&[(2, "Nf3")], Some((2, "Nf3")))),
            Err(ReadingError::NoNewMove(4))
        );
        assert_eq!(
            against(&r, &message(&[], Some((4, "Ke3")))),
            Err(ReadingError::Illegal("Ke3".to_owned()))
        );
        let mine_due = game(&["e2e4", "e7e5", "g1f3"]);
        assert_eq!(
            against(&mine_due, &message(&[], Some((3, "Nc6")))),
            Err(ReadingError::NotHisTurn)
        );
    }
}

#[test]
fn what_players_also_write_is_read_right() {
    // An unnumbered move; totals by their words; a table header is not a name; Outlook's
    // quote without ">" is not his; a letter that changes length in lower case breaks nothing.
    let text = "Blac\u{212A}: Иванов\nWhite  Black\nМой ход: Кb1-d2\nДата отправки вашего хода: 14.11.2026\nМоё время: 2/32, ваше 3/33\n-----Original Message-----\nМой ход: 11. … 4837\nДата отправления: 14.11.2026\n";
    let m = read_message(text).unwrap();
    assert_eq!(his(&m), Some((None, "Кb1-d2")));
    assert_eq!(m.white, None);
    assert_eq!(day(m.confirmed), d(2026, 11, 14));
    assert_eq!(m.sent, None);
    assert_eq!(totals(&m), (Some(32), Some(33)));
    // "12.…" is Black's 12th move.
    let m = read_message("12.…Кb8-d7\n").unwrap();
    assert_eq!(history(&m), [(23, "Кb8-d7")]);
}

#[test]
fn what_he_says_besides_the_move_is_read_and_a_no_is_never_a_yes() {
    use crate::domain::declarations::Declaration as D;
    let says = |line: &str| {
        read_message(&format!("Мой ход: 12. Кb1-d2\n{line}\n"))
            .unwrap()
            .declaration
    };
    for (line, expected) in [
        ("Предлагаю ничью.", Some(D::OfferDraw)),
        ("Ничью принимаю", Some(D::AcceptDraw)),
        ("Ваше предложение ничьей отклоняю", Some(D::DeclineDraw)),
        ("Ничью не принимаю.", Some(D::DeclineDraw)),
        ("I do not accept the draw", Some(D::DeclineDraw)),
        (
            "Принимаю к сведению, но ничью отклоняю",
            Some(D::DeclineDraw),
        ),
        ("Сдаюсь. Поздравляю!", Some(D::Resign)),
        ("Пока не сдаюсь!", None),
        ("Ничью пока не предлагаю", None),
        ("Добрый день, Иван Иванович!", None),
    ] {
        assert_eq!(says(line), expected, "{line}");
    }
    // Beside his move on the same line, the move is still read.
    let m = read_message("Мой ход: 12. Кb1-d2 и предлагаю ничью\n").unwrap();
    assert_eq!(m.declaration, Some(D::OfferDraw));
    assert_eq!(his(&m), Some((Some(22), "Кb1-d2")));
    // My own offer quoted in his reply is not his.
    let reply = "Сдаюсь.\n\n19.11.2026, Иванов пишет:\n> Мой ход: 11. … 4837\n> Предлагаю ничью\n";
    assert_eq!(read_message(reply).unwrap().declaration, Some(D::Resign));
    let quoted_only = "Спасибо!\n\nИванов пишет:\n> Мой ход: 11. … 4837\n> Предлагаю ничью\n";
    assert_eq!(read_message(quoted_only).unwrap().declaration, None);
}

#[test]
fn headings_are_whole_phrases_the_longest_first() {
    let m = read_message(
        "Дата отправки хода партнером 22.05.2026\nДата получения 23.05.2026\nПредположительная дата отправления 24.05.2026\nМой ход отправлен: 25.05.2026\nМой ход: 3. … 6877\n",
    )
    .unwrap();
    assert_eq!(day(m.confirmed), d(2026, 5, 22));
    assert_eq!(day(m.his_receipt), d(2026, 5, 23));
    assert_eq!(day(m.sent), d(2026, 5, 24));
    assert_eq!(his(&m), Some((Some(5), "6877")));
    assert_eq!(m.sent.unwrap().line, 3);
    let m = read_message("Мой ход отправлен: 25.05.2026\nМой ход: 3. … 6877\n").unwrap();
    assert_eq!(day(m.sent), d(2026, 5, 25));
}

#[test]
fn every_row_of_the_main_form_keeps_its_dates_and_times() {
    let m = read_message(
        "Пол. Отв. Время N Белые Черные Пол. Отв. Время\n--- 10/05 0/00 01. 4244 4745 12/05 12/05 0/00\n12/05 16/05 4/04 02. 7163 7776 17/05 18/05 1/01\n19/05 22/05 3/07 03. 3234\n",
    )
    .unwrap();
    let rows: Vec<_> = m
        .history
        .iter()
        .map(|r| {
            (
                r.ply,
                r.text.as_str(),
                r.received,
                r.replied,
                r.total,
                r.line,
            )
        })
        .collect();
    let dm = |day, month| Some(WrittenDate::DayMonth(day, month));
    // "4/04": the total after the move.
    let t = |_days: u32, total: u32| Some(total);
    assert_eq!(
        rows,
        [
            (0, "4244", None, dm(10, 5), t(0, 0), 2),
            (1, "4745", dm(12, 5), dm(12, 5), t(0, 0), 2),
            (2, "7163", dm(12, 5), dm(16, 5), t(4, 4), 3),
            (3, "7776", dm(17, 5), dm(18, 5), t(1, 1), 3),
            (4, "3234", dm(19, 5), dm(22, 5), t(3, 7), 4),
        ]
    );
    // An impossible day in a cell names its line.
    assert_eq!(
        read_message("19/05 31/02 3/07 03. 3234\n"),
        Err(MessageError::BadDate {
            line: 1,
            written: "31/02".into()
        })
    );
}

#[test]
fn a_day_and_month_take_the_year_nearest_the_game() {
    let near = |day, month, y, m, dd| WrittenDate::DayMonth(day, month).near(d(y, m, dd).unwrap());
    assert_eq!(near(23, 5, 2026, 5, 22), d(2026, 5, 23));
    assert_eq!(near(2, 1, 2026, 12, 28), d(2027, 1, 2));
    assert_eq!(near(30, 12, 2027, 1, 3), d(2026, 12, 30));
    assert_eq!(near(29, 2, 2027, 12, 1), d(2028, 2, 29));
}

#[test]
fn totals_by_colour_and_with_remarks_are_read() {
    let totals_of = |line: &str| {
        let m = read_message(&format!("Мой ход: 3. … 6877\n{line}\n")).unwrap();
        let v = |t: Option<FromLine<u32>>| t.map(|t| t.value);
        (
            v(m.totals.white),
            v(m.totals.black),
            v(m.totals.his),
            v(m.totals.mine),
        )
    };
    assert_eq!(
        totals_of("Суммарное время: белые 39 дн., черные 42 дн."),
        (Some(39), Some(42), None, None)
    );
    assert_eq!(
        totals_of("Затрачено: белые 39, черные 42"),
        (Some(39), Some(42), None, None)
    );
    assert_eq!(
        totals_of("Время белых 3/7 / Время черных 1/2"),
        (Some(7), Some(2), None, None)
    );
    assert_eq!(
        totals_of("Моё время: 2 на ход, 32 всего; время партнёра: 96 (24 после хода 12) всего"),
        (None, None, Some(32), Some(96))
    );
    // A bound is no total.
    assert_eq!(totals_of("Моё время: 2/≥07"), (None, None, None, None));
}

#[test]
fn our_postcard_lines_name_both_players_on_one_line() {
    let m = read_message(
        "Белые: Белов Сергей — Черные: Морозов Виктор\nПовторяю ваш ход: 3. c2-c4\nМой ход: 3. … Сf8-g7\nПредлагаю вариант: 4. Кb1-c3 0-0\n",
    )
    .unwrap();
    assert_eq!(value(&m.white), Some("Белов Сергей"));
    assert_eq!(value(&m.black), Some("Морозов Виктор"));
    assert_eq!(m.repeated.len(), 1);
    assert_eq!(
        (m.repeated[0].ply, m.repeated[0].text.as_str()),
        (4, "c2-c4")
    );
    // The variant he proposes is not the game.
    assert!(m.history.iter().all(|r| r.ply < 5), "{:?}", m.history);
}

#[test]
fn a_name_is_the_same_in_any_order_with_initials_or_transliterated() {
    for written in [
        "Морозов Виктор",
        "Морозов В.",
        "В. Морозов",
        "Виктор Морозов",
        "Morozov Viktor",
        "V. Morozov",
        "МОРОЗОВ",
    ] {
        assert!(same_person(written, "Морозов Виктор"), "{written}");
    }
    for written in ["Морозов А.", "Морозова Вера", "Виктор Лебедев", "В. М."]
    {
        assert!(!same_person(written, "Морозов Виктор"), "{written}");
    }
    assert!(same_person("Иванов И.И.", "Иванов Иван Иванович"));
    assert!(same_person("Lebedev Yuriy", "Лебедев Юрий"));
    assert!(same_person("Yu. Lebedev", "Лебедев Юрий"));
    assert!(same_person("Fyodorov Nikolay", "Фёдоров Николай"));
    assert!(same_person("Artyom Belov", "Белов Артём"));
    assert!(same_person("Alexey Smirnov", "Смирнов Алексей"));
    assert!(same_person("Volkova Mariya", "Волкова Мария"));
}

mod fitting {
    use super::*;
    use crate::domain::Mode;
    use crate::domain::deadlines::GameRecords;
    use crate::domain::test_support::{self, ply};
    use shakmaty::Color;

    /// Two games in play, each waiting for his 2nd move: with Морозов Виктор and with
    /// Морозова Вера.
    fn games() -> Vec<GameRecords> {
        let start = d(2026, 9, 1).unwrap();
        let plies: Vec<_> = ["e2e4", "e7e5", "g1f3"]
            .iter()
            .map(|m| ply(m, start, d(2026, 9, 2)))
            .collect();
        ["Морозов Виктор", "Морозова Вера"]
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let mut r = test_support::records(Mode::Email, Color::White, start, plies.clone());
                r.id = crate::domain::GameId(i as i64 + 1);
                r.partner.name = (*name).to_owned();
                r
            })
            .collect()
    }

    fn fits(text: &str) -> Option<i64> {
        let games = games();
        let m = read_message(text).unwrap();
        match game_for(&games, "Иванов Иван", &m, d(2026, 12, 1).unwrap()) {
            Fit::Sure(r) => Some(r.id.0),
            _ => None,
        }
    }

    #[test]
    fn the_one_game_whose_partner_he_is_is_his_game() {
        for name in [
            "Морозов В.",
            "В. Морозов",
            "Виктор Морозов",
            "Morozov Viktor",
            "Морозов Виктор",
        ] {
            let text = format!("Белые: Иванов И.\nЧерные: {name}\nМой ход: 2. … Кb8-c6\n");
            assert_eq!(fits(&text), Some(1), "{name}");
        }
        assert_eq!(fits("Черные: Морозова В.\nМой ход: 2. … Кb8-c6\n"), Some(2));
        // Signed only.
        assert_eq!(
            fits("Мой ход: 2. … Кb8-c6\n\nС уважением, В. Морозов\n"),
            Some(1)
        );
        // Neither named nor signed: both games wait for this move; the player says which.
        assert_eq!(fits("Мой ход: 2. … Кb8-c6\n"), None);
    }
}

#[test]
fn what_could_be_misread_is_read_right_or_not_at_all() {
    let read = |text: &str| read_message(&format!("Мой ход: 3. … 6877\n{text}\n")).unwrap();
    // After «Ваш ход» the line speaks of my move.
    let m =
        read("Ваш ход: 3. c2-c4, отправлен 22.05.2026, получен 23.05.2026\nОтправлено: 24.05.2026");
    assert_eq!(
        (day(m.confirmed), day(m.his_receipt), day(m.sent)),
        (d(2026, 5, 22), d(2026, 5, 23), d(2026, 5, 24))
    );
    let m = read("Подтверждаю получение вашего хода 23.05.2026");
    assert_eq!(
        (day(m.confirmed), day(m.his_receipt)),
        (None, d(2026, 5, 23))
    );
    // A time of day or a move is no date; a day and month only right after the heading.
    assert_eq!(read("Ваш ход получен сегодня в 9.05").his_receipt, None);
    assert_eq!(
        day(read("Мой ход отправлен: 0-0 24.05.2026").sent),
        d(2026, 5, 24)
    );
    assert_eq!(read("Отправлено в 10.30").sent, None);
    assert_eq!(
        read("Отправлено 24.05").sent.map(|s| s.value),
        Some(WrittenDate::DayMonth(24, 5))
    );
    // The days on the move are no total.
    assert_eq!(totals(&read("Моё время: 3/45")), (Some(45), None));
    assert_eq!(
        totals(&read("Мое время 2 на ход, 32 всего")),
        (Some(32), None)
    );
    // Each heading on its line, its date on the next, in any order.
    let m = read(
        "Дата получения\n23.05.2026\nДата отправки хода партнером\n\n22.05.2026\nДата отправления\n24.05.2026",
    );
    assert_eq!(
        (day(m.confirmed), day(m.his_receipt), day(m.sent)),
        (d(2026, 5, 22), d(2026, 5, 23), d(2026, 5, 24))
    );
    // Names that hold a word of a move or of English are names.
    assert_eq!(
        value(&read("Белые: Ходжаев Рустам").white),
        Some("Ходжаев Рустам")
    );
    assert_eq!(
        value(&read("Black: Alberto Rossi").black),
        Some("Alberto Rossi")
    );
}

#[test]
fn outlooks_quote_and_a_table_after_the_game_text() {
    let text = "Мой ход: 3. … 6877\n\n________________________________\nОт: Иванов\nДата отправления: 22.05.2026\n";
    assert_eq!(read_message(text).unwrap().sent, None);
    // The game text first, then the table: the table's dates are kept.
    let m = read_message("1. 4244 4745\n--- 10/05 0/00 01. 4244 4745 12/05 12/05 0/00\n").unwrap();
    assert_eq!(m.history[1].replied, Some(WrittenDate::DayMonth(12, 5)));
}

#[test]
fn the_same_person_but_not_a_lookalike() {
    assert!(same_person("И. Иванов", "Иванов Игорь"));
    assert!(same_person("И.И. Иванов", "Иванов Иван Иванович"));
    assert!(same_person("Морозов Виктор Петрович", "Морозов Виктор"));
    assert!(same_person("Vasiliev Petr", "Васильев Пётр"));
    assert!(!same_person("Шорин", "Сорин Олег"));
    assert!(!same_person("Кирилов", "Кириллов Иван"));
    assert!(!same_person("Петрович", "Морозов Виктор"));
}

#[test]
fn a_message_in_one_line_is_read_item_by_item_and_his_colour_says_whose_move() {
    let m = read_message(
        "Ваш ход получен 27.11.2026. Мой ход: 14. Кf6-d5, отправлен 30.11.2026. Время: белые 39, черные 42.\n",
    )
    .unwrap();
    assert_eq!(day(m.his_receipt), d(2026, 11, 27));
    assert_eq!(his(&m), Some((Some(26), "Кf6-d5")));
    assert_eq!(day(m.sent), d(2026, 11, 30));
    let by_colour = (
        m.totals.white.map(|t| t.value),
        m.totals.black.map(|t| t.value),
    );
    assert_eq!(by_colour, (Some(39), Some(42)));
}

#[test]
fn a_search_finds_a_name_in_either_alphabet_and_by_its_usual_latin_spellings() {
    for (name, typed) in [
        ("Егорова Ольга", "Egor"),
        ("Егорова Ольга", "yegorova"),
        ("Петров Павел", "Petrov"),
        ("Сергеев", "Sergeyev"),
        ("Ходжаев", "Hodzha"),
        ("Щукин", "Shchukin"),
        ("Юрьев", "yurev"),
        ("Petrov Pavel", "Петров"),
        ("КР-7 Кубок России", "kr-7"),
        ("Фёдоров Николай", "Fedorov"),
    ] {
        assert!(NameSearch::new(typed).found_in(name), "{name} by {typed}");
    }
    for (name, typed) in [
        ("Мария", "Maria"),
        ("Дмитрий", "Dmitriy"),
        ("Алексей", "Alexei"),
    ] {
        assert!(NameSearch::new(typed).found_in(name), "{name} by {typed}");
    }
    // A sound is not taken for another, nor a name typed in Cyrillic for another one.
    for (name, typed) in [("Шарин", "Харин"), ("Яшин", "Ашин"), ("Шарин", "Harin")]
    {
        assert!(!NameSearch::new(typed).found_in(name), "{name} by {typed}");
    }
    assert!(!NameSearch::new("Egor").found_in("Петров Павел"));
    assert!(NameSearch::new("  ").found_in("Петров Павел"));
}
