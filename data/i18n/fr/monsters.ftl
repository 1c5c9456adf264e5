# the match's length as a person says it (round 15: "au meilleur de 3" read as translated)
monsters-round_info = { $best_of ->
        [one] Manche unique
       *[other] Manche { $round } sur { $best_of } au plus
    }
monsters-solo_info = Solo : battez le sablier
monsters-tutorial_info = Tutoriel : prenez votre temps
# under the round's heading, at its full size (nc19, shot 34: « … pour gagner · tous en même temps » fitted small)
monsters-realtime = { $to_win ->
        [one] { $to_win } manche à gagner
       *[other] { $to_win } manches à gagner
    } · jeu simultané
monsters-demo_speed = démo : temps ×{ $k }
# the time since the round began, counting up (round 18: « Chrono 0:00 » over « sans limite » read for a
# moment as a countdown)
monsters-clock = Durée
monsters-clock_paused = En pause
# under the clock, in a game and in the tutorial alike: no time limit (the line above the board says
# all play at once); short, so that it keeps the least type size in the clock's narrow column
monsters-no_time_limit = sans limite
monsters-sand = Sablier
monsters-you = vous
monsters-stacking = prépare un pli
monsters-searching = cherche
# its hand and the centre show no trick at all: only another seat's swap can help it (nc63: « cherche » for two minutes)
monsters-blocked = bloqué
monsters-hand_below = votre main est en bas
monsters-tricks = { $n ->
        [one] { $n } pli
       *[other] { $n } plis
    }
# the deck-out standing says why: the most tricks of one colour, or the colour that breaks a tie (round 14:
# "(rouge : 1)" while the person had 2 tricks; "(jaune : 2)" at a 2-2 tie)
monsters-standing = En tête si la pioche s'épuise : { $who }, le plus de plis d'une couleur ({ $count } { $colour })
monsters-standing_tie = En tête si la pioche s'épuise : { $who } ; égalité à { $count } { $count ->
        [one] pli
       *[other] plis
    } ; au { $name }, { $you ->
        [yes] vous menez { $won } contre { $runner }
       *[other] { $won } contre { $runner }
    }
# a tie at the best colour decided by the colours' order alone (nc31, shot 38: « grâce au rouge : 1 pli rouge
# contre 0 » while the person had 1 green): the order is named
monsters-standing_order = En tête si la pioche s'épuise : { $who } ; à égalité, le { $name } passe avant le { $other }
# while the person's stack makes a line whose claim changes who leads at a deck-out (nc38, shot 101)
monsters-standing_claim_lead = Pli { $colour } : vous passeriez en tête si la pioche s'épuisait
monsters-standing_claim_tie = Pli { $colour } : vous seriez à égalité avec { $who } si la pioche s'épuise
monsters-standing_tied = Égalité si la pioche s'épuise : { $who }
# near the deck's end, the person ahead: another seat's trick that could pass them (nc64, shot 065)
monsters-standing_threat = En tête : vous, mais { $trick } { DE($who) } pourrait vous passer devant
monsters-standing_you = vous
# another seat runs away with one colour (round 11): under the seats' panels
monsters-runaway = { $who } a déjà { $count ->
        [one] { $count } pli
       *[other] { $count } plis
    } { $colour } !
# a second colour as high (« 2 plis rouges et 2 jaunes ») (nc26)
monsters-runaway_also = {" "}et { $count } { $colour }
monsters-runaway_why = Si la pioche s'épuise, le plus de plis d'une même couleur gagne : égalez-le, ou réunissez vite les cinq couleurs.
# another seat one colour from the five (nc42: « no loud warning when the bot needs only one more colour »)
monsters-near_five = { $who } n'a plus que le { $colour } à faire !
monsters-near_five_why = Un pli { $colour }, et il gagne la manche : faites vite, et ne laissez pas de { $colour } au centre.
monsters-gift_card = Attention : cette carte donne le { $colour } qui manque à { $who }.
monsters-gift_cards = Attention : { $n ->
        [one] votre carte { $cards } donne
       *[other] vos cartes { $cards } donnent
    } le { $colour } qui manque à { $who }.
