//! Undo and redo of what was recorded through this diary and not sent: a penalty, a leave or a
//! card filed is withdrawn and kept in the archive with the reason; the partner's new address
//! goes; my profile, a tournament, a game's status or how the partner is spoken of gets its
//! values from before the change back; a tournament, partner or game just added goes while
//! nothing refers to it; the partner's move as typed is taken back after the interface asks;
//! my sent move is never undone (47.3.10). The journal is kept in the diary (`storage::journal`,
//! each entry as JSON): a restart, another window and the command line undo alike.

use chrono::NaiveDate;
use std::sync::Arc;

use super::{Diary, DiaryError};
use crate::domain::arbiter::{Decision, Protest, Report};
use crate::domain::card::{HisCard, Received, his_card_as_filed};
use crate::domain::notices::{FormerAddress, NoticeKind, Recipient};
use crate::domain::scans::{ItemId, ScanId, ScanKind};
use crate::domain::{
    Contact, CorrespondenceItem, Game, GameId, GameState, Gender, Leave, Partner, PartnerId,
    Penalty, PlyRecord, Profile, Tournament, TournamentId,
};
use crate::storage::{Stack, Store, StoreError};
use shakmaty::uci::UciMove;

/// How many changes the journal keeps to undo.
const KEPT: usize = 100;

/// What the diary had of my last move before his card came, which his card's "received on"
/// may have filled in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum MyLastMove {
    /// I had made no move in the game.
    None,
    /// The day it arrived, as far as the diary knew.
    Arrived(Option<chrono::NaiveDate>),
}

/// What a tournament from the organiser's list added.
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
pub struct ListAdded {
    /// The tournament, when the list's was new.
    pub tournament: Option<(TournamentId, Tournament)>,
    /// The partners added.
    pub partners: Vec<(PartnerId, Partner)>,
    /// The new addresses of partners the diary had, by their rows.
    pub contacts: Vec<(PartnerId, i64, Contact)>,
    /// The games added.
    pub games: Vec<(GameId, Game)>,
}

/// What was recorded, newest last.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub enum Entry {
    /// A penalty, by its row.
    Penalty {
        row: i64,
        game: GameId,
        penalty: Penalty,
    },
    /// A period of leave, by its row.
    Leave {
        row: i64,
        leave: Leave,
    },
    /// My profile as a form changed it.
    Profile {
        before: Profile,
        after: Profile,
    },
    /// A tournament as its form changed it.
    Tournament {
        id: TournamentId,
        before: Tournament,
        after: Tournament,
    },
    /// A game's status and result as the records changed them.
    Status {
        game: GameId,
        before: GameState,
        after: GameState,
    },
    /// A tournament, a partner or a game added by its form.
    NewTournament {
        id: TournamentId,
        tournament: Tournament,
    },
    NewPartner {
        id: PartnerId,
        partner: Partner,
    },
    NewGame {
        id: GameId,
        game: Game,
    },
    /// A tournament from the organiser's list: all it added, undone and redone as one.
    FromList(Box<ListAdded>),
    /// A card filed (a repeat, his card with no move, a request), by its row.
    Card {
        row: ItemId,
        item: CorrespondenceItem,
    },
    /// The partner's new address, by its row.
    Contact {
        partner: PartnerId,
        row: i64,
        contact: Contact,
    },
    /// How the partner is spoken of, as the records changed it.
    Gender {
        partner: PartnerId,
        before: Gender,
        after: Gender,
    },
    /// The partner's card as typed: his move(s), the day he received mine, the card filed; and
    /// what the diary had of my last move before it.
    Received {
        game: GameId,
        card: Received,
        my_last: MyLastMove,
    },
    /// My move, sent.
    Sent,
    /// A ply's dates as the records corrected them, with the reason given.
    Dates {
        game: GameId,
        ply: u32,
        before: Box<PlyRecord>,
        after: Box<PlyRecord>,
        reason: String,
    },
    /// Games whose first plies' dates were said not kept: each with its mark before and after.
    Undated(Vec<(GameId, u32, u32)>),
    /// Whether a game's result and record went to the arbiter, before and after.
    Report {
        game: GameId,
        before: Option<Report>,
        after: Option<Report>,
    },
    /// A game's analysis before and after a change; `line`, the path of moves played on the
    /// board, lets the next move of the same line join this entry.
    Analysis {
        game: GameId,
        before: crate::domain::analysis::Written,
        after: crate::domain::analysis::Written,
        line: Option<Vec<shakmaty::uci::UciMove>>,
    },
    /// The arbiter's decision, by its row, and the game's state it set.
    Decision {
        game: GameId,
        row: i64,
        decision: Decision,
        after: GameState,
    },
    /// My protest against the decision of row `row`.
    Protest {
        game: GameId,
        row: i64,
        protest: Protest,
    },
    /// Notices of `kind` dated `day` to each of `to`, by their rows; for my new address, my
    /// profile before and after, the former address kept and its row.
    Notices {
        kind: NoticeKind,
        day: NaiveDate,
        to: Vec<(GameId, Recipient)>,
        rows: Vec<i64>,
        change: Option<Box<(Profile, Profile, FormerAddress, i64)>>,
    },
    /// Lost access restored on a day, in the notices of `rows`.
    AccessRestored {
        rows: Vec<i64>,
        day: NaiveDate,
    },
    /// Notices marked sent, by their rows.
    NoticeSent {
        game: GameId,
        rows: Vec<i64>,
        sent: NaiveDate,
    },
    /// A photo or scan kept with a card, by its id.
    Scan {
        id: ScanId,
        game: GameId,
        row: ItemId,
        name: String,
        kind: ScanKind,
        /// Kept beside the entry's text, not in it.
        #[serde(skip)]
        bytes: Arc<Vec<u8>>,
    },
}

