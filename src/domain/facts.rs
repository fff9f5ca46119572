//! The checks every fact a player records passes, whichever interface brings it: texts within
//! their limits, a penalty or a leave not dated before its game or tournament began, a
//! tournament or a game not starting after its first move. Values, no sentences: `messages`
//! tells a `FactError`.

use chrono::NaiveDate;

use super::deadlines::GameRecords;
use super::{
    Contact, Game, GameResult, GameState, GameStatus, Partner, Profile, Tournament, effective_sent,
};

/// A text the player types, with its limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextField {
    /// My full name, or the partner's, or the arbiter's.
    Name,
    /// A tournament's code (47.3.7.1).
    Code,
    /// A tournament's name.
    TournamentName,
    /// A game's board.
    Board,
    /// A postal address.
    Address,
    /// An e-mail address.
    Email,
    /// My signature under a paper.
    Signature,
    /// A note: a leave's, a penalty's reason.
    Note,
}

impl TextField {
    /// The most characters the field takes: a name fits a card's line twice over, an address
    /// a card's address block.
    pub const fn limit(self) -> usize {
        match self {
            TextField::Name | TextField::TournamentName | TextField::Signature => 200,
            TextField::Code => 50,
            TextField::Board => 20,
            TextField::Address => 400,
            TextField::Email => 254,
            TextField::Note => 2000,
        }
    }
}

/// The most lines a postal address takes: what an envelope's address block holds.
pub const ADDRESS_LINES: usize = 10;

/// A date a fact carries, named as the forms name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FactDate {
    /// The day of a penalty.
    Penalty,
    /// The first day of a leave.
    LeaveStart,
    /// A tournament's start.
    TournamentStart,
    /// A game's start.
    GameStart,
    /// The date written on his card.
    HisCard,
}

/// What a fact cannot be recorded without.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Needed {
    /// A tournament's code or its name.
    CodeOrName,
    /// The partner's name.
    PartnerName,
    /// A postal address or an e-mail address.
    AddressOrEmail,
    /// Why a move's dates are corrected, kept with the old values for the arbiter.
    Reason,
}

/// Why a fact cannot be recorded as it is. Nothing is recorded then.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FactError {
    /// Something the fact needs is not given.
    Missing(Needed),
    /// A game's board that is not a number of at most four digits.
    BoardNotANumber(String),
    /// A game in play with a result, or finished without one.
    StatusAndResult(GameStatus, GameResult),
    /// A tournament that ends before it starts.
    EndsBeforeStart {
        /// The start given.
        start: NaiveDate,
        /// The end given.
        end: NaiveDate,
    },
    /// A text over its limit: `length` characters where `field` takes `TextField::limit`.
    TooLong {
        /// The field.
        field: TextField,
        /// How many characters were typed.
        length: usize,
    },
    /// An address of more lines than an address block holds (`ADDRESS_LINES`).
    TooManyLines {
        /// How many lines were typed.
        lines: usize,
    },
    /// A date before the game (or its tournament) began.
    BeforeStart {
        /// The date that is too early.
        field: FactDate,
        /// Its value.
        date: NaiveDate,
        /// The game's start.
        start: NaiveDate,
    },
    /// A start after a game's first move was sent.
    StartAfterFirstMove {
        /// Which start.
        field: FactDate,
        /// The start typed.
        start: NaiveDate,
        /// The day the first move was sent.
        first_move: NaiveDate,
        /// Its game's board and partner, as the list names it.
        game: String,
    },
    /// More than one problem, each named: a form's Save names them all at once.
    Several(Vec<FactError>),
}

/// Every problem of `checks` at once: none, the one, or `Several`.
fn every(checks: impl IntoIterator<Item = Result<(), FactError>>) -> Result<(), FactError> {
    let mut problems: Vec<FactError> = Vec::new();
    for problem in checks.into_iter().filter_map(Result::err) {
        match problem {
            FactError::Several(more) => problems.extend(more),
            one => problems.push(one),
        }
    }
    match problems.len() {
        0 => Ok(()),
        1 => Err(problems.remove(0)),
        _ => Err(FactError::Several(problems)),
    }
}

/// `value` within `field`'s limit.
pub fn text(field: TextField, value: &str) -> Result<(), FactError> {
    let (length, lines) = (value.chars().count(), value.lines().count());
    let mut problems = Vec::new();
    if length > field.limit() {
        problems.push(Err(FactError::TooLong { field, length }));
    }
    if field == TextField::Address && lines > ADDRESS_LINES {
        problems.push(Err(FactError::TooManyLines { lines }));
    }
    every(problems)
}

