//! What an option does, in words, for `help N` at the terminal and in the browser: the card's
//! text or what the rules do with the answer, what it costs and what comes next, with the
//! rulebook section behind it.

use super::choice::{Choice, Deal, StillRef};
use super::content::{AuthorityId, Demand, DockId, MuscleId, SpeakeasyId};
use super::narrate::Narrator;
use super::rules::trucks;
use super::state::{Asking, TruckId};
use super::view::View;
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

/// The messages help reads.
pub const MESSAGES: &[&str] = &[
    "help-rule",
    "card-with-short",
    "help-authority",
    "help-authority-rule",
    "help-authority-again",
    "help-truck-card",
    "help-muscle-thug",
    "help-muscle-at-once",
    "help-still",
    "help-back-room",
    "help-two-dice",
    "help-new-offsite",
    "help-influence",
    "help-improvement",
    "help-dispatch",
    "payoff-control",
    "help-target",
    "help-play-now",
    "help-idle",
    "help-keep",
    "help-done",
    "help-done-influence",
    "help-done-deal",
    "help-done-thug",
    "help-done-at",
    "help-done-thug-window",
    "help-politics",
    "help-propose",
    "help-accept-deal",
    "help-accept-deal-you",
    "help-refuse-deal",
    "help-refuse-all-deals",
    "help-accept-vigorish",
    "help-refuse-vigorish",
    "help-vigorish-worth",
    "help-load",
    "prompt-load-threat",
    "prompt-load-threat-both",
    "help-deal-crates",
    "help-price",
    "help-allow",
    "help-forbid",
    "help-section-phase-1",
    "help-section-phase-2",
    "help-section-phase-4",
    "help-section-phase-4-rent",
    "help-section-phase-5-2c",
    "help-section-thugs",
];

fn num(n: impl Into<i64>) -> Arg {
    Arg::Num(n.into())
}

/// The message naming the rulebook section a question comes from (`help-section-*`, the
/// rulebook's own headings: PHASE 1, UTILISATION DES CARTES VOYOU...; A Little Vigorish's
/// question by the card's name).
fn rule(prompt: &str) -> &'static str {
    match prompt {
        "authority" | "offer" | "die" | "double_improvement" | "improvement" | "thug_taken" => "help-section-phase-1",
        "influence" | "die_from_back_room" | "improvement_from_back_room" => "help-section-phase-2",
        "vigorish" => "card-a_little_vigorish",
        "deal" | "deal_crates" | "deal_price" | "deal_answer" | "deal_cards" | "load" | "dispatch" => {
            "help-section-phase-4"
        }
        "public_dock" => "help-section-phase-5-2c",
        _ => "help-section-thugs",
    }
}

/// `option` (the option as the screen shows it) explained: `what` answering it does, with the
/// rulebook section of its question.
pub fn explained(n: &Narrator<'_>, prompt: &str, option: String, what: String) -> String {
    n.t(
        "help-rule",
        &[("option", Arg::Str(option)), ("what", Arg::Str(what)), ("rule", Arg::Str(n.t(rule(prompt), &[])))],
    )
}

/// `option` (the option as the screen shows it) explained: what answering it does.
pub fn explain(n: &Narrator<'_>, v: &View<'_>, prompt: &str, c: &Choice, option: String) -> String {
    let what = what(n, v, prompt, c);
    // A rented truck's term and crates are told in the shipping advice of phase 4.
    let section = match c {
        Choice::Propose(Deal::RentTruck { .. }) => "help-section-phase-4-rent",
        Choice::Accept if prompt == "deal_answer" && matches!(v.offer(), Some((Deal::RentTruck { .. }, _, _))) => {
            "help-section-phase-4-rent"
        }
        _ => rule(prompt),
    };
    n.t("help-rule", &[("option", Arg::Str(option)), ("what", Arg::Str(what)), ("rule", Arg::Str(n.t(section, &[])))])
}

/// A muscle card named on an option, with the short form of what it does where its language
/// has one (`card-<id>.short`, with the card's `params`): "Hijack: in phase 4, a loaded
/// truck's crates go onto one of your empty trucks". A mod's card without one is named alone.
pub fn muscle_named(n: &Narrator<'_>, card: MuscleId) -> Arg {
    match muscle_short(n, card) {
        Some(short) => Arg::Str(n.t("card-with-short", &[("card", n.muscle(card)), ("short", short)])),
        None => n.muscle(card),
    }
}

/// The short form of what a muscle card does, with the card's `params`, where its language has
/// one (`card-<id>.short`; a mod's card may have none).
pub fn muscle_short(n: &Narrator<'_>, card: MuscleId) -> Option<Arg> {
    let m = &n.content.muscle[usize::from(card.0)];
    let short = format!("card-{}.short", m.id);
    if !n.locale.has(&short) {
        return None;
    }
    let params = m.thug().map(|t| super::catalogue::params(&t.params)).unwrap_or_default();
    let mut args: Vec<(&str, Arg)> = params.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    // What an improvement marker adds to each demand die (PHASE 5, 1), for the speakeasy
    // improvement's own words, unless a card's own parameter has that name.
    if !args.iter().any(|(k, _)| *k == "improvement") {
        args.push(("improvement", num(n.content.rules.improvement_per_die)));
    }
    Some(Arg::Str(n.t(&short, &args)))
}

