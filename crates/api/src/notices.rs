//! How notices to players are worded and pushed: the notification rows features write in their transactions
//! (a payment's, a bonus's, a limit's alert), the way a player reads amounts and times, and [`announce`], which
//! after the commit pushes a notification and the new balances to the player's open tabs.

use chrono::{DateTime, Utc};
use domain::{
    bonus::Status,
    locale::Locale,
    money::Money,
    notification::Kind,
    responsible::{LimitKind, Period},
};
use store::{bonuses::Grant, cms::Localized, notifications::NewNotification, responsible::Alert};

use crate::{balance::Balance, i18n::message, notifications::item::NotificationItem, state::AppState};

/// The catalogue keys of a notification's title and note.
pub struct Notice {
    pub title: &'static str,
    pub note: &'static str,
}

pub const DEPOSITED: Notice = Notice { title: "wallet.notice.deposited.title", note: "wallet.notice.deposited.note" };
pub const REQUESTED: Notice = Notice { title: "wallet.notice.requested.title", note: "wallet.notice.requested.note" };
pub const APPROVED: Notice = Notice { title: "wallet.notice.approved.title", note: "wallet.notice.approved.note" };
pub const REJECTED: Notice = Notice { title: "wallet.notice.rejected.title", note: "wallet.notice.rejected.note" };

/// A notification to `player_id` of `kind`, its title and note `keys` in both languages, filled with `args`.
pub fn notice(
    player_id: i64,
    kind: Kind,
    keys: &Notice,
    args: &[(&str, String)],
    now: DateTime<Utc>,
) -> NewNotification {
    let text = |key: &str| Localized {
        tr: message(Locale::Tr, key, &localized_args(Locale::Tr, args)),
        en: message(Locale::En, key, &localized_args(Locale::En, args)),
    };
    NewNotification {
        player_id: Some(player_id),
        kind,
        title: text(keys.title),
        note: text(keys.note),
        created_at: now,
        operator_id: None,
    }
}

/// After a payment's change committed: pushes `notification` (written under its id) and the player's new
/// balances to their open tabs. A failure to read the balances only costs the push (the 10 s poll follows).
pub async fn announce(state: &AppState, player_id: i64, notification: Option<(i64, &NewNotification)>) {
    let Some(realtime) = &state.realtime else { return };
    if let Some((id, new)) = notification {
        let stored = new.stored(id);
        realtime.notification(Some(player_id), |locale| NotificationItem::new(&stored, locale)).await;
    }
    match store::ledger::player_balances(&state.db, player_id).await {
        Ok(balances) => realtime.balance(player_id, Balance::from(balances)).await,
        Err(e) => tracing::warn!(error = %e, player_id, "balance push skipped"),
    }
}

/// `args` for `locale`: an `amount` (as `Money` displays it, `1234.50`) written the language's way.
pub fn localized_args<'a>(locale: Locale, args: &[(&'a str, String)]) -> Vec<(&'a str, String)> {
    args.iter()
        .map(|(key, value)| (*key, if *key == "amount" { amount_text(locale, value) } else { value.clone() }))
        .collect()
}

/// `1234.50` (`Money`'s display) as a player reads it: `1.234,50` in Turkish, `1,234.50` in English.
pub fn amount_text(locale: Locale, plain: &str) -> String {
    let (sign, digits) = plain.strip_prefix('-').map_or(("", plain), |rest| ("-", rest));
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, "00"));
    let (group, decimal) = if locale == Locale::Tr { (".", ",") } else { (",", ".") };
    let grouped: Vec<String> =
        whole.as_bytes().rchunks(3).rev().map(|chunk| String::from_utf8_lossy(chunk).into_owned()).collect();
    format!("{sign}{}{decimal}{fraction}", grouped.join(group))
}

/// A time as a player reads it: Istanbul's wall clock, `25.11.2026 00:00`.
pub fn local_time(at: DateTime<Utc>) -> String {
    let offset = chrono::FixedOffset::east_opt(3 * 3600).expect("a valid offset");
    at.with_timezone(&offset).format("%d.%m.%Y %H:%M").to_string()
}

