//! The layout model of a printed document: pages of positioned texts, lines, boxes and chess
//! pieces, in millimetres from the top-left corner. Documents are built as this model, which
//! tests inspect, and the PDF backend draws it.

use super::metrics::width_mm;
use shakmaty::{Color, Role};

/// How a text stands on its x coordinate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    /// Starts at x.
    Left,
    /// Centred on x.
    Center,
    /// Ends at x.
    Right,
}

/// The weight of a text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Weight {
    /// Regular.
    Regular,
    /// Bold.
    Bold,
}

/// One thing drawn on a page. Coordinates are millimetres from the top-left corner; a text's
/// y is its baseline.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    /// A photo or scan, `w` × `h` millimetres from (x, y) top-left; the paper keeps its
    /// proportions.
    Picture {
        /// Left.
        x: f32,
        /// Top.
        y: f32,
        /// Width.
        w: f32,
        /// Height.
        h: f32,
        /// The pixels.
        picture: std::sync::Arc<Picture>,
    },
    /// A line of text, narrowed to `max_width` if it would not fit, never below [`MIN_TEXT_PT`];
    /// long text is wrapped by the paper before it gets here.
    Text {
        /// Where it stands.
        x: f32,
        /// Its baseline.
        y: f32,
        /// Font size in points.
        size: f32,
        /// The text.
        text: String,
        /// Regular or bold.
        weight: Weight,
        /// Left, centre or right of x.
        align: Align,
        /// The widest it may be, in millimetres.
        max_width: Option<f32>,
    },
    /// A straight line.
    Line {
        /// Start.
        from: (f32, f32),
        /// End.
        to: (f32, f32),
        /// Thickness in points.
        width: f32,
    },
    /// A rectangle, filled with a grey (0 black … 1 white) and/or outlined.
    Rect {
        /// Left.
        x: f32,
        /// Top.
        y: f32,
        /// Width.
        w: f32,
        /// Height.
        h: f32,
        /// Fill grey, if filled.
        fill: Option<f32>,
        /// Whether to draw the outline.
        stroke: bool,
    },
    /// A chess piece centred in a square of `size` at (x, y) top-left.
    Piece {
        /// Left of the square.
        x: f32,
        /// Top of the square.
        y: f32,
        /// Side of the square.
        size: f32,
        /// Which piece.
        role: Role,
        /// Whose.
        colour: Color,
    },
}

/// One page.
#[derive(Debug, Clone, PartialEq)]
pub struct Page {
    /// Width in millimetres.
    pub width: f32,
    /// Height in millimetres.
    pub height: f32,
    /// What is drawn, in order.
    pub items: Vec<Item>,
}

impl Page {
    /// An empty page.
    pub fn new(width: f32, height: f32) -> Self {
        Page {
            width,
            height,
            items: Vec::new(),
        }
    }

    /// Adds a left-aligned regular text.
    pub fn text(&mut self, x: f32, y: f32, size: f32, text: impl Into<String>) {
        self.add_text(x, y, size, text, Weight::Regular, Align::Left, None);
    }

    /// Adds a left-aligned bold text.
    pub fn bold(&mut self, x: f32, y: f32, size: f32, text: impl Into<String>) {
        self.add_text(x, y, size, text, Weight::Bold, Align::Left, None);
    }

    /// Adds a text in a cell of `width` starting at x, aligned in it and narrowed to fit, never
    /// below [`MIN_TEXT_PT`].
    pub fn cell(
        &mut self,
        x: f32,
        y: f32,
        width: f32,
        size: f32,
        text: impl Into<String>,
        align: Align,
    ) {
        let (x, inner) = (x + 1.0, (width - 2.0).max(1.0));
        let at = match align {
            Align::Left => x,
            Align::Center => x + inner / 2.0,
            Align::Right => x + inner,
        };
        self.add_text(at, y, size, text, Weight::Regular, align, Some(inner));
    }

    /// Adds a paper's title: bold, 13 pt, centred on the page at baseline `y`.
    pub fn heading(&mut self, y: f32, text: impl Into<String>) {
        let x = self.width / 2.0;
        self.add_text(x, y, 13.0, text, Weight::Bold, Align::Center, None);
    }

