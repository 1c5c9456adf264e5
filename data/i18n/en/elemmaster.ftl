elemmaster-banner-setup = { $arena }
elemmaster-banner-turn = { $who }'s turn
elemmaster-banner-revealed = The screens come down!
elemmaster-banner-eliminated = { $who } is eliminated
elemmaster-banner-over = Game over
elemmaster-banner-over_why = Game over · { $why }
elemmaster-none = No specialty
elemmaster-no_specialty = no specialty
elemmaster-event_unusable = { $card }: it would change nothing now (or no AP left)
elemmaster-act-move = { $n ->
        [one] Move 1 token
       *[other] Move { $n } tokens
    }
elemmaster-act-move_all = Whole stack ({ $n })
elemmaster-act-move_alone = Move without a wave
elemmaster-act-tunnel = Tunnel { $n }
elemmaster-act-tunnel_all = Tunnel all ({ $n })
elemmaster-act-omove = Oracle: move { $n }
elemmaster-act-omove_all = Oracle: all ({ $n })
elemmaster-act-souffle = Souffle ×{ $n }
elemmaster-act-morph = Act as { $element }
elemmaster-act-alchemy = Turn into { $element }
elemmaster-act-vague = Wave ({ $n ->
    [0] alone
    [one] +{ $n } Water
    *[other] +{ $n } Waters
    })
elemmaster-act-grow = Grow
elemmaster-act-grow_left = Grow (reserve: { $have } → { $left })
elemmaster-act-attack = Attack
elemmaster-act-attack_lose = Losing attack: { $loser } −1{ $gain ->
        [1] , { $winner } +1
       *[0] {""}
    }
