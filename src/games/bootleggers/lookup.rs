//! What `board <words>` shows a person at the table: every speakeasy of the game whose name
//! holds the words ("board mother"), with what it buys and pays (PHASE 5), the influence
//! markers on it and who is in control (PHASE 2), and its improvements; every card face up on
//! the offer spaces and in the seat's own hand whose name holds them ("board windfall"), with
//! what it does (PHASE 1, 5b), so that a person reads the offers before bidding for them. The
//! speakeasies and the offers are public: every seat is shown the same; a hand only its own.

use super::choice::StillRef;
use super::content::SpeakeasyId;
use super::content::{Demand, MuscleId, Speakeasy};
use super::narrate::Narrator;
use super::state::TruckId;
use super::view::View;
use crate::engine::locale::Arg;
use crate::engine::lookup::names;
use crate::engine::seat::Seat;
use std::fmt::Write as _;

/// The messages a look-up reads.
pub const MESSAGES: &[&str] = &[
    "find-speakeasy",
    "find-speakeasy-influence",
    "find-speakeasy-majority",
    "find-speakeasy-tie",
    "find-speakeasy-raided",
    "find-speakeasy-no-majority",
    "find-speakeasy-improvements",
    "find-nobody",
    "find-cop",
    "find-cop-names",
    "find-card",
    "find-deck",
    "find-deck-names",
    "find-dock",
    "find-dock-names",
    "find-speakeasy-names",
    "find-seats-and",
    "find-truck",
    "find-still",
];

/// Who leads a speakeasy, as the look-up says it (Contrôle de l'influence, influence
/// majoritaire...): the seat in control, and when two tie at half the markers each, that the
/// higher authority card takes the tie; else who has the most markers without control; else,
/// where markers lie but two or more tie for the most, that nobody has the majority either, so
/// the trucks of the players with markers there wait at the minority dock and the public dock
/// sells nothing (PHASE 4, 5); else nobody.
fn leaders(n: &Narrator, v: &View<'_>, id: SpeakeasyId, nobody: String) -> Arg {
    let st = v.board();
    let sp = st.speakeasy(id);
    let influence = &sp.influence;
    match st.leaders_at(n.content, id) {
        (Some(s), _) => {
            // Big Payoff's control is no tie, whatever the markers.
            let tied = influence.iter().find(|&(o, &m)| o != s && m == influence[s] && sp.effects.control.is_none());
            match tied {
                Some((other, _)) => {
                    Arg::Str(n.t("find-speakeasy-tie", &[("seat", n.seat(s)), ("other", n.seat(other))]))
                }
                None => n.seat(s),
            }
        }
        (None, Some(s)) => Arg::Str(n.t("find-speakeasy-majority", &[("seat", n.seat(s))])),
        // Copper in the House leaves nobody in control this turn, whatever the markers; who
        // has it by the markers takes it again once the turn is over, who has it by Big Payoff
        // does not (its control lasts the turn).
        (None, None) if sp.effects.like_police_chief.is_some() => {
            let would = st.leaders_unraided(n.content, id).0;
            let args = [
                ("would", Arg::Num(i64::from(would.is_some()))),
                ("seat", would.map_or_else(|| Arg::Str(String::new()), |s| n.seat(s))),
                ("payoff", Arg::Num(i64::from(sp.effects.control.is_some()))),
            ];
            Arg::Str(n.t("find-speakeasy-raided", &args))
        }
        (None, None) => {
            let most = influence.iter().map(|(_, m)| *m).max().unwrap_or(0);
            let top: Vec<String> = influence
                .iter()
                .filter(|(_, m)| most > 0 && **m == most)
                .map(|(o, _)| String::from(n.seat(o)))
                .collect();
            if top.len() < 2 {
                return Arg::Str(nobody);
            }
            // "Player 1 and Player 3 tie", the last two joined by the language's "and".
            let seats = n.joined(top);
            Arg::Str(n.t("find-speakeasy-no-majority", &[("seats", seats.into()), ("most", Arg::Num(i64::from(most)))]))
        }
    }
}

