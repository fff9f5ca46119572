//! What the command line says: each reply keyed by what happened, in both languages.

use std::path::Path;

use super::{Language, Noun};
use crate::domain::deadlines::GameRecords;
use crate::domain::receipt::ReceiptNumber;
use crate::domain::scans::Scan;
use crate::domain::schedule::Total;
use crate::domain::{CorrespondenceItem, Leave, LeaveOf, Mode, format_date};

/// A reply of the command line.
#[derive(Debug)]
pub enum Said<'a> {
    /// The diary file could not be opened.
    CannotOpen(&'a Path),
    /// No game has this id.
    NoGame(i64),
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
        &'a crate::backups::Backup,
        crate::storage::Contents,
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
        aside: &'a crate::backups::PutAside,
    },
    /// How far an import has read its file: games read, games in the file.
    Reading(usize, usize),
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
        /// Whether I sent it.
        mine: bool,
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
    ScanRemoved(i64),
    /// A scan was kept, by its number.
    ScanKept(i64, &'a str),
}

/// A scan as `scan list` lists it, under its card.
fn scan_line(s: &Scan, en: bool) -> String {
    let word = if en { "scan" } else { "скан" };
    let kb = s.size.div_ceil(1024);
    format!("\t{word} {}: {} ({kb} KB)", s.id, s.name)
}

