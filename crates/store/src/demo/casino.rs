//! The demo casino catalogue: categories for every lobby and live-casino filter, the built-in Zar games, and
//! about seventy well-known titles of their studios across the six external providers. The list is
//! `casino.json`, which `tools/art/casino.py` also reads to draw each game's tile and each category's icon
//! (served from `web/public/media/casino/`).
//!
//! Idempotent: categories are found again by slug and games by provider and code, and what exists is left as
//! it is (an operator may have changed it). A game is put in its categories when it is created.

use chrono::{DateTime, Utc};
use domain::casino::{LiveType, Lobby, Provider};
use serde::Deserialize;

use crate::{
    Db, Result, StoreError,
    casino::catalogue::{self, CategoryInput, NewGame},
    cms::Localized,
};

/// The catalogue as `casino.json` holds it.
#[derive(Debug, Deserialize)]
struct Catalogue {
    studios: Vec<Studio>,
    categories: Vec<DemoCategory>,
    games: Vec<DemoGame>,
}

#[derive(Debug, Deserialize)]
struct Studio {
    id: i64,
    name: String,
}

#[derive(Debug, Deserialize)]
struct DemoCategory {
    slug: String,
    tr: String,
    en: String,
    lobbies: Vec<String>,
}

#[derive(Debug, Deserialize)]
struct DemoGame {
    /// A provider's code (`hub88`).
    provider: String,
    code: String,
    name: String,
    studio: String,
    lobby: String,
    /// A live table's type.
    live: Option<String>,
    rtp: Option<i64>,
    tags: Vec<String>,
    /// Category slugs.
    categories: Vec<String>,
    /// EveryMatrix's product.
    #[serde(default)]
    product: String,
    /// SoftGamings' system.
    #[serde(default)]
    system: String,
}

/// A category's icon.
pub fn category_image(slug: &str) -> String {
    format!("/media/casino/categories/{slug}.svg")
}

/// A game's tile: the raster copy of its generated SVG (tools/art/rasterize.mjs); a lobby paints dozens.
pub fn game_image(provider: Provider, code: &str) -> String {
    format!("/media/casino/games/{}-{code}.webp", provider.code())
}

fn catalogue() -> Result<Catalogue> {
    serde_json::from_str(include_str!("casino.json")).map_err(|e| StoreError::Other(format!("casino.json: {e}")))
}

fn bad(what: &str, value: &str) -> StoreError {
    StoreError::Other(format!("casino.json: unknown {what} {value:?}"))
}

