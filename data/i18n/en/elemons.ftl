elemons-pile = Pile: { $n }
elemons-box = Box: { $n }
elemons-rocks_free = Free rocks: { $n }
elemons-gigamons_free = Wild Gigamons
elemons-won = Elemons held: { $n }
elemons-yours = Your Elemons
elemons-theirs = Their Elemons
# the crowded picker's captions, naming the kind under the pointer or picked (nc63 shot 084)
elemons-yours_kind = Your Elemons: { $kind }
elemons-theirs_kind = Their Elemons: { $kind }
elemons-keep = Don't swap
elemons-swap = Swap
elemons-swap_these = Swap: { $gave } for { $took }
elemons-end_turn = End turn
elemons-trade = Catch { $name }
elemons-trade_from = Catch { $name }, taken from { $holder }
elemons-take_rule = { $holder } holds { $name }: with { $n ->
        [one] { $n } { $kind }
       *[other] { $n } { $kind }s
    } you may take it from them.
elemons-inspect-take = The rule: if an opponent already holds this Gigamon, you may take it from them by giving your Elemons back to the box; they lose it.
elemons-waiting = { $who } is thinking…
elemons-playing = { $who } is playing…
elemons-caught = { $name } caught!
elemons-caught_end = { $name } caught! Nothing left to catch after the pair: end of the turn.
elemons-caught_ends_turn = End of { $who }'s turn: nothing left to catch.
elemons-caught_goes_on = { $who } goes on: a Gigamon may be caught at any time in a turn.
elemons-caught_unseen = { $n ->
        [one] Including 1 { $kind } you had not seen: received face down (pile or swap).
       *[other] Including { $n } { $kind }s you had not seen: received face down (pile or swap).
    }
elemons-power_left = { $power ->
        [swap] { $who } swaps nothing: this Gigamon ends the game before the exchange.
        [burn] No Elemon goes to the Box: this Gigamon ends the game first.
        [rock] No Rock placed: this Gigamon ends the game first.
       *[other] No more tiles looked at: this Gigamon ends the game first.
    }
elemons-gigamon_cost = { $n ->
        [one] { $n } { $kind }
       *[other] { $n } { $kind }s
    }
elemons-pile_empty = The pile is empty: last turn!
elemons-inspect-rock_name = Rock
elemons-inspect-rock = Placed by { $who }: nobody may turn this tile until the start of { $who }'s next turn. A Hydromon may still look under it, in secret.
elemons-inspect-secret_name = Seen in secret by { $who }
elemons-inspect-secret = { $who } looked at this tile with their Hydromon, you did not. Turning it shows it to you and teaches them nothing new.
elemons-frames_eye = Eye: a tile an opponent saw in secret.
elemons-inspect-back_name = Face-down tile
elemons-inspect-back = Turn it over to find its Elemon; two alike win you the pair and fire its power.
elemons-inspect-wild = Polymon pairs with any Elemon, but that pair has no power. It counts for Supermon only (3 Polymons), never toward another Elemon's Gigamon.
elemons-inspect-gigamon = Caught with { $n ->
        [one] { $n } won { $name }
       *[other] { $n } won { $name }s
    }, which go to the Box; if another player holds it, you take it from them. { $win ->
        [one] Holding { $win } Gigamon wins the game.
       *[other] Holding { $win } Gigamons wins the game.
    } Its gold frame tells it from an Elemon.
elemons-inspect-pile = Tiles that refill the grid. A game has 40 tiles in all: 6 of each Elemon, 4 Polymons. When it runs out, the game ends at the end of the turn. With two tiles or fewer, the next pair empties it.
# the pile's hover box, after the mix: the tiles the person never saw where they now are (nc63)
elemons-unseen = { $n ->
        [0] You have seen every tile.
        [one] Never seen by you: { $kinds }.
       *[other] Never seen by you: { $kinds }.
    }
elemons-unseen_kind = { $n } { $n ->
        [one] { $kind }
       *[other] { $kind }s
    }
elemons-inspect-won_hidden_name = Held Elemons, face down
elemons-inspect-won_hidden = Only { $who } sees them. Those you saw them win show their face here, the others their back. An Aeromon lets you look at them to swap one.
elemons-inspect-box = Tiles out of the game: the three Elemons given back for each Gigamon caught, and those a Pyromon burned.
elemons-inspect-rocks_name = Free rocks
elemons-inspect-rocks = The Rocks a Geomon may still place (4 in all). A Rock comes back here at the start of its placer's next turn.
elemons-power_fizzled = No effect: { $why ->
        [pile_empty] the pile is empty
        [no_elemons] no opponent has an Elemon
        [no_rock] every Rock is placed
        [no_tile] no free tile
        [grid_empty] no tile left to look at
       *[other] nothing to act on
    }
