evolution-end_turn = End turn
evolution-pass = Pass
evolution-let_burn = Let it burn
evolution-skip = Skip the effect
evolution-first = { $who } starts
evolution-prompt-first = Tied for the highest hand total: the players choose who starts
evolution-draw = Draw { $n }
evolution-give = Give to { $who }
evolution-keep_mine = Keep it
evolution-keep = Leave with { $who }
evolution-block = Hold back: Ether to the centre
evolution-block_frees = Hold back: frees { $creature }
evolution-an_opponent = an opponent of your choice
evolution-an_opponent_short = an opponent
evolution-prompt-release_frees = You release { $creature } ({ $power }): give it to an opponent, or hold it back with an Ether to the centre, but that Ether, number { $n } there, frees { $freed } for { $who }.
evolution-cascade = Cascade: { $card } on { $pile }
evolution-dest-quick = Quick discard (Q)
evolution-dest-main = Main discard (M)
evolution-dest_turn-quick = Quick for this whole turn
evolution-dest_turn-main = Main for this whole turn
evolution-move = Move { $creature }
# the draw pile's hover: what it takes back once empty (nc40: « a hover on the draw pile saying what comes next »)
evolution-refill_next = { $source ->
        [quick] Next time: the quick discard ({ $n ->
            [one] 1 card
           *[other] { $n } cards
        }, shuffled), which goes on hold.
        [main] Next time: the main discard ({ $n ->
            [one] 1 card
           *[other] { $n } cards
        }, shuffled).
       *[none] Next time: nothing to take back, both discards are empty.
    }
evolution-power = Power: { $creature }
# the Elf's target whose quick discard is empty: condemning it takes no card now (nc40)
evolution-quick_empty = { $who } (quick discard empty)
evolution-elf_empty = { $who }'s quick discard is empty: the Elf would take no card from it, only shut it for good.
# nc63 shots 159-160: the Elf's grey button on an empty quick discard, what it would do, said in the question
evolution-prompt-elf_idle = "Quick discard empty": the Elf would take no card there, it would only shut it for good.
evolution-put_on = Place on { $pile } ({ $letter })
# the same, short, where the creature given away would not fit after it (nc23 shot 76)
evolution-put_on_short = On { $pile } ({ $letter })
# a placing that hands a creature to an opponent says so on its button (nc22 shot 81)
evolution-put_gives = { $put } · gives { $creature }
# the same cost written on the pile itself, its first line over the top card's picture, the creature's name under it (nc22 shot 81)
evolution-gift_mark = gives
evolution-cascade_on = Cascade on { $pile } ({ $letter })
evolution-to-quick = Quick discard (Q)
evolution-to-main = Main discard (M)
evolution-unselect = Put the card back
evolution-back = Back
evolution-more = More ({ $page }/{ $pages })
evolution-opens = { $head } · choose ▸
evolution-prompt-free = Your turn: click a card in your hand, then a highlighted pile or discard; finish with End turn.
# no card fits: how many Eggs the draw pile still holds, and what each discard is for (nc10)
# nc25: the first turns with empty piles felt like another game than the tutorial: said to be the usual opening
# nc27 shots 35-49: four turns with nothing to place felt like losing: the opening line says it speeds up
evolution-prompt-stuck = No card fits{ $start ->
        [yes] {" "}(the usual opening, it all speeds up from the first Eggs)
       *[no] {""}
    }{ $egg ->
        [yes] {""}: { $eggs ->
            [0] no Egg (level 0) is left in your draw pile
            [one] { $eggs } Egg{ $start ->
                [yes] {""}
               *[no] {" "}(level 0)
            } is left in your draw pile of { $draw }
           *[other] { $eggs } Eggs{ $start ->
                [yes] {""}
               *[no] {" "}(level 0)
            } are left in your draw pile of { $draw }
        }.
       *[no] .
    } { $quick ->
        [condemned] Keep what will be of use soon, discard the rest (to the main discard: your quick one is condemned)
        [unavailable] Keep what will be of use soon, discard the rest (to the main discard: the quick one is your draw pile now)
       *[open] { $start ->
            [yes] Keep your 1 cards and your Ethers; discard the rest to find an Egg sooner (the quick one comes back first)
           *[no] Keep or discard: to the quick one what will serve again (it comes back first), to the main one what will never fit
        }
    }{ $start ->
        [yes] .
       *[no] , then End turn.
    }
