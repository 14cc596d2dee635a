# The engine's own messages, the same for every game: the terminal table's commands, saving,
# undo and the end of a game. A game's locale file may override any of them.

play-handover = Hand the keyboard to { $seat }; everyone else looks away. Press Enter when ready.
play-ask = { $seat }: { $question }
play-ask-again = { $seat }: { $question } (Type a number from 1 to { $max }; help N explains option N.)
play-begin = Press Enter to begin: the board and the first question come next.
play-ask-groups = { $seat }: { $question } (Type a letter to see a group's options, or an option's number from 1 to { $max }.)
# A number typed at a grouped list for an option still folded in its group: shown, then asked again.
play-folded-option = Option { $n } (above) was not on the screen yet: type { $n } again to choose it, or give another answer.
play-group = { $letter }. { $heading } — { $count ->
        [one] one option
       *[other] { $count } options
    }
play-input = Type a number, or help, help N, help rules, status, board X, log, undo, save, quit.
play-bad-input = “{ $input }” is not an option: type a number from 1 to { $max }, or help.
play-no-help = There is no option “{ $input }” to explain: { $max ->
        [0] this question lists no options; help alone gives the commands, help rules how to win.
       *[other] type help and an option's number, from 1 to { $max }, or help rules for how to win.
    }
play-not-found = Nothing on the board answers to “{ $input }”: { play-board-hint }
play-amounts = { $one ->
        [1] or only { $first }: type that amount
       *[other] or an amount from { $first } to { $last }{ $by ->
            [1] {""}
           *[other] { " " }in steps of { $step }
        }: type the amount
    }
# A question that asks only for a number (how many crates), with no options listed above it.
play-amounts-only = { $one ->
        [1] Type { $first }, the only number allowed.
       *[other] Type a number from { $first } to { $last }{ $by ->
            [1] {""}
           *[other] { " " }in steps of { $step }
        }.
    }
