//! Where each request of the queue goes: the commands of the menus, the keys and the buttons,
//! a dialog's Save, a file chosen, and what one feature asks of another — each carried out by
//! the feature it is for, in the order asked, what is shown read again after each.

use std::path::Path;

use super::desk::Request;
use super::dialog_host::{Confirmed, Dialog, documents_folder, game_choices};
use super::papers::{Papers, address_form};
use super::{DiaryApp, Notice, arbiter, default_notation, safety};
use crate::diary::Me;
use crate::documents::DocumentKind;
use crate::domain::declarations::Declaration;
use crate::domain::{GameId, Tournament};
use crate::messages::{Language, Text};
use crate::ui::command::Command;
use crate::ui::dialogs::{
    BackupsForm, FileTask, GameForm, MessageForm, MyNoticeForm, MyNoticeStep, PartnerForm,
    ProfileForm, StartListForm, TournamentForm,
};
use crate::ui::game_list::ListMode;
use crate::ui::refusal::Refusal;

impl DiaryApp {
    /// Carries out `command`, and all it asks for in turn.
    pub fn apply(&mut self, command: Command) {
        self.desk.ask(command);
        self.drain();
    }

    /// Carries out every request on the queue, in order, reading what is shown again after
    /// each one that changed the diary.
    pub(super) fn drain(&mut self) {
        while let Some(request) = self.desk.next() {
            self.desk.take_said();
            self.route(request);
            self.settle();
        }
    }

    /// Hands `request` to the feature it is for.
    fn route(&mut self, request: Request) {
        let desk = &mut self.desk;
        let game = &mut self.game;
        match request {
            Request::Command(c) => self.run(c),
            Request::Open(dialog) => self.dialogs.open(*dialog),
            Request::SaveDialog(dialog) => {
                let done = self.save_dialog(&dialog);
                self.dialogs.saved(*dialog, done, &mut self.desk);
            }
            Request::Declined => self.safety.decline_offered(desk),
            Request::ChooseFile(task) => {
                // A paper of the open game is offered under a name of what it holds.
                let named = match task {
                    FileTask::SavePdf(kind) => {
                        let records = game.view.as_ref().map(|g| &g.records);
                        Some(kind.file_name(records, desk.today(), desk.lang()))
                    }
                    _ => None,
                };
                self.dialogs.choose_file(task, named, desk)
            }
            Request::File(task, path) => {
                if let Err(e) = self.file_task(task, &path) {
                    self.desk.fail(e);
                }
            }
            Request::PaperOut(kind) => self.papers.out(desk, game.view.as_ref(), kind),
            Request::SaveMove(panel) => game.save_move(desk, *panel),
            Request::Records(change) => game.change_records(desk, change),
            Request::AskReplacement(card, scans) => game.ask_replacement(desk, &card, &scans),
            Request::RecordStart(text) => game.record_start(desk, &text),
            Request::RecordArrival(text) => game.record_arrival(desk, &text),
            Request::CorrectDates(ply) => game.start_correction(desk, ply),
            Request::AnalysisLines(n) => desk.settings.analysis_lines = n,
            Request::Analysis(edit) => game.edit_analysis(desk, edit),
            Request::Endings(ids) => {
                if let Err(e) = desk.diary.read_endings(&mut desk.overview, &ids) {
                    desk.fail(e);
                }
            }
        }
    }

