//! The layers keep to their homes (docs/architecture.md): the domain and the store hold values,
//! not sentences; each layer imports only those below it, by any path — a `pub use` of a lower
//! layer's item is followed to where it comes from.

use std::collections::{HashMap, HashSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A source file: its path from the crate's folder (`src/diary/mod.rs`) and its text.
type Source = (String, String);

/// A file's code lines, each with its number.
type Lines = Vec<(usize, String)>;

/// Every `.rs` file under `src`, read.
fn sources() -> Vec<Source> {
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
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    walk(&root.join("src"), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let rel = p
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (rel, fs::read_to_string(&p).unwrap())
        })
        .collect()
}

/// The module a file is: `src/diary/mod.rs` is `crate::diary`, `src/ui/app/moves.rs` is
/// `crate::ui::app::moves`; `src/lib.rs` and `src/main.rs` are the crate's root.
fn module_of(file: &str) -> String {
    let inner = file.trim_start_matches("src/").trim_end_matches(".rs");
    let inner = inner.trim_end_matches("/mod");
    match inner {
        "lib" | "main" => "crate".to_owned(),
        _ => format!("crate::{}", inner.replace('/', "::")),
    }
}

/// A file's code lines with their numbers: comments and test modules left out. A test module
/// is the `mod` after `#[cfg(test)]`: a block, skipped to its closing brace, or a file of its
/// own (named in `test_files`).
fn code_lines(file: &str, text: &str, test_files: &mut HashSet<String>) -> Lines {
    let mut out = Vec::new();
    let mut lines = text.lines().enumerate().peekable();
    while let Some((i, line)) = lines.next() {
        let trimmed = line.trim();
        if trimmed.starts_with("//") {
            continue;
        }
        if trimmed == "#[cfg(test)]" {
            // Other attributes may stand between it and its `mod`.
            while lines
                .peek()
                .is_some_and(|(_, l)| l.trim().starts_with("#[") || l.trim().starts_with("//"))
            {
                lines.next();
            }
            let Some((_, next)) = lines.peek() else { break };
            let next = next.trim().to_owned();
            if let Some(name) = next.strip_prefix("mod ").and_then(|n| n.strip_suffix(';')) {
                let root = file == "src/lib.rs" || file == "src/main.rs";
                let dir = match root {
                    true => "src",
                    false => file.trim_end_matches(".rs").trim_end_matches("/mod"),
                };
                test_files.insert(format!("{dir}/{name}.rs"));
                test_files.insert(format!("{dir}/{name}/"));
                lines.next();
                continue;
            }
            if next.starts_with("mod ") && next.ends_with('{') {
                let mut depth = 0i32;
                for (_, l) in lines.by_ref() {
                    let l = without_literals(l);
                    depth += l.matches('{').count() as i32 - l.matches('}').count() as i32;
                    if depth <= 0 && l.contains('}') {
                        break;
                    }
                }
                continue;
            }
        }
        out.push((i + 1, line.to_owned()));
    }
    out
}

/// `line` without its string and character literals and its comment: braces there are text.
fn without_literals(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        _ => {}
                    }
                }
            }
            // A character literal ('{', '\'') — not a lifetime ('a).
            '\'' if matches!(chars.clone().nth(1), Some('\'')) || chars.peek() == Some(&'\\') => {
                let escaped = chars.next() == Some('\\');
                if escaped {
                    chars.next();
                }
                chars.next();
            }
            '/' if chars.peek() == Some(&'/') => break,
            c => out.push(c),
        }
    }
    out
}

/// The modules a file declares (`mod reads;`, `pub mod card;`): a `use` path that begins with
/// one of them is read from the file's own module.
fn child_modules(lines: &[(usize, String)]) -> Vec<String> {
    lines
        .iter()
        .filter_map(|(_, l)| {
            let l = l.trim();
            let l = l
                .strip_prefix("pub(crate) ")
                .or(l.strip_prefix("pub "))
                .unwrap_or(l);
            let name = l.strip_prefix("mod ")?;
            Some(name.trim_end_matches([';', '{', ' ']).to_owned())
        })
        .collect()
}

