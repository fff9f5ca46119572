//! `ccdiary analyse`: a game's position analysed by a UCI engine, as text or JSON.

use std::ops::ControlFlow;

use super::args::AnalyseArgs;
use super::{CliError, Context, Run};

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
        } = self;
        let diary = cx.diary()?;
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
