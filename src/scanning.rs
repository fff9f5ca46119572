//! The cards' photos and scans as files and pictures: a file read only once its size is known
//! to fit, and a picture decoded upright (a phone's EXIF orientation applied) and made small.

use std::io::Read;
use std::path::Path;

use image::{DynamicImage, ImageDecoder, ImageReader};

use crate::domain::scans::{MAX_SCAN_BYTES, ScanKind, ScanRefused, check_pixels, check_scan};

/// Reads the file at `path` as a scan: refused before reading when it is too large, and after
/// when it is not PNG, JPEG or PDF.
pub fn read_scan(path: &Path) -> Result<(ScanKind, Vec<u8>), ScanRefused> {
    let unreadable = |e: std::io::Error| ScanRefused::Unreadable(e.to_string());
    let file = std::fs::File::open(path).map_err(unreadable)?;
    let size = file.metadata().map_err(unreadable)?.len() as usize;
    if size > MAX_SCAN_BYTES {
        return Err(ScanRefused::TooLarge(size));
    }
    let mut bytes = Vec::with_capacity(size);
    file.take(MAX_SCAN_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    Ok((checked_scan(&bytes)?, bytes))
}

/// Checks `bytes` to be kept as a scan ([`check_scan`]), and a picture's size as its header
/// declares it, read before anything is decoded. A picture whose header cannot be read is
/// kept as the file it is: it is never decoded either.
pub fn checked_scan(bytes: &[u8]) -> Result<ScanKind, ScanRefused> {
    let kind = check_scan(bytes)?;
    let declared = ImageReader::new(std::io::Cursor::new(bytes))
        .with_guessed_format()
        .ok()
        .filter(|_| kind.is_picture())
        .and_then(|reader| reader.into_dimensions().ok());
    if let Some((width, height)) = declared {
        check_pixels(width, height)?;
    }
    Ok(kind)
}

/// The picture in `bytes`, turned upright and no larger than `longest` pixels on its longest
/// side; `None` if it cannot be read.
pub fn picture(bytes: &[u8], longest: u32) -> Option<DynamicImage> {
    let mut decoder = ImageReader::new(std::io::Cursor::new(bytes))
        .with_guessed_format()
        .ok()?
        .into_decoder()
        .ok()?;
    let (width, height) = decoder.dimensions();
    check_pixels(width, height).ok()?;
    let orientation = decoder.orientation().ok();
    let mut image = DynamicImage::from_decoder(decoder).ok()?;
    if let Some(o) = orientation {
        image.apply_orientation(o);
    }
    if image.width().max(image.height()) > longest {
        image = image.resize(longest, longest, image::imageops::FilterType::Triangle);
    }
    Some(image)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_is_made_small_in_proportion() {
        let big = image::RgbImage::from_pixel(400, 100, image::Rgb([1, 2, 3]));
        let mut png = std::io::Cursor::new(Vec::new());
        big.write_to(&mut png, image::ImageFormat::Png).unwrap();
        let small = picture(png.get_ref(), 200).unwrap();
        assert_eq!((small.width(), small.height()), (200, 50));
        assert!(picture(b"%PDF-1.4", 200).is_none());
    }

    #[test]
    fn a_file_too_large_is_refused_before_it_is_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("film.jpg");
        let file = std::fs::File::create(&path).unwrap();
        file.set_len(MAX_SCAN_BYTES as u64 + 1).unwrap();
        assert_eq!(
            read_scan(&path),
            Err(ScanRefused::TooLarge(MAX_SCAN_BYTES + 1))
        );
        assert!(matches!(
            read_scan(&dir.path().join("none.png")),
            Err(ScanRefused::Unreadable(_))
        ));
    }
}
