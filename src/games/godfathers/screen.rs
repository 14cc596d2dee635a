//! The terminal screen a person races from: the loop drawn with every piece, each gang's HQ,
//! its pieces at home and out of play and the hostages; each question and option in words (what
//! a move would do: `outcome`), and help that quotes the rule.

use super::Godfathers;
use super::choice::Choice;
use super::event::Event;
use super::forced;
use super::narrate::Narrator;
use super::outcome;
use super::picture;
use super::rules::movement::{Target, target};
use super::state::{PieceRef, Place};
use super::view::{self, View};
use crate::engine::locale::Arg;
use std::fmt::Write as _;

/// The messages the screen reads.
pub const MESSAGES: &[&str] = &[
    "prompt-move",
    "prompt-second",
    "prompt-extra",
    "prompt-victim",
    "prompt-reach",
    "prompt-danger",
    "prompt-hostage",
    "option-sum",
    "option-move",
    "option-sum-plain",
    "option-move-plain",
    "option-victim",
    "place-home",
    "help-sum",
    "help-move",
    "help-godfather",
    "help-victim",
    "help-hostage",
    "help-hostage-again",
    "help-square",
    "help-meaning-danger",
    "play-turn",
    "play-legend",
    "play-gang",
    "play-hostage",
    "play-you",
    "why-won",
    "standing-stuck",
];

pub struct Terminal<'a> {
    pub n: Narrator<'a>,
}

impl Terminal<'_> {
    /// A move's option in the words of `key`, with what the move does there (`does`), or in
    /// those of `key-plain` for a move that does nothing but go there.
    /// `judged`: what the move does and what it leaves for the other die (`forced::judged`),
    /// said after what it does; else what it does alone.
    fn move_option(
        &self,
        key: &str,
        mut args: Vec<(&str, Arg)>,
        v: &View<'_>,
        (p, steps): (PieceRef, u8),
        judged: Option<(Option<String>, Option<String>)>,
    ) -> String {
        let (does, then) = judged.unwrap_or_else(|| (outcome::does(&self.n, v.state(), p, steps, extra_die(v)), None));
        let does = match (does, then) {
            (Some(does), Some(then)) => Some(self.n.t("option-and", &[("first", does.into()), ("then", then.into())])),
            (does, then) => does.or(then),
        };
        match does {
            Some(does) => {
                args.push(("does", does.into()));
                self.n.t(key, &args)
            }
            None => self.n.t(&format!("{key}-plain"), &args),
        }
    }
}

/// Whether a double's extra die is still to come this turn (LES DEPLACEMENTS: "Un joueur qui
/// obtient un double effectue ses déplacements et en applique les conséquences. Puis il relance
/// 1 seul dé"): the turn's roll is a double, not yet the extra die itself. A sniper square's
/// wheel spins before that die, which the words say on a double only.
fn extra_die(v: &View<'_>) -> bool {
    matches!(view::last_roll(v), Some(&[a, b]) if a == b)
}

/// The die the second question moves: the roll's die the seat's first move did not use, read
/// from the turn's log. None where the log does not say.
fn other_die(v: &View<'_>) -> Option<u8> {
    let (seat, log) = (v.state().current, v.log());
    let at = log.iter().rposition(|e| matches!(e.game(), Some(Event::Rolled { .. })))?;
    let Some(Event::Rolled { dice, .. }) = log[at].game() else { return None };
    let &[a, b] = dice.as_slice() else { return None };
    let steps = log[at..].iter().find_map(|e| match e.game()? {
        Event::Moved { piece, steps, .. } if piece.seat == seat => Some(*steps),
        _ => None,
    })?;
    Some(if steps == a { b } else { a })
}

/// What "within reach" and "once joined" mean, said once under a move's question rather than in
/// each option that warns of a rival (PRISE D'OTAGE; REGLE GENERALE: a godfather alone moves once
/// joined): the same tail in every such option ran a question with eleven options to 61 rows,
/// past an 80x50 terminal. Only where a rival has a piece that may still move.
fn reach_legend(n: &Narrator, state: &super::state::State, prompt: &str) -> Option<String> {
    let rival = state.current;
    let moving = state.all().any(|(p, piece)| p.seat != rival && piece.alive() && piece.held_by.is_none());
    (prompt != "victim" && moving).then(|| n.t("prompt-reach", &[]))
}

