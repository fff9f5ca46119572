//! The languages of ccdiary's interface and messages; official forms are always Russian.

/// A language ccdiary speaks: one with a folder of messages, `i18n/CODE/ccdiary.ftl`,
/// embedded or in [`TRANSLATIONS_VAR`](super::TRANSLATIONS_VAR)'s folder. Another language is
/// another folder: no Rust names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Language(&'static str);

impl Language {
    /// Russian, the language of the papers.
    pub const RU: Language = Language("ru");
    /// English, every language's fallback.
    pub const EN: Language = Language("en");

    /// Every language there are messages for, by code ("en", "ru", …).
    pub fn all() -> Vec<Language> {
        super::bundles::codes().into_iter().map(Language).collect()
    }

    /// The language's own name, as the menu shows it ("Русский", "English").
    pub fn native_name(self) -> &'static str {
        self.kept("language-name", || crate::tr!(self, "language-name"))
    }

    /// The message `id`, which has no arguments, formatted by `format` at its first use in this
    /// language and kept.
    pub fn kept(self, id: &'static str, format: impl FnOnce() -> String) -> &'static str {
        super::bundles::kept(self.0, id, format)
    }

    /// The stable code used in settings.
    pub fn code(self) -> &'static str {
        self.0
    }

    /// The language of a settings code or a locale such as `ru_RU.UTF-8`, `ru-RU` or `en`,
    /// when there are messages for it.
    pub fn from_code(code: &str) -> Option<Language> {
        let primary = code
            .trim()
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Language::all().into_iter().find(|l| l.0 == primary)
    }

    /// The system's language: the first of the user's preferred locales that ccdiary
    /// speaks — the user's settings on Windows and macOS, which set no `LANG` for a desktop
    /// program; `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` on Linux —, English if none is.
    pub fn from_system() -> Language {
        Language::from_locales(sys_locale::get_locales())
    }

    /// The first of `locales` (most preferred first, `ru-RU` or `ru_RU.UTF-8`) that ccdiary
    /// speaks; English if none is.
    pub fn from_locales(locales: impl IntoIterator<Item = impl AsRef<str>>) -> Language {
        locales
            .into_iter()
            .find_map(|l| Language::from_code(l.as_ref()))
            .unwrap_or(Language::EN)
    }
}

/// A noun that is counted in messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Noun {
    /// A day of thinking time, leave or delay.
    Day,
    /// A game.
    Game,
    /// A move.
    Move,
}

impl Language {
    /// The loader of this language's messages, which [`tr!`](crate::tr) asks.
    pub fn loader(self) -> &'static i18n_embed::fluent::FluentLanguageLoader {
        super::bundles::loader(self.0)
    }

    /// `n` with `noun` in the form that number needs: "1 day", "2 days"; "1 день", "3 дня", "5 дней".
    pub fn count(self, n: impl TryInto<i64>, noun: Noun) -> String {
        let n = n.try_into().unwrap_or(i64::MAX);
        match noun {
            Noun::Day => crate::tr!(self, "count-days", n = n),
            Noun::Game => crate::tr!(self, "count-games", n = n),
            Noun::Move => crate::tr!(self, "count-moves", n = n),
        }
    }

    /// "1 day left", "5 days left"; "остался 1 день", "осталось 3 дня"; below zero, the days
    /// overdue: "59 days overdue", «просрочено на 59 дней».
    pub fn days_left(self, n: impl TryInto<i64>) -> String {
        let n = n.try_into().unwrap_or(i64::MAX);
        if n < 0 {
            crate::tr!(self, "days-overdue", n = -n)
        } else {
            crate::tr!(self, "days-left", n = n)
        }
    }

    /// The days left as a list's column says them: "6 d", "6 d overdue"; «6 дн.», «просрочено
    /// 6 дн.».
    pub fn days_left_short(self, n: impl TryInto<i64>) -> String {
        let n = n.try_into().unwrap_or(i64::MAX);
        let overdue = if n < 0 { "yes" } else { "no" };
        crate::tr!(self, "days-left-short", n = n.abs(), overdue = overdue)
    }
}
