//! Between the player and the arbiter, and my notices, in the window: the Arbiter dialog of
//! the open game (the result sent, a decision, a protest, a notice sent, a dispute) and my new
//! address or a failure, each handed to the diary and said in the status bar.

use super::desk::Desk;
use super::dialog_host::Dialog;
use crate::messages::Text;
use crate::ui::dialogs::{ArbiterForm, ArbiterInput, ArbiterStep, MyNoticeForm, MyNoticeStep};
use crate::ui::game_view::GameView;
use crate::ui::refusal::Refusal;

/// Opens what passed with the arbiter in the open game, on what it asks now: the record to
/// send, a decision to protest, a notice to mark sent, else the decision to record.
pub(crate) fn form(desk: &mut Desk, game: Option<&GameView>) {
    use crate::domain::arbiter::{protest_open, record_due};
    let Some(g) = game else {
        return desk.fail(Text::ChooseGame);
    };
    let (r, today, lang) = (&g.records, desk.today(), desk.lang());
    let moves = r.digest();
    let due = r.due(&moves);
    let mut history = vec![crate::messages::arbiter_history(r, lang)];
    // What is asked now, each with its last day, as Today says it.
    history.extend(
        crate::domain::deadlines::beside_play(&due, today)
            .iter()
            .map(|a| {
                let what = crate::messages::action_text(a, &r.name().person(), lang);
                format!("{} · {what}", crate::domain::format_date(a.due))
            }),
    );
    let notices: Vec<_> = (r.notices.iter())
        .filter(|n| n.sent.is_none())
        .map(|n| (n.row, crate::messages::notice_told(n, r, lang)))
        .collect();
    let step = if record_due(&due, today).is_some() {
        ArbiterStep::ReportSent
    } else if protest_open(&r.arbiter, today).is_some() {
        ArbiterStep::Protest
    } else if !notices.is_empty() {
        ArbiterStep::NoticeSent
    } else {
        ArbiterStep::Decision
    };
    let form = ArbiterForm::new(r.id, r.named(), history, step).with_notices(notices);
    desk.open(Dialog::Arbiter(form));
}

/// Opens the message to the arbiter with the open game's result and record (48.9.1), to copy
/// or hand to the mail program.
pub(crate) fn result_email(desk: &mut Desk, game: Option<&GameView>) {
    let Some(g) = game else {
        return desk.fail(Text::ChooseGame);
    };
    match desk.diary.result_message(g.records.id, desk.today()) {
        Ok(m) => {
            let mailto = m.mailto();
            desk.open(Dialog::Email {
                text: m.text,
                mailto,
            });
        }
        Err(e) => desk.fail(e),
    }
}

/// Records what the Arbiter form says happened, and says it in the status bar.
pub(crate) fn saved(desk: &mut Desk, f: &ArbiterForm) -> Result<(), Refusal> {
    use crate::messages::{decision_recorded, protest_recorded, report_sent};
    let (today, lang, game) = (desk.today(), desk.lang(), f.game);
    let diary = &mut desk.diary;
    let said = match f.parse(today)? {
        ArbiterInput::ReportSent(day) => {
            diary.report_sent(game, day, today)?;
            report_sent(&diary.records(game)?, day, lang)
        }
        ArbiterInput::Decision(day, kind, result, last_move) => {
            let ruling = crate::domain::arbiter::Ruling::new(kind, result, last_move)
                .map_err(crate::diary::DiaryError::from)?;
            let decision = diary.record_decision(game, day, ruling, today)?;
            decision_recorded(&diary.records(game)?, &decision, today, lang)
        }
        ArbiterInput::Protest(day, late) => {
            let protest = diary.record_protest(game, day, late, today)?;
            protest_recorded(&diary.records(game)?, &protest, lang)
        }
        ArbiterInput::NoticeSent(day, row) => {
            let count = diary.notices_sent(game, crate::diary::Which::Row(row), day, today)?;
            crate::messages::notices_sent(&diary.records(game)?, count, day, lang)
        }
        ArbiterInput::Dispute(day) => {
            let to = diary.note_dispute(game, day, today)?;
            crate::messages::told_whom(&to, &[diary.records(game)?], lang)
        }
    };
    desk.inform(&said);
    Ok(())
}

/// Records my new address or a failure, and says who is to be told.
pub(crate) fn my_notice_saved(desk: &mut Desk, f: &MyNoticeForm) -> Result<(), Refusal> {
    let (today, lang) = (desk.today(), desk.lang());
    let (day, [postal, email]) = f.parse(today)?;
    let diary = &mut desk.diary;
    let to = match f.step {
        MyNoticeStep::NewAddress => diary.change_my_address(day, Some(postal), Some(email))?,
        MyNoticeStep::Failure => diary.note_failure(day, f.access_lost, today)?,
        MyNoticeStep::AccessRestored => {
            diary.access_restored(day, today)?;
            desk.inform(&crate::messages::access_restored(day, lang));
            return Ok(());
        }
    };
    let said = crate::messages::told_whom(&to, &diary.active_games()?, lang);
    desk.inform(&said);
    Ok(())
}
