//! Receiving and sending moves, and the changes of the game's records, as the app applies them.

use super::desk::{Desk, Request};
use super::dialog_host::{Confirmed, Dialog};
use super::game_panels::OpenGame;
use crate::diary::{DiaryError, PenaltyFor};
use crate::documents::DocumentKind;
use crate::domain::HisCard;
use crate::domain::Side;
use crate::domain::declarations::Declaration;
use crate::messages::Text;
use crate::ui::command::Command;
use crate::ui::dialogs::ReceiveError;
use crate::ui::dialogs::{CorrectForm, FileTask, ReceiveForm, SendForm};
use crate::ui::game_view::{GameView, MovePanel};
use crate::ui::records_panel::{RecordsAction, RecordsForm};
use crate::ui::refusal::Refusal;

impl OpenGame {
    /// Records the day his last move arrived, which the diary lacked.
    pub(crate) fn record_arrival(&mut self, desk: &mut Desk, text: &str) {
        let today = desk.today();
        let Some(id) = self.view.as_ref().map(GameView::id) else {
            return;
        };
        let date = match crate::ui::dialogs::date_field(text, Text::ReceivedOn, today) {
            Ok(d) => d.unwrap_or(today),
            Err(e) => return desk.fail(e),
        };
        let done = desk.diary.record_arrival(id, date, today).map(|_| ());
        desk.saved(done);
    }

    /// Files his card whose move cannot be played, with the scans dropped on the form, and
    /// records the request to replace the move as sent today (47.3.12); opens its card or
    /// e-mail. Each can be undone until the request is posted.
    pub(crate) fn ask_replacement(
        &mut self,
        desk: &mut Desk,
        card: &HisCard,
        scans: &[crate::ui::card_scans::PendingScan],
    ) {
        let today = desk.today();
        let lang = desk.settings.language;
        let Some(g) = self.view.as_ref() else {
            return;
        };
        let (id, mode) = (g.id(), g.records.tournament.mode);
        let scans: Vec<_> = scans
            .iter()
            .map(|s| (s.name.clone(), s.bytes.clone()))
            .collect();
        let asked = desk
            .diary
            .ask_replacement(id, Some(card), &card.his_move, today, &scans);
        if let Err(e) = asked {
            return desk.fail(e);
        }
        desk.inform(Text::ReplacementAsked.get(lang));
        desk.changed();
        match mode {
            crate::domain::Mode::Email => desk.ask(Command::EmailText),
            crate::domain::Mode::Post => {
                desk.ask(Command::Document(DocumentKind::RequestReplacement))
            }
        }
    }

    /// Records the game's start date, which neither the game nor its tournament had.
    pub(crate) fn record_start(&mut self, desk: &mut Desk, text: &str) {
        let today = desk.today();
        let Some(id) = self.view.as_ref().map(GameView::id) else {
            return;
        };
        let date = match crate::ui::dialogs::date_field(text, Text::StartDate, today) {
            Ok(Some(d)) => d,
            Ok(None) => return desk.fail(Text::StartMissing),
            Err(e) => return desk.fail(e),
        };
        let done = desk.diary.set_game_start(id, date);
        desk.saved(done);
    }

