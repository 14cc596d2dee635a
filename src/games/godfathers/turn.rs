//! The race on the engine's match: turns until a godfather is home (LE GAGNANT), asking each
//! seat through the decision interface. What each step does is a function of `rules`; this
//! file only puts them in order: roll, move, the snipers, and a double's extra move.

use super::Godfathers;
use super::choice::Choice;
use super::content::SquareKind;
use super::event::{Blocked, Event, Stuck};
use super::rules;
use super::rules::sniper::Shot;
use super::state::{GODFATHER, PieceRef, Place, State};
use crate::engine::play::{Flow, Outcome, Stop};
use crate::engine::seat::{Seat, sole_leader};

/// A godfather race match.
pub type Match<'c> = crate::engine::play::Match<'c, Godfathers>;

/// The whole race: turns until a godfather is home, or the turn cap.
///
/// # Errors
/// [`Stop::Won`] when a godfather is home, [`Stop::Capped`] at the cap, or a seat's interrupt.
pub fn play(m: &mut Match<'_>) -> Flow<Outcome> {
    if m.state.turn == 0 && m.log.is_empty() {
        let setup = rules::setup::announce(&m.state);
        m.emit_all(setup);
    }
    let cap = m.options.round_cap.unwrap_or(m.content.rules.turn_cap);
    loop {
        if let Some(w) = m.state.winner {
            return Err(Stop::Won(w));
        }
        if m.state.turn >= cap {
            let leader = leader(&m.state);
            m.emit(Event::Capped { turns: m.state.turn, leader });
            return Err(Stop::Capped(leader));
        }
        turn(m)?;
        super::out_of_play::note(&mut m.state);
    }
}

/// The godfather who has walked furthest on his lap, if one alone has.
pub fn leader(state: &State) -> Option<Seat> {
    sole_leader(state.gangs.iter().map(|(s, g)| (s, g.pieces[0].lap)))
}

/// The kinds of roll, as scenario files fix their dice: the two dice of a turn, a double's
/// extra die.
pub const ROLLS: [&str; 2] = ["turn", "extra"];

fn roll(m: &mut Match<'_>, kind: &str) -> u8 {
    let c = &mut m.state.chance;
    c.fixed.dice.roll_as(&mut c.rng, m.content.rules.sides, &[kind])
}

/// The number of the turn after `turn`, never wrapping round.
///
/// # Errors
/// [`Stop::Broken`] past the largest turn a counter holds.
pub fn next_turn(turn: u32) -> Flow<u32> {
    turn.checked_add(1).ok_or_else(|| Stop::Broken(format!("the turn counter is full after turn {turn}")))
}

/// Why `seat` can move nobody whatever it rolls, when that is so: its godfather, alone or held
/// hostage, with no henchman of his free to come to him (REGLE GENERALE: "Le parrain ne peut
/// jamais quitter une case sur laquelle il se trouve seul"; PRISE D'OTAGE). `None` while a
/// henchman of his is free.
pub fn stuck(state: &State, seat: Seat) -> Option<Stuck> {
    let godfather = PieceRef { seat, piece: GODFATHER };
    let g = state.piece(godfather);
    let free = state.gangs[seat].pieces.iter().skip(1).any(|p| p.alive() && p.held_by.is_none());
    match (free, g.held_by) {
        (true, _) => None,
        (false, Some(_)) => Some(Stuck::Hostage { place: g.place }),
        (false, None) if g.alive() && !rules::movement::accompanied(state, godfather) => {
            let any_left = state.gangs[seat].pieces.iter().skip(1).any(|p| p.alive());
            Some(if any_left { Stuck::Alone { place: g.place } } else { Stuck::Stranded { place: g.place } })
        }
        (false, None) => None,
    }
}

/// The dice `seat` cannot use, with the reason when it is his godfather, alone or held
/// hostage, with no henchman of his free to come to him ([`stuck`]): a player told only "can
/// move nobody" turn after turn sees no reason (REGLE GENERALE, PRISE D'OTAGE). Told in full
/// each time: an event is what the position and the answers give, and whether the reason was
/// told before is not in the position (a scenario written from it would tell it otherwise).
/// Otherwise each piece still in play is told with why it could not move (`moved`: the piece
/// that moved the roll's other die): a person read "You can move nobody with 2" and no reason.
fn unused(state: &State, seat: Seat, dice: Vec<u8>, moved: Option<u8>) -> Event {
    let stuck = stuck(state, seat);
    let blocked = if stuck.is_some() { Vec::new() } else { blocked(state, seat, moved) };
    Event::Unused { seat, dice, stuck, blocked }
}

