//! The dialogs over the main view, as one feature: the dialog open, what its form held as it
//! opened (for Esc), the files it asks for. A dialog's Save is carried out by the window
//! (`commands.rs`), whose outcome comes back here: closed, or kept open with the refusal.

use egui::{RichText, Ui};

use super::desk::{Desk, Request};
use crate::documents::DocumentKind;
use crate::domain::{PartnerId, TournamentId};
use crate::messages::{Language, Text};
use crate::ui::card_scans::CardChoice;
use crate::ui::dialogs::{
    AddressForm, AdjudicationForm, ArbiterForm, AtOpen, BackupsForm, Choices, FileTask, FormAction,
    GameChoice, GameForm, MessageForm, MyNoticeForm, PartnerForm, PathForm, PrintForm, ProfileForm,
    ReconciliationView, StartListForm, TournamentForm, TypedForm, discard_question, report_ui,
};
use crate::ui::refusal::Refusal;

/// The dialog open over the main view.
pub(crate) enum Dialog {
    Profile(ProfileForm),
    Tournament(Box<TournamentForm>),
    /// A new tournament from the organiser's start list.
    StartList(Box<StartListForm>),
    Partner(PartnerForm),
    Game(GameForm),
    Path(PathForm),
    Report(String),
    Email {
        text: String,
        mailto: String,
    },
    Adjudication(AdjudicationForm),
    Address(AddressForm),
    /// What passed with the arbiter, and what happened now.
    Arbiter(ArbiterForm),
    /// My new address or a failure, which all my partners and arbiters are to be told.
    MyNotice(MyNoticeForm),
    Backups(BackupsForm),
    /// The partner's schedule beside mine: each differing cell and what decides it.
    Reconciliation(ReconciliationView),
    /// Files dropped on a game with several cards: which card they show.
    ChooseCard(CardChoice),
    /// The partner's e-mail message, pasted to be read.
    Message(MessageForm),
    /// His message fits several games: which one.
    ChooseGame(GameChoice),
    /// A paper to print: the printer, the copies, how it will print.
    Print(PrintForm),
    /// Asks before doing something that is not a form's Save; the text says what.
    Confirm {
        /// The question.
        text: String,
        /// The button that does it.
        yes: Text,
        /// What it does.
        then: Confirmed,
    },
    Help,
}

/// What a confirmed question does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Confirmed {
    /// Take back his move as I typed it (47.3.10 binds the sender), the last of the plies
    /// the game had when asked.
    TakeBackHisMove(u32),
    /// Record the repeat of my last move as sent today, then save its postcard (47.5.1).
    RepeatNow,
    /// Replace the damaged diary with its newest sound backup.
    RestoreDamaged,
    /// Remove a scan kept on a card by mistake.
    RemoveScan(crate::domain::scans::ScanId),
    /// Close this window, whose diary another window has.
    Quit,
    /// Save the claim though the tournament's arbiter is blank on it.
    PrintAnyway(DocumentKind),
    /// Print the day's sheet though a card on it was printed already.
    PrintTodayAgain,
}

/// How the user picks files.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileDialogs {
    /// The system's dialog (Windows', macOS', or the xdg portal or zenity, through rfd).
    Native,
    /// A path typed into a field, where no dialog service exists.
    PathField,
}

impl FileDialogs {
    /// Native on Windows and macOS, which always have their own; on Linux where a desktop
    /// session or zenity can show them; else a path field.
    pub fn detect() -> FileDialogs {
        if cfg!(any(windows, target_os = "macos")) {
            return FileDialogs::Native;
        }
        let session = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|v| !v.is_empty());
        let zenity = std::env::var_os("PATH")
            .is_some_and(|paths| std::env::split_paths(&paths).any(|p| p.join("zenity").is_file()));
        if session || zenity {
            FileDialogs::Native
        } else {
            FileDialogs::PathField
        }
    }
}

/// The dialogs feature: the one open, and what its form held as it opened.
#[derive(Default)]
pub(crate) struct Dialogs {
    dialog: Option<Dialog>,
    /// What the open dialog held when it opened, to tell whether Esc loses anything.
    typed: Option<AtOpen>,
    /// Whether "Discard your changes?" is asked over the dialog.
    asking_discard: bool,
    /// The tournament and the partner added last, which a new game chooses.
    pub(crate) just_added: (Option<TournamentId>, Option<PartnerId>),
}

