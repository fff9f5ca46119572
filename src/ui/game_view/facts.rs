//! The game's facts beside its moves: each side's total, the next control, the tournament, how
//! it is played, the last registered card and the partner's address, each one text wrapped to
//! the panel, its name then its value.

use egui::{RichText, Ui};

use super::GameView;
use crate::domain::reason::Why;
use crate::domain::{GameStatus, Mode, mover};
use crate::messages::{Language, Text};

impl GameView {
    /// The numbers that matter: totals, days left, next control, each with its reasons.
    pub fn facts(&self, ui: &mut Ui, lang: Language) {
        // Each fact one text, its name then its value, wrapped to the panel's width: no column
        // of names squeezes the values into a word a line.
        self.totals_rows(ui, lang);
        if self.records.game.status() == GameStatus::InPlay {
            self.control_row(ui, lang);
        }
        self.tournament_rows(ui, lang);
    }

    /// Each side's total of days, with its oversteps; the reasons of each day on hover.
    fn totals_rows(&self, ui: &mut Ui, lang: Language) {
        let me = self.records.game.my_colour;
        for (label, colour) in [(Text::Me, me), (Text::Him, !me)] {
            let side = self.schedule.side(colour);
            // In words; the last overstep is said with the count it began, earlier ones listed.
            let mut text = side.total_in_words(lang);
            if side.oversteps.len() > 1 {
                let moves: Vec<String> = side
                    .oversteps
                    .iter()
                    .map(|o| o.at_move.to_string())
                    .collect();
                let at = Text::OverstepAt.get(lang);
                text.push_str(&format!("; {at} {}", moves.join(", ")));
            }
            if !side.oversteps.is_empty() {
                text = format!("⚠ {text}");
            }
            let colour_of_text = if side.oversteps.is_empty() {
                ui.visuals().text_color()
            } else {
                ui.visuals().error_fg_color
            };
            let whys: Vec<String> = self
                .schedule
                .plies()
                .filter(|p| mover(p.ply) == colour)
                .flat_map(|p| p.why.iter().map(|w| w.told(lang)))
                .collect();
            fact(
                ui,
                label.get(lang),
                RichText::new(text).color(colour_of_text),
            )
            .on_hover_text(whys.join("\n"));
        }
    }

    /// Whose clock it is, and what is known of it: the move, the control's move, the days left.
    fn control_row(&self, ui: &mut Ui, lang: Language) {
        let whose = match (self.my_move(), self.records.partner.gender) {
            (true, _) => Text::MyMoveShort,
            (false, crate::domain::Gender::Male) => Text::HisMoveShort,
            (false, crate::domain::Gender::Female) => Text::HerMoveShort,
        };
        let left = match self.clock.days_left {
            Some(d) => lang.days_left(d),
            None if self.clock.why.contains(&Why::ReceiptPending) => {
                Text::AwaitingReply.get(lang).to_owned()
            }
            None => "?".to_owned(),
        };
        let whys: Vec<String> = self.clock.why.iter().map(|w| w.told(lang)).collect();
        let whose = whose.get(lang);
        // The first move has a deadline of its own, not a control's (47.4.1, 47.5.1).
        let text = match (self.records.plies.is_empty(), whys.first()) {
            (true, Some(first)) if self.clock.days_left.is_some() => {
                format!("{whose} 1 · {first} · {left}")
            }
            (true, Some(first)) => format!("{whose} 1 · {first}"),
            _ => format!(
                "{whose} {} · {} {} · {left}",
                self.clock.move_number,
                Text::ByMove.get(lang),
                self.clock.control_move
            ),
        };
        fact(ui, Text::NextControl.get(lang), RichText::new(text)).on_hover_text(whys.join("\n"));
    }

    /// The tournament, how it is played, the last registered card and the partner's address.
    fn tournament_rows(&self, ui: &mut Ui, lang: Language) {
        let t = &self.records.tournament;
        fact(ui, Text::Tournament.get(lang), RichText::new(t.title()));
        let mode = match t.mode {
            Mode::Post => Text::ModePost.get(lang),
            Mode::Email => Text::ModeEmail.get(lang),
        };
        fact(ui, Text::Mode.get(lang), RichText::new(mode));
        // The last registered card, its number a link to the post's tracking page.
        let registered = self
            .records
            .plies
            .iter()
            .rev()
            .find_map(|p| match &p.delivery {
                crate::domain::Delivery::Registered { receipt_number } => Some(receipt_number),
                _ => None,
            })
            .and_then(|n| crate::domain::receipt::read_receipt(n).ok());
        if let Some(n) = registered {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(format!("{}:", Text::ReceiptNumber.get(lang))).weak());
                ui.hyperlink_to(n.as_str(), n.tracking_url())
                    .on_hover_text(Text::TrackIt.get(lang));
            });
        }
        if let Some(c) = self.records.partner.current_contact() {
            let address = match t.mode {
                Mode::Email => &c.email,
                Mode::Post => &c.postal_address,
            };
            fact(ui, Text::Address.get(lang), RichText::new(address));
        }
    }
}

/// One fact of the game: its name, weak, then its value, as one text wrapped to the panel.
fn fact(ui: &mut Ui, name: &str, value: RichText) -> egui::Response {
    let mut job = egui::text::LayoutJob::default();
    let style = ui.style().clone();
    let (font, align) = (egui::FontSelection::Default, egui::Align::Min);
    RichText::new(format!("{name}: "))
        .weak()
        .append_to(&mut job, &style, font.clone(), align);
    value.append_to(&mut job, &style, font, align);
    ui.add(egui::Label::new(job).wrap())
}
