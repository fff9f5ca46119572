//! The window's words: each a Fluent message of `i18n/LANG/ccdiary.ftl` by its id. Official
//! forms are Russian whatever is chosen here.

use super::Language;
use crate::documents::DocumentKind;
use crate::domain::notation::Notation;

macro_rules! texts {
    ($($name:ident => $id:tt;)*) => {
        /// A text of the interface: a Fluent message without arguments.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Text { $(#[doc = $id] $name,)* }

        impl Text {
            /// Every text, for tests that walk the table.
            pub const ALL: &[Text] = &[$(Text::$name),*];

            /// The text in `lang`, formatted once per language and kept.
            pub fn get(self, lang: Language) -> &'static str {
                remembered(self, lang, || match self {
                    $(Text::$name => crate::tr!(lang, $id),)*
                })
            }
        }
    };
}

/// The texts already formatted, by language: the window asks for hundreds each frame.
fn remembered(t: Text, lang: Language, format: impl FnOnce() -> String) -> &'static str {
    use std::collections::HashMap;
    use std::sync::{LazyLock, Mutex};
    static TEXTS: LazyLock<Mutex<HashMap<(Text, Language), &'static str>>> =
        LazyLock::new(Default::default);
    let mut texts = TEXTS.lock().unwrap_or_else(|e| e.into_inner());
    texts
        .entry((t, lang))
        .or_insert_with(|| Box::leak(format().into_boxed_str()))
}

