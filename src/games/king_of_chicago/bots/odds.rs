//! Shootout odds from totals alone, for bots weighing a fight (rulebook 5.2.5).

/// The chance the attacker wins one round (ties are rolled again, so they drop out).
pub fn round_odds(attack: i64, defense: i64, sides: i64) -> f64 {
    let (mut win, mut lose) = (0u32, 0u32);
    for a in 1..=sides {
        for d in 1..=sides {
            match (attack + a).cmp(&(defense + d)) {
                std::cmp::Ordering::Greater => win += 1,
                std::cmp::Ordering::Less => lose += 1,
                std::cmp::Ordering::Equal => {}
            }
        }
    }
    if win + lose == 0 { 0.5 } else { f64::from(win) / f64::from(win + lose) }
}

/// The chance the attacker wins the fight: he must win `defenders + 1` rounds before losing
/// `attackers + 1`.
pub fn fight_odds(attack: i64, defense: i64, attackers: usize, defenders: usize, sides: i64) -> f64 {
    let q = round_odds(attack, defense, sides);
    let need = defenders as i32 + 1;
    let mut p = 0.0;
    let mut binom = 1.0f64;
    for k in 0..=attackers as i32 {
        if k > 0 {
            binom = binom * f64::from(need - 1 + k) / f64::from(k);
        }
        p += binom * q.powi(need) * (1.0 - q).powi(k);
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_fights_are_even() {
        assert!((round_odds(2, 2, 6) - 0.5).abs() < 1e-9);
        assert!((fight_odds(2, 2, 1, 1, 6) - 0.5).abs() < 1e-9);
        assert!(fight_odds(5, 1, 2, 0, 6) > 0.95);
    }
}