/// My profile's texts within their limits.
pub fn profile(p: &Profile) -> Result<(), FactError> {
    every([
        text(TextField::Name, &p.full_name),
        text(TextField::Address, &p.postal_address),
        text(TextField::Email, &p.email),
        text(TextField::Signature, &p.signature),
    ])
}

/// An address's texts within their limits, one of them given.
pub fn contact(c: &Contact) -> Result<(), FactError> {
    if c.postal_address.trim().is_empty() && c.email.trim().is_empty() {
        return Err(FactError::Missing(Needed::AddressOrEmail));
    }
    every([
        text(TextField::Address, &c.postal_address),
        text(TextField::Email, &c.email),
    ])
}

/// The partner's name given, it and his addresses within their limits.
pub fn partner(p: &Partner) -> Result<(), FactError> {
    let name = if p.name.trim().is_empty() {
        Err(FactError::Missing(Needed::PartnerName))
    } else {
        text(TextField::Name, &p.name)
    };
    every(std::iter::once(name).chain(p.contacts.iter().map(contact)))
}

/// A game's board: none, or a number of at most four digits.
pub fn game(g: &Game) -> Result<(), FactError> {
    board(&g.board)
}

/// A board: none, or a number of at most four digits.
pub fn board(board: &str) -> Result<(), FactError> {
    let board = board.trim();
    if !board.chars().all(|c| c.is_ascii_digit()) || board.len() > 4 {
        return Err(FactError::BoardNotANumber(board.to_owned()));
    }
    Ok(())
}

/// A game's status and result that go together: a game in play has no result yet, a
/// finished one has its result (an adjudicated or withdrawn one may or may not have one yet).
pub fn status(status: GameStatus, result: GameResult) -> Result<GameState, FactError> {
    GameState::new(status, result).ok_or(FactError::StatusAndResult(status, result))
}

/// The reason a move's dates are corrected: given, within a note's limit.
pub fn reason(reason: &str) -> Result<(), FactError> {
    if reason.trim().is_empty() {
        return Err(FactError::Missing(Needed::Reason));
    }
    text(TextField::Note, reason)
}

/// One of a tournament's texts.
type TextOf = fn(&Tournament) -> &str;

/// A tournament's code or name given, its texts within their limits — those changed from
/// `before`, when it is a change: what an import brought stays editable —, its end not before
/// its start, and its start not after the first move of any of `games` (its games as the diary
/// has them).
pub fn tournament(
    t: &Tournament,
    before: Option<&Tournament>,
    games: &[GameRecords],
) -> Result<(), FactError> {
    let mut problems = Vec::new();
    if t.code.trim().is_empty() && t.name.trim().is_empty() {
        problems.push(Err(FactError::Missing(Needed::CodeOrName)));
    }
    if let (Some(start), Some(end)) = (t.start, t.end)
        && end < start
    {
        problems.push(Err(FactError::EndsBeforeStart { start, end }));
    }
    let changed = |value: TextOf| before.is_none_or(|b| value(b) != value(t));
    let texts: [(TextField, TextOf); 5] = [
        (TextField::Code, |t| &t.code),
        (TextField::TournamentName, |t| &t.name),
        (TextField::Name, |t| &t.arbiter.name),
        (TextField::Address, |t| &t.arbiter.postal_address),
        (TextField::Email, |t| &t.arbiter.email),
    ];
    for (field, value) in texts {
        if changed(value) {
            problems.push(text(field, value(t)));
        }
    }
    if let Some(start) = t.start {
        // No game of it has a move sent before it starts, its own start whatever it is.
        let first_too_early = (games.iter())
            .map(|r| starts_before_first_move(FactDate::TournamentStart, start, r))
            .find(Result::is_err);
        problems.extend(first_too_early);
    }
    every(problems)
}

/// A game's start not after its first move.
pub fn game_start(start: NaiveDate, r: &GameRecords) -> Result<(), FactError> {
    starts_before_first_move(FactDate::GameStart, start, r)
}

fn starts_before_first_move(
    field: FactDate,
    start: NaiveDate,
    r: &GameRecords,
) -> Result<(), FactError> {
    let first = r
        .plies
        .first()
        .and_then(|p| effective_sent(&p.sent, &p.delivery));
    match first {
        Some(first) if first.date < start => Err(FactError::StartAfterFirstMove {
            field,
            start,
            first_move: first.date,
            game: r.named(),
        }),
        _ => Ok(()),
    }
}

