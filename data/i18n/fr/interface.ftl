# Interface texts (fr), read by game/i18n.py: data/i18n/fr/*.ftl all read. Ids: the code's key with dots
# as hyphens (t("menu.resume") -> menu-resume). { $var } is a value; plurals: { $count -> [one] ... *[other] ... }.

game-elemons = Elemons & Gigamons
game-evolution = Elementary Evolution
game-monsters = Monstres, cartes perforées
game-kaiju = Kaijū & Mecha
game-elemmaster = Elem Master
menu-subtitle = Cinq jeux de société, une table. Choisissez un jeu.
menu-resume = Reprendre
menu-settings = Réglages
menu-gallery = Galerie
menu-quit = Quitter
menu-rules = Règles
back = Retour
setup-seats = Joueurs
setup-options = Options
setup-add = + joueur
setup-remove = - joueur
setup-levels = Les flèches ◀ ▶ changent un joueur : { $kinds }
setup-close = « Bot sur mesure » joue d'ordinaire comme le bot { $low } ; comme le bot { $high } { $margin }.{ $settle } Les résultats diront comment il a joué.
setup-close-margin-elemons = dès que vous avez { $n ->
        [one] un Elemon
       *[other] { $n } Elemons
    } de plus que lui (un Gigamon compte pour 3)
setup-close-margin-evolution = dès que vous menez { $n ->
        [one] d'un niveau de pile
       *[other] de { $n } niveaux de piles
    }
setup-close-margin-monsters = quand vous avez { $n ->
        [one] une couleur
       *[other] { $n } couleurs
    } d'avance
setup-close-margin-kaiju = dès que vous menez { $n ->
        [one] d'un point
       *[other] de { $n } points
    } (bonus des 1 compris)
setup-close-margin-elemmaster = dès que vous menez { $n ->
        [one] d'un niveau
       *[other] de { $n } niveaux
    } sur le plateau ou en Terre
# the setup's one line on « sur mesure »; the whole sentence (setup-close…) shows while the pointer is on it (nc40)
setup-close-short = « Bot sur mesure » s'adapte : plus doux quand il mène, plus fort quand vous menez (survolez : le détail).
# Monsters (f49, nc61: « no arc »): « sur mesure » follows the person's pace
setup-close-short-monsters = « Bot sur mesure » joue à votre rythme : il met par pli à peu près le temps que vous mettez (survolez : le détail).
setup-close-pace-monsters = « Bot sur mesure » joue à votre rythme : pour un pli, il met à peu près le temps que vous mettez. Pour que la partie reste serrée, il se presse un peu { $margin }. Il reste entre le bot { $low } et le bot { $high }.
setup-close-mid = « Bot sur mesure » joue d'ordinaire comme le bot { $low } ; comme le bot { $mid } { $near } ; comme le bot { $high } { $margin }.{ $settle } Les résultats diront comment il a joué.
setup-close-ahead = « Bot sur mesure » joue d'ordinaire comme le bot { $mid } ; comme le bot { $low } { $leads } ; comme le bot { $high } { $margin }.{ $settle } Les résultats diront comment il a joué.
# f49 (nc61 shots 064, 186: « comme le bot facile tant qu'il mène », and it led the count yet never played easy): what
# « mène » weighs, per game where it is not plain (Elem Master: the lead is levels on the board and Earth, the less of both)
setup-close-leads = tant qu'il mène
setup-close-leads-elemmaster = tant qu'il a sur le plateau plus de niveaux et de Terre que vous
setup-close-settle = { $n ->
        [one] {""}
        [2] {" "}Il attend deux tours avant de changer.
        [3] {" "}Il attend trois tours avant de changer.
       *[other] {" "}Il attend { $n } tours avant de changer.
    }
setup-start = Jouer
seat-human = Joueur { $n }
seat-bot = Bot { $n } ({ $strength })
seat-bot_short = Bot { $n }
seat-kind-bot = Bot { $strength }
seat-kind-human = Humain
seat-kind-remote = Joueur sur une autre machine
net-host = Héberger une partie
net-join = Rejoindre une partie
net-host_title = Héberger une partie pour des joueurs sur d'autres machines
net-lobby_title = { $game } : les invitations
net-lobby_text = Envoyez à chaque joueur sa ligne (Copier la met dans le presse-papiers). Il la colle dans Rejoindre une partie, ou lance : python main.py join ADRESSE --token JETON --fingerprint EMPREINTE. La partie est chiffrée ; le dernier champ de chaque ligne permet au joueur de vérifier que c'est bien votre machine. Par Internet, voir docs/protocol.md (tunnel SSH ou redirection de port).
net-copy = Copier
net-copied = Les invitations sont dans le presse-papiers
net-no_clipboard = Pas de presse-papiers ici : recopiez les lignes
net-sit = À la table
net-cannot_host = Impossible d'héberger : { $error }
net-reach_local = Qui peut rejoindre : cette machine seulement
net-reach_open = Qui peut rejoindre : d'autres machines aussi (réseau)
net-lobby_local = Seule cette machine peut rejoindre. Pour inviter des testeurs ailleurs, revenez et choisissez « d'autres machines aussi ».
net-lobby_open = Ouvert sur tous les réseaux de cette machine, port { $port }. Sur le même réseau, les lignes marchent telles quelles ; par Internet, redirigez le port { $port } de votre box vers cette machine et mettez votre adresse publique dans les lignes (docs/protocol.md). Qui a une ligne peut prendre la place : envoyez chacune en privé.
net-join_title = Rejoindre une partie
net-join_text = Collez l'invitation que l'hôte vous a envoyée (Ctrl+V) : invite SIÈGE ADRESSE JETON EMPREINTE. Puis Entrée.
net-paste = invite 1 127.0.0.1:8765 JETON
net-chat = Discussion : cliquez ici, tapez, Entrée
net-lost = Connexion perdue : nouvel essai…
why-net-wrong_token = Mauvais jeton : redemandez votre invitation à l'hôte
why-net-seat_taken = Cette place est déjà prise
why-net-protocol = L'hôte n'a pas compris le message
why-net-version = L'hôte utilise une autre version du jeu
why-net-spectator = Un spectateur ne joue pas
net-port = Port :
net-port_any = n'importe lequel
net-bad_port = « { $port } » n'est pas un port : un nombre de 1 à 65535, ou vide pour un port libre
net-resume_title = Parties hébergées en cours : en reprendre une (mêmes invitations)
net-resume = Reprendre : { $game } ({ $when })
net-your_seat = Votre place (cette fenêtre)
net-here = connecté
net-away = pas connecté
net-no_invites = Aucune invitation à envoyer : toutes les autres places sont vos bots. Pour inviter un joueur, revenez et choisissez « Joueur sur une autre machine » pour une place sur l'écran de préparation ; sinon, appuyez sur À la table.
net-left = { $who } a perdu la connexion (la place lui reste)
net-back = { $who } est de retour
net-arrived = { $who } a rejoint la partie
why-net-taken_over = Votre place a été reprise par une nouvelle connexion avec votre invitation
why-net-too_many_tries = Trop de mauvais jetons depuis cette adresse : attendez une minute
why-net-old_action = Cette action a déjà été envoyée
why-net-chat_too_fast = Trop de messages d'un coup : ralentissez
why-net-full = Cette table est complète
why-net-abuse = Trop d'actions refusées : l'hôte a fermé la connexion
why-core-illegal = Les règles ne le permettent pas maintenant
strength-close = sur mesure
strength-beginner = débutant
strength-easy = facile
strength-medium = moyen
strength-hard = difficile
pause-title = Pause
pause-resume = Reprendre la partie
pause-menu = Sauvegarder et revenir au menu
lookaway-title = Au tour { DE($who) }
lookaway-text = Les autres joueurs détournent le regard : ce qui suit est secret. Cliquez quand personne d'autre ne regarde l'écran.
lookaway-ready = C'est bon, je regarde
results-title = Fin de partie
results-title_tutorial = Fin du tutoriel
results-title_tutorial_part = Tutoriel : à suivre
results-winner = { $who } gagne !
results-tie = { $who } gagnent ex æquo !
results-nobody = Personne ne gagne
results-you_win = Vous gagnez !
results-survey_next = Une question rapide sur la partie vous sera posée en quittant cet écran (facultative).
results-again = Rejouer
results-table = Voir la table
results-menu = Menu
# a tutorial's results: what a learner wants next (nc31 Monsters)
results-tutorial_next = Suite du tutoriel
results-tutorial_again = Recommencer le tutoriel
results-play_now = Jouer une partie
settings-lang = Langue : { $value }
settings-speed = Animations : { $value }
settings-vision = Vision simulée : { $value }
settings-cues = Repères daltoniens : { $value }
settings-journal = Journal de playtest : { $value }
settings-survey = Questionnaire de fin de partie : { $value }
note-title = Une note pour ce moment de la partie
note-hint = Ce que vous remarquez (Entrée pour garder, Échap pour annuler)
note-keep = Garder
note-cancel = Annuler
note-kept = Note gardée (touche N pour une autre)
note-shown = Note { DE($who) } : { $text }
note-shown_anon = Note : { $text }
survey-title = Votre avis, { $who } ?
survey-title_you = Votre avis sur la partie ?
survey-optional = Pour les auteurs du jeu. Tout est facultatif : passez si vous voulez.
survey-fun = Plaisir de jeu (1 à 5)
survey-clarity = Clarté des règles (1 à 5)
survey-length = Durée ressentie
survey-length-short = Trop courte
survey-length-right = Juste bien
survey-length-long = Trop longue
survey-comment = Un mot de plus ?
survey-comment_hint = Une ligne libre
survey-send = Envoyer
survey-skip = Passer
survey-thanks = Merci !
survey-thanks_kept = Vos réponses sont gardées avec la partie, pour les auteurs du jeu.
survey-kept_in = Vos réponses sont enregistrées avec la partie. Les auteurs du jeu les retrouvent dans « Revoir », bouton « Rapport de playtest ».
survey-kept_host = Vos réponses partent chez l'hôte de la partie, qui les garde dans son journal.
survey-not_kept = Vos réponses n'ont pas pu être enregistrées : { $problem }
survey-notice = Avis envoyé, merci. { $kept }
settings-on = oui
settings-off = non
settings-volume = Volume : { $value }
lang-fr = français
lang-en = anglais
speed-slow = lentes
speed-normal = normales
speed-fast = rapides
speed-instant = instantanées
save-failed = Sauvegarde impossible : { $error }
save-corrupt = Sauvegarde illisible mise de côté ({ $name }) : { $error }
screenshot-saved = Capture enregistrée : { $path }
log-start = Nouvelle partie { DE($game) }
log-resumed = Partie { DE($game) } reprise : le journal jusqu'ici
log-replay = Revoir une partie { DE($game) }
undo-button = Annuler (U)
undo-button_kaiju = Défaire (U)
undo-tip = Reprend votre dernière action pour la jouer autrement : possible tant que ni le hasard, ni un secret, ni un autre joueur n'est passé depuis.
undo-none = Rien à annuler : le hasard, un secret ou un autre joueur est passé depuis
replay-status = Coup { $step } sur { $total }, vu par { $who } (flèches, Espace, Tab)
replay-title = Revoir une partie
replay-leave = Sortir du replay
replay-finished = terminée
replay-ongoing = en cours
replay-none = Aucune partie sauvegardée ou terminée à revoir pour l'instant
archive-title = Archive des parties
archive-all = Toutes
archive-row = { $game } · { $when } · { $seats } · { $state } · { $n ->
        [one] { $n } coup
       *[other] { $n } coups
    }
archive-won = victoire { DE($who) }
archive-delete = Supprimer
archive-confirm = Vraiment ?
archive-deleted = Partie supprimée.
archive-in_use = Cette partie est ouverte dans une autre fenêtre : elle n'est pas supprimée.
archive-report = Rapport de playtest
archive-report_written = Rapport écrit : { $path }
archive-scroll = { $shown } (molette ou Page préc./suiv.)
results-replay = Revoir
menu-replays = Revoir
end-elemons-gigamons = Trois Gigamons attrapés
end-elemons-pile = La pioche est vide
end-elemons-turn_limit = Limite de tours atteinte
end-elemons-stuck = Plus aucune tuile à retourner
rules-elemons = Elemons & Gigamons. À tour de rôle, retournez 2 tuiles. Différentes : elles se retournent. Identiques (ou un Polymon et un autre Elemon) : vous les gagnez, leur pouvoir se déclenche, puis la grille est complétée depuis la pioche. Avec 3 Elemons identiques, attrapez le Gigamon correspondant (même chez un adversaire). La partie s'arrête quand un joueur a 3 Gigamons ou quand la pioche est vide ; le plus de Gigamons l'emporte, puis le plus d'Elemons.
rules-kaiju = Kaijū & Mecha, 2 à 4 joueurs. À votre tour : lancez les deux dés ; jouez des cartes de votre main pour leurs effets (2 relance un ou deux dés, 4 vole une carte au hasard à un joueur, 5 tourne un dé sur la face de votre choix, 7 pioche la première carte, 9-11 au choix ; un 6 ou un 9-11 annule à tout moment une carte qu'un autre joueur vient de jouer) ; puis prenez sur la table une carte égale à la somme ou à la différence, ou une ou deux cartes égales aux faces (prendre un 8 prend tous les 8), ou rien si rien ne correspond ; la table est complétée à 8 cartes. Sur un double, vous pouvez plutôt prendre ce Mecha (15 points) ou tenter de le voler : vous tirez une carte au hasard dans la main de son détenteur. Voler un 3 coûte une Blessure (-3). Quand la pioche est vide, chacun joue un dernier tour. Score : valeurs des Kaijūs, + 15 par Mecha, + 15 pour qui a le plus de cartes 1, - 3 par Blessure.
rules-evolution = Elementary Evolution (2 à 4 mages). Faites évoluer vos quatre Élémentaires (Air, Feu, Terre, Eau) de l'Œuf (niveau 0) à la forme ultime (niveau 5). À votre tour, posez autant de cartes que vous voulez : sur votre pile de l'élément, au niveau suivant, ou dans une défausse ; l'Éther est un joker des niveaux 1 à 4. Chaque carte posée applique son effet : Air, Tornade (défausser puis piocher autant) ; Feu, Embrasement (détruire une carte libre adverse) ; Terre, Enracinement (regrouper une pile, protégée) ; Eau, Cascade (hors de son tour, contrer un embrasement, au prix d'une carte au prochain tour). Certaines cartes libèrent une Créature : donnez son jeton à un adversaire, qui l'utilisera une fois (ou retenez-la avec un Éther au centre). Fin de tour : complétez votre main à 5 cartes. Le premier mage avec quatre niveaux 5 gagne ; la partie continue pour classer les autres.
rules-monsters = Monstres, cartes perforées. Tout le monde joue en même temps. Superposez vos 3 cartes perforées (dans n'importe quel ordre, tournées, retournées : un trou laisse voir la carte dessous) pour aligner 3 monstres d'une couleur en ligne, colonne ou diagonale : c'est un pli ; gardez-le et piochez 3 cartes. À tout moment, échangez une carte avec celle du centre. Le premier à avoir un pli de chacune des 5 couleurs gagne la manche ; si la pioche s'épuise, le plus de plis d'une même couleur l'emporte (égalité : rouge, puis bleu, vert, jaune, violet). Solo : battez le sablier.
rules-elemmaster = Elem Master (2 joueurs sur 6x6 ou 4 sur 10x10, chacun pour soi ou 2 contre 2). Chaque joueur commande des élémentaires de Terre, Feu, Eau et Air (piles de 1 à 3 jetons = niveau). 3 PA par tour : croissance (+1 niveau sur son terrain de prédilection), déplacement (tout ou partie de la pile, d'une case, diagonales comprises), attaque (le Feu bat la Terre et l'Air, la Terre bat l'Eau, l'Eau bat le Feu ; le perdant perd un niveau, le gagnant en gagne un). Pouvoirs : Terre sous-terrain, Feu brasier, Eau vague, Air double déplacement et souffle (gratuit). Un élémentaire qui a agi est marqué jusqu'à la fin du tour. Spécialités et 6 cartes Évènement (2 PA, 3 par joueur) en option. Un joueur sans Terre est éliminé ; sans Feu sur le plateau, on compte Terre, puis Eau, puis Air.
lab-menu = Labo
lab-title = Labo d'équilibrage
lab-none = Aucune campagne pour l'instant. Lancez par exemple : python main.py simulate kaiju --games 200
lab-runs = Campagnes
lab-charts = Graphiques
lab-tables = Tableaux
lab-prev = <
lab-next = >
lab-games = { $done }/{ $total } { $total ->
        [one] partie
       *[other] parties
    }
lab-players = Joueurs : { $who }
lab-sweep = Balayage : { $what }
lab-batch = une série
lab-complete = Terminée : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } en moyenne.
lab-interrupted = Interrompue après { $done ->
        [one] { $done } partie
       *[other] { $done } parties
    } sur { $total }. Pour la finir :
lab-no_report = Pas encore de rapport pour cette campagne.
lab-no_chart = Graphique absent du dossier (rapport écrit sans pygame ?).
lab-page = { $name } ({ $i }/{ $n })
lab-folder = Dossier : { $path }
option-evolution-variant = Variante
option-evolution-variant-standard = standard
option-evolution-variant-fusion = Fusion extrême
option-evolution-first = Égalité pour commencer
option-evolution-first-people = les joueurs choisissent
option-evolution-first-chance = au hasard
end-evolution-four_level_5_Elementals = Un mage possède ses quatre Élémentaires ultimes
end-evolution-turn_limit_reached = Limite de tours atteinte : classement aux niveaux
end-evolution-in_progress = Partie en cours
lab-ratings = Tournoi : facile, moyen et difficile tournent { $n ->
        [one] à la place unique
       *[other] aux { $n } places
    }
