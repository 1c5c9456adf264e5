# Interface texts (en), read by game/i18n.py: data/i18n/en/*.ftl all read. Ids: the code's key with dots
# as hyphens (t("menu.resume") -> menu-resume). { $var } is a value; plurals: { $count -> [one] ... *[other] ... }.

game-elemons = Elemons & Gigamons
game-evolution = Elementary Evolution
game-monsters = Monsters, punched cards
game-kaiju = Kaiju & Mecha dice
game-elemmaster = Elem Master
menu-subtitle = Five board games, one table. Pick a game.
menu-resume = Resume
menu-settings = Settings
menu-gallery = Gallery
menu-quit = Quit
menu-rules = Rules
back = Back
setup-seats = Players
setup-options = Options
setup-add = + player
setup-remove = - player
setup-levels = The arrows ◀ ▶ change a player: { $kinds }
setup-close = "Bot (adaptive)" usually plays like the { $low } bot; like the { $high } bot { $margin }.{ $settle } The results will say how it played.
setup-close-margin-elemons = once you hold { $n ->
        [one] one Elemon
       *[other] { $n } Elemons
    } more than it (a Gigamon counts as 3)
setup-close-margin-evolution = once you lead by { $n ->
        [one] one pile level
       *[other] { $n } pile levels
    }
setup-close-margin-monsters = when you lead by { $n ->
        [one] one colour
       *[other] { $n } colours
    }
setup-close-margin-kaiju = once you lead by { $n ->
        [one] one point
       *[other] { $n } points
    } (the 1s bonus included)
setup-close-margin-elemmaster = once you lead by { $n ->
        [one] one level
       *[other] { $n } levels
    } on the board or in Earth
# the setup's one line on "adaptive"; the whole sentence (setup-close…) shows while the pointer is on it (nc40)
setup-close-short = "Bot (adaptive)" adapts: gentler while it leads, stronger while you lead (hover: the details).
# Monsters (f49, nc61: « no arc »): « sur mesure » follows the person's pace
setup-close-short-monsters = "Bot (adaptive)" plays at your pace: it takes about as long per trick as you do (hover: the details).
setup-close-pace-monsters = "Bot (adaptive)" plays at your pace: for a trick, it takes about as long as you do. To keep the game close, it hurries a little { $margin }. It stays between the { $low } bot and the { $high } bot.
setup-close-mid = "Bot (adaptive)" usually plays like the { $low } bot; like the { $mid } bot { $near }; like the { $high } bot { $margin }.{ $settle } The results will say how it played.
setup-close-ahead = "Bot (adaptive)" usually plays like the { $mid } bot; like the { $low } bot { $leads }; like the { $high } bot { $margin }.{ $settle } The results will say how it played.
# f49 (nc61 shots 064, 186: « comme le bot facile tant qu'il mène », and it led the count yet never played easy): what
# « mène » weighs, per game where it is not plain (Elem Master: the lead is levels on the board and Earth, the less of both)
setup-close-leads = while it leads
setup-close-leads-elemmaster = while it has more levels and more Earth on the board than you
setup-close-settle = { $n ->
        [one] {""}
        [2] {" "}It waits two turns before switching.
        [3] {" "}It waits three turns before switching.
       *[other] {" "}It waits { $n } turns before switching.
    }
setup-start = Play
seat-human = Player { $n }
seat-bot = Bot { $n } ({ $strength })
seat-bot_short = Bot { $n }
seat-kind-bot = Bot ({ $strength })
seat-kind-human = Human
seat-kind-remote = Player on another machine
net-host = Host a game
net-join = Join a game
net-host_title = Host a game for players on other machines
net-lobby_title = { $game }: the invitations
net-lobby_text = Send each player their line (Copy puts them on the clipboard). They paste it in Join a game, or run: python main.py join ADDRESS --token TOKEN --fingerprint FINGERPRINT. The game is encrypted; the last field of each line lets the player check that it is your machine. Across the internet, see docs/protocol.md (an SSH tunnel or port forwarding).
net-copy = Copy
net-copied = The invitations are on the clipboard
net-no_clipboard = No clipboard here: copy the lines by hand
net-sit = To the table
net-cannot_host = Cannot host: { $error }
net-reach_local = Who may join: this machine only
net-reach_open = Who may join: other machines too (network)
net-lobby_local = Only this machine can join. To invite testers elsewhere, go back and choose 'other machines too'.
net-lobby_open = Open on every network of this machine, port { $port }. On the same network the lines work as they are; across the internet, forward port { $port } of your router to this machine and put your public address in the lines (docs/protocol.md). Whoever has a line can take that seat: send each one privately.
net-join_title = Join a game
net-join_text = Paste the invitation the host sent you (Ctrl+V): invite SEAT ADDRESS TOKEN FINGERPRINT. Then press Enter.
net-paste = invite 1 127.0.0.1:8765 TOKEN
net-chat = Chat: click here, type, Enter
net-lost = Connection lost: trying again…
why-net-wrong_token = Wrong token: ask the host for your invitation again
why-net-seat_taken = This seat is already taken
why-net-protocol = The host did not understand the message
why-net-version = The host runs another version of the game
why-net-spectator = A spectator does not play
net-port = Port:
net-port_any = any free
net-bad_port = '{ $port }' is not a port: a number from 1 to 65535, or empty for any free port
net-resume_title = Hosted games in progress: resume one (same invitations)
net-resume = Resume: { $game } ({ $when })
net-your_seat = Your seat (this window)
net-here = connected
net-away = not connected
net-no_invites = No invitation to send: every other seat is a bot of yours. To invite a player, go back and choose 'Player on another machine' for a seat on the setup screen; otherwise press To the table.
net-left = { $who } has lost the connection (the seat stays theirs)
net-back = { $who } is back
net-arrived = { $who } has joined
why-net-taken_over = Your seat was taken by a new connection with your invitation
why-net-too_many_tries = Too many wrong tokens from this address: wait a minute
why-net-old_action = This action was sent already
why-net-chat_too_fast = Too many chat lines at once: slow down
why-net-full = This table is full
why-net-abuse = Too many refused actions: the host closed the connection
why-core-illegal = The rules do not allow that now
strength-close = adaptive
strength-beginner = beginner
strength-easy = easy
strength-medium = medium
strength-hard = hard
pause-title = Paused
pause-resume = Resume the game
pause-menu = Save and back to the menu
lookaway-title = { $who }'s turn
lookaway-text = Other players, please look away: what follows is secret. Click when you are alone in front of the screen.
lookaway-ready = I'm ready
results-title = Game over
results-title_tutorial = End of the tutorial
results-title_tutorial_part = Tutorial: to be continued
results-winner = { $who } wins!
results-tie = Shared victory: { $who }
results-nobody = Nobody wins
results-you_win = You win!
results-survey_next = A quick question about the game will be asked as you leave this screen (optional).
results-again = Play again
results-table = See the table
results-menu = Menu
# a tutorial's results: what a learner wants next (nc31 Monsters)
results-tutorial_next = Tutorial, continued
results-tutorial_again = Restart the tutorial
results-play_now = Play a game
settings-lang = Language: { $value }
settings-speed = Animations: { $value }
settings-vision = Simulated vision: { $value }
settings-cues = Colour-blind cues: { $value }
settings-journal = Playtest journal: { $value }
settings-survey = End-of-game survey: { $value }
note-title = A note for this moment of the game
note-hint = What you notice (Enter keeps it, Escape drops it)
note-keep = Keep
note-cancel = Cancel
note-kept = Note kept (N for another)
note-shown = { $who }'s note: { $text }
note-shown_anon = Note: { $text }
survey-title = What did you think, { $who }?
survey-title_you = What did you think of the game?
survey-optional = For the game's designers. Everything is optional: skip if you like.
survey-fun = Fun (1 to 5)
survey-clarity = Clarity of the rules (1 to 5)
survey-length = How long it felt
survey-length-short = Too short
survey-length-right = Just right
survey-length-long = Too long
survey-comment = Anything else?
survey-comment_hint = One free line
survey-send = Send
survey-skip = Skip
survey-thanks = Thank you!
survey-thanks_kept = Your answers are kept with the game, for the game's authors.
survey-kept_in = Your answers are saved with the game. The game's authors find them under "Replays", button "Playtest report".
survey-kept_host = Your answers go to the game's host, who keeps them in its journal.
survey-not_kept = Your answers could not be saved: { $problem }
survey-notice = Feedback sent, thank you. { $kept }
settings-on = on
settings-off = off
settings-volume = Volume: { $value }
lang-fr = French
lang-en = English
speed-slow = slow
speed-normal = normal
speed-fast = fast
speed-instant = instant
save-failed = Could not save: { $error }
save-corrupt = Unreadable save set aside ({ $name }): { $error }
screenshot-saved = Screenshot saved: { $path }
log-start = New game of { $game }
log-resumed = Game of { $game } resumed: the log so far
log-replay = Replay of a game of { $game }
undo-button = Undo (U)
undo-button_kaiju = Undo (U)
undo-tip = Takes back your last action so you can play it differently: possible as long as no chance, secret or other player has come in since.
undo-none = Nothing to undo: chance, a secret or another player has come in since
replay-status = Move { $step } of { $total }, seen by { $who } (arrows, Space, Tab)
replay-title = Replays
replay-leave = Leave the replay
replay-finished = finished
replay-ongoing = in progress
replay-none = No saved or finished game to replay yet
archive-title = Game archive
archive-all = All
archive-row = { $game } · { $when } · { $seats } · { $state } · { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
archive-won = won by { $who }
archive-delete = Delete
archive-confirm = Really?
archive-deleted = Game deleted.
archive-in_use = This game is open in another window: it was not deleted.
archive-report = Playtest report
archive-report_written = Report written: { $path }
archive-scroll = { $shown } (wheel or Page Up/Down)
results-replay = Replay
menu-replays = Replays
end-elemons-gigamons = Three Gigamons caught
end-elemons-pile = The pile is empty
end-elemons-turn_limit = Turn limit reached
end-elemons-stuck = No tile left to turn
rules-elemons = Elemons & Gigamons. On your turn, flip 2 tiles. Different: they turn back. Identical (or a Polymon with any Elemon): you win them, their power fires, then the grid is refilled from the pile. With 3 identical Elemons, catch the matching Gigamon (even from an opponent). The game ends when a player holds 3 Gigamons or the pile is empty; most Gigamons wins, then most Elemons.
rules-kaiju = Kaiju & Mecha dice, 2 to 4 players. On your turn: roll the two dice; play cards from your hand for their effects (2 reroll one or both dice, 4 steal a random card from a player, 5 turn a die to the face of your choice, 7 draw the top card of the pile, 9-11 any of these; a 6 or a 9-11 cancels, at any moment, a card another player has just played); then take from the table one card matching the sum or the difference, or one or two cards matching the faces (taking an 8 takes every 8), or nothing if nothing matches; the table is refilled to 8 cards. On a double you may instead take that Mecha (15 points) or try to steal it: you draw a random card from its holder's hand. Stealing a 3 costs a Wound (-3). When the pile is empty everyone plays one last turn. Score: Kaiju values, + 15 per Mecha, + 15 for whoever holds the most 1s, - 3 per Wound.
rules-evolution = Elementary Evolution (2-4 mages). Evolve your four Elementals (Air, Fire, Earth, Water) from the Egg (level 0) to the ultimate form (level 5). On your turn, place as many cards as you like: on your pile of that element at the next level, or in a discard; Ether is a joker for levels 1 to 4. Every placed card applies its effect: Air, Tornado (discard, then draw as many); Fire, Burn (destroy an opponent's free card); Earth, Rooting (gather a pile, protected); Water, Cascade (out of your turn, counter a burn, at the cost of one card next turn). Some cards release a Creature: give its token to an opponent, who may use it once (or hold it back with an Ether to the centre). End of turn: refill your hand to 5 cards. The first mage with four level-5 cards wins; play goes on to rank the others.
rules-monsters = Monsters, punched cards. Everybody plays at once, in real time. Stack your 3 punched cards (any order, turned, flipped over: a hole shows the card below) to line up 3 monsters of one colour in a row, column or diagonal: that is a trick; you keep it and draw 3 cards. At any time you may swap a card with the centre card. The first to hold a trick of each of the 5 colours wins the round; if the deck runs out, the most tricks of one colour wins (ties: red, then blue, green, yellow, purple). Solo: beat the hourglass.
rules-elemmaster = Elem Master (2 players on 6x6 or 4 on 10x10, free-for-all or 2 vs 2). Each player commands Earth, Fire, Water and Air elementals (stacks of 1 to 3 tokens = level). 3 AP a turn: grow (+1 level on its favourite terrain), move (all or part of a stack, one cell, diagonals included), attack (Fire beats Earth and Air, Earth beats Water, Water beats Fire; the loser loses a level, the winner gains one). Powers: Earth tunnel, Fire blaze, Water wave, Air double move and souffle (free). An elemental that acted is marked until the end of the turn. Specialties and 6 event cards (2 AP, 3 per player) are options. A player without Earth is eliminated; with no Fire left on the board, Earth, then Water, then Air are counted.
lab-menu = Lab
lab-title = Balance lab
lab-none = No lab run yet. Start one, e.g.: python main.py simulate kaiju --games 200
lab-runs = Runs
lab-charts = Charts
lab-tables = Tables
lab-prev = <
lab-next = >
lab-games = { $done }/{ $total } { $total ->
        [one] game
       *[other] games
    }
lab-players = Players: { $who }
lab-sweep = Sweep: { $what }
lab-batch = one batch
lab-complete = Complete: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    } on average.
lab-interrupted = Interrupted after { $done ->
        [one] { $done } game
       *[other] { $done } games
    } of { $total }. To finish it:
lab-no_report = No report for this run yet.
lab-no_chart = Chart missing from the folder (report written without pygame?).
lab-page = { $name } ({ $i }/{ $n })
lab-folder = Folder: { $path }
option-evolution-variant = Variant
option-evolution-variant-standard = standard
option-evolution-variant-fusion = Extreme fusion
option-evolution-first = Tie to start
option-evolution-first-people = the players choose
option-evolution-first-chance = at random
end-evolution-four_level_5_Elementals = A mage has four ultimate Elementals
end-evolution-turn_limit_reached = Turn limit reached: ranked by levels
end-evolution-in_progress = Game in progress
lab-ratings = Round robin: easy, medium and hard take turns { $n ->
        [one] in the only seat
       *[other] in the { $n } seats
    }
option-elemmaster-players_mode = 4-player mode
option-elemmaster-terrains = Terrains
option-elemmaster-arena = Arena
option-elemmaster-start = Start
option-elemmaster-specialties = Specialties
option-elemmaster-events = Events
option-elemmaster-specialty_seat0 = Player 1 specialty
option-elemmaster-specialty_seat1 = Player 2 specialty
option-elemmaster-specialty_seat2 = Player 3 specialty
option-elemmaster-specialty_seat3 = Player 4 specialty
end-elemmaster-elimination = A side lost all its Earth
end-elemmaster-no_fire = No Fire left: Earth, Water, Air are counted
end-elemmaster-turn_limit = Turn limit: Earth, Water, Air are counted
end-elemmaster-draw = Draw
end-kaiju-pile = The pile is empty and everyone played a last turn
end-kaiju-turn_limit = Turn limit reached
option-monsters-rounds = Rounds (at most)
option-monsters-hourglass = Solo hourglass (seconds)
end-monsters-all_colours = One trick of each colour
end-monsters-all_colours_before_the_sand_ran_out = One trick of each colour before the sand ran out
end-monsters-lost__sand_out = The sand ran out
end-monsters-lost__deck_out = The deck ran out before the five colours
end-monsters-lost__stalled = No trick could be found any more
end-monsters-1_round_won__best_of_1_ = One round won, the game's only one
end-monsters-2_rounds_won__best_of_3_ = Two rounds won out of 3
end-monsters-3_rounds_won__best_of_5_ = Three rounds won out of 5
gallery-title = Gallery
gallery-help = Arrows: choose · Tab: next game · Escape: back
gallery-none = No game lists its components yet (sprites/components_<game>.py, see docs/components.md).
gallery-error = Components unreadable: { $error }
gallery-true_size = True size
gallery-reduced = Reduced (x{ $k })
gallery-zoom = Zoom x{ $k }
gallery-front = Front
gallery-back = Back
gallery-one_sided = One-sided
vision-normal = none
vision-deuteranopia = Deuteranopia (green)
vision-protanopia = Protanopia (red)
vision-tritanopia = Tritanopia (blue)
vision-shown = Simulated view: { $name } (V to change)
vision-cues = Colour-blind cues
vision-set-kinds = Elemons
vision-set-colours = monster colours
vision-set-elements = elements
vision-set-roles = card roles
vision-set-owners = player colours (pieces)
vision-set-terrains = terrains
vision-set-seats = player colours
vision-owner = Player { $n }
vision-element-earth = Earth
vision-element-fire = Fire
vision-element-water = Water
vision-element-air = Air
vision-element-ether = Ether
vision-role-majority = Majority
vision-role-reroll = Reroll
vision-role-wound = Wound
vision-role-steal = Steal
vision-role-set = Set a die
vision-role-cancel = Cancel
vision-role-draw = Draw
vision-role-take_all = Take all
vision-role-joker = Joker
gallery-vision_warning = Looks like { $other } under { $vision } (ΔE { $d })
gallery-vision_symbols = ; their symbols tell them apart
gallery-summary = { $kind } · { $w }x{ $h } px on the table · { $mw }x{ $mh } mm printed · { $count } in the box
gallery-art = { $side }: { $file } ({ $w }x{ $h })
gallery-placeholder = { $side }: placeholder (no image '{ $id }.png' in the packs)
gallery-flag-bad = unusable image, placeholder shown: { $detail }
gallery-flag-ratio = proportions differ from the piece: { $detail }
gallery-flag-small = image smaller than the piece on the table: { $detail }
gallery-flag-print = too small to print at 300 dpi: { $detail }
gallery-packs = Art packs (the last one wins): { $packs }
gallery-builtin = built-in
gallery-problems = { $n ->
        [one] { $n } unusable file
       *[other] { $n } unusable files
    }: { $names }
gallery-ok = Every image in the packs loads.
gallery-kind-card = Card
gallery-kind-tile = Tile
gallery-kind-token = Token
gallery-kind-die = Die face
gallery-kind-board = Board
gallery-kind-background = Background
sheets-fronts = fronts
sheets-backs = backs
sheets-page = { $game } · { $side } · page { $n }/{ $total } · { $paper } · 300 dpi · bleed { $bleed } mm · cut on the marks
sheets-duplex = Two-sided: print at 100%, flip on the long edge.
sheets-contact = { $game }: contact sheet · { $n ->
        [one] { $n } component
       *[other] { $n } components
    } · packs: { $packs }
why-core-game_over = The game is over
why-core-not_your_turn = It is not your turn to act
why-core-bad_action = '{ $action }' is not an action of this game here (expected { $expected })
why-core-not_legal = '{ $action }' is not allowed now
why-core-too_late = Too late: the round ended first
art-warning = art: { $n ->
        [one] { $n } unusable file
       *[other] { $n } unusable files
    }, placeholders shown ({ $names })
art-problem-placement_unreadable = placement file ignored: { $detail }
art-problem-placement_not_mapping = placement file ignored: expected a mapping of ids
art-problem-placement_bad = placement ignored for { $detail }
art-problem-bad_image = unusable image, placeholder shown: { $detail }
art-why-too_big_file = file larger than { $mb } MB
art-why-empty = empty image
art-why-too_large = { $w }x{ $h } px is too large (at most { $side } px a side, { $pixels } px)
art-why-unreadable = unreadable
art-why-truncated = truncated image header
art-why-not_image = not a PNG, JPEG, GIF, BMP or WebP image
art-why-webp = unknown WebP variant
art-why-jpeg = JPEG without a frame header
save-locked = This game is open in another window: close it there first
setup-replace = A game in progress will be replaced: press Play again to confirm
menu-howto = How to play
howto-title = How to play
howto-hint = Wheel, arrows, PgUp/PgDn or drag the bar to scroll; Escape to go back
aid-hint = F1 or Escape closes the aid
aid-more = More below (wheel or ↓). F1 or Escape closes the aid.
setup-facts = { $lo } to { $hi ->
        [one] { $hi } player
       *[other] { $hi } players
    } · about { $time }
setup-name_hint = (click a name to change it)
setup-no_options = This game has no options.
setup-about-elemons = A memory game: pair the Elemons, fire their powers, catch the Gigamons.
setup-about-evolution = Card game for mages: evolve your four Elementals from the Egg to the ultimate form.
setup-about-monsters = Real time: stack your punched cards to line up monsters of each colour.
setup-about-kaiju = Dice and cards: take Kaijus and Mechas, play their effects or keep their points.
setup-about-elemmaster = Board strategy: lead your elementals, grow, move and attack, keep your Earth alive.
# measured: tools/game_lengths.py (bot games' decisions x a newcomer's pace), 2 players against a medium bot
setup-time-elemons = 5 to 10 minutes for 2 players
setup-time-evolution = 10 minutes for 2 players
setup-time-monsters = 2 to 3 minutes a round for 2 players
setup-time-kaiju = 5 to 10 minutes for 2 players
setup-time-elemmaster = 15 to 30 minutes for 2 players
option-evolution-first-help = The mage whose 5 starting cards add up to the most starts (Ether: 0). On a tie, the players choose who starts, or chance decides.
option-evolution-variant-help = Standard: each Elemental goes on its own element's pile; extreme fusion: on any pile.
option-evolution-variant-help-standard = Standard: each Elemental goes on the pile of its own element, at the next level.
option-evolution-variant-help-fusion = Extreme fusion: any card fits on any pile at the next level.
option-monsters-rounds-help = How many rounds the match lasts: the first to win most of them wins.
option-monsters-hourglass-help = Solo: the time you have to make one trick of each colour.
option-elemmaster-players_mode-help = Everyone for themselves, or 2 against 2 (players 1 and 3 against 2 and 4).
option-elemmaster-terrains-help = Which terrain blocks make the board; standard is best for a first game.
option-elemmaster-arena-help = The shape of the board (empty cells) and where the armies start.
option-elemmaster-start-help = Predefined: the arena's armies; free: each player places 12 tokens in secret.
option-elemmaster-specialties-help = A power of their own for each player: off, drawn at random, or chosen below.
option-elemmaster-events-help = Six event cards drawn at the start, 2 action points each, 3 per player.
option-elemmaster-specialty_seat0-help = The specialty of player 1.
option-elemmaster-specialty_seat1-help = The specialty of player 2.
option-elemmaster-specialty_seat2-help = The specialty of player 3.
option-elemmaster-specialty_seat3-help = The specialty of player 4.
settings-volume_label = Volume
results-back_to_results = Back to the results
results-final = Final position
results-zoom = Click the picture to see the table full size
results-breakdown = Score, seat by seat
results-breakdown-elemmaster = What is left, seat by seat
results-play_again_same = Play again
results-total = total { $pts ->
        [one] { $pts } point
       *[other] { $pts } points
    }
results-score = score { $pts }
results-elemons-gigamons = Gigamons caught: { $n }
results-elemons-elemons = Elemons held: { $n }
results-kaiju-kaiju = Kaijus in hand: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }, { $pts ->
        [one] { $pts } point
       *[other] { $pts } points
    }
