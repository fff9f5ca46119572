//! What the domain's tests share: a day of 2026, a ply sent and received on given days, and a
//! game's records with nothing but its plies.

use chrono::NaiveDate;
use shakmaty::uci::UciMove;

use shakmaty::Color;

use super::deadlines::GameRecords;
use super::{
    Game, GameId, GameState, Mode, Partner, PartnerId, PlyRecord, Tournament, TournamentId,
};

/// A day of 2026.
pub fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

/// The ply `m` (UCI) sent on `sent`, arrived on `arrived`.
pub fn ply(m: &str, sent: NaiveDate, arrived: Option<NaiveDate>) -> PlyRecord {
    PlyRecord {
        arrived,
        ..PlyRecord::sent_on(UciMove::from_ascii(m.as_bytes()).unwrap(), Some(sent))
    }
}

/// Game 7 in play, by `mode`, me playing `my_colour`, started (and its tournament) on `start`,
/// with `plies` and nothing else recorded.
pub fn records(
    mode: Mode,
    my_colour: Color,
    start: NaiveDate,
    plies: Vec<PlyRecord>,
) -> GameRecords {
    GameRecords {
        id: GameId(7),
        game: Game {
            tournament: TournamentId(1),
            partner: PartnerId(1),
            my_colour,
            board: String::new(),
            start: Some(start),
            state: GameState::InPlay,
            undated_plies: 0,
        },
        tournament: Tournament {
            mode,
            start: Some(start),
            ..Tournament::default()
        },
        partner: Partner::default(),
        plies,
        penalties: vec![],
        leaves: vec![],
        correspondence: vec![],
        variants: vec![],
        arbiter: Default::default(),
        notices: Vec::new(),
    }
}
