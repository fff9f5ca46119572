//! The fonts the program carries, DejaVu Sans (its licence beside them in `assets/fonts`): the
//! window draws with the regular one, the papers print with both. Statics, so that each is in
//! the binary once, whichever part reads it.

/// DejaVu Sans, the regular weight: all the window draws, and the papers' text.
pub static DEJAVU_SANS: &[u8] = include_bytes!("../assets/fonts/DejaVuSans.ttf");
/// DejaVu Sans Bold, for what the papers print in bold.
pub static DEJAVU_SANS_BOLD: &[u8] = include_bytes!("../assets/fonts/DejaVuSans-Bold.ttf");
