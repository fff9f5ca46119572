//! The arguments of the commands that record a card or a fact, and of `penalties`: each
//! subcommand's own struct, which runs it (`cards.rs`, `facts.rs`).

use std::path::PathBuf;

use chrono::NaiveDate;
use clap::Args;

use super::args::{LeaveCommand, ScanCommand, TournamentCommand};
use super::values::{date_arg, game_and_move, game_id};
use crate::domain::penalties::OffenceKind;
use crate::domain::{GameId, Side};

/// The arguments of `Receive`.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("says").multiple(false)))]
pub struct ReceiveArgs {
    /// The game's id (see `list`).
    #[arg(value_parser = game_id)]
    pub game: GameId,
    /// His move, in any notation (numeric, long algebraic, SAN); none with --accept-draw
    /// or --resigned.
    #[arg(value_name = "MOVE", required_unless_present_any = ["accept_draw", "resigned"])]
    pub his_move: Option<String>,
    /// He offers a draw with his move.
    #[arg(long, group = "says")]
    pub offer_draw: bool,
    /// He declines my draw offer with his move.
    #[arg(long, group = "says")]
    pub decline_draw: bool,
    /// He accepts my draw offer: the game ends drawn (no move).
    #[arg(long, group = "says")]
    pub accept_draw: bool,
    /// He resigns: the game ends (no move).
    #[arg(long, group = "says")]
    pub resigned: bool,
    /// His move in the other game of a double round on the same card, and that game's id:
    /// GAME=MOVE.
    #[arg(long, value_name = "GAME=MOVE", value_parser = game_and_move,
          conflicts_with_all = ["accept_draw", "resigned"])]
    pub with: Option<(GameId, String)>,
    /// His repetition of my last move, as his card writes it (47.3.7.5).
    #[arg(long, value_name = "MOVE")]
    pub repeat: Option<String>,
    /// The moves of my variant he accepted, separated by spaces (47.3.8).
    #[arg(long, value_name = "MOVES")]
    pub accepted: Option<String>,
    /// The date he wrote on the card.
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub written: Option<NaiveDate>,
    /// A postmark on the card; repeat for several (47.2.2.1, 47.2.2.3).
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub postmark: Vec<NaiveDate>,
    /// It came by registered mail with this receipt number.
    #[arg(long, value_name = "NUMBER")]
    pub registered: Option<String>,
    /// The day it reached me (default: today).
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub received: Option<NaiveDate>,
    /// The day he received my last move, as his card states it.
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub his_receipt: Option<NaiveDate>,
    /// His total time as his card states it, to compare with the diary's count.
    #[arg(long, value_name = "DAYS")]
    pub stated_total: Option<u32>,
    /// The day to take as today (default: today).
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub today: Option<NaiveDate>,
}

/// The arguments of `ReceiveEmail`.
#[derive(Debug, Args)]
pub struct ReceiveEmailArgs {
    /// The message: a .eml file, or a text file with the message pasted.
    pub file: PathBuf,
    /// The game's id, where the message could fit several.
    #[arg(long)]
    #[arg(value_parser = game_id)]
    pub game: Option<GameId>,
    /// The day it reached me (default: the mail's Date, else today).
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub received: Option<NaiveDate>,
    /// Record his move as read (otherwise only show it).
    #[arg(long)]
    pub record: bool,
}

/// The arguments of `Send`.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("says").multiple(false)))]
pub struct SendArgs {
    /// The game's id (see `list`).
    #[arg(value_parser = game_id)]
    pub game: GameId,
    /// My move, in any notation; none with --accept-draw.
    #[arg(value_name = "MOVE", required_unless_present = "accept_draw")]
    pub my_move: Option<String>,
    /// I offer a draw with my move.
    #[arg(long, group = "says")]
    pub offer_draw: bool,
    /// I decline his draw offer with my move.
    #[arg(long, group = "says")]
    pub decline_draw: bool,
    /// I accept his draw offer: the game ends drawn (no move goes).
    #[arg(long, group = "says")]
    pub accept_draw: bool,
    /// My move in the other game of a double round, on the same card: GAME=MOVE.
    #[arg(long, value_name = "GAME=MOVE", value_parser = game_and_move,
          conflicts_with = "accept_draw")]
    pub with: Option<(GameId, String)>,
    /// The day it goes (default: today).
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub date: Option<NaiveDate>,
    /// By registered mail, with the receipt's number if known (post). With five or fewer
    /// days left the move must go registered (47.4.12).
    #[arg(long, value_name = "NUMBER", num_args = 0..=1, default_missing_value = "")]
    pub registered: Option<String>,
    /// By ordinary mail on purpose, where registered mail is due (47.4.12).
    #[arg(long, conflicts_with = "registered")]
    pub ordinary: bool,
    /// A variant after my move, separated by spaces: his reply, my answer, … (47.3.8).
    #[arg(long, value_name = "MOVES")]
    pub variant: Option<String>,
    /// The day to take as today (default: today).
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub today: Option<NaiveDate>,
}

