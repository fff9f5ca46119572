//! Games added many at once, as an import adds them: a statement for a batch's games and one
//! for their plies.

use rusqlite::types::{ToSqlOutput, Value};
use rusqlite::{Connection, Result as SqlResult, ToSql, params_from_iter};

use super::codes::colour_code;
use super::games::missing_reference;
use super::{Result, plies};
use crate::domain::{Game, GameId, PlyRecord};

/// Games an import's statement adds at most: one statement's checks, journal and trigger
/// cost as much for one row as for many.
pub(super) const ROWS_A_STATEMENT: usize = 64;

/// Inserts `games` with their plies, a statement for the games and one for their plies; their
/// ids, in order: those SQLite would give one at a time, the largest so far and on.
pub(super) fn insert_games(
    tx: &Connection,
    games: &[(Game, Vec<PlyRecord>)],
) -> Result<Vec<GameId>> {
    let largest: Option<i64> = tx
        .prepare_cached("SELECT MAX(id) FROM games")?
        .query_row([], |r| r.get(0))?;
    let room = |first: &i64| first.checked_add(games.len() as i64).is_some();
    let first = largest.unwrap_or(0).checked_add(1).filter(room);
    // No numbers left after the largest (a file made so): SQLite finds free ones, a game at a
    // time, each given no id.
    if first.is_none() && games.len() > 1 {
        let each: Result<Vec<_>> = games.chunks(1).map(|g| insert_games(tx, g)).collect();
        return Ok(each?.concat());
    }
    let mut values: Vec<ToSqlOutput<'_>> = Vec::with_capacity(games.len() * 9);
    for (i, (g, _)) in games.iter().enumerate() {
        values.extend([
            ToSqlOutput::Owned(first.map_or(Value::Null, |first| Value::Integer(first + i as i64))),
            g.tournament.0.into(),
            g.partner.0.into(),
            colour_code(g.my_colour).into(),
            g.board.trim().into(),
            g.start.to_sql()?,
            g.status().code().into(),
            g.result().code().into(),
            g.undated_plies.into(),
        ]);
    }
    let rows = |columns: &str| vec![columns; games.len()].join(", ");
    let sql = "INSERT INTO games (id, tournament_id, partner_id, my_colour, board, start_date,
                                  status, result, undated_plies) VALUES "
        .to_owned();
    execute(
        tx,
        &(sql + &rows("(?, ?, ?, ?, ?, ?, ?, ?, ?)")),
        games.len(),
        &values,
    )
    .map_err(|e| missing_reference(e, "the game's tournament or partner"))?;
    let ids: Vec<i64> = match first {
        Some(first) => (first..).take(games.len()).collect(),
        None => vec![tx.last_insert_rowid()],
    };
    let mut values: Vec<ToSqlOutput<'_>> = Vec::with_capacity(games.len() * 3);
    for ((_, plies), id) in games.iter().zip(&ids) {
        let blob = ToSqlOutput::Owned(Value::Blob(plies::encode(plies)));
        values.extend([(*id).into(), (plies.len() as u32).into(), blob]);
    }
    let sql = "INSERT INTO game_plies (game_id, count, plies) VALUES ".to_owned();
    execute(tx, &(sql + &rows("(?, ?, ?)")), games.len(), &values)?;
    Ok(ids.into_iter().map(GameId).collect())
}

/// Runs an insert of `n` rows: kept prepared for a whole batch's or one game's, the sizes that
/// come again, so that the few others do not push the import's other statements out.
fn execute(tx: &Connection, sql: &str, n: usize, values: &[ToSqlOutput<'_>]) -> SqlResult<usize> {
    match n == ROWS_A_STATEMENT || n == 1 {
        true => tx.prepare_cached(sql)?.execute(params_from_iter(values)),
        false => tx.prepare(sql)?.execute(params_from_iter(values)),
    }
}
