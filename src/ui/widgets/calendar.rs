//! The calendar beside a date field: a month of days to click, in the window's language (egui's
//! own date picker speaks English only). The day clicked is written into the field.

use chrono::{Datelike, Duration, NaiveDate};
use egui::{Popup, PopupCloseBehavior, Ui};

use crate::domain::format_date;
use crate::messages::{Language, Text};

/// The calendar's button beside the field `value`, opening on the month of `shown`; `salt`
/// tells apart the calendars of one form.
pub(crate) fn calendar(
    ui: &mut Ui,
    salt: &str,
    value: &mut String,
    shown: NaiveDate,
    lang: Language,
) {
    let button = ui
        .button("▦")
        .on_hover_text(Text::PickFromCalendar.get(lang));
    let month_id = egui::Id::unique(("calendar-month", salt));
    if button.clicked() {
        ui.data_mut(|d| d.insert_temp(month_id, first_of_month(shown)));
    }
    Popup::from_toggle_button_response(&button)
        .close_behavior(PopupCloseBehavior::CloseOnClickOutside)
        .show(|ui| {
            let mut month = ui
                .data(|d| d.get_temp::<NaiveDate>(month_id))
                .unwrap_or_else(|| first_of_month(shown));
            month = month_header(ui, month, lang);
            ui.data_mut(|d| d.insert_temp(month_id, month));
            if let Some(day) = days(ui, month, shown, lang) {
                *value = format_date(day);
                Popup::close_all(ui.ctx());
            }
        });
}

/// The month and its year between the arrows to the month before and after: the month shown.
fn month_header(ui: &mut Ui, month: NaiveDate, lang: Language) -> NaiveDate {
    let names: Vec<&str> = Text::CalendarMonths.get(lang).split_whitespace().collect();
    let name = names
        .get(month.month0() as usize)
        .copied()
        .unwrap_or_default();
    let mut shown = month;
    ui.horizontal(|ui| {
        let before = ui.button("‹").on_hover_text(Text::PreviousMonth.get(lang));
        if before.clicked() {
            shown = first_of_month(month - Duration::days(1));
        }
        ui.label(format!("{name} {}", month.year()));
        let after = ui.button("›").on_hover_text(Text::NextMonth.get(lang));
        if after.clicked() {
            shown = first_of_month(month + Duration::days(31));
        }
    });
    shown
}

/// The days of `month` under the names of the week's days, Monday first, `shown` marked: the
/// day clicked.
fn days(ui: &mut Ui, month: NaiveDate, shown: NaiveDate, lang: Language) -> Option<NaiveDate> {
    let mut clicked = None;
    egui::Grid::new(("calendar-days", month))
        .spacing([2.0, 2.0])
        .show(ui, |ui| {
            for name in Text::CalendarWeekdays.get(lang).split_whitespace() {
                ui.weak(name);
            }
            ui.end_row();
            for _ in 0..month.weekday().num_days_from_monday() {
                ui.label("");
            }
            let mut day = month;
            while day.month() == month.month() {
                let text = format!("{:>2}", day.day());
                if ui.selectable_label(day == shown, text).clicked() {
                    clicked = Some(day);
                }
                if day.weekday() == chrono::Weekday::Sun {
                    ui.end_row();
                }
                day += Duration::days(1);
            }
        });
    clicked
}

/// The first day of the month of `day`.
fn first_of_month(day: NaiveDate) -> NaiveDate {
    day.with_day(1).unwrap_or(day)
}