/// One speakeasy as it stands.
fn describe(n: &Narrator, v: &View<'_>, id: SpeakeasyId, printed: &Speakeasy) -> String {
    let st = v.board();
    let players = st.player_count();
    let sp = st.speakeasy(id);
    let dice = match printed.demand {
        Demand::Dice(d) => i64::from(d),
        Demand::Unlimited => 0,
    };
    let mut out = String::new();
    let head = [
        ("speakeasy", n.speakeasy(id)),
        ("open", Arg::Num(i64::from(st.is_open(n.content, id)))),
        ("dice", Arg::Num(dice)),
        ("wholesale", n.money(i64::from(printed.wholesale(players)))),
        ("margin", n.money(i64::from(printed.margin(players)))),
        // Copper in the House: like O'Malley's this turn, at its price (DESCRIPTION DÉTAILLÉE
        // DES CARTES VOYOU: « Aucune influence, aucun bénéfice, consommation illimitée »).
        ("raided", Arg::Num(i64::from(sp.effects.like_police_chief.is_some()))),
        ("price", n.money(i64::from(sp.effects.like_police_chief.unwrap_or(0)))),
    ];
    let _ = writeln!(out, "{}", n.t("find-speakeasy", &head));
    if printed.influence {
        let markers: Vec<String> = sp
            .influence
            .iter()
            .filter(|(_, m)| **m > 0)
            // "Player 2: 4", as the options say it: "Joueur 2 4" read as player 24.
            .map(|(seat, m)| {
                let args = [
                    ("seat", n.seat(seat)),
                    ("you", Arg::Num(i64::from(seat == v.seat))),
                    ("n", Arg::Num(i64::from(*m))),
                    ("kind", Arg::Str("bare".into())),
                ];
                n.t("option-markers-of", &args)
            })
            .collect();
        let nobody = || n.t("find-nobody", &[]);
        // Big Payoff's control, said with its reason: "as many markers as all the others
        // together: Player 2" was said of a seat with no marker there (web review 25, 3).
        let [payoff, payer] = super::help::payoff(n, v, id);
        let args = [
            payoff,
            payer,
            ("markers", Arg::Str(if markers.is_empty() { nobody() } else { markers.join(", ") })),
            // Nobody in control: say who has the most without it (Contrôle de l'influence,
            // influence majoritaire...), since the most markers sells first but takes no profit.
            ("controller", leaders(n, v, id, nobody())),
            ("shaded", Arg::Num(i64::from(printed.circles_shaded))),
            ("circles", Arg::Num(i64::from(printed.circles()))),
        ];
        let _ = writeln!(out, "  {}", n.t("find-speakeasy-influence", &args));
    }
    if printed.improvement_slots > 0 {
        let args = [
            ("improvements", Arg::Num(i64::from(sp.improvements))),
            ("slots", Arg::Num(i64::from(printed.improvement_slots))),
            ("per_die", Arg::Num(i64::from(n.content.rules.improvement_per_die))),
        ];
        let _ = writeln!(out, "  {}", n.t("find-speakeasy-improvements", &args));
    }
    out
}

/// The cop: whom he watches and what he does (PHASE 3, 2-3), when the words name him in the
/// reader's language (`cop`) or by another word (`find-cop-names`: "board cop", "board flic").
fn cop(n: &Narrator, v: &View<'_>, words: &str) -> Option<String> {
    let others = n.t("find-cop-names", &[]);
    let named = names(&n.t("cop", &[]), words) || others.split(',').any(|w| names(w.trim(), words));
    if !named {
        return None;
    }
    let rules = &n.content.rules.cop;
    let seat = v.board().cop.map_or_else(|| Arg::Str("nobody".into()), |s| n.seat(s));
    let args = [
        ("seat", seat),
        ("moves", Arg::Num(i64::from(rules.moves_from_turn))),
        ("face", Arg::Num(i64::from(rules.bust_face))),
    ];
    Some(format!("{}\n", n.t("find-cop", &args)))
}

/// The henchman deck, which the offers are dealt from and Windfall draws from (PHASE 1, 2 and
/// 5b; LISTE DES ÉLÉMENTS DU JEU: « Carte Homme de Main [80] »), when the words name it in the
/// reader's language (`find-deck-names`: "board henchman", "board handlangerkaart"): the
/// word is used on cards and in the news, and defined nowhere else at the table.
fn deck(n: &Narrator, words: &str) -> Option<String> {
    let named = n.t("find-deck-names", &[]).split(',').any(|w| names(w.trim(), words) || names(words, w.trim()));
    if !named {
        return None;
    }
    let thugs: usize = n.content.muscle.iter().filter(|m| m.thug().is_some()).map(|m| usize::from(m.count)).sum();
    let args = [
        ("cards", Arg::Num(n.content.muscle_deck_len() as i64)),
        ("thugs", Arg::Num(thugs as i64)),
        ("offers", Arg::Num(i64::from(n.content.rules.offers.muscle_per_player))),
    ];
    Some(format!("{}\n", n.t("find-deck", &args)))
}

