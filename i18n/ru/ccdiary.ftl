## Сообщения ccdiary по-русски. Аргументы сообщения именованные ({ $n }, { $partner }); число
## выбирает форму множественного числа (one: 1, 21; few: 2–4, 22–24; many: 5–20, 25–30, 11–14),
## у человека ($partner) есть GENDER() и падежи: GENITIVE(), DATIVE(), INSTRUMENTAL().

# Название языка в меню «Вид».
language-name = Русский

## Счёт

count-days = { $n ->
        [one] { $n } день
        [few] { $n } дня
       *[many] { $n } дней
    }
count-games = { $n ->
        [one] { $n } партия
        [few] { $n } партии
       *[many] { $n } партий
    }
count-moves = { $n ->
        [one] { $n } ход
        [few] { $n } хода
       *[many] { $n } ходов
    }
days-left = { $n ->
        [one] остался { $n } день
        [few] осталось { $n } дня
       *[many] осталось { $n } дней
    }
days-left-short = { $overdue ->
        [yes] просрочено { $n } дн.
       *[no] { $n } дн.
    }
days-overdue = { $n ->
        [one] просрочено на { $n } день
        [few] просрочено на { $n } дня
       *[many] просрочено на { $n } дней
    }

## Слова окна

menu-diary = Дневник
menu-view = Вид
menu-help = Справка
cmd-shortcuts = Клавиши
cmd-about = О программе
step-through = ходы партии назад и вперёд
about-line = Дневник игры по переписке по правилам ФШР (глава 9).
diary-file = Дневник
menu-language = Язык
cmd-profile = Мой профиль…
cmd-new-tournament = Новый турнир…
cmd-new-partner = Новый партнёр…
cmd-new-game = Новая партия…
cmd-quit = Выход
empty-diary-title = Дневник пока пуст
empty-diary-help = Заполните свой профиль (он печатается на каждой открытке), добавьте турнир и партнёра, затем партию. Всё введённое сохраняется сразу.
no-games-yet = Партий пока нет
choose-game = Выберите партию слева.
full-name = Фамилия, имя, отчество
postal-address = Почтовый адрес
partner-address = Адрес партнёра
cmd-partner-address = Адрес партнёра…
cmd-email-arbiter = Письмо арбитру: результат и запись (48.9.1)…
cmd-arbiter = Арбитр…
cmd-my-address = Мой адрес меняется…
cmd-failure = Поломка оборудования…
failure-on = Дата поломки
cmd-access-restored = Доступ к почте восстановлен…
restored-on = Дата восстановления
access-lost = Я потерял доступ к электронной почте (48.1.6: восстановите его в течение 30 дней после извещения, иначе вы выбываете)
arbiter-step-notice = Я отправил извещение
arbiter-step-dispute = Спор с партнёром
arbiter-which-notice = Извещение
arbiter-dispute-on = Дата спора
arbiter-title = Арбитр
arbiter-step-report = Я отправил результат и запись или материалы на присуждение
arbiter-step-decision = Получено решение арбитра
arbiter-step-protest = Я отправил протест
arbiter-received-on = Получено
arbiter-sent-on = Отправлено
arbiter-ruling = Решение
arbiter-last-move = Последний учтённый ход
arbiter-late = Прошло 14 дней: всё равно записать (арбитр может его рассмотреть)
cmd-edit-tournament = Турнир…
address-since = Действует с
track-it = Отследить на сайте Почты России
address-before = Новый адрес не может начинаться раньше нынешнего, действующего с
need-address = Введите почтовый адрес или e-mail.
name-the-tournament = Партия взята из PGN без названия турнира: назовите его для открытки (47.3.7.1), затем она напечатается.
no-address-for-card = Открытку некуда послать: введите почтовый адрес партнёра, затем напечатайте её.
email = Эл. почта
signature-line = Строка подписи
tournament-code = Код или индекс
tournament-name = Название
mode = Способ игры
mode-post = Почта
mode-email = Эл. почта
start-date = Дата начала
end-date = Дата окончания
control-days = Дней на контроль
control-moves = Ходов на контроль
leave-days = Дней перерыва в год
leave-event-days = Дней перерыва за соревнование
no-limit = без ограничения
penalty-days = Штрафных дней (первое нарушение)
registered-always = Все ходы заказной корреспонденцией
arbiter-name = Арбитр
arbiter-address = Адрес арбитра
arbiter-email = Эл. почта арбитра
partner-name = Фамилия и имя партнёра
tournament = Турнир
partner = Партнёр
my-colour = Мой цвет
white = Белые
black = Чёрные
board = Доска
i-am-white = я белыми
i-am-black = я чёрными
status = Статус
moves = Ходов
status-in-play = идёт
status-finished = окончена
status-adjudication = присуждение
status-withdrawn = выбытие
save = Сохранить
cancel = Отмена
saved = Сохранено.
date-hint = дд.мм.гггг
pick-from-calendar = Выбрать день в календаре
calendar-months = Январь Февраль Март Апрель Май Июнь Июль Август Сентябрь Октябрь Ноябрь Декабрь
calendar-weekdays = Пн Вт Ср Чт Пт Сб Вс
previous-month = Предыдущий месяц
next-month = Следующий месяц
need-code-or-name = Введите код или название турнира.
need-partner-name = Введите фамилию партнёра.
need-tournament = Выберите турнир; если список пуст, сначала добавьте турнир.
need-partner = Выберите партнёра; если список пуст, сначала добавьте партнёра.
not-a-whole-number = — не целое число
must-be-positive = — должно быть не меньше 1
not-a-date = — не дата; введите дд.мм.гггг
no-such-month = — нет такого месяца
no-such-day = — нет такого дня
choose = выберите…
save-failed = Не сохранено
receive-title = Получен ход партнёра
his-move = Его ход
her-move = Её ход
speak-of = О партнёре говорить
he = он
she = она
written-date = Дата на его открытке
postmarks = Почтовые штемпели
receipt-number = Номер квитанции (заказное)
received-on = Я получил
his-receipt-of-mine = Он получил мой ход
her-receipt-of-mine = Она получила мой ход
ask-replacement-hint = Невозможный или неразборчивый ход: в трёхдневный срок запросите замену (47.3.12); штраф партнёру (47.4.9.1) можно записать в записях партии.
ask-replacement-now = Запросить замену хода (47.3.12)…
replacement-asked = Его открытка сохранена, запрос на замену хода записан как отправленный сегодня (47.3.12).
save-received = Записать ход
save-received-card = Записать открытку
receipt-hint = 14 цифр или 2 буквы, 9 цифр, 2 буквы
understood = Понято:
send-title = Отправить мой ход
my-move = Мой ход
send-date = Дата отправки
send-by-label = Способ
ordinary = простое
registered = заказное
registered-warning = До контроля пять дней или меньше: ход нужно послать заказным (47.4.12).
confirm-send = Отправить
card-says = На открытке также
same-card-mine-as-white = На той же открытке мой ход белыми
same-card-mine-as-black = На той же открытке мой ход черными
same-card-his-as-white = На той же открытке его ход белыми
same-card-his-as-black = На той же открытке его ход черными
nothing-more = ничего
goes-alone = Ход при этом не отправляется.
card-sent = Открытка записана как отправленная.
card-filed = Открытка партнёра записана.
sent-is-final = Отправленный ход изменить нельзя (47.3.10).
sent-card-is-final = Отправленную открытку не вернуть: Ctrl+Z отменяет только то, что вы записали с открыток партнёра (47.3.10).
confirm-send-button = Да, отправить
send-button = Отправить…
cmd-receive = Получен ход…
cmd-send = Отправить ход…
cmd-resign = Сдать партию…
cmd-take-back = Отменить: пробный ход, иначе последнюю запись
cmd-redo = Вернуть отменённое
undone = Отменено: { $change }; запись сохранена в архиве, Ctrl+Shift+Z вернёт её
undone-change = Отменено: { $change }; вернулись прежние значения, Ctrl+Shift+Z вернёт изменение
undone-added = Отменено: { $change }; добавленное удалено, Ctrl+Shift+Z добавит его снова
redone = Записано снова: { $change }
nothing-to-redo = Возвращать нечего
withdrawn-mark = отменено
repeat-filed = Повтор моего хода
undone-in-window = отменено в окне
cmd-next-game = Следующая партия
cmd-prev-game = Предыдущая партия
cmd-flip = Перевернуть доску
menu-game = Партия
today = Сегодня
all-games = Все партии
nothing-due = Срочных дел нет.
my-move-short = мой ход
his-move-short = его ход
her-move-short = её ход
no-value = (нет)
awaiting-reply = его время считается со дня получения моего хода: скажет его ответ
days-short = дн.
overdue = просрочено
repeat-due = пора повторить
registered-badge = заказным
schedule = График переписки (ст. 52)
no = №
received-short = получил
sent-short = отправил
days-col = на ход
total-col = всего
note = Примечание
next-control = Следующий контроль
me = Я
him = Партнёр
move-recorded = Ход партнёра записан.
move-sent = Ваш ход записан как отправленный.
both-moves-sent = Ваши ходы в обеих партиях записаны как отправленные на одной открытке.
both-moves-recorded = Ходы партнёра в обеих партиях записаны.
not-your-move = В этой партии сейчас не ваш ход.
not-his-move = Сейчас ваш ход: принимать нечего.
game-not-in-play = Партия не продолжается.
sent-locked = Отправленный ход нельзя изменить или вернуть (47.3.10).
trial-hint = Вариант вашего анализа хранится рядом с записью партии: ничего не отправляется без подтверждения.
keep-line = Сохранить
keep-line-hint = Сохранить этот вариант в вашем анализе с оценкой, глубиной и названием движка
back-to-game = Вернуться к партии
address = Адрес
by-move = к ходу
overstep-at = просрочка на ходу
penalties = Штрафы
result = Результат
who = Кто
offence = Нарушение
penalty-date = Дата штрафа
record-penalty = Записать штраф
leave = Перерывы
leave-first = Первый день
leave-last = Последний день
record-leave = Записать перерыв
leave-needs-dates = Укажите первый и последний день перерыва.
archive = Открытки и письма
archive-empty = Пока ничего нет.
card = открытка
letter = письмо
cmd-records = Записи партии…
cmd-import-pgn = Импорт PGN…
cmd-export-pgn = Экспорт PGN с анализом…
cmd-export-records = Экспорт PGN, только записи партий (без анализа)…
cmd-export-deadlines = Сроки в календарь…
cmd-open-diary = Открыть дневник…
no-file-dialog = Окно выбора файла в этой системе недоступно: введите путь к файлу.
file-path = Файл
open = Открыть
no-such-file = такого файла нет
receipt-date = Дата квитанции заказного
path-needed = Введите имя файла; без папки он сохраняется в папке «Документы».
need-my-name = Сначала заполните в профиле своё имя: по нему видно, какой из игроков в PGN — вы.
imported-games = Импортировано партий
cmd-backups = Резервные копии…
cmd-export-all = Экспорт всего (для нового компьютера)…
backups-title = Резервные копии
backups-explained = Копия дневника сохраняется в папке «backups» рядом с ним при первом запуске каждого дня и перед каждым импортом; хранятся последние копии каждого дня, недели и месяца — столько, сколько указано ниже.
no-backups-yet = Резервных копий пока нет.
backup-taken = Сделана
backup-size = Размер
backup-games = Партий
backup-moves = Ходов
restore = Восстановить
restore-question = Заменить дневник копией от
damaged-kept-aside = Повреждённый файл сохранится без изменений рядом с дневником.
restore-keeps-current = Нынешний дневник сначала будет сохранён в копию.
keep-backups = Хранить:
keep-days = дней
keep-weeks = недель
keep-months = месяцев
keep-one-backup = Храните хотя бы одну копию: за день, неделю или месяц.
keep-these = Сохранить
not-a-count = — не число от 0 до 999
backups-removed = удалено копий
back-up-now = Сделать копию сейчас
backed-up = Копия сохранена в
restored-from = Восстановлена копия от
open-elsewhere = Этот дневник уже открыт в другом окне ccdiary, поэтому здесь он только для чтения: партии можно смотреть и сохранять бумаги, а изменения вносите в том окне.
quit-this-window = Закрыть это окно?
changed-elsewhere = Дневник изменён другой программой или окном: показан таким, какой он сейчас.
replaced-kept-in = заменённый дневник сохранён в
backup-failed = Не удалось сделать резервную копию дневника
backup-stopped = копирование неожиданно прервалось
no-backups-in-memory = Этот дневник существует только в памяти, и копий у него нет.
importing = Импорт партий
desktop-reminders = Напоминания о сроках на рабочем столе
reminders-title = ccdiary: сегодня срок
closing-after-import = Окно закроется, когда импорт закончится.
import-starting = Читаю файл…
import-saving = Сохраняю партии…
import-cancelled = Импорт отменён: ничего не изменено
import-failed = Импорт неожиданно прервался; дневник показывает то, что успело сохраниться
already-there = уже в дневнике
not-imported = не импортировано
updated = обновлено
exported = Экспортировано в
opened = Открыт
repeat-title = Повтор моего последнего хода
repeat-sent-on = Повтор отправлен
record-repeat = Записать повтор
search = Поиск…
find = Найти
cmd-email-text = Текст письма…
menu-documents = Документы
doc-postcard = Открытка…
doc-postcards-a4 = Сегодняшние открытки, 4 на A4…
doc-repeat-postcard = Повторная открытка (47.5.1)…
doc-request-replacement = Запрос на замену хода (47.3.12)…
doc-envelope = Конверт (C6) и вложение…
doc-schedule = График переписки (ст. 52)…
doc-record = Запись партии (47.9.2)…
doc-claim = Заявление о просрочке (47.6.2)…
doc-adjudication = Материалы на присуждение (47.9.5)…
doc-protest = Протест апелляционному арбитру (47.1.6, 47.9.10)…
doc-notice = Извещения: мой новый адрес, поломка, спор (47.1.2, 48.1.5, 48.1.7)…
doc-report = Отчёт участника (ст. 49)…
saved-to = Сохранено в
four-up-printing = Печатайте с двух сторон, переворот по длинному краю, на картоне не тоньше 180 г/м², и режьте по меткам.
cmd-open-demo = Открыть демонстрационный дневник
cmd-open-my-diary = Вернуться к своему дневнику
cmd-help = Правила, которые применяет дневник
demo-opened = Это демонстрационный дневник: пробуйте что угодно. Ваш дневник —
stated-total = Его суммарное время по открытке
her-stated-total = Её суммарное время по открытке
he-states = Проверьте даты: по его открытке его время
diary-counts = по дневнику
claimed-result = Моя оценка результата
justification = Обоснование (анализ)
sealed-move = Мой ход (если очередь моя)
open-last-pdf = Открыть последний PDF
email-title = Текст письма (48.2.1)
copy-text = Копировать
open-mail = Открыть в почтовой программе
close = Закрыть
attach-scan = Приложить скан…
remove-scan = Удалить скан
remove-scan-question = Удалить скан
scan-removed = Скан удалён.
which-card = Какая это карточка?
scans-with-card = Будет сохранено с этой карточкой:
scans-of-cards-taken-back = Сканы снятых карточек:
scan-kept = Сохранено как скан карточки:
engines-allowed = Положение разрешает шахматные программы
card-diagram = На открытках — позиция после моего хода
engine-analysis = Анализ программой
cmd-engine = Шахматная программа…
engine-starting = Программа запускается…
mega-nodes-per-second = Мп/с
kilo-nodes-per-second = кп/с
depth = глубина
lines = Линий:
engine-chosen = Шахматная программа:
add-engine-analysis = Добавить анализ программы
suggested-result = Оценка программы предлагает (решать вам):
no-moves-left = Ходов нет: на доске партия окончена.
cmd-paste-message = Вставить письмо партнера…
cmd-open-message = Открыть письмо партнера (.eml)…
paste-message-hint = Вставьте его письмо целиком (Ctrl+V): партия, ход и даты будут прочитаны в форму получения хода; ничего не записывается, пока вы её не сохраните.
partners-message = Его письмо
read-message = Прочитать
which-game = К какой партии это письмо?
cmd-reconcile = Сверить с графиком партнера…
reconcile-title = График партнера рядом с моим (ст. 52):
schedules-agree = Графики совпадают во всех графах.
col-move = Ход
col-cell = Графа
col-mine = У меня
col-his = У партнера
col-decides = Что решает
save-as-pdf = Сохранить PDF…
search-hint = партнёр или турнир
his-repetition = Повторение моего хода
accepted-moves = Принятые ходы варианта
wrong-repetition-hint = При неправильном повторении его ход недействителен (47.3.8); ему начисляется штраф (47.4.9.2), ход нужно прислать заново.
record-repetition-penalty = Записать штраф (47.4.9.2)
variant = Вариант (его ход, мой ответ, …)
take-back-his-move = Удалить его ход, как вы записали его с открытки? Он сохранится в исправлениях партии:
take-it-back = Удалить
typed-wrongly = ошибка при записи с его открытки
his-move-taken-back = Его ход удалён и сохранён в исправлениях; запишите его снова, как на открытке.
correct-dates-title = Исправить даты хода
correct-dates = Исправить даты…
reason = Причина
reason-needed = Укажите причину: она хранится вместе с прежними датами для арбитра.
save-correction = Сохранить исправление
dates-corrected = Исправлено; прежние даты сохранены в исправлениях.
corrections = Исправления
move-to-correct = Ход (12 или 12…)
not-chosen = выберите одно из списка
no-such-move = — нет такого хода в партии
taken-back = удалён
no-repeat-filed = Повтор вашего последнего хода не записан в партии с
record-repeat-now = Записать повтор как отправленный сегодня и подготовить открытку?
discard-changes = Отказаться от внесённых изменений?
discard = Отказаться
keep-editing = Продолжить ввод
start-missing = У партии нет даты начала: первый ход белых посылается в этот день (47.5.1).
arrival-missing = Не записан день получения его последнего хода: без него время не подсчитать.

