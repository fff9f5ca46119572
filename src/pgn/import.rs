//! PGN into the diary: an import creates tournaments and partners as needed and reports every
//! game it could not take.

use std::collections::HashMap;
use std::ops::ControlFlow;

use shakmaty::Color;

use super::known::{Found, Known, Place, news};
use super::{PgnError, PgnGame, PgnProblem, Progress, Source, read_in_batches, time_control};
use crate::domain::analysis::Analysis;
use crate::domain::move_number;
use crate::domain::partner_message::normalised;
use crate::domain::{
    Game, GameId, GameState, Mode, Partner, PartnerId, PlyRecord, TimeControl, Tournament,
    TournamentId,
};
use crate::storage::{Result, Store};

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
    let text = Source::text(text);
    let report = import_pgn_with(store, text, me, &mut |_| ControlFlow::Continue(()))?;
    Ok(report.unwrap_or_else(|| unreachable!("an import nobody stops runs to the end")))
}

/// Imports the games of `source` as [`import_pgn`] does, telling `progress` how far it has
/// got; when it breaks, the import stops with nothing changed (`None`), as when the file cannot
/// be read to its end (an error). The games are placed and written a batch at a time while the
/// next are read, on the other cores: the import holds neither the file nor its games, only
/// what it knows of each game to find it again and what it reports.
pub fn import_pgn_with(
    store: &mut Store,
    source: Source<'_>,
    me: &str,
    progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
) -> Result<Option<ImportReport>> {
    store.batch_or_abandon(|store| {
        let mut placing = Placing::new(store, me)?;
        let read = read_in_batches(source, progress, &mut |games, errors| {
            placing.take(store, games, errors)
        })?;
        match read {
            ControlFlow::Continue(()) => placing.finish(store).map(Some),
            ControlFlow::Break(()) => Ok(None),
        }
    })
}

/// An import under way, inside its transaction: what it knows and what it did so far.
struct Placing<'m> {
    players: Players<'m>,
    known: Known,
    report: ImportReport,
    /// The file's analysis of each game that has one, by the game: added to the diary's at
    /// the end, when every game has all its moves.
    analyses: Vec<(GameId, Analysis)>,
}

