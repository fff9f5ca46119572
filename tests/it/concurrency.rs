//! One diary, many hands: real processes of the program writing, reading, restoring and
//! importing one diary at once, killed at every step of a restore, and two windows on one
//! diary. Nothing reported as saved may be lost, and the diary must stay sound.

use std::collections::HashSet;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use ccdiary::storage::Store;

/// The program itself, as a user runs it, on the diary at `diary`.
pub(crate) fn ccdiary(diary: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ccdiary"));
    command.arg("--db").arg(diary);
    command
}

/// Runs `command` to its end. Starting a process can fail for a moment under Wine's load (the
/// operating system's refusal, not the diary's), so a start is tried again a few times, and a
/// last failure names its error.
fn output(command: &mut Command) -> std::process::Output {
    let mut tries = 0;
    loop {
        match command.output() {
            Ok(out) => return out,
            Err(e) if tries < 5 => {
                eprintln!("starting {command:?} failed ({e}); trying again");
                tries += 1;
                std::thread::sleep(Duration::from_millis(200));
            }
            Err(e) => panic!("{command:?} could not be started: {e}"),
        }
    }
}

/// A process adding partners named `PREFIX N` as fast as it can, and what it says.
struct Writer {
    child: Child,
    said: std::thread::JoinHandle<(Vec<u64>, usize)>,
    started: std::sync::mpsc::Receiver<()>,
}

impl Writer {
    fn start(diary: &Path, prefix: &str) -> Writer {
        let mut child = Command::new(crate::faults::write_burst_exe())
            .arg(diary)
            .arg(prefix)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, started) = std::sync::mpsc::channel();
        let said = std::thread::spawn(move || {
            let (mut saved, mut refused) = (Vec::new(), 0);
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Some(n) = line.strip_prefix("saved ").and_then(|n| n.parse().ok()) {
                    let _ = tx.send(());
                    saved.push(n);
                } else if line.starts_with("refused ") {
                    refused += 1;
                }
            }
            (saved, refused)
        });
        Writer {
            child,
            said,
            started,
        }
    }

    /// Kills it; the numbers it reported saved, and how many writes it was refused.
    fn stop(mut self) -> (Vec<u64>, usize) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
        self.said.join().unwrap()
    }
}