impl Dialogs {
    /// Whether the new game's form is open.
    pub(crate) fn game_form_open(&self) -> bool {
        matches!(self.dialog, Some(Dialog::Game(_)))
    }

    /// The new game's form, when it is open, chooses among `choices`, the names the diary has
    /// now. Names read again are not something typed: a form untouched until then stays so,
    /// though a name chosen for the user is gone from it.
    pub(crate) fn game_chooses_from(&mut self, choices: Choices) {
        let Some(Dialog::Game(form)) = &mut self.dialog else {
            return;
        };
        let untouched = self
            .typed
            .as_ref()
            .is_some_and(|at| !form.changed_since(at));
        form.choose_from(choices);
        if untouched {
            self.typed = Some(form.at_open());
        }
    }

    /// Opens `dialog` over the window; Esc compares it with what it holds now.
    pub(crate) fn open(&mut self, dialog: Dialog) {
        self.dialog = Some(dialog);
        self.typed = None;
        self.asking_discard = false;
    }

    /// Whether a dialog is open.
    pub(crate) fn is_open(&self) -> bool {
        self.dialog.is_some()
    }

    /// Whether a dialog stands over the window: the rules window stands beside it.
    pub(crate) fn is_modal(&self) -> bool {
        self.dialog
            .as_ref()
            .is_some_and(|d| !matches!(d, Dialog::Help))
    }

    /// The rules (F1), read beside the game: a window that can be moved and resized, below
    /// the menu bar and over the board rather than the list. Whether it stays open.
    fn rules_window(ui: &mut Ui, lang: Language) -> bool {
        let screen = ui.ctx().content_rect();
        let width = (screen.width() * 0.7).clamp(360.0, 760.0);
        let below_menus =
            egui::Rect::from_min_max(egui::pos2(screen.left(), screen.top() + 28.0), screen.max);
        let mut open = true;
        let action = egui::Window::new(Text::CmdHelp.get(lang))
            .open(&mut open)
            .resizable(true)
            .collapsible(false)
            .default_width(width)
            .default_pos(egui::pos2(
                screen.right() - width - 16.0,
                screen.top() + 36.0,
            ))
            .constrain_to(below_menus)
            .show(ui.ctx(), |ui| crate::ui::dialogs::help_ui(ui, lang))
            .and_then(|r| r.inner);
        open && action != Some(FormAction::Cancel)
    }

    /// Shows the open dialog; its Save is asked of the window, Esc over typed text asks
    /// first, Cancel closes it.
    pub(crate) fn ui(&mut self, ui: &mut Ui, desk: &mut Desk) {
        let lang = desk.lang();
        let Some(mut dialog) = self.dialog.take() else {
            self.typed = None;
            self.asking_discard = false;
            return;
        };
        if let Dialog::Help = dialog {
            if Self::rules_window(ui, lang) {
                self.dialog = Some(dialog);
            }
            return;
        }
        // A form opens with its first field ready to type in, unless it focuses one itself;
        // what it holds then is taken once, for Esc to compare with.
        let form_opens = self.typed.is_none() && typed_form(&dialog).is_some();
        if form_opens {
            self.typed = typed_form(&dialog).map(TypedForm::at_open);
        }
        let (action, answer) = self.modal(ui, &mut dialog, desk, form_opens);
        if let Dialog::StartList(f) = &mut dialog
            && std::mem::take(&mut f.open_file)
        {
            desk.ask(Request::ChooseFile(FileTask::OpenStartList));
        }
        if let Dialog::Tournament(f) = &dialog
            && f.from_list
        {
            self.typed = None;
            return desk.ask(Request::Command(crate::ui::Command::TournamentFromList));
        }
        let action = match answer {
            Some(true) => FormAction::Cancel,
            Some(false) => {
                self.asking_discard = false;
                action
            }
            None => action,
        };
        match action {
            FormAction::Editing => self.dialog = Some(dialog),
            // Esc closes a form as it was opened; over typed text it asks first.
            FormAction::Escape if changed(&dialog, self.typed.as_ref()) => {
                self.asking_discard = true;
                self.dialog = Some(dialog);
            }
            FormAction::Cancel | FormAction::Escape => {
                self.typed = None;
                self.asking_discard = false;
                desk.ask(Request::Declined);
            }
            // What it held at its opening is kept, for Esc after a refusal.
            FormAction::Save => desk.ask(Request::SaveDialog(Box::new(dialog))),
        }
    }

