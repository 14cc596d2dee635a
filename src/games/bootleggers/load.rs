//! Loading Bootleggers' content: `game.toml` (the rulebook's numbers), `authority.toml`,
//! `muscle.toml`, `trucks.toml` (the decks) and `board.toml` (docks, speakeasies, stills, back
//! room), every number and reference checked, every problem reported at its `file:line:col` in
//! one run.
//!
//! Mods (`--mod DIR`, in order), layered by the engine (`engine::layers`): a mod's `game.toml`
//! sets numbers the base game has; its card files add cards, replace the card of the same id, or
//! take cards out with `remove = ["id", ...]`; its `board.toml` replaces or adds docks and
//! speakeasies by id (and replaces the other tables whole); its locales add or override texts.

use super::content::*;
use super::defs::*;
use crate::engine::content::{Checker, Digest, IdPlaces, Ids, Source, SourceFile};
use crate::engine::diag::{Diagnostic, Diagnostics, did_you_mean};
use crate::engine::layers::{self, CardFile, Keyed, layered};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Display;
use toml::Spanned;

macro_rules! keyed {
    ($($t:ty),*) => {$(impl Keyed for $t { fn key(&self) -> &Spanned<String> { &self.id } })*};
}
keyed!(AuthorityCardDef, MuscleCardDef, TruckCardDef);

macro_rules! card_file {
    ($($f:ty => $d:ty);*) => {$(impl CardFile for $f {
        type Def = $d;
        fn split(self) -> (Vec<$d>, Vec<Spanned<String>>) { (self.card, self.remove) }
    })*};
}
card_file!(AuthorityFile => AuthorityCardDef; MuscleFile => MuscleCardDef; TrucksFile => TruckCardDef);

fn file_path(name: &str) -> String {
    format!("{GAME_ID}/{name}")
}

/// Loads and checks all of Bootleggers' content from `source`, mods included.
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
    let mut files = |name: &str, ck: &mut Checker| layers::files(source, GAME_ID, name, ck, &mut digest);
    let game_fs = files("game.toml", ck);
    let board_fs = files("board.toml", ck);
    let auth_fs = files("authority.toml", ck);
    let muscle_fs = files("muscle.toml", ck);
    let truck_fs = files("trucks.toml", ck);

    let game_f = layers::numbers_file(&game_fs, ck);
    let board_f = layers::lists_file(&board_fs, ck);
    // Where the bands, docks and speakeasies are set, beside the cards' (`Ids::places_as`).
    let mut other_places = IdPlaces::default();
    let game: Option<GameFile> = game_f.as_ref().and_then(|f| ck.parse(f));
    let board: Option<BoardFile> = board_f.as_ref().and_then(|f| ck.parse(f));
    let auth_raw = layered::<AuthorityFile>(&auth_fs, ck);
    let muscle_raw = layered::<MuscleFile>(&muscle_fs, ck);
    let truck_raw = layered::<TrucksFile>(&truck_fs, ck);

    if let Some(c) = game.as_ref().and_then(|g| g.components.as_ref()) {
        let have = [
            auth_raw.as_ref().map(Vec::len),
            copies(&muscle_raw, |d| *d.count.get_ref()),
            copies(&truck_raw, |d| *d.count.get_ref()),
            board.as_ref().map(|b| b.speakeasy.len()),
        ];
        in_the_box((c, &game_fs), have, ck);
    }

    let checked = match (game, &game_f) {
        (Some(g), Some(f)) => check_rules(g, (f, &game_fs), ck, &mut other_places),
        _ => None,
    };
    let Some((rules, bands)) = checked else { return Err(std::mem::take(&mut ck.diagnostics)) };
    let board = match (board, &board_f) {
        (Some(b), Some(f)) => check_board(b, (f, &board_fs), &rules, ck, &mut other_places),
        _ => None,
    };
    let Some(board) = board else { return Err(std::mem::take(&mut ck.diagnostics)) };
    // PRÉPARATION: the family still's dice, and a family still board for each family; each
    // told where a layer sets it.
    if rules.setup.family_still_dice > board.family_still.max_dice()
        && let Some(f) = &game_f
    {
        let message = format!(
            "`setup.family_still_dice` is {}, more than a family still holds ({})",
            rules.setup.family_still_dice,
            board.family_still.max_dice()
        );
        layers::error_where_set(ck, (f, &game_fs), ("setup", "family_still_dice"), "E1001", message, None);
    }
    if board.family_still.boards < rules.max_players
        && let Some(f) = &board_f
    {
        let message = format!(
            "{} family still boards for up to {} players (`stills.family.boards`)",
            board.family_still.boards, rules.max_players
        );
        layers::error_where_set(ck, (f, &board_fs), ("stills.family", "boards"), "E1001", message, None);
    }

    // Each card is named in the game by a one-byte id: the 256th kind of a deck would take
    // the first one's.
    for (ids, what) in [
        (auth_raw.as_ref().map(|r| ids_of(r, &auth_fs)), "authority cards"),
        (muscle_raw.as_ref().map(|r| ids_of(r, &muscle_fs)), "kinds of muscle card"),
        (truck_raw.as_ref().map(|r| ids_of(r, &truck_fs)), "kinds of truck card"),
    ] {
        too_many(&ids.unwrap_or_default(), what, "take some out (a mod's `remove = [\"id\", ...]`)", ck);
    }
    let mut ids = Ids::default();
    let authority = auth_raw.map(|raw| check_authority(raw, &auth_fs, &bands, ck, &mut ids));
    let muscle = muscle_raw.map(|raw| {
        raw.into_iter()
            .map(|(d, i)| {
                if d.script {
                    script_there(source, &d.id, &muscle_fs[i], ck);
                }
                check_muscle(d, &muscle_fs[i], &rules, &board, ck, &mut ids)
            })
            .collect()
    });
    let trucks = truck_raw.map(|raw| {
        raw.into_iter()
            .map(|(d, i)| {
                let f = &truck_fs[i];
                ids.claim(&d.id, f, ck);
                let count = number(f, &d.count, "count", 1, 100, ck);
                TruckCard { id: d.id.into_inner(), size: size_ref(&d.size, f, &rules, ck), count }
            })
            .collect()
    });
    let (Some(authority), Some(muscle), Some(trucks)) = (authority, muscle, trucks) else {
        return Err(std::mem::take(&mut ck.diagnostics));
    };
    let mut places = ids.places();
    places.extend(other_places);
    let content = Content {
        rules,
        bands,
        authority,
        muscle,
        trucks,
        board,
        places,
        digest: String::new(),
        source: source.clone(),
    };
    check_decks(&content, (&auth_fs, &muscle_fs), ck);
    check_scripts(&content, source, ck, &mut digest);
    if !ck.diagnostics.is_empty() {
        return Err(std::mem::take(&mut ck.diagnostics));
    }
    Ok(Content { digest: digest.hex(), ..content })
}

