//! The start list as a table — a CSV file or a spreadsheet's first sheet with something in
//! it: a row naming the columns (a number and a name; an address over one or several columns,
//! an e-mail, a gender, and the numbers 1, 2, … of the list's own colour table, all optional),
//! the heading's lines above it, a participant a row, his address going on in the rows below
//! where the number is empty.

use std::collections::BTreeMap;

use shakmaty::Color;

use super::{
    Heading, ListProblem, Participant, Place, StartList, guess_gender, heading_line, name_and_rest,
    problems, take_address,
};
use crate::domain::Gender;

/// A sheet's cells as text, rows first, and its merged ranges.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Table {
    /// Each row's cells (0-based), empty cells as "".
    pub rows: Vec<Vec<String>>,
    /// The ranges of merged cells.
    pub merged: Vec<CellRange>,
}

/// Cells from `first` to `last`, each (row, column), 0-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CellRange {
    /// The top-left cell.
    pub first: (u32, u32),
    /// The bottom-right cell.
    pub last: (u32, u32),
}

impl std::fmt::Display for CellRange {
    /// "B5:B6", as a spreadsheet names them; one cell alone as "B5".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let cell = |(row, column): (u32, u32)| format!("{}{}", column_name(column), row + 1);
        match self.first == self.last {
            true => write!(f, "{}", cell(self.first)),
            false => write!(f, "{}:{}", cell(self.first), cell(self.last)),
        }
    }
}

/// "A" for 0, "Z" for 25, "AA" for 26.
fn column_name(mut column: u32) -> String {
    let mut name = Vec::new();
    loop {
        name.insert(0, b'A' + (column % 26) as u8);
        if column < 26 {
            break;
        }
        column = column / 26 - 1;
    }
    String::from_utf8(name).unwrap_or_default()
}

/// What a column of the table holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Column {
    Number,
    Name,
    Address,
    Email,
    Gender,
    /// The colour against this number.
    Against(u32),
}

/// What a header cell names: a number's head exactly or by its first word, the others by a
/// word they hold ("Полный адрес", "Эл. почта"), e-mail before the address and the address
/// before the name ("Адрес участника").
fn column_of(header: &str) -> Option<Column> {
    let h = header.trim().to_lowercase();
    if let Ok(n) = h.parse::<u32>() {
        return (1..=999).contains(&n).then_some(Column::Against(n));
    }
    let has = |words: &[&str]| words.iter().any(|w| h.contains(w));
    let number = ["no", "no.", "n", "nr", "nr.", "#"].contains(&h.as_str())
        || ["№", "номер", "number", "стартов"]
            .iter()
            .any(|w| h.starts_with(w));
    if number {
        Some(Column::Number)
    } else if has(&["mail", "эл. почт", "эл.почт", "электрон", "эл. адрес"])
    {
        Some(Column::Email)
    } else if ["пол", "пол.", "gender", "sex", "м/ж"].contains(&h.as_str()) {
        Some(Column::Gender)
    } else if has(&[
        "адрес",
        "address",
        "индекс",
        "index",
        "postcode",
        "zip",
        "город",
        "city",
        "улица",
        "street",
        "страна",
        "country",
        "почт",
    ]) {
        Some(Column::Address)
    } else if has(&[
        "фио",
        "ф.и.о",
        "имя",
        "участник",
        "фамилия",
        "отчество",
        "name",
        "player",
    ]) {
        Some(Column::Name)
    } else {
        None
    }
}

