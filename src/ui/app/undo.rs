//! Ctrl+Z beyond the board and Ctrl+Shift+Z: the diary undoes and redoes what was recorded
//! (`crate::diary`); the window asks before taking back his move as typed, says why my sent
//! move is never undone (47.3.10), and shows what changed.

use super::*;
use crate::diary::{UndoStep, Undone};

impl DiaryApp {
    /// Undoes the last entry: most at once; the partner's card as typed after asking; my sent
    /// move never, saying why.
    pub(super) fn undo(&mut self) {
        let lang = self.settings.language;
        match self.session.diary.undo(Text::UndoneInWindow.get(lang)) {
            Ok(UndoStep::SentLocked) => self.fail(Text::SentLocked),
            Ok(UndoStep::AskTakeBack(game)) => {
                // His card is taken back in its own game, shown for the question.
                if let Some(game) = game
                    && self.view.game.as_ref().map(GameView::id) != Some(game)
                {
                    self.open_game(game);
                }
                self.ask_take_back_his_move();
            }
            Ok(UndoStep::Done(undone, change)) => {
                // What was taken back is named: after a restart, or from the command line, it
                // may be a change made long ago.
                let change = change.told(lang);
                let said = match undone {
                    Undone::Withdrawn => crate::tr!(lang, "undone", change = change),
                    Undone::Added(_) => crate::tr!(lang, "undone-added", change = change),
                    Undone::Changed => crate::tr!(lang, "undone-change", change = change),
                };
                if let Undone::Added(Some(id)) = undone
                    && self.view.game.as_ref().map(GameView::id) == Some(id)
                {
                    self.view.game = None;
                }
                self.inform(&said);
                self.reload();
            }
            Err(e) => self.fail(e),
        }
    }

    /// Stops asking for the arrival days of the moves so far of the open game, or of `all` the
    /// games Today groups as lacking them: as many moves as the window shows of each.
    pub(super) fn dates_not_kept(&mut self, all: bool) {
        let marked: Vec<(GameId, u32)> = match (all, &self.view.game) {
            (true, _) => std::mem::take(&mut self.view.list.undated),
            (false, Some(g)) => vec![(g.id(), g.records.plies.len() as u32)],
            (false, None) => Vec::new(),
        };
        match self.session.diary.dates_not_kept(&marked) {
            Ok(()) => {
                let lang = self.settings.language;
                let said = crate::tr!(lang, "dates-not-kept-done", n = marked.len());
                self.inform(&said);
                self.view.list.receipts_open = false;
                self.reload();
            }
            Err(e) => self.fail(e),
        }
    }

    /// Records again what was undone last.
    pub(super) fn redo(&mut self) {
        let lang = self.settings.language;
        match self.session.diary.redo() {
            Ok(Some(change)) => {
                let said = crate::tr!(lang, "redone", change = change.told(lang));
                self.inform(&said);
                self.reload();
            }
            Ok(None) => self.inform(Text::NothingToRedo.get(lang)),
            Err(e) => self.fail(e),
        }
    }
}
