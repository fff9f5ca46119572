//! Why a card's photo or scan was refused, in the user's language.

use super::Language;
use crate::domain::scans::{MAX_SCAN_BYTES, MAX_SCAN_PIXELS, ScanRefused};
use crate::tr;

impl ScanRefused {
    /// The refusal in `lang`.
    pub fn told(&self, lang: Language) -> String {
        let mb = |n: usize| n.div_ceil(1024 * 1024);
        match self {
            ScanRefused::NotAScan => tr!(lang, "scan-not-a-scan"),
            ScanRefused::TooLarge(n) => tr!(
                lang,
                "scan-too-large",
                size = mb(*n),
                limit = mb(MAX_SCAN_BYTES)
            ),
            ScanRefused::Unreadable(e) => e.clone(),
            ScanRefused::TooManyPixels { width, height } => tr!(
                lang,
                "scan-too-many-pixels",
                width = *width,
                height = *height,
                limit = MAX_SCAN_PIXELS / 1_000_000
            ),
        }
    }
}
