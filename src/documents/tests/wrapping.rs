//! Oversized names, addresses and titles on every paper: wrapped, 8 pt or more, nothing
//! overlapping or off the page.

use super::*;

#[test]
fn long_names_and_addresses_wrap_at_8_pt_or_more_inside_the_page_on_every_paper() {
    use crate::documents::layout::Document;
    let (r, me) = oversized(41, 41, 80);
    let mut card = r.clone();
    card.plies.pop();
    let mut with_diagram = card.clone();
    with_diagram.tournament.card_diagram = true;
    let claim = crate::documents::adjudication::AdjudicationClaim {
        result: GameResult::WhiteWins,
        justification: "Белые выигрывают: ".repeat(40),
        sealed_move: None,
        ..Default::default()
    };
    let papers: Vec<(&str, Document)> = vec![
        (
            "postcard",
            crate::documents::postcard::postcard(&card, &me, Notation::LongRu, None).unwrap(),
        ),
        (
            "postcard with its diagram",
            crate::documents::postcard::postcard(&with_diagram, &me, Notation::LongRu, None)
                .unwrap(),
        ),
        (
            "repeat postcard",
            crate::documents::postcard::postcard(
                &card,
                &me,
                Notation::LongRu,
                NaiveDate::from_ymd_opt(2026, 11, 1),
            )
            .unwrap(),
        ),
        (
            "envelope",
            crate::documents::postcard::envelope(&card, &me, Notation::LongRu).unwrap(),
        ),
        (
            "4-up",
            crate::documents::four_up::four_up(&[crate::documents::postcard::postcard(
                &card,
                &me,
                Notation::LongRu,
                None,
            )
            .unwrap()]),
        ),
        ("schedule", schedule_form(&r, &me, Notation::LongRu)),
        (
            "schedule after a restart (47.6.4)",
            schedule_form(&oversized(45, 20, 80).0, &me, Notation::LongRu),
        ),
        (
            "record",
            crate::documents::game_record::game_record(&r, &me, Notation::LongRu),
        ),
        (
            "claim",
            overstep_claim(&r, &me, Notation::LongRu, AS_OF).unwrap(),
        ),
        (
            "adjudication",
            crate::documents::adjudication::adjudication(
                &card,
                &me,
                Notation::LongRu,
                &claim,
                made_on(),
            )
            .unwrap(),
        ),
        (
            "report",
            crate::documents::report::report(
                &[r.clone(), card.clone()],
                &me,
                &r.tournament.code,
                NaiveDate::from_ymd_opt(2026, 12, 1).unwrap(),
            ),
        ),
    ];
    for (what, doc) in &papers {
        printable(what, &doc.pages);
        nothing_overlaps(what, &doc.pages);
        every_word(what, &doc.pages, &r.partner.name);
        if what.contains("postcard") || *what == "4-up" || *what == "envelope" {
            every_word(what, &doc.pages, &me.full_name);
            every_word(what, &doc.pages, &me.postal_address);
            every_word(what, &doc.pages, &r.partner.contacts[0].postal_address);
            every_word(what, &doc.pages, &r.tournament.name);
        }
    }
}

#[test]
fn no_line_starts_with_a_dash_or_a_hyphen_at_any_width() {
    use crate::documents::layout::{Weight, wrap};
    let texts = [
        "Волкова - Преображенская Мария",
        "Кубок России — финал, группа А – полуфинал",
        "Константинопольский-Преображенский-Водопьянов",
        "Константинопольский — Преображенский",
    ];
    for text in texts {
        // From the narrowest column a paper has.
        for tenth in 200..=900 {
            let width = tenth as f32 / 10.0;
            let lines = wrap(text, Weight::Regular, 9.0, width);
            for line in &lines {
                assert!(
                    !line.starts_with(['-', '–', '—']),
                    "{text:?} at {width} mm: {lines:?}"
                );
            }
            let kept: String = lines.concat().split_whitespace().collect();
            let typed: String = text.split_whitespace().collect();
            assert_eq!(kept, typed, "{text:?} at {width} mm");
        }
    }
}
