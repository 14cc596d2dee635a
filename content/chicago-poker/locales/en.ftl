# English texts for Chicago Poker: card names and texts, establishments, hands, the narration.

## Gangster cards: one message per colour, naming a card by its value

gangster-red = Red { $value }
gangster-blue = Blue { $value }
gangster-green = Green { $value }
gangster-yellow = Yellow { $value }
gangster-purple = Purple { $value }

## Special cards (their texts take the card's params as variables)

card-murder = Murder
    .text = Take the last card, face up or face down, that another player played in front of an establishment of your choice, and discard it. Groups of five cards with a shootout token are protected from Murder; the other players' last cards at that establishment are not.
    .short = discard the last card another player played at an establishment (not a group of five under a shootout token)
    .nothing = Played when no other player's card may be taken (none played, or all in groups under a shootout token), it does nothing, and the card and the action are spent all the same.
card-informer = Informer
    .text = Look at all the face-down cards that another player of your choice played in front of an establishment of your choice.
    .short = look at the face-down cards another player played at an establishment
    .nothing = Played when it finds nothing to act on, it does nothing, and the card and the action are spent all the same.
card-limousine = Limousine
    .text = Take the last { $min_cards } to { $max_cards } cards you played in front of one establishment and put them all, in the order you choose, in front of another establishment, face up or face down as that establishment says. Cards under a shootout token cannot be moved; yours can, at an establishment where another player's cards are under one.
    .short = move your last { $min_cards } to { $max_cards } cards at one establishment to another
    .nothing = Played when it finds nothing to act on, it does nothing, and the card and the action are spent all the same.
card-revolver = Revolver
    .text = { $actions ->
        [one] You get one more action this turn.
       *[other] You get { $actions } more actions this turn.
    } Playing this card is itself an action.
    .short = { $actions ->
        [one] one more action
       *[other] { $actions } more actions
    } this turn
card-corruption = Corruption
    .text = Take the discard pile, choose any card in it and put it in your hand. Then shuffle the discard pile and the deck together into a new deck.
    .short = take any card of the discard pile into your hand; then the pile is shuffled into the deck
    .nothing = Played on an empty discard pile, it takes no card (only the deck is shuffled), and the card and the action are spent all the same.

## Establishment types

type-speakeasy = Speakeasy
    .rule = Each player's first two cards here are face down, the next three face up.
    .words = speak-easy, blind pig, bar, saloon, bar clandestin, clandestiene kroeg
type-jazz_club = Jazz club
    .rule = Each player's first three cards here are face up, the last two face down.
    .words = jazz, nightclub, night club, club de jazz, boîte de jazz, jazzclub
type-brewery = Brewery/Distillery
    .rule = Every card here is played face up.
    .words = brewery, distillery, beer, whiskey, whisky, brasserie, distillerie, brouwerij, stokerij
type-gambling_hall = Gambling hall
    .rule = Each player's first, third and fifth cards here are face up, the second and fourth face down.
    .words = gambling, gaming house, gambling den, casino, card room, salle de jeu, salle de jeux, tripot, speelzaal, speelhol

## Establishment tiles

tile-the_green_door = The Green Door
tile-the_blind_tiger = The Blind Tiger
tile-the_cellar_door = The Cellar Door
tile-the_hole_in_the_wall = The Hole in the Wall
tile-the_bathtub_club = The Bathtub Club
tile-the_sunset_cafe = The Sunset Cafe
tile-the_dreamland = The Dreamland
tile-the_lincoln_gardens = The Lincoln Gardens
tile-the_plantation = The Plantation
tile-the_grand_terrace = The Grand Terrace
tile-the_north_side_brewery = The North Side Brewery
tile-the_south_side_brewery = The South Side Brewery
tile-the_west_side_distillery = The West Side Distillery
tile-the_stockyards_distillery = The Stockyards Distillery
tile-the_river_still = The River Still
tile-the_four_deuces = The Four Deuces
tile-the_smoke_shop = The Smoke Shop
tile-the_horseshoe = The Horseshoe
tile-the_loaded_dice = The Loaded Dice
tile-the_silver_slipper = The Silver Slipper

