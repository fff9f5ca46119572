//! My profile: name, address, e-mail and signature, printed on every paper.

use crate::domain::facts::TextField;
use egui::{Grid, Ui};

use super::*;
use crate::domain::Profile;
use crate::messages::{Language, Text};
use crate::ui::widgets::fields::{limit_note, text_area, text_field};

/// My profile.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ProfileForm {
    profile: Profile,
    /// The last refusal, shown under the fields.
    pub error: Option<String>,
}

super::typed_but_error!(ProfileForm);

impl ProfileForm {
    /// A form showing the saved profile.
    pub fn new(profile: Profile) -> Self {
        ProfileForm {
            profile,
            error: None,
        }
    }

    /// Shows the fields and buttons.
    pub fn show(&mut self, ui: &mut Ui, lang: Language) -> FormAction {
        ui.heading(Text::CmdProfile.get(lang).trim_end_matches('…'));
        Grid::new("profile_form").num_columns(2).show(ui, |ui| {
            let p = &mut self.profile;
            text_field(ui, Text::FullName.get(lang), &mut p.full_name, "");
            limit_note(ui, TextField::Name, &p.full_name, lang);
            text_area(ui, Text::PostalAddress.get(lang), &mut p.postal_address);
            limit_note(ui, TextField::Address, &p.postal_address, lang);
            text_field(ui, Text::Email.get(lang), &mut p.email, "");
            limit_note(ui, TextField::Email, &p.email, lang);
            text_field(ui, Text::SignatureLine.get(lang), &mut p.signature, "");
            limit_note(ui, TextField::Signature, &p.signature, lang);
        });
        buttons(ui, lang, &self.error)
    }

    /// The profile as typed.
    pub fn parse(&self) -> Profile {
        let p = &self.profile;
        Profile {
            full_name: p.full_name.trim().to_owned(),
            postal_address: p.postal_address.trim().to_owned(),
            email: p.email.trim().to_owned(),
            signature: p.signature.trim().to_owned(),
        }
    }
}
