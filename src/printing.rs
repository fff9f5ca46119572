//! Printing a paper from the diary: reads what the paper needs from the store, builds it with
//! `documents::build` and draws it as PDF. The window and the command line both print here.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use chrono::{NaiveDate, NaiveDateTime};

use crate::documents::adjudication::AdjudicationClaim;
use crate::documents::appendix::{CitedScan, append_cited};
use crate::documents::layout::Picture;
use crate::documents::{DocumentError, DocumentKind, Source, build, pdf};
use crate::domain::GameId;
use crate::domain::deadlines::GameRecords;
use crate::domain::{CorrespondenceItem, Direction};
use crate::storage::{Store, StoreError};

/// What a paper is printed for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// One game.
    Game(GameId),
    /// Several games, one card each on the 4-up sheet.
    Games(Vec<GameId>),
    /// Every game in play whose card I posted on the day (the day's 4-up sheet).
    PostedOn,
    /// A tournament, by its code or name (the report).
    Tournament(String),
}

/// Why a paper could not be printed.
#[derive(Debug)]
pub enum PrintError {
    /// The diary could not be read, or has no such game.
    Store(StoreError),
    /// The game does not allow this paper.
    Document(DocumentError),
    /// The PDF could not be drawn.
    Pdf(pdf::PdfError),
    /// No tournament has that code or name.
    NoTournament(String),
    /// The printer did not take the paper (the PDF can still be saved).
    Printer(crate::printer::PrinterError),
    /// A number of copies outside 1 to 99.
    Copies(u32),
    /// The file could not be written.
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

impl From<StoreError> for PrintError {
    fn from(e: StoreError) -> Self {
        PrintError::Store(e)
    }
}

impl From<crate::printer::PrinterError> for PrintError {
    fn from(e: crate::printer::PrinterError) -> Self {
        PrintError::Printer(e)
    }
}

impl From<DocumentError> for PrintError {
    fn from(e: DocumentError) -> Self {
        PrintError::Document(e)
    }
}

/// Prints the paper `kind` for `target` into the PDF file `path`.
pub fn print_to(
    path: &Path,
    kind: DocumentKind,
    target: &Target,
    store: &Store,
    as_of: NaiveDate,
    claim: &AdjudicationClaim,
    now: NaiveDateTime,
) -> Result<(), PrintError> {
    let (bytes, _) = paper(store, kind, target, as_of, claim, now)?;
    std::fs::write(path, bytes).map_err(|source| PrintError::Write {
        path: path.to_path_buf(),
        source,
    })
}

/// The games on a paper, each with its plies when it was made.
pub type OnPaper = Vec<(GameId, u32)>;

/// The paper `kind` for `target` as a PDF file's bytes, as the diary stands on `as_of`, made at
/// `now`; with the games on it, each with its plies then.
pub fn paper(
    store: &Store,
    kind: DocumentKind,
    target: &Target,
    as_of: NaiveDate,
    claim: &AdjudicationClaim,
    now: NaiveDateTime,
) -> Result<(Vec<u8>, OnPaper), PrintError> {
    let (doc, on_it) = document(store, kind, target, as_of, claim, now)?;
    let me = store.profile()?;
    let bytes = pdf::render(&doc, now, &me.full_name).map_err(PrintError::Pdf)?;
    Ok((bytes, on_it))
}

/// The paper `kind` for `target` laid out, as [`paper`] renders it: what the window shows
/// before it is printed; with the games on it, each with its plies.
pub fn document(
    store: &Store,
    kind: DocumentKind,
    target: &Target,
    as_of: NaiveDate,
    claim: &AdjudicationClaim,
    now: NaiveDateTime,
) -> Result<(crate::documents::layout::Document, OnPaper), PrintError> {
    // A report tells what happened (49): none of a day to come.
    if kind == DocumentKind::Report && as_of > now.date() {
        return Err(DocumentError::DayToCome(as_of).into());
    }
    let (games, label) = games(store, kind, target, as_of)?;
    let me = profile_on(store, kind, &games, as_of)?;
    let source = match target {
        Target::Game(_) if games.len() == 2 => Source::Games(&games),
        Target::Game(_) => Source::Game(&games[0]),
        Target::Games(_) | Target::PostedOn => Source::Games(&games),
        Target::Tournament(_) => Source::Tournament {
            label: &label,
            games: &games,
        },
    };
    let mut doc = build(kind, source, &me, as_of, claim)?;
    if let Source::Game(r) = source {
        append_cited(&mut doc, &cited_scans(store, r, kind)?);
    }
    let on_it = games.iter().map(|r| (r.id, r.plies.len() as u32)).collect();
    Ok((doc, on_it))
}

/// My profile as paper `kind` of `games` prints it: a card of my move in one game with the
/// address I had when that move went (a card keeps the address of its day, 47.1.2); any other
/// paper, going out now, with the address of `as_of`.
fn profile_on(
    store: &Store,
    kind: DocumentKind,
    games: &[GameRecords],
    as_of: NaiveDate,
) -> Result<crate::domain::Profile, StoreError> {
    let my_last = |r: &GameRecords| {
        let last = r.plies.last().filter(|_| r.last_is_mine())?;
        crate::domain::effective_sent(&last.sent, &last.delivery).map(|e| e.date)
    };
    let day = match (kind, games) {
        (DocumentKind::Postcard | DocumentKind::Envelope, [r]) => my_last(r).unwrap_or(as_of),
        _ => as_of,
    };
    let me = store.profile()?;
    Ok(crate::domain::notices::profile_on(
        &me,
        &store.former_addresses()?,
        day,
    ))
}

/// The cards that went on `day`, each game with its plies: what the day's sheet holds.
pub fn cards_of_day(store: &Store, day: NaiveDate) -> Result<Vec<(GameId, u32)>, StoreError> {
    Ok(posted_on(store, day)?
        .iter()
        .map(|r| (r.id, r.plies.len() as u32))
        .collect())
}

/// The games whose next card went on `day`, in play or ended by it.
fn posted_on(store: &Store, day: NaiveDate) -> Result<Vec<GameRecords>, StoreError> {
    Ok(store
        .all_game_records()?
        .into_iter()
        .filter(|r| {
            crate::domain::card::went_on(r, day) && crate::domain::card::postable(r).is_ok()
        })
        .collect())
}

/// The scans of the cards a paper cites: the claim his cards (47.6.2.3), the adjudication
/// every card of the game; other papers none.
fn cited_scans(
    store: &Store,
    r: &GameRecords,
    kind: DocumentKind,
) -> Result<Vec<CitedScan>, PrintError> {
    let cites = |c: &CorrespondenceItem| match kind {
        DocumentKind::Claim => c.direction == Direction::In,
        DocumentKind::Adjudication => true,
        _ => false,
    };
    let rows = store.correspondence_rows(r.id)?;
    let mut cited = Vec::new();
    for scan in store.scans(r.id)? {
        let Some(item) = rows
            .iter()
            .position(|row| Some(*row) == scan.item)
            .and_then(|i| r.correspondence.get(i))
            .filter(|c| cites(c))
        else {
            continue;
        };
        let picture = match scan.kind.is_picture() {
            true => picture(&store.scan_bytes(scan.id)?),
            false => None,
        };
        cited.push(CitedScan {
            item: item.clone(),
            name: scan.name,
            picture,
        });
    }
    Ok(cited)
}

/// The longest side a picture keeps on the page: about 170 dots per inch across A4, enough to
/// read a card's handwriting and postmark.
const PICTURE_PIXELS: u32 = 1200;

/// A photo or scan decoded upright and made no larger than the page needs; `None` if it cannot
/// be read (it is then listed as a file of its own).
fn picture(bytes: &[u8]) -> Option<Arc<Picture>> {
    let rgb = crate::scanning::picture(bytes, PICTURE_PIXELS)?.to_rgb8();
    Some(Arc::new(Picture {
        width: rgb.width() as usize,
        height: rgb.height() as usize,
        rgb: rgb.into_raw(),
    }))
}

/// The games the paper is made of, and the tournament's label for a report. A game's postcard
/// also takes the other game of a double round whose move went on the same card.
fn games(
    store: &Store,
    kind: DocumentKind,
    target: &Target,
    as_of: NaiveDate,
) -> Result<(Vec<GameRecords>, String), PrintError> {
    let games = match target {
        Target::Game(id) => {
            let r = store.game_records(*id)?;
            let other = crate::domain::double_round::sent_with(&r)
                .filter(|_| matches!(kind, DocumentKind::Postcard | DocumentKind::Envelope))
                .map(|o| store.game_records(o))
                .transpose()?;
            match other {
                Some(o)
                    if crate::domain::double_round::carried_with(&r, std::slice::from_ref(&o))
                        .is_some() =>
                {
                    vec![r, o]
                }
                _ => vec![r],
            }
        }
        Target::Games(ids) => ids
            .iter()
            .map(|id| store.game_records(*id))
            .collect::<Result<_, _>>()?,
        Target::PostedOn => posted_on(store, as_of)?,
        Target::Tournament(name) => {
            let id = store
                .tournament_named(name.trim())?
                .ok_or_else(|| PrintError::NoTournament(name.clone()))?;
            let games = store
                .all_game_records()?
                .into_iter()
                .filter(|r| r.game.tournament == id)
                .collect();
            return Ok((games, store.tournament(id)?.label().to_owned()));
        }
    };
    Ok((games, String::new()))
}
