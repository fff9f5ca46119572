//! A card or e-mail as the diary records it. What the partner's card brings becomes his plies,
//! checked as the rules ask: his repetition of my move (47.3.7.5), the variant moves he accepted
//! (47.3.8), his move, and dates that follow one another (47.2.2). What I send becomes my ply
//! and the card that carries it. The window, the command line and the tests all come here.

use chrono::NaiveDate;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move, Position};

use super::deadlines::GameRecords;
use super::declarations::{Declaration, open_offer};
use super::notation::{Notation, read_move};
use super::variant::{Variant, VariantAnswer, accept};
use super::{
    CorrespondenceItem, Delivery, Direction, GameId, Medium, Mode, PlyRecord, PlyState,
    SendEvidence, effective_received, effective_sent,
};
mod as_filed;
mod dates;
mod errors;
mod next;
mod registered;
mod replacement;

pub use super::{HisCard, MyCard};
pub use as_filed::his_card_as_filed;
pub use dates::{arrival, corrected_dates, repeat};
pub use errors::{CardError, DateField, RepeatError};
use errors::{not_before, not_future};
pub use next::{By, NextCard, NoCard, Registration, postable, went_on};
use registered::receipt_number;
pub use registered::registered_as_required;
pub use replacement::{ask_replacement, unplayable};

/// What a card is checked against: the game as the diary has it.
#[derive(Debug, Clone)]
pub struct CardContext<'a> {
    /// The game.
    pub game: GameId,
    /// How moves travel.
    pub mode: Mode,
    /// The position now, after the last ply.
    pub pos: Chess,
    /// The position before my last move, and that move, which his card repeats (47.3.7.5).
    pub my_last: Option<(Chess, Move)>,
    /// The day my last move counts as sent, which he cannot have received before.
    pub my_last_sent: Option<NaiveDate>,
    /// The day I received his last move, before which my reply cannot go.
    pub his_last_arrived: Option<NaiveDate>,
    /// The variant my last move proposed (47.3.8).
    pub variant: Option<&'a Variant>,
    /// The colour I play.
    pub my_colour: shakmaty::Color,
    /// How many plies the game has: a card checked here is recorded at this point only.
    pub plies: u32,
    /// Whether the game is in play: a finished game takes no more moves.
    pub in_play: bool,
    /// How sentences speak of the partner.
    pub partner_gender: super::Gender,
    /// Whether my draw offer is open: his card may accept or decline it.
    pub my_offer_open: bool,
    /// Whether his draw offer is open: my card may accept or decline it.
    pub his_offer_open: bool,
}

impl<'a> CardContext<'a> {
    /// The context of a game: its position replayed from the plies.
    pub fn new(r: &'a GameRecords) -> Self {
        let mut line = r.line();
        let pos = line.positions.pop().unwrap_or_default();
        let before_last = line.positions.pop().zip(line.moves.pop());
        let me = r.game.my_colour;
        let mine_last = r.last_is_mine();
        let last = r.plies.last();
        CardContext {
            game: r.id,
            mode: r.tournament.mode,
            pos,
            my_last: before_last.filter(|_| mine_last),
            my_last_sent: last
                .filter(|_| mine_last)
                .and_then(|p| effective_sent(&p.sent, &p.delivery))
                .map(|e| e.date),
            his_last_arrived: last.filter(|_| !mine_last).and_then(effective_received),
            variant: if mine_last { r.open_variant() } else { None },
            my_colour: me,
            plies: r.plies.len() as u32,
            in_play: r.game.status() == super::GameStatus::InPlay,
            partner_gender: r.partner.gender,
            my_offer_open: open_offer(r, super::Side::Mine).is_some(),
            his_offer_open: open_offer(r, super::Side::His).is_some(),
        }
    }
}

/// What his card adds to the diary.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Received {
    /// The accepted variant moves, then his move; none on a card that carries no move.
    pub(in crate::domain) plies: Vec<PlyRecord>,
    /// The day he received my last move.
    pub(in crate::domain) his_receipt: Option<NaiveDate>,
    /// The card for the archive.
    pub(in crate::domain) item: CorrespondenceItem,
    /// How many plies the game had when the card was checked: the diary records it at that
    /// point and nowhere else.
    at_ply: u32,
}

impl Received {
    /// The accepted variant moves, then his move; none on a card that carries no move.
    pub fn plies(&self) -> &[PlyRecord] {
        &self.plies
    }

    /// The day he received my last move.
    pub fn his_receipt(&self) -> Option<NaiveDate> {
        self.his_receipt
    }

    /// The card for the archive.
    pub fn item(&self) -> &CorrespondenceItem {
        &self.item
    }

