kaiju-pile = Pioche : { $n }
kaiju-discard = Défausse
kaiju-mechas = Mechas, 15 points : un double prend son Mecha
kaiju-mechas-held = Rond coloré : numéro du joueur qui l'a pris
# in a taken Mecha's empty place on the table: whose it is
kaiju-mecha_at = { $you ->
        [yes] à vous
       *[no] à { $who }
    }
kaiju-played = Jouées, en attente de réponse
kaiju-asking = { $who } peut annuler ou laisser faire…
kaiju-token_held = Suit le Mecha { $f } : le { $n } est le numéro de { $who }, qui le détient.
kaiju-token_free = Encore sur la table : un double { $f }-{ $f } le prend.
# a seat's cards in hand, Mechas included (a Mecha counts as a card for steals and ties): the same for every seat
kaiju-cards_n = Cartes : { $n }{ $mechas ->
        [0] {""}
        [one] {" "}(dont 1 Mecha)
       *[other] {" "}(dont { $mechas } Mechas)
    }
kaiju-wounds_n = Blessures : { $n }
kaiju-sum_diff = Somme { $s }  ·  Différence { $d }
# a double: its difference, 0, takes nothing and is not said (nc33 shot-12: the line ran to the table's edge)
kaiju-sum = Somme { $s }
kaiju-double = Double { $f } !
kaiju-to_roll = { $who } va lancer les dés
kaiju-old_dice = Dés du tour de { $who }
kaiju-undo_tip = Reprend votre dernière action pour la jouer autrement, tant que ni les dés ni un autre joueur ne sont passés depuis. Ce n'est pas l'« Annuler » d'un 6 : aucune carte n'est jouée.
kaiju-turn_n = Tour de table { $n }
kaiju-last_turns = { $n ->
        [one] dernier tour
       *[other] { $all ->
            [yes] un dernier tour chacun
           *[no] pioche vide : encore { $n } tours de jeu
        }
    }
kaiju-status-turn = joue
kaiju-effect-reroll = Relancer
kaiju-effect-steal = Voler
kaiju-effect-set = Tourner un dé
kaiju-effect-draw = Piocher
kaiju-effect-cancel = Annuler
kaiju-play = Jouer { $v } : { $effect }
kaiju-play_any = Jouer { $v } : au choix
kaiju-roll = Lancer les dés (R)
kaiju-pass = Laisser faire (N)
kaiju-cancel_with = Annuler avec un { $v }
kaiju-back = Retour
kaiju-die = Dé { $n } : { $face }
# a face of « tourner un dé », with what the dice then take (nc41: « show the result under each face »)
kaiju-face_gives = { $face } → { $gives }
kaiju-face_gives_mecha = Mecha
kaiju-face_gives_nothing = rien
# every take the face opens (nc53 shot 088: « 4 → Mecha » while the 4 also took both 8s): « Mecha ou 8+8 »,
# « 1 et 6, 7 ou 5 » (the takes but the last are joined by kaiju-face_gives_comma); « 1 et 3, ou 4 » after a pair
kaiju-face_gives_or = { $some }{ $pair ->
        [yes] ,{" "}
       *[no] {" "}
    }ou { $last }
# the same card twice or more in one take (nc61 shot-067: « 2+2 » read as a riddle)
kaiju-face_gives_same = { $count ->
        [one] { $v }
        [2] deux { $v }
        [3] trois { $v }
        [4] quatre { $v }
       *[other] { $count } × { $v }
    }
kaiju-face_gives_comma = ,{" "}
kaiju-reroll_go = Relancer
kaiju-steal_from = Voler à { $who } · { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }
kaiju-draw_go = Piocher la première carte
kaiju-take_sum = Prendre { $v } ({ $a } + { $b })
kaiju-take_diff = Prendre { $v } ({ $hi } − { $lo })
kaiju-take_face = Prendre { $v }
kaiju-take_all = Prendre tous les { $v }{ $way ->
        [sum] {" "}({ $a } + { $b })
        [diff] {" "}({ $hi } − { $lo })
       *[face] {""}
    }
