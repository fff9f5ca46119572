//! The diary's backups as the window takes and restores them: the day's backup at start on a
//! thread of its own (a failure is said, never skipped in silence), one on request, and the
//! restore of one, after which the window shows the diary restored.

use std::sync::mpsc;

use std::path::{Path, PathBuf};

use super::desk::Desk;
use super::dialog_host::{Confirmed, Dialog};
use crate::backups::{Backup, PutAside};
use crate::diary::{Diary, DiaryError};
use crate::domain::retention::Retention;
use crate::messages::Text;
use crate::ui::refusal::Refusal;

/// What the day's backup came to: the backup taken, none when the day had one.
type DailyBackup = mpsc::Receiver<Result<Option<Backup>, DiaryError>>;

/// The backups as a feature: the day's, under way; the one offered for a damaged diary.
#[derive(Default)]
pub(crate) struct Safety {
    /// The day's backup, taken at start, until it is done.
    daily: Option<DailyBackup>,
    /// The damaged diary, the backup offered for it, and why it could not be opened.
    pub(crate) offered: Option<(PathBuf, Backup, String)>,
}

impl Safety {
    /// Takes the day's backup of the diary on another thread and prunes the old ones; `ctx`
    /// is woken when it is done, so that a failure is shown at once.
    pub(crate) fn back_up_daily(&mut self, desk: &mut Desk, ctx: &egui::Context) {
        let diary = desk.diary.path().to_path_buf();
        let now = desk.now();
        let keep = desk.settings.retention;
        let (send, done) = mpsc::channel();
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let _ = send.send(Diary::back_up_daily(&diary, now, keep));
            ctx.request_repaint();
        });
        self.daily = Some(done);
    }

    /// Says what the day's backup came to, once it has: a failure in the status bar.
    pub(crate) fn daily_backup_outcome(&mut self, desk: &mut Desk) {
        let Some(done) = &self.daily else {
            return;
        };
        match done.try_recv() {
            Ok(Ok(Some(b))) => {
                log::info!("backed up to {}", b.path.display());
                self.daily = None;
            }
            Ok(Ok(None)) => self.daily = None,
            Ok(Err(e)) => {
                self.daily = None;
                desk.fail(Refusal::BackupFailed(Some(e)));
            }
            Err(mpsc::TryRecvError::Empty) => {}
            Err(mpsc::TryRecvError::Disconnected) => {
                self.daily = None;
                desk.fail(Refusal::BackupFailed(None));
            }
        }
    }

    /// Offers the newest sound backup of the damaged diary at `diary` (the window shows an empty
    /// diary meanwhile); declined, the program ends and leaves the file as it is, as the command
    /// line does: nothing typed into the empty stand-in could be kept.
    pub(crate) fn offer_backup(
        &mut self,
        desk: &mut Desk,
        diary: &std::path::Path,
        why: DiaryError,
        backup: Backup,
    ) {
        let lang = desk.settings.language;
        let why = why.told(lang);
        let text = format!(
            "{why}\n\n{} {}? {}",
            Text::RestoreQuestion.get(lang),
            crate::domain::format_date_time(backup.taken),
            Text::DamagedKeptAside.get(lang)
        );
        self.offered = Some((diary.to_path_buf(), backup, why));
        desk.open(Dialog::Confirm {
            text,
            yes: Text::Restore,
            then: Confirmed::RestoreDamaged,
        });
    }

    /// The backup offered for a damaged diary, to restore into it.
    pub(crate) fn take_offered(&mut self) -> Option<(PathBuf, Backup)> {
        self.offered
            .take()
            .map(|(diary, backup, _)| (diary, backup))
    }

    /// Declines the backup offered: the program ends, the damaged file left as it is.
    pub(crate) fn decline_offered(&mut self, desk: &mut Desk) {
        if let Some((_, _, why)) = self.offered.take() {
            log::warn!("{why}; its backup was declined");
            desk.warn(why);
            desk.quit_requested = true;
        }
    }
}

/// Writes the backup `b` into the diary at `diary` (the diary as it was is backed up first, or
/// kept aside unchanged when it cannot be read): what came of it, once this window has opened
/// the diary again.
pub(crate) fn restore(
    desk: &Desk,
    diary: &Path,
    b: &Backup,
) -> Result<Result<PutAside, DiaryError>, Refusal> {
    if desk.diary.is_read_only() {
        return Err(DiaryError::opened_read_only(diary).into());
    }
    // Written into the diary in place: this window's connection stays open meanwhile, as any
    // other program's may.
    Ok(Diary::restore(diary, &b.path, desk.now()))
}

/// What a restore says: the backup's time, and where the diary replaced was kept.
pub(crate) fn restored_told(aside: &PutAside, b: &Backup, desk: &Desk) -> String {
    let lang = desk.lang();
    let kept = match aside {
        PutAside::Backup(p) | PutAside::Renamed(p) => {
            format!("; {} {}", Text::ReplacedKeptIn.get(lang), p.display())
        }
        PutAside::Nothing => String::new(),
    };
    format!(
        "{} {}{kept}",
        Text::RestoredFrom.get(lang),
        crate::domain::format_date_time(b.taken)
    )
}

/// The diary's file; a diary in memory has none to back up.
pub(crate) fn diary_file(desk: &Desk) -> Result<PathBuf, Refusal> {
    let path = desk.diary.path();
    if path == Path::new(":memory:") {
        return Err(Text::NoBackupsInMemory.into());
    }
    Ok(path.to_path_buf())
}

/// Keeps that many backups from now on, and removes those it does not keep at once.
pub(crate) fn keep_backups(desk: &mut Desk, keep: Retention) -> Result<(), Refusal> {
    let lang = desk.settings.language;
    let diary = diary_file(desk)?;
    desk.settings.retention = keep;
    let removed = Diary::prune_backups(&diary, keep)?;
    desk.inform(&format!(
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
pub(crate) fn back_up_now(desk: &mut Desk) -> Result<(), Refusal> {
    let lang = desk.settings.language;
    let diary = diary_file(desk)?;
    let b = Diary::back_up(&diary, desk.now(), None)?;
    desk.inform(&format!(
        "{} {}",
        Text::BackedUp.get(lang),
        b.path.display()
    ));
    Ok(())
}

/// Says that another window has this diary, so that this one only reads it, and offers
/// to close this one.
pub(crate) fn opened_read_only(desk: &mut Desk) {
    let lang = desk.settings.language;
    let path = desk.diary.path().to_path_buf();
    // What this window is, not a change refused: nothing was asked of it yet.
    desk.warn(Text::OpenElsewhere.get(lang).to_owned());
    desk.open(Dialog::Confirm {
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
