//! The adjudication submission (47.9.5, 48.9.4): the record, the final position, the result
//! claimed with its justification, and the sealed move. Official text: Russian.

use shakmaty::fen::Fen;
use shakmaty::{EnPassantMode, Position};

use super::DocumentError;
use super::game_record::{diagram, game_named, moves_list, record_head, result_ru};
use super::layout::{A4, Align, Document, Flow, Page, Weight, wrap};
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{Notation, read_move};
use crate::domain::{GameResult, GameStatus, Mode, Profile};

/// What I claim when a game goes to adjudication.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AdjudicationClaim {
    /// The result I claim.
    pub result: GameResult,
    /// Why, with analysis.
    pub justification: String,
    /// My sealed move when I am to move (47.9.5.4), in any notation.
    pub sealed_move: Option<String>,
    /// The lines of my analysis the paper takes.
    pub analysis: crate::domain::analysis::Analysis,
}

impl AdjudicationClaim {
    /// Checks the claim against the game before any paper is made: a result and its
    /// justification (47.9.5.3), and, when I am to move, a sealed move that can be played
    /// (47.9.5.4). Gives the sealed move in the game's notation, a blank when none is typed, and
    /// `None` when the partner is to move.
    pub fn check(
        &self,
        r: &GameRecords,
        notation: Notation,
    ) -> Result<Option<String>, DocumentError> {
        // Only a game unfinished at the tournament's end is adjudicated (47.9.4, 48.9.4).
        if matches!(
            r.game.status(),
            GameStatus::Finished | GameStatus::Withdrawn
        ) {
            return Err(DocumentError::NothingToAdjudicate(r.name()));
        }
        let justified = !self.justification.trim().is_empty() || !self.analysis.is_empty();
        if self.result == GameResult::Unknown || !justified {
            return Err(DocumentError::NoClaim);
        }
        let pos = r.line().last();
        let typed = self
            .sealed_move
            .as_deref()
            .map(str::trim)
            .unwrap_or_default();
        if pos.turn() != r.game.my_colour {
            // Only the side to move seals a move.
            return match typed {
                "" => Ok(None),
                _ => Err(DocumentError::NotMySealedMove),
            };
        }
        Ok(Some(match self.sealed_move.as_deref().map(str::trim) {
            None | Some("") => "____________".to_owned(),
            Some(text) => {
                let m = read_move(&pos, text).map_err(DocumentError::SealedMove)?;
                notation.format(&pos, m)
            }
        }))
    }
}

/// Whether game `r` goes to adjudication on `day`: not while it is in play before its
/// tournament's end (47.9.4, 48.9.4); the arbiter may send it there sooner (its status says
/// so).
pub fn due(r: &GameRecords, day: chrono::NaiveDate) -> Result<(), DocumentError> {
    match r.tournament.end {
        Some(end) if day < end && r.game.status() == GameStatus::InPlay => {
            Err(DocumentError::BeforeTheEnd(r.name(), end))
        }
        _ => Ok(()),
    }
}

