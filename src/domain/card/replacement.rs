//! An illegible or impossible move (47.3.12): his card filed for the archive as it came, and
//! my request to replace the move.

use chrono::NaiveDate;
use shakmaty::Position;

use super::errors::{not_before, not_future};
use super::{CardContext, CardError, DateField, HisCard, his_card_filed, medium};
use crate::domain::deadlines::GameRecords;
use crate::domain::declarations::Declaration;
use crate::domain::notation::{Notation, read_move};
use crate::domain::{CorrespondenceItem, Direction};

/// His card whose move cannot be played, for the archive (47.1.3): its dates checked as any
/// card's, no ply added; what he wrote is kept as its text. The request to replace the move
/// (`ask_replacement`) answers it.
pub fn unplayable(
    ctx: &CardContext<'_>,
    card: &HisCard,
    today: NaiveDate,
) -> Result<CorrespondenceItem, CardError> {
    let as_filed = HisCard {
        declaration: None,
        ..card.clone()
    };
    let (item, ..) = his_card_filed(ctx, &as_filed, today)?;
    Ok(CorrespondenceItem {
        body: card.his_move.trim().to_owned(),
        ..item
    })
}

/// The request to replace his move (47.3.12), sent on `date`: `written` is what his card said,
/// empty when it carried no move (47.3.11). A move that can be played is not replaced. The
/// card keeps what he wrote; the papers say why it cannot be played.
pub fn ask_replacement(
    r: &GameRecords,
    written: &str,
    date: NaiveDate,
    today: NaiveDate,
) -> Result<CorrespondenceItem, CardError> {
    let ctx = CardContext::new(r);
    if !ctx.in_play {
        return Err(CardError::NotInPlay);
    }
    if ctx.pos.turn() == ctx.my_colour {
        return Err(CardError::NotHisTurn);
    }
    if let Ok(m) = read_move(&ctx.pos, written) {
        return Err(CardError::PlayableMove(
            Notation::LongRu.format(&ctx.pos, m),
        ));
    }
    not_future(DateField::MySent, Some(date), today)?;
    not_before(
        DateField::MySent,
        Some(date),
        DateField::MyLastSent,
        ctx.my_last_sent,
    )?;
    Ok(CorrespondenceItem {
        game: r.id,
        direction: Direction::Out,
        medium: medium(r.tournament.mode),
        written: Some(date),
        sent: Some(date),
        received: None,
        ply: None,
        declaration: Some(Declaration::AskReplacement),
        together_with: None,
        stated_total: None,
        body: written.trim().to_owned(),
    })
}
