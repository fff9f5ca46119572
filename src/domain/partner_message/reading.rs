//! His message set against a game of the diary: his new move, where his game text differs, and
//! every field of his card the message gives, each with the line it came from.

use chrono::NaiveDate;
use shakmaty::uci::UciMove;

use super::{FromLine, MoveRow, PartnerMessage, WrittenDate};
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{read_move, replay};

/// What his message brings to a game of the diary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    /// His new move as he wrote it, legal in the game (empty with an acceptance or a
    /// resignation, which come without a move).
    pub his_move: String,
    /// Where the game he writes differs from the diary's, move by move (47.3.12).
    pub differences: Vec<HistoryDifference>,
    /// The fields of his card the message gives.
    pub fields: CardFields,
}

/// The fields of his card his message gives, each with its line; `None`: not in his message.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CardFields {
    /// The line of his move.
    pub his_move: Option<usize>,
    /// My last move as he repeats it (47.3.7.5).
    pub repetition: Option<FromLine<String>>,
    /// The day he sent his move.
    pub written: Option<FromLine<NaiveDate>>,
    /// The day he received my move.
    pub his_receipt: Option<FromLine<NaiveDate>>,
    /// The day he says my move was sent.
    pub confirmed: Option<FromLine<NaiveDate>>,
    /// His total time.
    pub his_total: Option<FromLine<u32>>,
    /// My total time, as he counts it.
    pub my_total: Option<FromLine<u32>>,
}

/// A move of his game text that is not the diary's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryDifference {
    /// The ply (0 = White's first move).
    pub ply: u32,
    /// What he wrote.
    pub his: String,
    /// The diary's move.
    pub mine: UciMove,
}

/// Why his message does not bring a move to the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadingError {
    /// The game's last move is his: the diary waits for my move, not his.
    NotHisTurn,
    /// His message brings no move after my last one (the diary's next ply).
    NoNewMove(u32),
    /// His move cannot be played in the game: what he wrote.
    Illegal(String),
}

/// Reads `m` against the game `r`: his new move (the one after my last move: his "my move"
/// line, else his game text), where his game text differs from the diary, and the fields of
/// his card; a day and month without a year are read near the game's dates, else `today`.
pub fn against(
    r: &GameRecords,
    m: &PartnerMessage,
    today: NaiveDate,
) -> Result<Reading, ReadingError> {
    let moves: Vec<UciMove> = r.plies.iter().map(|p| p.uci).collect();
    let line = replay(&moves);
    let next = moves.len() as u32;
    let his_turn = next.is_multiple_of(2) != r.game.my_colour.is_white();
    if !his_turn {
        return Err(ReadingError::NotHisTurn);
    }
    let differences = m
        .history
        .iter()
        .filter(|row| (row.ply as usize) < moves.len())
        .filter_map(|row| {
            let mine = moves[row.ply as usize];
            let read = line
                .positions
                .get(row.ply as usize)
                .and_then(|pos| read_move(pos, &row.text).ok());
            let same = read.is_some_and(|mv| mv.to_uci(shakmaty::CastlingMode::Standard) == mine);
            (!same).then(|| HistoryDifference {
                ply: row.ply,
                his: row.text.clone(),
                mine,
            })
        })
        .collect();
    let fields = fields(r, m, next, today);
    // An acceptance or a resignation comes without a move.
    if m.declaration.is_some_and(|d| !d.with_move()) {
        return Ok(Reading {
            his_move: String::new(),
            differences,
            fields,
        });
    }
    // His newest move: the one he names as his, else the last of his game text; it must be
    // the one after mine.
    // "Мой ход: 14. Кf6-d5" from a partner with Black is his 14th move.
    let his = !r.game.my_colour;
    let own = m.his_move.clone().map(|mut mv| {
        mv.value.0 = mv.value.0.map(|ply| moved_by(ply, his));
        mv
    });
    let newest = own.or_else(|| {
        m.history
            .last()
            .map(|row| FromLine::new((Some(row.ply), row.text.clone()), row.line))
    });
    let his_move = newest
        .filter(|mv| mv.value.0.is_none_or(|p| p == next))
        .map(|mv| mv.value.1)
        .ok_or(ReadingError::NoNewMove(next))?;
    read_move(&line.last(), &his_move).map_err(|_| ReadingError::Illegal(his_move.clone()))?;
    Ok(Reading {
        his_move,
        differences,
        fields,
    })
}

/// The fields of his card in `m` for the game `r` whose next ply, his, is `next`: what his
/// headed lines say, else the main form's columns beside his move and mine. A day and month
/// take the year that puts them nearest the game's dates.
fn fields(r: &GameRecords, m: &PartnerMessage, next: u32, today: NaiveDate) -> CardFields {
    let row = |ply: u32| m.history.iter().find(|row| row.ply == ply);
    let (his_row, my_row) = (row(next), next.checked_sub(1).and_then(row));
    let near = anchor(r, m).unwrap_or(today);
    let date = |d: Option<FromLine<WrittenDate>>| {
        d.and_then(|d| Some(FromLine::new(d.value.near(near)?, d.line)))
    };
    let column = |row: Option<&MoveRow>, pick: fn(&MoveRow) -> Option<WrittenDate>| {
        row.and_then(|row| Some(FromLine::new(pick(row)?, row.line)))
    };
    let total =
        |row: Option<&MoveRow>| row.and_then(|row| Some(FromLine::new(row.total?, row.line)));
    let (his_colour, my_colour) = r.game.my_colour.fold_wb(
        (m.totals.black, m.totals.white),
        (m.totals.white, m.totals.black),
    );
    // Only his words «Повторяю ваш ход» repeat my move (47.3.7.5): his game text is a record
    // of the game, whose differences are told, not a repetition to penalise.
    // "Повторяю ваш ход: 14. Кf6-d5" to me, Black, is my 14th move: my colour says whose.
    let me = r.game.my_colour;
    let repetition = next.checked_sub(1).and_then(|mine| {
        let repeated = m
            .repeated
            .iter()
            .find(|row| moved_by(row.ply, me) == mine)?;
        Some(FromLine::new(repeated.text.clone(), repeated.line))
    });
    CardFields {
        his_move: m
            .his_move
            .as_ref()
            .map(|mv| mv.line)
            .or(his_row.map(|row| row.line)),
        repetition,
        written: date(m.sent.or(column(his_row, |r| r.replied))),
        his_receipt: date(m.his_receipt.or(column(his_row, |r| r.received))),
        confirmed: date(m.confirmed.or(column(my_row, |r| r.replied))),
        his_total: m.totals.his.or(his_colour).or(total(his_row)),
        my_total: m.totals.mine.or(my_colour).or(total(my_row)),
    }
}

/// The day a day and month of `m` are read near: the diary's last date in the game, else the
/// message's start, the game's or the tournament's.
fn anchor(r: &GameRecords, m: &PartnerMessage) -> Option<NaiveDate> {
    let last = r
        .plies
        .iter()
        .rev()
        .find_map(|p| p.sent.written.or(p.arrived));
    last.or(m.start.map(|s| s.value))
        .or(r.game.start)
        .or(r.tournament.start)
}

/// The ply of a move numbered as `ply` reads and made by `colour`: "14. Кf6-d5" written without
/// the «…» by Black, or of Black, is Black's 14th move — the colour says whose.
fn moved_by(ply: u32, colour: shakmaty::Color) -> u32 {
    ply + u32::from(colour.is_black() && ply.is_multiple_of(2))
}