/// The partners' names in the diary at `path`, and in every backup of it.
fn names_kept(path: &Path) -> HashSet<String> {
    let mut files = vec![path.to_path_buf()];
    files.extend(
        ccdiary::backups::list(path)
            .unwrap()
            .into_iter()
            .map(|b| b.path),
    );
    let mut names = HashSet::new();
    for file in files {
        let store = Store::open(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        names.extend(store.partners().unwrap().into_iter().map(|(_, p)| p.name));
    }
    names
}

/// `PRAGMA integrity_check` of the file at `path`.
pub(crate) fn integrity(path: &Path) -> String {
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap()
}

/// The partner only the backup and the archive have, which tells a restored diary.
const RESTORED: &str = "only in the backup";

/// The demo diary in a new folder, with a backup of it and an archive of that backup, both
/// holding one more partner ([`RESTORED`]): the folder, the diary, the backup, the archive.
fn diary_with_backup_and_archive() -> (tempfile::TempDir, PathBuf, PathBuf, PathBuf) {
    let (dir, path) = crate::demo();
    let backup = dir.path().join("chosen.sqlite");
    let now = super::date(2026, 11, 29).and_hms_opt(9, 0, 0).unwrap();
    ccdiary::backups::take(&path, now, Some(&backup)).unwrap();
    let mut store = Store::open(&backup).unwrap();
    store
        .add_partner(&ccdiary::domain::Partner {
            name: RESTORED.into(),
            ..ccdiary::domain::Partner::default()
        })
        .unwrap();
    let archive = dir.path().join("everything.zip");
    ccdiary::archive::export_all(&store, &archive).unwrap();
    (dir, path, backup, archive)
}

#[test]
fn restore_and_import_all_beside_two_writers_and_a_reader_lose_nothing() {
    let (mut runs, mut writes, mut refused, mut lost, mut damaged) = (0, 0, 0, 0, 0);
    for round in 0..10 {
        let (_dir, path, backup, archive) = diary_with_backup_and_archive();
        let writers = [Writer::start(&path, "one "), Writer::start(&path, "two ")];
        for w in &writers {
            w.started.recv_timeout(Duration::from_secs(30)).unwrap();
        }
        let (stop, reads) = (
            Arc::new(AtomicBool::new(false)),
            Arc::new(AtomicUsize::new(0)),
        );
        let reader = {
            let (stop, reads, path) = (stop.clone(), reads.clone(), path.clone());
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let out = output(ccdiary(&path).arg("list"));
                    let said = String::from_utf8_lossy(&out.stderr).into_owned();
                    assert!(out.status.success(), "a reader failed: {said}");
                    reads.fetch_add(1, Ordering::Relaxed);
                }
            })
        };
        for _ in 0..2 {
            for command in [
                vec!["restore".as_ref(), backup.as_os_str()],
                vec![
                    "import-all".as_ref(),
                    archive.as_os_str(),
                    "--replace".as_ref(),
                ],
            ] {
                let out = output(ccdiary(&path).args(command));
                let said = String::from_utf8_lossy(&out.stderr);
                assert!(out.status.success(), "round {round}: {said}");
                runs += 1;
            }
        }
        stop.store(true, Ordering::Relaxed);
        reader.join().unwrap();
        assert!(reads.load(Ordering::Relaxed) > 0);
        let said: Vec<_> = writers.into_iter().map(Writer::stop).collect();
        let kept = names_kept(&path);
        for ((saved, was_refused), prefix) in said.into_iter().zip(["one ", "two "]) {
            writes += saved.len();
            refused += was_refused;
            lost += saved
                .iter()
                .filter(|n| !kept.contains(&format!("{prefix}{n}")))
                .count();
        }
        damaged += usize::from(integrity(&path) != "ok");
    }
    eprintln!(
        "{runs} restores and imports beside two writers and a reader: {writes} writes saved, \
         {refused} refused, {lost} lost, {damaged} diaries damaged"
    );
    assert!(writes > 0, "the writers never got to write");
    assert_eq!((lost, damaged), (0, 0));
}

/// The program importing the PGN file `pgn` (whose games are "NN Black"'s) into `diary`.
fn importing(diary: &Path, pgn: &Path) -> Child {
    ccdiary(diary)
        .arg("import")
        .arg(pgn)
        .args(["--me", "NN Black"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

#[test]
fn two_imports_of_one_file_at_once_give_each_game_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.sqlite");
    let pgn = dir.path().join("games.pgn");
    std::fs::write(&pgn, crate::ui::many_games(500)).unwrap();
    Store::open(&path).unwrap();
    for run in 0..3 {
        let imports: Vec<Child> = (0..2).map(|_| importing(&path, &pgn)).collect();
        for import in imports {
            let out = import.wait_with_output().unwrap();
            let said = String::from_utf8_lossy(&out.stderr);
            assert!(out.status.success(), "run {run}: {said}");
        }
        let store = Store::open(&path).unwrap();
        assert_eq!(store.game_summaries().unwrap().len(), 500, "run {run}");
        assert_eq!(store.partners().unwrap().len(), 500, "run {run}");
    }
}

#[test]
fn a_killed_import_leaves_no_partner_or_tournament_without_its_games() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("games.pgn");
    std::fs::write(&pgn, crate::ui::many_games(3000)).unwrap();
    for (round, wait) in [50, 150, 300, 600, 1000].into_iter().enumerate() {
        let path = dir.path().join(format!("d{round}.sqlite"));
        Store::open(&path).unwrap();
        let mut import = importing(&path, &pgn);
        std::thread::sleep(Duration::from_millis(wait));
        let _ = import.kill();
        import.wait().unwrap();
        let store = Store::open(&path).unwrap();
        let games = store.game_summaries().unwrap().len();
        assert!(games == 0 || games == 3000, "round {round}: {games} games");
        let alone = rusqlite::Connection::open(&path)
            .unwrap()
            .query_row(
                "SELECT (SELECT count(*) FROM partners p
                         WHERE NOT EXISTS (SELECT 1 FROM games g WHERE g.partner_id = p.id))
                      + (SELECT count(*) FROM tournaments t
                         WHERE NOT EXISTS (SELECT 1 FROM games g WHERE g.tournament_id = t.id))",
                [],
                |r| r.get::<_, i64>(0),
            )
            .unwrap();
        assert_eq!(
            alone, 0,
            "round {round}: partners or tournaments without games"
        );
        assert_eq!(integrity(&path), "ok");
    }
}

