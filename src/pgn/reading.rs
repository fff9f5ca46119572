//! One game of a PGN file read: its tags, its moves with their dates, and whatever else its
//! move text holds — variations, comments, signs, `[%eval]` — as analysis beside the record,
//! never as its moves. A chess variant's file is refused by its name; moves written as UCI
//! (`g1f3`) are read as the moves they are.

use std::ops::ControlFlow;

use pgn_reader::{Nag as PgnNag, RawComment, RawTag, SanPlus, Skip, Visitor};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Position};

use super::{PgnGame, PgnPly, PgnProblem, date_of};
use crate::domain::analysis::{Analysis, Eval, Nag, Node, Verdict, child};

/// A problem inside one game, located later by the move text it names.
pub(super) struct BadGame {
    pub(super) needle: Option<String>,
    pub(super) reason: PgnProblem,
}

impl BadGame {
    /// The line offset within the chunk of the first occurrence of the offending text.
    pub(super) fn line_in(&self, chunk: &str) -> usize {
        let Some(needle) = &self.needle else {
            return 0;
        };
        let body_start = chunk
            .split_inclusive('\n')
            .take_while(|l| l.trim_start().starts_with('[') || l.trim().is_empty())
            .map(str::len)
            .sum::<usize>();
        let at = chunk
            .get(body_start..)
            .and_then(|body| body.find(needle.as_str()))
            .map_or(0, |i| body_start + i);
        chunk.get(..at).map_or(0, |head| head.matches('\n').count())
    }
}

/// The tags as read, with what decides whether the moves can be read at all.
pub(super) struct Header {
    game: PgnGame,
    /// `Variant`, unless it names chess itself.
    variant: Option<String>,
    /// A `FEN` or `SetUp "1"`: a game from a set-up position.
    set_up: bool,
}

/// The move text as read so far.
pub(super) struct Movetext {
    game: PgnGame,
    /// The moves from the start to the last one read, in the line being read.
    path: Vec<UciMove>,
    /// The position after `path`.
    pos: Chess,
    /// The lines a variation left, to go back to at its end.
    outer: Vec<(Vec<UciMove>, Chess)>,
    /// The tree of every move read, the record's among them.
    tree: Vec<Node>,
    /// No move yet in this line: a comment goes to its next move.
    fresh: bool,
    /// A comment waiting for the move it stands before.
    pending: String,
    /// The start of a comment too long for the reader's buffer.
    partial: Vec<u8>,
    /// In a variation with a move that cannot be played, whose rest is left out (the game and
    /// its other lines are read): how many variations inside it were skipped and not ended.
    broken: Option<usize>,
}

impl Movetext {
    /// The move at the end of `path` in the tree, made where missing.
    fn node(&mut self) -> Option<&mut Node> {
        let (last, parent) = self.path.split_last()?;
        let mut nodes = &mut self.tree;
        for mv in parent {
            nodes = &mut child(nodes, *mv).children;
        }
        Some(child(nodes, *last))
    }

    /// Adds `text` to the note of the move read last.
    fn say(&mut self, text: &str) {
        if let Some(node) = self.node() {
            let note = &mut node.note.text;
            if !note.is_empty() {
                note.push(' ');
            }
            note.push_str(text);
        }
    }
}

pub(super) struct GameVisitor;

