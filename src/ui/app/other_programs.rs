//! The diary shared with other programs and windows: this window's hold on it, what it
//! does when another program changed the diary, and when a write came too late.

use super::*;

impl DiaryApp {
    /// Keeps the window lock of the diary shown, taken at start (main.rs).
    pub fn keep_window_lock(&mut self, lock: crate::ui::WindowLock) {
        self.window_lock = Some((self.session.diary.path().to_path_buf(), lock));
    }

    /// Opens the diary at `path` in this window and shows it: to change, when no other window
    /// has it (this window then holds it), else to read only, as it says.
    pub(super) fn open_for_window(&mut self, path: &std::path::Path) -> Result<(), StoreError> {
        let lock = match self.window_lock.take() {
            Some((held, lock)) if held == path => Some(lock),
            _ => crate::ui::WindowLock::take(path).ok().flatten(),
        };
        let diary = match lock {
            Some(_) => Diary::open(path),
            None => Diary::open_read_only(path),
        }?;
        let read_only = diary.is_read_only();
        self.window_lock = lock.map(|lock| (path.to_path_buf(), lock));
        self.switch_to(diary);
        if read_only {
            self.opened_read_only();
        }
        Ok(())
    }

    /// The window's one place to tell why something the player did was refused or not
    /// saved.
    pub(super) fn refused(&mut self, e: &crate::diary::DiaryError) {
        match e {
            crate::diary::DiaryError::Store(e) => self.write_failed(e),
            e => self.fail(self.refusal(e)),
        }
    }

    /// A refusal as the window words it, for a form or a list of files to show.
    pub(super) fn refusal(&self, e: &crate::diary::DiaryError) -> String {
        refusal_told(e, self.settings.language)
    }

    /// Says why a change was not saved; when another program or window changed the game
    /// meanwhile, first shows everything as it is now (what the form holds is kept).
    pub(super) fn write_failed(&mut self, e: &StoreError) {
        if matches!(e, StoreError::Stale) {
            // Shown as it is now; the change that made it stale needs no other word.
            let _ = self.session.diary.changed_elsewhere();
            self.reload();
        }
        self.fail(save_failed(e, self.settings.language));
    }

    /// Shows what another program or window changed in the diary, looking again every few
    /// seconds while the window is idle (`PRAGMA data_version`, which this window's own
    /// writes do not move).
    pub(super) fn follow_other_programs(&mut self, ui: &Ui) {
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_secs(2));
        if self.view.importing.is_some() {
            return;
        }
        match self.session.diary.changed_elsewhere() {
            Ok(false) => {}
            Ok(true) => {
                // What this window recorded may be gone (a restore) or its rows taken by
                // other entries: undo and redo start afresh (the diary forgets them).
                self.reload();
                if !self.view.notice.as_ref().is_some_and(|n| n.is_error) {
                    self.inform(Text::ChangedElsewhere.get(self.settings.language));
                }
            }
            Err(e) => self.fail(store_error(&e, self.settings.language)),
        }
    }
}

/// A refusal as the window words it in `lang`.
pub(super) fn refusal_told(e: &crate::diary::DiaryError, lang: Language) -> String {
    match e {
        crate::diary::DiaryError::Store(e) => save_failed(e, lang),
        crate::diary::DiaryError::NoGame(_) => Text::ChooseGame.get(lang).to_owned(),
        e => e.told(lang),
    }
}
