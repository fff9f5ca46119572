//! ccdiary: a desktop diary for correspondence chess players under the Russian Chess Federation
//! rules (chapter 9). Layers: `domain` (pure rules), `storage` (the SQLite diary), `ui` (egui).

pub mod archive;
pub mod backups;
pub mod calendar;
pub mod cli;
pub mod demo;
pub mod diary;
pub mod documents;
pub mod domain;
pub mod engine;
pub mod fonts;
pub mod i18n;
pub mod list_file;
pub mod logging;
pub mod mail;
pub mod messages;
pub mod pgn;
pub mod printer;
pub mod printing;
pub mod reconciling;
pub mod scanning;
pub mod storage;
pub mod ui;