/// Where the cards and the board differ from the box (LISTE DES ÉLÉMENTS DU JEU): warnings,
/// since a mod may add or take out cards on purpose. `have`: the authority cards, muscle cards,
/// truck cards and speakeasies that did read. `game_fs`: `game.toml`'s layers, where a mod may
/// have set the box's number.
fn in_the_box((c, game_fs): (&ComponentsDef, &[SourceFile]), have: [Option<usize>; 4], ck: &mut Checker) {
    let files = ["authority.toml", "muscle.toml", "trucks.toml", "board.toml"];
    let keys = ["authority", "muscle", "trucks", "speakeasies"];
    let what = ["authority cards", "muscle cards", "truck cards", "speakeasies"];
    let want = [c.authority, c.muscle, c.trucks, c.speakeasies];
    for ((((file, key), what), have), want) in files.into_iter().zip(keys).zip(what).zip(have).zip(want) {
        let boxed = layers::set_by_mod(game_fs, "components", key);
        ck.deck_differs(&format!("{GAME_ID}/{file}"), what, (have, want), boxed);
    }
}

/// The cards of a deck that did read, copies counted; `None` when a copy count is out of its
/// range (told by its own error), which would count what the modder did not mean.
fn copies<D>(raw: &Option<Vec<(D, usize)>>, count: impl Fn(&D) -> u8) -> Option<usize> {
    let counts: Vec<u8> = raw.as_ref()?.iter().map(|(d, _)| count(d)).collect();
    counts.iter().all(|n| (1..=100).contains(n)).then(|| counts.iter().map(|&n| usize::from(n)).sum())
}

/// Each card's id, with the file (base or mod) that gave it.
fn ids_of<'a, D: Keyed>(raw: &'a [(D, usize)], fs: &'a [SourceFile]) -> Vec<(&'a Spanned<String>, &'a SourceFile)> {
    raw.iter().map(|(d, i)| (d.key(), &fs[*i])).collect()
}

/// More entries than a one-byte id names ([`MOST_IDS`]): E0111 at the first one too many.
fn too_many(ids: &[(&Spanned<String>, &SourceFile)], what: &str, help: &str, ck: &mut Checker) {
    if let Some(&(id, f)) = ids.get(MOST_IDS) {
        ck.error_at(
            f,
            id,
            "E0111",
            format!(
                "{} {what}, more than 255: `{}` is one too many (the game names each by one byte)",
                ids.len(),
                id.get_ref()
            ),
            Some(format!("at most 255 {what}: {help}")),
        );
    }
}

/// A number within `lo..=hi`, or E0010 at the number.
fn number<T>(f: &SourceFile, v: &Spanned<T>, field: &str, lo: u64, hi: u64, ck: &mut Checker) -> T
where
    T: Copy + Into<u64> + Display,
{
    let n: u64 = (*v.get_ref()).into();
    if !(lo..=hi).contains(&n) {
        ck.error_at(
            f,
            v,
            "E0010",
            format!("`{field}` is {n}: the rules can play with {lo} to {hi}"),
            Some(format!("set it between {lo} and {hi}")),
        );
    }
    *v.get_ref()
}

