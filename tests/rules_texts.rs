//! The card texts are the rulebooks' own sentences, not rewritings: the words that set a card's
//! scope stay the rulebook's (the Dutch "Actiebeurt" is one turn of each player, an
//! "Actieronde" is four of them; the French contracts name their places in English too). Where
//! a card names a place as the board does not, the board's name follows it in brackets.

use mobrules::engine::content::Source;
use mobrules::engine::locale::Locale;
use mobrules::games::king_of_chicago::content::GAME_ID;
use mobrules::games::king_of_chicago::load;

fn card_text(lang: &str, card: &str) -> String {
    let c = load::load(&Source::Embedded).expect("bundled content loads");
    let locale = Locale::load(&c.source, GAME_ID, lang).expect("locale loads");
    locale.text(&format!("card-{card}.text"), &[])
}

fn says(lang: &str, card: &str, words: &str) {
    let text = card_text(lang, card);
    assert!(text.contains(words), "{lang} {card}: {text:?} lacks {words:?}");
}

#[test]
fn dutch_cards_keep_the_rulebook_sentences() {
    says("nl", "out_of_gas", "tijdens 1 Actiebeurt lam te leggen");
    says("nl", "election_day", "Speel deze kaart in elke Actiebeurt tegen één van je tegenspelers");
    says("nl", "election_day", "stilgelegd voor de rest van de Actieronde");
    says("nl", "streetwise", "Speel deze kaart in je eigen Actiebeurt");
    says("nl", "friends_on_the_inside", "Je mag nu de Politie gebruiken voor je je eigen wagen gebruikt.");
    says("nl", "getaway", "verplaats je Auto 6 vakjes in elke richting");
    says("nl", "he_had_an_accident", "leg één van je tegenstanders gevangen Gangster in het Kerkhof");
    says("nl", "the_pillow", "uit het Ziekenhuis in het Kerkhof");
    says("nl", "the_rat", "Je lekt informatie over je tegenstanders warenhuizen.");
    says("nl", "the_severed_horsehead", "je kunt vermijden een inval van de Politie of “Verkiezingen” vermijden");
    says("nl", "dynamite", "als er een Gangster bij de schietpartij betrokken is");
    // The card's own words, the board's name for the place after them.
    says("nl", "a_thorough_shaving", "naar de \"Barber\" (Kapper) gaat");
    says("nl", "pay_day_is_coming_up", "Overval de \"First National Bank\"");
    says("nl", "they_never_saw_it_coming", "een briljante overval");
    // The rulebook's amount, not the Dutch translation's $1300 (RULINGS.md).
    says("nl", "one_down", "de aanklager betaalt er $800 voor");
}

#[test]
fn french_cards_keep_the_rulebook_words() {
    says("fr", "one_down", "Libérez-le à la case Tribunal (Courthouse).");
    says("fr", "sneaking_out_the_backdoor", "pour le reste du tour.");
    says("fr", "the_severed_horsehead", "ou annulez les effets de la carte « Election Day »");
    for (card, place) in [
        ("a_thorough_shaving", "(Barber)"),
        ("help_you_help_me", "(Republican HQ)"),
        ("pay_day_is_coming_up", "(First National Bank)"),
        ("red_hot_tip", "(Race Track)"),
        ("roses_are_red_and_bloody", "(Butcher)"),
        ("sleeping_with_the_fishes", "(Wharf)"),
        ("they_never_saw_it_coming", "(Tailor)"),
    ] {
        says("fr", card, place);
    }
}
