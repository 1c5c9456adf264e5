elemons-pile = Pioche : { $n }
elemons-box = Boîte : { $n }
elemons-rocks_free = Rochers libres : { $n }
elemons-gigamons_free = Gigamons sauvages
elemons-won = Elemons en main : { $n }
elemons-yours = Vos Elemons
elemons-theirs = Ses Elemons
# the crowded picker's captions, naming the kind under the pointer or picked (nc63 shot 084)
elemons-yours_kind = Vos Elemons : { $kind }
elemons-theirs_kind = Ses Elemons : { $kind }
elemons-keep = Ne pas échanger
elemons-swap = Échanger
elemons-swap_these = Échanger : { $gave } contre { $took }
elemons-end_turn = Fin de tour
elemons-trade = Attraper { $name }
elemons-trade_from = Attraper { $name }, pris à { $holder }
elemons-take_rule = { $name } est chez { $holder } : avec { $n ->
        [one] { $n } { $kind }
       *[other] { $n } { $kind }s
    }, vous pouvez le lui prendre.
elemons-inspect-take = La règle : si un adversaire possède déjà ce Gigamon, vous pouvez le lui prendre en rendant vos Elemons à la Boîte ; il le perd.
elemons-waiting = { $who } réfléchit…
elemons-playing = { $who } joue…
elemons-caught = { $name } attrapé !
elemons-caught_end = { $name } attrapé ! Plus rien à attraper après la paire : fin du tour.
elemons-caught_ends_turn = Fin du tour { DE($who) } : plus rien à attraper.
elemons-caught_goes_on = { $who } continue : un Gigamon s'attrape à tout moment du tour.
elemons-caught_unseen = { $n ->
        [one] Dont 1 { $kind } que vous n'aviez pas vu : reçu face cachée (pioche ou échange).
       *[other] Dont { $n } { $kind }s que vous n'aviez pas vus : reçus face cachée (pioche ou échange).
    }
elemons-power_left = { $power ->
        [swap] { $who } n'échange rien : ce Gigamon finit la partie avant l'échange.
        [burn] Aucun Elemon ne part dans la Boîte : ce Gigamon finit la partie avant.
        [rock] Aucun Rocher posé : ce Gigamon finit la partie avant.
       *[other] Plus de tuile regardée : ce Gigamon finit la partie avant.
    }
elemons-gigamon_cost = { $n ->
        [one] { $n } { $kind }
       *[other] { $n } { $kind }s
    }
elemons-pile_empty = La pioche est vide : dernier tour !
elemons-inspect-rock_name = Rocher
elemons-inspect-rock = Posé par { $who } : personne ne peut retourner cette tuile avant le début du prochain tour { DE($who) }. Un Hydromon peut tout de même regarder dessous, en secret.
elemons-inspect-secret_name = Vue en secret par { $who }
elemons-inspect-secret = { $who } a regardé cette tuile avec son Hydromon, vous non. La retourner vous la montre sans rien lui apprendre de nouveau.
elemons-frames_eye = Œil : tuile vue en secret par un adversaire.
elemons-inspect-back_name = Tuile face cachée
elemons-inspect-back = Retournez-la pour découvrir son Elemon ; deux tuiles identiques vous font gagner la paire et déclenchent son pouvoir.
elemons-inspect-wild = Polymon fait la paire avec n'importe quel Elemon, mais cette paire n'a pas de pouvoir. Il ne compte que pour Supermon (3 Polymons), jamais pour le Gigamon d'un autre Elemon.
elemons-inspect-gigamon = S'attrape avec { $n ->
        [one] { $n } { $name } gagné
       *[other] { $n } { $name }s gagnés
    }, qui partent dans la Boîte ; s'il est chez un autre joueur, vous le lui prenez. { $win ->
    [one] Avec { $win } Gigamon, la partie est gagnée.
    *[other] Avec { $win } Gigamons, la partie est gagnée.
    } Son cadre doré le distingue d'un Elemon.
elemons-inspect-pile = Les tuiles qui remplissent la grille. Une partie en a 40 en tout : 6 de chaque Elemon, 4 Polymons. Quand elle est vide, la partie s'arrête à la fin du tour. Avec deux tuiles ou moins, la prochaine paire la vide.
# the pile's hover box, after the mix: the tiles the person never saw where they now are (nc63)
elemons-unseen = { $n ->
        [0] Vous avez vu toutes les tuiles.
        [one] Jamais vue par vous : { $kinds }.
       *[other] Jamais vues par vous : { $kinds }.
    }