option-elemmaster-players_mode = Mode à 4 joueurs
option-elemmaster-terrains = Terrains
option-elemmaster-arena = Arène
option-elemmaster-start = Départ
option-elemmaster-specialties = Spécialités
option-elemmaster-events = Évènements
option-elemmaster-specialty_seat0 = Spécialité joueur 1
option-elemmaster-specialty_seat1 = Spécialité joueur 2
option-elemmaster-specialty_seat2 = Spécialité joueur 3
option-elemmaster-specialty_seat3 = Spécialité joueur 4
end-elemmaster-elimination = Un camp a perdu toute sa Terre
end-elemmaster-no_fire = Plus aucun Feu sur le plateau : on compte Terre, Eau, Air
end-elemmaster-turn_limit = Limite de tours : on compte Terre, Eau, Air
end-elemmaster-draw = Match nul
end-kaiju-pile = La pioche est vide et chacun a joué un dernier tour
end-kaiju-turn_limit = Limite de tours atteinte
option-monsters-rounds = Manches (au plus)
option-monsters-hourglass = Sablier solo (secondes)
end-monsters-all_colours = Un pli de chaque couleur
end-monsters-all_colours_before_the_sand_ran_out = Un pli de chaque couleur avant la fin du sablier
end-monsters-lost__sand_out = Le sablier s'est vidé
end-monsters-lost__deck_out = La pioche s'est épuisée avant les cinq couleurs
end-monsters-lost__stalled = Plus aucun pli ne pouvait se former
end-monsters-1_round_won__best_of_1_ = Une manche gagnée, la seule de la partie
end-monsters-2_rounds_won__best_of_3_ = Deux manches gagnées sur 3
end-monsters-3_rounds_won__best_of_5_ = Trois manches gagnées sur 5
gallery-title = Galerie
gallery-help = Flèches : choisir · Tab : jeu suivant · Échap : retour
gallery-none = Aucun jeu ne liste encore ses pièces (sprites/components_<jeu>.py, voir docs/components.md).
gallery-error = Pièces illisibles : { $error }
gallery-true_size = Taille réelle
gallery-reduced = Réduit (x{ $k })
gallery-zoom = Zoom x{ $k }
gallery-front = Recto
gallery-back = Verso
gallery-one_sided = Une seule face
vision-normal = aucune
vision-deuteranopia = Deutéranopie (vert)
vision-protanopia = Protanopie (rouge)
vision-tritanopia = Tritanopie (bleu)
vision-shown = Vue simulée : { $name } (V pour changer)
vision-cues = Repères pour daltoniens
vision-set-kinds = Elemons
vision-set-colours = couleurs des monstres
vision-set-elements = éléments
vision-set-roles = rôles des cartes
vision-set-owners = couleurs des joueurs (pions)
vision-set-terrains = terrains
vision-set-seats = couleurs des joueurs
vision-owner = Joueur { $n }
vision-element-earth = Terre
vision-element-fire = Feu
vision-element-water = Eau
vision-element-air = Air
vision-element-ether = Éther
vision-role-majority = Majorité
vision-role-reroll = Relance
vision-role-wound = Blessure
vision-role-steal = Vol
vision-role-set = Dé fixé
vision-role-cancel = Annulation
vision-role-draw = Pioche
vision-role-take_all = Tout prendre
vision-role-joker = Joker
gallery-vision_warning = Se confond avec { $other } en { $vision } (ΔE { $d })
gallery-vision_symbols = {"\u202F"}; leurs symboles les distinguent
gallery-summary = { $kind } · { $w }x{ $h } px sur la table · { $mw }x{ $mh } mm imprimé · { $count } ex.
gallery-art = { $side } : { $file } ({ $w }x{ $h })
gallery-placeholder = { $side } : dessin par défaut (aucune image « { $id }.png » dans les packs)
gallery-flag-bad = image inutilisable, dessin par défaut affiché : { $detail }
gallery-flag-ratio = proportions différentes de la pièce : { $detail }
gallery-flag-small = image plus petite que la pièce sur la table : { $detail }
gallery-flag-print = trop petite pour imprimer à 300 dpi : { $detail }
gallery-packs = Packs d'images (le dernier l'emporte) : { $packs }
gallery-builtin = intégré
gallery-problems = { $n ->
        [one] { $n } fichier inutilisable
       *[other] { $n } fichiers inutilisables
    } : { $names }
gallery-ok = Toutes les images des packs se chargent.
gallery-kind-card = Carte
gallery-kind-tile = Tuile
gallery-kind-token = Jeton
gallery-kind-die = Face de dé
gallery-kind-board = Plateau
gallery-kind-background = Fond
sheets-fronts = rectos
sheets-backs = versos
sheets-page = { $game } · { $side } · page { $n }/{ $total } · { $paper } · 300 dpi · fond perdu { $bleed } mm · couper sur les traits
sheets-duplex = Recto-verso : imprimer à 100 %, retourner sur le bord long.
sheets-contact = { $game } : planche contact · { $n ->
        [one] { $n } pièce
       *[other] { $n } pièces
    } · packs : { $packs }
why-core-game_over = La partie est terminée
why-core-not_your_turn = Ce n'est pas à vous d'agir
why-core-bad_action = « { $action } » n'est pas une action de ce jeu ici (attendu : { $expected })
why-core-not_legal = « { $action } » n'est pas permis maintenant
why-core-too_late = Trop tard : la manche s'est terminée avant
art-warning = images : { $n ->
        [one] { $n } fichier inutilisable
       *[other] { $n } fichiers inutilisables
    }, dessins par défaut affichés ({ $names })
art-problem-placement_unreadable = fichier de placement ignoré : { $detail }
art-problem-placement_not_mapping = fichier de placement ignoré : une liste « id: placement » est attendue
art-problem-placement_bad = placement ignoré pour { $detail }
art-problem-bad_image = image inutilisable, dessin par défaut affiché : { $detail }
art-why-too_big_file = fichier de plus de { $mb } Mo
art-why-empty = image vide
art-why-too_large = { $w }x{ $h } px, c'est trop grand (au plus { $side } px de côté, { $pixels } px)
art-why-unreadable = illisible
art-why-truncated = en-tête d'image tronqué
art-why-not_image = ce n'est pas une image PNG, JPEG, GIF, BMP ou WebP
art-why-webp = variante de WebP inconnue
art-why-jpeg = JPEG sans en-tête d'image
save-locked = Cette partie est ouverte dans une autre fenêtre : fermez-la d'abord
setup-replace = Une partie en cours sera remplacée : appuyez à nouveau sur Jouer pour confirmer
menu-howto = Comment jouer
howto-title = Comment jouer
howto-hint = Molette, flèches, Page préc./suiv. ou faites glisser la barre ; Échap pour revenir
aid-hint = F1 ou Échap ferme l'aide
aid-more = La suite plus bas (molette ou ↓). F1 ou Échap ferme l'aide.
setup-facts = { $lo } à { $hi ->
        [one] { $hi } joueur
       *[other] { $hi } joueurs
    } · environ { $time }
setup-name_hint = (cliquez sur un nom pour le changer)
setup-no_options = Ce jeu n'a pas d'options.
setup-about-elemons = Un jeu de mémoire : formez des paires d'Elemons, déclenchez leurs pouvoirs, attrapez les Gigamons.
setup-about-evolution = Jeu de cartes de mages : faites évoluer vos quatre Élémentaires de l'Œuf à la forme ultime.
setup-about-monsters = En temps réel : empilez vos cartes perforées pour aligner des monstres de chaque couleur.
setup-about-kaiju = Dés et cartes : prenez Kaijūs et Mechas, jouez leurs effets ou gardez leurs points.
setup-about-elemmaster = Stratégie sur plateau : menez vos élémentaires, grandissez, déplacez, attaquez, gardez votre Terre.
# measured: tools/game_lengths.py (bot games' decisions x a newcomer's pace), 2 players against a medium bot
setup-time-elemons = 5 à 10 minutes à 2 joueurs
setup-time-evolution = 10 minutes à 2 joueurs
setup-time-monsters = 2 à 3 minutes par manche à 2 joueurs
setup-time-kaiju = 5 à 10 minutes à 2 joueurs
setup-time-elemmaster = 15 à 30 minutes à 2 joueurs
option-evolution-first-help = Commence le mage dont les 5 cartes de départ font le plus gros total (Éther : 0). En cas d'égalité, les joueurs choisissent qui commence, ou le hasard décide.
option-evolution-variant-help = Standard : chaque Élémentaire va sur la pile de son élément ; Fusion extrême : n'importe quelle pile.
option-evolution-variant-help-standard = Standard : chaque Élémentaire va sur la pile de son propre élément, au niveau suivant.
option-evolution-variant-help-fusion = Fusion extrême : n'importe quelle carte va sur n'importe quelle pile, au niveau suivant.
option-monsters-rounds-help = La durée du match en manches : le premier qui en gagne la majorité l'emporte.
option-monsters-hourglass-help = En solo : le temps pour faire un pli de chaque couleur.
option-elemmaster-players_mode-help = Chacun pour soi, ou 2 contre 2 (joueurs 1 et 3 contre 2 et 4).
option-elemmaster-terrains-help = Les blocs de terrain du plateau ; standard pour une première partie.
option-elemmaster-arena-help = La forme du plateau (cases vides) et le départ des armées.
option-elemmaster-start-help = Prédéfini : les armées de l'arène ; libre : chacun place 12 jetons en secret.
option-elemmaster-specialties-help = Un pouvoir propre à chaque joueur : aucun, tiré au hasard, ou choisi plus bas.
option-elemmaster-events-help = Six cartes Évènement tirées au départ, 2 points d'action chacune, 3 par joueur.
option-elemmaster-specialty_seat0-help = La spécialité du joueur 1.
option-elemmaster-specialty_seat1-help = La spécialité du joueur 2.
option-elemmaster-specialty_seat2-help = La spécialité du joueur 3.
option-elemmaster-specialty_seat3-help = La spécialité du joueur 4.
settings-volume_label = Volume
results-back_to_results = Retour aux résultats
results-final = Position finale
results-zoom = Cliquez sur l'image pour voir la table en grand
results-breakdown = Le score, joueur par joueur
results-breakdown-elemmaster = Ce qui reste, joueur par joueur
results-play_again_same = Rejouer
results-total = total { $pts ->
        [one] { $pts } point
       *[other] { $pts } points
    }
results-score = score { $pts }
results-elemons-gigamons = Gigamons attrapés : { $n }
results-elemons-elemons = Elemons en main : { $n }
results-kaiju-kaiju = Kaijūs en main : { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }, { $pts ->
        [one] { $pts } point
       *[other] { $pts } points
    }
results-kaiju-mechas = Mechas : { $n }, { $pts ->
        [one] { $pts } point
       *[other] { $pts } points
    }
results-kaiju-bonus = { $pts ->
        [0] { $n ->
            [0] Aucune carte de valeur 1 : pas de bonus
            [one] 1 carte de valeur 1, moins qu'un autre joueur : pas de bonus
           *[other] { $n } cartes de valeur 1, moins qu'un autre joueur : pas de bonus
        }
        [one] { $shared ->
            [1] { $n ->
                [one] 1 carte de valeur 1 chacun : à égalité, chacun prend le bonus de { $pts } point
               *[other] { $n } cartes de valeur 1 chacun : à égalité, chacun prend le bonus de { $pts } point
            }
           *[0] { $n ->
                [one] 1 carte de valeur 1, plus que tout autre joueur : bonus de { $pts } point
               *[other] { $n } cartes de valeur 1, plus que tout autre joueur : bonus de { $pts } point
            }
        }
       *[other] { $shared ->
            [1] { $n ->
                [one] 1 carte de valeur 1 chacun : à égalité, chacun prend le bonus de { $pts } points
               *[other] { $n } cartes de valeur 1 chacun : à égalité, chacun prend le bonus de { $pts } points
            }
           *[0] { $n ->
                [one] 1 carte de valeur 1, plus que tout autre joueur : bonus de { $pts } points
               *[other] { $n } cartes de valeur 1, plus que tout autre joueur : bonus de { $pts } points
            }
        }
    }
results-kaiju-wounds = Blessures (vol d'un 3) : { $n }, −{ $pts ->
        [one] { $pts } point
       *[other] { $pts } points
    }
results-evolution-rank = rang { $n }
results-evolution-levels = niveau total de ses 4 piles (« Niv. » en jeu) : { $n }
results-evolution-finished = quatre Élémentaires ultimes réunis
results-monsters-rounds = manches gagnées : { $n }
results-monsters-tricks = dernière manche : { $n ->
        [one] { $n } pli
       *[other] { $n } plis
    } en { $colours ->
        [one] { $colours } couleur
       *[other] { $colours } couleurs
    }
results-elemmaster-tokens = jetons sur le plateau : { $earth } Terre, { $fire } Feu, { $water } Eau, { $air } Air
results-elemmaster-out = hors jeu (plus de Terre)
howto-heading = Comment jouer : { $game }
setup-option_line = { $label } : { $value }
option-elemmaster-players_mode-ffa = chacun pour soi
option-elemmaster-players_mode-teams = 2 contre 2
option-elemmaster-terrains-standard = standard
option-elemmaster-terrains-advantageous = avantageux
option-elemmaster-terrains-difficult = difficiles
option-elemmaster-terrains-standard_advantageous = standard + avantageux
option-elemmaster-terrains-standard_difficult = standard + difficiles
option-elemmaster-terrains-advantageous_difficult = avantageux + difficiles
option-elemmaster-arena-default = selon le nombre de joueurs
option-elemmaster-arena-random = au hasard
option-elemmaster-arena-blank = vierge
option-elemmaster-arena-corridors = couloirs
option-elemmaster-arena-lake = lac
option-elemmaster-arena-pillars = piliers
option-elemmaster-arena-standard4 = standard à 4
option-elemmaster-start-predefined = prédéfini
option-elemmaster-start-free = libre
option-elemmaster-specialties-off = aucune
option-elemmaster-specialties-random = au hasard
option-elemmaster-specialties-choose = au choix
option-elemmaster-events-off = non
option-elemmaster-events-on = oui
option-elemmaster-specialty_seat0-auto = au hasard
option-elemmaster-specialty_seat0-none = aucune
option-elemmaster-specialty_seat1-auto = au hasard
option-elemmaster-specialty_seat1-none = aucune
option-elemmaster-specialty_seat2-auto = au hasard
option-elemmaster-specialty_seat2-none = aucune
option-elemmaster-specialty_seat3-auto = au hasard
option-elemmaster-specialty_seat3-none = aucune
setup-cannot_start = Ces options ne vont pas avec ce nombre de joueurs : changez l'arène ou les joueurs.
setup-facts-elemmaster = 2 ou 4 joueurs (à 4 : chacun pour soi ou 2 contre 2) · environ { $time }
setup-seat_count-elemmaster = Elem Master se joue à 2 ou à 4 joueurs (2 contre 2 à 4) : ajoutez ou retirez un joueur.
data-top = (racine)
data-other = définition refusée (vérification du jeu, en anglais) :
data-mapping_with = un dictionnaire avec « { $name } » était attendu, trouvé { $found }
data-missing = « { $name } » manque
data-mapping = un dictionnaire était attendu
data-list = une liste était attendue, trouvé { $found }
data-unknown_key = clé inconnue « { $name } » (permises : { $allowed })
data-whole = un nombre entier était attendu, trouvé { $found }
data-below = { $value } est inférieur au minimum { $lo }
data-above = { $value } dépasse le maximum { $hi }
data-number = un nombre était attendu, trouvé { $found }
data-outside = { $value } est hors de { $lo }..{ $hi }
data-text = un texte était attendu, trouvé { $found }
data-choice = « { $value } » ne fait pas partie des choix ({ $choices })
data-bool = true ou false était attendu, trouvé { $found }
data-nested = imbriqué sur plus de { $n ->
        [one] { $n } niveau
       *[other] { $n } niveaux
    }
data-duplicate = clé « { $name } » en double (déjà à la ligne { $first })
data-bad_key = la clé « { $name } » ne peut contenir ni '/', ni '\', ni '..'
data-bad_id = l'identifiant « { $name } » ne peut contenir ni '/', ni '\', ni '..'
data-unreadable = lecture impossible : { $why }
data-kept = Fichier illisible : { $file } ({ $why }) : la partie continue avec les règles déjà chargées.
crash-saved = Erreur inattendue ({ $error }) : la partie est enregistrée, le détail est dans { $log }.
data-not_utf8 = ce n'est pas du texte UTF-8
data-syntax = syntaxe YAML : { $problem }
data-empty = le fichier est vide

