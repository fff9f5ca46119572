//! Between the player and the arbiter: the result and the record sent after a game (47.9.1,
//! 48.9.1), the arbiter's decisions and what each does to a game (47.6.2, 47.8.1, 47.9.6,
//! 47.9.9, 47.9.11), the game text a partner's withdrawal asks for (47.8.2), and the 14 days to
//! protest a decision (47.1.6, 47.9.10; 48.1.10, 48.9.9).

use chrono::{Duration, NaiveDate};
use shakmaty::Color;

use super::deadlines::{self, GameDue, GameRecords};
use super::{GameState, Outcome, effective_received, effective_sent};

/// Days to protest a decision to the appeal arbiter, from the day it reached me (47.1.6,
/// 47.9.10, 48.1.10, 48.9.9).
pub const PROTEST_DAYS: i64 = 14;

/// Days to send the result and the record after a game ends. The rules say "after the end"
/// (47.9.1, 48.9.1) and give no number; ours is the 14 days of the adjudication materials
/// (47.9.5), as an arbiter would accept.
pub const REPORT_DAYS: i64 = 14;

/// The result and the record of a game that ended while the diary followed it: still to go to
/// the arbiter, or sent on a day. A game over before the diary followed it has none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Report {
    /// Not sent yet.
    Due,
    /// Sent on that day.
    Sent(NaiveDate),
}

/// What the arbiter ruled on a partner's withdrawal for his unfinished games (47.8.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum WithdrawalRuling {
    /// The loss counted to him: I win.
    LossCounted,
    /// His unfinished games adjudicated.
    Adjudicated,
    /// Struck out of the tournament, his unfinished games not counted.
    StruckOut,
}

/// What a decision of the arbiter decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Ruling {
    /// The game adjudicated, with the last move the arbiter counts as made (47.9.9, 48.9.8).
    Adjudicated {
        /// The result.
        outcome: Outcome,
        /// The last move counted, where the decision names it.
        last_move: Option<u32>,
    },
    /// The second adjudication, by another arbiter after an appeal: final (47.9.11, 48.9.10).
    Final {
        /// The result.
        outcome: Outcome,
    },
    /// Both players' assessments coincided: the game ends without adjudication (47.9.6, 48.9.5).
    Agreed {
        /// The result both gave.
        outcome: Outcome,
    },
    /// An overstep claim (47.6.2) granted or refused.
    Claim {
        /// Whether it was granted.
        granted: bool,
    },
    /// The partner withdrew, with the ruling for his unfinished games (47.8.1).
    Withdrawal(WithdrawalRuling),
}

/// The rulings a form or the command line chooses among; `Ruling::new` adds what each needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RulingKind {
    /// `Ruling::Adjudicated`.
    Adjudicated,
    /// `Ruling::Final`.
    Final,
    /// `Ruling::Agreed`.
    Agreed,
    /// A claim granted.
    ClaimGranted,
    /// A claim refused.
    ClaimRefused,
    /// A withdrawal with its ruling.
    Withdrawal(WithdrawalRuling),
}

impl RulingKind {
    /// Every kind, as the forms list them.
    pub const ALL: [RulingKind; 8] = [
        RulingKind::Adjudicated,
        RulingKind::Final,
        RulingKind::Agreed,
        RulingKind::ClaimGranted,
        RulingKind::ClaimRefused,
        RulingKind::Withdrawal(WithdrawalRuling::LossCounted),
        RulingKind::Withdrawal(WithdrawalRuling::Adjudicated),
        RulingKind::Withdrawal(WithdrawalRuling::StruckOut),
    ];