/// Reads a start list from a table.
pub fn read_table(table: &Table) -> StartList {
    let mut list = StartList::default();
    let Some((header_at, columns)) = header(table) else {
        let empty = table.rows.iter().flatten().all(|c| c.trim().is_empty());
        let problem = if empty {
            ListProblem::Empty
        } else {
            ListProblem::NoColumns
        };
        list.problems.push((Place::Row(1), problem));
        return list;
    };
    for row in &table.rows[..header_at] {
        heading_row(&mut list.heading, row);
    }
    let mut colour_cells = Vec::new();
    let mut found = Vec::new();
    // A blank row ends the table: what follows is the letter's end, not an address.
    let mut ended = false;
    for (i, row) in table.rows.iter().enumerate().skip(header_at + 1) {
        let at = Place::Row(i + 1);
        if row.iter().all(|c| c.trim().is_empty()) {
            ended = true;
            continue;
        }
        let number = number_of(cell(row, position(&columns, Column::Number)));
        let name = names(row, &columns);
        let Some(number) = number else {
            let heading = ended || row_of_heading(row) || list.participants.is_empty();
            match list.participants.last_mut() {
                // The header again (a table printed over pages), or a heading line.
                _ if header_of(row).is_some() => {}
                _ if heading => heading_row(&mut list.heading, row),
                _ if !name.is_empty() => found.push((at, ListProblem::NoNumber(name))),
                Some(p) => address_from(p, row, &columns),
                None => {}
            }
            continue;
        };
        ended = false;
        let (name, rest) = name_and_rest(&name);
        let mut p = Participant {
            number,
            gender: gender_of(cell(row, position(&columns, Column::Gender)))
                .unwrap_or_else(|| guess_gender(&name)),
            name,
            postal: String::new(),
            email: String::new(),
            at,
        };
        take_address(&mut p, &rest);
        address_from(&mut p, row, &columns);
        for (c, column) in columns.iter().enumerate() {
            if let Some(Column::Against(him)) = column {
                colour_cells.push((i, c, number, *him, cell(row, c).to_owned()));
            }
        }
        list.participants.push(p);
    }
    list.problems = problems(&list.participants);
    list.problems.append(&mut found);
    if list.participants.is_empty() {
        list.problems
            .push((Place::Row(header_at + 2), ListProblem::Empty));
    }
    list.problems
        .extend(merged_problems(&table.merged, &list.participants));
    read_colours(&mut list, colour_cells);
    list
}

/// The row naming the table's columns, a number's and a name's among them, and what each
/// column holds.
pub(super) fn header(table: &Table) -> Option<(usize, Vec<Option<Column>>)> {
    table
        .rows
        .iter()
        .enumerate()
        .find_map(|(i, row)| Some((i, header_of(row)?)))
}

/// What each column of `row` holds, if it names the columns (a number's and a name's among
/// them).
fn header_of(row: &[String]) -> Option<Vec<Option<Column>>> {
    let columns: Vec<Option<Column>> = row.iter().map(|c| column_of(c)).collect();
    let has = |c: Column| columns.contains(&Some(c));
    (has(Column::Number) && has(Column::Name)).then_some(columns)
}

/// The name in `row`: its name columns' cells in order ("Петров", "Павел", "Ильич").
fn names(row: &[String], columns: &[Option<Column>]) -> String {
    let cells = columns.iter().enumerate();
    let names = cells.filter(|(_, c)| **c == Some(Column::Name));
    let names: Vec<&str> = names
        .map(|(i, _)| cell(row, i))
        .filter(|c| !c.is_empty())
        .collect();
    names.join(" ")
}

/// The text of `row`'s cell `i`, trimmed; "" past its end.
fn cell(row: &[String], i: usize) -> &str {
    row.get(i).map_or("", |c| c.trim())
}

/// The first column that holds `what`, else one past the row's end.
fn position(columns: &[Option<Column>], what: Column) -> usize {
    columns
        .iter()
        .position(|c| *c == Some(what))
        .unwrap_or(usize::MAX)
}

/// "12", "12.", "12.0" (a spreadsheet's number).
fn number_of(text: &str) -> Option<u32> {
    let text = text.trim().trim_end_matches('.');
    let text = text.strip_suffix(".0").unwrap_or(text);
    text.parse().ok().filter(|n| (1..=999).contains(n))
}

/// "м", "ж", "m", "f", "муж.", "жен.", "male", "female".
fn gender_of(text: &str) -> Option<Gender> {
    let t = text.trim().to_lowercase();
    if ["ж", "f", "w"].iter().any(|w| t.starts_with(w)) {
        Some(Gender::Female)
    } else if ["м", "m"].iter().any(|w| t.starts_with(w)) {
        Some(Gender::Male)
    } else {
        None
    }
}

/// A row above the table or below it: its cells as one heading line ("Начало:" in one cell and
/// the date in the next read as "Начало: 15.01.2027").
fn heading_row(heading: &mut Heading, row: &[String]) {
    let cells: Vec<&str> = row
        .iter()
        .map(|c| c.trim())
        .filter(|c| !c.is_empty())
        .collect();
    let line = match cells.split_first() {
        Some((first, rest)) if !first.contains(':') && !rest.is_empty() => {
            format!("{first}: {}", rest.join(" "))
        }
        _ => cells.join(" "),
    };
    heading_line(heading, &line);
}

