//! Why each computed number is what it is: the clause applied and its inputs, shown beside the
//! number in the window and on the documents.

use chrono::NaiveDate;

use super::dates::SentBy;

/// One explanation of a computed number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// White's first move costs nothing.
    FirstMove,
    /// Days for a move: sent − received, leave days not charged (47.4).
    Days {
        /// Days charged.
        days: u32,
        /// The day the previous move was received.
        received: NaiveDate,
        /// The day this move was sent.
        sent: NaiveDate,
        /// Days of the mover's leave inside the span, not charged (47.7.1).
        leave_days: u32,
    },
    /// The days are unknown because a date is missing: mine to record (47.2.2.4) when the mover
    /// is me, to clarify in the reply (47.2.2.5) when it is the partner.
    DateMissing {
        /// Which date: "received" or "sent".
        which: &'static str,
        /// The mover: mine to record, his to clarify.
        mover: super::Side,
    },
    /// Whether the time control was kept cannot be decided while the days of a move are
    /// unknown: unknown is never zero (47.6.1).
    ControlUndecided {
        /// The side's move at which the control falls.
        control_move: u32,
        /// The side's first move whose days are unknown.
        missing_move: u32,
    },
    /// Leave taken beyond what this game's tournament credits in a calendar year or in the
    /// whole event: those days are charged (47.7.1, 48.7.1).
    LeaveNotCredited {
        /// Days of leave inside the move's span.
        taken: u32,
        /// Days of it credited.
        credited: u32,
        /// The allowance that ran out.
        allowance: u32,
        /// The calendar year, or `None` for the event's allowance.
        year: Option<i32>,
    },
    /// The move is dated before the move it answers arrived.
    SentBeforeReceived {
        /// The day received.
        received: NaiveDate,
        /// The day sent.
        sent: NaiveDate,
    },
    /// Which evidence fixed the send date (47.2.2).
    Sent {
        /// The effective date.
        date: NaiveDate,
        /// The evidence.
        by: SentBy,
        /// The date written on the card, when another date won.
        written: Option<NaiveDate>,
    },
    /// Penalty days added to the total (47.4.9–47.4.11).
    Penalty {
        /// Days added.
        days: u32,
        /// The clause.
        clause: String,
    },
    /// A time-control overstep (47.6.1).
    Overstep {
        /// Days used since the count started, at least when a day is unknown.
        total: super::schedule::Total,
        /// Moves made since the count started.
        moves: u32,
        /// The limit for that many moves.
        limit: u32,
    },
    /// The count restarts after a recorded overstep (47.6.4).
    CountRestarts {
        /// The move after which it restarts.
        after_move: u32,
    },
    /// Days left to the next control (47.6.1, DOMAIN.md rule 5).
    DaysLeft {
        /// Days left.
        left: i64,
        /// The limit at the control.
        limit: u32,
        /// The move that closes the control.
        control_move: u32,
        /// Days used so far in the count.
        total: u32,
        /// Days already elapsed on the pending move.
        elapsed: u32,
    },
    /// White's first move costs no time and is due on the start day (47.4.1, 47.5.1).
    FirstMoveDue {
        /// The game's start, else the tournament's.
        start: NaiveDate,
    },
    /// His first move, as White, is awaited: nothing is overdue until the days of silence the
    /// rules allow have passed, when a request goes (47.5.1, 48.5.1).
    FirstMoveAwaited {
        /// The first day the request may go.
        ask_on: NaiveDate,
        /// The clause: 47.5.1 by post, 48.5.1 by e-mail.
        clause: &'static str,
    },
    /// Neither the game nor its tournament has a start date: enter it.
    StartMissing,
    /// The partner's days on his pending move count from the day my move reached him, which
    /// his reply will state: not missing, not yet known (47.2.2).
    ReceiptPending,
    /// The move was sent again when no reply came (47.5.1, 48.5.1).
    Repeated {
        /// The day of the repeat.
        date: NaiveDate,
        /// The clause: 47.5.1 by post, 48.5.1 by e-mail.
        clause: &'static str,
    },
    /// Five or fewer days left: registered mail (47.4.12).
    RegisteredRequired {
        /// Days left.
        left: i64,
    },
}

impl Why {
    /// The clause of the rules this reason applies.
    pub fn clause(&self) -> &str {
        match self {
            Why::FirstMove | Why::Days { .. } | Why::SentBeforeReceived { .. } => "47.4.1",
            Why::DateMissing {
                mover: super::Side::Mine,
                ..
            } => "47.2.2.4",
            Why::DateMissing {
                mover: super::Side::His,
                ..
            } => "47.2.2.5",
            Why::ControlUndecided { .. } => "47.6.1",
            Why::LeaveNotCredited { .. } => "47.7.1",
            Why::Sent { by, .. } => match by {
                SentBy::Receipt => "47.2.2.2",
                SentBy::Postmark => "47.2.2.1",
                SentBy::Written => "47.2.2.4",
            },
            Why::Penalty { clause, .. } => clause,
            Why::Overstep { .. } | Why::DaysLeft { .. } => "47.6.1",
            Why::CountRestarts { .. } => "47.6.4",
            Why::RegisteredRequired { .. } => "47.4.12",
            Why::Repeated { clause, .. } | Why::FirstMoveAwaited { clause, .. } => clause,
            Why::FirstMoveDue { .. } => "47.4.1",
            Why::StartMissing => "47.5.1",
            Why::ReceiptPending => "47.2.2",
        }
    }
}