    /// The stable name the command line and the messages know it by.
    pub fn code(self) -> &'static str {
        match self {
            RulingKind::Adjudicated => "adjudicated",
            RulingKind::Final => "final",
            RulingKind::Agreed => "agreed",
            RulingKind::ClaimGranted => "claim-granted",
            RulingKind::ClaimRefused => "claim-refused",
            RulingKind::Withdrawal(WithdrawalRuling::LossCounted) => "withdrawal-loss",
            RulingKind::Withdrawal(WithdrawalRuling::Adjudicated) => "withdrawal-adjudicated",
            RulingKind::Withdrawal(WithdrawalRuling::StruckOut) => "withdrawal-struck-out",
        }
    }

    /// Whether a ruling of this kind gives a result.
    pub fn needs_result(self) -> bool {
        matches!(
            self,
            RulingKind::Adjudicated | RulingKind::Final | RulingKind::Agreed
        )
    }
}

/// One decision as it reached me, and the game's state before it (kept, so that an undo and
/// the history have it).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Decision {
    /// The day it reached me: the 14 days to protest count from it.
    pub received: NaiveDate,
    /// What it decides.
    pub ruling: Ruling,
    /// The game's state before it.
    pub before: GameState,
    /// My protest, once sent.
    pub protest: Option<Protest>,
}

/// A protest to the appeal arbiter, sent on a day; `late_days` past its 14 days (recorded only
/// because the player insisted: the arbiter may still hear it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Protest {
    /// The day it was sent.
    pub sent: NaiveDate,
    /// Days past the last day to protest; 0 when on time.
    pub late_days: i64,
}

/// Everything between the player and the arbiter in one game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Arbiter {
    /// The result and the record after the game, where it ended while the diary followed it.
    pub report: Option<Report>,
    /// The decisions, oldest first, each with its row.
    pub decisions: Vec<(i64, Decision)>,
}

impl Arbiter {
    /// Whether the game's record went to the arbiter: the result after it ended, or the
    /// adjudication materials (47.9.5), which hold it.
    pub fn materials_sent(&self) -> bool {
        matches!(self.report, Some(Report::Sent(_)))
    }
}

/// Why a decision, a protest or a report cannot be recorded. Nothing is recorded then.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArbiterError {
    /// A ruling that gives a result, without one.
    ResultNeeded(RulingKind),
    /// A date before the game began.
    BeforeStart {
        /// The date given.
        date: NaiveDate,
        /// The game's start.
        start: NaiveDate,
    },
    /// A date after today.
    InFuture(NaiveDate),
    /// A result or a ruling on a game already finished.
    AlreadyFinished,
    /// A final adjudication without an adjudication before it (47.9.11).
    FinalWithoutAdjudication,
    /// A second first adjudication: the one after a protest is final (47.9.11).
    AlreadyAdjudicated(NaiveDate),
    /// A final adjudication whose first one (received that day) was not protested.
    FinalWithoutProtest(NaiveDate),
    /// A ruling after the final one received that day (47.9.11).
    AlreadyFinal(NaiveDate),
    /// A last move counted beyond the moves of the game and the one told to the arbiter.
    LastMoveBeyond {
        /// The move given.
        given: u32,
        /// The last that can be counted.
        last: u32,
    },
    /// No decision to protest.
    NothingToProtest,
    /// A decision that is final or no decision at all: no protest lies (47.1.6, 47.9.6).
    NotProtestable,
    /// A protest already sent against that decision.
    AlreadyProtested(NaiveDate),
    /// A protest before the decision reached me.
    ProtestBeforeDecision(NaiveDate),
    /// A protest past its 14 days, not insisted on.
    ProtestLate {
        /// The last day to protest.
        last_day: NaiveDate,
        /// Days past it.
        late_days: i64,
    },
    /// A result sent for a game not over, whose tournament has not ended either.
    NotOver,
    /// A protest against an adjudication whose materials I did not send (47.9.8, 48.9.7).
    NoMaterials,
}

