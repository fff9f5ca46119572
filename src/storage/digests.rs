//! What the diary keeps of a game's moves for Today: their digest ([`MovesDigest`]), beside
//! the moves in `game_plies.due` (schema 24), under the key of the rules it was worked out by
//! ([`MovesDigest::key`]). The file clears it whenever the moves change; Today reads it instead
//! of the moves when its key is the game's rules' now.
//!
//! The value is a version byte (1), a seal in eight bytes, little-endian — FNV-1a over the key
//! and the rest, so that a value kept under another key, or changed since, is never read —,
//! and then in LEB128 varints (a year or a day as its zigzag form, a day counted from 1
//! January of year 1), each optional value after a byte 0 or 1: the number of plies; the last
//! ply, as `plies.rs` stores a game of one ply, after its length; each side's latest send
//! date; each side's count — its moves, its moves and days since the last restart (the days
//! as at least so many, and the first move whose days are unknown), its oversteps (their
//! number, then each one's move, days, moves and limit), the leave credited (the number of
//! years, then each year and its days, then the event's days) —; the partner's last overstep
//! and its window (his move, his control move, the day it closed, whether I replied).

use std::collections::{BTreeMap, HashMap};

use chrono::{Datelike, NaiveDate};
use rusqlite::params;

use super::plies::{self, Input, unzigzag, varint, zigzag};
use super::{DigestToKeep, Only, Result, Store, WAIT_FOR_WRITER};
use crate::domain::GameId;
use crate::domain::deadlines::{MovesDigest, OverstepWindow};
use crate::domain::schedule::{LeaveCredit, Overstep, SideCount, Total};

const VERSION: u8 = 1;

