//! The command line: `ccdiary [--db FILE] [COMMAND]`. Without a command it opens the window.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use chrono::NaiveDate;
use clap::{Parser, Subcommand};
use shakmaty::Color;

use crate::documents::report;
use crate::domain::GameId;
use crate::domain::notation::{MoveError, Notation, parse_move};
use crate::lang::Noun;
use crate::pgn::import::{export_pgn, import_pgn};
use crate::storage::Store;
use crate::ui::Language;
use crate::ui::errors::store_error;

mod facts;

/// A diary for correspondence chess players under the Russian Chess Federation rules.
#[derive(Debug, Parser)]
#[command(name = "ccdiary", version, about, long_about = None)]
pub struct Cli {
    /// The diary file to use instead of the default one in your data directory.
    #[arg(long, value_name = "FILE", global = true)]
    pub db: Option<PathBuf>,
    /// Language of messages: ru or en (default: from the system locale).
    #[arg(long, value_name = "ru|en", global = true)]
    pub lang: Option<String>,
    /// What to do; without a command the window opens.
    #[command(subcommand)]
    pub command: Option<CliCommand>,
}

impl Cli {
    /// The language of messages: `--lang`, else the locale's.
    pub fn language(&self) -> Language {
        self.lang
            .as_deref()
            .and_then(Language::from_code)
            .unwrap_or_else(|| Language::from_locale_vars(|k| std::env::var(k).ok()))
    }
}

