//! The organiser's start list's problems and the Berger tables' refusals.

use super::Language;
use crate::domain::pairing::PairingError;
use crate::domain::start_list::{ListProblem, Place};
use crate::tr;

/// A start list's problems, one a line: "line 5: number 2 is given twice", "cells B5:B6: …".
pub fn list_problems_told(problems: &[(Place, ListProblem)], lang: Language) -> String {
    problems
        .iter()
        .map(|(place, problem)| {
            let what = match problem {
                ListProblem::NoAddress(n) => tr!(lang, "list-no-address", number = *n),
                ListProblem::NumberTwice(n) => tr!(lang, "list-number-twice", number = *n),
                ListProblem::NoName(n) => tr!(lang, "list-no-name", number = *n),
                ListProblem::NumbersMissing(ns) => {
                    let ns: Vec<String> = ns.iter().map(u32::to_string).collect();
                    tr!(lang, "list-numbers-missing", numbers = ns.join(", "))
                }
                ListProblem::Empty => tr!(lang, "list-empty"),
                ListProblem::NoColumns => tr!(lang, "list-no-columns"),
                ListProblem::Merged => tr!(lang, "list-merged"),
                ListProblem::ColoursDisagree(a, b) => {
                    tr!(lang, "list-colours-disagree", first = *a, second = *b)
                }
                ListProblem::NotAColour(text) => {
                    tr!(lang, "list-not-a-colour", text = text.as_str())
                }
                ListProblem::ColourCount {
                    text,
                    given,
                    double,
                } => tr!(
                    lang,
                    "list-colour-count",
                    text = text.as_str(),
                    given = *given,
                    double = if *double { "yes" } else { "no" }
                ),
                ListProblem::NoNumber(name) => tr!(lang, "list-no-number", name = name.as_str()),
            };
            match place {
                Place::Line(line) => tr!(lang, "list-line", line = *line, what = what),
                Place::Row(row) => tr!(lang, "list-row", row = *row, what = what),
                Place::Cells(cells) => {
                    tr!(lang, "list-cells", cells = cells.to_string(), what = what)
                }
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

impl crate::list_file::ListFileError {
    /// Why the file cannot be read, in `lang`.
    pub fn told(&self, lang: Language) -> String {
        use crate::list_file::ListFileError;
        match self {
            ListFileError::Read(path, e) => super::Said::CannotRead(path, e).told(lang),
            ListFileError::Sheet(path, e) => tr!(
                lang,
                "list-bad-sheet",
                path = path.display().to_string(),
                error = e.as_str()
            ),
        }
    }
}

impl PairingError {
    /// The refusal in `lang`.
    pub fn told(&self, lang: Language) -> String {
        match self {
            PairingError::TooFew(n) => tr!(lang, "pairing-too-few", players = *n),
            PairingError::TooMany(n) => tr!(lang, "pairing-too-many", players = *n),
            PairingError::NoSuchNumber { number, players } => tr!(
                lang,
                "pairing-no-number",
                number = *number,
                players = *players
            ),
        }
    }
}
