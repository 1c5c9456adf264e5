# the match's length as a person says it (round 15: "au meilleur de 3" read as translated)
monsters-round_info = { $best_of ->
        [one] Single round
       *[other] Round { $round } of { $best_of } at most
    }
monsters-solo_info = Solo: beat the hourglass
monsters-tutorial_info = Tutorial: take your time
monsters-realtime = { $to_win ->
        [one] { $to_win } round to win
       *[other] { $to_win } rounds to win
    } · all play at once
monsters-demo_speed = demo: time ×{ $k }
# the time since the round began, counting up (round 18: « Chrono 0:00 » over « sans limite » read for a
# moment as a countdown)
monsters-clock = Elapsed
monsters-clock_paused = Paused
# under the clock, in a game and in the tutorial alike: no time limit (the line above the board says
# all play at once); short, so that it keeps the least type size in the clock's narrow column
monsters-no_time_limit = no time limit
monsters-sand = Hourglass
monsters-you = you
monsters-stacking = stacking
monsters-searching = searching
# its hand and the centre show no trick at all: only another seat's swap can help it (nc63: « cherche » for two minutes)
monsters-blocked = stuck
monsters-hand_below = your hand is below
monsters-tricks = { $n ->
        [one] { $n } trick
       *[other] { $n } tricks
    }
monsters-standing = Ahead if the deck runs out: { $who }, the most tricks of one colour ({ $count } { $colour })
monsters-standing_tie = Ahead if the deck runs out: { $who }; level at { $count } { $count ->
        [one] trick
       *[other] tricks
    }; on { $name }, { $you ->
        [yes] you lead { $won } to { $runner }
       *[other] { $won } to { $runner }
    }
# a tie at the best colour decided by the colours' order alone (nc31, shot 38)
monsters-standing_order = Ahead if the deck runs out: { $who }; level, but { $name } comes before { $other }
# while the person's stack makes a line whose claim changes who leads at a deck-out (nc38, shot 101)
monsters-standing_claim_lead = Your { $colour } trick: you would take the lead if the deck ran out
monsters-standing_claim_tie = Your { $colour } trick: you would be level with { $who } if the deck runs out
monsters-standing_tied = Level if the deck runs out: { $who }
# near the deck's end, the person ahead: another seat's trick that could pass them (nc64, shot 065)
monsters-standing_threat = Ahead: you, but { $trick } for { $who } could pass you
monsters-standing_you = you
# another seat runs away with one colour (round 11): under the seats' panels
monsters-runaway = { $who } already has { $count } { $colour } { $count ->
        [one] trick
       *[other] tricks
    }!
# a second colour as high (« 2 plis rouges et 2 jaunes ») (nc26)
monsters-runaway_also = {" "}and { $count } { $colour }
monsters-runaway_why = If the deck runs out, the most tricks of one colour wins: match them, or collect all five colours first.
# another seat one colour from the five (nc42: « no loud warning when the bot needs only one more colour »)
monsters-near_five = { $who } lacks only { $colour }!
monsters-near_five_why = One { $colour } trick and it wins the round: be quick, and leave no { $colour } at the centre.
monsters-gift_card = Careful: this card gives { $who } the { $colour } it lacks.
monsters-gift_cards = Careful: { $n ->
        [one] your card { $cards }
       *[other] your cards { $cards }
    } would give { $who } the { $colour } it lacks.
