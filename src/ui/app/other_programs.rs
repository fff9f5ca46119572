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
    pub(super) fn open_for_window(&mut self, path: &std::path::Path) -> Result<(), DiaryError> {
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
            Err(e) => self.fail(e),
        }
    }
}
