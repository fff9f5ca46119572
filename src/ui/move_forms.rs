//! The two verbs of the diary: receive the partner's move from his card or e-mail, and send
//! mine. Each form keeps the text as typed, echoes what it understood, and becomes domain
//! values only on Save.

use chrono::NaiveDate;
use egui::{Grid, TextEdit, Ui};
use shakmaty::{Chess, Move};

use super::forms::date_field;
use super::widgets::fields::date_input;
use crate::domain::card::{
    CardContext, HisCard, MyCard, Received, Sent, corrected_dates, receive, send,
};
use crate::domain::notation::{Notation, read_move};
use crate::domain::{Gender, Mode, PlyRecord, SendEvidence, format_date};
use crate::messages::{Language, Text};
use shakmaty::Position;

/// What a move form asks the app to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveFormAction {
    /// Keep editing.
    Editing,
    /// Save what was entered.
    Save,
    /// Close without saving.
    Cancel,
    /// Pressed Esc: close, but ask first if something was typed.
    Escape,
}

fn field(ui: &mut Ui, label: &str, value: &mut String, hint: &str) -> egui::Response {
    let l = ui.label(label);
    let response = ui
        .add(
            TextEdit::singleline(value)
                .hint_text(hint)
                .desired_width(150.0),
        )
        .labelled_by(l.id);
    ui.end_row();
    response
}

/// A typed move resolved in `pos`, or the reason in the user's language.
pub fn typed_move(text: &str, pos: &Chess, lang: Language) -> Result<Move, String> {
    read_move(pos, text).map_err(|e| e.told(lang))
}

/// Why a received card cannot be recorded as it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReceiveError {
    /// A field to correct.
    Field(String),
    /// An impossible or illegible move: ask for a replacement (47.3.12).
    Impossible(String),
    /// He repeated my move or the accepted variant moves wrongly: his move is not valid
    /// (47.3.8) and the penalty of 47.4.9.2 applies once confirmed.
    WrongRepetition(String),
}

/// The partner's move as his card or e-mail brings it.
#[derive(Debug, Clone)]
pub struct ReceiveForm {
    /// The move as typed or clicked.
    pub mv: String,
    repetition: String,
    accepted: String,
    written: String,
    postmarks: String,
    received: String,
    receipt_number: String,
    his_receipt: String,
    /// His total time as his card states it, to compare with the diary's count.
    pub stated_total: String,
    /// The last refusal, shown until the fields change.
    pub error: Option<ReceiveError>,
    /// The fields as they were when the refusal came.
    error_typed: String,
    /// Whether his move's field has had the focus it opens with.
    focused: bool,
}

impl ReceiveForm {
    /// An empty form; the card arrived today unless the user says otherwise.
    pub fn new(today: NaiveDate) -> Self {
        ReceiveForm {
            mv: String::new(),
            repetition: String::new(),
            accepted: String::new(),
            written: String::new(),
            postmarks: String::new(),
            received: format_date(today),
            receipt_number: String::new(),
            his_receipt: String::new(),
            stated_total: String::new(),
            error: None,
            error_typed: String::new(),
            focused: false,
        }
    }

    /// The fields as typed: to tell when a refusal no longer applies, and whether Esc would
    /// lose anything.
    pub fn typed(&self) -> String {
        [
            &self.mv,
            &self.repetition,
            &self.accepted,
            &self.written,
            &self.postmarks,
            &self.received,
            &self.receipt_number,
            &self.his_receipt,
            &self.stated_total,
        ]
        .map(String::as_str)
        .join("\u{1f}")
    }

    /// Shows `error` until the fields change.
    pub fn refuse(&mut self, error: ReceiveError) {
        self.error_typed = self.typed();
        self.error = Some(error);
    }

