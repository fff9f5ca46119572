//! My analysis of a game: read, and changed one step at a time — a line played on the board,
//! a note and its signs, an engine's line with its verdict, a line removed or moved among the
//! others, a file's analysis added —, each in one transaction and undone with Ctrl+Z. Moves
//! played one after another at the end of one line are one step: an undo takes the line.

use shakmaty::uci::UciMove;

use super::journal::Entry;
use super::{Diary, DiaryError};
use crate::domain::GameId;
use crate::domain::analysis::{Analysis, AnalysisError, Nag, Note, Shift, Verdict};
use crate::pgn::read_line;

/// One change of a game's analysis.
#[derive(Debug, Clone, PartialEq)]
pub enum AnalysisEdit {
    /// Moves played on the board: the path from the game's start to the last of them. Along
    /// the record it changes nothing.
    Line(Vec<UciMove>),
    /// What I say of the move at the end of a path (the record's or a line's).
    Note {
        /// The path to the move.
        path: Vec<UciMove>,
        /// My words.
        text: String,
        /// Its signs.
        nags: Vec<Nag>,
    },
    /// An engine's line from the position after `from`, its verdict on its first move.
    EngineLine {
        /// The path to the position analysed.
        from: Vec<UciMove>,
        /// The engine's moves.
        pv: Vec<UciMove>,
        /// Its verdict.
        verdict: Verdict,
    },
    /// The line from the move at the end of a path taken away.
    Remove(Vec<UciMove>),
    /// The line from the move at the end of a path moved among the others.
    Shift(Vec<UciMove>, Shift),
    /// A file's or a typed text's analysis added to what is there.
    Merge(Analysis),
}

impl Diary {
    /// The game's analysis.
    pub fn analysis(&self, game: GameId) -> Result<Analysis, DiaryError> {
        self.store.analysis(game).map_err(DiaryError::Read)
    }

    /// The game's analysis to show: one the file holds damaged is shown empty, the game and
    /// its record still open (the log says why; a change of it is refused as damaged).
    pub(super) fn analysis_shown(&self, game: GameId) -> Result<Analysis, DiaryError> {
        match self.store.analysis(game) {
            Err(crate::storage::StoreError::Corrupt(why)) => {
                log::warn!("the analysis of game {} cannot be read: {why}", game.0);
                Ok(Analysis::default())
            }
            read => read.map_err(DiaryError::Read),
        }
    }

    /// Says `text` and `nags` of the record's move `ply` (1-based).
    pub fn note_move(
        &mut self,
        game: GameId,
        ply: usize,
        text: &str,
        nags: &[Nag],
    ) -> Result<(), DiaryError> {
        let record = self.record(game)?;
        let path = record.get(..ply).ok_or(AnalysisError::NoSuchMove)?;
        let edit = AnalysisEdit::Note {
            path: path.to_vec(),
            text: text.to_owned(),
            nags: nags.to_vec(),
        };
        self.edit_against(game, &record, edit).map(drop)
    }

    /// The game's moves with my analysis, as PGN move text.
    pub fn movetext(&self, game: GameId) -> Result<String, DiaryError> {
        let pgn = self.export_pgn(Some(game), true)?;
        let tags = pgn.find("\n\n").map_or(0, |at| at + 2);
        Ok(pgn[tags..].trim_end().to_owned())
    }

    /// Adds a line typed as PGN move text (`14.Nd5 exd5 15.exd5 {the point}`) from the
    /// position after `after` plies, else the one its first move number names, else the last;
    /// returns the path to its last move.
    pub fn add_typed_line(
        &mut self,
        game: GameId,
        after: Option<usize>,
        text: &str,
    ) -> Result<Vec<UciMove>, DiaryError> {
        let record = self.record(game)?;
        let line = read_line(&record, after, text).map_err(|e| DiaryError::Line(Box::new(e)))?;
        self.edit_against(game, &record, AnalysisEdit::Merge(line.analysis))?;
        Ok(line.path)
    }

