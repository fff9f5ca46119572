//! PGN into and out of the diary.
