//! Starts a program and prints how long it took until a top-level window of it appeared on the
//! X display: the milliseconds to the first `MapNotify` on the root window whose window's title
//! holds TITLE (in any case), then the program's process id. The program is left running.
//! Prints "- PID" when no such window came in 10 s, or the display failed once it was started.
//! For `benches/vs-scid.sh`: the X server tells the moment itself, where a loop asking it
//! (`xdotool search`) is late by up to its own period and takes a core from the program it
//! waits for.
//!
//!   cargo run --release --example mapwatch -- TITLE PROGRAM [ARGUMENTS...]

#[cfg(unix)]
fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [title, program, arguments @ ..] = args.as_slice() else {
        eprintln!("usage: mapwatch TITLE PROGRAM [ARGUMENTS...]");
        return std::process::ExitCode::from(2);
    };
    match watch::run(title, program, arguments) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("mapwatch: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

#[cfg(not(unix))]
fn main() -> std::process::ExitCode {
    eprintln!("mapwatch watches an X display");
    std::process::ExitCode::from(2)
}

#[cfg(unix)]
mod watch {
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};

    use x11rb::connection::Connection;
    use x11rb::protocol::Event;
    use x11rb::protocol::xproto::{
        AtomEnum, ChangeWindowAttributesAux, ConnectionExt, EventMask, Window,
    };

    type Failure = Box<dyn std::error::Error>;

    /// Watches the display, then starts `program`; prints the time to its window.
    pub fn run(title: &str, program: &str, arguments: &[String]) -> Result<(), Failure> {
        let (conn, screen) = x11rb::connect(None)?;
        let root = conn.setup().roots[screen].root;
        let events = ChangeWindowAttributesAux::new().event_mask(EventMask::SUBSTRUCTURE_NOTIFY);
        conn.change_window_attributes(root, &events)?.check()?;
        let started = Instant::now();
        // Its output would hold the caller's pipe open until it ends.
        let child = Command::new(program)
            .args(arguments)
            .stdout(Stdio::null())
            .spawn()?;
        let pid = child.id();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_secs(10));
            println!("- {pid}");
            std::process::exit(0);
        });
        let wanted = title.to_lowercase();
        let utf8 = conn.intern_atom(false, b"_NET_WM_NAME")?.reply()?.atom;
        loop {
            // The program's process id is said in any case: the caller ends the program.
            let event = conn.wait_for_event().inspect_err(|_| println!("- {pid}"))?;
            if let Event::MapNotify(map) = event {
                let at = started.elapsed();
                if title_of(&conn, map.window, utf8).contains(&wanted) {
                    println!("{:.1} {pid}", at.as_secs_f64() * 1000.0);
                    return Ok(());
                }
            }
        }
    }

    /// The window's title in lower case: `_NET_WM_NAME` (UTF-8) where set, else `WM_NAME`;
    /// empty when it has none, or is gone already (a splash screen).
    fn title_of(conn: &impl Connection, window: Window, utf8: u32) -> String {
        for name in [utf8, AtomEnum::WM_NAME.into()] {
            let value = conn
                .get_property(false, window, name, AtomEnum::ANY, 0, 1024)
                .ok()
                .and_then(|asked| asked.reply().ok())
                .map(|reply| reply.value)
                .unwrap_or_default();
            if !value.is_empty() {
                return String::from_utf8_lossy(&value).to_lowercase();
            }
        }
        String::new()
    }
}
