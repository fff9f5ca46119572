//! The e-mail message of article 48 (48.2.1) in the article 50 "основная форма": the game
//! header, every move so far with its dates and times, the confirmation of the partner's send
//! date, my receipt date, my move, the send date, the times, and my signature and e-mail.
//! Official text, so Russian whatever the interface language.

use std::fmt::Write as _;

use chrono::NaiveDate;

use super::{date, declaration_text, unclear_move};
use crate::domain::Profile;
use crate::domain::card::{By, NextCard};
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{Notation, format_line};
use crate::domain::schedule::PlyTime;
use crate::i18n::Language;

fn dm(d: Option<NaiveDate>) -> String {
    d.map_or_else(|| "---".to_owned(), |d| d.format("%d/%m").to_string())
}

/// "4/04": days on the move / total; an unknown is "?" and a total that is only a lower
/// bound "≥07" — never a definite number that is not definite.
fn time(p: &PlyTime) -> String {
    let days = p.days.map_or("?".to_owned(), |d| d.to_string());
    match p.total.known() {
        Some(total) => format!("{days}/{total:02}"),
        None => format!("{days}/≥{:02}", p.total.at_least),
    }
}

/// The moves table of the article 50 main form, as in the rules' own example.
pub fn main_form_table(r: &GameRecords, notation: Notation) -> String {
    let moves = format_line(&r.plies.iter().map(|p| p.uci).collect::<Vec<_>>(), notation);
    let width = |min: usize| {
        moves
            .iter()
            .map(|m| m.chars().count())
            .max()
            .unwrap_or(0)
            .max(min)
    };
    let (white_w, black_w) = (width(5) + 2, width(6) + 2);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Пол.  Отв.  Время  N   {:<white_w$}{:<black_w$}Пол.  Отв.  Время",
        "Белые", "Черные"
    );
    let schedule = r.schedule();
    for row in &schedule.rows {
        let mut line = String::new();
        if let Some(w) = &row.white {
            let mv = moves.get(w.ply as usize).map_or("", String::as_str);
            let _ = write!(
                line,
                "{:<6}{:<6}{:<7}{:02}. {mv:<white_w$}",
                dm(w.received),
                dm(w.sent.map(|e| e.date)),
                time(w),
                row.number
            );
        }
        if let Some(b) = &row.black {
            let mv = moves.get(b.ply as usize).map_or("", String::as_str);
            let _ = write!(
                line,
                "{mv:<black_w$}{:<6}{:<6}{}",
                dm(b.received),
                dm(b.sent.map(|e| e.date)),
                time(b)
            );
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// The whole message of my next card (48.2.1), ready to paste into an e-mail: what the card
/// says, decided once for every paper, after the game's header and moves table.
pub fn email_message(
    r: &GameRecords,
    me: &Profile,
    notation: Notation,
) -> Result<String, super::DocumentError> {
    let card = NextCard::of(r, By::Email, None)?;
    let t = &r.tournament;
    let (white, black) = if r.game.my_colour.is_white() {
        (me.full_name.as_str(), r.partner.name.as_str())
    } else {
        (r.partner.name.as_str(), me.full_name.as_str())
    };
    let moves = format_line(&card.line(), notation);
    let numbered = |plies: std::ops::Range<u32>| {
        let text = |p: u32| moves.get(p as usize).map_or("", String::as_str);
        let each: Vec<String> = plies
            .map(|p| super::postcard::numbered(p, text(p)))
            .collect();
        each.join("  ")
    };
    let mut out = String::new();
    let _ = writeln!(out, "Турнир {}", super::tournament_named(t));
    let _ = writeln!(out, "Дата старта {}", date(r.game.start.or(t.start)));
    let _ = writeln!(out, "Белые {white}");
    let _ = writeln!(out, "Черные {black}");
    out.push('\n');
    out.push_str(&main_form_table(r, notation));
    out.push('\n');
    if let Some(sent) = card.his_move_sent {
        let _ = writeln!(out, "Подтверждаю дату отправки вашего хода: {}", date(sent));
    }
    if let Some(received) = card.his_move_received {
        let _ = writeln!(out, "Ваш ход получен: {}", date(received));
    }
    if let Some(written) = &card.unclear {
        let _ = writeln!(out, "Ваш ход: {}", unclear_move(r, written));
    }
    if let Some(m) = card.my_move {
        let _ = writeln!(out, "Мой ход: {}", numbered(m..m + 1));
    }
    if let Some(d) = card.says {
        let _ = writeln!(out, "{}", declaration_text(d));
    }
    if !card.variant.is_empty() {
        let _ = writeln!(out, "Предлагаю вариант: {}", numbered(card.variant_plies()));
    }
    let _ = writeln!(out, "Дата отправления: {}", date(card.sent));
    if let Some(m) = card.my_ply() {
        let mine_days = m.days.map_or("?".to_owned(), |d| d.to_string());
        let colour = r.game.my_colour;
        let my_total = card.schedule.side(colour).total_text(Language::RU);
        let his_total = card.schedule.side(!colour).total_text(Language::RU);
        let _ = writeln!(
            out,
            "Моё время: {mine_days} на ход, {my_total} всего; время партнёра: {his_total} всего"
        );
    }
    out.push('\n');
    let _ = writeln!(
        out,
        "{}",
        if me.signature.is_empty() {
            &me.full_name
        } else {
            &me.signature
        }
    );
    if !me.email.is_empty() {
        let _ = writeln!(out, "{}", me.email);
    }
    Ok(out)
}

/// The message to the arbiter after a game (48.9.1): the result, the day it ended, and the
/// full record as PGN (`pgn`, with its dates), signed. Official text: Russian.
pub fn result_message(r: &GameRecords, me: &Profile, pgn: &str) -> String {
    let t = &r.tournament;
    let (white, black) = if r.game.my_colour.is_white() {
        (me.full_name.as_str(), r.partner.name.as_str())
    } else {
        (r.partner.name.as_str(), me.full_name.as_str())
    };
    let board = match r.game.board.trim() {
        "" => String::new(),
        b => format!(", доска {b}"),
    };
    let ended = crate::domain::arbiter::ended_on(&r.due(&r.digest()));
    let mut out = String::new();
    let _ = writeln!(out, "Арбитру турнира {}", super::tournament_named(t));
    out.push('\n');
    let _ = writeln!(
        out,
        "Сообщаю результат партии {white} — {black}{board}: {}.",
        super::game_record::result_ru(r.game.result())
    );
    let _ = writeln!(out, "Партия окончена {}.", date(ended));
    let _ = writeln!(out, "Полная запись партии в формате PGN (48.9.1):");
    out.push('\n');
    out.push_str(pgn.trim_end());
    out.push_str("\n\n");
    let _ = writeln!(out, "{}", me.full_name);
    if !me.signature.trim().is_empty() {
        let _ = writeln!(out, "{}", me.signature.trim());
    }
    out
}

/// A `mailto:` link with subject and body for the partner's address.
pub fn mailto(to: &str, subject: &str, body: &str) -> String {
    use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
    /// RFC 3986's unreserved characters stay as they are; everything else is escaped.
    const FIELD: &AsciiSet = &NON_ALPHANUMERIC
        .remove(b'-')
        .remove(b'_')
        .remove(b'.')
        .remove(b'~');
    /// An address keeps its `@` (RFC 6068 section 2).
    const ADDRESS: &AsciiSet = &FIELD.remove(b'@');
    format!(
        "mailto:{}?subject={}&body={}",
        utf8_percent_encode(to, ADDRESS),
        utf8_percent_encode(subject, FIELD),
        utf8_percent_encode(body, FIELD)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::*;
    use shakmaty::Color;

    fn d(m: u32, day: u32) -> Option<NaiveDate> {
        NaiveDate::from_ymd_opt(2026, m, day)
    }

    fn worked_example(my_colour: Color) -> GameRecords {
        let plies = [
            ("d2d4", d(5, 10), d(5, 12)),
            ("d7d5", d(5, 12), d(5, 12)),
            ("g1f3", d(5, 16), d(5, 17)),
            ("g7g6", d(5, 18), d(5, 19)),
            ("c2c4", d(5, 22), None),
        ]
        .iter()
        .map(|(m, sent, arrived)| PlyRecord {
            arrived: *arrived,
            ..PlyRecord::sent_on(
                shakmaty::uci::UciMove::from_ascii(m.as_bytes()).unwrap(),
                *sent,
            )
        })
        .collect();
        GameRecords {
            id: GameId(1),
            game: Game {
                tournament: TournamentId(1),
                partner: PartnerId(1),
                my_colour,
                board: String::new(),
                start: d(5, 10),
                state: GameState::InPlay,
                undated_plies: 0,
            },
            tournament: Tournament {
                code: "ЭМ-1".into(),
                mode: Mode::Email,
                ..Tournament::default()
            },
            partner: Partner {
                name: "Черные".into(),
                contacts: vec![],
                gender: Default::default(),
            },
            plies,
            penalties: vec![],
            leaves: vec![],
            correspondence: vec![],
            variants: vec![],
            arbiter: Default::default(),
            notices: Vec::new(),
        }
    }

    #[test]
    fn main_form_table_reproduces_the_rules_example_exactly() {
        let table = main_form_table(&worked_example(Color::White), Notation::Numeric);
        assert_eq!(
            table,
            "Пол.  Отв.  Время  N   Белые  Черные  Пол.  Отв.  Время\n\
             ---   10/05 0/00   01. 4244   4745    12/05 12/05 0/00\n\
             12/05 16/05 4/04   02. 7163   7776    17/05 18/05 1/01\n\
             19/05 22/05 3/07   03. 3234\n"
        );
    }

    #[test]
    fn the_message_has_every_item_of_48_2_1() {
        let me = Profile {
            full_name: "Иванов И.И.".into(),
            signature: "И. Иванов".into(),
            email: "ivanov@example.ru".into(),
            ..Profile::default()
        };
        let text = email_message(&worked_example(Color::White), &me, Notation::Numeric).unwrap();
        for item in [
            "Турнир ЭМ-1",
            "Дата старта 10.05.2026",
            "Белые Иванов И.И.",
            "Черные Черные",
            "02. 7163   7776",
            "Подтверждаю дату отправки вашего хода: 18.05.2026",
            "Ваш ход получен: 19.05.2026",
            "Мой ход: 3. 3234",
            "Дата отправления: 22.05.2026",
            "Моё время: 3 на ход, 7 всего; время партнёра: 1 всего",
            "И. Иванов",
            "ivanov@example.ru",
        ] {
            assert!(text.contains(item), "missing {item:?} in\n{text}");
        }
    }

    #[test]
    fn the_message_says_what_every_paper_says_of_the_card_48_2_1_47_3_8() {
        let me = Profile::default();
        // White's first move answers none: nothing to confirm, nothing received.
        let mut first = worked_example(Color::White);
        first.plies.truncate(1);
        let text = email_message(&first, &me, Notation::Numeric).unwrap();
        assert!(!text.contains("Ваш ход получен"), "{text}");
        assert!(!text.contains("Подтверждаю"), "{text}");
        assert!(text.contains("Мой ход: 1. 4244"), "{text}");
        // The variant I propose goes with my move, as on the postcard.
        let mut r = worked_example(Color::White);
        let pos = r.line().positions[4].clone();
        let moves: Vec<_> = ["c2c4", "c7c6", "b1c3"]
            .iter()
            .map(|m| shakmaty::uci::UciMove::from_ascii(m.as_bytes()).unwrap())
            .collect();
        r.variants.push(crate::domain::variant::ProposedVariant {
            first_ply: 4,
            variant: crate::domain::variant::Variant::new(&pos, moves).unwrap(),
            state: PlyState::Sent,
            sent: None,
        });
        let text = email_message(&r, &me, Notation::Numeric).unwrap();
        assert!(
            text.contains("Предлагаю вариант: 3. … 3736  4. 2133"),
            "{text}"
        );
    }

    #[test]
    fn mailto_encodes_cyrillic_and_spaces() {
        assert_eq!(
            mailto("a@b.ru", "Ход 3 & 4?", "x y\r\n#1"),
            "mailto:a@b.ru?subject=%D0%A5%D0%BE%D0%B4%203%20%26%204%3F&body=x%20y%0D%0A%231"
        );
        // An address cannot smuggle in fields of its own.
        assert!(mailto("a@b.ru?bcc=c@d.ru", "", "").starts_with("mailto:a@b.ru%3Fbcc%3Dc@d.ru?"));
    }
}