results-kaiju-mechas = Mechas: { $n }, { $pts ->
        [one] { $pts } point
       *[other] { $pts } points
    }
results-kaiju-bonus = { $pts ->
        [0] { $n ->
            [0] No card of value 1: no bonus
            [one] 1 card of value 1, fewer than another player: no bonus
           *[other] { $n } cards of value 1, fewer than another player: no bonus
        }
        [one] { $shared ->
            [1] { $n ->
                [one] 1 card of value 1 each: tied, each takes the bonus of { $pts } point
               *[other] { $n } cards of value 1 each: tied, each takes the bonus of { $pts } point
            }
           *[0] { $n ->
                [one] 1 card of value 1, more than any other player: a bonus of { $pts } point
               *[other] { $n } cards of value 1, more than any other player: a bonus of { $pts } point
            }
        }
       *[other] { $shared ->
            [1] { $n ->
                [one] 1 card of value 1 each: tied, each takes the bonus of { $pts } points
               *[other] { $n } cards of value 1 each: tied, each takes the bonus of { $pts } points
            }
           *[0] { $n ->
                [one] 1 card of value 1, more than any other player: a bonus of { $pts } points
               *[other] { $n } cards of value 1, more than any other player: a bonus of { $pts } points
            }
        }
    }
results-kaiju-wounds = Wounds (3s stolen): { $n }, minus { $pts ->
        [one] { $pts } point
       *[other] { $pts } points
    }
results-evolution-rank = rank { $n }
results-evolution-levels = total level of their 4 piles ("Lv." in play): { $n }
results-evolution-finished = all four Ultimate Elementals gathered
results-monsters-rounds = rounds won: { $n }
results-monsters-tricks = last round: { $n ->
        [one] { $n } trick
       *[other] { $n } tricks
    } in { $colours ->
        [one] { $colours } colour
       *[other] { $colours } colours
    }
