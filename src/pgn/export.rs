//! PGN out of the diary: the diary's games with their correspondence dates, and one game written.

use pgn_reader::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Move, Position};

use super::{PgnGame, PgnPly};
use crate::domain::analysis::{Node, Note, Step, walk};
use crate::domain::{GameId, Mode, effective_sent};
use crate::storage::{Result, Store, StoreError};

/// Writes the diary's games as PGN: one game, or all of them, with my analysis or the bare
/// record. A game whose moves cannot be read is left out ([`Store::unreadable_games`] names
/// it), unless it is the one asked for.
pub fn export_pgn(store: &Store, only: Option<GameId>, analysis: bool) -> Result<String> {
    let me = store.profile()?.full_name;
    let mut out = String::new();
    for summary in store.game_summaries()? {
        if only.is_some_and(|id| id != summary.id) {
            continue;
        }
        let g = &summary.game;
        let t = store.tournament(g.tournament)?;
        let partner = store.partner(g.partner)?.name;
        let me = if me.is_empty() {
            "?".to_owned()
        } else {
            me.clone()
        };
        let (white, black) = match g.my_colour {
            Color::White => (me, partner),
            Color::Black => (partner, me),
        };
        let plies = match store.plies(summary.id) {
            Err(StoreError::Corrupt(_)) if only.is_none() => continue,
            read => read?,
        };
        let pgn_plies = plies
            .iter()
            .enumerate()
            .map(|(i, p)| PgnPly {
                uci: p.uci,
                sent: effective_sent(&p.sent, &p.delivery).map(|e| e.date),
                received: i
                    .checked_sub(1)
                    .and_then(|prev| plies.get(prev))
                    .and_then(|prev| prev.arrived),
            })
            .collect();
        let game = PgnGame {
            event: t.title().to_owned(),
            site: match t.mode {
                Mode::Post => "post".to_owned(),
                Mode::Email => "e-mail".to_owned(),
            },
            date: g
                .start
                .map(|d| d.format("%Y.%m.%d").to_string())
                .unwrap_or_default(),
            round: "-".to_owned(),
            white,
            black,
            result: g.result(),
            tournament: Some(t.code).filter(|c| !c.is_empty()),
            mode: Some(t.mode),
            board: Some(g.board.clone()).filter(|b| !b.is_empty()),
            time_control: Some(format!("{}/{}", t.control.moves, t.control.days)),
            plies: pgn_plies,
            // One the file holds damaged is left out: the record goes.
            analysis: match analysis {
                true => match store.analysis(summary.id) {
                    Err(StoreError::Corrupt(why)) => {
                        log::warn!("the analysis of game {} is left out: {why}", summary.id.0);
                        Default::default()
                    }
                    read => read?,
                },
                false => Default::default(),
            },
            ..PgnGame::default()
        };
        out.push_str(&write_pgn(&game));
    }
    Ok(out)
}

/// Writes a PGN game with correspondence dates, and its analysis where it has any: the
/// notes, signs and verdicts of the record's moves beside their dates, and each line as a
/// variation after the move it stands instead of. Lines after the last move are written as a
/// variation that plays the last move again and goes on from it.
pub fn write_pgn(game: &PgnGame) -> String {
    let mut out = tags(game);
    out.push('\n');
    let record: Vec<UciMove> = game.plies.iter().map(|p| p.uci).collect();
    let a = &game.analysis;
    let mut text = Movetext::default();
    let mut pos = Chess::default();
    // The position before the last move written.
    let mut before = Chess::default();
    for (i, ply) in game.plies.iter().enumerate() {
        let Ok(m) = ply.uci.to_move(&pos) else { break };
        let mut commands = Vec::new();
        if let Some(d) = ply.received {
            commands.push(format!("[%ccrcv {}]", d.format("%Y.%m.%d")));
        }
        if let Some(d) = ply.sent {
            commands.push(format!("[%ccsnt {}]", d.format("%Y.%m.%d")));
        }
        let note = a.node(&record[..=i]).map(|n| &n.note);
        before.clone_from(&pos);
        text.mv(&mut pos, m, commands, note);
        for alternative in a.branches(&record, i) {
            text.variation(&before, std::slice::from_ref(alternative));
        }
    }
    let last = a.branches(&record, record.len());
    if let (Some(mv), false) = (record.last(), last.is_empty()) {
        // Played again from the position before it: a reader takes it for the same move.
        let again = Node {
            children: last.into_iter().cloned().collect(),
            ..Node::bare(*mv)
        };
        text.variation(&before, std::slice::from_ref(&again));
    } else if record.is_empty() {
        for line in last {
            text.variation(&pos, std::slice::from_ref(line));
        }
    }
    text.token(game.result.code());
    out.push_str(&text.written);
    out.push_str(&text.line);
    out.push_str("\n\n");
    out
}

