//! The organiser's start list from a file: a text or a CSV (UTF-8, else Windows-1251; the
//! CSV's separator a comma, a semicolon or a tab), or a spreadsheet (.xlsx, .xls, .ods: the
//! first sheet with anything in it) read by calamine, its merged cells with it.

use std::path::{Path, PathBuf};

use calamine::{Data, Reader, Sheets};

use crate::domain::start_list::{CellRange, StartList, Table, read_list, read_table};

/// Why a list file cannot be read.
#[derive(Debug)]
pub enum ListFileError {
    /// The file cannot be read.
    Read(PathBuf, std::io::Error),
    /// The spreadsheet cannot be read (damaged, protected, or not what its name says).
    Sheet(PathBuf, String),
}

/// The files a start list is read from, by how their names end.
pub const EXTENSIONS: [&str; 7] = ["txt", "csv", "tsv", "xlsx", "xlsm", "xls", "ods"];

/// Reads the start list in `path`, by its kind as its name ends.
pub fn read_list_file(path: &Path) -> Result<StartList, ListFileError> {
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    match ext.as_str() {
        "xlsx" | "xlsm" | "xls" | "ods" => read_sheet(path).map(|t| read_table(&t)),
        _ => {
            let bytes = std::fs::read(path).map_err(|e| ListFileError::Read(path.into(), e))?;
            let text = decoded(&bytes);
            Ok(match ext.as_str() {
                "tsv" => read_table(&csv_table(&text, b'\t')),
                "csv" => csv_list(&text),
                _ => read_list(&text),
            })
        }
    }
}

/// The text of `bytes`: UTF-16 where its mark says so (Excel's "Unicode text"), UTF-8 (its
/// mark taken off), else Windows-1251, as Russian Excel and mail programs write.
pub fn decoded(bytes: &[u8]) -> String {
    if let Some((encoding, _)) = encoding_rs::Encoding::for_bom(bytes)
        && encoding != encoding_rs::UTF_8
    {
        return encoding.decode(bytes).0.into_owned();
    }
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => encoding_rs::WINDOWS_1251.decode(bytes).0.into_owned(),
    }
}

/// A CSV's list, by the separator that reads the most participants: a semicolon (Russian
/// Excel, whose addresses hold commas), a tab or a comma.
fn csv_list(text: &str) -> StartList {
    let lists = [b';', b'\t', b','].map(|c| read_table(&csv_table(text, c)));
    let most = lists
        .iter()
        .map(|l| l.participants.len())
        .max()
        .unwrap_or(0);
    let first = lists.iter().position(|l| l.participants.len() == most);
    lists
        .into_iter()
        .nth(first.unwrap_or(0))
        .unwrap_or_default()
}

/// A CSV's rows, cut at `separator`.
fn csv_table(text: &str, separator: u8) -> Table {
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(separator)
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    let rows = reader
        .records()
        .map(|r| r.map_or_else(|_| Vec::new(), |r| r.iter().map(str::to_owned).collect()))
        .collect();
    Table {
        rows,
        merged: Vec::new(),
    }
}

/// The first sheet of the spreadsheet at `path` that holds anything, as text, with its merged
/// ranges (.xlsx and .xls tell them; an .ods's merged cells read as empty ones).
fn read_sheet(path: &Path) -> Result<Table, ListFileError> {
    let error = |e: &dyn std::fmt::Display| ListFileError::Sheet(path.into(), e.to_string());
    let mut book = calamine::open_workbook_auto(path).map_err(|e| match e {
        calamine::Error::Io(e) => ListFileError::Read(path.into(), e),
        e => error(&e),
    })?;
    let names = book.sheet_names();
    for name in &names {
        let range = book.worksheet_range(name).map_err(|e| error(&e))?;
        let Some((top, left)) = range.start() else {
            continue;
        };
        let mut rows = vec![Vec::new(); top as usize];
        for row in range.rows() {
            let mut cells = vec![String::new(); left as usize];
            cells.extend(row.iter().map(cell_text));
            rows.push(cells);
        }
        if rows.iter().flatten().all(|c| c.trim().is_empty()) {
            continue;
        }
        let merged = match &mut book {
            Sheets::Xlsx(x) => x.merge_cells_by_sheet_name(name).map_err(|e| error(&e))?,
            Sheets::Xls(x) => x.merge_cells_by_sheet_name(name).map_err(|e| error(&e))?,
            _ => Vec::new(),
        };
        let merged = merged
            .into_iter()
            .map(|d| CellRange {
                first: d.start,
                last: d.end,
            })
            .collect();
        return Ok(Table { rows, merged });
    }
    Ok(Table::default())
}

/// A cell as the sheet shows it: a date as 15.01.2027, a whole number without ".0".
fn cell_text(data: &Data) -> String {
    match data {
        Data::DateTime(d) if !d.is_duration() => {
            // The sheet's day count from 30 December 1899; one no calendar has is its number.
            let epoch = chrono::NaiveDate::from_ymd_opt(1899, 12, 30).unwrap_or_default();
            chrono::TimeDelta::try_days(d.as_f64().floor() as i64)
                .and_then(|days| epoch.checked_add_signed(days))
                .map_or_else(
                    || d.as_f64().to_string(),
                    |day| day.format("%d.%m.%Y").to_string(),
                )
        }
        Data::Empty | Data::Error(_) => String::new(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_semicolon_file_whose_addresses_hold_more_commas_is_cut_at_its_semicolons() {
        let text = "№;ФИО;Адрес\n\
            1;Петров Павел;160000, г. Вологда, ул. Садовая, д. 5, кв. 12\n\
            2;Орлов Дмитрий;620000, г. Екатеринбург, пр. Ленина, д. 50, кв. 7\n\
            3;Белов Сергей;394000, г. Воронеж, ул. Кольцовская, д. 21\n";
        let list = csv_list(text);
        assert!(list.holds(), "{:?}", list.problems);
        assert_eq!(list.participants[2].name, "Белов Сергей");
        assert_eq!(
            list.participants[2].postal,
            "394000, г. Воронеж, ул. Кольцовская, д. 21"
        );
    }

    #[test]
    fn utf_16_and_windows_1251_are_read_as_the_text_they_hold() {
        let text = "№\tФИО";
        let mut utf16 = vec![0xff, 0xfe];
        utf16.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
        assert_eq!(decoded(&utf16), text);
        let (cp1251, _, _) = encoding_rs::WINDOWS_1251.encode(text);
        assert_eq!(decoded(&cp1251), text);
    }
}
