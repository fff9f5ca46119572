//! The diary's errors in the user's language: what happened, why, and what to do.

use super::i18n::Language;
use crate::storage::StoreError;

/// A store error as the user reads it.
pub fn store_error(e: &StoreError, lang: Language) -> String {
    if lang == Language::En {
        return e.to_string();
    }
    match e {
        StoreError::NotADatabase { path } => format!(
            "{} — не дневник ccdiary (это не база SQLite); файл не изменён",
            path.display()
        ),
        StoreError::Damaged { path, detail } => format!(
            "{} повреждён ({detail}); файл не изменён: сохраните копию и восстановите последнюю резервную",
            path.display()
        ),
        StoreError::NewerVersion {
            path,
            found,
            supported,
        } => format!(
            "{} записан более новой версией ccdiary (версия дневника {found}, эта программа знает до {supported}); обновите ccdiary. Файл не изменён",
            path.display()
        ),
        StoreError::ReadOnly { path } => format!(
            "{} открыт только для чтения, а ccdiary сохраняет каждое изменение сразу. Разрешите запись или скопируйте файл. Файл не изменён",
            path.display()
        ),
        StoreError::Locked { path } => format!(
            "{} занят другой программой; закройте другой ccdiary и попробуйте снова",
            path.display()
        ),
        StoreError::Io { path, source } => {
            format!("не удаётся использовать {}: {source}", path.display())
        }
        StoreError::Refused(m) if m.contains("47.3.10") && m.contains("removed") => {
            "отправленный ход нельзя удалить (47.3.10)".to_owned()
        }
        StoreError::Refused(m) if m.contains("47.3.10") => {
            "отправленный ход или вариант изменить нельзя (47.3.10)".to_owned()
        }
        StoreError::Refused(m) if m.contains("disk") => {
            "диск переполнен; изменение не сохранено. Освободите место и попробуйте снова"
                .to_owned()
        }
        StoreError::Refused(m) => format!("отказано: {m}"),
        StoreError::NotFound(what) => format!("в дневнике нет: {what}"),
        StoreError::Sqlite(inner) => format!("ошибка базы дневника: {inner}"),
        StoreError::Corrupt(what) => format!("в дневнике нечитаемое значение: {what}"),
    }
}

/// "Not saved: …" with the store's reason, in `lang`.
pub fn save_failed(e: &StoreError, lang: Language) -> String {
    format!(
        "{}: {}",
        super::i18n::Text::SaveFailed.get(lang),
        store_error(e, lang)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn russian_messages_name_the_file_and_what_to_do() {
        let path = std::path::PathBuf::from("/home/u/d.sqlite");
        let rows = [
            (
                StoreError::NotADatabase { path: path.clone() },
                "не дневник",
            ),
            (
                StoreError::ReadOnly { path: path.clone() },
                "только для чтения",
            ),
            (
                StoreError::Locked { path: path.clone() },
                "занят другой программой",
            ),
            (
                StoreError::NewerVersion {
                    path: path.clone(),
                    found: 9,
                    supported: 2,
                },
                "обновите ccdiary",
            ),
            (
                StoreError::Refused("a sent move cannot be changed (47.3.10)".into()),
                "изменить нельзя (47.3.10)",
            ),
        ];
        for (e, want) in rows {
            let text = store_error(&e, Language::Ru);
            assert!(text.contains(want), "{text}");
            assert!(!store_error(&e, Language::En).is_empty());
        }
    }
}
