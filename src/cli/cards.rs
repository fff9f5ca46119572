//! The command line's cards: the partner's card or e-mail received, my card sent (with what
//! each says besides its move, and the other game of a double round), my resignation, and the
//! request to replace his move. Each is the diary's (`crate::diary`), as in the window.

use chrono::NaiveDate;

use super::{CliCommand, CliError};
use crate::diary::{Diary, HisCard, HisCardFor, MyCard, MyCardFor, Recorded};
use crate::domain::declarations::Declaration;
use crate::domain::notation::Notation;
use crate::domain::{GameId, format_date};
use crate::messages::Language;
use crate::messages::Said;

/// Records the card `command` says: `receive`, `receive-email`, `send` or `resign`.
pub(super) fn record_card(
    diary: &mut Diary,
    command: &CliCommand,
    now: NaiveDate,
    lang: Language,
) -> Result<String, CliError> {
    match command {
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
            let card = HisCardFor {
                game: GameId(*game),
                card,
                with: with.clone().map(|(o, m)| (GameId(o), m)),
                message: None,
                seen: None,
            };
            let done = diary.receive(card, today.unwrap_or(now))?;
            Ok(told_received(&done, lang))
        }
        CliCommand::ReceiveEmail {
            file,
            game,
            received,
            record,
        } => receive_email(diary, file, *game, *received, *record, now, lang),
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
            let card = MyCard {
                my_move: my_move.clone().unwrap_or_default(),
                date: *date,
                registered: registered.clone(),
                variant: words(variant.as_deref()),
                declaration: declared(*offer_draw, *decline_draw, *accept_draw, false),
            };
            let card = MyCardFor {
                game: GameId(*game),
                card,
                with: with.clone().map(|(o, m)| (GameId(o), m)),
                seen: None,
            };
            let today = today.unwrap_or(now);
            Ok(told_sent(&diary.send(card, today)?, today, lang))
        }
        CliCommand::Resign { game, date } => {
            let card = MyCardFor {
                game: GameId(*game),
                card: MyCard {
                    date: *date,
                    declaration: Some(Declaration::Resign),
                    ..MyCard::default()
                },
                with: None,
                seen: None,
            };
            Ok(told_sent(&diary.send(card, now)?, now, lang))
        }
        _ => unreachable!("record_card is called for the card commands"),
    }
}

/// Reads his e-mail message from `file`, finds its game, says what it brings and, asked to,
/// records it as `receive` would, the message filed with the card (48.1.4).
fn receive_email(
    diary: &mut Diary,
    file: &std::path::Path,
    game: Option<i64>,
    received: Option<NaiveDate>,
    record: bool,
    today: NaiveDate,
    lang: Language,
) -> Result<String, CliError> {
    use crate::domain::partner_message::{against, read_message};
    use crate::mail::Fit;
    let bytes = std::fs::read(file).map_err(|e| CliError::Read(file.to_path_buf(), e))?;
    let eml = file
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("eml"));
    let mail =
        crate::mail::read_message_file(&bytes, eml).map_err(|e| CliError::in_file(file, e))?;
    let message = read_message(&mail.text).map_err(|e| CliError::in_file(file, e))?;
    let games = diary.store().active_game_records()?;
    let r = match game {
        Some(id) => games
            .iter()
            .find(|r| r.id.0 == id)
            .ok_or(crate::diary::DiaryError::NoGame(GameId(id)))?,
        None => {
            let me = diary.store().profile()?.full_name;
            match crate::mail::game_for(&games, &me, &message) {
                Fit::Sure(r) => r,
                Fit::Nothing => return Err(CliError::NoGameForMessage),
                // The player says which, with --game.
                Fit::Ask(asked) => {
                    let named: Vec<String> = asked
                        .iter()
                        .map(|r| format!("{} ({})", r.id, r.named()))
                        .collect();
                    return Err(match named.as_slice() {
                        [one] => CliError::FitsByMoveOnly(one.clone()),
                        _ => CliError::SeveralGames(named),
                    });
                }
            }
        }
    };
    let reading = against(r, &message).map_err(|e| CliError::Reading(r.name(), e))?;
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
    let card = HisCardFor {
        game: r.id,
        card: HisCard {
            his_move: reading.his_move.clone(),
            written: message.sent,
            received: received.or(mail.date),
            his_receipt: message.his_receipt,
            stated_total: message.his_total,
            declaration: message.declaration,
            ..HisCard::default()
        },
        with: None,
        message: Some(mail.text.clone()),
        seen: None,
    };
    // His totals are compared with the diary's count once his move is in it.
    let got = diary.check_receive(&card, today)?;
    said.extend(crate::messages::message_differences(
        r,
        &reading.differences,
        (message.his_total, message.my_total),
        got.first(),
        notation,
        lang,
    ));
    if !record {
        said.push(crate::messages::nothing_recorded(lang));
        return Ok(said.join("\n"));
    }
    let done = diary.receive(card, today)?;
    said.push(told_received(&done, lang));
    Ok(said.join("\n"))
}

