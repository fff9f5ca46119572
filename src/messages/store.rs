//! The diary's errors in the user's language: what happened, why, and what to do.

use std::fmt;

use super::Language;
use crate::storage::{Field, Locked, StoreError};
use crate::tr;

/// A store error as the user reads it.
pub fn store_error(e: &StoreError, lang: Language) -> String {
    let path = super::shown;
    match e {
        StoreError::NotADatabase { path: p } => tr!(lang, "store-not-a-database", path = path(p)),
        StoreError::Damaged { path: p, detail } => tr!(
            lang,
            "store-damaged",
            path = path(p),
            detail = detail.as_str()
        ),
        StoreError::NewerVersion {
            path: p,
            found,
            supported,
        } => tr!(
            lang,
            "store-newer-version",
            path = path(p),
            found = *found,
            supported = *supported
        ),
        StoreError::ReadOnly { path: p } => tr!(lang, "store-read-only", path = path(p)),
        StoreError::Locked { path: p } => tr!(lang, "store-locked", path = path(p)),
        StoreError::Io { path: p, source } => {
            tr!(lang, "store-io", path = path(p), error = source.to_string())
        }
        StoreError::SentMoveLocked { what } => {
            let what = match what {
                Locked::MoveChanged => "move-changed",
                Locked::MoveRemoved => "move-removed",
                Locked::VariantChanged => "variant-changed",
                Locked::VariantRemoved => "variant-removed",
            };
            tr!(lang, "store-sent-move-locked", what = what)
        }
        StoreError::AnsweredMoveLocked { removed } => tr!(
            lang,
            "store-answered-move-locked",
            removed = if *removed { "yes" } else { "no" }
        ),
        StoreError::DiskFull { path: p } => tr!(lang, "store-disk-full", path = path(p)),
        StoreError::StillUsed => tr!(lang, "store-still-used"),
        StoreError::NotEmpty { path: p } => tr!(lang, "store-not-empty", path = path(p)),
        StoreError::Invalid { field } => {
            let field = match field {
                Field::PartnerName => "partner-name",
                Field::TournamentName => "tournament-name",
                Field::TimeControl => "time-control",
                Field::TournamentEnd => "tournament-end",
                Field::LeaveEnd => "leave-end",
            };
            tr!(lang, "store-invalid", field = field)
        }
        StoreError::NotADiary { path: p } => tr!(lang, "store-not-a-diary", path = path(p)),
        StoreError::EmptyFile { path: p } => tr!(lang, "store-empty-file", path = path(p)),
        StoreError::Stale => tr!(lang, "store-stale"),
        StoreError::OpenedReadOnly { path: p } => {
            tr!(lang, "store-opened-read-only", path = path(p))
        }
        StoreError::TooLarge { path: p, limit } => tr!(
            lang,
            "store-too-large",
            path = path(p),
            megabytes = limit >> 20
        ),
        StoreError::NotFound(what) => tr!(lang, "store-not-found", what = what.as_str()),
        StoreError::Sqlite(inner) => tr!(lang, "store-sqlite", error = inner.to_string()),
        StoreError::Corrupt(what) => tr!(lang, "store-corrupt", what = what.as_str()),
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&store_error(self, Language::EN))
    }
}

/// "Not saved: …" with the store's reason, in `lang`.
pub fn save_failed(e: &StoreError, lang: Language) -> String {
    format!(
        "{}: {}",
        crate::messages::Text::SaveFailed.get(lang),
        store_error(e, lang)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_the_file_and_what_to_do() {
        let path = std::path::PathBuf::from("/home/u/d.sqlite");
        let rows = [
            (
                StoreError::NotADatabase { path: path.clone() },
                "/home/u/d.sqlite — не дневник ccdiary (это не база SQLite); файл не изменён",
            ),
            (
                StoreError::ReadOnly { path: path.clone() },
                "/home/u/d.sqlite открыт только для чтения, а ccdiary сохраняет каждое изменение сразу. Разрешите запись или скопируйте файл. Файл не изменён",
            ),
            (
                StoreError::Locked { path: path.clone() },
                "/home/u/d.sqlite занят другой программой; закройте другой ccdiary и попробуйте снова",
            ),
            (
                StoreError::NewerVersion {
                    path: path.clone(),
                    found: 9,
                    supported: 2,
                },
                "/home/u/d.sqlite записан более новой версией ccdiary (версия дневника 9, эта программа знает до 2); обновите ccdiary. Файл не изменён",
            ),
            (
                StoreError::Damaged {
                    path: path.clone(),
                    detail: "page 3".into(),
                },
                "/home/u/d.sqlite повреждён (page 3); файл не изменён: сохраните копию и восстановите последнюю резервную",
            ),
        ];
        for (e, want) in rows {
            assert_eq!(store_error(&e, Language::RU), want);
            let en = store_error(&e, Language::EN);
            assert_eq!(en, e.to_string());
            assert!(en.starts_with("/home/u/d.sqlite"), "{en}");
        }
    }

    #[test]
    fn the_sent_move_lock_is_told_for_what_was_refused_47_3_10() {
        for (what, english, russian) in [
            (
                Locked::MoveChanged,
                "a sent move cannot be changed (47.3.10)",
                "отправленный ход изменить нельзя (47.3.10)",
            ),
            (
                Locked::MoveRemoved,
                "a sent move cannot be removed (47.3.10)",
                "отправленный ход нельзя удалить (47.3.10)",
            ),
            (
                Locked::VariantRemoved,
                "a sent variant cannot be removed (47.3.10)",
                "отправленный вариант нельзя удалить (47.3.10)",
            ),
        ] {
            let e = StoreError::SentMoveLocked { what };
            assert_eq!(store_error(&e, Language::RU), russian);
            assert_eq!(store_error(&e, Language::EN), english);
        }
        let full = StoreError::DiskFull {
            path: "/mnt/d.sqlite".into(),
        };
        assert_eq!(
            store_error(&full, Language::RU),
            "диск с /mnt/d.sqlite переполнен; изменение не сохранено. Освободите место и попробуйте снова"
        );
    }
}
