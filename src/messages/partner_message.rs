//! What the partner's e-mail message was read as, told: why it cannot be read, which move of
//! his game text differs from the diary, and his totals beside the diary's.

use super::Language;
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{Notation, replay};
use crate::domain::partner_message::{HistoryDifference, MessageError, ReadingError};
use crate::domain::{move_number, mover};
use crate::mail::NotMail;

/// A move by its number and side, as the messages name it: "12." for White's, "12…" for
/// Black's.
fn move_ref(ply: u32) -> String {
    let dots = mover(ply).fold_wb(".", "…");
    format!("{}{dots}", move_number(ply))
}

impl MessageError {
    /// Why the text is not read, naming the line; what was expected.
    pub fn told(&self, lang: Language) -> String {
        match (self, lang) {
            (MessageError::NotAGameMessage, Language::En) => "this is not a game message: it has no move (\"My move: 12. 2142\") and no game text (\"12. 2142 3544\")".into(),
            (MessageError::NotAGameMessage, Language::Ru) => "это не письмо с ходом: в нём нет ни хода («Мой ход: 12. 2142»), ни записи партии («12. 2142 3544»)".into(),
            (MessageError::BadDate { line, written }, Language::En) => format!("line {line}: «{written}» is not a date that can be (expected dd.mm.yyyy)"),
            (MessageError::BadDate { line, written }, Language::Ru) => format!("строка {line}: «{written}» — такой даты нет (ожидается дд.мм.гггг)"),
        }
    }
}

impl ReadingError {
    /// Why the message brings nothing to `game`.
    pub fn told(&self, game: &crate::domain::deadlines::GameName, lang: Language) -> String {
        let game = game.with(lang);
        match (self, lang) {
            (ReadingError::NotHisTurn, Language::En) => {
                format!("in the game with {game} it is your move: his message brings nothing new")
            }
            (ReadingError::NotHisTurn, Language::Ru) => {
                format!("в партии с {game} очередь хода ваша: его письмо ничего не добавляет")
            }
            (ReadingError::NoNewMove(ply), Language::En) => format!(
                "the message has no move {} for the game with {game}: it may be an older one",
                move_ref(*ply)
            ),
            (ReadingError::NoNewMove(ply), Language::Ru) => format!(
                "в письме нет хода {} для партии с {game}: возможно, это старое письмо",
                move_ref(*ply)
            ),
            (ReadingError::Illegal(text), Language::En) => format!(
                "his move «{text}» cannot be played in the game with {game}: ask him for another within 3 days (47.3.12)"
            ),
            (ReadingError::Illegal(text), Language::Ru) => format!(
                "его ход «{text}» невозможен в партии с {game}: запросите замену в трёхдневный срок (47.3.12)"
            ),
        }
    }
}

impl NotMail {
    /// The refusal.
    pub fn told(self, lang: Language) -> String {
        match lang {
            Language::En => "this file is not an e-mail (.eml): it has no mail headers".into(),
            Language::Ru => "этот файл — не письмо (.eml): в нём нет заголовков".into(),
        }
    }
}

/// A move of his game text that differs from the diary's: "move 2… he wrote Nf6, the diary
/// has Nb8-c6".
fn difference_in_history(
    r: &GameRecords,
    d: &HistoryDifference,
    notation: Notation,
    lang: Language,
) -> String {
    let moves: Vec<_> = r.plies.iter().map(|p| p.uci).collect();
    let line = replay(&moves[..d.ply as usize]);
    let mine = d
        .mine
        .to_move(&line.last())
        .map_or_else(|_| d.mine.to_string(), |m| notation.format(&line.last(), m));
    let number = move_ref(d.ply);
    match lang {
        Language::En => format!("move {number}: he wrote «{}», the diary has {mine}", d.his),
        Language::Ru => format!("ход {number}: у него «{}», в дневнике {mine}", d.his),
    }
}

