//! A card as the player types it or his message gives it — his card (`HisCard`), mine
//! (`MyCard`) — and the game as a card's form sees it (`CardContext`): values the forms fill
//! and show. What a card means and whether it may go is `card.rs`.

use chrono::NaiveDate;
use shakmaty::{Chess, Move};

use super::deadlines::GameRecords;
use super::declarations::{Declaration, open_offer};
use super::variant::Variant;
use super::{GameId, Mode, effective_received, effective_sent};

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

/// The partner's card or e-mail as read: moves as written, in any notation; dates as dates.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HisCard {
    /// His repetition of my last move (47.3.7.5), if he wrote one.
    pub repetition: String,
    /// The moves of my variant he accepted, in order (47.3.8).
    pub accepted: Vec<String>,
    /// His move.
    pub his_move: String,
    /// The date he wrote on the card.
    pub written: Option<NaiveDate>,
    /// The postmarks on it (47.2.2.1, 47.2.2.3).
    pub postmarks: Vec<NaiveDate>,
    /// The registered-mail receipt number, when it came registered.
    pub receipt_number: String,
    /// The day it reached me; today when not given.
    pub received: Option<NaiveDate>,
    /// The day he received my last move, as his card states it.
    pub his_receipt: Option<NaiveDate>,
    /// His total time as his card states it.
    pub stated_total: Option<u32>,
    /// What his card says besides the move: a draw offered or declined with it, or, with no
    /// move, a draw accepted or his resignation.
    pub declaration: Option<Declaration>,
}

/// My move as I send it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MyCard {
    /// My move, in any notation.
    pub my_move: String,
    /// The day it goes; today when not given.
    pub date: Option<NaiveDate>,
    /// By registered mail, with the receipt's number (post only; empty while not known).
    pub registered: Option<String>,
    /// By ordinary mail on purpose, where registered mail is due (47.4.12).
    pub ordinary: bool,
    /// A variant after my move (47.3.8): his reply, my answer, and so on.
    pub variant: Vec<String>,
    /// What my card says besides the move: a draw offered or declined with it, or, with no
    /// move, his offer accepted or my resignation.
    pub declaration: Option<Declaration>,
}
