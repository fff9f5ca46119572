//! My notices to partners and arbiters: my new address (47.1.2, 48.1.2), a failure of my
//! equipment (48.1.5), a dispute in a game (48.1.7); each notice marked sent. Checked by
//! `domain::notices`, written in one transaction, undone like any change.

use chrono::NaiveDate;

use super::journal::Entry;
use super::{Diary, DiaryError};
use crate::domain::facts::{self, TextField};
use crate::domain::notices::{self, NoticeError, NoticeKind, Recipient};
use crate::domain::{GameId, Profile};

/// Who was told, as recorded: a notice a recipient, each under its game.
pub type Told = Vec<(GameId, Recipient)>;

/// Which notices of a game went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Which {
    /// The one of this row.
    Row(i64),
    /// Every one not yet sent, to this recipient or (`None`) to any.
    Unsent(Option<Recipient>),
}

impl Diary {
    /// My address changes on `since` (what is not given is kept): my profile takes the new
    /// one, cards of the days before keep printing the old, and a notice is due to each partner
    /// in play and each arbiter of their tournaments — in the games whose mode the change
    /// concerns.
    pub fn change_my_address(
        &mut self,
        since: NaiveDate,
        postal_address: Option<&str>,
        email: Option<&str>,
    ) -> Result<Told, DiaryError> {
        for (field, text) in [
            (TextField::Address, postal_address),
            (TextField::Email, email),
        ] {
            facts::text(field, text.unwrap_or_default())?;
        }
        let before = self.store.profile()?;
        let formers = self.store.former_addresses()?;
        let (after, former) =
            notices::address_change((&before, &formers), since, postal_address, email)?;
        let changed = (
            after.postal_address != before.postal_address,
            after.email != before.email,
        );
        let games = self.store.active_game_records()?;
        let to = notices::recipients(NoticeKind::Address, &games, changed);
        let (rows, former_row) =
            self.store
                .add_notices((NoticeKind::Address, since), &to, Some((&after, &former)))?;
        let change = former_row.map(|row| Box::new((before, after, former, row)));
        self.note(Entry::Notices {
            kind: NoticeKind::Address,
            day: since,
            to: to.clone(),
            rows,
            change,
        });
        Ok(to)
    }

    /// My equipment failed on `day` (48.1.5), or I lost access to my e-mail (`access_lost`,
    /// 48.1.6): a notice is due within three days to each partner of an e-mail game in play and
    /// each of their arbiters; lost access is to be restored within 30 days of the notice.
    pub fn note_failure(
        &mut self,
        day: NaiveDate,
        access_lost: bool,
        today: NaiveDate,
    ) -> Result<Told, DiaryError> {
        notices::dated(day, today)?;
        let kind = match access_lost {
            true => NoticeKind::AccessLost,
            false => NoticeKind::Failure,
        };
        let games = self.store.active_game_records()?;
        let to = notices::recipients(kind, &games, (false, false));
        self.notify(kind, day, to)
    }

    /// Access to my e-mail restored on `day`: the 30 days of 48.1.6 stop. Returns how many
    /// notices of its loss it closes.
    pub fn access_restored(
        &mut self,
        day: NaiveDate,
        today: NaiveDate,
    ) -> Result<usize, DiaryError> {
        notices::dated(day, today)?;
        let open = self.store.lost_access(day)?;
        if open.is_empty() {
            return Err(NoticeError::NoAccessLost.into());
        }
        self.store.set_restored(&open, Some(day))?;
        self.note(Entry::AccessRestored {
            rows: open.clone(),
            day,
        });
        Ok(open.len())
    }

    /// A dispute with the partner in `game` on `day` (48.1.7): the arbiter is to be told now.
    pub fn note_dispute(
        &mut self,
        game: GameId,
        day: NaiveDate,
        today: NaiveDate,
    ) -> Result<Told, DiaryError> {
        notices::dated(day, today)?;
        let r = self.records(game)?;
        let to = notices::recipients(NoticeKind::Dispute, &[r], (false, false));
        self.notify(NoticeKind::Dispute, day, to)
    }

    /// Records one notice of `kind` to each of `to`.
    fn notify(&mut self, kind: NoticeKind, day: NaiveDate, to: Told) -> Result<Told, DiaryError> {
        if to.is_empty() {
            return Err(NoticeError::NoGameInPlay.into());
        }
        let (rows, _) = self.store.add_notices((kind, day), &to, None)?;
        self.note(Entry::Notices {
            kind,
            day,
            to: to.clone(),
            rows,
            change: None,
        });
        Ok(to)
    }

    /// Marks the notices of `game` that `which` names sent on `sent`, in one change: one by its
    /// row, or every one not yet sent, to the partner, the arbiter or both. Returns how many.
    pub fn notices_sent(
        &mut self,
        game: GameId,
        which: Which,
        sent: NaiveDate,
        today: NaiveDate,
    ) -> Result<usize, DiaryError> {
        let r = self.records(game)?;
        let chosen: Vec<_> = (r.notices.iter())
            .filter(|n| match which {
                Which::Row(row) => n.row == row,
                Which::Unsent(to) => n.sent.is_none() && to.is_none_or(|to| n.to == to),
            })
            .collect();
        if let Which::Row(_) = which
            && chosen.is_empty()
        {
            return Err(NoticeError::NotFound.into());
        }
        for n in &chosen {
            notices::sent(n, sent, today)?;
        }
        let rows: Vec<i64> = chosen.iter().map(|n| n.row).collect();
        if !rows.is_empty() {
            self.store.set_notices_sent(&rows, Some(sent))?;
            self.note(Entry::NoticeSent {
                game,
                rows: rows.clone(),
                sent,
            });
        }
        Ok(rows.len())
    }

    /// My profile as a paper dated `day` prints it: the address I had then.
    pub fn profile_on(&self, day: NaiveDate) -> Result<Profile, DiaryError> {
        let me = self.store.profile()?;
        Ok(notices::profile_on(
            &me,
            &self.store.former_addresses()?,
            day,
        ))
    }
}