/// What a hostage's gang can do to his taker, said once under a question where some move takes
/// a hostage (PRISE D'OTAGE: "Il est du même gang que l'otage: le kidnappeur est liquidé";
/// REGLE GENERALE: a liquidated godfather's henchmen are killed): said in every such option,
/// it ran each to four to six rows (a review, fr seed 23), each option keeping the nearest of
/// the hostage's gang. Asked of this question's own options: the other die's question told it
/// where only the piece that had moved could take a hostage (a review, fr seed 47).
fn hostage_legend(n: &Narrator, v: &View<'_>, prompt: &str) -> Option<String> {
    let state = v.state();
    let seat = state.current;
    let (_, options) = super::question_lines::asked(n, v, prompt)?;
    let takes = options.iter().any(|c| match *c {
        Choice::Sum { piece, steps } | Choice::Move { piece, die: steps } => {
            outcome::hostage_taken(n, state, PieceRef { seat, piece }, steps).is_some()
        }
        Choice::Victim { .. } => false,
    });
    takes.then(|| n.t("prompt-hostage", &[]))
}

impl crate::engine::game::Screen<Godfathers> for Terminal<'_> {
    /// LE GAGNANT: the first godfather home after a full lap.
    fn why_won(&self, event: &super::event::Event) -> Option<String> {
        let super::event::Event::GameWon { seat } = event else { return None };
        let squares = Arg::Num(i64::from(self.n.content.board.len()));
        Some(self.n.t("why-won", &[("seat", self.n.locale.seat(*seat)), ("squares", squares)]))
    }

    /// LE GAGNANT: the winner's godfather came home after a full lap; another's standing is how
    /// far his has walked, and one who has walked the whole loop stands one step short of his
    /// HQ (RETOUR DU PARRAIN: the HQ takes an exact count). Both read "48 squares" before, the
    /// loser's like the winner's.
    fn final_standing(&self, state: &super::state::State, seat: crate::engine::seat::Seat) -> Option<String> {
        let lap = state.gangs.0.get(seat.index())?.pieces.first()?.lap;
        let key = if state.winner == Some(seat) {
            "standing-home"
        } else if lap >= self.n.content.board.len() {
            "standing-at-the-door"
        } else {
            "standing-walked"
        };
        let walked = self.n.t(key, &[("squares", Arg::Num(i64::from(lap)))]);
        // A gang that could move nobody at the end says why, where it cannot scroll away: a
        // newcomer's last henchman died 40 turns before the end, and the standings read only
        // "walked 15 squares" (REGLE GENERALE, PRISE D'OTAGE).
        let stuck = super::turn::stuck(state, seat).filter(|_| state.winner != Some(seat));
        let Some(stuck) = stuck else { return Some(walked) };
        let (why, place) = match stuck {
            super::event::Stuck::Hostage { place } => ("hostage", place),
            super::event::Stuck::Alone { place } => ("alone", place),
            super::event::Stuck::Stranded { place } => ("stranded", place),
        };
        // The turn it went out, where kept (0: a game saved before it was).
        let since = super::out_of_play::since(state, seat).unwrap_or(0);
        let args = [
            ("why", why.into()),
            ("where", if place == Place::Hq { "hq" } else { "square" }.into()),
            ("place", self.n.place(place)),
            ("turn", Arg::Num(i64::from(since))),
        ];
        Some(format!("{walked}{}", self.n.t("standing-stuck", &args)))
    }

    fn status(&self, v: &View<'_>) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{}",
            self.n.t(
                "play-turn",
                &[("turn", Arg::Num(i64::from(v.state().turn))), ("seat", self.n.locale.seat(v.state().current))]
            )
        );
        out.push_str(&picture::draw(v.content, v.state()));
        let _ = writeln!(out, "{}", self.n.t("play-legend", &[]));
        out.push_str(&self.n.gangs(v, true));
        out
    }

    /// The second die's question names its value (LES DEPLACEMENTS: two pieces each move one
    /// die), so a person need not work out which of the two dice is left.
    fn question(&self, v: &View<'_>, prompt: &str) -> String {
        let dice = view::last_roll(v).map_or(Arg::Str(String::new()), Narrator::dice);
        let die = Arg::Num(other_die(v).map_or(0, i64::from));
        let asked = self.n.t(&format!("prompt-{prompt}"), &[("dice", dice), ("die", die)]);
        let asked = match reach_legend(&self.n, v.state(), prompt) {
            Some(legend) => format!("{asked} {legend}"),
            None => asked,
        };
        let asked = match hostage_legend(&self.n, v, prompt) {
            Some(legend) => format!("{asked} {legend}"),
            None => asked,
        };
        // What the seat's pieces stand on, said once for all the options: a godfather on a
        // danger square (`outcome::swept`), which only the option moving him off says again.
        let state = v.state();
        let asked = match outcome::swept(&self.n, state, state.current).filter(|_| prompt != "victim") {
            Some(s) => format!("{asked} {}", self.n.t("prompt-danger", &[("square", Arg::Num(i64::from(s) + 1))])),
            None => asked,
        };
        // Under the question, each on a line of its own (run on in its paragraph they were
        // missed): the option that wins (LE GAGNANT; the list keeps its order), or the first die
        // that leaves the other to win, where the seat's own pieces stand (the board's row with
        // them may have scrolled away), who leads the race and how far from home, a rival
        // godfather one die from home, the seat's own godfather held hostage, and why the
        // godfather near home has no move with a die (NOTES.md 2).
        let lines = [
            super::roll_win::heading(&self.n, v, prompt),
            super::question_lines::gang(&self.n, v, prompt),
            super::near_home::leader(&self.n, v, prompt),
            super::near_home::line(&self.n, v, prompt),
            super::held::line(&self.n, v, prompt),
            super::question_lines::past_home(&self.n, v, prompt),
        ];
        lines.into_iter().flatten().fold(asked, |asked, line| format!("{asked}\n{line}"))
    }

    fn option(&self, v: &View<'_>, prompt: &str, c: &Choice) -> String {
        let seat = v.state().current;
        match *c {
            Choice::Sum { piece, steps } => {
                let p = PieceRef { seat, piece };
                let args = vec![
                    ("piece", self.n.piece_for(p, v.seat, true)),
                    ("steps", Arg::Num(i64::from(steps))),
                    ("from", outcome::from(&self.n, v.state(), p)),
                    ("to", outcome::to(&self.n, v.state(), p, steps)),
                ];
                let judged = (outcome::does(&self.n, v.state(), p, steps, extra_die(v)), None);
                let judged = super::roll_win::added(&self.n, v, prompt, c, judged);
                let judged = super::near_home::added(&self.n, v.state(), &[(p, steps)], judged);
                self.move_option("option-sum", args, v, (p, steps), Some(judged))
            }
            Choice::Move { piece, die } => {
                let p = PieceRef { seat, piece };
                let args = vec![
                    ("piece", self.n.piece_for(p, v.seat, true)),
                    ("steps", Arg::Num(i64::from(die))),
                    ("from", outcome::from(&self.n, v.state(), p)),
                    ("to", outcome::to(&self.n, v.state(), p, die)),
                ];
                // The first of two dice: what the other die is then left to do, when that is
                // no choice (a single move made without asking, or none).
                let (judged, moves) = match view::last_roll(v) {
                    Some(&[a, b]) if prompt == "move" => {
                        let other = if die == a { b } else { a };
                        // The other die, where the rules then play it without asking: what the
                        // option brings about is both moves'.
                        let forced = forced::forced(&self.n, v.state(), piece, die, other);
                        let moves: Vec<_> = std::iter::once((p, die)).chain(forced).collect();
                        (Some(forced::judged(&self.n, v.state(), (piece, die), other, extra_die(v))), moves)
                    }
                    _ => (None, vec![(p, die)]),
                };
                let judged = judged.unwrap_or_else(|| (outcome::does(&self.n, v.state(), p, die, extra_die(v)), None));
                let judged = super::roll_win::added(&self.n, v, prompt, c, judged);
                let judged = Some(super::near_home::added(&self.n, v.state(), &moves, judged));
                let said = self.move_option("option-move", args, v, (p, die), judged);
                // A piece of this roll already stopped on a sniper square: a second spin.
                if prompt == "second" && super::question_lines::spin_due(&self.n, v) {
                    return super::question_lines::second_spin(&self.n, said, extra_die(v));
                }
                said
            }
            Choice::Victim { piece } => self
                .n
                .t("option-victim", &[("piece", self.n.piece_for(PieceRef { seat: v.seat, piece }, v.seat, true))]),
        }
    }

    /// The rule of the move's kind, what the square it stops on does (LES CASES), and for a
    /// move that takes a hostage what a hostage is for (PRISE D'OTAGE, TIR, SECURITE): in full
    /// on the first option of the question that takes one, pointed to from the others, so a
    /// page that shows every option's help does not print the long rule again and again. An
    /// option on its own says it whole.
    fn help(&self, v: &View<'_>, prompt: &str, c: &Choice) -> String {
        self.help_among(v, prompt, std::slice::from_ref(c), 0)
    }

    fn help_among(&self, v: &View<'_>, prompt: &str, listed: &[Choice], at: usize) -> String {
        let Some(c) = listed.get(at) else { return String::new() };
        let rule = match *c {
            Choice::Sum { .. } => self.n.t("help-sum", &[]),
            Choice::Move { piece: 0, .. } => self.n.t("help-godfather", &[]),
            Choice::Move { .. } => self.n.t("help-move", &[("double", if extra_die(v) { "yes" } else { "no" }.into())]),
            Choice::Victim { .. } => return self.n.t("help-victim", &[]),
        };
        let (Choice::Sum { piece, steps } | Choice::Move { piece, die: steps }) = *c else { return rule };
        let state = v.state();
        let p = PieceRef { seat: state.current, piece };
        let mut out = rule;
        if let Some(Target::Square { square, .. }) = target(self.n.content, state, p, steps) {
            // A danger square from the mover's side: his own pieces there die on a rival's
            // spin (LES CASES, TIR), where `board X`'s meaning speaks of the spinner's rivals.
            let meaning = match self.n.content.board.kind(square) {
                super::content::SquareKind::Danger => self.n.t("help-meaning-danger", &[]),
                _ => self.n.square_meaning(square),
            };
            let stops = self.n.t("help-square", &[("square", self.n.square(square)), ("meaning", meaning.into())]);
            out = format!("{out} {stops}");
        }
        if let Some(win) = super::roll_win::help(&self.n, v, prompt, c) {
            out = format!("{out} {win}");
        }
        let Some((hostage, safe)) = outcome::hostage_taken(&self.n, state, p, steps) else { return out };
        let takes = |o: &Choice| match *o {
            Choice::Sum { piece, steps } | Choice::Move { piece, die: steps } => {
                outcome::hostage_taken(&self.n, state, PieceRef { seat: state.current, piece }, steps).is_some()
            }
            Choice::Victim { .. } => false,
        };
        let first = listed[..at].iter().position(takes);
        let hostage_rule = match first {
            Some(f) => {
                let args = [("hostage", self.n.piece(hostage)), ("n", Arg::Num(f as i64 + 1))];
                self.n.sentence("help-hostage-again", &args)
            }
            None => self.n.t(
                "help-hostage",
                &[
                    ("hostage", self.n.piece(hostage)),
                    ("seat", self.n.locale.seat(hostage.seat)),
                    ("safety", Arg::Num(i64::from(safe))),
                ],
            ),
        };
        format!("{out} {hostage_rule}")
    }

    /// Where an option leaves a piece, as the board's `data-at` names it: the square a move
    /// stops on (LES DEPLACEMENTS), the seat's HQ for a godfather's return (RETOUR DU PARRAIN),
    /// the square of a henchman the seat may give up to a shot (TIR).
    fn marks(&self, v: &View<'_>, _: &str, c: &Choice) -> Vec<String> {
        let state = v.state();
        let at = match *c {
            Choice::Sum { piece, steps } | Choice::Move { piece, die: steps } => {
                match target(self.n.content, state, PieceRef { seat: state.current, piece }, steps) {
                    Some(Target::Square { square, .. }) => Some((square + 1).to_string()),
                    Some(Target::Home) => Some(format!("hq-{}", state.current.index() + 1)),
                    None => None,
                }
            }
            Choice::Victim { piece } => match state.piece(PieceRef { seat: v.seat, piece }).place {
                Place::Square(square) => Some((square + 1).to_string()),
                Place::Hq | Place::Dead => None,
            },
        };
        at.into_iter().collect()
    }

    fn find(&self, v: &View<'_>, words: &str) -> Option<String> {
        super::lookup::find(&self.n, v, words)
    }

    fn found_marks(&self, v: &View<'_>, words: &str) -> Vec<String> {
        super::lookup::places_found(&self.n, v, words)
    }

    /// The loop's length (LE GAGNANT, RETOUR DU PARRAIN: the godfather goes all round it), how
    /// crowded a square may be (LES DEPLACEMENTS), what a henchman's lap recruits (RECRUTEMENT)
    /// and the hostage rule (PRISE D'OTAGE).
    fn rules_args(&self) -> Vec<(&'static str, Arg)> {
        let r = &self.n.content.rules;
        vec![
            ("squares", Arg::Num(i64::from(self.n.content.board.len()))),
            // TIR: the wheel's sectors, each naming a square, which the spins name.
            ("sectors", Arg::Num(self.n.content.board.wheel.len() as i64)),
            ("max_pieces", Arg::Num(i64::from(r.max_pieces))),
            ("max_gangs", Arg::Num(i64::from(r.max_gangs))),
            ("per_lap", Arg::Num(i64::from(r.recruit_per_lap))),
            ("liquidated", Arg::Num(i64::from(r.recruit_liquidated))),
            // PRISE D'OTAGE: what a hostage may not do and what frees or kills him, which
            // `board hostage` gives again.
            ("hostages", self.n.t("rules-hostage", &[]).into()),
            // Not a rule: the turns after which the race stops (`[engine] turn_cap`), random bots
            // reaching it in most races, which a person should know before.
            ("cap", Arg::Num(i64::from(r.turn_cap))),
        ]
    }

    /// A gang that can move nobody whatever it rolls is asked nothing, turn after turn: its
    /// page's waiting line says why, and what could free its godfather (REGLE GENERALE,
    /// PRISE D'OTAGE).
    /// Then who the race goes on among, where the terminal's pause said only "watch the game go
    /// on" (LE GAGNANT).
    fn waiting(&self, v: &View<'_>) -> Option<String> {
        let why = self.n.stuck(v.state(), v.seat, true)?;
        Some(format!("{why} {}", super::out_of_play::goes_on(&self.n, v.state(), v.seat)))
    }

    /// The only move the dice left the seat that took its lone godfather's last henchman behind
    /// him away (REGLE GENERALE; LES DEPLACEMENTS): the tables stop on it before the race runs
    /// on.
    fn forced_news(&self, v: &View<'_>, from: usize) -> Option<(usize, String)> {
        super::stranded::forced_loss(&self.n, v, from)
    }

    /// Why a gang told it could move nobody is asked again: its godfather home with his
    /// recruits, or a henchman of his free again (RÈGLE GÉNÉRALE, PRISE D'OTAGE).
    fn back_in_play(&self, v: &View<'_>) -> Option<String> {
        super::back_in_play::why(&self.n, v.state(), v.seat)
    }

    /// Every move changes the loop: it is worth seeing before each.
    fn shows_status_before(&self, prompt: &str) -> bool {
        prompt != "victim"
    }
}

