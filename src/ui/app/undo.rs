//! Undo and redo of what was recorded and not sent (Ctrl+Z beyond the board, Ctrl+Shift+Z):
//! a penalty, a leave or a repeat filed is withdrawn and kept in the archive with the reason;
//! the partner's new address goes; my profile, a
//! tournament or a game's status gets its values from before the change back; a tournament, partner or game just
//! added goes while nothing refers to it; the partner's move as typed is taken
//! back as before (asked first); my sent move is never undone (47.3.10).

use super::*;
use crate::domain::card::Received;
use crate::domain::{
    Contact, CorrespondenceItem, Game, GameResult, Gender, Leave, Partner, Penalty, Profile,
};

/// What was recorded in this window, newest last, for Ctrl+Z.
pub(super) enum Entry {
    /// A penalty, by its row.
    Penalty {
        row: i64,
        game: GameId,
        penalty: Penalty,
    },
    /// A period of leave, by its row.
    Leave {
        row: i64,
        leave: Leave,
    },
    /// My profile as a form changed it.
    Profile {
        before: Profile,
        after: Profile,
    },
    /// A tournament as its form changed it.
    Tournament {
        id: TournamentId,
        before: Tournament,
        after: Tournament,
    },
    /// A game's status and result as the records changed them.
    Status {
        game: GameId,
        before: (GameStatus, GameResult),
        after: (GameStatus, GameResult),
    },
    /// A tournament, a partner or a game added by its form.
    NewTournament {
        id: TournamentId,
        tournament: Tournament,
    },
    NewPartner {
        id: PartnerId,
        partner: Partner,
    },
    NewGame {
        id: GameId,
        game: Game,
    },
    /// A repeat filed (a card I say I sent), by its row.
    Card {
        row: i64,
        item: CorrespondenceItem,
    },
    /// The partner's new address, by its row.
    Contact {
        partner: PartnerId,
        row: i64,
        contact: Contact,
    },
    /// How the partner is spoken of, as the records changed it.
    Gender {
        partner: PartnerId,
        before: Gender,
        after: Gender,
    },
    /// The partner's card as typed: his move(s), the day he received mine, the card filed; and
    /// the day my last move arrived before it (`None` when I had no move yet).
    Received {
        game: GameId,
        card: Received,
        my_last_arrived: Option<Option<chrono::NaiveDate>>,
    },
    /// My move, sent.
    Sent,
    /// A photo or scan kept with a card, by its row.
    Scan {
        id: i64,
        game: GameId,
        row: i64,
        name: String,
        kind: crate::domain::scans::ScanKind,
        bytes: std::sync::Arc<Vec<u8>>,
    },
}

impl DiaryApp {
    /// Notes what was just recorded; what was undone before can no longer be redone.
    pub(super) fn recorded(&mut self, entry: Entry) {
        self.view.undo.push(entry);
        self.view.redo.clear();
    }

    /// Undoes the last entry: most at once; the partner's card as typed after asking; my sent
    /// move never, saying why.
    pub(super) fn undo(&mut self) {
        let lang = self.settings.language;
        match self.view.undo.last() {
            Some(Entry::Sent) => self.fail(Text::SentLocked.get(lang).to_owned()),
            Some(Entry::Received { game, .. }) => {
                // His card is taken back in its own game, shown for the question.
                let game = *game;
                if self.view.game.as_ref().map(GameView::id) != Some(game) {
                    self.open_game(game);
                }
                self.ask_take_back_his_move();
            }
            None => self.ask_take_back_his_move(),
            // Everything else is undone at once.
            Some(_) => {
                let Some(entry) = self.view.undo.pop() else {
                    return;
                };
                let reason = Text::UndoneInWindow.get(lang);
                let done = match &entry {
                    Entry::Penalty { row, .. } => self.session.store.withdraw_penalty(*row, reason),
                    Entry::Leave { row, .. } => self.session.store.withdraw_leave(*row, reason),
                    Entry::Card { row, .. } => self.session.store.withdraw_card(*row, reason),
                    Entry::Scan { id, .. } => self.session.store.remove_scan(*id),
                    Entry::Contact { row, .. } => self.session.store.remove_contact(*row),
                    Entry::Profile { before, .. } => self.session.store.save_profile(before),
                    Entry::Tournament { id, before, .. } => {
                        self.session.store.update_tournament(*id, before)
                    }
                    Entry::Status { game, before, .. } => self
                        .session
                        .store
                        .set_game_status(*game, before.0, before.1),
                    Entry::Gender {
                        partner, before, ..
                    } => self.session.store.set_partner_gender(*partner, *before),
                    Entry::NewTournament { id, .. } => {
                        self.session.store.remove_new_tournament(*id)
                    }
                    Entry::NewPartner { id, .. } => self.session.store.remove_new_partner(*id),
                    Entry::NewGame { id, .. } => self.session.store.remove_new_game(*id),
                    // Answered above.
                    Entry::Received { .. } | Entry::Sent => Ok(()),
                };
                let said = match entry {
                    Entry::Penalty { .. }
                    | Entry::Leave { .. }
                    | Entry::Card { .. }
                    | Entry::Scan { .. } => Text::Undone,
                    Entry::NewTournament { .. }
                    | Entry::NewPartner { .. }
                    | Entry::NewGame { .. } => Text::UndoneAdded,
                    _ => Text::UndoneChange,
                };
                if let (Ok(()), Entry::NewGame { id, .. }) = (&done, &entry)
                    && self.view.game.as_ref().map(GameView::id) == Some(*id)
                {
                    self.view.game = None;
                }
                match done {
                    Ok(()) => {
                        self.view.redo.push(entry);
                        self.inform(said.get(lang));
                        self.reload();
                    }
                    Err(e) => {
                        // Kept on the stack: what refused to go is still the last entry.
                        self.view.undo.push(entry);
                        self.fail(save_failed(&e, lang));
                    }
                }
            }
        }
    }

