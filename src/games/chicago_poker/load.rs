//! Loading Chicago Poker's content: `game.toml`, `gangsters.toml`, `specials.toml` and
//! `establishments.toml`, every reference and number checked, every problem reported at its
//! `file:line:col` in one run.
//!
//! Mods (`--mod DIR`, in order), layered by the engine (`engine::layers`): a mod's `game.toml`
//! sets numbers the base game has; its `gangsters.toml`, `specials.toml` and
//! `establishments.toml` add entries, replace the entry of the same id, or take entries out
//! with `remove = ["id", ...]` (a colour, a special card, a type or a tile); its scripts and
//! locales replace or add scripts and messages.

use super::content::*;
use super::defs::*;
use super::hand::Gangster;
use crate::engine::content::{Checker, Digest, Ids, Source, SourceFile};
use crate::engine::diag::{Diagnostic, Diagnostics, did_you_mean};
use crate::engine::{layers, toml_path};
use toml::Spanned;

fn file_path(name: &str) -> String {
    format!("{GAME_ID}/{name}")
}

/// One content file with every mod's version layered over it (`engine::layers`): numbers
/// deep-merged for `game.toml`, entries by id for the lists of the others.
fn file(source: &Source, name: &str, ck: &mut Checker, digest: &mut Digest) -> Option<SourceFile> {
    let files = layers::files(source, GAME_ID, name, ck, digest);
    if name == "game.toml" { layers::numbers_file(&files, ck) } else { layers::lists_file(&files, ck) }
}

/// Loads and checks all of Chicago Poker's content from `source`.
///
/// # Errors
/// Every problem found, each at its `file:line:col`.
pub fn load(source: &Source) -> Result<Content, Diagnostics> {
    read(source).0
}

/// [`load`], with the warnings of what did read: a deck that differs from the box (W0112).
pub fn read(source: &Source) -> (Result<Content, Diagnostics>, Vec<Diagnostic>) {
    let mut ck = Checker::for_game(source, GAME_ID);
    let content = checked(source, &mut ck);
    (content, ck.warnings)
}