#[cfg(test)]
#[path = "hostage_legend_tests.rs"]
mod hostage_legend_tests;

#[cfg(test)]
mod tests {
    use super::super::Godfathers;
    use super::super::choice::Choice;
    use super::super::content::GAME_ID;
    use super::super::event::Event;
    use super::super::load::load;
    use super::super::narrate::Narrator;
    use super::super::rules::options;
    use super::super::rules::setup::new_game;
    use super::super::state::{Piece, Place};
    use super::Terminal;
    use crate::engine::content::Source;
    use crate::engine::game::Screen;
    use crate::engine::locale::Locale;
    use crate::engine::play::{Match, MatchOptions};
    use crate::engine::seat::Seat;
    use crate::engine::view::Open;

    /// `help N` on a move that takes a hostage says what a hostage is for (PRISE D'OTAGE: he
    /// cannot move while the taker stays; TIR: he dies in the taker's place, unless his gang
    /// hired the snipers; a third piece) and, on a safety square, that it keeps off the
    /// snipers only (SECURITE); in each language. It said the rule of moving alone.
    #[test]
    fn a_move_that_takes_a_hostage_says_what_a_hostage_is_for() {
        let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let mut s = new_game(&c, 2, 1).expect("two players");
        s.current = Seat(0);
        // Player 2's henchman 1 stands on square 7 (a safety square), 7 steps from Player 1's HQ.
        let entry = s.entries[Seat(1)];
        let lap = (7 + c.board.len() - entry - 1) % c.board.len() + 1;
        s.gangs[Seat(1)].pieces[1] = Piece { place: Place::Square(6), lap, fresh: false, held_by: None };
        let m: Match<'_, Godfathers> = Match::new(&c, s, Vec::new(), &MatchOptions::default());
        let v = Open::of(&m, Seat(0));
        for (lang, said) in [
            (
                "en",
                "A hostage (Taking hostages, Shooting; French rulebook: PRISE D'OTAGE, TIR): Player 2's henchman 1 cannot move while your piece stays on his square. \
                 If the snipers hit that square, he dies in its place, unless Player 2 hired them: then yours dies and he goes free. \
                 One more of yours stopping there liquidates him; one of Player 2's gang liquidates yours and frees him, \
                 on this safety square too: it keeps off the snipers only (Safety; French rulebook: SÉCURITÉ).",
            ),
            ("fr", "L'otage (PRISE D'OTAGE, TIR) : "),
            ("nl", "Een gijzelaar (Gijzeling, Schieten; Franse spelregels: PRISE D'OTAGE, TIR): "),
        ] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
            let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
            let help = screen.help(&v, "move", &Choice::Move { piece: 1, die: 7 });
            assert!(help.starts_with(&locale.text("help-move", &[])), "{lang}: {help}");
            assert!(help.contains(said), "{lang}: {help}");
            assert!(help.ends_with("SÉCURITÉ)."), "{lang}: the safety square is said: {help}");
            let stops = |n: u8| {
                let meaning = locale.text(&format!("find-meaning-{}", c.board.kind(n - 1).key()), &[]);
                let square = screen.n.square(n - 1);
                locale.text("help-square", &[("square", square), ("meaning", meaning.into())])
            };
            assert_eq!(
                screen.help(&v, "move", &Choice::Move { piece: 1, die: 2 }),
                format!("{} {}", locale.text("help-move", &[]), stops(2)),
                "{lang}: a plain move's help is the rule and the square it stops on"
            );
        }
    }

    /// Two options of one roll take a hostage: the first says the whole hostage rule, the
    /// second only whom it takes and where the rule is; every option says what its own square
    /// does (LES CASES), so no two options' help are the same words.
    #[test]
    fn the_hostage_rule_is_given_once_a_question_and_each_option_says_its_square() {
        let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let mut s = new_game(&c, 2, 1).expect("two players");
        s.current = Seat(0);
        // Player 2's henchmen on squares 3 and 7, as far from Player 1's HQ as a die of 3 and
        // the sum of 3 + 4.
        let entry = s.entries[Seat(1)];
        for (piece, square) in [(1, 3), (2, 7)] {
            let lap = (square + c.board.len() - entry - 1) % c.board.len() + 1;
            s.gangs[Seat(1)].pieces[piece] =
                Piece { place: Place::Square(square - 1), lap, fresh: false, held_by: None };
        }
        let mut m: Match<'_, Godfathers> = Match::new(&c, s, Vec::new(), &MatchOptions::default());
        m.emit(Event::Rolled { seat: Seat(0), dice: vec![3, 4] });
        let v = Open::of(&m, Seat(0));
        // The options as the turn asks them (LES DEPLACEMENTS).
        let asked = options::first_options(&c, v.state(), Seat(0), [3, 4]);
        let sum = asked.iter().position(|o| *o == Choice::Sum { piece: 1, steps: 7 }).expect("the sum is offered");
        let die = asked.iter().position(|o| *o == Choice::Move { piece: 1, die: 3 }).expect("a die of 3 is offered");
        assert!(sum < die, "{asked:?}");
        for (lang, full, again) in [
            (
                "en",
                "A hostage (Taking hostages, Shooting; French rulebook: PRISE D'OTAGE, TIR): Player 2's henchman 2 cannot move",
                format!(
                    "Player 2's henchman 1 becomes your hostage: the hostage rule is given under the first option that takes one, option {}.",
                    sum + 1
                ),
            ),
            (
                "fr",
                "L'otage (PRISE D'OTAGE, TIR) : Joueur 2 (homme de main 2) ne peut pas se déplacer",
                format!(
                    "Joueur 2 (homme de main 1) devient votre otage : la règle de l'otage est donnée à la première option qui en prend un, l'option {}.",
                    sum + 1
                ),
            ),
            (
                "nl",
                "Een gijzelaar (Gijzeling, Schieten; Franse spelregels: PRISE D'OTAGE, TIR): ",
                format!(
                    "wordt je gijzelaar: de regel voor gijzelaars staat bij de eerste optie die er een neemt, optie {}.",
                    sum + 1
                ),
            ),
        ] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
            let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
            let first = screen.help_among(&v, "move", &asked, sum);
            let second = screen.help_among(&v, "move", &asked, die);
            assert!(first.contains(full), "{lang}: {first}");
            assert!(second.ends_with(&again), "{lang}: {second}");
            assert!(!second.contains(full), "{lang}: the rule again: {second}");
            let helps: Vec<String> = (0..asked.len()).map(|i| screen.help_among(&v, "move", &asked, i)).collect();
            for (i, h) in helps.iter().enumerate() {
                assert!(!helps[..i].contains(h), "{lang}: option {} says what another says: {h}", i + 1);
            }
        }
    }

    /// A sniper square's wheel spins once the roll is moved, and on a double before its extra
    /// die (LES DEPLACEMENTS: "Un joueur qui obtient un double effectue ses déplacements et en
    /// applique les conséquences. Puis il relance 1 seul dé"; TIR): the option and its help say
    /// the extra die on a double only, in every language. They said it on every roll. The
    /// asking seat's own piece is "your henchman" (it was "Player 1's henchman" to Player 1).
    #[test]
    fn the_extra_die_is_said_on_a_double_only() {
        let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let mut s = new_game(&c, 2, 1).expect("two players");
        s.current = Seat(0);
        // From the HQ, 4 steps: square 4, a sniper square.
        let four = Choice::Move { piece: 1, die: 4 };
        for (lang, option, double, help_double) in [
            (
                "en",
                "Your henchman 1 moves 4 from the HQ to square 4: a sniper square, so you spin the wheel once this roll is moved",
                ", before your double's extra die",
                ": your double's extra die comes after it.",
            ),
            (
                "fr",
                "Votre homme de main 1 avance de 4, QG → case 4 : case tir, vous lancez donc la roue une fois ce jet joué",
                ", avant le dé supplémentaire de votre double",
                " : le dé supplémentaire de votre double vient ensuite.",
            ),
            (
                "nl",
                "Jouw handlanger 1 gaat 4 van het hoofdkwartier naar veld 4: een sluipschuttersveld, dus draai je \
                 aan het rad als deze worp gespeeld is",
                ", nog vóór je de extra dobbelsteen van je dubbel speelt",
                ", en pas daarna speel je de extra dobbelsteen van je dubbel.",
            ),
        ] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
            let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
            for (dice, on_double) in [(vec![4, 2], false), (vec![4, 4], true)] {
                let mut m: Match<'_, Godfathers> = Match::new(&c, s.clone(), Vec::new(), &MatchOptions::default());
                m.emit(Event::Rolled { seat: Seat(0), dice });
                let v = Open::of(&m, Seat(0));
                let said = screen.option(&v, "move", &four).replace(['\u{2068}', '\u{2069}'], "");
                let help = screen.help(&v, "move", &four).replace(['\u{2068}', '\u{2069}'], "");
                if on_double {
                    assert_eq!(said, format!("{option}{double}"), "{lang}");
                    assert!(help.contains(help_double), "{lang}: {help}");
                } else {
                    assert_eq!(said, option, "{lang}");
                    assert!(!help.contains(help_double), "{lang}: {help}");
                }
            }
        }
    }

    /// A godfather held hostage with no henchman of his free can move nobody whatever his gang
    /// rolls (PRISE D'OTAGE; REGLE GENERALE): the status says so while it lasts, with what
    /// holds him and what could free him, and the seat's own waiting line (the page between
    /// questions) carries it, in every language. Only the news said it, turn by turn.
    #[test]
    fn a_godfather_held_with_no_henchman_free_is_said_stuck_in_the_status_and_the_waiting_line() {
        let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let mut s = new_game(&c, 2, 1).expect("two players");
        s.current = Seat(0);
        let kidnapper = super::super::state::PieceRef { seat: Seat(0), piece: 1 };
        s.gangs[Seat(0)].pieces[1] = Piece { place: Place::Square(9), lap: 3, fresh: false, held_by: None };
        s.gangs[Seat(1)].pieces[0] = Piece { place: Place::Square(9), lap: 20, fresh: false, held_by: Some(kidnapper) };
        for p in &mut s.gangs[Seat(1)].pieces[1..] {
            p.place = Place::Dead;
        }
        let free = s.clone();
        let m: Match<'_, Godfathers> = Match::new(&c, s, Vec::new(), &MatchOptions::default());
        let mut one_free = free;
        one_free.gangs[Seat(1)].pieces[1] = Piece::in_hq();
        let m_free: Match<'_, Godfathers> = Match::new(&c, one_free, Vec::new(), &MatchOptions::default());
        for (lang, status, waiting, free_to_go) in [
            (
                "en",
                "Player 2 can move nobody, whatever he rolls: his godfather is held hostage by Player 1's henchman 1 on square 10",
                "You can move nobody, whatever you roll: your godfather is held hostage by Player 1's henchman 1 on square 10",
                "yet with every henchman of yours dead he would still stand alone and stuck",
            ),
            (
                "fr",
                "Joueur 2 ne peut déplacer personne, quel que soit son jet : son parrain est l'otage de Joueur 1 (homme de main 1) en case 10",
                "Vous ne pouvez déplacer personne, quel que soit votre jet : votre parrain est l'otage de Joueur 1 (homme de main 1)",
                "il resterait seul et bloqué",
            ),
            (
                "nl",
                "Speler 2 kan niemand verplaatsen, wat hij ook gooit: zijn peetvader wordt door handlanger 1 van Speler 1 gegijzeld op veld 10",
                "Je kunt niemand verplaatsen, wat je ook gooit: je peetvader wordt door handlanger 1 van Speler 1 gegijzeld",
                "zou hij dan alleen en vast blijven staan",
            ),
        ] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
            let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
            let plain = |t: String| t.replace(['\u{2068}', '\u{2069}'], "");
            let said = plain(screen.status(&Open::of(&m, Seat(0))));
            assert!(said.contains(status), "{lang}: {said}");
            assert!(said.contains("PRISE D'OTAGE, RÈGLE GÉNÉRALE)."), "{lang}: the rule is cited: {said}");
            let mine = plain(screen.waiting(&Open::of(&m, Seat(1))).expect("the stuck seat's waiting line"));
            assert!(mine.starts_with(waiting), "{lang}: {mine}");
            assert!(mine.contains(free_to_go), "{lang}: {mine}");
            assert_eq!(screen.waiting(&Open::of(&m, Seat(0))), None, "{lang}: the kidnapper's seat waits plainly");
            // A henchman free in the HQ can come for him: nothing stuck to say.
            assert_eq!(screen.waiting(&Open::of(&m_free, Seat(1))), None, "{lang}");
            assert!(!plain(screen.status(&Open::of(&m_free, Seat(0)))).contains(status), "{lang}");
        }
    }

    /// The second die's question says its value (LES DEPLACEMENTS: two pieces each move one
    /// die): after a 3 of a roll of 3 and 5 is moved, the 5, in every language. It asked "Who
    /// moves the other die?" and left the person to work out which.
    #[test]
    fn the_second_question_says_the_other_die() {
        let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let mut s = new_game(&c, 2, 1).expect("two players");
        s.current = Seat(0);
        let mut m: Match<'_, Godfathers> = Match::new(&c, s, Vec::new(), &MatchOptions::default());
        m.emit(Event::Rolled { seat: Seat(0), dice: vec![3, 5] });
        let piece = super::super::state::PieceRef { seat: Seat(0), piece: 1 };
        m.emit(Event::Moved { piece, from: Place::Hq, to: Place::Square(2), steps: 3, forced: false });
        let v = Open::of(&m, Seat(0));
        for (lang, said) in [
            ("en", "Who moves the other die (a 5)?"),
            ("fr", "Qui avance de l'autre dé (un 5) ?"),
            ("nl", "Wie verplaatst de andere dobbelsteen (een 5)?"),
        ] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
            let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
            let asked = screen.question(&v, "second").replace(['\u{2068}', '\u{2069}'], "");
            // What "within reach" means follows, said once for the options (question_rows).
            assert!(asked.starts_with(said), "{lang}: {asked}");
        }
    }

    /// LE GAGNANT, RETOUR DU PARRAIN: the final standings told the winner and a godfather one
    /// step short of his HQ alike ("has walked 48 squares of his race"); the winner now came
    /// home, the other stands one step short, in each language.
    #[test]
    fn the_final_standings_tell_the_winner_home_from_one_at_his_door() {
        let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let mut s = new_game(&c, 3, 1).expect("three players");
        let all = c.board.len();
        s.winner = Some(Seat(0));
        s.gangs[Seat(0)].pieces[0].lap = all;
        s.gangs[Seat(1)].pieces[0].lap = all;
        s.gangs[Seat(2)].pieces[0].lap = 5;
        for (lang, home, door, walked) in [
            (
                "en",
                "the godfather came home, round the loop and into his HQ",
                "one step short of his HQ",
                "the godfather has walked 5 squares of his race",
            ),
            ("fr", "le parrain est rentré au QG", "à un pas de son QG", "le parrain a parcouru 5 cases de sa course"),
            ("nl", "de peetvader kwam thuis", "één stap voor zijn hoofdkwartier", "5 velden van zijn race afgelegd"),
        ] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
            let screen = Terminal { n: Narrator { content: &c, locale: &locale } };
            let said = |seat: u8| {
                screen.final_standing(&s, Seat(seat)).unwrap_or_default().replace(['\u{2068}', '\u{2069}'], "")
            };
            assert!(said(0).starts_with(home), "{lang}: {}", said(0));
            assert!(said(1).contains(door) && said(1).contains(&all.to_string()), "{lang}: {}", said(1));
            assert!(said(2).contains(walked), "{lang}: {}", said(2));
        }
    }
}