# the tutorial's deck-out picture (tutorial.yaml `show: deck_out`), on the empty board
monsters-example-title = Si la pioche s'épuise :
monsters-example-hoarder = Un adversaire : 2 plis rouges
monsters-example-you = Vous : 4 couleurs à 1 pli
monsters-example-wins = gagne
monsters-example-loses = perd
monsters-example-why = Seul compte le plus de plis d'une même couleur : 2 contre 1. Le total ne compte pas.
# before the tie order above the deck (nc43 shot 036: « no label and no tooltip I could find »)
monsters-ties_caption = égalité :
monsters-deck = Pioche : { $n }
monsters-centre_swapped = { $who } vient de l'échanger
# the tutorial's picture of another player's swap (`show: centre_swap`): nobody else plays there
monsters-example-rival = Un adversaire
monsters-centre_changed = Échange annulé : { $who } a changé la carte du centre. Regardez-la d'abord.
monsters-swap_too_late = Trop tard : le centre vient de changer.
# the refusal names what the centre holds now (nc31, shots 50, 54), in the tutorial's words (nc36, shots 20,
# 44-45: the tutorial promised « Trop tard : le centre vient de changer. » and play said it otherwise)
monsters-swap_too_late_now = Trop tard : le centre vient de changer ({ $look }).
# Entrée or a click on a claim just after another seat's trick ended the round (nc22)
monsters-late_claim_deck = Trop tard : la manche venait de finir (pioche vide).
monsters-late_claim = Trop tard : la manche venait de finir.
# the round ended by another seat while the person was building a pile (nc31, shot 72: clicks lost without a word)
monsters-round_cut_deck = Manche finie : { $who } a vidé la pioche. Votre pli en cours ne compte pas.
monsters-round_cut = Manche finie : { $who } l'a gagnée. Votre pli en cours ne compte pas.
monsters-centre = Carte du centre
monsters-stack_here = Glissez vos cartes ici (ou 1, 2, 3)
monsters-layers = Pile
monsters-layer-top = dessus
monsters-layer-middle = milieu
monsters-layer-bottom = dessous
monsters-flipped = (retournée)
# a trick's card turned ({ $turn }: ↻1, ↻2 or ↺, as on the buttons), or flipped and turned
monsters-turned = (tournée { $turn })
monsters-flipped_turned = (retournée, { $turn })
monsters-on_stack = sur la pile
# the board or the hand card drawn as ↻, ↺ or ⇄ under the pointer would leave it (f48)
monsters-preview = Aperçu
monsters-no_trick_yet = Aucun pli dans cette manche
monsters-last_trick = Dernier pli : { $who }
monsters-line-row1 = ligne du haut
monsters-line-row2 = ligne du milieu
monsters-line-row3 = ligne du bas
monsters-line-col1 = colonne de gauche
monsters-line-col2 = colonne du milieu
monsters-line-col3 = colonne de droite
monsters-line-diag = diagonale ↘
monsters-line-anti = diagonale ↙
monsters-spectating = Les bots superposent leurs cartes…
monsters-nobody = personne
monsters-log_dealt = { $who } reçoit { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
# a round's deal, said once for every seat (nc38: one line a seat was noise in the log)
monsters-log_dealt_all = Tout le monde reçoit { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } (pioche : { $deck })
# a trick's line and the draw that follows it, one sentence (nc38: a « pioche 3 cartes » line after each trick)
monsters-log_trick_drew = { $trick }, pioche { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } (reste { $deck })
monsters-log_swapped = { $who } échange une carte avec celle du centre
# face down through the countdown, then face up: the log said « face cachée » beside a face-up card (nc24, shot 36)
monsters-log_centre_hidden = Une carte est posée au centre, visible au départ (pioche : { $deck })
monsters-card_look = { $n } { $colour }
monsters-pick_first = Choisissez d'abord une carte (1, 2, 3 ou un clic)
monsters-hint_gone = Vous suivez votre idée : l'indice s'efface (H pour un nouvel indice)
monsters-btn-turn = ↻ Tourner (R)
# a quarter turn the other way, as the badges' "↺" asks (one notch of the wheel up)
monsters-btn-turn_back = ↺ Tourner (Maj R)
monsters-btn-flip = ⇄ Retourner (F)
monsters-btn-back = Reprendre ⌫
monsters-btn-swap = Échanger (S)
monsters-btn-claim = Pli { $colour }
monsters-btn-next = Joueur suivant (N)
# the order of the clicks is the stack's, bottom first (nc23, shot 01: it did not say)
monsters-prompt-empty = Cliquez vos cartes (ou 1, 2, 3) : la première cliquée va dessous.
# the prompt's second line, the same at every stage of a stack (round 11: the bar changed after every click)
monsters-prompt-controls = ↻ : molette vers le bas ; ↺ : molette vers le haut ; ⇄ : clic droit (fond gris).
monsters-prompt-partial = Un pli empile toutes les cartes de votre main ({ $n }) : ajoutez les autres.
monsters-prompt-stuck = Aucun pli possible avec vos cartes, même en échangeant : cela arrive. Surveillez le centre : si { $who } y échange une carte, cherchez avec la nouvelle.
monsters-prompt-stuck_again = Toujours aucun pli, même avec cette carte du centre : attendez le prochain échange { DE($who) }.
monsters-prompt-stuck_deny = Aucun pli, même en échangeant. Mais le { $colour } du centre manque à { $who } : échangez votre carte { $place } contre le centre pour l'en priver.
monsters-prompt-stuck_leave = Aucun pli, même en échangeant. Le prochain échange { DE($who) } prendra la carte du centre : mettez-y d'abord votre carte { $place }, la moins utile.
monsters-prompt-stuck_ready = C'est prêt : { $who } prendra cette carte du centre à son prochain échange et en posera une nouvelle. Cherchez alors avec elle.
monsters-prompt-stuck_again_leave = Toujours aucun pli avec cette carte. Le prochain échange { DE($who) } prendra la carte du centre : mettez-y d'abord votre carte { $place }, la moins utile.
monsters-hint_centre_back = Le centre montre de nouveau une carte déjà vue : { $line }
# nc45 shot 091: the hint's own swap warned of its own advice: why it stands, said (any other feeds as much, or reaches less)
monsters-hint_feeds = Attention : cette carte montre { $count ->
        [one] un monstre
       *[other] { $count } monstres
    } { $colours }, { $colours_count ->
        [one] la couleur qui manque
       *[other] les couleurs qui manquent
    } encore à { $who } ; au centre, elle pourrait l'aider.{ $own ->
        [1] {" "}Les autres échanges l'aideraient autant, ou vous avanceraient moins.
       *[0] {""}
    }