impl Entry {
    /// The entry as the journal keeps it; a scan's bytes go beside it (`bytes`).
    fn text(&self) -> Option<String> {
        serde_json::to_string(self).ok()
    }

    /// The bytes of a scan undone, which the redo stack keeps beside its entry: the scan is
    /// no longer in the diary.
    fn bytes(&self) -> Option<&[u8]> {
        match self {
            Entry::Scan { bytes, .. } if !bytes.is_empty() => Some(bytes.as_slice()),
            _ => None,
        }
    }

    /// The entry with a scan's `bytes` (none: the diary has the scan); any other as it is.
    fn with_bytes(self, bytes: Arc<Vec<u8>>) -> Entry {
        match self {
            Entry::Scan {
                id,
                game,
                row,
                name,
                kind,
                ..
            } => Entry::Scan {
                id,
                game,
                row,
                name,
                kind,
                bytes,
            },
            entry => entry,
        }
    }

    /// How an undo of it is said.
    fn undone(&self) -> Undone {
        match self {
            Entry::Penalty { .. }
            | Entry::Leave { .. }
            | Entry::Card { .. }
            | Entry::Scan { .. } => Undone::Withdrawn,
            Entry::NewGame { id, .. } => Undone::Added(vec![*id]),
            Entry::FromList(added) => Undone::Added(added.games.iter().map(|g| g.0).collect()),
            Entry::NewTournament { .. } | Entry::NewPartner { .. } => Undone::Added(Vec::new()),
            _ => Undone::Changed,
        }
    }

    /// What it is about, as undo and redo name it.
    fn change(&self) -> Change {
        match self {
            Entry::Penalty { game, .. } => Change::Penalty(*game),
            Entry::Leave { .. } => Change::Leave,
            Entry::Profile { .. } => Change::Profile,
            Entry::Tournament { .. } => Change::Tournament,
            Entry::Status { game, .. } => Change::Status(*game),
            Entry::NewTournament { .. } => Change::NewTournament,
            Entry::NewPartner { .. } => Change::NewPartner,
            Entry::NewGame { id, .. } => Change::NewGame(*id),
            Entry::FromList(added) => Change::FromList(added.games.len()),
            Entry::Card { item, .. } => Change::Card(item.game),
            Entry::Contact { .. } => Change::Address,
            Entry::Gender { .. } => Change::Gender,
            Entry::Received { game, .. } => Change::HisMove(*game),
            Entry::Sent => Change::MyMove,
            Entry::Dates { game, ply, .. } => Change::Dates(*game, *ply),
            Entry::Undated(games) => Change::DatesNotKept(games.len()),
            Entry::Scan { game, .. } => Change::Scan(*game),
            Entry::Report { game, .. } => Change::Report(*game),
            Entry::Analysis { game, .. } => Change::Analysis(*game),
            Entry::Decision { game, .. } => Change::Decision(*game),
            Entry::Protest { game, .. } => Change::Protest(*game),
            Entry::Notices { kind, .. } => Change::Notices(*kind),
            Entry::NoticeSent { game, .. } => Change::NoticeSent(*game),
            Entry::AccessRestored { .. } => Change::AccessRestored,
        }
    }
}

