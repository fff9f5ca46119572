//! A game as the diary stood on a day: what a report, a claim or an adjudication "as of" that
//! day tells, with nothing that happened later (DOMAIN 16).

use chrono::NaiveDate;

use super::GameRecords;
use crate::domain::{
    CorrespondenceItem, Direction, GameStatus, effective_received, effective_sent, mover,
};

impl GameRecords {
    /// The game as the diary stood on `day`: my moves sent by then, his that had reached me
    /// (or, their arrival unknown, that he had sent), the days they reached him only if by then;
    /// the cards, penalties, leave and variants of then; and in play, without a result, if it
    /// ended later — a resignation of 15.10 is no part of a report as of 01.09.
    pub fn as_of(&self, day: NaiveDate) -> GameRecords {
        let me = self.game.my_colour;
        let known = self
            .plies
            .iter()
            .enumerate()
            .take_while(|(i, p)| {
                let sent = effective_sent(&p.sent, &p.delivery).map(|e| e.date);
                let known_on = match mover(*i as u32) == me {
                    true => sent,
                    false => effective_received(p).or(sent),
                };
                known_on.is_none_or(|d| d <= day)
            })
            .count();
        let mut then = self.clone();
        then.plies.truncate(known);
        for p in &mut then.plies {
            p.arrived = p.arrived.filter(|a| *a <= day);
        }
        then.penalties.retain(|p| p.date <= day);
        then.leaves.retain(|l| l.first_day <= day);
        then.correspondence
            .retain(|c| known_on(c).is_none_or(|d| d <= day));
        then.variants.retain(|v| (v.first_ply as usize) < known);
        // The cards that ended it, or its moves, came after the day: it was in play then.
        let ended = self.game.status() != GameStatus::InPlay;
        let later =
            known < self.plies.len() || then.correspondence.len() < self.correspondence.len();
        if ended && later {
            then.game.state = crate::domain::GameState::InPlay;
        }
        then
    }
}

/// The day a card was in the diary: the day it reached me, or went.
fn known_on(c: &CorrespondenceItem) -> Option<NaiveDate> {
    match c.direction {
        Direction::In => c.received.or(c.sent).or(c.written),
        Direction::Out => c.sent.or(c.written),
    }
}
