//! The game's side records: status and result, penalties, leave, and the archive of every card
//! and e-mail. Each change is one command to the diary, which checks it (penalty days, leave
//! allowance).

use chrono::NaiveDate;
use egui::{ComboBox, Grid, RichText, TextEdit, Ui};

use super::card_scans::{CardScans, ScanAction};
use super::dialogs::date_field;
use super::refusal::{FieldError, FieldProblem, Refusal};
use crate::documents::postcard::numbered;
use crate::domain::deadlines::GameRecords;
use crate::domain::notation::{Notation, format_line};
use crate::domain::penalties::Offence;
use crate::domain::{
    Correction, GameResult, GameStatus, Gender, Leave, LeaveOf, PlyField, Side, Withdrawn,
    format_date,
};
use crate::messages::{Language, Text};

/// A change the records panel asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordsAction {
    /// Keep showing.
    None,
    /// Back to the moves.
    Close,
    /// Set the game's status and result.
    SetStatus(GameStatus, GameResult),
    /// Record a penalty: the offence, whose, on which day.
    AddPenalty(Offence, Side, NaiveDate),
    /// Record a leave.
    AddLeave(Leave),
    /// File a repeat of my last move, sent on this day (47.5.1, 48.5.1).
    AddRepeat(NaiveDate),
    /// Correct the dates of a ply.
    CorrectDates(u32),
    /// Speak of the partner as he or she.
    SetGender(Gender),
    /// Attach a photo or scan to the archive item of this row.
    AttachScan(crate::domain::scans::ItemId),
    /// Open this scan full size.
    OpenScan(crate::domain::scans::ScanId),
    /// Remove this scan (asks first).
    RemoveScan(crate::domain::scans::ScanId),
}

const OFFENCES: [Offence; 6] = [
    Offence::ImpossibleMove,
    Offence::IllegibleMove,
    Offence::NoMove,
    Offence::WrongRepetition,
    Offence::NotRegistered,
    Offence::WrongAddress,
];

fn status_text(s: GameStatus) -> Text {
    match s {
        GameStatus::InPlay => Text::StatusInPlay,
        GameStatus::Finished => Text::StatusFinished,
        GameStatus::Adjudication => Text::StatusAdjudication,
        GameStatus::Withdrawn => Text::StatusWithdrawn,
    }
}

/// What the user is typing in the records panel.
#[derive(Debug, Clone)]
pub struct RecordsForm {
    status: GameStatus,
    result: GameResult,
    penalty_on_partner: bool,
    offence: usize,
    penalty_date: String,
    leave_of: Side,
    leave_first: String,
    leave_last: String,
    leave_note: String,
    repeat_date: String,
    correct_move: String,
    /// The last refusal.
    pub error: Option<String>,
}

impl RecordsForm {
    /// A form showing the game's current status.
    pub fn new(r: &GameRecords, today: NaiveDate) -> Self {
        RecordsForm {
            status: r.game.status(),
            result: r.game.result(),
            penalty_on_partner: true,
            offence: 0,
            penalty_date: format_date(today),
            leave_of: Side::Mine,
            leave_first: String::new(),
            leave_last: String::new(),
            leave_note: String::new(),
            repeat_date: format_date(today),
            correct_move: String::new(),
            error: None,
        }
    }

    /// Shows the records and the forms that add to them.
    pub fn show(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        r: &GameRecords,
        (corrections, withdrawn): (&[Correction], &[Withdrawn]),
        cards: &mut CardScans,
        today: NaiveDate,
    ) -> RecordsAction {
        let mut action = RecordsAction::None;
        let back = ui.button(Text::BackToGame.get(lang));
        if back.on_hover_text(Text::BackToGameHint.get(lang)).clicked()
            || ui.input(|i| i.key_pressed(egui::Key::Escape))
        {
            return RecordsAction::Close;
        }
        egui::ScrollArea::vertical()
            .id_salt("records")
            .show(ui, |ui| {
                if let Some(a) = self.status_and_gender(ui, lang, r) {
                    action = a;
                }
                ui.separator();
                if let Some(a) = self.penalties(ui, lang, r, today) {
                    action = a;
                }
                ui.separator();
                if let Some(a) = self.leave(ui, lang, r, today) {
                    action = a;
                }
                ui.separator();
                if let Some(a) = self.repeat(ui, lang, r, today) {
                    action = a;
                }
                ui.separator();
                if let Some(a) = self.corrections(ui, lang, r, corrections) {
                    action = a;
                }
                for w in withdrawn {
                    ui.label(RichText::new(withdrawn_text(w, r, lang)).weak());
                }
                ui.separator();
                match cards.archive(ui, lang, &r.correspondence) {
                    Some(ScanAction::Attach(row)) => action = RecordsAction::AttachScan(row),
                    Some(ScanAction::Open(scan)) => action = RecordsAction::OpenScan(scan),
                    Some(ScanAction::Remove(scan)) => action = RecordsAction::RemoveScan(scan),
                    None => {}
                }
            });
        if let Some(e) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
        action
    }

