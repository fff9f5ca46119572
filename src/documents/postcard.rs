//! The postcard (47.3.7): A6 landscape, address side and message side as two pages so duplex
//! printing works, and four cards to an A4 sheet for cutting. Official text: Russian.

use chrono::NaiveDate;

use super::layout::{A6_LANDSCAPE, C6_LANDSCAPE, Document, MIN_TEXT_PT, Weight};
use super::message_side::{Row, both_games, message_side};
use super::{DocumentError, date, declaration_text, unclear_move};
use crate::domain::card::{By, NextCard};
use crate::domain::deadlines::GameRecords;
use crate::domain::declarations::Declaration;
use crate::domain::notation::{Notation, format_line};
use crate::domain::{Profile, move_number, mover};
use crate::i18n::Language;

/// "12. Кg1-f3" or "12. … Кg8-f6" for ply `ply` written `text`.
pub fn numbered(ply: u32, text: &str) -> String {
    match mover(ply) {
        shakmaty::Color::White => format!("{}. {text}", move_number(ply)),
        shakmaty::Color::Black => format!("{}. … {text}", move_number(ply)),
    }
}

/// Whether my next card in game `r` can be made now, or why not (`NextCard::of`'s one
/// decision, for the window and the command line to ask before printing).
pub fn ready(r: &GameRecords) -> Result<(), DocumentError> {
    NextCard::of(r, By::Post, None)?;
    Ok(())
}

/// The card for my last move; `repeat_of` marks it as the repeat, sent by registered mail that
/// day, of the card that carried the move (47.5.1).
pub fn postcard(
    r: &GameRecords,
    me: &Profile,
    notation: Notation,
    repeat_of: Option<NaiveDate>,
) -> Result<Document, DocumentError> {
    mail(&[r], me, notation, repeat_of, A6_LANDSCAPE, "Открытка")
}

/// One card with my last moves in the two games of a double round, each with all its items
/// (47.3.7), in the order of the diary's games whichever game it is printed from; when both
/// do not fit on one message side, a card for each game.
pub fn postcards_together(
    games: [&GameRecords; 2],
    me: &Profile,
    notation: Notation,
) -> Result<Vec<Document>, DocumentError> {
    together(games, me, notation, A6_LANDSCAPE, "Открытка")
}

/// The envelope of the two games of a double round, as their card carries them: one
/// envelope, or one for each game when both do not fit on one message side.
pub fn envelopes_together(
    games: [&GameRecords; 2],
    me: &Profile,
    notation: Notation,
) -> Result<Vec<Document>, DocumentError> {
    together(games, me, notation, C6_LANDSCAPE, "Конверт")
}

/// The two games of a double round by one piece of mail of `size`, titled `what`, in the order
/// of the diary's games; when both do not fit on one message side, one each.
fn together(
    mut games: [&GameRecords; 2],
    me: &Profile,
    notation: Notation,
    size: (f32, f32),
    what: &str,
) -> Result<Vec<Document>, DocumentError> {
    games.sort_by_key(|g| g.id);
    match mail(&games, me, notation, None, size, what) {
        Err(DocumentError::TwoGamesDoNotFit) => games
            .iter()
            .map(|r| mail(&[r], me, notation, None, size, what))
            .collect(),
        together => Ok(vec![together?]),
    }
}

/// Whether one card holds my moves about to be sent in two games (each game's records and
/// what its card records) with all their items; else each game goes on a card of its own.
/// What a card may still lack (an address) is asked when it is printed, not here.
pub fn one_card_holds(sent: [(&GameRecords, &crate::domain::card::Sent); 2], me: &Profile) -> bool {
    let [a, b] = sent.map(|(r, s)| s.applied_to(r));
    let notation = super::form_notation(&a);
    let made = mail(&[&a, &b], me, notation, None, A6_LANDSCAPE, "Открытка");
    !matches!(made, Err(DocumentError::TwoGamesDoNotFit))
}

/// My last move in an envelope (47.2.1): the address side printed on a C6 envelope, the
/// message on an A6 sheet to put in it.
pub fn envelope(
    r: &GameRecords,
    me: &Profile,
    notation: Notation,
) -> Result<Document, DocumentError> {
    mail(&[r], me, notation, None, C6_LANDSCAPE, "Конверт")
}

