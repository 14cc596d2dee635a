//! What a move offered to a person would do, in words: the move played on a copy of the race
//! and its events read back (a hostage let go, taken, freed or liquidated, the mover liquidated,
//! a lap's recruits, the godfather home or sent round again), then what the square it stops on
//! means (LES CASES: a sniper square hires the snipers, a safety square shields, a danger square
//! exposes). The snipers themselves spin only after every move (TIR, "ATTENTION"), so no option
//! can say whom they will hit.

use super::choice::Choice;
use super::event::{Cause, Event, Recruit};
use super::narrate::Narrator;
use super::reach::{near_args, nearest};
use super::rules::movement::{Target, accompanied, apply_move, target};
use super::rules::options::second_options;
use super::state::{GODFATHER, PieceRef, Place, State};
use crate::engine::locale::Arg;
use crate::engine::seat::Seat;

/// The messages an option's outcome reads.
pub const MESSAGES: &[&str] = &[
    "option-square",
    "option-and",
    "option-does-frees",
    "option-does-freed",
    "option-does-recruits",
    "option-does-overshoot",
    "option-does-wins",
    "option-does-hostage",
    "option-does-hostage-near",
    "option-does-hostage-far",
    "option-does-killed",
    "option-does-rescue",
    "option-does-execute",
    "option-does-falls",
    "option-does-last",
    "option-does-alone",
    "option-does-alone-unless",
    "option-does-strands",
    "option-does-strands-exposed",
    "option-does-exposed",
    "option-does-leaves",
    "option-does-exposed-named",
    "option-does-also",
    "option-does-joins",
    "option-does-meets",
    "option-does-only-joiner",
    "option-does-sniper",
    "option-does-safety",
    "option-does-danger",
    "option-does-off-danger",
];

/// A square as an option names it, by its number alone ("square 12"): what the square means
/// for the move is said in [`does`].
fn square(n: &Narrator, s: u8) -> Arg {
    Arg::Str(n.t("option-square", &[("n", Arg::Num(i64::from(s) + 1))]))
}

/// Where `piece` stands, as an option names it: "the HQ", "square 6".
pub fn from(n: &Narrator, state: &State, piece: PieceRef) -> Arg {
    match state.piece(piece).place {
        Place::Square(s) => square(n, s),
        place => n.place(place),
    }
}

/// Where a move of `piece` by `steps` ends, as an option names it: "square 12", or home.
pub fn to(n: &Narrator, state: &State, piece: PieceRef, steps: u8) -> Arg {
    match target(n.content, state, piece, steps) {
        Some(Target::Home) => Arg::Str(n.t("place-home", &[])),
        Some(Target::Square { square: s, .. }) => square(n, s),
        None => Arg::Str("?".into()),
    }
}

/// What moving `piece` by `steps` would do, clause after clause ("takes Player 2's henchman 1
/// hostage; a safety square, ..."); `None` for a plain move, where nothing special happens.
/// `extra_die`: a double's extra die is still to come this turn, which a sniper square's wheel
/// spins before (TIR, "ATTENTION"); said on a double only.
pub fn does(n: &Narrator, state: &State, piece: PieceRef, steps: u8, extra_die: bool) -> Option<String> {
    joined(n, clauses(n, state, (piece, steps), extra_die, None, None)?.0)
}

/// Clauses said as one, each after the one before ("...; ...").
pub fn joined(n: &Narrator, clauses: Vec<String>) -> Option<String> {
    let mut clauses = clauses.into_iter();
    let first = clauses.next()?;
    Some(clauses.fold(first, |first, then| n.t("option-and", &[("first", first.into()), ("then", then.into())])))
}