/// The system calls at which the restore and the import of an archive are killed, each at
/// every one of its calls in turn: every change of a file's name, every removal, every flush
/// to the disk.
const STEPS: [&str; 9] = [
    "rename",
    "renameat",
    "renameat2",
    "link",
    "linkat",
    "unlink",
    "unlinkat",
    "fsync",
    "fdatasync",
];

#[test]
#[ignore = "needs strace (.ci/run installs it)"]
fn killed_at_every_step_of_a_restore_the_diary_keeps_what_was_committed() {
    let mut kills = 0;
    for command in ["restore", "import-all"] {
        for call in STEPS {
            for nth in 1.. {
                assert!(nth < 100, "{command} never finished");
                let killed = kill_at(command, call, nth);
                if !killed {
                    break;
                }
                kills += 1;
            }
        }
    }
    eprintln!("{kills} kills at a rename, link, unlink or fsync: nothing committed was lost");
}

/// Runs `command` (`restore` or `import-all`) on the demo diary, kills it at its `nth` call of
/// `call`, and checks the diary: whether it was killed (else it finished).
fn kill_at(command: &str, call: &str, nth: u32) -> bool {
    let (_dir, path, backup, archive) = diary_with_backup_and_archive();
    // Saved by a program that keeps the diary open: the change is in its log yet.
    let mut writer = Store::open(&path).unwrap();
    writer
        .add_partner(&ccdiary::domain::Partner {
            name: "saved before".into(),
            ..ccdiary::domain::Partner::default()
        })
        .unwrap();
    let from = match command {
        "restore" => backup,
        _ => archive,
    };
    let status = Command::new("strace")
        .args(["-f", "-o", "/dev/null", "-e"])
        .arg(format!("inject={call}:signal=KILL:when={nth}"))
        .arg(env!("CARGO_BIN_EXE_ccdiary"))
        .arg("--db")
        .arg(&path)
        .arg(command)
        .arg(&from)
        .args((command == "import-all").then_some("--replace"))
        .stdout(Stdio::null())
        .status()
        .unwrap();
    // The writer goes as a killed one would, its log never folded into the diary.
    std::mem::forget(writer);
    let at = format!("{command} killed at its call {nth} of {call}");
    let store = Store::open(&path).unwrap_or_else(|e| panic!("{at}: {e}"));
    assert_eq!(integrity(&path), "ok", "{at}");
    assert_eq!(store.game_summaries().unwrap().len(), 12, "{at}");
    let names: HashSet<String> = store
        .partners()
        .unwrap()
        .into_iter()
        .map(|(_, p)| p.name)
        .collect();
    drop(store);
    // The diary as it was, whole, or the backup restored, whole, with the diary it replaced
    // kept in a backup of its own.
    let (here, restored) = (names.contains("saved before"), names.contains(RESTORED));
    assert!(
        here != restored,
        "{at}: the diary is neither the old one nor the new"
    );
    assert!(
        here || names_kept(&path).contains("saved before"),
        "{at}: a saved partner is in neither the diary nor a backup"
    );
    if status.success() {
        assert!(restored, "{command} did not restore");
    }
    !status.success()
}