# The gallery: a piece's definition line by line (field, then its value), and labels of pieces without a name.
gallery-field_line = { $field } : { $value }
gallery-field-count = nombre
gallery-field-color = couleur
gallery-field-symbol = symbole
gallery-field-power = pouvoir
gallery-field-gigamon = Gigamon
gallery-field-trade = s'attrape avec
gallery-field-rocks = Rochers
gallery-field-rule = règle
gallery-field-element = élément
gallery-field-level = niveau
gallery-field-card = carte
gallery-field-timing = moment
gallery-field-centre = Éther au centre
gallery-field-value = valeur
gallery-field-effects = effets
gallery-field-special = spécial
gallery-field-double = double
gallery-field-points = points
gallery-field-face = face
gallery-field-mecha = jeton Double de
gallery-field-set = jeu de terrains
gallery-field-growth = croissance
gallery-field-event = évènement
gallery-field-specialty = spécialité
gallery-label-kaiju-number = Kaijū { $n }
gallery-label-kaiju-double = Jeton Double { $n }
gallery-label-kaiju-die = Dé, face { $n }
gallery-label-kaiju-wound = Blessure
gallery-label-monsters-number = Carte perforée { $n }
gallery-label-elemons-rock = Rocher
gallery-label-elemmaster-void = Case vide
gallery-field-shade = plus sombre que
gallery-field-double_of = jeton Double du Mecha
gallery-label-kaiju-M = Mecha { $n }
gallery-value-elemons-burn = brûler
gallery-value-elemons-draw = piocher
gallery-value-elemons-peek = regarder
gallery-value-elemons-replay = rejouer
gallery-value-elemons-rock = rocher
gallery-value-elemons-swap = échanger
gallery-value-elemons-wild = joker
gallery-value-elemons-bolt = éclair
gallery-value-elemons-drop = goutte
gallery-value-elemons-flame = flamme
gallery-value-elemons-leaf = feuille
gallery-value-elemons-star = étoile
gallery-value-elemons-wind = vent
gallery-value-elemons-covers_tile = couvre une tuile, qui ne peut pas être retournée tant que le Rocher y est
gallery-value-evolution-any = à tout moment
gallery-value-evolution-cancel = annuler
gallery-value-evolution-own_turn = à son tour
gallery-value-evolution-burn = embrasement
gallery-value-evolution-burn_all = tout embraser
gallery-value-evolution-burn_rooted = embraser une pile enracinée
gallery-value-evolution-condemn_quick = condamner la défausse rapide
gallery-value-evolution-copy = copier un pouvoir
gallery-value-evolution-extra_turn = tour supplémentaire
gallery-value-evolution-protect = protéger
gallery-value-evolution-redirect = rediriger
gallery-value-evolution-root_all = tout enraciner
gallery-value-evolution-unroot = désenraciner
gallery-value-kaiju-majority = majorité
gallery-value-kaiju-take_all = en prendre un les prend tous
gallery-value-kaiju-wound = Blessure
gallery-value-elemmaster-void = case vide, hors du jeu
gallery-field-monsters = monstres
gallery-field-letter = lettre
gallery-field-rgb = RVB
gallery-label-monsters-cover = Carte face cachée
gallery-value-monsters-face_down = carte face cachée
gallery-value-monsters-tricks_by_colour = à l'écran, les plis par couleur
gallery-value-monsters-circle = cercle
gallery-value-monsters-triangle = triangle
gallery-value-monsters-square = carré
gallery-value-monsters-star = étoile
gallery-value-monsters-diamond = losange
gallery-value-elemmaster-standard = standard
gallery-value-elemmaster-advantageous = avantageux
gallery-value-elemmaster-difficult = difficiles
gallery-value-elemmaster-none = aucune
pause-replay_resume = Revenir au replay
pause-replay_results = Revenir aux résultats
pause-replay_archive = Retour à l'archive
pause-replay_menu = Revenir au menu
inprogress-question = Une partie { DE($game) } est déjà en cours sur cet ordinateur (sauvée le { $when }). Voulez-vous la reprendre, ou commencer la nouvelle partie demandée à sa place ?
inprogress-resume = Reprendre la partie en cours
inprogress-new = Nouvelle partie (remplace celle en cours)
inprogress-menu = Revenir au menu
howto-beats = bat
lastturn-button = Revoir le tour (L)
lastturn-button_short = Revoir (L)
lastturn-none = Pas encore de tour à revoir
lastturn-banner = Revoir le tour { DE($who) }
lastturn-banner_anon = Revoir le tour précédent
lastturn-skip = un clic : la suite (Échap : fin)
lastturn-step = étape { $n } sur { $count }
lastturn-back = un clic pour reprendre la partie
settings-tiles_up = Elemons, tuiles retournées visibles : { $value }
settings-tiles_up_click = jusqu'à un clic
settings-seconds = { $n } s
results-decided = Ce qui a décidé
results-close-all = { $who } a fait { $choices ->
        [one] son seul coup
       *[other] ses { $choices } coups
    } comme le bot { $high } : il s'estimait en retard à chaque fois.
# nc63 (Kaiju): « jamais estimé assez en retard » read as false while the screen showed it 21-29 behind for
# one of its turns (settle); its lead now counts what the screen shows, and the line says what made it stay
results-close-none = { $who } a fait { $choices ->
        [one] son seul coup
       *[other] ses { $choices } coups
    } comme le bot { $low } : il n'a jamais été assez loin derrière, assez longtemps, pour jouer plus fort.
# nc43 (Evolution): « il ne s'est jamais estimé en tête » while it led 19-14 (a lead of one turn: settle)
results-close-only = { $who } a fait { $choices ->
        [one] son seul coup
       *[other] ses { $choices } coups
    } comme le bot { $level } : ni son avance ni son retard n'ont duré assez pour qu'il change de niveau.
results-close-mix = { $who } a joué { $n } de ses { $choices } coups comme le bot { $high }, { $m } comme le bot { $mid }, { $rest ->
        [one] l'autre
       *[other] les autres
    } comme le bot { $low }.
results-close-some = { $who } a joué { $n } de ses { $choices } coups comme le bot { $high }, { $rest ->
        [one] l'autre
       *[other] les autres
    } comme le bot { $low }.
# Elemons (f52): its « coups » are every choice (a tile, a Rock, a catch…), not its turns (nc63 shot 110: « 19 de
# ses 28 coups » with some 11 turns): the unit named
results-close-all_elemons = { $who } a fait { $choices ->
        [one] son seul choix
       *[other] ses { $choices } choix (tuile, Rocher, capture…)
    } comme le bot { $high } : il s'estimait en retard à chaque fois.
results-close-none_elemons = { $who } a fait { $choices ->
        [one] son seul choix
       *[other] ses { $choices } choix (tuile, Rocher, capture…)
    } comme le bot { $low } : il ne s'est jamais estimé assez en retard pour jouer plus fort.
results-close-only_elemons = { $who } a fait { $choices ->
        [one] son seul choix
       *[other] ses { $choices } choix (tuile, Rocher, capture…)
    } comme le bot { $level } : ni son avance ni son retard n'ont duré assez pour qu'il change de niveau.
results-close-mix_elemons = { $who } a fait { $n } de ses { $choices } choix (tuile, Rocher, capture…) comme le bot { $high }, { $m } comme le bot { $mid }, { $rest ->
        [one] l'autre
       *[other] les autres
    } comme le bot { $low }.
results-close-some_elemons = { $who } a fait { $n } de ses { $choices } choix (tuile, Rocher, capture…) comme le bot { $high }, { $rest ->
        [one] l'autre
       *[other] les autres
    } comme le bot { $low }.
# Elem Master (f53): its « coups » are every action and every turn's end (nc64 shot 128: « 12 de ses 24 coups » with
# 6 turns of 3 PA): the unit named
results-close-all_elemmaster = { $who } a pris { $choices ->
        [one] sa seule décision
       *[other] ses { $choices } décisions (actions et fins de tour)
    } comme le bot { $high } : il s'estimait en retard à chaque fois.
results-close-none_elemmaster = { $who } a pris { $choices ->
        [one] sa seule décision
       *[other] ses { $choices } décisions (actions et fins de tour)
    } comme le bot { $low } : il ne s'est jamais estimé assez en retard pour jouer plus fort.
results-close-only_elemmaster = { $who } a pris { $choices ->
        [one] sa seule décision
       *[other] ses { $choices } décisions (actions et fins de tour)
    } comme le bot { $level } : ni son avance ni son retard n'ont duré assez pour qu'il change de niveau.
results-close-mix_elemmaster = { $who } a pris { $n } de ses { $choices } décisions (actions et fins de tour) comme le bot { $high }, { $m } comme le bot { $mid }, { $rest ->
        [one] l'autre
       *[other] les autres
    } comme le bot { $low }.
results-close-some_elemmaster = { $who } a pris { $n } de ses { $choices } décisions (actions et fins de tour) comme le bot { $high }, { $rest ->
        [one] l'autre
       *[other] les autres
    } comme le bot { $low }.
# Monsters (f49): « sur mesure » follows the person's pace; its seconds per trick and the person's
results-close-pace = { $who } visait votre rythme (un pli toutes les { $you } secondes) ; il a fait un pli toutes les { $own } secondes en moyenne.
# after a clean win over « sur mesure » without aid, once per game (nc63: « a hint after the match to try a stronger bot »)
results-next_level = Victoire nette, sans aide : à la prochaine partie, essayez le bot { $level }.
results-round_line = Manche { $n }. { $text }
results-elemons-decided-caught = { $who } gagne en attrapant { $won ->
        [one] { $won } Gigamon
       *[other] { $won } Gigamons
    } : c'est ce qui met fin à la partie.
results-elemons-decided-gigamons = { $who } gagne avec le plus de Gigamons : { $won } contre { $runner }.
results-elemons-decided-elemons = Gigamons à égalité ({ $gigamons } partout) : { $who } gagne avec le plus d'Elemons en main, { $won } contre { $runner }.
results-elemons-decided-shared = Gigamons ({ $gigamons } partout) et Elemons ({ $elemons } partout) à égalité : victoire partagée entre { $who }.
# a turn that caught two Gigamons or more (the engine's `feats`): a feat, said so (nc59 won 3-0 in 3 minutes)
# each seat's pairs found from memory and by luck (the engine's `pairs_memory`, `pairs_luck`): nc61 saw four lucky
# pairs from the bot and wondered whether it could see the tiles
results-elemons-pairs = Paires trouvées de mémoire : { $memory }. Paires trouvées par chance (seconde tuile retournée sans l'avoir vue avant) : { $luck }.
results-elemons-pairs_seat = { $n } pour { $who }
results-elemons-feat = Un exploit : { $who } a attrapé { $count } { $count ->
        [one] Gigamon
       *[other] Gigamons
    } dans le même tour{ $helped ->
        [peek_replay] , grâce au regard de l'Hydromon et à la relance de l'Electromon
        [peek] , grâce au regard de l'Hydromon
        [replay] , grâce à la relance de l'Electromon
       *[none] {""}
    }.
results-kaiju-decided-points = { $you ->
        [yes] Vous gagnez
       *[other] { $who } gagne
    } avec le plus de points : { $won } contre { $runner }.
results-kaiju-swing-bonus = Le bonus des 1 a fait la différence : { $you ->
        [yes] vous avez
       *[other] { $who } a
    } le plus de cartes 1 ({ $ones } contre { $ones_runner }), et ce bonus décide de la partie.
results-kaiju-swing-bonus_shared = À égalité de cartes 1 ({ $ones ->
        [one] une
       *[other] { $ones }
    } chacun), chacun reçoit le bonus : avec un 1 de moins, { $who } l'aurait laissé à { $other } et aurait perdu.
results-kaiju-swing-wounds = Les Blessures ont fait la différence : celles de { $other } lui coûtent { $wound_points ->
        [one] { $wound_points } point
       *[other] { $wound_points } points
    }.
results-kaiju-swing-mechas = Les Mechas ont fait la différence : { $mechas } contre { $mechas_runner }.
# the winner's last turn, when it turned the game (nc60: the bot's last double 6 took a Mecha of 15 and won)
results-kaiju-last_turn = Le dernier tour a tout changé : { $you ->
        [yes] vous y avez pris
       *[other] { $who } y a pris
    } { $what } (+{ $gain } points) ; sans ce tour, { $other_you ->
        [yes] vous gagniez
       *[other] { $other } gagnait
    }.
# the points steals moved between the winner and the runner-up, cards drawn at random (nc61: luck read as luck)
results-kaiju-steals = Les vols, au hasard des cartes tirées : { $you ->
        [winner] { $took_nothing ->
            [yes] vous n'avez rien pris à { $other }
           *[other] vous avez pris { $took } { $took ->
                [one] point
               *[other] points
            }{ $took_bonus } à { $other }
        }, { $gave_nothing ->
            [yes] qui ne vous a rien pris
           *[other] qui vous a pris { $gave } { $gave ->
                [one] point
               *[other] points
            }{ $gave_bonus }
        }.
        [runner] { $took_nothing ->
            [yes] { $who } ne vous a rien pris
           *[other] { $who } vous a pris { $took } { $took ->
                [one] point
               *[other] points
            }{ $took_bonus }
        }, { $gave_nothing ->
            [yes] vous ne lui avez rien pris
           *[other] vous lui avez pris { $gave } { $gave ->
                [one] point
               *[other] points
            }{ $gave_bonus }
        }.
       *[none] { $took_nothing ->
            [yes] { $who } n'a rien pris à { $other }
           *[other] { $who } a pris { $took } { $took ->
                [one] point
               *[other] points
            }{ $took_bonus } à { $other }
        }, { $gave_nothing ->
            [yes] qui ne lui a rien pris
           *[other] qui lui a pris { $gave } { $gave ->
                [one] point
               *[other] points
            }{ $gave_bonus }
        }.
    }
# a steal's 1 that took the 1s bonus from its victim, as the turn's recap said it (nc64 shot 097)
results-kaiju-steal_bonus = {" "}et le bonus des 1 ({ $points } { $points ->
        [one] point
       *[other] points
    })
results-kaiju-last_what = { $kind ->
        [mecha_taken] le Mecha { $face }
        [card_stolen] { $stolen ->
            [card] une carte volée, un { $card }
           *[other] le Mecha { $face }, volé
        }
       *[other] { $count ->
            [one] la carte { $cards }
           *[other] les cartes { $cards }
        }
    }
results-kaiju-lead-kaiju = Ce qui a le plus compté : { $you ->
        [yes] vos Kaijūs en main
       *[other] les Kaijūs en main de { $who }
    }, { $pts ->
        [one] { $pts } point
       *[other] { $pts } points
    } contre { $pts_runner }.
results-kaiju-lead-mechas = Ce qui a le plus compté : { $n ->
        [one] le Mecha
       *[other] les { $n } Mechas
    } { $you ->
        [yes] que vous avez
       *[other] de { $who }
    }, { $pts ->
        [one] { $pts } point
       *[other] { $pts } points
    } contre { $pts_runner }.
results-kaiju-lead-bonus = Ce qui a le plus compté : { $you ->
        [yes] votre bonus des cartes 1
       *[other] le bonus des cartes 1 de { $who }
    }, { $pts ->
        [one] { $pts } point
       *[other] { $pts } points
    } contre { $pts_runner }.
results-kaiju-lead-wounds = Ce qui a le plus compté : les Blessures, { $n } pour { $who } contre { $n_runner } pour son adversaire.
results-kaiju-decided-cards = Égalité à { $points ->
        [one] { $points } point
       *[other] { $points } points
    } : { $you ->
        [yes] vous gagnez
       *[other] { $who } gagne
    } avec le moins de cartes en main (Kaijūs et Mechas), { $won } contre { $runner }.
results-kaiju-decided-shared = Égalité à { $points ->
        [one] { $points } point
       *[other] { $points } points
    } et en cartes en main ({ $cards } partout) : victoire partagée entre { $who }.
results-evolution-decided-finished_first = { $who } gagne : le premier à réunir quatre Élémentaires de niveau 5.
results-evolution-decided-levels = Limite de tours, personne n'a fini : { $who } gagne avec le plus de niveaux au sommet des piles, { $won } contre { $runner }.
results-evolution-decided-shared = Limite de tours, personne n'a fini : niveaux à égalité ({ $levels } partout) : première place partagée entre { $who }.
results-elemmaster-decided-elimination = { $who } gagne : { $count ->
        [one] { $out } n'a plus de Terre.
       *[other] { $out } n'ont plus de Terre.
    }
results-elemmaster-decided-count = { $cause } : on compte les jetons sur le plateau. { $who } gagne avec plus de jetons { $element } : { $won } contre { $runner }.
results-elemmaster-decided-count_after = { $cause } : on compte les jetons sur le plateau. { $equal } à égalité, { $who } gagne avec plus de jetons { $element } : { $won } contre { $runner }.
results-elemmaster-decided-shared = Match nul : Terre, Eau et Air à égalité sur le plateau (Terre { $earth }, Eau { $water }, Air { $air } de chaque côté).
results-elemmaster-decided-shared_out = Match nul : tous les camps ont perdu leur dernière Terre en même temps.
results-elemmaster-cause-no_fire = Plus aucun Feu sur le plateau
results-elemmaster-cause-turn_limit = Limite de tours atteinte
results-elemmaster-element-earth = Terre
results-elemmaster-element-water = Eau
results-elemmaster-element-air = Air
results-elemmaster-equal_and = { $first } et { $second }
results-elemmaster-fire_note-count = Le Feu n'est jamais compté : seuls Terre, puis Eau, puis Air départagent.
results-elemmaster-rounds = { $count ->
        [one] Partie jouée en { $count } tour (à chaque tour, chaque joueur joue une fois).
       *[other] Partie jouée en { $count } tours (à chaque tour, chaque joueur joue une fois).
    }
results-monsters-decided-all_colours = { $you ->
        [yes] Vous gagnez
       *[other] { $who } gagne
    } la manche : un pli de chaque couleur.
results-monsters-decided-best_colour = Fin de manche : { $reason }. { $you ->
        [yes] Vous gagnez
       *[other] { $who } gagne
    } avec { $best } ; { $others }.
results-monsters-best_same = { $level } (départagés : le { $colour } passe avant)
results-monsters-best_one = { $count ->
        [one] { $count } pli { $colour }
       *[other] { $count } plis { $colour }
    }
results-monsters-others_one = { $you ->
        [yes] votre meilleure couleur
       *[other] meilleure couleur { DE($who) }
    } : { $runner ->
        [one] { $runner } pli
       *[other] { $runner } plis
    }
results-monsters-others_many = meilleure couleur des autres joueurs : { $runner ->
        [one] { $runner } pli
       *[other] { $runner } plis
    }
results-monsters-decided-tie_colour = Fin de manche : { $reason }. Égalité sur la meilleure couleur ({ $count } partout) : { $you ->
        [yes] Vous gagnez
       *[other] { $who } gagne
    } avec plus de plis en { $colour }, { $won } contre { $runner }.
results-monsters-decided-tie_colour_after = Fin de manche : { $reason }. Égalité sur la meilleure couleur ({ $count } partout) et en { $equal } ; le { $colour } départage : { $you ->
        [yes] vous gagnez
       *[other] { $who } gagne
    }, { $won } contre { $runner } en { $colour }.
results-monsters-decided-shared = Fin de manche : { $reason }. Égalité dans chaque couleur : manche partagée entre { $who }.
results-monsters-decided-lost = Manche perdue : { $reason }.
results-monsters-decided-total = Le nombre total de plis ne compte pas : d'abord le plus de plis d'une couleur ; à égalité, on compare les plis de chaque couleur, une à une dans cet ordre : { $order }.
results-monsters-decided-one_round = { $you ->
        [yes] Vous gagnez
       *[other] { $who } gagne
    } la partie, jouée en une seule manche.
results-monsters-decided-rounds = { $you ->
        [yes] Vous gagnez
       *[other] { $who } gagne
    } le match, joué en { $best_of ->
        [one] { $best_of } manche
       *[other] { $best_of } manches au plus
    } : manches gagnées, { $won } contre { $runner }.
results-monsters-decided-shared_rounds = Match partagé : { $who }, à égalité de manches gagnées ({ $won } partout).
results-monsters-decided-solo_all = Les cinq couleurs réunies : gagné !
results-monsters-decided-solo_won = Les cinq couleurs avant la fin du sablier : gagné !
results-monsters-decided-solo_lost = Les cinq couleurs n'ont pas été réunies à temps : perdu.
results-monsters-best = meilleure couleur : { $colour } ({ $n })
# every colour taken once: said too, for every seat alike (round 11: the bot's line had it, the person's not)
results-monsters-best_once = aucune couleur en double (1 pli chacune)
settings-confirm = Confirmer : { $value }
settings-confirm-harm = les coups contre vos pièces
settings-confirm-final = aussi les coups sans retour
settings-confirm-off = jamais
confirm-harm = Ce coup frappe l'une de vos propres pièces (ou celle de votre partenaire). Le jouer quand même ?
confirm-final = Ce coup termine votre tour et ne pourra pas être repris. Le jouer ?
confirm-yes = Oui (O)
confirm-no = Non (N, Échap)
confirm-always = Oui, ne plus demander
hint-button = Que ferait un bon joueur ?
hint-button_short = Conseil (H)
hint-thinking = Un bon joueur réfléchit…
hint-after_screen = Le conseil vient dès que l'écran a montré le coup.
hint-title = Conseil
hint-asked = Conseil pour { $who }
hint-asked_next = Conseil (suite) pour { $who }
# a hint's first level (scenes/table.py `hint_nudge`): its box's header, and how to see the whole move
hint-asked_nudge = Indice pour { $who }
hint-more = Conseil encore : le coup entier, marqué sur la table.
hint-off_network = Pas de conseil en réseau : seul l'hôte connaît la partie entière, et il n'en calcule pas pour les autres écrans.
hint-off_turn = Le conseil vient quand c'est à vous de jouer.
hint-only = C'est le seul coup possible.
hint-plain = Le choix du robot difficile parmi { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }.
hint-search = Un bon joueur a essayé chaque coup jusqu'au bout de la partie : celui-ci s'en sort le mieux.
hint-demo = Conseil pour { $who } : { $reason }
hint-elemons-match = Retournez la tuile { $slot } : vous y avez vu un { $kind }, qui fait la paire avec la tuile { $up_slot } ({ $up }){ elemons-hint_power }.{ elemons-hint_ends }
hint-elemons-match_catch = Retournez la tuile { $slot }{ $wins ->
        [yes] {" "}pour gagner la partie
       *[no] {""}
    } : vous y avez vu un { $kind }, la paire de la tuile { $up_slot } ({ $up }) ; avec { $have ->
        [one] votre { $gain }
       *[other] vos { $have } { $gain }s
    }, vous aurez les { $need } qui attrapent { $gigamon } tout de suite{ elemons-hint_catch }{ elemons-hint_ends }
# nc41 shots 089, 110: the second tile turned for a chance showed the bot the tile it then paired
hint-elemons-blind_second = Retournez la tuile { $slot }, jamais vue par vous : sur la grille, vous ne connaissez aucun autre { $kind } ; elle a une chance d'être la paire de la tuile { $up_slot }. Sinon, votre adversaire l'aura vue aussi{ $safe ->
        [yes] . Pour ne rien lui montrer, retournez plutôt la tuile { $other_slot }, déjà vue : pas de paire, mais rien de nouveau pour lui.
       *[no] .
    }
hint-elemons-blind_secret = Retournez la tuile { $slot }, jamais vue par vous mais déjà regardée en secret par { $seat } : elle a une chance d'être la paire de la tuile { $up_slot }, car vous ne connaissez aucun autre { $kind } sur la grille. Sinon, elle ne montre rien de nouveau à { $seat }.
hint-elemons-pair = Retournez les tuiles { $slots }, l'une après l'autre : vous y avez vu { $same ->
        [yes] deux { $kind }s, une paire
       *[no] { $kind } et { $other }, une paire grâce au Polymon (sans pouvoir)
    }{ $lead ->
        [none] { elemons-hint_power }.
       *[other] ; leur pouvoir vous laissera prendre un { $lead } à { $target } : avec vos deux, de quoi attraper { $gigamon }.
    }{ elemons-hint_ends }
hint-elemons-pair_catch = Retournez les tuiles { $slots }, l'une après l'autre : vous y avez vu { $same ->
        [yes] deux { $kind }s
       *[no] { $kind } et { $other } (une paire grâce au Polymon)
    } ; avec { $have ->
        [one] votre { $gain }
       *[other] vos { $have } { $gain }s
    }, vous aurez les { $need } qui attrapent { $gigamon } tout de suite{ elemons-hint_catch }{ elemons-hint_ends }
hint-elemons-explore = Retournez la tuile { $slot }, jamais vue par vous : aucune paire n'est connue sur la grille{ $known ->
        [0] ; cette tuile vous en montrera peut-être une, sinon retenez-la pour plus tard.
        [one] , et une tuile inconnue d'abord laisse votre second clic libre. Si c'est le double de la tuile que vous connaissez, ce clic prend la paire ; sinon, retenez-la pour plus tard.
       *[other] , et une tuile inconnue d'abord laisse votre second clic libre. Si c'est le double d'une tuile que vous connaissez, ce clic prend la paire ; sinon, retenez-la pour plus tard.
    }
