//! Reminders on the desktop: at start and once a day while the window is open, one notice of
//! the actions due that day or overdue, each action once a day (`domain::reminders`).

use egui::Ui;

use super::desk::Desk;
use crate::domain::GameId;
use crate::domain::reminders::Reminded;
use crate::messages::Text;

/// Shows a notice on the desktop: its title and its text.
pub type Notifier = Box<dyn Fn(String, String)>;

/// The reminders: whether they are wanted, what was reminded of today, and how.
pub struct Reminders {
    /// Wanted (View → Desktop reminders); on by default.
    pub on: bool,
    /// What was reminded of on the last day that had reminders.
    pub reminded: Reminded,
    /// How a notice reaches the desktop; none in tests that do not ask for one.
    pub notifier: Option<Notifier>,
    /// Whether this run has looked at what is due on the day `reminded` names.
    looked: bool,
}

impl Default for Reminders {
    fn default() -> Self {
        Reminders {
            on: true,
            reminded: Reminded::default(),
            notifier: None,
            looked: false,
        }
    }
}

/// At most this many actions are named in one notice; the rest are counted.
const NAMED: usize = 5;

impl Reminders {
    /// Whether a new day came while the window stayed open, with reminders wanted: what is due
    /// is to be read again for it before `remind`.
    pub(crate) fn new_day(&self, today: chrono::NaiveDate) -> bool {
        self.on && self.notifier.is_some() && self.reminded.day.is_some_and(|day| day != today)
    }

    /// Reminds of what is due today and not yet reminded of, and wakes the window again within
    /// the hour so that a new day is noticed while it stays open.
    pub(crate) fn remind(&mut self, ui: &Ui, desk: &Desk) {
        if self.notifier.is_none() || !self.on {
            return;
        }
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_secs(3600));
        let today = desk.today();
        // Once at start and once a new day: not every frame.
        if self.looked && self.reminded.day == Some(today) {
            return;
        }
        self.looked = true;
        let due = self.reminded.due(&desk.overview.today, today);
        if due.is_empty() {
            return;
        }
        let lang = desk.settings.language;
        let partner = |game: GameId| {
            let g = desk.overview.games.iter().find(|g| g.id == game);
            g.map(|g| g.person()).unwrap_or_default()
        };
        let mut lines: Vec<String> = due
            .iter()
            .take(NAMED)
            .map(|a| {
                let partner = partner(a.game);
                format!(
                    "{} · {}: {}",
                    a.due.format("%d.%m"),
                    partner.name(),
                    crate::messages::action_text(a, &partner, lang)
                )
            })
            .collect();
        if due.len() > NAMED {
            lines.push(format!("… (+{})", due.len() - NAMED));
        }
        if let Some(notify) = &self.notifier {
            notify(Text::RemindersTitle.get(lang).to_owned(), lines.join("\n"));
        }
    }
}

/// Notices through the desktop's notification service, each on a thread of its own; one that
/// cannot be shown (no service) is written to the log.
pub fn desktop_notifier() -> Notifier {
    Box::new(|title, text| {
        std::thread::spawn(move || {
            let shown = notify_rust::Notification::new()
                .appname("ccdiary")
                .summary(&title)
                .body(&text)
                .show();
            if let Err(e) = shown {
                log::warn!("a reminder could not be shown: {e}");
            }
        });
    })
}
