elemmaster-banner-setup = { $arena }
elemmaster-banner-turn = Tour { DE($who) }
elemmaster-banner-revealed = Les écrans tombent !
elemmaster-banner-eliminated = Élimination { DE($who) }
elemmaster-banner-over = Fin de partie
elemmaster-banner-over_why = Fin de partie · { $why }
elemmaster-none = Aucune spécialité
elemmaster-no_specialty = sans spécialité
elemmaster-event_unusable = { $card } : rien à changer maintenant (ou plus de PA)
elemmaster-act-move = { $n ->
        [one] Déplacer 1 jeton
       *[other] Déplacer { $n } jetons
    }
elemmaster-act-move_all = Toute la pile ({ $n })
elemmaster-act-move_alone = Déplacer sans vague
elemmaster-act-tunnel = Sous-terrain { $n }
elemmaster-act-tunnel_all = Sous-terrain tout ({ $n })
elemmaster-act-omove = Oracle : déplacer { $n }
elemmaster-act-omove_all = Oracle : tout ({ $n })
elemmaster-act-souffle = Souffle ×{ $n }
elemmaster-act-morph = Agir en { $element }
elemmaster-act-alchemy = Changer en { $element }
elemmaster-act-vague = Vague ({ $n ->
    [0] seule
    [one] +{ $n } Eau
    *[other] +{ $n } Eaux
    })
elemmaster-act-grow = Croissance
elemmaster-act-grow_left = Croissance (réserve : { $have } → { $left })
elemmaster-act-attack = Attaquer
elemmaster-act-attack_lose = Attaque perdue : { $loser } −1{ $gain ->
        [1] , { $winner } +1
       *[0] {""}
    }
