//! Why the thug question comes to a seat that kept its cards this turn (UTILISATION DES
//! CARTES VOYOU: a card is played at any moment the authority cards lie face up, at the
//! moment the card allows). A person who said "keep" or "nothing more" is asked again only at
//! a card's new moment, or because he typed `thug` (`View::thugs_declined`): the question
//! says which. A card that acts on a speakeasy's sale (Thirsty, Packing Heat, Copper in the
//! House...) has its moment once the trucks are at the docks, before the consumption dice
//! are rolled (PHASE 5, 1): kept, it was passed over there without a word, and the die it
//! would have added was never rolled.

use super::super::content::MuscleId;
use super::super::narrate::Narrator;
use super::super::state::Phase;
use super::super::view::View;

/// The kept cards in hand that act on the sale, while trucks wait at the docks to sell.
fn kept_for_sale(v: &View<'_>) -> Vec<MuscleId> {
    let st = v.board();
    let waiting =
        matches!(st.phase, Phase::Shipping | Phase::Sales) && st.trucks.iter().any(|t| t.at.is_some() && t.load > 0);
    if !waiting {
        return Vec::new();
    }
    let mut cards: Vec<MuscleId> = Vec::new();
    for &c in v.thug_hand() {
        if v.me().thugs_passed.contains(&c) && v.acts_on_sale(c) && !cards.contains(&c) {
            cards.push(c);
        }
    }
    cards
}

/// The thug question at the sale's moment, naming the kept cards it is for; or, where every
/// card in hand was kept and none has a new moment, why it is asked: the command `thug`
/// typed earlier, which stays asked for until the answer "nothing more". `None` else.
pub fn question(n: &Narrator<'_>, v: &View<'_>) -> Option<String> {
    let sale = kept_for_sale(v);
    if !sale.is_empty() {
        return Some(n.t("prompt-thug-sale", &[("cards", n.muscles(&sale))]));
    }
    let hand = v.thug_hand();
    let all_kept = !hand.is_empty() && hand.iter().all(|c| v.me().thugs_passed.contains(c));
    (all_kept && v.thugs_declined(hand)).then(|| n.t("prompt-thug-asked-for", &[]))
}