# a swap hint's card that alone shows a colour still lacking (nc38: Conseil gave away the only purple)
monsters-hint_sole = Attention : c'est votre seule carte avec du { $colours } ; au centre, un autre pourrait la prendre.
monsters-hint_sole_or = { " " }ou du{ " " }
# a game's first Conseil on a trick: a clue, its colour and the cards its line's monsters lie on; Conseil
# again gives the whole recipe (nc37: « la solution entière d'un coup m'a ôté le plaisir de trouver »)
monsters-hint_clue = Une ligne { $colour } est possible : { $all ->
        [1] ses monstres, cerclés, viennent de vos trois cartes
       *[0] { $count ->
            [one] ses trois monstres, cerclés, sont sur la carte de la touche { $keys }
           *[other] ses monstres, cerclés, sont sur vos cartes des touches { $keys }
        }
    }. À vous de trouver l'ordre et l'orientation ; la recette entière : « Conseil » ou H de nouveau.
monsters-prompt-someone = un autre joueur
# Conseil pressed when no round is under way (nc19, shot 65)
monsters-no_hint-between = Pas de conseil entre deux manches : la suivante commence dans un instant, et Conseil vous aidera alors.
monsters-no_hint-over = La partie est terminée : plus de conseil à donner.
# a full hand that makes no line however stacked, while a swap would (nc16, shots 58-66); said as the hand
# is dealt (nc37: 35 s of search in vain before Conseil said it)
monsters-prompt-swap_first = Aucune ligne sans échange : regardez le centre (S pour échanger).
monsters-prompt-full = Pas de ligne : tournez, retournez, déplacez une carte (glisser) ou échangez (S).
monsters-prompt-turns = ↻ et ⇄ agissent sur { $card }.
monsters-turns_on-layer = la carte du { $layer } (touche { $n })
monsters-turns_on-hand = la carte de la touche { $n }
monsters-prompt-trick = Une ligne { $colour } ! Cliquez sur « { $button } » (ou Entrée) avant les autres.
# solo: nobody else races
monsters-prompt-trick_solo = Une ligne { $colour } ! Cliquez sur « { $button } » (ou Entrée).
# two lines or more of the one colour the stack shows: still one trick (nc28, shot 73: « a row AND a column, one pli? »)
monsters-prompt-trick_double = { $n ->
        [one] Une ligne { $colour }
       *[other] { $n } lignes { $colour }
    }, un seul pli : un pli, ce sont vos trois cartes. Cliquez sur « { $button } » (ou Entrée).