impl Store {
    /// The digests kept of the moves of the games `only` lists, as stored.
    pub(super) fn stored_digests(&self, only: &Only) -> Result<HashMap<GameId, Vec<u8>>> {
        let held = only.holds("game_id");
        let sql = format!(
            "SELECT game_id, due FROM game_plies INDEXED BY game_plies_due
             WHERE {held} AND due IS NOT NULL"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let mut rows = stmt.query([only.param()])?;
        let mut out = HashMap::new();
        while let Some(r) = rows.next()? {
            if let Ok(bytes) = r.get_ref(1)?.as_blob() {
                out.insert(GameId(r.get(0)?), bytes.to_vec());
            }
        }
        Ok(out)
    }

    /// Keeps the digests `kept`, each beside its game's moves if they are still those it was
    /// worked out from; returns how many were kept. It waits for no other program: while one
    /// writes, nothing is kept, and Today works the games out again at its next reading. A
    /// diary opened to be read only keeps none.
    pub fn keep_digests(&mut self, kept: &[DigestToKeep]) -> Result<usize> {
        if kept.is_empty() || self.read_only {
            return Ok(0);
        }
        self.conn.busy_timeout(std::time::Duration::ZERO)?;
        let done = self.write(|tx| {
            // A digest the diary holds already is not written again: a write that changes
            // nothing commits nothing, and other windows are not told of a change.
            let mut stmt = tx.prepare_cached(
                "UPDATE game_plies SET due = ?2 WHERE game_id = ?1 AND plies = ?3
                 AND due IS NOT ?2",
            )?;
            let mut n = 0;
            for k in kept {
                n += stmt.execute(params![k.game.0, k.value, k.moves])?;
            }
            Ok(n)
        });
        self.conn.busy_timeout(WAIT_FOR_WRITER)?;
        done
    }
}

/// The digest `d`, kept by `key`, as the diary stores it.
pub(super) fn encode(key: u64, d: &MovesDigest) -> Vec<u8> {
    let mut out = vec![VERSION, 0, 0, 0, 0, 0, 0, 0, 0];
    varint(&mut out, d.plies.into());
    let last = d
        .last
        .as_ref()
        .map(|p| plies::encode(std::slice::from_ref(p)));
    optional(&mut out, last.as_ref(), |out, bytes| {
        varint(out, bytes.len() as u64);
        out.extend_from_slice(bytes);
    });
    for sent in &d.latest_sent {
        optional(&mut out, sent.as_ref(), day);
    }
    for count in &d.counts {
        side_count(&mut out, count);
    }
    optional(&mut out, d.overstep.as_ref(), |out, w| {
        varint(out, w.his_move.into());
        varint(out, w.control_move.into());
        optional(out, w.closed_on.as_ref(), day);
        out.push(u8::from(w.replied));
    });
    let seal = seal(key, &out[9..]);
    out[1..9].copy_from_slice(&seal.to_le_bytes());
    out
}

/// The digest a stored value holds, if it was kept by `key` and is as it was kept; none for
/// another key, a value changed since or one this build cannot read: Today then works the game
/// out again from its moves.
pub(super) fn decode(bytes: &[u8], key: u64) -> Option<MovesDigest> {
    let mut input = Input(bytes);
    if input.byte()? != VERSION {
        return None;
    }
    let sealed = u64::from_le_bytes(input.take(8)?.try_into().ok()?);
    if sealed != seal(key, input.0) {
        return None;
    }
    let count = number(&mut input)?;
    let last = match read_optional(&mut input, |input| {
        let len = input.varint()?;
        plies::decode(input.take(len)?).ok()
    })? {
        None => None,
        Some(mut one) if one.len() == 1 => one.pop(),
        Some(_) => return None,
    };
    let latest_sent = [
        read_optional(&mut input, read_day)?,
        read_optional(&mut input, read_day)?,
    ];
    let counts = [read_side_count(&mut input)?, read_side_count(&mut input)?];
    let overstep = read_optional(&mut input, |input| {
        Some(OverstepWindow {
            his_move: number(input)?,
            control_move: number(input)?,
            closed_on: read_optional(input, read_day)?,
            replied: match input.byte()? {
                0 => false,
                1 => true,
                _ => return None,
            },
        })
    })?;
    let digest = MovesDigest {
        plies: count,
        last,
        latest_sent,
        counts,
        overstep,
    };
    input.0.is_empty().then_some(digest)
}

/// FNV-1a over `key` and `payload`.
fn seal(key: u64, payload: &[u8]) -> u64 {
    let bytes = key.to_le_bytes();
    (bytes.iter().chain(payload)).fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn side_count(out: &mut Vec<u8>, c: &SideCount) {
    varint(out, c.moves.into());
    varint(out, c.count_moves.into());
    total(out, &c.count_total);
    varint(out, c.oversteps.len() as u64);
    for o in &c.oversteps {
        varint(out, o.at_move.into());
        total(out, &o.total);
        varint(out, o.moves.into());
        varint(out, o.limit.into());
    }
    let (by_year, event) = c.leave.credited();
    varint(out, by_year.len() as u64);
    for (year, days) in by_year {
        varint(out, zigzag(*year));
        varint(out, (*days).into());
    }
    varint(out, event.into());
}

fn read_side_count(input: &mut Input<'_>) -> Option<SideCount> {
    let moves = number(input)?;
    let count_moves = number(input)?;
    let count_total = read_total(input)?;
    let oversteps = (0..input.varint()?)
        .map(|_| {
            Some(Overstep {
                at_move: number(input)?,
                total: read_total(input)?,
                moves: number(input)?,
                limit: number(input)?,
            })
        })
        .collect::<Option<Vec<_>>>()?;
    let by_year = (0..input.varint()?)
        .map(|_| {
            Some((
                i32::try_from(unzigzag(input.varint()?)).ok()?,
                number(input)?,
            ))
        })
        .collect::<Option<BTreeMap<_, _>>>()?;
    Some(SideCount {
        moves,
        count_moves,
        count_total,
        oversteps,
        leave: LeaveCredit::of(by_year, number(input)?),
    })
}

fn total(out: &mut Vec<u8>, t: &Total) {
    varint(out, t.at_least.into());
    optional(out, t.unknown_from.as_ref(), |out, n| {
        varint(out, (*n).into())
    });
}

fn read_total(input: &mut Input<'_>) -> Option<Total> {
    Some(Total {
        at_least: number(input)?,
        unknown_from: read_optional(input, number)?,
    })
}

fn day(out: &mut Vec<u8>, d: &NaiveDate) {
    varint(out, zigzag(d.num_days_from_ce()));
}

fn read_day(input: &mut Input<'_>) -> Option<NaiveDate> {
    NaiveDate::from_num_days_from_ce_opt(i32::try_from(unzigzag(input.varint()?)).ok()?)
}

/// A number that fits in 32 bits.
fn number(input: &mut Input<'_>) -> Option<u32> {
    u32::try_from(input.varint()?).ok()
}

/// A byte 1 and `value` as `write` writes it, or a byte 0 for none.
fn optional<T>(out: &mut Vec<u8>, value: Option<&T>, write: impl FnOnce(&mut Vec<u8>, &T)) {
    out.push(u8::from(value.is_some()));
    if let Some(v) = value {
        write(out, v);
    }
}

/// What [`optional`] wrote: `Some(None)` for none, `None` for a value that cannot be read.
fn read_optional<T>(
    input: &mut Input<'_>,
    read: impl FnOnce(&mut Input<'_>) -> Option<T>,
) -> Option<Option<T>> {
    match input.byte()? {
        0 => Some(None),
        1 => read(input).map(Some),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
