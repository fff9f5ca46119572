//! Between the player and the arbiter: a decision's ruling as the history says it, and why a
//! decision, a protest or a result sent is refused.

use super::Language;
use crate::domain::arbiter::{ArbiterError, Decision, Protest, Report, Ruling, RulingKind};
use crate::domain::deadlines::GameRecords;
use crate::domain::format_date;
use crate::domain::notices::{NoticeError, Recipient};
use crate::tr;

/// The game as a reply names it: "game 3 (Петров Павел, КР-7)".
fn game(r: &GameRecords, lang: Language) -> String {
    tr!(
        lang,
        "arbiter-game",
        game = r.id.0,
        tournament = r.tournament.label(),
        partner = r.name().person()
    )
}

/// The result and record of `r` marked sent on `day`.
pub fn report_sent(r: &GameRecords, day: chrono::NaiveDate, lang: Language) -> String {
    tr!(
        lang,
        "arbiter-report-sent",
        game = game(r, lang),
        day = format_date(day)
    )
}

/// The decision recorded in `r`, the game's status after it and, seen from `today`, the last
/// day to protest it while one lies.
pub fn decision_recorded(
    r: &GameRecords,
    d: &Decision,
    today: chrono::NaiveDate,
    lang: Language,
) -> String {
    let open = crate::domain::arbiter::may_appeal(&r.arbiter, d) && d.protest_until() >= today;
    let until = match open {
        true => format_date(d.protest_until()),
        false => "none".to_owned(),
    };
    let adjudication = matches!(d.ruling, Ruling::Adjudicated { .. });
    let clause = crate::domain::arbiter::protest_clause(adjudication, r.tournament.mode);
    tr!(
        lang,
        "arbiter-decision-recorded",
        game = game(r, lang),
        decision = d.told(lang),
        status = r.game.status().code(),
        result = match r.game.result() {
            crate::domain::GameResult::Unknown => "none",
            known => known.code(),
        },
        until = until,
        clause = clause
    )
}

/// My protest recorded in `r`.
pub fn protest_recorded(r: &GameRecords, p: &Protest, lang: Language) -> String {
    tr!(
        lang,
        "arbiter-protest-recorded",
        game = game(r, lang),
        day = format_date(p.sent),
        late = p.late_days
    )
}

/// What passed between me and the arbiter in `r`: the result and record, each decision.
pub fn arbiter_history(r: &GameRecords, lang: Language) -> String {
    let report = match r.arbiter.report {
        None => "none".to_owned(),
        Some(Report::Due) => "due".to_owned(),
        Some(Report::Sent(day)) => format_date(day),
    };
    let mut lines = vec![tr!(
        lang,
        "arbiter-history",
        game = game(r, lang),
        report = report
    )];
    lines.extend(r.arbiter.decisions.iter().map(|(_, d)| d.told(lang)));
    lines.join("\n")
}

impl RulingKind {
    /// Its name as the forms and the history say it: "adjudicated".
    pub fn told(self, lang: Language) -> String {
        tr!(lang, "ruling", kind = self.code())
    }
}

impl Decision {
    /// The decision as the game's history says it: "received 10.07.2026: adjudicated, 1/2-1/2,
    /// last move 40; protest sent 12.07.2026".
    pub fn told(&self, lang: Language) -> String {
        let result = match self.ruling {
            Ruling::Adjudicated { outcome, .. }
            | Ruling::Final { outcome }
            | Ruling::Agreed { outcome } => outcome.result().code(),
            _ => "none",
        };
        let last_move = match self.ruling {
            Ruling::Adjudicated {
                last_move: Some(n), ..
            } => i64::from(n),
            _ => 0,
        };
        let protest = self
            .protest
            .map_or_else(|| "none".to_owned(), |p| format_date(p.sent));
        tr!(
            lang,
            "decision-told",
            received = format_date(self.received),
            ruling = self.ruling.kind().told(lang),
            result = result,
            last_move = last_move,
            protest = protest,
            late = self.protest.map_or(0, |p| p.late_days)
        )
    }
}

