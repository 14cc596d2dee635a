//! The narrator: events as sentences in the chosen language (`locales/<lang>.ftl`,
//! `## Narration`).

use super::board::{SquareId, StreetId};
use super::content::Content;
use super::defs::{Res3, Resource, Size};
use super::event::{Event, Why};
use super::state::{BusinessId, Card, GangsterId, Target, Where};
use crate::engine::locale::{Arg, Locale};
use crate::engine::seat::Seat;

mod reasons;
mod shootout;

/// Turns events into text.
#[derive(Clone, Copy)]
pub struct Narrator<'a> {
    pub content: &'a Content,
    pub locale: &'a Locale,
}

impl Narrator<'_> {
    /// What event card `e` does, in short (`card-<id>-short`), where its language says it: a
    /// mod's new card may have no such words. Its option and the news of its play read it.
    pub fn event_short(&self, e: u8) -> Option<String> {
        let short = format!("card-{}-short", self.content.events[usize::from(e)].id);
        self.locale.has(&short).then(|| self.locale.text(&short, &[]))
    }

    pub(crate) fn seat(&self, s: Seat) -> Arg {
        Arg::Str(self.locale.text("seat", &[("n", Arg::Num(i64::from(s.0) + 1))]))
    }

    pub fn gangster(&self, g: GangsterId) -> Arg {
        Arg::Str(self.locale.text(&format!("card-{}", self.content.gangsters[usize::from(g.0)].id), &[]))
    }

    /// A gangster card's text (its numbers and what it does), without its closing full stop:
    /// the lot's news and the auction's question quote it in brackets (6.3).
    pub fn gangster_text(&self, g: GangsterId) -> String {
        let id = &self.content.gangsters[usize::from(g.0)].id;
        self.locale.text(&format!("card-{id}.text"), &[]).trim_end_matches('.').to_string()
    }

    pub(crate) fn business(&self, b: BusinessId) -> Arg {
        Arg::Str(self.locale.text(&format!("business-{}", self.content.businesses[usize::from(b.0)].id), &[]))
    }

    /// A card's text (what it prints and does), without its closing full stop.
    pub(crate) fn card_text(&self, c: Card) -> String {
        let key = format!("card-{}.text", self.content.card_id(c));
        if !self.locale.has(&key) {
            return String::new();
        }
        self.locale.text(&key, &[]).trim_end_matches('.').to_string()
    }

    pub(crate) fn contract(&self, c: u8) -> Arg {
        Arg::Str(self.locale.text(&format!("card-{}", self.content.contracts[usize::from(c)].id), &[]))
    }

    /// A contract with its terms (5.2.4): where it starts, where it is finished and what it
    /// pays, so that a hand or an option naming it tells what it asks ("Help you help me
    /// (Republican HQ → Democrat HQ, $900)"); a reward of 0 is the card's own (Red hot tip's
    /// bet), said in the card's short words (`card-<id>.short`) where it has them: a newcomer
    /// never sees the card.
    pub(crate) fn contract_terms(&self, c: u8) -> Arg {
        let k = &self.content.contracts[usize::from(c)];
        let spot = |s| super::catalogue::spot_name(self.content, self.locale, s);
        let short = format!("card-{}.short", k.id);
        let rule = if self.locale.has(&short) { short.as_str() } else { "contract-reward-as-card" };
        let args = [
            ("rule", Arg::Str(self.locale.text(rule, &[]))),
            ("contract", self.contract(c)),
            ("start", spot(k.start).into()),
            ("finish", spot(k.finish).into()),
            ("reward", self.money(k.reward)),
            ("paid", k.reward.into()),
        ];
        Arg::Str(self.locale.text("contract-terms", &args))
    }

    /// A square's name: named places have one (`square-<id>`); a turf or a lot is called after
    /// the street it stands by (`square-turf`, `square-business`: "the turf by street 24"), one
    /// of each at most a street, drawn at that street's corner on the board picture.
    pub fn square(&self, sq: SquareId) -> Arg {
        let s = self.content.board.square(sq);
        let key = format!("square-{}", s.id);
        if self.locale.has(&key) {
            return Arg::Str(self.locale.text(&key, &[]));
        }
        let kind = format!("{:?}", s.kind).to_lowercase();
        Arg::Str(self.locale.text(&format!("square-{kind}"), &[("street", self.street(s.street))]))
    }

    /// A street square's name: `street-<id>` when the locale gives one, else "street 24", the
    /// number the board picture draws on it (its id's digits; an id without digits as it is).
    pub(crate) fn street(&self, st: StreetId) -> Arg {
        let id = &self.content.board.streets[usize::from(st.0)].id;
        let key = format!("street-{id}");
        if self.locale.has(&key) {
            return Arg::Str(self.locale.text(&key, &[]));
        }
        Arg::Str(self.locale.text("street-number", &[("n", street_number(id).into())]))
    }

    /// An amount of money as the language writes it (`amount-money`: "$650", "650 $"): every
    /// sum the narration, the screen and the help print goes through here.
    pub(crate) fn money(&self, n: i64) -> Arg {
        Arg::Str(self.locale.text("amount-money", &[("n", n.into())]))
    }

    pub(crate) fn res(&self, r: &Res3) -> Arg {
        let parts: Vec<String> = Resource::ALL
            .iter()
            .filter(|&&k| r.get(k) > 0)
            .map(|&k| self.locale.text(&format!("resource-count-{}", k.key()), &[("n", r.get(k).into())]))
            .collect();
        Arg::Str(if parts.is_empty() { self.locale.text("nothing", &[]) } else { parts.join(", ") })
    }

    pub(crate) fn place(&self, w: Where) -> Arg {
        match w {
            Where::Business(b) => self.business(b),
            other => Arg::Str(self.locale.text(&format!("where-{}", other.word()), &[])),
        }
    }

    /// What an attack is aimed at: a car, or a business and its owner.
    fn attacked(&self, target: Target, defender: Seat) -> Arg {
        match target {
            Target::Business(b) => Arg::Str(
                self.locale.text("target-business", &[("business", self.business(b)), ("seat", self.seat(defender))]),
            ),
            car => self.target(car),
        }
    }

    /// Gangsters' names, or "nobody".
    fn names(&self, gs: &[GangsterId]) -> String {
        if gs.is_empty() {
            return self.locale.text("nobody", &[]);
        }
        let v: Vec<String> = gs.iter().map(|&g| self.gangster(g).into()).collect();
        v.join(", ")
    }

    pub(crate) fn target(&self, t: Target) -> Arg {
        match t {
            Target::Car(s) => Arg::Str(self.locale.text("target-car", &[("seat", self.seat(s))])),
            Target::Business(b) => self.business(b),
        }
    }

    pub(crate) fn card(&self, c: Card) -> Arg {
        match c {
            Card::Gangster(g) => self.gangster(GangsterId(g)),
            Card::Event(e) => {
                Arg::Str(self.locale.text(&format!("card-{}", self.content.events[usize::from(e)].id), &[]))
            }
            Card::Contract(k) => self.contract(k),
            Card::Resource(r) => {
                let rc = &self.content.resource_cards[usize::from(r)];
                Arg::Str(self.locale.text(
                    "resource-card",
                    &[("what", self.res(&Res3::one(rc.resource, rc.count))), ("place", self.square(rc.place))],
                ))
            }
        }
    }

    /// What changes hands one way in a deal, or "nothing".
    pub fn bundle(&self, b: &crate::games::king_of_chicago::state::Bundle) -> String {
        let mut parts = Vec::new();
        if b.money > 0 {
            parts.push(self.money(b.money).into());
        }
        if b.resources.total() > 0 {
            parts.push(self.res(&b.resources).into());
        }
        parts.extend(b.events.iter().map(|&e| String::from(self.card(Card::Event(e)))));
        parts.extend(b.contracts.iter().map(|&k| String::from(self.contract(k))));
        parts.extend(b.gangsters.iter().map(|&g| String::from(self.gangster(g))));
        if parts.is_empty() { self.locale.text("nothing", &[]) } else { parts.join(", ") }
    }

    /// The sentence for one event as `viewer` may be told it: what the rules hide from that
    /// seat is left out (`secrecy::hidden_from`).
    pub fn line_for(&self, e: &Event, viewer: Seat) -> Option<String> {
        if !super::secrecy::hidden_from(e, viewer) {
            return self.line(e);
        }
        let t = |id: &str, args: &[(&str, Arg)]| Some(self.locale.text(id, args));
        match *e {
            Event::Dealt { seat, business, .. } => {
                t("hidden-dealt", &[("seat", self.seat(seat)), ("business", self.business(business))])
            }
            // 6.2: a card kept face down, an event card or a contract, and how many such the
            // seat now holds (their backs are in view).
            Event::Drew { seat, held, .. } => {
                t("hidden-drew", &[("seat", self.seat(seat)), ("held", (held as i64).into())])
            }
            Event::GangsterMoved { seat, from, to, .. } => t(
                "hidden-gangster-moved",
                &[("seat", self.seat(seat)), ("from", self.place(from)), ("to", self.place(to))],
            ),
            Event::StoleGangster { from, to, .. } => {
                t("hidden-stole-gangster", &[("from", self.seat(from)), ("to", self.seat(to))])
            }
            Event::StoleCard { from, to, .. } => {
                t("hidden-stole-card", &[("from", self.seat(from)), ("to", self.seat(to))])
            }
            Event::Peeked { seat, target, .. } => {
                t("hidden-peeked", &[("seat", self.seat(seat)), ("target", self.target(target))])
            }
            Event::Moved { .. } => self.moved(e, false),
            // The gangster who made a takeover cheaper may lie face down: "a gangster's card".
            Event::TurfClaimed { seat, square, from, paid, .. } => {
                self.line(&Event::TurfClaimed { seat, square, from, paid, by: Vec::new() })
            }
            Event::Produced { .. } | Event::MoneyChanged { .. } | Event::Stole { .. } => self.without_card(e),
            Event::DealMade { from, to, .. } => t("hidden-deal", &[("from", self.seat(from)), ("to", self.seat(to))]),
            Event::DealRefused { from, to, .. } => {
                t("hidden-deal-refused", &[("from", self.seat(from)), ("to", self.seat(to))])
            }
            _ => None,
        }
    }

    /// What a card's script did, without the card: the line for a seat that may not know it.
    fn without_card(&self, e: &Event) -> Option<String> {
        let t = |id: &str, args: &[(&str, Arg)]| Some(self.locale.text(id, args));
        match *e {
            Event::Produced { seat, taken, .. } if taken.total() >= 0 => {
                t("produced", &[("seat", self.seat(seat)), ("what", self.res(&taken))])
            }
            Event::Produced { seat, taken, .. } => {
                let mut lost = Res3::default();
                lost.sub(&taken);
                t("lost-resources", &[("seat", self.seat(seat)), ("what", self.res(&lost))])
            }
            Event::MoneyChanged { seat, amount, .. } if amount >= 0 => {
                t("money-gained", &[("seat", self.seat(seat)), ("amount", self.money(amount))])
            }
            Event::MoneyChanged { seat, amount, .. } => {
                t("money-lost", &[("seat", self.seat(seat)), ("amount", self.money(-amount))])
            }
            // 8.1: Burglary's die may ask more than the victim had left; the line says so.
            Event::Stole { from, to, what, short, .. } if short > 0 && what.total() == 0 => {
                t("stole-ran-out", &[("from", self.seat(from)), ("to", self.seat(to)), ("short", short.into())])
            }
            Event::Stole { from, to, what, .. } => {
                t("stole", &[("from", self.seat(from)), ("to", self.seat(to)), ("what", self.res(&what))])
            }
            _ => None,
        }
    }

    /// `line` said with the card that did it.
    fn by_card(&self, line: String, card: Card) -> Option<String> {
        Some(self.locale.text("by-card", &[("line", line.into()), ("card", self.card(card))]))
    }

    /// The sentence for one event, by the part of the game it tells; `None` for events that
    /// are only bookkeeping.
    pub fn line(&self, e: &Event) -> Option<String> {
        match *e {
            Event::Roll { .. }
            | Event::Dealt { .. }
            | Event::OrderRolled { .. }
            | Event::OrderTied { .. }
            | Event::FirstPlayer { .. }
            | Event::StartSquare { .. }
            | Event::ResourcesPlaced { .. }
            | Event::RoundStarted { .. }
            | Event::ActionRound { .. }
            | Event::Turn { .. }
            | Event::TradeRound { .. }
            | Event::RoundCap { .. } => self.round_line(e),
            Event::Moved { .. }
            | Event::StuckInGarage { .. }
            | Event::NoAction { .. }
            | Event::TookResources { .. }
            | Event::TurfClaimed { .. }
            | Event::RespectMarker { .. }
            | Event::BusinessOpened { .. }
            | Event::GangsterMoved { .. }
            | Event::ContractStarted { .. }
            | Event::ContractCompleted { .. }
            | Event::ContractHandedOver { .. }
            | Event::ContractCancelled { .. } => self.action_line(e),
            Event::Attack { .. }
            | Event::ShootoutStarted { .. }
            | Event::ShootoutRound { .. }
            | Event::Casualty { .. }
            | Event::FightsOn { .. }
            | Event::ShootoutEnded { .. }
            | Event::Garaged { .. }
            | Event::LeftGarage { .. }
            | Event::BusinessTaken { .. } => self.shootout_line(e),
            Event::PoliceMoved { .. }
            | Event::Raid { .. }
            | Event::Jailed { .. }
            | Event::BusinessClosed { .. }
            | Event::BusinessReopened { .. }
            | Event::TurfCleared { .. }
            | Event::Confiscated { .. } => self.police_line(e),
            Event::Income { .. }
            | Event::Drew { .. }
            | Event::DrewCards { .. }
            | Event::Reshuffled { .. }
            | Event::DeckEmpty { .. }
            | Event::Lot { .. }
            | Event::Bid { .. }
            | Event::Passed { .. }
            | Event::Bought { .. }
            | Event::Unsold { .. }
            | Event::CannotBid { .. }
            | Event::PoliceLot
            | Event::CannotBribe { .. }
            | Event::PoliceBribed { .. }
            | Event::PoliceUnbribed
            | Event::DealOffered { .. }
            | Event::DealRefused { .. }
            | Event::DealMade { .. }
            | Event::Power { .. }
            | Event::PowerKept { .. }
            | Event::Won { .. } => self.trade_line(e),
            Event::EventPlayed { .. }
            | Event::Neutralised { .. }
            | Event::Escaped { .. }
            | Event::FightEnded { .. }
            | Event::RollBonus { .. }
            | Event::Massacre
            | Event::Sacrificed { .. }
            | Event::Hid { .. }
            | Event::Spared { .. }
            | Event::StaysInFight { .. }
            | Event::PoliceCancelled { .. }
            | Event::Frozen { .. }
            | Event::Unfrozen { .. }
            | Event::SitsOut { .. }
            | Event::OutOfGas { .. }
            | Event::ExtraMove { .. }
            | Event::PoliceControl { .. }
            | Event::ExtraPoliceAction
            | Event::Produced { .. }
            | Event::MoneyChanged { .. }
            | Event::Stole { .. }
            | Event::Hired { .. }
            | Event::StoleGangster { .. }
            | Event::StoleCard { .. }
            | Event::StoleFewerCards { .. }
            | Event::Peeked { .. }
            | Event::CarMoved { .. } => self.card_line(e),
        }
    }

    /// The game's setup and the steps of its rounds.
    fn round_line(&self, e: &Event) -> Option<String> {
        let t = |id: &str, args: &[(&str, Arg)]| Some(self.locale.text(id, args));
        match *e {
            Event::Roll { seat, why: Why::Card, face, card } => Some(self.card_roll(seat, face, card)),
            Event::Roll { seat, why, face, .. } => {
                let why = match why {
                    // Told with its total, the dice together (`OrderRolled`).
                    Why::TurnOrder => return None,
                    Why::Movement => "movement",
                    Why::PoliceMovement => "police-movement",
                    Why::Shootout => return None,
                    Why::Police => return None,
                    Why::Card => "card",
                };
                let who = seat.map_or(Arg::Str(String::new()), |s| self.seat(s));
                t(&format!("roll-{why}"), &[("seat", who), ("face", i64::from(face).into())])
            }
            Event::Dealt { seat, business, gangster } => t(
                "dealt",
                &[
                    ("seat", self.seat(seat)),
                    ("business", self.business(business)),
                    ("gangster", self.gangster(gangster)),
                ],
            ),
            Event::OrderRolled { seat, ref dice, total } => {
                let dice: Vec<String> = dice.iter().map(u8::to_string).collect();
                t(
                    "order-rolled",
                    &[("seat", self.seat(seat)), ("dice", dice.join(" + ").into()), ("total", total.into())],
                )
            }
            Event::OrderTied { ref seats, total } => {
                let mut seats: Vec<String> = seats.iter().map(|&s| self.seat(s).into()).collect();
                let last = seats.pop().unwrap_or_default();
                t("order-tied", &[("seats", seats.join(", ").into()), ("last", last.into()), ("total", total.into())])
            }
            Event::FirstPlayer { seat } => t("first-player", &[("seat", self.seat(seat))]),
            Event::StartSquare { seat, square, business } => t(
                "start-square",
                &[("seat", self.seat(seat)), ("business", self.business(business)), ("square", self.square(square))],
            ),
            Event::ResourcesPlaced { place, added } => {
                if added.total() == 0 {
                    return t("resources-none", &[("place", self.square(place))]);
                }
                t("resources-placed", &[("what", self.res(&added)), ("place", self.square(place))])
            }
            Event::RoundStarted { round, first } => {
                t("round-started", &[("round", i64::from(round).into()), ("seat", self.seat(first))])
            }
            Event::ActionRound { round, action_round } => {
                t("action-round", &[("round", i64::from(round).into()), ("n", i64::from(action_round).into())])
            }
            Event::Turn { .. } => None,
            Event::TradeRound { round } => t("trade-round", &[("round", i64::from(round).into())]),
            Event::RoundCap { round, leader } => match leader {
                Some(s) => t("round-cap", &[("round", i64::from(round).into()), ("seat", self.seat(s))]),
                None => t("round-cap-draw", &[("round", i64::from(round).into())]),
            },
            _ => unreachable!("{e:?} is not routed here by `line`"),
        }
    }

    /// A seat's action round: its car's move and its action.
    fn action_line(&self, e: &Event) -> Option<String> {
        let t = |id: &str, args: &[(&str, Arg)]| Some(self.locale.text(id, args));
        match *e {
            Event::Moved { .. } => self.moved(e, true),
            Event::StuckInGarage { seat } => t("stuck-in-garage", &[("seat", self.seat(seat))]),
            Event::NoAction { seat } => t("no-action", &[("seat", self.seat(seat))]),
            Event::TookResources { seat, place, taken } => t(
                "took-resources",
                &[("seat", self.seat(seat)), ("what", self.res(&taken)), ("place", self.square(place))],
            ),
            // What the turf square pays every trade round (6.1).
            Event::TurfClaimed { seat, square, from, paid, ref by } => {
                let income = self.money(self.content.rules.turf_income);
                match from {
                    Some(o) => t(
                        "turf-taken-over",
                        &[
                            ("seat", self.seat(seat)),
                            ("square", self.square(square)),
                            ("owner", self.seat(o)),
                            ("paid", self.money(paid)),
                            // A gangster's card (Sad Ken, 5.2.2) made it cheaper: by how much.
                            ("saving", (self.content.rules.turf_takeover - paid).max(0).into()),
                            ("saved", self.money(self.content.rules.turf_takeover - paid)),
                            // Who: "none" where the log does not say (`by` empty).
                            ("by", if by.is_empty() { "none".into() } else { self.names(by).into() }),
                            ("income", income),
                        ],
                    ),
                    None => t(
                        "turf-claimed",
                        &[("seat", self.seat(seat)), ("square", self.square(square)), ("income", income)],
                    ),
                }
            }
            Event::RespectMarker { holder } => match holder {
                Some(s) => t("respect-to", &[("seat", self.seat(s))]),
                None => t("respect-none", &[]),
            },
            Event::BusinessOpened { seat, business, square, paid } => t(
                "business-opened",
                &[
                    ("seat", self.seat(seat)),
                    ("business", self.business(business)),
                    ("square", self.square(square)),
                    ("paid", self.res(&paid)),
                ],
            ),
            Event::GangsterMoved { seat, gangster, from, to } => t(
                "gangster-moved",
                &[
                    ("seat", self.seat(seat)),
                    ("gangster", self.gangster(gangster)),
                    ("from", self.place(from)),
                    ("to", self.place(to)),
                ],
            ),
            Event::ContractStarted { seat, contract } => {
                t("contract-started", &[("seat", self.seat(seat)), ("contract", self.contract(contract))])
            }
            Event::ContractCompleted { seat, contract, reward } => t(
                "contract-completed",
                // A card that pays no reward (Red hot tip: its bet is all it pays, told before)
                // does not "collect $0".
                &[
                    ("seat", self.seat(seat)),
                    ("contract", self.contract(contract)),
                    ("reward", self.money(reward)),
                    ("paid", reward.into()),
                ],
            ),
            Event::ContractHandedOver { from, to, contract } => t(
                "contract-handed-over",
                &[("from", self.seat(from)), ("to", self.seat(to)), ("contract", self.contract(contract))],
            ),
            Event::ContractCancelled { seat, contract } => {
                t("contract-cancelled", &[("seat", self.seat(seat)), ("contract", self.contract(contract))])
            }
            _ => unreachable!("{e:?} is not routed here by `line`"),
        }
    }

    /// A car's move: how far it may drive, and the best driver's Drive bonus (8.2) beside the
    /// die it adds to, the driver named when `named` (to his owner: he lies face down, 3.2).
    fn moved(&self, e: &Event, named: bool) -> Option<String> {
        let Event::Moved { seat, from, to, allowed, driver } = *e else { return None };
        let why = driver.map_or(Arg::Str(String::new()), |g| {
            let bonus = self.content.gangsters[usize::from(g.0)].drive;
            let mut args = vec![("die", (allowed - bonus).into()), ("bonus", bonus.into())];
            if named {
                args.push(("gangster", self.gangster(g)));
            }
            Arg::Str(self.locale.text(if named { "move-why-driver" } else { "move-why-driver-hidden" }, &args))
        });
        let args = [("seat", self.seat(seat)), ("to", self.street(to)), ("allowed", allowed.into()), ("why", why)];
        Some(self.locale.text(if from == to { "stayed" } else { "moved" }, &args))
    }

    /// The police car and its raids.
    fn police_line(&self, e: &Event) -> Option<String> {
        let t = |id: &str, args: &[(&str, Arg)]| Some(self.locale.text(id, args));
        match *e {
            // 5.3: the police car's bonus, named beside the die it adds to.
            Event::PoliceMoved { seat, from, to, allowed } => {
                let bonus = self.content.rules.police_bonus;
                let why = if bonus > 0 {
                    Arg::Str(
                        self.locale
                            .text("move-why-police", &[("die", (allowed - bonus).into()), ("bonus", bonus.into())]),
                    )
                } else {
                    Arg::Str(String::new())
                };
                t(
                    if from == to { "police-stayed" } else { "police-moved" },
                    &[("seat", self.seat(seat)), ("to", self.street(to)), ("allowed", allowed.into()), ("why", why)],
                )
            }
            Event::Raid { seat, target, police_die, owner_die, success } => t(
                match (success, police_die == 0 && owner_die == 0) {
                    (true, true) => "raid-decided-success",
                    (false, true) => "raid-decided-failed",
                    (true, false) => "raid-success",
                    (false, false) => "raid-failed",
                },
                &[
                    ("seat", self.seat(seat)),
                    ("target", self.target(target)),
                    ("pdie", i64::from(police_die).into()),
                    ("odie", i64::from(owner_die).into()),
                    // What a bust does differs for a car (5.4.2) and a business (5.4.1).
                    (
                        "kind",
                        match target {
                            Target::Car(_) => "car",
                            Target::Business(_) => "business",
                        }
                        .into(),
                    ),
                ],
            ),
            Event::Jailed { seat, gangster } => {
                t("jailed", &[("seat", self.seat(seat)), ("gangster", self.gangster(gangster))])
            }
            Event::BusinessClosed { business } => t("business-closed", &[("business", self.business(business))]),
            Event::BusinessReopened { business } => t("business-reopened", &[("business", self.business(business))]),
            Event::TurfCleared { seat, square, owner } => t(
                "turf-cleared",
                &[("seat", self.seat(seat)), ("square", self.square(square)), ("owner", self.seat(owner))],
            ),
            Event::Confiscated { seat, place, taken } => t(
                "confiscated",
                &[("seat", self.seat(seat)), ("what", self.res(&taken)), ("place", self.square(place))],
            ),
            _ => unreachable!("{e:?} is not routed here by `line`"),
        }
    }

    /// The trade round: income, cards drawn, the auction, deals and power.
    fn trade_line(&self, e: &Event) -> Option<String> {
        let t = |id: &str, args: &[(&str, Arg)]| Some(self.locale.text(id, args));
        match *e {
            // Election Day (8.1): the lost income names the card that froze it, and who played it.
            Event::Income { seat, businesses, turf, frozen: Some(by), .. } => t(
                "income-frozen",
                &[
                    ("seat", self.seat(seat)),
                    ("card", self.card(by.card)),
                    ("by", by.seat.map_or_else(|| "none".into(), |s| self.seat(s))),
                    ("businesses", self.money(businesses)),
                    ("turf", self.money(turf)),
                ],
            ),
            // A card that cancelled the income (Frankie the Squealer jailed) is named with its
            // text (RULINGS.md "No income"); the businesses paid the monopoly rate are named
            // with it (6.1).
            Event::Income { seat, businesses, turf, total, frozen: None, ref monopolies, cancelled_by } => {
                let cancelled = total == 0 && businesses + turf > 0;
                let key = match cancelled_by {
                    Some(_) if cancelled => "income-cancelled-by",
                    _ if cancelled => "income-cancelled",
                    _ => "income",
                };
                let (card, text) = cancelled_by
                    .map_or_else(|| (Arg::from("none"), String::new()), |c| (self.card(c), self.card_text(c)));
                let mut line = self.locale.text(
                    key,
                    &[
                        ("seat", self.seat(seat)),
                        ("businesses", self.money(businesses)),
                        ("turf", self.money(turf)),
                        ("total", self.money(total)),
                        ("extra", (total - businesses - turf).into()),
                        ("extra_money", self.money(total - businesses - turf)),
                        ("card", card),
                        ("text", text.into()),
                    ],
                );
                // 6.1: one sentence for each kind held alone, naming its businesses with the
                // rate each was paid.
                if !cancelled {
                    let mut kinds: Vec<_> = Vec::new();
                    for &(b, _) in monopolies {
                        let kind = self.content.businesses[usize::from(b.0)].kind;
                        if !kinds.contains(&kind) {
                            kinds.push(kind);
                        }
                    }
                    for kind in kinds {
                        let paid: Vec<String> = monopolies
                            .iter()
                            .filter(|(b, _)| self.content.businesses[usize::from(b.0)].kind == kind)
                            .map(|&(b, rate)| {
                                // The rate goes by the business's size (the rates are said once,
                                // in the sentence); a gangster's card may change it (The Mayor).
                                let marker = &self.content.businesses[usize::from(b.0)];
                                let size = match marker.size {
                                    Size::Small => "small",
                                    Size::Medium => "medium",
                                    Size::Large => "large",
                                };
                                let kind = self.locale.text(&format!("kind-{}", marker.kind.key()), &[]);
                                let base = self.content.rules.size(marker.size).monopoly;
                                let key =
                                    if rate == base { "income-monopoly-paid" } else { "income-monopoly-paid-card" };
                                self.locale.text(
                                    key,
                                    &[
                                        ("business", self.business(b)),
                                        ("rate", self.money(rate)),
                                        ("size", size.into()),
                                        ("kind", kind.into()),
                                        ("base", self.money(base)),
                                    ],
                                )
                            })
                            .collect();
                        let rates = |z: Size| self.content.rules.size(z);
                        let args = [
                            ("businesses", Arg::Str(paid.join(", "))),
                            ("kind", self.locale.text(&format!("kind-{}", kind.key()), &[]).into()),
                            ("small", self.money(rates(Size::Small).monopoly)),
                            ("medium", self.money(rates(Size::Medium).monopoly)),
                            ("large", self.money(rates(Size::Large).monopoly)),
                            ("usual_small", self.money(rates(Size::Small).income)),
                            ("usual_medium", self.money(rates(Size::Medium).income)),
                            ("usual_large", self.money(rates(Size::Large).income)),
                        ];
                        line.push(' ');
                        line.push_str(&self.locale.text("income-monopoly", &args));
                    }
                }
                Some(line)
            }
            // A gangster drawn joins the auction row and a resource card is laid on the board
            // (6.2.1, 6.2.4); events and contracts go to the hand.
            Event::Drew { seat, card, .. } => {
                let kind = match card {
                    Card::Gangster(_) => "gangster",
                    Card::Resource(_) => "resource",
                    Card::Event(_) | Card::Contract(_) => "hand",
                };
                t("drew", &[("seat", self.seat(seat)), ("card", self.card(card)), ("kind", kind.into())])
            }
            // 6.2: the count, the cards being said one by one before it.
            Event::DrewCards { seat, count } => {
                t("drew-cards", &[("seat", self.seat(seat)), ("count", (count as i64).into())])
            }
            Event::Reshuffled { cards } => t("reshuffled", &[("cards", (cards as i64).into())]),
            Event::DeckEmpty { seat } => t("deck-empty", &[("seat", self.seat(seat))]),
            // 6.3: the lot lies face up, its card read by all (and by a seat that cannot pay
            // the resources he costs, who is not asked to bid).
            Event::Lot { gangster } => {
                t("lot", &[("gangster", self.gangster(gangster)), ("text", self.gangster_text(gangster).into())])
            }
            Event::Bid { seat, amount } => t("bid", &[("seat", self.seat(seat)), ("amount", self.money(amount))]),
            Event::Passed { seat } => t("passed", &[("seat", self.seat(seat))]),
            Event::Bought { seat, gangster, price, .. } => t(
                "bought",
                &[("seat", self.seat(seat)), ("gangster", self.gangster(gangster)), ("price", self.money(price))],
            ),
            Event::Unsold { gangster } => t("unsold", &[("gangster", self.gangster(gangster))]),
            Event::CannotBid { seat, gangster } => {
                let cost = self.content.gangsters[usize::from(gangster.0)].cost;
                t(
                    "cannot-bid",
                    &[("seat", self.seat(seat)), ("gangster", self.gangster(gangster)), ("cost", self.res(&cost))],
                )
            }
            Event::PoliceLot => t("police-lot", &[]),
            Event::CannotBribe { seat, least } => {
                t("cannot-bribe", &[("seat", self.seat(seat)), ("least", self.money(least))])
            }
            Event::PoliceBribed { seat, price } => {
                t("police-bribed", &[("seat", self.seat(seat)), ("price", self.money(price))])
            }
            Event::PoliceUnbribed => t("police-unbribed", &[]),
            Event::Power { seat, points, from } => Some(self.power(seat, points, from)),
            Event::PowerKept { seat, points, from, closed } => Some(self.power_kept(seat, points, from, closed)),
            Event::Won { seat, points, .. } => t("won", &[("seat", self.seat(seat)), ("points", points.into())]),
            Event::DealOffered { from, to } => t("deal-offered", &[("from", self.seat(from)), ("to", self.seat(to))]),
            // A deal made or refused is told in full, in the same words.
            Event::DealRefused { from, to, ref give, ref get } | Event::DealMade { from, to, ref give, ref get } => t(
                if matches!(e, Event::DealRefused { .. }) { "deal-refused" } else { "deal-made" },
                &[
                    ("from", self.seat(from)),
                    ("to", self.seat(to)),
                    ("give", self.bundle(give).into()),
                    ("get", self.bundle(get).into()),
                ],
            ),
            _ => unreachable!("{e:?} is not routed here by `line`"),
        }
    }

    /// What an event card or a gangster's ability did.
    fn card_line(&self, e: &Event) -> Option<String> {
        let t = |id: &str, args: &[(&str, Arg)]| Some(self.locale.text(id, args));
        match *e {
            // What the card does, in short, where its language says it: a player told only
            // "Player 2 plays The pillow." then lost a gangster without knowing why (8.1).
            Event::EventPlayed { seat, card } => {
                let (seat, name) = (self.seat(seat), self.card(Card::Event(card)));
                match self.event_short(card) {
                    Some(does) => t("event-played-does", &[("seat", seat), ("card", name), ("does", does.into())]),
                    None => t("event-played", &[("seat", seat), ("card", name)]),
                }
            }
            Event::Neutralised { gangster } => t("neutralised", &[("gangster", self.gangster(gangster))]),
            Event::Escaped { seat } => t("escaped", &[("seat", self.seat(seat))]),
            Event::FightEnded { seat } => t("fight-ended", &[("seat", self.seat(seat))]),
            Event::RollBonus { seat, bonus } => t("roll-bonus", &[("seat", self.seat(seat)), ("bonus", bonus.into())]),
            Event::Massacre => t("massacre", &[]),
            Event::Sacrificed { seat, gangster } => {
                t("sacrificed", &[("seat", self.seat(seat)), ("gangster", self.gangster(gangster))])
            }
            Event::Hid { seat, gangster } => {
                t("hid", &[("seat", self.seat(seat)), ("gangster", self.gangster(gangster))])
            }
            Event::Spared { gangster, to } => {
                t("spared", &[("gangster", self.gangster(gangster)), ("to", self.place(to))])
            }
            Event::StaysInFight { gangster } => t("stays-in-fight", &[("gangster", self.gangster(gangster))]),
            Event::PoliceCancelled { seat } => t("police-cancelled", &[("seat", self.seat(seat))]),
            Event::Frozen { seat } => t("frozen", &[("seat", self.seat(seat))]),
            Event::Unfrozen { seat } => t("unfrozen", &[("seat", self.seat(seat))]),
            // Election Day (8.1): the car, the police car he controls and the bribe it wastes.
            Event::SitsOut { seat, police } => t(
                "sits-out",
                &[
                    ("seat", self.seat(seat)),
                    (
                        "police",
                        match police {
                            None => "none",
                            Some(0) => "free",
                            Some(_) => "paid",
                        }
                        .into(),
                    ),
                    ("bribe", self.money(police.unwrap_or(0))),
                ],
            ),
            Event::OutOfGas { seat } => t("out-of-gas", &[("seat", self.seat(seat))]),
            Event::ExtraMove { seat } => t("extra-move", &[("seat", self.seat(seat))]),
            Event::PoliceControl { seat } => t("police-control", &[("seat", self.seat(seat))]),
            Event::ExtraPoliceAction => t("extra-police-action", &[]),
            Event::Produced { card: Some(card), .. } => self.by_card(self.without_card(e)?, card),
            Event::MoneyChanged { card, .. } | Event::Stole { card, .. } => self.by_card(self.without_card(e)?, card),
            Event::Produced { card: None, .. } => self.without_card(e),
            Event::Hired { seat, gangster } => {
                t("hired", &[("seat", self.seat(seat)), ("gangster", self.gangster(gangster))])
            }
            Event::StoleGangster { from, to, gangster } => t(
                "stole-gangster",
                &[("from", self.seat(from)), ("to", self.seat(to)), ("gangster", self.gangster(gangster))],
            ),
            Event::StoleCard { from, to, card } => {
                t("stole-card", &[("from", self.seat(from)), ("to", self.seat(to)), ("card", self.card(card))])
            }
            // 8.1: a card takes only what the victim holds of the cards it may take.
            Event::StoleFewerCards { from, to, asked, held } => t(
                "stole-fewer-cards",
                &[("from", self.seat(from)), ("to", self.seat(to)), ("asked", asked.into()), ("held", held.into())],
            ),
            Event::Peeked { seat, target, ref gangsters } => {
                let names = self.names(gangsters);
                t("peeked", &[("seat", self.seat(seat)), ("target", self.target(target)), ("gangsters", names.into())])
            }
            Event::CarMoved { seat, to } => t("car-moved", &[("seat", self.seat(seat)), ("to", self.street(to))]),
            _ => unreachable!("{e:?} is not routed here by `line`"),
        }
    }
}

/// What the board picture writes on a street: its id's digits without leading zeros (`s08` is
/// 8), or the whole id when it has no digits (a mod's `main_st`).
pub(crate) fn street_number(id: &str) -> String {
    let digits: String = id.chars().filter(char::is_ascii_digit).collect();
    match digits.trim_start_matches('0') {
        "" if digits.is_empty() => id.to_string(),
        "" => "0".to_string(),
        n => n.to_string(),
    }
}

/// A bonus as the rulebook prints it, with its sign: "+2", "-1", "+0" (a side's attack or
/// defence at the start of a shootout, 5.2.5 b).
pub(crate) fn signed(n: i64) -> Arg {
    Arg::Str(format!("{n:+}"))
}