elemons-unseen_kind = { $n } { $n ->
        [one] { $kind }
       *[other] { $kind }s
    }
elemons-inspect-won_hidden_name = Elemons en main, face cachée
elemons-inspect-won_hidden = Seul { $who } les voit. Ceux que vous l'avez vu gagner montrent ici leur face, les autres leur dos. Un Aeromon vous permet de les regarder pour en échanger un.
elemons-inspect-box = Les tuiles sorties du jeu : les trois Elemons rendus pour chaque Gigamon attrapé, et ceux qu'un Pyromon a brûlés.
elemons-inspect-rocks_name = Rochers libres
elemons-inspect-rocks = Les Rochers qu'un Geomon peut encore poser (4 en tout). Un Rocher revient ici au début du tour suivant de celui qui l'a posé.
elemons-power_fizzled = Sans effet : { $why ->
        [pile_empty] la pioche est vide
        [no_elemons] aucun adversaire n'a d'Elemon
        [no_rock] tous les Rochers sont posés
        [no_tile] aucune tuile libre
        [grid_empty] plus de tuile à regarder
       *[other] rien sur quoi agir
    }
elemons-replay = { $you ->
        [yes] Electromon : rejouez
       *[no] Electromon : { $who } rejoue
    }
# a pair's power with nothing to act on: its banner promises nothing (nc20 shot 48)
elemons-power_none = { $kind } : sans effet
# a power's banner says it is the opponent's when it is not the person's (nc29: « Geomon : posez un Rocher »
# in the bot's turn read as the person's to do; a name did not fit the tutorial's banner); asked alone (the
# piece's help) it is the first form
elemons-power-swap = { $you ->
       *[yes] Aeromon : regardez et échangez
        [no] Aeromon : l'adversaire peut échanger
    }
elemons-power-rock = { $you ->
       *[yes] Geomon : posez un Rocher
        [no] Geomon : l'adversaire pose un Rocher
    }
# the tutorial: the opponent's Rock laid on its tile, the tile named (nc37 shot 18)
elemons-rock_watch = { $who } pose un Rocher sur la tuile { $slot }
elemons-power-replay = { $you ->
       *[yes] Electromon : rejouez
        [no] Electromon : l'adversaire rejoue
    }
elemons-power-peek = { $you ->
       *[yes] Hydromon : regardez 4 tuiles en secret
        [no] Hydromon : l'adversaire regarde 4 tuiles
    }
elemons-power-draw = { $you ->
       *[yes] Floramon : gagnez une tuile de la pioche
        [no] Floramon : l'adversaire gagne une tuile
    }
elemons-power-burn = Pyromon : un adversaire perd un Elemon
# what a pair's power will do, said by a hint's reason after « une paire » (nc15: the hints never spoke of powers)
elemons-hint_power = { $power ->
        [replay] , et leur pouvoir vous fait rejouer{ $more ->
            [yes] {"\u00A0"}: prenez-la d'abord, vous rejouerez pour prendre l'autre paire connue
           *[no] {""}
        }
        [peek] , et leur pouvoir vous fait regarder { $peeks } tuiles en secret, pour trouver d'autres paires
        [draw] , et leur pouvoir vous donne en plus la première tuile de la pioche
        [burn] , et leur pouvoir envoie dans la Boîte un Elemon tiré au hasard { $opponents ->
            [one] chez votre adversaire
           *[other] chez l'adversaire de votre choix
        }
        [rock] , et leur pouvoir pose un Rocher sur la tuile de votre choix : personne ne la retourne avant votre prochain tour
        [swap] , et leur pouvoir vous laisse échanger un de vos Elemons contre un de ceux d'un adversaire
        [fizzles] , mais leur pouvoir sera ici sans effet
       *[none] {""}
    }
# a catch a hint promises: taken from its holder, and the last one that wins (nc18 shot-91)
elemons-hint_catch = { $steal ->
        [yes] , en le prenant à { $target }
       *[no] {""}
    }{ $wins ->
        [yes] {"\u00A0"}: votre dernier Gigamon, la victoire !
       *[no] {"\u202F"}!
    }
# the pile this low: any pair's refill empties it, and the game ends with the turn (nc17 shot-112)
elemons-hint_ends = { $ends ->
        [yes] {" "}Attention : { $pile ->
            [one] la pioche n'a plus qu'une tuile
           *[other] la pioche n'a plus que { $pile } tuiles
        }, cette paire la videra et la partie finira avec votre tour.
       *[no] {""}
    }