## Poker hands, strongest first

hand-chicago_poker = Chicago Poker
    .rule = five gangsters of one value
hand-straight_flush = Straight flush
    .rule = five gangsters of consecutive values and one colour
hand-rainbow_straight = Rainbow straight
    .rule = five gangsters of five different colours and consecutive values
hand-four_of_a_kind = Four of a kind
    .rule = four gangsters of one value
hand-full_house = Full house
    .rule = three of a kind and a pair
hand-flush = Flush
    .rule = five gangsters of one colour
hand-straight = Straight
    .rule = five gangsters of consecutive values
hand-three_of_a_kind = Three of a kind
    .rule = three gangsters of one value
hand-two_pair = Two pair
    .rule = two pairs
hand-pair = Pair
    .rule = two gangsters of one value
hand-high_card = High card
    .rule = none of the above

## Narration

table-laid = The establishments on the table: { $tiles }.
dealt = { $seat } is dealt { $count ->
        [one] one card
       *[other] { $count } cards
    }: { $cards }.
hidden-dealt = { $seat } is dealt { $count ->
        [one] one card
       *[other] { $count } cards
    }.
first-player = { $seat } is drawn to play first.
turn-started = Turn { $turn }: { $seat } has { $actions ->
        [one] one action
       *[other] { $actions } actions
    }.
drew = { $seat } draws { $card }.
hidden-drew = { $seat } draws a card.
reshuffled = The deck is empty, so the discard pile is shuffled into a new deck of { $count ->
        [one] one card
       *[other] { $count } cards
    } (4.1; French rulebook: Action I).
played-up = { $seat } plays { $card } face up at { $tile }.
played-down = { $seat } plays { $card } face down at { $tile }.
hidden-played-down = { $seat } plays a card face down at { $tile }.
token-placed = { $seat } has five cards at { $tile } and takes a shootout token: the shootout comes at the start of their next turn.
token-none = { $seat } has five cards at { $tile } but takes no shootout token: { $held ->
        [held] { $holder } already holds this establishment's, and there is one token per establishment
       *[none] none is left
    } (4.1; French rulebook: Action II).
special-played = { $seat } plays { $card }.
special-found-nothing = { $card } finds nothing to act on: it does nothing, and { $seat } has spent the card and the action all the same.
murdered = { $seat } murders the last card of { $victim } at { $tile }: { $card } is discarded.
informed = { $seat } looks at the face-down cards of { $victim } at { $tile }: { $count ->
        [0] there are none
        [one] { $cards }
       *[other] { $cards }
    }.
hidden-informed = { $seat } looks at the face-down cards of { $victim } at { $tile }.
moved = { $seat } drives { $count ->
        [one] one card
       *[other] { $count } cards
    } by limousine from { $from } to { $to }: { $cards }.
hidden-moved = { $seat } drives { $count ->
        [one] one card
       *[other] { $count } cards
    } by limousine from { $from } to { $to }; { $up ->
        [0] none lies face up
        [one] face up now: { $cards }
       *[other] face up now: { $cards }
    }.
extra-actions = { $seat } gets { $actions ->
        [one] one more action
       *[other] { $actions } more actions
    } this turn.
took-from-discard = { $seat } takes { $card } from the discard pile.
deck-shuffled = The discard pile is empty, so no card is taken from it: only the deck is shuffled ({ $count ->
        [one] one card
       *[other] { $count } cards
    }).
deck-rebuilt = The discard pile and the deck are shuffled into a new deck of { $count ->
        [one] one card
       *[other] { $count } cards
    }.
passed = { $seat } ends the turn with { $actions ->
        [one] one action
       *[other] { $actions } actions
    } unused.
shootout-started = Shootout at { $tile }, called by { $seat }!
shootout-hand = { $seat } shows { $cards }: { $hand }.
hands-ranked = { $seat } has the best hand at { $tile }: { $hand }.
hands-tied = { $count ->
        [one] One player has
       *[other] { $count } players have
    } the best hand at { $tile } ({ $hand }): { $seats } send reinforcements.