    /// The game's status and result, with Save; whether he or she is spoken of.
    fn status_and_gender(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        r: &GameRecords,
    ) -> Option<RecordsAction> {
        let mut action = None;
        // In a narrow panel the result and Save go to the next line.
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(Text::Status.get(lang));
            ComboBox::from_id_salt("status")
                .selected_text(status_text(self.status).get(lang))
                .show_ui(ui, |ui| {
                    for s in GameStatus::ALL {
                        ui.selectable_value(&mut self.status, s, status_text(s).get(lang));
                    }
                })
                .response
                .labelled_by(l.id);
            let l = ui.label(Text::Result.get(lang));
            ComboBox::from_id_salt("result")
                .selected_text(self.result.code())
                .show_ui(ui, |ui| {
                    for res in GameResult::ALL {
                        ui.selectable_value(&mut self.result, res, res.code());
                    }
                })
                .response
                .labelled_by(l.id);
            if ui.button(Text::Save.get(lang)).clicked() {
                action = Some(RecordsAction::SetStatus(self.status, self.result));
            }
        });
        ui.horizontal(|ui| {
            ui.label(Text::SpeakOf.get(lang));
            let now = r.partner.gender;
            for (g, text) in [(Gender::Male, Text::He), (Gender::Female, Text::She)] {
                if ui.radio(now == g, text.get(lang)).clicked() && now != g {
                    action = Some(RecordsAction::SetGender(g));
                }
            }
        });
        action
    }

    fn penalties(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        r: &GameRecords,
        today: NaiveDate,
    ) -> Option<RecordsAction> {
        ui.heading(Text::Penalties.get(lang));
        let me = r.game.my_colour;
        for p in &r.penalties {
            let who = if p.side == me { Text::Me } else { Text::Him };
            ui.label(format!(
                "{} · {} · {} {} · {} · {}",
                format_date(p.date),
                who.get(lang),
                p.days,
                Text::DaysShort.get(lang),
                p.clause,
                p.reason.told(lang)
            ));
        }
        let mut action = None;
        Grid::new("penalty_form").num_columns(2).show(ui, |ui| {
            ui.label(Text::Who.get(lang));
            ui.horizontal(|ui| {
                ui.radio_value(&mut self.penalty_on_partner, true, Text::Him.get(lang));
                ui.radio_value(&mut self.penalty_on_partner, false, Text::Me.get(lang));
            });
            ui.end_row();
            let l = ui.label(Text::Offence.get(lang));
            let current = OFFENCES
                .get(self.offence)
                .copied()
                .unwrap_or(Offence::ImpossibleMove);
            // As wide as the panel leaves; the whole offence shows on hover and in the list.
            let room = ui.clip_rect().right() - ui.cursor().min.x - 8.0;
            let selected = offence_label(current, lang);
            ComboBox::from_id_salt("offence")
                .selected_text(selected.as_str())
                .width(room.clamp(120.0, 240.0))
                .truncate()
                .show_ui(ui, |ui| {
                    for (i, o) in OFFENCES.iter().enumerate() {
                        ui.selectable_value(&mut self.offence, i, offence_label(*o, lang));
                    }
                })
                .response
                .labelled_by(l.id)
                .on_hover_text(selected);
            ui.end_row();
            let l = ui.label(Text::PenaltyDate.get(lang));
            ui.add(TextEdit::singleline(&mut self.penalty_date).desired_width(120.0))
                .labelled_by(l.id);
            ui.end_row();
        });
        let side = if self.penalty_on_partner {
            Side::His
        } else {
            Side::Mine
        };
        let offence = OFFENCES
            .get(self.offence)
            .copied()
            .unwrap_or(Offence::ImpossibleMove);
        let record = ui.button(Text::RecordPenalty.get(lang));
        if record
            .on_hover_text(Text::RecordPenaltyHint.get(lang))
            .clicked()
        {
            match date_field(&self.penalty_date, Text::PenaltyDate, today) {
                Ok(d) => {
                    self.error = None;
                    action = Some(RecordsAction::AddPenalty(offence, side, d.unwrap_or(today)));
                }
                Err(e) => self.error = Some(Refusal::from(e).told(lang)),
            }
        }
        action
    }

    fn leave(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        r: &GameRecords,
        today: NaiveDate,
    ) -> Option<RecordsAction> {
        ui.heading(Text::Leave.get(lang));
        for l in &r.leaves {
            let who = if l.of == LeaveOf::Me {
                Text::Me
            } else {
                Text::Him
            };
            ui.label(format!(
                "{} – {} · {} {}",
                format_date(l.first_day),
                format_date(l.last_day),
                who.get(lang),
                l.note
            ));
        }
        let hint = Text::DateHint.get(lang);
        Grid::new("leave_form").num_columns(2).show(ui, |ui| {
            ui.label(Text::Who.get(lang));
            ui.horizontal(|ui| {
                ui.radio_value(&mut self.leave_of, Side::Mine, Text::Me.get(lang));
                ui.radio_value(&mut self.leave_of, Side::His, Text::Him.get(lang));
            });
            ui.end_row();
            for (label, value) in [
                (Text::LeaveFirst, &mut self.leave_first),
                (Text::LeaveLast, &mut self.leave_last),
            ] {
                let l = ui.label(label.get(lang));
                ui.add(
                    TextEdit::singleline(value)
                        .hint_text(hint)
                        .desired_width(120.0),
                )
                .labelled_by(l.id);
                ui.end_row();
            }
            let l = ui.label(Text::Note.get(lang));
            ui.add(TextEdit::singleline(&mut self.leave_note).desired_width(200.0))
                .labelled_by(l.id);
            ui.end_row();
        });
        let record = ui.button(Text::RecordLeave.get(lang));
        if !record
            .on_hover_text(Text::RecordLeaveHint.get(lang))
            .clicked()
        {
            return None;
        }
        let first = date_field(&self.leave_first, Text::LeaveFirst, today);
        let last = date_field(&self.leave_last, Text::LeaveLast, today);
        let (first, last) = match (first, last) {
            (Ok(Some(f)), Ok(Some(l))) => (f, l),
            (Err(e), _) | (_, Err(e)) => {
                self.error = Some(Refusal::from(e).told(lang));
                return None;
            }
            _ => {
                self.error = Some(Text::LeaveNeedsDates.get(lang).to_owned());
                return None;
            }
        };
        let leave = Leave {
            of: match self.leave_of {
                Side::Mine => LeaveOf::Me,
                Side::His => LeaveOf::Partner(r.id),
            },
            first_day: first,
            last_day: last,
            note: self.leave_note.trim().to_owned(),
        };
        self.error = None;
        Some(RecordsAction::AddLeave(leave))
    }
}