# the hint box's header once the person played something else than the advice (nc37 shot 108: « Conseil suivi » after 9 + 7 for an advised 2 + 7)
elemons-hint_after = Après votre coup : conseil pour { $who }
elemons-prompt-flip = Retournez deux tuiles (clic, flèches + Entrée, ou 1 à 9).
elemons-prompt-after = Paire gagnée : attrapez un Gigamon ou cliquez « Fin de tour ». Votre tour finit quand il n'y a plus rien à attraper.
elemons-prompt-after_short = Paire gagnée : attrapez un Gigamon ou cliquez « Fin de tour ».
elemons-prompt-look = { $targets ->
        [one] Aeromon : vous allez voir les Elemons de votre adversaire et pourrez en échanger un.
       *[other] Aeromon : avec quel joueur échanger ?
    }
elemons-prompt-swap = Aeromon : choisissez un de vos Elemons et un des siens, ou n'échangez pas.
# the « ! » on an Elemon of the Aeromon's picker, said before any pick (nc32 shots 43-44)
elemons-swap_mark = « ! » : le donner rapprocherait l'adversaire d'un Gigamon.
# what the Elemon picked to take brings the person to (nc51 shots 112-114)
elemons-swap_gains = Avec son { $kind }, vous attraperez { $gigamon }{ $win ->
        [yes] {""} : la victoire !
       *[no] {""}.
    }
elemons-swap_gives = { $how ->
        [can] Donner votre { $kind } permet à l'adversaire d'attraper { $gigamon } !
        [one] Avec votre { $kind }, il ne lui manquerait qu'un { $kind } pour { $gigamon }.
       *[pair] Avec votre { $kind }, il ne lui manquerait qu'une paire pour { $gigamon }.
    }
elemons-prompt-rock = Geomon : cliquez sur la tuile à couvrir d'un Rocher.
elemons-catch_keeps_power = Vous pouvez aussi attraper d'abord : le pouvoir vous attend.
elemons-take_first = Vous pouvez aussi d'abord prendre { $name } à { $holder } avec { $n ->
        [one] { $n } { $kind }
       *[other] { $n } { $kind }s
    } : le pouvoir vous attend.
elemons-take_first_short = Ou prenez d'abord { $name } à { $holder } : le pouvoir vous attend.
elemons-take_short = Vous pouvez prendre { $name } à { $holder }.
elemons-prompt-peek = Hydromon : regardez une tuile ({ $left ->
        [one] la dernière
       *[other] encore { $left }
    }).
elemons-peek_refill_after = { $n ->
        [one] La place vide se remplit après vos regards.
       *[other] Les places vides se remplissent après vos regards.
    }
elemons-peek_fewer = { $n ->
        [0] Toutes les tuiles sont déjà vues.
        [one] Plus qu'une tuile jamais vue.
       *[other] Plus que { $n } tuiles jamais vues.
    }
elemons-prompt-burn = { $targets ->
        [one] Pyromon : votre adversaire perd un Elemon tiré au hasard.
       *[other] Pyromon : quel adversaire perd un Elemon ?
    }
elemons-announce-one_more = { $you ->
        [yes] Plus qu'un Gigamon et vous gagnez !
       *[no] { $who } : plus qu'un Gigamon pour gagner !
    }
elemons-refilled = { $n ->
        [one] Tuile { $slots } remplacée par la pioche
       *[other] Tuiles { $slots } remplacées par la pioche
    }
elemons-announce-one_more_short = Encore un Gigamon : victoire !
elemons-announce-last_turn = Dernier tour !
elemons-announce-pile_low = Prochaine paire : fin !
elemons-announce-pile_low_banner = Pioche presque vide : la prochaine paire finit la partie
elemons-announce-last_turn_limit = Dernier tour : la partie s'arrête après le tour { $n }
elemons-end-gigamons = { $you ->
        [yes] Vous attrapez le Gigamon de la victoire ({ $n } sur { $n }) !
       *[no] { $who } attrape le Gigamon de la victoire ({ $n } sur { $n }) !
    }
elemons-end-pile = { $you ->
        [yes] Pioche vide, dernier tour joué : vous gagnez !
       *[no] Pioche vide, dernier tour joué : { $who } gagne
    }
elemons-end-turn_limit = { $you ->
        [yes] Limite de tours atteinte : vous gagnez !
       *[no] Limite de tours atteinte : { $who } gagne
    }
