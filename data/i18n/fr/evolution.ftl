evolution-end_turn = Fin de tour
evolution-pass = Passer
evolution-let_burn = Laisser brûler
evolution-skip = Ne pas appliquer l'effet
evolution-first = { $who } commence
evolution-prompt-first = Égalité du plus haut total de main : les joueurs choisissent qui commence
evolution-draw = Piocher { $n }
evolution-give = Donner à { $who }
evolution-keep_mine = La garder
evolution-keep = Laisser à { $who }
evolution-block = Retenir : Éther au centre
# the hold-back button when its Ether, the 2nd (4th) in the centre, frees Dhyâna (Akâsha) (issue 24)
evolution-block_frees = Retenir : libère { $creature }
evolution-an_opponent = un adversaire de votre choix
# the same in the warning before a placement, where two lines must hold the risk too (nc11)
evolution-an_opponent_short = un adversaire
evolution-prompt-release_frees = Vous libérez { $creature } ({ $power }) : donnez-la à un adversaire, ou retenez-la avec un Éther au centre, mais ce { $n }e Éther libère { $freed } pour { $who }.
evolution-cascade = Cascade : { $card } sur { $pile }
evolution-dest-quick = Défausse rapide (Q)
evolution-dest-main = Défausse principale (M)
# nc44 shots 089-092: three cards burnt in one enemy turn, three times the same question: one answer for the turn
evolution-dest_turn-quick = Rapide pour tout ce tour
evolution-dest_turn-main = Principale pour tout ce tour
evolution-move = Déplacer { $creature }
# the draw pile's hover: what it takes back once empty (nc40: « a hover on the draw pile saying what comes next »)
evolution-refill_next = { $source ->
        [quick] La prochaine fois : la défausse rapide ({ $n ->
            [one] 1 carte
           *[other] { $n } cartes
        }, mélangées), qui se mettra en pause.
        [main] La prochaine fois : la défausse principale ({ $n ->
            [one] 1 carte
           *[other] { $n } cartes
        }, mélangées).
       *[none] La prochaine fois : rien à reprendre, les deux défausses sont vides.
    }
