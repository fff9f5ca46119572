//! The Print dialog: the system's printers (the default first), the copies, both sides for an
//! A4 paper, and how the paper will go through the chosen printer (`printer::plan`); Save as
//! PDF instead where a printer will not do.

use egui::{ComboBox, Grid, Ui};

use super::*;
use crate::documents::DocumentKind;
use crate::messages::{Language, Text};
use crate::printer::{Media, Printer, PrinterError, PrinterState, Sides, plan};

/// The Print dialog of one paper.
#[derive(Debug)]
pub struct PrintForm {
    /// The paper.
    pub kind: DocumentKind,
    /// The system's printers, or why there are none to ask.
    printers: Result<Vec<Printer>, PrinterError>,
    /// The one chosen, by its place in the list.
    chosen: usize,
    copies: String,
    two_sided: bool,
    /// Asked to save the paper as PDF rather than print it.
    pub save_instead: bool,
    /// The last refusal.
    pub error: Option<String>,
    /// The paper's pages, seen before it is printed (both sides of a card).
    pub preview: Vec<crate::documents::layout::Page>,
}

impl PrintForm {
    /// The dialog for paper `kind`, over the system's `printers`; `last` the printer used
    /// last, chosen again while it is there.
    pub fn new(
        kind: DocumentKind,
        printers: Result<Vec<Printer>, PrinterError>,
        last: Option<&str>,
    ) -> PrintForm {
        let chosen = match (&printers, last) {
            (Ok(all), Some(last)) => all.iter().position(|p| p.name == last).unwrap_or(0),
            _ => 0,
        };
        PrintForm {
            kind,
            printers,
            chosen,
            copies: "1".to_owned(),
            two_sided: false,
            save_instead: false,
            error: None,
            preview: Vec::new(),
        }
    }

    /// The printer chosen, the copies and both sides, or which field is wrong.
    pub fn order(&self) -> Result<(Option<&str>, u32, bool), FieldError> {
        let copies = number_field(&self.copies, Text::Copies, 0)?;
        let printer = self.chosen().map(|p| p.name.as_str());
        Ok((printer, copies, self.two_sided))
    }

    fn chosen(&self) -> Option<&Printer> {
        self.printers.as_ref().ok()?.get(self.chosen)
    }

    /// Shows the dialog; Save is Print.
    /// The pages side by side, each at most a third of the window's height.
    fn preview_ui(&self, ui: &mut Ui) {
        let pages = self.preview.len().min(4);
        if pages == 0 {
            return;
        }
        let width = ui.max_rect().width().min(460.0);
        let gap = ui.spacing().item_spacing.x;
        let room = egui::vec2(
            (width - gap * (pages - 1) as f32) / pages as f32,
            ui.ctx().content_rect().height() / 3.0,
        );
        ui.horizontal(|ui| {
            for page in self.preview.iter().take(4) {
                crate::ui::widgets::page::page_ui(ui, page, room);
            }
        });
    }

    pub fn show(&mut self, ui: &mut Ui, lang: Language) -> FormAction {
        // As wide as its list of printers: what it says wraps below.
        ui.set_max_width(ui.max_rect().width().min(460.0));
        // The paper's name, as the dialog that saves it is titled.
        ui.heading(self.kind.label().get(lang).trim_end_matches('…'));
        self.preview_ui(ui);
        let none = match &self.printers {
            Ok(all) if !all.is_empty() => None,
            Ok(_) => Some(PrinterError::NoPrinters.said(lang)),
            Err(e) => Some(e.said(lang)),
        };
        if let Some(none) = &none {
            ui.add(egui::Label::new(none.as_str()).wrap());
        } else {
            self.fields(ui, lang);
            for line in how_it_prints(self.kind, self.chosen(), self.two_sided, lang) {
                ui.add(egui::Label::new(line).wrap());
            }
        }
        let mut action = FormAction::Editing;
        refusal(ui, &self.error);
        ui.horizontal(|ui| {
            let print = ui.add_enabled(none.is_none(), egui::Button::new(Text::Print.get(lang)));
            if print.clicked() {
                action = FormAction::Save;
            }
            let pdf = ui.button(Text::SaveAsPdfInstead.get(lang));
            if pdf.clicked() {
                self.save_instead = true;
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
        action
    }

    /// The printer, the copies and, for an A4 paper, both sides.
    fn fields(&mut self, ui: &mut Ui, lang: Language) {
        let Ok(all) = &self.printers else { return };
        Grid::new("print_form").num_columns(2).show(ui, |ui| {
            let l = crate::ui::widgets::fields::form_label(ui, Text::Printer.get(lang));
            let named = |p: &Printer| printer_named(p, lang);
            let shown = all.get(self.chosen).map(named).unwrap_or_default();
            ComboBox::from_id_salt("printer")
                .selected_text(shown)
                .width(280.0)
                .truncate()
                .show_ui(ui, |ui| {
                    for (i, p) in all.iter().enumerate() {
                        ui.selectable_value(&mut self.chosen, i, named(p));
                    }
                })
                .response
                .labelled_by(l.id);
            ui.end_row();
            let l = crate::ui::widgets::fields::form_label(ui, Text::Copies.get(lang));
            let copies = ui.add(egui::TextEdit::singleline(&mut self.copies).desired_width(48.0));
            copies.labelled_by(l.id);
            ui.end_row();
            // A card's sides and the sheet of four's are decided by what they are.
            if !self.kind.is_card() && self.kind != DocumentKind::PostcardsA4 {
                ui.label("");
                ui.checkbox(&mut self.two_sided, Text::BothSides.get(lang));
                ui.end_row();
            }
        });
    }
}

/// A printer in the list: its name, "default", and what stops it.
fn printer_named(p: &Printer, lang: Language) -> String {
    let mut said = p.name.clone();
    if p.default {
        said += &format!(" ({})", crate::tr!(lang, "printer-default"));
    }
    if p.state != PrinterState::Ready {
        said += &format!(" — {}", p.state.told(lang));
    }
    said
}

/// How paper `kind` goes through `printer`: a line for each job, and what the sheet of four
/// needs besides.
pub fn how_it_prints(
    kind: DocumentKind,
    printer: Option<&Printer>,
    two_sided: bool,
    lang: Language,
) -> Vec<String> {
    let offered = printer.map(|p| p.media.as_slice()).unwrap_or_default();
    // An envelope's address side, then a sheet; two pages of any other paper.
    let pages = [kind == DocumentKind::Envelope, false];
    let mut lines: Vec<String> = plan(kind, &pages, offered, two_sided)
        .iter()
        .map(|job| {
            let sides = match job.sides {
                Sides::OneSided => "one",
                Sides::TwoSidedLongEdge => "long",
                Sides::TwoSidedShortEdge => "short",
            };
            let sheet = match (job.media, job.on_a4) {
                (_, true) => "on-a4",
                (Media::A4, false) => "a4",
                (Media::A6, false) => "a6",
                (Media::C6, false) => "c6",
            };
            crate::tr!(lang, "print-how", sides = sides, sheet = sheet)
        })
        .collect();
    if kind == DocumentKind::PostcardsA4 {
        lines.push(Text::FourUpPrinting.get(lang).to_owned());
    }
    lines
}