hint-elemons-explore_secret = Retournez la tuile { $slot }, jamais vue par vous : aucune paire n'est connue sur la grille. { $seat } l'a déjà regardée en secret : elle ne lui montrera rien de nouveau, et vous apprendrez ce qu'il sait.
hint-elemons-wild_last = Retournez d'abord la tuile { $slot }, jamais vue par vous, et gardez le Polymon de la tuile { $other_slot } pour votre second clic : { $known ->
        [0] il complète la paire, quelle que soit la tuile (sans pouvoir).
        [one] si elle est le double de l'autre tuile que vous connaissez, prenez cette paire, avec son pouvoir ; sinon, le Polymon la complète quand même (sans pouvoir).
       *[other] si elle est le double d'une tuile que vous connaissez, prenez cette paire, avec son pouvoir ; sinon, le Polymon la complète quand même (sans pouvoir).
    }
hint-elemons-no_pair = Retournez la tuile { $slot } : vous connaissez toutes les tuiles et aucune ne fait la paire, il faut bien en retourner une.
hint-elemons-threat_look = { $only ->
        [yes] Vous allez voir les Elemons de { $target }, le seul adversaire qui en a (Gigamons : { $gigamons }, Elemons : { $won }) : voyez ce qu'il peut encore attraper.
       *[no] Choisissez { $target } : l'adversaire le plus avancé (Gigamons : { $gigamons }, Elemons : { $won }), voyez ce qu'il peut encore attraper.
    }
hint-elemons-threat_burn = { $only ->
        [yes] { $target }, le seul adversaire qui a des Elemons (Gigamons : { $gigamons }, Elemons : { $won }), en perd un, tiré au hasard : rien à choisir.
       *[no] Choisissez { $target } : l'adversaire le plus avancé (Gigamons : { $gigamons }, Elemons : { $won }), lui retirer un Elemon le freine le plus.
    }
hint-elemons-peek = Regardez la tuile { $slot } : { $fresh ->
       *[yes] vous ne l'avez jamais vue.
        [no] vous avez déjà vu toutes les tuiles, un coup d'œil de plus vous la remettra en mémoire.
    }
hint-elemons-trade = Attrapez { $gigamon } avec { $more ->
       *[no] vos { $need } { $kind }s
        [yes] { $need } de vos { $have } { $kind }s
    } : { $then ->
        [wins] c'est votre dernier Gigamon, la victoire !
       *[other] un Gigamon de plus vers la victoire.
    }{ $then ->
        [goes_on] { " " }Votre tour continue ensuite : vous retournez toujours vos tuiles.
        [ends] { " " }Cela termine votre tour.
        [power] { " " }Le pouvoir de votre paire vous attend ensuite.
       *[other] { "" }
    }
hint-elemons-trade_from = Prenez { $gigamon } à { $holder } avec { $more ->
       *[no] vos { $need } { $kind }s
        [yes] { $need } de vos { $have } { $kind }s
    } : { $then ->
        [wins] c'est votre dernier Gigamon, la victoire !
       *[other] vous gagnez un Gigamon et { $holder } en perd un.
    }{ $then ->
        [goes_on] { " " }Votre tour continue ensuite : vous retournez toujours vos tuiles.
        [ends] { " " }Cela termine votre tour.
        [power] { " " }Le pouvoir de votre paire vous attend ensuite.
       *[other] { "" }
    }
hint-elemons-blind_wild = Retournez la tuile { $slot } : le Polymon de la tuile { $up_slot } fait la paire avec n'importe quel Elemon, donc n'importe quelle tuile la complète (sans pouvoir).
hint-elemons-rock_pair = Posez le Rocher sur la tuile { $slot } : elle fait la paire avec la tuile { $other_slot } ({ $kind }) ; personne ne pourra la prendre avant votre prochain tour, quand le Rocher s'en ira.
hint-elemons-search_rock = Posez le Rocher sur la tuile { $slot } : aucune paire connue n'est à bloquer, mais votre adversaire ne pourra pas retourner cette tuile à son tour : une tuile de moins où chercher sa paire. Le Rocher s'en ira au début de votre prochain tour.
hint-elemons-rock_keep = Posez le Rocher sur la tuile { $slot } : vous y avez vu un { $kind } et vous en avez déjà { $have } sur les { $need } qui attrapent { $gigamon } ; personne ne pourra le prendre avant votre prochain tour, quand le Rocher s'en ira.
hint-elemons-rock_seen = Posez le Rocher sur la tuile { $slot } : tout le monde y a vu un { $kind }, et personne ne pourra s'en servir avant votre prochain tour, quand le Rocher s'en ira.
hint-elemons-rock_win = Posez le Rocher sur la tuile { $slot } : avec la tuile { $other_slot }, elle ferait gagner la partie à votre adversaire (de quoi attraper son dernier Gigamon avec ses { $kind }s) ; personne ne pourra la prendre avant votre prochain tour.
hint-elemons-swap_catch = Échangez votre { $give } contre son { $take } : vous attrapez { $gigamon }{ $gift ->
        [can] , même si { $target } pourra attraper { $their_gigamon }
       *[none] {""}
    }.
hint-elemons-swap_toward = Donnez un { $give } et prenez un { $take } à { $target } : vous aurez { $have ->
        [one] { $have } { $take }
       *[other] { $have } { $take }s
    } sur les { $need } qui attrapent { $gigamon }{ $they_keep ->
        [none] , et { $target } n'en aura plus aucun
       *[some] {""}
    }{ $gift ->
        [can] , même si { $target } pourra attraper { $their_gigamon }
       *[none] {""}
    }.
hint-elemons-search_keep = Gardez vos Elemons : aucun échange ne vous fait gagner plus souvent.
hint-elemons-keep_gift = Gardez vos Elemons : le meilleur échange, votre { $give } contre son { $take }, { $how ->
        [can] permettrait à { $target } d'attraper { $their_gigamon }
        [one] laisserait { $target } à un seul { $give } { DE($their_gigamon) }
       *[pair] laisserait { $target } à une paire { DE($their_gigamon) }
    }.
hint-elemons-keep_even = Gardez vos Elemons : un échange ne vous avancerait pas. Le meilleur vous donnerait un { $take }, mais vous coûterait { $had ->
        [one] votre seul { $give }
       *[other] un de vos { $had } { $give }s
    }.
hint-elemons-keep_short = Gardez vos Elemons : son { $take } vous rapprocherait de { $gigamon }, mais pas assez pour valoir votre { $give }.
hint-monsters-renew = { $count ->
        [one] Le { $missing } est impossible avec ces cartes, même en échangeant avec le centre : prenez un pli { $colour } pour en piocher trois nouvelles.
       *[other] Les couleurs qui vous manquent ({ $missing }) sont impossibles avec ces cartes, même en échangeant avec le centre : prenez un pli { $colour } pour en piocher trois nouvelles.
    }
hint-off_network_short = Pas de conseil en réseau
menu-learn = Apprendre à jouer
tutorial-title = Apprendre à jouer
tutorial-subtitle = Une première partie guidée, pas à pas, pour chaque jeu.
tutorial-back = Retour
tutorial-step = Étape { $n } sur { $total }
tutorial-look_header = Regardez
# the box once a step's move is played, while it plays out (Evolution nc34, Kaiju nc35): it names its step
tutorial-played = Fait ! La suite de votre coup se joue sur la table.
tutorial-played_header = Étape { $n } sur { $total } : fait
tutorial-look_step = Étape { $n } sur { $total } : regardez
tutorial-their_turn = Au tour { DE($who) }
tutorial-done = Tutoriel terminé
tutorial-part_done = À suivre
tutorial-results_soon = Les résultats s'ouvrent d'eux-mêmes dans un instant.
tutorial-watch = À l'adversaire de jouer : regardez ce qu'il fait.
tutorial-they_answer = L'adversaire peut répondre à votre carte : c'est toujours votre tour, attendez sa réponse.
tutorial-still_yours = Toujours votre tour
tutorial-read_wrong = Lisez d'abord ces lignes, puis cliquez sur « Continuer ».
tutorial-next = Continuer
hint-then = {"\u00A0"}; puis{" "}
# the last two tiles of a hint's list ("tuiles 1, 2 et 3"): words, not a sign
hint-and = {" "}et{" "}
hint-or = {" "}ou{" "}
hint-monsters-step_card = { $layer ->
        [top] posez la { $place ->
               *[0] carte n° { $card }
                [1] carte de la touche 1
                [2] carte de la touche 2
                [3] carte de la touche 3
            } sur le dessus
        [bottom] posez la { $place ->
               *[0] carte n° { $card }
                [1] carte de la touche 1
                [2] carte de la touche 2
                [3] carte de la touche 3
            } en dessous
       *[middle] posez la { $place ->
              *[0] carte n° { $card }
               [1] carte de la touche 1
               [2] carte de la touche 2
               [3] carte de la touche 3
           } au milieu
    }{ $flip ->
        [1] { $turns ->
            [0] {""}, retournée (⇄, F)
            [one] {""}, retournez-la d'abord (⇄, F), ensuite tournez-la d'un quart de tour (↻, R)
            [3] {""}, retournez-la d'abord (⇄, F), ensuite tournez-la d'un quart de tour vers la gauche (↺ : un cran de molette vers le haut, ou son bouton)
           *[other] {""}, retournez-la d'abord (⇄, F), ensuite tournez-la d'un demi-tour (↻ deux fois, touche R)
        }
       *[0] { $turns ->
            [0] {""}
            [one] {""}, puis tournez-la d'un quart de tour (↻, R)
            [3] {""}, puis tournez-la d'un quart de tour vers la gauche (↺ : un cran de molette vers le haut, ou son bouton)
           *[other] {""}, puis tournez-la d'un demi-tour (↻ deux fois, touche R)
        }
    }
hint-monsters-after_swap = Faites le pli { $colour } que votre échange vous a donné : il est sûr, et il vous donne trois nouvelles cartes { $count ->
        [0] pour la suite
        [one] pour chercher le { $missing }
       *[other] pour chercher les couleurs qui vous manquent ({ $missing })
    }. Dans l'ordre : { $steps }.
hint-monsters-centre_changed = Le centre a changé : { $line }
hint-monsters-step_claim = cliquez « Pli { $colour } »
hint-monsters-missing = Faites un pli { $colour } : c'est une couleur qui vous manque encore, et la manche se gagne en réunissant toutes les couleurs. Dans l'ordre : { $steps }.
hint-monsters-swap_towards = Échangez votre { $place ->
       *[0] carte n° { $card }
        [1] carte de la touche 1
        [2] carte de la touche 2
        [3] carte de la touche 3
    } contre la carte du centre : avec elle, vous pourrez faire un pli { $colours_count ->
        [one] { $last }
       *[other] { $colours } ou { $last }
    }{ $count ->
        [one] , la dernière couleur qui vous manque
       *[other] {" "}(couleurs qui vous manquent encore : { $missing })
    }. Cliquez d'abord le centre, puis la { $place ->
       *[0] carte n° { $card }
        [1] carte de la touche 1
        [2] carte de la touche 2
        [3] carte de la touche 3
    }.
hint-monsters-swap_useful = Échangez votre { $place ->
       *[0] carte n° { $card }
        [1] carte de la touche 1
        [2] carte de la touche 2
        [3] carte de la touche 3
    } contre la carte du centre : aucun pli n'est possible pour l'instant, et avec elle vous pourrez faire un pli { $colours_count ->
        [one] { $last }
       *[other] { $colours } ou { $last }
    }. Cliquez d'abord le centre, puis la { $place ->
       *[0] carte n° { $card }
        [1] carte de la touche 1
        [2] carte de la touche 2
        [3] carte de la touche 3
    }.
