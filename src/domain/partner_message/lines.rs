//! His lines by their headings: each heading a whole phrase, the longest that fits first, so
//! «Дата отправки хода партнером» is never taken for «Дата отправки» nor «Мой ход отправлен»
//! for «Мой ход».

use super::moves::{first_date, looks_like_move, numbered_moves, whole_date};
use super::{FromLine, MessageError, MoveRow, PartnerMessage, Totals, WrittenDate};
use crate::domain::declarations::Declaration;

/// A line's heading, by the words it starts with (lower case).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Heading {
    Tournament,
    Start,
    White,
    Black,
    /// The day my move was sent, as he confirms it.
    Confirmed,
    /// The day he received my move.
    HisReceipt,
    HisMove,
    /// The day he sent his move.
    Sent,
    /// His time and mine: "моё время: 2 на ход, 32 всего; время партнёра: 33 всего".
    Times,
    /// White's time: "Время белых 3/7".
    WhiteTime,
    /// Black's time.
    BlackTime,
    /// Both totals by colour: "Суммарное время: белые 39 дн., черные 42 дн.".
    ColourTotals,
    /// My move as he repeats it (47.3.7.5).
    Repeated,
    /// A variant he proposes: not the game.
    Variant,
}

use Heading as H;

pub(super) const HEADINGS: &[(&str, Heading)] = &[
    ("турнир", H::Tournament),
    ("соревнование", H::Tournament),
    ("tournament", H::Tournament),
    ("event", H::Tournament),
    ("дата старта", H::Start),
    ("дата начала", H::Start),
    ("start date", H::Start),
    ("started", H::Start),
    ("белые", H::White),
    ("white", H::White),
    ("черные", H::Black),
    ("чёрные", H::Black),
    ("black", H::Black),
    ("подтверждаю", H::Confirmed),
    ("подтверждаю получение", H::HisReceipt),
    ("подтверждаю получение вашего хода", H::HisReceipt),
    ("дата отправки вашего хода", H::Confirmed),
    ("дата отправки хода партнером", H::Confirmed),
    ("дата отправки хода партнёром", H::Confirmed),
    ("ваш ход отправлен", H::Confirmed),
    ("your move was sent", H::Confirmed),
    ("your move sent", H::Confirmed),
    ("i confirm", H::Confirmed),
    ("confirmed", H::Confirmed),
    ("ваш ход получен", H::HisReceipt),
    ("дата получения", H::HisReceipt),
    ("получен", H::HisReceipt),
    ("получено", H::HisReceipt),
    ("your move received", H::HisReceipt),
    ("your move was received", H::HisReceipt),
    ("received your move", H::HisReceipt),
    ("date received", H::HisReceipt),
    ("received", H::HisReceipt),
    ("мой ход", H::HisMove),
    ("my move", H::HisMove),
    ("мой ход отправлен", H::Sent),
    ("дата отправления", H::Sent),
    ("дата отправки", H::Sent),
    ("предположительная дата отправления", H::Sent),
    ("предполагаемая дата отправления", H::Sent),
    ("отправлено", H::Sent),
    ("отправлен", H::Sent),
    ("my move was sent", H::Sent),
    ("my move sent", H::Sent),
    ("sent on", H::Sent),
    ("date sent", H::Sent),
    ("sent", H::Sent),
    ("моё время", H::Times),
    ("мое время", H::Times),
    ("my time", H::Times),
    ("время белых", H::WhiteTime),
    ("white's time", H::WhiteTime),
    ("time white", H::WhiteTime),
    ("время черных", H::BlackTime),
    ("время чёрных", H::BlackTime),
    ("black's time", H::BlackTime),
    ("time black", H::BlackTime),
    ("суммарное время", H::ColourTotals),
    ("время", H::ColourTotals),
    ("общее время", H::ColourTotals),
    ("затрачено", H::ColourTotals),
    ("total time", H::ColourTotals),
    ("time used", H::ColourTotals),
    ("totals", H::ColourTotals),
    ("повторяю ваш ход", H::Repeated),
    ("ваш ход", H::Repeated),
    ("your move", H::Repeated),
    ("repeating your move", H::Repeated),
    ("i repeat your move", H::Repeated),
    ("предлагаю вариант", H::Variant),
    ("вариант", H::Variant),
    ("i propose the variant", H::Variant),
    ("variant", H::Variant),
];