/// The address side of `size` and the message side of my last move in each of `games` (one,
/// or the two of a double round), titled `what`.
fn mail(
    games: &[&GameRecords],
    me: &Profile,
    notation: Notation,
    repeat_of: Option<NaiveDate>,
    size: (f32, f32),
    what: &str,
) -> Result<Document, DocumentError> {
    let cards = games
        .iter()
        .map(|r| {
            Ok(Card::new(
                NextCard::of(r, By::Post, repeat_of)?,
                me,
                notation,
            ))
        })
        .collect::<Result<Vec<_>, DocumentError>>()?;
    let carries: Vec<String> = cards.iter().map(Card::carries).collect();
    let title = format!(
        "{what} — {} — {}",
        games[0].tournament.label(),
        carries.join("; ")
    );
    let messages = match &cards[..] {
        [card] => message_side(card),
        // Two games' items all fit, or each game goes on its own card.
        _ => vec![both_games(&cards).ok_or(DocumentError::TwoGamesDoNotFit)?],
    };
    let address = super::address_side::address_side(me, &cards[0].next, size, true)?;
    let pages = match (size == A6_LANDSCAPE, messages.len()) {
        // One envelope holds every sheet of the message.
        (false, _) | (true, 1) => std::iter::once(address).chain(messages).collect(),
        // A card too long for one goes on on a second card, with an address side of its own:
        // registered too, under a receipt number of its own.
        (true, _) => {
            let again = super::address_side::address_side(me, &cards[0].next, size, false)?;
            let sides = std::iter::once(address).chain(std::iter::repeat(again));
            sides.zip(messages).flat_map(|(a, m)| [a, m]).collect()
        }
    };
    Ok(Document { title, pages })
}

/// One game's part of a card as the postcard renders it: what the card says (decided once, in
/// the domain), and its moves written in the card's notation.
pub(super) struct Card<'a> {
    pub(super) next: NextCard<'a>,
    pub(super) me: &'a Profile,
    moves: Vec<String>,
}

impl<'a> Card<'a> {
    fn new(next: NextCard<'a>, me: &'a Profile, notation: Notation) -> Self {
        let moves = format_line(&next.line(), notation);
        Card { next, me, moves }
    }

    /// What it carries, for the paper's title: my move, or what the card says.
    fn carries(&self) -> String {
        match (self.next.my_move, self.next.says) {
            (Some(m), _) => numbered(m, &self.text_of(m)),
            (None, Some(d)) => declaration_text(d).to_owned(),
            (None, None) => String::new(),
        }
    }

    fn text_of(&self, ply: u32) -> String {
        self.moves.get(ply as usize).cloned().unwrap_or_default()
    }
}

/// Size of the text on the card, in points: nothing smaller prints.
const SMALL: f32 = MIN_TEXT_PT;

/// The labelled lines of the message side (47.3.7), as the card's items say: label, value,
/// its size and weight.
pub(super) fn message_rows(c: &Card) -> Vec<Row> {
    let next = &c.next;
    let row = |label, value| (label, value, SMALL, Weight::Regular);
    let mut rows = Vec::new();
    if let Some(sent) = next.his_move_sent {
        rows.push(row("Дата отправки вашего хода:", date(sent)));
    }
    if let Some(received) = next.his_move_received {
        rows.push(row("Ваш ход получен:", date(received)));
    }
    let sent_label = match next.my_move {
        Some(_) => "Мой ход отправлен:",
        None => "Дата отправления:",
    };
    rows.push(row(sent_label, date(next.sent)));
    let (white, black) = (&next.schedule.totals.white, &next.schedule.totals.black);
    rows.push(row(
        "Суммарное время:",
        format!(
            "белые {}, черные {}",
            white.total_in_days(Language::RU),
            black.total_in_days(Language::RU)
        ),
    ));
    // Accepted variant moves entered with his card stand before his move (47.3.7.5).
    if !next.repeated.is_empty() {
        rows.push((
            "Повторяю ваш ход:",
            c.numbered(next.repeated.clone()),
            9.0,
            Weight::Regular,
        ));
    }
    if let Some(written) = &next.unclear {
        rows.push(row("Ваш ход:", unclear_move(next.r, written)));
    }
    if let Some(mine) = next.my_move {
        let my_move = numbered(mine, &c.text_of(mine));
        rows.push(("Мой ход:", my_move, 14.0, Weight::Bold));
    }
    if let Some(d) = next.says {
        // A request is a sentence; "Сдаюсь" alone stands as large as a move.
        let size = match (next.my_move, d) {
            (None, Declaration::AskReplacement) | (Some(_), _) => 11.0,
            (None, _) => 14.0,
        };
        rows.push(("", declaration_text(d).to_owned(), size, Weight::Bold));
    }
    if !next.variant.is_empty() {
        rows.push((
            "Предлагаю вариант:",
            c.numbered(next.variant_plies()),
            9.0,
            Weight::Regular,
        ));
    }
    rows
}

impl Card<'_> {
    /// The plies `plies` numbered, each kept whole on its line.
    fn numbered(&self, plies: std::ops::Range<u32>) -> String {
        plies
            .map(|p| unbroken(&numbered(p, &self.text_of(p))))
            .collect::<Vec<_>>()
            .join("  ")
    }
}

/// A numbered move that a line never parts from its number: its spaces no-break ones.
fn unbroken(numbered: &str) -> String {
    numbered.replace(' ', "\u{a0}")
}