hands-why-category = Why (5.0): { $hand } beats { $other } ({ $loser }), which stands lower in the list of hands.
hands-why-value = Why (5.0): { $hand } against { $hand } ({ $loser }), decided by { $part }: { $win } against { $lose }.
hands-why-missing = Why (5.0): { $hand } against { $hand } ({ $loser }), decided by { $part }: { $win } against no card, since the cards a shorter hand lacks rank below every card.
why-part = { $part ->
        [pair] the pair
        [high_pair] the higher pair
        [low_pair] the lower pair
        [three] the three of a kind
        [four] the four of a kind
        [five] the five of a kind
        [full_pair] the pair of the full house
        [straight] the highest card of the straight
        [kicker] { $n ->
            [1] the highest card left
           *[other] card { $n } of those left, counting from the highest
        }
       *[card] { $n ->
            [1] the highest card
           *[other] card { $n }, counting from the highest
        }
    }
reinforcement = { $seat } sends { $card } as a reinforcement.
reinforcement-none = { $seat } sends no reinforcement.
shootout-won = { $decided ->
        [hand] { $seat } wins the shootout and takes { $tile }.
        [reinforcement] { $seat } wins the shootout with the highest reinforcement and takes { $tile }.
        [turn_order] Nobody could send a reinforcement: { $seat }, first in turn order, takes { $tile }.
       *[alone] { $seat } was alone at { $tile } and takes it.
    } All the cards played at { $tile }{ $decided ->
        [reinforcement] , reinforcements included,
       *[other] {""}
    } then go to the discard pile, face up (5.0).
new-tile = { $tile } takes the place of { $replaces }.
no-tile-left = No establishment is left to take the place of { $replaces }.
game-won = { $victory ->
        [same_type] { $seat } controls { $count } establishments of one type and wins!
        [different_types] { $seat } controls { $count } different establishments and wins!
        [any] { $seat } controls { $count } establishments and wins!
       *[last_establishment] { $seat } won the last establishment and wins!
    }

## Questions and options

prompt-action = What do you do? { $actions ->
        [0] No action left.
        [one] One action left.
       *[other] { $actions } actions left.
    }
prompt-reinforcement = Which gangster do you send as a reinforcement?
prompt-murder = Whose last card do you murder?
prompt-informer = Whose face-down cards do you look at?
prompt-limousine_from = Which of your groups does the limousine pick up?
prompt-limousine_to = Where does the limousine drive?
prompt-limousine_to-ride = Where does the limousine drive your last cards from { $from }? It takes { $most ->
        [one] your last card there
       *[other] your last 1 to { $most } cards there (you say how many next)
    }, of the { $group ->
        [one] one card
       *[other] { $group } cards
    } you played there, and sets each down by the rules of the place it goes (4.1).
prompt-limousine_count = How many cards does it take?
prompt-limousine_count-ride = The limousine drives your cards from { $from } to { $to }: how many does it take? You have { $group ->
        [one] one card
       *[other] { $group } cards
    } where it picks up, and room for { $room } more where it goes (at most { $max } a side, 4.1).
prompt-limousine_order = Which card goes next?
prompt-limousine_order-first = Which card goes first?
prompt-corruption = Which card do you take from the discard pile?
option-group-value = the { $value }s
option-group-special = the special cards
option-group-play = Play { $card }
# A group of plays whose line says where a card played is the player's fifth (calling his
# shootout) or his last chance before another's (4.1 Action II, 5.0).
option-group-marked = { $group } ({ $marks })
option-group-fifth = your fifth at { $tiles }
option-group-last = last chance at { $tiles }
option-draw = Draw a card
# The deck empty: the draw shuffles the discard pile into a new deck first (4.1 Action I).
option-draw-reshuffle = Draw a card (the deck is empty: the discard pile, { $count ->
        [one] one card
       *[other] { $count } cards
    }, is first shuffled into a new deck; 4.1)