results-elemmaster-tokens = tokens on the board: { $earth } Earth, { $fire } Fire, { $water } Water, { $air } Air tokens
results-elemmaster-out = eliminated (no Earth left)
howto-heading = How to play: { $game }
setup-option_line = { $label }: { $value }
option-elemmaster-players_mode-ffa = everyone for themselves
option-elemmaster-players_mode-teams = 2 against 2
option-elemmaster-terrains-standard = standard
option-elemmaster-terrains-advantageous = advantageous
option-elemmaster-terrains-difficult = difficult
option-elemmaster-terrains-standard_advantageous = standard + advantageous
option-elemmaster-terrains-standard_difficult = standard + difficult
option-elemmaster-terrains-advantageous_difficult = advantageous + difficult
option-elemmaster-arena-default = by the number of players
option-elemmaster-arena-random = random
option-elemmaster-arena-blank = blank
option-elemmaster-arena-corridors = corridors
option-elemmaster-arena-lake = lake
option-elemmaster-arena-pillars = pillars
option-elemmaster-arena-standard4 = standard for 4
option-elemmaster-start-predefined = predefined
option-elemmaster-start-free = free
option-elemmaster-specialties-off = off
option-elemmaster-specialties-random = random
option-elemmaster-specialties-choose = chosen
option-elemmaster-events-off = off
option-elemmaster-events-on = on
option-elemmaster-specialty_seat0-auto = random
option-elemmaster-specialty_seat0-none = none
option-elemmaster-specialty_seat1-auto = random
option-elemmaster-specialty_seat1-none = none
option-elemmaster-specialty_seat2-auto = random
option-elemmaster-specialty_seat2-none = none
option-elemmaster-specialty_seat3-auto = random
option-elemmaster-specialty_seat3-none = none
setup-cannot_start = These options do not fit this number of players: change the arena or the players.
setup-facts-elemmaster = 2 or 4 players (at 4: free-for-all or 2 vs 2) · about { $time }
setup-seat_count-elemmaster = Elem Master is played by 2 or 4 players (2 vs 2 at 4): add or remove a player.
data-top = (top)
data-other = definition refused (the game's own check):
data-mapping_with = expected a mapping with '{ $name }', found { $found }
data-missing = missing '{ $name }'
data-mapping = expected a mapping
data-list = expected a list, found { $found }
data-unknown_key = unknown key '{ $name }' (allowed: { $allowed })
data-whole = expected a whole number, found { $found }
data-below = { $value } is below the minimum { $lo }
data-above = { $value } is above the maximum { $hi }
data-number = expected a number, found { $found }
data-outside = { $value } is outside { $lo }..{ $hi }
data-text = expected a text, found { $found }
data-choice = '{ $value }' is not one of { $choices }
data-bool = expected true or false, found { $found }
data-nested = nested deeper than { $n ->
        [one] { $n } level
       *[other] { $n } levels
    }
data-duplicate = duplicate key '{ $name }' (first on line { $first })
data-bad_key = the key '{ $name }' may not contain '/', '\' or '..'
data-bad_id = the id '{ $name }' may not contain '/', '\' or '..'
data-unreadable = cannot read: { $why }
data-kept = Unreadable file: { $file } ({ $why }): the game goes on with the rules already loaded.
crash-saved = Unexpected error ({ $error }): the game is saved, the details are in { $log }.
data-not_utf8 = not UTF-8 text
data-syntax = YAML syntax: { $problem }
data-empty = the file is empty

# The gallery: a piece's definition line by line (field, then its value), and labels of pieces without a name.
gallery-field_line = { $field }: { $value }
gallery-field-count = count
gallery-field-color = colour
gallery-field-symbol = symbol
gallery-field-power = power
gallery-field-gigamon = Gigamon
gallery-field-trade = caught with
gallery-field-rocks = rocks
gallery-field-rule = rule
gallery-field-element = element
gallery-field-level = level
gallery-field-card = card
gallery-field-timing = timing
gallery-field-centre = Ether to the centre
gallery-field-value = value
gallery-field-effects = effects
gallery-field-special = special
gallery-field-double = double
gallery-field-points = points
gallery-field-face = face
gallery-field-mecha = Double token of
gallery-field-set = terrain set
gallery-field-growth = growth
gallery-field-event = event
gallery-field-specialty = specialty
gallery-label-kaiju-number = Kaiju { $n }
gallery-label-kaiju-double = Double token { $n }
gallery-label-kaiju-die = Die, face { $n }
gallery-label-kaiju-wound = Wound
gallery-label-monsters-number = Punched card { $n }
gallery-label-elemons-rock = Rock
gallery-label-elemmaster-void = Void cell
gallery-field-shade = a shade darker than
gallery-field-double_of = Double token of Mecha
gallery-label-kaiju-M = Mecha { $n }
gallery-value-elemons-burn = burn
gallery-value-elemons-draw = draw
gallery-value-elemons-peek = peek
gallery-value-elemons-replay = play again
gallery-value-elemons-rock = rock
gallery-value-elemons-swap = swap
gallery-value-elemons-wild = wild
gallery-value-elemons-bolt = bolt
gallery-value-elemons-drop = drop
gallery-value-elemons-flame = flame
gallery-value-elemons-leaf = leaf
gallery-value-elemons-star = star
gallery-value-elemons-wind = wind
gallery-value-elemons-covers_tile = covers a tile: it cannot be turned while the Rock is on it
gallery-value-evolution-any = any time
gallery-value-evolution-cancel = cancel
gallery-value-evolution-own_turn = on your own turn
gallery-value-evolution-burn = burn
gallery-value-evolution-burn_all = burn all
gallery-value-evolution-burn_rooted = burn a rooted pile
gallery-value-evolution-condemn_quick = condemn the quick discard
gallery-value-evolution-copy = copy a power
gallery-value-evolution-extra_turn = extra turn
gallery-value-evolution-protect = protect
gallery-value-evolution-redirect = redirect
gallery-value-evolution-root_all = root all
gallery-value-evolution-unroot = unroot
gallery-value-kaiju-majority = majority
gallery-value-kaiju-take_all = taking one takes them all
gallery-value-kaiju-wound = Wound
gallery-value-elemmaster-void = a void cell, out of play
gallery-field-monsters = monsters
gallery-field-letter = letter
gallery-field-rgb = RGB
gallery-label-monsters-cover = Card face down
gallery-value-monsters-face_down = a card face down
gallery-value-monsters-tricks_by_colour = on screen: tricks by colour
gallery-value-monsters-circle = circle
gallery-value-monsters-triangle = triangle
gallery-value-monsters-square = square
gallery-value-monsters-star = star
gallery-value-monsters-diamond = diamond
gallery-value-elemmaster-standard = standard
gallery-value-elemmaster-advantageous = advantageous
gallery-value-elemmaster-difficult = difficult
gallery-value-elemmaster-none = none
pause-replay_resume = Back to the replay
pause-replay_results = Back to the results
pause-replay_archive = Back to the archive
pause-replay_menu = Back to the menu
inprogress-question = A game of { $game } is already in progress on this computer (saved { $when }). Do you want to resume it, or start the new game you asked for in its place?
inprogress-resume = Resume the game in progress
inprogress-new = New game (replaces the one in progress)
inprogress-menu = Back to the menu
howto-beats = beats
lastturn-button = Last turn again (L)
lastturn-button_short = Last turn (L)
lastturn-none = No turn to show again yet
lastturn-banner = Here is { $who }'s turn again
lastturn-banner_anon = Here is the previous turn again
lastturn-skip = click: next step (Esc: done)
lastturn-step = step { $n } of { $count }
lastturn-back = click to go back to the game
settings-tiles_up = Elemons, turned tiles stay up: { $value }
settings-tiles_up_click = until a click
settings-seconds = { $n } s
results-decided = What decided it
results-close-all = { $who } made { $choices ->
        [one] its only move
       *[other] all { $choices } of its moves
    } as the { $high } bot: it reckoned it was behind every time.
# nc63 (Kaiju): « never reckoned it was far enough behind » read as false while the screen showed it 21-29 behind
# for one of its turns (settle); its lead now counts what the screen shows, and the line says what made it stay
results-close-none = { $who } made { $choices ->
        [one] its only move
       *[other] all { $choices } of its moves
    } as the { $low } bot: it was never far enough behind, for long enough, to play harder.
# nc43 (Evolution): « il ne s'est jamais estimé en tête » while it led 19-14 (a lead of one turn: settle)
results-close-only = { $who } made { $choices ->
        [one] its only move
       *[other] its { $choices } moves
    } as the { $level } bot: neither its lead nor its lag lasted long enough for it to change level.
results-close-mix = { $who } made { $n } of its { $choices } moves as the { $high } bot, { $m } as the { $mid } bot, { $rest ->
        [one] the other
       *[other] the others
    } as the { $low } bot.
results-close-some = { $who } made { $n } of its { $choices } moves as the { $high } bot, { $rest ->
        [one] the other
       *[other] the others
    } as the { $low } bot.
# Elemons (f52): its moves are every choice (a tile, a Rock, a catch…), not its turns (nc63 shot 110): the unit named
results-close-all_elemons = { $who } made { $choices ->
        [one] its only choice
       *[other] all { $choices } of its choices (tile, Rock, catch…)
    } as the { $high } bot: it reckoned it was behind every time.
results-close-none_elemons = { $who } made { $choices ->
        [one] its only choice
       *[other] all { $choices } of its choices (tile, Rock, catch…)
    } as the { $low } bot: it never reckoned it was far enough behind to play harder.
results-close-only_elemons = { $who } made { $choices ->
        [one] its only choice
       *[other] its { $choices } choices (tile, Rock, catch…)
    } as the { $level } bot: neither its lead nor its lag lasted long enough for it to change level.
results-close-mix_elemons = { $who } made { $n } of its { $choices } choices (tile, Rock, catch…) as the { $high } bot, { $m } as the { $mid } bot, { $rest ->
        [one] the other
       *[other] the others
    } as the { $low } bot.
results-close-some_elemons = { $who } made { $n } of its { $choices } choices (tile, Rock, catch…) as the { $high } bot, { $rest ->
        [one] the other
       *[other] the others
    } as the { $low } bot.
# Elem Master (f53): its moves are every action and every turn's end (nc64 shot 128), not its turns: the unit named
results-close-all_elemmaster = { $who } made { $choices ->
        [one] its only decision
       *[other] all { $choices } of its decisions (actions and turn ends)
    } as the { $high } bot: it reckoned it was behind every time.
results-close-none_elemmaster = { $who } made { $choices ->
        [one] its only decision
       *[other] all { $choices } of its decisions (actions and turn ends)
    } as the { $low } bot: it never reckoned it was far enough behind to play harder.
results-close-only_elemmaster = { $who } made { $choices ->
        [one] its only decision
       *[other] its { $choices } decisions (actions and turn ends)
    } as the { $level } bot: neither its lead nor its lag lasted long enough for it to change level.
results-close-mix_elemmaster = { $who } made { $n } of its { $choices } decisions (actions and turn ends) as the { $high } bot, { $m } as the { $mid } bot, { $rest ->
        [one] the other
       *[other] the others
    } as the { $low } bot.
results-close-some_elemmaster = { $who } made { $n } of its { $choices } decisions (actions and turn ends) as the { $high } bot, { $rest ->
        [one] the other
       *[other] the others
    } as the { $low } bot.
# Monsters (f49): « sur mesure » follows the person's pace; its seconds per trick and the person's
results-close-pace = { $who } aimed at your pace (a trick every { $you } seconds); it made a trick every { $own } seconds on average.
# after a clean win over « sur mesure » without aid, once per game (nc63: « a hint after the match to try a stronger bot »)
results-next_level = A clean win with no help: next time, try the { $level } bot.
results-round_line = Round { $n }. { $text }
results-elemons-decided-caught = { $who } wins by catching { $won ->
        [one] { $won } Gigamon
       *[other] { $won } Gigamons
    }: that is what ends the game.
results-elemons-decided-gigamons = { $who } wins with the most Gigamons: { $won } to { $runner }.
results-elemons-decided-elemons = Gigamons tied ({ $gigamons } each): { $who } wins with the most Elemons held, { $won } to { $runner }.
results-elemons-decided-shared = Gigamons ({ $gigamons } each) and Elemons ({ $elemons } each) tied: { $who } share the victory.
# a turn that caught two Gigamons or more (the engine's `feats`): a feat, said so (nc59 won 3-0 in 3 minutes)
# each seat's pairs found from memory and by luck (the engine's `pairs_memory`, `pairs_luck`)
results-elemons-pairs = Pairs found from memory: { $memory }. Pairs found by luck (second tile turned without having seen it before): { $luck }.
results-elemons-pairs_seat = { $n } for { $who }
results-elemons-feat = A feat: { $who } caught { $count } { $count ->
        [one] Gigamon
       *[other] Gigamons
    } in one turn{ $helped ->
        [peek_replay] , thanks to the Hydromon's look and the Electromon's replay
        [peek] , thanks to the Hydromon's look
        [replay] , thanks to the Electromon's replay
       *[none] {""}
    }.
results-kaiju-decided-points = { $you ->
        [yes] You win
       *[other] { $who } wins
    } with the most points: { $won } to { $runner }.
results-kaiju-swing-bonus = The 1s bonus turned it: { $you ->
        [yes] you hold
       *[other] { $who } holds
    } the most 1s ({ $ones } to { $ones_runner }), and that bonus decides the game.
results-kaiju-swing-bonus_shared = Tied on 1s ({ $ones } each), each gets the bonus: with one 1 fewer, { $who } would have left it to { $other } and lost.
results-kaiju-swing-wounds = The Wounds turned it: those of { $other } cost { $wound_points ->
        [one] { $wound_points } point
       *[other] { $wound_points } points
    }.
results-kaiju-swing-mechas = The Mechas turned it: { $mechas } to { $mechas_runner }.
# the winner's last turn, when it turned the game (nc60)
results-kaiju-last_turn = The last turn turned it: { $you ->
        [yes] you took
       *[other] { $who } took
    } { $what } (+{ $gain } points); without that turn, { $other_you ->
        [yes] you would have won
       *[other] { $other } would have won
    }.
# the points steals moved between the winner and the runner-up, cards drawn at random (nc61: luck read as luck)
results-kaiju-steals = Steals, cards drawn at random: { $you ->
        [winner] { $took_nothing ->
            [yes] you took nothing from { $other }
           *[other] you took { $took } { $took ->
                [one] point
               *[other] points
            }{ $took_bonus } from { $other }
        }, { $gave_nothing ->
            [yes] who took nothing from you
           *[other] who took { $gave } { $gave ->
                [one] point
               *[other] points
            }{ $gave_bonus } from you
        }.
        [runner] { $took_nothing ->
            [yes] { $who } took nothing from you
           *[other] { $who } took { $took } { $took ->
                [one] point
               *[other] points
            }{ $took_bonus } from you
        }, { $gave_nothing ->
            [yes] you took nothing back
           *[other] you took { $gave } { $gave ->
                [one] point
               *[other] points
            }{ $gave_bonus } back
        }.
       *[none] { $took_nothing ->
            [yes] { $who } took nothing from { $other }
           *[other] { $who } took { $took } { $took ->
                [one] point
               *[other] points
            }{ $took_bonus } from { $other }
        }, { $gave_nothing ->
            [yes] who took nothing back
           *[other] who took { $gave } { $gave ->
                [one] point
               *[other] points
            }{ $gave_bonus } back
        }.
    }
# a steal's 1 that took the 1s bonus from its victim, as the turn's recap said it (nc64 shot 097)
results-kaiju-steal_bonus = {" "}and the 1s bonus ({ $points } { $points ->
        [one] point
       *[other] points
    })
results-kaiju-last_what = { $kind ->
        [mecha_taken] Mecha { $face }
        [card_stolen] { $stolen ->
            [card] a stolen card, a { $card }
           *[other] Mecha { $face }, stolen
        }
       *[other] { $count ->
            [one] card { $cards }
           *[other] cards { $cards }
        }
    }
results-kaiju-lead-kaiju = What counted most: { $you ->
        [yes] your
       *[other] { $who }'s
    } Kaiju in hand, { $pts ->
        [one] { $pts } point
       *[other] { $pts } points
    } to { $pts_runner }.
results-kaiju-lead-mechas = What counted most: { $you ->
        [yes] your
       *[other] { $who }'s
    } { $n ->
        [one] Mecha
       *[other] { $n } Mechas
    }, { $pts ->
        [one] { $pts } point
       *[other] { $pts } points
    } to { $pts_runner }.
results-kaiju-lead-bonus = What counted most: { $you ->
        [yes] your
       *[other] { $who }'s
    } 1s bonus, { $pts ->
        [one] { $pts } point
       *[other] { $pts } points
    } to { $pts_runner }.
results-kaiju-lead-wounds = What counted most: the Wounds, { $n } for { $who } against { $n_runner } for their opponent.
results-kaiju-decided-cards = Tied on { $points ->
        [one] { $points } point
       *[other] { $points } points
    }: { $you ->
        [yes] you win
       *[other] { $who } wins
    } with the fewest cards in hand (Kaiju and Mechas), { $won } to { $runner }.
results-kaiju-decided-shared = Tied on { $points ->
        [one] { $points } point
       *[other] { $points } points
    } and on cards in hand ({ $cards } each): { $who } share the victory.
results-evolution-decided-finished_first = { $who } wins: the first to gather four level-5 Elementals.
results-evolution-decided-levels = Turn limit, nobody finished: { $who } wins with the most levels on top of the piles, { $won } to { $runner }.
results-evolution-decided-shared = Turn limit, nobody finished: levels tied ({ $levels } each), { $who } share first place.
results-elemmaster-decided-elimination = { $who } wins: { $count ->
        [one] { $out } has no Earth left.
       *[other] { $out } have no Earth left.
    }
results-elemmaster-decided-count = { $cause }: the tokens on the board are counted. { $who } wins with more { $element } tokens: { $won } to { $runner }.
results-elemmaster-decided-count_after = { $cause }: the tokens on the board are counted. { $equal } tied, { $who } wins with more { $element } tokens: { $won } to { $runner }.
results-elemmaster-decided-shared = Draw: Earth, Water and Air tied on the board (Earth { $earth }, Water { $water }, Air { $air } each).
results-elemmaster-decided-shared_out = Draw: every side lost its last Earth at the same time.
results-elemmaster-cause-no_fire = No Fire left on the board
results-elemmaster-cause-turn_limit = Turn limit reached
results-elemmaster-element-earth = Earth
results-elemmaster-element-water = Water
results-elemmaster-element-air = Air
results-elemmaster-equal_and = { $first } and { $second }
results-elemmaster-fire_note-count = Fire is never counted: only Earth, then Water, then Air break the tie.
results-elemmaster-rounds = { $count ->
        [one] Game played in { $count } round (each player plays once a round).
       *[other] Game played in { $count } rounds (each player plays once a round).
    }
results-monsters-decided-all_colours = { $you ->
        [yes] You win
       *[other] { $who } wins
    } the round: one trick of each colour.
results-monsters-decided-best_colour = Round over: { $reason }. { $you ->
        [yes] You win
       *[other] { $who } wins
    } with { $best }; { $others }.
results-monsters-best_same = { $level } (split by the tie order: { $colour } comes first)
results-monsters-best_one = { $count ->
        [one] { $count } { $colour } trick
       *[other] { $count } { $colour } tricks
    }
results-monsters-others_one = { $you ->
        [yes] your best colour
       *[other] { $who }'s best colour
    }: { $runner ->
        [one] { $runner } trick
       *[other] { $runner } tricks
    }
results-monsters-others_many = the other players' best colour: { $runner ->
        [one] { $runner } trick
       *[other] { $runner } tricks
    }
