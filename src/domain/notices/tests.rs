use shakmaty::Color;

use super::*;
use crate::domain::deadlines::actions;
use crate::domain::test_support::{d, records};
use crate::domain::{GameState, Outcome, PartnerId, TournamentId};

fn me() -> Profile {
    Profile {
        full_name: "Иванов Иван".into(),
        postal_address: "Москва, ул. Старая, 1".into(),
        email: "old@example.ru".into(),
        signature: String::new(),
    }
}

/// Games 1–4: post with partner 1 (two games of a double round), e-mail with partner 2, and a
/// finished post game with partner 3; tournaments 1 (post) and 2 (e-mail).
fn games() -> Vec<GameRecords> {
    let game = |id, partner, tournament, mode| {
        let mut r = records(mode, Color::White, d(3, 1), vec![]);
        r.id = GameId(id);
        r.game.partner = PartnerId(partner);
        r.game.tournament = TournamentId(tournament);
        r
    };
    let mut over = game(4, 3, 1, Mode::Post);
    over.game.state = GameState::Finished(Outcome::Draw);
    vec![
        game(1, 1, 1, Mode::Post),
        game(2, 1, 1, Mode::Post),
        game(3, 2, 2, Mode::Email),
        over,
    ]
}

#[test]
fn a_new_address_is_told_to_each_partner_in_play_and_each_arbiter_47_1_2_48_1_2() {
    let all = recipients(NoticeKind::Address, &games(), (true, true));
    assert_eq!(
        all,
        vec![
            (GameId(1), Recipient::Partner),
            (GameId(1), Recipient::Arbiter),
            (GameId(3), Recipient::Partner),
            (GameId(3), Recipient::Arbiter),
        ]
    );
    // A new e-mail alone concerns the e-mail games only.
    let email = recipients(NoticeKind::Address, &games(), (false, true));
    assert_eq!(
        email,
        vec![
            (GameId(3), Recipient::Partner),
            (GameId(3), Recipient::Arbiter)
        ]
    );
    // A dispute goes to the arbiter alone; a failure concerns the e-mail games (48.1.5).
    let one = &games()[..1];
    assert_eq!(
        recipients(NoticeKind::Dispute, one, (false, false)),
        vec![(GameId(1), Recipient::Arbiter)]
    );
    // A dispute may be about a game over (its result).
    let over = &games()[3..];
    assert_eq!(
        recipients(NoticeKind::Dispute, over, (false, false)),
        vec![(GameId(4), Recipient::Arbiter)]
    );
    assert_eq!(
        recipients(NoticeKind::Failure, &games(), (false, false)).len(),
        2
    );
}

#[test]
fn a_notice_of_a_new_email_is_due_within_three_days_48_1_2() {
    let mut r = games().remove(2);
    r.notices.push(Notice {
        row: 9,
        kind: NoticeKind::Address,
        to: Recipient::Partner,
        day: d(5, 10),
        sent: None,
        restored: None,
    });
    let due: Vec<_> = actions(&r, d(5, 11))
        .into_iter()
        .filter(|a| matches!(a.kind, ActionKind::Notify { .. }))
        .collect();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].due, d(5, 13));
    assert_eq!(due[0].kind.clause(Mode::Email), "48.1.2");
    assert_eq!(due[0].kind.clause(Mode::Post), "47.1.2");
    r.notices[0].sent = Some(d(5, 12));
    assert!(
        actions(&r, d(5, 11))
            .iter()
            .all(|a| !matches!(a.kind, ActionKind::Notify { .. }))
    );
}

#[test]
fn a_card_before_the_change_prints_the_old_address_and_after_it_the_new() {
    let (after, former) =
        address_change((&me(), &[]), d(6, 1), Some("Тверь, ул. Новая, 2"), None).unwrap();
    assert_eq!(after.email, "old@example.ru");
    assert_eq!(former.until, d(5, 31));
    let formers = [former];
    assert_eq!(
        profile_on(&after, &formers, d(5, 31)).postal_address,
        "Москва, ул. Старая, 1"
    );
    assert_eq!(
        profile_on(&after, &formers, d(6, 1)).postal_address,
        "Тверь, ул. Новая, 2"
    );
    // A further change must come after the day the current address began.
    assert_eq!(
        address_change((&after, &formers), d(6, 1), Some("Тула"), None),
        Err(NoticeError::AddressBefore(d(6, 1)))
    );
    assert!(address_change((&after, &formers), d(6, 2), Some("Тула"), None).is_ok());
}

#[test]
fn an_address_change_with_neither_address_or_none_new_is_refused() {
    assert_eq!(
        address_change((&me(), &[]), d(6, 1), Some("  "), None),
        Err(NoticeError::NoAddress)
    );
    assert_eq!(
        address_change((&me(), &[]), d(6, 1), None, Some("old@example.ru")),
        Err(NoticeError::SameAddress)
    );
}

#[test]
fn a_dispute_is_due_at_once_and_a_notice_is_sent_once_48_1_7() {
    let n = Notice {
        row: 1,
        kind: NoticeKind::Dispute,
        to: Recipient::Arbiter,
        day: d(5, 10),
        sent: None,
        restored: None,
    };
    assert_eq!(n.due(), d(5, 10));
    assert_eq!(
        sent(&n, d(5, 9), d(5, 12)),
        Err(NoticeError::SentOutOfTime(d(5, 9)))
    );
    assert_eq!(
        sent(&n, d(5, 13), d(5, 12)),
        Err(NoticeError::SentOutOfTime(d(5, 13)))
    );
    assert!(sent(&n, d(5, 10), d(5, 12)).is_ok());
    let done = Notice {
        sent: Some(d(5, 10)),
        ..n
    };
    assert_eq!(
        sent(&done, d(5, 11), d(5, 12)),
        Err(NoticeError::AlreadySent(d(5, 10)))
    );
    assert_eq!(
        dated(d(5, 13), d(5, 12)),
        Err(NoticeError::InFuture(d(5, 13)))
    );
}

#[test]
fn lost_access_not_restored_30_days_after_its_notice_means_withdrawal_48_1_6() {
    let mut r = games().remove(2);
    let lost = |to, sent| Notice {
        row: 1,
        kind: NoticeKind::AccessLost,
        to,
        day: d(5, 1),
        sent,
        restored: None,
    };
    r.notices = vec![
        lost(Recipient::Partner, None),
        lost(Recipient::Arbiter, None),
    ];
    let restore = |r: &GameRecords| -> Vec<NaiveDate> {
        (actions(r, d(5, 2)).into_iter())
            .filter(|a| a.kind == ActionKind::RestoreAccess)
            .map(|a| a.due)
            .collect()
    };
    // Counted from the notice's day until sent, then from the day it went.
    assert_eq!(restore(&r), vec![d(5, 31)]);
    r.notices[1].sent = Some(d(5, 3));
    assert_eq!(restore(&r), vec![d(6, 2)]);
    assert_eq!(ActionKind::RestoreAccess.clause(Mode::Email), "48.1.6");
    r.notices[1].restored = Some(d(5, 20));
    assert!(restore(&r).is_empty());
}
