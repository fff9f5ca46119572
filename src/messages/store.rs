//! The diary's errors in the user's language: what happened, why, and what to do.

use std::fmt;

use super::Language;
use crate::storage::{Field, Locked, StoreError};

/// A store error as the user reads it.
pub fn store_error(e: &StoreError, lang: Language) -> String {
    match lang {
        Language::En => english(e),
        Language::Ru => russian(e),
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&english(self))
    }
}

fn english(e: &StoreError) -> String {
    match e {
        StoreError::NotADatabase { path } => format!(
            "{} is not a ccdiary diary (it is not an SQLite database); the file was left untouched",
            path.display()
        ),
        StoreError::Damaged { path, detail } => format!(
            "{} is damaged ({detail}); the file was left untouched: keep a copy and restore your latest backup",
            path.display()
        ),
        StoreError::NewerVersion {
            path,
            found,
            supported,
        } => format!(
            "{} was written by a newer ccdiary (diary version {found}, this program knows up to {supported}); update ccdiary to open it. The file was left untouched",
            path.display()
        ),
        StoreError::ReadOnly { path } => format!(
            "{} is read-only; ccdiary needs to write every change at once. Make it writable or copy it elsewhere. The file was left untouched",
            path.display()
        ),
        StoreError::Locked { path } => format!(
            "{} is in use by another program (it holds a lock); close the other ccdiary and try again",
            path.display()
        ),
        StoreError::Io { path, source } => format!("cannot use {}: {source}", path.display()),
        StoreError::SentMoveLocked { what } => match what {
            Locked::MoveChanged => "a sent move cannot be changed (47.3.10)",
            Locked::MoveRemoved => "a sent move cannot be removed (47.3.10)",
            Locked::VariantChanged => "a sent variant cannot be changed (47.3.10)",
            Locked::VariantRemoved => "a sent variant cannot be removed (47.3.10)",
        }
        .to_owned(),
        StoreError::AnsweredMoveLocked { removed } => format!(
            "a move already answered cannot be {}",
            if *removed { "removed" } else { "changed" }
        ),
        StoreError::DiskFull { path } => format!(
            "the disk holding {} is full, so nothing was changed. Free some space and try again",
            path.display()
        ),
        StoreError::StillUsed => {
            "it is in use now (a move, a penalty, a card or a game refers to it), so it is kept"
                .to_owned()
        }
        StoreError::NotEmpty { path } => format!(
            "{} already holds games and was left as it is: replacing it must be asked for (--replace), and backs it up first",
            path.display()
        ),
        StoreError::Invalid { field } => match field {
            Field::PartnerName => "a partner needs a name",
            Field::TournamentName => "a tournament needs a code or a name",
            Field::TimeControl => "the time control needs at least one day and one move",
            Field::TournamentEnd => "the tournament ends before it starts",
            Field::LeaveEnd => "a leave cannot end before it begins",
        }
        .to_owned(),
        StoreError::NotADiary { path } => format!(
            "{} is not a ccdiary diary (it is another program's database); the file was left untouched",
            path.display()
        ),
        StoreError::EmptyFile { path } => format!(
            "{} is an empty file, not a diary; the file was left untouched. Name another file, or remove this one to start a new diary there",
            path.display()
        ),
        StoreError::Stale => {
            "the game changed in another program or window meanwhile, so nothing was saved: look at it as it is now and try again".to_owned()
        }
        StoreError::OpenedReadOnly { path } => format!(
            "{} is open in another ccdiary window, so this one only reads it: make the change there, or close that window and open the diary again here",
            path.display()
        ),
        StoreError::TooLarge { path, limit } => format!(
            "{} holds a diary larger than {} MB, more than any diary of correspondence games; nothing was imported",
            path.display(),
            limit >> 20
        ),
        StoreError::NotFound(what) => format!("{what} not found in the diary"),
        StoreError::Sqlite(inner) => format!("diary database error: {inner}"),
        StoreError::Corrupt(what) => format!("the diary holds an unreadable value: {what}"),
    }
}

fn russian(e: &StoreError) -> String {
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
        StoreError::SentMoveLocked { what } => match what {
            Locked::MoveChanged => "отправленный ход изменить нельзя (47.3.10)",
            Locked::MoveRemoved => "отправленный ход нельзя удалить (47.3.10)",
            Locked::VariantChanged => "отправленный вариант изменить нельзя (47.3.10)",
            Locked::VariantRemoved => "отправленный вариант нельзя удалить (47.3.10)",
        }
        .to_owned(),
        StoreError::AnsweredMoveLocked { .. } => {
            "на этот ход уже дан ответ: изменить или удалить его нельзя".to_owned()
        }
        StoreError::DiskFull { path } => format!(
            "диск с {} переполнен; изменение не сохранено. Освободите место и попробуйте снова",
            path.display()
        ),
        StoreError::StillUsed => {
            "на это уже есть записи (ход, штраф, карточка или партия), поэтому оно сохранено"
                .to_owned()
        }
        StoreError::NotEmpty { path } => format!(
            "в {} уже есть партии, он не изменён: заменить его можно только явно (--replace), и сначала он будет сохранён в копию",
            path.display()
        ),
        StoreError::Invalid { field, .. } => match field {
            Field::PartnerName => "у партнёра должны быть фамилия и имя",
            Field::TournamentName => "у турнира должен быть код или название",
            Field::TimeControl => "в контроле времени нужен хотя бы один день и один ход",
            Field::TournamentEnd => "турнир кончается раньше, чем начинается",
            Field::LeaveEnd => "перерыв кончается раньше, чем начинается",
        }
        .to_owned(),
        StoreError::NotADiary { path } => format!(
            "{} — не дневник ccdiary (это база другой программы); файл не изменён",
            path.display()
        ),
        StoreError::EmptyFile { path } => format!(
            "{} — пустой файл, а не дневник; файл не изменён. Укажите другой файл или удалите этот, чтобы начать в нём новый дневник",
            path.display()
        ),
        StoreError::Stale => {
            "партию тем временем изменили в другой программе или окне, поэтому ничего не сохранено: посмотрите, какая она сейчас, и попробуйте снова".to_owned()
        }
        StoreError::OpenedReadOnly { path } => format!(
            "{} открыт в другом окне ccdiary, поэтому здесь он только для чтения: внесите изменение там или закройте то окно и откройте дневник здесь снова",
            path.display()
        ),
        StoreError::TooLarge { path, limit } => format!(
            "в {} дневник больше {} МБ — больше, чем бывает дневник заочных партий; ничего не импортировано",
            path.display(),
            limit >> 20
        ),
        StoreError::NotFound(what) => format!("в дневнике нет: {what}"),
        StoreError::Sqlite(inner) => format!("ошибка базы дневника: {inner}"),
        StoreError::Corrupt(what) => format!("в дневнике нечитаемое значение: {what}"),
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
            assert_eq!(store_error(&e, Language::Ru), want);
            let en = store_error(&e, Language::En);
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
            assert_eq!(store_error(&e, Language::Ru), russian);
            assert_eq!(store_error(&e, Language::En), english);
        }
        let full = StoreError::DiskFull {
            path: "/mnt/d.sqlite".into(),
        };
        assert_eq!(
            store_error(&full, Language::Ru),
            "диск с /mnt/d.sqlite переполнен; изменение не сохранено. Освободите место и попробуйте снова"
        );
    }
}