monsters-prompt-trick_two = Deux lignes, { $first } et { $second } ! Cliquez sur le pli que vous voulez (Entrée : le premier).
monsters-prompt-swap = Échange : quelle carte va au centre ? Cliquez dessus ou tapez son numéro (Échap : annuler).
monsters-prompt-ready = Préparez-vous : dès la fin du décompte, tout le monde joue en même temps.
monsters-prompt-resume = La manche reprend dans un instant, là où elle en était.
monsters-prompt-round_end = Manche terminée : voici son résultat.
# the goal is said once, in the welcome box above (nc41 shot 003: three times on one screen)
monsters-prompt-ready_tutorial = Vos cartes arrivent. Les étiquettes vous guideront, prenez votre temps.
monsters-prompt-over = La partie est terminée.
monsters-get_ready = Préparez-vous…
# the countdown back from a pause or the aid: the round goes on (nc25)
monsters-resume = Reprise…
# the tutorial's first moment, over its countdown (nc22, shot 01)
monsters-welcome = Bienvenue dans le tutoriel !
monsters-welcome_goal = Le but : un pli de chaque couleur, les cinq.
monsters-banner-round = { $best_of ->
        [one] Manche unique
       *[other] Manche { $n } sur { $best_of } au plus
    }
monsters-banner-trick = { $who } : un pli { $colour } !
monsters-banner-your_trick = Votre pli { $colour } !
# the last move shown again (L): a seat's swap, over its panel
monsters-banner-swap = { $who } : échange avec le centre
monsters-banner-seat_swap = échange au centre
monsters-banner-seat_trick = un pli { $colour } !
monsters-banner-stalled = Plus personne ne trouve de pli
monsters-banner-deck_out = La pioche est épuisée
monsters-banner-sand_out = Le sablier est vide !
monsters-panel-won = Manche { $n } : { $you ->
        [yes] vous gagnez
       *[other] { $who } gagne
    }
monsters-panel-shared = Manche { $n } partagée : { $who }
monsters-panel-late = { $who } a fini la manche avant votre pli { $colour } : votre ligne était prête, mais un peu trop tard.
monsters-panel-late_deck = Trop tard pour votre pli { $colour } : le pli de { $who } venait de vider la pioche, ce qui finit la manche.
monsters-panel-late_moot = { $who } a fini la manche avant votre pli { $colour }. Ce pli n'aurait pas changé le résultat.
monsters-panel-late_moot_deck = Le pli de { $who } a vidé la pioche avant votre pli { $colour }. Ce pli n'aurait pas changé le résultat.
monsters-panel-cut_deck = Le pli de { $who } a vidé la pioche et fini la manche : votre pli en cours ne comptait pas.
monsters-panel-cut = { $who } a fini la manche : votre pli en cours ne comptait pas.
monsters-panel-solo_won = Les cinq couleurs réunies : manche gagnée !
monsters-panel-solo_lost = La manche est perdue
monsters-panel-next = Manche suivante dans un instant (Entrée ou un clic : continuer)
monsters-panel-over = Partie terminée (Entrée ou un clic : les résultats)
monsters-rounds_won = manches gagnées : { $n }
# the rounds each seat has won, under the countdown that follows a round (nc40)
monsters-rounds_tally = { $who } : { $n }
monsters-solo_goal = un pli de chaque couleur
monsters-inspect-card_name = Carte perforée { $id }
monsters-inspect-card = { $n ->
        [one] { $n } monstre
       *[other] { $n } monstres
    } ({ $colours }) et { $holes ->
        [one] { $holes } trou
       *[other] { $holes } trous
    }. Empilez vos trois cartes, tournées ou retournées, pour aligner trois monstres d'une même couleur ; les trous laissent voir les cartes dessous. Les formes tournent avec la carte : seule la couleur compte.
