//! The rows and values each journal entry names: taken back by an undo (`undo_row`), recorded
//! again by a redo (`again`), one arm a kind of entry.

use super::journal::{Entry, ListAdded};
use crate::storage::{Store, StoreError};

/// Takes back the rows or values `entry` names.
pub(super) fn undo_row(store: &mut Store, entry: &Entry, reason: &str) -> Result<(), StoreError> {
    match entry {
        Entry::Penalty { row, .. } => store.withdraw_penalty(*row, reason),
        Entry::Leave { row, .. } => store.withdraw_leave(*row, reason),
        Entry::Card { row, .. } => store.withdraw_card(*row, reason),
        Entry::Scan { id, .. } => store.remove_scan(*id),
        Entry::Contact { row, .. } => store.remove_contact(*row),
        Entry::Profile { before, .. } => store.save_profile(before),
        Entry::Tournament { id, before, .. } => store.update_tournament(*id, before),
        Entry::Status { game, before, .. } => store.set_game_state(*game, *before),
        Entry::Dates {
            game,
            ply,
            before,
            after,
            ..
        } => store.replace_ply(*game, *ply, (after, before), reason),
        Entry::Gender {
            partner, before, ..
        } => store.set_partner_gender(*partner, *before),
        Entry::Undated(marked) => {
            let before: Vec<_> = marked.iter().map(|&(id, before, _)| (id, before)).collect();
            store.set_undated_plies(&before).map(drop)
        }
        Entry::NewTournament { id, .. } => store.remove_new_tournament(*id),
        Entry::NewPartner { id, .. } => store.remove_new_partner(*id),
        Entry::NewGame { id, .. } => store.remove_new_game(*id),
        Entry::FromList(added) => {
            // What another program took back already is gone: the rest goes all the same.
            let gone = |done: Result<(), StoreError>| match done {
                Err(StoreError::NotFound(_)) => Ok(()),
                done => done,
            };
            for (id, _) in &added.games {
                gone(store.remove_new_game(*id))?;
            }
            for (_, row, _) in &added.contacts {
                gone(store.remove_contact(*row))?;
            }
            for (id, _) in &added.partners {
                gone(store.remove_new_partner(*id))?;
            }
            match &added.tournament {
                Some((id, _)) => gone(store.remove_new_tournament(*id)),
                None => Ok(()),
            }
        }
        Entry::Report { game, before, .. } => store.set_report(*game, *before),
        Entry::Analysis {
            game,
            before,
            after,
            ..
        } => store.set_analysis(*game, &tree(after)?, &tree(before)?),
        Entry::Decision { row, .. } => store.remove_decision(*row),
        Entry::Protest { row, .. } => store.set_protest(*row, None),
        Entry::Notices { rows, change, .. } => {
            let former = change.as_deref().map(|(before, _, _, row)| (*row, before));
            store.remove_notices(rows, former)
        }
        Entry::NoticeSent { rows, .. } => store.set_notices_sent(rows, None),
        Entry::AccessRestored { rows, .. } => store.set_restored(rows, None),
        Entry::Received { .. } | Entry::Sent => Ok(()),
    }
}

