//! The organiser's start list as players receive it by e-mail, read: the tournament's code,
//! name, start, control and arbiter from its heading, and each participant — a number, a name
//! ("Петров Павел Ильич", "Петров П. И.", "Petrov, Pavel"), a postal address over one or several
//! lines, e-mail anywhere — with what could not be read, line by line. A spreadsheet's rows
//! are read by `table.rs`. Values, no sentences.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use shakmaty::Color;

use super::pairing::{Pairing, PairingError, Section};
use super::{Gender, TimeControl};

mod table;

pub use table::{CellRange, Table, read_table};

/// Where in what the player gave a participant or a problem is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// A line of a pasted text (1-based).
    Line(usize),
    /// A row of a spreadsheet or CSV file (1-based, as the spreadsheet shows it).
    Row(usize),
    /// Cells of a spreadsheet, as "B5:B6".
    Cells(CellRange),
}

/// One participant as the list gives him.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Participant {
    /// His number in the section.
    pub number: u32,
    /// His name, surname first.
    pub name: String,
    /// He or she, guessed from the name for the declension the papers use.
    pub gender: Gender,
    /// His postal address, a line a line.
    pub postal: String,
    /// His e-mail.
    pub email: String,
    /// Where in the list he begins.
    pub at: Place,
}

/// What the list says besides the participants.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Heading {
    /// The tournament's code (47.3.7.1).
    pub code: Option<String>,
    /// Its name.
    pub name: Option<String>,
    /// Its start.
    pub start: Option<NaiveDate>,
    /// Its control.
    pub control: Option<TimeControl>,
    /// The arbiter: name, address, e-mail as written.
    pub arbiter: Option<String>,
    /// Whether each pair plays twice.
    pub double_round: bool,
}

/// What a line of the list cannot be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ListProblem {
    /// A participant with neither a postal address nor an e-mail.
    NoAddress(u32),
    /// A number given twice.
    NumberTwice(u32),
    /// Numbers missing from 1 to the highest.
    NumbersMissing(Vec<u32>),
    /// A participant line without a name.
    NoName(u32),
    /// Nothing that reads as a participant: an empty paste, file or sheet.
    Empty,
    /// A sheet's table without a row naming its columns (a number and a name).
    NoColumns,
    /// Cells merged over several participants' rows: whose they are cannot be told.
    Merged,
    /// The list's colour table gives a pair the same colour, or none, from both sides.
    ColoursDisagree(u32, u32),
    /// A cell of the colour table that is not a colour.
    NotAColour(String),
    /// A cell of the colour table with two colours in a single round, or one in a double.
    ColourCount {
        /// The cell's text.
        text: String,
        /// How many colours it gives.
        given: usize,
        /// Whether the round is double.
        double: bool,
    },
    /// A table's row with a name and no number: the Berger table needs every number.
    NoNumber(String),
}

/// The list as read: its heading, its participants, and each problem with its line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StartList {
    /// The heading.
    pub heading: Heading,
    /// The participants, by number.
    pub participants: Vec<Participant>,
    /// The list's own colour table, where it gives one: the colours of the first number's
    /// games against the second, in order (two in a double round).
    pub colours: BTreeMap<(u32, u32), Vec<Color>>,
    /// What could not be read, and where.
    pub problems: Vec<(Place, ListProblem)>,
}

impl StartList {
    /// Whether it holds together: nothing to correct.
    pub fn holds(&self) -> bool {
        self.problems.is_empty()
    }

    /// The number of the participant named `name` ("Петров Павел" finds "Петров Павел
    /// Ильич", "Петров П. И." and the other way round).
    pub fn number_of(&self, name: &str) -> Option<u32> {
        use super::partner_message::same_person;
        let name = name.trim();
        (!name.is_empty()).then_some(())?;
        self.participants
            .iter()
            .find(|p| same_person(&p.name, name) || same_person(name, &p.name))
            .map(|p| p.number)
    }

    /// The games of number `me`, by round: my colours by the list's own colour table where it
    /// gives them against a partner (from my row or from his), else by the Berger table (both
    /// cycles in a double round).
    pub fn my_games(&self, me: u32) -> Result<Vec<Pairing>, PairingError> {
        let section = Section::new(self.participants.len() as u32)?;
        let berger = section.games_of(me, self.heading.double_round)?;
        Ok(list_colours(self, berger, me))
    }

