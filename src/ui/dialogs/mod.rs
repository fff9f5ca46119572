//! The dialogs: one file each. A form keeps what is typed as text, echoes what it understood,
//! and turns it into domain values once, on Save, with a message naming the field. What they
//! share is here: the buttons and their keys, the date and number fields, the move echo.

mod address;
mod adjudication;
mod arbiter;
mod backups;
mod correct;
mod file;
mod game;
mod help;
mod message;
mod my_notice;
mod partner;
mod print;
mod profile;
mod receive;
mod reconciliation;
mod report;
mod send;
mod start_list;
mod tournament;

pub use address::AddressForm;
pub use adjudication::AdjudicationForm;
pub use arbiter::{ArbiterForm, ArbiterInput, ArbiterStep};
pub use backups::BackupsForm;
pub use correct::{CorrectForm, correct_labels};
pub use file::{FileTask, PathForm};
pub use game::{Choices, GameForm};
pub use help::help_ui;
pub use message::{GameChoice, MessageForm};
pub use my_notice::{MyNoticeForm, MyNoticeStep};
pub use partner::PartnerForm;
pub use print::PrintForm;
pub use profile::ProfileForm;
pub use receive::{ReceiveError, ReceiveForm, Refused};
pub use reconciliation::ReconciliationView;
pub use report::report_ui;
pub use send::{SendBy, SendForm};
pub use start_list::StartListForm;
pub use tournament::TournamentForm;

use chrono::NaiveDate;
use egui::{TextEdit, Ui};
use shakmaty::Chess;

use crate::diary::DiaryError;
use crate::domain::notation::{Notation, read_move};
use crate::domain::{format_date, parse_date_input};
use crate::messages::{Language, Text};
use crate::ui::refusal::{FieldError, FieldProblem, Refusal};

/// What the user did with a form this frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormAction {
    /// Still editing.
    Editing,
    /// Pressed Save (or Enter).
    Save,
    /// Pressed Cancel.
    Cancel,
    /// Pressed Esc: close, but ask first if something was typed.
    Escape,
}

/// Save and Cancel, with Enter (outside multi-line fields) and Esc as their keys.
pub(super) fn buttons(ui: &mut Ui, lang: Language, error: &Option<String>) -> FormAction {
    labelled_buttons(ui, lang, error, Text::Save)
}

/// The refusal if any, then a button that does the form's work (labelled `verb`) and Cancel.
pub(super) fn labelled_buttons(
    ui: &mut Ui,
    lang: Language,
    error: &Option<String>,
    verb: Text,
) -> FormAction {
    refusal(ui, error);
    let mut action = FormAction::Editing;
    ui.horizontal(|ui| {
        let save = ui.button(verb.get(lang));
        if save.on_hover_text(Text::SaveHint.get(lang)).clicked() {
            action = FormAction::Save;
        }
        let cancel = ui.button(Text::Cancel.get(lang));
        if cancel.on_hover_text(Text::CancelHint.get(lang)).clicked() {
            action = FormAction::Cancel;
        }
    });
    if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
        action = FormAction::Escape;
    }
    if ui.input(|i| i.modifiers.command && i.key_pressed(egui::Key::Enter)) {
        action = FormAction::Save;
    }
    // Enter in one of this form's one-line fields does its work too (a mark the field left);
    // in a multi-line field it starts a new line, elsewhere it is not this form's.
    let key = egui::Id::unique(crate::ui::widgets::fields::ENTER_IN_FIELD);
    if ui.data_mut(|d| d.remove_temp::<bool>(key)) == Some(true) {
        action = FormAction::Save;
    }
    action
}

/// The form's last refusal, if any, in the error colour; it wraps within the form's width: the
/// dialog does not grow to say it.
pub(super) fn refusal(ui: &mut Ui, error: &Option<String>) {
    if let Some(e) = error {
        ui.set_max_width(ui.min_rect().width());
        let said = egui::RichText::new(e).color(ui.visuals().error_fg_color);
        ui.add(egui::Label::new(said).wrap());
    }
}

/// A button for each of `items` (its value and label), scrolling when many, and Cancel (or
/// Esc): Save once one is chosen, into `chosen`.
pub(crate) fn choice_buttons<T: Copy>(
    ui: &mut Ui,
    lang: Language,
    items: &[(T, String)],
    chosen: &mut Option<T>,
) -> FormAction {
    let mut action = FormAction::Editing;
    egui::ScrollArea::vertical()
        .max_height(360.0)
        .show(ui, |ui| {
            for (value, label) in items {
                if ui.button(label).clicked() {
                    *chosen = Some(*value);
                    action = FormAction::Save;
                }
            }
        });
    if ui.button(Text::Cancel.get(lang)).clicked() || ui.input(|i| i.key_pressed(egui::Key::Escape))
    {
        action = FormAction::Cancel;
    }
    action
}

