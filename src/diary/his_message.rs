//! His e-mail message (article 48) read for the game it is about: the card it gives, ready to
//! check and record as `receive` does, where each field of it came from, and the diary's
//! answer to it — the window fills its Receive form from this, the command line says it and,
//! asked to, records it.

use chrono::NaiveDate;

use super::{Diary, DiaryError, HisCardFor};
use crate::domain::GameId;
use crate::domain::card::HisCard;
use crate::domain::card::Received;
use crate::domain::deadlines::GameRecords;
use crate::domain::partner_message::{Fit, PartnerMessage, Reading, against, game_for};
use crate::mail::Mail;

/// A field of his card, as the Receive form has it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardField {
    /// His move.
    Move,
    /// My last move as he repeats it (47.3.7.5).
    Repetition,
    /// The day he sent his move.
    Written,
    /// The day his move reached me.
    Received,
    /// The day he received my move.
    HisReceipt,
    /// His total time.
    StatedTotal,
}

/// Where a field of the card came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// This line (1-based) of his message.
    Line(usize),
    /// The `Date:` of the mail (or the day given for it).
    MailDate,
}

/// His message read for one game.
#[derive(Debug)]
pub struct MessageRead {
    /// The game as it stood when the message was read.
    pub game: GameRecords,
    /// What his message says.
    pub message: PartnerMessage,
    /// What it brings to the game.
    pub reading: Reading,
    /// His card as the message gives it, his message filed with it.
    pub card: HisCardFor,
    /// Whether the day it reached me is the mail's own.
    dated: bool,
    /// What recording the card would add, or the diary's refusal: his dates against the
    /// diary's, a wrong repetition.
    pub check: Result<Vec<Received>, DiaryError>,
}

impl MessageRead {
    /// Where `field` of the card came from; `None`: not in his message.
    pub fn source(&self, field: CardField) -> Option<Source> {
        let f = &self.reading.fields;
        let line = match field {
            CardField::Move => f.his_move,
            CardField::Repetition => f.repetition.as_ref().map(|r| r.line),
            CardField::Written => f.written.map(|d| d.line),
            CardField::Received => return self.dated.then_some(Source::MailDate),
            CardField::HisReceipt => f.his_receipt.map(|d| d.line),
            CardField::StatedTotal => f.his_total.map(|t| t.line),
        };
        line.map(Source::Line)
    }

    /// The fields of his card in this game, in the form's order: his move and the repetition
    /// of mine only where the card carries a move, the repetition only by post (47.3.7.5; an
    /// e-mail's game text is its record, 48.2.1).
    pub fn fields(&self) -> Vec<CardField> {
        let with_move = !self.reading.his_move.is_empty();
        let by_post = self.game.tournament.mode == crate::domain::Mode::Post;
        [
            (CardField::Move, with_move),
            (CardField::Repetition, with_move && by_post),
            (CardField::Written, true),
            (CardField::Received, true),
            (CardField::HisReceipt, true),
            (CardField::StatedTotal, true),
        ]
        .into_iter()
        .filter_map(|(f, shown)| shown.then_some(f))
        .collect()
    }

    /// The fields of his card his message does not give.
    pub fn missing(&self) -> Vec<CardField> {
        let mut fields = self.fields();
        fields.retain(|f| self.source(*f).is_none());
        fields
    }
}

/// His message read: for its game, or the games it may be about, for the player to say which.
#[derive(Debug)]
pub enum MessageFor {
    /// Read for its game.
    Read(Box<MessageRead>),
    /// Several games fit, or they fit by his move alone: which one.
    Ask(Vec<GameRecords>),
}

impl Diary {
    /// Reads his message `mail` for the game it is about (`game`: the one the player named),
    /// of the games in play.
    pub fn read_message(
        &self,
        mail: &Mail,
        game: Option<GameId>,
        today: NaiveDate,
    ) -> Result<MessageFor, DiaryError> {
        let message = crate::domain::partner_message::read_message(&mail.text)
            .map_err(DiaryError::Message)?;
        let games = self.store.active_game_records()?;
        let r = match game {
            Some(id) => games
                .iter()
                .find(|r| r.id == id)
                .ok_or(DiaryError::NoGame(id))?,
            None => {
                let me = self.store.profile()?.full_name;
                match game_for(&games, &me, &message, today) {
                    Fit::Sure(r) => r,
                    Fit::Nothing => return Err(DiaryError::NoGameForMessage),
                    Fit::Ask(asked) => {
                        return Ok(MessageFor::Ask(asked.into_iter().cloned().collect()));
                    }
                }
            }
        };
        let reading = against(r, &message, today).map_err(|e| DiaryError::Reading(r.name(), e))?;
        let f = &reading.fields;
        let card = HisCardFor {
            game: r.id,
            card: HisCard {
                his_move: reading.his_move.clone(),
                // The repetition of my move is the postcard's (47.3.7.5); an e-mail's game
                // text is its record (48.2.1), its differences told, not penalised.
                repetition: match r.tournament.mode {
                    crate::domain::Mode::Post => f.repetition.as_ref().map(|r| r.value.clone()),
                    crate::domain::Mode::Email => None,
                }
                .unwrap_or_default(),
                written: f.written.map(|d| d.value),
                // None: the day it is read.
                received: mail.date,
                his_receipt: f.his_receipt.map(|d| d.value),
                stated_total: f.his_total.map(|t| t.value),
                declaration: message.declaration,
                ..HisCard::default()
            },
            with: None,
            message: Some(mail.text.clone()),
            seen: Some(r.plies.len() as u32),
        };
        let check = match self.check_receive(&card, today) {
            Err(e) if e.card_error().is_none() => return Err(e),
            check => check,
        };
        Ok(MessageFor::Read(Box::new(MessageRead {
            game: r.clone(),
            dated: mail.date.is_some(),
            message,
            reading,
            card,
            check,
        })))
    }
}
