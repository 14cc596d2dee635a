//! A drive's destinations (5.1, and the police car's, 5.3) in short rows: the street once, then
//! what the car could do there in a few words, then what stands there. A drive lists twenty to
//! forty-five streets: at a terminal they are grouped by what is there (an attack, resources, a
//! turf...), each group's rule said once in its heading, so a screen of fifty rows keeps the
//! map above the question. `help N` says each option whole.

use super::super::board::StreetId;
use super::super::choice::{Action, PoliceAction};
use super::super::state::{Target, Where};
use super::super::view::View;
use super::{Screen, empty, s};
use crate::engine::locale::Arg;

/// What a destination offers first, which names its group at a terminal.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Offers {
    /// The street the car stands on: listed alone.
    Stay,
    Attack,
    Business,
    Gangsters,
    Resources,
    TakeOver,
    Claim,
    /// The police car's (5.4).
    Raid,
    Bust,
    Clear,
    Confiscate,
    /// Nothing to do there but drive.
    Nothing,
}

impl Screen<'_> {
    /// What taking a rival's turf over costs this seat, with the cards that made it cheaper:
    /// "for $0" said nothing of Sad Ken (5.2.2).
    /// Out of gas (8.1): at the turn it keeps the car still, the action question `q` says why
    /// no drive came, and whose card it was.
    pub(super) fn with_gas(&self, v: &View, prompt: &str, q: String) -> String {
        match v.out_of_gas() {
            Some(by) if prompt == "action" => {
                let by = by.map_or_else(|| "none".into(), |p| self.n.seat(p));
                format!("{q} {}", self.t("out-of-gas-now", &[("by", by)]))
            }
            _ => q,
        }
    }

    pub(super) fn takeover_cost(&self, v: &View) -> Arg {
        let cost = self.n.money(v.my_takeover_cost());
        let who: Vec<String> = v.takeover_cheapeners().into_iter().map(|g| s(self.n.gangster(g))).collect();
        if who.is_empty() {
            return cost;
        }
        // What the cards save on the bank's price (5.2.2), said in place of brackets, which a
        // group's heading holds in its own.
        let saved = self.n.money(v.content.rules.turf_takeover - v.my_takeover_cost());
        self.t("cost-by-cards", &[("cost", cost), ("who", who.join(", ").into()), ("saved", saved)]).into()
    }

    /// The streets a drive reaches (5.1, 5.3), as the rules list them: from where the car (or
    /// the police car) stands, the die and the best driver's (or the police's) bonus.
    pub(super) fn reach(&self, v: &View, prompt: &str) -> Option<Vec<StreetId>> {
        use super::super::event::Why;
        let (from, allowed) = if prompt == "move_police" {
            (v.police_at(), i64::from(v.last_roll(Why::PoliceMovement)?) + v.content.rules.police_bonus)
        } else {
            let me = v.my_gangsters().into_iter().filter(|&(_, at)| at == Where::Car);
            let bonus = me.map(|(g, _)| v.gangster_card(g).drive).max().unwrap_or(0).max(0);
            (v.car_at(v.seat()), i64::from(v.last_roll(Why::Movement)?) + bonus)
        };
        Some(v.content.board.reachable(from, allowed))
    }

    /// What a drive to `st` offers first: an attack before a business or a contract, before
    /// the seat's own gangsters, resources, a rival's turf, a free turf; for the police car a
    /// raid, a bust, a turf cleared, tokens confiscated (what the police would hit there were
    /// their action of this game round spent).
    pub(super) fn offers(&self, v: &View, prompt: &str, st: StreetId) -> Offers {
        if Self::stays(v, prompt, st) {
            return Offers::Stay;
        }
        if prompt == "move_police" {
            let targets = v.police_targets_at(st);
            let has = |f: fn(&PoliceAction) -> bool| targets.iter().any(f);
            return if has(|p| matches!(p, PoliceAction::Raid(_))) {
                Offers::Raid
            } else if has(|p| matches!(p, PoliceAction::Bust(_))) {
                Offers::Bust
            } else if has(|p| matches!(p, PoliceAction::ClearTurf(_))) {
                Offers::Clear
            } else if has(|p| matches!(p, PoliceAction::Confiscate(_))) {
                Offers::Confiscate
            } else {
                Offers::Nothing
            };
        }
        let actions = v.actions_at(st);
        let has = |f: &dyn Fn(&Action) -> bool| actions.iter().any(f);
        if has(&|a| matches!(a, Action::DriveBy(_) | Action::AttackBusiness(_))) {
            Offers::Attack
        } else if has(&|a| {
            matches!(a, Action::OpenBusiness { .. } | Action::StartContract(_) | Action::CompleteContract(_))
        }) {
            Offers::Business
        } else if has(&|a| matches!(a, Action::MoveGangsters(_) | Action::FreeFromJail | Action::PickUpFromHospital)) {
            Offers::Gangsters
        } else if has(&|a| matches!(a, Action::TakeResources(_))) {
            Offers::Resources
        } else if has(&|a| matches!(a, Action::ClaimTurf(sq) if v.turf_owner(*sq).is_some())) {
            Offers::TakeOver
        } else if has(&|a| matches!(a, Action::ClaimTurf(_))) {
            Offers::Claim
        } else {
            Offers::Nothing
        }
    }

    /// The heading of a drive's group at a terminal: what its streets offer, the rule they
    /// share said once (what a turf pays, 6.1; what a takeover costs, 5.2.2). A group that
    /// would hold one street only is none: that street is listed alone, in as many rows.
    pub(super) fn drive_group(&self, v: &View, prompt: &str, st: StreetId) -> Option<String> {
        let offers = self.offers(v, prompt, st);
        if offers == Offers::Stay {
            return None;
        }
        // The police action of this game round spent, nothing is acted on where the car stops:
        // one group, whose heading says so, rather than groups named for what it cannot do (5.3).
        if prompt == "move_police" && v.police_actions_left() == 0 {
            return Some(self.t("option-group-police-spent", &[]));
        }
        if let Some(reach) = self.reach(v, prompt) {
            let alike = reach.into_iter().filter(|&o| self.offers(v, prompt, o) == offers).count();
            if alike < 2 {
                return None;
            }
        }
        let key = match offers {
            Offers::Stay => return None,
            Offers::Attack => "option-group-drive-attack",
            Offers::Business => "option-group-drive-business",
            Offers::Gangsters => "option-group-drive-gangsters",
            Offers::Resources => "option-group-drive-resources",
            Offers::TakeOver => "option-group-drive-take-over",
            Offers::Claim => "option-group-drive-claim",
            Offers::Nothing if prompt != "move_police" => "option-group-drive-only",
            Offers::Raid => "option-group-police-raid",
            Offers::Bust => "option-group-police-bust",
            Offers::Clear => "option-group-police-clear",
            Offers::Confiscate => "option-group-police-confiscate",
            Offers::Nothing => "option-group-police-nothing",
        };
        let args = [
            ("cost", self.takeover_cost(v)),
            ("income", self.turf_income(v)),
            ("left", i64::from(v.police_actions_left()).into()),
        ];
        Some(self.t(key, &args))
    }

    /// A drive's destination in one short row: "street 12 — take Player 3's turf for $100
    /// (the North Garage)"; the street the car stands on is where it stays.
    pub(super) fn drive_option(&self, v: &View, prompt: &str, st: StreetId) -> String {
        let key = if Self::stays(v, prompt, st) { "choice-street-stay" } else { "choice-street" };
        let mut line = self.t(key, &[("street", self.n.street(st))]);
        let found = self.drive_found(v, prompt, st);
        if !found.is_empty() {
            line.push_str(" — ");
            line.push_str(&found.join(&self.t("play-separator", &[])));
        }
        // What else stands there that a newcomer looks for: a garage, the hospital, the police
        // department, the businesses and cars no option names (`help N` tells all of it).
        let mut there = self.landmarks(v, prompt, st);
        // 5.2.5: the rivals an empty car cannot attack are named in its note, which comes last,
        // after the brackets of what stands there (not brackets after its rule's number).
        let unarmed = Self::unarmed_at(v, prompt, st).then(|| {
            let rivals = self.rivals_words(v, st);
            there.retain(|l| !rivals.contains(l));
            self.t("drive-unarmed", &[("what", self.and_list(rivals).into())])
        });
        if !there.is_empty() {
            line.push_str(&format!(" ({})", there.join(", ")));
        }
        if let Some(unarmed) = unarmed {
            line.push_str(" — ");
            line.push_str(&unarmed);
        }
        line
    }

    /// What a car could do at `st`, in a few words each (the street named once, in the row);
    /// what the police could do there, or, their action of this game round spent, what their
    /// next one would hit.
    fn drive_found(&self, v: &View, prompt: &str, st: StreetId) -> Vec<String> {
        if prompt == "move_police" {
            let left = v.police_actions_left() > 0;
            return v.police_targets_at(st).into_iter().map(|p| self.drive_police(v, p, left)).collect();
        }
        // 7.0: the action that would win the game says so (`win.rs`).
        let actions = v.actions_at(st).into_iter().filter(|&a| a != Action::Pass);
        actions.map(|a| self.with_win(v, a, self.drive_action(v, a))).collect()
    }

    /// The rivals' cars and businesses at `st` as the drive's rows name them by the street.
    fn rivals_words(&self, v: &View, st: StreetId) -> Vec<String> {
        let n = self.n;
        v.rivals_at(st)
            .into_iter()
            .map(|t| match t {
                Target::Car(seat) => self.t("choice-street-car", &[("seat", n.seat(seat))]),
                Target::Business(b) => {
                    let owner = v.business(b).owner.map_or_else(|| self.t("nothing", &[]).into(), |o| n.seat(o));
                    self.t("choice-street-business", &[("business", n.business(b)), ("seat", owner)])
                }
            })
            .collect()
    }

    /// Whether a rival's car or business stands at `st` that the seat's car cannot attack
    /// because no gangster rides in it ("au moins un gangster dans votre voiture pour pouvoir
    /// attaquer", 5.2.5): the attack options vanished and nothing said why.
    pub(super) fn unarmed_at(v: &View, prompt: &str, st: StreetId) -> bool {
        prompt == "move" && v.car_count(v.seat()) == 0 && !v.rivals_at(st).is_empty()
    }

    /// An action where the car stops, in a few words (5.2).
    fn drive_action(&self, v: &View, a: Action) -> String {
        let n = self.n;
        match a {
            Action::TakeResources(sq) => self.t("drive-take-resources", &[("what", n.res(&v.tokens(sq)))]),
            // What it does to the local respect marker and its power point (5.2.2).
            Action::ClaimTurf(sq) => {
                let line = match v.turf_owner(sq) {
                    Some(owner) => {
                        self.t("drive-take-over-turf", &[("owner", n.seat(owner)), ("cost", self.takeover_cost(v))])
                    }
                    None => self.t("drive-claim-turf", &[]),
                };
                match self.respect_change(v, sq, Some(v.seat())) {
                    Some(change) => format!("{line} — {change}"),
                    None => line,
                }
            }
            Action::OpenBusiness { business, .. } => self.t(
                "drive-open-business",
                &[("business", n.business(business)), ("cost", n.res(&v.opening_cost(business)))],
            ),
            Action::StartContract(c) => self.t("drive-start-contract", &[("contract", n.contract(c))]),
            Action::CompleteContract(c) => self.t(
                "action-complete-contract",
                &[("contract", n.contract(c)), ("prize", self.contract_prize(v, c).into())],
            ),
            Action::DriveBy(seat) => self.t(
                "drive-drive-by",
                &[("seat", n.seat(seat)), ("empty", empty(v, seat)), ("wins", self.drive_by_prize(v, seat).into())],
            ),
            Action::AttackBusiness(b) => self.attack_business(v, b, "drive-attack-business"),
            Action::MoveGangsters(b) => self.t("action-move-gangsters", &[("business", n.business(b))]),
            Action::FreeFromJail => self.t("drive-free-from-jail", &[]),
            Action::PickUpFromHospital => self.t("drive-pick-up", &[]),
            Action::Pass => self.t("action-pass", &[]),
        }
    }

    /// A police action where the police car stops, in a few words (5.4); with no action left
    /// this game round (`left` false), only what it would hit.
    fn drive_police(&self, v: &View, p: PoliceAction, left: bool) -> String {
        let n = self.n;
        let owner =
            |o: Option<crate::engine::seat::Seat>| o.map_or_else(|| self.t("nothing", &[]).into(), |o| n.seat(o));
        let (key, args) = match p {
            PoliceAction::Raid(b) => {
                ("drive-police-raid", vec![("business", n.business(b)), ("seat", owner(v.business(b).owner))])
            }
            PoliceAction::Bust(seat) => ("drive-police-bust", vec![("seat", n.seat(seat)), ("empty", empty(v, seat))]),
            // What clearing it would do to the local respect marker (5.2.2, 5.4.3).
            PoliceAction::ClearTurf(sq) if left => {
                let line = self.t("drive-police-clear", &[("owner", owner(v.turf_owner(sq))), ("left", 1i64.into())]);
                return match self.respect_change(v, sq, None) {
                    Some(change) => format!("{line} — {change}"),
                    None => line,
                };
            }
            PoliceAction::ClearTurf(sq) => ("drive-police-clear", vec![("owner", owner(v.turf_owner(sq)))]),
            PoliceAction::Confiscate(sq) => ("drive-police-confiscate", vec![("what", n.res(&v.tokens(sq)))]),
            PoliceAction::Pass => return self.t("police-pass", &[]),
        };
        let mut args = args;
        args.push(("left", i64::from(left).into()));
        self.t(key, &args)
    }
}