    /// Shows the form with the echo of the move in the game's notation; `true` in the second
    /// value when the user confirms the penalty for a wrong repetition.
    pub fn show(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        ctx: &CardContext<'_>,
        notation: Notation,
        today: NaiveDate,
    ) -> (MoveFormAction, bool) {
        ui.heading(Text::ReceiveTitle.get(lang));
        let hint = Text::DateHint.get(lang);
        if self.error.is_some() && self.typed() != self.error_typed {
            self.error = None;
        }
        let his_pos = self.position_for_his_move(ctx);
        let (his_move_label, his_receipt_label, stated_label) = match ctx.partner_gender {
            Gender::Male => (Text::HisMove, Text::HisReceiptOfMine, Text::StatedTotal),
            Gender::Female => (Text::HerMove, Text::HerReceiptOfMine, Text::HerStatedTotal),
        };
        Grid::new("receive_form").num_columns(2).show(ui, |ui| {
            let his_move = field(
                ui,
                his_move_label.get(lang),
                &mut self.mv,
                "Кg1-f3, 7163, Nf3",
            );
            if !self.focused {
                his_move.request_focus();
                self.focused = true;
            }
            ui.label("");
            echo(ui, &self.mv, &his_pos, notation, lang);
            ui.end_row();
            if let Some((before, _)) = &ctx.my_last {
                field(ui, Text::HisRepetition.get(lang), &mut self.repetition, "");
                ui.label("");
                echo(ui, &self.repetition, before, notation, lang);
                ui.end_row();
            }
            if ctx.variant.is_some() {
                field(ui, Text::AcceptedMoves.get(lang), &mut self.accepted, "");
            }
            date_input(
                ui,
                Text::WrittenDate.get(lang),
                &mut self.written,
                hint,
                today,
            );
            if ctx.mode == Mode::Post {
                field(ui, Text::Postmarks.get(lang), &mut self.postmarks, hint);
                field(
                    ui,
                    Text::ReceiptNumber.get(lang),
                    &mut self.receipt_number,
                    "",
                );
            }
            date_input(
                ui,
                Text::ReceivedOn.get(lang),
                &mut self.received,
                hint,
                today,
            );
            date_input(
                ui,
                his_receipt_label.get(lang),
                &mut self.his_receipt,
                hint,
                today,
            );
            field(ui, stated_label.get(lang), &mut self.stated_total, "");
        });
        let mut penalty = false;
        match &self.error {
            Some(ReceiveError::Field(e)) => {
                ui.colored_label(ui.visuals().error_fg_color, e);
            }
            Some(ReceiveError::Impossible(e)) => {
                ui.colored_label(ui.visuals().error_fg_color, e);
                ui.label(Text::AskReplacementHint.get(lang));
            }
            Some(ReceiveError::WrongRepetition(e)) => {
                ui.colored_label(ui.visuals().error_fg_color, e);
                ui.label(Text::WrongRepetitionHint.get(lang));
                penalty = ui.button(Text::RecordRepetitionPenalty.get(lang)).clicked();
            }
            None => {}
        }
        (buttons(ui, lang, Text::SaveReceived), penalty)
    }

    /// The position in which his own move is played: after my move and the accepted moves
    /// that can be read, for the echo of his move.
    fn position_for_his_move(&self, ctx: &CardContext<'_>) -> Chess {
        let mut pos = ctx.pos.clone();
        if ctx.variant.is_some() {
            for token in self.accepted.split_whitespace() {
                match read_move(&pos, token) {
                    Ok(m) => pos.play_unchecked(m),
                    Err(_) => break,
                }
            }
        }
        pos
    }

    /// What his card adds, read by the domain (`card::receive`), or what to correct.
    pub fn parse(
        &self,
        ctx: &CardContext<'_>,
        lang: Language,
        today: NaiveDate,
    ) -> Result<Received, ReceiveError> {
        let field_error = ReceiveError::Field;
        let mut postmarks = Vec::new();
        for part in self
            .postmarks
            .split([',', ';', ' '])
            .filter(|p| !p.is_empty())
        {
            if let Some(d) = date_field(part, Text::Postmarks, lang, today).map_err(field_error)? {
                postmarks.push(d);
            }
        }
        let stated_total = match self.stated_total.trim() {
            "" => None,
            t => Some(t.parse::<u32>().map_err(|_| {
                field_error(format!(
                    "{}: «{t}» {}",
                    Text::StatedTotal.get(lang),
                    Text::NotAWholeNumber.get(lang)
                ))
            })?),
        };
        let card = HisCard {
            repetition: self.repetition.clone(),
            accepted: self
                .accepted
                .split_whitespace()
                .map(str::to_owned)
                .collect(),
            his_move: self.mv.clone(),
            written: date_field(&self.written, Text::WrittenDate, lang, today)
                .map_err(field_error)?,
            postmarks,
            receipt_number: self.receipt_number.clone(),
            received: date_field(&self.received, Text::ReceivedOn, lang, today)
                .map_err(field_error)?,
            his_receipt: date_field(&self.his_receipt, Text::HisReceiptOfMine, lang, today)
                .map_err(field_error)?,
            stated_total,
        };
        receive(ctx, &card, today).map_err(|e| {
            let text = e.told(lang);
            if e.is_impossible_move() {
                ReceiveError::Impossible(text)
            } else if e.is_wrong_repetition() {
                ReceiveError::WrongRepetition(text)
            } else {
                ReceiveError::Field(text)
            }
        })
    }
}