/// The clauses of [`does`], with the position after the move. `then`: the roll's other die,
/// played after it without asking on another piece (LES DEPLACEMENTS; `forced.rs`): what lasts
/// (a piece left alone or within a rival's reach, a godfather stuck or with nobody behind him)
/// is judged on the position after both dice, and said here only where this move already
/// brings it about; what the forced die brings about is its own to say. A newcomer was warned
/// of a henchman left alone whom the forced die then moved away, and of a godfather left stuck
/// whom it joined. `free`: the roll's other die, still the player's to choose a move for
/// (`forced.rs`): a godfather this move leaves alone is said joined if that die can bring one
/// of his henchmen to him ([`alone`]).
pub fn clauses(
    n: &Narrator,
    state: &State,
    (piece, steps): (PieceRef, u8),
    extra_die: bool,
    then: Option<(PieceRef, u8)>,
    free: Option<u8>,
) -> Option<(Vec<String>, State)> {
    let passed = matches!(target(n.content, state, piece, steps), Some(Target::Square { passed: true, .. }));
    let mut mid = state.clone();
    let Ok((events, landed)) = apply_move(n.content, &mut mid, piece, steps) else {
        return None;
    };
    // The move that wins ends the race at once (NOTES.md 5): what it leaves behind (a henchman
    // within a rival's reach, a square's risk) no longer matters, and is not said.
    if mid.winner.is_some() {
        return Some((vec![n.t("option-does-wins", &[])], mid));
    }
    let mut end = mid.clone();
    if let Some((p, die)) = then {
        apply_move(n.content, &mut end, p, die).ok()?;
    }
    let after = &end;
    // Said where it holds once this move is made and still once the forced die is played.
    let lasting = |f: &dyn Fn(&State) -> Option<String>| f(&mid).and_then(|_| f(after));
    let mut clauses: Vec<String> = Vec::new();
    let mut recruits = 0;
    for e in &events {
        match *e {
            // His own hostage, let go as he leaves; others freed by a fall are told in turn.
            Event::Freed { hostage, .. } if state.piece(hostage).held_by == Some(piece) => {
                clauses.push(n.t("option-does-frees", &[("hostage", n.piece(hostage))]));
            }
            Event::Recruited { seat, count, why: Recruit::Lap | Recruit::Overshoot } if seat == piece.seat => {
                recruits = count;
            }
            _ => {}
        }
    }
    if piece.is_godfather() && passed {
        clauses.push(n.t("option-does-overshoot", &[("count", Arg::Num(i64::from(recruits)))]));
    } else if recruits > 0 {
        clauses.push(n.t("option-does-recruits", &[("count", Arg::Num(i64::from(recruits)))]));
    }
    // What the square means to the mover still standing where he stopped; liquidated on
    // arrival, a sniper square still hires the snipers (RULINGS.md: "A piece that hires
    // snipers and dies on arrival still spins").
    let standing = landed.is_some_and(|s| after.piece(piece).place == Place::Square(s));
    let kind = landed.map(|s| n.content.board.kind(s).key()).filter(|k| standing || k == "sniper");
    let safe = kind.as_deref() == Some("safety");
    let took = events.iter().any(|e| matches!(e, Event::TookHostage { .. }));
    for e in &events {
        clauses.extend(meeting(n, state, piece, e, safe));
        if let Event::Freed { hostage, square } = *e {
            clauses.extend(freed(n, state, piece, (hostage, square), landed));
        }
        if let Event::TookHostage { hostage, square, .. } = *e {
            clauses.push(hostage_near(n, after, hostage, square));
        }
    }
    // Off the danger square the question says he stands on (`swept`): the one move that takes
    // the whole gang out of a rival's wheel's reach says so.
    if piece.is_godfather() && swept(n, state, piece.seat).is_some() && swept(n, after, piece.seat).is_none() {
        clauses.push(n.t("option-does-off-danger", &[]));
    }
    let stuck = lasting(&|a| alone(n, (state, a), piece, free));
    // A henchman walking away from his godfather names each piece a rival could take: two
    // "within reach" clauses, one about the godfather left behind and one about the mover,
    // read as one piece at two distances.
    let named = stuck.is_some() && !piece.is_godfather();
    clauses.extend(stuck);
    clauses.extend(lasting(&|a| super::stranded::stranded(n, state, a, piece)));
    // A henchman left alone where a rival can stop: taken hostage there, on a safety square
    // too (a godfather's is said with his being stuck, in `alone`). Only within the dice's
    // total: a henchman, unlike a stuck godfather, moves on, and a warning on every option
    // that a double could reach him made the options too long to read.
    if !piece.is_godfather() {
        clauses.extend(lasting(&|a| exposed(n, a, piece, false, named)));
    }
    // The one henchman left who can come to a lone godfather, within a rival's reach: the whole
    // race hangs on him (a newcomer kept him where a rival's godfather took him, unwarned, and
    // his own godfather never moved again). Said on every option but his own move, whose
    // warning is its own (the forced die's too); not again as a piece the move leaves open.
    let forced = then.map(|(p, _)| p);
    let hope = super::stranded::only_joiner(after, piece.seat)
        .filter(|&h| h != piece && Some(h) != forced && super::stranded::only_joiner(&mid, piece.seat) == Some(h));
    let hope_said = hope.and_then(|h| lasting(&|a| only_joiner(n, a, h)));
    let open = Open { before: state, mid: &mid, after, said: hope_said.as_ref().and(hope), forced };
    clauses.extend(left_open(n, &open, piece));
    clauses.extend(hope_said);
    clauses.extend(lasting(&|a| super::last_henchman::must_move(n, state, a, piece.seat)));
    // A hostage taken on a safety square says what the square keeps off, and what not.
    if let Some(kind) = kind.filter(|k| k != "nothing" && !(safe && took)) {
        // A danger square kills the gang's pieces on it only: the godfather is named when he
        // stands there too (a newcomer read "godfather too" with his godfather in the HQ).
        let godfather = landed
            .is_some_and(|s| after.piece(PieceRef { seat: piece.seat, piece: GODFATHER }).place == Place::Square(s));
        let args = [
            ("double", if extra_die { "yes" } else { "no" }.into()),
            ("godfather", if godfather { "yes" } else { "no" }.into()),
        ];
        // Said first, right after the square it means: said last, a newcomer read a safety
        // square's shelter as the square's left behind.
        clauses.insert(0, n.t(&format!("option-does-{kind}"), &args));
    }
    Some((clauses, mid))
}