    /// Records again what was undone last.
    pub(super) fn redo(&mut self) {
        let lang = self.settings.language;
        let Some(entry) = self.view.redo.pop() else {
            return self.inform(Text::NothingToRedo.get(lang));
        };
        let again = match entry {
            Entry::Penalty { game, penalty, .. } => self
                .session
                .store
                .add_penalty(game, &penalty)
                .map(|row| Entry::Penalty { row, game, penalty }),
            Entry::Leave { leave, .. } => self
                .session
                .store
                .add_leave(&leave)
                .map(|row| Entry::Leave { row, leave }),
            Entry::Profile { before, after } => self
                .session
                .store
                .save_profile(&after)
                .map(|()| Entry::Profile { before, after }),
            Entry::Tournament { id, before, after } => self
                .session
                .store
                .update_tournament(id, &after)
                .map(|()| Entry::Tournament { id, before, after }),
            Entry::Status {
                game,
                before,
                after,
            } => self
                .session
                .store
                .set_game_status(game, after.0, after.1)
                .map(|()| Entry::Status {
                    game,
                    before,
                    after,
                }),
            Entry::Card { item, .. } => self
                .session
                .store
                .add_correspondence(&item)
                .map(|row| Entry::Card { row, item }),
            Entry::Scan {
                game,
                row,
                name,
                kind,
                bytes,
                ..
            } => self
                .session
                .store
                .attach_scan(game, row, &name, kind, &bytes)
                .map(|id| Entry::Scan {
                    id,
                    game,
                    row,
                    name,
                    kind,
                    bytes,
                }),
            Entry::Contact {
                partner, contact, ..
            } => self
                .session
                .store
                .add_contact(partner, &contact)
                .map(|row| Entry::Contact {
                    partner,
                    row,
                    contact,
                }),
            Entry::Gender {
                partner,
                before,
                after,
            } => self
                .session
                .store
                .set_partner_gender(partner, after)
                .map(|()| Entry::Gender {
                    partner,
                    before,
                    after,
                }),
            Entry::Received {
                game,
                card,
                my_last_arrived,
            } => self
                .session
                .store
                .record_received(&[(game, &card)])
                .map(|_| Entry::Received {
                    game,
                    card,
                    my_last_arrived,
                }),
            Entry::NewTournament { tournament, .. } => self
                .session
                .store
                .add_tournament(&tournament)
                .map(|id| Entry::NewTournament { id, tournament }),
            Entry::NewPartner { partner, .. } => self
                .session
                .store
                .add_partner(&partner)
                .map(|id| Entry::NewPartner { id, partner }),
            Entry::NewGame { game, .. } => self
                .session
                .store
                .add_game(&game)
                .map(|id| Entry::NewGame { id, game }),
            other => Ok(other),
        };
        match again {
            Ok(entry) => {
                self.view.undo.push(entry);
                self.inform(Text::Redone.get(lang));
                self.reload();
            }
            Err(e) => self.write_failed(&e),
        }
    }
}