/// What a typed move was read as, in the game's notation.
fn echo(ui: &mut Ui, text: &str, pos: &Chess, notation: Notation, lang: Language) {
    if text.trim().is_empty() {
        ui.label("");
        return;
    }
    match typed_move(text, pos, lang) {
        Ok(m) => ui.label(format!(
            "{} {}",
            Text::Understood.get(lang),
            notation.format(pos, m)
        )),
        Err(e) => ui.colored_label(ui.visuals().warn_fg_color, e),
    };
}

fn buttons(ui: &mut Ui, lang: Language, save: Text) -> MoveFormAction {
    let mut action = MoveFormAction::Editing;
    ui.horizontal(|ui| {
        if ui.button(save.get(lang)).clicked() {
            action = MoveFormAction::Save;
        }
        if ui.button(Text::Cancel.get(lang)).clicked() {
            action = MoveFormAction::Cancel;
        }
    });
    if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
        action = MoveFormAction::Escape;
    }
    action
}

/// How I send my move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SendBy {
    /// An ordinary postcard.
    Ordinary,
    /// Registered mail.
    Registered,
    /// E-mail.
    Email,
}

/// My move, ready to be confirmed and sent.
#[derive(Debug, Clone)]
pub struct SendForm {
    /// The move as typed or taken from the board.
    pub mv: String,
    date: String,
    by: SendBy,
    receipt_number: String,
    variant: String,
    /// Whether the user has seen the summary and is asked to confirm.
    pub confirming: bool,
    /// The last refusal.
    pub error: Option<String>,
}

impl SendForm {
    /// A form for `mv` sent today, by registered mail when the rules want it.
    pub fn new(mv: String, today: NaiveDate, mode: Mode, registered: bool) -> Self {
        SendForm {
            mv,
            date: format_date(today),
            by: match (mode, registered) {
                (Mode::Email, _) => SendBy::Email,
                (Mode::Post, true) => SendBy::Registered,
                (Mode::Post, false) => SendBy::Ordinary,
            },
            receipt_number: String::new(),
            variant: String::new(),
            confirming: false,
            error: None,
        }
    }

    /// Shows the form; Save first asks for confirmation, which is the only way to send.
    #[expect(
        clippy::too_many_arguments,
        reason = "what the send form shows, each from the game"
    )]
    pub fn show(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        pos: &Chess,
        notation: Notation,
        mode: Mode,
        registered_required: bool,
        today: NaiveDate,
    ) -> MoveFormAction {
        ui.heading(Text::SendTitle.get(lang));
        let hint = Text::DateHint.get(lang);
        ui.add_enabled_ui(!self.confirming, |ui| {
            Grid::new("send_form").num_columns(2).show(ui, |ui| {
                field(
                    ui,
                    Text::MyMove.get(lang),
                    &mut self.mv,
                    "Кg1-f3, 7163, Nf3",
                );
                ui.label("");
                echo(ui, &self.mv, pos, notation, lang);
                ui.end_row();
                date_input(ui, Text::SendDate.get(lang), &mut self.date, hint, today);
                if mode == Mode::Post {
                    ui.label(Text::SendByLabel.get(lang));
                    ui.horizontal(|ui| {
                        ui.radio_value(&mut self.by, SendBy::Ordinary, Text::Ordinary.get(lang));
                        ui.radio_value(
                            &mut self.by,
                            SendBy::Registered,
                            Text::Registered.get(lang),
                        );
                    });
                    ui.end_row();
                    if self.by == SendBy::Registered {
                        field(
                            ui,
                            Text::ReceiptNumber.get(lang),
                            &mut self.receipt_number,
                            "",
                        );
                    }
                }
                field(
                    ui,
                    Text::Variant.get(lang),
                    &mut self.variant,
                    match lang {
                        Language::Ru => "Кb8-c6 Сf1-b5",
                        Language::En => "Nb8-c6 Bf1-b5",
                    },
                );
            });
        });
        if registered_required && self.by == SendBy::Ordinary {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                Text::RegisteredWarning.get(lang),
            );
        }
        if let Some(e) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
        if self.confirming {
            let summary = typed_move(&self.mv, pos, lang)
                .map(|m| notation.format(pos, m))
                .unwrap_or_default();
            ui.strong(format!(
                "{} {summary} — {}",
                Text::ConfirmSend.get(lang),
                self.date.trim()
            ));
            ui.label(Text::SentIsFinal.get(lang));
            buttons(ui, lang, Text::ConfirmSendButton)
        } else {
            buttons(ui, lang, Text::SendButton)
        }
    }

    /// My ply and the card or e-mail that carries it, read by the domain (`card::send`).
    pub fn parse(
        &self,
        ctx: &CardContext<'_>,
        lang: Language,
        today: NaiveDate,
    ) -> Result<Sent, String> {
        let card = MyCard {
            my_move: self.mv.clone(),
            date: date_field(&self.date, Text::SendDate, lang, today)?,
            registered: (self.by == SendBy::Registered).then(|| self.receipt_number.clone()),
            variant: self.variant.split_whitespace().map(str::to_owned).collect(),
        };
        send(ctx, &card, today).map_err(|e| e.told(lang))
    }
}