hint-monsters-let_go = Aucun pli possible avec vos trois cartes et celle du centre, même en échangeant : un échange ne ferait que redistribuer ces quatre cartes. La carte du centre changera quand un autre joueur l'échangera (les bots le font de temps en temps, même quand ils ont un pli) ; d'ici là, suivez leurs plis. Si plus personne ne peut faire de pli, la manche s'arrête d'elle-même.
hint-monsters-deck_out_set = Faites un pli { $colour } : il complète vos couleurs, la manche est à vous. Dans l'ordre : { $steps }.
hint-monsters-deck_out_win = Faites un pli { $colour } : la pioche ne peut plus remplir les mains, ce pli finit la manche et vous avez alors le plus de plis. Dans l'ordre : { $steps }.
hint-monsters-deck_out_share = Faites un pli { $colour } : la pioche ne peut plus remplir les mains, ce pli finit la manche et vous place à égalité en tête. Dans l'ordre : { $steps }.
hint-monsters-deck_out_last = Faites un pli { $colour } : la pioche ne peut plus remplir les mains et aucun échange ne vous mettrait devant ; c'est le pli qui vous laisse le mieux placé. Dans l'ordre : { $steps }.
hint-monsters-deck_out_swap = Échangez votre { $place ->
       *[0] carte n° { $card }
        [1] carte de la touche 1
        [2] carte de la touche 2
        [3] carte de la touche 3
    } contre la carte du centre : la pioche ne peut plus remplir les mains, et avec elle un pli { $colours } vous mettrait en tête à la fin de la manche. Cliquez d'abord le centre, puis la { $place ->
       *[0] carte n° { $card }
        [1] carte de la touche 1
        [2] carte de la touche 2
        [3] carte de la touche 3
    }.
hint-monsters-deck_out_none = La pioche est presque vide : le prochain pli finira la manche, et aucun pli, même après un échange, ne vous mettrait en tête. Ne faites pas ce pli perdant : échangez une carte avec le centre (cliquez d'abord le centre, puis la carte à céder), puis redemandez un conseil (H) quand la carte du centre change : il vous dira dès qu'un pli vous met devant.
# the first H on a trick: the card to start with; H again gives the whole recipe
hint-monsters-nudge = d'abord la { $place ->
       *[0] carte n° { $card }
        [1] carte de la touche 1
        [2] carte de la touche 2
        [3] carte de la touche 3
    }, { $layer ->
        [top] sur le dessus
        [bottom] en dessous
       *[middle] au milieu
    } (la suite : « Conseil » ou H de nouveau)
# a take with a 1 passed over for more points: the race said (nc41 shots 055, 076)
hint-kaiju-passed_one = {" "}Un 1 ne vaut qu'un point, mais compte pour le bonus des 1 (+{ $bonus }) : vous en avez { $mine }, { $player } { $rival } (vus){ $left ->
        [0] {""}
        [one] {""}, et 1 autre 1 en jeu
       *[other] {""}, et { $left } autres 1 en jeu
    } ; ici, les points comptent plus.
# the last round: what wins the game said before the move (nc60: « il vous faut 11 points et Bot 2 joue après vous »)
hint-kaiju-end_last = Dernier tour : { $state ->
        [behind] il vous faut { $about ->
            [yes] environ { $need }
           *[no] { $need }
        } { $need ->
            [one] point
           *[other] points
        } pour passer { $player }
        [ahead] vous menez { $player } de { $lead } { $lead ->
            [one] point
           *[other] points
        }
       *[even] vous êtes à égalité avec { $player }
    }{ $after ->
        [yes] , qui joue encore après vous
       *[no] {""}
    }{ $tie ->
        [yes] {" "}; à égalité, le moins de cartes gagne (vous { $mine }, { $player } { $theirs })
       *[no] {""}
    }. { $move }
hint-kaiju-end_soon = Fin proche : { $pile ->
        [one] 1 carte
       *[other] { $pile } cartes
    } dans la pioche, puis un dernier tour chacun ; { $state ->
        [behind] il vous faut { $about ->
            [yes] environ { $need }
           *[no] { $need }
        } { $need ->
            [one] point
           *[other] points
        } pour passer { $player }
        [ahead] vous menez { $player } de { $lead } { $lead ->
            [one] point
           *[other] points
        }
       *[even] vous êtes à égalité avec { $player }
    }{ $after ->
        [yes] , qui joue encore après vous
       *[no] {""}
    }{ $tie ->
        [yes] {" "}; à égalité, le moins de cartes gagne (vous { $mine }, { $player } { $theirs })
       *[no] {""}
    }. { $move }
hint-kaiju-take = Prenez { $every ->
        [0] { $count ->
            [one] la carte { $cards }
           *[other] les cartes { $cards }
        } au centre{ $how }
       *[taken] tous les { $every } du centre d'un coup{ $how }
    } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, la prise qui vous rapporte le plus avec ces dés{ $ones ->
        [1] , et un 1 de plus pour le bonus des 1
        [2] , et deux cartes 1 de plus pour le bonus des 1
       *[0] {""}
    }{ $ahead ->
        [1] {""} ; vous serez alors en tête.
        [2] {""} ; vous creusez votre avance.
       *[0] {""}.
    }{ $passed }{ $alt }
hint-kaiju-take_ones = Prenez { $count ->
        [one] la carte { $cards }
       *[other] les cartes { $cards }
    } au centre{ $how } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, contre { $richer } pour { $richer_kind ->
        [cards] { $richer_count ->
            [one] la carte { $richer_cards }
           *[other] les cartes { $richer_cards }
        }
       *[mecha] le Mecha { $richer_mecha }
    }, mais le bonus des 1 (+{ $bonus } à qui en a le plus) pèse plus : vous en aurez { $ones }{ $race ->
        [ahead] {""}, plus que vous n'en avez vu ailleurs.
        [tie] {""}, autant que { $player } (à égalité, chacun gagne le bonus).
       *[behind] {""}, contre { $rival } pour { $player }.
    }{ $alt }
hint-kaiju-take_even = Prenez { $every ->
        [0] { $count ->
            [one] la carte { $cards }
           *[other] les cartes { $cards }
        } au centre{ $how }
       *[taken] tous les { $every } du centre d'un coup{ $how }
    } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }{ $ones ->
        [1] {""}, et un 1 de plus pour le bonus des 1
        [2] {""}, et deux cartes 1 de plus pour le bonus des 1
       *[0] {""}
    } ; aucune autre prise ne rapporte plus.{ $twin }{ $passed }{ $alt }
# another take worth as much, and what differs (nc27 shot-67)
hint-kaiju-twin = {" "}« { $kind ->
        [pair] Prendre { $a } et { $b } (2 cartes)
        [every] Prendre tous les { $every }
        [one] Prendre { $a }{ $how }
       *[many] Prendre { $cards }
    } » rapporte autant{ $side ->
        [fewer] {""}, mais en { $n ->
            [one] une carte
           *[other] { $n } cartes
        } de plus : à égalité de points, le moins de cartes l'emporte
        [more] {""} avec { $n ->
            [one] une carte
           *[other] { $n } cartes
        } de moins en main
       *[same] {""}
    }{ $joker_said ->
        [yes] {""} ; votre { $joker } annule aussi
       *[no] {""}
    }.
hint-kaiju-how_sum = {" "}({ kaiju-how-sum })
hint-kaiju-how_diff = {" "}({ kaiju-how-diff })
hint-kaiju-how_face = {" "}({ kaiju-how-face })
hint-kaiju-how_faces = {" "}({ kaiju-how-faces })
hint-kaiju-mecha = Cliquez « Prendre le Mecha { $face } » : un Mecha vaut 15 points en fin de partie, plus que tout ce que ces dés vous laissent prendre d'autre{ $ahead ->
        [1] {""}, et vous serez alors en tête.
        [2] {""}, et vous creusez votre avance.
       *[0] {""}.
    }
hint-kaiju-steal_mecha = Cliquez « Tenter le Mecha { $face } : 1 carte au hasard de { $holder } » : { $centre ->
        [no] mieux que ne rien prendre (ces dés ne prennent rien au centre).
       *[yes] mieux que toute prise au centre.
    } Si la carte tirée est le Mecha, ses 15 points passent chez vous ; sinon, vous gardez la carte.{ $odds }{ $wound }
hint-kaiju-nothing = Cliquez « Ne rien prendre » : aucune carte au centre ne vous rapporterait quelque chose avec ces dés.
hint-kaiju-play_net = votre { $card } coûte { $card } points ; au total, { $sign ->
        [up] en moyenne +{ $net }
        [flat] à peu près 0
       *[down] en moyenne −{ $net }
    } { $net ->
        [one] point
       *[other] points
    }{ $rivals ->
        [duel] {""} sur { $player }
       *[table] {""} d'écart
    }{ $ones ->
        [yes] {""} (bonus des 1 compris)
       *[no] {""}
    }, contre { $now ->
        [0] 0
        [one] +{ $now }
       *[other] +{ $now }
    } sans carte
hint-kaiju-play = Jouez votre carte { $card } pour { $effect }, puis { $then } : { $net } ; { $cancel ->
        [none] peu de chances qu'on l'annule.
       *[other] { $hidden ->
            [one] 1 carte cachée en face
           *[other] { $hidden } cartes cachées en face
        } : environ 1 chance sur { $of } qu'on l'annule.
    }{ $odds }{ $wound }
hint-kaiju-play_safe = Jouez votre carte { $card } pour { $effect }, puis { $then } : { $net } ; aucune annulation à craindre : { $player } n'a rien pour l'annuler.{ $odds }{ $wound }
hint-kaiju-play_risky = Jouez votre carte { $card } pour { $effect }, puis { $then } : { $net }. On annule souvent, mais le coup reste bon même annulé.{ $odds }{ $wound }
hint-kaiju-play_known = Jouez votre carte { $card } pour { $effect }, puis { $then } : { $net }. { $player } garde { $held ->
        [one] un { $holds } (vu entrer dans sa main)
       *[other] { $held } cartes { $holds } (vues entrer dans sa main)
    } et peut l'annuler, mais le coup en vaut le risque.{ $odds }{ $wound }
hint-kaiju-play_trade = Jouez votre carte { $card } pour { $effect }, puis { $then } : { $net }. { $player } garde { $held ->
       *[one] un { $holds }
        [other] { $held } cartes { $holds }
    } et peut l'annuler : votre { $card } contre son { $holds }, l'échange vous profite.{ $odds }{ $wound }
# what a random steal may bring, from the bot's own lottery (nc53 shot 061: « Jouez votre carte 11 pour voler une
# carte » without the odds read as giving 11 points away for a random card, 2 of the bot's 4 cards being Mechas)
hint-kaiju-steal_odds = {" "}{ $kind ->
        [cards] { $size ->
            [one] Une seule carte dans sa main : { $about ->
                [yes] autour de { $mean }
               *[no] { $mean }
            } { $mean ->
                [one] point
               *[other] points
            }.
           *[other] Au hasard parmi { $size } cartes : { $about ->
                [yes] autour de { $mean }
               *[no] { $mean }
            } { $mean ->
                [one] point
               *[other] points
            } en moyenne.
        }
        [sure] { $size ->
            [one] Sa seule carte est un Mecha
           *[other] Ses { $size } cartes sont des Mechas
        } : { $points } { $points ->
            [one] point
           *[other] points
        } à coup sûr.
       *[mechas] { $mechas ->
            [one] 1 Mecha
           *[other] { $mechas } Mechas
        } sur { $size } { $size ->
            [one] carte
           *[other] cartes
        } : { $n } { $n ->
            [one] chance
           *[other] chances
        } sur { $of } de gagner { $points } { $points ->
            [one] point
           *[other] points
        }.
    }
hint-kaiju-wound = {" "}Risque : { $about ->
        [yes] environ { $n }
       *[no] { $n }
    } { $n ->
        [one] chance
       *[other] chances
    } sur { $of } de tirer un 3 (Blessure, −{ $wound }).
hint-kaiju-then_mecha = prenez le Mecha { $face } (15 points)
hint-kaiju-then_steal = tentez le Mecha { $face } { DE($holder) } (1 carte au hasard)
hint-kaiju-then_cards = prenez { $every ->
        [0] { $count ->
            [one] la carte { $cards }
           *[other] les cartes { $cards }
        } au centre
       *[taken] tous les { $every } du centre
    }
hint-kaiju-then_cards_ones = prenez { $count ->
        [one] la carte { $cards }
       *[other] les cartes { $cards }
    } ({ $ones ->
        [one] un 1
       *[other] { $ones } cartes 1
    } de plus pour le bonus des 1{ $offer ->
        [no] {""}
       *[yes] {""}, plutôt que le Mecha { $mecha }
    })
hint-kaiju-then_any = prenez au centre ce que vos dés permettent alors
hint-kaiju-then_reroll = prenez ce que les dés relancés permettent
hint-kaiju-then_nothing = cliquez « Ne rien prendre »
hint-kaiju-alt_mecha = {" "}Autre coup : votre { $card } met le { $die ->
        [one] premier
       *[other] second
    } dé ({ $shown }) sur { $face } pour le Mecha { $face } (15 points).
hint-kaiju-alt_cards = {" "}Autre coup : votre { $card } met le { $die ->
        [one] premier
       *[other] second
    } dé ({ $shown }) sur { $face } pour prendre { $kind ->
        [cards] { $count ->
            [one] la carte { $cards }
           *[other] les cartes { $cards }
        }
       *[every] tous les { $every }
    } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }, plus que le Mecha { $face }).
hint-kaiju-effect_set = mettre le { $die ->
        [one] premier
       *[other] second
    } dé ({ $shown }) sur { $face }
hint-kaiju-effect_reroll = { $count ->
        [one] relancer le { $die ->
            [one] premier
           *[other] second
        } dé ({ $shown })
       *[other] relancer les deux dés
    }
hint-kaiju-cancel = Annulez avec votre carte { $card } : { $aimed ->
        [1] { $player } veut vous voler une carte au hasard, et vous perdriez plus que les { $card } points de votre carte d'annulation.
       *[0] { $mine ->
            [1] { $theft ->
                [1] sauvez votre vol : une carte au hasard passe { DE($victim) } à vous ; vous gagnez ce qu'il perd, en moyenne plus que ces { $card } points.{ $wound }
               *[0] on veut annuler votre effet « { $effect } » : sauvez-le, il vous rapporte plus que les { $card } points de cette carte.
            }
           *[0] l'effet « { $effect } » { DE($player) } l'aiderait plus que les { $card } points que vous coûte cette carte.
        }
    }{ $kept ->
        [1] {" "}{ $holder } garde { $held ->
           *[one] un { $holds }
            [other] { $held } cartes { $holds }
        }, mais votre { $twin ->
            [1] autre { $again }
           *[0] { $again }
        } y répondrait.
       *[0] { $spare ->
            [0] {""}
            [one] {" "}{ $player } garde un { $spare }, mais son effet ne vaut pas cette carte pour lui.
           *[other] {" "}{ $player } garde { $held ->
               *[one] un { $spare }
                [other] { $held } cartes { $spare }
            }, mais son effet ne vaut pas cette carte pour lui.
        }
    }
# a cancel against a hand keeping the last word: not for nothing, its answer spends its card too (nc59 shot 098)
hint-kaiju-cancel_trade = Annulez avec votre carte { $card } : { $holder } garde { $held ->
       *[one] encore un { $holds } (vu entrer dans sa main) et peut l'annuler à son tour, mais c'est son dernier { $holds }{ $sure ->
            [1] {""}
           *[0] {" "}connu
        }
        [other] { $held } cartes { $holds } (vues entrer dans sa main) et peut l'annuler à son tour
    } : il y perdrait { $holds } points, vous { $card }. Sinon, { $mine ->
        [1] votre effet « { $effect } » passe : il vaut plus que votre carte.
       *[0] son effet « { $effect } » est annulé : il vous coûterait plus que votre carte.
    }
hint-kaiju-let_pass = Cliquez « Laisser faire » : { $mine ->
        [1] votre effet « { $effect } » sera annulé si vous laissez faire, mais le sauver vous coûterait plus que ce qu'il rapporte ; gardez votre carte { $card }.
       *[0] { $last ->
            [1] l'effet « { $effect } » { DE($player) } ne vous coûte pas plus que les { $card } points de votre carte d'annulation, qui compteront pour vous à la fin de la partie.{ $gain }
           *[0] l'effet « { $effect } » { DE($player) } vous coûte moins que les { $card } points de votre carte d'annulation{ $named ->
            [1] {""}.
           *[0] {""} ; gardez-la pour un coup plus grave.
        }{ $gain }
        }
    }
# what the card let through brings its player, and what it takes if cancelled (nc59 shots 053, 071)
hint-kaiju-gain_mecha = {" "}Il prendra sans doute le Mecha { $face } ({ $points } { $points ->
        [one] point
       *[other] points
    }) ; annulé, { $instead ->
        [0] il ne prendrait rien
        [one] il prendrait { $every ->
            [0] la carte { $alt }
           *[taken] tous les { $every }
        }
       *[other] il prendrait { $every ->
            [0] les cartes { $alt }
           *[taken] tous les { $every }
        }
    }.
hint-kaiju-gain_steal = {" "}Il tentera sans doute votre Mecha { $face } ; annulé, { $instead ->
        [0] il ne prendrait rien
        [one] il prendrait { $every ->
            [0] la carte { $alt }
           *[taken] tous les { $every }
        }
       *[other] il prendrait { $every ->
            [0] les cartes { $alt }
           *[taken] tous les { $every }
        }
    }.
