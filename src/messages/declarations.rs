//! What a card says besides a move, told: a draw offered, accepted or declined, a
//! resignation, a request for a clear move, and what became of each draw offer.

use super::Language;
use crate::domain::declarations::{Declaration, DrawOffer, Noted, OfferFate};
use crate::domain::{GameResult, format_date};

impl Declaration {
    /// What the card says, `mine` when I sent it: "I offer a draw", "the partner resigns".
    pub fn told(self, mine: bool, lang: Language) -> &'static str {
        match (self, mine, lang) {
            (Declaration::OfferDraw, true, Language::En) => "I offer a draw",
            (Declaration::OfferDraw, true, Language::Ru) => "предлагаю ничью",
            (Declaration::OfferDraw, false, Language::En) => "the partner offers a draw",
            (Declaration::OfferDraw, false, Language::Ru) => "партнёр предлагает ничью",
            (Declaration::AcceptDraw, true, Language::En) => "I accept his draw offer",
            (Declaration::AcceptDraw, true, Language::Ru) => "принимаю ничью",
            (Declaration::AcceptDraw, false, Language::En) => "the partner accepts my draw offer",
            (Declaration::AcceptDraw, false, Language::Ru) => "партнёр принимает ничью",
            (Declaration::DeclineDraw, true, Language::En) => "I decline his draw offer",
            (Declaration::DeclineDraw, true, Language::Ru) => "отклоняю предложение ничьей",
            (Declaration::DeclineDraw, false, Language::En) => "the partner declines my draw offer",
            (Declaration::DeclineDraw, false, Language::Ru) => "партнёр отклоняет ничью",
            (Declaration::Resign, true, Language::En) => "I resign",
            (Declaration::Resign, true, Language::Ru) => "сдаюсь",
            (Declaration::Resign, false, Language::En) => "the partner resigns",
            (Declaration::Resign, false, Language::Ru) => "партнёр сдаёт партию",
            (Declaration::AskReplacement, true, Language::En) => {
                "I ask him to replace his move (47.3.12)"
            }
            (Declaration::AskReplacement, true, Language::Ru) => "прошу заменить ход (47.3.12)",
            (Declaration::AskReplacement, false, Language::En) => {
                "the partner asks me to replace my move (47.3.12)"
            }
            (Declaration::AskReplacement, false, Language::Ru) => {
                "партнёр просит заменить мой ход (47.3.12)"
            }
        }
    }
}

impl Declaration {
    /// What it is called: "a resignation", "сдача партии".
    pub fn name(self, lang: Language) -> &'static str {
        match (self, lang) {
            (Declaration::OfferDraw, Language::En) => "a draw offer",
            (Declaration::OfferDraw, Language::Ru) => "предложение ничьей",
            (Declaration::AcceptDraw, Language::En) => "a draw accepted",
            (Declaration::AcceptDraw, Language::Ru) => "согласие на ничью",
            (Declaration::DeclineDraw, Language::En) => "a draw declined",
            (Declaration::DeclineDraw, Language::Ru) => "отказ от ничьей",
            (Declaration::Resign, Language::En) => "a resignation",
            (Declaration::Resign, Language::Ru) => "сдача партии",
            (Declaration::AskReplacement, Language::En) => "a request to replace a move",
            (Declaration::AskReplacement, Language::Ru) => "запрос на замену хода",
        }
    }
}

impl DrawOffer {
    /// The offer and what became of it: "draw offered by him; lapsed: I replied with a move".
    pub fn told(&self, lang: Language) -> String {
        let ru = lang == Language::Ru;
        let by = match (self.mine, ru) {
            (true, false) => "I offered a draw",
            (true, true) => "я предложил ничью",
            (false, false) => "the partner offered a draw",
            (false, true) => "предложение ничьей от партнёра",
        };
        let fate = match (self.fate, ru) {
            (OfferFate::Open, false) => "not answered yet".to_owned(),
            (OfferFate::Open, true) => "ответа ещё нет".to_owned(),
            (OfferFate::Accepted { on }, false) => {
                format!("accepted{}", on_day(on, lang))
            }
            (OfferFate::Accepted { on }, true) => format!("принята{}", on_day(on, lang)),
            (OfferFate::Declined { ply }, false) => {
                format!("declined with move {}", crate::domain::move_number(ply))
            }
            (OfferFate::Declined { ply }, true) => {
                format!("отклонена ходом {}", crate::domain::move_number(ply))
            }
            (OfferFate::Lapsed { ply }, false) => format!(
                "lapsed: answered with move {} and not accepted",
                crate::domain::move_number(ply)
            ),
            (OfferFate::Lapsed { ply }, true) => format!(
                "не принята: ответ ходом {} без согласия",
                crate::domain::move_number(ply)
            ),
        };
        format!("{by}: {fate}")
    }
}

impl Noted {
    /// The schedule's note: "draw offered", "Black resigned on 12.05.2026".
    pub fn told(&self, lang: Language) -> String {
        let ru = lang == Language::Ru;
        match (*self, ru) {
            (Noted::With(Declaration::OfferDraw), false) => "draw offered".to_owned(),
            (Noted::With(Declaration::OfferDraw), true) => "предложена ничья".to_owned(),
            (Noted::With(Declaration::DeclineDraw), false) => "draw offer declined".to_owned(),
            (Noted::With(Declaration::DeclineDraw), true) => {
                "предложение ничьей отклонено".to_owned()
            }
            (Noted::With(d), _) => d.told(true, lang).to_owned(),
            (Noted::OfferLapsed, false) => "the draw offer lapsed: not accepted".to_owned(),
            (Noted::OfferLapsed, true) => "предложение ничьей не принято".to_owned(),
            (
                Noted::After {
                    declaration,
                    by,
                    on,
                },
                _,
            ) => {
                let side = match (by.is_white(), ru) {
                    (true, false) => "White",
                    (false, false) => "Black",
                    (true, true) => "белые",
                    (false, true) => "черные",
                };
                let what = match (declaration, ru) {
                    (Declaration::AcceptDraw, false) => "accepted the draw",
                    (Declaration::AcceptDraw, true) => "приняли ничью",
                    (Declaration::Resign, false) => "resigned",
                    (Declaration::Resign, true) => "сдались",
                    (Declaration::AskReplacement, false) => {
                        "asked for a replacement move (47.3.12)"
                    }
                    (Declaration::AskReplacement, true) => "запросили замену хода (47.3.12)",
                    (Declaration::OfferDraw, false) => "offered a draw",
                    (Declaration::OfferDraw, true) => "предложили ничью",
                    (Declaration::DeclineDraw, false) => "declined the draw",
                    (Declaration::DeclineDraw, true) => "отклонили ничью",
                };
                format!("{side} {what}{}", on_day(on, lang))
            }
        }
    }
}

/// How a card ended the game: "the game ends 1/2-1/2 on 12.05.2026".
pub fn ended_told(result: GameResult, day: &str, lang: Language) -> String {
    match lang {
        Language::En => format!("the game ends {}{}", result.code(), day_told(day, lang)),
        Language::Ru => format!("партия окончена: {}{}", result.code(), day_told(day, lang)),
    }
}

fn on_day(on: Option<chrono::NaiveDate>, lang: Language) -> String {
    day_told(&on.map(format_date).unwrap_or_default(), lang)
}

fn day_told(day: &str, lang: Language) -> String {
    match (day.is_empty(), lang) {
        (true, _) => String::new(),
        (false, Language::En) => format!(" on {day}"),
        (false, Language::Ru) => format!(" {day}"),
    }
}