/// An id that other entries refer to: lower_snake_case and unique within its list.
fn claim(seen: &mut Ids, id: &Spanned<String>, f: &SourceFile, ck: &mut Checker) -> String {
    seen.claim(id, f, ck);
    id.get_ref().clone()
}

/// A reference to one of `known`: its index, or E1002 with the closest id.
fn reference(r: &Spanned<String>, what: &str, known: &[&str], f: &SourceFile, ck: &mut Checker) -> Option<usize> {
    let found = known.iter().position(|k| k == r.get_ref());
    if found.is_none() {
        let help = did_you_mean(r.get_ref(), known.iter().copied())
            .or_else(|| Some(format!("the {what}s are: {}", known.join(", "))));
        ck.error_at(f, r, "E1002", format!("no {what} `{}`", r.get_ref()), help);
    }
    found
}

fn size_ref(r: &Spanned<String>, f: &SourceFile, rules: &Rules, ck: &mut Checker) -> SizeId {
    let known: Vec<&str> = rules.trucks.iter().map(|t| t.id.as_str()).collect();
    // Past 255 sizes (refused by `check_rules`) there is no id: the first stands in.
    SizeId(reference(r, "truck size", &known, f, ck).and_then(byte_id).unwrap_or(0))
}

/// `game.toml` checked: `f` is the merged file, `layers` the base's and each mod's.
/// The numbers of `game.toml`, and its bands, whose places are added to `places`.
fn check_rules(
    g: GameFile,
    (f, layers): (&SourceFile, &[SourceFile]),
    ck: &mut Checker,
    places: &mut IdPlaces,
) -> Option<(Rules, Vec<Band>)> {
    let before = ck.diagnostics.len();
    layers::check_script_limits(&g.engine.script_limits, (f, layers), ck);
    let min_players = number(f, &g.players.min, "players.min", 2, 8, ck);
    let max_players = number(f, &g.players.max, "players.max", u64::from(min_players), 8, ck);
    let turns = number(f, &g.turns.count, "turns.count", 1, 100, ck);
    let short_turns = number(f, &g.short_game.turns, "short_game.turns", 1, u64::from(turns), ck);

    let trucks = check_truck_sizes(&g.trucks, (f, layers), ck);
    let rules_so_far = Rules {
        min_players,
        max_players,
        turns,
        short_game: g.short_game.enabled,
        short_turns,
        short_authority_per_band: number(
            f,
            &g.short_game.authority_per_band,
            "short_game.authority_per_band",
            1,
            20,
            ck,
        ),
        chaotic_influence: g.chaotic_influence.enabled,
        preemptor_places_at_least: number(
            f,
            &g.chaotic_influence.preemptor_places_at_least,
            "chaotic_influence.preemptor_places_at_least",
            0,
            20,
            ck,
        ),
        setup: Setup {
            money: number(f, &g.setup.money, "setup.money", 0, 1_000_000, ck),
            authority_per_band: number(f, &g.setup.authority_per_band, "setup.authority_per_band", 1, 20, ck),
            family_still_dice: number(f, &g.setup.family_still_dice, "setup.family_still_dice", 1, 20, ck),
            truck: SizeId(0),
            back_room_influence: number(f, &g.setup.back_room_influence, "setup.back_room_influence", 0, 100, ck),
            turn_track_start: number(f, &g.setup.turn_track_start, "setup.turn_track_start", 1, u64::from(turns), ck),
        },
        offers: Offers {
            truck_spaces: number(f, &g.offers.truck_spaces, "offers.truck_spaces", 0, 10, ck),
            muscle_spaces: number(f, &g.offers.muscle_spaces, "offers.muscle_spaces", 1, 20, ck),
            muscle_per_player: number(f, &g.offers.muscle_per_player, "offers.muscle_per_player", 1, 5, ck),
        },
        trucks,
        influence_markers: number(f, &g.influence.markers_per_colour, "influence.markers_per_colour", 1, 200, ck),
        die_sides: number(f, &g.production.die_sides, "production.die_sides", 2, 20, ck),
        cop: Cop {
            moves_from_turn: number(f, &g.cop.moves_from_turn, "cop.moves_from_turn", 1, u64::from(turns), ck),
            watches_from_turn: number(f, &g.cop.watches_from_turn, "cop.watches_from_turn", 1, u64::from(turns), ck),
            bust_face: number(
                f,
                &g.cop.bust_face,
                "cop.bust_face",
                1,
                u64::from(*g.production.die_sides.get_ref()),
                ck,
            ),
        },
        recruiting: Recruiting {
            turns: g.recruiting.turns.get_ref().clone(),
            markers: number(f, &g.recruiting.markers, "recruiting.markers", 0, 20, ck),
            poorest_bonus: number(f, &g.recruiting.poorest_bonus, "recruiting.poorest_bonus", 0, 20, ck),
        },
        end_money: number(f, &g.end.money, "end.money", 1, 1_000_000, ck),
        improvement_per_die: number(f, &g.sales.improvement_per_die, "sales.improvement_per_die", 0, 20, ck),
        improvement_markers: number(f, &g.sales.improvement_markers, "sales.improvement_markers", 0, 100, ck),
        components: g.components.clone(),
        offers_per_negotiation: g.engine.offers_per_negotiation,
        script_limits: g.engine.script_limits.clone(),
    };
    let mut rules = rules_so_far;
    rules.setup.truck = size_ref(&g.setup.truck, f, &rules, ck);

    let bands = check_together(&g, &rules, (f, layers), ck, places);
    (ck.diagnostics.len() == before).then_some((rules, bands))
}

