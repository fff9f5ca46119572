//! PGN into the diary: an import creates tournaments and partners as needed and reports every
//! game it could not take.

use std::collections::HashMap;
use std::ops::ControlFlow;

use shakmaty::Color;

use super::{PgnError, PgnGame, PgnProblem, Progress, read_pgn_with, time_control};
use crate::domain::move_number;
use crate::domain::notation::{Notation, format_line};
use crate::domain::partner_message::normalised;
use crate::domain::{
    Game, GameId, GameState, Mode, Partner, PartnerId, PlyRecord, TimeControl, Tournament,
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

/// Imports every game of a PGN text in which `me` is one of the players, in one transaction
/// that waits for any other import or write to end: all of it is saved, or none — partners,
/// tournaments and games alike — and two imports of one file at once give each game once.
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
    store
        .batch(|store| place(store, games, errors, me))
        .map(Some)
}

/// The games read placed in the diary, inside the import's transaction.
fn place(
    store: &mut Store,
    games: Vec<PgnGame>,
    errors: Vec<PgnError>,
    me: &str,
) -> Result<ImportReport> {
    let mut report = ImportReport {
        errors,
        ..ImportReport::default()
    };
    let mine = players(store, games, me, &mut report)?;
    let mut known = Known::read(store)?;
    // Each game's analysis in the file, by where the game is: added to the diary's after.
    let mut analyses: Vec<(Place, crate::domain::analysis::Analysis)> = Vec::new();
    for (mut g, my_colour, tournament, partner) in mine {
        let analysis = std::mem::take(&mut g.analysis);
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
        let game = Game {
            tournament,
            partner,
            my_colour,
            board: g.board.clone().unwrap_or_default(),
            start: g.start(),
            state: g
                .result
                .outcome()
                .map_or(GameState::InPlay, GameState::Finished),
            undated_plies: 0,
        };
        match known.find(store, &game, &plies)? {
            Found::New => {
                report.notes.extend(assumption(0));
                analyses.push((Place::New(known.added.len()), analysis));
                known.add(game, plies);
            }
            Found::Same { place, stored } => match news(&stored, &plies) {
                Ok(None) => {
                    report.already_there += 1;
                    analyses.push((place, analysis));
                }
                Ok(Some(_)) => {
                    analyses.push((place, analysis));
                    if known.carry(place, plies) {
                        report
                            .notes
                            .extend(assumption(stored.len().saturating_sub(1)));
                    }
                }
                Err(reason) => report.errors.push(PgnError {
                    line: g.line,
                    reason,
                }),
            },
        }
    }
    let (batch, updates) = known.written();
    report.imported = store.add_games(&batch)?;
    store.extend_games(&updates)?;
    report.updated = updates.into_iter().map(|(id, _)| id).collect();
    keep_analyses(store, analyses, &report.imported)?;
    Ok(report)
}

/// Each game's analysis in the file added to the diary's (`imported`: the ids of the games
/// added, in their order); nothing twice. A game whose analysis the diary holds damaged keeps it.
fn keep_analyses(
    store: &mut Store,
    analyses: Vec<(Place, crate::domain::analysis::Analysis)>,
    imported: &[GameId],
) -> Result<()> {
    for (place, analysis) in analyses.into_iter().filter(|(_, a)| !a.is_empty()) {
        let id = match place {
            Place::Diary(id) => id,
            Place::New(i) => imported[i],
        };
        let before = match store.analysis(id) {
            Err(crate::storage::StoreError::Corrupt(why)) => {
                log::warn!("the file's analysis of game {} is left out: {why}", id.0);
                continue;
            }
            read => read?,
        };
        let mut after = before.clone();
        after.merge(analysis);
        if after != before {
            store.set_analysis(id, &before, &after)?;
        }
    }
    Ok(())
}

