//! `mobrules cards`: every card with its numbers and text, for proofreading.

use super::{ContentArgs, Failure, load_game};
use crate::engine::locale::Locale;
use crate::games::king_of_chicago::content::{Content, GAME_ID, Spot};
use clap::Args;

#[derive(Args)]
pub struct CardsArgs {
    game: String,
    #[arg(long, default_value = "en")]
    lang: String,
    /// Print the cards as JSON.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    content: ContentArgs,
}

/// One card as `cards` shows it.
#[derive(serde::Serialize)]
pub struct CardRow {
    pub kind: &'static str,
    pub id: String,
    pub name: String,
    pub numbers: String,
    pub text: String,
}

fn spot_name(content: &Content, locale: &Locale, s: Spot) -> String {
    match s {
        Spot::Square(sq) => locale.text(&format!("square-{}", content.board.square(sq).id), &[]),
        Spot::OwnBusiness => "own business".into(),
        Spot::AnyGarage => "any garage".into(),
    }
}

pub fn rows(content: &Content, locale: &Locale) -> Vec<CardRow> {
    // A gangster, event or contract: its name and text come from the locale by its id.
    let card = |kind: &'static str, id: &str, numbers: String| CardRow {
        kind,
        id: id.to_string(),
        name: locale.text(&format!("card-{id}"), &[]),
        numbers,
        text: locale.text(&format!("card-{id}.text"), &[]),
    };
    let mut out = Vec::new();
    for g in &content.gangsters {
        let b = &g.bonuses;
        let mut n = Vec::new();
        for (label, v) in [
            ("attack", b.attack),
            ("defense", b.defense),
            ("driveby", b.driveby),
            ("driveby_attack", b.driveby_attack),
            ("driveby_defense", b.driveby_defense),
            ("business_attack", b.business_attack),
            ("business_defense", b.business_defense),
        ] {
            if let Some(v) = v {
                n.push(format!("{label} {v:+}"));
            }
        }
        if g.drive != 0 {
            n.push(format!("drive +{}", g.drive));
        }
        if g.cost.total() > 0 {
            n.push(format!("cost {}b/{}g/{}h", g.cost.booze, g.cost.girls, g.cost.henchmen));
        }
        if g.starred {
            n.push("starred".into());
        }
        for (k, v) in &g.params {
            n.push(format!("{k} {v}"));
        }
        out.push(card("gangster", &g.id, n.join(", ")));
    }
    for e in &content.events {
        let mut n: Vec<String> = e.windows.iter().map(|w| format!("{w:?}")).collect();
        for (k, v) in &e.params {
            n.push(format!("{k} {v}"));
        }
        out.push(card("event", &e.id, n.join(", ")));
    }
    for c in &content.contracts {
        let n = format!(
            "{} -> {}, ${}",
            spot_name(content, locale, c.start),
            spot_name(content, locale, c.finish),
            c.reward
        );
        out.push(card("contract", &c.id, n));
    }
    for r in &content.resource_cards {
        let res = locale.text(&format!("resource-{}", r.resource.key()), &[]);
        let place = locale.text(&format!("square-{}", content.board.square(r.place).id), &[]);
        out.push(CardRow {
            kind: "resource",
            id: r.id.clone(),
            name: format!("{} {res}", r.count),
            numbers: format!("{} {res} at the {place}", r.count),
            text: String::new(),
        });
    }
    out
}

pub fn cards(a: &CardsArgs) -> Result<(), Failure> {
    let content = load_game(&a.game, &a.content)?;
    let locale = Locale::load(&content.source, GAME_ID, &a.lang).map_err(|d| Failure::usage(d.message))?;
    let rows = rows(&content, &locale);
    super::note_fallbacks(&locale);
    if a.json {
        out!("{}", serde_json::to_string_pretty(&rows).unwrap_or_default());
        return Ok(());
    }
    for r in rows {
        out!("{:<9} {:<28} {}", r.kind, r.name, r.numbers);
        if !r.text.is_empty() {
            out!("          {}", r.text);
        }
    }
    Ok(())
}
