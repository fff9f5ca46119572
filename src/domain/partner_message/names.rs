//! Names as players write them: in any order, with initials, in Cyrillic or in a Latin
//! transliteration — "Морозов В.", "В. Морозов", "Виктор Морозов", "Morozov Viktor" are all
//! the diary's "Морозов Виктор".

/// A word of a name reduced to how it sounds, the same for its Cyrillic spelling and the usual
/// Latin ones: "Юрий", "Yuriy", "Yury", "Iurii" are all "iuri"; "Фёдоров" and "Fyodorov",
/// "Алексей" and "Alexey" meet too.
fn sound(word: &str) -> String {
    let mut latin = String::new();
    for c in word.to_lowercase().chars() {
        if c.is_ascii_alphabetic() {
            latin.push(c);
            continue;
        }
        latin.push_str(match c {
            'а' => "a",
            'б' => "b",
            'в' => "v",
            'г' => "g",
            'д' => "d",
            'е' | 'ё' | 'э' => "e",
            'ж' => "z",
            'з' => "z",
            'и' | 'й' | 'ы' => "i",
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
            'х' => "h",
            'ц' | 'ч' => "c",
            'ш' | 'щ' => "s",
            'ю' => "iu",
            'я' => "ia",
            'ь' | 'ъ' | '\'' | '’' => "",
            _ => "",
        });
    }
    // The Latin spellings of the same sounds, longest first.
    for (from, to) in [
        ("shch", "s"),
        ("sch", "s"),
        ("tch", "c"),
        ("sh", "s"),
        ("ch", "c"),
        ("ts", "c"),
        ("tz", "c"),
        ("zh", "z"),
        ("kh", "h"),
        ("ph", "f"),
        ("x", "ks"),
        ("w", "v"),
        ("q", "k"),
        ("yo", "e"),
        ("j", "i"),
        ("y", "i"),
    ] {
        latin = latin.replace(from, to);
    }
    // "Yevgeny" and "Evgeny"; doubled letters ("Iurii", "Mariia") as one.
    if let Some(rest) = latin.strip_prefix("ie") {
        latin = format!("e{rest}");
    }
    let mut out = String::new();
    for c in latin.chars() {
        if !out.ends_with(c) {
            out.push(c);
        }
    }
    out
}

/// The words of a name as sounds, each marked when it is an initial: "И.И. Иванов" is "i",
/// "i", "ivanov"; "Yu. Lebedev" an initial and a word.
fn words(name: &str) -> Vec<(String, bool)> {
    name.split(|c: char| c.is_whitespace() || matches!(c, ',' | '-'))
        .flat_map(|w| w.split_inclusive('.'))
        .filter_map(|w| {
            let letters = w.chars().filter(|c| c.is_alphabetic()).count();
            let initial = letters == 1 || (w.ends_with('.') && letters <= 3);
            (letters > 0).then(|| (sound(w), initial))
        })
        .collect()
}

/// Whether `written` names the person the diary calls `name`: every word of it is one of the
/// name's words (an initial its first letter), at least one written whole.
pub fn same_person(written: &str, name: &str) -> bool {
    let theirs = words(name);
    let mut used = vec![false; theirs.len()];
    let mut whole = false;
    for (word, initial) in words(written) {
        let fits = |(w, _): &(String, bool)| match initial {
            true => w.starts_with(word.as_str()),
            false => *w == word,
        };
        match (0..theirs.len()).find(|&i| !used[i] && fits(&theirs[i])) {
            Some(i) => used[i] = true,
            None => return false,
        }
        whole |= !initial;
    }
    whole
}

/// Whether one of `lines` (his greeting, his signature) names the person the diary calls
/// `name` by the surname, its first word: "С уважением, Ю. Лебедев".
pub fn mentions(lines: &[String], name: &str) -> bool {
    let Some((surname, _)) = words(name).into_iter().find(|(_, initial)| !initial) else {
        return false;
    };
    lines.iter().any(|line| {
        words(line)
            .iter()
            .any(|(w, initial)| !initial && *w == surname)
    })
}

/// A name or a code as people write it, with case, «ё», dots, commas and spacing evened out.
pub fn normalised(s: &str) -> String {
    s.to_lowercase()
        .replace('ё', "е")
        .replace(['.', ','], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}
