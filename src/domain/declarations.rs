//! What a card says besides a move: a draw offered, accepted or declined, the game resigned,
//! or a clear move asked for instead of an illegible or impossible one (47.3.12). An offer and
//! a refusal travel with a move; an acceptance, a resignation and a request go alone. An
//! accepted draw or a resignation ends the game on the day of its card; an offer lapses when
//! the other side replies with a move and does not accept it.

use std::str::FromStr;

use chrono::NaiveDate;
use shakmaty::Color;

use super::deadlines::GameRecords;
use super::{CorrespondenceItem, Direction, Game, GameResult, ParseCodeError};

/// What a card says besides its move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Declaration {
    /// "Предлагаю ничью", with a move.
    OfferDraw,
    /// "Ничью принимаю": the game ends drawn; no move goes with it.
    AcceptDraw,
    /// "Предложение ничьей отклоняю", with a move.
    DeclineDraw,
    /// "Сдаюсь": the game ends; no move goes with it.
    Resign,
    /// The request to replace an illegible or impossible move (47.3.12); no move goes with it.
    AskReplacement,
}

impl Declaration {
    /// Every declaration, in the order forms list them.
    pub const ALL: [Declaration; 5] = [
        Declaration::OfferDraw,
        Declaration::AcceptDraw,
        Declaration::DeclineDraw,
        Declaration::Resign,
        Declaration::AskReplacement,
    ];

    /// The stable name used in the diary file.
    pub fn code(self) -> &'static str {
        match self {
            Declaration::OfferDraw => "offer_draw",
            Declaration::AcceptDraw => "accept_draw",
            Declaration::DeclineDraw => "decline_draw",
            Declaration::Resign => "resign",
            Declaration::AskReplacement => "ask_replacement",
        }
    }

    /// Whether it travels with a move: an offer and a refusal do; the rest go alone.
    pub fn with_move(self) -> bool {
        matches!(self, Declaration::OfferDraw | Declaration::DeclineDraw)
    }

    /// Whether it answers the other side's open draw offer.
    pub fn answers_offer(self) -> bool {
        matches!(self, Declaration::AcceptDraw | Declaration::DeclineDraw)
    }
}

impl FromStr for Declaration {
    type Err = ParseCodeError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Declaration::ALL
            .into_iter()
            .find(|d| d.code() == s)
            .ok_or_else(|| ParseCodeError::new("declaration", s))
    }
}

impl CorrespondenceItem {
    /// The colour of the side that sent it, I playing `me`.
    pub fn sender(&self, me: Color) -> Color {
        match self.direction {
            Direction::Out => me,
            Direction::In => !me,
        }
    }

    /// The result this card ends the game with, I playing `me`: a draw accepted, or the
    /// sender's resignation.
    pub fn ends_game(&self, me: Color) -> Option<GameResult> {
        match self.declaration? {
            Declaration::AcceptDraw => Some(GameResult::Draw),
            Declaration::Resign => Some(match self.sender(me) {
                Color::White => GameResult::BlackWins,
                Color::Black => GameResult::WhiteWins,
            }),
            _ => None,
        }
    }

    /// The day the card counts for: the day it was sent, else (his card, no date on it) the
    /// day it reached me.
    pub fn day(&self) -> Option<NaiveDate> {
        self.sent.or(self.received)
    }
}

/// A draw offer and what became of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrawOffer {
    /// Who made it.
    pub by: super::Side,
    /// The ply it travelled with (0 = White's first move).
    pub ply: u32,
    /// What became of it.
    pub fate: OfferFate,
}

/// What became of a draw offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OfferFate {
    /// Not answered yet: the other side may accept it.
    Open,
    /// Accepted: the game ended drawn on that day.
    Accepted {
        /// The day the acceptance counts for.
        on: Option<NaiveDate>,
    },
    /// Declined in words with the reply move `ply`.
    Declined {
        /// The reply that declined it.
        ply: u32,
    },
    /// The other side replied with move `ply` and did not accept: the offer lapsed.
    Lapsed {
        /// The reply that let it lapse.
        ply: u32,
    },
}

/// Every draw offer of the game, oldest first, with what became of it.
pub fn draw_offers(r: &GameRecords) -> Vec<DrawOffer> {
    offers(&r.correspondence, r.plies.len())
}