impl Visitor for GameVisitor {
    type Tags = Header;
    type Movetext = Movetext;
    type Output = Result<PgnGame, BadGame>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(Header {
            game: PgnGame::default(),
            variant: None,
            set_up: false,
        })
    }

    fn tag(&mut self, h: &mut Header, name: &[u8], value: RawTag<'_>) -> ControlFlow<Self::Output> {
        let v = value.decode_utf8_lossy().trim().to_owned();
        let tags = &mut h.game;
        match name {
            b"Event" => tags.event = v,
            b"Site" => tags.site = v,
            b"Date" => tags.date = v,
            b"Round" => tags.round = v,
            b"White" => tags.white = v,
            b"Black" => tags.black = v,
            b"Result" => tags.result = v.parse().unwrap_or_default(),
            b"Tournament" => tags.tournament = Some(v).filter(|s| !s.is_empty()),
            b"Mode" => tags.mode = v.parse().ok(),
            b"Board" => tags.board = Some(v).filter(|s| !s.is_empty()),
            b"TimeControl" => {
                tags.time_control = Some(v).filter(|s| !s.is_empty() && s != "-" && s != "?");
            }
            b"Variant" => {
                let chess = ["", "standard", "chess", "normal", "from position"];
                h.variant = Some(v).filter(|v| !chess.contains(&v.to_lowercase().as_str()));
            }
            b"FEN" => h.set_up = true,
            b"SetUp" => h.set_up |= v != "0",
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, h: Header) -> ControlFlow<Self::Output, Movetext> {
        let refused = |reason| {
            ControlFlow::Break(Err(BadGame {
                needle: None,
                reason,
            }))
        };
        if let Some(variant) = h.variant {
            return refused(PgnProblem::Variant(variant));
        }
        if h.set_up {
            return refused(PgnProblem::SetUpPosition);
        }
        let mut game = h.game;
        // Room for most games' moves at once.
        game.plies.reserve(128);
        ControlFlow::Continue(Movetext {
            game,
            path: Vec::new(),
            pos: Chess::default(),
            outer: Vec::new(),
            tree: Vec::new(),
            fresh: true,
            pending: String::new(),
            partial: Vec::new(),
            broken: None,
        })
    }

    fn san(&mut self, mt: &mut Movetext, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        if mt.broken.is_some() {
            return ControlFlow::Continue(());
        }
        let pos = &mt.pos;
        // A move written as UCI ("g1f3", "e7e8q" read as "e7e8=Q") reads as a pawn's SAN that
        // cannot be played.
        let played = super::san::to_move(san_plus.san, pos).or_else(|e| {
            let written = san_plus.to_string().replace('=', "").to_lowercase();
            let uci = written.parse::<UciMove>().ok();
            uci.and_then(|u| u.to_move(pos).ok()).ok_or(e)
        });
        let m = match played {
            Ok(m) => m,
            // A line of analysis that goes wrong is cut there; the record is the game's.
            Err(_) if !mt.outer.is_empty() => {
                mt.broken = Some(0);
                return ControlFlow::Continue(());
            }
            Err(e) => {
                let dots = if pos.turn().is_white() { "." } else { "..." };
                let written = san_plus.to_string();
                return ControlFlow::Break(Err(BadGame {
                    needle: Some(written.clone()),
                    reason: PgnProblem::Move {
                        number: pos.fullmoves().get(),
                        dots,
                        san: written,
                        ambiguous: e == shakmaty::san::SanError::AmbiguousSan,
                    },
                }));
            }
        };
        let uci = m.to_uci(CastlingMode::Standard);
        if mt.outer.is_empty() {
            mt.game.plies.push(PgnPly {
                uci,
                sent: None,
                received: None,
            });
        }
        mt.pos.play_unchecked(m);
        mt.path.push(uci);
        mt.fresh = false;
        if !mt.outer.is_empty() || !mt.pending.is_empty() {
            let pending = std::mem::take(&mut mt.pending);
            mt.node();
            if !pending.is_empty() {
                mt.say(&pending);
            }
        }
        ControlFlow::Continue(())
    }

    fn nag(&mut self, mt: &mut Movetext, nag: PgnNag) -> ControlFlow<Self::Output> {
        if let (Some(nag), false, None) = (Nag::new(nag.0), mt.fresh, mt.broken)
            && let Some(node) = mt.node()
        {
            node.note.sign(nag);
        }
        ControlFlow::Continue(())
    }

    fn partial_comment(
        &mut self,
        mt: &mut Movetext,
        part: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        mt.partial.extend_from_slice(part.as_bytes());
        ControlFlow::Continue(())
    }

    fn comment(&mut self, mt: &mut Movetext, comment: RawComment<'_>) -> ControlFlow<Self::Output> {
        // Most comments are a move's dates, read without a copy.
        let joined;
        let bytes = match mt.partial.is_empty() {
            true => comment.as_bytes(),
            false => {
                joined = [
                    std::mem::take(&mut mt.partial).as_slice(),
                    comment.as_bytes(),
                ]
                .concat();
                joined.as_slice()
            }
        };
        if mt.broken.is_some() {
            return ControlFlow::Continue(());
        }
        let mut verdict: Option<Verdict> = None;
        let mut words = String::new();
        for piece in pieces(bytes) {
            let (command, value) = match piece {
                Piece::Words(w) if w.trim_ascii().is_empty() => continue,
                Piece::Words(w) => {
                    words.push_str(&String::from_utf8_lossy(w));
                    continue;
                }
                // A command without a value says nothing.
                Piece::Command(_, b"") => continue,
                Piece::Command(command, value) => (command, value),
            };
            match command {
                b"ccsnt" | b"ccrcv" => {
                    if let Err(bad) = dates(mt, command, value) {
                        return ControlFlow::Break(Err(bad));
                    }
                }
                b"eval" => verdict = eval(value).or(verdict),
                b"engine" => {
                    if let Some(v) = &mut verdict {
                        v.engine = String::from_utf8_lossy(value).trim().to_owned();
                    }
                }
                _ => {}
            }
        }
        let words = words.trim();
        if mt.fresh {
            if !words.is_empty() {
                mt.pending = [mt.pending.as_str(), words].join(" ").trim().to_owned();
            }
        } else {
            if !words.is_empty() {
                mt.say(words);
            }
            if let Some(v) = verdict
                && let Some(node) = mt.node()
            {
                node.note.verdict = Some(v);
            }
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, mt: &mut Movetext) -> ControlFlow<Self::Output, Skip> {
        if let Some(inside) = &mut mt.broken {
            *inside += 1;
            return ControlFlow::Continue(Skip(true));
        }
        mt.outer.push((mt.path.clone(), mt.pos.clone()));
        // A variation starts before the move it stands instead of (before any move, from the
        // first position): played again from the start, variations being few beside moves.
        mt.path.pop();
        mt.pos = crate::domain::notation::replay(&mt.path).last();
        mt.fresh = true;
        mt.pending.clear();
        ControlFlow::Continue(Skip(false))
    }

    fn end_variation(&mut self, mt: &mut Movetext) -> ControlFlow<Self::Output> {
        match mt.broken {
            // A variation skipped inside the broken one ends.
            Some(inside) if inside > 0 => {
                mt.broken = Some(inside - 1);
                return ControlFlow::Continue(());
            }
            _ => mt.broken = None,
        }
        if let Some((path, pos)) = mt.outer.pop() {
            (mt.path, mt.pos) = (path, pos);
            mt.fresh = mt.path.is_empty();
            mt.pending.clear();
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, mt: Movetext) -> Self::Output {
        let mut game = mt.game;
        let record: Vec<UciMove> = game.plies.iter().map(|p| p.uci).collect();
        game.analysis = Analysis::try_from(mt.tree)
            .map_err(|e| BadGame {
                needle: None,
                reason: PgnProblem::Unreadable(format!("{e:?}")),
            })?
            .pruned(&record);
        Ok(game)
    }
}

/// A `%ccsnt` or `%ccrcv` of the record's last move read into it.
fn dates(mt: &mut Movetext, command: &[u8], value: &[u8]) -> Result<(), BadGame> {
    if !mt.outer.is_empty() {
        return Ok(());
    }
    let Some(ply) = mt.game.plies.last_mut() else {
        return Ok(());
    };
    let day = value.split(|b| *b == b',').next().unwrap_or_default();
    let Some(date) = date_of(day) else {
        let value = String::from_utf8_lossy(value).into_owned();
        return Err(BadGame {
            needle: Some(value.clone()),
            reason: PgnProblem::BadDate {
                command: String::from_utf8_lossy(command).into_owned(),
                value,
            },
        });
    };
    match command {
        b"ccsnt" => ply.sent = Some(date),
        _ => ply.received = Some(date),
    }
    Ok(())
}

/// `[%eval 0.35,22]`: an evaluation from White's side and the depth, if given.
fn eval(value: &[u8]) -> Option<Verdict> {
    let text = String::from_utf8_lossy(value);
    let mut parts = text.split(',');
    let eval = Eval::read(parts.next()?)?;
    let depth = parts
        .next()
        .and_then(|d| d.trim().parse().ok())
        .unwrap_or(0);
    Some(Verdict {
        eval,
        depth,
        engine: String::new(),
    })
}

/// A piece of a comment: a `[%command value]`, or words between them.
enum Piece<'a> {
    /// A command's name and its value.
    Command(&'a [u8], &'a [u8]),
    /// Words.
    Words(&'a [u8]),
}

/// A comment's pieces, in one pass and without a copy: most comments are a move's dates.
fn pieces(text: &[u8]) -> impl Iterator<Item = Piece<'_>> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let command = command_start(rest).and_then(|at| {
            let end = rest[at..].iter().position(|b| *b == b']')?;
            Some((at, at + end))
        });
        let Some((at, end)) = command else {
            return Some(Piece::Words(std::mem::take(&mut rest)));
        };
        if at > 0 {
            let words = &rest[..at];
            rest = &rest[at..];
            return Some(Piece::Words(words));
        }
        let body = rest[2..end].trim_ascii();
        rest = &rest[end + 1..];
        let space = body
            .iter()
            .position(u8::is_ascii_whitespace)
            .unwrap_or(body.len());
        Some(Piece::Command(&body[..space], body[space..].trim_ascii()))
    })
}