elemmaster-act-oattack = Oracle : attaquer
elemmaster-act-enchant = Attaque enchantée
elemmaster-act-brasier = Brasier
elemmaster-act-pick = Choisir
elemmaster-act-done = Terminer
elemmaster-act-necro = Nécromancie (3 PA)
elemmaster-act-constellation = Constellation (3 PA)
elemmaster-act-sacrifice = Sacrifice (Démoniste)
elemmaster-act-cultist = Cultiste : Feu niv. 2
elemmaster-act-illusion = Illusion : Air niv. 2
elemmaster-act-genie = Génie : faire disparaître
elemmaster-act-rune = Rune : marquer
elemmaster-act-place = Placer
elemmaster-act-unplace = Reprendre
elemmaster-act-ready = Armée prête
elemmaster-act-end = Fin de tour
elemmaster-act-event = Évènement
elemmaster-act-specialty = Spécialité
elemmaster-ready = Armée prête ✓
elemmaster-cancel = Annuler (Échap)
elemmaster-end_turn = Fin de tour (E)
elemmaster-prompt-draft = Choisissez une spécialité
elemmaster-prompt-place = Placez votre armée sur vos deux premières lignes ({ $n }/{ $total }) : élément 1-4, clic gauche place, clic droit reprend
elemmaster-prompt-event_target = choisissez la case ciblée
elemmaster-prompt-event_confirm = confirmez en bas
elemmaster-prompt-selected = { $cell } : cliquez une case ({ $lit })
elemmaster-prompt-selected_loss = { $cell } : cliquez une case ({ $lit })
elemmaster-prompt-air_step = { $cell } : votre Air peut faire un second pas, gratuit : cliquez une case éclairée, ou un autre élémentaire
elemmaster-prompt-selected_own = { $cell } : cliquez une case ({ $lit })
elemmaster-prompt-selected_risky = { $cell } : cliquez une case ({ $lit })
elemmaster-prompt-done_or_on = { $cell } : pour « { $action } », cliquez le bouton en bas ; ou cliquez une case ({ $lit })
# the colours of the lit cells, always in the same words (nc13: the legend changed between moves);
# the prompt lists those on the board
elemmaster-lit-move = vert : déplacer
elemmaster-lit-move_tunnel = vert : déplacer (à deux cases : sous-terrain)
elemmaster-lit-attack = rouge : attaque gagnante
elemmaster-lit-loss = gris : attaque perdante
elemmaster-lit-own = pointillés roses au survol : sacrifier
elemmaster-lit-special = violet : spécial
elemmaster-lit-souffle = violet : souffle gratuit
elemmaster-lit-vague = violet : la vague emmène aussi cette Eau
elemmaster-lit-vague_marked = violet : la vague emmène aussi cette Eau, même marquée ⊗
elemmaster-lit-brasier = violet : brasier
# nc58 shot 017: « vert et violet : un clic, puis le bouton pour déplacer ou une 2e case pour le brasier », hard to parse
elemmaster-lit-both_brasier = vert et violet : déplacer ou brasier, au choix après ce clic
elemmaster-lit-risky = « ! » : vous y seriez battu
# the same, shorter, when the whole line would not fit between the buttons (nc19 shots 78, 123)
elemmaster-lit_short-move = vert : déplacer
elemmaster-lit_short-move_tunnel = vert : déplacer ou sous-terrain
elemmaster-lit_short-attack = rouge : gagnante
elemmaster-lit_short-loss = gris : perdante
elemmaster-lit_short-own = rose (survol) : sacrifier
elemmaster-lit_short-special = violet : spécial
elemmaster-lit_short-souffle = violet : souffle
elemmaster-lit_short-vague = violet : la vague
elemmaster-lit_short-vague_marked = violet : la vague, même ⊗
elemmaster-lit_short-brasier = violet : brasier
elemmaster-lit_short-both_brasier = vert et violet : déplacer ou brasier, au choix ensuite
elemmaster-lit_short-risky = « ! » : vous y seriez battu
# fewer words still, where the short line would take three lines beside the buttons (nc35 shots 83, 99)
elemmaster-lit_tiny-move = vert : déplacer
elemmaster-lit_tiny-move_tunnel = vert : déplacer
elemmaster-lit_tiny-attack = rouge : victoire
elemmaster-lit_tiny-loss = gris : défaite
elemmaster-lit_tiny-own = rose : sacrifier
elemmaster-lit_tiny-special = violet : spécial
elemmaster-lit_tiny-souffle = violet : souffle
elemmaster-lit_tiny-vague = violet : vague
elemmaster-lit_tiny-vague_marked = violet : vague
elemmaster-lit_tiny-brasier = violet : brasier
elemmaster-lit_tiny-both_brasier = vert et violet : au choix ensuite
elemmaster-lit_tiny-risky = « ! » : danger
elemmaster-prompt-choose = { $cell } : choisissez l'action
elemmaster-prompt-play = À vous : { $ap } PA. Cliquez sur un de vos élémentaires ou sur une carte Évènement.
elemmaster-prompt-pending-necro = Nécromancien : choisissez une case de vos premières lignes
elemmaster-prompt-pending-constellation = Constellation : choisissez une case vide
elemmaster-prompt-pending-illusion = Illusion : déplacez l'Air, puis choisissez la cible du souffle
elemmaster-prompt-pending-effondrement = Effondrement : choisissez une case (puis Terminer)
elemmaster-prompt-pending-aurore = Aurore boréale : choisissez un élémentaire (puis Terminer)
elemmaster-prompt-pending-coucher = Coucher de soleil : choisissez un Feu (puis Terminer)
elemmaster-prompt-play_no_events = À vous : { $ap } PA. Cliquez sur un de vos élémentaires.
elemmaster-prompt-end_only = Vous n'avez plus de PA : finissez le tour (E)
elemmaster-prompt-free_only = Vous n'avez plus de PA : faites une action gratuite ou finissez le tour (E).
elemmaster-prompt-nothing_left = Plus rien à jouer : finissez le tour (E)
elemmaster-prompt-brasier_second = { $cell } : Brasier, cliquez sa 2e case (en violet) ; pour un simple déplacement, choisissez en bas.
# nc31 shot 16: the tutorial asks the Brasier only, no plain move offered beside it
elemmaster-prompt-brasier_step = { $cell } : pour le brasier, cliquez maintenant { $to }, sa 2e case (en violet).
# f50 (nc62 shots 117, 122: the last Fire lost with no word of what it meant)
elemmaster-last_fire_note = Votre dernier Feu : sans Feu, vous ne pourrez plus éliminer l'adversaire.
# nc31 shots 67, 91: a win that gives nothing (empty reserve), said before the fight
elemmaster-reserve_note = Réserve { DE($element) } vide : une victoire ne donnera aucun niveau à votre { $element }.
elemmaster-prompt-count = { $cell } : combien de jetons déplacer ? Choisissez en bas, ou recliquez la case pour toute la pile
# nc59 shot 078: the whole stack moved, marked ⊗, its planned attack lost for a turn; the buttons said how many only
elemmaster-split_note = Toute la pile aura fini son tour ; des jetons détachés pourront encore agir.
elemmaster-prompt-count_souffle = { $cell } : combien de jetons d'Air pour le souffle ? Chacun pousse d'une case : choisissez en bas
# f54 (nc65 shots 177, 201): the souffle count button under the pointer: what ×n buys
elemmaster-souffle_hover = { $n ->
        [one] ×1 : pousse d'une case.
       *[other] ×{ $n } : pousse jusqu'à { $n } cases.
    } Un choc ne coûte qu'un niveau, quel que soit le nombre.
