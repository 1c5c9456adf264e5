kaiju-pile = Pile: { $n }
kaiju-discard = Discard
kaiju-mechas = Mechas, 15 points: a double takes its Mecha
kaiju-mechas-held = Coloured disc: number of the seat that took it
# in a taken Mecha's empty place on the table: whose it is
kaiju-mecha_at = { $you ->
        [yes] yours
       *[no] { $who }
    }
kaiju-played = Played, waiting for answers
kaiju-asking = Waiting for { $who } to cancel or pass…
kaiju-token_held = Follows Mecha { $f }: { $n } is the number of { $who }, who holds it.
kaiju-token_free = Still on the table: a double { $f }-{ $f } takes it.
# a seat's cards in hand, Mechas included (a Mecha counts as a card for steals and ties): the same for every seat
kaiju-cards_n = Cards: { $n }{ $mechas ->
        [0] {""}
        [one] {" "}(1 Mecha among them)
       *[other] {" "}({ $mechas } Mechas among them)
    }
kaiju-wounds_n = Wounds: { $n }
kaiju-sum_diff = Sum { $s }  ·  Difference { $d }
# a double: its difference, 0, takes nothing and is not said (nc33 shot-12: the line ran to the table's edge)
kaiju-sum = Sum { $s }
kaiju-double = Double { $f }!
kaiju-to_roll = { $who } rolls next
kaiju-old_dice = The dice of { $who }'s turn
kaiju-undo_tip = Takes back your last action so you can play it differently, as long as neither the dice nor another player has come in since. It is not a 6's "Cancel": no card is played.
kaiju-turn_n = Round { $n }
kaiju-last_turns = { $n ->
        [one] last turn
       *[other] { $all ->
            [yes] one last turn each
           *[no] empty pile: { $n } turns left
        }
    }
kaiju-status-turn = playing
kaiju-effect-reroll = Reroll
kaiju-effect-steal = Steal
kaiju-effect-set = Set a die
kaiju-effect-draw = Draw
kaiju-effect-cancel = Cancel
kaiju-play = Play { $v }: { $effect }
kaiju-play_any = Play { $v }: any effect
kaiju-roll = Roll the dice (R)
kaiju-pass = Pass (N)
kaiju-cancel_with = Cancel with your { $v }
kaiju-back = Back
kaiju-die = Die { $n }: { $face }
# a face of « turn a die », with what the dice then take (nc41: « show the result under each face »)
kaiju-face_gives = { $face } → { $gives }
kaiju-face_gives_mecha = Mecha
kaiju-face_gives_nothing = nothing
# every take the face opens (nc53 shot 088: « 4 → Mecha » while the 4 also took both 8s): « Mecha or 8+8 »,
# « 1 and 6, 7 or 5 » (the takes but the last are joined by kaiju-face_gives_comma); « 1 and 3, or 4 » after a pair
kaiju-face_gives_or = { $some }{ $pair ->
        [yes] ,{" "}
       *[no] {" "}
    }or { $last }
# the same card twice or more in one take (nc61 shot-067: « 2+2 » read as a riddle)
kaiju-face_gives_same = { $count ->
        [one] one { $v }
        [2] two { $v }s
        [3] three { $v }s
        [4] four { $v }s
       *[other] { $count } × { $v }
    }
