//! The file a task needs — a PGN to import or export, a diary to open, a PDF to save — and the
//! path field that asks for it where there is no system file dialog.

use egui::{Grid, Ui};

use super::{FormAction, labelled_buttons};
use crate::documents::DocumentKind;
use crate::messages::{Language, Text};
use crate::ui::refusal::Refusal;
use crate::ui::widgets::fields::text_field;

/// What a chosen file is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileTask {
    /// Import games from a PGN file.
    ImportPgn,
    /// Export every game to a PGN file.
    ExportPgn {
        /// With my analysis; else the record alone, with its dates.
        analysis: bool,
    },
    /// Write what is due to an iCalendar file.
    ExportDeadlines,
    /// Write everything to one zip file (the diary, PGN, schedules).
    ExportAll,
    /// Open another diary file.
    OpenDiary,
    /// Save a document of the open game as PDF.
    SavePdf(DocumentKind),
    /// Read the partner's schedule of the open game (CSV or PGN) to set beside the diary's.
    Reconcile,
    /// Save the reconciliation shown last as PDF.
    SaveReconciliation,
    /// Keep a photo or scan of the archive item of this row (47.1.3).
    AttachScan(crate::domain::scans::ItemId),
    /// Choose the chess engine's program.
    ChooseEngine,
    /// Read the partner's e-mail from a `.eml` file.
    OpenMessage,
    /// Read the organiser's start list (text, CSV or spreadsheet).
    OpenStartList,
}

impl FileTask {
    /// The dialog's title.
    pub fn title(self) -> Text {
        match self {
            FileTask::ImportPgn => Text::CmdImportPgn,
            FileTask::ExportPgn { analysis: true } => Text::CmdExportPgn,
            FileTask::ExportPgn { analysis: false } => Text::CmdExportRecords,
            FileTask::ExportDeadlines => Text::CmdExportDeadlines,
            FileTask::ExportAll => Text::CmdExportAll,
            FileTask::OpenDiary => Text::CmdOpenDiary,
            FileTask::SavePdf(kind) => kind.label(),
            FileTask::Reconcile | FileTask::SaveReconciliation => Text::CmdReconcile,
            FileTask::AttachScan(_) => Text::AttachScan,
            FileTask::ChooseEngine => Text::CmdEngine,
            FileTask::OpenMessage => Text::CmdOpenMessage,
            FileTask::OpenStartList => Text::CmdFromList,
        }
    }
}

/// A file path typed by hand, for machines with no file-dialog service.
#[derive(Debug, Clone, PartialEq)]
pub struct PathForm {
    /// What the file is for.
    pub task: FileTask,
    /// The path as typed.
    pub path: String,
    /// Where a name typed without a folder goes, said under the field.
    pub folder: std::path::PathBuf,
    /// The last refusal.
    pub error: Option<String>,
    /// The name offered for a file to write, after what it holds (a paper of a game).
    named: Option<String>,
}

super::typed_but_error!(PathForm);

impl PathForm {
    /// The form for `task`: a file to write is named already, `named` or after the task (Save
    /// saves it in `folder`); a file to read starts in the folder `last` read from, when there
    /// is one.
    pub fn new(
        task: FileTask,
        folder: std::path::PathBuf,
        (last, named): (Option<&std::path::Path>, Option<String>),
    ) -> Self {
        let mut form = PathForm {
            task,
            path: String::new(),
            folder,
            error: None,
            named,
        };
        form.path = match (form.reads(), last) {
            (false, _) => form.suggested(),
            (true, Some(dir)) => format!("{}{}", dir.display(), std::path::MAIN_SEPARATOR),
            (true, None) => String::new(),
        };
        form
    }

    /// Whether the task reads a file that must be there, rather than writing one.
    pub fn reads(&self) -> bool {
        matches!(
            self.task,
            FileTask::ImportPgn
                | FileTask::OpenDiary
                | FileTask::Reconcile
                | FileTask::AttachScan(_)
                | FileTask::ChooseEngine
                | FileTask::OpenMessage
                | FileTask::OpenStartList
        )
    }

    /// The file name the task suggests, shown as the field's hint.
    fn suggested(&self) -> String {
        if let Some(named) = &self.named {
            return named.clone();
        }
        match self.task {
            FileTask::ImportPgn | FileTask::ExportPgn { .. } => "games.pgn".to_owned(),
            FileTask::ExportDeadlines => "ccdiary.ics".to_owned(),
            FileTask::ExportAll => "ccdiary-everything.zip".to_owned(),
            FileTask::OpenDiary => "ccdiary.sqlite".to_owned(),
            FileTask::SavePdf(kind) => format!("{}.pdf", kind.code()),
            FileTask::Reconcile => "partner-schedule.csv".to_owned(),
            FileTask::SaveReconciliation => "reconciliation.pdf".to_owned(),
            FileTask::AttachScan(_) => "card.jpg".to_owned(),
            FileTask::OpenMessage => "message.eml".to_owned(),
            FileTask::OpenStartList => "start-list.xlsx".to_owned(),
            FileTask::ChooseEngine if cfg!(windows) => "stockfish.exe".to_owned(),
            FileTask::ChooseEngine => "/usr/games/stockfish".to_owned(),
        }
    }