## Что пора сделать

today-nothing-due = на { $day } срочных дел нет
urgency-overdue = СРОК ПРОШЁЛ
urgency-soon = скоро
urgency-later = позже
today-first-moves = { $n ->
        [one] { $n } первый ход
        [few] { $n } первых хода
       *[other] { $n } первых ходов
    } к отправке: белые отправляют первый ход в день начала
today-first-moves-line = { $due }  { $urgency }  { $tournament }: { $what }; партии { $games } (47.5.1)
today-line = { $due }  { $urgency }  партия { $game } ({ $tournament }, { $partner }): { $action } ({ $clause })
action-my-move = ваш ход
action-my-move-days = ваш ход, { $left }{ $registered ->
        [yes] : заказным
       *[no] {""}
    }
action-record-receipt = запишите дату получения { GENDER($partner) ->
        [female] её
       *[male] его
    } хода
action-enter-start = укажите дату начала партии
action-repeat-move = { $mode ->
        [post] нет ответа: повторите ход { $number } со всеми сведениями заказным
       *[email] нет ответа: повторите ход { $number } со всеми сведениями, копию арбитру
    }
action-report-silence = { $mode ->
        [post] на заказной повтор нет ответа: сообщите арбитру
       *[email] на повтор с копией арбитру нет ответа: сообщите арбитру
    }
