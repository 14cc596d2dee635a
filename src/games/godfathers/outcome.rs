//! What a move offered to a person would do, in words: the move played on a copy of the race
//! and its events read back (a hostage let go, taken, freed or liquidated, the mover liquidated,
//! a lap's recruits, the godfather home or sent round again), then what the square it stops on
//! means (LES CASES: a sniper square hires the snipers, a safety square shields, a danger square
//! exposes). The snipers themselves spin only after every move (TIR, "ATTENTION"), so no option
//! can say whom they will hit.

use super::choice::Choice;
use super::event::{Cause, Event, Recruit};
use super::narrate::Narrator;
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

/// The words' arguments for the piece [`nearest`] found: who, how many squares behind, whether
/// only a double's extra die brings it, whether he is a lone godfather who moves only once a
/// henchman of his has joined him, and a lone godfather nearer than him, said after him
/// (`option-does-also`; empty where there is none).
/// A rival still in his HQ is said there, with the square it opens onto: "one square behind"
/// sent a newcomer looking on the board for a piece that was not on it.
pub fn near_args(n: &Narrator, after: &State, (rival, steps, double, joined, also): Near) -> [(&'static str, Arg); 7] {
    let also = also.map_or_else(String::new, |(godfather, steps)| {
        n.t("option-does-also", &[("rival", n.piece(godfather)), ("steps", Arg::Num(i64::from(steps)))])
    });
    let hq = after.piece(rival).place == Place::Hq;
    [
        ("hq", if hq { "yes" } else { "no" }.into()),
        ("entry", Arg::Num(i64::from(after.entries[rival.seat]) + 1)),
        ("rival", n.piece(rival)),
        ("steps", Arg::Num(i64::from(steps))),
        ("double", if double { "yes" } else { "no" }.into()),
        ("joined", if joined { "yes" } else { "no" }.into()),
        ("also", Arg::Str(also)),
    ]
}

/// A rival piece that could stop on a square: which, the steps it stands behind, whether only a
/// double's extra die brings it, whether it is a lone godfather a henchman must join first, and
/// a lone godfather who could come once joined and stands nearer than it, with his steps.
pub type Near = (PieceRef, u8, bool, bool, Option<(PieceRef, u8)>);

/// The steps a lone godfather of a rival gang (REGLE GENERALE: he never leaves a square where he
/// stands alone) stands behind `square` when one of his henchmen can join him with one die
/// and he can then move onto it with the other (NOTES.md 3: "A henchman that reaches his lone
/// godfather with the first die lets him leave with the second"). A newcomer's option named a
/// henchman 7 squares behind, while such a godfather 2 behind took him the next turn.
fn joined_reach(n: &Narrator, probe: &State, godfather: PieceRef, square: u8) -> Option<u8> {
    let g = probe.piece(godfather);
    let (Place::Square(at), None) = (g.place, g.held_by) else { return None };
    if !godfather.is_godfather() || accompanied(probe, godfather) {
        return None;
    }
    let sides = n.content.rules.sides;
    let henchmen =
        (1..probe.gangs[godfather.seat].pieces.len() as u8).map(|piece| PieceRef { seat: godfather.seat, piece });
    henchmen
        .filter_map(|h| {
            let lap = (1..=sides).find_map(|k| match target(n.content, probe, h, k) {
                Some(Target::Square { square: s, lap, .. }) if s == at => Some(lap),
                _ => None,
            })?;
            let mut joined = probe.clone();
            let p = joined.piece_mut(h);
            (p.place, p.lap) = (Place::Square(at), lap);
            (1..=sides).find(|&d| {
                matches!(target(n.content, &joined, godfather, d), Some(Target::Square { square: s, .. }) if s == square)
            })
        })
        .min()
}

/// The piece of a gang `rival` accepts nearest to stopping on `square` in one turn of its own
/// as the rules allow it (LES DEPLACEMENTS): a henchman moves up to the two dice's total and,
/// on a double, the extra die again; a godfather one die, and on a double the extra die; each
/// move stopping where the rules let it (a piece held hostage, a godfather alone or a full
/// square does not move; a piece waiting for its gang's next turn moves then). With the steps
/// it stands behind and whether only a double's extra die brings it there.
pub fn nearest(n: &Narrator, after: &State, square: u8, rival: impl Fn(Seat) -> bool) -> Option<Near> {
    let mut probe = after.clone();
    for seat in after.gangs.seats().filter(|&s| rival(s)) {
        for p in &mut probe.gangs[seat].pieces {
            p.fresh = false;
        }
    }
    let sides = n.content.rules.sides;
    let reach = |p: PieceRef| if p.is_godfather() { 2 * sides } else { 3 * sides };
    // Past one die for a godfather, past the two dice's total for a henchman: only a double's
    // extra die brings him there.
    let needs_double = |steps: u8, p: PieceRef| steps > if p.is_godfather() { sides } else { 2 * sides };
    let near: Vec<(u8, PieceRef, bool)> = probe
        .all()
        .filter(|(p, _)| rival(p.seat))
        .filter_map(|(p, _)| {
            (1..=reach(p))
                .find(|&steps| {
                    matches!(target(n.content, &probe, p, steps), Some(Target::Square { square: s, .. }) if s == square)
                })
                .map(|steps| (steps, p, false))
                .or_else(|| joined_reach(n, &probe, p, square).map(|steps| (steps, p, true)))
        })
        .collect();
    // A rival the dice bring without a double before one only a double brings, however
    // near: where a godfather and his henchman stood together, the godfather (the lower
    // piece) was chosen, needing a double, and a henchman's warning, which leaves such a
    // rival out, was dropped though the henchman could come. Then one free to move before a
    // lone godfather who moves only once joined, however near: the godfather 2 squares behind
    // was named "once one of his henchmen joins him", which reads as not yet a threat, while his
    // henchman 4 behind could stop there on a plain roll (a newcomer's game, nl seed 18).
    let &(steps, piece, joined) =
        near.iter().min_by_key(|&&(steps, p, joined)| (needs_double(steps, p), joined, steps, p))?;
    // The lone godfather nearer still is said after him: he too could come (NOTES.md 3).
    let also = near
        .iter()
        .filter(|&&(s, _, j)| j && !joined && s < steps)
        .min_by_key(|&&(s, p, _)| (s, p))
        .map(|&(s, p, _)| (p, s));
    Some((piece, steps, needs_double(steps, piece), joined, also))
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
mod tests {
    use super::super::content::{Content, GAME_ID};
    use super::super::load::load;
    use super::super::narrate::Narrator;
    use super::super::rules::setup::new_game;
    use super::super::state::{Piece, PieceRef, Place, State};
    use super::{does, to};
    use crate::engine::content::Source;
    use crate::engine::locale::Arg;
    use crate::engine::locale::Locale;
    use crate::engine::seat::Seat;

    /// A two-player race with pieces placed by hand: (seat, piece, square from 1; 0 the HQ).
    fn race(c: &Content, pieces: &[(u8, u8, u8)]) -> State {
        let mut s = new_game(c, 2, 1).expect("two players");
        s.current = Seat(0);
        for &(seat, piece, square) in pieces {
            let entry = s.entries[Seat(seat)];
            let lap = (square + c.board.len() - entry - 1) % c.board.len() + 1;
            s.gangs[Seat(seat)].pieces[usize::from(piece)] = match square {
                0 => Piece::in_hq(),
                q => Piece { place: Place::Square(q - 1), lap, fresh: false, held_by: None },
            };
        }
        s
    }

    fn said(s: &State, seat: u8, piece: u8, steps: u8) -> String {
        said_in("en", s, seat, piece, steps)
    }

    fn said_in(lang: &str, s: &State, seat: u8, piece: u8, steps: u8) -> String {
        let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
        does(&Narrator { content: &c, locale: &locale }, s, PieceRef { seat: Seat(seat), piece }, steps, true)
            .unwrap_or_default()
    }

    fn content() -> Content {
        load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"))
    }

    #[test]
    fn a_move_onto_a_lone_rival_says_it_takes_him_hostage() {
        // PRISE D'OTAGE: "doit le prendre en otage".
        let s = race(&content(), &[(1, 1, 3)]);
        assert_eq!(
            said(&s, 0, 1, 3),
            "takes Player 2's henchman 1 hostage; none of Player 2's gang can reach it in one turn"
        );
        // A plain move says nothing more than where it goes.
        assert_eq!(said(&s, 0, 1, 2), "");
    }

    #[test]
    fn a_move_onto_two_rivals_says_the_mover_dies_and_a_godfather_takes_his_gang_with_him() {
        // REGLE GENERALE: "il n'a rien le temps de faire et est liquidé"; a godfather liquidated
        // goes home and his henchmen are killed.
        let s = race(&content(), &[(1, 1, 5), (1, 2, 5), (0, 0, 2), (0, 1, 2)]);
        // The henchman who leaves his godfather's square to die there leaves him alone as well.
        assert_eq!(
            said(&s, 0, 1, 3),
            "is liquidated there by the two rivals who stand on it; \
             leaves your godfather alone on his square, stuck"
        );
        assert_eq!(
            said(&s, 0, 0, 3),
            "is liquidated there by the two rivals who stand on it; \
             Player 1's godfather falls, back to his HQ with his henchmen killed"
        );
    }

    #[test]
    fn a_third_piece_on_a_hostage_square_says_whom_it_liquidates() {
        // PRISE D'OTAGE: of the hostage's gang, the kidnapper dies and the hostage goes free; of
        // the kidnapper's gang, the hostage dies. The hostage freed is the mover's own: "your
        // henchman 1", not his gang's name said to himself.
        let c = content();
        let mut s = race(&c, &[(0, 1, 6), (1, 1, 6), (0, 2, 0), (1, 2, 3)]);
        s.gangs[Seat(1)].pieces[1].held_by = Some(PieceRef { seat: Seat(0), piece: 1 });
        assert_eq!(said(&s, 0, 2, 6), "liquidates Player 2's henchman 1, held hostage there");
        s.current = Seat(1);
        assert_eq!(said(&s, 1, 2, 3), "liquidates Player 1's henchman 1 and frees your henchman 1");
        // The hostage let go stands one square behind, free to come back for him.
        assert_eq!(
            said(&s, 0, 1, 1),
            "a safety square, safe from the snipers but not from being taken hostage; lets his hostage Player 2's \
             henchman 1 go; within reach of Player 2's henchman 1, one square behind"
        );
    }

    #[test]
    fn a_godfather_home_wins_and_one_past_home_goes_round_again() {
        // RETOUR DU PARRAIN: the exact count home wins; past it, another lap and 3 recruits.
        let c = content();
        let mut s = race(&c, &[(0, 0, 47), (0, 1, 47)]);
        s.gangs[Seat(0)].pieces[2] = Piece::dead();
        assert_eq!(said(&s, 0, 0, 2), "comes home and wins the race");
        // Where the move goes is said once, not "to home to the HQ".
        let locale = Locale::load(&Source::Embedded, GAME_ID, "en").expect("English");
        let n = Narrator { content: &c, locale: &locale };
        let godfather = PieceRef { seat: Seat(0), piece: 0 };
        assert!(matches!(to(&n, &s, godfather, 2), Arg::Str(w) if w == "the HQ"));
        // Past home, he stops on a square of his new lap with his recruit left in the HQ.
        assert_eq!(
            said(&s, 0, 0, 3),
            "passes his HQ and must go round again, recruiting one henchman; \
             leaves him alone there, stuck"
        );
        assert_eq!(
            said(&s, 0, 1, 5),
            "passes the HQ after a full lap and recruits one henchman; leaves your godfather alone on his square, \
             stuck; a sniper square, so you spin the wheel once this roll is \
             moved, before your double's extra die"
        );
    }

    /// The winning move's option names what is won as the news of the win does: French read
    /// "gagne la partie" on the option and "gagne la course" in the news (issue 35).
    #[test]
    fn the_winning_option_names_the_race_as_the_news_does() {
        let c = content();
        let mut s = race(&c, &[(0, 0, 47), (0, 1, 47)]);
        s.gangs[Seat(0)].pieces[2] = Piece::dead();
        for (lang, won) in [("en", "wins the race"), ("fr", "gagne la course"), ("nl", "wint de race")] {
            let option = said_in(lang, &s, 0, 0, 2);
            assert!(option.contains(won), "{lang}: {option}");
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
            let news = Narrator { content: &c, locale: &locale }.t("game-won", &[("seat", Arg::Str("X".into()))]);
            assert!(news.contains(won), "{lang}: {news}");
        }
    }

    /// RULINGS.md: "A piece that hires snipers and dies on arrival still spins": the option of
    /// a henchman liquidated on a sniper square says the wheel still spins; a newcomer saw
    /// "hires the snipers" after his henchman's death and took it for a mistake.
    #[test]
    fn a_piece_liquidated_on_a_sniper_square_still_hires_the_snipers() {
        let c = content();
        let sniper = (4..c.board.len()).find(|&q| c.board.kind(q).key() == "sniper").expect("a sniper square");
        let q = sniper + 1;
        let s = race(&c, &[(1, 1, q), (1, 2, q), (0, 1, q - 3), (0, 0, q - 3)]);
        let said = said(&s, 0, 1, 3);
        assert!(said.starts_with("is liquidated there by the two rivals who stand on it"), "{said}");
        assert!(said.contains("a sniper square, so you spin the wheel once this roll is moved"), "{said}");
    }

    /// SECURITE: "à l'abri des tireurs d'élite; et seulement des tireurs d'élite [...]
    /// Cependant, la règle de la prise d'otage s'applique": a hostage taken on a safety square
    /// is said with what the square keeps off and what not, where the option said "a safety
    /// square, where the snipers cannot hit him" and his gang then came for the taker.
    #[test]
    fn a_hostage_taken_on_a_safety_square_says_his_gang_may_still_come() {
        let c = content();
        let s = race(&c, &[(1, 1, 7)]);
        assert_eq!(
            said(&s, 0, 1, 7),
            "takes Player 2's henchman 1 hostage (a safety square: no shelter from Player 2's gang); \
             none of Player 2's gang can reach it in one turn"
        );
        let locale = Locale::load(&Source::Embedded, GAME_ID, "en").expect("English");
        let n = Narrator { content: &c, locale: &locale };
        let hostage = PieceRef { seat: Seat(1), piece: 1 };
        assert_eq!(super::hostage_taken(&n, &s, PieceRef { seat: Seat(0), piece: 1 }, 7), Some((hostage, true)));
        assert_eq!(
            super::hostage_taken(&n, &race(&c, &[(1, 1, 3)]), PieceRef { seat: Seat(0), piece: 1 }, 3),
            Some((hostage, false))
        );
        assert_eq!(super::hostage_taken(&n, &s, PieceRef { seat: Seat(0), piece: 1 }, 4), None);
    }

    #[test]
    fn a_godfather_left_alone_is_told_stuck_and_a_henchman_joining_him_is_told_to_free_him() {
        // REGLE GENERALE: "Le parrain ne peut jamais quitter une case sur laquelle il se trouve
        // seul. Pour pouvoir repartir, il doit y être rejoint par un de ses hommes de main."
        let c = content();
        let s = race(&c, &[(0, 0, 2), (0, 1, 2)]);
        assert_eq!(said(&s, 0, 0, 1), "leaves him alone there, stuck");
        // With a henchman beside him where he stops, he is told he may move on.
        let s = race(&c, &[(0, 0, 2), (0, 1, 2), (0, 2, 3)]);
        assert_eq!(said(&s, 0, 0, 1), "joins your henchman 2 there, so he is not alone and may move on again");
        // Alone on square 3, he is joined by a henchman from the HQ that lands there.
        let s = race(&c, &[(0, 0, 3)]);
        assert_eq!(said(&s, 0, 1, 3), "joins your godfather, alone there, who may move on again");
        assert_eq!(said(&s, 0, 1, 2), "");
        // His only henchman beside him walks away: he is left stuck, and told so; with a
        // second henchman staying, nothing of the kind.
        let s = race(&c, &[(0, 0, 3), (0, 1, 3)]);
        assert_eq!(said(&s, 0, 1, 2), "leaves your godfather alone on his square, stuck");
        let s = race(&c, &[(0, 0, 3), (0, 1, 3), (0, 2, 3)]);
        assert_eq!(said(&s, 0, 1, 2), "");
    }

    /// PRISE D'OTAGE: "Un parrain seul sur une case peut être pris en otage comme un homme de
    /// main". A newcomer moved his godfather alone next to a rival's henchman and was told only
    /// that he would be stuck: the option now names the nearest rival who could stop there, in
    /// each language; with no rival in reach, or his henchman beside him, nothing of the kind.
    #[test]
    fn a_godfather_left_alone_within_a_rival_s_reach_is_told_he_can_be_taken_hostage() {
        let c = content();
        let s = race(&c, &[(0, 0, 10), (0, 1, 10), (1, 1, 5)]);
        for (lang, said) in [
            (
                "en",
                "leaves him alone there, stuck; within reach of Player 2's \
                 henchman 1, 6 squares behind",
            ),
            (
                "fr",
                "le laisse seul et bloqué sur cette case ; à portée \
                 de Joueur 2 (homme de main 1), 6 cases derrière",
            ),
            (
                "nl",
                "laat hem daar alleen staan, vast; binnen bereik van \
                 handlanger 1 van Speler 2, 6 velden erachter",
            ),
        ] {
            let option = said_in(lang, &s, 0, 0, 1);
            assert!(option.starts_with(said), "{lang}: {option}");
        }
        // A rival further than the dice's total reaches him only with a double, and is said so.
        let far = race(&c, &[(0, 0, 20), (0, 1, 20), (1, 1, 5)]);
        let option = said(&far, 0, 0, 1);
        assert!(
            option.contains("within reach of Player 2's henchman 1, 16 squares behind (with a double)"),
            "{option}"
        );
        for (lang, double) in
            [("fr", "16 cases derrière (avec un double)"), ("nl", "16 velden erachter (met een dubbel)")]
        {
            let option = said_in(lang, &far, 0, 0, 1);
            assert!(option.contains(double), "{lang}: {option}");
        }
        // The henchman who walks away from him leaves him as open to the rival.
        let option = said(&s, 0, 1, 2);
        assert!(option.contains("within reach of Player 2's henchman 1, 5 squares behind"), "{option}");
        // A rival ahead of him, or held hostage, cannot come: he is told only that he is stuck.
        let ahead = race(&c, &[(0, 0, 10), (0, 1, 10), (1, 1, 14)]);
        assert!(!said(&ahead, 0, 0, 1).contains("within reach"), "{}", said(&ahead, 0, 0, 1));
        let mut held = race(&c, &[(0, 0, 10), (0, 1, 10), (1, 1, 5), (0, 2, 5)]);
        held.gangs[Seat(1)].pieces[1].held_by = Some(PieceRef { seat: Seat(0), piece: 2 });
        assert!(!said(&held, 0, 0, 1).contains("within reach"), "{}", said(&held, 0, 0, 1));
        // The help of a godfather's move says the rule.
        for (lang, rule) in [
            ("en", "Alone on a square, he can be taken hostage like a henchman"),
            ("fr", "Seul sur une case, il peut être pris en otage comme un homme de main"),
            ("nl", "Alleen op een veld kan hij net als een handlanger gegijzeld worden"),
        ] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).expect("a bundled language");
            let help = Narrator { content: &c, locale: &locale }.t("help-godfather", &[]);
            assert!(help.contains(rule), "{lang}: {help}");
        }
    }

    /// PRISE D'OTAGE: "Un truand s'arrêtant sur une case occupée par un truand adverse doit le
    /// prendre en otage"; SECURITE: "la règle de la prise d'otage s'applique". A henchman sent
    /// alone onto a safety square was told "where the snipers cannot hit him", and a rival's
    /// henchman just behind took him hostage the next turn: the option names the nearest rival
    /// who could stop there, and the safety square says it keeps off the snipers only, in each
    /// language. Beside one of his own, or with no rival in reach, no such word.
    #[test]
    fn a_henchman_left_alone_within_a_rival_s_reach_is_told_he_can_be_taken_hostage() {
        let c = content();
        let safety = (8..c.board.len()).find(|&q| c.board.kind(q).key() == "safety").expect("a safety square") + 1;
        // Player 1's henchman 1 three squares before the safety square, Player 2's henchman 1
        // four squares behind him.
        let s = race(&c, &[(0, 1, safety - 3), (1, 1, safety - 7)]);
        for (lang, said) in [
            (
                "en",
                "a safety square, safe from the snipers but not from being taken hostage; \
                 within reach of Player 2's henchman 1, 7 squares behind",
            ),
            (
                "fr",
                "case sécurité, à l'abri des tireurs d'élite mais pas des prises d'otage ; \
                 à portée de Joueur 2 (homme de main 1), 7 cases derrière",
            ),
            (
                "nl",
                "een veilig veld, beschut tegen de sluipschutters maar niet tegen gijzeling; \
                 binnen bereik van handlanger 1 van Speler 2, 7 velden erachter",
            ),
        ] {
            let option = said_in(lang, &s, 0, 1, 3).replace(['\u{2068}', '\u{2069}'], "");
            assert_eq!(option, said, "{lang}");
        }
        // Beside one of his own gang, a rival stopping there would be liquidated: no word of it.
        let beside = race(&c, &[(0, 1, safety - 3), (0, 2, safety), (1, 1, safety - 7)]);
        assert!(!said(&beside, 0, 1, 3).contains("within reach"), "{}", said(&beside, 0, 1, 3));
        // A rival that only a double brings there: not said for a henchman, who moves on.
        let far = race(&c, &[(0, 1, 20), (1, 1, 9)]);
        assert!(!said(&far, 0, 1, 3).contains("within reach"), "{}", said(&far, 0, 1, 3));
        // No rival behind him within a turn: only what the square does.
        let alone = race(&c, &[(0, 1, safety - 3), (1, 1, safety + 2)]);
        assert_eq!(said(&alone, 0, 1, 3), "a safety square, safe from the snipers but not from being taken hostage");
    }

    /// PRISE D'OTAGE: "Un truand s'arrêtant sur une case occupée par un truand adverse doit le
    /// prendre en otage". A henchman walked away from his team-mate, and only the mover was told
    /// a rival could take him: the one left alone on the square is named with the nearest rival
    /// who could stop there, in each language. With a third staying beside him, or no rival in
    /// reach, no such word.
    #[test]
    fn a_henchman_left_alone_by_his_team_mate_is_told_he_can_be_taken_hostage() {
        let c = content();
        // Player 1's henchmen 1 and 2 on square 11, Player 2's henchman 1 on square 6.
        let s = race(&c, &[(0, 1, 11), (0, 2, 11), (1, 1, 6)]);
        for (lang, left) in [
            (
                "en",
                "; leaves your henchman 2 alone on square 11, within reach of Player 2's henchman 1, 5 squares behind",
            ),
            (
                "fr",
                " ; laisse votre homme de main 2 seul en case 11, à portée de Joueur 2 (homme de main 1), 5 cases \
                 derrière",
            ),
            (
                "nl",
                "; laat jouw handlanger 2 alleen achter op veld 11, binnen bereik van handlanger 1 van Speler 2, \
                 5 velden erachter",
            ),
        ] {
            let option = said_in(lang, &s, 0, 1, 2).replace(['\u{2068}', '\u{2069}'], "");
            assert!(option.ends_with(left), "{lang}: {option}");
        }
        // A third of the gang staying beside him: a rival stopping there meets two.
        let three = race(&c, &[(0, 1, 11), (0, 2, 11), (0, 3, 11), (1, 1, 6)]);
        assert!(!said(&three, 0, 1, 2).contains("leaves your henchman"), "{}", said(&three, 0, 1, 2));
        // No rival within the dice's total behind him.
        let far = race(&c, &[(0, 1, 11), (0, 2, 11), (1, 1, 30)]);
        assert_eq!(said(&far, 0, 1, 2), "");
    }

    /// PRISE D'OTAGE: "Il est du même gang que l'otage: le kidnappeur est liquidé". A hostage
    /// taken said that his gang could come for the taker, not how near it stands: the option
    /// now names the nearest of his gang who could stop there in one turn, or that none can,
    /// in each language, citing the section.
    #[test]
    fn a_hostage_taken_says_how_near_his_gang_stands() {
        let c = content();
        // Player 2's henchman 1 on square 10, his henchman 2 six squares behind it.
        let s = race(&c, &[(1, 1, 10), (1, 2, 4), (0, 1, 7)]);
        for (lang, near) in [
            ("en", "; nearest of his gang: Player 2's henchman 2, 6 squares behind;"),
            ("fr", " ; le plus proche de son gang : Joueur 2 (homme de main 2), 6 cases derrière ;"),
            ("nl", "; de dichtstbijzijnde van zijn bende: handlanger 2 van Speler 2, 6 velden erachter;"),
        ] {
            let option = said_in(lang, &s, 0, 1, 3).replace(['\u{2068}', '\u{2069}'], "");
            assert!(option.contains(near), "{lang}: {option}");
        }
        // Further than the dice's total: only with a double.
        let far = race(&c, &[(1, 1, 20), (1, 2, 6), (0, 1, 17)]);
        let option = said(&far, 0, 1, 3).replace(['\u{2068}', '\u{2069}'], "");
        assert!(option.ends_with("Player 2's henchman 2, 14 squares behind, with a double"), "{option}");
        // None of his gang within a turn's reach (the others in their HQ, which opens on square
        // 25): said so.
        let none = race(&c, &[(1, 1, 20), (0, 1, 17)]);
        for (lang, far) in [
            ("en", "none of Player 2's gang can reach it in one turn"),
            ("fr", "aucun truand du gang de Joueur 2 ne peut atteindre cette case en un tour"),
            ("nl", "niemand van de bende van Speler 2 kan dit veld in één beurt bereiken"),
        ] {
            let option = said_in(lang, &none, 0, 1, 3).replace(['\u{2068}', '\u{2069}'], "");
            assert!(option.contains(far), "{lang}: {option}");
        }
    }

    #[test]
    fn a_square_s_type_is_said_for_the_piece_that_stays_there() {
        // LES CASES: B - TIR, C - SECURITE, D - DANGER.
        let s = race(&content(), &[]);
        assert!(said(&s, 0, 1, 4).starts_with("a sniper square"));
        assert!(said(&s, 0, 1, 7).starts_with("a safety square"));
        assert!(said(&s, 0, 1, 9).starts_with("a danger square"));
    }

    /// A move that gets the gang's last henchman killed says what follows for the godfather
    /// (REGLE GENERALE: "Le parrain ne peut jamais quitter une case sur laquelle il se trouve
    /// seul"; RECRUTEMENT): it said only that the henchman died.
    #[test]
    fn a_move_that_kills_the_last_henchman_says_what_follows() {
        let mut s = race(&content(), &[(1, 1, 5), (1, 2, 5), (0, 0, 2), (0, 1, 2)]);
        for p in &mut s.gangs[Seat(0)].pieces[2..] {
            *p = Piece::dead();
        }
        let said = said(&s, 0, 1, 3);
        assert!(said.starts_with("is liquidated there by the two rivals who stand on it"), "{said}");
        assert!(
            said.contains(
                "and that was your last henchman: your godfather, alone, can then move no more until a rival kills him \
                 and sends him home with 3 recruits"
            ),
            "{said}"
        );
    }
}
