//! The interface's two languages. Every text is written in both, side by side, so none can
//! exist in only one; official forms are Russian whatever is chosen here.

use super::Language;
use crate::documents::DocumentKind;
use crate::domain::notation::Notation;

macro_rules! texts {
    ($($name:ident => $en:literal, $ru:literal;)*) => {
        /// A text of the interface.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Text { $(#[doc = $en] $name,)* }

        impl Text {
            /// Every text, for tests that walk the table.
            pub const ALL: &[Text] = &[$(Text::$name),*];

            /// The text in `lang`.
            pub fn get(self, lang: Language) -> &'static str {
                match (self, lang) {
                    $((Text::$name, Language::En) => $en, (Text::$name, Language::Ru) => $ru,)*
                }
            }
        }
    };
}

texts! {
    AppTitle => "ccdiary — correspondence chess diary", "ccdiary — дневник заочника";
    MenuDiary => "Diary", "Дневник";
    MenuView => "View", "Вид";
    MenuHelp => "Help", "Справка";
    CmdShortcuts => "Keyboard shortcuts", "Клавиши";
    CmdAbout => "About ccdiary", "О программе";
    StepThrough => "step through the game", "ходы партии назад и вперёд";
    AboutLine => "A diary for correspondence chess under the Russian Chess Federation rules (chapter 9).", "Дневник игры по переписке по правилам ФШР (глава 9).";
    DiaryFile => "Diary", "Дневник";
    MenuLanguage => "Language", "Язык";
    CmdProfile => "My profile…", "Мой профиль…";
    CmdNewTournament => "New tournament…", "Новый турнир…";
    CmdNewPartner => "New partner…", "Новый партнёр…";
    CmdNewGame => "New game…", "Новая партия…";
    CmdQuit => "Quit", "Выход";
    Games => "Tournaments and games", "Турниры и партии";
    EmptyDiaryTitle => "Your diary is empty", "Дневник пока пуст";
    EmptyDiaryHelp => "Fill in your profile (it goes on every postcard), add a tournament and your partner, then the game. Everything you enter is saved at once.", "Заполните свой профиль (он печатается на каждой открытке), добавьте турнир и партнёра, затем партию. Всё введённое сохраняется сразу.";
    NoGamesYet => "No games yet", "Партий пока нет";
    ChooseGame => "Choose a game on the left.", "Выберите партию слева.";
    FullName => "Full name", "Фамилия, имя, отчество";
    PostalAddress => "Postal address", "Почтовый адрес";
    PartnerAddress => "Partner's address", "Адрес партнёра";
    CmdPartnerAddress => "Partner's address…", "Адрес партнёра…";
    CmdEditTournament => "Tournament…", "Турнир…";
    AddressSince => "Valid from", "Действует с";
    TrackIt => "Track it on the post's site", "Отследить на сайте Почты России";
    AddressBefore => "A new address cannot start before the current one, valid from", "Новый адрес не может начинаться раньше нынешнего, действующего с";
    NeedAddress => "Enter the postal address or the e-mail.", "Введите почтовый адрес или e-mail.";
    NameTheTournament => "This game came from a PGN file that does not name its tournament: name it for the card (47.3.7.1), then it prints.", "Партия взята из PGN без названия турнира: назовите его для открытки (47.3.7.1), затем она напечатается.";
    NoAddressForCard => "The card has no address to go to: enter the partner's postal address, then print it.", "Открытку некуда послать: введите почтовый адрес партнёра, затем напечатайте её.";
    Email => "E-mail", "Эл. почта";
    SignatureLine => "Signature line", "Строка подписи";
    TournamentCode => "Code or index", "Код или индекс";
    TournamentName => "Name", "Название";
    Mode => "Mode", "Способ игры";
    ModePost => "Post", "Почта";
    ModeEmail => "E-mail", "Эл. почта";
    StartDate => "Start date", "Дата начала";
    EndDate => "End date", "Дата окончания";
    ControlDays => "Days per control", "Дней на контроль";
    ControlMoves => "Moves per control", "Ходов на контроль";
    LeaveDays => "Leave days per year", "Дней перерыва в год";
    LeaveEventDays => "Leave days in the whole event", "Дней перерыва за соревнование";
    NoLimit => "no limit", "без ограничения";
    PenaltyDays => "Penalty days (first offence)", "Штрафных дней (первое нарушение)";
    RegisteredAlways => "Every move by registered mail", "Все ходы заказной корреспонденцией";
    ArbiterName => "Arbiter", "Арбитр";
    ArbiterAddress => "Arbiter's address", "Адрес арбитра";
    ArbiterEmail => "Arbiter's e-mail", "Эл. почта арбитра";
    PartnerName => "Partner's name", "Фамилия и имя партнёра";
    Tournament => "Tournament", "Турнир";
    Partner => "Partner", "Партнёр";
    MyColour => "My colour", "Мой цвет";
    White => "White", "Белые";
    Black => "Black", "Чёрные";
    Board => "Board", "Доска";
    IAmWhite => "me White", "я белыми";
    IAmBlack => "me Black", "я чёрными";
    BoardNotANumber => "is not a board number", "— не номер доски";
    Status => "Status", "Статус";
    Moves => "Moves", "Ходов";
    StatusInPlay => "in play", "идёт";
    StatusFinished => "finished", "окончена";
    StatusAdjudication => "adjudication", "присуждение";
    StatusWithdrawn => "withdrawn", "выбытие";
    Save => "Save", "Сохранить";
    Cancel => "Cancel", "Отмена";
    Saved => "Saved.", "Сохранено.";
    DateHint => "dd.mm.yyyy", "дд.мм.гггг";
    NeedCodeOrName => "Enter the tournament's code or name.", "Введите код или название турнира.";
    NeedPartnerName => "Enter the partner's name.", "Введите фамилию партнёра.";
    NeedTournament => "Choose the tournament; add one first if the list is empty.", "Выберите турнир; если список пуст, сначала добавьте турнир.";
    NeedPartner => "Choose the partner; add one first if the list is empty.", "Выберите партнёра; если список пуст, сначала добавьте партнёра.";
    NotAWholeNumber => "is not a whole number", "— не целое число";
    MustBePositive => "must be at least 1", "— должно быть не меньше 1";
    NotADate => "is not a date; type dd.mm.yyyy", "— не дата; введите дд.мм.гггг";
    NoSuchMonth => "has no such month", "— нет такого месяца";
    NoSuchDay => "has no such day", "— нет такого дня";
    EndsBeforeStart => "The tournament cannot end before it starts.", "Турнир не может закончиться раньше начала.";
    Choose => "choose…", "выберите…";
    SaveFailed => "Not saved", "Не сохранено";
    ReceiveTitle => "Receive the partner's move", "Получен ход партнёра";
    HisMove => "His move", "Его ход";
    HerMove => "Her move", "Её ход";
    SpeakOf => "Speak of the partner as", "О партнёре говорить";
    He => "he", "он";
    She => "she", "она";
    WrittenDate => "Date on his card", "Дата на его открытке";
    Postmarks => "Postmarks", "Почтовые штемпели";
    ReceiptNumber => "Registered receipt No.", "Номер квитанции (заказное)";
    ReceivedOn => "I received it on", "Я получил";
    HisReceiptOfMine => "He received my move on", "Он получил мой ход";
    HerReceiptOfMine => "She received my move on", "Она получила мой ход";
    AskReplacementHint => "An impossible or illegible move: ask him to replace it within 3 days (47.3.12); you may record his penalty (47.4.9.1) in the game's records.", "Невозможный или неразборчивый ход: в трёхдневный срок запросите замену (47.3.12); штраф партнёру (47.4.9.1) можно записать в записях партии.";
    AskReplacementNow => "Ask him to replace it (47.3.12)…", "Запросить замену хода (47.3.12)…";
    ReplacementAsked => "His card is filed, and the request to replace his move is recorded as sent today (47.3.12).", "Его открытка сохранена, запрос на замену хода записан как отправленный сегодня (47.3.12).";
    SaveReceived => "Record the move", "Записать ход";
    Understood => "Understood:", "Понято:";
    SendTitle => "Send my move", "Отправить мой ход";
    MyMove => "My move", "Мой ход";
    SendDate => "Send date", "Дата отправки";
    SendByLabel => "Sent by", "Способ";
    Ordinary => "ordinary", "простое";
    Registered => "registered", "заказное";
    RegisteredWarning => "Five or fewer days are left to the control: the move must go by registered mail (47.4.12).", "До контроля пять дней или меньше: ход нужно послать заказным (47.4.12).";
    ConfirmSend => "Send", "Отправить";
    CardSays => "The card also says", "На открытке также";
    SameCardMineAsWhite => "On the same card, my move as White", "На той же открытке мой ход белыми";
    SameCardMineAsBlack => "On the same card, my move as Black", "На той же открытке мой ход черными";
    SameCardHisAsWhite => "On the same card, his move as White", "На той же открытке его ход белыми";
    SameCardHisAsBlack => "On the same card, his move as Black", "На той же открытке его ход черными";
    NothingMore => "nothing more", "ничего";
    GoesAlone => "No move goes with it.", "Ход при этом не отправляется.";
    CardSent => "The card is recorded as sent.", "Открытка записана как отправленная.";
    CardFiled => "His card is recorded.", "Открытка партнёра записана.";
    SentIsFinal => "A sent move can never be changed (47.3.10).", "Отправленный ход изменить нельзя (47.3.10).";
    ConfirmSendButton => "Yes, send it", "Да, отправить";
    SendButton => "Send…", "Отправить…";
    CmdReceive => "Receive a move…", "Получен ход…";
    CmdSend => "Send my move…", "Отправить ход…";
    CmdResign => "Resign the game…", "Сдать партию…";
    CmdTakeBack => "Undo: the move tried, else the last entry", "Отменить: пробный ход, иначе последнюю запись";
    CmdRedo => "Redo what was undone", "Вернуть отменённое";
    Undone => "Undone; it is kept in the archive, and Ctrl+Shift+Z records it again", "Отменено; запись сохранена в архиве, Ctrl+Shift+Z вернёт её";
    UndoneChange => "Undone: the values from before the change are back; Ctrl+Shift+Z puts the change back", "Отменено: вернулись прежние значения; Ctrl+Shift+Z вернёт изменение";
    UndoneAdded => "Undone: what was added is removed; Ctrl+Shift+Z adds it again", "Отменено: добавленное удалено; Ctrl+Shift+Z добавит его снова";
    Redone => "Recorded again", "Записано снова";
    NothingToRedo => "Nothing to redo", "Возвращать нечего";
    WithdrawnMark => "withdrawn", "отменено";
    RepeatFiled => "Repeat of my move", "Повтор моего хода";
    UndoneInWindow => "undone in the window", "отменено в окне";
    CmdNextGame => "Next game", "Следующая партия";
    CmdPrevGame => "Previous game", "Предыдущая партия";
    CmdFlip => "Flip the board", "Перевернуть доску";
    MenuGame => "Game", "Партия";
    Today => "Today", "Сегодня";
    AllGames => "All games", "Все партии";
    NothingDue => "Nothing is due. Well done.", "Срочных дел нет.";
    MyMoveShort => "my move", "мой ход";
    WaitingShort => "waiting", "ждём";
    HisMoveShort => "his move", "его ход";
    HerMoveShort => "her move", "её ход";
    AwaitingReply => "his days count from when my move reached him: his reply will tell", "его время считается со дня получения моего хода: скажет его ответ";
    DaysShort => "d", "дн.";
    Overdue => "overdue", "просрочено";
    RepeatDue => "repeat due", "пора повторить";
    RegisteredBadge => "registered", "заказным";
    Schedule => "Schedule of moves and times (art. 52)", "График переписки (ст. 52)";
    No => "No", "№";
    ReceivedShort => "received", "получил";
    SentShort => "sent", "отправил";
    DaysCol => "days", "на ход";
    TotalCol => "total", "всего";
    Note => "Note", "Примечание";
    TotalsLine => "Totals", "Суммарное время";
    NextControl => "Next control", "Следующий контроль";
    Me => "Me", "Я";
    Him => "Partner", "Партнёр";
    MoveRecorded => "The partner's move is recorded.", "Ход партнёра записан.";
    MoveSent => "Your move is recorded as sent.", "Ваш ход записан как отправленный.";
    BothMovesSent => "Your moves in both games are recorded as sent on one card.", "Ваши ходы в обеих партиях записаны как отправленные на одной открытке.";
    BothMovesRecorded => "The partner's moves in both games are recorded.", "Ходы партнёра в обеих партиях записаны.";
    NotYourMove => "It is not your move in this game.", "В этой партии сейчас не ваш ход.";
    NotHisMove => "It is your move: there is no move of his to receive.", "Сейчас ваш ход: принимать нечего.";
    GameNotInPlay => "The game is not in play.", "Партия не продолжается.";
    SentLocked => "A sent move can never be changed or taken back (47.3.10).", "Отправленный ход нельзя изменить или вернуть (47.3.10).";
    TrialHint => "Try moves on the board: nothing is sent until you confirm Send.", "Пробуйте ходы на доске: ничего не отправляется без подтверждения.";
    BackToGame => "Back to the game", "Вернуться к партии";
    Address => "Address", "Адрес";
    ByMove => "by move", "к ходу";
    OverstepAt => "overstep at move", "просрочка на ходу";
    Penalties => "Penalties", "Штрафы";
    Result => "Result", "Результат";
    Who => "Who", "Кто";
    Offence => "Offence", "Нарушение";
    PenaltyDate => "Penalty date", "Дата штрафа";
    RecordPenalty => "Record the penalty", "Записать штраф";
    Leave => "Leave", "Перерывы";
    LeaveFirst => "First day", "Первый день";
    LeaveLast => "Last day", "Последний день";
    RecordLeave => "Record the leave", "Записать перерыв";
    LeaveNeedsDates => "A leave needs its first and last day.", "Укажите первый и последний день перерыва.";
    Archive => "Cards and e-mails", "Открытки и письма";
    ArchiveEmpty => "Nothing filed yet.", "Пока ничего нет.";
    Card => "card", "открытка";
    Letter => "letter", "письмо";
    CmdRecords => "Records…", "Записи партии…";
    CmdImportPgn => "Import PGN…", "Импорт PGN…";
    CmdExportPgn => "Export PGN…", "Экспорт PGN…";
    CmdExportDeadlines => "Export deadlines to a calendar…", "Сроки в календарь…";
    CmdOpenDiary => "Open a diary…", "Открыть дневник…";
    NoFileDialog => "No file dialog is available on this system: type the file's path.", "Окно выбора файла в этой системе недоступно: введите путь к файлу.";
    FilePath => "File", "Файл";
    Open => "Open", "Открыть";
    NoSuchFile => "there is no such file", "такого файла нет";
    ReceiptDate => "Registered-mail receipt date", "Дата квитанции заказного";
    PathNeeded => "Type the file's name; without a folder it goes to your Documents folder.", "Введите имя файла; без папки он сохраняется в папке «Документы».";
    NeedMyName => "Fill in your full name in the profile first: it tells which player in the PGN is you.", "Сначала заполните в профиле своё имя: по нему видно, какой из игроков в PGN — вы.";
    ImportedGames => "Imported games", "Импортировано партий";
    CmdBackups => "Backups…", "Резервные копии…";
    CmdExportAll => "Export everything (for a new computer)…", "Экспорт всего (для нового компьютера)…";
    BackupsTitle => "Backups", "Резервные копии";
    BackupsExplained => "A copy of the diary is kept in the folder «backups» beside it on the first start of each day and before each import; the newest of each day, week and month are kept, as many as below.", "Копия дневника сохраняется в папке «backups» рядом с ним при первом запуске каждого дня и перед каждым импортом; хранятся последние копии каждого дня, недели и месяца — столько, сколько указано ниже.";
    NoBackupsYet => "There are no backups yet.", "Резервных копий пока нет.";
    BackupTaken => "Taken", "Сделана";
    BackupSize => "Size", "Размер";
    BackupGames => "Games", "Партий";
    BackupMoves => "Moves", "Ходов";
    Restore => "Restore", "Восстановить";
    RestoreQuestion => "Replace the diary with the backup of", "Заменить дневник копией от";
    DamagedKeptAside => "The damaged file is kept unchanged beside the diary.", "Повреждённый файл сохранится без изменений рядом с дневником.";
    RestoreKeepsCurrent => "The diary as it is now is backed up first.", "Нынешний дневник сначала будет сохранён в копию.";
    KeepBackups => "Keep:", "Хранить:";
    KeepDays => "days", "дней";
    KeepWeeks => "weeks", "недель";
    KeepMonths => "months", "месяцев";
    KeepOneBackup => "Keep at least one backup: a day, a week or a month.", "Храните хотя бы одну копию: за день, неделю или месяц.";
    KeepThese => "Keep these", "Сохранить";
    NotACount => "is not a number from 0 to 999", "— не число от 0 до 999";
    BackupsRemoved => "backups removed", "удалено копий";
    BackUpNow => "Back up now", "Сделать копию сейчас";
    BackedUp => "Backed up to", "Копия сохранена в";
    RestoredFrom => "Restored the backup of", "Восстановлена копия от";
    OpenElsewhere => "This diary is already open in another ccdiary window, so this window only reads it: you can look at the games and save papers here; make changes in the other window.", "Этот дневник уже открыт в другом окне ccdiary, поэтому здесь он только для чтения: партии можно смотреть и сохранять бумаги, а изменения вносите в том окне.";
    QuitThisWindow => "Close this window?", "Закрыть это окно?";
    ChangedElsewhere => "The diary was changed by another program or window: shown as it is now.", "Дневник изменён другой программой или окном: показан таким, какой он сейчас.";
    ReplacedKeptIn => "the diary replaced is kept in", "заменённый дневник сохранён в";
    BackupFailed => "The diary could not be backed up", "Не удалось сделать резервную копию дневника";
    BackupStopped => "the backup stopped unexpectedly", "копирование неожиданно прервалось";
    NoBackupsInMemory => "This diary lives in memory only and has no backups.", "Этот дневник существует только в памяти, и копий у него нет.";
    Importing => "Importing games", "Импорт партий";
    DesktopReminders => "Desktop reminders of what is due", "Напоминания о сроках на рабочем столе";
    RemindersTitle => "ccdiary: due today", "ccdiary: сегодня срок";
    ClosingAfterImport => "The window closes when the import is over.", "Окно закроется, когда импорт закончится.";
    ImportStarting => "Reading the file…", "Читаю файл…";
    ImportSaving => "Saving the games…", "Сохраняю партии…";
    ImportCancelled => "Import cancelled: nothing was changed", "Импорт отменён: ничего не изменено";
    ImportFailed => "The import stopped unexpectedly; the diary shows what it saved", "Импорт неожиданно прервался; дневник показывает то, что успело сохраниться";
    AlreadyThere => "already in the diary", "уже в дневнике";
    NotImported => "not imported", "не импортировано";
    Updated => "updated", "обновлено";
    Exported => "Exported to", "Экспортировано в";
    Opened => "Opened", "Открыт";
    Theme => "Theme", "Оформление";
    RepeatTitle => "Repeat of my last move", "Повтор моего последнего хода";
    RepeatSentOn => "Repeat sent on", "Повтор отправлен";
    RecordRepeat => "Record the repeat", "Записать повтор";
    Search => "Search…", "Поиск…";
    Find => "Find", "Найти";
    CmdEmailText => "E-mail message…", "Текст письма…";
    MenuDocuments => "Documents", "Документы";
    DocPostcard => "Postcard…", "Открытка…";
    DocPostcardsA4 => "Today's postcards, four on A4…", "Сегодняшние открытки, 4 на A4…";
    DocRepeatPostcard => "Repeat postcard (47.5.1)…", "Повторная открытка (47.5.1)…";
    DocRequestReplacement => "Request to replace his move (47.3.12)…", "Запрос на замену хода (47.3.12)…";
    DocEnvelope => "Envelope (C6) and message…", "Конверт (C6) и вложение…";
    DocSchedule => "Schedule of moves (art. 52)…", "График переписки (ст. 52)…";
    DocRecord => "Game record (47.9.2)…", "Запись партии (47.9.2)…";
    DocClaim => "Overstep claim (47.6.2)…", "Заявление о просрочке (47.6.2)…";
    DocAdjudication => "Adjudication (47.9.5)…", "Материалы на присуждение (47.9.5)…";
    DocReport => "Participant's report (art. 49)…", "Отчёт участника (ст. 49)…";
    SavedTo => "Saved to", "Сохранено в";
    FourUpPrinting => "Print it double-sided, flipped on the long edge, on card stock of at least 180 g/m², and cut at the marks.", "Печатайте с двух сторон, переворот по длинному краю, на картоне не тоньше 180 г/м², и режьте по меткам.";
    CmdOpenDemo => "Open a demo diary", "Открыть демонстрационный дневник";
    CmdOpenMyDiary => "Back to my diary", "Вернуться к своему дневнику";
    CmdHelp => "Rules the diary applies", "Правила, которые применяет дневник";
    DemoOpened => "This is the demo diary: try anything. Your own diary is", "Это демонстрационный дневник: пробуйте что угодно. Ваш дневник —";
    StatedTotal => "His total, as his card states", "Его суммарное время по открытке";
    HerStatedTotal => "Her total, as her card states", "Её суммарное время по открытке";
    HeStates => "Check the dates: his card states his total as", "Проверьте даты: по его открытке его время";
    DiaryCounts => "the diary counts", "по дневнику";
    ClaimedResult => "The result I claim", "Моя оценка результата";
    Justification => "Justification (analysis)", "Обоснование (анализ)";
    SealedMove => "My sealed move (if I am to move)", "Мой ход (если очередь моя)";
    OpenLastPdf => "Open the last PDF", "Открыть последний PDF";
    EmailTitle => "E-mail message (48.2.1)", "Текст письма (48.2.1)";
    CopyText => "Copy", "Копировать";
    OpenMail => "Open in the mail program", "Открыть в почтовой программе";
    Close => "Close", "Закрыть";
    AttachScan => "Attach a scan…", "Приложить скан…";
    RemoveScan => "Remove the scan", "Удалить скан";
    RemoveScanQuestion => "Remove the scan", "Удалить скан";
    ScanRemoved => "The scan is removed.", "Скан удалён.";
    WhichCard => "Which card do these show?", "Какая это карточка?";
    ScansWithCard => "Kept with this card when it is saved:", "Будет сохранено с этой карточкой:";
    ScansOfCardsTakenBack => "Scans of cards taken back:", "Сканы снятых карточек:";
    ScanKept => "Kept as a scan of the card:", "Сохранено как скан карточки:";
    EnginesAllowed => "Engines allowed by the regulations", "Положение разрешает шахматные программы";
    CardDiagram => "Cards show the position after my move", "На открытках — позиция после моего хода";
    EngineAnalysis => "Engine analysis", "Анализ программой";
    CmdEngine => "Chess engine…", "Шахматная программа…";
    EngineStarting => "Starting the engine…", "Программа запускается…";
    MegaNodesPerSecond => "Mn/s", "Мп/с";
    Depth => "depth", "глубина";
    Lines => "Lines:", "Линий:";
    EngineChosen => "Chess engine:", "Шахматная программа:";
    AddEngineAnalysis => "Add engine analysis", "Добавить анализ программы";
    SuggestedResult => "The evaluation suggests (yours to decide):", "Оценка программы предлагает (решать вам):";
    NoMovesLeft => "No moves: the game is over on the board.", "Ходов нет: на доске партия окончена.";
    CmdPasteMessage => "Paste the partner's message…", "Вставить письмо партнера…";
    CmdOpenMessage => "Open the partner's e-mail (.eml)…", "Открыть письмо партнера (.eml)…";
    PasteMessageHint => "Paste his whole message (Ctrl+V): the game, the move and the dates are read from it into the Receive form; nothing is recorded until you save it.", "Вставьте его письмо целиком (Ctrl+V): партия, ход и даты будут прочитаны в форму получения хода; ничего не записывается, пока вы её не сохраните.";
    PartnersMessage => "His message", "Его письмо";
    ReadMessage => "Read", "Прочитать";
    WhichGame => "Which game is this message about?", "К какой партии это письмо?";
    CmdReconcile => "Reconcile with the partner's schedule…", "Сверить с графиком партнера…";
    ReconcileTitle => "The partner's schedule beside mine (art. 52):", "График партнера рядом с моим (ст. 52):";
    SchedulesAgree => "The schedules agree in every cell.", "Графики совпадают во всех графах.";
    ColMove => "Move", "Ход";
    ColCell => "Cell", "Графа";
    ColMine => "Mine", "У меня";
    ColHis => "His", "У партнера";
    ColDecides => "What decides", "Что решает";
    SaveAsPdf => "Save as PDF…", "Сохранить PDF…";
    SearchHint => "partner or tournament", "партнёр или турнир";
    HisRepetition => "His repetition of my move", "Повторение моего хода";
    AcceptedMoves => "Variant moves he accepted", "Принятые ходы варианта";
    WrongRepetitionHint => "A wrong repetition makes his move invalid (47.3.8); he is penalised (47.4.9.2) and must send it again.", "При неправильном повторении его ход недействителен (47.3.8); ему начисляется штраф (47.4.9.2), ход нужно прислать заново.";
    RecordRepetitionPenalty => "Record the penalty (47.4.9.2)", "Записать штраф (47.4.9.2)";
    Variant => "Variant (his move, my reply, …)", "Вариант (его ход, мой ответ, …)";
    PenaltyRecorded => "The penalty is recorded; his move was not.", "Штраф записан; его ход не записан.";
    TakeBackHisMove => "Take back his move as you typed it from his card? It is kept among the game's corrections:", "Удалить его ход, как вы записали его с открытки? Он сохранится в исправлениях партии:";
    TakeItBack => "Take it back", "Удалить";
    TypedWrongly => "typed wrongly from his card", "ошибка при записи с его открытки";
    HisMoveTakenBack => "His move is taken back and kept among the corrections; record it again as his card says.", "Его ход удалён и сохранён в исправлениях; запишите его снова, как на открытке.";
    CorrectDatesTitle => "Correct the dates of", "Исправить даты хода";
    CorrectDates => "Correct the dates…", "Исправить даты…";
    Reason => "Reason", "Причина";
    ReasonNeeded => "Say why the dates change: the reason is kept with the old values for the arbiter.", "Укажите причину: она хранится вместе с прежними датами для арбитра.";
    SaveCorrection => "Save the correction", "Сохранить исправление";
    DatesCorrected => "Corrected; the old dates are kept among the corrections.", "Исправлено; прежние даты сохранены в исправлениях.";
    Corrections => "Corrections", "Исправления";
    MoveToCorrect => "Move (12 or 12…)", "Ход (12 или 12…)";
    NoSuchMove => "is not a move of this game", "— нет такого хода в партии";
    TakenBack => "taken back", "удалён";
    NoRepeatFiled => "No repeat of your last move is filed in the game with", "Повтор вашего последнего хода не записан в партии с";
    RecordRepeatNow => "Record the repeat as sent today and make its postcard?", "Записать повтор как отправленный сегодня и подготовить открытку?";
    DiscardChanges => "Discard your changes?", "Отказаться от внесённых изменений?";
    Discard => "Discard", "Отказаться";
    KeepEditing => "Keep editing", "Продолжить ввод";
    StartMissing => "The game has no start date: White's first move is due on it (47.5.1).", "У партии нет даты начала: первый ход белых посылается в этот день (47.5.1).";
    ArrivalMissing => "The day his last move arrived is not recorded: without it no days can be counted.", "Не записан день получения его последнего хода: без него время не подсчитать.";
    ThemeSystem => "As the system", "Как в системе";
    ThemeLight => "Light", "Светлое";
    ThemeDark => "Dark", "Тёмное";
    NotationMenu => "Notation", "Нотация";
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