/// What an undo or a redo took back or put back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// A penalty in a game.
    Penalty(GameId),
    /// A period of leave.
    Leave,
    /// My profile.
    Profile,
    /// A tournament's parameters.
    Tournament,
    /// A game's status and result.
    Status(GameId),
    /// A tournament added.
    NewTournament,
    /// A partner added.
    NewPartner,
    /// A game added.
    NewGame(GameId),
    /// A tournament from the organiser's list, with that many games.
    FromList(usize),
    /// A card filed in a game.
    Card(GameId),
    /// A partner's new address.
    Address,
    /// How a partner is spoken of.
    Gender,
    /// His move received in a game.
    HisMove(GameId),
    /// My move sent.
    MyMove,
    /// A ply's dates corrected: the game and the ply.
    Dates(GameId, u32),
    /// The dates of that many games' first moves said not kept.
    DatesNotKept(usize),
    /// A scan kept with a card of a game.
    Scan(GameId),
    /// A game's result and record marked sent to the arbiter.
    Report(GameId),
    /// My analysis of a game.
    Analysis(GameId),
    /// The arbiter's decision in a game.
    Decision(GameId),
    /// My protest against a decision in a game.
    Protest(GameId),
    /// My notices of a kind (and, for an address, my new address).
    Notices(NoticeKind),
    /// A notice marked sent in a game.
    NoticeSent(GameId),
    /// Access to my e-mail restored.
    AccessRestored,
}

/// What an undo did, or what it needs first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UndoStep {
    /// His move as typed is the last entry, or nothing was recorded here: it is taken back
    /// with `take_back_his_move` once the player confirms, in this game.
    AskTakeBack(Option<GameId>),
    /// My sent move is last: it is never undone (47.3.10).
    SentLocked,
    /// Undone: how, and what.
    Done(Undone, Change),
}

/// What an undo took back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Undone {
    /// A record withdrawn (kept in the archive with the reason) or a scan removed.
    Withdrawn,
    /// A tournament, partner or game just added removed, with the games removed.
    Added(Vec<GameId>),
    /// A change put back as it was.
    Changed,
}

impl Diary {
    /// Notes what was just recorded, to undo. A journal that cannot be written costs only the
    /// undo of this change, which the log says: the change itself is saved.
    pub(super) fn note(&mut self, entry: Entry) {
        let Some(text) = entry.text() else {
            return log::warn!("the change was saved, but cannot be undone: {entry:?}");
        };
        if let Err(e) = self.store.note(&text, KEPT) {
            log::warn!("the change was saved, but cannot be undone: {e}");
        }
    }

    /// The entry on top of the undo stack, with its row.
    pub(super) fn last_entry(&mut self) -> Option<(i64, Entry)> {
        top(&mut self.store, Stack::Undo).ok().flatten()
    }

    /// Puts `entry` in the place of the entry of row `id`, on top of the undo stack; where
    /// another program took that entry meanwhile, it is noted as a new one.
    pub(super) fn replace_last(&mut self, id: i64, entry: Entry) {
        let Some(text) = entry.text() else {
            return log::warn!("the change was saved, but cannot be undone: {entry:?}");
        };
        if self.store.renote(id, &text).is_err() {
            self.note(entry);
        }
    }

