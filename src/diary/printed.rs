//! A paper sent to a printer of the system, and kept as printed, so that a card printed once
//! is known before it is printed again.

use chrono::NaiveDateTime;

use super::Diary;
use crate::documents::DocumentKind;
use crate::documents::adjudication::AdjudicationClaim;
use crate::domain::GameId;
use crate::printer::Sent;
use crate::printing::{PrintError, Target};

/// The papers that carry my card: printing one of them prints the card.
const CARDS: [DocumentKind; 3] = [
    DocumentKind::Postcard,
    DocumentKind::PostcardsA4,
    DocumentKind::Envelope,
];

/// How many copies a paper may be printed in at once.
pub const COPIES: std::ops::RangeInclusive<u32> = 1..=99;

/// A paper to print, and how.
#[derive(Debug, Clone)]
pub struct PrintOrder<'a> {
    /// The paper.
    pub kind: DocumentKind,
    /// What it is of.
    pub target: &'a Target,
    /// The day the diary is read as of.
    pub as_of: chrono::NaiveDate,
    /// What an adjudication claims.
    pub claim: &'a AdjudicationClaim,
    /// The printer's name; `None` for the system's default.
    pub printer: Option<&'a str>,
    /// How many copies.
    pub copies: u32,
    /// Both sides of an A4 paper (the sheet of four always has both).
    pub two_sided: bool,
}

/// A card printed before: its game, the printer and when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrintedBefore {
    /// The game.
    pub game: GameId,
    /// The printer it went to.
    pub printer: String,
    /// When.
    pub at: NaiveDateTime,
}

impl Diary {
    /// Prints `order` at `now` on the printer it names once that printer takes jobs, and keeps
    /// it as printed; the paper's own refusals come before any printer is asked.
    pub fn print(
        &mut self,
        order: &PrintOrder<'_>,
        now: NaiveDateTime,
    ) -> Result<Sent, PrintError> {
        let (kind, target) = (order.kind, order.target);
        if !COPIES.contains(&order.copies) {
            return Err(PrintError::Copies(order.copies));
        }
        let (bytes, games) =
            crate::printing::paper(&self.store, kind, target, order.as_of, order.claim, now)?;
        let printer = crate::printer::ready(order.printer)?;
        let title = format!("ccdiary {}", kind.code());
        let sent = crate::printer::send(
            &printer,
            (kind, &bytes, &title),
            order.copies,
            order.two_sided,
        )?;
        let ids: Vec<&str> = sent.jobs.iter().map(|(_, id)| id.as_str()).collect();
        self.store.add_printed(&crate::storage::PrintedPaper {
            kind: &kind.code(),
            games: &games,
            printer: &sent.printer,
            job: &ids.join(" "),
            at: now,
        })?;
        Ok(sent)
    }

    /// The day's sheet before it is printed: of the cards that went on `day`, those printed
    /// since; refused when no card went that day.
    pub fn todays_sheet(&self, day: chrono::NaiveDate) -> Result<Vec<PrintedBefore>, PrintError> {
        let cards = crate::printing::cards_of_day(&self.store, day)?;
        if cards.is_empty() {
            return Err(crate::documents::DocumentError::NothingSentOn(day).into());
        }
        let codes: Vec<String> = CARDS.iter().map(|k| k.code()).collect();
        let codes: Vec<&str> = codes.iter().map(String::as_str).collect();
        let since = day.and_time(chrono::NaiveTime::MIN);
        let mut out = Vec::new();
        for card in cards {
            if let Some((printer, at)) = self.store.printed(card, &codes, since)? {
                out.push(PrintedBefore {
                    game: card.0,
                    printer,
                    at,
                });
            }
        }
        Ok(out)
    }
}
