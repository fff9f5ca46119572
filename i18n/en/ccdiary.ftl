## ccdiary's messages in English: the fallback of every language, and the file the compiler
## checks each message id and its arguments against. A message's arguments are named
## ({ $n }, { $partner }); a number selects its plural form, a person ($partner) has GENDER()
## and, for languages that decline names, GENITIVE(), DATIVE() and INSTRUMENTAL().

# The language's own name, as the View menu lists it.
language-name = English

## Counts

count-days = { $n ->
        [one] { $n } day
       *[other] { $n } days
    }
count-games = { $n ->
        [one] { $n } game
       *[other] { $n } games
    }
count-moves = { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
days-left = { $n ->
        [one] { $n } day left
       *[other] { $n } days left
    }
days-left-short = { $overdue ->
        [yes] { $n } d overdue
       *[no] { $n } d
    }
days-overdue = { $n ->
        [one] { $n } day overdue
       *[other] { $n } days overdue
    }

## The window's words

menu-diary = Diary
menu-view = View
menu-help = Help
cmd-shortcuts = Keyboard shortcuts
cmd-about = About ccdiary
step-through = step through the game
about-line = A diary for correspondence chess under the Russian Chess Federation rules (chapter 9).
diary-file = Diary
menu-language = Language
cmd-profile = My profile…
cmd-new-tournament = New tournament…
cmd-new-partner = New partner…
cmd-new-game = New game…
cmd-quit = Quit
empty-diary-title = Your diary is empty
empty-diary-help = Fill in your profile (it goes on every postcard), add a tournament and your partner, then the game. Everything you enter is saved at once.
no-games-yet = No games yet
choose-game = Choose a game on the left.
full-name = Full name
postal-address = Postal address
partner-address = Partner's address
cmd-partner-address = Partner's address…
cmd-email-arbiter = E-mail to the arbiter: result and record (48.9.1)…
cmd-arbiter = The arbiter…
cmd-my-address = My address changes…
cmd-failure = My equipment failed…
failure-on = It failed on
cmd-access-restored = Access to my e-mail restored…
restored-on = Restored on
access-lost = I lost access to my e-mail (48.1.6: restore it within 30 days of the notice, or be counted as withdrawn)
arbiter-step-notice = I sent a notice
arbiter-step-dispute = A dispute with the partner
arbiter-which-notice = Notice
arbiter-dispute-on = It arose on
arbiter-title = The arbiter
arbiter-step-report = I sent the result and the record, or the adjudication materials
arbiter-step-decision = The arbiter's decision reached me
arbiter-step-protest = I sent a protest
arbiter-received-on = Received on
arbiter-sent-on = Sent on
arbiter-ruling = Decision
arbiter-last-move = Last move counted
arbiter-late = Past its 14 days: record it anyway (the arbiter may still hear it)
cmd-edit-tournament = Tournament…
address-since = Valid from
track-it = Track it on the post's site
address-before = A new address cannot start before the current one, valid from
need-address = Enter the postal address or the e-mail.
name-the-tournament = This game came from a PGN file that does not name its tournament: name it for the card (47.3.7.1), then it prints.
no-address-for-card = The card has no address to go to: enter the partner's postal address, then print it.
email = E-mail
signature-line = Signature line
tournament-code = Code or index
tournament-name = Name
mode = Mode
mode-post = Post
mode-email = E-mail
start-date = Start date
end-date = End date
control-days = Days per control
control-moves = Moves per control
leave-days = Leave days per year
leave-event-days = Leave days in the whole event
no-limit = no limit
penalty-days = Penalty days (first offence)
registered-always = Every move by registered mail
arbiter-name = Arbiter
arbiter-address = Arbiter's address
arbiter-email = Arbiter's e-mail
partner-name = Partner's name
tournament = Tournament
partner = Partner
my-colour = My colour
white = White
black = Black
board = Board
i-am-white = me White
i-am-black = me Black
status = Status
moves = Moves
status-in-play = in play
status-finished = finished
status-adjudication = adjudication
status-withdrawn = withdrawn
save = Save
cancel = Cancel
saved = Saved.
date-hint = dd.mm.yyyy
pick-from-calendar = Pick the day from the calendar
calendar-months = January February March April May June July August September October November December
calendar-weekdays = Mo Tu We Th Fr Sa Su
previous-month = The month before
next-month = The month after
need-code-or-name = Enter the tournament's code or name.
need-partner-name = Enter the partner's name.
need-tournament = Choose the tournament; add one first if the list is empty.
need-partner = Choose the partner; add one first if the list is empty.
not-a-whole-number = is not a whole number
must-be-positive = must be at least 1
not-a-date = is not a date; type dd.mm.yyyy
no-such-month = has no such month
no-such-day = has no such day
choose = choose…
save-failed = Not saved
receive-title = Receive the partner's move
his-move = His move
her-move = Her move
speak-of = Speak of the partner as
he = he
she = she
written-date = Date on his card
postmarks = Postmarks
receipt-number = Registered receipt No.
received-on = I received it on
his-receipt-of-mine = He received my move on
her-receipt-of-mine = She received my move on
ask-replacement-hint = An impossible or illegible move: ask him to replace it within 3 days (47.3.12); you may record his penalty (47.4.9.1) in the game's records.
ask-replacement-now = Ask him to replace it (47.3.12)…
replacement-asked = His card is filed, and the request to replace his move is recorded as sent today (47.3.12).
save-received = Record the move
save-received-card = Record the card
receipt-hint = 14 digits, or 2 letters, 9 digits, 2 letters
understood = Understood:
send-title = Send my move
my-move = My move
send-date = Send date
send-by-label = Sent by
ordinary = ordinary
registered = registered
registered-warning = Five or fewer days are left to the control: the move must go by registered mail (47.4.12).
confirm-send = Send
card-says = The card also says
same-card-mine-as-white = On the same card, my move as White
same-card-mine-as-black = On the same card, my move as Black
same-card-his-as-white = On the same card, his move as White
same-card-his-as-black = On the same card, his move as Black
nothing-more = nothing more
goes-alone = No move goes with it.
card-sent = The card is recorded as sent.
card-filed = His card is recorded.
sent-is-final = A sent move can never be changed (47.3.10).
sent-card-is-final = A sent card can never be taken back: Ctrl+Z takes back only what you typed from the partner's cards (47.3.10).
confirm-send-button = Yes, send it
send-button = Send…
cmd-receive = Receive a move…
cmd-send = Send my move…
cmd-resign = Resign the game…
cmd-take-back = Undo: the move tried, else the last entry
cmd-redo = Redo what was undone
undone = Undone: { $change }; it is kept in the archive, and Ctrl+Shift+Z records it again
undone-change = Undone: { $change }; the values from before the change are back, and Ctrl+Shift+Z puts the change back
undone-added = Undone: { $change }; what was added is removed, and Ctrl+Shift+Z adds it again
redone = Recorded again: { $change }
nothing-to-redo = Nothing to redo
withdrawn-mark = withdrawn
repeat-filed = Repeat of my move
undone-in-window = undone in the window
cmd-next-game = Next game
cmd-prev-game = Previous game
cmd-flip = Flip the board
menu-game = Game
today = Today
all-games = All games
nothing-due = Nothing is due. Well done.
my-move-short = my move
his-move-short = his move
her-move-short = her move
no-value = (none)
awaiting-reply = his days count from when my move reached him: his reply will tell
days-short = d
overdue = overdue
repeat-due = repeat due
registered-badge = registered
schedule = Schedule of moves and times (art. 52)
no = No
received-short = received
sent-short = sent
days-col = days
total-col = total
note = Note
next-control = Next control
me = Me
him = Partner
move-recorded = The partner's move is recorded.
move-sent = Your move is recorded as sent.
both-moves-sent = Your moves in both games are recorded as sent on one card.
both-moves-recorded = The partner's moves in both games are recorded.
not-your-move = It is not your move in this game.
not-his-move = It is your move: there is no move of his to receive.
game-not-in-play = The game is not in play.
sent-locked = A sent move can never be changed or taken back (47.3.10).
trial-hint = A line of your analysis, kept beside the record: nothing is sent until you confirm Send.
keep-line = Keep
keep-line-hint = Keep this line in your analysis, with its evaluation, depth and the engine's name
back-to-game = Back to the game
address = Address
by-move = by move
overstep-at = overstep at move
penalties = Penalties
result = Result
who = Who
offence = Offence
penalty-date = Penalty date
record-penalty = Record the penalty
leave = Leave
leave-first = First day
leave-last = Last day
record-leave = Record the leave
leave-needs-dates = A leave needs its first and last day.
archive = Cards and e-mails
archive-empty = Nothing filed yet.
card = card
letter = letter
cmd-records = Records…
cmd-import-pgn = Import PGN…
cmd-export-pgn = Export PGN with analysis…
cmd-export-records = Export PGN, records only (no analysis)…
cmd-export-deadlines = Export deadlines to a calendar…
cmd-open-diary = Open a diary…
no-file-dialog = No file dialog is available on this system: type the file's path.
file-path = File
open = Open
no-such-file = there is no such file
receipt-date = Registered-mail receipt date
path-needed = Type the file's name; without a folder it goes to your Documents folder.
need-my-name = Fill in your full name in the profile first: it tells which player in the PGN is you.
imported-games = Imported games
cmd-backups = Backups…
cmd-export-all = Export everything (for a new computer)…
backups-title = Backups
backups-explained = A copy of the diary is kept in the folder «backups» beside it on the first start of each day and before each import; the newest of each day, week and month are kept, as many as below.
no-backups-yet = There are no backups yet.
backup-taken = Taken
backup-size = Size
backup-games = Games
backup-moves = Moves
restore = Restore
restore-question = Replace the diary with the backup of
damaged-kept-aside = The damaged file is kept unchanged beside the diary.
restore-keeps-current = The diary as it is now is backed up first.
keep-backups = Keep:
keep-days = days
keep-weeks = weeks
keep-months = months
keep-one-backup = Keep at least one backup: a day, a week or a month.
keep-these = Keep these
not-a-count = is not a number from 0 to 999
backups-removed = backups removed
back-up-now = Back up now
backed-up = Backed up to
restored-from = Restored the backup of
open-elsewhere = This diary is already open in another ccdiary window, so this window only reads it: you can look at the games and save papers here; make changes in the other window.
quit-this-window = Close this window?
changed-elsewhere = The diary was changed by another program or window: shown as it is now.
replaced-kept-in = the diary replaced is kept in
backup-failed = The diary could not be backed up
backup-stopped = the backup stopped unexpectedly
no-backups-in-memory = This diary lives in memory only and has no backups.
importing = Importing games
desktop-reminders = Desktop reminders of what is due
reminders-title = ccdiary: due today
closing-after-import = The window closes when the import is over.
import-starting = Reading the file…
import-saving = Saving the games…
import-cancelled = Import cancelled: nothing was changed
import-failed = The import stopped unexpectedly; the diary shows what it saved
already-there = already in the diary
not-imported = not imported
updated = updated
exported = Exported to
opened = Opened
repeat-title = Repeat of my last move
repeat-sent-on = Repeat sent on
record-repeat = Record the repeat
search = Search…
find = Find
cmd-email-text = E-mail message…
menu-documents = Documents
doc-postcard = Postcard…
doc-postcards-a4 = Today's postcards, four on A4…
doc-repeat-postcard = Repeat postcard (47.5.1)…
doc-request-replacement = Request to replace his move (47.3.12)…
doc-envelope = Envelope (C6) and message…
doc-schedule = Schedule of moves (art. 52)…
doc-record = Game record (47.9.2)…
doc-claim = Overstep claim (47.6.2)…
doc-adjudication = Adjudication (47.9.5)…
doc-protest = Protest to the appeal arbiter (47.1.6, 47.9.10)…
doc-notice = Notices: my new address, a failure, a dispute (47.1.2, 48.1.5, 48.1.7)…
doc-report = Participant's report (art. 49)…
saved-to = Saved to
four-up-printing = Print it double-sided, flipped on the long edge, on card stock of at least 180 g/m², and cut at the marks.
cmd-open-demo = Open a demo diary
cmd-open-my-diary = Back to my diary
cmd-help = Rules the diary applies
demo-opened = This is the demo diary: try anything. Your own diary is
stated-total = His total, as his card states
her-stated-total = Her total, as her card states
he-states = Check the dates: his card states his total as
diary-counts = the diary counts
claimed-result = The result I claim
justification = Justification (analysis)
sealed-move = My sealed move (if I am to move)
open-last-pdf = Open the last PDF
email-title = E-mail message (48.2.1)
copy-text = Copy
open-mail = Open in the mail program
close = Close
attach-scan = Attach a scan…
remove-scan = Remove the scan
remove-scan-question = Remove the scan
scan-removed = The scan is removed.
which-card = Which card do these show?
scans-with-card = Kept with this card when it is saved:
scans-of-cards-taken-back = Scans of cards taken back:
scan-kept = Kept as a scan of the card:
engines-allowed = Engines allowed by the regulations
card-diagram = Cards show the position after my move
engine-analysis = Engine analysis
cmd-engine = Chess engine…
engine-starting = Starting the engine…
mega-nodes-per-second = Mn/s
kilo-nodes-per-second = kN/s
depth = depth
lines = Lines:
engine-chosen = Chess engine:
add-engine-analysis = Add engine analysis
suggested-result = The evaluation suggests (yours to decide):
no-moves-left = No moves: the game is over on the board.
cmd-paste-message = Paste the partner's message…
cmd-open-message = Open the partner's e-mail (.eml)…
paste-message-hint = Paste his whole message (Ctrl+V): the game, the move and the dates are read from it into the Receive form; nothing is recorded until you save it.
partners-message = His message
read-message = Read
which-game = Which game is this message about?
cmd-reconcile = Reconcile with the partner's schedule…
reconcile-title = The partner's schedule beside mine (art. 52):
schedules-agree = The schedules agree in every cell.
col-move = Move
col-cell = Cell
col-mine = Mine
col-his = His
col-decides = What decides
save-as-pdf = Save as PDF…
search-hint = partner or tournament
his-repetition = His repetition of my move
accepted-moves = Variant moves he accepted
wrong-repetition-hint = A wrong repetition makes his move invalid (47.3.8); he is penalised (47.4.9.2) and must send it again.
record-repetition-penalty = Record the penalty (47.4.9.2)
variant = Variant (his move, my reply, …)
take-back-his-move = Take back his move as you typed it from his card? It is kept among the game's corrections:
take-it-back = Take it back
typed-wrongly = typed wrongly from his card
his-move-taken-back = His move is taken back and kept among the corrections; record it again as his card says.
correct-dates-title = Correct the dates of
correct-dates = Correct the dates…
reason = Reason
reason-needed = Say why the dates change: the reason is kept with the old values for the arbiter.
save-correction = Save the correction
dates-corrected = Corrected; the old dates are kept among the corrections.
corrections = Corrections
move-to-correct = Move (12 or 12…)
not-chosen = choose one of the list
no-such-move = is not a move of this game
taken-back = taken back
no-repeat-filed = No repeat of your last move is filed in the game with
record-repeat-now = Record the repeat as sent today and make its postcard?
discard-changes = Discard your changes?
discard = Discard
keep-editing = Keep editing
start-missing = The game has no start date: White's first move is due on it (47.5.1).
arrival-missing = The day his last move arrived is not recorded: without it no days can be counted.

## What is due

today-nothing-due = nothing is due as of { $day }
urgency-overdue = OVERDUE
urgency-soon = soon
urgency-later = later
today-first-moves = { $n } first moves to send: White's first move goes on the start day
today-first-moves-line = { $due }  { $urgency }  { $tournament }: { $what }; games { $games } (47.5.1)
today-line = { $due }  { $urgency }  game { $game } ({ $tournament }, { $partner }): { $action } ({ $clause })
action-my-move = your move
action-my-move-days = your move, { $left }{ $registered ->
        [yes] : send by registered mail
       *[no] {""}
    }
action-record-receipt = record the day { GENDER($partner) ->
        [female] her
       *[male] his
    } move arrived
action-enter-start = enter the game's start date
action-repeat-move = { $mode ->
        [post] no reply: repeat your move { $number } with all its information by registered mail
       *[email] no reply: repeat your move { $number } with all its information, with a copy to the arbiter
    }
action-report-silence = { $mode ->
        [post] the registered repeat went unanswered: tell the arbiter
       *[email] the repeat copied to the arbiter went unanswered: tell the arbiter
    }
action-request-first-move = { $mode ->
        [post] White's first move has not come: send a registered request and tell the arbiter
       *[email] White's first move has not come: ask for it with a copy to the arbiter
    }
action-ask-replacement = ask for a replacement of the illegible or impossible move
action-claim-overstep = claim { GENDER($partner) ->
        [female] her
       *[male] his
    } overstep at move { $overstep } before you reply to { GENDER($partner) ->
        [female] her
       *[male] his
    } move { $control }
action-send-adjudication = send the adjudication materials
action-send-result = send the arbiter the result and the record of the game; mark it sent when it has gone
action-send-game-text = send the arbiter the text of the game: { GENDER($partner) ->
        [female] she
       *[male] he
    } withdrew, and the result is fixed once it arrives
action-protest = the arbiter's decision received { $received } may be protested to the appeal arbiter until this day
action-restore-access = restore access to your e-mail by this day, or you are counted as withdrawn from the tournament
action-notify = { $what ->
        [address] tell { $to ->
            [partner] { $partner }
           *[arbiter] the arbiter
        } my new address
        [failure] tell { $to ->
            [partner] { $partner }
           *[arbiter] the arbiter
        } of my equipment's failure, by any means at hand
        [access] tell { $to ->
            [partner] { $partner }
           *[arbiter] the arbiter
        } that I lost access to my e-mail, by any means at hand
       *[dispute] tell the arbiter of the dispute in this game at once
    }; mark it sent when it has gone

## The command line

cli-scan-line = scan { $id }: { $name } ({ $kb } KB)
cli-cannot-open = cannot open the diary { $path }
cli-no-game = no game { $id } in the diary (see `ccdiary list`)
cli-not-a-game-id = "{ $typed }" is not a game id (see `ccdiary list`)
cli-no-tournament = no tournament "{ $typed }" in the diary (see `ccdiary tournament list`)
cli-cannot-write = cannot write { $path }: { $error }
cli-cannot-read = cannot read { $path }: { $error }
cli-no-home = cannot find your home directory to keep the diary in; use --db FILE
cli-demo-exists = { $path } exists already; give --db a new file for the demo
cli-wrote = wrote { $path }
cli-wrote-demo = wrote the demo diary { $path }
cli-no-games-yet = { $path } has no games yet: add them in the window (ccdiary) or import a PGN
cli-who-are-you = who are you in these games? Give --me NAME as the PGN writes it, or fill in your profile
cli-newest-backup =
    its newest sound backup, of { $when } ({ $games }, { $moves }), is { $path }: restore it with
      ccdiary --db "{ $diary }" restore "{ $path }"
cli-archived = wrote { $path }: the diary, { $games } as PGN, and each game's schedule as CSV
cli-no-diary = there is no diary at { $path }
cli-no-backup-no-import = the diary could not be backed up before the import, so nothing was imported
cli-left-out = game { $game } could not be read and was left out: { $why }
cli-no-backups = no backups yet in { $folder }
cli-restored = { $diary } now holds { $backup }; { $aside ->
        [backup] the diary replaced is backed up in { $kept }
        [renamed] the diary replaced could not be read and is kept unchanged as { $kept }
       *[nothing] there was no diary before
    }
cli-reading = reading games: { $done } ({ $percent } % of the file)
cli-imported = imported { $games ->
        [one] { $games } game
       *[other] { $games } games
    }; { $updated } updated; { $there } already in the diary; { $bad } not imported
cli-profile-name = your profile's name is now "{ $name }"
cli-not-imported = { $games ->
        [one] { $games } game
       *[other] { $games } games
    } of { $path } could not be imported (listed above)
cli-bad-move = move { $number } ({ $side ->
        [white] White
       *[black] Black
    }): { $why }
cli-recorded-his = recorded { GENDER($partner) ->
        [female] her
       *[male] his
    } move { $mv } in { $game }
cli-totals-differ = the card states a total of { $stated }, the diary counts { $counted }
cli-not-my-move = it is not my move in { $game }
cli-written-only-for-request = --written goes with `pdf request-replacement` only: what his card said
cli-not-a-double-round = { $other } is not the other game of a double round with { $game }: one card carries the two games of one tournament with the same partner, both in play
cli-sent-mine = sent my move { $mv } on { $day } in { $game }
cli-arrived = { GENDER($partner) ->
        [female] her
       *[male] his
    } last move reached me on { $day } in { $game }{ $was ->
        [none] {""}
       *[other] {" "}(was { $was })
    }
cli-delay-needed = late-repeat needs --delay-days: the days the game was delayed (47.4.11)
cli-penalty-recorded = penalty { $days } ({ $clause }) in { $game }
cli-repeat-filed = repeat of my last move filed in { $game }, { $mode ->
        [post] by registered mail (47.5.1)
       *[email] with a copy to the arbiter (48.5.1)
    }
cli-need-address = give --postal ADDRESS or --email EMAIL
cli-address-before = his current address is valid from { $since }: a new one cannot start before it (--since)
cli-address-recorded = the partner's address recorded in { $game }
cli-receipt-valid-domestic = { $number }: a valid Russian Post number (14 digits, check digit right)
cli-receipt-valid-international = { $number }: a valid international number (UPU S10, check digit right)
cli-leave-recorded = { $whose }: { $first } – { $last }
cli-leave-mine = my leave in all games
cli-leave-partners = the partner's leave in game { $game }
cli-leave-whose = { $partner ->
        [yes] partner in game { $game }
       *[no] me
    }
cli-scans-without-card = scans of cards taken back:
cli-archive-empty = the game's archive is empty; cards are filed when moves are received or sent
cli-no-archive-item = item { $item }: the game's archive has items 1 to { $count } (see `ccdiary scan list`)
cli-scan-removed = removed scan { $id }
cli-scan-kept = kept { $name } as scan { $id }
cli-game-named = game { $game } ({ $tournament }, { $partner })
cli-tournament-leave = leave { $days }
cli-tournament-event = (event { $days })
cli-tournament-penalty = penalty { $days }
cli-tournament-registered = registered always
cli-tournament-no-engines = no engines
cli-tournament-diagram = diagram on cards

## Refusals: cards, moves, leave

date-field = { $field ->
        [written] the date on his card
        [postmark] the postmark
        [received] the day his move reached me
        [his-receipt] the day he received my move
        [my-sent] the send date
        [my-last-sent] the day my last move was sent
        [his-last-arrived] the day his last move reached me
       *[his-sent] the day his card counts as sent
    }
card-impossible = his move { $error }
card-my-move = my move { $error }
card-repetition-unreadable = his repetition of my move { $error }
card-accepted-unreadable = the accepted variant moves, move { $number } { $error } (they are written in the variant's order, 47.3.9)
card-no-variant-to-accept = the accepted variant moves: my last move proposed no variant (47.3.8)
card-wrong-repetition = { $written }: your move was { $mine } (47.3.7.5)
card-variant = variant: { $error }
card-no-offer-to-answer = { $whose ->
        [his] he has made no draw offer that is still open: there is nothing to accept or decline
       *[mine] I have no draw offer still open: there is nothing for him to accept or decline
    }
card-playable-move = { $mv } can be played: there is nothing to replace; record it as received
card-move-not-wanted = { $declaration } goes without a move: clear the move field
card-not-in-play = the game is not in play: it takes no more moves
card-not-his-turn = it is your move: there is no move of his to record
card-not-my-turn = it is his move: there is no move of yours to send
card-no-move-of-his = the last move is yours: no move of his waits for its arrival date
card-future = { $field }: { $date } is in the future
card-before = { $field } { $date } is before { $after } { $after_date }: check the dates
repeat-not-my-move = the last move is not mine: there is nothing to repeat
repeat-future = the repeat date { $date } is in the future
repeat-not-after-sent = the repeat { $date } is not after the move was sent { $sent }: check the date
numeric-length = a numeric move has four digits, five with a promotion
numeric-not-a-digit = '{ $typed }' is not a digit
numeric-no-file = no file { $typed }
numeric-no-rank = no rank { $typed }
numeric-no-promotion-piece = no promotion piece { $typed } (1 queen, 2 rook, 3 bishop, 4 knight)
move-not-written = no move written
move-unreadable = not a move in numeric, long algebraic, SAN or UCI notation
move-long-shape = not long algebraic notation (e.g. Кg1-f3, e2-e4, 0-0)
move-long-promotion = '{ $typed }' is not a piece to promote to
illegal-no-piece = no piece on { $square }
illegal-not-the-movers = the piece on { $square } is not the mover's
illegal-wrong-piece = the piece on { $square } is a { $piece }, not the piece written
illegal-ambiguous = ambiguous here: say which piece moves
illegal-here = illegal here
illegal-other-side = { $turn ->
        [white] a move of Black, and it is White's move
       *[black] a move of White, and it is Black's move
    }
piece-name = { $piece ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    }
move-error = { $input }: { $why }
leave-ends-before-start = the leave ends before it begins
leave-overlaps = the leave overlaps one already recorded ({ $first } – { $last })
leave-over-allowance = leave refused: { $year } would have { $total } of leave, the allowance is { $allowance } a year (47.7.1)
receipt-shape = the receipt number is 14 digits, or two Latin letters, nine digits and two Latin letters (RA123456785RU)
receipt-check-digit = the receipt number's check digit should be { $expected }, not { $found }: check the number
offence-impossible-move = impossible move
offence-illegible-move = illegible move
offence-no-move = card without a move
offence-wrong-repetition = wrong repetition of the partner's move
offence-not-registered = not sent by registered mail
offence-wrong-address = wrong address
offence-late-repeat = repeat move sent late, game delayed { $delay }
variant-too-short = a variant is my move and at least one pair: his move, my reply
variant-ends-on-his-move = a variant must end with my reply, not with his move
variant-illegal = move { $number } of the variant ({ $mv }) is illegal there
repetition-mismatch = repeated move { $number } is { $found }, the variant has { $expected } there (47.3.9)
repetition-too-long = { $found } repeated, the variant has only { $available } (47.3.9)
repetition-incomplete = the repetition stops after his move { $number } without my reply from the variant (47.3.9)
date-input-not-a-date = "{ $typed }": not a date (type dd.mm.yyyy)
date-input-no-such-month = "{ $typed }": there is no such month
date-input-no-such-day = "{ $typed }": there is no such day in that month
unknown-code = unknown { $what } "{ $code }"

## Refusals: the diary's facts

offence-delay-not-applicable = --delay-days is for late-repeat only (47.4.11): the days for { $offence } are set by the rules
text-field = { $field ->
        [name] the name
        [code] the tournament's code
        [tournament-name] the tournament's name
        [board] the board
        [address] the postal address
        [email] the e-mail address
        [signature] the signature
       *[note] the note
    }
fact-date = { $date ->
        [penalty] the penalty's date
        [leave-start] the leave's first day
        [tournament-start] the tournament's start
        [his-card] the date on his card
       *[game-start] the game's start
    }
fact-board-not-a-number = Board: «{ $typed }» is not a board number
fact-in-play-with-result = a game in play has no result yet: set its status to finished for { $result }
fact-finished-without-result = a finished game has a result: choose it (1-0, 0-1, 1/2-1/2)
fact-ends-before-start = The tournament cannot end before it starts. ({ $start } – { $end })
fact-too-long = { $field }: { $length } characters, the most is { $limit }
fact-too-many-lines = { $field }: { $lines } lines, an address block holds { $limit }
fact-before-start = { $field } { $date } is before the game began { $start }: check the date
fact-start-after-first-move = { $field } { $start } is after the first move of { $game } was sent { $first_move }: check the date
postmark-counts = his card counts as sent on its postmark { $postmark }, not on the date he wrote { $written } (47.2.2.1)

## The diary file

store-not-a-database = { $path } is not a ccdiary diary (it is not an SQLite database); the file was left untouched
store-damaged = { $path } is damaged ({ $detail }); the file was left untouched: keep a copy and restore your latest backup
store-newer-version = { $path } was written by a newer ccdiary (diary version { $found }, this program knows up to { $supported }); update ccdiary to open it. The file was left untouched
store-read-only = { $path } is read-only; ccdiary needs to write every change at once. Make it writable or copy it elsewhere. The file was left untouched
store-locked = { $path } is in use by another program (it holds a lock); close the other ccdiary and try again
store-io = cannot use { $path }: { $error }
store-sent-move-locked = { $what ->
        [move-changed] a sent move cannot be changed (47.3.10)
        [move-removed] a sent move cannot be removed (47.3.10)
        [variant-changed] a sent variant cannot be changed (47.3.10)
       *[variant-removed] a sent variant cannot be removed (47.3.10)
    }
store-answered-move-locked = { $removed ->
        [yes] a move already answered cannot be removed
       *[no] a move already answered cannot be changed
    }
store-disk-full = the disk holding { $path } is full, so nothing was changed. Free some space and try again
store-still-used = it is in use now (a move, a penalty, a card or a game refers to it), so it is kept
store-not-empty = { $path } already holds games and was left as it is: replacing it must be asked for (--replace), and backs it up first
store-invalid = { $field ->
        [partner-name] a partner needs a name
        [tournament-name] a tournament needs a code or a name
        [time-control] the time control needs at least one day and one move
        [tournament-end] the tournament ends before it starts
       *[leave-end] a leave cannot end before it begins
    }
store-not-a-diary = { $path } is not a ccdiary diary (it is another program's database); the file was left untouched
store-empty-file = { $path } is an empty file, not a diary; the file was left untouched. Name another file, or remove this one to start a new diary there
store-stale = the game changed in another program or window meanwhile, so nothing was saved: look at it as it is now and try again
store-opened-read-only = { $path } is open in another ccdiary window, so this one only reads it: make the change there, or close that window and open the diary again here
store-too-large = { $path } holds a diary larger than { $megabytes } MB, more than any diary of correspondence games; nothing was imported
store-not-found = { $what } not found in the diary
store-sqlite = diary database error: { $error }
store-corrupt = the diary holds an unreadable value: { $what }

## Papers refused; what a card says besides a move

paper-no-move-of-mine = the last move in the game with { $partner } ({ $tournament }) is not yours: there is no card to print
paper-no-overstep = the game with { $partner } ({ $tournament }) has no time-control overstep: there is nothing to claim
paper-played-by-email = the game with { $partner } ({ $tournament }) is played by e-mail: its moves go by e-mail, not on a postcard
paper-game-over = the game with { $partner } ({ $tournament }) is no longer played: there is no move to post
paper-no-address = the partner in the game with { $partner } ({ $tournament }) has no postal address: the card has nowhere to go; enter it (Game → Partner's address…, or `ccdiary partner-address`)
paper-unnamed-tournament = the game with { $partner } ({ $tournament }) came from a PGN file that does not name its tournament: name it before the card (Game → Tournament…, or `ccdiary tournament set`) (47.3.7.1)
paper-no-repeat = no repeat of your last move is filed in the game with { $partner } ({ $tournament })
paper-no-request = no request to replace { GENDER($partner) ->
        [female] her
       *[male] his
    } move is filed in the game with { $partner } ({ $tournament }): record { GENDER($partner) ->
        [female] her
       *[male] his
    } card (Receive, or `ccdiary pdf request-replacement GAME --written MOVE`) and ask from there (47.3.12)
paper-no-claim = say the result you claim and justify it with your analysis (47.9.5.3)
paper-sealed-move = the sealed move { $error }
paper-claim-too-late = { $closed ->
        [unknown] the overstep in the game with { $partner } ({ $tournament }) can no longer be claimed: your reply to { GENDER($partner) ->
            [female] her
           *[male] his
        } control move { $control } has gone (47.6.3); record its send date if the claim went with it
       *[other] the overstep in the game with { $partner } ({ $tournament }) can no longer be claimed: the claim was due by { $closed }, when your reply to { GENDER($partner) ->
            [female] her
           *[male] his
        } control move { $control } went out (47.6.3)
    }
paper-not-my-sealed-move = it is your partner's move: there is no sealed move of yours to send (47.9.5.4)
paper-two-games-do-not-fit = the two games' moves with all their items do not fit on one card: clear the other game's move and send each on a card of its own
paper-nothing-sent-on = no move of yours was sent on { $date }
paper-day-to-come = { $date } is still to come: a report tells the games as they stood on a day that has come (--as-of)
paper-wrong-source = a { $kind } is not made of what was given
print-pdf = the PDF could not be made: { $error }
declaration-mine = { $declaration ->
        [offer-draw] I offer a draw
        [accept-draw] I accept his draw offer
        [decline-draw] I decline his draw offer
        [resign] I resign
       *[ask-replacement] I ask him to replace his move (47.3.12)
    }
declaration-his = { $declaration ->
        [offer-draw] the partner offers a draw
        [accept-draw] the partner accepts my draw offer
        [decline-draw] the partner declines my draw offer
        [resign] the partner resigns
       *[ask-replacement] the partner asks me to replace my move (47.3.12)
    }
declaration-name = { $declaration ->
        [offer-draw] a draw offer
        [accept-draw] a draw accepted
        [decline-draw] a draw declined
        [resign] a resignation
       *[ask-replacement] a request to replace a move
    }
draw-offer = { $whose ->
        [mine] I offered a draw
       *[his] the partner offered a draw
    }: { $fate ->
        [open] not answered yet
        [accepted] accepted{ $on ->
            [none] {""}
           *[other] {" "}on { $on }
        }
        [declined] declined with move { $number }
       *[lapsed] lapsed: answered with move { $number } and not accepted
    }
noted-with = { $declaration ->
        [offer-draw] draw offered
       *[decline-draw] draw offer declined
    }
noted-offer-lapsed = the draw offer lapsed: not accepted
noted-after = { $side ->
        [white] White
       *[black] Black
    } { $declaration ->
        [accept-draw] accepted the draw
        [resign] resigned
        [ask-replacement] asked for a replacement move (47.3.12)
        [offer-draw] offered a draw
       *[decline-draw] declined the draw
    }{ $on ->
        [none] {""}
       *[other] {" "}on { $on }
    }
game-ended = the game ends { $result }{ $on ->
        [none] {""}
       *[other] {" "}on { $on }
    }

## His e-mail message

message-not-a-game-message = this is not a game message: it has no move ("My move: 12. 2142") and no game text ("12. 2142 3544")
message-bad-date = line { $line }: «{ $written }» is not a date that can be (expected dd.mm.yyyy)
reading-not-his-turn = in the game with { $partner } ({ $tournament }) it is your move: { GENDER($partner) ->
        [female] her
       *[male] his
    } message brings nothing new
reading-no-new-move = the message has no move { $number } for the game with { $partner } ({ $tournament }): it may be an older one
reading-illegal = { GENDER($partner) ->
        [female] her
       *[male] his
    } move «{ $mv }» cannot be played in the game with { $partner } ({ $tournament }): ask { GENDER($partner) ->
        [female] her
       *[male] him
    } for another within 3 days (47.3.12)
not-mail = this file is not an e-mail (.eml): it has no mail headers
message-history-differs = move { $number }: he wrote «{ $his }», the diary has { $mine }
message-totals = his message states his total { $his } (the diary counts { $his_counted }) and yours { $mine } (the diary counts { $mine_counted })
message-no-game = no game of yours in play waits for his move with the tournament and names this message gives
message-several-games = several games fit this message — { $games }: say which with --game
message-fits-by-move-only = this message fits game { $game } by its move only: the names in it are not the diary's; say it with --game
message-read = game { $game } with { $partner } ({ $tournament }): { $mv ->
        [none] no move
       *[other] { GENDER($partner) ->
            [female] her
           *[male] his
        } move { $number } { $mv }
    }, sent { $sent }; { GENDER($partner) ->
        [female] she
       *[male] he
    } received yours { $received }
message-nothing-recorded = nothing is recorded yet: add --record to record his move as read

## Reasons behind the numbers

why-first-move = 0 days: White's first move
why-days = { $days ->
        [one] { $days } day
       *[other] { $days } days
    }: received { $received }, sent { $sent }{ $leave ->
        [0] {""}
        [one] , { $leave } day of leave not charged (47.7.1)
       *[other] , { $leave } days of leave not charged (47.7.1)
    }
why-date-missing = days unknown: the { $which } date is missing, { $whose ->
        [mine] yours to record (47.2.2.4)
       *[his] to clarify in the reply (47.2.2.5)
    }
why-control-undecided = the control at move { $control } cannot be decided until the date of move { $missing } is known (47.6.1)
why-leave-not-credited = { $taken ->
        [one] { $taken } day
       *[other] { $taken } days
    } of leave, { $credited } credited: the tournament allows { $allowance ->
        [one] { $allowance } day
       *[other] { $allowance } days
    } { $year ->
        [none] in the whole event
       *[other] in { $year }
    } (47.7.1)
why-sent-before-received = sent { $sent } before the previous move was received { $received }: check the dates
why-sent = sent { $date } { $by ->
        [receipt] by the registered-mail receipt (47.2.2.2
        [postmark] by postmark (47.2.2.1
       *[written] as written, no readable postmark (47.2.2.4
    }{ $card ->
        [none] {""}
       *[other] ; card says { $card }
    })
why-penalty = { $days ->
        [one] { $days } penalty day
       *[other] { $days } penalty days
    } ({ $clause })
why-overstep = overstep: { $total } { $at_least ->
        [one] day
       *[other] days
    } over { $moves } > { $limit } (47.6.1)
why-count-restarts = the count restarts from zero after move { $number } (47.6.4)
why-days-left = { $left }: { $limit } by move { $control } − { $total } used − { $elapsed } on this move
why-registered-required = { $left } to the control: send by registered mail (47.4.12)
why-repeated = repeated { $date } ({ $clause })
why-first-move-due = White's first move costs no time and goes on the start day { $start } (47.4.1)
why-first-move-awaited = White's first move is awaited: nothing is late before { $ask_on }; if it has not come by then, ask for it ({ $clause })
not-opened = Could not open { $target }: { $why }
nothing-found = No partner's or tournament's name contains "{ $typed }" (in either alphabet).
why-start-missing = the game has no start date: enter it, the first move is due from it
why-receipt-pending = his days count from the day my move reached him, which his reply will state (47.2.2)
total-since-restart = { $total } ({ $count } after move { $number })
note-leave = { $days ->
        [one] { $days } day
       *[other] { $days } days
    } of leave (47.7.1)

## Files brought in

pgn-error = line { $line }: { $reason }
pgn-unreadable = unreadable: { $error }
pgn-fact = [{ $tag }]: { $error }; the game is not imported
pgn-set-up-position = games from a set-up position (FEN tag) are not supported
pgn-variant = a game of { $variant }, not of chess: correspondence chess under chapter 9 is played by the rules of chess alone
pgn-beyond-game = the line starts at { $at }, but the game has { $plies ->
        [one] { $plies } half-move
       *[other] { $plies } half-moves
    } so far
pgn-no-moves = no move to read: write the line as moves, such as 14.Nd5 exd5 15.exd5 {"{"}the point{"}"}
pgn-move = move { $number } { $mv }: { $why ->
        [ambiguous] ambiguous
       *[illegal] illegal here
    }
pgn-bad-date = [%{ $command } { $value }]: not a date YYYY.MM.DD
pgn-time-control = [TimeControl "{ $value }"]: not a control in moves and days (like 10/50 or 50d+1d); the tournament keeps 30 days per 10 moves
pgn-arrivals-assumed = no [%ccrcv] for e-mail { $count ->
        [one] move
       *[other] moves
    } { $moves }: each is taken as received the day it was sent
pgn-contradicts = move { $number }: the file has { $file }, the diary's sent move is { $diary } (47.3.10); the game is left as it is
pgn-implausible-date = { $what } { $date }: a date before 1900 or after next year; the game is not imported
pgn-out-of-order = move { $number }: { $event ->
        [sent] sent { $later } ([%ccsnt]), before the move it answers was received ({ $earlier })
       *[received] received { $later } ([%ccrcv]), before the move it answers was sent ({ $earlier })
    }; the game is not imported
pgn-not-mine = neither player is "{ $me }" (White: "{ $white }", Black: "{ $black }"); my name (My profile, or --me on the command line) must be one of them
scan-not-a-scan = not a photo or scan: a card is kept as PNG, JPEG or PDF
scan-too-large = { $size } MB is more than the { $limit } MB a scan may take: scan at a lower resolution
scan-too-many-pixels = a picture of { $width } × { $height } pixels is more than the { $limit } million a card's picture may have: scan at a lower resolution

## Schedules compared

difference-line = { $place }, { $cell }: mine { $mine }, his { $his } — { $decides }
difference-none = none
difference-place = { $side ->
        [white] White
       *[black] Black
    } { $number }
difference-place-final = { $side ->
        [white] White
       *[black] Black
    } in all
difference-cell = { $cell ->
        [move] move
        [received] received
        [sent] sent
        [days] days
        [total] total
       *[row] row
    }
difference-recorded = recorded
difference-days-mine = { $days }{ $leave ->
        [0] {""}
       *[other] {" "}({ $leave } of leave not charged)
    }
difference-days-his = { $days }{ $give ->
        [none] {""}
       *[other] {" "}(his own dates give { $give })
    }
difference-total-mine = { $total }{ $penalty ->
        [0] {""}
       *[other] {" "}(with { $penalty } penalty days)
    }
decides = { $decides ->
        [sent-move] the move as sent stands and cannot be changed (47.3.10); an unclear move is asked for again within 3 days (47.3.12)
        [receiver-me] the receiver records the day of receipt: I received it, the date is mine (47.2.2.4)
        [receiver-him] the receiver records the day of receipt: he received it, the date is his (47.2.2.4)
        [latest-postmark] of two or more postmarks the receiver gets the latest (47.2.2.3)
        [registered-receipt] registered mail: the post office's receipt decides (47.2.2.2)
        [postmark-mine] the postmark decides (47.2.2.1); his card is in my hands, he could not see it
        [postmark-his] the postmark decides (47.2.2.1); my card is in his hands
        [written-date] no readable postmark: the sender's written date counts (47.2.2.4)
        [clarify] no date at all: it is clarified in the reply (47.2.2.5)
        [days] days are sent − received, the day of receipt not counted, leave not charged (47.4.1, 47.7.1)
        [total] the total is the days of all moves plus penalty days (47.4.1, 47.4.9); a later total is listed only where this difference changes
       *[behind] one schedule is behind the other: compare the cards
    }
his-file-not-a-schedule = this is neither a schedule CSV (its first line is "{ $header }") nor a PGN game
his-file-line = line { $line }: { $found }
his-file-cell = line { $line }, { $field }: "{ $found }" cannot be read here
his-file-no-game = { $several ->
        [yes] the PGN has several games of yours with { $partner }: export that game alone; it has: { $found }
       *[no] the PGN has no game of yours with { $partner }; it has: { $found }
    }
his-file-pgn = the PGN: { $error }

## The engine

analysis-game-over = { $engine }: no moves, the game is over on the board.
analysis-head = { $engine }, depth { $depth }:
engine-not-allowed = the regulations of { $tournament } do not allow chess engines: no engine is started for its games
engine-not-installed = no chess engine found: install Stockfish (Debian, Ubuntu: sudo apt install stockfish; Windows: stockfishchess.org) or choose an engine's program in View → Chess engine…
engine-cannot-start = { $path } cannot be started: { $error }
engine-not-an-engine = { $path } is not a UCI chess engine: it did not answer "uci" as one
engine-crashed = the engine { $path } stopped running
engine-hung = the engine { $path } does not answer: it seems to hang

## The rules the diary applies (Help)

rule-47-2-2-1 = The postmark beats the date written on the card.
rule-47-2-2-2 = For registered mail the post-office receipt beats both.
rule-47-2-2-3 = Several postmarks: the sender gets the earliest, the receiver the latest.
rule-47-2-2-4 = No readable postmark: the sender's date; the receiver records the receipt date.
rule-47-2-2-5 = No date at all: the days are unknown, never zero; every total with them is shown as "≥ N" and decides no control.
rule-47-3-8-9 = A variant is accepted by repeating its moves in order; a wrong repetition makes the move invalid.
rule-47-3-10 = Your sent move or variant can never be changed: the diary refuses. His move as you typed it can be taken back until you answer; dates are corrected with a reason, kept for the arbiter.
rule-47-3-12 = An impossible or illegible move: ask for a replacement within 3 days (the Receive form's button files the request and makes its card).
rule-47-4-1 = Days for a move = sent − received (the receipt day not counted); total = days + penalty days.
rule-47-4-9-11 = Penalties: first offence N days (5 by default), a repeat in the game 10, a late repeat the whole delay.
rule-47-4-12 = By post, five or fewer days left to the control: send by registered mail.
rule-47-5-1 = Post: no reply in 30 days — repeat by registered mail, then tell the arbiter; no first move 30 days after the start — request it.
rule-48-5-1 = E-mail: no reply in 14 days (or no first move 14 days after the start) — repeat or ask with a copy to the arbiter.
rule-47-6-1 = Overstep: more than 30 days over 10 moves, 60 over 20, and so on (the tournament may set another control); saved days carry over.
rule-47-6-3-48-6-1 = Claim the partner's overstep no later than your reply to his control move: by post counted from his last restart, by e-mail his 10th, 20th, 30th… move.
rule-47-6-4 = After a recorded overstep the count restarts from zero with the next move.
rule-47-7-1 = Leave stops your clock in all games; each game credits at most its tournament's allowance a calendar year (30 by default) and in the whole event where set.
rule-47-9-5-48-9-4 = Adjudication: send the record, final position, analysis and your sealed move within 14 days of the tournament's end.
rule-47-2-1 = Four postcards on an A4 sheet: print double-sided, flipped on the long edge, on card stock of at least 180 g/m²; cut at the marks.

## Notations

notation-numeric = Numeric (5254)
notation-long-ru = Long, Russian letters (Кg1-f3)
notation-long-en = Long, English letters (Ng1-f3)
notation-san = Short (Nf3)
notation-uci = UCI (g1f3)

## The schedule as text

schedule-me = me
schedule-heading = Schedule of moves and times (article 52): { $title }, game { $game }
schedule-white = White
schedule-black = Black
schedule-side-note = { $side ->
        [white] White
       *[black] Black
    }: { $note }
schedule-column-number = No
schedule-column-received = received
schedule-column-sent = sent
schedule-column-days = days
schedule-column-total = total
schedule-column-note = note
schedule-side-total = { $total } { $days ->
        [one] day
       *[other] days
    } ({ $penalty } penalty{ $late ->
        [none] {""}
       *[other] ; after the last move: { $late }
    })
schedule-totals = Totals: White { $white }, Black { $black }

## Defaults of the language

# A variant as typed in the send form, in the notation a player of the language writes.
variant-example = Nb8-c6 Bf1-b5
# The notation a new diary starts with: numeric, long-ru, long-en, san or uci.
default-notation = long-en

## A form's field

field-problem = { $field }: «{ $typed }» { $why }

## Reading his e-mail: where each field came from

message-field = { $field ->
        [move] { GENDER($partner) ->
            [female] her
           *[male] his
        } move
        [repetition] the repetition of your move
        [written] the day { GENDER($partner) ->
            [female] she
           *[male] he
        } sent it
        [received] the day it reached you
        [his-receipt] the day { GENDER($partner) ->
            [female] she
           *[male] he
        } received yours
       *[stated-total] { GENDER($partner) ->
            [female] her
           *[male] his
        } total
    }
message-not-given = not in { GENDER($partner) ->
        [female] her
       *[male] his
    } message: { $fields }
message-mark-not-given = not in { GENDER($partner) ->
        [female] her
       *[male] his
    } message
message-from-line = from line { $line } of the message: «{ $text }»
message-from-mail-date = the date of { GENDER($partner) ->
        [female] her
       *[male] his
    } e-mail (its Date: header)
message-confirmed-differs = { GENDER($partner) ->
        [female] she gives
       *[male] he gives
    } { $his } as the day your move was sent; the diary has { $mine }

## Registered mail in time trouble

card-registered-required = five or fewer days are left to the control: this move goes by registered mail (47.4.12)
cli-registered-required = five or fewer days are left to the control: this move goes by registered mail (47.4.12) — add --registered [NUMBER], or --ordinary to send it by ordinary mail on purpose

## Totals on a card

total-days = { $total } d
total-days-since-restart = { $total } d ({ $count } after move { $number })
total-in-words-since-restart = { $total } d in all; { $count } d since the count began again after the overstep at move { $number } (47.6.4)

## The arbiter on claims

arbiter-blank = The tournament's arbiter — name and address — is blank: the claim will leave those lines to be written by hand. Game → Tournament… fills them in.
print-anyway = Save it anyway
cli-arbiter-blank = the arbiter's name or address is blank on this paper: fill them with `ccdiary tournament set { $tournament } --arbiter NAME --arbiter-address ADDRESS [--arbiter-email EMAIL]`

## Adjudication refused

paper-nothing-to-adjudicate = the game with { $partner } ({ $tournament }) has ended: only a game unfinished at the tournament's end is adjudicated (47.9.4, 48.9.4)
paper-nothing-to-protest = the game with { $partner } ({ $tournament }) has no decision of the arbiter that can be protested: record the decision first (Game → The arbiter…, or `ccdiary decision`); a second adjudication is final (47.9.11)
paper-no-notice = no notice of mine waits to be sent in the game with { $partner } ({ $tournament }): a new address (Diary → My address changes…), a failure or a dispute makes them

## An address too long for the card

paper-address-too-long = the partner's name and address in the game with { $partner } ({ $tournament }) do not fit the card's address block, even in small print: shorten the address (Game → Partner's address…, or `ccdiary partner-address`) so that the postal index stays on the card

## Adjudication before the end

paper-before-the-end = the game with { $partner } ({ $tournament }) is in play and its tournament ends on { $end }: a game unfinished then is adjudicated (47.9.4, 48.9.4), its materials sent within 14 days after

## How a game stands, in the list of games

standing-my-move = my move{ $left ->
        [none] {""}
       *[other] {" "}· { $left }
    }
standing-his-move = { GENDER($partner) ->
        [female] her
       *[male] his
    } move
standing-finished = finished{ $result ->
        [none] {""}
       *[other] {" "}{ $result }
    }{ $how ->
        [none] {""}
       *[other] : { $how }
    }
standing-adjudication = { $result ->
        [none] at adjudication
       *[other] adjudicated { $result }
    }
standing-withdrawn = withdrawn{ $result ->
        [none] {""}
       *[other] {" "}{ $result }
    }
ending-mate = mate
ending-stalemate = stalemate
sort-games = Sort
sort-by-tournament = by tournament
sort-by-urgency = by urgency
sort-by-partner = by partner
sort-by-board = by board

## Today: games grouped

today-receipts-grouped = { $n ->
        [one] { $n } game lacks
       *[other] { $n } games lack
    } the day the partner's move arrived: click to list them (an import without dates gives many)

## The file path field

path-goes-to = A name without a folder goes to { $folder }

## After a move is sent

card-after-send = Open the card after each move sent
card-when-you-want = Its card: { $key }.

## Dates not kept (issue 32, point 7)

cmd-dates-not-kept = Its dates were not kept: stop asking for them
dates-not-kept-group = Their dates were not kept: stop asking for them
dates-not-kept-hint = Say the moves so far were played before the diary kept their dates (an import without dates): the diary stops asking for the day each arrived. A move recorded from now on is asked for as any other. Ctrl+Z asks again.
dates-not-kept-done = { $n ->
        [one] The dates of { $n } game are
       *[other] The dates of { $n } games are
    } no longer asked for; Ctrl+Z asks for them again

## Dates not kept, the command line

dates-not-kept-said = { $n ->
        [one] The dates of { $n } game's moves so far are
       *[other] The dates of { $n } games' moves so far are
    } no longer asked for.

## Tooltips of buttons (issue 32, point 13)

save-hint = Also Enter in a one-line field, or Ctrl+Enter
cancel-hint = Also Esc; asks first when something was typed
back-to-game-hint = Also Esc
record-penalty-hint = Adds the days to that side's total in the schedule; Ctrl+Z withdraws it, kept in the archive
record-leave-hint = The days of leave stop the clock; Ctrl+Z withdraws it, kept in the archive
record-repeat-hint = Files the repeat of my last move in the archive; Ctrl+Z withdraws it
discard-hint = What was typed in the form is lost
keep-editing-hint = Back to the form, as it was typed

## Printing (issue 33)

printer-no-system = Printing is not available here ({ $why }).
printer-none = No printer is set up on this computer.
printer-no-such = There is no printer named “{ $printer }”.
printer-stopped = Printer “{ $printer }” is stopped{ $reason ->
        [none] {""}
       *[other] : { $reason }
    }.
printer-no-default = No printer is the default: name one (see ccdiary printers).
printer-out-of-paper = Printer “{ $printer }” is out of paper.
printer-refusing = Printer “{ $printer }” is not taking jobs now.
printer-refused = Printer “{ $printer }” refused the job: { $said }.
printer-pdf-still = Nothing was printed; the paper can still be saved as PDF.
printer-sent = { $n ->
        [one] Sent to printer “{ $printer }”: job { $jobs }.
       *[other] Sent to printer “{ $printer }”: jobs { $jobs }.
    }
printer-sent-windows = Sent to printer “{ $printer }” through the program that opens PDF files; it prints as it is set (two sides and the sheet are chosen there).

## Printers listed

printer-state-ready = takes jobs
printer-state-stopped = stopped{ $reason ->
        [none] {""}
       *[other] {" "}({ $reason })
    }
printer-state-out-of-paper = out of paper
printer-state-refusing = not taking jobs
printer-default = default

## The Print dialog (issue 33)

print-title = Print
print = Print
printer = Printer
copies = Copies
both-sides = Both sides of the sheet
save-as-pdf-instead = Save as PDF instead…
cmd-print = Print…
cmd-print-postcard = Print the postcard…
cmd-print-today = Print today's cards…
print-how = { $sheet ->
        [a6] On an A6 card,
        [c6] On a C6 envelope,
        [on-a4] This printer has no sheet of the card's size: on A4 at the card's true size, with crop marks to cut it out,
       *[a4] On A4,
    } { $sides ->
        [long] both sides, turned over on the long edge;
        [short] both sides, turned over on the short edge, as a card is read;
       *[one] one side;
    } at 100 %, never scaled to fit.
cards-printed-before = { $n ->
        [one] One of today's cards was printed already
       *[other] { $n } of today's cards were printed already
    }: { $which }. Print the sheet again?
card-printed-before = { $partner } ({ $printer }, { $at })
print-again = Print again

## Printing, copies

print-copies = { $n } copies: a paper is printed in 1 to 99 copies at once
change = { $change ->
        [penalty] the penalty in game { $game }
        [leave] the leave
        [profile] my profile's change
        [tournament] the tournament's change
        [status] the status of game { $game }
        [new-tournament] the new tournament
        [new-partner] the new partner
        [new-game] the new game { $game }
        [from-list] the tournament from the organiser's list, with its { $game ->
            [one] { $game } game
           *[other] { $game } games
        } and new partners
        [card] the card filed in game { $game }
        [address] the partner's new address
        [gender] how the partner is spoken of
        [his-move] his move in game { $game }
        [my-move] my move sent
        [dates] the dates of move { $number } in game { $game }
        [dates-not-kept] the dates said not kept in { $game ->
            [one] { $game } game
           *[other] { $game } games
        }
        [report] the result and record of game { $game } sent to the arbiter
        [analysis] your analysis of game { $game }
        [decision] the arbiter's decision in game { $game }
        [protest] the protest in game { $game }
        [my-address] my new address and its notices
        [failure] the failure and its notices
        [dispute] the dispute and its notice
        [notice-sent] the notice marked sent in game { $game }
        [access-lost] the lost access and its notices
        [access-restored] access restored
       *[scan] the scan kept in game { $game }
    }
change-undone = Undone: { $change }; `ccdiary redo` records it again
change-redone = Redone: { $change }
cli-nothing-to-undo = Nothing to undo
cli-nothing-to-redo = Nothing to redo
cli-undone-reason = undone on the command line
cli-took-back = His move { $typed } in game { $game } is taken back and kept among the corrections; record it again as he wrote it with `ccdiary receive { $game } …`

## Between the player and the arbiter (47.1.6, 47.8, 47.9; 48.1.10, 48.9)

ruling = { $kind ->
        [adjudicated] adjudicated
        [final] adjudicated again, final
        [agreed] assessments coincide, no adjudication
        [claim-granted] overstep claim granted
        [claim-refused] overstep claim refused
        [withdrawal-loss] partner withdrew: loss counted to the partner
        [withdrawal-adjudicated] partner withdrew: unfinished games adjudicated
       *[withdrawal-struck-out] partner withdrew: struck out, the game not counted
    }
decision-told = received { $received }: { $ruling }{ $result ->
        [none] {""}
       *[other] , { $result }
    }{ $last_move ->
        [0] {""}
       *[other] , last move { $last_move }
    }{ $protest ->
        [none] {""}
       *[other] ; protest sent { $protest }{ $late ->
            [0] {""}
            [one] , { $late } day late
           *[other] , { $late } days late
        }
    }
arbiter-result-needed = Result: a ruling “{ $ruling }” gives one; choose 1-0, 0-1 or 1/2-1/2
arbiter-before-start = Date: { $date } is before the game began { $start }
arbiter-in-future = Date: { $date } is in the future
arbiter-already-finished = The game is already finished: only a claim's ruling can be recorded for it; to change its result, undo the change that finished it
arbiter-already-adjudicated = The game was adjudicated by the decision received { $received }: a second adjudication, after a protest, is recorded as final (47.9.11)
arbiter-final-after-protest = A final adjudication follows a protest of the first one, received { $received } (47.9.11): record the protest first
arbiter-already-final = The game's second adjudication, received { $received }, is final (47.9.11): only a claim's ruling can follow it
arbiter-final-first = A final adjudication follows a first one (47.9.11): record the first adjudication before it
arbiter-last-move-beyond = Last move: { $given } is beyond the game, whose last move that can count is { $last } (47.9.5.4)
arbiter-nothing-to-protest = No decision of the arbiter is recorded in this game: record the decision first
arbiter-not-protestable = The last decision cannot be protested: a second adjudication is final (47.9.11), and coinciding assessments are no decision (47.9.6)
arbiter-already-protested = A protest against this decision was already sent on { $sent }
arbiter-protest-before = Sent: the protest cannot go before the decision reached you on { $received }
arbiter-protest-late = Sent: the last day to protest was { $last_day }, { $late ->
        [one] { $late } day before it was sent
       *[other] { $late } days before it was sent
    } (47.1.6); the arbiter may still hear it: record it anyway with “late” (--late in the command line)
arbiter-no-materials = No appeal lies: the adjudication materials of this game are not marked sent (47.9.8, 48.9.7); if they went, mark them sent first (Game → The arbiter…, or `ccdiary result-sent`)
arbiter-not-over = The game is still in play: its result goes to the arbiter once it is over (47.9.1)
arbiter-game = game { $game } ({ $tournament }, { $partner })
arbiter-report-sent = { $game }: result and record marked sent to the arbiter on { $day }
arbiter-decision-recorded = { $game }: the arbiter's decision { $decision }; the game is now { $status ->
        [in_play] in play
        [finished] finished
        [adjudication] adjudicated
       *[withdrawn] withdrawn
    }{ $result ->
        [none] {""}
       *[other] {" "}{ $result }
    }{ $until ->
        [none] {""}
       *[other] ; it may be protested until { $until } ({ $clause })
    }
arbiter-protest-recorded = { $game }: protest recorded, sent { $day }{ $late ->
        [0] {""}
        [one] , { $late } day after its last day
       *[other] , { $late } days after its last day
    }
arbiter-history = { $game }: result and record { $report ->
        [none] not asked (the game did not end while the diary followed it)
        [due] not sent yet
       *[other] sent { $report }
    }
notice-no-address = My new address: give the postal address, the e-mail or both
notice-same-address = My new address: it is the address the diary already has
notice-no-access-lost = No loss of access to the e-mail is recorded on or before that day
notice-address-before = Since: my new address must begin after { $day }, the day the current one began
notice-not-found = That notice is not in this game: read the game again
notice-no-game = No game is in play to tell anyone of it
notice-already-sent = This notice was already marked sent on { $sent }
notice-sent-out-of-time = Sent: { $sent } is before the day the notice tells of, or in the future
notice-the-arbiter = the arbiter
notice-recorded = { $count ->
        [0] Recorded; no partner or arbiter is to be told (no game in play that it concerns)
        [one] Recorded; one notice is due, marked sent from Today or Game → The arbiter…:
       *[other] Recorded; { $count } notices are due, each marked sent from Today or Game → The arbiter…:
    }
    { $whom }
notices-sent = { $game }: { $count ->
        [0] no notice was waiting to be sent
        [one] one notice marked sent on { $day }
       *[other] { $count } notices marked sent on { $day }
    }
notice-choice = { $what ->
        [address] new address
        [failure] failure
        [access] lost access
       *[dispute] dispute
    } → { $whom } ({ $day })
access-restored = access to the e-mail restored on { $day }: the 30 days of 48.1.6 stop

## My analysis beside the record
analysis-illegal = { $at } { $mv } cannot be played there
analysis-no-such-move = That move is not in the analysis (another window may have taken it away)
analysis-record-move = A move of the game's record is not the analysis's to take away or move: only a line tried beside it is
analysis-added = Game { $game }: the line to { $mv } is in your analysis
analysis-noted = Game { $game }: your note on { $mv } is kept
analysis-removed = Game { $game }: the line is taken out of your analysis
analysis-kept = Game { $game }: the engine's line from { $mv } is in your analysis
analysis-tab = My analysis
analysis-empty = Play moves on the board from any position of the game: they are kept here as lines of your analysis, beside the record and never sent.
analysis-hint = Show a move on the board to write a note on it (Ctrl+Shift+N).
after-last-move = After the last move:
note-hint = Your note on this move
save-note = Save note
line-up = Move this line up
line-down = Move this line down
line-first = Make this line the first from its position
line-remove = Take this move and all after it out of your analysis
cmd-note-move = Note on the move shown
lines-on-paper = Lines of my analysis on the paper:
line-first-short = First
line-remove-short = Remove
note-label = Note
variant-from-line = Take from the line on the board:

## The organiser's start list
list-line = line { $line }: { $what }
cmd-from-list = New tournament from the organiser's list…
from-list-title = A new tournament from the organiser's list
from-list-help = Paste the start list from the organiser's e-mail, or cells copied from a spreadsheet, or open its file. Correct what was read below: nothing is saved until you press Create.
from-list-open = Open a file (.txt, .csv, .xlsx, .ods)…
from-list-paste = 1. Петров Павел Ильич, 160000, г. Вологда, ул. Садовая, д. 5, petrov@example.ru
from-list-create = Create the tournament and my games
from-list-me = I am
from-list-choose-me = choose your line
from-list-control = Control
from-list-no-control = not given: 10 moves in 30 days, change it afterwards in the tournament
from-list-double = double round: two games with each partner
from-list-you = you
from-list-games = You play { $games } games, { $white } of them White.
from-list-gender = He/she
from-list-number = No.
list-control = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } in { $days ->
        [one] { $days } day
       *[other] { $days } days
    }
list-done = Created { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $partners ->
        [one] { $partners } new partner
       *[other] { $partners } new partners
    }, { $addresses ->
        [one] { $addresses } new address of a partner
       *[other] { $addresses } new addresses of partners
    } already in the diary. Today lists the first moves due.
list-row = row { $row }: { $what }
list-cells = cells { $cells }: { $what }
list-empty = no participant can be read here: a numbered list ("1. Petrov Pavel, …") or a table with a row naming its columns (No., Name, Address, E-mail)
list-no-columns = no row names the table's columns: one cell saying the number ("No.", "№") and one the name ("Name", "ФИО")
list-merged = cells merged over several participants' rows: whose they are cannot be told; unmerge them
list-colours-disagree = the colour table gives { $first } and { $second } the same colours against each other
list-not-a-colour = "{ $text }" is not a colour: W (white) or B (black), in Russian Б (белые) or Ч (чёрные); two for a double round
list-colour-count = "{ $text }" gives { $given ->
        [one] one colour
       *[other] { $given } colours
    }: { $double ->
        [yes] a double round has two games a pair
       *[other] a single round has one game a pair
    }
list-no-number = "{ $name }" has no number: the pairings need each participant's number
list-bad-sheet = cannot read the spreadsheet { $path }: { $error }
list-no-address = participant { $number } has neither a postal address nor an e-mail
list-number-twice = number { $number } is given twice
list-no-name = participant { $number } has no name
list-numbers-missing = numbers missing: { $numbers }
list-not-in = "{ $name }" is not in the list: say your number with --me
pairing-too-few = a section of { $players } is no round robin: at least 3 players
pairing-too-many = a section of { $players }: the Berger tables go to 24 players
pairing-no-number = there is no number { $number } in a section of { $players }
list-dry-run = Nothing is created (--dry-run); the list gives:
list-created = Created { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $partners ->
        [one] { $partners } new partner
       *[other] { $partners } new partners
    }, { $addresses ->
        [one] { $addresses } new address of a partner
       *[other] { $addresses } new addresses of partners
    } already in the diary:
list-tournament = { $known ->
        [yes] { $label }, already in the diary
       *[other] { $label }, a new tournament
    }: you are number { $me }, { $games } games
list-game = { $number }. { $name }: you play { $colour ->
        [white] White
       *[black] Black
    } (round { $round }){ $exists ->
        [yes] {" "}— already in the diary
       *[other] {""}
    }
cli-no-partner = no partner named "{ $name }": add one with `ccdiary partner new`
cli-profile = My profile: { $name }; { $address }; { $email }
cli-partner-added = Partner { $id } added: { $name }
cli-game-added = Game { $id } added, against { $partner }: you play { $colour ->
        [white] White
       *[black] Black
    }