results-monsters-decided-tie_colour = Round over: { $reason }. Tied on the best colour ({ $count } each): { $you ->
        [yes] You win
       *[other] { $who } wins
    } with more { $colour } tricks, { $won } to { $runner }.
results-monsters-decided-tie_colour_after = Round over: { $reason }. Tied on the best colour ({ $count } each) and on { $equal }; { $colour } decides: { $you ->
        [yes] you win
       *[other] { $who } wins
    }, { $won } to { $runner } in { $colour }.
results-monsters-decided-shared = Round over: { $reason }. Tied in every colour: { $who } share the round.
results-monsters-decided-lost = Round lost: { $reason }.
results-monsters-decided-total = The total number of tricks does not count: the most tricks of one colour first; on a tie, compare the tricks of each colour, one by one in this order: { $order }.
results-monsters-decided-one_round = { $you ->
        [yes] You win
       *[other] { $who } wins
    } the game, played in a single round.
results-monsters-decided-rounds = { $you ->
        [yes] You win
       *[other] { $who } wins
    } the match, played over { $best_of ->
        [one] { $best_of } round
       *[other] { $best_of } rounds at most
    }: rounds won, { $won } to { $runner }.
results-monsters-decided-shared_rounds = Match shared: { $who }, tied on rounds won ({ $won } each).
results-monsters-decided-solo_all = All five colours gathered: won!
results-monsters-decided-solo_won = All five colours before the sand ran out: won!
results-monsters-decided-solo_lost = The five colours were not gathered in time: lost.
results-monsters-best = best colour: { $colour } ({ $n })
# every colour taken once: said too, for every seat alike (round 11: the bot's line had it, the person's not)
results-monsters-best_once = no colour twice (1 trick each)
settings-confirm = Confirm: { $value }
settings-confirm-harm = moves against your own pieces
settings-confirm-final = also moves with no way back
settings-confirm-off = never
confirm-harm = This move hits one of your own pieces (or your partner's). Play it anyway?
confirm-final = This move ends your turn and cannot be taken back. Play it?
confirm-yes = Yes (Y)
confirm-no = No (N, Esc)
confirm-always = Yes, do not ask again
hint-button = What would a good player do?
hint-button_short = Hint (H)
hint-thinking = A good player is thinking…
hint-after_screen = The hint comes once the screen has shown the move.
hint-title = Hint
hint-asked = Hint for { $who }
hint-asked_next = Hint (next step) for { $who }
# a hint's first level (scenes/table.py `hint_nudge`): its box's header, and how to see the whole move
hint-asked_nudge = A clue for { $who }
hint-more = Hint again: the whole move, marked on the table.
hint-off_network = No hints in a network game: only the host holds the whole game, and it computes none for other screens.
hint-off_turn = A hint comes when it is your turn.
hint-only = It is the only move.
hint-plain = The hard bot's pick among { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }.
hint-search = A good player tried each move to the end of the game: this one does best.
hint-demo = Hint for { $who }: { $reason }
hint-elemons-match = Turn tile { $slot }: you saw { $kind } there, which pairs with tile { $up_slot } ({ $up }){ elemons-hint_power }.{ elemons-hint_ends }
hint-elemons-match_catch = Turn tile { $slot }{ $wins ->
        [yes] {" "}to win the game
       *[no] {""}
    }: you saw { $kind } there, the pair of tile { $up_slot } ({ $up }); with { $have ->
        [one] your { $gain }
       *[other] your { $have } { $gain }s
    }, you will hold the { $need } that catch { $gigamon } at once{ elemons-hint_catch }{ elemons-hint_ends }
# nc41 shots 089, 110: the second tile turned for a chance showed the bot the tile it then paired
hint-elemons-blind_second = Turn tile { $slot }, never seen by you: on the grid, you know of no other { $kind }; it may be the pair of tile { $up_slot }. If not, your opponent will have seen it too{ $safe ->
        [yes] . To show them nothing, turn tile { $other_slot } instead, already seen: no pair, but nothing new for them.
       *[no] .
    }
hint-elemons-blind_secret = Turn tile { $slot }, never seen by you but already looked at in secret by { $seat }: it may be the pair of tile { $up_slot }, as you know of no other { $kind } on the grid. If not, it shows { $seat } nothing new.
hint-elemons-pair = Turn tiles { $slots }, one after the other: you saw { $same ->
        [yes] two { $kind }s there, a pair
       *[no] { $kind } and { $other } there, a pair thanks to the Polymon (no power)
    }{ $lead ->
        [none] { elemons-hint_power }.
       *[other] ; their power lets you take a { $lead } from { $target }: with your two, enough to catch { $gigamon }.
    }{ elemons-hint_ends }
hint-elemons-pair_catch = Turn tiles { $slots }, one after the other: you saw { $same ->
        [yes] two { $kind }s there
       *[no] { $kind } and { $other } there (a pair thanks to the Polymon)
    }; with { $have ->
        [one] your { $gain }
       *[other] your { $have } { $gain }s
    }, you will hold the { $need } that catch { $gigamon } at once{ elemons-hint_catch }{ elemons-hint_ends }
hint-elemons-explore = Turn tile { $slot }, never seen by you: no pair is known on the grid{ $known ->
        [0] ; this tile may show you one, else remember it for later.
        [one] , and an unknown tile first keeps your second click free. If it is the twin of the tile you know, that click takes the pair; if not, remember it for later.
       *[other] , and an unknown tile first keeps your second click free. If it is the twin of a tile you know, that click takes the pair; if not, remember it for later.
    }
hint-elemons-explore_secret = Turn tile { $slot }, never seen by you: no pair is known on the grid. { $seat } already looked at it in secret: it shows them nothing new, and you learn what they know.
hint-elemons-wild_last = Turn tile { $slot } first, never seen by you, and keep the Polymon on tile { $other_slot } for your second click: { $known ->
        [0] it completes the pair, whatever the tile (no power).
        [one] if the new tile is the twin of the other tile you know, take that pair, with its power; if not, the Polymon completes it anyway (no power).
       *[other] if the new tile is the twin of a tile you know, take that pair, with its power; if not, the Polymon completes it anyway (no power).
    }
hint-elemons-no_pair = Turn tile { $slot }: you know every tile and none makes a pair, one has to be turned.
hint-elemons-threat_look = { $only ->
        [yes] You are about to see the Elemons of { $target }, the only opponent holding any (Gigamons: { $gigamons }, Elemons: { $won }): see what they can still catch.
       *[no] Choose { $target }: the opponent furthest ahead (Gigamons: { $gigamons }, Elemons: { $won }), see what they can still catch.
    }
hint-elemons-threat_burn = { $only ->
        [yes] { $target }, the only opponent holding Elemons (Gigamons: { $gigamons }, Elemons: { $won }), loses one, drawn at random: nothing to choose.
       *[no] Choose { $target }: the opponent furthest ahead (Gigamons: { $gigamons }, Elemons: { $won }), taking an Elemon from them slows them most.
    }
hint-elemons-peek = Look at tile { $slot }: { $fresh ->
       *[yes] you have never seen it.
        [no] you have already seen every tile; one more look will bring it back to mind.
    }
hint-elemons-trade = Catch { $gigamon } with { $more ->
       *[no] your { $need } { $kind }s
        [yes] { $need } of your { $have } { $kind }s
    }: { $then ->
        [wins] your last Gigamon, the win!
       *[other] one Gigamon closer to the win.
    }{ $then ->
        [goes_on] { " " }Your turn goes on: you still turn your tiles.
        [ends] { " " }This ends your turn.
        [power] { " " }Your pair's power still waits for you after it.
       *[other] { "" }
    }
hint-elemons-trade_from = Take { $gigamon } from { $holder } with { $more ->
       *[no] your { $need } { $kind }s
        [yes] { $need } of your { $have } { $kind }s
    }: { $then ->
        [wins] your last Gigamon, the win!
       *[other] you gain a Gigamon and { $holder } loses one.
    }{ $then ->
        [goes_on] { " " }Your turn goes on: you still turn your tiles.
        [ends] { " " }This ends your turn.
        [power] { " " }Your pair's power still waits for you after it.
       *[other] { "" }
    }
hint-elemons-blind_wild = Turn tile { $slot }: the Polymon on tile { $up_slot } pairs with any Elemon, so any tile completes it (no power).
hint-elemons-rock_pair = Put the Rock on tile { $slot }: it makes a pair with tile { $other_slot } ({ $kind }); nobody can take it before your next turn, when the Rock goes.
hint-elemons-search_rock = Put the Rock on tile { $slot }: there is no known pair to block, but your opponent cannot turn that tile on their turn: one tile fewer to find their pair in. The Rock goes at the start of your next turn.
hint-elemons-rock_keep = Put the Rock on tile { $slot }: you saw a { $kind } there and already hold { $have } of the { $need } that catch { $gigamon }; nobody can take it before your next turn, when the Rock goes.
hint-elemons-rock_seen = Put the Rock on tile { $slot }: everyone saw a { $kind } there, and nobody can use it before your next turn, when the Rock goes.
hint-elemons-rock_win = Put the Rock on tile { $slot }: with tile { $other_slot }, it would win the game for your opponent (enough to catch their last Gigamon with their { $kind }s); nobody can take it before your next turn.
hint-elemons-swap_catch = Swap your { $give } for their { $take }: you catch { $gigamon }{ $gift ->
        [can] , even though { $target } will be able to catch { $their_gigamon }
       *[none] {""}
    }.
hint-elemons-swap_toward = Give one { $give } and take one { $take } from { $target }: you will hold { $have ->
        [one] { $have } { $take }
       *[other] { $have } { $take }s
    } of the { $need } that catch { $gigamon }{ $they_keep ->
        [none] , and { $target } will have none left
       *[some] {""}
    }{ $gift ->
        [can] , even though { $target } will be able to catch { $their_gigamon }
       *[none] {""}
    }.
hint-elemons-search_keep = Keep your Elemons: no swap wins you more often.
hint-elemons-keep_gift = Keep your Elemons: the best swap, your { $give } for their { $take }, { $how ->
        [can] would let { $target } catch { $their_gigamon }
        [one] would leave { $target } a single { $give } short of { $their_gigamon }
       *[pair] would leave { $target } a pair short of { $their_gigamon }
    }.
hint-elemons-keep_even = Keep your Elemons: a swap would not move you forward. The best would give you a { $take }, but cost you { $had ->
        [one] your only { $give }
       *[other] one of your { $had } { $give }s
    }.
hint-elemons-keep_short = Keep your Elemons: their { $take } would bring you closer to { $gigamon }, but not enough to be worth your { $give }.
hint-monsters-renew = { $count ->
        [one] No { $missing } line is possible with these cards, even swapping with the centre: take a { $colour } trick to draw three new ones.
       *[other] The colours you lack ({ $missing }) are impossible with these cards, even swapping with the centre: take a { $colour } trick to draw three new ones.
    }
hint-off_network_short = No hints over the network
menu-learn = Learn to play
tutorial-title = Learn to play
tutorial-subtitle = A guided first game, step by step, for each game.
tutorial-back = Back
tutorial-step = Step { $n } of { $total }
tutorial-look_header = Look
# the box once a step's move is played, while it plays out (Evolution nc34, Kaiju nc35): it names its step
tutorial-played = Done! The rest of your move plays out on the table.
tutorial-played_header = Step { $n } of { $total }: done
tutorial-look_step = Step { $n } of { $total }: look
tutorial-their_turn = { $who }'s turn
tutorial-done = Tutorial complete
tutorial-part_done = To be continued
tutorial-results_soon = The results open by themselves in a moment.
tutorial-watch = Your opponent's turn: watch what they do.
tutorial-they_answer = Your opponent may answer your card: it is still your turn, wait for their answer.
tutorial-still_yours = Still your turn
tutorial-read_wrong = Read these lines first, then click “Continue”.
tutorial-next = Continue
hint-then = ; then{" "}
# the last two tiles of a hint's list ("tuiles 1, 2 et 3"): words, not a sign
hint-and = {" "}and{" "}
hint-or = {" "}or{" "}
hint-monsters-step_card = { $layer ->
        [top] put { $place ->
               *[0] card no. { $card }
                [1] card 1
                [2] card 2
                [3] card 3
            } on top
        [bottom] put { $place ->
               *[0] card no. { $card }
                [1] card 1
                [2] card 2
                [3] card 3
            } at the bottom
       *[middle] put { $place ->
              *[0] card no. { $card }
               [1] card 1
               [2] card 2
               [3] card 3
           } in the middle
    }{ $flip ->
        [1] { $turns ->
            [0] {""}, flipped (⇄, F)
            [one] {""}, flip it first (⇄, F), and only then turn it a quarter turn (↻, R)
            [3] {""}, flip it first (⇄, F), and only then turn it a quarter turn to the left (↺: one wheel notch up, or its button)
           *[other] {""}, flip it first (⇄, F), and only then turn it half a turn (↻ twice, R key)
        }
       *[0] { $turns ->
            [0] {""}
            [one] {""}, then turn it a quarter turn (↻, R)
            [3] {""}, then turn it a quarter turn to the left (↺: one wheel notch up, or its button)
           *[other] {""}, then turn it half a turn (↻ twice, R key)
        }
    }
hint-monsters-after_swap = Make the { $colour } trick your swap gave you: it is sure, and it brings three new cards { $count ->
        [0] for what comes next
        [one] to look for { $missing }
       *[other] to look for the colours you lack ({ $missing })
    }. In order: { $steps }.
hint-monsters-centre_changed = The centre changed: { $line }
hint-monsters-step_claim = click "{ $colour } trick"
hint-monsters-missing = Make a { $colour } trick: it is a colour you still lack, and the round is won by gathering every colour. In order: { $steps }.
hint-monsters-swap_towards = Swap your { $place ->
       *[0] card no. { $card }
        [1] card 1
        [2] card 2
        [3] card 3
    } for the centre card: with it you can make a { $colours_count ->
        [one] { $last }
       *[other] { $colours } or { $last }
    } trick{ $count ->
        [one] , the last colour you lack
       *[other] {" "}(colours you still lack: { $missing })
    }. Click the centre first, then { $place ->
       *[0] card no. { $card }
        [1] card 1
        [2] card 2
        [3] card 3
    }.
hint-monsters-swap_useful = Swap your { $place ->
       *[0] card no. { $card }
        [1] card 1
        [2] card 2
        [3] card 3
    } for the centre card: no trick is possible yet, and with it you can make a { $colours_count ->
        [one] { $last }
       *[other] { $colours } or { $last }
    } trick. Click the centre first, then { $place ->
       *[0] card no. { $card }
        [1] card 1
        [2] card 2
        [3] card 3
    }.
hint-monsters-let_go = No trick is possible with your three cards and the centre card, even by swapping: a swap would only move these four cards around. The centre card will change when another player swaps it (the bots do now and then, even when they hold a trick); meanwhile, watch their tricks. If nobody can make a trick any more, the round stops by itself.
hint-monsters-deck_out_set = Make a { $colour } trick: it completes your colours, the round is yours. In order: { $steps }.
hint-monsters-deck_out_win = Make a { $colour } trick: the deck can no longer refill the hands, this trick ends the round and you then hold the most tricks. In order: { $steps }.
hint-monsters-deck_out_share = Make a { $colour } trick: the deck can no longer refill the hands, this trick ends the round with you tied first. In order: { $steps }.
hint-monsters-deck_out_last = Make a { $colour } trick: the deck can no longer refill the hands and no swap would put you ahead; this trick leaves you best placed. In order: { $steps }.
hint-monsters-deck_out_swap = Swap your { $place ->
       *[0] card no. { $card }
        [1] card 1
        [2] card 2
        [3] card 3
    } for the centre card: the deck can no longer refill the hands, and with it a { $colours } trick would put you first at the end of the round. Click the centre first, then { $place ->
       *[0] card no. { $card }
        [1] card 1
        [2] card 2
        [3] card 3
    }.
hint-monsters-deck_out_none = The deck is nearly empty: the next trick ends the round, and no trick, even after a swap, would put you ahead. Don't make that losing trick: swap a card with the centre (click the centre first, then the card to give up), then ask for a hint again (H) when the centre card changes: it will say as soon as a trick puts you ahead.
# the first H on a trick: the card to start with; H again gives the whole recipe
hint-monsters-nudge = first { $place ->
       *[0] card no. { $card }
        [1] card 1
        [2] card 2
        [3] card 3
    }, { $layer ->
        [top] on top
        [bottom] at the bottom
       *[middle] in the middle
    } (the rest: "Hint" or H again)
# a take with a 1 passed over for more points: the race said (nc41 shots 055, 076)
hint-kaiju-passed_one = {" "}A 1 is worth a single point, but it counts for the 1s bonus (+{ $bonus }): you hold { $mine }, { $player } { $rival } (seen){ $left ->
        [0] {""}
        [one] {""}, and 1 more 1 in play
       *[other] {""}, and { $left } more 1s in play
    }; here the points count for more.
# the last round: what wins the game said before the move (nc60)
hint-kaiju-end_last = Last round: { $state ->
        [behind] you need { $about ->
            [yes] about { $need }
           *[no] { $need }
        } { $need ->
            [one] point
           *[other] points
        } to pass { $player }
        [ahead] you lead { $player } by { $lead } { $lead ->
            [one] point
           *[other] points
        }
       *[even] you are level with { $player }
    }{ $after ->
        [yes] , who still plays after you
       *[no] {""}
    }{ $tie ->
        [yes] ; on equal points, fewer cards wins (you { $mine }, { $player } { $theirs })
       *[no] {""}
    }. { $move }
hint-kaiju-end_soon = The end is near: { $pile ->
        [one] 1 card
       *[other] { $pile } cards
    } left in the pile, then everyone plays a last turn; { $state ->
        [behind] you need { $about ->
            [yes] about { $need }
           *[no] { $need }
        } { $need ->
            [one] point
           *[other] points
        } to pass { $player }
        [ahead] you lead { $player } by { $lead } { $lead ->
            [one] point
           *[other] points
        }
       *[even] you are level with { $player }
    }{ $after ->
        [yes] , who still plays after you
       *[no] {""}
    }{ $tie ->
        [yes] ; on equal points, fewer cards wins (you { $mine }, { $player } { $theirs })
       *[no] {""}
    }. { $move }
hint-kaiju-take = Take { $every ->
        [0] { $count ->
            [one] card { $cards }
           *[other] cards { $cards }
        } from the centre{ $how }
       *[taken] every { $every } in the centre at once{ $how }
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, the take that brings you most with these dice{ $ones ->
        [1] , and one more 1 for the 1s bonus
        [2] , and two more cards 1 for the 1s bonus
       *[0] {""}
    }{ $ahead ->
        [1] ; you will then lead.
        [2] ; you stretch your lead.
       *[0] .
    }{ $passed }{ $alt }
hint-kaiju-take_ones = Take { $count ->
        [one] card { $cards }
       *[other] cards { $cards }
    } from the centre{ $how }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, against { $richer } for { $richer_kind ->
        [cards] { $richer_count ->
            [one] card { $richer_cards }
           *[other] cards { $richer_cards }
        }
       *[mecha] Mecha { $richer_mecha }
    }, but the 1s bonus (+{ $bonus } to whoever has most) weighs more: you will hold { $ones }{ $race ->
        [ahead] {""}, more than you have seen elsewhere.
        [tie] {""}, as many as { $player } (on a tie, each gets the bonus).
       *[behind] {""}, against { $rival } for { $player }.
    }{ $alt }
hint-kaiju-take_even = Take { $every ->
        [0] { $count ->
            [one] card { $cards }
           *[other] cards { $cards }
        } from the centre{ $how }
       *[taken] every { $every } in the centre at once{ $how }
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }{ $ones ->
        [1] , and one more 1 for the 1s bonus
        [2] , and two more cards 1 for the 1s bonus
       *[0] {""}
    }; no other take pays more.{ $twin }{ $passed }{ $alt }
hint-kaiju-twin = {" "}"{ $kind ->
        [pair] Take { $a } and { $b } (2 cards)
        [every] Take every { $every }
        [one] Take { $a }{ $how }
       *[many] Take { $cards }
    }" pays as much{ $side ->
        [fewer] , but with { $n ->
            [one] one more card
           *[other] { $n } more cards
        }: on a tie on points, the fewest cards wins
        [more] {""} with { $n ->
            [one] one card
           *[other] { $n } cards
        } fewer in hand
       *[same] {""}
    }{ $joker_said ->
        [yes] ; your { $joker } cancels too
       *[no] {""}
    }.