# nc22 shot 04: after « rapide », « la retient » read as the quick discard: the Elfe's sentence names it
# nc35 shot 94: the Ondine's warning did not say what it does: every creature's power is said
evolution-prompt-frees = Careful: on a pile, { $card } gives { $creature } to { $who }{ $power ->
        [redirect] {""}: your Fires may come back onto your cards
        [burn_rooted] {""}: your rooted piles may burn
        [unroot] {""}: your piles may be unrooted
        [condemn_quick] {""}: your quick discard may be shut
        [cancel] {""}: your powers may be cancelled
        [burn_all] {""}: your free cards may burn this very turn
        [extra_turn] {""}: they may play two turns in a row
        [root_all] {""}: their four piles may be rooted
        [protect] {""}: one of their cards may escape your Fires
        [copy] {""}: they may copy a power
       *[other] {""}
    }{ $ether ->
        [1] {""}. An Ether put in the centre holds { $power ->
            [condemn_quick] { $creature }
           *[other] it
        } back.
       *[0] {""}. No Ether in hand to hold { $power ->
            [condemn_quick] { $creature }
           *[other] it
        } back.
    }
# nc33 shot 05: the hold-back's bracket read as one dense sentence: two sentences, the second the choice
evolution-prompt-release = You release { $creature } ({ $power }){ $way ->
    [block] {""}: { $kind ->
        [protect] given away, it shields the opponent's cards from your Fires all game long
        [burn_all] given away, it may serve at once, even in your turn
       *[other] given away, it will be used once against you
    }. An Ether holds it back{ $card ->
        [none] .
       *[other] {""} until the next { $card } is placed.{ $rival ->
            [none] {""}
           *[other] { $gap ->
                [now] {" "}{ $rival } can already release it again with their own { $card }.
               *[other] {" "}{ $rival } has one card left to place before their own { $card }.
            }
        }
    }
    [self_keep_give] {""}, already yours: keep it (⏎) or give it to an opponent.
    [self_all] {""}, already yours: keep it (⏎), give it to an opponent, or spend an Ether not to release it.
    [other_keep_give] {""}, which { $holder } already holds: leave it with them (⏎) or give it to another opponent.
    [other_keep_block] {""}, which { $holder } already holds: leave it with them (⏎) or spend an Ether not to release it.
    [other_all] {""}, which { $holder } already holds: leave it with them (⏎), give it to another opponent, or spend an Ether not to release it.
   *[other] {""}: give it to an opponent, who may use its power once.
}
# a creature's power in a few words, on the question that gives it away (issue 24)
evolution-power_short = { $power ->
    [unroot] unroots a pile
    [redirect] turns a Fire card's burn away, even back on whoever lit it
    [extra_turn] an extra turn
    [burn_rooted] burns the top of a rooted pile
    [cancel] cancels a power
    [root_all] roots four piles
    [protect] shields a free card
    [condemn_quick] condemns a quick discard
    [burn_all] burns every free card
   *[copy] copies a power
}
evolution-prompt-give = The Ether in the centre releases { $creature }: which opposing mage gets its token?
evolution-prompt-effect-burn = Burn ({ $card }): click an opponent's free card (in red), or choose below.
# a burn aimed at the holder of a creature that turns it back (nc13: a Siren given away sent the burn back)
evolution-prompt-siren_warning = Burn ({ $card }): { $who } holds { $creature }, which can turn this Fire back onto you. Click a card in red, or skip the effect.
evolution-burn_holder = { $who } · holds { $creature }
# nc34 shots 47, 62: a Fire countered by a Cascade that raised the rival's Water pile, unwarned
# nc35 shots 90, 125: after the Siren's warning it was cut ("…counter this Fire and"): kept short
# nc36-37: "Bot 2 can counter this Fire with Water 2" read as "Bot 2 holds Water 2": said as a possibility
evolution-cascade_risk = { $n ->
    [one] { $sure ->
        [1] { $who } surely holds a { $card }: their Cascade will counter it and raise their pile.
       *[0] If { $who } holds a { $card }{ $odds ->
            [none] {""}
            [1] {""} (1 { $short ->
                [1] in
               *[0] chance in
            } 10)
           *[other] {""} ({ $odds } { $short ->
                [1] in
               *[0] chances in
            } 10)
        }, their Cascade will counter it and raise their pile.
    }
   *[other] If one of them holds that Water, their Cascade will counter it and raise their pile: { $list }.
}
# nc63 shot 073: « click the pile to root » while a button « Earth 1 ⏎ » was offered: the button named
evolution-prompt-effect-root = Rooting ({ $card }): click "Root the … pile" or the pile itself.
evolution-root_pile = Root the { $pile } pile
evolution-prompt-effect-tornado = Tornado ({ $card }): click a card of your hand, then a discard; you will draw as many.
# f50 (nc62: the Tornado question after every Air card): nothing worth cycling, skip is the default
evolution-prompt-effect-tornado_idle = Tornado ({ $card }): nothing worth discarding, your cards fit now or soon. Enter: let it go.
# nc23 shot 98: a hand card picked while the Tornado waits: where it may go, and the way out
evolution-prompt-effect_pending = Tornado ({ $card }) under way: { $selected } may only go to a discard.{ $pile ->
        [yes] {" "}A click on one of your piles lets the Tornado go and places it there.
       *[no] {""}
    }
