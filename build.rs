//! On a Windows build, the icon goes into `ccdiary.exe`'s resources, where Explorer, the taskbar
//! and the Start menu find it. Other builds need nothing.

fn main() {
    println!("cargo:rerun-if-changed=packaging/windows/ccdiary.ico");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    let dir = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default();
    let icon = std::path::Path::new(&dir).join("packaging/windows/ccdiary.ico");
    let mut resources = winresource::WindowsResource::new();
    resources.set_icon(&icon.to_string_lossy());
    if let Err(e) = resources.compile() {
        // windres comes with MinGW (gcc-mingw-w64-x86-64) or the Windows SDK.
        eprintln!("cannot put the icon into ccdiary.exe: {e}");
        std::process::exit(1);
    }
}
