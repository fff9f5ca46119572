//! The layers keep to their homes (docs/architecture.md): the domain and the store hold values,
//! not sentences; each layer imports only those below it.

use std::fs;
use std::path::{Path, PathBuf};

fn sources(dir: &str) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join(dir), &mut out);
    assert!(!out.is_empty(), "no sources under {dir}");
    out
}

/// A file's code lines with their numbers: comments and test modules left out.
fn code_lines(path: &Path) -> Vec<(usize, String)> {
    let test_file = path.components().any(|c| c.as_os_str() == "tests")
        || path
            .file_name()
            .is_some_and(|n| n == "tests.rs" || n == "test_support.rs");
    if test_file {
        return Vec::new();
    }
    fs::read_to_string(path)
        .unwrap()
        .lines()
        .enumerate()
        .take_while(|(_, l)| l.trim() != "#[cfg(test)]")
        .filter(|(_, l)| !l.trim_start().starts_with("//"))
        .map(|(i, l)| (i + 1, l.to_owned()))
        .collect()
}

fn offending(dirs: &[&str], bad: impl Fn(&Path, &str) -> bool) -> Vec<String> {
    let mut found = Vec::new();
    for p in dirs.iter().flat_map(|d| sources(d)) {
        for (n, l) in code_lines(&p) {
            if bad(&p, &l) {
                found.push(format!("{}:{n}: {}", p.display(), l.trim()));
            }
        }
    }
    found
}

