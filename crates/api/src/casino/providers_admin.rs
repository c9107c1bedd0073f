//! The game providers for operators (architecture §8, role admin only): `GET /api/admin/casino/providers[/{id}]` and
//! `PUT /api/admin/casino/providers/{id}` — on/off, settings (`config`, read back) and secrets (written, merged
//! key by key, `null` removes one; never read back: a provider shows only the names of the secrets it has).
//! Every change is audited in its transaction, secrets by name only.

use axum::extract::{Path, State};
use chrono::{DateTime, Utc};
use domain::{casino::Provider as Adapted, operator::Role};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use store::casino::providers::{Change, Provider};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::launch::{
    contract::{Keys, value_text},
    keys,
};
use crate::{
    admin::roles::{Allowed, Roles},
    error::{ApiJson, Error},
    i18n::Lang,
    reply::{ApiResult, Reply},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_providers)).routes(routes!(get_provider, update_provider))
}

/// No role besides admin: provider credentials are the admin's alone.
#[derive(Debug, Clone, Copy)]
pub struct AdminOnly;

impl Roles for AdminOnly {
    const ROLES: &'static [Role] = &[];
}

/// An operator with role admin.
pub type Administrator = Allowed<AdminOnly>;

/// One setting or secret a provider's adapter takes.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProviderSetting {
    pub name: String,
    /// A secret: written, never read back.
    pub secret: bool,
    /// Needed before the provider's games launch.
    pub required: bool,
    /// url, integer, text, ip or rsaPrivateKey (PEM).
    pub kind: String,
    /// Whether it has a value.
    pub set: bool,
}

/// A provider as operators see it: its settings, the names of its secrets (never their values), and whether
/// its games can launch.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminProvider {
    pub id: i64,
    /// The adapter: zar, hub88, egt, amusnet, everymatrix, digitain, softgamings.
    pub code: String,
    /// `providerName` on the wire.
    pub name: String,
    pub enabled: bool,
    pub position: i64,
    /// The settings as saved.
    #[schema(value_type = Object)]
    pub config: Map<String, Value>,
    /// The names of the secrets that are set.
    pub secret_names: Vec<String>,
    /// Every required setting and secret is set: launches reach the provider.
    pub configured: bool,
    /// What is still needed (`config.api_url`, `secrets.private_key` …).
    pub missing: Vec<String>,
    /// What the adapter takes.
    pub settings: Vec<ProviderSetting>,
    pub updated_at: Option<DateTime<Utc>>,
}

fn keys_of(provider: &Provider) -> Option<&'static Keys> {
    Adapted::from_id(provider.id).map(keys)
}

impl From<Provider> for AdminProvider {
    fn from(provider: Provider) -> Self {
        let keys = keys_of(&provider);
        let missing = keys.map(|k| k.missing(&provider)).unwrap_or_default();
        let settings = keys
            .map(|keys| {
                let config = keys.config.iter().map(|k| (k, false, &provider.config));
                let secrets = keys.secrets.iter().map(|k| (k, true, &provider.secrets));
                config
                    .chain(secrets)
                    .map(|(key, secret, map)| ProviderSetting {
                        name: key.name.to_owned(),
                        secret,
                        required: key.required,
                        kind: key.kind.as_str().to_owned(),
                        set: value_text(map.get(key.name)).is_some(),
                    })
                    .collect()
            })
            .unwrap_or_default();
        AdminProvider {
            secret_names: provider.secret_names(),
            configured: keys.is_some() && missing.is_empty(),
            missing,
            settings,
            id: provider.id,
            code: provider.code,
            name: provider.name,
            enabled: provider.enabled,
            position: provider.position,
            config: provider.config,
            updated_at: provider.updated_at,
        }
    }
}

/// Every provider, in display order, without secret values.
#[utoipa::path(get, path = "/api/admin/casino/providers", tag = "admin", operation_id = "admin_casino_list_providers",
    security(("operator" = [])),
    responses((status = 200, body = crate::reply::Envelope<Vec<AdminProvider>>), (status = 401), (status = 403)))]
pub async fn list_providers(State(state): State<AppState>, _: Administrator) -> ApiResult<Vec<AdminProvider>> {
    let providers = store::casino::providers::list(&state.db).await?;
    Ok(Reply::data(providers.into_iter().map(AdminProvider::from).collect()))
}

/// One provider, without secret values.
#[utoipa::path(get, path = "/api/admin/casino/providers/{id}", tag = "admin", operation_id = "admin_casino_get_provider",
    security(("operator" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = crate::reply::Envelope<AdminProvider>), (status = 401), (status = 403),
        (status = 404, description = "casino.provider_not_found")))]
pub async fn get_provider(
    State(state): State<AppState>,
    _: Administrator,
    Path(id): Path<i64>,
) -> ApiResult<AdminProvider> {
    let provider = store::casino::providers::get(&state.db, id)
        .await?
        .ok_or_else(|| Error::not_found("casino.provider_not_found"))?;
    Ok(Reply::data(provider.into()))
}

/// A change to a provider; each part left out stays as it is.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ProviderChange {
    /// Off hides its games and refuses their launch.
    pub enabled: Option<bool>,
    /// The settings, whole (replacing the saved ones); each key one the adapter takes.
    #[schema(value_type = Object)]
    pub config: Option<Map<String, Value>>,
    /// Secrets to write, key by key: a value sets one, `null` removes it, keys left out stay.
    #[schema(value_type = Object)]
    pub secrets: Option<Map<String, Value>>,
}

/// Changes a provider: on/off, settings, secrets. Audited (secrets by name only).
#[utoipa::path(put, path = "/api/admin/casino/providers/{id}", tag = "admin",
    operation_id = "admin_casino_update_provider", security(("operator" = [])), params(("id" = i64, Path)),
    request_body = ProviderChange,
    responses((status = 200, body = crate::reply::Envelope<AdminProvider>), (status = 401), (status = 403),
        (status = 404, description = "casino.provider_not_found"), (status = 422)))]
pub async fn update_provider(
    State(state): State<AppState>,
    lang: Lang,
    admin: Administrator,
    Path(id): Path<i64>,
    ApiJson(change): ApiJson<ProviderChange>,
) -> ApiResult<AdminProvider> {
    let adapted = Adapted::from_id(id).ok_or_else(|| Error::not_found("casino.provider_not_found"))?;
    let errors = keys(adapted).check(change.config.as_ref(), change.secrets.as_ref());
    errors.finish().map_err(Error::validation)?;
    let entry = admin.audit("casino.provider.update", "casino_provider", id);
    let change = Change { enabled: change.enabled, config: change.config, secrets: change.secrets };
    let updated = store::casino::provider_admin::update(&state.db, id, &change, state.clock.now(), &entry)
        .await?
        .ok_or_else(|| Error::not_found("casino.provider_not_found"))?;
    Ok(Reply::with_message(lang.t("casino.provider_saved"), updated.into()))
}