elemmaster-act-oattack = Oracle: attack
elemmaster-act-enchant = Enchanted attack
elemmaster-act-brasier = Blaze
elemmaster-act-pick = Pick
elemmaster-act-done = Done
elemmaster-act-necro = Necromancy (3 AP)
elemmaster-act-constellation = Constellation (3 AP)
elemmaster-act-sacrifice = Sacrifice (Warlock)
elemmaster-act-cultist = Cultist: level-2 Fire
elemmaster-act-illusion = Illusion: level-2 Air
elemmaster-act-genie = Genie: make it vanish
elemmaster-act-rune = Rune: mark
elemmaster-act-place = Place
elemmaster-act-unplace = Take back
elemmaster-act-ready = Ready
elemmaster-act-end = End turn
elemmaster-act-event = Event
elemmaster-act-specialty = Specialty
elemmaster-ready = Ready ✓
elemmaster-cancel = Cancel (Esc)
elemmaster-end_turn = End turn (E)
elemmaster-prompt-draft = Pick a specialty
elemmaster-prompt-place = Place your army on your first two rows ({ $n }/{ $total }): element 1-4, left click places, right click takes back
elemmaster-prompt-event_target = pick the target cell
elemmaster-prompt-event_confirm = confirm below
elemmaster-prompt-selected = { $cell }: click a cell ({ $lit })
elemmaster-prompt-selected_loss = { $cell }: click a cell ({ $lit })
elemmaster-prompt-air_step = { $cell }: your Air may take a second step, free: click a lit cell, or another elemental
elemmaster-prompt-selected_own = { $cell }: click a cell ({ $lit })
elemmaster-prompt-selected_risky = { $cell }: click a cell ({ $lit })
elemmaster-prompt-done_or_on = { $cell }: for "{ $action }", click the button below; or click a cell ({ $lit })
# the colours of the lit cells, always in the same words (nc13: the legend changed between moves);
# the prompt lists those on the board
elemmaster-lit-move = green: move
elemmaster-lit-move_tunnel = green: move (two cells away: tunnel)
elemmaster-lit-attack = red: a winning attack
elemmaster-lit-loss = grey: a losing attack
elemmaster-lit-own = pink dashes on hover: sacrifice
elemmaster-lit-special = purple: special
elemmaster-lit-souffle = purple: free souffle
elemmaster-lit-vague = purple: the wave carries this Water too
elemmaster-lit-vague_marked = purple: the wave carries this Water too, even marked ⊗
elemmaster-lit-brasier = purple: blaze
# nc58 shot 017: the French one was hard to parse
elemmaster-lit-both_brasier = green and purple: move or blaze, your choice after that click
elemmaster-lit-risky = "!": you would be beaten there
# the same, shorter, when the whole line would not fit between the buttons (nc19 shots 78, 123)
elemmaster-lit_short-move = green: move
elemmaster-lit_short-move_tunnel = green: move or tunnel
elemmaster-lit_short-attack = red: winning attack
elemmaster-lit_short-loss = grey: you lose
elemmaster-lit_short-own = pink (hover): sacrifice
elemmaster-lit_short-special = purple: special
elemmaster-lit_short-souffle = purple: souffle
elemmaster-lit_short-vague = purple: the wave
elemmaster-lit_short-vague_marked = purple: the wave, even ⊗
elemmaster-lit_short-brasier = purple: blaze
elemmaster-lit_short-both_brasier = green and purple: move or blaze, chosen next
elemmaster-lit_short-risky = "!": you would be beaten there
# fewer words still, where the short line would take three lines beside the buttons (nc35 shots 83, 99)
elemmaster-lit_tiny-move = green: move
elemmaster-lit_tiny-move_tunnel = green: move
elemmaster-lit_tiny-attack = red: win
elemmaster-lit_tiny-loss = grey: loss
elemmaster-lit_tiny-own = pink: sacrifice
elemmaster-lit_tiny-special = purple: special
elemmaster-lit_tiny-souffle = purple: souffle
elemmaster-lit_tiny-vague = purple: wave
elemmaster-lit_tiny-vague_marked = purple: wave
elemmaster-lit_tiny-brasier = purple: blaze
elemmaster-lit_tiny-both_brasier = green and purple: chosen next
elemmaster-lit_tiny-risky = "!": danger
elemmaster-prompt-choose = { $cell }: choose the action
elemmaster-prompt-play = Your turn: { $ap } AP. Click one of your elementals, or an event card.
elemmaster-prompt-pending-necro = Necromancer: pick a cell on your first rows
elemmaster-prompt-pending-constellation = Constellation: pick an empty cell
elemmaster-prompt-pending-illusion = Illusion: move the Air, then pick the souffle's target
elemmaster-prompt-pending-effondrement = Collapse: pick a cell (then Done)
elemmaster-prompt-pending-aurore = Northern lights: pick an elemental (then Done)
elemmaster-prompt-pending-coucher = Sunset: pick a Fire (then Done)
elemmaster-prompt-play_no_events = Your turn: { $ap } AP. Click one of your elementals.
elemmaster-prompt-end_only = No action points left: end the turn (E)
elemmaster-prompt-free_only = No action points left: play a free action or end the turn (E).
elemmaster-prompt-nothing_left = Nothing left to play: end the turn (E)
elemmaster-prompt-brasier_second = { $cell }: Blaze, click its 2nd cell (in purple); for a plain move, choose below.
# nc31 shot 16: the tutorial asks the Brasier only, no plain move offered beside it
elemmaster-prompt-brasier_step = { $cell }: for the brasier, now click { $to }, its 2nd cell (in purple).
# f50 (nc62 shots 117, 122: the last Fire lost with no word of what it meant)
elemmaster-last_fire_note = Your last Fire: without Fire, you can no longer eliminate the other side.
# nc31 shots 67, 91: a win that gives nothing (empty reserve), said before the fight
elemmaster-reserve_note = { $element } reserve empty: a win will give your { $element } no level.
elemmaster-prompt-count = { $cell }: how many tokens to move? Pick below, or click the cell again for the whole stack
# nc59 shot 078: the whole stack moved, marked ⊗, its planned attack lost for a turn; the buttons said how many only
elemmaster-split_note = The whole stack will be done for the turn; tokens split off can still act.
elemmaster-prompt-count_souffle = { $cell }: how many Air tokens does the souffle spend? Each pushes one cell: pick below
# f54 (nc65 shots 177, 201): the souffle count button under the pointer: what ×n buys
elemmaster-souffle_hover = { $n ->
        [one] ×1: pushes one cell.
       *[other] ×{ $n }: pushes up to { $n } cells.
    } A crash costs one level only, whatever the count.
