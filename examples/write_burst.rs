//! The child process of the fault test `killed_mid_write_loses_nothing_saved`
//! (tests/it/faults.rs): adds partners to the diary named on the command line as fast as it can,
//! printing `saved N` after each commit, until it is killed.

use std::io::Write;
use std::path::PathBuf;

use ccdiary::domain::Partner;
use ccdiary::storage::Store;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path: PathBuf = std::env::args_os()
        .nth(1)
        .ok_or("usage: write_burst DIARY.sqlite")?
        .into();
    let mut store = Store::open(&path)?;
    let mut out = std::io::stdout().lock();
    for i in 0u64.. {
        store.add_partner(&Partner {
            name: format!("partner {i}"),
            contacts: vec![],
            gender: Default::default(),
        })?;
        writeln!(out, "saved {i}")?;
        out.flush()?;
    }
    Ok(())
}