    /// The dialog in its modal window, with the question over it when asked: what the user
    /// did, and his answer to the question.
    fn modal(
        &self,
        ui: &mut Ui,
        dialog: &mut Dialog,
        desk: &Desk,
        form_opens: bool,
    ) -> (FormAction, Option<bool>) {
        let (lang, today) = (desk.lang(), desk.today());
        let asking = self.asking_discard;
        // The dialog stands over the window, below its own drop-downs and date pickers: those
        // open above it however the dialog was clicked before.
        let id = egui::Id::unique("dialog");
        let area = egui::Modal::default_area(id).order(egui::Order::Middle);
        let opens = egui::Id::unique(crate::ui::widgets::fields::FORM_OPENS);
        if form_opens {
            ui.data_mut(|d| d.insert_temp(opens, true));
        }
        let shown = egui::Modal::new(id)
            .area(area)
            .show(ui.ctx(), |ui| {
                // However long a name or a path, a dialog stays within the window.
                ui.set_max_width((ui.ctx().content_rect().width() * 0.8).max(320.0));
                let action = dialog_ui(ui, dialog, (lang, today));
                let answer = if asking {
                    discard_question(ui, lang)
                } else {
                    None
                };
                (action, answer)
            })
            .inner;
        // A form without a text field leaves the mark: it is no one's.
        ui.data_mut(|d| d.remove::<bool>(opens));
        shown
    }

    /// What came of saving `dialog`: it closes, saying it was saved unless it says what it
    /// did itself; or it stays open with the refusal (a question closes and says why).
    pub(crate) fn saved(&mut self, mut dialog: Dialog, done: Result<(), Refusal>, desk: &mut Desk) {
        let lang = desk.lang();
        let e = match done {
            Ok(()) => {
                // A dialog the save opened has its own start.
                if self.dialog.is_none() {
                    self.typed = None;
                    self.asking_discard = false;
                }
                desk.changed();
                if says_saved(&dialog) {
                    desk.inform(Text::Saved.get(lang));
                }
                return;
            }
            Err(e) => e,
        };
        if matches!(dialog, Dialog::Confirm { .. }) {
            return desk.fail(e);
        }
        let message = e.told(lang);
        match &mut dialog {
            Dialog::Profile(f) => f.error = Some(message),
            Dialog::Tournament(f) => f.error = Some(message),
            Dialog::StartList(f) => f.error = Some(message),
            Dialog::Partner(f) => f.error = Some(message),
            Dialog::Game(f) => f.error = Some(message),
            Dialog::Path(f) => f.error = Some(message),
            Dialog::Adjudication(f) => f.error = Some(message),
            Dialog::Address(f) => f.error = Some(message),
            Dialog::Arbiter(f) => f.error = Some(message),
            Dialog::MyNotice(f) => f.error = Some(message),
            Dialog::Backups(f) => f.error = Some(message),
            Dialog::Print(f) => f.error = Some(message),
            Dialog::Message(f) => f.error = Some(message),
            Dialog::Report(_)
            | Dialog::Email { .. }
            | Dialog::Confirm { .. }
            | Dialog::Reconciliation(_)
            | Dialog::ChooseCard(_)
            | Dialog::ChooseGame(_)
            | Dialog::Help => {}
        }
        if self.dialog.is_none() {
            self.dialog = Some(dialog);
        }
    }

    /// Asks for a file for `task`, offered as `named` when it is to be written: the system
    /// dialog, or a path field where there is none.
    pub(crate) fn choose_file(&mut self, task: FileTask, named: Option<String>, desk: &mut Desk) {
        if desk.settings.file_dialogs == FileDialogs::PathField {
            let last = desk.settings.last_folder.clone();
            let form = PathForm::new(task, documents_folder(), (last.as_deref(), named));
            return self.open(Dialog::Path(form));
        }
        if let Some(path) = native_file(task, named) {
            desk.ask(Request::File(task, path));
        }
    }
}