hint-kaiju-how_sum = {" "}({ kaiju-how-sum })
hint-kaiju-how_diff = {" "}({ kaiju-how-diff })
hint-kaiju-how_face = {" "}({ kaiju-how-face })
hint-kaiju-how_faces = {" "}({ kaiju-how-faces })
hint-kaiju-mecha = Click "Take Mecha { $face }": a Mecha is worth 15 points at the end, more than anything else these dice let you take{ $ahead ->
        [1] , and you will then lead.
        [2] , and you stretch your lead.
       *[0] .
    }
hint-kaiju-steal_mecha = Click "Try for Mecha { $face }: 1 random card from { $holder }": { $centre ->
        [no] better than taking nothing (these dice take nothing in the centre).
       *[yes] better than any take from the centre.
    } If the card drawn is the Mecha, its 15 points come to you; if not, you keep the card.{ $odds }{ $wound }
hint-kaiju-nothing = Click "Take nothing": no card in the centre would bring you anything with these dice.
hint-kaiju-play_net = your { $card } costs { $card } points; all in, { $sign ->
        [up] on average +{ $net }
        [flat] about 0
       *[down] on average −{ $net }
    } { $net ->
        [one] point
       *[other] points
    }{ $rivals ->
        [duel] {""} over { $player }
       *[table] {""} of lead
    }{ $ones ->
        [yes] {""} (1s bonus included)
       *[no] {""}
    }, against { $now ->
        [0] 0
        [one] +{ $now }
       *[other] +{ $now }
    } without a card
hint-kaiju-play = Play your card { $card } to { $effect }, then { $then }: { $net }; { $cancel ->
        [none] it is unlikely to be cancelled.
       *[other] { $hidden ->
            [one] 1 hidden card across the table
           *[other] { $hidden } hidden cards across the table
        }: about 1 chance in { $of } of a cancel.
    }{ $odds }{ $wound }
hint-kaiju-play_safe = Play your card { $card } to { $effect }, then { $then }: { $net }; no cancel to fear: { $player } has nothing to cancel it.{ $odds }{ $wound }
hint-kaiju-play_risky = Play your card { $card } to { $effect }, then { $then }: { $net }. Players often cancel, but the move is still good if they do.{ $odds }{ $wound }
hint-kaiju-play_known = Play your card { $card } to { $effect }, then { $then }: { $net }. { $player } holds { $held ->
        [one] a { $holds } (seen going into their hand)
       *[other] { $held } cards { $holds } (seen going into their hand)
    } and may cancel it, but the move is worth the risk.{ $odds }{ $wound }
hint-kaiju-play_trade = Play your card { $card } to { $effect }, then { $then }: { $net }. { $player } holds { $held ->
       *[one] { A($holds) }
        [other] { $held } cards { $holds }
    } and may cancel it: your { $card } for their { $holds }, a trade that pays.{ $odds }{ $wound }
# what a random steal may bring, from the bot's own lottery (nc53 shot 061: « Play your card 11 to steal a card »
# without the odds read as giving 11 points away for a random card, 2 of the bot's 4 cards being Mechas)
hint-kaiju-steal_odds = {" "}{ $kind ->
        [cards] { $size ->
            [one] Only one card in their hand: { $about ->
                [yes] about { $mean }
               *[no] { $mean }
            } { $mean ->
                [one] point
               *[other] points
            }.
           *[other] At random among { $size } cards: { $about ->
                [yes] about { $mean }
               *[no] { $mean }
            } { $mean ->
                [one] point
               *[other] points
            } on average.
        }
        [sure] { $size ->
            [one] Their only card is a Mecha
           *[other] All { $size } of their cards are Mechas
        }: { $points } { $points ->
            [one] point
           *[other] points
        } for sure.
       *[mechas] { $mechas ->
            [one] 1 Mecha
           *[other] { $mechas } Mechas
        } among { $size } { $size ->
            [one] card
           *[other] cards
        }: { $n } { $n ->
            [one] chance
           *[other] chances
        } in { $of } of winning { $points } { $points ->
            [one] point
           *[other] points
        }.
    }
hint-kaiju-wound = {" "}Risk: { $about ->
        [yes] about { $n }
       *[no] { $n }
    } { $n ->
        [one] chance
       *[other] chances
    } in { $of } of drawing a 3 (a Wound, −{ $wound }).
hint-kaiju-then_mecha = take Mecha { $face } (15 points)
hint-kaiju-then_steal = try for { $holder }'s Mecha { $face } (at random from their hand)
hint-kaiju-then_cards = take { $every ->
        [0] { $count ->
            [one] card { $cards }
           *[other] cards { $cards }
        } from the centre
       *[taken] every { $every } in the centre
    }
hint-kaiju-then_cards_ones = take { $count ->
        [one] card { $cards }
       *[other] cards { $cards }
    } ({ $ones ->
        [one] one more 1
       *[other] { $ones } more 1s
    } for the 1s bonus{ $offer ->
        [no] {""}
       *[yes] {""}, rather than Mecha { $mecha }
    })
hint-kaiju-then_any = take from the centre what your dice then allow
hint-kaiju-then_reroll = take what the rerolled dice allow
hint-kaiju-then_nothing = click "Take nothing"
hint-kaiju-alt_mecha = {" "}Another move: your { $card } sets the { $die ->
        [one] first
       *[other] second
    } die ({ $shown }) to { $face } for Mecha { $face } (15 points).
hint-kaiju-alt_cards = {" "}Another move: your { $card } sets the { $die ->
        [one] first
       *[other] second
    } die ({ $shown }) to { $face } to take { $kind ->
        [cards] { $count ->
            [one] card { $cards }
           *[other] cards { $cards }
        }
       *[every] every { $every }
    } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }, more than Mecha { $face }).
hint-kaiju-effect_set = set the { $die ->
        [one] first
       *[other] second
    } die ({ $shown }) to { $face }
hint-kaiju-effect_reroll = { $count ->
        [one] reroll the { $die ->
            [one] first
           *[other] second
        } die ({ $shown })
       *[other] reroll both dice
    }
hint-kaiju-cancel = Cancel with your card { $card }: { $aimed ->
        [1] { $player } wants to steal a random card from you, and you would lose more than the { $card } points of your cancel card.
       *[0] { $mine ->
            [1] { $theft ->
                [1] save your steal: a random card leaves { $victim }'s hand for yours; you gain what they lose, on average more than these { $card } points.{ $wound }
               *[0] someone wants to cancel your "{ $effect }": save it, it brings you more than the { $card } points of this card.
            }
           *[0] { $player }'s "{ $effect }" would help them more than the { $card } points this card costs you.
        }
    }{ $kept ->
        [1] {" "}{ $holder } keeps { $held ->
           *[one] a { $holds }
            [other] { $held } cards { $holds }
        }, but your { $twin ->
            [1] other { $again }
           *[0] { $again }
        } would answer it.
       *[0] { $spare ->
            [0] {""}
            [one] {" "}{ $player } keeps a { $spare }, but their effect is not worth that card to them.
           *[other] {" "}{ $player } keeps { $held ->
               *[one] a { $spare }
                [other] { $held } cards { $spare }
            }, but their effect is not worth that card to them.
        }
    }
# a cancel against a hand keeping the last word: not for nothing, its answer spends its card too (nc59 shot 098)
hint-kaiju-cancel_trade = Cancel with your card { $card }: { $holder } { $held ->
       *[one] still keeps { A($holds) } (seen going into their hand) and may cancel it in turn, but it is their last { $holds }{ $sure ->
            [1] {""}
           *[0] {" "}known
        }
        [other] keeps { $held } cards { $holds } (seen going into their hand) and may cancel it in turn
    }: they would lose { $holds } points, you { $card }. If not, { $mine ->
        [1] your "{ $effect }" goes through: it is worth more than your card.
       *[0] their "{ $effect }" is cancelled: it would cost you more than your card.
    }
hint-kaiju-let_pass = Click "Pass": { $mine ->
        [1] your "{ $effect }" will be cancelled if you let it be, but saving it would cost you more than it brings; keep your card { $card }.
       *[0] { $last ->
            [1] { $player }'s "{ $effect }" costs you no more than the { $card } points of your cancel card, which count for you at the end of the game.{ $gain }
           *[0] { $player }'s "{ $effect }" costs you less than the { $card } points of your cancel card{ $named ->
            [1] {""}.
           *[0] {""}; keep it for something worse.
        }{ $gain }
        }
    }