/// A row without a number after the participants that reads as a heading line
/// ("Арбитр: …"), not as the last participant's address going on.
fn row_of_heading(row: &[String]) -> bool {
    let first = row.iter().map(|c| c.trim()).find(|c| !c.is_empty());
    first.is_some_and(|c| {
        let key = c.split(':').next().unwrap_or_default().to_lowercase();
        c.contains(':')
            && [
                "арбитр",
                "arbiter",
                "судья",
                "начало",
                "start",
                "контроль",
                "control",
            ]
            .iter()
            .any(|w| key.trim().starts_with(w))
    })
}

/// The address and e-mail columns of `row`, added to `p`'s: the address's columns in their
/// order, joined by commas.
fn address_from(p: &mut Participant, row: &[String], columns: &[Option<Column>]) {
    let mut address = Vec::new();
    for (c, column) in columns.iter().enumerate() {
        let text = cell(row, c);
        match column {
            Some(Column::Address) if !text.is_empty() => address.push(text),
            Some(Column::Email) if !text.is_empty() => take_address(p, text),
            _ => {}
        }
    }
    take_address(p, &address.join(", "));
}

/// Merged ranges over the rows of more than one participant: whose cells they are is not told.
/// A number merged down over its own participant's rows reads as his rows.
fn merged_problems(
    merged: &[CellRange],
    participants: &[Participant],
) -> Vec<(Place, ListProblem)> {
    let rows: Vec<usize> = participants
        .iter()
        .filter_map(|p| match p.at {
            Place::Row(r) => Some(r - 1),
            _ => None,
        })
        .collect();
    let over = |m: &&CellRange| {
        let span = m.first.0 as usize..=m.last.0 as usize;
        rows.iter().filter(|r| span.contains(r)).count() > 1
    };
    merged
        .iter()
        .filter(over)
        .map(|m| (Place::Cells(*m), ListProblem::Merged))
        .collect()
}

/// The colour table's cells (row, column, his number, against, text), read and checked from
/// both sides.
fn read_colours(list: &mut StartList, cells: Vec<(usize, usize, u32, u32, String)>) {
    let mut colours: BTreeMap<(u32, u32), Vec<Color>> = BTreeMap::new();
    let mut places = BTreeMap::new();
    for (row, column, me, him, text) in cells {
        if me == him || text.is_empty() {
            continue;
        }
        let cell = CellRange {
            first: (row as u32, column as u32),
            last: (row as u32, column as u32),
        };
        // One colour a pair in a single round, two in a double round.
        let games = if list.heading.double_round { 2 } else { 1 };
        let problem = match colours_of(&text) {
            Some(c) if c.len() == games => {
                colours.insert((me, him), c);
                places.insert((me, him), cell);
                continue;
            }
            Some(c) => ListProblem::ColourCount {
                text,
                given: c.len(),
                double: list.heading.double_round,
            },
            None => ListProblem::NotAColour(text),
        };
        list.problems.push((Place::Cells(cell), problem));
    }
    for (&(me, him), mine) in &colours {
        let his = colours.get(&(him, me));
        let opposite = his.is_none_or(|his| his.iter().zip(mine).all(|(a, b)| *a == !*b));
        if !opposite && me < him {
            let place = Place::Cells(places[&(me, him)]);
            list.problems
                .push((place, ListProblem::ColoursDisagree(me, him)));
        }
    }
    list.colours = colours;
}

/// "б", "ч", "w", "b", "белые", "white", and two of them for a double round ("бч", "w/b").
fn colours_of(text: &str) -> Option<Vec<Color>> {
    let t = text.trim().to_lowercase();
    let one = |w: &str| match w {
        "б" | "бел" | "белые" | "w" | "white" | "white." => Some(Color::White),
        "ч" | "чёр" | "черн" | "чёрные" | "черные" | "b" | "black" => {
            Some(Color::Black)
        }
        _ => None,
    };
    if let Some(c) = one(&t) {
        return Some(vec![c]);
    }
    let words: Vec<&str> = t
        .split(['/', ',', ' ', '-'])
        .filter(|w| !w.is_empty())
        .collect();
    let split: Vec<Color> = match words.len() {
        1 => t
            .chars()
            .map(|c| one(&c.to_string()))
            .collect::<Option<_>>()?,
        _ => words.into_iter().map(one).collect::<Option<_>>()?,
    };
    (!split.is_empty() && split.len() <= 2).then_some(split)
}
