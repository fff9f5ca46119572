//! The two verbs of the diary: receive the partner's move from his card or e-mail, and send
//! mine. Each form keeps the text as typed, echoes what it understood, and becomes domain
//! values only on Save.

use chrono::NaiveDate;
use egui::{Grid, TextEdit, Ui};
use shakmaty::{Chess, Move};

use super::forms::date_field;
use super::i18n::{Language, Text};
use crate::domain::notation::{MoveError, Notation, parse_move};
use crate::domain::{
    CorrespondenceItem, Delivery, Direction, GameId, Medium, Mode, PlyRecord, PlyState,
    SendEvidence, format_date,
};

/// What a move form asks the app to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveFormAction {
    /// Keep editing.
    Editing,
    /// Save what was entered.
    Save,
    /// Close without saving.
    Cancel,
}

fn field(ui: &mut Ui, label: &str, value: &mut String, hint: &str) {
    let l = ui.label(label);
    ui.add(
        TextEdit::singleline(value)
            .hint_text(hint)
            .desired_width(150.0),
    )
    .labelled_by(l.id);
    ui.end_row();
}

/// A typed move resolved in `pos`, or the reason in the user's language.
pub fn typed_move(text: &str, pos: &Chess, lang: Language) -> Result<Move, String> {
    let input = parse_move(text).map_err(|e| move_error(MoveError::Syntax(e), lang))?;
    input
        .resolve(pos, text)
        .map_err(|e| move_error(MoveError::Illegal(e), lang))
}

/// A move error in the user's language, quoting the input.
pub fn move_error(e: MoveError, lang: Language) -> String {
    use crate::domain::notation::{IllegalReason as I, SyntaxReason as S};
    match (&e, lang) {
        (_, Language::En) => e.to_string(),
        (MoveError::Syntax(s), Language::Ru) => {
            let why = match &s.reason {
                S::Empty => "ход не записан".to_owned(),
                S::Unreadable => "это не ход ни в цифровой, ни в алгебраической нотации".to_owned(),
                S::Numeric(n) => format!("ошибка цифровой записи: {n}"),
                S::Long(l) => format!("ошибка алгебраической записи: {l}"),
            };
            format!("{}: {why}", s.input)
        }
        (MoveError::Illegal(i), Language::Ru) => {
            let why = match &i.reason {
                I::NoPiece(sq) => format!("на {sq} нет фигуры"),
                I::NotTheMovers(sq) => format!("фигура на {sq} — не того, чей ход"),
                I::WrongPiece { square, .. } => format!("на {square} стоит другая фигура"),
                I::Ambiguous => "неоднозначно: укажите, какая фигура ходит".to_owned(),
                I::Illegal => "невозможный ход в этой позиции".to_owned(),
            };
            format!("{}: {why}", i.input)
        }
    }
}

/// The partner's move as his card or e-mail brings it.
#[derive(Debug, Clone)]
pub struct ReceiveForm {
    /// The move as typed or clicked.
    pub mv: String,
    written: String,
    postmarks: String,
    received: String,
    receipt_number: String,
    his_receipt: String,
    /// The last refusal.
    pub error: Option<String>,
    /// Whether the last refusal was an impossible move (47.3.12 applies).
    pub impossible: bool,
}

impl ReceiveForm {
    /// An empty form; the card arrived today unless the user says otherwise.
    pub fn new(today: NaiveDate) -> Self {
        ReceiveForm {
            mv: String::new(),
            written: String::new(),
            postmarks: String::new(),
            received: format_date(today),
            receipt_number: String::new(),
            his_receipt: String::new(),
            error: None,
            impossible: false,
        }
    }