hint-kaiju-gain_cards = {" "}Il prendra sans doute { $all ->
        [0] { $count ->
            [one] la carte { $cards }
           *[other] les cartes { $cards }
        }
       *[taken] tous les { $every }
    } ({ $points } { $points ->
        [one] point
       *[other] points
    }) ; annulé, { $instead ->
        [0] il ne prendrait rien
        [one] il prendrait { $every ->
            [0] la carte { $alt }
           *[taken] tous les { $every }
        }
       *[other] il prendrait { $every ->
            [0] les cartes { $alt }
           *[taken] tous les { $every }
        }
    }.
hint-kaiju-gain_reroll = {" "}Relancés, ses dés lui valent { $points } { $points ->
        [one] point
       *[other] points
    } en moyenne{ $n ->
        [0] {""}
        [one] {""}, { $n } chance sur { $of } d'un Mecha
       *[other] {""}, { $n } chances sur { $of } d'un Mecha
    } ; annulé, { $instead ->
        [0] il ne prendrait rien
        [one] il prendrait { $every ->
            [0] la carte { $alt }
           *[taken] tous les { $every }
        }
       *[other] il prendrait { $every ->
            [0] les cartes { $alt }
           *[taken] tous les { $every }
        }
    }.
hint-kaiju-let_pass_again = Cliquez « Laisser faire » : { $holder } garde encore { $held ->
       *[one] un { $holds } (vu entrer dans sa main)
        [other] { $held } cartes { $holds } (vues entrer dans sa main)
    } et peut annuler votre annulation{ $more ->
        [1] {""} : sauver cet effet vous coûterait alors deux cartes de votre main, trop cher. Gardez-les.
       *[0] {""} : s'il le fait, votre { $card } part contre son { $holds } et votre effet reste annulé. Le sauver ne vaut pas cet échange : gardez votre carte.
    }
hint-kaiju-let_pass_kept = Cliquez « Laisser faire » : { $holder } garde { $held ->
       *[one] un { $holds } (vu entrer dans sa main)
        [other] { $held } cartes { $holds } (vues entrer dans sa main)
    } et annulerait votre annulation : { $more ->
        [1] contrer cet effet vous coûterait alors deux cartes de votre main, trop cher. Gardez-les.
       *[0] votre { $card } partirait contre son { $holds } et son effet passerait quand même. Cet échange ne vous rapporte pas assez : gardez votre carte.
    }
# the 1s bonus a steal aimed at the person may take with one of their 1s (nc64 shot 040)
hint-kaiju-stake = {" "}Le bonus des 1 (+{ $bonus }) est en jeu : { $ones ->
        [one] votre seul 1 le porte, et le vol a { $n } { $n ->
            [one] chance
           *[other] chances
        } sur { $of } de le prendre.
       *[other] le vol a { $n } { $n ->
            [one] chance
           *[other] chances
        } sur { $of } de prendre une de vos { $ones } cartes 1, et vous perdriez le bonus.
    }
# Conseil's first press in a game (scenes/kaiju/table.py `hint_nudge`): what to look for, not the move (nc64)
hint-kaiju-nudge_play_set_mecha = Une de vos cartes peut tourner un dé pour faire un double : laquelle, et quel Mecha vous donne-t-elle ?
hint-kaiju-nudge_play_set = Une de vos cartes peut tourner un dé pour une meilleure prise que celles de ces dés : laquelle, et sur quelle face ?
hint-kaiju-nudge_play_reroll = Ces dés prennent peu : une de vos cartes peut les relancer.
hint-kaiju-nudge_play_steal = Une de vos cartes peut voler une carte au hasard, et vous prenez encore avec vos dés après : même en comptant ce que coûte la carte, voler puis prendre vaut mieux que prendre seulement.
hint-kaiju-nudge_play_draw = Une de vos cartes fait piocher, et vous prenez encore avec vos dés après : même en comptant ce que coûte la carte, piocher puis prendre vaut mieux que prendre seulement.
hint-kaiju-nudge_take = Comptez les points de chaque prise que vos dés permettent (somme, différence, une carte par dé) : laquelle rapporte le plus ?
hint-kaiju-nudge_take_ones = Le bonus des 1 (+{ $bonus } à qui en a le plus) est en jeu : une prise de moins de points peut valoir plus. Laquelle ?
hint-kaiju-nudge_mecha = Vos dés font un double { $face } : comparez son Mecha à ce que ces dés prennent au centre.
hint-kaiju-nudge_steal_mecha = Votre double vise le Mecha { $face }, déjà pris : { $centre ->
        [no] ces dés ne prennent rien au centre ; le tenter vaut-il mieux que ne rien prendre ?
       *[yes] le tenter vaut-il mieux que ce que ces dés prennent au centre ?
    }
hint-kaiju-nudge_reply = { $mine ->
        [1] On veut annuler votre effet : le sauver vaut-il votre carte { $card } ?
       *[0] Annuler vous coûte votre carte { $card } : cet effet vous coûterait-il plus ?
    } Regardez aussi ce que l'autre garde en main pour répondre.
# nc65 (057-160): « I ended up following it move after move »: Conseil's first press says what to look for
hint-evolution-nudge_play_plain = Une carte de votre main monte une pile d'un niveau sans rien donner : laquelle ?
hint-evolution-nudge_play_egg = Une carte de votre main peut commencer une pile par son Œuf : laquelle ?
hint-evolution-nudge_play_ultimate = Une carte de votre main achève une pile par son Élémentaire ultime : laquelle ?
hint-evolution-nudge_play_gift = Une carte de votre main monte une pile, mais son symbole libère une créature : laquelle, et le niveau vaut-il ce cadeau ?
hint-evolution-nudge_win = Vous pouvez gagner dès ce tour avec les cartes de votre main : dans quel ordre les poser ?
hint-evolution-nudge_burn = Un Feu peut brûler une carte libre { DE($target) } : laquelle le freine le plus ?
hint-evolution-nudge_root = Une de vos piles gagnerait à être enracinée, à l'abri des Feux : laquelle ?
hint-evolution-nudge_discard = { $dead ->
        [1] Une carte de votre main ne vous servira plus : sa place est prise. Laquelle défausser ?
       *[0] Une carte de votre main attendra longtemps avant de servir : laquelle défausser, et où ?
    }
hint-evolution-nudge_gift = { $creature } part chez un adversaire : la retenir avec un Éther, ou la laisser partir ? Que ferait son pouvoir contre vous ?
hint-evolution-play = Cliquez { $card } dans votre main, puis votre pile { $pile } : { $level ->
        [0] elle commence par l'Œuf (niveau 0)
       *[higher] elle monte au niveau { $level }
    }{ $left ->
        [0] {""}, l'Élémentaire ultime de cette pile.
        [one] {""} ; plus qu'un niveau pour son Élémentaire ultime.
       *[other] {""} ; encore { $left } niveaux pour son Élémentaire ultime.
    }{ $creature ->
        [none] {""}
       *[other] {" "}Son symbole libère { $creature } : son jeton ira à { $to_seat ->
            [none] un adversaire
           *[other] { $to_seat }
        }{ $power ->
            [redirect] {""}, qui pourra renvoyer un de vos Feux sur vos propres cartes
            [burn_rooted] {""}, qui pourra brûler le haut d'une pile enracinée
            [unroot] {""}, qui pourra désenraciner une de vos piles
            [condemn_quick] {""}, qui pourra condamner votre défausse rapide
            [burn_all] {""}, qui pourra brûler toutes les cartes libres, les vôtres comprises
            [extra_turn] { $to_seat ->
                [none] {""}, qui jouera aussitôt un tour de plus
               *[other] {""}, qui pourra jouer un tour de plus, un gros atout dans une course à deux
            }
            [root_all] {""}, qui pourra enraciner toutes ses piles d'un coup
           *[other] {""}
        }. { $close ->
            [1] C'est serré : ce que la carte apporte ({ evolution-gift_gain }) vaut à peine ce pouvoir ; garder { $card } pour plus tard vaudrait presque autant{ $ether ->
                [1] {""} (un Éther de votre main, défaussé au centre, retiendrait aussi la créature).
               *[0] {""} (sans Éther en main, rien ne retient la créature).
            }
           *[0] { $verdict ->
                [lesser] Ce cadeau coûte moins cher que celui de { $other }.
               *[other] Ce que la carte apporte ({ evolution-gift_gain }) l'emporte ici sur ce pouvoir{ $ether ->
                    [1] {""} (un Éther de votre main, défaussé au centre, retiendrait la créature).
                   *[0] {""} : sans Éther en main, rien ne retient la créature.
                }
            }
        }
    }{ $natural ->
        [none] {""}
       *[other] {" "}{ $natural } de votre main irait aussi à ce niveau{ $natural_close ->
            [1] {""} : c'est serré, la poser vaudrait autant et garderait l'Éther pour une autre pile.
           *[0] { $natural_why ->
                [gives] {""}, mais son symbole donnerait une créature à un adversaire.
               *[other] {""}, mais l'Éther y sert mieux.
            }
        }
    }{ $later ->
        [none] {""}
       *[other] {" "}La carte { $later }, encore à venir, ne se posera plus sur cette pile.
    }
# nc58 shot 121: « la pile est vidée (son Œuf sera à reposer) et Bot 2 recule » while its level number stays as it was
hint-evolution-burn = Brûlez la pile { $pile } { DE($target) } : sa carte du dessus part en défausse, { $empty ->
        [1] la pile est vidée : { $target } ne perd aucun niveau (un Œuf compte 0), mais devra reposer un Œuf avant de remonter cette pile.
       *[0] la pile redescend au niveau { $level } et { $target } recule.
    }{ $siren ->
        [none] {""}
       *[other] {" "}Si { $siren } renvoie ce Feu sur { $exposed ->
            [none] une de vos cartes libres, vous la perdez, mais { $siren } est dépensée.
           *[other] votre { $exposed }{ $more ->
                [0] {""}
                [one] {" "}(ou votre autre carte libre)
               *[other] {" "}(ou une autre carte libre)
            }, vous la perdez, mais { $siren } est dépensée.
        }
    }{ $odds ->
        [none] {""}
        [sure] {" "}{ $target } a forcément { $cascade } en main (pioche vide) : sa Cascade contrera ce Feu.
        [one] {" "}Risque de Cascade : 1 chance sur 10.
       *[other] {" "}Risque de Cascade : { $odds } chances sur 10.
    }{ $close ->
        [1] {" "}C'est serré : « Ne pas appliquer l'effet » vaut presque autant.
        [2] {" "}C'est serré : une autre cible vaut presque autant.
       *[0] {""}
    }
hint-evolution-root = Enracinez votre pile { $pile } : { $count ->
        [one] sa carte sera à l'abri
       *[other] ses { $count } cartes seront à l'abri
    } des Embrasements adverses.{ $holder ->
        [none] {""}
       *[other] {" "}Mais attention : { $holder } a Salamandre, qui brûle le haut d'une pile enracinée ; votre carte { $card } y reste exposée.
    }

hint-evolution-discard_dead = Mettez { $card } dans la défausse { $quick ->
        [1] rapide
       *[0] principale
    } : sa place sur votre pile est déjà prise, elle ne vous servira plus.{ $also_quick ->
        [none] {""}
       *[other] {" "}Puis mettez aussi { $also_quick } dans la défausse rapide.
    }{ $also_main ->
        [none] {""}
       *[other] {" "}Puis mettez aussi { $also_main } dans la défausse principale.
    }
hint-evolution-discard_later = Mettez { $card } dans la défausse { $quick ->
        [1] rapide
       *[0] principale
    }{ $shut ->
        [on_hold] {" "}(votre rapide est en pause)
        [for_good] {" "}(votre rapide est condamnée)
       *[no] {""}
    } : il manque encore { $count ->
        [one] un niveau
       *[other] { $count } niveaux
    } à sa pile pour la poser, elle reviendra plus tard.{ $also_quick ->
        [none] {""}
       *[other] {" "}Puis mettez aussi { $also_quick } dans la défausse rapide.
    }{ $also_main ->
        [none] {""}
       *[other] {" "}Puis mettez aussi { $also_main } dans la défausse principale.
    }
hint-evolution-tornado_dead = Tornade sur { $card } : sa place sur votre pile est déjà prise, elle ne vous servira plus ; défaussez-la pour piocher mieux.{ $also_quick ->
        [none] {""}
       *[other] {" "}Puis mettez aussi { $also_quick } dans la défausse rapide.
    }{ $also_main ->
        [none] {""}
       *[other] {" "}Puis mettez aussi { $also_main } dans la défausse principale.
    }
hint-evolution-tornado_later = Tornade sur { $card } : il manque encore { $count ->
        [one] un niveau
       *[other] { $count } niveaux
    } à sa pile pour la poser ; défaussez-la pour piocher une carte utile maintenant.{ $also_quick ->
        [none] {""}
       *[other] {" "}Puis mettez aussi { $also_quick } dans la défausse rapide.
    }{ $also_main ->
        [none] {""}
       *[other] {" "}Puis mettez aussi { $also_main } dans la défausse principale.
    }
hint-evolution-give = Donnez { $creature } : cliquez « Donner à { $target } » ; { $alone ->
        [1] garder votre Éther pour vos piles vous avance plus que de la retenir.
       *[0] c'est le mage le moins avancé, la créature l'aidera le moins à gagner.
    }{ $strikes ->
        [burn_rooted] {" "}Mais attention : { $target } pourra s'en servir pour brûler le haut d'une de vos piles, même enracinée.
        [unroot] {" "}Mais attention : { $target } pourra s'en servir pour désenraciner une de vos piles.
        [redirect] {" "}Mais attention : { $target } pourra s'en servir pour renvoyer un de vos Feux sur vos propres cartes.
        [condemn_quick] {" "}Mais attention : { $target } pourra s'en servir pour condamner votre défausse rapide.
       *[none] {""}
    }{ $risk ->
        [0] {""}
        [one] {" "}Mais attention : { $target } pourra la lancer tout de suite et brûler votre carte libre, sans Cascade possible : un pari serré.
       *[other] {" "}Mais attention : { $target } pourra la lancer tout de suite et brûler vos { $risk } cartes libres, sans Cascade possible : un pari serré.
    }

hint-evolution-power = Utilisez le pouvoir de { $creature }{ $copied ->
        [none] {""}
       *[other] {""} (comme { $copied })
    }{ $pile ->
        [none] {""}
       *[other] { $target ->
            [none] {""} sur votre pile { $pile }
           *[other] { $yours ->
                [1] {""} sur votre pile { $pile }
               *[0] {""} sur la pile { $pile } { DE($target) }
            }
        }
    } : { $answer ->
        [root_all] il enracine vos quatre piles, votre carte { $card } n'est plus libre et l'embrasement échoue.
        [protect] elle protège votre carte { $card }, l'embrasement échoue.
        [redirect] l'embrasement quitte votre carte { $card } pour celle de la pile { $pile } { DE($target) }.
       *[other] { $power ->
            [extra_turn] vous jouerez un tour de plus, juste après celui-ci.
            [root_all] il enracine vos quatre piles d'un coup, leurs cartes sont à l'abri des Feux ; une carte posée ensuite sur une pile y sera libre, celles d'en dessous resteront à l'abri.{ $holder ->
                [none] {""}
               *[other] {" "}Mais { $holder } a Salamandre, qui brûle le haut d'une pile enracinée.
            }
            [unroot] { $free ->
                [1] son dessus est déjà libre, mais il ôte l'abri { $rooted ->
                    [one] de la carte enracinée dessous
                   *[other] des { $rooted } cartes enracinées dessous
                } : après un premier Feu sur le dessus, les suivants pourront encore descendre cette pile.
               *[0] il désenracine cette pile : son dessus redevient libre, à la portée de vos Feux.
            }
            [burn_rooted] elle brûle le haut de cette pile enracinée, qu'aucun Feu ne peut toucher.
            [condemn_quick] il condamne pour de bon la défausse rapide de ce mage, dont les cartes passent sous sa pioche.
            [burn_all] il brûle d'un coup toutes les cartes libres, les vôtres comprises{ $ondine ->
                [1] {" "}(votre Ondine ne garde pas une carte de votre propre Phénix).
               *[0] .
            }
            [protect] elle protège cette carte libre des Feux adverses ; à chacun de vos tours, vous pourrez la déplacer.
            [cancel] { $cancels ->
                [none] elle annule le pouvoir qu'un adversaire utilise.
               *[other] elle annule { $cancels } { DE($from) }, { $cancelled ->
                    [extra_turn] qui lui aurait donné un tour de plus.
                    [root_all] qui aurait enraciné toutes ses piles, à l'abri de vos Feux.
                    [protect] qui aurait protégé une de ses cartes de vos Feux.
                    [unroot] qui aurait désenraciné une de vos piles.
                    [burn_rooted] qui aurait brûlé le haut d'une de vos piles enracinées.
                    [condemn_quick] qui aurait condamné une défausse rapide.
                    [burn_all] qui aurait brûlé toutes les cartes libres.
                    [redirect] qui aurait renvoyé un Feu.
                   *[other] dont le pouvoir ne joue pas.
                } Les deux jetons sont dépensés.
            }
           *[other] pris à lui seul, c'est votre meilleur coup, celui qui vous avance le plus ou freine le plus vos rivaux (un autre pouvoir joué avant peut parfois faire mieux).
        }
    } { $one ->
       *[0] { $pile ->
            [none] { $target ->
                [none] Cliquez « Pouvoir : { $creature } ».
               *[other] Dans l'ordre : cliquez « Pouvoir : { $creature } », puis « { $target } ».
            }
           *[other] Dans l'ordre : cliquez « Pouvoir : { $creature } »{ $target ->
                [none] {""}, puis la pile { $pile }.
               *[other] {""}, puis le bouton de la pile { $pile } { DE($target) }.
            }
        }
        [1] Cliquez « { $button } ».
    }
