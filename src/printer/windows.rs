//! The printers of Windows through PowerShell, which every Windows since 7 has: the printers
//! and the default from `Win32_Printer`, and the PDF handed to the program that opens PDFs on
//! this computer with its "print to" verb. That program prints as it is set: the job's sides and
//! sheet cannot be passed to it, and Windows gives no job id back; the window says so.

use std::path::Path;
use std::process::Command;

use super::{Job, Printer, PrinterError, PrinterState};

/// Runs a PowerShell command, without a window of its own, with `values` in its environment
/// (a file's or a printer's name is read from there, never quoted into the script); gives what
/// it wrote, in UTF-8 (a Cyrillic printer's name included). No PowerShell is no print system;
/// what it said when the command failed is `failed`'s to tell.
fn powershell(
    script: &str,
    values: &[(&str, &str)],
    failed: impl FnOnce(String) -> PrinterError,
) -> Result<String, PrinterError> {
    let script = format!("[Console]::OutputEncoding = [Text.UTF8Encoding]::new($false); {script}");
    let out = Command::new("powershell")
        .args(["-NoProfile", "-NonInteractive", "-Command", &script])
        .envs(values.iter().copied())
        .output()
        .map_err(|e| PrinterError::NoPrintSystem(format!("powershell: {e}")))?;
    if !out.status.success() {
        return Err(failed(
            String::from_utf8_lossy(&out.stderr).trim().to_owned(),
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Every printer, the default first.
pub fn printers() -> Result<Vec<Printer>, PrinterError> {
    let said = powershell(
        "Get-CimInstance Win32_Printer | ForEach-Object { \
         \"$($_.Default)`t$($_.WorkOffline)`t$($_.Name)\" }",
        &[],
        |said| PrinterError::NoPrintSystem(format!("powershell: {said}")),
    )?;
    let mut out: Vec<Printer> = said.lines().filter_map(printer_line).collect();
    out.sort_by_key(|p| !p.default);
    Ok(out)
}

/// One line "True<TAB>False<TAB>Name" of the list.
fn printer_line(line: &str) -> Option<Printer> {
    let mut parts = line.trim_end().splitn(3, '\t');
    let (default, offline, name) = (parts.next()?, parts.next()?, parts.next()?);
    Some(Printer {
        name: name.to_owned(),
        default: default.eq_ignore_ascii_case("true"),
        state: match offline.eq_ignore_ascii_case("true") {
            true => PrinterState::Stopped(String::new()),
            false => PrinterState::Ready,
        },
        media: Vec::new(),
    })
}

/// The sheets a printer feeds are not asked for: the PDF program chooses.
pub fn media(_name: &str) -> Vec<String> {
    Vec::new()
}

/// Hands the PDF at `file` to the PDF program's "print to" verb for `printer`, `copies` times.
pub fn submit(
    printer: &str,
    file: &Path,
    _title: &str,
    _job: &Job,
    copies: u32,
) -> Result<String, PrinterError> {
    let script = format!(
        "$ErrorActionPreference = 'Stop'; 1..{copies} | ForEach-Object {{ \
         Start-Process -FilePath $env:CCDIARY_PDF -Verb PrintTo \
         -ArgumentList ('\"' + $env:CCDIARY_PRINTER + '\"') -WindowStyle Hidden }}"
    );
    let file = file.to_string_lossy();
    let values = [("CCDIARY_PDF", file.as_ref()), ("CCDIARY_PRINTER", printer)];
    powershell(&script, &values, |said| PrinterError::Refused {
        printer: printer.to_owned(),
        said,
    })?;
    Ok(String::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_printer_line_is_read() {
        let p = printer_line("True\tFalse\tHP LaserJet 1020\r").unwrap();
        assert_eq!((p.name.as_str(), p.default), ("HP LaserJet 1020", true));
        assert_eq!(p.state, PrinterState::Ready);
        let off = printer_line("False\tTrue\tOld").unwrap();
        assert!(matches!(off.state, PrinterState::Stopped(_)));
        assert!(printer_line("garbage").is_none());
    }
}
