//! The command line's cards: the partner's card or e-mail received, my card sent (with what
//! each says besides its move, and the other game of a double round), my resignation, and the
//! request to replace his move. Each is the diary's (`crate::diary`), as in the window.

use chrono::NaiveDate;

use super::fact_args::{ReceiveArgs, ReceiveEmailArgs, ResignArgs, SendArgs};
use super::{CliError, Record};
use crate::diary::{Diary, HisCardFor, MyCardFor, Recorded};
use crate::domain::declarations::Declaration;
use crate::domain::notation::Notation;
use crate::domain::{GameId, format_date};
use crate::domain::{HisCard, MyCard};
use crate::messages::Language;
use crate::messages::Said;

impl Record for ReceiveArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let ReceiveArgs {
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
        } = self;
        let now = diary.today();
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
            game: *game,
            card,
            with: with.clone(),
            message: None,
            seen: None,
        };
        let done = diary.receive(card, today.unwrap_or(now))?;
        Ok(told_received(&done, lang))
    }
}

impl Record for ReceiveEmailArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let ReceiveEmailArgs {
            file,
            game,
            received,
            record,
        } = self;
        let now = diary.today();
        receive_email(diary, file, *game, *received, *record, now, lang)
    }
}

impl Record for SendArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let SendArgs {
            game,
            my_move,
            with,
            offer_draw,
            decline_draw,
            accept_draw,
            date,
            registered,
            ordinary,
            variant,
            today,
        } = self;
        let now = diary.today();
        let card = MyCard {
            my_move: my_move.clone().unwrap_or_default(),
            date: *date,
            registered: registered.clone(),
            ordinary: *ordinary,
            variant: words(variant.as_deref()),
            declaration: declared(*offer_draw, *decline_draw, *accept_draw, false),
        };
        let card = MyCardFor {
            game: *game,
            card,
            with: with.clone(),
            seen: None,
        };
        let today = today.unwrap_or(now);
        Ok(told_sent(&diary.send(card, today)?, today, lang))
    }
}

impl Record for ResignArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let ResignArgs { game, date } = self;
        let now = diary.today();
        let card = MyCardFor {
            game: *game,
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
}

/// Reads his e-mail message from `file`, finds its game, says what it brings and what it
/// leaves out and, asked to, records it as `receive` would, the message filed with the card
/// (48.1.4).
fn receive_email(
    diary: &mut Diary,
    file: &std::path::Path,
    game: Option<GameId>,
    received: Option<NaiveDate>,
    record: bool,
    today: NaiveDate,
    lang: Language,
) -> Result<String, CliError> {
    use crate::diary::MessageFor;
    let bytes = std::fs::read(file).map_err(|e| CliError::Read(file.to_path_buf(), e))?;
    let eml = file
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("eml"));
    let mut mail =
        crate::mail::read_message_file(&bytes, eml).map_err(|e| CliError::in_file(file, e))?;
    mail.date = received.or(mail.date);
    let read = match diary
        .read_message(&mail, game, today)
        .map_err(|e| CliError::in_file(file, e))?
    {
        MessageFor::Read(read) => read,
        // The player says which, with --game.
        MessageFor::Ask(asked) => {
            let named: Vec<String> = asked
                .iter()
                .map(|r| format!("{} ({})", r.id, r.named()))
                .collect();
            return Err(match named.as_slice() {
                [one] => CliError::FitsByMoveOnly(one.clone()),
                _ => CliError::SeveralGames(named),
            });
        }
    };
    let r = &read.game;
    let notation = crate::documents::form_notation(r);
    let mut said = vec![crate::diary::message_read(&read, lang)];
    if let Some(declaration) = read.message.declaration {
        said.push(
            Said::Declared {
                declaration,
                by: crate::domain::Side::His,
                ended: None,
            }
            .told(lang),
        );
    }
    said.extend(crate::diary::not_in_his_message(&read, lang));
    let got = read.check.as_ref().ok().and_then(|got| got.first());
    said.extend(crate::diary::message_differences(
        &read, got, notation, lang,
    ));
    if let Err(e) = read.check {
        return Err(CliError::in_file(file, e));
    }
    if !record {
        said.push(crate::diary::nothing_recorded(lang));
        return Ok(said.join("\n"));
    }
    let done = diary.receive(read.card, today)?;
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
                    by: crate::domain::Side::His,
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
        if let Some(early) = &d.before_start {
            said.push(early.told(lang));
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
                    by: crate::domain::Side::Mine,
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
        by: d.item.direction.side(),
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
    (sent, received): (Option<NaiveDate>, Option<NaiveDate>),
    today: NaiveDate,
) -> Result<(), CliError> {
    let id = super::game_id(game)?;
    // The request goes as a postcard: one that cannot be posted is not recorded either.
    crate::documents::postcard::ready(&diary.records(id)?)?;
    // His card, filed with its dates, which the request repeats (47.3.7.2-3, 47.3.12).
    let his = (sent.is_some() || received.is_some()).then(|| HisCard {
        his_move: written.to_owned(),
        written: sent,
        received,
        ..HisCard::default()
    });
    diary.ask_replacement(id, his.as_ref(), written, today, &[])?;
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
