//! Send my move: the move, the day, the kind of mail, a variant.

use chrono::NaiveDate;
use egui::{Grid, RichText, Ui};

use super::*;
use crate::diary::CardView;
use crate::diary::{DiaryError, MyCardFor};
use crate::domain::GameId;
use crate::domain::MyCard;
use crate::domain::declarations::Declaration;
use crate::domain::notation::Notation;
use crate::domain::{Mode, Side, format_date};
use crate::messages::{Language, Text};
use crate::ui::widgets::fields::date_input;

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
#[derive(Debug, Clone, PartialEq)]
pub struct SendForm {
    /// The move as typed or taken from the board.
    pub mv: String,
    date: String,
    by: SendBy,
    receipt_number: String,
    variant: String,
    /// The moves after mine of the line shown on the board, which the variant may take (47.3.8).
    pub from_line: String,
    /// What the card says besides the move: a draw offered or declined, or, with no move,
    /// his offer accepted or my resignation.
    pub says: Option<Declaration>,
    /// The other game of a double round, whose move may go on the same card.
    pub other: Option<OtherGame>,
    /// Whether the user has seen the summary and is asked to confirm.
    pub confirming: bool,
    /// The last refusal, shown until the fields change.
    error: Option<String>,
    /// What the fields held when it was refused.
    error_typed: Option<Box<SendForm>>,
    /// Whether "My move" took the keyboard as the form opened.
    focused: bool,
}

