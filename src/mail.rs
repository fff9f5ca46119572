//! The partner's e-mail as it arrives: a `.eml` file decoded (MIME, quoted-printable, base64,
//! koi8-r, windows-1251, UTF-8) with the day its `Date:` header gives, or pasted text; and the
//! games of the diary it may be about.

use chrono::NaiveDate;

use crate::domain::deadlines::GameRecords;
use crate::domain::partner_message::PartnerMessage;
use crate::pgn::import::normalised;

/// A message's text and the day it was sent, where the mail says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mail {
    /// The text of the message.
    pub text: String,
    /// The day of its `Date:` header.
    pub date: Option<NaiveDate>,
}

/// A file that is not an e-mail.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotMail;

/// Reads a `.eml` file: its text part decoded, and the day it was sent.
pub fn read_eml(bytes: &[u8]) -> Result<Mail, NotMail> {
    let message = mail_parser::MessageParser::default()
        .parse(bytes)
        .ok_or(NotMail)?;
    // A mail has headers: a file of plain text parses as a body without them.
    if message.from().is_none() && message.date().is_none() && message.subject().is_none() {
        return Err(NotMail);
    }
    let text = message
        .body_text(0)
        .map(|t| t.into_owned())
        .or_else(|| message.body_html(0).map(|h| h.into_owned()))
        .ok_or(NotMail)?;
    let date = message.date().and_then(|d| {
        NaiveDate::from_ymd_opt(i32::from(d.year), u32::from(d.month), u32::from(d.day))
    });
    Ok(Mail { text, date })
}

/// A message file as it comes: a `.eml` (`eml`: its name says so) decoded, else its text.
pub fn read_message_file(bytes: &[u8], eml: bool) -> Result<Mail, NotMail> {
    match read_eml(bytes) {
        Ok(mail) => Ok(mail),
        Err(e) if eml => Err(e),
        Err(_) => Ok(Mail {
            text: String::from_utf8_lossy(bytes).into_owned(),
            date: None,
        }),
    }
}

/// Which game of the diary a message is about.
#[derive(Debug)]
pub enum Fit<'a> {
    /// This one, named by the players or the tournament.
    Sure(&'a GameRecords),
    /// One of these: several fit, or they fit by his move alone. The player says which.
    Ask(Vec<&'a GameRecords>),
    /// None.
    Nothing,
}

/// The game in play `m` is about. By the names (his on his side, mine on mine), narrowed by
/// the tournament it names and by his move being the one the game waits for; sure when the
/// players or the tournament named fit. Names that fit no game give every game his move fits,
/// to ask about.
pub fn game_for<'a>(games: &'a [GameRecords], me: &str, m: &PartnerMessage) -> Fit<'a> {
    let surname = |name: &str| normalised(name).split(' ').next().unwrap_or("").to_owned();
    let brings_a_move = |r: &&GameRecords| crate::domain::partner_message::against(r, m).is_ok();
    let named = |r: &&GameRecords| {
        let (mine, his) = r
            .game
            .my_colour
            .fold_wb((&m.white, &m.black), (&m.black, &m.white));
        let his_fits = his
            .as_deref()
            .is_none_or(|n| surname(n) == surname(&r.partner.name));
        let mine_fits = mine
            .as_deref()
            .is_none_or(|n| me.is_empty() || surname(n) == surname(me));
        his_fits && mine_fits
    };
    let in_tournament = |r: &&GameRecords| {
        let Some(t) = m.tournament.as_deref() else {
            return true;
        };
        let t = normalised(t);
        let code = normalised(&r.tournament.code);
        (!code.is_empty() && t.split(' ').next() == Some(code.as_str()))
            || (!r.tournament.name.is_empty() && t.contains(&normalised(&r.tournament.name)))
    };
    let fit = |fitting: Vec<&'a GameRecords>, sure: bool| match fitting[..] {
        [] => Fit::Nothing,
        [one] if sure => Fit::Sure(one),
        _ => Fit::Ask(fitting),
    };
    let by_name: Vec<&GameRecords> = games.iter().filter(named).collect();
    let names_given = m.white.is_some() || m.black.is_some();
    if names_given && by_name.is_empty() {
        return fit(games.iter().filter(brings_a_move).collect(), false);
    }
    let narrowed = |list: Vec<&'a GameRecords>, keep: &dyn Fn(&&GameRecords) -> bool| {
        let kept: Vec<&GameRecords> = list.iter().copied().filter(|r| keep(r)).collect();
        if kept.is_empty() { list } else { kept }
    };
    let tournament_fits = m.tournament.is_some() && by_name.iter().any(in_tournament);
    let fitting = narrowed(narrowed(by_name, &in_tournament), &brings_a_move);
    // Sure only when named: by the players, or at least by the tournament.
    fit(fitting, names_given || tournament_fits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_koi8_r_mail_is_decoded_with_its_date() {
        let mut eml = b"From: lebedev@example.ru\r\nDate: Thu, 19 Nov 2026 21:05:00 +0300\r\nSubject: =?koi8-r?B?8MHS1MnRIA==?=\r\nContent-Type: text/plain; charset=koi8-r\r\nContent-Transfer-Encoding: 8bit\r\n\r\n".to_vec();
        // "Мой ход: 12. 2142" in koi8-r.
        eml.extend(b"\xed\xcf\xca \xc8\xcf\xc4: 12. 2142\r\n");
        let mail = read_eml(&eml).unwrap();
        assert_eq!(mail.text.trim(), "Мой ход: 12. 2142");
        assert_eq!(mail.date, NaiveDate::from_ymd_opt(2026, 11, 19));
    }

    #[test]
    fn plain_text_is_not_mail() {
        assert_eq!(read_eml(b"Just some text\nwith lines\n"), Err(NotMail));
        assert_eq!(read_eml(b""), Err(NotMail));
    }
}
