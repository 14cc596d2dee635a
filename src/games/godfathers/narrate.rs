//! The narration: what each event says, in the reader's language, and the gangs as the screen,
//! `board HQ` and the viewer's picture list them. Nothing in the race is hidden, so every reader
//! is told the same, but for the answers (shown by what follows them).

use super::content::{Content, SquareKind};
use super::event::{Blocked, Event, Stuck};
use super::picture;
use super::state::{PieceRef, Place, State};
use super::turn;
use super::view::View;
use crate::engine::locale::{Arg, Locale};
use crate::engine::log::variant_name;
use crate::engine::seat::Seat;
use std::fmt::Write as _;

/// The messages the narration reads, beside the content's names (`Content::required_messages`).
pub const MESSAGES: &[&str] = &[
    "only-move-danger",
    "piece-godfather",
    "piece-henchman",
    "place-hq",
    "place-square",
    "place-square-plain",
    "place-dead",
    "seated",
    "seated-one",
    "first-player",
    "turn-started",
    "rolled",
    "rolled-again",
    "only-move",
    "moved",
    "unused",
    "unused-alone",
    "unused-stranded",
    "unused-hostage",
    "unused-you",
    "unused-alone-you",
    "unused-stranded-you",
    "unused-hostage-you",
    "unused-why",
    "unused-why-you",
    "blocked-and",
    "blocked-comma",
    "blocked-moved",
    "blocked-held",
    "blocked-alone",
    "blocked-fresh",
    "blocked-full",
    "last-henchman",
    "took-hostage",
    "freed",
    "liquidated",
    "back-to-hq",
    "recruited",
    "spun",
    "spared",
    "game-won",
    "capped",
    "capped-tie",
    "play-stuck",
    "play-race-goes-on",
    "piece-own-godfather",
    "piece-own-henchman",
];

/// Names and sentences from a content and a language.
pub struct Narrator<'a> {
    pub content: &'a Content,
    pub locale: &'a Locale,
}

