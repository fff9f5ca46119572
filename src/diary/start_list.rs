//! A tournament from the organiser's start list: what it would create — the tournament, each
//! partner (one the diary has is matched, his new address added from the start), each game
//! with my colour by the Berger table for my number (both colours in a double round) — and
//! then all of it in one transaction. A list run again creates nothing new.

use shakmaty::Color;

use super::journal::{Entry, ListAdded};
use super::{Diary, DiaryError};
use crate::domain::partner_message::normalised;
use crate::domain::start_list::{Participant, StartList};
use crate::domain::{
    Contact, Game, GameId, GameState, Mode, Partner, PartnerId, Tournament, TournamentId,
};

/// Which participant I am.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Me {
    /// By my number in the list.
    Number(u32),
    /// By my name as the list writes it (or as my profile has it).
    Name(String),
}

/// A game the list gives.
#[derive(Debug, Clone, PartialEq)]
pub struct ListGame {
    /// The partner as the list gives him.
    pub partner: Participant,
    /// The diary's partner he is, if any.
    pub known: Option<PartnerId>,
    /// My colour.
    pub my_colour: Color,
    /// The table's round.
    pub round: u32,
    /// Whether the diary has the game already.
    pub exists: bool,
}

/// What a list would create.
#[derive(Debug, Clone, PartialEq)]
pub struct ListPlan {
    /// The tournament as the list gives it.
    pub tournament: Tournament,
    /// The diary's tournament it is, if any.
    pub known: Option<TournamentId>,
    /// My number.
    pub me: u32,
    /// The games, by round.
    pub games: Vec<ListGame>,
}

/// What a list created.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ListCreated {
    /// The tournament, new or found.
    pub tournament: Option<TournamentId>,
    /// Partners added.
    pub partners: usize,
    /// Addresses added to partners the diary had.
    pub addresses: usize,
    /// Games added.
    pub games: Vec<GameId>,
}

impl Diary {
    /// What `list` would create with me as `me`; refused while the list does not hold
    /// together, or I am not in it.
    pub fn plan_from_list(&self, list: &StartList, me: &Me) -> Result<ListPlan, DiaryError> {
        if !list.holds() {
            return Err(DiaryError::List(list.problems.clone()));
        }
        let me = match me {
            Me::Number(n) => *n,
            Me::Name(name) => list
                .number_of(name)
                .ok_or_else(|| DiaryError::NotInList(name.clone()))?,
        };
        let pairings = list.my_games(me)?;
        let tournament = tournament_of(list);
        let known = self.store.tournaments()?.into_iter().find(|(_, t)| {
            let code = !t.code.is_empty() && normalised(&t.code) == normalised(&tournament.code);
            code || t.code.is_empty() && normalised(&t.name) == normalised(&tournament.name)
        });
        let partners = self.store.partners()?;
        let games = self.store.game_summaries()?;
        let planned = pairings
            .into_iter()
            .filter_map(|pairing| {
                let partner = list
                    .participants
                    .iter()
                    .find(|p| p.number == pairing.partner)?;
                let found = partners
                    .iter()
                    .find(|(_, q)| normalised(&q.name) == normalised(&partner.name))
                    .map(|(id, _)| *id);
                let my_colour = Color::from_white(pairing.white);
                let exists = known.as_ref().zip(found).is_some_and(|((t, _), p)| {
                    games.iter().any(|s| {
                        s.game.tournament == *t
                            && s.game.partner == p
                            && s.game.my_colour == my_colour
                    })
                });
                Some(ListGame {
                    partner: partner.clone(),
                    known: found,
                    my_colour,
                    round: pairing.round,
                    exists,
                })
            })
            .collect();
        Ok(ListPlan {
            tournament,
            known: known.map(|(id, _)| id),
            me,
            games: planned,
        })
    }

