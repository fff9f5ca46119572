use shakmaty::Color;

use super::*;
use crate::domain::deadlines::{ActionKind, actions};
use crate::domain::test_support::{d, ply, records};
use crate::domain::{Mode, Tournament};

/// A post game from 1 March, me White, three plies played.
fn game() -> GameRecords {
    let plies = vec![
        ply("e2e4", d(3, 1), Some(d(3, 5))),
        ply("e7e5", d(3, 8), Some(d(3, 12))),
        ply("g1f3", d(3, 14), Some(d(3, 18))),
    ];
    records(Mode::Post, Color::White, d(3, 1), plies)
}

fn decided(r: &mut GameRecords, received: NaiveDate, ruling: Ruling) {
    let decision = decision(r, received, ruling, d(12, 1)).unwrap();
    r.game.state = ruling.state_after(r.game.state, r.game.my_colour);
    r.arbiter.report = r.arbiter.report.or(Some(Report::Due));
    r.arbiter.decisions.push((1, decision));
}

fn kinds(r: &GameRecords, today: NaiveDate) -> Vec<(ActionKind, NaiveDate)> {
    actions(r, today)
        .into_iter()
        .map(|a| (a.kind, a.due))
        .collect()
}

#[test]
fn a_game_over_asks_its_result_and_record_for_the_arbiter_until_sent_47_9_1() {
    let mut r = game();
    r.game.state = GameState::Finished(Outcome::WhiteWins);
    r.arbiter.report = Some(Report::Due);
    // Ended with its last move, whose card reached him on 18 March.
    let due = d(3, 18) + Duration::days(REPORT_DAYS);
    assert_eq!(
        kinds(&r, d(4, 20)),
        vec![(ActionKind::SendRecord(RecordFor::Result), due)]
    );
    assert_eq!(
        ActionKind::SendRecord(RecordFor::Result).clause(Mode::Post),
        "47.9.1"
    );
    assert_eq!(
        ActionKind::SendRecord(RecordFor::Result).clause(Mode::Email),
        "48.9.1"
    );
    // Still asked months later (47.9.3: a record never sent may cost both the game).
    assert_eq!(kinds(&r, d(11, 1)).len(), 1);
    report_sent(&r, d(4, 2), d(4, 20)).unwrap();
    r.arbiter.report = Some(Report::Sent(d(4, 2)));
    assert!(kinds(&r, d(4, 20)).is_empty());
    // A game over before the diary followed it asks nothing.
    r.arbiter.report = None;
    assert!(kinds(&r, d(4, 20)).is_empty());
}

#[test]
fn a_result_is_sent_only_for_a_game_over_on_a_day_of_the_game() {
    let mut r = game();
    assert_eq!(
        report_sent(&r, d(4, 1), d(4, 2)),
        Err(ArbiterError::NotOver)
    );
    r.game.state = GameState::Finished(Outcome::Draw);
    assert_eq!(
        report_sent(&r, d(4, 3), d(4, 2)),
        Err(ArbiterError::InFuture(d(4, 3)))
    );
    assert_eq!(
        report_sent(&r, d(2, 3), d(4, 2)),
        Err(ArbiterError::BeforeStart {
            date: d(2, 3),
            start: d(3, 1)
        })
    );
}