impl super::Typed for SendForm {
    /// What the fields hold, the confirmation and the refusal aside: two equal values mean
    /// nothing was typed in between.
    fn typed(&self) -> Self {
        SendForm {
            error: None,
            error_typed: None,
            confirming: false,
            focused: false,
            ..self.clone()
        }
    }
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
            from_line: String::new(),
            says: None,
            other: None,
            confirming: false,
            error: None,
            error_typed: None,
            focused: false,
        }
    }

    /// Shows `message` until the fields change; the confirmation is asked again.
    pub fn refuse(&mut self, message: String) {
        self.error_typed = Some(Box::new(self.typed()));
        self.error = Some(message);
        self.confirming = false;
    }

    /// Asks for the confirmation, nothing refused.
    pub fn confirm(&mut self) {
        self.confirming = true;
        self.error = None;
    }

    /// The other game of a double round and my move typed for it, when my card carries one.
    pub fn other_move(&self) -> Option<(&OtherGame, &str)> {
        let o = self.other.as_ref().filter(|_| self.with_move())?;
        Some((o, o.typed()?))
    }

    /// Whether a move goes with the card: not with an acceptance or a resignation.
    fn with_move(&self) -> bool {
        self.says.is_none_or(Declaration::with_move)
    }

    /// The form's fields, as the panel scrolls them: the move, what the card says, the date,
    /// how it goes, the variant.
    pub fn fields(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        ctx: &CardView,
        (notation, mode): (Notation, Mode),
        today: NaiveDate,
    ) {
        let pos = &ctx.pos;
        ui.heading(Text::SendTitle.get(lang));
        let hint = Text::DateHint.get(lang);
        let with_move = self.with_move();
        ui.add_enabled_ui(!self.confirming, |ui| {
            Grid::new("send_form").num_columns(2).show(ui, |ui| {
                if with_move {
                    let field =
                        grid_field(ui, Text::MyMove.get(lang), &mut self.mv, move_hint(pos));
                    // Opened, the form takes the keyboard in its first field: the move.
                    if !std::mem::replace(&mut self.focused, true) {
                        field.request_focus();
                    }
                    ui.label("");
                    echo(ui, &self.mv, pos, notation, lang);
                    ui.end_row();
                }
                if let Some(o) = self.other.as_mut().filter(|_| with_move) {
                    let label = o.label(Side::Mine).get(lang);
                    grid_field(ui, label, &mut o.mv, "");
                }
                says_field(ui, lang, &mut self.says, Side::Mine, ctx.his_offer_open);
                date_input(
                    ui,
                    Text::SendDate.get(lang),
                    &mut self.date,
                    hint,
                    (today, lang),
                );
                // A card without a move goes as the tournament's mail goes.
                if mode == Mode::Post && with_move {
                    self.send_by(ui, lang);
                }
                if self.with_move() {
                    let example = Text::VariantExample.get(lang);
                    grid_field(ui, Text::Variant.get(lang), &mut self.variant, example);
                    if !self.from_line.is_empty() && self.variant != self.from_line {
                        ui.label("");
                        let take =
                            format!("{} {}", Text::VariantFromLine.get(lang), self.from_line);
                        if ui.small_button(take).clicked() {
                            self.variant = self.from_line.clone();
                        }
                        ui.end_row();
                    }
                }
            });
        });
        if !self.with_move() {
            ui.label(Text::GoesAlone.get(lang));
        }
    }

    /// Ordinary or registered, and the registered card's receipt number.
    fn send_by(&mut self, ui: &mut Ui, lang: Language) {
        crate::ui::widgets::fields::form_label(ui, Text::SendByLabel.get(lang));
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(&mut self.by, SendBy::Ordinary, Text::Ordinary.get(lang));
            ui.radio_value(&mut self.by, SendBy::Registered, Text::Registered.get(lang));
        });
        ui.end_row();
        if self.by == SendBy::Registered {
            receipt_field(ui, lang, &mut self.receipt_number);
        }
    }

    /// The form's foot, always in sight below its fields: what to look at, the refusal, the
    /// question that confirms what goes, and the buttons.
    pub fn foot(
        &mut self,
        ui: &mut Ui,
        lang: Language,
        ctx: &CardView,
        (notation, mode): (Notation, Mode),
        registered_required: bool,
    ) -> FormAction {
        let with_move = self.with_move();
        if mode == Mode::Post && with_move && self.by == SendBy::Registered {
            receipt_warning(ui, lang, &self.receipt_number);
        }
        if registered_required && with_move && self.by == SendBy::Ordinary {
            let warn = ui.visuals().warn_fg_color;
            ui.add(
                egui::Label::new(RichText::new(Text::RegisteredWarning.get(lang)).color(warn))
                    .wrap(),
            );
        }
        if self.error.is_some() && self.error_typed.as_deref() != Some(&self.typed()) {
            self.error = None;
        }
        refusal(ui, &self.error);
        if !self.confirming {
            return labelled_buttons(ui, lang, &None, Text::SendButton);
        }
        let pos = &ctx.pos;
        let mv = read_move(pos, &self.mv)
            .ok()
            .filter(|_| with_move)
            .map(|m| notation.format(pos, m));
        let says = self.says.map(|d| d.told(Side::Mine, lang));
        let other = self
            .other_move()
            .map(|(o, mv)| format!("{} {mv}", o.label(Side::Mine).get(lang)));
        let carries_move = mv.is_some() || other.is_some();
        let summary: Vec<String> = mv.into_iter().chain(other).chain(says).collect();
        let question = format!(
            "{} {} — {}",
            Text::ConfirmSend.get(lang),
            summary.join(", "),
            self.date.trim()
        );
        ui.add(egui::Label::new(RichText::new(question).strong()).wrap());
        // What is true of what is sent: a move, or a card without one, is final (47.3.10).
        let fin = match carries_move {
            true => Text::SentIsFinal,
            false => Text::SentCardIsFinal,
        };
        ui.add(egui::Label::new(fin.get(lang)).wrap());
        labelled_buttons(ui, lang, &None, Text::ConfirmSendButton)
    }

    /// My card as typed for game `game`, with the other game's move of a double round, for
    /// the diary to check and record.
    /// `game` as the window shows it: `(id, plies)`.
    pub fn card_for(
        &self,
        (game, seen): (GameId, u32),
        today: NaiveDate,
    ) -> Result<MyCardFor, FieldError> {
        // A card without a move carries neither the move nor the variant typed before.
        let with_move = self.with_move();
        let card = MyCard {
            my_move: if with_move {
                self.mv.clone()
            } else {
                String::new()
            },
            date: date_field(&self.date, Text::SendDate, today)?,
            registered: (with_move && self.by == SendBy::Registered)
                .then(|| self.receipt_number.clone()),
            // Chosen in the form, where the warning of 47.4.12 stands beside it.
            ordinary: self.by == SendBy::Ordinary,
            variant: if with_move {
                self.variant.split_whitespace().map(str::to_owned).collect()
            } else {
                Vec::new()
            },
            declaration: self.says,
        };
        Ok(MyCardFor {
            game,
            card,
            with: self.other_move().map(|(o, mv)| (o.id, mv.to_owned())),
            seen: Some(seen),
        })
    }

    /// The diary's refusal as the form shows it: in the other game of a double round, for its
    /// field.
    pub fn refusal(&self, e: DiaryError) -> Refusal {
        card_refusal(e, self.other.as_ref(), Side::Mine)
    }
}
