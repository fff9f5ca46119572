//! Receiving and sending moves, and the changes of the game's records, as the app applies them.

use super::*;
use crate::domain::declarations::Declaration;

impl DiaryApp {
    /// Records the day his last move arrived, which the diary lacked.
    pub(super) fn record_arrival(&mut self, text: &str, today: NaiveDate) {
        let lang = self.settings.language;
        let Some(g) = self.view.game.as_ref() else {
            return;
        };
        let id = g.id();
        let date = match crate::ui::dialogs::date_field(text, Text::ReceivedOn, lang, today) {
            Ok(d) => d.unwrap_or(today),
            Err(e) => return self.fail(e),
        };
        let last = match crate::domain::card::arrival(&g.records, date, today) {
            Ok(last) => last,
            Err(e) => return self.fail(e.told(lang)),
        };
        match self.session.store.set_arrived(id, last, Some(date)) {
            Ok(()) => {
                self.inform(Text::Saved.get(lang));
                self.reload();
            }
            Err(e) => self.write_failed(&e),
        }
    }

    /// Files his card whose move cannot be played, with the scans dropped on the form, and
    /// records the request to replace the move as sent today (47.3.12); opens its card or
    /// e-mail. Each can be undone until the request is posted.
    pub(super) fn ask_replacement(
        &mut self,
        card: &crate::domain::card::HisCard,
        scans: &[crate::ui::card_scans::PendingScan],
        today: NaiveDate,
    ) {
        let lang = self.settings.language;
        let Some(g) = self.view.game.as_ref() else {
            return;
        };
        let (id, mode) = (g.id(), g.records.tournament.mode);
        let filed = crate::domain::card::unplayable(&CardContext::new(&g.records), card, today);
        let request =
            crate::domain::card::ask_replacement(&g.records, &card.his_move, today, today);
        let (his, item) = match filed.and_then(|his| Ok((his, request?))) {
            Ok(both) => both,
            Err(e) => return self.fail(e.told(lang)),
        };
        match self.session.store.add_correspondence(&his) {
            Ok(row) => {
                self.recorded(undo::Entry::Card { row, item: his });
                self.keep_scans_with_newest_card(id, scans);
            }
            Err(e) => return self.fail(save_failed(&e, lang)),
        }
        match self.session.store.add_correspondence(&item) {
            Ok(row) => {
                self.recorded(undo::Entry::Card { row, item });
                self.inform(Text::ReplacementAsked.get(lang));
                self.reload();
                match mode {
                    crate::domain::Mode::Email => self.apply(Command::EmailText),
                    crate::domain::Mode::Post => {
                        self.apply(Command::Document(DocumentKind::RequestReplacement))
                    }
                }
            }
            Err(e) => self.write_failed(&e),
        }
    }

    /// Records the game's start date, which neither the game nor its tournament had.
    pub(super) fn record_start(&mut self, text: &str, today: NaiveDate) {
        let lang = self.settings.language;
        let Some(id) = self.view.game.as_ref().map(GameView::id) else {
            return;
        };
        let date = match crate::ui::dialogs::date_field(text, Text::StartDate, lang, today) {
            Ok(Some(d)) => d,
            Ok(None) => return self.fail(Text::StartMissing.get(lang).to_owned()),
            Err(e) => return self.fail(e),
        };
        match self.session.store.set_game_start(id, Some(date)) {
            Ok(()) => {
                self.inform(Text::Saved.get(lang));
                self.reload();
            }
            Err(e) => self.write_failed(&e),
        }
    }

