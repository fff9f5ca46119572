//! The command line's arguments: the subcommands and their options, as `--help` shows them.

use std::path::PathBuf;

use chrono::NaiveDate;
use clap::{Args, Parser, Subcommand};

use super::fact_args::{
    ArrivalArgs, DatesNotKeptArgs, LeaveArgs, PartnerAddressArgs, PenaltiesArgs, PenaltyArgs,
    ReceiveArgs, ReceiveEmailArgs, RepeatArgs, ResignArgs, ScanArgs, SendArgs, TournamentArgs,
};

use super::values::{EventLeave, Format, date_arg, event_leave, game_id, scan_id, seconds, yes_no};
use crate::domain::notation::Notation;
use crate::domain::scans::ScanId;
use crate::domain::{GameId, Mode};
use crate::messages::Language;

/// A diary for correspondence chess players under the Russian Chess Federation rules.
#[derive(Debug, Parser)]
#[command(
    name = "ccdiary",
    version,
    about = "A diary for correspondence chess players under the Russian Chess Federation rules",
    long_about = None
)]
pub struct Cli {
    /// The diary file to use instead of the default one in your data directory.
    #[arg(long, value_name = "FILE", global = true)]
    pub db: Option<PathBuf>,
    /// Language of messages: ru, en, or another with messages in CCDIARY_TRANSLATIONS
    /// (default: the system's).
    #[arg(long, value_name = "CODE", global = true, value_parser = super::values::language)]
    pub lang: Option<Language>,
    /// What to do; without a command the window opens.
    #[command(subcommand)]
    pub command: Option<CliCommand>,
}

