//! Why a paper cannot be printed, in both languages.

use std::error::Error;
use std::fmt;

use super::{Language, store_error};
use crate::documents::DocumentError;
use crate::domain::format_date;
use crate::printing::PrintError;

impl DocumentError {
    /// The refusal in `lang`, naming the game.
    pub fn told(&self, lang: Language) -> String {
        use DocumentError as E;
        // The game after "with", «с»: «в партии с Петровым Павлом (Кубок)».
        let g = self.game().map_or_else(String::new, |g| g.with(lang));
        match (self, lang) {
            (E::NoMoveOfMine(_), Language::En) => {
                format!(
                    "the last move in the game with {g} is not yours: there is no card to print"
                )
            }
            (E::NoMoveOfMine(_), Language::Ru) => {
                format!("в партии с {g} последний ход не ваш: печатать нечего")
            }
            (E::NoOverstep(_), Language::En) => {
                format!("the game with {g} has no time-control overstep: there is nothing to claim")
            }
            (E::NoOverstep(_), Language::Ru) => {
                format!("в партии с {g} просрочки контроля времени нет, заявлять не о чем")
            }
            (E::PlayedByEmail(_), Language::En) => format!(
                "the game with {g} is played by e-mail: its moves go by e-mail, not on a postcard"
            ),
            (E::PlayedByEmail(_), Language::Ru) => {
                format!("партия с {g} играется по e-mail: ходы посылаются письмом, а не открыткой")
            }
            (E::GameOver(_), Language::En) => {
                format!("the game with {g} is no longer played: there is no move to post")
            }
            (E::GameOver(_), Language::Ru) => {
                format!("партия с {g} больше не играется: посылать нечего")
            }
            (E::NoClaim, Language::En) => {
                "say the result you claim and justify it with your analysis (47.9.5.3)".into()
            }
            (E::NoClaim, Language::Ru) => {
                "укажите результат, на который претендуете, и обоснуйте его анализом (47.9.5.3)"
                    .into()
            }
            (E::SealedMove(e), Language::En) => format!("the sealed move {e}"),
            (E::SealedMove(e), Language::Ru) => format!("записанный ход {}", e.told(lang)),
            (
                E::ClaimTooLate {
                    control_move,
                    closed,
                    ..
                },
                Language::En,
            ) => match closed {
                Some(day) => format!(
                    "the overstep in the game with {g} can no longer be claimed: the claim was due by {}, when your reply to his control move {control_move} went out (47.6.3)",
                    format_date(*day)
                ),
                None => format!(
                    "the overstep in the game with {g} can no longer be claimed: your reply to his control move {control_move} has gone (47.6.3); record its send date if the claim went with it"
                ),
            },
            (
                E::ClaimTooLate {
                    control_move,
                    closed,
                    ..
                },
                Language::Ru,
            ) => match closed {
                Some(day) => format!(
                    "в партии с {g} заявлять о просрочке поздно: срок истёк {}, когда был отправлен ваш ответ на его контрольный ход {control_move} (47.6.3)",
                    format_date(*day)
                ),
                None => format!(
                    "в партии с {g} заявлять о просрочке поздно: ваш ответ на его контрольный ход {control_move} уже отправлен (47.6.3); запишите дату отправки, если заявление ушло вместе с ним"
                ),
            },
            (E::NoAddress(_), Language::En) => format!(
                "the partner in the game with {g} has no postal address: the card has nowhere to go; enter it (Game → Partner's address…, or `ccdiary partner-address`)"
            ),
            (E::NoAddress(_), Language::Ru) => format!(
                "у партнёра в партии с {g} нет почтового адреса, открытку некуда послать; введите его (Партия → Адрес партнёра…, или `ccdiary partner-address`)"
            ),
            (E::UnnamedTournament(_), Language::En) => format!(
                "the game with {g} came from a PGN file that does not name its tournament: name it before the card (Game → Tournament…, or `ccdiary tournament set`) (47.3.7.1)"
            ),
            (E::UnnamedTournament(_), Language::Ru) => format!(
                "партия с {g} взята из PGN без названия турнира: назовите турнир, прежде чем печатать открытку (Партия → Турнир…, или `ccdiary tournament set`) (47.3.7.1)"
            ),
            (E::NotMySealedMove, Language::En) => {
                "it is your partner's move: there is no sealed move of yours to send (47.9.5.4)"
                    .into()
            }
            (E::NotMySealedMove, Language::Ru) => {
                "сейчас ход партнёра: записывать свой ход не нужно (47.9.5.4)".into()
            }
            (E::NoRepeat(_), Language::En) => {
                format!("no repeat of your last move is filed in the game with {g}")
            }
            (E::NoRepeat(_), Language::Ru) => {
                format!("в партии с {g} повтор вашего последнего хода не записан")
            }
            (E::NoRequest(_), Language::En) => format!(
                "no request to replace his move is filed in the game with {g}: record his card \
                 (Receive, or `ccdiary pdf request-replacement GAME --written MOVE`) and ask \
                 from there (47.3.12)"
            ),
            (E::TwoGamesDoNotFit, Language::En) => {
                "the two games' moves with all their items do not fit on one card: clear the other \
                 game's move and send each on a card of its own"
                    .into()
            }
            (E::TwoGamesDoNotFit, Language::Ru) => {
                "ходы двух партий со всеми сведениями не помещаются на одной открытке: уберите ход \
                 второй партии и отправьте каждую на своей открытке"
                    .into()
            }
            (E::NoRequest(_), Language::Ru) => format!(
                "в партии с {g} запрос на замену хода не записан: введите его открытку \
                 («Получен ход» или `ccdiary pdf request-replacement GAME --written ХОД`) и \
                 запросите замену оттуда (47.3.12)"
            ),
            (E::NothingSentOn(d), Language::En) => {
                format!("no move of yours was sent on {}", format_date(*d))
            }
            (E::NothingSentOn(d), Language::Ru) => {
                format!("{} ни один ваш ход не отправлен", format_date(*d))
            }
            (E::WrongSource(kind), Language::En) => {
                format!("a {} is not made of what was given", kind.code())
            }
            (E::WrongSource(kind), Language::Ru) => {
                format!("документ {} из этого не составить", kind.code())
            }
        }
    }
}

impl PrintError {
    /// The refusal in `lang`.
    pub fn told(&self, lang: Language) -> String {
        match (self, lang) {
            (PrintError::Store(e), _) => store_error(e, lang),
            (PrintError::Document(e), _) => e.told(lang),
            (PrintError::Pdf(e), Language::En) => e.to_string(),
            (PrintError::Pdf(e), Language::Ru) => format!("PDF не построен: {e}"),
            (PrintError::NoTournament(name), Language::En) => {
                format!("no tournament {name:?} in the diary (see `ccdiary tournament list`)")
            }
            (PrintError::NoTournament(name), Language::Ru) => {
                format!("в дневнике нет турнира «{name}» (см. `ccdiary tournament list`)")
            }
            (PrintError::Write { path, source }, Language::En) => {
                format!("cannot write {}: {source}", path.display())
            }
            (PrintError::Write { path, source }, Language::Ru) => {
                format!("не удаётся записать {}: {source}", path.display())
            }
        }
    }
}

impl fmt::Display for DocumentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.told(Language::En))
    }
}

impl fmt::Display for PrintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.told(Language::En))
    }
}

impl Error for DocumentError {}
impl Error for PrintError {}