evolution-power = Pouvoir : { $creature }
# the Elfe's target whose quick discard is empty: condemning it takes no card now (nc40)
evolution-quick_empty = { $who } (rapide vide)
# nc58 shot 171: « Pouvoir : Elfe · Bot 2 (rapide vide) » read as a power that can do nothing; by the rules it shuts
# that discard for good (« Dorénavant, il ne pourra plus défausser … dans la défausse rapide »): its button is grey,
# and its hover says why
evolution-elf_empty = La défausse rapide de { $who } est vide : l'Elfe n'y prendrait aucune carte, il la fermerait seulement pour de bon.
# nc63 shots 159-160: the Elfe's grey button on an empty quick discard, what it would do, said in the question
evolution-prompt-elf_idle = « Rapide vide » : l'Elfe n'y prendrait aucune carte, il la fermerait seulement pour de bon.
evolution-put_on = Poser sur { $pile } ({ $letter })
# the same, short, where the creature given away would not fit after it (nc23 shot 76)
evolution-put_on_short = Sur { $pile } ({ $letter })
# a placing that hands a creature to an opponent says so on its button (nc22 shot 81)
evolution-put_gives = { $put } · donne { $creature }
# the same cost written on the pile itself, its first line over the top card's picture, the creature's name under it (nc22 shot 81)
evolution-gift_mark = donne
evolution-cascade_on = Cascade sur { $pile } ({ $letter })
evolution-to-quick = Défausse rapide (Q)
evolution-to-main = Défausse principale (M)
evolution-unselect = Reposer la carte
evolution-back = Retour
evolution-more = Suite ({ $page }/{ $pages })
# a button that opens the choices gathered under it: says there is a choice after it (nc11: « Gnome ▸ », « Golem »)
evolution-opens = { $head } · au choix ▸
evolution-prompt-free = À vous : cliquez sur une carte de votre main, puis sur une pile ou une défausse en surbrillance ; terminez par Fin de tour.
# no card fits: how many Eggs the draw pile still holds, and what each discard is for (nc10: an opening
# of three turns with nothing to decide)
# nc25: the first turns with empty piles felt like another game than the tutorial: said to be the usual opening
# nc26 shots 42, 49, 50: « Défaussez : … » read as an order while Conseil said to keep the cards: keeping is said first
# nc27 shots 35-49: four turns with nothing to place felt like losing: the opening line says it speeds up
# nc63 (048-063): three dead turns: the opening's line says what to do meanwhile (keep the 1s and Ethers, discard
# the rest to draw an Egg sooner)
evolution-prompt-stuck = Rien ne se pose{ $start ->
        [yes] {" "}(début habituel, tout s'accélère dès les premiers Œufs)
       *[no] {""}
    }{ $egg ->
        [yes] {""} : { $eggs ->
            [0] plus aucun Œuf (niveau 0) dans votre pioche
            [one] { $eggs } Œuf{ $start ->
                [yes] {""}
               *[no] {" "}(niveau 0)
            } dans votre pioche de { $draw }
           *[other] { $eggs } Œufs{ $start ->
                [yes] {""}
               *[no] {" "}(niveau 0)
            } dans votre pioche de { $draw }
        }.
       *[no] .
    } { $quick ->
        [condemned] Gardez ce qui servira bientôt, défaussez le reste (dans la principale : votre rapide est condamnée)
        [unavailable] Gardez ce qui servira bientôt, défaussez le reste (dans la principale : la rapide sert de pioche)
       *[open] { $start ->
            [yes] Gardez vos cartes 1 et vos Éthers ; défaussez le reste pour trouver un Œuf plus vite (la rapide revient d'abord)
           *[no] Gardez ou défaussez : dans la rapide ce qui resservira (elle revient d'abord), dans la principale ce qui ne se posera plus
        }
    }{ $start ->
        [yes] .
       *[no] , puis Fin de tour.
    }
# who is at risk from the creature given away (nc11: a Sirène given away sent the person's own burn back)
# nc22 shot 04: after « rapide », « la retient » read as the quick discard: the Elfe's sentence names it
# nc35 shot 94: the Ondine's warning did not say what it does: every creature's power is said
evolution-prompt-frees = Attention : sur une pile, { $card } donne { $creature } à { $who }{ $power ->
        [redirect] {""} : vos Feux pourront revenir sur vos cartes
        [burn_rooted] {""} : vos piles enracinées pourront brûler
        [unroot] {""} : vos piles pourront être désenracinées
        [condemn_quick] {""} : votre défausse rapide pourra être fermée
        [cancel] {""} : vos pouvoirs pourront être annulés
        [burn_all] {""} : vos cartes libres pourront brûler dès ce tour
        [extra_turn] {""} : il pourra jouer deux tours de suite
        [root_all] {""} : ses quatre piles pourront s'enraciner
        [protect] {""} : une de ses cartes pourra échapper à vos Feux
        [copy] {""} : il pourra copier un pouvoir
       *[other] {""}
    }{ $ether ->
        [1] {""}. Un Éther mis au centre { $power ->
            [condemn_quick] retient { $creature }
           *[other] la retient
        }.
       *[0] {""}. Pas d'Éther en main pour { $power ->
            [condemn_quick] retenir { $creature }
           *[other] la retenir
        }.
    }
# nc36 shot 014: « jusqu'à la pose d'une carte Air 4 ; Bot 2 (facile) pourra poser la sienne dès son prochain
# niveau » was hard to parse: two plain sentences
# nc39 shots 008, 106: « peut déjà poser la sienne » (its Sirène?) and why the rival's level mattered: its
# own card would release the creature again, said
# nc35 shot 06: « jusqu'à la prochaine carte Air 4 ; Bot 2 n'est qu'à un niveau de la sienne » was guessed at:
# the card's placing, and what the rival's level means
# nc33 shot 05: the hold-back's bracket (« (jusqu'à la prochaine carte Air 4, que Bot 2 pourra vite poser) »)
# read as one dense sentence: two sentences, the second the choice; nc33 shot 61: « gardez-le » (the token)
# beside the button « La garder » (the creature): the creature, feminine, throughout
# nc63 shot 017: « a lot to take in mid-turn »: the buttons say « Donner » and « Retenir »; the question says
# what each costs, shorter
# nc60 shot 023: « à un niveau de la libérer » beside a pile at « niv. 2 », read as two levels away: one card to place first
evolution-prompt-release = Vous libérez { $creature } ({ $power }){ $way ->
    [block] {""} : { $kind ->
        [protect] donnée à l'adversaire, la créature protège ses cartes de vos Feux toute la partie
        [burn_all] donnée, la créature sert aussitôt, même dans votre tour
       *[other] donnée à l'adversaire, la créature servira une fois contre vous
    }. Un Éther la retient{ $card ->
        [none] .
       *[other] {""} jusqu'à la prochaine { $card } posée.{ $rival ->
            [none] {""}
           *[other] { $gap ->
                [now] {" "}{ $rival } peut déjà la libérer de nouveau avec sa propre { $card }.
               *[other] {" "}{ $rival } n'a plus qu'une carte à poser avant sa propre { $card }.
            }
        }
    }
    [self_keep_give] {""}, déjà à vous : gardez-la (⏎) ou donnez-la à un adversaire.
    [self_all] {""}, déjà à vous : gardez-la (⏎), donnez-la à un adversaire, ou dépensez un Éther pour ne pas la libérer.
    [other_keep_give] {""}, que { $holder } détient déjà : laissez-la-lui (⏎) ou donnez-la à un autre adversaire.
    [other_keep_block] {""}, que { $holder } détient déjà : laissez-la-lui (⏎) ou dépensez un Éther pour ne pas la libérer.
    [other_all] {""}, que { $holder } détient déjà : laissez-la-lui (⏎), donnez-la à un autre adversaire, ou dépensez un Éther pour ne pas la libérer.
   *[other] {""} : donnez-la à un adversaire, qui pourra utiliser son pouvoir une fois.
}
# a creature's power in a few words, on the question that gives it away (issue 24: a newcomer gave
# the Salamandre, then lost the top of a pile just rooted)
evolution-power_short = { $power ->
    [unroot] désenracine une pile
    [redirect] renvoie le Feu d'une carte, même sur celui qui l'a lancé
    [extra_turn] un tour de plus
    [burn_rooted] brûle le haut d'une pile enracinée
    [cancel] annule un pouvoir
    [root_all] enracine quatre piles
    [protect] protège une carte libre
    [condemn_quick] condamne une défausse rapide
    [burn_all] brûle toutes les cartes libres
   *[copy] copie un pouvoir
}
evolution-prompt-give = L'Éther au centre libère { $creature } : à quel mage adverse donner son jeton ?
evolution-prompt-effect-burn = Embrasement ({ $card }) : cliquez sur une carte libre adverse (en rouge), ou choisissez ci-dessous.
# a burn aimed at the holder of a creature that turns it back (nc13: a Sirène given away sent the burn back)
evolution-prompt-siren_warning = Embrasement ({ $card }) : { $who } tient { $creature }, qui peut vous renvoyer ce Feu. Cliquez une carte en rouge, ou passez l'effet.
evolution-burn_holder = { $who } · tient { $creature }
# nc34 shots 47, 62: a Fire countered by a Cascade that raised the rival's Water pile, unwarned
# nc35 shots 90, 125: after the Sirène's warning it was cut (« …contrer ce Feu et »): kept short
# nc36-37: « Bot 2 peut contrer ce Feu avec Eau 2 » read as « Bot 2 holds Eau 2 »: said as a possibility
evolution-cascade_risk = { $n ->
    [one] { $sure ->
        [1] { $who } a forcément une { $card } : sa Cascade le contrera en montant sa pile.
       *[0] Si { $who } a une { $card }{ $odds ->
            [none] {""}
            [1] {""} (1 { $short ->
                [1] sur
               *[0] chance sur
            } 10)
           *[other] {""} ({ $odds } { $short ->
                [1] sur
               *[0] chances sur
            } 10)
        }, sa Cascade le contrera en montant sa pile.
    }
   *[other] Si l'un d'eux a cette Eau en main, sa Cascade le contrera en montant sa pile : { $list }.
}
# nc63 shot 073: « cliquez la pile à enraciner » while a button « Terre 1 ⏎ » was offered: the button named, « cliquez sur »
evolution-prompt-effect-root = Enracinement ({ $card }) : cliquez sur « Enraciner la pile … » ou sur la pile elle-même.
evolution-root_pile = Enraciner la pile { $pile }
evolution-prompt-effect-tornado = Tornade ({ $card }) : cliquez une carte de votre main, puis une défausse ; vous en repiocherez autant.
# f50 (nc62: the Tornado question after every Air card): nothing worth cycling, skip is the default
evolution-prompt-effect-tornado_idle = Tornade ({ $card }) : rien d'utile à défausser, vos cartes se posent déjà ou bientôt. Entrée : la laisser passer.
# nc23 shot 98: a hand card picked while the Tornado waits: where it may go, and the way out
# nc33 shot 99: the way out was said for Air 1 while no pile could take it: said only when one could
evolution-prompt-effect_pending = Tornade ({ $card }) en cours : { $selected } ne va que dans une défausse.{ $pile ->
        [yes] {" "}Un clic sur une de vos piles laisse la Tornade et l'y pose.
       *[no] {""}
    }
evolution-prompt-tornado = Tornade : défaussez encore, ou piochez { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }{ $back ->
        [quick] {""} (votre pioche n'en a que { $left } : la suite vient de votre rapide, mélangée)
        [main] {""} (votre pioche n'en a que { $left } : la suite vient de votre principale, mélangée)
       *[none] {""}
    }.
# nc27 shots 72, 98: a power's targets opened under « Pouvoir : X · au choix ▸ » get their own question
evolution-prompt-pick = { $power ->
        [unroot] Choisissez la pile que { $akasha ->
            [yes] Akâsha
           *[no] le Gnome
        } désenracine : son dessus redevient libre, à la portée des Feux.
        [redirect] Choisissez la carte libre où { $akasha ->
            [yes] Akâsha
           *[no] la Sirène
        } renvoie l'embrasement : elle brûle à la place de la vôtre.
        [burn_rooted] Choisissez la carte que { $akasha ->
            [yes] Akâsha
           *[no] la Salamandre
        } brûle : le haut d'une pile enracinée.
        [protect] Choisissez la pile dont { $akasha ->
            [yes] Akâsha
           *[no] l'Ondine
        } protège la carte du dessus contre les embrasements adverses (pas contre votre propre Phénix).
        [condemn_quick] Choisissez le mage dont { $akasha ->
            [yes] Akâsha
           *[no] l'Elfe
        } condamne la défausse rapide : ses cartes passent sous sa pioche.
        [move] Choisissez la pile où l'Ondine protégera désormais la carte du dessus des embrasements adverses (pas de votre propre Phénix).
       *[other] Choisissez la cible du pouvoir.
    }{ $answers ->
        [none] {""}
       *[other] {" "}{ $answers }
    }
evolution-prompt-pick_answer = Attention : { $who } a encore { $creature }, un pouvoir qui peut répondre au vôtre et éteindre ce Feu.
evolution-prompt-pick_copy = Choisissez le pouvoir qu'Akâsha copie, puis sa cible.
# nc35 shots 127-128: a Cascade offered in the person's own turn (their Fire sent back by a Sirène), where
# none is possible: only the answers the table allows
evolution-prompt-burn = { $who } embrase votre carte { $card } (pile { $pile }) : { $ways ->
        [cascade] contrer avec une Cascade, ou laisser brûler ?
        [power] répondre par un pouvoir, ou laisser brûler ?
        [none] rien ne peut le contrer.
       *[both] contrer avec une Cascade, un pouvoir, ou laisser brûler ?
    }
evolution-prompt-cancel = { $who } utilise { $creature } : l'annuler avec Dhyâna ?
# nc41: « I was afraid it would also stop the reactions I wanted (Golem or Ondine in answer to a Fire) »
# nc58 shot 054: the rest, « et jusqu'à la touche S : face à un Feu qui vous vise, on vous demandera toujours », read
# three times: one short plain sentence
evolution-prompt-moment = Tour adverse : un pouvoir maintenant, ou le garder pour plus tard ? « Ne plus me demander » ne vaut que pour cette question, pas pour un Feu qui vous vise.
# nc16 shot-61: a Water in hand, no Cascade offered (the burn came in the person's own turn): said there
evolution-prompt-dest = Votre carte { $card } est brûlée et quitte sa pile : dans quelle défausse la poser ?{ $why ->
        [own_turn] {" "}Pas de Cascade : l'Eau ne contre un Feu que hors de votre tour.
        [power] {" "}Pas de Cascade : l'Eau ne contre que le Feu d'une carte, pas le pouvoir { DE($creature) }.
        [power_siren] {" "}Ni Cascade ni { $siren } : elles ne répondent qu'au Feu d'une carte, pas au pouvoir { DE($creature) }.
       *[other] {""}
    }{ $quick ->
        [1] {" "}La rapide (⏎) revient la première dans votre pioche.
       *[0] {""}
    }
evolution-waiting = { $who } réfléchit…
evolution-over = Partie terminée
evolution-who_starts = Qui commence ?
evolution-turn_of = Tour { DE($who) }
# plain words (nc11: « s'arrête au 160 », 160 what?)
# nc23: « Tour 17 » counted both mages' turns (the person's 9th): the round beside it
# nc36 shots 006, 009: « 80 tours de table » in the rules, « limite : 160 tours » here: one unit, the round
evolution-turn_count = Tour { $n } · manche { $round } sur { $limit } au plus
evolution-col-draw = Pioche : { $n }
evolution-col-quick = Rapide (Q) : { $n }
evolution-col-main = Principale (M) : { $n }
evolution-levels = Niv. { $n }
evolution-penalty = Cascade : -{ $n }
evolution-rank = ★ { $n ->
        [one] 1er
       *[other] { $n }e
    } : quatre ultimes
evolution-centre = Éther : { $n }
# a tutorial step that names them points at the ten tokens in the centre (nc47: "a step on hovering the creature tokens")
evolution-tokens_named = jetons de créatures
evolution-quick_state-unavailable = en pause
evolution-quick_state-condemned = condamnée
# nc25 shots 72-88: « en pause » under a grey minus, never explained: why and until when, under the word
# nc27 shot 61: « (9 cartes) » read as the quick discard's: the count goes with « votre pioche »
# nc64 shots 043, 147: « rouvre au tirage suivant » at one moment, « rouvre à la pioche vide » at another: one wording,
# true whatever the draw pile holds (the main discard comes back as the draw pile, and the quick one reopens)
evolution-quick_paused_why = rouvre au retour de la principale
evolution-quick_paused_left = { $n ->
        [0] Cette pioche est vide : à la prochaine pioche, elle reprend la principale et la rapide rouvre.
        [one] Encore 1 carte dans cette pioche avant que la rapide rouvre.
       *[other] Encore { $n } cartes dans cette pioche avant que la rapide rouvre.
    }
evolution-info-tornado = Air, Tornade : défaussez des cartes de votre main et piochez-en autant.
evolution-info-burn = Feu, Embrasement : brûlez une carte libre d'un mage adverse ; il la remet dans une de ses défausses.
evolution-info-root = Terre, Enracinement : enracinez une de vos piles ; elle est alors protégée des embrasements.
evolution-info-cascade = Eau, Cascade : hors de votre tour, contrez un embrasement avec l'Eau suivante de votre pile.
evolution-info-ether = Éther, joker des niveaux 1 à 4, sans effet ; ou au centre pour retenir une créature.
evolution-info-creature = { $state ->
        [self] Son symbole libère de nouveau { $creature }, dont vous tenez déjà le jeton : vous pourrez le garder.
        [other] Son symbole libère { $creature }, dont { $who } tient déjà le jeton : vous pourrez le lui laisser.
        [given] Son symbole ne libère rien : vous avez déjà donné { $creature } à { $who }.
        [used] Son symbole ne libère plus rien : { $creature } a déjà servi.
       *[free] Son symbole libère { $creature } : posée sur une pile, elle donne ce pouvoir à un adversaire.
    }
evolution-keys = 1-5 carte · A F T E pile · Q M défausse · ← → cible, Entrée pose · Tab boutons · Entrée fin de tour / passer · Retour arrière annule · S pouvoirs hors tour : demander ou non · Échap pause
evolution-keys_title = Raccourcis clavier
evolution-keys_label = Clavier (survolez)
# f52 (nc63: seven of the ten creatures never taught): beside « Clavier », the ten creatures, one line each, from
# creatures.yaml (the card that frees each, when its power serves); the grey ✕ and the pale Ondine said under them
evolution-creatures_label = Créatures (survolez)
evolution-creatures_named = l'étiquette « Créatures »
evolution-creatures_title = Les dix créatures
evolution-creatures_intro = Qui pose une carte à symbole libère sa créature et la donne à un adversaire : celui-ci s'en sert une fois, quand il veut.
evolution-creature_row = • { $name } ({ $from }, { $when }) : { $does }
evolution-creature_from_card = libérée par { $card }
evolution-creature_from_centre = libérée par le { $n }e Éther au centre
evolution-creature_when = { $timing ->
        [own_turn] dans son tour
        [burn] quand un Feu le vise
        [cancel] quand un adversaire utilise un pouvoir
       *[any] à tout moment
    }
evolution-creature_plain = { $power ->
        [unroot] désenracine une pile adverse.
        [redirect] renvoie ce Feu sur un adversaire, même celui qui l'a lancé.
        [extra_turn] son détenteur rejoue un tour.
        [burn_rooted] brûle le dessus d'une pile enracinée adverse.
        [cancel] annule ce pouvoir.
        [root_all] enracine ses quatre piles.
        [protect] protège une de ses cartes libres, et se déplace.
        [condemn_quick] ferme pour de bon la défausse rapide d'un adversaire.
        [burn_all] brûle toutes les cartes libres, les siennes aussi.
       *[copy] copie le pouvoir d'une autre créature.
    }
evolution-creatures_marks = Un ✕ gris sur un jeton : son pouvoir a servi. Une Ondine pâle à côté d'une carte : cette carte n'est pas libre (couverte ou enracinée), l'Ondine n'y protège rien tant qu'on ne la déplace pas.
evolution-info_idle = Survolez une carte, un jeton, une étiquette ou un en-tête pour lire ce qu'il fait ; cliquez une carte de votre main pour la jouer.
# in a replay or a demo: nothing to play (nc16 shot-167)
evolution-info_idle_watch = Survolez une carte, un jeton, une étiquette ou un en-tête pour lire ce qu'il fait.
evolution-banner-first = { $who } commence
evolution-banner-turn = Tour { DE($who) }
evolution-banner-extra = Tour supplémentaire { DE($who) }
evolution-banner-penalty = { $who } : main de { $n } (Cascade)
evolution-banner-root = Enracinement : { $pile }
# nc22 shot 33: « Rang 1 » in a two-player game read like a bug: the first to finish wins
evolution-banner-finish = { $rank ->
        [one] { $who } gagne : quatre Élémentaires ultimes !
       *[other] { $who } : quatre Élémentaires ultimes ! { $rank }e place
    }
evolution-banner-finish_you = { $rank ->
        [one] Vous gagnez : quatre Élémentaires ultimes !
       *[other] Vous finissez { $rank }e : quatre Élémentaires ultimes !
    }
evolution-banner-over = Fin de partie
evolution-banner-over_won = Fin de partie : vous gagnez !
evolution-banner-over_lost = Fin de partie : { $who } gagne
# nc16: « libérée » alone read as good news for the one who frees it; it is the opponent's gain
# a creature as it comes into play: its name and its power in a few words (nc53 shot 018)
evolution-creature_does = { $creature } : { $does }
evolution-banner-release = Créature libérée pour un adversaire : { $creature } !
# nc33 shot 67: a creature a rival frees, from the person's seat (« pour un adversaire » was the person)
evolution-banner-release_rival = Créature libérée par { $who } : { $creature } !
# nc47 shot 043: « vous donne Gnome : elle est à vous » (the Gnome, a « il »): the creature is named so
evolution-banner-given_you = { $who } vous donne { $creature } : la créature est à vous !
evolution-banner-release_yours = Créature libérée : { $creature }. Vous la détenez : gardez-la ou donnez-la.
evolution-banner-release_held = Créature libérée : { $creature }. { $who } la détient et peut la garder.
# f48: at two players a creature freed again by the mage who holds it stays there, without a question
evolution-banner-release_yours_stays = Créature libérée : { $creature }, déjà à vous.
evolution-banner-release_held_stays = Créature libérée : { $creature }, déjà chez { $who }.
# nc59 shots 057, 058: the person's own card frees a creature and a choice comes: not « pour un adversaire » yet
evolution-banner-release_choose = Créature libérée : { $creature }. { $how ->
        [retain] Donnez-la ou retenez-la.
        [leave] Reprenez-la pour la donner, ou laissez-la.
       *[whom] Choisissez qui la reçoit.
    }
# f48: a creature held back with an Ether, said as plainly as a gift (nc60: eight gifts, none held back)
evolution-banner-block = Créature retenue par un Éther : { $creature } !
evolution-banner-burn = Embrasement !
evolution-banner-redirect = Embrasement redirigé vers { $who } !
evolution-banner-redirect_you = { $creature } : l'embrasement se retourne sur votre { $card } !
evolution-banner-cascade = Cascade : l'embrasement est contré !
evolution-banner-fizzle = L'embrasement échoue
# nc16: an effect with nothing to act on went without a word
evolution-banner-no_target-burn = Rien à brûler : toutes les cartes adverses sont à l'abri
# nc52 shots 038, 178: « Rien à enraciner » after a level 5 read as a failure on a success
evolution-banner-no_target-root = Vos piles sont déjà toutes enracinées
evolution-banner-no_target-tornado = Plus de carte pour la Tornade
evolution-banner-tornado = Tornade !
evolution-banner-power = { $who } : { $creature }{ $does ->
        [burn_rooted] {""}, qui brûle même une pile enracinée
       *[other] {""}
    }
# an opponent's power in the person's own turn: not "their turn" (issue 24)
evolution-banner-power_in_turn = { $who } utilise { $creature } pendant votre tour{ $does ->
        [burn_rooted] {""} : elle brûle même une pile enracinée
       *[other] {""}
    }
evolution-still_your_turn = { $power } : c'est toujours votre tour. Regardez son effet : la suite vient seule, rien à cliquer.
evolution-banner-power_fizzles = { $creature } reste sans effet
evolution-banner-condemn = Défausse rapide { DE($who) } condamnée
evolution-banner-phoenix = Phénix : toutes les cartes libres brûlent, sans Cascade possible !
evolution-banner-extra_turn = Sylphe : { $who } rejouera un tour
evolution-banner-cancel = Dhyâna annule { $creature } !
evolution-result_line = { $levels ->
        [one] { $levels } niveau
       *[other] { $levels } niveaux
    } ({ $piles })
evolution-result_finished = {" "}· quatre ultimes
evolution-task-give = { $who } choisit à qui donner { $creature }
evolution-task-effect = { $who } applique l'effet de la carte { $card }
evolution-task-tornado = { $who } : tornade en cours
evolution-task-dest = { $who } choisit la défausse de la carte { $card }
evolution-task-burn = { $who } peut répondre à l'embrasement
evolution-task-power = { $who } peut annuler le pouvoir (Dhyâna)
evolution-task-moment = { $who } peut utiliser un pouvoir
evolution-quiet = Ne plus me demander (S)
evolution-levels_short = Niv. { $n }
evolution-rank_short = ★ { $n }
# nc33 shot 79: a card placed that hands a creature to a rival with no Ether to hold it back asks first,
# saying what the rival may then do
evolution-confirm_gift = Pas d'Éther en main pour la retenir : poser { $card } donne { $creature } à { $who }, qui { $power ->
        [unroot] pourra désenraciner une de vos piles
        [redirect] pourra renvoyer un de vos Feux sur vos propres cartes
        [extra_turn] pourra jouer deux tours de suite
        [burn_rooted] pourra brûler le haut d'une de vos piles enracinées
        [cancel] pourra annuler un de vos pouvoirs
        [root_all] pourra enraciner ses quatre piles contre vos Feux
        [protect] pourra protéger une de ses cartes de vos Feux
        [condemn_quick] pourra condamner votre défausse rapide
        [burn_all] pourra brûler toutes les cartes libres, même dans votre tour
       *[copy] pourra copier le pouvoir d'une autre créature
    }. Poser quand même ?
evolution-confirm_gift_yes = Poser quand même
evolution-confirm_end = Aucune carte posée ce tour-ci : finir le tour quand même ?
evolution-confirm_end_yes = Finir sans poser de carte
evolution-pass_powers_on = Hors de votre tour, on ne vous propose plus vos pouvoirs (S pour les reproposer)
evolution-pass_powers_off = Hors de votre tour, on vous proposera vos pouvoirs (S pour ne plus demander)
# nc22 shot 69: « jusqu'au tour de la principale » was cryptic: what to do, and until when
# nc26 shots 83, 85: the one-line toast covered the hand and the buttons; the words under « en pause » say until when
evolution-quick_paused_told = Votre rapide sert de pioche, en pause : défaussez dans la principale.
# nc59 shots 079, 117, 140: the log's line went unread; beside the hand, the first time, until the next turn's end
evolution-quick_paused_note = Votre défausse rapide est en pause : ses cartes sont devenues votre pioche. Défaussez dans la principale ; la rapide rouvrira quand cette pioche sera vide. Survolez « en pause » pour relire ceci.
evolution-auto-end = Plus rien à faire : aucune carte ne peut être jouée ni défaussée, votre tour se termine de lui-même.
evolution-auto-give = { $why ->
    [no_ether] { $creature } va d'office à { $who } (pas d'Éther en main pour la retenir) : un pouvoir donné se paie, gardez un Éther pour la prochaine.
    [no_ether_again] { $creature } va à { $who } : pas d'Éther en main pour la retenir.
    [centre] L'Éther au centre libère { $creature } : son jeton va d'office à { $who }, seul adversaire en jeu.
   *[other] { $creature } ne peut aller qu'à { $who } : jeton donné d'office.
}
# nc33 shot 101: the long toast found no room off the piles: short enough for the empty hand's place
evolution-auto-draw = Main vide : fin de la Tornade, vous piochez { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }.
evolution-auto-only = Seule réponse possible, prise d'office : { $what }.
evolution-pick_card_to_discard = Cliquez d'abord une carte de votre main, puis cette défausse.
evolution-hand_gap = Place vide : la carte qui était là est jouée. Cliquez une carte de votre main.
evolution-pick_card_first = Cliquez d'abord une carte de votre main, puis cette pile.
# a click within FRESH_GUARD seconds of a question that came by itself (nc29)
evolution-fresh_question = Une nouvelle question vient d'apparaître : lisez-la, puis cliquez (ce clic n'a pas été pris).
# nc61 shot 063: a click on the question's place while the table still played the last move out, said not taken
evolution-click_while_busy = La table finit de jouer le coup précédent : ce clic n'a pas été pris, cliquez de nouveau.
evolution-kept_for_later = { $count ->
    [one] Pouvoir gardé : { $creatures }. Il reste à vous pour votre tour ; on ne vous le proposera plus pendant les tours adverses.
   *[other] Pouvoirs gardés : { $creatures }. Ils restent à vous pour votre tour ; on ne vous les proposera plus pendant les tours adverses.
}
evolution-keep_later = Garder pour plus tard
evolution-log_pass_burn = { $who } ne contre pas l'embrasement
evolution-log_pass_power = { $who } n'annule pas le pouvoir
# The line a held creature's token adds when its power has no button now (issue 24: the Golem's went without a word)
evolution-not_now = Pas utilisable maintenant : { $power ->
        [root_all] aucune de vos piles n'a de carte libre à enraciner.
        [protect] aucune de vos piles n'a de carte libre à protéger.
        [unroot] aucune pile adverse n'est enracinée.
        [burn_rooted] aucune pile adverse enracinée n'a de carte à brûler.
        [condemn_quick] aucune défausse rapide adverse ne peut être condamnée.
        [burn_all] aucune carte libre à brûler sur la table.
        [redirect] elle sert quand le Feu d'un adversaire embrase une de vos cartes.
        [cancel] elle sert quand un adversaire utilise un pouvoir.
        [extra_turn] elle sert pendant votre tour.
       *[other] rien sur quoi agir pour l'instant.
    } Vous la gardez pour plus tard.