    /// Creates what `plan` says, all of it in one transaction, and one entry an undo takes
    /// back whole.
    pub fn create_from_list(&mut self, plan: &ListPlan) -> Result<ListCreated, DiaryError> {
        crate::domain::facts::tournament(&plan.tournament, None, &[])?;
        let start = plan.tournament.start;
        // Each new partner passes what the Partner form's does: a name and an address within
        // their limits.
        let partner_of = |p: &Participant| Partner {
            name: p.name.clone(),
            contacts: vec![Contact {
                since: start.unwrap_or_default(),
                postal_address: p.postal.clone(),
                email: p.email.clone(),
            }],
            gender: p.gender,
        };
        for g in plan.games.iter().filter(|g| !g.exists && g.known.is_none()) {
            crate::domain::facts::partner(&partner_of(&g.partner))?;
        }
        let mut added = ListAdded::default();
        let created = self.store.batch(|store| {
            let mut created = ListCreated::default();
            let tournament = match plan.known {
                Some(id) => id,
                None => {
                    let id = store.add_tournament(&plan.tournament)?;
                    added.tournament = Some((id, plan.tournament.clone()));
                    id
                }
            };
            created.tournament = Some(tournament);
            // Each participant's partner, once found or added: a double round's second game.
            let mut taken: Vec<(u32, PartnerId)> = Vec::new();
            for g in plan.games.iter().filter(|g| !g.exists) {
                let p = &g.partner;
                let partner = partner_of(p);
                let contact = partner.contacts[0].clone();
                let partner = match (g.known, taken.iter().find(|(n, _)| *n == p.number)) {
                    (_, Some((_, id))) => *id,
                    (Some(id), None) => {
                        let had = store.partner(id)?;
                        let same = had.current_contact().is_some_and(|c| {
                            c.postal_address == contact.postal_address && c.email == contact.email
                        });
                        if !same && start.is_some() {
                            let row = store.add_contact(id, &contact)?;
                            added.contacts.push((id, row, contact));
                            created.addresses += 1;
                        }
                        id
                    }
                    (None, None) => {
                        let id = store.add_partner(&partner)?;
                        added.partners.push((id, partner));
                        created.partners += 1;
                        id
                    }
                };
                taken.push((p.number, partner));
                let game = Game {
                    tournament,
                    partner,
                    my_colour: g.my_colour,
                    board: String::new(),
                    start,
                    state: GameState::InPlay,
                    undated_plies: 0,
                };
                let id = store.add_game(&game)?;
                added.games.push((id, game));
                created.games.push(id);
            }
            Ok(created)
        })?;
        // All of it one entry: one undo takes the list back.
        if !added.games.is_empty() || !added.contacts.is_empty() {
            self.note(Entry::FromList(Box::new(added)));
        }
        Ok(created)
    }
}

/// The tournament a list names, with the diary's defaults where it is silent: by e-mail when
/// every participant gives an e-mail and none a postal address.
fn tournament_of(list: &StartList) -> Tournament {
    let h = &list.heading;
    let email = list
        .participants
        .iter()
        .all(|p| !p.email.is_empty() && p.postal.is_empty());
    let mut t = Tournament {
        code: h.code.clone().unwrap_or_default(),
        name: h
            .name
            .clone()
            .or_else(|| h.code.clone())
            .unwrap_or_default(),
        mode: if email { Mode::Email } else { Mode::Post },
        start: h.start,
        ..Tournament::default()
    };
    if let Some(control) = h.control {
        t.control = control;
    }
    // "Кузнецова Анна Викторовна, 190000, г. Санкт-Петербург, а/я 12, arbiter@example.ru".
    if let Some(arbiter) = &h.arbiter {
        let mut parts = arbiter.split(',').map(str::trim);
        t.arbiter.name = parts.next().unwrap_or_default().to_owned();
        let (email, postal): (Vec<&str>, Vec<&str>) = parts.partition(|p| p.contains('@'));
        t.arbiter.postal_address = postal.join(", ");
        t.arbiter.email = email.first().map(|e| (*e).to_owned()).unwrap_or_default();
    }
    t
}