/// `[trucks]`: each truck size's numbers, its id claimed once, the box's miniatures named by
/// one byte each; smallest first, as the rulebook lists them.
fn check_truck_sizes(
    defs: &BTreeMap<String, TruckSizeDef>,
    (f, layers): (&SourceFile, &[SourceFile]),
    ck: &mut Checker,
) -> Vec<TruckSize> {
    let mut sizes = Ids::default();
    let mut trucks = Vec::new();
    for (id, t) in defs {
        sizes.claim(&Spanned::new(t.capacity.span(), id.clone()), f, ck);
        trucks.push(TruckSize {
            id: id.clone(),
            capacity: number(f, &t.capacity, &format!("trucks.{id}.capacity"), 1, 100, ck),
            price: number(f, &t.price, &format!("trucks.{id}.price"), 0, 1000, ck),
            wage: number(f, &t.wage, &format!("trucks.{id}.wage"), 0, 1000, ck),
            miniatures: number(f, &t.miniatures, &format!("trucks.{id}.miniatures"), 1, 100, ck),
        });
    }
    let sizes: Vec<Spanned<String>> = defs.iter().map(|(id, t)| Spanned::new(t.capacity.span(), id.clone())).collect();
    too_many(&sizes.iter().map(|id| (id, f)).collect::<Vec<_>>(), "truck sizes", "take some out", ck);
    // A truck in play is named by one byte too: the box's miniatures, all in play, must fit.
    let mut miniatures = 0usize;
    for (id, t) in defs {
        miniatures += usize::from(*t.miniatures.get_ref());
        if miniatures > MOST_IDS {
            ck.error_at(
                f,
                &t.miniatures,
                "E0111",
                format!("`trucks.{id}.miniatures` brings the trucks in the box to {miniatures}, more than 255"),
                Some(
                    "at most 255 truck miniatures in all sizes together: the game names each truck in play by one byte"
                        .into(),
                ),
            );
            break;
        }
    }
    // Smallest first, as the rulebook lists them.
    trucks.sort_by(|a, b| (a.capacity, a.price, &a.id).cmp(&(b.capacity, b.price, &b.id)));
    if trucks.is_empty() {
        // Told at the table's header in the last layer writing it, or at the file when none does.
        layers::error_where_set(ck, (f, layers), ("", "trucks"), "E1001", "no truck size in `[trucks]`".into(), None);
    }
    trucks
}

/// What the numbers of `game.toml` must be together: recruiting turns within the game, the
/// back room's markers and the offer spaces within the box, and the authority bands dealing
/// one card a turn (Préparation); the bands checked and returned, their places added to `places`.
fn check_together(
    g: &GameFile,
    rules: &Rules,
    (f, layers): (&SourceFile, &[SourceFile]),
    ck: &mut Checker,
    places: &mut IdPlaces,
) -> Vec<Band> {
    let turns = rules.turns;
    let r = &g.recruiting.turns;
    if r.get_ref().iter().any(|&t| t == 0 || t > turns) || r.get_ref().windows(2).any(|w| w[0] >= w[1]) {
        ck.error_at(
            f,
            r,
            "E0010",
            format!("`recruiting.turns` is {:?}: turns from 1 to {turns}, each once, in order", r.get_ref()),
            None,
        );
    }
    let setup = &rules.setup;
    // The back room's first markers and the starting truck's owner marker come from the reserve.
    if u16::from(setup.back_room_influence) + 1 > u16::from(rules.influence_markers) {
        ck.error_at(
            f,
            &g.setup.back_room_influence,
            "E1001",
            format!(
                "{} markers in the back room and one by the truck, of {} a colour",
                setup.back_room_influence, rules.influence_markers
            ),
            None,
        );
    }
    if rules.offers.muscle(rules.max_players) < rules.max_players.saturating_mul(rules.offers.muscle_per_player) {
        ck.error_at(
            f,
            &g.offers.muscle_spaces,
            "E1001",
            format!(
                "{} muscle offer spaces cannot hold {} card{} for each of {} players",
                rules.offers.muscle_spaces,
                rules.offers.muscle_per_player,
                if rules.offers.muscle_per_player == 1 { "" } else { "s" },
                rules.max_players
            ),
            Some("`offers.muscle_spaces` must be at least `offers.muscle_per_player` times `players.max`".into()),
        );
    }

    let bands = check_bands(&g.authority.bands, (f, layers), ck, places);
    // Préparation: one authority card for each turn of the game.
    let n = bands.len();
    for (field, per_band, turns, span) in [
        ("setup.authority_per_band", setup.authority_per_band, rules.turns, &g.setup.authority_per_band),
        (
            "short_game.authority_per_band",
            rules.short_authority_per_band,
            rules.short_turns,
            &g.short_game.authority_per_band,
        ),
    ] {
        if n * usize::from(per_band) != usize::from(turns) {
            ck.error_at(
                f,
                span,
                "E1001",
                format!("`{field}`: {per_band} cards from each of {n} bands for a game of {turns} turns"),
                Some("a bootlegger plays one authority card a turn: bands times cards per band is the turns".into()),
            );
        }
    }
    bands
}

