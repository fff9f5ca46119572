//! The organiser's start list's problems and the Berger tables' refusals.

use super::Language;
use crate::domain::pairing::PairingError;
use crate::domain::start_list::ListProblem;
use crate::tr;

/// A start list's problems, one a line: "line 5: number 2 twice".
pub fn list_problems_told(problems: &[(usize, ListProblem)], lang: Language) -> String {
    problems
        .iter()
        .map(|(line, problem)| {
            let what = match problem {
                ListProblem::NoAddress(n) => tr!(lang, "list-no-address", number = *n),
                ListProblem::NumberTwice(n) => tr!(lang, "list-number-twice", number = *n),
                ListProblem::NoName(n) => tr!(lang, "list-no-name", number = *n),
                ListProblem::NumbersMissing(ns) => {
                    let ns: Vec<String> = ns.iter().map(u32::to_string).collect();
                    tr!(lang, "list-numbers-missing", numbers = ns.join(", "))
                }
            };
            tr!(lang, "list-line", line = *line, what = what)
        })
        .collect::<Vec<_>>()
        .join("\n")
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
