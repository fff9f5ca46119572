//! On a Windows build, the icon goes into `ccdiary.exe`'s resources, where Explorer, the taskbar
//! and the Start menu find it. On a Linux release build, the functions the window runs as it
//! starts are laid side by side (`packaging/hot-code.txt`), so that starting maps about a quarter
//! of the code it mapped with them spread over the whole binary. Every build is told a key of
//! the code that works out and reads what the diary keeps of a game's moves for Today
//! (`CCDIARY_RULES_KEY`): a build whose code differs works it out again.

use std::path::Path;
use std::process::{Command, Stdio};

/// The functions run at start, by their linker names, as `packaging/hot-code.sh` found them.
const HOT_CODE: &str = "packaging/hot-code.txt";

/// What a digest of a game's moves kept for Today is worked out and read by: the rules, the
/// moves' and the digest's codes, and the dependencies' versions (chrono's days among them).
const RULES: [&str; 4] = [
    "src/domain",
    "src/storage/plies.rs",
    "src/storage/digests.rs",
    "Cargo.lock",
];

fn main() {
    println!("cargo:rerun-if-changed=packaging/windows/ccdiary.ico");
    let dir = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default();
    let rules: Vec<_> = RULES.iter().map(|p| Path::new(&dir).join(p)).collect();
    for path in RULES {
        println!("cargo:rerun-if-changed={path}");
    }
    println!(
        "cargo:rustc-env=CCDIARY_RULES_KEY={:016x}",
        rules_key(&rules)
    );
    println!("cargo:rerun-if-changed={HOT_CODE}");
    // `packaging/hot-code.sh` asks for the linker's map of the binary, to know where each
    // function went.
    println!("cargo:rerun-if-env-changed=CCDIARY_LINK_MAP");
    match std::env::var("CARGO_CFG_TARGET_OS").as_deref() {
        Ok("windows") => windows_icon(Path::new(&dir)),
        Ok("linux") if std::env::var("PROFILE").as_deref() == Ok("release") => {
            hot_code_first(Path::new(&dir))
        }
        _ => {}
    }
}

/// A key of the code of `paths`, files and folders: FNV-1a over the name and the bytes of each
/// file among them, in the order of their paths. Any change of that code, a comment's too,
/// gives another key, and the digests kept are worked out again once.
fn rules_key(paths: &[std::path::PathBuf]) -> u64 {
    let mut files = Vec::new();
    let mut folders = Vec::new();
    for path in paths {
        match path.is_dir() {
            true => folders.push(path.clone()),
            false => files.push(path.clone()),
        }
    }
    while let Some(folder) = folders.pop() {
        let entries = std::fs::read_dir(&folder)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", folder.display()));
        for entry in entries.flatten() {
            let path = entry.path();
            match path.is_dir() {
                true => folders.push(path),
                false => files.push(path),
            }
        }
    }
    files.sort();
    let mut key: u64 = 0xcbf2_9ce4_8422_2325;
    for file in files {
        let name = file.file_name().unwrap_or_default().to_string_lossy();
        let bytes =
            std::fs::read(&file).unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
        for b in name.as_bytes().iter().chain(&[0]).chain(&bytes) {
            key = (key ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    key
}

fn windows_icon(dir: &Path) {
    let icon = dir.join("packaging/windows/ccdiary.ico");
    let mut resources = winresource::WindowsResource::new();
    resources.set_icon(&icon.to_string_lossy());
    if let Err(e) = resources.compile() {
        // windres comes with MinGW (gcc-mingw-w64-x86-64) or the Windows SDK.
        eprintln!("cannot put the icon into ccdiary.exe: {e}");
        std::process::exit(1);
    }
}

/// Asks the linker to put the functions of `HOT_CODE` first. Only LLD (Rust's own linker on
/// x86-64 Linux) reads such a list, so the request is tried on an empty program first; a linker
/// that refuses it links the binary as it would have. A name the binary lacks (the list made
/// before a dependency or Rust changed) is passed over without a word: the list only places code.
/// The arguments go to the binary's links only (`cargo test --release` links its unit tests
/// with them too), not to tests, examples or benches.
fn hot_code_first(dir: &Path) {
    let list = dir.join(HOT_CODE);
    let mut args = vec![
        format!("-Wl,--symbol-ordering-file={}", list.display()),
        "-Wl,--no-warn-symbol-ordering".to_owned(),
    ];
    if !links_with(&args) {
        if std::env::var("TARGET").as_deref() == Ok("x86_64-unknown-linux-gnu") {
            println!("cargo:warning=the linker refused {HOT_CODE}: the binary is linked as before");
        }
        return;
    }
    if let Ok(map) = std::env::var("CCDIARY_LINK_MAP") {
        args.push(format!("-Wl,-Map={map},--no-demangle"));
    }
    for arg in args {
        println!("cargo:rustc-link-arg-bins={arg}");
    }
}

/// Whether an empty program links with `args` given to the linker, for the target being built
/// and with the flags and linker it is built with.
fn links_with(args: &[String]) -> bool {
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    let probe = Path::new(&var("OUT_DIR")).join("link-probe");
    let mut rustc = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned()));
    rustc.args([
        "--crate-type=bin",
        "--crate-name=link_probe",
        "--cap-lints=allow",
    ]);
    rustc
        .arg("--target")
        .arg(var("TARGET"))
        .arg("-o")
        .arg(&probe);
    let flags = var("CARGO_ENCODED_RUSTFLAGS");
    rustc.args(flags.split('\x1f').filter(|f| !f.is_empty()));
    if let Ok(linker) = std::env::var("RUSTC_LINKER") {
        rustc.arg(format!("-Clinker={linker}"));
    }
    for arg in args {
        rustc.arg(format!("-Clink-arg={arg}"));
    }
    rustc
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let Ok(mut child) = rustc.spawn() else {
        return false;
    };
    if let Some(mut stdin) = child.stdin.take() {
        use std::io::Write;
        let _ = stdin.write_all(b"fn main() {}\n");
    }
    let linked = child.wait().is_ok_and(|status| status.success());
    let _ = std::fs::remove_file(&probe);
    linked
}
