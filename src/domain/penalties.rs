//! Penalty days (47.4.9–47.4.11): a first offence in a game costs the tournament's N days
//! (default 5), a repeat of any offence in the same game ten, a late repeat move the whole delay.

use chrono::NaiveDate;
use shakmaty::Color;

use super::Penalty;

/// What a player did wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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

/// The penalty for `offence` by `side`, given the penalties already recorded in the game. The
/// reason for the record is the caller's to word (`Offence::told`).
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
        reason: String::new(),
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