    /// Files his e-mail message the card was read from with it (48.1.4).
    pub fn file_message(&mut self, text: &str) {
        self.item.body = format!("{}\n\n{}", self.item.body, text.trim());
    }

    /// How many plies the game had when the card was checked.
    pub fn at_ply(&self) -> u32 {
        self.at_ply
    }

    /// The game's records as they will be once this card is recorded: his moves added, my last
    /// move's arrival set to the day he says he received it.
    pub fn applied_to(&self, r: &super::deadlines::GameRecords) -> super::deadlines::GameRecords {
        let mut after = r.clone();
        if let (Some(day), Some(mine)) = (self.his_receipt, after.plies.last_mut()) {
            mine.arrived = Some(day);
        }
        after.plies.extend(self.plies.iter().cloned());
        after
    }
}

/// Reads his card against the game: the plies it adds, or why it cannot be recorded.
pub fn receive(
    ctx: &CardContext<'_>,
    card: &HisCard,
    today: NaiveDate,
) -> Result<Received, CardError> {
    if !ctx.in_play {
        return Err(CardError::NotInPlay);
    }
    let alone = card.declaration.filter(|d| !d.with_move());
    if alone.is_none() && ctx.pos.turn() == ctx.my_colour {
        return Err(CardError::NotHisTurn);
    }
    answers(card.declaration, ctx.my_offer_open, super::Side::His)?;
    let moves = match alone {
        Some(d) if !card.his_move.trim().is_empty() => return Err(CardError::MoveNotWanted(d)),
        Some(_) => None,
        None => Some(his_moves(ctx, card)?),
    };
    let (mut item, sent, delivery) = his_card_filed(ctx, card, today)?;
    let (sent_on, received) = (item.sent, item.received);
    item.stated_total = card.stated_total;
    let stated = card.stated_total.map(|t| t.to_string()).unwrap_or_default();
    let accepted_text = card.accepted.join(" ");
    item.body = [
        card.repetition.trim(),
        accepted_text.trim(),
        card.his_move.trim(),
        stated.as_str(),
    ]
    .into_iter()
    .filter(|t| !t.is_empty())
    .collect::<Vec<_>>()
    .join(" | ");
    // A card without a move adds no ply; the day he received my move is my last move's only
    // when my move is the last.
    let Some((accepted, m)) = moves else {
        return Ok(Received {
            plies: vec![],
            his_receipt: card.his_receipt.filter(|_| ctx.pos.turn() != ctx.my_colour),
            item,
            at_ply: ctx.plies,
        });
    };

    // Accepted moves travel on the same card: each counts as sent and received with it.
    let mut plies: Vec<PlyRecord> = accepted
        .iter()
        .map(|uci| PlyRecord {
            uci: *uci,
            sent: SendEvidence {
                written: sent_on,
                postmarks: vec![],
                receipt: None,
            },
            arrived: sent_on,
            delivery: delivery.clone(),
            state: PlyState::Sent,
        })
        .collect();
    plies.push(PlyRecord {
        uci: UciMove::from_standard(m),
        sent,
        arrived: received,
        delivery,
        state: PlyState::Sent,
    });
    Ok(Received {
        plies,
        his_receipt: card.his_receipt,
        item,
        at_ply: ctx.plies,
    })
}

/// His card as filed in the archive, its mail and dates checked (47.2.2), with the evidence
/// of its send date and how it came; its text is the caller's.
fn his_card_filed(
    ctx: &CardContext<'_>,
    card: &HisCard,
    today: NaiveDate,
) -> Result<(CorrespondenceItem, SendEvidence, Delivery), CardError> {
    let received = card.received.unwrap_or(today);
    let delivery = match (ctx.mode, card.receipt_number.trim()) {
        (Mode::Email, _) => Delivery::Email,
        (Mode::Post, "") => Delivery::Ordinary,
        (Mode::Post, n) => Delivery::Registered {
            receipt_number: receipt_number(n)?,
        },
    };
    let sent = SendEvidence {
        written: card.written,
        postmarks: card.postmarks.clone(),
        receipt: None,
    };
    let sent_on = effective_sent(&sent, &delivery).map(|e| e.date);
    his_dates(ctx, card, received, sent_on, today)?;
    let item = CorrespondenceItem {
        game: ctx.game,
        direction: Direction::In,
        medium: medium(ctx.mode),
        written: card.written,
        sent: sent_on,
        received: Some(received),
        ply: None,
        declaration: card.declaration,
        together_with: None,
        stated_total: None,
        body: String::new(),
    };
    Ok((item, sent, delivery))
}