/// A muscle card's text, and whether it is played at once or may be kept (PHASE 1, 5b), or is
/// kept for later, nothing on the table taking it now (`screen::later`).
pub fn muscle(n: &Narrator<'_>, v: &View<'_>, card: MuscleId) -> String {
    let m = &n.content.muscle[usize::from(card.0)];
    let text = Arg::Str(n.t(&format!("card-{}.text", m.id), &[]));
    let id = if m.thug().is_some() { "help-muscle-thug" } else { "help-muscle-at-once" };
    let said = n.t(id, &[("text", text), ("later", Arg::Str(super::screen::later(v, card).into()))]);
    // A die with no free slot on the seat's stills: what the card does for it now.
    match super::screen::stills::full_help(n, v, card) {
        Some(full) => format!("{said} {full}"),
        None => said,
    }
}

fn what(n: &Narrator<'_>, v: &View<'_>, prompt: &str, c: &Choice) -> String {
    let st = v.board();
    let players = st.player_count();
    match *c {
        // Its own cost and standing, then the rule (said once in a list: `help_among`).
        Choice::Authority { card } => super::screen::authority_help::what(n, v, card, None),
        Choice::TruckCard => match st.truck_offer {
            Some(card) => {
                let size = n.content.rules.truck(n.content.trucks[usize::from(card.0)].size);
                n.t(
                    "help-truck-card",
                    &[
                        ("price", n.money(i64::from(size.price))),
                        ("capacity", num(size.capacity)),
                        ("wage", n.money(i64::from(size.wage))),
                    ],
                )
            }
            None => n.t("help-done", &[]),
        },
        Choice::Muscle { space } => match st.muscle_offer.get(usize::from(space)) {
            Some(&card) => muscle(n, v, card),
            None => n.t("help-done", &[]),
        },
        Choice::Thug { card } => {
            let text = n.t(&format!("card-{}.text", n.content.muscle[usize::from(card.0)].id), &[]);
            // Where it would do nothing now, it is said (Safe House with no marker out).
            match super::screen::idle(v, card) {
                Some(why) => format!("{text} {}", n.t("help-idle", &[("why", Arg::Str(why.into()))])),
                None => text,
            }
        }
        // What waits in the back room does nothing until put to use (PHASE 1, 5b: "les dés
        // peuvent être conservés dans l'Arrière-Salle pour une utilisation ultérieure").
        Choice::Still(StillRef::BackRoom) => n.t("help-back-room", &[("what", Arg::Str("die".into()))]),
        Choice::BackRoom => n.t("help-back-room", &[("what", Arg::Str("marker".into()))]),
        Choice::Still(s) => {
            let cop = &n.content.rules.cop;
            n.t(
                "help-still",
                &[
                    ("still", n.still(s)),
                    ("family", num(i64::from(s == StillRef::Family))),
                    ("moves", num(cop.moves_from_turn)),
                    ("face", num(cop.bust_face)),
                ],
            )
        }
        Choice::TwoDice => n.t("help-two-dice", &[]),
        Choice::NewOffsite => n.t("help-new-offsite", &[]),
        Choice::Speakeasy(_) if let Some(said) = super::targets::help(n, v, prompt, c) => said,
        Choice::Speakeasy(s) => {
            let printed = &n.content.board.speakeasies[usize::from(s.0)];
            let [payoff, payer] = payoff(n, v, s);
            let args = [
                payoff,
                payer,
                ("speakeasy", n.speakeasy(s)),
                ("shaded", num(printed.circles_shaded)),
                ("price", n.money(i64::from(printed.wholesale(players)))),
                ("margin", n.money(i64::from(printed.margin(players)))),
                ("plus", num(n.content.rules.improvement_per_die)),
            ];
            let id = match prompt {
                "influence" => "help-influence",
                "improvement" | "improvement_from_back_room" | "opportunity_knocks_to" => "help-improvement",
                "dispatch" => return n.t("help-dispatch", &destination(n, v, s)),
                _ => return card_target(n, prompt),
            };
            n.t(id, &args)
        }
        // The card just taken, where played now it would do nothing (Packing Heat before the
        // trucks are lined up), as the option says.
        Choice::PlayNow => match v.muscle_just_taken().and_then(|card| super::screen::idle(v, card)) {
            Some(why) => {
                format!("{} {}", n.t("help-play-now", &[]), n.t("help-idle", &[("why", Arg::Str(why.into()))]))
            }
            None => n.t("help-play-now", &[]),
        },
        Choice::Keep => n.t("help-keep", &[]),
        Choice::Done => match super::screen::done_at(v, prompt) {
            // A die to the back room (Muscling In) waits for phase 2; a marker (Safe House) for
            // the next turn.
            "back_room" if prompt.ends_with("_own_still") => {
                n.t("help-done-at", &[("at", Arg::Str("back_room_die".into()))])
            }
            at @ ("back_room" | "card_more" | "card_first" | "deal_cards") => {
                n.t("help-done-at", &[("at", Arg::Str(at.into()))])
            }
            _ => n.t(
                match prompt {
                    "influence" | "die_from_back_room" | "improvement_from_back_room" => "help-done-influence",
                    "deal" => "help-done-deal",
                    "thug" => "help-done-thug-window",
                    "investigation" | "deal_cards" => "help-done-thug",
                    _ => "help-done",
                },
                &[("last", v.last_turn())],
            ),
        },
        Choice::Propose(d) => match proposal(n, v, &d) {
            Some(args) => n.t("help-propose", &args),
            None => n.t("help-accept-deal", &[]),
        },
        Choice::Accept if prompt == "vigorish" => {
            // PHASE 3: paying keeps the card from stopping the still, not the cop: a family
            // still he watches still makes nothing on his face.
            let st = v.board();
            let cop = &n.content.rules.cop;
            let family = matches!(&st.asking, Some(Asking::Vigorish(a)) if a.offsite.is_none());
            let watched = family && st.cop_watches(n.content, v.seat);
            let paid = n.t(
                "help-accept-vigorish",
                &[("cop", num(i64::from(watched))), ("face", num(i64::from(cop.bust_face)))],
            );
            format!("{paid}{}", vigorish_worth(n, v))
        }
        Choice::Refuse if prompt == "vigorish" => {
            format!("{}{}", n.t("help-refuse-vigorish", &[]), vigorish_worth(n, v))
        }
        Choice::Accept => match offer(n, v) {
            Some(args) => n.t("help-accept-deal-you", &args),
            None => n.t("help-accept-deal", &[]),
        },
        Choice::Refuse => n.t("help-refuse-deal", &[]),
        Choice::RefuseAll => n.t("help-refuse-all-deals", &[]),
        Choice::Allow => n.t("help-allow", &[]),
        Choice::Forbid => n.t("help-forbid", &[]),
        // A rival's card known to threaten this truck loaded so (none: Hey, Free Truck; some:
        // Move Over, Pigeon, Bust a Shipment, Hijack).
        Choice::Load(k) if prompt == "load" => {
            let threats = v.truck_to_load().map(|t| load_threats_said(n, v, t, Some(k))).unwrap_or_default();
            format!("{}{threats}", n.t("help-load", &loading(n, v, k)))
        }
        Choice::Load(k) => n.t("help-deal-crates", &[("n", num(k))]),
        Choice::Price(k) => n.t("help-price", &[("price", n.money(k))]),
        Choice::Count(k) if prompt == "politics" => match politics(n, v) {
            Some((_, price)) => n.t(
                "help-politics",
                &[
                    ("n", num(i64::from(k))),
                    ("cost", n.money(i64::from(k) * price)),
                    ("left", n.money(v.money() - i64::from(k) * price)),
                ],
            ),
            None => card_target(n, prompt),
        },
        Choice::Player(_) | Choice::StillOf { .. } | Choice::Truck(_) | Choice::Count(_) => {
            super::targets::help(n, v, prompt, c).unwrap_or_else(|| card_target(n, prompt))
        }
    }
}

