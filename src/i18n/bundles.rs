//! The Fluent bundles: one loader per language, the English file as every language's fallback,
//! Unicode isolation marks off (the texts go to a terminal, a CSV, a PDF and egui, none of which
//! wants them), and the functions the messages call to decline a name.

use std::borrow::Cow;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{LazyLock, RwLock};

use i18n_embed::fluent::FluentLanguageLoader;
use i18n_embed::{I18nAssets, LanguageLoader};
use rust_embed::RustEmbed;
use unic_langid::LanguageIdentifier;

/// An environment variable naming a folder of translations (`LANG/ccdiary.ftl`) read besides the
/// embedded ones, message by message before them: a translator tries a new or corrected
/// language without building ccdiary.
pub const TRANSLATIONS_VAR: &str = "CCDIARY_TRANSLATIONS";

/// The file of each language's messages, inside its folder.
const FILE: &str = "ccdiary.ftl";

#[derive(RustEmbed)]
#[folder = "i18n/"]
struct Embedded;

/// The embedded translations and those of [`TRANSLATIONS_VAR`], the latter first.
struct Assets {
    folder: Option<PathBuf>,
}

impl Assets {
    fn from_env() -> Assets {
        Assets {
            folder: std::env::var_os(TRANSLATIONS_VAR).map(PathBuf::from),
        }
    }
}

impl I18nAssets for Assets {
    fn get_files(&self, file_path: &str) -> Vec<Cow<'_, [u8]>> {
        let own = self
            .folder
            .as_ref()
            .and_then(|f| std::fs::read(f.join(file_path)).ok())
            .map(Cow::Owned);
        let embedded = Embedded::get(file_path).map(|f| f.data);
        own.into_iter().chain(embedded).collect()
    }

    fn filenames_iter(&self) -> Box<dyn Iterator<Item = String> + '_> {
        let own = self.folder.iter().flat_map(|f| {
            std::fs::read_dir(f)
                .into_iter()
                .flatten()
                .flatten()
                .filter(|e| e.path().join(FILE).is_file())
                .map(|e| format!("{}/{FILE}", e.file_name().to_string_lossy()))
        });
        Box::new(own.chain(Embedded::iter().map(|f| f.into_owned())))
    }
}

/// The loader of each language asked for, by code.
type Loaders = HashMap<&'static str, &'static FluentLanguageLoader>;

static LOADERS: LazyLock<RwLock<Loaders>> = LazyLock::new(Default::default);

/// The codes of the languages there are messages for ("en", "ru", …), sorted; read once.
pub(super) fn codes() -> Vec<&'static str> {
    static CODES: LazyLock<Vec<&'static str>> = LazyLock::new(read_codes);
    CODES.clone()
}

fn read_codes() -> Vec<&'static str> {
    let mut codes: Vec<String> = Assets::from_env()
        .filenames_iter()
        .filter_map(|f| f.strip_suffix(&format!("/{FILE}")).map(str::to_owned))
        .filter(|c| c.parse::<LanguageIdentifier>().is_ok())
        .collect();
    codes.sort();
    codes.dedup();
    // Read once: each code lives as long as the program.
    codes
        .into_iter()
        .map(|c| &*Box::leak(c.into_boxed_str()))
        .collect()
}

/// The loader of `code`'s messages, loaded at its first use; English where it has none.
pub(super) fn loader(code: &'static str) -> &'static FluentLanguageLoader {
    if let Some(l) = LOADERS.read().unwrap_or_else(|e| e.into_inner()).get(code) {
        return l;
    }
    let mut loaders = LOADERS.write().unwrap_or_else(|e| e.into_inner());
    loaders
        .entry(code)
        .or_insert_with(|| Box::leak(Box::new(load(code))))
}

fn load(code: &str) -> FluentLanguageLoader {
    let english: LanguageIdentifier = "en".parse().unwrap_or_default();
    let loader = FluentLanguageLoader::new("ccdiary", english.clone());
    let wanted = code.parse().unwrap_or(english);
    if let Err(e) = loader.load_languages(&Assets::from_env(), &[wanted]) {
        log::error!("the messages of {code} cannot be loaded: {e}");
    }
    loader.set_use_isolating(false);
    loader.with_bundles_mut(super::names::add_functions);
    loader
}

/// A message without arguments of language `code`, formatted once and kept: the window asks for
/// hundreds each frame.
pub(super) fn kept(
    code: &'static str,
    id: &'static str,
    format: impl FnOnce() -> String,
) -> &'static str {
    static KEPT: LazyLock<RwLock<HashMap<(&'static str, &'static str), &'static str>>> =
        LazyLock::new(Default::default);
    if let Some(t) = KEPT
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(&(code, id))
    {
        return t;
    }
    let mut kept = KEPT.write().unwrap_or_else(|e| e.into_inner());
    kept.entry((code, id))
        .or_insert_with(|| Box::leak(format().into_boxed_str()))
}
