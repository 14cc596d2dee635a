//! Copper in the House and Packing Heat aimed at a speakeasy: what the card would do there, not
//! the words of a truck sent there (web review 23, finding 1: "public dock: sells last, if
//! Player 4 allows" for a seat with no truck there). DESCRIPTION DÉTAILLÉE DES CARTES VOYOU:
//! Copper in the House, "Aucune influence, aucun bénéfice, consommation illimitée, prix de gros
//! $1G par Caisse ce tour-ci"; Packing Heat, "pour vous c'est $1G la Caisse" (RULINGS.md: every
//! other seat selling there this turn pays its player $1G a crate). Each option says whose
//! crates stand lined up there, what they would then fetch, and whose profit goes; where the
//! card would do nothing, it says so.

use super::super::choice::Choice;
use super::super::content::SpeakeasyId;
use super::super::narrate::Narrator;
use super::super::view::View;
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

fn num(n: impl Into<i64>) -> Arg {
    Arg::Num(n.into())
}

/// The crates lined up at `s` by seat, and those of rivals' loaded trucks not yet sent anywhere.
fn lined_up(v: &View<'_>, s: SpeakeasyId) -> (Vec<u16>, u16) {
    let st = v.board();
    let mut by_seat = vec![0u16; usize::from(st.player_count())];
    let mut to_go = 0u16;
    for t in &st.trucks {
        let Some(operator) = t.operator() else { continue };
        match t.at {
            Some(at) if at.speakeasy == s => {
                if let Some(c) = by_seat.get_mut(operator.index()) {
                    *c = c.saturating_add(t.load);
                }
            }
            None if operator != v.seat => to_go = to_go.saturating_add(t.load),
            _ => {}
        }
    }
    (by_seat, to_go)
}

/// The rivals' crates there, "Player 3: 9, Player 2: 3".
fn rivals_list(n: &Narrator<'_>, v: &View<'_>, by_seat: &[u16]) -> (u16, String) {
    let list: Vec<String> = by_seat
        .iter()
        .enumerate()
        .filter(|&(i, &c)| c > 0 && i != v.seat.index())
        .map(|(i, &c)| {
            let seat = Seat(u8::try_from(i).unwrap_or(0));
            let args = [("seat", n.seat(seat)), ("you", num(0)), ("n", num(c)), ("kind", Arg::Str("bare".into()))];
            n.t("option-markers-of", &args)
        })
        .collect();
    let all = by_seat.iter().enumerate().filter(|&(i, _)| i != v.seat.index()).map(|(_, &c)| c).sum();
    (all, list.join(", "))
}

/// A card's number parameter (`params` in `muscle.toml`).
fn param(n: &Narrator<'_>, card: &str, name: &str) -> Option<i64> {
    n.content.muscle.iter().find(|m| m.id == card)?.thug()?.param(name).map(|p| p as i64)
}

/// The option of Copper in the House's or Packing Heat's question on speakeasy `s`.
pub fn option(n: &Narrator<'_>, v: &View<'_>, prompt: &str, c: &Choice) -> Option<String> {
    let Choice::Speakeasy(s) = *c else { return None };
    let (st, content) = (v.board(), n.content);
    let printed = content.board.speakeasies.get(usize::from(s.0))?;
    let (by_seat, to_go) = lined_up(v, s);
    let mine = by_seat.get(v.seat.index()).copied().unwrap_or(0);
    let (rivals, list) = rivals_list(n, v, &by_seat);
    let mut args = vec![
        ("speakeasy", n.speakeasy(s)),
        ("mine", num(mine)),
        ("rivals", num(rivals)),
        ("list", Arg::Str(list)),
        ("to_go", num(to_go)),
    ];
    match prompt {
        "copper_in_the_house" => {
            let fee = param(n, prompt, "wholesale")?;
            let price = i64::from(printed.wholesale(st.player_count()));
            let margin = i64::from(printed.margin(st.player_count())) + i64::from(st.speakeasy(s).effects.extra_margin);
            let controller = st.controller(content, s).filter(|_| margin > 0);
            let profit = match controller {
                Some(c) if c == v.seat => "yours",
                Some(_) => "theirs",
                None => "none",
            };
            let each = price + if profit == "yours" { margin } else { 0 };
            args.extend([
                ("fee", n.money(fee)),
                ("price", n.money(price)),
                ("margin", n.money(margin)),
                ("profit", Arg::Str(profit.into())),
                ("controller", controller.map_or_else(|| Arg::Str(String::new()), |c| n.seat(c))),
                ("each", n.money(each)),
            ]);
            Some(n.t("option-copper-target", &args))
        }
        "packing_heat" => {
            let fee = param(n, prompt, "wholesale")?;
            let dest = super::super::help::destination(n, v, s);
            let get = |k: &str| dest.iter().find(|(name, _)| *name == k).map_or(num(0), |(_, a)| a.clone());
            args.extend([
                ("fee", n.money(fee)),
                ("unlimited", get("unlimited")),
                ("min", get("min")),
                ("max", get("max")),
            ]);
            Some(n.t("option-packing-heat-target", &args))
        }
        _ => None,
    }
}
