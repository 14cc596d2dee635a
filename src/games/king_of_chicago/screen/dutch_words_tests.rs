//! Dutch as a reader in the Netherlands writes it: a contract is "voltooid", not "vervolledigd"
//! (Flemish), and the other Flemish or stiff words of the messages mended.

use super::*;
use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;

/// 5.2.4: the option that completes a contract, its drive's group and its help read
/// "voltooien"; the rules say each player drives "om de beurt".
#[test]
fn a_dutch_contract_is_completed_in_netherlands_dutch() {
    let content = load::load(&Source::Embedded).unwrap();
    let scripts = crate::games::king_of_chicago::script::for_content(&content).unwrap();
    let state = crate::games::king_of_chicago::rules::setup::new_game(&content, 3, 1).unwrap();
    let view = View::new(&state, &content, &scripts, Seat(0), None, &[]);
    let locale = Locale::load(&content.source, GAME_ID, "nl").unwrap();
    let n = Narrator { content: &content, locale: &locale };
    let screen = Screen { n: &n };
    let complete = screen.option(&view, "action", &Choice::Action(Action::CompleteContract(0)));
    let contract = String::from(n.contract(0));
    assert!(complete.starts_with(&format!("{contract} voltooien: ")), "{complete}");
    let group = locale.text("option-group-drive-business", &[]);
    assert_eq!(group, "een zaak openen, een job starten of voltooien");
    let help = locale.text("help-contract", &[]);
    assert!(help.contains("of voltooi een lopende job"), "{help}");
    for text in [&complete, &group, &help] {
        assert!(!text.contains("vervolledig"), "{text}");
    }
    let rules = locale.text("play-rules", &[]);
    assert!(rules.contains("rijdt elke speler om de beurt met zijn auto"), "{rules}");
    let clear = locale.text("help-police-clear", &[]);
    assert!(!clear.contains("doen verhuizen") && clear.contains("van eigenaar kan wisselen"), "{clear}");
    let fetch = locale.text("help-jail-hospital", &[]);
    assert!(fetch.contains("Er is geen borg en het kost niets"), "{fetch}");
    let lot = locale.text("find-lot", &[("square", "het zakenveld".into()), ("size", "medium".into())]);
    assert!(lot.contains("een middelgrote zaak"), "{lot}");
}

/// Term26 #6: The Pimp's options said "handelsronde" and "je map" where every other screen
/// says "ruilronde" and "persoonlijke folder": one word each, in every Dutch message.
#[test]
fn the_dutch_trade_round_and_folder_have_one_word_each() {
    let content = load::load(&Source::Embedded).unwrap();
    let locale = Locale::load(&content.source, GAME_ID, "nl").unwrap();
    let what = locale.text("resource-count-girls", &[("n", 2i64.into())]);
    let pimp = locale.text("place-power-resource", &[("what", what.into())]);
    assert_eq!(pimp, "2 prostituees erbij in je persoonlijke folder elke ruilronde zolang hij er is (6.1)");
    let nl = include_str!("../../../../content/king-of-chicago/locales/nl.ftl");
    for word in ["handelsronde", " je map", " jouw map", "de map van"] {
        assert!(!nl.contains(word), "{word}");
    }
}
