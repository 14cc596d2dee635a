//! King of Chicago's event cards played "at any time", at the table: `play` driven through its
//! standard input. They are offered at the start of every player turn and in the trade round
//! (RULINGS.md "Events"); a person is asked at the start of his own turn and in the trade
//! round, and at another player's only after typing `event`.

mod support;

use support::piped::play_game as play;

/// King of Chicago, seed 4, a person and three greedy bots: `first` typed, then the first
/// option answered 300 times (so "no card now" to every event question).
fn answering_first_after(first: &str) -> String {
    let args = ["--seats", "human,bot:greedy,bot:greedy,bot:greedy", "--seed", "4"];
    let (_, out, err) = play("king-of-chicago", &args, &format!("{first}{}quit\n", "1\n".repeat(300)));
    assert!(err.is_empty(), "{err}");
    out
}

fn anytime_questions(out: &str) -> Vec<&str> {
    out.lines()
        .filter(|l| l.starts_with("Player 1: ") && l.ends_with("play an event card now (at any time)?"))
        .collect()
}

#[test]
fn an_anytime_card_is_offered_at_the_seat_s_own_turn_and_the_trade_round() {
    let out = answering_first_after("");
    // The standing list of what may be typed names the game's own commands.
    assert!(out.contains("status, board X, deal, event, log, undo, save, quit."), "{out}");
    let asked = anytime_questions(&out);
    assert!(asked.len() >= 5, "the person holds Out of gas for most of the game:\n{out}");
    for q in &asked {
        assert!(
            *q == "Player 1: Your turn begins: play an event card now (at any time)?"
                || *q == "Player 1: The trade round: play an event card now (at any time)?",
            "{q}"
        );
    }
    // Every one is a moment the person can tell: one a turn of its own, one a trade round.
    let own = asked.iter().filter(|q| q.contains("Your turn begins")).count();
    let turns = out.lines().filter(|l| l.starts_with("Player 1: Where does your car drive?")).count();
    assert!(own <= turns + 1, "{own} questions at the start of own turns, {turns} moves");
}

#[test]
fn typing_event_asks_at_the_start_of_the_next_player_s_turn() {
    let out = answering_first_after("event\n");
    assert!(out.contains("you will be asked") || out.contains("asked"), "{out}");
    let others: Vec<&str> = anytime_questions(&out).into_iter().filter(|q| q.contains("'s turn begins")).collect();
    assert_eq!(others.len(), 1, "asked once at another's turn, then held back again: {others:#?}");
    assert!(others[0].starts_with("Player 1: Player "), "{}", others[0]);
}
