//! A paper's PDF cut to the pages of one job, and a card's pages set on A4 at their true size
//! with crop marks, for a printer that does not feed the card's own sheet.

use lopdf::{Dictionary, Document, Object, Stream};

/// Points in a millimetre.
const PT_PER_MM: f32 = 72.0 / 25.4;
/// A4 portrait in points.
const A4_PT: (f32, f32) = (210.0 * PT_PER_MM, 297.0 * PT_PER_MM);
/// A crop mark's length and its gap from the card's corner, in points.
const MARK: f32 = 6.0 * PT_PER_MM;
const GAP: f32 = 2.0 * PT_PER_MM;

/// Why a PDF could not be made ready for the printer.
#[derive(Debug, thiserror::Error)]
#[error("the PDF could not be prepared for the printer: {0}")]
pub struct ImposeError(String);

impl From<lopdf::Error> for ImposeError {
    fn from(e: lopdf::Error) -> Self {
        ImposeError(e.to_string())
    }
}

/// The pages `pages` (counted from 0) of the PDF `bytes`, each set on A4 at its true size with
/// crop marks when `on_a4`.
pub fn job_pdf(
    bytes: &[u8],
    pages: std::ops::Range<usize>,
    on_a4: bool,
) -> Result<Vec<u8>, ImposeError> {
    let mut doc = Document::load_mem(bytes)?;
    let all = doc.get_pages();
    let gone: Vec<u32> = all
        .keys()
        .copied()
        .filter(|n| !pages.contains(&(*n as usize - 1)))
        .collect();
    doc.delete_pages(&gone);
    if on_a4 {
        for (_, page) in doc.get_pages() {
            on_a4_page(&mut doc, page)?;
        }
    }
    doc.prune_objects();
    let mut out = Vec::new();
    doc.save_to(&mut out)
        .map_err(|e| ImposeError(e.to_string()))?;
    Ok(out)
}

/// Of each page of the PDF `bytes`, whether it is an envelope's address side (C6, 162 × 114
/// mm), which goes on the envelope rather than on the sheets.
pub fn envelope_pages(bytes: &[u8]) -> Result<Vec<bool>, ImposeError> {
    let doc = Document::load_mem(bytes)?;
    let c6 = 162.0 * PT_PER_MM;
    doc.get_pages()
        .values()
        .map(|p| {
            let [x0, y0, x1, y1] = media_box(&doc, *p)?;
            Ok(((x1 - x0).abs().max((y1 - y0).abs()) - c6).abs() < 3.0)
        })
        .collect()
}

/// The page's size in points, from its own or an inherited MediaBox.
fn media_box(doc: &Document, page: lopdf::ObjectId) -> Result<[f32; 4], ImposeError> {
    let mut node = doc.get_dictionary(page)?;
    loop {
        if let Ok(b) = node.get(b"MediaBox").and_then(Object::as_array) {
            let n: Vec<f32> = b.iter().filter_map(|o| o.as_float().ok()).collect();
            if let [x0, y0, x1, y1] = n[..] {
                return Ok([x0, y0, x1, y1]);
            }
        }
        let parent = node.get(b"Parent").and_then(Object::as_reference)?;
        node = doc.get_dictionary(parent)?;
    }
}

/// The page's resources, its own or the nearest inherited, written in place or referred to.
fn resources(doc: &Document, page: lopdf::ObjectId) -> Result<Dictionary, ImposeError> {
    let mut node = doc.get_dictionary(page)?;
    loop {
        match node.get(b"Resources") {
            Ok(Object::Dictionary(d)) => return Ok(d.clone()),
            Ok(Object::Reference(id)) => return Ok(doc.get_dictionary(*id)?.clone()),
            _ => {}
        }
        match node.get(b"Parent").and_then(Object::as_reference) {
            Ok(parent) => node = doc.get_dictionary(parent)?,
            Err(_) => return Ok(Dictionary::new()),
        }
    }
}

/// Turns `page` into an A4 page holding its old self, centred, upright, at its true size,
/// with a pair of crop marks at each corner.
fn on_a4_page(doc: &mut Document, page: lopdf::ObjectId) -> Result<(), ImposeError> {
    let [x0, y0, x1, y1] = media_box(doc, page)?;
    let (w, h) = (x1 - x0, y1 - y0);
    let content = doc.get_page_content(page);
    let resources = resources(doc, page)?;
    let mut form = Dictionary::new();
    form.set("Type", "XObject");
    form.set("Subtype", "Form");
    form.set("BBox", vec![x0.into(), y0.into(), x1.into(), y1.into()]);
    form.set("Resources", resources);
    let form = doc.add_object(Stream::new(form, content));
    // The card's lower left corner on the sheet.
    let (left, bottom) = ((A4_PT.0 - w) / 2.0, (A4_PT.1 - h) / 2.0);
    let mut ops = format!(
        "q 1 0 0 1 {} {} cm /Card Do Q\nq 0.3 w 0 G\n",
        left - x0,
        bottom - y0
    );
    for (x, y) in [
        (left, bottom),
        (left + w, bottom),
        (left, bottom + h),
        (left + w, bottom + h),
    ] {
        let sx = if x > left { 1.0 } else { -1.0 };
        let sy = if y > bottom { 1.0 } else { -1.0 };
        // One mark along each edge, outside the card.
        ops += &format!(
            "{} {} m {} {} l S\n{} {} m {} {} l S\n",
            x + sx * GAP,
            y,
            x + sx * (GAP + MARK),
            y,
            x,
            y + sy * GAP,
            x,
            y + sy * (GAP + MARK)
        );
    }
    ops += "Q\n";
    let contents = doc.add_object(Stream::new(Dictionary::new(), ops.into_bytes()));
    let mut xobjects = Dictionary::new();
    xobjects.set("Card", form);
    let mut own = Dictionary::new();
    own.set("XObject", xobjects);
    let dict = doc.get_dictionary_mut(page)?;
    dict.set(
        "MediaBox",
        vec![0.into(), 0.into(), A4_PT.0.into(), A4_PT.1.into()],
    );
    // The card's own boxes, links or turn (its own or inherited) would tell the printer's
    // filters the page is still the card.
    for other in [&b"TrimBox"[..], b"BleedBox", b"ArtBox", b"Annots"] {
        dict.remove(other);
    }
    dict.set(
        "CropBox",
        vec![0.into(), 0.into(), A4_PT.0.into(), A4_PT.1.into()],
    );
    dict.set("Rotate", 0);
    dict.set("Resources", own);
    dict.set("Contents", contents);
    Ok(())
}
