//! Names found across alphabets (language knowledge, hence here): a partner written «Егорова» is found by "Egor", "Yegorova" or
//! "егор", and «Петров» by "Petrov". Both the name and what was typed are reduced to one Latin
//! key — Cyrillic by the usual transliteration, then the spellings Latin writers vary folded
//! together — and the key of what was typed is looked for in the key of the name.

/// Whether `name` holds what was typed as `typed`, in either alphabet and either case.
pub fn name_holds(name: &str, typed: &str) -> bool {
    let typed = key(typed);
    typed.is_empty() || key(name).contains(&typed)
}

/// The Latin key of `text`: lower case, Cyrillic transliterated, the letters that carry no
/// sound of their own dropped, and the spellings of one sound made one.
pub fn key(text: &str) -> String {
    let mut latin = String::with_capacity(text.len());
    for c in text.trim().chars().flat_map(char::to_lowercase) {
        latin.push_str(match c {
            'а' => "a",
            'б' => "b",
            'в' => "v",
            'г' => "g",
            'д' => "d",
            'е' | 'ё' | 'э' => "e",
            'ж' => "zh",
            'з' => "z",
            'и' => "i",
            'й' | 'ы' => "y",
            'к' => "k",
            'л' => "l",
            'м' => "m",
            'н' => "n",
            'о' => "o",
            'п' => "p",
            'р' => "r",
            'с' => "s",
            'т' => "t",
            'у' => "u",
            'ф' => "f",
            'х' => "kh",
            'ц' => "ts",
            'ч' => "ch",
            'ш' => "sh",
            'щ' => "shch",
            'ъ' | 'ь' => "",
            'ю' => "yu",
            'я' => "ya",
            _ => {
                latin.push(c);
                continue;
            }
        });
    }
    // One sound, several Latin spellings (Yegor, Egor; Khodzha, Hodzha; Sergeyev, Sergeev).
    const SAME: [(&str, &str); 9] = [
        ("shch", "sc"),
        ("sch", "sc"),
        ("kh", "h"),
        ("ye", "e"),
        ("yo", "e"),
        ("iy", "y"),
        ("j", "y"),
        ("x", "ks"),
        ("w", "v"),
    ];
    SAME.iter().fold(latin, |text, (spelled, as_one)| {
        text.replace(spelled, as_one)
    })
}

#[cfg(test)]
mod tests {
    use super::name_holds;

    #[test]
    fn a_name_is_found_in_either_alphabet_and_by_its_usual_latin_spellings() {
        for (name, typed) in [
            ("Егорова Ольга", "Egor"),
            ("Егорова Ольга", "yegorova"),
            ("Петров Павел", "Petrov"),
            ("Сергеев", "Sergeyev"),
            ("Ходжаев", "Hodzha"),
            ("Щукин", "Shchukin"),
            ("Юрьев", "yurev"),
            ("Petrov Pavel", "Петров"),
            ("КР-7 Кубок России", "kr-7"),
            ("Фёдоров Николай", "Fedorov"),
        ] {
            assert!(name_holds(name, typed), "{name} by {typed}");
        }
        assert!(!name_holds("Петров Павел", "Egor"));
        assert!(name_holds("Петров Павел", "  "));
    }
}
