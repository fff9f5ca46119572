//! The Fluent files agree, every message formats, counts and names come out as Russian and
//! English grammar want them.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::{Case, Language, Noun, Person, declined};
use crate::domain::Gender;

/// A language's file as its messages, each with the variables it uses.
fn messages(code: &str) -> BTreeMap<String, BTreeSet<String>> {
    // The files as the program embeds them (a path read at run time would be the build's).
    let (path, text) = match code {
        "en" => (
            "i18n/en/ccdiary.ftl",
            include_str!("../../i18n/en/ccdiary.ftl"),
        ),
        "ru" => (
            "i18n/ru/ccdiary.ftl",
            include_str!("../../i18n/ru/ccdiary.ftl"),
        ),
        _ => panic!("no language {code} shipped"),
    };
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{path} does not parse: {errors:?}"),
    };
    let mut out = BTreeMap::new();
    for entry in resource.body {
        match entry {
            Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    variables(p, &mut vars);
                }
                assert!(
                    out.insert(m.id.name.to_owned(), vars).is_none(),
                    "{path}: {} twice",
                    m.id.name
                );
            }
            Entry::Junk { content } => panic!("{path}: unreadable {content:?}"),
            _ => {}
        }
    }
    out
}

fn variables(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_variables(i, out),
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                variables(&v.value, out);
            }
        }
    }
}