fn checked(source: &Source, ck: &mut Checker) -> Result<Content, Diagnostics> {
    let mut digest = Digest::default();
    // game.toml's layers are kept beside the merged file: a number is told where it was set.
    let game_layers = layers::files(source, GAME_ID, "game.toml", ck, &mut digest);
    let game_f = layers::numbers_file(&game_layers, ck);
    // gangsters.toml's layers are kept too: its `values` are told where they were set.
    let gang_layers = layers::files(source, GAME_ID, "gangsters.toml", ck, &mut digest);
    let gang_f = layers::lists_file(&gang_layers, ck);
    let spec_f = file(source, "specials.toml", ck, &mut digest);
    let est_f = file(source, "establishments.toml", ck, &mut digest);

    let game: Option<GameFile> = game_f.as_ref().and_then(|f| ck.parse(f));
    let in_the_box = game.as_ref().and_then(|g| g.components.clone());
    let gangsters: Option<GangstersFile> = gang_f.as_ref().and_then(|f| ck.parse(f));
    let specials: Option<SpecialsFile> = spec_f.as_ref().and_then(|f| ck.parse(f));
    let establishments: Option<EstablishmentsFile> = est_f.as_ref().and_then(|f| ck.parse(f));

    let mut ids = Ids::default();
    let read = establishments.is_some();
    let (types, tiles, type_ids) = match (establishments, &est_f) {
        (Some(e), Some(f)) => check_establishments(e, f, ck, &mut ids),
        _ => (Vec::new(), Vec::new(), Vec::new()),
    };
    let est = est_f.as_ref().map(|f| (f, type_ids.as_slice()));
    // Establishments that could not be read (their problems told) are not counted as none.
    let tiles_read = read.then_some(tiles.len());
    let rules = match (game, &game_f) {
        (Some(g), Some(f)) => check_rules(g, (f, &game_layers), (&types, est), tiles_read, ck),
        _ => None,
    };
    let colours = match (&gangsters, &gang_f) {
        (Some(g), Some(f)) => check_colours(g, (f, &gang_layers), ck, &mut ids),
        _ => Vec::new(),
    };
    let values = gangsters.as_ref().and_then(|g| g.values);
    let specials_read = specials.is_some();
    let specials = match (specials, &spec_f) {
        (Some(s), Some(f)) => check_specials(s, f, source, ck, &mut ids),
        _ => Vec::new(),
    };
    if let (Some(f), None) = (&gang_f, values) {
        let message = "no `values = { lowest = .., highest = .. }` for the gangsters".into();
        layers::error_where_set(ck, (f, &gang_layers), ("", "values"), "E0708", message, None);
    }
    if let (Some(v), Some(f)) = (values, &gang_f)
        && v.lowest > v.highest
    {
        let message = format!("gangster values run from {} down to {}", v.lowest, v.highest);
        layers::error_where_set(ck, (f, &gang_layers), ("", "values"), "E0708", message, None);
    }

    let mut cards = Vec::new();
    if let Some(v) = values {
        for (c, colour) in colours.iter().enumerate() {
            for value in v.lowest..=v.highest {
                cards.push(Card {
                    id: format!("{colour}_{value}"),
                    kind: CardKind::Gangster(Gangster { colour: c as u8, value }),
                });
            }
        }
    }
    for (i, s) in specials.iter().enumerate() {
        for _ in 0..s.count {
            cards.push(Card { id: s.id.clone(), kind: CardKind::Special(SpecialId(i as u8)) });
        }
    }
    // Told where the values are set: they make most of the deck (2.2.1).
    if let (true, Some(f)) = (cards.len() > usize::from(u8::MAX), &gang_f) {
        let message = format!("{} cards, more than 255 (the game names each by one byte)", cards.len());
        let help = Some("fewer values or colours".to_string());
        layers::error_where_set(ck, (f, &gang_layers), ("", "values"), "E0111", message, help);
    }
    // A deck without colours or values is told once, by E0708, not again as a deck too small.
    if let Some(r) = &rules
        && !colours.is_empty()
        && values.is_some()
    {
        let deck = cards.iter().filter(|c| r.specials || c.gangster().is_some()).count();
        let dealt = usize::from(r.max_players) * usize::from(r.hand_size);
        // 3.0: each player is dealt "une main initiale de cinq cartes" from the one deck; told at
        // the `values` that size it, where a layer sets them.
        if deck < dealt {
            let message =
                format!("{deck} cards cannot deal {} cards to each of {} players", r.hand_size, r.max_players);
            let help = "more values or colours, or in game.toml a smaller `setup.hand_size` or `players.max`";
            match &gang_f {
                Some(f) => {
                    layers::error_where_set(ck, (f, &gang_layers), ("", "values"), "E0711", message, Some(help.into()))
                }
                None => ck.error(&file_path("gangsters.toml"), "E0711", message),
            }
        }
    }

    // 3.0, 6.0, 7.0: the box's components, counted from what did read: a mod may add or
    // remove cards on purpose. The gangsters are every value of every colour.
    if let Some(c) = in_the_box {
        // Values that run down make no card: the error's, not a deck the modder meant.
        let made = values.filter(|v| gangsters.is_some() && v.lowest <= v.highest);
        let gangsters = made.map(|_| cards.iter().filter(|k| k.gangster().is_some()).count());
        let specials = specials_read.then(|| specials.iter().map(|s| usize::from(s.count)).sum());
        for (file, key, what, have, want) in [
            ("gangsters.toml", "gangsters", "gangster cards", gangsters, c.gangsters),
            ("specials.toml", "specials", "special cards", specials, c.specials),
            ("establishments.toml", "tiles", "establishment tiles", tiles_read, c.tiles),
        ] {
            let boxed = layers::set_by_mod(&game_layers, "components", key);
            ck.deck_differs(&file_path(file), what, (have, want), boxed);
        }
    }
    if !ck.diagnostics.is_empty() {
        return Err(std::mem::take(&mut ck.diagnostics));
    }
    // Scripts belong to the content: they count in its digest.
    for name in source.list_scripts(GAME_ID) {
        if let Some(f) = source.read_script(&format!("{GAME_ID}/{name}")) {
            digest.add_file(source, &f);
        }
    }
    match (rules, values) {
        (Some(rules), Some(values)) => Ok(Content {
            rules,
            colours,
            values,
            specials,
            cards,
            types,
            tiles,
            places: ids.places(),
            digest: digest.hex(),
            source: source.clone(),
        }),
        _ => Err(std::mem::take(&mut ck.diagnostics)),
    }
}

