//! Why each computed number is what it is: the clause applied and its inputs, shown beside the
//! number in the window and on the documents.

use std::fmt;

use chrono::NaiveDate;

use super::dates::SentBy;
use crate::lang::{Language::En, Noun};

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
        /// Whether the mover is me, so the date is mine to record.
        mine: bool,
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
    /// The reason in Russian, for official forms.
    pub fn ru(&self) -> String {
        match self {
            Why::FirstMove => "0 дн.: первый ход белых".to_owned(),
            Why::Days {
                days,
                received,
                sent,
                leave_days: 0,
            } => format!(
                "{days} дн.: получен {}, отправлен {}",
                dm(*received),
                dm(*sent)
            ),
            Why::Days {
                days,
                received,
                sent,
                leave_days,
            } => format!(
                "{days} дн.: получен {}, отправлен {}, {leave_days} дн. перерыва не в счёт (47.7.1)",
                dm(*received),
                dm(*sent)
            ),
            Why::DateMissing { which, mine } => {
                let what = if *which == "sent" {
                    "отправления"
                } else {
                    "получения"
                };
                if *mine {
                    format!("нет даты {what}: запишите её (47.2.2.4)")
                } else {
                    format!("нет даты {what}: уточнить при ответе (47.2.2.5)")
                }
            }
            Why::ControlUndecided {
                control_move,
                missing_move,
            } => format!(
                "контроль на ходу {control_move} нельзя проверить, пока не известна дата хода {missing_move} (47.6.1)"
            ),
            Why::LeaveNotCredited {
                taken,
                credited,
                allowance,
                year,
            } => {
                let within = match year {
                    Some(y) => format!("{allowance} дн. в {y} году"),
                    None => format!("{allowance} дн. за соревнование"),
                };
                format!(
                    "перерыв {taken} дн., зачтено {credited}: турнир разрешает {within} (47.7.1)"
                )
            }
            Why::SentBeforeReceived { received, sent } => format!(
                "отправлен {} раньше получения {}: проверить даты",
                dm(*sent),
                dm(*received)
            ),
            Why::Sent { date, by, written } => {
                let what = match by {
                    SentBy::Receipt => "по квитанции заказного (47.2.2.2",
                    SentBy::Postmark => "по штемпелю (47.2.2.1",
                    SentBy::Written => "по дате отправителя, штемпеля нет (47.2.2.4",
                };
                let card = match written {
                    Some(w) if w != date => format!("; на открытке {}", dm(*w)),
                    _ => String::new(),
                };
                format!("отправлен {} {what}{card})", dm(*date))
            }
            Why::Penalty { days, clause } => format!("штраф {days} дн. ({clause})"),
            Why::Overstep {
                total,
                moves,
                limit,
            } => format!("просрочка: {total} дн. за {moves} ход. > {limit} (47.6.1)"),
            Why::CountRestarts { after_move } => {
                format!("отсчёт заново после хода {after_move} (47.6.4)")
            }
            Why::DaysLeft {
                left,
                limit,
                control_move,
                total,
                elapsed,
            } => format!(
                "осталось {left} дн.: {limit} к ходу {control_move} − {total} израсходовано − {elapsed} на этот ход"
            ),
            Why::RegisteredRequired { left } => {
                format!("до контроля {left} дн.: отправлять заказным (47.4.12)")
            }
            Why::Repeated { date, clause } => {
                format!("повтор {} ({clause})", date.format("%d.%m.%Y"))
            }
            Why::FirstMoveDue { start } => format!(
                "первый ход белых время не расходует и посылается в день начала {} (47.4.1)",
                start.format("%d.%m.%Y")
            ),
            Why::StartMissing => {
                "у партии нет даты начала: укажите её, от неё считается срок первого хода"
                    .to_owned()
            }
            Why::ReceiptPending => {
                "его время считается со дня, когда он получил мой ход: это сообщит его ответ (47.2.2)"
                    .to_owned()
            }
        }
    }
}

/// "1 day", "5 days".
fn days_en(n: u32) -> String {
    En.count(n, Noun::Day)
}

fn dm(d: NaiveDate) -> String {
    d.format("%d.%m").to_string()
}