fn check_bands(
    defs: &[BandDef],
    (f, layers): (&SourceFile, &[SourceFile]),
    ck: &mut Checker,
    places: &mut IdPlaces,
) -> Vec<Band> {
    too_many(&defs.iter().map(|b| (&b.id, f)).collect::<Vec<_>>(), "bands", "take some out", ck);
    let mut seen = Ids::default();
    let mut next = 1u16;
    let mut out = Vec::new();
    for b in defs {
        let id = claim(&mut seen, &b.id, f, ck);
        let (first, last) = (*b.first.get_ref(), *b.last.get_ref());
        if u16::from(first) != next || last < first {
            ck.error_at(
                f,
                &b.first,
                "E1003",
                format!("band `{id}` runs from {first} to {last}; it should start at {next} and not end before it"),
                Some("the bands number the cards from 1 up, each from where the one before ends".into()),
            );
        }
        next = u16::from(last) + 1;
        out.push(Band { id, first, last });
    }
    if out.is_empty() {
        layers::error_where_set(ck, (f, layers), ("", "authority"), "E1003", "no band in `[authority]`".into(), None);
    }
    seen.places_as("band", places);
    out
}

fn check_authority(
    raw: Vec<(AuthorityCardDef, usize)>,
    fs: &[SourceFile],
    bands: &[Band],
    ck: &mut Checker,
    ids: &mut Ids,
) -> Vec<AuthorityCard> {
    let known: Vec<&str> = bands.iter().map(|b| b.id.as_str()).collect();
    let mut numbers = BTreeSet::new();
    let mut out = Vec::new();
    for (d, i) in raw {
        let f = &fs[i];
        ids.claim(&d.id, f, ck);
        let n = *d.number.get_ref();
        let cost = number(f, &d.cost, "cost", 0, 1000, ck);
        let Some(b) = reference(&d.band, "band", &known, f, ck) else { continue };
        let band = &bands[b];
        // Past 255 bands (refused by `check_bands`) there is no id.
        let Some(band_id) = byte_id(b) else { continue };
        if !(band.first..=band.last).contains(&n) {
            ck.error_at(
                f,
                &d.number,
                "E1003",
                format!(
                    "card `{}` is numbered {n}, outside band `{}` ({} to {})",
                    d.id.get_ref(),
                    band.id,
                    band.first,
                    band.last
                ),
                None,
            );
        }
        if !numbers.insert(n) {
            ck.error_at(f, &d.number, "E1003", format!("two authority cards are numbered {n}"), None);
        }
        out.push(AuthorityCard { id: d.id.into_inner(), number: n, band: BandId(band_id), cost });
    }
    out.sort_by_key(|c| c.number);
    out
}

/// A field a card of this kind does not have: E1004 at it.
fn stray<T>(
    field: Option<&Spanned<T>>,
    name: &str,
    kind: &str,
    id: &Spanned<String>,
    f: &SourceFile,
    ck: &mut Checker,
) {
    if let Some(v) = field {
        ck.error_at(
            f,
            v,
            "E1004",
            format!("`{name}` is not a field of {kind} card `{}`", id.get_ref()),
            Some(format!("take `{name}` out, or change the card's `kind`")),
        );
    }
}

