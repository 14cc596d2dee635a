//! `mobrules cards`: every card with its numbers and text, for proofreading.

use super::args::{ContentArgs, Failure, load_game, no_locale, note_fallbacks};
use crate::engine::locale::Locale;
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

/// Prints every card of the game with its numbers and text.
pub fn cards(a: &CardsArgs) -> Result<(), Failure> {
    let game = load_game(&a.game, &a.content)?;
    let locale = Locale::load(game.source(), game.id(), &a.lang).map_err(no_locale)?;
    let rows = game.catalogue(&locale).cards;
    note_fallbacks(&locale);
    if a.json {
        out!("{}", serde_json::to_string_pretty(&rows).unwrap_or_default());
        return Ok(());
    }
    if rows.is_empty() {
        // A game of pieces and a board (no deck) has nothing to list: say so, not nothing.
        out!("{}", locale.text("cards-none", &[("game", game.id().into())]));
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
