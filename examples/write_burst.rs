//! The child process of the fault and concurrency tests (tests/it/faults.rs,
//! tests/it/concurrency.rs): adds partners named `PREFIX N` (`partner N` by default) to the diary
//! named on the command line as fast as it can, printing `saved N` after each commit and
//! `refused N: why` after a write the diary refused (another program held it too long), until
//! it is killed.

use std::io::Write;
use std::path::PathBuf;

use ccdiary::domain::Partner;
use ccdiary::storage::Store;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args_os().skip(1);
    let path: PathBuf = args
        .next()
        .ok_or("usage: write_burst DIARY.sqlite [PREFIX]")?
        .into();
    let prefix = args
        .next()
        .map_or("partner ".to_owned(), |p| p.to_string_lossy().into_owned());
    let mut store = Store::open(&path)?;
    let mut out = std::io::stdout().lock();
    let mut refused_in_a_row = 0;
    for i in 0u64.. {
        let saved = store.add_partner(&Partner {
            name: format!("{prefix}{i}"),
            contacts: vec![],
            gender: Default::default(),
        });
        match saved {
            Ok(_) => {
                refused_in_a_row = 0;
                writeln!(out, "saved {i}")?;
            }
            Err(e) if refused_in_a_row < 100 => {
                refused_in_a_row += 1;
                writeln!(out, "refused {i}: {e}")?;
            }
            Err(e) => return Err(e.into()),
        }
        out.flush()?;
    }
    Ok(())
}