impl RecordsForm {
    /// Files the repeat of my last move when the partner is silent (47.5.1, 48.5.1).
    fn repeat(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        r: &GameRecords,
        today: NaiveDate,
    ) -> Option<RecordsAction> {
        let last = r.plies.len().checked_sub(1)? as u32;
        if !r.is_mine(last) {
            return None;
        }
        ui.heading(Text::RepeatTitle.get(lang));
        let mut clicked = false;
        ui.horizontal(|ui| {
            let l = ui.label(Text::RepeatSentOn.get(lang));
            ui.add(TextEdit::singleline(&mut self.repeat_date).desired_width(110.0))
                .labelled_by(l.id);
            let record = ui.button(Text::RecordRepeat.get(lang));
            clicked = record
                .on_hover_text(Text::RecordRepeatHint.get(lang))
                .clicked();
        });
        if !clicked {
            return None;
        }
        match date_field(&self.repeat_date, Text::RepeatSentOn, today) {
            Ok(day) => {
                self.error = None;
                Some(RecordsAction::AddRepeat(day.unwrap_or(today)))
            }
            Err(e) => {
                self.error = Some(Refusal::from(e).told(lang));
                None
            }
        }
    }
}

impl RecordsForm {
    /// The corrections kept, and the way to correct the dates of a move.
    fn corrections(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        r: &GameRecords,
        corrections: &[Correction],
    ) -> Option<RecordsAction> {
        ui.heading(Text::Corrections.get(lang));
        let ucis: Vec<_> = r.plies.iter().map(|p| p.uci).collect();
        let moves = format_line(&ucis, Notation::LongRu);
        for c in corrections {
            ui.label(correction_text(c, r.side_of(c.ply), &ucis, &moves, lang));
        }
        let mut clicked = false;
        ui.horizontal(|ui| {
            let l = ui.label(Text::MoveToCorrect.get(lang));
            ui.add(TextEdit::singleline(&mut self.correct_move).desired_width(70.0))
                .labelled_by(l.id);
            clicked = ui.button(Text::CorrectDates.get(lang)).clicked();
        });
        if !clicked {
            return None;
        }
        let typed = self.correct_move.trim();
        let (number, black) = match typed.strip_suffix("...").or(typed.strip_suffix('…')) {
            Some(n) => (n.trim_end_matches('.'), true),
            None => (typed.trim_end_matches('.'), false),
        };
        let ply = number
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|n| *n > 0)
            .map(|n| (n - 1) * 2 + u32::from(black))
            .filter(|ply| (*ply as usize) < r.plies.len());
        match ply {
            Some(ply) => {
                self.error = None;
                Some(RecordsAction::CorrectDates(ply))
            }
            None => {
                let e = FieldError {
                    field: Text::MoveToCorrect,
                    typed: typed.to_owned(),
                    problem: FieldProblem::NoSuchMove,
                };
                self.error = Some(e.told(lang));
                None
            }
        }
    }
}