evolution-prompt-tornado = Tornado: discard more, or draw { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }{ $back ->
        [quick] {""} (your draw pile holds only { $left }: the rest comes from your quick discard, shuffled)
        [main] {""} (your draw pile holds only { $left }: the rest comes from your main discard, shuffled)
       *[none] {""}
    }.
# nc27 shots 72, 98: a power's targets opened under « Pouvoir : X · au choix ▸ » get their own question
evolution-prompt-pick = { $power ->
        [unroot] Choose the pile { $akasha ->
            [yes] Akasha
           *[no] the Gnome
        } unroots: its top is free again, within reach of Fires.
        [redirect] Choose the free card { $akasha ->
            [yes] Akasha
           *[no] the Siren
        } sends the burn to: it burns instead of yours.
        [burn_rooted] Choose the card { $akasha ->
            [yes] Akasha
           *[no] the Salamander
        } burns: the top of a rooted pile.
        [protect] Choose the pile whose top card { $akasha ->
            [yes] Akasha
           *[no] the Undine
        } shields from opponents' burns (not from your own Phoenix).
        [condemn_quick] Choose the mage whose quick discard { $akasha ->
            [yes] Akasha
           *[no] the Elf
        } condemns: its cards go under their draw pile.
        [move] Choose the pile whose top card the Undine will shield from opponents' burns from now on (not from your own Phoenix).
       *[other] Choose the power's target.
    }{ $answers ->
        [none] {""}
       *[other] {" "}{ $answers }
    }
evolution-prompt-pick_answer = Careful: { $who } still has { $creature }, a power that can answer yours and put this Fire out.
evolution-prompt-pick_copy = Choose the power Akasha copies, then its target.
# nc35 shots 127-128: a Cascade offered in the person's own turn (their Fire sent back by a Siren), where
# none is possible: only the answers the table allows
evolution-prompt-burn = { $who } burns your { $card } ({ $pile } pile): { $ways ->
        [cascade] counter with a Cascade, or let it burn?
        [power] answer with a power, or let it burn?
        [none] nothing can counter it.
       *[both] counter with a Cascade, a power, or let it burn?
    }
evolution-prompt-cancel = { $who } uses { $creature }: cancel it with Dhyana?
# nc41: « I was afraid it would also stop the reactions I wanted (Golem or Ondine in answer to a Fire) »
evolution-prompt-moment = Opponent's turn: use a power now, or keep it for later? "Stop asking me" covers this question only, not a Fire aimed at you.
# nc16 shot-61: a Water in hand, no Cascade offered (the burn came in the person's own turn): said there
evolution-prompt-dest = Your { $card } is burnt and leaves its pile: which discard does it go to?{ $why ->
        [own_turn] {" "}No Cascade: Water counters a Fire only out of your turn.
        [power] {" "}No Cascade: Water counters only a Fire card, not the { $creature }'s power.
        [power_siren] {" "}Neither Cascade nor { $siren }: they only answer a Fire card, not the { $creature }'s power.
       *[other] {""}
    }{ $quick ->
        [1] {" "}The quick one (⏎) comes back first into your draw pile.
       *[0] {""}
    }
evolution-waiting = { $who } is thinking…
evolution-over = Game over
evolution-who_starts = Who starts?
evolution-turn_of = { $who }'s turn
# nc23: « Tour 17 » counted both mages' turns (the person's 9th): the round beside it
evolution-turn_count = Turn { $n } · round { $round } of { $limit } at most
evolution-col-draw = Draw: { $n }
evolution-col-quick = Quick (Q): { $n }
evolution-col-main = Main (M): { $n }
evolution-levels = Lv. { $n }
evolution-penalty = Cascade: -{ $n }
evolution-rank = ★ { $n ->
        [one] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $n }th
    }: four ultimates
evolution-centre = Ether: { $n }
# a tutorial step that names them points at the ten tokens in the centre (nc47: "a step on hovering the creature tokens")
evolution-tokens_named = creature tokens
evolution-quick_state-unavailable = on hold
evolution-quick_state-condemned = condemned
# nc25 shots 72-88: « en pause » under a grey minus, never explained: why and until when, under the word
evolution-quick_paused_why = reopens when the main returns
evolution-quick_paused_left = { $n ->
        [0] This draw pile is empty: at the next draw it takes the main discard and the quick one reopens.
        [one] 1 more card in this draw pile before the quick discard reopens.
       *[other] { $n } more cards in this draw pile before the quick discard reopens.
    }