    /// Writes a change made in the records panel.
    pub(crate) fn change_records(&mut self, desk: &mut Desk, change: RecordsAction) {
        let Some(id) = self.view.as_ref().map(GameView::id) else {
            return;
        };
        let mode = self.view.as_ref().map(|g| g.records.tournament.mode);
        let today = desk.today();
        let diary = &mut desk.diary;
        let done = match change {
            RecordsAction::AttachScan(row) => {
                return desk.ask(Request::ChooseFile(FileTask::AttachScan(row)));
            }
            RecordsAction::OpenScan(scan) => return self.open_scan(desk, scan),
            RecordsAction::RemoveScan(scan) => return self.ask_remove_scan(desk, scan),
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
        desk.saved(done);
    }

    /// Saves the receive or send form, or shows why not.
    pub(crate) fn save_move(&mut self, desk: &mut Desk, panel: MovePanel) {
        match panel {
            MovePanel::Receive(f) => self.save_received(desk, &f),
            MovePanel::Send(f) => self.save_sent(desk, &f),
            MovePanel::Correct(f) => self.save_correction(desk, &f),
            MovePanel::Moves | MovePanel::Records(_) => {}
        }
    }

    /// Records his card as the receive form has it, or shows the form's refusal.
    fn save_received(&mut self, desk: &mut Desk, f: &ReceiveForm) {
        let today = desk.today();
        let lang = desk.settings.language;
        let Some((id, seen)) = self.view.as_ref().map(GameView::as_shown) else {
            return;
        };
        let card = match f.card_for((id, seen), today) {
            Ok(card) => card,
            Err(e) => return self.refuse_received(ReceiveError::field(e, lang)),
        };
        let done = match desk.diary.receive(card, today) {
            Ok(done) => done,
            Err(e) if e.card_error().is_some() => return self.refuse_received(f.refusal(e, lang)),
            Err(e) => return desk.fail(e),
        };
        let moved = match done.len() {
            1 => Text::MoveRecorded,
            _ => Text::BothMovesRecorded,
        };
        let Some(first) = done.first() else { return };
        let mut said = self.card_said(desk, first, moved);
        if let Some(counted) = first.postmark_counts {
            said = format!("{said} {}", crate::messages::postmark_counts(counted, lang));
        }
        desk.inform(&said);
        self.form_done();
        self.keep_scans_with_newest_card(desk, id, &f.scans);
        desk.changed();
        // What to look at: his total against the diary's, his card dated before the game.
        let mut look = Vec::new();
        if let Some((stated, counted)) = first.totals_differ {
            let (states, counts) = (Text::HeStates.get(lang), Text::DiaryCounts.get(lang));
            look.push(format!("{states} {stated}, {counts} {counted}"));
        }
        look.extend(first.before_start.as_ref().map(|e| e.told(lang)));
        if !look.is_empty() {
            desk.warn(look.join("; "));
        }
    }

    /// Asks to confirm my card as the send form has it, then records it; or shows the form's
    /// refusal.
    fn save_sent(&mut self, desk: &mut Desk, f: &SendForm) {
        let today = desk.today();
        let Some(g) = self.view.as_ref() else {
            return;
        };
        let mode = g.records.tournament.mode;
        let card = match f.card_for(g.as_shown(), today) {
            Ok(card) => card,
            Err(e) => return self.refuse_in_form(desk, e.into()),
        };
        if !f.confirming {
            return match desk.diary.check_send(&card, today) {
                Ok(()) => {
                    if let Some(MovePanel::Send(form)) = self.panel_mut() {
                        form.confirm();
                    }
                }
                Err(e) if e.card_error().is_none() => desk.fail(e),
                Err(e) => self.refuse_in_form(desk, f.refusal(e)),
            };
        }
        match desk.diary.send(card, today) {
            Ok(done) => {
                let moved = match done.len() {
                    1 => Text::MoveSent,
                    _ => Text::BothMovesSent,
                };
                let Some(first) = done.first() else { return };
                let said = self.card_said(desk, first, moved);
                self.form_done();
                desk.changed();
                // The card's dialog follows, unless the player turned it off (View): then the
                // status bar says how to open it.
                let then = match mode {
                    crate::domain::Mode::Email => Command::EmailText,
                    crate::domain::Mode::Post => {
                        Command::Print(crate::documents::DocumentKind::Postcard)
                    }
                };
                if desk.settings.card_after_send {
                    desk.inform(&said);
                    desk.ask(then);
                } else {
                    let key = then.shortcut_text(&egui::Context::default());
                    let key = key.unwrap_or_else(|| then.label(desk.settings.language).to_owned());
                    let how = crate::tr!(desk.settings.language, "card-when-you-want", key = key);
                    desk.inform(&format!("{said} {how}"));
                }
            }
            Err(e) if e.card_error().is_some() => self.refuse_in_form(desk, f.refusal(e)),
            Err(e) => desk.fail(e),
        }
    }

    /// The open game's panel: the move form being saved.
    fn panel_mut(&mut self) -> Option<&mut MovePanel> {
        self.view.as_mut().map(|g| &mut g.panel)
    }

    /// Shows why his card cannot be recorded, in the receive form.
    fn refuse_received(&mut self, refusal: ReceiveError) {
        if let Some(MovePanel::Receive(form)) = self.panel_mut() {
            form.refuse(refusal);
        }
    }

    /// Shows why the send or correction form's card cannot be recorded, in the form.
    fn refuse_in_form(&mut self, desk: &mut Desk, e: Refusal) {
        let message = e.told(desk.settings.language);
        match self.panel_mut() {
            Some(MovePanel::Send(form)) => form.refuse(message),
            Some(MovePanel::Correct(form)) => form.error = Some(message),
            _ => {}
        }
    }

    /// Corrects the dates of a move as the correction form has them.
    fn save_correction(&mut self, desk: &mut Desk, f: &CorrectForm) {
        let today = desk.today();
        let lang = desk.settings.language;
        let Some(id) = self.view.as_ref().map(GameView::id) else {
            return;
        };
        let (dates, reason) = match f.dates(today) {
            Ok(read) => read,
            Err(e) => return self.refuse_in_form(desk, e.into()),
        };
        let diary = &mut desk.diary;
        match diary.correct_dates(id, f.ply, &f.was, dates, &reason, today) {
            Ok(()) => {
                desk.inform(Text::DatesCorrected.get(lang));
                self.form_done();
                desk.changed();
            }
            Err(e) if e.card_error().is_some() || matches!(e, DiaryError::Fact(_)) => {
                self.refuse_in_form(desk, e.into())
            }
            Err(e) => desk.fail(e),
        }
    }

    /// What was recorded with a card: `moved` when it carried a move, then what it says besides
    /// and how it ended the game.
    fn card_said(&self, desk: &Desk, done: &crate::diary::Recorded, moved: Text) -> String {
        let lang = desk.settings.language;
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
        if let Some(g) = &mut self.view {
            g.close_panel();
        }
    }

    /// Shows the game's status, penalties, leave and archive, with the scans' thumbnails.
    pub(crate) fn show_records(&mut self, desk: &Desk) {
        if let Some(g) = &mut self.view {
            g.panel = MovePanel::Records(RecordsForm::new(&g.records, desk.today()));
            let diary = &desk.diary;
            g.cards.make_thumbnails(|scan| diary.scan_bytes(scan).ok());
        }
    }

    /// Opens the correction of ply `ply`'s dates.
    pub(crate) fn start_correction(&mut self, desk: &mut Desk, ply: u32) {
        let notation = desk.settings.notation;
        let Some(g) = self.view.as_mut() else {
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
    fn other_game_awaiting(
        &self,
        desk: &Desk,
        mover: Side,
    ) -> Option<crate::ui::dialogs::OtherGame> {
        let r = &self.view.as_ref()?.records;
        let games = desk.diary.active_games().ok()?;
        let o = crate::domain::double_round::other_game(r, &games)?;
        (o.side_of(o.plies.len() as u32) == mover).then(|| crate::ui::dialogs::OtherGame {
            id: o.id,
            colour: mover.colour(o.game.my_colour),
            mv: String::new(),
        })
    }

    pub(crate) fn start_receive(&mut self, desk: &mut Desk) {
        let today = desk.today();
        let other = self.other_game_awaiting(desk, Side::His);
        let Some(g) = &mut self.view else { return };
        if !g.records.game.takes_moves() {
            desk.fail(Text::GameNotInPlay);
        } else if g.my_move() {
            desk.fail(Text::NotHisMove);
        } else {
            g.to_last_stored();
            let mut form = ReceiveForm::new(today);
            form.other = other;
            g.open_panel(MovePanel::Receive(form));
        }
    }

    /// Opens the send form; `says` chosen already (a resignation goes whoever's move it is).
    pub(crate) fn start_send(&mut self, desk: &mut Desk, says: Option<Declaration>) {
        let today = desk.today();
        let notation = desk.settings.notation;
        let other = self.other_game_awaiting(desk, Side::Mine);
        let Some(g) = &mut self.view else { return };
        if !g.records.game.takes_moves() {
            desk.fail(Text::GameNotInPlay);
            return;
        }
        if !g.my_move() && says.is_none_or(Declaration::with_move) {
            desk.fail(Text::NotYourMove);
            return;
        }
        // The line on the board from the last stored move: its first move is mine, the rest
        // a variant I may propose (47.3.8).
        let mut pos = g.last_position();
        let tried: Vec<String> = g
            .trial()
            .iter()
            .map(|m| {
                let text = notation.format(&pos, *m);
                shakmaty::Position::play_unchecked(&mut pos, *m);
                text
            })
            .collect();
        let mut form = SendForm::new(
            tried.first().cloned().unwrap_or_default(),
            today,
            g.records.tournament.mode,
            g.registered_required(),
        );
        form.from_line = tried.get(1..).unwrap_or_default().join(" ");
        form.says = says;
        form.other = other;
        g.to_last_stored();
        g.open_panel(MovePanel::Send(form));
    }

    /// Ctrl+Z: the last entry (`undo`); a line played on the board is one.
    pub(crate) fn take_back(&mut self, desk: &mut Desk) {
        self.undo(desk);
    }

    /// Changes my analysis of the game shown.
    pub(crate) fn edit_analysis(&mut self, desk: &mut Desk, edit: crate::diary::AnalysisEdit) {
        let Some(game) = self.id() else { return };
        match desk.diary.edit_analysis(game, edit) {
            Ok(true) => desk.changed(),
            Ok(false) => {}
            Err(e) => desk.fail(e),
        }
    }

    /// Asks to take back the partner's last move as typed in the open game; my sent move is
    /// refused (47.3.10).
    pub(crate) fn ask_take_back_his_move(&mut self, desk: &mut Desk) {
        let lang = desk.settings.language;
        let Some(g) = &self.view else { return };
        let r = &g.records;
        let Some(last) = r.plies.len().checked_sub(1) else {
            return;
        };
        if (last % 2 == 0) == r.game.my_colour.is_white() {
            return desk.fail(Text::SentLocked);
        }
        // His move as I typed it from his card: taken back on confirmation, kept as a
        // correction (47.3.10 binds the sender, not my typing).
        let ucis: Vec<_> = r.plies.iter().map(|p| p.uci).collect();
        let text = crate::domain::notation::format_line(&ucis, desk.settings.notation)
            .pop()
            .unwrap_or_default();
        let shown = crate::documents::postcard::numbered(last as u32, &text);
        let seen = r.plies.len() as u32;
        desk.open(Dialog::Confirm {
            text: format!("{} {shown}", Text::TakeBackHisMove.get(lang)),
            yes: Text::TakeItBack,
            then: Confirmed::TakeBackHisMove(seen),
        });
    }

    /// Records the repeat of my last move as sent today, then asks where to save its postcard.
    pub(crate) fn repeat_now(&mut self, desk: &mut Desk) {
        let today = desk.today();
        let Some(g) = &self.view else {
            return;
        };
        let (id, note) = (
            g.id(),
            crate::documents::repeat_note(g.records.tournament.mode),
        );
        match desk.diary.repeat(id, today, note, today) {
            Ok(_) => {
                desk.changed();
                desk.ask(Request::PaperOut(DocumentKind::RepeatPostcard));
            }
            Err(e) => desk.fail(e),
        }
    }

    /// Takes back his last move as typed, once confirmed.
    pub(crate) fn take_back_his_move(&mut self, desk: &mut Desk, seen: u32) {
        let lang = desk.settings.language;
        let Some(id) = self.view.as_ref().map(GameView::id) else {
            return;
        };
        let reason = Text::TypedWrongly.get(lang);
        match desk.diary.take_back_his_move(id, seen, reason) {
            Ok(filed) => {
                desk.inform(Text::HisMoveTakenBack.get(lang));
                desk.changed();
                // The game as it is now, without his move, for the form to open on.
                self.open(desk, id);
                if let Some((uci, card)) = filed {
                    self.receive_again(desk, uci, &card);
                }
            }
            Err(e) => desk.fail(e),
        }
    }

    /// Opens the Receive form again with his card as it was filed: its move, written in the
    /// window's notation, selected to be typed over; its dates and what it said as they were.
    fn receive_again(&mut self, desk: &mut Desk, uci: shakmaty::uci::UciMove, card: &HisCard) {
        let (notation, today) = (desk.settings.notation, desk.today());
        let Some(g) = &mut self.view else { return };
        let mut line: Vec<_> = g.records.plies.iter().map(|p| p.uci).collect();
        line.push(uci);
        let mv = crate::domain::notation::format_line(&line, notation).pop();
        g.to_last_stored();
        let form = ReceiveForm::again(card, mv.unwrap_or_default(), today);
        g.open_panel(MovePanel::Receive(form));
    }
}