/// The danger square `seat`'s godfather stands on, where a rival's wheel can pick it (D -
/// DANGER: "Tous les truands (y compris le parrain) se trouvant sur une case DANGER sont
/// liquidés"; REGLE GENERALE: "Si le parrain est liquidé, il regagne son quartier général et tous
/// ses hommes de main sont tués"): a newcomer left his there, no option saying so, and a rival's
/// wheel wiped out his gang.
pub fn swept(n: &Narrator, state: &State, seat: Seat) -> Option<u8> {
    let Place::Square(s) = state.piece(PieceRef { seat, piece: GODFATHER }).place else { return None };
    let rival = state.gangs.seats().any(|r| r != seat && state.gangs[r].pieces.iter().any(|p| p.alive()));
    let danger = n.content.board.kind(s).key() == "danger" && n.content.board.wheel.contains(&s);
    (danger && rival && state.winner.is_none()).then_some(s)
}

/// What the move does to a godfather's freedom (REGLE GENERALE: "Le parrain ne peut jamais
/// quitter une case sur laquelle il se trouve seul. Pour pouvoir repartir, il doit y être rejoint
/// par un de ses hommes de main"): the godfather who stops where no henchman of his stands is
/// stuck there, and a henchman who joins him alone frees him. A newcomer moved his godfather
/// alone and, not told, left him there for the rest of the game.
/// A godfather moved alone while the roll's other die is still the player's (`free`): where a
/// move of that die brings a henchman of his to him, that is said instead of "stuck" (a
/// reviewer read "left alone and stuck" on the only move that took his godfather forward,
/// while the next question let a henchman join him).
fn alone(n: &Narrator, (before, after): (&State, &State), piece: PieceRef, free: Option<u8>) -> Option<String> {
    let godfather = PieceRef { seat: piece.seat, piece: GODFATHER };
    let (was, is) = (before.piece(godfather), after.piece(godfather));
    if !matches!(is.place, Place::Square(_)) || is.held_by.is_some() {
        return None;
    }
    if piece.is_godfather() {
        // Onto a square where a henchman of his waits: not alone there, he moves on (a newcomer
        // found only by trial that this keeps the godfather moving).
        if accompanied(after, godfather) {
            let pieces = after.gangs[piece.seat].pieces.iter().enumerate().skip(1);
            // One who waited there before the move: not one the roll's forced die brings after.
            let mut waiting =
                pieces.filter(|(i, p)| p.place == is.place && before.gangs[piece.seat].pieces[*i].place == is.place);
            let with = waiting.next().map(|(i, _)| i as u8)?;
            let henchman = n.piece_for(PieceRef { seat: piece.seat, piece: with }, piece.seat, false);
            return Some(n.t("option-does-meets", &[("henchman", henchman)]));
        }
        let joiner = free.and_then(|die| joiner(n, after, piece, die).map(|h| (h, die)));
        let alone = match joiner {
            Some((h, die)) => n.t(
                "option-does-alone-unless",
                &[("die", Arg::Num(i64::from(die))), ("henchman", n.piece_for(h, piece.seat, false))],
            ),
            None => n.t("option-does-alone", &[]),
        };
        Some(match exposed(n, after, godfather, true, false) {
            Some(then) => n.t("option-and", &[("first", alone.into()), ("then", then.into())]),
            None => alone,
        })
    } else {
        let joins = !accompanied(before, godfather)
            && was.held_by.is_none()
            && after.piece(piece).place == is.place
            && before.piece(piece).place != is.place;
        // The last henchman beside him who walks away leaves him stuck, as his own move would.
        let strands = accompanied(before, godfather)
            && !accompanied(after, godfather)
            && before.piece(piece).place == is.place
            && after.piece(piece).place != is.place;
        if joins {
            return Some(n.t("option-does-joins", &[]));
        }
        if !strands {
            return None;
        }
        // Said in one clause with the rival who could take him there, on the square named.
        let Place::Square(s) = is.place else { return None };
        Some(match exposed(n, after, godfather, true, false) {
            Some(then) => {
                n.t("option-does-strands-exposed", &[("square", Arg::Num(i64::from(s) + 1)), ("exposed", then.into())])
            }
            None => n.t("option-does-strands", &[]),
        })
    }
}