evolution-info-tornado = Air, Tornado: discard cards from your hand and draw as many.
evolution-info-burn = Fire, Burn: burn a free card of an opposing mage; they put it back in one of their discards.
evolution-info-root = Earth, Rooting: root one of your piles; it is then safe from burns.
evolution-info-cascade = Water, Cascade: out of your turn, counter a burn with the next Water of your pile.
evolution-info-ether = Ether, joker for levels 1 to 4, no effect; or to the centre to hold a creature back.
evolution-info-creature = { $state ->
        [self] Its symbol releases { $creature } again, whose token you already hold: you may keep it.
        [other] Its symbol releases { $creature }, whose token { $who } already holds: you may leave it there.
        [given] Its symbol releases nothing: you already gave { $creature } to { $who }.
        [used] Its symbol releases nothing any more: { $creature } has served.
       *[free] Its symbol releases { $creature }: placed on a pile, it gives that power to an opponent.
    }
evolution-keys = 1-5 card · A F T E pile · Q M discard · ← → target, Enter places · Tab buttons · Enter end turn / pass · Backspace cancels · S powers out of turn: ask or not · Esc pause
evolution-keys_title = Keyboard shortcuts
evolution-keys_label = Keyboard (hover)
# f52 (nc63: seven of the ten creatures never taught): beside « Keyboard », the ten creatures, one line each, from
# creatures.yaml (the card that frees each, when its power serves); the grey ✕ and the pale Undine said under them
evolution-creatures_label = Creatures (hover)
evolution-creatures_named = the label "Creatures"
evolution-creatures_title = The ten creatures
evolution-creatures_intro = Whoever places a card with a symbol releases its creature and gives it to an opponent, who uses it once, whenever they like.
evolution-creature_row = • { $name } ({ $from }, { $when }): { $does }
evolution-creature_from_card = released by { $card }
evolution-creature_from_centre = released by the { $n }th Ether in the centre
evolution-creature_when = { $timing ->
        [own_turn] in its holder's turn
        [burn] when a Fire aims at its holder
        [cancel] when an opponent uses a power
       *[any] any time
    }
evolution-creature_plain = { $power ->
        [unroot] unroots an opponent's pile.
        [redirect] sends that Fire onto an opponent, even the one who lit it.
        [extra_turn] its holder plays one more turn.
        [burn_rooted] burns the top of an opponent's rooted pile.
        [cancel] cancels that power.
        [root_all] roots its holder's four piles.
        [protect] shields one of its holder's free cards, and moves.
        [condemn_quick] shuts an opponent's quick discard for good.
        [burn_all] burns every free card, its holder's too.
       *[copy] copies another creature's power.
    }
evolution-creatures_marks = A grey ✕ on a token: its power was used. A pale Undine beside a card: that card is not free (covered or rooted), the Undine shields nothing there until it is moved.
evolution-info_idle = Hover a card, a token, a label or a header to read what it does; click a card in your hand to play it.
# in a replay or a demo: nothing to play (nc16 shot-167)
evolution-info_idle_watch = Hover over a card, a token, a label or a header to read what it does.
evolution-banner-first = { $who } starts
evolution-banner-turn = { $who }'s turn
evolution-banner-extra = Extra turn for { $who }
evolution-banner-penalty = { $who }: hand of { $n } (Cascade)
evolution-banner-root = Rooting: { $pile }
# nc22 shot 33: « Rang 1 » in a two-player game read like a bug: the first to finish wins
evolution-banner-finish = { $rank ->
        [one] { $who } wins: four ultimate Elementals!
        [2] { $who }: four ultimate Elementals! 2nd place
        [3] { $who }: four ultimate Elementals! 3rd place
       *[other] { $who }: four ultimate Elementals! { $rank }th place
    }
evolution-banner-finish_you = { $rank ->
        [one] You win: four ultimate Elementals!
        [2] You finish 2nd: four ultimate Elementals!
        [3] You finish 3rd: four ultimate Elementals!
       *[other] You finish { $rank }th: four ultimate Elementals!
    }
evolution-banner-over = Game over
evolution-banner-over_won = Game over: you win!
evolution-banner-over_lost = Game over: { $who } wins
# nc16: « released » alone read as good news for the one who frees it; it is the opponent's gain
# a creature as it comes into play: its name and its power in a few words (nc53 shot 018)
evolution-creature_does = { $creature }: { $does }
evolution-banner-release = Creature released for an opponent: { $creature }!
# nc33 shot 67: a creature a rival frees, from the person's seat
evolution-banner-release_rival = Creature released by { $who }: { $creature }!
evolution-banner-given_you = { $who } gives you { $creature }: it is yours!
evolution-banner-release_yours = Creature released: { $creature }. You hold it: keep it or give it.
evolution-banner-release_held = Creature released: { $creature }. { $who } holds it and may keep it.
# f48: at two players a creature freed again by the mage who holds it stays there, without a question
evolution-banner-release_yours_stays = Creature released: { $creature }, yours already.
evolution-banner-release_held_stays = Creature released: { $creature }, with { $who } already.
# nc59 shots 057, 058: the person's own card frees a creature and a choice comes: not "for an opponent" yet
evolution-banner-release_choose = Creature released: { $creature }. { $how ->
        [retain] Give it or hold it back.
        [leave] Take it to give away, or leave it.
       *[whom] Choose who gets it.
    }
