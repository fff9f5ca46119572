//! Widgets of the window.

pub mod board;
pub mod fields;
pub(crate) mod share;
