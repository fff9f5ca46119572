//! The command line's way to record every fact the window records: the cards received and
//! sent (`cards.rs`), an arrival, a penalty, a repeat, leave, scans and a tournament's
//! parameters. Each goes through the same domain code as the window and refuses bad input with
//! a message naming the field.

use std::io::Write;

use anyhow::bail;
use chrono::NaiveDate;

use super::{CliCommand, LeaveCommand, ScanCommand, TournamentCommand};
use crate::domain::card::repeat;
use crate::domain::deadlines::GameRecords;
use crate::domain::leave::check_leave;
use crate::domain::penalties::{Offence, penalty_for};
use crate::domain::{
    GameId, Leave, LeaveOf, Mode, RegisteredMail, Tournament, effective_received, format_date,
};
use crate::messages::Language;
use crate::messages::Said;
use crate::messages::store_error;
use crate::storage::{Store, StoreError};

/// Records what `command` says; `command` is one of the recording subcommands.
pub fn record(
    store: &mut Store,
    command: &CliCommand,
    out: &mut dyn Write,
    lang: Language,
) -> anyhow::Result<()> {
    let now = chrono::Local::now().date_naive();
    let saved = |e| anyhow::anyhow!("{}", store_error(&e, lang));
    let said = match command {
        CliCommand::Receive { .. }
        | CliCommand::ReceiveEmail { .. }
        | CliCommand::Send { .. }
        | CliCommand::Resign { .. } => super::cards::record_card(store, command, now, lang)?,
        CliCommand::Arrival { game, date } => {
            let r = game_records(store, *game, lang)?;
            let last = crate::domain::card::arrival(&r, *date, now)
                .map_err(|e| anyhow::anyhow!("{}", e.told(lang)))?;
            let was = effective_received(&r.plies[last as usize]).map(format_date);
            store.set_arrived(r.id, last, Some(*date)).map_err(saved)?;
            Said::Arrived {
                day: format_date(*date),
                game: &r,
                was,
            }
            .told(lang)
        }
        CliCommand::Penalty {
            game,
            side,
            offence,
            date,
            delay_days,
        } => {
            let r = game_records(store, *game, lang)?;
            let Some(offence) = offence_named(offence, *delay_days) else {
                bail!(Said::DelayNeeded.told(lang));
            };
            let colour = if side == "me" {
                r.game.my_colour
            } else {
                !r.game.my_colour
            };
            record_penalty(store, &r, offence, colour, *date, lang)?
        }
        CliCommand::Repeat { game, date } => {
            let r = game_records(store, *game, lang)?;
            let mut item = repeat(&r, date.unwrap_or(now), now)
                .map_err(|e| anyhow::anyhow!("{}", e.told(lang)))?;
            item.body = crate::messages::repeat_note(r.tournament.mode);
            store.add_correspondence(&item).map_err(saved)?;
            Said::RepeatFiled(&r).told(lang)
        }
        CliCommand::PartnerAddress {
            game,
            postal,
            email,
            since,
        } => {
            let r = game_records(store, *game, lang)?;
            if postal.is_none() && email.is_none() {
                bail!(Said::NeedAddress.told(lang));
            }
            let postal = postal.as_deref().map(|p| p.replace("\\n", "\n"));
            let contact = r
                .partner
                .moved(since.unwrap_or(now), postal.as_deref(), email.as_deref())
                .map_err(|current| anyhow::anyhow!(Said::AddressBefore(current).told(lang)))?;
            store.add_contact(r.game.partner, &contact).map_err(saved)?;
            Said::AddressRecorded(&r).told(lang)
        }
        CliCommand::Leave { action } => leave(store, action, lang)?,
        CliCommand::Tournament { action } => tournament(store, action, lang)?,
        CliCommand::Scan { action } => scan(store, action, lang)?,
        _ => return Ok(()),
    };
    writeln!(out, "{said}")?;
    Ok(())
}

/// Records the penalty for `offence` by `colour` on `date` and says so.
fn record_penalty(
    store: &mut Store,
    r: &GameRecords,
    offence: Offence,
    colour: shakmaty::Color,
    date: NaiveDate,
    lang: Language,
) -> anyhow::Result<String> {
    let mut p = penalty_for(
        offence,
        colour,
        &r.penalties,
        r.tournament.penalty_days,
        date,
    );
    p.reason = offence.told(lang);
    store
        .add_penalty(r.id, &p)
        .map_err(|e| anyhow::anyhow!("{}", store_error(&e, lang)))?;
    Ok(Said::PenaltyRecorded {
        days: p.days,
        clause: &p.clause,
        game: r,
    }
    .told(lang))
}

