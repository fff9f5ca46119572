//! The rows of what happens to a game besides its moves: penalties, leave, the archive of cards
//! and e-mails, corrections.

use std::collections::HashMap;

use rusqlite::{OptionalExtension, params};

use super::codes::{self, uci};
use super::codes::{colour, colour_code};
use super::{Field, Only, Result, Store, StoreError};
use crate::domain::scans::ItemId;
use crate::domain::variant::{ProposedVariant, Variant};
use crate::domain::{
    CorrespondenceItem, Direction, GameId, Leave, LeaveOf, Medium, Penalty, Withdrawn,
};

impl Store {
    /// Keeps a proposed variant (47.3.8); once sent it can never change (47.3.10).
    pub fn add_variant(&mut self, game: GameId, v: &ProposedVariant) -> Result<()> {
        self.write(|tx| insert_variant(tx, game, v))
    }

    /// Marks the draft variant opening at `first_ply` as sent on `date`.
    pub fn send_variant(
        &mut self,
        game: GameId,
        first_ply: u32,
        date: chrono::NaiveDate,
    ) -> Result<()> {
        self.write(|tx| {
            let n = tx.execute(
                "UPDATE variants SET state = 'sent', sent_date = ?3
                 WHERE game_id = ?1 AND first_ply = ?2 AND state = 'draft'",
                params![game.0, first_ply, date],
            )?;
            if n == 0 {
                return Err(StoreError::NotFound(format!(
                    "a draft variant at ply {first_ply} of game {}",
                    game.0
                )));
            }
            Ok(())
        })
    }

    /// Drops a draft variant; a sent one stays (47.3.10).
    pub fn drop_variant(&mut self, game: GameId, first_ply: u32) -> Result<()> {
        self.write(|tx| {
            tx.execute(
                "DELETE FROM variants WHERE game_id = ?1 AND first_ply = ?2",
                params![game.0, first_ply],
            )?;
            Ok(())
        })
    }

    /// A game's variants, in the order of the game.
    pub fn variants(&self, game: GameId) -> Result<Vec<ProposedVariant>> {
        Ok(of_one(self.variants_by_game(&Only::game(game))?, game))
    }

    pub(super) fn variants_by_game(&self, only: &Only) -> Result<ByGame<ProposedVariant>> {
        let table = (
            "first_ply, moves, state, sent_date",
            "variants",
            "game_id",
            "first_ply, id",
        );
        Ok(by_game(self.grouped(table, only, |r| {
            let moves: String = r.get(1)?;
            let state: String = r.get(2)?;
            Ok(ProposedVariant {
                first_ply: r.get(0)?,
                variant: Variant::from_stored(
                    moves.split_whitespace().map(uci).collect::<Result<_>>()?,
                ),
                state: codes::state(&state, "variant")?,
                sent: r.get(3)?,
            })
        })?))
    }

