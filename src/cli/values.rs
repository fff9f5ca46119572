//! The closed lists the command line takes, as clap's `ValueEnum`: the domain's own values
//! (a mode, a side, an offence) by their codes, and the command line's formats.

use clap::builder::PossibleValue;

use crate::domain::penalties::OffenceKind;
use crate::domain::{Mode, Side};

/// How a schedule or a reconciliation is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Lines for a person.
    Text,
    /// Comma-separated values for a spreadsheet.
    Csv,
}

impl clap::ValueEnum for Mode {
    fn value_variants<'a>() -> &'a [Self] {
        &Mode::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.code()))
    }
}

impl clap::ValueEnum for Side {
    fn value_variants<'a>() -> &'a [Self] {
        &[Side::Mine, Side::His]
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(match self {
            Side::Mine => "me",
            Side::His => "partner",
        }))
    }
}

impl clap::ValueEnum for OffenceKind {
    fn value_variants<'a>() -> &'a [Self] {
        &OffenceKind::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.code()))
    }
}