impl Cli {
    /// The language of messages: `--lang`, else the system's.
    pub fn language(&self) -> Language {
        self.lang.unwrap_or_else(Language::from_system)
    }
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum CliCommand {
    /// Print one line per game: id, tournament, partner, my colour, status, moves played.
    List,
    /// Import games from a PGN file with correspondence dates (%ccsnt, %ccrcv).
    Import(ImportArgs),
    /// Export games as PGN with their dates.
    ExportPgn(ExportPgnArgs),
    /// Print a game's schedule of moves and times (article 52).
    Schedule(ScheduleArgs),
    /// Set the partner's schedule of a game (his article-52 CSV, or his PGN with %ccsnt and
    /// %ccrcv) beside the diary's: one line per differing cell and the clause that decides it.
    Reconcile(ReconcileArgs),
    /// Analyse a game's position with a UCI engine (Stockfish by default) and print its lines.
    Analyse(AnalyseArgs),
    /// My analysis of a game, kept beside its record: show it, add a line, note a move, take a
    /// line away.
    Analysis(super::analysis::AnalysisArgs),
    /// My name, addresses and signature: set what is given, show them.
    Profile(super::creating::ProfileArgs),
    /// Add a partner.
    Partner(super::creating::PartnerArgs),
    /// Add a game.
    Game(super::creating::GameArgs),
    /// List what is due in every game, most urgent first.
    Today(TodayArgs),
    /// Write what is due as an iCalendar file for your calendar; a new export updates the events
    /// still due (those done since are left for you to delete there).
    Ical(IcalArgs),
    /// Make a PDF: postcard, schedule, claim, record or adjudication for a game; report for a
    /// tournament.
    Pdf(PdfArgs),
    /// Print a paper on a printer of the system, set as the paper needs: the sheet of four on
    /// both sides flipped on the long edge, a card on A6 where the printer has it (else on A4
    /// at its true size, with crop marks), the A4 papers one-sided unless --two-sided; never
    /// scaled to fit.
    Print(PrintArgs),
    /// List the system's printers, the default first, with whether each takes jobs and the
    /// sheets it feeds.
    Printers,
    /// Record the partner's move from his card or e-mail (dates as dd.mm.yyyy or yyyy-mm-dd),
    /// and what the card says besides: a draw offered or declined with the move, or, with no
    /// move, my offer accepted or his resignation.
    Receive(ReceiveArgs),
    /// Read the partner's e-mail message (a .eml file or its text): the game it is about, his
    /// move and dates, his game text and totals compared with the diary; --record records it.
    ReceiveEmail(ReceiveEmailArgs),
    /// Record my move as sent: it can never be changed afterwards (47.3.10). With it I may
    /// offer a draw or decline his; or, with no move, accept his offer.
    Send(SendArgs),
    /// Resign the game: the card that says so is recorded as sent and the game ends (print it
    /// with `pdf postcard GAME`, or `email GAME` by e-mail).
    Resign(ResignArgs),
    /// Print the e-mail message of my last card (48.2.1, the form of article 50), to paste into
    /// the mail program.
    Email(EmailArgs),
    /// Record the day the partner's last move reached me (47.2.2.4).
    Arrival(ArrivalArgs),
    /// Say the moves so far were played before the diary kept their dates (an import without
    /// dates): the day each arrived is no longer asked for. A move recorded later is asked for as
    /// any other.
    DatesNotKept(DatesNotKeptArgs),
    /// Record a penalty (47.4.9–47.4.11): days by the offence and the game's earlier ones.
    Penalty(PenaltyArgs),
    /// List a game's penalties: the day, whose, the days, the clause and why, in the language
    /// of messages.
    Penalties(PenaltiesArgs),
    /// Record the repeat of my last move when the partner is silent (47.5.1, 48.5.1).
    Repeat(RepeatArgs),
    /// Mark a game's result and record as sent to the arbiter (47.9.1, 48.9.1), its text after
    /// the partner withdrew (47.8.2), or its adjudication materials (47.9.5, 48.9.4; without
    /// them no appeal lies, 47.9.8): `today` asks for it until then.
    ResultSent(super::arbiter::ResultSentArgs),
    /// Record the arbiter's decision as it reached me: the game follows it (an adjudication's
    /// result, 47.9.9; a withdrawal, 47.8.1; a claim, 47.6.2; coinciding assessments, 47.9.6;
    /// a final second adjudication, 47.9.11) and `today` counts the 14 days to protest it.
    Decision(super::arbiter::DecisionArgs),
    /// Record my protest against a game's last decision, sent to the appeal arbiter (47.1.6,
    /// 47.9.10; 48.1.10, 48.9.9): refused after its 14 days unless --late.
    Protest(super::arbiter::ProtestArgs),
    /// My address changes from a day on (47.1.2, 48.1.2): cards before it keep the old one,
    /// and a notice is due to each partner in play and each of their arbiters within three
    /// days; mark each with `notice-sent`.
    MyAddress(super::arbiter::MyAddressArgs),
    /// My equipment or software failed (48.1.5): the partners of e-mail games in play and
    /// their arbiters are to be told within three days.
    Failure(super::arbiter::FailureArgs),
    /// Access to my e-mail restored (48.1.6): the 30 days before withdrawal stop.
    AccessRestored(super::arbiter::AccessRestoredArgs),
    /// A dispute with the partner in a game (48.1.7): the arbiter is to be told at once.
    Dispute(super::arbiter::DisputeArgs),
    /// Mark the notices of a game (of a new address, a failure, a dispute) as sent.
    NoticeSent(super::arbiter::NoticeSentArgs),
    /// Print what passed between me and the arbiter in a game: the result and record, each
    /// decision and protest.
    Arbiter(super::arbiter::ArbiterArgs),
    /// The partner's new address in a game, from a day on (his earlier ones are kept).
    PartnerAddress(PartnerAddressArgs),
    /// Leave: mine in all games, or the partner's in one game (47.7.1, 48.7.1).
    Leave(LeaveArgs),
    /// Photos and scans of a game's cards (47.1.3): list the archive, attach, save a copy.
    Scan(ScanArgs),
    /// A tournament's parameters as its regulations set them.
    Tournament(TournamentArgs),
    /// Write a demo diary (two tournaments, a dozen games in every state) to --db FILE.
    Demo,
    /// Undo the newest change recorded in the diary, by the window or the command line, and
    /// say what it was: a penalty, a leave, a card filed, a correction, a fact changed, his
    /// move as typed. My sent move is never undone (47.3.10).
    Undo,
    /// Record again what the last undo took back.
    Redo,
    /// Check a registered-mail receipt number (ШПИ): 14 digits, or UPU S10 like RA123456785RU.
    CheckReceipt(CheckReceiptArgs),
    /// Take a backup of the diary now: into the folder "backups" beside it, or to --out FILE.
    Backup(BackupArgs),
    /// List the diary's backups, newest first: when taken, size, games and moves.
    Backups,
    /// Replace the diary by a backup; the diary replaced is backed up first (or, when it cannot
    /// be read, renamed aside unchanged).
    Restore(RestoreArgs),
    /// Write everything to one zip file, to keep or to move to a new computer: the diary, every
    /// game as PGN with its dates, and each game's schedule (article 52) as CSV.
    ExportAll(ExportAllArgs),
    /// Make the diary the one in a file written by export-all. A diary that holds games is
    /// replaced only with --replace, which backs it up first.
    ImportAll(ImportAllArgs),
    /// Read a game's moves in any notation on stdin and print them numbered in another.
    Notation(NotationArgs),
}

/// What to do with leave.
#[derive(Debug, Subcommand)]
pub enum LeaveCommand {
    /// Record a leave from FIRST to LAST, both included: mine, or with --game the partner's.
    Add {
        /// The first day of leave.
        #[arg(value_parser = date_arg)]
        first: NaiveDate,
        /// The last day of leave.
        #[arg(value_parser = date_arg)]
        last: NaiveDate,
        /// The partner's leave in this game (default: mine, in all games).
        #[arg(long, value_name = "GAME")]
        #[arg(value_parser = game_id)]
        game: Option<GameId>,
        /// A note, e.g. how it was announced.
        #[arg(long, value_name = "TEXT", default_value = "")]
        note: String,
    },
    /// List every leave recorded.
    List,
}

/// What to do with the scans of a game's cards.
#[derive(Debug, Subcommand)]
pub enum ScanCommand {
    /// List the game's archive, numbered, each card with its scans.
    List {
        /// The game's id (see `list`).
        #[arg(value_parser = game_id)]
        game: GameId,
    },
    /// Keep a PNG, JPEG or PDF as a scan of archive item ITEM (its number in `scan list`).
    Add {
        /// The game's id (see `list`).
        #[arg(value_parser = game_id)]
        game: GameId,
        /// The archive item's number in `scan list`.
        item: usize,
        /// The photo or scan.
        file: PathBuf,
    },
    /// Remove scan SCAN (its number in `scan list`), kept on a card by mistake.
    Remove {
        /// The scan's number.
        #[arg(value_parser = scan_id)]
        scan: ScanId,
    },
    /// Write a copy of scan SCAN (its number in `scan list`) to a file.
    Save {
        /// The scan's number.
        #[arg(value_parser = scan_id)]
        scan: ScanId,
        /// The file to write.
        #[arg(long, value_name = "FILE")]
        out: PathBuf,
    },
}

/// What to do with a tournament.
#[derive(Debug, Subcommand)]
pub enum TournamentCommand {
    /// List the tournaments with their parameters.
    List,
    /// Add a tournament; what is not given is the diary's default (10 moves in 30 days, post).
    New {
        /// Its full name.
        #[arg(long, value_name = "NAME")]
        name: String,
        /// Its code or index (47.3.7.1).
        #[arg(long, value_name = "CODE", default_value = "")]
        code: String,
        /// post or email.
        #[arg(long, value_enum, default_value = "post")]
        mode: Mode,
        /// The official start date.
        #[arg(long, value_name = "DATE", value_parser = date_arg)]
        start: Option<NaiveDate>,
        /// Days per control period (47.6.1).
        #[arg(long, value_name = "DAYS")]
        control_days: Option<u32>,
        /// Moves per control period (47.6.1).
        #[arg(long, value_name = "MOVES")]
        control_moves: Option<u32>,
        /// The arbiter's name.
        #[arg(long, value_name = "NAME")]
        arbiter: Option<String>,
        /// The arbiter's e-mail.
        #[arg(long, value_name = "EMAIL")]
        arbiter_email: Option<String>,
    },
    /// Create a tournament, its partners and my games from the organiser's start list (the
    /// e-mail's text in a file): colours by the Berger table for my number.
    FromList {
        /// The list's text.
        file: PathBuf,
        /// Which participant I am: my number, or my name as the list writes it (default: my
        /// profile's name).
        #[arg(long, value_name = "NUMBER|NAME")]
        me: Option<String>,
        /// Say what would be created, and create nothing.
        #[arg(long)]
        dry_run: bool,
    },
    /// Change a tournament's parameters; the others stay as they are.
    Set {
        /// The tournament's code or name.
        tournament: String,
        /// A new code or index (47.3.7.1).
        #[arg(long, value_name = "CODE")]
        code: Option<String>,
        /// A new full name.
        #[arg(long, value_name = "NAME")]
        name: Option<String>,
        /// post or email.
        #[arg(long, value_enum)]
        mode: Option<Mode>,
        /// The official start date.
        #[arg(long, value_name = "DATE", value_parser = date_arg)]
        start: Option<NaiveDate>,
        /// The official end date.
        #[arg(long, value_name = "DATE", value_parser = date_arg)]
        end: Option<NaiveDate>,
        /// Days per control period (47.6.1).
        #[arg(long, value_name = "DAYS")]
        control_days: Option<u32>,
        /// Moves per control period (47.6.1).
        #[arg(long, value_name = "MOVES")]
        control_moves: Option<u32>,
        /// Days of leave a calendar year (47.7.1).
        #[arg(long, value_name = "DAYS")]
        leave_days: Option<u32>,
        /// Days of leave in the whole event, or `none` (47.7.1).
        #[arg(long, value_name = "DAYS|none", value_parser = event_leave)]
        leave_event_days: Option<EventLeave>,
        /// Penalty days for a first offence (47.4.9).
        #[arg(long, value_name = "DAYS")]
        penalty_days: Option<u32>,
        /// Whether every move goes by registered mail: yes or no.
        #[arg(long, value_name = "yes|no", value_parser = yes_no)]
        registered_always: Option<bool>,
        /// Whether the regulations allow chess engines: yes or no.
        #[arg(long, value_name = "yes|no", value_parser = yes_no)]
        engines: Option<bool>,
        /// Whether my cards show the position after my move: yes or no.
        #[arg(long, value_name = "yes|no", value_parser = yes_no)]
        card_diagram: Option<bool>,
        /// The arbiter's name, to whom claims and reports go.
        #[arg(long, value_name = "NAME")]
        arbiter: Option<String>,
        /// The arbiter's postal address (its lines as typed).
        #[arg(long, value_name = "ADDRESS")]
        arbiter_address: Option<String>,
        /// The arbiter's e-mail.
        #[arg(long, value_name = "EMAIL")]
        arbiter_email: Option<String>,
    },
}

/// What a paper is made of besides its target, for `pdf` and `print` alike.
#[derive(Debug, Clone, clap::Args)]
pub struct PaperArgs {
    /// For `report` and `postcards-a4 today`: the day, YYYY-MM-DD (default: today).
    #[arg(long, value_name = "YYYY-MM-DD")]
    pub as_of: Option<chrono::NaiveDate>,
    /// For `adjudication`: the result I claim (1-0, 0-1, 1/2-1/2); for `protest`, the result I
    /// ask for.
    #[arg(long, value_name = "RESULT")]
    pub claim: Option<crate::domain::GameResult>,
    /// For `adjudication` and `protest`: a text file with my justification (analysis).
    #[arg(long, value_name = "FILE")]
    pub justification: Option<PathBuf>,
    /// For `adjudication`: my sealed move when I am to move (47.9.5.4).
    #[arg(long, value_name = "MOVE")]
    pub sealed: Option<String>,
    /// For `adjudication` and `protest`: every line of my analysis of the game goes on the
    /// paper (`ccdiary analysis show GAME` lists them).
    #[arg(long)]
    pub with_analysis: bool,
}

/// The arguments of `Import`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// The PGN file.
    pub file: PathBuf,
    /// My name as the PGN writes it (default: the profile's full name).
    #[arg(long, value_name = "NAME")]
    pub me: Option<String>,
}

