//! What the interfaces show, read through the diary: the list and what is due (`Overview`), a
//! game with what the records panel shows of it (`OpenedGame`), my profile, the tournaments,
//! the partners, the leaves, a card's scans, and the papers and files made from the diary.
//! The window and the command line read nothing of the store by any other way.

use std::borrow::Cow;
use std::collections::HashMap;
use std::path::Path;

use chrono::{NaiveDate, NaiveDateTime};
use shakmaty::{Chess, Move};

use super::{Diary, DiaryError};
use crate::documents::DocumentKind;
use crate::documents::adjudication::AdjudicationClaim;
use crate::domain::card::CardContext;
use crate::domain::deadlines::{Action, FirstMoves, GameRecords, first_moves};
use crate::domain::scans::{ItemId, Scan, ScanId};
use crate::domain::standing::Standing;
use crate::domain::{
    Correction, GameId, GameStatus, GameSummary, Gender, Leave, Mode, PartnerId, Profile,
    Tournament, TournamentId, Withdrawn,
};
use crate::printing::{PrintError, Target};
use crate::storage::{DigestToKeep, StoreError};

/// What the list and Today show: read after each change rather than every frame.
#[derive(Default)]
pub struct Overview {
    /// Tournaments.
    pub tournaments: Vec<(TournamentId, Tournament)>,
    /// Games in list order.
    pub games: Vec<GameSummary>,
    /// What is due in each game in play or at adjudication, by id.
    pub due: HashMap<GameId, Vec<Action>>,
    /// How each game read stands, by id: every game that can have something due, and the
    /// others as the list shows them ([`Diary::read_endings`]); see [`Overview::standing`].
    pub standings: HashMap<GameId, Standing>,
    /// Every due action, most urgent first.
    pub today: Vec<Action>,
    /// My first moves of a tournament due on one day, said as one item (47.5.1).
    pub first_moves: Vec<FirstMoves>,
    /// The games read whose moves cannot be, left out of Today and of the list's states, with
    /// why: those that can have something due, read at once, and the others as the list
    /// shows them.
    pub unreadable: Vec<(GameId, StoreError)>,
    /// The digests of moves worked out for this reading that the diary did not keep, for
    /// [`Diary::keep_digests`].
    to_keep: Vec<DigestToKeep>,
}

impl Overview {
    /// How game `g` stands: as read, else as its summary tells it (a finished game's ending
    /// unknown until it is read); none for a game whose moves cannot be read.
    pub fn standing(&self, g: &GameSummary) -> Option<Cow<'_, Standing>> {
        match self.standings.get(&g.id) {
            Some(s) => Some(Cow::Borrowed(s)),
            None if self.is_unreadable(g.id) => None,
            None => crate::domain::standing::before_records(&g.game).map(Cow::Owned),
        }
    }

    /// Whether game `g` is finished and how it ended is still to be read.
    pub fn ending_unread(&self, g: &GameSummary) -> bool {
        let read = self.standings.contains_key(&g.id) || self.is_unreadable(g.id);
        g.game.status() == GameStatus::Finished && !read
    }

    /// Whether this reading worked out digests of moves the diary did not keep
    /// ([`Diary::keep_digests`]).
    pub fn digests_unkept(&self) -> bool {
        !self.to_keep.is_empty()
    }

    /// Whether game `id`'s moves were found unreadable.
    fn is_unreadable(&self, id: GameId) -> bool {
        self.unreadable.iter().any(|(u, _)| *u == id)
    }
}

/// A game as it opens: everything the diary holds on it, and what the records panel lists.
pub struct OpenedGame {
    /// The game with its moves and records.
    pub records: GameRecords,
    /// The corrections of its dates, oldest first.
    pub corrections: Vec<Correction>,
    /// The penalties, leaves and cards withdrawn, with why.
    pub withdrawn: Vec<Withdrawn>,
    /// Its archive: each card's row, in the order of `records.correspondence`, and the scans.
    pub archive: Archive,
    /// My analysis of it.
    pub analysis: crate::domain::analysis::Analysis,
}

/// A game as the forms of its cards show it: where it stands, what his card may repeat or
/// accept, the offers open, how moves travel and how to speak of him. Read once per game opened
/// (`CardView::of`), not each frame.
#[derive(Debug, Clone)]
pub struct CardView {
    /// How moves travel.
    pub mode: Mode,
    /// The position now, after the last ply.
    pub pos: Chess,
    /// The position before my last move, and that move, which his card repeats (47.3.7.5).
    pub my_last: Option<(Chess, Move)>,
    /// Whether my last move proposed a variant his card may accept (47.3.8).
    pub variant_open: bool,
    /// How sentences speak of the partner.
    pub partner_gender: Gender,
    /// Whether my draw offer is open: his card may accept or decline it.
    pub my_offer_open: bool,
    /// Whether his draw offer is open: my card may accept or decline it.
    pub his_offer_open: bool,
}