option-play = Play { $card } at { $tile }, { $face ->
        [up] face up
       *[down] face down
    }{ $fifth ->
        [held] , your fifth there (no token: { $holder } holds it)
        [free] , your fifth there: it takes the shootout token, and the shootout opens your next turn
       *[other] {""}
    }{ $first ->
        [yes] ; last chance before { $holder }'s shootout
       *[no] {""}
    }{ $more }
option-special = Play { $card }
option-special-short = Play { $card }: { $short }
option-special-empty = { $option } (discard pile empty: no card to take)
option-special-only-ride = Play { $card }: move your last cards at { $from } to { $to }, its only ride now
option-special-useless = Play { $name }: { $card ->
        [limousine] none of your cards can move now
        [murder] no other player's card may be taken now
        [informer] no other player has a face-down card now
       *[other] it finds nothing to act on now
    }; it would cost the card and an action all the same
option-pass = End your turn
option-reinforce = Send { $card }
option-send-none = Send no reinforcement
option-group = The cards of { $seat } at { $tile } ({ $count ->
        [one] 1 card
       *[other] { $count } cards
    }{ $down ->
        [0] {""}
       *[other] , { $down } face down
    })
option-murder = { $known ->
        [yes] { $card }
       *[no] a face-down card you have not seen
    } of { $seat } at { $tile }, { $count ->
        [one] their only card
       *[other] the last of their { $count } cards
    }{ $drops ->
        [yes] {" "}(their hand there drops from { $before } to { $after })
       *[no] {""}
    }

## The end of a game, the record of a failure, and the cap

capped = The turn cap ({ $turns } turns) ends the game: { $seat } holds the most establishments.
capped-tie = The turn cap ({ $turns } turns) ends the game with no single leader.
run-score = { $seat } ({ $kind }): { $score ->
        [one] one establishment
       *[other] { $score } establishments
    }

## The terminal table

play-title = Chicago Poker, seed { $seed }: { $seats }
# The game's name, where the seed is not told (a seat's page, the table in the browser).
game-name = Chicago Poker
play-score = { $seat }: { $points ->
        [one] one establishment
       *[other] { $points } establishments
    }
play-turn = Turn { $turn }: { $seat } to play, { $pending ->
        [yes] { $special } in play, its question to answer first; then{" "}
       *[other] {""}
    }{ $actions ->
        [one] one action
       *[other] { $actions } actions
    } left. Deck: { $deck ->
        [one] one card
       *[other] { $deck } cards
    }; { $tiles ->
        [one] one establishment
       *[other] { $tiles } establishments
    } face down.
play-token = , shootout token of { $seat }
play-tile-group = { $seat }: { $cards }
play-tile-hand = {" "}— { $hand }
# What the cards a player sees of another's group already make; the face-down ones can only add.
play-tile-at-least = {" "}— at least { $hand }
play-face-down = a face-down card
# A card of one's own lying face down, in a list of cards: the words before it, so they
# are not read as the list's.
play-face-down-known = face-down { $card }
play-standing = { $seat }: { $count ->
        [0] no establishment
        [one] one establishment ({ $tiles })
       *[other] { $count } establishments of { $types ->
            [one] one type
           *[other] { $types } types
        } ({ $tiles })
    }; { $hand ->
        [one] one card
       *[other] { $hand } cards
    } in hand
play-you = { " " }(you)
play-none = none
play-discard-pile = Discard pile (face up): { $count ->
        [one] 1 card
       *[other] { $count } cards
    }, { $top } on top{ $table ->
        [page] { " " }(look up “discard” on the board to see them all)
        [viewer] { "" }
       *[terminal] { " " }(board discard shows them all)
    }
play-discard-empty = Discard pile: empty
discard-pile-name = discard pile
find-discard = Discard pile (face up), { $count ->
        [one] 1 card
       *[other] { $count } cards
    }, from the top: { $cards }
find-discard-empty = The discard pile is empty.
play-hand-of = { $seat }'s hand: { $cards }
play-hand = Your hand ({ $seat }): { $cards }
play-hand-over = You hold { $count } cards: play { $over ->
        [one] one
       *[other] { $over }
    } before your turn ends, to be back to { $limit }; nobody may end a turn with more than { $limit } cards in hand (4.1; French rulebook: Action I).
