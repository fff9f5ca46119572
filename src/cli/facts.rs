//! The command line's way to record every fact the window records: the cards received and
//! sent (`cards.rs`), an arrival, a penalty, a repeat, leave, scans and a tournament's
//! parameters. Each goes through the same domain code as the window and refuses bad input with
//! a message naming the field.

use super::fact_args::{
    ArrivalArgs, DatesNotKeptArgs, LeaveArgs, PartnerAddressArgs, PenaltyArgs, RepeatArgs,
    ScanArgs, TournamentArgs,
};
use super::{CliError, Context, LeaveCommand, Record, ScanCommand, TournamentCommand};
use crate::diary::{Diary, PenaltyFor, UndoStep};
use crate::domain::{GameId, Leave, LeaveOf, RegisteredMail, format_date};
use crate::messages::Language;
use crate::messages::Said;

impl Record for ArrivalArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let ArrivalArgs { game, date } = self;
        let now = diary.today();
        let was = diary.record_arrival(*game, *date, now)?;
        Ok(Said::Arrived {
            day: format_date(*date),
            game: &diary.records(*game)?,
            was: was.map(format_date),
        }
        .told(lang))
    }
}

impl Record for DatesNotKeptArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let DatesNotKeptArgs { games, all } = self;
        dates_not_kept(diary, games, *all, lang)
    }
}

impl Record for PenaltyArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let PenaltyArgs {
            game,
            side,
            offence,
            date,
            delay_days,
        } = self;
        let offence = offence
            .with_delay(*delay_days)
            .map_err(crate::diary::DiaryError::from)?;
        let p = diary.add_penalty(PenaltyFor {
            game: *game,
            offence,
            side: *side,
            date: *date,
        })?;
        Ok(Said::PenaltyRecorded {
            days: p.days,
            clause: &p.clause,
            game: &diary.records(*game)?,
        }
        .told(lang))
    }
}

impl Record for RepeatArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let RepeatArgs { game, date } = self;
        let now = diary.today();
        let r = diary.records(*game)?;
        let note = crate::documents::repeat_note(r.tournament.mode);
        diary.repeat(r.id, date.unwrap_or(now), note, now)?;
        Ok(Said::RepeatFiled(&r).told(lang))
    }
}

impl Record for PartnerAddressArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let PartnerAddressArgs {
            game,
            postal,
            email,
            since,
        } = self;
        let now = diary.today();
        let postal = postal.as_deref().map(super::values::address_lines);
        let id = *game;
        diary.partner_moved(
            diary.records(id)?.game.partner,
            since.unwrap_or(now),
            postal.as_deref(),
            email.as_deref(),
        )?;
        Ok(Said::AddressRecorded(&diary.records(id)?).told(lang))
    }
}

impl Record for LeaveArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let LeaveArgs { action } = self;
        leave(diary, action, lang)
    }
}

impl Record for TournamentArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let TournamentArgs { action } = self;
        tournament(diary, action, lang)
    }
}

impl Record for ScanArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let ScanArgs { action } = self;
        scan(diary, action, lang)
    }
}

/// Says the dates of the named games' moves so far, or of `all` those Today asks about, were
/// not kept.
fn dates_not_kept(
    diary: &mut Diary,
    games: &[GameId],
    all: bool,
    lang: Language,
) -> Result<String, CliError> {
    let now = diary.today();
    let games = match all {
        true => diary.asking_arrival(now)?,
        // Each named game's moves as they stand: the store marks at most those it has.
        false => games.iter().map(|&g| (g, u32::MAX)).collect(),
    };
    diary.dates_not_kept(&games)?;
    Ok(crate::tr!(lang, "dates-not-kept-said", n = games.len()))
}

fn leave(diary: &mut Diary, action: &LeaveCommand, lang: Language) -> Result<String, CliError> {
    match action {
        LeaveCommand::Add {
            first,
            last,
            game,
            note,
        } => {
            let of = match game {
                Some(g) => LeaveOf::Partner(*g),
                None => LeaveOf::Me,
            };
            let new = Leave {
                of,
                first_day: *first,
                last_day: *last,
                note: note.trim().to_owned(),
            };
            diary.add_leave(new.clone())?;
            Ok(Said::LeaveRecorded(&new).told(lang))
        }
        LeaveCommand::List => {
            let lines: Vec<String> = diary
                .leaves()?
                .iter()
                .map(|l| Said::LeaveListed(l).told(lang))
                .collect();
            Ok(lines.join("\n"))
        }
    }
}