/// His card's moves read in the game: his repetition of my move checked (47.3.7.5), the variant
/// moves he accepted (47.3.9), and his own move (47.3.12).
fn his_moves(
    ctx: &CardContext<'_>,
    card: &HisCard,
) -> Result<(Vec<UciMove>, shakmaty::Move), CardError> {
    if let Some((before, mine)) = &ctx.my_last
        && !card.repetition.trim().is_empty()
    {
        let repeated =
            read_move(before, &card.repetition).map_err(CardError::RepetitionUnreadable)?;
        if repeated != *mine {
            return Err(CardError::WrongRepetition {
                written: card.repetition.trim().to_owned(),
                mine: Notation::LongRu.format(before, *mine),
            });
        }
    }
    let mut pos = ctx.pos.clone();
    let mut accepted = Vec::new();
    if ctx.variant.is_none() && !card.accepted.is_empty() {
        return Err(CardError::NoVariantToAccept);
    }
    if let Some(variant) = ctx.variant {
        for (index, text) in card.accepted.iter().enumerate() {
            let m = read_move(&pos, text)
                .map_err(|error| CardError::AcceptedUnreadable { index, error })?;
            accepted.push(UciMove::from_standard(m));
            pos.play_unchecked(m);
        }
        let answer = VariantAnswer {
            repeated: accepted.clone(),
            own: None,
        };
        accept(variant, &answer).map_err(CardError::WrongVariant)?;
    }
    let m = read_move(&pos, &card.his_move).map_err(CardError::Impossible)?;

    Ok((accepted, m))
}

/// His card's dates checked against today and each other, and against my last move (47.2.2):
/// none in the future, none before what it answers.
fn his_dates(
    ctx: &CardContext<'_>,
    card: &HisCard,
    received: NaiveDate,
    sent_on: Option<NaiveDate>,
    today: NaiveDate,
) -> Result<(), CardError> {
    not_future(DateField::Received, Some(received), today)?;
    not_future(DateField::Written, card.written, today)?;
    not_future(DateField::HisReceipt, card.his_receipt, today)?;
    // A postmark before the date he wrote is no contradiction: the postmark counts
    // (47.2.2.1), and the card keeps both.
    for p in &card.postmarks {
        not_future(DateField::Postmark, Some(*p), today)?;
        not_before(
            DateField::Received,
            Some(received),
            DateField::Postmark,
            Some(*p),
        )?;
    }
    not_before(
        DateField::HisReceipt,
        card.his_receipt,
        DateField::MyLastSent,
        ctx.my_last_sent,
    )?;
    not_before(
        DateField::Received,
        Some(received),
        DateField::HisSent,
        sent_on,
    )?;
    not_before(
        DateField::HisSent,
        sent_on,
        DateField::HisReceipt,
        card.his_receipt,
    )?;
    // His reply cannot go, nor reach me, before my move went.
    not_before(
        DateField::HisSent,
        sent_on,
        DateField::MyLastSent,
        ctx.my_last_sent,
    )?;
    not_before(
        DateField::Received,
        Some(received),
        DateField::MyLastSent,
        ctx.my_last_sent,
    )?;
    Ok(())
}

/// What sending my card adds to the diary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sent {
    /// My ply; none on a card that carries no move.
    pub(in crate::domain) ply: Option<PlyRecord>,
    /// The variant it proposes.
    pub(in crate::domain) variant: Option<Variant>,
    /// The card or e-mail for the archive.
    pub(in crate::domain) item: CorrespondenceItem,
    /// How many plies the game had when the card was checked: the diary records it at that
    /// point and nowhere else.
    at_ply: u32,
}

impl Sent {
    /// My ply; none on a card that carries no move.
    pub fn ply(&self) -> Option<&PlyRecord> {
        self.ply.as_ref()
    }

    /// The variant it proposes.
    pub fn variant(&self) -> Option<&Variant> {
        self.variant.as_ref()
    }

    /// The card or e-mail for the archive.
    pub fn item(&self) -> &CorrespondenceItem {
        &self.item
    }

    /// How many plies the game had when the card was checked.
    pub fn at_ply(&self) -> u32 {
        self.at_ply
    }

    /// The game's records as they will be once this card is recorded: my ply, its variant and
    /// the card filed with it.
    pub fn applied_to(&self, r: &GameRecords) -> GameRecords {
        let mut after = r.clone();
        let mut item = self.item.clone();
        if let Some(ply) = &self.ply {
            after.plies.push(ply.clone());
            let at = after.plies.len() as u32 - 1;
            item.ply = Some(at);
            if let Some(v) = &self.variant {
                after.variants.push(super::variant::ProposedVariant {
                    first_ply: at,
                    variant: v.clone(),
                    state: PlyState::Sent,
                    sent: ply.sent.written,
                });
            }
        }
        after.correspondence.push(item);
        after
    }
}

