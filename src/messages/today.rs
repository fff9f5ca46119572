//! What is due, as the user reads it: each action and the day's list (the Today panel and
//! `ccdiary today`).

use std::fmt;
use std::fmt::Write as _;

use chrono::NaiveDate;

use super::Language::{self, En};
use crate::domain::deadlines::{Action, ActionKind, GameRecords, Urgency, today};
use crate::domain::{Mode, format_date};

/// The archive's note on a repeat of my move, in the language of the papers.
pub fn repeat_note(mode: Mode) -> String {
    match mode {
        Mode::Post => "Повтор хода (47.5.1)",
        Mode::Email => "Повтор хода, копия арбитру (48.5.1)",
    }
    .to_owned()
}

/// What is due in every game, most urgent first, one line each.
pub fn today_text(games: &[GameRecords], day: NaiveDate, lang: Language) -> String {
    let actions = today(games, day);
    if actions.is_empty() {
        let day = format_date(day);
        return match lang {
            Language::En => format!("nothing is due as of {day}\n"),
            Language::Ru => format!("на {day} срочных дел нет\n"),
        };
    }
    let mut out = String::new();
    for a in actions {
        let Some(g) = games.iter().find(|g| g.id == a.game) else {
            continue;
        };
        let urgency = match (a.urgency, lang) {
            (Urgency::Overdue, Language::En) => "OVERDUE",
            (Urgency::Soon, Language::En) => "soon",
            (Urgency::Later, Language::En) => "later",
            (Urgency::Overdue, Language::Ru) => "СРОК ПРОШЁЛ",
            (Urgency::Soon, Language::Ru) => "скоро",
            (Urgency::Later, Language::Ru) => "позже",
        };
        let game_word = if lang == Language::Ru {
            "партия"
        } else {
            "game"
        };
        let t = &g.tournament;
        let title = t.label();
        let _ = writeln!(
            out,
            "{}  {urgency:<7}  {game_word} {} ({title}, {}): {} ({})",
            format_date(a.due),
            a.game,
            g.partner.name,
            action_text(&a, lang),
            a.kind.clause(t.mode)
        );
    }
    out
}

/// An action in the user's language.
pub fn action_text(a: &Action, lang: Language) -> String {
    match lang {
        Language::En => a.kind.to_string(),
        Language::Ru => match &a.kind {
            ActionKind::MyMove {
                days_left: Some(d),
                registered: true,
            } => format!("ваш ход, {}: заказным", Language::Ru.days_left(*d)),
            ActionKind::MyMove {
                days_left: Some(d), ..
            } => format!("ваш ход, {}", Language::Ru.days_left(*d)),
            ActionKind::MyMove {
                days_left: None, ..
            } => "ваш ход".to_owned(),
            ActionKind::RecordReceipt => "запишите дату получения его хода".to_owned(),
            ActionKind::EnterStart => "укажите дату начала партии".to_owned(),
            ActionKind::RepeatMove {
                move_number,
                mode: Mode::Post,
            } => format!("нет ответа: повторите ход {move_number} со всеми сведениями заказным"),
            ActionKind::RepeatMove {
                move_number,
                mode: Mode::Email,
            } => format!(
                "нет ответа: повторите ход {move_number} со всеми сведениями, копию арбитру"
            ),
            ActionKind::ReportSilence { mode: Mode::Post } => {
                "на заказной повтор нет ответа: сообщите арбитру".to_owned()
            }
            ActionKind::ReportSilence { mode: Mode::Email } => {
                "на повтор с копией арбитру нет ответа: сообщите арбитру".to_owned()
            }
            ActionKind::RequestFirstMove { mode: Mode::Post } => {
                "нет первого хода белых: заказной запрос и сообщение арбитру".to_owned()
            }
            ActionKind::RequestFirstMove { mode: Mode::Email } => {
                "нет первого хода белых: запрос с копией арбитру".to_owned()
            }
            ActionKind::AskReplacement => "запросите замену невозможного хода".to_owned(),
            ActionKind::ClaimOverstep {
                his_move,
                control_move,
            } => format!(
                "заявите о просрочке партнёра (ход {his_move}) до ответа на его ход {control_move}"
            ),
            ActionKind::SendAdjudication => "пошлите материалы на присуждение".to_owned(),
        },
    }
}

impl fmt::Display for ActionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionKind::MyMove {
                days_left: Some(d),
                registered: true,
            } => write!(
                f,
                "your move, {}: send by registered mail",
                En.days_left(*d)
            ),
            ActionKind::MyMove {
                days_left: Some(d), ..
            } => write!(f, "your move, {}", En.days_left(*d)),
            ActionKind::MyMove {
                days_left: None, ..
            } => write!(f, "your move"),
            ActionKind::RecordReceipt => write!(f, "record the day his move arrived"),
            ActionKind::EnterStart => write!(f, "enter the game's start date"),
            ActionKind::RepeatMove {
                move_number,
                mode: Mode::Post,
            } => write!(
                f,
                "no reply: repeat your move {move_number} with all its information by registered mail"
            ),
            ActionKind::RepeatMove {
                move_number,
                mode: Mode::Email,
            } => write!(
                f,
                "no reply: repeat your move {move_number} with all its information, with a copy to the arbiter"
            ),
            ActionKind::ReportSilence { mode: Mode::Post } => {
                write!(f, "the registered repeat went unanswered: tell the arbiter")
            }
            ActionKind::ReportSilence { mode: Mode::Email } => write!(
                f,
                "the repeat copied to the arbiter went unanswered: tell the arbiter"
            ),
            ActionKind::RequestFirstMove { mode: Mode::Post } => write!(
                f,
                "White's first move has not come: send a registered request and tell the arbiter"
            ),
            ActionKind::RequestFirstMove { mode: Mode::Email } => write!(
                f,
                "White's first move has not come: ask for it with a copy to the arbiter"
            ),
            ActionKind::AskReplacement => {
                write!(
                    f,
                    "ask for a replacement of the illegible or impossible move"
                )
            }
            ActionKind::ClaimOverstep {
                his_move,
                control_move,
            } => write!(
                f,
                "claim his overstep at move {his_move} before you reply to his move {control_move}"
            ),
            ActionKind::SendAdjudication => write!(f, "send the adjudication materials"),
        }
    }
}