monsters-inspect-centre = La carte du centre. Chacun peut l'échanger contre une de ses cartes (cliquez dessus, puis sur une de vos cartes).
monsters-inspect-cover_name = Carte face cachée
monsters-inspect-cover = Une carte que personne ne peut encore voir : la main d'un autre joueur, la pioche, ou une main avant le début de la manche.
monsters-inspect-deck_name = Pioche : { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
monsters-inspect-deck = Qui réalise un pli pioche { $k ->
        [one] { $k } nouvelle carte
       *[other] { $k } nouvelles cartes
    }. Quand la pioche ne peut plus les donner, la manche s'arrête : le plus de plis d'une même couleur l'emporte.
monsters-inspect-token = Plis de cette couleur ({ $who } : { $n }). Le premier à réaliser un pli de chaque couleur gagne la manche.
monsters-inspect-trick_name = Pli { $colour } { DE($who) }
monsters-inspect-trick = Cartes { $cards }, empilées telles qu'elles sont posées : { $lines }.
# the tie order above the deck, its help box (nc37: « 2 violets contre 2 rouges » lost without warning)
monsters-inspect-ties_name = Ordre des égalités
monsters-inspect-ties = Si la pioche s'épuise, le plus de plis d'une même couleur gagne. À égalité, la couleur la plus à gauche passe devant : { $order }. Deux plis { $first } battent donc deux plis { $last }.
# left of Turn and Flip, always: the rule that prunes the search (nc51: « coin→coin, bord→bord » wanted at hand)
monsters-symmetry = coin→coin, bord→bord
monsters-inspect-symmetry_name = Tourner, retourner
monsters-inspect-symmetry = Tournée ou retournée, une carte garde ses coins aux coins et ses bords aux bords ; son milieu reste au milieu. Un trou au coin ne peut donc montrer qu'un monstre de coin.
monsters-inspect-clock_name = Chrono de la manche
monsters-inspect-clock = Tout le monde joue en même temps, sans limite de temps : le premier à réclamer un pli le prend. Quand plus aucun pli n'est possible avec les cartes restantes, la manche s'arrête comme si la pioche était épuisée.
monsters-inspect-sand_name = Sablier
monsters-inspect-sand = Solo : réalisez un pli de chaque couleur avant que le sable ne soit écoulé ({ $s } s).
monsters-inspect-seat = { $hand ->
        [one] { $hand } carte en main
       *[other] { $hand } cartes en main
    }, { $n ->
        [one] { $n } pli
       *[other] { $n } plis
    } cette manche, { $won ->
        [one] { $won } manche gagnée
       *[other] { $won } manches gagnées
    }.
monsters-panel-colours = Couleurs prises dans la manche
# a round won on the most tricks of one colour: one of those tricks (round 11: the last trick was called "gagnant")
monsters-panel-trick_colour = { $you ->
        [yes] { $count ->
            [one] Votre pli { $colour }, la couleur qui décide
           *[other] Un de vos { $count } plis { $colour }, la couleur qui décide
        }
       *[other] { $count ->
            [one] Le pli { $colour } { DE($who) }, la couleur qui décide
           *[other] Un des { $count } plis { $colour } { DE($who) }, la couleur qui décide
        }
    } : la ligne de trois, puis ses trois cartes
monsters-panel-trick_last = { $you ->
        [yes] Votre dernier pli
       *[other] Le dernier pli { DE($who) }
    } ({ $colour }) : la ligne de trois, puis ses trois cartes
monsters-panel-trick = { $you ->
        [yes] Votre pli gagnant
       *[other] Le pli gagnant { DE($who) }
    } ({ $colour }) : la ligne de trois, puis ses trois cartes
monsters-panel-continue = Continuer ⏎
monsters-panel-results = Les résultats ⏎
monsters-panel-auto = La suite dans { $n } s
# the tutorial's last box, beside the summary: its button and countdown (nc23, shot 29)
monsters-tutorial_results = Le bouton « Les résultats » les ouvre, ou attendez la fin du décompte.
# the tutorial's race step, once the person met its promised refusal (nc24, shots 16-19: the words did not answer)
monsters-tutorial_refused = Refusé : le centre venait de changer. En partie, regardez la nouvelle carte et réessayez ; sur « Continuer », l'ancienne carte revient au centre.
# the race step, before its refusal: any other click or key is answered with the one click it asks for (nc25)
monsters-tutorial_race_wrong = D'abord, cliquez sur la carte du centre, entourée en haut : vous verrez le refus annoncé, puis « Continuer » viendra.
# the tutorial's race step: the rival it pictures, on a panel where a bot's would be (nc28, shots 15-16: « un
# adversaire » with nobody at the table); a real bot's pace said there (nc28: never shown before the game)
monsters-demo_rival-what = imaginaire
monsters-demo_rival-swaps = Il change le centre toutes les { $n } s.
monsters-demo_rival-stopped = Il a changé le centre juste avant vous, puis s'est arrêté.
monsters-demo_rival-pace = En partie, un bot fait un pli toutes les 10 à 30 s.
# a hinted card both flipped and turned: the order that works (Flip first, then the quarter turns)
monsters-badge-flip_then_turn = ⇄ puis { $turn }
# the solo results: its score is the colours taken before the sand ran out (one round only)
results-monsters-solo_colours = couleurs réunies : { $n } sur { $total }
# under each hand card: the key that picks it
monsters-hand_key = touche { $n }
# a flipped hand card shows its paler back: said on it
monsters-hand_back = ⇄ verso
# under Turn and Flip: the card they act on, and what Flip does to it
monsters-acts_on = Boutons ↻, ↺ et ⇄ : sur la dernière carte posée ou cliquée, ici { $where } · ⇄ inverse gauche et droite
monsters-again-centre = La carte du centre
monsters-again-before = avant
monsters-again-after = après
monsters-again-trick = Le pli { $colour } { DE($who) }, carte par carte
monsters-again-paused = Le chrono attend la fin.
# the deck's warning beside the hand as the round nears its end (nc25, shots 84-85: a claim with the deck at 2
# ended the round, lost on the tie, without a word before)
monsters-last-title = Dernier pli !
monsters-last-next = Le prochain pli, le vôtre ou un autre, vide la pioche et arrête la manche.
# the person ahead on the last trick, another seat's trick could pass them: its hand is hidden, « pourrait »
# (nc64, shots 065-068: « en tête » everywhere, then the bot's third red ended the round and won the tie)
monsters-last-threat = Si { $who } fait le dernier pli, { $trick } pourrait vous passer devant.
monsters-last-keep_any = Faites vite un pli, n'importe lequel : vous finiriez en tête.
monsters-last-keep_some = Faites vite un pli { $colours } : vous finiriez en tête.
monsters-threat_short = un pli { $colours }
monsters-threat_one = { $n ->
        [one] un premier pli { $colour }
       *[other] un { $n }e pli { $colour }
    }
monsters-last-claim_win = Avec votre pli { $colour }, vous gagneriez la manche.
# a claim that completes the five colours wins the round at once, whatever the deck (nc28, shot 66)
monsters-last-claim_all = Ce pli { $colour } complète vos cinq couleurs : manche gagnée.
monsters-last-claim_lose = Avec votre pli { $colour }, { $who } la gagnerait quand même.
# a trick that would end the round and lose it, asked first (nc65, shots 070-071)
monsters-confirm_lose = Ce pli finit la manche, et { $who } la gagne ({ $theirs } contre vos { $yours }). Le faire quand même ?
monsters-confirm_count = { $n } { $colour }
monsters-last-claim_shared = Avec votre pli { $colour }, la manche serait partagée.
# no line on the board yet, one colour missing: what its trick would do on the last trick (nc28, shot 45)
monsters-last-missing_one = Un pli { $colour } vous donnerait les cinq couleurs, et la manche.
monsters-last-soon_title = Bientôt la fin
monsters-last-soon = Encore { $n ->
        [one] un pli au plus
       *[other] { $n } plis au plus
    }, les vôtres ou ceux des autres : le dernier videra la pioche et arrêtera la manche.
# the advice's steps begin with these words (hint-monsters-* in interface.ftl): the action goes first (nc26)
monsters-hint_in_order = Dans l'ordre
monsters-hint_click_first = Cliquez d'abord
# a trick's advice in a game: its action, then this one line; the badges carry the steps (nc38)
monsters-hint_follow = Posez et tournez vos cartes comme le disent leurs étiquettes, puis cliquez « Pli { $colour } ».
# a game's first Conseil on a trick (the clue) keeps its reason, in one short line (f40: the person liked
# « C'est une couleur qui vous manque encore » and the deck-out reasons, gone with the short recipe)
monsters-hint_why = { $reason ->
        [missing] C'est une couleur qui vous manque encore.
        [deck_out_set] Ce pli complète vos couleurs : la manche est à vous.
        [deck_out_win] La pioche ne peut plus remplir les mains : ce pli finit la manche, et vous en tête.
        [deck_out_share] La pioche ne peut plus remplir les mains : ce pli finit la manche, vous à égalité en tête.
        [deck_out_last] La pioche ne peut plus remplir les mains et aucun échange ne vous mettrait devant : ce pli vous laisse le mieux placé.
        [after_swap] Votre échange vous l'a donnée : ce pli est sûr, et il vous fait piocher trois cartes.
        [renew] Vos couleurs manquantes sont impossibles avec ces cartes : ce pli vous fait piocher trois cartes neuves.
       *[other] {""}
    }
# Conseil's box in the race reads in one glance: the move, then its reason, one short line each; the whole
# advice (the clicks, the warnings) shows on hover (nc51 shot 062: a 9-line paragraph read while the bot played)
monsters-hint_short-trick = Pli { $colour } : suivez les étiquettes.
monsters-hint_short-trick_other = Un pli { $colour }.
monsters-hint_short-clue = Ligne { $colour } : { $all ->
        [1] vos trois cartes
       *[0] { $count ->
            [one] la carte { $keys }
           *[other] cartes { $keys }
        }
    }.
monsters-hint_short-nudge = D'abord la carte { $place }, { $layer ->
        [top] sur le dessus
        [bottom] en dessous
       *[middle] au milieu
    }.