    /// Carries out one command of the menus, the keys or a button (a table).
    fn run(&mut self, command: Command) {
        let desk = &mut self.desk;
        match command {
            Command::EditProfile => match self.desk.diary.profile() {
                Ok(p) => self.dialogs.open(Dialog::Profile(ProfileForm::new(p))),
                Err(e) => self.desk.fail(e),
            },
            Command::MyAddress | Command::Failure | Command::AccessRestored => {
                let step = match command {
                    Command::MyAddress => MyNoticeStep::NewAddress,
                    Command::Failure => MyNoticeStep::Failure,
                    _ => MyNoticeStep::AccessRestored,
                };
                match self.desk.diary.profile() {
                    Ok(p) => self
                        .dialogs
                        .open(Dialog::MyNotice(MyNoticeForm::new(step, &p))),
                    Err(e) => self.desk.fail(e),
                }
            }
            Command::NewTournament => {
                let form = TournamentForm::new(None, &Tournament::default());
                self.dialogs.open(Dialog::Tournament(Box::new(form)));
            }
            Command::TournamentFromList => self.open_start_list(),
            Command::NewPartner => self.dialogs.open(Dialog::Partner(PartnerForm::default())),
            Command::NewGame => match game_choices(&self.desk) {
                Ok(choices) => {
                    let form = GameForm::new(choices, self.dialogs.just_added);
                    self.dialogs.open(Dialog::Game(form))
                }
                Err(e) => self.desk.fail(e),
            },
            Command::ImportPgn => desk.ask(Request::ChooseFile(FileTask::ImportPgn)),
            Command::ExportPgn => {
                desk.ask(Request::ChooseFile(FileTask::ExportPgn { analysis: true }))
            }
            Command::ExportRecords => {
                desk.ask(Request::ChooseFile(FileTask::ExportPgn { analysis: false }))
            }
            Command::ExportDeadlines => desk.ask(Request::ChooseFile(FileTask::ExportDeadlines)),
            Command::ExportAll => desk.ask(Request::ChooseFile(FileTask::ExportAll)),
            Command::Backups => {
                let settings = &self.desk.settings;
                let form = BackupsForm::read(
                    self.desk.diary.path(),
                    settings.retention,
                    settings.language,
                );
                self.dialogs.open(Dialog::Backups(form));
            }
            Command::OpenDiary => desk.ask(Request::ChooseFile(FileTask::OpenDiary)),
            Command::Receive => self.game.start_receive(desk),
            Command::Send => self.game.start_send(desk, None),
            Command::Resign => self.game.start_send(desk, Some(Declaration::Resign)),
            Command::TakeBack => self.game.take_back(desk),
            Command::Redo => self.game.redo(desk),
            Command::Records => self.game.show_records(desk),
            Command::NextGame | Command::PreviousGame => {
                let ids: Vec<GameId> = desk.overview.games.iter().map(|g| g.id).collect();
                let at = (self.game.id()).and_then(|id| ids.iter().position(|i| *i == id));
                let next = match (at, command == Command::NextGame) {
                    (Some(i), true) => ids.get(i + 1),
                    (Some(i), false) => i.checked_sub(1).and_then(|i| ids.get(i)),
                    (None, _) => ids.first(),
                };
                if let Some(id) = next.copied() {
                    self.game.open(desk, id);
                }
            }
            Command::EmailText => Papers::show_email_text(desk, self.game.view.as_ref()),
            Command::Analysis => self.game.analysis.toggle(),
            Command::NoteMove => self.game.note_move(),
            Command::PasteMessage => self.dialogs.open(Dialog::Message(MessageForm::default())),
            Command::OpenMessage => desk.ask(Request::ChooseFile(FileTask::OpenMessage)),
            Command::ChooseEngine => desk.ask(Request::ChooseFile(FileTask::ChooseEngine)),
            Command::Reconcile => match self.game.view {
                Some(_) => desk.ask(Request::ChooseFile(FileTask::Reconcile)),
                None => desk.fail(Text::ChooseGame),
            },
            Command::Help => self.dialogs.open(Dialog::Help),
            Command::Shortcuts => self
                .dialogs
                .open(Dialog::Report(shortcuts_text(desk.lang()))),
            Command::About => self.dialogs.open(Dialog::Report(about_text(desk))),
            Command::OpenDemo => self.open_demo(),
            Command::OpenMyDiary => {
                let home = desk.home.clone();
                if home.is_file() {
                    desk.ask(Request::File(FileTask::OpenDiary, home));
                }
            }
            Command::PartnerAddress => address_form(desk, self.game.view.as_ref(), None),
            Command::Arbiter => arbiter::form(desk, self.game.view.as_ref()),
            Command::EmailArbiter => arbiter::result_email(desk, self.game.view.as_ref()),
            Command::EditTournament => match &self.game.view {
                Some(g) => {
                    let r = &g.records;
                    let form = TournamentForm::new(Some(r.game.tournament), &r.tournament);
                    self.dialogs.open(Dialog::Tournament(Box::new(form)));
                }
                None => desk.fail(Text::ChooseGame),
            },
            Command::Document(kind) => {
                self.papers
                    .ask(desk, self.game.view.as_ref(), (kind, false))
            }
            // The day's sheet asks first about a card printed already, however it is asked for.
            Command::Print(DocumentKind::PostcardsA4) | Command::PrintToday => {
                self.papers.print_today(desk)
            }
            Command::Print(kind) => self.papers.ask(desk, self.game.view.as_ref(), (kind, true)),
            Command::OpenLastPdf => self.papers.open_last(desk),
            Command::Search => {
                self.list.mode = ListMode::AllGames;
                self.list.focus_search = true;
            }
            Command::FlipBoard => {
                if let Some(g) = &mut self.game.view {
                    g.flip();
                }
            }
            Command::DatesNotKept { all } => self.game.dates_not_kept(desk, &mut self.list, all),
            Command::SelectGame(id) => {
                // What was said of another game is no longer about what is shown.
                let other = |n: &Notice| n.game.is_some_and(|g| g != id);
                if desk.notice.as_ref().is_some_and(other) {
                    desk.notice = None;
                }
                self.game.open(desk, id);
            }
            // What was said is in the language left behind.
            Command::SetLanguage(l) => {
                if l != desk.lang() {
                    desk.notice = None;
                }
                desk.settings.language = l;
                // The moves follow the language until a notation is chosen.
                if !desk.settings.notation_chosen {
                    desk.settings.notation = default_notation(l);
                }
            }
            Command::SetNotation(n) => {
                desk.settings.notation = n;
                desk.settings.notation_chosen = true;
            }
            Command::SetReminders(on) => self.reminders.on = on,
            Command::SetCardAfterSend(on) => desk.settings.card_after_send = on,
            Command::Quit => desk.quit_requested = true,
        }
    }