/// A diary in a new folder with one postal game, me White, no move made yet.
fn one_game_diary() -> (tempfile::TempDir, PathBuf, ccdiary::domain::GameId) {
    use ccdiary::domain::*;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("diary.sqlite");
    let mut store = Store::open(&path).unwrap();
    let tournament = store
        .add_tournament(&Tournament {
            name: "Кубок".into(),
            start: Some(super::date(2026, 11, 1)),
            ..Tournament::default()
        })
        .unwrap();
    let partner = store
        .add_partner(&Partner {
            name: "Морозов Виктор".into(),
            contacts: crate::ui::an_address(),
            gender: Gender::Male,
        })
        .unwrap();
    let game = store
        .add_game(&Game {
            tournament,
            partner,
            my_colour: shakmaty::Color::White,
            board: "1".into(),
            start: Some(super::date(2026, 11, 25)),
            state: GameState::InPlay,
            undated_plies: 0,
        })
        .unwrap();
    (dir, path, game)
}

/// The moves the diary at `path` holds in game `id`, in UCI.
fn moves(path: &Path, id: ccdiary::domain::GameId) -> Vec<String> {
    let store = Store::open(path).unwrap();
    let plies = store.plies(id).unwrap();
    plies.iter().map(|p| p.uci.to_string()).collect()
}

#[test]
fn a_card_checked_against_a_game_another_program_changed_is_refused() {
    use ccdiary::domain::card::{CardContext, MyCard, send};
    let (_dir, path, id) = one_game_diary();
    let mut first = Store::open(&path).unwrap();
    let mut second = Store::open(&path).unwrap();
    let today = super::date(2026, 11, 29);
    let card = |store: &Store, my_move: &str| {
        let records = store.game_records(id).unwrap();
        let mine = MyCard {
            my_move: my_move.into(),
            ..MyCard::default()
        };
        send(&CardContext::new(&records), &mine, today).unwrap()
    };
    let (nf3, d4) = (card(&first, "g1-f3"), card(&second, "d2-d4"));
    first.record_sent(&[(id, &nf3)]).unwrap();
    let refused = second.record_sent(&[(id, &d4)]).unwrap_err();
    assert!(
        matches!(refused, ccdiary::storage::StoreError::Stale),
        "{refused}"
    );
    assert!(
        refused.to_string().contains("changed in another program"),
        "{refused}"
    );
    assert_eq!(
        moves(&path, id),
        ["g1f3"],
        "d2-d4 is never stored as Black's move"
    );
    assert!(
        second.changed_elsewhere().unwrap(),
        "the second sees the first's write"
    );
}

#[test]
fn a_second_window_sending_on_a_stale_position_stores_nothing_and_shows_the_game_as_it_is() {
    use crate::ui::{click, harness, send_first_move, type_into};
    use ccdiary::ui::{Command as Do, Language};
    let (_dir, path, id) = one_game_diary();
    let mut a = harness(Store::open(&path).unwrap(), Language::EN);
    let mut b = harness(Store::open(&path).unwrap(), Language::EN);
    a.run();
    b.run();
    // Window A has 1.d2-d4 typed and asks to send it; meanwhile window B sends 1.Nf3.
    a.state_mut().apply(Do::SelectGame(id));
    a.run();
    a.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    a.run();
    type_into(&mut a, "My move", "d2-d4");
    click(&mut a, "Send…");
    send_first_move(&mut b, id, "g1-f3", None);
    click(&mut a, "Yes, send it");
    assert_eq!(
        moves(&path, id),
        ["g1f3"],
        "d2-d4 is never stored as Black's move"
    );
    let shown = a.state().game().unwrap();
    assert_eq!(
        shown.records.plies.len(),
        1,
        "window A shows the game as it is now"
    );
    let notice = a.state().notice().unwrap();
    assert!(
        notice.text.contains("changed by another program"),
        "{}",
        notice.text
    );
}