/// The offence named on the command line; a late repeat needs the days it delayed the game.
fn offence_named(name: &str, delay_days: Option<u32>) -> Option<Offence> {
    Some(match (name, delay_days) {
        ("impossible", _) => Offence::ImpossibleMove,
        ("illegible", _) => Offence::IllegibleMove,
        ("no-move", _) => Offence::NoMove,
        ("wrong-repetition", _) => Offence::WrongRepetition,
        ("not-registered", _) => Offence::NotRegistered,
        ("wrong-address", _) => Offence::WrongAddress,
        ("late-repeat", Some(days)) => Offence::LateRepeat { delay_days: days },
        _ => return None,
    })
}

/// After the other games were written: an error naming each game whose moves could not be
/// read and were left out, if any.
pub(super) fn none_left_out(store: &Store, lang: Language) -> anyhow::Result<()> {
    let unreadable = store.unreadable_games()?;
    match unreadable.is_empty() {
        true => Ok(()),
        false => anyhow::bail!("{}", Said::LeftOut(&unreadable).told(lang)),
    }
}

pub(super) fn game_records(
    store: &Store,
    game: i64,
    lang: Language,
) -> anyhow::Result<GameRecords> {
    store.game_records(GameId(game)).map_err(|e| match e {
        StoreError::NotFound(_) => anyhow::anyhow!(Said::NoGame(game).told(lang)),
        e => anyhow::anyhow!("{}", store_error(&e, lang)),
    })
}

fn leave(store: &mut Store, action: &LeaveCommand, lang: Language) -> anyhow::Result<String> {
    match action {
        LeaveCommand::Add {
            first,
            last,
            game,
            note,
        } => {
            let of = match game {
                Some(g) => LeaveOf::Partner(game_records(store, *g, lang)?.id),
                None => LeaveOf::Me,
            };
            let new = Leave {
                of,
                first_day: *first,
                last_day: *last,
                note: note.trim().to_owned(),
            };
            let recorded: Vec<Leave> = store.leaves()?.into_iter().filter(|l| l.of == of).collect();
            // Mine is recorded up to the largest yearly allowance of my tournaments; each game
            // then credits only what its own tournament allows (47.7.1).
            let allowance = store
                .tournaments()?
                .iter()
                .map(|(_, t)| t.leave_allowance_days)
                .max()
                .unwrap_or(30);
            check_leave(&new, &recorded, allowance)
                .map_err(|e| anyhow::anyhow!("{}", e.told(lang)))?;
            store
                .add_leave(&new)
                .map_err(|e| anyhow::anyhow!("{}", store_error(&e, lang)))?;
            Ok(Said::LeaveRecorded(&new).told(lang))
        }
        LeaveCommand::List => {
            let lines: Vec<String> = store
                .leaves()?
                .iter()
                .map(|l| Said::LeaveListed(l).told(lang))
                .collect();
            Ok(lines.join("\n"))
        }
    }
}

fn scan(store: &mut Store, action: &ScanCommand, lang: Language) -> anyhow::Result<String> {
    let saved = |e| anyhow::anyhow!("{}", store_error(&e, lang));
    match action {
        ScanCommand::List { game } => {
            let r = game_records(store, *game, lang)?;
            let rows = store.correspondence_rows(r.id).map_err(saved)?;
            let scans = store.scans(r.id).map_err(saved)?;
            let mut lines: Vec<String> = r
                .correspondence
                .iter()
                .zip(&rows)
                .enumerate()
                .map(|(n, (item, row))| {
                    let of: Vec<_> = scans
                        .iter()
                        .filter(|s| s.item == Some(*row))
                        .cloned()
                        .collect();
                    Said::ArchiveListed(n + 1, item, &of).told(lang)
                })
                .collect();
            let loose: Vec<_> = scans.iter().filter(|s| s.item.is_none()).cloned().collect();
            if !loose.is_empty() {
                lines.push(Said::ScansWithoutCard(&loose).told(lang));
            }
            if lines.is_empty() {
                lines.push(Said::ArchiveEmpty.told(lang));
            }
            Ok(lines.join("\n"))
        }
        ScanCommand::Add { game, item, file } => {
            let r = game_records(store, *game, lang)?;
            let rows = store.correspondence_rows(r.id).map_err(saved)?;
            let row = item
                .checked_sub(1)
                .and_then(|i| rows.get(i))
                .ok_or_else(|| {
                    anyhow::anyhow!(Said::NoArchiveItem(*item, rows.len()).told(lang))
                })?;
            let (kind, bytes) = crate::scanning::read_scan(file)
                .map_err(|e| anyhow::anyhow!("{}: {}", file.display(), e.told(lang)))?;
            let name = crate::messages::file_name(file);
            let id = store
                .attach_scan(r.id, *row, &name, kind, &bytes)
                .map_err(saved)?;
            Ok(Said::ScanKept(id, &name).told(lang))
        }
        ScanCommand::Remove { scan } => {
            store.remove_scan(*scan).map_err(saved)?;
            Ok(Said::ScanRemoved(*scan).told(lang))
        }
        ScanCommand::Save { scan, out } => {
            let bytes = store.scan_bytes(*scan).map_err(saved)?;
            std::fs::write(out, bytes)
                .map_err(|e| anyhow::anyhow!("{}", Said::CannotWrite(out, &e).told(lang)))?;
            Ok(Said::Wrote(out).told(lang))
        }
    }
}