/// A message in the user's language.
fn tr(lang: Language, en: String, ru: String) -> String {
    match lang {
        Language::En => en,
        Language::Ru => ru,
    }
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum CliCommand {
    /// Print one line per game: id, tournament, partner, my colour, status, moves played.
    List,
    /// Import games from a PGN file with correspondence dates (%ccsnt, %ccrcv).
    Import {
        /// The PGN file.
        file: PathBuf,
        /// My name as the PGN writes it (default: the profile's full name).
        #[arg(long, value_name = "NAME")]
        me: Option<String>,
    },
    /// Export games as PGN with their dates.
    ExportPgn {
        /// The game's id (see `list`); all games when left out.
        game: Option<i64>,
        /// The file to write.
        #[arg(long, value_name = "FILE")]
        out: PathBuf,
    },
    /// Print a game's schedule of moves and times (article 52).
    Schedule {
        /// The game's id (see `list`).
        game: i64,
        /// text or csv.
        #[arg(long, default_value = "text", value_parser = ["text", "csv"])]
        format: String,
        /// numeric, long-ru, long-en or san.
        #[arg(long, default_value = "numeric")]
        notation: Notation,
    },
    /// List what is due in every game, most urgent first.
    Today {
        /// The day to look from, YYYY-MM-DD (default: today).
        #[arg(long, value_name = "YYYY-MM-DD")]
        date: Option<chrono::NaiveDate>,
    },
    /// Make a PDF: postcard, schedule, claim, record or adjudication for a game; report for a
    /// tournament.
    Pdf {
        /// postcard, repeat-postcard, postcards-a4, schedule, claim, record, adjudication or
        /// report.
        #[arg(value_parser = ["postcard", "repeat-postcard", "postcards-a4", "schedule", "claim", "record", "adjudication", "report"])]
        kind: String,
        /// The game's id (see `list`); for `postcards-a4` ids separated by commas or `today`
        /// (every game whose move I sent on --as-of); for `report` the tournament's code or name.
        target: String,
        /// The PDF file to write.
        #[arg(long, value_name = "FILE")]
        out: PathBuf,
        /// For `report` and `postcards-a4 today`: the day, YYYY-MM-DD (default: today).
        #[arg(long, value_name = "YYYY-MM-DD")]
        as_of: Option<chrono::NaiveDate>,
        /// For `adjudication`: the result I claim (1-0, 0-1, 1/2-1/2).
        #[arg(long, value_name = "RESULT")]
        claim: Option<String>,
        /// For `adjudication`: a text file with my justification (analysis).
        #[arg(long, value_name = "FILE")]
        justification: Option<PathBuf>,
        /// For `adjudication`: my sealed move when I am to move (47.9.5.4).
        #[arg(long, value_name = "MOVE")]
        sealed: Option<String>,
    },
    /// Record the partner's move from his card or e-mail (dates as dd.mm.yyyy or yyyy-mm-dd).
    Receive {
        /// The game's id (see `list`).
        game: i64,
        /// His move, in any notation (numeric, long algebraic, SAN).
        #[arg(value_name = "MOVE")]
        his_move: String,
        /// His repetition of my last move, as his card writes it (47.3.7.5).
        #[arg(long, value_name = "MOVE")]
        repeat: Option<String>,
        /// The moves of my variant he accepted, separated by spaces (47.3.8).
        #[arg(long, value_name = "MOVES")]
        accepted: Option<String>,
        /// The date he wrote on the card.
        #[arg(long, value_name = "DATE", value_parser = date_arg)]
        written: Option<NaiveDate>,
        /// A postmark on the card; repeat for several (47.2.2.1, 47.2.2.3).
        #[arg(long, value_name = "DATE", value_parser = date_arg)]
        postmark: Vec<NaiveDate>,
        /// It came by registered mail with this receipt number.
        #[arg(long, value_name = "NUMBER")]
        registered: Option<String>,
        /// The day it reached me (default: today).
        #[arg(long, value_name = "DATE", value_parser = date_arg)]
        received: Option<NaiveDate>,
        /// The day he received my last move, as his card states it.
        #[arg(long, value_name = "DATE", value_parser = date_arg)]
        his_receipt: Option<NaiveDate>,
        /// His total time as his card states it, to compare with the diary's count.
        #[arg(long, value_name = "DAYS")]
        stated_total: Option<u32>,
        /// The day to take as today (default: today).
        #[arg(long, value_name = "DATE", value_parser = date_arg)]
        today: Option<NaiveDate>,
    },
    /// Record my move as sent: it can never be changed afterwards (47.3.10).
    Send {
        /// The game's id (see `list`).
        game: i64,
        /// My move, in any notation.
        #[arg(value_name = "MOVE")]
        my_move: String,
        /// The day it goes (default: today).
        #[arg(long, value_name = "DATE", value_parser = date_arg)]
        date: Option<NaiveDate>,
        /// By registered mail, with the receipt's number (post).
        #[arg(long, value_name = "NUMBER")]
        registered: Option<String>,
        /// A variant after my move, separated by spaces: his reply, my answer, … (47.3.8).
        #[arg(long, value_name = "MOVES")]
        variant: Option<String>,
        /// The day to take as today (default: today).
        #[arg(long, value_name = "DATE", value_parser = date_arg)]
        today: Option<NaiveDate>,
    },
    /// Record the day the partner's last move reached me (47.2.2.4).
    Arrival {
        /// The game's id (see `list`).
        game: i64,
        /// The day.
        #[arg(value_parser = date_arg)]
        date: NaiveDate,
    },
    /// Record a penalty (47.4.9–47.4.11): days by the offence and the game's earlier ones.
    Penalty {
        /// The game's id (see `list`).
        game: i64,
        /// Who: me or partner.
        #[arg(value_parser = ["me", "partner"])]
        side: String,
        /// impossible, illegible, no-move, wrong-repetition, not-registered, wrong-address or
        /// late-repeat.
        #[arg(value_parser = ["impossible", "illegible", "no-move", "wrong-repetition", "not-registered", "wrong-address", "late-repeat"])]
        offence: String,
        /// The day it was recorded.
        #[arg(long, value_name = "DATE", value_parser = date_arg)]
        date: NaiveDate,
        /// For late-repeat: the days the game was delayed (47.4.11).
        #[arg(long, value_name = "DAYS")]
        delay_days: Option<u32>,
    },
    /// Record the repeat of my last move when the partner is silent (47.5.1, 48.5.1).
    Repeat {
        /// The game's id (see `list`).
        game: i64,
        /// The day it was sent (default: today).
        #[arg(long, value_name = "DATE", value_parser = date_arg)]
        date: Option<NaiveDate>,
    },
    /// Leave: mine in all games, or the partner's in one game (47.7.1, 48.7.1).
    Leave {
        /// What to do with leave.
        #[command(subcommand)]
        action: LeaveCommand,
    },
    /// A tournament's parameters as its regulations set them.
    Tournament {
        /// What to do with a tournament.
        #[command(subcommand)]
        action: TournamentCommand,
    },
    /// Write a demo diary (two tournaments, a dozen games in every state) to --db FILE.
    Demo,
    /// Read a game's moves in any notation on stdin and print them numbered in another.
    Notation {
        /// numeric, long-ru, long-en, san or uci.
        #[arg(long, value_name = "NOTATION")]
        to: Notation,
    },
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
        game: Option<i64>,
        /// A note, e.g. how it was announced.
        #[arg(long, value_name = "TEXT", default_value = "")]
        note: String,
    },
    /// List every leave recorded.
    List,
}

