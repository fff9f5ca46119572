//! The partner's new address: where his cards go from a day on (his earlier addresses are kept).

use crate::domain::facts::TextField;
use chrono::NaiveDate;
use egui::{Grid, Ui};

use super::*;
use crate::documents::DocumentKind;
use crate::domain::{Partner, PartnerId, format_date};
use crate::messages::{Language, Text};
use crate::ui::widgets::fields::{date_input, limit_note, text_area, text_field};

/// The partner's address as of a day.
#[derive(Debug, Clone, PartialEq)]
pub struct AddressForm {
    /// Whose address.
    pub partner: PartnerId,
    /// Him as the diary has him, with his addresses so far.
    person: Partner,
    /// His postal address as typed.
    pub postal_address: String,
    /// His e-mail as typed.
    pub email: String,
    since: String,
    /// The paper to print once the address is saved, when it was asked for one.
    pub then_print: Option<DocumentKind>,
    /// The last refusal, or why the form was opened, shown under the fields.
    pub error: Option<String>,
}

super::typed_but_error!(AddressForm);

impl AddressForm {
    /// A form for his new address, his current one filled in, valid from `today`.
    pub fn new(partner: PartnerId, person: &Partner, today: NaiveDate) -> Self {
        let current = person.current_contact();
        AddressForm {
            partner,
            person: person.clone(),
            postal_address: current
                .map(|c| c.postal_address.clone())
                .unwrap_or_default(),
            email: current.map(|c| c.email.clone()).unwrap_or_default(),
            since: format_date(today),
            then_print: None,
            error: None,
        }
    }

    /// Shows the fields and buttons.
    pub fn show(&mut self, ui: &mut Ui, lang: Language, today: NaiveDate) -> FormAction {
        ui.heading(format!(
            "{}: {}",
            Text::PartnerAddress.get(lang),
            self.person.name
        ));
        Grid::new("address_form").num_columns(2).show(ui, |ui| {
            text_area(ui, Text::PostalAddress.get(lang), &mut self.postal_address);
            limit_note(ui, TextField::Address, &self.postal_address, lang);
            text_field(ui, Text::Email.get(lang), &mut self.email, "");
            limit_note(ui, TextField::Email, &self.email, lang);
            date_input(
                ui,
                Text::AddressSince.get(lang),
                &mut self.since,
                "",
                (today, lang),
            );
        });
        buttons(ui, lang, &self.error)
    }

    /// The day the address as typed holds from: the one typed, or `today`.
    pub fn since(&self, today: NaiveDate) -> Result<NaiveDate, FieldError> {
        Ok(date_field(&self.since, Text::AddressSince, today)?.unwrap_or(today))
    }
}
