//! Receiving and sending moves, and the changes of the game's records, as the app applies them.

use super::*;
use crate::diary::{DiaryError, PenaltyFor};
use crate::domain::HisCard;
use crate::domain::Side;
use crate::domain::declarations::Declaration;
use crate::ui::dialogs::ReceiveError;

impl DiaryApp {
    /// Records the day his last move arrived, which the diary lacked.
    pub(super) fn record_arrival(&mut self, text: &str, today: NaiveDate) {
        let Some(id) = self.view.game.as_ref().map(GameView::id) else {
            return;
        };
        let date = match crate::ui::dialogs::date_field(text, Text::ReceivedOn, today) {
            Ok(d) => d.unwrap_or(today),
            Err(e) => return self.fail(e),
        };
        let done = self
            .session
            .diary
            .record_arrival(id, date, today)
            .map(|_| ());
        self.saved(done);
    }

    /// Says a change was saved and shows it, or why it was not.
    fn saved(&mut self, done: Result<(), DiaryError>) {
        match done {
            Ok(()) => {
                self.inform(Text::Saved.get(self.settings.language));
                self.reload();
            }
            Err(e) => self.fail(e),
        }
    }

    /// Files his card whose move cannot be played, with the scans dropped on the form, and
    /// records the request to replace the move as sent today (47.3.12); opens its card or
    /// e-mail. Each can be undone until the request is posted.
    pub(super) fn ask_replacement(
        &mut self,
        card: &HisCard,
        scans: &[crate::ui::card_scans::PendingScan],
        today: NaiveDate,
    ) {
        let lang = self.settings.language;
        let Some(g) = self.view.game.as_ref() else {
            return;
        };
        let (id, mode) = (g.id(), g.records.tournament.mode);
        let scans: Vec<_> = scans
            .iter()
            .map(|s| (s.name.clone(), s.bytes.clone()))
            .collect();
        let asked =
            self.session
                .diary
                .ask_replacement(id, Some(card), &card.his_move, today, &scans);
        if let Err(e) = asked {
            return self.fail(e);
        }
        self.inform(Text::ReplacementAsked.get(lang));
        self.reload();
        match mode {
            crate::domain::Mode::Email => self.apply(Command::EmailText),
            crate::domain::Mode::Post => {
                self.apply(Command::Document(DocumentKind::RequestReplacement))
            }
        }
    }

    /// Records the game's start date, which neither the game nor its tournament had.
    pub(super) fn record_start(&mut self, text: &str, today: NaiveDate) {
        let Some(id) = self.view.game.as_ref().map(GameView::id) else {
            return;
        };
        let date = match crate::ui::dialogs::date_field(text, Text::StartDate, today) {
            Ok(Some(d)) => d,
            Ok(None) => return self.fail(Text::StartMissing),
            Err(e) => return self.fail(e),
        };
        let done = self.session.diary.set_game_start(id, date);
        self.saved(done);
    }

    /// Writes a change made in the records panel.
    pub(super) fn change_records(&mut self, change: RecordsAction) {
        let Some(id) = self.view.game.as_ref().map(GameView::id) else {
            return;
        };
        let mode = self.view.game.as_ref().map(|g| g.records.tournament.mode);
        let today = self.today();
        let diary = &mut self.session.diary;
        let done = match change {
            RecordsAction::AttachScan(row) => return self.choose_file(FileTask::AttachScan(row)),
            RecordsAction::OpenScan(scan) => return self.open_scan(scan),
            RecordsAction::RemoveScan(scan) => return self.ask_remove_scan(scan),
            RecordsAction::SetStatus(status, result) => diary.set_status(id, status, result),
            RecordsAction::AddPenalty(offence, side, date) => diary
                .add_penalty(PenaltyFor {
                    game: id,
                    offence,
                    side,
                    date,
                })
                .map(|_| ()),
            RecordsAction::AddLeave(l) => diary.add_leave(l),
            RecordsAction::AddRepeat(day) => {
                let note = crate::documents::repeat_note(mode.unwrap_or_default());
                diary.repeat(id, day, note, today).map(|_| ())
            }
            RecordsAction::SetGender(g) => diary.set_gender(id, g),
            RecordsAction::None | RecordsAction::Close | RecordsAction::CorrectDates(_) => Ok(()),
        };
        self.saved(done);
    }

