//! The turn loop, sketched against the engine's match; the engine's `Match` is being written, so
//! the sketch is text, and its compiled twin is the random-game test below, which drives the
//! same rules functions in the same order.
//!
//! Assumed engine API: `m.ask(seat, prompt, options) -> Result<Choice, Stop>` asks one seat
//! through the decision interface (logging `chose`); `m.ask_together(seats, prompt,
//! options_of)` asks several seats at once, none seeing another's answer before all have
//! answered (reinforcements, 5.0); `m.emit(event)` logs an event (`emit_all` several);
//! `m.run_hook(card, "on_play", play)` runs a special card's script, whose API calls the
//! functions of `rules` (see `content/chicago-poker/HOOKS.md`).
//!
//! ```text
//! pub fn play(m: &mut Match, state: &mut State, content: &Content) -> Result<(), Stop> {
//!     while !rules::is_over(state) {
//!         turn(m, state, content)?;
//!     }
//!     Ok(())
//! }
//!
//! /// 4.1 Le tour d'un joueur.
//! fn turn(m: &mut Match, state: &mut State, content: &Content) -> Result<(), Stop> {
//!     let seat = state.current;
//!     m.emit_all(rules::begin_turn(state, content));
//!     // 5.0: "la fusillade est résolue avant que le joueur n'effectue sa première action".
//!     for tile in rules::pending_shootouts(state, seat) {
//!         shootout(m, state, content, tile)?;
//!         if rules::is_over(state) {
//!             return Ok(());
//!         }
//!     }
//!     loop {
//!         let options = rules::legal_actions(state, content);
//!         if options.is_empty() {
//!             break;
//!         }
//!         let choice = m.ask(seat, "action", options)?;
//!         m.emit_all(rules::apply_action(state, content, choice).expect("one of the options"));
//!         if let Choice::Special { card } = choice {
//!             m.run_hook(card, "on_play", Play { player: seat })?;
//!             rules::discard_special(state, card);
//!         }
//!     }
//!     m.emit_all(rules::end_turn(state, content).expect("the hand is within the limit"));
//!     Ok(())
//! }
//!
//! /// 5.0 Fusillade.
//! fn shootout(m: &mut Match, state: &mut State, content: &Content, tile: TileId) -> Result<(), Stop> {
//!     let (events, showdown) = rules::reveal(state, content, tile).expect("a token lies there");
//!     m.emit_all(events);
//!     let (winner, decided) = match rules::sole_winner(&showdown) {
//!         Some(w) => w,
//!         None => {
//!             let mut tied = showdown.tied.clone();
//!             loop {
//!                 let answers = m.ask_together(&tied, "reinforcement", |seat| {
//!                     rules::reinforcement_options(state, content, seat)
//!                 })?;
//!                 let sent: Vec<Sent> = answers.iter().map(|(seat, choice)| Sent {
//!                     seat: *seat,
//!                     card: match choice { Choice::Reinforce { card } => Some(*card), _ => None },
//!                 }).collect();
//!                 let (event, outcome) = rules::reinforce(state, content, &showdown, &tied, &sent)
//!                     .expect("answers from the options");
//!                 m.emit(event);
//!                 match outcome {
//!                     Reinforced::Winner(seat, decided) => break (seat, decided),
//!                     Reinforced::Again(still) => tied = still,
//!                 }
//!             }
//!         }
//!     };
//!     m.emit_all(rules::award(state, content, tile, winner, decided));
//!     Ok(())
//! }
//! ```

#[cfg(test)]
pub(crate) mod tests {
    use super::super::choice::Choice;
    use super::super::content::{CardId, CardKind, Content, TileId};
    use super::super::event::{Event, Sent};
    use super::super::rules::{self, Reinforced};
    use super::super::state::State;
    use crate::engine::content::Source;
    use crate::engine::rng::Rng;
    use crate::engine::seat::Seat;

    pub(crate) fn content() -> Content {
        super::super::load::load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"))
    }

    fn param(content: &Content, card: CardId, name: &str) -> i64 {
        let CardKind::Special(s) = content.card(card).kind else { return 0 };
        content.specials[usize::from(s.0)].params.get(name).and_then(toml::Value::as_integer).unwrap_or(0)
    }

    fn pick<T: Copy>(rng: &mut Rng, options: &[T]) -> Option<T> {
        (!options.is_empty()).then(|| options[rng.index(options.len())])
    }

