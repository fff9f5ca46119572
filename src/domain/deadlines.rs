//! What is due, and by when: my reply, repeats when the partner is silent, the first-move
//! request, replacement requests, overstep claims and adjudication materials. "Today" is these
//! actions over all games, most urgent first.

use chrono::{Duration, NaiveDate};
use shakmaty::Color;

use super::arbiter;
use super::reason::Why;
use super::schedule::{
    Clock, GameTime, Overstep, Schedule, TimeRules, Totals, repeats_of, schedule, totals,
};
use super::{
    CorrespondenceItem, Direction, Game, GameId, GameState, GameStatus, Leave, Mode, Partner,
    Penalty, PlyRecord, Tournament, effective_sent,
};

/// Days of silence after which a move is repeated: post 30 (47.5.1), e-mail 14 (48.5.1).
pub fn silence_days(mode: Mode) -> i64 {
    match mode {
        Mode::Post => 30,
        Mode::Email => 14,
    }
}

/// Everything the diary knows about one game.
#[derive(Debug, Clone)]
pub struct GameRecords {
    /// The game.
    pub id: GameId,
    /// Its data.
    pub game: Game,
    /// Its tournament.
    pub tournament: Tournament,
    /// The partner.
    pub partner: Partner,
    /// The plies.
    pub plies: Vec<PlyRecord>,
    /// Penalties of both sides.
    pub penalties: Vec<Penalty>,
    /// My leave and the partner's in this game.
    pub leaves: Vec<Leave>,
    /// Cards and e-mails of the game.
    pub correspondence: Vec<CorrespondenceItem>,
    /// Variants I proposed (47.3.8).
    pub variants: Vec<super::variant::ProposedVariant>,
    /// The result sent to the arbiter, his decisions and my protests.
    pub arbiter: super::arbiter::Arbiter,
    /// My notices listed under the game: a new address, a failure, a dispute.
    pub notices: Vec<super::notices::Notice>,
}

impl GameRecords {
    /// The sent variant opened by my last move, which his next card answers.
    pub fn open_variant(&self) -> Option<&super::variant::Variant> {
        let last = self.plies.len().checked_sub(1)? as u32;
        self.variants
            .iter()
            .find(|v| v.first_ply == last && v.state == super::PlyState::Sent)
            .map(|v| &v.variant)
    }
}

/// A game as a sentence names it: the partner, whose gender the Russian texts decline his name
/// by («партия с Петровым Павлом»), and the tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameName {
    /// The partner's name as the diary has it.
    pub partner: String,
    /// How the partner is spoken of.
    pub gender: super::Gender,
    /// The tournament, as the lists name it.
    pub tournament: String,
}

impl GameRecords {
    /// The game as a person names it: the partner and the tournament, "Петров Павел (КР-7)".
    pub fn named(&self) -> String {
        format!("{} ({})", self.partner.name, self.tournament.label())
    }

    /// The game for a sentence to name in the case it needs.
    pub fn name(&self) -> GameName {
        GameName {
            partner: self.partner.name.clone(),
            gender: self.partner.gender,
            tournament: self.tournament.label().to_owned(),
        }
    }

    /// Whether ply `ply` is mine.
    pub fn is_mine(&self, ply: u32) -> bool {
        super::mover(ply) == self.game.my_colour
    }

    /// Whose ply `ply` is.
    pub fn side_of(&self, ply: u32) -> super::Side {
        super::Side::playing(super::mover(ply), self.game.my_colour)
    }

    /// Whether the last move is mine; false before the first move.
    pub fn last_is_mine(&self) -> bool {
        self.plies
            .len()
            .checked_sub(1)
            .is_some_and(|last| self.is_mine(last as u32))
    }

    /// The game played out from the start.
    pub fn line(&self) -> super::notation::Line {
        super::notation::replay(self.plies.iter().map(|p| &p.uci))
    }