/// The draw offers among `items` of a game of `plies` plies.
fn offers(items: &[CorrespondenceItem], plies: usize) -> Vec<DrawOffer> {
    items
        .iter()
        .enumerate()
        .filter(|(_, c)| c.declaration == Some(Declaration::OfferDraw))
        .filter_map(|(i, offer)| {
            let ply = offer.ply?;
            // The answer is the other side's next card: an acceptance, or the card of his
            // reply move, which may decline in words; nothing later answers this offer.
            let answer = items[i + 1..].iter().find(|c| {
                c.direction != offer.direction
                    && (c.declaration == Some(Declaration::AcceptDraw)
                        || c.ply.is_some_and(|p| p > ply))
            });
            let fate = match answer {
                Some(a) if a.declaration == Some(Declaration::AcceptDraw) => {
                    OfferFate::Accepted { on: a.day() }
                }
                Some(a) if a.declaration == Some(Declaration::DeclineDraw) => {
                    OfferFate::Declined { ply: ply + 1 }
                }
                Some(_) => OfferFate::Lapsed { ply: ply + 1 },
                // A reply move without a card (imported) lets it lapse too.
                None if plies as u32 > ply + 1 => OfferFate::Lapsed { ply: ply + 1 },
                None => OfferFate::Open,
            };
            Some(DrawOffer {
                by: offer.direction.side(),
                ply,
                fate,
            })
        })
        .collect()
}

/// The draw offer `by` made that may still be answered.
pub fn open_offer(r: &GameRecords, by: super::Side) -> Option<DrawOffer> {
    draw_offers(r)
        .into_iter()
        .rfind(|o| o.by == by && o.fate == OfferFate::Open)
}

/// How a card ended the game: the card, and the result it gave; none when the game's status
/// or result no longer say so (changed in its records since).
pub fn ending<'a>(
    items: &'a [CorrespondenceItem],
    game: &Game,
) -> Option<(&'a CorrespondenceItem, GameResult)> {
    items
        .iter()
        .rev()
        .find_map(|c| Some((c, c.ends_game(game.my_colour)?)))
        .filter(|(_, result)| {
            game.status() == super::GameStatus::Finished && game.result() == *result
        })
}

/// What the cards said at one ply, for the schedule's note.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Noted {
    /// The card of this move said it (a draw offered or declined).
    With(Declaration),
    /// The other side's draw offer lapsed with this move: it was not accepted.
    OfferLapsed,
    /// After this move a card without one said it, on that day.
    After {
        /// What it said.
        declaration: Declaration,
        /// The side that sent it.
        by: Color,
        /// The day it counts for.
        on: Option<NaiveDate>,
    },
}

/// What the cards said at ply `ply` of a game of `plies` plies, the ply made by `by`.
pub fn noted_at(
    items: &[CorrespondenceItem],
    plies: usize,
    ply: u32,
    by: super::Side,
) -> Vec<Noted> {
    let (from, me) = match by {
        super::Side::Mine => (Direction::Out, super::mover(ply)),
        super::Side::His => (Direction::In, !super::mover(ply)),
    };
    let mut noted: Vec<Noted> = items
        .iter()
        .filter(|c| c.direction == from && c.ply == Some(ply))
        .filter_map(|c| c.declaration)
        .filter(|d| d.with_move())
        .map(Noted::With)
        .collect();
    let declined = noted.contains(&Noted::With(Declaration::DeclineDraw));
    let lapsed = offers(items, plies)
        .iter()
        .any(|o| matches!(o.fate, OfferFate::Lapsed { ply: p } if p == ply));
    if lapsed && !declined {
        noted.push(Noted::OfferLapsed);
    }
    // A card without a move follows the last move carried by a card before it, else the
    // game's last move.
    let mut last_carried: Option<u32> = None;
    for c in items {
        match (c.ply, c.declaration) {
            (Some(p), _) => last_carried = Some(last_carried.map_or(p, |l| l.max(p))),
            (None, Some(declaration)) => {
                let after = last_carried.or((plies as u32).checked_sub(1));
                if after == Some(ply) {
                    noted.push(Noted::After {
                        declaration,
                        by: c.sender(me),
                        on: c.day(),
                    });
                }
            }
            (None, None) => {}
        }
    }
    noted
}

/// The plies my next card speaks of, `alone` when it carries no move: my move on it, and his
/// move it answers (repeats and dates).
pub fn card_plies(r: &GameRecords, alone: bool) -> (Option<u32>, Option<u32>) {
    let last = r.plies.len().checked_sub(1).map(|l| l as u32);
    if alone {
        return (None, last.filter(|p| !r.is_mine(*p)));
    }
    let mine = last.filter(|p| r.is_mine(*p));
    (mine, mine.and_then(|m| m.checked_sub(1)))
}

/// The card I sent last when it carries no move (an acceptance, a resignation, a request for
/// a clear move) and nothing has come or gone since: what my next paper to the partner is,
/// instead of my last move's card. A request is answered once his move is in the game.
pub fn my_card_without_move(r: &GameRecords) -> Option<&CorrespondenceItem> {
    let last = r
        .correspondence
        .iter()
        .rev()
        .find(|c| c.declaration.is_some() || c.ply.is_some())?;
    let declaration = last.declaration.filter(|d| !d.with_move())?;
    // His move, once in the game, answers my request (none before his first move).
    let answered =
        declaration == Declaration::AskReplacement && !r.plies.is_empty() && !r.last_is_mine();
    (last.direction == Direction::Out && !answered).then_some(last)
}

#[cfg(test)]
mod tests;
