//! Penalty days (47.4.9–47.4.11): a first offence in a game costs the tournament's N days
//! (default 5), a repeat of any offence in the same game ten, a late repeat move the whole delay.

use chrono::NaiveDate;
use shakmaty::Color;

use super::Penalty;

/// What a player did wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Offence {
    /// Sent an impossible move (47.4.9.1).
    ImpossibleMove,
    /// Sent an illegible move (47.4.9.1).
    IllegibleMove,
    /// Sent a card with no move: counts as an impossible move (47.3.11).
    NoMove,
    /// Repeated the partner's move or accepted variant moves wrongly (47.4.9.2).
    WrongRepetition,
    /// Did not use registered mail when required (47.4.9.3).
    NotRegistered,
    /// Wrote a wrong address (47.4.9.4).
    WrongAddress,
    /// Sent a repeat move late, delaying the game by this many days (47.4.11).
    LateRepeat {
        /// The delay.
        delay_days: u32,
    },
}

impl Offence {
    /// The clause that penalises it.
    pub fn clause(self) -> &'static str {
        match self {
            Offence::ImpossibleMove | Offence::IllegibleMove => "47.4.9.1",
            Offence::NoMove => "47.3.11",
            Offence::WrongRepetition => "47.4.9.2",
            Offence::NotRegistered => "47.4.9.3",
            Offence::WrongAddress => "47.4.9.4",
            Offence::LateRepeat { .. } => "47.4.11",
        }
    }

    /// Whether it is one of the errors of 47.4.9 that cost more when repeated (47.4.10).
    fn is_error_of_47_4_9(self) -> bool {
        !matches!(self, Offence::LateRepeat { .. })
    }
}

/// An offence as the player names it, before the days a late repeat delayed the game are
/// known: the list the window and the command line offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OffenceKind {
    /// 47.4.9.1.
    Impossible,
    /// 47.4.9.1.
    Illegible,
    /// 47.3.11.
    NoMove,
    /// 47.4.9.2.
    WrongRepetition,
    /// 47.4.9.3.
    NotRegistered,
    /// 47.4.9.4.
    WrongAddress,
    /// 47.4.11: needs the days the game was delayed.
    LateRepeat,
}

/// Why an offence cannot be built from what was given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OffenceError {
    /// A late repeat needs the days it delayed the game (47.4.11).
    DelayNeeded,
    /// Days of delay were given for an offence whose days the rules fix.
    DelayNotApplicable(OffenceKind),
}

impl Offence {
    /// Its kind, as the lists and the command line name it.
    pub fn kind(self) -> OffenceKind {
        match self {
            Offence::ImpossibleMove => OffenceKind::Impossible,
            Offence::IllegibleMove => OffenceKind::Illegible,
            Offence::NoMove => OffenceKind::NoMove,
            Offence::WrongRepetition => OffenceKind::WrongRepetition,
            Offence::NotRegistered => OffenceKind::NotRegistered,
            Offence::WrongAddress => OffenceKind::WrongAddress,
            Offence::LateRepeat { .. } => OffenceKind::LateRepeat,
        }
    }
}

impl OffenceKind {
    /// The kind of this name (`code`).
    pub fn from_code(code: &str) -> Option<OffenceKind> {
        OffenceKind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// Every kind, in the order the lists show them.
    pub const ALL: [OffenceKind; 7] = [
        OffenceKind::Impossible,
        OffenceKind::Illegible,
        OffenceKind::NoMove,
        OffenceKind::WrongRepetition,
        OffenceKind::NotRegistered,
        OffenceKind::WrongAddress,
        OffenceKind::LateRepeat,
    ];

    /// The name the command line takes.
    pub fn code(self) -> &'static str {
        match self {
            OffenceKind::Impossible => "impossible",
            OffenceKind::Illegible => "illegible",
            OffenceKind::NoMove => "no-move",
            OffenceKind::WrongRepetition => "wrong-repetition",
            OffenceKind::NotRegistered => "not-registered",
            OffenceKind::WrongAddress => "wrong-address",
            OffenceKind::LateRepeat => "late-repeat",
        }
    }

