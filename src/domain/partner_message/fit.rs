//! Which game of the diary his message is about.

use chrono::NaiveDate;

use super::{PartnerMessage, against, mentions, normalised, same_person};
use crate::domain::deadlines::GameRecords;

/// Which game of the diary a message is about.
#[derive(Debug)]
pub enum Fit<'a> {
    /// This one, named by the players, his signature or the tournament, or the one game his
    /// move is the move of.
    Sure(&'a GameRecords),
    /// One of these: several fit, or they fit by his move alone. The player says which.
    Ask(Vec<&'a GameRecords>),
    /// None.
    Nothing,
}

/// The game in play `m` is about, of `games`; `me`: the diary owner's name. By the names (his
/// on his side, mine on mine, in any order and with initials), else by his name in his
/// greeting or signature; narrowed by the tournament it names and by his move being the one
/// the game waits for. Sure when one game fits by the partner or the tournament named, or when
/// his move is the move of one game alone; names that fit no game give every game his move
/// fits, to ask about.
pub fn game_for<'a>(
    games: &'a [GameRecords],
    me: &str,
    m: &PartnerMessage,
    today: NaiveDate,
) -> Fit<'a> {
    let brings_a_move = |r: &&GameRecords| against(r, m, today).is_ok();
    let named = |r: &&GameRecords| {
        let (white, black) = (&m.white, &m.black);
        let (mine, his) = r.game.my_colour.fold_wb((white, black), (black, white));
        let his_fits = his
            .as_ref()
            .is_none_or(|n| same_person(&n.value, &r.partner.name));
        let mine_fits = mine
            .as_ref()
            .is_none_or(|n| me.is_empty() || same_person(&n.value, me));
        his_fits && mine_fits
    };
    let in_tournament = |r: &&GameRecords| {
        let Some(t) = m.tournament.as_ref() else {
            return true;
        };
        let t = normalised(&t.value);
        let code = normalised(&r.tournament.code);
        (!code.is_empty() && t.split(' ').next() == Some(code.as_str()))
            || (!r.tournament.name.is_empty() && t.contains(&normalised(&r.tournament.name)))
    };
    let fit = |fitting: Vec<&'a GameRecords>, sure: bool| match fitting[..] {
        [] => Fit::Nothing,
        [one] if sure => Fit::Sure(one),
        _ => Fit::Ask(fitting),
    };
    let names_given = m.white.is_some() || m.black.is_some();
    let by_name: Vec<&GameRecords> = match names_given {
        true => games.iter().filter(named).collect(),
        // No header: his name in his greeting or signature, where it names one partner.
        false => games
            .iter()
            .filter(|r| mentions(&m.other_lines, &r.partner.name))
            .collect(),
    };
    let signed = !names_given && !by_name.is_empty();
    if names_given && by_name.is_empty() {
        return fit(games.iter().filter(brings_a_move).collect(), false);
    }
    let by_name = match by_name.is_empty() {
        true => games.iter().collect(),
        false => by_name,
    };
    let narrowed = |list: Vec<&'a GameRecords>, keep: &dyn Fn(&&GameRecords) -> bool| {
        let kept: Vec<&GameRecords> = list.iter().copied().filter(|r| keep(r)).collect();
        if kept.is_empty() { list } else { kept }
    };
    let tournament_fits = m.tournament.is_some() && by_name.iter().any(in_tournament);
    let named_at_all = names_given || signed || tournament_fits;
    let in_named = narrowed(by_name, &in_tournament);
    let by_move: Vec<&GameRecords> = in_named.iter().copied().filter(brings_a_move).collect();
    // A card without a move (an acceptance, a resignation) fits every game waiting for him:
    // only a move can pick one game by itself.
    let has_move = m.his_move.is_some() || !m.history.is_empty();
    match (named_at_all, by_move.len()) {
        // Named by nothing and brought by no game: no game to ask about.
        (false, 0) => Fit::Nothing,
        // Sure when named (by the players, his signature, or at least by the tournament), or
        // when his move is the move of one game alone.
        (_, 1) => fit(by_move, named_at_all || has_move),
        (_, 0) => fit(in_named, true),
        (_, _) => fit(by_move, named_at_all),
    }
}