kaiju-take_pair = Prendre { $a } et { $b } (2 cartes)
kaiju-take_mecha = Prendre le Mecha { $face } (M)
kaiju-steal_mecha = Tenter le Mecha { $face } : 1 carte au hasard de { $who } (M)
# hovered: what the try draws, a 3's Wound included (nc49 shots 093-095: only Conseil said it)
kaiju-steal_mecha_tip = Vous tirez une carte au hasard dans la main de { $who } : le Mecha { $face }, ses { $mecha } points passent chez vous ; une autre carte, vous la gardez ; un { $card }, il est défaussé et vous prenez une Blessure (−{ $points }).
kaiju-steal_mecha_short = Tenter le Mecha { $face }
kaiju-take_nothing = Ne rien prendre (N)
# nc31 shot-89: the 7 no longer lit once the pile is empty, and nothing said why
kaiju-pile_dry = Pioche vide : votre { $card } ne pioche plus, mais vaut toujours { $card } points.
# nc42 (shots 049, 087): the 5 in hand could turn a die for the Mecha 1: these dice as they are
kaiju-must_take_one = Seule prise possible avec ces dés tels quels, et prendre un Kaijū est obligatoire.
# nc42 (shots 049, 087): beside the lone take, a card of the hand that turns a die for a Mecha
kaiju-must_take_turn = Seule prise avec ces dés tels quels ; votre { $card } peut tourner un dé pour le Mecha { $face }.
# another's Mecha: only tried, one of its holder's cards drawn at random (nc50 shots 079-091)
kaiju-must_take_turn_try = Seule prise avec ces dés tels quels ; votre { $card } peut tourner un dé pour tenter le Mecha { $face } { DE($who) } (1 chance sur { $n }).
kaiju-must_take = Quand les dés prennent un Kaijū, prendre est obligatoire ; un Mecha reste au choix.
# beside « Ne rien prendre » when only a Mecha is offered: nc23 read « obligatoire » elsewhere and wondered
kaiju-mecha_optional = Un Mecha se prend au choix : vous pouvez ne rien prendre.
kaiju-prompt-roll = À vous : lancez les dés (R, ou cliquez sur les dés).
# one line under the hand: « appuyez sur le chiffre sous elle » (nc64) does not fit here; the take-only prompt says it
kaiju-prompt-main = Jouez si vous voulez, puis prenez : cliquez sur une carte éclairée du centre, ou son chiffre au clavier.
kaiju-prompt-main_take = Aucune carte à jouer{ $reply ->
            [yes] {" "}(un { $six } ne se joue qu'en réponse)
           *[no] {""}
        } : cliquez sur une carte éclairée du centre, ou appuyez sur le chiffre sous elle.
kaiju-prompt-main_mecha = Aucun Kaijū pour ces dés. { $cards ->
        [0] Aucune carte à jouer{ $reply ->
            [yes] {" "}(un { $six } ne se joue qu'en réponse)
           *[no] {""}
        } : au choix, le Mecha (M) ou rien (N).
        [one] Jouez une carte si vous voulez, puis au choix : le Mecha (M) ou rien (N).
       *[other] Jouez une carte si vous voulez, puis au choix : le Mecha (M) ou rien (N).
    }
kaiju-prompt-main_copies = { $n ->
        [one] Jouez des cartes si vous voulez, puis prenez. Plusieurs { $v } au centre : un seul est pris ({ $how }).
       *[other] Jouez des cartes si vous voulez, puis prenez. Plusieurs { $v } au centre : chaque dé en prend un.
    }
kaiju-prompt-main_take_copies = { $n ->
        [one] Aucune carte à jouer{ $reply ->
            [yes] {" "}(un { $six } ne se joue qu'en réponse)
           *[no] {""}
        } : prenez. Plusieurs { $v } au centre : un seul est pris ({ $how }).
       *[other] Aucune carte à jouer{ $reply ->
            [yes] {" "}(un { $six } ne se joue qu'en réponse)
           *[no] {""}
        } : prenez. Plusieurs { $v } au centre : chaque dé en prend un.
    }
# how the dice make a take, said after the card it takes ("un 7 (5 + 2 aux dés)")
kaiju-how-sum = { $a } + { $b } aux dés
kaiju-how-diff = { $hi } − { $lo } aux dés
kaiju-how-face = un dé montre { $v }
kaiju-how-faces = une par dé
# nc63 shots 044, 059: a card that could open a take said, or that it is only luck
kaiju-prompt-main_nothing = { $open ->
        [set] Rien pour ces dés ; votre { $card } peut tourner un dé pour une prise. Sinon : « Ne rien prendre » (N).
        [reroll] Rien pour ces dés ; votre { $card } peut les relancer pour tenter une prise. Sinon : « Ne rien prendre » (N).
       *[none] { $cards ->
            [0] Aucune prise avec ces dés : c'est le hasard. Cliquez « Ne rien prendre » (N).
            [one] Aucune prise avec ces dés, même en jouant une carte : c'est le hasard. « Ne rien prendre » (N).
           *[other] Aucune prise avec ces dés, même en jouant une carte : c'est le hasard. « Ne rien prendre » (N).
        }
    }
kaiju-prompt-card = Que fait votre { $v } ?
kaiju-prompt-reroll = Cliquez sur les dés à relancer (un ou les deux), puis Relancer.
# why a greyed button is greyed, on hover (nc61 shot-017: « went grey with no reason »)
kaiju-greyed-pick_die = Choisissez d'abord le dé à tourner : « Dé 1 » ou « Dé 2 ».
kaiju-greyed-same_face = Le dé { $n } montre déjà { $face } : tourner, c'est changer de face.
kaiju-greyed-reroll_dice = Choisissez d'abord le ou les dés à relancer.
kaiju-greyed-card_first = Finissez d'abord de jouer votre { $card }, ou cliquez « Retour » : vous prendrez ensuite.
kaiju-prompt-set = D'abord, cliquez sur le dé à tourner : « Dé 1 », « Dé 2 » ou un dé sur la table.
kaiju-prompt-set_face = Dé { $n } choisi ({ $face }) : cliquez maintenant sur la face à lui donner, une autre que { $face }.
kaiju-prompt-steal = Volez une carte au hasard : cliquez sur un joueur.
kaiju-prompt-draw = Piochez la première carte de la pioche, sans la montrer.
kaiju-prompt-pair = Cliquez sur l'autre carte pour prendre la paire, ou à nouveau sur celle-ci pour la prendre seule.
kaiju-prompt-react = { $who } joue un { $card } : { $what }. L'annuler ?
kaiju-prompt-react_pass = { $who } joue un { $card } : { $what }. Vous n'avez rien pour l'annuler.
kaiju-prompt-react_again = Le { $card } { DE($who) } reprend effet : { $what }. L'annuler ?
kaiju-prompt-react_again_pass = Le { $card } { DE($who) } reprend effet : { $what }. Vous n'avez rien pour l'annuler.
kaiju-waiting = { $who } réfléchit…
kaiju-settling = Un instant…
kaiju-what-reroll = relancer le { $die ->
        [one] premier
       *[other] second
    } dé
kaiju-what-reroll_both = relancer les deux dés
kaiju-what-staked = { $what } ; { $stake }
kaiju-stake-mecha = un double { $face } lui donnerait le Mecha { $face }
kaiju-stake-yours = un double { $face } lui ferait tenter votre Mecha { $face }
kaiju-stake-any = un double lui donnerait un Mecha
kaiju-what-steal = voler à { $who }
kaiju-what-set = tourner le { $die ->
        [one] premier
       *[other] second
    } dé sur { $face }
kaiju-what-draw = piocher une carte
kaiju-what-cancel = annuler le { $card } { DE($who) }
kaiju-bubble-pass = Laisse faire
kaiju-bubble-pass_none = Aucune carte pour annuler
kaiju-bubble-play = { $card } : { $what }
kaiju-stack-what = { $who } : { $what }
kaiju-bubble-took = Prend { $cards } ({ $how })
kaiju-draw_empty = La pioche est vide : cette carte ne se joue plus.
kaiju-bubble-nothing = Ne prend rien
kaiju-bubble-stolen = { $you ->
        [yes] Vous volez !
       *[no] { $who } vole !
    }
kaiju-bubble-failed = Rien à voler
kaiju-bubble-cancelled = { $you ->
        [yes] Vous annulez !
       *[no] { $who } annule !
    }
kaiju-bubble-restored = Effet rétabli !
# a reroll that lands on the same faces (nc50 shot 082: « I thought my click had failed »)
kaiju-bubble-same_faces = { $count ->
        [one] Relancé : encore { $faces } !
       *[other] Relancés : encore { $faces } !
    }
kaiju-bubble-wound = Blessure (−3) !
# dice showing a double whose Mecha the roller already holds: nothing to take with it (nc25: « flat »)
kaiju-own_double = Double { $face } : { $you ->
        [yes] votre Mecha { $face } est déjà à vous
       *[no] son Mecha { $face } est déjà à { $who }
    }
# nc48 shot 080: « … aurait pu tenter de voler votre Mecha 4 avec ce double, et ne l'a pas fait » read as the bot letting
# the person win: the rule shown, and the gamble it is
kaiju-log-steal_passed = Avec ce double, { $who } pouvait aussi tenter { $you ->
        [yes] votre Mecha { $face }
       *[no] le Mecha { $face } { DE($victim) }
    }, une carte tirée au hasard : un pari qu'il n'a pas pris.
kaiju-banner-removed = À 2 joueurs : { $n ->
        [one] { $n } carte est retirée du jeu
       *[other] { $n } cartes sont retirées du jeu
    }
kaiju-banner-turn = Tour { DE($who) }
kaiju-banner-double = Double ! Un Mecha est pris
kaiju-banner-mecha_steal = Double ! { $who } tente le Mecha { $face } de { $victim }
kaiju-banner-last_round = La pioche est vide : un dernier tour chacun !
kaiju-banner-game_over = Fin de partie
kaiju-you_drew = Vous piochez
kaiju-drawn_effect = { $role ->
        [wound] { $v } : une Blessure (−3) pour qui le vole
        [take_all] { $effect }
       *[other] { $v } : { $effect }
    }
kaiju-click_hide = Cliquez ou appuyez sur une touche pour continuer
kaiju-click_hide_timed = La partie reprend d'elle-même ; un clic ou une touche pour continuer tout de suite
kaiju-box_gone_click = La boîte venait de se fermer d'elle-même : rien n'est pris. Cliquez de nouveau pour jouer.
kaiju-stolen-title = { $you ->
        [thief] Vous volez au hasard à { $victim }
       *[victim] { $who } vous vole une carte au hasard
    }
# a double's try for a held Mecha: « tire » once it drew that Mecha, « tente » when it drew another card
# (nc27 shot-25: « tente votre Mecha 6 » over a box that said it was taken; nc56 shot 088: « tente votre Mecha 2 au
# hasard » over the Mecha 4 it drew, read as the Mecha 2 taken: the other card is said)
kaiju-stolen-try = { $got ->
        [yes] { $you ->
            [thief] Vous tirez le Mecha { $face } au hasard
           *[victim] { $who } tire votre Mecha { $face } au hasard
        }
       *[no] { $you ->
            [thief] Vous tentez le Mecha { $face } et tirez une autre carte
           *[victim] { $who } tente votre Mecha { $face } et tire une autre de vos cartes
        }
    }
kaiju-stolen-wound = { $you ->
        [thief] Un { $card } : il est défaussé et vous prenez une Blessure, −{ $points ->
            [one] { $points } point
           *[other] { $points } points
        } pour vous.
       *[victim] Votre { $card } : il est défaussé et { $who } prend une Blessure, −{ $points ->
            [one] { $points } point
           *[other] { $points } points
        } pour lui.
    }
kaiju-stolen-mecha = { $you ->
        [thief] Le Mecha { $face } ({ $points ->
            [one] { $points } point
           *[other] { $points } points
        }) est à vous.
       *[victim] Votre Mecha { $face } ({ $points ->
            [one] { $points } point
           *[other] { $points } points
        }) passe à { $who }.
    }
kaiju-stolen-not_mecha = { $you ->
        [thief] Pas le Mecha { $face }, mais un { $card } : vous le gardez en main.
       *[victim] Pas votre Mecha { $face }, mais votre { $card } : { $who } le garde en main.
    }
kaiju-stolen-double = { $got ->
        [yes] Pas de chance : il avait 1 chance sur { $n }, et un double ne s'annule pas.
        [arranged] Le tirage était arrangé pour la leçon (dans une vraie partie, il avait 1 chance sur { $n }), et un double ne s'annule pas.
       *[no] Un double ne s'annule pas : seule une carte jouée peut l'être.
    }
kaiju-stolen-kept = { $you ->
        [thief] Un { $card } : vous le gardez en main.
       *[victim] Votre { $card } : { $who } le garde en main.
    }
kaiju-tiebreak-cards = Égalité de points : le moins de cartes en main l'emporte.
kaiju-tiebreak-shared = Égalité de points et de cartes : la victoire est partagée.
kaiju-asked = Annuler ou laisser faire ?
kaiju-points = = { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
kaiju-result_short = { $kaiju } + { $mechas } + { $bonus } − { $wounds }
kaiju-result_total = { $who } : { $total ->
        [one] { $total } point
       *[other] { $total } points
    }
kaiju-lookaway-react = { $who } peut réagir : { $player } joue un { $card }
# a card of the hand framed (gold) as playable now: said above the legend, and when it is hovered
kaiju-lit_legend = cadre doré : jouable maintenant
kaiju-lit_legend_mid = cadre doré : jouable
kaiju-lit_legend_short = doré : jouable
kaiju-lit_hand = Cadre doré : vous pouvez la jouer maintenant.
# the icons' legend right of the hand, one entry per icon family (short: each column is as wide as its longest words, the three in 372 pixels)
kaiju-legend-majority = bonus des 1
kaiju-legend-reroll = relancer
kaiju-legend-wound = volé : Blessure
kaiju-legend-steal = voler
kaiju-legend-set = tourner un dé
kaiju-legend-cancel = annuler
kaiju-legend-draw = piocher
kaiju-legend-take_all = 8 : pris en bloc
kaiju-legend-joker = au choix
kaiju-discard_count = { $n ->
    [0] vide
    [one] { $n } carte
   *[other] { $n } cartes
}
# a refill in one line of the log (nc23: « Carte 1 retournée (place 8) » for each card pushed the rest out;
# nc35 shot 08: « Carte 1 » read as card number 1, the value is said as a value: « Un 1 retourné »)
# nc42 (shots 042, 102): « retourné » read as turned over, not as a new card filling the gap
kaiju-log-refill = { $n ->
        [one] Un { $cards } révélé remplit la place { $slots }
       *[other] { $cards } révélés remplissent les places { $slots }
    }
kaiju-log-run = { $a } à { $b }
# under « Défaire (U) » while it shows: what it takes back (nc23 shot-88 did not dare press it)
kaiju-undo_caption = Défaire annule { $what }.
kaiju-undo_what-pass = votre « Laisser faire »
kaiju-undo_what-play = votre { $card } joué
kaiju-undo_what-take = votre prise
kaiju-undo_what-other = votre dernier coup
# after a hint's words: when its box goes (nc23 shots 88-90: it refreshed by itself, then vanished)
# nc60 shots 036-043: « suivi, le suivant vient seul » broken when the bot may answer first (a steal's 6), and
# repeated under every Conseil (« noise »): when it goes, only; a followed one comes headed « Conseil suivi »
kaiju-hint_lasts = (Ce conseil s'efface au prochain coup.)
# a followed hint whose card left the plan to chance: the next one says it comes after it (nc40)
kaiju-hint_after-steal = Après le vol :
kaiju-hint_after-reroll = Après la relance :
kaiju-hint_after-draw = Après la pioche :
# the person's own points as they stand, after the card count on their name line; $bonus: the 1s bonus
# they hold as far as this screen has seen (nc25: « 103 » read against the bot's 99 was really 118)
kaiju-home_points = { $cards }  ·  { $n ->
        [one] { $n } point
       *[other] { $n } points
    }{ $with_bonus ->
        [yes] {" "}avec le bonus des 1
       *[no] {""}
    }
# another player's panel: what this seat saw enter that hand (start hand drawn face up, takes, steals)
kaiju-seen-points = { $hidden ->
        [0] { $n ->
            [one] { $n } point
           *[other] { $n } points
        }{ $with_bonus ->
            [yes] {" "}avec le bonus des 1
           *[no] {""}
        }
        [one] Au moins { $n ->
            [one] { $n } point
           *[other] { $n } points
        }{ $with_bonus ->
            [yes] {" "}avec le bonus des 1
           *[no] {""}
        }, sans compter 1 carte cachée
       *[other] Au moins { $n ->
            [one] { $n } point
           *[other] { $n } points
        }{ $with_bonus ->
            [yes] {" "}avec le bonus des 1
           *[no] {""}
        }, sans compter { $hidden } cartes cachées
    }
kaiju-seen-unknown = Points inconnus : { $hidden ->
        [one] 1 carte cachée
       *[other] { $hidden } cartes cachées
    }
kaiju-seen-cards = Vu entrer dans sa main : { $cards }
kaiju-seen-nothing = Aucune carte vue entrer dans sa main
# the last round's tie-break, with the cards as counted on the name lines (nc59 shots 111-112)
# nc60 shots 026, 094-100: « Égalité : … » read as a tie while the scores differed: what a tie would bring
# the last round: the Mechas a double would bring a seat still to play (nc60: the bot's last double 6, 15 points)
kaiju-seen-reach = { $who } joue encore : un double { $faces } lui donnerait { $count ->
        [one] ce Mecha
       *[other] un Mecha
    } ({ $points } { $points ->
        [one] point
       *[other] points
    })
kaiju-seen-reach_yours = { $who } joue encore : un double { $faces } lui ferait tenter { $count ->
        [one] votre Mecha
       *[other] un de vos Mechas
    }
kaiju-seen-tie = En cas d'égalité de points : le moins de cartes gagne (vous { $mine }, { $who } { $theirs })
# near the end, when one of the person's 1s drawn by a steal would hand the bonus over (nc61: « luck swings at the end »)
kaiju-seen-ones_steal = Bonus des 1 (+{ $bonus }) : { $state ->
        [lead] vous menez { $mine } à { $theirs }
       *[tie] égalité { $mine } à { $theirs }
    } ; un 1 volé le donnerait à { $who }
kaiju-seen-ones = Bonus des 1 (+{ $bonus }) : { $state ->
        [lead] vous menez : { $mine } chez vous, { $theirs } { $theirs ->
            [one] vu
           *[other] vus
        } chez { $who }
        [behind] { $who } mène : { $theirs } { $theirs ->
            [one] vu
           *[other] vus
        } chez lui, { $mine } chez vous
        [tie] égalité : { $mine } chez vous, { $theirs } { $theirs ->
            [one] vu
           *[other] vus
        } chez { $who }
       *[none] aucun 1 chez vous, aucun vu chez { $who }
    }
# nc35 shots 19/21, 26: the step just played, while its move plays out (one text for each header)
# the last turn of another seat, beside the dice until the person rolls (nc59, nc60: « the bot's turn goes by fast »)
kaiju-recap-turn = Tour de { $who } : { $what }. { $bilan }
kaiju-recap-turn_short = Tour de { $who }. { $bilan }
kaiju-recap-bilan = { $sign ->
        [plus] Bilan : +{ $size } { $size ->
            [one] point
           *[other] points
        }.
        [minus] Bilan : −{ $size } { $size ->
            [one] point
           *[other] points
        }.
       *[zero] Bilan : aucun point.
    }
# nc61 shot-107: the 1s bonus the turn moved, counted in the Bilan; nc63 shot-064: caught up to a tie, it is shared
kaiju-recap-bonus = { $gained ->
        [yes] prend le bonus des 1 (+{ $points })
        [share] partage le bonus des 1 (+{ $points })
        [yours] vous prend le bonus des 1 (+{ $points } pour lui, −{ $points } pour vous)
        [your_share] vous prend le bonus des 1, que vous partagiez (−{ $points } pour vous)
        [your_share_lost] vous fait perdre le bonus des 1, que vous partagiez (−{ $points } pour vous)
       *[no] perd le bonus des 1 (−{ $points })
    }
kaiju-recap-card_stole = son { $card } { $what }
kaiju-recap-roll = dés { $a } et { $b }
kaiju-recap-rerolled = son { $card } relance : { $a } et { $b }
kaiju-recap-set = son { $card } tourne un dé : { $a } et { $b }
kaiju-recap-played = joue son { $card } ({ $effect ->
        [reroll] relance
        [steal] vol
        [set] dé tourné
       *[draw] pioche
    })
kaiju-recap-cancelled = { $you ->
        [yes] vous annulez son { $card }{ $effect ->
            [reroll] {" "}(relance)
            [steal] {" "}(vol)
            [set] {" "}(dé tourné)
            [draw] {" "}(pioche)
           *[other] {""}
        }
       *[no] { $by } annule son { $card }{ $effect ->
            [reroll] {" "}(relance)
            [steal] {" "}(vol)
            [set] {" "}(dé tourné)
            [draw] {" "}(pioche)
           *[other] {""}
        }
    }
kaiju-recap-cancels = { $you ->
        [yes] annule votre { $card }
       *[no] annule le { $card } de { $whose }
    }
kaiju-recap-stole = { $you ->
        [yes] vous vole { $card }
       *[no] vole { $card } à { $victim }
    }
kaiju-recap-steal_failed = { $you ->
        [yes] ne vous vole rien
       *[no] ne vole rien à { $victim }
    }
kaiju-recap-wound = prend une Blessure (−{ $points })
kaiju-recap-took = prend { $count ->
        [one] la carte { $cards }
       *[other] les cartes { $cards }
    }
kaiju-recap-took_mecha = prend le Mecha { $face } ({ $points } { $points ->
        [one] point
       *[other] points
    })
kaiju-recap-nothing = ne prend rien
kaiju-recap-kaiju_card = un { $card }
kaiju-recap-mecha_card = le Mecha { $face }