fn check_muscle(
    d: MuscleCardDef,
    f: &SourceFile,
    rules: &Rules,
    board: &Board,
    ck: &mut Checker,
    ids: &mut Ids,
) -> MuscleCard {
    ids.claim(&d.id, f, ck);
    let count = number(f, &d.count, "count", 1, 100, ck);
    let kind = *d.kind.get_ref();
    let id = &d.id;
    let needs = |v: &Option<Spanned<u8>>, name: &str, hi: u8, ck: &mut Checker| -> u8 {
        match v {
            Some(v) => number(f, v, name, 1, u64::from(hi), ck),
            None => {
                ck.error_at(f, id, "E1004", format!("card `{}` has no `{name}`", id.get_ref()), None);
                0
            }
        }
    };
    let thug_fields = |ck: &mut Checker, what: &str| {
        stray(d.window.as_ref(), "window", what, id, f, ck);
        stray(d.target.as_ref(), "target", what, id, f, ck);
        stray(d.not_on.first(), "not_on", what, id, f, ck);
        stray(d.truck.as_ref(), "truck", what, id, f, ck);
        stray(d.params.as_ref(), "params", what, id, f, ck);
        for (set, name) in [(d.stays_face_up, "stays_face_up"), (d.script, "script")] {
            if set {
                stray(Some(id), name, what, id, f, ck);
            }
        }
    };
    let effect = match kind {
        MuscleKind::Influence => {
            thug_fields(ck, "an influence");
            stray(d.dice.as_ref(), "dice", "an influence", id, f, ck);
            stray(d.new_offsite_still_dice.as_ref(), "new_offsite_still_dice", "an influence", id, f, ck);
            MuscleEffect::Influence { markers: needs(&d.markers, "markers", rules.influence_markers, ck) }
        }
        MuscleKind::StillImprovement => {
            thug_fields(ck, "a still improvement");
            stray(d.markers.as_ref(), "markers", "a still improvement", id, f, ck);
            let offsite = board.offsite_still.max_dice();
            let new = d
                .new_offsite_still_dice
                .as_ref()
                .map(|v| number(f, v, "new_offsite_still_dice", 1, u64::from(offsite), ck));
            MuscleEffect::StillImprovement { dice: needs(&d.dice, "dice", 20, ck), new_offsite_still_dice: new }
        }
        MuscleKind::SpeakeasyImprovement => {
            thug_fields(ck, "a speakeasy improvement");
            stray(d.dice.as_ref(), "dice", "a speakeasy improvement", id, f, ck);
            stray(d.new_offsite_still_dice.as_ref(), "new_offsite_still_dice", "a speakeasy improvement", id, f, ck);
            MuscleEffect::SpeakeasyImprovement {
                markers: needs(&d.markers, "markers", rules.improvement_markers.max(1), ck),
            }
        }
        MuscleKind::Thug => {
            stray(d.markers.as_ref(), "markers", "a thug", id, f, ck);
            stray(d.dice.as_ref(), "dice", "a thug", id, f, ck);
            stray(d.new_offsite_still_dice.as_ref(), "new_offsite_still_dice", "a thug", id, f, ck);
            MuscleEffect::Thug(check_thug(&d, f, rules, board, ck))
        }
    };
    MuscleCard { id: d.id.get_ref().clone(), count, effect }
}

fn check_thug(d: &MuscleCardDef, f: &SourceFile, rules: &Rules, board: &Board, ck: &mut Checker) -> Thug {
    let target = d.target.as_ref().map_or(Target::Nothing, |t| *t.get_ref());
    let on_speakeasy = matches!(target, Target::Speakeasy | Target::OpenSpeakeasy);
    let known: Vec<&str> = board.speakeasies.iter().map(|s| s.id.as_str()).collect();
    let mut not_on = Vec::new();
    for s in &d.not_on {
        if !on_speakeasy {
            ck.error_at(
                f,
                s,
                "E1004",
                format!("card `{}` has `not_on` but is not played on a speakeasy", d.id.get_ref()),
                Some("`not_on` goes with `target = \"speakeasy\"` or `\"open_speakeasy\"`".into()),
            );
        }
        if let Some(i) = reference(s, "speakeasy", &known, f, ck).and_then(byte_id) {
            not_on.push(SpeakeasyId(i));
        }
    }
    let params = d.params.as_ref().map(|p| p.get_ref().clone()).unwrap_or_default();
    for (name, v) in &params {
        let ok = match v {
            toml::Value::Integer(i) => (-1000..=1000).contains(i),
            toml::Value::Float(x) => x.is_finite() && (-1000.0..=1000.0).contains(x),
            _ => false,
        };
        if !ok {
            let span = d.params.as_ref().map_or_else(|| d.id.span(), |p| p.span());
            ck.error_at(
                f,
                &Spanned::new(span, ()),
                "E0010",
                format!("param `{name}` of card `{}` is {v}: a number from -1000 to 1000", d.id.get_ref()),
                None,
            );
        }
    }
    Thug {
        window: d.window.as_ref().map_or(Window::AuthorityFaceUp, |w| *w.get_ref()),
        target,
        not_on,
        truck: d.truck.as_ref().map(|t| size_ref(t, f, rules, ck)),
        stays_face_up: d.stays_face_up,
        script: d.script,
        params,
    }
}

