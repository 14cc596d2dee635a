//! What the event cards played in a fight do to it, in the words of the question that offers
//! them (8.1): Sneaking out the backdoor leaves the business to fight alone with its own
//! defence (5.2.5 B), with the chance of keeping it with and without the card; "no card now"
//! says the chance as things are; the cards played after a wound or a killing (Fabulous first
//! aid, Still standing) name the gangster who fell. The chances are the bots' own count
//! (`bots::odds`), as for the attack options (`chance.rs`).

use super::super::bots::odds::fight_odds;
use super::super::event::Part;
use super::super::narrate::signed;
use super::super::state::Target;
use super::super::view::View;
use super::Screen;

/// The card whose script hides a business's defenders (8.1, `Effect::HideDefenders`).
const BACKDOOR: &str = "sneaking_out_the_backdoor";

/// A fight's numbers from one side: its total and the other's, each with the rolls' card
/// bonuses, and the gangsters on each side.
struct Sides {
    mine: i64,
    theirs: i64,
    my_count: usize,
    their_count: usize,
    /// The business's own defence, where this side defends one.
    building: Option<i64>,
}

impl Screen<'_> {
    fn sides_now(v: &View) -> Option<Sides> {
        let f = v.fight()?;
        let (mine, totals, counts) = super::chance::fight_totals(v)?;
        let parts = v.fight_parts();
        let building = (mine == 1 && matches!(f.target, Target::Business(_))).then(|| {
            parts[1].iter().filter(|p| matches!(p, Part::Building { .. })).map(Part::bonus).sum::<i64>()
                + f.roll_bonus[1]
        });
        Some(Sides {
            mine: totals[mine],
            theirs: totals[1 - mine],
            my_count: counts[mine],
            their_count: counts[1 - mine],
            building,
        })
    }

    /// The chance this seat wins the fight (5.2.5 C): the attacker must win a round per
    /// defending gangster and one for the car or business before losing one per gangster of
    /// his and one for his car; `fight_odds` counts it from the attacker's side.
    fn win_chance(v: &View, s: &Sides, mine: i64, my_count: usize) -> f64 {
        let sides = i64::from(v.content.rules.die_sides);
        if v.fight().is_some_and(|f| f.attacker == v.seat()) {
            fight_odds(mine, s.theirs, my_count, s.their_count, sides)
        } else {
            1.0 - fight_odds(s.theirs, mine, s.their_count, my_count, sides)
        }
    }

    /// Sneaking out the backdoor played now by the business's defender (8.1): the business
    /// then fights alone, its own defence against the attack, and the chance of keeping it
    /// with and without the card. `None` for another card, outside a fight this seat defends
    /// a business in.
    pub(super) fn backdoor_change(&self, v: &View, e: u8) -> Option<String> {
        if v.content.events[usize::from(e)].id != BACKDOOR {
            return None;
        }
        let s = Self::sides_now(v)?;
        let alone = s.building?;
        let with = Self::win_chance(v, &s, alone, 0);
        let without = Self::win_chance(v, &s, s.mine, s.my_count);
        Some(self.t(
            "fight-card-backdoor",
            &[
                ("mine", signed(alone)),
                ("theirs", signed(s.theirs)),
                ("with", self.times_in_ten(with).into()),
                ("without", self.times_in_ten(without).into()),
            ],
        ))
    }

    /// "No card now" at a fight's start: the chance of winning it, or of keeping the business
    /// defended, as things are (5.2.5 C). Empty at another moment.
    pub(super) fn no_card_chance(&self, v: &View, window: &str) -> String {
        let Some(s) = Self::sides_now(v).filter(|_| window == "shootout_start") else { return String::new() };
        let chance = Self::win_chance(v, &s, s.mine, s.my_count);
        self.t(
            "choice-no-event-chance",
            &[
                ("mine", signed(s.mine)),
                ("theirs", signed(s.theirs)),
                ("keep", if s.building.is_some() { "yes" } else { "no" }.into()),
                ("chance", self.times_in_ten(chance).into()),
            ],
        )
    }

    /// A card played after a wound or a killing, in its words naming the gangster who fell
    /// (`card-<id>-named`), where its language has them and the fallen one is this seat's.
    pub(super) fn fallen_option(&self, v: &View, e: u8, prompt: &str) -> Option<String> {
        if !matches!(prompt, "play_event:after_kill" | "play_event:after_wound") {
            return None;
        }
        let named = format!("card-{}-named", v.content.events[usize::from(e)].id);
        let g = v.falling_gangster().filter(|_| self.n.locale.has(&named))?;
        Some(self.t(&named, &[("gangster", self.n.gangster(g))]))
    }
}
