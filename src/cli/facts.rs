//! The command line's way to record every fact the window records: a received and a sent move,
//! an arrival, a penalty, a repeat, leave and a tournament's parameters. Each goes through the
//! same domain code as the window and refuses bad input with a message naming the field.

use std::io::Write;

use anyhow::bail;
use chrono::NaiveDate;

use super::{CliCommand, LeaveCommand, ScanCommand, TournamentCommand};
use crate::domain::card::{CardContext, HisCard, MyCard, receive, repeat, send};
use crate::domain::deadlines::GameRecords;
use crate::domain::declarations::Declaration;
use crate::domain::leave::check_leave;
use crate::domain::notation::Notation;
use crate::domain::penalties::{Offence, penalty_for};
use crate::domain::{
    GameId, Leave, LeaveOf, Mode, RegisteredMail, Tournament, effective_received, format_date,
};
use crate::messages::Language;
use crate::messages::Said;
use crate::messages::store_error;
use crate::storage::{Store, StoreError};

/// Records what `command` says; `command` is one of the recording subcommands.
pub fn record(
    store: &mut Store,
    command: &CliCommand,
    out: &mut dyn Write,
    lang: Language,
) -> anyhow::Result<()> {
    let now = chrono::Local::now().date_naive();
    let saved = |e| anyhow::anyhow!("{}", store_error(&e, lang));
    let said = match command {
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
        CliCommand::Arrival { game, date } => {
            let r = game_records(store, *game, lang)?;
            let last = crate::domain::card::arrival(&r, *date, now)
                .map_err(|e| anyhow::anyhow!("{}", e.told(lang)))?;
            let was = effective_received(&r.plies[last as usize]).map(format_date);
            store.set_arrived(r.id, last, Some(*date)).map_err(saved)?;
            Said::Arrived {
                day: format_date(*date),
                game: &r,
                was,
            }
            .told(lang)
        }
        CliCommand::Penalty {
            game,
            side,
            offence,
            date,
            delay_days,
        } => {
            let r = game_records(store, *game, lang)?;
            let Some(offence) = offence_named(offence, *delay_days) else {
                bail!(Said::DelayNeeded.told(lang));
            };
            let colour = if side == "me" {
                r.game.my_colour
            } else {
                !r.game.my_colour
            };
            record_penalty(store, &r, offence, colour, *date, lang)?
        }
        CliCommand::Repeat { game, date } => {
            let r = game_records(store, *game, lang)?;
            let mut item = repeat(&r, date.unwrap_or(now), now)
                .map_err(|e| anyhow::anyhow!("{}", e.told(lang)))?;
            item.body = crate::messages::repeat_note(r.tournament.mode);
            store.add_correspondence(&item).map_err(saved)?;
            Said::RepeatFiled(&r).told(lang)
        }
        CliCommand::PartnerAddress {
            game,
            postal,
            email,
            since,
        } => {
            let r = game_records(store, *game, lang)?;
            if postal.is_none() && email.is_none() {
                bail!(Said::NeedAddress.told(lang));
            }
            let postal = postal.as_deref().map(|p| p.replace("\\n", "\n"));
            let contact = r
                .partner
                .moved(since.unwrap_or(now), postal.as_deref(), email.as_deref())
                .map_err(|current| anyhow::anyhow!(Said::AddressBefore(current).told(lang)))?;
            store.add_contact(r.game.partner, &contact).map_err(saved)?;
            Said::AddressRecorded(&r).told(lang)
        }
        CliCommand::Leave { action } => leave(store, action, lang)?,
        CliCommand::Tournament { action } => tournament(store, action, lang)?,
        CliCommand::Scan { action } => scan(store, action, lang)?,
        _ => return Ok(()),
    };
    writeln!(out, "{said}")?;
    Ok(())
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

/// Records his card (or message, then filed whole with it) in each game it carries: one, or
/// the two of a double round.
fn record_his_card(
    store: &mut Store,
    cards: &[(&GameRecords, &HisCard)],
    today: NaiveDate,
    lang: Language,
    message: Option<&str>,
) -> anyhow::Result<String> {
    let in_game = |r: &GameRecords, e: crate::domain::card::CardError| {
        anyhow::anyhow!("{}: {}", r.named(), e.told(lang))
    };
    let mut got = match cards {
        [(a, ca), (b, cb)] => {
            let games = [&CardContext::new(a), &CardContext::new(b)];
            crate::domain::double_round::receive_both(games, [ca, cb], today)
                .map_err(|(g, e)| in_game(if g == a.id { a } else { b }, e))?
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
    let in_game = |r: &GameRecords, e: crate::domain::card::CardError| {
        anyhow::anyhow!("{}: {}", r.named(), e.told(lang))
    };
    let sent = match cards {
        [(a, ca), (b, cb)] => {
            let games = [&CardContext::new(a), &CardContext::new(b)];
            let both = crate::domain::double_round::send_both(games, [ca, cb], today)
                .map_err(|(g, e)| in_game(if g == a.id { a } else { b }, e))?;
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

/// Records the penalty for `offence` by `colour` on `date` and says so.
fn record_penalty(
    store: &mut Store,
    r: &GameRecords,
    offence: Offence,
    colour: shakmaty::Color,
    date: NaiveDate,
    lang: Language,
) -> anyhow::Result<String> {
    let mut p = penalty_for(
        offence,
        colour,
        &r.penalties,
        r.tournament.penalty_days,
        date,
    );
    p.reason = offence.told(lang);
    store
        .add_penalty(r.id, &p)
        .map_err(|e| anyhow::anyhow!("{}", store_error(&e, lang)))?;
    Ok(Said::PenaltyRecorded {
        days: p.days,
        clause: &p.clause,
        game: r,
    }
    .told(lang))
}

/// The offence named on the command line; a late repeat needs the days it delayed the game.
fn offence_named(name: &str, delay_days: Option<u32>) -> Option<Offence> {
    Some(match (name, delay_days) {
        ("impossible", _) => Offence::ImpossibleMove,
        ("illegible", _) => Offence::IllegibleMove,
        ("no-move", _) => Offence::NoMove,
        ("wrong-repetition", _) => Offence::WrongRepetition,
        ("not-registered", _) => Offence::NotRegistered,
        ("wrong-address", _) => Offence::WrongAddress,
        ("late-repeat", Some(days)) => Offence::LateRepeat { delay_days: days },
        _ => return None,
    })
}

/// Space-separated moves.
fn words(text: Option<&str>) -> Vec<String> {
    text.unwrap_or_default()
        .split_whitespace()
        .map(str::to_owned)
        .collect()
}

pub(super) fn game_records(
    store: &Store,
    game: i64,
    lang: Language,
) -> anyhow::Result<GameRecords> {
    store.game_records(GameId(game)).map_err(|e| match e {
        StoreError::NotFound(_) => anyhow::anyhow!(Said::NoGame(game).told(lang)),
        e => anyhow::anyhow!("{}", store_error(&e, lang)),
    })
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

fn leave(store: &mut Store, action: &LeaveCommand, lang: Language) -> anyhow::Result<String> {
    match action {
        LeaveCommand::Add {
            first,
            last,
            game,
            note,
        } => {
            let of = match game {
                Some(g) => LeaveOf::Partner(game_records(store, *g, lang)?.id),
                None => LeaveOf::Me,
            };
            let new = Leave {
                of,
                first_day: *first,
                last_day: *last,
                note: note.trim().to_owned(),
            };
            let recorded: Vec<Leave> = store.leaves()?.into_iter().filter(|l| l.of == of).collect();
            // Mine is recorded up to the largest yearly allowance of my tournaments; each game
            // then credits only what its own tournament allows (47.7.1).
            let allowance = store
                .tournaments()?
                .iter()
                .map(|(_, t)| t.leave_allowance_days)
                .max()
                .unwrap_or(30);
            check_leave(&new, &recorded, allowance)
                .map_err(|e| anyhow::anyhow!("{}", e.told(lang)))?;
            store
                .add_leave(&new)
                .map_err(|e| anyhow::anyhow!("{}", store_error(&e, lang)))?;
            Ok(Said::LeaveRecorded(&new).told(lang))
        }
        LeaveCommand::List => {
            let lines: Vec<String> = store
                .leaves()?
                .iter()
                .map(|l| Said::LeaveListed(l).told(lang))
                .collect();
            Ok(lines.join("\n"))
        }
    }
}

fn scan(store: &mut Store, action: &ScanCommand, lang: Language) -> anyhow::Result<String> {
    let saved = |e| anyhow::anyhow!("{}", store_error(&e, lang));
    match action {
        ScanCommand::List { game } => {
            let r = game_records(store, *game, lang)?;
            let rows = store.correspondence_rows(r.id).map_err(saved)?;
            let scans = store.scans(r.id).map_err(saved)?;
            let mut lines: Vec<String> = r
                .correspondence
                .iter()
                .zip(&rows)
                .enumerate()
                .map(|(n, (item, row))| {
                    let of: Vec<_> = scans
                        .iter()
                        .filter(|s| s.item == Some(*row))
                        .cloned()
                        .collect();
                    Said::ArchiveListed(n + 1, item, &of).told(lang)
                })
                .collect();
            let loose: Vec<_> = scans.iter().filter(|s| s.item.is_none()).cloned().collect();
            if !loose.is_empty() {
                lines.push(Said::ScansWithoutCard(&loose).told(lang));
            }
            if lines.is_empty() {
                lines.push(Said::ArchiveEmpty.told(lang));
            }
            Ok(lines.join("\n"))
        }
        ScanCommand::Add { game, item, file } => {
            let r = game_records(store, *game, lang)?;
            let rows = store.correspondence_rows(r.id).map_err(saved)?;
            let row = item
                .checked_sub(1)
                .and_then(|i| rows.get(i))
                .ok_or_else(|| {
                    anyhow::anyhow!(Said::NoArchiveItem(*item, rows.len()).told(lang))
                })?;
            let (kind, bytes) = crate::scanning::read_scan(file)
                .map_err(|e| anyhow::anyhow!("{}: {}", file.display(), e.told(lang)))?;
            let name = crate::messages::file_name(file);
            let id = store
                .attach_scan(r.id, *row, &name, kind, &bytes)
                .map_err(saved)?;
            Ok(Said::ScanKept(id, &name).told(lang))
        }
        ScanCommand::Remove { scan } => {
            store.remove_scan(*scan).map_err(saved)?;
            Ok(Said::ScanRemoved(*scan).told(lang))
        }
        ScanCommand::Save { scan, out } => {
            let bytes = store.scan_bytes(*scan).map_err(saved)?;
            std::fs::write(out, bytes)
                .map_err(|e| anyhow::anyhow!("{}", Said::CannotWrite(out, &e).told(lang)))?;
            Ok(Said::Wrote(out).told(lang))
        }
    }
}

fn tournament(
    store: &mut Store,
    action: &TournamentCommand,
    lang: Language,
) -> anyhow::Result<String> {
    match action {
        TournamentCommand::List => {
            let lines: Vec<String> = store
                .tournaments()?
                .iter()
                .map(|(_, t)| describe(t))
                .collect();
            Ok(lines.join("\n"))
        }
        TournamentCommand::Set {
            tournament,
            code,
            name,
            mode,
            start,
            end,
            control_days,
            control_moves,
            leave_days,
            leave_event_days,
            penalty_days,
            registered_always,
            engines,
            card_diagram,
        } => {
            let Some(id) = store.tournament_named(tournament)? else {
                bail!(Said::NoTournament(tournament).told(lang));
            };
            let mut t = store.tournament(id)?;
            t.code = code.clone().unwrap_or(t.code);
            t.name = name.clone().unwrap_or(t.name);
            if let Some(m) = mode {
                t.mode = if m == "email" {
                    Mode::Email
                } else {
                    Mode::Post
                };
            }
            t.start = start.or(t.start);
            t.end = end.or(t.end);
            t.control.days = control_days.unwrap_or(t.control.days);
            t.control.moves = control_moves.unwrap_or(t.control.moves);
            t.leave_allowance_days = leave_days.unwrap_or(t.leave_allowance_days);
            if let Some(text) = leave_event_days {
                t.leave_event_days = match text.trim() {
                    "none" | "" => None,
                    n => Some(
                        n.parse()
                            .map_err(|_| anyhow::anyhow!(Said::NotLeaveDays(n).told(lang)))?,
                    ),
                };
            }
            t.penalty_days = penalty_days.unwrap_or(t.penalty_days);
            if let Some(r) = registered_always {
                t.registered_mail = if r == "yes" {
                    RegisteredMail::Always
                } else {
                    RegisteredMail::WhenInTimeTrouble
                };
            }
            t.engines_allowed = engines.unwrap_or(t.engines_allowed);
            t.card_diagram = card_diagram.unwrap_or(t.card_diagram);
            store
                .update_tournament(id, &t)
                .map_err(|e| anyhow::anyhow!("{}", store_error(&e, lang)))?;
            Ok(describe(&t))
        }
    }
}

/// One line of a tournament's parameters.
fn describe(t: &Tournament) -> String {
    let date = |d: Option<NaiveDate>| d.map(format_date).unwrap_or_else(|| "—".to_owned());
    format!(
        "{}\t{}\t{}\t{} – {}\t{}/{}\tleave {}{}\tpenalty {}{}{}{}",
        t.code,
        t.name,
        t.mode.code(),
        date(t.start),
        date(t.end),
        t.control.moves,
        t.control.days,
        t.leave_allowance_days,
        t.leave_event_days
            .map(|d| format!(" (event {d})"))
            .unwrap_or_default(),
        t.penalty_days,
        if t.registered_mail == RegisteredMail::Always {
            "\tregistered always"
        } else {
            ""
        },
        if t.engines_allowed {
            ""
        } else {
            "\tno engines"
        },
        if t.card_diagram {
            "\tdiagram on cards"
        } else {
            ""
        }
    )
}
