//! The PDF backend: draws a [`Document`] with printpdf, DejaVu Sans embedded (subset) so that
//! Russian text is real and extractable, pieces drawn from the same font (white ones filled).

use std::collections::BTreeSet;

use chrono::{NaiveDateTime, TimeZone};
use printpdf::{
    Color, Greyscale, Line, LinePoint, Mm, Op, ParsedFont, PdfDocument, PdfFontHandle, PdfPage,
    PdfSaveOptions, Point, Pt, RawImage, RawImageData, RawImageFormat, TextItem, XObjectId,
    XObjectTransform,
};

use super::layout::{Document, Item, Picture, Weight, piece_glyphs};
use super::metrics::Fonts;
use crate::fonts::{DEJAVU_SANS, DEJAVU_SANS_BOLD};

/// Why a PDF could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PdfError {
    /// The embedded font could not be read (a broken build).
    #[error("the embedded font {0} cannot be read")]
    Font(&'static str),
    /// The drawn file could not be read back to finish it (a broken build).
    #[error("the PDF made could not be finished")]
    Rewrite,
}

impl Fonts {
    /// The face of `weight` cut down to the glyphs of `chars`, to embed: a postcard then carries
    /// a few kilobytes of font rather than the whole of DejaVu Sans.
    fn subset(&self, weight: Weight, chars: &BTreeSet<char>) -> Result<ParsedFont, PdfError> {
        use allsorts::binary::read::ReadScope;
        use allsorts::font_data::FontData;
        use allsorts::subset::{CmapTarget, SubsetProfile, subset};
        let (font, bytes, name) = match weight {
            Weight::Regular => (&self.regular, DEJAVU_SANS, "DejaVuSans"),
            Weight::Bold => (&self.bold, DEJAVU_SANS_BOLD, "DejaVuSans-Bold"),
        };
        // Glyph 0 (.notdef) first, then each used glyph once, as allsorts requires.
        let used: BTreeSet<u16> = chars
            .iter()
            .filter_map(|c| font.lookup_glyph_index(*c as u32))
            .filter(|g| *g != 0)
            .collect();
        let ids: Vec<u16> = std::iter::once(0).chain(used).collect();
        let data = ReadScope::new(bytes)
            .read::<FontData<'_>>()
            .map_err(|_| PdfError::Font(name))?;
        let provider = data.table_provider(0).map_err(|_| PdfError::Font(name))?;
        let cut = subset(&provider, &ids, &SubsetProfile::Pdf, CmapTarget::Unicode)
            .map_err(|_| PdfError::Font(name))?;
        let mut face =
            ParsedFont::from_bytes(&cut, 0, &mut Vec::new()).ok_or(PdfError::Font(name))?;
        // A subset's name carries a tag of six capitals made from its glyphs (ISO 32000-1,
        // 9.6.4), so a viewer shows "DejaVuSans" and knows it is a subset.
        let mut hash = ids.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, g| {
            (h ^ u64::from(*g)).wrapping_mul(0x0100_0000_01b3)
        });
        let tag: String = (0..6)
            .map(|_| {
                let letter = char::from(b'A' + (hash % 26) as u8);
                hash /= 26;
                letter
            })
            .collect();
        face.font_name = Some(format!("{tag}+{name}"));
        Ok(face)
    }
}

/// The characters `doc` writes in each weight; the pieces are drawn with the regular face.
fn characters(doc: &Document) -> (BTreeSet<char>, BTreeSet<char>) {
    let (mut regular, mut bold) = (BTreeSet::new(), BTreeSet::new());
    for item in doc.pages.iter().flat_map(|p| &p.items) {
        match item {
            Item::Text {
                text,
                weight: Weight::Regular,
                ..
            } => regular.extend(text.chars()),
            Item::Text {
                text,
                weight: Weight::Bold,
                ..
            } => bold.extend(text.chars()),
            Item::Piece { role, .. } => {
                let (solid, outline) = piece_glyphs(*role);
                regular.extend([solid, outline]);
            }
            Item::Line { .. } | Item::Rect { .. } | Item::Picture { .. } => {}
        }
    }
    (regular, bold)
}