/// Reads my card against the game: my ply, or why it cannot go.
pub fn send(ctx: &CardContext<'_>, card: &MyCard, today: NaiveDate) -> Result<Sent, CardError> {
    if !ctx.in_play {
        return Err(CardError::NotInPlay);
    }
    answers(card.declaration, ctx.his_offer_open, super::Side::Mine)?;
    if let Some(d) = card.declaration.filter(|d| !d.with_move()) {
        return send_alone(ctx, card, d, today);
    }
    if ctx.pos.turn() != ctx.my_colour {
        return Err(CardError::NotMyTurn);
    }
    let m = read_move(&ctx.pos, &card.my_move).map_err(CardError::MyMove)?;
    let variant = if card.variant.is_empty() {
        None
    } else {
        let mut moves = vec![UciMove::from_standard(m)];
        let mut p = ctx.pos.clone();
        p.play_unchecked(m);
        for text in &card.variant {
            let v = read_move(&p, text).map_err(CardError::MyMove)?;
            moves.push(UciMove::from_standard(v));
            p.play_unchecked(v);
        }
        Some(Variant::new(&ctx.pos, moves).map_err(CardError::MyVariant)?)
    };
    let sent = card.date.unwrap_or(today);
    not_future(DateField::MySent, Some(sent), today)?;
    not_before(
        DateField::MySent,
        Some(sent),
        DateField::HisLastArrived,
        ctx.his_last_arrived,
    )?;
    let delivery = match (ctx.mode, &card.registered) {
        (Mode::Email, _) => Delivery::Email,
        (Mode::Post, None) => Delivery::Ordinary,
        (Mode::Post, Some(number)) => Delivery::Registered {
            receipt_number: receipt_number(number)?,
        },
    };
    let receipt = matches!(delivery, Delivery::Registered { .. }).then_some(sent);
    let ply = PlyRecord {
        uci: UciMove::from_standard(m),
        sent: SendEvidence {
            written: Some(sent),
            postmarks: vec![],
            receipt,
        },
        arrived: None,
        delivery,
        state: PlyState::Sent,
    };
    let item = CorrespondenceItem {
        game: ctx.game,
        direction: Direction::Out,
        medium: medium(ctx.mode),
        written: Some(sent),
        sent: Some(sent),
        received: None,
        ply: None,
        declaration: card.declaration,
        together_with: None,
        stated_total: None,
        // The move as the card writes it (long algebraic, 47.3.2).
        body: Notation::LongRu.format(&ctx.pos, m),
    };
    Ok(Sent {
        ply: Some(ply),
        variant,
        item,
        at_ply: ctx.plies,
    })
}

/// My card that carries no move: his draw offer accepted, or my resignation, whoever's move
/// it is.
fn send_alone(
    ctx: &CardContext<'_>,
    card: &MyCard,
    declaration: Declaration,
    today: NaiveDate,
) -> Result<Sent, CardError> {
    if !card.my_move.trim().is_empty() || !card.variant.is_empty() {
        return Err(CardError::MoveNotWanted(declaration));
    }
    let sent = card.date.unwrap_or(today);
    not_future(DateField::MySent, Some(sent), today)?;
    not_before(
        DateField::MySent,
        Some(sent),
        DateField::MyLastSent,
        ctx.my_last_sent,
    )?;
    not_before(
        DateField::MySent,
        Some(sent),
        DateField::HisLastArrived,
        ctx.his_last_arrived,
    )?;
    Ok(Sent {
        ply: None,
        variant: None,
        at_ply: ctx.plies,
        item: CorrespondenceItem {
            game: ctx.game,
            direction: Direction::Out,
            medium: medium(ctx.mode),
            written: Some(sent),
            sent: Some(sent),
            received: None,
            ply: None,
            declaration: Some(declaration),
            together_with: None,
            stated_total: None,
            body: String::new(),
        },
    })
}

/// An acceptance or a refusal on `card`'s side's card needs the other side's open offer.
fn answers(
    declaration: Option<Declaration>,
    offer_open: bool,
    card: super::Side,
) -> Result<(), CardError> {
    match declaration {
        Some(d) if d.answers_offer() && !offer_open => Err(CardError::NoOfferToAnswer { card }),
        _ => Ok(()),
    }
}

fn medium(mode: Mode) -> Medium {
    match mode {
        Mode::Post => Medium::Card,
        Mode::Email => Medium::Email,
    }
}

#[cfg(test)]
mod tests;
