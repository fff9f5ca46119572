//! Copies of a diary file, each made and read with a connection of its own, so that a copy
//! never holds the diary's write lock and another program may write meanwhile.

use std::path::Path;
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};

use crate::domain::Contents;

use super::{Result, check_header, classify, owned, user_version};

/// Writes a consistent copy of the diary at `diary` to `target`, which must not exist yet:
/// what was saved when the copy began, the changes still in the write-ahead log included.
/// The copy is written without waiting for the disk: it is scratch until [`super::place_new`]
/// puts it in place, which syncs it once, whole (four fsyncs were one backup's).
pub fn copy_diary(diary: &Path, target: &Path) -> Result<()> {
    let conn = read_only(diary)?;
    // VACUUM INTO writes its target as synchronously as the connection is set.
    conn.pragma_update(None, "synchronous", "off")?;
    conn.execute("VACUUM INTO ?1", [target.to_string_lossy()])
        .map_err(|e| classify(target, e))?;
    Ok(())
}

/// Whether the diary at `path` reads as sound (`PRAGMA quick_check`), and what it holds.
pub fn sound(path: &Path) -> Result<Contents> {
    super::checking::sound(&read_only(path)?, path)?;
    contents(path)
}

/// How many games and moves the diary at `path` holds, of any version this build reads.
pub fn contents(path: &Path) -> Result<Contents> {
    let conn = read_only(path)?;
    let version = user_version(&conn, path)?;
    owned(&conn, path, version)?;
    let count = |sql: &str| -> Result<u64> {
        conn.query_row(sql, [], |r| r.get::<_, i64>(0))
            .map(|n| n.max(0) as u64)
            .map_err(|e| classify(path, e))
    };
    let games = count("SELECT count(*) FROM games")?;
    // Version 7 keeps a game's plies in one row with their number; earlier ones a row each.
    let plies = if version >= 7 {
        count("SELECT coalesce(sum(count), 0) FROM game_plies")?
    } else {
        count("SELECT count(*) FROM plies")?
    };
    Ok(Contents {
        version,
        games,
        plies,
    })
}

/// A connection of its own to the diary at `path`, to read only.
pub(super) fn read_only(path: &Path) -> Result<Connection> {
    check_header(path)?;
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = Connection::open_with_flags(path, flags).map_err(|e| classify(path, e))?;
    conn.busy_timeout(Duration::from_secs(5))?;
    Ok(conn)
}
