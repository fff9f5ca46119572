//! Ctrl+Z beyond the board and Ctrl+Shift+Z: the diary undoes and redoes what was recorded
//! (`crate::diary`); the window asks before taking back his move as typed, says why my sent
//! move is never undone (47.3.10), and shows what changed.

use super::desk::Desk;
use super::game_panels::OpenGame;
use crate::diary::{UndoStep, Undone};
use crate::domain::GameId;
use crate::messages::Text;
use crate::ui::game_list::ListState;
use crate::ui::game_view::GameView;

impl OpenGame {
    /// Undoes the last entry: most at once; the partner's card as typed after asking; my sent
    /// move never, saying why.
    pub(crate) fn undo(&mut self, desk: &mut Desk) {
        let lang = desk.settings.language;
        match desk.diary.undo(Text::UndoneInWindow.get(lang)) {
            Ok(UndoStep::SentLocked) => desk.fail(Text::SentLocked),
            Ok(UndoStep::AskTakeBack(game)) => {
                // His card is taken back in its own game, shown for the question.
                if let Some(game) = game
                    && self.view.as_ref().map(GameView::id) != Some(game)
                {
                    self.open(desk, game);
                }
                self.ask_take_back_his_move(desk);
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
                // The open game, if the undo removed it, closes.
                if let Undone::Added(games) = &undone
                    && self.view.as_ref().is_some_and(|g| games.contains(&g.id()))
                {
                    self.close(desk);
                }
                desk.inform(&said);
                desk.changed();
            }
            Err(e) => desk.fail(e),
        }
    }

    /// Stops asking for the arrival days of the moves so far of the open game, or of `all` the
    /// games Today groups as lacking them: as many moves as the window shows of each.
    pub(crate) fn dates_not_kept(&self, desk: &mut Desk, list: &mut ListState, all: bool) {
        let marked: Vec<(GameId, u32)> = match (all, &self.view) {
            (true, _) => std::mem::take(&mut list.undated),
            (false, Some(g)) => vec![(g.id(), g.records.plies.len() as u32)],
            (false, None) => Vec::new(),
        };
        match desk.diary.dates_not_kept(&marked) {
            Ok(()) => {
                let lang = desk.settings.language;
                let said = crate::tr!(lang, "dates-not-kept-done", n = marked.len());
                desk.inform(&said);
                list.receipts_open = false;
                desk.changed();
            }
            Err(e) => desk.fail(e),
        }
    }

    /// Records again what was undone last.
    pub(crate) fn redo(&mut self, desk: &mut Desk) {
        let lang = desk.settings.language;
        match desk.diary.redo() {
            Ok(Some(change)) => {
                let said = crate::tr!(lang, "redone", change = change.told(lang));
                desk.inform(&said);
                desk.changed();
            }
            Ok(None) => desk.inform(Text::NothingToRedo.get(lang)),
            Err(e) => desk.fail(e),
        }
    }
}
