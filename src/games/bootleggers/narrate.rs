//! The narration: what each event says, in the reader's language. What a seat may not see is
//! told only to it: the authority card it chose before the reveal, a card drawn face down,
//! the answers of others (shown by what follows them).

use super::choice::{Choice, Deal, StillRef};
use super::content::{AuthorityId, Content, MuscleId, SpeakeasyId, TruckCardId};
use super::event::{Event, ThugDid, Waits};
use super::state::TruckId;
use crate::engine::locale::{Arg, Locale};
use crate::engine::seat::Seat;

/// The messages the narration reads, beside the content's names (`Content::required_messages`).
pub const MESSAGES: &[&str] = &[
    "money",
    "truck-n",
    "still-offsite-n",
    "setup",
    "turn-began",
    "truck-offered",
    "muscle-offered",
    "muscle-reshuffled",
    "authority-chosen",
    "authority-chosen-hidden",
    "authority-revealed",
    "paid",
    "took-truck",
    "took-truck-discarded",
    "took-muscle",
    "recruited",
    "die-placed",
    "die-kept",
    "offsite-started",
    "improvement-placed",
    "improvement-kept",
    "kept",
    "kept-hidden",
    "kept-waits",
    "offers-discarded",
    "influence-placed",
    "control-tie",
    "opened",
    "closed",
    "produced",
    "produced-busted",
    "vigorish-paid",
    "vigorish-refused",
    "vigorish-unpaid",
    "vigorish-unpaid-had",
    "cop-moved",
    "deal-crates",
    "deal-crates-some",
    "rolled-on",
    "rolled-nothing-on",
    "deal-rent",
    "deal-sell-truck",
    "offered",
    "accepted",
    "refused",
    "no-more-offers",
    "refused-cards",
    "loaded",
    "crates-lost",
    "warehoused",
    "nowhere-to-go",
    "dispatched",
    "lined-up-again",
    "demand",
    "demand-unlimited",
    "public-dock-allowed",
    "public-dock-forbidden",
    "sold",
    "unsold",
    "margin",
    "no-margin",
    "no-margin-majority",
    "no-margin-raided",
    "no-margin-raided-control",
    "packing-heat",
    "truck-returned",
    "truck-returned-supply",
    "scores",
    "poorest",
    "turn-list",
    "game-ended",
    "thug-played",
    "cancelled",
    "cancelled-spared",
    "cancelled-truck",
    "did-destroyed",
    "did-added",
    "did-replaced",
    "did-paid",
    "did-die-destroyed",
    "did-authority",
    "authority-tenths",
    "did-control",
    "did-control-lost",
    "did-speakeasy",
    "did-vigorish",
    "did-die-taken",
    "did-offsite-destroyed",
    "did-improvement-moved",
    "did-truck",
    "did-recruited",
    "did-safe-house",
    "did-warehouse",
    "did-face-up",
    "did-face-up-wages",
    "did-nothing",
    "did-declined",
    "did-rolled",
    "drew",
    "drew-hidden",
    "capped",
    "capped-tie",
];

/// Names and sentences from a content and a language.
mod tie;

pub struct Narrator<'a> {
    pub content: &'a Content,
    pub locale: &'a Locale,
}

fn num(n: impl Into<i64>) -> Arg {
    Arg::Num(n.into())
}

