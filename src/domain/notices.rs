//! What I must tell my partners and the arbiter: my new address (47.1.2: promptly, by
//! registered mail; 48.1.2: a new e-mail address within three days), a failure of my
//! equipment (48.1.5: within three days) and a dispute in a game (48.1.7: the arbiter at once).
//! One notice a recipient, each marked sent; my former addresses are kept, so that a card
//! prints the address of its own day.

use chrono::{Duration, NaiveDate};

use super::deadlines::{Action, ActionKind, GameDue, GameRecords, urgency};
use super::{GameId, Mode, Profile};

/// Days to give a notice of a new address or a failure (48.1.2, 48.1.5); "promptly" by post
/// (47.1.2) is read as the same three days.
pub const NOTICE_DAYS: i64 = 3;

/// What a notice tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum NoticeKind {
    /// My address changes (47.1.2, 48.1.2).
    Address,
    /// My equipment or software failed (48.1.5).
    Failure,
    /// A dispute with the partner in the game (48.1.7).
    Dispute,
    /// I lost access to my e-mail (48.1.5, 48.1.6): unless restored 30 days after the
    /// notice, I am withdrawn.
    AccessLost,
}

/// Days after the notice of lost access by which it must be restored (48.1.6).
pub const ACCESS_DAYS: i64 = 30;

impl NoticeKind {
    /// Every kind.
    pub const ALL: [NoticeKind; 4] = [
        NoticeKind::Address,
        NoticeKind::Failure,
        NoticeKind::Dispute,
        NoticeKind::AccessLost,
    ];

    /// The stable name the diary file and the messages know it by.
    pub fn code(self) -> &'static str {
        match self {
            NoticeKind::Address => "address",
            NoticeKind::Failure => "failure",
            NoticeKind::Dispute => "dispute",
            NoticeKind::AccessLost => "access",
        }
    }
}

/// Who a notice goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Recipient {
    /// The partner of the game it is listed under.
    Partner,
    /// The arbiter of that game's tournament.
    Arbiter,
}

/// One notice to one recipient, listed under a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// Its row.
    pub row: i64,
    /// What it tells.
    pub kind: NoticeKind,
    /// To whom.
    pub to: Recipient,
    /// The day of what it tells: the new address's first day, the failure's, the dispute's.
    pub day: NaiveDate,
    /// The day it was sent, once sent.
    pub sent: Option<NaiveDate>,
    /// For lost access, the day it was restored.
    pub restored: Option<NaiveDate>,
}

impl Notice {
    /// Its last day: three days after its day, a dispute's the same day (48.1.7: "at once").
    pub fn due(&self) -> NaiveDate {
        match self.kind {
            NoticeKind::Dispute => self.day,
            _ => self.day + Duration::days(NOTICE_DAYS),
        }
    }

    /// For lost access not restored, its notice to the arbiter: the last day to restore it,
    /// 30 days after the notice (its day until sent).
    pub fn restore_by(&self) -> Option<NaiveDate> {
        let open = self.kind == NoticeKind::AccessLost && self.restored.is_none();
        (open && self.to == Recipient::Arbiter)
            .then(|| self.sent.unwrap_or(self.day) + Duration::days(ACCESS_DAYS))
    }

    /// The clause behind it, by the game's mode.
    pub fn clause(kind: NoticeKind, mode: Mode) -> &'static str {
        match (kind, mode) {
            (NoticeKind::Address, Mode::Post) => "47.1.2",
            (NoticeKind::Address, Mode::Email) => "48.1.2",
            (NoticeKind::Failure | NoticeKind::AccessLost, _) => "48.1.5",
            (NoticeKind::Dispute, _) => "48.1.7",
        }
    }
}

/// My address as it was until a day: the one a card of that day or before prints.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FormerAddress {
    /// Its last day.
    pub until: NaiveDate,
    /// The postal address.
    pub postal_address: String,
    /// The e-mail.
    pub email: String,
}

/// Why a notice or an address change cannot be recorded. Nothing is recorded then.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoticeError {
    /// An address change with neither a postal address nor an e-mail.
    NoAddress,
    /// An address change that changes nothing.
    SameAddress,
    /// A new address not after the day the current one began.
    AddressBefore(NaiveDate),
    /// No such notice in the game.
    NotFound,
    /// A failure or a dispute dated after today.
    InFuture(NaiveDate),
    /// No game in play to tell anyone of it.
    NoGameInPlay,
    /// A notice already sent.
    AlreadySent(NaiveDate),
    /// A notice sent before the day of what it tells, or after today.
    SentOutOfTime(NaiveDate),
    /// Access restored with no loss of it recorded on or before that day.
    NoAccessLost,
}

