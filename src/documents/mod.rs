//! The papers of correspondence play, made from domain values: each paper is a layout model
//! (`layout.rs`) built by its own file and drawn by the PDF backend (`pdf.rs`); the schedule also
//! comes as text and CSV (`schedule_text.rs`). Nothing here reads the diary: `crate::printing`
//! gathers the values a paper needs and calls [`build`].

mod address_side;
pub mod adjudication;
mod analysis_lines;
pub mod appendix;
pub mod claim;
pub mod email;
pub mod four_up;
pub mod game_record;
pub mod layout;
mod message_side;
pub mod metrics;
pub mod notice;
pub mod pdf;
pub mod postcard;
pub mod protest;
pub mod reconciliation;
pub mod report;
pub mod schedule_form;
pub mod schedule_text;
mod told;

use chrono::NaiveDate;

use crate::domain::Profile;
use crate::domain::deadlines::{GameName, GameRecords};
use crate::domain::notation::Notation;
use layout::Document;

/// The papers ccdiary prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum DocumentKind {
    /// The postcard with my last move (47.3.7).
    #[value(name = "postcard")]
    Postcard,
    /// The repeat of my last move by registered mail (47.5.1).
    #[value(name = "repeat-postcard")]
    RepeatPostcard,
    /// The request to replace his illegible or impossible move (47.3.12).
    #[value(name = "request-replacement")]
    RequestReplacement,
    /// My last move in an envelope: the C6 address side and the A6 message (47.2.1).
    #[value(name = "envelope")]
    Envelope,
    /// Four postcards on one A4 sheet.
    #[value(name = "postcards-a4")]
    PostcardsA4,
    /// The schedule of moves and times (article 52).
    #[value(name = "schedule")]
    Schedule,
    /// The game record for the arbiter.
    #[value(name = "record")]
    Record,
    /// The claim of the partner's time-control overstep (47.6.2).
    #[value(name = "claim")]
    Claim,
    /// The submission for adjudication (47.9.5).
    #[value(name = "adjudication")]
    Adjudication,
    /// The participant's report of a tournament (article 49).
    #[value(name = "report")]
    Report,
    /// The protest against the arbiter's last decision in a game, an appeal against an
    /// adjudication (47.1.6, 47.9.10).
    #[value(name = "protest")]
    Protest,
    /// My notices not yet sent in a game: a new address, a failure, lost access, a dispute
    /// (47.1.2, 48.1.2, 48.1.5–48.1.7).
    #[value(name = "notice")]
    Notice,
}

impl DocumentKind {
    /// Every paper, in menu order.
    pub const ALL: [DocumentKind; 12] = [
        DocumentKind::Postcard,
        DocumentKind::RepeatPostcard,
        DocumentKind::RequestReplacement,
        DocumentKind::Envelope,
        DocumentKind::PostcardsA4,
        DocumentKind::Schedule,
        DocumentKind::Record,
        DocumentKind::Claim,
        DocumentKind::Adjudication,
        DocumentKind::Report,
        DocumentKind::Protest,
        DocumentKind::Notice,
    ];

    /// Whether it is a card of my move (or of a request): a postcard or an envelope, which goes
    /// to the partner's address.
    pub fn is_card(self) -> bool {
        matches!(
            self,
            DocumentKind::Postcard
                | DocumentKind::RepeatPostcard
                | DocumentKind::RequestReplacement
                | DocumentKind::Envelope
        )
    }

    /// The name the command line knows it by, also the default file name: "repeat-postcard".
    pub fn code(self) -> String {
        clap::ValueEnum::to_possible_value(&self)
            .map(|v| v.get_name().to_owned())
            .unwrap_or_default()
    }
}

