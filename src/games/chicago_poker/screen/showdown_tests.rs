//! The hand a card laid before a shootout makes against what the seat sees of the others' cards
//! there (5.0), whom winning it gives the game (6.0), and what a group partly face down
//! already shows, in English, French and Dutch.

use super::super::ChicagoPoker;
use super::super::choice::Choice;
use super::super::content::{CardId, Content, GAME_ID, TileId};
use super::super::narrate::Narrator;
use super::super::state::{Placed, State, Token};
use super::super::view::View;
use super::Terminal;
use crate::engine::content::Source;
use crate::engine::game::{Game, Screen};
use crate::engine::locale::Locale;
use crate::engine::seat::Seat;

pub(super) fn card(content: &Content, id: &str) -> CardId {
    CardId(u8::try_from(content.cards.iter().position(|c| c.id == id).unwrap()).unwrap())
}

pub(super) fn plain(text: &str) -> String {
    text.replace(['\u{2068}', '\u{2069}'], "")
}

/// A card of `id` lying face up (`true`) or face down, seen by nobody but its owner.
pub(super) fn placed(content: &Content, id: &str, face_up: bool) -> Placed {
    Placed { card: card(content, id), face_up, seen_by: Vec::new() }
}

/// Two establishments of the type of `tile` from the pile, won by `seat`: `tile` wins it the
/// game (6.0, "trois établissements du même type").
pub(super) fn two_of_its_type(state: &mut State, content: &Content, seat: Seat, tile: TileId) {
    of_its_type(state, content, seat, tile, 2);
}

/// `count` establishments of the type of `tile` from the pile, won by `seat`.
pub(super) fn of_its_type(state: &mut State, content: &Content, seat: Seat, tile: TileId, count: usize) {
    let kind = content.tile(tile).kind;
    let same: Vec<TileId> = state.tiles.iter().copied().filter(|&t| content.tile(t).kind == kind).take(count).collect();
    state.tiles.retain(|t| !same.contains(t));
    state.players[seat].won = same;
}

/// Player 2 holds the shootout token at the first establishment, with five cards there: `his`
/// (value, face up) in colours red, blue, green, yellow, purple; Player 1 has `mine` there.
pub(super) fn pending(content: &Content, his: [(u8, bool); 5], mine: &[&str]) -> State {
    let mut state = ChicagoPoker::new_game(content, 3, 5).unwrap();
    let colours = ["red", "blue", "green", "yellow", "purple"];
    state.table[0].cards[Seat(1)] = his
        .iter()
        .zip(colours)
        .map(|(&(value, up), colour)| placed(content, &format!("{colour}_{value}"), up))
        .collect();
    state.table[0].token = Some(Token { owner: Seat(1), order: 0 });
    state.table[0].cards[Seat(0)] = mine.iter().map(|id| placed(content, id, true)).collect();
    state
}

/// In each language of `cases` (language, option's end, help's end), what option `play` says
/// and its help end so; `also` checks the option's words further.
pub(super) fn option_and_help_end_with(
    content: &Content,
    v: &View,
    play: &Choice,
    cases: &[(&str, &str, &str)],
    also: impl Fn(&str, &str),
) {
    for &(lang, option, help) in cases {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content, locale: &locale } };
        let said = plain(&s.option(v, "action", play));
        assert!(said.ends_with(option), "{lang}: {said}");
        also(lang, &said);
        let helped = plain(&s.help(v, "action", play));
        assert!(helped.ends_with(help), "{lang}: {helped}");
    }
}