monsters-hint_short-swap = Échangez la carte { $place } avec le centre.
monsters-hint_short-swap_any = Échangez une carte avec le centre.
# a swap's first level (f48, nc60): the centre card gives a line, one hand card is one too many; H again names it
monsters-hint_short-swap_clue = Échangez une carte avec le centre pour un pli { $colours }.
monsters-hint_short-let_go = Aucun pli, même en échangeant.
# a dead end's Conseil (f48): the card to swap is the one to leave for the next swap of another seat
monsters-hint_short-leave_why = La moins utile : l'autre la prendra.
# the colours a swap reaches, more than its line holds
monsters-hint_short-many = { $count ->
        [one] d'une couleur
       *[other] de { $count } couleurs au choix
    }
monsters-hint_short-why = { $reason ->
        [missing] Une couleur qui vous manque.
        [deck_out_set] Il complète vos cinq couleurs.
        [deck_out_win] Dernier pli : vous finissez en tête.
        [deck_out_share] Dernier pli : à égalité en tête.
        [deck_out_last] Dernier pli : votre meilleure place.
        [after_swap] Votre échange l'a donné : pli sûr.
        [renew] Il vous donne trois cartes neuves.
        [swap_towards] Pour un pli { $colours }.
        [swap_useful] Pour un pli { $colours }.
        [deck_out_swap] En tête : pli { $colours }.
        [deck_out_none] Aucun pli ne vous mettrait en tête.
        [let_go] Attendez que le centre change.
       *[other] {""}
    }
# the box's header over a clue (H again gives the rest), or an advice asked again as the centre changed
monsters-hint_head-clue = Indice · H : la suite
monsters-hint_head-centre = Le centre a changé
monsters-hint_head-centre_back = Carte du centre déjà vue
# the help box over Conseil's box: the whole advice
monsters-hint_more = Le conseil en entier
# the setup, while a bot sits (scenes/menu.py `pace_line`): a bot's level is its pace in this race; the
# slowest is the calm first game a newcomer looked for and did not see (nc36, shot 35)
monsters-setup_pace = Une première partie plus calme ? Choisissez « { $slowest } », le plus lent.
# the tutorial's header in a trick step: the step, and the cards stacked so far (nc61: « Étape 1 sur 11 » through six actions)
monsters-tutorial_progress = { $step } · pile : { $n } sur { $total }
