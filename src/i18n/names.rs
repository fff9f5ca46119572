//! Russian names declined where a sentence needs a case: «партия с Петровым Павлом», «Петрову
//! Павлу». The surname, first name and patronymic, in the order the diary keeps them, by the
//! rules of the Petrovich project (the `petrovich` crate) and the partner's gender; a name the
//! rules cannot decline — foreign, initials, one of the indeclinable surnames (Белых, Лебедь
//! for a woman) — stays as it is.

use std::borrow::Cow;

use fluent::FluentValue;
use fluent::types::FluentType;

use crate::domain::Gender;

/// The cases the texts need.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Case {
    /// Кого? чего? — «партии Петрова Павла».
    Genitive,
    /// Кому? чему? — «Петрову Павлу».
    Dative,
    /// С кем? — «с Петровым Павлом».
    Instrumental,
}

/// `name` ("Фамилия Имя Отчество", as typed) in `case`; as typed when it is not a Russian name.
pub fn declined(name: &str, gender: Gender, case: Case) -> String {
    let words: Vec<&str> = name.split_whitespace().collect();
    let russian = |w: &str| {
        w.chars().count() > 1
            && w.chars()
                .all(|c| matches!(c, 'а'..='я' | 'А'..='Я' | 'ё' | 'Ё' | '-'))
    };
    if words.is_empty() || words.len() > 3 || !words.iter().all(|w| russian(w)) {
        return name.to_owned();
    }
    let g = match gender {
        Gender::Male => petrovich::Gender::Male,
        Gender::Female => petrovich::Gender::Female,
    };
    let c = match case {
        Case::Genitive => petrovich::Case::Genitive,
        Case::Dative => petrovich::Case::Dative,
        Case::Instrumental => petrovich::Case::Instrumental,
    };
    let mut out = vec![petrovich::lastname(g, words[0], c)];
    if let Some(first) = words.get(1) {
        out.push(first_name(g, first, c));
    }
    if let Some(middle) = words.get(2) {
        out.push(petrovich::middlename(g, middle, c));
    }
    out.join(" ")
}

/// A first name in case `c`. The rules give «Марием», «Евгением» for names in -рия, -ния, -вия:
/// they go as Юлия does («Марией»).
fn first_name(g: petrovich::Gender, name: &str, c: petrovich::Case) -> String {
    match name.strip_suffix("ия") {
        Some(stem) if c == petrovich::Case::Instrumental => format!("{stem}ией"),
        _ => petrovich::firstname(g, name, c),
    }
}

/// A person a message names: the name as typed and how they are spoken of. In a message,
/// `{ $partner }` is the name as typed, `{ INSTRUMENTAL($partner) }` (`GENITIVE`, `DATIVE`) the
/// name in that case, `{ GENDER($partner) -> [female] … *[male] … }` selects by gender.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Person {
    name: String,
    gender: Gender,
}

impl Person {
    /// `name` spoken of as `gender`.
    pub fn new(name: impl Into<String>, gender: Gender) -> Person {
        Person {
            name: name.into(),
            gender,
        }
    }

    /// The name as typed.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The name in `case`.
    pub fn declined(&self, case: Case) -> String {
        declined(&self.name, self.gender, case)
    }
}

impl FluentType for Person {
    fn duplicate(&self) -> Box<dyn FluentType + Send> {
        Box::new(self.clone())
    }

    fn as_string(&self, _: &intl_memoizer::IntlLangMemoizer) -> Cow<'static, str> {
        Cow::Owned(self.name.clone())
    }

    fn as_string_threadsafe(
        &self,
        _: &intl_memoizer::concurrent::IntlLangMemoizer,
    ) -> Cow<'static, str> {
        Cow::Owned(self.name.clone())
    }
}

impl From<Person> for FluentValue<'_> {
    fn from(p: Person) -> Self {
        FluentValue::Custom(Box::new(p))
    }
}

impl From<&Person> for FluentValue<'_> {
    fn from(p: &Person) -> Self {
        FluentValue::Custom(Box::new(p.clone()))
    }
}

/// The person a Fluent value carries; none for a plain string.
fn person<'a>(v: Option<&'a FluentValue<'_>>) -> Option<&'a Person> {
    match v {
        Some(FluentValue::Custom(c)) => c.as_any().downcast_ref::<Person>(),
        _ => None,
    }
}

/// Adds to a bundle the functions its messages call on a [`Person`]: `GENITIVE`, `DATIVE`,
/// `INSTRUMENTAL` and `GENDER` ("male" or "female"). A plain string is left as it is.
pub(super) fn add_functions<R, M>(bundle: &mut fluent::bundle::FluentBundle<R, M>) {
    fn case(
        c: Case,
    ) -> impl for<'a> Fn(&[FluentValue<'a>], &fluent::FluentArgs) -> FluentValue<'a> {
        move |args, _| match person(args.first()) {
            Some(p) => FluentValue::from(p.declined(c)),
            None => args.first().cloned().unwrap_or(FluentValue::None),
        }
    }
    let added = [
        bundle.add_function("GENITIVE", case(Case::Genitive)),
        bundle.add_function("DATIVE", case(Case::Dative)),
        bundle.add_function("INSTRUMENTAL", case(Case::Instrumental)),
        bundle.add_function("GENDER", |args, _| {
            let female = person(args.first()).is_some_and(|p| p.gender == Gender::Female);
            FluentValue::from(if female { "female" } else { "male" })
        }),
    ];
    for e in added.into_iter().filter_map(Result::err) {
        log::error!("a message function cannot be added: {e}");
    }
}
