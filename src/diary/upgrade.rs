//! What an older ccdiary stored as words, read back as values when a diary opens to be
//! written: a penalty's reason — in force or withdrawn —, which it stored as its offence told
//! in the interface's language of that day, is its offence again where the words are one
//! offence's in a language the program speaks (a late repeat's delay being the penalty's
//! days). Words that match none stay words; a diary opened to read only shows them as they are.

use super::{Diary, DiaryError};
use crate::domain::PenaltyReason;
use crate::domain::penalties::{Offence, OffenceKind};
use crate::messages::Language;

impl Diary {
    /// Gives each penalty stored with words its offence, where the words are one's; whether
    /// there was one.
    pub(super) fn name_old_offences(&mut self) -> Result<bool, DiaryError> {
        let worded = self.store.worded_penalties()?;
        let named: Vec<(bool, i64, Offence)> = worded
            .iter()
            .filter_map(|(gone, row, days, words)| {
                Some((*gone, *row, offence_worded(words, *days)?))
            })
            .collect();
        if !named.is_empty() {
            self.store.name_offences(&named)?;
        }
        Ok(!named.is_empty())
    }
}

/// The offence whose words, in any language, are `words`; a late repeat's delay is `days`.
fn offence_worded(words: &str, days: u32) -> Option<Offence> {
    let words = words.trim();
    OffenceKind::ALL
        .into_iter()
        .filter_map(|k| {
            let delay = (k == OffenceKind::LateRepeat).then_some(days);
            k.with_delay(delay).ok()
        })
        .find(|o| {
            Language::all()
                .into_iter()
                .any(|lang| PenaltyReason::Offence(*o).told(lang) == words)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_offence_stored_as_words_in_either_language_is_read_back() {
        for lang in [Language::EN, Language::RU] {
            for o in [Offence::WrongAddress, Offence::LateRepeat { delay_days: 4 }] {
                let words = PenaltyReason::Offence(o).told(lang);
                assert_eq!(offence_worded(&words, 4), Some(o), "{words}");
            }
        }
        assert_eq!(offence_worded("he was rude", 5), None);
        // A late repeat's words name its delay: told with other days, they are not its own.
        let late = PenaltyReason::Offence(Offence::LateRepeat { delay_days: 4 });
        assert_eq!(offence_worded(&late.told(Language::EN), 5), None);
    }
}
