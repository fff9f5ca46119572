//! What my next card to the partner says, decided once (47.3.7; by e-mail 48.2.1): the game's
//! items, what the card declares, the request it answers, registered or not. The postcard, the
//! envelope, the sheet of four and the e-mail message render it; a card that cannot be made is
//! refused here, with one reason for every paper and the window.

use std::ops::Range;

use chrono::NaiveDate;
use shakmaty::uci::UciMove;

use super::super::deadlines::{GameName, GameRecords};
use super::super::declarations::{Declaration, card_plies, my_card_without_move};
use super::super::schedule::{PlyTime, Schedule};
use super::super::{
    CorrespondenceItem, Delivery, Direction, GameStatus, Mode, RegisteredMail, effective_received,
};

/// How my next paper to the partner travels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum By {
    /// A postcard or a letter (47.2.1).
    Post,
    /// An e-mail message (48.2.1).
    Email,
}

/// Why my next card in a game (named) cannot be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoCard {
    /// The game is played by e-mail: its moves go by e-mail (48.2), not on a card.
    PlayedByEmail(GameName),
    /// The game went to adjudication or was withdrawn: it takes no more cards.
    GameOver(GameName),
    /// The last move is his and I sent no card without a move: there is nothing to send.
    NoMoveOfMine(GameName),
    /// The partner has no postal address: the card has nowhere to go.
    NoAddress(GameName),
    /// The tournament has only the name an import gave it; a card names it (47.3.7.1).
    UnnamedTournament(GameName),
}

/// Whether a card goes by registered mail, and its receipt number (ШПИ) when known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Registration {
    /// Ordinary mail.
    Ordinary,
    /// Registered: the regulations ask it of every card (47.2.1), the move went so (47.4.12),
    /// or the card is a repeat (47.5.1).
    Registered {
        /// The post office's receipt number, when the diary has it.
        receipt: Option<String>,
    },
}

/// What my next card says in one game.
#[derive(Debug, Clone)]
pub struct NextCard<'a> {
    /// The game.
    pub r: &'a GameRecords,
    /// The game's schedule, whose rows the items come from.
    pub schedule: Schedule,
    /// The day his move (or, for a request, his unclear card) was sent, which my card confirms
    /// (47.3.7.2); `None` when there is nothing of his to confirm.
    pub his_move_sent: Option<Option<NaiveDate>>,
    /// The day his move (or his unclear card) reached me (47.3.7.3); `None` when my move answers
    /// none (White's first move).
    pub his_move_received: Option<Option<NaiveDate>>,
    /// His plies my card repeats (47.3.7.5): the variant moves he accepted, then his move.
    pub repeated: Range<u32>,
    /// My move's ply, when the card carries one.
    pub my_move: Option<u32>,
    /// The day my move went, or this card when it carries none.
    pub sent: Option<NaiveDate>,
    /// What the card declares: a draw offered, accepted or declined, a resignation, a request.
    pub says: Option<Declaration>,
    /// For a request to replace his move (47.3.12): his move as his card wrote it.
    pub unclear: Option<String>,
    /// The variant I propose after my move (47.3.8).
    pub variant: Vec<UciMove>,
    /// The day of the card this one repeats by registered mail (47.5.1).
    pub repeat_of: Option<NaiveDate>,
    /// Registered or ordinary mail.
    pub registration: Registration,
}

impl<'a> NextCard<'a> {
    /// My next card in game `r` going `by` post or e-mail; `repeat_of`, the day of the card it
    /// repeats (47.5.1). Refused when no card can be made, in the order a player would ask:
    /// the way the game is played, whether it still takes cards, what there is to send, where
    /// it goes, what it names.
    pub fn of(
        r: &'a GameRecords,
        by: By,
        repeat_of: Option<NaiveDate>,
    ) -> Result<NextCard<'a>, NoCard> {
        match by {
            By::Post => postable(r)?,
            By::Email => not_over(r)?,
        }
        let alone = my_card_without_move(r).filter(|_| repeat_of.is_none());
        let (mine, his) = card_plies(r, alone.is_some());
        if alone.is_none() && mine.is_none() {
            return Err(NoCard::NoMoveOfMine(r.name()));
        }
        if by == By::Post {
            addressed(r)?;
        }
        let schedule = r.schedule();
        let plies: Vec<&PlyTime> = schedule.plies().collect();
        let [mine_t, his_t] = [mine, his].map(|p| p.and_then(|p| plies.get(p as usize).copied()));
        let says = alone
            .and_then(|c| c.declaration)
            .or_else(|| mine.and_then(|m| declared_with(r, m)));
        let unclear = alone.filter(|_| says == Some(Declaration::AskReplacement));
        let unclear_card = unclear.and_then(|_| his_unclear_card(r));
        let his_move_sent = match unclear_card {
            Some(c) => Some(c.sent.or(c.written)),
            None => his_t.map(|h| h.sent.map(|e| e.date)),
        };
        let received = match (mine_t, his_t) {
            (Some(m), _) => m.received,
            (None, Some(h)) => r.plies.get(h.ply as usize).and_then(effective_received),
            (None, None) => None,
        };
        let his_move_received = match unclear_card {
            Some(c) => Some(c.received),
            // White's first move answers no move: nothing was received.
            None if mine == Some(0) || mine_t.or(his_t).is_none() => None,
            None => Some(received),
        };
        let card = NextCard {
            r,
            his_move_sent,
            his_move_received,
            repeated: his.map_or(0..0, |h| r.card_start(h)..h + 1),
            my_move: mine,
            sent: match (mine_t, alone) {
                (Some(m), _) => m.sent.map(|e| e.date),
                (None, card) => card.and_then(|c| c.sent),
            },
            says,
            unclear: unclear.map(|c| c.body.clone()),
            variant: mine
                .and_then(|m| r.variants.iter().find(|v| v.first_ply == m))
                .map(|v| v.variant.conditional().to_vec())
                .unwrap_or_default(),
            repeat_of,
            registration: registration(r, mine, repeat_of, by),
            schedule,
        };
        Ok(card)
    }

    /// My move's row of the schedule, when the card carries a move.
    pub fn my_ply(&self) -> Option<&PlyTime> {
        let ply = self.my_move?;
        self.schedule.plies().find(|p| p.ply == ply)
    }

    /// The card's moves: the game's, then the variant I propose, so that the text of every ply
    /// the card names is at its index.
    pub fn line(&self) -> Vec<UciMove> {
        let game = self.r.plies.iter().map(|p| p.uci);
        game.chain(self.variant.iter().copied()).collect()
    }

    /// The plies of the variant I propose (47.3.8).
    pub fn variant_plies(&self) -> Range<u32> {
        let start = self.my_move.map_or(0, |m| m + 1);
        start..start + self.variant.len() as u32
    }
}