impl CardView {
    /// Game `r` as its card forms show it, by the same context the diary checks a card with.
    pub fn of(r: &GameRecords) -> CardView {
        let ctx = CardContext::new(r);
        CardView {
            mode: ctx.mode,
            pos: ctx.pos,
            my_last: ctx.my_last,
            variant_open: ctx.variant.is_some(),
            partner_gender: ctx.partner_gender,
            my_offer_open: ctx.my_offer_open,
            his_offer_open: ctx.his_offer_open,
        }
    }
}

/// A game's archive: the rows of its cards and the scans kept.
pub struct Archive {
    /// Each card's row, in the order of the game's correspondence.
    pub rows: Vec<ItemId>,
    /// The scans, with the card each shows.
    pub scans: Vec<Scan>,
}

/// The games that can have something due, and those of them whose moves cannot be read.
pub struct DueGames {
    /// The games, with their records.
    pub games: Vec<GameRecords>,
    /// The games left out, with why.
    pub left_out: Vec<(GameId, StoreError)>,
}

impl DueGames {
    /// `Ok` when no game that can have something due was left out, else
    /// [`DiaryError::LeftOut`] naming them.
    pub fn none_left_out(self) -> Result<(), DiaryError> {
        match self.left_out.is_empty() {
            true => Ok(()),
            false => Err(DiaryError::LeftOut(self.left_out)),
        }
    }
}

impl Diary {
    /// The list and what is due on `today`.
    pub fn overview(&self, today: NaiveDate) -> Result<Overview, DiaryError> {
        let store = &self.store;
        let mut s = Overview {
            tournaments: read(store.tournaments())?,
            games: read(store.game_summaries())?,
            ..Overview::default()
        };
        // Only the games that can have something due: a finished game's ending is read when
        // the list shows its row.
        let parts = read(store.due_parts_among(&s.games, today))?;
        let due = super::due::due_in(&parts, today);
        (s.today, s.due, s.standings, s.unreadable, s.to_keep) = (
            due.today,
            due.due,
            due.standings,
            due.unreadable,
            due.to_keep,
        );
        let unplayed: HashMap<GameId, TournamentId> = s
            .games
            .iter()
            .filter(|g| g.plies == 0)
            .map(|g| (g.id, g.game.tournament))
            .collect();
        s.first_moves = first_moves(&s.today, |id| unplayed.get(&id).copied());
        Ok(s)
    }

    /// Keeps in the diary the digests of moves `overview` worked out and found not kept, so
    /// that the next reading of what is due need not decode those games' moves: 500 at a time,
    /// 5–20 ms of writing (the rest stays for the next call, see [`Overview::digests_unkept`]).
    /// Returns how many were kept. Nothing the diary shows changes, though a second window
    /// sees the diary changed and reads it again. Another program writing meanwhile, or a
    /// diary opened to be read only, keeps none, and a game whose moves changed since keeps
    /// its own none: they are worked out again at the next reading.
    pub fn keep_digests(&mut self, overview: &mut Overview) -> Result<usize, DiaryError> {
        let at_once = overview.to_keep.len().min(500);
        let kept: Vec<_> = overview.to_keep.drain(..at_once).collect();
        Ok(self.store.keep_digests(&kept)?)
    }

    /// Reads into `overview` how games `ids` stand, with their records (a finished game's
    /// ending with them), for the list's rows; a game whose moves cannot be read is added to
    /// its unreadable ones, and has no standing.
    pub fn read_endings(&self, overview: &mut Overview, ids: &[GameId]) -> Result<(), DiaryError> {
        let (records, unreadable) = read(self.store.records_of(ids))?;
        let standing = |r: &GameRecords| (r.id, crate::domain::standing::standing(r, None));
        overview.standings.extend(records.iter().map(standing));
        overview.unreadable.extend(unreadable);
        Ok(())
    }

    /// Game `id` as it opens, with its corrections, what was withdrawn and its archive.
    pub fn opened(&self, id: GameId) -> Result<OpenedGame, DiaryError> {
        Ok(OpenedGame {
            records: self.records(id)?,
            corrections: read(self.store.corrections(id))?,
            withdrawn: read(self.store.withdrawn(id))?,
            archive: self.archive(id)?,
            analysis: self.analysis_shown(id)?,
        })
    }

    /// Game `id`'s archive: its cards' rows and their scans.
    pub fn archive(&self, id: GameId) -> Result<Archive, DiaryError> {
        Ok(Archive {
            rows: read(self.store.correspondence_rows(id))?,
            scans: read(self.store.scans(id))?,
        })
    }

    /// The picture of scan `scan`, as its file held it.
    pub fn scan_bytes(&self, scan: ScanId) -> Result<Vec<u8>, DiaryError> {
        read(self.store.scan_bytes(scan))
    }