texts! {
    AppTitle => "app-title";
    MenuDiary => "menu-diary";
    MenuView => "menu-view";
    MenuHelp => "menu-help";
    CmdShortcuts => "cmd-shortcuts";
    CmdAbout => "cmd-about";
    StepThrough => "step-through";
    AboutLine => "about-line";
    DiaryFile => "diary-file";
    MenuLanguage => "menu-language";
    CmdProfile => "cmd-profile";
    CmdNewTournament => "cmd-new-tournament";
    CmdNewPartner => "cmd-new-partner";
    CmdNewGame => "cmd-new-game";
    CmdQuit => "cmd-quit";
    Games => "games";
    EmptyDiaryTitle => "empty-diary-title";
    EmptyDiaryHelp => "empty-diary-help";
    NoGamesYet => "no-games-yet";
    ChooseGame => "choose-game";
    FullName => "full-name";
    PostalAddress => "postal-address";
    PartnerAddress => "partner-address";
    CmdPartnerAddress => "cmd-partner-address";
    CmdEditTournament => "cmd-edit-tournament";
    AddressSince => "address-since";
    TrackIt => "track-it";
    AddressBefore => "address-before";
    NeedAddress => "need-address";
    NameTheTournament => "name-the-tournament";
    NoAddressForCard => "no-address-for-card";
    Email => "email";
    SignatureLine => "signature-line";
    TournamentCode => "tournament-code";
    TournamentName => "tournament-name";
    Mode => "mode";
    ModePost => "mode-post";
    ModeEmail => "mode-email";
    StartDate => "start-date";
    EndDate => "end-date";
    ControlDays => "control-days";
    ControlMoves => "control-moves";
    LeaveDays => "leave-days";
    LeaveEventDays => "leave-event-days";
    NoLimit => "no-limit";
    PenaltyDays => "penalty-days";
    RegisteredAlways => "registered-always";
    ArbiterName => "arbiter-name";
    ArbiterAddress => "arbiter-address";
    ArbiterEmail => "arbiter-email";
    PartnerName => "partner-name";
    Tournament => "tournament";
    Partner => "partner";
    MyColour => "my-colour";
    White => "white";
    Black => "black";
    Board => "board";
    IAmWhite => "i-am-white";
    IAmBlack => "i-am-black";
    BoardNotANumber => "board-not-a-number";
    Status => "status";
    Moves => "moves";
    StatusInPlay => "status-in-play";
    StatusFinished => "status-finished";
    StatusAdjudication => "status-adjudication";
    StatusWithdrawn => "status-withdrawn";
    Save => "save";
    Cancel => "cancel";
    Saved => "saved";
    DateHint => "date-hint";
    NeedCodeOrName => "need-code-or-name";
    NeedPartnerName => "need-partner-name";
    NeedTournament => "need-tournament";
    NeedPartner => "need-partner";
    NotAWholeNumber => "not-a-whole-number";
    MustBePositive => "must-be-positive";
    NotADate => "not-a-date";
    NoSuchMonth => "no-such-month";
    NoSuchDay => "no-such-day";
    EndsBeforeStart => "ends-before-start";
    Choose => "choose";
    SaveFailed => "save-failed";
    ReceiveTitle => "receive-title";
    HisMove => "his-move";
    HerMove => "her-move";
    SpeakOf => "speak-of";
    He => "he";
    She => "she";
    WrittenDate => "written-date";
    Postmarks => "postmarks";
    ReceiptNumber => "receipt-number";
    ReceivedOn => "received-on";
    HisReceiptOfMine => "his-receipt-of-mine";
    HerReceiptOfMine => "her-receipt-of-mine";
    AskReplacementHint => "ask-replacement-hint";
    AskReplacementNow => "ask-replacement-now";
    ReplacementAsked => "replacement-asked";
    SaveReceived => "save-received";
    Understood => "understood";
    SendTitle => "send-title";
    MyMove => "my-move";
    SendDate => "send-date";
    SendByLabel => "send-by-label";
    Ordinary => "ordinary";
    Registered => "registered";
    RegisteredWarning => "registered-warning";
    ConfirmSend => "confirm-send";
    CardSays => "card-says";
    SameCardMineAsWhite => "same-card-mine-as-white";
    SameCardMineAsBlack => "same-card-mine-as-black";
    SameCardHisAsWhite => "same-card-his-as-white";
    SameCardHisAsBlack => "same-card-his-as-black";
    NothingMore => "nothing-more";
    GoesAlone => "goes-alone";
    CardSent => "card-sent";
    CardFiled => "card-filed";
    SentIsFinal => "sent-is-final";
    ConfirmSendButton => "confirm-send-button";
    SendButton => "send-button";
    CmdReceive => "cmd-receive";
    CmdSend => "cmd-send";
    CmdResign => "cmd-resign";
    CmdTakeBack => "cmd-take-back";
    CmdRedo => "cmd-redo";
    Undone => "undone";
    UndoneChange => "undone-change";
    UndoneAdded => "undone-added";
    Redone => "redone";
    NothingToRedo => "nothing-to-redo";
    WithdrawnMark => "withdrawn-mark";
    RepeatFiled => "repeat-filed";
    UndoneInWindow => "undone-in-window";
    CmdNextGame => "cmd-next-game";
    CmdPrevGame => "cmd-prev-game";
    CmdFlip => "cmd-flip";
    MenuGame => "menu-game";
    Today => "today";
    AllGames => "all-games";
    NothingDue => "nothing-due";
    MyMoveShort => "my-move-short";
    WaitingShort => "waiting-short";
    HisMoveShort => "his-move-short";
    HerMoveShort => "her-move-short";
    AwaitingReply => "awaiting-reply";
    DaysShort => "days-short";
    Overdue => "overdue";
    RepeatDue => "repeat-due";
    RegisteredBadge => "registered-badge";
    Schedule => "schedule";
    No => "no";
    ReceivedShort => "received-short";
    SentShort => "sent-short";
    DaysCol => "days-col";
    TotalCol => "total-col";
    Note => "note";
    TotalsLine => "totals-line";
    NextControl => "next-control";
    Me => "me";
    Him => "him";
    MoveRecorded => "move-recorded";
    MoveSent => "move-sent";
    BothMovesSent => "both-moves-sent";
    BothMovesRecorded => "both-moves-recorded";
    NotYourMove => "not-your-move";
    NotHisMove => "not-his-move";
    GameNotInPlay => "game-not-in-play";
    SentLocked => "sent-locked";
    TrialHint => "trial-hint";
    BackToGame => "back-to-game";
    Address => "address";
    ByMove => "by-move";
    OverstepAt => "overstep-at";
    Penalties => "penalties";
    Result => "result";
    Who => "who";
    Offence => "offence";
    PenaltyDate => "penalty-date";
    RecordPenalty => "record-penalty";
    Leave => "leave";
    LeaveFirst => "leave-first";
    LeaveLast => "leave-last";
    RecordLeave => "record-leave";
    LeaveNeedsDates => "leave-needs-dates";
    Archive => "archive";
    ArchiveEmpty => "archive-empty";
    Card => "card";
    Letter => "letter";
    CmdRecords => "cmd-records";
    CmdImportPgn => "cmd-import-pgn";
    CmdExportPgn => "cmd-export-pgn";
    CmdExportDeadlines => "cmd-export-deadlines";
    CmdOpenDiary => "cmd-open-diary";
    NoFileDialog => "no-file-dialog";
    FilePath => "file-path";
    Open => "open";
    NoSuchFile => "no-such-file";
    ReceiptDate => "receipt-date";
    PathNeeded => "path-needed";
    NeedMyName => "need-my-name";
    ImportedGames => "imported-games";
    CmdBackups => "cmd-backups";
    CmdExportAll => "cmd-export-all";
    BackupsTitle => "backups-title";
    BackupsExplained => "backups-explained";
    NoBackupsYet => "no-backups-yet";
    BackupTaken => "backup-taken";
    BackupSize => "backup-size";
    BackupGames => "backup-games";
    BackupMoves => "backup-moves";
    Restore => "restore";
    RestoreQuestion => "restore-question";
    DamagedKeptAside => "damaged-kept-aside";
    RestoreKeepsCurrent => "restore-keeps-current";
    KeepBackups => "keep-backups";
    KeepDays => "keep-days";
    KeepWeeks => "keep-weeks";
    KeepMonths => "keep-months";
    KeepOneBackup => "keep-one-backup";
    KeepThese => "keep-these";
    NotACount => "not-a-count";
    BackupsRemoved => "backups-removed";
    BackUpNow => "back-up-now";
    BackedUp => "backed-up";
    RestoredFrom => "restored-from";
    OpenElsewhere => "open-elsewhere";
    QuitThisWindow => "quit-this-window";
    ChangedElsewhere => "changed-elsewhere";
    ReplacedKeptIn => "replaced-kept-in";
    BackupFailed => "backup-failed";
    BackupStopped => "backup-stopped";
    NoBackupsInMemory => "no-backups-in-memory";
    Importing => "importing";
    DesktopReminders => "desktop-reminders";
    RemindersTitle => "reminders-title";
    ClosingAfterImport => "closing-after-import";
    ImportStarting => "import-starting";
    ImportSaving => "import-saving";
    ImportCancelled => "import-cancelled";
    ImportFailed => "import-failed";
    AlreadyThere => "already-there";
    NotImported => "not-imported";
    Updated => "updated";
    Exported => "exported";
    Opened => "opened";
    Theme => "theme";
    RepeatTitle => "repeat-title";
    RepeatSentOn => "repeat-sent-on";
    RecordRepeat => "record-repeat";
    Search => "search";
    Find => "find";
    CmdEmailText => "cmd-email-text";
    MenuDocuments => "menu-documents";
    DocPostcard => "doc-postcard";
    DocPostcardsA4 => "doc-postcards-a4";
    DocRepeatPostcard => "doc-repeat-postcard";
    DocRequestReplacement => "doc-request-replacement";
    DocEnvelope => "doc-envelope";
    DocSchedule => "doc-schedule";
    DocRecord => "doc-record";
    DocClaim => "doc-claim";
    DocAdjudication => "doc-adjudication";
    DocReport => "doc-report";
    SavedTo => "saved-to";
    FourUpPrinting => "four-up-printing";
    CmdOpenDemo => "cmd-open-demo";
    CmdOpenMyDiary => "cmd-open-my-diary";
    CmdHelp => "cmd-help";
    DemoOpened => "demo-opened";
    StatedTotal => "stated-total";
    HerStatedTotal => "her-stated-total";
    HeStates => "he-states";
    DiaryCounts => "diary-counts";
    ClaimedResult => "claimed-result";
    Justification => "justification";
    SealedMove => "sealed-move";
    OpenLastPdf => "open-last-pdf";
    EmailTitle => "email-title";
    CopyText => "copy-text";
    OpenMail => "open-mail";
    Close => "close";
    AttachScan => "attach-scan";
    RemoveScan => "remove-scan";
    RemoveScanQuestion => "remove-scan-question";
    ScanRemoved => "scan-removed";
    WhichCard => "which-card";
    ScansWithCard => "scans-with-card";
    ScansOfCardsTakenBack => "scans-of-cards-taken-back";
    ScanKept => "scan-kept";
    EnginesAllowed => "engines-allowed";
    CardDiagram => "card-diagram";
    EngineAnalysis => "engine-analysis";
    CmdEngine => "cmd-engine";
    EngineStarting => "engine-starting";
    MegaNodesPerSecond => "mega-nodes-per-second";
    Depth => "depth";
    Lines => "lines";
    EngineChosen => "engine-chosen";
    AddEngineAnalysis => "add-engine-analysis";
    SuggestedResult => "suggested-result";
    NoMovesLeft => "no-moves-left";
    CmdPasteMessage => "cmd-paste-message";
    CmdOpenMessage => "cmd-open-message";
    PasteMessageHint => "paste-message-hint";
    PartnersMessage => "partners-message";
    ReadMessage => "read-message";
    WhichGame => "which-game";
    CmdReconcile => "cmd-reconcile";
    ReconcileTitle => "reconcile-title";
    SchedulesAgree => "schedules-agree";
    ColMove => "col-move";
    ColCell => "col-cell";
    ColMine => "col-mine";
    ColHis => "col-his";
    ColDecides => "col-decides";
    SaveAsPdf => "save-as-pdf";
    SearchHint => "search-hint";
    HisRepetition => "his-repetition";
    AcceptedMoves => "accepted-moves";
    WrongRepetitionHint => "wrong-repetition-hint";
    RecordRepetitionPenalty => "record-repetition-penalty";
    Variant => "variant";
    PenaltyRecorded => "penalty-recorded";
    TakeBackHisMove => "take-back-his-move";
    TakeItBack => "take-it-back";
    TypedWrongly => "typed-wrongly";
    HisMoveTakenBack => "his-move-taken-back";
    CorrectDatesTitle => "correct-dates-title";
    CorrectDates => "correct-dates";
    Reason => "reason";
    ReasonNeeded => "reason-needed";
    SaveCorrection => "save-correction";
    DatesCorrected => "dates-corrected";
    Corrections => "corrections";
    MoveToCorrect => "move-to-correct";
    NoSuchMove => "no-such-move";
    TakenBack => "taken-back";
    NoRepeatFiled => "no-repeat-filed";
    RecordRepeatNow => "record-repeat-now";
    DiscardChanges => "discard-changes";
    Discard => "discard";
    KeepEditing => "keep-editing";
    StartMissing => "start-missing";
    ArrivalMissing => "arrival-missing";
    ThemeSystem => "theme-system";
    ThemeLight => "theme-light";
    ThemeDark => "theme-dark";
    NotationMenu => "notation-menu";
}