/// The first henchman whom a move of the roll's other `die`, chosen freely, brings onto the
/// square of the godfather `moved` left alone (LES DEPLACEMENTS: each die moves another piece;
/// REGLE GENERALE: "il doit y être rejoint par un de ses hommes de main").
fn joiner(n: &Narrator, after: &State, moved: PieceRef, die: u8) -> Option<PieceRef> {
    second_options(n.content, after, moved.seat, moved.piece, die).into_iter().find_map(|c| {
        let Choice::Move { piece, die } = c else { return None };
        let h = PieceRef { seat: moved.seat, piece };
        let mut joined = after.clone();
        apply_move(n.content, &mut joined, h, die).ok()?;
        (!h.is_godfather() && accompanied(&joined, moved)).then_some(h)
    })
}

/// A piece left alone on its square within a rival's reach, said with the nearest rival who
/// could stop there (PRISE D'OTAGE: "Un truand s'arrêtant sur une case occupée par un truand
/// adverse doit le prendre en otage"; "Un parrain seul sur une case peut être pris en otage
/// comme un homme de main"; SECURITE: "la règle de la prise d'otage s'applique"). Only where it
/// stands with nobody else: beside one of its gang a rival stopping there is liquidated, and
/// beside a hostage the rules of a third piece apply, which other clauses tell. Reach is one
/// turn of that rival's ([`nearest`]; a double's extra die said: "with a double"). What being
/// taken hostage means is the option's help (`help-move`, `help-godfather`), not said again
/// in every option.
/// `with_double`: a rival only a double's extra die brings there is said too. `named`: the
/// piece and its square are named ("your godfather, on square 4, is within reach of..."),
/// where an option says it of more than one piece.
fn exposed(n: &Narrator, after: &State, piece: PieceRef, with_double: bool, named: bool) -> Option<String> {
    let Place::Square(square) = after.piece(piece).place else { return None };
    if after.on(square) != [piece] {
        return None;
    }
    let (rival, steps, double, joined, _) = nearest(n, after, square, |seat| seat != piece.seat)?;
    if double && !with_double {
        return None;
    }
    if !named && let Some(two) = super::two_rivals::two_rivals(n, after, piece) {
        return Some(two);
    }
    // The threat that comes on a plain roll, alone: a lone godfather nearer still ("as could…,
    // once joined") ran a real race's question past 50 rows, said in one option after another;
    // it is said where a hostage's rescue costs the whole gang ([`hostage_near`]).
    let near = (rival, steps, double, joined, None);
    if !named {
        return Some(n.t("option-does-exposed", &near_args(n, after, near)));
    }
    let mut args = near_args(n, after, near).to_vec();
    args.push(("piece", n.piece_for(piece, piece.seat, false)));
    args.push(("square", Arg::Num(i64::from(square) + 1)));
    Some(n.t("option-does-exposed-named", &args))
}

