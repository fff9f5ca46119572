//! The partner's e-mail message read (article 48, the form of 50.2): tournament, players, the
//! game so far, the day he confirms my move was sent, the day he received it, his move, the
//! day he sent it and both totals. Read leniently, as players write it: Russian or Latin
//! headings, any notation with or without move numbers, `dd.mm.yyyy`, `dd.mm.yy` or
//! `yyyy-mm-dd`, his text above a quoted reply (`> `), the whole game or only its last moves;
//! and what he says besides: a draw offered, accepted or declined, his resignation.

use chrono::NaiveDate;

/// What his message says.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PartnerMessage {
    /// The tournament line, as written ("ЭМ-12 Мемориал по электронной почте").
    pub tournament: Option<String>,
    /// White's name.
    pub white: Option<String>,
    /// Black's name.
    pub black: Option<String>,
    /// The game as he writes it: each move with its ply (0 = White's first), in order.
    pub history: Vec<(u32, String)>,
    /// The day he confirms my last move was sent.
    pub confirmed: Option<NaiveDate>,
    /// The day he received my last move.
    pub his_receipt: Option<NaiveDate>,
    /// His move: its ply where he numbered it, and the text.
    pub his_move: Option<(Option<u32>, String)>,
    /// The day he sent it.
    pub sent: Option<NaiveDate>,
    /// His total time as he states it.
    pub his_total: Option<u32>,
    /// My total time as he states it.
    pub my_total: Option<u32>,
    /// What he says besides the move: a draw offered, accepted or declined, his resignation.
    pub declaration: Option<super::declarations::Declaration>,
}

/// Why a text is not read as his message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MessageError {
    /// Neither his move nor a game is in it.
    NotAGameMessage,
    /// A date that cannot be: the line (1-based) and what it says.
    BadDate {
        /// The line.
        line: usize,
        /// The date as written.
        written: String,
    },
}

/// A line's heading, by the words it starts with (lower case).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Heading {
    Tournament,
    White,
    Black,
    Confirmed,
    HisReceipt,
    HisMove,
    Sent,
    Times,
}

const HEADINGS: &[(&str, Heading)] = &[
    ("турнир", Heading::Tournament),
    ("соревнование", Heading::Tournament),
    ("tournament", Heading::Tournament),
    ("event", Heading::Tournament),
    ("белые", Heading::White),
    ("white", Heading::White),
    ("черные", Heading::Black),
    ("чёрные", Heading::Black),
    ("black", Heading::Black),
    ("подтверждаю", Heading::Confirmed),
    ("дата отправки вашего хода", Heading::Confirmed),
    ("your move was sent", Heading::Confirmed),
    ("i confirm", Heading::Confirmed),
    ("confirmed", Heading::Confirmed),
    ("ваш ход получен", Heading::HisReceipt),
    ("your move received", Heading::HisReceipt),
    ("your move was received", Heading::HisReceipt),
    ("received your move", Heading::HisReceipt),
    ("мой ход", Heading::HisMove),
    ("my move", Heading::HisMove),
    ("дата отправления", Heading::Sent),
    ("дата отправки", Heading::Sent),
    ("отправлено", Heading::Sent),
    ("sent on", Heading::Sent),
    ("date sent", Heading::Sent),
    ("sent", Heading::Sent),
    ("моё время", Heading::Times),
    ("мое время", Heading::Times),
    ("my time", Heading::Times),
];

/// Reads his message.
pub fn read_message(text: &str) -> Result<PartnerMessage, MessageError> {
    let lines: Vec<(usize, &str)> = text.lines().enumerate().map(|(i, l)| (i + 1, l)).collect();
    // His own text ends where a mail program starts the quote of another message, marked with
    // `>` or not (Outlook's "-----Original Message-----", "… wrote:", "… пишет:").
    let quote_starts = lines
        .iter()
        .position(|(_, l)| {
            let l = l.trim().to_lowercase();
            l.starts_with("-----")
                || l.ends_with("wrote:")
                || l.ends_with("пишет:")
                || l.contains("forwarded message")
                || l.contains("пересылаемое сообщение")
        })
        .unwrap_or(lines.len());
    let own: Vec<(usize, &str)> = lines[..quote_starts]
        .iter()
        .filter(|(_, l)| !l.trim_start().starts_with('>'))
        .copied()
        .collect();
    let mut message = read_lines(&own)?;
    let quoted: Vec<(usize, &str)> = lines
        .iter()
        .map(|(n, l)| (*n, l.trim_start().trim_start_matches(['>', ' '])))
        .collect();
    let alone = message.declaration.is_some_and(|d| !d.with_move());
    if message.his_move.is_none() && message.history.is_empty() && !alone {
        // Nothing of his own above the quote: a forwarded or quoted message is read instead;
        // what it says besides the moves only from lines not quoted with `>` (a forwarded
        // message is his; a reply quotes mine).
        let own_words = message.declaration;
        message = read_lines(&quoted)?;
        let forwarded: Vec<(usize, &str)> = lines[quote_starts..]
            .iter()
            .filter(|(_, l)| !l.trim_start().starts_with('>'))
            .copied()
            .collect();
        message.declaration = own_words.or(read_lines(&forwarded)?.declaration);
    } else if let Ok(all) = read_lines(&quoted) {
        // The game he answers may be named only in the quote.
        message.tournament = message.tournament.or(all.tournament);
        message.white = message.white.or(all.white);
        message.black = message.black.or(all.black);
    }
    // An acceptance or a resignation comes without a move.
    let alone = message.declaration.is_some_and(|d| !d.with_move());
    if message.his_move.is_none() && message.history.is_empty() && !alone {
        return Err(MessageError::NotAGameMessage);
    }
    Ok(message)
}

