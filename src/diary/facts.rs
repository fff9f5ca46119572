//! The facts of a game besides its cards — a penalty, a leave, the repeat of my move, the day
//! his move reached me, a correction of a move's dates, the request to replace his move, his
//! new address, a game's status and start — and the diary's people and tournaments: each
//! checked once (`domain::facts`, `domain::leave`, `domain::card`) whichever interface brings
//! it.

use chrono::NaiveDate;

use super::journal::Entry;
use super::{Diary, DiaryError};
use crate::domain::card::{arrival, ask_replacement, corrected_dates, repeat};
use crate::domain::facts::{self, FactDate};
use crate::domain::leave::check_leave;
use crate::domain::penalties::{Offence, penalty_for};
use crate::domain::scans::ItemId;
use crate::domain::{
    CorrespondenceItem, Game, GameId, GameResult, GameStatus, Gender, Leave, LeaveOf, Partner,
    PartnerId, Penalty, PlyRecord, Profile, SendEvidence, Side, Tournament, TournamentId,
};

/// A penalty as the player names it: the offence, whose, and the day. The offence is its
/// reason, told wherever it is shown in the language of the moment.
#[derive(Debug, Clone)]
pub struct PenaltyFor {
    /// The game.
    pub game: GameId,
    /// What was done.
    pub offence: Offence,
    /// By whom.
    pub side: Side,
    /// The day it was recorded.
    pub date: NaiveDate,
}

impl Diary {
    /// Records a penalty, its days by the offence and the game's earlier ones (47.4.9–47.4.11),
    /// not dated before the game began.
    pub fn add_penalty(&mut self, p: PenaltyFor) -> Result<Penalty, DiaryError> {
        let r = self.records(p.game)?;
        facts::in_game(FactDate::Penalty, p.date, &r)?;
        let colour = p.side.colour(r.game.my_colour);
        let penalty = penalty_for(
            p.offence,
            colour,
            &r.penalties,
            r.tournament.penalty_days,
            p.date,
        );
        let row = self.store.add_penalty(r.id, &penalty)?;
        self.note(Entry::Penalty {
            row,
            game: r.id,
            penalty: penalty.clone(),
        });
        Ok(penalty)
    }

    /// Records a leave: the partner's in his game, not before it began; mine in all games, up
    /// to the largest yearly allowance of my tournaments, each game then crediting what its own
    /// allows (47.7.1).
    pub fn add_leave(&mut self, leave: Leave) -> Result<(), DiaryError> {
        facts::text(facts::TextField::Note, &leave.note)?;
        let allowance = match leave.of {
            LeaveOf::Partner(game) => {
                let r = self.records(game)?;
                facts::in_game(FactDate::LeaveStart, leave.first_day, &r)?;
                r.tournament.leave_allowance_days
            }
            LeaveOf::Me => self
                .store
                .tournaments()?
                .iter()
                .map(|(_, t)| t.leave_allowance_days)
                .max()
                .unwrap_or(Tournament::default().leave_allowance_days),
        };
        check_leave(&leave, &self.store.leaves()?, allowance)?;
        let row = self.store.add_leave(&leave)?;
        self.note(Entry::Leave { row, leave });
        Ok(())
    }

    /// Files the repeat of my last move, sent on `date`, with `note` (47.5.1, 48.5.1).
    pub fn repeat(
        &mut self,
        game: GameId,
        date: NaiveDate,
        note: String,
        today: NaiveDate,
    ) -> Result<CorrespondenceItem, DiaryError> {
        let r = self.records(game)?;
        let mut item = repeat(&r, date, today)?;
        item.body = note;
        self.file(item.clone())?;
        Ok(item)
    }

    /// Records the day his last move reached me; the day the diary had before, if any.
    pub fn record_arrival(
        &mut self,
        game: GameId,
        date: NaiveDate,
        today: NaiveDate,
    ) -> Result<Option<NaiveDate>, DiaryError> {
        let r = self.records(game)?;
        let last = arrival(&r, date, today).map_err(|e| DiaryError::card(&r, e))?;
        let was = r
            .plies
            .get(last as usize)
            .and_then(crate::domain::effective_received);
        self.store.set_arrived(r.id, last, Some(date))?;
        Ok(was)
    }

