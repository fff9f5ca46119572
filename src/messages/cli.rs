//! What the command line says: each reply keyed by what happened, in both languages.

use std::path::Path;

use super::{Language, Noun, shown};
use crate::domain::deadlines::GameRecords;
use crate::domain::receipt::ReceiptNumber;
use crate::domain::scans::Scan;
use crate::domain::schedule::Total;
use crate::domain::{CorrespondenceItem, Leave, LeaveOf, Mode, format_date};
use crate::tr;

/// A reply of the command line.
#[derive(Debug)]
pub enum Said<'a> {
    /// The diary file could not be opened.
    CannotOpen(&'a Path),
    /// No game has this id.
    NoGame(i64),
    /// My move is due by registered mail: the flags that say how it goes (47.4.12).
    RegisteredRequired,
    /// The paper to the arbiter leaves the arbiter of tournament `.0` blank.
    ArbiterBlank(&'a str),
    /// A game was named by something that is not its id.
    NotAGameId(&'a str),
    /// No tournament has this code or name.
    NoTournament(&'a str),
    /// A file could not be written.
    CannotWrite(&'a Path, &'a std::io::Error),
    /// A file could not be read.
    CannotRead(&'a Path, &'a std::io::Error),
    /// No home directory to keep the default diary in.
    NoHome,
    /// One line of a tournament's parameters, tab-separated.
    TournamentListed(&'a crate::domain::Tournament),
    /// The demo would overwrite a file that is there.
    DemoExists(&'a Path),
    /// A paper was written.
    Wrote(&'a Path),
    /// The demo diary was written.
    WroteDemo(&'a Path),
    /// The diary holds no games.
    NoGamesYet(&'a Path),
    /// An import does not know which player I am.
    WhoAreYou,
    /// The newest sound backup of a damaged diary, and how to restore it.
    NewestBackup(
        &'a Path,
        &'a crate::domain::retention::Backup,
        crate::domain::Contents,
    ),
    /// Everything was written to one file: the file, and how many games.
    Archived(&'a Path, usize),
    /// There is no diary at this path.
    NoDiary(&'a Path),
    /// The backup before an import failed, so nothing was imported.
    NoBackupNoImport,
    /// The diary has no backups yet, in this folder.
    NoBackups(&'a Path),
    /// Games whose moves could not be read, each with why: left out of what was written.
    LeftOut(&'a [(crate::domain::GameId, crate::storage::StoreError)]),
    /// A backup replaced the diary; what was there was put aside.
    Restored {
        /// The backup.
        from: &'a Path,
        /// The diary.
        diary: &'a Path,
        /// What became of the diary replaced.
        aside: &'a crate::domain::retention::PutAside,
    },
    /// How far an import has read its file: games read, and per cent of the file.
    Reading(usize, u64),
    /// What an import did.
    Imported {
        /// Games imported.
        games: usize,
        /// Games updated.
        updated: usize,
        /// Games already in the diary.
        there: usize,
        /// Games not imported.
        bad: usize,
    },
    /// An import filled in the profile's name.
    ProfileName(&'a str),
    /// Some games of a file could not be imported.
    NotImported {
        /// How many.
        games: usize,
        /// The file.
        file: &'a Path,
    },
    /// A move that cannot be read or played, with the reason already told.
    BadMove {
        /// The move number.
        number: u32,
        /// Whether White makes it.
        white: bool,
        /// Why.
        why: String,
    },
    /// His move was recorded.
    RecordedHis {
        /// The move, numbered.
        mv: String,
        /// The game.
        game: &'a GameRecords,
    },
    /// His card's total differs from the diary's count.
    TotalsDiffer {
        /// What his card says.
        stated: u32,
        /// What the diary counts.
        counted: Total,
    },
    /// A send asked when it is his move.
    NotMyMove(&'a GameRecords),
    /// What a card says besides its move, and how it ended the game: the result and the day.
    Declared {
        /// What it says.
        declaration: crate::domain::declarations::Declaration,
        /// Who sent it.
        by: crate::domain::Side,
        /// The result and the day, when it ended the game.
        ended: Option<(crate::domain::GameResult, String)>,
    },
    /// `--written` was given with a paper other than the request to replace a move.
    WrittenOnlyForRequest,
    /// A game given for the same card is not the other game of a double round.
    NotADoubleRound {
        /// The game of the card.
        game: &'a GameRecords,
        /// The game given with it.
        other: &'a GameRecords,
    },
    /// My move was recorded as sent.
    SentMine {
        /// The move, numbered.
        mv: String,
        /// The day.
        day: String,
        /// The game.
        game: &'a GameRecords,
    },
    /// The day his last move arrived was recorded.
    Arrived {
        /// The day.
        day: String,
        /// The game.
        game: &'a GameRecords,
        /// The day recorded before, if any.
        was: Option<String>,
    },
    /// `late-repeat` given without the delay.
    DelayNeeded,
    /// A penalty was recorded.
    PenaltyRecorded {
        /// Days.
        days: u32,
        /// The clause.
        clause: &'a str,
        /// The game.
        game: &'a GameRecords,
    },
    /// A repeat of my last move was filed.
    RepeatFiled(&'a GameRecords),
    /// `--leave-event-days` is neither a number nor `none`.
    /// `partner-address` without an address.
    NeedAddress,
    /// A new address dated before the current one began.
    AddressBefore(chrono::NaiveDate),
    /// The partner's address was recorded.
    AddressRecorded(&'a GameRecords),
    /// A receipt number whose check digit is right.
    ReceiptValid(&'a ReceiptNumber),
    /// How the 4-up sheet is printed.
    FourUpPrinting,
    /// A leave was recorded.
    LeaveRecorded(&'a Leave),
    /// A line of the list of leave.
    LeaveListed(&'a Leave),
    /// An archive item as `scan list` numbers it, with its scans.
    ArchiveListed(usize, &'a CorrespondenceItem, &'a [Scan]),
    /// Scans kept from cards taken back, listed after the archive.
    ScansWithoutCard(&'a [Scan]),
    /// The game's archive has no item of this number; how many it has.
    NoArchiveItem(usize, usize),
    /// The game's archive has no items yet.
    ArchiveEmpty,
    /// A scan was removed, by its number.
    ScanRemoved(crate::domain::scans::ScanId),
    /// A scan was kept, by its number.
    ScanKept(crate::domain::scans::ScanId, &'a str),
}

/// A scan as `scan list` lists it, under its card.
fn scan_line(s: &Scan, lang: Language) -> String {
    let kb = s.size.div_ceil(1024);
    format!(
        "\t{}",
        tr!(
            lang,
            "cli-scan-line",
            id = s.id.0,
            name = s.name.as_str(),
            kb = kb
        )
    )
}

impl Said<'_> {
    /// The reply in `lang`.
    pub fn told(&self, lang: Language) -> String {
        match self {
            Said::CannotOpen(path) => tr!(lang, "cli-cannot-open", path = shown(path)),
            Said::NoGame(id) => tr!(lang, "cli-no-game", id = *id),
            Said::RegisteredRequired => tr!(lang, "cli-registered-required"),
            Said::ArbiterBlank(t) => tr!(lang, "cli-arbiter-blank", tournament = *t),
            Said::NotAGameId(t) => tr!(lang, "cli-not-a-game-id", typed = *t),
            Said::NoTournament(t) => tr!(lang, "cli-no-tournament", typed = *t),
            Said::CannotWrite(file, e) => {
                tr!(
                    lang,
                    "cli-cannot-write",
                    path = shown(file),
                    error = e.to_string()
                )
            }
            Said::CannotRead(file, e) => {
                tr!(
                    lang,
                    "cli-cannot-read",
                    path = shown(file),
                    error = e.to_string()
                )
            }
            Said::TournamentListed(t) => tournament_line(t, lang),
            Said::NoHome => tr!(lang, "cli-no-home"),
            Said::DemoExists(path) => tr!(lang, "cli-demo-exists", path = shown(path)),
            Said::Wrote(file) => tr!(lang, "cli-wrote", path = shown(file)),
            Said::WroteDemo(path) => tr!(lang, "cli-wrote-demo", path = shown(path)),
            Said::NoGamesYet(path) => tr!(lang, "cli-no-games-yet", path = shown(path)),
            Said::WhoAreYou => tr!(lang, "cli-who-are-you"),
            Said::NewestBackup(diary, b, held) => tr!(
                lang,
                "cli-newest-backup",
                when = crate::domain::format_date_time(b.taken),
                games = lang.count(held.games, Noun::Game),
                moves = lang.count(held.moves(), Noun::Move),
                path = shown(&b.path),
                diary = shown(diary)
            ),
            Said::Archived(file, games) => tr!(
                lang,
                "cli-archived",
                path = shown(file),
                games = lang.count(*games, Noun::Game)
            ),
            Said::NoDiary(path) => tr!(lang, "cli-no-diary", path = shown(path)),
            Said::NoBackupNoImport => tr!(lang, "cli-no-backup-no-import"),
            Said::LeftOut(games) => games
                .iter()
                .map(|(id, why)| {
                    tr!(
                        lang,
                        "cli-left-out",
                        game = id.0,
                        why = super::store_error(why, lang)
                    )
                })
                .collect::<Vec<_>>()
                .join("\n"),
            Said::NoBackups(dir) => tr!(lang, "cli-no-backups", folder = shown(dir)),
            Said::Restored { from, diary, aside } => {
                use crate::domain::retention::PutAside;
                let (aside, kept) = match aside {
                    PutAside::Backup(p) => ("backup", shown(p)),
                    PutAside::Renamed(p) => ("renamed", shown(p)),
                    PutAside::Nothing => ("nothing", String::new()),
                };
                tr!(
                    lang,
                    "cli-restored",
                    diary = shown(diary),
                    backup = shown(from),
                    aside = aside,
                    kept = kept
                )
            }
            Said::Reading(done, percent) => {
                tr!(lang, "cli-reading", done = *done, percent = *percent)
            }
            Said::Imported {
                games,
                updated,
                there,
                bad,
            } => tr!(
                lang,
                "cli-imported",
                games = *games,
                updated = *updated,
                there = *there,
                bad = *bad
            ),
            Said::ProfileName(name) => tr!(lang, "cli-profile-name", name = *name),
            Said::NotImported { games, file } => {
                tr!(lang, "cli-not-imported", games = *games, path = shown(file))
            }
            Said::BadMove { number, white, why } => tr!(
                lang,
                "cli-bad-move",
                number = *number,
                side = if *white { "white" } else { "black" },
                why = why.as_str()
            ),
            Said::RecordedHis { mv, game } => tr!(
                lang,
                "cli-recorded-his",
                partner = game.name().person(),
                mv = mv.as_str(),
                game = named(game, lang)
            ),
            Said::TotalsDiffer { stated, counted } => tr!(
                lang,
                "cli-totals-differ",
                stated = *stated,
                counted = counted.to_string()
            ),
            Said::NotMyMove(game) => tr!(lang, "cli-not-my-move", game = named(game, lang)),
            Said::Declared {
                declaration,
                by,
                ended,
            } => {
                let said = declaration.told(*by, lang);
                match ended {
                    Some((result, day)) => {
                        format!("{said}: {}", super::ended_told(*result, day, lang))
                    }
                    None => said.to_owned(),
                }
            }
            Said::WrittenOnlyForRequest => tr!(lang, "cli-written-only-for-request"),
            Said::NotADoubleRound { game, other } => tr!(
                lang,
                "cli-not-a-double-round",
                other = named(other, lang),
                game = named(game, lang)
            ),
            Said::SentMine { mv, day, game } => tr!(
                lang,
                "cli-sent-mine",
                mv = mv.as_str(),
                day = day.as_str(),
                game = named(game, lang)
            ),
            Said::Arrived { day, game, was } => tr!(
                lang,
                "cli-arrived",
                partner = game.name().person(),
                day = day.as_str(),
                game = named(game, lang),
                was = was.as_deref().unwrap_or("none")
            ),
            Said::DelayNeeded => tr!(lang, "cli-delay-needed"),
            Said::PenaltyRecorded { days, clause, game } => tr!(
                lang,
                "cli-penalty-recorded",
                days = lang.count(*days, Noun::Day),
                clause = *clause,
                game = named(game, lang)
            ),
            Said::RepeatFiled(game) => tr!(
                lang,
                "cli-repeat-filed",
                game = named(game, lang),
                mode = if game.tournament.mode == Mode::Post {
                    "post"
                } else {
                    "email"
                }
            ),
            Said::NeedAddress => tr!(lang, "cli-need-address"),
            Said::AddressBefore(day) => {
                tr!(lang, "cli-address-before", since = format_date(*day))
            }
            Said::AddressRecorded(game) => {
                tr!(lang, "cli-address-recorded", game = named(game, lang))
            }
            Said::ReceiptValid(ReceiptNumber::Domestic(n)) => {
                tr!(lang, "cli-receipt-valid-domestic", number = n.as_str())
            }
            Said::ReceiptValid(ReceiptNumber::International(n)) => {
                tr!(lang, "cli-receipt-valid-international", number = n.as_str())
            }
            Said::FourUpPrinting => crate::messages::Text::FourUpPrinting.get(lang).to_owned(),
            Said::LeaveRecorded(l) => tr!(
                lang,
                "cli-leave-recorded",
                whose = whose_leave(l, lang),
                first = format_date(l.first_day),
                last = format_date(l.last_day)
            ),
            Said::ArchiveListed(n, item, scans) => {
                let mut line = format!("{n}\t{}", super::card_told(item, lang));
                for s in *scans {
                    line += &format!("\n{}", scan_line(s, lang));
                }
                line
            }
            Said::ScansWithoutCard(scans) => {
                let lines: Vec<String> = scans.iter().map(|s| scan_line(s, lang)).collect();
                format!(
                    "{}\n{}",
                    tr!(lang, "cli-scans-without-card"),
                    lines.join("\n")
                )
            }
            Said::ArchiveEmpty | Said::NoArchiveItem(_, 0) => tr!(lang, "cli-archive-empty"),
            Said::NoArchiveItem(n, count) => {
                tr!(lang, "cli-no-archive-item", item = *n, count = *count)
            }
            Said::ScanRemoved(id) => tr!(lang, "cli-scan-removed", id = id.0),
            Said::ScanKept(id, name) => tr!(lang, "cli-scan-kept", id = id.0, name = *name),
            Said::LeaveListed(l) => format!(
                "{} – {}\t{}\t{}",
                format_date(l.first_day),
                format_date(l.last_day),
                tr!(
                    lang,
                    "cli-leave-whose",
                    game = leave_game(l),
                    partner = if l.of == LeaveOf::Me { "no" } else { "yes" }
                ),
                l.note
            ),
        }
    }
}

/// Whose leave a recorded leave is, as a sentence says it.
fn whose_leave(l: &Leave, lang: Language) -> String {
    match l.of {
        LeaveOf::Me => tr!(lang, "cli-leave-mine"),
        LeaveOf::Partner(g) => tr!(lang, "cli-leave-partners", game = g.0),
    }
}

/// The game of a partner's leave; 0 for mine.
fn leave_game(l: &Leave) -> i64 {
    match l.of {
        LeaveOf::Me => 0,
        LeaveOf::Partner(g) => g.0,
    }
}

/// A game as a person names it: "game 3 (КР-7, Петров Павел)".
fn named(r: &GameRecords, lang: Language) -> String {
    tr!(
        lang,
        "cli-game-named",
        game = r.id.0,
        tournament = r.tournament.label(),
        partner = r.name().person()
    )
}

/// A tournament's parameters on one tab-separated line: code, name, mode, dates, control,
/// leave, penalty, and the rules that differ from the usual.
fn tournament_line(t: &crate::domain::Tournament, lang: Language) -> String {
    use crate::domain::RegisteredMail;
    let date = |d: Option<chrono::NaiveDate>| d.map(format_date).unwrap_or_else(|| "—".into());
    let mut line = format!(
        "{}\t{}\t{}\t{} – {}\t{}/{}\t{}",
        t.code,
        t.name,
        t.mode.code(),
        date(t.start),
        date(t.end),
        t.control.moves,
        t.control.days,
        tr!(lang, "cli-tournament-leave", days = t.leave_allowance_days),
    );
    if let Some(d) = t.leave_event_days {
        line.push_str(&format!(" {}", tr!(lang, "cli-tournament-event", days = d)));
    }
    line.push('\t');
    line.push_str(&tr!(lang, "cli-tournament-penalty", days = t.penalty_days));
    let marks = [
        (
            t.registered_mail == RegisteredMail::Always,
            tr!(lang, "cli-tournament-registered"),
        ),
        (!t.engines_allowed, tr!(lang, "cli-tournament-no-engines")),
        (t.card_diagram, tr!(lang, "cli-tournament-diagram")),
    ];
    for (on, mark) in marks {
        if on {
            line.push('\t');
            line.push_str(&mark);
        }
    }
    line
}