impl Ruling {
    /// The ruling of `kind`, with the result and last move it needs.
    pub fn new(
        kind: RulingKind,
        outcome: Option<Outcome>,
        last_move: Option<u32>,
    ) -> Result<Ruling, ArbiterError> {
        let result = || outcome.ok_or(ArbiterError::ResultNeeded(kind));
        Ok(match kind {
            RulingKind::Adjudicated => Ruling::Adjudicated {
                outcome: result()?,
                last_move,
            },
            RulingKind::Final => Ruling::Final { outcome: result()? },
            RulingKind::Agreed => Ruling::Agreed { outcome: result()? },
            RulingKind::ClaimGranted => Ruling::Claim { granted: true },
            RulingKind::ClaimRefused => Ruling::Claim { granted: false },
            RulingKind::Withdrawal(w) => Ruling::Withdrawal(w),
        })
    }

    /// Its kind.
    pub fn kind(self) -> RulingKind {
        match self {
            Ruling::Adjudicated { .. } => RulingKind::Adjudicated,
            Ruling::Final { .. } => RulingKind::Final,
            Ruling::Agreed { .. } => RulingKind::Agreed,
            Ruling::Claim { granted: true } => RulingKind::ClaimGranted,
            Ruling::Claim { granted: false } => RulingKind::ClaimRefused,
            Ruling::Withdrawal(w) => RulingKind::Withdrawal(w),
        }
    }

    /// The result it gives, if any: a partner's loss counted is my win.
    pub fn outcome(self, me: Color) -> Option<Outcome> {
        match self {
            Ruling::Adjudicated { outcome, .. }
            | Ruling::Final { outcome }
            | Ruling::Agreed { outcome } => Some(outcome),
            Ruling::Withdrawal(WithdrawalRuling::LossCounted) => Some(match me {
                Color::White => Outcome::WhiteWins,
                Color::Black => Outcome::BlackWins,
            }),
            Ruling::Claim { .. } | Ruling::Withdrawal(_) => None,
        }
    }

    /// The game's state after it, from `before`: an adjudicated result is the arbiter's (a
    /// withdrawn game stays withdrawn, with it); agreed assessments finish the game; a claim
    /// changes nothing; a withdrawal takes the game out of play.
    pub fn state_after(self, before: GameState, me: Color) -> GameState {
        match (self, before) {
            (Ruling::Adjudicated { outcome, .. } | Ruling::Final { outcome }, b) => match b {
                GameState::Withdrawn(_) => GameState::Withdrawn(Some(outcome)),
                _ => GameState::Adjudication(Some(outcome)),
            },
            (Ruling::Agreed { outcome }, _) => GameState::Finished(outcome),
            (Ruling::Claim { .. }, b) => b,
            (Ruling::Withdrawal(_), _) => GameState::Withdrawn(self.outcome(me)),
        }
    }

    /// Whether it may be protested: an agreement is no decision, a second adjudication is final.
    pub fn protestable(self) -> bool {
        !matches!(self, Ruling::Agreed { .. } | Ruling::Final { .. })
    }

    /// Whether the game's text goes to the arbiter after it (47.8.2): his unfinished games'
    /// results are fixed once their partners' texts arrive, unless struck out.
    pub fn asks_game_text(self) -> bool {
        matches!(
            self,
            Ruling::Withdrawal(WithdrawalRuling::LossCounted | WithdrawalRuling::Adjudicated)
        )
    }
}

impl Decision {
    /// The last day to protest it.
    pub fn protest_until(&self) -> NaiveDate {
        self.received + Duration::days(PROTEST_DAYS)
    }
}

/// A day of the game: not before it began, not after today.
fn in_game(r: &GameRecords, date: NaiveDate, today: NaiveDate) -> Result<(), ArbiterError> {
    if date > today {
        return Err(ArbiterError::InFuture(date));
    }
    match r.game.start.or(r.tournament.start) {
        Some(start) if date < start => Err(ArbiterError::BeforeStart { date, start }),
        _ => Ok(()),
    }
}