play-bad-amount = “{ $input }” is not an option: type an option's number, or an amount of the range shown, or help.
play-bad-amount-only = “{ $input }” is not a number of the range shown: type a number from the range, or help.
play-undone = Your choices since the start of this player turn, or since the last roll or card shown, are taken back.
play-no-undo = Nothing to undo: you made no choice since the start of this turn that can still be taken back (not past a roll, a card shown or another player's answer).
play-saved = Game saved to { $file }; it stops here. Resume it with: { $command } --load { $file }
play-requested = { $command }: you will be asked the next time the rules allow it.
play-news-skipped = ({ $n ->
    [one] one earlier line of news not shown: type log to read it.
   *[other] { $n } earlier lines of news not shown: type log to read them.
})
play-out-of-play =
    { $seat }: { $why }
    { $enter ->
        [yes] (You will be asked nothing until your seat can play again. Press Enter to watch the game go on.)
       *[other] (You will be asked nothing until your seat can play again.)
    }
play-forced-stop = { $seat }: { $why }{ $enter ->
        [yes] {" "}(Press Enter to watch the game go on.)
       *[other] {""}
    }
play-back-in-play = { $seat }: You can play again{ $why ->
        [none] .
       *[other] , because { $why }.
    }
play-news-more = ({ $n ->
    [one] One more line of news
   *[other] { $n } more lines of news
}: press Enter to read on.)
play-log-skipped = ({ $n ->
    [one] One earlier line is not shown
   *[other] { $n } earlier lines are not shown
}: the log shows its last { $shown }.)
play-quit = Game left unsaved.
play-over = The game is over.
play-winner = Winner: { $seat } ({ $kind })
play-no-winner = No winner: the turn cap ended the game with no single leader.
play-why = Why: { $why }
play-why-capped = Why: the game reached the table's turn cap (a limit of this program, not a rule of the game) with the winner ahead on the scores below.
play-save-failed = The game could not be saved in { $file } ({ $error }). It goes on: save to another file with save FILE.
play-scenario-written = The position at this question (before event { $event }) is written to { $file }: run it with mobrules scenario { $file }.
play-scenario-failed = No scenario file written: { $error }
play-saved-over = The end of the game is saved to { $file }: loading it shows how the game ended.
play-saved-over-failed = The end of the game could not be saved ({ $error }): { $file } still holds the game as it was last saved.
play-loaded-over = This save holds a game that has ended: here is how it ended. Start a new game without --load.
play-replaces-ended = { $file } held a game that has ended: this new game will be saved there instead.
play-help =
    A number picks that option; where an amount is asked as a range, type the amount ($ and commas may be left in), and #N for option N.
    help N     what option N does (an action's rule, a card's text)
    help rules how to win and how a turn goes
    status     { play-status-what }
    board X    { play-board-what }
    log        what happened lately, as you may know it
    undo       take back your choices since the start of this player turn (not past a roll, a card you were shown or another player's answer)
    save       save the game and stop (load it with --load); save FILE saves to FILE
    scenario   write the position at this question as a scenario file, a test to run with mobrules scenario FILE; scenario FILE writes to FILE
    quit       stop without saving

# What `board X` looks up, in the help and when nothing answers (a game may say it its way).
play-board-hint = { $table ->
        [page] look up part of a place's name.
       *[terminal] try board with part of a place's name.
    }
play-board-what = where the place named X is, and what stands there (part of its name will do)
# What `status` shows, in the help (a game may say it its way).
play-status-what = the table, the standings and what you hold (board too); before a question they are shown again only when they changed

# How to win and how a turn goes: the first screen of a table, and `help rules`. Every game
# words its own from its numbers; this is what a game that words none says.
play-rules = How to win: the game tells the winner and why when it ends.
play-rules-again = (help rules shows this again.)

# A title that does not tell the seed (a seat's page, the table in the browser): the game's
# name (`game-name`) and its seats, a person's seat as `seat-kind-human`, a bot's as `seat-kind-bot`.
play-title-public = { $game }: { $seats }
seat-kind-human = human
# A bot's seat in words, by its kind (`bot:greedy`) and, for one that searches, its budget a
# move (`bot:search:2000`: imagined games; `bot:search:250ms`: a time).
seat-kind-bot = { $kind ->
        [random] random bot
        [greedy] greedy bot
        [search] searching bot
        [balance] balance bot
       *[other] bot { $kind }
    }{ $budget ->
        [ms] { " " }({ $amount } ms a move)
        [playouts] { " " }({ $amount ->
            [one] { $amount } imagined game
           *[other] { $amount } imagined games
        } a move)
       *[none] {""}
    }

# The replay viewer page (mobrules view).
view-observer = Observer (sees everything)
view-reader = Seen by
view-language = Language
view-first = Start
view-previous = Previous
view-next = Next
view-next-turn = Next turn
view-last = End
view-play = Play
view-pause = Pause
view-speed = Events a second
view-round = Turn
view-go = Go
view-step = Event
# How long the game has lasted at an event, in the game's unit (a game words its own).
view-length = turn { $length }
# The language's own name, in the language menu.
view-language-name = English
view-end = Final standings
view-ends-early = The log ends before the game does.

# The table in the browser (mobrules serve).
serve-seat = You play:
serve-waiting = Waiting for the other players…
serve-waiting-for = Waiting for { $seat }…
serve-help = Show what each option does
serve-undo = Undo
serve-save = Save
serve-pick = Pick
serve-amount-empty = Type an amount in the box first: none is chosen for you.
serve-purse = You have { $money }.
serve-group = { $heading } — { $count ->
        [one] one option
       *[other] { $count } options
    }
play-standing-you = { $line } (you)
serve-bad-amount = { $input } is not an amount of the range shown.
serve-save-failed = The game could not be saved. It goes on.
serve-saved = Saved. To come back to this table later, whoever runs the server types { $command } --load FILE, FILE being the save file the server named when it started: every seat comes back at the same link, with the same people and bots.
serve-lost = The connection is lost: reconnecting…
serve-news = What you were told
serve-watch = Watch the game go on
serve-find = Look up
serve-find-label = Find a name on the board (this is no answer to the question):
serve-marks = On the board, the places these options are about are outlined in orange; the place of the option under the pointer, or of the one picked out, in red. Click or tap a place to pick out its options.
serve-found = On the board, the places this look-up found are outlined in blue dashes.
serve-zoom = Enlarge the board
serve-unzoom = Fit the board to the screen
serve-rules = How to win
serve-scenario = Save as scenario
serve-scenario-help = Download the position at this question as a scenario file, a test to run with mobrules scenario FILE
serve-scenario-written = The position at this question (before event { $event }) is downloaded as { $file }: run it with mobrules scenario { $file }.
serve-scenario-shared = No scenario file: it would show every seat's hidden cards and the cards to come, so it is written only at a table with one person.
serve-scenario-off = No scenario file: it would show every seat's hidden cards and the cards to come, so it is written only at a table started with --scenarios.
serve-scenario-gone = No scenario file: the question it was asked at has been answered.
# What `serve` prints at the host's terminal, in the table's language.
serve-host-listening = { $game } at { $url }, seed { $seed }, saved to { $file }
serve-host-person = { $seat }: { $url }
serve-host-bot = { $seat }: { $kind }
serve-host-network = (others on the network use this computer's address in place of { $ip })
serve-host-secret = Each link is its seat's secret: give it only to the person who plays that seat. Ctrl-C stops the server; the table is saved.
serve-host-redrawn = The save's link secret for { $seat } is not one this program draws: a new link is drawn.
serve-host-save-failed = The table could not be saved: { $error }
serve-host-over = The game is over. { $verdict } The pages show the final standings; Ctrl-C stops the server.
# What `serve` says to the host when it cannot start or go on, in the table's language.
serve-error-person = --seats: a table in the browser needs a human seat (bots alone: mobrules run)
serve-error-listen = --listen { $addr }: this is not ADDR:PORT (say 127.0.0.1:1920, 0.0.0.0:1920, [::1]:1920 or localhost:1920)
serve-error-port = --listen { $addr }: { $port } is not a port (a number from 0 to 65535)
serve-error-in-use = --listen { $addr }: this port is in use (by another program, or another mobrules serve): choose another, or port 0 for any free one
serve-error-not-here = --listen { $addr }: this address is not one of this computer's: say 127.0.0.1 for this computer only, or 0.0.0.0 to let the network join
serve-error-denied = --listen { $addr }: this port is not open to this user (ports below 1024 need the administrator's rights): choose a port from 1024 up
serve-error-listen-failed = --listen { $addr }: the server cannot listen there: { $error }
serve-error-start = The server could not start: { $error }
serve-error-stopped = The server stopped.
serve-error-table = The table stopped: { $error }
serve-error-table-gone = The table stopped unexpectedly.
serve-error-links = The seats' links could not be drawn: this computer gives no randomness ({ $error }).
load-error-unreadable = { $file }: the save cannot be read: { $error }
io-error-not-found = there is no such file (or folder on its way)
io-error-denied = this user may not open it (permission denied)
io-error-folder = this is a folder, not a file
io-error-not-folder = a name on its way is a file, not a folder
io-error-read-only = the disk is read-only
io-error-full = the disk is full
load-error-not-save = { $file }: this is not a mobrules save.
load-error-version = { $file }: this save is in format { $format }, which this mobrules does not read: load it with the mobrules that wrote it.
load-error-damaged = { $file }: this save is damaged: its checksum does not match, so it was cut short or altered since it was written.
load-error-other-game = { $file }: this save is a game of { $saved }, not of { $here }.
load-error-other-content = { $file }: this save was made with other content: load it with the same --content and --mod options it was played with.
load-error-save-data = { $file }: this save's game data does not fit this game: { $error }

# What every game says alike: seats, the end of a run, a failing card script, the cap on a
# game's length. A game words its own where it differs (its score, its unit of length).
seat = Player { $n }
run-winner = Winner: { $seat } ({ $kind }) after { $length ->
        [one] { $length } turn
       *[other] { $length } turns
    }.
run-winner-capped = Winner: { $seat } ({ $kind }) after { $length ->
        [one] { $length } turn
       *[other] { $length } turns
    }, at the turn cap.
run-draw = No winner: the turn cap ended the game with no single leader.
run-score = { $seat } ({ $kind }): { $score }
play-score = { $seat }: { $points }
# A seat's standing at the end where its game words it (what its win counts), for `run` and the
# viewer with its kind, for the tables without.
run-standing-end = { $seat } ({ $kind }): { $standing }
play-standing-end = { $seat }: { $standing }
script-failed = The card { $card } failed in { $hook } ({ $file }:{ $line }: { $message }) and does nothing this time.
# What a seat is told of it: the card may be one the seat is not shown.
hidden-script-failed = A card's script failed; the card does nothing this time.
capped = The game was stopped at the turn limit.
capped-tie = The game was stopped at the turn limit with no one ahead.

# `mobrules cards`, the card list for proofreading: a card's copies, and a game with none.
cards-in-deck = { $count } in the deck
cards-value = value { $value }
cards-none = { $game } has no cards.

cli-error-unknown-game = unknown game `{ $game }` (known: { $known })
cli-error-unknown-seat = unknown seat kind `{ $seat }` (known: { $known })
cli-error-unknown-option = { $option } is not an option of mobrules { $command }
cli-error-no-value = { $option } needs a value, and none was given
cli-error-bad-value = { $value } is not a valid value for { $option }
cli-error-missing = { $option } is missing
cli-error-bad-budget = { $kind ->
        [balance] bad balance budget `{ $budget }` (say `bot:balance:24` for playouts, at most { $playouts })
       *[search] bad search budget `{ $budget }` (say `search:easy`, `search:normal` or `search:hard`, `search:2000` for playouts, at most { $playouts }, or `search:250ms` for a time, at most { $millis }ms)
    }
cli-error-conflict = { $option } cannot be given with { $other }
cli-hint = To see every option: mobrules { $command } --help