    /// My colours against each partner, in the order of the rounds (two in a double round).
    pub fn my_colours(&self, me: u32) -> Result<Vec<(u32, Vec<Color>)>, PairingError> {
        let mut against: Vec<(u32, Vec<Color>)> = Vec::new();
        for g in self.my_games(me)? {
            let colour = Color::from_white(g.white);
            match against.iter_mut().find(|(n, _)| *n == g.partner) {
                Some((_, colours)) => colours.push(colour),
                None => against.push((g.partner, vec![colour])),
            }
        }
        Ok(against)
    }

    /// Checks the participants again after they were corrected by hand; what the list's form
    /// said (its cells, its colour table) stands.
    pub fn recheck(&mut self) {
        let by_hand = |p: &ListProblem| {
            matches!(
                p,
                ListProblem::NoAddress(_)
                    | ListProblem::NumberTwice(_)
                    | ListProblem::NumbersMissing(_)
                    | ListProblem::NoName(_)
            )
        };
        self.problems.retain(|(_, p)| !by_hand(p));
        let mut again = problems(&self.participants);
        again.append(&mut self.problems);
        self.problems = again;
    }
}

/// My games by the list's own colour table where it gives my colours against a partner (from
/// my row or from his), else by the Berger table; a round is the pair's round in the table.
fn list_colours(list: &StartList, berger: Vec<Pairing>, me: u32) -> Vec<Pairing> {
    if list.colours.is_empty() {
        return berger;
    }
    let mut out: Vec<Pairing> = Vec::new();
    for pairing in &berger {
        let partner = pairing.partner;
        let given = list.colours.get(&(me, partner)).cloned().or_else(|| {
            let his = list.colours.get(&(partner, me))?;
            Some(his.iter().map(|c| !*c).collect())
        });
        match given {
            None => out.push(*pairing),
            // A double round's second game against him, already taken from the list.
            Some(_) if out.iter().any(|p| p.partner == partner) => {}
            Some(colours) => out.extend(colours.into_iter().map(|c| Pairing {
                round: pairing.round,
                partner,
                white: c.is_white(),
            })),
        }
    }
    out
}

/// Reads a pasted list: numbered lines, or cells copied from a spreadsheet (a tab between
/// them) under a row naming the columns.
pub fn read_list(text: &str) -> StartList {
    if text.contains('\t') {
        let rows = text
            .lines()
            .map(|l| l.split('\t').map(str::to_owned).collect());
        let table = Table {
            rows: rows.collect(),
            merged: Vec::new(),
        };
        if table::header(&table).is_some() {
            return read_table(&table);
        }
    }
    let mut list = StartList::default();
    let mut current: Option<Participant> = None;
    for (i, line) in text.lines().enumerate() {
        let line_no = i + 1;
        if let Some((number, rest)) = numbered(line) {
            list.participants.extend(current.take());
            current = Some(participant(number, rest, Place::Line(line_no)));
        } else if line.trim().is_empty() {
            // A blank line ends a participant's block: what follows is the letter's end
            // ("С уважением, оргкомитет") or the next participant.
            list.participants.extend(current.take());
        } else if let Some(p) = &mut current {
            take_address(p, line);
        } else {
            heading_line(&mut list.heading, line);
        }
    }
    list.participants.extend(current);
    list.problems = problems(&list.participants);
    if list.participants.is_empty() {
        list.problems.push((Place::Line(1), ListProblem::Empty));
    }
    list
}

/// "12. …" or "12) …": a participant's number and the rest of his line.
fn numbered(line: &str) -> Option<(u32, &str)> {
    let t = line.trim_start();
    let digits = t.find(|c: char| !c.is_ascii_digit())?;
    let number: u32 = t[..digits].parse().ok().filter(|n| (1..=999).contains(n))?;
    let rest = t[digits..].strip_prefix(['.', ')'])?;
    rest.starts_with(char::is_whitespace)
        .then_some((number, rest.trim()))
}

/// A participant from his line: the name first, then his address and e-mail if given there.
fn participant(number: u32, rest: &str, at: Place) -> Participant {
    let (name, after) = name_and_rest(rest);
    let mut p = Participant {
        number,
        gender: guess_gender(&name),
        name,
        postal: String::new(),
        email: String::new(),
        at,
    };
    take_address(&mut p, &after);
    p
}