fn scan(diary: &mut Diary, action: &ScanCommand, lang: Language) -> Result<String, CliError> {
    match action {
        ScanCommand::List { game } => {
            let r = diary.records(*game)?;
            let crate::diary::Archive { rows, scans } = diary.archive(r.id)?;
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
            let name = crate::messages::file_name(file);
            let id = diary.attach_scan_file(*game, *item, (file, &name))?;
            Ok(Said::ScanKept(id, &name).told(lang))
        }
        ScanCommand::Remove { scan } => {
            diary.remove_scan(*scan)?;
            Ok(Said::ScanRemoved(*scan).told(lang))
        }
        ScanCommand::Save { scan, out } => {
            let bytes = diary.scan_bytes(*scan)?;
            std::fs::write(out, bytes).map_err(|e| CliError::Write(out.clone(), e))?;
            Ok(Said::Wrote(out).told(lang))
        }
    }
}

fn tournament(
    diary: &mut Diary,
    action: &TournamentCommand,
    lang: Language,
) -> Result<String, CliError> {
    match action {
        TournamentCommand::New {
            name,
            code,
            mode,
            start,
            control_days,
            control_moves,
            arbiter,
            arbiter_email,
        } => {
            let mut t = crate::domain::Tournament {
                name: name.clone(),
                code: code.clone(),
                mode: *mode,
                start: *start,
                ..Default::default()
            };
            t.control.days = control_days.unwrap_or(t.control.days);
            t.control.moves = control_moves.unwrap_or(t.control.moves);
            t.arbiter.name = arbiter.clone().unwrap_or_default();
            t.arbiter.email = arbiter_email.clone().unwrap_or_default();
            diary.add_tournament(t.clone())?;
            Ok(Said::TournamentListed(&t).told(lang))
        }
        TournamentCommand::FromList { file, me, dry_run } => {
            super::start_list::from_list(diary, file, me.as_deref(), *dry_run, lang)
        }
        TournamentCommand::List => {
            let lines: Vec<String> = diary
                .tournaments()?
                .iter()
                .map(|(_, t)| Said::TournamentListed(t).told(lang))
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
            arbiter,
            arbiter_address,
            arbiter_email,
        } => {
            let t = diary.change_tournament(tournament, |t| {
                t.code = code.clone().unwrap_or(t.code.clone());
                t.name = name.clone().unwrap_or(t.name.clone());
                t.mode = mode.unwrap_or(t.mode);
                t.start = start.or(t.start);
                t.end = end.or(t.end);
                t.control.days = control_days.unwrap_or(t.control.days);
                t.control.moves = control_moves.unwrap_or(t.control.moves);
                t.leave_allowance_days = leave_days.unwrap_or(t.leave_allowance_days);
                t.leave_event_days = leave_event_days.map_or(t.leave_event_days, |d| d.0);
                t.penalty_days = penalty_days.unwrap_or(t.penalty_days);
                if let Some(always) = registered_always {
                    t.registered_mail = match always {
                        true => RegisteredMail::Always,
                        false => RegisteredMail::WhenInTimeTrouble,
                    };
                }
                t.engines_allowed = engines.unwrap_or(t.engines_allowed);
                t.card_diagram = card_diagram.unwrap_or(t.card_diagram);
                let a = &mut t.arbiter;
                a.name = arbiter.clone().unwrap_or(a.name.clone());
                a.postal_address = arbiter_address.clone().unwrap_or(a.postal_address.clone());
                a.email = arbiter_email.clone().unwrap_or(a.email.clone());
            })?;
            Ok(Said::TournamentListed(&t).told(lang))
        }
    }
}

/// `undo`: the newest change of the diary undone, saying what it was; his move as typed is
/// taken back at once (the command was the question), my sent move never (47.3.10).
pub(super) fn undo(cx: &mut Context<'_>) -> Result<(), CliError> {
    let said = undone(&mut cx.diary()?, cx.lang)?;
    cx.say(&said)
}

/// `redo`: what the last undo took back recorded again.
pub(super) fn redo(cx: &mut Context<'_>) -> Result<(), CliError> {
    let said = match cx.diary()?.redo()? {
        Some(change) => change.redone(cx.lang),
        None => crate::tr!(cx.lang, "cli-nothing-to-redo"),
    };
    cx.say(&said)
}

/// Undoes the newest change of `diary` and says what it was.
fn undone(diary: &mut Diary, lang: Language) -> Result<String, CliError> {
    let reason = crate::tr!(lang, "cli-undone-reason");
    match diary.undo(&reason)? {
        UndoStep::Done(_, change) => Ok(change.undone(lang)),
        UndoStep::SentLocked => Err(CliError::SentLocked),
        UndoStep::AskTakeBack(None) => Ok(crate::tr!(lang, "cli-nothing-to-undo")),
        UndoStep::AskTakeBack(Some(game)) => {
            let r = diary.records(game)?;
            let moves: Vec<_> = r.plies.iter().map(|p| p.uci).collect();
            let notation = crate::documents::form_notation(&r);
            let typed = crate::domain::notation::format_line(&moves, notation)
                .pop()
                .unwrap_or_default();
            diary.take_back_his_move(game, moves.len() as u32, &reason)?;
            Ok(crate::tr!(
                lang,
                "cli-took-back",
                typed = typed,
                game = game.0
            ))
        }
    }
}
