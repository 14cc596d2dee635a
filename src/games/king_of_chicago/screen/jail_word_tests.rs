//! The jail is called as the map's legend calls it (5.2.6): the help on fetching gangsters
//! from it said "politiebureau" where the map and the options say "gevangenis".

use crate::engine::content::Source;
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::GAME_ID;
use crate::games::king_of_chicago::load;

#[test]
fn fetching_from_jail_calls_the_jail_as_the_map_does() {
    let content = load::load(&Source::Embedded).unwrap();
    for (lang, jail, not) in [
        ("en", "by the jail or the hospital", "police station"),
        ("fr", "devant la prison ou l'hôpital", "commissariat"),
        ("nl", "bij de gevangenis of het ziekenhuis parkeren", "politiebureau"),
    ] {
        let locale = Locale::load(&content.source, GAME_ID, lang).unwrap();
        let help = locale.text("help-jail-hospital", &[]);
        assert!(help.contains(jail) && !help.contains(not), "{lang}: {help}");
    }
}