/// The docks the words name: those whose name holds them ("board public"), or every one when
/// they name docks themselves in the reader's language (`find-dock-names`: "board dock",
/// "board quai", "board kade").
fn docks_named<'c>(n: &'c Narrator, words: &str) -> Vec<&'c super::content::Dock> {
    let all = n.t("find-dock-names", &[]).split(',').any(|w| names(w.trim(), words));
    let docks = &n.content.board.docks;
    docks.iter().filter(|d| all || names(&n.t(&format!("dock-{}", d.id), &[]), words)).collect()
}

/// The docks before the speakeasies, where trucks line up and in what order they sell (PHASE
/// 4, 3 and PHASE 5, 2: the majority dock first, then the minority dock, then the public dock
/// if the bootlegger in control or with the majority allows it).
fn docks(n: &Narrator, words: &str) -> Option<String> {
    let found = docks_named(n, words);
    let out: String = found
        .iter()
        .map(|d| {
            let dock = Arg::Str(n.t(&format!("dock-{}", d.id), &[]));
            format!("{}\n", n.t("find-dock", &[("dock", dock), ("id", Arg::Str(d.id.clone()))]))
        })
        .collect();
    (!out.is_empty()).then_some(out)
}

/// The speakeasies of this game whose name holds the words, or every one when the words name
/// speakeasies themselves in the reader's language (`find-speakeasy-names`: "board speakeasy",
/// "board bar clandestin", "board kroeg"), read by the look-up's answer ([`find`]) and its
/// marks ([`places_found`]).
fn speakeasies_named<'c>(
    n: &'c Narrator,
    v: &View<'_>,
    words: &'c str,
) -> impl Iterator<Item = (SpeakeasyId, &'c Speakeasy)> + 'c {
    // The whole word, so that "bar" finds them all and "barley" Barleycorn's alone.
    let all = n.t("find-speakeasy-names", &[]).split(',').any(|w| names(w.trim(), words) && names(words, w.trim()));
    n.content
        .board
        .in_game(v.board().player_count())
        .filter(move |&(id, _)| all || names(&String::from(n.speakeasy(id)), words))
}

/// The trucks in play whose name holds the words, as the table names them in the reader's
/// language ("board truck 2", "board camion 2", "board vrachtwagen 2"; "board truck": every
/// one). A person read "truck 4" in the news and on the board's picture and could not look it
/// up.
fn trucks_named<'c>(n: &'c Narrator, v: &'c View<'_>, words: &'c str) -> impl Iterator<Item = TruckId> + 'c {
    v.board().trucks_with_ids().map(|(id, _)| id).filter(move |&id| names(&String::from(n.truck(id)), words))
}

/// A truck found by `board X`: whose it is and its size, who drives it this turn when another
/// (rented, PHASE 4, 1) or lent from the supply (the Favor cards), what it carries out of its
/// capacity, where it waits (at home, or lined up at a speakeasy's dock: PHASE 4, 3), and what
/// its driver costs its owner (PHASE 1, 5a).
fn truck(n: &Narrator, v: &View<'_>, id: TruckId) -> String {
    let t = v.board().truck(id);
    let size = n.content.rules.truck(t.size);
    let nobody = || Arg::Str(String::new());
    let (speakeasy, dock) = match t.at {
        Some(at) => (n.speakeasy(at.speakeasy), n.dock(at.dock)),
        None => (nobody(), nobody()),
    };
    let args = [
        ("truck", n.truck(id)),
        ("size", Arg::Str(n.t(&format!("truck-{}", size.id), &[]))),
        ("owned", Arg::Num(i64::from(t.owner.is_some()))),
        ("owner", t.owner.map_or_else(nobody, |s| n.seat(s))),
        ("rented", Arg::Num(i64::from(t.renter.is_some() && t.owner.is_some()))),
        ("driver", t.renter.map_or_else(nobody, |s| n.seat(s))),
        ("load", Arg::Num(i64::from(t.load))),
        ("capacity", Arg::Num(i64::from(size.capacity))),
        ("at", Arg::Num(i64::from(t.at.is_some()))),
        ("speakeasy", speakeasy),
        ("dock", dock),
        ("wage", n.money(i64::from(size.wage))),
    ];
    format!("{}\n", n.t("find-truck", &args))
}

/// The stills whose name holds the words, the seat's own first, as the reader's language names
/// them: "family still" (every family's), "family still 2" or "family still Player 2" (that
/// player's), "offsite still 1" (the seat's own, and every player's first), "offsite still
/// Player 2"; "Player 2" alone finds that player's stills. A person read of "the family still"
/// on the board and in the news and could not look it up.
fn stills_named(n: &Narrator, v: &View<'_>, words: &str) -> Vec<(Seat, StillRef)> {
    let st = v.board();
    let mut seats: Vec<Seat> = st.players.seats().collect();
    seats.sort_by_key(|&s| s != v.seat);
    let family = n.t("still-family", &[]);
    let offsite = n.t("still-offsite", &[]);
    let mut found = Vec::new();
    for seat in seats {
        let who = String::from(n.seat(seat));
        let number = seat.index() + 1;
        if [format!("{family} {number}"), format!("{family} {who}")].iter().any(|name| names(name, words)) {
            found.push((seat, StillRef::Family));
        }
        for i in 0..st.players[seat].offsite.len() {
            let still = StillRef::Offsite(u8::try_from(i).unwrap_or(u8::MAX));
            let name = String::from(n.still(still));
            let mut candidates = vec![format!("{name} {who}"), format!("{offsite} {who}")];
            if seat == v.seat {
                candidates.push(name);
            }
            if candidates.iter().any(|c| names(c, words)) {
                found.push((seat, still));
            }
        }
    }
    found
}

/// A still found by `board X`: whose it is, its dice now and what each makes (PHASE 3, 1: a
/// die's face in crates), what it rolled and made at this turn's production (the cop's face on
/// a watched family still, or a vigorish unpaid, made it nothing), and whether the cop watches
/// it (PHASE 3, 2-3; never an offsite still).
fn still(n: &Narrator, v: &View<'_>, seat: Seat, still: StillRef) -> String {
    let st = v.board();
    let p = &st.players[seat];
    let board = &n.content.board;
    let (dice, watchable, max) = match still {
        StillRef::Offsite(i) => (
            p.offsite.get(usize::from(i)).map_or(0, |o| o.dice),
            board.offsite_still.cop,
            board.offsite_still.max_dice(),
        ),
        _ => (p.family_dice, board.family_still.cop, board.family_still.max_dice()),
    };
    let rolled = v.produced(seat).map(|(family, offsite, busted)| match still {
        StillRef::Offsite(i) => {
            let faces = offsite.get(usize::from(i)).cloned().unwrap_or_default();
            let unpaid = st.vigorish.iter().any(|g| g.owner == seat && g.offsite == Some(i));
            let crates: u16 = if unpaid { 0 } else { faces.iter().map(|&d| u16::from(d)).sum() };
            (faces, false, crates)
        }
        _ => (family.to_vec(), busted, p.family_output),
    });
    let watch = if !watchable {
        "never"
    } else if still == StillRef::Family && st.cop_watches(n.content, seat) {
        "yes"
    } else {
        "no"
    };
    let faces =
        rolled.as_ref().map_or_else(String::new, |(f, _, _)| f.iter().map(u8::to_string).collect::<Vec<_>>().join("-"));
    let args = [
        ("still", n.still(still)),
        ("you", Arg::Num(i64::from(seat == v.seat))),
        ("seat", n.seat(seat)),
        ("dice", Arg::Num(i64::from(dice))),
        ("sides", Arg::Num(i64::from(n.content.rules.die_sides))),
        ("rolled", Arg::Num(i64::from(rolled.is_some()))),
        ("faces", Arg::Str(faces)),
        ("busted", Arg::Num(i64::from(rolled.as_ref().is_some_and(|r| r.1)))),
        ("crates", Arg::Num(rolled.as_ref().map_or(0, |r| i64::from(r.2)))),
        ("watch", Arg::Str(watch.into())),
        ("cop", st.cop.map_or_else(|| Arg::Str("nobody".into()), |s| n.seat(s))),
        ("face", Arg::Num(i64::from(n.content.rules.cop.bust_face))),
        // Its limit reached (term review 25, finding 1: "4 dés" said nothing of 4 being all).
        ("full", Arg::Num(i64::from(dice >= max))),
        ("max", Arg::Num(i64::from(max))),
    ];
    format!("{}\n", n.t("find-still", &args))
}

/// The places of the board a look-up found, as the picture's `data-at` names them: the
/// speakeasies named, the docks (`dock-public`...) at every speakeasy, and the trucks named
/// (`truck-N`, as the picture and the options' marks name them).
pub fn places_found(n: &Narrator, v: &View<'_>, words: &str) -> Vec<String> {
    let speakeasies = speakeasies_named(n, v, words).map(|(_, printed)| printed.id.clone());
    let trucks = trucks_named(n, v, words).map(|t| format!("truck-{}", usize::from(t.0) + 1));
    speakeasies.chain(docks_named(n, words).into_iter().map(|d| format!("dock-{}", d.id))).chain(trucks).collect()
}

/// A muscle card found where it lies (`offer`: face up on an offer space; `hand`: in the
/// seat's own hand): its name and where, the short form of what it does, then its whole text
/// (for an offer, with whether it is played at once or may be kept, PHASE 1, 5b).
fn muscle(n: &Narrator, v: &View<'_>, card: MuscleId, place: &str) -> String {
    let named = n.t("find-card", &[("card", n.muscle(card)), ("where", Arg::Str(place.into()))]);
    let head = match super::help::muscle_short(n, card) {
        Some(short) => n.t("card-with-short", &[("card", Arg::Str(named)), ("short", short)]),
        None => named,
    };
    let text = if place == "offer" {
        super::help::muscle(n, v, card)
    } else {
        n.t(&format!("card-{}.text", n.content.muscle[usize::from(card.0)].id), &[])
    };
    format!("{head}\n  {text}\n")
}

/// The cards whose name holds the words: the truck card on its space, the muscle cards on the
/// offer spaces (each once, however many spaces hold it), then the seat's own hand.
fn cards(n: &Narrator, v: &View<'_>, words: &str) -> Vec<String> {
    let st = v.board();
    let mut out = Vec::new();
    if let Some(card) = st.truck_offer.filter(|&c| names(&String::from(n.truck_card(c)), words)) {
        let named = n.t("find-card", &[("card", n.truck_card(card)), ("where", Arg::Str("truck".into()))]);
        let text = n.t(&format!("card-{}.text", n.content.trucks[usize::from(card.0)].id), &[]);
        out.push(format!("{named}\n  {text}\n"));
    }
    let mut seen: Vec<(MuscleId, &str)> = Vec::new();
    let offered = st.muscle_offer.iter().map(|&c| (c, "offer"));
    let held = v.thug_hand().iter().map(|&c| (c, "hand"));
    // The thug card just taken (or drawn by Windfall), asked "play it now, or keep it?", is in
    // neither place yet; it was said "neither on offer nor in your hand" (term review 25, 8).
    let taken = v
        .muscle_just_taken()
        .filter(|c| !v.thug_hand().contains(c) && n.content.muscle[usize::from(c.0)].thug().is_some())
        .map(|c| (c, "taken"));
    for (card, place) in offered.chain(held).chain(taken) {
        if seen.contains(&(card, place)) || !names(&String::from(n.muscle(card)), words) {
            continue;
        }
        seen.push((card, place));
        out.push(muscle(n, v, card, place));
    }
    // Any other card of the deck, by its text: a rival's card played, or kept face up, is
    // told in the news by its name alone ("Player 4 plays Moll"), and the deck is public.
    for i in 0..n.content.muscle.len() {
        let card = MuscleId(u8::try_from(i).unwrap_or(u8::MAX));
        if seen.iter().any(|&(c, _)| c == card) || !names(&String::from(n.muscle(card)), words) {
            continue;
        }
        seen.push((card, "deck"));
        out.push(muscle(n, v, card, "deck"));
    }
    out
}

/// What `board <words>` shows: the cop, every speakeasy of the game with the words in its
/// name, and every card on offer or in the seat's hand with them in its name; `None` when
/// nothing answers to them.
pub fn find(n: &Narrator, v: &View<'_>, words: &str) -> Option<String> {
    let speakeasies = speakeasies_named(n, v, words).map(|(id, printed)| describe(n, v, id, printed));
    let out: String = cop(n, v, words)
        .into_iter()
        .chain(deck(n, words))
        .chain(docks(n, words))
        .chain(speakeasies)
        .chain(trucks_named(n, v, words).map(|t| truck(n, v, t)))
        .chain(stills_named(n, v, words).into_iter().map(|(seat, s)| still(n, v, seat, s)))
        .chain(cards(n, v, words))
        .collect();
    (!out.is_empty()).then_some(out)
}