# f48: a creature held back with an Ether, said as plainly as a gift (nc60: eight gifts, none held back)
evolution-banner-block = Creature held back by an Ether: { $creature }!
evolution-banner-burn = Burn!
evolution-banner-redirect_you = { $creature }: the burn turns onto your { $card }!
evolution-banner-redirect = Burn redirected to { $who }!
evolution-banner-cascade = Cascade: the burn is countered!
evolution-banner-fizzle = The burn fails
# nc16: an effect with nothing to act on went without a word
evolution-banner-no_target-burn = Nothing to burn: every opposing card is safe
# nc52 shots 038, 178: « Rien à enraciner » after a level 5 read as a failure on a success
evolution-banner-no_target-root = Your piles are all rooted already
evolution-banner-no_target-tornado = No card left for the Tornado
evolution-banner-tornado = Tornado!
evolution-banner-power_in_turn = { $who } uses { $creature } during your turn{ $does ->
        [burn_rooted] {""}: it burns even a rooted pile
       *[other] {""}
    }
evolution-still_your_turn = { $power }: it is still your turn. Watch its effect: what follows comes by itself, nothing to click.
evolution-banner-power = { $who }: { $creature }{ $does ->
        [burn_rooted] {""}, which burns even a rooted pile
       *[other] {""}
    }
evolution-banner-power_fizzles = { $creature } has no effect
evolution-banner-condemn = { $who }'s quick discard is condemned
evolution-banner-phoenix = Phoenix: every free card burns, no Cascade against it!
evolution-banner-extra_turn = Sylph: { $who } plays another turn
evolution-banner-cancel = Dhyana cancels { $creature }!
evolution-result_line = { $levels ->
        [one] { $levels } level
       *[other] { $levels } levels
    } ({ $piles })
evolution-result_finished = {" "}· four ultimates
evolution-task-give = { $who } chooses who gets { $creature }
evolution-task-effect = { $who } applies the effect of { $card }
evolution-task-tornado = { $who }: tornado under way
evolution-task-dest = { $who } picks the discard pile for { $card }
evolution-task-burn = { $who } may answer the burn
evolution-task-power = { $who } may cancel the power (Dhyana)
evolution-task-moment = { $who } may use a power
evolution-quiet = Stop asking me (S)
evolution-levels_short = Lv. { $n }
evolution-rank_short = ★ { $n }
# nc33 shot 79: a card placed that hands a creature to a rival with no Ether to hold it back asks first,
# saying what the rival may then do
evolution-confirm_gift = No Ether in hand to hold it back: placing { $card } gives { $creature } to { $who }, who { $power ->
        [unroot] may unroot one of your piles
        [redirect] may send one of your Fires back onto your own cards
        [extra_turn] may play two turns in a row
        [burn_rooted] may burn the top of one of your rooted piles
        [cancel] may cancel one of your powers
        [root_all] may root all four of their piles against your Fires
        [protect] may shield one of their cards from your Fires
        [condemn_quick] may condemn your quick discard
        [burn_all] may burn every free card, even in your turn
       *[copy] may copy the power of another creature
    }. Place it anyway?
evolution-confirm_gift_yes = Place it anyway
evolution-confirm_end = No card placed this turn: end the turn anyway?
evolution-confirm_end_yes = End without placing a card
evolution-pass_powers_on = Out of your turn, your powers are no longer offered (S to offer them again)
evolution-pass_powers_off = Out of your turn, your powers will be offered (S to stop asking)
# nc22 shot 69: « until the main one's turn » was cryptic: what to do, and until when
# nc26 shots 83, 85: the one-line toast covered the hand and the buttons; the words under « en pause » say until when
evolution-quick_paused_told = Your quick discard is your draw pile, on hold: discard to the main one.
# nc59 shots 079, 117, 140: the log's line went unread; beside the hand, the first time, until the next turn's end
evolution-quick_paused_note = Your quick discard is on hold: its cards became your draw pile. Discard to the main one; the quick one will reopen once this draw pile is empty. Hover "on hold" to read this again.
evolution-auto-end = Nothing else can be done: no card can be played or discarded, so your turn ends by itself.
evolution-auto-give = { $why ->
    [no_ether] { $creature } goes to { $who } (no Ether in hand to hold it back): a power given away has a price, keep an Ether for the next one.
    [no_ether_again] { $creature } goes to { $who }: no Ether in hand to hold it back.
    [centre] The Ether in the centre frees { $creature }: its token goes to { $who }, the only opponent in play.
   *[other] Only { $who } can receive { $creature }: the token is given automatically.
}
# nc33 shot 101: the long toast found no room off the piles: short enough for the empty hand's place
evolution-auto-draw = Hand empty: the Tornado ends, you draw { $n ->
    [one] { $n } card
    *[other] { $n } cards
    }.
