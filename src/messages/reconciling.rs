//! The partner's schedule beside mine, told: where, which cell, both values, the clause that
//! decides; and why his file could not be read.

use shakmaty::Color;
use shakmaty::uci::UciMove;

use super::Language;
use crate::domain::deadlines::GameRecords;
use crate::domain::format_date;
use crate::domain::notation::{Notation, replay};
use crate::domain::reconcile::{Decides, Difference, Gap, HisMove, Place};
use crate::reconciling::HisFileError;

/// One difference as the cells of a row: where, which cell, mine, his, what decides.
pub struct DifferenceTold {
    /// "White 3", "Белые 3", or a side's final total.
    pub place: String,
    /// The cell: "received", "sent", "days", "total", "move", "row".
    pub cell: String,
    /// The diary's value.
    pub mine: String,
    /// His value.
    pub his: String,
    /// The clause that decides, in words.
    pub decides: String,
}

impl DifferenceTold {
    /// The row as one line: "White 3, received: mine 19.05.2026, his 20.05.2026 — …".
    pub fn line(&self, lang: Language) -> String {
        let (mine, his) = match lang {
            Language::En => ("mine", "his"),
            Language::Ru => ("у меня", "у партнера"),
        };
        format!(
            "{}, {}: {mine} {}, {his} {} — {}",
            self.place, self.cell, self.mine, self.his, self.decides
        )
    }
}

fn side_word(side: Color, lang: Language) -> &'static str {
    match (side, lang) {
        (Color::White, Language::En) => "White",
        (Color::Black, Language::En) => "Black",
        (Color::White, Language::Ru) => "Белые",
        (Color::Black, Language::Ru) => "Черные",
    }
}

fn day(d: Option<chrono::NaiveDate>, lang: Language) -> String {
    d.map_or_else(
        || match lang {
            Language::En => "none".to_owned(),
            Language::Ru => "нет".to_owned(),
        },
        format_date,
    )
}

fn number(n: Option<u32>, lang: Language) -> String {
    n.map_or_else(|| day(None, lang), |n| n.to_string())
}

/// `uci` at ply `ply` of the diary's game in `notation`, or as UCI where it is not legal there.
fn move_text(r: &GameRecords, ply: u32, uci: UciMove, notation: Notation) -> String {
    let line = replay(r.plies.iter().take(ply as usize).map(|p| &p.uci));
    match (line.moves.len() == ply as usize, uci.to_move(&line.last())) {
        (true, Ok(m)) => notation.format(&line.last(), m),
        _ => uci.to_string(),
    }
}

/// The difference told in `lang`, moves in `notation`.
pub fn difference_told(
    r: &GameRecords,
    d: &Difference,
    notation: Notation,
    lang: Language,
) -> DifferenceTold {
    let en = lang == Language::En;
    let place = match d.place {
        Place::Move { number, side } => format!("{} {number}", side_word(side, lang)),
        Place::Final(side) => {
            format!(
                "{} {}",
                side_word(side, lang),
                if en { "in all" } else { "итого" }
            )
        }
    };
    let ply = match d.place {
        Place::Move { number, side } => (number - 1) * 2 + u32::from(side == Color::Black),
        Place::Final(_) => 0,
    };
    let w = |e: &str, r: &str| if en { e.to_owned() } else { r.to_owned() };
    let (cell, mine, his) = match &d.gap {
        Gap::Move { mine, his } => (
            w("move", "ход"),
            move_text(r, ply, *mine, notation),
            match his {
                HisMove::Read(uci) => move_text(r, ply, *uci, notation),
                HisMove::Unreadable(text) => format!("«{text}»"),
            },
        ),
        Gap::Received { mine, his } => {
            (w("received", "получен"), day(*mine, lang), day(*his, lang))
        }
        Gap::Sent { mine, his } => (
            w("sent", "отправлен"),
            day(mine.map(|e| e.date), lang),
            day(*his, lang),
        ),
        Gap::Days {
            mine,
            his,
            his_dates_give,
            leave,
        } => {
            let mut mine = number(*mine, lang);
            if *leave > 0 {
                mine += &if en {
                    format!(" ({leave} of leave not charged)")
                } else {
                    format!(" ({leave} дн. перерыва не засчитано)")
                };
            }
            let mut his_text = number(*his, lang);
            if let Some(g) = his_dates_give.filter(|g| Some(*g) != *his) {
                his_text += &if en {
                    format!(" (his own dates give {g})")
                } else {
                    format!(" (по его же датам {g})")
                };
            }
            (w("days", "дней"), mine, his_text)
        }
        Gap::Total { mine, his, penalty } => {
            let mut mine = mine.to_string();
            if *penalty > 0 {
                mine += &if en {
                    format!(" (with {penalty} penalty days)")
                } else {
                    format!(" (с {penalty} штрафными дн.)")
                };
            }
            (w("total", "всего"), mine, number(*his, lang))
        }
        Gap::OnlyMine => (
            w("row", "строка"),
            w("recorded", "записан"),
            day(None, lang),
        ),
        Gap::OnlyHis => (
            w("row", "строка"),
            day(None, lang),
            w("recorded", "записан"),
        ),
    };
    DifferenceTold {
        place,
        cell,
        mine,
        his,
        decides: d.decides.told(lang),
    }
}