    /// Corrects the dates of ply `ply` as the interface read it (`was`), keeping `reason`.
    pub fn correct_dates(
        &mut self,
        game: GameId,
        ply: u32,
        was: &PlyRecord,
        (sent, arrived): (SendEvidence, Option<NaiveDate>),
        reason: &str,
        today: NaiveDate,
    ) -> Result<(), DiaryError> {
        facts::reason(reason)?;
        let r = self.records(game)?;
        let mover = Side::playing(crate::domain::mover(ply), r.game.my_colour);
        let fixed = corrected_dates(&r.plies, ply as usize, mover, sent, arrived, today)
            .map_err(|e| DiaryError::card(&r, e))?;
        self.store.replace_ply(game, ply, (was, &fixed), reason)?;
        self.note(Entry::Dates {
            game,
            ply,
            before: Box::new(was.clone()),
            after: Box::new(fixed),
            reason: reason.to_owned(),
        });
        Ok(())
    }

    /// Files his card whose move cannot be played (`his`, as the interface read it, checked
    /// again here, with `scans` of it) and the request to replace it, written `written` and
    /// sent on `today` (47.3.12).
    pub fn ask_replacement(
        &mut self,
        game: GameId,
        his: Option<&crate::domain::card::HisCard>,
        written: &str,
        today: NaiveDate,
        scans: &[(String, std::sync::Arc<Vec<u8>>)],
    ) -> Result<(), DiaryError> {
        let r = self.records(game)?;
        let ctx = crate::domain::card::CardContext::new(&r);
        let filed = his
            .map(|card| crate::domain::card::unplayable(&ctx, card, today))
            .transpose()
            .map_err(|e| DiaryError::card(&r, e))?;
        let request =
            ask_replacement(&r, written, today, today).map_err(|e| DiaryError::card(&r, e))?;
        let his = filed.map(|card| self.file(card)).transpose()?;
        self.file(request)?;
        // The request is filed whatever becomes of the scans of his card.
        match his {
            Some(row) => self.attach_all(game, row, scans),
            None => Ok(()),
        }
    }

    /// Files a card, for undo; its row.
    fn file(&mut self, item: CorrespondenceItem) -> Result<ItemId, DiaryError> {
        let row = self.store.add_correspondence(&item)?;
        self.note(Entry::Card { row, item });
        Ok(row)
    }

    /// Records partner `partner`'s new address from `since`; what is not given stays as it
    /// was, and what is given is checked (not both empty, within limits).
    pub fn partner_moved(
        &mut self,
        partner: PartnerId,
        since: NaiveDate,
        postal: Option<&str>,
        email: Option<&str>,
    ) -> Result<(), DiaryError> {
        if postal.is_none() && email.is_none() {
            return Err(DiaryError::NoAddress);
        }
        let contact = self
            .store
            .partner(partner)?
            .moved(since, postal, email)
            .map_err(DiaryError::AddressBefore)?;
        facts::contact(&contact)?;
        let row = self.store.add_contact(partner, &contact)?;
        self.note(Entry::Contact {
            partner,
            row,
            contact,
        });
        Ok(())
    }

    /// Sets a game's status and result.
    pub fn set_status(
        &mut self,
        game: GameId,
        status: GameStatus,
        result: GameResult,
    ) -> Result<(), DiaryError> {
        let state = facts::status(status, result)?;
        let was = self.game(game)?;
        self.store.set_game_state(game, state)?;
        self.note(Entry::Status {
            game,
            before: was.state,
            after: state,
        });
        Ok(())
    }

    /// Says the dates of each game's first plies — as many as the interface showed — were not
    /// kept: played before the diary kept dates (an import without them), none of them is asked
    /// for again. A move recorded after is asked for as any other.
    pub fn dates_not_kept(&mut self, games: &[(GameId, u32)]) -> Result<(), DiaryError> {
        // A game named twice is marked once, so that an undo puts back its mark from before.
        let mut once: Vec<(GameId, u32)> = Vec::with_capacity(games.len());
        for &(id, plies) in games {
            self.game(id)?;
            if !once.iter().any(|(g, _)| *g == id) {
                once.push((id, plies));
            }
        }
        if once.is_empty() {
            return Ok(());
        }
        let marked = self.store.set_undated_plies(&once)?;
        self.note(Entry::Undated(marked));
        Ok(())
    }