/// The arguments of `ExportPgn`.
#[derive(Debug, Args)]
pub struct ExportPgnArgs {
    /// The game's id (see `list`); all games when left out.
    #[arg(value_parser = game_id)]
    pub game: Option<GameId>,
    /// The file to write.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// The record alone, with its dates: my analysis left out (what the arbiter gets,
    /// 48.9.1).
    #[arg(long)]
    pub no_analysis: bool,
}

/// The arguments of `Schedule`.
#[derive(Debug, Args)]
pub struct ScheduleArgs {
    /// The game's id (see `list`).
    #[arg(value_parser = game_id)]
    pub game: GameId,
    /// text or csv.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// numeric, long-ru, long-en or san.
    #[arg(long, default_value = "numeric")]
    pub notation: Notation,
}

/// The arguments of `Reconcile`.
#[derive(Debug, Args)]
pub struct ReconcileArgs {
    /// The game's id (see `list`).
    #[arg(value_parser = game_id)]
    pub game: GameId,
    /// His file: a schedule CSV (`ccdiary schedule --format csv`) or a PGN.
    pub file: PathBuf,
    /// text or csv.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// numeric, long-ru, long-en or san.
    #[arg(long, default_value = "numeric")]
    pub notation: Notation,
    /// Also write the comparison as a PDF for the arbiter.
    #[arg(long, value_name = "FILE")]
    pub pdf: Option<PathBuf>,
}