/// A reviewer (seed 34, Dutch) read "laatste kans hier … Speler 2 zou met die schietpartij het
/// spel winnen" after his card made a pair of 11s against Player 2's visible pair of 8s, and
/// "… met deze kaart maakt de jouwe Paar" where his pair of 10s could never beat Player 4's
/// visible pair of 15s: the option named his hand but never compared it with what it must
/// beat, and read as a prediction. The last card before another player's shootout (5.0) says
/// the hand it makes against the best the seat sees there, that face-down cards may change it,
/// and whom winning gives the game (6.0) as a condition.
#[test]
fn the_last_chance_compares_the_hand_with_what_the_seat_sees_there() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    // His 8s face up, two cards face down: the 11 Player 1 lays pairs his Purple 11.
    let ahead = pending(&content, [(8, true), (8, true), (2, false), (5, false), (13, true)], &["purple_11"]);
    let tile = ahead.table[0].tile;
    let play = Choice::Play { card: card(&content, "yellow_11"), tile };
    let v = View::new(&ahead, &content, Seat(0), &[]);
    let cases = [
        (
            "en",
            "Player 2's shootout; your Pair (11) beats Player 2's visible Pair (8) (face-down cards may change that)",
            "last chance to build a hand here. With this card, yours makes Pair (11), which beats what you see of Player 2's cards here, Pair (8), as the cards lie now; face-down cards may change that.",
        ),
        (
            "fr",
            "la fusillade de Joueur 2 ; votre Paire (11) bat le jeu visible de Joueur 2 : Paire (8) (les cartes face cachée peuvent changer cela)",
            "dernière chance d'y bâtir un jeu. Avec cette carte, votre jeu fait Paire (11), qui bat ce que vous voyez du jeu de Joueur 2 ici, Paire (8), tel que les cartes sont posées maintenant ; les cartes face cachée peuvent changer cela.",
        ),
        (
            "nl",
            "de schietpartij van Speler 2; jouw Paar (11) wint van wat je van Speler 2 ziet: Paar (8) (gedekte kaarten kunnen dat nog veranderen)",
            "laatste kans om hier een hand te bouwen. Met deze kaart maakt de jouwe Paar (11), en die wint van wat je hier van Speler 2 ziet, Paar (8), zoals de kaarten nu liggen; gedekte kaarten kunnen dat nog veranderen.",
        ),
    ];
    option_and_help_end_with(&content, &v, &play, &cases, |_, _| {});
    // His 15s face up, and the establishment wins him the game: Player 1's pair of 10s cannot
    // stop him, and the option says so with a condition, not a prediction.
    let mut behind = pending(&content, [(15, true), (15, true), (2, false), (5, false), (13, true)], &["purple_10"]);
    two_of_its_type(&mut behind, &content, Seat(1), tile);
    let play = Choice::Play { card: card(&content, "yellow_10"), tile };
    let v = View::new(&behind, &content, Seat(0), &[]);
    let cases = [
        (
            "en",
            "Player 2's shootout; if Player 2 wins it, they win the game; your Pair (10) loses to Player 2's visible Pair (15), so this card does not stop Player 2",
            "If Player 2 wins that shootout, they win the game (6.0). With this card, yours makes Pair (10), which loses to what you see of Player 2's cards here: Pair (15), so this card does not stop Player 2.",
        ),
        (
            "fr",
            "la fusillade de Joueur 2 ; si Joueur 2 la gagne, il gagne la partie ; votre Paire (10) perd face au jeu visible de Joueur 2 : Paire (15), donc cette carte n'arrête pas Joueur 2",
            "Si Joueur 2 gagne cette fusillade, il gagne la partie (6.0). Avec cette carte, votre jeu fait Paire (10), battu par ce que vous voyez du jeu de Joueur 2 ici : Paire (15) ; cette carte n'arrête donc pas Joueur 2.",
        ),
        (
            "nl",
            "de schietpartij van Speler 2; als Speler 2 die wint, wint hij het spel; jouw Paar (10) verliest van wat je van Speler 2 ziet: Paar (15), dus deze kaart houdt Speler 2 niet tegen",
            "Als Speler 2 die schietpartij wint, wint hij het spel (6.0). Met deze kaart maakt de jouwe Paar (10), en die verliest van wat je hier van Speler 2 ziet: Paar (15); deze kaart houdt Speler 2 dus niet tegen.",
        ),
    ];
    // A condition, not a prediction.
    option_and_help_end_with(&content, &v, &play, &cases, |lang, said| {
        assert!(!said.contains("zou") && !said.contains("would"), "{lang}: {said}");
    });
}

