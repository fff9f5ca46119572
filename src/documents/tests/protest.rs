//! The protest to the appeal arbiter (47.1.6, 47.9.10): every word of the oversized game and of
//! a long justification printed, inside the page, nothing overlapping.

use super::*;
use crate::documents::adjudication::AdjudicationClaim;
use crate::domain::arbiter::{Decision, Ruling, WithdrawalRuling};
use crate::domain::{GameResult, GameState, Outcome};

fn ask(result: GameResult, why: &str) -> AdjudicationClaim {
    AdjudicationClaim {
        result,
        justification: why.to_owned(),
        sealed_move: None,
        ..Default::default()
    }
}

fn decided(r: &mut GameRecords, ruling: Ruling) {
    let decision = Decision {
        received: NaiveDate::from_ymd_opt(2026, 12, 20).unwrap(),
        ruling,
        before: GameState::InPlay,
        protest: None,
    };
    r.arbiter.decisions.push((1, decision));
}

#[test]
fn an_appeal_against_an_adjudication_prints_every_word_and_its_justification_47_9_10() {
    let (mut r, me) = oversized(60, 12, 40);
    let adjudicated = Ruling::Adjudicated {
        outcome: Outcome::BlackWins,
        last_move: Some(31),
    };
    decided(&mut r, adjudicated);
    let why = "После 32. Лd1 Фe7 33. Кf5 белые выигрывают: анализ прилагается. ".repeat(40);
    let doc =
        crate::documents::protest::protest(&r, &me, &ask(GameResult::WhiteWins, &why), made_on())
            .unwrap();
    let pages = &doc.pages;
    assert!(
        pages.len() >= 2,
        "a long justification runs onto a second sheet"
    );
    printable("protest", pages);
    nothing_overlaps("protest", pages);
    every_word("protest", pages, &why);
    every_word("protest", pages, &me.full_name);
    every_word("protest", pages, &r.tournament.arbiter.name);
    let text = texts(pages).join(" ");
    for said in [
        "Апелляция на решение о присуждении партии",
        "47.9.10",
        "присудить результат 1-0",
        "последний ход 31",
        "заказным письмом",
    ] {
        assert!(text.contains(said), "{said}: {text}");
    }
}

#[test]
fn a_protest_with_nothing_typed_leaves_lines_to_write_by_hand_47_1_6() {
    let (mut r, me) = oversized(20, 5, 10);
    decided(&mut r, Ruling::Withdrawal(WithdrawalRuling::StruckOut));
    let doc = crate::documents::protest::protest(&r, &me, &ask(GameResult::Unknown, ""), made_on())
        .unwrap();
    printable("protest", &doc.pages);
    nothing_overlaps("protest", &doc.pages);
    let text = texts(&doc.pages).join(" ");
    assert!(text.contains("Протест на решение арбитра") && text.contains("47.1.6"));
    assert!(text.contains("исключен, партия не учитывается"));
    assert!(text.contains("________"));
    // No copy to the partner outside an adjudication's appeal.
    assert!(!text.contains("Копия"));
}

#[test]
fn no_protest_is_made_without_a_decision_that_takes_one_47_9_11() {
    let (mut r, me) = oversized(20, 5, 10);
    let none =
        crate::documents::protest::protest(&r, &me, &ask(GameResult::Unknown, ""), made_on());
    assert!(matches!(none, Err(DocumentError::NothingToProtest(_))));
    decided(
        &mut r,
        Ruling::Final {
            outcome: Outcome::Draw,
        },
    );
    let last =
        crate::documents::protest::protest(&r, &me, &ask(GameResult::Unknown, ""), made_on());
    assert!(matches!(last, Err(DocumentError::NothingToProtest(_))));
}

#[test]
fn each_notice_waiting_is_a_letter_to_its_recipient_47_1_2_48_1_7() {
    use crate::domain::notices::{Notice, NoticeKind, Recipient};
    let (mut r, me) = oversized(20, 5, 10);
    let notice = |row, kind, to, sent| Notice {
        row,
        kind,
        to,
        day: NaiveDate::from_ymd_opt(2026, 12, 1).unwrap(),
        sent,
        restored: None,
    };
    assert!(matches!(
        crate::documents::notice::notices(&r, &me, made_on()),
        Err(DocumentError::NoNotice(_))
    ));
    r.notices = vec![
        notice(1, NoticeKind::Address, Recipient::Partner, None),
        notice(2, NoticeKind::Address, Recipient::Arbiter, None),
        notice(3, NoticeKind::Dispute, Recipient::Arbiter, None),
        notice(4, NoticeKind::Failure, Recipient::Partner, Some(made_on())),
    ];
    let doc = crate::documents::notice::notices(&r, &me, made_on()).unwrap();
    // One letter a notice not yet sent.
    assert_eq!(doc.pages.len(), 3);
    printable("notice", &doc.pages);
    nothing_overlaps("notice", &doc.pages);
    every_word("notice", &doc.pages[..1], &r.partner.name);
    every_word("notice", &doc.pages[1..2], &r.tournament.arbiter.name);
    let text = texts(&doc.pages).join(" ");
    assert!(text.contains("Извещение об изменении адреса") && text.contains("с 01.12.2026"));
    assert!(text.contains("Извещение о споре") && text.contains("48.1.7"));
    assert!(text.contains("заказным письмом"));
    assert!(!text.contains("поломке"));
}
