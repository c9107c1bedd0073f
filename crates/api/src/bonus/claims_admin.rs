//! Who claimed a bonus (`GET /api/admin/bonuses/{id}/grants`, role admin like the definitions): its grants,
//! newest first and paged, each with its player, amount, wagering, status and dates.

use axum::extract::{Path, Query, State};
use serde::Serialize;
use store::bonuses::grants::Claimed;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::player::BonusGrant;
use crate::{
    casino::providers_admin::Administrator,
    error::Error,
    i18n::Lang,
    paging::{Page, Paging, PagingQuery},
    reply::{ApiResult, Reply},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(bonus_grants))
}

/// A grant of the bonus and the player it went to (the bonus money left is not shown: 0).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminBonusGrant {
    pub player_id: i64,
    pub username: String,
    #[serde(flatten)]
    pub grant: BonusGrant,
}

/// The grants of one bonus, newest first.
#[utoipa::path(get, path = "/api/admin/bonuses/{id}/grants", tag = "admin", operation_id = "admin_bonus_grants",
    security(("operator" = [])), params(("id" = i64, Path, description = "bonus id"), PagingQuery),
    responses((status = 200, body = crate::reply::Envelope<Page<AdminBonusGrant>>), (status = 401),
        (status = 403, description = "roles finance, support and content"),
        (status = 404, description = "bonus.not_found"), (status = 422)))]
pub async fn bonus_grants(
    State(state): State<AppState>,
    Lang(locale): Lang,
    _: Administrator,
    Path(id): Path<String>,
    Query(query): Query<PagingQuery>,
) -> ApiResult<Page<AdminBonusGrant>> {
    let paging = Paging::parse(query.skip.as_deref(), query.take.as_deref())?;
    let not_found = || Error::not_found("bonus.not_found");
    let id = id.trim().parse::<i64>().ok().filter(|id| *id > 0).ok_or_else(not_found)?;
    store::bonuses::definitions::get(&state.db, id).await?.ok_or_else(not_found)?;
    let (rows, total) = store::bonuses::grants::of_bonus(&state.db, id, paging.skip, paging.take).await?;
    let items = rows
        .into_iter()
        .map(|Claimed { grant, username }| AdminBonusGrant {
            player_id: grant.player_id,
            username,
            grant: BonusGrant::new(&grant, domain::money::Money(0), locale),
        })
        .collect();
    Ok(Reply::data(Page { items, total }))
}