/// A name, surname first, and what follows it: "Petrov, Pavel, 12 High St" is "Petrov Pavel"
/// and "12 High St".
fn name_and_rest(text: &str) -> (String, String) {
    let parts: Vec<&str> = text.split([',', ';']).map(str::trim).collect();
    let word_only = |s: &str| {
        !s.is_empty()
            && !s.contains('@')
            && !s.chars().any(|c| c.is_ascii_digit())
            && !address_word(s)
    };
    // "Petrov, Pavel": a surname alone, then the given name.
    let surname_first = parts.len() > 1
        && !parts[0].contains(' ')
        && word_only(parts[1])
        && parts[1].split_whitespace().count() <= 2;
    match surname_first {
        true => (format!("{} {}", parts[0], parts[1]), parts[2..].join(", ")),
        false => (parts[0].to_owned(), parts[1..].join(", ")),
    }
}

/// Words an address begins with.
fn address_word(s: &str) -> bool {
    let s = s.trim().to_lowercase();
    [
        "ул",
        "г.",
        "г ",
        "пр",
        "д.",
        "кв",
        "пер",
        "наб",
        "обл",
        "р-н",
        "пос",
        "с.",
        "дер",
        "россия",
        "street",
        "road",
        "city",
        "а/я",
        "box",
        "шоссе",
        "бульв",
    ]
    .iter()
    .any(|w| s.starts_with(w))
}

/// Adds a line of a participant's block: its e-mails to his e-mail, the rest to his address.
fn take_address(p: &mut Participant, line: &str) {
    let mut rest = Vec::new();
    for word in line.split_whitespace() {
        let word_clean = word.trim_matches(|c: char| ",;<>()".contains(c));
        if word_clean.contains('@') && word_clean.contains('.') {
            if p.email.is_empty() {
                p.email = word_clean.trim_start_matches("mailto:").to_owned();
            }
        } else {
            rest.push(word);
        }
    }
    let text = rest.join(" ");
    let text = text
        .trim_matches(|c: char| c == ',' || c == ';' || c.is_whitespace())
        .trim_start_matches(['-', '—'])
        .trim();
    let label = ["e-mail:", "email:", "эл. почта:", "адрес:", "address:"];
    let text = label
        .iter()
        .find_map(|l| {
            text.to_lowercase()
                .starts_with(l)
                .then(|| text[l.len()..].trim())
        })
        .unwrap_or(text);
    if !text.is_empty() {
        if !p.postal.is_empty() {
            p.postal.push('\n');
        }
        p.postal.push_str(text);
    }
}

/// Reads a heading line: "Турнир: ЗК-12 «Кубок»", "Начало: 15.01.2027", "Контроль: 10 ходов
/// за 30 дней", "Арбитр: …", and a double round said anywhere.
fn heading_line(h: &mut Heading, line: &str) {
    let lower = line.to_lowercase();
    if lower.contains("двухкруг") || lower.contains("double round") || lower.contains("в два круга")
    {
        h.double_round = true;
    }
    let Some((key, value)) = line.split_once(':') else {
        return;
    };
    let (key, value) = (key.trim().to_lowercase(), value.trim());
    if value.is_empty() {
        return;
    }
    let is = |words: &[&str]| words.iter().any(|w| key.starts_with(w));
    if is(&["код", "code", "индекс"]) {
        h.code = Some(value.to_owned());
    } else if is(&[
        "турнир",
        "tournament",
        "соревнование",
        "competition",
        "event",
    ]) {
        let (code, name) = code_and_name(value);
        h.code = h.code.take().or(code);
        h.name = Some(name);
    } else if is(&["название", "name"]) {
        h.name = Some(value.to_owned());
    } else if is(&["начало", "старт", "start", "дата начала"]) {
        h.start = date(value);
    } else if is(&["контроль", "control", "time control"]) {
        h.control = control(value);
    } else if is(&["арбитр", "arbiter", "судья"]) {
        h.arbiter = Some(value.to_owned());
    }
}