/// Why each piece of `seat` in play cannot move, where no piece can move the dice: what
/// `rules::movement::target` refuses, told in the rules' order; a piece it lets move anywhere
/// stands where every square the dice reach is full.
fn blocked(state: &State, seat: Seat, moved: Option<u8>) -> Vec<(PieceRef, Blocked)> {
    let pieces = state.gangs[seat].pieces.iter().enumerate();
    pieces
        .filter(|(_, p)| p.alive())
        .map(|(i, p)| {
            let piece = PieceRef { seat, piece: i as u8 };
            let why = if moved == Some(piece.piece) {
                Blocked::Moved
            } else if p.held_by.is_some() {
                Blocked::Held
            } else if piece.is_godfather() && !rules::movement::accompanied(state, piece) {
                Blocked::Alone
            } else if p.fresh {
                Blocked::Fresh
            } else {
                Blocked::Full
            };
            (piece, why)
        })
        .collect()
}

/// One move asked and made; the sniper square it stopped on, if it did. The only move there is is
/// made without asking, and told first (`Event::OnlyMove`): a person saw his henchman walk
/// onto a danger square and was never told he had no choice. `dice`: the turn's two dice, or
/// the one die the move is for.
fn one_move(
    m: &mut Match<'_>,
    seat: Seat,
    prompt: &'static str,
    options: Vec<Choice>,
    dice: &[u8],
) -> Flow<(Choice, Option<u8>)> {
    let only = options.len() == 1;
    let choice = m.ask(seat, prompt, options)?;
    let (piece, steps) = match choice {
        Choice::Sum { piece, steps } => (piece, steps),
        Choice::Move { piece, die } => (piece, die),
        Choice::Victim { .. } => return Err(Stop::Broken("a victim where a move was asked".into())),
    };
    if only {
        let p = PieceRef { seat, piece };
        let to = match rules::movement::target(m.content, &m.state, p, steps) {
            Some(rules::movement::Target::Square { square, .. }) => Place::Square(square),
            _ => Place::Hq,
        };
        let dice = if matches!(choice, Choice::Sum { .. }) { dice.to_vec() } else { vec![steps] };
        m.emit(Event::OnlyMove { piece: p, dice, from: m.state.piece(p).place, to });
    }
    let (mut events, landed) =
        rules::movement::apply_move(m.content, &mut m.state, PieceRef { seat, piece }, steps).map_err(Stop::Broken)?;
    // Told once: the `OnlyMove` above said where it goes.
    for e in &mut events {
        if let Event::Moved { forced, .. } = e {
            *forced = only;
        }
    }
    m.emit_all(events);
    m.check_invariants()?;
    Ok((choice, landed.filter(|&s| m.content.board.kind(s) == SquareKind::Sniper)))
}

/// A player's turn: roll both dice, move (one henchman the total, or two pieces a die each),
/// spin the wheel once per piece that stopped on a sniper square, and after a double roll one
/// die again for one more move and its snipers (LES DEPLACEMENTS, TIR).
///
/// # Errors
/// A seat's interrupt; [`Stop::Broken`] when the turn counter is full (never in a game: the turn
/// cap and a scenario's bounds on `turn` and `turns` keep it far below).
pub fn turn(m: &mut Match<'_>) -> Flow {
    let seat = m.state.current;
    m.state.turn = next_turn(m.state.turn)?;
    for p in &mut m.state.gangs[seat].pieces {
        p.fresh = false;
    }
    m.emit(Event::TurnStarted { seat, turn: m.state.turn });
    let dice = [roll(m, ROLLS[0]), roll(m, ROLLS[0])];
    m.emit(Event::Rolled { seat, dice: dice.to_vec() });
    let mut spins = Vec::new();
    let options = rules::options::first_options(m.content, &m.state, seat, dice);
    if options.is_empty() {
        m.emit(unused(&m.state, seat, dice.to_vec(), None));
    } else {
        let (first, hired) = one_move(m, seat, "move", options, &dice)?;
        spins.extend(hired);
        if let Choice::Move { piece, die } = first
            && m.state.winner.is_none()
        {
            let other = if die == dice[0] { dice[1] } else { dice[0] };
            let options = rules::options::second_options(m.content, &m.state, seat, piece, other);
            if options.is_empty() {
                m.emit(unused(&m.state, seat, vec![other], Some(piece)));
            } else {
                spins.extend(one_move(m, seat, "second", options, &[other])?.1);
            }
        }
    }
    if m.state.winner.is_some() {
        return Ok(());
    }
    snipers(m, seat, &spins)?;
    if dice[0] == dice[1] {
        let die = roll(m, ROLLS[1]);
        m.emit(Event::Rolled { seat, dice: vec![die] });
        let options = rules::options::extra_options(m.content, &m.state, seat, die);
        if options.is_empty() {
            m.emit(unused(&m.state, seat, vec![die], None));
        } else {
            let hired = one_move(m, seat, "extra", options, &[die])?.1;
            if m.state.winner.is_some() {
                return Ok(());
            }
            snipers(m, seat, Option::as_slice(&hired))?;
        }
    }
    m.state.current = seat.left(1, m.state.seats());
    m.check_invariants()
}

