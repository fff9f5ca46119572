//! PGN out of the diary: the diary's games with their correspondence dates.

use shakmaty::Color;

use super::{PgnGame, PgnPly, write_pgn};
use crate::domain::{GameId, Mode, effective_sent};
use crate::storage::{Result, Store};

/// Writes the diary's games as PGN: one game, or all of them.
pub fn export_pgn(store: &Store, only: Option<GameId>) -> Result<String> {
    let me = store.profile()?.full_name;
    let mut out = String::new();
    for summary in store.game_summaries()? {
        if only.is_some_and(|id| id != summary.id) {
            continue;
        }
        let g = &summary.game;
        let t = store.tournament(g.tournament)?;
        let partner = store.partner(g.partner)?.name;
        let me = if me.is_empty() {
            "?".to_owned()
        } else {
            me.clone()
        };
        let (white, black) = match g.my_colour {
            Color::White => (me, partner),
            Color::Black => (partner, me),
        };
        let plies = store.plies(summary.id)?;
        let pgn_plies = plies
            .iter()
            .enumerate()
            .map(|(i, p)| PgnPly {
                uci: p.uci,
                sent: effective_sent(&p.sent, &p.delivery).map(|e| e.date),
                received: i
                    .checked_sub(1)
                    .and_then(|prev| plies.get(prev))
                    .and_then(|prev| prev.arrived),
            })
            .collect();
        let game = PgnGame {
            event: t.title().to_owned(),
            site: match t.mode {
                Mode::Post => "post".to_owned(),
                Mode::Email => "e-mail".to_owned(),
            },
            date: g
                .start
                .map(|d| d.format("%Y.%m.%d").to_string())
                .unwrap_or_default(),
            round: "-".to_owned(),
            white,
            black,
            result: g.result,
            tournament: Some(t.code).filter(|c| !c.is_empty()),
            mode: Some(t.mode),
            board: Some(g.board.clone()).filter(|b| !b.is_empty()),
            time_control: Some(format!("{}/{}", t.control.moves, t.control.days)),
            plies: pgn_plies,
            line: 0,
        };
        out.push_str(&write_pgn(&game));
    }
    Ok(out)
}
