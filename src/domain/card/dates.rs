//! A card's record dated later: the dates of a recorded move corrected, the day his last move
//! reached me, the repeat of my move when he is silent — each checked as a card's dates are
//! (47.2.2).

use chrono::NaiveDate;

use super::errors::{not_before, not_future};
use super::{CardError, DateField, RepeatError};
use crate::domain::deadlines::GameRecords;
use crate::domain::{
    CorrespondenceItem, Direction, Medium, Mode, PlyRecord, SendEvidence, effective_received,
    effective_sent,
};

/// The dates of a recorded ply as corrected, `mover` telling whose move it is: each checked as
/// a card's dates are (47.2.2). The move and its state stay as they are.
pub fn corrected_dates(
    plies: &[PlyRecord],
    index: usize,
    mover: crate::domain::Side,
    sent: SendEvidence,
    arrived: Option<NaiveDate>,
    today: NaiveDate,
) -> Result<PlyRecord, CardError> {
    let Some(ply) = plies.get(index) else {
        return Err(CardError::NotInPlay);
    };
    let mine = mover == crate::domain::Side::Mine;
    let (written, sent_field, arrived_field) = if mine {
        (DateField::MySent, DateField::MySent, DateField::HisReceipt)
    } else {
        (DateField::Written, DateField::HisSent, DateField::Received)
    };
    not_future(written, sent.written, today)?;
    not_future(arrived_field, arrived, today)?;
    // The postmark counts when it differs from the written date (47.2.2.1), earlier or later.
    for p in &sent.postmarks {
        not_future(DateField::Postmark, Some(*p), today)?;
    }
    let sent_on = effective_sent(&sent, &ply.delivery).map(|e| e.date);
    not_before(arrived_field, arrived, sent_field, sent_on)?;
    // And with its neighbours: not sent before the move it answers arrived, nor arriving
    // after the reply to it went.
    let (before, after) = if mine {
        (DateField::HisLastArrived, DateField::HisSent)
    } else {
        (DateField::HisReceipt, DateField::MySent)
    };
    let answered = index
        .checked_sub(1)
        .and_then(|i| plies.get(i))
        .and_then(effective_received);
    not_before(sent_field, sent_on, before, answered)?;
    let reply = plies
        .get(index + 1)
        .and_then(|p| effective_sent(&p.sent, &p.delivery))
        .map(|e| e.date);
    not_before(after, reply, arrived_field, arrived)?;
    Ok(PlyRecord {
        sent,
        arrived,
        ..ply.clone()
    })
}

/// The day his last move reached me, checked: not after today, not before he sent it.
pub fn arrival(r: &GameRecords, date: NaiveDate, today: NaiveDate) -> Result<u32, CardError> {
    let last = r.plies.len().checked_sub(1).ok_or(CardError::NoMoveOfHis)?;
    if r.last_is_mine() {
        return Err(CardError::NoMoveOfHis);
    }
    not_future(DateField::Received, Some(date), today)?;
    let p = &r.plies[last];
    let sent = effective_sent(&p.sent, &p.delivery).map(|e| e.date);
    not_before(DateField::Received, Some(date), DateField::HisSent, sent)?;
    Ok(last as u32)
}

/// The repeat of my last move when the partner is silent: by registered letter (47.5.1) or by
/// e-mail with a copy to the arbiter (48.5.1), sent on `date`. Its note for the archive is
/// `messages::repeat_note`.
pub fn repeat(
    r: &GameRecords,
    date: NaiveDate,
    today: NaiveDate,
) -> Result<CorrespondenceItem, RepeatError> {
    let last = r.plies.len().checked_sub(1).ok_or(RepeatError::NotMyMove)? as u32;
    if !r.is_mine(last) {
        return Err(RepeatError::NotMyMove);
    }
    if date > today {
        return Err(RepeatError::Future(date));
    }
    let sent = r
        .plies
        .last()
        .and_then(|p| effective_sent(&p.sent, &p.delivery))
        .map(|e| e.date);
    if let Some(sent) = sent.filter(|s| date <= *s) {
        return Err(RepeatError::NotAfterSent { date, sent });
    }
    let medium = match r.tournament.mode {
        Mode::Post => Medium::Letter,
        Mode::Email => Medium::Email,
    };
    Ok(CorrespondenceItem {
        game: r.id,
        direction: Direction::Out,
        medium,
        written: Some(date),
        sent: Some(date),
        received: None,
        ply: Some(last),
        declaration: None,
        together_with: None,
        stated_total: None,
        body: String::new(),
    })
}