impl<'m> Placing<'m> {
    fn new(store: &Store, me: &'m str) -> Result<Placing<'m>> {
        Ok(Placing {
            players: Players::new(store, me)?,
            known: Known::read(store)?,
            report: ImportReport::default(),
            analyses: Vec::new(),
        })
    }

    /// Places a batch of the games read (and the errors of the bad ones) and writes the games
    /// it adds.
    fn take(
        &mut self,
        store: &mut Store,
        games: &mut [PgnGame],
        errors: Vec<PgnError>,
    ) -> Result<()> {
        self.report.errors.extend(errors);
        // The analyses of the games this batch adds, by their place in it.
        let mut added: Vec<(usize, Analysis)> = Vec::new();
        for (g, game) in self.players.of(store, games, &mut self.report)? {
            match self.place(store, g, game)? {
                Some((_, analysis)) if analysis.is_empty() => {}
                Some((Place::Diary(id), analysis)) => self.analyses.push((id, analysis)),
                Some((Place::New(i), analysis)) => added.push((i, analysis)),
                None => {}
            }
        }
        let ids = self.known.write_added(store)?;
        let analyses = added.into_iter().map(|(i, a)| (ids[i], a));
        self.analyses.extend(analyses);
        self.report.imported.extend(ids);
        Ok(())
    }

    /// Places file game `g`, which is the diary's `game`: new, the same as a known game, or
    /// carrying one further; where it is, with the file's analysis of it. `None` when it
    /// contradicts a known game (refused in the report).
    fn place(
        &mut self,
        store: &Store,
        g: &mut PgnGame,
        game: Game,
    ) -> Result<Option<(Place, Analysis)>> {
        let analysis = std::mem::take(&mut g.analysis);
        let (plies, assumed) = ply_records(g);
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
        let place = match self.known.find(store, &game, &plies)? {
            Found::New => {
                self.report.notes.extend(assumption(0));
                self.known.add(game, plies)
            }
            Found::Same { place, stored } => match news(&stored, &plies) {
                Ok(None) => {
                    self.report.already_there += 1;
                    place
                }
                Ok(Some(_)) => {
                    if self.known.carry(place, plies) {
                        let from = stored.len().saturating_sub(1);
                        self.report.notes.extend(assumption(from));
                    }
                    place
                }
                Err(reason) => {
                    let line = g.line;
                    self.report.errors.push(PgnError { line, reason });
                    return Ok(None);
                }
            },
        };
        Ok(Some((place, analysis)))
    }

    /// Carries the diary's games the file holds further, keeps the file's analyses and says
    /// what the import did, its errors and notes in the file's order.
    fn finish(self, store: &mut Store) -> Result<ImportReport> {
        let Placing {
            known,
            mut report,
            analyses,
            ..
        } = self;
        let (updates, updated) = known.carried();
        store.extend_games(&updates)?;
        report.updated = updated;
        keep_analyses(store, analyses)?;
        report.errors.sort_by_key(|e| e.line);
        report.notes.sort_by_key(|e| e.line);
        Ok(report)
    }
}

/// Each game's analysis in the file added to the diary's; nothing twice. A game whose
/// analysis the diary holds damaged keeps it.
fn keep_analyses(store: &mut Store, analyses: Vec<(GameId, Analysis)>) -> Result<()> {
    for (id, analysis) in analyses {
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

/// Who plays in the games of an import: me, and the partners and tournaments found in the
/// diary or added to it so far, by their normalised names and keys.
struct Players<'m> {
    me: &'m str,
    me_normalised: String,
    partners: HashMap<String, PartnerId>,
    tournaments: HashMap<String, TournamentId>,
}

impl<'m> Players<'m> {
    fn new(store: &Store, me: &'m str) -> Result<Players<'m>> {
        // Names are looked up by their normalised form: one hash lookup per game.
        let partners = store
            .partners()?
            .into_iter()
            .map(|(id, p)| (normalised(&p.name), id))
            .collect();
        Ok(Players {
            me,
            me_normalised: normalised(me),
            partners,
            tournaments: HashMap::new(),
        })
    }

    /// The games in which I play, each as the diary would keep it, its tournament and my
    /// partner found in the diary or added to it; the others are refused in `report`.
    fn of<'g>(
        &mut self,
        store: &mut Store,
        games: &'g mut [PgnGame],
        report: &mut ImportReport,
    ) -> Result<Vec<(&'g mut PgnGame, Game)>> {
        let mut mine = Vec::new();
        let mut new_partners: Vec<Partner> = Vec::new();
        let mut new_names = std::collections::HashSet::new();
        for g in games {
            let Some(my_colour) = self.colour(g, report) else {
                continue;
            };
            let key = tournament_key(g);
            let tournament = match self.tournaments.get(&key) {
                Some(id) => *id,
                None => {
                    let id = tournament_for(store, g, &key, &mut report.notes)?;
                    self.tournaments.insert(key, id);
                    id
                }
            };
            let partner_name = match my_colour {
                Color::White => g.black.clone(),
                Color::Black => g.white.clone(),
            };
            let norm = normalised(&partner_name);
            if !self.partners.contains_key(&norm) && new_names.insert(norm.clone()) {
                new_partners.push(Partner {
                    name: partner_name,
                    contacts: vec![],
                    gender: Default::default(),
                });
            }
            mine.push((g, my_colour, tournament, norm));
        }
        for (p, id) in new_partners.iter().zip(store.add_partners(&new_partners)?) {
            self.partners.insert(normalised(&p.name), id);
        }
        Ok(mine
            .into_iter()
            .filter_map(|(g, my_colour, tournament, name)| {
                let partner = *self.partners.get(&name)?;
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
                Some((g, game))
            })
            .collect())
    }

    /// The colour I play in game `g`, unless it is refused in `report`: its dates out of
    /// order, neither player me, or a tag the diary would refuse.
    fn colour(&self, g: &mut PgnGame, report: &mut ImportReport) -> Option<Color> {
        if let Some(refused) = g.dates_refused.take() {
            report.errors.push(refused);
            return None;
        }
        let Some(my_colour) = my_colour(g, &self.me_normalised) else {
            report.errors.push(PgnError {
                line: g.line,
                reason: PgnProblem::NotMine {
                    me: self.me.to_owned(),
                    white: g.white.clone(),
                    black: g.black.clone(),
                },
            });
            return None;
        };
        let partner_tag = if my_colour == Color::White {
            "Black"
        } else {
            "White"
        };
        if let Some(refused) = refused(g, partner_tag) {
            report.errors.push(refused);
            return None;
        }
        Some(my_colour)
    }
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