elemmaster-prompt-count_wave = { $cell } : combien de jetons ? Choisissez en bas, recliquez la case (toute la pile) ou cliquez une Eau en violet (vague)
elemmaster-prompt-count_wave_one = { $cell } : recliquez la case pour déplacer cette Eau seule, ou cliquez une Eau en violet : elle la suit en vague
# nf33 (nc34 shot 126: a click meant for the next Water joined the wave): the wave is asked for by a button
elemmaster-wave_choose = Vague : des Eaux suivent
elemmaster-prompt-wave_target = { $cell } : vague choisie. Cliquez sa cible, puis vos Eaux en violet qui la suivront. Recliquez { $cell } pour y renoncer.
elemmaster-prompt-wave_members = { $cell } : cliquez vos Eaux en violet, elles suivront la vague{ $marked ->
        [yes] {""}, même marquées ⊗
       *[no] {""}
    }
# why an own Water beside the selected one does not follow it in a wave (nc22 shots 86-89)
elemmaster-no_wave = Pas de vague avec { $cell } : { $why ->
    [diagonal] elle touche { $src } en diagonale, il faut un côté commun.
    [level] plus haute que { $src }.
    [pin] immobilisée.
   *[axis] elle est sur la ligne de ce mouvement.
}
elemmaster-prompt-aside = { $src } → { $dst }, votre propre pièce : choisissez en bas ce que { $src } lui fait
elemmaster-prompt-confirm_own = Attaquer votre propre élémentaire en { $dst } avec { $src } ? L'un des deux perdra au moins un niveau.
elemmaster-prompt-confirm_sacrifice = Sacrifier votre { $loser } en { $lose_cell } au profit de votre { $winner } en { $win_cell } ? Votre { $loser } perd un niveau.
elemmaster-prompt-confirm_ally = Attaquer l'élémentaire de votre partenaire en { $dst } avec { $src } ?
elemmaster-confirm-yes = Oui, attaquer (O)
elemmaster-confirm-yes_own = Oui (O) : { $loser } −1, { $gain ->
        [reserve] { $winner } +0 (réserve vide)
        [full] { $winner } +0 (déjà niveau 3)
       *[one] { $winner } +1
    }
elemmaster-prompt-confirm_loss = Attaque perdue d'avance ({ $target } bat { $element }) : votre { $element } en { $src } perd un niveau{ $gone ->
        [yes] {" "}et disparaît
       *[no] {""}
    }. Attaquer quand même ?
