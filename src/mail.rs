//! The partner's e-mail as it arrives: a `.eml` file decoded (MIME, quoted-printable, base64,
//! koi8-r, windows-1251, UTF-8) with the day its `Date:` header gives, or pasted text.

use chrono::NaiveDate;

use crate::messages::Language;
use crate::tr;

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

impl NotMail {
    /// The refusal.
    pub fn told(self, lang: Language) -> String {
        tr!(lang, "not-mail")
    }
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
