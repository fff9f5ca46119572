//! A PGN import running beside the window: the diary goes to its own thread while the window
//! shows a progress bar with Cancel over everything else, and comes back with the outcome.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};

use egui::Ui;

use super::desk::Desk;
use super::dialog_host::Dialog;
use crate::diary::{Diary, DiaryError};
use crate::messages::Text;
use crate::pgn::Source;
use crate::pgn::import::ImportReport;

/// What the import's thread hands back: the diary, and what the import did (`None` when it was
/// cancelled, and nothing changed) or why it did nothing.
type Outcome = (Diary, Result<Option<ImportReport>, Failed>);

/// Why an import did nothing.
enum Failed {
    /// The diary refused it, or could not take it.
    Diary(DiaryError),
    /// The import stopped on a fault of the program: nothing was imported.
    Panicked,
}

/// The import as a feature: the one under way, if any.
#[derive(Default)]
pub(crate) struct Import {
    job: Option<Importing>,
}

/// An import under way.
struct Importing {
    /// The file, as shown.
    shown: String,
    /// The diary's file, shown in the status bar while the diary is away.
    diary: std::path::PathBuf,
    /// Games read, and per cent of the file.
    done: Arc<(AtomicUsize, AtomicUsize)>,
    cancel: Arc<AtomicBool>,
    outcome: mpsc::Receiver<Outcome>,
    /// The window was asked to close meanwhile: it closes when the import is over.
    close_when_done: bool,
}

impl Import {
    /// Whether an import is under way (the diary is with it until it is over).
    pub(crate) fn is_on(&self) -> bool {
        self.job.is_some()
    }

    /// The file of the diary the import has, while it has it.
    pub(crate) fn diary(&self) -> Option<&std::path::Path> {
        self.job.as_ref().map(|j| j.diary.as_path())
    }