    /// Saves the receive or send form, or shows why not.
    pub(super) fn save_move(&mut self, panel: MovePanel, today: NaiveDate) {
        match panel {
            MovePanel::Receive(f) => self.save_received(&f, today),
            MovePanel::Send(f) => self.save_sent(&f, today),
            MovePanel::Correct(f) => self.save_correction(&f, today),
            MovePanel::Moves | MovePanel::Records(_) => {}
        }
    }

    /// Records his card as the receive form has it, or shows the form's refusal.
    fn save_received(&mut self, f: &ReceiveForm, today: NaiveDate) {
        let lang = self.settings.language;
        let Some((id, seen)) = self.view.game.as_ref().map(GameView::as_shown) else {
            return;
        };
        let card = match f.card_for((id, seen), today) {
            Ok(card) => card,
            Err(e) => return self.refuse_received(ReceiveError::field(e, lang)),
        };
        let done = match self.session.diary.receive(card, today) {
            Ok(done) => done,
            Err(e) if e.card_error().is_some() => return self.refuse_received(f.refusal(e, lang)),
            Err(e) => return self.fail(e),
        };
        let moved = match done.len() {
            1 => Text::MoveRecorded,
            _ => Text::BothMovesRecorded,
        };
        let Some(first) = done.first() else { return };
        let mut said = self.card_said(first, moved);
        if let Some(counted) = first.postmark_counts {
            said = format!("{said} {}", crate::messages::postmark_counts(counted, lang));
        }
        self.inform(&said);
        self.form_done();
        self.keep_scans_with_newest_card(id, &f.scans);
        self.reload();
        if let Some((stated, counted)) = first.totals_differ {
            self.warn(format!(
                "{} {stated}, {} {counted}",
                Text::HeStates.get(lang),
                Text::DiaryCounts.get(lang)
            ));
        }
    }

    /// Asks to confirm my card as the send form has it, then records it; or shows the form's
    /// refusal.
    fn save_sent(&mut self, f: &SendForm, today: NaiveDate) {
        let Some(g) = self.view.game.as_ref() else {
            return;
        };
        let mode = g.records.tournament.mode;
        let card = match f.card_for(g.as_shown(), today) {
            Ok(card) => card,
            Err(e) => return self.refuse_in_form(e.into()),
        };
        if !f.confirming {
            return match self.session.diary.check_send(&card, today) {
                Ok(()) => {
                    if let Some(MovePanel::Send(form)) = self.panel_mut() {
                        form.confirm();
                    }
                }
                Err(e) if e.card_error().is_none() => self.fail(e),
                Err(e) => self.refuse_in_form(f.refusal(e)),
            };
        }
        match self.session.diary.send(card, today) {
            Ok(done) => {
                let moved = match done.len() {
                    1 => Text::MoveSent,
                    _ => Text::BothMovesSent,
                };
                let Some(first) = done.first() else { return };
                let said = self.card_said(first, moved);
                self.form_done();
                self.reload();
                // The card's dialog follows, unless the player turned it off (View): then the
                // status bar says how to open it.
                let then = match mode {
                    crate::domain::Mode::Email => Command::EmailText,
                    crate::domain::Mode::Post => {
                        Command::Print(crate::documents::DocumentKind::Postcard)
                    }
                };
                if self.settings.card_after_send {
                    self.inform(&said);
                    self.apply(then);
                } else {
                    let key = then.shortcut_text(&egui::Context::default());
                    let key = key.unwrap_or_else(|| then.label(self.settings.language).to_owned());
                    let how = crate::tr!(self.settings.language, "card-when-you-want", key = key);
                    self.inform(&format!("{said} {how}"));
                }
            }
            Err(e) if e.card_error().is_some() => self.refuse_in_form(f.refusal(e)),
            Err(e) => self.fail(e),
        }
    }

    /// The open game's panel: the move form being saved.
    fn panel_mut(&mut self) -> Option<&mut MovePanel> {
        self.view.game.as_mut().map(|g| &mut g.panel)
    }

    /// Shows why his card cannot be recorded, in the receive form.
    fn refuse_received(&mut self, refusal: ReceiveError) {
        if let Some(MovePanel::Receive(form)) = self.panel_mut() {
            form.refuse(refusal);
        }
    }