    /// The first ply the card that brought his ply `his_ply` carried: the variant moves he
    /// accepted come on the same card, before his own move (47.3.7.5, 47.3.9).
    pub fn card_start(&self, his_ply: u32) -> u32 {
        let Some(v) = self.variants.iter().rev().find(|v| v.first_ply < his_ply) else {
            return his_ply;
        };
        let accepted_end = v.first_ply + v.variant.conditional().len() as u32;
        if his_ply > v.first_ply && his_ply <= accepted_end + 1 {
            v.first_ply + 1
        } else {
            his_ply
        }
    }

    /// Whether my move, with the game's `clock`, is due by registered mail: by post with five
    /// or fewer days left (47.4.12), or always where the regulations say so (47.2.1).
    pub fn registered_required(&self, clock: &super::schedule::Clock) -> bool {
        self.tournament.mode == super::Mode::Post
            && (self.tournament.registered_mail == super::RegisteredMail::Always
                || clock.registered_required())
    }

    /// The day my last move was sent again, if a repeat is filed (47.5.1).
    pub fn last_repeat(&self) -> Option<NaiveDate> {
        let last = self.plies.last()?;
        let ply = self.plies.len() as u32 - 1;
        let sent = effective_sent(&last.sent, &last.delivery).map(|e| e.date);
        let cards = &self.correspondence;
        repeats_of(cards, self.game.my_colour, (ply, super::mover(ply)), sent)
            .last()
            .copied()
    }

    /// Whether the last move is mine and was sent on `day`: its card belongs on that day's sheet.
    pub fn my_move_sent_on(&self, day: NaiveDate) -> bool {
        self.last_is_mine()
            && self
                .plies
                .last()
                .and_then(|p| effective_sent(&p.sent, &p.delivery))
                .is_some_and(|e| e.date == day)
    }

    /// The inputs of the time rules.
    pub fn time(&self) -> GameTime<'_> {
        GameTime {
            rules: TimeRules::of(
                self.id,
                &self.game,
                &self.tournament,
                &self.penalties,
                &self.leaves,
            ),
            plies: &self.plies,
            correspondence: &self.correspondence,
        }
    }

    /// The article-52 schedule.
    pub fn schedule(&self) -> Schedule {
        schedule(&self.time())
    }

    /// Each side's totals, without the schedule's rows.
    pub fn totals(&self) -> Totals {
        totals(&self.time().rules, &self.plies)
    }
}

/// How soon an action is due.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Urgency {
    /// Past its date.
    Overdue,
    /// Due within three days.
    Soon,
    /// Later.
    Later,
}

/// The urgency of a date seen from `today`.
pub fn urgency(due: NaiveDate, today: NaiveDate) -> Urgency {
    if due < today {
        Urgency::Overdue
    } else if due <= today + Duration::days(3) {
        Urgency::Soon
    } else {
        Urgency::Later
    }
}

/// One thing to do, in one game, by a date.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Action {
    /// The game.
    pub game: GameId,
    /// What to do.
    pub kind: ActionKind,
    /// The last day to do it.
    pub due: NaiveDate,
    /// How soon, seen from the day asked.
    pub urgency: Urgency,
    /// Why, when the numbers behind it matter.
    pub why: Vec<Why>,
}

impl Action {
    /// Whether it asks for the day the partner's move arrived.
    pub fn asks_arrival(&self) -> bool {
        self.kind == ActionKind::RecordReceipt
    }
}

/// The actions due in one game.
pub fn actions(r: &GameRecords, today: NaiveDate) -> Vec<Action> {
    let moves = r.digest();
    let due = r.due(&moves);
    actions_with(&due, &due.clock(today), today)
}