# f50 (nc62 shots 117, 122): a losing attack that takes the person's last Fire
elemmaster-prompt-confirm_last = Votre dernier Feu, en { $src }, disparaîtrait : sans Feu, vous ne pourrez plus éliminer l'adversaire. Attaquer quand même ?
elemmaster-prompt-confirm_air = { $n ->
        [one] Ce souffle dépense le dernier jeton de votre Air en { $src }
       *[other] Ce souffle dépense les { $n } derniers jetons de votre Air en { $src }
    } : l'Air disparaît. Souffler quand même ?
elemmaster-confirm-yes_souffle = Oui, souffler (O)
elemmaster-confirm-no = Non (N, Échap)
elemmaster-confirm-always = Oui, ne plus demander
# f52 (nc62 shot 076: a second click moved the whole pile, marked ⊗, and the attack it was brought for was lost)
elemmaster-prompt-confirm_whole = Toute la pile en { $dst } aurait fini son tour (⊗) : plus d'attaque sur { $targets }. { $n ->
        [one] Un jeton détaché pourra attaquer.
       *[other] { $n } jetons détachés pourront attaquer.
    }
elemmaster-prompt-confirm_idle = Finir le tour sans rien jouer ? { $ap ->
    [one] 1 PA perdu
   *[other] { $ap } PA perdus
  }.
elemmaster-confirm-yes_idle = Oui, finir le tour (O)
elemmaster-confirm-no_idle = Non, jouer (N, Échap)
elemmaster-after_no = Rien n'est joué. Cliquez une de vos pièces pour choisir un coup.
elemmaster-pick_first = Case vide : cliquez d'abord une de vos pièces, puis une case éclairée.
# f54 (nc65 shots 118-119): a click elsewhere let the « combien de jetons ? » choice go, silently
elemmaster-count_dropped = Déplacement annulé : rien n'a bougé de { $src } vers { $dst }.
elemmaster-act-own_attack = { $src } → votre { $dst } : { $action }
elemmaster-hint_badge = clic { $n }
elemmaster-order_legend = { $order } : l'ordre des clics sur les cases
elemmaster-order_legend_wave = { $order } : l'ordre des clics sur les cases ; 2 : le bouton « Vague » en bas
elemmaster-hint_escape_first = Appuyez d'abord sur Échap : la pièce en { $cell } est encore sélectionnée, et un clic en { $first } la jouerait. Ensuite : { $hint }
elemmaster-hint_escape_card = Appuyez d'abord sur Échap : une carte Évènement est choisie, et un clic en { $first } la jouerait. Ensuite : { $hint }
elemmaster-act-own_effect = Sacrifier { $lose_cell } : { $loser } −1, { $gain ->
        [reserve] { $winner } +0 (réserve vide)
        [full] { $winner } +0 (déjà niveau 3)
       *[one] { $winner } +1
    }
elemmaster-log_pass = { $who } passe son tour sans rien jouer
elemmaster-log_end-pass-stuck = { $who } passe son tour : aucun de ses élémentaires ne peut agir
elemmaster-log_end-pass-kept = { $who } passe son tour sans rien jouer : il garde ses élémentaires où ils sont ({ $ap ->
        [one] 1 PA perdu
       *[other] { $ap } PA perdus
    })
elemmaster-log_end-left-stuck = { $who } termine son tour : plus aucun de ses élémentaires ne peut agir ({ $ap ->
        [one] 1 PA perdu
       *[other] { $ap } PA perdus
    })
elemmaster-log_end-left-kept = { $who } termine son tour sans dépenser { $ap ->
        [one] son dernier PA : il garde ses élémentaires où ils sont
       *[other] ses { $ap } derniers PA : il garde ses élémentaires où ils sont
    }
elemmaster-counter-name = { $element } : plateau/réserve
elemmaster-counter-text = { $board } { $board ->
        [one] jeton
       *[other] jetons
    } de { $element } sur le plateau, { $reserve } en réserve. Chaque croissance prend un jeton à la réserve : réserve vide, plus de croissance.