evolution-auto-only = The only possible answer, taken automatically: { $what }.
evolution-pick_card_to_discard = Click a card in your hand first, then this discard pile.
evolution-hand_gap = An empty place: the card that stood there was played. Click a card in your hand.
evolution-pick_card_first = Click a card in your hand first, then this pile.
# a click within FRESH_GUARD seconds of a question that came by itself (nc29)
evolution-fresh_question = A new question just came up: read it, then click (that click was not taken).
# nc61 shot 063: a click on the question's place while the table still played the last move out, said not taken
evolution-click_while_busy = The table is still playing out the last move: this click was not taken, click again.
evolution-kept_for_later = { $count ->
    [one] Power kept: { $creatures }. It stays yours for your turn; it will not be offered again in the opponents' turns.
   *[other] Powers kept: { $creatures }. They stay yours for your turn; they will not be offered again in the opponents' turns.
}
evolution-keep_later = Keep for later
evolution-log_pass_burn = { $who } does not counter the burn
evolution-log_pass_power = { $who } does not cancel the power
# The line a held creature's token adds when its power has no button now (issue 24: the Golem's went without a word)
evolution-not_now = Not usable now: { $power ->
        [root_all] none of your piles has a free card to root.
        [protect] none of your piles has a free card to protect.
        [unroot] no opponent's pile is rooted.
        [burn_rooted] no opponent's rooted pile has a card to burn.
        [condemn_quick] no opponent's quick discard can be condemned.
        [burn_all] no free card to burn on the table.
        [redirect] it acts when an opponent's Fire burns one of your cards.
        [cancel] it acts when an opponent uses a power.
        [extra_turn] it acts during your turn.
       *[other] nothing to act on for now.
    } You keep it for later.
# the card picked before an opponent's answer in one's own turn, which that answer left nowhere to go (issue 24)
evolution-selection_dropped = { $card } can no longer be placed after that opposing move: pick another card.
# a burnt card of the person's with one discard possible: why no discard was asked (issue 24)
evolution-auto-skip_then = You let { $effect ->
        [tornado] the Tornado
       *[other] the effect
    } of { $card } go to place { $played }.
evolution-auto-dest_turn = Burnt { $card } goes to your { $where ->
        [quick] quick
       *[main] main
    } discard, as you chose for this turn.
evolution-auto-dest = { $quick ->
    [condemned] Your quick discard is condemned: { $card } goes to the main discard by itself.
    [unavailable] Your quick discard is on hold until the main one comes back: { $card } goes to the main discard by itself.
   *[other] { $card } goes to the main discard, the only one possible.
}
# a rooted heap's word on its frame, and what a card of a rooted pile risks (nc10)
evolution-protected = protected
# under the chips of a heap that free cards cover: its top card can burn (nc19 shots 93, 153)
evolution-top_free = top free
# nc31 shots 90-92, 97: the word under a pile whose free top an Undine guards
evolution-top_shielded = guarded ({ $creature })
evolution-protected_card = { $safe ->
    [shield] Guarded by { $creature }: no opponent's burn can take it while it stays free; your own Phoenix can.
    [yes] Protected: rooted, Fire cannot burn it (only the Salamander aims at the top of a rooted pile).
   *[no] Free: laid on the rooted cards, it can be burned.
}
# a rooted pile's help lists what its heap hides (issue 24)
evolution-heap_chips = Each small chip is a rooted card of the pile, hidden underneath and safe from Fire, numbered from the bottom (0) up.
# nc59 shots 027, 089, 114: the badges under the piles, guessed: their hover names them, then says what they mean
evolution-badge_title-protected = "protected" label: a rooted pile
evolution-badge_title-top_free = "top free" label
evolution-badge-protected = The whole pile is rooted: its cards are safe from Fire (only the Salamander aims at its top). Each chip 0, 1, 2… is one of its cards, hidden in the heap, from the bottom up.
evolution-badge-top_free = The top card was placed after the rooting: it is not protected, an opponent's Fire can burn it. The chips 0, 1, 2… are the rooted cards underneath, safe.
evolution-pile_under = In the pile, bottom to top: { $cards } ({ $rooted ->
        [one] { $rooted } card rooted
       *[other] { $rooted } cards rooted
    }{ $free ->
        [0] {""}
        [one] , { $free } free
       *[other] , { $free } free
    }).
