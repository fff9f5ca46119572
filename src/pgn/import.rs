//! PGN into the diary: an import creates tournaments and partners as needed and reports every
//! game it could not take.

use std::collections::HashMap;
use std::ops::ControlFlow;

use shakmaty::Color;

use super::{PgnError, PgnGame, PgnProblem, Progress, read_pgn_with, time_control};
use crate::domain::move_number;
use crate::domain::notation::{Notation, format_line};
use crate::domain::{
    Game, GameId, GameStatus, Mode, Partner, PartnerId, PlyRecord, TimeControl, Tournament,
    TournamentId,
};
use crate::storage::{Extension, Result, Store};

/// What an import did.
#[derive(Debug, Default)]
pub struct ImportReport {
    /// Games added to the diary.
    pub imported: Vec<GameId>,
    /// Games already in the diary that the file carries further: their new moves added.
    pub updated: Vec<GameId>,
    /// Games already in the diary with the same moves, left as they are.
    pub already_there: usize,
    /// Games that could not be read or placed, each with its line and reason.
    pub errors: Vec<PgnError>,
    /// What the import assumed or left at a default, by line: read, not refused.
    pub notes: Vec<PgnError>,
}

/// Imports every game of a PGN text in which `me` is one of the players. New partners are
/// added in one transaction and the games in another, so an import is quick and a failure in
/// the middle leaves no half-imported game.
pub fn import_pgn(store: &mut Store, text: &str, me: &str) -> Result<ImportReport> {
    let report = import_pgn_with(store, text, me, &mut |_| ControlFlow::Continue(()))?;
    Ok(report.unwrap_or_else(|| unreachable!("an import nobody stops runs to the end")))
}

/// Imports as [`import_pgn`] does, telling `progress` how many games are read; when it breaks
/// while they are read, the import stops with nothing changed (`None`). Writing them, the
/// last and shortest part, is not stopped.
pub fn import_pgn_with(
    store: &mut Store,
    text: &str,
    me: &str,
    progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
) -> Result<Option<ImportReport>> {
    let Some((games, errors)) = read_pgn_with(text, progress) else {
        return Ok(None);
    };
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
    let known = games_known(store)?;
    let me_normalised = normalised(me);
    let mut mine = Vec::new();
    let mut new_partners: Vec<Partner> = Vec::new();
    let mut new_names = std::collections::HashSet::new();
    for g in games {
        let Some(my_colour) = my_colour(&g, &me_normalised) else {
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
                let id = tournament_for(store, &g, &key, &mut report.notes)?;
                tournaments.insert(key, id);
                id
            }
        };
        let partner_name = match my_colour {
            Color::White => g.black.clone(),
            Color::Black => g.white.clone(),
        };
        let norm = normalised(&partner_name);
        if !partners.contains_key(&norm) && new_names.insert(norm.clone()) {
            new_partners.push(Partner {
                name: partner_name,
                contacts: vec![],
                gender: Default::default(),
            });
        }
        mine.push((g, my_colour, tournament, norm));
    }
    for (p, id) in new_partners.iter().zip(store.add_partners(&new_partners)?) {
        partners.insert(normalised(&p.name), id);
    }
    let mut batch = Vec::new();
    let mut updates = Vec::new();
    for (g, my_colour, tournament, partner_key) in mine {
        let Some(partner) = partners.get(&partner_key).copied() else {
            continue;
        };
        let (plies, assumed) = ply_records(&g);
        // The moves whose arrival was taken as their send day, from ply `from` on.
        let assumption = |from: usize| {
            let mut moves: Vec<u32> = assumed
                .iter()
                .filter(|ply| **ply >= from)
                .map(|ply| move_number(*ply as u32))
                .collect();
            moves.dedup();
            (!moves.is_empty()).then_some(PgnError {
                line: g.line,
                reason: PgnProblem::ArrivalsAssumed(moves),
            })
        };
        if let Some(id) = same_game(&known, (tournament, partner, my_colour), &g) {
            let stored = store.plies(id)?;
            match news(&stored, &plies) {
                Ok(None) => report.already_there += 1,
                Ok(Some(update)) => {
                    // A file holding the game twice carries it as far as its longest copy.
                    updates.retain(|(other, e): &(GameId, Extension)| {
                        *other != id || e.plies.len() > update.plies.len()
                    });
                    if updates.iter().any(|(other, _)| *other == id) {
                        continue;
                    }
                    updates.push((id, update));
                    report
                        .notes
                        .extend(assumption(stored.len().saturating_sub(1)));
                }
                Err(reason) => report.errors.push(PgnError {
                    line: g.line,
                    reason,
                }),
            }
            continue;
        }
        report.notes.extend(assumption(0));
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
    store.extend_games(&updates)?;
    report.updated = updates.into_iter().map(|(id, _)| id).collect();
    Ok(Some(report))
}