/// Why a document cannot be made for a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DocumentError {
    /// The last move of the game (named) is not mine, so there is no card to write.
    NoMoveOfMine(GameName),
    /// The partner has no overstep to claim in the game (named).
    NoOverstep(GameName),
    /// A game played by e-mail sends its moves by e-mail (48.2), not on a card (named).
    PlayedByEmail(GameName),
    /// A game sent to adjudication or withdrawn has no move left to post (named).
    GameOver(GameName),
    /// A game already ended — finished or withdrawn — has nothing to adjudicate (47.9.4).
    NothingToAdjudicate(GameName),
    /// No decision of the arbiter in the game (named) that a protest lies against.
    NothingToProtest(GameName),
    /// No notice of mine waits to be sent in the game (named).
    NoNotice(GameName),
    /// A game in play before its tournament's end (the day given) is not adjudicated yet.
    BeforeTheEnd(GameName, NaiveDate),
    /// The partner's name and address do not fit the card's address block, even run together
    /// at 8 pt.
    AddressTooLong(GameName),
    /// An adjudication needs the result claimed and its justification (47.9.5.3).
    NoClaim,
    /// The sealed move cannot be played by the side to move (47.9.5.4).
    SealedMove(crate::domain::notation::MoveError),
    /// My reply to his control move went out, on `closed` if the diary knows the day: the
    /// overstep can no longer be claimed (47.6.3, 48.6.1).
    ClaimTooLate {
        /// The game.
        game: GameName,
        /// His control move.
        control_move: u32,
        /// The day my reply went out, if known.
        closed: Option<NaiveDate>,
    },
    /// The partner in the game (named) has no postal address: the card has nowhere to go.
    NoAddress(GameName),
    /// The game's tournament has only the name an import gave it ("PGN"); the card names the
    /// competition (47.3.7.1).
    UnnamedTournament(GameName),
    /// A sealed move was typed while it is the partner's move (47.9.5.4).
    NotMySealedMove,
    /// No repeat of my last move is filed in the game (named) (47.5.1).
    NoRepeat(GameName),
    /// No request to replace his move is the last card I sent in the game (named) (47.3.12).
    NoRequest(GameName),
    /// The two games of a double round do not fit on one card's message side: each then goes
    /// on its own card.
    TwoGamesDoNotFit,
    /// None of my moves was sent on the day: the day's sheet would be empty.
    NothingSentOn(NaiveDate),
    /// A report as of a day still to come: the diary cannot tell it.
    DayToCome(NaiveDate),
    /// The paper is not made of what was given (a report of one game, a card of a tournament).
    WrongSource(DocumentKind),
}

impl DocumentError {
    /// The game the refusal is about, if it is about one.
    pub fn game(&self) -> Option<&GameName> {
        use DocumentError as E;
        match self {
            E::NoMoveOfMine(g)
            | E::NoOverstep(g)
            | E::PlayedByEmail(g)
            | E::GameOver(g)
            | E::NothingToAdjudicate(g)
            | E::NothingToProtest(g)
            | E::NoNotice(g)
            | E::BeforeTheEnd(g, _)
            | E::AddressTooLong(g)
            | E::NoAddress(g)
            | E::UnnamedTournament(g)
            | E::NoRepeat(g)
            | E::NoRequest(g)
            | E::ClaimTooLate { game: g, .. } => Some(g),
            E::NoClaim
            | E::SealedMove(_)
            | E::NotMySealedMove
            | E::TwoGamesDoNotFit
            | E::NothingSentOn(_)
            | E::DayToCome(_)
            | E::WrongSource(_) => None,
        }
    }
}

impl From<crate::domain::card::NoCard> for DocumentError {
    fn from(no: crate::domain::card::NoCard) -> Self {
        use crate::domain::card::NoCard as N;
        match no {
            N::PlayedByEmail(g) => DocumentError::PlayedByEmail(g),
            N::GameOver(g) => DocumentError::GameOver(g),
            N::NoMoveOfMine(g) => DocumentError::NoMoveOfMine(g),
            N::NoAddress(g) => DocumentError::NoAddress(g),
            N::UnnamedTournament(g) => DocumentError::UnnamedTournament(g),
        }
    }
}