    /// Writes a change made in the records panel.
    pub(super) fn change_records(&mut self, change: RecordsAction) {
        let lang = self.settings.language;
        let Some(id) = self.view.game.as_ref().map(GameView::id) else {
            return;
        };
        let done = match &change {
            RecordsAction::AttachScan(row) => return self.choose_file(FileTask::AttachScan(*row)),
            RecordsAction::OpenScan(scan) => return self.open_scan(*scan),
            RecordsAction::RemoveScan(scan) => return self.ask_remove_scan(*scan),
            RecordsAction::SetStatus(status, result) => {
                let before = self
                    .view
                    .game
                    .as_ref()
                    .map(|g| (g.records.game.status, g.records.game.result));
                self.session
                    .store
                    .set_game_status(id, *status, *result)
                    .map(|()| {
                        if let Some(before) = before {
                            self.recorded(undo::Entry::Status {
                                game: id,
                                before,
                                after: (*status, *result),
                            });
                        }
                    })
            }
            RecordsAction::AddPenalty(p) => self.session.store.add_penalty(id, p).map(|row| {
                self.recorded(undo::Entry::Penalty {
                    row,
                    game: id,
                    penalty: p.clone(),
                });
            }),
            RecordsAction::AddLeave(l) => self.session.store.add_leave(l).map(|row| {
                self.recorded(undo::Entry::Leave {
                    row,
                    leave: l.clone(),
                });
            }),
            RecordsAction::AddRepeat(item) => {
                self.session.store.add_correspondence(item).map(|row| {
                    self.recorded(undo::Entry::Card {
                        row,
                        item: item.clone(),
                    });
                })
            }
            RecordsAction::SetGender(g) => {
                let partner = self
                    .view
                    .game
                    .as_ref()
                    .map(|v| (v.records.game.partner, v.records.partner.gender));
                match partner {
                    Some((p, before)) => self.session.store.set_partner_gender(p, *g).map(|()| {
                        self.recorded(undo::Entry::Gender {
                            partner: p,
                            before,
                            after: *g,
                        });
                    }),
                    None => Ok(()),
                }
            }
            RecordsAction::None | RecordsAction::Close | RecordsAction::CorrectDates(_) => Ok(()),
        };
        match done {
            Ok(()) => {
                self.inform(Text::Saved.get(lang));
                self.reload();
            }
            Err(e) => self.write_failed(&e),
        }
    }

    /// Saves the receive or send form, or shows why not.
    pub(super) fn save_move(&mut self, panel: MovePanel, today: NaiveDate) {
        let lang = self.settings.language;
        // The other game of a double round whose move the card also carries.
        let other_id = match &panel {
            MovePanel::Send(f) => f.other_move(),
            MovePanel::Receive(f) => f.other_move(),
            _ => None,
        }
        .map(|(o, _)| o.id);
        let other = match other_id
            .map(|o| self.session.store.game_records(o))
            .transpose()
        {
            Ok(other) => other,
            Err(e) => return self.fail(save_failed(&e, lang)),
        };
        let other_ctx = other.as_ref().map(CardContext::new);
        let me = match other
            .as_ref()
            .map(|_| self.session.store.profile())
            .transpose()
        {
            Ok(me) => me.unwrap_or_default(),
            Err(e) => return self.fail(save_failed(&e, lang)),
        };
        let Some(g) = self.view.game.as_mut() else {
            return;
        };
        let id = g.id();
        let mode = g.records.tournament.mode;
        // The day my last move arrived as the diary had it, for an undo of his card.
        let my_last_arrived = g.records.plies.last().map(|p| p.arrived);
        let ctx = CardContext::new(&g.records);
        match panel {
            MovePanel::Receive(f) => match f.parse(&ctx, other_ctx.as_ref(), lang, today) {
                Ok(mut got) => {
                    // His e-mail message is filed whole with the card (48.1.4).
                    if let Some(text) = &f.message {
                        got[0].item.body = format!("{}\n\n{}", got[0].item.body, text.trim());
                    }
                    let stated = f.stated_total.trim().parse::<u32>().ok();
                    let scans = f.scans.clone();
                    let cards: Vec<_> = got.iter().map(|r| (r.item.game, r)).collect();
                    match self.session.store.record_received(&cards) {
                        Ok(rows) => {
                            let moved = match got.len() {
                                1 => Text::MoveRecorded,
                                _ => Text::BothMovesRecorded,
                            };
                            let said = self.card_said(&got[0].item, moved);
                            for (card, row) in got.into_iter().zip(rows) {
                                let game = card.item.game;
                                if card.plies.is_empty() {
                                    // A card with no move is taken back as a card: an undo
                                    // puts the game it ended back in play.
                                    self.recorded(undo::Entry::Card {
                                        row,
                                        item: card.item,
                                    });
                                } else {
                                    self.recorded(undo::Entry::Received {
                                        game,
                                        card,
                                        my_last_arrived: if game == id {
                                            my_last_arrived
                                        } else {
                                            other
                                                .as_ref()
                                                .and_then(|o| o.plies.last())
                                                .map(|p| p.arrived)
                                        },
                                    });
                                }
                            }
                            self.inform(&said);
                            self.form_done();
                            self.reload();
                            self.keep_scans_with_newest_card(id, &scans);
                            self.compare_stated_total(stated);
                        }
                        Err(e) => self.write_failed(&e),
                    }
                }
                Err(error) => {
                    if let MovePanel::Receive(form) = &mut g.panel {
                        form.refuse(error);
                    }
                }
            },
            MovePanel::Send(f) => match f.parse(&ctx, other_ctx.as_ref(), lang, today) {
                // Two games go on one card only when it holds both with all their items.
                Ok(sent) if !on_one_card(&g.records, other.as_ref(), &sent, &me) => {
                    if let MovePanel::Send(form) = &mut g.panel {
                        form.refuse(crate::documents::DocumentError::TwoGamesDoNotFit.told(lang));
                    }
                }
                Ok(sent) if f.confirming => {
                    let cards: Vec<_> = sent.iter().map(|s| (s.item.game, s)).collect();
                    match self.session.store.record_sent(&cards) {
                        Ok(()) => {
                            self.recorded(undo::Entry::Sent);
                            let moved = match sent.len() {
                                1 => Text::MoveSent,
                                _ => Text::BothMovesSent,
                            };
                            let said = self.card_said(&sent[0].item, moved);
                            self.inform(&said);
                            self.form_done();
                            self.reload();
                            match mode {
                                crate::domain::Mode::Email => self.apply(Command::EmailText),
                                crate::domain::Mode::Post => self.apply(Command::Document(
                                    crate::documents::DocumentKind::Postcard,
                                )),
                            }
                        }
                        Err(e) => self.write_failed(&e),
                    }
                }
                Ok(_) => {
                    if let MovePanel::Send(form) = &mut g.panel {
                        form.confirm();
                    }
                }
                Err(message) => {
                    if let MovePanel::Send(form) = &mut g.panel {
                        form.refuse(message);
                    }
                }
            },
            MovePanel::Correct(f) => match f.parse(&g.records.plies, lang, today) {
                Ok((fixed, reason)) => {
                    let changed = (&f.was, &fixed);
                    match self.session.store.replace_ply(id, f.ply, changed, &reason) {
                        Ok(()) => {
                            self.inform(Text::DatesCorrected.get(lang));
                            self.form_done();
                            self.reload();
                        }
                        Err(e) => self.write_failed(&e),
                    }
                }
                Err(message) => {
                    if let MovePanel::Correct(form) = &mut g.panel {
                        form.error = Some(message);
                    }
                }
            },
            MovePanel::Moves | MovePanel::Records(_) => {}
        }
    }