action-request-first-move = { $mode ->
        [post] нет первого хода белых: заказной запрос и сообщение арбитру
       *[email] нет первого хода белых: запрос с копией арбитру
    }
action-ask-replacement = запросите замену невозможного хода
action-claim-overstep = заявите о просрочке { GENDER($partner) ->
        [female] партнёрши
       *[male] партнёра
    } (ход { $overstep }) до ответа на { GENDER($partner) ->
        [female] её
       *[male] его
    } ход { $control }
action-send-adjudication = пошлите материалы на присуждение
action-send-result = пошлите арбитру результат и запись партии; отметьте, когда отправите
action-send-game-text = пошлите арбитру текст партии: { GENDER($partner) ->
        [female] партнёрша выбыла
       *[male] партнёр выбыл
    }, результат фиксируется по получении текста
action-protest = решение арбитра, полученное { $received }, можно опротестовать апелляционному арбитру до этого дня
action-restore-access = восстановите доступ к электронной почте до этого дня, иначе вы будете считаться выбывшим из турнира
action-notify = { $what ->
        [address] сообщите { $to ->
            [partner] { DATIVE($partner) }
           *[arbiter] арбитру
        } мой новый адрес
        [failure] сообщите { $to ->
            [partner] { DATIVE($partner) }
           *[arbiter] арбитру
        } о поломке оборудования любым доступным способом
        [access] сообщите { $to ->
            [partner] { DATIVE($partner) }
           *[arbiter] арбитру
        } о потере доступа к электронной почте любым доступным способом
       *[dispute] немедленно известите арбитра о споре в этой партии
    }; отметьте, когда отправите

## Командная строка

cli-scan-line = скан { $id }: { $name } ({ $kb } КБ)
cli-cannot-open = не удаётся открыть дневник { $path }
cli-no-game = в дневнике нет партии { $id } (см. `ccdiary list`)
cli-not-a-game-id = «{ $typed }» — не номер партии (см. `ccdiary list`)
cli-no-tournament = в дневнике нет турнира «{ $typed }» (см. `ccdiary tournament list`)
cli-cannot-write = не удаётся записать { $path }: { $error }
cli-cannot-read = не удаётся прочитать { $path }: { $error }
cli-no-home = не найдена домашняя папка для дневника; укажите --db ФАЙЛ
cli-demo-exists = { $path } уже есть; для демонстрации укажите в --db новый файл
cli-wrote = записан { $path }
cli-wrote-demo = записан демонстрационный дневник { $path }
cli-no-games-yet = в { $path } пока нет партий: добавьте их в окне (ccdiary) или импортируйте PGN
cli-who-are-you = кто вы в этих партиях? Укажите --me ИМЯ, как оно записано в PGN, или заполните профиль
cli-newest-backup =
    последняя исправная резервная копия, от { $when } ({ $games }, { $moves }), — { $path }: восстановите её командой
      ccdiary --db "{ $diary }" restore "{ $path }"
cli-archived = записан { $path }: дневник, { $games } в PGN и график каждой партии в CSV
cli-no-diary = дневника { $path } нет
cli-no-backup-no-import = перед импортом не удалось сделать резервную копию дневника, поэтому ничего не импортировано
cli-left-out = партию { $game } не удалось прочитать, она пропущена: { $why }
cli-no-backups = в { $folder } пока нет резервных копий
cli-restored = в { $diary } теперь { $backup }; { $aside ->
        [backup] заменённый дневник сохранён в { $kept }
        [renamed] заменённый дневник не читался и сохранён без изменений как { $kept }
       *[nothing] дневника до этого не было
    }
cli-reading = читаю партии: { $done } ({ $percent } % файла)
cli-imported = импортировано: { $games ->
        [one] { $games } партия
        [few] { $games } партии
       *[many] { $games } партий
    }; обновлено: { $updated }; уже в дневнике: { $there }; не импортировано: { $bad }
cli-profile-name = имя в вашем профиле теперь «{ $name }»
cli-not-imported = не удалось импортировать из { $path }: { $games ->
        [one] { $games } партия
        [few] { $games } партии
       *[many] { $games } партий
    } (см. выше)
cli-bad-move = ход { $number } ({ $side ->
        [white] белые
       *[black] черные
    }): { $why }
cli-recorded-his = записан { GENDER($partner) ->
        [female] её
       *[male] его
    } ход { $mv } в { $game }
cli-totals-differ = по открытке суммарное время { $stated }, по дневнику { $counted }
cli-not-my-move = в { $game } сейчас не мой ход
cli-written-only-for-request = --written — только для `pdf request-replacement`: что написано на его открытке
cli-not-a-double-round = { $other } — не вторая партия круга с { $game }: на одной открытке идут две партии одного турнира с тем же партнёром, обе в игре
cli-sent-mine = отправлен мой ход { $mv } { $day } в { $game }
cli-arrived = { GENDER($partner) ->
        [female] её
       *[male] его
    } последний ход получен { $day } в { $game }{ $was ->
        [none] {""}
       *[other] {" "}(было { $was })
    }
cli-delay-needed = для late-repeat нужен --delay-days: на сколько дней задержана игра (47.4.11)
cli-penalty-recorded = штраф { $days } ({ $clause }) в { $game }
cli-repeat-filed = повтор моего хода записан в { $game }, { $mode ->
        [post] заказным (47.5.1)
       *[email] с копией арбитру (48.5.1)
    }
cli-need-address = укажите --postal АДРЕС или --email E-MAIL
cli-address-before = его нынешний адрес действует с { $since }: новый не может начинаться раньше (--since)
cli-address-recorded = адрес партнёра записан в { $game }
cli-receipt-valid-domestic = { $number }: верный номер Почты России (14 цифр, контрольная цифра верна)
cli-receipt-valid-international = { $number }: верный международный номер (UPU S10, контрольная цифра верна)
cli-leave-recorded = { $whose }: { $first } – { $last }
cli-leave-mine = мой перерыв во всех партиях
cli-leave-partners = перерыв партнёра в партии { $game }
cli-leave-whose = { $partner ->
        [yes] партнёр в партии { $game }
       *[no] я
    }
cli-scans-without-card = сканы снятых карточек:
cli-archive-empty = архив партии пуст; карточки попадают в него при получении и отправке ходов
cli-no-archive-item = пункт { $item }: в архиве партии пункты с 1 по { $count } (см. `ccdiary scan list`)
cli-scan-removed = скан { $id } удалён
cli-scan-kept = { $name } сохранён как скан { $id }
cli-game-named = партии { $game } ({ $tournament }, { $partner })
cli-tournament-leave = перерыв { $days }
cli-tournament-event = (на турнир { $days })
cli-tournament-penalty = штраф { $days }
cli-tournament-registered = всегда заказным
cli-tournament-no-engines = без программ
cli-tournament-diagram = диаграмма на открытке

## Отказы: открытки, ходы, перерывы

date-field = { $field ->
        [written] дата на его открытке
        [postmark] почтовый штемпель
        [received] день получения его хода
        [his-receipt] день, когда он получил мой ход
        [my-sent] дата отправки
        [my-last-sent] день отправки моего последнего хода
        [his-last-arrived] день получения его последнего хода
       *[his-sent] день отправки его открытки
    }
card-impossible = его ход { $error }
card-my-move = мой ход { $error }
card-repetition-unreadable = его повтор моего хода { $error }
card-accepted-unreadable = принятые ходы варианта, ход { $number } { $error } (ходы пишутся в порядке варианта, 47.3.9)
card-no-variant-to-accept = принятые ходы варианта: мой последний ход не предлагал варианта (47.3.8)
card-wrong-repetition = { $written }: ваш ход был { $mine } (47.3.7.5)
card-variant = вариант: { $error }
card-no-offer-to-answer = { $whose ->
        [his] партнёр не предлагал ничью (или его предложение уже не действует): принимать и отклонять нечего
       *[mine] моего предложения ничьей, которое ещё действует, нет: партнёру нечего принимать или отклонять
    }
card-playable-move = ход { $mv } возможен: заменять нечего, запишите его как полученный
card-move-not-wanted = { $declaration } идёт без хода: уберите ход из поля
card-not-in-play = партия не идёт: ходы в неё не записываются
card-not-his-turn = сейчас ваш ход: принимать нечего
card-not-my-turn = сейчас ход партнёра: отправлять нечего
card-no-move-of-his = последний ход ваш: нет его хода, чтобы записать день получения
card-future = { $field }: { $date } ещё не наступило
card-before = { $field } { $date } раньше, чем { $after } { $after_date }: проверьте даты
repeat-not-my-move = последний ход не мой: повторять нечего
repeat-future = дата повтора { $date } ещё не наступила
repeat-not-after-sent = повтор { $date } не позже отправки хода { $sent }: проверьте дату
numeric-length = в цифровой записи четыре цифры, при превращении пять
numeric-not-a-digit = «{ $typed }» — не цифра
numeric-no-file = нет вертикали { $typed }
numeric-no-rank = нет горизонтали { $typed }
numeric-no-promotion-piece = нет фигуры превращения { $typed } (1 ферзь, 2 ладья, 3 слон, 4 конь)
move-not-written = ход не записан
move-unreadable = это не ход ни в цифровой, ни в алгебраической нотации
move-long-shape = это не полная алгебраическая запись (Кg1-f3, e2-e4, 0-0)
move-long-promotion = «{ $typed }» — не фигура для превращения
illegal-no-piece = на { $square } нет фигуры
illegal-not-the-movers = фигура на { $square } — не того, чей ход
illegal-wrong-piece = на { $square } стоит другая фигура ({ $piece })
illegal-ambiguous = неоднозначно: укажите, какая фигура ходит
illegal-here = невозможный ход в этой позиции
illegal-other-side = { $turn ->
        [white] это ход чёрных, а ходят белые
       *[black] это ход белых, а ходят чёрные
    }
