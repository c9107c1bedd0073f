//! Internal notes on a player (`/api/admin/players/{id}/notes`, roles support, finance and admin): what one
//! operator tells the next about a player. Each new note is audited (`player.note.create`); players never see
//! them.

use axum::extract::{Path, Query, State};
use chrono::{DateTime, Utc};
use domain::validation::text_length;
use serde::{Deserialize, Serialize};
use store::player_notes::Note;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::{player_sessions::existing_player, roles::PlayerStaff};
use crate::paging::{Page, Paging};
use crate::{
    error::{ApiJson, Error},
    i18n::{Lang, message},
    reply::{ApiResult, Reply},
    state::AppState,
};

/// `/api/admin/players/{id}/notes`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(notes, add_note))
}

/// Bounds of a note, in characters (after trimming).
const TEXT_MIN: usize = 1;
const TEXT_MAX: usize = 2000;

/// A note on a player.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlayerNote {
    pub id: i64,
    pub text: String,
    pub operator_id: i64,
    /// The author's username.
    pub operator: String,
    pub created_at: DateTime<Utc>,
}

impl From<Note> for PlayerNote {
    fn from(n: Note) -> Self {
        PlayerNote {
            id: n.id,
            text: n.text,
            operator_id: n.operator_id,
            operator: n.operator,
            created_at: n.created_at,
        }
    }
}

/// Paging of the notes.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct NotesQuery {
    pub skip: Option<String>,
    /// 1–100 (default 20).
    pub take: Option<String>,
}

/// A player's notes, newest first.
#[utoipa::path(get, path = "/api/admin/players/{id}/notes", tag = "admin", operation_id = "admin_player_notes",
    security(("operator" = [])), params(("id" = i64, Path, description = "player id"), NotesQuery),
    responses((status = 200, body = crate::reply::Envelope<Page<PlayerNote>>), (status = 401),
        (status = 403, description = "role content"), (status = 404, description = "admin.player_not_found"),
        (status = 422)))]
pub async fn notes(
    State(state): State<AppState>,
    _staff: PlayerStaff,
    Path(id): Path<String>,
    Query(query): Query<NotesQuery>,
) -> ApiResult<Page<PlayerNote>> {
    let paging = Paging::parse(query.skip.as_deref(), query.take.as_deref())?;
    let player = existing_player(&state, &id).await?;
    let (rows, total) = store::player_notes::list(&state.db, player, paging.skip, paging.take).await?;
    Ok(Reply::data(Page { items: rows.into_iter().map(PlayerNote::from).collect(), total }))
}

/// A new note.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct NoteRequest {
    /// 1–2000 characters.
    pub text: String,
}

/// Adds a note on a player (audited).
#[utoipa::path(post, path = "/api/admin/players/{id}/notes", tag = "admin", operation_id = "admin_add_player_note",
    security(("operator" = [])), params(("id" = i64, Path, description = "player id")), request_body = NoteRequest,
    responses((status = 200, body = crate::reply::Envelope<PlayerNote>), (status = 401),
        (status = 403, description = "role content"), (status = 404, description = "admin.player_not_found"),
        (status = 422, description = "text empty or longer than 2000 characters")))]
pub async fn add_note(
    State(state): State<AppState>,
    lang: Lang,
    staff: PlayerStaff,
    Path(id): Path<String>,
    ApiJson(input): ApiJson<NoteRequest>,
) -> ApiResult<PlayerNote> {
    let player = existing_player(&state, &id).await?;
    let text = text_length(&input.text, TEXT_MIN, TEXT_MAX).map_err(|e| Error::field("text", e))?;
    let entry = staff.audit("player.note.create", "player", player);
    let note = store::player_notes::add(&state.db, player, staff.id, text, state.clock.now(), &entry).await?;
    Ok(Reply::with_message(message(lang.0, "admin.note_added", &[]), note.into()))
}