elemons-replay = { $you ->
        [yes] Electromon: play again
       *[no] Electromon: { $who } plays again
    }
# a pair's power with nothing to act on: its banner promises nothing (nc20 shot 48)
elemons-power_none = { $kind }: no effect
# a power's banner says it is the opponent's when it is not the person's (nc29: "Geomon: place a Rock" in
# the bot's turn read as the person's to do; a name did not fit the tutorial's banner); asked alone (the
# piece's help) it is the first form
elemons-power-swap = { $you ->
       *[yes] Aeromon: look and swap
        [no] Aeromon: the opponent may swap
    }
elemons-power-rock = { $you ->
       *[yes] Geomon: place a Rock
        [no] Geomon: the opponent places a Rock
    }
# the tutorial: the opponent's Rock laid on its tile, the tile named (nc37 shot 18)
elemons-rock_watch = { $who } puts a Rock on tile { $slot }
elemons-power-replay = { $you ->
       *[yes] Electromon: play again
        [no] Electromon: the opponent plays again
    }
elemons-power-peek = { $you ->
       *[yes] Hydromon: look at 4 tiles in secret
        [no] Hydromon: the opponent looks at 4 tiles
    }
elemons-power-draw = { $you ->
       *[yes] Floramon: win the pile's top tile
        [no] Floramon: the opponent wins a tile
    }
elemons-power-burn = Pyromon: an opponent loses an Elemon
# what a pair's power will do, said by a hint's reason after "a pair" (nc15: the hints never spoke of powers)
elemons-hint_power = { $power ->
        [replay] , and their power lets you play again{ $more ->
            [yes] : take it first, your replay takes the other known pair
           *[no] {""}
        }
        [peek] , and their power lets you look at { $peeks } tiles in secret, to find more pairs
        [draw] , and their power gives you the pile's top tile too
        [burn] , and their power sends to the Box an Elemon drawn at random { $opponents ->
            [one] from your opponent
           *[other] from the opponent you choose
        }
        [rock] , and their power puts a Rock on the tile you choose: nobody turns it before your next turn
        [swap] , and their power lets you swap one of your Elemons for one of an opponent's
        [fizzles] , but their power would do nothing here
       *[none] {""}
    }
# a catch a hint promises: taken from its holder, and the last one that wins (nc18 shot-91)
elemons-hint_catch = { $steal ->
        [yes] , taking it from { $target }
       *[no] {""}
    }{ $wins ->
        [yes] : your last Gigamon, the win!
       *[no] !
    }
# the pile this low: any pair's refill empties it, and the game ends with the turn (nc17 shot-112)
elemons-hint_ends = { $ends ->
        [yes] {" "}Mind: { $pile ->
            [one] the pile holds only one tile
           *[other] the pile holds only { $pile } tiles
        }, this pair will empty it and the game will end with your turn.
       *[no] {""}
    }
# the hint box's header once the person played something else than the advice (nc37 shot 108: « Conseil suivi » after 9 + 7 for an advised 2 + 7)
elemons-hint_after = After your move: hint for { $who }
elemons-prompt-flip = Turn two tiles over (click, arrows + Enter, or 1 to 9).
elemons-prompt-after = Pair won: catch a Gigamon or click "End turn". Your turn ends once nothing is left to catch.
elemons-prompt-after_short = Pair won: catch a Gigamon or click "End turn".
elemons-prompt-look = { $targets ->
        [one] Aeromon: you will see your opponent's Elemons and may swap one.
       *[other] Aeromon: which player will you swap with?
    }
elemons-prompt-swap = Aeromon: pick one of yours and one of theirs, or don't swap.
# the « ! » on an Elemon of the Aeromon's picker, said before any pick (nc32 shots 43-44)
elemons-swap_mark = "!": giving it would bring your opponent close to a Gigamon.
# what the Elemon picked to take brings the person to (nc51 shots 112-114)
elemons-swap_gains = With their { $kind }, you catch { $gigamon }{ $win ->
        [yes] {""}: victory!
       *[no] {""}.
    }
elemons-swap_gives = { $how ->
        [can] Giving your { $kind } lets your opponent catch { $gigamon }!
        [one] With your { $kind }, they would lack just one { $kind } for { $gigamon }.
       *[pair] With your { $kind }, they would lack just one pair for { $gigamon }.
    }
elemons-prompt-rock = Geomon: click the tile to cover with a Rock.
elemons-catch_keeps_power = You may also catch first: the power waits for you.
elemons-take_first = You may also first take { $name } from { $holder } with { $n ->
        [one] { $n } { $kind }
       *[other] { $n } { $kind }s
    }: the power waits for you.