/// Whether the status bar is to say "Saved" after `dialog`: not after those that do more than
/// save, which say what happened themselves.
fn says_saved(dialog: &Dialog) -> bool {
    !matches!(
        dialog,
        Dialog::Path(_)
            | Dialog::Reconciliation(_)
            | Dialog::ChooseCard(_)
            | Dialog::Message(_)
            | Dialog::ChooseGame(_)
            | Dialog::Adjudication(_)
            | Dialog::Arbiter(_)
            | Dialog::MyNotice(_)
            | Dialog::Confirm { .. }
            | Dialog::Backups(_)
            | Dialog::Print(_)
            | Dialog::StartList(_)
    )
}

/// Each dialog as it shows itself.
fn dialog_ui(
    ui: &mut Ui,
    dialog: &mut Dialog,
    (lang, today): (Language, chrono::NaiveDate),
) -> FormAction {
    match dialog {
        Dialog::Profile(f) => f.show(ui, lang),
        Dialog::Tournament(f) => f.show(ui, lang, today),
        Dialog::StartList(f) => f.show(ui, lang),
        Dialog::Partner(f) => f.show(ui, lang),
        Dialog::Game(f) => f.show(ui, lang, today),
        Dialog::Path(f) => f.show(ui, lang),
        Dialog::Report(text) => report_ui(ui, text),
        Dialog::Email { text, mailto } => email_ui(ui, lang, text, mailto),
        Dialog::Adjudication(f) => f.show(ui, lang),
        Dialog::Address(f) => f.show(ui, lang, today),
        Dialog::Arbiter(f) => f.show(ui, lang, today),
        Dialog::MyNotice(f) => f.show(ui, lang, today),
        Dialog::Backups(f) => f.show(ui, lang),
        Dialog::Reconciliation(v) => v.show(ui, lang),
        Dialog::ChooseCard(c) => c.show(ui, lang),
        Dialog::Message(f) => f.show(ui, lang),
        Dialog::ChooseGame(c) => c.show(ui, lang),
        Dialog::Print(f) => f.show(ui, lang),
        Dialog::Confirm { text, yes, .. } => confirm_ui(ui, lang, text, *yes),
        Dialog::Help => crate::ui::dialogs::help_ui(ui, lang),
    }
}

/// The file the system's dialog gives for `task` (one to write offered as `named`), if one was
/// chosen.
fn native_file(task: FileTask, named: Option<String>) -> Option<std::path::PathBuf> {
    let pgn = rfd::FileDialog::new().add_filter("PGN", &["pgn", "PGN"]);
    let diary = rfd::FileDialog::new().add_filter("ccdiary", &["sqlite", "db"]);
    match task {
        FileTask::ImportPgn => pgn.pick_file(),
        FileTask::ExportPgn { .. } => pgn.set_file_name("ccdiary.pgn").save_file(),
        FileTask::ExportAll => rfd::FileDialog::new()
            .add_filter("zip", &["zip"])
            .set_file_name("ccdiary-everything.zip")
            .save_file(),
        FileTask::ExportDeadlines => rfd::FileDialog::new()
            .add_filter("iCalendar", &["ics"])
            .set_file_name("ccdiary.ics")
            .save_file(),
        FileTask::OpenDiary => diary.pick_file(),
        FileTask::SavePdf(kind) => rfd::FileDialog::new()
            .add_filter("PDF", &["pdf"])
            .set_file_name(named.unwrap_or_else(|| format!("{}.pdf", kind.code())))
            .save_file(),
        FileTask::Reconcile => rfd::FileDialog::new()
            .add_filter("CSV, PGN", &["csv", "CSV", "pgn", "PGN"])
            .pick_file(),
        FileTask::SaveReconciliation => rfd::FileDialog::new()
            .add_filter("PDF", &["pdf"])
            .set_file_name("reconciliation.pdf")
            .save_file(),
        FileTask::ChooseEngine => rfd::FileDialog::new().pick_file(),
        FileTask::OpenStartList => {
            // The kinds the list is read from, in either case.
            let kinds = crate::list_file::EXTENSIONS;
            let upper = kinds.map(str::to_uppercase);
            let all: Vec<&str> = kinds
                .iter()
                .copied()
                .chain(upper.iter().map(String::as_str))
                .collect();
            rfd::FileDialog::new()
                .add_filter(upper.join(", "), &all)
                .pick_file()
        }
        FileTask::OpenMessage => rfd::FileDialog::new()
            .add_filter("e-mail", &["eml", "txt", "EML", "TXT"])
            .pick_file(),
        FileTask::AttachScan(_) => rfd::FileDialog::new()
            .add_filter(
                "PNG, JPEG, PDF",
                &["png", "jpg", "jpeg", "pdf", "PNG", "JPG", "JPEG", "PDF"],
            )
            .pick_file(),
    }
}

