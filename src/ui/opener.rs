//! Files and links handed to the system: a PDF saved, a scan, a mail to write, a receipt's
//! tracking page. Every such request of the window — its own and the links egui draws — goes
//! through one `Opener` after the frame; tests put their own in its place to see what was asked.

/// Opens `target` (a `file://` URL, a `mailto:` or a web address) in the system's program for
/// it, or says why nothing could.
pub type Opener = Box<dyn Fn(&str) -> Result<(), String>>;

/// The system's opener: xdg-open (or the desktop's portal) on Linux, the shell on Windows and
/// macOS. A file is given as its path, so that the program registered for its type opens it
/// rather than a browser.
pub fn system_opener() -> Opener {
    Box::new(|target| {
        let path = target
            .strip_prefix("file://")
            .map(|p| {
                percent_encoding::percent_decode_str(p)
                    .decode_utf8_lossy()
                    .into_owned()
            })
            .map(|p| match cfg!(windows) {
                // "/C:/Users/…" is a drive's path; "//server/share/…" a network one.
                true => {
                    let drive = p.len() > 2 && p.as_bytes()[2] == b':';
                    let p = if drive { &p[1..] } else { p.as_str() };
                    p.replace('/', "\\")
                }
                false => p,
            });
        match path {
            Some(path) => opener::open(&path),
            None => opener::open(target),
        }
        .map_err(|e| e.to_string())
    })
}
