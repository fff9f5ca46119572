//! The command line's reads: a game's PGN, schedule, e-mail and penalties, his schedule set
//! beside mine, what is due (as text or a calendar), a receipt number checked, and moves in
//! another notation.

use super::args::{
    CheckReceiptArgs, EmailArgs, ExportPgnArgs, IcalArgs, NotationArgs, ReconcileArgs,
    ScheduleArgs, TodayArgs,
};
use super::fact_args::PenaltiesArgs;
use super::{CliError, Context, Format, Run};
use crate::documents::{reconciliation, schedule_text};
use crate::domain::notation::{MoveError, Notation, parse_move};
use crate::messages::Said;

impl Run for ExportPgnArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let ExportPgnArgs {
            game,
            out: file,
            no_analysis,
        } = self;
        let diary = cx.diary()?;
        let text = diary.export_pgn(*game, !no_analysis)?;
        std::fs::write(file, text).map_err(|e| CliError::Write(file.clone(), e))?;
        Ok(diary.none_left_out()?)
    }
}

impl Run for ScheduleArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let ScheduleArgs {
            game,
            format,
            notation,
        } = self;
        let diary = cx.diary()?;
        let lang = cx.lang;
        let out = &mut *cx.out;
        let records = diary.records(*game)?;
        let text = match format {
            Format::Csv => schedule_text::schedule_csv(&records, *notation),
            Format::Text => schedule_text::schedule_text(&records, *notation, lang),
        };
        out.write_all(text.as_bytes())?;
        Ok(())
    }
}

impl Run for EmailArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let EmailArgs { game, to_arbiter } = self;
        let diary = cx.diary()?;
        let out = &mut *cx.out;
        if *to_arbiter {
            let m = diary.result_message(*game, diary.today())?;
            writeln!(out, "To: {}\nSubject: {}\n\n{}", m.to, m.subject, m.text)?;
            return Ok(());
        }
        let records = diary.records(*game)?;
        let me = diary.profile_on(diary.today())?;
        let text = crate::documents::email::email_message(
            &records,
            &me,
            crate::documents::form_notation(&records),
        )?;
        out.write_all(text.as_bytes())?;
        Ok(())
    }
}

impl Run for ReconcileArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let ReconcileArgs {
            game,
            file,
            format,
            notation,
            pdf,
        } = self;
        let diary = cx.diary()?;
        let lang = cx.lang;
        let out = &mut *cx.out;
        let records = diary.records(*game)?;
        let bytes = std::fs::read(file).map_err(|e| CliError::Read(file.clone(), e))?;
        let text = crate::pgn::file_text(bytes);
        let me = diary.profile()?;
        let diffs = crate::reconciling::reconcile_file(&records, &me.full_name, &text)
            .map_err(|e| CliError::in_file(file, e))?;
        let told = match format {
            Format::Csv => reconciliation::reconciliation_csv(&records, &diffs, *notation, lang),
            Format::Text => reconciliation::reconciliation_text(&records, &diffs, *notation, lang),
        };
        out.write_all(told.as_bytes())?;
        if let Some(target) = pdf {
            let now = diary.now();
            // The arbiter's paper names his file, not the folders of my computer.
            let his_file = crate::messages::file_name(file);
            let bytes = crate::reconciling::paper(&records, &me, &diffs, &his_file, now)?;
            std::fs::write(target, bytes).map_err(|e| CliError::Write(target.clone(), e))?;
            writeln!(out, "{}", Said::Wrote(target).told(lang))?;
        }
        Ok(())
    }
}

impl Run for TodayArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let TodayArgs { date } = self;
        let diary = cx.diary()?;
        let lang = cx.lang;
        let out = &mut *cx.out;
        let today = date.unwrap_or_else(|| diary.now().date());
        let due = diary.games_due(today)?;
        out.write_all(crate::messages::today_text(&due.games, today, lang).as_bytes())?;
        Ok(due.none_left_out()?)
    }
}

impl Run for IcalArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let IcalArgs { out: file, date } = self;
        let diary = cx.diary()?;
        let lang = cx.lang;
        let out = &mut *cx.out;
        let now = diary.now();
        let day = date.unwrap_or(now.date());
        let due = diary.games_due(day)?;
        let text = crate::calendar::deadlines(&due.games, day, lang, now);
        std::fs::write(file, text).map_err(|e| CliError::Write(file.clone(), e))?;
        writeln!(out, "{}", Said::Wrote(file).told(lang))?;
        Ok(due.none_left_out()?)
    }
}

impl Run for PenaltiesArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let PenaltiesArgs { game } = self;
        let r = cx.diary()?.records(*game)?;
        let (lang, out) = (cx.lang, &mut *cx.out);
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
}

impl Run for CheckReceiptArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let CheckReceiptArgs { number } = self;
        let lang = cx.lang;
        let out = &mut *cx.out;
        let read = crate::domain::receipt::read_receipt(number)?;
        writeln!(out, "{}", Said::ReceiptValid(&read).told(lang))?;
        Ok(())
    }
}

impl Run for NotationArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let NotationArgs { to } = self;
        let out = &mut *cx.out;
        let input = &mut *cx.input;
        let mut text = String::new();
        input.read_to_string(&mut text)?;
        out.write_all(convert_notation(&text, *to)?.as_bytes())?;
        Ok(())
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
