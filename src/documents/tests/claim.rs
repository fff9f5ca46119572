//! The overstep claim (47.6.2, 47.6.3) and its notice to the partner.

use super::*;

#[test]
fn the_overstep_claim_lists_his_whole_count_and_every_card_47_6_2() {
    // 2 days a move, then 50 on move 40: 78 + 50 = 128 > 120 by move 40; I have not replied.
    let r = long_game(40, 40, 50);
    let doc = overstep_claim(&r, &Profile::default(), Notation::Numeric, AS_OF).unwrap();
    // The claim's sheets: A4 portrait, before the schedule; the notice to him is the last.
    let claim: Vec<Page> = doc
        .pages
        .iter()
        .take_while(|p| p.width == A4.0)
        .cloned()
        .collect();
    assert!(claim.len() >= 2, "a 40-line count does not fit one sheet");
    nothing_outside(&claim);
    let all = texts(&claim);
    let counted: Vec<&&str> = all.iter().filter(|t| t.contains(": получил ")).collect();
    assert_eq!(counted.len(), 40, "{counted:?}");
    assert!(counted[39].starts_with("40. … "), "{}", counted[39]);
    assert!(
        counted[39].ends_with("50 дн., всего 128"),
        "{}",
        counted[39]
    );
    let cards = all.iter().filter(|t| t.starts_with("— от ")).count();
    assert_eq!(cards, 40, "every card of his is listed");
    assert!(all.contains(&"Подпись ____________"));
    // Each loose sheet names the game and its number.
    let of = claim.len();
    for (n, page) in claim.iter().enumerate() {
        let foot = format!(", партнер: {} — лист {} из {of}", r.partner.name, n + 1);
        assert!(
            page.texts().iter().any(|t| t.ends_with(&foot)),
            "{foot:?} on sheet {}",
            n + 1
        );
    }
    assert!(
        all.iter()
            .any(|t| t.contains("(черные) допустил просрочку"))
    );
    // Of a woman the statement says "допустила".
    let mut hers = long_game(40, 40, 50);
    hers.partner.gender = Gender::Female;
    let doc = overstep_claim(&hers, &Profile::default(), Notation::Numeric, AS_OF).unwrap();
    assert!(
        texts(&doc.pages)
            .iter()
            .any(|t| t.contains("(черные) допустила просрочку"))
    );
}

#[test]
fn an_overstep_is_claimed_no_later_than_the_reply_to_his_control_move_47_6_3() {
    // His overstep at move 40; my move 41 answers it.
    let r = long_game(41, 40, 50);
    let replied = effective_sent(&r.plies[80].sent, &r.plies[80].delivery)
        .unwrap()
        .date;
    let on_the_day = overstep_claim(&r, &Profile::default(), Notation::Numeric, replied);
    assert!(on_the_day.is_ok(), "with the reply is in time");
    let late = overstep_claim(
        &r,
        &Profile::default(),
        Notation::Numeric,
        replied + Duration::days(1),
    )
    .unwrap_err();
    assert_eq!(
        late,
        DocumentError::ClaimTooLate {
            game: r.name(),
            control_move: 40,
            closed: Some(replied)
        }
    );
    assert!(
        late.told(crate::messages::Language::RU)
            .contains(&format!("срок истёк {}", format_date(replied))),
        "{}",
        late.told(crate::messages::Language::RU)
    );
}

#[test]
fn the_claim_states_the_overstep_as_a_sentence_and_brings_the_notice_to_him_47_6_2() {
    let mut r = long_game(40, 40, 50);
    r.game.board = "7".into();
    let doc = overstep_claim(&r, &Profile::default(), Notation::Numeric, AS_OF).unwrap();
    let all = texts(&doc.pages).join(" ");
    for said in [
        "Арбитр:",
        "Заявитель:",
        "доска 7",
        "за 40 ходов израсходовано 128 дн. при норме 120 дней.",
        "Дата 01.12.2026",
        "квитанция №",
    ] {
        assert!(all.contains(said), "{said:?} is missing in {all}");
    }
    let notice = doc.pages.last().unwrap().texts().join(" ");
    assert!(notice.contains("Сообщение о просрочке времени"), "{notice}");
    assert!(notice.contains("Кому:"), "{notice}");
}

#[test]
fn the_claim_declines_the_partners_name_where_its_sentence_needs_a_case() {
    use crate::domain::Gender::{Female, Male};
    for (name, gender, dative) in [
        ("Петров Павел", Male, "Петрову Павлу"),
        ("Егорова Ольга", Female, "Егоровой Ольге"),
        ("Гусев Лев", Male, "Гусеву Льву"),
        ("Лебедь Анна", Female, "Лебедь Анне"),
        ("Белых Иван", Male, "Белых Ивану"),
        ("Кузьмин Андрей", Male, "Кузьмину Андрею"),
        ("Волкова Мария", Female, "Волковой Марии"),
        ("Smith John", Male, "Smith John"),
    ] {
        let mut r = long_game(40, 40, 50);
        r.partner.name = name.into();
        r.partner.gender = gender;
        let doc = overstep_claim(&r, &Profile::default(), Notation::Numeric, AS_OF).unwrap();
        let all = texts(&doc.pages).join(" ");
        // The statement names him in the nominative; the notice sent to him, in the dative.
        assert!(all.contains(&format!("мой партнер {name}")), "{all}");
        assert!(
            all.contains(&format!("Сообщение партнеру {dative} о просрочке")),
            "{name}: {all}"
        );
        let notice = doc.pages.last().unwrap().texts().join(" ");
        assert!(notice.contains(dative), "{name}: {notice}");
    }
}
