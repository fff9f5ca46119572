//! The command line: `ccdiary [--db FILE] [COMMAND]`. Without a command it opens the window.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::{Parser, Subcommand};
use shakmaty::Color;

use crate::storage::Store;

/// A diary for correspondence chess players under the Russian Chess Federation rules.
#[derive(Debug, Parser)]
#[command(name = "ccdiary", version, about, long_about = None)]
pub struct Cli {
    /// The diary file to use instead of the default one in your data directory.
    #[arg(long, value_name = "FILE", global = true)]
    pub db: Option<PathBuf>,
    /// What to do; without a command the window opens.
    #[command(subcommand)]
    pub command: Option<CliCommand>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum CliCommand {
    /// Print one line per game: id, tournament, partner, my colour, status, moves played.
    List,
}

/// The default diary: `ccdiary.sqlite` in the platform's data directory.
pub fn default_diary_path() -> anyhow::Result<PathBuf> {
    let dirs = directories::ProjectDirs::from("", "", "ccdiary")
        .context("cannot find your home directory to keep the diary in; use --db FILE")?;
    Ok(dirs.data_dir().join("ccdiary.sqlite"))
}

/// The diary the command line names, or the default one.
pub fn diary_path(cli: &Cli) -> anyhow::Result<PathBuf> {
    match &cli.db {
        Some(p) => Ok(p.clone()),
        None => default_diary_path(),
    }
}

/// Opens the diary with a message naming the file on failure.
pub fn open_store(path: &Path) -> anyhow::Result<Store> {
    Store::open(path).with_context(|| format!("cannot open the diary {}", path.display()))
}

/// Runs a subcommand, writing its output to `out`.
pub fn run(command: &CliCommand, path: &Path, out: &mut dyn Write) -> anyhow::Result<()> {
    match command {
        CliCommand::List => list(&open_store(path)?, out),
    }
}

fn list(store: &Store, out: &mut dyn Write) -> anyhow::Result<()> {
    let games = store.game_summaries()?;
    if games.is_empty() {
        eprintln!(
            "{} has no games yet: add them in the window (ccdiary) or import a PGN",
            store.path().display()
        );
    }
    for g in games {
        let colour = match g.game.my_colour {
            Color::White => "white",
            Color::Black => "black",
        };
        writeln!(
            out,
            "{}\t{}\t{}\t{}\t{}\t{}",
            g.id,
            g.tournament,
            g.partner,
            colour,
            g.game.status.code(),
            g.moves_played()
        )?;
    }
    Ok(())
}