elemmaster-hint_stopped = Conseil à chaque tour arrêté : « Conseil (H) » en donne un quand vous voulez.
elemmaster-hint_kept = Le conseil est affiché et revient à chaque tour : « ne plus le montrer », en bas de son cadre, l'arrête.
elemmaster-hint_hidden = Conseil masqué : « Conseil (H) » le montre de nouveau.
elemmaster-hint_auto = auto
elemmaster-hint_auto_off = le montrer à chaque tour
elemmaster-hint_auto_on = ne plus le montrer
elemmaster-hint_started = Le conseil reviendra à chaque tour.
elemmaster-waiting = { $who } réfléchit…
# f52 (nc62: a bot's turn 8-12 s to watch, 36 rounds): Space plays the rest of its turn faster
elemmaster-hurry = { $line } · Espace : accélérer
elemmaster-step = Action { $n } : { $line }
elemmaster-step_again = Tour revu · action { $n } : { $line }
# the status once over says who won (nc49 shot 182)
elemmaster-over_won = Partie terminée : vous gagnez !
elemmaster-over_lost = Partie terminée : { $who } { $count ->
        [one] gagne
       *[other] gagnent
    }
elemmaster-over_draw = Partie terminée : égalité
elemmaster-status-draft = Choix des spécialités : { $who }
elemmaster-status-placement = Placement caché derrière les écrans
elemmaster-status-turn = Tour { $turn } : { $who }
elemmaster-ap = PA
elemmaster-team = équipe { $n }
elemmaster-eliminated = Hors jeu
elemmaster-placed = { $n }/{ $total } { $total ->
        [one] jeton placé
       *[other] jetons placés
    }
elemmaster-events_used = Évts { $n }/{ $max }
elemmaster-aside = ({ $n } de côté)
# nc34 shots 03-04: « 3/3 » read as a live count beside the panel's 4/2: letters, a key
elemmaster-legend = x/y : x jetons sur le plateau, y en réserve. ⊗ : tour fini.{ $pin ->
        [1] {" "}✶ : immobilisé, ne peut pas agir.
       *[0] {""}
    } Coin ◤ : case jouée au dernier tour de chacun. Chiffres 1, 2… : l'ordre des actions (1·3 : jouée deux fois).
