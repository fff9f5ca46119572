//! Reminders of what is due: once a day, each action due that day or overdue, never twice.

use std::collections::BTreeSet;

use chrono::NaiveDate;

use super::deadlines::Action;

/// The actions already reminded of on one day.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Reminded {
    /// The day.
    pub day: Option<NaiveDate>,
    /// The actions reminded of that day, each as its game and the action's key.
    pub keys: BTreeSet<String>,
}

impl Reminded {
    /// The actions of `actions` to remind of on `today`: due today or before, and not yet
    /// reminded of today. They count as reminded of from now on; a new day starts afresh.
    pub fn due<'a>(&mut self, actions: &'a [Action], today: NaiveDate) -> Vec<&'a Action> {
        if self.day != Some(today) {
            self.day = Some(today);
            self.keys.clear();
        }
        actions
            .iter()
            .filter(|a| a.due <= today)
            .filter(|a| self.keys.insert(format!("{}-{}", a.game.0, a.kind.key())))
            .collect()
    }

    /// As kept between runs: the day, then the keys, separated by spaces.
    pub fn code(&self) -> String {
        let day = self.day.map(|d| d.to_string()).unwrap_or_default();
        std::iter::once(day)
            .chain(self.keys.iter().cloned())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Read back from [`Reminded::code`]; anything else is no reminder yet.
    pub fn from_code(code: &str) -> Self {
        let mut words = code.split_whitespace();
        let Some(day) = words.next().and_then(|d| d.parse().ok()) else {
            return Reminded::default();
        };
        Reminded {
            day: Some(day),
            keys: words.map(str::to_owned).collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::GameId;
    use crate::domain::deadlines::{ActionKind, Urgency};

    fn date(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, d).unwrap()
    }

    fn action(game: i64, kind: ActionKind, due: u32) -> Action {
        Action {
            game: GameId(game),
            kind,
            due: date(due),
            urgency: Urgency::Soon,
            why: vec![],
        }
    }

    #[test]
    fn each_action_due_is_reminded_of_once_a_day() {
        let actions = vec![
            action(1, ActionKind::RecordReceipt, 29),
            action(2, ActionKind::SendAdjudication, 30),
            action(3, ActionKind::AskReplacement, 30),
            action(4, ActionKind::EnterStart, 12),
        ];
        let mut reminded = Reminded::default();
        let first: Vec<i64> = reminded
            .due(&actions, date(30))
            .iter()
            .map(|a| a.game.0)
            .collect();
        assert_eq!(first, vec![1, 2, 3, 4], "due today or overdue");
        assert!(
            reminded.due(&actions, date(30)).is_empty(),
            "never twice a day"
        );
        let tomorrow = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
        assert_eq!(
            reminded.due(&actions, tomorrow).len(),
            4,
            "again the next day"
        );
    }

    #[test]
    fn an_action_not_yet_due_waits_for_its_day() {
        let actions = vec![action(1, ActionKind::RecordReceipt, 30)];
        let mut reminded = Reminded::default();
        assert!(reminded.due(&actions, date(29)).is_empty());
        assert_eq!(reminded.due(&actions, date(30)).len(), 1);
    }

    #[test]
    fn reminders_are_kept_between_runs() {
        let actions = vec![action(7, ActionKind::RecordReceipt, 30)];
        let mut reminded = Reminded::default();
        reminded.due(&actions, date(30));
        let mut again = Reminded::from_code(&reminded.code());
        assert_eq!(again, reminded);
        assert!(
            again.due(&actions, date(30)).is_empty(),
            "a restart does not remind again"
        );
        assert_eq!(Reminded::from_code("not a day"), Reminded::default());
        assert_eq!(Reminded::from_code(""), Reminded::default());
    }
}
