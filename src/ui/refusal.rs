//! Why the window could not do what the player asked, kept typed until it is shown:
//! [`Refusal::told`] is the window's one place to word an error.

use std::path::Path;

use crate::diary::DiaryError;
use crate::domain::date_input::DateInputError;
use crate::messages::{Language, Text, save_failed};

/// What is wrong with what was typed into one field of a form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldProblem {
    /// Not a date, or a day or month that does not exist.
    Date(DateInputError),
    /// Not a whole number.
    NotAWholeNumber,
    /// A whole number below one where at least one is needed.
    NotPositive,
    /// Not a count from 0 to 999.
    NotACount,
    /// No move of the game has this number.
    NoSuchMove,
    /// Nothing chosen where one of a list is needed.
    NotChosen,
    /// Not a whole number from the first to the second.
    OutOfRange(u32, u32),
}

/// A field of a form that does not hold what it should: its label, what was typed and why it
/// is not taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    /// The field's label.
    pub field: Text,
    /// What was typed, trimmed.
    pub typed: String,
    /// What is wrong with it.
    pub problem: FieldProblem,
}

/// Why something the player asked was not done: the diary's refusal, or one of the window's
/// own — a sentence, a field of a form, where it happened.
#[derive(Debug)]
pub enum Refusal {
    /// The diary refused it, or could not do it: the application's one error type.
    Diary(DiaryError),
    /// A sentence of the window's own: no game chosen, no path typed, …
    Said(Text),
    /// A field holds what cannot be read.
    Field(FieldError),
    /// A refusal in a field of a form: the other game's move of a double round, the receipt
    /// number.
    InField(Text, Box<Refusal>),
    /// A scan dropped on a game with no card filed to keep it with.
    ArchiveEmpty,
    /// What went wrong with a file, named by it.
    InFile(String, Box<Refusal>),
    /// The day's backup failed: why, or `None` when it stopped halfway.
    BackupFailed(Option<DiaryError>),
    /// The organiser's start list's file cannot be read.
    ListFile(crate::list_file::ListFileError),
}

impl Refusal {
    /// `e` in the file at `path`.
    pub fn in_file(path: &Path, e: impl Into<Refusal>) -> Refusal {
        Refusal::InFile(path.display().to_string(), Box::new(e.into()))
    }

    /// `e` in the field labelled `field`.
    pub fn in_field(field: Text, e: impl Into<Refusal>) -> Refusal {
        Refusal::InField(field, Box::new(e.into()))
    }

    /// `e` in the file the user knows by `name`.
    pub fn in_named(name: &str, e: impl Into<Refusal>) -> Refusal {
        Refusal::InFile(name.to_owned(), Box::new(e.into()))
    }

    /// The refusal in `lang`: the window's one place to word an error.
    pub fn told(&self, lang: Language) -> String {
        match self {
            Refusal::Diary(DiaryError::Store(e)) => save_failed(e, lang),
            Refusal::Diary(DiaryError::NoGame(_)) => Text::ChooseGame.get(lang).to_owned(),
            // The form's own words, not the command line's (which names --since).
            Refusal::Diary(DiaryError::AddressBefore(current)) => format!(
                "{} {}",
                Text::AddressBefore.get(lang),
                crate::domain::format_date(*current)
            ),
            Refusal::Diary(e) => e.told(lang),
            Refusal::Said(text) => text.get(lang).to_owned(),
            Refusal::Field(e) => e.told(lang),
            Refusal::InField(field, e) => format!("{}: {}", field.get(lang), e.told(lang)),
            Refusal::ArchiveEmpty => crate::messages::Said::ArchiveEmpty.told(lang),
            Refusal::ListFile(e) => e.told(lang),
            Refusal::InFile(file, e) => format!("{file}: {}", e.told(lang)),
            Refusal::BackupFailed(why) => format!(
                "{}: {}",
                Text::BackupFailed.get(lang),
                why.as_ref().map_or_else(
                    || Text::BackupStopped.get(lang).to_owned(),
                    |e| e.told(lang)
                )
            ),
        }
    }
}

impl FieldError {
    /// "Label: «typed» is not a date".
    pub fn told(&self, lang: Language) -> String {
        let text = |t: Text| t.get(lang).to_owned();
        let why = match &self.problem {
            FieldProblem::Date(DateInputError::NotADate(_)) => text(Text::NotADate),
            FieldProblem::Date(DateInputError::NoSuchMonth(_)) => text(Text::NoSuchMonth),
            FieldProblem::Date(DateInputError::NoSuchDay(_)) => text(Text::NoSuchDay),
            FieldProblem::NotAWholeNumber => text(Text::NotAWholeNumber),
            FieldProblem::NotPositive => text(Text::MustBePositive),
            FieldProblem::NotACount => text(Text::NotACount),
            FieldProblem::NoSuchMove => text(Text::NoSuchMove),
            FieldProblem::NotChosen => text(Text::NotChosen),
            FieldProblem::OutOfRange(min, max) => format!("{min}–{max}"),
        };
        crate::tr!(
            lang,
            "field-problem",
            field = self.field.get(lang),
            typed = self.typed.as_str(),
            why = why
        )
    }
}

/// Whatever the diary refuses is the window's refusal as the diary words it.
impl<E: Into<DiaryError>> From<E> for Refusal {
    fn from(e: E) -> Refusal {
        Refusal::Diary(e.into())
    }
}

impl From<Text> for Refusal {
    fn from(text: Text) -> Refusal {
        Refusal::Said(text)
    }
}

impl From<FieldError> for Refusal {
    fn from(e: FieldError) -> Refusal {
        Refusal::Field(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_tells_a_refusal_in_its_own_words_naming_the_field() {
        let d = chrono::NaiveDate::from_ymd_opt(2026, 3, 1).unwrap();
        assert_eq!(
            Refusal::Diary(DiaryError::AddressBefore(d)).told(Language::EN),
            "A new address cannot start before the current one, valid from 01.03.2026"
        );
        let field = FieldError {
            field: Text::StartDate,
            typed: "31.02.2026".into(),
            problem: FieldProblem::Date(DateInputError::NoSuchDay("31.02.2026".into())),
        };
        let told = Refusal::in_file(Path::new("a.pdf"), field).told(Language::EN);
        assert!(told.starts_with("a.pdf: "), "{told}");
        assert!(told.contains("«31.02.2026»"), "{told}");
    }
}