# what the card let through brings its player, and what it takes if cancelled (nc59 shots 053, 071)
hint-kaiju-gain_mecha = {" "}They will likely take Mecha { $face } ({ $points } { $points ->
        [one] point
       *[other] points
    }); cancelled, { $instead ->
        [0] they would take nothing
        [one] they would take { $every ->
            [0] the card { $alt }
           *[taken] every { $every }
        }
       *[other] they would take { $every ->
            [0] the cards { $alt }
           *[taken] every { $every }
        }
    }.
hint-kaiju-gain_steal = {" "}They will likely try for your Mecha { $face }; cancelled, { $instead ->
        [0] they would take nothing
        [one] they would take { $every ->
            [0] the card { $alt }
           *[taken] every { $every }
        }
       *[other] they would take { $every ->
            [0] the cards { $alt }
           *[taken] every { $every }
        }
    }.
hint-kaiju-gain_cards = {" "}They will likely take { $all ->
        [0] { $count ->
            [one] the card { $cards }
           *[other] the cards { $cards }
        }
       *[taken] every { $every }
    } ({ $points } { $points ->
        [one] point
       *[other] points
    }); cancelled, { $instead ->
        [0] they would take nothing
        [one] they would take { $every ->
            [0] the card { $alt }
           *[taken] every { $every }
        }
       *[other] they would take { $every ->
            [0] the cards { $alt }
           *[taken] every { $every }
        }
    }.
hint-kaiju-gain_reroll = {" "}Rerolled, their dice bring them { $points } { $points ->
        [one] point
       *[other] points
    } on average{ $n ->
        [0] {""}
        [one] {""}, { $n } chance in { $of } of a Mecha
       *[other] {""}, { $n } chances in { $of } of a Mecha
    }; cancelled, { $instead ->
        [0] they would take nothing
        [one] they would take { $every ->
            [0] the card { $alt }
           *[taken] every { $every }
        }
       *[other] they would take { $every ->
            [0] the cards { $alt }
           *[taken] every { $every }
        }
    }.
hint-kaiju-let_pass_again = Click "Pass": { $holder } still keeps { $held ->
       *[one] { A($holds) }
        [other] { $held } cards { $holds }
    } (seen going into their hand) and may cancel your cancel{ $more ->
        [1] : saving this effect would then cost you two cards of your hand, too dear. Keep them.
       *[0] : if they do, your { $card } goes for their { $holds } and your effect stays cancelled. Saving it is not worth that trade: keep your card.
    }
hint-kaiju-let_pass_kept = Click "Pass": { $holder } keeps { $held ->
       *[one] { A($holds) }
        [other] { $held } cards { $holds }
    } (seen going into their hand) and would cancel your cancel: { $more ->
        [1] answering this effect would then cost you two cards of your hand, too dear. Keep them.
       *[0] your { $card } would go for their { $holds } and their effect would happen anyway. That trade does not pay you enough: keep your card.
    }
# the 1s bonus a steal aimed at the person may take with one of their 1s (nc64 shot 040)
hint-kaiju-stake = {" "}The 1s bonus (+{ $bonus }) is at stake: { $ones ->
        [one] your only 1 carries it, and the steal has { $n } { $n ->
            [one] chance
           *[other] chances
        } in { $of } of taking it.
       *[other] the steal has { $n } { $n ->
            [one] chance
           *[other] chances
        } in { $of } of taking one of your { $ones } cards 1, and you would lose the bonus.
    }
# Conseil's first press in a game (scenes/kaiju/table.py `hint_nudge`): what to look for, not the move (nc64)
hint-kaiju-nudge_play_set_mecha = One of your cards can turn a die to make a double: which one, and which Mecha does it give you?
hint-kaiju-nudge_play_set = One of your cards can turn a die for a better take than these dice give: which one, and to which face?
hint-kaiju-nudge_play_reroll = These dice take little: one of your cards can reroll them.
hint-kaiju-nudge_play_steal = One of your cards can steal a random card, and you still take with your dice afterwards: even counting what the card costs, stealing then taking beats taking alone.
hint-kaiju-nudge_play_draw = One of your cards draws a card, and you still take with your dice afterwards: even counting what the card costs, drawing then taking beats taking alone.
hint-kaiju-nudge_take = Count the points of each take your dice allow (sum, difference, one card per die): which brings the most?
hint-kaiju-nudge_take_ones = The 1s bonus (+{ $bonus } to whoever has the most) is at stake: a take worth fewer points may be worth more. Which one?
hint-kaiju-nudge_mecha = Your dice make a double { $face }: weigh its Mecha against what these dice take in the centre.
hint-kaiju-nudge_steal_mecha = Your double aims at Mecha { $face }, already taken: { $centre ->
        [no] these dice take nothing in the centre; is trying for it worth more than taking nothing?
       *[yes] is trying for it worth more than what these dice take in the centre?
    }
hint-kaiju-nudge_reply = { $mine ->
        [1] Someone wants to cancel your effect: is saving it worth your card { $card }?
       *[0] Cancelling costs you your card { $card }: would this effect cost you more?
    } Look too at what the other side keeps in hand to answer.
# nc65 (057-160): « I ended up following it move after move »: Conseil's first press says what to look for
hint-evolution-nudge_play_plain = A card in your hand raises a pile by one level and gives nothing away: which one?
hint-evolution-nudge_play_egg = A card in your hand can start a pile with its Egg: which one?
hint-evolution-nudge_play_ultimate = A card in your hand completes a pile with its ultimate Elemental: which one?
hint-evolution-nudge_play_gift = A card in your hand raises a pile, but its symbol frees a creature: which one, and is the level worth that gift?
hint-evolution-nudge_win = You can win this turn with the cards in your hand: in which order do you lay them?
hint-evolution-nudge_burn = A Fire can burn a free card of { $target }'s: which one slows them most?
hint-evolution-nudge_root = One of your piles would gain from being rooted, safe from Fires: which one?
hint-evolution-nudge_discard = { $dead ->
        [1] A card in your hand will never serve: its place is taken. Which one do you discard?
       *[0] A card in your hand will wait long before it serves: which one do you discard, and where?
    }
hint-evolution-nudge_gift = { $creature } is going to an opponent: keep it back with an Ether, or let it go? What would its power do to you?
hint-evolution-play = Click { $card } in your hand, then your { $pile } pile: { $level ->
        [0] it starts with the Egg (level 0)
       *[higher] it rises to level { $level }
    }{ $left ->
        [0] , the pile's Ultimate Elemental.
        [one] ; one level left to its Ultimate Elemental.
       *[other] ; { $left } levels left to its Ultimate Elemental.
    }{ $creature ->
        [none] {""}
       *[other] {" "}Its symbol frees { $creature }: its token will go to { $to_seat ->
            [none] an opponent
           *[other] { $to_seat }
        }{ $power ->
            [redirect] {""}, who could turn one of your Fires back onto your own cards
            [burn_rooted] {""}, who could burn the top of a rooted pile
            [unroot] {""}, who could unroot one of your piles
            [condemn_quick] {""}, who could condemn your quick discard
            [burn_all] {""}, who could burn every free card, yours included
            [extra_turn] { $to_seat ->
                [none] {""}, who will play an extra turn straight away
               *[other] {""}, who could play an extra turn, a big asset in a race between two
            }
            [root_all] {""}, who could root all their piles at once
           *[other] {""}
        }. { $close ->
            [1] It is close: what the card brings ({ evolution-gift_gain }) is barely worth that power; keeping { $card } for later is about as good{ $ether ->
                [1] {""} (an Ether from your hand, discarded to the centre, would also hold the creature back).
               *[0] {""} (with no Ether in hand, nothing holds the creature back).
            }
           *[0] { $verdict ->
                [lesser] This gift costs less than the one { $other } would make.
               *[other] What the card brings ({ evolution-gift_gain }) outweighs that power here{ $ether ->
                    [1] {""} (an Ether from your hand, discarded to the centre, would hold the creature back).
                   *[0] {""}: with no Ether in hand, nothing holds the creature back.
                }
            }
        }
    }{ $natural ->
        [none] {""}
       *[other] {" "}{ $natural } from your hand would fit this level too{ $natural_close ->
            [1] {""}: it is close, placing it is as good and keeps the Ether for another pile.
           *[0] { $natural_why ->
                [gives] {""}, but its symbol would give a creature to an opponent.
               *[other] {""}, but the Ether serves better there.
            }
        }
    }{ $later ->
        [none] {""}
       *[other] {" "}The { $later } card, still to come, will no longer fit this pile.
    }
hint-evolution-burn = Burn { $target }'s { $pile } pile: its top card goes to a discard, { $empty ->
        [1] the pile is emptied: { $target } loses no level (an Egg counts 0), but must place an Egg again before climbing that pile.
       *[0] the pile drops to level { $level } and { $target } falls back.
    }{ $siren ->
        [none] {""}
       *[other] {" "}If { $siren } turns this Fire back onto { $exposed ->
            [none] one of your free cards, you lose it, but { $siren } is spent.
           *[other] your { $exposed }{ $more ->
                [0] {""}
                [one] {" "}(or your other free card)
               *[other] {" "}(or another free card)
            }, you lose it, but { $siren } is spent.
        }
    }{ $odds ->
        [none] {""}
        [sure] {" "}{ $target } surely holds { $cascade } (draw pile empty): their Cascade will counter this Fire.
       *[other] {" "}Cascade risk: { $odds } in 10.
    }{ $close ->
        [1] {" "}It is a close call: "Skip the effect" is worth almost as much.
        [2] {" "}It is a close call: another target is worth almost as much.
       *[0] {""}
    }
hint-evolution-root = Root your { $pile } pile: { $count ->
        [one] its card will be safe
       *[other] its { $count } cards will be safe
    } from opponents' Blazes.{ $holder ->
        [none] {""}
       *[other] {" "}But beware: { $holder } holds the Salamander, which burns the top of a rooted pile; your { $card } stays exposed to it.
    }

hint-evolution-discard_dead = Put { $card } in the { $quick ->
        [1] quick
       *[0] main
    } discard: its place on your pile is taken, it will not serve you again.{ $also_quick ->
        [none] {""}
       *[other] {" "}Then put { $also_quick } in the quick discard too.
    }{ $also_main ->
        [none] {""}
       *[other] {" "}Then put { $also_main } in the main discard too.
    }
hint-evolution-discard_later = Put { $card } in the { $quick ->
        [1] quick
       *[0] main
    } discard{ $shut ->
        [on_hold] {" "}(your quick discard is on hold)
        [for_good] {" "}(your quick discard is condemned)
       *[no] {""}
    }: its pile still lacks { $count ->
        [one] one level
       *[other] { $count } levels
    } before it can go down; it will come back later.{ $also_quick ->
        [none] {""}
       *[other] {" "}Then put { $also_quick } in the quick discard too.
    }{ $also_main ->
        [none] {""}
       *[other] {" "}Then put { $also_main } in the main discard too.
    }
hint-evolution-tornado_dead = Tornado on { $card }: its place on your pile is taken, it will not serve you again; discard it to draw better.{ $also_quick ->
        [none] {""}
       *[other] {" "}Then put { $also_quick } in the quick discard too.
    }{ $also_main ->
        [none] {""}
       *[other] {" "}Then put { $also_main } in the main discard too.
    }
hint-evolution-tornado_later = Tornado on { $card }: its pile still lacks { $count ->
        [one] one level
       *[other] { $count } levels
    } before it can go down; discard it to draw a card useful now.{ $also_quick ->
        [none] {""}
       *[other] {" "}Then put { $also_quick } in the quick discard too.
    }{ $also_main ->
        [none] {""}
       *[other] {" "}Then put { $also_main } in the main discard too.
    }
hint-evolution-give = Give { $creature } away: click "Give to { $target }": { $alone ->
        [1] keeping your Ether for your piles takes you further than holding it back.
       *[0] the mage furthest behind, whom the creature helps least to win.
    }{ $strikes ->
        [burn_rooted] {" "}But beware: { $target } may use it to burn the top of one of your piles, rooted or not.
        [unroot] {" "}But beware: { $target } may use it to unroot one of your piles.
        [redirect] {" "}But beware: { $target } may use it to turn one of your Fires back onto your own cards.
        [condemn_quick] {" "}But beware: { $target } may use it to condemn your quick discard.
       *[none] {""}
    }{ $risk ->
        [0] {""}
        [one] {" "}But beware: { $target } may use it at once and burn your free card, with no Cascade possible: a close bet.
       *[other] {" "}But beware: { $target } may use it at once and burn your { $risk } free cards, with no Cascade possible: a close bet.
    }

hint-evolution-power = Use { $creature }'s power{ $copied ->
        [none] {""}
       *[other] {""} (as { $copied })
    }{ $pile ->
        [none] {""}
       *[other] { $target ->
            [none] {""} on your { $pile } pile
           *[other] { $yours ->
                [1] {""} on your { $pile } pile
               *[0] {""} on { $target }'s { $pile } pile
            }
        }
    }: { $answer ->
        [root_all] it roots all four of your piles, your { $card } is no longer free and the burn fails.
        [protect] it shields your { $card }, the burn fails.
        [redirect] the burn leaves your { $card } for the top of { $target }'s { $pile } pile.
       *[other] { $power ->
            [extra_turn] you will play one more turn, right after this one.
            [root_all] it roots your four piles at once, their cards are safe from Fires; a card placed on a pile afterwards lies free there, the ones under it stay safe.{ $holder ->
                [none] {""}
               *[other] {" "}But { $holder } has the Salamander, which burns the top of a rooted pile.
            }
            [unroot] { $free ->
                [1] its top is free already, but it takes the shelter off { $rooted ->
                    [one] the rooted card under it
                   *[other] the { $rooted } rooted cards under it
                }: once a first Fire burns the top, the next ones can go on down that pile.
               *[0] it unroots that pile: its top lies free again, within reach of your Fires.
            }
            [burn_rooted] it burns the top of that rooted pile, which no Fire can touch.
            [condemn_quick] it condemns that mage's quick discard for good; its cards go under their draw pile.
            [burn_all] it burns every free card at once, yours included{ $ondine ->
                [1] {" "}(your Ondine does not shield a card from your own Phénix).
               *[0] .
            }
            [protect] it shields that free card from opponents' Fires; in each of your turns you may move it.
            [cancel] { $cancels ->
                [none] it cancels the power an opponent uses.
               *[other] it cancels { $from }'s { $cancels }, { $cancelled ->
                    [extra_turn] which would have given them an extra turn.
                    [root_all] which would have rooted all their piles, safe from your Fires.
                    [protect] which would have shielded one of their cards from your Fires.
                    [unroot] which would have unrooted one of your piles.
                    [burn_rooted] which would have burned the top of one of your rooted piles.
                    [condemn_quick] which would have condemned a quick discard.
                    [burn_all] which would have burned every free card.
                    [redirect] which would have sent a Fire back.
                   *[other] whose power does not happen.
                } Both tokens are spent.
            }
           *[other] taken on its own, it is your best move, the one that moves you on most or holds your rivals back most (another power played first may sometimes do better).
        }
    } { $one ->
       *[0] { $pile ->
            [none] { $target ->
                [none] Click "Power: { $creature }".
               *[other] In order: click "Power: { $creature }", then "{ $target }".
            }
           *[other] In order: click "Power: { $creature }"{ $target ->
                [none] , then the { $pile } pile.
               *[other] , then the button of { $target }'s { $pile } pile.
            }
        }
        [1] Click "{ $button }".
    }
