//! The partner's new address: where his cards go from a day on (his earlier addresses are kept).

use chrono::NaiveDate;
use egui::{Grid, Ui};

use super::*;
use crate::documents::DocumentKind;
use crate::domain::{Contact, Partner, PartnerId, format_date};
use crate::messages::{Language, Text};
use crate::ui::widgets::fields::{date_input, text_area, text_field};

/// The partner's address as of a day.
#[derive(Debug, Clone)]
pub struct AddressForm {
    /// Whose address.
    pub partner: PartnerId,
    /// Him as the diary has him, with his addresses so far.
    person: Partner,
    postal_address: String,
    email: String,
    since: String,
    /// The paper to print once the address is saved, when it was asked for one.
    pub then_print: Option<DocumentKind>,
    /// The last refusal, or why the form was opened, shown under the fields.
    pub error: Option<String>,
}

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
            text_field(ui, Text::Email.get(lang), &mut self.email, "");
            date_input(ui, Text::AddressSince.get(lang), &mut self.since, "", today);
        });
        buttons(ui, lang, &self.error)
    }

    /// The address as typed.
    pub fn parse(&self, lang: Language, today: NaiveDate) -> Result<Contact, String> {
        let postal_address = self.postal_address.trim();
        if postal_address.is_empty() && self.email.trim().is_empty() {
            return Err(Text::NeedAddress.get(lang).to_owned());
        }
        let since = date_field(&self.since, Text::AddressSince, lang, today)?.unwrap_or(today);
        self.person
            .moved(since, Some(postal_address), Some(&self.email))
            .map_err(|current| {
                format!("{} {}", Text::AddressBefore.get(lang), format_date(current))
            })
    }
}
