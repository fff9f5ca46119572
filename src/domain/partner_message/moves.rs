//! His moves and dates as written: numbered moves in any notation, the rows of the main form
//! with their columns, and dates in the forms players write them.

use chrono::NaiveDate;

use super::{MessageError, MoveRow, WrittenDate};

/// A date as a word: `dd.mm.yyyy`, `dd.mm.yy`, `yyyy-mm-dd`, `dd/mm/yyyy`, or a day and month
/// `dd/mm`, `dd.mm`. `None`: not a date; `Some(None)`: written as one but cannot be.
fn date_word(word: &str) -> Option<Option<WrittenDate>> {
    let parts: Vec<&str> = word.split(['.', '-', '/']).collect();
    let digits = |p: &&str| !p.is_empty() && p.len() <= 4 && p.bytes().all(|b| b.is_ascii_digit());
    if !(2..=3).contains(&parts.len()) || !parts.iter().all(digits) {
        return None;
    }
    let num = |s: &str| s.parse::<u32>().unwrap_or(0);
    let whole =
        |y: u32, m: u32, d: u32| NaiveDate::from_ymd_opt(y as i32, m, d).map(WrittenDate::Full);
    match (
        parts[0].len(),
        parts[1].len(),
        parts.get(2).map(|p| p.len()),
    ) {
        (4, _, Some(_)) => Some(whole(num(parts[0]), num(parts[1]), num(parts[2]))),
        (1 | 2, 1 | 2, Some(4)) => Some(whole(num(parts[2]), num(parts[1]), num(parts[0]))),
        (1 | 2, 1 | 2, Some(2)) => Some(whole(2000 + num(parts[2]), num(parts[1]), num(parts[0]))),
        // "0-0" is castling, not a day.
        (1 | 2, 1 | 2, None) if !word.contains('-') => {
            Some(WrittenDate::day_month(num(parts[0]), num(parts[1])))
        }
        _ => None,
    }
}

/// The refusal of `written`, a date that cannot be, on line `n`.
fn bad_date(n: usize, written: &str) -> MessageError {
    MessageError::BadDate {
        line: n,
        written: written.to_owned(),
    }
}

/// The date of `text`, what follows a date heading on line `n`: a whole date anywhere in it, a
/// day and month only as its first word ("23.05", not the time "в 9.05" nor "время 1/2"); a
/// date that cannot be is an error naming the line.
pub(super) fn first_date(text: &str, n: usize) -> Result<Option<WrittenDate>, MessageError> {
    let words = text.split(|c: char| c.is_whitespace() || c == ',' || c == ';');
    for (i, word) in words.filter(|w| !w.is_empty()).enumerate() {
        let word = word.trim_matches(|c: char| !c.is_ascii_digit());
        let whole = word.split(['.', '-', '/']).count() == 3;
        match date_word(word) {
            Some(date) if whole || i == 0 => {
                return date.map(Some).ok_or_else(|| bad_date(n, word));
            }
            _ => {}
        }
    }
    Ok(None)
}

/// `text` when it is a whole date and nothing else.
pub(super) fn whole_date(text: &str) -> Option<NaiveDate> {
    match date_word(text) {
        Some(Some(WrittenDate::Full(d))) => Some(d),
        _ => None,
    }
}