elemons-take_first_short = Or first take { $name } from { $holder }: the power waits for you.
elemons-take_short = You may take { $name } from { $holder }.
elemons-prompt-peek = Hydromon: look at a tile ({ $left ->
        [one] the last one
       *[other] { $left } left
    }).
elemons-peek_refill_after = { $n ->
        [one] The empty place is refilled after your looks.
       *[other] The empty places are refilled after your looks.
    }
elemons-peek_fewer = { $n ->
        [0] Every tile has been seen already.
        [one] Only one tile never seen.
       *[other] Only { $n } tiles never seen.
    }
elemons-prompt-burn = { $targets ->
        [one] Pyromon: your opponent loses an Elemon drawn at random.
       *[other] Pyromon: which opponent loses an Elemon?
    }
elemons-announce-one_more = { $you ->
        [yes] One more Gigamon and you win!
       *[no] { $who }: one more Gigamon to win!
    }
elemons-refilled = { $n ->
        [one] Tile { $slots } refilled from the pile
       *[other] Tiles { $slots } refilled from the pile
    }
elemons-announce-one_more_short = One more Gigamon wins!
elemons-announce-last_turn = Last turn!
elemons-announce-pile_low = Next pair: the end!
elemons-announce-pile_low_banner = Pile nearly empty: the next pair ends the game
elemons-announce-last_turn_limit = Last turn: the game ends after turn { $n }
elemons-end-gigamons = { $you ->
        [yes] You catch the winning Gigamon ({ $n } of { $n })!
       *[no] { $who } catches the winning Gigamon ({ $n } of { $n })!
    }
elemons-end-pile = { $you ->
        [yes] The pile is empty and the last turn is played: you win!
       *[no] The pile is empty and the last turn is played: { $who } wins
    }
elemons-end-turn_limit = { $you ->
        [yes] Turn limit reached: you win!
       *[no] Turn limit reached: { $who } wins
    }
elemons-end-stuck = { $you ->
        [yes] Nothing left to play: you win!
       *[no] Nothing left to play: { $who } wins
    }
elemons-end-other = { $you ->
        [yes] Game over: you win!
       *[no] Game over: { $who } wins
    }
elemons-end-draw = Game over: a draw
elemons-tiles_up = { $who }'s tiles { $slots }: click to go on
elemons-tiles_up_own = Your tiles { $slots }: click to go on
# after one's own miss, a tile shown whose twin everyone saw turned (nc64 shots 062-068)
elemons-gift_seen = Careful: { $who } has already seen the other { $kind } (tile { $slot }): they can take the pair.
elemons-tiles_up_known = { $who }'s tiles { $slots }, seen before: click to go on
elemons-tiles_up_known_own = Your tiles { $slots }, seen before: click to go on
elemons-peek_up = Tiles { $slots } looked at in secret: remember them, then click to go on
elemons-frames = Colour: each one's last turn, cleared when they play again. Dotted: a tile never shown to all.
elemons-frames_no_ring = Colour: each one's last turn, cleared when they play again.
elemons-frames_keys = Colour: each one's last turn, cleared when they play again. White corners: the keyboard cursor (arrows).
# the pale frame's and the keyboard's sentences together, once both have been seen (nc59 shots 054, 062)
elemons-frames_ring_keys = Colour: each one's last turn, cleared when they play again. Dotted: a tile never shown to all. White corners: the keyboard cursor (arrows).
elemons-frames_tutorial = Yellow: the tile to play. Colour: each one's last turn. Dotted: a tile never shown to all.
elemons-frames_tutorial_no_ring = Yellow: the tile to play. Colour: each one's last turn.
elemons-click_waits = Click kept (tile { $slot }): it is played as soon as the animation ends
elemons-pair_up = { $who } wins { $same ->
        [yes] the pair of { $kind }s
       *[no] the pair { $kind } + { $other }
    } (tiles { $slots }){ $power ->
        [none] , no power
       *[some] {""}
    }: click to go on
elemons-polymon_up = Polymon: any tile makes a pair with it, but with no power.
elemons-inspect-kind = { $power }, when you win a pair of them. { $n } { $kind }s catch { $gigamon }.
elemons-pair_no_power = A pair with a Polymon: no power
elemons-pair_up_own = You win { $same ->
        [yes] the pair of { $kind }s
       *[no] the pair { $kind } + { $other }
    } (tiles { $slots }){ $power ->
        [none] , no power
       *[some] {""}
    }{ $click ->
        [no] {""}
       *[yes] : click to go on
    }
