//! Documents made from the diary: plain-text and CSV renderings of domain values (PDF forms
//! come on top of the same values).

pub mod arbiter;
pub mod email;
pub mod layout;
pub mod pdf;
pub mod postcard;
pub mod report;
pub mod schedule_form;

use chrono::NaiveDate;

use crate::domain::GameId;
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::Notation;
use crate::storage::{Store, StoreError};
use layout::Document;
use postcard::DocumentError;

/// Why a document could not be made from the diary.
#[derive(Debug, thiserror::Error)]
pub enum MakeError {
    /// The diary could not be read.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The game does not allow this document.
    #[error(transparent)]
    Document(#[from] DocumentError),
    /// The target names nothing in the diary.
    #[error("{0}")]
    NotFound(String),
    /// An unknown kind of document.
    #[error("unknown document {0:?}")]
    UnknownKind(String),
}

/// The notation official forms use: numeric by agreement in e-mail play (article 50), long
/// algebraic (47.3.2) by post.
pub fn form_notation(r: &GameRecords) -> Notation {
    match r.tournament.mode {
        crate::domain::Mode::Email => Notation::Numeric,
        crate::domain::Mode::Post => Notation::LongRu,
    }
}

fn game(store: &Store, target: &str) -> Result<GameRecords, MakeError> {
    let id: i64 = target.trim().parse().map_err(|_| {
        MakeError::NotFound(format!("{target:?} is not a game id (see `ccdiary list`)"))
    })?;
    store
        .game_records(GameId(id))
        .map_err(|_| MakeError::NotFound(format!("no game {id} in the diary (see `ccdiary list`)")))
}

/// Whether my last move in the game was sent on `day`.
fn sent_mine_on(r: &GameRecords, day: NaiveDate) -> bool {
    let s = r.schedule();
    s.plies().last().is_some_and(|p| {
        p.ply.is_multiple_of(2) == r.game.my_colour.is_white()
            && p.sent.map(|e| e.date) == Some(day)
    })
}

/// Builds the document `kind` for `target` (a game id, or a tournament for the report).
pub fn make(
    store: &Store,
    kind: &str,
    target: &str,
    as_of: NaiveDate,
    claim: &arbiter::AdjudicationClaim,
) -> Result<Document, MakeError> {
    let me = store.profile()?;
    match kind {
        "postcard" => {
            let r = game(store, target)?;
            Ok(postcard::postcard(&r, &me, form_notation(&r), None)?)
        }
        "repeat-postcard" => {
            let r = game(store, target)?;
            let day = postcard::last_repeat(&r).ok_or_else(|| {
                MakeError::NotFound(format!(
                    "no repeat of your last move is filed in the game with {}",
                    r.named()
                ))
            })?;
            Ok(postcard::postcard(&r, &me, form_notation(&r), Some(day))?)
        }
        "postcards-a4" => {
            let games: Vec<GameRecords> = if target.trim() == "today" {
                store
                    .active_game_records()?
                    .into_iter()
                    .filter(|r| sent_mine_on(r, as_of) && postcard::postable(r).is_ok())
                    .collect()
            } else {
                target
                    .split(',')
                    .map(|t| game(store, t))
                    .collect::<Result<_, _>>()?
            };
            let cards = games
                .iter()
                .map(|r| postcard::postcard(r, &me, form_notation(r), None))
                .collect::<Result<Vec<_>, _>>()?;
            if cards.is_empty() {
                return Err(MakeError::NotFound(format!(
                    "no move of yours was sent on {}",
                    as_of.format("%d.%m.%Y")
                )));
            }
            Ok(postcard::four_up(&cards))
        }
        "schedule" => {
            let r = game(store, target)?;
            Ok(schedule_form::schedule_form(&r, &me, form_notation(&r)))
        }
        "record" => {
            let r = game(store, target)?;
            Ok(arbiter::game_record(&r, &me, form_notation(&r)))
        }
        "claim" => {
            let r = game(store, target)?;
            Ok(arbiter::overstep_claim(&r, &me, form_notation(&r))?)
        }
        "adjudication" => {
            let r = game(store, target)?;
            Ok(arbiter::adjudication(&r, &me, form_notation(&r), claim)?)
        }
        "report" => {
            let id = store.tournament_named(target.trim())?.ok_or_else(|| {
                MakeError::NotFound(format!("no tournament {target:?} in the diary"))
            })?;
            let t = store.tournament(id)?;
            let games: Vec<GameRecords> = store
                .game_summaries()?
                .into_iter()
                .filter(|g| g.game.tournament == id)
                .map(|g| store.game_records(g.id))
                .collect::<Result<_, _>>()?;
            let code = if t.code.is_empty() { t.name } else { t.code };
            Ok(arbiter::report(&games, &me, &code, as_of))
        }
        other => Err(MakeError::UnknownKind(other.to_owned())),
    }
}

#[cfg(test)]
mod tests;
