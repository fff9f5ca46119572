//! The names papers are offered under.

use super::*;
use crate::documents::DocumentKind;
use crate::messages::Language;

#[test]
fn a_papers_file_name_says_what_it_holds_and_fits_any_file_system() {
    let mut r = long_game(10, 3, 2);
    r.partner.name = "Константинопольский".repeat(11);
    r.tournament.code = "КР/7: «финал»?".into();
    let day = made_on();
    for lang in [Language::EN, Language::RU] {
        for kind in DocumentKind::ALL {
            let name = kind.file_name(Some(&r), day, lang);
            assert!(name.len() <= 204 && name.ends_with(".pdf"), "{name}");
            assert!(
                !name.contains(['/', '\\', ':', '?', '"', '<', '>', '|', '*']),
                "{name}"
            );
        }
    }
    let card = DocumentKind::Postcard.file_name(Some(&r), day, Language::RU);
    assert!(
        card.starts_with("Открытка — КР-7- «финал»- — Константинопольский"),
        "{card}"
    );
}