elemmaster-beats-title = Qui bat qui
elemmaster-beats-note = Terre et Eau n'agissent pas sur l'Air. Un élément ne combat jamais le même.
elemmaster-events = Évènements (2 PA)
elemmaster-card_hidden = face cachée
elemmaster-card_free = disponible
elemmaster-card_held = réservée : { $who }
elemmaster-card_used = jouée : { $who }
elemmaster-effect-brouillard = Brouillard
elemmaster-effect-rafales = Rafales
elemmaster-effect-ouragan = Ouragan
elemmaster-effect-inondation = Inondation
elemmaster-effect-canicule = Canicule
elemmaster-effect-secheresse = Sécheresse
elemmaster-effect-ap_set = une seule action
elemmaster-effect-ap_bonus = action en plus
elemmaster-effect-coulee = Coulée de boue
elemmaster-effect-arcenciel = Arc-en-ciel
elemmaster-result_line = Terre { $earth }, Eau { $water }, Air { $air } sur le plateau
elemmaster-result_out = hors jeu
elemmaster-result_turns = Partie jouée en { $n ->
        [one] { $n } tour
       *[other] { $n } tours
    } (un tour = celui d'un joueur)
elemmaster-banner-event_taken = Carte réservée
elemmaster-banner-events_replaced = Cartes remplacées
elemmaster-banner-events_revealed = Cartes révélées
elemmaster-exposed_now = Attention : votre { $element } en { $cell } est maintenant à portée de l'adversaire ({ $foes }).
elemmaster-foe_at = { $element } en { $cells }
elemmaster-reserve_empty = Réserve { DE($element) } vide : tant qu'elle l'est, votre { $element } ne gagne plus de niveau, ni en grandissant ni en gagnant un combat.
# nc20 shots 73-74: what a person lost during the others' turn, said under the board as their turn begins
# the person's Earths beside an enemy that beats Earth, said as their turn begins (nc40: threats at each turn's start)
elemmaster-earth_threats = { $n ->
        [one] Menace : { $threats }.
       *[other] Menaces : { $threats }.
    }
elemmaster-earth_threat = votre Terre en { $cell } ({ $by })
elemmaster-earth_threat_by = { $element } en { $cell }
# nc64 shot 104: a « ! » with no beater beside the cell: its hover box says who would beat the piece there, from where
elemmaster-risky_by = « ! » : ici, votre { $mine } serait { $mine ->
        [Terre] battue
        [Eau] battue
       *[other] battu
    } par { $by }. Le « ! » compte le plateau tel qu'il est : une pièce ennemie déplacée d'abord peut ouvrir un chemin.
elemmaster-risky_foe = { $element ->
        [Eau] l'Eau
        [Air] l'Air
        [Feu] le Feu
       *[other] la { $element }
    } en { $cell }{ $far ->
       *[no] {""}
        [yes] {" "}(un jeton détaché viendrait à côté)
        [fire] {" "}(un jeton détaché ou un brasier viendrait à côté)
    }
# nc58 shot 241: a wave of the bot's (two sacrifices, a Water brought along, then a Fire of the person's taken) could not be
# followed from the log: what its waves did, then what the person lost and to which piece
elemmaster-losses = { $head } : { $wave ->
       *[no] {""}
        [yes] { $waves } ;{" "}
    }{ $losses }.
elemmaster-losses_none = { $head } : { $wave ->
       *[no] {""}
        [yes] { $waves } ;{" "}
    }vous n'avez rien perdu.
elemmaster-losses_head = { $many ->
        [1] Pendant les tours des autres joueurs
       *[0] Pendant le tour de { $who }
    }
elemmaster-loss_gone = votre { $element } en { $cell } a disparu{ $by ->
        [none] {""}
       *[other] {" "}sous l'attaque { $by ->
            [Eau] de l'Eau
            [Air] de l'Air
            [Terre] de la Terre
           *[other] du { $by }
        } en { $by_cell }
    }
elemmaster-loss_level = votre { $element } en { $cell } a perdu { $n ->
        [one] 1 niveau
       *[other] { $n } niveaux
    }{ $by ->
        [none] {""}
       *[other] {" "}sous l'attaque { $by ->
            [Eau] de l'Eau
            [Air] de l'Air
            [Terre] de la Terre
           *[other] du { $by }
        } en { $by_cell }
    }
elemmaster-wave_done = sa vague { $src } → { $dst } ({ $what })
elemmaster-wave_converted = { $n ->
        [one] 1 sacrifice
       *[other] { $n } sacrifices
    } { $loser } → { $winner }
elemmaster-wave_brought = { $n ->
        [one] une Eau amenée
       *[other] { $n } Eaux amenées
    } en { $cells }
elemmaster-wave_nothing = sans effet
# nc24 shot 68: Conseil spoke of the Air while the Fire in d5 stood beside an enemy Water (lost that turn)
# nc58 shots 071-079: « … votre Air, une fois en f3 (Feu en e5 : un jeton détaché de sa pile …) »: who would be in f3?
elemmaster-hint_warn = { $beside ->
        [1] Attention : au bout de ce tour, votre { $element } en { $cell } sera à portée de l'adversaire ({ $foes }).
       *[0] { $where ->
            [ends] Attention : votre { $element } finira ce tour en { $cell }. À son prochain tour,
            [also] Attention : en { $cell } comme en { $start }, votre { $element } reste à portée. À son prochain tour,
            [risk] Attention : en { $cell }, votre { $element } sera à portée, c'est le risque de ce coup. À son prochain tour,
           *[stays] Attention à votre { $element } en { $cell } : à son prochain tour,
        } l'adversaire peut { $split ->
            [0] amener { $n ->
                [one] { $foe ->
                    [Terre] sa
                   *[other] son
                } { $foe } de { $to }
               *[other] une de ses pièces { DE($foe) } ({ $to })
            } à côté de votre { $element }, par une vague ou un souffle, et l'attaquer.
           *[1] détacher un jeton { $n ->
                [one] de sa pile { DE($foe) } en { $to }
               *[other] d'une de ses piles { DE($foe) } ({ $to })
            }, l'amener à côté de votre { $element } et l'attaquer.
        }
    }{ $more ->
        [0] {""}
        [one] {" "}Une autre de vos pièces est aussi à sa portée.
       *[other] {" "}{ $more } autres de vos pièces sont aussi à sa portée.
    }