/// What to do with a tournament.
#[derive(Debug, Subcommand)]
pub enum TournamentCommand {
    /// List the tournaments with their parameters.
    List,
    /// Change a tournament's parameters; the others stay as they are.
    Set {
        /// The tournament's code or name.
        tournament: String,
        /// post or email.
        #[arg(long, value_parser = ["post", "email"])]
        mode: Option<String>,
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
        #[arg(long, value_name = "DAYS|none")]
        leave_event_days: Option<String>,
        /// Penalty days for a first offence (47.4.9).
        #[arg(long, value_name = "DAYS")]
        penalty_days: Option<u32>,
        /// Whether every move goes by registered mail: yes or no.
        #[arg(long, value_parser = ["yes", "no"])]
        registered_always: Option<String>,
    },
}

/// A date as people type it: dd.mm.yyyy, dd.mm.yy or yyyy-mm-dd.
fn date_arg(text: &str) -> Result<NaiveDate, String> {
    let today = chrono::Local::now().date_naive();
    match crate::domain::parse_date_input(text, today) {
        Ok(Some(d)) => Ok(d),
        Ok(None) => Err("a date is needed (dd.mm.yyyy)".to_owned()),
        Err(e) => Err(e.to_string()),
    }
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
    open_store_in(path, Language::En)
}

fn open_store_in(path: &Path, lang: Language) -> anyhow::Result<Store> {
    Store::open(path).map_err(|e| {
        anyhow::anyhow!(
            "{}: {}",
            tr(
                lang,
                format!("cannot open the diary {}", path.display()),
                format!("не удаётся открыть дневник {}", path.display())
            ),
            store_error(&e, lang)
        )
    })
}

/// Runs a subcommand with English messages, reading `input` where it reads stdin and writing
/// its output to `out`.
pub fn run(
    command: &CliCommand,
    path: &Path,
    input: &mut dyn Read,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    run_in(Language::En, command, path, input, out)
}

