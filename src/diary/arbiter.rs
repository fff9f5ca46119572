//! What passes between the player and the arbiter: the result and record of a game sent
//! (47.9.1, 48.9.1), the arbiter's decision applied to the game, my protest against it
//! (47.1.6, 47.9.10). Each checked by `domain::arbiter`, written in one transaction, undone
//! like any change.

use chrono::NaiveDate;

use super::journal::Entry;
use super::{Diary, DiaryError};
use crate::domain::GameId;
use crate::domain::arbiter::{self, Decision, Protest, Report, Ruling};

impl Diary {
    /// Marks the result and record of a game over as sent to the arbiter on `sent`.
    pub fn report_sent(
        &mut self,
        game: GameId,
        sent: NaiveDate,
        today: NaiveDate,
    ) -> Result<(), DiaryError> {
        let r = self.records(game)?;
        arbiter::report_sent(&r, sent, today)?;
        let after = Some(Report::Sent(sent));
        self.store.set_report(game, after)?;
        self.note(Entry::Report {
            game,
            before: r.arbiter.report,
            after,
        });
        Ok(())
    }

    /// Records the arbiter's decision that reached me on `received`; the game's state follows
    /// it, and the state it found is kept with it.
    pub fn record_decision(
        &mut self,
        game: GameId,
        received: NaiveDate,
        ruling: Ruling,
        today: NaiveDate,
    ) -> Result<Decision, DiaryError> {
        let r = self.records(game)?;
        let decision = arbiter::decision(&r, received, ruling, today)?;
        let after = ruling.state_after(decision.before, r.game.my_colour);
        let row = self.store.add_decision(game, &decision, after)?;
        self.note(Entry::Decision {
            game,
            row,
            decision: decision.clone(),
            after,
        });
        Ok(decision)
    }

    /// Records my protest against the game's last decision, sent on `sent`: within its 14
    /// days, or after them when I `insist` (the arbiter may still hear it).
    pub fn record_protest(
        &mut self,
        game: GameId,
        sent: NaiveDate,
        insist: bool,
        today: NaiveDate,
    ) -> Result<Protest, DiaryError> {
        let r = self.records(game)?;
        let (row, protest) = arbiter::protest(&r, sent, today, insist)?;
        self.store.set_protest(row, Some(&protest))?;
        self.note(Entry::Protest { game, row, protest });
        Ok(protest)
    }
}

/// A message to the arbiter, ready for the mail program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArbiterMessage {
    /// The arbiter's e-mail, as the tournament has it.
    pub to: String,
    /// Its subject.
    pub subject: String,
    /// Its text.
    pub text: String,
}

impl ArbiterMessage {
    /// The `mailto:` link that opens it in the mail program.
    pub fn mailto(&self) -> String {
        crate::documents::email::mailto(&self.to, &self.subject, &self.text)
    }
}

impl Diary {
    /// The message to the arbiter with the result and the full record of a game over, as PGN
    /// with its dates (48.9.1), signed with my profile of `today`.
    pub fn result_message(
        &self,
        game: GameId,
        today: NaiveDate,
    ) -> Result<ArbiterMessage, DiaryError> {
        let r = self.records(game)?;
        if r.game.state == crate::domain::GameState::InPlay {
            return Err(arbiter::ArbiterError::NotOver.into());
        }
        let me = self.profile_on(today)?;
        let pgn = crate::pgn::export::export_pgn(&self.store, Some(game), false)?;
        let t = &r.tournament;
        Ok(ArbiterMessage {
            to: t.arbiter.email.trim().to_owned(),
            subject: format!("{} — {} : {}", t.label(), me.full_name, r.partner.name),
            text: crate::documents::email::result_message(&r, &me, &pgn),
        })
    }
}