/// What a paper is made of: one game, several (the 4-up sheet), or a tournament's games.
#[derive(Debug, Clone, Copy)]
pub enum Source<'a> {
    /// One game.
    Game(&'a GameRecords),
    /// Several games, one card each.
    Games(&'a [GameRecords]),
    /// A tournament, by its label, with my games in it.
    Tournament {
        /// The tournament's code, else its name.
        label: &'a str,
        /// My games in it.
        games: &'a [GameRecords],
    },
}

/// What a card says besides the move, as the card and the e-mail write it.
fn declaration_text(d: crate::domain::declarations::Declaration) -> &'static str {
    use crate::domain::declarations::Declaration as D;
    match d {
        D::OfferDraw => "Предлагаю ничью",
        D::AcceptDraw => "Ничью принимаю",
        D::DeclineDraw => "Ваше предложение ничьей отклоняю",
        D::Resign => "Сдаюсь",
        D::AskReplacement => "Прошу заменить ваш ход возможным ходом любой фигуры (47.3.12)",
    }
}

/// His move as his card wrote it and why it cannot be played, as my request to replace it
/// quotes it (47.3.12): read where his move was due, after my last move.
fn unclear_move(r: &GameRecords, written: &str) -> String {
    let written = written.trim();
    if written.is_empty() {
        return "ход не указан (47.3.11)".to_owned();
    }
    let mut line = r.line();
    if !r.last_is_mine() {
        line.positions.pop();
    }
    let pos = line.positions.pop().unwrap_or_default();
    // The reason names what he wrote.
    match crate::domain::notation::read_move(&pos, written) {
        Err(e) => e.told(crate::i18n::Language::RU),
        Ok(_) => format!("«{written}»"),
    }
}

/// How a card ended the game, as the papers say it: "черные сдались 12.05.2026", and its day.
fn ended_by_card(r: &GameRecords) -> Option<(String, Option<NaiveDate>)> {
    use crate::domain::declarations::{Noted, ending};
    let (card, _) = ending(&r.correspondence, &r.game)?;
    let me = r.game.my_colour;
    let noted = Noted::After {
        declaration: card.declaration?,
        by: card.sender(me),
        on: card.day(),
    };
    Some((noted.told(crate::i18n::Language::RU), card.day()))
}

/// The tournament as a form names it: its code and name, or a line to fill in by hand where
/// the game's file named none (never the placeholder the import gave it).
fn tournament_named(t: &crate::domain::Tournament) -> String {
    match t.is_unnamed() {
        true => "________________".to_owned(),
        false => format!("{} {}", t.code, t.name).trim().to_owned(),
    }
}

/// A result as every paper writes it: "1-0", "0-1", "½-½", "*".
fn result_sign(result: crate::domain::GameResult) -> &'static str {
    match result {
        crate::domain::GameResult::Draw => "½-½",
        other => other.code(),
    }
}

/// Several papers as one, the first one's title.
fn joined(papers: Vec<Document>) -> Document {
    Document {
        title: papers.first().map(|p| p.title.clone()).unwrap_or_default(),
        pages: papers.into_iter().flat_map(|p| p.pages).collect(),
    }
}

/// A day as the forms write it, "—" when the diary does not know it.
fn date(d: Option<NaiveDate>) -> String {
    d.map_or_else(|| "—".to_owned(), crate::domain::format_date)
}

/// The notation official forms use: numeric by agreement in e-mail play (article 50), long
/// algebraic (47.3.2) by post.
pub fn form_notation(r: &GameRecords) -> Notation {
    match r.tournament.mode {
        crate::domain::Mode::Email => Notation::Numeric,
        crate::domain::Mode::Post => Notation::LongRu,
    }
}

