//! A notification as the player's client shows it: what `customer/notification` lists and the hub pushes.

use chrono::{DateTime, Utc};
use domain::locale::Locale;
use serde::Serialize;
use utoipa::ToSchema;

/// A notification as the player's client shows it (product §3), in the request's language.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NotificationItem {
    pub id: i64,
    pub title: String,
    pub note: String,
    /// Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5.
    #[serde(rename = "type")]
    pub kind: i64,
    /// When it was sent (UTC).
    pub time_stamp: DateTime<Utc>,
    pub is_read: bool,
}

impl NotificationItem {
    pub fn new(notification: &store::notifications::Notification, locale: Locale) -> NotificationItem {
        NotificationItem {
            id: notification.id,
            title: notification.title.get(locale).clone(),
            note: notification.note.get(locale).clone(),
            kind: notification.kind.number(),
            time_stamp: notification.created_at,
            is_read: notification.is_read,
        }
    }
}