/// A reviewer read "Joueur 4 : une carte face cachée, une carte face cachée, 6 violet, 6 bleu"
/// with no label, where a group he saw whole got one ("— Paire"): a pair of 6s face up is at
/// least that, whatever lies face down (5.0; RULINGS.md: a shorter hand ranks below any card
/// added). The status and `board` say what the cards in view make, with the values that rank
/// it; a group the seat knows all of says its hand as before, with its values.
#[test]
fn a_group_partly_face_down_is_labelled_by_what_the_seat_sees() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = pending(&content, [(8, true), (8, true), (2, false), (5, false), (13, true)], &["purple_11"]);
    state.table[0].cards[Seat(2)] = vec![
        placed(&content, "red_6", false),
        placed(&content, "blue_3", false),
        placed(&content, "purple_6", true),
        placed(&content, "blue_6", true),
    ];
    state.table[0].cards[Seat(0)].push(placed(&content, "green_11", false));
    // One card face up, one down: no pair in view, no label.
    state.table[1].cards[Seat(2)] = vec![placed(&content, "red_9", true), placed(&content, "green_9", false)];
    let tile = state.table[0].tile;
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, rival, partly, mine, none) in [
        (
            "en",
            "Player 2: Red 8, Blue 8, a face-down card, a face-down card, Purple 13 — at least Pair (8)\n",
            "Player 3: a face-down card, a face-down card, Purple 6, Blue 6 — at least Pair (6)\n",
            "Player 1: Purple 11, face-down Green 11 — Pair (11)\n",
            "Player 3: Red 9, a face-down card\n",
        ),
        (
            "fr",
            "Joueur 2 : 8 rouge, 8 bleu, une carte face cachée, une carte face cachée, 13 violet — au moins Paire (8)\n",
            "Joueur 3 : une carte face cachée, une carte face cachée, 6 violet, 6 bleu — au moins Paire (6)\n",
            "Joueur 1 : 11 violet, 11 vert face cachée — Paire (11)\n",
            "Joueur 3 : 9 rouge, une carte face cachée\n",
        ),
        (
            "nl",
            "Speler 2: Rode 8, Blauwe 8, gedekte kaart, gedekte kaart, Paarse 13 — minstens Paar (8)\n",
            "Speler 3: gedekte kaart, gedekte kaart, Paarse 6, Blauwe 6 — minstens Paar (6)\n",
            "Speler 1: Paarse 11, Groene 11 (gedekt) — Paar (11)\n",
            "Speler 3: Rode 9, gedekte kaart\n",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let status = plain(&s.status(&v));
        for line in [rival, partly, mine, none] {
            assert!(status.contains(line), "{lang}: {line} in {status}");
        }
        let name = plain(&s.n.tile_name(tile));
        let found = plain(&s.find(&v, &name).unwrap());
        assert!(found.contains(partly), "{lang}: {found}");
    }
}

/// A reviewer's fifth card at The Dreamland, which would call his shootout and win him the game,
/// read only "… votre cinquième ici : elle prend le pion fusillade, et la fusillade sera
/// résolue au début de votre prochain tour": neither the hand he would show (High card 13)
/// nor the stakes, which the last chance on a rival's shootout gave. He called it and lost to
/// a 15. The fifth card says both, with the comparison.
#[test]
fn the_fifth_card_that_calls_the_shootout_says_the_hand_and_the_stakes() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut state = ChicagoPoker::new_game(&content, 3, 5).unwrap();
    let tile = state.table[0].tile;
    state.table[0].cards[Seat(0)] = ["red_13", "red_10", "purple_9", "purple_11"]
        .iter()
        .enumerate()
        .map(|(i, id)| placed(&content, id, i % 2 == 0))
        .collect();
    state.table[0].cards[Seat(1)] =
        vec![placed(&content, "green_15", true), placed(&content, "blue_2", false), placed(&content, "red_6", true)];
    two_of_its_type(&mut state, &content, Seat(0), tile);
    let play = Choice::Play { card: card(&content, "blue_8"), tile };
    let v = View::new(&state, &content, Seat(0), &[]);
    let cases = [
        (
            "en",
            "and the shootout opens your next turn; if you win it, you win the game; your High card (13) loses to Player 2's visible High card (15)",
            "the shootout comes at the start of your next turn (5.0). If you win that shootout, you win the game (6.0). With this card, yours makes High card (13), which loses to what you see of Player 2's cards here: High card (15).",
        ),
        (
            "fr",
            "et la fusillade ouvre votre prochain tour ; si vous la gagnez, vous gagnez la partie ; votre Carte haute (13) perd face au jeu visible de Joueur 2 : Carte haute (15)",
            "la fusillade sera résolue au début de votre prochain tour (5.0). Si vous gagnez cette fusillade, vous gagnez la partie (6.0). Avec cette carte, votre jeu fait Carte haute (13), battu par ce que vous voyez du jeu de Joueur 2 ici : Carte haute (15).",
        ),
        (
            "nl",
            "en de schietpartij opent je volgende beurt; als jij die wint, win je het spel; jouw Hoge kaart (13) verliest van wat je van Speler 2 ziet: Hoge kaart (15)",
            "de schietpartij volgt aan het begin van je volgende beurt (5.0). Als jij die schietpartij wint, win je het spel (6.0). Met deze kaart maakt de jouwe Hoge kaart (13), en die verliest van wat je hier van Speler 2 ziet: Hoge kaart (15).",
        ),
    ];
    option_and_help_end_with(&content, &v, &play, &cases, |_, _| {});
}