/// The heading `lower` (a line in lower case) starts with, as whole words, the longest that
/// fits; and its words.
pub(super) fn heading_of(lower: &str) -> Option<(&'static str, Heading)> {
    HEADINGS
        .iter()
        .filter(|(words, _)| {
            lower.starts_with(words)
                && !lower[words.len()..].starts_with(|c: char| c.is_alphabetic())
        })
        .max_by_key(|(words, _)| words.len())
        .copied()
}

/// A part of a line under its heading: the heading and what follows it.
fn headed(part: &str) -> Option<(Heading, &str)> {
    let trimmed = part.trim();
    let (words, heading) = heading_of(&trimmed.to_lowercase())?;
    // Cut after as many characters as the heading has: lower case may take more or fewer
    // bytes than the text as written.
    let at = trimmed
        .char_indices()
        .nth(words.chars().count())
        .map_or(trimmed.len(), |(i, _)| i);
    let rest = trimmed[at..].trim_start_matches([':', ' ', '\t', '-', '—']);
    // A colour heading heads a name, not another heading ("White  Black" of a table), a
    // number ("черные 42 дн.") or a sentence about a move ("White's move").
    let named = !matches!(heading, H::White | H::Black) || is_name(rest);
    // "Время" alone heads the totals by colour ("Время: белые 39, черные 42"), not "время
    // партнёра" of his own line.
    let by_colour = words != "время" || {
        let rest = rest.to_lowercase();
        ["белые", "черные", "чёрные", "белых"]
            .iter()
            .any(|c| rest.starts_with(c))
    };
    (named && by_colour).then_some((heading, rest))
}

/// Whether a heading's value is a name: no digits, no colour ("White  Black" of a table), no
/// word of a move ("White's move", "Black to move", «Белые: ход 12»).
fn is_name(text: &str) -> bool {
    let lower = text.trim().to_lowercase();
    let colour = |w: &str| {
        HEADINGS
            .iter()
            .any(|(words, h)| matches!(h, H::White | H::Black) && *words == w)
    };
    let about_a_move =
        |w: &str| matches!(w, "ход" | "хода" | "move" | "moves" | "to") || w.ends_with("'s");
    !lower.is_empty()
        && !lower.chars().any(|c| c.is_ascii_digit())
        && !lower
            .split(|c: char| c.is_whitespace() || matches!(c, ',' | ':' | '.'))
            .any(|w| colour(w) || about_a_move(w))
}

/// The parts of a line, each under its own heading: "Sent on 19.11.2026, your move received
/// 17.11.2026", "Белые: Петров — Черные: Иванов", "Время белых 3/7 / Время черных 1/2". A
/// separator followed by no heading is part of the text ("Кубок, финал").
fn parts(line: &str) -> Vec<&str> {
    let mut cuts = vec![0];
    for (at, sep) in line.match_indices([',', ';', '—', '/', '.']) {
        let next = &line[at + sep.len()..];
        // A slash separates only with spaces around it: "3/7" is a time; a full stop only
        // before a space, ending a sentence: "27.11.2026" is a date, "14. Кf6-d5" a move.
        let spaced = match sep {
            "/" => line[..at].ends_with(' ') && next.starts_with(' '),
            "." => next.starts_with(' '),
            _ => true,
        };
        if spaced && headed(next).is_some() {
            cuts.push(at);
        }
    }
    cuts.push(line.len());
    cuts.windows(2)
        .map(|w| line[w[0]..w[1]].trim_start_matches([',', ';', '—', '/', '.']))
        .collect()
}

