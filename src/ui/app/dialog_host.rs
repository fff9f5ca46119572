//! The dialogs over the main view: the forms of the diary and the files it reads and writes.

use super::printing::paper_target;
use super::*;

impl DiaryApp {
    /// The rules (F1), read beside the game: a window that can be moved and resized, below
    /// the menu bar and over the board rather than the list. Whether it stays open.
    fn rules_window(&self, ui: &mut Ui) -> bool {
        let lang = self.settings.language;
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

    pub(super) fn dialog_window(&mut self, ui: &mut Ui) {
        let Some(mut dialog) = self.view.dialog.take() else {
            self.view.dialog_typed = None;
            self.view.asking_discard = false;
            return;
        };
        let lang = self.settings.language;
        if let Dialog::Help = dialog {
            if self.rules_window(ui) {
                self.view.dialog = Some(dialog);
            }
            return;
        }
        let today = self.today();
        let choices = self.choices();
        // A form opens with its first field ready to type in, unless it focuses one itself;
        // what it holds then is taken once, for Esc to compare with.
        let form_opens = self.view.dialog_typed.is_none() && typed_form(&dialog).is_some();
        if form_opens {
            self.view.dialog_typed = typed_form(&dialog).map(TypedForm::at_open);
        }
        let asking = self.view.asking_discard;
        // The dialog stands over the window, below its own drop-downs and date pickers: those
        // open above it however the dialog was clicked before.
        let id = egui::Id::unique("dialog");
        let area = egui::Modal::default_area(id).order(egui::Order::Middle);
        let opens = egui::Id::unique(crate::ui::widgets::fields::FORM_OPENS);
        if form_opens {
            ui.data_mut(|d| d.insert_temp(opens, true));
        }
        let (action, answer) = egui::Modal::new(id)
            .area(area)
            .show(ui.ctx(), |ui| {
                // However long a name or a path, a dialog stays within the window.
                ui.set_max_width((ui.ctx().content_rect().width() * 0.8).max(320.0));
                let action = match &mut dialog {
                    Dialog::Profile(f) => f.show(ui, lang),
                    Dialog::Tournament(f) => f.show(ui, lang, today),
                    Dialog::Partner(f) => f.show(ui, lang),
                    Dialog::Game(f) => f.show(ui, lang, &choices, today),
                    Dialog::Path(f) => f.show(ui, lang),
                    Dialog::Report(text) => report_ui(ui, text),
                    Dialog::Email { text, mailto } => email_ui(ui, lang, text, mailto),
                    Dialog::Adjudication(f) => f.show(ui, lang),
                    Dialog::Address(f) => f.show(ui, lang, today),
                    Dialog::Backups(f) => f.show(ui, lang),
                    Dialog::Reconciliation(v) => v.show(ui, lang),
                    Dialog::ChooseCard(c) => c.show(ui, lang),
                    Dialog::Message(f) => f.show(ui, lang),
                    Dialog::ChooseGame(c) => c.show(ui, lang),
                    Dialog::Print(f) => f.show(ui, lang),
                    Dialog::Confirm { text, yes, .. } => confirm_ui(ui, lang, text, *yes),
                    Dialog::Help => crate::ui::dialogs::help_ui(ui, lang),
                };
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
        let action = match answer {
            Some(true) => FormAction::Cancel,
            Some(false) => {
                self.view.asking_discard = false;
                action
            }
            None => action,
        };
        match action {
            FormAction::Editing => self.view.dialog = Some(dialog),
            // Esc closes a form as it was opened; over typed text it asks first.
            FormAction::Escape if changed(&dialog, self.view.dialog_typed.as_ref()) => {
                self.view.asking_discard = true;
                self.view.dialog = Some(dialog);
            }
            FormAction::Cancel | FormAction::Escape => self.decline_offered(),
            FormAction::Save => match self.save_dialog(&dialog, today) {
                Ok(()) => {
                    self.reload();
                    // Those that do more than save say what happened themselves.
                    if !matches!(
                        dialog,
                        Dialog::Path(_)
                            | Dialog::Reconciliation(_)
                            | Dialog::ChooseCard(_)
                            | Dialog::Message(_)
                            | Dialog::ChooseGame(_)
                            | Dialog::Adjudication(_)
                            | Dialog::Confirm { .. }
                            | Dialog::Backups(_)
                            | Dialog::Print(_)
                    ) {
                        self.inform(Text::Saved.get(lang));
                    }
                }
                // A question that could not be carried out closes and says why.
                Err(e) if matches!(dialog, Dialog::Confirm { .. }) => self.fail(e),
                Err(e) => {
                    let message = e.told(lang);
                    match &mut dialog {
                        Dialog::Profile(f) => f.error = Some(message),
                        Dialog::Tournament(f) => f.error = Some(message),
                        Dialog::Partner(f) => f.error = Some(message),
                        Dialog::Game(f) => f.error = Some(message),
                        Dialog::Path(f) => f.error = Some(message),
                        Dialog::Adjudication(f) => f.error = Some(message),
                        Dialog::Address(f) => f.error = Some(message),
                        Dialog::Backups(f) => f.error = Some(message),
                        Dialog::Print(f) => f.error = Some(message),
                        Dialog::Report(_)
                        | Dialog::Email { .. }
                        | Dialog::Confirm { .. }
                        | Dialog::Reconciliation(_)
                        | Dialog::ChooseCard(_)
                        | Dialog::ChooseGame(_)
                        | Dialog::Help => {}
                        Dialog::Message(f) => f.error = Some(message),
                    }
                    if self.view.dialog.is_none() {
                        self.view.dialog = Some(dialog);
                    }
                }
            },
        }
        if self.view.dialog.is_none() {
            self.view.dialog_typed = None;
            self.view.asking_discard = false;
        }
    }

    /// Saves a dialog's contents, or says why not.
    pub(super) fn save_dialog(&mut self, dialog: &Dialog, today: NaiveDate) -> Result<(), Refusal> {
        let diary = &mut self.session.diary;
        match dialog {
            Dialog::Profile(f) => Ok(diary.save_profile(f.parse())?),
            Dialog::Tournament(f) => {
                let t = f.parse(today)?;
                match f.id {
                    Some(id) => diary.update_tournament(id, t),
                    None => diary
                        .add_tournament(t)
                        .map(|id| self.view.just_added.0 = Some(id)),
                }?;
                self.print_after(f.then_print);
                Ok(())
            }
            Dialog::Address(f) => {
                let (postal, email) = (f.postal_address.trim(), f.email.trim());
                diary.partner_moved(f.partner, f.since(today)?, Some(postal), Some(email))?;
                self.print_after(f.then_print);
                Ok(())
            }
            Dialog::Partner(f) => {
                let id = diary.add_partner(f.parse(today))?;
                self.view.just_added.1 = Some(id);
                Ok(())
            }
            Dialog::Game(f) => {
                let id = diary.add_game(f.parse(today)?)?;
                self.open_game(id);
                Ok(())
            }
            Dialog::Path(f) => {
                let path = f.resolved(&documents_folder())?;
                // The next file to read starts where this one was found.
                if f.reads() {
                    self.settings.last_folder = path.parent().map(std::path::Path::to_path_buf);
                }
                self.file_task(f.task, &path)
            }
            Dialog::Confirm {
                then: Confirmed::TakeBackHisMove(seen),
                ..
            } => {
                self.take_back_his_move(*seen);
                Ok(())
            }
            Dialog::Confirm {
                then: Confirmed::RepeatNow,
                ..
            } => {
                self.repeat_now(today);
                Ok(())
            }
            Dialog::Confirm {
                then: Confirmed::RestoreDamaged,
                ..
            } => self.restore_offered(),
            Dialog::Confirm {
                then: Confirmed::RemoveScan(scan),
                ..
            } => {
                self.remove_scan(*scan);
                Ok(())
            }
            Dialog::Confirm {
                then: Confirmed::PrintAnyway(kind),
                ..
            } => {
                self.paper_out(*kind);
                Ok(())
            }
            Dialog::Confirm {
                then: Confirmed::PrintTodayAgain,
                ..
            } => {
                self.view.to_printer = true;
                self.paper_out(DocumentKind::PostcardsA4);
                Ok(())
            }
            Dialog::Print(f) => self.print_from(f, today),
            Dialog::Confirm {
                then: Confirmed::Quit,
                ..
            } => {
                self.view.quit_requested = true;
                Ok(())
            }
            Dialog::Message(f) => self.take_message(&f.text, None, None),
            Dialog::ChooseGame(c) => match c.chosen {
                Some(id) => self.take_message(&c.message.0, c.message.1, Some(id)),
                None => Ok(()),
            },
            Dialog::ChooseCard(c) => {
                if let Some(row) = c.chosen {
                    for s in &c.files {
                        self.keep_scan(row, &s.name, s.bytes.clone())?;
                    }
                }
                Ok(())
            }
            Dialog::Report(_) | Dialog::Email { .. } | Dialog::Help => Ok(()),
            Dialog::Reconciliation(_) => {
                self.choose_file(FileTask::SaveReconciliation);
                Ok(())
            }
            Dialog::Backups(f) if f.set_keep => self.keep_backups(f.retention()?),
            Dialog::Backups(f) => match f.confirmed() {
                Some(b) => self.restore_backup(b),
                None => self.back_up_now(),
            },
            Dialog::Adjudication(f) => {
                // The claim is checked before a file is asked for.
                let claim = f.claim();
                if let Some(g) = &self.view.game {
                    let notation = crate::documents::form_notation(&g.records);
                    crate::documents::adjudication::due(&g.records, today)?;
                    claim.check(&g.records, notation)?;
                }
                self.view.pending_claim = Some(claim);
                self.paper_out(DocumentKind::Adjudication);
                Ok(())
            }
        }
    }

    /// Goes on to save the paper a form was opened for, once what it lacked is saved.
    fn print_after(&mut self, then_print: Option<DocumentKind>) {
        if let Some(kind) = then_print {
            self.paper_out(kind);
        }
    }

    /// Asks for a file for `task`: the system dialog, or a path field where there is none.
    pub(super) fn choose_file(&mut self, task: FileTask) {
        if self.settings.file_dialogs == FileDialogs::PathField {
            let last = self.settings.last_folder.clone();
            let form = PathForm::new(task, documents_folder(), last.as_deref());
            self.open_dialog(Dialog::Path(form));
            return;
        }
        let pgn = rfd::FileDialog::new().add_filter("PGN", &["pgn", "PGN"]);
        let diary = rfd::FileDialog::new().add_filter("ccdiary", &["sqlite", "db"]);
        let chosen = match task {
            FileTask::ImportPgn => pgn.pick_file(),
            FileTask::ExportPgn => pgn.set_file_name("ccdiary.pgn").save_file(),
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
                .set_file_name(format!("{}.pdf", kind.code()))
                .save_file(),
            FileTask::Reconcile => rfd::FileDialog::new()
                .add_filter("CSV, PGN", &["csv", "CSV", "pgn", "PGN"])
                .pick_file(),
            FileTask::SaveReconciliation => rfd::FileDialog::new()
                .add_filter("PDF", &["pdf"])
                .set_file_name("reconciliation.pdf")
                .save_file(),
            FileTask::ChooseEngine => rfd::FileDialog::new().pick_file(),
            FileTask::OpenMessage => rfd::FileDialog::new()
                .add_filter("e-mail", &["eml", "txt", "EML", "TXT"])
                .pick_file(),
            FileTask::AttachScan(_) => rfd::FileDialog::new()
                .add_filter(
                    "PNG, JPEG, PDF",
                    &["png", "jpg", "jpeg", "pdf", "PNG", "JPG", "JPEG", "PDF"],
                )
                .pick_file(),
        };
        if let Some(path) = chosen
            && let Err(message) = self.file_task(task, &path)
        {
            self.fail(message);
        }
    }

    /// Imports, exports or opens `path`; reports the outcome in the status bar or a report.
    pub(super) fn file_task(
        &mut self,
        task: FileTask,
        path: &std::path::Path,
    ) -> Result<(), Refusal> {
        let lang = self.settings.language;
        let shown = path.display().to_string();
        match task {
            FileTask::ImportPgn => {
                let me = self.session.diary.profile()?.full_name;
                if me.trim().is_empty() {
                    return Err(Text::NeedMyName.into());
                }
                let bytes = std::fs::read(path).map_err(|e| Refusal::in_file(path, e))?;
                let text = String::from_utf8_lossy(&bytes).into_owned();
                self.start_import(text, me, shown);
                Ok(())
            }
            FileTask::ExportPgn => {
                let text = self.session.diary.export_pgn(None)?;
                std::fs::write(path, text).map_err(|e| Refusal::in_file(path, e))?;
                self.inform(&format!("{} {shown}", Text::Exported.get(lang)));
                Ok(())
            }
            FileTask::ExportDeadlines => {
                let games = self.session.diary.active_games()?;
                let now = (self.now)();
                let text = crate::calendar::deadlines(&games, now.date(), lang, now);
                std::fs::write(path, text).map_err(|e| Refusal::in_file(path, e))?;
                self.inform(&format!("{} {shown}", Text::Exported.get(lang)));
                Ok(())
            }
            FileTask::ExportAll => {
                self.session.diary.export_all(path)?;
                self.inform(&format!("{} {shown}", Text::Exported.get(lang)));
                Ok(())
            }
            FileTask::OpenDiary => {
                self.open_for_window(path)?;
                if !self.session.diary.is_read_only() {
                    self.inform(&format!("{} {shown}", Text::Opened.get(lang)));
                }
                Ok(())
            }
            FileTask::Reconcile => self.reconcile_with(path),
            FileTask::SaveReconciliation => self.save_reconciliation(path),
            FileTask::AttachScan(row) => self.attach_scan(row, path),
            FileTask::OpenMessage => self.open_message(path),
            FileTask::ChooseEngine => {
                // Tried at once where the analysis is on; remembered either way.
                self.settings.engine = Some(path.to_path_buf());
                self.view.analysis.end();
                self.inform(&format!("{} {shown}", Text::EngineChosen.get(lang)));
                Ok(())
            }
            FileTask::SavePdf(kind) => {
                let target = paper_target(kind, self.view.game.as_ref())?;
                let now = (self.now)();
                // The claim is kept until its paper is written, so a retry keeps it.
                let claim = self.view.pending_claim.clone().unwrap_or_default();
                let today = self.today();
                self.session
                    .diary
                    .save_paper(path, (kind, &target), today, &claim, now)?;
                let mut said = format!("{} {shown}", Text::SavedTo.get(lang));
                if kind == DocumentKind::PostcardsA4 {
                    said = format!("{said}. {}", Text::FourUpPrinting.get(lang));
                }
                self.inform(&said);
                if let Some(n) = &mut self.view.notice {
                    n.file = Some(path.to_path_buf());
                }
                self.view.last_pdf = Some(path.to_path_buf());
                self.view.pending_claim = None;
                Ok(())
            }
        }
    }

    /// Tournament and partner names for the game form's choices.
    pub(super) fn choices(&self) -> Choices {
        let tournaments = self
            .session
            .snapshot
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
        let partners = self
            .session
            .snapshot
            .partners
            .iter()
            .map(|(id, p)| (*id, p.name.clone()))
            .collect();
        Choices {
            tournaments,
            partners,
        }
    }
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
        Dialog::Partner(f) => Some(f),
        Dialog::Game(f) => Some(f),
        Dialog::Path(f) => Some(f),
        Dialog::Adjudication(f) => Some(f),
        Dialog::Address(f) => Some(f),
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
fn changed(dialog: &Dialog, at: Option<&crate::ui::dialogs::AtOpen>) -> bool {
    typed_form(dialog)
        .zip(at)
        .is_some_and(|(form, at)| form.changed_since(at))
}

/// Where a file named without a folder goes: the user's Documents folder, else the home folder,
/// else the current one.
fn documents_folder() -> std::path::PathBuf {
    directories::UserDirs::new()
        .map(|u| {
            u.document_dir()
                .map_or_else(|| u.home_dir().to_path_buf(), std::path::Path::to_path_buf)
        })
        .unwrap_or_default()
}
