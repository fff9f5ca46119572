//! PGN out of the diary: the diary's games with their correspondence dates, and one game written.

use pgn_reader::SanPlus;
use shakmaty::{Chess, Color, Position};

use super::{PgnGame, PgnPly};
use crate::domain::{GameId, Mode, effective_sent};
use crate::storage::{Result, Store, StoreError};

/// Writes the diary's games as PGN: one game, or all of them. A game whose moves cannot be
/// read is left out ([`Store::unreadable_games`] names it), unless it is the one asked for.
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
        let plies = match store.plies(summary.id) {
            Err(StoreError::Corrupt(_)) if only.is_none() => continue,
            read => read?,
        };
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
            result: g.result(),
            tournament: Some(t.code).filter(|c| !c.is_empty()),
            mode: Some(t.mode),
            board: Some(g.board.clone()).filter(|b| !b.is_empty()),
            time_control: Some(format!("{}/{}", t.control.moves, t.control.days)),
            plies: pgn_plies,
            ..PgnGame::default()
        };
        out.push_str(&write_pgn(&game));
    }
    Ok(out)
}

/// Writes a PGN game with correspondence dates.
pub fn write_pgn(game: &PgnGame) -> String {
    let mut out = tags(game);
    out.push('\n');
    let mut pos = Chess::default();
    let mut line = String::new();
    for ply in &game.plies {
        let Ok(m) = ply.uci.to_move(&pos) else { break };
        let mut token = String::new();
        if pos.turn().is_white() {
            token.push_str(&format!("{}. ", pos.fullmoves()));
        }
        token.push_str(&SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string());
        let mut comment = Vec::new();
        if let Some(d) = ply.received {
            comment.push(format!("[%ccrcv {}]", d.format("%Y.%m.%d")));
        }
        if let Some(d) = ply.sent {
            comment.push(format!("[%ccsnt {}]", d.format("%Y.%m.%d")));
        }
        if !comment.is_empty() {
            token.push_str(&format!(" {{{}}}", comment.join(" ")));
        }
        add_token(&mut out, &mut line, &token);
    }
    add_token(&mut out, &mut line, game.result.code());
    out.push_str(&line);
    out.push_str("\n\n");
    out
}

/// The game's tags, one a line: the seven of every PGN, then those it has of its own.
fn tags(game: &PgnGame) -> String {
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
        out.push_str(&format!("[{name} \"{escaped}\"]\n"));
    };
    let or_unknown = |s: &str| match s {
        "" => "?".to_owned(),
        s => s.to_owned(),
    };
    tag("Event", &or_unknown(&game.event));
    tag("Site", &or_unknown(&game.site));
    tag(
        "Date",
        if game.date.is_empty() {
            "????.??.??"
        } else {
            &game.date
        },
    );
    tag("Round", &or_unknown(&game.round));
    tag("White", &or_unknown(&game.white));
    tag("Black", &or_unknown(&game.black));
    tag("Result", game.result.code());
    if let Some(t) = &game.tournament {
        tag("Tournament", t);
    }
    if let Some(m) = game.mode {
        tag("Mode", m.code());
    }
    if let Some(b) = &game.board {
        tag("Board", b);
    }
    if let Some(t) = &game.time_control {
        tag("TimeControl", t);
    }
    out
}

/// Adds `token` to the move text's `line`, the line first written to `out` when the token
/// would take it past 79 characters.
fn add_token(out: &mut String, line: &mut String, token: &str) {
    if !line.is_empty() && line.len() + token.len() + 1 > 79 {
        out.push_str(line);
        out.push('\n');
        line.clear();
    }
    if !line.is_empty() {
        line.push(' ');
    }
    line.push_str(token);
}