impl Narrator<'_> {
    pub fn t(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.locale.text(id, args)
    }

    /// A message that is a whole sentence, opening with a capital whatever word its language
    /// starts it with: a piece's name is written in lower case within a sentence in Dutch ("de
    /// peetvader van Speler 2"), and "De peetvader van Speler 2 gaat..." where it opens one.
    pub fn sentence(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let text = self.t(id, args);
        let mut chars = text.chars();
        chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
    }

    /// A piece by its gang and number: "Player 1's godfather", "Player 1's henchman 2".
    pub fn piece(&self, p: PieceRef) -> Arg {
        Arg::Str(if p.is_godfather() {
            self.t("piece-godfather", &[("seat", self.locale.seat(p.seat))])
        } else {
            self.t("piece-henchman", &[("seat", self.locale.seat(p.seat)), ("n", Arg::num(p.piece))])
        })
    }

    /// Names said as a list: "Player 2", "Player 2 and Player 4", "Player 1, Player 2 and
    /// Player 4"; empty for none.
    pub fn listed(&self, mut names: Vec<String>) -> String {
        match names.pop() {
            Some(last) if !names.is_empty() => {
                self.t("blocked-and", &[("first", names.join(", ").into()), ("then", last.into())])
            }
            Some(last) => last,
            None => String::new(),
        }
    }

    /// A piece as `viewer` reads it in a question or an option: its own pieces are "your
    /// henchman 2" ("Your henchman 2" at the `start` of a sentence), the others' by their
    /// gang ([`Narrator::piece`]).
    pub fn piece_for(&self, p: PieceRef, viewer: Seat, start: bool) -> Arg {
        if p.seat != viewer {
            return self.piece(p);
        }
        let start = ("start", if start { "yes" } else { "no" }.into());
        Arg::Str(if p.is_godfather() {
            self.t("piece-own-godfather", &[start])
        } else {
            self.t("piece-own-henchman", &[start, ("n", Arg::num(p.piece))])
        })
    }

    /// Why each piece of a gang could not move its dice, pieces held back alike told together
    /// in the order of [`Blocked`]: "your henchmen 1 and 2 are held hostage; your godfather
    /// stands alone...". `viewer`: the reader, whose own pieces are "your".
    fn blocked(&self, blocked: &[(PieceRef, Blocked)], seat: Seat, viewer: Option<Seat>) -> String {
        let you = if viewer == Some(seat) { "yes" } else { "no" };
        let kinds = [Blocked::Moved, Blocked::Held, Blocked::Alone, Blocked::Fresh, Blocked::Full];
        let clauses = kinds.iter().filter_map(|&kind| {
            let pieces: Vec<PieceRef> = blocked.iter().filter(|b| b.1 == kind).map(|b| b.0).collect();
            let last = pieces.last()?;
            let mut names =
                pieces.iter().map(|&p| viewer.map_or_else(|| self.piece(p), |v| self.piece_for(p, v, false)));
            let first = names.next().map(String::from).unwrap_or_default();
            let count = pieces.len();
            let names = names.enumerate().fold(first, |all, (i, name)| {
                let key = if i + 2 == count { "blocked-and" } else { "blocked-comma" };
                self.t(key, &[("first", all.into()), ("then", name)])
            });
            let key = format!("blocked-{}", variant_name(&kind));
            let rules = &self.content.rules;
            Some(self.t(
                &key,
                &[
                    ("pieces", names.into()),
                    ("count", Arg::Num(count as i64)),
                    ("godfather", if last.is_godfather() { "yes" } else { "no" }.into()),
                    ("you", you.into()),
                    ("max_pieces", Arg::Num(i64::from(rules.max_pieces))),
                    ("max_gangs", Arg::Num(i64::from(rules.max_gangs))),
                ],
            ))
        });
        clauses
            .reduce(|first, then| self.t("option-and", &[("first", first.into()), ("then", then.into())]))
            .unwrap_or_default()
    }

    /// Why `seat` can move nobody whatever it rolls ([`turn::stuck`]), in one sentence: what
    /// holds its godfather and what could free him, or that nothing it can do will (REGLE
    /// GENERALE, PRISE D'OTAGE, RECRUTEMENT). `you`: said to the seat itself.
    pub fn stuck(&self, state: &State, seat: Seat, you: bool) -> Option<String> {
        let stuck = turn::stuck(state, seat)?;
        let godfather = state.piece(PieceRef { seat, piece: super::state::GODFATHER });
        let (why, place) = match stuck {
            Stuck::Hostage { place } => ("hostage", place),
            Stuck::Alone { place } => ("alone", place),
            Stuck::Stranded { place } => ("stranded", place),
        };
        let kidnapper = godfather.held_by;
        let henchmen = state.gangs[seat].pieces.iter().skip(1).filter(|p| p.alive()).count();
        let safety = matches!(place, Place::Square(s) if self.content.board.kind(s) == SquareKind::Safety);
        let none = || Arg::Str(String::new());
        Some(self.t(
            "play-stuck",
            &[
                ("you", if you { "yes" } else { "no" }.into()),
                ("seat", self.locale.seat(seat)),
                ("why", why.into()),
                ("place", self.place(place)),
                ("kidnapper", kidnapper.map_or_else(none, |k| self.piece(k))),
                ("kidnapper_seat", kidnapper.map_or_else(none, |k| self.locale.seat(k.seat))),
                ("henchmen", Arg::Num(henchmen as i64)),
                ("safety", Arg::Num(i64::from(safety))),
                ("recruits", Arg::Num(i64::from(self.content.rules.recruit_liquidated))),
            ],
        ))
    }

    /// A square by its number and type: "square 4 (sniper)"; a plain square by its number
    /// alone: "square 5".
    /// What a square of `s`'s type does (LES CASES), for a look-up and a move's help alike.
    pub fn square_meaning(&self, s: u8) -> String {
        self.t(&format!("find-meaning-{}", self.content.board.kind(s).key()), &[])
    }

    pub fn square(&self, s: u8) -> Arg {
        let kind = self.content.board.kind(s);
        if kind == SquareKind::Nothing {
            return Arg::Str(self.t("place-square-plain", &[("n", Arg::num(s + 1))]));
        }
        let kind = self.t(&format!("square-{}", kind.key()), &[]);
        Arg::Str(self.t("place-square", &[("n", Arg::num(s + 1)), ("kind", kind.into())]))
    }

    pub fn place(&self, p: Place) -> Arg {
        match p {
            Place::Hq => Arg::Str(self.t("place-hq", &[])),
            Place::Square(s) => self.square(s),
            Place::Dead => Arg::Str(self.t("place-dead", &[])),
        }
    }

    /// Every gang: its HQ's square, the godfather's lap, pieces at home and out of play, and
    /// the hostages held; `you` marks the viewing seat.
    pub fn gangs(&self, v: &View<'_>, you: bool) -> String {
        let mut out = String::new();
        for (seat, _) in v.state().gangs.iter() {
            let _ = writeln!(out, "  {}", self.gang(v, seat, you));
        }
        for (_, line) in self.hostages(v.state()) {
            let _ = writeln!(out, "  {line}");
        }
        // A gang that can move nobody whatever it rolls, and why: told turn by turn in the
        // news, said here too while it lasts; else a godfather waiting alone for a henchman.
        for (seat, _) in v.state().gangs.iter() {
            let you = you && seat == v.seat;
            if let Some(line) = self.stuck(v.state(), seat, you) {
                let _ = writeln!(out, "  {line}");
            } else if let Some(line) = super::stranded::waits(self, v.state(), seat, you) {
                let _ = writeln!(out, "  {line}");
            }
        }
        out
    }

    /// One gang's line: its HQ's square, its godfather's lap, its henchmen at home, on the
    /// board and out of play (the three add up to the gang's henchmen: a reviewer read "0 in the
    /// HQ, 0 out of play" of a gang whose four were on the ring); "(you)" after the reader's own
    /// gang where `you`.
    pub fn gang(&self, v: &View<'_>, seat: Seat, you: bool) -> String {
        let g = &v.state().gangs[seat];
        let in_hq = g.pieces.iter().skip(1).filter(|p| p.place == Place::Hq).count();
        let out = g.pieces.iter().skip(1).filter(|p| matches!(p.place, Place::Square(_))).count();
        let dead = g.pieces.iter().filter(|p| p.place == Place::Dead).count();
        let mut line = self.t(
            "play-gang",
            &[
                ("seat", self.locale.seat(seat)),
                ("letter", picture::letter(seat.index(), true).to_string().into()),
                ("entry", Arg::Num(i64::from(v.state().entries[seat]) + 1)),
                ("godfather_home", if g.pieces[0].place == Place::Hq { "yes" } else { "no" }.into()),
                ("lap", Arg::num(g.pieces[0].lap)),
                ("home_in", super::near_home::status(self, v.state(), seat).unwrap_or_default().into()),
                ("hq", Arg::Num(in_hq as i64)),
                ("out", Arg::Num(out as i64)),
                ("dead", Arg::Num(dead as i64)),
            ],
        );
        if you && seat == v.seat {
            line.push_str(&self.t("play-you", &[]));
        }
        line
    }

    /// Every hostage held now, with the square he is held on: "… is held hostage by … on
    /// square 8" (PRISE D'OTAGE), for the status and the look-ups alike.
    pub fn hostages(&self, state: &State) -> Vec<(u8, String)> {
        let mut held = Vec::new();
        for (r, p) in state.all() {
            if let (Some(k), Place::Square(s)) = (p.held_by, p.place) {
                let args = [("hostage", self.piece(r)), ("kidnapper", self.piece(k)), ("square", self.square(s))];
                held.push((s, self.sentence("play-hostage", &args)));
            }
        }
        held
    }

    /// A roll's dice: "3 + 4".
    pub fn dice(dice: &[u8]) -> Arg {
        Arg::Str(dice.iter().map(u8::to_string).collect::<Vec<_>>().join(" + "))
    }

    /// What `event` tells the table; `viewer`, the seat reading ("your only move"), or `None`
    /// for everyone.
    pub fn line(&self, event: &Event, viewer: Option<Seat>) -> Option<String> {
        let s = |seat: Seat| ("seat", self.locale.seat(seat));
        Some(match event {
            // LES DEPLACEMENTS: the one move the dice allowed, made without asking; where it
            // goes and what that square does (LES CASES).
            Event::OnlyMove { piece, dice, from, to } => {
                let you = if viewer == Some(piece.seat) { "yes" } else { "no" };
                let meaning = match *to {
                    // D - DANGER: the mover's own pieces there are at risk from a rival's wheel,
                    // as the options say; "every rival here" read as if the rivals were.
                    Place::Square(sq) if self.content.board.kind(sq) == SquareKind::Danger => {
                        self.t("only-move-danger", &[("you", you.into()), s(piece.seat)])
                    }
                    Place::Square(sq) if self.content.board.kind(sq) != SquareKind::Nothing => self.square_meaning(sq),
                    _ => "none".to_string(),
                };
                self.t(
                    "only-move",
                    &[
                        ("you", if viewer == Some(piece.seat) { "yes" } else { "no" }.into()),
                        s(piece.seat),
                        ("dice", Self::dice(dice)),
                        // "your henchman 1" to its owner, as the options say.
                        ("piece", viewer.map_or_else(|| self.piece(*piece), |v| self.piece_for(*piece, v, false))),
                        ("from", self.place(*from)),
                        ("to", self.place(*to)),
                        ("meaning", meaning.into()),
                    ],
                )
            }
            Event::Seated { entries } => {
                let squares = entries
                    .iter()
                    .enumerate()
                    .map(|(i, &e)| self.t("seated-one", &[s(Seat(i as u8)), ("n", Arg::num(e + 1))]))
                    .collect::<Vec<_>>()
                    .join(", ");
                self.t("seated", &[("squares", squares.into())])
            }
            Event::FirstPlayer { seat } => self.t("first-player", &[s(*seat)]),
            Event::TurnStarted { seat, turn } => self.t("turn-started", &[s(*seat), ("turn", Arg::num(*turn))]),
            Event::Rolled { seat, dice } if dice.len() == 1 => {
                self.t("rolled-again", &[s(*seat), ("die", Arg::num(dice[0]))])
            }
            Event::Rolled { seat, dice } => self.t(
                "rolled",
                &[
                    s(*seat),
                    ("dice", Self::dice(dice)),
                    ("double", if dice[0] == dice[1] { "yes" } else { "no" }.into()),
                ],
            ),
            // The only move the dice allowed: its `OnlyMove` told it, where it goes and what
            // that square does.
            Event::Moved { forced: true, .. } => return None,
            Event::Moved { piece, from, to, steps, .. } => self.sentence(
                "moved",
                &[
                    ("piece", self.piece(*piece)),
                    ("steps", Arg::num(*steps)),
                    ("from", self.place(*from)),
                    ("to", self.place(*to)),
                ],
            ),
            Event::Unused { seat, dice, stuck, blocked } => {
                let (id, place) = match stuck {
                    None if !blocked.is_empty() => {
                        let id = if viewer == Some(*seat) { "unused-why-you" } else { "unused-why" };
                        let why = Arg::Str(self.blocked(blocked, *seat, viewer));
                        return Some(self.t(id, &[s(*seat), ("dice", Self::dice(dice)), ("why", why)]));
                    }
                    None => ("unused", None),
                    Some(Stuck::Alone { place }) => ("unused-alone", Some(place)),
                    Some(Stuck::Stranded { place }) => ("unused-stranded", Some(place)),
                    Some(Stuck::Hostage { place }) => ("unused-hostage", Some(place)),
                };
                let place = place.map_or(Arg::Str(String::new()), |p| self.place(*p));
                // Said to the seat itself in the second person ("You can move nobody").
                let id = if viewer == Some(*seat) { format!("{id}-you") } else { id.to_string() };
                self.t(&id, &[s(*seat), ("dice", Self::dice(dice)), ("place", place)])
            }
            Event::TookHostage { kidnapper, hostage, square } => self.sentence(
                "took-hostage",
                &[
                    ("kidnapper", self.piece(*kidnapper)),
                    ("hostage", self.piece(*hostage)),
                    ("square", self.square(*square)),
                ],
            ),
            Event::Freed { hostage, square } => {
                self.sentence("freed", &[("hostage", self.piece(*hostage)), ("square", self.square(*square))])
            }
            Event::Liquidated { piece, square, cause } => {
                let place = square.map_or(Place::Hq, Place::Square);
                let at = if square.is_some() { "square" } else { "hq" };
                self.sentence(
                    "liquidated",
                    &[
                        ("piece", self.piece(*piece)),
                        ("where", at.into()),
                        ("place", self.place(place)),
                        ("cause", variant_name(cause).into()),
                    ],
                )
            }
            Event::LastHenchman { seat, godfather } => self.t(
                "last-henchman",
                &[
                    s(*seat),
                    ("you", if viewer == Some(*seat) { "yes" } else { "no" }.into()),
                    ("where", if *godfather == Place::Hq { "hq" } else { "square" }.into()),
                    ("place", self.place(*godfather)),
                    ("recruits", Arg::Num(i64::from(self.content.rules.recruit_liquidated))),
                ],
            ),
            Event::BackToHq { seat } => self.t("back-to-hq", &[s(*seat)]),
            Event::Recruited { seat, count, why } => {
                self.t("recruited", &[s(*seat), ("count", Arg::num(*count)), ("why", variant_name(why).into())])
            }
            Event::Spun { seat, sector, square, stop } => self.t(
                "spun",
                &[
                    s(*seat),
                    ("sector", Arg::num(*sector)),
                    ("square", self.square(*square)),
                    ("stop", self.square(*stop)),
                ],
            ),
            Event::Spared { square, why } => {
                self.t("spared", &[("square", self.square(*square)), ("why", variant_name(why).into())])
            }
            Event::GameWon { seat } => self.t("game-won", &[s(*seat)]),
            Event::Capped { turns, leader } => match leader {
                Some(l) => self.t("capped", &[("turns", Arg::num(*turns)), s(*l)]),
                None => self.t("capped-tie", &[("turns", Arg::num(*turns))]),
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::content::GAME_ID;
    use super::super::event::Event;
    use super::super::load::load;
    use super::super::state::{PieceRef, Place};
    use super::Narrator;
    use crate::engine::content::Source;
    use crate::engine::locale::Locale;
    use crate::engine::seat::Seat;

    /// A gang's status line counts its henchmen where they are, the three numbers adding up to
    /// the gang's henchmen: at home, on the board, out of play (RECRUTEMENT brings the dead back). It said
    /// "0 henchmen in the HQ, 0 out of play" of a gang whose four were on the ring.
    #[test]
    fn a_gangs_line_counts_its_henchmen_on_the_board() {
        use super::super::Godfathers;
        use super::super::rules::setup::new_game;
        use super::super::state::Piece;
        use crate::engine::play::{Match, MatchOptions};
        use crate::engine::view::Open;
        let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let mut s = new_game(&c, 2, 1).expect("two players");
        s.gangs[Seat(0)].pieces[1] = Piece { place: Place::Square(4), lap: 3, fresh: false, held_by: None };
        s.gangs[Seat(0)].pieces[2] = Piece { place: Place::Square(9), lap: 8, fresh: false, held_by: None };
        s.gangs[Seat(0)].pieces[3] = Piece { place: Place::Dead, lap: 0, fresh: false, held_by: None };
        let m: Match<'_, Godfathers> = Match::new(&c, s, Vec::new(), &MatchOptions::default());
        let v = Open::of(&m, Seat(0));
        for (lang, said) in [
            ("en", "; 1 henchman in the HQ, 2 on the board, 1 out of play"),
            ("fr", "; 1 homme de main au QG, 2 sur le plateau, 1 hors jeu"),
            ("nl", "; 1 handlanger in het hoofdkwartier, 2 op het bord, 1 uit het spel"),
        ] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
            let line = Narrator { content: &c, locale: &locale }.gang(&v, Seat(0), false);
            assert!(line.replace(['\u{2068}', '\u{2069}'], "").ends_with(said), "{lang}: {line}");
        }
    }

    /// A piece's kind is a common noun within a sentence: Dutch read "binnen bereik van
    /// Peetvader van Speler 2" and "neemt Handlanger 1 van Speler 2 in gijzeling". Within a
    /// sentence it is "de peetvader van Speler 2", and a sentence that opens with a piece opens
    /// with a capital ("De peetvader van Speler 2 gaat..."); English and French name the seat
    /// first, a capital in a sentence as at its start.
    #[test]
    fn a_piece_s_kind_is_lower_case_within_a_sentence_and_a_sentence_opens_with_a_capital() {
        let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let godfather = PieceRef { seat: Seat(1), piece: 0 };
        let henchman = PieceRef { seat: Seat(0), piece: 1 };
        let moved =
            Event::Moved { piece: godfather, from: Place::Square(3), to: Place::Square(5), steps: 2, forced: false };
        let took = Event::TookHostage { kidnapper: henchman, hostage: godfather, square: 5 };
        for (lang, moves, takes) in [
            (
                "en",
                "Player 2's godfather moves 2 from",
                "Player 1's henchman 1 takes Player 2's godfather hostage on square 6.",
            ),
            (
                "fr",
                "Joueur 2 (parrain) avance de 2 :",
                "Joueur 1 (homme de main 1) prend Joueur 2 (parrain) en otage en case 6.",
            ),
            (
                "nl",
                "De peetvader van Speler 2 gaat 2 velden",
                "Handlanger 1 van Speler 1 neemt de peetvader van Speler 2 in gijzeling op veld 6.",
            ),
        ] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
            let n = Narrator { content: &c, locale: &locale };
            let line = |e: &Event| n.line(e, None).unwrap_or_default().replace(['\u{2068}', '\u{2069}'], "");
            assert!(line(&moved).starts_with(moves), "{lang}: {}", line(&moved));
            assert_eq!(line(&took), takes, "{lang}");
        }
    }

    /// The only move the dice allow is made without asking (LES DEPLACEMENTS): its player is
    /// told it was his only move and what the square it goes to does (LES CASES), the others
    /// whose it was; a plain square or the HQ adds nothing. A newcomer saw his henchman walk
    /// onto a danger square with no word of why. The piece is "your henchman 2" to its owner,
    /// as the options say (it was "Player 1's henchman 2" beside "Your only move").
    #[test]
    fn the_only_move_is_told_to_its_player_as_his_with_what_its_square_does() {
        let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let piece = PieceRef { seat: Seat(0), piece: 2 };
        let danger = Event::OnlyMove { piece, dice: vec![3], from: Place::Square(10), to: Place::Square(13) };
        let plain_square = Event::OnlyMove { piece, dice: vec![2, 5], from: Place::Hq, to: Place::Square(4) };
        for (lang, yours, theirs, plain) in [
            (
                "en",
                "Your only move with 3, made without asking: your henchman 2 from square 11 to square 14 (safety) — \
                 the snipers can never hit anyone here; hostages are still taken.",
                "Player 1's only move with 3, made without asking: Player 1's henchman 2 from square 11",
                "Your only move with 2 + 5, made without asking: your henchman 2 from the HQ to square 5.",
            ),
            (
                "fr",
                "Votre seul déplacement possible avec 3, joué d'office : votre homme de main 2, case 11 → case 14 \
                 (sécurité) — les tireurs d'élite n'y touchent jamais personne ; les prises d'otage s'y font quand même.",
                "Seul déplacement possible pour Joueur 1 avec 3, joué d'office : ",
                "Votre seul déplacement possible avec 2 + 5, joué d'office : votre homme de main 2, QG → case 5.",
            ),
            (
                "nl",
                "Je enige zet met 3, vanzelf gespeeld: jouw handlanger 2 van veld 11 naar veld 14 (veilig) — \
                 de sluipschutters raken hier nooit iemand; gijzelen kan hier wel.",
                "De enige zet van Speler 1 met 3, vanzelf gespeeld: ",
                "Je enige zet met 2 + 5, vanzelf gespeeld: jouw handlanger 2 van het hoofdkwartier naar veld 5.",
            ),
        ] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
            let n = Narrator { content: &c, locale: &locale };
            let said = |e: &Event, viewer| n.line(e, viewer).unwrap().replace(['\u{2068}', '\u{2069}'], "");
            assert_eq!(said(&danger, Some(Seat(0))), yours, "{lang}");
            assert!(said(&danger, Some(Seat(1))).starts_with(theirs), "{lang}");
            assert!(said(&danger, None).starts_with(theirs), "{lang}");
            assert_eq!(said(&plain_square, Some(Seat(0))), plain, "{lang}: a plain square adds nothing");
            // The move itself, logged after it, is not told again ("Joueur 3 (homme de main 1)
            // avance de 2 : QG → case 26" followed "Seul déplacement possible … QG → case 26").
            let moved =
                |forced| Event::Moved { piece, from: Place::Square(10), to: Place::Square(13), steps: 3, forced };
            assert_eq!(n.line(&moved(true), Some(Seat(0))), None, "{lang}");
            assert_eq!(n.line(&moved(true), None), None, "{lang}");
            assert!(n.line(&moved(false), None).is_some(), "{lang}: a move chosen is told");
        }
    }

    /// A rival's forced move onto a sniper square read in Dutch "stop je hier, dan huur je de
    /// sluipschutters in", as if the reader hired them, while the reader may be the rival they
    /// shoot at (a newcomer's game, nl seed 18, turns 48 and 109): what a square does, said after
    /// any seat's forced move, is impersonal, as in English and French.
    #[test]
    fn what_a_square_does_after_a_rival_s_forced_move_is_said_impersonally() {
        let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let sniper = (0..c.board.len()).find(|&q| c.board.kind(q).key() == "sniper").expect("a sniper square");
        let piece = PieceRef { seat: Seat(1), piece: 1 };
        let only = Event::OnlyMove { piece, dice: vec![2], from: Place::Square(sniper - 2), to: Place::Square(sniper) };
        let locale = Locale::load(&Source::Embedded, GAME_ID, "nl").unwrap();
        let n = Narrator { content: &c, locale: &locale };
        for viewer in [Some(Seat(0)), None] {
            let said = n.line(&only, viewer).unwrap();
            assert!(said.contains("(sluipschutter) — wie hier stopt, huurt de sluipschutters in: "), "{said}");
        }
        // No type of square said after a move speaks to the reader.
        for kind in ["sniper", "safety", "danger"] {
            let meaning = n.t(&format!("find-meaning-{kind}"), &[]);
            let words: Vec<&str> = meaning.split(|c: char| !c.is_alphabetic()).collect();
            assert!(!words.iter().any(|w| ["je", "jij", "jouw", "jou"].contains(w)), "{kind}: {meaning}");
        }
    }

    /// A gang that can move nobody is told so in the second person when it reads its own
    /// turn ("You can move nobody … your godfather"), in the third to the others; it was
    /// "Player 1 can move nobody … his godfather" to Player 1 (RÈGLE GÉNÉRALE).
    #[test]
    fn a_gang_that_can_move_nobody_is_told_so_as_you() {
        let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let stuck = Some(super::super::event::Stuck::Hostage { place: Place::Square(12) });
        let e = Event::Unused { seat: Seat(0), dice: vec![6, 2], stuck, blocked: Vec::new() };
        for (lang, yours, theirs) in [
            ("en", "You can move nobody with 6 + 2: your godfather is held hostage", "Player 1 can move nobody"),
            ("fr", "Vous ne pouvez déplacer personne avec 6 + 2 : votre parrain", "Joueur 1 ne peut déplacer personne"),
            ("nl", "Je kunt met 6 + 2 niemand verplaatsen: jouw peetvader", "Speler 1 kan met 6 + 2 niemand"),
        ] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
            let n = Narrator { content: &c, locale: &locale };
            let said = |viewer| n.line(&e, viewer).unwrap().replace(['\u{2068}', '\u{2069}'], "");
            assert!(said(Some(Seat(0))).starts_with(yours), "{lang}: {}", said(Some(Seat(0))));
            assert!(said(Some(Seat(1))).starts_with(theirs), "{lang}: {}", said(Some(Seat(1))));
            assert!(said(None).starts_with(theirs), "{lang}");
        }
    }

    /// The gang's last henchman liquidated (a forced move onto two rivals, the snipers) is told
    /// with what follows for the godfather (REGLE GENERALE, RECRUTEMENT), in every language; the
    /// godfather's own fall, which takes his henchmen with him, is not.
    #[test]
    fn the_last_henchman_liquidated_says_what_follows() {
        use super::super::event::Cause;
        use super::super::rules::liquidation::liquidate;
        use super::super::rules::setup::new_game;
        use super::super::state::Piece;
        let c = load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"));
        let mut s = new_game(&c, 2, 1).expect("two players");
        s.gangs[Seat(0)].pieces[0] = Piece { place: Place::Square(4), lap: 5, fresh: false, held_by: None };
        s.gangs[Seat(0)].pieces[1] = Piece { place: Place::Square(20), lap: 14, fresh: false, held_by: None };
        for p in &mut s.gangs[Seat(0)].pieces[2..] {
            *p = Piece::dead();
        }
        let mut fall = s.clone();
        let events = liquidate(&c, &mut s, PieceRef { seat: Seat(0), piece: 1 }, Cause::ArrivedOnTwo);
        let last = events.iter().find(|e| matches!(e, Event::LastHenchman { .. })).expect("the last henchman told");
        for (lang, yours, theirs) in [
            (
                "en",
                "That was your last henchman: your godfather is alone on square 5 and can move no more",
                "That was Player 1's last henchman: his godfather",
            ),
            (
                "fr",
                "C'était votre dernier homme de main : votre parrain est seul en case 5 et ne peut plus bouger",
                "C'était le dernier homme de main de Joueur 1 : son parrain",
            ),
            (
                "nl",
                "Dat was je laatste handlanger: je peetvader staat alleen op veld 5 en kan niet meer verder",
                "Dat was de laatste handlanger van Speler 1: zijn peetvader",
            ),
        ] {
            let locale = Locale::load(&Source::Embedded, GAME_ID, lang).unwrap();
            let n = Narrator { content: &c, locale: &locale };
            let said = |viewer| n.line(last, viewer).unwrap_or_default().replace(['\u{2068}', '\u{2069}'], "");
            assert!(said(Some(Seat(0))).starts_with(yours), "{lang}: {}", said(Some(Seat(0))));
            assert!(said(Some(Seat(0))).contains("RECRUTEMENT)."), "{lang}: the rule is cited");
            assert!(said(None).starts_with(theirs), "{lang}: {}", said(None));
        }
        let events = liquidate(&c, &mut fall, PieceRef { seat: Seat(0), piece: 0 }, Cause::ArrivedOnTwo);
        assert!(!events.iter().any(|e| matches!(e, Event::LastHenchman { .. })), "{events:?}");
    }
}
