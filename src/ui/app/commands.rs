//! What each command of the menus, the keys and the buttons does.

use super::*;
use crate::domain::declarations::Declaration;

impl DiaryApp {
    /// Carries out one command.
    pub fn apply(&mut self, command: Command) {
        let today = self.today();
        match command {
            Command::EditProfile => match self.session.diary.profile() {
                Ok(p) => self.open_dialog(Dialog::Profile(ProfileForm::new(p))),
                Err(e) => self.fail(e),
            },
            Command::NewTournament => {
                self.open_dialog(Dialog::Tournament(Box::new(TournamentForm::new(
                    None,
                    &Tournament::default(),
                ))));
            }
            Command::NewPartner => self.open_dialog(Dialog::Partner(PartnerForm::default())),
            Command::NewGame => {
                let form = GameForm::new(&self.choices(), self.view.just_added);
                self.open_dialog(Dialog::Game(form))
            }
            Command::ImportPgn => self.choose_file(FileTask::ImportPgn),
            Command::ExportPgn => self.choose_file(FileTask::ExportPgn),
            Command::ExportDeadlines => self.choose_file(FileTask::ExportDeadlines),
            Command::ExportAll => self.choose_file(FileTask::ExportAll),
            Command::Backups => {
                let form = BackupsForm::read(
                    self.session.diary.path(),
                    self.settings.retention,
                    self.settings.language,
                );
                self.open_dialog(Dialog::Backups(form));
            }
            Command::OpenDiary => self.choose_file(FileTask::OpenDiary),
            Command::Receive => self.start_receive(today),
            Command::Send => self.start_send(today, None),
            Command::Resign => self.start_send(today, Some(Declaration::Resign)),
            Command::TakeBack => self.take_back(),
            Command::Redo => self.redo(),
            Command::Records => {
                if let Some(g) = &mut self.view.game {
                    g.panel = MovePanel::Records(RecordsForm::new(&g.records, today));
                    let diary = &self.session.diary;
                    g.cards.make_thumbnails(|scan| diary.scan_bytes(scan).ok());
                }
            }
            Command::NextGame | Command::PreviousGame => {
                let ids: Vec<GameId> = self.session.snapshot.games.iter().map(|g| g.id).collect();
                let at = self
                    .view
                    .game
                    .as_ref()
                    .and_then(|g| ids.iter().position(|i| *i == g.id()));
                let next = match (at, command == Command::NextGame) {
                    (Some(i), true) => ids.get(i + 1),
                    (Some(i), false) => i.checked_sub(1).and_then(|i| ids.get(i)),
                    (None, _) => ids.first(),
                };
                if let Some(id) = next.copied() {
                    self.open_game(id);
                }
            }
            Command::EmailText => self.show_email_text(),
            Command::Analysis => self.view.analysis.toggle(),
            Command::PasteMessage => self.ask_message(),
            Command::OpenMessage => self.choose_file(FileTask::OpenMessage),
            Command::ChooseEngine => self.choose_file(FileTask::ChooseEngine),
            Command::Reconcile => match &self.view.game {
                Some(_) => self.choose_file(FileTask::Reconcile),
                None => self.fail(Text::ChooseGame),
            },
            Command::Help => self.open_dialog(Dialog::Help),
            Command::Shortcuts => self.open_dialog(Dialog::Report(self.shortcuts_text())),
            Command::About => self.open_dialog(Dialog::Report(self.about_text())),
            Command::OpenDemo => self.open_demo(today),
            Command::OpenMyDiary => {
                let home = self.session.home.clone();
                if home.is_file()
                    && let Err(message) = self.file_task(FileTask::OpenDiary, &home)
                {
                    self.fail(message);
                }
            }
            Command::PartnerAddress => self.ask_address(None, today),
            Command::EditTournament => match &self.view.game {
                Some(g) => {
                    let form =
                        TournamentForm::new(Some(g.records.game.tournament), &g.records.tournament);
                    self.open_dialog(Dialog::Tournament(Box::new(form)));
                }
                None => self.fail(Text::ChooseGame),
            },
            Command::Document(kind) => {
                self.view.to_printer = false;
                self.print(kind, today)
            }
            // The day's sheet asks first about a card printed already, however it is asked for.
            Command::Print(DocumentKind::PostcardsA4) => self.print_today(today),
            Command::Print(kind) => {
                self.view.to_printer = true;
                self.print(kind, today)
            }
            Command::PrintToday => self.print_today(today),
            Command::OpenLastPdf => {
                if let Some(p) = &self.view.last_pdf {
                    self.view.open_url = Some(file_url(p));
                }
            }
            Command::Search => {
                self.view.list.mode = ListMode::AllGames;
                self.view.list.focus_search = true;
            }
            Command::FlipBoard => {
                if let Some(g) = &mut self.view.game {
                    g.flip();
                }
            }
            Command::DatesNotKept { all } => self.dates_not_kept(all),
            Command::SelectGame(id) => {
                // What was said of another game is no longer about what is shown.
                let other = |n: &crate::ui::app::Notice| n.game.is_some_and(|g| g != id);
                if self.view.notice.as_ref().is_some_and(other) {
                    self.view.notice = None;
                }
                self.open_game(id);
            }
            // What was said is in the language left behind.
            Command::SetLanguage(l) => {
                if l != self.settings.language {
                    self.view.notice = None;
                }
                self.settings.language = l;
                // The moves follow the language until a notation is chosen.
                if !self.settings.notation_chosen {
                    self.settings.notation = crate::ui::app::default_notation(l);
                }
            }
            Command::SetNotation(n) => {
                self.settings.notation = n;
                self.settings.notation_chosen = true;
            }
            Command::SetReminders(on) => self.reminders.on = on,
            Command::SetCardAfterSend(on) => self.settings.card_after_send = on,
            Command::Quit => self.view.quit_requested = true,
        }
    }
}