# Opening the action question where no draw is offered, and why: the options' numbers shift
# (4.1 Action I). Above the limit, the sentence after it says how many cards to play.
play-no-draw-lead = Option 1 is not “{ option-draw }” this time{ $why ->
        [deck] : the deck and the discard pile are empty.
        [over] .
       *[limit] : with { $count } cards in hand, a draw would leave you more than { $limit } at the end of your turn (4.1; French rulebook: Action I).
    }
help-draw = Drawing a card (4.1; French rulebook: Action I): take the top card of the deck. You may not draw if it would leave you more than { $limit } cards at the end of your turn.
help-play = Playing a card (4.1; French rulebook: Action II): play a gangster card in front of your side of this establishment; never more than five there. { $rule } { $held ->
        [held] { $holder } already holds this establishment's shootout token, and there is one token per establishment: your fifth card here takes none, and no shootout of yours comes of it. That shootout opens { $holder }'s next turn, before yours (5.0): every card here is shown as it lies then, the best hand takes the establishment, and all the cards are discarded. This turn is your last chance to build a hand here.{ $more }
        [fifth] This card is your fifth there: it takes the establishment's shootout token, and the shootout comes at the start of your next turn (5.0).{ $more }
       *[none] Your fifth card there takes a shootout token: the shootout comes at the start of your next turn (5.0).{ $more }
    }
# A hand with the values that rank it first (Les mains de poker): "Pair (6)".
hand-valued = { $hand } ({ $kind ->
        [two] { $first } and { $second }
        [high] { $first } high
       *[one] { $first }
    })
# Whom winning the shootout gives the game (6.0), in an option (after "; ") and in its help.
# Where nobody would win the game with it, whether the shootout's holder, winning it, is then
# one establishment away (near, near-you).
play-stakes = { $wins ->
        [you] ; if you win it, you win the game
        [seat] ; if { $winners } wins it, they win the game
        [both] ; if you win it, you win the game, and so does { $winners } if they win it
        [near] ; if { $winners } wins it, they are one establishment from winning the game
        [near-you] ; if you win it, you are one establishment from winning the game
       *[none] {""}
    }
help-stakes = { $wins ->
        [you] If you win that shootout, you win the game (6.0).
        [seat] If { $winners } wins that shootout, they win the game (6.0).
        [both] If you win that shootout, you win the game, and so does { $winners } if they win it (6.0).
        [near] If { $winners } wins that shootout, they are one establishment from winning the game (6.0).
        [near-you] If you win that shootout, you are one establishment from winning the game (6.0).
       *[none] {""}
    }
# The others with no card there yet who may still play there before the shootout, and would win
# the game with the establishment (4.1, 6.0).
play-stakes-later = ; { $later } may still play here and win the game with it
help-stakes-later = { $later } may still play here before it, and would win the game by winning it (4.1, 6.0).
# A card that is not the fifth, at an establishment that would give the player the game (6.0).
play-stakes-here = ; winning this establishment wins you the game
help-stakes-here = If you win this establishment, you win the game (6.0: { $condition }).
# The hand the card makes there against the best the player sees of the others' cards (5.0).
play-against = ; your { $mine }{ $against ->
        [loses] {" "}loses to { $rival }'s visible { $theirs }{ $stop ->
            [yes] , so this card does not stop { $winners }
           *[no] {""}
        }
        [beats] {" "}beats { $rival }'s visible { $theirs }{ $hidden ->
            [yes] {" "}(face-down cards may change that)
           *[no] {""}
        }
        [ties] {" "}ties with { $rival }'s visible { $theirs }{ $hidden ->
            [yes] {" "}(face-down cards may change that)
           *[no] {""}
        }
        [unseen] ; the others' cards here are all face down to you
       *[alone] ; nobody else has cards here yet
    }
