//! The archive's cards and e-mails, told one a line: which way, the day, what, its text.

use super::{Language, Text};
use crate::domain::{CorrespondenceItem, Direction, Medium, format_date};

/// "← 14.11.2026 · card · Кg8-f6": in or out, the day it came or went, card, letter or e-mail,
/// and what it says.
pub fn card_told(c: &CorrespondenceItem, lang: Language) -> String {
    let arrow = match c.direction {
        Direction::In => "←",
        Direction::Out => "→",
    };
    let medium = match c.medium {
        Medium::Card => Text::Card,
        Medium::Letter => Text::Letter,
        Medium::Email => Text::Email,
    };
    let day = c
        .received
        .or(c.sent)
        .or(c.written)
        .map(format_date)
        .unwrap_or_default();
    format!("{arrow} {day} · {} · {}", medium.get(lang), c.body)
}
