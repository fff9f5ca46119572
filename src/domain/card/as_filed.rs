//! His last card as the diary filed it, to type again when its move was typed wrongly: the
//! move, the dates on it and around it, his stated total, what it said besides.

use shakmaty::uci::UciMove;

use super::HisCard;
use crate::domain::deadlines::GameRecords;
use crate::domain::{Delivery, Direction};

/// His last move's card in game `r` as filed — the move, then the card with its dates (the
/// move itself for the interface to write in its notation); `None` when the last move is mine.
pub fn his_card_as_filed(r: &GameRecords) -> Option<(UciMove, HisCard)> {
    let last = r.plies.len().checked_sub(1)?;
    if r.is_mine(last as u32) {
        return None;
    }
    let ply = &r.plies[last];
    let filed = r
        .correspondence
        .iter()
        .rev()
        .find(|c| c.direction == Direction::In && c.ply == Some(last as u32));
    let receipt_number = match &ply.delivery {
        Delivery::Registered { receipt_number } => receipt_number.clone(),
        _ => String::new(),
    };
    let card = HisCard {
        written: ply.sent.written,
        postmarks: ply.sent.postmarks.clone(),
        receipt_number,
        received: ply.arrived,
        his_receipt: last.checked_sub(1).and_then(|mine| r.plies[mine].arrived),
        declaration: filed.and_then(|c| c.declaration),
        stated_total: filed.and_then(|c| c.stated_total),
        ..HisCard::default()
    };
    Some((ply.uci, card))
}
