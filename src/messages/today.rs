//! What is due, as the user reads it: each action and the day's list (the Today panel and
//! `ccdiary today`).

use std::collections::HashMap;
use std::fmt::Write as _;

use chrono::NaiveDate;

use super::{Language, Person};
use crate::domain::arbiter::RecordFor;
use crate::domain::deadlines::{
    Action, ActionKind, GameRecords, Urgency, first_moves, groups_by_game, today,
};
use crate::domain::notices::Recipient;
use crate::domain::{GameId, GameResult, Mode, format_date};
use crate::tr;

/// What is due in every game, most urgent first, one line each.
pub fn today_text(games: &[GameRecords], day: NaiveDate, lang: Language) -> String {
    let actions = today(games, day);
    if actions.is_empty() {
        return tr!(lang, "today-nothing-due", day = format_date(day)) + "\n";
    }
    let by_id: HashMap<GameId, &GameRecords> = games.iter().map(|g| (g.id, g)).collect();
    let unplayed = |id| {
        let g = by_id.get(&id).filter(|g| g.plies.is_empty())?;
        Some(g.game.tournament)
    };
    let groups = first_moves(&actions, unplayed);
    let in_group = groups_by_game(&groups);
    let mut out = String::new();
    for a in actions {
        let Some(g) = by_id.get(&a.game) else {
            continue;
        };
        let urgency = match a.urgency {
            Urgency::Overdue => tr!(lang, "urgency-overdue"),
            Urgency::Soon => tr!(lang, "urgency-soon"),
            Urgency::Later => tr!(lang, "urgency-later"),
        };
        let t = &g.tournament;
        // My first moves of a tournament due on one day: one line, where the first stands.
        if let Some(group) = in_group.get(&a.game).map(|i| &groups[*i]) {
            if group.games[0] == a.game {
                let ids: Vec<String> = group.games.iter().map(|g| g.0.to_string()).collect();
                let line = tr!(
                    lang,
                    "today-first-moves-line",
                    due = format_date(a.due),
                    urgency = format!("{urgency:<7}"),
                    tournament = t.label(),
                    what = first_moves_text(group.games.len(), lang),
                    games = ids.join(", ")
                );
                let _ = writeln!(out, "{line}");
            }
            continue;
        }
        let partner = g.name().person();
        let line = tr!(
            lang,
            "today-line",
            due = format_date(a.due),
            urgency = format!("{urgency:<7}"),
            game = a.game.0,
            partner = &partner,
            tournament = t.label(),
            action = action_text(&a, &partner, lang),
            clause = a.kind.clause(t.mode)
        );
        let _ = writeln!(out, "{line}");
    }
    out
}

/// What `n` first moves due on a tournament's start day are (47.5.1).
pub fn first_moves_text(n: usize, lang: Language) -> String {
    tr!(lang, "today-first-moves", n = n)
}

/// An action in the user's language, speaking of `partner` as he or she.
pub fn action_text(a: &Action, partner: &Person, lang: Language) -> String {
    let post = |mode: &Mode| if *mode == Mode::Post { "post" } else { "email" };
    match &a.kind {
        ActionKind::MyMove {
            days_left: Some(d),
            registered,
        } => tr!(
            lang,
            "action-my-move-days",
            left = lang.days_left(*d),
            registered = if *registered { "yes" } else { "no" }
        ),
        ActionKind::MyMove {
            days_left: None, ..
        } => tr!(lang, "action-my-move"),
        ActionKind::RecordReceipt => tr!(lang, "action-record-receipt", partner = partner),
        ActionKind::EnterStart => tr!(lang, "action-enter-start"),
        ActionKind::RepeatMove { move_number, mode } => tr!(
            lang,
            "action-repeat-move",
            number = *move_number,
            mode = post(mode)
        ),
        ActionKind::ReportSilence { mode } => {
            tr!(lang, "action-report-silence", mode = post(mode))
        }
        ActionKind::RequestFirstMove { mode } => {
            tr!(lang, "action-request-first-move", mode = post(mode))
        }
        ActionKind::AskReplacement => tr!(lang, "action-ask-replacement"),
        ActionKind::ClaimOverstep {
            his_move,
            control_move,
        } => tr!(
            lang,
            "action-claim-overstep",
            partner = partner,
            overstep = *his_move,
            control = *control_move
        ),
        ActionKind::SendAdjudication => tr!(lang, "action-send-adjudication"),
        ActionKind::SendRecord(RecordFor::Result) => tr!(lang, "action-send-result"),
        ActionKind::SendRecord(RecordFor::Withdrawal) => {
            tr!(lang, "action-send-game-text", partner = partner)
        }
        ActionKind::Protest { received, .. } => {
            tr!(lang, "action-protest", received = format_date(*received))
        }
        ActionKind::RestoreAccess => tr!(lang, "action-restore-access"),
        ActionKind::Notify { what, to, .. } => tr!(
            lang,
            "action-notify",
            what = what.code(),
            to = match to {
                Recipient::Partner => "partner",
                Recipient::Arbiter => "arbiter",
            },
            partner = partner
        ),
    }
}

impl crate::domain::standing::Standing {
    /// How the game stands, as the list says it: "my move · 6 d", "her move", "finished ½-½:
    /// White accepted the draw on 08.03.2026", "at adjudication", "withdrawn 1-0".
    pub fn told(&self, partner: &Person, lang: Language) -> String {
        use crate::domain::standing::{Ending, Standing as S};
        let result = |r: &GameResult| match r {
            GameResult::Unknown => "none",
            GameResult::Draw => "½-½",
            other => other.code(),
        };
        match self {
            S::MyMove { days_left } => {
                let left = days_left.map_or_else(|| "none".to_owned(), |d| lang.days_left_short(d));
                tr!(lang, "standing-my-move", left = left)
            }
            S::HisMove => tr!(lang, "standing-his-move", partner = partner),
            S::Finished { result: r, how } => {
                let how = match how {
                    None => "none".to_owned(),
                    Some(Ending::Mate) => tr!(lang, "ending-mate"),
                    Some(Ending::Stalemate) => tr!(lang, "ending-stalemate"),
                    Some(Ending::Card(noted)) => noted.told(lang),
                };
                tr!(lang, "standing-finished", result = result(r), how = how)
            }
            S::Adjudication { result: r } => {
                tr!(lang, "standing-adjudication", result = result(r))
            }
            S::Withdrawn { result: r } => tr!(lang, "standing-withdrawn", result = result(r)),
        }
    }
}