/// What a line of his says besides a move, in the words of our messages and the usual others;
/// a "no" is never read as a yes: "ничью не принимаю" declines, "не сдаюсь" says nothing.
fn declaration_in(lower: &str) -> Option<super::declarations::Declaration> {
    use super::declarations::Declaration as D;
    let has = |words: &[&str]| words.iter().any(|w| lower.contains(w));
    let draw = has(&["ничь", "draw"]);
    let refused = has(&[
        "не принима",
        "not accept",
        "n't accept",
        "отклон",
        "declin",
        "refus",
    ]);
    if draw && refused {
        Some(D::DeclineDraw)
    } else if draw && has(&["принима", "accept"]) {
        Some(D::AcceptDraw)
    } else if draw && has(&["предлага", "offer"]) && !has(&["не предлага", "not offer"])
    {
        Some(D::OfferDraw)
    } else if has(&["сдаюсь", "i resign"]) && !has(&["не сдаюсь", "not resign", "n't resign"])
    {
        Some(D::Resign)
    } else {
        None
    }
}

fn read_lines(lines: &[(usize, &str)]) -> Result<PartnerMessage, MessageError> {
    let mut m = PartnerMessage::default();
    // "Sent on 19.11.2026, your move received 17.11.2026": a line may hold several headed
    // parts; the line of times is read whole.
    let parts = lines.iter().flat_map(|&(n, line)| {
        let times = heading_of(&line.trim().to_lowercase())
            .is_some_and(|(_, heading)| heading == Heading::Times);
        let parts: Vec<&str> = match times {
            true => vec![line],
            false => line.split([',', ';']).collect(),
        };
        parts.into_iter().map(move |p| (n, p))
    });
    for (n, line) in parts {
        let trimmed = line.trim();
        let lower = trimmed.to_lowercase();
        let heading = heading_of(&lower).map(|(words, h)| {
            // Cut after as many characters as the heading has: lower case may take more or
            // fewer bytes than the text as written.
            let at = trimmed
                .char_indices()
                .nth(words.chars().count())
                .map_or(trimmed.len(), |(i, _)| i);
            (h, trimmed[at..].trim_start_matches([':', ' ', '\t']))
        });
        let date = || first_date(trimmed, n);
        // A draw or a resignation may stand on a line of its own or beside his move.
        m.declaration = m.declaration.or(declaration_in(&lower));
        // The first of each heading counts; a heading without a value ("Sent from my phone")
        // changes nothing.
        match heading {
            Some((Heading::Tournament, rest)) if !rest.trim().is_empty() => {
                m.tournament = m.tournament.or_else(|| Some(rest.trim().to_owned()));
            }
            Some((Heading::White, rest)) if is_name(rest) => {
                m.white = m.white.or_else(|| Some(rest.trim().to_owned()));
            }
            Some((Heading::Black, rest)) if is_name(rest) => {
                m.black = m.black.or_else(|| Some(rest.trim().to_owned()));
            }
            Some((Heading::Confirmed, _)) => m.confirmed = m.confirmed.or(date()?),
            Some((Heading::HisReceipt, _)) => m.his_receipt = m.his_receipt.or(date()?),
            Some((Heading::Sent, _)) => m.sent = m.sent.or(date()?),
            Some((Heading::Times, rest)) if m.his_total.is_none() => {
                (m.his_total, m.my_total) = totals(rest);
            }
            Some((Heading::HisMove, rest)) if m.his_move.is_none() => {
                m.his_move = match numbered_moves(rest).last() {
                    Some((ply, text)) => Some((Some(*ply), text.clone())),
                    // "Мой ход: Кb1-d2": unnumbered, it is the move after mine.
                    None => rest
                        .split_whitespace()
                        .find(|w| looks_like_move(w))
                        .map(|w| (None, w.to_owned())),
                };
            }
            Some((Heading::Tournament | Heading::White | Heading::Black, _))
            | Some((Heading::Times | Heading::HisMove, _)) => {}
            _ => m.history.extend(numbered_moves(trimmed)),
        }
    }
    m.history.sort_by_key(|(ply, _)| *ply);
    m.history.dedup_by_key(|(ply, _)| *ply);
    Ok(m)
}

