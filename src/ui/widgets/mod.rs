//! Widgets of the window.

pub mod board;
