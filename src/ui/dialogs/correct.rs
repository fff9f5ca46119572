//! Correct a move's dates (47.2.2) after it was recorded.

use chrono::NaiveDate;
use egui::{Grid, Ui};

use super::*;
use crate::domain::{PlyRecord, SendEvidence, Side, format_date};
use crate::messages::{Language, Text};
use crate::ui::widgets::fields::date_input;

/// The dates of a recorded move, corrected with a reason: the old values are kept by the diary
/// as a correction (47.3.10 keeps the move itself).
#[derive(Debug, Clone, PartialEq)]
pub struct CorrectForm {
    /// The ply corrected (0 = White's first move).
    pub ply: u32,
    /// The move, as the heading shows it.
    pub title: String,
    /// Whose move it is, which names its dates.
    mover: Side,
    /// The move as the form read it: the diary changes it only if it is still so.
    pub was: PlyRecord,
    written: String,
    postmarks: String,
    arrived: String,
    reason: String,
    /// The last refusal.
    pub error: Option<String>,
}

super::typed_but_error!(CorrectForm);

impl CorrectForm {
    /// A form holding the dates `p`, made by `mover`, has now.
    pub fn new(ply: u32, title: String, mover: Side, p: &PlyRecord) -> Self {
        let text = |d: Option<NaiveDate>| d.map(format_date).unwrap_or_default();
        CorrectForm {
            ply,
            title,
            mover,
            written: text(p.sent.written),
            postmarks: p
                .sent
                .postmarks
                .iter()
                .map(|d| format_date(*d))
                .collect::<Vec<_>>()
                .join(", "),
            arrived: text(p.arrived),
            reason: String::new(),
            error: None,
            was: p.clone(),
        }
    }

    /// The form's fields, as the panel scrolls them: the move's dates and the reason.
    pub fn fields(&mut self, ui: &mut Ui, lang: Language, today: NaiveDate) {
        ui.heading(format!(
            "{} {}",
            Text::CorrectDatesTitle.get(lang),
            self.title
        ));
        let hint = Text::DateHint.get(lang);
        Grid::new("correct_form").num_columns(2).show(ui, |ui| {
            let (written, arrived) = correct_labels(self.mover);
            date_input(
                ui,
                written.get(lang),
                &mut self.written,
                hint,
                (today, lang),
            );
            grid_field(ui, Text::Postmarks.get(lang), &mut self.postmarks, hint);
            date_input(
                ui,
                arrived.get(lang),
                &mut self.arrived,
                hint,
                (today, lang),
            );
            grid_field(ui, Text::Reason.get(lang), &mut self.reason, "");
        });
    }

    /// The form's foot, always in sight below its fields: the refusal and the buttons.
    pub fn foot(&mut self, ui: &mut Ui, lang: Language) -> FormAction {
        labelled_buttons(ui, lang, &self.error, Text::SaveCorrection)
    }

    /// The move's dates as corrected and the reason, for the diary to check against the game
    /// (`was`, the ply as the form read it), or what to correct in the form.
    pub fn dates(
        &self,
        today: NaiveDate,
    ) -> Result<((SendEvidence, Option<NaiveDate>), String), FieldError> {
        let mut postmarks = Vec::new();
        for part in self
            .postmarks
            .split([',', ';', ' '])
            .filter(|p| !p.is_empty())
        {
            postmarks.extend(date_field(part, Text::Postmarks, today)?);
        }
        let (written, arrived) = correct_labels(self.mover);
        let written = date_field(&self.written, written, today)?;
        // A registered move's receipt date moves with the date it was sent on.
        let receipt = match self.was.sent.receipt {
            Some(r) if Some(r) == self.was.sent.written => written,
            other => other,
        };
        let sent = SendEvidence {
            written,
            postmarks,
            receipt,
        };
        let arrived = date_field(&self.arrived, arrived, today)?;
        Ok(((sent, arrived), self.reason.trim().to_owned()))
    }
}

/// The names of a move's two dates: when it was sent, and when the other side received it.
pub fn correct_labels(mover: Side) -> (Text, Text) {
    match mover {
        Side::Mine => (Text::SendDate, Text::HisReceiptOfMine),
        Side::His => (Text::WrittenDate, Text::ReceivedOn),
    }
}