/// The arguments of `Analyse`.
#[derive(Debug, Args)]
pub struct AnalyseArgs {
    /// The game's id (see `list`).
    #[arg(value_parser = game_id)]
    pub game: GameId,
    /// The position after this many plies (default: the last).
    #[arg(long, value_name = "N")]
    pub ply: Option<u32>,
    /// Search to this depth (default 20).
    #[arg(long, value_name = "D", conflicts_with = "movetime")]
    pub depth: Option<u32>,
    /// Search for this many seconds.
    #[arg(long, value_name = "S", value_parser = seconds)]
    pub movetime: Option<std::time::Duration>,
    /// How many best lines, 1 to 5.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=5))]
    pub multipv: u32,
    /// The engine's program (default: Stockfish on PATH or in /usr/games).
    #[arg(long, value_name = "PATH")]
    pub engine: Option<PathBuf>,
    /// The moves in numeric, long-ru, long-en or san (default: the game's form notation).
    #[arg(long)]
    pub notation: Option<Notation>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// Keep the best line in my analysis of the game, with its evaluation, depth and the
    /// engine's name.
    #[arg(long)]
    pub keep: bool,
}

/// The arguments of `Today`.
#[derive(Debug, Args)]
pub struct TodayArgs {
    /// The day to look from, YYYY-MM-DD (default: today).
    #[arg(long, value_name = "YYYY-MM-DD")]
    pub date: Option<chrono::NaiveDate>,
}