/// The card whose "how many markers" this seat answers (City or State Politics, the card it
/// played last) and the price of one marker, as its numbers say ("au coût de $4G chacun",
/// DESCRIPTION DÉTAILLÉE DES CARTES VOYOU).
pub fn politics(n: &Narrator<'_>, v: &View<'_>) -> Option<(MuscleId, i64)> {
    let card = v.playing()?;
    Some((card, n.content.muscle[usize::from(card.0)].thug()?.param("price")? as i64))
}

/// What the still A Little Vigorish is asked on would make, to weigh against the vigorish: a
/// die makes as many crates as it shows (PHASE 3, 1: "Le nombre de Caisses égal au total des
/// dés"), from 1 to the die's sides, and the speakeasy that buys every crate (O'Malley's,
/// "Consommation : Illimitée") pays so much a crate; after a space, or nothing when no
/// vigorish is asked.
fn vigorish_worth(n: &Narrator<'_>, v: &View<'_>) -> String {
    let st = v.board();
    let Some(Asking::Vigorish(a)) = &st.asking else { return String::new() };
    let sides = i64::from(n.content.rules.die_sides);
    let dice = i64::from(a.dice);
    let unlimited = n
        .content
        .board
        .in_game(st.player_count())
        .find(|(id, _)| n.content.board.speakeasies[usize::from(id.0)].demand == Demand::Unlimited);
    let price = unlimited
        .map_or(0, |(id, _)| i64::from(n.content.board.speakeasies[usize::from(id.0)].wholesale(st.player_count())));
    let args = [
        ("sides", num(sides)),
        ("dice", num(dice)),
        ("min", num(dice)),
        ("max", num(dice * sides)),
        ("has", num(i64::from(unlimited.is_some()))),
        ("speakeasy", unlimited.map_or_else(|| Arg::Str(String::new()), |(id, _)| n.speakeasy(id))),
        ("price", n.money(price)),
        ("low", n.money(dice * price)),
        ("high", n.money(dice * sides * price)),
        ("due", n.money(a.due())),
    ];
    format!(" {}", n.t("help-vigorish-worth", &args))
}