/// Where `[%` first stands in `text`.
fn command_start(text: &[u8]) -> Option<usize> {
    let mut from = 0;
    while let Some(at) = text[from..].iter().position(|b| *b == b'[') {
        let at = from + at;
        if text.get(at + 1) == Some(&b'%') {
            return Some(at);
        }
        from = at + 1;
    }
    None
}

/// A game written in UCI moves (its first move "e2e4"-shaped) with its promotions as the reader
/// reads them: "g7h8q" as "g7h8=Q" (the reader would drop a move whose letter follows its
/// squares). `None` for any other game.
pub(super) fn uci_promotions(chunk: &str) -> Option<String> {
    let square = |f: u8, r: u8| (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&r);
    let tags: usize = chunk
        .split_inclusive('\n')
        .take_while(|l| l.trim_start().starts_with('[') || l.trim().is_empty())
        .map(str::len)
        .sum();
    let first = chunk[tags..]
        .split_whitespace()
        .find(|t| !t.trim_end_matches('.').chars().all(|c| c.is_ascii_digit()))?
        .trim_start_matches(|c: char| c.is_ascii_digit() || c == '.')
        .as_bytes();
    if first.len() < 4 || !square(first[0], first[1]) || !square(first[2], first[3]) {
        return None;
    }
    let bytes = chunk.as_bytes();
    let mut out = String::with_capacity(chunk.len() + 16);
    let mut last = 0;
    for i in 4..bytes.len() {
        let ends = bytes.get(i + 1).is_none_or(|b| !b.is_ascii_alphanumeric());
        let starts = i == 4 || !bytes[i - 5].is_ascii_alphanumeric();
        if matches!(bytes[i], b'q' | b'r' | b'b' | b'n')
            && ends
            && starts
            && square(bytes[i - 4], bytes[i - 3])
            && square(bytes[i - 2], bytes[i - 1])
        {
            out.push_str(&chunk[last..i]);
            out.push('=');
            out.push(bytes[i].to_ascii_uppercase() as char);
            last = i + 1;
        }
    }
    out.push_str(&chunk[last..]);
    Some(out)
}
