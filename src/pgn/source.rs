//! Where a PGN is read from — a file, or a text in memory —, split into games a batch at a
//! time as it is read, so that an import never holds the whole file.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};

/// A PGN being read: its games, each with the line it starts on, a batch at a time.
pub struct Source<'a> {
    reader: Box<dyn BufRead + Send + 'a>,
    /// The file's name, to say which file could not be read.
    path: Option<PathBuf>,
    /// Its size, and how much of it is read: how far the reading has got.
    size: u64,
    read: u64,
    /// Lines read.
    lines: usize,
    /// The game being read; the next batch's first.
    game: Option<Chunk>,
    /// The length of the last game's text: room for the next.
    last_len: usize,
    in_movetext: bool,
    in_comment: bool,
    done: bool,
}

/// A file that could not be read (halfway or at all).
#[derive(Debug)]
pub struct Unreadable {
    /// The file.
    pub path: PathBuf,
    /// Why.
    pub error: std::io::Error,
}

impl Source<'static> {
    /// The PGN file at `path`.
    pub fn file(path: &Path) -> Result<Source<'static>, Unreadable> {
        let unreadable = |error| Unreadable {
            path: path.to_path_buf(),
            error,
        };
        let file = std::fs::File::open(path).map_err(unreadable)?;
        let size = file.metadata().map_err(unreadable)?.len();
        let mut source = Source::new(Box::new(BufReader::with_capacity(1 << 16, file)), size);
        source.path = Some(path.to_path_buf());
        Ok(source)
    }
}

impl<'a> Source<'a> {
    /// A PGN text in memory.
    pub fn text(text: &'a str) -> Source<'a> {
        Source::new(Box::new(text.as_bytes()), text.len() as u64)
    }

    fn new(reader: Box<dyn BufRead + Send + 'a>, size: u64) -> Source<'a> {
        Source {
            reader,
            path: None,
            size,
            read: 0,
            lines: 0,
            game: None,
            last_len: 0,
            in_movetext: false,
            in_comment: false,
            done: false,
        }
    }

    /// Its size in bytes.
    pub fn size(&self) -> u64 {
        self.size
    }

    /// How many of its bytes are read.
    pub fn read(&self) -> u64 {
        self.read
    }

    /// The next `most` games (fewer at the end, none after it). A game starts at its first
    /// tag after another's moves; a line of a comment that begins with "[" is the comment's,
    /// not a tag.
    pub fn next_games(&mut self, most: usize) -> Result<Vec<Chunk>, Unreadable> {
        let mut games = Vec::with_capacity(most);
        let mut line = Vec::new();
        while games.len() < most && !self.done {
            line.clear();
            let n = self.reader.read_until(b'\n', &mut line).map_err(|error| {
                let path = self.path.clone().unwrap_or_default();
                Unreadable { path, error }
            })?;
            if n == 0 {
                self.done = true;
                games.extend(self.game.take());
                break;
            }
            self.read += n as u64;
            self.lines += 1;
            // A file that starts with UTF-8's byte order mark starts with its first tag.
            let text = match self.lines {
                1 => line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&line),
                _ => &line,
            };
            if let Some(ended) = self.take_line(text) {
                games.push(ended);
            }
        }
        Ok(games)
    }

    /// Takes line `line` (the `self.lines`th) into the game being read; the game it ends.
    fn take_line(&mut self, line: &[u8]) -> Option<Chunk> {
        let trimmed = line.trim_ascii_start();
        let is_tag = trimmed.starts_with(b"[") && !self.in_comment;
        // Comments do not nest: the last brace of a line says whether one goes on.
        if !is_tag && let Some(at) = line.iter().rposition(|b| matches!(b, b'{' | b'}')) {
            self.in_comment = line[at] == b'{';
        }
        let mut ended = None;
        if is_tag && (self.in_movetext || self.game.is_none()) {
            ended = self.game.take();
            if let Some(ended) = &ended {
                self.last_len = ended.bytes.len();
            }
            self.game = Some(self.start());
            self.in_movetext = false;
        } else if !is_tag && !trimmed.is_empty() {
            if self.game.is_none() {
                self.game = Some(self.start());
            }
            self.in_movetext = true;
        }
        if let Some(game) = &mut self.game {
            game.bytes.extend_from_slice(line);
            if is_tag {
                game.tag(&trimmed[1..], self.lines, line.len());
            }
        }
        ended
    }

    /// A game starting on this line, with room for a text as long as the last (up to a
    /// megabyte: one huge game does not make every later one hold as much).
    fn start(&self) -> Chunk {
        Chunk {
            line: self.lines,
            bytes: Vec::with_capacity((self.last_len + self.last_len / 4).min(1 << 20)),
            tags: Vec::with_capacity(16),
            longest_tag: 0,
        }
    }
}

impl From<Unreadable> for crate::storage::StoreError {
    fn from(Unreadable { path, error }: Unreadable) -> Self {
        crate::storage::StoreError::io(&path, error)
    }
}

/// A game's text as the file has it, split from the others but not read yet.
#[derive(Debug)]
pub struct Chunk {
    /// The line it starts on.
    pub(super) line: usize,
    pub(super) bytes: Vec<u8>,
    /// Each tag's name with its line.
    pub(super) tags: Vec<(String, usize)>,
    /// The length of its longest tag line.
    pub(super) longest_tag: usize,
}

impl Chunk {
    /// A tag, from after its "[", on line `line` of `len` bytes.
    fn tag(&mut self, after_bracket: &[u8], line: usize, len: usize) {
        let name = after_bracket.split(|b| matches!(b, b' ' | b'"')).next();
        let name = String::from_utf8_lossy(name.unwrap_or_default());
        self.tags.push((name.into_owned(), line));
        self.longest_tag = self.longest_tag.max(len);
    }
}
