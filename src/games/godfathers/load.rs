//! Loading the godfather race's content: `game.toml` (the rulebook's numbers) and `board.toml`
//! (the loop, its squares, the HQs and the wheel), every number checked, every problem reported
//! at its file and field in one run. A mod's `game.toml` or `board.toml` sets numbers the base
//! has (a list, such as the sniper squares or the wheel, is replaced whole).

use super::content::*;
use super::defs::*;
use crate::engine::content::{Checker, Digest, Source, SourceFile};
use crate::engine::diag::Diagnostics;
use crate::engine::layers;
use toml::Spanned;

fn file(source: &Source, name: &str, ck: &mut Checker, digest: &mut Digest) -> Option<SourceFile> {
    let files = layers::files(source, GAME_ID, name, ck, digest);
    layers::numbers_file(&files, ck)
}

/// Loads and checks all of the godfather race's content from `source`.
///
/// # Errors
/// Every problem found, each at its `file:line:col` with the field it concerns.
pub fn load(source: &Source) -> Result<Content, Diagnostics> {
    let mut ck = Checker::default();
    let mut digest = Digest::default();
    for d in source.refused(GAME_ID) {
        ck.diagnostics.push(d);
    }
    let game_f = file(source, "game.toml", &mut ck, &mut digest);
    let board_f = file(source, "board.toml", &mut ck, &mut digest);
    let game: Option<GameFile> = game_f.as_ref().and_then(|f| ck.parse(f));
    let board: Option<BoardFile> = board_f.as_ref().and_then(|f| ck.parse(f));
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

fn check_rules(g: GameFile, f: &SourceFile, ck: &mut Checker) -> Option<Rules> {
    let before = ck.diagnostics.len();
    let (min, max) = (g.players.min, g.players.max);
    if min < 2 || min > max || max > 8 {
        ck.error(&f.name, "E0901", format!("`players`: from {min} to {max}; a race needs 2 to 8 players"));
    }
    if g.gang.henchmen == 0 || g.gang.henchmen > 20 {
        ck.error(&f.name, "E0902", format!("`gang.henchmen` is {}: from 1 to 20", g.gang.henchmen));
    }
    if !(2..=20).contains(&g.dice.sides) {
        ck.error(&f.name, "E0903", format!("`dice.sides` is {}: from 2 to 20", g.dice.sides));
    }
    if g.square.max_pieces < 3 || g.square.max_gangs < 2 {
        // Fewer could not hold a kidnapper, his hostage and a third piece arriving (PRISE D'OTAGE).
        ck.error(
            &f.name,
            "E0904",
            format!(
                "`square.max_pieces` {} and `square.max_gangs` {}: a hostage square needs 3 pieces of 2 gangs",
                g.square.max_pieces, g.square.max_gangs
            ),
        );
    }
    let r = &g.recruit;
    for (what, n) in [
        ("recruit.per_lap", r.per_lap),
        ("recruit.godfather_liquidated", r.godfather_liquidated),
        ("recruit.godfather_overshoot", r.godfather_overshoot),
    ] {
        if n > g.gang.henchmen {
            ck.error(&f.name, "E0905", format!("`{what}` is {n}, more than a gang's {} henchmen", g.gang.henchmen));
        }
    }
    if !(1..=1_000_000).contains(&g.engine.turn_cap) {
        ck.error(&f.name, "E0010", format!("`engine.turn_cap` is {}: it must be from 1 to 1000000", g.engine.turn_cap));
    }
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

/// Squares listed in a field: each within the loop; as indices from 0.
fn squares_of(field: &str, list: &Spanned<Vec<u16>>, n: u16, f: &SourceFile, ck: &mut Checker) -> Vec<u8> {
    let mut out = Vec::new();
    for &s in list.get_ref() {
        if s == 0 || s > n {
            ck.error_at(f, list, "E0907", format!("`{field}` names square {s}; the loop has squares 1 to {n}"), None);
        } else {
            out.push((s - 1) as u8);
        }
    }
    out
}

fn check_board(b: BoardFile, f: &SourceFile, r: &Rules, ck: &mut Checker) -> Option<Board> {
    let before = ck.diagnostics.len();
    let n = *b.squares.get_ref();
    if !(8..=250).contains(&n) {
        ck.error_at(f, &b.squares, "E0906", format!("`squares` is {n}: a loop of 8 to 250 squares"), None);
        return None;
    }
    let mut squares = vec![SquareKind::Nothing; usize::from(n)];
    for (field, list, kind) in [
        ("sniper", &b.sniper, SquareKind::Sniper),
        ("safety", &b.safety, SquareKind::Safety),
        ("danger", &b.danger, SquareKind::Danger),
    ] {
        for s in squares_of(field, list, n, f, ck) {
            let was = squares[usize::from(s)];
            if was != SquareKind::Nothing {
                ck.error_at(
                    f,
                    list,
                    "E0908",
                    format!("`{field}` names square {}, already a {} square", s + 1, was.key()),
                    None,
                );
            }
            squares[usize::from(s)] = kind;
        }
    }
    let wheel = squares_of("wheel", &b.wheel, n, f, ck);
    if b.wheel.get_ref().is_empty() {
        ck.error_at(
            f,
            &b.wheel,
            "E0909",
            "`wheel` has no sector".into(),
            Some("list the square each sector names".into()),
        );
    }
    let mut hq = Vec::new();
    for players in r.min_players..=r.max_players {
        let Some(list) = b.hq.get_ref().get(&players.to_string()) else {
            ck.error_at(f, &b.hq, "E0910", format!("`hq` has no entry for {players} players"), None);
            continue;
        };
        let field = format!("hq.{players}");
        let entries = squares_of(&field, &Spanned::new(b.hq.span(), list.clone()), n, f, ck);
        if entries.len() != list.len() {
            continue;
        }
        if entries.len() != usize::from(players) {
            ck.error_at(
                f,
                &b.hq,
                "E0910",
                format!("`{field}` names {} HQs for {players} players", entries.len()),
                None,
            );
            continue;
        }
        let mut sorted = entries.clone();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() != entries.len() {
            ck.error_at(f, &b.hq, "E0910", format!("`{field}` names one square for two HQs"), None);
            continue;
        }
        // RULINGS.md: the HQs are evenly spaced (within a square, when the loop does not divide).
        let gaps: Vec<u16> = (0..sorted.len())
            .map(|i| (u16::from(sorted[(i + 1) % sorted.len()]) + n - u16::from(sorted[i])) % n)
            .collect();
        let gaps: Vec<u16> = gaps.into_iter().map(|g| if g == 0 { n } else { g }).collect();
        if gaps.iter().max().unwrap_or(&0) - gaps.iter().min().unwrap_or(&0) > 1 {
            ck.error_at(f, &b.hq, "E0911", format!("`{field}`: the HQs are not evenly spaced round the loop"), None);
            continue;
        }
        hq.push((players, entries));
    }
    for key in b.hq.get_ref().keys() {
        if !key.parse::<u8>().is_ok_and(|p| (r.min_players..=r.max_players).contains(&p)) {
            ck.error_at(f, &b.hq, "E0910", format!("`hq.{key}`: {key} players cannot play"), None);
        }
    }
    (ck.diagnostics.len() == before).then_some(Board { squares, wheel, hq })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bundled() -> Content {
        load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"))
    }

    #[test]
    fn the_bundled_board_is_the_rulings_board() {
        let c = bundled();
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

    fn broken(board: &str) -> Diagnostics {
        let dir = tempfile::tempdir().expect("tempdir");
        let game = dir.path().join(GAME_ID);
        std::fs::create_dir_all(&game).expect("mkdir");
        let text = Source::Embedded.read(&format!("{GAME_ID}/game.toml")).expect("bundled").text;
        std::fs::write(game.join("game.toml"), text).expect("write");
        std::fs::write(game.join("board.toml"), board).expect("write");
        load(&Source::Dir(dir.path().to_path_buf())).expect_err("broken board")
    }

    #[test]
    fn a_broken_board_is_told_by_file_and_field() {
        let board = Source::Embedded.read(&format!("{GAME_ID}/board.toml")).expect("bundled").text;
        let out_of_loop = board.replace("sniper = [4,", "sniper = [49,");
        let d = broken(&out_of_loop);
        let e = d.0.iter().find(|d| d.code == "E0907").unwrap_or_else(|| panic!("{d}"));
        assert_eq!(e.file, "godfathers/board.toml");
        assert!(e.line > 0);
        assert!(e.message.contains("`sniper` names square 49"), "{}", e.message);
        let twice = board.replace("safety = [7,", "safety = [4,");
        assert!(broken(&twice).0.iter().any(|d| d.code == "E0908" && d.message.contains("already a sniper")));
        let no_wheel = board.replace("wheel = [", "wheel = [] \nold_wheel = [");
        assert!(broken(&no_wheel).0.iter().any(|d| d.code == "E0002" || d.code == "E0909"));
        let uneven = board.replace("\"4\" = [1, 13, 25, 37]", "\"4\" = [1, 2, 25, 37]");
        assert!(broken(&uneven).0.iter().any(|d| d.code == "E0911" && d.message.contains("hq.4")));
    }
}
