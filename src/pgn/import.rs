//! PGN into and out of the diary: an import creates tournaments and partners as needed and
//! reports every game it could not take; an export writes the diary's games with their dates.

use std::collections::HashMap;

use shakmaty::Color;

use super::{PgnError, PgnGame, PgnPly, PgnProblem, read_pgn, write_pgn};
use crate::domain::{
    Game, GameId, GameStatus, Mode, Partner, PartnerId, PlyRecord, Tournament, TournamentId,
    effective_sent,
};
use crate::storage::{Result, Store};

/// What an import did.
#[derive(Debug, Default)]
pub struct ImportReport {
    /// Games added to the diary.
    pub imported: Vec<GameId>,
    /// Games already in the diary with the same moves, left as they are.
    pub already_there: usize,
    /// Games that could not be read or placed, each with its line and reason.
    pub errors: Vec<PgnError>,
}

/// Imports every game of a PGN text in which `me` is one of the players. New partners are
/// added in one transaction and the games in another, so an import is quick and a failure in
/// the middle leaves no half-imported game.
pub fn import_pgn(store: &mut Store, text: &str, me: &str) -> Result<ImportReport> {
    let (games, errors) = read_pgn(text);
    let mut report = ImportReport {
        errors,
        ..ImportReport::default()
    };
    // Names are looked up by their normalised form: one hash lookup per game.
    let mut partners: HashMap<String, PartnerId> = store
        .partners()?
        .into_iter()
        .map(|(id, p)| (normalised(&p.name), id))
        .collect();
    let mut tournaments: HashMap<String, TournamentId> = HashMap::new();
    let mut mine = Vec::new();
    let mut new_partners: Vec<Partner> = Vec::new();
    let mut new_names = std::collections::HashSet::new();
    for g in games {
        let Some(my_colour) = my_colour(&g, me) else {
            report.errors.push(PgnError {
                line: g.line,
                reason: PgnProblem::NotMine {
                    me: me.to_owned(),
                    white: g.white.clone(),
                    black: g.black.clone(),
                },
            });
            continue;
        };
        let key = tournament_key(&g);
        let tournament = match tournaments.get(&key) {
            Some(id) => *id,
            None => {
                let id = tournament_for(store, &g, &key)?;
                tournaments.insert(key, id);
                id
            }
        };
        let partner_name = match my_colour {
            Color::White => g.black.clone(),
            Color::Black => g.white.clone(),
        };
        let norm = normalised(&partner_name);
        if !partners.contains_key(&norm) && new_names.insert(norm) {
            new_partners.push(Partner {
                name: partner_name.clone(),
                contacts: vec![],
            });
        }
        mine.push((g, my_colour, tournament, partner_name));
    }
    for (p, id) in new_partners.iter().zip(store.add_partners(&new_partners)?) {
        partners.insert(normalised(&p.name), id);
    }
    let mut batch = Vec::new();
    for (g, my_colour, tournament, partner_name) in mine {
        let Some(partner) = partners.get(&normalised(&partner_name)).copied() else {
            continue;
        };
        let plies = ply_records(&g);
        if is_already_there(store, tournament, partner, my_colour, &plies)? {
            report.already_there += 1;
            continue;
        }
        let status = match g.result {
            crate::domain::GameResult::Unknown => GameStatus::InPlay,
            _ => GameStatus::Finished,
        };
        let game = Game {
            tournament,
            partner,
            my_colour,
            board: g.board.clone().unwrap_or_default(),
            start: g.start(),
            status,
            result: g.result,
        };
        batch.push((game, plies));
    }
    report.imported = store.add_games(&batch)?;
    Ok(report)
}

fn is_already_there(
    store: &Store,
    tournament: TournamentId,
    partner: PartnerId,
    colour: Color,
    plies: &[PlyRecord],
) -> Result<bool> {
    let Some(id) = store.find_game(tournament, partner, colour)? else {
        return Ok(false);
    };
    let stored = store.plies(id)?;
    Ok(stored.len() == plies.len() && stored.iter().zip(plies).all(|(a, b)| a.uci == b.uci))
}

/// The colour `me` plays in a PGN game, if either player is me.
fn my_colour(g: &PgnGame, me: &str) -> Option<Color> {
    match (same_name(&g.white, me), same_name(&g.black, me)) {
        (true, false) => Some(Color::White),
        (false, true) => Some(Color::Black),
        _ => None,
    }
}

/// A name as people write it, with case, «ё», dots, commas and spacing evened out.
fn normalised(s: &str) -> String {
    s.to_lowercase()
        .replace('ё', "е")
        .replace(['.', ','], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether two names are the same person's.
fn same_name(a: &str, b: &str) -> bool {
    let a = normalised(a);
    !a.is_empty() && a == normalised(b)
}

/// The code or name that finds a game's tournament in the diary.
fn tournament_key(g: &PgnGame) -> String {
    let key = g
        .tournament
        .as_deref()
        .filter(|t| !t.is_empty())
        .unwrap_or(&g.event);
    if key.is_empty() || key == "?" {
        "PGN".to_owned()
    } else {
        key.to_owned()
    }
}

fn tournament_for(store: &mut Store, g: &PgnGame, key: &str) -> Result<TournamentId> {
    if let Some(id) = store.tournament_named(key)? {
        return Ok(id);
    }
    store.add_tournament(&Tournament {
        code: g.tournament.clone().unwrap_or_default(),
        name: if g.event.is_empty() || g.event == "?" {
            key.to_owned()
        } else {
            g.event.clone()
        },
        mode: g.mode_or_guess(),
        start: g.start(),
        ..Tournament::default()
    })
}

/// Plies as the diary keeps them: `%ccrcv` of ply n is the arrival of ply n − 1. An e-mail or
/// server game that records no receipt at all (an ICCF server export) delivers each move the
/// day it is sent.
fn ply_records(g: &PgnGame) -> Vec<PlyRecord> {
    let plies = &g.plies;
    let instant = g.mode_or_guess() == Mode::Email && plies.iter().all(|p| p.received.is_none());
    plies
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let next = plies.get(i + 1);
            PlyRecord {
                arrived: next.and_then(|n| if instant { p.sent } else { n.received }),
                ..PlyRecord::sent_on(p.uci, p.sent)
            }
        })
        .collect()
}

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
            event: if t.name.is_empty() {
                t.code.clone()
            } else {
                t.name.clone()
            },
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
            plies: pgn_plies,
            line: 0,
        };
        out.push_str(&write_pgn(&game));
    }
    Ok(out)
}