/// The actions due in game `r`, whose clock `c` is already worked out.
pub fn actions_with(r: &GameDue<'_>, c: &Clock, today: NaiveDate) -> Vec<Action> {
    let mut out = beside_play(r, today);
    let mut push = |kind: ActionKind, due: NaiveDate, why: Vec<Why>| {
        out.push(Action {
            game: r.id,
            kind,
            due,
            urgency: urgency(due, today),
            why,
        });
    };
    if let (Some(end), GameState::InPlay | GameState::Adjudication(None)) =
        (r.tournament.end, r.game.state)
        && !r.arbiter.materials_sent()
        && today + Duration::days(30) >= end
    {
        push(
            ActionKind::SendAdjudication,
            end + Duration::days(14),
            vec![],
        );
    }
    if r.game.status() != GameStatus::InPlay {
        return out;
    }
    let me = r.game.my_colour;
    let mode = r.tournament.mode;
    let start = r.game.start.or(r.tournament.start);
    let silence = Duration::days(silence_days(mode));

    if c.side == me {
        my_move(r, c, today, &mut push);
    } else if r.moves.plies > 0 {
        his_silence(r, silence, &mut push);
    } else if me == Color::Black {
        match start {
            Some(start) => push(
                ActionKind::RequestFirstMove { mode },
                start + silence,
                vec![],
            ),
            None => push(ActionKind::EnterStart, today, vec![Why::StartMissing]),
        }
    }

    replacement(r, &mut push);
    overstep_claim(r, c, today, &mut push);
    out
}

/// What is due in a game whether in play or not: what goes to the arbiter, my notices.
pub fn beside_play(r: &GameDue<'_>, today: NaiveDate) -> Vec<Action> {
    let mut out = arbiter::due(r, today);
    out.extend(super::notices::due(r, today));
    out
}

/// What is due while the move is mine (`c`): the move by its deadline; first the start day,
/// or the day his move arrived, when the diary lacks it.
fn my_move(
    r: &GameDue<'_>,
    c: &Clock,
    today: NaiveDate,
    push: &mut impl FnMut(ActionKind, NaiveDate, Vec<Why>),
) {
    match (r.moves.plies == 0, c.days_left.zip(c.deadline)) {
        (true, None) => push(ActionKind::EnterStart, today, c.why.clone()),
        (_, Some((left, deadline))) => push(
            ActionKind::MyMove {
                days_left: Some(left),
                registered: c.registered,
            },
            deadline,
            c.why.clone(),
        ),
        // His move's arrival is mine to record, unless the player said it was played before
        // the diary kept dates; with it recorded and an earlier day unknown, my move is still
        // due, by a day the diary cannot tell.
        (false, None) if c.received.is_none() && !r.game.dates_not_kept(r.moves.plies as usize) => {
            push(ActionKind::RecordReceipt, today, c.why.clone());
        }
        (false, None) => push(
            ActionKind::MyMove {
                days_left: None,
                registered: false,
            },
            today,
            c.why.clone(),
        ),
    }
}

/// What is due while his reply is awaited (47.5.1, 48.5.1): my move repeated `silence` after
/// it went, then his silence reported `silence` after the repeat.
fn his_silence(
    r: &GameDue<'_>,
    silence: Duration,
    push: &mut impl FnMut(ActionKind, NaiveDate, Vec<Why>),
) {
    let mode = r.tournament.mode;
    let Some(last) = &r.moves.last else { return };
    let Some(sent) = effective_sent(&last.sent, &last.delivery).map(|e| e.date) else {
        return;
    };
    let last_ply = r.moves.plies - 1;
    let repeat = r
        .correspondence
        .iter()
        .filter(|i| i.direction == Direction::Out && i.ply == Some(last_ply))
        .filter_map(|i| i.sent)
        .filter(|d| *d > sent)
        .max();
    match repeat {
        None => push(
            ActionKind::RepeatMove {
                move_number: super::move_number(last_ply),
                mode,
            },
            sent + silence,
            vec![],
        ),
        Some(repeated) => push(
            ActionKind::ReportSilence { mode },
            repeated + silence,
            vec![],
        ),
    }
}