# nc24 shots 53-54: the same action advised again right after the person played it
elemmaster-hint_again = Encore une fois : { $hint }
# nc24: who the count would make the winner now, under « Qui bat qui » (the tie-break was only in the help)
elemmaster-count_now-lead = Sans Terre, on perd. Sans Feu en jeu ({ $fire_left }), fin au décompte : { $you ->
        [yes] vous gagneriez
       *[other] { $who } gagnerait
    }, { $tied ->
        [no] {""}
       *[yes] { $equal } à égalité,{" "}
    }plus { DE($element) } ({ $won } contre { $runner }).
# nc50 shot 056: « match nul, autant de Terre, d'Eau et d'Air » at turn 1 could not be understood: the rule, then the state
elemmaster-count_now-draw = Sans Terre, on perd. Sans Feu en jeu ({ $fire_left }), on compte : le plus de Terre gagne, puis d'Eau, puis d'Air ; égalité pour l'instant.
# nf33 (nc34: « je ne savais pas comment conclure »): the Fire left in play, what the count's end waits for
# (f49, nc61 shot 065: « 4 à vous » read as four cells or four levels: « dont 4 niveaux à vous »)
elemmaster-fire_left = encore { $levels ->
        [one] 1 niveau
       *[other] { $levels } niveaux
    }{ $many ->
        [yes] {" "}sur { $cells } cases
       *[no] {" "}en { $where }
    }{ $own ->
        [some] , dont { $mine ->
            [one] 1 niveau
           *[other] { $mine } niveaux
        } à vous
        [all] , tous à vous
       *[none] {""}
    }
# f48 (nc59): the title of the count's table beside the chart
elemmaster-count_table = Décompte
# f48 (nc59: the endgame's reserve race, 6 tokens an element): the viewer's reserve of a counted element is used up
elemmaster-reserve_out = Votre réserve { DE($element) } est vide : plus aucune croissance { DE($element) }.
# nc58 (« ending the game is a chore »: four Fires of its own to put out, unsaid): the side would win, only its Fire is left
elemmaster-count_close = {" "}Éteignez vos Feux pour finir la partie.
# f49 (nc61 shot 181: « … en faisant disparaître le dernier Feu (c5), après une attaque en e2 » played the ending
# unasked): the person's own chance to end the game says that it can and how it would end; the how is Conseil's
# f54 (nc65 shots 192, 212-213): Conseil gives a finish that wins; a draw's finish is said without sending to it
elemmaster-count_end_own = { $now ->
        [yes] Vous pouvez finir la partie à ce tour
       *[other] À votre prochain tour, vous pourrez finir la partie
    } et { $outcome ->
        [win] gagner
       *[other] faire match nul
    } au décompte{ $now ->
        [yes] { $outcome ->
            [win] {""} : « Conseil (H) » vous dit comment.
           *[other] .
        }
       *[other] .
    }
# nc25: the bot grew two Earths and threw its last Fire on a Water, ending the game on the count unannounced;
# an enemy's chance only (the viewer's own is count_end_own since f49)
elemmaster-count_end = Attention : { $now ->
        [yes] à ce tour,
       *[other] à son prochain tour,
    } { $who } peut finir la partie en faisant disparaître { $fires ->
        [one] le dernier Feu
       *[other] les derniers Feux
    } ({ $cells }){ $struck ->
        [none] {""}
       *[other] {""}, après une attaque en { $struck }
    }{ $grow ->
        [0] {""}
        [one] {""}, après une croissance { DE($element) }
       *[other] {""}, après { $grow } croissances { DE($element) }
    } : { $outcome ->
        [win] il gagnerait
       *[other] ce serait match nul
    } au décompte.