/// What a truck sent to `s` now would meet there, for the option and its help (PHASE 4, 3;
/// PHASE 5): the price a crate (Copper in the House's this turn), the demand as dice, their
/// bonus and the crates they buy at least and at most (Thirsty's dice counted), or every
/// crate (O'Malley's, NOTES.md 1; Copper in the House, NOTES.md 19); the dock the seat's
/// influence gives its truck, whether a public dock sells there (2c: only if the seat in
/// control or with the majority allows; nobody leading, never), the crates already lined
/// up to be bought before it, and the fee a crate sold there pays to another's Packing Heat
/// (DESCRIPTION DÉTAILLÉE DES CARTES VOYOU; RULINGS.md).
pub fn destination(n: &Narrator<'_>, v: &View<'_>, s: SpeakeasyId) -> Vec<(&'static str, Arg)> {
    let (st, content) = (v.board(), n.content);
    let printed = &content.board.speakeasies[usize::from(s.0)];
    let effects = &st.speakeasy(s).effects;
    let price = effects.like_police_chief.unwrap_or_else(|| printed.wholesale(st.player_count()));
    let dice = match printed.demand {
        Demand::Dice(d) if effects.like_police_chief.is_none() => Some(d.saturating_add(effects.extra_dice)),
        _ => None,
    };
    let plus = i64::from(st.speakeasy(s).improvements) * i64::from(content.rules.improvement_per_die);
    let dock = trucks::dock_of(content, st, s, v.seat);
    let place = |d: DockId| printed.docks.iter().position(|&x| x == d).unwrap_or(printed.docks.len());
    // The crates lined up to be bought first, and how many of them are this seat's own: they
    // were said as if a rival's, on the seat's truck already there.
    let (ahead, mine) = st
        .trucks
        .iter()
        .filter(|t| t.at.is_some_and(|a| a.speakeasy == s && place(a.dock) <= place(dock)))
        .fold((0u16, 0u16), |(all, own), t| {
            let own = if t.operator() == Some(v.seat) { own.saturating_add(t.load) } else { own };
            (all.saturating_add(t.load), own)
        });
    let yours = match mine {
        0 => "none",
        m if m == ahead => "all",
        _ => "some",
    };
    let kind = match content.board.docks[usize::from(dock.0)].stars {
        3 => "majority",
        2 => "minority",
        _ => "public",
    };
    let decider = st.decider(content, s);
    let heat = effects.packing_heat.filter(|&(holder, _)| holder != v.seat);
    let dice_n = dice.map_or(0, i64::from);
    // The profit on every crate sold there goes to the seat in control (PHASE 5, 3: « Ce Truand
    // perçoit la marge bénéficiaire sur CHAQUE Caisse qui traverse le Bar Clandestin »), Word of
    // Mouth's added; none under Copper in the House, which leaves nobody in control.
    let margin = i64::from(printed.margin(st.player_count())) + i64::from(effects.extra_margin);
    let (profit, controller) = match st.controller(content, s) {
        Some(c) if margin > 0 && c == v.seat => ("yours", Some(c)),
        Some(c) if margin > 0 => ("theirs", Some(c)),
        _ => ("none", None),
    };
    let fee = heat.map_or(0, |(_, per)| i64::from(per));
    // Another's Big Payoff: why a seat that leads there in markers waits at the minority dock.
    let [payoff, payer] = payoff(n, v, s);
    vec![
        payoff,
        payer,
        ("speakeasy", n.speakeasy(s)),
        ("price", n.money(i64::from(price))),
        ("unlimited", num(i64::from(dice.is_none()))),
        ("dice", num(dice_n)),
        ("plus", num(plus)),
        ("min", num(dice_n * (1 + plus))),
        ("max", num(dice_n * (i64::from(content.rules.die_sides) + plus))),
        ("dock", Arg::Str(kind.into())),
        ("leads", num(i64::from(decider.is_some()))),
        ("decider", decider.map_or_else(|| Arg::Str(String::new()), |d| n.seat(d))),
        // Whether the one who decides on the public dock takes the profit on its crates.
        ("decides", Arg::Str(if st.controller(content, s).is_some() { "control" } else { "majority" }.into())),
        ("ahead", num(if dice.is_none() { 0 } else { ahead })),
        ("yours", Arg::Str(yours.into())),
        ("mine", num(mine)),
        // Packing Heat played here by another: what each crate this seat sells costs it.
        ("heat", num(heat.map_or(0, |(_, per)| i64::from(per)))),
        ("fee", n.money(heat.map_or(0, |(_, per)| i64::from(per)))),
        ("holder", heat.map_or_else(|| Arg::Str(String::new()), |(holder, _)| n.seat(holder))),
        ("profit", Arg::Str(profit.into())),
        ("margin", n.money(margin)),
        ("total", n.money(i64::from(price) - fee + margin)),
        ("controller", controller.map_or_else(|| Arg::Str(String::new()), |c| n.seat(c))),
    ]
}