/// Runs a subcommand with messages in `lang`.
pub fn run_in(
    lang: Language,
    command: &CliCommand,
    path: &Path,
    input: &mut dyn Read,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    let open_store = |path: &Path| open_store_in(path, lang);
    match command {
        CliCommand::List => list(&open_store(path)?, out, lang),
        CliCommand::Import { file, me } => {
            import(&mut open_store(path)?, file, me.as_deref(), out, lang)
        }
        CliCommand::ExportPgn { game, out: file } => {
            let store = open_store(path)?;
            let only = game.map(GameId);
            if let Some(id) = only {
                store.game(id).with_context(|| {
                    tr(
                        lang,
                        format!("no game {id} in the diary"),
                        format!("в дневнике нет партии {id}"),
                    )
                })?;
            }
            let text = export_pgn(&store, only)?;
            std::fs::write(file, text)
                .with_context(|| format!("cannot write {}", file.display()))?;
            Ok(())
        }
        CliCommand::Schedule {
            game,
            format,
            notation,
        } => {
            let store = open_store(path)?;
            let records = store.game_records(GameId(*game)).with_context(|| {
                tr(
                    lang,
                    format!("no game {game} in the diary (see `ccdiary list`)"),
                    format!("в дневнике нет партии {game} (см. `ccdiary list`)"),
                )
            })?;
            let text = match format.as_str() {
                "csv" => report::schedule_csv(&records, *notation),
                _ => report::schedule_text(&records, *notation, lang),
            };
            out.write_all(text.as_bytes())?;
            Ok(())
        }
        CliCommand::Today { date } => {
            let store = open_store(path)?;
            let today = date.unwrap_or_else(|| chrono::Local::now().date_naive());
            out.write_all(
                report::today_text(&store.active_game_records()?, today, lang).as_bytes(),
            )?;
            Ok(())
        }
        CliCommand::Pdf {
            kind,
            target,
            out: file,
            as_of,
            claim,
            justification,
            sealed,
        } => {
            let store = open_store(path)?;
            let now = chrono::Local::now().naive_local();
            let claim = crate::documents::arbiter::AdjudicationClaim {
                result: match claim {
                    Some(c) => c.parse().map_err(|e| anyhow::anyhow!("--claim: {e}"))?,
                    None => crate::domain::GameResult::Unknown,
                },
                justification: match justification {
                    Some(f) => std::fs::read_to_string(f)
                        .with_context(|| format!("cannot read {}", f.display()))?,
                    None => String::new(),
                },
                sealed_move: sealed.clone(),
            };
            let doc =
                crate::documents::make(&store, kind, target, as_of.unwrap_or(now.date()), &claim)?;
            let bytes = crate::documents::pdf::render(&doc, now, &store.profile()?.full_name)?;
            std::fs::write(file, bytes)
                .with_context(|| format!("cannot write {}", file.display()))?;
            writeln!(
                out,
                "{}",
                tr(
                    lang,
                    format!("wrote {}", file.display()),
                    format!("записан {}", file.display())
                )
            )?;
            Ok(())
        }
        CliCommand::Demo => {
            if path.exists() {
                bail!(
                    "{} exists already; give --db a new file for the demo",
                    path.display()
                );
            }
            crate::demo::create_demo(path, chrono::Local::now().date_naive())?;
            writeln!(
                out,
                "{}",
                tr(
                    lang,
                    format!("wrote the demo diary {}", path.display()),
                    format!("записан демонстрационный дневник {}", path.display())
                )
            )?;
            Ok(())
        }
        CliCommand::Receive { .. }
        | CliCommand::Send { .. }
        | CliCommand::Arrival { .. }
        | CliCommand::Penalty { .. }
        | CliCommand::Repeat { .. }
        | CliCommand::Leave { .. }
        | CliCommand::Tournament { .. } => {
            facts::record(&mut open_store(path)?, command, out, lang)
        }
        CliCommand::Notation { to } => {
            let mut text = String::new();
            input
                .read_to_string(&mut text)
                .context("cannot read the moves from stdin")?;
            out.write_all(convert_notation(&text, *to, lang)?.as_bytes())?;
            Ok(())
        }
    }
}