/// Loads the categories and games that are not there yet.
pub async fn load(db: &Db, now: DateTime<Utc>) -> Result<()> {
    let catalogue = catalogue()?;
    let mut category_ids = Vec::with_capacity(catalogue.categories.len());
    for (position, category) in (1..).zip(&catalogue.categories) {
        let id = match catalogue::category_by_slug(db, &category.slug).await? {
            Some(existing) => existing.id,
            None => {
                let input = CategoryInput {
                    slug: category.slug.clone(),
                    name: Localized::new(category.tr.as_str(), category.en.as_str()),
                    slug_list: category.lobbies.clone(),
                    image_url: category_image(&category.slug),
                    position,
                    enabled: true,
                };
                match catalogue::create_category(db, &input, None).await? {
                    Ok(created) => created.id,
                    // Another start made it meanwhile.
                    Err(catalogue::SlugTaken) => catalogue::category_by_slug(db, &category.slug)
                        .await?
                        .map(|c| c.id)
                        .ok_or_else(|| bad("category", &category.slug))?,
                }
            }
        };
        category_ids.push((category.slug.as_str(), id));
    }
    for (place, game) in (1..).zip(&catalogue.games) {
        let provider = Provider::from_code(&game.provider).ok_or_else(|| bad("provider", &game.provider))?;
        if catalogue::game_by_code(db, provider.id(), &game.code).await?.is_some() {
            continue;
        }
        let studio =
            catalogue.studios.iter().find(|s| s.name == game.studio).ok_or_else(|| bad("studio", &game.studio))?;
        let categories = game
            .categories
            .iter()
            .map(|slug| {
                category_ids.iter().find(|(s, _)| s == slug).map(|(_, id)| *id).ok_or_else(|| bad("category", slug))
            })
            .collect::<Result<Vec<i64>>>()?;
        let new = NewGame {
            provider_id: provider.id(),
            game_code: game.code.clone(),
            name: game.name.clone(),
            studio: studio.name.clone(),
            main_provider_id: studio.id,
            product_id: game.product.clone(),
            system: game.system.clone(),
            image_url: game_image(provider, &game.code),
            lobby: Lobby::parse(&game.lobby).ok_or_else(|| bad("lobby", &game.lobby))?,
            live: match &game.live {
                Some(kind) => Some(LiveType::parse(kind).ok_or_else(|| bad("live type", kind))?),
                None => None,
            },
            tags: game.tags.clone(),
            rtp: game.rtp,
            // Gaps of ten leave room for an operator to slot a game in between.
            position: place * 10,
            enabled: true,
            categories,
        };
        // Another start may have added it since the check: that is fine.
        let _ = catalogue::insert_game(db, &new, now, None).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::{collections::HashSet, path::Path};

    use super::*;

    fn media(url: &str) -> std::path::PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/public").join(url.trim_start_matches('/'))
    }

    #[test]
    fn the_catalogue_is_consistent() {
        let catalogue = catalogue().unwrap();
        let slugs: HashSet<&str> = catalogue.categories.iter().map(|c| c.slug.as_str()).collect();
        assert_eq!(slugs.len(), catalogue.categories.len(), "category slugs are unique");
        for category in &catalogue.categories {
            assert!(
                category.lobbies.iter().all(|l| Lobby::parse(l).is_some() || LiveType::parse(l).is_some()),
                "{} shows in a lobby or live filter",
                category.slug
            );
        }
        // Every lobby and live filter has a category.
        for slug in Lobby::ALL.iter().map(|l| l.as_str()).chain(LiveType::ALL.iter().map(|l| l.as_str())) {
            assert!(catalogue.categories.iter().any(|c| c.lobbies.iter().any(|l| l == slug)), "no category in {slug}");
        }
        let mut codes = HashSet::new();
        for game in &catalogue.games {
            let provider = Provider::from_code(&game.provider).unwrap();
            assert!(codes.insert((provider, game.code.as_str())), "{} twice", game.code);
            assert!(
                game.code.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                "{}",
                game.code
            );
            assert!(Lobby::parse(&game.lobby).is_some(), "{}", game.code);
            assert_eq!(
                game.live.is_some(),
                game.lobby == "live",
                "{}: live tables, and only they, have a type",
                game.code
            );
            assert!(game.live.as_deref().is_none_or(|kind| LiveType::parse(kind).is_some()), "{}", game.code);
            assert!(game.categories.iter().all(|c| slugs.contains(c.as_str())), "{}", game.code);
            assert!(catalogue.studios.iter().any(|s| s.name == game.studio), "{}", game.studio);
            assert!(game.rtp.is_none_or(|rtp| (8000..=10_000).contains(&rtp)), "{}", game.code);
        }
        let external = catalogue.games.iter().filter(|g| g.provider != "zar").count();
        assert!((55..=80).contains(&external), "about sixty external games, not {external}");
        // Every casino provider has games; the sportsbook's one game comes with its migration (0025).
        for provider in Provider::ALL.iter().filter(|p| **p != Provider::Sportsbook) {
            assert!(catalogue.games.iter().any(|g| g.provider == provider.code()), "none from {provider:?}");
        }
    }

    #[test]
    fn every_game_and_category_has_its_art() {
        let catalogue = catalogue().unwrap();
        for game in &catalogue.games {
            let url = game_image(Provider::from_code(&game.provider).unwrap(), &game.code);
            assert!(
                media(&url).is_file(),
                "{url} is missing: run python3 tools/art/casino.py, then node tools/art/rasterize.mjs"
            );
        }
        for category in &catalogue.categories {
            let url = category_image(&category.slug);
            assert!(media(&url).is_file(), "{url} is missing: run python3 tools/art/casino.py");
        }
    }
}
