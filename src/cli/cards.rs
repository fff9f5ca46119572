//! The command line's cards: the partner's card or e-mail received, my card sent (with what
//! each says besides its move, and the other game of a double round), my resignation, and the
//! request to replace his move. Each goes through the same domain code as the window.

use anyhow::bail;
use chrono::NaiveDate;

use super::CliCommand;
use super::facts::game_records;
use crate::domain::card::{CardContext, HisCard, MyCard, receive, send};
use crate::domain::deadlines::GameRecords;
use crate::domain::declarations::Declaration;
use crate::domain::notation::Notation;
use crate::domain::{GameId, format_date};
use crate::messages::Language;
use crate::messages::Said;
use crate::messages::store_error;
use crate::storage::Store;

/// Records the card `command` says: `receive`, `receive-email`, `send` or `resign`.
pub(super) fn record_card(
    store: &mut Store,
    command: &CliCommand,
    now: NaiveDate,
    lang: Language,
) -> anyhow::Result<String> {
    Ok(match command {
        CliCommand::Receive {
            game,
            his_move,
            with,
            offer_draw,
            decline_draw,
            accept_draw,
            resigned,
            repeat: repetition,
            accepted,
            written,
            postmark,
            registered,
            received,
            his_receipt,
            stated_total,
            today,
        } => {
            let r = game_records(store, *game, lang)?;
            let today = today.unwrap_or(now);
            let card = HisCard {
                repetition: repetition.clone().unwrap_or_default(),
                accepted: words(accepted.as_deref()),
                his_move: his_move.clone().unwrap_or_default(),
                written: *written,
                postmarks: postmark.clone(),
                receipt_number: registered.clone().unwrap_or_default(),
                received: *received,
                his_receipt: *his_receipt,
                stated_total: *stated_total,
                declaration: declared(*offer_draw, *decline_draw, *accept_draw, *resigned),
            };
            match with {
                Some((other, his_move)) => {
                    let o = other_game_records(store, &r, *other, lang)?;
                    let second = HisCard {
                        his_move: his_move.clone(),
                        ..HisCard::default()
                    };
                    record_his_card(store, &[(&r, &card), (&o, &second)], today, lang, None)?
                }
                None => record_his_card(store, &[(&r, &card)], today, lang, None)?,
            }
        }
        CliCommand::ReceiveEmail {
            file,
            game,
            received,
            record,
        } => receive_email(store, file, *game, *received, *record, now, lang)?,
        CliCommand::Send {
            game,
            my_move,
            with,
            offer_draw,
            decline_draw,
            accept_draw,
            date,
            registered,
            variant,
            today,
        } => {
            let r = game_records(store, *game, lang)?;
            let clock = crate::domain::schedule::clock(&r.time(), &r.schedule(), now);
            if clock.side != r.game.my_colour && !accept_draw {
                bail!(Said::NotMyMove(&r).told(lang));
            }
            let card = MyCard {
                my_move: my_move.clone().unwrap_or_default(),
                date: *date,
                registered: registered.clone(),
                variant: words(variant.as_deref()),
                declaration: declared(*offer_draw, *decline_draw, *accept_draw, false),
            };
            let today = today.unwrap_or(now);
            match with {
                Some((other, my_move)) => {
                    let o = other_game_records(store, &r, *other, lang)?;
                    let second = MyCard {
                        my_move: my_move.clone(),
                        ..MyCard::default()
                    };
                    record_my_card(store, &[(&r, &card), (&o, &second)], today, lang)?
                }
                None => record_my_card(store, &[(&r, &card)], today, lang)?,
            }
        }
        CliCommand::Resign { game, date } => {
            let r = game_records(store, *game, lang)?;
            let card = MyCard {
                date: *date,
                declaration: Some(Declaration::Resign),
                ..MyCard::default()
            };
            record_my_card(store, &[(&r, &card)], now, lang)?
        }
        _ => String::new(),
    })
}