/// The seat's other pieces the move leaves within a rival's reach where no rival reached them
/// before, each said with the nearest rival ([`exposed`]): above all a henchman who stood with
/// the mover and is left alone on his square as the mover walks away (PRISE D'OTAGE: "Un truand
/// s'arrêtant sur une case occupée par un truand adverse doit le prendre en otage"; beside the
/// mover, a rival stopping there met two of the gang and was liquidated, REGLE GENERALE: "Si un
/// truand arrive sur une case occupée par 2 truands adverses, [...] il est "liquidé""), or
/// one whom a rival the move frees can now reach. Only the moving piece was told it could be
/// taken. A godfather the mover leaves alone is said with his being stuck ([`alone`]); a
/// henchman, who moves on, only within the dice's total, as the mover's own warning.
/// Each piece is judged as the other clauses are ([`clauses`]): open once the move is made
/// and still once the roll's forced die is played (`Open`).
fn left_open(n: &Narrator, open: &Open<'_>, piece: PieceRef) -> Vec<String> {
    let Open { before, mid, after, said, forced } = *open;
    let from = before.piece(piece).place;
    let pieces = before.gangs[piece.seat].pieces.len() as u8;
    (0..pieces)
        .map(|p| PieceRef { seat: piece.seat, piece: p })
        .filter(|&p| p != piece && Some(p) != said && Some(p) != forced)
        .filter(|&p| !(p.is_godfather() && before.piece(p).place == from))
        .filter(|&p| exposed(n, before, p, p.is_godfather(), false).is_none())
        .filter(|&p| exposed(n, mid, p, p.is_godfather(), false).is_some())
        .filter_map(|p| {
            let exposed = exposed(n, after, p, p.is_godfather(), false)?;
            let Place::Square(s) = after.piece(p).place else { return None };
            let alone = if before.piece(p).place == from { "yes" } else { "no" };
            let args = [
                ("piece", n.piece_for(p, piece.seat, false)),
                ("square", square(n, s)),
                ("alone", alone.into()),
                ("exposed", exposed.into()),
            ];
            Some(n.t("option-does-leaves", &args))
        })
        .collect()
}

/// The positions [`left_open`] reads: before the move, after it, after the roll's forced die
/// too (`after`, the same as `mid` where there is none); the piece another clause tells of
/// already (`said`, [`only_joiner`]), and the piece the forced die moves, whose own clauses
/// tell of it (`forced`).
#[derive(Clone, Copy)]
struct Open<'s> {
    before: &'s State,
    mid: &'s State,
    after: &'s State,
    said: Option<PieceRef>,
    forced: Option<PieceRef>,
}

/// The only henchman who can still come to his lone godfather (`stranded::only_joiner`), left
/// alone within a rival's reach ([`exposed`], within the dice's total as any henchman's): taken
/// hostage there, he leaves the godfather stuck (REGLE GENERALE: "Pour pouvoir repartir, il doit
/// y être rejoint par un de ses hommes de main"; PRISE D'OTAGE).
fn only_joiner(n: &Narrator, after: &State, hope: PieceRef) -> Option<String> {
    let exposed = exposed(n, after, hope, false, false)?;
    let Place::Square(s) = after.piece(hope).place else { return None };
    let args = [
        ("piece", n.piece_for(hope, hope.seat, false)),
        ("square", Arg::Num(i64::from(s) + 1)),
        ("exposed", exposed.into()),
    ];
    Some(n.t("option-does-only-joiner", &args))
}

/// How near the hostage's gang stands to the square where the mover took him (PRISE D'OTAGE:
/// "Il est du même gang que l'otage: le kidnappeur est liquidé, l'otage est donc libéré"): the
/// nearest of his gang who could stop there in one turn of theirs, or that none could, as the
/// pieces stand after the move.
fn hostage_near(n: &Narrator, after: &State, hostage: PieceRef, square: u8) -> String {
    match nearest(n, after, square, |seat| seat == hostage.seat) {
        Some(near) => n.t("option-does-hostage-near", &near_args(n, after, near)),
        None => n.t("option-does-hostage-far", &[("seat", n.locale.seat(hostage.seat))]),
    }
}