    /// Adds any text.
    #[expect(
        clippy::too_many_arguments,
        reason = "a text item has that many properties"
    )]
    pub fn add_text(
        &mut self,
        x: f32,
        y: f32,
        size: f32,
        text: impl Into<String>,
        weight: Weight,
        align: Align,
        max_width: Option<f32>,
    ) {
        let text = text.into();
        if text.is_empty() {
            return;
        }
        self.items.push(Item::Text {
            x,
            y,
            size,
            text,
            weight,
            align,
            max_width,
        });
    }

    /// Writes `text` in `weight`, wrapped to `width` millimetres, from baseline `y` down, `step`
    /// apart, blank lines left out; returns the baseline after the last line.
    #[allow(clippy::too_many_arguments)]
    pub fn wrapped(
        &mut self,
        x: f32,
        mut y: f32,
        size: f32,
        weight: Weight,
        text: &str,
        width: f32,
        step: f32,
    ) -> f32 {
        for line in wrap(text, weight, size, width) {
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            self.add_text(x, y, size, line, weight, Align::Left, Some(width));
            y += step;
        }
        y
    }

    /// Adds a line.
    pub fn line(&mut self, from: (f32, f32), to: (f32, f32), width: f32) {
        self.items.push(Item::Line { from, to, width });
    }

    /// Adds an outlined rectangle.
    pub fn frame(&mut self, x: f32, y: f32, w: f32, h: f32) {
        self.items.push(Item::Rect {
            x,
            y,
            w,
            h,
            fill: None,
            stroke: true,
        });
    }

    /// The page's lines as a reader reads them, top to bottom: the texts on one baseline, left
    /// to right, a space apart.
    pub fn lines(&self) -> Vec<String> {
        let mut texts: Vec<(i64, f32, &str)> = self
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Text { x, y, text, .. } => {
                    Some(((y * 10.0).round() as i64, *x, text.as_str()))
                }
                _ => None,
            })
            .collect();
        texts.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
        texts
            .chunk_by(|a, b| a.0 == b.0)
            .map(|line| line.iter().map(|t| t.2).collect::<Vec<_>>().join(" "))
            .collect()
    }

    /// Every text on the page, in order: what a reader extracts.
    pub fn texts(&self) -> Vec<&str> {
        self.items
            .iter()
            .filter_map(|i| match i {
                Item::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }
}

impl Page {
    /// The items that stand outside the page less `margin` millimetres on every side: what a
    /// printer would cut off. A text's extent is its printed width in the embedded fonts, from
    /// the top of its capitals to the bottom of its descenders.
    pub fn outside(&self, margin: f32) -> Vec<&Item> {
        let (left, top) = (margin, margin);
        let (right, bottom) = (self.width - margin, self.height - margin);
        let inside = |x: f32, y: f32| (left..=right).contains(&x) && (top..=bottom).contains(&y);
        self.items
            .iter()
            .filter(|item| match item {
                Item::Text { .. } => item.printed().is_some_and(|p| {
                    !inside(p.left, p.bottom()) || !inside(p.left + p.width, p.top())
                }),
                Item::Line { from, to, .. } => !inside(from.0, from.1) || !inside(to.0, to.1),
                Item::Rect { x, y, w, h, .. } => !inside(*x, *y) || !inside(x + w, y + h),
                Item::Piece { x, y, size, .. } => !inside(*x, *y) || !inside(x + size, y + size),
                Item::Picture { x, y, w, h, .. } => !inside(*x, *y) || !inside(x + w, y + h),
            })
            .collect()
    }
}

/// A picture's pixels, 8-bit RGB, row by row.
#[derive(Clone, PartialEq, Eq)]
pub struct Picture {
    /// Pixels across.
    pub width: usize,
    /// Pixels down.
    pub height: usize,
    /// Red, green and blue of each pixel.
    pub rgb: Vec<u8>,
}

impl std::fmt::Debug for Picture {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Picture({} × {})", self.width, self.height)
    }
}

/// Where and how large a text prints.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Printed {
    /// Its left edge, in millimetres.
    pub left: f32,
    /// Its baseline.
    pub baseline: f32,
    /// Its size in points.
    pub size: f32,
    /// Its width in millimetres.
    pub width: f32,
}

impl Printed {
    /// The top of its capitals.
    pub fn top(&self) -> f32 {
        self.baseline - 0.72 * self.size * 0.3528
    }