/// 47.3.12: an impossible, illegible or missing move recorded against the partner, with no
/// later move of his, calls for a replacement request within three days.
fn replacement(r: &GameDue<'_>, push: &mut impl FnMut(ActionKind, NaiveDate, Vec<Why>)) {
    let his = !r.game.my_colour;
    let his_last_sent = r.moves.latest_sent(his);
    // The request sent on or after the penalty's day answers it.
    let asked = |day: NaiveDate| {
        r.correspondence.iter().any(|c| {
            c.direction == Direction::Out
                && c.declaration == Some(super::declarations::Declaration::AskReplacement)
                && c.day().is_some_and(|d| d >= day)
        })
    };
    for p in r.penalties {
        let bad_move = p.clause.starts_with("47.4.9.1") || p.clause.starts_with("47.3.11");
        if p.side == his && bad_move && his_last_sent.is_none_or(|s| s <= p.date) && !asked(p.date)
        {
            push(
                ActionKind::AskReplacement,
                p.date + Duration::days(3),
                vec![],
            );
        }
    }
}

/// His latest overstep and how long it may be claimed (47.6.3, 48.6.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OverstepWindow {
    /// His move that overstepped.
    pub his_move: u32,
    /// His control move: the claim must come no later than my reply to it.
    pub control_move: u32,
    /// The day my reply to his control move was sent, once it was: the last day to claim.
    pub closed_on: Option<NaiveDate>,
    /// Whether my reply is recorded (its day may be unknown).
    pub replied: bool,
}

/// His latest overstep in a game of rules `g` and `plies`, of totals `s`, if any, and the day
/// the right to claim it closed (47.6.3, 48.6.1).
pub fn overstep_window(
    g: &TimeRules<'_>,
    plies: &[PlyRecord],
    s: &Totals,
) -> Option<OverstepWindow> {
    let his = !g.my_colour;
    let (last, before) = s.side(his).oversteps.split_last()?;
    let his_move = last.at_move;
    // By post his control move counts from where his count last restarted (47.6.4).
    let control_move = g.control_move(his_move, before.last().map(|o| o.at_move));
    // As White my reply to his move n is my move n + 1; as Black it is my move n.
    let reply_move = control_move + u32::from(g.my_colour.is_white());
    let reply_ply = (reply_move - 1) * 2 + u32::from(!g.my_colour.is_white());
    let reply = plies.get(reply_ply as usize);
    Some(OverstepWindow {
        his_move,
        control_move,
        closed_on: reply
            .and_then(|p| effective_sent(&p.sent, &p.delivery))
            .map(|e| e.date),
        replied: reply.is_some(),
    })
}

/// 47.6.3 / 48.6.1: the claim must be made no later than the reply to his control move.
fn overstep_claim(
    r: &GameDue<'_>,
    c: &Clock,
    today: NaiveDate,
    push: &mut impl FnMut(ActionKind, NaiveDate, Vec<Why>),
) {
    let his = !r.game.my_colour;
    let his_totals = r.moves.count(his);
    let Some(window) = r.moves.overstep.filter(|w| !w.replied) else {
        return;
    };
    let OverstepWindow {
        his_move,
        control_move,
        ..
    } = window;
    let why: Vec<Why> = his_totals.oversteps.iter().map(Overstep::why).collect();
    let due = match (c.side == r.game.my_colour, c.deadline) {
        (true, Some(deadline)) if his_totals.moves >= control_move => deadline,
        _ => today,
    };
    push(
        ActionKind::ClaimOverstep {
            his_move,
            control_move,
        },
        due,
        why,
    );
}

/// Every action of every game, most urgent first.
pub fn today(games: &[GameRecords], today: NaiveDate) -> Vec<Action> {
    let mut all: Vec<Action> = games.iter().flat_map(|g| actions(g, today)).collect();
    most_urgent_first(&mut all);
    all
}

/// Puts `actions` in Today's order: by the day due, the most urgent first, then by game, a
/// game's own in the order found.
pub fn most_urgent_first(actions: &mut [Action]) {
    actions.sort_by_key(|a| (a.due, a.urgency, a.game));
}

mod as_of;
mod first_moves;
mod game_due;
mod kind;
pub use first_moves::{FirstMoves, first_moves, groups_by_game};
pub use game_due::{GameDue, MovesDigest};
pub use kind::ActionKind;
#[cfg(test)]
mod tests;