/// The hostage moving `piece` by `steps` would take (PRISE D'OTAGE), and whether on a safety
/// square (SECURITE: safe from the snipers only, "la règle de la prise d'otage s'applique").
pub fn hostage_taken(n: &Narrator, state: &State, piece: PieceRef, steps: u8) -> Option<(PieceRef, bool)> {
    let mut after = state.clone();
    let (events, landed) = apply_move(n.content, &mut after, piece, steps).ok()?;
    let hostage = events.iter().find_map(|e| match *e {
        Event::TookHostage { hostage, .. } => Some(hostage),
        _ => None,
    })?;
    let safe = landed.is_some_and(|s| n.content.board.kind(s).key() == "safety");
    Some((hostage, safe))
}

/// A hostage the move frees by the fall of his kidnapper, after the clause that tells the fall
/// (REGLE GENERALE: a liquidated godfather's henchmen are killed; PRISE D'OTAGE: "Si le
/// kidnappeur quitte la case, l'otage est libéré"): the option named him as the mover's own
/// hostage let go, before what killed his kidnapper, and hid that the race's leader went free.
/// Not the mover's own hostage (said as he leaves) nor one of his gang he frees on arrival (a
/// rescue, said with it).
fn freed(
    n: &Narrator,
    before: &State,
    piece: PieceRef,
    (hostage, square): (PieceRef, u8),
    landed: Option<u8>,
) -> Option<String> {
    let kidnapper = before.piece(hostage).held_by?;
    if kidnapper == piece || (hostage.seat == piece.seat && landed == Some(square)) {
        return None;
    }
    Some(n.t(
        "option-does-freed",
        &[
            ("hostage", n.piece_for(hostage, piece.seat, false)),
            ("kidnapper", n.piece_for(kidnapper, piece.seat, false)),
            ("square", Arg::Num(i64::from(square) + 1)),
            ("godfather", if hostage.is_godfather() { "yes" } else { "no" }.into()),
            ("lap", Arg::Num(i64::from(before.piece(hostage).lap))),
        ],
    ))
}

/// The clause one event of the move adds about the pieces met on arrival, if it adds one; a
/// hostage taken says that his gang may still come for the taker (PRISE D'OTAGE), on a safety
/// square too (`safe`).
fn meeting(n: &Narrator, before: &State, piece: PieceRef, e: &Event, safe: bool) -> Option<String> {
    Some(match *e {
        Event::GameWon { .. } => n.t("option-does-wins", &[]),
        Event::TookHostage { hostage, .. } => n.t(
            "option-does-hostage",
            &[
                ("hostage", n.piece(hostage)),
                ("seat", n.locale.seat(hostage.seat)),
                ("safety", Arg::Num(i64::from(safe))),
                ("godfather", if piece.is_godfather() { "yes" } else { "no" }.into()),
            ],
        ),
        Event::Liquidated { piece: dead, cause: Cause::ArrivedOnTwo, .. } if dead == piece => {
            n.t("option-does-killed", &[])
        }
        Event::Liquidated { piece: kidnapper, cause: Cause::Rescue, .. } => {
            let hostage = before.hostage_of(kidnapper)?;
            // The hostage freed is the mover's own: "your henchman 2".
            let hostage = n.piece_for(hostage, piece.seat, false);
            n.t("option-does-rescue", &[("kidnapper", n.piece(kidnapper)), ("hostage", hostage)])
        }
        Event::Liquidated { piece: hostage, cause: Cause::Outnumbered, .. } => {
            n.t("option-does-execute", &[("hostage", n.piece(hostage))])
        }
        Event::BackToHq { seat } => n.t("option-does-falls", &[("seat", n.locale.seat(seat))]),
        // The mover's own last henchman: what follows for his godfather (REGLE GENERALE).
        Event::LastHenchman { seat, .. } if seat == piece.seat => {
            n.t("option-does-last", &[("recruits", Arg::Num(i64::from(n.content.rules.recruit_liquidated)))])
        }
        _ => return None,
    })
}

#[cfg(test)]
#[path = "outcome_tests.rs"]
mod tests;
