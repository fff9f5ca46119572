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
    // "Yevgeny" and "Evgeny", "Vasiliev" and «Васильев»; doubled letters ("Iurii", "Mariia")
    // as one.
    let latin = latin.replace("ie", "e");
    let mut out = String::new();
    for c in latin.chars() {
        if !out.ends_with(c) {
            out.push(c);
        }
    }
    out
}

/// A word of a name: as written (lower case, «ё» as «е»), as it sounds, whether an initial.
struct Word {
    written: String,
    sound: String,
    initial: bool,
}

impl Word {
    fn cyrillic(&self) -> bool {
        is_cyrillic(&self.written)
    }

    /// Whether `self`, written in a message, is `theirs`, a word of the diary's name: the same
    /// letters where both are Cyrillic (Шорин is not Сорин), else the same sound; an initial
    /// is the word's first letter (or sound).
    fn fits(&self, theirs: &Word) -> bool {
        let (mine, other) = match self.cyrillic() && theirs.cyrillic() {
            true => (&self.written, &theirs.written),
            false => (&self.sound, &theirs.sound),
        };
        match self.initial {
            true => other.starts_with(mine.as_str()),
            false => mine == other,
        }
    }

    /// Whether the word is a patronymic, which a diary's name may leave out.
    fn patronymic(&self) -> bool {
        ["ovic", "evic", "ovna", "evna", "icna", "inicna"]
            .iter()
            .any(|end| self.sound.ends_with(end))
    }
}

/// The words of a name, each marked when it is an initial: "И.И. Иванов" is "и", "и",
/// "иванов"; "Yu. Lebedev" an initial and a word.
fn words(name: &str) -> Vec<Word> {
    name.split(|c: char| c.is_whitespace() || matches!(c, ',' | '-'))
        .flat_map(|w| w.split_inclusive('.'))
        .filter_map(|w| {
            let letters: String = w.chars().filter(|c| c.is_alphabetic()).collect();
            let initial =
                letters.chars().count() == 1 || (w.ends_with('.') && letters.chars().count() <= 3);
            (!letters.is_empty()).then(|| Word {
                written: normalised(&letters),
                sound: sound(&letters),
                initial,
            })
        })
        .collect()
}

/// Whether `written` names the person the diary calls `name`: every word of it is one of the
/// name's words (an initial its first letter; a patronymic the diary does not have may stand
/// over), at least one written whole. Whole words are matched before initials, so "И.
/// Whether a name (a partner's, a tournament's) holds what was typed in a search, in either
/// alphabet, as [`same_person`] reads names: the same letters where both are Cyrillic («Харин»
/// is not «Шарин»), else the same sounds ("Egor" finds «Егорова», "Petrov" «Петров»); a part
/// What was typed in a search of names (a partner's, a tournament's), read once for every name
/// it is looked for in, as [`same_person`] reads names: the same letters where both are Cyrillic
/// («Харин» is not «Шарин»), else the same sounds ("Egor" finds «Егорова», "Petrov" «Петров»); a
/// part of the name, as a search finds.
pub struct NameSearch {
    written: String,
    sounds: String,
    cyrillic: bool,
}

impl NameSearch {
    /// The search for `typed`.
    pub fn new(typed: &str) -> NameSearch {
        NameSearch {
            written: normalised(typed),
            sounds: sounds(typed),
            cyrillic: is_cyrillic(typed),
        }
    }

    /// Whether nothing was typed: every name is found.
    pub fn is_empty(&self) -> bool {
        self.written.is_empty()
    }

    /// Whether `name` holds what was typed.
    pub fn found_in(&self, name: &str) -> bool {
        // Digits and signs have no sound: "7" is looked for as written.
        if (self.cyrillic && is_cyrillic(name)) || self.sounds.trim().is_empty() {
            return normalised(name).contains(&self.written);
        }
        sounds(name).contains(&self.sounds)
    }
}

/// The sounds of each word of `text`.
fn sounds(text: &str) -> String {
    text.split_whitespace()
        .map(sound)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether `text` has a Cyrillic letter.
fn is_cyrillic(text: &str) -> bool {
    text.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c))
}

/// Иванов" is Иванов Игорь.
pub fn same_person(written: &str, name: &str) -> bool {
    let theirs = words(name);
    let mut used = vec![false; theirs.len()];
    let written = words(written);
    let (whole, initials): (Vec<&Word>, Vec<&Word>) = written.iter().partition(|w| !w.initial);
    for word in whole.iter().chain(&initials) {
        match (0..theirs.len()).find(|&i| !used[i] && word.fits(&theirs[i])) {
            Some(i) => used[i] = true,
            None if !word.initial && word.patronymic() => {}
            None => return false,
        }
    }
    whole.iter().any(|w| !w.patronymic())
}

/// Whether his signature — the last lines of `lines`, his lines that are neither headings nor
/// moves — names the person the diary calls `name` by a word of the name: "С уважением,",
/// "Ю. Лебедев".
pub fn mentions(lines: &[String], name: &str) -> bool {
    let theirs = words(name);
    let Some(surname) = theirs.iter().find(|w| !w.initial) else {
        return false;
    };
    let signature = &lines[lines.len().saturating_sub(3)..];
    signature
        .iter()
        .any(|line| words(line).iter().any(|w| !w.initial && w.fits(surname)))
}

/// A name or a code as people write it, with case, «ё», dots, commas and spacing evened out.
pub fn normalised(s: &str) -> String {
    let lower = s.to_lowercase();
    // In one pass (an import evens out three names a game): the words, split at dots, commas
    // and spaces, one space between them.
    let mut even = String::with_capacity(lower.len());
    let words = lower.split(|c: char| c == '.' || c == ',' || c.is_whitespace());
    for word in words.filter(|w| !w.is_empty()) {
        if !even.is_empty() {
            even.push(' ');
        }
        even.extend(word.chars().map(|c| if c == 'ё' { 'е' } else { c }));
    }
    even
}

#[cfg(test)]
mod tests {
    use super::normalised;

    #[test]
    fn names_are_evened_out_as_written_by_hand() {
        // What the one pass must give: the string lowered, «ё» made «е», dots and commas made
        // spaces, and its words joined by one space.
        let by_steps = |s: &str| {
            let s = s.to_lowercase().replace('ё', "е").replace(['.', ','], " ");
            s.split_whitespace().collect::<Vec<_>>().join(" ")
        };
        for name in [
            "  Ёлкин,  И.В. ",
            "SMITH,J.",
            "Müller\t\u{0B}Hans\r\n",
            "ΟΔΥΣ.Α",
            "ΟΔΥΣΣΕΑΣ",
            "İstanbul",
            "..,,",
            "",
            "Пётр\u{00A0}Ильич",
        ] {
            assert_eq!(normalised(name), by_steps(name), "{name:?}");
        }
        assert_eq!(normalised("  Ёлкин,  И.В. "), "елкин и в");
    }
}
