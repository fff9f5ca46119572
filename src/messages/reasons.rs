//! The reasons behind computed numbers (`Why`) and the schedule's notes, in both languages.

use std::fmt;

use chrono::NaiveDate;

use super::{Language, Language::En, Noun};
use crate::domain::dates::SentBy;
use crate::domain::format_date;
use crate::domain::reason::Why;
use crate::domain::schedule::{PlyTime, SideTotals, Total};

impl Why {
    /// The reason in `lang`; Russian is what the official forms print.
    pub fn told(&self, lang: Language) -> String {
        match lang {
            Language::En => self.to_string(),
            Language::Ru => self.ru(),
        }
    }

    fn ru(&self) -> String {
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
            } => format!(
                "просрочка: {total} дн. за {} при норме {limit} дн. (47.6.1)",
                Language::Ru.count(*moves, Noun::Move)
            ),
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
                "{}: {limit} к ходу {control_move} − {total} израсходовано − {elapsed} на этот ход",
                Language::Ru.days_left(*left)
            ),
            Why::RegisteredRequired { left } => {
                format!("до контроля {left} дн.: отправлять заказным (47.4.12)")
            }
            Why::Repeated { date, clause } => {
                format!("повтор {} ({clause})", format_date(*date))
            }
            Why::FirstMoveDue { start } => format!(
                "первый ход белых время не расходует и посылается в день начала {} (47.4.1)",
                format_date(*start)
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
                write!(f, "repeated {} ({clause})", format_date(*date))
            }
            Why::FirstMoveDue { start } => write!(
                f,
                "White's first move costs no time and goes on the start day {} (47.4.1)",
                format_date(*start)
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

/// A total with the count since the restart beside it once there has been one (47.6.4):
/// "62 (30 after move 9)", "62 (30 после хода 9)".
fn total_text(total: Total, count: Total, restart_after: Option<u32>, lang: Language) -> String {
    match (restart_after, lang) {
        (None, _) => total.to_string(),
        (Some(m), Language::En) => format!("{total} ({count} after move {m})"),
        (Some(m), Language::Ru) => format!("{total} ({count} после хода {m})"),
    }
}

impl PlyTime {
    /// The total as the schedule prints it, with the count since a restart (47.6.4).
    pub fn total_text(&self, lang: Language) -> String {
        total_text(self.total, self.count, self.restart_after, lang)
    }

    /// The note column of the article-52 schedule: penalties, leave, repeats, oversteps.
    pub fn note(&self, lang: Language) -> String {
        let leave = |days: u32| match lang {
            Language::En => format!("{} of leave (47.7.1)", En.count(days, Noun::Day)),
            Language::Ru => format!("перерыв {days} дн. (47.7.1)"),
        };
        let reason = |w: &Why| w.told(lang);
        let mut parts = Vec::new();
        for w in &self.why {
            match w {
                Why::Days { leave_days, .. } if *leave_days > 0 => parts.push(leave(*leave_days)),
                Why::Penalty { .. }
                | Why::Overstep { .. }
                | Why::CountRestarts { .. }
                | Why::ControlUndecided { .. }
                | Why::LeaveNotCredited { .. }
                | Why::DateMissing { .. }
                | Why::Repeated { .. }
                | Why::SentBeforeReceived { .. } => parts.push(reason(w)),
                _ => {}
            }
        }
        parts.extend(self.noted.iter().map(|n| n.told(lang)));
        parts.join("; ")
    }
}

impl SideTotals {
    /// The total as the papers print it, with the count since a restart (47.6.4).
    pub fn total_text(&self, lang: Language) -> String {
        total_text(
            self.total,
            self.count_total,
            self.oversteps.last().copied(),
            lang,
        )
    }
}