hint-evolution-end = Click "End turn": { $count ->
        [0] you have no card left in hand.
        [one] { $why ->
            [joker] your Ether waits for a pile to serve as a joker: keep it.
            [counter] keep { $card }: out of your turn, it will counter an opponent's Fire (Cascade).
            [egg] { $card } waits for the Egg of its pile, still empty: keep it, the Egg will come.
            [next] { $card } goes on as soon as the level below it is down: keep it.
            [filled] the cards in your hand will fill the levels missing under { $card }: keep it.
           *[plain] your card cannot go down now, but it will serve soon: keep it.
        }
       *[other] nothing goes down now, keep your { $count } cards{ $why ->
            [listed] { $eggs ->
                    [none] {""}
                   *[other] {""}; { $eggs } { $eggs_count ->
                        [one] waits for the Egg of its pile, still empty
                       *[other] wait for the Eggs of their piles, still empty
                    }
                }{ $close ->
                    [none] {""}
                   *[other] {""}; { $close } { $close_count ->
                        [one] goes on
                       *[other] go on
                    } as soon as the level below is down
                }{ $jokers ->
                    [0] {""}
                    [one] {""}; your Ether will serve as a joker
                   *[other] {""}; your Ethers will serve as jokers
                }{ $counter ->
                    [none] {""}
                   *[other] {""}; { $counter } will counter an opponent's Fire (Cascade)
                }.
           *[plain] {""}: they will serve soon.
        }{ $start ->
            [1] {" "}No Egg at the start is usual: what helps is drawing. Discarding one more would be worth about as much, to find an Egg sooner.
           *[0] {""}
        }
    }
hint-evolution-cascade = Counter with { $card } on your { $pile } pile: the opponent's Blaze is cancelled and your card is saved.
hint-evolution-dest_quick = Click "Quick discard" for { $card }: { $count ->
        [0] it is playable, and this discard comes back to your deck first.
        [one] it lacks only one level, and this discard comes back to your deck first.
       *[other] it lacks { $count } levels, and this discard comes back to your deck first.
    }
hint-evolution-dest_main = Click "Main discard" for { $card }: it still lacks { $count ->
        [one] one level
       *[other] { $count } levels
    }, it can wait for the main discard to come back.
hint-evolution-pass = { $window ->
        [later] Click "Keep for later": none of your powers helps you now, it stays yours for a better moment.
        [let_burn] Click "Let it burn": no answer in your hand is worth its cost here; your card goes to one of your discards.
       *[other] Click "Pass": { $harmless ->
            [1] this effect costs you nothing,
           *[0] this effect costs you less than a card,
        } keep your cards.
    }
hint-evolution-skip = Click "Skip the effect": no choice moves you on here.
# nc25 shot 56: skipping a root said « aucun choix ne vous fait avancer » and rooting looked useful
hint-evolution-skip_burn = Click "Skip the effect": burning the { $card } card of { $target } { $egg ->
        [1] would make them place an Egg again
       *[0] would set them back a level
    }, but { $cascade ->
        [none] { $quick ->
            [1] the card would go to their quick discard, which comes back first into their draw pile: { $target } would place it again soon.
           *[0] the card would go to their main discard, and that setback weighs little here.
        }
       *[other] { $target } may hold { $cascade } ({ $odds ->
            [sure] for sure
            [one] 1 chance in 10
           *[other] { $odds } chances in 10
        }): their Cascade would counter this Fire and raise their Water pile.
    } A close call: burning holds up too.
# nc59 shots 176, 177: a burn the rival surely counters (its draw pile empty, its Water card nowhere in sight)
hint-evolution-skip_countered = Click "Skip the effect": { $target } surely holds { $cascade } (their draw pile is empty, their other cards are in sight). Their Cascade would counter this Fire and put that card on their Water pile: burning would gain you nothing.
hint-evolution-skip_root = Click "Skip the effect": it is close, rooting your { $pile } pile ({ $count ->
        [one] its card
       *[other] its { $count } cards
    } safe from Blazes) would be about as good here; either choice will do.
hint-evolution-skip_siren = Click "Skip the effect": { $holder } holds { $siren }, which would turn this Fire back onto your { $exposed }{ $more ->
        [0] {""}
        [one] {" "}(or your other free card)
       *[other] {" "}(or another of your free cards)
    }; you would lose that card to make them spend { $siren }, which is not worth it here.
hint-evolution-keep = { $mine ->
        [1] Click "Keep it": the token stays with you, its power will serve you; giving it would help a rival.
       *[0] Click "Leave with …": the creature stays where it is; giving it would help a rival.
    }
hint-evolution-draw = Click "Draw": no card in your hand is worth discarding.
# nc42 shots 112, 130, 173: why the Ondine moves, as the policy moves it (the card it shields no longer free)
hint-evolution-move = { $one ->
       *[0] Click "Move { $creature }", then your { $pile } pile
        [1] Click "{ $button }"
    }: { $why ->
        [idle] where { $creature } is, the card is no longer free (covered or rooted): it shields nothing there.
       *[higher] it is higher (level { $level }) than the { $there } pile, where { $creature } is.
    }
hint-evolution-win = You can win this turn! Click { $card } in your hand, then your { $pile } pile{ $rest ->
        [0] : it is your fourth Ultimate Elemental, { $risk ->
            [none] the game is yours.
           *[other] the game can be yours.
        }
       *[more] , then place { $steps }: your four piles reach level 5 and { $risk ->
            [none] the game is yours.
           *[other] the game can be yours.
        }
    }{ $risk ->
        [none] {""}
       *[other] {" "}Beware: { $risk_card } gives { $risk } to { $holder ->
            [none] an opponent
           *[other] { $holder }
        }, who may use it at once against this win.
    }
hint-evolution-win_step = { $card } on your { $pile } pile
hint-evolution-win_skip = Click "Skip the effect": you can win this turn with the cards in your hand, keep them all. Then place { $card } on your { $pile } pile{ $rest ->
        [0] .
       *[more] , then { $steps }.
    }
hint-evolution-win_draw = Click "Draw" without discarding more: you can win this turn with the cards in your hand. Then place { $card } on your { $pile } pile{ $rest ->
        [0] .
       *[more] , then { $steps }.
    }
hint-elemmaster-why_hurt = your opponent loses { $n ->
        [one] a level
       *[other] { $n } levels
    }{ $safe ->
        [1] , no piece yet beside an enemy that beats it
       *[0] {""}
    }
hint-elemmaster-why_grow = you gain { $n ->
        [one] a level
       *[other] { $n } levels
    }{ $buys ->
        [empties] {""} (its reserve will then be empty: this element gains no more levels, neither by growing nor by winning a fight)
        [brasier] {""} (at 3 levels your Fire can make a brasier)
        [life] {""} (your Earth can take one more attack)
        [hit] {""} (a taller pile survives more attacks)
       *[other] {""}
    }{ $safe ->
        [1] , no piece yet beside an enemy that beats it
       *[0] {""}
    }
hint-elemmaster-why_prepare = { $kind ->
        [step_attack] to attack the { $element } on { $to } from { $cell } next
        [step_grow] to grow your { $source } on { $cell } next
        [step_brasier] to cast a brasier from { $cell } next
        [step_souffle] to blow from { $cell } to { $to } next
        [step_vague] to send a wave from { $cell } next
        [step_tunnel] to dig a tunnel from { $cell } next
       *[other] to play from { $cell } next
    }
hint-elemmaster-why_shelter = your { $source } moves out of your opponent's reach
hint-elemmaster-why_threat = from there your { $source } { $later ->
        [yes] will threaten
       *[no] threatens
    } the { $element } on { $to }{ $later ->
        [yes] {" "}next turn
       *[no] {""}
    }
hint-elemmaster-why_approach = your Fire closes in on the enemy Earth
hint-elemmaster-why_terrain = on { $cell } your { $source } stands on its terrain and can grow
hint-elemmaster-why_safe = for now, none of your pieces is beside an enemy that beats it
hint-elemmaster-why_clear = once this advice is played, your { $source } on { $cell } will no longer be beside the { $element }{ $n ->
        [one] {""}
       *[other] s
    } on { $to }
hint-elemmaster-why_leave = your { $source } steps away from the { $element } on { $to }, which { $n ->
        [one] beats
       *[other] beat
    } it
hint-elemmaster-why_least = it is the turn that exposes you least ({ $n ->
        [one] one elemental under threat
       *[other] { $n } elementals under threat
    })
hint-elemmaster-why_least_at = it is the turn that exposes you least: { $n ->
        [one] { $new ->
            [1] the { $source } this move brings to { $cell }
           *[0] your { $source } on { $cell }
        } stays under threat ({ $foe } on { $to })
       *[other] { $n } elementals stay under threat, among them { $new ->
            [1] the { $source } this move brings to { $cell }
           *[0] your { $source } on { $cell }
        } ({ $foe } on { $to })
    }
hint-elemmaster-own_attack = your { $grow_element } on { $grow_cell }{ $grows ->
        [1] {""} gains a level
       *[0] {""} stays as it is
    } and your { $shrink_element } on { $shrink_cell }{ $gone ->
        [1] {""} vanishes
       *[0] {""} loses a level
    }