    /// Undoes the last entry, `reason` kept with what is withdrawn; his card as typed and my
    /// sent move are answered, not undone. The entry is read, undone and moved to the redo
    /// stack in one transaction: another window's undo takes the next one.
    pub fn undo(&mut self, reason: &str) -> Result<UndoStep, DiaryError> {
        Ok(self.store.batch(|store| {
            loop {
                let Some((id, entry)) = top(store, Stack::Undo)? else {
                    return Ok(UndoStep::AskTakeBack(None));
                };
                match entry {
                    Entry::Sent => return Ok(UndoStep::SentLocked),
                    Entry::Received { game, .. } => return Ok(UndoStep::AskTakeBack(Some(game))),
                    _ => {}
                }
                // What is gone already (a scan removed, a row another program took back) is
                // forgotten, and the entry before it undone.
                let entry = match undone(store, entry, reason) {
                    Err(StoreError::NotFound(_)) => {
                        store.forget_noted(id)?;
                        continue;
                    }
                    done => done?,
                };
                store.move_noted(
                    id,
                    Stack::Redo,
                    &entry.text().unwrap_or_default(),
                    entry.bytes(),
                )?;
                return Ok(UndoStep::Done(entry.undone(), entry.change()));
            }
        })?)
    }

    /// Records again what was undone last; what it was, or `None` when there is nothing to
    /// redo.
    pub fn redo(&mut self) -> Result<Option<Change>, DiaryError> {
        Ok(self.store.batch(|store| {
            let Some((id, entry)) = top(store, Stack::Redo)? else {
                return Ok(None);
            };
            let change = entry.change();
            // A scan recorded again is in the diary: the undo stack keeps no copy of it.
            let entry = super::journal_rows::again(store, entry)?.with_bytes(Arc::default());
            store.move_noted(id, Stack::Undo, &entry.text().unwrap_or_default(), None)?;
            Ok(Some(change))
        })?)
    }

    /// Takes back his last move as typed — of the `seen` plies the interface showed when it
    /// asked (47.3.10 binds the sender, not my typing): kept as a correction with `reason`. When
    /// it is the last entry, my move's arrival goes back as it was and a redo records it again.
    /// Gives his card as it was filed — its move, then its dates and what it said — to type
    /// again.
    pub fn take_back_his_move(
        &mut self,
        game: GameId,
        seen: u32,
        reason: &str,
    ) -> Result<Option<(UciMove, HisCard)>, DiaryError> {
        let filed = his_card_as_filed(&self.records(game)?);
        self.store.batch(|store| {
            store.take_back(game, seen, reason)?;
            let Some((id, entry)) = top(store, Stack::Undo)? else {
                return Ok(());
            };
            let Entry::Received {
                game: last,
                card,
                my_last,
            } = &entry
            else {
                return Ok(());
            };
            if *last != game {
                return Ok(());
            }
            // A card that also accepted variant moves leaves them (they are mine, sent): only
            // his move goes, and it is not recorded again by a redo.
            let whole = card.plies().len() == 1;
            if let (MyLastMove::Arrived(before), true) = (*my_last, whole)
                && let Some(mine) = store.plies(game)?.len().checked_sub(1)
            {
                store.set_arrived(game, mine as u32, before)?;
            }
            match whole {
                true => store.move_noted(id, Stack::Redo, &entry.text().unwrap_or_default(), None),
                false => store.forget_noted(id),
            }
        })?;
        Ok(filed)
    }
}

/// The entry on top of `stack` in `store`, with its row. One this build cannot read (a newer
/// program's) is not passed over — what lies under it may depend on it —: that stack is
/// forgotten, and nothing is taken.
fn top(store: &mut Store, stack: Stack) -> Result<Option<(i64, Entry)>, StoreError> {
    let Some(noted) = store.last_noted(stack)? else {
        return Ok(None);
    };
    match serde_json::from_str::<Entry>(&noted.entry) {
        Ok(entry) => {
            let bytes = Arc::new(noted.bytes.unwrap_or_default());
            Ok(Some((noted.id, entry.with_bytes(bytes))))
        }
        Err(e) => {
            log::warn!("the journal holds an entry this build cannot read, and is forgotten: {e}");
            store.forget_stack(stack)?;
            Ok(None)
        }
    }
}

/// Takes back `entry` in `store`, `reason` kept with what is withdrawn; the entry as the redo
/// stack keeps it (a scan with its bytes, read before it goes).
fn undone(store: &mut Store, entry: Entry, reason: &str) -> Result<Entry, StoreError> {
    if let Entry::Scan { id, .. } = &entry {
        let bytes = Arc::new(store.scan_bytes(*id)?);
        store.remove_scan(*id)?;
        return Ok(entry.with_bytes(bytes));
    }
    super::journal_rows::undo_row(store, &entry, reason)?;
    Ok(entry)
}
