//! `ccdiary analyse`: a game's position analysed by a UCI engine, as text or JSON, its best
//! line kept in my analysis with `--keep`; `ccdiary analysis`: my analysis of a game shown,
//! a line added or taken away, a move of the record noted.

use std::ops::ControlFlow;

use clap::{Args, Subcommand};

use super::args::AnalyseArgs;
use super::values::{game_id, move_by_number, sign};
use super::{CliError, Context, Record, Run};
use crate::diary::{AnalysisEdit, Diary};
use crate::domain::GameId;
use crate::domain::analysis::Nag;
use crate::messages::{AnalysisDone, Language, analysis_told};

impl Run for AnalyseArgs {
    fn run(&self, cx: &mut Context<'_>) -> Result<(), CliError> {
        let AnalyseArgs {
            game,
            ply,
            depth,
            movetime,
            multipv,
            engine,
            notation,
            json,
            keep,
        } = self;
        let mut diary = cx.diary()?;
        let lang = cx.lang;
        let out = &mut *cx.out;
        let records = diary.records(*game)?;
        if !records.tournament.engines_allowed {
            let name = records.tournament.label().to_owned();
            return Err(crate::engine::EngineError::NotAllowed(name).into());
        }
        let program = engine
            .clone()
            .or_else(crate::engine::default_engine)
            .ok_or(crate::engine::EngineError::NotInstalled)?;
        let moves: Vec<_> = records.plies.iter().map(|p| p.uci).collect();
        let (start, pos, first) = crate::engine::position_after(&moves, *ply);
        let limit = match movetime {
            Some(time) => crate::engine::Limit::Time(*time),
            None => crate::engine::Limit::Depth(depth.unwrap_or(20)),
        };
        let options = crate::engine::Options {
            multipv: *multipv,
            ..Default::default()
        };
        let a = crate::engine::analyse(&program, &start, limit, options, &mut |_| {
            ControlFlow::Continue(())
        })?;
        if let Some(best) = a.lines.first().filter(|_| *keep) {
            let turn = shakmaty::Position::turn(&pos);
            let edit = AnalysisEdit::EngineLine {
                from: moves[..first as usize].to_vec(),
                pv: best.pv.clone(),
                verdict: crate::engine::verdict(best, turn, &a.engine),
            };
            diary.edit_analysis(*game, edit)?;
            let kept = analysis_told(lang, *game, AnalysisDone::Kept(first as usize));
            writeln!(out, "{kept}")?;
        }
        let notation = notation.unwrap_or_else(|| crate::documents::form_notation(&records));
        if *json {
            let lines: Vec<serde_json::Value> = a
                .lines
                .iter()
                .map(|l| {
                    let white = l.score.for_white(shakmaty::Position::turn(&pos));
                    let score = match white {
                        crate::engine::uci::Score::Cp(cp) => serde_json::json!({ "cp": cp }),
                        crate::engine::uci::Score::Mate(n) => serde_json::json!({ "mate": n }),
                    };
                    serde_json::json!({
                        "multipv": l.multipv,
                        "depth": l.depth,
                        "seldepth": l.seldepth,
                        "score_white": score,
                        "nodes": l.nodes,
                        "nps": l.nps,
                        "pv_uci": l.pv.iter().map(ToString::to_string).collect::<Vec<_>>(),
                        "pv": crate::engine::line_told(&pos, first, &l.pv, notation),
                    })
                })
                .collect();
            let fen = shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal);
            let doc = serde_json::json!({
                "engine": a.engine,
                "game": game,
                "ply": first,
                "fen": fen.to_string(),
                "lines": lines,
            });
            let json = serde_json::to_string_pretty(&doc).map_err(std::io::Error::from)?;
            writeln!(out, "{json}")?;
        } else {
            out.write_all(
                crate::engine::analysis_told(&a, &pos, first, notation, lang).as_bytes(),
            )?;
        }
        Ok(())
    }
}

/// The arguments of `Analysis`.
#[derive(Debug, Args)]
pub struct AnalysisArgs {
    /// What to do.
    #[command(subcommand)]
    pub verb: AnalysisVerb,
}

/// What `analysis` does.
#[derive(Debug, Subcommand)]
pub enum AnalysisVerb {
    /// Print the game's record with my analysis as PGN move text: notes in braces, lines in
    /// parentheses.
    Show {
        /// The game's id (see `list`).
        #[arg(value_parser = game_id)]
        game: GameId,
    },
    /// Add a line written as PGN move text, e.g. "14.Nd5 exd5 15.exd5 {the point}"; it starts
    /// where its first move number says, else after the last move.
    Add {
        /// The game's id (see `list`).
        #[arg(value_parser = game_id)]
        game: GameId,
        /// The line.
        line: String,
        /// Start after this many half-moves, whatever the line's numbers say.
        #[arg(long, value_name = "N")]
        after: Option<usize>,
    },
    /// Say something of a move of the record: `14.` is White's 14th, `14...` Black's.
    Note {
        /// The game's id (see `list`).
        #[arg(value_parser = game_id)]
        game: GameId,
        /// The move.
        #[arg(value_name = "MOVE", value_parser = move_by_number)]
        ply: usize,
        /// What I say of it (empty: nothing).
        text: String,
        /// A sign: ! ? !! ?? !? ?! = += =+ +/- -/+ +- -+ (repeat for two).
        #[arg(long = "sign", value_name = "SIGN", value_parser = sign, allow_hyphen_values = true)]
        signs: Vec<Nag>,
    },
    /// Take away the line that these moves begin, from its first move off the record.
    Remove {
        /// The game's id (see `list`).
        #[arg(value_parser = game_id)]
        game: GameId,
        /// The line's moves, e.g. "14.Nd5".
        line: String,
        /// They start after this many half-moves.
        #[arg(long, value_name = "N")]
        after: Option<usize>,
    },
}

impl Record for AnalysisArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        Ok(match &self.verb {
            AnalysisVerb::Show { game } => diary.movetext(*game)?,
            AnalysisVerb::Add { game, line, after } => {
                let path = diary.add_typed_line(*game, *after, line)?;
                analysis_told(lang, *game, AnalysisDone::Added(path.len()))
            }
            AnalysisVerb::Note {
                game,
                ply,
                text,
                signs,
            } => {
                diary.note_move(*game, *ply, text, signs)?;
                analysis_told(lang, *game, AnalysisDone::Noted(*ply))
            }
            AnalysisVerb::Remove { game, line, after } => {
                diary.remove_typed_line(*game, *after, line)?;
                analysis_told(lang, *game, AnalysisDone::Removed)
            }
        })
    }
}