/// Whether `ruling` may follow the game's earlier decisions: nothing but a claim's ruling after
/// a final one; a second adjudication only after a first one was protested, and then final
/// (47.9.11, 48.9.10).
fn after_earlier(r: &GameRecords, ruling: Ruling) -> Result<(), ArbiterError> {
    let earlier = |pick: fn(&Ruling) -> bool| {
        (r.arbiter.decisions.iter())
            .find(|(_, d)| pick(&d.ruling))
            .map(|(_, d)| d)
    };
    let is_final = |r: &Ruling| matches!(r, Ruling::Final { .. });
    let adjudicated = earlier(|r| matches!(r, Ruling::Adjudicated { .. }));
    if let Some(f) = earlier(is_final)
        && !matches!(ruling, Ruling::Claim { .. })
    {
        return Err(ArbiterError::AlreadyFinal(f.received));
    }
    match (ruling, adjudicated) {
        (Ruling::Final { .. }, None) => Err(ArbiterError::FinalWithoutAdjudication),
        (Ruling::Final { .. }, Some(d)) if d.protest.is_none() => {
            Err(ArbiterError::FinalWithoutProtest(d.received))
        }
        (Ruling::Adjudicated { .. }, Some(d)) => Err(ArbiterError::AlreadyAdjudicated(d.received)),
        _ => Ok(()),
    }
}

/// The decision of `ruling` that reached me on `received`, checked against the game.
pub fn decision(
    r: &GameRecords,
    received: NaiveDate,
    ruling: Ruling,
    today: NaiveDate,
) -> Result<Decision, ArbiterError> {
    in_game(r, received, today)?;
    let before = r.game.state;
    if matches!(before, GameState::Finished(_)) && !matches!(ruling, Ruling::Claim { .. }) {
        return Err(ArbiterError::AlreadyFinished);
    }
    after_earlier(r, ruling)?;
    if let Ruling::Adjudicated {
        last_move: Some(given),
        ..
    } = ruling
    {
        // The move of the side to move, told to the arbiter, counts as made (47.9.5.4).
        let last = r.plies.len() as u32 / 2 + 1;
        if given == 0 || given > last {
            return Err(ArbiterError::LastMoveBeyond { given, last });
        }
    }
    Ok(Decision {
        received,
        ruling,
        before,
        protest: None,
    })
}

/// My protest sent on `sent` against the last decision: within its 14 days, or late when the
/// player `insist`s. Returns the decision's row and the protest.
pub fn protest(
    r: &GameRecords,
    sent: NaiveDate,
    today: NaiveDate,
    insist: bool,
) -> Result<(i64, Protest), ArbiterError> {
    let (row, d) = r
        .arbiter
        .decisions
        .last()
        .ok_or(ArbiterError::NothingToProtest)?;
    if !d.ruling.protestable() {
        return Err(ArbiterError::NotProtestable);
    }
    if !may_appeal(&r.arbiter, d) {
        return Err(ArbiterError::NoMaterials);
    }
    if let Some(p) = d.protest {
        return Err(ArbiterError::AlreadyProtested(p.sent));
    }
    in_game(r, sent, today)?;
    if sent < d.received {
        return Err(ArbiterError::ProtestBeforeDecision(d.received));
    }
    let late_days = (sent - d.protest_until()).num_days().max(0);
    if late_days > 0 && !insist {
        return Err(ArbiterError::ProtestLate {
            last_day: d.protest_until(),
            late_days,
        });
    }
    Ok((*row, Protest { sent, late_days }))
}

/// The result and the record of a game over sent on `sent`, or the adjudication materials of
/// a game unfinished when its tournament ended (47.9.5).
pub fn report_sent(r: &GameRecords, sent: NaiveDate, today: NaiveDate) -> Result<(), ArbiterError> {
    let ended = r.tournament.end.is_some_and(|end| sent >= end);
    if r.game.state == GameState::InPlay && !ended {
        return Err(ArbiterError::NotOver);
    }
    in_game(r, sent, today)
}