elemmaster-prompt-count_wave = { $cell }: how many tokens? Pick below, click the cell again (whole stack) or click a violet Water (wave)
elemmaster-prompt-count_wave_one = { $cell }: click the cell again to move this Water alone, or click a violet Water: it follows in a wave
# nf33 (nc34 shot 126: a click meant for the next Water joined the wave): the wave is asked for by a button
elemmaster-wave_choose = Wave: Waters follow
elemmaster-prompt-wave_target = { $cell }: wave chosen. Click its target, then your violet Waters that will follow it. Click { $cell } again to drop it.
elemmaster-prompt-wave_members = { $cell }: click your violet Waters, they will follow the wave{ $marked ->
        [yes] {""}, even marked ⊗
       *[no] {""}
    }
# why an own Water beside the selected one does not follow it in a wave (nc22 shots 86-89)
elemmaster-no_wave = No wave with { $cell }: { $why ->
    [diagonal] it touches { $src } diagonally, a side in common is needed.
    [level] higher than { $src }.
    [pin] immobilised.
   *[axis] it is on this move's line.
}
elemmaster-prompt-aside = { $src } → { $dst }, your own piece: choose below what { $src } does to it
elemmaster-prompt-confirm_own = Attack your own elemental on { $dst } with { $src }? One of them will lose at least one level.
elemmaster-prompt-confirm_sacrifice = Sacrifice your { $loser } on { $lose_cell } for your { $winner } on { $win_cell }? Your { $loser } loses a level.
elemmaster-prompt-confirm_ally = Attack your partner's elemental on { $dst } with { $src }?
elemmaster-confirm-yes = Yes, attack (Y)
elemmaster-confirm-yes_own = Yes (Y): { $loser } −1, { $gain ->
        [reserve] { $winner } +0 (reserve empty)
        [full] { $winner } +0 (already level 3)
       *[one] { $winner } +1
    }
elemmaster-prompt-confirm_loss = A lost attack ({ $target } beats { $element }): your { $element } on { $src } loses a level{ $gone ->
        [yes] {" "}and disappears
       *[no] {""}
    }. Attack anyway?
# f50 (nc62 shots 117, 122): a losing attack that takes the person's last Fire
elemmaster-prompt-confirm_last = Your last Fire, on { $src }, would disappear: without Fire, you can no longer eliminate the other side. Attack anyway?
elemmaster-prompt-confirm_air = { $n ->
        [one] This souffle spends the last token of your Air on { $src }
       *[other] This souffle spends the last { $n } tokens of your Air on { $src }
    }: the Air disappears. Blow anyway?
elemmaster-confirm-yes_souffle = Yes, blow (Y)
elemmaster-confirm-no = No (N, Esc)
elemmaster-confirm-always = Yes, do not ask again
# f52 (nc62 shot 076: a second click moved the whole pile, marked ⊗, and the attack it was brought for was lost)
elemmaster-prompt-confirm_whole = The whole stack on { $dst } would be done (⊗): no attack on { $targets }. { $n ->
        [one] One token split off could attack.
       *[other] { $n } tokens split off could attack.
    }
elemmaster-prompt-confirm_idle = End the turn without playing anything? { $ap ->
    [one] 1 AP lost
   *[other] { $ap } AP lost
  }.