/// TIR: "lancer la roue s'effectue une fois tous ses déplacements effectués", once per piece
/// that stopped on a sniper square: `stops`, the sniper squares stopped on, each named by its
/// spin (a spin told after a later move did not say which stop earned it).
///
/// # Errors
/// A seat's interrupt (the owner picking his victim).
pub fn snipers(m: &mut Match<'_>, seat: Seat, stops: &[u8]) -> Flow {
    for &stop in stops {
        let sectors = m.content.board.wheel.len().min(usize::from(u8::MAX)) as u8;
        let c = &mut m.state.chance;
        let sector = c.fixed.wheel.roll(&mut c.rng, sectors);
        let square = m.content.board.wheel[usize::from(sector - 1)];
        m.emit(Event::Spun { seat, sector, square, stop });
        shoot(m, seat, square)?;
        m.check_invariants()?;
    }
    Ok(())
}

/// The snipers hired by `seat` fire at `square`.
///
/// # Errors
/// A seat's interrupt.
pub fn shoot(m: &mut Match<'_>, seat: Seat, square: u8) -> Flow {
    match rules::sniper::victims(m.content, &m.state, seat, square) {
        Shot::Spared(why) => m.emit(Event::Spared { square, why }),
        Shot::Pieces(pieces, cause) => {
            for p in pieces {
                // A godfather's fall earlier in the list may have taken this henchman already.
                if m.state.piece(p).place == super::state::Place::Square(square) {
                    let events = rules::liquidation::liquidate(m.content, &mut m.state, p, cause);
                    m.emit_all(events);
                }
            }
        }
        Shot::Choose { seat: owner, among } => {
            let options = among.into_iter().map(|piece| Choice::Victim { piece }).collect::<Vec<_>>();
            let piece = match m.ask(owner, "victim", options)? {
                Choice::Victim { piece } => piece,
                _ => return Err(Stop::Broken("a move where a victim was asked".into())),
            };
            let events = rules::liquidation::liquidate(
                m.content,
                &mut m.state,
                PieceRef { seat: owner, piece },
                super::event::Cause::Sniper,
            );
            m.emit_all(events);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_turn_counter_never_wraps() {
        // A scenario's `turn = 4294967295` once made the next turn "Turn 0".
        assert_eq!(next_turn(1).ok(), Some(2));
        assert!(matches!(next_turn(u32::MAX), Err(Stop::Broken(why)) if why.contains("full")));
    }

    /// A gang that can move nobody is told why (REGLE GENERALE, RECRUTEMENT), each time in
    /// full: whether it was told before is not in the position, and an event is what the
    /// position and the answers give (`tests/scenario_from.rs` plays a scenario written from
    /// the middle of a game back to the same events).
    #[test]
    fn a_stuck_gang_is_told_why() {
        use super::super::load::load;
        use super::super::narrate::Narrator;
        use super::super::state::Piece;
        use crate::engine::content::Source;
        use crate::engine::locale::Locale;
        use crate::engine::play::MatchOptions;
        let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let mut s = rules::setup::new_game(&c, 2, 1).expect("two players");
        s.current = Seat(0);
        s.gangs[Seat(0)].pieces[0] = Piece { place: Place::Square(4), lap: 5, fresh: false, held_by: None };
        for p in &mut s.gangs[Seat(0)].pieces[1..] {
            *p = Piece::dead();
        }
        let m: Match<'_> = Match::new(&c, s, Vec::new(), &MatchOptions::default());
        let first = unused(&m.state, Seat(0), vec![3, 4], None);
        assert!(matches!(first, Event::Unused { stuck: Some(Stuck::Stranded { .. }), .. }), "{first:?}");
        for (lang, full) in [
            ("en", "He leaves it only if a rival kills him"),
            ("fr", "Il n'en partira que si un rival le liquide"),
            ("nl", "Hij komt er pas weg als een rivaal hem doodt"),
        ] {
            let locale = Locale::load(&Source::Embedded, super::super::content::GAME_ID, lang).expect("the language");
            let n = Narrator { content: &c, locale: &locale };
            let said = n.line(&first, Some(Seat(0))).unwrap_or_default().replace(['\u{2068}', '\u{2069}'], "");
            assert!(said.contains(full), "{lang}: {said}");
        }
    }

    /// "You can move nobody with 2" gave no reason where the godfather was not the only one
    /// held back (LES DEPLACEMENTS, REGLE GENERALE, PRISE D'OTAGE): each piece in play is now
    /// told with what keeps it, in every language, to the gang and to the others.
    #[test]
    fn a_gang_that_can_move_nobody_is_told_what_keeps_each_piece() {
        use super::super::load::load;
        use super::super::narrate::Narrator;
        use super::super::state::Piece;
        use crate::engine::content::Source;
        use crate::engine::locale::Locale;
        let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let mut s = rules::setup::new_game(&c, 3, 1).expect("three players");
        s.current = Seat(0);
        let at = |square: u8, lap: u8| Piece { place: Place::Square(square), lap, fresh: false, held_by: None };
        let kidnapper = PieceRef { seat: Seat(1), piece: 1 };
        let mine = &mut s.gangs[Seat(0)].pieces;
        mine[0] = at(9, 10);
        mine[1] = Piece { held_by: Some(kidnapper), ..at(19, 20) };
        mine[2] = Piece { fresh: true, ..Piece::in_hq() };
        mine[3] = at(29, 30);
        mine[4] = Piece::dead();
        s.gangs[Seat(1)].pieces[1] = at(19, 1);
        // Squares 31 and 32 each hold two gangs already: a third may not stop there.
        for (seat, piece, square) in [(1, 2, 30), (2, 1, 30), (1, 3, 31), (2, 2, 31)] {
            s.gangs[Seat(seat)].pieces[piece] = at(square, 1);
        }
        assert!(rules::options::first_options(&c, &s, Seat(0), [1, 1]).is_empty());
        let roll = unused(&s, Seat(0), vec![1, 1], None);
        let second = unused(&s, Seat(0), vec![1], Some(3));
        for (lang, yours, theirs, moved) in [
            (
                "en",
                "You can move nobody with 1 + 1: your henchman 1 is held hostage; your godfather stands alone, and a \
                 godfather never leaves a square where he is alone; your henchman 2 is in the HQ since the godfather fell \
                 this turn, and leaves it from the next turn on; every square the dice would take your henchman 3 to is full (at most 3 pieces of 2 \
                 gangs on a square) (Moving, General rule, Taking hostages; French rulebook: LES DÉPLACEMENTS, RÈGLE \
                 GÉNÉRALE, PRISE D'OTAGE).",
                "Player 1 can move nobody with 1 + 1: Player 1's henchman 1 is held hostage; Player 1's godfather",
                "You can move nobody with 1: your henchman 3 moved the other die, and two pieces move one die each; \
                 your henchman 1 is held hostage",
            ),
            (
                "fr",
                "Vous ne pouvez déplacer personne avec 1 + 1 : votre homme de main 1 est retenu en otage ; votre \
                 parrain est seul sur sa case, et un parrain ne quitte jamais une case où il se trouve seul ; votre \
                 homme de main 2 est au QG depuis la chute du parrain ce tour-ci et n'en repart qu'au tour suivant ; toutes les cases où les dés \
                 mèneraient votre homme de main 3 sont pleines (au plus 3 truands de 2 gangs par case) \
                 (LES DÉPLACEMENTS, RÈGLE GÉNÉRALE, PRISE D'OTAGE).",
                "Joueur 1 ne peut déplacer personne avec 1 + 1 : Joueur 1 (homme de main 1) est retenu en otage",
                "Vous ne pouvez déplacer personne avec 1 : votre homme de main 3 a déjà avancé de l'autre dé",
            ),
            (
                "nl",
                "Je kunt met 1 + 1 niemand verplaatsen: jouw handlanger 1 wordt gegijzeld; jouw peetvader staat \
                 alleen, en een peetvader verlaat nooit een veld waar hij alleen staat; jouw handlanger 2 staat sinds de \
                 val van de peetvader deze beurt in het hoofdkwartier en mag er pas de volgende beurt weg; elk veld waar de dobbelstenen jouw handlanger 3 \
                 heen zouden brengen, is vol (hoogstens 3 stukken van 2 bendes op een veld) (Verplaatsen, Algemene \
                 regel, Gijzeling; Franse spelregels: LES DÉPLACEMENTS, RÈGLE GÉNÉRALE, PRISE D'OTAGE).",
                "Speler 1 kan met 1 + 1 niemand verplaatsen: handlanger 1 van Speler 1 wordt gegijzeld",
                "Je kunt met 1 niemand verplaatsen: jouw handlanger 3 heeft de andere dobbelsteen al gespeeld",
            ),
        ] {
            let locale = Locale::load(&Source::Embedded, super::super::content::GAME_ID, lang).unwrap();
            let n = Narrator { content: &c, locale: &locale };
            let said = |e: &Event, viewer| n.line(e, viewer).unwrap_or_default().replace(['\u{2068}', '\u{2069}'], "");
            assert_eq!(said(&roll, Some(Seat(0))), yours, "{lang}");
            assert!(said(&roll, Some(Seat(1))).starts_with(theirs), "{lang}: {}", said(&roll, Some(Seat(1))));
            assert!(said(&second, Some(Seat(0))).starts_with(moved), "{lang}: {}", said(&second, Some(Seat(0))));
        }
    }
}