elemons-end-stuck = { $you ->
        [yes] Plus rien à jouer : vous gagnez !
       *[no] Plus rien à jouer : { $who } gagne
    }
elemons-end-other = { $you ->
        [yes] Fin de partie : vous gagnez !
       *[no] Fin de partie : { $who } gagne
    }
elemons-end-draw = Fin de partie : égalité
elemons-tiles_up = Tuiles { $slots } { DE($who) } : cliquez pour continuer
elemons-tiles_up_own = Vos tuiles { $slots } : cliquez pour continuer
# after one's own miss, a tile shown whose twin everyone saw turned (nc64 shots 062-068)
elemons-gift_seen = Attention : { $who } a déjà vu l'autre { $kind } (tuile { $slot }) : il peut prendre la paire.
elemons-tiles_up_known = Tuiles { $slots } { DE($who) }, déjà vues : cliquez pour continuer
elemons-tiles_up_known_own = Vos tuiles { $slots }, déjà vues : cliquez pour continuer
elemons-peek_up = Tuiles { $slots } regardées en secret : retenez-les, puis cliquez pour continuer
elemons-frames = Couleur : dernier tour de chacun, effacé quand il rejoue. Pointillés : tuile jamais montrée à tous.
elemons-frames_no_ring = Couleur : dernier tour de chacun, effacé quand il rejoue.
elemons-frames_keys = Couleur : dernier tour de chacun, effacé quand il rejoue. Coins blancs : le curseur du clavier (flèches).
# the pale frame's and the keyboard's sentences together, once both have been seen (nc59 shots 054, 062)
elemons-frames_ring_keys = Couleur : dernier tour de chacun, effacé quand il rejoue. Pointillés : tuile jamais montrée à tous. Coins blancs : le curseur du clavier (flèches).
elemons-frames_tutorial = Jaune : tuile à jouer. Couleur : dernier tour de chacun. Pointillés : tuile jamais montrée à tous.
elemons-frames_tutorial_no_ring = Jaune : tuile à jouer. Couleur : dernier tour de chacun.
elemons-click_waits = Clic retenu (tuile { $slot }) : il sera joué dès la fin de l'animation
elemons-pair_up = { $who } gagne { $same ->
        [yes] la paire { DE($kind) }s
       *[no] la paire { $kind } + { $other }
    } (tuiles { $slots }){ $power ->
        [none] , sans pouvoir
       *[some] {""}
    } : cliquez pour continuer
elemons-polymon_up = Polymon : n'importe quelle tuile fait la paire avec lui, mais sans pouvoir.
elemons-inspect-kind = { $power }, quand vous en gagnez une paire. { $n } { $kind }s attrapent { $gigamon }.
elemons-pair_no_power = Paire avec un Polymon : pas de pouvoir
elemons-pair_up_own = Vous gagnez { $same ->
        [yes] la paire { DE($kind) }s
       *[no] la paire { $kind } + { $other }
    } (tuiles { $slots }){ $power ->
        [none] , sans pouvoir
       *[some] {""}
    }{ $click ->
        [no] {""}
       *[yes] {"\u00A0"}: cliquez pour continuer
    }
elemons-swapped_you_up = { $who } échange avec vous (Aeromon) : votre { $took } contre son { $gave }. Cliquez pour continuer
elemons-swap_lost = Vous perdez : { $kind }
elemons-swap_got = Vous recevez : { $kind }
elemons-swapped_you = { $who } vous prend votre { $took } et vous donne son { $gave }
elemons-burned_you = { $who } brûle votre { $tile } : il part dans la Boîte
elemons-drawn_you = Floramon : vous gagnez un { $tile } de la pioche
elemons-tutorial_step_done = Étape { $n } sur { $total } réussie
elemons-tiles_up_fast = Toujours 2 s, sans clic
elemons-tiles_up_fast_note = Facultatif : ce bouton vous évite ce clic à l'avenir. Aussi dans Échap › Réglages.
elemons-tiles_up_fast_done = Les tuiles retournées restent 2 s, puis se retournent seules. Échap › Réglages : « jusqu'à un clic » pour revenir.
# under the tool row while « Annuler (U) » shows: what it takes back (nc63 shot 104: it came after a catch, unexplained)
elemons-undo_what = Annuler (U) reprend { $what ->
        [trade] votre capture { DE($gigamon) }.
        [rock] votre Rocher.
        [swap] votre échange.
        [keep] votre choix de ne rien échanger.
       *[other] votre dernier coup.
    }
