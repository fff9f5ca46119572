//! Cards received and sent: his card (or e-mail) and mine, alone or carrying the moves of both
//! games of a double round (47.3.7), checked by `domain::card` against the games as stored and
//! recorded only at the ply they were checked against.

use chrono::NaiveDate;

use super::journal::{Entry, MyLastMove};
use super::{Diary, DiaryError};
use crate::domain::card::{
    CardContext, HisCard, MyCard, Received, Sent, receive, registered_as_required, send,
};
use crate::domain::deadlines::GameRecords;
use crate::domain::declarations::Declaration;
use crate::domain::schedule::Total;
use crate::domain::{CorrespondenceItem, GameId, GameResult, GameStatus, double_round};
use crate::storage::StoreError;

/// His card as the player typed it: the game, what the card says in it, the other game's move
/// of a double round, and his e-mail message to file whole with the card (48.1.4).
#[derive(Debug, Clone)]
pub struct HisCardFor {
    /// The game the card is for.
    pub game: GameId,
    /// What it says in that game, with its dates.
    pub card: HisCard,
    /// The other game of the round and his move in it, when the card carries both.
    pub with: Option<(GameId, String)>,
    /// His e-mail message as it came.
    pub message: Option<String>,
    /// How many plies the game had as the player saw it when typing the card, if the
    /// interface showed it: a card typed on a game that changed meanwhile is refused as stale.
    pub seen: Option<u32>,
}

/// My card as the player typed it: the game, what the card says in it, and the other game's
/// move of a double round.
#[derive(Debug, Clone)]
pub struct MyCardFor {
    /// The game the card is for.
    pub game: GameId,
    /// What it says in that game, with its date and mail.
    pub card: MyCard,
    /// The other game of the round and my move in it, when the card carries both.
    pub with: Option<(GameId, String)>,
    /// How many plies the game had as the player saw it when typing the card, if the
    /// interface showed it: a card typed on a game that changed meanwhile is refused as stale.
    pub seen: Option<u32>,
}

/// What a card recorded in one game.
#[derive(Debug, Clone)]
pub struct Recorded {
    /// The game as it is now.
    pub game: GameRecords,
    /// The card as filed.
    pub item: CorrespondenceItem,
    /// Whether it carried a move.
    pub moved: bool,
    /// How it ended the game, if it did.
    pub ended: Option<GameResult>,
    /// His total as his card states it, and the diary's count, where they disagree.
    pub totals_differ: Option<(u32, Total)>,
    /// The postmark that counts, and the other date he wrote on the card (47.2.2.1).
    pub postmark_counts: Option<(NaiveDate, NaiveDate)>,
    /// His card dated before the game began: recorded, and said, to check the date.
    pub before_start: Option<crate::domain::facts::FactError>,
}

impl Diary {
    /// His card read against the games as stored: what it would add, or why it is refused.
    pub fn check_receive(
        &self,
        card: &HisCardFor,
        today: NaiveDate,
    ) -> Result<Vec<Received>, DiaryError> {
        self.read_received(card, today).map(|(_, got)| got)
    }

    /// Records his card in each game it carries, with the day he received my move and his
    /// message filed with it.
    pub fn receive(
        &mut self,
        card: HisCardFor,
        today: NaiveDate,
    ) -> Result<Vec<Recorded>, DiaryError> {
        let (games, mut got) = self.read_received(&card, today)?;
        if let (Some(text), Some(first)) = (&card.message, got.first_mut()) {
            first.file_message(text);
        }
        let cards: Vec<_> = got.iter().map(|r| (r.item().game, r)).collect();
        let rows = self.store.record_received(&cards)?;
        for ((r, g), row) in games.iter().zip(&got).zip(rows) {
            self.note(if g.plies().is_empty() {
                // A card with no move is taken back as a card: an undo puts the game it ended
                // back in play.
                Entry::Card {
                    row,
                    item: g.item().clone(),
                }
            } else {
                Entry::Received {
                    game: r.id,
                    card: g.clone(),
                    my_last: r
                        .plies
                        .last()
                        .map_or(MyLastMove::None, |p| MyLastMove::Arrived(p.arrived)),
                }
            });
        }
        let stated = [card.card.stated_total, None];
        games
            .iter()
            .zip(&got)
            .zip(stated)
            .map(|((r, g), stated)| {
                let mut done = self.recorded(r.id, g.item(), !g.plies().is_empty())?;
                done.totals_differ = stated.and_then(|s| totals_differ(&done.game, s));
                done.postmark_counts = match (g.item().sent, card.card.written) {
                    (Some(sent), Some(written)) if sent != written => Some((sent, written)),
                    _ => None,
                };
                let start = done.game.game.start.or(done.game.tournament.start);
                done.before_start = match (card.card.written, start) {
                    (Some(date), Some(start)) if date < start => {
                        Some(crate::domain::facts::FactError::BeforeStart {
                            field: crate::domain::facts::FactDate::HisCard,
                            date,
                            start,
                        })
                    }
                    _ => None,
                };
                Ok(done)
            })
            .collect()
    }

    /// My card read against the games as stored; `Ok` when it can go.
    pub fn check_send(&self, card: &MyCardFor, today: NaiveDate) -> Result<(), DiaryError> {
        self.read_sent(card, today).map(|_| ())
    }