    /// The bottom of its descenders.
    pub fn bottom(&self) -> f32 {
        self.baseline + 0.2 * self.size * 0.3528
    }
}

impl Item {
    /// Where and how large a text prints (narrowed to its width, never below
    /// [`MIN_TEXT_PT`]); `None` for anything but text.
    pub fn printed(&self) -> Option<Printed> {
        let Item::Text {
            x,
            y,
            size,
            text,
            weight,
            align,
            max_width,
        } = self
        else {
            return None;
        };
        let size = printed_size(text, *weight, *size, *max_width);
        let width = width_mm(*weight, text, size);
        let left = match align {
            Align::Left => *x,
            Align::Center => x - width / 2.0,
            Align::Right => x - width,
        };
        Some(Printed {
            left,
            baseline: *y,
            size,
            width,
        })
    }
}

/// The size a text prints at: its own, or narrowed to `max_width`, never below
/// [`MIN_TEXT_PT`] (nor above its own).
fn printed_size(text: &str, weight: Weight, size: f32, max_width: Option<f32>) -> f32 {
    let width = width_mm(weight, text, size);
    match max_width {
        Some(max) if width > max => (size * max / width).max(MIN_TEXT_PT.min(size)),
        _ => size,
    }
}

/// Pages written from the top down: when the next line would pass the bottom, a new page of the
/// same size is started at the top, so nothing is cut off or dropped.
pub struct Flow {
    pages: Vec<Page>,
    y: f32,
    top: f32,
    bottom: f32,
}

impl Flow {
    /// Goes on from `y` on `first`; later pages start at `top`; no line passes `bottom`.
    pub fn new(first: Page, y: f32, top: f32, bottom: f32) -> Self {
        Flow {
            pages: vec![first],
            y,
            top,
            bottom,
        }
    }

    /// The page and the baseline for a line `height` high, on a new page if it does not fit on
    /// this one; the next line goes below it.
    pub fn line(&mut self, height: f32) -> (&mut Page, f32) {
        self.keep(height);
        self.y += height;
        let last = self.pages.len() - 1;
        (&mut self.pages[last], self.y)
    }

    /// Like [`Flow::line`], for the rows of a table: a new page first gets the table's `head`,
    /// drawn from the page's top and `head_height` high, and the row goes below it.
    pub fn row(
        &mut self,
        height: f32,
        head_height: f32,
        head: impl FnOnce(&mut Page, f32),
    ) -> (&mut Page, f32) {
        if self.y + height > self.bottom && self.y > self.top {
            let (w, h) = (self.pages[0].width, self.pages[0].height);
            let mut page = Page::new(w, h);
            head(&mut page, self.top);
            self.pages.push(page);
            self.y = self.top + head_height;
        }
        // Below the head the row stays on this page, however tall it is.
        self.y += height;
        let last = self.pages.len() - 1;
        (&mut self.pages[last], self.y)
    }

    /// The page and the top of a block `height` high drawn by the caller, on a new page if it
    /// does not fit on this one; what follows goes below it.
    pub fn block(&mut self, height: f32) -> (&mut Page, f32) {
        self.line(height);
        let last = self.pages.len() - 1;
        (&mut self.pages[last], self.y - height)
    }

    /// Keeps what follows, `height` high, on one page: a new page now unless it fits on this
    /// one (a signature never stands alone on a sheet).
    pub fn keep(&mut self, height: f32) {
        if self.y + height > self.bottom && self.y > self.top {
            let (w, h) = (self.pages[0].width, self.pages[0].height);
            self.pages.push(Page::new(w, h));
            self.y = self.top;
        }
    }

    /// Leaves `height` of space, unless at the top of a page.
    pub fn skip(&mut self, height: f32) {
        if self.y > self.top {
            self.y = (self.y + height).min(self.bottom);
        }
    }