#[test]
fn a_second_window_on_one_diary_only_reads_it_and_says_so() {
    use ccdiary::ui::{Language, WindowLock};
    let (_dir, path, _) = one_game_diary();
    let first = WindowLock::take(&path).unwrap();
    assert!(first.is_some());
    assert!(
        WindowLock::take(&path).unwrap().is_none(),
        "the second window finds it taken"
    );
    let mut store = Store::open_read_only(&path).unwrap();
    let before = std::fs::read(&path).unwrap();
    let refused = store
        .add_partner(&ccdiary::domain::Partner {
            name: "Никто".into(),
            ..ccdiary::domain::Partner::default()
        })
        .unwrap_err();
    assert!(
        refused
            .to_string()
            .contains("open in another ccdiary window"),
        "{refused}"
    );
    assert_eq!(std::fs::read(&path).unwrap(), before);
    let mut h = crate::ui::harness(store, Language::EN);
    h.state_mut().opened_read_only();
    h.run();
    use egui_kittest::kittest::Queryable;
    // Said in the dialog and in the status bar, as what the window is: nothing was refused.
    let said = h
        .get_all_by_label_contains("already open in another ccdiary window")
        .count();
    assert_eq!(said, 2);
    assert!(h.query_by_label_contains("Not saved").is_none());
    crate::ui::click(&mut h, "Quit");
    assert!(h.state().quit_requested());
    drop(first);
    // Another test's child process may hold a copy of the lock's descriptor for the moment
    // between its fork and its exec: free again within that moment.
    let free = (0..100).any(|_| {
        let taken = WindowLock::take(&path).unwrap().is_some();
        if !taken {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        taken
    });
    assert!(free, "free again once the first closes");
}

#[test]
fn a_move_sent_in_the_window_after_a_restore_from_the_command_line_is_kept() {
    use ccdiary::ui::Language;
    let (dir, path, id) = one_game_diary();
    let backup = dir.path().join("before-the-first-move.sqlite");
    let now = super::date(2026, 11, 29).and_hms_opt(9, 0, 0).unwrap();
    ccdiary::backups::take(&path, now, Some(&backup)).unwrap();
    let mut h = crate::ui::harness(Store::open(&path).unwrap(), Language::EN);
    h.run();
    crate::ui::send_first_move(&mut h, id, "g1-f3", None);
    let out = ccdiary(&path).arg("restore").arg(&backup).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    h.run();
    assert!(
        h.state().game().unwrap().records.plies.is_empty(),
        "the window shows the restore"
    );
    crate::ui::send_first_move(&mut h, id, "d2-d4", None);
    drop(h);
    assert_eq!(
        moves(&path, id),
        ["d2d4"],
        "the move sent after the restore is kept"
    );
    let earlier = ccdiary::backups::list(&path).unwrap();
    assert_eq!(
        moves(&earlier[0].path, id),
        ["g1f3"],
        "the one before it is in its backup"
    );
}

#[test]
fn a_correction_of_a_move_another_program_changed_meanwhile_is_refused() {
    use ccdiary::domain::{PlyRecord, PlyState};
    let (_dir, path, id) = one_game_diary();
    let mut first = Store::open(&path).unwrap();
    let e4 = PlyRecord::sent_on("e2e4".parse().unwrap(), Some(super::date(2026, 11, 25)));
    let e5 = PlyRecord::sent_on("e7e5".parse().unwrap(), Some(super::date(2026, 11, 26)));
    first.append_ply(id, &e4).unwrap();
    first.append_ply(id, &e5).unwrap();
    // Another program takes back his move as typed and types 1...c5 instead.
    let mut second = Store::open(&path).unwrap();
    second.take_back(id, 2, "typed wrongly").unwrap();
    let c5 = PlyRecord::sent_on("c7c5".parse().unwrap(), Some(super::date(2026, 11, 26)));
    second.append_ply(id, &c5).unwrap();
    // The first, still showing 1...e5, corrects its date: refused, nothing changed.
    let dated = PlyRecord {
        state: PlyState::Sent,
        ..PlyRecord::sent_on("e7e5".parse().unwrap(), Some(super::date(2026, 11, 24)))
    };
    let refused = first
        .replace_ply(id, 1, (&e5, &dated), "postmark")
        .unwrap_err();
    assert!(
        matches!(refused, ccdiary::storage::StoreError::Stale),
        "{refused}"
    );
    // Nor does it take back a move it has not seen.
    let refused = first.take_back(id, 3, "typed wrongly").unwrap_err();
    assert!(
        matches!(refused, ccdiary::storage::StoreError::Stale),
        "{refused}"
    );
    assert_eq!(moves(&path, id), ["e2e4", "c7c5"]);
}