/// Whether `d` may be appealed at all: not an agreement nor a final adjudication, and an
/// adjudication only by a player who sent its materials (47.9.8, 48.9.7); a game the diary did
/// not follow to adjudication is given the benefit.
pub fn may_appeal(arbiter: &Arbiter, d: &Decision) -> bool {
    let adjudicated = matches!(d.ruling, Ruling::Adjudicated { .. });
    d.ruling.protestable() && (!adjudicated || arbiter.report != Some(Report::Due))
}

/// The day a game over ended: the card that ended it, else its last move's day, else its start.
pub fn ended_on(r: &GameDue<'_>) -> Option<NaiveDate> {
    if let Some((card, _)) = super::declarations::ending(r.correspondence, r.game) {
        return card.day().or(card.written);
    }
    let last = r.moves.last.as_ref();
    last.and_then(effective_received)
        .or_else(|| last.and_then(|p| effective_sent(&p.sent, &p.delivery).map(|e| e.date)))
        .or(r.game.start.or(r.tournament.start))
}

/// What goes to the arbiter after a game and by when: the game's text after a partner's
/// withdrawal (47.8.2), else the result and the record of a game finished without the
/// arbiter's decision (47.9.1, 48.9.1). `None` once sent, or where the arbiter decided.
pub fn record_due(r: &GameDue<'_>, today: NaiveDate) -> Option<(RecordFor, NaiveDate)> {
    if r.arbiter.report != Some(Report::Due) {
        return None;
    }
    match r.arbiter.decisions.last() {
        Some((_, d)) if d.ruling.asks_game_text() => Some((
            RecordFor::Withdrawal,
            d.received + Duration::days(REPORT_DAYS),
        )),
        Some((_, d)) if !matches!(d.ruling, Ruling::Claim { .. }) => None,
        _ if matches!(r.game.state, GameState::Finished(_)) => {
            let end = ended_on(r).unwrap_or(today);
            Some((RecordFor::Result, end + Duration::days(REPORT_DAYS)))
        }
        _ => None,
    }
}

/// The clause of a protest against a decision: an appeal against an adjudication (47.9.10,
/// 48.9.9), else a protest of any decision (47.1.6, 48.1.10).
pub fn protest_clause(adjudication: bool, mode: super::Mode) -> &'static str {
    match (adjudication, mode) {
        (true, super::Mode::Post) => "47.9.10",
        (true, super::Mode::Email) => "48.9.9",
        (false, super::Mode::Post) => "47.1.6",
        (false, super::Mode::Email) => "48.1.10",
    }
}

/// Why the record goes to the arbiter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RecordFor {
    /// The game is over: its result and record (47.9.1, 48.9.1).
    Result,
    /// The partner withdrew: the game's text, for its result to be fixed (47.8.2).
    Withdrawal,
}

/// The decision that may still be protested, with its last day: the last one, protestable, not
/// protested, its 14 days not past `today`.
pub fn protest_open(arbiter: &Arbiter, today: NaiveDate) -> Option<&Decision> {
    let (_, d) = arbiter.decisions.last()?;
    let open = may_appeal(arbiter, d) && d.protest.is_none();
    (open && d.protest_until() >= today).then_some(d)
}

/// What goes to the arbiter from a game, in play or not: the record after it, a protest while
/// its 14 days run.
pub fn due(r: &GameDue<'_>, today: NaiveDate) -> Vec<deadlines::Action> {
    let action = |kind, due| deadlines::Action {
        game: r.id,
        kind,
        due,
        urgency: deadlines::urgency(due, today),
        why: vec![],
    };
    let record = record_due(r, today)
        .map(|(what, due)| action(deadlines::ActionKind::SendRecord(what), due));
    let protest = protest_open(r.arbiter, today).map(|d| {
        let adjudication = matches!(d.ruling, Ruling::Adjudicated { .. });
        let received = d.received;
        action(
            deadlines::ActionKind::Protest {
                received,
                adjudication,
            },
            d.protest_until(),
        )
    });
    record.into_iter().chain(protest).collect()
}

#[cfg(test)]
mod tests;