    /// The pages written; when there are several, each names at its foot what the paper is
    /// about (`named`: the tournament, the game) and is numbered "лист N из M", so a loose sheet
    /// can be put back.
    pub fn pages(self, named: &str) -> Vec<Page> {
        let mut pages = self.pages;
        let of = pages.len();
        if of > 1 {
            // Cut, never shrunk: the foot keeps its 8 pt on one line.
            let named: String = match named.chars().count() {
                0..=80 => named.to_owned(),
                _ => named.chars().take(79).chain(['…']).collect(),
            };
            for (n, page) in pages.iter_mut().enumerate() {
                let (x, y) = (page.width / 2.0, self.bottom + 6.0);
                let text = match named.is_empty() {
                    true => format!("лист {} из {of}", n + 1),
                    false => format!("{named} — лист {} из {of}", n + 1),
                };
                page.add_text(x, y, 8.0, text, Weight::Regular, Align::Center, None);
            }
        }
        pages
    }
}

/// A document: a title and its pages.
#[derive(Debug, Clone, PartialEq)]
pub struct Document {
    /// The title written into the PDF.
    pub title: String,
    /// The pages.
    pub pages: Vec<Page>,
}

/// A4 portrait in millimetres.
pub const A4: (f32, f32) = (210.0, 297.0);
/// A6 landscape in millimetres: the Russian postcard.
pub const A6_LANDSCAPE: (f32, f32) = (148.0, 105.0);
/// A C6 envelope, landscape, in millimetres: an A6 sheet goes in it.
pub const C6_LANDSCAPE: (f32, f32) = (162.0, 114.0);

/// A piece's glyphs in DejaVu Sans: the solid form, and the outline drawn over it for White.
pub fn piece_glyphs(role: Role) -> (char, char) {
    match role {
        Role::King => ('♚', '♔'),
        Role::Queen => ('♛', '♕'),
        Role::Rook => ('♜', '♖'),
        Role::Bishop => ('♝', '♗'),
        Role::Knight => ('♞', '♘'),
        Role::Pawn => ('♟', '♙'),
    }
}

/// The smallest size any paper prints text at, in points.
pub const MIN_TEXT_PT: f32 = 8.0;

/// `text` broken into lines that print no wider than `width` millimetres at `size` points: at
/// spaces, keeping its own line breaks; a word wider than a line is broken after its hyphens,
/// else between letters.
pub fn wrap(text: &str, weight: Weight, size: f32, width: f32) -> Vec<String> {
    let fits = |s: &str| width_mm(weight, s, size) <= width;
    let mut lines = Vec::new();
    for source in text.lines() {
        let mut line = String::new();
        // A no-break space holds a move to its number ("13.\u{a0}…\u{a0}Кa5-c6").
        for word in source.split([' ', '\t']).filter(|w| !w.is_empty()) {
            let joined = if line.is_empty() {
                word.to_owned()
            } else {
                format!("{line} {word}")
            };
            if fits(&joined) {
                line = joined;
                continue;
            }
            // A dash never starts a line: the word before it goes along.
            let dash = word.starts_with(['-', '–', '—']);
            match line.rsplit_once(' ') {
                Some((head, last)) if dash && fits(&format!("{last} {word}")) => {
                    let last = format!("{last} {word}");
                    lines.push(head.to_owned());
                    line = last;
                    continue;
                }
                // Nothing to take along: a dash alone hangs at the end of this line.
                _ if dash && word.chars().count() == 1 && !line.is_empty() => {
                    line = joined;
                    continue;
                }
                _ => {}
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            // A word too long for a line breaks after its hyphens, else between letters.
            for part in word.split_inclusive('-') {
                let joined = format!("{line}{part}");
                if fits(&joined) {
                    line = joined;
                    continue;
                }
                if !line.is_empty() {
                    lines.push(std::mem::take(&mut line));
                }
                for c in part.chars() {
                    line.push(c);
                    if !fits(&line) && line.chars().count() > 1 {
                        // A hyphen never starts a line: it hangs at the end of this one.
                        if c == '-' {
                            lines.push(std::mem::take(&mut line));
                            continue;
                        }
                        line.pop();
                        lines.push(std::mem::take(&mut line));
                        line.push(c);
                    }
                }
            }
        }
        lines.push(line);
    }
    lines
}

/// Writes `text` wrapped to `width` millimetres from baseline `y` down, `size` points, the
/// lines 0.45 × size apart; returns the baseline after the last line.
pub fn paragraph(page: &mut Page, x: f32, mut y: f32, size: f32, text: &str, width: f32) -> f32 {
    for line in wrap(text, Weight::Regular, size, width) {
        page.text(x, y, size, line);
        y += size * 0.45;
    }
    y
}