fn check_board(
    b: BoardFile,
    (f, layers): (&SourceFile, &[SourceFile]),
    rules: &Rules,
    ck: &mut Checker,
    places: &mut IdPlaces,
) -> Option<Board> {
    let before = ck.diagnostics.len();
    let mut seen = Ids::default();
    let docks: Vec<Dock> = b
        .dock
        .iter()
        .map(|d| Dock { id: claim(&mut seen, &d.id, f, ck), stars: number(f, &d.stars, "stars", 1, 10, ck) })
        .collect();
    seen.places_as("dock", places);
    let dock_ids: Vec<&str> = docks.iter().map(|d| d.id.as_str()).collect();
    too_many(&b.dock.iter().map(|d| (&d.id, f)).collect::<Vec<_>>(), "docks", "take some out", ck);
    too_many(&b.speakeasy.iter().map(|s| (&s.id, f)).collect::<Vec<_>>(), "speakeasies", "take some out", ck);
    let mut seen = Ids::default();
    let mut ranks = BTreeSet::new();
    let mut speakeasies = Vec::new();
    for s in &b.speakeasy {
        let id = claim(&mut seen, &s.id, f, ck);
        let rank = number(f, &s.rank, "rank", 1, 100, ck);
        if !ranks.insert(rank) {
            ck.error_at(f, &s.rank, "E1005", format!("two speakeasies have rank {rank}"), None);
        }
        let shaded = number(f, &s.circles_shaded, "circles_shaded", 0, 100, ck);
        let clear = number(f, &s.circles_clear, "circles_clear", 0, 100, ck);
        if s.influence && shaded == 0 {
            ck.error_at(
                f,
                &s.circles_shaded,
                "E1005",
                format!("speakeasy `{id}` takes influence but has no shaded circle"),
                Some("a speakeasy opens when its shaded circles are covered: give it one or more".into()),
            );
        }
        if !s.influence && shaded + clear > 0 {
            ck.error_at(
                f,
                &s.circles_shaded,
                "E1005",
                format!("speakeasy `{id}` takes no influence (`influence = false`) but has circles"),
                None,
            );
        }
        let demand = match (&s.demand_dice, s.unlimited_demand) {
            (Some(n), false) => Demand::Dice(number(f, n, "demand_dice", 1, 20, ck)),
            (None, true) => Demand::Unlimited,
            (Some(n), true) => {
                ck.error_at(f, n, "E1005", format!("speakeasy `{id}` has demand dice and unlimited demand"), None);
                Demand::Unlimited
            }
            (None, false) => {
                ck.error_at(
                    f,
                    &s.id,
                    "E1005",
                    format!("speakeasy `{id}` has no demand"),
                    Some("give it `demand_dice = N` or `unlimited_demand = true`".into()),
                );
                Demand::Dice(1)
            }
        };
        let mut docks_here = Vec::new();
        for d in s.docks.get_ref() {
            let r = Spanned::new(s.docks.span(), d.clone());
            if let Some(i) = reference(&r, "dock", &dock_ids, f, ck).and_then(byte_id) {
                if docks_here.contains(&DockId(i)) {
                    ck.error_at(f, &s.docks, "E1005", format!("speakeasy `{id}` lists dock `{d}` twice"), None);
                }
                docks_here.push(DockId(i));
            }
        }
        if docks_here.is_empty() && s.docks.get_ref().is_empty() {
            ck.error_at(f, &s.docks, "E1005", format!("speakeasy `{id}` has no dock"), None);
        }
        let players_of = |list: &Spanned<Vec<u8>>, ck: &mut Checker| {
            for &p in list.get_ref() {
                if !(rules.min_players..=rules.max_players).contains(&p) {
                    ck.error_at(
                        f,
                        list,
                        "E1005",
                        format!(
                            "speakeasy `{id}` names a game of {p} players; {} to {} play",
                            rules.min_players, rules.max_players
                        ),
                        None,
                    );
                }
            }
            list.get_ref().clone()
        };
        let players = s.players.as_ref().map(|p| players_of(p, ck)).unwrap_or_default();
        let mut variants = Vec::new();
        let mut covered = BTreeSet::new();
        for v in &s.variant {
            let players = players_of(&v.players, ck);
            if players.iter().any(|p| !covered.insert(*p)) {
                ck.error_at(
                    f,
                    &v.players,
                    "E1005",
                    format!("speakeasy `{id}` has two variants for one number of players"),
                    None,
                );
            }
            variants.push(Variant {
                players,
                wholesale: number(f, &v.wholesale, "variant.wholesale", 0, 1000, ck),
                margin: number(f, &v.margin, "variant.margin", 0, 1000, ck),
            });
        }
        speakeasies.push(Speakeasy {
            id,
            rank,
            influence: s.influence,
            circles_shaded: shaded,
            circles_clear: clear,
            improvement_slots: number(f, &s.improvement_slots, "improvement_slots", 0, 20, ck),
            demand,
            wholesale: number(f, &s.wholesale, "wholesale", 0, 1000, ck),
            margin: number(f, &s.margin, "margin", 0, 1000, ck),
            docks: docks_here,
            players,
            variants,
        });
    }
    speakeasies.sort_by_key(|s| s.rank);
    if speakeasies.is_empty() {
        no_speakeasy((f, layers), ck);
    }
    let still = |s: &StillDef, name: &str, ck: &mut Checker| Still {
        first_dice: number(f, &s.first_dice, &format!("stills.{name}.first_dice"), 1, 20, ck),
        improvement_slots: number(f, &s.improvement_slots, &format!("stills.{name}.improvement_slots"), 0, 20, ck),
        boards: number(f, &s.boards, &format!("stills.{name}.boards"), 1, 100, ck),
        cop: s.cop,
    };
    let family_still = still(&b.stills.family, "family", ck);
    let offsite_still = still(&b.stills.offsite, "offsite", ck);
    let mut back_room = b.back_room.holds.clone();
    back_room.sort_unstable();
    back_room.dedup();
    seen.places_as("speakeasy", places);
    (ck.diagnostics.len() == before).then_some(Board { docks, speakeasies, family_still, offsite_still, back_room })
}

