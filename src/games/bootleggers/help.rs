//! What an option does, in words, for `help N` at the terminal and in the browser: the card's
//! text or what the rules do with the answer, what it costs and what comes next, with the
//! rulebook section behind it.

use super::choice::{Choice, Deal, StillRef};
use super::content::MuscleId;
use super::narrate::Narrator;
use super::view::View;
use crate::engine::locale::Arg;

/// The messages help reads.
pub const MESSAGES: &[&str] = &[
    "help-rule",
    "help-authority",
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
    "help-target",
    "help-play-now",
    "help-keep",
    "help-done",
    "help-done-influence",
    "help-done-deal",
    "help-done-thug",
    "help-done-thug-window",
    "help-politics",
    "help-propose",
    "help-accept-deal",
    "help-refuse-deal",
    "help-accept-vigorish",
    "help-refuse-vigorish",
    "help-load",
    "help-deal-crates",
    "help-price",
    "help-allow",
    "help-forbid",
    "help-section-phase-1",
    "help-section-phase-2",
    "help-section-phase-4",
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

/// `option` (the option as the screen shows it) explained: what answering it does.
pub fn explain(n: &Narrator<'_>, v: &View<'_>, prompt: &str, c: &Choice, option: String) -> String {
    let what = what(n, v, prompt, c);
    n.t(
        "help-rule",
        &[("option", Arg::Str(option)), ("what", Arg::Str(what)), ("rule", Arg::Str(n.t(rule(prompt), &[])))],
    )
}

/// A muscle card's text, and whether it is played at once or may be kept (PHASE 1, 5b).
fn muscle(n: &Narrator<'_>, card: MuscleId) -> String {
    let m = &n.content.muscle[usize::from(card.0)];
    let text = Arg::Str(n.t(&format!("card-{}.text", m.id), &[]));
    let id = if m.thug().is_some() { "help-muscle-thug" } else { "help-muscle-at-once" };
    n.t(id, &[("text", text)])
}

fn what(n: &Narrator<'_>, v: &View<'_>, prompt: &str, c: &Choice) -> String {
    let st = v.board();
    let players = st.player_count();
    match *c {
        Choice::Authority { card } => {
            let cost = n.content.authority[usize::from(card.0)].cost;
            n.t("help-authority", &[("cost", n.money(i64::from(cost)))])
        }
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
            Some(&card) => muscle(n, card),
            None => n.t("help-done", &[]),
        },
        Choice::Thug { card } => n.t(&format!("card-{}.text", n.content.muscle[usize::from(card.0)].id), &[]),
        Choice::Still(StillRef::BackRoom) | Choice::BackRoom => n.t("help-back-room", &[]),
        Choice::Still(s) => n.t("help-still", &[("still", n.still(s))]),
        Choice::TwoDice => n.t("help-two-dice", &[]),
        Choice::NewOffsite => n.t("help-new-offsite", &[]),
        Choice::Speakeasy(s) => {
            let printed = &n.content.board.speakeasies[usize::from(s.0)];
            let args = [
                ("speakeasy", n.speakeasy(s)),
                ("shaded", num(printed.circles_shaded)),
                ("price", n.money(i64::from(printed.wholesale(players)))),
                ("margin", n.money(i64::from(printed.margin(players)))),
                ("plus", num(n.content.rules.improvement_per_die)),
            ];
            let id = match prompt {
                "influence" => "help-influence",
                "improvement" | "improvement_from_back_room" => "help-improvement",
                "dispatch" => "help-dispatch",
                _ => return card_target(n, prompt),
            };
            n.t(id, &args)
        }
        Choice::PlayNow => n.t("help-play-now", &[]),
        Choice::Keep => n.t("help-keep", &[]),
        Choice::Done => n.t(
            match prompt {
                "influence" | "die_from_back_room" | "improvement_from_back_room" => "help-done-influence",
                "deal" => "help-done-deal",
                "thug" => "help-done-thug-window",
                "investigation" | "deal_cards" => "help-done-thug",
                _ => "help-done",
            },
            &[],
        ),
        Choice::Propose(d) => {
            let crates = matches!(d, Deal::SellCrates { .. });
            n.t("help-propose", &[("crates", num(i64::from(crates)))])
        }
        Choice::Accept if prompt == "vigorish" => n.t("help-accept-vigorish", &[]),
        Choice::Refuse if prompt == "vigorish" => n.t("help-refuse-vigorish", &[]),
        Choice::Accept => n.t("help-accept-deal", &[]),
        Choice::Refuse => n.t("help-refuse-deal", &[]),
        Choice::Allow => n.t("help-allow", &[]),
        Choice::Forbid => n.t("help-forbid", &[]),
        Choice::Load(k) if prompt == "load" => n.t("help-load", &[("n", num(k))]),
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
        Choice::Player(_) | Choice::StillOf { .. } | Choice::Truck(_) | Choice::Count(_) => card_target(n, prompt),
    }
}

/// The card whose "how many markers" this seat answers (City or State Politics, the card it
/// played last) and the price of one marker, as its numbers say ("au coût de $4G chacun",
/// DESCRIPTION DÉTAILLÉE DES CARTES VOYOU).
pub fn politics(n: &Narrator<'_>, v: &View<'_>) -> Option<(MuscleId, i64)> {
    let card = v.playing()?;
    Some((card, n.content.muscle[usize::from(card.0)].thug()?.param("price")? as i64))
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
