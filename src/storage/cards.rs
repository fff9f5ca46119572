//! Cards recorded: his card's moves and my card's move, each with the card filed, and each
//! only at the ply it was checked against (`domain::card`), so that a window or program that
//! read the game before another changed it records nothing.

use super::events::{insert_correspondence, insert_variant};
use super::games::change_plies;
use super::{Result, Store, StoreError};
use crate::domain::card::{Received, Sent};
use crate::domain::scans::ItemId;
use crate::domain::variant::ProposedVariant;
use crate::domain::{CorrespondenceItem, GameId, PlyRecord, PlyState};

impl Store {
    /// Records what the partner's card brings to each game it carries — the accepted variant
    /// moves and his own move — with the day he says he received my last move, and files the
    /// card, all at once. A card with no move (a draw accepted, a resignation) is filed alone
    /// and may end the game. The card's row in each game's archive is returned.
    pub fn record_received(&mut self, cards: &[(GameId, &Received)]) -> Result<Vec<ItemId>> {
        self.write(|tx| {
            cards
                .iter()
                .map(|(id, card)| received_in(tx, *id, card))
                .collect()
        })
    }

    /// Records my moves as sent in each game the card carries, with the variant proposed with
    /// each (47.3.8) and the card or e-mail that carries them, all at once. A card with no move
    /// (his draw accepted, my resignation) is filed alone and may end the game.
    pub fn record_sent(&mut self, cards: &[(GameId, &Sent)]) -> Result<()> {
        self.write(|tx| {
            cards
                .iter()
                .try_for_each(|(id, card)| sent_in(tx, *id, card))
        })
    }
}

/// His card's part in game `id`, inside a transaction; the card's row.
fn received_in(tx: &rusqlite::Connection, id: GameId, card: &Received) -> Result<ItemId> {
    let last = change_plies(tx, id, "", |stored| {
        stored_at(stored, card.at_ply())?;
        if let (Some(date), Some(mine)) = (card.his_receipt(), stored.last_mut()) {
            mine.arrived = Some(date);
        }
        stored.extend_from_slice(card.plies());
        Ok(stored.len().checked_sub(1))
    })?;
    let ply = (!card.plies().is_empty()).then_some(last).flatten();
    insert_correspondence(
        tx,
        &CorrespondenceItem {
            ply: ply.map(|p| p as u32),
            ..card.item().clone()
        },
    )?;
    Ok(ItemId(tx.last_insert_rowid()))
}

/// Refuses a card checked against another state of the game than the one stored: another
/// program or window recorded a move meanwhile.
pub(super) fn stored_at(stored: &[PlyRecord], checked_at: u32) -> Result<()> {
    match stored.len() == checked_at as usize {
        true => Ok(()),
        false => Err(StoreError::Stale),
    }
}

/// My card's part in game `id`, inside a transaction.
fn sent_in(tx: &rusqlite::Connection, id: GameId, card: &Sent) -> Result<()> {
    let Some(mine) = card.ply() else {
        change_plies(tx, id, "", |plies| stored_at(plies, card.at_ply()))?;
        return insert_correspondence(tx, card.item());
    };
    let next = change_plies(tx, id, "", |plies| {
        stored_at(plies, card.at_ply())?;
        plies.push(mine.clone());
        Ok(plies.len() as u32 - 1)
    })?;
    if let Some(v) = card.variant() {
        let proposed = ProposedVariant {
            first_ply: next,
            variant: v.clone(),
            state: PlyState::Sent,
            sent: mine.sent.written,
        };
        insert_variant(tx, id, &proposed)?;
    }
    insert_correspondence(
        tx,
        &CorrespondenceItem {
            ply: Some(next),
            ..card.item().clone()
        },
    )
}
