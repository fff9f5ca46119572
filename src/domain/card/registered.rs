//! Registered mail (47.4.12): where it is due, my card goes registered or by ordinary mail on
//! purpose — one check for the window and the command line; a typed receipt number read.

use super::{CardError, MyCard};
use crate::domain::receipt::read_receipt;

/// My card where registered mail is `required` (47.4.12, or the regulations for every move):
/// it goes registered, or by ordinary mail only on purpose; a card without a move goes as it
/// goes.
pub fn registered_as_required(required: bool, card: &MyCard) -> Result<(), CardError> {
    let with_move = card.declaration.is_none_or(|d| d.with_move());
    match required && with_move && card.registered.is_none() && !card.ordinary {
        true => Err(CardError::RegisteredRequired),
        false => Ok(()),
    }
}

/// A typed receipt number checked (47.4.12): none is fine (not known yet), a wrong one is
/// refused; kept as the post office writes it.
pub(super) fn receipt_number(typed: &str) -> Result<String, CardError> {
    if typed.trim().is_empty() {
        return Ok(String::new());
    }
    read_receipt(typed)
        .map(|n| n.as_str().to_owned())
        .map_err(CardError::Receipt)
}
