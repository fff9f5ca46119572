//! What there is to do in a game, and the clause behind each.

use chrono::NaiveDate;

use crate::domain::Mode;
use crate::domain::arbiter::RecordFor;
use crate::domain::notices::{NoticeKind, Recipient};

/// Something to do in a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ActionKind {
    /// Send my move; `days_left` to the control, by registered mail when the post has five or
    /// fewer days left (47.4.12).
    MyMove {
        /// Days left, if every date it depends on is known.
        days_left: Option<i64>,
        /// Whether it must go by registered mail (post only).
        registered: bool,
    },
    /// Record the day the partner's move arrived: without it no time can be counted (47.2.2.4).
    RecordReceipt,
    /// Enter the game's start date: White's first move is due on it (47.5.1).
    EnterStart,
    /// Repeat my move: by registered mail (47.5.1), or with a copy to the arbiter (48.5.1).
    RepeatMove {
        /// My move number.
        move_number: u32,
        /// Post or e-mail.
        mode: Mode,
    },
    /// The repeat went unanswered: tell the arbiter (47.5.1, 48.5.1).
    ReportSilence {
        /// Post or e-mail.
        mode: Mode,
    },
    /// White's first move has not come: by post a registered request 30 days after the start
    /// (47.5.1), by e-mail a request copied to the arbiter after 14 (48.5.1).
    RequestFirstMove {
        /// Post or e-mail.
        mode: Mode,
    },
    /// Ask for a replacement of an illegible or impossible move within 3 days (47.3.12).
    AskReplacement,
    /// Claim the partner's overstep before replying to his control move (47.6.3, 48.6.1).
    ClaimOverstep {
        /// His move that overstepped.
        his_move: u32,
        /// His control move, the reply to which closes the claim.
        control_move: u32,
    },
    /// Send the adjudication materials (47.9.5, 48.9.4).
    SendAdjudication,
    /// Send the arbiter the game's result and record (47.9.1, 48.9.1), or its text after the
    /// partner withdrew (47.8.2).
    SendRecord(RecordFor),
    /// A decision that reached me on `received` may be protested to the appeal arbiter until
    /// the action's day (47.1.6, 47.9.10; 48.1.10, 48.9.9).
    Protest {
        /// The day the decision reached me.
        received: NaiveDate,
        /// Whether it is an adjudication (47.9.10, 48.9.9) rather than another decision.
        adjudication: bool,
    },
    /// Tell a partner or the arbiter of my new address, a failure or a dispute (47.1.2,
    /// 48.1.2, 48.1.5, 48.1.7).
    Notify {
        /// What the notice tells.
        what: NoticeKind,
        /// To whom.
        to: Recipient,
        /// The notice's row, to mark it sent.
        row: i64,
    },
    /// Restore access to my e-mail by the action's day, or be withdrawn (48.1.6).
    RestoreAccess,
}

impl ActionKind {
    /// A key that stays the same while the action is the same one: the kind, and the move it
    /// is about where it has one.
    pub fn key(&self) -> String {
        match self {
            ActionKind::MyMove { .. } => "my-move".into(),
            ActionKind::RecordReceipt => "record-receipt".into(),
            ActionKind::EnterStart => "enter-start".into(),
            ActionKind::RepeatMove { move_number, .. } => format!("repeat-{move_number}"),
            ActionKind::ReportSilence { .. } => "report-silence".into(),
            ActionKind::RequestFirstMove { .. } => "request-first-move".into(),
            ActionKind::AskReplacement => "ask-replacement".into(),
            ActionKind::ClaimOverstep { his_move, .. } => format!("claim-{his_move}"),
            ActionKind::SendAdjudication => "send-adjudication".into(),
            ActionKind::SendRecord(_) => "send-record".into(),
            ActionKind::Protest { received, .. } => format!("protest-{received}"),
            ActionKind::Notify { row, .. } => format!("notice-{row}"),
            ActionKind::RestoreAccess => "restore-access".into(),
        }
    }

    /// The clause behind the action.
    pub fn clause(&self, mode: Mode) -> &'static str {
        match (self, mode) {
            (
                ActionKind::MyMove {
                    registered: true, ..
                },
                _,
            ) => "47.4.12",
            (ActionKind::MyMove { .. }, _) => "47.6.1",
            (ActionKind::RecordReceipt, _) => "47.2.2.4",
            (ActionKind::EnterStart, Mode::Post) => "47.5.1",
            (ActionKind::EnterStart, Mode::Email) => "48.5.1",
            (
                ActionKind::RepeatMove { .. }
                | ActionKind::ReportSilence { .. }
                | ActionKind::RequestFirstMove { .. },
                Mode::Post,
            ) => "47.5.1",
            (
                ActionKind::RepeatMove { .. }
                | ActionKind::ReportSilence { .. }
                | ActionKind::RequestFirstMove { .. },
                Mode::Email,
            ) => "48.5.1",
            (ActionKind::AskReplacement, _) => "47.3.12",
            (ActionKind::ClaimOverstep { .. }, Mode::Post) => "47.6.3",
            (ActionKind::ClaimOverstep { .. }, Mode::Email) => "48.6.1",
            (ActionKind::SendAdjudication, Mode::Post) => "47.9.5",
            (ActionKind::SendAdjudication, Mode::Email) => "48.9.4",
            (ActionKind::SendRecord(RecordFor::Withdrawal), Mode::Post) => "47.8.2",
            (ActionKind::SendRecord(RecordFor::Withdrawal), Mode::Email) => "48.8.2",
            (ActionKind::SendRecord(RecordFor::Result), Mode::Post) => "47.9.1",
            (ActionKind::SendRecord(RecordFor::Result), Mode::Email) => "48.9.1",
            (ActionKind::Notify { what, .. }, mode) => {
                crate::domain::notices::Notice::clause(*what, mode)
            }
            (ActionKind::RestoreAccess, _) => "48.1.6",
            (ActionKind::Protest { adjudication, .. }, mode) => {
                crate::domain::arbiter::protest_clause(*adjudication, mode)
            }
        }
    }
}