    /// The form of a new tournament from the organiser's list; I am found by my profile's name.
    fn open_start_list(&mut self) {
        match self.desk.diary.profile() {
            Ok(p) => {
                let form = StartListForm::new(&p.full_name);
                self.dialogs.open(Dialog::StartList(Box::new(form)));
            }
            Err(e) => self.desk.fail(e),
        }
    }

    /// The tournament, partners and games of the organiser's list as corrected in its form.
    fn create_from_list(&mut self, f: &StartListForm) -> Result<(), Refusal> {
        let desk = &mut self.desk;
        let (list, me) = f.corrected(desk.today())?;
        let plan = desk.diary.plan_from_list(&list, &Me::Number(me))?;
        let created = desk.diary.create_from_list(&plan)?;
        self.dialogs.just_added.0 = created.tournament;
        let said = crate::tr!(
            desk.lang(),
            "list-done",
            games = created.games.len(),
            partners = created.partners,
            addresses = created.addresses
        );
        desk.inform(&said);
        Ok(())
    }

    /// Saves a dialog's contents, or says why not (a table).
    fn save_dialog(&mut self, dialog: &Dialog) -> Result<(), Refusal> {
        let desk = &mut self.desk;
        let game = self.game.view.as_ref();
        let today = desk.today();
        match dialog {
            Dialog::Profile(f) => Ok(desk.diary.save_profile(f.parse())?),
            Dialog::Tournament(f) => {
                let t = f.parse(today)?;
                match f.id {
                    Some(id) => desk.diary.update_tournament(id, t)?,
                    None => self.dialogs.just_added.0 = Some(desk.diary.add_tournament(t)?),
                }
                self.print_after(f.then_print);
                Ok(())
            }
            Dialog::StartList(f) => self.create_from_list(f),
            Dialog::Address(f) => {
                let (postal, email) = (f.postal_address.trim(), f.email.trim());
                let since = f.since(today)?;
                desk.diary
                    .partner_moved(f.partner, since, Some(postal), Some(email))?;
                self.print_after(f.then_print);
                Ok(())
            }
            Dialog::Partner(f) => {
                self.dialogs.just_added.1 = Some(desk.diary.add_partner(f.parse(today))?);
                Ok(())
            }
            Dialog::Game(f) => {
                let id = desk.diary.add_game(f.parse(today)?)?;
                self.game.open(desk, id);
                Ok(())
            }
            Dialog::Path(f) => {
                let path = f.resolved(&documents_folder())?;
                // The next file to read starts where this one was found.
                if f.reads() {
                    desk.settings.last_folder = path.parent().map(Path::to_path_buf);
                }
                self.file_task(f.task, &path)
            }
            Dialog::Confirm { then, .. } => self.confirmed(*then),
            Dialog::Print(f) => self.papers.print_from(desk, game, f),
            Dialog::Message(f) => self.game.take_message(desk, &f.text, None, None),
            Dialog::ChooseGame(c) => match c.chosen {
                Some(id) => {
                    let (text, came) = &c.message;
                    self.game.take_message(desk, text, *came, Some(id))
                }
                None => Ok(()),
            },
            Dialog::ChooseCard(c) => match c.chosen {
                Some(row) => self.game.keep_scans(desk, row, &c.files),
                None => Ok(()),
            },
            Dialog::Report(_) | Dialog::Email { .. } | Dialog::Help => Ok(()),
            Dialog::Reconciliation(_) => {
                desk.ask(Request::ChooseFile(FileTask::SaveReconciliation));
                Ok(())
            }
            Dialog::Backups(f) if f.set_keep => safety::keep_backups(desk, f.retention()?),
            Dialog::Backups(f) => match f.confirmed() {
                Some(b) => {
                    let diary = safety::diary_file(desk)?;
                    self.restore(&diary, b)
                }
                None => safety::back_up_now(desk),
            },
            Dialog::Adjudication(f) => self.papers.claim(desk, game, f),
            Dialog::Arbiter(f) => arbiter::saved(desk, f),
            Dialog::MyNotice(f) => arbiter::my_notice_saved(desk, f),
        }
    }

