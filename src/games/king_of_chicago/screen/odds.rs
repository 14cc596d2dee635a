//! A fight's numbers before it is fought (5.2.5 B), as the seat asked can count them: the
//! attacker's option to attack, with the gangsters it knows to defend there named and the
//! others lying face down (3.2) counted but not named.

use super::super::choice::Action;
use super::super::narrate::signed;
use super::super::state::Target;
use super::super::view::View;
use super::{Screen, s};

impl Screen<'_> {
    /// An attack's numbers as the attacker can count them before choosing it (5.2.5 B): his
    /// side's total against the defender's known total, the gangsters he knows to be there
    /// named, those he cannot tell lying face down (3.2) counted but not named. The fight's
    /// own count gives them.
    pub(super) fn foreseen(&self, v: &View, a: &Action) -> Option<String> {
        let target = match *a {
            Action::DriveBy(seat) => Target::Car(seat),
            Action::AttackBusiness(b) => Target::Business(b),
            _ => return None,
        };
        let f = v.foreseen(target);
        let known = v.known_at(target);
        let names = self.and_list(known.iter().map(|&g| s(self.n.gangster(g))).collect());
        let known_words =
            self.t("attack-foreseen-known", &[("names", names.into()), ("count", (known.len() as i64).into())]);
        Some(self.t(
            "attack-foreseen",
            &[
                ("attack", signed(f.attack)),
                ("defense", signed(f.defense)),
                ("known", known_words.into()),
                ("has-known", i64::from(!known.is_empty()).into()),
                ("building", signed(f.building)),
                ("has-building", i64::from(f.building != 0).into()),
                ("hidden", (f.face_down as i64).into()),
            ],
        ))
    }
}
