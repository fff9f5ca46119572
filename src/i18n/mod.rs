//! The languages ccdiary speaks: every sentence is a Fluent message in `i18n/LANG/ccdiary.ftl`
//! (embedded in the binary; a translator adds a language as one more folder, or tries one
//! without building through `CCDIARY_TRANSLATIONS`), said by [`tr!`](crate::tr) with named
//! arguments that `fl!` checks against the English file at compile time. Plurals are Fluent's
//! (CLDR's `one`, `few`, `many`); the partner is a [`Person`] whose name a message declines
//! (`INSTRUMENTAL($partner)`) and whose gender it selects on (`GENDER($partner)`).
//!
//! This module sits below `documents` and `messages`: the papers count and decline with it.

mod bundles;
mod language;
mod names;
#[cfg(test)]
mod tests;

pub use bundles::TRANSLATIONS_VAR;
pub use language::{Language, Noun};
pub use names::{Case, Person, declined};

/// A message of `lang` by its Fluent id, with its named arguments: `tr!(lang, "days-left",
/// n = 3)`. The id and the arguments are checked against `i18n/en/ccdiary.ftl` when compiling.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:literal $(, $key:ident = $value:expr)* $(,)?) => {
        ::i18n_embed_fl::fl!($crate::i18n::Language::loader($lang), $id $(, $key = ($value))*)
    };
}