/// My profile with my new address from `since` on (what is not given is kept), and my address
/// until the day before, which cards of those days keep printing.
pub fn address_change(
    (me, former): (&Profile, &[FormerAddress]),
    since: NaiveDate,
    postal_address: Option<&str>,
    email: Option<&str>,
) -> Result<(Profile, FormerAddress), NoticeError> {
    // The address replaced held from the day after the last one before it ended.
    if let Some(last) = former.iter().map(|f| f.until).max()
        && since <= last + Duration::days(1)
    {
        return Err(NoticeError::AddressBefore(last + Duration::days(1)));
    }
    let (postal, mail) = (given(postal_address), given(email));
    if postal.is_none() && mail.is_none() {
        return Err(NoticeError::NoAddress);
    }
    let after = Profile {
        postal_address: postal.map_or_else(|| me.postal_address.clone(), str::to_owned),
        email: mail.map_or_else(|| me.email.clone(), str::to_owned),
        ..me.clone()
    };
    if after.postal_address == me.postal_address && after.email == me.email {
        return Err(NoticeError::SameAddress);
    }
    let former = FormerAddress {
        until: since - Duration::days(1),
        postal_address: me.postal_address.clone(),
        email: me.email.clone(),
    };
    Ok((after, former))
}

/// A text given, trimmed, unless empty.
fn given(text: Option<&str>) -> Option<&str> {
    text.map(str::trim).filter(|s| !s.is_empty())
}

/// My profile as a card of `day` prints it: the address I had on that day.
pub fn profile_on(me: &Profile, former: &[FormerAddress], day: NaiveDate) -> Profile {
    match former
        .iter()
        .filter(|f| f.until >= day)
        .min_by_key(|f| f.until)
    {
        Some(f) => Profile {
            postal_address: f.postal_address.clone(),
            email: f.email.clone(),
            ..me.clone()
        },
        None => me.clone(),
    }
}

/// Who is told of `kind` dated `day`, among `games` (every game of the diary): the partner of
/// each game in play — one notice a partner — and the arbiter of each tournament with such a
/// game; for a new address only the games whose mode it changes (`post`, `email`); for a
/// dispute, the arbiter of that one game. Each listed under a game of its own.
pub fn recipients(
    kind: NoticeKind,
    games: &[GameRecords],
    (post, email): (bool, bool),
) -> Vec<(GameId, Recipient)> {
    // A dispute may concern a game over (its result); the rest concern the games in play.
    let concerned = |r: &&GameRecords| {
        (kind == NoticeKind::Dispute || r.game.takes_moves())
            && match (kind, r.tournament.mode) {
                (NoticeKind::Address, Mode::Post) => post,
                (NoticeKind::Address, Mode::Email) => email,
                (NoticeKind::Failure | NoticeKind::AccessLost, mode) => mode == Mode::Email,
                (NoticeKind::Dispute, _) => true,
            }
    };
    let mut out = Vec::new();
    let (mut partners, mut tournaments) = (Vec::new(), Vec::new());
    for r in games.iter().filter(concerned) {
        if kind != NoticeKind::Dispute && !partners.contains(&r.game.partner) {
            partners.push(r.game.partner);
            out.push((r.id, Recipient::Partner));
        }
        if !tournaments.contains(&r.game.tournament) {
            tournaments.push(r.game.tournament);
            out.push((r.id, Recipient::Arbiter));
        }
    }
    out
}

/// A failure or a dispute dated `day`: not after today.
pub fn dated(day: NaiveDate, today: NaiveDate) -> Result<(), NoticeError> {
    match day > today {
        true => Err(NoticeError::InFuture(day)),
        false => Ok(()),
    }
}

/// The notice `n` sent on `sent`: not sent before, not before a dispute's or a failure's day
/// (a new address may be told before it holds), not after today.
pub fn sent(n: &Notice, sent: NaiveDate, today: NaiveDate) -> Result<(), NoticeError> {
    if let Some(day) = n.sent {
        return Err(NoticeError::AlreadySent(day));
    }
    let early = n.kind != NoticeKind::Address && sent < n.day;
    match early || sent > today {
        true => Err(NoticeError::SentOutOfTime(sent)),
        false => Ok(()),
    }
}

/// The notices of a game still to send, each by its day, and the day lost access must be
/// restored by.
pub fn due(r: &GameDue<'_>, today: NaiveDate) -> Vec<Action> {
    let action = |kind, due| Action {
        game: r.id,
        kind,
        due,
        urgency: urgency(due, today),
        why: vec![],
    };
    let notify = (r.notices.iter()).filter(|n| n.sent.is_none()).map(|n| {
        let kind = ActionKind::Notify {
            what: n.kind,
            to: n.to,
            row: n.row,
        };
        action(kind, n.due())
    });
    let restore =
        (r.notices.iter()).filter_map(|n| Some(action(ActionKind::RestoreAccess, n.restore_by()?)));
    notify.chain(restore).collect()
}

#[cfg(test)]
mod tests;