# under the piles a picked card may go to, when placing it frees a creature (issue 24: seen where the eye is)
evolution-frees_tag = { $ether ->
        [1] Gives { $creature } (an Ether holds it back)
       *[0] Gives { $creature } to { $who }
    }
evolution-cascade_frees = Cascade: { $card } · frees { $creature }
# an opponent's header and the counts under its draw pile and discards, in words (issue 24: "×5" and bare numbers)
evolution-in_hand = { $n } in hand
evolution-col_short-draw = Draw: { $n }
evolution-col_short-quick = Quick: { $n }
evolution-col_short-main = Main: { $n }
evolution-pile_label = { $name } · lv. { $level }
evolution-pile_level = lv. { $level }
evolution-power_now = { $power ->
        [protect] Clicking places it now; then, in each of your turns, you may move it.
       *[other] Clicking uses it now: its token turns over, it will not serve again.
    }
evolution-symbol_state = { $state ->
        [used] { $creature } has already served: this symbol frees nothing now, the card counts for its level only.
       *[held] { $creature } is already with { $who }, its power not yet used.
    }
# the tag on the frame round the table while a past turn is shown again (nc13: only the bot seemed to rewind)
evolution-past_table = A past turn: the table as it was then, your hand too
# a card whose symbol frees no creature, said after its play in the log (nc15: it went without a word)
evolution-frees_nothing = {""}; its symbol frees nothing: { $why ->
        [used] { $creature } has already served.
       *[given] { $who } already gave { $creature } away and cannot take it back.
    }
# a given creature's power, after the log line that gives it (nc15: seven of ten creatures met unexplained)
evolution-gives_power = {""} — power: { evolution-power_short }
# a burnt card sent to the main discard with no question: why (nc16 shot-116: asked once, not the next time)
evolution-burnt_to_main = { $state ->
        [condemned] {""}, no choice: their quick discard is condemned
       *[other] {""}, no choice: their quick discard is on hold
    }
# a hand slot whose card was used this turn (nc16 shot-70: gaps looked like missing cards)
# nc25 shot 99: a burnt card waiting for its discard seemed to float between the piles
evolution-limbo_tag = burnt
evolution-limbo_tip = Burnt: this card has left its pile and waits for { $who } to choose its discard.
# nc25: the bot's several moves went by in one go: its turn in a few words, beside the hand, at the person's turn
evolution-recap-head = During { $who }'s turn: { $parts }.
evolution-recap-placed = { $n ->
        [one] card placed
       *[other] cards placed
    }: { $items }
evolution-recap-placed_count = { $n ->
        [one] 1 card placed
       *[other] { $n } cards placed
    }
evolution-recap-nothing = no card placed
evolution-recap-tornado = { $n ->
        [one] Tornado
       *[other] Tornados
    }: { $items }
evolution-recap-burned = { $n ->
        [one] burnt on your side
       *[other] burnt on your side
    }: { $items }
evolution-recap-power = { $n ->
        [one] power used
       *[other] powers used
    }: { $items }
evolution-recap-given = { $n ->
        [one] token you received
       *[other] tokens you received
    }: { $items }
# nc33 shot 93: the person's own answers in a rival's turn, and the rival's cards burned
evolution-recap-yours = { $n ->
        [one] your answer
       *[other] your answers
    }: { $items }
evolution-recap-theirs = { $n ->
        [one] burnt on { $who }'s side
       *[other] burnt on { $who }'s side
    }: { $items }
evolution-recap-cascade = Cascade ({ $card })
evolution-recap-rooted = { $n ->
        [one] pile rooted
       *[other] piles rooted
    }: { $items }
evolution-hand_used = used
# nc26 shot 70: an Ondine on a rooted card looked like protection from the Salamandre
# nc44 shots 097, 104: an Ondine whose card burnt looked used (its cross) while it could still move
evolution-shield_off = On no card (its card left its pile): it shields nothing until you move it onto a free card of your piles, once a turn.
evolution-shield_on = { $active ->
        [yes] On { $card }: shields it from opponents' Fires and Phoenix while it stays free, not from your own Phoenix.
       *[no] On { $card }, which is no longer free (covered or rooted): it shields nothing, and the Salamander burns the top of a rooted pile. Works again once the card is free again.
    }
# nc31 shots 97-99 (the button fits: no « Pouvoir : » before the name, purple says it): the Phoenix button says what burns, the person's own cards and shielded card among them
# nc59 shots 141-142: « Phénix · brûle 1 carte » read as one target to pick: « brûle tout » says every free card goes
evolution-power_burn_all = { $creature } · { $n ->
        [0] nothing to burn
        [one] burns all (1)
       *[other] burns all ({ $n })
    }{ $mine ->
        [0] {""}
        [one] {""}, 1 yours
       *[other] {""}, { $mine } yours
    }