impl Said<'_> {
    /// The reply in `lang`.
    pub fn told(&self, lang: Language) -> String {
        let en = lang == Language::En;
        match self {
            Said::CannotOpen(path) if en => format!("cannot open the diary {}", path.display()),
            Said::CannotOpen(path) => format!("не удаётся открыть дневник {}", path.display()),
            Said::NoGame(id) if en => format!("no game {id} in the diary (see `ccdiary list`)"),
            Said::NoGame(id) => format!("в дневнике нет партии {id} (см. `ccdiary list`)"),
            Said::NotAGameId(t) if en => format!("{t:?} is not a game id (see `ccdiary list`)"),
            Said::NotAGameId(t) => format!("«{t}» — не номер партии (см. `ccdiary list`)"),
            Said::NoTournament(t) if en => {
                format!("no tournament {t:?} in the diary (see `ccdiary tournament list`)")
            }
            Said::NoTournament(t) => {
                format!("в дневнике нет турнира {t:?} (см. `ccdiary tournament list`)")
            }
            Said::CannotWrite(file, e) if en => format!("cannot write {}: {e}", file.display()),
            Said::CannotWrite(file, e) => format!("не удаётся записать {}: {e}", file.display()),
            Said::CannotRead(file, e) if en => format!("cannot read {}: {e}", file.display()),
            Said::CannotRead(file, e) => format!("не удаётся прочитать {}: {e}", file.display()),
            Said::TournamentListed(t) => tournament_line(t, lang),
            Said::NoHome if en => {
                "cannot find your home directory to keep the diary in; use --db FILE".into()
            }
            Said::NoHome => "не найдена домашняя папка для дневника; укажите --db ФАЙЛ".into(),
            Said::DemoExists(path) if en => format!(
                "{} exists already; give --db a new file for the demo",
                path.display()
            ),
            Said::DemoExists(path) => format!(
                "{} уже есть; для демонстрации укажите в --db новый файл",
                path.display()
            ),
            Said::Wrote(file) if en => format!("wrote {}", file.display()),
            Said::Wrote(file) => format!("записан {}", file.display()),
            Said::WroteDemo(path) if en => format!("wrote the demo diary {}", path.display()),
            Said::WroteDemo(path) => {
                format!("записан демонстрационный дневник {}", path.display())
            }
            Said::NoGamesYet(path) if en => format!(
                "{} has no games yet: add them in the window (ccdiary) or import a PGN",
                path.display()
            ),
            Said::NoGamesYet(path) => format!(
                "в {} пока нет партий: добавьте их в окне (ccdiary) или импортируйте PGN",
                path.display()
            ),
            Said::WhoAreYou if en => "who are you in these games? Give --me NAME as the PGN writes it, or fill in your profile".into(),
            Said::WhoAreYou => "кто вы в этих партиях? Укажите --me ИМЯ, как оно записано в PGN, или заполните профиль".into(),
            Said::NewestBackup(diary, b, held) => {
                let when = crate::domain::format_date_time(b.taken);
                let games = lang.count(held.games, Noun::Game);
                let moves = lang.count(held.moves(), Noun::Move);
                let (path, diary) = (b.path.display(), diary.display());
                if en {
                    format!(
                        "its newest sound backup, of {when} ({games}, {moves}), is {path}: restore it with\n  ccdiary --db \"{diary}\" restore \"{path}\""
                    )
                } else {
                    format!(
                        "последняя исправная резервная копия, от {when} ({games}, {moves}), — {path}: восстановите её командой\n  ccdiary --db \"{diary}\" restore \"{path}\""
                    )
                }
            }
            Said::Archived(file, games) if en => format!(
                "wrote {}: the diary, {} as PGN, and each game's schedule as CSV",
                file.display(),
                lang.count(*games as u32, Noun::Game)
            ),
            Said::Archived(file, games) => format!(
                "записан {}: дневник, {} в PGN и график каждой партии в CSV",
                file.display(),
                lang.count(*games as u32, Noun::Game)
            ),
            Said::NoDiary(path) if en => format!("there is no diary at {}", path.display()),
            Said::NoDiary(path) => format!("дневника {} нет", path.display()),
            Said::NoBackupNoImport if en => "the diary could not be backed up before the import, so nothing was imported".into(),
            Said::NoBackupNoImport => "перед импортом не удалось сделать резервную копию дневника, поэтому ничего не импортировано".into(),
            Said::LeftOut(games) => games
                .iter()
                .map(|(id, why)| match en {
                    true => format!(
                        "game {} could not be read and was left out: {}",
                        id.0,
                        super::store_error(why, lang)
                    ),
                    false => format!(
                        "партию {} не удалось прочитать, она пропущена: {}",
                        id.0,
                        super::store_error(why, lang)
                    ),
                })
                .collect::<Vec<_>>()
                .join("\n"),
            Said::NoBackups(dir) if en => format!("no backups yet in {}", dir.display()),
            Said::NoBackups(dir) => format!("в {} пока нет резервных копий", dir.display()),
            Said::Restored { from, diary, aside } => {
                use crate::backups::PutAside;
                let first = if en {
                    format!("{} now holds {}", diary.display(), from.display())
                } else {
                    format!("в {} теперь {}", diary.display(), from.display())
                };
                let then = match (aside, en) {
                    (PutAside::Backup(p), true) => format!("the diary replaced is backed up in {}", p.display()),
                    (PutAside::Backup(p), false) => format!("заменённый дневник сохранён в {}", p.display()),
                    (PutAside::Renamed(p), true) => format!("the diary replaced could not be read and is kept unchanged as {}", p.display()),
                    (PutAside::Renamed(p), false) => format!("заменённый дневник не читался и сохранён без изменений как {}", p.display()),
                    (PutAside::Nothing, true) => "there was no diary before".to_owned(),
                    (PutAside::Nothing, false) => "дневника до этого не было".to_owned(),
                };
                format!("{first}; {then}")
            }
            Said::Reading(done, total) if en => format!("reading games: {done} of {total}"),
            Said::Reading(done, total) => format!("читаю партии: {done} из {total}"),
            Said::Imported {
                games,
                updated,
                there,
                bad,
            } if en => format!(
                "imported {}; {updated} updated; {there} already in the diary; {bad} not imported",
                lang.count(*games as u32, Noun::Game)
            ),
            Said::Imported {
                games,
                updated,
                there,
                bad,
            } => format!(
                "импортировано: {}; обновлено: {updated}; уже в дневнике: {there}; не импортировано: {bad}",
                lang.count(*games as u32, Noun::Game)
            ),
            Said::ProfileName(name) if en => format!("your profile's name is now {name:?}"),
            Said::ProfileName(name) => format!("имя в вашем профиле теперь {name:?}"),
            Said::NotImported { games, file } if en => format!(
                "{} of {} could not be imported (listed above)",
                lang.count(*games as u32, Noun::Game),
                file.display()
            ),
            Said::NotImported { games, file } => format!(
                "не удалось импортировать из {}: {} (см. выше)",
                file.display(),
                lang.count(*games as u32, Noun::Game)
            ),
            Said::BadMove { number, white, why } => {
                let side = match (white, en) {
                    (true, true) => "White",
                    (false, true) => "Black",
                    (true, false) => "белые",
                    (false, false) => "черные",
                };
                let word = if en { "move" } else { "ход" };
                format!("{word} {number} ({side}): {why}")
            }
            Said::RecordedHis { mv, game } if en => {
                format!("recorded his move {mv} in {}", named(game, lang))
            }
            Said::RecordedHis { mv, game } => {
                format!("записан его ход {mv} в {}", named(game, lang))
            }
            Said::TotalsDiffer { stated, counted } if en => {
                format!("his card states a total of {stated}, the diary counts {counted}")
            }
            Said::TotalsDiffer { stated, counted } => {
                format!("по его открытке суммарное время {stated}, по дневнику {counted}")
            }
            Said::NotMyMove(game) if en => format!("it is not my move in {}", named(game, lang)),
            Said::NotMyMove(game) => format!("в {} сейчас не мой ход", named(game, lang)),
            Said::Declared {
                declaration,
                mine,
                ended,
            } => {
                let said = declaration.told(*mine, lang);
                match ended {
                    Some((result, day)) => {
                        format!("{said}: {}", super::ended_told(*result, day, lang))
                    }
                    None => said.to_owned(),
                }
            }
            Said::WrittenOnlyForRequest if en => {
                "--written goes with `pdf request-replacement` only: what his card said".into()
            }
            Said::WrittenOnlyForRequest => {
                "--written — только для `pdf request-replacement`: что написано на его открытке"
                    .into()
            }
            Said::NotADoubleRound { game, other } if en => format!(
                "{} is not the other game of a double round with {}: one card carries the two \
                 games of one tournament with the same partner, both in play",
                named(other, lang),
                named(game, lang)
            ),
            Said::NotADoubleRound { game, other } => format!(
                "{} — не вторая партия круга с {}: на одной открытке идут две партии одного \
                 турнира с тем же партнёром, обе в игре",
                named(other, lang),
                named(game, lang)
            ),
            Said::SentMine { mv, day, game } if en => {
                format!("sent my move {mv} on {day} in {}", named(game, lang))
            }
            Said::SentMine { mv, day, game } => {
                format!("отправлен мой ход {mv} {day} в {}", named(game, lang))
            }
            Said::Arrived { day, game, was } if en => format!(
                "his last move reached me on {day} in {}{}",
                named(game, lang),
                was.as_ref().map(|w| format!(" (was {w})")).unwrap_or_default()
            ),
            Said::Arrived { day, game, was } => format!(
                "его последний ход получен {day} в {}{}",
                named(game, lang),
                was.as_ref().map(|w| format!(" (было {w})")).unwrap_or_default()
            ),
            Said::DelayNeeded if en => {
                "late-repeat needs --delay-days: the days the game was delayed (47.4.11)".into()
            }
            Said::DelayNeeded => {
                "для late-repeat нужен --delay-days: на сколько дней задержана игра (47.4.11)"
                    .into()
            }
            Said::PenaltyRecorded { days, clause, game } if en => format!(
                "penalty {} ({clause}) in {}",
                lang.count(*days, Noun::Day),
                named(game, lang)
            ),
            Said::PenaltyRecorded { days, clause, game } => {
                format!("штраф {days} дн. ({clause}) в {}", named(game, lang))
            }
            Said::RepeatFiled(game) => {
                let how = match (game.tournament.mode, en) {
                    (Mode::Post, true) => "by registered mail (47.5.1)",
                    (Mode::Email, true) => "with a copy to the arbiter (48.5.1)",
                    (Mode::Post, false) => "заказным (47.5.1)",
                    (Mode::Email, false) => "с копией арбитру (48.5.1)",
                };
                if en {
                    format!("repeat of my last move filed in {}, {how}", named(game, lang))
                } else {
                    format!("повтор моего хода записан в {}, {how}", named(game, lang))
                }
            }
            Said::NeedAddress if en => "give --postal ADDRESS or --email EMAIL".into(),
            Said::NeedAddress => "укажите --postal АДРЕС или --email E-MAIL".into(),
            Said::AddressBefore(day) if en => format!(
                "his current address is valid from {}: a new one cannot start before it (--since)",
                format_date(*day)
            ),
            Said::AddressBefore(day) => format!(
                "его нынешний адрес действует с {}: новый не может начинаться раньше (--since)",
                format_date(*day)
            ),
            Said::AddressRecorded(game) if en => {
                format!("the partner's address recorded in {}", named(game, lang))
            }
            Said::AddressRecorded(game) => format!("адрес партнёра записан в {}", named(game, lang)),
            Said::ReceiptValid(ReceiptNumber::Domestic(n)) if en => {
                format!("{n}: a valid Russian Post number (14 digits, check digit right)")
            }
            Said::ReceiptValid(ReceiptNumber::Domestic(n)) => {
                format!("{n}: верный номер Почты России (14 цифр, контрольная цифра верна)")
            }
            Said::ReceiptValid(ReceiptNumber::International(n)) if en => {
                format!("{n}: a valid international number (UPU S10, check digit right)")
            }
            Said::ReceiptValid(ReceiptNumber::International(n)) => {
                format!("{n}: верный международный номер (UPU S10, контрольная цифра верна)")
            }
            Said::FourUpPrinting => crate::messages::Text::FourUpPrinting.get(lang).to_owned(),
            Said::LeaveRecorded(l) => {
                let whose = match (l.of, en) {
                    (LeaveOf::Me, true) => "my leave in all games".to_owned(),
                    (LeaveOf::Me, false) => "мой перерыв во всех партиях".to_owned(),
                    (LeaveOf::Partner(g), true) => format!("the partner's leave in game {g}"),
                    (LeaveOf::Partner(g), false) => format!("перерыв партнёра в партии {g}"),
                };
                let (first, last) = (format_date(l.first_day), format_date(l.last_day));
                format!("{whose}: {first} – {last}")
            }
            Said::ArchiveListed(n, item, scans) => {
                let mut line = format!("{n}\t{}", super::card_told(item, lang));
                for s in *scans {
                    line += &format!("\n{}", scan_line(s, en));
                }
                line
            }
            Said::ScansWithoutCard(scans) => {
                let head = if en {
                    "scans of cards taken back:"
                } else {
                    "сканы снятых карточек:"
                };
                let lines: Vec<String> = scans.iter().map(|s| scan_line(s, en)).collect();
                format!("{head}\n{}", lines.join("\n"))
            }
            Said::ArchiveEmpty | Said::NoArchiveItem(_, 0) if en => {
                "the game's archive is empty; cards are filed when moves are received or sent".into()
            }
            Said::ArchiveEmpty | Said::NoArchiveItem(_, 0) => {
                "архив партии пуст; карточки попадают в него при получении и отправке ходов".into()
            }
            Said::NoArchiveItem(n, count) if en => {
                format!("item {n}: the game's archive has items 1 to {count} (see `ccdiary scan list`)")
            }
            Said::NoArchiveItem(n, count) => {
                format!("пункт {n}: в архиве партии пункты с 1 по {count} (см. `ccdiary scan list`)")
            }
            Said::ScanRemoved(id) if en => format!("removed scan {id}"),
            Said::ScanRemoved(id) => format!("скан {id} удалён"),
            Said::ScanKept(id, name) if en => format!("kept {name} as scan {id}"),
            Said::ScanKept(id, name) => format!("{name} сохранён как скан {id}"),
            Said::LeaveListed(l) => {
                let whose = match (l.of, en) {
                    (LeaveOf::Me, true) => "me".to_owned(),
                    (LeaveOf::Me, false) => "я".to_owned(),
                    (LeaveOf::Partner(g), true) => format!("partner in game {g}"),
                    (LeaveOf::Partner(g), false) => format!("партнёр в партии {g}"),
                };
                let (first, last) = (format_date(l.first_day), format_date(l.last_day));
                format!("{first} – {last}\t{whose}\t{}", l.note)
            }
        }
    }
}