/// Builds the paper `kind` from `source`, signed by `me`, as the diary stands on `as_of`.
pub fn build(
    kind: DocumentKind,
    source: Source,
    me: &Profile,
    as_of: NaiveDate,
    claim: &adjudication::AdjudicationClaim,
) -> Result<Document, DocumentError> {
    use DocumentKind as K;
    let card = |r: &GameRecords, repeat| postcard::postcard(r, me, form_notation(r), repeat);
    match (kind, source) {
        (K::Postcard, Source::Game(r)) => card(r, None),
        (K::Postcard, Source::Games([a, b])) => Ok(joined(postcard::postcards_together(
            [a, b],
            me,
            form_notation(a),
        )?)),
        (K::Envelope, Source::Games([a, b])) => Ok(joined(postcard::envelopes_together(
            [a, b],
            me,
            form_notation(a),
        )?)),
        (K::RepeatPostcard, Source::Game(r)) => {
            let day = r
                .last_repeat()
                .ok_or_else(|| DocumentError::NoRepeat(r.name()))?;
            card(r, Some(day))
        }
        (K::RequestReplacement, Source::Game(r)) => {
            let request = crate::domain::declarations::my_card_without_move(r)
                .and_then(|c| c.declaration)
                == Some(crate::domain::declarations::Declaration::AskReplacement);
            if !request {
                return Err(DocumentError::NoRequest(r.name()));
            }
            card(r, None)
        }
        (K::Envelope, Source::Game(r)) => postcard::envelope(r, me, form_notation(r)),
        (K::PostcardsA4, Source::Games(games)) => {
            if games.is_empty() {
                return Err(DocumentError::NothingSentOn(as_of));
            }
            // The two games of a double round sent together share one card; a game named
            // twice has one card; a repeat sent that day is its repeat card (47.5.1).
            let mut cards = Vec::new();
            for (i, r) in games.iter().enumerate() {
                let before = &games[..i];
                if before.iter().any(|g| g.id == r.id) {
                    continue;
                }
                let repeat = r
                    .last_repeat()
                    .filter(|d| *d == as_of && !r.my_move_sent_on(as_of));
                match crate::domain::double_round::carried_with(r, games) {
                    Some(o) if before.iter().any(|g| g.id == o.id) => {}
                    Some(o) => {
                        cards.extend(postcard::postcards_together([r, o], me, form_notation(r))?)
                    }
                    None => cards.push(card(r, repeat)?),
                }
            }
            Ok(four_up::four_up(&cards))
        }
        (K::Schedule, Source::Game(r)) => Ok(schedule_form::schedule_form(r, me, form_notation(r))),
        (K::Record, Source::Game(r)) => Ok(game_record::game_record(r, me, form_notation(r))),
        (K::Claim, Source::Game(r)) => claim::overstep_claim(r, me, form_notation(r), as_of),
        (K::Adjudication, Source::Game(r)) => {
            adjudication::due(r, as_of)?;
            adjudication::adjudication(r, me, form_notation(r), claim, as_of)
        }
        (K::Protest, Source::Game(r)) => protest::protest(r, me, claim, as_of),
        (K::Notice, Source::Game(r)) => notice::notices(r, me, as_of),
        (K::Report, Source::Tournament { label, games }) => {
            let unnamed = games.first().is_some_and(|r| r.tournament.is_unnamed());
            let label = match unnamed {
                true => tournament_named(&games[0].tournament),
                false => label.to_owned(),
            };
            Ok(report::report(games, me, &label, as_of))
        }
        (kind, _) => Err(DocumentError::WrongSource(kind)),
    }
}

/// The archive's note on a repeat of my move, in the language of the papers.
pub fn repeat_note(mode: crate::domain::Mode) -> String {
    match mode {
        crate::domain::Mode::Post => "Повтор хода (47.5.1)",
        crate::domain::Mode::Email => "Повтор хода, копия арбитру (48.5.1)",
    }
    .to_owned()
}

#[cfg(test)]
mod tests;