hint-elemmaster-plan = Click { $cell }: { $why }. { $count ->
        [one] It is your only action this turn.
       *[other] Step { $step ->
            [two] 2
            [three] 3
            [four] 4
            [five] 5
           *[first] 1
        } of { $count } of this hint{ $free ->
           *[0] {""}
            [one] {" "}(one of them free)
            [other] {" "}({ $free } of them free)
        }{ $left ->
           *[0] {""}.
            [one] {""}; you will have 1 AP left.
            [other] {""}; you will have { $left } AP left.
        }
    }{ $note ->
        [regrow] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win a level back each turn: attack it twice in the same turn, with two pieces, or it will take the lost level back.
        [regrow_later] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win that level back each turn: to bring it down, ready two pieces that will attack it in the same turn (an attacker is marked ⊗: it is done for the turn).
        [goal] {" "}Mind the goal: your { $note_source } on { $note_cell } may also attack the enemy Earth on { $note_to }.
        [exposed] {" "}Careful: your { $note_source } on { $note_cell } stays within reach of an enemy attack ({ $note_foe } on { $note_to }). The Hint found nothing better: sheltering this piece this turn would cost you more elsewhere.
        [exposed_end] {" "}A risk, not a step to play: at the end of this plan, your { $note_source } would end the turn on { $note_cell }, within reach of an enemy attack ({ $note_foe } on { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Mind your Earth on { $note_cell }: in its next turn, the opponent can come and attack it
           *[other] Mind your Earths on { $note_cell }: in its next turn, the opponent can come and attack them
        } ({ $note_way }); to guard { $note_n ->
            [one] it
           *[other] them
        }, first attack { $note_foes ->
           *[one] that { $note_foe }
            [other] those pieces
        } with a Water, or move { $note_n ->
            [one] it
           *[other] them
        } away.
        [exposed_move] {" "}Careful: on { $note_cell }, your { $note_source } will be within the enemy's reach ({ $note_foe } on { $note_to }): that is this move's risk.
       *[none] {""}
    }
hint-elemmaster-plan_attack = { $own ->
        [1] Sacrifice your own { $lose_element } on { $lose_cell } { $grows ->
            [1] to grow
           *[0] for
        } your { $win_element } on { $win_cell } (click { $cell }, then { $to }, then answer "Yes" under the board): { $effect }; { $why }.
       *[0] Attack the { $element } on { $to } with your { $source } on { $cell } (click { $cell }, then { $to }): { $why }.
    }{ $count ->
        [one] {""}
       *[other] {""} Step { $step ->
            [two] 2
            [three] 3
            [four] 4
            [five] 5
           *[first] 1
        } of { $count } of this hint{ $free ->
           *[0] {""}
            [one] {" "}(one of them free)
            [other] {" "}({ $free } of them free)
        }{ $left ->
           *[0] {""}.
            [one] {""}; you will have 1 AP left.
            [other] {""}; you will have { $left } AP left.
        }
    }{ $next ->
        [1] {""} Then: { $then }.
       *[0] {""}
    }{ $note ->
        [regrow] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win a level back each turn: attack it twice in the same turn, with two pieces, or it will take the lost level back.
        [regrow_later] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win that level back each turn: to bring it down, ready two pieces that will attack it in the same turn (an attacker is marked ⊗: it is done for the turn).
        [goal] {" "}Mind the goal: your { $note_source } on { $note_cell } may also attack the enemy Earth on { $note_to }.
        [exposed] {" "}Careful: your { $note_source } on { $note_cell } stays within reach of an enemy attack ({ $note_foe } on { $note_to }). The Hint found nothing better: sheltering this piece this turn would cost you more elsewhere.
        [exposed_end] {" "}A risk, not a step to play: at the end of this plan, your { $note_source } would end the turn on { $note_cell }, within reach of an enemy attack ({ $note_foe } on { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Mind your Earth on { $note_cell }: in its next turn, the opponent can come and attack it
           *[other] Mind your Earths on { $note_cell }: in its next turn, the opponent can come and attack them
        } ({ $note_way }); to guard { $note_n ->
            [one] it
           *[other] them
        }, first attack { $note_foes ->
           *[one] that { $note_foe }
            [other] those pieces
        } with a Water, or move { $note_n ->
            [one] it
           *[other] them
        } away.
        [exposed_move] {" "}Careful: on { $note_cell }, your { $note_source } will be within the enemy's reach ({ $note_foe } on { $note_to }): that is this move's risk.
       *[none] {""}
    }
hint-elemmaster-plan_move = { $split ->
        [1] Send { $n ->
            [one] 1 token
           *[other] { $n } tokens
        } of your { $source } on { $cell } to { $to } (click { $cell }, then { $to }, then "Move { $n ->
            [one] 1 token
           *[other] { $n } tokens
        }" below)
        [all] Move the whole stack of your { $source } from { $cell } to { $to } (click { $cell }, then { $to }, then "Whole stack ({ $n })" below)
       *[0] Move your { $source } from { $cell } to { $to } (click { $cell }, then { $to })
    }: { $why }.{ $count ->
        [one] {""}
       *[other] {""} Step { $step ->
            [two] 2
            [three] 3
            [four] 4
            [five] 5
           *[first] 1
        } of { $count } of this hint{ $free ->
           *[0] {""}
            [one] {" "}(one of them free)
            [other] {" "}({ $free } of them free)
        }{ $left ->
           *[0] {""}.
            [one] {""}; you will have 1 AP left.
            [other] {""}; you will have { $left } AP left.
        }
    }{ $next ->
        [1] {""} Then: { $then }.
       *[0] {""}
    }{ $note ->
        [regrow] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win a level back each turn: attack it twice in the same turn, with two pieces, or it will take the lost level back.
        [regrow_later] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win that level back each turn: to bring it down, ready two pieces that will attack it in the same turn (an attacker is marked ⊗: it is done for the turn).
        [goal] {" "}Mind the goal: your { $note_source } on { $note_cell } may also attack the enemy Earth on { $note_to }.
        [exposed] {" "}Careful: your { $note_source } on { $note_cell } stays within reach of an enemy attack ({ $note_foe } on { $note_to }). The Hint found nothing better: sheltering this piece this turn would cost you more elsewhere.
        [exposed_end] {" "}A risk, not a step to play: at the end of this plan, your { $note_source } would end the turn on { $note_cell }, within reach of an enemy attack ({ $note_foe } on { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Mind your Earth on { $note_cell }: in its next turn, the opponent can come and attack it
           *[other] Mind your Earths on { $note_cell }: in its next turn, the opponent can come and attack them
        } ({ $note_way }); to guard { $note_n ->
            [one] it
           *[other] them
        }, first attack { $note_foes ->
           *[one] that { $note_foe }
            [other] those pieces
        } with a Water, or move { $note_n ->
            [one] it
           *[other] them
        } away.
        [exposed_move] {" "}Careful: on { $note_cell }, your { $note_source } will be within the enemy's reach ({ $note_foe } on { $note_to }): that is this move's risk.
       *[none] {""}
    }
hint-elemmaster-plan_grow = Grow your { $source } on { $cell } (click { $cell } twice): { $why }.{ $count ->
        [one] {""}
       *[other] {""} Step { $step ->
            [two] 2
            [three] 3
            [four] 4
            [five] 5
           *[first] 1
        } of { $count } of this hint{ $free ->
           *[0] {""}
            [one] {" "}(one of them free)
            [other] {" "}({ $free } of them free)
        }{ $left ->
           *[0] {""}.
            [one] {""}; you will have 1 AP left.
            [other] {""}; you will have { $left } AP left.
        }
    }{ $next ->
        [1] {""} Then: { $then }.
       *[0] {""}
    }{ $note ->
        [regrow] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win a level back each turn: attack it twice in the same turn, with two pieces, or it will take the lost level back.
        [regrow_later] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win that level back each turn: to bring it down, ready two pieces that will attack it in the same turn (an attacker is marked ⊗: it is done for the turn).
        [goal] {" "}Mind the goal: your { $note_source } on { $note_cell } may also attack the enemy Earth on { $note_to }.
        [exposed] {" "}Careful: your { $note_source } on { $note_cell } stays within reach of an enemy attack ({ $note_foe } on { $note_to }). The Hint found nothing better: sheltering this piece this turn would cost you more elsewhere.
        [exposed_end] {" "}A risk, not a step to play: at the end of this plan, your { $note_source } would end the turn on { $note_cell }, within reach of an enemy attack ({ $note_foe } on { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Mind your Earth on { $note_cell }: in its next turn, the opponent can come and attack it
           *[other] Mind your Earths on { $note_cell }: in its next turn, the opponent can come and attack them
        } ({ $note_way }); to guard { $note_n ->
            [one] it
           *[other] them
        }, first attack { $note_foes ->
           *[one] that { $note_foe }
            [other] those pieces
        } with a Water, or move { $note_n ->
            [one] it
           *[other] them
        } away.
        [exposed_move] {" "}Careful: on { $note_cell }, your { $note_source } will be within the enemy's reach ({ $note_foe } on { $note_to }): that is this move's risk.
       *[none] {""}
    }
hint-elemmaster-plan_end = Click "End turn" (E): no other action improves your position, and { $why }.{ $note ->
        [regrow] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win a level back each turn: attack it twice in the same turn, with two pieces, or it will take the lost level back.
        [regrow_later] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win that level back each turn: to bring it down, ready two pieces that will attack it in the same turn (an attacker is marked ⊗: it is done for the turn).
        [goal] {" "}Mind the goal: your { $note_source } on { $note_cell } may also attack the enemy Earth on { $note_to }.
        [exposed] {" "}Careful: your { $note_source } on { $note_cell } stays within reach of an enemy attack ({ $note_foe } on { $note_to }). The Hint found nothing better: sheltering this piece this turn would cost you more elsewhere.
        [exposed_end] {" "}A risk, not a step to play: at the end of this plan, your { $note_source } would end the turn on { $note_cell }, within reach of an enemy attack ({ $note_foe } on { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Mind your Earth on { $note_cell }: in its next turn, the opponent can come and attack it
           *[other] Mind your Earths on { $note_cell }: in its next turn, the opponent can come and attack them
        } ({ $note_way }); to guard { $note_n ->
            [one] it
           *[other] them
        }, first attack { $note_foes ->
           *[one] that { $note_foe }
            [other] those pieces
        } with a Water, or move { $note_n ->
            [one] it
           *[other] them
        } away.
        [exposed_move] {" "}Careful: on { $note_cell }, your { $note_source } will be within the enemy's reach ({ $note_foe } on { $note_to }): that is this move's risk.
       *[none] {""}
    }
hint-elemmaster-plan_win = This turn can win the game: look for how, or start with { $cell }.
hint-elemmaster-plan_over = This turn ends the game: start with { $cell }.
hint-elemmaster-plan_brasier = Brasier from your Fire on { $cell } to { $to } and { $to2 } (click { $cell }, then { $to }, then { $to2 }): { $why }.{ $next ->
        [1] {""} Then: { $then }.
       *[0] {""}
    }{ $note ->
        [regrow] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win a level back each turn: attack it twice in the same turn, with two pieces, or it will take the lost level back.
        [regrow_later] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win that level back each turn: to bring it down, ready two pieces that will attack it in the same turn (an attacker is marked ⊗: it is done for the turn).
        [goal] {" "}Mind the goal: your { $note_source } on { $note_cell } may also attack the enemy Earth on { $note_to }.
        [exposed] {" "}Careful: your { $note_source } on { $note_cell } stays within reach of an enemy attack ({ $note_foe } on { $note_to }). The Hint found nothing better: sheltering this piece this turn would cost you more elsewhere.
        [exposed_end] {" "}A risk, not a step to play: at the end of this plan, your { $note_source } would end the turn on { $note_cell }, within reach of an enemy attack ({ $note_foe } on { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Mind your Earth on { $note_cell }: in its next turn, the opponent can come and attack it
           *[other] Mind your Earths on { $note_cell }: in its next turn, the opponent can come and attack them
        } ({ $note_way }); to guard { $note_n ->
            [one] it
           *[other] them
        }, first attack { $note_foes ->
           *[one] that { $note_foe }
            [other] those pieces
        } with a Water, or move { $note_n ->
            [one] it
           *[other] them
        } away.
        [exposed_move] {" "}Careful: on { $note_cell }, your { $note_source } will be within the enemy's reach ({ $note_foe } on { $note_to }): that is this move's risk.
       *[none] {""}
    }
hint-elemmaster-plan_souffle = Souffle from your Air on { $cell } to { $to } (click { $cell }, then { $to }{ $n ->
        [0] {""}
        [one] , then "Souffle ×1" below
       *[other] , then "Souffle ×{ $n }" below
    }): { $why }.{ $air_gone ->
        [1] {" "}This souffle spends all of your Air on { $cell }: it disappears.
       *[0] {""}
    }{ $next ->
        [1] {""} Then: { $then }.
       *[0] {""}
    }{ $note ->
        [regrow] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win a level back each turn: attack it twice in the same turn, with two pieces, or it will take the lost level back.
        [regrow_later] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win that level back each turn: to bring it down, ready two pieces that will attack it in the same turn (an attacker is marked ⊗: it is done for the turn).
        [goal] {" "}Mind the goal: your { $note_source } on { $note_cell } may also attack the enemy Earth on { $note_to }.
        [exposed] {" "}Careful: your { $note_source } on { $note_cell } stays within reach of an enemy attack ({ $note_foe } on { $note_to }). The Hint found nothing better: sheltering this piece this turn would cost you more elsewhere.
        [exposed_end] {" "}A risk, not a step to play: at the end of this plan, your { $note_source } would end the turn on { $note_cell }, within reach of an enemy attack ({ $note_foe } on { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Mind your Earth on { $note_cell }: in its next turn, the opponent can come and attack it
           *[other] Mind your Earths on { $note_cell }: in its next turn, the opponent can come and attack them
        } ({ $note_way }); to guard { $note_n ->
            [one] it
           *[other] them
        }, first attack { $note_foes ->
           *[one] that { $note_foe }
            [other] those pieces
        } with a Water, or move { $note_n ->
            [one] it
           *[other] them
        } away.
        [exposed_move] {" "}Careful: on { $note_cell }, your { $note_source } will be within the enemy's reach ({ $note_foe } on { $note_to }): that is this move's risk.
       *[none] {""}
    }
hint-elemmaster-plan_vague = Wave from your Water on { $cell } to { $to } (click { $cell }, then "Wave" below, then { $to }{ $extra ->
        [0] {""}
        [one] , then { $others }
       *[other] , then { $others }
    }): { $why }.{ $next ->
        [1] {""} Then: { $then }.
       *[0] {""}
    }{ $note ->
        [regrow] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win a level back each turn: attack it twice in the same turn, with two pieces, or it will take the lost level back.
        [regrow_later] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win that level back each turn: to bring it down, ready two pieces that will attack it in the same turn (an attacker is marked ⊗: it is done for the turn).
        [goal] {" "}Mind the goal: your { $note_source } on { $note_cell } may also attack the enemy Earth on { $note_to }.
        [exposed] {" "}Careful: your { $note_source } on { $note_cell } stays within reach of an enemy attack ({ $note_foe } on { $note_to }). The Hint found nothing better: sheltering this piece this turn would cost you more elsewhere.
        [exposed_end] {" "}A risk, not a step to play: at the end of this plan, your { $note_source } would end the turn on { $note_cell }, within reach of an enemy attack ({ $note_foe } on { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Mind your Earth on { $note_cell }: in its next turn, the opponent can come and attack it
           *[other] Mind your Earths on { $note_cell }: in its next turn, the opponent can come and attack them
        } ({ $note_way }); to guard { $note_n ->
            [one] it
           *[other] them
        }, first attack { $note_foes ->
           *[one] that { $note_foe }
            [other] those pieces
        } with a Water, or move { $note_n ->
            [one] it
           *[other] them
        } away.
        [exposed_move] {" "}Careful: on { $note_cell }, your { $note_source } will be within the enemy's reach ({ $note_foe } on { $note_to }): that is this move's risk.
       *[none] {""}
    }
# nc58 shots 162-164: "Tunnel" first met in the Hint, learnt from "?": the move says what it is
hint-elemmaster-plan_tunnel = Tunnel from your Earth on { $cell } to your Earth on { $to }, 2 cells away, over anything (click { $cell }, then { $to }): { $why }.{ $next ->
        [1] {""} Then: { $then }.
       *[0] {""}
    }{ $note ->
        [regrow] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win a level back each turn: attack it twice in the same turn, with two pieces, or it will take the lost level back.
        [regrow_later] {" "}On its { $note_terrain } square, the enemy Earth on { $note_to } can win that level back each turn: to bring it down, ready two pieces that will attack it in the same turn (an attacker is marked ⊗: it is done for the turn).
        [goal] {" "}Mind the goal: your { $note_source } on { $note_cell } may also attack the enemy Earth on { $note_to }.
        [exposed] {" "}Careful: your { $note_source } on { $note_cell } stays within reach of an enemy attack ({ $note_foe } on { $note_to }). The Hint found nothing better: sheltering this piece this turn would cost you more elsewhere.
        [exposed_end] {" "}A risk, not a step to play: at the end of this plan, your { $note_source } would end the turn on { $note_cell }, within reach of an enemy attack ({ $note_foe } on { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Mind your Earth on { $note_cell }: in its next turn, the opponent can come and attack it
           *[other] Mind your Earths on { $note_cell }: in its next turn, the opponent can come and attack them
        } ({ $note_way }); to guard { $note_n ->
            [one] it
           *[other] them
        }, first attack { $note_foes ->
           *[one] that { $note_foe }
            [other] those pieces
        } with a Water, or move { $note_n ->
            [one] it
           *[other] them
        } away.
        [exposed_move] {" "}Careful: on { $note_cell }, your { $note_source } will be within the enemy's reach ({ $note_foe } on { $note_to }): that is this move's risk.
       *[none] {""}
    }
# nc58 shot 094: "Then: grow your Air on f1" beside a reserve "6/0": the token the first step gives back
hint-elemmaster-then = { $kind ->
        [step_again] do the same action a second time
        [step_grow] grow your { $source } on { $cell }{ $refund ->
           *[0] {""}
            [1] {" "}(the souffle gives a token back to your { $source } reserve, empty for now)
            [2] {" "}(this move gives a token back to your { $source } reserve, empty for now)
        }
        [step_attack] attack the { $element } on { $to } with your { $source } on { $cell }
        [step_brasier] Brasier from your Fire on { $cell } to { $to } and { $to2 }
        [step_souffle] souffle from your Air on { $cell } to { $to }
        [step_vague] vague from your Water on { $cell } to { $to }
        [step_tunnel] tunnel from your Earth on { $cell } to { $to }
        [step_merge] move your { $source } from { $cell } onto your pile on { $to }
        [step_move_exposed] move your { $source } from { $cell } to { $to } (the { $foe } on { $foe_to } can attack it there: a risk the hint takes, for want of better)
       *[step_move] move your { $source } from { $cell } to { $to }
    }
hint-elemmaster-draft = Take { $specialty }: { $count ->
        [one] it is the only specialty still free.
       *[other] a good player finds it the most useful of the { $count } specialties still free.
    }
hint-elemmaster-ready = Your army is placed: say you are done.
hint-elemmaster-army = Put { $element } on { $cell }: it is the cell this arena's starting army gives it.
tutorial-look = Take your time to look, then click or press a key to go on.