    /// Goes on to save the paper a form was opened for, once what it lacked is saved.
    fn print_after(&mut self, then_print: Option<DocumentKind>) {
        if let Some(kind) = then_print {
            self.desk.ask(Request::PaperOut(kind));
        }
    }

    /// Does what a question asked, once the user said yes.
    fn confirmed(&mut self, then: Confirmed) -> Result<(), Refusal> {
        let desk = &mut self.desk;
        match then {
            Confirmed::TakeBackHisMove(seen) => self.game.take_back_his_move(desk, seen),
            Confirmed::RepeatNow => self.game.repeat_now(desk),
            Confirmed::RestoreDamaged => {
                if let Some((diary, backup)) = self.safety.take_offered() {
                    return self.restore(&diary, &backup);
                }
            }
            Confirmed::RemoveScan(scan) => self.game.remove_scan(desk, scan),
            Confirmed::PrintAnyway(kind) => desk.ask(Request::PaperOut(kind)),
            Confirmed::PrintTodayAgain => {
                self.papers.to_printer = true;
                desk.ask(Request::PaperOut(DocumentKind::PostcardsA4));
            }
            Confirmed::Quit => desk.quit_requested = true,
        }
        Ok(())
    }

    /// Replaces the diary at `diary` with the backup `b`, and shows the diary restored.
    fn restore(&mut self, diary: &Path, b: &crate::backups::Backup) -> Result<(), Refusal> {
        let restored = safety::restore(&self.desk, diary, b)?;
        self.open_for_window(diary)?;
        let said = safety::restored_told(&restored?, b, &self.desk);
        self.desk.inform(&said);
        Ok(())
    }

