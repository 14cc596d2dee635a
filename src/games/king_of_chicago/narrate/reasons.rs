//! The news of a fight and of power points with their reasons: whose die a card rolls, why one
//! who fell goes to the hospital or the graveyard (5.2.5, "Hospital or graveyard?"), and what
//! moved a seat's power points (1.2).

use super::super::event::{Fall, PowerParts};
use super::super::state::{Card, GangsterId, Where};
use super::Narrator;
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

impl Narrator<'_> {
    /// A card's own roll, named with the card, and what The Doctor's die needs and that Freddie
    /// Forgery's jails him for life (8.2).
    pub(super) fn card_roll(&self, seat: Option<Seat>, face: u8, card: Option<Card>) -> String {
        let who = seat.map_or(Arg::Str(String::new()), |s| self.seat(s));
        let Some(card) = card else {
            return self.locale.text("roll-card", &[("seat", who), ("face", i64::from(face).into())]);
        };
        let param = |key: &str| match card {
            Card::Gangster(g) => {
                self.content.gangsters.get(usize::from(g)).and_then(|c| c.params.get(key)).and_then(|x| x.as_integer())
            }
            _ => None,
        };
        let saves = param("saves_from");
        // Freddie Forgery's card: on `jailed_on` or more he is jailed for life (8.2).
        let jailed = param("jailed_on").is_some_and(|on| i64::from(face) >= on);
        let args = [
            ("seat", who),
            ("face", i64::from(face).into()),
            ("card", self.card(card)),
            ("from", saves.map_or(Arg::Str("none".into()), Arg::Num)),
            ("jailed", Arg::Str(if jailed { "yes" } else { "no" }.into())),
        ];
        self.locale.text("roll-card-for", &args)
    }

    /// One who fell, with what sent him where he goes when the dice or Massacre did.
    pub(super) fn fell(&self, seat: Seat, gangster: GangsterId, to: Where, why: Option<Fall>) -> String {
        let line = self.fell_why(seat, gangster, to, why);
        // A card that lets anyone take him from the hospital says so as he goes there (Easy
        // Mike: `card-<id>.hospital`), where its language has the words.
        let note = format!("card-{}.hospital", self.content.gangsters[usize::from(gangster.0)].id);
        if to == Where::Hospital && self.locale.has(&note) {
            return format!("{line} {}", self.locale.text(&note, &[]));
        }
        line
    }

    fn fell_why(&self, seat: Seat, gangster: GangsterId, to: Where, why: Option<Fall>) -> String {
        let mut args = vec![("seat", self.seat(seat)), ("gangster", self.gangster(gangster)), ("to", self.place(to))];
        let Some(why) = why else { return self.locale.text("casualty", &args) };
        let why = match why {
            Fall::Massacre => self.locale.text("fall-massacre", &[]),
            Fall::Dice { winner, loser } => {
                let kill = self.content.rules.kill_difference;
                let gap = i64::from(winner) - i64::from(loser);
                let killed = if to == Where::Graveyard {
                    "yes"
                } else if loser > winner {
                    "higher"
                } else {
                    "no"
                };
                let args = [
                    ("winner", i64::from(winner).into()),
                    ("loser", i64::from(loser).into()),
                    ("gap", gap.abs().into()),
                    ("kill", kill.into()),
                    ("killed", killed.into()),
                ];
                self.locale.text("fall-dice", &args)
            }
        };
        args.push(("why", why.into()));
        self.locale.text("casualty-why", &args)
    }

    /// A seat's power points, with what they are made of (1.2): beside the last count told, the
    /// part that moved shows what changed them.
    pub(super) fn power(&self, seat: Seat, points: i64, from: Option<PowerParts>) -> String {
        let mut args = vec![("seat", self.seat(seat)), ("points", points.into())];
        let parts: Vec<String> = from.map_or_else(Vec::new, |c| {
            let per = self.content.rules.gangsters_per_point;
            [
                ("power-part-businesses", c.by.businesses),
                ("power-part-contracts", c.by.contracts),
                ("power-part-respect", c.by.respect),
                ("power-part-gangsters", c.by.gangsters),
            ]
            .into_iter()
            // No point at all says the gangsters' part, with how many are active: "0 power
            // points" after a gangster lost says why (1 active, a point for every 2).
            .filter(|&(id, n)| n != 0 || points == 0 && id == "power-part-gangsters")
            .map(|(id, n)| self.locale.text(id, &[("n", n.into()), ("active", c.active.into()), ("per", per.into())]))
            .collect()
        });
        let Some(why) =
            parts.into_iter().reduce(|a, b| self.locale.text("power-part-and", &[("a", a.into()), ("b", b.into())]))
        else {
            return self.locale.text("power", &args);
        };
        args.push(("why", why.into()));
        self.locale.text("power-why", &args)
    }

    /// The taker's unchanged points after a capture, and why they did not rise (1.2, 5.4.1).
    pub(super) fn power_kept(&self, seat: Seat, points: i64, from: PowerParts, closed: bool) -> String {
        let line = self.power(seat, points, Some(from));
        let why =
            self.locale.text(if closed { "power-kept-closed" } else { "power-kept" }, &[("seat", self.seat(seat))]);
        format!("{line} {why}")
    }
}