/// Reads his e-mail message from `file`, finds its game, says what it brings and, asked to,
/// records it as `receive` would, the message filed with the card (48.1.4).
fn receive_email(
    store: &mut Store,
    file: &std::path::Path,
    game: Option<i64>,
    received: Option<NaiveDate>,
    record: bool,
    today: NaiveDate,
    lang: Language,
) -> anyhow::Result<String> {
    use crate::domain::partner_message::{against, read_message};
    use crate::mail::Fit;
    let bytes = std::fs::read(file).map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    let eml = file
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("eml"));
    let mail = crate::mail::read_message_file(&bytes, eml)
        .map_err(|e| anyhow::anyhow!("{}: {}", file.display(), e.told(lang)))?;
    let message = read_message(&mail.text)
        .map_err(|e| anyhow::anyhow!("{}: {}", file.display(), e.told(lang)))?;
    let games = store.active_game_records()?;
    let r = match game {
        Some(id) => games
            .iter()
            .find(|r| r.id.0 == id)
            .ok_or_else(|| anyhow::anyhow!(Said::NoGame(id).told(lang)))?,
        None => {
            let me = store.profile()?.full_name;
            match crate::mail::game_for(&games, &me, &message) {
                Fit::Sure(r) => r,
                Fit::Nothing => bail!(crate::messages::no_game_for_message(lang)),
                // The player says which, with --game.
                Fit::Ask(asked) => {
                    let named: Vec<String> = asked
                        .iter()
                        .map(|r| format!("{} ({})", r.id, r.named()))
                        .collect();
                    match &named[..] {
                        [one] => bail!(crate::messages::fits_by_move_only(one, lang)),
                        several => bail!(crate::messages::several_games_for_message(several, lang)),
                    }
                }
            }
        }
    };
    let reading = against(r, &message).map_err(|e| anyhow::anyhow!(e.told(&r.named(), lang)))?;
    let notation = crate::documents::form_notation(r);
    let mut said = vec![crate::messages::message_read(
        r,
        &reading.his_move,
        message.sent,
        message.his_receipt,
        lang,
    )];
    if let Some(declaration) = message.declaration {
        said.push(
            Said::Declared {
                declaration,
                mine: false,
                ended: None,
            }
            .told(lang),
        );
    }
    let card = HisCard {
        repetition: String::new(),
        accepted: Vec::new(),
        his_move: reading.his_move.clone(),
        written: message.sent,
        postmarks: Vec::new(),
        receipt_number: String::new(),
        received: received.or(mail.date),
        his_receipt: message.his_receipt,
        stated_total: message.his_total,
        declaration: message.declaration,
    };
    // His totals are compared with the diary's count once his move is in it.
    let got = receive(&CardContext::new(r), &card, today)
        .map_err(|e| anyhow::anyhow!("{}", e.told(lang)))?;
    said.extend(crate::messages::message_differences(
        r,
        &reading.differences,
        (message.his_total, message.my_total),
        Some(&got),
        notation,
        lang,
    ));
    if !record {
        said.push(crate::messages::nothing_recorded(lang));
        return Ok(said.join("\n"));
    }
    let r = r.clone();
    said.push(record_his_card(
        store,
        &[(&r, &card)],
        today,
        lang,
        Some(&mail.text),
    )?);
    Ok(said.join("\n"))
}

/// A refusal of a card of two games, naming the game refused.
fn refused_in(
    games: [&GameRecords; 2],
    (game, e): (GameId, crate::domain::card::CardError),
    lang: Language,
) -> anyhow::Error {
    let r = if game == games[0].id {
        games[0]
    } else {
        games[1]
    };
    anyhow::anyhow!("{}: {}", r.named(), e.told(lang))
}

/// Records his card (or message, then filed whole with it) in each game it carries: one, or
/// the two of a double round.
fn record_his_card(
    store: &mut Store,
    cards: &[(&GameRecords, &HisCard)],
    today: NaiveDate,
    lang: Language,
    message: Option<&str>,
) -> anyhow::Result<String> {
    let mut got = match cards {
        [(a, ca), (b, cb)] => {
            let games = [&CardContext::new(a), &CardContext::new(b)];
            crate::domain::double_round::receive_both(games, [ca, cb], today)
                .map_err(|refused| refused_in([a, b], refused, lang))?
                .to_vec()
        }
        _ => cards
            .iter()
            .map(|(r, c)| {
                receive(&CardContext::new(r), c, today)
                    .map_err(|e| anyhow::anyhow!("{}", e.told(lang)))
            })
            .collect::<anyhow::Result<Vec<_>>>()?,
    };
    for got in &mut got {
        if let Some(text) = message {
            got.item.body = format!("{}\n\n{}", got.item.body, text.trim());
        }
    }
    let recorded: Vec<_> = cards
        .iter()
        .zip(&got)
        .map(|((r, _), g)| (r.id, g))
        .collect();
    store
        .record_received(&recorded)
        .map_err(|e| anyhow::anyhow!("{}", store_error(&e, lang)))?;
    let mut said = Vec::new();
    for ((r, card), got) in cards.iter().zip(&got) {
        said.push(if got.plies.is_empty() {
            declared_said(store, r, &got.item, lang)?
        } else {
            let mv = last_move(store, r.id)?;
            Said::RecordedHis { mv, game: r }.told(lang)
        });
        if let Some(d) = got.item.declaration.filter(|d| d.with_move()) {
            said.push(
                Said::Declared {
                    declaration: d,
                    mine: false,
                    ended: None,
                }
                .told(lang),
            );
        }
        if let Some(stated) = card.stated_total {
            let counted = store
                .game_records(r.id)?
                .schedule()
                .side(!r.game.my_colour)
                .total;
            let differs = match counted.known() {
                Some(known) => stated != known,
                None => stated < counted.at_least,
            };
            if differs {
                said.push(Said::TotalsDiffer { stated, counted }.told(lang));
            }
        }
    }
    Ok(said.join("\n"))
}