impl Decides {
    /// The clause that decides, in words.
    pub fn told(self, lang: Language) -> String {
        let en = lang == Language::En;
        let text = match self {
            Decides::SentMove if en => {
                "the move as sent stands and cannot be changed (47.3.10); an unclear move is asked for again within 3 days (47.3.12)"
            }
            Decides::SentMove => {
                "отправленный ход не может быть изменен (47.3.10); о неразборчивом ходе запрашивают в трехдневный срок (47.3.12)"
            }
            Decides::Receiver { mine: true } if en => {
                "the receiver records the day of receipt: I received it, the date is mine (47.2.2.4)"
            }
            Decides::Receiver { mine: true } => {
                "дату получения фиксирует получатель, получатель — я (47.2.2.4)"
            }
            Decides::Receiver { mine: false } if en => {
                "the receiver records the day of receipt: he received it, the date is his (47.2.2.4)"
            }
            Decides::Receiver { mine: false } => {
                "дату получения фиксирует получатель, получатель — партнер (47.2.2.4)"
            }
            Decides::LatestPostmark if en => {
                "of two or more postmarks the receiver gets the latest (47.2.2.3)"
            }
            Decides::LatestPostmark => {
                "при двух и более штемпелях для получателя принимается более поздняя дата (47.2.2.3)"
            }
            Decides::RegisteredReceipt if en => {
                "registered mail: the post office's receipt decides (47.2.2.2)"
            }
            Decides::RegisteredReceipt => {
                "заказное отправление: дата по штемпелю на квитанции (47.2.2.2)"
            }
            Decides::Postmark { i_hold_card: true } if en => {
                "the postmark decides (47.2.2.1); his card is in my hands, he could not see it"
            }
            Decides::Postmark { i_hold_card: true } => {
                "дата по почтовому штемпелю (47.2.2.1); открытка партнера у меня, он штемпеля не видел"
            }
            Decides::Postmark { i_hold_card: false } if en => {
                "the postmark decides (47.2.2.1); my card is in his hands"
            }
            Decides::Postmark { i_hold_card: false } => {
                "дата по почтовому штемпелю (47.2.2.1); моя открытка у партнера"
            }
            Decides::WrittenDate if en => {
                "no readable postmark: the sender's written date counts (47.2.2.4)"
            }
            Decides::WrittenDate => {
                "штемпеля нет или он неразборчив: дата, указанная отправителем (47.2.2.4)"
            }
            Decides::Clarify if en => "no date at all: it is clarified in the reply (47.2.2.5)",
            Decides::Clarify => "даты нет: уточняется при ответе (47.2.2.5)",
            Decides::Days if en => {
                "days are sent − received, the day of receipt not counted, leave not charged (47.4.1, 47.7.1)"
            }
            Decides::Days => {
                "время на ход — от получения до отправки, день получения не считается, перерыв не засчитывается (47.4.1, 47.7.1)"
            }
            Decides::Total if en => {
                "the total is the days of all moves plus penalty days (47.4.1, 47.4.9); a later total is listed only where this difference changes"
            }
            Decides::Total => {
                "суммарное время — время всех ходов плюс штрафные дни (47.4.1, 47.4.9); следующие итоги указаны, только если разница меняется"
            }
            Decides::Behind if en => "one schedule is behind the other: compare the cards",
            Decides::Behind => "один из графиков отстает: сверьте открытки",
        };
        text.to_owned()
    }
}

impl HisFileError {
    /// The refusal in `lang`, naming the line or the field.
    pub fn told(&self, lang: Language) -> String {
        let en = lang == Language::En;
        match self {
            HisFileError::NotASchedule if en => format!(
                "this is neither a schedule CSV (its first line is \"{}\") nor a PGN game",
                crate::documents::schedule_text::SCHEDULE_CSV_HEADER
            ),
            HisFileError::NotASchedule => format!(
                "это не график в CSV (его первая строка — «{}») и не партия в PGN",
                crate::documents::schedule_text::SCHEDULE_CSV_HEADER
            ),
            HisFileError::Cell { line, field, found } if field.is_empty() && en => {
                format!("line {line}: {found}")
            }
            HisFileError::Cell { line, field, found } if field.is_empty() => {
                format!("строка {line}: {found}")
            }
            HisFileError::Cell { line, field, found } if en => {
                format!("line {line}, {field}: \"{found}\" cannot be read here")
            }
            HisFileError::Cell { line, field, found } => {
                format!("строка {line}, графа {field}: «{found}» здесь не читается")
            }
            HisFileError::NoGame {
                partner,
                several: false,
                found,
            } if en => format!(
                "the PGN has no game of yours with {partner}; it has: {}",
                found.join("; ")
            ),
            HisFileError::NoGame {
                partner,
                several: false,
                found,
            } => format!(
                "в PGN нет вашей партии с {partner}; в нем: {}",
                found.join("; ")
            ),
            HisFileError::NoGame { partner, found, .. } if en => format!(
                "the PGN has several games of yours with {partner}: export that game alone; it has: {}",
                found.join("; ")
            ),
            HisFileError::NoGame { partner, found, .. } => format!(
                "в PGN несколько ваших партий с {partner}: выгрузите одну эту партию; в нем: {}",
                found.join("; ")
            ),
            HisFileError::Pgn(e) if en => format!("the PGN: {e}"),
            HisFileError::Pgn(e) => format!("PGN: {e}"),
        }
    }
}
