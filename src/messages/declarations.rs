//! What a card says besides a move, told: a draw offered, accepted or declined, a
//! resignation, a request for a clear move, and what became of each draw offer.

use super::Language;
use crate::domain::declarations::{Declaration, DrawOffer, Noted, OfferFate};
use crate::domain::{GameResult, Side, format_date, move_number};
use crate::tr;

impl Declaration {
    /// The declaration as a message selects it.
    fn key(self) -> &'static str {
        match self {
            Declaration::OfferDraw => "offer-draw",
            Declaration::AcceptDraw => "accept-draw",
            Declaration::DeclineDraw => "decline-draw",
            Declaration::Resign => "resign",
            Declaration::AskReplacement => "ask-replacement",
        }
    }

    /// What the card `by` sent says: "I offer a draw", "the partner resigns".
    pub fn told(self, by: Side, lang: Language) -> String {
        match by {
            Side::Mine => tr!(lang, "declaration-mine", declaration = self.key()),
            Side::His => tr!(lang, "declaration-his", declaration = self.key()),
        }
    }

    /// What it is called: "a resignation", "сдача партии".
    pub fn name(self, lang: Language) -> String {
        tr!(lang, "declaration-name", declaration = self.key())
    }
}

impl DrawOffer {
    /// The offer and what became of it: "draw offered by him; lapsed: I replied with a move".
    pub fn told(&self, lang: Language) -> String {
        let (fate, number) = match self.fate {
            OfferFate::Open => ("open", 0),
            OfferFate::Accepted { .. } => ("accepted", 0),
            OfferFate::Declined { ply } => ("declined", move_number(ply)),
            OfferFate::Lapsed { ply } => ("lapsed", move_number(ply)),
        };
        let on = match self.fate {
            OfferFate::Accepted { on } => on_day(on),
            _ => String::new(),
        };
        tr!(
            lang,
            "draw-offer",
            whose = self.by.code(),
            fate = fate,
            number = number,
            on = on
        )
    }
}

impl Noted {
    /// The schedule's note: "draw offered", "Black resigned on 12.05.2026".
    pub fn told(&self, lang: Language) -> String {
        match *self {
            Noted::With(d @ (Declaration::OfferDraw | Declaration::DeclineDraw)) => {
                tr!(lang, "noted-with", declaration = d.key())
            }
            Noted::With(d) => d.told(Side::Mine, lang),
            Noted::OfferLapsed => tr!(lang, "noted-offer-lapsed"),
            Noted::After {
                declaration,
                by,
                on,
            } => tr!(
                lang,
                "noted-after",
                side = if by.is_white() { "white" } else { "black" },
                declaration = declaration.key(),
                on = on_day(on)
            ),
        }
    }
}

/// How a card ended the game: "the game ends 1/2-1/2 on 12.05.2026".
pub fn ended_told(result: GameResult, day: &str, lang: Language) -> String {
    tr!(
        lang,
        "game-ended",
        result = result.code(),
        on = if day.is_empty() { "none" } else { day }
    )
}

/// A day for a message to say, or "none".
fn on_day(on: Option<chrono::NaiveDate>) -> String {
    on.map_or_else(|| "none".to_owned(), format_date)
}