/// The first date in `line`: `dd.mm.yyyy`, `dd.mm.yy`, `yyyy-mm-dd`, `dd/mm/yyyy`; a date
/// that cannot be is an error naming the line.
fn first_date(line: &str, n: usize) -> Result<Option<NaiveDate>, MessageError> {
    for word in line.split(|c: char| c.is_whitespace() || c == ',' || c == ';') {
        let word = word.trim_matches(|c: char| !c.is_ascii_digit());
        let parts: Vec<&str> = word.split(['.', '-', '/']).collect();
        if parts.len() != 3
            || parts
                .iter()
                .any(|p| p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()))
        {
            continue;
        }
        let num = |s: &str| s.parse::<u32>().unwrap_or(0);
        let (y, m, d) = match (parts[0].len(), parts[2].len()) {
            (4, _) => (num(parts[0]) as i32, num(parts[1]), num(parts[2])),
            (_, 4) => (num(parts[2]) as i32, num(parts[1]), num(parts[0])),
            (_, 2) => (2000 + num(parts[2]) as i32, num(parts[1]), num(parts[0])),
            _ => continue,
        };
        return NaiveDate::from_ymd_opt(y, m, d)
            .map(Some)
            .ok_or_else(|| MessageError::BadDate {
                line: n,
                written: word.to_owned(),
            });
    }
    Ok(None)
}

fn whole_numbers(text: &str) -> Vec<u32> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect()
}

/// Whether a heading's value is a name, not another heading ("White  Black" of a table) or a
/// sentence about a move ("White's move", "Black to move").
fn is_name(text: &str) -> bool {
    let lower = text.trim().to_lowercase();
    let colour = HEADINGS
        .iter()
        .filter(|(_, h)| matches!(h, Heading::White | Heading::Black))
        .map(|(words, _)| *words);
    let about_a_move = ["ход", "move", "'s", "to "].into_iter();
    !lower.is_empty() && !colour.chain(about_a_move).any(|w| lower.contains(w))
}

/// The heading `lower` (a line in lower case) starts with, as a whole word, and its words.
fn heading_of(lower: &str) -> Option<(&'static str, Heading)> {
    HEADINGS
        .iter()
        .find(|(words, _)| {
            lower.starts_with(words)
                && !lower[words.len()..].starts_with(|c: char| c.is_alphabetic())
        })
        .copied()
}

/// His total and mine from the line of times: "2 на ход, 32 всего; время партнёра: 33 всего",
/// "2/32, ваше 3/33", "32; yours: 33". The part that names the partner ("партнёр", "ваше",
/// "yours") holds my total; of each part, the number after a slash or the last one.
fn totals(text: &str) -> (Option<u32>, Option<u32>) {
    let lower = text.to_lowercase();
    let mine_at = ["партн", "ваше", "ваш ", "yours", "your "]
        .iter()
        .filter_map(|w| lower.find(w))
        .min();
    let total = |part: &str| -> Option<u32> {
        // "3/33": days on the move, then the total.
        match part.split_once('/') {
            Some((_, after)) => whole_numbers(after).first().copied(),
            None => whole_numbers(part).last().copied(),
        }
    };
    match mine_at {
        Some(at) => (total(&lower[..at]), total(&lower[at..])),
        // Without words: "32; 33" are his and mine, after the move's days if three.
        None => match whole_numbers(&lower)[..] {
            [_, his, mine] | [his, mine] => (Some(his), Some(mine)),
            [his] => (Some(his), None),
            _ => (None, None),
        },
    }
}

/// Whether a word can be a move in one of our notations (numeric, long algebraic, SAN, UCI):
/// not a date, a time (`4/04`), a number or a dash.
fn looks_like_move(word: &str) -> bool {
    let w = word.trim_end_matches(['+', '#', '!', '?', ',', ';']);
    if w.is_empty() || w.contains('/') || w.starts_with("--") {
        return false;
    }
    if matches!(w, "0-0" | "0-0-0" | "O-O" | "O-O-O" | "о-о" | "о-о-о") {
        return true;
    }
    if w.bytes().all(|b| b.is_ascii_digit()) {
        return matches!(w.len(), 4 | 5);
    }
    // A square: a file letter and a rank digit.
    let chars: Vec<char> = w.chars().collect();
    chars
        .windows(2)
        .any(|p| ('a'..='h').contains(&p[0]) && ('1'..='8').contains(&p[1]))
}

