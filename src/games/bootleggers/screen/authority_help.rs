//! The help under the authority cards of phase 1 (PHASE 1, 3-5: a card laid face down, its
//! cost, the order it gives all turn, the ties it breaks): the rule is said once, under the
//! first card listed, and each card says only what is its own, its cost and where it stands
//! among the cards the seat holds, pointing to the first for the rule. Web review 23, finding
//! 4: the same 110 words stood under each of twelve cards, and the list ran twelve screens.

use super::super::choice::Choice;
use super::super::content::AuthorityId;
use super::super::narrate::Narrator;
use super::super::view::View;
use super::Terminal;
use crate::engine::game::Screen;
use crate::engine::locale::Arg;

/// The authority question (PHASE 1, 3-5): what is on sale, which the board does not show; the
/// truck with its price, the one offer paid for ("Des cartes de Camion": its price, the others
/// free); and that each bootlegger holds authority cards of his own, the rivals' hidden till
/// played (Préparation: 3 of each colour dealt to each, the rest back in the box).
pub fn question(n: &Narrator<'_>, v: &View<'_>) -> String {
    let st = v.board();
    let truck = st.truck_offer.map(|c| {
        let price = n.content.rules.truck(n.content.trucks[usize::from(c.0)].size).price;
        format!("{} ({})", String::from(n.truck_card(c)), String::from(n.money(i64::from(price))))
    });
    let mut offers: Vec<String> = truck.into_iter().collect();
    offers.extend(st.muscle_offer.iter().map(|&c| String::from(n.muscle(c))));
    let list = offers.join(&n.t("card-list-separator", &[]));
    let args = [
        ("offers", Arg::Str(list)),
        ("n", Arg::Num(i64::try_from(offers.len()).unwrap_or(i64::MAX))),
        ("truck", Arg::Num(i64::from(st.truck_offer.is_some()))),
    ];
    n.t("prompt-authority", &args)
}

/// What choosing authority card `card` does: its own cost and standing in the hand, then the
/// rule, or, where option `rule_at` (from 1) above it says the rule, a pointer there.
pub fn what(n: &Narrator<'_>, v: &View<'_>, card: AuthorityId, rule_at: Option<usize>) -> String {
    let number = |a: AuthorityId| n.content.authority[usize::from(a.0)].number;
    let hand = v.authority_hand();
    let higher = hand.iter().filter(|&&a| number(a) > number(card)).count();
    let rank = match (hand.len(), higher) {
        (0 | 1, _) => "only",
        (_, 0) => "highest",
        (k, h) if h + 1 == k => "lowest",
        _ => "middle",
    };
    let mut args = super::super::help::authority(n, v, card);
    args.extend([("rank", Arg::Str(rank.into())), ("higher", Arg::Num(higher as i64))]);
    let own = n.t("help-authority", &args);
    let rule = match rule_at {
        Some(at) => n.t("help-authority-again", &[("n", Arg::Num(at as i64))]),
        None => n.t("help-authority-rule", &n.recruiting_turns()),
    };
    format!("{own} {rule}")
}

/// The help of option `at` of `listed`: an authority card's with the rule under the first card
/// listed alone (the others point there), any other option's as `help` says it.
pub fn among(t: &Terminal<'_>, v: &View<'_>, prompt: &str, listed: &[Choice], at: usize) -> String {
    let Some(c) = listed.get(at) else { return String::new() };
    let Choice::Authority { card } = *c else { return t.help(v, prompt, c) };
    let first = listed.iter().position(|c| matches!(c, Choice::Authority { .. })).unwrap_or(at);
    let what = what(&t.n, v, card, (first < at).then_some(first + 1));
    super::super::help::explained(&t.n, prompt, t.option(v, prompt, c), what)
}