# the same, short, above that warning
elemmaster-count_now-short = Au décompte, { $you ->
        [yes] vous gagneriez
       *[other] { $who } gagnerait
    } maintenant : { $tied ->
        [no] {""}
       *[yes] { $equal } à égalité, puis{" "}
    }{ $element } { $won } contre { $runner }.
# nf33 (nc34: « je ne savais pas comment conclure »): how the hint's attack brings the end nearer
elemmaster-end_nearer-earth = Cela rapproche la fin : sans Terre, { $who } perd (encore { $left ->
        [one] 1 niveau
       *[other] { $left } niveaux
    } de Terre).
elemmaster-end_nearer-fire = Cela rapproche la fin : vous menez au décompte, qui finit la partie dès qu'aucun Feu ne reste en jeu (encore { $left ->
        [one] 1 niveau
       *[other] { $left } niveaux
    }).
# f48 (nc59: Conseil grew a Fire while the count line said « vous gagneriez »): leading near the end, put the Fire out
elemmaster-hint_count_close = Vous gagneriez au décompte : éteignez { $own ->
        [all] { $fires ->
            [one] votre dernier Feu
           *[other] vos derniers Feux
        }
       *[other] { $fires ->
            [one] le dernier Feu
           *[other] les derniers Feux
        }
    } ({ $cells }) pour finir la partie.
# f49 (nc61 shots 072-082: « faites grandir » twice while the bot built three brasiers): an enemy Fire at level 3
# whose Brasier next turn reaches one of the person's pieces, and whether Conseil's advice answers it
elemmaster-hint_brasier = Le Feu de niveau 3 en { $cell } pourra se scinder en brasier à son prochain tour et atteindre votre { $element } en { $to }{ $more ->
        [0] {""}
        [one] {" "}(et une autre pièce)
       *[other] {" "}(et { $more } autres pièces)
    }{ $answered ->
        [1] {""} : ce conseil l'en empêche.
       *[0] {""} : ce conseil ne l'en empêche pas.
    }
# nc25: the hint's turn wins on the count by taking the last Fire off the board
elemmaster-hint_count_win = Ce tour peut gagner la partie au décompte : faites disparaître { $fires ->
        [one] le dernier Feu
       *[other] les derniers Feux
    } ({ $cells }). Commencez par la case { $cell }, encadrée sur le plateau.
# nc25 shot 79: the person's turn ended by itself after a free souffle; a moment to look, and why
elemmaster-turn_ended_itself = Plus de PA : votre tour est fini.

# f39 (nc38): the one enemy piece that can attack the Earth next turn, and its way there
hint-elemmaster-reach_way = { $kind ->
        [beside] le { $element } en { $start }, juste à côté
        [steps] le { $element } en { $start }{ $merged ->
            [yes] {", renforcé par une fusion"}
           *[no] {""}
        } : { $steps ->
            [one] un pas
           *[other] { $steps } pas
        } jusqu'en { $at }, puis l'attaque
        [pushed] le { $element } en { $start }, poussé jusqu'en { $at } par le souffle de l'Air en { $air }, puis l'attaque
        [near] { $element } en { $start }, en se déplaçant, en se divisant ou par un brasier
        [push_steps] le { $element } en { $start }, poussé par le souffle de l'Air en { $air } et { $walk ->
            [one] un pas
           *[other] { $walk } pas
        } jusqu'en { $at }, puis l'attaque
       *[other] le { $element } en { $start }, qui peut arriver en { $at } (brasier, vague ou division), puis attaquer
    }
# where a hint's plan says its next step (its words are the plan's own: interface.ftl, « Ensuite : { $then } »)
elemmaster-then_mark = Ensuite :
# a confirmation whose move ends the game says what then decides it (nc50 shot 247)
elemmaster-confirm_ends = La partie s'arrête alors. { $words }
