//! The cards themselves (47.1.3, 48.1.4: keep every card and message until the results are in):
//! a photo or scan of an archive item, as PNG, JPEG or PDF, kept inside the diary.

/// What a scan is, told by its first bytes, never by its file name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ScanKind {
    /// A PNG image.
    Png,
    /// A JPEG photo.
    Jpeg,
    /// A PDF, as a scanner writes it.
    Pdf,
}

/// The largest scan kept: a phone photo is a few megabytes; a bigger file is most likely not a
/// card.
pub const MAX_SCAN_BYTES: usize = 25 * 1024 * 1024;

/// The most pixels a picture of a card may have: a postcard scanned at 1200 dpi has 14
/// million; a picture that declares more would take gigabytes to decode.
pub const MAX_SCAN_PIXELS: u64 = 40_000_000;

impl ScanKind {
    /// Every kind, as the file dialogs list them.
    pub const ALL: [ScanKind; 3] = [ScanKind::Png, ScanKind::Jpeg, ScanKind::Pdf];

    /// The kind whose signature `bytes` start with.
    pub fn of(bytes: &[u8]) -> Option<ScanKind> {
        if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
            Some(ScanKind::Png)
        } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
            Some(ScanKind::Jpeg)
        } else if bytes.starts_with(b"%PDF-") {
            Some(ScanKind::Pdf)
        } else {
            None
        }
    }

    /// The stable code stored in the diary, also the file extension.
    pub fn code(self) -> &'static str {
        match self {
            ScanKind::Png => "png",
            ScanKind::Jpeg => "jpeg",
            ScanKind::Pdf => "pdf",
        }
    }

    /// The kind of a stored code.
    pub fn from_code(code: &str) -> Option<ScanKind> {
        ScanKind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// Whether it is a picture the diary can show and print (not a PDF).
    pub fn is_picture(self) -> bool {
        self != ScanKind::Pdf
    }
}

/// Why a file cannot be kept as a scan.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ScanRefused {
    /// Not PNG, JPEG or PDF.
    NotAScan,
    /// Larger than [`MAX_SCAN_BYTES`]; its size in bytes.
    TooLarge(usize),
    /// A picture of more than [`MAX_SCAN_PIXELS`], as its header declares them.
    TooManyPixels {
        /// Its width in pixels.
        width: u32,
        /// Its height in pixels.
        height: u32,
    },
    /// The file could not be read; the system's words.
    Unreadable(String),
}

/// Checks a picture's size in pixels, as its header declares it, before it is decoded.
pub fn check_pixels(width: u32, height: u32) -> Result<(), ScanRefused> {
    match u64::from(width) * u64::from(height) > MAX_SCAN_PIXELS {
        true => Err(ScanRefused::TooManyPixels { width, height }),
        false => Ok(()),
    }
}

/// Checks a file to be kept as a scan: its kind, by its first bytes, and its size.
pub fn check_scan(bytes: &[u8]) -> Result<ScanKind, ScanRefused> {
    if bytes.len() > MAX_SCAN_BYTES {
        return Err(ScanRefused::TooLarge(bytes.len()));
    }
    ScanKind::of(bytes).ok_or(ScanRefused::NotAScan)
}

/// A scan kept in the diary, by its row.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct ScanId(pub i64);

/// A card or e-mail of a game's archive, by its row.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct ItemId(pub i64);

impl std::fmt::Display for ScanId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A scan kept in the diary, without its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scan {
    /// Its row.
    pub id: ScanId,
    /// The archive item it shows; `None` once that item was taken back, the scan still kept.
    pub item: Option<ItemId>,
    /// The file name it came with.
    pub name: String,
    /// What it is.
    pub kind: ScanKind,
    /// Its size in bytes.
    pub size: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scan_is_known_by_its_first_bytes_not_its_name_47_1_3() {
        assert_eq!(ScanKind::of(b"\x89PNG\r\n\x1a\n...."), Some(ScanKind::Png));
        assert_eq!(
            ScanKind::of(&[0xFF, 0xD8, 0xFF, 0xE0]),
            Some(ScanKind::Jpeg)
        );
        assert_eq!(ScanKind::of(b"%PDF-1.7\n"), Some(ScanKind::Pdf));
        assert_eq!(ScanKind::of(b"GIF89a"), None);
        assert_eq!(ScanKind::of(b""), None);
        for k in ScanKind::ALL {
            assert_eq!(ScanKind::from_code(k.code()), Some(k));
        }
    }

    #[test]
    fn a_file_too_large_or_not_a_picture_is_refused() {
        assert_eq!(check_scan(b"hello"), Err(ScanRefused::NotAScan));
        let mut big = b"%PDF-".to_vec();
        big.resize(MAX_SCAN_BYTES + 1, 0);
        assert_eq!(
            check_scan(&big),
            Err(ScanRefused::TooLarge(MAX_SCAN_BYTES + 1))
        );
        big.truncate(MAX_SCAN_BYTES);
        assert_eq!(check_scan(&big), Ok(ScanKind::Pdf));
    }
}