/// A game as a person names it: "game 3 (КР-7, Петров Павел)".
fn named(r: &GameRecords, lang: Language) -> String {
    let word = match lang {
        Language::En => "game",
        Language::Ru => "партии",
    };
    format!(
        "{word} {} ({}, {})",
        r.id,
        r.tournament.label(),
        r.partner.name
    )
}

/// A tournament's parameters on one tab-separated line: code, name, mode, dates, control,
/// leave, penalty, and the rules that differ from the usual.
fn tournament_line(t: &crate::domain::Tournament, lang: Language) -> String {
    use crate::domain::RegisteredMail;
    let en = lang == Language::En;
    let date = |d: Option<chrono::NaiveDate>| d.map(format_date).unwrap_or_else(|| "—".into());
    let [leave, event, penalty, registered, no_engines, diagram] = if en {
        [
            "leave",
            "event",
            "penalty",
            "registered always",
            "no engines",
            "diagram on cards",
        ]
    } else {
        [
            "перерыв",
            "на турнир",
            "штраф",
            "всегда заказным",
            "без программ",
            "диаграмма на открытке",
        ]
    };
    let mut line = format!(
        "{}\t{}\t{}\t{} – {}\t{}/{}\t{leave} {}",
        t.code,
        t.name,
        t.mode.code(),
        date(t.start),
        date(t.end),
        t.control.moves,
        t.control.days,
        t.leave_allowance_days,
    );
    if let Some(d) = t.leave_event_days {
        line.push_str(&format!(" ({event} {d})"));
    }
    line.push_str(&format!("\t{penalty} {}", t.penalty_days));
    let marks = [
        (t.registered_mail == RegisteredMail::Always, registered),
        (!t.engines_allowed, no_engines),
        (t.card_diagram, diagram),
    ];
    for (on, mark) in marks {
        if on {
            line.push('\t');
            line.push_str(mark);
        }
    }
    line
}
