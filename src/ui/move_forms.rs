//! The two verbs of the diary: receive the partner's move from his card or e-mail, and send
//! mine. Each form keeps the text as typed, echoes what it understood, and becomes domain
//! values only on Save.

use chrono::NaiveDate;
use egui::{Grid, TextEdit, Ui};
use shakmaty::{Chess, Move};

use super::forms::{date_field, date_input};
use super::i18n::{Language, Text};
use crate::domain::notation::{MoveError, Notation, parse_move};
use crate::domain::variant::{Variant, VariantAnswer, accept};
use crate::domain::{
    CorrespondenceItem, Delivery, Direction, GameId, Medium, Mode, PlyRecord, PlyState,
    SendEvidence, format_date,
};
use shakmaty::Position;
use shakmaty::uci::UciMove;

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
                S::Numeric(n) => {
                    use crate::domain::notation::NumericSyntaxError as N;
                    match n {
                        N::Length => {
                            "в цифровой записи четыре цифры, при превращении пять".to_owned()
                        }
                        N::NotADigit(c) => format!("«{c}» — не цифра"),
                        N::NoFile(c) => format!("нет вертикали {c}"),
                        N::NoRank(c) => format!("нет горизонтали {c}"),
                        N::NoPromotionPiece(c) => {
                            format!("нет фигуры превращения {c} (1 ферзь, 2 ладья, 3 слон, 4 конь)")
                        }
                    }
                }
                S::Long(l) => {
                    use crate::domain::notation::LongSyntaxError as L;
                    match l {
                        L::Empty => "ход не записан".to_owned(),
                        L::Shape => {
                            "это не полная алгебраическая запись (Кg1-f3, e2-e4, 0-0)".to_owned()
                        }
                        L::Promotion(c) => format!("«{c}» — не фигура для превращения"),
                    }
                }
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

