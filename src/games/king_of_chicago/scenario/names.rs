//! Ids and decisions as scenario files spell them, resolved against the content.

use super::super::board::{SquareId, StreetId};
use super::super::choice::{Action, Choice, PoliceAction};
use super::super::content::Content;
use super::super::defs::Resource;
use super::super::state::*;
use crate::engine::scenario::{Spot, UNKNOWN, no_such};
use crate::engine::seat::Seat;
use toml::Spanned;

/// Ids resolved against the content, with errors that name what is wrong and what was
/// perhaps meant; ids the file gives as values are told at their `file:line:col`.
pub struct Names<'a> {
    pub content: &'a Content,
    pub spot: Spot<'a>,
}

impl Names<'_> {
    /// Resolves a value of the file with `f`, a problem told at the value.
    pub fn at<T>(&self, value: &Spanned<String>, f: impl Fn(&Self, &str) -> Result<T, String>) -> Result<T, String> {
        f(self, value.get_ref()).map_err(|e| self.spot.at(value, UNKNOWN, e))
    }

    pub fn gangster(&self, id: &str) -> Result<GangsterId, String> {
        let c = self.content;
        c.gangster_index(id)
            .map(|i| GangsterId(i as u8))
            .ok_or_else(|| no_such("gangster", id, c.gangsters.iter().map(|g| g.id.as_str())))
    }
    pub fn business(&self, id: &str) -> Result<BusinessId, String> {
        let c = self.content;
        c.businesses
            .iter()
            .position(|b| b.id == id)
            .map(|i| BusinessId(i as u8))
            .ok_or_else(|| no_such("business", id, c.businesses.iter().map(|b| b.id.as_str())))
    }
    pub fn square(&self, id: &str) -> Result<SquareId, String> {
        let b = &self.content.board;
        b.square_by_id(id).ok_or_else(|| no_such("square", id, b.squares.iter().map(|s| s.id.as_str())))
    }
    pub fn street(&self, id: &str) -> Result<StreetId, String> {
        let b = &self.content.board;
        if let Some(st) = b.street_by_id(id) {
            return Ok(st);
        }
        b.square_by_id(id).map(|sq| b.street_of(sq)).ok_or_else(|| {
            let ids = b.squares.iter().map(|s| s.id.as_str()).chain(b.streets.iter().map(|s| s.id.as_str()));
            no_such("square or street", id, ids)
        })
    }
    pub fn event(&self, id: &str) -> Result<u8, String> {
        let c = self.content;
        c.events
            .iter()
            .position(|e| e.id == id)
            .map(|i| i as u8)
            .ok_or_else(|| no_such("event", id, c.events.iter().map(|e| e.id.as_str())))
    }
    pub fn contract(&self, id: &str) -> Result<u8, String> {
        let c = self.content;
        c.contracts
            .iter()
            .position(|e| e.id == id)
            .map(|i| i as u8)
            .ok_or_else(|| no_such("contract", id, c.contracts.iter().map(|e| e.id.as_str())))
    }
    /// Every card's id: gangsters, events, contracts, resource cards.
    pub fn card_ids(&self) -> impl Iterator<Item = &str> {
        let c = self.content;
        c.gangsters
            .iter()
            .map(|g| g.id.as_str())
            .chain(c.events.iter().map(|e| e.id.as_str()))
            .chain(c.contracts.iter().map(|e| e.id.as_str()))
            .chain(c.resource_cards.iter().map(|r| r.id.as_str()))
    }
    pub fn card(&self, id: &str) -> Result<Card, String> {
        let c = self.content;
        if let Some(g) = c.gangster_index(id) {
            return Ok(Card::Gangster(g as u8));
        }
        if let Some(e) = c.events.iter().position(|e| e.id == id) {
            return Ok(Card::Event(e as u8));
        }
        if let Some(k) = c.contracts.iter().position(|e| e.id == id) {
            return Ok(Card::Contract(k as u8));
        }
        c.resource_cards
            .iter()
            .position(|r| r.id == id)
            .map(|i| Card::Resource(i as u8))
            .ok_or_else(|| no_such("card", id, self.card_ids()))
    }
    pub fn seat(&self, n: &str, seats: usize) -> Result<Seat, String> {
        let n: usize = n.parse().map_err(|_| format!("`{n}` is not a seat number"))?;
        if n == 0 || n > seats {
            return Err(format!("seat {n} is not at this table of {seats}"));
        }
        Ok(Seat((n - 1) as u8))
    }

    /// A decision as scenario files write it: `kind:argument` (see the module docs).
    pub fn choice(&self, text: &str, seats: usize) -> Result<Choice, String> {
        let (kind, arg) = text.split_once(':').map_or((text, ""), |(k, a)| (k, a.trim()));
        let words: Vec<&str> = arg.split_whitespace().collect();
        let word = |i: usize| words.get(i).copied().ok_or_else(|| format!("`{text}` needs more words"));
        Ok(match kind.trim() {
            "done" => Choice::Done,
            "yes" => Choice::Yes,
            "no" => Choice::No,
            "street" => Choice::Street(self.street(arg)?),
            "square" => Choice::Square(self.square(arg)?),
            "amount" | "bid" => Choice::Amount(arg.parse().map_err(|_| format!("`{arg}` is not a number"))?),
            "gangster" => Choice::Gangster(self.gangster(arg)?),
            "player" => Choice::Player(self.seat(arg, seats)?),
            "business" => Choice::Business(self.business(arg)?),
            "resource" => Choice::Resource(match arg {
                "booze" => Resource::Booze,
                "girls" => Resource::Girls,
                "henchmen" => Resource::Henchmen,
                other => return Err(format!("`{other}` is not a resource")),
            }),
            "card" => Choice::Card(self.card(arg)?),
            "place" => {
                let g = self.gangster(word(0)?)?;
                let to = match word(1)? {
                    "car" => Where::Car,
                    "folder" => Where::Reserve,
                    b => Where::Business(self.business(b)?),
                };
                Choice::Place { gangster: g, to }
            }
            "action" => Choice::Action(match word(0)? {
                "pass" => Action::Pass,
                "take" => Action::TakeResources(self.square(word(1)?)?),
                "turf" => Action::ClaimTurf(self.square(word(1)?)?),
                "open" => Action::OpenBusiness { square: self.square(word(1)?)?, business: self.business(word(2)?)? },
                "start" => Action::StartContract(self.contract(word(1)?)?),
                "complete" => Action::CompleteContract(self.contract(word(1)?)?),
                "driveby" => Action::DriveBy(self.seat(word(1)?, seats)?),
                "attack" => Action::AttackBusiness(self.business(word(1)?)?),
                "move" => Action::MoveGangsters(self.business(word(1)?)?),
                "jail" => Action::FreeFromJail,
                "hospital" => Action::PickUpFromHospital,
                other => return Err(format!("unknown action `{other}`")),
            }),
            "police" => Choice::Police(match word(0)? {
                "pass" => PoliceAction::Pass,
                "raid" => PoliceAction::Raid(self.business(word(1)?)?),
                "bust" => PoliceAction::Bust(self.seat(word(1)?, seats)?),
                "turf" => PoliceAction::ClearTurf(self.square(word(1)?)?),
                "confiscate" => PoliceAction::Confiscate(self.square(word(1)?)?),
                other => return Err(format!("unknown police action `{other}`")),
            }),
            other => {
                return Err(format!(
                    "`{other}` is not a kind of decision (done, yes, no, street, square, amount, gangster, player, business, resource, card, place, action, police)"
                ));
            }
        })
    }
}