elemmaster-confirm-yes_idle = Yes, end the turn (Y)
elemmaster-confirm-no_idle = No, play (N, Esc)
elemmaster-after_no = Nothing played. Click one of your pieces to choose a move.
elemmaster-pick_first = Empty square: first click one of your pieces, then a lit square.
# f54 (nc65 shots 118-119): a click elsewhere let the « combien de jetons ? » choice go, silently
elemmaster-count_dropped = Move cancelled: nothing went from { $src } to { $dst }.
elemmaster-act-own_attack = { $src } → your { $dst }: { $action }
elemmaster-hint_badge = click { $n }
elemmaster-order_legend = { $order }: the order of the clicks on the cells
elemmaster-order_legend_wave = { $order }: the order of clicks on the cells; 2: the "Wave" button below
elemmaster-hint_escape_first = Press Esc first: the piece on { $cell } is still selected, and a click on { $first } would play it. Then: { $hint }
elemmaster-hint_escape_card = Press Esc first: an Event card is chosen, and a click on { $first } would play it. Then: { $hint }
elemmaster-act-own_effect = Sacrifice { $lose_cell }: { $loser } −1, { $gain ->
        [reserve] { $winner } +0 (reserve empty)
        [full] { $winner } +0 (already level 3)
       *[one] { $winner } +1
    }
elemmaster-log_pass = { $who } passes: nothing played this turn
elemmaster-log_end-pass-stuck = { $who } passes: none of its elementals can act
elemmaster-log_end-pass-kept = { $who } passes without playing: it keeps its elementals where they stand ({ $ap ->
        [one] 1 AP lost
       *[other] { $ap } AP lost
    })
elemmaster-log_end-left-stuck = { $who } ends the turn: none of its elementals can act any more ({ $ap ->
        [one] 1 AP lost
       *[other] { $ap } AP lost
    })
elemmaster-log_end-left-kept = { $who } ends the turn without spending { $ap ->
        [one] its last AP: it keeps its elementals where they stand
       *[other] its last { $ap } AP: it keeps its elementals where they stand
    }
elemmaster-counter-name = { $element }: board/reserve
elemmaster-counter-text = { $board } { $element } { $board ->
        [one] token
       *[other] tokens
    } on the board, { $reserve } in reserve. Each growth takes a token from the reserve: reserve empty, no more growth.
elemmaster-hint_stopped = Hint every turn stopped: "Hint (H)" gives one whenever you want.
elemmaster-hint_kept = The hint is shown and comes back every turn: "stop showing it", at the foot of its box, stops it.
elemmaster-hint_hidden = Hint hidden: "Hint (H)" shows it again.
elemmaster-hint_auto = auto
elemmaster-hint_auto_off = show it every turn
elemmaster-hint_auto_on = stop showing it
elemmaster-hint_started = The hint will come back every turn.
elemmaster-waiting = { $who } is thinking…
# f52 (nc62: a bot's turn 8-12 s to watch, 36 rounds): Space plays the rest of its turn faster
elemmaster-hurry = { $line } · Space: speed up
elemmaster-step = Action { $n }: { $line }
elemmaster-step_again = Turn replayed · action { $n }: { $line }
# the status once over says who won (nc49 shot 182)
elemmaster-over_won = Game over: you win!
elemmaster-over_lost = Game over: { $who } { $count ->
        [one] wins
       *[other] win
    }
elemmaster-over_draw = Game over: a draw
elemmaster-status-draft = Specialty draft: { $who }
elemmaster-status-placement = Hidden placement behind the screens
elemmaster-status-turn = Turn { $turn }: { $who }
elemmaster-ap = AP
elemmaster-team = team { $n }
elemmaster-eliminated = Eliminated
elemmaster-placed = { $n }/{ $total } { $total ->
        [one] token placed
       *[other] tokens placed
    }