impl ArbiterError {
    /// The refusal in `lang`, naming the field and the dates it must follow.
    pub fn told(&self, lang: Language) -> String {
        match self {
            ArbiterError::ResultNeeded(kind) => {
                tr!(lang, "arbiter-result-needed", ruling = kind.told(lang))
            }
            ArbiterError::BeforeStart { date, start } => tr!(
                lang,
                "arbiter-before-start",
                date = format_date(*date),
                start = format_date(*start)
            ),
            ArbiterError::InFuture(date) => {
                tr!(lang, "arbiter-in-future", date = format_date(*date))
            }
            ArbiterError::AlreadyFinished => tr!(lang, "arbiter-already-finished"),
            ArbiterError::FinalWithoutAdjudication => tr!(lang, "arbiter-final-first"),
            ArbiterError::FinalWithoutProtest(day) => {
                tr!(
                    lang,
                    "arbiter-final-after-protest",
                    received = format_date(*day)
                )
            }
            ArbiterError::AlreadyFinal(day) => {
                tr!(lang, "arbiter-already-final", received = format_date(*day))
            }
            ArbiterError::AlreadyAdjudicated(day) => {
                tr!(
                    lang,
                    "arbiter-already-adjudicated",
                    received = format_date(*day)
                )
            }
            ArbiterError::LastMoveBeyond { given, last } => tr!(
                lang,
                "arbiter-last-move-beyond",
                given = *given,
                last = *last
            ),
            ArbiterError::NothingToProtest => tr!(lang, "arbiter-nothing-to-protest"),
            ArbiterError::NotProtestable => tr!(lang, "arbiter-not-protestable"),
            ArbiterError::AlreadyProtested(day) => {
                tr!(lang, "arbiter-already-protested", sent = format_date(*day))
            }
            ArbiterError::ProtestBeforeDecision(day) => {
                tr!(lang, "arbiter-protest-before", received = format_date(*day))
            }
            ArbiterError::ProtestLate {
                last_day,
                late_days,
            } => tr!(
                lang,
                "arbiter-protest-late",
                last_day = format_date(*last_day),
                late = *late_days
            ),
            ArbiterError::NotOver => tr!(lang, "arbiter-not-over"),
            ArbiterError::NoMaterials => tr!(lang, "arbiter-no-materials"),
        }
    }
}

impl NoticeError {
    /// The refusal in `lang`, naming the field.
    pub fn told(&self, lang: Language) -> String {
        match self {
            NoticeError::NoAddress => tr!(lang, "notice-no-address"),
            NoticeError::SameAddress => tr!(lang, "notice-same-address"),
            NoticeError::AddressBefore(day) => {
                tr!(lang, "notice-address-before", day = format_date(*day))
            }
            NoticeError::NotFound => tr!(lang, "notice-not-found"),
            NoticeError::InFuture(day) => {
                tr!(lang, "arbiter-in-future", date = format_date(*day))
            }
            NoticeError::NoGameInPlay => tr!(lang, "notice-no-game"),
            NoticeError::AlreadySent(day) => {
                tr!(lang, "notice-already-sent", sent = format_date(*day))
            }
            NoticeError::NoAccessLost => tr!(lang, "notice-no-access-lost"),
            NoticeError::SentOutOfTime(day) => {
                tr!(lang, "notice-sent-out-of-time", sent = format_date(*day))
            }
        }
    }
}

/// Who is to be told, a line each: "game 3 (…): Петров Павел", "game 3 (…): the arbiter".
pub fn told_whom(
    to: &[(crate::domain::GameId, Recipient)],
    games: &[GameRecords],
    lang: Language,
) -> String {
    let lines: Vec<String> = (to.iter())
        .filter_map(|(id, whom)| {
            let r = games.iter().find(|r| r.id == *id)?;
            Some(format!("{}: {}", game(r, lang), recipient(*whom, r, lang)))
        })
        .collect();
    tr!(
        lang,
        "notice-recorded",
        count = lines.len(),
        whom = lines.join("\n")
    )
}

/// `count` notices of `r` marked sent on `day`.
pub fn notices_sent(
    r: &GameRecords,
    count: usize,
    day: chrono::NaiveDate,
    lang: Language,
) -> String {
    tr!(
        lang,
        "notices-sent",
        game = game(r, lang),
        count = count,
        day = format_date(day)
    )
}

/// Who a notice of game `r` goes to: the partner by name, or the arbiter.
fn recipient(to: Recipient, r: &GameRecords, lang: Language) -> String {
    match to {
        Recipient::Partner => r.partner.name.clone(),
        Recipient::Arbiter => tr!(lang, "notice-the-arbiter"),
    }
}

/// A notice as the Arbiter dialog offers it: "new address → Петров Павел (05.12.2026)".
pub fn notice_told(n: &crate::domain::notices::Notice, r: &GameRecords, lang: Language) -> String {
    let whom = recipient(n.to, r, lang);

    tr!(
        lang,
        "notice-choice",
        what = n.kind.code(),
        whom = whom,
        day = format_date(n.day)
    )
}

/// Access to my e-mail restored on `day`.
pub fn access_restored(day: chrono::NaiveDate, lang: Language) -> String {
    tr!(lang, "access-restored", day = format_date(day))
}