    /// What was recorded with a card: `moved` when it carried a move, then what it says besides
    /// and how it ended the game.
    fn card_said(&self, item: &crate::domain::CorrespondenceItem, moved: Text) -> String {
        let lang = self.settings.language;
        let mine = item.direction == crate::domain::Direction::Out;
        let Some(d) = item.declaration else {
            return moved.get(lang).to_owned();
        };
        let first = if d.with_move() {
            moved.get(lang)
        } else if mine {
            Text::CardSent.get(lang)
        } else {
            Text::CardFiled.get(lang)
        };
        let me = self.view.game.as_ref().map(|g| g.records.game.my_colour);
        let ended = me.and_then(|me| item.ends_game(me)).map(|result| {
            let day = item
                .day()
                .map(crate::domain::format_date)
                .unwrap_or_default();
            crate::messages::ended_told(result, &day, lang)
        });
        let says = d.told(mine, lang);
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
        let mine = g.records.is_mine(ply);
        let form = CorrectForm::new(ply, title, mine, p);
        g.open_panel(MovePanel::Correct(form));
    }

    /// The other game of the open game's double round, when its move is mine (`mine`) or his
    /// to make: that move may go on the same card.
    fn other_game_awaiting(&self, mine: bool) -> Option<crate::ui::dialogs::OtherGame> {
        let r = &self.view.game.as_ref()?.records;
        let games = self.session.store.active_game_records().ok()?;
        let o = crate::domain::double_round::other_game(r, &games)?;
        let my_turn = crate::domain::mover(o.plies.len() as u32) == o.game.my_colour;
        (my_turn == mine).then(|| crate::ui::dialogs::OtherGame {
            id: o.id,
            colour: if mine {
                o.game.my_colour
            } else {
                !o.game.my_colour
            },
            mv: String::new(),
        })
    }

    pub(super) fn start_receive(&mut self, today: NaiveDate) {
        let lang = self.settings.language;
        let other = self.other_game_awaiting(false);
        let Some(g) = &mut self.view.game else { return };
        if g.records.game.status != GameStatus::InPlay {
            let text = Text::GameNotInPlay.get(lang);
            self.fail(text.to_owned());
        } else if g.my_move() {
            let text = Text::NotHisMove.get(lang);
            self.fail(text.to_owned());
        } else {
            g.to_last_stored();
            let mut form = ReceiveForm::new(today);
            form.other = other;
            g.open_panel(MovePanel::Receive(form));
        }
    }