/// Reads his lines.
pub(super) fn read_lines(lines: &[(usize, &str)]) -> Result<PartnerMessage, MessageError> {
    let mut m = PartnerMessage::default();
    let mut bare_dates = Vec::new();
    // A date heading alone on its line: its date is on the next.
    let mut pending: Option<Heading> = None;
    for &(n, line) in lines {
        let lower = line.to_lowercase();
        // A draw or a resignation may stand on a line of its own or beside his move.
        m.declaration = m.declaration.or(declaration_in(&lower));
        if let Some(date) = whole_date(line.trim()) {
            let date = FromLine::new(WrittenDate::Full(date), n);
            match pending.take() {
                Some(heading) => set_date(&mut m, heading, Some(date)),
                None => bare_dates.push(date),
            }
            continue;
        }
        if line.trim().is_empty() {
            continue;
        }
        pending = None;
        // After «Ваш ход: 3. c2-c4» the line speaks of my move: "отправлен" is its sending.
        let mut about_mine = false;
        for part in parts(line) {
            let headed = headed(part);
            about_mine |= headed.is_some_and(|(h, _)| h == H::Repeated);
            let headed = match headed {
                Some((H::Sent, rest)) if about_mine => Some((H::Confirmed, rest)),
                h => h,
            };
            if read_part(&mut m, part, headed, n)? {
                pending = headed.map(|(h, _)| h);
            }
        }
    }
    // The form of 50.2 as printed: three dates on lines of their own, in its order.
    if let [confirmed, received, sent] = bare_dates[..] {
        set_date(&mut m, H::Confirmed, Some(confirmed));
        set_date(&mut m, H::HisReceipt, Some(received));
        set_date(&mut m, H::Sent, Some(sent));
    }
    m.history = in_ply_order(std::mem::take(&mut m.history));
    m.repeated = in_ply_order(std::mem::take(&mut m.repeated));
    Ok(m)
}

/// Moves in ply order, each once: a ply written twice (his game text, then the main form's
/// table) keeps the first text and whatever dates either gives.
fn in_ply_order(mut rows: Vec<MoveRow>) -> Vec<MoveRow> {
    rows.sort_by_key(|r| r.ply);
    let mut out: Vec<MoveRow> = Vec::with_capacity(rows.len());
    for row in rows {
        match out.last_mut() {
            Some(last) if last.ply == row.ply => {
                last.received = last.received.or(row.received);
                last.replied = last.replied.or(row.replied);
                last.total = last.total.or(row.total);
            }
            _ => out.push(row),
        }
    }
    out
}

/// Sets the date of `heading` in `m`, unless an earlier line gave it.
fn set_date(m: &mut PartnerMessage, heading: Heading, date: Option<FromLine<WrittenDate>>) {
    let field = match heading {
        H::Confirmed => &mut m.confirmed,
        H::HisReceipt => &mut m.his_receipt,
        H::Sent => &mut m.sent,
        _ => return,
    };
    *field = field.take().or(date);
}

/// Reads one part of line `n`, `headed` by a heading and what follows it, into `m`: the first
/// of each heading counts, and a heading without a value ("Sent from my phone") changes
/// nothing. `true`: a date heading with no date, whose date may follow on the next line.
fn read_part(
    m: &mut PartnerMessage,
    part: &str,
    headed: Option<(Heading, &str)>,
    n: usize,
) -> Result<bool, MessageError> {
    let Some((heading, rest)) = headed else {
        let moves = numbered_moves(part, n)?;
        if moves.is_empty() && !part.trim().is_empty() {
            m.other_lines.push(part.trim().to_owned());
        }
        m.history.extend(moves);
        return Ok(false);
    };
    let text = |rest: &str| Some(FromLine::new(rest.trim().to_owned(), n));
    let date = || Ok::<_, MessageError>(first_date(rest, n)?.map(|d| FromLine::new(d, n)));
    match heading {
        H::Tournament if !rest.trim().is_empty() => {
            m.tournament = m.tournament.take().or(text(rest))
        }
        H::White if m.white.is_none() => m.white = text(rest),
        H::Black if m.black.is_none() => m.black = text(rest),
        H::Start => {
            let start = date()?.and_then(|d| match d.value {
                WrittenDate::Full(day) => Some(FromLine::new(day, n)),
                WrittenDate::DayMonth(..) => None,
            });
            m.start = m.start.take().or(start);
        }
        H::Confirmed | H::HisReceipt | H::Sent => {
            let date = date()?;
            let alone = date.is_none() && rest.trim().is_empty();
            set_date(m, heading, date);
            return Ok(alone);
        }
        H::Times => m.totals = totals(m.totals, rest, n),
        H::WhiteTime | H::BlackTime => {
            let side = match heading {
                H::WhiteTime => &mut m.totals.white,
                _ => &mut m.totals.black,
            };
            *side = side.or(total_of(rest).map(|t| FromLine::new(t, n)));
        }
        H::ColourTotals => m.totals = colour_totals(m.totals, rest, n),
        H::Repeated => m.repeated.extend(numbered_moves(rest, n)?),
        H::HisMove if m.his_move.is_none() => {
            m.his_move = match numbered_moves(rest, n)?.last() {
                Some(row) => Some(FromLine::new((Some(row.ply), row.text.clone()), n)),
                // "Мой ход: Кb1-d2": unnumbered, it is the move after mine.
                None => rest
                    .split_whitespace()
                    .find(|w| looks_like_move(w))
                    .map(|w| FromLine::new((None, w.to_owned()), n)),
            };
        }
        _ => {}
    }
    Ok(false)
}