    /// A kind of action first (draw, play a gangster, play a special, stop, discard), then one
    /// of that kind: a random player who drew as rarely as one play among dozens would empty his
    /// hand and never reach the hand limit or a reinforcement.
    fn pick_action(rng: &mut Rng, options: &[Choice]) -> Option<Choice> {
        let kind = |c: &Choice| std::mem::discriminant(c);
        let mut kinds: Vec<std::mem::Discriminant<Choice>> = Vec::new();
        for c in options {
            if !kinds.contains(&kind(c)) {
                kinds.push(kind(c));
            }
        }
        let k = pick(rng, &kinds)?;
        let of_kind: Vec<Choice> = options.iter().copied().filter(|c| kind(c) == k).collect();
        pick(rng, &of_kind)
    }

    /// What the scripts of `scripts/chicago-poker/` do, in Rust, with random choices: the
    /// stand-in the random games use until the engine runs the scripts.
    fn special_effect(state: &mut State, content: &Content, me: Seat, card: CardId, rng: &mut Rng) -> Vec<Event> {
        let mut events = Vec::new();
        match content.card(card).id.as_str() {
            "murder" => {
                let targets: Vec<(Seat, TileId)> = rules::groups(state, |s| s != me)
                    .into_iter()
                    .filter(|&(s, t)| !rules::is_protected(state, s, t))
                    .collect();
                if let Some((victim, tile)) = pick(rng, &targets) {
                    events.push(rules::discard_last(state, me, victim, tile).expect("a murder target"));
                }
            }
            "informer" => {
                let targets: Vec<(Seat, TileId)> = rules::groups(state, |s| s != me)
                    .into_iter()
                    .filter(|&(s, t)| state.group(s, t).iter().any(|p| !p.face_up))
                    .collect();
                if let Some((victim, tile)) = pick(rng, &targets) {
                    events.push(rules::show_face_down(state, me, victim, tile).expect("an informer target"));
                }
            }
            "limousine" => {
                let (lo, hi) = (param(content, card, "min_cards") as usize, param(content, card, "max_cards") as usize);
                let from: Vec<TileId> = rules::groups(state, |s| s == me)
                    .into_iter()
                    .filter(|&(s, t)| !rules::is_protected(state, s, t))
                    .map(|(_, t)| t)
                    .collect();
                let Some(src) = pick(rng, &from) else { return events };
                let to: Vec<TileId> = state
                    .table
                    .iter()
                    .map(|e| e.tile)
                    .filter(|&t| t != src && rules::room(state, content, me, t) >= lo)
                    .collect();
                let Some(dst) = pick(rng, &to) else { return events };
                let most = hi.min(state.group(me, src).len()).min(rules::room(state, content, me, dst));
                let n = lo + rng.index(most - lo + 1);
                let mut order = rules::last_cards(state, me, src, n);
                rng.shuffle(&mut order);
                events.extend(rules::move_last(state, content, me, src, dst, &order).expect("a limousine move"));
            }
            "revolver" => events.push(rules::add_actions(state, param(content, card, "actions") as u8)),
            "corruption" => {
                let pile = state.deck.discard_pile().to_vec();
                if let Some(c) = pick(rng, &pile) {
                    events.push(rules::take_from_discard(state, me, c).expect("in the pile"));
                }
                events.push(rules::rebuild_deck(state));
            }
            other => panic!("no stand-in for {other}"),
        }
        events
    }

    fn check_invariants(state: &State, content: &Content) {
        assert_eq!(state.all_cards(), State::expected_cards(content), "a card was lost or doubled");
        let on_table = state.table.iter().filter(|e| e.token.is_some()).count();
        let tokens = content.rules.table(state.seats()).expect("table").shootout_tokens;
        assert_eq!(usize::from(state.tokens) + on_table, usize::from(tokens), "tokens");
        for e in &state.table {
            for (seat, group) in e.cards.iter() {
                assert!(group.len() <= usize::from(content.rules.max_cards));
                for (nth, p) in group.iter().enumerate() {
                    assert_eq!(p.face_up, content.face(e.tile, nth) == super::super::defs::Face::Up, "{seat}");
                }
            }
            if let Some(t) = e.token {
                assert!(e.cards[t.owner].len() >= usize::from(content.rules.shootout_at));
            }
        }
    }

