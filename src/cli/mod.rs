//! The command line: `ccdiary [--db FILE] [COMMAND]`. Without a command it opens the window.

use std::io::{Read, Write};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use shakmaty::Color;

use crate::diary::{Diary, DiaryError};
use crate::documents::DocumentKind;
use crate::documents::{reconciliation, schedule_text};
use crate::domain::Contents;
use crate::domain::GameId;
use crate::domain::notation::{MoveError, Notation, parse_move};
use crate::messages::Language;
use crate::messages::Said;
use crate::printing::Target;

mod args;
mod cards;
mod error;
mod facts;
mod importing;
mod printing;
mod values;

pub use args::{Cli, CliCommand, LeaveCommand, PaperArgs, ScanCommand, TournamentCommand};
pub use error::CliError;
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
    run_command(lang, command, path, input, out).map_err(|e| anyhow::anyhow!(e.told(lang)))
}

fn run_command(
    lang: Language,
    command: &CliCommand,
    path: &Path,
    input: &mut dyn Read,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    match command {
        CliCommand::List => list(&open_diary(path)?, out, lang),
        CliCommand::Import { file, me } => {
            importing::import(&mut open_diary(path)?, file, me.as_deref(), out, lang)
        }
        CliCommand::ExportPgn { game, out: file } => {
            let diary = open_diary(path)?;
            let text = diary.export_pgn(game.map(GameId))?;
            std::fs::write(file, text).map_err(|e| CliError::Write(file.clone(), e))?;
            facts::none_left_out(&diary)
        }
        CliCommand::Schedule {
            game,
            format,
            notation,
        } => {
            let diary = open_diary(path)?;
            let records = diary.records(GameId(*game))?;
            let text = match format {
                Format::Csv => schedule_text::schedule_csv(&records, *notation),
                Format::Text => schedule_text::schedule_text(&records, *notation, lang),
            };
            out.write_all(text.as_bytes())?;
            Ok(())
        }
        CliCommand::Email { game } => {
            let diary = open_diary(path)?;
            let records = diary.records(GameId(*game))?;
            let me = diary.profile()?;
            let text = crate::documents::email::email_message(
                &records,
                &me,
                crate::documents::form_notation(&records),
            )?;
            out.write_all(text.as_bytes())?;
            Ok(())
        }
        CliCommand::Reconcile {
            game,
            file,
            format,
            notation,
            pdf,
        } => {
            let diary = open_diary(path)?;
            let records = diary.records(GameId(*game))?;
            let bytes = std::fs::read(file).map_err(|e| CliError::Read(file.clone(), e))?;
            let text = String::from_utf8_lossy(&bytes);
            let me = diary.profile()?;
            let diffs = crate::reconciling::reconcile_file(&records, &me.full_name, &text)
                .map_err(|e| CliError::in_file(file, e))?;
            let told = match format {
                Format::Csv => {
                    reconciliation::reconciliation_csv(&records, &diffs, *notation, lang)
                }
                Format::Text => {
                    reconciliation::reconciliation_text(&records, &diffs, *notation, lang)
                }
            };
            out.write_all(told.as_bytes())?;
            if let Some(target) = pdf {
                let now = chrono::Local::now().naive_local();
                // The arbiter's paper names his file, not the folders of my computer.
                let his_file = crate::messages::file_name(file);
                let bytes = crate::reconciling::paper(&records, &me, &diffs, &his_file, now)?;
                std::fs::write(target, bytes).map_err(|e| CliError::Write(target.clone(), e))?;
                writeln!(out, "{}", Said::Wrote(target).told(lang))?;
            }
            Ok(())
        }
        CliCommand::Analyse {
            game,
            ply,
            depth,
            movetime,
            multipv,
            engine,
            notation,
            json,
        } => {
            let diary = open_diary(path)?;
            let records = diary.records(GameId(*game))?;
            if !records.tournament.engines_allowed {
                let name = records.tournament.label().to_owned();
                return Err(crate::engine::EngineError::NotAllowed(name).into());
            }
            let program = engine
                .clone()
                .or_else(crate::engine::default_engine)
                .ok_or(crate::engine::EngineError::NotInstalled)?;
            let moves: Vec<_> = records.plies.iter().map(|p| p.uci).collect();
            let (start, pos, first) = crate::engine::position_after(&moves, *ply);
            let limit = match movetime {
                Some(time) => crate::engine::Limit::Time(*time),
                None => crate::engine::Limit::Depth(depth.unwrap_or(20)),
            };
            let options = crate::engine::Options {
                multipv: *multipv,
                ..Default::default()
            };
            let a = crate::engine::analyse(&program, &start, limit, options, &mut |_| {
                ControlFlow::Continue(())
            })?;
            let notation = notation.unwrap_or_else(|| crate::documents::form_notation(&records));
            if *json {
                let lines: Vec<serde_json::Value> = a
                    .lines
                    .iter()
                    .map(|l| {
                        let white = l.score.for_white(shakmaty::Position::turn(&pos));
                        let score = match white {
                            crate::engine::uci::Score::Cp(cp) => serde_json::json!({ "cp": cp }),
                            crate::engine::uci::Score::Mate(n) => serde_json::json!({ "mate": n }),
                        };
                        serde_json::json!({
                            "multipv": l.multipv,
                            "depth": l.depth,
                            "seldepth": l.seldepth,
                            "score_white": score,
                            "nodes": l.nodes,
                            "nps": l.nps,
                            "pv_uci": l.pv.iter().map(ToString::to_string).collect::<Vec<_>>(),
                            "pv": crate::engine::line_told(&pos, first, &l.pv, notation),
                        })
                    })
                    .collect();
                let fen = shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal);
                let doc = serde_json::json!({
                    "engine": a.engine,
                    "game": game,
                    "ply": first,
                    "fen": fen.to_string(),
                    "lines": lines,
                });
                let json = serde_json::to_string_pretty(&doc).map_err(std::io::Error::from)?;
                writeln!(out, "{json}")?;
            } else {
                out.write_all(
                    crate::engine::analysis_told(&a, &pos, first, notation, lang).as_bytes(),
                )?;
            }
            Ok(())
        }
        CliCommand::Today { date } => {
            let diary = open_diary(path)?;
            let today = date.unwrap_or_else(|| chrono::Local::now().date_naive());
            out.write_all(
                crate::messages::today_text(&diary.active_games()?, today, lang).as_bytes(),
            )?;
            facts::none_left_out(&diary)
        }
        CliCommand::Ical { out: file, date } => {
            let diary = open_diary(path)?;
            let now = chrono::Local::now().naive_local();
            let games = diary.active_games()?;
            let text = crate::calendar::deadlines(&games, date.unwrap_or(now.date()), lang, now);
            std::fs::write(file, text).map_err(|e| CliError::Write(file.clone(), e))?;
            writeln!(out, "{}", Said::Wrote(file).told(lang))?;
            Ok(())
        }
        CliCommand::Pdf {
            kind,
            target,
            out: file,
            paper,
            written,
            sent,
            received,
        } => {
            let mut diary = open_diary(path)?;
            let now = chrono::Local::now().naive_local();
            match written {
                Some(written) if *kind == DocumentKind::RequestReplacement => {
                    let dates = (*sent, *received);
                    cards::ask_replacement(&mut diary, target, written, dates, now.date())?;
                }
                Some(_) => return Err(CliError::WrittenOnlyForRequest),
                None => {}
            }
            let claim = printing::claim_of(paper)?;
            let target = print_target(*kind, target)?;
            let as_of = paper.as_of.unwrap_or(now.date());
            diary.save_paper(file, (*kind, &target), as_of, &claim, now)?;
            writeln!(out, "{}", Said::Wrote(file).told(lang))?;
            // A paper to the arbiter with his lines blank: said, with how to fill them.
            if let (DocumentKind::Claim | DocumentKind::Adjudication, Target::Game(id)) =
                (kind, &target)
            {
                let t = diary.records(*id)?.tournament;
                if t.arbiter.unknown() {
                    writeln!(out, "{}", Said::ArbiterBlank(t.label()).told(lang))?;
                }
            }
            if *kind == DocumentKind::PostcardsA4 {
                writeln!(out, "{}", Said::FourUpPrinting.told(lang))?;
            }
            Ok(())
        }
        CliCommand::Print { .. } => printing::print(&mut open_diary(path)?, command, out, lang),
        CliCommand::Printers => printing::printers(out, lang),
        CliCommand::Demo => {
            if path.exists() {
                return Err(CliError::DemoExists(path.to_path_buf()));
            }
            Diary::create_demo(path, chrono::Local::now().date_naive())?;
            writeln!(out, "{}", Said::WroteDemo(path).told(lang))?;
            Ok(())
        }
        CliCommand::Receive { .. }
        | CliCommand::Send { .. }
        | CliCommand::Resign { .. }
        | CliCommand::Arrival { .. }
        | CliCommand::DatesNotKept { .. }
        | CliCommand::Penalty { .. }
        | CliCommand::Repeat { .. }
        | CliCommand::PartnerAddress { .. }
        | CliCommand::Leave { .. }
        | CliCommand::Scan { .. }
        | CliCommand::ReceiveEmail { .. }
        | CliCommand::Tournament { .. } => {
            facts::record(&mut open_diary(path)?, command, out, lang)
        }
        CliCommand::Penalties { game } => {
            let r = open_diary(path)?.records(GameId(*game))?;
            for p in &r.penalties {
                let who = if p.side == r.game.my_colour {
                    "me"
                } else {
                    "partner"
                };
                writeln!(
                    out,
                    "{}\t{who}\t{}\t{}\t{}",
                    crate::domain::format_date(p.date),
                    p.days,
                    p.clause,
                    p.reason.told(lang)
                )?;
            }
            Ok(())
        }
        CliCommand::Undo => {
            let said = facts::undo(&mut open_diary(path)?, lang)?;
            writeln!(out, "{said}")?;
            Ok(())
        }
        CliCommand::Redo => {
            let said = match open_diary(path)?.redo()? {
                Some(change) => change.redone(lang),
                None => crate::tr!(lang, "cli-nothing-to-redo"),
            };
            writeln!(out, "{said}")?;
            Ok(())
        }
        CliCommand::CheckReceipt { number } => {
            let read = crate::domain::receipt::read_receipt(number)?;
            writeln!(out, "{}", Said::ReceiptValid(&read).told(lang))?;
            Ok(())
        }
        CliCommand::Backup { out: to } => {
            // The diary is opened first: a damaged or newer file is refused, not copied; and a
            // diary that is not there is not made to be backed up.
            if !path.exists() {
                return Err(CliError::NoDiary(path.to_path_buf()));
            }
            drop(open_diary(path)?);
            let now = chrono::Local::now().naive_local();
            let taken = Diary::back_up(path, now, to.as_deref())?;
            writeln!(out, "{}", Said::Wrote(&taken.path).told(lang))?;
            Ok(())
        }
        CliCommand::ExportAll { out: file } => {
            let diary = open_diary(path)?;
            let archived = diary.export_all(file)?;
            writeln!(out, "{}", Said::Archived(file, archived).told(lang))?;
            facts::none_left_out(&diary)
        }
        CliCommand::ImportAll { file, replace } => {
            let now = chrono::Local::now().naive_local();
            let aside = Diary::import_all(path, file, *replace, now)?;
            let said = Said::Restored {
                from: file,
                diary: path,
                aside: &aside,
            };
            writeln!(out, "{}", said.told(lang))?;
            Ok(())
        }
        CliCommand::Backups => {
            let backups = Diary::backups(path)?;
            if backups.is_empty() {
                writeln!(
                    out,
                    "{}",
                    Said::NoBackups(&crate::backups::folder(path)).told(lang)
                )?;
            }
            for (b, contents) in backups {
                writeln!(
                    out,
                    "{}\t{}\t{}\t{}\t{}",
                    b.taken.format("%Y-%m-%d %H:%M:%S"),
                    b.bytes,
                    contents.map_or("?".into(), |c| c.games.to_string()),
                    contents.map_or("?".into(), |c| c.moves().to_string()),
                    b.path.display()
                )?;
            }
            Ok(())
        }
        CliCommand::Restore { file } => {
            let now = chrono::Local::now().naive_local();
            let aside = Diary::restore(path, file, now)?;
            writeln!(
                out,
                "{}",
                Said::Restored {
                    from: file,
                    diary: path,
                    aside: &aside
                }
                .told(lang)
            )?;
            Ok(())
        }
        CliCommand::Notation { to } => {
            let mut text = String::new();
            input.read_to_string(&mut text)?;
            out.write_all(convert_notation(&text, *to)?.as_bytes())?;
            Ok(())
        }
    }
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
fn convert_notation(text: &str, to: Notation) -> Result<String, CliError> {
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
        let m = parse_move(token)
            .map_err(MoveError::from)
            .and_then(|input| Ok(input.resolve(&pos, token)?))
            .map_err(|error| CliError::Move {
                number: number.get(),
                white,
                error,
            })?;
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

fn list(diary: &Diary, out: &mut dyn Write, lang: Language) -> Result<(), CliError> {
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
            g.game.status.code(),
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

/// The game id `text` gives.
fn game_id(text: &str) -> Result<GameId, CliError> {
    let text = text.trim();
    text.parse()
        .map(GameId)
        .map_err(|_| CliError::NotAGameId(text.to_owned()))
}