    /// Records a penalty in a game; returns its row, for an undo.
    pub fn add_penalty(&mut self, game: GameId, p: &Penalty) -> Result<i64> {
        let (offence, words) = codes::reason_code(&p.reason);
        self.write(|tx| {
            tx.execute(
                "INSERT INTO penalties (game_id, side, days, clause, reason, date, offence)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![
                    game.0,
                    colour_code(p.side),
                    p.days,
                    p.clause,
                    words,
                    p.date,
                    offence
                ],
            )?;
            Ok(tx.last_insert_rowid())
        })
    }

    /// The penalties, in force (`false`) or withdrawn (`true`), stored with words rather than
    /// an offence: each with its row, its days and the words (an older diary's,
    /// `diary::upgrade`).
    pub fn worded_penalties(&self) -> Result<Vec<(bool, i64, u32, String)>> {
        let mut stmt = self.conn.prepare(
            "SELECT 0, id, days, reason FROM penalties WHERE offence IS NULL AND reason <> ''
             UNION ALL
             SELECT 1, id, json_extract(was, '$.days'), json_extract(was, '$.reason')
             FROM withdrawn WHERE kind = 'penalty' AND json_extract(was, '$.offence') IS NULL
                 AND json_extract(was, '$.reason') <> ''",
        )?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Names the offence of each penalty given (withdrawn when `true`, by its row), its words
    /// then gone; one transaction.
    pub fn name_offences(
        &mut self,
        named: &[(bool, i64, crate::domain::penalties::Offence)],
    ) -> Result<()> {
        self.write(|tx| {
            let mut in_force =
                tx.prepare("UPDATE penalties SET offence = ?2, reason = '' WHERE id = ?1")?;
            let mut withdrawn = tx.prepare(
                "UPDATE withdrawn SET was = json_set(was, '$.offence', ?2, '$.reason', '')
                 WHERE id = ?1",
            )?;
            for (gone, row, offence) in named {
                let set = if *gone { &mut withdrawn } else { &mut in_force };
                set.execute(params![row, offence.kind().code()])?;
            }
            Ok(())
        })
    }

    /// Takes back the penalty of row `row` (an undo), keeping it among the withdrawn with
    /// `reason`.
    pub fn withdraw_penalty(&mut self, row: i64, reason: &str) -> Result<()> {
        self.withdraw(
            "penalty",
            "DELETE FROM penalties WHERE id = ?1 RETURNING game_id, json_object('side', side,
                 'days', days, 'clause', clause, 'reason', reason, 'date', date,
                 'offence', offence)",
            row,
            reason,
        )
    }

    /// Takes back the leave of row `row` (an undo), keeping it among the withdrawn with
    /// `reason`.
    pub fn withdraw_leave(&mut self, row: i64, reason: &str) -> Result<()> {
        self.withdraw(
            "leave",
            "DELETE FROM leaves WHERE id = ?1 RETURNING game_id, json_object('first_day',
                 first_day, 'last_day', last_day, 'note', note)",
            row,
            reason,
        )
    }

    /// What was withdrawn that bears on a game: its penalties and leave, and my leave, oldest
    /// first.
    pub fn withdrawn(&self, game: GameId) -> Result<Vec<Withdrawn>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT kind, reason, game_id,
                    json_extract(was, '$.side'), json_extract(was, '$.days'),
                    json_extract(was, '$.clause'), json_extract(was, '$.reason'),
                    json_extract(was, '$.date'), json_extract(was, '$.first_day'),
                    json_extract(was, '$.last_day'), json_extract(was, '$.note'),
                    json_extract(was, '$.direction'), json_extract(was, '$.medium'),
                    json_extract(was, '$.written'), json_extract(was, '$.sent'),
                    json_extract(was, '$.received'), json_extract(was, '$.ply'),
                    json_extract(was, '$.body'), json_extract(was, '$.declaration'),
                    json_extract(was, '$.together_with'),
                    json_extract(was, '$.stated_total'), game_id,
                    json_extract(was, '$.offence')
             FROM withdrawn WHERE game_id = ?1 OR (kind = 'leave' AND game_id IS NULL)
             ORDER BY id",
        )?;
        let mut rows = stmt.query([game.0])?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let kind: String = r.get(0)?;
            let why: String = r.get(1)?;
            out.push(match kind.as_str() {
                "penalty" => {
                    let side: String = r.get(3)?;
                    let offence: Option<String> = r.get(22)?;
                    let days = r.get(4)?;
                    Withdrawn::Penalty(
                        Penalty {
                            side: colour(&side)?,
                            days,
                            clause: r.get(5)?,
                            reason: codes::reason(offence.as_deref(), days, r.get(6)?)?,
                            date: r.get(7)?,
                        },
                        why,
                    )
                }
                "card" => Withdrawn::Card(item(r, 11)?, why),
                _ => {
                    let of: Option<i64> = r.get(2)?;
                    Withdrawn::Leave(
                        Leave {
                            of: of.map_or(LeaveOf::Me, |g| LeaveOf::Partner(GameId(g))),
                            first_day: r.get(8)?,
                            last_day: r.get(9)?,
                            note: r.get(10)?,
                        },
                        why,
                    )
                }
            });
        }
        Ok(out)
    }

    fn withdraw(&mut self, kind: &str, delete: &str, row: i64, reason: &str) -> Result<()> {
        self.write(|tx| withdrawn(tx, kind, delete, row, reason).map(|_| ()))
    }

    /// A game's penalties, oldest first.
    pub fn penalties(&self, game: GameId) -> Result<Vec<Penalty>> {
        Ok(of_one(self.penalties_by_game(&Only::game(game))?, game))
    }

    pub(super) fn penalties_by_game(&self, only: &Only) -> Result<ByGame<Penalty>> {
        let table = (
            "side, days, clause, reason, date, offence",
            "penalties",
            "game_id",
            "date, id",
        );
        Ok(by_game(self.grouped(table, only, |r| {
            let side: String = r.get(0)?;
            let offence: Option<String> = r.get(5)?;
            let days = r.get(1)?;
            Ok(Penalty {
                side: colour(&side)?,
                days,
                clause: r.get(2)?,
                reason: codes::reason(offence.as_deref(), days, r.get(3)?)?,
                date: r.get(4)?,
            })
        })?))
    }

    /// Records a period of leave; returns its row, for an undo.
    pub fn add_leave(&mut self, l: &Leave) -> Result<i64> {
        if l.last_day < l.first_day {
            return Err(StoreError::Invalid {
                field: Field::LeaveEnd,
            });
        }
        let game = match l.of {
            LeaveOf::Me => None,
            LeaveOf::Partner(g) => Some(g.0),
        };
        self.write(|tx| {
            tx.execute(
                "INSERT INTO leaves (game_id, first_day, last_day, note) VALUES (?1, ?2, ?3, ?4)",
                params![game, l.first_day, l.last_day, l.note],
            )?;
            Ok(tx.last_insert_rowid())
        })
    }

    /// Every period of leave: mine and partners', oldest first.
    pub fn leaves(&self) -> Result<Vec<Leave>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT game_id, first_day, last_day, note FROM leaves ORDER BY first_day, id",
        )?;
        let rows = stmt.query_map([], |r| {
            let game: Option<i64> = r.get(0)?;
            Ok(Leave {
                of: game.map_or(LeaveOf::Me, |g| LeaveOf::Partner(GameId(g))),
                first_day: r.get(1)?,
                last_day: r.get(2)?,
                note: r.get(3)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    /// Files a card, letter or e-mail in the archive.
    pub fn add_correspondence(&mut self, c: &CorrespondenceItem) -> Result<ItemId> {
        self.write(|tx| {
            insert_correspondence(tx, c)?;
            Ok(ItemId(tx.last_insert_rowid()))
        })
    }

    /// Takes back the card of row `row` filed by mistake (an undo), keeping it among the
    /// withdrawn with `reason`. A game the card ended (a draw accepted, a resignation) is in
    /// play again.
    pub fn withdraw_card(&mut self, ItemId(row): ItemId, reason: &str) -> Result<()> {
        self.write(|tx| {
            let (game, was) = withdrawn(
                tx,
                "card",
                "DELETE FROM correspondence WHERE id = ?1 RETURNING game_id, json_object(
                     'direction', direction, 'medium', medium, 'written', written_date,
                     'sent', sent_date, 'received', received_date, 'ply', ply, 'body', body,
                     'declaration', declaration, 'together_with', together_with,
                     'stated_total', stated_total)",
                row,
                reason,
            )?;
            // The game the card had ended is in play again.
            tx.execute(
                "UPDATE games SET status = 'in_play', result = '*'
                 WHERE id = ?1 AND json_extract(?2, '$.declaration') IN ('accept_draw', 'resign')",
                params![game, was],
            )?;
            Ok(())
        })
    }

    /// A game's archive of correspondence, in the order it was filed.
    pub fn correspondence(&self, game: GameId) -> Result<Vec<CorrespondenceItem>> {
        Ok(of_one(
            self.correspondence_by_game(&Only::game(game))?,
            game,
        ))
    }

    pub(super) fn correspondence_by_game(&self, only: &Only) -> Result<ByGame<CorrespondenceItem>> {
        let table = (
            "direction, medium, written_date, sent_date, received_date, ply, body, declaration,
             together_with, stated_total",
            "correspondence",
            "game_id",
            "id",
        );
        // The owner's column follows those named.
        Ok(by_game(self.grouped(table, only, |r| item(r, 0))?))
    }
}

/// A filed item from columns `at`.. of a row: direction, medium, the three dates, the ply, the
/// text, the declaration, the other game on the same card, his stated total, and the game.
fn item(r: &rusqlite::Row<'_>, at: usize) -> Result<CorrespondenceItem> {
    let direction: String = r.get(at)?;
    let medium: String = r.get(at + 1)?;
    let declaration: Option<String> = r.get(at + 7)?;
    Ok(CorrespondenceItem {
        game: GameId(r.get(at + 10)?),
        direction: match direction.as_str() {
            "in" => Direction::In,
            "out" => Direction::Out,
            other => return Err(StoreError::Corrupt(format!("direction {other:?}"))),
        },
        medium: match medium.as_str() {
            "card" => Medium::Card,
            "letter" => Medium::Letter,
            "email" => Medium::Email,
            other => return Err(StoreError::Corrupt(format!("medium {other:?}"))),
        },
        written: r.get(at + 2)?,
        sent: r.get(at + 3)?,
        received: r.get(at + 4)?,
        ply: r.get(at + 5)?,
        declaration: declaration
            .map(|d| d.parse())
            .transpose()
            .map_err(|e: crate::domain::ParseCodeError| StoreError::Corrupt(e.code))?,
        together_with: r.get::<_, Option<i64>>(at + 8)?.map(GameId),
        stated_total: r.get(at + 9)?,
        body: r.get(at + 6)?,
    })
}

/// Rows of a per-game table by their game.
type ByGame<T> = HashMap<GameId, Vec<T>>;

/// The rows of one game, out of those read for it.
fn of_one<T>(mut rows: ByGame<T>, game: GameId) -> Vec<T> {
    rows.remove(&game).unwrap_or_default()
}

fn by_game<T>(rows: HashMap<i64, Vec<T>>) -> ByGame<T> {
    rows.into_iter().map(|(id, v)| (GameId(id), v)).collect()
}

/// Deletes row `row` by `delete` (which returns its game and the row as JSON) and keeps it
/// among the withdrawn as `kind` with `reason`, inside a transaction; its game and JSON.
fn withdrawn(
    tx: &rusqlite::Connection,
    kind: &str,
    delete: &str,
    row: i64,
    reason: &str,
) -> Result<(Option<i64>, String)> {
    let (game, was): (Option<i64>, String) = tx
        .query_row(delete, [row], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?
        .ok_or_else(|| StoreError::NotFound(format!("{kind} {row}")))?;
    tx.execute(
        "INSERT INTO withdrawn (game_id, kind, was, reason) VALUES (?1, ?2, ?3, ?4)",
        params![game, kind, was, reason],
    )?;
    Ok((game, was))
}

/// Files one item inside a transaction.
pub(super) fn insert_correspondence(
    tx: &rusqlite::Connection,
    c: &CorrespondenceItem,
) -> Result<()> {
    let direction = match c.direction {
        Direction::In => "in",
        Direction::Out => "out",
    };
    let medium = match c.medium {
        Medium::Card => "card",
        Medium::Letter => "letter",
        Medium::Email => "email",
    };
    tx.execute(
        "INSERT INTO correspondence (game_id, direction, medium, written_date, sent_date,
             received_date, ply, body, declaration, together_with, stated_total)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        params![
            c.game.0,
            direction,
            medium,
            c.written,
            c.sent,
            c.received,
            c.ply,
            c.body,
            c.declaration.map(|d| d.code()),
            c.together_with.map(|g| g.0),
            c.stated_total
        ],
    )?;
    // A draw accepted or a resignation ends the game with its result.
    let me: String = tx.query_row(
        "SELECT my_colour FROM games WHERE id = ?1",
        [c.game.0],
        |r| r.get(0),
    )?;
    if let Some(result) = c.ends_game(colour(&me)?) {
        tx.execute(
            "UPDATE games SET status = 'finished', result = ?2 WHERE id = ?1",
            params![c.game.0, result.code()],
        )?;
    }
    Ok(())
}

/// Keeps one variant inside a transaction.
pub(super) fn insert_variant(
    tx: &rusqlite::Connection,
    game: GameId,
    v: &ProposedVariant,
) -> Result<()> {
    let moves: Vec<String> = v.variant.moves().iter().map(|m| m.to_string()).collect();
    tx.execute(
        "INSERT INTO variants (game_id, first_ply, moves, state, sent_date)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![
            game.0,
            v.first_ply,
            moves.join(" "),
            codes::state_code(v.state),
            v.sent
        ],
    )?;
    Ok(())
}