fn inline_variables(i: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

#[test]
fn every_message_is_in_both_languages_with_only_the_arguments_it_is_given() {
    let (en, ru) = (messages("en"), messages("ru"));
    let only = |a: &BTreeMap<_, _>, b: &BTreeMap<_, _>| -> Vec<String> {
        a.keys().filter(|k| !b.contains_key(*k)).cloned().collect()
    };
    assert_eq!(only(&en, &ru), Vec::<String>::new(), "in English only");
    assert_eq!(only(&ru, &en), Vec::<String>::new(), "in Russian only");
    // The code gives each message the arguments the English one takes (`fl!` checks that when
    // compiling); a translation may leave one out its grammar does not need, never use another.
    for (id, vars) in &ru {
        let given = &en[id];
        assert!(
            vars.is_subset(given),
            "{id}: the Russian message uses {:?}, which the code does not give",
            vars.difference(given).collect::<Vec<_>>()
        );
    }
    assert!(en.len() > 500, "{} messages", en.len());
}

#[test]
fn counts_agree_with_their_number_in_both_languages() {
    let (en, ru) = (Language::EN, Language::RU);
    let table = [
        (1, "1 day", "1 день", "1 ход", "1 партия"),
        (2, "2 days", "2 дня", "2 хода", "2 партии"),
        (5, "5 days", "5 дней", "5 ходов", "5 партий"),
        (11, "11 days", "11 дней", "11 ходов", "11 партий"),
        (21, "21 days", "21 день", "21 ход", "21 партия"),
        (22, "22 days", "22 дня", "22 хода", "22 партии"),
        (25, "25 days", "25 дней", "25 ходов", "25 партий"),
        (111, "111 days", "111 дней", "111 ходов", "111 партий"),
    ];
    for (n, en_days, ru_days, ru_moves, ru_games) in table {
        assert_eq!(en.count(n, Noun::Day), en_days);
        assert_eq!(ru.count(n, Noun::Day), ru_days);
        assert_eq!(ru.count(n, Noun::Move), ru_moves);
        assert_eq!(ru.count(n, Noun::Game), ru_games);
    }
    for (n, moves, games) in [
        (1, "1 move", "1 game"),
        (2, "2 moves", "2 games"),
        (11, "11 moves", "11 games"),
        (21, "21 moves", "21 games"),
        (111, "111 moves", "111 games"),
    ] {
        assert_eq!(en.count(n, Noun::Move), moves);
        assert_eq!(en.count(n, Noun::Game), games);
    }
    assert_eq!(en.days_left(1), "1 day left");
    assert_eq!(en.days_left(30), "30 days left");
    assert_eq!(ru.days_left(1), "остался 1 день");
    assert_eq!(ru.days_left(21), "остался 21 день");
    assert_eq!(ru.days_left(3), "осталось 3 дня");
    assert_eq!(ru.days_left(111), "осталось 111 дней");
    assert_eq!(en.days_left(-59), "59 days overdue");
    assert_eq!(en.days_left(-1), "1 day overdue");
    assert_eq!(ru.days_left(-59), "просрочено на 59 дней");
    assert_eq!(ru.days_left(-21), "просрочено на 21 день");
    assert_eq!(ru.days_left(-22), "просрочено на 22 дня");
    assert_eq!(en.days_left_short(6), "6 d");
    assert_eq!(en.days_left_short(-6), "6 d overdue");
    assert_eq!(ru.days_left_short(-6), "просрочено 6 дн.");
}

#[test]
fn messages_carry_no_isolation_marks() {
    // Fluent wraps each argument in U+2068 … U+2069 unless told not to: a terminal, a CSV and
    // a PDF would show them.
    let said = crate::tr!(Language::RU, "cli-no-game", id = 7);
    assert_eq!(said, "в дневнике нет партии 7 (см. `ccdiary list`)");
    assert!(!said.contains(['\u{2068}', '\u{2069}']));
}

#[test]
fn russian_names_are_declined_in_the_case_the_sentence_needs() {
    let (m, f) = (Gender::Male, Gender::Female);
    let with = |name: &str, g| declined(name, g, Case::Instrumental);
    for (name, gender, instrumental) in [
        ("Петров Павел", m, "Петровым Павлом"),
        ("Егорова Ольга", f, "Егоровой Ольгой"),
        ("Гусев Лев", m, "Гусевым Львом"),
        ("Лебедь Анна", f, "Лебедь Анной"),
        ("Белых Иван", m, "Белых Иваном"),
        ("Кузьмин Андрей", m, "Кузьминым Андреем"),
        ("Фёдоров Николай", m, "Фёдоровым Николаем"),
        ("Иванова Мария", f, "Ивановой Марией"),
        ("Волкова Мария", f, "Волковой Марией"),
        ("Сидоров Пётр Ильич", m, "Сидоровым Петром Ильичом"),
        ("Smith John", m, "Smith John"),
        ("Петров П. И.", m, "Петров П. И."),
    ] {
        assert_eq!(with(name, gender), instrumental, "{name}");
        // A refusal says it after «с»; the English names the partner as typed.
        let partner = Person::new(name, gender);
        let refusal = |lang| {
            crate::tr!(
                lang,
                "paper-game-over",
                partner = &partner,
                tournament = "Кубок"
            )
        };
        assert_eq!(
            refusal(Language::RU),
            format!("партия с {instrumental} (Кубок) больше не играется: посылать нечего")
        );
        assert_eq!(
            refusal(Language::EN),
            format!("the game with {name} (Кубок) is no longer played: there is no move to post")
        );
    }
    assert_eq!(declined("Петров Павел", m, Case::Genitive), "Петрова Павла");
    assert_eq!(declined("Егорова Ольга", f, Case::Dative), "Егоровой Ольге");
    // In a message: the Russian declines, the English names as typed, both say she.
    let her = Person::new("Егорова Ольга", f);
    let ru = crate::tr!(
        Language::RU,
        "paper-no-overstep",
        partner = &her,
        tournament = "Кубок"
    );
    assert_eq!(
        ru,
        "в партии с Егоровой Ольгой (Кубок) просрочки контроля времени нет, заявлять не о чем"
    );
    let en = crate::tr!(
        Language::EN,
        "cli-recorded-his",
        partner = &her,
        mv = "3… Nf6",
        game = "game 2"
    );
    assert_eq!(en, "recorded her move 3… Nf6 in game 2");
}

#[test]
fn the_systems_language_is_the_first_it_has_messages_for() {
    // As sys-locale gives them: Windows' and macOS's user settings, Linux's variables.
    assert_eq!(Language::from_locales(["ru-RU"]), Language::RU);
    assert_eq!(Language::from_locales(["ru_RU.UTF-8"]), Language::RU);
    assert_eq!(Language::from_locales(["de-DE"]), Language::EN);
    assert_eq!(Language::from_locales(["en-GB", "ru-RU"]), Language::EN);
    assert_eq!(Language::from_locales(["C", "ru-RU"]), Language::RU);
    assert_eq!(Language::from_locales(["de-DE", "ru"]), Language::RU);
    assert_eq!(Language::from_locales(Vec::<String>::new()), Language::EN);
    assert_eq!(Language::from_code("rus"), None);
}