evolution-phoenix_burns = { $n ->
        [0] Would burn now: no free card.
        [one] Would burn now: { $items }.
       *[other] Would burn now: { $items }.
    }
evolution-phoenix_side = { $mine ->
        [yes] yours { $cards }
       *[no] { $who }'s { $cards }
    }
evolution-phoenix_own_shield = { $card } (your { $creature } shields it from opponents only)
# nc31 shots 97-99: moving the Undine says what it will not stop
evolution-move_tip = { $card } will be shielded from opponents' burns (Fire, Siren, Phoenix) while it stays free.{ $phoenix ->
        [yes] {" "}Not from your own Phoenix: it would burn it anyway.
       *[no] {""}
    }
# nc34 shot 06: a step's order stood on after its move was played, while the move played out
# nc38 shot 055: the hint's own words when the look-ahead holds a creature back (the frame is on "Hold back")
hint-evolution-block = Hold { $creature } back with your { $card }: click "Hold back"; given away, it would help { $target ->
        [none] a rival
       *[other] { $target }
    } more than this Ether would move your piles on.
# nc38 shot 042: the hint for "Who starts?" says which and why (the race stops at the first mage done)
hint-evolution-first = Click "{ $first } starts": { $mine ->
        [1] the game stops as soon as one mage has all four piles at level 5, and starting gives you a turn's lead in that race.
       *[0] you are not among the tied mages, this choice gives you no turn's lead.
    }
# nc38 shots 059-067: a card the hint places stays free while a rival may burn it: the hint says the risk
# nc43 (shot 070): a gift the look-ahead finds barely worth it, in a duel: the hint keeps the card
evolution-gift_gain = { $gain ->
        [with_burn] a level and a burn
        [with_root] a level and a rooting
        [with_tornado] a level and a Tornado
       *[other] a single level
    }
evolution-gift_power = { $power ->
        [redirect] {""}, who could turn one of your Fires back onto your own cards
        [burn_rooted] {""}, who could burn the top of a rooted pile
        [unroot] {""}, who could unroot one of your piles
        [condemn_quick] {""}, who could condemn your quick discard
        [burn_all] {""}, who could burn every free card, yours included
        [extra_turn] {""}, who could play an extra turn
        [root_all] {""}, who could root all their piles at once
       *[other] {""}
    }
# nc65 shots 106, 114, 137: why not place it now and hold the creature back with the Ether in hand
evolution-gift_ether = { $ether_now ->
        [1] {" "}So why not now, with your Ether holding { $creature } back? The Ether would be spent{ $back ->
            [1] {""}, while if you wait, { $target } may place their own card with that symbol: { $creature } would come to you, for nothing.
           *[0] {""}; it is worth more on a pile than this level.
        }
       *[0] {""}
    }
hint-evolution-gift_kept = { $said } Not { $card } yet: placing it now would give { $creature } to { $target }{ evolution-gift_power }; what the card brings ({ evolution-gift_gain }) is not worth that power. The rest of the turn may change that.{ evolution-gift_ether }
hint-evolution-gift_end = Click "End turn": you could place { $card }, but its symbol would give { $creature } to { $target }{ evolution-gift_power }; what the card brings ({ evolution-gift_gain }) is not worth that power. Better keep it for a later turn.{ $ether ->
        [1] { evolution-gift_ether }
       *[0] {""}
    }{ $rest ->
        [none] {""}
       *[other] {" "}Keep { $rest }: { $rest_why ->
            [close] { $rest_count ->
                [one] it will fit soon.
               *[other] they will fit soon.
            }
           *[later] { $rest_count ->
                [one] it will serve later.
               *[other] they will serve later.
            }
        }
    }
hint-evolution-play_risk = { $said } Risk: this card will stay free; { $how ->
        [held] the Phoenix { $target } holds can burn it.
       *[card] { $odds ->
            [sure] { $target } surely holds a { $fire }: that Fire can burn it.
           *[other] if { $target } holds a { $fire } ({ $odds } in 10, from their hidden cards), that Fire can burn it.
        }
    }
# a hand card clicked while one's own effect waits: what a click on the table does now (nc49 shot 055)
evolution-effect_first-root = First the rooting of { $card }: a click on one of your piles roots it, or "Skip the effect". Then place { $selected }.
evolution-effect_first-burn = First the burn of { $card }: a click on an opponent's card in red burns it, or "Skip the effect". Then place { $selected }.
# one's own card burned with no question: why none (nc49 shots 096-097: « I was never asked »)
evolution-no_counter = {" "}(no Cascade possible: { $fusion ->
        [yes] no Water in hand that goes on one of your piles
       *[no] no { $card } in hand
    })
