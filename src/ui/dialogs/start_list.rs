//! A new tournament from the organiser's start list: the e-mail's text pasted (or cells copied
//! from a spreadsheet), or a file opened (.txt, .csv, .xlsx, .xls, .ods); what was read shown as
//! a table to correct — name, he or she, address, e-mail — with each problem by its line; the
//! tournament's code, name and start; which participant I am. Create makes the tournament, its
//! partners and my games in one transaction (`diary::start_list`).

use egui::{Grid, ScrollArea, TextEdit, Ui};

use super::*;
use crate::domain::Gender;
use crate::domain::start_list::{Participant, StartList, read_list};
use crate::messages::{Language, Text, list_problems_told};
use crate::ui::widgets::fields::first_field;

/// The start list being read and corrected.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct StartListForm {
    /// The text pasted.
    text: String,
    /// The text the list was last read from.
    read: String,
    /// The list as read, with the corrections typed.
    pub list: StartList,
    /// The file it was read from, when one was opened.
    pub file: Option<std::path::PathBuf>,
    /// My number in the list.
    pub me: Option<u32>,
    /// My name in my profile, to find me in a list read.
    my_name: String,
    /// The tournament's code, name and start as typed (the heading's, corrected).
    code: String,
    name: String,
    start: String,
    /// Asked to open a file: the window asks for it.
    pub open_file: bool,
    /// The last refusal.
    pub error: Option<String>,
}

super::typed_but_error!(StartListForm);

impl StartListForm {
    /// An empty form; I am found in a list by `my_name`.
    pub fn new(my_name: &str) -> Self {
        StartListForm {
            my_name: my_name.to_owned(),
            ..StartListForm::default()
        }
    }

    /// The form holding the list read from `file`.
    pub fn from_file(my_name: &str, file: &std::path::Path, list: StartList) -> Self {
        let mut form = StartListForm::new(my_name);
        form.file = Some(file.to_path_buf());
        form.take(list);
        form
    }

    /// Takes a list read: its heading into the fields, me found by my name.
    fn take(&mut self, list: StartList) {
        let h = &list.heading;
        self.code = h.code.clone().unwrap_or_default();
        self.name = h.name.clone().unwrap_or_default();
        self.start = h.start.map(format_date).unwrap_or_default();
        self.me = list.number_of(&self.my_name);
        self.list = list;
    }

    /// The list as corrected, with the heading typed, and my number; a start that cannot be
    /// read, or no participant chosen as me, is refused by its field.
    pub fn corrected(&self, today: NaiveDate) -> Result<(StartList, u32), FieldError> {
        let mut list = self.list.clone();
        let some = |s: &str| Some(s.trim().to_owned()).filter(|s| !s.is_empty());
        list.heading.code = some(&self.code);
        list.heading.name = some(&self.name);
        let typed = self.start.trim();
        list.heading.start = parse_date_input(typed, today).map_err(|e| FieldError {
            field: Text::StartDate,
            typed: typed.to_owned(),
            problem: FieldProblem::Date(e),
        })?;
        let me = self.me.ok_or(FieldError {
            field: Text::FromListMe,
            typed: String::new(),
            problem: FieldProblem::NotChosen,
        })?;
        Ok((list, me))
    }

    /// Shows the paste, the table read and the buttons.
    pub fn show(&mut self, ui: &mut Ui, lang: Language) -> FormAction {
        // A width of its own: the help and the table wrap the same way every frame.
        ui.set_width((ui.ctx().content_rect().width() * 0.8).min(780.0));
        let title = ui.heading(Text::FromListTitle.get(lang));
        ui.label(Text::FromListHelp.get(lang));
        ui.horizontal(|ui| {
            if ui.button(Text::FromListOpen.get(lang)).clicked() {
                self.open_file = true;
            }
            if let Some(file) = &self.file {
                ui.label(egui::RichText::new(file.display().to_string()).weak());
            }
        });
        // However long the paste, it keeps to four lines' height and scrolls.
        let paste = ScrollArea::vertical()
            .id_salt("list_paste")
            .min_scrolled_height(80.0)
            .max_height(80.0)
            .show(ui, |ui| {
                let field = TextEdit::multiline(&mut self.text)
                    .hint_text(Text::FromListPaste.get(lang))
                    .desired_rows(4)
                    .desired_width(f32::INFINITY);
                ui.add(field)
            })
            .inner;
        first_field(ui, &paste.labelled_by(title.id));
        if self.text != self.read {
            self.read = self.text.clone();
            self.file = None;
            self.take(read_list(&self.text));
        }
        let has_list = !self.list.participants.is_empty();
        if has_list {
            self.heading_fields(ui, lang);
            self.participants(ui, lang);
        }
        let given = has_list || self.file.is_some() || !self.text.trim().is_empty();
        if !self.list.problems.is_empty() && given {
            let told = list_problems_told(&self.list.problems, lang);
            let said = egui::RichText::new(told).color(ui.visuals().warn_fg_color);
            ScrollArea::vertical()
                .id_salt("list_problems")
                .max_height(72.0)
                .show(ui, |ui| ui.add(egui::Label::new(said).wrap()));
        }
        labelled_buttons(ui, lang, &self.error, Text::FromListCreate)
    }