/// Every path a file names, from the crate's root: each `use` tree expanded (`use
/// crate::{storage, domain::card::{A, B}}` names `crate::storage`, `crate::domain::card::A` and
/// `crate::domain::card::B`), `self::` and `super::` read from the file's module, and each
/// `crate::…` path written in the code. Each with its line and whether it is a `pub use`.
fn crate_paths(module: &str, lines: &[(usize, String)]) -> Vec<(usize, String, bool)> {
    let children = child_modules(lines);
    // A path from a child module (`reads::Overview` in `diary/mod.rs`) is the module's own.
    let whole = |p: &str| {
        let first = p.split("::").next().unwrap_or_default();
        match children.iter().any(|c| c == first) {
            true => format!("{module}::{p}"),
            false => absolute(module, p),
        }
    };
    let mut found = Vec::new();
    let mut statement: Option<(usize, String)> = None;
    for (n, line) in lines {
        let code = line.split("//").next().unwrap_or_default();
        let trimmed = code.trim_start();
        let starts_use = ["use ", "pub use ", "pub(crate) use ", "pub(super) use "]
            .iter()
            .any(|u| trimmed.starts_with(u));
        match &mut statement {
            Some((_, text)) => text.push_str(code),
            None if starts_use => statement = Some((*n, code.to_owned())),
            None => found.extend(
                inline_paths(code)
                    .into_iter()
                    .map(|p| (*n, absolute(module, &p), false)),
            ),
        }
        if let Some((first, text)) = statement.take_if(|(_, t)| t.contains(';')) {
            // Any `pub use`, to the crate or wider, makes a name others may import.
            let public = text.trim_start().starts_with("pub");
            let tree = text.split_once("use ").map_or("", |(_, t)| t);
            let tree = tree.split(';').next().unwrap_or_default();
            // Spaces go, but for those of a renaming (`Store as Kept`).
            let tree = tree.split_whitespace().collect::<Vec<_>>().join(" ");
            let tree = tree.replace(" as ", "\u{1}").replace(' ', "");
            let tree = tree.replace('\u{1}', " as ");
            found.extend(
                expand(&tree)
                    .into_iter()
                    .map(|p| (first, whole(&p), public)),
            );
        }
    }
    found
}

/// `path` read from `module`: `super::x` and `self::x` made whole; a path from the crate's root
/// as it is; anything else (a crate, `std`) as written.
fn absolute(module: &str, path: &str) -> String {
    let mut base: Vec<&str> = module.split("::").collect();
    let mut rest = path;
    let mut relative = false;
    loop {
        if let Some(r) = rest.strip_prefix("super::") {
            base.pop();
            rest = r;
            relative = true;
        } else if let Some(r) = rest.strip_prefix("self::") {
            rest = r;
            relative = true;
        } else {
            break;
        }
    }
    match relative {
        true => format!("{}::{rest}", base.join("::")),
        false => rest.to_owned(),
    }
}