fn grey(g: f32) -> Color {
    Color::Greyscale(Greyscale::new(g, None))
}

/// Draws `doc` as PDF bytes dated `created`, its author (the player) and maker named.
pub fn render(doc: &Document, created: NaiveDateTime, author: &str) -> Result<Vec<u8>, PdfError> {
    let fonts = super::metrics::fonts().ok_or(PdfError::Font("DejaVuSans"))?;
    let mut pdf = PdfDocument::new(&doc.title);
    let (regular_chars, bold_chars) = characters(doc);
    let regular =
        PdfFontHandle::External(pdf.add_font(&fonts.subset(Weight::Regular, &regular_chars)?));
    let bold = PdfFontHandle::External(pdf.add_font(&fonts.subset(Weight::Bold, &bold_chars)?));
    if let Some(when) = printpdf_time(created) {
        pdf.metadata.info.creation_date = when;
        pdf.metadata.info.modification_date = when;
        pdf.metadata.info.metadata_date = when;
    }
    let maker = format!("ccdiary {}", env!("CARGO_PKG_VERSION"));
    pdf.metadata.info.author = author.to_owned();
    pdf.metadata.info.creator = maker.clone();
    pdf.metadata.info.producer = maker;
    // Each picture is embedded once, however many pages show it.
    let mut pictures = Vec::new();
    for item in doc.pages.iter().flat_map(|p| &p.items) {
        if let Item::Picture { picture, .. } = item
            && !pictures
                .iter()
                .any(|(p, _)| std::sync::Arc::ptr_eq(p, picture))
        {
            let id = pdf.add_image(&RawImage {
                pixels: RawImageData::U8(picture.rgb.clone()),
                width: picture.width,
                height: picture.height,
                data_format: RawImageFormat::RGB8,
                tag: Vec::new(),
            });
            pictures.push((picture.clone(), id));
        }
    }
    let faces = Faces {
        fonts,
        regular,
        bold,
        pictures,
    };
    let pages = doc
        .pages
        .iter()
        .map(|page| {
            let ops = page
                .items
                .iter()
                .flat_map(|item| faces.draw(item, page.height))
                .collect();
            PdfPage::new(Mm(page.width), Mm(page.height), ops)
        })
        .collect();
    let bytes = pdf
        .with_pages(pages)
        .save(&PdfSaveOptions::default(), &mut Vec::new());
    without_pdfx_claim(bytes)
}

/// The fonts of one file: their metrics and the faces it embeds.
struct Faces<'a> {
    fonts: &'a Fonts,
    regular: PdfFontHandle,
    bold: PdfFontHandle,
    /// The pictures embedded, with their ids.
    pictures: Vec<(std::sync::Arc<Picture>, XObjectId)>,
}

