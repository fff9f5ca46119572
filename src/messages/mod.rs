//! Every text ccdiary says to its user, in both languages, keyed by the value it tells: the
//! window's words (`window.rs`), the reasons behind computed numbers (`reasons.rs`), and why
//! something was refused (`refusals.rs`, `store.rs`). The domain and the store keep values;
//! this module turns them into sentences. Official forms are Russian whatever the language and
//! keep their wording in `documents`.

/// The English message of an error whose `told` gives every language, as its `Display` (for
/// `?` and logs), and its `Error`.
macro_rules! english {
    ($($t:ty),* $(,)?) => {$(
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.told(crate::i18n::Language::EN))
            }
        }
        impl std::error::Error for $t {}
    )*};
}
pub(crate) use english;

mod analysis;
mod arbiter;
mod archive;
mod cli;
mod declarations;
mod diary;
mod files;
mod reasons;
mod reconciling;
mod refusals;
mod rules;
mod start_list;
mod store;
mod today;
mod window;

pub use crate::i18n::{Case, Language, Noun, Person, declined};
pub use analysis::{AnalysisDone, analysis_told};
pub use arbiter::{
    access_restored, arbiter_history, decision_recorded, notice_told, notices_sent,
    protest_recorded, report_sent, told_whom,
};
pub use archive::card_told;
pub use cli::Said;
pub use declarations::ended_told;
pub use diary::postmark_counts;
pub use reconciling::{DifferenceTold, difference_told};
pub use rules::RULES;
pub use start_list::list_problems_told;
pub use store::{save_failed, store_error};
pub use today::{action_text, first_moves_text, today_text};
pub use window::{Text, notation_name};

/// A path as a message shows it, whole.
pub(crate) fn shown(path: &std::path::Path) -> String {
    path.display().to_string()
}

/// A file as the user and the papers name it: its name without the folders, else the whole
/// path.
pub fn file_name(path: &std::path::Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

impl crate::domain::deadlines::GameName {
    /// The game's partner, for a message to decline and to speak of as he or she.
    pub fn person(&self) -> Person {
        Person::new(&self.partner, self.gender)
    }
}

impl crate::domain::GameSummary {
    /// The game's partner, for a message to decline and to speak of as he or she.
    pub fn person(&self) -> Person {
        Person::new(&self.partner, self.gender)
    }
}
