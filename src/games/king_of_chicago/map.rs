//! A compact picture of the board for the terminal, drawn from the board's grid positions
//! (`board.toml`: street `pos`, squares on the block cells beside them) and what a seat's view
//! shows: street numbers, cars, the police car, business markers, turf markers, tokens lying
//! on places.

use super::board::{SquareId, StreetId};
use super::defs::SquareKind;
use super::view::View;
use crate::engine::seat::Seat;

/// Two characters a grid cell.
type Cell = [char; 2];

const EMPTY: Cell = [' ', ' '];

fn seat_digit(s: Seat) -> char {
    char::from_digit(u32::from(s.0) + 1, 36).unwrap_or('?')
}

/// Boards wider or taller than this many grid cells are not drawn (a mod's board may place its
/// squares anywhere; a picture that size would not fit a terminal anyway).
const MAX_CELLS: u16 = 120;

/// The board as text, one line a grid row, and a legend; `None` for a board too large to draw.
pub fn draw(v: &View, legend: &str) -> Option<String> {
    let board = &v.content.board;
    let width = board.streets.iter().map(|s| s.pos[0]).chain(board.squares.iter().map(|s| s.pos[0])).max().unwrap_or(0);
    let height =
        board.streets.iter().map(|s| s.pos[1]).chain(board.squares.iter().map(|s| s.pos[1])).max().unwrap_or(0);
    if width > MAX_CELLS || height > MAX_CELLS {
        return None;
    }
    let mut grid = vec![vec![EMPTY; usize::from(width) + 2]; usize::from(height) + 2];
    // Links first, so squares and streets drawn after them win a shared cell.
    for street in &board.streets {
        for &other in &street.links {
            let [x1, y1] = street.pos.map(i32::from);
            let [x2, y2] = board.streets[usize::from(other.0)].pos.map(i32::from);
            let (dx, dy) = ((x2 - x1).signum(), (y2 - y1).signum());
            let mark = match (dx, dy) {
                (_, 0) => ['-', '-'],
                (0, _) => ['|', ' '],
                (a, b) if a == b => ['\\', ' '],
                _ => ['/', ' '],
            };
            let (mut x, mut y) = (x1 + dx, y1 + dy);
            while (x, y) != (x2, y2) && (x - x1).abs() <= (x2 - x1).abs() && (y - y1).abs() <= (y2 - y1).abs() {
                grid[y as usize][x as usize] = mark;
                x += dx;
                y += dy;
            }
        }
    }
    for (i, sq) in board.squares.iter().enumerate() {
        let id = SquareId(i as u16);
        let cell = match sq.kind {
            SquareKind::Business => match v.business_on(id).and_then(|b| v.business(b).owner) {
                Some(owner) => ['B', seat_digit(owner)],
                // 3.2: a free start lot is starred on the board, where a first business opens.
                None => ['b', if sq.start { '*' } else { '.' }],
            },
            SquareKind::Turf => match v.turf_owner(id) {
                Some(owner) => ['T', seat_digit(owner)],
                None => ['t', '.'],
            },
            SquareKind::Place => {
                let n = v.tokens(id).total();
                ['r', if n == 0 { '.' } else { char::from_digit(n.min(9) as u32, 10).unwrap_or('+') }]
            }
            SquareKind::Garage => ['G', ' '],
            SquareKind::Hospital => ['H', ' '],
            SquareKind::Police => ['J', ' '],
        };
        grid[usize::from(sq.pos[1])][usize::from(sq.pos[0])] = cell;
    }
    for (i, street) in board.streets.iter().enumerate() {
        let id = StreetId(i as u16);
        let mut here: Vec<char> = (0..v.seats())
            .map(|s| Seat(s as u8))
            .filter(|&s| v.car_on_board(s) && v.car_at(s) == id)
            .map(seat_digit)
            .collect();
        if v.police_at() == id {
            here.push('P');
        }
        // An empty street shows the last two characters of its id (`s08` is `08`), so the
        // options' street names can be found on the picture.
        let name: Vec<char> = street.id.chars().collect();
        let cell = match here.as_slice() {
            [] if name.len() >= 2 => [name[name.len() - 2], name[name.len() - 1]],
            [] => ['o', ' '],
            ['P'] => ['P', ' '],
            [a] => ['@', *a],
            _ => ['@', '+'],
        };
        grid[usize::from(street.pos[1])][usize::from(street.pos[0])] = cell;
    }
    // A square beside the outermost streets (a place's "r1" left of street 32) would run into
    // the street's number ("r132"): a blank column stands between them on every row.
    let first = board.streets.iter().map(|s| usize::from(s.pos[0])).min().unwrap_or(0);
    let last = board.streets.iter().map(|s| usize::from(s.pos[0])).max().unwrap_or(0);
    let mut out = String::new();
    for row in grid {
        let mut line = String::new();
        for (x, cell) in row.iter().enumerate() {
            if x > 0 && (x == first || x == last + 1) {
                line.push(' ');
            }
            line.extend(cell);
        }
        out.push_str("  ");
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push_str("  ");
    out.push_str(legend);
    out.push('\n');
    Some(out)
}

#[cfg(test)]
mod tests {
    use crate::engine::content::Source;
    use crate::engine::seat::Seat;
    use crate::games::king_of_chicago::load;
    use crate::games::king_of_chicago::view::View;

    /// A place's tokens beside the outermost streets read apart from the street's number: "r1"
    /// left of street 32 read "r132", a street that is not on the board.
    #[test]
    fn a_square_beside_an_outer_street_stands_apart_from_its_number() {
        let content = load::load(&Source::Embedded).unwrap();
        let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
        let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
        let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
        let map = super::draw(&view, "legend").unwrap();
        let row = map.lines().find(|l| l.contains("32----33")).unwrap_or_else(|| panic!("{map}"));
        assert!(row.contains(" 32----33"), "{map}");
        let row = map.lines().find(|l| l.contains("38----39")).unwrap_or_else(|| panic!("{map}"));
        assert!(row.trim_end().ends_with("39") || row.contains("39 "), "{map}");
        assert!(map.lines().all(|l| l.chars().count() <= 80), "{map}");
        assert!(map.contains("----02----03"), "{map}");
    }
}
