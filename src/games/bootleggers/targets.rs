//! What a thug card's target option does and costs, in words: Big City Boys on a bootlegger's
//! authority card (his authority now and with the card), A Little Vigorish on a still (its dice
//! and the fee its owner must pay). DESCRIPTION DÉTAILLÉE DES CARTES VOYOU: "Ajoutez 5,5 à la
//! valeur de cette carte pour ce tour-ci"; "doit vous payer $3G par dé de production ou cet
//! Alambic ne produira rien ce tour-ci" (NOTES.md 14: every die, all or nothing).

use super::choice::{Choice, StillRef};
use super::content::SpeakeasyId;
use super::narrate::Narrator;
use super::view::View;
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

/// The messages this module reads.
pub const MESSAGES: &[&str] = &[
    "option-big-city-boys",
    "option-vigorish-target",
    "option-double-cross",
    "help-big-city-boys",
    "help-vigorish-target",
    "help-double-cross",
    "option-muscling-in-target",
    "help-muscling-in-target",
    "help-packing-heat-target",
    "option-speakeasy-markers",
    "option-speakeasy-room",
    "option-marker-does",
    "option-speakeasy-improvements",
    "option-markers-of",
    "option-markers-none",
    "option-improvement-from",
    "help-improvement-from",
];

fn num(n: impl Into<i64>) -> Arg {
    Arg::Num(n.into())
}

/// A card's number parameter (`params` in `muscle.toml`), where the card is in the content.
fn param(n: &Narrator<'_>, card: &str, name: &str) -> Option<f64> {
    n.content.muscle.iter().find(|m| m.id == card)?.thug()?.param(name)
}

/// Big City Boys on `seat`: his authority now, and with the card's bonus.
fn big_city_boys(n: &Narrator<'_>, v: &View<'_>, seat: Seat) -> Option<Vec<(&'static str, Arg)>> {
    let bonus = param(n, "big_city_boys", "authority_bonus")?;
    let now = v.board().authority(n.content, seat);
    let then = now + (bonus * 10.0).round() as u32;
    Some(vec![("seat", n.seat(seat)), ("now", n.tenths(now)), ("then", n.tenths(then))])
}

/// A Little Vigorish on `owner`'s `still`: its dice, the fee a die and the fee in all.
fn vigorish(n: &Narrator<'_>, v: &View<'_>, owner: Seat, still: StillRef) -> Option<Vec<(&'static str, Arg)>> {
    let per_die = param(n, "a_little_vigorish", "per_die")? as i64;
    let p = &v.board().players[owner];
    let dice = match still {
        StillRef::Family => p.family_dice,
        StillRef::Offsite(i) => p.offsite.get(usize::from(i)).map_or(0, |o| o.dice),
        StillRef::BackRoom => return None,
    };
    Some(vec![
        ("seat", n.seat(owner)),
        ("still", n.still(still)),
        ("dice", num(dice)),
        ("per_die", n.money(per_die)),
        ("due", n.money(per_die * i64::from(dice))),
    ])
}

/// Muscling In's first question, an offsite still of another's: its dice, the dice the card
/// steals from it ("Volez un dé de cet Alambic"), those it keeps ("Cet Alambic Délocalisé
/// n'est pas détruit même si vous volez le dernier dé"), and what a die makes (PHASE 3, 1).
fn muscling_in(n: &Narrator<'_>, v: &View<'_>, owner: Seat, still: StillRef) -> Option<Vec<(&'static str, Arg)>> {
    let StillRef::Offsite(i) = still else { return None };
    let dice = v.board().players[owner].offsite.get(usize::from(i))?.dice;
    let stolen = (param(n, "muscling_in", "dice")? as u8).min(dice);
    Some(vec![
        ("seat", n.seat(owner)),
        ("still", n.still(still)),
        ("dice", num(dice)),
        ("n", num(stolen)),
        ("left", num(dice - stolen)),
        ("sides", num(n.content.rules.die_sides)),
    ])
}

/// Double Cross's second question: an opponent's name destroys his markers at the speakeasy
/// chosen first, the speakeasy's own name adds the player's ("Soit vous détruisez un marqueur
/// d'influence d'un autre Truand dans ce Bar Clandestin soit vous ajoutez un marqueur
/// d'influence (un « libre » de la réserve, pas un de l'Arrière-Salle)"). A person read only
/// "Player 3" and "Texas Lil's Diner", and guessed.
fn double_cross(n: &Narrator<'_>, v: &View<'_>, c: Choice) -> Option<Vec<(&'static str, Arg)>> {
    let (way, seat, speakeasy, count) = match c {
        Choice::Player(owner) => {
            let s = double_cross_at(n, v)?;
            ("destroy", owner, s, param(n, "double_cross", "destroy")?)
        }
        Choice::Speakeasy(s) => ("add", v.seat, s, param(n, "double_cross", "add")?),
        _ => return None,
    };
    Some(vec![
        ("way", Arg::Str(way.into())),
        ("seat", n.seat(seat)),
        ("speakeasy", n.speakeasy(speakeasy)),
        ("n", num(count as i64)),
    ])
}