/// His stated totals beside the diary's count: "his total 32 (the diary counts 32), mine 33
/// (33)".
fn totals_compared(
    stated: (Option<u32>, Option<u32>),
    counted: (String, String),
    lang: Language,
) -> Option<String> {
    let show = |n: Option<u32>| n.map_or("—".to_owned(), |n| n.to_string());
    if stated == (None, None) {
        return None;
    }
    Some(match lang {
        Language::En => format!(
            "his message states his total {} (the diary counts {}) and yours {} (the diary counts {})",
            show(stated.0),
            counted.0,
            show(stated.1),
            counted.1
        ),
        Language::Ru => format!(
            "в письме его время {} (по дневнику {}), ваше {} (по дневнику {})",
            show(stated.0),
            counted.0,
            show(stated.1),
            counted.1
        ),
    })
}

/// No game in play waits for the move the message brings.
pub fn no_game_for_message(lang: Language) -> String {
    match lang {
        Language::En => "no game of yours in play waits for his move with the tournament and names this message gives".into(),
        Language::Ru => "ни одна ваша партия не ждёт его хода с турниром и именами из этого письма".into(),
    }
}

/// Several games fit the message: which one (`games` named with their ids).
pub fn several_games_for_message(games: &[String], lang: Language) -> String {
    match lang {
        Language::En => format!(
            "several games fit this message — {}: say which with --game",
            games.join("; ")
        ),
        Language::Ru => format!(
            "этому письму подходят несколько партий — {}: укажите нужную через --game",
            games.join("; ")
        ),
    }
}

/// The message fits a game by its move only, the names in it not the diary's: which.
pub fn fits_by_move_only(game: &str, lang: Language) -> String {
    match lang {
        Language::En => format!(
            "this message fits game {game} by its move only: the names in it are not the diary's; say it with --game"
        ),
        Language::Ru => format!(
            "это письмо подходит к партии {game} только по ходу: имена в нём не те, что в дневнике; укажите её через --game"
        ),
    }
}

/// What the message brings to the game: his move, the day he sent it, the day he received
/// mine.
pub fn message_read(
    r: &GameRecords,
    his_move: &str,
    sent: Option<chrono::NaiveDate>,
    his_receipt: Option<chrono::NaiveDate>,
    lang: Language,
) -> String {
    let day = |d: Option<chrono::NaiveDate>| d.map_or("—".to_owned(), crate::domain::format_date);
    let number = move_ref(r.plies.len() as u32);
    // An acceptance or a resignation comes without a move.
    let his_move = match (his_move.is_empty(), lang) {
        (true, Language::En) => "no move".to_owned(),
        (true, Language::Ru) => "без хода".to_owned(),
        (false, Language::En) => format!("his move {number} {his_move}"),
        (false, Language::Ru) => format!("его ход {number} {his_move}"),
    };
    match lang {
        Language::En => format!(
            "game {} with {}: {his_move}, sent {}; he received yours {}",
            r.id,
            r.name().with(lang),
            day(sent),
            day(his_receipt)
        ),
        Language::Ru => format!(
            "партия {} с {}: {his_move}, отправлен {}; ваш он получил {}",
            r.id,
            r.name().with(lang),
            day(sent),
            day(his_receipt)
        ),
    }
}

/// Nothing was recorded: how to record it.
pub fn nothing_recorded(lang: Language) -> String {
    match lang {
        Language::En => "nothing is recorded yet: add --record to record his move as read".into(),
        Language::Ru => "пока ничего не записано: добавьте --record, чтобы записать его ход".into(),
    }
}

/// What his message says that the diary does not: each move of his game text that differs
/// (47.3.12), then his stated totals beside the diary's count once his card `got` is in it.
pub fn message_differences(
    r: &GameRecords,
    differences: &[HistoryDifference],
    stated: (Option<u32>, Option<u32>),
    got: Option<&crate::domain::card::Received>,
    notation: Notation,
    lang: Language,
) -> Vec<String> {
    let mut lines: Vec<String> = differences
        .iter()
        .map(|d| difference_in_history(r, d, notation, lang))
        .collect();
    if let Some(got) = got {
        let s = got.applied_to(r).schedule();
        let counted = (
            s.side(!r.game.my_colour).total_text(lang),
            s.side(r.game.my_colour).total_text(lang),
        );
        lines.extend(totals_compared(stated, counted, lang));
    }
    lines
}