/// The numbered moves of a line, each with its ply: "12. 2142 3544", "11. … 4837", "1.e4 e5
/// 2.Nf3", or a table row "17/11 19/11 2/32   12. 2142".
fn numbered_moves(line: &str) -> Vec<(u32, String)> {
    let mut out = Vec::new();
    let mut next: Option<u32> = None;
    for word in line.split_whitespace() {
        // "12." or "12..." or "12.e4" or "12…"
        let digits: String = word.chars().take_while(char::is_ascii_digit).collect();
        let rest = &word[digits.len()..];
        if !digits.is_empty() && (rest.starts_with('.') || rest.starts_with('…')) {
            let number: u32 = digits.parse().unwrap_or(0);
            if number == 0 || number > 500 {
                next = None;
                continue;
            }
            let black = rest.contains('…') || rest.starts_with("..");
            next = Some((number - 1) * 2 + u32::from(black));
            let attached = rest.trim_start_matches(['.', '…']);
            if looks_like_move(attached) {
                out.push((next.unwrap_or(0), attached.to_owned()));
                next = next.map(|p| p + 1);
            }
            continue;
        }
        if matches!(word, "…" | "..." | "..") {
            next = next.map(|p| if p % 2 == 0 { p + 1 } else { p });
            continue;
        }
        match next {
            Some(ply) if looks_like_move(word) => {
                out.push((ply, word.to_owned()));
                // After Black's move the next one needs its number.
                next = (ply % 2 == 0).then_some(ply + 1);
            }
            _ => next = None,
        }
    }
    out
}

#[cfg(test)]
mod tests;

/// What his message brings to a game of the diary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    /// His new move as he wrote it, legal in the game.
    pub his_move: String,
    /// Where the game he writes differs from the diary's, move by move (47.3.12).
    pub differences: Vec<HistoryDifference>,
}

/// A move of his game text that is not the diary's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryDifference {
    /// The ply (0 = White's first move).
    pub ply: u32,
    /// What he wrote.
    pub his: String,
    /// The diary's move.
    pub mine: shakmaty::uci::UciMove,
}

/// Why his message does not bring a move to the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadingError {
    /// The game's last move is his: the diary waits for my move, not his.
    NotHisTurn,
    /// His message brings no move after my last one (move number and side of the diary's
    /// next ply).
    NoNewMove(u32),
    /// His move cannot be played in the game: what he wrote.
    Illegal(String),
}

/// Reads `m` against the game `r`: his new move (the one after my last move: his "my move"
/// line, else his game text), and where his game text differs from the diary.
pub fn against(
    r: &super::deadlines::GameRecords,
    m: &PartnerMessage,
) -> Result<Reading, ReadingError> {
    use super::notation::{read_move, replay};
    let moves: Vec<shakmaty::uci::UciMove> = r.plies.iter().map(|p| p.uci).collect();
    let line = replay(&moves);
    let next = moves.len() as u32;
    let his_turn = next.is_multiple_of(2) != r.game.my_colour.is_white();
    if !his_turn {
        return Err(ReadingError::NotHisTurn);
    }
    let differences = m
        .history
        .iter()
        .filter(|(ply, _)| (*ply as usize) < moves.len())
        .filter_map(|(ply, his)| {
            let mine = moves[*ply as usize];
            let read = line
                .positions
                .get(*ply as usize)
                .and_then(|pos| read_move(pos, his).ok());
            let same = read.is_some_and(|mv| mv.to_uci(shakmaty::CastlingMode::Standard) == mine);
            (!same).then(|| HistoryDifference {
                ply: *ply,
                his: his.clone(),
                mine,
            })
        })
        .collect();
    // His newest move: the one he names as his, else the last of his game text; it must be
    // the one after mine.
    let newest = m.his_move.clone().or_else(|| {
        m.history
            .last()
            .map(|(ply, text)| (Some(*ply), text.clone()))
    });
    // An acceptance or a resignation comes without a move.
    if m.declaration.is_some_and(|d| !d.with_move()) {
        return Ok(Reading {
            his_move: String::new(),
            differences,
        });
    }
    let his_move = newest
        .filter(|(ply, _)| ply.is_none_or(|p| p == next))
        .map(|(_, text)| text)
        .ok_or(ReadingError::NoNewMove(next))?;
    read_move(&line.last(), &his_move).map_err(|_| ReadingError::Illegal(his_move.clone()))?;
    Ok(Reading {
        his_move,
        differences,
    })
}