/// `remove` lists belong to mods: in the base game there is nothing to remove.
fn no_removals(remove: &[Spanned<String>], f: &SourceFile, ck: &mut Checker) {
    for id in remove {
        ck.error_at(f, id, "E0110", format!("cannot remove `{}`: no such card before this file", id.get_ref()), None);
    }
}

/// The colours of the gangsters (3.0: the deck is every value of every colour); none left is
/// told at the `remove` of the last mod that takes them out, else where a layer lists them.
fn check_colours(
    g: &GangstersFile,
    (f, layers): (&SourceFile, &[SourceFile]),
    ck: &mut Checker,
    ids: &mut Ids,
) -> Vec<String> {
    no_removals(&g.remove, f, ck);
    for c in &g.colour {
        ids.claim(&c.id, f, ck);
    }
    if g.colour.is_empty() {
        let removes = layers.iter().skip(1).any(|l| toml_path::key_in(&l.text, "", "remove").is_some());
        let key = if removes { "remove" } else { "colour" };
        let help = "keep one `[[colour]]`, or add one of the mod's own";
        layers::error_where_set(ck, (f, layers), ("", key), "E0708", "no gangster colour".into(), Some(help.into()));
    }
    g.colour.iter().map(|c| c.id.get_ref().clone()).collect()
}

fn check_specials(s: SpecialsFile, f: &SourceFile, source: &Source, ck: &mut Checker, ids: &mut Ids) -> Vec<Special> {
    no_removals(&s.remove, f, ck);
    s.special
        .into_iter()
        .map(|d| {
            ids.claim(&d.id, f, ck);
            if d.count == 0 {
                ck.error_at(f, &d.id, "E0710", format!("special `{}` has no copy", d.id.get_ref()), None);
            }
            if source.read_script(&format!("{GAME_ID}/{}.rhai", d.id.get_ref())).is_none() {
                ck.error_at(
                    f,
                    &d.id,
                    "E0710",
                    format!("special `{}` has no script `scripts/{GAME_ID}/{}.rhai`", d.id.get_ref(), d.id.get_ref()),
                    None,
                );
            }
            Special {
                id: d.id.into_inner(),
                count: d.count,
                params: d.params.unwrap_or_default(),
                takes_back: d.takes_back,
            }
        })
        .collect()
}

fn check_establishments(
    e: EstablishmentsFile,
    f: &SourceFile,
    ck: &mut Checker,
    ids: &mut Ids,
) -> (Vec<EstablishmentType>, Vec<Tile>, Vec<Spanned<()>>) {
    no_removals(&e.remove, f, ck);
    let type_ids: Vec<Spanned<()>> = e.kind.iter().map(|t| Spanned::new(t.id.span(), ())).collect();
    let tile_ids: Vec<Spanned<()>> = e.tile.iter().map(|t| Spanned::new(t.id.span(), ())).collect();
    // More than a one-byte id names: told at the first one too many.
    for (list, what) in [(&type_ids, "establishment types"), (&tile_ids, "establishment tiles")] {
        if let Some(id) = list.get(usize::from(u8::MAX)) {
            let message = format!(
                "{} {what}, more than 255: this one is one too many (the game names each by one byte)",
                list.len()
            );
            ck.error_at(f, id, "E0111", message, None);
        }
    }
    let types: Vec<EstablishmentType> = e
        .kind
        .into_iter()
        .map(|t| {
            ids.claim(&t.id, f, ck);
            EstablishmentType { id: t.id.into_inner(), pattern: t.pattern }
        })
        .collect();
    let tiles = e
        .tile
        .into_iter()
        .filter_map(|t| {
            ids.claim(&t.id, f, ck);
            match types.iter().position(|k| &k.id == t.kind.get_ref()) {
                Some(k) => Some(Tile { id: t.id.into_inner(), kind: KindId(k as u8) }),
                None => {
                    let help = did_you_mean(t.kind.get_ref(), types.iter().map(|k| k.id.as_str()));
                    ck.error_at(f, &t.kind, "E0707", format!("no establishment type `{}`", t.kind.get_ref()), help);
                    None
                }
            }
        })
        .collect::<Vec<_>>();
    (types, tiles, type_ids)
}