# the card picked before an opponent's answer in one's own turn, which that answer left nowhere to go (issue 24)
evolution-selection_dropped = { $card } ne peut plus être posée après ce coup adverse : choisissez une autre carte.
# a burnt card of the person's with one discard possible: why no discard was asked (issue 24)
# nc44: six « Ne pas appliquer l'effet » in a game; a card clicked onto a pile lets the Tornado go
evolution-auto-skip_then = Vous laissez { $effect ->
        [tornado] la Tornade
       *[other] l'effet
    } { DE($card) } pour poser { $played }.
evolution-auto-dest_turn = { $card } brûlée va dans votre défausse { $where ->
        [quick] rapide
       *[main] principale
    }, comme vous l'avez choisi pour ce tour.
evolution-auto-dest = { $quick ->
    [condemned] Votre défausse rapide est condamnée : { $card } va d'office dans la défausse principale.
    [unavailable] Votre défausse rapide est en pause jusqu'au retour de la principale : { $card } va d'office dans la défausse principale.
   *[other] { $card } va d'office dans la défausse principale, la seule possible.
}
# a rooted heap's word on its frame, and what a card of a rooted pile risks (nc10)
evolution-protected = protégée
# under the chips of a heap that free cards cover: the top card can burn (nc19 shots 93, 153: « protégées » there
# read as « this pile is safe »)
evolution-top_free = dessus libre
# nc31 shots 90-92, 97: the word under a pile whose free top an Ondine guards
evolution-top_shielded = gardée ({ $creature })
evolution-protected_card = { $safe ->
    [shield] Gardée par { $creature } : aucun embrasement adverse ne la brûle tant qu'elle reste libre ; votre propre Phénix, si.
    [yes] Protégée : enracinée, le Feu ne peut pas la brûler (seule la Salamandre vise le dessus d'une pile enracinée).
   *[no] Libre : posée sur les cartes enracinées, elle peut être brûlée.
}
# a rooted pile's help lists what its heap hides (issue 24)
evolution-heap_chips = Chaque petite case est une carte enracinée de la pile, cachée dessous et protégée du Feu, numérotée du bas (0) vers le haut.
# nc59 shots 027, 089, 114: the badges under the piles, guessed: their hover names them, then says what they mean
evolution-badge_title-protected = Étiquette « protégée » : pile enracinée
evolution-badge_title-top_free = Étiquette « dessus libre »
evolution-badge-protected = Toute la pile est enracinée : ses cartes sont à l'abri du Feu (seule la Salamandre vise son dessus). Chaque case 0, 1, 2… est une de ses cartes, cachée dans le tas, du bas vers le haut.
evolution-badge-top_free = La carte du dessus a été posée après l'enracinement : elle n'est pas protégée, un Feu adverse peut la brûler. Les cases 0, 1, 2… sont les cartes enracinées dessous, à l'abri.
evolution-pile_under = Dans la pile, du bas vers le haut : { $cards } ({ $rooted ->
        [one] { $rooted } carte enracinée
       *[other] { $rooted } cartes enracinées
    }{ $free ->
        [0] {""}
        [one] , { $free } libre
       *[other] , { $free } libres
    }).
# under the piles a picked card may go to, when placing it frees a creature (issue 24: seen where the eye is)
evolution-frees_tag = { $ether ->
        [1] Donne { $creature } (un Éther la retient)
       *[0] Donne { $creature } à { $who }
    }
# no pile named: a Cascade goes on the Water pile, and the creature's name must show whole (nc11: « libère O… »)
evolution-cascade_frees = Cascade : { $card } · libère { $creature }
# an opponent's header and the counts under its draw pile and discards, in words (issue 24: "×5" and bare numbers)
evolution-in_hand = { $n } en main
evolution-col_short-draw = Pioche : { $n }
evolution-col_short-quick = Rapide : { $n }
evolution-col_short-main = Principale : { $n }
evolution-pile_label = { $name } · niv. { $level }
evolution-pile_level = niv. { $level }
evolution-power_now = { $power ->
        [protect] Cliquer la pose maintenant ; ensuite, à chacun de vos tours, vous pourrez la déplacer.
       *[other] Cliquer l'utilise maintenant : son jeton se retourne, il ne resservira pas.
    }
evolution-symbol_state = { $state ->
        [used] { $creature } a déjà servi : ce symbole ne libère plus rien, la carte compte seulement pour son niveau.
       *[held] { $creature } est déjà chez { $who }, pouvoir pas encore utilisé.
    }
# the tag on the frame round the table while a past turn is shown again (nc13: only the bot seemed to rewind)
evolution-past_table = Tour passé : la table d'alors, votre main aussi
# a card whose symbol frees no creature, said after its play in the log (nc15: it went without a word)
evolution-frees_nothing = {""} ; son symbole ne libère rien : { $why ->
        [used] { $creature } a déjà servi.
       *[given] { $who } a déjà donné { $creature } et ne peut pas le reprendre.
    }
# a given creature's power, after the log line that gives it (nc15: seven of ten creatures met unexplained)
evolution-gives_power = {""} — pouvoir : { evolution-power_short }
# a burnt card sent to the main discard with no question: why (nc16 shot-116: asked once, not the next time)
evolution-burnt_to_main = { $state ->
        [condemned] {""}, sans choix : sa rapide est condamnée
       *[other] {""}, sans choix : sa rapide est en pause
    }
# a hand slot whose card was used this turn (nc16 shot-70: gaps looked like missing cards)
# nc25 shot 99: a burnt card waiting for its discard seemed to float between the piles
evolution-limbo_tag = brûlée
evolution-limbo_tip = Brûlée : cette carte a quitté sa pile et attend que { $who } choisisse sa défausse.
# nc25: the bot's several moves went by in one go: its turn in a few words, beside the hand, at the person's turn
evolution-recap-head = Pendant le tour { DE($who) } : { $parts }.
evolution-recap-placed = { $n ->
        [one] carte posée
       *[other] cartes posées
    } : { $items }
evolution-recap-placed_count = { $n ->
        [one] 1 carte posée
       *[other] { $n } cartes posées
    }
evolution-recap-nothing = aucune carte posée
evolution-recap-tornado = { $n ->
        [one] Tornade
       *[other] Tornades
    } : { $items }
evolution-recap-burned = { $n ->
        [one] brûlée chez vous
       *[other] brûlées chez vous
    } : { $items }
evolution-recap-power = { $n ->
        [one] pouvoir utilisé
       *[other] pouvoirs utilisés
    } : { $items }
evolution-recap-given = { $n ->
        [one] jeton reçu
       *[other] jetons reçus
    } : { $items }
# nc33 shot 93: the person's own answers in a rival's turn (its Sirène burned the bot's Feu 4), and the rival's cards burned
evolution-recap-yours = { $n ->
        [one] votre réponse
       *[other] vos réponses
    } : { $items }
evolution-recap-theirs = { $n ->
        [one] brûlée chez { $who }
       *[other] brûlées chez { $who }
    } : { $items }
evolution-recap-cascade = Cascade ({ $card })
evolution-recap-rooted = { $n ->
        [one] pile enracinée
       *[other] piles enracinées
    } : { $items }
evolution-hand_used = utilisée
# nc26 shot 70: an Ondine on a rooted card looked like protection from the Salamandre
# nc44 shots 097, 104: an Ondine whose card burnt looked used (its cross) while it could still move
evolution-shield_off = Sur aucune carte (la sienne a quitté sa pile) : elle ne protège rien jusqu'à ce que vous la déplaciez sur une carte libre de vos piles, une fois par tour.
evolution-shield_on = { $active ->
        [yes] Posée sur { $card } : la protège des Feux et du Phénix adverses tant qu'elle reste libre, pas de votre propre Phénix.
       *[no] Posée sur { $card }, qui n'est plus libre (couverte ou enracinée) : ne la protège plus, et la Salamandre brûle le haut d'une pile enracinée. Reprend effet si la carte redevient libre.
    }
# nc31 shots 97-99 (the button fits: no « Pouvoir : » before the name, purple says it): the Phénix button says what burns, the person's own cards and shielded card among them
# nc59 shots 141-142: « Phénix · brûle 1 carte » read as one target to pick: « brûle tout » says every free card goes
evolution-power_burn_all = { $creature } · { $n ->
        [0] rien à brûler
        [one] brûle tout (1)
       *[other] brûle tout ({ $n })
    }{ $mine ->
        [0] {""}
        [one] {""}, 1 à vous
       *[other] {""}, { $mine } à vous
    }
evolution-phoenix_burns = { $n ->
        [0] Brûlerait maintenant : aucune carte libre.
        [one] Brûlerait maintenant : { $items }.
       *[other] Brûlerait maintenant : { $items }.
    }
evolution-phoenix_side = { $mine ->
        [yes] chez vous { $cards }
       *[no] chez { $who } { $cards }
    }
evolution-phoenix_own_shield = { $card } (votre { $creature } ne la protège que des adversaires)
# nc31 shots 97-99: moving the Ondine says what it will not stop
evolution-move_tip = { $card } sera protégée des embrasements adverses (Feu, Sirène, Phénix) tant qu'elle reste libre.{ $phoenix ->
        [yes] {" "}Pas de votre propre Phénix : il la brûlerait quand même.
       *[no] {""}
    }
