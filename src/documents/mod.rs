//! Documents made from the diary: plain-text and CSV renderings of domain values (PDF forms
//! come on top of the same values).

pub mod email;
pub mod report;