/// "ЗК-12 «Кубок Севера»": a first word with a digit is the code, the rest (in quotes or not)
/// the name.
fn code_and_name(value: &str) -> (Option<String>, String) {
    let first = value.split_whitespace().next().unwrap_or_default();
    let (code, rest) = match first.chars().any(|c| c.is_ascii_digit()) {
        true => (Some(first.to_owned()), value[first.len()..].trim()),
        false => (None, value),
    };
    let name = rest
        .trim_matches(|c: char| "«»\"“”„ ".contains(c))
        .to_owned();
    (
        code,
        if name.is_empty() {
            value.to_owned()
        } else {
            name
        },
    )
}

/// "15.01.2027" or "2027-01-15".
fn date(value: &str) -> Option<NaiveDate> {
    let token = value
        .split_whitespace()
        .next()?
        .trim_end_matches([',', '.', ';']);
    NaiveDate::parse_from_str(token, "%d.%m.%Y")
        .or_else(|_| NaiveDate::parse_from_str(token, "%Y-%m-%d"))
        .ok()
}

/// "10 ходов за 30 дней", "30 дней на 10 ходов", "10 moves in 30 days".
fn control(value: &str) -> Option<TimeControl> {
    let lower = value.to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let number_before = |marks: &[&str]| {
        words.windows(2).find_map(|w| {
            let n: u32 = w[0].parse().ok()?;
            marks.iter().any(|m| w[1].starts_with(m)).then_some(n)
        })
    };
    let moves = number_before(&["ход", "move"])?;
    let days = number_before(&["дн", "day", "сут"])?;
    ((1..=100).contains(&moves) && (1..=366).contains(&days)).then_some(TimeControl { moves, days })
}

/// He or she, by the name's Russian endings: a patronymic in -вна/-чна, a surname in
/// -ова/-ева/-ина/-ская/-ая, or a given name in -а/-я but the men's that end so.
pub fn guess_gender(name: &str) -> Gender {
    let words: Vec<String> = name
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphabetic()).to_lowercase())
        .filter(|w| w.chars().count() > 2)
        .collect();
    // The same endings written in Latin letters, as a list may give the name.
    let men = [
        "илья",
        "никита",
        "кузьма",
        "фома",
        "лука",
        "савва",
        "данила",
        "гаврила",
        "ilya",
        "nikita",
        "kuzma",
        "foma",
        "luka",
        "savva",
        "danila",
        "gavrila",
    ];
    let female = |w: &String| {
        [
            "вна", "чна", "кызы", "ова", "ева", "ёва", "ина", "ская", "цкая", "ая", "vna", "ova",
            "eva", "ina", "skaya", "aya",
        ]
        .iter()
        .any(|e| w.ends_with(e))
    };
    let male = |w: &String| ["вич", "ич", "оглы", "vich"].iter().any(|e| w.ends_with(e));
    if words.iter().any(male) {
        return Gender::Male;
    }
    if words.iter().any(female) {
        return Gender::Female;
    }
    let given = words.get(1).filter(|w| !men.contains(&w.as_str()));
    match given.is_some_and(|w| w.ends_with(['а', 'я', 'a'])) {
        true => Gender::Female,
        false => Gender::Male,
    }
}

/// The list's problems: numbers twice or missing, participants without a name or an address.
fn problems(participants: &[Participant]) -> Vec<(Place, ListProblem)> {
    let mut out = Vec::new();
    let mut seen: Vec<u32> = Vec::new();
    for p in participants {
        if seen.contains(&p.number) {
            out.push((p.at.clone(), ListProblem::NumberTwice(p.number)));
        }
        seen.push(p.number);
        if p.name.trim().is_empty() {
            out.push((p.at.clone(), ListProblem::NoName(p.number)));
        }
        if p.postal.trim().is_empty() && p.email.is_empty() {
            out.push((p.at.clone(), ListProblem::NoAddress(p.number)));
        }
    }
    let highest = seen.iter().copied().max().unwrap_or(0);
    let missing: Vec<u32> = (1..=highest).filter(|n| !seen.contains(n)).collect();
    if !missing.is_empty() {
        out.push((
            participants.last().map_or(Place::Line(1), |p| p.at.clone()),
            ListProblem::NumbersMissing(missing),
        ));
    }
    out
}

#[cfg(test)]
mod tests;