elemons-won_seen = Elemons en main : { $n }, { $seen ->
        [0] face cachée
        [one] dont 1 vu
       *[other] dont { $seen } vus
    }
elemons-won_arriving = Elemons en main : 0, bientôt { $n }
elemons-ends_next = { $you ->
        [yes] Fin proche : votre prochaine paire finit la partie.
       *[no] Fin proche : sa prochaine paire finit la partie.
    }
elemons-near-can = De quoi attraper { $gigamon }
# a catch open and other kinds one Elemon short: both said (nc59 shots 021-022)
elemons-near-can_near = De quoi attraper { $gigamon }, et il lui manque 1 Elemon pour { $count ->
        [one] un autre Gigamon
       *[other] { $count } autres Gigamons
    }
# the Gigamons one Elemon away, on either panel (nc64: « À 1 Elemon d'Halomon ou d'Heliomon » read oddly): named up to
# three, counted from four
elemons-near-short_of = Il { $who ->
        [own] vous
       *[other] lui
    } manque 1 Elemon pour { $gigamons }
elemons-near-several_own = Il { $who ->
        [own] vous
       *[other] lui
    } manque 1 Elemon pour { $count ->
        [one] un Gigamon
       *[other] l'un de { $count } Gigamons
    }
# a catch ready on one's own panel, said first (nc64 shots 024, 084)
elemons-near-can_own = Vous pouvez attraper { $gigamon } !
elemons-near-can_own_short = Attrapez { $gigamon } !
elemons-near-can_own_near = Vous pouvez attraper { $gigamon } ! { $near }
# one's own panel beside two Gigamons, where « À 1 … de la victoire » takes four lines (nc42)
elemons-near-one_own_short = { $how ->
        [win] Un { $kind } : victoire !
       *[other] Un { $kind } : { $gigamon }
    }
elemons-near-one = { $how ->
        [win] Un { $kind } et c'est gagné !
        [yours] Plus qu'un { $kind } pour vous prendre { $gigamon } !
       *[one] Plus qu'un { $kind } pour { $gigamon } !
    }
elemons-near-far = { $unseen ->
        [0] Loin d'un Gigamon
        [one] Rien de proche parmi ceux vus
       *[other] Rien de proche parmi ceux vus
    }
elemons-near-log = { $how ->
        [win] Attention : il ne manque plus qu'un { $kind } à { $who } pour gagner ({ $gigamon }).
        [yours] Attention : il ne manque plus qu'un { $kind } à { $who } pour vous prendre { $gigamon }.
       *[one] Attention : il ne manque plus qu'un { $kind } à { $who } pour attraper { $gigamon }.
    }
# the hint's last words when another seat is one Elemon from its winning Gigamon (nc41 shot 117)
elemons-danger-one = Attention : { $ways }, et { $who } gagne la partie ; ne lui en montrez pas.
elemons-danger-more = un { $kind } de plus
elemons-danger-pair = une paire de { $kind }s
elemons-danger-now = Attention : { $who } peut attraper son dernier Gigamon à son tour.
elemons-near-banner = { $who } : plus qu'un { $kind } pour { $how ->
        [win] gagner !
        [yours] vous prendre { $gigamon } !
       *[one] { $gigamon } !
    }
# Conseil's first press on a known pair: what to look for; a second press shows the tiles (nc59: « a gentler Conseil »)
elemons-nudge = { $how ->
        [same] Vous avez déjà vu deux { $kind }s sur la grille : retrouvez-les.
        [wild] Vous avez déjà vu un { $kind } et un Polymon sur la grille : ils font une paire. Retrouvez-les.
        [up_wild] Le Polymon fait la paire avec tout Elemon : retrouvez une tuile que vous avez déjà vue.
        [twin_wild] Vous avez déjà vu un Polymon sur la grille : il fait la paire avec le { $kind } retourné. Retrouvez-le.
       *[one] Vous avez déjà vu un { $kind } : retrouvez sa paire.
    }
elemons-nudge_catch = Cette paire vous fait attraper { $gigamon } !
# a second Gigamon in one turn (scenes: the `gigamons_in_turn` banner)
elemons-feat = { $you ->
        [yes] Exploit : { $count } { $count ->
            [one] Gigamon
           *[other] Gigamons
        } en un tour !
       *[no] Exploit { DE($who) } : { $count } { $count ->
            [one] Gigamon
           *[other] Gigamons
        } en un tour !
    }
elemons-bot_blind = Au hasard : { $who } ne voit jamais les tuiles que vous regardez en secret.