/// What a form holds as typed, without its last refusal: two equal values mean nothing was
/// typed in between, so Escape loses nothing.
pub(crate) trait Typed: Clone + PartialEq + 'static {
    /// The form with only what was typed: its refusal, a confirmation asked and the marks of
    /// its focus cleared.
    fn typed(&self) -> Self;
}

/// What a form held when it opened: Esc over a form holding anything else asks first. Taken
/// once, compared only when Esc is pressed.
pub(crate) struct AtOpen(Box<dyn std::any::Any>);

/// A form Esc compares with what it held when it opened, whatever its kind.
pub(crate) trait TypedForm {
    /// What it holds now, to compare with later.
    fn at_open(&self) -> AtOpen;
    /// Whether it holds something other than `at`.
    fn changed_since(&self, at: &AtOpen) -> bool;
}

impl<T: Typed> TypedForm for T {
    fn at_open(&self) -> AtOpen {
        AtOpen(Box::new(self.typed()))
    }

    fn changed_since(&self, at: &AtOpen) -> bool {
        at.0.downcast_ref::<T>() != Some(&self.typed())
    }
}

/// `Typed` for forms whose only field not typed is `error`.
macro_rules! typed_but_error {
    ($($form:ty),* $(,)?) => {$(
        impl $crate::ui::dialogs::Typed for $form {
            fn typed(&self) -> Self {
                Self {
                    error: None,
                    ..self.clone()
                }
            }
        }
    )*};
}
pub(crate) use typed_but_error;

/// Asks whether to throw away what was typed; `Some(true)` to discard, `Some(false)` to keep
/// editing.
pub(crate) fn discard_question(ui: &mut Ui, lang: Language) -> Option<bool> {
    let mut answer = None;
    // The question keeps to the width the dialog has: it does not widen under the mouse.
    ui.set_max_width(ui.min_rect().width());
    ui.separator();
    ui.add(egui::Label::new(egui::RichText::new(Text::DiscardChanges.get(lang)).strong()).wrap());
    ui.horizontal(|ui| {
        let discard = ui.button(Text::Discard.get(lang));
        if discard.on_hover_text(Text::DiscardHint.get(lang)).clicked() {
            answer = Some(true);
        }
        let keep = ui.button(Text::KeepEditing.get(lang));
        if keep
            .on_hover_text(Text::KeepEditingHint.get(lang))
            .clicked()
        {
            answer = Some(false);
        }
    });
    answer
}

/// Reads a typed date, or says which field holds what and why it is not a date.
pub(crate) fn date_field(
    text: &str,
    field: Text,
    today: NaiveDate,
) -> Result<Option<NaiveDate>, FieldError> {
    parse_date_input(text, today).map_err(|e| FieldError {
        field,
        typed: text.trim().to_owned(),
        problem: FieldProblem::Date(e),
    })
}

/// Reads a typed whole number of at least `min`, or says which field holds what.
pub(super) fn number_field(text: &str, field: Text, min: u32) -> Result<u32, FieldError> {
    let typed = text.trim();
    let problem = match typed.parse::<u32>() {
        Ok(n) if n >= min => return Ok(n),
        Ok(_) => FieldProblem::NotPositive,
        Err(_) => FieldProblem::NotAWholeNumber,
    };
    Err(FieldError {
        field,
        typed: typed.to_owned(),
        problem,
    })
}

pub(super) fn optional_date(d: Option<NaiveDate>) -> String {
    d.map(format_date).unwrap_or_default()
}

pub(super) fn grid_field(
    ui: &mut Ui,
    label: &str,
    value: &mut String,
    hint: &str,
) -> egui::Response {
    let l = crate::ui::widgets::fields::form_label(ui, label);
    // As wide as a move or a few dates, narrower where the panel has less room.
    let room = ui.clip_rect().right() - ui.cursor().min.x - 8.0;
    let response = ui
        .add(
            TextEdit::singleline(value)
                .hint_text(hint)
                .desired_width(room.clamp(60.0, 150.0)),
        )
        .labelled_by(l.id);
    crate::ui::widgets::fields::one_line_field(ui, &response);
    ui.end_row();
    response
}