piece-name = { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    }
move-error = { $input }: { $why }
leave-ends-before-start = перерыв кончается раньше, чем начинается
leave-overlaps = перерыв пересекается с уже записанным ({ $first } – { $last })
leave-over-allowance = перерыв не разрешён: в { $year } году было бы { $total } перерыва, а можно { $allowance } (47.7.1)
receipt-shape = номер квитанции — 14 цифр, или две латинские буквы, девять цифр и две латинские буквы (RA123456785RU)
receipt-check-digit = контрольная цифра номера квитанции должна быть { $expected }, а не { $found }: проверьте номер
offence-impossible-move = невозможный ход
offence-illegible-move = неразборчивый ход
offence-no-move = открытка без хода
offence-wrong-repetition = неправильное повторение хода
offence-not-registered = не заказным
offence-wrong-address = ошибка в адресе
offence-late-repeat = несвоевременный повтор (игра задержана на { $delay })
variant-too-short = вариант — это мой ход и хотя бы одна пара: его ход, мой ответ
variant-ends-on-his-move = вариант кончается моим ответом, а не его ходом
variant-illegal = ход { $number } варианта ({ $mv }) там невозможен
repetition-mismatch = повторённый ход { $number } — { $found }, а в варианте { $expected } (47.3.9)
repetition-too-long = повторено { $found }, а в варианте только { $available } (47.3.9)
repetition-incomplete = повторение обрывается на его ходе { $number } без моего ответа из варианта (47.3.9)
date-input-not-a-date = «{ $typed }»: не дата (введите дд.мм.гггг)
date-input-no-such-month = «{ $typed }»: нет такого месяца
date-input-no-such-day = «{ $typed }»: в этом месяце нет такого дня
unknown-code = неизвестный код ({ $what }): «{ $code }»

## Отказы: сведения дневника

offence-delay-not-applicable = --delay-days указывается только для late-repeat (47.4.11): дни за { $offence } устанавливают правила
text-field = { $field ->
        [name] имя
        [code] код турнира
        [tournament-name] название турнира
        [board] доска
        [address] почтовый адрес
        [email] адрес электронной почты
        [signature] подпись
       *[note] примечание
    }
fact-date = { $date ->
        [penalty] дата штрафа
        [leave-start] первый день перерыва
        [tournament-start] начало турнира
        [his-card] дата на его открытке
       *[game-start] начало партии
    }
fact-board-not-a-number = Доска: «{ $typed }» — не номер доски
fact-in-play-with-result = у партии в игре ещё нет результата: для { $result } укажите статус «окончена»
fact-finished-without-result = у оконченной партии есть результат: выберите его (1-0, 0-1, 1/2-1/2)
fact-ends-before-start = Турнир не может закончиться раньше начала. ({ $start } – { $end })
fact-too-long = { $field }: { $length ->
        [one] { $length } знак
        [few] { $length } знака
       *[many] { $length } знаков
    }, можно не больше { $limit }
fact-too-many-lines = { $field }: { $lines ->
        [one] { $lines } строка
        [few] { $lines } строки
       *[many] { $lines } строк
    }, в блок адреса входит { $limit }
fact-before-start = { $field } { $date } раньше начала партии { $start }: проверьте дату
fact-start-after-first-move = { $field } { $start } позже отправки первого хода партии { $game } { $first_move }: проверьте дату
postmark-counts = его открытка считается отправленной по почтовому штемпелю { $postmark }, а не по дате на ней { $written } (47.2.2.1)

## Файл дневника

store-not-a-database = { $path } — не дневник ccdiary (это не база SQLite); файл не изменён
store-damaged = { $path } повреждён ({ $detail }); файл не изменён: сохраните копию и восстановите последнюю резервную
store-newer-version = { $path } записан более новой версией ccdiary (версия дневника { $found }, эта программа знает до { $supported }); обновите ccdiary. Файл не изменён
store-read-only = { $path } открыт только для чтения, а ccdiary сохраняет каждое изменение сразу. Разрешите запись или скопируйте файл. Файл не изменён
store-locked = { $path } занят другой программой; закройте другой ccdiary и попробуйте снова
store-io = не удаётся использовать { $path }: { $error }
store-sent-move-locked = { $what ->
        [move-changed] отправленный ход изменить нельзя (47.3.10)
        [move-removed] отправленный ход нельзя удалить (47.3.10)
        [variant-changed] отправленный вариант изменить нельзя (47.3.10)
       *[variant-removed] отправленный вариант нельзя удалить (47.3.10)
    }
store-answered-move-locked = { $removed ->
        [yes] на этот ход уже дан ответ: удалить его нельзя
       *[no] на этот ход уже дан ответ: изменить его нельзя
    }
store-disk-full = диск с { $path } переполнен; изменение не сохранено. Освободите место и попробуйте снова
store-still-used = на это уже есть записи (ход, штраф, карточка или партия), поэтому оно сохранено
store-not-empty = в { $path } уже есть партии, он не изменён: заменить его можно только явно (--replace), и сначала он будет сохранён в копию
store-invalid = { $field ->
        [partner-name] у партнёра должны быть фамилия и имя
        [tournament-name] у турнира должен быть код или название
        [time-control] в контроле времени нужен хотя бы один день и один ход
        [tournament-end] турнир кончается раньше, чем начинается
       *[leave-end] перерыв кончается раньше, чем начинается
    }
store-not-a-diary = { $path } — не дневник ccdiary (это база другой программы); файл не изменён
store-empty-file = { $path } — пустой файл, а не дневник; файл не изменён. Укажите другой файл или удалите этот, чтобы начать в нём новый дневник
store-stale = партию тем временем изменили в другой программе или окне, поэтому ничего не сохранено: посмотрите, какая она сейчас, и попробуйте снова
store-opened-read-only = { $path } открыт в другом окне ccdiary, поэтому здесь он только для чтения: внесите изменение там или закройте то окно и откройте дневник здесь снова
store-too-large = в { $path } дневник больше { $megabytes } МБ — больше, чем бывает дневник заочных партий; ничего не импортировано
store-not-found = в дневнике нет: { $what }
store-sqlite = ошибка базы дневника: { $error }
store-corrupt = в дневнике нечитаемое значение: { $what }

## Отказы в бумагах; что ещё сказано на открытке

paper-no-move-of-mine = в партии с { INSTRUMENTAL($partner) } ({ $tournament }) последний ход не ваш: печатать нечего
paper-no-overstep = в партии с { INSTRUMENTAL($partner) } ({ $tournament }) просрочки контроля времени нет, заявлять не о чем
paper-played-by-email = партия с { INSTRUMENTAL($partner) } ({ $tournament }) играется по e-mail: ходы посылаются письмом, а не открыткой
paper-game-over = партия с { INSTRUMENTAL($partner) } ({ $tournament }) больше не играется: посылать нечего
paper-no-address = у партнёра в партии с { INSTRUMENTAL($partner) } ({ $tournament }) нет почтового адреса, открытку некуда послать; введите его (Партия → Адрес партнёра…, или `ccdiary partner-address`)
paper-unnamed-tournament = партия с { INSTRUMENTAL($partner) } ({ $tournament }) взята из PGN без названия турнира: назовите турнир, прежде чем печатать открытку (Партия → Турнир…, или `ccdiary tournament set`) (47.3.7.1)
paper-no-repeat = в партии с { INSTRUMENTAL($partner) } ({ $tournament }) повтор вашего последнего хода не записан
paper-no-request = в партии с { INSTRUMENTAL($partner) } ({ $tournament }) запрос на замену хода не записан: введите { GENDER($partner) ->
        [female] её
       *[male] его
    } открытку («Получен ход» или `ccdiary pdf request-replacement GAME --written ХОД`) и запросите замену оттуда (47.3.12)
paper-no-claim = укажите результат, на который претендуете, и обоснуйте его анализом (47.9.5.3)
paper-sealed-move = записанный ход { $error }
paper-claim-too-late = { $closed ->
        [unknown] в партии с { INSTRUMENTAL($partner) } ({ $tournament }) заявлять о просрочке поздно: ваш ответ на { GENDER($partner) ->
            [female] её
           *[male] его
        } контрольный ход { $control } уже отправлен (47.6.3); запишите дату отправки, если заявление ушло вместе с ним
       *[other] в партии с { INSTRUMENTAL($partner) } ({ $tournament }) заявлять о просрочке поздно: срок истёк { $closed }, когда был отправлен ваш ответ на { GENDER($partner) ->
            [female] её
           *[male] его
        } контрольный ход { $control } (47.6.3)
    }
paper-not-my-sealed-move = сейчас ход партнёра: записывать свой ход не нужно (47.9.5.4)
paper-two-games-do-not-fit = ходы двух партий со всеми сведениями не помещаются на одной открытке: уберите ход второй партии и отправьте каждую на своей открытке
paper-nothing-sent-on = { $date } ни один ваш ход не отправлен
paper-day-to-come = { $date } ещё не наступило: отчет говорит о партиях на прошедший день (--as-of)
paper-wrong-source = документ { $kind } из этого не составить
print-pdf = PDF не построен: { $error }
declaration-mine = { $declaration ->
        [offer-draw] предлагаю ничью
        [accept-draw] принимаю ничью
        [decline-draw] отклоняю предложение ничьей
        [resign] сдаюсь
       *[ask-replacement] прошу заменить ход (47.3.12)
    }
