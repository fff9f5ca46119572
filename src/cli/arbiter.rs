//! Between the player and the arbiter on the command line: the result and record sent
//! (47.9.1, 48.9.1, 47.8.2), the arbiter's decision (47.6.2, 47.8.1, 47.9.6, 47.9.9, 47.9.11),
//! a protest (47.1.6, 47.9.10; 48.1.10, 48.9.9) and what passed so far. The window's Arbiter
//! dialog records the same through the same `Diary` functions.

use chrono::NaiveDate;
use clap::Args;

use super::values::{address_lines, date_arg, game_id};
use super::{CliError, Context, Record, Run};
use crate::diary::Diary;
use crate::domain::arbiter::{Ruling, RulingKind};
use crate::domain::notices::Recipient;
use crate::domain::{GameId, GameResult};
use crate::messages::{
    Language, access_restored, arbiter_history, decision_recorded, notices_sent, protest_recorded,
    report_sent, told_whom,
};

/// The arguments of `ResultSent`.
#[derive(Debug, Args)]
pub struct ResultSentArgs {
    /// The game's id (see `list`).
    #[arg(value_parser = game_id)]
    pub game: GameId,
    /// The day it went (default: today).
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub date: Option<NaiveDate>,
}

/// The arguments of `Decision`.
#[derive(Debug, Args)]
pub struct DecisionArgs {
    /// The game's id (see `list`).
    #[arg(value_parser = game_id)]
    pub game: GameId,
    /// What it decides: adjudicated (47.9.9), final (a second adjudication, 47.9.11), agreed
    /// (both assessments coincide, 47.9.6), claim-granted or claim-refused (47.6.2),
    /// withdrawal-loss, withdrawal-adjudicated or withdrawal-struck-out (the partner withdrew,
    /// 47.8.1).
    #[arg(value_enum)]
    pub ruling: RulingKind,
    /// The day it reached me: the 14 days to protest count from it.
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub received: NaiveDate,
    /// The result it gives (adjudicated, final, agreed): 1-0, 0-1 or 1/2-1/2.
    #[arg(long, value_enum)]
    pub result: Option<GameResult>,
    /// The last move the arbiter counts as made (adjudicated).
    #[arg(long, value_name = "N")]
    pub last_move: Option<u32>,
}

/// The arguments of `Protest`.
#[derive(Debug, Args)]
pub struct ProtestArgs {
    /// The game's id (see `list`).
    #[arg(value_parser = game_id)]
    pub game: GameId,
    /// The day it went (default: today).
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub date: Option<NaiveDate>,
    /// Record it although its 14 days are past: the arbiter may still hear it.
    #[arg(long)]
    pub late: bool,
}

/// The arguments of `MyAddress`.
#[derive(Debug, Args)]
pub struct MyAddressArgs {
    /// The first day of the new address.
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub since: NaiveDate,
    /// The new postal address; lines separated by "\n" or commas.
    #[arg(long, value_name = "ADDRESS")]
    pub postal: Option<String>,
    /// The new e-mail address.
    #[arg(long, value_name = "ADDRESS")]
    pub email: Option<String>,
}

/// The arguments of `Failure`.
#[derive(Debug, Args)]
pub struct FailureArgs {
    /// The day it happened (default: today).
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub date: Option<NaiveDate>,
    /// I lost access to my e-mail: unless restored within 30 days of the notice, I am counted
    /// as withdrawn (48.1.6); `access-restored` stops the count.
    #[arg(long)]
    pub access_lost: bool,
}

/// The arguments of `AccessRestored`.
#[derive(Debug, Args)]
pub struct AccessRestoredArgs {
    /// The day access came back (default: today).
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub date: Option<NaiveDate>,
}

/// The arguments of `Dispute`.
#[derive(Debug, Args)]
pub struct DisputeArgs {
    /// The game's id (see `list`).
    #[arg(value_parser = game_id)]
    pub game: GameId,
    /// The day it arose (default: today).
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub date: Option<NaiveDate>,
}

/// The arguments of `NoticeSent`.
#[derive(Debug, Args)]
pub struct NoticeSentArgs {
    /// The game the notice is listed under in `today`.
    #[arg(value_parser = game_id)]
    pub game: GameId,
    /// Only the notice to the partner, or only the one to the arbiter (default: every notice
    /// of the game not yet sent).
    #[arg(long, value_enum)]
    pub to: Option<Recipient>,
    /// The day it went (default: today).
    #[arg(long, value_name = "DATE", value_parser = date_arg)]
    pub date: Option<NaiveDate>,
}

/// The arguments of `Arbiter`.
#[derive(Debug, Args)]
pub struct ArbiterArgs {
    /// The game's id (see `list`).
    #[arg(value_parser = game_id)]
    pub game: GameId,
}

impl Record for ResultSentArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let today = diary.today();
        let day = self.date.unwrap_or(today);
        diary.report_sent(self.game, day, today)?;
        Ok(report_sent(&diary.records(self.game)?, day, lang))
    }
}

impl Record for DecisionArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let today = diary.today();
        let outcome = self.result.and_then(GameResult::outcome);
        let ruling = Ruling::new(self.ruling, outcome, self.last_move)
            .map_err(crate::diary::DiaryError::from)?;
        let decision = diary.record_decision(self.game, self.received, ruling, today)?;
        Ok(decision_recorded(
            &diary.records(self.game)?,
            &decision,
            today,
            lang,
        ))
    }
}

impl Record for ProtestArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let today = diary.today();
        let day = self.date.unwrap_or(today);
        let protest = diary.record_protest(self.game, day, self.late, today)?;
        Ok(protest_recorded(&diary.records(self.game)?, &protest, lang))
    }
}

impl Record for MyAddressArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let postal = self.postal.as_deref().map(address_lines);
        let to = diary.change_my_address(self.since, postal.as_deref(), self.email.as_deref())?;
        Ok(told_whom(&to, &diary.active_games()?, lang))
    }
}

impl Record for FailureArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let today = diary.today();
        let to = diary.note_failure(self.date.unwrap_or(today), self.access_lost, today)?;
        Ok(told_whom(&to, &diary.active_games()?, lang))
    }
}

impl Record for AccessRestoredArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let today = diary.today();
        let day = self.date.unwrap_or(today);
        diary.access_restored(day, today)?;
        Ok(access_restored(day, lang))
    }
}

impl Record for DisputeArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let today = diary.today();
        let to = diary.note_dispute(self.game, self.date.unwrap_or(today), today)?;
        Ok(told_whom(&to, &[diary.records(self.game)?], lang))
    }
}

impl Record for NoticeSentArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let today = diary.today();
        let day = self.date.unwrap_or(today);
        let which = crate::diary::Which::Unsent(self.to);
        let count = diary.notices_sent(self.game, which, day, today)?;
        Ok(notices_sent(&diary.records(self.game)?, count, day, lang))
    }
}

impl Run for ArbiterArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let lang = cx.lang;
        let r = cx.diary()?.records(self.game)?;
        cx.say(&arbiter_history(&r, lang))
    }
}