impl DocumentKind {
    /// The menu label.
    pub fn label(self) -> Text {
        match self {
            DocumentKind::Postcard => Text::DocPostcard,
            DocumentKind::RepeatPostcard => Text::DocRepeatPostcard,
            DocumentKind::RequestReplacement => Text::DocRequestReplacement,
            DocumentKind::Envelope => Text::DocEnvelope,
            DocumentKind::PostcardsA4 => Text::DocPostcardsA4,
            DocumentKind::Schedule => Text::DocSchedule,
            DocumentKind::Record => Text::DocRecord,
            DocumentKind::Claim => Text::DocClaim,
            DocumentKind::Adjudication => Text::DocAdjudication,
            DocumentKind::Report => Text::DocReport,
        }
    }
}

/// A notation's name in the menu.
pub fn notation_name(n: Notation, lang: Language) -> &'static str {
    match (n, lang) {
        (Notation::Numeric, Language::En) => "Numeric (5254)",
        (Notation::Numeric, Language::Ru) => "Цифровая (5254)",
        (Notation::LongRu, Language::En) => "Long, Russian letters (Кg1-f3)",
        (Notation::LongRu, Language::Ru) => "Полная, русские буквы (Кg1-f3)",
        (Notation::LongEn, Language::En) => "Long, English letters (Ng1-f3)",
        (Notation::LongEn, Language::Ru) => "Полная, латинские буквы (Ng1-f3)",
        (Notation::San, Language::En) => "Short (Nf3)",
        (Notation::San, Language::Ru) => "Краткая (Nf3)",
        (Notation::Uci, Language::En) => "UCI (g1f3)",
        (Notation::Uci, Language::Ru) => "UCI (g1f3)",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_exists_in_both_languages() {
        for t in Text::ALL {
            let (en, ru) = (t.get(Language::En), t.get(Language::Ru));
            assert!(!en.trim().is_empty(), "{t:?} has no English");
            assert!(!ru.trim().is_empty(), "{t:?} has no Russian");
            let cyrillic = ru
                .chars()
                .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c)));
            let latin = ru.chars().any(|c| c.is_ascii_alphabetic());
            assert!(
                cyrillic || !latin,
                "{t:?}: Russian text {ru:?} is not Russian"
            );
        }
    }

    #[test]
    fn locale_picks_the_language() {
        // As sys-locale gives them: Windows' and macOS's user settings, Linux's variables.
        assert_eq!(Language::from_locales(["ru-RU"]), Language::Ru);
        assert_eq!(Language::from_locales(["ru_RU.UTF-8"]), Language::Ru);
        assert_eq!(Language::from_locales(["de-DE"]), Language::En);
        assert_eq!(Language::from_locales(["en-GB", "ru-RU"]), Language::En);
        assert_eq!(Language::from_locales(["C", "ru-RU"]), Language::Ru);
        assert_eq!(Language::from_locales(Vec::<String>::new()), Language::En);
    }
}