elemmaster-events_used = Events { $n }/{ $max }
elemmaster-aside = ({ $n } aside)
# nc34 shots 03-04: "3/3" read as a live count beside the panel's 4/2: letters, a key
elemmaster-legend = x/y: x tokens on the board, y in reserve. ⊗: done for this turn.{ $pin ->
        [1] {" "}✶: immobilised, cannot act.
       *[0] {""}
    } A ◤ corner: a cell played in each side's latest turn. Figures 1, 2…: the order of the actions (1·3: played twice).
elemmaster-beats-title = Who beats whom
elemmaster-beats-note = Earth and Water do not act on Air. Two pieces of one element never fight.
elemmaster-events = Events (2 AP)
elemmaster-card_hidden = face down
elemmaster-card_free = available
elemmaster-card_held = held by { $who }
elemmaster-card_used = played by { $who }
elemmaster-effect-brouillard = Fog
elemmaster-effect-rafales = Gusts
elemmaster-effect-ouragan = Hurricane
elemmaster-effect-inondation = Flood
elemmaster-effect-canicule = Heatwave
elemmaster-effect-secheresse = Drought
elemmaster-effect-ap_set = a single action
elemmaster-effect-ap_bonus = extra action
elemmaster-effect-coulee = Mudslide
elemmaster-effect-arcenciel = Rainbow
elemmaster-result_line = Earth { $earth }, Water { $water }, Air { $air } on the board
elemmaster-result_out = eliminated
elemmaster-result_turns = Game played in { $n ->
        [one] { $n } turn
       *[other] { $n } turns
    } (one turn = one player's)
elemmaster-banner-event_taken = Card reserved
elemmaster-banner-events_replaced = Cards replaced
elemmaster-banner-events_revealed = Cards revealed
elemmaster-exposed_now = Careful: your { $element } on { $cell } is now within the enemy's reach ({ $foes }).
elemmaster-foe_at = { $element } on { $cells }
elemmaster-reserve_empty = { $element } reserve empty: while it is, your { $element } gains no level, neither by growing nor by winning a fight.
# nc20 shots 73-74: what a person lost during the others' turn, said under the board as their turn begins
# the person's Earths beside an enemy that beats Earth, said as their turn begins (nc40: threats at each turn's start)
elemmaster-earth_threats = { $n ->
        [one] Threat: { $threats }.
       *[other] Threats: { $threats }.
    }
elemmaster-earth_threat = your Earth on { $cell } ({ $by })
elemmaster-earth_threat_by = { $element } on { $cell }
# nc64 shot 104: a « ! » with no beater beside the cell: its hover box says who would beat the piece there, from where
elemmaster-risky_by = "!": here your { $mine } would be beaten by { $by }. The "!" counts the board as it stands: an enemy piece moved first may open a way.
elemmaster-risky_foe = the { $element } on { $cell }{ $far ->
       *[no] {""}
        [yes] {" "}(a token split off would come beside it)
        [fire] {" "}(a token split off or a brasier would come beside it)
    }
# nc58 shot 241: a wave of the bot's (two sacrifices, a Water brought along, then a Fire of the person's taken) could not be
# followed from the log: what its waves did, then what the person lost and to which piece
elemmaster-losses = { $head }: { $wave ->
       *[no] {""}
        [yes] { $waves };{" "}
    }{ $losses }.
elemmaster-losses_none = { $head }: { $wave ->
       *[no] {""}
        [yes] { $waves };{" "}
    }you lost nothing.
elemmaster-losses_head = { $many ->
        [1] The others played
       *[0] { $who } played
    }
elemmaster-loss_gone = your { $element } on { $cell } is gone{ $by ->
        [none] {""}
       *[other] , taken by the { $by } on { $by_cell }
    }
elemmaster-loss_level = your { $element } on { $cell } lost { $n ->
        [one] 1 level
       *[other] { $n } levels
    }{ $by ->
        [none] {""}
       *[other] {" "}to the { $by } on { $by_cell }
    }
elemmaster-wave_done = its wave { $src } → { $dst } ({ $what })
elemmaster-wave_converted = { $n ->
        [one] 1 sacrifice
       *[other] { $n } sacrifices
    } { $loser } → { $winner }
elemmaster-wave_brought = { $n ->
        [one] a Water
       *[other] { $n } Waters
    } brought to { $cells }
elemmaster-wave_nothing = no effect
# nc24 shot 68: Conseil spoke of the Air while the Fire in d5 stood beside an enemy Water (lost that turn)
elemmaster-hint_warn = { $beside ->
        [1] Careful: at the end of this turn, your { $element } on { $cell } will be within the enemy's reach ({ $foes }).
       *[0] { $where ->
            [ends] Careful: your { $element } will end this turn on { $cell }. On its next turn,
            [also] Careful: on { $cell } as on { $start }, your { $element } stays within reach. On its next turn,
            [risk] Careful: on { $cell }, your { $element } will be within reach, the risk of this move. On its next turn,
           *[stays] Mind your { $element } on { $cell }: on its next turn,
        } the enemy can { $split ->
            [0] bring { $n ->
                [one] its { $foe } from { $to }
               *[other] one of its { $foe } pieces ({ $to })
            } next to your { $element } with a wave or a souffle, and attack it.
           *[1] split a token off { $n ->
                [one] its { $foe } stack on { $to }
               *[other] one of its { $foe } stacks ({ $to })
            }, bring it next to your { $element } and attack it.
        }
    }{ $more ->
        [0] {""}
        [one] {" "}One more of your pieces is within its reach too.
       *[other] {" "}{ $more } more of your pieces are within its reach too.
    }
# nc24 shots 53-54: the same action advised again right after the person played it
elemmaster-hint_again = Once more: { $hint }
# nc24: who the count would make the winner now, under "Who beats whom" (the tie-break was only in the help)
elemmaster-count_now-lead = With no Earth, a side loses. With no Fire in play ({ $fire_left }), the game ends on the count: { $you ->
        [yes] you would win
       *[other] { $who } would win
    }, { $tied ->
        [no] {""}
       *[yes] { $equal } level,{" "}
    }more { $element } ({ $won } to { $runner }).
elemmaster-count_now-draw = With no Earth, a side loses. With no Fire in play ({ $fire_left }), the count decides: the most Earth wins, then Water, then Air; level for now.
# nf33 (nc34: "I did not know how to close out a game"): the Fire left in play, what the count's end waits for
elemmaster-fire_left = { $levels ->
        [one] 1 level left
       *[other] { $levels } levels left
    }{ $many ->
        [yes] {" "}on { $cells } cells
       *[no] {" "}on { $where }
    }{ $own ->
        [some] , { $mine ->
            [one] 1 level
           *[other] { $mine } levels
        } yours
        [all] , all yours
       *[none] {""}
    }
# f48 (nc59): the title of the count's table beside the chart
elemmaster-count_table = Count
# f48 (nc59: the endgame's reserve race, 6 tokens an element): the viewer's reserve of a counted element is used up
elemmaster-reserve_out = Your { $element } reserve is empty: no more { $element } growth.
# nc58 ("ending the game is a chore": four Fires of its own to put out, unsaid): the side would win, only its Fire is left
elemmaster-count_close = {" "}Put out your Fires to end the game.
# f49 (nc61 shot 181: « … by taking the last Fire off the board (c5), after an attack on e2 » played the ending
# unasked): the person's own chance to end the game says that it can and how it would end; the how is Conseil's
# f54 (nc65 shots 192, 212-213): Conseil gives a finish that wins; a draw's finish is said without sending to it
elemmaster-count_end_own = { $now ->
        [yes] You can end the game this turn
       *[other] On your next turn, you can end the game
    } and { $outcome ->
        [win] win
       *[other] draw
    } on the count{ $now ->
        [yes] { $outcome ->
            [win] {""}: "Hint (H)" tells you how.
           *[other] .
        }
       *[other] .
    }
# nc25: the bot grew two Earths and threw its last Fire on a Water, ending the game on the count unannounced
elemmaster-count_end = Beware: { $now ->
        [yes] this turn,
       *[other] on its next turn,
    } { $who } can end the game by taking { $fires ->
        [one] the last Fire
       *[other] the last Fires
    } off the board ({ $cells }){ $struck ->
        [none] {""}
       *[other] {""}, after an attack on { $struck }
    }{ $grow ->
        [0] {""}
        [one] {""}, after one { $element } growth
       *[other] {""}, after { $grow } { $element } growths
    }: { $outcome ->
        [win] it would win
       *[other] it would be a draw
    } on the count.
# the same, short, above that warning
elemmaster-count_now-short = At the count, { $you ->
        [yes] you would win
       *[other] { $who } would win
    } now: { $tied ->
        [no] {""}
       *[yes] { $equal } level, then{" "}
    }{ $element } { $won } to { $runner }.
# nf33 (nc34: "I did not know how to close out a game"): how the hint's attack brings the end nearer
elemmaster-end_nearer-earth = This brings the end nearer: with no Earth, { $who } loses ({ $left ->
        [one] 1 Earth level
       *[other] { $left } Earth levels
    } left).
elemmaster-end_nearer-fire = This brings the end nearer: you lead on the count, which ends the game once no Fire is left in play ({ $left ->
        [one] 1 level
       *[other] { $left } levels
    } left).
# f48 (nc59: Conseil grew a Fire while the count line said « you would win »): leading near the end, put the Fire out
elemmaster-hint_count_close = You would win on the count: put out { $own ->
        [all] { $fires ->
            [one] your last Fire
           *[other] your last Fires
        }
       *[other] { $fires ->
            [one] the last Fire
           *[other] the last Fires
        }
    } ({ $cells }) to end the game.
# f49 (nc61 shots 072-082: « faites grandir » twice while the bot built three brasiers): an enemy Fire at level 3
# whose Brasier next turn reaches one of the person's pieces, and whether Conseil's advice answers it
elemmaster-hint_brasier = The level-3 Fire on { $cell } can make a brasier on its next turn and reach your { $element } on { $to }{ $more ->
        [0] {""}
        [one] {" "}(and another piece)
       *[other] {" "}(and { $more } other pieces)
    }{ $answered ->
        [1] {""}: this advice prevents it.
       *[0] {""}: this advice does not stop it.
    }
# nc25: the hint's turn wins on the count by taking the last Fire off the board
elemmaster-hint_count_win = This turn can win the game on the count: take { $fires ->
        [one] the last Fire
       *[other] the last Fires
    } off the board ({ $cells }). Start with the cell { $cell }, framed on the board.
# nc25 shot 79: the person's turn ended by itself after a free souffle; a moment to look, and why
elemmaster-turn_ended_itself = No AP left: your turn is over.

# f39 (nc38): the one enemy piece that can attack the Earth next turn, and its way there
hint-elemmaster-reach_way = { $kind ->
        [beside] the { $element } on { $start }, right beside it
        [steps] the { $element } on { $start }{ $merged ->
            [yes] {", strengthened by a merge"}
           *[no] {""}
        }: { $steps ->
            [one] one step
           *[other] { $steps } steps
        } to { $at }, then the attack
        [pushed] the { $element } on { $start }, pushed to { $at } by the souffle of the Air on { $air }, then the attack
        [near] { $element } on { $start }, by a move, a split or a brasier
        [push_steps] the { $element } on { $start }, pushed by the souffle of the Air on { $air } and { $walk ->
            [one] one step
           *[other] { $walk } steps
        } to { $at }, then the attack
       *[other] the { $element } on { $start }, which can reach { $at } (brasier, vague or split), then attack
    }
# where a hint's plan says its next step (its words are the plan's own: interface.ftl, « Then: { $then } »)
elemmaster-then_mark = Then:
# a confirmation whose move ends the game says what then decides it (nc50 shot 247)
elemmaster-confirm_ends = The game then ends. { $words }
