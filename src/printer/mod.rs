//! Printing a paper's PDF on one of the system's printers, with the settings the paper needs
//! (`plan`): through CUPS on Linux and macOS (`cups`), through the PDF program's "print to"
//! verb on Windows (`windows`). A printer missing, stopped, out of paper or refusing jobs is
//! said by its name before anything is sent.

mod impose;
pub mod plan;
mod told;

#[cfg(not(windows))]
mod cups;
#[cfg(not(windows))]
use cups as system;
#[cfg(windows)]
mod windows;
#[cfg(windows)]
use windows as system;

use std::path::PathBuf;

pub use impose::ImposeError;
pub use plan::{Job, Media, Sides, plan};
pub use told::sent_told;

use crate::documents::DocumentKind;

/// A printer of the system.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Printer {
    /// Its name, as the system knows it.
    pub name: String,
    /// Whether it is the system's default.
    pub default: bool,
    /// Whether it takes a job now.
    pub state: PrinterState,
    /// The sheets it feeds, where the system says ("A4", "A6", "EnvC6"…).
    pub media: Vec<String>,
}

/// Whether a printer takes a job now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrinterState {
    /// It prints.
    Ready,
    /// Stopped (paused, offline), with the reason it gives.
    Stopped(String),
    /// Out of paper.
    OutOfPaper,
    /// It refuses new jobs.
    Refusing,
}

/// Why a paper was not sent to a printer: the PDF is still there to save.
#[derive(Debug, thiserror::Error)]
pub enum PrinterError {
    /// The system has no printing to ask (no CUPS commands, no PowerShell).
    #[error("no printing system: {0}")]
    NoPrintSystem(String),
    /// No printer is set up.
    #[error("no printer is set up")]
    NoPrinters,
    /// No printer was named and the system has no default.
    #[error("no printer is the default")]
    NoDefault,
    /// No printer has that name.
    #[error("no printer is named {0:?}")]
    NoSuchPrinter(String),
    /// The printer is stopped.
    #[error("printer {printer:?} is stopped: {reason}")]
    Stopped {
        /// Its name.
        printer: String,
        /// What it says.
        reason: String,
    },
    /// The printer is out of paper.
    #[error("printer {0:?} is out of paper")]
    OutOfPaper(String),
    /// The printer refuses new jobs.
    #[error("printer {0:?} refuses new jobs")]
    Refusing(String),
    /// The printer refused this job.
    #[error("printer {printer:?} refused the job: {said}")]
    Refused {
        /// Its name.
        printer: String,
        /// What the system said.
        said: String,
    },
    /// The PDF could not be cut to the job's pages or set on A4.
    #[error(transparent)]
    Prepare(#[from] ImposeError),
    /// The job's file could not be written.
    #[error("the job's file {0}: {1}")]
    Write(PathBuf, std::io::Error),
}

/// What was sent: the printer, the system's id of each job (none on Windows) and the sheets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sent {
    /// The printer's name.
    pub printer: String,
    /// Each job with the id the system gave it.
    pub jobs: Vec<(Job, String)>,
}

/// Every printer of the system, the default first, with the sheets each feeds.
pub fn printers() -> Result<Vec<Printer>, PrinterError> {
    let mut all = system::printers()?;
    for p in &mut all {
        p.media = system::media(&p.name);
    }
    Ok(all)
}

/// The printer named `name`, or the default (the first listed) when `None`, if it takes a
/// job now.
pub fn ready(name: Option<&str>) -> Result<Printer, PrinterError> {
    // The sheets are asked of the printer chosen only.
    let all = system::printers()?;
    let mut printer = match name {
        Some(n) => all
            .into_iter()
            .find(|p| p.name == n)
            .ok_or_else(|| PrinterError::NoSuchPrinter(n.to_owned()))?,
        None if all.is_empty() => return Err(PrinterError::NoPrinters),
        None => all
            .into_iter()
            .find(|p| p.default)
            .ok_or(PrinterError::NoDefault)?,
    };
    match &printer.state {
        PrinterState::Ready => {
            printer.media = system::media(&printer.name);
            Ok(printer)
        }
        PrinterState::Stopped(reason) => Err(PrinterError::Stopped {
            printer: printer.name,
            reason: reason.clone(),
        }),
        PrinterState::OutOfPaper => Err(PrinterError::OutOfPaper(printer.name)),
        PrinterState::Refusing => Err(PrinterError::Refusing(printer.name)),
    }
}

/// Sends the PDF `bytes` of paper `kind`, titled `title`, to `printer`, `copies` times, each
/// job as `plan` sets it; `two_sided` when both sides of an A4 paper were asked for.
pub fn send(
    printer: &Printer,
    (kind, bytes, title): (DocumentKind, &[u8], &str),
    copies: u32,
    two_sided: bool,
) -> Result<Sent, PrinterError> {
    let envelopes = impose::envelope_pages(bytes)?;
    let folder = job_folder()?;
    let mut jobs = Vec::new();
    for (n, job) in plan(kind, &envelopes, &printer.media, two_sided)
        .into_iter()
        .enumerate()
    {
        let pdf = impose::job_pdf(bytes, job.pages.clone(), job.on_a4)?;
        let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S%.3f");
        let file = folder.join(format!("{stamp}-{n}.pdf"));
        std::fs::write(&file, pdf).map_err(|e| PrinterError::Write(file.clone(), e))?;
        let id = system::submit(&printer.name, &file, title, &job, copies);
        // CUPS has its own copy once `lp` returns; the PDF program on Windows reads it later.
        if id.is_err() || !cfg!(windows) {
            let _ = std::fs::remove_file(&file);
        }
        jobs.push((job, id?));
    }
    Ok(Sent {
        printer: printer.name.clone(),
        jobs,
    })
}

/// The folder the jobs' files wait in until the system has read them, the user's own (they
/// hold names and addresses); those of earlier days go.
fn job_folder() -> Result<PathBuf, PrinterError> {
    let folder = directories::ProjectDirs::from("", "", "ccdiary")
        .map(|d| d.cache_dir().join("print"))
        .ok_or_else(|| PrinterError::NoPrintSystem("no folder of the user's own".to_owned()))?;
    std::fs::create_dir_all(&folder).map_err(|e| PrinterError::Write(folder.clone(), e))?;
    let day = std::time::Duration::from_secs(24 * 3600);
    for old in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
        let stale = old
            .metadata()
            .and_then(|m| m.modified())
            .is_ok_and(|t| t.elapsed().is_ok_and(|age| age > day));
        if stale {
            let _ = std::fs::remove_file(old.path());
        }
    }
    Ok(folder)
}
