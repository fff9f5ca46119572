//! The protest against the arbiter's decision to the appeal arbiter (47.1.6, 48.1.10), an
//! appeal against an adjudication (47.9.10, 48.9.9): who, which decision and when it reached me,
//! what I ask and why (lines to fill in by hand where nothing is typed), further analysis if
//! any, the copy to the partner by registered mail where the clause asks it, the date and the
//! signature. Official text: Russian.

use chrono::NaiveDate;

use super::adjudication::AdjudicationClaim;
use super::claim::head;
use super::game_record::result_ru;
use super::layout::{A4, Document, Flow, Page, Weight, paragraph, wrap};
use super::{DocumentError, date};
use crate::domain::arbiter::{Decision, Ruling, WithdrawalRuling};
use crate::domain::deadlines::GameRecords;
use crate::domain::{GameResult, Mode, Profile};
use crate::i18n::{Case, declined};

/// The protest against the last decision in `r`, asking the result of `ask` (`Unknown`: none
/// named) for the reasons of its justification (blank: lines to write by hand), dated `as_of`.
pub fn protest(
    r: &GameRecords,
    me: &Profile,
    ask: &AdjudicationClaim,
    as_of: NaiveDate,
) -> Result<Document, DocumentError> {
    // A protest of the last decision, while any lies (47.9.8, 47.9.11): late or not.
    let d = match r.arbiter.decisions.last() {
        Some((_, d)) if crate::domain::arbiter::may_appeal(&r.arbiter, d) => d,
        _ => return Err(DocumentError::NothingToProtest(r.name())),
    };
    let adjudication = matches!(d.ruling, Ruling::Adjudicated { .. });
    let (w, h) = A4;
    let mut page = Page::new(w, h);
    let a = &r.tournament.arbiter;
    let arbiter_address = format!("{}\n{}", a.postal_address, a.email);
    let to = format!(
        "Апелляционному арбитру (через арбитра турнира: {})",
        a.name.trim()
    );
    let mut y = head(
        &mut page,
        [("Кому:", to.trim()), ("Адрес:", &arbiter_address)],
        [
            ("Заявитель:", &me.full_name),
            ("Адрес:", &me.postal_address),
        ],
    ) + 6.0;
    let title = match adjudication {
        true => "Апелляция на решение о присуждении партии",
        false => "Протест на решение арбитра",
    };
    page.heading(y, title);
    y = paragraph(&mut page, 20.0, y + 9.0, 10.0, &statement(r, d), 170.0);
    let mut flow = Flow::new(page, y + 2.0, 15.0, h - 25.0);
    request(&mut flow, ask.result, &ask.justification);
    // An appeal may add further analysis (47.9.10, 48.9.9).
    super::analysis_lines::analysis_section(&mut flow, r, &ask.analysis, super::form_notation(r));
    closing(&mut flow, r, adjudication, as_of);
    Ok(Document {
        title: format!("{title} — {} — {}", r.tournament.label(), r.partner.name),
        pages: flow.pages(&super::game_record::game_named(r)),
    })
}

/// The decision protested: the game, the ruling, the day it reached me, the clause.
fn statement(r: &GameRecords, d: &Decision) -> String {
    let t = &r.tournament;
    let board = match r.game.board.trim() {
        "" => String::new(),
        b => format!(", доска {b}"),
    };
    let colour = match r.game.my_colour.is_white() {
        true => "белыми",
        false => "черными",
    };
    let adjudication = matches!(d.ruling, Ruling::Adjudicated { .. });
    let clause = crate::domain::arbiter::protest_clause(adjudication, t.mode);
    format!(
        "В партии турнира {}{board} с {} (я играю {colour}) решение арбитра, \
         полученное мною {}: {}. В соответствии со статьей {clause} Правил в 14-дневный срок \
         со дня получения решения прошу его пересмотреть.",
        format!("{} {}", t.code, t.name).trim(),
        declined(&r.partner.name, r.partner.gender, Case::Instrumental),
        date(Some(d.received)),
        ruling_ru(d.ruling)
    )
}

/// The ruling as the paper names it.
fn ruling_ru(ruling: Ruling) -> String {
    match ruling {
        Ruling::Adjudicated { outcome, last_move } => {
            let last = last_move.map_or(String::new(), |n| format!(", последний ход {n}"));
            format!("партия присуждена, {}{last}", result_ru(outcome.result()))
        }
        Ruling::Claim { granted: true } => "заявление о просрочке удовлетворено".to_owned(),
        Ruling::Claim { granted: false } => "заявление о просрочке отклонено".to_owned(),
        Ruling::Withdrawal(WithdrawalRuling::LossCounted) => {
            "партнер выбыл, ему засчитано поражение".to_owned()
        }
        Ruling::Withdrawal(WithdrawalRuling::Adjudicated) => {
            "партнер выбыл, неоконченные партии присуждаются".to_owned()
        }
        Ruling::Withdrawal(WithdrawalRuling::StruckOut) => {
            "партнер выбыл и исключен, партия не учитывается".to_owned()
        }
        Ruling::Final { .. } | Ruling::Agreed { .. } => String::new(),
    }
}

/// What I ask and why: as typed, or lines to fill in by hand.
fn request(flow: &mut Flow, result: GameResult, why: &str) {
    let (page, y) = flow.line(6.0);
    page.bold(20.0, y, 10.0, "Прошу:");
    let ask = match result {
        GameResult::Unknown => "________________________________________________".to_owned(),
        r => format!("присудить результат {}", result_ru(r)),
    };
    page.text(38.0, y, 10.0, ask);
    flow.skip(2.0);
    let (page, y) = flow.line(6.0);
    page.bold(20.0, y, 10.0, "Обоснование (при необходимости с анализом):");
    let lines = match why.trim() {
        "" => vec!["_".repeat(80); 8],
        typed => typed
            .lines()
            .flat_map(|l| wrap(l, Weight::Regular, 10.0, 170.0))
            .collect(),
    };
    for line in lines {
        let (page, y) = flow.line(5.0);
        page.text(20.0, y, 10.0, line);
    }
}

/// The copy to the partner (47.9.10: by registered mail; 48.9.9: by e-mail), the date and the
/// signature.
fn closing(flow: &mut Flow, r: &GameRecords, adjudication: bool, as_of: NaiveDate) {
    flow.keep(6.0 + 6.0 + 8.0);
    flow.skip(4.0);
    if adjudication {
        let copy = match r.tournament.mode {
            Mode::Post => format!(
                "Копия направлена {} заказным письмом: квитанция № ______________ от \
                 ____________.",
                declined(&r.partner.name, r.partner.gender, Case::Dative)
            ),
            Mode::Email => format!(
                "Копия направлена {}.",
                declined(&r.partner.name, r.partner.gender, Case::Dative)
            ),
        };
        for line in wrap(&copy, Weight::Regular, 9.0, 170.0) {
            let (page, y) = flow.line(4.6);
            page.text(20.0, y, 9.0, line);
        }
    }
    flow.skip(6.0);
    let (page, y) = flow.line(6.0);
    page.text(20.0, y, 10.0, format!("Дата {}", date(Some(as_of))));
    page.text(120.0, y, 10.0, "Подпись ____________");
}