# the tutorial's deck-out picture (tutorial.yaml `show: deck_out`), on the empty board
monsters-example-title = If the deck runs out:
monsters-example-hoarder = An opponent: 2 red tricks
monsters-example-you = You: 4 colours at 1 trick
monsters-example-wins = wins
monsters-example-loses = loses
monsters-example-why = Only the most tricks of one colour counts: 2 against 1. The total does not count.
# before the tie order above the deck (nc43 shot 036: « no label and no tooltip I could find »)
monsters-ties_caption = ties:
monsters-deck = Deck: { $n }
monsters-centre_swapped = { $who } just swapped it
# the tutorial's picture of another player's swap (`show: centre_swap`): nobody else plays there
monsters-example-rival = A rival
monsters-centre_changed = Swap cancelled: { $who } changed the centre card. Look at it first.
monsters-swap_too_late = Too late: the centre has just changed.
# the refusal names what the centre holds now (nc31, shots 50, 54), in the tutorial's words (nc36, shots 20,
# 44-45: the tutorial promised « Too late: the centre has just changed. » and play said it otherwise)
monsters-swap_too_late_now = Too late: the centre has just changed ({ $look }).
# Entrée or a click on a claim just after another seat's trick ended the round (nc22)
monsters-late_claim_deck = Too late: the round had just ended (the pile is empty).
monsters-late_claim = Too late: the round had just ended.
# the round ended by another seat while the person was building a pile (nc31, shot 72)
monsters-round_cut_deck = Round over: { $who } emptied the deck. Your trick under way does not count.
monsters-round_cut = Round over: { $who } won it. Your trick under way does not count.
monsters-centre = Centre card
monsters-stack_here = Drag your cards here (or 1, 2, 3)
monsters-layers = Stack
monsters-layer-top = top
monsters-layer-middle = middle
monsters-layer-bottom = bottom
monsters-flipped = (flipped)
# a trick's card turned ({ $turn }: ↻1, ↻2 or ↺, as on the buttons), or flipped and turned
monsters-turned = (turned { $turn })
monsters-flipped_turned = (flipped, { $turn })
monsters-on_stack = on the stack
# the board or the hand card drawn as ↻, ↺ or ⇄ under the pointer would leave it (f48)
monsters-preview = Preview
monsters-no_trick_yet = No trick yet this round
monsters-last_trick = Last trick: { $who }
monsters-line-row1 = top row
monsters-line-row2 = middle row
monsters-line-row3 = bottom row
monsters-line-col1 = left column
monsters-line-col2 = middle column
monsters-line-col3 = right column
monsters-line-diag = diagonal ↘
monsters-line-anti = diagonal ↙
monsters-spectating = The bots are stacking their cards…
monsters-nobody = nobody
monsters-log_dealt = { $who } receives { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
# a round's deal, said once for every seat (nc38: one line a seat was noise in the log)
monsters-log_dealt_all = Everyone receives { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } (deck: { $deck })
# a trick's line and the draw that follows it, one sentence (nc38)
monsters-log_trick_drew = { $trick }, draws { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } ({ $deck } left)
monsters-log_swapped = { $who } swaps a card with the centre one
# face down through the countdown, then face up: the log said “face down” beside a face-up card (nc24, shot 36)
monsters-log_centre_hidden = A card is placed in the centre, shown at the start (deck: { $deck })
monsters-card_look = { $n } { $colour }
monsters-pick_first = Pick a card first (1, 2, 3 or a click)
monsters-hint_gone = You are following your own idea: the hint steps aside (H for a new one)
monsters-btn-turn = ↻ Turn (R)
# a quarter turn the other way, as the badges' "↺" asks (one notch of the wheel up)
monsters-btn-turn_back = ↺ Turn (Shift R)
monsters-btn-flip = ⇄ Flip (F)
monsters-btn-back = Take back ⌫
monsters-btn-swap = Swap (S)
monsters-btn-claim = Claim { $colour }
monsters-btn-next = Next player (N)
# the order of the clicks is the stack's, bottom first (nc23, shot 01: it did not say)
monsters-prompt-empty = Click your cards (or 1, 2, 3): the first clicked goes at the bottom.
# the prompt's second line, the same at every stage of a stack (round 11: the bar changed after every click)
monsters-prompt-controls = ↻: wheel down; ↺: wheel up; ⇄: right-click (grey face).
monsters-prompt-partial = A trick stacks all the cards of your hand ({ $n }): add the others.
monsters-prompt-stuck = No trick is possible with your cards, even by swapping: it happens. Watch the centre: if { $who } swaps a card there, look again with the new one.
monsters-prompt-stuck_again = Still no trick, even with this centre card: wait for the next swap by { $who }.
monsters-prompt-stuck_deny = No trick, even by swapping. But { $who } lacks the { $colour } at the centre: swap your card { $place } for the centre card to keep it from them.
monsters-prompt-stuck_leave = No trick, even by swapping. The next swap by { $who } will take the centre card: put your card { $place } there first, the least useful.
monsters-prompt-stuck_ready = Ready: { $who } will take this centre card at their next swap and put a new one there. Then look again with it.
monsters-prompt-stuck_again_leave = Still no trick with this card. The next swap by { $who } will take the centre card: put your card { $place } there first, the least useful.
monsters-hint_centre_back = The centre shows a card seen before again: { $line }
monsters-hint_feeds = Careful: this card shows { $count ->
        [one] one { $colours } monster
       *[other] { $count } { $colours } monsters
    }, { $colours_count ->
        [one] the colour
       *[other] the colours
    } { $who } still lacks: at the centre, it could help them.{ $own ->
        [1] {" "}The other swaps would help them as much, or take you less far.
       *[0] {""}
    }
# a swap hint's card that alone shows a colour still lacking (nc38: Conseil gave away the only purple)
monsters-hint_sole = Careful: it is your only card with { $colours } on it; in the centre, another player may take it.
monsters-hint_sole_or = { " " }or{ " " }
# a game's first Conseil on a trick: a clue, its colour and the cards its line's monsters lie on; Conseil
# again gives the whole recipe (nc37: the whole answer at once took the puzzle away)
monsters-hint_clue = A { $colour } line can be made: { $all ->
        [1] its monsters, ringed, come from all three of your cards
       *[0] { $count ->
            [one] all three of its monsters, ringed, are on your card { $keys }
           *[other] its monsters, ringed, are on your cards { $keys }
        }
    }. The order and the turns are yours to find; the whole recipe: "Hint" or H again.
monsters-prompt-someone = another player
# Conseil pressed when no round is under way (nc19, shot 65)
monsters-no_hint-between = No hint between two rounds: the next one starts in a moment, and Hint will help you then.
monsters-no_hint-over = The game is over: no more hints to give.
# a full hand that makes no line however stacked, while a swap would (nc16, shots 58-66); said as the hand
# is dealt (nc37: 35 s of search in vain before Conseil said it)
monsters-prompt-swap_first = No line without a swap: look at the centre (S to swap).
monsters-prompt-full = No line yet: turn, flip, move a card (drag it) or swap with the centre (S).
monsters-prompt-turns = ↻ and ⇄ act on { $card }.
monsters-turns_on-layer = the { $layer } card (key { $n })
monsters-turns_on-hand = the card of key { $n }
monsters-prompt-trick = A { $colour } line! Click “{ $button }” (or Enter) before the others.
# solo: nobody else races
monsters-prompt-trick_solo = A { $colour } line! Click “{ $button }” (or Enter).
# two lines or more of the one colour the stack shows: still one trick (nc28, shot 73: « a row AND a column, one pli? »)
monsters-prompt-trick_double = { $n ->
        [one] One { $colour } line
       *[other] { $n } { $colour } lines
    }, one trick: a trick is your three cards. Click “{ $button }” (or Enter).
monsters-prompt-trick_two = Two lines, { $first } and { $second }! Click the trick you want (Enter: the first).
monsters-prompt-swap = Swap: which card goes to the centre? Click it or press its number (Esc: cancel).
monsters-prompt-ready = Get ready: when the countdown ends, everyone plays at the same time.
monsters-prompt-resume = The round resumes in a moment, where it was.
monsters-prompt-round_end = Round over: here is its result.
# the goal is said once, in the welcome box above (nc41 shot 003: three times on one screen)
monsters-prompt-ready_tutorial = Your cards are coming. The labels will guide you; take your time.
monsters-prompt-over = The game is over.
monsters-get_ready = Get ready…
# the countdown back from a pause or the aid: the round goes on (nc25)
monsters-resume = Resuming…
# the tutorial's first moment, over its countdown (nc22, shot 01)
monsters-welcome = Welcome to the tutorial!
monsters-welcome_goal = The goal: one trick of each colour, all five.
monsters-banner-round = { $best_of ->
        [one] Single round
       *[other] Round { $n } of { $best_of } at most
    }
monsters-banner-trick = { $who }: a { $colour } trick!
monsters-banner-your_trick = Your { $colour } trick!
# the last move shown again (L): a seat's swap, over its panel
monsters-banner-swap = { $who }: swaps with the centre
monsters-banner-seat_swap = swaps with centre
monsters-banner-seat_trick = a { $colour } trick!
monsters-banner-stalled = Nobody finds a trick any more
monsters-banner-deck_out = The deck is exhausted
monsters-banner-sand_out = The sand has run out!
monsters-panel-won = Round { $n }: { $you ->
        [yes] you win
       *[other] { $who } wins
    }
monsters-panel-shared = Round { $n } shared: { $who }
monsters-panel-late = { $who } ended the round before your { $colour } trick: your line was ready, just a little too late.
monsters-panel-late_deck = Too late for your { $colour } trick: { $who }'s trick had just emptied the pile, which ends the round.
monsters-panel-late_moot = { $who } ended the round before your { $colour } trick. That trick would not have changed the result.
monsters-panel-late_moot_deck = { $who }'s trick emptied the pile before your { $colour } trick. That trick would not have changed the result.
monsters-panel-cut_deck = { $who }'s trick emptied the deck and ended the round: your trick under way did not count.
monsters-panel-cut = { $who } ended the round: your trick under way did not count.
monsters-panel-solo_won = All five colours together: round won!
monsters-panel-solo_lost = The round is lost
monsters-panel-next = Next round in a moment (Enter or a click: go on)
monsters-panel-over = Game over (Enter or a click: the results)
monsters-rounds_won = rounds won: { $n }
# the rounds each seat has won, under the countdown that follows a round (nc40)
monsters-rounds_tally = { $who }: { $n }
monsters-solo_goal = one trick of each colour
monsters-inspect-card_name = Punched card { $id }
monsters-inspect-card = { $n ->
        [one] { $n } monster
       *[other] { $n } monsters
    } ({ $colours }) and { $holes ->
        [one] { $holes } hole
       *[other] { $holes } holes
    }. Stack your three cards, turned or flipped over, so that three monsters of one colour line up; the holes show the cards below. Shapes turn with the card: only the colour counts.
monsters-inspect-centre = The centre card. Anyone may swap one of their cards for it (click it, then one of your cards).
monsters-inspect-cover_name = Face-down card
monsters-inspect-cover = A card nobody may see yet: another player's hand, the deck, or a hand before the round starts.
monsters-inspect-deck_name = Deck: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
monsters-inspect-deck = Whoever takes a trick draws { $k ->
    [one] { $k } new card
    *[other] { $k } new cards
    }. When the deck cannot give them, the round ends: the most tricks of one colour wins it.
monsters-inspect-token = Tricks of this colour ({ $who }: { $n }). The first to take one trick of each colour wins the round.
monsters-inspect-trick_name = { $who }'s { $colour } trick
monsters-inspect-trick = Cards { $cards }, stacked as they lie: { $lines }.
# the tie order above the deck, its help box (nc37: « 2 violets contre 2 rouges » lost without warning)
monsters-inspect-ties_name = Tie order
monsters-inspect-ties = If the deck runs out, the most tricks of one colour wins. On a tie, the colour further left comes first: { $order }. So two { $first } tricks beat two { $last } tricks.
# left of Turn and Flip, always: the rule that prunes the search (nc51: « coin→coin, bord→bord » wanted at hand)
monsters-symmetry = corner→corner, edge→edge
monsters-inspect-symmetry_name = Turning, flipping
monsters-inspect-symmetry = Turned or flipped, a card keeps its corners in the corners and its edges on the edges; its middle stays in the middle. So a hole in a corner can only show a corner's monster.
monsters-inspect-clock_name = Round clock
monsters-inspect-clock = Everyone plays at once, with no time limit: the first to claim a trick takes it. When no trick can be made any more from the cards left, the round ends as if the deck were empty.
monsters-inspect-sand_name = Hourglass
monsters-inspect-sand = Solo: take one trick of each colour before the sand runs out ({ $s } s).
monsters-inspect-seat = { $hand ->
        [one] { $hand } card in hand
       *[other] { $hand } cards in hand
    }, { $n ->
        [one] { $n } trick
       *[other] { $n } tricks
    } this round, { $won ->
        [one] { $won } round won
       *[other] { $won } rounds won
    }.
monsters-panel-colours = Colours taken this round
# a round won on the most tricks of one colour: one of those tricks (round 11: the last trick was called "winning")
monsters-panel-trick_colour = { $you ->
        [yes] { $count ->
            [one] Your { $colour } trick, the colour that decided
           *[other] One of your { $count } { $colour } tricks, the colour that decided
        }
       *[other] { $count ->
            [one] { $who }'s { $colour } trick, the colour that decided
           *[other] One of { $who }'s { $count } { $colour } tricks, the colour that decided
        }
    }: the line of three, then its three cards
monsters-panel-trick_last = { $you ->
        [yes] Your last trick
       *[other] { $who }'s last trick
    } ({ $colour }): the line of three, then its three cards
monsters-panel-trick = { $you ->
        [yes] Your winning trick
       *[other] { $who }'s winning trick
    } ({ $colour }): the line of three, then its three cards
monsters-panel-continue = Continue ⏎
monsters-panel-results = Results ⏎
monsters-panel-auto = Going on in { $n } s
# the tutorial's last box, beside the summary: its button and countdown (nc23, shot 29)
monsters-tutorial_results = The “Results” button opens them, or wait for the countdown to end.
# the tutorial's race step, once the person met its promised refusal (nc24, shots 16-19: the words did not answer)
monsters-tutorial_refused = Refused: the centre had just changed. In a match, look at the new card and try again; on “Continue”, the old card comes back to the centre.
# the race step, before its refusal: any other click or key is answered with the one click it asks for (nc25)
monsters-tutorial_race_wrong = First click the centre card, ringed at the top: you will see the promised refusal, then “Continue” comes.
# the tutorial's race step: the rival it pictures, on a panel where a bot's would be (nc28, shots 15-16: “a
# rival” with nobody at the table); a real bot's pace said there (nc28: never shown before the game)
monsters-demo_rival-what = imaginary
monsters-demo_rival-swaps = It changes the centre every { $n } s.
monsters-demo_rival-stopped = It changed the centre just before you, then stopped.
monsters-demo_rival-pace = In a match, a bot makes a trick every 10 to 30 s.
# a hinted card both flipped and turned: the order that works (Flip first, then the quarter turns)
monsters-badge-flip_then_turn = ⇄ then { $turn }
# the solo results: its score is the colours taken before the sand ran out (one round only)
results-monsters-solo_colours = colours taken: { $n } of { $total }
# under each hand card: the key that picks it
monsters-hand_key = key { $n }
# a flipped hand card shows its paler back: said on it
monsters-hand_back = ⇄ back
# under Turn and Flip: the card they act on, and what Flip does to it
monsters-acts_on = Buttons ↻, ↺ and ⇄: on the card last stacked or clicked, here { $where } · ⇄ mirrors left and right
monsters-again-centre = The centre card
monsters-again-before = before
monsters-again-after = after
monsters-again-trick = { $who }'s { $colour } trick, card by card
monsters-again-paused = The clock waits till it ends.
# the deck's warning beside the hand as the round nears its end (nc25, shots 84-85: a claim with the deck at 2
# ended the round, lost on the tie, without a word before)
monsters-last-title = Last trick!
monsters-last-next = The next trick, yours or another's, empties the deck and ends the round.
# the person ahead on the last trick, another seat's trick could pass them (nc64, shots 065-068)
monsters-last-threat = If { $who } makes the last trick, { $trick } could pass you.
monsters-last-keep_any = Make a trick quickly, any trick: you would finish ahead.
monsters-last-keep_some = Make a { $colours } trick quickly: you would finish ahead.
monsters-threat_short = a { $colours } trick
monsters-threat_one = { $n ->
        [one] a first { $colour } trick
        [2] a 2nd { $colour } trick
        [3] a 3rd { $colour } trick
       *[other] a { $n }th { $colour } trick
    }
monsters-last-claim_win = With your { $colour } trick, you would win the round.
# a claim that completes the five colours wins the round at once, whatever the deck (nc28, shot 66)
monsters-last-claim_all = This { $colour } trick completes your five colours: round won.
monsters-last-claim_lose = With your { $colour } trick, { $who } would still win it.
# a trick that would end the round and lose it, asked first (nc65, shots 070-071)
monsters-confirm_lose = This trick ends the round, and { $who } wins it ({ $theirs } against your { $yours }). Make it anyway?
monsters-confirm_count = { $n } { $colour }
monsters-last-claim_shared = With your { $colour } trick, the round would be shared.
# no line on the board yet, one colour missing: what its trick would do on the last trick (nc28, shot 45)
monsters-last-missing_one = A { $colour } trick would give you all five colours, and the round.
monsters-last-soon_title = The end is near
monsters-last-soon = { $n ->
        [one] One more trick at most
       *[other] { $n } more tricks at most
    }, yours or the others': the last empties the deck and ends the round.
# the advice's steps begin with these words (hint-monsters-* in interface.ftl): the action goes first (nc26)
monsters-hint_in_order = In order
monsters-hint_click_first = Click the centre first
# a trick's advice in a game: its action, then this one line; the badges carry the steps (nc38)
monsters-hint_follow = Stack and turn your cards as their labels say, then click "{ $colour } trick".
# a game's first Conseil on a trick (the clue) keeps its reason, in one short line (f40)
monsters-hint_why = { $reason ->
        [missing] It is a colour you still lack.
        [deck_out_set] This trick completes your colours: the round is yours.
        [deck_out_win] The deck can no longer refill the hands: this trick ends the round with you ahead.
        [deck_out_share] The deck can no longer refill the hands: this trick ends the round with you tied first.
        [deck_out_last] The deck can no longer refill the hands and no swap would put you ahead: this trick leaves you best placed.
        [after_swap] Your swap gave it to you: this trick is sure, and it draws you three new cards.
        [renew] The colours you lack are impossible with these cards: this trick draws you three new ones.
       *[other] {""}
    }
# Conseil's box in the race reads in one glance: the move, then its reason, one short line each; the whole
# advice (the clicks, the warnings) shows on hover (nc51 shot 062)
monsters-hint_short-trick = Follow the labels: { $colour } trick.
monsters-hint_short-trick_other = A { $colour } trick.
monsters-hint_short-clue = A { $colour } line: { $all ->
        [1] all three cards
       *[0] { $count ->
            [one] card { $keys }
           *[other] cards { $keys }
        }
    }.
monsters-hint_short-nudge = First card { $place }, { $layer ->
        [top] on top
        [bottom] at the bottom
       *[middle] in the middle
    }.
monsters-hint_short-swap = Swap card { $place } with the centre.
monsters-hint_short-swap_any = Swap a card with the centre.
# a swap's first level (f48, nc60): the centre card gives a line, one hand card is one too many; H again names it
monsters-hint_short-swap_clue = Swap a card with the centre for a trick: { $colours }.
monsters-hint_short-let_go = No trick, even with a swap.
# a dead end's Conseil (f48): the card to swap is the one to leave for the next swap of another seat
monsters-hint_short-leave_why = Least useful: they'll take it.
# the colours a swap reaches, more than its line holds
monsters-hint_short-many = { $count ->
        [one] one colour
       *[other] any of { $count } colours
    }
monsters-hint_short-why = { $reason ->
        [missing] A colour you still lack.
        [deck_out_set] It completes your five colours.
        [deck_out_win] Last trick: you end ahead.
        [deck_out_share] Last trick: you end tied first.
        [deck_out_last] Last trick: your best place.
        [after_swap] Your swap gave it: a sure trick.
        [renew] It draws you three new cards.
        [swap_towards] For a trick: { $colours }.
        [swap_useful] For a trick: { $colours }.
        [deck_out_swap] To lead: { $colours }.
        [deck_out_none] No trick would put you ahead.
        [let_go] Wait for the centre to change.
       *[other] {""}
    }
# the box's header over a clue (H again gives the rest), or an advice asked again as the centre changed
monsters-hint_head-clue = Clue · H: the rest
monsters-hint_head-centre = The centre changed
monsters-hint_head-centre_back = A centre card seen before
# the help box over Conseil's box: the whole advice
monsters-hint_more = The whole hint
# the setup, while a bot sits (scenes/menu.py `pace_line`): a bot's level is its pace in this race; the
# slowest is the calm first game a newcomer looked for and did not see (nc36, shot 35)
monsters-setup_pace = A calmer first game? Choose “{ $slowest }”, the slowest.
# the tutorial's header in a trick step: the step, and the cards stacked so far (nc61: « Étape 1 sur 11 » through six actions)
monsters-tutorial_progress = { $step } · stack: { $n } of { $total }
