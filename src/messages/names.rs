//! Russian names declined where a sentence needs a case: «партия с Петровым Павлом», «Петрову
//! Павлу». The surname, first name and patronymic, in the order the diary keeps them, by the
//! rules of the Petrovich project (the `petrovich` crate) and the partner's gender; a name the
//! rules cannot decline — foreign, initials, one of the indeclinable surnames (Белых, Лебедь
//! for a woman) — stays as it is.

use crate::domain::Gender;
use crate::domain::deadlines::GameName;

use super::Language;

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

impl GameName {
    /// The game after "with" / «с»: «Петровым Павлом (Кубок)».
    pub fn with(&self, lang: Language) -> String {
        let partner = match lang {
            Language::En => self.partner.clone(),
            Language::Ru => declined(&self.partner, self.gender, Case::Instrumental),
        };
        format!("{partner} ({})", self.tournament)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn russian_names_are_declined_by_gender_and_others_stay() {
        let with = |name: &str, g| declined(name, g, Case::Instrumental);
        let (m, f) = (Gender::Male, Gender::Female);
        assert_eq!(with("Петров Павел", m), "Петровым Павлом");
        assert_eq!(with("Егорова Ольга", f), "Егоровой Ольгой");
        assert_eq!(with("Гусев Лев", m), "Гусевым Львом");
        assert_eq!(with("Лебедь Анна", f), "Лебедь Анной");
        assert_eq!(with("Белых Иван", m), "Белых Иваном");
        assert_eq!(with("Кузьмин Андрей", m), "Кузьминым Андреем");
        assert_eq!(with("Фёдоров Николай", m), "Фёдоровым Николаем");
        assert_eq!(with("Иванова Мария", f), "Ивановой Марией");
        assert_eq!(with("Кузнецова Наталья", f), "Кузнецовой Натальей");
        assert_eq!(with("Сидоров Пётр Ильич", m), "Сидоровым Петром Ильичом");
        assert_eq!(with("Smith John", m), "Smith John");
        assert_eq!(with("Петров П. И.", m), "Петров П. И.");
        assert_eq!(declined("Петров Павел", m, Case::Genitive), "Петрова Павла");
        assert_eq!(declined("Егорова Ольга", f, Case::Dative), "Егоровой Ольге");
    }

    #[test]
    fn a_refusal_names_the_partner_in_the_case_its_sentence_needs() {
        let game = |partner: &str, gender| GameName {
            partner: partner.into(),
            gender,
            tournament: "Кубок".into(),
        };
        let refusal =
            crate::documents::DocumentError::NoMoveOfMine(game("Петров Павел", Gender::Male));
        assert_eq!(
            refusal.told(Language::Ru),
            "в партии с Петровым Павлом (Кубок) последний ход не ваш: печатать нечего"
        );
        assert_eq!(
            refusal.told(Language::En),
            "the last move in the game with Петров Павел (Кубок) is not yours: there is no card to print"
        );
        let her = crate::documents::DocumentError::GameOver(game("Егорова Ольга", Gender::Female));
        assert_eq!(
            her.told(Language::Ru),
            "партия с Егоровой Ольгой (Кубок) больше не играется: посылать нечего"
        );
    }
}
