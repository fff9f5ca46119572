//! What the partner's e-mail message was read as, told: why it cannot be read, which move of
//! his game text differs from the diary, and his totals beside the diary's.

use super::{CardField, MessageRead, Source};
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{Notation, replay};
use crate::domain::partner_message::{HistoryDifference, MessageError, ReadingError};
use crate::domain::{move_number, mover};
use crate::i18n::Person;
use crate::messages::Language;
use crate::tr;

/// A move by its number and side, as the messages name it: "12." for White's, "12…" for
/// Black's.
fn move_ref(ply: u32) -> String {
    let dots = mover(ply).fold_wb(".", "…");
    format!("{}{dots}", move_number(ply))
}

impl MessageError {
    /// Why the text is not read, naming the line; what was expected.
    pub fn told(&self, lang: Language) -> String {
        match self {
            MessageError::NotAGameMessage => tr!(lang, "message-not-a-game-message"),
            MessageError::BadDate { line, written } => tr!(
                lang,
                "message-bad-date",
                line = *line,
                written = written.as_str()
            ),
        }
    }
}

impl ReadingError {
    /// Why the message brings nothing to `game`.
    pub fn told(&self, game: &crate::domain::deadlines::GameName, lang: Language) -> String {
        let (partner, tournament) = (game.person(), game.tournament.as_str());
        match self {
            ReadingError::NotHisTurn => tr!(
                lang,
                "reading-not-his-turn",
                partner = partner,
                tournament = tournament
            ),
            ReadingError::NoNewMove(ply) => tr!(
                lang,
                "reading-no-new-move",
                number = move_ref(*ply),
                partner = partner,
                tournament = tournament
            ),
            ReadingError::Illegal(text) => tr!(
                lang,
                "reading-illegal",
                mv = text.as_str(),
                partner = partner,
                tournament = tournament
            ),
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
    tr!(
        lang,
        "message-history-differs",
        number = move_ref(d.ply),
        his = d.his.as_str(),
        mine = mine
    )
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
    Some(tr!(
        lang,
        "message-totals",
        his = show(stated.0),
        his_counted = counted.0,
        mine = show(stated.1),
        mine_counted = counted.1
    ))
}

/// No game in play waits for the move the message brings.
pub fn no_game_for_message(lang: Language) -> String {
    tr!(lang, "message-no-game")
}

/// Several games fit the message: which one (`games` named with their ids).
pub fn several_games_for_message(games: &[String], lang: Language) -> String {
    tr!(lang, "message-several-games", games = games.join("; "))
}

/// The message fits a game by its move only, the names in it not the diary's: which.
pub fn fits_by_move_only(game: &str, lang: Language) -> String {
    tr!(lang, "message-fits-by-move-only", game = game)
}

/// What the message brings to the game: his move, the day he sent it, the day he received
/// mine.
pub fn message_read(read: &MessageRead, lang: Language) -> String {
    let (r, card) = (&read.game, &read.card.card);
    let day = |d: Option<chrono::NaiveDate>| d.map_or("—".to_owned(), crate::domain::format_date);
    let partner = r.name().person();
    let his_move = read.reading.his_move.as_str();
    tr!(
        lang,
        "message-read",
        game = r.id.0,
        partner = &partner,
        tournament = r.tournament.label(),
        number = move_ref(r.plies.len() as u32),
        // An acceptance or a resignation comes without a move.
        mv = if his_move.is_empty() {
            "none"
        } else {
            his_move
        },
        sent = day(card.written),
        received = day(card.his_receipt)
    )
}

/// A field of his card, named for a list.
fn card_field(field: CardField, partner: &Person, lang: Language) -> String {
    let field = match field {
        CardField::Move => "move",
        CardField::Repetition => "repetition",
        CardField::Written => "written",
        CardField::Received => "received",
        CardField::HisReceipt => "his-receipt",
        CardField::StatedTotal => "stated-total",
    };
    tr!(lang, "message-field", field = field, partner = partner)
}

/// The fields of his card his message does not give: "not in his message: the day he sent
/// it, his total"; none when it gives them all.
pub fn not_in_his_message(read: &MessageRead, lang: Language) -> Option<String> {
    let partner = read.game.name().person();
    let missing: Vec<String> = read
        .missing()
        .into_iter()
        .map(|f| card_field(f, &partner, lang))
        .collect();
    (!missing.is_empty()).then(|| {
        tr!(
            lang,
            "message-not-given",
            partner = &partner,
            fields = missing.join(", ")
        )
    })
}

/// Beside a field of the form filled from his message: where it came from (the line of his
/// message, quoted), or that his message does not give it.
pub fn field_source(read: &MessageRead, field: CardField, lang: Language) -> (bool, String) {
    let partner = read.game.name().person();
    match read.source(field) {
        Some(Source::Line(n)) => {
            let text = read.card.message.as_deref().unwrap_or_default();
            let line = text.lines().nth(n - 1).unwrap_or_default().trim();
            (true, tr!(lang, "message-from-line", line = n, text = line))
        }
        Some(Source::MailDate) => (
            true,
            tr!(lang, "message-from-mail-date", partner = &partner),
        ),
        None => (
            false,
            tr!(lang, "message-mark-not-given", partner = &partner),
        ),
    }
}

/// Nothing was recorded: how to record it.
pub fn nothing_recorded(lang: Language) -> String {
    tr!(lang, "message-nothing-recorded")
}

/// What his message says that the diary does not: each move of his game text that differs
/// (47.3.12), the day he says my move was sent where the diary has another, then his stated
/// totals beside the diary's count once his card `got` is in it.
pub fn message_differences(
    read: &MessageRead,
    got: Option<&crate::domain::card::Received>,
    notation: Notation,
    lang: Language,
) -> Vec<String> {
    let (r, fields) = (&read.game, &read.reading.fields);
    let mut lines: Vec<String> = read
        .reading
        .differences
        .iter()
        .map(|d| difference_in_history(r, d, notation, lang))
        .collect();
    let my_sent = r
        .plies
        .last()
        .and_then(|p| crate::domain::effective_sent(&p.sent, &p.delivery))
        .map(|e| e.date);
    if let (Some(his), Some(mine)) = (fields.confirmed, my_sent)
        && his.value != mine
    {
        lines.push(tr!(
            lang,
            "message-confirmed-differs",
            partner = r.name().person(),
            his = crate::domain::format_date(his.value),
            mine = crate::domain::format_date(mine)
        ));
    }
    if let Some(got) = got {
        let s = got.applied_to(r).totals();
        let counted = (
            s.side(!r.game.my_colour).total_text(lang),
            s.side(r.game.my_colour).total_text(lang),
        );
        let stated = (
            fields.his_total.map(|t| t.value),
            fields.my_total.map(|t| t.value),
        );
        lines.extend(totals_compared(stated, counted, lang));
    }
    lines
}
