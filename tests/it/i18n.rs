//! The program's languages as a user meets them: the system's at the first start, and a third
//! language that is one more folder of messages and no Rust.

use std::path::Path;
use std::process::Command;

use fluent_syntax::ast::{Entry, PatternElement};

/// The program run as a user runs it, with only `env` in its environment.
fn ccdiary(db: &Path, args: &[&str], env: &[(&str, &str)]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_ccdiary"))
        .arg("--db")
        .arg(db)
        .args(args)
        .env_clear()
        .envs(env.iter().copied())
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr)
}

/// A pseudo-language made from the English file: every message between ⟦ and ⟧.
fn pseudo_language() -> String {
    let english =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/i18n/en/ccdiary.ftl"))
            .unwrap();
    let mut resource = fluent_syntax::parser::parse(english.as_str()).unwrap();
    for entry in &mut resource.body {
        if let Entry::Message(m) = entry
            && let Some(p) = &mut m.value
        {
            p.elements
                .insert(0, PatternElement::TextElement { value: "⟦" });
            p.elements.push(PatternElement::TextElement { value: "⟧" });
        }
    }
    fluent_syntax::serializer::serialize(&resource)
}

#[test]
fn a_third_language_is_one_more_folder() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("translations");
    std::fs::create_dir_all(folder.join("xx")).unwrap();
    std::fs::write(folder.join("xx/ccdiary.ftl"), pseudo_language()).unwrap();
    let folder = folder.to_string_lossy().into_owned();
    let env = [("CCDIARY_TRANSLATIONS", folder.as_str())];
    let db = dir.path().join("d.sqlite");
    // Every line the program says in it is a message of the new language.
    let said = ccdiary(&db, &["--lang", "xx", "demo"], &env);
    assert!(said.starts_with("⟦wrote the demo diary "), "{said}");
    let today = ccdiary(
        &db,
        &["--lang", "xx", "today", "--date", "2026-11-30"],
        &env,
    );
    let lines: Vec<&str> = today.lines().collect();
    assert!(lines.len() > 3, "{today}");
    for line in lines {
        assert!(line.starts_with("⟦") && line.ends_with("⟧"), "{line}");
    }
    // A paper refused names the game in it too, with the partner declined only where the
    // language's own file asks for it.
    let out = dir.path().join("claim.pdf");
    let out = out.to_string_lossy();
    let refused = ccdiary(
        &db,
        &["--lang", "xx", "pdf", "claim", "1", "--out", &out],
        &env,
    );
    assert!(refused.contains("⟦the game with "), "{refused}");
    // Without the folder the language is not there, and the command line says so.
    let gone = ccdiary(&db, &["--lang", "xx", "list"], &[]);
    assert!(
        gone.contains("no messages in that language; there are: en, ru"),
        "{gone}"
    );
}

/// Linux's variables decide; Windows' user locale is tried under Wine by
/// packaging/windows/test-install.sh.
#[cfg(target_os = "linux")]
#[test]
fn the_first_start_speaks_the_systems_language() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("d.sqlite");
    let empty = |env: &[(&str, &str)]| ccdiary(&db, &["list"], env);
    assert!(
        empty(&[("LANG", "ru_RU.UTF-8")]).contains("пока нет партий"),
        "{}",
        empty(&[("LANG", "ru_RU.UTF-8")])
    );
    assert!(empty(&[("LANGUAGE", "ru:en"), ("LANG", "C")]).contains("пока нет партий"));
    assert!(empty(&[("LANG", "de_DE.UTF-8")]).contains("has no games yet"));
    assert!(empty(&[]).contains("has no games yet"));
}

#[test]
fn today_speaks_of_a_woman_partner_as_she_in_both_languages() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("d.sqlite");
    ccdiary(&db, &["demo"], &[]);
    let today = |lang| ccdiary(&db, &["--lang", lang, "today", "--date", "2026-11-30"], &[]);
    // Волкова Мария is "she" in the demo diary.
    assert!(
        today("en").contains(
            "Волкова Мария): claim her overstep at move 6 before you reply to her move 10"
        ),
        "{}",
        today("en")
    );
    assert!(
        today("ru").contains("заявите о просрочке партнёрши (ход 6) до ответа на её ход 10"),
        "{}",
        today("ru")
    );
}