/// The adjudication submission (47.9.5, 48.9.4) made `on` a day: record, final position, claim,
/// sealed move, the day and the signature.
pub fn adjudication(
    r: &GameRecords,
    me: &Profile,
    notation: Notation,
    claim: &AdjudicationClaim,
    on: chrono::NaiveDate,
) -> Result<Document, DocumentError> {
    let sealed = claim.check(r, notation)?;
    let (w, h) = A4;
    let mut page = Page::new(w, h);
    // To the arbiter, from me, as the claim of an overstep is addressed.
    let a = &r.tournament.arbiter;
    let arbiter_address = format!("{}\n{}", a.postal_address, a.email);
    let y = super::claim::head(
        &mut page,
        [("Арбитр:", &a.name), ("Адрес:", arbiter_address.trim())],
        [("Участник:", &me.full_name), ("Адрес:", &me.postal_address)],
    );
    page.heading(y + 8.0, "Материалы для присуждения партии");
    // The materials go within 14 days after the tournament's end (47.9.5, 48.9.4).
    let (clause, sealed_clause) = match r.tournament.mode {
        Mode::Post => ("47.9.5", "47.9.5.4"),
        Mode::Email => ("48.9.4", "48.9.4.4"),
    };
    let due = match r.tournament.end {
        Some(end) => format!(
            "Окончание турнира {}; материалы высылаются до {} ({clause}).",
            super::date(Some(end)),
            super::date(Some(end + chrono::Duration::days(14)))
        ),
        None => {
            format!("Материалы высылаются в течение 14 дней после окончания турнира ({clause}).")
        }
    };
    page.text(20.0, y + 15.0, 9.5, due);
    // The game ends with the tournament when it goes to adjudication; one the arbiter sent
    // sooner ends with its last move, never on a day to come.
    // The record, then the position and the claim in a block of their own, on the next sheet
    // if need be; the analysis follows, line by line, over as many sheets as it takes.
    let mut flow = Flow::new(page, y + 20.0, 15.0, h - 25.0);
    let ended = r.tournament.end.filter(|end| *end <= on);
    record_head(&mut flow, r, me, ended);
    flow.skip(4.0);
    moves_list(&mut flow, r, notation);
    flow.skip(4.0);
    position(
        &mut flow,
        r,
        claim.result,
        sealed.map(|s| (sealed_clause, s)),
    );
    flow.skip(2.0);
    let lines = wrap(&claim.justification, Weight::Regular, 9.5, 170.0);
    // The signature goes with the analysis's last lines, never alone on a sheet.
    let tail = lines.len().saturating_sub(2);
    for (n, line) in lines.into_iter().enumerate() {
        if n == tail {
            flow.keep(2.0 * 4.3 + 12.0);
        }
        let (page, y) = flow.line(4.3);
        page.text(20.0, y, 9.5, line);
    }
    super::analysis_lines::analysis_section(&mut flow, r, &claim.analysis, notation);
    flow.skip(6.0);
    let (page, y) = flow.line(6.0);
    page.text(20.0, y, 10.0, format!("Дата {}", super::date(Some(on))));
    page.text(120.0, y, 10.0, "Подпись ____________");
    Ok(Document {
        title: format!("Присуждение — {} — {}", r.tournament.code, r.partner.name),
        pages: flow.pages(&game_named(r)),
    })
}

/// The final position in a block of its own (on the next sheet if need be): the diagram, its
/// FEN, the result claimed, whose move it is, my sealed move with its clause, and the heading
/// of the analysis that follows.
fn position(flow: &mut Flow, r: &GameRecords, result: GameResult, sealed: Option<(&str, String)>) {
    let size = 8.0;
    let (page, y) = flow.block(8.0 * size + 26.0);
    let pos = r.line().last();
    let y = y + 4.0;
    page.bold(20.0, y, 10.0, "Заключительная позиция:");
    let (left, top) = (24.0, y + 4.0);
    diagram(page, &pos, left, top, size);
    let fen = Fen::from_position(&pos, EnPassantMode::Legal).to_string();
    page.add_text(
        left,
        top + 8.0 * size + 7.0,
        8.0,
        format!("FEN: {fen}"),
        Weight::Regular,
        Align::Left,
        Some(170.0),
    );
    let y2 = top + 8.0 * size + 14.0;
    page.bold(100.0, y + 8.0, 10.0, "Оценка позиции:");
    page.text(100.0, y + 14.0, 10.0, result_ru(result));
    let to_move = if pos.turn().is_white() {
        "белых"
    } else {
        "черных"
    };
    page.text(100.0, y + 20.0, 9.0, format!("Очередь хода {to_move}."));
    if let Some((clause, sealed)) = sealed {
        page.text(
            100.0,
            y + 26.0,
            10.0,
            format!("Мой ход ({clause}): {sealed}"),
        );
    }
    page.bold(20.0, y2, 10.0, "Обоснование (анализ):");
}