# nc34 shot 06: a step's order stood on after its move was played, while the move played out
# nc38 shot 055: the hint's own words when the look-ahead holds a creature back (the frame is on « Retenir »)
hint-evolution-block = Retenez { $creature } avec votre { $card } : cliquez « Retenir » ; donnée, elle servirait { $target ->
        [none] un rival
       *[other] { $target }
    } plus que cet Éther ne vous ferait avancer sur vos piles.
# nc38 shot 042: the hint for « Qui commence ? » says which and why (the race stops at the first mage done)
hint-evolution-first = Cliquez « { $first } commence » : { $mine ->
        [1] la partie s'arrête dès qu'un mage a ses quatre piles au niveau 5, et commencer vous donne un tour d'avance dans cette course.
       *[0] vous n'êtes pas à égalité, ce choix ne vous donne pas de tour d'avance.
    }
# nc38 shots 059-067: a card the hint places stays free while a rival may burn it: the hint says the risk
# nc43 (shot 070): a gift the look-ahead finds barely worth it, in a duel: the hint keeps the card
# nc46 shots 091-094: « Gardez Feu 2 pour plus tard », one click later « Cliquez Feu 2 »: the gift is weighed again
# at each move (the hard bot itself often places the card later in the turn), and the words say it may change;
# nc58 shot 130: « après ce coup, Conseil le pèsera de nouveau », and Conseil never spoke of it again: no promise
# nc64 shots 100, 115, 136: « pour presque rien de plus » beside « Ce niveau vaut pourtant ce prix »: every gift weighed
# says the same comparison, what the card brings against the creature's power, and which won
evolution-gift_gain = { $gain ->
        [with_burn] un niveau et une brûlure
        [with_root] un niveau et un enracinement
        [with_tornado] un niveau et une Tornade
       *[other] un seul niveau
    }