    /// Shows the field and buttons: Open for a file to read, Save for one to write.
    pub fn show(&mut self, ui: &mut Ui, lang: Language) -> FormAction {
        ui.heading(self.task.title().get(lang).trim_end_matches('…'));
        ui.label(Text::NoFileDialog.get(lang));
        let hint = self.suggested();
        Grid::new("path_form").num_columns(2).show(ui, |ui| {
            text_field(ui, Text::FilePath.get(lang), &mut self.path, &hint);
        });
        // Said before anything is saved: where a name without a folder goes.
        let goes = crate::tr!(
            lang,
            "path-goes-to",
            folder = self.folder.display().to_string()
        );
        ui.add(egui::Label::new(egui::RichText::new(goes).weak()).wrap());
        let verb = match self.task {
            FileTask::ImportPgn
            | FileTask::OpenDiary
            | FileTask::Reconcile
            | FileTask::ChooseEngine
            | FileTask::OpenMessage
            | FileTask::OpenStartList
            | FileTask::AttachScan(_) => Text::Open,
            FileTask::ExportPgn { .. }
            | FileTask::ExportDeadlines
            | FileTask::ExportAll
            | FileTask::SavePdf(_)
            | FileTask::SaveReconciliation => Text::Save,
        };
        labelled_buttons(ui, lang, &self.error, verb)
    }

    /// The file the typed path names: a relative path is taken in `documents` (the user's
    /// Documents folder), and a file to write gets its extension when it has none.
    pub fn resolved(&self, documents: &std::path::Path) -> Result<std::path::PathBuf, Refusal> {
        let typed = self.path.trim();
        if typed.is_empty() {
            return Err(Text::PathNeeded.into());
        }
        let mut path = std::path::PathBuf::from(typed);
        if path.is_relative() {
            path = documents.join(path);
        }
        let extension = match self.task {
            FileTask::SavePdf(_) | FileTask::SaveReconciliation => Some("pdf"),
            FileTask::ExportPgn { .. } => Some("pgn"),
            FileTask::ExportDeadlines => Some("ics"),
            FileTask::ExportAll => Some("zip"),
            FileTask::ImportPgn
            | FileTask::OpenDiary
            | FileTask::Reconcile
            | FileTask::ChooseEngine
            | FileTask::OpenMessage
            | FileTask::OpenStartList
            | FileTask::AttachScan(_) => None,
        };
        if let Some(ext) = extension
            && path.extension().is_none()
        {
            path.set_extension(ext);
        }
        // A file to read must be there: a typo never opens (or creates) another diary.
        if self.reads() && !path.is_file() {
            return Err(Refusal::in_file(&path, Text::NoSuchFile));
        }
        Ok(path)
    }
}

#[cfg(test)]
mod tests {
    use super::{FileTask, PathForm};
    use crate::documents::DocumentKind;

    use crate::messages::Language;
    use std::path::Path;

    #[test]
    fn a_typed_path_goes_to_the_documents_folder_with_its_extension() {
        let form = |task, path: &str| PathForm {
            path: path.to_owned(),
            ..PathForm::new(task, std::path::PathBuf::new(), (None, None))
        };
        let docs = Path::new("/home/я/Документы");
        let pdf = FileTask::SavePdf(DocumentKind::Postcard);
        assert_eq!(
            form(pdf, "открытка").resolved(docs).unwrap(),
            docs.join("открытка.pdf")
        );
        let absolute = if cfg!(windows) {
            "C:\\temp\\card.PDF"
        } else {
            "/tmp/card.PDF"
        };
        assert_eq!(
            form(pdf, absolute).resolved(docs).unwrap(),
            Path::new(absolute)
        );
        assert_eq!(
            form(FileTask::ExportPgn { analysis: true }, "games")
                .resolved(docs)
                .unwrap(),
            docs.join("games.pgn")
        );
        assert_eq!(
            form(FileTask::OpenDiary, "ccdiary.sqlite")
                .resolved(docs)
                .unwrap_err()
                .told(Language::EN),
            format!(
                "{}: there is no such file",
                docs.join("ccdiary.sqlite").display()
            )
        );
        assert_eq!(
            form(pdf, "  ")
                .resolved(docs)
                .unwrap_err()
                .told(Language::RU),
            "Введите имя файла; без папки он сохраняется в папке «Документы»."
        );
    }
}