/// What a line of his says besides a move, in the words of our messages and the usual others;
/// a "no" is never read as a yes: "ничью не принимаю" declines, "не сдаюсь" says nothing.
fn declaration_in(lower: &str) -> Option<Declaration> {
    use Declaration as D;
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

/// The numbers of `text` that state a total: a remark in brackets ("96 (24 после хода 12)")
/// and a bound that is not a number ("≥07", "?") say none.
fn numbers(text: &str) -> Vec<u32> {
    let mut plain = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    plain
        .split_whitespace()
        .filter(|w| !w.contains(['≥', '?']))
        .flat_map(|w| w.split(|c: char| !c.is_ascii_digit()))
        .filter_map(|d| d.parse().ok())
        .collect()
}

/// The total of one side's time: "3/7" (days on the move / total), "39 дн.", "32 всего", "2 на
/// ход, 32 всего" — the number after a slash, else the last.
fn total_of(text: &str) -> Option<u32> {
    let lower = text.to_lowercase();
    match lower.split_once('/') {
        Some((_, after)) => numbers(after).first().copied(),
        None => numbers(&lower).last().copied(),
    }
}

/// His total and mine from the line of times: "2 на ход, 32 всего; время партнёра: 33 всего",
/// "2/32, ваше 3/33", "32; yours: 33". The part that names the partner ("партнёр", "ваше",
/// "yours") holds my total.
fn totals(mut t: Totals, text: &str, n: usize) -> Totals {
    if t.his.is_some() {
        return t;
    }
    let lower = text.to_lowercase();
    let mine_at = ["партн", "ваше", "ваш ", "yours", "your "]
        .iter()
        .filter_map(|w| lower.find(w))
        .min();
    let at = |v: Option<u32>| v.map(|v| FromLine::new(v, n));
    match mine_at {
        Some(i) => (t.his, t.mine) = (at(total_of(&lower[..i])), at(total_of(&lower[i..]))),
        // Without words: "32; 33" are his and mine; "3/45" and "2 на ход, 32 всего" his alone
        // (the days on the move are not a total).
        None => {
            let on_the_move = ["на ход", "за ход", "per move", "this move", "on the move"];
            let parts: Vec<Option<u32>> = lower
                .split([',', ';'])
                .filter(|p| !on_the_move.iter().any(|w| p.contains(w)))
                .map(total_of)
                .filter(Option::is_some)
                .collect();
            (t.his, t.mine) = match parts[..] {
                [his] => (at(his), None),
                [his, mine] => (at(his), at(mine)),
                _ => (None, None),
            }
        }
    }
    t
}

/// Both totals by colour: "белые 39 дн., черные 42 дн.", "белые 39, черные 42", "White 39,
/// Black 42"; each colour's number follows its word.
fn colour_totals(mut t: Totals, text: &str, n: usize) -> Totals {
    let lower = text.to_lowercase();
    let find = |words: &[&str]| words.iter().filter_map(|w| lower.find(w)).min();
    let (Some(white), Some(black)) = (find(&["белы", "white"]), find(&["черны", "чёрны", "black"]))
    else {
        return t;
    };
    let (first, second) = (white.min(black), white.max(black));
    let of = |from: usize, to: usize| total_of(&lower[from..to]).map(|v| FromLine::new(v, n));
    let (w, b) = if white < black {
        (of(first, second), of(second, lower.len()))
    } else {
        (of(second, lower.len()), of(first, second))
    };
    t.white = t.white.or(w);
    t.black = t.black.or(b);
    t
}