/// Records my card as sent in each game it carries (one, or the two of a double round) and
/// says so.
fn record_my_card(
    store: &mut Store,
    cards: &[(&GameRecords, &MyCard)],
    today: NaiveDate,
    lang: Language,
) -> anyhow::Result<String> {
    let sent = match cards {
        [(a, ca), (b, cb)] => {
            let games = [&CardContext::new(a), &CardContext::new(b)];
            let both = crate::domain::double_round::send_both(games, [ca, cb], today)
                .map_err(|refused| refused_in([a, b], refused, lang))?;
            // Two games go on one card only when it holds both with all their items.
            let me = store.profile()?;
            if !crate::documents::postcard::one_card_holds([(a, &both[0]), (b, &both[1])], &me) {
                bail!(crate::documents::DocumentError::TwoGamesDoNotFit.told(lang));
            }
            both.to_vec()
        }
        _ => cards
            .iter()
            .map(|(r, c)| {
                send(&CardContext::new(r), c, today)
                    .map_err(|e| anyhow::anyhow!("{}", e.told(lang)))
            })
            .collect::<anyhow::Result<Vec<_>>>()?,
    };
    let recorded: Vec<_> = cards
        .iter()
        .zip(&sent)
        .map(|((r, _), s)| (r.id, s))
        .collect();
    store
        .record_sent(&recorded)
        .map_err(|e| anyhow::anyhow!("{}", store_error(&e, lang)))?;
    let mut said = Vec::new();
    for ((r, _), sent) in cards.iter().zip(&sent) {
        if sent.ply.is_none() {
            said.push(declared_said(store, r, &sent.item, lang)?);
            continue;
        }
        let mv = last_move(store, r.id)?;
        let day = format_date(sent.item.sent.unwrap_or(today));
        said.push(Said::SentMine { mv, day, game: r }.told(lang));
        if let Some(d) = sent.item.declaration {
            said.push(
                Said::Declared {
                    declaration: d,
                    mine: true,
                    ended: None,
                }
                .told(lang),
            );
        }
    }
    Ok(said.join("\n"))
}

/// Game `other`, which must be the other game of `r`'s double round: the same tournament and
/// partner, in play.
fn other_game_records(
    store: &Store,
    r: &GameRecords,
    other: i64,
    lang: Language,
) -> anyhow::Result<GameRecords> {
    let o = game_records(store, other, lang)?;
    if crate::domain::double_round::other_game(r, std::slice::from_ref(&o)).is_none() {
        bail!(Said::NotADoubleRound { game: r, other: &o }.told(lang));
    }
    Ok(o)
}

/// What a card with no move said, and how the game ended by it.
fn declared_said(
    store: &Store,
    r: &GameRecords,
    item: &crate::domain::CorrespondenceItem,
    lang: Language,
) -> anyhow::Result<String> {
    let game = store.game(r.id)?;
    let Some(declaration) = item.declaration else {
        return Ok(String::new());
    };
    let ended = (game.status == crate::domain::GameStatus::Finished)
        .then(|| (game.result, item.day().map(format_date).unwrap_or_default()));
    Ok(Said::Declared {
        declaration,
        mine: item.direction == crate::domain::Direction::Out,
        ended,
    }
    .told(lang))
}

/// What the flags say besides the move.
fn declared(offer: bool, decline: bool, accept: bool, resign: bool) -> Option<Declaration> {
    [
        (offer, Declaration::OfferDraw),
        (decline, Declaration::DeclineDraw),
        (accept, Declaration::AcceptDraw),
        (resign, Declaration::Resign),
    ]
    .into_iter()
    .find_map(|(on, d)| on.then_some(d))
}

/// Space-separated moves.
fn words(text: Option<&str>) -> Vec<String> {
    text.unwrap_or_default()
        .split_whitespace()
        .map(str::to_owned)
        .collect()
}

/// Records the request to replace his move, written `written` on his card, as sent on `today`
/// (47.3.12). The card must be one that can be posted (played by post, with an address).
pub(super) fn ask_replacement(
    store: &mut Store,
    game: &str,
    written: &str,
    today: NaiveDate,
    lang: Language,
) -> anyhow::Result<()> {
    let id = game
        .trim()
        .parse()
        .map_err(|_| anyhow::anyhow!("{}", Said::NotAGameId(game.trim()).told(lang)))?;
    let r = game_records(store, id, lang)?;
    crate::documents::postcard::ready(&r).map_err(|e| anyhow::anyhow!("{}", e.told(lang)))?;
    let item = crate::domain::card::ask_replacement(&r, written, today, today)
        .map_err(|e| anyhow::anyhow!("{}", e.told(lang)))?;
    store
        .add_correspondence(&item)
        .map_err(|e| anyhow::anyhow!("{}", store_error(&e, lang)))?;
    Ok(())
}

/// The game's last move, numbered, in long algebraic as cards write it.
fn last_move(store: &Store, id: GameId) -> anyhow::Result<String> {
    let plies = store.plies(id)?;
    let ucis: Vec<_> = plies.iter().map(|p| p.uci).collect();
    let text = crate::domain::notation::format_line(&ucis, Notation::LongRu)
        .pop()
        .unwrap_or_default();
    let ply = ucis.len().saturating_sub(1) as u32;
    Ok(crate::documents::postcard::numbered(ply, &text))
}
