//! The command line: `ccdiary [--db FILE] [COMMAND]`. Without a command it opens the window.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use shakmaty::Color;

use crate::diary::{Diary, DiaryError};
use crate::documents::DocumentKind;
use crate::domain::Contents;
use crate::domain::GameId;
use crate::messages::Language;
use crate::messages::Said;
use crate::printing::Target;

mod analysis;
mod arbiter;
mod args;
mod cards;
mod creating;
mod error;
mod fact_args;
mod facts;
mod files;
mod importing;
mod printing;
mod reading;
mod start_list;
mod values;

pub use args::*;
pub use error::CliError;
pub use fact_args::*;
pub use values::Format;

/// The default diary: `ccdiary.sqlite` in the platform's data directory.
pub fn default_diary_path() -> Result<PathBuf, CliError> {
    let dirs = directories::ProjectDirs::from("", "", "ccdiary").ok_or(CliError::NoHome)?;
    Ok(dirs.data_dir().join("ccdiary.sqlite"))
}

/// The diary the command line names, or the default one.
pub fn diary_path(cli: &Cli) -> Result<PathBuf, CliError> {
    match &cli.db {
        Some(p) => Ok(p.clone()),
        None => default_diary_path(),
    }
}

/// Opens the diary, or says why it cannot be, naming the file and the backup to restore.
pub fn open_diary(path: &Path) -> Result<Diary, CliError> {
    Diary::open(path).map_err(|error| CliError::CannotOpen {
        path: path.to_path_buf(),
        newest: newest_if_damaged(path, &error).map(Box::new),
        error,
    })
}

/// The newest sound backup of the diary at `path`, when `e` says it is damaged.
pub fn newest_if_damaged(
    path: &Path,
    e: &DiaryError,
) -> Option<(crate::backups::Backup, Contents)> {
    match e.is_damaged() {
        true => Diary::newest_sound_backup(path),
        false => None,
    }
}

/// Runs a subcommand with English messages, reading `input` where it reads stdin and writing
/// its output to `out`.
pub fn run(
    command: &CliCommand,
    path: &Path,
    input: &mut dyn Read,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    run_in(Language::EN, command, path, input, out)
}

/// Runs a subcommand with messages in `lang`; its error told once, in `lang`.
pub fn run_in(
    lang: Language,
    command: &CliCommand,
    path: &Path,
    input: &mut dyn Read,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    run_at(lang, command, path, (input, out), crate::diary::system_now)
}

/// Runs a subcommand as [`run_in`] does, reading the time by `clock` (a fixed moment in
/// tests).
pub fn run_at(
    lang: Language,
    command: &CliCommand,
    path: &Path,
    (input, out): (&mut dyn Read, &mut dyn Write),
    clock: fn() -> chrono::NaiveDateTime,
) -> anyhow::Result<()> {
    // `ccdiary list | head`: once the reader has gone, the output ends quietly.
    let mut out = UntilClosed { out, closed: false };
    let mut cx = Context {
        lang,
        path,
        input,
        out: &mut out,
        clock,
    };
    command
        .run(&mut cx)
        .map_err(|e| anyhow::anyhow!(e.told(lang)))
}

/// The standard output until whoever reads it closes it (a pipe to `head`): what follows is
/// let go, as a program that writes to a closed pipe is expected to, not an error.
struct UntilClosed<'a> {
    out: &'a mut dyn Write,
    closed: bool,
}

impl Write for UntilClosed<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.closed {
            return Ok(buf.len());
        }
        match self.out.write(buf) {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                self.closed = true;
                Ok(buf.len())
            }
            done => done,
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match self.out.flush() {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                self.closed = true;
                Ok(())
            }
            done => done,
        }
    }
}

/// What a subcommand runs with: the language of its messages, the diary's file, the standard
/// input and output, and the clock.
pub struct Context<'a> {
    /// The language of messages.
    pub lang: Language,
    /// The diary's file.
    pub path: &'a Path,
    /// Where `notation` reads moves.
    pub input: &'a mut dyn Read,
    /// Where what is said goes.
    pub out: &'a mut dyn Write,
    /// The clock: the system's, or a fixed moment in tests.
    pub clock: fn() -> chrono::NaiveDateTime,
}

