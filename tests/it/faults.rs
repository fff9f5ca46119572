//! Survival under faults: the process killed in the middle of writes, and a full disk. Every
//! write reported as saved must be there afterwards, and the file must stay sound.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

use ccdiary::domain::Partner;
use ccdiary::storage::{Store, StoreError};

/// The example `write_burst`, which `cargo test` builds beside the test binaries.
pub(crate) fn write_burst_exe() -> std::path::PathBuf {
    let deps = std::env::current_exe().unwrap();
    let profile = deps.parent().and_then(|d| d.parent()).unwrap();
    let exe = profile
        .join("examples")
        .join(format!("write_burst{}", std::env::consts::EXE_SUFFIX));
    assert!(
        exe.exists(),
        "{} is missing: `cargo test` builds it (or `cargo build --examples`)",
        exe.display()
    );
    exe
}

#[test]
fn killed_mid_write_loses_nothing_saved() {
    let exe = write_burst_exe();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("burst.sqlite");
    Store::open(&path).unwrap();
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut saved: Vec<u64> = Vec::new();
    for round in 0..100 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let wait = Duration::from_millis(5 + seed % 40);
        let mut child = Command::new(&exe)
            .arg(&path)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (first_tx, first_rx) = std::sync::mpsc::channel();
        let reader = std::thread::spawn(move || {
            let mut numbers = Vec::new();
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Some(n) = line
                    .strip_prefix("saved ")
                    .and_then(|n| n.parse::<u64>().ok())
                {
                    if numbers.is_empty() {
                        let _ = first_tx.send(());
                    }
                    numbers.push(n);
                }
            }
            numbers
        });
        // Kill at a random moment once the burst is under way.
        let _ = first_rx.recv_timeout(Duration::from_secs(20));
        std::thread::sleep(wait);
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        let numbers = reader.join().unwrap();
        let store = Store::open(&path).unwrap_or_else(|e| panic!("round {round}: {e}"));
        assert_eq!(crate::concurrency::integrity(&path), "ok", "round {round}");
        let names: std::collections::HashSet<String> = store
            .partners()
            .unwrap()
            .into_iter()
            .map(|(_, p)| p.name)
            .collect();
        for n in &numbers {
            assert!(
                names.contains(&format!("partner {n}")),
                "round {round}: partner {n} was reported saved and is missing"
            );
        }
        saved.extend(numbers);
    }
    assert!(!saved.is_empty(), "the child never got to write");
}

#[test]
#[ignore = "needs root to mount a tmpfs; .ci/run runs it"]
fn a_full_disk_is_a_clear_message_and_the_diary_stays_sound() {
    let dir = tempfile::tempdir().unwrap();
    let mount = dir.path().join("tiny");
    std::fs::create_dir(&mount).unwrap();
    let mounted = Command::new("mount")
        .args(["-t", "tmpfs", "-o", "size=512k", "tmpfs"])
        .arg(&mount)
        .status()
        .unwrap();
    assert!(mounted.success(), "cannot mount a tmpfs here: run as root");
    let path = mount.join("d.sqlite");
    let outcome = std::panic::catch_unwind(|| {
        let mut store = Store::open(&path).unwrap();
        let long = "я".repeat(2000);
        let mut saved = 0;
        let err = loop {
            match store.add_partner(&Partner {
                name: format!("{saved} {long}"),
                contacts: vec![],
                gender: Default::default(),
            }) {
                Ok(_) => saved += 1,
                Err(e) => break e,
            }
            assert!(saved < 10_000, "the disk never filled");
        };
        assert!(
            matches!(&err, StoreError::DiskFull { .. }),
            "unexpected error: {err}"
        );
        assert!(err.to_string().contains("Free some space"), "{err}");
        drop(store);
        let store = Store::open(&path).unwrap();
        assert_eq!(store.partners().unwrap().len(), saved);
    });
    let _ = Command::new("umount").arg(&mount).status();
    if let Err(panic) = outcome {
        std::panic::resume_unwind(panic);
    }
}