    /// Shows why the send or correction form's card cannot be recorded, in the form.
    fn refuse_in_form(&mut self, e: Refusal) {
        let message = e.told(self.settings.language);
        match self.panel_mut() {
            Some(MovePanel::Send(form)) => form.refuse(message),
            Some(MovePanel::Correct(form)) => form.error = Some(message),
            _ => {}
        }
    }

    /// Corrects the dates of a move as the correction form has them.
    fn save_correction(&mut self, f: &CorrectForm, today: NaiveDate) {
        let lang = self.settings.language;
        let Some(id) = self.view.game.as_ref().map(GameView::id) else {
            return;
        };
        let (dates, reason) = match f.dates(today) {
            Ok(read) => read,
            Err(e) => return self.refuse_in_form(e.into()),
        };
        let diary = &mut self.session.diary;
        match diary.correct_dates(id, f.ply, &f.was, dates, &reason, today) {
            Ok(()) => {
                self.inform(Text::DatesCorrected.get(lang));
                self.form_done();
                self.reload();
            }
            Err(e) if e.card_error().is_some() || matches!(e, DiaryError::Fact(_)) => {
                self.refuse_in_form(e.into())
            }
            Err(e) => self.fail(e),
        }
    }

    /// What was recorded with a card: `moved` when it carried a move, then what it says besides
    /// and how it ended the game.
    fn card_said(&self, done: &crate::diary::Recorded, moved: Text) -> String {
        let lang = self.settings.language;
        let item = &done.item;
        let by = item.direction.side();
        let Some(d) = item.declaration else {
            return moved.get(lang).to_owned();
        };
        let first = if d.with_move() {
            moved.get(lang)
        } else if by == crate::domain::Side::Mine {
            Text::CardSent.get(lang)
        } else {
            Text::CardFiled.get(lang)
        };
        let ended = done.ended.map(|result| {
            let day = item
                .day()
                .map(crate::domain::format_date)
                .unwrap_or_default();
            crate::messages::ended_told(result, &day, lang)
        });
        let says = d.told(by, lang);
        match ended {
            Some(ended) => format!("{first} — {says}; {ended}."),
            None => format!("{first} — {says}."),
        }
    }

    /// Closes the move form just saved (a reload keeps a form open otherwise).
    fn form_done(&mut self) {
        if let Some(g) = &mut self.view.game {
            g.close_panel();
        }
    }

    /// Opens the correction of ply `ply`'s dates.
    pub(super) fn start_correction(&mut self, ply: u32) {
        let notation = self.settings.notation;
        let Some(g) = self.view.game.as_mut() else {
            return;
        };
        let Some(p) = g.records.plies.get(ply as usize) else {
            return;
        };
        let ucis: Vec<_> = g.records.plies.iter().map(|p| p.uci).collect();
        let text = crate::domain::notation::format_line(&ucis[..=ply as usize], notation)
            .pop()
            .unwrap_or_default();
        let title = crate::documents::postcard::numbered(ply, &text);
        let form = CorrectForm::new(ply, title, g.records.side_of(ply), p);
        g.open_panel(MovePanel::Correct(form));
    }

    /// The other game of the open game's double round, when its move is `mover`'s to make:
    /// that move may go on the same card.
    fn other_game_awaiting(&self, mover: Side) -> Option<crate::ui::dialogs::OtherGame> {
        let r = &self.view.game.as_ref()?.records;
        let games = self.session.diary.active_games().ok()?;
        let o = crate::domain::double_round::other_game(r, &games)?;
        (o.side_of(o.plies.len() as u32) == mover).then(|| crate::ui::dialogs::OtherGame {
            id: o.id,
            colour: mover.colour(o.game.my_colour),
            mv: String::new(),
        })
    }

    pub(super) fn start_receive(&mut self, today: NaiveDate) {
        let other = self.other_game_awaiting(Side::His);
        let Some(g) = &mut self.view.game else { return };
        if !g.records.game.takes_moves() {
            self.fail(Text::GameNotInPlay);
        } else if g.my_move() {
            self.fail(Text::NotHisMove);
        } else {
            g.to_last_stored();
            let mut form = ReceiveForm::new(today);
            form.other = other;
            g.open_panel(MovePanel::Receive(form));
        }
    }

