//! Loading the godfather race's content: `game.toml` (the rulebook's numbers) and `board.toml`
//! (the loop, its squares, the HQs and the wheel), every number checked, every problem reported
//! at its file and field in one run. A mod's `game.toml` or `board.toml` sets numbers the base
//! has (a list, such as the sniper squares or the wheel, is replaced whole); a number out of
//! range is told in the file of the layer that set it, at its line.

use super::content::*;
use super::defs::*;
use crate::engine::content::{Checker, Digest, Source};
use crate::engine::diag::Diagnostics;
use crate::engine::layers::{self, Layered};
use toml::Spanned;

/// Loads and checks all of the godfather race's content from `source`.
///
/// # Errors
/// Every problem found, each at its `file:line:col` with the field it concerns.
pub fn load(source: &Source) -> Result<Content, Diagnostics> {
    let mut ck = Checker::for_game(source, GAME_ID);
    let mut digest = Digest::default();
    let game_f = Layered::read(source, GAME_ID, "game.toml", &mut ck, &mut digest);
    let board_f = Layered::read(source, GAME_ID, "board.toml", &mut ck, &mut digest);
    let game: Option<GameFile> = game_f.as_ref().and_then(|f| ck.parse(&f.merged));
    let board: Option<BoardFile> = board_f.as_ref().and_then(|f| ck.parse(&f.merged));
    let rules = match (game, &game_f) {
        (Some(g), Some(f)) => check_rules(g, f, &mut ck),
        _ => None,
    };
    let board = match (board, &board_f, &rules) {
        (Some(b), Some(f), Some(r)) => check_board(b, f, r, &mut ck),
        _ => None,
    };
    match (rules, board) {
        (Some(rules), Some(board)) if ck.diagnostics.is_empty() => {
            Ok(Content { rules, board, digest: digest.hex(), source: source.clone() })
        }
        _ => Err(ck.diagnostics),
    }
}

fn check_rules(g: GameFile, f: &Layered, ck: &mut Checker) -> Option<Rules> {
    let before = ck.diagnostics.len();
    let (min, max) = (g.players.min, g.players.max);
    if min < 2 || min > max || max > 8 {
        let key = if min < 2 || min > max { "min" } else { "max" };
        f.error(ck, ("players", key), "E0901", format!("`players`: from {min} to {max}; a race needs 2 to 8 players"));
    }
    if g.gang.henchmen == 0 || g.gang.henchmen > 20 {
        f.error(ck, ("gang", "henchmen"), "E0902", format!("`gang.henchmen` is {}: from 1 to 20", g.gang.henchmen));
    }
    if !(2..=20).contains(&g.dice.sides) {
        f.error(ck, ("dice", "sides"), "E0903", format!("`dice.sides` is {}: from 2 to 20", g.dice.sides));
    }
    if g.square.max_pieces < 3 {
        // Fewer could not hold a kidnapper, his hostage and a third piece arriving (PRISE D'OTAGE).
        let message = format!(
            "`square.max_pieces` is {}: from 3 (a kidnapper, his hostage and a third piece arriving) to 255",
            g.square.max_pieces
        );
        f.error(ck, ("square", "max_pieces"), "E0904", message);
    }
    if g.square.max_gangs != 2 {
        // LES DEPLACEMENTS: "et de 2 couleurs maximum". PRISE D'OTAGE is the only way two gangs
        // share a square, and it knows no third: a third piece arriving is "du même gang que
        // l'otage" or "du même gang que le kidnappeur". With room for 3 gangs a piece could stop
        // on a kidnapper and his hostage of two other gangs, and no rule says what follows; with
        // room for 1 nobody is ever taken hostage. So the number is the rulebook's, and only it.
        let message = format!(
            "`square.max_gangs` is {}: it must be 2 (LES DEPLACEMENTS: \"de 2 couleurs maximum\"; PRISE D'OTAGE has no rule for a third gang on a square, and needs two)",
            g.square.max_gangs
        );
        f.error(ck, ("square", "max_gangs"), "E0904", message);
    }
    let r = &g.recruit;
    for (key, n) in [
        ("per_lap", r.per_lap),
        ("godfather_liquidated", r.godfather_liquidated),
        ("godfather_overshoot", r.godfather_overshoot),
    ] {
        if n > g.gang.henchmen {
            let message = format!("`recruit.{key}` is {n}, more than a gang's {} henchmen", g.gang.henchmen);
            f.error(ck, ("recruit", key), "E0905", message);
        }
    }
    layers::check_turn_cap(g.engine.turn_cap, (&f.merged, &f.layers), ck);
    (ck.diagnostics.len() == before).then_some(Rules {
        min_players: min,
        max_players: max,
        henchmen: g.gang.henchmen,
        sides: g.dice.sides,
        max_pieces: g.square.max_pieces,
        max_gangs: g.square.max_gangs,
        recruit_per_lap: r.per_lap,
        recruit_liquidated: r.godfather_liquidated,
        recruit_overshoot: r.godfather_overshoot,
        turn_cap: g.engine.turn_cap,
    })
}