impl Faces<'_> {
    /// The drawing operations of one item on a page `h` millimetres high.
    fn draw(&self, item: &Item, h: f32) -> Vec<Op> {
        let pt = |x: f32, y: f32| Point::new(Mm(x), Mm(h - y));
        match item {
            Item::Text { text, weight, .. } => {
                // A text the layout could not wrap is narrowed to its width, never below the
                // smallest printed size.
                let Some(printed) = item.printed() else {
                    return Vec::new();
                };
                let face = match weight {
                    Weight::Regular => self.regular.clone(),
                    Weight::Bold => self.bold.clone(),
                };
                text_ops(
                    face,
                    printed.size,
                    pt(printed.left, printed.baseline),
                    0.0,
                    text,
                )
            }
            Item::Line { from, to, width } => vec![
                Op::SetOutlineColor { col: grey(0.0) },
                Op::SetOutlineThickness { pt: Pt(*width) },
                Op::DrawLine {
                    line: Line {
                        points: [from, to]
                            .into_iter()
                            .map(|p| LinePoint {
                                p: pt(p.0, p.1),
                                bezier: false,
                            })
                            .collect(),
                        is_closed: false,
                    },
                },
            ],
            Item::Rect {
                x,
                y,
                w,
                h: rh,
                fill,
                stroke,
            } => {
                let mode = match (fill, stroke) {
                    (Some(_), true) => printpdf::PaintMode::FillStroke,
                    (Some(_), false) => printpdf::PaintMode::Fill,
                    (None, _) => printpdf::PaintMode::Stroke,
                };
                vec![
                    Op::SetFillColor {
                        col: grey(fill.unwrap_or(1.0)),
                    },
                    Op::SetOutlineColor { col: grey(0.0) },
                    Op::SetOutlineThickness { pt: Pt(0.6) },
                    Op::DrawRectangle {
                        rectangle: printpdf::Rect {
                            x: Mm(*x).into(),
                            y: Mm(h - y - rh).into(),
                            width: Mm(*w).into(),
                            height: Mm(*rh).into(),
                            mode: Some(mode),
                            winding_order: None,
                        },
                    },
                ]
            }
            Item::Picture {
                x,
                y,
                w,
                h: ph,
                picture,
            } => {
                let Some((_, id)) = self
                    .pictures
                    .iter()
                    .find(|(p, _)| std::sync::Arc::ptr_eq(p, picture))
                else {
                    return Vec::new();
                };
                // At `dpi` dots per inch the picture's pixels span `w` millimetres.
                let dpi = picture.width as f32 * 25.4 / w.max(1.0);
                let at = pt(*x, y + ph);
                vec![Op::UseXobject {
                    id: id.clone(),
                    transform: XObjectTransform {
                        translate_x: Some(at.x),
                        translate_y: Some(at.y),
                        dpi: Some(dpi),
                        ..Default::default()
                    },
                }]
            }
            Item::Piece {
                x,
                y,
                size,
                role,
                colour,
            } => {
                // A white piece is the solid glyph filled white under the outline glyph.
                let (solid, outline) = piece_glyphs(*role);
                let font_size = size * 72.0 / 25.4 * 0.85;
                let glyph_w = self
                    .fonts
                    .width_mm(Weight::Regular, &solid.to_string(), font_size);
                let at = pt(x + (size - glyph_w) / 2.0, y + size * 0.82);
                let glyph = |c: char, g: f32| {
                    text_ops(self.regular.clone(), font_size, at, g, &c.to_string())
                };
                match colour {
                    shakmaty::Color::White => [glyph(solid, 1.0), glyph(outline, 0.0)].concat(),
                    shakmaty::Color::Black => glyph(solid, 0.0),
                }
            }
        }
    }
}

/// A text in `face` at `size` points from `at`, filled with grey `g`.
fn text_ops(face: PdfFontHandle, size: f32, at: Point, g: f32, text: &str) -> Vec<Op> {
    vec![
        Op::StartTextSection,
        Op::SetFillColor { col: grey(g) },
        Op::SetFont {
            font: face,
            size: Pt(size),
        },
        Op::SetTextCursor { pos: at },
        Op::ShowText {
            items: vec![TextItem::Text(text.to_owned())],
        },
        Op::EndTextSection,
    ]
}

/// printpdf writes an empty `GTS_PDFXVersion` into every file's information, which makes
/// viewers report the papers as PDF/X; they are not, so the key goes.
fn without_pdfx_claim(bytes: Vec<u8>) -> Result<Vec<u8>, PdfError> {
    let mut doc = lopdf::Document::load_mem(&bytes).map_err(|_| PdfError::Rewrite)?;
    if let Ok(info) = doc
        .trailer
        .get(b"Info")
        .and_then(lopdf::Object::as_reference)
        && let Ok(dict) = doc
            .get_object_mut(info)
            .and_then(lopdf::Object::as_dict_mut)
    {
        dict.remove(b"GTS_PDFXVersion");
    }
    let mut out = Vec::with_capacity(bytes.len());
    doc.save_to(&mut out).map_err(|_| PdfError::Rewrite)?;
    Ok(out)
}

/// printpdf's date type from a local date and time.
fn printpdf_time(t: NaiveDateTime) -> Option<printpdf::OffsetDateTime> {
    let utc = chrono::Utc.from_utc_datetime(&t);
    printpdf::OffsetDateTime::from_unix_timestamp(utc.timestamp()).ok()
}