/// A game of the diary by its tournament, partner and my colour.
type GameKey = (TournamentId, PartnerId, Color);

/// The diary's games by their keys, read once: the first game where several share a key.
fn games_known(store: &Store) -> Result<HashMap<GameKey, (GameId, Game)>> {
    let mut known: HashMap<GameKey, (GameId, Game)> = HashMap::new();
    for s in store.game_summaries()? {
        let key = (s.game.tournament, s.game.partner, s.game.my_colour);
        match known.get(&key) {
            Some((first, _)) if first.0 < s.id.0 => {}
            _ => {
                known.insert(key, (s.id, s.game));
            }
        }
    }
    Ok(known)
}

/// The game of the diary this PGN game is: the same tournament, partner and colour, and the
/// same board and start date where both sides give them.
fn same_game(
    known: &HashMap<GameKey, (GameId, Game)>,
    key: GameKey,
    g: &PgnGame,
) -> Option<GameId> {
    let (id, stored) = known.get(&key)?;
    let board = g.board.as_deref().unwrap_or_default();
    let differs = |a: &str, b: &str| !a.is_empty() && !b.is_empty() && a != b;
    let other_board = differs(&stored.board, board);
    let other_start = stored.start.zip(g.start()).is_some_and(|(a, b)| a != b);
    (!other_board && !other_start).then_some(*id)
}

/// What the file adds to a game already in the diary: nothing, or the plies after those
/// stored with the day the last stored one arrived; a file that differs from a move already
/// recorded is refused, naming the move, and nothing is changed.
fn news(
    stored: &[PlyRecord],
    file: &[PlyRecord],
) -> std::result::Result<Option<Extension>, PgnProblem> {
    if let Some(i) = stored.iter().zip(file).position(|(a, b)| a.uci != b.uci) {
        let san = |plies: &[PlyRecord]| {
            let ucis: Vec<_> = plies.iter().take(i + 1).map(|p| p.uci).collect();
            format_line(&ucis, Notation::San).pop().unwrap_or_default()
        };
        return Err(PgnProblem::Contradicts {
            number: move_number(i as u32),
            dots: if i % 2 == 0 { "." } else { "..." },
            file: san(file),
            diary: san(stored),
        });
    }
    if file.len() <= stored.len() {
        return Ok(None);
    }
    Ok(Some(Extension {
        last_arrived: stored.last().and_then(|_| file[stored.len() - 1].arrived),
        plies: file[stored.len()..].to_vec(),
    }))
}

/// The colour I play in a PGN game, if either player is me (my name as `normalised` gives it).
fn my_colour(g: &PgnGame, me: &str) -> Option<Color> {
    let same_name = |name: &str| !me.is_empty() && normalised(name) == me;
    match (same_name(&g.white), same_name(&g.black)) {
        (true, false) => Some(Color::White),
        (false, true) => Some(Color::Black),
        _ => None,
    }
}

/// A name as people write it, with case, «ё», dots, commas and spacing evened out.
pub(crate) fn normalised(s: &str) -> String {
    s.to_lowercase()
        .replace('ё', "е")
        .replace(['.', ','], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The code or name that finds a game's tournament in the diary.
fn tournament_key(g: &PgnGame) -> String {
    let key = g
        .tournament
        .as_deref()
        .filter(|t| !t.is_empty())
        .unwrap_or(&g.event);
    if key.is_empty() || key == "?" {
        Tournament::UNNAMED.to_owned()
    } else {
        key.to_owned()
    }
}

fn tournament_for(
    store: &mut Store,
    g: &PgnGame,
    key: &str,
    notes: &mut Vec<PgnError>,
) -> Result<TournamentId> {
    if let Some(id) = store.tournament_named(key)? {
        return Ok(id);
    }
    let control = match &g.time_control {
        None => TimeControl::default(),
        Some(text) => time_control(text).unwrap_or_else(|| {
            notes.push(PgnError {
                line: g.line,
                reason: PgnProblem::TimeControl(text.clone()),
            });
            TimeControl::default()
        }),
    };
    store.add_tournament(&Tournament {
        control,
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

/// Plies as the diary keeps them: `%ccrcv` of ply n is the arrival of ply n − 1. In an e-mail
/// or server game a move whose receipt the file does not give is taken as received the day it
/// was sent, move by move; the plies so taken come back with the records.
fn ply_records(g: &PgnGame) -> (Vec<PlyRecord>, Vec<usize>) {
    let plies = &g.plies;
    let email = g.mode_or_guess() == Mode::Email;
    let mut assumed = Vec::new();
    let records = plies
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let arrived = plies.get(i + 1).and_then(|next| match next.received {
                Some(d) => Some(d),
                None if email && p.sent.is_some() => {
                    assumed.push(i);
                    p.sent
                }
                None => None,
            });
            PlyRecord {
                arrived,
                ..PlyRecord::sent_on(p.uci, p.sent)
            }
        })
        .collect();
    (records, assumed)
}