    /// The offence, with the days of delay only a late repeat takes.
    pub fn with_delay(self, delay_days: Option<u32>) -> Result<Offence, OffenceError> {
        Ok(match (self, delay_days) {
            (OffenceKind::LateRepeat, Some(delay_days)) => Offence::LateRepeat { delay_days },
            (OffenceKind::LateRepeat, None) => return Err(OffenceError::DelayNeeded),
            (kind, Some(_)) => return Err(OffenceError::DelayNotApplicable(kind)),
            (OffenceKind::Impossible, None) => Offence::ImpossibleMove,
            (OffenceKind::Illegible, None) => Offence::IllegibleMove,
            (OffenceKind::NoMove, None) => Offence::NoMove,
            (OffenceKind::WrongRepetition, None) => Offence::WrongRepetition,
            (OffenceKind::NotRegistered, None) => Offence::NotRegistered,
            (OffenceKind::WrongAddress, None) => Offence::WrongAddress,
        })
    }
}

/// The penalty for `offence` by `side`, given the penalties already recorded in the game; its
/// reason is the offence itself, told where it is shown.
pub fn penalty_for(
    offence: Offence,
    side: Color,
    earlier: &[Penalty],
    first_offence_days: u32,
    date: NaiveDate,
) -> Penalty {
    let repeated = earlier
        .iter()
        .any(|p| p.side == side && p.clause != Offence::LateRepeat { delay_days: 0 }.clause());
    let (days, clause) = match offence {
        Offence::LateRepeat { delay_days } => (delay_days, offence.clause().to_owned()),
        _ if repeated && offence.is_error_of_47_4_9() => {
            (10, format!("{}, 47.4.10", offence.clause()))
        }
        _ => (first_offence_days, offence.clause().to_owned()),
    };
    Penalty {
        side,
        days,
        clause,
        reason: super::PenaltyReason::Offence(offence),
        date,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 3, day).unwrap()
    }

    #[test]
    fn penalty_days_by_clause() {
        // (clause under test, offence, earlier offences of the same side, expected days)
        let earlier_first = penalty_for(Offence::WrongAddress, Color::White, &[], 5, d(1));
        let late = penalty_for(
            Offence::LateRepeat { delay_days: 7 },
            Color::White,
            &[],
            5,
            d(1),
        );
        let rows: Vec<(&str, Offence, Vec<Penalty>, u32, &str)> = vec![
            (
                "47.4.9.1 first impossible move",
                Offence::ImpossibleMove,
                vec![],
                5,
                "47.4.9.1",
            ),
            (
                "47.4.9.1 illegible move",
                Offence::IllegibleMove,
                vec![],
                5,
                "47.4.9.1",
            ),
            (
                "47.3.11 card without a move",
                Offence::NoMove,
                vec![],
                5,
                "47.3.11",
            ),
            (
                "47.4.9.2 wrong repetition",
                Offence::WrongRepetition,
                vec![],
                5,
                "47.4.9.2",
            ),
            (
                "47.4.9.3 not registered",
                Offence::NotRegistered,
                vec![],
                5,
                "47.4.9.3",
            ),
            (
                "47.4.9.4 wrong address",
                Offence::WrongAddress,
                vec![],
                5,
                "47.4.9.4",
            ),
            (
                "47.4.10 any repeat in the same game costs ten",
                Offence::ImpossibleMove,
                vec![earlier_first.clone()],
                10,
                "47.4.9.1, 47.4.10",
            ),
            (
                "47.4.11 late repeat costs the whole delay",
                Offence::LateRepeat { delay_days: 12 },
                vec![earlier_first.clone()],
                12,
                "47.4.11",
            ),
            (
                "47.4.10 a late repeat is not an error of 47.4.9",
                Offence::WrongAddress,
                vec![late],
                5,
                "47.4.9.4",
            ),
        ];
        for (name, offence, earlier, days, clause) in rows {
            let p = penalty_for(offence, Color::White, &earlier, 5, d(2));
            assert_eq!((p.days, p.clause.as_str()), (days, clause), "{name}");
        }
    }

    #[test]
    fn the_other_sides_offences_do_not_make_mine_a_repeat_47_4_10() {
        let his = penalty_for(Offence::WrongAddress, Color::Black, &[], 5, d(1));
        let mine = penalty_for(Offence::WrongAddress, Color::White, &[his], 5, d(2));
        assert_eq!(mine.days, 5);
    }

    #[test]
    fn the_tournament_sets_the_first_offence_days_47_4_9() {
        let p = penalty_for(Offence::NotRegistered, Color::Black, &[], 3, d(1));
        assert_eq!(p.days, 3);
    }
}
