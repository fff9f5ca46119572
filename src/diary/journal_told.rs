//! What an undo or a redo took back or put back, told in the user's language.

use super::Change;
use crate::domain::notices::NoticeKind;
use crate::messages::Language;
use crate::tr;

impl Change {
    /// What the change was about: "the penalty in game 3".
    pub fn told(self, lang: Language) -> String {
        let (change, game, ply) = match self {
            Change::Penalty(g) => ("penalty", g.0, 0),
            Change::Leave => ("leave", 0, 0),
            Change::Profile => ("profile", 0, 0),
            Change::Tournament => ("tournament", 0, 0),
            Change::Status(g) => ("status", g.0, 0),
            Change::NewTournament => ("new-tournament", 0, 0),
            Change::NewPartner => ("new-partner", 0, 0),
            Change::NewGame(g) => ("new-game", g.0, 0),
            Change::FromList(n) => ("from-list", n as i64, 0),
            Change::Card(g) => ("card", g.0, 0),
            Change::Address => ("address", 0, 0),
            Change::Gender => ("gender", 0, 0),
            Change::HisMove(g) => ("his-move", g.0, 0),
            Change::MyMove => ("my-move", 0, 0),
            Change::Dates(g, ply) => ("dates", g.0, crate::domain::move_number(ply)),
            Change::DatesNotKept(n) => ("dates-not-kept", n as i64, 0),
            Change::Scan(g) => ("scan", g.0, 0),
            Change::Report(g) => ("report", g.0, 0),
            Change::Decision(g) => ("decision", g.0, 0),
            Change::Analysis(g) => ("analysis", g.0, 0),
            Change::Protest(g) => ("protest", g.0, 0),
            Change::Notices(NoticeKind::Address) => ("my-address", 0, 0),
            Change::Notices(NoticeKind::Failure) => ("failure", 0, 0),
            Change::Notices(NoticeKind::Dispute) => ("dispute", 0, 0),
            Change::Notices(NoticeKind::AccessLost) => ("access-lost", 0, 0),
            Change::AccessRestored => ("access-restored", 0, 0),
            Change::NoticeSent(g) => ("notice-sent", g.0, 0),
        };
        tr!(lang, "change", change = change, game = game, number = ply)
    }

    /// "Undone: …", with how to put it back.
    pub fn undone(self, lang: Language) -> String {
        tr!(lang, "change-undone", change = self.told(lang))
    }

    /// "Redone: …".
    pub fn redone(self, lang: Language) -> String {
        tr!(lang, "change-redone", change = self.told(lang))
    }
}