#[test]
fn the_domain_and_the_store_hold_no_russian_text() {
    let cyrillic = |c: char| ('\u{400}'..='\u{4ff}').contains(&c);
    // Russian piece letters and look-alike letters are long algebraic notation (47.3.2), read
    // and written by the notation itself: values, not messages.
    // So are the words that head the lines of the partner's e-mail message («Мой ход»,
    // «Дата отправления»): read, not said.
    let notation = |p: &Path| {
        p.ends_with("domain/notation/long.rs")
            || p.components().any(|c| c.as_os_str() == "partner_message")
    };
    let found = offending(&["src/domain", "src/storage"], |p, l| {
        !notation(p) && l.chars().any(cyrillic)
    });
    assert!(
        found.is_empty(),
        "messages belong in src/messages:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_window_and_the_command_line_say_nothing_of_their_own() {
    // A Russian word: two lowercase Cyrillic letters in a row. A move in an example ("Кg1-f3")
    // is notation, not a word.
    let word = |l: &str| {
        let lower: Vec<bool> = l
            .chars()
            .map(|c| ('а'..='я').contains(&c) || c == 'ё')
            .collect();
        lower.windows(2).any(|w| w[0] && w[1])
    };
    let found = offending(&["src/ui", "src/cli"], |_, l| word(l));
    assert!(
        found.is_empty(),
        "texts belong in src/messages:\n{}",
        found.join("\n")
    );
}

/// Every path a file names from the crate's root: each `use` tree expanded
/// (`use crate::{storage, domain::card::{A, B}}` names `crate::storage`, `crate::domain::card::A`
/// and `crate::domain::card::B`), and each `crate::…` path written in the code.
fn crate_paths(path: &Path) -> Vec<(usize, String)> {
    let lines = code_lines(path);
    let mut found = Vec::new();
    let mut statement: Option<(usize, String)> = None;
    for (n, line) in &lines {
        let code = line.split("//").next().unwrap_or_default();
        let trimmed = code.trim_start();
        let starts_use = ["use ", "pub use ", "pub(crate) use ", "pub(super) use "]
            .iter()
            .any(|u| trimmed.starts_with(u));
        match &mut statement {
            Some((_, text)) => text.push_str(code),
            None if starts_use => statement = Some((*n, code.to_owned())),
            None => found.extend(inline_paths(code).into_iter().map(|p| (*n, p))),
        }
        if let Some((first, text)) = statement.take_if(|(_, t)| t.contains(';')) {
            let tree = text.split_once("use ").map_or("", |(_, t)| t);
            let tree = tree.split(';').next().unwrap_or_default();
            let tree: String = tree.chars().filter(|c| !c.is_whitespace()).collect();
            found.extend(expand(&tree).into_iter().map(|p| (first, p)));
        }
    }
    found
}

/// The paths a use tree names: `a::{b, c::{d, e}}` is `a::b`, `a::c::d`, `a::c::e`.
fn expand(tree: &str) -> Vec<String> {
    let Some(open) = tree.find('{') else {
        return vec![tree.split(" as ").next().unwrap_or(tree).to_owned()];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .flat_map(|p| expand(p).into_iter().map(move |e| format!("{prefix}{e}")))
        .collect()
}

/// The `crate::…` paths written in a line of code.
fn inline_paths(code: &str) -> Vec<String> {
    let word = |c: char| c.is_alphanumeric() || c == '_' || c == ':';
    code.match_indices("crate::")
        .filter(|(i, _)| !code[..*i].ends_with(|c: char| c.is_alphanumeric() || c == '_'))
        .map(|(i, _)| code[i..].chars().take_while(|c| word(*c)).collect())
        .collect()
}

/// Whether `path` is `module` or inside it.
fn within(path: &str, module: &str) -> bool {
    let path = path.trim_end_matches("::");
    path == module || path.starts_with(&format!("{module}::"))
}

#[test]
fn use_trees_are_read_as_the_compiler_reads_them() {
    assert_eq!(
        expand("crate::{storage,domain::card::{A,B}}"),
        [
            "crate::storage",
            "crate::domain::card::A",
            "crate::domain::card::B"
        ]
    );
    assert_eq!(
        inline_paths("let s = crate::storage::Store::open(p); // crate::ui"),
        ["crate::storage::Store::open", "crate::ui"]
    );
    assert!(within(
        "crate::domain::card::HisCard",
        "crate::domain::card"
    ));
    assert!(!within("crate::domain::cards", "crate::domain::card"));
}

const SERVICES: [&str; 9] = [
    "src/printing.rs",
    "src/pgn",
    "src/backups.rs",
    "src/calendar.rs",
    "src/reconciling.rs",
    "src/scanning.rs",
    "src/engine",
    "src/mail.rs",
    "src/archive.rs",
];

/// The files of a layer: a folder's sources, or one file.
fn layer_files(dir: &str) -> Vec<PathBuf> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    if path.is_file() {
        vec![path]
    } else {
        sources(dir)
    }
}

#[test]
fn each_layer_imports_only_those_below_it() {
    const UP: [&str; 3] = ["crate::ui", "crate::cli", "crate::diary"];
    let mut rules: Vec<(&str, Vec<&str>)> = vec![
        (
            "src/domain",
            [
                &UP[..],
                &["crate::storage", "crate::documents", "crate::messages"],
            ]
            .concat(),
        ),
        (
            "src/storage",
            [&UP[..], &["crate::documents", "crate::messages"]].concat(),
        ),
        ("src/documents", [&UP[..], &["crate::storage"]].concat()),
        // The application layer tells nothing: its errors are values the interfaces tell.
        (
            "src/diary",
            vec!["crate::ui", "crate::cli", "crate::messages"],
        ),
        ("src/messages", vec!["crate::ui", "crate::cli"]),
        // The interfaces change the diary through its one door, and read it there.
        (
            "src/cli",
            vec![
                "crate::ui",
                "crate::storage",
                "crate::diary::Store",
                "crate::domain::card",
            ],
        ),
        (
            "src/ui",
            vec![
                "crate::cli",
                "crate::storage",
                "crate::diary::Store",
                "crate::domain::card",
            ],
        ),
    ];
    rules.extend(SERVICES.iter().map(|s| (*s, UP.to_vec())));
    for (dir, forbidden) in rules {
        let found: Vec<String> = layer_files(dir)
            .iter()
            .flat_map(|p| {
                crate_paths(p)
                    .into_iter()
                    .filter(|(_, path)| forbidden.iter().any(|f| within(path, f)))
                    .map(move |(n, path)| format!("{}:{n}: {path}", p.display()))
            })
            .collect();
        assert!(
            found.is_empty(),
            "{dir} reaches above its layer:\n{}",
            found.join("\n")
        );
    }
}

/// Two words of a sentence in a row inside a string literal of `line`: "is not".
fn english_sentence(line: &str) -> bool {
    let word = |w: &str| w.len() > 1 && w.chars().all(|c| c.is_ascii_lowercase());
    line.split('"').skip(1).step_by(2).any(|literal| {
        let words: Vec<&str> = literal.split(' ').collect();
        words.windows(2).any(|w| word(w[0]) && word(w[1]))
    })
}

#[test]
fn the_messages_module_keeps_no_sentence_of_its_own() {
    // Every sentence is a Fluent message of i18n/LANG/ccdiary.ftl, which a translator edits;
    // src/messages chooses the message and gives its arguments.
    let cyrillic = |c: char| ('\u{400}'..='\u{4ff}').contains(&c);
    let found = offending(&["src/messages"], |_, l| {
        l.chars().any(cyrillic) || english_sentence(l)
    });
    assert!(
        found.is_empty(),
        "sentences belong in i18n/LANG/ccdiary.ftl:\n{}",
        found.join("\n")
    );
}