    /// Imports `source` (the file `shown`) as `me` on another thread.
    pub(crate) fn start(
        &mut self,
        desk: &mut Desk,
        source: Source<'static>,
        me: String,
        shown: String,
    ) {
        // The window keeps a stand-in until the diary comes back; nothing reaches it meanwhile.
        let Ok(stand_in) = Diary::in_memory() else {
            return desk.fail(Text::ImportFailed);
        };
        let mut taken = std::mem::replace(&mut desk.diary, stand_in);
        let diary = taken.path().to_path_buf();
        let done = Arc::new((AtomicUsize::new(0), AtomicUsize::new(0)));
        let cancel = Arc::new(AtomicBool::new(false));
        let (send, outcome) = mpsc::channel();
        let (progress, stop) = (done.clone(), cancel.clone());
        let now = desk.now();
        std::thread::spawn(move || {
            // The diary goes back to the window even if the import panics.
            let report = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                taken.import_pgn(source, &me, now, &mut |p| {
                    progress.0.store(p.games, Ordering::Relaxed);
                    progress.1.store(p.percent() as usize, Ordering::Relaxed);
                    if stop.load(Ordering::Relaxed) {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                })
            }));
            let report = match report {
                Ok(report) => report.map_err(Failed::Diary),
                Err(_) => Err(Failed::Panicked),
            };
            let _ = send.send((taken, report));
        });
        self.job = Some(Importing {
            shown,
            diary,
            done,
            cancel,
            outcome,
            close_when_done: false,
        });
    }

    /// Keeps the window open while an import runs: closing it then would end the import between
    /// its steps. It closes by itself once the import is over.
    pub(crate) fn close_after(&mut self, desk: &mut Desk, ui: &Ui) {
        if self.job.is_none() || !ui.input(|i| i.viewport().close_requested()) {
            return;
        }
        ui.ctx()
            .send_viewport_cmd(egui::ViewportCommand::CancelClose);
        if let Some(job) = &mut self.job {
            job.close_when_done = true;
        }
        desk.inform(Text::ClosingAfterImport.get(desk.settings.language));
    }

    /// Takes what the import brought, once it is over: the diary back, and what it did; or
    /// the diary's file, to be opened again, when the diary never came back.
    pub(crate) fn outcome(&mut self, desk: &mut Desk) -> Option<std::path::PathBuf> {
        let job = self.job.as_ref()?;
        let lang = desk.settings.language;
        match job.outcome.try_recv() {
            Ok((diary, outcome)) => {
                let shown = job.shown.clone();
                desk.quit_requested |= job.close_when_done;
                self.job = None;
                desk.diary = diary;
                desk.changed();
                match outcome {
                    Ok(Some(report)) => report_import(desk, &report, &shown),
                    Ok(None) => desk.inform(Text::ImportCancelled.get(lang)),
                    Err(Failed::Diary(e)) => desk.fail(e),
                    Err(Failed::Panicked) => desk.fail(Text::ImportFailed),
                }
            }
            Err(mpsc::TryRecvError::Disconnected) => {
                // The diary never came back: it is opened again from its file.
                let diary = job.diary.clone();
                self.job = None;
                return Some(diary);
            }
            Err(mpsc::TryRecvError::Empty) => {}
        }
        None
    }

    /// Shows the import's progress with Cancel (or Esc) while it runs.
    pub(crate) fn window(&mut self, desk: &mut Desk, ui: &mut Ui) {
        let Some(job) = &self.job else {
            return;
        };
        let lang = desk.settings.language;
        let (games, percent) = (
            job.done.0.load(Ordering::Relaxed),
            job.done.1.load(Ordering::Relaxed),
        );
        let cancelling = job.cancel.load(Ordering::Relaxed);
        let modal = egui::Modal::new(egui::Id::unique("importing")).show(ui.ctx(), |ui| {
            ui.set_width(420.0);
            ui.heading(Text::Importing.get(lang));
            ui.label(&job.shown);
            // Once the file is read its last games are saved, and that is not stopped halfway.
            let saving = percent >= 100;
            let bar = match games {
                _ if saving => Text::ImportSaving.get(lang).to_owned(),
                0 => Text::ImportStarting.get(lang).to_owned(),
                _ => format!("{games} · {percent} %"),
            };
            let fraction = percent as f32 / 100.0;
            ui.add(egui::ProgressBar::new(fraction).text(bar).animate(true));
            ui.add_enabled(
                !cancelling && !saving,
                egui::Button::new(Text::Cancel.get(lang)),
            )
            .clicked()
        });
        if modal.inner || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
            job.cancel.store(true, Ordering::Relaxed);
        }
        // The bar moves about ten times a second while the games are read.
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(100));
    }
}

/// Says what an import did: in the status bar, and every game refused or assumed in a report.
fn report_import(desk: &mut Desk, report: &ImportReport, shown: &str) {
    let lang = desk.settings.language;
    let summary = format!(
        "{}: {}; {} {}; {} {}; {} {}",
        Text::ImportedGames.get(lang),
        report.imported.len(),
        report.updated.len(),
        Text::Updated.get(lang),
        report.already_there,
        Text::AlreadyThere.get(lang),
        report.errors.len(),
        Text::NotImported.get(lang)
    );
    desk.inform(&summary);
    if !report.errors.is_empty() || !report.notes.is_empty() {
        // A window lays out a few hundred lines at once; a file with thousands of games
        // to report says how many more there are.
        const SHOWN: usize = 300;
        let all = report.errors.iter().chain(&report.notes);
        let mut lines: Vec<String> = all
            .clone()
            .take(SHOWN)
            .map(|e| format!("{shown}:{}: {}", e.line, e.reason.told(lang)))
            .collect();
        let more = all.count().saturating_sub(SHOWN);
        if more > 0 {
            lines.push(format!("… (+{more})"));
        }
        desk.open(Dialog::Report(format!("{summary}\n\n{}", lines.join("\n"))));
    }
}
