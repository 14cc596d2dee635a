//! The command `thug` typed while a card in hand cannot be played: which card, why not now
//! and when it may be. A thug card is played while the authority cards lie face up, at the
//! moment it prints and on what it names (UTILISATION DES CARTES VOYOU: "Ces restrictions
//! spéciales sont toujours imprimées sur la carte"), its price paid (NOTES.md); a card drawn
//! with Windfall and kept "pendant la phase d'Autorité d'un tour futur" (DESCRIPTION DÉTAILLÉE
//! DES CARTES VOYOU). "You will be asked the next time the rules allow it" alone left a
//! newcomer holding Packing Heat with no open speakeasy but O'Malley's waiting for a question
//! that could not come.
//!
//! What is read here is what the seat may see: its own hand, money and reserve, the phase,
//! the board, the trucks. A card's own script condition (Hijack's empty truck large enough)
//! is not: such a card is left to the table's words.

use super::super::content::{MuscleId, SpeakeasyId, Target, Window};
use super::super::narrate::Narrator;
use super::super::state::{Asking, Phase};
use super::super::view::View;
use crate::engine::locale::Arg;

/// The messages read here.
pub const MESSAGES: &[&str] = &["thug-request-waiting", "thug-waits", "thug-waits-when"];

/// Why a card waits, as `thug-waits` selects it, with the numbers it names.
struct Wait {
    why: &'static str,
    /// `this` turn, the `next`, or none left (`last`): when its moment comes again.
    turn: &'static str,
    price: i64,
    size: String,
    /// The speakeasies it may not be played on (O'Malley's, for Packing Heat).
    except: Vec<SpeakeasyId>,
}

impl Wait {
    fn new(why: &'static str) -> Wait {
        Wait { why, turn: "this", price: 0, size: String::new(), except: Vec::new() }
    }

    fn at(why: &'static str, this_turn: bool, v: &View<'_>) -> Wait {
        let last = v.board().turn >= v.content.rules.game_turns();
        Wait {
            turn: if this_turn {
                "this"
            } else if last {
                "last"
            } else {
                "next"
            },
            ..Wait::new(why)
        }
    }
}

/// Whether this turn's loading (PHASE 4, 2) is over and the trucks go to the docks: the seat
/// is asked where a truck goes, or one stands at a dock.
fn past_loading(v: &View<'_>) -> bool {
    let st = v.board();
    st.phase == Phase::Shipping
        && (matches!(st.asking, Some(Asking::Truck(_))) || st.trucks.iter().any(|t| t.at.is_some()))
}

/// Why `card` cannot be played at the next moment the rules offer thug cards, in the order
/// the rules look (`rules::thugs::waits`): its moment, its price, a truck to lend, something
/// to play it on. `None` where nothing the seat sees keeps it back.
fn wait(v: &View<'_>, card: MuscleId) -> Option<Wait> {
    let st = v.board();
    let printed = v.content.muscle.get(usize::from(card.0))?;
    let phase = st.phase;
    let Some(thug) = printed.thug() else {
        let copies = |cards: &[MuscleId]| cards.iter().filter(|&&c| c == card).count();
        let now = phase == Phase::Authority && copies(v.thug_hand()) > copies(&v.me().kept_this_turn);
        return (!now).then(|| Wait::at("authority", false, v));
    };
    let before = phase < Phase::Shipping || phase == Phase::Shipping && !past_loading(v);
    let moment = match thug.window {
        Window::AuthorityFaceUp => None,
        Window::Shipping => (phase != Phase::Shipping).then(|| Wait::at("shipping", phase < Phase::Shipping, v)),
        Window::ShippingAfterLoading => before.then(|| Wait::at("after_loading", true, v)),
        Window::TrucksLinedUp => (before || phase > Phase::Sales).then(|| Wait::at("lined_up", before, v)),
        Window::ThugPlayed => {
            (!st.players.iter().any(|(_, p)| !p.face_up.is_empty())).then(|| Wait::new("thug_played"))
        }
    };
    if let Some(moment) = moment {
        return Some(moment);
    }
    let price = thug.param("price").unwrap_or(0.0) * thug.param("least").unwrap_or(1.0);
    if (v.money() as f64) < price {
        return Some(Wait { price: price.ceil() as i64, ..Wait::new("money") });
    }
    if let Some(size) = thug.truck.filter(|&size| !st.truck_left(v.content, size)) {
        return Some(Wait { size: v.content.rules.truck(size).id.clone(), ..Wait::new("truck") });
    }
    if super::super::rules::thugs::target_on_table(v.content, st, v.seat, card) {
        return None;
    }
    let why = match thug.target {
        Target::OpenSpeakeasy => "open_speakeasy",
        Target::Speakeasy => "speakeasy",
        Target::SpeakeasyImprovement => "improvement",
        Target::OffsiteStill => "offsite_still",
        Target::LoadedTruck => "loaded_truck",
        Target::EmptyTruck => "empty_truck",
        Target::LinedUpTruck => "lined_up_truck",
        Target::ThugCard => "thug_played",
        Target::Nothing | Target::Bootlegger | Target::AuthorityCard | Target::Still => return None,
    };
    Some(Wait { except: thug.not_on.clone(), ..Wait::new(why) })
}

/// What `thug` says where a card in hand waits: each such card, why not now and when it may
/// be played; the others are asked at the next moment. `None` where none waits (the table's
/// own words then hold).
pub fn requested(n: &Narrator<'_>, v: &View<'_>) -> Option<String> {
    let mut cards: Vec<MuscleId> = Vec::new();
    for &card in v.thug_hand() {
        if !cards.contains(&card) {
            cards.push(card);
        }
    }
    let (waiting, ready): (Vec<_>, Vec<_>) = cards.into_iter().map(|c| (c, wait(v, c))).partition(|(_, w)| w.is_some());
    let said: Vec<String> = waiting
        .into_iter()
        .filter_map(|(card, w)| w.map(|w| (card, w)))
        .map(|(card, w)| {
            let except = if w.except.is_empty() {
                Arg::Str("none".into())
            } else {
                let names: Vec<String> = w.except.iter().map(|s| String::from(n.speakeasy(*s))).collect();
                Arg::Str(names.join(&n.t("card-list-separator", &[])))
            };
            n.t(
                "thug-waits",
                &[
                    ("card", n.muscle(card)),
                    ("why", Arg::Str(w.why.into())),
                    ("turn", Arg::Str(w.turn.into())),
                    ("price", n.money(w.price)),
                    ("money", n.money(v.money())),
                    (
                        "size",
                        Arg::Str(if w.size.is_empty() {
                            String::new()
                        } else {
                            n.t(&format!("truck-{}", w.size), &[])
                        }),
                    ),
                    ("except", except),
                ],
            )
        })
        .collect();
    if said.is_empty() {
        return None;
    }
    let ready: Vec<MuscleId> = ready.into_iter().map(|(c, _)| c).collect();
    let (count, ready) = (Arg::Num(ready.len() as i64), n.muscles(&ready));
    Some(n.t("thug-request-waiting", &[("waiting", Arg::Str(said.join(" "))), ("ready", ready), ("count", count)]))
}