    /// Takes away the line a typed move text names: from its first move off the record.
    pub fn remove_typed_line(
        &mut self,
        game: GameId,
        after: Option<usize>,
        text: &str,
    ) -> Result<(), DiaryError> {
        let record = self.record(game)?;
        let line = read_line(&record, after, text).map_err(|e| DiaryError::Line(Box::new(e)))?;
        let off = line
            .path
            .iter()
            .zip(&record)
            .take_while(|(a, b)| a == b)
            .count();
        let path = line.path[..=off.min(line.path.len() - 1)].to_vec();
        match self.edit_against(game, &record, AnalysisEdit::Remove(path))? {
            true => Ok(()),
            false => Err(AnalysisError::NoSuchMove.into()),
        }
    }

    /// The lines of my analysis of the game that begin at `chosen` (each the path to a line's
    /// first move), alone; every line when none are named: what a paper takes.
    pub fn analysis_lines(
        &self,
        game: GameId,
        chosen: Option<&[Vec<UciMove>]>,
    ) -> Result<Analysis, DiaryError> {
        let a = self.analysis(game)?;
        Ok(match chosen {
            Some(paths) => a.only(paths),
            None => a.only(&a.lines(&self.record(game)?)),
        })
    }

    /// The game's moves from its start.
    pub fn record(&self, game: GameId) -> Result<Vec<UciMove>, DiaryError> {
        Ok(self.records(game)?.plies.iter().map(|p| p.uci).collect())
    }

    /// Changes the game's analysis by `edit`; returns whether anything changed.
    pub fn edit_analysis(&mut self, game: GameId, edit: AnalysisEdit) -> Result<bool, DiaryError> {
        let record = self.record(game)?;
        self.edit_against(game, &record, edit)
    }

    /// [`Diary::edit_analysis`] with the game's moves `record` read already.
    fn edit_against(
        &mut self,
        game: GameId,
        record: &[UciMove],
        edit: AnalysisEdit,
    ) -> Result<bool, DiaryError> {
        let before = self.analysis(game)?;
        let mut after = before.clone();
        let line = match &edit {
            AnalysisEdit::Line(path) => Some(path.clone()),
            _ => None,
        };
        match edit {
            AnalysisEdit::Line(path) => after.add(&path)?,
            AnalysisEdit::Note { path, text, nags } => {
                after.annotate(&path, Note::new(&text, &nags)?)?;
            }
            AnalysisEdit::EngineLine { from, pv, verdict } => {
                after.add_engine_line(&from, &pv, verdict)?;
            }
            AnalysisEdit::Remove(path) => after.remove(&path, record)?,
            AnalysisEdit::Shift(path, shift) => after.shift(&path, record, shift)?,
            AnalysisEdit::Merge(other) => after.merge(other),
        }
        let after = after.pruned(record);
        if after == before {
            return Ok(false);
        }
        self.store.set_analysis(game, &before, &after)?;
        let entry = Entry::Analysis {
            game,
            before: before.into(),
            after: after.into(),
            line,
        };
        self.note_extending(entry);
        Ok(true)
    }

    /// Notes `entry`, joined to the last entry when it goes on with the line that one played
    /// and nothing came between: one undo takes back moves played one after another.
    fn note_extending(&mut self, entry: Entry) {
        let joined = match (&entry, self.last_entry()) {
            (
                Entry::Analysis {
                    game,
                    before,
                    after,
                    line: Some(line),
                },
                Some((
                    id,
                    Entry::Analysis {
                        game: was,
                        before: first,
                        after: then,
                        line: Some(previous),
                    },
                )),
            ) if *game == was
                && *before == then
                && line.len() == previous.len() + 1
                && line.starts_with(&previous) =>
            {
                let entry = Entry::Analysis {
                    game: *game,
                    before: first,
                    after: after.clone(),
                    line: Some(line.clone()),
                };
                Some((id, entry))
            }
            _ => None,
        };
        match joined {
            Some((id, entry)) => self.replace_last(id, entry),
            None => self.note(entry),
        }
    }
}