/// The paths a use tree names: `a::{b, c::{d, e}}` is `a::b`, `a::c::d`, `a::c::e`; a
/// renaming `a::b as c` is named by `a::b as c`.
fn expand(tree: &str) -> Vec<String> {
    let Some(open) = tree.find('{') else {
        return vec![tree.to_owned()];
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

/// The `crate::…` and `super::…` paths written in a line of code.
fn inline_paths(code: &str) -> Vec<String> {
    let code = without_literals(code);
    let word = |c: char| c.is_alphanumeric() || c == '_' || c == ':';
    ["crate::", "super::"]
        .iter()
        .flat_map(|start| {
            code.match_indices(start)
                .map(|(i, _)| i)
                .collect::<Vec<_>>()
        })
        .filter(|i| !code[..*i].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ':'))
        .map(|i| code[i..].chars().take_while(|c| word(*c)).collect())
        .collect()
}

/// Whether `path` is `module` or inside it.
fn within(path: &str, module: &str) -> bool {
    let path = path.trim_end_matches("::");
    path == module || path.starts_with(&format!("{module}::"))
}

/// What a `pub use` makes a module name: `crate::diary::Store` → `crate::storage::Store`.
type Aliases = HashMap<String, String>;

/// `path` with every re-export it goes through followed to the item's home.
fn resolved(path: &str, aliases: &Aliases) -> String {
    let mut path = path.split(" as ").next().unwrap_or(path).to_owned();
    for _ in 0..16 {
        let parts: Vec<&str> = path.split("::").collect();
        let hit = (1..=parts.len()).rev().find_map(|n| {
            let head = parts[..n].join("::");
            aliases
                .get(&head)
                .map(|to| (to.clone(), parts[n..].join("::")))
        });
        match hit {
            Some((to, rest)) if rest.is_empty() => path = to,
            Some((to, rest)) => path = format!("{to}::{rest}"),
            None => break,
        }
    }
    path
}

/// The layers from the bottom: each folder or file, and what it must not name. A layer uses
/// only those listed before it (docs/architecture.md).
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
const SERVICE_MODULES: [&str; 10] = [
    "crate::printing",
    "crate::printer",
    "crate::pgn",
    "crate::backups",
    "crate::calendar",
    "crate::reconciling",
    "crate::scanning",
    "crate::engine",
    "crate::mail",
    "crate::archive",
];

/// Each layer's files and the modules it must not name.
fn rules() -> Vec<(&'static str, Vec<&'static str>)> {
    const INTERFACES: [&str; 2] = ["crate::ui", "crate::cli"];
    let above_services: Vec<&str> = [&INTERFACES[..], &["crate::diary"]].concat();
    let above_papers: Vec<&str> = [&above_services[..], &SERVICE_MODULES[..]].concat();
    let above_messages: Vec<&str> = [&above_papers[..], &["crate::documents"]].concat();
    let above_languages: Vec<&str> = [&above_messages[..], &["crate::messages"]].concat();
    let above_storage: Vec<&str> = [&above_languages[..], &["crate::i18n"]].concat();
    let above_domain: Vec<&str> = [&above_storage[..], &["crate::storage"]].concat();
    // The interfaces change and read the diary through its one door: neither the store nor
    // the card rules by any path.
    let interface = |other: &'static str| vec![other, "crate::storage", "crate::domain::card"];
    let mut rules = vec![
        // The fonts the window and the papers carry import nothing of the program.
        (
            "src/fonts.rs",
            [&above_domain[..], &["crate::domain"]].concat(),
        ),
        ("src/domain", above_domain),
        ("src/storage", above_storage),
        ("src/i18n", above_languages),
        ("src/messages", above_messages),
        (
            "src/documents",
            [&above_papers[..], &["crate::storage"]].concat(),
        ),
        ("src/diary", INTERFACES.to_vec()),
        ("src/cli", interface("crate::ui")),
        ("src/ui", interface("crate::cli")),
    ];
    // A service uses the papers and the others, never the diary above it.
    rules.extend(SERVICES.iter().map(|s| (*s, above_services.clone())));
    rules.push(("src/printer", above_services.clone()));
    rules
}

/// Whether `file` belongs to the layer at `dir` (a folder or one file).
fn in_layer(file: &str, dir: &str) -> bool {
    match dir.ends_with(".rs") {
        true => file == dir,
        false => file.starts_with(&format!("{dir}/")),
    }
}

/// Every import of `sources` that reaches above its layer, or into the store from an interface
/// by a method, as `file:line: path`.
fn violations(sources: &[Source]) -> Vec<String> {
    let mut test_files = HashSet::new();
    let read: Vec<(&str, String, Lines)> = sources
        .iter()
        .map(|(file, text)| {
            let lines = code_lines(file, text, &mut test_files);
            (file.as_str(), module_of(file), lines)
        })
        .collect();
    let is_test = |file: &str| {
        test_files
            .iter()
            .any(|t| file == t || (t.ends_with('/') && file.starts_with(t.as_str())))
    };
    let mut aliases = Aliases::new();
    let mut paths = Vec::new();
    for (file, module, lines) in read.iter().filter(|(f, ..)| !is_test(f)) {
        for (n, path, public) in crate_paths(module, lines) {
            if public && path.starts_with("crate::") && !path.ends_with('*') {
                let (target, name) = match path.split_once(" as ") {
                    Some((target, name)) => (target.to_owned(), name.to_owned()),
                    None => (path.clone(), path.rsplit("::").next().unwrap().to_owned()),
                };
                aliases.insert(format!("{module}::{name}"), target);
            }
            paths.push((*file, n, path));
        }
        if file.starts_with("src/ui/") || file.starts_with("src/cli/") {
            for (n, line) in lines {
                if line.contains(".store_for_tests()") || line.contains(".store()") {
                    paths.push((*file, *n, "crate::storage::Store, by a method".to_owned()));
                }
            }
        }
    }
    let rules = rules();
    let mut found = Vec::new();
    for (file, n, path) in paths {
        let whole = resolved(&path, &aliases);
        for (dir, forbidden) in rules.iter().filter(|(dir, _)| in_layer(file, dir)) {
            if let Some(f) = forbidden.iter().find(|f| within(&whole, f)) {
                found.push(format!("{file}:{n}: {path} ({dir} may not name {f})"));
            }
        }
    }
    found
}

#[test]
fn each_layer_imports_only_those_below_it() {
    let found = violations(&sources());
    assert!(
        found.is_empty(),
        "reaches above its layer:\n{}",
        found.join("\n")
    );
}

/// The tree with `file`'s text given `line` more (a new file when there is none).
fn planted(mut sources: Vec<Source>, file: &str, line: &str) -> Vec<Source> {
    match sources.iter_mut().find(|(f, _)| f == file) {
        Some((_, text)) => *text = format!("{line}\n{text}"),
        None => sources.push((file.to_owned(), format!("{line}\n"))),
    }
    sources
}

#[test]
fn the_layers_test_finds_a_store_reached_through_a_re_export() {
    let tree = planted(
        sources(),
        "src/diary/mod.rs",
        "pub use crate::storage::Store;",
    );
    let tree = planted(tree, "src/ui/planted.rs", "use crate::diary::Store;");
    let found = violations(&tree);
    assert!(
        found.iter().any(|v| v.starts_with("src/ui/planted.rs:1:")),
        "{found:?}"
    );
    // Renamed, inside a braced tree, through a second re-export: found all the same.
    let tree = planted(
        tree,
        "src/diary/reads.rs",
        "pub use crate::storage::{Store as Kept};",
    );
    let tree = planted(
        tree,
        "src/diary/mod.rs",
        "pub use self::reads::Kept as Box2;",
    );
    let tree = planted(
        tree,
        "src/cli/planted.rs",
        "use crate::diary::{Box2, Diary};",
    );
    let found = violations(&tree);
    assert!(
        found.iter().any(|v| v.starts_with("src/cli/planted.rs:1:")),
        "{found:?}"
    );
    // Read from a child module without `self::`, re-exported to the crate only: found.
    let tree = planted(
        tree,
        "src/diary/reads.rs",
        "pub(crate) use crate::storage::Store as Held;",
    );
    let tree = planted(tree, "src/diary/mod.rs", "pub use reads::Held;");
    let tree = planted(tree, "src/ui/held.rs", "fn f(_: crate::diary::Held) {}");
    let found = violations(&tree);
    assert!(
        found.iter().any(|v| v.starts_with("src/ui/held.rs:1:")),
        "{found:?}"
    );
    // A path written up from the module rather than from the crate: found.
    let tree = planted(
        tree,
        "src/ui/app/up.rs",
        "fn f() { super::super::super::storage::Store::in_memory(); }",
    );
    assert!(
        violations(&tree)
            .iter()
            .any(|v| v.starts_with("src/ui/app/up.rs:1:"))
    );
    // A method that hands the store out is found by its name.
    let tree = planted(
        tree,
        "src/ui/other.rs",
        "fn f(d: &D) { d.store_for_tests(); }",
    );
    assert!(
        violations(&tree)
            .iter()
            .any(|v| v.starts_with("src/ui/other.rs:1:"))
    );
}

#[test]
fn the_layers_test_finds_the_messages_naming_a_paper_or_the_diary() {
    for import in [
        "use crate::documents::DocumentKind;",
        "use crate::diary::DiaryError;",
        "use crate::printing::PrintError;",
        "fn f() -> crate::documents::DocumentError { todo!() }",
    ] {
        let tree = planted(sources(), "src/messages/window.rs", import);
        let found = violations(&tree);
        assert!(
            found
                .iter()
                .any(|v| v.starts_with("src/messages/window.rs:1:")),
            "{import}: {found:?}"
        );
    }
}

#[test]
fn the_layers_test_leaves_out_test_modules_only() {
    // Another attribute before the `mod`, braces inside its literals: the module still ends
    // where it ends.
    let block = "#[cfg(test)]\n#[allow(unused)]\nmod tests {\n    use crate::storage::Store;\n    const B: char = '}';\n    const S: &str = \"} {\";\n}\nuse crate::storage::Store;";
    let tree = planted(sources(), "src/ui/planted.rs", block);
    let found = violations(&tree);
    assert!(
        found.iter().any(|v| v.starts_with("src/ui/planted.rs:8:")),
        "the line after the test module is read: {found:?}"
    );
    assert!(
        !found.iter().any(|v| v.starts_with("src/ui/planted.rs:4:")),
        "{found:?}"
    );
    let tree = planted(
        sources(),
        "src/ui/planted.rs",
        "#[cfg(test)]\nmod planted_tests;",
    );
    let tree = planted(
        tree,
        "src/ui/planted/planted_tests.rs",
        "use crate::storage::Store;",
    );
    assert!(
        violations(&tree).is_empty(),
        "a test file of its own is left out"
    );
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
        inline_paths("let s = crate::storage::Store::open(\"crate::x\"); // crate::ui"),
        ["crate::storage::Store::open"]
    );
    assert_eq!(
        absolute("crate::ui::app::moves", "super::super::x"),
        "crate::ui::x"
    );
    assert!(within(
        "crate::domain::card::HisCard",
        "crate::domain::card"
    ));
    assert!(!within("crate::domain::cards", "crate::domain::card"));
    let aliases = Aliases::from([("crate::diary::S".into(), "crate::storage::Store".into())]);
    assert_eq!(
        resolved("crate::diary::S::open", &aliases),
        "crate::storage::Store::open"
    );
}