/// Whether my next card in game `r` — the card without a move I sent last, else my last move's
/// — went on `day`, or my move's repeat did (47.5.1): the day's sheet of cards holds it.
pub fn went_on(r: &GameRecords, day: NaiveDate) -> bool {
    match my_card_without_move(r) {
        Some(card) => card.sent == Some(day),
        None => r.my_move_sent_on(day) || r.last_is_mine() && r.last_repeat() == Some(day),
    }
}

/// Whether game `r`'s moves go on cards: it is played by post and takes cards still.
pub fn postable(r: &GameRecords) -> Result<(), NoCard> {
    if r.tournament.mode == Mode::Email {
        return Err(NoCard::PlayedByEmail(r.name()));
    }
    not_over(r)
}

/// Whether game `r` still takes my cards: a finished game may owe the card with its last move
/// (a mate, a resignation accepted); one sent to adjudication or withdrawn owes none.
fn not_over(r: &GameRecords) -> Result<(), NoCard> {
    match r.game.status() {
        GameStatus::Adjudication | GameStatus::Withdrawn => Err(NoCard::GameOver(r.name())),
        _ => Ok(()),
    }
}

/// Whether a card of game `r` has where to go and what to name: the partner's postal address
/// and the tournament's name (47.3.7.1).
fn addressed(r: &GameRecords) -> Result<(), NoCard> {
    let address = r.partner.current_contact().map(|c| c.postal_address.trim());
    if address.is_none_or(str::is_empty) {
        return Err(NoCard::NoAddress(r.name()));
    }
    if r.tournament.is_unnamed() {
        return Err(NoCard::UnnamedTournament(r.name()));
    }
    Ok(())
}

/// What my card says besides the move: the declaration filed with the card that carried my
/// ply `ply`.
fn declared_with(r: &GameRecords, ply: u32) -> Option<Declaration> {
    r.correspondence
        .iter()
        .rev()
        .filter(|c| c.direction == Direction::Out && c.ply == Some(ply))
        .find_map(|c| c.declaration)
}

/// His card whose move a request asks him to replace: the last he sent that added no move.
fn his_unclear_card(r: &GameRecords) -> Option<&CorrespondenceItem> {
    r.correspondence
        .iter()
        .rev()
        .filter(|i| i.direction == Direction::In)
        .find(|i| i.ply.is_none() && i.declaration.is_none())
}

/// How a card of game `r` carrying my ply `mine` goes: registered for a repeat (47.5.1), when
/// the move went registered (47.4.12) or when the regulations ask it of every card (47.2.1).
fn registration(
    r: &GameRecords,
    mine: Option<u32>,
    repeat_of: Option<NaiveDate>,
    by: By,
) -> Registration {
    let delivery = mine
        .and_then(|p| r.plies.get(p as usize))
        .map(|p| &p.delivery);
    let receipt = match delivery {
        Some(Delivery::Registered { receipt_number }) if repeat_of.is_none() => {
            Some(receipt_number.trim())
        }
        _ => None,
    };
    let always = r.tournament.registered_mail == RegisteredMail::Always;
    match by == By::Post && (repeat_of.is_some() || receipt.is_some() || always) {
        true => Registration::Registered {
            receipt: receipt.filter(|n| !n.is_empty()).map(str::to_owned),
        },
        false => Registration::Ordinary,
    }
}

#[cfg(test)]
mod tests;
