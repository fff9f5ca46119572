//! The diary's backups as the window takes and restores them: the day's backup at start on a
//! thread of its own (a failure is said, never skipped in silence), one on request, and the
//! restore of one, after which the window shows the diary restored.

use std::sync::mpsc;

use super::*;
use crate::backups::{Backup, PutAside};
use crate::domain::retention::Retention;

/// What the day's backup came to: the backup taken, none when the day had one.
pub(super) type DailyBackup = mpsc::Receiver<Result<Option<Backup>, DiaryError>>;

impl DiaryApp {
    /// Takes the day's backup of the diary on another thread and prunes the old ones; `ctx`
    /// is woken when it is done, so that a failure is shown at once.
    pub fn back_up_daily(&mut self, ctx: &egui::Context) {
        let diary = self.session.diary.path().to_path_buf();
        let now = (self.now)();
        let keep = self.settings.retention;
        let (send, done) = mpsc::channel();
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let _ = send.send(Diary::back_up_daily(&diary, now, keep));
            ctx.request_repaint();
        });
        self.view.daily_backup = Some(done);
    }

    /// Says what the day's backup came to, once it has: a failure in the status bar.
    pub(super) fn daily_backup_outcome(&mut self) {
        let Some(done) = &self.view.daily_backup else {
            return;
        };
        match done.try_recv() {
            Ok(Ok(Some(b))) => {
                log::info!("backed up to {}", b.path.display());
                self.view.daily_backup = None;
            }
            Ok(Ok(None)) => self.view.daily_backup = None,
            Ok(Err(e)) => {
                self.view.daily_backup = None;
                self.fail(Refusal::BackupFailed(Some(e)));
            }
            Err(mpsc::TryRecvError::Empty) => {}
            Err(mpsc::TryRecvError::Disconnected) => {
                self.view.daily_backup = None;
                self.fail(Refusal::BackupFailed(None));
            }
        }
    }

    /// Keeps that many backups from now on, and removes those it does not keep at once.
    pub(super) fn keep_backups(&mut self, keep: Retention) -> Result<(), Refusal> {
        let lang = self.settings.language;
        let diary = self.diary_file()?;
        self.settings.retention = keep;
        let removed = Diary::prune_backups(&diary, keep)?;
        self.inform(&format!(
            "{} {}, {} {}, {} {}; {}: {}",
            Text::KeepDays.get(lang),
            keep.daily,
            Text::KeepWeeks.get(lang),
            keep.weekly,
            Text::KeepMonths.get(lang),
            keep.monthly,
            Text::BackupsRemoved.get(lang),
            removed.len()
        ));
        Ok(())
    }

    /// Takes a backup now, into the folder beside the diary.
    pub(super) fn back_up_now(&mut self) -> Result<(), Refusal> {
        let lang = self.settings.language;
        let diary = self.diary_file()?;
        let b = Diary::back_up(&diary, (self.now)(), None)?;
        self.inform(&format!(
            "{} {}",
            Text::BackedUp.get(lang),
            b.path.display()
        ));
        Ok(())
    }

    /// Says that another window has this diary, so that this one only reads it, and offers
    /// to close this one.
    pub fn opened_read_only(&mut self) {
        let lang = self.settings.language;
        let path = self.session.diary.path().to_path_buf();
        self.fail(DiaryError::opened_read_only(&path));
        self.open_dialog(Dialog::Confirm {
            text: format!(
                "{}\n\n{}\n\n{}",
                path.display(),
                Text::OpenElsewhere.get(lang),
                Text::QuitThisWindow.get(lang)
            ),
            yes: Text::CmdQuit,
            then: Confirmed::Quit,
        });
    }

    /// Offers the newest sound backup of the damaged diary at `diary` (the window shows an empty
    /// diary meanwhile); declined, the program ends and leaves the file as it is, as the command
    /// line does: nothing typed into the empty stand-in could be kept.
    pub fn offer_backup(&mut self, diary: &std::path::Path, why: DiaryError, backup: Backup) {
        let lang = self.settings.language;
        let why = why.told(lang);
        let text = format!(
            "{why}\n\n{} {}? {}",
            Text::RestoreQuestion.get(lang),
            crate::domain::format_date_time(backup.taken),
            Text::DamagedKeptAside.get(lang)
        );
        self.view.offered = Some((diary.to_path_buf(), backup, why));
        self.open_dialog(Dialog::Confirm {
            text,
            yes: Text::Restore,
            then: Confirmed::RestoreDamaged,
        });
    }

    /// Restores the backup offered for a damaged diary.
    pub(super) fn restore_offered(&mut self) -> Result<(), Refusal> {
        match self.view.offered.take() {
            Some((diary, backup, _)) => self.restore_into(&diary, &backup),
            None => Ok(()),
        }
    }

    /// Declines the backup offered: the program ends, the damaged file left as it is.
    pub(super) fn decline_offered(&mut self) {
        if let Some((_, _, why)) = self.view.offered.take() {
            log::warn!("{why}; its backup was declined");
            self.warn(why);
            self.view.quit_requested = true;
        }
    }

    /// Replaces the diary with the backup `b` (the diary as it was is backed up first, or kept
    /// aside unchanged when it cannot be read), and shows the diary restored.
    pub(super) fn restore_backup(&mut self, b: &Backup) -> Result<(), Refusal> {
        let diary = self.diary_file()?;
        self.restore_into(&diary, b)
    }

    fn restore_into(&mut self, diary: &std::path::Path, b: &Backup) -> Result<(), Refusal> {
        let lang = self.settings.language;
        if self.session.diary.is_read_only() {
            return Err(DiaryError::opened_read_only(diary).into());
        }
        // Written into the diary in place: this window's connection stays open meanwhile,
        // as any other program's may.
        let restored = Diary::restore(diary, &b.path, (self.now)());
        self.open_for_window(diary)?;
        let aside = restored?;
        let kept = match aside {
            PutAside::Backup(p) | PutAside::Renamed(p) => {
                format!("; {} {}", Text::ReplacedKeptIn.get(lang), p.display())
            }
            PutAside::Nothing => String::new(),
        };
        self.inform(&format!(
            "{} {}{kept}",
            Text::RestoredFrom.get(lang),
            crate::domain::format_date_time(b.taken)
        ));
        Ok(())
    }

    /// The diary's file; a diary in memory has none to back up.
    fn diary_file(&self) -> Result<std::path::PathBuf, Refusal> {
        let path = self.session.diary.path();
        if path == std::path::Path::new(":memory:") {
            return Err(Text::NoBackupsInMemory.into());
        }
        Ok(path.to_path_buf())
    }
}