help-against = With this card, yours makes { $mine }{ $against ->
        [loses] , which loses to what you see of { $rival }'s cards here: { $theirs }{ $stop ->
            [yes] , so this card does not stop { $winners }
           *[no] {""}
        }.
        [beats] , which beats what you see of { $rival }'s cards here, { $theirs }, as the cards lie now{ $hidden ->
            [yes] ; face-down cards may change that
           *[no] {""}
        }.
        [ties] , level with what you see of { $rival }'s cards here, { $theirs }: tied best hands send reinforcements (5.0){ $hidden ->
            [yes] ; face-down cards may change that
           *[no] {""}
        }.
        [unseen] ; the others' cards here are all face down to you.
       *[alone] , and nobody else has cards here yet.
    }
# What may still change the hands here before that shootout resolves (4.1, 5.0): the players
# whose turns come first with room here, and a Murder that may take the player's last card here.
play-still = ; { $lay ->
        [none] a { card-murder } may still take your last card here
        [all] the others may still play here{ $murder ->
            [yes] ; a { card-murder } may take your last card
           *[no] {""}
        }
       *[some] { $who } may still play here{ $murder ->
            [yes] ; a { card-murder } may take your last card
           *[no] {""}
        }
    }
help-still = Before that shootout, { $lay ->
        [none] a { card-murder } may still take your last card here (4.1, { card-murder }).
        [all] the other players may still lay cards here (4.1){ $murder ->
            [yes] , and a { card-murder } may take your last card here (4.1, { card-murder })
           *[no] {""}
        }.
       *[some] { $who } may still lay cards here (4.1){ $murder ->
            [yes] , and a { card-murder } may take your last card here (4.1, { card-murder })
           *[no] {""}
        }.
    }
help-pass = End your turn now, leaving your other actions unused.
help-reinforce = Tied best hands (5.0): every tied player sends a gangster from his hand face down, all at once; the highest wins. Sending none loses to any card sent.
help-limousine-count = Limousine (4.1): your last { $count ->
        [one] card
       *[other] { $count } cards
    } at { $from } go to { $to }, in the order you choose next, each face up or face down as there: { $rule } Your fifth card there takes a shootout token.
help-special = { $card } (4.1): { $text }{ $nothing }
help-corruption-card = { $card }: this gangster goes into your hand; then the rest of the discard pile is shuffled into the deck (4.1, { card-corruption }).

## How to win and how a turn goes (4.1, 5.0, 6.0): the first screen and `help rules`

