//! A double round: the same partner in two games of one tournament. One card may carry my
//! moves in both games and his card his moves in both, each game with all its items (47.3.7)
//! and its own dates and totals; each game's archive files the card, naming the other game.

use chrono::NaiveDate;

use super::card::{CardContext, CardError, HisCard, MyCard, Received, Sent, receive, send};
use super::deadlines::GameRecords;
use super::{Direction, GameId, GameStatus};

/// The other game of the double round `r` belongs to, among `games`: the same tournament and
/// partner, in play. Only cards carry two games: by e-mail each game has its messages.
pub fn other_game<'a>(r: &GameRecords, games: &'a [GameRecords]) -> Option<&'a GameRecords> {
    if r.tournament.mode != super::Mode::Post {
        return None;
    }
    games.iter().find(|o| {
        o.id != r.id
            && o.game.tournament == r.game.tournament
            && o.game.partner == r.game.partner
            && o.game.status() == GameStatus::InPlay
    })
}

/// The other game whose move went on the card that carried my last move in `r`.
pub fn sent_with(r: &GameRecords) -> Option<GameId> {
    let last = r.plies.len().checked_sub(1)? as u32;
    r.correspondence
        .iter()
        .rev()
        .find(|c| c.direction == Direction::Out && c.ply == Some(last))?
        .together_with
}

/// The game among `games` whose move went on one card with my last move in `r`, both ways:
/// that card is still the last of both games.
pub fn carried_with<'a>(r: &GameRecords, games: &'a [GameRecords]) -> Option<&'a GameRecords> {
    let other = sent_with(r)?;
    games
        .iter()
        .find(|o| o.id == other && sent_with(o) == Some(r.id))
}

/// My card with moves in two games, `cards[i]` read in game `games[i]`: each checked as a card
/// of its own, both on the first card's day and by its mail. A refusal names its game.
pub fn send_both(
    games: [&CardContext<'_>; 2],
    cards: [&MyCard; 2],
    today: NaiveDate,
) -> Result<[Sent; 2], (GameId, CardError)> {
    let shared = MyCard {
        date: cards[0].date,
        registered: cards[0].registered.clone(),
        ..cards[1].clone()
    };
    let first = send(games[0], cards[0], today).map_err(|e| (games[0].game, e))?;
    let second = send(games[1], &shared, today).map_err(|e| (games[1].game, e))?;
    Ok(named_together([first, second], games, |s| &mut s.item))
}

/// His card with moves in two games, `cards[i]` read in game `games[i]`: both with the first
/// card's dates and mail. The day he received my move goes to each game whose last move is mine
/// and was sent on the day of my latest card, the one his card answers, whichever game is named
/// first. A refusal names its game.
pub fn receive_both(
    games: [&CardContext<'_>; 2],
    cards: [&HisCard; 2],
    today: NaiveDate,
) -> Result<[Received; 2], (GameId, CardError)> {
    let latest = games.iter().filter_map(|g| g.my_last_sent).max();
    let answered = |g: &CardContext<'_>| {
        g.my_last.is_some() && (g.my_last_sent.is_none() || g.my_last_sent == latest)
    };
    let read = |i: usize| {
        let card = HisCard {
            written: cards[0].written,
            postmarks: cards[0].postmarks.clone(),
            receipt_number: cards[0].receipt_number.clone(),
            received: cards[0].received,
            his_receipt: cards[0].his_receipt.filter(|_| answered(games[i])),
            ..cards[i].clone()
        };
        receive(games[i], &card, today).map_err(|e| (games[i].game, e))
    };
    let (first, second) = (read(0)?, read(1)?);
    Ok(named_together([first, second], games, |r| &mut r.item))
}

/// Each game's card names the other game.
fn named_together<T>(
    mut cards: [T; 2],
    games: [&CardContext<'_>; 2],
    item: impl Fn(&mut T) -> &mut super::CorrespondenceItem,
) -> [T; 2] {
    item(&mut cards[0]).together_with = Some(games[1].game);
    item(&mut cards[1]).together_with = Some(games[0].game);
    cards
}

#[cfg(test)]
mod tests;
