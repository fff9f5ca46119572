//! The printers of CUPS (Linux, macOS, the BSDs) through its own commands: `lpstat` lists the
//! queues and their state, `lpoptions` the sheets a queue feeds, `lp` submits a job with its
//! options. The commands are CUPS's stable interface on every such system, use the user's own
//! CUPS settings (a remote server, a default printer, credentials), and need no library linked
//! in; their output is read in the C locale, which they do not translate.

use std::path::Path;
use std::process::{Command, Output};

use super::{Job, Printer, PrinterError, PrinterState};

/// Runs a CUPS command in the C locale.
fn run(program: &str, args: &[&str]) -> Result<Output, PrinterError> {
    Command::new(program)
        .args(args)
        .env("LC_ALL", "C")
        .env("LANG", "C")
        .output()
        .map_err(|e| PrinterError::NoPrintSystem(format!("{program}: {e}")))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).trim().to_owned()
}

/// Every queue, the default first, with its state and the sheets it feeds.
pub fn printers() -> Result<Vec<Printer>, PrinterError> {
    let names = run("lpstat", &["-e"])?;
    // No scheduler to ask (cupsd not running) is not "no printer".
    if !names.status.success() {
        return Err(PrinterError::NoPrintSystem(format!(
            "lpstat: {}",
            text(&names.stderr)
        )));
    }
    let default = text(&run("lpstat", &["-d"])?.stdout);
    let states = text(&run("lpstat", &["-l", "-p"])?.stdout);
    let accepting = text(&run("lpstat", &["-a"])?.stdout);
    let default = default_of(&default);
    let mut out: Vec<Printer> = text(&names.stdout)
        .lines()
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(|name| Printer {
            name: name.to_owned(),
            default: default.as_deref() == Some(name),
            state: state_of(&states, &accepting, name),
            media: Vec::new(),
        })
        .collect();
    out.sort_by_key(|p| !p.default);
    Ok(out)
}

/// The sheets queue `name` feeds, as its PageSize option lists them.
pub fn media(name: &str) -> Vec<String> {
    let Ok(o) = run("lpoptions", &["-p", name, "-l"]) else {
        return Vec::new();
    };
    text(&o.stdout)
        .lines()
        .find(|l| l.starts_with("PageSize/") || l.starts_with("media/"))
        .and_then(|l| l.split_once(':'))
        .map(|(_, sizes)| {
            sizes
                .split_whitespace()
                .map(|s| s.trim_start_matches('*').to_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// The default queue from `lpstat -d`.
fn default_of(said: &str) -> Option<String> {
    said.strip_prefix("system default destination: ")
        .map(|n| n.trim().to_owned())
}

/// How queue `name` stands, from `lpstat -l -p` and `lpstat -a`.
pub(super) fn state_of(states: &str, accepting: &str, name: &str) -> PrinterState {
    let head = format!("printer {name} ");
    let mut lines = states.lines().skip_while(|l| !l.starts_with(&head));
    let Some(first) = lines.next() else {
        return PrinterState::Ready;
    };
    // Its own lines follow, indented, until the next printer.
    let own: Vec<&str> = lines.take_while(|l| l.starts_with([' ', '\t'])).collect();
    let said = |prefix: &str| {
        own.iter()
            .find_map(|l| l.trim().strip_prefix(prefix).map(str::trim))
            .filter(|s| !s.is_empty() && *s != "none")
            .map(str::to_owned)
    };
    if first.contains(" disabled since") {
        // Its reason, when it gives one, is the first indented line, before the fields.
        const FIELDS: [&str; 4] = ["Form mounted:", "Content types:", "Alerts:", "Description:"];
        let why = own
            .first()
            .map(|l| l.trim())
            .filter(|l| !FIELDS.iter().any(|f| l.starts_with(f)) && *l != "reason unknown")
            .unwrap_or("")
            .to_owned();
        return PrinterState::Stopped(why);
    }
    // Only an error stops it: a warning or a report (one tray empty) leaves the job to CUPS.
    if let Some(alerts) = said("Alerts:")
        && (alerts.contains("media-empty-error") || alerts.contains("media-needed-error"))
    {
        return PrinterState::OutOfPaper;
    }
    let refusing = format!("{name} not accepting requests");
    if accepting.lines().any(|l| l.starts_with(&refusing)) {
        return PrinterState::Refusing;
    }
    PrinterState::Ready
}

/// Submits the PDF at `file` to queue `printer` as `job` asks, `copies` times, titled `title`;
/// gives the job's id ("Office-12").
pub fn submit(
    printer: &str,
    file: &Path,
    title: &str,
    job: &Job,
    copies: u32,
) -> Result<String, PrinterError> {
    let copies = copies.to_string();
    let media = format!("media={}", job.media.keyword());
    let sides = format!("sides={}", job.sides.keyword());
    let file = file.to_string_lossy();
    let args = [
        "-d",
        printer,
        "-n",
        &copies,
        "-t",
        title,
        "-o",
        &media,
        "-o",
        &sides,
        // Never scaled: a card at 97 % is the wrong size.
        "-o",
        "print-scaling=none",
        "-o",
        "fit-to-page=false",
        "--",
        &file,
    ];
    let out = run("lp", &args)?;
    let said = text(&out.stdout);
    match (out.status.success(), job_id(&said)) {
        (true, Some(id)) => Ok(id),
        _ => Err(PrinterError::Refused {
            printer: printer.to_owned(),
            said: text(&out.stderr)
                .trim_start_matches("lp: ")
                .trim_start_matches("Error - ")
                .to_owned(),
        }),
    }
}

/// The job's id in `lp`'s "request id is Office-12 (1 file(s))".
fn job_id(said: &str) -> Option<String> {
    let rest = said.strip_prefix("request id is ")?;
    rest.split_whitespace().next().map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_lpstat_says_is_read_as_the_queue_stands() {
        let states = "printer Office is idle.  enabled since Wed Dec  2 01:58:14 2026
\tForm mounted:
\tAlerts: none
printer Stopped disabled since Wed Dec  2 02:00:00 2026 -
\tPaused by the administrator
\tAlerts: paused
printer Empty now printing Empty-3.  enabled since Wed Dec  2 02:00:00 2026
\tAlerts: media-empty-error
printer Tray is idle.  enabled since Wed Dec  2 02:00:00 2026
\tAlerts: media-empty-warning
printer Unknown disabled since Wed Dec  2 02:00:00 2026 -
\treason unknown
printer Closed is idle.  enabled since Wed Dec  2 02:00:00 2026
";
        let accepting = "Office accepting requests since Wed Dec  2 01:58:14 2026
Closed not accepting requests since Wed Dec  2 02:00:00 2026 -
\tRejecting Jobs";
        assert_eq!(state_of(states, accepting, "Office"), PrinterState::Ready);
        assert_eq!(
            state_of(states, accepting, "Stopped"),
            PrinterState::Stopped("Paused by the administrator".into())
        );
        assert_eq!(
            state_of(states, accepting, "Empty"),
            PrinterState::OutOfPaper
        );
        assert_eq!(
            state_of(states, accepting, "Closed"),
            PrinterState::Refusing
        );
        assert_eq!(state_of(states, accepting, "Tray"), PrinterState::Ready);
        assert_eq!(
            state_of(states, accepting, "Unknown"),
            PrinterState::Stopped(String::new())
        );
        assert_eq!(
            default_of("system default destination: Office"),
            Some("Office".into())
        );
        assert_eq!(default_of("no system default destination"), None);
        assert_eq!(
            job_id("request id is Office-12 (1 file(s))"),
            Some("Office-12".into())
        );
    }
}