/// The speakeasy Double Cross was played on: the answer to its first question, or, where that
/// question was not asked (a single speakeasy it could be played on, taken without asking, so
/// no answer is logged), that speakeasy: one with influence where another bootlegger has a
/// marker or where the player could add one (its script's `targets`). A person read "Player 2"
/// alone, not knowing where.
pub fn double_cross_at(n: &Narrator<'_>, v: &View<'_>) -> Option<SpeakeasyId> {
    if let Some(Choice::Speakeasy(s)) = v.chosen_last("double_cross") {
        return Some(s);
    }
    let st = v.board();
    let mut at = n.content.board.in_game(st.player_count()).map(|(s, _)| s).filter(|&s| {
        let sp = st.speakeasy(s);
        let circles = n.content.board.speakeasies.get(usize::from(s.0)).map_or(0, |p| u32::from(p.circles()));
        let rival = st.players.seats().any(|p| p != v.seat && sp.influence[p] > 0);
        st.has_influence(n.content, s) && (rival || (v.me().reserve > 0 && sp.markers() < circles))
    });
    match (at.next(), at.next()) {
        (Some(s), None) => Some(s),
        _ => None,
    }
}

/// Opportunity Knocks' first question: the speakeasy an improvement marker leaves ("Déplacez
/// un marqueur d'Amélioration d'un Bar Clandestin à un autre", DESCRIPTION DÉTAILLÉE DES CARTES
/// VOYOU): the markers it has and what each of its demand dice gets now and once one leaves
/// (PHASE 5, 1: each improvement adds 1 to each demand die).
fn improvement_from(n: &Narrator<'_>, v: &View<'_>, s: SpeakeasyId) -> Vec<(&'static str, Arg)> {
    let has = v.board().speakeasy(s).improvements;
    let per_die = i64::from(n.content.rules.improvement_per_die);
    let slots = n.content.board.speakeasies.get(usize::from(s.0)).map_or(0, |p| p.improvement_slots);
    vec![
        ("speakeasy", n.speakeasy(s)),
        ("n", num(has)),
        ("slots", num(slots)),
        ("now", num(i64::from(has) * per_die)),
        ("then", num(i64::from(has.saturating_sub(1)) * per_die)),
    ]
}

/// Muscling In's second question (its script's `muscling_in_own_still`): one of the player's
/// own stills the stolen die may go on ("placez-le sur un de vos Alambics", DESCRIPTION
/// DÉTAILLÉE DES CARTES VOYOU), worded as a still improvement's die is (PHASE 3): its dice now,
/// and whether the cop may watch it. `help N` gave the card's text.
fn own_still(n: &Narrator<'_>, v: &View<'_>, still: StillRef) -> Vec<(&'static str, Arg)> {
    let me = v.me();
    let dice = match still {
        StillRef::Offsite(i) => me.offsite.get(usize::from(i)).map_or(0, |o| o.dice),
        _ => me.family_dice,
    };
    let cop = &n.content.rules.cop;
    vec![
        ("still", n.still(still)),
        ("dice", num(dice)),
        ("family", num(i64::from(still == StillRef::Family))),
        ("moves", num(cop.moves_from_turn)),
        ("face", num(cop.bust_face)),
    ]
}

