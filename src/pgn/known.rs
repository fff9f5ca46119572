//! What an import knows of the games it may meet again: the diary's, and those the file adds,
//! so that a match's second game is never taken for its first and a game the file holds twice
//! is one game.

use std::collections::{HashMap, HashSet};

use shakmaty::Color;

use super::PgnProblem;
use crate::domain::move_number;
use crate::domain::notation::{Notation, format_line};
use crate::domain::{Game, GameId, PartnerId, PlyRecord, TournamentId};
use crate::storage::{Extension, Result, Store};

/// A game of the diary by its tournament, partner and my colour.
type GameKey = (TournamentId, PartnerId, Color);

/// Where a game known to the import is: in the diary (added by this import or before it), or
/// new in the batch being placed, not yet written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Place {
    Diary(GameId),
    New(usize),
}

/// The games known to an import, by their keys.
pub(super) struct Known {
    games: HashMap<GameKey, Vec<(Place, Game)>>,
    /// The diary's plies, read when a game of the file may be one of them.
    stored: HashMap<GameId, Vec<PlyRecord>>,
    /// The games of the batch being placed that the file adds, with their plies.
    added: Vec<(Game, Vec<PlyRecord>)>,
    /// The games this import wrote.
    ours: HashSet<GameId>,
    /// The diary's games the file carries further, with their plies as the file has them.
    carried: Vec<(GameId, Vec<PlyRecord>)>,
}

/// Which known game a game of the file is.
pub(super) enum Found {
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
    pub(super) fn read(store: &Store) -> Result<Known> {
        let mut games: HashMap<GameKey, Vec<(Place, Game)>> = HashMap::new();
        for s in store.game_summaries()? {
            games
                .entry(key(&s.game))
                .or_default()
                .push((Place::Diary(s.id), s.game));
        }
        Ok(Known {
            games,
            stored: HashMap::new(),
            added: Vec::new(),
            ours: HashSet::new(),
            carried: Vec::new(),
        })
    }

    /// The known game that `game` with `plies` is: one of its key whose board and start date
    /// agree where both give them and whose moves are the same as far as both go. A file's
    /// game that differs in a move from the one diary game it could be is that game, for
    /// [`news`] to refuse (47.3.10).
    pub(super) fn find(
        &mut self,
        store: &Store,
        game: &Game,
        plies: &[PlyRecord],
    ) -> Result<Found> {
        let differs = |a: &str, b: &str| !a.is_empty() && !b.is_empty() && a != b;
        let candidates: Vec<Place> = self
            .games
            .get(&key(game))
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
            if matches!(place, Place::Diary(id) if !self.ours.contains(&id)) {
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

    /// A game the file adds; where it is until the batch is written.
    pub(super) fn add(&mut self, game: Game, plies: Vec<PlyRecord>) -> Place {
        let place = Place::New(self.added.len());
        self.games
            .entry(key(&game))
            .or_default()
            .push((place, game.clone()));
        self.added.push((game, plies));
        place
    }

    /// Writes the games the batch adds; their ids, in the batch's order. Later batches find
    /// them in the diary, their plies read again only when a later game may be one of them.
    pub(super) fn write_added(&mut self, store: &mut Store) -> Result<Vec<GameId>> {
        let ids = store.add_games(&self.added)?;
        for (i, ((game, _), id)) in self.added.drain(..).zip(&ids).enumerate() {
            let same = self.games.get_mut(&key(&game)).into_iter().flatten();
            for (place, _) in same.filter(|(place, _)| *place == Place::New(i)) {
                *place = Place::Diary(*id);
            }
        }
        self.ours.extend(&ids);
        Ok(ids)
    }

    /// Carries the known game at `place` as far as `plies`; whether it was in the diary before
    /// the import and is carried for the first time (a file's own game taken twice is one game).
    /// As in the diary, the plies a game holds keep their dates: a later copy only adds moves,
    /// whichever batch each copy is in.
    pub(super) fn carry(&mut self, place: Place, plies: Vec<PlyRecord>) -> bool {
        let grow = |known: &mut Vec<PlyRecord>| {
            if let Ok(Some(more)) = news(known, &plies) {
                more.extend(known);
            }
        };
        match place {
            Place::New(i) => {
                if let Some((_, known)) = self.added.get_mut(i) {
                    grow(known);
                }
                false
            }
            Place::Diary(id) => match self.carried.iter_mut().find(|(c, _)| *c == id) {
                Some((_, known)) => {
                    grow(known);
                    false
                }
                None => {
                    self.carried.push((id, plies));
                    !self.ours.contains(&id)
                }
            },
        }
    }

    /// The games to carry further with what each gets, and of them those the diary held
    /// before the import (the others the file holds twice, the second time longer).
    pub(super) fn carried(self) -> (Vec<(GameId, Extension)>, Vec<GameId>) {
        let updates: Vec<(GameId, Extension)> = self
            .carried
            .into_iter()
            .filter_map(|(id, plies)| {
                let stored = self.stored.get(&id)?;
                Some((id, news(stored, &plies).ok().flatten()?))
            })
            .collect();
        let before = updates
            .iter()
            .map(|(id, _)| *id)
            .filter(|id| !self.ours.contains(id))
            .collect();
        (updates, before)
    }
}

/// A game's key.
fn key(game: &Game) -> GameKey {
    (game.tournament, game.partner, game.my_colour)
}

/// What the file adds to a game already in the diary: nothing, or the plies after those
/// stored with the day the last stored one arrived; a file that differs from a move already
/// recorded is refused, naming the move, and nothing is changed.
pub(super) fn news(
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