hint-evolution-end = Cliquez « Fin de tour » : { $count ->
        [0] vous n'avez plus de carte en main.
        [one] { $why ->
            [joker] votre Éther attend une pile où servir de joker : gardez-le.
            [counter] gardez { $card } : hors de votre tour, elle contrera un Feu adverse (Cascade).
            [egg] { $card } attend l'Œuf de sa pile, qui est encore vide : gardez-la, l'Œuf viendra.
            [next] { $card } se posera dès le niveau d'en dessous : gardez-la.
            [filled] les cartes de votre main combleront les niveaux qui manquent sous { $card } : gardez-la.
           *[plain] votre carte ne se pose pas maintenant, mais elle servira bientôt : gardez-la.
        }
       *[other] rien ne se pose maintenant, gardez vos { $count } cartes{ $why ->
            [listed] { $eggs ->
                    [none] {""}
                   *[other] {""} ; { $eggs } { $eggs_count ->
                        [one] attend l'Œuf de sa pile, encore vide
                       *[other] attendent l'Œuf de leur pile, encore vide
                    }
                }{ $close ->
                    [none] {""}
                   *[other] {""} ; { $close } { $close_count ->
                        [one] se posera
                       *[other] se poseront
                    } dès le niveau d'en dessous
                }{ $jokers ->
                    [0] {""}
                    [one] {""} ; votre Éther servira de joker
                   *[other] {""} ; vos Éthers serviront de jokers
                }{ $counter ->
                    [none] {""}
                   *[other] {""} ; { $counter } contrera un Feu adverse (Cascade)
                }.
           *[plain] {""} : elles serviront bientôt.
        }{ $start ->
            [1] {" "}Sans Œuf au début, c'est courant : ce qui aide, c'est de piocher. En défausser une de plus vaudrait presque autant, pour trouver un Œuf plus vite.
           *[0] {""}
        }
    }
hint-evolution-cascade = Contrez avec { $card } sur votre pile { $pile } : l'Embrasement adverse est annulé et votre carte est sauvée.
hint-evolution-dest_quick = Cliquez « Défausse rapide » pour { $card } : { $count ->
        [0] elle est jouable, et cette défausse revient la première dans votre pioche.
        [one] il ne lui manque qu'un niveau, et cette défausse revient la première dans votre pioche.
       *[other] il lui manque { $count } niveaux, et cette défausse revient la première dans votre pioche.
    }
hint-evolution-dest_main = Cliquez « Défausse principale » pour { $card } : il lui manque encore { $count ->
        [one] un niveau
       *[other] { $count } niveaux
    }, elle peut attendre que la défausse principale revienne.
hint-evolution-pass = { $window ->
        [later] Cliquez « Garder pour plus tard » : aucun de vos pouvoirs ne vous sert maintenant, il vous reste pour un meilleur moment.
        [let_burn] Cliquez « Laisser brûler » : aucune réponse de votre main ne vaut ce qu'elle coûte ici ; votre carte part dans une de vos défausses.
       *[other] Cliquez « Passer » : { $harmless ->
            [1] cet effet ne vous fait rien perdre,
           *[0] cet effet vous coûte moins qu'une carte,
        } gardez vos cartes.
    }
hint-evolution-skip = Cliquez « Ne pas appliquer l'effet » : aucun choix ne vous fait avancer ici.
# nc25 shot 56: skipping a root said « aucun choix ne vous fait avancer » and rooting looked useful
# nc45 shot 076: a Fire kept by the look-ahead, said « aucun choix ne vous fait avancer » beside a burn that
# set the rival back
hint-evolution-skip_burn = Cliquez « Ne pas appliquer l'effet » : brûler la carte { $card } { DE($target) } { $egg ->
        [1] l'obligerait à reposer un Œuf
       *[0] le ferait reculer d'un niveau
    }, mais { $cascade ->
        [none] { $quick ->
            [1] la carte irait dans sa défausse rapide, qui revient la première dans sa pioche : { $target } la reposerait vite.
           *[0] la carte irait dans sa défausse principale, et ce recul pèse peu ici.
        }
       *[other] { $target } peut avoir { $cascade } en main ({ $odds ->
            [sure] à coup sûr
            [one] 1 chance sur 10
           *[other] { $odds } chances sur 10
        }) : sa Cascade contrerait ce Feu et ferait monter sa pile Eau.
    } C'est serré : brûler se défend aussi.
# nc59 shots 176, 177: a burn the rival surely counters (its draw pile empty, its Water card nowhere in sight)
hint-evolution-skip_countered = Cliquez « Ne pas appliquer l'effet » : { $target } a forcément { $cascade } en main (sa pioche est vide, ses autres cartes sont en vue). Sa Cascade contrerait ce Feu et poserait cette carte sur sa pile Eau : brûler ne vous ferait rien gagner.
hint-evolution-skip_root = Cliquez « Ne pas appliquer l'effet » : c'est serré, enraciner votre pile { $pile } ({ $count ->
        [one] sa carte
       *[other] ses { $count } cartes
    } à l'abri des Embrasements) vaudrait presque autant ici ; les deux choix se défendent.
hint-evolution-skip_siren = Cliquez « Ne pas appliquer l'effet » : { $holder } tient { $siren }, qui renverrait ce Feu sur votre { $exposed }{ $more ->
        [0] {""}
        [one] {" "}(ou votre autre carte libre)
       *[other] {" "}(ou une autre de vos cartes libres)
    } ; vous perdriez cette carte pour lui faire dépenser { $siren }, ce qui ne vaut pas le coup ici.
hint-evolution-keep = { $mine ->
        [1] Cliquez « La garder » : le jeton reste chez vous, son pouvoir vous servira ; le donner aiderait un rival.
       *[0] Cliquez « Laisser à … » : la créature reste où elle est ; la donner aiderait un rival.
    }
hint-evolution-draw = Cliquez « Piocher » : aucune carte de votre main ne vaut d'être défaussée.
# nc42 shots 112, 130, 173: why the Ondine moves, as the policy moves it (the card it shields no longer free)
hint-evolution-move = { $one ->
       *[0] Cliquez « Déplacer { $creature } », puis votre pile { $pile }
        [1] Cliquez « { $button } »
    } : { $why ->
        [idle] là où se trouve { $creature }, la carte n'est plus libre (couverte ou enracinée) : elle n'y protège plus rien.
       *[higher] elle est plus haute (niveau { $level }) que la pile { $there }, où se trouve { $creature }.
    }
hint-evolution-win = Vous pouvez gagner dès ce tour ! Cliquez { $card } dans votre main, puis votre pile { $pile }{ $rest ->
        [0] {""} : c'est votre quatrième Élémentaire ultime, { $risk ->
            [none] la partie est à vous.
           *[other] la partie peut être à vous.
        }
       *[more] {""}, puis posez { $steps } : vos quatre piles atteignent le niveau 5 et { $risk ->
            [none] la partie est à vous.
           *[other] la partie peut être à vous.
        }
    }{ $risk ->
        [none] {""}
       *[other] {" "}Attention : { $risk_card } donne { $risk } à { $holder ->
            [none] un adversaire
           *[other] { $holder }
        }, qui pourra s'en servir aussitôt contre cette victoire.
    }
hint-evolution-win_step = { $card } sur votre pile { $pile }
hint-evolution-win_skip = Cliquez « Ne pas appliquer l'effet » : vous pouvez gagner dès ce tour avec les cartes de votre main, gardez-les toutes. Posez ensuite { $card } sur votre pile { $pile }{ $rest ->
        [0] {""}.
       *[more] {""}, puis { $steps }.
    }
hint-evolution-win_draw = Cliquez « Piocher » sans rien défausser de plus : vous pouvez gagner dès ce tour avec les cartes de votre main. Posez ensuite { $card } sur votre pile { $pile }{ $rest ->
        [0] {""}.
       *[more] {""}, puis { $steps }.
    }
hint-elemmaster-why_hurt = l'adversaire perd { $n ->
        [one] un niveau
       *[other] { $n } niveaux
    }{ $safe ->
        [1] , sans pièce déjà au contact d'un ennemi qui la bat
       *[0] {""}
    }
hint-elemmaster-why_grow = vous gagnez { $n ->
        [one] un niveau
       *[other] { $n } niveaux
    }{ $buys ->
        [empties] {""} (sa réserve en sera vide : cet élément ne gagnera plus de niveau, ni en grandissant ni en gagnant un combat)
        [brasier] {""} (à 3 niveaux, votre Feu peut lancer un brasier)
        [life] {""} (votre Terre pourra encaisser une attaque de plus)
        [hit] {""} (une pile plus haute survit à plus d'attaques)
       *[other] {""}
    }{ $safe ->
        [1] , sans pièce déjà au contact d'un ennemi qui la bat
       *[0] {""}
    }
hint-elemmaster-why_prepare = { $kind ->
        [step_attack] pour attaquer ensuite { $element ->
            [Terre] la Terre
            [Eau] l'Eau
            [Air] l'Air
           *[other] le { $element }
        } en { $to } depuis { $cell }
        [step_grow] pour faire grandir ensuite votre { $source } en { $cell }
        [step_brasier] pour lancer ensuite un brasier depuis { $cell }
        [step_souffle] pour souffler ensuite depuis { $cell } vers { $to }
        [step_vague] pour lancer ensuite une vague depuis { $cell }
        [step_tunnel] pour passer ensuite en sous-terrain depuis { $cell }
       *[other] pour jouer ensuite depuis { $cell }
    }
hint-elemmaster-why_shelter = votre { $source } se met hors de portée de l'adversaire
hint-elemmaster-why_threat = de là, votre { $source } { $later ->
        [yes] menacera au prochain tour
       *[no] menace
    } { $element ->
        [Terre] la Terre
        [Eau] l'Eau
        [Air] l'Air
       *[other] le { $element }
    } en { $to }
hint-elemmaster-why_approach = votre Feu se rapproche de la Terre adverse
hint-elemmaster-why_terrain = en { $cell }, votre { $source } est sur son terrain et pourra grandir
hint-elemmaster-why_safe = pour l'instant, aucune de vos pièces n'est au contact d'un ennemi qui la bat
hint-elemmaster-why_clear = une fois ce conseil joué, votre { $source } en { $cell } ne sera plus au contact { $n ->
        [one] { $element ->
            [Terre] de la Terre
            [Eau] de l'Eau
            [Air] de l'Air
           *[other] du { $element }
        }
       *[other] { $element ->
            [Feu] des Feux
            [Eau] des Eaux
            [Terre] des Terres
           *[other] des Airs
        }
    } en { $to }
hint-elemmaster-why_leave = votre { $source } s'éloigne { $n ->
        [one] { $element ->
            [Terre] de la Terre
            [Eau] de l'Eau
            [Air] de l'Air
           *[other] du { $element }
        } en { $to }, qui { $source ->
            [Feu] le
            [Air] le
           *[other] la
        } bat
       *[other] des { $element ->
            [Feu] Feux
            [Eau] Eaux
            [Terre] Terres
           *[other] Airs
        } en { $to }, qui { $source ->
            [Feu] le
            [Air] le
           *[other] la
        } battent
    }
hint-elemmaster-why_least = c'est le tour qui vous expose le moins ({ $n ->
        [one] un élémentaire menacé
       *[other] { $n } élémentaires menacés
    })
hint-elemmaster-why_least_at = c'est le tour qui vous expose le moins : { $n ->
        [one] { $new ->
            [1] le { $source } que ce coup amène en { $cell }
           *[0] votre { $source } en { $cell }
        } reste menacé ({ $foe } en { $to })
       *[other] { $n } élémentaires restent menacés, dont { $new ->
            [1] le { $source } que ce coup amène en { $cell }
           *[0] votre { $source } en { $cell }
        } ({ $foe } en { $to })
    }
hint-elemmaster-own_attack = votre { $grow_element } en { $grow_cell }{ $grows ->
        [1] {""} gagne un niveau
       *[0] {""} reste tel quel
    } et votre { $shrink_element } en { $shrink_cell }{ $gone ->
        [1] {""} disparaît
       *[0] {""} perd un niveau
    }

hint-elemmaster-plan = Cliquez { $cell } : { $why }. { $count ->
        [one] C'est votre seule action de ce tour.
       *[other] Étape { $step ->
            [two] 2
            [three] 3
            [four] 4
            [five] 5
           *[first] 1
        } sur { $count } de ce conseil{ $free ->
           *[0] {""}
            [one] {" "}(dont une gratuite)
            [other] {" "}(dont { $free } gratuites)
        }{ $left ->
           *[0] {""}.
            [one] {""} ; il vous restera 1 PA.
            [other] {""} ; il vous restera { $left } PA.
        }
    }{ $note ->
        [regrow] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner un niveau à chaque tour : attaquez-la deux fois dans le même tour, avec deux pièces, sinon elle reprendra le niveau perdu.
        [regrow_later] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner ce niveau à chaque tour : pour la faire tomber, préparez deux pièces qui l'attaqueront dans un même tour (qui attaque est marqué ⊗ : il a fini son tour).
        [goal] {" "}Pensez au but : votre { $note_source } en { $note_cell } peut aussi attaquer la Terre adverse en { $note_to }.
        [exposed] {" "}Attention : votre { $note_source } en { $note_cell } reste à portée d'une attaque adverse ({ $note_foe } en { $note_to }). Le Conseil n'a pas trouvé mieux : mettre cette pièce à l'abri ce tour-ci vous coûterait davantage ailleurs.
        [exposed_end] {" "}Un risque, pas une étape à jouer : au bout de ce plan, votre { $note_source } finirait le tour en { $note_cell }, à portée d'une attaque adverse ({ $note_foe } en { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Attention à votre Terre en { $note_cell } : à son prochain tour, l'adversaire peut venir l'attaquer
           *[other] Attention à vos Terres en { $note_cell } : à son prochain tour, l'adversaire peut venir les attaquer
        } ({ $note_way }) ; pour { $note_n ->
            [one] la
           *[other] les
        } garder, attaquez d'abord { $note_foes ->
           *[one] ce { $note_foe }
            [other] ces pièces
        } avec une Eau, ou éloignez-{ $note_n ->
            [one] la
           *[other] les
        }.
        [exposed_move] {" "}Attention : en { $note_cell }, votre { $note_source } sera à portée de l'adversaire ({ $note_foe } en { $note_to }) : c'est le risque de ce coup.
       *[none] {""}
    }
hint-elemmaster-plan_attack = { $own ->
        [1] Sacrifiez votre propre { $lose_element } en { $lose_cell } { $grows ->
            [1] pour faire grandir
           *[0] au profit de
        } votre { $win_element } en { $win_cell } (cliquez { $cell }, puis { $to }, puis répondez « Oui » sous le plateau) : { $effect } ; { $why }.
       *[0] Attaquez { $element ->
            [Terre] la Terre
            [Eau] l'Eau
            [Air] l'Air
           *[other] le { $element }
        } en { $to } avec votre { $source } en { $cell } (cliquez { $cell }, puis { $to }) : { $why }.
    }{ $count ->
        [one] {""}
       *[other] {""} Étape { $step ->
            [two] 2
            [three] 3
            [four] 4
            [five] 5
           *[first] 1
        } sur { $count } de ce conseil{ $free ->
           *[0] {""}
            [one] {" "}(dont une gratuite)
            [other] {" "}(dont { $free } gratuites)
        }{ $left ->
           *[0] {""}.
            [one] {""} ; il vous restera 1 PA.
            [other] {""} ; il vous restera { $left } PA.
        }
    }{ $next ->
        [1] {""} Ensuite : { $then }.
       *[0] {""}
    }{ $note ->
        [regrow] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner un niveau à chaque tour : attaquez-la deux fois dans le même tour, avec deux pièces, sinon elle reprendra le niveau perdu.
        [regrow_later] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner ce niveau à chaque tour : pour la faire tomber, préparez deux pièces qui l'attaqueront dans un même tour (qui attaque est marqué ⊗ : il a fini son tour).
        [goal] {" "}Pensez au but : votre { $note_source } en { $note_cell } peut aussi attaquer la Terre adverse en { $note_to }.
        [exposed] {" "}Attention : votre { $note_source } en { $note_cell } reste à portée d'une attaque adverse ({ $note_foe } en { $note_to }). Le Conseil n'a pas trouvé mieux : mettre cette pièce à l'abri ce tour-ci vous coûterait davantage ailleurs.
        [exposed_end] {" "}Un risque, pas une étape à jouer : au bout de ce plan, votre { $note_source } finirait le tour en { $note_cell }, à portée d'une attaque adverse ({ $note_foe } en { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Attention à votre Terre en { $note_cell } : à son prochain tour, l'adversaire peut venir l'attaquer
           *[other] Attention à vos Terres en { $note_cell } : à son prochain tour, l'adversaire peut venir les attaquer
        } ({ $note_way }) ; pour { $note_n ->
            [one] la
           *[other] les
        } garder, attaquez d'abord { $note_foes ->
           *[one] ce { $note_foe }
            [other] ces pièces
        } avec une Eau, ou éloignez-{ $note_n ->
            [one] la
           *[other] les
        }.
        [exposed_move] {" "}Attention : en { $note_cell }, votre { $note_source } sera à portée de l'adversaire ({ $note_foe } en { $note_to }) : c'est le risque de ce coup.
       *[none] {""}
    }
