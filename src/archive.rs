//! Everything in one file, to keep or to move to a new computer: a zip with the diary itself, every
//! game as PGN with its dates, and each game's article-52 schedule as CSV. Importing it gives the
//! same diary; the PGN and the CSV are there for any other program and for reading.

use std::fs;
use std::io::{Read, Write};
use std::path::Path;

use chrono::NaiveDateTime;
use zip::write::SimpleFileOptions;

use crate::backups::{self, PutAside};
use crate::domain::notation::Notation;
use crate::storage::{Result, Store, StoreError, contents, copy_diary, place_new, scratch, sound};

/// The diary's name inside the archive.
const DIARY: &str = "ccdiary.sqlite";

/// What an archive holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Archived {
    /// Games.
    pub games: usize,
}

/// The local time now, as a zip file dates its entries; 1980 if the clock is out of its range.
fn written_now() -> zip::DateTime {
    use chrono::{Datelike, Timelike};
    let now = chrono::Local::now().naive_local();
    let part = |n: u32| u8::try_from(n).unwrap_or(0);
    let year = u16::try_from(now.year()).unwrap_or(1980);
    let (month, day) = (part(now.month()), part(now.day()));
    let (hour, minute, second) = (part(now.hour()), part(now.minute()), part(now.second()));
    zip::DateTime::from_date_and_time(year, month, day, hour, minute, second).unwrap_or_default()
}

/// Writes everything of the diary open in `store` to the zip file `to`, which must not exist.
pub fn export_all(store: &Store, to: &Path) -> Result<Archived> {
    if to.exists() {
        return Err(StoreError::exists(to));
    }
    if let Some(dir) = to.parent().filter(|d| !d.as_os_str().is_empty()) {
        crate::storage::remove_leftovers(dir);
    }
    let partial = scratch(to, "partial");
    let copy = scratch(to, "diary");
    copy_diary(store.path(), &copy)?;
    let written = (|| -> Result<Archived> {
        let diary = fs::read(&copy).map_err(|e| StoreError::io(&copy, e))?;
        let file = fs::File::create(&partial).map_err(|e| StoreError::io(&partial, e))?;
        let mut zip = zip::ZipWriter::new(file);
        // Each file dated when it was written, as an unzip program shows it (not 1980).
        let options = SimpleFileOptions::default().last_modified_time(written_now());
        let mut add = |name: &str, bytes: &[u8]| -> Result<()> {
            zip.start_file(name, options)
                .map_err(|e| zip_error(to, e))?;
            zip.write_all(bytes).map_err(|e| StoreError::io(to, e))
        };
        add(DIARY, &diary)?;
        add(
            "games.pgn",
            crate::pgn::export::export_pgn(store, None, true)?.as_bytes(),
        )?;
        let games = store.all_game_records()?;
        for r in &games {
            let csv = crate::documents::schedule_text::schedule_csv(r, Notation::San);
            add(&format!("schedules/game-{}.csv", r.id.0), csv.as_bytes())?;
        }
        zip.finish().map_err(|e| zip_error(to, e))?;
        Ok(Archived { games: games.len() })
    })();
    let _ = fs::remove_file(&copy);
    let archived = written.inspect_err(|_| {
        let _ = fs::remove_file(&partial);
    })?;
    let placed = place_new(&partial, to);
    let _ = fs::remove_file(&partial);
    match placed? {
        true => Ok(archived),
        false => Err(StoreError::exists(to)),
    }
}

/// The largest diary an archive may bring: refused before more is written.
pub const LARGEST_DIARY: u64 = 2 << 30;

/// Makes the diary at `diary` the one archived in `from`. A diary that holds games is replaced
/// only when `replace` says so, after a backup of it; the archive's diary is checked first,
/// and written into the live diary as a restore is (`backups::restore`).
pub fn import_all(
    diary: &Path,
    from: &Path,
    replace: bool,
    now: NaiveDateTime,
) -> Result<PutAside> {
    import_all_within(diary, from, replace, now, LARGEST_DIARY)
}