fn tournament(
    store: &mut Store,
    action: &TournamentCommand,
    lang: Language,
) -> anyhow::Result<String> {
    match action {
        TournamentCommand::List => {
            let lines: Vec<String> = store
                .tournaments()?
                .iter()
                .map(|(_, t)| describe(t))
                .collect();
            Ok(lines.join("\n"))
        }
        TournamentCommand::Set {
            tournament,
            code,
            name,
            mode,
            start,
            end,
            control_days,
            control_moves,
            leave_days,
            leave_event_days,
            penalty_days,
            registered_always,
            engines,
            card_diagram,
        } => {
            let Some(id) = store.tournament_named(tournament)? else {
                bail!(Said::NoTournament(tournament).told(lang));
            };
            let mut t = store.tournament(id)?;
            t.code = code.clone().unwrap_or(t.code);
            t.name = name.clone().unwrap_or(t.name);
            if let Some(m) = mode {
                t.mode = if m == "email" {
                    Mode::Email
                } else {
                    Mode::Post
                };
            }
            t.start = start.or(t.start);
            t.end = end.or(t.end);
            t.control.days = control_days.unwrap_or(t.control.days);
            t.control.moves = control_moves.unwrap_or(t.control.moves);
            t.leave_allowance_days = leave_days.unwrap_or(t.leave_allowance_days);
            if let Some(text) = leave_event_days {
                t.leave_event_days = match text.trim() {
                    "none" | "" => None,
                    n => Some(
                        n.parse()
                            .map_err(|_| anyhow::anyhow!(Said::NotLeaveDays(n).told(lang)))?,
                    ),
                };
            }
            t.penalty_days = penalty_days.unwrap_or(t.penalty_days);
            if let Some(r) = registered_always {
                t.registered_mail = if r == "yes" {
                    RegisteredMail::Always
                } else {
                    RegisteredMail::WhenInTimeTrouble
                };
            }
            t.engines_allowed = engines.unwrap_or(t.engines_allowed);
            t.card_diagram = card_diagram.unwrap_or(t.card_diagram);
            store
                .update_tournament(id, &t)
                .map_err(|e| anyhow::anyhow!("{}", store_error(&e, lang)))?;
            Ok(describe(&t))
        }
    }
}

/// One line of a tournament's parameters.
fn describe(t: &Tournament) -> String {
    let date = |d: Option<NaiveDate>| d.map(format_date).unwrap_or_else(|| "—".to_owned());
    format!(
        "{}\t{}\t{}\t{} – {}\t{}/{}\tleave {}{}\tpenalty {}{}{}{}",
        t.code,
        t.name,
        t.mode.code(),
        date(t.start),
        date(t.end),
        t.control.moves,
        t.control.days,
        t.leave_allowance_days,
        t.leave_event_days
            .map(|d| format!(" (event {d})"))
            .unwrap_or_default(),
        t.penalty_days,
        if t.registered_mail == RegisteredMail::Always {
            "\tregistered always"
        } else {
            ""
        },
        if t.engines_allowed {
            ""
        } else {
            "\tno engines"
        },
        if t.card_diagram {
            "\tdiagram on cards"
        } else {
            ""
        }
    )
}
