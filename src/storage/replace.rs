//! A diary's contents replaced by another diary's — a restore, an archive imported — inside
//! the live file, in one transaction of its own connection. Other programs that hold the
//! diary open read the old contents or the new ones, never a mix; their writes wait for it or
//! are refused, and land after it; a program killed on the way leaves the diary as it was.
//! Nothing is ever renamed or unlinked under an open connection (SQLite's "How To Corrupt An
//! SQLite Database File", 1.2 and 2.4).

use std::path::Path;

use rusqlite::Connection;

use super::{Result, Store, copy_diary, scratch};

/// Makes the diary at `diary` (made empty if there is none) hold what the diary at `from`
/// holds, which must read as sound: `from` is copied and brought to this build's version
/// first, then written over the diary's tables in one transaction. `before` runs once that
/// transaction holds the diary's write lock and before anything changes — no other program
/// writes in between — to refuse or to back the diary up; what it returns is returned.
pub fn replace_diary<T>(
    diary: &Path,
    from: &Path,
    before: impl FnOnce() -> Result<T>,
) -> Result<T> {
    let staged = scratch(diary, "incoming");
    let replaced = (|| {
        stage(from, &staged)?;
        let mut live = Store::open(diary)?;
        // Off outside the transaction (a no-op inside one): the tables go whole.
        live.conn.pragma_update(None, "foreign_keys", false)?;
        live.conn
            .execute("ATTACH ?1 AS incoming", [staged.to_string_lossy()])?;
        let done = live.batch(|store| {
            incoming_is_a_diary(&store.conn, from)?;
            let value = before()?;
            rewrite(&store.conn)?;
            Ok(value)
        });
        let _ = live.conn.execute_batch("DETACH incoming");
        done
    })();
    super::scratch::remove_with_companions(&staged);
    // The copy is the user's `from`, or the diary's room on the disk: never the scratch file.
    replaced.map_err(|e| e.naming(&staged, diary))
}

/// Copies the sound diary at `from` to the new file `staged` and brings it to this build's
/// schema, as any diary is when it is opened.
pub fn stage(from: &Path, staged: &Path) -> Result<()> {
    copy_diary(from, staged)?;
    drop(Store::open(staged)?);
    Ok(())
}

/// Checks, before anything of the diary is dropped, that what was attached is the staged
/// diary: of this build's version, with a diary's tables.
fn incoming_is_a_diary(conn: &Connection, from: &Path) -> Result<()> {
    let version: i64 = conn.pragma_query_value(Some("incoming"), "user_version", |r| r.get(0))?;
    let tables: i64 = conn.query_row(
        "SELECT count(*) FROM incoming.sqlite_schema
         WHERE type = 'table' AND name IN ('profile', 'games', 'tournaments')",
        [],
        |r| r.get(0),
    )?;
    match (version == i64::from(super::CURRENT_VERSION), tables) {
        (true, 3) => Ok(()),
        _ => Err(super::StoreError::NotADiary { path: from.into() }),
    }
}

/// Drops everything of `main` and makes it again from `incoming`: tables with their rows,
/// then indexes, views and triggers (after the rows, which they must not refuse), and the
/// schema version.
fn rewrite(conn: &Connection) -> Result<()> {
    let quote = |name: &str| format!("\"{}\"", name.replace('"', "\"\""));
    let mine = schema(conn, "main")?;
    for kind in ["trigger", "view", "table"] {
        for (_, name, _) in mine.iter().filter(|(k, _, _)| k == kind) {
            conn.execute_batch(&format!("DROP {kind} main.{}", quote(name)))?;
        }
    }
    let theirs = schema(conn, "incoming")?;
    for (_, name, sql) in theirs.iter().filter(|(k, _, _)| k == "table") {
        conn.execute_batch(sql)?;
        let name = quote(name);
        conn.execute_batch(&format!(
            "INSERT INTO main.{name} SELECT * FROM incoming.{name}"
        ))?;
    }
    for (_, _, sql) in theirs.iter().filter(|(k, _, _)| k != "table") {
        conn.execute_batch(sql)?;
    }
    for pragma in ["user_version", "application_id"] {
        let value: i64 = conn.pragma_query_value(Some("incoming"), pragma, |r| r.get(0))?;
        conn.pragma_update(Some("main"), pragma, value)?;
    }
    Ok(())
}

/// What a schema holds, in the order it was made: kind, name and the statement that made it,
/// less SQLite's own tables and the indexes it makes itself.
fn schema(conn: &Connection, db: &str) -> Result<Vec<(String, String, String)>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT type, name, sql FROM {db}.sqlite_schema
         WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY rowid"
    ))?;
    let rows = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(rows)
}
