//! The diary's domain: tournaments, games, plies, notations and the time rules of the Russian
//! correspondence chess rules (chapter 9). Pure code: no storage, no UI, never the clock.

pub mod analysis;
pub mod arbiter;
pub mod card;
pub mod date_input;
pub mod dates;
pub mod deadlines;
pub mod declarations;
pub mod double_round;
pub mod events;
pub mod facts;
pub mod leave;
pub mod model;
pub mod notation;
pub mod notices;
pub mod pairing;
pub mod partner_message;
pub mod penalties;
pub mod reason;
pub mod receipt;
pub mod reconcile;
pub mod reminders;
pub mod retention;
pub mod scans;
pub mod schedule;
pub mod standing;
pub mod start_list;
mod state;
pub mod summary;
#[cfg(test)]
mod test_support;
pub mod variant;

pub use date_input::{
    DateInputError, format_date, format_date_short, format_date_time, parse_date_input,
};
pub use dates::{EffectiveDate, SentBy, effective_received, effective_sent};
pub use events::*;
pub use model::*;
pub use state::{GameResult, GameState, GameStatus, Outcome};
pub use summary::{Contents, GameSummary};