/// [`import_all`] of an archive whose diary may be at most `largest` bytes.
fn import_all_within(
    diary: &Path,
    from: &Path,
    replace: bool,
    now: NaiveDateTime,
    largest: u64,
) -> Result<PutAside> {
    let file = fs::File::open(from).map_err(|e| StoreError::io(from, e))?;
    let mut zip = zip::ZipArchive::new(file).map_err(|e| zip_error(from, e))?;
    let mut entry = zip.by_name(DIARY).map_err(|e| zip_error(from, e))?;
    let too_large = || StoreError::TooLarge {
        path: from.to_path_buf(),
        limit: largest,
    };
    if entry.size() > largest {
        return Err(too_large());
    }
    if let Some(dir) = diary.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir).map_err(|e| StoreError::io(dir, e))?;
    }
    let incoming = scratch(diary, "archived");
    let placed = (|| -> Result<PutAside> {
        let mut out = fs::File::create(&incoming).map_err(|e| StoreError::io(&incoming, e))?;
        // The size the archive states may lie: what inflates is counted as it comes.
        let written = std::io::copy(&mut entry.by_ref().take(largest + 1), &mut out)
            .map_err(|e| StoreError::io(from, e))?;
        if written > largest {
            return Err(too_large());
        }
        drop(out);
        let held = sound(&incoming)?;
        let has_games = || !replace && contents(diary).map_or(true, |c| c.games > 0);
        backups::restore_sound(diary, &incoming, held, now, || match has_games() {
            true => Err(StoreError::NotEmpty {
                path: diary.to_path_buf(),
            }),
            false => Ok(()),
        })
    })();
    let _ = fs::remove_file(&incoming);
    // The archive's diary is the archive to the user, never the scratch file it was read into.
    placed.map_err(|e| e.naming(&incoming, from))
}

fn zip_error(path: &Path, e: zip::result::ZipError) -> StoreError {
    StoreError::io(path, std::io::Error::other(e))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An archive whose diary inflates to `bytes` zero bytes, its stated size told or not.
    fn archive_of_zeros(path: &Path, bytes: usize) {
        let mut zip = zip::ZipWriter::new(fs::File::create(path).unwrap());
        zip.start_file(DIARY, SimpleFileOptions::default()).unwrap();
        zip.write_all(&vec![0; bytes]).unwrap();
        zip.finish().unwrap();
    }

    #[test]
    fn an_archive_whose_diary_inflates_past_the_limit_is_refused_before_it_is_written() {
        let dir = tempfile::tempdir().unwrap();
        let (diary, zip) = (dir.path().join("d.sqlite"), dir.path().join("bomb.zip"));
        archive_of_zeros(&zip, 3 << 20);
        assert!(
            fs::metadata(&zip).unwrap().len() < 64 << 10,
            "a bomb: small packed"
        );
        let now = chrono::NaiveDate::from_ymd_opt(2026, 12, 1)
            .and_then(|d| d.and_hms_opt(9, 0, 0))
            .unwrap();
        let refused = import_all_within(&diary, &zip, false, now, 1 << 20).unwrap_err();
        assert!(
            matches!(
                refused,
                StoreError::TooLarge {
                    limit: 1_048_576,
                    ..
                }
            ),
            "{refused}"
        );
        assert!(
            refused
                .to_string()
                .contains("bomb.zip holds a diary larger than 1 MB"),
            "{refused}"
        );
        let left: Vec<_> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(left, ["bomb.zip"], "nothing written beside it");
    }

    #[test]
    fn the_files_of_an_export_are_dated_when_written_not_1980() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("d.sqlite")).unwrap();
        let to = dir.path().join("all.zip");
        export_all(&store, &to).unwrap();
        let mut zip = zip::ZipArchive::new(fs::File::open(&to).unwrap()).unwrap();
        for i in 0..zip.len() {
            let file = zip.by_index(i).unwrap();
            let dated = file.last_modified().map(|d| d.year());
            assert!(
                dated.is_some_and(|y| y >= 2026),
                "{:?}: {dated:?}",
                file.name()
            );
        }
    }
}
