//! Today's rows: which item of the list stands for which of the actions due.

use std::collections::HashSet;

use super::ListState;
use crate::diary::Overview;
use crate::domain::GameId;
use crate::domain::deadlines::Action;

/// From how many games' missing arrival days Today says them in one item.
const GROUP_RECEIPTS_FROM: usize = 4;

/// A row of Today: an action, the item for many games' arrival days, or the item for a
/// tournament's first moves (its index in the overview's).
pub(super) enum Row<'a> {
    One(&'a Action),
    Receipts,
    FirstMoves(usize),
}

/// What tells a row of Today from another.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum RowKey {
    One(GameId, chrono::NaiveDate),
    Receipts,
    FirstMoves(crate::domain::TournamentId, chrono::NaiveDate),
}

impl Row<'_> {
    pub(super) fn key(&self, snapshot: &Overview) -> RowKey {
        match self {
            Row::One(a) => RowKey::One(a.game, a.due),
            Row::Receipts => RowKey::Receipts,
            Row::FirstMoves(i) => {
                let g = &snapshot.first_moves[*i];
                RowKey::FirstMoves(g.tournament, g.due)
            }
        }
    }
}

/// Today's rows: each action, but many games without the day his move arrived (an import
/// without dates) stand as one item where the first of them would, and so do a tournament's
/// first moves due on one day (47.5.1); opened, an item's games follow it.
pub(super) fn today_rows<'a>(
    actions: &[&'a Action],
    snapshot: &Overview,
    list: &ListState,
) -> Vec<Row<'a>> {
    let receipts = |a: &Action| a.asks_arrival();
    let grouped = actions.iter().filter(|a| receipts(a)).count() >= GROUP_RECEIPTS_FROM;
    let groups = &snapshot.first_moves;
    let in_group = crate::domain::deadlines::groups_by_game(groups);
    let mut placed_groups = HashSet::new();
    let (mut rows, mut placed) = (Vec::new(), false);
    for a in actions {
        if let Some(&i) = in_group.get(&a.game) {
            let g = &groups[i];
            // The item stands where the first of its games the search shows would.
            if placed_groups.insert(i) {
                rows.push(Row::FirstMoves(i));
            }
            if list.first_moves_open == Some((g.tournament, g.due)) {
                rows.push(Row::One(a));
            }
        } else if !(grouped && receipts(a)) {
            rows.push(Row::One(a));
        } else if !std::mem::replace(&mut placed, true) {
            rows.push(Row::Receipts);
            if list.receipts_open {
                rows.extend(actions.iter().filter(|a| receipts(a)).map(|a| Row::One(a)));
            }
        }
    }
    rows
}