/// What a new game chooses from: the tournaments shown and every partner's name, read now.
pub(crate) fn game_choices(desk: &Desk) -> Result<Choices, crate::diary::DiaryError> {
    let partners = desk.diary.partner_names()?;
    let tournaments = desk
        .overview
        .tournaments
        .iter()
        .map(|(id, t)| {
            let name = match (t.code.is_empty(), t.name.is_empty()) {
                (false, false) => format!("{} {}", t.code, t.name),
                (true, _) => t.name.clone(),
                (false, true) => t.code.clone(),
            };
            (*id, name)
        })
        .collect();
    Ok(Choices {
        tournaments,
        partners,
    })
}

/// The e-mail message with Copy and Open-in-mail buttons.
/// A question with a button that does it and one that does not.
fn confirm_ui(ui: &mut Ui, lang: Language, text: &str, yes: Text) -> FormAction {
    ui.label(text);
    let mut action = FormAction::Editing;
    ui.horizontal(|ui| {
        if ui.button(yes.get(lang)).clicked() {
            action = FormAction::Save;
        }
        if ui.button(Text::Cancel.get(lang)).clicked() {
            action = FormAction::Cancel;
        }
    });
    if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
        action = FormAction::Cancel;
    }
    action
}

fn email_ui(ui: &mut Ui, lang: Language, text: &str, mailto: &str) -> FormAction {
    ui.heading(Text::EmailTitle.get(lang));
    egui::ScrollArea::vertical()
        .max_height(420.0)
        .show(ui, |ui| {
            ui.label(RichText::new(text).monospace());
        });
    let mut action = FormAction::Editing;
    ui.horizontal(|ui| {
        if ui.button(Text::CopyText.get(lang)).clicked() {
            ui.ctx().copy_text(text.to_owned());
        }
        if ui.button(Text::OpenMail.get(lang)).clicked() {
            ui.ctx().open_url(egui::OpenUrl::new_tab(mailto));
        }
        if ui.button(Text::Close.get(lang)).clicked() {
            action = FormAction::Cancel;
        }
    });
    if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
        action = FormAction::Cancel;
    }
    action
}

/// The form of an editable dialog, as Esc compares it; `None` for a dialog with nothing to
/// type.
fn typed_form(dialog: &Dialog) -> Option<&dyn TypedForm> {
    match dialog {
        Dialog::Profile(f) => Some(f),
        Dialog::Tournament(f) => Some(f.as_ref()),
        Dialog::StartList(f) => Some(f.as_ref()),
        Dialog::Partner(f) => Some(f),
        Dialog::Game(f) => Some(f),
        Dialog::Path(f) => Some(f),
        Dialog::Adjudication(f) => Some(f),
        Dialog::Address(f) => Some(f),
        Dialog::Arbiter(f) => Some(f),
        Dialog::MyNotice(f) => Some(f),
        Dialog::Message(f) => Some(f),
        Dialog::Report(_)
        | Dialog::Email { .. }
        | Dialog::Confirm { .. }
        | Dialog::Help
        | Dialog::Reconciliation(_)
        | Dialog::ChooseCard(_)
        | Dialog::ChooseGame(_)
        | Dialog::Print(_)
        | Dialog::Backups(_) => None,
    }
}

/// Whether the form of `dialog` holds anything other than it held `at` its opening.
fn changed(dialog: &Dialog, at: Option<&AtOpen>) -> bool {
    typed_form(dialog)
        .zip(at)
        .is_some_and(|(form, at)| form.changed_since(at))
}

/// Where a file named without a folder goes: the user's Documents folder, else the home folder,
/// else the current one.
pub(crate) fn documents_folder() -> std::path::PathBuf {
    directories::UserDirs::new()
        .map(|u| {
            u.document_dir()
                .map_or_else(|| u.home_dir().to_path_buf(), std::path::Path::to_path_buf)
        })
        .unwrap_or_default()
}