/// Big Payoff's control of `s` this turn, whatever the markers (« Payez $5G à la banque pour
/// prendre le contrôle de l'influence de ce Bar Clandestin ce tour-ci »; FAQ: « Si un autre
/// Truand avait contrôle de l'influence ou l'influence majoritaire, il a maintenant l'influence
/// minoritaire »), as every question, the status and `board` say it (`payoff-control`): `payoff`
/// 0 where nobody played it there, 1 where another seat did, 2 where the seat asked did; its
/// player. The look-up said "as many markers as all the others together: Player 2" of a seat
/// with no marker there, and the deal questions "your $0G profit as its controller included".
pub fn payoff(n: &Narrator<'_>, v: &View<'_>, s: SpeakeasyId) -> [(&'static str, Arg); 2] {
    let payer = v.board().speakeasy(s).effects.control;
    let kind = match payer {
        None => 0,
        Some(p) if p == v.seat => 2,
        Some(_) => 1,
    };
    [("payoff", num(kind)), ("payer", payer.map_or_else(|| Arg::Str(String::new()), |p| n.seat(p)))]
}

/// The offer this seat is asked to answer, from its side (PHASE 4, 1-2): who offers it, what
/// kind it is as this seat sees it (its truck rented out or one rented in, crates sold or
/// bought...), the price with the thug cards given with it, the truck and its size, the
/// crates; and what accepting leaves: the room on this seat's trucks at home once the deal is
/// done, its crates then, and how many of them would be left off the trucks, which are lost
/// when phase 4 ends (« Toutes les Caisses qui ne sont pas chargées sur un Camion à la fin de
/// la phase 4 sont perdues »). `None` when the seat is no party to the offer.
pub fn offer(n: &Narrator<'_>, v: &View<'_>) -> Option<Vec<(&'static str, Arg)>> {
    let (deal, price, cards) = v.offer()?;
    let (st, me) = (v.board(), v.seat);
    let selling = deal.seller() == me;
    if !selling && deal.buyer() != me {
        return None;
    }
    let other = if selling { deal.buyer() } else { deal.seller() };
    let (kind, truck, crates) = match deal {
        Deal::RentTruck { truck, .. } => (if selling { "rent-out" } else { "rent-in" }, Some(truck), 0),
        Deal::SellTruck { truck, .. } => (if selling { "sell-truck" } else { "buy-truck" }, Some(truck), 0),
        Deal::SellCrates { crates, .. } => (if selling { "sell-crates" } else { "buy-crates" }, None, crates),
    };
    let price = if cards.is_empty() {
        n.money(price)
    } else {
        Arg::Str(n.t("deal-price-cards", &[("price", n.money(price)), ("cards", n.muscles(cards))]))
    };
    let (room, after, lost) = crates_left(n, v, &deal);
    let mut args = vec![
        ("kind", Arg::Str(kind.into())),
        ("other", n.seat(other)),
        ("price", price),
        ("n", num(crates)),
        ("room", num(room)),
        ("crates", num(after)),
        ("lost", num(lost)),
    ];
    if let Some(t) = truck {
        let size = n.content.rules.truck(st.truck(t).size);
        args.push(("truck", n.truck(t)));
        args.push(("size", Arg::Str(n.t(&format!("truck-{}", size.id), &[]))));
        args.push(("capacity", num(size.capacity)));
        args.push(("wage", n.money(i64::from(size.wage))));
    }
    Some(args)
}

/// What a deal leaves of this seat's crates once it is done: the room on its trucks at home,
/// but for a truck it gives up; its crates then; and how many of them find no room there, lost
/// when phase 4 ends (« Toutes les Caisses qui ne sont pas chargées sur un Camion à la fin de
/// la phase 4 sont perdues »): only where the deal takes room away (its truck rented out or
/// sold) or brings crates (crates bought). The offer it answers and the one it makes alike.
pub fn crates_left(n: &Narrator<'_>, v: &View<'_>, deal: &Deal) -> (u16, u16, u16) {
    let (st, me) = (v.board(), v.seat);
    let selling = deal.seller() == me;
    let given_up = match *deal {
        Deal::RentTruck { truck, .. } | Deal::SellTruck { truck, .. } if selling => Some(truck),
        _ => None,
    };
    let room: u16 = st
        .operated_by(me)
        .filter(|(id, t)| t.at.is_none() && Some(*id) != given_up)
        .map(|(_, t)| t.room(n.content))
        .sum();
    let mine = v.me().back_room.crates;
    let (after, losing) = match *deal {
        Deal::SellCrates { crates, .. } if !selling => (mine.saturating_add(crates), true),
        Deal::SellCrates { .. } => (mine, false),
        _ => (mine, given_up.is_some()),
    };
    (room, after, if losing { after.saturating_sub(room) } else { 0 })
}

/// A deal this seat may offer, from its side (PHASE 4, 1): what kind it is as this seat sees
/// it (its crates sold or another's bought, its truck rented out or sold, another's rented or
/// bought), the other party, the crates the seller has, the truck, its size and what it
/// carries, its driver's wage. `None` when the seat is no party to it.
pub fn proposal(n: &Narrator<'_>, v: &View<'_>, deal: &Deal) -> Option<Vec<(&'static str, Arg)>> {
    let (st, me) = (v.board(), v.seat);
    let selling = deal.seller() == me;
    if !selling && deal.buyer() != me {
        return None;
    }
    let other = if selling { deal.buyer() } else { deal.seller() };
    let (kind, truck, crates) = match *deal {
        Deal::RentTruck { truck, .. } => (if selling { "rent-out" } else { "rent-in" }, Some(truck), 0),
        Deal::SellTruck { truck, .. } => (if selling { "sell-truck" } else { "buy-truck" }, Some(truck), 0),
        Deal::SellCrates { crates, .. } => (if selling { "sell-crates" } else { "buy-crates" }, None, crates),
    };
    let mut args = vec![
        ("kind", Arg::Str(kind.into())),
        ("other", n.seat(other)),
        ("n", num(crates)),
        ("have", num(st.players[deal.seller()].back_room.crates)),
    ];
    let (size, capacity, wage, name) = match truck {
        Some(t) => {
            let size = n.content.rules.truck(st.truck(t).size);
            (n.t(&format!("truck-{}", size.id), &[]), size.capacity, i64::from(size.wage), n.truck(t))
        }
        None => (String::new(), 0, 0, Arg::Str(String::new())),
    };
    args.extend([("truck", name), ("size", Arg::Str(size)), ("capacity", num(capacity)), ("wage", n.money(wage))]);
    Some(args)
}

/// The crates waiting in this seat's back room and the room left on its trucks at home, for
/// the question of a deal (PHASE 4, 2: crates left off the trucks are lost).
pub fn crates_and_room(n: &Narrator<'_>, v: &View<'_>) -> Vec<(&'static str, Arg)> {
    let room: u16 = v.board().operated_by(v.seat).filter(|(_, t)| t.at.is_none()).map(|(_, t)| t.room(n.content)).sum();
    vec![("crates", num(v.me().back_room.crates)), ("room", num(room))]
}

/// What loading `k` crates on the truck asked now leaves (PHASE 4, 2: « Toutes les Caisses
/// qui ne sont pas chargées sur un Camion à la fin de la phase 4 sont perdues (exception : la
/// carte de Voyou « Warehouse ») »): the crates still in the back room, the room on the trucks
/// this seat is still to load after this one, the crates none of them has room for, and
/// whether Warehouse keeps those (played this turn, in hand, or neither: Warehouse, « Vous
/// pouvez conserver les Caisses non expédiées jusqu'au prochain tour »), or the game's last
/// turn, past which nothing keeps them.
pub fn loading(n: &Narrator<'_>, v: &View<'_>, k: i64) -> Vec<(&'static str, Arg)> {
    let st = v.board();
    let other = i64::from(v.trucks_to_load().into_iter().skip(1).map(|t| st.truck(t).room(n.content)).sum::<u16>());
    let rest = (i64::from(v.me().back_room.crates) - k).max(0);
    let keeper = v.thug_hand().iter().copied().find(|&c| n.content.muscle[usize::from(c.0)].id == WAREHOUSE);
    let warehouse = match keeper {
        // No next turn: Warehouse keeps nothing past the last (FIN DU JEU ET VICTOIRE).
        _ if st.turn >= n.content.rules.game_turns() => "last",
        _ if st.warehouse.contains(&v.seat) => "played",
        Some(_) => "held",
        None => "none",
    };
    vec![
        ("n", num(k)),
        ("rest", num(rest)),
        ("other", num(other)),
        ("lost", num((rest - other).max(0))),
        ("warehouse", Arg::Str(warehouse.into())),
    ]
}

/// The thug cards this seat knows a rival holds (`View::known_hand`: taken from the face-up
/// offer or given in a deal, not played since) that threaten `truck` as it is loaded, each as
/// its question words it (`prompt-load-threat`), with the most crates the rival's largest truck
/// carries: `empty`, Hey, Free Truck steals a truck still empty once everyone has loaded, but
/// its owner's ("A jouer sur un Camion vide. Volez ce Camion", after the loading); `lined_up`,
/// Move Over, Pigeon takes the crates of a truck lined up at a speakeasy, paid to its player
/// ("Vous « empruntez » ce Camion et volez sa cargaison"); `seized`, G-Men—Bust a Shipment
/// takes a loaded truck's crates off the game ("Le chargement de ce Camion est confisqué (il
/// n'arrive pas jusqu'au Bar Clandestin)"); `hijacked`, Hijack moves a loaded truck's crates
/// onto an empty truck of its player's that holds them all ("Vous prenez les Caisses de ce
/// Camion et les chargez sur un de vos Camions vides"; CLARIFICATIONS: never split), so only
/// a rival who drives a truck (the trucks are on the table for all to see); DESCRIPTION
/// DÉTAILLÉE DES CARTES VOYOU. A hidden hand is never read.
pub fn load_threats(n: &Narrator<'_>, v: &View<'_>, truck: TruckId) -> Vec<(&'static str, Seat, MuscleId, u16)> {
    use super::content::Target;
    let st = v.board();
    let mut threats = Vec::new();
    for rival in st.players.seats().filter(|&s| s != v.seat) {
        // Hijack's crates go onto an empty truck the rival drives, not yet lined up (its
        // script's `fits`): a rented truck already holding a crate was counted (term review 23,
        // finding 3).
        let largest = st
            .operated_by(rival)
            .filter(|(_, t)| t.load == 0 && t.at.is_none())
            .map(|(_, t)| n.content.rules.truck(t.size).capacity)
            .max()
            .map_or(0, u16::from);
        let mut seen: Vec<MuscleId> = Vec::new();
        for card in v.known_hand(rival) {
            if seen.contains(&card) {
                continue;
            }
            seen.push(card);
            let printed = &n.content.muscle[usize::from(card.0)];
            let what = match printed.thug().map(|t| t.target) {
                Some(Target::EmptyTruck) if st.truck(truck).owner != Some(rival) => "empty",
                Some(Target::LinedUpTruck) => "lined_up",
                Some(Target::LoadedTruck) if printed.id == "g_men_bust_a_shipment" => "seized",
                Some(Target::LoadedTruck) if printed.id == "hijack" && largest > 0 => "hijacked",
                _ => continue,
            };
            threats.push((what, rival, card, largest));
        }
    }
    threats
}

/// The threats of [`load_threats`] said, each sentence after a space: all of them, or where
/// `load` crates are given (the help on loading that many), those that threaten that load
/// (none: a truck left empty; some: one loaded, but not by Hijack where the rival's largest
/// truck cannot take them all).
pub fn load_threats_said(n: &Narrator<'_>, v: &View<'_>, truck: TruckId, load: Option<i64>) -> String {
    let threats = load_threats(n, v, truck);
    let mut said: String = threats
        .iter()
        .copied()
        .filter(|&(w, _, _, largest)| match load {
            None => true,
            Some(0) => w == "empty",
            Some(k) => w != "empty" && (w != "hijacked" || k <= i64::from(largest)),
        })
        .map(|(w, seat, card, largest)| {
            let args = [
                ("what", Arg::Str(w.into())),
                ("seat", n.seat(seat)),
                ("card", n.muscle(card)),
                ("truck", n.truck(truck)),
                ("largest", num(largest)),
            ];
            format!(" {}", n.t("prompt-load-threat", &args))
        })
        .collect();
    // G-Men—Bust a Shipment or Hijack empties a loaded truck, and Hey, Free Truck then steals it
    // (FAQ: « afin de porter un coup double »): the two warnings one after the other read as if
    // loading kept the truck safe (web review 25, finding 5: the only truck lost so).
    let stealer = threats.iter().find(|t| t.0 == "empty");
    let emptier = threats.iter().find(|t| t.0 == "seized" || t.0 == "hijacked");
    if let (Some(&(_, stealer, stealer_card, _)), Some(&(_, emptier, emptier_card, _))) = (stealer, emptier)
        && load != Some(0)
    {
        let args = [
            ("emptier", n.seat(emptier)),
            ("emptier_card", n.muscle(emptier_card)),
            ("stealer", n.seat(stealer)),
            ("stealer_card", n.muscle(stealer_card)),
            ("truck", n.truck(truck)),
        ];
        said.push_str(&n.t("prompt-load-threat-both", &args));
    }
    said
}

/// The thug card that keeps the crates left off the trucks (its script's `warehouse`), which
/// the loading question names when the seat holds it.
const WAREHOUSE: &str = "warehouse";

/// An authority card's cost, and what this seat would be short of when it and the drivers'
/// wages fall due together (PHASE 1, 5a: « Si un Truand ne peut pas tout payer, il paye ce
/// qu'il peut ... et continue à jouer sans pénalité ni dette »): `over` is 0 when it can pay.
pub fn authority(n: &Narrator<'_>, v: &View<'_>, card: AuthorityId) -> Vec<(&'static str, Arg)> {
    let cost = i64::from(n.content.authority[usize::from(card.0)].cost);
    let wages = super::rules::authority::wages_of(n.content, v.board(), v.seat);
    let over = (cost + wages - v.money()).max(0);
    vec![
        ("cost", n.money(cost)),
        ("wages", n.money(wages)),
        ("money", n.money(v.money())),
        ("over", num(over)),
        ("short", n.money(over)),
    ]
}

/// An answer to a card's own question (its script names them after the card: `hit_whose`):
/// the card's text, which says what it does with the answer.
fn card_target(n: &Narrator<'_>, prompt: &str) -> String {
    let card = n.content.muscle.iter().filter(|m| prompt.starts_with(m.id.as_str())).max_by_key(|m| m.id.len());
    match card {
        Some(m) => n.t(
            "help-target",
            &[
                ("card", Arg::Str(n.t(&format!("card-{}", m.id), &[]))),
                ("text", Arg::Str(n.t(&format!("card-{}.text", m.id), &[]))),
            ],
        ),
        None => n.t("help-done", &[]),
    }
}

#[cfg(test)]
mod tests {
    use super::super::Bootleggers;
    use super::super::choice::Choice;
    use super::super::content::MuscleId;
    use super::super::load::load;
    use super::super::narrate::Narrator;
    use super::super::state::{Asking, VigorishAsked};
    use super::super::view::View;
    use crate::engine::content::Source;
    use crate::engine::game::Game;
    use crate::engine::locale::Locale;
    use crate::engine::seat::Seat;

    /// Paying A Little Vigorish on a family still the cop watches does not keep the cop off
    /// it (PHASE 3): the help on paying says so, where it said "it produces as usual"; and
    /// says nothing of him when he watches another still.
    #[test]
    fn paying_the_vigorish_warns_of_the_cop_watching_the_still() {
        let content = load(&Source::Embedded).unwrap();
        let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
        state.turn = content.rules.cop.watches_from_turn;
        state.asking = Some(Asking::Vigorish(VigorishAsked {
            card: MuscleId(0),
            offsite: None,
            to: Seat(1),
            per_die: 3,
            dice: 4,
        }));
        for (lang, warned) in [
            ("en", "except that the cop watches it: a 5 on any of its dice still makes it produce nothing (PHASE 3)."),
            (
                "fr",
                "sauf que le Flic le surveille : un 5 sur l'un de ses dés l'empêche quand même de produire (PHASE 3).",
            ),
            (
                "nl",
                "behalve dat de flik haar in het oog houdt: een 5 op een van haar dobbelstenen legt haar toch stil (PHASE 3).",
            ),
        ] {
            let locale = Locale::load(&Source::Embedded, super::super::content::GAME_ID, lang).unwrap();
            let n = Narrator { content: &content, locale: &locale };
            let mut help = |cop| {
                state.cop = cop;
                let v = View::new(&state, &content, Seat(0), &[]);
                super::what(&n, &v, "vigorish", &Choice::Accept).replace(['\u{2068}', '\u{2069}'], "")
            };
            let watched = help(Some(Seat(0)));
            assert!(watched.contains(warned), "{lang}: {watched}");
            let elsewhere = help(Some(Seat(2)));
            assert!(!elsewhere.contains("(PHASE 3)") && elsewhere.ends_with('.'), "{lang}: {elsewhere}");
        }
    }

    /// A truck's destination where another bootlegger played Packing Heat says what each
    /// crate sold there costs, on the option and in its help (a newcomer paid it unwarned);
    /// the card's holder is told nothing of a fee he does not pay.
    #[test]
    fn a_destination_under_anothers_packing_heat_says_its_fee() {
        use super::super::content::SpeakeasyId;
        let content = load(&Source::Embedded).unwrap();
        let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
        let texas = SpeakeasyId(1);
        state.speakeasies[1].effects.packing_heat = Some((Seat(1), 1));
        for (lang, option, help) in [
            (
                "en",
                "; Packing Heat: you pay Player 2 $1G a crate sold",
                " Packing Heat was played here: you pay Player 2 $1G for each crate you sell here.",
            ),
            (
                "fr",
                "; Packing Heat (Baisse des prix) : vous payez $1G par Caisse vendue à Joueur 2",
                " Packing Heat (Baisse des prix) a été joué ici : vous payez à Joueur 2 $1G par Caisse que vous y vendez.",
            ),
            (
                "nl",
                "; Packing Heat (Gewapend): je betaalt Speler 2 $1G per verkocht krat",
                " Hier is Packing Heat (Gewapend) gespeeld: je betaalt Speler 2 $1G voor elk krat dat je hier verkoopt.",
            ),
        ] {
            let locale = Locale::load(&Source::Embedded, super::super::content::GAME_ID, lang).unwrap();
            let n = Narrator { content: &content, locale: &locale };
            let plain = |s: String| s.replace(['\u{2068}', '\u{2069}'], "");
            let v = View::new(&state, &content, Seat(0), &[]);
            let said = plain(n.t("option-dispatch", &super::destination(&n, &v, texas)));
            assert!(said.ends_with(option), "{lang}: {said}");
            let helped = plain(super::what(&n, &v, "dispatch", &Choice::Speakeasy(texas)));
            assert!(helped.ends_with(help), "{lang}: {helped}");
            let holder = View::new(&state, &content, Seat(1), &[]);
            let own = plain(n.t("option-dispatch", &super::destination(&n, &holder, texas)));
            assert!(!own.contains("Packing Heat"), "{lang}: {own}");
        }
    }
}
