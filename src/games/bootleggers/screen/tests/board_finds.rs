//! What `board <words>` reads: the cards on offer and in the seat's own hand, the henchman deck.

use super::*;

/// `board X` reads a card face up on an offer space, the truck card on its space and a
/// card in the seat's own hand by part of its name, with the short form of what it does
/// and its whole text (PHASE 1, 5b), in the reader's language (the French names hold the
/// English one, the Dutch ones are English): "board safe" found nothing though the news
/// named Safe House before the authority card was bid (issue 35). Another seat's hand is
/// never read.
#[test]
fn board_reads_the_cards_on_offer_and_in_the_seats_own_hand() {
    use super::super::super::content::TruckCardId;
    let content = load(&Source::Embedded).unwrap();
    let mut state = Bootleggers::new_game(&content, 3, 5).unwrap();
    state.muscle_offer = vec![card(&content, "safe_house"), card(&content, "influence"), card(&content, "safe_house")];
    let medium = content.trucks.iter().position(|t| t.id == "medium_truck").unwrap();
    state.truck_offer = Some(TruckCardId(u8::try_from(medium).unwrap()));
    state.players[Seat(0)].hand = vec![card(&content, "state_politics")];
    state.players[Seat(1)].hand = vec![card(&content, "hijack")];
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, [safe, politics, truck], words) in [
        (
            "en",
            [
                "Safe House (on an offer space): take up to 3 influence markers off speakeasies, to your back room (till next turn) or another speakeasy\n  Take up to three of your influence markers",
                "State Politics (in your hand): buy 1 to 3 influence markers at $5G each\n  Buy 1, 2 or 3 influence markers at $5G each.\n",
                "Medium truck (the truck card on offer)\n  Capacity 6 crates. Price $1G. Driver's wage $1G.\n",
            ],
            ["safe", "STATE", "medium"],
        ),
        (
            "fr",
            [
                "Safe House (Repli) (sur un espace d'offre) : déplacez jusqu'à 3 de vos marqueurs d'un Bar vers l'Arrière-Salle (un tour) ou un autre Bar\n  Prenez jusqu'à trois",
                "State Politics (Corruption nationale) (dans votre main) : achetez de 1 à 3 marqueurs d'influence à $5G chacun\n  Achetez 1, 2 ou 3 marqueurs",
                "Camion moyen (la carte de Camion offerte)\n  6 Caisses, prix d'achat $1G, salaire du chauffeur $1G.\n",
            ],
            ["repli", "state", "moyen"],
        ),
        (
            "nl",
            [
                "Safe House (Schuilplaats) (op een aanbodvak): haal tot 3 fiches van speakeasy's, naar je achterkamer (één beurt) of een andere speakeasy\n  Neem tot drie",
                "State Politics (Staatspolitiek) (in je hand): koop 1 tot 3 invloedsfiches voor $5G per stuk\n  Koop 1, 2 of 3 invloedsfiches voor $5G per stuk.\n",
                "Middelgrote vrachtwagen (de vrachtwagenkaart in het aanbod)\n  Capaciteit 6 kratten. Prijs $1G. Chauffeursloon $1G.\n",
            ],
            ["safe", "state", "middelgrote"],
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::super::content::GAME_ID, lang).unwrap();
        let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
        let found = |w: &str| screen.find(&v, w).unwrap_or_default();
        let safes = found(words[0]);
        assert!(safes.starts_with(safe), "{lang}: {safes}");
        assert_eq!(safes.matches("Safe House").count(), 1, "{lang}: one card on two spaces is read once: {safes}");
        assert!(found(words[1]).starts_with(politics), "{lang}: {}", found(words[1]));
        assert!(found(words[2]).starts_with(truck), "{lang}: {}", found(words[2]));
        let place = |w: &str| locale.text("find-card", &[("card", "".into()), ("where", w.into())]);
        assert!(found("hijack").contains(&place("deck")) && !found("hijack").contains(&place("hand")), "{lang}");
    }
}

/// `board henchman` (`board homme`, `board handlangerkaart`) says what the henchman deck is:
/// the word Windfall and the news use, defined nowhere else at the table (issue 35: Dutch
/// "handlangerkaart" beside "boevenkaart"). PHASE 1, 2 and 5b; LISTE DES ÉLÉMENTS DU JEU.
#[test]
fn board_says_what_the_henchman_deck_is() {
    let content = load(&Source::Embedded).unwrap();
    let state = Bootleggers::new_game(&content, 3, 5).unwrap();
    let v = View::new(&state, &content, Seat(0), &[]);
    for (lang, words, said) in [
        ("en", "henchman", "Henchman cards (the henchman deck, 80 cards): each turn, one card per player is dealt"),
        (
            "fr",
            "hommes de main",
            "Cartes d'Hommes de Main (la pioche, 80 cartes) : à chaque tour, une carte par Truand en est retournée",
        ),
        (
            "nl",
            "handlangerkaart",
            "Handlangerkaarten (de handlangerstapel, 80 kaarten): elke beurt komt er één kaart per speler open uit",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::super::content::GAME_ID, lang).unwrap();
        let screen = Terminal { n: Narrator { content: &content, locale: &locale } };
        let found = screen.find(&v, words).unwrap_or_default().replace(['\u{2068}', '\u{2069}'], "");
        assert!(found.starts_with(said) && found.contains("33"), "{lang}: {found}");
        assert!(found.contains("Windfall"), "{lang}: {found}");
    }
}