#[test]
fn an_adjudication_finishes_the_game_and_opens_14_days_to_protest_47_9_9_47_9_10() {
    let mut r = game();
    r.tournament = Tournament {
        end: Some(d(6, 1)),
        ..r.tournament
    };
    // Materials of a game in play go once the tournament has ended, on its last day or after.
    assert_eq!(
        report_sent(&r, d(5, 31), d(6, 2)),
        Err(ArbiterError::NotOver)
    );
    assert!(report_sent(&r, d(6, 1), d(6, 2)).is_ok());
    r.game.state = GameState::Adjudication(None);
    // The materials are asked until marked sent (47.9.5).
    assert_eq!(
        kinds(&r, d(6, 2)),
        vec![(ActionKind::SendAdjudication, d(6, 15))]
    );
    report_sent(&r, d(6, 2), d(6, 2)).unwrap();
    r.arbiter.report = Some(Report::Sent(d(6, 2)));
    assert!(kinds(&r, d(6, 3)).is_empty());
    let ruling = Ruling::new(RulingKind::Adjudicated, Some(Outcome::Draw), Some(2)).unwrap();
    decided(&mut r, d(7, 10), ruling);
    assert_eq!(r.game.state, GameState::Adjudication(Some(Outcome::Draw)));
    // The materials are no longer asked; the protest is, to its last day.
    let asked = ActionKind::Protest {
        received: d(7, 10),
        adjudication: true,
    };
    assert_eq!(kinds(&r, d(7, 12)), vec![(asked.clone(), d(7, 24))]);
    assert_eq!(asked.clause(Mode::Post), "47.9.10");
    assert_eq!(asked.clause(Mode::Email), "48.9.9");
    assert_eq!(kinds(&r, d(7, 24)).len(), 1);
    assert!(kinds(&r, d(7, 25)).is_empty());
    // Sent on time: recorded, and nothing more is asked.
    assert_eq!(
        protest(&r, d(7, 20), d(7, 21), false),
        Ok((
            1,
            Protest {
                sent: d(7, 20),
                late_days: 0
            }
        ))
    );
}

#[test]
fn a_protest_after_its_14_days_is_refused_saying_how_late_unless_insisted_47_1_6() {
    let mut r = game();
    let ruling = Ruling::new(RulingKind::ClaimRefused, None, None).unwrap();
    decided(&mut r, d(5, 1), ruling);
    assert_eq!(r.game.state, GameState::InPlay);
    assert_eq!(
        protest(&r, d(5, 18), d(5, 20), false),
        Err(ArbiterError::ProtestLate {
            last_day: d(5, 15),
            late_days: 3
        })
    );
    assert_eq!(
        protest(&r, d(5, 18), d(5, 20), true).map(|(_, p)| p.late_days),
        Ok(3)
    );
    assert_eq!(
        protest(&r, d(4, 30), d(5, 20), false),
        Err(ArbiterError::ProtestBeforeDecision(d(5, 1)))
    );
    r.arbiter.decisions[0].1.protest = Some(Protest {
        sent: d(5, 3),
        late_days: 0,
    });
    assert_eq!(
        protest(&r, d(5, 4), d(5, 20), false),
        Err(ArbiterError::AlreadyProtested(d(5, 3)))
    );
}

#[test]
fn no_appeal_lies_against_an_adjudication_without_its_materials_47_9_8() {
    let mut r = game();
    r.game.state = GameState::Adjudication(None);
    r.arbiter.report = Some(Report::Due);
    let ruling = Ruling::new(RulingKind::Adjudicated, Some(Outcome::Draw), None).unwrap();
    decided(&mut r, d(7, 10), ruling);
    assert!(kinds(&r, d(7, 11)).is_empty());
    assert_eq!(
        protest(&r, d(7, 11), d(7, 11), false),
        Err(ArbiterError::NoMaterials)
    );
}