/// Squares listed in a field (`key` of table `section`): each within the loop; as indices from 0.
fn squares_of(
    (section, key): (&str, &str),
    list: &Spanned<Vec<u16>>,
    n: u16,
    f: &Layered,
    ck: &mut Checker,
) -> Vec<u8> {
    let field = if section.is_empty() { key.to_string() } else { format!("{section}.{}", key.trim_matches('"')) };
    let value = section.is_empty().then_some(list);
    let mut out = Vec::new();
    for &s in list.get_ref() {
        if s == 0 || s > n {
            let message = format!("`{field}` names square {s}; the loop has squares 1 to {n}");
            f.error_at(ck, (section, key, value), "E0907", message, None);
        } else {
            out.push((s - 1) as u8);
        }
    }
    out
}

fn check_board(b: BoardFile, f: &Layered, r: &Rules, ck: &mut Checker) -> Option<Board> {
    let before = ck.diagnostics.len();
    let n = *b.squares.get_ref();
    if !(8..=250).contains(&n) {
        let message = format!("`squares` is {n}: a loop of 8 to 250 squares");
        f.error_at(ck, ("", "squares", Some(&b.squares)), "E0906", message, None);
        return None;
    }
    // The longest move is a henchman's, the total of both dice (LES DEPLACEMENTS). The rulebook
    // has a move pass the HQ at most once: a henchman passing it recruits "un nouvel homme de
    // main" (RECRUTEMENT), a godfather going past home makes "un nouveau tour de ville" (RETOUR
    // DU PARRAIN), and a lap is what the race is run over. A loop shorter than the longest move
    // would have a piece go round it twice in one move, which no rule covers: such a board is
    // refused (NOTES.md 13). From any square of his lap (1 to `squares`), a move of at most
    // `squares` ends on the next lap at the latest.
    let longest = 2 * u16::from(r.sides);
    if n < longest {
        let message = format!(
            "`squares` is {n}: shorter than the longest move, {longest} (a henchman moves the total of two dice of {} faces, `dice.sides` in game.toml); a move would go round the loop more than once",
            r.sides
        );
        let help = format!("a loop of at least {longest} squares, or dice of at most {} faces", n / 2);
        f.error_at(ck, ("", "squares", Some(&b.squares)), "E0906", message, Some(help));
        return None;
    }
    let mut squares = vec![SquareKind::Nothing; usize::from(n)];
    for (key, list, kind) in [
        ("sniper", &b.sniper, SquareKind::Sniper),
        ("safety", &b.safety, SquareKind::Safety),
        ("danger", &b.danger, SquareKind::Danger),
    ] {
        for s in squares_of(("", key), list, n, f, ck) {
            let was = squares[usize::from(s)];
            if was != SquareKind::Nothing {
                let message = format!("`{key}` names square {}, already a {} square", s + 1, was.key());
                f.error_at(ck, ("", key, Some(list)), "E0908", message, None);
            }
            squares[usize::from(s)] = kind;
        }
    }
    let wheel = squares_of(("", "wheel"), &b.wheel, n, f, ck);
    // TIR: the wheel stops on one of its sectors, numbered from 1 to at most 255.
    let sectors = b.wheel.get_ref().len();
    if !(1..=usize::from(u8::MAX)).contains(&sectors) {
        let message = if sectors == 0 {
            "`wheel` has no sector".to_string()
        } else {
            format!("`wheel` has {sectors} sectors: at most 255")
        };
        let help = Some("list the square each sector names".into());
        f.error_at(ck, ("", "wheel", Some(&b.wheel)), "E0909", message, help);
    }
    let mut hq = Vec::new();
    for players in r.min_players..=r.max_players {
        let key = format!("\"{players}\"");
        let Some(list) = b.hq.get_ref().get(&players.to_string()) else {
            f.error_at(ck, ("", "hq", Some(&b.hq)), "E0910", format!("`hq` has no entry for {players} players"), None);
            continue;
        };
        let field = format!("hq.{players}");
        let entries = squares_of(("hq", &key), &Spanned::new(b.hq.span(), list.clone()), n, f, ck);
        if entries.len() != list.len() {
            continue;
        }
        if entries.len() != usize::from(players) {
            let message = format!("`{field}` names {} HQs for {players} players", entries.len());
            f.error(ck, ("hq", &key), "E0910", message);
            continue;
        }
        let mut sorted = entries.clone();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() != entries.len() {
            f.error(ck, ("hq", &key), "E0910", format!("`{field}` names one square for two HQs"));
            continue;
        }
        // RULINGS.md: the HQs are evenly spaced (within a square, when the loop does not divide).
        let gaps: Vec<u16> = (0..sorted.len())
            .map(|i| (u16::from(sorted[(i + 1) % sorted.len()]) + n - u16::from(sorted[i])) % n)
            .collect();
        let gaps: Vec<u16> = gaps.into_iter().map(|g| if g == 0 { n } else { g }).collect();
        if gaps.iter().max().unwrap_or(&0) - gaps.iter().min().unwrap_or(&0) > 1 {
            // A mod that changed the loop's length and left the box's HQs made them uneven:
            // told at the mod's `squares`, where the modder made the change.
            if layers::set_by_mod(&f.layers, "hq", &key).is_none()
                && layers::set_by_mod(&f.layers, "", "squares").is_some()
            {
                let message = format!(
                    "`squares` is {n}: the HQs of `{field}`, left as the box has them, are not evenly spaced round this loop"
                );
                let help = Some(format!("set `{field}` in this file too, evenly spaced round {n} squares"));
                f.error_at::<()>(ck, ("", "squares", None), "E0911", message, help);
            } else {
                let message = format!("`{field}`: the HQs are not evenly spaced round the loop");
                f.error(ck, ("hq", &key), "E0911", message);
            }
            continue;
        }
        hq.push((players, entries));
    }
    for key in b.hq.get_ref().keys() {
        if !key.parse::<u8>().is_ok_and(|p| (r.min_players..=r.max_players).contains(&p)) {
            let message = format!("`hq.{key}`: {key} players cannot play");
            f.error(ck, ("hq", &format!("\"{key}\"")), "E0910", message);
        }
    }
    (ck.diagnostics.len() == before).then_some(Board { squares, wheel, hq })
}

/// A broken board or `game.toml` is told by file, field and line as the broken mods under
/// `tests/content-errors/godfathers/` show, one for each code (E0901 to E0911).
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_board_is_the_rulings_board() {
        let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let count = |k: SquareKind| c.board.squares.iter().filter(|&&s| s == k).count();
        assert_eq!(c.board.len(), 48);
        assert_eq!((count(SquareKind::Sniper), count(SquareKind::Safety), count(SquareKind::Danger)), (8, 6, 6));
        assert_eq!(c.board.wheel.len(), 12);
        assert_eq!(c.board.entries(4), Some(&[0, 12, 24, 36][..]));
        let r = &c.rules;
        assert_eq!((r.min_players, r.max_players, r.henchmen, r.sides), (2, 4, 4, 6));
        assert_eq!((r.max_pieces, r.max_gangs), (3, 2));
        assert_eq!((r.recruit_per_lap, r.recruit_liquidated, r.recruit_overshoot), (1, 3, 3));
    }
}
