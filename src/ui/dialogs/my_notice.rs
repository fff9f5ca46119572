//! What I must tell all my partners and arbiters: my new address from a day on (47.1.2,
//! 48.1.2), or a failure of my equipment (48.1.5). The diary lists the notices due.

use chrono::NaiveDate;
use egui::{Grid, Ui};

use super::*;
use crate::domain::facts::TextField;
use crate::domain::{Profile, format_date};
use crate::messages::{Language, Text};
use crate::ui::widgets::fields::{date_input, limit_note, text_area, text_field};

/// What the form tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MyNoticeStep {
    /// My address changes.
    NewAddress,
    /// My equipment failed.
    Failure,
    /// Access to my e-mail came back (48.1.6).
    AccessRestored,
}

impl MyNoticeStep {
    /// The form's title.
    fn title(self) -> Text {
        match self {
            MyNoticeStep::NewAddress => Text::CmdMyAddress,
            MyNoticeStep::Failure => Text::CmdFailure,
            MyNoticeStep::AccessRestored => Text::CmdAccessRestored,
        }
    }

    /// The name of its date.
    fn day(self) -> Text {
        match self {
            MyNoticeStep::NewAddress => Text::AddressSince,
            MyNoticeStep::Failure => Text::FailureOn,
            MyNoticeStep::AccessRestored => Text::RestoredOn,
        }
    }
}

/// My new address or a failure, dated.
#[derive(Debug, Clone, PartialEq)]
pub struct MyNoticeForm {
    /// What it tells.
    pub step: MyNoticeStep,
    postal_address: String,
    email: String,
    day: String,
    /// With a failure: I lost access to my e-mail (48.1.6).
    pub access_lost: bool,
    /// The last refusal.
    pub error: Option<String>,
}

super::typed_but_error!(MyNoticeForm);

impl MyNoticeForm {
    /// A form for `step`, my current address filled in to be changed.
    pub fn new(step: MyNoticeStep, me: &Profile) -> Self {
        MyNoticeForm {
            step,
            postal_address: me.postal_address.clone(),
            email: me.email.clone(),
            day: String::new(),
            access_lost: false,
            error: None,
        }
    }

    /// Shows the fields and buttons.
    pub fn show(&mut self, ui: &mut Ui, lang: Language, today: NaiveDate) -> FormAction {
        let (title, day) = (self.step.title(), self.step.day());
        ui.heading(title.get(lang).trim_end_matches('…'));
        Grid::new("my_notice_form").num_columns(2).show(ui, |ui| {
            if self.step == MyNoticeStep::NewAddress {
                text_area(ui, Text::PostalAddress.get(lang), &mut self.postal_address);
                limit_note(ui, TextField::Address, &self.postal_address, lang);
                text_field(ui, Text::Email.get(lang), &mut self.email, "");
                limit_note(ui, TextField::Email, &self.email, lang);
            }
            let hint = format_date(today);
            date_input(ui, day.get(lang), &mut self.day, &hint, (today, lang));
            if self.step == MyNoticeStep::Failure {
                ui.label("");
                ui.checkbox(&mut self.access_lost, Text::AccessLost.get(lang));
                ui.end_row();
            }
        });
        buttons(ui, lang, &self.error)
    }

    /// The day typed (today when none), and for a new address the two addresses as typed.
    pub fn parse(&self, today: NaiveDate) -> Result<(NaiveDate, [&str; 2]), FieldError> {
        let day = date_field(&self.day, self.step.day(), today)?.unwrap_or(today);
        Ok((day, [self.postal_address.trim(), self.email.trim()]))
    }
}
