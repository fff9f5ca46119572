//! Receive the partner's move from his card or e-mail: the move, the dates, his stated total.

use chrono::NaiveDate;
use egui::{Grid, Ui};
use shakmaty::{Chess, Position};

use super::*;
use crate::diary::CardView;
use crate::diary::{CardField, DiaryError, HisCardFor, MessageRead};
use crate::domain::GameId;
use crate::domain::HisCard;
use crate::domain::notation::{Notation, read_move};
use crate::domain::{Gender, Mode, Side, format_date};
use crate::messages::{Language, Text};
use crate::ui::widgets::fields::date_input;

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

impl ReceiveError {
    /// A refusal to correct in the form's fields, told in `lang`.
    pub fn field(e: impl Into<Refusal>, lang: Language) -> ReceiveError {
        ReceiveError::Field(e.into().told(lang))
    }
}

/// What the user asks of a refused card besides correcting it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    /// Record his penalty for the wrong repetition (47.4.9.2).
    RepetitionPenalty,
    /// Ask him to replace the move, his card as typed (47.3.12).
    AskReplacement(Box<HisCard>),
}

/// The partner's move as his card or e-mail brings it.
#[derive(Debug, Clone, PartialEq)]
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
    error_typed: Option<Box<ReceiveForm>>,
    /// Whether his move's field has had the focus it opens with.
    focused: bool,
    /// Whether his move opens selected, to be typed over (his card typed again).
    select_move: bool,
    /// Photos or scans of his card dropped on the form, kept with the card when it is saved.
    pub scans: Vec<crate::ui::card_scans::PendingScan>,
    /// His e-mail message the form was filled from, filed with the card (48.1.4).
    pub message: Option<String>,
    /// What his message says that the diary does not: his game text, his totals.
    pub notes: Vec<String>,
    /// What his card says besides the move: a draw offered or declined, or, with no move, my
    /// offer accepted or his resignation.
    pub says: Option<crate::domain::declarations::Declaration>,
    /// The other game of a double round, whose move may come on the same card.
    pub other: Option<OtherGame>,
    /// Filled from his message: where each field came from (`true`, the line) or that it is
    /// not in his message.
    marks: Vec<(CardField, (bool, String))>,
}