    /// Opens the send form; `says` chosen already (a resignation goes whoever's move it is).
    pub(super) fn start_send(&mut self, today: NaiveDate, says: Option<Declaration>) {
        let lang = self.settings.language;
        let notation = self.settings.notation;
        let other = self.other_game_awaiting(true);
        let Some(g) = &mut self.view.game else { return };
        if g.records.game.status != GameStatus::InPlay {
            let text = Text::GameNotInPlay.get(lang);
            self.fail(text.to_owned());
            return;
        }
        if !g.my_move() && says.is_none_or(Declaration::with_move) {
            let text = Text::NotYourMove.get(lang);
            self.fail(text.to_owned());
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

    /// Warns when the total his card states differs from the diary's count of his time.
    fn compare_stated_total(&mut self, stated: Option<u32>) {
        let lang = self.settings.language;
        let (Some(stated), Some(g)) = (stated, &self.view.game) else {
            return;
        };
        let counted = g.schedule.side(!g.records.game.my_colour).total;
        // With a day of his unknown, only a figure below what is already counted disagrees.
        let differs = match counted.known() {
            Some(known) => stated != known,
            None => stated < counted.at_least,
        };
        if differs {
            self.fail(format!(
                "{} {stated}, {} {counted}",
                Text::HeStates.get(lang),
                Text::DiaryCounts.get(lang)
            ));
        }
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
            return self.fail(Text::SentLocked.get(lang).to_owned());
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
    pub(super) fn repeat_now(&mut self, today: NaiveDate) -> Result<(), String> {
        let lang = self.settings.language;
        let Some(g) = &self.view.game else {
            return Ok(());
        };
        let mut item =
            crate::domain::card::repeat(&g.records, today, today).map_err(|e| e.told(lang))?;
        item.body = crate::messages::repeat_note(g.records.tournament.mode);
        let row = self
            .session
            .store
            .add_correspondence(&item)
            .map_err(|e| save_failed(&e, lang))?;
        self.recorded(undo::Entry::Card { row, item });
        self.reload();
        self.choose_file(FileTask::SavePdf(DocumentKind::RepeatPostcard));
        Ok(())
    }

    /// Takes back his last move as typed, once confirmed.
    pub(super) fn take_back_his_move(&mut self, seen: u32) -> Result<(), String> {
        let lang = self.settings.language;
        let Some(id) = self.view.game.as_ref().map(GameView::id) else {
            return Ok(());
        };
        if let Err(e) = self
            .session
            .store
            .take_back(id, seen, Text::TypedWrongly.get(lang))
        {
            self.write_failed(&e);
            return Ok(());
        }
        // Taken back as the last entry: my move's arrival goes back as it was, and the card
        // can be recorded again with Ctrl+Shift+Z.
        if let Some(undo::Entry::Received {
            game,
            card,
            my_last_arrived,
        }) = self.view.undo.last()
            && *game == id
        {
            // A card that also accepted variant moves leaves them (they are mine, sent): only
            // his move goes, as before, and it is not recorded again by a redo.
            let whole = card.plies.len() == 1;
            if let Some(before) = my_last_arrived.filter(|_| whole) {
                let mine = self.session.store.plies(id).map(|p| p.len().checked_sub(1));
                if let Ok(Some(ply)) = mine {
                    self.session
                        .store
                        .set_arrived(id, ply as u32, before)
                        .map_err(|e| save_failed(&e, lang))?;
                }
            }
            if let Some(entry) = self.view.undo.pop().filter(|_| whole) {
                self.view.redo.push(entry);
            }
        }
        self.inform(Text::HisMoveTakenBack.get(lang));
        Ok(())
    }
}

/// Whether the card holds what `sent` records: one game always; two games (`r` and `other`)
/// when one card holds both with all their items.
fn on_one_card(
    r: &crate::domain::deadlines::GameRecords,
    other: Option<&crate::domain::deadlines::GameRecords>,
    sent: &[crate::domain::card::Sent],
    me: &crate::domain::Profile,
) -> bool {
    match (sent, other) {
        ([a, b], Some(o)) => crate::documents::postcard::one_card_holds([(r, a), (o, b)], me),
        _ => true,
    }
}