    /// The games that ask on `today` for the day the partner's move arrived, each with its
    /// plies: an import without dates gives many.
    pub fn asking_arrival(&self, today: NaiveDate) -> Result<Vec<(GameId, u32)>, DiaryError> {
        use crate::domain::deadlines::{Action, actions};
        let (records, _) = self.store.all_records()?;
        Ok(records
            .iter()
            .filter(|r| actions(r, today).iter().any(Action::asks_arrival))
            .map(|r| (r.id, r.plies.len() as u32))
            .collect())
    }

    /// Sets a game's start, which may not come after its first move.
    pub fn set_game_start(&mut self, game: GameId, start: NaiveDate) -> Result<(), DiaryError> {
        let r = self.records(game)?;
        facts::game_start(start, &r)?;
        self.store.set_game_start(game, Some(start))?;
        Ok(())
    }

    /// Speaks of game `game`'s partner as he or she.
    pub fn set_gender(&mut self, game: GameId, gender: Gender) -> Result<(), DiaryError> {
        let partner = self.game(game)?.partner;
        let before = self.store.partner(partner)?.gender;
        self.store.set_partner_gender(partner, gender)?;
        self.note(Entry::Gender {
            partner,
            before,
            after: gender,
        });
        Ok(())
    }

    /// Saves my profile.
    pub fn save_profile(&mut self, after: Profile) -> Result<(), DiaryError> {
        facts::profile(&after)?;
        let before = self.store.profile()?;
        self.store.save_profile(&after)?;
        self.note(Entry::Profile { before, after });
        Ok(())
    }

    /// Adds a tournament.
    pub fn add_tournament(&mut self, t: Tournament) -> Result<TournamentId, DiaryError> {
        facts::tournament(&t, None, &[])?;
        let id = self.store.add_tournament(&t)?;
        self.note(Entry::NewTournament { id, tournament: t });
        Ok(id)
    }

    /// Changes a tournament; a start changed may not come after its games' first moves.
    pub fn update_tournament(&mut self, id: TournamentId, t: Tournament) -> Result<(), DiaryError> {
        let before = self.store.tournament(id)?;
        self.replace_tournament(id, before, t)
    }

    /// Changes the tournament of code or name `named`, as `change` does to it.
    pub fn change_tournament(
        &mut self,
        named: &str,
        change: impl FnOnce(&mut Tournament),
    ) -> Result<Tournament, DiaryError> {
        let id = self.tournament_named(named)?;
        let before = self.store.tournament(id)?;
        let mut t = before.clone();
        change(&mut t);
        self.replace_tournament(id, before, t.clone())?;
        Ok(t)
    }

    /// Tournament `id`, `before` as stored, becomes `t`, checked against its games when its
    /// start changes.
    fn replace_tournament(
        &mut self,
        id: TournamentId,
        before: Tournament,
        t: Tournament,
    ) -> Result<(), DiaryError> {
        let games = match t.start == before.start {
            true => Vec::new(),
            false => self
                .store
                .all_game_records()?
                .into_iter()
                .filter(|r| r.game.tournament == id)
                .collect(),
        };
        facts::tournament(&t, Some(&before), &games)?;
        self.store.update_tournament(id, &t)?;
        self.note(Entry::Tournament {
            id,
            before,
            after: t,
        });
        Ok(())
    }

    /// Adds a partner.
    pub fn add_partner(&mut self, partner: Partner) -> Result<PartnerId, DiaryError> {
        facts::partner(&partner)?;
        let id = self.store.add_partner(&partner)?;
        self.note(Entry::NewPartner { id, partner });
        Ok(id)
    }

    /// Adds a game.
    pub fn add_game(&mut self, game: Game) -> Result<GameId, DiaryError> {
        facts::game(&game)?;
        let id = self.store.add_game(&game)?;
        self.note(Entry::NewGame { id, game });
        Ok(id)
    }
}