evolution-gift_power = { $power ->
        [redirect] {""}, qui pourra renvoyer un de vos Feux sur vos propres cartes
        [burn_rooted] {""}, qui pourra brûler le haut d'une pile enracinée
        [unroot] {""}, qui pourra désenraciner une de vos piles
        [condemn_quick] {""}, qui pourra condamner votre défausse rapide
        [burn_all] {""}, qui pourra brûler toutes les cartes libres, les vôtres comprises
        [extra_turn] {""}, qui pourra jouer un tour de plus
        [root_all] {""}, qui pourra enraciner toutes ses piles d'un coup
       *[other] {""}
    }
# nc65 shots 106, 114, 137: « Gardez aussi votre Éther : le tour où vous poserez Terre 3 … » while the person held
# both the card and an Éther: why not place it now and hold the creature back
evolution-gift_ether = { $ether_now ->
        [1] {" "}Et pourquoi pas maintenant, avec votre Éther pour retenir { $creature } ? L'Éther y serait dépensé{ $back ->
            [1] {""}, alors qu'en attendant, { $target } peut poser sa propre carte à ce symbole : { $creature } vous reviendrait, pour rien.
           *[0] {""} ; il vaut plus sur une pile que ce niveau.
        }
       *[0] {""}
    }
hint-evolution-gift_kept = { $said } Pas encore { $card } : le poser maintenant donnerait { $creature } à { $target }{ evolution-gift_power } ; ce que la carte apporte ({ evolution-gift_gain }) ne vaut pas ce pouvoir. La suite du tour peut changer la donne.{ evolution-gift_ether }
# nc58 shots 099, 130: « Cliquez « Fin de tour » : votre carte ne se pose pas maintenant », then « après ce coup, Conseil
# le pèsera de nouveau », while the card could be placed and no move came after: the end of the turn, said as advice
hint-evolution-gift_end = Cliquez « Fin de tour » : vous pourriez poser { $card }, mais son symbole donnerait { $creature } à { $target }{ evolution-gift_power } ; ce que la carte apporte ({ evolution-gift_gain }) ne vaut pas ce pouvoir. Mieux vaut la garder pour un prochain tour.{ $ether ->
        [1] { evolution-gift_ether }
       *[0] {""}
    }{ $rest ->
        [none] {""}
       *[other] {" "}Gardez { $rest } : { $rest_why ->
            [close] { $rest_count ->
                [one] elle se posera bientôt.
               *[other] elles se poseront bientôt.
            }
           *[later] { $rest_count ->
                [one] elle servira plus tard.
               *[other] elles serviront plus tard.
            }
        }
    }