/// Whether a word can be a move in one of our notations (numeric, long algebraic, SAN, UCI):
/// not a date, a time (`4/04`), a number or a dash.
pub(super) fn looks_like_move(word: &str) -> bool {
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

/// A move number: "12." "12..." "12.e4" "12…" — the number, whether Black's, and a move
/// written on to it.
fn move_number(word: &str) -> Option<(u32, bool, &str)> {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &word[digits..];
    if digits == 0 || !(rest.starts_with('.') || rest.starts_with('…')) {
        return None;
    }
    let number: u32 = word[..digits].parse().ok()?;
    let black = rest.contains('…') || rest.starts_with("..");
    let attached = rest.trim_start_matches(['.', '…']);
    // "10.05.2026" is a date, not move 10.
    if attached.starts_with(|c: char| c.is_ascii_digit()) && !looks_like_move(attached) {
        return None;
    }
    (1..=500)
        .contains(&number)
        .then_some((number, black, attached))
}

/// Whether a word is a cell of the main form: a date, a time or a dash for "unknown".
fn is_cell(word: &str) -> bool {
    word.chars().all(|c| matches!(c, '-' | '—'))
        || (word.contains(['/', '.', '?'])
            && word
                .chars()
                .all(|c| c.is_ascii_digit() || matches!(c, '/' | '.' | '?' | '≥')))
}

/// The three cells of one side of a row: received, replied, the total of its time.
type Cells = (Option<WrittenDate>, Option<WrittenDate>, Option<u32>);

fn cells(words: &[&str], n: usize) -> Result<Cells, MessageError> {
    let date = |w: &str| match date_word(w) {
        Some(Some(d)) => Ok(Some(d)),
        Some(None) => Err(bad_date(n, w)),
        None => Ok(None),
    };
    // "4/04": the days on the move, then the total.
    let total = |w: &str| w.split_once('/')?.1.parse().ok();
    match words {
        [received, replied, t] => Ok((date(received)?, date(replied)?, total(t))),
        _ => Ok((None, None, None)),
    }
}

/// A row of the main form: "12/05 16/05 4/04   02. 7163 7776    17/05 18/05 1/01" — White's
/// received, replied, time; the number; the moves; Black's received, replied, time.
fn table_row(words: &[&str], n: usize) -> Result<Option<Vec<MoveRow>>, MessageError> {
    let numbers: Vec<usize> = (0..words.len())
        .filter(|&i| move_number(words[i]).is_some())
        .collect();
    let [at] = numbers[..] else {
        return Ok(None);
    };
    let Some((number, black_only, attached)) = move_number(words[at]) else {
        return Ok(None);
    };
    let mut rest: Vec<&str> = Vec::new();
    if !attached.is_empty() {
        rest.push(attached);
    }
    rest.extend(&words[at + 1..]);
    let moves = rest
        .iter()
        .take_while(|w| looks_like_move(w) || matches!(**w, "…" | "..." | ".."))
        .count();
    let (white_cells, black_cells) = (&words[..at], &rest[moves..]);
    let shaped = |c: &[&str]| (c.is_empty() || c.len() == 3) && c.iter().all(|w| is_cell(w));
    if (white_cells.is_empty() && black_cells.is_empty())
        || !shaped(white_cells)
        || !shaped(black_cells)
    {
        return Ok(None);
    }
    let sides = [cells(white_cells, n)?, cells(black_cells, n)?];
    let first = (number - 1) * 2 + u32::from(black_only);
    let mut rows = Vec::new();
    for (ply, word) in (first..number * 2).zip(&rest[..moves]) {
        if looks_like_move(word) {
            let (received, replied, total) = sides[(ply % 2) as usize];
            rows.push(MoveRow {
                received,
                replied,
                total,
                ..MoveRow::bare(ply, word, n)
            });
        }
    }
    Ok(Some(rows))
}

/// The numbered moves of a line (its number `n`), each with its ply: "12. 2142 3544", "11. …
/// 4837", "1.e4 e5 2.Nf3", or a row of the main form with its dates.
pub(super) fn numbered_moves(line: &str, n: usize) -> Result<Vec<MoveRow>, MessageError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if let Some(rows) = table_row(&words, n)? {
        return Ok(rows);
    }
    let mut out = Vec::new();
    let mut next: Option<u32> = None;
    for word in words {
        if let Some((number, black, attached)) = move_number(word) {
            next = Some((number - 1) * 2 + u32::from(black));
            if looks_like_move(attached) {
                out.push(MoveRow::bare(next.unwrap_or(0), attached, n));
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
                out.push(MoveRow::bare(ply, word, n));
                // After Black's move the next one needs its number.
                next = (ply % 2 == 0).then_some(ply + 1);
            }
            _ => next = None,
        }
    }
    Ok(out)
}