/// A board left with no speakeasy (DESCRIPTION DÉTAILLÉE DES PIÈCES DU JEU: the main board
/// shows the speakeasies whisky is sold in, and sales need one): told at the
/// `remove` of the last mod that takes them out, else at `speakeasy` where a layer sets it.
fn no_speakeasy((f, layers): (&SourceFile, &[SourceFile]), ck: &mut Checker) {
    let removes = layers.iter().skip(1).any(|l| crate::engine::toml_path::key_in(&l.text, "", "remove").is_some());
    let (key, help) = if removes {
        ("remove", "`remove` takes out every speakeasy: keep one, or add one of the mod's own")
    } else {
        ("speakeasy", "a board needs at least one `[[speakeasy]]`")
    };
    layers::error_where_set(
        ck,
        (f, layers),
        ("", key),
        "E1005",
        "the board has no speakeasy".into(),
        Some(help.into()),
    );
}

/// Enough authority cards in each band to deal every seat its share (Préparation); something in
/// each deck. A deck a mod thinned is told at the `remove` of the last layer that takes cards
/// out of its file, else at the file.
fn check_decks(c: &Content, (auth_fs, muscle_fs): (&[SourceFile], &[SourceFile]), ck: &mut Checker) {
    let told = |ck: &mut Checker, layers: &[SourceFile], name: &str, message: String| {
        let (file, line, col) = match layers.first() {
            Some(base) => layers::set_at(layers, base, "", "remove"),
            None => (name, 0, 0),
        };
        ck.diagnostics.push(Diagnostic::new(file, line, col, "E1006", message));
    };
    let r = &c.rules;
    let per_band = r.setup.authority_per_band.max(r.short_authority_per_band);
    for (b, band) in numbered(&c.bands) {
        let have = c.band_cards(BandId(b)).count();
        let need = usize::from(r.max_players) * usize::from(per_band);
        if have < need {
            let message = format!(
                "band `{}` has {have} cards; dealing {per_band} to each of {} players needs {need}",
                band.id, r.max_players
            );
            told(ck, auth_fs, &file_path("authority.toml"), message);
        }
    }
    if c.muscle_deck_len() == 0 {
        told(ck, muscle_fs, &file_path("muscle.toml"), "the muscle deck has no card".into());
    }
}

/// Every script under `scripts/bootleggers/` belongs to a thug card with `script = true`; all
/// count in the digest.
fn check_scripts(c: &Content, source: &Source, ck: &mut Checker, digest: &mut Digest) {
    let scripted: BTreeSet<&str> =
        c.muscle.iter().filter(|m| m.thug().is_some_and(|t| t.script)).map(|m| m.id.as_str()).collect();
    for name in source.scripts_needing_a_card(GAME_ID) {
        let card = name.trim_end_matches(".rhai");
        if !scripted.contains(card) {
            let help = did_you_mean(card, scripted.iter().copied())
                .unwrap_or_else(|| "name it after a thug card with `script = true`".into());
            // Told in the file a modder wrote: the mod's, when a mod holds it.
            let file = source
                .read_script(&format!("{GAME_ID}/{name}"))
                .map_or_else(|| format!("scripts/{GAME_ID}/{name}"), |f| f.name);
            let message = format!("script `{name}` belongs to no thug card with `script = true`");
            ck.diagnostics.push(Diagnostic::new(&file, 0, 0, "E1007", message).with_help(help));
        }
    }
    for name in source.list_scripts(GAME_ID) {
        if let Some(f) = source.read_script(&format!("{GAME_ID}/{name}")) {
            digest.add_file(source, &f);
        }
    }
}

/// A thug card marked `script = true` does what its script says, so its script must be there
/// (`scripts/bootleggers/<id>.rhai`, in the content or a mod): without it the card would be
/// taken and kept and never do anything (E1008, at the card's id).
fn script_there(source: &Source, id: &Spanned<String>, f: &SourceFile, ck: &mut Checker) {
    if source.read_script(&format!("{GAME_ID}/{}.rhai", id.get_ref())).is_none() {
        let help = format!("write scripts/{GAME_ID}/{}.rhai, or take `script = true` out", id.get_ref());
        ck.error_at(
            f,
            id,
            "E1008",
            format!("thug card `{}` has `script = true` and no script", id.get_ref()),
            Some(help),
        );
    }
}
