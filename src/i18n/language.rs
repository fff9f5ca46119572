//! The languages of ccdiary's interface and messages; official forms are always Russian.

/// The interface language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    /// Русский.
    Ru,
    /// English.
    En,
}

impl Language {
    /// Russian, the language of the papers.
    pub const RU: Language = Language::Ru;
    /// English, every language's fallback.
    pub const EN: Language = Language::En;

    /// Both languages, in menu order.
    pub const ALL: [Language; 2] = [Language::Ru, Language::En];

    /// The language's own name, as the menu shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::Ru => "Русский",
            Language::En => "English",
        }
    }

    /// The stable code used in settings.
    pub fn code(self) -> &'static str {
        match self {
            Language::Ru => "ru",
            Language::En => "en",
        }
    }

    /// Reads a settings code or a locale such as `ru_RU.UTF-8`.
    pub fn from_code(code: &str) -> Option<Language> {
        let c = code.trim().to_ascii_lowercase();
        if c.starts_with("ru") {
            Some(Language::Ru)
        } else if c.starts_with("en") {
            Some(Language::En)
        } else {
            None
        }
    }

    /// The system's language: the first of the user's preferred locales that ccdiary speaks —
    /// the user's settings on Windows and macOS, which set no `LANG` for a desktop program;
    /// `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` on Linux —, English if none is.
    pub fn from_system() -> Language {
        Language::from_locales(sys_locale::get_locales())
    }

    /// The first of `locales` (most preferred first, `ru-RU` or `ru_RU.UTF-8`) that ccdiary
    /// speaks; English if none is.
    pub fn from_locales(locales: impl IntoIterator<Item = impl AsRef<str>>) -> Language {
        locales
            .into_iter()
            .find_map(|l| Language::from_code(l.as_ref()))
            .unwrap_or(Language::En)
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
        super::bundles::loader(self.code())
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
}

#[cfg(test)]
mod tests {
    use super::{Language, Noun};

    #[test]
    fn english_counts_have_a_singular_and_a_plural() {
        let en = |n: i64, noun| Language::En.count(n, noun);
        assert_eq!(en(1, Noun::Day), "1 day");
        assert_eq!(en(0, Noun::Day), "0 days");
        assert_eq!(en(2, Noun::Day), "2 days");
        assert_eq!(en(21, Noun::Day), "21 days");
        assert_eq!(en(1, Noun::Game), "1 game");
        assert_eq!(en(3, Noun::Move), "3 moves");
        assert_eq!(en(-1, Noun::Day), "-1 day");
    }

    #[test]
    fn russian_counts_have_three_forms() {
        let ru = |n: i64| Language::Ru.count(n, Noun::Day);
        for (n, form) in [
            (0, "дней"),
            (1, "день"),
            (2, "дня"),
            (4, "дня"),
            (5, "дней"),
            (11, "дней"),
            (12, "дней"),
            (14, "дней"),
            (20, "дней"),
            (21, "день"),
            (22, "дня"),
            (25, "дней"),
            (101, "день"),
            (111, "дней"),
            (112, "дней"),
            (122, "дня"),
        ] {
            assert_eq!(ru(n), format!("{n} {form}"));
        }
        assert_eq!(Language::Ru.count(1, Noun::Game), "1 партия");
        assert_eq!(Language::Ru.count(3, Noun::Game), "3 партии");
        assert_eq!(Language::Ru.count(7, Noun::Game), "7 партий");
        assert_eq!(Language::Ru.count(2, Noun::Move), "2 хода");
    }

    #[test]
    fn days_left_agrees_with_its_number() {
        assert_eq!(Language::En.days_left(1), "1 day left");
        assert_eq!(Language::En.days_left(30), "30 days left");
        assert_eq!(Language::Ru.days_left(1), "остался 1 день");
        assert_eq!(Language::Ru.days_left(21), "остался 21 день");
        assert_eq!(Language::Ru.days_left(3), "осталось 3 дня");
        assert_eq!(Language::Ru.days_left(5), "осталось 5 дней");
        assert_eq!(Language::En.days_left(-59), "59 days overdue");
        assert_eq!(Language::En.days_left(-1), "1 day overdue");
        assert_eq!(Language::Ru.days_left(-59), "просрочено на 59 дней");
        assert_eq!(Language::Ru.days_left(-21), "просрочено на 21 день");
        assert_eq!(Language::Ru.days_left(-22), "просрочено на 22 дня");
    }
}
