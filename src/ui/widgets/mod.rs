//! Widgets of the window.

pub mod board;
pub(crate) mod calendar;
pub mod fields;
pub(crate) mod share;