impl super::Typed for ReceiveForm {
    /// What the fields hold, the refusal and the focus marks aside: two equal values mean
    /// nothing was typed in between.
    fn typed(&self) -> Self {
        ReceiveForm {
            error: None,
            error_typed: None,
            focused: false,
            select_move: false,
            ..self.clone()
        }
    }
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
            error_typed: None,
            focused: false,
            select_move: false,
            scans: Vec::new(),
            message: None,
            notes: Vec::new(),
            says: None,
            other: None,
            marks: Vec::new(),
        }
    }

    /// The form filled from his e-mail message as the diary read it: each field it gives,
    /// marked with the line it came from, the others marked as not in it; what it says beside
    /// the diary; and the diary's refusal of it (his dates against the diary's) shown at once.
    /// The message is filed with the card.
    pub fn from_message(
        read: MessageRead,
        today: NaiveDate,
        notation: Notation,
        lang: Language,
    ) -> Self {
        let day = |d: Option<NaiveDate>| d.map(format_date).unwrap_or_default();
        let card = &read.card.card;
        let got = read.check.as_ref().ok().and_then(|got| got.first());
        let marks = read
            .fields()
            .into_iter()
            .map(|f| (f, crate::diary::field_source(&read, f, lang)))
            .collect();
        let mut form = ReceiveForm {
            mv: card.his_move.clone(),
            repetition: card.repetition.clone(),
            written: day(card.written),
            received: day(card.received.or(Some(today))),
            his_receipt: day(card.his_receipt),
            stated_total: card.stated_total.map(|t| t.to_string()).unwrap_or_default(),
            message: read.card.message.clone(),
            says: card.declaration,
            notes: crate::diary::message_differences(&read, got, notation, lang),
            marks,
            ..ReceiveForm::new(today)
        };
        if let Err(e) = read.check {
            form.refuse(form.refusal(e, lang));
        }
        form
    }

    /// The form filled again with his card as it was filed (`mv`, its move, written in the
    /// window's notation), taken back to correct what was typed wrongly: the move selected to
    /// be typed over, every date as it was.
    pub fn again(card: &HisCard, mv: String, today: NaiveDate) -> Self {
        let day = |d: Option<NaiveDate>| d.map(format_date).unwrap_or_default();
        let postmarks: Vec<String> = card.postmarks.iter().map(|d| format_date(*d)).collect();
        ReceiveForm {
            mv,
            repetition: card.repetition.clone(),
            accepted: card.accepted.join(" "),
            stated_total: card.stated_total.map(|t| t.to_string()).unwrap_or_default(),
            written: day(card.written),
            postmarks: postmarks.join(", "),
            received: day(card.received.or(Some(today))),
            receipt_number: card.receipt_number.clone(),
            his_receipt: day(card.his_receipt),
            says: card.declaration,
            select_move: true,
            ..ReceiveForm::new(today)
        }
    }

    /// Where field `field` of a form filled from his message came from, on hover of the field
    /// (`response`); or, under its label, that his message does not give it.
    fn mark(&self, ui: &mut Ui, field: CardField, response: &egui::Response) {
        let Some((_, (found, said))) = self.marks.iter().find(|(f, _)| *f == field) else {
            return;
        };
        if *found {
            response.clone().on_hover_text(said);
        } else {
            ui.label(egui::RichText::new(said).italics().weak());
            ui.end_row();
        }
    }

    /// The other game of a double round and his move typed for it, when his card carries one.
    pub fn other_move(&self) -> Option<(&OtherGame, &str)> {
        let o = self.other.as_ref().filter(|_| self.with_move())?;
        Some((o, o.typed()?))
    }

    /// Whether a move comes with his card: not with an acceptance or a resignation.
    fn with_move(&self) -> bool {
        self.says
            .is_none_or(crate::domain::declarations::Declaration::with_move)
    }

    /// Shows `error` until the fields change.
    pub fn refuse(&mut self, error: ReceiveError) {
        self.error_typed = Some(Box::new(self.typed()));
        self.error = Some(error);
    }

    /// The form's fields, as the panel scrolls them, with the echo of the move in the game's
    /// notation; his move takes the keyboard as the form opens.
    pub fn fields(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        ctx: &CardView,
        notation: Notation,
        today: NaiveDate,
    ) {
        ui.heading(Text::ReceiveTitle.get(lang));
        if self.error.is_some() && self.error_typed.as_deref() != Some(&self.typed()) {
            self.error = None;
        }
        let his_pos = self.position_for_his_move(ctx);
        let his_move_label = match ctx.partner_gender {
            Gender::Male => Text::HisMove,
            Gender::Female => Text::HerMove,
        };
        let with_move = self.with_move();
        Grid::new("receive_form").num_columns(2).show(ui, |ui| {
            if with_move {
                let his_move = grid_field(
                    ui,
                    his_move_label.get(lang),
                    &mut self.mv,
                    move_hint(&his_pos),
                );
                if !self.focused {
                    his_move.request_focus();
                    self.focused = true;
                    if std::mem::take(&mut self.select_move) {
                        select_all(ui, &his_move, &self.mv);
                    }
                }
                self.mark(ui, CardField::Move, &his_move);
                ui.label("");
                echo(ui, &self.mv, &his_pos, notation, lang);
                ui.end_row();
            }
            if let Some(o) = self.other.as_mut().filter(|_| with_move) {
                let label = o.label(Side::His).get(lang);
                grid_field(ui, label, &mut o.mv, "");
            }
            says_field(ui, lang, &mut self.says, Side::His, ctx.my_offer_open);
            if let Some((before, _)) = &ctx.my_last {
                let field = grid_field(ui, Text::HisRepetition.get(lang), &mut self.repetition, "");
                self.mark(ui, CardField::Repetition, &field);
                ui.label("");
                echo(ui, &self.repetition, before, notation, lang);
                ui.end_row();
            }
            if ctx.variant_open && with_move {
                grid_field(ui, Text::AcceptedMoves.get(lang), &mut self.accepted, "");
            }
            self.dates(ui, lang, ctx, today);
        });
        if ctx.mode == Mode::Post {
            receipt_warning(ui, lang, &self.receipt_number);
        }
        for note in &self.notes {
            warning(ui, note);
        }
        if !self.scans.is_empty() {
            let names: Vec<&str> = self.scans.iter().map(|s| s.name.as_str()).collect();
            ui.label(format!(
                "{} {}",
                Text::ScansWithCard.get(lang),
                names.join(", ")
            ));
        }
    }

    /// The form's foot, always in sight below its fields: the refusal, with what can be done
    /// about it, and the buttons; in the second value what the user asks of a refused card:
    /// the penalty for a wrong repetition, or the request to replace an impossible move.
    pub fn foot(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        today: NaiveDate,
    ) -> (FormAction, Option<Refused>) {
        let refused = self.refusal_shown(ui, lang, today);
        // A card without a move is recorded as a card, not as a move.
        let save = match self.with_move() {
            true => Text::SaveReceived,
            false => Text::SaveReceivedCard,
        };
        (labelled_buttons(ui, lang, &None, save), refused)
    }

    /// The card's dates and his stated total, each marked when the form was filled from his
    /// message.
    fn dates(&mut self, ui: &mut Ui, lang: Language, ctx: &CardView, today: NaiveDate) {
        let hint = Text::DateHint.get(lang);
        let (his_receipt_label, stated_label) = match ctx.partner_gender {
            Gender::Male => (Text::HisReceiptOfMine, Text::StatedTotal),
            Gender::Female => (Text::HerReceiptOfMine, Text::HerStatedTotal),
        };
        let field = date_input(
            ui,
            Text::WrittenDate.get(lang),
            &mut self.written,
            hint,
            (today, lang),
        );
        self.mark(ui, CardField::Written, &field);
        if ctx.mode == Mode::Post {
            grid_field(ui, Text::Postmarks.get(lang), &mut self.postmarks, hint);
            receipt_field(ui, lang, &mut self.receipt_number);
        }
        let field = date_input(
            ui,
            Text::ReceivedOn.get(lang),
            &mut self.received,
            hint,
            (today, lang),
        );
        self.mark(ui, CardField::Received, &field);
        let label = his_receipt_label.get(lang);
        let field = date_input(ui, label, &mut self.his_receipt, hint, (today, lang));
        self.mark(ui, CardField::HisReceipt, &field);
        let field = grid_field(ui, stated_label.get(lang), &mut self.stated_total, "");
        self.mark(ui, CardField::StatedTotal, &field);
    }

    /// The last refusal, with what answers it: the request to replace an impossible move, the
    /// penalty for a wrong repetition.
    fn refusal_shown(&self, ui: &mut Ui, lang: Language, today: NaiveDate) -> Option<Refused> {
        let error = ui.visuals().error_fg_color;
        match &self.error {
            Some(ReceiveError::Field(e)) => {
                ui.colored_label(error, e);
                None
            }
            Some(ReceiveError::Impossible(e)) => {
                ui.colored_label(error, e);
                ui.label(Text::AskReplacementHint.get(lang));
                let asked = ui.button(Text::AskReplacementNow.get(lang)).clicked();
                // The form's fields were read before the move was refused.
                let card = self.card(today).ok().filter(|_| asked);
                card.map(|card| Refused::AskReplacement(Box::new(card)))
            }
            Some(ReceiveError::WrongRepetition(e)) => {
                ui.colored_label(error, e);
                ui.label(Text::WrongRepetitionHint.get(lang));
                let penalty = ui.button(Text::RecordRepetitionPenalty.get(lang)).clicked();
                penalty.then_some(Refused::RepetitionPenalty)
            }
            None => None,
        }
    }

    /// The position in which his own move is played: after my move and the accepted moves
    /// that can be read, for the echo of his move.
    fn position_for_his_move(&self, ctx: &CardView) -> Chess {
        let mut pos = ctx.pos.clone();
        if ctx.variant_open {
            for token in self.accepted.split_whitespace() {
                match read_move(&pos, token) {
                    Ok(m) => pos.play_unchecked(m),
                    Err(_) => break,
                }
            }
        }
        pos
    }

    /// His card as typed, its fields read (dates, numbers) but not yet set against the game.
    pub fn card(&self, today: NaiveDate) -> Result<HisCard, FieldError> {
        let mut postmarks = Vec::new();
        for part in self
            .postmarks
            .split([',', ';', ' '])
            .filter(|p| !p.is_empty())
        {
            if let Some(d) = date_field(part, Text::Postmarks, today)? {
                postmarks.push(d);
            }
        }
        let stated_total = match self.stated_total.trim() {
            "" => None,
            t => Some(number_field(t, Text::StatedTotal, 0)?),
        };
        Ok(HisCard {
            repetition: self.repetition.clone(),
            accepted: self
                .accepted
                .split_whitespace()
                .map(str::to_owned)
                .filter(|_| self.with_move())
                .collect(),
            his_move: if self.with_move() {
                self.mv.clone()
            } else {
                String::new()
            },
            written: date_field(&self.written, Text::WrittenDate, today)?,
            postmarks,
            receipt_number: self.receipt_number.clone(),
            received: date_field(&self.received, Text::ReceivedOn, today)?,
            his_receipt: date_field(&self.his_receipt, Text::HisReceiptOfMine, today)?,
            stated_total,
            declaration: self.says,
        })
    }

    /// His card as typed for game `game`, with the other game's move of a double round and
    /// his e-mail message, for the diary to check and record.
    /// `game` as the window shows it: `(id, plies)`.
    pub fn card_for(
        &self,
        (game, seen): (GameId, u32),
        today: NaiveDate,
    ) -> Result<HisCardFor, FieldError> {
        Ok(HisCardFor {
            game,
            card: self.card(today)?,
            with: self.other_move().map(|(o, mv)| (o.id, mv.to_owned())),
            message: self.message.clone(),
            seen: Some(seen),
        })
    }

    /// The diary's refusal as the form shows it: in the other game of a double round, for
    /// its field (the buttons that answer a refusal — the request, the penalty — are for the
    /// form's own game); an impossible move or a wrong repetition with what answers it.
    pub fn refusal(&self, e: DiaryError, lang: Language) -> ReceiveError {
        // Only a refusal in the form's own game is answered by its buttons.
        let own = e
            .card_error()
            .filter(|(game, _)| self.other.as_ref().is_none_or(|o| o.id != *game))
            .map(|(_, c)| (c.is_impossible_move(), c.is_wrong_repetition()));
        let told = card_refusal(e, self.other.as_ref(), Side::His).told(lang);
        match own {
            Some((true, _)) => ReceiveError::Impossible(told),
            Some((_, true)) => ReceiveError::WrongRepetition(told),
            _ => ReceiveError::Field(told),
        }
    }
}

/// Selects all of `text` in the field of `response`, to be typed over.
fn select_all(ui: &Ui, response: &egui::Response, text: &str) {
    use egui::text::{CCursor, CCursorRange};
    let mut state = egui::text_edit::TextEditState::load(ui.ctx(), response.id).unwrap_or_default();
    let all = CCursorRange::two(CCursor::new(0), CCursor::new(text.chars().count()));
    state.cursor.set_char_range(Some(all));
    state.store(ui.ctx(), response.id);
}
