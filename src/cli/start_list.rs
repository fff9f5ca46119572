//! `ccdiary tournament from-list`: a tournament, its partners and my games from the
//! organiser's start list, or, with `--dry-run`, what it would create.

use std::path::Path;

use super::CliError;
use crate::diary::{Diary, ListPlan, Me};
use crate::messages::Language;
use crate::tr;

/// Reads the list in `file`, with me as `me` (a number, a name, else my profile's name), and
/// creates what it gives, or says what it would.
pub(super) fn from_list(
    diary: &mut Diary,
    file: &Path,
    me: Option<&str>,
    dry_run: bool,
    lang: Language,
) -> Result<String, CliError> {
    let list = crate::list_file::read_list_file(file).map_err(CliError::ListFile)?;
    let me = match me {
        Some(m) => match m.trim().parse() {
            Ok(n) => Me::Number(n),
            Err(_) => Me::Name(m.to_owned()),
        },
        None => Me::Name(diary.profile()?.full_name),
    };
    let plan = diary.plan_from_list(&list, &me)?;
    let mut lines = plan_told(&plan, lang);
    if dry_run {
        lines.insert(0, tr!(lang, "list-dry-run"));
    } else {
        let created = diary.create_from_list(&plan)?;
        lines.insert(
            0,
            tr!(
                lang,
                "list-created",
                games = created.games.len(),
                partners = created.partners,
                addresses = created.addresses
            ),
        );
    }
    Ok(lines.join("\n"))
}

/// What the plan creates, a line a game.
fn plan_told(plan: &ListPlan, lang: Language) -> Vec<String> {
    let t = &plan.tournament;
    let mut lines = vec![tr!(
        lang,
        "list-tournament",
        label = t.label(),
        known = if plan.known.is_some() { "yes" } else { "no" },
        me = plan.me,
        games = plan.games.len()
    )];
    for g in &plan.games {
        lines.push(tr!(
            lang,
            "list-game",
            number = g.partner.number,
            name = g.partner.name.as_str(),
            colour = if g.my_colour.is_white() {
                "white"
            } else {
                "black"
            },
            round = g.round,
            exists = if g.exists { "yes" } else { "no" }
        ));
    }
    lines
}