/// `entry` recorded again, with its new row.
pub(super) fn again(store: &mut Store, entry: Entry) -> Result<Entry, StoreError> {
    Ok(match entry {
        Entry::Penalty { game, penalty, .. } => Entry::Penalty {
            row: store.add_penalty(game, &penalty)?,
            game,
            penalty,
        },
        Entry::Leave { leave, .. } => Entry::Leave {
            row: store.add_leave(&leave)?,
            leave,
        },
        Entry::Profile { before, after } => {
            store.save_profile(&after)?;
            Entry::Profile { before, after }
        }
        Entry::Tournament { id, before, after } => {
            store.update_tournament(id, &after)?;
            Entry::Tournament { id, before, after }
        }
        Entry::Status {
            game,
            before,
            after,
        } => {
            store.set_game_state(game, after)?;
            Entry::Status {
                game,
                before,
                after,
            }
        }
        Entry::Dates {
            game,
            ply,
            ref before,
            ref after,
            ref reason,
        } => {
            store.replace_ply(game, ply, (before, after), reason)?;
            entry
        }
        Entry::Undated(ref marked) => {
            let after: Vec<_> = marked.iter().map(|&(id, _, after)| (id, after)).collect();
            store.set_undated_plies(&after)?;
            entry
        }
        Entry::Card { item, .. } => Entry::Card {
            row: store.add_correspondence(&item)?,
            item,
        },
        Entry::Report { game, after, .. } => {
            store.set_report(game, after)?;
            entry
        }
        Entry::Analysis {
            game,
            ref before,
            ref after,
            ..
        } => {
            store.set_analysis(game, &tree(before)?, &tree(after)?)?;
            entry
        }
        Entry::Decision {
            game,
            decision,
            after,
            ..
        } => Entry::Decision {
            row: store.add_decision(game, &decision, after)?,
            game,
            decision,
            after,
        },
        Entry::Protest {
            row, ref protest, ..
        } => {
            store.set_protest(row, Some(protest))?;
            entry
        }
        Entry::Notices {
            kind,
            day,
            to,
            change,
            ..
        } => {
            let again = change
                .as_deref()
                .map(|(_, after, former, _)| (after, former));
            let (rows, former_row) = store.add_notices((kind, day), &to, again)?;
            let change = change.map(|c| Box::new((c.0, c.1, c.2, former_row.unwrap_or(c.3))));
            Entry::Notices {
                kind,
                day,
                to,
                rows,
                change,
            }
        }
        Entry::NoticeSent { ref rows, sent, .. } => {
            store.set_notices_sent(rows, Some(sent))?;
            entry
        }
        Entry::AccessRestored { ref rows, day } => {
            store.set_restored(rows, Some(day))?;
            entry
        }
        Entry::Scan {
            game,
            row,
            name,
            kind,
            bytes,
            ..
        } => Entry::Scan {
            id: store.attach_scan(game, row, &name, kind, &bytes)?,
            game,
            row,
            name,
            kind,
            bytes,
        },
        Entry::Contact {
            partner, contact, ..
        } => Entry::Contact {
            row: store.add_contact(partner, &contact)?,
            partner,
            contact,
        },
        Entry::Gender {
            partner,
            before,
            after,
        } => {
            store.set_partner_gender(partner, after)?;
            Entry::Gender {
                partner,
                before,
                after,
            }
        }
        Entry::Received {
            game,
            card,
            my_last,
        } => {
            store.record_received(&[(game, &card)])?;
            Entry::Received {
                game,
                card,
                my_last,
            }
        }
        Entry::NewTournament { tournament, .. } => Entry::NewTournament {
            id: store.add_tournament(&tournament)?,
            tournament,
        },
        Entry::NewPartner { partner, .. } => Entry::NewPartner {
            id: store.add_partner(&partner)?,
            partner,
        },
        Entry::NewGame { game, .. } => Entry::NewGame {
            id: store.add_game(&game)?,
            game,
        },
        Entry::FromList(added) => Entry::FromList(Box::new(list_again(store, *added)?)),
        Entry::Sent => Entry::Sent,
    })
}

/// A tournament from a list added again: its games with the new ids of the tournament and the
/// partners added with it.
fn list_again(store: &mut Store, added: ListAdded) -> Result<ListAdded, StoreError> {
    let mut again = ListAdded::default();
    let mut tournament_now = None;
    if let Some((was, t)) = added.tournament {
        let id = store.add_tournament(&t)?;
        tournament_now = Some((was, id));
        again.tournament = Some((id, t));
    }
    let mut partners_now = Vec::new();
    for (was, p) in added.partners {
        let id = store.add_partner(&p)?;
        partners_now.push((was, id));
        again.partners.push((id, p));
    }
    for (partner, _, c) in added.contacts {
        again
            .contacts
            .push((partner, store.add_contact(partner, &c)?, c));
    }
    for (_, mut game) in added.games {
        if let Some((_, now)) = tournament_now.filter(|(was, _)| *was == game.tournament) {
            game.tournament = now;
        }
        if let Some((_, now)) = partners_now.iter().find(|(was, _)| *was == game.partner) {
            game.partner = *now;
        }
        again.games.push((store.add_game(&game)?, game));
    }
    Ok(again)
}

/// An analysis the journal kept, checked again as it is read.
fn tree(
    written: &crate::domain::analysis::Written,
) -> Result<crate::domain::analysis::Analysis, StoreError> {
    crate::domain::analysis::Analysis::try_from(written.clone())
        .map_err(|e| StoreError::Corrupt(format!("analysis in the journal: {e:?}")))
}