/// What the diary knows that a received card is checked against.
pub struct ReceiveContext<'a> {
    /// The game.
    pub game: GameId,
    /// How moves travel.
    pub mode: Mode,
    /// The position before my last move, and my last move, which he must repeat (47.3.7.5).
    pub my_last: Option<(Chess, Move)>,
    /// The position after my last move.
    pub pos: Chess,
    /// The variant my last move proposed, if any (47.3.8).
    pub variant: Option<&'a Variant>,
    /// Today, where the calendar opens.
    pub today: NaiveDate,
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
    /// The last refusal.
    pub error: Option<ReceiveError>,
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
        }
    }

    /// Shows the form with the echo of the move in the game's notation; `true` in the second
    /// value when the user confirms the penalty for a wrong repetition.
    pub fn show(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        ctx: &ReceiveContext<'_>,
        notation: Notation,
    ) -> (MoveFormAction, bool) {
        ui.heading(Text::ReceiveTitle.get(lang));
        let hint = Text::DateHint.get(lang);
        let his_pos = self
            .position_for_his_move(ctx, lang)
            .unwrap_or_else(|_| ctx.pos.clone());
        Grid::new("receive_form").num_columns(2).show(ui, |ui| {
            if ctx.my_last.is_some() {
                field(ui, Text::HisRepetition.get(lang), &mut self.repetition, "");
            }
            if ctx.variant.is_some() {
                field(ui, Text::AcceptedMoves.get(lang), &mut self.accepted, "");
            }
            field(
                ui,
                Text::HisMove.get(lang),
                &mut self.mv,
                "Кg1-f3, 7163, Nf3",
            );
            ui.label("");
            echo(ui, &self.mv, &his_pos, notation, lang);
            ui.end_row();
            date_input(
                ui,
                Text::WrittenDate.get(lang),
                &mut self.written,
                hint,
                ctx.today,
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
                ctx.today,
            );
            date_input(
                ui,
                Text::HisReceiptOfMine.get(lang),
                &mut self.his_receipt,
                hint,
                ctx.today,
            );
            field(ui, Text::StatedTotal.get(lang), &mut self.stated_total, "");
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

    /// The accepted variant moves as he wrote them, checked against my proposal.
    fn accepted_moves(
        &self,
        ctx: &ReceiveContext<'_>,
        lang: Language,
    ) -> Result<Vec<UciMove>, ReceiveError> {
        let Some(variant) = ctx.variant else {
            return Ok(Vec::new());
        };
        let mut pos = ctx.pos.clone();
        let mut repeated = Vec::new();
        for token in self.accepted.split_whitespace() {
            let m = typed_move(token, &pos, lang).map_err(ReceiveError::WrongRepetition)?;
            repeated.push(UciMove::from_standard(m));
            pos.play_unchecked(m);
        }
        let answer = VariantAnswer {
            repeated: repeated.clone(),
            own: None,
        };
        accept(variant, &answer)
            .map(|_| repeated)
            .map_err(|e| ReceiveError::WrongRepetition(e.to_string()))
    }

    /// The position in which his own move is played: after my move and the accepted moves.
    fn position_for_his_move(
        &self,
        ctx: &ReceiveContext<'_>,
        lang: Language,
    ) -> Result<Chess, ReceiveError> {
        let mut pos = ctx.pos.clone();
        for uci in self.accepted_moves(ctx, lang)? {
            let m = uci
                .to_move(&pos)
                .map_err(|_| ReceiveError::WrongRepetition(uci.to_string()))?;
            pos.play_unchecked(m);
        }
        Ok(pos)
    }

    /// The plies his card adds (accepted variant moves, then his move), the day he got my last
    /// move, and the card for the archive.
    pub fn parse(
        &self,
        ctx: &ReceiveContext<'_>,
        lang: Language,
        today: NaiveDate,
    ) -> Result<(Vec<PlyRecord>, Option<NaiveDate>, CorrespondenceItem), ReceiveError> {
        let field_error = ReceiveError::Field;
        if let Some((before, mine)) = &ctx.my_last
            && !self.repetition.trim().is_empty()
        {
            let repeated = typed_move(&self.repetition, before, lang)
                .map_err(ReceiveError::WrongRepetition)?;
            if repeated != *mine {
                return Err(ReceiveError::WrongRepetition(format!(
                    "{}: {} {}",
                    self.repetition.trim(),
                    Text::YourMoveWas.get(lang),
                    Notation::LongRu.format(before, *mine)
                )));
            }
        }
        let accepted = self.accepted_moves(ctx, lang)?;
        let his_pos = self.position_for_his_move(ctx, lang)?;
        let m = typed_move(&self.mv, &his_pos, lang).map_err(ReceiveError::Impossible)?;
        let written =
            date_field(&self.written, Text::WrittenDate, lang, today).map_err(field_error)?;
        let received = date_field(&self.received, Text::ReceivedOn, lang, today)
            .map_err(field_error)?
            .unwrap_or(today);
        if received > today {
            return Err(field_error(Text::DateInFuture.get(lang).to_owned()));
        }
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
        if !self.stated_total.trim().is_empty() && self.stated_total.trim().parse::<u32>().is_err()
        {
            return Err(field_error(format!(
                "{}: «{}» {}",
                Text::StatedTotal.get(lang),
                self.stated_total.trim(),
                Text::NotAWholeNumber.get(lang)
            )));
        }
        let his_receipt = date_field(&self.his_receipt, Text::HisReceiptOfMine, lang, today)
            .map_err(field_error)?;
        let delivery = match (ctx.mode, self.receipt_number.trim()) {
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
        let sent_on = crate::domain::effective_sent(&sent, &delivery).map(|e| e.date);
        if sent_on.is_some_and(|s| s > received) {
            return Err(field_error(Text::SentAfterReceived.get(lang).to_owned()));
        }
        // Accepted moves travel on the same card: each counts as sent and received with it.
        let mut plies: Vec<PlyRecord> = accepted
            .iter()
            .map(|uci| PlyRecord {
                uci: *uci,
                sent: SendEvidence {
                    written: sent_on,
                    postmarks: vec![],
                    receipt: None,
                },
                arrived: sent_on,
                delivery: delivery.clone(),
                state: PlyState::Sent,
            })
            .collect();
        plies.push(PlyRecord {
            uci: UciMove::from_standard(m),
            sent,
            arrived: Some(received),
            delivery,
            state: PlyState::Sent,
        });
        let item = CorrespondenceItem {
            game: ctx.game,
            direction: Direction::In,
            medium: medium(ctx.mode),
            written,
            sent: sent_on,
            received: Some(received),
            ply: None,
            body: [
                self.repetition.trim(),
                self.accepted.trim(),
                self.mv.trim(),
                self.stated_total.trim(),
            ]
            .iter()
            .filter(|t| !t.is_empty())
            .copied()
            .collect::<Vec<_>>()
            .join(" | "),
        };
        Ok((plies, his_receipt, item))
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
                    "Кb8-c6 Сf1-b5",
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

    /// My ply and the card or e-mail that carries it.
    pub fn parse(
        &self,
        game: GameId,
        pos: &Chess,
        mode: Mode,
        lang: Language,
        today: NaiveDate,
        received: Option<NaiveDate>,
    ) -> Result<(PlyRecord, Option<Variant>, CorrespondenceItem), String> {
        let m = typed_move(&self.mv, pos, lang)?;
        let variant = self.variant(pos, m, lang)?;
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
        Ok((ply, variant, item))
    }

    /// The variant typed after my move, checked move by move (47.3.8).
    fn variant(&self, pos: &Chess, mine: Move, lang: Language) -> Result<Option<Variant>, String> {
        if self.variant.trim().is_empty() {
            return Ok(None);
        }
        let mut moves = vec![UciMove::from_standard(mine)];
        let mut p = pos.clone();
        p.play_unchecked(mine);
        for token in self.variant.split_whitespace() {
            let m = typed_move(token, &p, lang)?;
            moves.push(UciMove::from_standard(m));
            p.play_unchecked(m);
        }
        Variant::new(pos, moves)
            .map(Some)
            .map_err(|e| format!("{}: {e}", Text::Variant.get(lang)))
    }
}

/// The move as the card writes it by default (long algebraic, 47.3.2).
fn notation_text(pos: &Chess, m: Move) -> String {
    Notation::LongRu.format(pos, m)
}