impl Why {
    /// The clause of the rules this reason applies.
    pub fn clause(&self) -> &str {
        match self {
            Why::FirstMove | Why::Days { .. } | Why::SentBeforeReceived { .. } => "47.4.1",
            Why::DateMissing { mine: true, .. } => "47.2.2.4",
            Why::DateMissing { mine: false, .. } => "47.2.2.5",
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
            Why::Repeated { clause, .. } => clause,
            Why::FirstMoveDue { .. } => "47.4.1",
            Why::StartMissing => "47.5.1",
            Why::ReceiptPending => "47.2.2",
        }
    }
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Why::FirstMove => write!(f, "0 days: White's first move"),
            Why::Days {
                days,
                received,
                sent,
                leave_days: 0,
            } => write!(
                f,
                "{}: received {}, sent {}",
                days_en(*days),
                dm(*received),
                dm(*sent)
            ),
            Why::Days {
                days,
                received,
                sent,
                leave_days,
            } => write!(
                f,
                "{}: received {}, sent {}, {} of leave not charged (47.7.1)",
                days_en(*days),
                dm(*received),
                dm(*sent),
                days_en(*leave_days)
            ),
            Why::DateMissing { which, mine: true } => write!(
                f,
                "days unknown: the {which} date is missing, yours to record (47.2.2.4)"
            ),
            Why::DateMissing { which, mine: false } => write!(
                f,
                "days unknown: the {which} date is missing, to clarify in the reply (47.2.2.5)"
            ),
            Why::ControlUndecided {
                control_move,
                missing_move,
            } => write!(
                f,
                "the control at move {control_move} cannot be decided until the date of move {missing_move} is known (47.6.1)"
            ),
            Why::LeaveNotCredited {
                taken,
                credited,
                allowance,
                year,
            } => {
                let within = match year {
                    Some(y) => format!("{} in {y}", days_en(*allowance)),
                    None => format!("{} in the whole event", days_en(*allowance)),
                };
                write!(
                    f,
                    "{} of leave, {credited} credited: the tournament allows {within} (47.7.1)",
                    days_en(*taken)
                )
            }
            Why::SentBeforeReceived { received, sent } => write!(
                f,
                "sent {} before the previous move was received {}: check the dates",
                dm(*sent),
                dm(*received)
            ),
            Why::Sent { date, by, written } => {
                let what = match by {
                    SentBy::Receipt => "by the registered-mail receipt (47.2.2.2",
                    SentBy::Postmark => "by postmark (47.2.2.1",
                    SentBy::Written => "as written, no readable postmark (47.2.2.4",
                };
                write!(f, "sent {} {what}", dm(*date))?;
                match written {
                    Some(w) if w != date => write!(f, "; card says {})", dm(*w)),
                    _ => write!(f, ")"),
                }
            }
            Why::Penalty { days: 1, clause } => write!(f, "1 penalty day ({clause})"),
            Why::Penalty { days, clause } => write!(f, "{days} penalty days ({clause})"),
            Why::Overstep {
                total,
                moves,
                limit,
            } => write!(
                f,
                "overstep: {} over {} > {limit} (47.6.1)",
                match total.known() {
                    Some(days) => days_en(days),
                    None => format!("≥ {}", days_en(total.at_least)),
                },
                En.count(*moves, Noun::Move)
            ),
            Why::CountRestarts { after_move } => write!(
                f,
                "the count restarts from zero after move {after_move} (47.6.4)"
            ),
            Why::DaysLeft {
                left,
                limit,
                control_move,
                total,
                elapsed,
            } => write!(
                f,
                "{}: {limit} by move {control_move} − {total} used − {elapsed} on this move",
                En.days_left(*left)
            ),
            Why::RegisteredRequired { left } => write!(
                f,
                "{} to the control: send by registered mail (47.4.12)",
                En.days_left(*left)
            ),
            Why::Repeated { date, clause } => {
                write!(f, "repeated {} ({clause})", date.format("%d.%m.%Y"))
            }
            Why::FirstMoveDue { start } => write!(
                f,
                "White's first move costs no time and goes on the start day {} (47.4.1)",
                start.format("%d.%m.%Y")
            ),
            Why::StartMissing => write!(
                f,
                "the game has no start date: enter it, the first move is due from it"
            ),
            Why::ReceiptPending => write!(
                f,
                "his days count from the day my move reached him, which his reply will state (47.2.2)"
            ),
        }
    }
}
