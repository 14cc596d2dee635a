//! "Which of your gangsters falls?" (5.2.5 "Hospital or graveyard?"): the dice already decided
//! where the one who falls goes; the question says so, and which card of the seat's can change
//! it (The Doctor's die, Lucky Lou too lucky to die).

use super::super::state::Where;
use super::super::view::View;
use super::Screen;

impl Screen<'_> {
    pub(super) fn casualty_question(&self, v: &View) -> Option<String> {
        let f = v.fight()?;
        let (a, d) = v.last_shootout_dice()?;
        let (mine, theirs) = if v.seat() == f.attacker { (a, d) } else { (d, a) };
        let kill = v.content.rules.kill_difference;
        let gap = i64::from(theirs) - i64::from(mine);
        let killed = if f.massacre {
            "massacre"
        } else if gap >= kill {
            "yes"
        } else if mine > theirs {
            "higher"
        } else {
            "no"
        };
        let mut savers = Vec::new();
        if killed != "no" {
            let offered: Vec<_> = f.attackers.iter().chain(&f.defenders).copied().collect();
            for (g, at) in v.my_gangsters() {
                let card = v.gangster_card(g);
                let active = matches!(at, Where::Car | Where::Business(_));
                if let Some(from) = card.params.get("saves_from").and_then(|x| x.as_integer())
                    && active
                {
                    savers
                        .push(self.t("casualty-saver-die", &[("gangster", self.n.gangster(g)), ("from", from.into())]));
                }
                let own = format!("card-{}.spared", card.id);
                if offered.contains(&g) && self.n.locale.has(&own) {
                    savers.push(self.t(&own, &[]));
                }
            }
        }
        let savers = match savers.split_last() {
            None => "none".to_string(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => {
                self.t("list-or", &[("first", rest.join(", ").into()), ("last", last.clone().into())])
            }
        };
        let args = [
            ("mine", i64::from(mine).into()),
            ("theirs", i64::from(theirs).into()),
            ("gap", gap.abs().into()),
            ("kill", kill.into()),
            ("killed", killed.into()),
            ("savers", savers.into()),
        ];
        Some(self.t("prompt-casualty-dice", &args))
    }
}
