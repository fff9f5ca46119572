//! Names found across alphabets (language knowledge, hence here): a partner written «Егорова» is found by "Egor", "Yegorova" or
//! "егор", and «Петров» by "Petrov". Both the name and what was typed are reduced to one Latin
//! key — Cyrillic by the usual transliteration, then the spellings Latin writers vary folded
//! together — and the key of what was typed is looked for in the key of the name.

/// Whether `name` holds what was typed as `typed`, in either alphabet and either case. Typed in
/// Cyrillic, a Cyrillic name is searched as written («Харин» is not «Шарин»); else both are
/// reduced to one Latin key.
pub fn name_holds(name: &str, typed: &str) -> bool {
    let typed = typed.trim();
    if typed.is_empty() {
        return true;
    }
    let cyrillic = |t: &str| t.chars().any(is_cyrillic);
    let latin = |t: &str| t.chars().any(|c| c.is_ascii_alphabetic());
    if cyrillic(typed) && !latin(typed) && cyrillic(name) {
        let plain = |t: &str| t.to_lowercase().replace('ё', "е");
        return plain(name).contains(&plain(typed));
    }
    key(name).contains(&key(typed))
}

fn is_cyrillic(c: char) -> bool {
    ('\u{0400}'..='\u{04FF}').contains(&c)
}

/// The key of `text`: lower case, each Cyrillic letter as one sign of its sound (ж ž, ш š, ч č,
/// х x, ц c, й j; ъ and ь dropped), and each run of Latin letters with the spellings of those
/// sounds folded to the same signs (zh, sh, sch, ch, kh, h, ts, ya, yu, ye…).
pub fn key(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut latin = String::new();
    for c in text.trim().chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphabetic() {
            latin.push(c);
            continue;
        }
        out.push_str(&fold_latin(&std::mem::take(&mut latin)));
        out.push_str(&cyrillic_sign(c).unwrap_or_else(|| c.to_string()));
    }
    out.push_str(&fold_latin(&latin));
    // «-ий», «-ия» and their Latin spellings alike: Дмитрий, Dmitriy; Мария, Maria.
    out.replace("ij", "j")
}

/// A Cyrillic letter's sign in the key.
fn cyrillic_sign(c: char) -> Option<String> {
    let sign = match c {
        'а' => "a",
        'б' => "b",
        'в' => "v",
        'г' => "g",
        'д' => "d",
        'е' | 'ё' | 'э' => "e",
        'ж' => "ž",
        'з' => "z",
        'и' => "i",
        'й' => "j",
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
        'х' => "x",
        'ц' => "c",
        'ч' => "č",
        'ш' | 'щ' => "š",
        'ъ' | 'ь' => "",
        'ы' => "y",
        'ю' => "ju",
        'я' => "ja",
        _ => return None,
    };
    Some(sign.to_owned())
}

/// A run of Latin letters with the spellings of one sound made its sign, the longest first.
fn fold_latin(run: &str) -> String {
    const SAME: [(&str, &str); 21] = [
        ("shch", "š"),
        ("sch", "š"),
        ("zh", "ž"),
        ("kh", "x"),
        ("ch", "č"),
        ("sh", "š"),
        ("x", "ks"),
        ("h", "x"),
        ("ts", "c"),
        ("tz", "c"),
        ("yu", "ju"),
        ("iu", "ju"),
        ("ya", "ja"),
        ("ia", "ija"),
        ("ye", "e"),
        ("yo", "e"),
        ("iy", "ij"),
        ("ey", "ej"),
        ("ei", "ej"),
        ("w", "v"),
        ("q", "k"),
    ];
    SAME.iter().fold(run.to_owned(), |text, (spelled, sign)| {
        text.replace(spelled, sign)
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
        for (name, typed) in [
            ("Мария", "Maria"),
            ("Дмитрий", "Dmitriy"),
            ("Алексей", "Alexei"),
        ] {
            assert!(name_holds(name, typed), "{name} by {typed}");
        }
        // A sound is not taken for another, nor a name typed in Cyrillic for another one.
        for (name, typed) in [("Шарин", "Харин"), ("Яшин", "Ашин"), ("Шарин", "Harin")]
        {
            assert!(!name_holds(name, typed), "{name} by {typed}");
        }
        assert!(!name_holds("Петров Павел", "Egor"));
        assert!(name_holds("Петров Павел", "  "));
    }
}
