//! A partner: name, address, e-mail, gender (for the papers' wording).

use crate::domain::facts::TextField;
use chrono::NaiveDate;
use egui::{Grid, Ui};

use super::*;
use crate::domain::{Contact, Gender, Partner};
use crate::messages::{Language, Text};
use crate::ui::widgets::fields::{limit_note, text_area, text_field};

/// A new partner with his first address.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PartnerForm {
    name: String,
    gender: Gender,
    postal_address: String,
    email: String,
    /// The last refusal, shown under the fields.
    pub error: Option<String>,
}

super::typed_but_error!(PartnerForm);

impl PartnerForm {
    /// Shows the fields and buttons.
    pub fn show(&mut self, ui: &mut Ui, lang: Language) -> FormAction {
        ui.heading(Text::Partner.get(lang));
        Grid::new("partner_form").num_columns(2).show(ui, |ui| {
            text_field(ui, Text::PartnerName.get(lang), &mut self.name, "");
            limit_note(ui, TextField::Name, &self.name, lang);
            ui.label(Text::SpeakOf.get(lang));
            ui.horizontal(|ui| {
                ui.radio_value(&mut self.gender, Gender::Male, Text::He.get(lang));
                ui.radio_value(&mut self.gender, Gender::Female, Text::She.get(lang));
            });
            ui.end_row();
            text_area(ui, Text::PostalAddress.get(lang), &mut self.postal_address);
            limit_note(ui, TextField::Address, &self.postal_address, lang);
            text_field(ui, Text::Email.get(lang), &mut self.email, "");
            limit_note(ui, TextField::Email, &self.email, lang);
        });
        buttons(ui, lang, &self.error)
    }

    /// The partner as typed, for the diary to check; his address is valid from `today`.
    pub fn parse(&self, today: NaiveDate) -> Partner {
        let (address, email) = (self.postal_address.trim(), self.email.trim());
        let contacts = if address.is_empty() && email.is_empty() {
            Vec::new()
        } else {
            vec![Contact {
                since: today,
                postal_address: address.to_owned(),
                email: email.to_owned(),
            }]
        };
        Partner {
            name: self.name.trim().to_owned(),
            contacts,
            gender: self.gender,
        }
    }
}