elemons-swapped_you_up = { $who } swaps with you (Aeromon): your { $took } for their { $gave }. Click to go on
elemons-swap_lost = You lose: { $kind }
elemons-swap_got = You get: { $kind }
elemons-swapped_you = { $who } takes your { $took } and gives you their { $gave }
elemons-burned_you = { $who } burns your { $tile }: it goes to the box
elemons-drawn_you = Floramon: you win a { $tile } from the pile
elemons-tutorial_step_done = Step { $n } of { $total } done
elemons-tiles_up_fast = Always 2 s, no click
elemons-tiles_up_fast_note = Optional: this button spares you this click for good. Also in Esc › Settings.
elemons-tiles_up_fast_done = Turned tiles now stay up 2 s, then turn back by themselves. Esc › Settings: "until a click" to go back.
# under the tool row while "Undo (U)" shows: what it takes back (nc63 shot 104)
elemons-undo_what = Undo (U) takes back { $what ->
        [trade] your catch of { $gigamon }.
        [rock] your Rock.
        [swap] your swap.
        [keep] your choice to swap nothing.
       *[other] your last move.
    }
elemons-won_seen = Elemons held: { $n }, { $seen ->
        [0] face down
        [one] 1 of them seen
       *[other] { $seen } of them seen
    }
elemons-won_arriving = Elemons held: 0, soon { $n }
elemons-ends_next = { $you ->
        [yes] The end is near: your next pair ends the game.
       *[no] The end is near: its next pair ends the game.
    }
elemons-near-can = Enough to catch { $gigamon }
# a catch open and other kinds one Elemon short: both said (nc59 shots 021-022)
elemons-near-can_near = Enough to catch { $gigamon }, and 1 Elemon short of { $count ->
        [one] another Gigamon
       *[other] { $count } other Gigamons
    }
# the Gigamons one Elemon away, on either panel (nc64): named up to three, counted from four
elemons-near-short_of = { $who ->
        [own] You need
       *[other] They need
    } 1 more Elemon for { $gigamons }
elemons-near-several_own = { $who ->
        [own] You need
       *[other] They need
    } 1 more Elemon for { $count ->
        [one] a Gigamon
       *[other] one of { $count } Gigamons
    }
# a catch ready on one's own panel, said first (nc64 shots 024, 084)
elemons-near-can_own = You can catch { $gigamon }!
elemons-near-can_own_short = Catch { $gigamon }!
elemons-near-can_own_near = You can catch { $gigamon }! { $near }
# one's own panel beside two Gigamons, where "1 … from victory" takes four lines (nc42)
elemons-near-one_own_short = { $how ->
        [win] One { $kind }: victory!
       *[other] One { $kind }: { $gigamon }
    }
elemons-near-one = { $how ->
        [win] One more { $kind } wins it!
        [yours] One more { $kind } to take your { $gigamon }!
       *[one] One more { $kind } for { $gigamon }!
    }
elemons-near-far = { $unseen ->
        [0] Far from a Gigamon
        [one] Nothing close among those seen
       *[other] Nothing close among those seen
    }
elemons-near-log = { $how ->
        [win] Watch out: { $who } needs just one more { $kind } to win ({ $gigamon }).
        [yours] Watch out: { $who } needs just one more { $kind } to take your { $gigamon }.
       *[one] Watch out: { $who } needs just one more { $kind } to catch { $gigamon }.
    }
# the hint's last words when another seat is one Elemon from its winning Gigamon (nc41 shot 117)
elemons-danger-one = Beware: { $ways }, and { $who } wins the game; do not show them one.
elemons-danger-more = one more { $kind }
elemons-danger-pair = a pair of { $kind }s
elemons-danger-now = Beware: { $who } can catch their last Gigamon on their turn.
elemons-near-banner = { $who }: one more { $kind } { $how ->
        [win] to win!
        [yours] to take your { $gigamon }!
       *[one] for { $gigamon }!
    }
# Conseil's first press on a known pair: what to look for; a second press shows the tiles (nc59: « a gentler Conseil »)
elemons-nudge = { $how ->
        [same] You have already seen two { $kind }s on the grid: find them again.
        [wild] You have already seen a { $kind } and a Polymon on the grid: they make a pair. Find them again.
        [up_wild] The Polymon pairs with any Elemon: find a tile you have already seen.
        [twin_wild] You have already seen a Polymon on the grid: it pairs with the { $kind } turned up. Find it again.
       *[one] You have already seen a { $kind }: find its twin.
    }
elemons-nudge_catch = This pair catches { $gigamon }!
# a second Gigamon in one turn (scenes: the `gigamons_in_turn` banner)
elemons-feat = { $you ->
        [yes] A feat: { $count } { $count ->
            [one] Gigamon
           *[other] Gigamons
        } in one turn!
       *[no] A feat for { $who }: { $count } { $count ->
            [one] Gigamon
           *[other] Gigamons
        } in one turn!
    }
elemons-bot_blind = By chance: { $who } never sees the tiles you look at in secret.