/// The row that says what a card says besides its move, `by` the card's sender: a draw offered
/// or declined, or, with no move, the other side's offer accepted or a resignation. An offer
/// can be answered only while the other side's is open.
pub(super) fn says_field(
    ui: &mut Ui,
    lang: Language,
    says: &mut Option<crate::domain::declarations::Declaration>,
    by: crate::domain::Side,
    offer_open: bool,
) {
    use crate::domain::declarations::Declaration;
    let told = |d: Option<Declaration>| {
        d.map_or_else(
            || Text::NothingMore.get(lang).to_owned(),
            |d| d.told(by, lang),
        )
    };
    let l = crate::ui::widgets::fields::form_label(ui, Text::CardSays.get(lang));
    egui::ComboBox::from_id_salt(("card_says", by))
        .selected_text(told(*says))
        .width(150.0)
        .show_ui(ui, |ui| {
            let choices = [
                None,
                Some(Declaration::OfferDraw),
                Some(Declaration::DeclineDraw),
                Some(Declaration::AcceptDraw),
                Some(Declaration::Resign),
            ];
            for d in choices {
                if d.is_none_or(|d| offer_open || !d.answers_offer()) {
                    ui.selectable_value(says, d, told(d));
                }
            }
        })
        .response
        .labelled_by(l.id);
    ui.end_row();
}

/// The other game of a double round (the same partner, the same tournament), whose move may go
/// on the same card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OtherGame {
    /// The game.
    pub id: crate::domain::GameId,
    /// The colour of the side whose move the form records there.
    pub colour: shakmaty::Color,
    /// The move as typed; none leaves the game off this card.
    pub mv: String,
}

impl OtherGame {
    /// The field's label: "On the same card, my move as Black".
    pub fn label(&self, by: crate::domain::Side) -> Text {
        use crate::domain::Side;
        match (by, self.colour) {
            (Side::Mine, shakmaty::Color::White) => Text::SameCardMineAsWhite,
            (Side::Mine, shakmaty::Color::Black) => Text::SameCardMineAsBlack,
            (Side::His, shakmaty::Color::White) => Text::SameCardHisAsWhite,
            (Side::His, shakmaty::Color::Black) => Text::SameCardHisAsBlack,
        }
    }

    /// The move typed, if any.
    pub fn typed(&self) -> Option<&str> {
        Some(self.mv.trim()).filter(|m| !m.is_empty())
    }
}

/// The diary's refusal as a card form shows it: a card refused in the other game of a double
/// round (`other`) is named by that game's field; `by` the card's sender.
pub(crate) fn card_refusal(
    e: DiaryError,
    other: Option<&OtherGame>,
    by: crate::domain::Side,
) -> Refusal {
    let in_other = other.filter(|o| e.card_error().is_some_and(|(game, _)| game == o.id));
    let e = e.in_its_game();
    match in_other {
        Some(o) => Refusal::in_field(o.label(by), e),
        None => Refusal::Diary(e),
    }
}

/// What a typed move was read as, in the game's notation.
pub(super) fn echo(ui: &mut Ui, text: &str, pos: &Chess, notation: Notation, lang: Language) {
    if text.trim().is_empty() {
        ui.label("");
        return;
    }
    match read_move(pos, text) {
        Ok(m) => ui.label(format!(
            "{} {}",
            Text::Understood.get(lang),
            notation.format(pos, m)
        )),
        Err(e) => ui.colored_label(ui.visuals().warn_fg_color, Refusal::from(e).told(lang)),
    };
}

/// The receipt number of registered mail, checked as it is typed: [`receipt_warning`] says a
/// wrong check digit at once (the card is refused with the same words on Save).
pub(super) fn receipt_field(ui: &mut Ui, lang: Language, value: &mut String) {
    // A hint that cannot be taken for a number typed.
    grid_field(
        ui,
        Text::ReceiptNumber.get(lang),
        value,
        Text::ReceiptHint.get(lang),
    );
}

/// Under the form's fields: what is wrong with the typed receipt number, if anything, naming
/// the field; it wraps to the panel's width.
pub(super) fn receipt_warning(ui: &mut Ui, lang: Language, value: &str) {
    if value.trim().is_empty() {
        return;
    }
    if let Err(e) = crate::domain::receipt::read_receipt(value) {
        warning(ui, Refusal::in_field(Text::ReceiptNumber, e).told(lang));
    }
}

/// A warning in the warning colour, wrapped at the visible edge: a form beside the board may
/// be wider than its panel and scroll sideways, where a label would run out of sight.
pub(crate) fn warning(ui: &mut Ui, text: impl Into<String>) {
    let text = egui::RichText::new(text.into()).color(ui.visuals().warn_fg_color);
    let visible = (ui.clip_rect().right() - ui.cursor().left()).max(120.0);
    ui.allocate_ui(egui::vec2(visible, 0.0), |ui| {
        ui.add(egui::Label::new(text).wrap());
    });
}

/// The example in an empty move field, for the side to move in `pos`: a knight's first move
/// in long algebraic, numeric and short notation.
pub(super) fn move_hint(pos: &shakmaty::Chess) -> &'static str {
    use shakmaty::Position;
    match pos.turn() {
        shakmaty::Color::White => "Кg1-f3, 7163, Nf3",
        shakmaty::Color::Black => "Кg8-f6, 7866, Nf6",
    }
}