hint-evolution-play_risk = { $said } Risque : cette carte restera libre ; { $how ->
        [held] le Phénix que tient { $target } peut la brûler.
       *[card] { $odds ->
            [sure] { $target } a forcément un { $fire } en main : ce Feu pourra la brûler.
            [one] si { $target } a un { $fire } en main (1 chance sur 10, d'après ses cartes cachées), ce Feu pourra la brûler.
           *[other] si { $target } a un { $fire } en main ({ $odds } chances sur 10, d'après ses cartes cachées), ce Feu pourra la brûler.
        }
    }
# a hand card clicked while one's own effect waits: what a click on the table does now (nc49 shot 055)
evolution-effect_first-root = D'abord l'enracinement de { $card } : un clic sur une de vos piles l'enracine, ou « Ne pas appliquer l'effet ». Ensuite, posez { $selected }.
evolution-effect_first-burn = D'abord l'embrasement de { $card } : un clic sur une carte adverse en rouge la brûle, ou « Ne pas appliquer l'effet ». Ensuite, posez { $selected }.
# one's own card burned with no question: why none (nc49 shots 096-097: « I was never asked »)
evolution-no_counter = {" "}(pas de Cascade possible : { $fusion ->
        [yes] aucune Eau en main qui se pose sur une de vos piles
       *[no] aucune { $card } en main
    })