    /// Opens the send form; `says` chosen already (a resignation goes whoever's move it is).
    pub(super) fn start_send(&mut self, today: NaiveDate, says: Option<Declaration>) {
        let notation = self.settings.notation;
        let other = self.other_game_awaiting(Side::Mine);
        let Some(g) = &mut self.view.game else { return };
        if !g.records.game.takes_moves() {
            self.fail(Text::GameNotInPlay);
            return;
        }
        if !g.my_move() && says.is_none_or(Declaration::with_move) {
            self.fail(Text::NotYourMove);
            return;
        }
        let pos = g.last_position();
        let first_trial = g
            .trial()
            .first()
            .map(|m| notation.format(&pos, *m))
            .unwrap_or_default();
        let mut form = SendForm::new(
            first_trial,
            today,
            g.records.tournament.mode,
            g.registered_required(),
        );
        form.says = says;
        form.other = other;
        g.to_last_stored();
        g.open_panel(MovePanel::Send(form));
    }

    /// Ctrl+Z: the move tried on the board, else the last entry (`undo`).
    pub(super) fn take_back(&mut self) {
        if self
            .view
            .game
            .as_mut()
            .is_some_and(GameView::take_back_trial)
        {
            return;
        }
        self.undo();
    }

    /// Asks to take back the partner's last move as typed in the open game; my sent move is
    /// refused (47.3.10).
    pub(super) fn ask_take_back_his_move(&mut self) {
        let lang = self.settings.language;
        let Some(g) = &self.view.game else { return };
        let r = &g.records;
        let Some(last) = r.plies.len().checked_sub(1) else {
            return;
        };
        if (last % 2 == 0) == r.game.my_colour.is_white() {
            return self.fail(Text::SentLocked);
        }
        // His move as I typed it from his card: taken back on confirmation, kept as a
        // correction (47.3.10 binds the sender, not my typing).
        let ucis: Vec<_> = r.plies.iter().map(|p| p.uci).collect();
        let text = crate::domain::notation::format_line(&ucis, self.settings.notation)
            .pop()
            .unwrap_or_default();
        let shown = crate::documents::postcard::numbered(last as u32, &text);
        let seen = r.plies.len() as u32;
        self.open_dialog(Dialog::Confirm {
            text: format!("{} {shown}", Text::TakeBackHisMove.get(lang)),
            yes: Text::TakeItBack,
            then: Confirmed::TakeBackHisMove(seen),
        });
    }

    /// Records the repeat of my last move as sent today, then asks where to save its postcard.
    pub(super) fn repeat_now(&mut self, today: NaiveDate) {
        let Some(g) = &self.view.game else {
            return;
        };
        let (id, note) = (
            g.id(),
            crate::documents::repeat_note(g.records.tournament.mode),
        );
        match self.session.diary.repeat(id, today, note, today) {
            Ok(_) => {
                self.reload();
                self.paper_out(DocumentKind::RepeatPostcard);
            }
            Err(e) => self.fail(e),
        }
    }

    /// Takes back his last move as typed, once confirmed.
    pub(super) fn take_back_his_move(&mut self, seen: u32) {
        let lang = self.settings.language;
        let Some(id) = self.view.game.as_ref().map(GameView::id) else {
            return;
        };
        let reason = Text::TypedWrongly.get(lang);
        match self.session.diary.take_back_his_move(id, seen, reason) {
            Ok(filed) => {
                self.inform(Text::HisMoveTakenBack.get(lang));
                self.reload();
                if let Some((uci, card)) = filed {
                    self.receive_again(uci, &card);
                }
            }
            Err(e) => self.fail(e),
        }
    }

    /// Opens the Receive form again with his card as it was filed: its move, written in the
    /// window's notation, selected to be typed over; its dates and what it said as they were.
    fn receive_again(&mut self, uci: shakmaty::uci::UciMove, card: &HisCard) {
        let (notation, today) = (self.settings.notation, self.today());
        let Some(g) = &mut self.view.game else { return };
        let mut line: Vec<_> = g.records.plies.iter().map(|p| p.uci).collect();
        line.push(uci);
        let mv = crate::domain::notation::format_line(&line, notation).pop();
        g.to_last_stored();
        let form = ReceiveForm::again(card, mv.unwrap_or_default(), today);
        g.open_panel(MovePanel::Receive(form));
    }
}
