//! The news lines a card or a deal tells: what Moll takes, Big City Boys' half point, a deal done
//! or refused, a truck sent without a question.

use super::*;

/// Moll's victim with no money is told as having nothing to pay, never as paying "$0G" to
/// the bank (FAQ: « il paye ce qu'il peut sans pénalité ni dette »), in each language; and in
/// French a payment is told after the card, whose name holds its own brackets ("Moll
/// (Poupée)"), not inside brackets of its own.
#[test]
fn moll_on_a_bootlegger_with_nothing_says_there_is_nothing_to_pay() {
    use super::super::super::event::ThugDid;
    let content = load(&Source::Embedded).unwrap();
    let moll = card(&content, "moll");
    let paid = |amount| Event::ThugDid { seat: Seat(1), card: moll, what: ThugDid::Paid { to: None, amount } };
    for (lang, nothing, some) in [
        ("en", "Moll: Player 2 has no money, so there is nothing to pay.", "Player 2 pays $3G to the bank (Moll)."),
        (
            "fr",
            "Moll (Poupée) : Joueur 2 n'a pas d'argent, il n'y a rien à payer.",
            "Moll (Poupée) : Joueur 2 paie $3G à la banque.",
        ),
        (
            "nl",
            "Moll (Gangsterliefje): Speler 2 heeft geen geld, er valt niets te betalen.",
            "Moll (Gangsterliefje): Speler 2 betaalt $3G aan de bank.",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::super::content::GAME_ID, lang).unwrap();
        assert_eq!(Bootleggers::narrate(&content, &locale, &paid(0), None).as_deref(), Some(nothing), "{lang}");
        assert_eq!(Bootleggers::narrate(&content, &locale, &paid(3), None).as_deref(), Some(some), "{lang}");
    }
}

/// Big City Boys' half point is written as each language writes a decimal: "5.5" in English,
/// "5,5" in French and Dutch, as their card texts print it; it is added to the card it was
/// played on (Player 3's, played by Player 1: the news named the card's player).
#[test]
fn an_authority_bonus_is_written_as_the_language_writes_a_decimal() {
    // Its half point is said to break ties (DESCRIPTION DÉTAILLÉE DES CARTES VOYOU: "Ajoutez
    // 5,5"; the authority cards are whole numbers, PHASE 1, 4: they break every tie).
    use super::super::super::event::ThugDid;
    let content = load(&Source::Embedded).unwrap();
    let boys = card(&content, "big_city_boys");
    let did = Event::ThugDid { seat: Seat(0), card: boys, what: ThugDid::Authority { bonus: 55, on: Some(Seat(2)) } };
    for (lang, said) in [
        (
            "en",
            "Big City Boys: 5.5 is added to Player 3's authority this turn (the half point is a tie-breaker: authority cards are whole numbers, so none ties with it).",
        ),
        (
            "fr",
            " : 5,5 s'ajoute à l'Autorité de Joueur 3 ce tour-ci (la demie départage : les cartes d'Autorité sont des nombres entiers, aucune n'est donc à égalité avec elle).",
        ),
        (
            "nl",
            "Big City Boys (Stadsjongens): 5,5 komt deze beurt bij de autoriteit van Speler 3 (de halve punt beslist bij gelijkheid: autoriteitskaarten zijn gehele getallen, dus geen enkele staat ermee gelijk).",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::super::content::GAME_ID, lang).unwrap();
        let told = Bootleggers::narrate(&content, &locale, &did, None).unwrap_or_default();
        assert!(told.ends_with(said), "{lang}: {told}");
    }
}