/// What his card recorded in each game it carried.
fn told_received(done: &[Recorded], lang: Language) -> String {
    let mut said = Vec::new();
    for d in done {
        said.push(if d.moved {
            let mv = last_move(d);
            Said::RecordedHis { mv, game: &d.game }.told(lang)
        } else {
            declared_said(d, lang)
        });
        if let Some(declaration) = d.item.declaration.filter(|x| x.with_move() && d.moved) {
            said.push(
                Said::Declared {
                    declaration,
                    mine: false,
                    ended: None,
                }
                .told(lang),
            );
        }
        if let Some(counted) = d.postmark_counts {
            said.push(crate::messages::postmark_counts(counted, lang));
        }
        if let Some((stated, counted)) = d.totals_differ {
            said.push(Said::TotalsDiffer { stated, counted }.told(lang));
        }
    }
    said.join("\n")
}

/// What my card recorded in each game it carried.
fn told_sent(done: &[Recorded], today: NaiveDate, lang: Language) -> String {
    let mut said = Vec::new();
    for d in done {
        if !d.moved {
            said.push(declared_said(d, lang));
            continue;
        }
        let mv = last_move(d);
        let day = format_date(d.item.sent.unwrap_or(today));
        said.push(
            Said::SentMine {
                mv,
                day,
                game: &d.game,
            }
            .told(lang),
        );
        if let Some(declaration) = d.item.declaration {
            said.push(
                Said::Declared {
                    declaration,
                    mine: true,
                    ended: None,
                }
                .told(lang),
            );
        }
    }
    said.join("\n")
}

/// What a card with no move said, and how the game ended by it.
fn declared_said(d: &Recorded, lang: Language) -> String {
    let Some(declaration) = d.item.declaration else {
        return String::new();
    };
    let ended = d
        .ended
        .map(|result| (result, d.item.day().map(format_date).unwrap_or_default()));
    Said::Declared {
        declaration,
        mine: d.item.direction == crate::domain::Direction::Out,
        ended,
    }
    .told(lang)
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
    diary: &mut Diary,
    game: &str,
    written: &str,
    today: NaiveDate,
) -> Result<(), CliError> {
    let id = super::game_id(game)?;
    // The request goes as a postcard: one that cannot be posted is not recorded either.
    crate::documents::postcard::ready(&diary.records(id)?)?;
    diary.ask_replacement(id, None, written, today, &[])?;
    Ok(())
}

/// The game's last move, numbered, in long algebraic as cards write it.
fn last_move(d: &Recorded) -> String {
    let ucis: Vec<_> = d.game.plies.iter().map(|p| p.uci).collect();
    let text = crate::domain::notation::format_line(&ucis, Notation::LongRu)
        .pop()
        .unwrap_or_default();
    let ply = ucis.len().saturating_sub(1) as u32;
    crate::documents::postcard::numbered(ply, &text)
}