/// A penalty, a leave or a card withdrawn, as the archive lists it: what it was, and why it
/// went.
fn withdrawn_text(w: &Withdrawn, r: &GameRecords, lang: Language) -> String {
    let (what, why) = match w {
        Withdrawn::Penalty(p, why) => {
            let who = if p.side == r.game.my_colour {
                Text::Me
            } else {
                Text::Him
            };
            let what = format!(
                "{} · {} · {} · {} {} · {}",
                Text::Penalties.get(lang),
                format_date(p.date),
                who.get(lang),
                p.days,
                Text::DaysShort.get(lang),
                p.clause
            );
            (what, why)
        }
        Withdrawn::Card(item, why) => {
            let sent = item.sent.map(format_date).unwrap_or_default();
            (format!("{} · {sent}", Text::RepeatFiled.get(lang)), why)
        }
        Withdrawn::Leave(l, why) => {
            let what = format!(
                "{} · {} – {}",
                Text::Leave.get(lang),
                format_date(l.first_day),
                format_date(l.last_day)
            );
            (what, why)
        }
    };
    format!("{what} — {}: {why}", Text::WithdrawnMark.get(lang))
}

/// A correction as the archive lists it: the move, what changed, and why.
fn correction_text(
    c: &Correction,
    mover: Side,
    ucis: &[shakmaty::uci::UciMove],
    moves: &[String],
    lang: Language,
) -> String {
    let shown = numbered(c.ply, moves.get(c.ply as usize).map_or("", String::as_str));
    let what = match &c.removed {
        Some(m) => format!(
            "{} {}",
            numbered(
                c.ply,
                &removed_text(&ucis[..ucis.len().min(c.ply as usize)], *m)
            ),
            Text::TakenBack.get(lang)
        ),
        None => {
            // A value cleared is said so, never left blank after the arrow.
            let value = |v: &str| match v.trim() {
                "" => Text::NoValue.get(lang).to_owned(),
                v => chrono::NaiveDate::parse_from_str(v, "%Y-%m-%d")
                    .map(format_date)
                    .unwrap_or_else(|_| v.to_owned()),
            };
            let changes: Vec<String> = c
                .changes
                .iter()
                .map(|c| {
                    format!(
                        "{}: {} → {}",
                        field_name(c.field, mover, lang),
                        value(&c.was),
                        value(&c.now)
                    )
                })
                .collect();
            format!("{shown}: {}", changes.join(", "))
        }
    };
    if c.reason.is_empty() {
        what
    } else {
        format!("{what} ({})", c.reason)
    }
}

/// A move taken back, in long algebraic in the position after `before`.
fn removed_text(before: &[shakmaty::uci::UciMove], m: shakmaty::uci::UciMove) -> String {
    let line = crate::domain::notation::replay(before);
    if line.moves.len() < before.len() {
        return m.to_string();
    }
    let pos = line.last();
    m.to_move(&pos)
        .map_or_else(|_| m.to_string(), |mv| Notation::LongRu.format(&pos, mv))
}

fn field_name(field: PlyField, mover: Side, lang: Language) -> &'static str {
    let (written, arrived) = crate::ui::dialogs::correct_labels(mover);
    let text = match field {
        PlyField::Written => written,
        PlyField::Postmarks => Text::Postmarks,
        PlyField::Arrived => arrived,
        PlyField::ReceiptNumber => Text::ReceiptNumber,
        PlyField::Receipt => Text::ReceiptDate,
        PlyField::Delivery => Text::SendByLabel,
    };
    text.get(lang)
}

/// An offence as the penalty menu lists it: what happened and its clause.
fn offence_label(o: Offence, lang: Language) -> String {
    format!("{} ({})", o.told(lang), o.clause())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_date_cleared_by_a_correction_is_said_after_the_arrow() {
        let c = Correction {
            ply: 0,
            removed: None,
            changes: vec![crate::domain::FieldChange {
                field: PlyField::Arrived,
                was: "2026-10-29".to_owned(),
                now: String::new(),
            }],
            reason: "not known".into(),
        };
        let moves = vec!["e2-e4".to_owned()];
        let text = correction_text(&c, Side::Mine, &[], &moves, Language::EN);
        assert_eq!(
            text,
            "1. e2-e4: He received my move on: 29.10.2026 → (none) (not known)"
        );
    }
}