declaration-his = { $declaration ->
        [offer-draw] партнёр предлагает ничью
        [accept-draw] партнёр принимает ничью
        [decline-draw] партнёр отклоняет ничью
        [resign] партнёр сдаёт партию
       *[ask-replacement] партнёр просит заменить мой ход (47.3.12)
    }
declaration-name = { $declaration ->
        [offer-draw] предложение ничьей
        [accept-draw] согласие на ничью
        [decline-draw] отказ от ничьей
        [resign] сдача партии
       *[ask-replacement] запрос на замену хода
    }
draw-offer = { $whose ->
        [mine] я предложил ничью
       *[his] предложение ничьей от партнёра
    }: { $fate ->
        [open] ответа ещё нет
        [accepted] принята{ $on ->
            [none] {""}
           *[other] {" "}{ $on }
        }
        [declined] отклонена ходом { $number }
       *[lapsed] не принята: ответ ходом { $number } без согласия
    }
noted-with = { $declaration ->
        [offer-draw] предложена ничья
       *[decline-draw] предложение ничьей отклонено
    }
noted-offer-lapsed = предложение ничьей не принято
noted-after = { $side ->
        [white] белые
       *[black] черные
    } { $declaration ->
        [accept-draw] приняли ничью
        [resign] сдались
        [ask-replacement] запросили замену хода (47.3.12)
        [offer-draw] предложили ничью
       *[decline-draw] отклонили ничью
    }{ $on ->
        [none] {""}
       *[other] {" "}{ $on }
    }
game-ended = партия окончена: { $result }{ $on ->
        [none] {""}
       *[other] {" "}{ $on }
    }

## Письмо партнёра

message-not-a-game-message = это не письмо с ходом: в нём нет ни хода («Мой ход: 12. 2142»), ни записи партии («12. 2142 3544»)
message-bad-date = строка { $line }: «{ $written }» — такой даты нет (ожидается дд.мм.гггг)
reading-not-his-turn = в партии с { INSTRUMENTAL($partner) } ({ $tournament }) очередь хода ваша: { GENDER($partner) ->
        [female] её
       *[male] его
    } письмо ничего не добавляет
reading-no-new-move = в письме нет хода { $number } для партии с { INSTRUMENTAL($partner) } ({ $tournament }): возможно, это старое письмо
reading-illegal = { GENDER($partner) ->
        [female] её
       *[male] его
    } ход «{ $mv }» невозможен в партии с { INSTRUMENTAL($partner) } ({ $tournament }): запросите замену в трёхдневный срок (47.3.12)
not-mail = этот файл — не письмо (.eml): в нём нет заголовков
message-history-differs = ход { $number }: у него «{ $his }», в дневнике { $mine }
message-totals = в письме его время { $his } (по дневнику { $his_counted }), ваше { $mine } (по дневнику { $mine_counted })
message-no-game = ни одна ваша партия не ждёт его хода с турниром и именами из этого письма
message-several-games = этому письму подходят несколько партий — { $games }: укажите нужную через --game
message-fits-by-move-only = это письмо подходит к партии { $game } только по ходу: имена в нём не те, что в дневнике; укажите её через --game
message-read = партия { $game } с { INSTRUMENTAL($partner) } ({ $tournament }): { $mv ->
        [none] без хода
       *[other] { GENDER($partner) ->
            [female] её
           *[male] его
        } ход { $number } { $mv }
    }, отправлен { $sent }; ваш { GENDER($partner) ->
        [female] она
       *[male] он
    } получил { $received }
message-nothing-recorded = пока ничего не записано: добавьте --record, чтобы записать его ход

## Откуда числа

why-first-move = 0 дн.: первый ход белых
why-days = { $days } дн.: получен { $received }, отправлен { $sent }{ $leave ->
        [0] {""}
       *[other] , { $leave } дн. перерыва не в счёт (47.7.1)
    }
why-date-missing = нет даты { $which ->
        [sent] отправления
       *[received] получения
    }: { $whose ->
        [mine] запишите её (47.2.2.4)
       *[his] уточнить при ответе (47.2.2.5)
    }
why-control-undecided = контроль на ходу { $control } нельзя проверить, пока не известна дата хода { $missing } (47.6.1)
why-leave-not-credited = перерыв { $taken } дн., зачтено { $credited }: турнир разрешает { $allowance } дн. { $year ->
        [none] за соревнование
       *[other] в { $year } году
    } (47.7.1)