kaiju-face_gives_comma = ,{" "}
kaiju-reroll_go = Reroll
kaiju-steal_from = Steal from { $who } · { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
kaiju-draw_go = Draw the top card
kaiju-take_sum = Take { $v } ({ $a } + { $b })
kaiju-take_diff = Take { $v } ({ $hi } − { $lo })
kaiju-take_face = Take { $v }
kaiju-take_all = Take every { $v }{ $way ->
        [sum] {" "}({ $a } + { $b })
        [diff] {" "}({ $hi } − { $lo })
       *[face] {""}
    }
kaiju-take_pair = Take { $a } and { $b } (2 cards)
kaiju-take_mecha = Take Mecha { $face } (M)
kaiju-steal_mecha = Try for Mecha { $face }: 1 random card from { $who } (M)
# hovered: what the try draws, a 3's Wound included (nc49 shots 093-095: only Conseil said it)
kaiju-steal_mecha_tip = You draw a random card from { $who }'s hand: the Mecha { $face }, its { $mecha } points come to you; another card, you keep it; a { $card }, it is discarded and you take a Wound (−{ $points }).
kaiju-steal_mecha_short = Try for Mecha { $face }
kaiju-take_nothing = Take nothing (N)
# nc31 shot-89: the 7 no longer lit once the pile is empty, and nothing said why
kaiju-pile_dry = The pile is empty: your { $card } draws no more, but is still worth { $card } points.
kaiju-must_take_one = The only take these dice allow as they are, and taking a Kaiju is compulsory.
# nc42 (shots 049, 087): beside the lone take, a card of the hand that turns a die for a Mecha
kaiju-must_take_turn = The only take with these dice as they are; your { $card } can turn a die for Mecha { $face }.
# another's Mecha: only tried, one of its holder's cards drawn at random (nc50 shots 079-091)
kaiju-must_take_turn_try = The only take with these dice as they are; your { $card } can turn a die to try for { $who }'s Mecha { $face } (1 chance in { $n }).
kaiju-must_take = When the dice can take a Kaiju, taking is compulsory; a Mecha stays optional.
# beside "Take nothing" when only a Mecha is offered: nc23 read "compulsory" elsewhere and wondered
kaiju-mecha_optional = A Mecha is yours to take or leave: you may take nothing.
kaiju-prompt-roll = Your turn: roll the dice (R, or click the dice).
kaiju-prompt-main = Play cards if you wish, then take: click a lit card in the middle or press the key under it.
kaiju-prompt-main_take = No card to play{ $reply ->
            [yes] {" "}({ A($six) } is played only in reply)
           *[no] {""}
        }: click a lit card in the middle or press the key under it.
kaiju-prompt-main_mecha = No Kaiju for these dice. { $cards ->
        [0] No card to play{ $reply ->
            [yes] {" "}({ A($six) } is played only in reply)
           *[no] {""}
        }: your choice, the Mecha (M) or nothing (N).
        [one] Play a card if you wish, then choose: the Mecha (M) or nothing (N).
       *[other] Play a card if you wish, then choose: the Mecha (M) or nothing (N).
    }
kaiju-prompt-main_copies = { $n ->
        [one] Play cards if you like, then take. Several { $v }s in the middle: only one is taken ({ $how }).
       *[other] Play cards if you like, then take. Several { $v }s in the middle: each die takes one.
    }
kaiju-prompt-main_take_copies = { $n ->
        [one] No card to play{ $reply ->
            [yes] {" "}({ A($six) } is played only in reply)
           *[no] {""}
        }: take. Several { $v }s in the middle: only one is taken ({ $how }).
       *[other] No card to play{ $reply ->
            [yes] {" "}({ A($six) } is played only in reply)
           *[no] {""}
        }: take. Several { $v }s in the middle: each die takes one.
    }
# how the dice make a take, said after the card it takes ("a 7 (5 + 2 on the dice)")
kaiju-how-sum = { $a } + { $b } on the dice
kaiju-how-diff = { $hi } − { $lo } on the dice
kaiju-how-face = a die shows { $v }
kaiju-how-faces = one per die
# nc63 shots 044, 059: a card that could open a take said, or that it is only luck
kaiju-prompt-main_nothing = { $open ->
        [set] Nothing for these dice, but your { $card } can turn a die for a take. Else: "Take nothing" (N).
        [reroll] Nothing for these dice, but your { $card } can reroll them to try for a take. Else: "Take nothing" (N).
       *[none] { $cards ->
            [0] No take with these dice: it is only luck. Click "Take nothing" (N).
            [one] No take with these dice, even playing a card: it is only luck. "Take nothing" (N).
           *[other] No take with these dice, even playing a card: it is only luck. "Take nothing" (N).
        }
    }
kaiju-prompt-card = What does your { $v } do?
kaiju-prompt-reroll = Click the dice to reroll (one or both), then Reroll.
# why a greyed button is greyed, on hover (nc61 shot-017: « went grey with no reason »)
kaiju-greyed-pick_die = First pick the die to turn: "Die 1" or "Die 2".
kaiju-greyed-same_face = Die { $n } already shows { $face }: turning it means another face.
kaiju-greyed-reroll_dice = First pick the die or dice to reroll.
kaiju-greyed-card_first = First finish playing your { $card }, or click "Back": you take after.
kaiju-prompt-set = First click the die to turn: "Die 1", "Die 2" or a die on the table.
kaiju-prompt-set_face = Die { $n } chosen ({ $face }): now click the face to turn it to, any but { $face }.
kaiju-prompt-steal = Steal a random card: click a player.
kaiju-prompt-draw = Draw the top card of the pile, without showing it.
kaiju-prompt-pair = Click the other card to take the pair, or this one again to take it alone.
kaiju-prompt-react = { $who } plays { A($card) }: { $what }. Cancel it?
kaiju-prompt-react_pass = { $who } plays { A($card) }: { $what }. You have nothing to cancel it with.
kaiju-prompt-react_again = { $who }'s { $card } is back in effect: { $what }. Cancel it?
kaiju-prompt-react_again_pass = { $who }'s { $card } is back in effect: { $what }. You have nothing to cancel it with.
kaiju-settling = One moment…
kaiju-waiting = { $who } is thinking…
kaiju-what-reroll = reroll the { $die ->
        [one] first
       *[other] second
    } die
kaiju-what-reroll_both = reroll both dice
kaiju-what-staked = { $what }; { $stake }
kaiju-stake-mecha = a double { $face } would give them Mecha { $face }
kaiju-stake-yours = a double { $face } would let them try for your Mecha { $face }
kaiju-stake-any = a double would give them a Mecha
kaiju-what-steal = steal from { $who }
kaiju-what-set = turn the { $die ->
        [one] first
       *[other] second
    } die to { $face }
kaiju-what-draw = draw a card
kaiju-what-cancel = cancel { $who }'s { $card }
kaiju-bubble-pass = Pass
kaiju-bubble-pass_none = No card to cancel with
kaiju-bubble-play = { $card }: { $what }
kaiju-stack-what = { $who }: { $what }
kaiju-bubble-took = Takes { $cards } ({ $how })
kaiju-draw_empty = The pile is empty: this card can no longer be played.
kaiju-bubble-nothing = Takes nothing
kaiju-bubble-stolen = { $you ->
        [yes] You steal!
       *[no] { $who } steals!
    }
kaiju-bubble-failed = Nothing to steal
kaiju-bubble-cancelled = { $you ->
        [yes] You cancel!
       *[no] { $who } cancels!
    }
kaiju-bubble-restored = Back in effect!
# a reroll that lands on the same faces (nc50 shot 082: « I thought my click had failed »)
kaiju-bubble-same_faces = { $count ->
        [one] Rerolled: { $faces } again!
       *[other] Rerolled: { $faces } again!
    }
kaiju-bubble-wound = Wound (−3)!
# dice showing a double whose Mecha the roller already holds: nothing to take with it (nc25: « flat »)
kaiju-own_double = Double { $face }: { $you ->
        [yes] your Mecha { $face } is already yours
       *[no] { $who } already holds its Mecha { $face }
    }
kaiju-log-steal_passed = With that double, { $who } could also have tried for { $you ->
        [yes] your Mecha { $face }
       *[no] { $victim }'s Mecha { $face }
    }, a card drawn at random: a gamble it did not take.
kaiju-banner-removed = With 2 players, { $n ->
    [one] { $n } card leaves the game
    *[other] { $n } cards leave the game
    }
kaiju-banner-turn = { $who }'s turn
kaiju-banner-double = Double! A Mecha is taken
kaiju-banner-mecha_steal = Double! { $who } tries for Mecha { $face } from { $victim }
kaiju-banner-last_round = The pile is empty: one last turn each!
kaiju-banner-game_over = Game over
kaiju-you_drew = You drew
kaiju-drawn_effect = { $role ->
        [wound] { $v }: a Wound (−3) for whoever steals it
        [take_all] { $effect }
       *[other] { $v }: { $effect }
    }
kaiju-click_hide = Click or press a key to go on
kaiju-click_hide_timed = The game goes on by itself; click or press a key to go on now
kaiju-box_gone_click = The box had just closed by itself: nothing taken. Click again to play.
kaiju-stolen-title = { $you ->
        [thief] You steal at random from { $victim }
       *[victim] { $who } steals a random card from you
    }
kaiju-stolen-try = { $got ->
        [yes] { $you ->
            [thief] You draw Mecha { $face } at random
           *[victim] { $who } draws your Mecha { $face } at random
        }
       *[no] { $you ->
            [thief] You try for Mecha { $face } and draw another card
           *[victim] { $who } tries for your Mecha { $face } and draws another of your cards
        }
    }
kaiju-stolen-wound = { $you ->
        [thief] A { $card }: it is discarded and you take a Wound, −{ $points ->
            [one] { $points } point
           *[other] { $points } points
        } for you.
       *[victim] Your { $card }: it is discarded and { $who } takes a Wound, −{ $points ->
            [one] { $points } point
           *[other] { $points } points
        } for them.
    }
kaiju-stolen-mecha = { $you ->
        [thief] Mecha { $face } ({ $points ->
            [one] { $points } point
           *[other] { $points } points
        }) is yours.
       *[victim] Your Mecha { $face } ({ $points ->
            [one] { $points } point
           *[other] { $points } points
        }) goes to { $who }.
    }
kaiju-stolen-not_mecha = { $you ->
        [thief] Not Mecha { $face }, but a { $card }: you keep it in hand.
       *[victim] Not your Mecha { $face }, but your { $card }: { $who } keeps it in hand.
    }
kaiju-stolen-double = { $got ->
        [yes] Bad luck: it had 1 chance in { $n }, and a double cannot be cancelled.
        [arranged] The draw was arranged for the lesson (in a game, 1 chance in { $n }), and a double cannot be cancelled.
       *[no] A double cannot be cancelled: only a card played can.
    }
kaiju-stolen-kept = { $you ->
        [thief] A { $card }: you keep it in hand.
       *[victim] Your { $card }: { $who } keeps it in hand.
    }
kaiju-tiebreak-cards = Tie on points: the fewest cards in hand wins.
kaiju-tiebreak-shared = Tie on points and on cards: the victory is shared.
kaiju-asked = Cancel or pass?
kaiju-points = = { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
kaiju-result_short = { $kaiju } + { $mechas } + { $bonus } − { $wounds }
kaiju-result_total = { $who }: { $total ->
        [one] { $total } point
       *[other] { $total } points
    }
kaiju-lookaway-react = { $who } may react: { $player } plays { A($card) }
# a card of the hand framed (gold) as playable now: said above the legend, and when it is hovered
kaiju-lit_legend = gold frame: playable now
kaiju-lit_legend_mid = gold frame: playable
kaiju-lit_legend_short = gold: playable
kaiju-lit_hand = Gold frame: you may play it now.
# the icons' legend right of the hand, one entry per icon family (short: each column is as wide as its longest words, the three in 372 pixels)
kaiju-legend-majority = bonus for 1s
kaiju-legend-reroll = reroll
kaiju-legend-wound = stolen: Wound
kaiju-legend-steal = steal
kaiju-legend-set = set a die
kaiju-legend-cancel = cancel
kaiju-legend-draw = draw
kaiju-legend-take_all = 8s: all taken
kaiju-legend-joker = any effect
kaiju-discard_count = { $n ->
    [0] empty
    [one] { $n } card
   *[other] { $n } cards
}
# a refill in one line of the log (nc23: "1 turned up (place 8)" for each card pushed the rest out)
kaiju-log-refill = { $n ->
        [one] A { $cards } turned up fills place { $slots }
       *[other] { $cards } turned up fill places { $slots }
    }
kaiju-log-run = { $a } to { $b }
# under "Undo (U)" while it shows: what it takes back (nc23 shot-88 did not dare press it)
kaiju-undo_caption = Undo takes back { $what }.
kaiju-undo_what-pass = your "Pass"
kaiju-undo_what-play = the { $card } you played
kaiju-undo_what-take = your take
kaiju-undo_what-other = your last move
# after a hint's words: when its box goes (nc23 shots 88-90: it refreshed by itself, then vanished)
kaiju-hint_lasts = (This hint goes at the next move.)
# a followed hint whose card left the plan to chance: the next one says it comes after it (nc40)
kaiju-hint_after-steal = After the steal:
kaiju-hint_after-reroll = After the reroll:
kaiju-hint_after-draw = After the draw:
# the person's own points as they stand, after the card count on their name line; $bonus: the 1s bonus
# they hold as far as this screen has seen (nc25: « 103 » read against the bot's 99 was really 118)
kaiju-home_points = { $cards }  ·  { $n ->
        [one] { $n } point
       *[other] { $n } points
    }{ $with_bonus ->
        [yes] {" "}with the 1s bonus
       *[no] {""}
    }
# another player's panel: what this seat saw enter that hand (start hand drawn face up, takes, steals)
kaiju-seen-points = { $hidden ->
        [0] { $n ->
            [one] { $n } point
           *[other] { $n } points
        }{ $with_bonus ->
            [yes] {" "}with the 1s bonus
           *[no] {""}
        }
        [one] At least { $n ->
            [one] { $n } point
           *[other] { $n } points
        }{ $with_bonus ->
            [yes] {" "}with the 1s bonus
           *[no] {""}
        }, not counting 1 hidden card
       *[other] At least { $n ->
            [one] { $n } point
           *[other] { $n } points
        }{ $with_bonus ->
            [yes] {" "}with the 1s bonus
           *[no] {""}
        }, not counting { $hidden } hidden cards
    }
kaiju-seen-unknown = Points unknown: { $hidden ->
        [one] 1 hidden card
       *[other] { $hidden } hidden cards
    }
kaiju-seen-cards = Seen going into their hand: { $cards }
kaiju-seen-nothing = No card seen going into their hand
# the last round's tie-break, with the cards as counted on the name lines (nc59 shots 111-112)
# the last round: the Mechas a double would bring a seat still to play (nc60)
kaiju-seen-reach = { $who } still plays: a double { $faces } would give them { $count ->
        [one] that Mecha
       *[other] a Mecha
    } ({ $points } { $points ->
        [one] point
       *[other] points
    })
kaiju-seen-reach_yours = { $who } still plays: a double { $faces } would let them try for { $count ->
        [one] your Mecha
       *[other] one of your Mechas
    }
kaiju-seen-tie = On equal points: fewest cards wins (you { $mine }, { $who } { $theirs })
# near the end, when one of the person's 1s drawn by a steal would hand the bonus over (nc61: « luck swings at the end »)
kaiju-seen-ones_steal = 1s bonus (+{ $bonus }): { $state ->
        [lead] you lead { $mine } to { $theirs }
       *[tie] tied { $mine } to { $theirs }
    }; a 1 stolen would hand it to { $who }
kaiju-seen-ones = 1s bonus (+{ $bonus }): { $state ->
        [lead] you lead: { $mine } with you, { $theirs } seen with { $who }
        [behind] { $who } leads: { $theirs } seen with them, { $mine } with you
        [tie] a tie: { $mine } with you, { $theirs } seen with { $who }
       *[none] no 1 with you, none seen with { $who }
    }
# nc35 shots 19/21, 26: the step just played, while its move plays out (one text for each header)
# the last turn of another seat, beside the dice until the person rolls (nc59, nc60)
kaiju-recap-turn = { $who }'s turn: { $what }. { $bilan }
kaiju-recap-turn_short = { $who }'s turn. { $bilan }
kaiju-recap-bilan = { $sign ->
        [plus] In all: +{ $size } { $size ->
            [one] point
           *[other] points
        }.
        [minus] In all: −{ $size } { $size ->
            [one] point
           *[other] points
        }.
       *[zero] In all: no points.
    }
# nc61 shot-107: the 1s bonus the turn moved, counted in the total
kaiju-recap-bonus = { $gained ->
        [yes] takes the bonus for the most 1s (+{ $points })
        [share] shares the bonus for the most 1s (+{ $points })
        [yours] takes your bonus for the most 1s (+{ $points } for it, −{ $points } for you)
        [your_share] takes the bonus for the most 1s you shared (−{ $points } for you)
        [your_share_lost] costs you the bonus for the most 1s you shared (−{ $points } for you)
       *[no] loses the bonus for the most 1s (−{ $points })
    }
kaiju-recap-card_stole = its { $card } { $what }
kaiju-recap-roll = dice { $a } and { $b }
kaiju-recap-rerolled = its { $card } rerolls: { $a } and { $b }
kaiju-recap-set = its { $card } turns a die: { $a } and { $b }
kaiju-recap-played = plays its { $card } ({ $effect ->
        [reroll] reroll
        [steal] steal
        [set] die turned
       *[draw] draw
    })
kaiju-recap-cancelled = { $you ->
        [yes] you cancel its { $card }{ $effect ->
            [reroll] {" "}(reroll)
            [steal] {" "}(steal)
            [set] {" "}(die turned)
            [draw] {" "}(draw)
           *[other] {""}
        }
       *[no] { $by } cancels its { $card }{ $effect ->
            [reroll] {" "}(reroll)
            [steal] {" "}(steal)
            [set] {" "}(die turned)
            [draw] {" "}(draw)
           *[other] {""}
        }
    }
kaiju-recap-cancels = { $you ->
        [yes] cancels your { $card }
       *[no] cancels { $whose }'s { $card }
    }
kaiju-recap-stole = { $you ->
        [yes] steals { $card } from you
       *[no] steals { $card } from { $victim }
    }
kaiju-recap-steal_failed = { $you ->
        [yes] steals nothing from you
       *[no] steals nothing from { $victim }
    }
kaiju-recap-wound = takes a Wound (−{ $points })
kaiju-recap-took = takes { $count ->
        [one] card { $cards }
       *[other] cards { $cards }
    }
kaiju-recap-took_mecha = takes Mecha { $face } ({ $points } { $points ->
        [one] point
       *[other] points
    })
kaiju-recap-nothing = takes nothing
kaiju-recap-kaiju_card = a { $card }
kaiju-recap-mecha_card = Mecha { $face }