/// A refused deal's news says the deal in full and why where the engine knows it: the seat
/// offered it said no, or the buyer holds less than the price (NOTES.md 29). Why is told to
/// the two parties and the observer; the others hear who did not take it, not why, since each
/// seat's money is hidden. It was "Refused: Player 3 rents truck 3 to Player 1." (issue 35);
/// then the others' line named nobody; then "Refused, the offer of Player 1: …: Player 3
/// says no.", three clauses joined by colons: now who refuses first, the offer in brackets.
#[test]
fn a_refused_deal_says_what_was_refused_and_why() {
    use super::super::super::choice::Deal;
    use super::super::super::state::TruckId;
    let content = load(&Source::Embedded).unwrap();
    let deal = Deal::RentTruck { from: Seat(2), to: Seat(0), truck: TruckId(2) };
    let moll = card(&content, "moll");
    let said_no = Event::Refused { deal, price: 3, cards: Vec::new(), by: Seat(2), short: false };
    let short = Event::Refused { deal, price: 10, cards: vec![moll], by: Seat(2), short: true };
    for (lang, no, cannot, others) in [
        (
            "en",
            "Player 3 says no to Player 1's offer (Player 3 rents truck 3 to Player 1 for $3G).",
            "Player 1's offer (Player 3 rents truck 3 to Player 1 for $10G and Moll) is refused without asking Player 3, since Player 1 holds less than $10G: an offer above what the payer holds is refused (phase 4, 1).",
            "Player 3 does not take Player 1's offer (Player 3 rents truck 3 to Player 1 for $10G and Moll).",
        ),
        (
            "fr",
            "Joueur 3 refuse l'offre de Joueur 1 (Joueur 3 donne le Camion 3 en location à Joueur 1 pour $3G).",
            "L'offre de Joueur 1 (Joueur 3 donne le Camion 3 en location à Joueur 1 pour $10G et Moll (Poupée)) est refusée sans demander à Joueur 3, car Joueur 1 possède moins de $10G : une offre au-delà de ce que possède celui qui paie est refusée (PHASE 4, 1).",
            "Joueur 3 ne prend pas l'offre de Joueur 1 (Joueur 3 donne le Camion 3 en location à Joueur 1 pour $10G et Moll (Poupée)).",
        ),
        (
            "nl",
            "Speler 3 wijst het bod van Speler 1 af (Speler 3 verhuurt vrachtwagen 3 aan Speler 1 voor $3G).",
            "Het bod van Speler 1 (Speler 3 verhuurt vrachtwagen 3 aan Speler 1 voor $10G en Moll (Gangsterliefje)) wordt geweigerd zonder Speler 3 te vragen, want Speler 1 heeft minder dan $10G: een bod boven wat de betaler heeft, wordt geweigerd (fase 4, 1).",
            "Speler 3 gaat niet in op het bod van Speler 1 (Speler 3 verhuurt vrachtwagen 3 aan Speler 1 voor $10G en Moll (Gangsterliefje)).",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::super::content::GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let told = |e: &Event, viewer| n.line(e, viewer).unwrap().replace(['\u{2068}', '\u{2069}'], "");
        assert_eq!(told(&said_no, Some(Seat(0))), no, "{lang}");
        assert_eq!(told(&short, None), cannot, "{lang}");
        assert_eq!(told(&short, Some(Seat(0))), cannot, "{lang}");
        assert_eq!(told(&short, Some(Seat(2))), cannot, "{lang}");
        assert_eq!(told(&short, Some(Seat(1))), others, "{lang}");
    }
}

/// A deal done names who proposed it, as its refusal does (PHASE 4, 1: either party may
/// propose; a newcomer read "Done: ..." and could not tell whose offer it had been), and thug
/// cards paid with it are listed apart by semicolons, since a card's name may hold a comma.
#[test]
fn a_deal_done_names_who_proposed_it_and_lists_cards_apart() {
    use super::super::super::choice::Deal;
    use super::super::super::state::TruckId;
    let content = load(&Source::Embedded).unwrap();
    let deal = Deal::SellTruck { from: Seat(2), to: Seat(0), truck: TruckId(2) };
    let cards = vec![card(&content, "hey_free_truck"), card(&content, "move_over_pigeon")];
    let done = Event::Accepted { by: Seat(0), deal, price: 4, cards };
    for (lang, said) in [
        (
            "en",
            "Done, as Player 1 offered: Player 3 sells truck 3 to Player 1 for $4G and Hey, Free Truck; Move Over, Pigeon.",
        ),
        (
            "fr",
            "Affaire conclue, proposée par Joueur 1 : Joueur 3 vend le Camion 3 à Joueur 1 pour $4G et Hey, Free Truck (Vol de Camion vide) ; Move Over, Pigeon (Dégage, pigeon).",
        ),
        (
            "nl",
            "Akkoord, op het bod van Speler 1: Speler 3 verkoopt vrachtwagen 3 aan Speler 1 voor $4G en Hey, Free Truck (Lege vrachtwagen stelen); Move Over, Pigeon (Opzij, sukkel).",
        ),
    ] {
        let locale = Locale::load(&Source::Embedded, super::super::super::content::GAME_ID, lang).unwrap();
        let n = Narrator { content: &content, locale: &locale };
        let told = n.line(&done, Some(Seat(1))).unwrap().replace(['\u{2068}', '\u{2069}'], "");
        assert_eq!(told, said, "{lang}");
    }
}

/// A truck sent without a question, the only open speakeasy being its one destination (PHASE
/// 4, 3: "Camions ... envoyés vers les Bars Clandestins ouverts"), says why in the news; a
/// truck sent by its driver's answer is told as before. It was "Player 1 sends truck 1 to
/// O'Malley's Dry Goods, public dock." with no question asked and no reason given.
#[test]
fn a_truck_sent_without_a_question_says_it_was_the_only_open_speakeasy() {
    use super::super::super::content::SpeakeasyId;
    use super::super::super::state::TruckId;
    let content = load(&Source::Embedded).unwrap();
    let sent = |only| Event::Dispatched {
        seat: Seat(0),
        truck: TruckId(0),
        speakeasy: SpeakeasyId(0),
        dock: content.board.speakeasies[0].docks[0],
        only,
    };
    for (lang, said) in [
        ("en", "(the only open speakeasy, so without a question), "),
        ("fr", "(le seul Bar Clandestin ouvert, donc sans question), au "),
        ("nl", "; de enige open speakeasy, dus zonder vraag)."),
    ] {
        let locale = locale(lang);
        let n = Narrator { content: &content, locale: &locale };
        let only = plain(&n.line(&sent(true), Some(Seat(0))).unwrap());
        assert!(only.contains(said), "{lang}: {only}");
        let asked = plain(&n.line(&sent(false), Some(Seat(0))).unwrap());
        assert!(!asked.contains(said.trim_start_matches([' ', ';', '('])), "{lang}: {asked}");
    }
}