/// An amount of money as a player reads it in `locale`.
pub fn money_text(locale: Locale, money: Money) -> String {
    amount_text(locale, &money.to_string())
}

/// The word of a period in `locale` (`günlük`, `daily` …).
pub fn period_word(locale: Locale, period: Period) -> String {
    message(locale, &format!("responsible.period.{}", period.code()), &[])
}

/// The word of a limit's kind in `locale`.
pub fn kind_word(locale: Locale, kind: LimitKind) -> String {
    message(locale, &format!("responsible.kind.{}", kind.code()), &[])
}

/// A text in both languages: `key` of the catalogue filled with `args` for each.
pub fn both(key: &str, args: impl Fn(Locale) -> Vec<(&'static str, String)>) -> Localized<String> {
    Localized { tr: message(Locale::Tr, key, &args(Locale::Tr)), en: message(Locale::En, key, &args(Locale::En)) }
}

/// The notification of a limit brought to 80 % (kind System).
pub fn alert_notice(alert: &Alert) -> NewNotification {
    let args = |locale| {
        vec![
            ("period", period_word(locale, alert.period)),
            ("kind", kind_word(locale, alert.kind)),
            ("used", money_text(locale, alert.used)),
            ("limit", money_text(locale, alert.limit)),
            ("until", local_time(alert.lifts_at)),
        ]
    };
    NewNotification {
        player_id: Some(alert.player_id),
        kind: Kind::System,
        title: both("responsible.notice.alert.title", args),
        note: both("responsible.notice.alert.note", args),
        created_at: alert.at,
        operator_id: None,
    }
}

/// The notification of a sportsbook bet slip paid out (the seamless wallet's batches write it with the credit).
pub fn slip_won_notice(player_id: i64, payout: Money, at: DateTime<Utc>) -> NewNotification {
    notice(player_id, Kind::System, &SLIP_WON, &[("amount", payout.to_string())], at)
}

/// A sportsbook slip's payout.
pub const SLIP_WON: Notice = Notice { title: "sportsbook.notice.won.title", note: "sportsbook.notice.won.note" };

/// The notification of a bonus granted, converted or ended.
pub fn grant_notice(grant: &Grant, player_id: i64, at: DateTime<Utc>) -> NewNotification {
    let key = match grant.status {
        Status::Active => "bonus.notice.granted",
        Status::Converted => "bonus.notice.converted",
        Status::Expired => "bonus.notice.expired",
        Status::Forfeited => "bonus.notice.forfeited",
    };
    let args = |locale: Locale| {
        vec![
            ("title", grant.title.get(locale).clone()),
            ("amount", amount_text(locale, &grant.amount.to_string())),
            ("converted", amount_text(locale, &grant.converted_amount.to_string())),
            ("wagering", amount_text(locale, &grant.wagering_required.to_string())),
            ("until", local_time(grant.expires_at)),
        ]
    };
    NewNotification {
        player_id: Some(player_id),
        kind: Kind::Bonus,
        title: both("bonus.notice.title", args),
        note: both(key, args),
        created_at: at,
        operator_id: None,
    }
}

/// The notification of a conversion (the seamless wallet's batches write it).
pub fn converted_notice(grant: &Grant) -> NewNotification {
    grant_notice(grant, grant.player_id, grant.ended_at.unwrap_or(grant.granted_at))
}

#[cfg(test)]
mod tests {
    use domain::locale::Locale;

    #[test]
    fn amounts_are_written_the_language_s_way() {
        assert_eq!(super::amount_text(Locale::Tr, "1234567.50"), "1.234.567,50");
        assert_eq!(super::amount_text(Locale::En, "1234567.50"), "1,234,567.50");
        assert_eq!(super::amount_text(Locale::Tr, "750.00"), "750,00");
        assert_eq!(super::amount_text(Locale::Tr, "-5.25"), "-5,25");
        let args =
            super::localized_args(Locale::Tr, &[("amount", "1500.00".to_owned()), ("reference", "ZAR-1".to_owned())]);
        assert_eq!(args, vec![("amount", "1.500,00".to_owned()), ("reference", "ZAR-1".to_owned())]);
    }
}
