//! Widgets of the window.

pub mod board;
pub(crate) mod calendar;
pub(crate) mod contrast;
pub mod fields;
pub(crate) mod page;
pub mod rows_in_view;
pub(crate) mod share;