impl Context<'_> {
    /// The diary at the context's path, reading the time by its clock.
    fn diary(&self) -> Result<Diary, CliError> {
        Ok(open_diary(self.path)?.with_clock(self.clock))
    }

    /// Now, by the context's clock: for a command that works on the diary's file, not on it.
    fn now(&self) -> chrono::NaiveDateTime {
        (self.clock)()
    }

    /// Says `said` on a line of the output.
    fn say(&mut self, said: &str) -> Result<(), CliError> {
        writeln!(self.out, "{said}")?;
        Ok(())
    }
}

/// A subcommand's arguments, which run it.
trait Run {
    /// Does what the subcommand asks and says what was done; its error told by the caller.
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError>;
}

/// A subcommand that records a card or a fact in the diary, and says what it recorded.
trait Record {
    /// Records it in `diary`; what to say, in `lang`.
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError>;
}

impl<T: Record> Run for T {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let said = self.record(&mut cx.diary()?, cx.lang)?;
        cx.say(&said)
    }
}

impl CliCommand {
    /// Runs the subcommand: a table from each to its `run`.
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        use CliCommand as C;
        match self {
            C::List => list(cx),
            C::Printers => printing::printers(cx),
            C::Demo => files::demo(cx),
            C::Backups => files::backups(cx),
            C::Undo => facts::undo(cx),
            C::Redo => facts::redo(cx),
            C::Import(a) => a.run(cx),
            C::ExportPgn(a) => a.run(cx),
            C::Schedule(a) => a.run(cx),
            C::Reconcile(a) => a.run(cx),
            C::Analyse(a) => a.run(cx),
            C::Analysis(a) => a.run(cx),
            C::Profile(a) => a.run(cx),
            C::Partner(a) => a.run(cx),
            C::Game(a) => a.run(cx),
            C::Today(a) => a.run(cx),
            C::Ical(a) => a.run(cx),
            C::Pdf(a) => a.run(cx),
            C::Print(a) => a.run(cx),
            C::Receive(a) => a.run(cx),
            C::ReceiveEmail(a) => a.run(cx),
            C::Send(a) => a.run(cx),
            C::Resign(a) => a.run(cx),
            C::Email(a) => a.run(cx),
            C::Arrival(a) => a.run(cx),
            C::DatesNotKept(a) => a.run(cx),
            C::Penalty(a) => a.run(cx),
            C::Penalties(a) => a.run(cx),
            C::Repeat(a) => a.run(cx),
            C::ResultSent(a) => a.run(cx),
            C::Decision(a) => a.run(cx),
            C::Protest(a) => a.run(cx),
            C::Arbiter(a) => a.run(cx),
            C::MyAddress(a) => a.run(cx),
            C::Failure(a) => a.run(cx),
            C::AccessRestored(a) => a.run(cx),
            C::Dispute(a) => a.run(cx),
            C::NoticeSent(a) => a.run(cx),
            C::PartnerAddress(a) => a.run(cx),
            C::Leave(a) => a.run(cx),
            C::Scan(a) => a.run(cx),
            C::Tournament(a) => a.run(cx),
            C::CheckReceipt(a) => a.run(cx),
            C::Backup(a) => a.run(cx),
            C::Restore(a) => a.run(cx),
            C::ExportAll(a) => a.run(cx),
            C::ImportAll(a) => a.run(cx),
            C::Notation(a) => a.run(cx),
        }
    }
}

/// `list`: one line per game.
fn list(cx: &mut Context<'_>) -> Result<(), CliError> {
    let (diary, lang, out) = (cx.diary()?, cx.lang, &mut *cx.out);
    let games = diary.game_summaries()?;
    if games.is_empty() {
        eprintln!("{}", Said::NoGamesYet(diary.path()).told(lang));
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
            g.game.status().code(),
            g.moves_played()
        )?;
    }
    Ok(())
}

/// What `ccdiary pdf KIND TARGET` prints for: a game id; ids separated by commas or `today` for
/// the 4-up sheet; a tournament's code or name for the report.
pub(super) fn print_target(kind: DocumentKind, target: &str) -> Result<Target, CliError> {
    let id = game_id;
    Ok(match kind {
        DocumentKind::Report => Target::Tournament(target.trim().to_owned()),
        DocumentKind::PostcardsA4 if target.trim() == "today" => Target::PostedOn,
        DocumentKind::PostcardsA4 => {
            Target::Games(target.split(',').map(id).collect::<Result<_, _>>()?)
        }
        _ => Target::Game(id(target)?),
    })
}

/// The game id `text` gives, read as the arguments' ids are.
fn game_id(text: &str) -> Result<GameId, CliError> {
    values::game_id(text).map_err(|_| CliError::NotAGameId(text.trim().to_owned()))
}