/// The table of `game.toml` that a dotted key names (`win.quick` for `win.quick.conditions`).
fn section(dotted: &str) -> &str {
    dotted.rsplit_once('.').map_or("", |(table, _)| table)
}

/// establishments.toml (with mods) and where each of its types' ids stands in it, in order.
type TypesAt<'a> = (&'a SourceFile, &'a [Spanned<()>]);

/// `[players]` and `[[setup.table]]` (3.0): from 1 player up to the most, one table row for
/// each number of players, each row's face-up tiles within the box with a shootout token each.
/// `tiles`: how many establishment tiles there are, `None` when their file could not be read.
fn check_table(g: &GameFile, (f, layers): (&SourceFile, &[SourceFile]), tiles: Option<usize>, ck: &mut Checker) {
    let (min, max) = (g.players.min, g.players.max);
    if min == 0 || min > max {
        layers::error_where_set(
            ck,
            (f, layers),
            ("players", "min"),
            "E0701",
            format!("players from {min} to {max}: the fewest must be at least 1 and at most the most"),
            Some("rulebook 3.0: 2 to 6 players, one of the six bosses each".into()),
        );
    }
    for n in min..=max {
        let rows = g.setup.table.iter().filter(|t| t.players.get_ref().contains(&n)).count();
        if rows != 1 {
            layers::error_where_set(
                ck,
                (f, layers),
                ("setup.table", "players"),
                "E0702",
                format!("{rows} `setup.table` rows for {n} players; each number of players needs one"),
                Some(if rows == 0 {
                    format!("add a `[[setup.table]]` row with {n} in its `players`")
                } else {
                    format!("keep {n} in the `players` of one row")
                }),
            );
        }
    }
    for t in &g.setup.table {
        if let Some(&n) = t.players.get_ref().iter().find(|&&n| n < min || n > max) {
            ck.error_at(f, &t.players, "E0702", format!("a table for {n} players, who cannot play"), None);
        }
        if t.face_up_tiles == 0 {
            ck.error_at(f, &t.players, "E0703", "no face-up tile".into(), None);
        }
        if t.shootout_tokens < t.face_up_tiles {
            // One token per establishment: fewer would leave a fifth card without its shootout.
            ck.error_at(
                f,
                &t.players,
                "E0703",
                format!("{} shootout tokens for {} face-up tiles", t.shootout_tokens, t.face_up_tiles),
                Some("give at least one token per face-up tile".into()),
            );
        }
        if let Some(tiles) = tiles
            && usize::from(t.face_up_tiles) > tiles
        {
            ck.error_at(f, &t.players, "E0712", format!("{} face-up tiles, but {tiles} tiles", t.face_up_tiles), None);
        }
    }
}

