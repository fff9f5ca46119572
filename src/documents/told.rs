//! The papers' own values told in the user's language: why a paper cannot be made, and each
//! paper's name in the menus.

use super::{DocumentError, DocumentKind};
use crate::domain::format_date;
use crate::messages::{Language, Text, english};
use crate::tr;

impl DocumentError {
    /// The refusal in `lang`, naming the game (after «с» in the case Russian needs).
    pub fn told(&self, lang: Language) -> String {
        use DocumentError as E;
        let partner = self.game().map(|g| g.person()).unwrap_or_default();
        let tournament = self.game().map_or("", |g| g.tournament.as_str());
        // A refusal that names the game: the partner (declined where the language needs it)
        // and the tournament.
        macro_rules! game {
            ($id:literal) => {
                tr!(lang, $id, partner = &partner, tournament = tournament)
            };
        }
        match self {
            E::NoMoveOfMine(_) => game!("paper-no-move-of-mine"),
            E::NoOverstep(_) => game!("paper-no-overstep"),
            E::PlayedByEmail(_) => game!("paper-played-by-email"),
            E::GameOver(_) => game!("paper-game-over"),
            E::NothingToAdjudicate(_) => game!("paper-nothing-to-adjudicate"),
            E::NothingToProtest(_) => game!("paper-nothing-to-protest"),
            E::NoNotice(_) => game!("paper-no-notice"),
            E::AddressTooLong(_) => game!("paper-address-too-long"),
            E::NoAddress(_) => game!("paper-no-address"),
            E::UnnamedTournament(_) => game!("paper-unnamed-tournament"),
            E::NoRepeat(_) => game!("paper-no-repeat"),
            E::NoRequest(_) => game!("paper-no-request"),
            E::NoClaim => tr!(lang, "paper-no-claim"),
            E::SealedMove(e) => tr!(lang, "paper-sealed-move", error = e.told(lang)),
            E::ClaimTooLate {
                control_move,
                closed,
                ..
            } => tr!(
                lang,
                "paper-claim-too-late",
                partner = &partner,
                tournament = tournament,
                control = *control_move,
                closed = closed.map_or_else(|| "unknown".to_owned(), format_date)
            ),
            E::NotMySealedMove => tr!(lang, "paper-not-my-sealed-move"),
            E::BeforeTheEnd(_, end) => tr!(
                lang,
                "paper-before-the-end",
                partner = &partner,
                tournament = tournament,
                end = format_date(*end)
            ),
            E::TwoGamesDoNotFit => tr!(lang, "paper-two-games-do-not-fit"),
            E::NothingSentOn(d) => tr!(lang, "paper-nothing-sent-on", date = format_date(*d)),
            E::DayToCome(d) => tr!(lang, "paper-day-to-come", date = format_date(*d)),
            E::WrongSource(kind) => tr!(lang, "paper-wrong-source", kind = kind.code()),
        }
    }
}

impl DocumentKind {
    /// The menu label.
    pub fn label(self) -> Text {
        match self {
            DocumentKind::Postcard => Text::DocPostcard,
            DocumentKind::RepeatPostcard => Text::DocRepeatPostcard,
            DocumentKind::RequestReplacement => Text::DocRequestReplacement,
            DocumentKind::Envelope => Text::DocEnvelope,
            DocumentKind::PostcardsA4 => Text::DocPostcardsA4,
            DocumentKind::Schedule => Text::DocSchedule,
            DocumentKind::Record => Text::DocRecord,
            DocumentKind::Claim => Text::DocClaim,
            DocumentKind::Adjudication => Text::DocAdjudication,
            DocumentKind::Report => Text::DocReport,
            DocumentKind::Protest => Text::DocProtest,
            DocumentKind::Notice => Text::DocNotice,
        }
    }

    /// The name a PDF of this paper is offered under, in `lang`, after what it holds: the
    /// paper, the tournament and the partner of game `r` (for a card, with the number of my
    /// move on it, so that the next card does not take its place), or the day of a day's sheet.
    /// Nothing a file system refuses is in it.
    pub fn file_name(
        self,
        r: Option<&crate::domain::deadlines::GameRecords>,
        day: chrono::NaiveDate,
        lang: Language,
    ) -> String {
        let paper = self
            .label()
            .get(lang)
            .trim_end_matches('…')
            .trim()
            .to_owned();
        let mut parts = vec![paper];
        match (self, r) {
            (DocumentKind::PostcardsA4, _) | (_, None) => parts.push(format_date(day)),
            (DocumentKind::Report, Some(r)) => parts.push(r.tournament.label().to_owned()),
            (kind, Some(r)) => {
                parts.push(r.tournament.label().to_owned());
                parts.push(r.partner.name.clone());
                if kind.is_card() {
                    let mine = (0..r.plies.len()).rev().find(|i| r.is_mine(*i as u32));
                    if let Some(last) = mine {
                        parts.push((last / 2 + 1).to_string());
                    }
                }
            }
        }
        // A file system takes 255 bytes to a name: each part is cut to 60 characters, the
        // whole to 200 bytes.
        let cut = |p: &str| p.trim().chars().take(60).collect::<String>();
        let mut name = parts
            .iter()
            .map(|p| cut(p))
            .filter(|p| !p.is_empty())
            .collect::<Vec<_>>()
            .join(" — ");
        while name.len() > 200 {
            name.pop();
        }
        let name: String = name
            .chars()
            .map(|c| match c {
                '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|' => '-',
                c if c.is_control() => ' ',
                c => c,
            })
            .collect();
        format!("{name}.pdf")
    }
}

english!(DocumentError);