play-rules =
    How to win (6.0): the game ends the moment a player controls { $conditions }; that player wins. If the last establishment is won and nobody has, whoever won it wins.
    Your turn (4.1): { $actions } actions, each one of: draw a card (you may hold at most { $hand_limit } at the end of your turn), or play a card: a gangster in front of your side of a face-up establishment (at most { $max_cards } there; face down: a speakeasy's first two, a jazz club's last two, a gambling hall's second and fourth, none at a brewery), or a special card, which acts at once. The first players of the first round have fewer actions.
    Shootouts (5.0): when you have { $shootout_at } cards at an establishment, a shootout there opens your next turn: every card before it is shown, and the best poker hand takes the establishment. The gangster cards (2.2.1): one of each value from { $lowest } to { $highest } in each of { $colours } colours. The hands, best first (The poker hands; French rulebook: Les mains de poker): { $hands }.
rules-win-same_type = { $n } establishments of one type
rules-win-different_types = { $n } establishments of different types
rules-win-any = { $n } establishments of any type
rules-win-or = { $first } or { $last }

# One establishment from winning (6.0), under the action question and in `status`.
one-away = One establishment from winning the game (6.0): { $list }.
one-away-seat = { $seat } with { $ways }
one-away-you = you with { $ways }
one-away-way = { $which ->
        [all] any establishment on the table ({ $condition })
        [type] a { $type } ({ $condition }; none on the table yet)
       *[some] { $tiles } ({ $condition })
    }
one-away-or = { $first } or { $last }
one-away-ways = { $first }, or with { $last }
one-away-next = { $first }; { $next }
one-away-shootout = { $seat }'s shootout at { $tile } opens their next turn: if they win it, they win the game.
one-away-shootout-you = Your shootout at { $tile } opens your next turn: win it and you win the game.
rules-hand = { $hand } ({ $rule })

## What `board X` finds: establishments by part of their name or type

find-tile-rule = How cards lie here (4.1): { $rule }
find-tile-rule-away = How cards will lie there once it is on the table (4.1): { $rule }
find-tile-won = { $tile }: won by { $seat }.
find-tile-away = { $tile }: not on the table (still face down in the pile).
play-board-hint = { $table ->
        [page] look up part of an establishment's name or type (green, jazz), or the discard pile.
       *[terminal] try board with part of an establishment's name or type (board green, board jazz).
    }
play-board-what = the establishments whose name or type holds X: the cards before them, or who won them (board silver, board jazz)

# The board picture: its legend, and a place with no establishment (3.0; 6.0, Cas particulier).
picture-legend-won = N beside a player: the establishments he has won; under his name, how many of each type (×2: two of that type). A player wins with { $conditions } (6.0)
picture-legend-face-down = a grey, crossed card: laid face down; its owner knows it, the others see its back (4.1)
picture-legend-token = a disc: a shootout token; a shootout there opens its owner's next turn (5.0)
picture-place-unused = Not in play
picture-place-unused-why = { $places } establishments at { $players } players (3.0)
picture-place-empty = No establishment here
picture-place-empty-why = the pile of establishments is empty (6.0)

## Why the winner won: under the winner at the end of a table

why-won = { $seat } controls { $condition }, which ends the game at once (6.0). { why-others }
why-won-last = { $seat } won the last establishment while nobody met a condition of victory (6.0, special case). { why-others }
why-others = The rules do not rank the other players: this program places them by how many establishments they won, a tie sharing a place.

## A player's standing at the end of a game: what the conditions of victory count (6.0)

standing-won = { $count ->
        [0] no establishment
        [one] one establishment: { $held }
       *[other] { $count } establishments of { $types ->
            [one] one type
           *[other] { $types } types
        }: { $held }
    }
standing-won-type = { $count ->
        [one] { $type }
       *[other] { $type } ×{ $count }
    }

## The end of the game, where the turn was: the status once it is over (6.0)

status-over = The game is over (turn { $turn }): { $seat } has won. Deck: { $deck ->
        [one] one card
       *[other] { $deck } cards
    }; { $tiles ->
        [one] one establishment
       *[other] { $tiles } establishments
    } face down.

## The Limousine's count and order (4.1 "Limousine")

option-limousine-count = { $count ->
        [one] your last card
       *[other] your last { $count } cards
    }
option-limousine-count-at = { $count ->
        [one] your last card at { $from }
       *[other] your last { $count } cards at { $from }
    }: { $cards }
help-limousine-order = Limousine (4.1): { $card } lies { $face ->
        [up] face up
       *[down] face down
    } at { $to }, as your card { $position } there. { $rule }

## Murder's target (4.1 "Meurtre"): what is particular about taking that card

help-murder = { card-murder } (4.1): { $known ->
        [yes] { $card } goes
       *[no] this face-down card goes face up
    } onto the discard pile; { $seat } then has { $left ->
        [0] no card
        [one] one card
       *[other] { $left } cards
    } left at { $tile }.

## `board TYPE`: the type's layout once, the establishments of it on the table or won, how many in the pile (4.1)

find-type = { $type } (4.1): { $rule }
find-type-away = Still face down in the pile, not on the table yet: { $count ->
        [one] one more
       *[other] { $count } more
    }.

## A shootout of three or more hands: the others the best hand beats too (5.0)

hands-why-also = { $hand } also beats { $count ->
        [one] { $last }
       *[other] { $first } and { $last }
    }.
hands-why-also-one = { $hand } ({ $seat })
# The same kind of hand beaten: what decided it, as for the runner-up.
hands-why-also-one-by = { $hand } ({ $seat }; decided by { $part }: { $win } against { $lose ->
        [0] no card
       *[other] { $lose }
    })
