//! What a gangster on the block is worth to the bidder (6.3): toward winning, one power point
//! per two gangsters in the car or a business (1.2), and what his power does where his card's
//! few words leave it out (The Reporter's look, where The Doctor must sit); and the businesses
//! the police closed, which reopen with their power points at the end of the trade round (5.4.1).

use super::super::state::{BusinessId, GangsterId, Where};
use super::super::view::View;
use super::{Screen, s};
use crate::engine::seat::Seat;

impl Screen<'_> {
    /// Toward winning (1.2): how many gangsters the seat would have in its car and businesses
    /// with him, once the placement (6.5) puts every free one there, and whether that makes a
    /// power point more. In jail or the hospital a gangster counts nothing until fetched.
    pub(super) fn bid_worth(&self, v: &View) -> String {
        let free = v
            .my_gangsters()
            .into_iter()
            .filter(|&(_, at)| matches!(at, Where::Car | Where::Business(_) | Where::Reserve | Where::Hiding))
            .count() as i64;
        let per = v.content.rules.gangsters_per_point.max(1);
        let with = free + 1;
        let gain = with / per - free / per;
        let mut worth = self.t("bid-worth", &[("per", per.into()), ("with", with.into()), ("gain", gain.into())]);
        // 5.4.1: the seat's businesses closed by the police reopen at the end of this trade
        // round, when the gangsters placed count too; a rival's, where that alone wins.
        for seat in (0..v.seats()).map(|i| Seat(i as u8)) {
            if let Some(note) = self.reopen_note(v, seat, per) {
                worth.push(' ');
                worth.push_str(&note);
            }
        }
        if let Some(more) = self.more_lots(v, free, per) {
            worth.push(' ');
            worth.push_str(&more);
        }
        // 7.0: the lot that would take a player to the power that wins, once placed (6.5).
        for seat in (0..v.seats()).map(|i| Seat(i as u8)) {
            let (free, _) = v.free_gangsters(seat);
            let now = Self::after_trade_round(v, seat, per);
            if let Some(win) = self.win_note(v, seat, now, (free + 1) / per - free / per, false) {
                worth.push(' ');
                worth.push_str(&self.t("bid-wins", &[("win", win.into())]));
            }
        }
        worth
    }

    /// The businesses of `seat` that a police raid closed (5.4.1), and the power points they
    /// bring back when they reopen: "Une entreprise fermée rouvre toujours après la phase de
    /// commerce, et ses revenus et PV sont restaurés". The rules count them at the end of the
    /// trade round, with the gangsters just placed (6.5), so a bid may win the game with them.
    fn reopening(v: &View, seat: Seat) -> (Vec<BusinessId>, i64) {
        let closed: Vec<BusinessId> = v.businesses_of(seat).into_iter().filter(|&b| v.business(b).closed).collect();
        let rules = &v.content.rules;
        let points = closed.iter().map(|b| rules.size(v.content.businesses[usize::from(b.0)].size).power).sum();
        (closed, points)
    }

    /// The power points `seat` will hold at the end of this trade round without a gangster
    /// more (6.5, 5.4.1): every free gangster placed, every closed business reopened.
    fn after_trade_round(v: &View, seat: Seat, per: i64) -> i64 {
        let (free, active) = v.free_gangsters(seat);
        v.power(seat) - active / per + free / per + Self::reopening(v, seat).1
    }

    /// That `seat`'s closed businesses reopen at the end of this trade round and what they bring
    /// back (5.4.1): said of the seat asked whenever it has one, of a rival only where the
    /// reopening alone takes him to the power that wins (7.0).
    fn reopen_note(&self, v: &View, seat: Seat, per: i64) -> Option<String> {
        let (closed, points) = Self::reopening(v, seat);
        if closed.is_empty() {
            return None;
        }
        let before = Self::after_trade_round(v, seat, per) - points;
        let win = self.win_note(v, seat, before, points, false);
        if seat != v.seat() && win.is_none() {
            return None;
        }
        let names: Vec<String> = closed.iter().map(|&b| s(self.n.business(b))).collect();
        let args = [
            ("me", if seat == v.seat() { "yes" } else { "no" }.into()),
            ("seat", self.n.seat(seat)),
            ("businesses", self.and_list(names).into()),
            ("count", (closed.len() as i64).into()),
            ("points", points.into()),
            ("win", win.unwrap_or_else(|| "none".into()).into()),
        ];
        Some(self.t("bid-reopens", &args))
    }

    /// The gangsters still to come in this auction after the lot, face up in the row (6.3):
    /// how many gangsters winning all of them would give, and a power point or the game that
    /// only they together bring (one lot's sum alone steered a bid away from the winning pair).
    fn more_lots(&self, v: &View, free: i64, per: i64) -> Option<String> {
        let after = v.lots_after();
        if after.is_empty() {
            return None;
        }
        let count = after.len() as i64;
        let with = free + 1 + count;
        let gain = with / per - free / per;
        let names: Vec<String> = after.iter().map(|&g| s(self.n.gangster(g))).collect();
        let args = [
            ("count", count.into()),
            ("names", self.and_list(names).into()),
            ("total", (count + 1).into()),
            ("with", with.into()),
            ("gain", gain.into()),
        ];
        let mut out = self.t("bid-worth-more", &args);
        let now = Self::after_trade_round(v, v.seat(), per);
        let alone = (free + 1) / per - free / per;
        let won_alone = now + alone >= v.content.rules.win_power;
        if let Some(win) = self.win_note(v, v.seat(), now, gain, false).filter(|_| !won_alone) {
            out.push(' ');
            out.push_str(
                &self.t("bid-wins-all", &[("count", count.into()), ("total", (count + 1).into()), ("win", win.into())]),
            );
        }
        Some(out)
    }

    /// What gangster `g`'s power does, in plain words, where his card's leave it out
    /// (`card-<id>.does`).
    pub(in crate::games::king_of_chicago) fn gangster_does(&self, g: GangsterId) -> Option<String> {
        let card = &self.n.content.gangsters[usize::from(g.0)];
        let key = format!("card-{}.does", card.id);
        self.n.locale.has(&key).then(|| self.card_words(&key, &card.params))
    }

    /// Message `key` of a gangster's card, given the card's whole-number data as its variables
    /// (Freddie Forgery's `jailed_on`), so that the words say what the card's data says.
    pub(super) fn card_words(&self, key: &str, params: &toml::Table) -> String {
        let args: Vec<(&str, crate::engine::locale::Arg)> =
            params.iter().filter_map(|(k, x)| Some((k.as_str(), x.as_integer()?.into()))).collect();
        self.t(key, &args)
    }
}