    /// Records my card as sent in each game it carries.
    pub fn send(&mut self, card: MyCardFor, today: NaiveDate) -> Result<Vec<Recorded>, DiaryError> {
        let (games, sent) = self.read_sent(&card, today)?;
        let cards: Vec<_> = sent.iter().map(|s| (s.item().game, s)).collect();
        self.store.record_sent(&cards)?;
        self.note(Entry::Sent);
        games
            .iter()
            .zip(&sent)
            .map(|(r, s)| self.recorded(r.id, s.item(), s.ply().is_some()))
            .collect()
    }

    /// The games a card names: the first, and the other of its double round if it names one.
    fn card_games(
        &self,
        (game, seen): (GameId, Option<u32>),
        with: Option<GameId>,
    ) -> Result<Vec<GameRecords>, DiaryError> {
        let r = self.records(game)?;
        if seen.is_some_and(|seen| seen as usize != r.plies.len()) {
            return Err(StoreError::Stale.into());
        }
        let Some(other) = with else {
            return Ok(vec![r]);
        };
        let o = self.records(other)?;
        if double_round::other_game(&r, std::slice::from_ref(&o)).is_none() {
            return Err(DiaryError::NotADoubleRound {
                game: Box::new(r),
                other: Box::new(o),
            });
        }
        Ok(vec![r, o])
    }

    fn read_received(
        &self,
        card: &HisCardFor,
        today: NaiveDate,
    ) -> Result<(Vec<GameRecords>, Vec<Received>), DiaryError> {
        let games = self.card_games((card.game, card.seen), card.with.as_ref().map(|w| w.0))?;
        let got = match (&games[..], &card.with) {
            ([a, b], Some((_, his_move))) => {
                let second = HisCard {
                    his_move: his_move.clone(),
                    ..HisCard::default()
                };
                let ctx = [&CardContext::new(a), &CardContext::new(b)];
                double_round::receive_both(ctx, [&card.card, &second], today)
                    .map_err(|refused| in_round(&games, refused))?
                    .to_vec()
            }
            _ => {
                let r = &games[0];
                vec![
                    receive(&CardContext::new(r), &card.card, today)
                        .map_err(|e| DiaryError::card(r, e))?,
                ]
            }
        };
        Ok((games, got))
    }

    fn read_sent(
        &self,
        card: &MyCardFor,
        today: NaiveDate,
    ) -> Result<(Vec<GameRecords>, Vec<Sent>), DiaryError> {
        let games = self.card_games((card.game, card.seen), card.with.as_ref().map(|w| w.0))?;
        let r = &games[0];
        let alone = card.card.declaration.is_some_and(|d| !d.with_move());
        let clock = crate::domain::schedule::clock(&r.time(), &r.totals(), today);
        let answers_offer = card.card.declaration == Some(Declaration::AcceptDraw);
        if r.game.status() == GameStatus::InPlay
            && clock.side != r.game.my_colour
            && !alone
            && !answers_offer
        {
            return Err(DiaryError::NotMyMove(Box::new(r.clone())));
        }
        // Registered mail where it is due on the card's day (47.4.12), in each game it carries.
        let day = card.card.date.unwrap_or(today);
        for g in &games {
            let c = crate::domain::schedule::clock(&g.time(), &g.totals(), day);
            registered_as_required(g.registered_required(&c), &card.card)
                .map_err(|e| DiaryError::card(g, e))?;
        }
        let sent = match (&games[..], &card.with) {
            ([a, b], Some((_, my_move))) => {
                let second = MyCard {
                    my_move: my_move.clone(),
                    ..MyCard::default()
                };
                let ctx = [&CardContext::new(a), &CardContext::new(b)];
                let both = double_round::send_both(ctx, [&card.card, &second], today)
                    .map_err(|refused| in_round(&games, refused))?;
                // Two games go on one card only when it holds both with all their items.
                let me = self.store.profile()?;
                if !crate::documents::postcard::one_card_holds([(a, &both[0]), (b, &both[1])], &me)
                {
                    return Err(crate::documents::DocumentError::TwoGamesDoNotFit.into());
                }
                both.to_vec()
            }
            _ => vec![
                send(&CardContext::new(r), &card.card, today)
                    .map_err(|e| DiaryError::card(r, e))?,
            ],
        };
        Ok((games, sent))
    }

    /// What a card filed in game `id` recorded, read back from the diary.
    fn recorded(
        &self,
        id: GameId,
        item: &CorrespondenceItem,
        moved: bool,
    ) -> Result<Recorded, DiaryError> {
        let game = self.records(id)?;
        let ended = (game.game.status() == GameStatus::Finished)
            .then_some(game.game.result())
            .filter(|_| item.declaration.is_some());
        Ok(Recorded {
            game,
            item: item.clone(),
            moved,
            ended,
            totals_differ: None,
            postmark_counts: None,
            before_start: None,
        })
    }
}

/// A refusal of a card of two games, naming the game refused.
fn in_round(
    games: &[GameRecords],
    (game, error): (GameId, crate::domain::card::CardError),
) -> DiaryError {
    let r = games.iter().find(|r| r.id == game).unwrap_or(&games[0]);
    DiaryError::Card {
        game: Box::new(r.clone()),
        error,
        in_double_round: true,
    }
}

/// His stated total against the diary's count of his time, when they disagree; with a day of
/// his unknown, only a figure below what is already counted disagrees.
fn totals_differ(r: &GameRecords, stated: u32) -> Option<(u32, Total)> {
    let counted = r.totals().side(!r.game.my_colour).total;
    let differs = match counted.known() {
        Some(known) => stated != known,
        None => stated < counted.at_least,
    };
    differs.then_some((stated, counted))
}
