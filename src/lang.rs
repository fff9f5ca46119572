//! The two languages of ccdiary's interface and messages; official forms are always Russian.

/// The interface language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    /// Русский.
    Ru,
    /// English.
    En,
}

impl Language {
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

    /// The language of the system locale (LC_ALL, LC_MESSAGES, LANG), English if it is neither.
    pub fn from_locale_vars(var: impl Fn(&str) -> Option<String>) -> Language {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(|name| var(name).filter(|v| !v.is_empty()))
            .find_map(|v| Language::from_code(&v).or(Some(Language::En)))
            .unwrap_or(Language::En)
    }
}