/// The arguments of `Ical`.
#[derive(Debug, Args)]
pub struct IcalArgs {
    /// The .ics file to write.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// The day to look from, YYYY-MM-DD (default: today).
    #[arg(long, value_name = "YYYY-MM-DD")]
    pub date: Option<chrono::NaiveDate>,
}

/// The arguments of `Pdf`.
#[derive(Debug, Args)]
pub struct PdfArgs {
    /// The paper.
    pub kind: crate::documents::DocumentKind,
    /// The game's id (see `list`); for `postcards-a4` ids separated by commas or `today`
    /// (every game whose move I sent on --as-of); for `report` the tournament's code or name.
    pub target: String,
    /// The PDF file to write.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// What the paper is made of, besides its target.
    #[command(flatten)]
    pub paper: PaperArgs,
    /// For `request-replacement`: his move as his card wrote it ("" when it carried
    /// none, 47.3.11); the request is recorded as sent today (47.3.12), then printed.
    #[arg(long, value_name = "MOVE")]
    pub written: Option<String>,
    /// For `request-replacement`: the date on his card (47.3.7.2).
    #[arg(long, value_name = "DATE", value_parser = date_arg, requires = "written")]
    pub sent: Option<NaiveDate>,
    /// For `request-replacement`: the day his card reached me, from which the 3 days of
    /// 47.3.12 count.
    #[arg(long, value_name = "DATE", value_parser = date_arg, requires = "written")]
    pub received: Option<NaiveDate>,
}

/// The arguments of `Print`.
#[derive(Debug, Args)]
pub struct PrintArgs {
    /// The paper.
    pub kind: crate::documents::DocumentKind,
    /// As for `pdf`: the game's id; for `postcards-a4` ids separated by commas or `today`;
    /// for `report` the tournament's code or name.
    pub target: String,
    /// The printer (see `printers`); the system's default when not given.
    #[arg(long, value_name = "NAME")]
    pub printer: Option<String>,
    /// How many copies.
    #[arg(long, default_value_t = 1)]
    pub copies: u32,
    /// Both sides of an A4 paper (the sheet of four always has both).
    #[arg(long)]
    pub two_sided: bool,
    /// What the paper is made of, besides its target.
    #[command(flatten)]
    pub paper: PaperArgs,
}

/// The arguments of `Email`.
#[derive(Debug, Args)]
pub struct EmailArgs {
    /// The game's id (see `list`).
    #[arg(value_parser = game_id)]
    pub game: GameId,
    /// The message to the arbiter after the game instead: its result and full record as PGN
    /// (48.9.1), with the arbiter's address and a subject first.
    #[arg(long)]
    pub to_arbiter: bool,
}

/// The arguments of `CheckReceipt`.
#[derive(Debug, Args)]
pub struct CheckReceiptArgs {
    /// The number as printed on the receipt.
    pub number: String,
}

/// The arguments of `Backup`.
#[derive(Debug, Args)]
pub struct BackupArgs {
    /// Where to write the copy instead.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

/// The arguments of `Restore`.
#[derive(Debug, Args)]
pub struct RestoreArgs {
    /// The backup (any diary file).
    pub file: PathBuf,
}

/// The arguments of `ExportAll`.
#[derive(Debug, Args)]
pub struct ExportAllArgs {
    /// The .zip file to write.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
}

/// The arguments of `ImportAll`.
#[derive(Debug, Args)]
pub struct ImportAllArgs {
    /// The .zip file.
    pub file: PathBuf,
    /// Replace a diary that holds games (after a backup of it).
    #[arg(long)]
    pub replace: bool,
}

/// The arguments of `Notation`.
#[derive(Debug, Args)]
pub struct NotationArgs {
    /// numeric, long-ru, long-en, san or uci.
    #[arg(long, value_name = "NOTATION")]
    pub to: Notation,
}