/// Puts the Murder (4.1 "Meurtre") in `seat`'s hand, out of every other place.
pub(super) fn murder_to(state: &mut State, content: &Content, seat: Seat) {
    let murder = card(content, "murder");
    for s in 0..state.seats() {
        state.players[Seat(s as u8)].hand.retain(|&c| c != murder);
    }
    state.deck.take(murder);
    state.players[seat].hand.push(murder);
}

/// A reviewer read "your Pair (11) now beats his Pair (8)" on his last chance before a rival's
/// shootout, the cards read as they lay. Before that shootout resolves at the start of its
/// holder's next turn (5.0), the players whose turns come first may still lay cards there
/// (4.1 Action II, five each at most), and a Murder one of them plays may take the seat's last
/// card there (4.1 "Meurtre": only a group of five under its token is safe). The option and
/// its help say so where it can happen: not where the holder plays next, nor where the seat
/// holds the Murder itself; the fifth card that calls the seat's own shootout, its group then
/// safe, names the others' cards to come and no Murder.
#[test]
fn the_comparison_says_what_may_still_change_before_the_shootout() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    // Player 3 holds the token; Player 2 plays between, with no card there yet.
    let mut state = pending(&content, [(8, true), (8, true), (2, false), (5, false), (13, true)], &["purple_11"]);
    let tile = state.table[0].tile;
    state.table[0].cards[Seat(2)] = std::mem::take(&mut state.table[0].cards[Seat(1)]);
    state.table[0].token = Some(Token { owner: Seat(2), order: 0 });
    murder_to(&mut state, &content, Seat(1));
    let play = Choice::Play { card: card(&content, "yellow_11"), tile };
    let v = View::new(&state, &content, Seat(0), &[]);
    let cases = [
        (
            "en",
            "Pair (8) (face-down cards may change that); Player 2 may still play here; a Murder may take your last card",
            "face-down cards may change that. Before that shootout, Player 2 may still lay cards here (4.1), and a Murder may take your last card here (4.1, Murder).",
        ),
        (
            "fr",
            "Paire (8) (les cartes face cachée peuvent changer cela) ; Joueur 2 peut encore jouer ici ; un Meurtre peut vous prendre votre dernière carte",
            "les cartes face cachée peuvent changer cela. Avant cette fusillade, Joueur 2 peut encore poser des cartes ici (4.1), et un Meurtre peut vous prendre votre dernière carte ici (4.1, Meurtre).",
        ),
        (
            "nl",
            "Paar (8) (gedekte kaarten kunnen dat nog veranderen); Speler 2 kan hier nog spelen; een Moord kan je laatste kaart wegnemen",
            "gedekte kaarten kunnen dat nog veranderen. Vóór die schietpartij kan Speler 2 hier nog kaarten leggen (4.1), en kan een Moord je laatste kaart hier wegnemen (4.1, Moord).",
        ),
    ];
    option_and_help_end_with(&content, &v, &play, &cases, |_, _| {});

    // The Murder in the seat's own hand: nobody else can play it.
    murder_to(&mut state, &content, Seat(0));
    let v = View::new(&state, &content, Seat(0), &[]);
    let cases = [
        ("en", "; Player 2 may still play here", "Before that shootout, Player 2 may still lay cards here (4.1)."),
        (
            "fr",
            " ; Joueur 2 peut encore jouer ici",
            "Avant cette fusillade, Joueur 2 peut encore poser des cartes ici (4.1).",
        ),
        ("nl", "; Speler 2 kan hier nog spelen", "Vóór die schietpartij kan Speler 2 hier nog kaarten leggen (4.1)."),
    ];
    option_and_help_end_with(&content, &v, &play, &cases, |_, _| {});

    // Player 2 holds the token and plays next: nothing can change before it but what lies
    // face down.
    let mut state = pending(&content, [(8, true), (8, true), (2, false), (5, false), (13, true)], &["purple_11"]);
    murder_to(&mut state, &content, Seat(2));
    let v = View::new(&state, &content, Seat(0), &[]);
    for lang in ["en", "fr", "nl"] {
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
        let s = Terminal { n: Narrator { content: &content, locale: &locale } };
        let said = format!("{} {}", plain(&s.option(&v, "action", &play)), plain(&s.help(&v, "action", &play)));
        for word in [
            "Murder",
            "Meurtre",
            "Moord",
            "may still play",
            "peut encore jouer",
            "kan hier nog spelen",
            "lay cards",
            "poser des",
            "kaarten leggen",
        ] {
            assert!(!said.contains(word), "{lang}: {said}");
        }
    }

    // The seat's fifth card, alone there: the others all play before its shootout; its five
    // cards under the token are safe from the Murder.
    let mut state = ChicagoPoker::new_game(&content, 3, 5).unwrap();
    state.table[0].cards[Seat(0)] =
        ["red_13", "red_10", "purple_9", "purple_11"].iter().map(|id| placed(&content, id, true)).collect();
    murder_to(&mut state, &content, Seat(1));
    let play = Choice::Play { card: card(&content, "blue_13"), tile };
    let v = View::new(&state, &content, Seat(0), &[]);
    let cases = [
        (
            "en",
            "; your Pair (13); nobody else has cards here yet; the others may still play here",
            "With this card, yours makes Pair (13), and nobody else has cards here yet. Before that shootout, the other players may still lay cards here (4.1).",
        ),
        (
            "fr",
            " ; votre Paire (13) ; personne d'autre n'a encore de carte ici ; les autres peuvent encore jouer ici",
            "Avec cette carte, votre jeu fait Paire (13), et personne d'autre n'a encore de carte ici. Avant cette fusillade, les autres joueurs peuvent encore poser des cartes ici (4.1).",
        ),
        (
            "nl",
            "; jouw Paar (13); verder heeft nog niemand hier kaarten; de anderen kunnen hier nog spelen",
            "Met deze kaart maakt de jouwe Paar (13), en verder heeft nog niemand hier kaarten. Vóór die schietpartij kunnen de andere spelers hier nog kaarten leggen (4.1).",
        ),
    ];
    option_and_help_end_with(&content, &v, &play, &cases, |_, _| {});
}