    /// Imports, exports or opens `path`; reports the outcome in the status bar or a report.
    fn file_task(&mut self, task: FileTask, path: &Path) -> Result<(), Refusal> {
        let desk = &mut self.desk;
        let game = self.game.view.as_ref();
        let lang = desk.lang();
        let done = format!("{} {}", Text::Exported.get(lang), path.display());
        match task {
            FileTask::ImportPgn => {
                let me = desk.diary.profile()?.full_name;
                if me.trim().is_empty() {
                    return Err(Text::NeedMyName.into());
                }
                let source = crate::pgn::Source::file(path)
                    .map_err(|u| Refusal::in_file(&u.path, u.error))?;
                self.import
                    .start(desk, source, me, path.display().to_string());
            }
            FileTask::ExportPgn { analysis } => {
                let text = desk.diary.export_pgn(None, analysis)?;
                std::fs::write(path, text).map_err(|e| Refusal::in_file(path, e))?;
                desk.inform(&done);
            }
            FileTask::ExportDeadlines => {
                let games = desk.diary.games_due(desk.today())?.games;
                let now = desk.now();
                let text = crate::calendar::deadlines(&games, now.date(), lang, now);
                std::fs::write(path, text).map_err(|e| Refusal::in_file(path, e))?;
                desk.inform(&done);
            }
            FileTask::ExportAll => {
                desk.diary.export_all(path)?;
                desk.inform(&done);
            }
            FileTask::OpenDiary => {
                self.open_for_window(path)?;
                if !self.desk.diary.is_read_only() {
                    let said = format!("{} {}", Text::Opened.get(lang), path.display());
                    self.desk.inform(&said);
                }
            }
            FileTask::Reconcile => self.papers.reconcile_with(desk, game, path)?,
            FileTask::SaveReconciliation => self.papers.save_reconciliation(desk, game, path)?,
            FileTask::AttachScan(row) => self.game.attach_scan(desk, row, path)?,
            FileTask::OpenMessage => self.game.open_message(desk, path)?,
            FileTask::OpenStartList => {
                let list = crate::list_file::read_list_file(path).map_err(Refusal::ListFile)?;
                let me = desk.diary.profile()?.full_name;
                let form = StartListForm::from_file(&me, path, list);
                self.dialogs.open(Dialog::StartList(Box::new(form)));
            }
            FileTask::ChooseEngine => {
                // Tried at once where the analysis is on; remembered either way.
                desk.settings.engine = Some(path.to_path_buf());
                self.game.analysis.end();
                let said = format!("{} {}", Text::EngineChosen.get(lang), path.display());
                desk.inform(&said);
            }
            FileTask::SavePdf(kind) => self.papers.save_pdf(desk, game, (kind, path))?,
        }
        Ok(())
    }
}

/// Every shortcut with what it does.
fn shortcuts_text(lang: Language) -> String {
    let ctx = egui::Context::default();
    let mut lines: Vec<String> = Command::in_menus()
        .filter_map(|c| Some(format!("{} — {}", c.shortcut_text(&ctx)?, c.label(lang))))
        .collect();
    lines.push(format!("← → Home End — {}", Text::StepThrough.get(lang)));
    lines.join("\n")
}

/// The program, its version and licence, and where the diary and its log are.
fn about_text(desk: &super::desk::Desk) -> String {
    format!(
        "ccdiary {}\n{}\n\n{}: {}\nGPL-3.0-or-later",
        env!("CARGO_PKG_VERSION"),
        Text::AboutLine.get(desk.lang()),
        Text::DiaryFile.get(desk.lang()),
        desk.diary.path().display()
    )
}