    /// One shootout, reinforcements chosen at random (the sketch's `shootout`).
    fn shootout(state: &mut State, content: &Content, tile: TileId, rng: &mut Rng, log: &mut Vec<Event>) {
        let (events, showdown) = rules::reveal(state, content, tile).expect("a token");
        log.extend(events);
        let (winner, decided) = match rules::sole_winner(&showdown) {
            Some(w) => w,
            None => {
                let mut tied = showdown.tied.clone();
                loop {
                    let sent: Vec<Sent> = tied
                        .iter()
                        .map(|&seat| {
                            let options = rules::reinforcement_options(state, content, seat);
                            let card = match pick(rng, &options) {
                                Some(Choice::Reinforce { card }) => Some(card),
                                _ => None,
                            };
                            Sent { seat, card }
                        })
                        .collect();
                    let (event, outcome) =
                        rules::reinforce(state, content, &showdown, &tied, &sent).expect("answers from the options");
                    log.push(event);
                    match outcome {
                        Reinforced::Winner(seat, decided) => break (seat, decided),
                        Reinforced::Again(still) => tied = still,
                    }
                }
            }
        };
        log.extend(rules::award(state, content, tile, winner, decided));
    }

    /// A whole game of random choices (the sketch's `play`), invariants checked at every step.
    pub(crate) fn random_game(content: &Content, seats: usize, seed: u64, max_turns: u32) -> (State, Vec<Event>) {
        let (mut state, mut log) = rules::setup(content, seats, seed).expect("setup");
        let mut rng = Rng::derived(seed, 1);
        while !rules::is_over(&state) && state.turn < max_turns {
            let seat = state.current;
            log.extend(rules::begin_turn(&mut state, content));
            for tile in rules::pending_shootouts(&state, seat) {
                shootout(&mut state, content, tile, &mut rng, &mut log);
                check_invariants(&state, content);
                if rules::is_over(&state) {
                    return (state, log);
                }
            }
            loop {
                let options = rules::legal_actions(&state, content);
                let Some(choice) = pick_action(&mut rng, &options) else { break };
                log.extend(rules::apply_action(&mut state, content, choice).expect("a legal option"));
                if let Choice::Special { card } = choice {
                    log.extend(special_effect(&mut state, content, seat, card, &mut rng));
                    rules::discard_special(&mut state, card);
                }
                check_invariants(&state, content);
            }
            log.extend(rules::end_turn(&mut state, content).expect("within the hand limit"));
            assert!(state.players[seat].hand.len() <= usize::from(content.rules.hand_limit));
        }
        (state, log)
    }

    #[test]
    fn random_games_keep_every_card_and_end() {
        let content = content();
        let mut finished = 0;
        for seed in 0..120u64 {
            let seats = 2 + (seed % 5) as usize;
            let (state, log) = random_game(&content, seats, seed, 600);
            if let Some(w) = state.winner {
                finished += 1;
                assert!(matches!(log.last(), Some(Event::GameWon { seat, .. }) if *seat == w));
            }
            let json = serde_json::to_string(&state).expect("serialise");
            let back: State = serde_json::from_str(&json).expect("deserialise");
            assert_eq!(back, state);
        }
        assert!(finished >= 110, "only {finished} of 120 random games ended");
    }

    #[test]
    fn the_same_seed_plays_the_same_game() {
        let content = content();
        let a = random_game(&content, 4, 7, 600);
        let b = random_game(&content, 4, 7, 600);
        assert_eq!(a.1, b.1);
        assert_eq!(a.0, b.0);
    }

    /// Every event but the rarest (a tie no reinforcement breaks, unit-tested in `rules/tests.rs`)
    /// happens in a thousand random games, so the invariants above are checked on all of them.
    #[test]
    fn random_games_reach_every_rule() {
        let content = content();
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..1000u64 {
            let (_, log) = random_game(&content, 2 + (seed % 5) as usize, seed, 600);
            for e in &log {
                let kind = serde_json::to_value(e).expect("json")["event"].as_str().unwrap_or("").to_string();
                let detail = match e {
                    Event::ShootoutWon { decided, .. } => format!("{kind}:{decided:?}"),
                    Event::GameWon { victory, .. } => format!("{kind}:{victory:?}"),
                    _ => kind,
                };
                seen.insert(detail);
            }
        }
        for wanted in [
            "table_laid",
            "dealt",
            "first_player",
            "turn_started",
            "drew",
            "reshuffled",
            "played",
            "token_placed",
            "special_played",
            "murdered",
            "informed",
            "moved",
            "extra_actions",
            "took_from_discard",
            "deck_rebuilt",
            "passed",
            "discarded_to_limit",
            "shootout_started",
            "shootout_revealed",
            "hands_ranked",
            "reinforcement",
            "shootout_won:Hand",
            "shootout_won:Reinforcement",
            "shootout_won:Alone",
            "new_tile",
            "no_tile_left",
            "game_won:Condition(SameType(3))",
            "game_won:Condition(DifferentTypes(4))",
            "game_won:Condition(Any(5))",
            "game_won:LastEstablishment",
        ] {
            assert!(seen.contains(wanted), "no `{wanted}` in 1000 random games: {seen:?}");
        }
    }
}