why-sent-before-received = отправлен { $sent } раньше получения { $received }: проверить даты
why-sent = отправлен { $date } { $by ->
        [receipt] по квитанции заказного (47.2.2.2
        [postmark] по штемпелю (47.2.2.1
       *[written] по дате отправителя, штемпеля нет (47.2.2.4
    }{ $card ->
        [none] {""}
       *[other] ; на открытке { $card }
    })
why-penalty = штраф { $days } дн. ({ $clause })
why-overstep = просрочка: { $total } дн. за { $moves } при норме { $limit } дн. (47.6.1)
why-count-restarts = отсчёт заново после хода { $number } (47.6.4)
why-days-left = { $left }: { $limit } к ходу { $control } − { $total } израсходовано − { $elapsed } на этот ход
why-registered-required = { $left } до контроля: отправлять заказным (47.4.12)
why-repeated = повтор { $date } ({ $clause })
why-first-move-due = первый ход белых время не расходует и посылается в день начала { $start } (47.4.1)
why-first-move-awaited = ждём первого хода белых: до { $ask_on } ничего не просрочено; если ход не придёт к этому дню, запросите его ({ $clause })
not-opened = Не удалось открыть { $target }: { $why }
nothing-found = Ни в одном имени партнёра или названии турнира нет «{ $typed }» (ни кириллицей, ни латиницей).
why-start-missing = у партии нет даты начала: укажите её, от неё считается срок первого хода
why-receipt-pending = его время считается со дня, когда он получил мой ход: это сообщит его ответ (47.2.2)
total-since-restart = { $total } ({ $count } после хода { $number })
note-leave = перерыв { $days } дн. (47.7.1)

## Принятые файлы

pgn-error = строка { $line }: { $reason }
pgn-unreadable = не читается: { $error }
pgn-fact = [{ $tag }]: { $error }; партия не импортирована
pgn-set-up-position = партии из заданной позиции (тег FEN) не поддерживаются
pgn-variant = партия в { $variant }, а не в шахматы: игра по переписке по главе 9 ведётся только по правилам шахмат
pgn-beyond-game = вариант начинается с хода { $at }, а в партии пока { $plies ->
        [one] { $plies } полуход
        [few] { $plies } полухода
       *[many] { $plies } полуходов
    }
pgn-no-moves = нет ни одного хода: запишите вариант ходами, например 14.Nd5 exd5 15.exd5 {"{"}идея{"}"} (буквы фигур английские: K Q R B N)
pgn-move = ход { $number } { $mv }: { $why ->
        [ambiguous] неоднозначный ход
       *[illegal] невозможный ход
    }
pgn-bad-date = [%{ $command } { $value }]: не дата ГГГГ.ММ.ДД
pgn-time-control = [TimeControl "{ $value }"]: это не контроль в ходах и днях (как 10/50 или 50d+1d); в турнире оставлено 30 дней на 10 ходов
pgn-arrivals-assumed = нет [%ccrcv] для { $count ->
        [1] хода
       *[other] ходов
    } { $moves } по e-mail: каждый считается полученным в день отправки
pgn-contradicts = ход { $number }: в файле { $file }, а в дневнике отправлен { $diary } (47.3.10); партия оставлена как есть
pgn-implausible-date = { $what } { $date }: дата до 1900 года или после следующего года; партия не импортирована
pgn-out-of-order = ход { $number }: { $event ->
        [sent] отправлен { $later } ([%ccsnt]), раньше, чем получен ход, на который он отвечает ({ $earlier })
       *[received] получен { $later } ([%ccrcv]), раньше, чем был отправлен ход, на который он отвечает ({ $earlier })
    }; партия не импортирована
pgn-not-mine = ни один из игроков не «{ $me }» (белые: «{ $white }», черные: «{ $black }»); моё имя (в профиле или --me в командной строке) должно быть одним из них
scan-not-a-scan = это не фото и не скан: карточка хранится как PNG, JPEG или PDF
scan-too-large = { $size } МБ — больше { $limit } МБ, допустимых для скана: отсканируйте с меньшим разрешением
scan-too-many-pixels = снимок { $width } × { $height } точек — больше { $limit } млн точек, допустимых для снимка карточки: отсканируйте с меньшим разрешением

## Сверка графиков

difference-line = { $place }, { $cell }: у меня { $mine }, у партнера { $his } — { $decides }
difference-none = нет
difference-place = { $side ->
        [white] Белые
       *[black] Черные
    } { $number }
difference-place-final = { $side ->
        [white] Белые
       *[black] Черные
    } итого
difference-cell = { $cell ->
        [move] ход
        [received] получен
        [sent] отправлен
        [days] дней
        [total] всего
       *[row] строка
    }
difference-recorded = записан
difference-days-mine = { $days }{ $leave ->
        [0] {""}
       *[other] {" "}({ $leave } дн. перерыва не засчитано)
    }
difference-days-his = { $days }{ $give ->
        [none] {""}
       *[other] {" "}(по его же датам { $give })
    }
difference-total-mine = { $total }{ $penalty ->
        [0] {""}
       *[other] {" "}(с { $penalty } штрафными дн.)
    }
decides = { $decides ->
        [sent-move] отправленный ход не может быть изменен (47.3.10); о неразборчивом ходе запрашивают в трехдневный срок (47.3.12)
        [receiver-me] дату получения фиксирует получатель, получатель — я (47.2.2.4)
        [receiver-him] дату получения фиксирует получатель, получатель — партнер (47.2.2.4)
        [latest-postmark] при двух и более штемпелях для получателя принимается более поздняя дата (47.2.2.3)
        [registered-receipt] заказное отправление: дата по штемпелю на квитанции (47.2.2.2)
        [postmark-mine] дата по почтовому штемпелю (47.2.2.1); открытка партнера у меня, он штемпеля не видел
        [postmark-his] дата по почтовому штемпелю (47.2.2.1); моя открытка у партнера
        [written-date] штемпеля нет или он неразборчив: дата, указанная отправителем (47.2.2.4)
        [clarify] даты нет: уточняется при ответе (47.2.2.5)
        [days] время на ход — от получения до отправки, день получения не считается, перерыв не засчитывается (47.4.1, 47.7.1)
        [total] суммарное время — время всех ходов плюс штрафные дни (47.4.1, 47.4.9); следующие итоги указаны, только если разница меняется
       *[behind] один из графиков отстает: сверьте открытки
    }
his-file-not-a-schedule = это не график в CSV (его первая строка — «{ $header }») и не партия в PGN
his-file-line = строка { $line }: { $found }
his-file-cell = строка { $line }, графа { $field }: «{ $found }» здесь не читается
his-file-no-game = { $several ->
        [yes] в PGN несколько ваших партий с { INSTRUMENTAL($partner) }: выгрузите одну эту партию; в нем: { $found }
       *[no] в PGN нет вашей партии с { INSTRUMENTAL($partner) }; в нем: { $found }
    }
his-file-pgn = PGN: { $error }

## Шахматная программа

analysis-game-over = { $engine }: ходов нет, на доске партия окончена.
analysis-head = { $engine }, глубина { $depth }:
engine-not-allowed = положение соревнования { $tournament } не разрешает шахматные программы: для его партий программа не запускается
engine-not-installed = шахматная программа не найдена: установите Stockfish (Debian, Ubuntu: sudo apt install stockfish; Windows: stockfishchess.org) или укажите программу в меню Вид → Шахматная программа…
engine-cannot-start = { $path } не запускается: { $error }
engine-not-an-engine = { $path } — не шахматная программа UCI: она не ответила на «uci»
engine-crashed = программа { $path } прекратила работу
engine-hung = программа { $path } не отвечает: похоже, зависла

## Правила, которые применяет дневник (Справка)

rule-47-2-2-1 = Дата по почтовому штемпелю важнее даты на открытке.
rule-47-2-2-2 = Для заказного отправления решает дата на квитанции.
rule-47-2-2-3 = Несколько штемпелей: отправителю — более ранний, получателю — более поздний.
rule-47-2-2-4 = Штемпеля нет: дата отправителя; дату получения фиксирует получатель.
rule-47-2-2-5 = Даты нет: время неизвестно, но не ноль; каждая сумма с ним показывается как «≥ N» и контроль не решает.
rule-47-3-8-9 = Вариант принимается повторением его ходов по порядку; неправильное повторение делает ход недействительным.
rule-47-3-10 = Ваш отправленный ход или вариант изменить нельзя: дневник не позволит. Его ход, как вы его записали, можно удалить, пока вы не ответили; даты исправляются с причиной, которая сохраняется для арбитра.
rule-47-3-12 = Невозможный или неразборчивый ход: запросите замену в трёхдневный срок (кнопка в форме «Получен ход» записывает запрос и готовит открытку).
rule-47-4-1 = Время на ход = отправлен − получен (день получения не считается); суммарное = дни + штрафные дни.
rule-47-4-9-11 = Штрафы: первое нарушение N дней (по умолчанию 5), повторное в партии 10, несвоевременный повтор — вся задержка.
rule-47-4-12 = По почте, до контроля пять дней или меньше: посылайте заказным.
rule-47-5-1 = Почта: нет ответа 30 дней — повторить заказным, затем сообщить арбитру; нет первого хода 30 дней после старта — запросить.
rule-48-5-1 = Эл. почта: нет ответа 14 дней (или первого хода через 14 дней после старта) — повторить или запросить с копией арбитру.
rule-47-6-1 = Просрочка: свыше 30 дней на 10 ходов, 60 на 20 и т. д. (положение может установить иную норму); сэкономленное время переходит.
rule-47-6-3-48-6-1 = Заявите о просрочке партнёра не позднее ответа на его контрольный ход: по почте он считается от его последнего обнуления, по эл. почте — 10-й, 20-й, 30-й… ход.
rule-47-6-4 = После зафиксированной просрочки отсчёт начинается с нуля со следующего хода.
rule-47-7-1 = Перерыв останавливает ваше время во всех партиях; каждая партия засчитывает не больше нормы своего турнира за календарный год (по умолчанию 30) и за соревнование, если она задана.
rule-47-9-5-48-9-4 = Присуждение: в течение 14 дней после окончания турнира пошлите запись, позицию, обоснование и свой ход.
rule-47-2-1 = Четыре открытки на листе A4: печатайте с двух сторон, переворот по длинному краю, на картоне не тоньше 180 г/м²; режьте по меткам.

## Нотации

notation-numeric = Цифровая (5254)
notation-long-ru = Полная, русские буквы (Кg1-f3)
notation-long-en = Полная, латинские буквы (Ng1-f3)
notation-san = Краткая (Nf3)
notation-uci = UCI (g1f3)

## График текстом

schedule-me = я
schedule-heading = График переписки (статья 52): { $title }, партия { $game }
schedule-white = Белые
schedule-black = Черные
schedule-side-note = { $side ->
        [white] Белые
       *[black] Черные
    }: { $note }
schedule-column-number = №
schedule-column-received = получил
schedule-column-sent = отправил
schedule-column-days = дн.
schedule-column-total = всего
schedule-column-note = примечание
schedule-side-total = { $total } дн. (штрафных { $penalty }{ $late ->
        [none] {""}
       *[other] ; после последнего хода: { $late }
    })
schedule-totals = Суммарное время: белые { $white }, черные { $black }

## Умолчания языка

# Вариант, как его вводят в форме отправки.
variant-example = Кb8-c6 Сf1-b5
# Нотация нового дневника: numeric, long-ru, long-en, san или uci.
default-notation = long-ru

## Поле формы

field-problem = { $field }: «{ $typed }» { $why }

## Чтение письма партнёра: откуда взято каждое поле

message-field = { $field ->
        [move] { GENDER($partner) ->
            [female] её
           *[male] его
        } ход
        [repetition] повтор вашего хода
        [written] дата отправки { GENDER($partner) ->
            [female] её
           *[male] его
        } хода
        [received] дата получения вами
        [his-receipt] дата получения { GENDER($partner) ->
            [female] ею
           *[male] им
        } вашего хода
       *[stated-total] { GENDER($partner) ->
            [female] её
           *[male] его
        } суммарное время
    }
message-not-given = нет в { GENDER($partner) ->
        [female] её
       *[male] его
    } письме: { $fields }
message-mark-not-given = нет в { GENDER($partner) ->
        [female] её
       *[male] его
    } письме
message-from-line = из строки { $line } письма: «{ $text }»
message-from-mail-date = дата { GENDER($partner) ->
        [female] её
       *[male] его
    } письма (заголовок Date:)
message-confirmed-differs = по { GENDER($partner) ->
        [female] её
       *[male] его
    } письму ваш ход отправлен { $his }, в дневнике — { $mine }

## Заказное письмо при нехватке времени

card-registered-required = до контроля осталось пять дней или меньше: этот ход отправляется заказным письмом (47.4.12)
cli-registered-required = до контроля осталось пять дней или меньше: этот ход отправляется заказным письмом (47.4.12) — добавьте --registered [НОМЕР] или --ordinary, чтобы отправить простым письмом намеренно

## Суммарное время на открытке

total-days = { $total } дн.
total-days-since-restart = { $total } дн. ({ $count } после хода { $number })
total-in-words-since-restart = всего { $total } дн.; { $count } дн. с нового отсчёта после просрочки на ходу { $number } (47.6.4)

## Арбитр в заявлениях

arbiter-blank = Арбитр турнира — имя и адрес — не указан: в заявлении эти строки останутся пустыми, их придётся вписать от руки. Заполнить: Партия → Турнир…
print-anyway = Всё равно сохранить
cli-arbiter-blank = имя или адрес арбитра на этой бумаге не указаны: заполните их командой `ccdiary tournament set { $tournament } --arbiter ИМЯ --arbiter-address АДРЕС [--arbiter-email EMAIL]`

## Присуждение невозможно

paper-nothing-to-adjudicate = партия с { INSTRUMENTAL($partner) } ({ $tournament }) окончена: присуждаются только партии, не законченные к окончанию турнира (47.9.4, 48.9.4)
paper-nothing-to-protest = в партии с { INSTRUMENTAL($partner) } ({ $tournament }) нет решения арбитра, которое можно опротестовать: сначала запишите решение (Партия → Арбитр…, или `ccdiary decision`); повторное присуждение окончательно (47.9.11)
paper-no-notice = в партии с { INSTRUMENTAL($partner) } ({ $tournament }) нет неотправленных извещений: их создаёт новый адрес (Дневник → Мой адрес меняется…), поломка или спор

## Адрес не помещается на открытке

paper-address-too-long = имя и адрес партнера в партии с { INSTRUMENTAL($partner) } ({ $tournament }) не помещаются в поле адреса открытки даже мелким шрифтом: сократите адрес (Партия → Адрес партнера…, или `ccdiary partner-address`), чтобы индекс остался на открытке

## Присуждение до окончания турнира

paper-before-the-end = партия с { INSTRUMENTAL($partner) } ({ $tournament }) продолжается, а турнир оканчивается { $end }: присуждаются партии, не законченные к этому дню (47.9.4, 48.9.4), материалы высылаются в течение 14 дней после него

## Как стоит партия, в списке партий

standing-my-move = мой ход{ $left ->
        [none] {""}
       *[other] {" "}· { $left }
    }
standing-his-move = ход { GENDER($partner) ->
        [female] партнёрши
       *[male] партнёра
    }
standing-finished = окончена{ $result ->
        [none] {""}
       *[other] {" "}{ $result }
    }{ $how ->
        [none] {""}
       *[other] : { $how }
    }
standing-adjudication = { $result ->
        [none] на присуждении
       *[other] присуждена, { $result }
    }
standing-withdrawn = снята{ $result ->
        [none] {""}
       *[other] {" "}{ $result }
    }
ending-mate = мат
ending-stalemate = пат
sort-games = Порядок
sort-by-tournament = по турнирам
sort-by-urgency = по срочности
sort-by-partner = по партнёрам
sort-by-board = по доскам

## Сегодня: партии одной строкой

today-receipts-grouped = { $n ->
        [one] в { $n } партии нет
       *[other] в { $n } партиях нет
    } даты получения хода партнёра: щёлкните, чтобы их показать (импорт без дат даёт много таких)

## Поле пути к файлу

path-goes-to = Имя без папки — файл в папке { $folder }

## После отправки хода

card-after-send = Открывать открытку после каждого отправленного хода
card-when-you-want = Открытка: { $key }.

## Даты не сохранились (задача 32, пункт 7)

cmd-dates-not-kept = Даты партии не сохранились: не спрашивать их
dates-not-kept-group = Даты этих партий не сохранились: не спрашивать их
dates-not-kept-hint = Отметить, что все ходы партии до этого дня сделаны, когда дневник ещё не вёл дат (импорт без дат): дневник перестанет спрашивать день получения каждого из них. Ход, записанный позже, спрашивается как обычно. Ctrl+Z спросит снова.
dates-not-kept-done = { $n ->
        [one] Даты { $n } партии больше
       *[other] Даты { $n } партий больше
    } не спрашиваются; Ctrl+Z спросит их снова

## Даты не сохранились, командная строка

dates-not-kept-said = { $n ->
        [one] Даты ходов { $n } партии больше
       *[other] Даты ходов { $n } партий больше
    } не спрашиваются.

## Подсказки кнопок (задача 32, пункт 13)

save-hint = Также Enter в однострочном поле или Ctrl+Enter
cancel-hint = Также Esc; если что-то введено, сначала спросит
back-to-game-hint = Также Esc
record-penalty-hint = Добавляет дни к итогу этой стороны в графике; Ctrl+Z отзывает штраф, сохраняя его в архиве
record-leave-hint = Дни перерыва останавливают часы; Ctrl+Z отзывает перерыв, сохраняя его в архиве
record-repeat-hint = Заносит повтор моего последнего хода в архив; Ctrl+Z отзывает его
discard-hint = Введённое в форму пропадёт
keep-editing-hint = Вернуться к форме, как она была заполнена

## Печать (задача 33)

printer-no-system = Печать здесь недоступна ({ $why }).
printer-none = На этом компьютере не настроен ни один принтер.
printer-no-such = Принтера «{ $printer }» нет.
printer-stopped = Принтер «{ $printer }» остановлен{ $reason ->
        [none] {""}
       *[other] : { $reason }
    }.
printer-no-default = Принтер по умолчанию не задан: укажите принтер (см. ccdiary printers).
printer-out-of-paper = В принтере «{ $printer }» кончилась бумага.
printer-refusing = Принтер «{ $printer }» сейчас не принимает заданий.
printer-refused = Принтер «{ $printer }» отклонил задание: { $said }.
printer-pdf-still = Ничего не напечатано; документ можно сохранить в PDF.
printer-sent = { $n ->
        [one] Отправлено на принтер «{ $printer }»: задание { $jobs }.
       *[other] Отправлено на принтер «{ $printer }»: задания { $jobs }.
    }
printer-sent-windows = Отправлено на принтер «{ $printer }» через программу, открывающую PDF; она печатает так, как настроена (две стороны и лист выбираются в ней).

## Список принтеров

printer-state-ready = принимает задания
printer-state-stopped = остановлен{ $reason ->
        [none] {""}
       *[other] {" "}({ $reason })
    }
printer-state-out-of-paper = нет бумаги
printer-state-refusing = не принимает заданий
printer-default = по умолчанию

## Окно печати (задача 33)

print-title = Печать
print = Печатать
printer = Принтер
copies = Копий
both-sides = С обеих сторон листа
save-as-pdf-instead = Сохранить в PDF вместо печати…
cmd-print = Печать…
cmd-print-postcard = Печатать открытку…
cmd-print-today = Печатать сегодняшние открытки…
print-how = { $sheet ->
        [a6] На открытке A6,
        [c6] На конверте C6,
        [on-a4] В этом принтере нет листа размера открытки: на A4 в натуральную величину, с метками обрезки,
       *[a4] На A4,
    } { $sides ->
        [long] с двух сторон, с переворотом по длинному краю;
        [short] с двух сторон, с переворотом по короткому краю, как читают открытку;
       *[one] с одной стороны;
    } в масштабе 100 %, без подгонки под лист.
cards-printed-before = Уже напечатаны сегодняшние открытки ({ $n }) — { $which }. Напечатать лист снова?
card-printed-before = { $partner } ({ $printer }, { $at })
print-again = Напечатать снова

## Печать, копии

print-copies = копий: { $n }; за раз печатается от 1 до 99 копий
change = { $change ->
        [penalty] штраф в партии { $game }
        [leave] отпуск
        [profile] изменение профиля
        [tournament] изменение турнира
        [status] состояние партии { $game }
        [new-tournament] новый турнир
        [new-partner] новый партнёр
        [new-game] новая партия { $game }
        [from-list] турнир по стартовому списку, с его партиями ({ $game }) и новыми партнёрами
        [card] карточка, подшитая в партии { $game }
        [address] новый адрес партнёра
        [gender] обращение к партнёру (он или она)
        [his-move] его ход в партии { $game }
        [my-move] мой отправленный ход
        [dates] даты хода { $number } в партии { $game }
        [dates-not-kept] отметка «даты не велись» в { $game } { $game ->
            [one] партии
           *[other] партиях
        }
        [report] отметка об отправке арбитру результата партии { $game }
        [analysis] ваш анализ партии { $game }
        [decision] решение арбитра по партии { $game }
        [protest] протест по партии { $game }
        [my-address] мой новый адрес и извещения о нём
        [failure] поломка и извещения о ней
        [dispute] спор и извещение о нём
        [notice-sent] отметка об отправке извещения по партии { $game }
        [access-lost] потеря доступа и извещения о ней
        [access-restored] восстановление доступа
       *[scan] скан в партии { $game }
    }
change-undone = Отменено: { $change }; `ccdiary redo` вернёт это
change-redone = Возвращено: { $change }
cli-nothing-to-undo = Отменять нечего
cli-nothing-to-redo = Возвращать нечего
cli-undone-reason = отменено в командной строке
cli-took-back = Его ход { $typed } в партии { $game } снят и сохранён среди исправлений; запишите его заново так, как он его записал: `ccdiary receive { $game } …`

## Между участником и арбитром (47.1.6, 47.8, 47.9; 48.1.10, 48.9)

ruling = { $kind ->
        [adjudicated] присуждена
        [final] повторное присуждение, окончательное
        [agreed] оценки партнёров совпали, без присуждения
        [claim-granted] заявление о просрочке удовлетворено
        [claim-refused] заявление о просрочке отклонено
        [withdrawal-loss] партнёр выбыл: ему засчитано поражение
        [withdrawal-adjudicated] партнёр выбыл: неоконченные партии присуждаются
       *[withdrawal-struck-out] партнёр выбыл: исключён, партия не учитывается
    }
decision-told = получено { $received }: { $ruling }{ $result ->
        [none] {""}
       *[other] , { $result }
    }{ $last_move ->
        [0] {""}
       *[other] , последний ход { $last_move }
    }{ $protest ->
        [none] {""}
       *[other] ; протест отправлен { $protest }{ $late ->
            [0] {""}
            [one] , с опозданием на { $late } день
            [few] , с опозданием на { $late } дня
           *[other] , с опозданием на { $late } дней
        }
    }
arbiter-result-needed = Результат: решение «{ $ruling }» его даёт; выберите 1-0, 0-1 или 1/2-1/2
arbiter-before-start = Дата: { $date } раньше начала партии { $start }
arbiter-in-future = Дата: { $date } ещё не наступила
arbiter-already-finished = Партия уже окончена: по ней можно записать только решение по заявлению о просрочке; чтобы изменить результат, отмените изменение, которое её завершило
arbiter-already-adjudicated = Партия уже присуждена решением, полученным { $received }: повторное присуждение после протеста записывается как окончательное (47.9.11)
arbiter-final-after-protest = Окончательное присуждение следует за протестом на первое, полученное { $received } (47.9.11): сначала запишите протест
arbiter-already-final = Повторное присуждение, полученное { $received }, окончательно (47.9.11): после него записывается только решение по заявлению о просрочке
arbiter-final-first = Окончательное присуждение следует за первым (47.9.11): сначала запишите первое присуждение
arbiter-last-move-beyond = Последний ход: { $given } — дальше партии, последний ход, который может учитываться, — { $last } (47.9.5.4)
arbiter-nothing-to-protest = Решений арбитра по этой партии не записано: сначала запишите решение
arbiter-not-protestable = Последнее решение не опротестовывается: повторное присуждение окончательно (47.9.11), а совпадение оценок — не решение (47.9.6)
arbiter-already-protested = Протест на это решение уже отправлен { $sent }
arbiter-protest-before = Отправлен: протест не может уйти раньше, чем решение получено ({ $received })
arbiter-protest-late = Отправлен: последний день протеста был { $last_day }, на { $late ->
        [one] { $late } день
        [few] { $late } дня
       *[other] { $late } дней
    } раньше даты отправки (47.1.6); арбитр может всё же его рассмотреть: запишите его с отметкой «с опозданием» (--late в командной строке)
arbiter-no-materials = Апелляция невозможна: материалы на присуждение по этой партии не отмечены как отправленные (47.9.8, 48.9.7); если они ушли, сначала отметьте это (Партия → Арбитр…, или `ccdiary result-sent`)
arbiter-not-over = Партия ещё идёт: результат отправляют арбитру после её окончания (47.9.1)
arbiter-game = партия { $game } ({ $tournament }, { $partner })
arbiter-report-sent = { $game }: результат и запись отмечены как отправленные арбитру { $day }
arbiter-decision-recorded = { $game }: решение арбитра { $decision }; партия теперь { $status ->
        [in_play] продолжается
        [finished] окончена
        [adjudication] присуждена
       *[withdrawn] снята
    }{ $result ->
        [none] {""}
       *[other] {" "}{ $result }
    }{ $until ->
        [none] {""}
       *[other] ; опротестовать можно до { $until } ({ $clause })
    }
arbiter-protest-recorded = { $game }: протест записан, отправлен { $day }{ $late ->
        [0] {""}
        [one] , через { $late } день после последнего дня
        [few] , через { $late } дня после последнего дня
       *[other] , через { $late } дней после последнего дня
    }
arbiter-history = { $game }: результат и запись { $report ->
        [none] не требуются (партия окончилась не в дневнике)
        [due] ещё не отправлены
       *[other] отправлены { $report }
    }
notice-no-address = Мой новый адрес: укажите почтовый адрес, e-mail или оба
notice-same-address = Мой новый адрес: этот адрес уже записан в дневнике
notice-no-access-lost = Потеря доступа к почте на этот день или раньше не записана
notice-address-before = С какого дня: новый адрес должен начинаться позже { $day }, дня начала текущего
notice-not-found = Такого извещения в этой партии нет: откройте партию заново
notice-no-game = Нет партий в игре: извещать некого
notice-already-sent = Это извещение уже отмечено отправленным { $sent }
notice-sent-out-of-time = Отправлено: { $sent } — раньше дня, о котором извещение, или ещё не наступило
notice-the-arbiter = арбитр
notice-recorded = { $count ->
        [0] Записано; извещать некого (нет партий в игре, которых это касается)
        [one] Записано; нужно { $count } извещение, отметьте его в «Сегодня» или «Партия → Арбитр…»:
        [few] Записано; нужно { $count } извещения, каждое отметьте в «Сегодня» или «Партия → Арбитр…»:
       *[other] Записано; нужно { $count } извещений, каждое отметьте в «Сегодня» или «Партия → Арбитр…»:
    }
    { $whom }
notices-sent = { $game }: { $count ->
        [0] неотправленных извещений нет
        [one] { $count } извещение отмечено отправленным { $day }
        [few] { $count } извещения отмечены отправленными { $day }
       *[other] { $count } извещений отмечены отправленными { $day }
    }
notice-choice = { $what ->
        [address] новый адрес
        [failure] поломка
        [access] потеря доступа
       *[dispute] спор
    } → { $whom } ({ $day })
access-restored = доступ к почте восстановлен { $day }: 30 дней по 48.1.6 больше не идут

## Мой анализ рядом с записью партии
analysis-illegal = { $at } { $mv }: так пойти нельзя
analysis-no-such-move = Этого хода нет в анализе (возможно, его убрали в другом окне)
analysis-record-move = Ход записи партии нельзя убрать из анализа или передвинуть: только вариант рядом с ним
analysis-added = Партия { $game }: вариант до хода { $mv } добавлен в ваш анализ
analysis-noted = Партия { $game }: ваше примечание к ходу { $mv } сохранено
analysis-removed = Партия { $game }: вариант убран из вашего анализа
analysis-kept = Партия { $game }: вариант движка с хода { $mv } добавлен в ваш анализ
analysis-tab = Мой анализ
analysis-empty = Делайте ходы на доске из любой позиции партии: они хранятся здесь как варианты вашего анализа, рядом с записью партии, и никуда не отправляются.
analysis-hint = Покажите ход на доске, чтобы написать к нему примечание (Ctrl+Shift+N).
after-last-move = После последнего хода:
note-hint = Ваше примечание к этому ходу
save-note = Сохранить примечание
line-up = Поднять вариант выше
line-down = Опустить вариант ниже
line-first = Сделать вариант первым из этой позиции
line-remove = Убрать из анализа этот ход и всё после него
cmd-note-move = Примечание к показанному ходу
lines-on-paper = Варианты моего анализа в материалах:
line-first-short = Первым
line-remove-short = Убрать
note-label = Примечание
variant-from-line = Взять из варианта на доске:

## Стартовый список организатора
list-line = строка { $line }: { $what }
cmd-from-list = Новый турнир по стартовому списку…
from-list-title = Новый турнир по стартовому списку организатора
from-list-help = Вставьте стартовый список из письма организатора или ячейки, скопированные из таблицы, или откройте его файл. Исправьте прочитанное ниже: ничего не сохраняется, пока вы не нажмёте «Создать».
from-list-open = Открыть файл (.txt, .csv, .xlsx, .ods)…
from-list-paste = 1. Петров Павел Ильич, 160000, г. Вологда, ул. Садовая, д. 5, petrov@example.ru
from-list-create = Создать турнир и мои партии
from-list-me = Я —
from-list-choose-me = выберите свою строку
from-list-control = Контроль
from-list-no-control = не указан: 10 ходов за 30 дней, измените потом в турнире
from-list-double = двухкруговой: две партии с каждым партнёром
from-list-you = вы
from-list-games = Ваших партий: { $games }, белыми: { $white }.
from-list-gender = Он/она
from-list-number = №
list-control = { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    } за { $days ->
        [one] { $days } день
        [few] { $days } дня
       *[other] { $days } дней
    }
list-done = Создано партий: { $games }, новых партнёров: { $partners }, новых адресов у партнёров из дневника: { $addresses }. Первые ходы — в списке «Сегодня».
list-row = строка { $row }: { $what }
list-cells = ячейки { $cells }: { $what }
list-empty = здесь нет ни одного участника: нужен нумерованный список («1. Петров Павел, …») или таблица со строкой заголовков (№, ФИО, Адрес, E-mail)
list-no-columns = нет строки с заголовками столбцов: одна ячейка с номером («№») и одна с именем («ФИО»)
list-merged = ячейки объединены через строки нескольких участников, и не понять, чьи они; разъедините их
list-colours-disagree = в таблице цветов у { $first } и { $second } одинаковый цвет друг против друга
list-not-a-colour = «{ $text }» — не цвет: Б (белые) или Ч (чёрные), по-английски W или B; два для двухкругового турнира
list-colour-count = «{ $text }» — { $given ->
        [one] один цвет
        [few] { $given } цвета
       *[other] { $given } цветов
    }: { $double ->
        [yes] в двухкруговом турнире у пары две партии
       *[other] в однокруговом турнире у пары одна партия
    }
list-no-number = у «{ $name }» нет номера: пары составляются по номерам участников
list-bad-sheet = не удаётся прочитать таблицу { $path }: { $error }
list-no-address = у участника { $number } нет ни почтового адреса, ни e-mail
list-number-twice = номер { $number } указан дважды
list-no-name = у участника { $number } нет имени
list-numbers-missing = пропущены номера: { $numbers }
list-not-in = «{ $name }» нет в списке: укажите свой номер в --me
pairing-too-few = группа из { $players } — не круговой турнир: нужно не меньше 3 участников
pairing-too-many = группа из { $players }: таблицы Бергера доходят до 24 участников
pairing-no-number = в группе из { $players } нет номера { $number }
list-dry-run = Ничего не создано (--dry-run); по списку получается:
list-created = Создано партий: { $games }, новых партнёров: { $partners }, новых адресов у партнёров из дневника: { $addresses }:
list-tournament = { $known ->
        [yes] { $label }, уже в дневнике
       *[other] { $label }, новый турнир
    }: ваш номер { $me }, партий: { $games }
list-game = { $number }. { $name }: вы играете { $colour ->
        [white] белыми
       *[black] чёрными
    } (тур { $round }){ $exists ->
        [yes] {" "}— уже в дневнике
       *[other] {""}
    }
cli-no-partner = партнёра «{ $name }» нет: добавьте его командой `ccdiary partner new`
cli-profile = Мой профиль: { $name }; { $address }; { $email }
cli-partner-added = Партнёр { $id } добавлен: { $name }
cli-game-added = Партия { $id } добавлена, партнёр { $partner }: вы играете { $colour ->
        [white] белыми
       *[black] чёрными
    }
