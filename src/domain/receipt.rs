//! The numbers of registered mail (ШПИ), as the post office prints them on the receipt cited in
//! 47.4.12, 47.5.1 and 47.6.2.2: 14 digits inside Russia, or the 13 characters of the UPU S10
//! standard abroad (two letters, eight digits, a check digit, two letters). Each carries a
//! check digit, so a digit typed wrong is caught.

/// A receipt number read from what was typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReceiptNumber {
    /// Russian Post's own 14 digits: the office's index, the month, a serial, the check digit.
    Domestic(String),
    /// UPU S10, e.g. RA123456785RU.
    International(String),
}

/// Why typed text is not a receipt number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReceiptError {
    /// Neither 14 digits nor two letters, nine digits and two letters.
    Shape,
    /// The check digit is not the one the other digits give.
    CheckDigit {
        /// The digit the number's other digits give.
        expected: u32,
        /// The digit typed.
        found: u32,
    },
}

impl ReceiptNumber {
    /// The number as the post office writes it.
    pub fn as_str(&self) -> &str {
        match self {
            ReceiptNumber::Domestic(n) | ReceiptNumber::International(n) => n,
        }
    }

    /// Russian Post's page that tracks the item; it takes both kinds of number.
    pub fn tracking_url(&self) -> String {
        format!("https://www.pochta.ru/tracking?barcode={}", self.as_str())
    }
}

/// The Cyrillic capitals that look like Latin ones (А В Е К М Н О Р С Т У Х), and those.
const LOOK_ALIKE: [(char, char); 12] = [
    ('\u{410}', 'A'),
    ('\u{412}', 'B'),
    ('\u{415}', 'E'),
    ('\u{41A}', 'K'),
    ('\u{41C}', 'M'),
    ('\u{41D}', 'H'),
    ('\u{41E}', 'O'),
    ('\u{420}', 'P'),
    ('\u{421}', 'C'),
    ('\u{422}', 'T'),
    ('\u{423}', 'Y'),
    ('\u{425}', 'X'),
];

/// Reads a receipt number, spaces and case aside, and checks its check digit.
pub fn read_receipt(text: &str) -> Result<ReceiptNumber, ReceiptError> {
    // Typed on a Russian keyboard, the letters that look Latin are taken for Latin ones.
    let n: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| {
            let c = c.to_uppercase().next().unwrap_or(c);
            LOOK_ALIKE
                .iter()
                .find(|(cyrillic, _)| *cyrillic == c)
                .map_or(c, |(_, latin)| *latin)
        })
        .collect();
    let digits = |s: &str| {
        s.chars()
            .map(|c| c.to_digit(10))
            .collect::<Option<Vec<u32>>>()
    };
    let letters = |s: &str| s.len() == 2 && s.chars().all(|c| c.is_ascii_uppercase());
    let check = |expected: u32, found: u32| {
        (expected == found)
            .then_some(())
            .ok_or(ReceiptError::CheckDigit { expected, found })
    };
    match (n.len(), n.is_ascii()) {
        (14, true) => {
            let d = digits(&n).ok_or(ReceiptError::Shape)?;
            check(domestic_check(&d[..13]), d[13])?;
            Ok(ReceiptNumber::Domestic(n))
        }
        (13, true) if letters(&n[..2]) && letters(&n[11..]) => {
            let d = digits(&n[2..11]).ok_or(ReceiptError::Shape)?;
            check(s10_check(&d[..8]), d[8])?;
            Ok(ReceiptNumber::International(n))
        }
        _ => Err(ReceiptError::Shape),
    }
}

/// Russian Post: three times the digits in odd places plus those in even places, up to the
/// next ten.
fn domestic_check(d: &[u32]) -> u32 {
    let sum: u32 = d
        .iter()
        .enumerate()
        .map(|(i, x)| if i % 2 == 0 { 3 * x } else { *x })
        .sum();
    (10 - sum % 10) % 10
}

/// UPU S10: the serial's digits weighted 8 6 4 2 3 5 9 7, 11 less the sum modulo 11; 10 is
/// written 0 and 11 is written 5.
fn s10_check(d: &[u32]) -> u32 {
    let sum: u32 = d
        .iter()
        .zip([8, 6, 4, 2, 3, 5, 9, 7])
        .map(|(x, w)| x * w)
        .sum();
    match 11 - sum % 11 {
        10 => 0,
        11 => 5,
        c => c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_international_number_is_checked_as_upu_s10_prescribes() {
        // The example the supplement to the rules gives, and typed as people type it.
        for n in ["RA123456785RU", "ra 1234 5678 5 ru", "РА123456785RU"] {
            assert!(
                matches!(read_receipt(n), Ok(ReceiptNumber::International(_))),
                "{n}"
            );
        }
        assert_eq!(
            read_receipt("RA123456784RU"),
            Err(ReceiptError::CheckDigit {
                expected: 5,
                found: 4
            })
        );
        // A sum leaving 0 gives 11, written 5; one leaving 1 (3 × 4 = 12) gives 10, written 0.
        assert_eq!(s10_check(&[0, 0, 0, 0, 0, 0, 0, 0]), 5);
        assert_eq!(s10_check(&[0, 0, 0, 0, 4, 0, 0, 0]), 0);
    }

    #[test]
    fn a_russian_number_is_fourteen_digits_with_its_check_digit() {
        // 1 2 3 4 5 6 7 8 9 0 1 2 3: odd places 1+3+5+7+9+1+3 = 29, × 3 = 87; even places 22;
        // 109 → 1.
        assert_eq!(
            read_receipt("12345678901231"),
            Ok(ReceiptNumber::Domestic("12345678901231".into()))
        );
        assert_eq!(
            read_receipt("1234567890123 4"),
            Err(ReceiptError::CheckDigit {
                expected: 1,
                found: 4
            })
        );
    }

    #[test]
    fn anything_else_is_not_a_receipt_number() {
        for n in [
            "",
            "123",
            "1234567890123X",
            "RA12345678RU",
            "12A456785RU",
            "RAA23456785RU",
        ] {
            assert_eq!(read_receipt(n), Err(ReceiptError::Shape), "{n:?}");
        }
    }
}