fn check_rules(
    g: GameFile,
    (f, layers): (&SourceFile, &[SourceFile]),
    (types, est): (&[EstablishmentType], Option<TypesAt<'_>>),
    tiles: Option<usize>,
    ck: &mut Checker,
) -> Option<Rules> {
    let before = ck.diagnostics.len();
    check_table(&g, (f, layers), tiles, ck);
    if g.turn.actions == 0 || g.turn.first_round_actions.contains(&0) {
        layers::error_where_set(
            ck,
            (f, layers),
            ("turn", "actions"),
            "E0704",
            "a turn without any action".into(),
            None,
        );
    }
    if g.setup.hand_size == 0 || g.setup.hand_size > g.turn.hand_limit {
        layers::error_where_set(
            ck,
            (f, layers),
            ("setup", "hand_size"),
            "E0704",
            format!("a hand of {} cards with a limit of {}", g.setup.hand_size, g.turn.hand_limit),
            None,
        );
    }
    let e = &g.establishment;
    if e.max_cards > super::hand::MAX_GROUP {
        let message =
            format!("`establishment.max_cards` is {}: a group holds at most {}", e.max_cards, super::hand::MAX_GROUP);
        let help = Some(format!("set it between 1 and {}", super::hand::MAX_GROUP));
        layers::error_where_set(ck, (f, layers), ("establishment", "max_cards"), "E0705", message, help);
    } else if e.max_cards == 0 || e.shootout_at == 0 || e.shootout_at > e.max_cards {
        let message = format!(
            "`establishment.shootout_at` is {}: the shootout comes at a group's card 1 to {} (`max_cards`)",
            e.shootout_at, e.max_cards
        );
        layers::error_where_set(ck, (f, layers), ("establishment", "shootout_at"), "E0705", message, None);
    }
    // Told at `max_cards`, the number the types' patterns must match, when a mod set it; else
    // at the type whose pattern is off, in the layer that wrote it.
    let max_by_mod = layers.iter().skip(1).any(|l| toml_path::key_in(&l.text, "establishment", "max_cards").is_some());
    for (i, t) in types.iter().enumerate() {
        if t.pattern.len() != usize::from(e.max_cards) {
            let message = format!(
                "type `{}` has a pattern of {} cards, a player plays up to {}",
                t.id,
                t.pattern.len(),
                e.max_cards
            );
            match est.and_then(|(ef, ids)| Some((ef, ids.get(i)?))) {
                Some((ef, at)) if !max_by_mod => {
                    let help = format!("give it {} cards, as `establishment.max_cards` in game.toml", e.max_cards);
                    ck.error_at(ef, at, "E0706", message, Some(help));
                }
                _ => layers::error_where_set(ck, (f, layers), ("establishment", "max_cards"), "E0706", message, None),
            }
        }
    }
    for (conditions, what) in [(&g.win.conditions, "win.conditions"), (&g.win.quick.conditions, "win.quick.conditions")]
    {
        if conditions.is_empty() {
            layers::error_where_set(
                ck,
                (f, layers),
                (section(what), "conditions"),
                "E0709",
                format!("no way to win in `{what}`"),
                None,
            );
        }
        for c in conditions.iter() {
            match *c {
                WinCondition::SameType(0) | WinCondition::DifferentTypes(0) | WinCondition::Any(0) => {
                    let message = format!("`{what}` wins with no establishment");
                    layers::error_where_set(ck, (f, layers), (section(what), "conditions"), "E0709", message, None);
                }
                WinCondition::DifferentTypes(n) if tiles.is_some() && usize::from(n) > types.len() => {
                    layers::error_where_set(
                        ck,
                        (f, layers),
                        (section(what), "conditions"),
                        "E0709",
                        format!("`{what}` asks for {n} different types; there are {}", types.len()),
                        None,
                    );
                }
                _ => {}
            }
        }
    }
    layers::check_script_limits(&g.engine.script_limits, (f, layers), ck);
    layers::check_turn_cap(g.engine.turn_cap, (f, layers), ck);
    (ck.diagnostics.len() == before).then(|| Rules {
        min_players: g.players.min,
        max_players: g.players.max,
        hand_size: g.setup.hand_size,
        tables: g
            .setup
            .table
            .into_iter()
            .map(|t| TableRule {
                players: t.players.into_inner(),
                face_up_tiles: t.face_up_tiles,
                shootout_tokens: t.shootout_tokens,
            })
            .collect(),
        actions: g.turn.actions,
        first_round_actions: g.turn.first_round_actions,
        hand_limit: g.turn.hand_limit,
        max_cards: e.max_cards,
        shootout_at: e.shootout_at,
        win: g.win.conditions,
        quick: g.win.quick,
        specials: g.variant.specials,
        components: g.components,
        script_limits: g.engine.script_limits,
        turn_cap: g.engine.turn_cap,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chicago_poker::hand::Category;

    fn bundled() -> Content {
        load(&Source::Embedded).unwrap_or_else(|d| panic!("{d}"))
    }

    #[test]
    fn the_box_has_81_cards_20_tiles_and_the_rulebook_numbers() {
        let c = bundled();
        assert_eq!(c.cards.len(), 81);
        assert_eq!(c.cards.iter().filter(|k| k.gangster().is_some()).count(), 75);
        assert_eq!(c.cards.iter().filter(|k| k.id == "informer").count(), 2);
        assert_eq!(c.deck_cards().len(), 81);
        assert_eq!(c.tiles.len(), 20);
        for t in &c.types {
            assert_eq!(c.tiles.iter().filter(|x| c.types[usize::from(x.kind.0)].id == t.id).count(), 5, "{}", t.id);
        }
        let r = &c.rules;
        assert_eq!((r.min_players, r.max_players, r.hand_size), (2, 6, 5));
        assert_eq!((r.actions, r.hand_limit, r.max_cards, r.shootout_at), (3, 7, 5, 5));
        let tiles: Vec<(u8, u8)> =
            (2..=6).map(|n| r.table(n).map(|t| (t.face_up_tiles, t.shootout_tokens)).expect("table")).collect();
        assert_eq!(tiles, vec![(2, 2), (2, 2), (3, 3), (4, 4), (4, 4)]);
        assert_eq!([1, 2, 3, 4, 9].map(|t| r.actions_of_turn(t)), [1, 2, 3, 3, 3]);
        assert_eq!(r.win_conditions(), r.win.as_slice());
        assert!(!r.quick.enabled);
    }

    #[test]
    fn the_box_matches_its_components_and_a_smaller_deck_is_warned_about() {
        assert_eq!(read(&Source::Embedded).1, Vec::new());
        let dir = crate::engine::content::test_folder(&[(
            "chicago-poker/establishments.toml",
            "remove = [\"the_blind_tiger\"]\n",
        )]);
        let (content, warnings) = read(&Source::Embedded.with_mods(vec![dir.path().to_path_buf()]));
        assert_eq!(content.map(|c| c.tiles.len()).ok(), Some(19));
        assert_eq!(warnings.len(), 1);
        assert_eq!(warnings[0].code, "W0112");
        assert_eq!(warnings[0].message, "19 establishment tiles, the rulebook's box holds 20");
    }

    #[test]
    fn patterns_are_the_rulebook_s() {
        use Face::{Down, Up};
        let c = bundled();
        let pattern = |id: &str| c.types.iter().find(|t| t.id == id).map(|t| t.pattern.clone());
        assert_eq!(pattern("speakeasy"), Some(vec![Down, Down, Up, Up, Up]));
        assert_eq!(pattern("jazz_club"), Some(vec![Up, Up, Up, Down, Down]));
        assert_eq!(pattern("brewery"), Some(vec![Up; 5]));
        assert_eq!(pattern("gambling_hall"), Some(vec![Up, Down, Up, Down, Up]));
    }

    #[test]
    fn every_language_has_every_message() {
        let c = bundled();
        for lang in ["en", "fr"] {
            let file = c.source.read(&format!("{GAME_ID}/locales/{lang}.ftl")).expect("locale file");
            let messages = crate::engine::fluent_check::messages(&file).expect("locale parses");
            for id in c.required_messages() {
                assert!(messages.0.contains_key(&id.id), "{lang} lacks {}", id.id);
            }
        }
        assert!(c.required_messages().iter().any(|n| n.id == format!("hand-{}", Category::RainbowStraight.key())));
    }

    /// Gangsters without `values` (3.0: the deck is every value of every colour) are told at the
    /// file's first line, once: not at no line, nor again as a deck too small (E0711).
    #[test]
    fn gangsters_without_values_are_told_at_the_files_first_line() {
        let dir = tempfile::tempdir().expect("tempdir");
        let game = dir.path().join(GAME_ID);
        std::fs::create_dir_all(game.join("locales")).expect("mkdir");
        for name in ["game.toml", "gangsters.toml", "specials.toml", "establishments.toml"] {
            let text = Source::Embedded.read(&file_path(name)).expect("bundled").text;
            let text = if name == "gangsters.toml" {
                text.lines().filter(|l| !l.starts_with("values")).collect::<Vec<_>>().join("\n")
            } else {
                text
            };
            std::fs::write(game.join(name), text).expect("write");
        }
        let problems = load(&Source::Dir(dir.path().to_path_buf())).expect_err("no values");
        let d = problems.0.iter().find(|d| d.code == "E0708").expect("no values told");
        assert_eq!((d.file.as_str(), d.line, d.col), ("chicago-poker/gangsters.toml", 1, 1), "{problems}");
        assert!(!problems.0.iter().any(|d| d.code == "E0711"), "{problems}");
    }

    #[test]
    fn broken_content_is_reported_at_its_place() {
        let dir = tempfile::tempdir().expect("tempdir");
        let game = dir.path().join(GAME_ID);
        std::fs::create_dir_all(game.join("locales")).expect("mkdir");
        for name in ["game.toml", "gangsters.toml", "specials.toml", "establishments.toml"] {
            let text = Source::Embedded.read(&file_path(name)).expect("bundled").text;
            let text = match name {
                "establishments.toml" => text.replace(
                    "type = \"brewery\"\n\n[[tile]]\nid = \"the_river_still\"",
                    "type = \"brewry\"\n\n[[tile]]\nid = \"the_river_still\"",
                ),
                "game.toml" => text.replace("hand_limit = 7", "hand_limit = 7\nhand_limt = 7"),
                _ => text,
            };
            std::fs::write(game.join(name), text).expect("write");
        }
        let problems = load(&Source::Dir(dir.path().to_path_buf())).expect_err("broken content");
        let codes: Vec<&str> = problems.0.iter().map(|d| d.code).collect();
        assert!(codes.contains(&"E0707"), "{problems}");
        assert!(codes.contains(&"E0002"), "{problems}");
        let typo = problems.0.iter().find(|d| d.code == "E0707").expect("unknown type");
        assert!(typo.line > 0);
        assert_eq!(typo.help.as_deref(), Some("did you mean `brewery`?"));
    }

    #[test]
    fn every_file_names_its_schema_and_every_schema_exists() {
        let kinds: Vec<&str> = schemas().iter().map(|(k, _)| *k).collect();
        assert_eq!(kinds, ["game", "gangsters", "specials", "establishments"]);
        for (kind, json) in schemas() {
            assert!(json.contains("\"properties\""), "{kind}");
            let text = Source::Embedded.read(&file_path(&format!("{kind}.toml"))).expect("bundled").text;
            assert_eq!(
                text.lines().next(),
                Some(format!("#:schema ../../schemas/{GAME_ID}/{kind}.schema.json").as_str()),
                "{kind}.toml"
            );
        }
    }

    #[test]
    fn french_says_all_english_says_with_the_same_variables() {
        use crate::engine::fluent_check::{coverage, messages};
        let c = bundled();
        let read = |lang: &str| {
            let file = c.source.read(&format!("{GAME_ID}/locales/{lang}.ftl")).expect("locale file");
            messages(&file).expect("locale parses")
        };
        let (en, fr) = (read("en"), read("fr"));
        let cov = coverage(&en, &fr);
        assert!(cov.complete(), "{cov:?}");
        // A card's text takes its numbers from the card's params, never from the text itself.
        for s in &c.specials {
            let (vars, _) = &en.0[&format!("card-{}.text", s.id)];
            for v in vars {
                assert!(s.params.contains_key(v), "card-{}.text uses ${v}, not a param of the card", s.id);
            }
        }
    }

    #[test]
    fn every_test_the_notes_name_exists() {
        let notes = Source::Embedded.read(&file_path("NOTES.md")).expect("NOTES.md").text;
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games/chicago_poker");
        let mut file = String::new();
        let mut named = 0;
        for quoted in notes.split('`').skip(1).step_by(2) {
            let name = match quoted.split_once(": ") {
                Some((f, name)) => {
                    file = f.to_string();
                    name
                }
                None => quoted,
            };
            if file.is_empty() || !name.chars().all(|c| c.is_ascii_lowercase() || c == '_') || name.len() < 12 {
                continue;
            }
            // A test of the whole program is named from the project's root (`tests/...`).
            let path = if file.starts_with("tests/") { dir.join("../../..").join(&file) } else { dir.join(&file) };
            let source = std::fs::read_to_string(path).unwrap_or_else(|_| panic!("no file {file}"));
            assert!(source.contains(&format!("fn {name}(")), "NOTES.md names `{file}: {name}`, which does not exist");
            named += 1;
        }
        assert!(named >= 16, "only {named} tests named");
    }
}