/// A speakeasy as an option (a marker placed there, a card played on it, an improvement):
/// whose influence markers stand there, "you" first among equals of the seat order ("Texas
/// Lil's Diner (you: 1, Player 2: 3)"), so a person sees whose markers a Hit or a Mob War would
/// take; where a marker is placed from the back room (PHASE 2), the room its circles leave too
/// (RULINGS.md: the circles cap the markers it holds). A speakeasy that takes no influence
/// (O'Malley's) by its name alone.
pub fn speakeasy(n: &Narrator<'_>, v: &View<'_>, prompt: &str, id: SpeakeasyId) -> Option<String> {
    let printed = n.content.board.speakeasies.get(usize::from(id.0))?;
    if !printed.influence {
        return None;
    }
    let sp = v.board().speakeasy(id);
    // Beside improvement slots, the markers are said to be influence markers: "you: 1" read
    // as one improvement marker of one's own.
    let improvement = matches!(prompt, "improvement" | "improvement_from_back_room" | "opportunity_knocks_to");
    let kind = || Arg::Str(if improvement { "influence" } else { "bare" }.into());
    let markers: Vec<String> = sp
        .influence
        .iter()
        .filter(|(_, m)| **m > 0)
        .map(|(seat, m)| {
            let you = num(i64::from(seat == v.seat));
            n.t("option-markers-of", &[("seat", n.seat(seat)), ("you", you), ("n", num(*m)), ("kind", kind())])
        })
        .collect();
    let markers = if markers.is_empty() { n.t("option-markers-none", &[("kind", kind())]) } else { markers.join(", ") };
    let mut args = vec![("speakeasy", n.speakeasy(id)), ("markers", Arg::Str(markers))];
    // Double Cross may add a marker there (or destroy one): worded as a marker placed, so a
    // closed speakeasy says it opens at so many (term review 20: one added opened Mother's).
    if matches!(prompt, "influence" | "double_cross") {
        let room = u32::from(printed.circles()).saturating_sub(sp.markers());
        args.push(("room", num(room)));
        // What a marker there aims at: a closed speakeasy opens once its shaded circles are
        // covered (PHASE 2), which the status said and the option did not.
        let closed = !v.board().is_open(n.content, id);
        args.push(("opens", num(if closed { i64::from(printed.circles_shaded) } else { 0 })));
        // What this one marker changes there: the opening, control gained or taken, whose.
        let does = if prompt == "influence" { super::screen::placing::marker_does(n, v, id) } else { None };
        args.push(("does", Arg::Str(does.unwrap_or_default())));
        // Big Payoff's control this turn, whatever the markers (web review 25, 3: the option
        // read "you: 3" where another held control).
        args.extend(super::help::payoff(n, v, id));
        return Some(n.t("option-speakeasy-room", &args));
    }
    // A speakeasy improvement marker's place: the slots free there out of those printed
    // (PHASE 1, 5, "Carte d'Amélioration d'un Bar Clandestin": "sur un emplacement
    // d'Amélioration"), which `board` alone showed.
    if improvement {
        args.push(("slots", num(printed.improvement_slots)));
        args.push(("free", num(printed.improvement_slots.saturating_sub(sp.improvements))));
        // A closed speakeasy sells nothing this turn, as the influence option says (term
        // review 25, finding 7): shut by the G-Men, or short of its shaded circles.
        let closed = !v.board().is_open(n.content, id);
        args.push(("busted", num(i64::from(sp.effects.closed))));
        args.push(("opens", num(if closed { i64::from(printed.circles_shaded) } else { 0 })));
        return Some(n.t("option-speakeasy-improvements", &args));
    }
    Some(n.t("option-speakeasy-markers", &args))
}

/// The words of a card's target option, where this module knows the card's question.
pub fn option(n: &Narrator<'_>, v: &View<'_>, prompt: &str, c: &Choice) -> Option<String> {
    match (prompt, *c) {
        ("big_city_boys", Choice::Player(seat)) => Some(n.t("option-big-city-boys", &big_city_boys(n, v, seat)?)),
        ("a_little_vigorish", Choice::StillOf { owner, still }) => {
            Some(n.t("option-vigorish-target", &vigorish(n, v, owner, still)?))
        }
        ("double_cross_how", c) => Some(n.t("option-double-cross", &double_cross(n, v, c)?)),
        ("opportunity_knocks", Choice::Speakeasy(s)) => {
            Some(n.t("option-improvement-from", &improvement_from(n, v, s)))
        }
        ("muscling_in_own_still", Choice::StillOf { owner, still }) if owner == v.seat => {
            Some(n.t("option-still", &own_still(n, v, still)))
        }
        ("muscling_in", Choice::StillOf { owner, still }) => {
            Some(n.t("option-muscling-in-target", &muscling_in(n, v, owner, still)?))
        }
        // Thirsty's die on a speakeasy's sale: worded as a truck's destination, its price,
        // demand dice and the crates already at its docks, which the card acts on (PHASE 5).
        // Copper in the House and Packing Heat say what they do there (screen's `sale_cards`).
        ("thirsty", Choice::Speakeasy(s)) => Some(n.t("option-dispatch", &super::help::destination(n, v, s))),
        _ => None,
    }
}

/// What choosing a card's target option does, where this module knows the card's question.
pub fn help(n: &Narrator<'_>, v: &View<'_>, prompt: &str, c: &Choice) -> Option<String> {
    match (prompt, *c) {
        ("big_city_boys", Choice::Player(seat)) => {
            let mut args = big_city_boys(n, v, seat)?;
            args.push(("mine", num(i64::from(seat == v.seat))));
            Some(n.t("help-big-city-boys", &args))
        }
        ("a_little_vigorish", Choice::StillOf { owner, still }) => {
            Some(n.t("help-vigorish-target", &vigorish(n, v, owner, still)?))
        }
        ("double_cross_how", c) => Some(n.t("help-double-cross", &double_cross(n, v, c)?)),
        ("opportunity_knocks", Choice::Speakeasy(s)) => Some(n.t("help-improvement-from", &improvement_from(n, v, s))),
        ("muscling_in_own_still", Choice::StillOf { owner, still }) if owner == v.seat => {
            Some(n.t("help-still", &own_still(n, v, still)))
        }
        ("muscling_in", Choice::StillOf { owner, still }) => {
            Some(n.t("help-muscling-in-target", &muscling_in(n, v, owner, still)?))
        }
        // Packing Heat: what the others selling there pay this seat, and what the speakeasy buys
        // (RULINGS.md: every other seat selling there this turn pays the player a crate).
        ("packing_heat", Choice::Speakeasy(s)) => {
            let mut args = super::help::destination(n, v, s);
            args.push(("fee", n.money(param(n, "packing_heat", "wholesale")? as i64)));
            Some(n.t("help-packing-heat-target", &args))
        }
        _ => None,
    }
}