    /// Shows the form with the echo of the move in the game's notation.
    pub fn show(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        pos: &Chess,
        notation: Notation,
        mode: Mode,
    ) -> MoveFormAction {
        ui.heading(Text::ReceiveTitle.get(lang));
        let hint = Text::DateHint.get(lang);
        Grid::new("receive_form").num_columns(2).show(ui, |ui| {
            field(
                ui,
                Text::HisMove.get(lang),
                &mut self.mv,
                "Кg1-f3, 7163, Nf3",
            );
            ui.label("");
            echo(ui, &self.mv, pos, notation, lang);
            ui.end_row();
            field(ui, Text::WrittenDate.get(lang), &mut self.written, hint);
            if mode == Mode::Post {
                field(ui, Text::Postmarks.get(lang), &mut self.postmarks, hint);
                field(
                    ui,
                    Text::ReceiptNumber.get(lang),
                    &mut self.receipt_number,
                    "",
                );
            }
            field(ui, Text::ReceivedOn.get(lang), &mut self.received, hint);
            field(
                ui,
                Text::HisReceiptOfMine.get(lang),
                &mut self.his_receipt,
                hint,
            );
        });
        if let Some(e) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, e);
            if self.impossible {
                ui.label(Text::AskReplacementHint.get(lang));
            }
        }
        buttons(ui, lang, Text::SaveReceived)
    }

    /// The partner's ply, the day he got my last move, and the card for the archive.
    pub fn parse(
        &self,
        game: GameId,
        pos: &Chess,
        mode: Mode,
        lang: Language,
        today: NaiveDate,
    ) -> Result<(PlyRecord, Option<NaiveDate>, CorrespondenceItem), (String, bool)> {
        let m = typed_move(&self.mv, pos, lang).map_err(|e| (e, true))?;
        let plain = |e: String| (e, false);
        let written = date_field(&self.written, Text::WrittenDate, lang, today).map_err(plain)?;
        let received = date_field(&self.received, Text::ReceivedOn, lang, today)
            .map_err(plain)?
            .unwrap_or(today);
        if received > today {
            return Err(plain(Text::DateInFuture.get(lang).to_owned()));
        }
        let mut postmarks = Vec::new();
        for part in self
            .postmarks
            .split([',', ';', ' '])
            .filter(|p| !p.is_empty())
        {
            if let Some(d) = date_field(part, Text::Postmarks, lang, today).map_err(plain)? {
                postmarks.push(d);
            }
        }
        let his_receipt =
            date_field(&self.his_receipt, Text::HisReceiptOfMine, lang, today).map_err(plain)?;
        let delivery = match (mode, self.receipt_number.trim()) {
            (Mode::Email, _) => Delivery::Email,
            (Mode::Post, "") => Delivery::Ordinary,
            (Mode::Post, n) => Delivery::Registered {
                receipt_number: n.to_owned(),
            },
        };
        let sent = SendEvidence {
            written,
            postmarks,
            receipt: None,
        };
        if let Some(s) = crate::domain::effective_sent(&sent, &delivery).map(|e| e.date)
            && s > received
        {
            return Err(plain(Text::SentAfterReceived.get(lang).to_owned()));
        }
        let ply = PlyRecord {
            uci: shakmaty::uci::UciMove::from_standard(m),
            sent: sent.clone(),
            arrived: Some(received),
            delivery,
            state: PlyState::Sent,
        };
        let item = CorrespondenceItem {
            game,
            direction: Direction::In,
            medium: medium(mode),
            written,
            sent: crate::domain::effective_sent(&sent, &ply.delivery).map(|e| e.date),
            received: Some(received),
            ply: None,
            body: self.mv.trim().to_owned(),
        };
        Ok((ply, his_receipt, item))
    }
}

fn medium(mode: Mode) -> Medium {
    match mode {
        Mode::Post => Medium::Card,
        Mode::Email => Medium::Email,
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
        action = MoveFormAction::Cancel;
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
            confirming: false,
            error: None,
        }
    }

    /// Shows the form; Save first asks for confirmation, which is the only way to send.
    pub fn show(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        pos: &Chess,
        notation: Notation,
        mode: Mode,
        registered_required: bool,
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
                field(ui, Text::SendDate.get(lang), &mut self.date, hint);
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

    /// My ply and the card or e-mail that carries it.
    pub fn parse(
        &self,
        game: GameId,
        pos: &Chess,
        mode: Mode,
        lang: Language,
        today: NaiveDate,
        received: Option<NaiveDate>,
    ) -> Result<(PlyRecord, CorrespondenceItem), String> {
        let m = typed_move(&self.mv, pos, lang)?;
        let sent = date_field(&self.date, Text::SendDate, lang, today)?.unwrap_or(today);
        if sent > today {
            return Err(Text::DateInFuture.get(lang).to_owned());
        }
        if received.is_some_and(|r| sent < r) {
            return Err(Text::SentBeforeReceivedMsg.get(lang).to_owned());
        }
        let delivery = match self.by {
            SendBy::Ordinary => Delivery::Ordinary,
            SendBy::Registered => Delivery::Registered {
                receipt_number: self.receipt_number.trim().to_owned(),
            },
            SendBy::Email => Delivery::Email,
        };
        let receipt = matches!(delivery, Delivery::Registered { .. }).then_some(sent);
        let ply = PlyRecord {
            uci: shakmaty::uci::UciMove::from_standard(m),
            sent: SendEvidence {
                written: Some(sent),
                postmarks: vec![],
                receipt,
            },
            arrived: None,
            delivery,
            state: PlyState::Sent,
        };
        let item = CorrespondenceItem {
            game,
            direction: Direction::Out,
            medium: medium(mode),
            written: Some(sent),
            sent: Some(sent),
            received: None,
            ply: None,
            body: notation_text(pos, m),
        };
        Ok((ply, item))
    }
}

/// The move as the card writes it by default (long algebraic, 47.3.2).
fn notation_text(pos: &Chess, m: Move) -> String {
    Notation::LongRu.format(pos, m)
}