/// The arguments of `Resign`.
#[derive(Debug, Args)]
pub struct ResignArgs {
    /// The game's id (see `list`).
    #[arg(value_parser = game_id)]
    pub game: GameId,
    /// The day it goes (default: today).
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub date: Option<NaiveDate>,
}

/// The arguments of `Arrival`.
#[derive(Debug, Args)]
pub struct ArrivalArgs {
    /// The game's id (see `list`).
    #[arg(value_parser = game_id)]
    pub game: GameId,
    /// The day.
    #[arg(value_parser = date_arg)]
    pub date: NaiveDate,
}

/// The arguments of `DatesNotKept`.
#[derive(Debug, Args)]
pub struct DatesNotKeptArgs {
    /// The games' ids (see `list`).
    #[arg(value_parser = game_id)]
    pub games: Vec<GameId>,
    /// Every game whose partner's move lacks the day it arrived, as `today` lists them.
    #[arg(long, conflicts_with = "games", required_unless_present = "games")]
    pub all: bool,
}

/// The arguments of `Penalty`.
#[derive(Debug, Args)]
pub struct PenaltyArgs {
    /// The game's id (see `list`).
    #[arg(value_parser = game_id)]
    pub game: GameId,
    /// Who: me or partner.
    #[arg(value_enum)]
    pub side: Side,
    /// impossible, illegible, no-move, wrong-repetition, not-registered, wrong-address or
    /// late-repeat.
    #[arg(value_enum)]
    pub offence: OffenceKind,
    /// The day it was recorded.
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub date: NaiveDate,
    /// For late-repeat: the days the game was delayed (47.4.11).
    #[arg(long, value_name = "DAYS")]
    pub delay_days: Option<u32>,
}

/// The arguments of `Penalties`.
#[derive(Debug, Args)]
pub struct PenaltiesArgs {
    /// The game's id (see `list`).
    #[arg(value_parser = game_id)]
    pub game: GameId,
}

/// The arguments of `Repeat`.
#[derive(Debug, Args)]
pub struct RepeatArgs {
    /// The game's id (see `list`).
    #[arg(value_parser = game_id)]
    pub game: GameId,
    /// The day it was sent (default: today).
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub date: Option<NaiveDate>,
}

/// The arguments of `PartnerAddress`.
#[derive(Debug, Args)]
pub struct PartnerAddressArgs {
    /// The game's id (see `list`).
    #[arg(value_parser = game_id)]
    pub game: GameId,
    /// The postal address; lines separated by "\n" or commas.
    #[arg(long, value_name = "ADDRESS")]
    pub postal: Option<String>,
    /// The e-mail address.
    #[arg(long, value_name = "EMAIL")]
    pub email: Option<String>,
    /// The first day it is valid (default: today).
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub since: Option<NaiveDate>,
}

/// The arguments of `Leave`.
#[derive(Debug, Args)]
pub struct LeaveArgs {
    /// What to do with leave.
    #[command(subcommand)]
    pub action: LeaveCommand,
}

/// The arguments of `Scan`.
#[derive(Debug, Args)]
pub struct ScanArgs {
    /// What to do with scans.
    #[command(subcommand)]
    pub action: ScanCommand,
}

/// The arguments of `Tournament`.
#[derive(Debug, Args)]
pub struct TournamentArgs {
    /// What to do with a tournament.
    #[command(subcommand)]
    pub action: TournamentCommand,
}