/// The games in which `me` plays, each with my colour, its tournament and my partner, both
/// found in the diary or added to it; the others are refused in `report`.
fn players(
    store: &mut Store,
    games: Vec<PgnGame>,
    me: &str,
    report: &mut ImportReport,
) -> Result<Vec<(PgnGame, Color, TournamentId, PartnerId)>> {
    // Names are looked up by their normalised form: one hash lookup per game.
    let mut partners: HashMap<String, PartnerId> = store
        .partners()?
        .into_iter()
        .map(|(id, p)| (normalised(&p.name), id))
        .collect();
    let mut tournaments: HashMap<String, TournamentId> = HashMap::new();
    let me_normalised = normalised(me);
    let mut mine = Vec::new();
    let mut new_partners: Vec<Partner> = Vec::new();
    let mut new_names = std::collections::HashSet::new();
    for mut g in games {
        if let Some(refused) = g.dates_refused.take() {
            report.errors.push(refused);
            continue;
        }
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
        let partner_tag = if my_colour == Color::White {
            "Black"
        } else {
            "White"
        };
        if let Some(refused) = refused(&g, partner_tag) {
            report.errors.push(refused);
            continue;
        }
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
    Ok(mine
        .into_iter()
        .filter_map(|(g, colour, t, name)| Some((g, colour, t, *partners.get(&name)?)))
        .collect())
}

/// Why the diary would refuse what game `g`'s tags bring, as a form would — the partner
/// named by `partner_tag` (`White` or `Black`), the tournament's code and name, the board
/// —, with the line of the tag.
fn refused(g: &PgnGame, partner_tag: &'static str) -> Option<PgnError> {
    use crate::domain::facts::{self, TextField};
    let partner = if partner_tag == "White" {
        &g.white
    } else {
        &g.black
    };
    let board = g.board.clone().unwrap_or_default();
    let checks: [(&'static str, Result<(), facts::FactError>); 4] = [
        (partner_tag, facts::text(TextField::Name, partner)),
        ("Event", facts::text(TextField::TournamentName, &g.event)),
        (
            "Tournament",
            facts::text(TextField::Code, g.tournament.as_deref().unwrap_or_default()),
        ),
        ("Board", facts::board(&board)),
    ];
    checks.into_iter().find_map(|(tag, checked)| {
        checked.err().map(|error| PgnError {
            line: g.line_of(tag),
            reason: PgnProblem::Fact { tag, error },
        })
    })
}

/// A game the file adds, with its plies.
type NewGame = (Game, Vec<PlyRecord>);

/// A game of the diary by its tournament, partner and my colour.
type GameKey = (TournamentId, PartnerId, Color);

/// Where a game known to the import is: in the diary, or new in this file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    Diary(GameId),
    New(usize),
}

/// What the import knows of the games that share a key: the diary's and those the file adds,
/// each with what identifies it, so that a match's second game is never taken for its first
/// and a game the file holds twice is one game.
struct Known {
    games: HashMap<GameKey, Vec<(Place, Game)>>,
    /// The diary's plies, read when a game of the file may be one of them.
    stored: HashMap<GameId, Vec<PlyRecord>>,
    /// The games the file adds.
    added: Vec<NewGame>,
    /// The diary's games the file carries further, with their plies as the file has them.
    carried: Vec<(GameId, Vec<PlyRecord>)>,
}

/// Which known game a game of the file is.
enum Found {
    /// None: it is new.
    New,
    /// This one, whose plies (as the diary or the file so far has them) are given.
    Same {
        /// Where it is.
        place: Place,
        /// Its plies.
        stored: Vec<PlyRecord>,
    },
}

impl Known {
    /// The diary's games by their keys, read once.
    fn read(store: &Store) -> Result<Known> {
        let mut games: HashMap<GameKey, Vec<(Place, Game)>> = HashMap::new();
        for s in store.game_summaries()? {
            let key = (s.game.tournament, s.game.partner, s.game.my_colour);
            games
                .entry(key)
                .or_default()
                .push((Place::Diary(s.id), s.game));
        }
        Ok(Known {
            games,
            stored: HashMap::new(),
            added: Vec::new(),
            carried: Vec::new(),
        })
    }

    /// The known game that `game` with `plies` is: one of its key whose board and start date
    /// agree where both give them and whose moves are the same as far as both go. A file's
    /// game that differs in a move from the one diary game it could be is that game, for
    /// [`news`] to refuse (47.3.10).
    fn find(&mut self, store: &Store, game: &Game, plies: &[PlyRecord]) -> Result<Found> {
        let key = (game.tournament, game.partner, game.my_colour);
        let differs = |a: &str, b: &str| !a.is_empty() && !b.is_empty() && a != b;
        let candidates: Vec<Place> = self
            .games
            .get(&key)
            .into_iter()
            .flatten()
            .filter(|(_, known)| {
                !differs(&known.board, &game.board)
                    && known.start.zip(game.start).is_none_or(|(a, b)| a == b)
            })
            .map(|(place, _)| *place)
            .collect();
        // A file's game that differs in a move from the one diary game it could be is that
        // game, for `news` to refuse (47.3.10), whatever the file brought before it.
        let mut diary_games = Vec::new();
        for place in candidates {
            let theirs = self.plies_of(store, place)?;
            let common = theirs
                .iter()
                .zip(plies)
                .take_while(|(a, b)| a.uci == b.uci)
                .count();
            if common == theirs.len().min(plies.len()) {
                return Ok(Found::Same {
                    place,
                    stored: theirs,
                });
            }
            if let Place::Diary(_) = place {
                diary_games.push((place, theirs, common));
            }
        }
        match diary_games.as_slice() {
            [(place, stored, common)] if *common > 0 => Ok(Found::Same {
                place: *place,
                stored: stored.clone(),
            }),
            _ => Ok(Found::New),
        }
    }

    /// The plies of a known game as the import has them now.
    fn plies_of(&mut self, store: &Store, place: Place) -> Result<Vec<PlyRecord>> {
        Ok(match place {
            Place::New(i) => self
                .added
                .get(i)
                .map(|(_, p)| p.clone())
                .unwrap_or_default(),
            Place::Diary(id) => match self.carried.iter().find(|(c, _)| *c == id) {
                Some((_, plies)) => plies.clone(),
                None => match self.stored.get(&id) {
                    Some(plies) => plies.clone(),
                    None => {
                        let plies = store.plies(id)?;
                        self.stored.insert(id, plies.clone());
                        plies
                    }
                },
            },
        })
    }

    /// A game the file adds.
    fn add(&mut self, game: Game, plies: Vec<PlyRecord>) {
        let key = (game.tournament, game.partner, game.my_colour);
        let place = Place::New(self.added.len());
        self.games
            .entry(key)
            .or_default()
            .push((place, game.clone()));
        self.added.push((game, plies));
    }

    /// Carries the known game at `place` as far as `plies`; whether it is the diary's and
    /// carried for the first time (a file's own game taken twice is one game).
    fn carry(&mut self, place: Place, plies: Vec<PlyRecord>) -> bool {
        match place {
            Place::New(i) => {
                if let Some((_, known)) = self.added.get_mut(i) {
                    *known = plies;
                }
                false
            }
            Place::Diary(id) => match self.carried.iter_mut().find(|(c, _)| *c == id) {
                Some((_, known)) => {
                    *known = plies;
                    false
                }
                None => {
                    self.carried.push((id, plies));
                    true
                }
            },
        }
    }

    /// The games to add, and the diary's games to carry further with what each gets.
    fn written(self) -> (Vec<NewGame>, Vec<(GameId, Extension)>) {
        let updates = self
            .carried
            .into_iter()
            .filter_map(|(id, plies)| {
                let stored = self.stored.get(&id)?;
                news(stored, &plies).ok().flatten().map(|e| (id, e))
            })
            .collect();
        (self.added, updates)
    }
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