impl Narrator<'_> {
    pub fn t(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.locale.text(id, args)
    }

    pub fn seat(&self, s: Seat) -> Arg {
        Arg::Str(self.t("seat", &[("n", num(s.0 + 1))]))
    }

    pub fn money(&self, n: i64) -> Arg {
        Arg::Str(self.t("money", &[("n", num(n))]))
    }

    /// The turns at whose end scores are announced and markers recruited, as the content sets
    /// them (PHASE 6: "A la fin des tours 4 et 8"), "4 and 8", and how many they are, for the
    /// words that name them (`turns` and `count`).
    pub fn recruiting_turns(&self) -> [(&'static str, Arg); 2] {
        let turns: Vec<String> = self.content.rules.recruiting.turns.iter().map(u8::to_string).collect();
        let list = match turns.split_last() {
            Some((last, first)) if !first.is_empty() => {
                self.t("turn-list", &[("first", Arg::Str(first.join(", "))), ("last", Arg::Str(last.clone()))])
            }
            _ => turns.concat(),
        };
        [("turns", Arg::Str(list)), ("count", num(turns.len() as i64))]
    }

    pub fn speakeasy(&self, s: SpeakeasyId) -> Arg {
        Arg::Str(self.t(&format!("speakeasy-{}", self.content.board.speakeasies[usize::from(s.0)].id), &[]))
    }

    /// Muscle cards by name, in the order given ("Hijack; Hey, Free Truck"): a card's name may
    /// hold a comma ("Move Over, Pigeon"), so the names are parted by the reader's
    /// `card-list-separator` (a semicolon), never by a comma.
    pub fn muscles(&self, cards: &[MuscleId]) -> Arg {
        let names: Vec<String> = cards.iter().map(|&c| String::from(self.muscle(c))).collect();
        Arg::Str(names.join(&self.t("card-list-separator", &[])))
    }

    pub fn muscle(&self, c: MuscleId) -> Arg {
        Arg::Str(self.t(&format!("card-{}", self.content.muscle[usize::from(c.0)].id), &[]))
    }

    pub fn truck_card(&self, c: TruckCardId) -> Arg {
        Arg::Str(self.t(&format!("card-{}", self.content.trucks[usize::from(c.0)].id), &[]))
    }

    pub fn truck(&self, t: TruckId) -> Arg {
        Arg::Str(self.t("truck-n", &[("n", num(i64::from(t.0) + 1))]))
    }

    pub fn authority(&self, a: AuthorityId) -> Arg {
        num(self.content.authority[usize::from(a.0)].number)
    }

    pub fn dock(&self, d: super::content::DockId) -> Arg {
        Arg::Str(self.t(&format!("dock-{}", self.content.board.docks[usize::from(d.0)].id), &[]))
    }

    pub fn still(&self, s: StillRef) -> Arg {
        Arg::Str(match s {
            StillRef::Family => self.t("still-family", &[]),
            StillRef::Offsite(i) => self.t("still-offsite-n", &[("n", num(i64::from(i) + 1))]),
            StillRef::BackRoom => self.t("back-room", &[]),
        })
    }

    pub fn deal(&self, d: &Deal) -> String {
        match *d {
            // A deal proposed before its number of crates is asked (PHASE 4, 1).
            Deal::SellCrates { from, to, crates: 0 } => {
                self.t("deal-crates-some", &[("from", self.seat(from)), ("to", self.seat(to))])
            }
            Deal::SellCrates { from, to, crates } => {
                self.t("deal-crates", &[("from", self.seat(from)), ("to", self.seat(to)), ("n", num(crates))])
            }
            Deal::RentTruck { from, to, truck } => {
                self.t("deal-rent", &[("from", self.seat(from)), ("to", self.seat(to)), ("truck", self.truck(truck))])
            }
            Deal::SellTruck { from, to, truck } => self.t(
                "deal-sell-truck",
                &[("from", self.seat(from)), ("to", self.seat(to)), ("truck", self.truck(truck))],
            ),
        }
    }

    /// An offer or a deal done, for its price and the thug cards paid with it.
    pub fn deal_line(&self, id: &str, deal: &Deal, price: i64, cards: &[MuscleId]) -> String {
        self.deal_line_with(id, deal, price, cards, Vec::new())
    }

    /// A deal for its price and cards, with `more` arguments (a refusal's reason).
    fn deal_line_with(&self, id: &str, deal: &Deal, price: i64, cards: &[MuscleId], more: Vec<(&str, Arg)>) -> String {
        let mut args = vec![("deal", Arg::Str(self.deal(deal))), ("price", self.money(price))];
        args.extend(more);
        if cards.is_empty() {
            return self.t(id, &args);
        }
        args.push(("cards", self.muscles(cards)));
        self.t(&format!("{id}-cards"), &args)
    }

    /// Scores announced, each seat's money by seat ("Player 1 $12G, Player 2 $17G").
    pub fn scores(&self, money: &[i64]) -> Arg {
        let list: Vec<String> = money
            .iter()
            .enumerate()
            .map(|(i, &m)| {
                format!("{} {}", self.t("seat", &[("n", num(i as i64 + 1))]), self.t("money", &[("n", num(m))]))
            })
            .collect();
        Arg::Str(list.join(", "))
    }

    fn dice(faces: &[u8]) -> Arg {
        Arg::Str(faces.iter().map(u8::to_string).collect::<Vec<_>>().join("-"))
    }

    /// The sentence telling `viewer` (or everyone) what `e` did.
    pub fn line(&self, e: &Event, viewer: Option<Seat>) -> Option<String> {
        match e {
            Event::Setup { .. }
            | Event::TurnBegan { .. }
            | Event::TruckOffered { .. }
            | Event::MuscleOffered { .. }
            | Event::MuscleReshuffled
            | Event::AuthorityChosen { .. }
            | Event::AuthorityRevealed { .. }
            | Event::Paid { .. }
            | Event::TookTruck { .. }
            | Event::TookMuscle { .. }
            | Event::Kept { .. }
            | Event::OffersDiscarded { .. } => self.authority_line(e, viewer),
            Event::Recruited { .. }
            | Event::DiePlaced { .. }
            | Event::OffsiteStarted { .. }
            | Event::ImprovementPlaced { .. } => self.back_room_line(e),
            Event::InfluencePlaced { .. }
            | Event::Opened { .. }
            | Event::Closed { .. }
            | Event::Produced { .. }
            | Event::Vigorish { .. }
            | Event::CopMoved { .. } => self.production_line(e, viewer),
            Event::Offered { .. }
            | Event::Accepted { .. }
            | Event::Refused { .. }
            | Event::NoMoreOffers { .. }
            | Event::Loaded { .. }
            | Event::CratesLost { .. }
            | Event::Warehoused { .. }
            | Event::NowhereToGo { .. }
            | Event::LinedUpAgain { .. }
            | Event::Dispatched { .. } => self.shipping_line(e, viewer),
            Event::Demand { .. }
            | Event::PublicDock { .. }
            | Event::Sold { .. }
            | Event::Unsold { .. }
            | Event::Margin { .. }
            | Event::NoMargin { .. }
            | Event::PackingHeat { .. }
            | Event::TrucksReturned { .. }
            | Event::ScoresAnnounced { .. }
            | Event::Poorest { .. }
            | Event::GameEnded { .. } => self.sales_line(e),
            Event::ThugPlayed { .. } | Event::Cancelled { .. } | Event::ThugDid { .. } => self.thug_line(e, viewer),
        }
    }

    /// The setup, and PHASE 1 (AUTORITÉ): the offers, the authority cards chosen and revealed,
    /// what each seat paid and took, the offers left discarded.
    fn authority_line(&self, e: &Event, viewer: Option<Seat>) -> Option<String> {
        let sees = |s: Seat| viewer.is_none_or(|v| v == s);
        let t = |id: &str, args: &[(&str, Arg)]| Some(self.t(id, args));
        match e {
            Event::Setup { seats, money, .. } => {
                // What each starts with beyond the money is the content's (Préparation), as set.
                let setup = &self.content.rules.setup;
                let truck = self.t(&format!("truck-{}", self.content.rules.truck(setup.truck).id), &[]);
                t(
                    "setup",
                    &[
                        ("n", num(*seats)),
                        ("money", self.money(*money)),
                        ("dice", num(setup.family_still_dice)),
                        ("truck", Arg::Str(truck)),
                        ("influence", num(setup.back_room_influence)),
                    ],
                )
            }
            // From the turn after the first scores announced, when the game ends: after the
            // sales of a turn that leaves a bootlegger with the money that ends it, or of the
            // last turn (FIN DU JEU ET VICTOIRE); a newcomer learnt it only when it came.
            Event::TurnBegan { turn } => {
                let rules = &self.content.rules;
                let last = rules.game_turns();
                let stage = match *turn {
                    t if t >= last => "last",
                    t if t >= rules.end_told_from() => "on",
                    _ => "early",
                };
                t(
                    "turn-began",
                    &[
                        ("turn", num(*turn)),
                        ("stage", stage.into()),
                        ("turns", num(last)),
                        ("left", num(i64::from(last) - i64::from(*turn) + 1)),
                        ("end_money", self.money(i64::from(rules.end_money))),
                    ],
                )
            }
            Event::TruckOffered { card } => t("truck-offered", &[("card", self.truck_card(*card))]),
            Event::MuscleOffered { cards } => t("muscle-offered", &[("cards", self.muscles(cards))]),
            Event::MuscleReshuffled => t("muscle-reshuffled", &[]),
            Event::AuthorityChosen { seat, card } => {
                if sees(*seat) {
                    t("authority-chosen", &[("seat", self.seat(*seat)), ("card", self.authority(*card))])
                } else {
                    t("authority-chosen-hidden", &[("seat", self.seat(*seat))])
                }
            }
            Event::AuthorityRevealed { cards } => {
                let list: Vec<String> = cards
                    .iter()
                    .map(|&(s, a)| {
                        // "Player 2 (7)": the seat, then its card's number.
                        format!(
                            "{} ({})",
                            self.t("seat", &[("n", num(s.0 + 1))]),
                            self.content.authority[usize::from(a.0)].number
                        )
                    })
                    .collect();
                t("authority-revealed", &[("cards", Arg::Str(list.join(", ")))])
            }
            Event::Paid { seat, wages, cost, paid } => t(
                "paid",
                &[
                    ("seat", self.seat(*seat)),
                    ("wages", self.money(*wages)),
                    ("cost", self.money(*cost)),
                    ("paid", self.money(*paid)),
                    ("short", num(i64::from(paid < &(wages + cost)))),
                    // PHASE 1, 5a: "il paye ce qu'il peut ... sans pénalité ni dette": the rest
                    // is let go.
                    ("rest", self.money((wages + cost - paid).max(0))),
                ],
            ),
            Event::TookTruck { seat, card, truck, price } => match truck {
                Some(tr) => t(
                    "took-truck",
                    &[
                        ("seat", self.seat(*seat)),
                        ("card", self.truck_card(*card)),
                        ("truck", self.truck(*tr)),
                        ("price", self.money(*price)),
                    ],
                ),
                None => t("took-truck-discarded", &[("seat", self.seat(*seat)), ("card", self.truck_card(*card))]),
            },
            Event::TookMuscle { seat, card } => {
                t("took-muscle", &[("seat", self.seat(*seat)), ("card", self.muscle(*card))])
            }
            Event::Kept { seat, card, waits } => {
                if let (Some(waits), true) = (waits, viewer == Some(*seat)) {
                    // Its taker was not asked "play now or keep": why, and what the card needs
                    // (UTILISATION DES CARTES VOYOU).
                    let text = self.t(&format!("card-{}.text", self.content.muscle[usize::from(card.0)].id), &[]);
                    let why = match waits {
                        Waits::Moment => "moment",
                        Waits::Target => "target",
                        Waits::Money => "money",
                        Waits::Truck => "truck",
                        Waits::Condition => "condition",
                    };
                    let args = [("card", self.muscle(*card)), ("why", why.into()), ("text", text.into())];
                    t("kept-waits", &args)
                } else if sees(*seat) {
                    t("kept", &[("seat", self.seat(*seat)), ("card", self.muscle(*card))])
                } else {
                    t("kept-hidden", &[("seat", self.seat(*seat))])
                }
            }
            // The offer spaces lie face up: everyone sees which cards go (PHASE 1, 7).
            Event::OffersDiscarded { cards } => {
                t("offers-discarded", &[("n", num(cards.len() as i64)), ("cards", self.muscles(cards))])
            }
            _ => unreachable!("{e:?} is not routed here by `line`"),
        }
    }

    /// The back room (PHASE 1, 5b): markers recruited into it, what waits there put to use.
    fn back_room_line(&self, e: &Event) -> Option<String> {
        let t = |id: &str, args: &[(&str, Arg)]| Some(self.t(id, args));
        match e {
            Event::Recruited { seat, markers } => t("recruited", &[("seat", self.seat(*seat)), ("n", num(*markers))]),
            Event::DiePlaced { seat, to: StillRef::BackRoom } => t("die-kept", &[("seat", self.seat(*seat))]),
            Event::DiePlaced { seat, to } => t("die-placed", &[("seat", self.seat(*seat)), ("still", self.still(*to))]),
            Event::OffsiteStarted { seat, offsite, dice } => t(
                "offsite-started",
                &[("seat", self.seat(*seat)), ("still", self.still(StillRef::Offsite(*offsite))), ("n", num(*dice))],
            ),
            Event::ImprovementPlaced { seat, to: Some(s) } => {
                t("improvement-placed", &[("seat", self.seat(*seat)), ("speakeasy", self.speakeasy(*s))])
            }
            Event::ImprovementPlaced { seat, to: None } => t("improvement-kept", &[("seat", self.seat(*seat))]),
            _ => unreachable!("{e:?} is not routed here by `line`"),
        }
    }

    /// PHASES 2 and 3: influence placed, speakeasies opened and closed, the stills' production
    /// with the cop and vigorish.
    fn production_line(&self, e: &Event, viewer: Option<Seat>) -> Option<String> {
        let t = |id: &str, args: &[(&str, Arg)]| Some(self.t(id, args));
        match e {
            // The marker first, then the opening it caused, in one sentence.
            // And whose control it ended, and who has it now (the placer, or nobody).
            Event::InfluencePlaced { seat, speakeasy, markers, opens, lost } => {
                let loser = lost.map_or(*seat, |l| l.seat);
                t(
                    "influence-placed",
                    &[
                        ("seat", self.seat(*seat)),
                        ("speakeasy", self.speakeasy(*speakeasy)),
                        ("n", num(*markers)),
                        ("opens", num(i64::from(*opens))),
                        ("lost", num(i64::from(lost.is_some()))),
                        ("loser", self.seat(loser)),
                        ("loser_you", num(i64::from(lost.is_some() && viewer == Some(loser)))),
                        ("kept", num(lost.map_or(0, |l| l.markers))),
                        ("others", num(lost.map_or(0, |l| l.others))),
                        ("taken", num(i64::from(lost.is_some_and(|l| l.to == Some(*seat))))),
                        ("tie", Arg::Str(self.tie(lost.as_ref().and_then(|l| l.tie.as_ref()), viewer))),
                    ],
                )
            }
            Event::Opened { by_marker: Some(_), .. } => None,
            Event::Opened { speakeasy, by_marker: None } => t("opened", &[("speakeasy", self.speakeasy(*speakeasy))]),
            Event::Closed { speakeasy } => t("closed", &[("speakeasy", self.speakeasy(*speakeasy))]),
            Event::Produced { seat, family, offsite, busted, crates } => {
                let id = if *busted { "produced-busted" } else { "produced" };
                t(id, &[("seat", self.seat(*seat)), ("dice", self.rolls(family, offsite)), ("n", num(*crates))])
            }
            // A seat holding less than the fee is never asked (NOTES.md 14): told as unable to
            // pay, not as refusing; what it held is its own secret, told to it alone.
            Event::Vigorish { seat, to, paid, due, had, .. } => {
                let id = match had {
                    Some(_) if viewer.is_none_or(|v| v == *seat) => "vigorish-unpaid-had",
                    Some(_) => "vigorish-unpaid",
                    None if *paid > 0 => "vigorish-paid",
                    None => "vigorish-refused",
                };
                let args = [
                    ("seat", self.seat(*seat)),
                    ("to", self.seat(*to)),
                    ("paid", self.money(*paid)),
                    ("due", self.money(*due)),
                    ("had", self.money(had.unwrap_or(0))),
                ];
                t(id, &args)
            }
            // Why this family still: the most crates, and on a tie the lower authority card
            // (PHASE 3, 3: "Les égalités sont résolues en faveur du Truand avec le plus
            // d'Autorité").
            Event::CopMoved { seat, crates, tied, authority } => {
                let others: Vec<String> = tied.iter().map(|&(s, _)| String::from(self.seat(s))).collect();
                let higher: Vec<String> = tied.iter().map(|&(_, a)| String::from(self.tenths(a))).collect();
                let args = [
                    ("seat", self.seat(*seat)),
                    ("n", num(*crates)),
                    ("tied", num(i64::try_from(tied.len()).unwrap_or(i64::MAX))),
                    ("others", Arg::Str(self.joined(others))),
                    ("low", self.tenths(*authority)),
                    ("high", Arg::Str(self.joined(higher))),
                ];
                t("cop-moved", &args)
            }
            _ => unreachable!("{e:?} is not routed here by `line`"),
        }
    }

    /// What a seat's stills rolled (PHASE 3): the family still's dice alone, or each still named
    /// when it has offsite stills too (an offsite still left with no die rolls nothing).
    fn rolls(&self, family: &[u8], offsite: &[Vec<u8>]) -> Arg {
        if offsite.is_empty() {
            return Self::dice(family);
        }
        let on = |faces: &[u8], still: StillRef| {
            let still = self.still(still);
            if faces.is_empty() {
                self.t("rolled-nothing-on", &[("still", still)])
            } else {
                self.t("rolled-on", &[("dice", Self::dice(faces)), ("still", still)])
            }
        };
        let mut parts = vec![on(family, StillRef::Family)];
        for (i, faces) in offsite.iter().enumerate() {
            parts.push(on(faces, StillRef::Offsite(u8::try_from(i).unwrap_or(u8::MAX))));
        }
        Arg::Str(parts.join(", "))
    }

    /// PHASE 4: deals, loading, trucks sent to the speakeasies' docks.
    fn shipping_line(&self, e: &Event, viewer: Option<Seat>) -> Option<String> {
        let t = |id: &str, args: &[(&str, Arg)]| Some(self.t(id, args));
        match e {
            // Who proposed it: the seller's offer and the buyer's read alike but for him.
            Event::Offered { by, deal, price, cards } => {
                Some(self.deal_line_with("offered", deal, *price, cards, vec![("by", self.seat(*by))]))
            }
            // Who proposed it (PHASE 4, 1: either party may), named as the offer named him.
            Event::Accepted { by, deal, price, cards } => {
                Some(self.deal_line_with("accepted", deal, *price, cards, vec![("proposer", self.seat(*by))]))
            }
            // Why, to the deal's two parties: whether the buyer holds the price is hidden from
            // the others (the money of each is, but when scores are announced).
            Event::Refused { deal, price, cards, by, short } => {
                let party = viewer.is_none_or(|v| v == deal.buyer() || v == deal.seller());
                let why = match (party, short) {
                    (false, _) => "hidden",
                    (true, true) => "short",
                    (true, false) => "said",
                };
                // `by` answered: the deal's other party proposed it.
                let proposer = deal.other_party(*by);
                let more = vec![
                    ("why", Arg::Str(why.into())),
                    ("by", self.seat(*by)),
                    ("buyer", self.seat(deal.buyer())),
                    ("proposer", self.seat(proposer)),
                ];
                Some(self.deal_line_with("refused", deal, *price, cards, more))
            }
            Event::NoMoreOffers { seat } => t("no-more-offers", &[("seat", self.seat(*seat))]),
            Event::Loaded { seat, truck, crates } => {
                t("loaded", &[("seat", self.seat(*seat)), ("truck", self.truck(*truck)), ("n", num(*crates))])
            }
            Event::CratesLost { seat, crates } => t("crates-lost", &[("seat", self.seat(*seat)), ("n", num(*crates))]),
            Event::Warehoused { seat, crates } => t("warehoused", &[("seat", self.seat(*seat)), ("n", num(*crates))]),
            Event::NowhereToGo { seat, truck, crates } => {
                t("nowhere-to-go", &[("seat", self.seat(*seat)), ("truck", self.truck(*truck)), ("n", num(*crates))])
            }
            Event::LinedUpAgain { seat, truck, speakeasy, dock } => t(
                "lined-up-again",
                &[
                    ("seat", self.seat(*seat)),
                    ("truck", self.truck(*truck)),
                    ("speakeasy", self.speakeasy(*speakeasy)),
                    ("dock", self.dock(*dock)),
                ],
            ),
            Event::Dispatched { seat, truck, speakeasy, dock, only } => t(
                "dispatched",
                &[
                    ("seat", self.seat(*seat)),
                    ("truck", self.truck(*truck)),
                    ("speakeasy", self.speakeasy(*speakeasy)),
                    ("dock", self.dock(*dock)),
                    // Sent without a question: the only open speakeasy (PHASE 4, 3).
                    ("only", Arg::Num(i64::from(*only))),
                ],
            ),
            _ => unreachable!("{e:?} is not routed here by `line`"),
        }
    }

    /// PHASES 5 and 6: sales at the speakeasies, the turn's end, scores and the game's end.
    fn sales_line(&self, e: &Event) -> Option<String> {
        let t = |id: &str, args: &[(&str, Arg)]| Some(self.t(id, args));
        match e {
            Event::Demand { speakeasy, dice, plus, demand } => match demand {
                Some(n) => t(
                    "demand",
                    &[
                        ("speakeasy", self.speakeasy(*speakeasy)),
                        ("dice", Self::dice(dice)),
                        ("plus", num(*plus)),
                        ("n", num(*n)),
                    ],
                ),
                None => t("demand-unlimited", &[("speakeasy", self.speakeasy(*speakeasy))]),
            },
            Event::PublicDock { speakeasy, seat, allowed } => {
                let id = if *allowed { "public-dock-allowed" } else { "public-dock-forbidden" };
                t(id, &[("seat", self.seat(*seat)), ("speakeasy", self.speakeasy(*speakeasy))])
            }
            Event::Sold { speakeasy, truck, seller, crates, paid } => t(
                "sold",
                &[
                    ("seat", self.seat(*seller)),
                    ("n", num(*crates)),
                    ("truck", self.truck(*truck)),
                    ("speakeasy", self.speakeasy(*speakeasy)),
                    ("paid", self.money(*paid)),
                ],
            ),
            // Each truck's unsold crates by the truck: one line a truck, told apart.
            Event::Unsold { speakeasy, truck, crates } => t(
                "unsold",
                &[("speakeasy", self.speakeasy(*speakeasy)), ("truck", self.truck(*truck)), ("n", num(*crates))],
            ),
            Event::Margin { speakeasy, seat, crates, paid } => t(
                "margin",
                &[
                    ("seat", self.seat(*seat)),
                    ("speakeasy", self.speakeasy(*speakeasy)),
                    ("n", num(*crates)),
                    ("paid", self.money(*paid)),
                ],
            ),
            Event::NoMargin { speakeasy, raided: Some(would), paid_off, .. } => match would {
                Some(seat) => t(
                    "no-margin-raided-control",
                    &[
                        ("speakeasy", self.speakeasy(*speakeasy)),
                        ("seat", self.seat(*seat)),
                        ("payoff", num(i64::from(*paid_off))),
                    ],
                ),
                None => t("no-margin-raided", &[("speakeasy", self.speakeasy(*speakeasy))]),
            },
            Event::NoMargin { speakeasy, majority, raided: None, .. } => match majority {
                Some(seat) => {
                    t("no-margin-majority", &[("speakeasy", self.speakeasy(*speakeasy)), ("seat", self.seat(*seat))])
                }
                None => t("no-margin", &[("speakeasy", self.speakeasy(*speakeasy))]),
            },
            Event::PackingHeat { from, to, paid, .. } => {
                t("packing-heat", &[("from", self.seat(*from)), ("to", self.seat(*to)), ("paid", self.money(*paid))])
            }
            // One sentence a truck; nothing when none went back.
            Event::TrucksReturned { trucks } => {
                let lines: Vec<String> = trucks
                    .iter()
                    .map(|r| {
                        let (by, truck) = (("by", self.seat(r.by)), ("truck", self.truck(r.truck)));
                        match r.to {
                            Some(owner) => self.t("truck-returned", &[by, truck, ("owner", self.seat(owner))]),
                            None => self.t("truck-returned-supply", &[by, truck]),
                        }
                    })
                    .collect();
                (!lines.is_empty()).then(|| lines.join(" "))
            }
            Event::ScoresAnnounced { money } => {
                // How far the richest stands from the money that ends the game, told at the only
                // moment the rules make money public (PHASE 6, 2: "C'est cependant le seul cas
                // où vous devez annoncer votre score").
                let end = i64::from(self.content.rules.end_money);
                let top = money.iter().copied().max().unwrap_or(0);
                t(
                    "scores",
                    &[
                        ("list", self.scores(money)),
                        ("top", self.money(top)),
                        ("short", self.money((end - top).max(0))),
                        ("end_money", self.money(end)),
                    ],
                )
            }
            Event::Poorest { seat } => {
                let [turns, count] = self.recruiting_turns();
                // How many more the poorest recruits, as the content sets it (PHASE 6, 2).
                let bonus = ("bonus", num(self.content.rules.recruiting.poorest_bonus));
                t("poorest", &[("seat", self.seat(*seat)), turns, count, bonus])
            }
            Event::GameEnded { turn, winner, money } => t(
                "game-ended",
                &[
                    ("turn", num(*turn)),
                    ("seat", self.seat(*winner)),
                    ("money", self.money(money.get(winner.index()).copied().unwrap_or(0))),
                ],
            ),
            _ => unreachable!("{e:?} is not routed here by `line`"),
        }
    }

    /// A thug card played, cancelled, or what it did.
    fn thug_line(&self, e: &Event, viewer: Option<Seat>) -> Option<String> {
        let sees = |s: Seat| viewer.is_none_or(|v| v == s);
        let t = |id: &str, args: &[(&str, Arg)]| Some(self.t(id, args));
        match e {
            Event::ThugPlayed { seat, card } => {
                t("thug-played", &[("seat", self.seat(*seat)), ("card", self.muscle(*card))])
            }
            Event::Cancelled { seat, card, by, spared } => {
                let said = self.t(
                    "cancelled",
                    &[("seat", self.seat(*seat)), ("card", self.muscle(*card)), ("by", self.seat(*by))],
                );
                if spared.is_empty() {
                    return Some(said);
                }
                // The loaded trucks it could have been played on keep their crates.
                let trucks: Vec<String> = spared
                    .iter()
                    .map(|&(truck, operator, load)| {
                        let args = [("truck", self.truck(truck)), ("seat", self.seat(operator)), ("load", num(load))];
                        self.t("cancelled-truck", &args)
                    })
                    .collect();
                let args = [("count", num(spared.len() as i64)), ("trucks", Arg::Str(trucks.join(", ")))];
                Some(format!("{said} {}", self.t("cancelled-spared", &args)))
            }
            Event::ThugDid { seat, card, what: ThugDid::Drew { .. } } => {
                if sees(*seat) {
                    t("drew", &[("seat", self.seat(*seat)), ("card", self.muscle(*card))])
                } else {
                    t("drew-hidden", &[("seat", self.seat(*seat))])
                }
            }
            // Control a card ended, told to its loser as his own ("you lose"), as a marker placed
            // tells it (Contrôle de l'influence).
            Event::ThugDid { seat, card, what: ThugDid::ControlLost { speakeasy, lost, why } } => {
                let why = serde_json::to_value(why).ok().and_then(|w| w.as_str().map(String::from)).unwrap_or_default();
                t(
                    "did-control-lost",
                    &[
                        ("card", self.muscle(*card)),
                        ("speakeasy", self.speakeasy(*speakeasy)),
                        ("loser", self.seat(lost.seat)),
                        ("loser_you", num(i64::from(viewer == Some(lost.seat)))),
                        ("kept", num(lost.markers)),
                        ("others", num(lost.others)),
                        ("to", self.seat(lost.to.unwrap_or(*seat))),
                        ("taken", num(i64::from(lost.to.is_some()))),
                        ("why", Arg::Str(why)),
                    ],
                )
            }
            Event::ThugDid { seat, card, what } => self.did(*seat, *card, what),
            _ => unreachable!("{e:?} is not routed here by `line`"),
        }
    }

    /// The muscle card whose script failed, by its name (`#N` for a number no card has).
    /// A muscle card by its place in the deck, as a failed script names it.
    pub fn failed_card(&self, card: usize) -> Arg {
        Arg::Str(
            self.content
                .muscle
                .get(card)
                .map_or_else(|| format!("#{card}"), |m| self.t(&format!("card-{}", m.id), &[])),
        )
    }

    /// What a thug card's script did.
    fn did(&self, seat: Seat, card: MuscleId, what: &ThugDid) -> Option<String> {
        let base = [("seat", self.seat(seat)), ("card", self.muscle(card))];
        let with = |id: &str, more: &[(&str, Arg)]| {
            let mut args: Vec<(&str, Arg)> = base.to_vec();
            args.extend(more.iter().cloned());
            Some(self.t(id, &args))
        };
        let still = |offsite: Option<u8>| self.still(offsite.map_or(StillRef::Family, StillRef::Offsite));
        let word = |w: &str| Arg::Str(w.to_string());
        match what {
            ThugDid::Destroyed { speakeasy, owner } => {
                with("did-destroyed", &[("owner", self.seat(*owner)), ("speakeasy", self.speakeasy(*speakeasy))])
            }
            ThugDid::Added { speakeasy } => with("did-added", &[("speakeasy", self.speakeasy(*speakeasy))]),
            ThugDid::Replaced { speakeasy, owner } => {
                with("did-replaced", &[("owner", self.seat(*owner)), ("speakeasy", self.speakeasy(*speakeasy))])
            }
            // Moll's victim may have nothing: said as nothing to pay, not as "$0G" paid.
            ThugDid::Paid { amount, .. } => with("did-paid", &[("amount", self.money(*amount)), ("n", num(*amount))]),
            ThugDid::Authority { bonus, on } => {
                // Tenths, written as the language writes a decimal (5.5, 5,5), added to the
                // card it was played on, which need not be its player's.
                let tenths = [("whole", num(*bonus / 10)), ("tenth", num(*bonus % 10))];
                let bonus = Arg::Str(self.t("authority-tenths", &tenths));
                let args = [("seat", self.seat(on.unwrap_or(seat))), ("card", self.muscle(card)), ("bonus", bonus)];
                Some(self.t("did-authority", &args))
            }
            ThugDid::Control { speakeasy } => with("did-control", &[("speakeasy", self.speakeasy(*speakeasy))]),
            // How many dice Thirsty added, how much Word of Mouth: what the card's script did,
            // which a mod may make other than the number the card prints.
            // Packing Heat says the price the others sell at, and why the speakeasy was picked
            // when no question was asked (the only one open it may be played on).
            ThugDid::Speakeasy { speakeasy, change, n, price, only } => with(
                "did-speakeasy",
                &[
                    ("speakeasy", self.speakeasy(*speakeasy)),
                    ("change", word(change)),
                    ("n", num(*n)),
                    ("amount", self.money(*n)),
                    ("price", self.money(price.unwrap_or(0))),
                    ("only", num(i64::from(*only))),
                ],
            ),
            ThugDid::Vigorish { owner, offsite } => {
                with("did-vigorish", &[("owner", self.seat(*owner)), ("still", still(*offsite))])
            }
            ThugDid::DieDestroyed { owner } => with("did-die-destroyed", &[("owner", self.seat(*owner))]),
            // And where the stolen die goes: a still of the card's player, or his back room.
            ThugDid::DieTaken { owner, offsite, to } => with(
                "did-die-taken",
                &[
                    ("owner", self.seat(*owner)),
                    ("still", still(*offsite)),
                    ("to", self.still(*to)),
                    ("back", num(i64::from(*to == StillRef::BackRoom))),
                ],
            ),
            ThugDid::OffsiteDestroyed { owner, offsite } => {
                with("did-offsite-destroyed", &[("owner", self.seat(*owner)), ("still", still(Some(*offsite)))])
            }
            ThugDid::ImprovementMoved { from, to } => {
                with("did-improvement-moved", &[("from", self.speakeasy(*from)), ("to", self.speakeasy(*to))])
            }
            // Whose truck it was, by name (Hey, Free Truck; Hijack; Move Over, Pigeon; G-Men).
            ThugDid::Truck { truck, change, owner } => with(
                "did-truck",
                &[
                    ("truck", self.truck(*truck)),
                    ("change", word(change)),
                    ("owner", self.seat(owner.unwrap_or(seat))),
                    ("named", num(i64::from(owner.is_some()))),
                ],
            ),
            // Told by `thug_line`, which knows its reader.
            ThugDid::Drew { .. } | ThugDid::ControlLost { .. } => None,
            ThugDid::Recruited { markers } => {
                let list: Vec<String> =
                    markers.iter().map(|(s, n)| format!("{} ({n})", String::from(self.seat(*s)))).collect();
                with("did-recruited", &[("list", Arg::Str(list.join(", ")))])
            }
            ThugDid::SafeHouse { moved } => {
                let (from, to) = moved.first().copied()?;
                let to = to.map_or_else(|| Arg::Str(self.t("back-room", &[])), |s| self.speakeasy(s));
                with("did-safe-house", &[("from", self.speakeasy(from)), ("to", to)])
            }
            ThugDid::Warehouse => with("did-warehouse", &[]),
            // Friendly Union Boss (a card face up whose `wage` is 0) says how long it lasts: while
            // face up, "Ne la défaussez pas à moins que la carte de Voyou « Investigation » soit
            // jouée sur cette carte" (DESCRIPTION DÉTAILLÉE DES CARTES VOYOU).
            ThugDid::FaceUp => {
                let wage = self.content.muscle.get(usize::from(card.0)).and_then(|m| m.thug()?.param("wage"));
                with(if wage == Some(0.0) { "did-face-up-wages" } else { "did-face-up" }, &[])
            }
            ThugDid::Nothing => with("did-nothing", &[]),
            ThugDid::Declined => with("did-declined", &[]),
            // What the roll counts is the card's: Recruiting's markers, Moll's spending.
            ThugDid::Rolled { face } => {
                let id = self.content.muscle.get(usize::from(card.0)).map_or("", |m| m.id.as_str());
                let args =
                    [("face", num(*face)), ("id", Arg::Str(id.to_string())), ("amount", self.money(i64::from(*face)))];
                with("did-rolled", &args)
            }
        }
    }

    /// An option, in words.
    pub fn choice(&self, c: &Choice) -> String {
        let a = |x: Arg| match x {
            Arg::Str(s) => s,
            Arg::Num(n) => n.to_string(),
        };
        match *c {
            Choice::Authority { card } => {
                let cost = i64::from(self.content.authority[usize::from(card.0)].cost);
                format!("{} ({})", a(self.authority(card)), a(self.money(cost)))
            }
            Choice::TruckCard => self.t("option-truck-card", &[]),
            Choice::Muscle { space } => self.t("option-muscle", &[("n", num(i64::from(space) + 1))]),
            Choice::Still(s) => a(self.still(s)),
            Choice::TwoDice => self.t("option-two-dice", &[]),
            Choice::NewOffsite => self.t("option-new-offsite", &[]),
            Choice::Speakeasy(s) => a(self.speakeasy(s)),
            Choice::BackRoom => self.t("back-room", &[]),
            Choice::PlayNow => self.t("option-play-now", &[]),
            Choice::Keep => self.t("option-keep", &[]),
            Choice::Done => self.t("option-done", &[]),
            Choice::Thug { card } => a(self.muscle(card)),
            Choice::Propose(d) => self.deal(&d),
            Choice::Price(n) | Choice::Load(n) => n.to_string(),
            Choice::Accept => self.t("option-accept", &[]),
            Choice::Refuse => self.t("option-refuse", &[]),
            Choice::RefuseAll => self.t("option-refuse-all", &[]),
            Choice::Allow => self.t("option-allow", &[]),
            Choice::Forbid => self.t("option-forbid", &[]),
            Choice::Player(s) => a(self.seat(s)),
            Choice::StillOf { owner, still } => format!("{} ({})", a(self.still(still)), a(self.seat(owner))),
            Choice::Truck(t) => a(self.truck(t)),
            Choice::Count(n) => n.to_string(),
        }
    }
}