#[test]
fn a_second_adjudication_is_final_and_takes_no_protest_47_9_11() {
    let mut r = game();
    let final_ruling = Ruling::new(RulingKind::Final, Some(Outcome::WhiteWins), None).unwrap();
    assert_eq!(
        decision(&r, d(5, 1), final_ruling, d(6, 1)),
        Err(ArbiterError::FinalWithoutAdjudication)
    );
    let first = Ruling::new(RulingKind::Adjudicated, Some(Outcome::Draw), None).unwrap();
    decided(&mut r, d(5, 1), first);
    assert_eq!(
        decision(&r, d(5, 2), first, d(6, 1)),
        Err(ArbiterError::AlreadyAdjudicated(d(5, 1)))
    );
    // A second adjudication follows an appeal.
    assert_eq!(
        decision(&r, d(6, 1), final_ruling, d(6, 1)),
        Err(ArbiterError::FinalWithoutProtest(d(5, 1)))
    );
    r.arbiter.decisions[0].1.protest = Some(Protest {
        sent: d(5, 3),
        late_days: 0,
    });
    decided(&mut r, d(6, 1), final_ruling);
    let agreed = Ruling::new(RulingKind::Agreed, Some(Outcome::Draw), None).unwrap();
    assert_eq!(
        decision(&r, d(6, 2), agreed, d(6, 2)),
        Err(ArbiterError::AlreadyFinal(d(6, 1)))
    );
    assert_eq!(
        r.game.state,
        GameState::Adjudication(Some(Outcome::WhiteWins))
    );
    assert_eq!(
        protest(&r, d(6, 2), d(6, 2), false),
        Err(ArbiterError::NotProtestable)
    );
    assert!(kinds(&r, d(6, 2)).is_empty());
}

#[test]
fn coinciding_assessments_end_the_game_without_adjudication_47_9_6() {
    let mut r = game();
    r.game.state = GameState::Adjudication(None);
    let agreed = Ruling::new(RulingKind::Agreed, Some(Outcome::Draw), None).unwrap();
    decided(&mut r, d(7, 1), agreed);
    assert_eq!(r.game.state, GameState::Finished(Outcome::Draw));
    // No decision to protest, and the arbiter has both assessments: nothing is asked.
    assert!(kinds(&r, d(7, 2)).is_empty());
    assert_eq!(
        Ruling::new(RulingKind::Agreed, None, None),
        Err(ArbiterError::ResultNeeded(RulingKind::Agreed))
    );
}

#[test]
fn a_withdrawal_adjudicated_asks_for_the_game_text_47_8_2() {
    for (w, state, asked) in [
        (
            WithdrawalRuling::Adjudicated,
            GameState::Withdrawn(None),
            true,
        ),
        (
            WithdrawalRuling::LossCounted,
            GameState::Withdrawn(Some(Outcome::WhiteWins)),
            true,
        ),
        (
            WithdrawalRuling::StruckOut,
            GameState::Withdrawn(None),
            false,
        ),
    ] {
        let mut r = game();
        decided(&mut r, d(5, 1), Ruling::Withdrawal(w));
        assert_eq!(r.game.state, state, "{w:?}");
        let text = (ActionKind::SendRecord(RecordFor::Withdrawal), d(5, 15));
        assert_eq!(kinds(&r, d(5, 2)).contains(&text), asked, "{w:?}");
        assert_eq!(text.0.clause(Mode::Post), "47.8.2");
    }
}

#[test]
fn a_decision_is_refused_before_the_game_in_the_future_or_past_the_moves() {
    let r = game();
    let draw = |last| Ruling::new(RulingKind::Adjudicated, Some(Outcome::Draw), last).unwrap();
    assert_eq!(
        decision(&r, d(2, 1), draw(None), d(6, 1)),
        Err(ArbiterError::BeforeStart {
            date: d(2, 1),
            start: d(3, 1)
        })
    );
    assert_eq!(
        decision(&r, d(6, 2), draw(None), d(6, 1)),
        Err(ArbiterError::InFuture(d(6, 2)))
    );
    // Three plies: Black's move 2 is to make; told to the arbiter, it counts (47.9.5.4).
    assert!(decision(&r, d(5, 1), draw(Some(2)), d(6, 1)).is_ok());
    assert_eq!(
        decision(&r, d(5, 1), draw(Some(3)), d(6, 1)),
        Err(ArbiterError::LastMoveBeyond { given: 3, last: 2 })
    );
    let mut finished = game();
    finished.game.state = GameState::Finished(Outcome::Draw);
    assert_eq!(
        decision(&finished, d(5, 1), draw(None), d(6, 1)),
        Err(ArbiterError::AlreadyFinished)
    );
}