/// A reviewer (seed 42, English) played the Informer on Player 2 and saw his face-down cards,
/// yet his next option still read "ahead of what you see of Player 2's cards: Pair (3)
/// (face-down cards may change that)" where the only cards still hidden were one card each of
/// Players 3 and 4: one card cannot beat a pair (Les mains de poker). The caveat stays only
/// while a face-down card the seat has not seen could reach its hand.
#[test]
fn a_hidden_card_that_cannot_reach_the_hand_does_not_cast_doubt() {
    let content = ChicagoPoker::load(&Source::Embedded).unwrap();
    let mut shown = pending(&content, [(3, true), (3, true), (2, false), (5, false), (13, true)], &["purple_7"]);
    for p in shown.table[0].cards[Seat(1)].iter_mut() {
        p.seen_by.push(Seat(0));
    }
    shown.table[0].cards[Seat(2)] = vec![placed(&content, "red_9", false)];
    let tile = shown.table[0].tile;
    let play = Choice::Play { card: card(&content, "yellow_7"), tile };
    let v = View::new(&shown, &content, Seat(0), &[]);
    let cases = [
        (
            "en",
            "Player 2's shootout; your Pair (7) beats Player 2's visible Pair (3)",
            "With this card, yours makes Pair (7), which beats what you see of Player 2's cards here, Pair (3), as the cards lie now.",
        ),
        (
            "fr",
            "la fusillade de Joueur 2 ; votre Paire (7) bat le jeu visible de Joueur 2 : Paire (3)",
            "Avec cette carte, votre jeu fait Paire (7), qui bat ce que vous voyez du jeu de Joueur 2 ici, Paire (3), tel que les cartes sont posées maintenant.",
        ),
        (
            "nl",
            "de schietpartij van Speler 2; jouw Paar (7) wint van wat je van Speler 2 ziet: Paar (3)",
            "Met deze kaart maakt de jouwe Paar (7), en die wint van wat je hier van Speler 2 ziet, Paar (3), zoals de kaarten nu liggen.",
        ),
    ];
    option_and_help_end_with(&content, &v, &play, &cases, |_, _| {});
    // Two face-down cards of Player 3 may be a pair of 14s: the caveat stays.
    shown.table[0].cards[Seat(2)].push(placed(&content, "blue_9", false));
    let v = View::new(&shown, &content, Seat(0), &[]);
    let cases = [
        ("en", "Pair (3) (face-down cards may change that)", "as the cards lie now; face-down cards may change that."),
        (
            "fr",
            "Paire (3) (les cartes face cachée peuvent changer cela)",
            "tel que les cartes sont posées maintenant ; les cartes face cachée peuvent changer cela.",
        ),
        (
            "nl",
            "Paar (3) (gedekte kaarten kunnen dat nog veranderen)",
            "zoals de kaarten nu liggen; gedekte kaarten kunnen dat nog veranderen.",
        ),
    ];
    option_and_help_end_with(&content, &v, &play, &cases, |_, _| {});
}