/// Move text as it is written, 79 characters a line at most (but for a long comment).
#[derive(Default)]
struct Movetext {
    written: String,
    line: String,
    /// A Black move next needs its number: first in a variation, or after a note.
    number_black: bool,
}

impl Movetext {
    /// A move played from `pos`, with the `commands` and the note that follow it.
    fn mv(&mut self, pos: &mut Chess, m: Move, commands: Vec<String>, note: Option<&Note>) {
        let mut token = String::new();
        if pos.turn().is_white() {
            token.push_str(&format!("{}. ", pos.fullmoves()));
        } else if self.number_black {
            token.push_str(&format!("{}... ", pos.fullmoves()));
        }
        token.push_str(&SanPlus::from_move_and_play_unchecked(pos, m).to_string());
        let note = note.filter(|n| !n.is_empty());
        for nag in note.iter().flat_map(|n| &n.nags) {
            token.push_str(&format!(" ${}", nag.number()));
        }
        let mut comment = commands;
        if let Some(v) = note.and_then(|n| n.verdict.as_ref()) {
            comment.push(format!("[%eval {},{}]", v.eval.written(), v.depth));
            if !v.engine.is_empty() {
                comment.push(format!("[%engine {}]", v.engine.replace([']', '}'], ")")));
            }
        }
        if let Some(words) = note.map(|n| n.text.as_str()).filter(|t| !t.is_empty()) {
            comment.push(words.replace('}', ")"));
        }
        if !comment.is_empty() {
            token.push_str(&format!(" {{{}}}", comment.join(" ")));
        }
        self.number_black = note.is_some();
        self.token(&token);
    }

    /// `( … )`: the line of `nodes` from `pos` instead of the move just written.
    fn variation(&mut self, pos: &Chess, nodes: &[Node]) {
        let mut steps = vec![Step::Open];
        walk(pos, &[], nodes, &mut steps);
        steps.push(Step::Close);
        for step in steps {
            match step {
                Step::Move {
                    mut before,
                    mv,
                    node,
                    numbered,
                    ..
                } => {
                    self.number_black = numbered;
                    self.mv(&mut before, mv, Vec::new(), Some(&node.note));
                }
                Step::Open => self.token("("),
                Step::Close => {
                    self.token(")");
                    self.number_black = true;
                }
            }
        }
    }

    /// Adds `token`, the line first written out when the token would take it past 79
    /// characters.
    fn token(&mut self, token: &str) {
        let tail = self.line.rsplit('\n').next().unwrap_or_default().len();
        if !self.line.is_empty() && tail + token.len() + 1 > 79 {
            self.written.push_str(&self.line);
            self.written.push('\n');
            self.line.clear();
        }
        if !self.line.is_empty() {
            self.line.push(' ');
        }
        self.line.push_str(token);
    }
}

/// The game's tags, one a line: the seven of every PGN, then those it has of its own.
fn tags(game: &PgnGame) -> String {
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
        out.push_str(&format!("[{name} \"{escaped}\"]\n"));
    };
    let or_unknown = |s: &str| match s {
        "" => "?".to_owned(),
        s => s.to_owned(),
    };
    tag("Event", &or_unknown(&game.event));
    tag("Site", &or_unknown(&game.site));
    tag(
        "Date",
        if game.date.is_empty() {
            "????.??.??"
        } else {
            &game.date
        },
    );
    tag("Round", &or_unknown(&game.round));
    tag("White", &or_unknown(&game.white));
    tag("Black", &or_unknown(&game.black));
    tag("Result", game.result.code());
    if let Some(t) = &game.tournament {
        tag("Tournament", t);
    }
    if let Some(m) = game.mode {
        tag("Mode", m.code());
    }
    if let Some(b) = &game.board {
        tag("Board", b);
    }
    if let Some(t) = &game.time_control {
        tag("TimeControl", t);
    }
    out
}