    /// The tournament's code, name and start, and which participant I am.
    fn heading_fields(&mut self, ui: &mut Ui, lang: Language) {
        Grid::new("list_heading").num_columns(4).show(ui, |ui| {
            let field = |ui: &mut Ui, label: Text, value: &mut String, width: f32| {
                let label = ui.label(label.get(lang));
                // Its own width: a grid's first frames would give it the column's least.
                let edit = ui.add_sized([width, 20.0], TextEdit::singleline(value));
                edit.labelled_by(label.id);
            };
            field(ui, Text::TournamentCode, &mut self.code, 120.0);
            field(ui, Text::TournamentName, &mut self.name, 240.0);
            ui.end_row();
            field(ui, Text::StartDate, &mut self.start, 120.0);
            let label = ui.label(Text::FromListMe.get(lang));
            let me = |n: u32| {
                let p = self.list.participants.iter().find(|p| p.number == n);
                p.map(|p| format!("{}. {}", p.number, p.name))
                    .unwrap_or_default()
            };
            let chosen = self
                .me
                .map_or_else(|| Text::FromListChooseMe.get(lang).to_owned(), me);
            let combo = egui::ComboBox::from_id_salt("list_me")
                .selected_text(chosen)
                .width(240.0)
                .show_ui(ui, |ui| {
                    for p in &self.list.participants {
                        let label = format!("{}. {}", p.number, p.name);
                        ui.selectable_value(&mut self.me, Some(p.number), label);
                    }
                });
            combo.response.labelled_by(label.id);
            ui.end_row();
        });
        let h = &self.list.heading;
        let mut said = vec![format!(
            "{}: {}",
            Text::FromListControl.get(lang),
            h.control.map_or_else(
                || Text::FromListNoControl.get(lang).to_owned(),
                |c| crate::tr!(lang, "list-control", moves = c.moves, days = c.days)
            )
        )];
        if h.double_round {
            said.push(Text::FromListDouble.get(lang).to_owned());
        }
        ui.label(egui::RichText::new(said.join(" · ")).weak());
    }

    /// My colour against each participant, by number (two in a double round), and how many
    /// games and Whites that makes; or why there are none yet.
    fn my_colours(&self, lang: Language) -> Result<(Vec<(u32, String)>, String), String> {
        let me = self
            .me
            .ok_or_else(|| Text::FromListChooseMe.get(lang).to_owned())?;
        let against = self.list.my_colours(me).map_err(|e| e.told(lang))?;
        let games = against.iter().map(|(_, c)| c.len()).sum::<usize>();
        let white = against.iter().flat_map(|(_, c)| c).filter(|c| c.is_white());
        let said = crate::tr!(
            lang,
            "from-list-games",
            games = games,
            white = white.count()
        );
        let name = |c: &shakmaty::Color| {
            if c.is_white() {
                Text::White
            } else {
                Text::Black
            }
        };
        let told = against.into_iter().map(|(n, colours)| {
            let colours: Vec<&str> = colours.iter().map(|c| name(c).get(lang)).collect();
            (n, colours.join(", "))
        });
        Ok((told.collect(), said))
    }

    /// The participants as read, each field editable; a change is checked again at once.
    fn participants(&mut self, ui: &mut Ui, lang: Language) {
        let colours = match self.my_colours(lang) {
            Ok((colours, said)) => {
                ui.label(said);
                Ok(colours)
            }
            Err(why) => {
                ui.colored_label(ui.visuals().warn_fg_color, &why);
                Err(why)
            }
        };
        let mut changed = false;
        // Its height from the first frame: in a dialog sized to its content a scroll area
        // would grow a little each frame, and the buttons below it with it.
        let height = ui.ctx().content_rect().height() * 0.35;
        ScrollArea::vertical()
            .id_salt("list_participants")
            .min_scrolled_height(height)
            .max_height(height)
            .show(ui, |ui| {
                Grid::new("list_table")
                    .num_columns(6)
                    .striped(true)
                    .show(ui, |ui| {
                        let heads = [
                            Text::FromListNumber,
                            Text::PartnerName,
                            Text::MyColour,
                            Text::FromListGender,
                            Text::PostalAddress,
                            Text::Email,
                        ]
                        .map(|t| ui.strong(t.get(lang)).id);
                        ui.end_row();
                        for p in &mut self.list.participants {
                            let colour = match (&colours, self.me == Some(p.number)) {
                                (_, true) => Text::FromListYou.get(lang).to_owned(),
                                (Ok(c), false) => c
                                    .iter()
                                    .find(|(n, _)| *n == p.number)
                                    .map(|(_, c)| c.clone())
                                    .unwrap_or_default(),
                                (Err(_), false) => String::new(),
                            };
                            changed |= participant_row(ui, p, &colour, &heads, lang);
                            ui.end_row();
                        }
                    });
            });
        if changed {
            self.list.recheck();
        }
    }
}

/// A participant's row of the table, each field labelled by its column's head: whether a field
/// changed.
fn participant_row(
    ui: &mut Ui,
    p: &mut Participant,
    colour: &str,
    heads: &[egui::Id; 6],
    lang: Language,
) -> bool {
    // Fields of their own widths: a grid's first frames would give them the column's least.
    // The address takes Enter as a new line; it is as high as its lines.
    let field = |ui: &mut Ui, value: &mut String, width: f32, head: usize| {
        let lines = value.lines().count().max(1) as f32;
        let edit = match head == 4 {
            true => TextEdit::multiline(value),
            false => TextEdit::singleline(value),
        };
        let size = [
            width,
            4.0 + lines * ui.text_style_height(&egui::TextStyle::Body),
        ];
        ui.add_sized(size, edit).labelled_by(heads[head]).changed()
    };
    ui.label(p.number.to_string());
    let mut changed = field(ui, &mut p.name, 180.0, 1);
    ui.label(colour);
    let (he, she) = (Text::He.get(lang), Text::She.get(lang));
    let gender = if p.gender == Gender::Female { she } else { he };
    if ui.button(gender).clicked() {
        p.gender = match p.gender {
            Gender::Female => Gender::Male,
            Gender::Male => Gender::Female,
        };
    }
    changed |= field(ui, &mut p.postal, 220.0, 4);
    changed |= field(ui, &mut p.email, 150.0, 5);
    changed
}
