//! Why a file brought into the diary was refused, in both languages: a game of a PGN file,
//! naming its line, and a card's photo or scan.

use super::Language;
use crate::domain::scans::{MAX_SCAN_BYTES, MAX_SCAN_PIXELS, ScanRefused};
use crate::pgn::{PgnProblem, list};

impl PgnProblem {
    /// The problem in `lang`.
    pub fn told(&self, lang: Language) -> String {
        match lang {
            Language::En => self.to_string(),
            Language::Ru => self.ru(),
        }
    }

    /// The problem in Russian.
    pub fn ru(&self) -> String {
        match self {
            PgnProblem::Unreadable(e) => format!("не читается: {e}"),
            PgnProblem::SetUpPosition => {
                "партии из заданной позиции (тег FEN) не поддерживаются".to_owned()
            }
            PgnProblem::Move {
                number,
                dots,
                san,
                ambiguous,
            } => {
                let why = if *ambiguous {
                    "неоднозначный ход"
                } else {
                    "невозможный ход"
                };
                format!("ход {number}{dots} {san}: {why}")
            }
            PgnProblem::BadDate { command, value } => {
                format!("[%{command} {value}]: не дата ГГГГ.ММ.ДД")
            }
            PgnProblem::TimeControl(v) => format!(
                "[TimeControl \"{v}\"]: это не контроль в ходах и днях (как 10/50 или 50d+1d); в турнире оставлено 30 дней на 10 ходов"
            ),
            PgnProblem::ArrivalsAssumed(moves) => format!(
                "нет [%ccrcv] для {} {} по e-mail: каждый считается полученным в день отправки",
                if moves.len() == 1 {
                    "хода"
                } else {
                    "ходов"
                },
                list(moves)
            ),
            PgnProblem::Contradicts {
                number,
                dots,
                file,
                diary,
            } => format!(
                "ход {number}{dots}: в файле {file}, а в дневнике отправлен {diary} (47.3.10); партия оставлена как есть"
            ),
            PgnProblem::ImplausibleDate { what, date } => format!(
                "{what} {}: дата до 1900 года или после следующего года; партия не импортирована",
                date.format("%d.%m.%Y")
            ),
            PgnProblem::OutOfOrder {
                number,
                dots,
                later,
                earlier,
                answer,
            } => {
                let (later, earlier) = (later.format("%d.%m.%Y"), earlier.format("%d.%m.%Y"));
                match answer {
                    true => format!(
                        "ход {number}{dots}: отправлен {later} ([%ccsnt]), раньше, чем получен ход, на который он отвечает ({earlier}); партия не импортирована"
                    ),
                    false => format!(
                        "ход {number}{dots}: получен {later} ([%ccrcv]), раньше, чем был отправлен ход, на который он отвечает ({earlier}); партия не импортирована"
                    ),
                }
            }
            PgnProblem::NotMine { me, white, black } => format!(
                "ни один из игроков не {me:?} (белые: {white:?}, черные: {black:?}); укажите --me ИМЯ"
            ),
        }
    }
}

impl ScanRefused {
    /// The refusal in `lang`.
    pub fn told(&self, lang: Language) -> String {
        let mb = |n: usize| n.div_ceil(1024 * 1024);
        match (self, lang) {
            (ScanRefused::NotAScan, Language::En) => {
                "not a photo or scan: a card is kept as PNG, JPEG or PDF".into()
            }
            (ScanRefused::NotAScan, Language::Ru) => {
                "это не фото и не скан: карточка хранится как PNG, JPEG или PDF".into()
            }
            (ScanRefused::TooLarge(n), Language::En) => format!(
                "{} MB is more than the {} MB a scan may take: scan at a lower resolution",
                mb(*n),
                mb(MAX_SCAN_BYTES)
            ),
            (ScanRefused::Unreadable(e), _) => e.clone(),
            (ScanRefused::TooManyPixels { width, height }, Language::En) => format!(
                "a picture of {width} × {height} pixels is more than the {} million a card's picture may have: scan at a lower resolution",
                MAX_SCAN_PIXELS / 1_000_000
            ),
            (ScanRefused::TooManyPixels { width, height }, Language::Ru) => format!(
                "снимок {width} × {height} точек — больше {} млн точек, допустимых для снимка карточки: отсканируйте с меньшим разрешением",
                MAX_SCAN_PIXELS / 1_000_000
            ),
            (ScanRefused::TooLarge(n), Language::Ru) => format!(
                "{} МБ — больше {} МБ, допустимых для скана: отсканируйте с меньшим разрешением",
                mb(*n),
                mb(MAX_SCAN_BYTES)
            ),
        }
    }
}