hint-elemmaster-plan_move = { $split ->
        [1] Envoyez { $n ->
            [one] 1 jeton
           *[other] { $n } jetons
        } de votre { $source } en { $cell } vers { $to } (cliquez { $cell }, puis { $to }, puis « Déplacer { $n ->
            [one] 1 jeton
           *[other] { $n } jetons
        } » en bas)
        [all] Déplacez toute la pile de votre { $source } de { $cell } vers { $to } (cliquez { $cell }, puis { $to }, puis « Toute la pile ({ $n }) » en bas)
       *[0] Déplacez votre { $source } de { $cell } vers { $to } (cliquez { $cell }, puis { $to })
    } : { $why }.{ $count ->
        [one] {""}
       *[other] {""} Étape { $step ->
            [two] 2
            [three] 3
            [four] 4
            [five] 5
           *[first] 1
        } sur { $count } de ce conseil{ $free ->
           *[0] {""}
            [one] {" "}(dont une gratuite)
            [other] {" "}(dont { $free } gratuites)
        }{ $left ->
           *[0] {""}.
            [one] {""} ; il vous restera 1 PA.
            [other] {""} ; il vous restera { $left } PA.
        }
    }{ $next ->
        [1] {""} Ensuite : { $then }.
       *[0] {""}
    }{ $note ->
        [regrow] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner un niveau à chaque tour : attaquez-la deux fois dans le même tour, avec deux pièces, sinon elle reprendra le niveau perdu.
        [regrow_later] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner ce niveau à chaque tour : pour la faire tomber, préparez deux pièces qui l'attaqueront dans un même tour (qui attaque est marqué ⊗ : il a fini son tour).
        [goal] {" "}Pensez au but : votre { $note_source } en { $note_cell } peut aussi attaquer la Terre adverse en { $note_to }.
        [exposed] {" "}Attention : votre { $note_source } en { $note_cell } reste à portée d'une attaque adverse ({ $note_foe } en { $note_to }). Le Conseil n'a pas trouvé mieux : mettre cette pièce à l'abri ce tour-ci vous coûterait davantage ailleurs.
        [exposed_end] {" "}Un risque, pas une étape à jouer : au bout de ce plan, votre { $note_source } finirait le tour en { $note_cell }, à portée d'une attaque adverse ({ $note_foe } en { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Attention à votre Terre en { $note_cell } : à son prochain tour, l'adversaire peut venir l'attaquer
           *[other] Attention à vos Terres en { $note_cell } : à son prochain tour, l'adversaire peut venir les attaquer
        } ({ $note_way }) ; pour { $note_n ->
            [one] la
           *[other] les
        } garder, attaquez d'abord { $note_foes ->
           *[one] ce { $note_foe }
            [other] ces pièces
        } avec une Eau, ou éloignez-{ $note_n ->
            [one] la
           *[other] les
        }.
        [exposed_move] {" "}Attention : en { $note_cell }, votre { $note_source } sera à portée de l'adversaire ({ $note_foe } en { $note_to }) : c'est le risque de ce coup.
       *[none] {""}
    }
hint-elemmaster-plan_grow = Faites grandir votre { $source } en { $cell } (cliquez { $cell } deux fois) : { $why }.{ $count ->
        [one] {""}
       *[other] {""} Étape { $step ->
            [two] 2
            [three] 3
            [four] 4
            [five] 5
           *[first] 1
        } sur { $count } de ce conseil{ $free ->
           *[0] {""}
            [one] {" "}(dont une gratuite)
            [other] {" "}(dont { $free } gratuites)
        }{ $left ->
           *[0] {""}.
            [one] {""} ; il vous restera 1 PA.
            [other] {""} ; il vous restera { $left } PA.
        }
    }{ $next ->
        [1] {""} Ensuite : { $then }.
       *[0] {""}
    }{ $note ->
        [regrow] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner un niveau à chaque tour : attaquez-la deux fois dans le même tour, avec deux pièces, sinon elle reprendra le niveau perdu.
        [regrow_later] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner ce niveau à chaque tour : pour la faire tomber, préparez deux pièces qui l'attaqueront dans un même tour (qui attaque est marqué ⊗ : il a fini son tour).
        [goal] {" "}Pensez au but : votre { $note_source } en { $note_cell } peut aussi attaquer la Terre adverse en { $note_to }.
        [exposed] {" "}Attention : votre { $note_source } en { $note_cell } reste à portée d'une attaque adverse ({ $note_foe } en { $note_to }). Le Conseil n'a pas trouvé mieux : mettre cette pièce à l'abri ce tour-ci vous coûterait davantage ailleurs.
        [exposed_end] {" "}Un risque, pas une étape à jouer : au bout de ce plan, votre { $note_source } finirait le tour en { $note_cell }, à portée d'une attaque adverse ({ $note_foe } en { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Attention à votre Terre en { $note_cell } : à son prochain tour, l'adversaire peut venir l'attaquer
           *[other] Attention à vos Terres en { $note_cell } : à son prochain tour, l'adversaire peut venir les attaquer
        } ({ $note_way }) ; pour { $note_n ->
            [one] la
           *[other] les
        } garder, attaquez d'abord { $note_foes ->
           *[one] ce { $note_foe }
            [other] ces pièces
        } avec une Eau, ou éloignez-{ $note_n ->
            [one] la
           *[other] les
        }.
        [exposed_move] {" "}Attention : en { $note_cell }, votre { $note_source } sera à portée de l'adversaire ({ $note_foe } en { $note_to }) : c'est le risque de ce coup.
       *[none] {""}
    }
hint-elemmaster-plan_end = Cliquez « Fin de tour » (E) : aucune autre action n'améliore votre position, et { $why }.{ $note ->
        [regrow] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner un niveau à chaque tour : attaquez-la deux fois dans le même tour, avec deux pièces, sinon elle reprendra le niveau perdu.
        [regrow_later] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner ce niveau à chaque tour : pour la faire tomber, préparez deux pièces qui l'attaqueront dans un même tour (qui attaque est marqué ⊗ : il a fini son tour).
        [goal] {" "}Pensez au but : votre { $note_source } en { $note_cell } peut aussi attaquer la Terre adverse en { $note_to }.
        [exposed] {" "}Attention : votre { $note_source } en { $note_cell } reste à portée d'une attaque adverse ({ $note_foe } en { $note_to }). Le Conseil n'a pas trouvé mieux : mettre cette pièce à l'abri ce tour-ci vous coûterait davantage ailleurs.
        [exposed_end] {" "}Un risque, pas une étape à jouer : au bout de ce plan, votre { $note_source } finirait le tour en { $note_cell }, à portée d'une attaque adverse ({ $note_foe } en { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Attention à votre Terre en { $note_cell } : à son prochain tour, l'adversaire peut venir l'attaquer
           *[other] Attention à vos Terres en { $note_cell } : à son prochain tour, l'adversaire peut venir les attaquer
        } ({ $note_way }) ; pour { $note_n ->
            [one] la
           *[other] les
        } garder, attaquez d'abord { $note_foes ->
           *[one] ce { $note_foe }
            [other] ces pièces
        } avec une Eau, ou éloignez-{ $note_n ->
            [one] la
           *[other] les
        }.
        [exposed_move] {" "}Attention : en { $note_cell }, votre { $note_source } sera à portée de l'adversaire ({ $note_foe } en { $note_to }) : c'est le risque de ce coup.
       *[none] {""}
    }
hint-elemmaster-plan_win = Ce tour peut gagner la partie : cherchez comment, ou commencez par { $cell }.
hint-elemmaster-plan_over = Ce tour finit la partie : commencez par { $cell }.
hint-elemmaster-plan_brasier = Brasier de votre Feu en { $cell } vers { $to } et { $to2 } (cliquez { $cell }, puis { $to }, puis { $to2 }) : { $why }.{ $next ->
        [1] {""} Ensuite : { $then }.
       *[0] {""}
    }{ $note ->
        [regrow] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner un niveau à chaque tour : attaquez-la deux fois dans le même tour, avec deux pièces, sinon elle reprendra le niveau perdu.
        [regrow_later] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner ce niveau à chaque tour : pour la faire tomber, préparez deux pièces qui l'attaqueront dans un même tour (qui attaque est marqué ⊗ : il a fini son tour).
        [goal] {" "}Pensez au but : votre { $note_source } en { $note_cell } peut aussi attaquer la Terre adverse en { $note_to }.
        [exposed] {" "}Attention : votre { $note_source } en { $note_cell } reste à portée d'une attaque adverse ({ $note_foe } en { $note_to }). Le Conseil n'a pas trouvé mieux : mettre cette pièce à l'abri ce tour-ci vous coûterait davantage ailleurs.
        [exposed_end] {" "}Un risque, pas une étape à jouer : au bout de ce plan, votre { $note_source } finirait le tour en { $note_cell }, à portée d'une attaque adverse ({ $note_foe } en { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Attention à votre Terre en { $note_cell } : à son prochain tour, l'adversaire peut venir l'attaquer
           *[other] Attention à vos Terres en { $note_cell } : à son prochain tour, l'adversaire peut venir les attaquer
        } ({ $note_way }) ; pour { $note_n ->
            [one] la
           *[other] les
        } garder, attaquez d'abord { $note_foes ->
           *[one] ce { $note_foe }
            [other] ces pièces
        } avec une Eau, ou éloignez-{ $note_n ->
            [one] la
           *[other] les
        }.
        [exposed_move] {" "}Attention : en { $note_cell }, votre { $note_source } sera à portée de l'adversaire ({ $note_foe } en { $note_to }) : c'est le risque de ce coup.
       *[none] {""}
    }
hint-elemmaster-plan_souffle = Souffle de votre Air en { $cell } vers { $to } (cliquez { $cell }, puis { $to }{ $n ->
        [0] {""}
        [one] , puis « Souffle ×1 » en bas
       *[other] , puis « Souffle ×{ $n } » en bas
    }) : { $why }.{ $air_gone ->
        [1] {" "}Ce souffle dépense tout votre Air en { $cell } : il disparaît.
       *[0] {""}
    }{ $next ->
        [1] {""} Ensuite : { $then }.
       *[0] {""}
    }{ $note ->
        [regrow] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner un niveau à chaque tour : attaquez-la deux fois dans le même tour, avec deux pièces, sinon elle reprendra le niveau perdu.
        [regrow_later] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner ce niveau à chaque tour : pour la faire tomber, préparez deux pièces qui l'attaqueront dans un même tour (qui attaque est marqué ⊗ : il a fini son tour).
        [goal] {" "}Pensez au but : votre { $note_source } en { $note_cell } peut aussi attaquer la Terre adverse en { $note_to }.
        [exposed] {" "}Attention : votre { $note_source } en { $note_cell } reste à portée d'une attaque adverse ({ $note_foe } en { $note_to }). Le Conseil n'a pas trouvé mieux : mettre cette pièce à l'abri ce tour-ci vous coûterait davantage ailleurs.
        [exposed_end] {" "}Un risque, pas une étape à jouer : au bout de ce plan, votre { $note_source } finirait le tour en { $note_cell }, à portée d'une attaque adverse ({ $note_foe } en { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Attention à votre Terre en { $note_cell } : à son prochain tour, l'adversaire peut venir l'attaquer
           *[other] Attention à vos Terres en { $note_cell } : à son prochain tour, l'adversaire peut venir les attaquer
        } ({ $note_way }) ; pour { $note_n ->
            [one] la
           *[other] les
        } garder, attaquez d'abord { $note_foes ->
           *[one] ce { $note_foe }
            [other] ces pièces
        } avec une Eau, ou éloignez-{ $note_n ->
            [one] la
           *[other] les
        }.
        [exposed_move] {" "}Attention : en { $note_cell }, votre { $note_source } sera à portée de l'adversaire ({ $note_foe } en { $note_to }) : c'est le risque de ce coup.
       *[none] {""}
    }
hint-elemmaster-plan_vague = Vague de votre Eau en { $cell } vers { $to } (cliquez { $cell }, puis « Vague » en bas, puis { $to }{ $extra ->
        [0] {""}
        [one] , puis { $others }
       *[other] , puis { $others }
    }) : { $why }.{ $next ->
        [1] {""} Ensuite : { $then }.
       *[0] {""}
    }{ $note ->
        [regrow] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner un niveau à chaque tour : attaquez-la deux fois dans le même tour, avec deux pièces, sinon elle reprendra le niveau perdu.
        [regrow_later] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner ce niveau à chaque tour : pour la faire tomber, préparez deux pièces qui l'attaqueront dans un même tour (qui attaque est marqué ⊗ : il a fini son tour).
        [goal] {" "}Pensez au but : votre { $note_source } en { $note_cell } peut aussi attaquer la Terre adverse en { $note_to }.
        [exposed] {" "}Attention : votre { $note_source } en { $note_cell } reste à portée d'une attaque adverse ({ $note_foe } en { $note_to }). Le Conseil n'a pas trouvé mieux : mettre cette pièce à l'abri ce tour-ci vous coûterait davantage ailleurs.
        [exposed_end] {" "}Un risque, pas une étape à jouer : au bout de ce plan, votre { $note_source } finirait le tour en { $note_cell }, à portée d'une attaque adverse ({ $note_foe } en { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Attention à votre Terre en { $note_cell } : à son prochain tour, l'adversaire peut venir l'attaquer
           *[other] Attention à vos Terres en { $note_cell } : à son prochain tour, l'adversaire peut venir les attaquer
        } ({ $note_way }) ; pour { $note_n ->
            [one] la
           *[other] les
        } garder, attaquez d'abord { $note_foes ->
           *[one] ce { $note_foe }
            [other] ces pièces
        } avec une Eau, ou éloignez-{ $note_n ->
            [one] la
           *[other] les
        }.
        [exposed_move] {" "}Attention : en { $note_cell }, votre { $note_source } sera à portée de l'adversaire ({ $note_foe } en { $note_to }) : c'est le risque de ce coup.
       *[none] {""}
    }
# nc58 shots 162-164: « Sous-terrain » first met in Conseil, learnt from « ? »: the move says what it is
hint-elemmaster-plan_tunnel = Sous-terrain de votre Terre en { $cell } vers votre Terre en { $to }, à 2 cases, par-dessus tout (cliquez { $cell }, puis { $to }) : { $why }.{ $next ->
        [1] {""} Ensuite : { $then }.
       *[0] {""}
    }{ $note ->
        [regrow] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner un niveau à chaque tour : attaquez-la deux fois dans le même tour, avec deux pièces, sinon elle reprendra le niveau perdu.
        [regrow_later] {" "}Sur sa case de { $note_terrain }, la Terre adverse en { $note_to } peut regagner ce niveau à chaque tour : pour la faire tomber, préparez deux pièces qui l'attaqueront dans un même tour (qui attaque est marqué ⊗ : il a fini son tour).
        [goal] {" "}Pensez au but : votre { $note_source } en { $note_cell } peut aussi attaquer la Terre adverse en { $note_to }.
        [exposed] {" "}Attention : votre { $note_source } en { $note_cell } reste à portée d'une attaque adverse ({ $note_foe } en { $note_to }). Le Conseil n'a pas trouvé mieux : mettre cette pièce à l'abri ce tour-ci vous coûterait davantage ailleurs.
        [exposed_end] {" "}Un risque, pas une étape à jouer : au bout de ce plan, votre { $note_source } finirait le tour en { $note_cell }, à portée d'une attaque adverse ({ $note_foe } en { $note_to }).
        [earth_reach] {" "}{ $note_n ->
            [one] Attention à votre Terre en { $note_cell } : à son prochain tour, l'adversaire peut venir l'attaquer
           *[other] Attention à vos Terres en { $note_cell } : à son prochain tour, l'adversaire peut venir les attaquer
        } ({ $note_way }) ; pour { $note_n ->
            [one] la
           *[other] les
        } garder, attaquez d'abord { $note_foes ->
           *[one] ce { $note_foe }
            [other] ces pièces
        } avec une Eau, ou éloignez-{ $note_n ->
            [one] la
           *[other] les
        }.
        [exposed_move] {" "}Attention : en { $note_cell }, votre { $note_source } sera à portée de l'adversaire ({ $note_foe } en { $note_to }) : c'est le risque de ce coup.
       *[none] {""}
    }
# nc58 shot 094: « Ensuite : faites grandir votre Air en f1 » beside a reserve « 6/0 »: the token the first step gives back
hint-elemmaster-then = { $kind ->
        [step_again] refaites la même action une seconde fois
        [step_grow] faites grandir votre { $source } en { $cell }{ $refund ->
           *[0] {""}
            [1] {" "}(le souffle rend un jeton à votre réserve { DE($source) }, vide pour l'instant)
            [2] {" "}(ce coup rend un jeton à votre réserve { DE($source) }, vide pour l'instant)
        }
        [step_attack] attaquez { $element ->
            [Terre] la Terre
            [Eau] l'Eau
            [Air] l'Air
           *[other] le { $element }
        } en { $to } avec votre { $source } en { $cell }
        [step_brasier] Brasier de votre Feu en { $cell } vers { $to } et { $to2 }
        [step_souffle] souffle de votre Air en { $cell } vers { $to }
        [step_vague] vague de votre Eau en { $cell } vers { $to }
        [step_tunnel] sous-terrain de votre Terre en { $cell } vers { $to }
        [step_merge] déplacez votre { $source } de { $cell } sur votre pile en { $to }
        [step_move_exposed] déplacez votre { $source } de { $cell } vers { $to } ({ $foe ->
            [Eau] l'Eau
            [Terre] la Terre
            [Air] l'Air
           *[other] le { $foe }
        } en { $foe_to } pourra l'y attaquer : un risque que le Conseil prend, faute de mieux)
       *[step_move] déplacez votre { $source } de { $cell } vers { $to }
    }
hint-elemmaster-draft = Prenez { $specialty } : { $count ->
        [one] c'est la seule spécialité encore libre.
       *[other] de l'avis d'un bon joueur, c'est la plus utile des { $count } spécialités encore libres.
    }
hint-elemmaster-ready = Votre armée est posée : annoncez que vous avez fini.
hint-elemmaster-army = Posez { $element } en { $cell } : c'est la case que l'armée de départ de cette arène prévoit pour lui.
tutorial-look = Prenez le temps de bien regarder, puis cliquez ou appuyez sur une touche pour continuer.
