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
        p.ends_with("domain/notation/long.rs") || p.ends_with("domain/partner_message.rs")
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

#[test]
fn each_layer_imports_only_those_below_it() {
    let rules: [(&str, &[&str]); 4] = [
        (
            "src/domain",
            &[
                "crate::storage",
                "crate::documents",
                "crate::ui",
                "crate::cli",
                "crate::messages",
            ],
        ),
        (
            "src/storage",
            &[
                "crate::documents",
                "crate::ui",
                "crate::cli",
                "crate::messages",
            ],
        ),
        (
            "src/documents",
            &["crate::storage", "crate::ui", "crate::cli"],
        ),
        ("src/cli", &["crate::ui"]),
    ];
    for (dir, forbidden) in rules {
        let found = offending(&[dir], |_, l| forbidden.iter().any(|f| l.contains(f)));
        assert!(
            found.is_empty(),
            "{dir} reaches above its layer:\n{}",
            found.join("\n")
        );
    }
}