    /// My profile.
    pub fn profile(&self) -> Result<Profile, DiaryError> {
        read(self.store.profile())
    }

    /// The tournament of code or name `named`, in any case of any alphabet.
    pub fn tournament_named(&self, named: &str) -> Result<TournamentId, DiaryError> {
        let wanted = crate::domain::partner_message::normalised(named);
        let same = |s: &str| crate::domain::partner_message::normalised(s) == wanted;
        read(self.store.tournaments())?
            .into_iter()
            .find(|(_, t)| !wanted.is_empty() && (same(&t.code) || same(&t.name)))
            .map(|(id, _)| id)
            .ok_or_else(|| DiaryError::NoTournament(named.to_owned()))
    }

    /// Every partner's name, by name: what a new game chooses from, read when its form opens
    /// rather than with the overview at start (20,000 partners take 5 ms).
    pub fn partner_names(&self) -> Result<Vec<(PartnerId, String)>, DiaryError> {
        read(self.store.partner_names())
    }

    /// The partner the diary knows by `name`, written as people write it.
    pub fn partner_named(&self, name: &str) -> Result<PartnerId, DiaryError> {
        let wanted = crate::domain::partner_message::normalised(name);
        read(self.store.partners())?
            .into_iter()
            .find(|(_, p)| crate::domain::partner_message::normalised(&p.name) == wanted)
            .map(|(id, _)| id)
            .ok_or_else(|| DiaryError::NoPartner(name.to_owned()))
    }

    /// The tournaments.
    pub fn tournaments(&self) -> Result<Vec<(TournamentId, Tournament)>, DiaryError> {
        read(self.store.tournaments())
    }

    /// The leaves, mine and my partners'.
    pub fn leaves(&self) -> Result<Vec<Leave>, DiaryError> {
        read(self.store.leaves())
    }

    /// Every game as the list shows it, without its moves.
    pub fn game_summaries(&self) -> Result<Vec<GameSummary>, DiaryError> {
        read(self.store.game_summaries())
    }

    /// Every game in play or awaiting adjudication, with its records; a game whose moves
    /// cannot be read is left out ([`Diary::none_left_out`] names it).
    pub fn active_games(&self) -> Result<Vec<GameRecords>, DiaryError> {
        read(self.store.active_game_records())
    }

    /// Every game that can have something due — in play, awaiting adjudication, or with
    /// something still for the arbiter —, with its records, for Today and the calendar; only
    /// their moves are read.
    pub fn games_due(&self, today: NaiveDate) -> Result<DueGames, DiaryError> {
        let (games, left_out) = read(self.store.due_game_records(today))?;
        Ok(DueGames { games, left_out })
    }

    /// `Ok` when every game's moves can be read, else [`DiaryError::LeftOut`] naming those
    /// left out of what was just read or written.
    pub fn none_left_out(&self) -> Result<(), DiaryError> {
        let unreadable = read(self.store.unreadable_games())?;
        match unreadable.is_empty() {
            true => Ok(()),
            false => Err(DiaryError::LeftOut(unreadable)),
        }
    }

    /// Every game (or only game `only`) as PGN, with the dates of its moves and, when
    /// `analysis`, my analysis.
    pub fn export_pgn(&self, only: Option<GameId>, analysis: bool) -> Result<String, DiaryError> {
        if let Some(id) = only {
            self.records(id)?;
        }
        read(crate::pgn::export::export_pgn(&self.store, only, analysis))
    }

    /// The whole diary, scans included, into the archive file `to`, which must not exist;
    /// how many games it holds.
    pub fn export_all(&self, to: &Path) -> Result<usize, DiaryError> {
        Ok(read(crate::archive::export_all(&self.store, to))?.games)
    }

    /// The paper `kind` for `target`, as the diary stands on `as_of`, into the PDF file `path`.
    pub fn save_paper(
        &self,
        path: &Path,
        (kind, target): (DocumentKind, &Target),
        as_of: NaiveDate,
        claim: &AdjudicationClaim,
        now: NaiveDateTime,
    ) -> Result<(), PrintError> {
        crate::printing::print_to(path, kind, target, &self.store, as_of, claim, now)
    }

    /// Paper `kind` of `target` laid out as the diary stands, to be seen before it goes; or why
    /// it cannot be made: asked before a file or a printer is chosen for it.
    pub fn paper_preview(
        &self,
        (kind, target): (DocumentKind, &Target),
        as_of: NaiveDate,
        claim: &AdjudicationClaim,
        now: NaiveDateTime,
    ) -> Result<crate::documents::layout::Document, PrintError> {
        crate::printing::document(&self.store, kind, target, as_of, claim, now).map(|(d, _)| d)
    }
}

/// A read of the store, its failure said as one.
fn read<T>(r: Result<T, StoreError>) -> Result<T, DiaryError> {
    r.map_err(DiaryError::Read)
}