/// The code lines of the files under `dirs`, test modules left out, with their files.
fn lines_under(dirs: &[&str]) -> Vec<(String, usize, String)> {
    let mut test_files = HashSet::new();
    let sources = sources();
    let mut read = Vec::new();
    for (file, text) in &sources {
        let lines = code_lines(file, text, &mut test_files);
        read.push((file.clone(), lines));
    }
    read.into_iter()
        .filter(|(file, _)| dirs.iter().any(|d| in_layer(file, d)))
        .filter(|(file, _)| {
            !test_files
                .iter()
                .any(|t| file == t || (t.ends_with('/') && file.starts_with(t.as_str())))
        })
        .filter(|(file, _)| !file.ends_with("/tests.rs") && !file.ends_with("test_support.rs"))
        .flat_map(|(file, lines)| lines.into_iter().map(move |(n, l)| (file.clone(), n, l)))
        .collect()
}

fn offending(dirs: &[&str], bad: impl Fn(&str, &str) -> bool) -> Vec<String> {
    lines_under(dirs)
        .into_iter()
        .filter(|(file, _, line)| bad(file, line))
        .map(|(file, n, line)| format!("{file}:{n}: {}", line.trim()))
        .collect()
}

#[test]
fn the_domain_and_the_store_hold_no_russian_text() {
    let cyrillic = |c: char| ('\u{400}'..='\u{4ff}').contains(&c);
    // Russian piece letters and look-alike letters are long algebraic notation (47.3.2), read
    // and written by the notation itself: values, not messages.
    // So are the words that head the lines of the partner's e-mail message («Мой ход»,
    // «Дата отправления»): read, not said. And the words of the organiser's start list
    // («Турнир:», «ул.», a patronymic's «-вна»), and of its table's columns («ФИО», «Адрес»).
    let notation = |p: &str| {
        p.ends_with("domain/notation/long.rs")
            || p.contains("/partner_message/")
            || p.ends_with("domain/start_list.rs")
            || p.ends_with("domain/start_list/table.rs")
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
        "texts belong in i18n/LANG/ccdiary.ftl:\n{}",
        found.join("\n")
    );
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
fn what_tells_a_value_keeps_no_sentence_of_its_own() {
    // Every sentence is a Fluent message of i18n/LANG/ccdiary.ftl, which a translator edits;
    // src/messages and each layer's `told` files choose the message and give its arguments.
    let cyrillic = |c: char| ('\u{400}'..='\u{4ff}').contains(&c);
    let telling = |file: &str| {
        file.starts_with("src/messages/")
            || file.ends_with("told.rs")
            || file.ends_with("_told.rs")
            || file == "src/reconciling.rs"
            || file == "src/mail.rs"
    };
    let found = offending(&["src"], |file, l| {
        telling(file) && (l.chars().any(cyrillic) || english_sentence(l))
    });
    assert!(
        found.is_empty(),
        "sentences belong in i18n/LANG/ccdiary.ftl:\n{}",
        found.join("\n")
    );
}

/// The window is features around one queue (`docs/architecture.md`): `DiaryApp` is made, draws a
/// frame and routes what is asked in three files, in one `impl` block each; a feature's file does
/// not name it, so that a feature cannot grow it.
#[test]
fn the_window_is_features_around_one_queue_not_one_object_they_grow() {
    let app = [
        "src/ui/app.rs",
        "src/ui/app/frame.rs",
        "src/ui/app/commands.rs",
    ];
    let named = offending(&["src/ui"], |file, line| {
        line.contains("DiaryApp") && !app.contains(&file) && file != "src/ui/mod.rs"
    });
    assert!(named.is_empty(), "features naming the app: {named:#?}");
    let blocks = offending(&["src/ui"], |_, line| {
        line.trim_start().starts_with("impl DiaryApp")
    });
    assert_eq!(blocks.len(), 3, "{blocks:#?}");
}