fn import(
    store: &mut Store,
    file: &Path,
    me: Option<&str>,
    out: &mut dyn Write,
    lang: Language,
) -> anyhow::Result<()> {
    let text = std::fs::read(file).with_context(|| format!("cannot read {}", file.display()))?;
    let text = String::from_utf8_lossy(&text);
    let me = match me {
        Some(m) => m.to_owned(),
        None => store.profile()?.full_name,
    };
    if me.trim().is_empty() {
        bail!(tr(
            lang,
            "who are you in these games? Give --me NAME as the PGN writes it, or fill in your profile".into(),
            "кто вы в этих партиях? Укажите --me ИМЯ, как оно записано в PGN, или заполните профиль".into()
        ));
    }
    let report = import_pgn(store, &text, &me)?;
    let (n, updated, there, bad) = (
        report.imported.len(),
        report.updated.len(),
        report.already_there,
        report.errors.len(),
    );
    writeln!(
        out,
        "{}",
        tr(
            lang,
            format!(
                "imported {}; {updated} updated; {there} already in the diary; {bad} not imported",
                lang.count(n, Noun::Game)
            ),
            format!(
                "импортировано: {}; обновлено: {updated}; уже в дневнике: {there}; не импортировано: {bad}",
                lang.count(n, Noun::Game)
            )
        )
    )?;
    for note in &report.notes {
        writeln!(
            out,
            "{}:{}: {}",
            file.display(),
            note.line,
            note.reason.told(lang)
        )?;
    }
    let mut profile = store.profile()?;
    if profile.full_name.trim().is_empty() && !report.imported.is_empty() {
        profile.full_name = me.trim().to_owned();
        store.save_profile(&profile)?;
        let name = &profile.full_name;
        writeln!(
            out,
            "{}",
            tr(
                lang,
                format!("your profile's name is now {name:?}"),
                format!("имя в вашем профиле теперь {name:?}")
            )
        )?;
    }
    for e in &report.errors {
        eprintln!("{}:{}: {}", file.display(), e.line, e.reason.told(lang));
    }
    if !report.errors.is_empty() {
        bail!(tr(
            lang,
            format!(
                "{} of {} could not be imported (listed above)",
                lang.count(bad, Noun::Game),
                file.display()
            ),
            format!(
                "не удалось импортировать из {}: {} (см. выше)",
                file.display(),
                lang.count(bad, Noun::Game)
            )
        ));
    }
    Ok(())
}

/// Drops a leading move number such as `12.` or `12...`; a numeric move has no dot and stays.
fn strip_move_number(token: &str) -> &str {
    let digits = token.len() - token.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = &token[digits..];
    let after_dots = rest.trim_start_matches(['.', '…']);
    if after_dots.len() < rest.len() {
        after_dots
    } else {
        token
    }
}

/// Reads moves in any notation (move numbers optional) and writes them numbered in `to`.
fn convert_notation(text: &str, to: Notation, lang: Language) -> anyhow::Result<String> {
    use shakmaty::{Chess, Position};
    let mut pos = Chess::default();
    let mut out = String::new();
    for token in text.split_whitespace() {
        let token = strip_move_number(token);
        if token.is_empty() {
            continue;
        }
        if ["1-0", "0-1", "1/2-1/2", "½-½", "*"].contains(&token) {
            continue;
        }
        let number = pos.fullmoves();
        let white = pos.turn().is_white();
        let side = match (white, lang) {
            (true, Language::En) => "White",
            (false, Language::En) => "Black",
            (true, Language::Ru) => "белые",
            (false, Language::Ru) => "черные",
        };
        let word = tr(lang, "move".into(), "ход".into());
        let m = parse_move(token)
            .map_err(MoveError::from)
            .and_then(|input| Ok(input.resolve(&pos, token)?))
            .map_err(|e| anyhow::anyhow!("{word} {number} ({side}): {}", e.told(lang)))?;
        if white {
            out.push_str(&format!("{number}. {}", to.format(&pos, m)));
        } else if out.is_empty() {
            out.push_str(&format!("{number}. … {}\n", to.format(&pos, m)));
        } else {
            out.push_str(&format!(" {}\n", to.format(&pos, m)));
        }
        pos.play_unchecked(m);
    }
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
    Ok(out)
}

fn list(store: &Store, out: &mut dyn Write, lang: Language) -> anyhow::Result<()> {
    let games = store.game_summaries()?;
    if games.is_empty() {
        let path = store.path().display();
        eprintln!(
            "{}",
            tr(
                lang,
                format!(
                    "{path} has no games yet: add them in the window (ccdiary) or import a PGN"
                ),
                format!(
                    "в {path} пока нет партий: добавьте их в окне (ccdiary) или импортируйте PGN"
                )
            )
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