/// The dates of a recorded move, corrected with a reason: the old values are kept by the diary
/// as a correction (47.3.10 keeps the move itself).
#[derive(Debug, Clone)]
pub struct CorrectForm {
    /// The ply corrected (0 = White's first move).
    pub ply: u32,
    /// The move, as the heading shows it.
    pub title: String,
    /// Whether the move is mine, which names its dates.
    mine: bool,
    written: String,
    postmarks: String,
    arrived: String,
    reason: String,
    /// The last refusal.
    pub error: Option<String>,
}

impl CorrectForm {
    /// A form holding the dates `p` has now; `mine` when it is my move.
    pub fn new(ply: u32, title: String, mine: bool, p: &PlyRecord) -> Self {
        let text = |d: Option<NaiveDate>| d.map(format_date).unwrap_or_default();
        CorrectForm {
            ply,
            title,
            mine,
            written: text(p.sent.written),
            postmarks: p
                .sent
                .postmarks
                .iter()
                .map(|d| format_date(*d))
                .collect::<Vec<_>>()
                .join(", "),
            arrived: text(p.arrived),
            reason: String::new(),
            error: None,
        }
    }

    /// Shows the fields.
    pub fn show(&mut self, ui: &mut Ui, lang: Language, today: NaiveDate) -> MoveFormAction {
        ui.heading(format!(
            "{} {}",
            Text::CorrectDatesTitle.get(lang),
            self.title
        ));
        let hint = Text::DateHint.get(lang);
        Grid::new("correct_form").num_columns(2).show(ui, |ui| {
            let (written, arrived) = correct_labels(self.mine);
            date_input(ui, written.get(lang), &mut self.written, hint, today);
            field(ui, Text::Postmarks.get(lang), &mut self.postmarks, hint);
            date_input(ui, arrived.get(lang), &mut self.arrived, hint, today);
            field(ui, Text::Reason.get(lang), &mut self.reason, "");
        });
        if let Some(e) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
        buttons(ui, lang, Text::SaveCorrection)
    }

    /// The ply with its corrected dates, or what to correct in the form.
    pub fn parse(
        &self,
        plies: &[PlyRecord],
        lang: Language,
        today: NaiveDate,
    ) -> Result<(PlyRecord, String), String> {
        let Some(p) = plies.get(self.ply as usize) else {
            return Err(Text::NoSuchMove.get(lang).to_owned());
        };
        if self.reason.trim().is_empty() {
            return Err(Text::ReasonNeeded.get(lang).to_owned());
        }
        let mut postmarks = Vec::new();
        for part in self
            .postmarks
            .split([',', ';', ' '])
            .filter(|p| !p.is_empty())
        {
            postmarks.extend(date_field(part, Text::Postmarks, lang, today)?);
        }
        let (written, arrived) = correct_labels(self.mine);
        let written = date_field(&self.written, written, lang, today)?;
        // A registered move's receipt date moves with the date it was sent on.
        let receipt = match p.sent.receipt {
            Some(r) if Some(r) == p.sent.written => written,
            other => other,
        };
        let sent = SendEvidence {
            written,
            postmarks,
            receipt,
        };
        let arrived = date_field(&self.arrived, arrived, lang, today)?;
        let fixed = corrected_dates(plies, self.ply as usize, self.mine, sent, arrived, today)
            .map_err(|e| e.told(lang))?;
        Ok((fixed, self.reason.trim().to_owned()))
    }
}

/// The names of a move's two dates: when it was sent, and when the other side received it.
pub fn correct_labels(mine: bool) -> (Text, Text) {
    if mine {
        (Text::SendDate, Text::HisReceiptOfMine)
    } else {
        (Text::WrittenDate, Text::ReceivedOn)
    }
}