/// `date` (a penalty's, a leave's first day) not before game `r` began; a game with no start
/// known takes any date.
pub fn in_game(field: FactDate, date: NaiveDate, r: &GameRecords) -> Result<(), FactError> {
    match r.game.start.or(r.tournament.start) {
        Some(start) if date < start => Err(FactError::BeforeStart { field, date, start }),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::test_support::{d, ply, records};
    use crate::domain::{Mode, PlyRecord};

    fn game_from_march() -> GameRecords {
        let plies: Vec<PlyRecord> = vec![ply("e2e4", d(3, 2), None)];
        records(Mode::Post, shakmaty::Color::White, d(3, 1), plies)
    }

    #[test]
    fn a_name_is_refused_past_its_limit_naming_it() {
        assert!(text(TextField::Name, &"я".repeat(200)).is_ok());
        assert_eq!(
            text(TextField::Name, &"я".repeat(10_000)),
            Err(FactError::TooLong {
                field: TextField::Name,
                length: 10_000
            })
        );
        let fifteen = vec!["строка"; 15].join("\n");
        assert_eq!(
            text(TextField::Address, &fifteen),
            Err(FactError::TooManyLines { lines: 15 })
        );
    }

    #[test]
    fn save_names_every_problem_at_once() {
        let profile = Profile {
            full_name: "я".repeat(500),
            postal_address: ["строка"; 12].join("\n"),
            ..Profile::default()
        };
        assert_eq!(
            super::profile(&profile),
            Err(FactError::Several(vec![
                FactError::TooLong {
                    field: TextField::Name,
                    length: 500
                },
                FactError::TooManyLines { lines: 12 },
            ]))
        );
    }

    #[test]
    fn a_penalty_before_the_game_began_is_refused() {
        let r = game_from_march();
        assert!(in_game(FactDate::Penalty, d(3, 1), &r).is_ok());
        assert_eq!(
            in_game(FactDate::Penalty, d(2, 28), &r),
            Err(FactError::BeforeStart {
                field: FactDate::Penalty,
                date: d(2, 28),
                start: d(3, 1)
            })
        );
    }

    #[test]
    fn a_tournament_cannot_start_after_its_games_first_move() {
        let mut r = game_from_march();
        r.game.start = None;
        let mut t = r.tournament.clone();
        t.name = "Championship".into();
        t.start = Some(d(3, 2));
        assert!(tournament(&t, None, std::slice::from_ref(&r)).is_ok());
        t.start = Some(d(3, 3));
        assert!(matches!(
            tournament(&t, None, std::slice::from_ref(&r)),
            Err(FactError::StartAfterFirstMove {
                field: FactDate::TournamentStart,
                first_move,
                ..
            }) if first_move == d(3, 2)
        ));
    }

    #[test]
    fn what_a_fact_needs_is_named_when_missing_or_out_of_order() {
        let r = game_from_march();
        let mut t = r.tournament.clone();
        assert_eq!(
            tournament(&t, None, &[]),
            Err(FactError::Missing(Needed::CodeOrName))
        );
        t.code = "RUS/C1".into();
        (t.start, t.end) = (Some(d(3, 2)), Some(d(3, 1)));
        assert_eq!(
            tournament(&t, None, &[]),
            Err(FactError::EndsBeforeStart {
                start: d(3, 2),
                end: d(3, 1)
            })
        );
        let mut g = r.game.clone();
        g.board = "A1".into();
        assert_eq!(game(&g), Err(FactError::BoardNotANumber("A1".into())));
        g.board = " 12 ".into();
        assert_eq!(game(&g), Ok(()));
        assert_eq!(reason("  "), Err(FactError::Missing(Needed::Reason)));
        assert_eq!(
            status(GameStatus::InPlay, GameResult::WhiteWins),
            Err(FactError::StatusAndResult(
                GameStatus::InPlay,
                GameResult::WhiteWins
            ))
        );
        assert!(status(GameStatus::Finished, GameResult::Unknown).is_err());
        assert!(status(GameStatus::Finished, GameResult::Draw).is_ok());
        assert!(status(GameStatus::Adjudication, GameResult::Unknown).is_ok());
        let nobody = Partner {
            name: " ".into(),
            ..Partner::default()
        };
        assert_eq!(
            partner(&nobody),
            Err(FactError::Missing(Needed::PartnerName))
        );
        let nowhere = Contact {
            since: d(3, 1),
            postal_address: " ".into(),
            email: String::new(),
        };
        assert_eq!(
            contact(&nowhere),
            Err(FactError::Missing(Needed::AddressOrEmail))
        );
    }
}
