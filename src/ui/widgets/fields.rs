//! The labelled fields every form uses: a line of text, a few lines, a date typed or picked.
//! The label names the field for screen readers and tests.

use chrono::NaiveDate;
use egui::{RichText, TextEdit, Ui};

use crate::domain::parse_date_input;

/// A labelled one-line text field; the label names the field for screen readers and tests.
pub(crate) fn text_field(ui: &mut Ui, label: &str, value: &mut String, hint: &str) {
    let label = form_label(ui, label);
    let field = ui
        .add(
            TextEdit::singleline(value)
                .hint_text(hint)
                .desired_width(280.0),
        )
        .labelled_by(label.id);
    one_line_field(ui, &field);
    ui.end_row();
}

/// A field's label in a form's first column: wrapped to at most two fifths of the room left
/// to the panel's edge, so that a long label ("His stated total on the card") leaves its field
/// and the calendar beside it in sight in a narrow side panel.
pub(crate) fn form_label(ui: &mut Ui, text: &str) -> egui::Response {
    let room = ui.clip_rect().right() - ui.cursor().min.x;
    let width = (room * 0.4).max(90.0);
    // Laid out here, the label has its wrapped size and the grid's row takes all of it.
    let wrap = Some(egui::TextWrapMode::Wrap);
    let galley = egui::WidgetText::from(text).into_galley(ui, wrap, width, egui::TextStyle::Body);
    ui.add(egui::Label::new(galley))
}

/// The mark a form just opened leaves for its first field to take the focus.
pub(crate) const FORM_OPENS: &str = "form-opens";

/// The mark a one-line field of a form leaves when Enter lets go of it: the form's work is
/// asked for (its buttons read the mark).
pub(crate) const ENTER_IN_FIELD: &str = "enter-in-field";

/// What every field of a form does: the first of a form just opened takes the keyboard.
pub(crate) fn first_field(ui: &Ui, field: &egui::Response) {
    if ui.data_mut(|d| d.remove_temp::<bool>(egui::Id::unique(FORM_OPENS))) == Some(true) {
        field.request_focus();
    }
}

/// What a one-line field of a form does besides: the first takes the keyboard, and Enter in
/// it asks for the form's work.
pub(crate) fn one_line_field(ui: &Ui, field: &egui::Response) {
    first_field(ui, field);
    if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
        ui.data_mut(|d| d.insert_temp(egui::Id::unique(ENTER_IN_FIELD), true));
    }
}

/// A labelled date field: typed the Russian way (`12.05` is this year), or picked from the
/// calendar beside it (in `lang`), which writes the date into the field.
pub(crate) fn date_input(
    ui: &mut Ui,
    label: &'static str,
    value: &mut String,
    hint: &str,
    (today, lang): (NaiveDate, crate::messages::Language),
) -> egui::Response {
    let l = form_label(ui, label);
    let field = ui.horizontal(|ui| {
        let field = ui
            .add(
                // "29.11.2026" fits; the calendar beside it stays inside a side panel.
                TextEdit::singleline(value)
                    .hint_text(hint)
                    .desired_width(96.0),
            )
            .labelled_by(l.id);
        one_line_field(ui, &field);
        let shown = parse_date_input(value, today)
            .ok()
            .flatten()
            .unwrap_or(today);
        super::calendar::calendar(ui, label, value, shown, lang);
        field
    });
    ui.end_row();
    field.inner
}

/// A labelled multi-line text field.
pub(crate) fn text_area(ui: &mut Ui, label: &str, value: &mut String) {
    let label = form_label(ui, label);
    let field = ui
        .add(
            TextEdit::multiline(value)
                .desired_rows(3)
                .desired_width(280.0),
        )
        .labelled_by(label.id);
    first_field(ui, &field);
    ui.end_row();
}

/// Under a field with a limit (the rules' limits, `domain::facts`), as it is typed: what is used
/// of it once it nears the limit, and past it the refusal Save would give, in the warning
/// colour: every field over its limit says so at once, before Save.
pub(crate) fn limit_note(
    ui: &mut Ui,
    field: crate::domain::facts::TextField,
    value: &str,
    lang: crate::messages::Language,
) {
    let used = value.chars().count();
    let said = match crate::domain::facts::text(field, value) {
        Err(refused) => RichText::new(refused.told(lang)).color(ui.visuals().error_fg_color),
        Ok(()) if used * 5 >= field.limit() * 4 => {
            RichText::new(format!("{used} / {}", field.limit())).weak()
        }
        Ok(()) => return,
    };
    ui.label("");
    ui.add(egui::Label::new(said).wrap());
    ui.end_row();
}
