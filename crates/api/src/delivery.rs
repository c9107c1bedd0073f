//! The delivery worker: takes due messages from the outbox and sends them — e-mail by SMTP (lettre), SMS by an
//! HTTP gateway (a URL template), or, when neither is configured, to the log (recipient only, never the text).
//! A failed attempt is retried with exponential backoff and recorded; after `max_attempts` the message is
//! given up. Several instances may run it on one database: each message is claimed by one at a time.
//! It also prunes spent rate-limit windows and expired codes, ends player sessions that lapsed unnoticed and
//! expires pending deposits that were never confirmed.

use std::time::Duration;

use lettre::{
    AsyncSmtpTransport, AsyncTransport, Tokio1Executor,
    message::{Mailbox, MultiPart},
};
use percent_encoding::{NON_ALPHANUMERIC, utf8_percent_encode};
use store::outbox::{Channel, Message};

use tokio::sync::watch;

use crate::{
    settings::{DeliverySettings, Secret, SmsMethod},
    state::AppState,
};

/// The configured ways out.
pub struct Transports {
    mail: Option<(AsyncSmtpTransport<Tokio1Executor>, Mailbox)>,
    sms: Option<(reqwest::Client, String, SmsMethod)>,
}

impl Transports {
    pub fn from_settings(settings: &DeliverySettings) -> Result<Transports, String> {
        let mail = match &settings.smtp_url {
            Some(Secret(url)) if !url.is_empty() => {
                let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .map_err(|e| format!("ZAR_SMTP_URL: {e}"))?
                    .timeout(Some(Duration::from_secs(20)))
                    .build();
                let from: Mailbox =
                    settings.mail_from.parse().map_err(|e| format!("ZAR_MAIL_FROM {:?}: {e}", settings.mail_from))?;
                Some((transport, from))
            }
            _ => None,
        };
        let sms = match &settings.sms_url_template {
            Some(Secret(template)) if !template.is_empty() => {
                let client = reqwest::Client::builder()
                    .timeout(Duration::from_secs(20))
                    .build()
                    .map_err(|e| format!("SMS client: {e}"))?;
                Some((client, template.clone(), settings.sms_method))
            }
            _ => None,
        };
        Ok(Transports { mail, sms })
    }

    /// A line for the start-up log, without secrets.
    pub fn describe(&self) -> String {
        let mail = if self.mail.is_some() { "smtp" } else { "log" };
        let sms = if self.sms.is_some() { "http gateway" } else { "log" };
        format!("e-mail: {mail}, sms: {sms}")
    }

    /// Sends one message; the error text is recorded on the message (it must not contain secrets).
    pub async fn send(&self, message: &Message) -> Result<(), String> {
        match message.channel() {
            Channel::Email => match &self.mail {
                Some((transport, from)) => send_mail(transport, from, message).await,
                None => {
                    log_only(message);
                    Ok(())
                }
            },
            Channel::Sms => match &self.sms {
                Some((client, template, method)) => send_sms(client, template, *method, message).await,
                None => {
                    log_only(message);
                    Ok(())
                }
            },
        }
    }
}

/// The `log` transport: says a message went out and to whom, never what it says (it may carry a code).
fn log_only(message: &Message) {
    tracing::info!(
        message_id = message.id,
        channel = message.channel().as_str(),
        recipient = %message.recipient,
        "message delivered to the log transport (text not logged)"
    );
}

async fn send_mail(
    transport: &AsyncSmtpTransport<Tokio1Executor>,
    from: &Mailbox,
    message: &Message,
) -> Result<(), String> {
    let to: Mailbox = message.recipient.parse().map_err(|e| format!("recipient: {e}"))?;
    let builder = lettre::Message::builder().from(from.clone()).to(to).subject(message.subject.clone());
    let email = match &message.html {
        Some(html) => builder.multipart(MultiPart::alternative_plain_html(message.body.clone(), html.clone())),
        None => builder.body(message.body.clone()),
    }
    .map_err(|e| format!("building the e-mail: {e}"))?;
    transport.send(email).await.map(|_| ()).map_err(|e| format!("smtp: {e}"))
}

/// The gateway URL for one SMS.
pub fn sms_url(template: &str, phone: &str, text: &str) -> String {
    template
        .replace("{phone}", &utf8_percent_encode(phone, NON_ALPHANUMERIC).to_string())
        .replace("{message}", &utf8_percent_encode(text, NON_ALPHANUMERIC).to_string())
}

async fn send_sms(
    client: &reqwest::Client,
    template: &str,
    method: SmsMethod,
    message: &Message,
) -> Result<(), String> {
    let url = sms_url(template, &message.recipient, &message.body);
    let request = match method {
        SmsMethod::Get => client.get(&url),
        SmsMethod::Post => {
            client.post(&url).json(&serde_json::json!({"phone": message.recipient, "message": message.body}))
        }
    };
    // reqwest's errors can print the URL, which may hold an API key: keep only the kind of failure.
    let response = request.send().await.map_err(|e| {
        let kind = if e.is_timeout() {
            "timeout"
        } else if e.is_connect() {
            "connection failed"
        } else {
            "request failed"
        };
        format!("sms gateway: {kind}")
    })?;
    if response.status().is_success() {
        Ok(())
    } else {
        Err(format!("sms gateway answered HTTP {}", response.status().as_u16()))
    }
}

/// The delay before attempt `attempts + 1`: `base`, doubling, at most an hour.
pub fn backoff(base: Duration, attempts: u32) -> Duration {
    let factor = 2u32.saturating_pow(attempts.saturating_sub(1).min(20));
    base.saturating_mul(factor).min(Duration::from_secs(3600))
}

/// Delivers the next due message, if any; true when there was one (more may be due).
pub async fn deliver_next(state: &AppState, transports: &Transports) -> Result<bool, store::StoreError> {
    let now = state.clock.now();
    let Some(message) = store::outbox::claim_next(&state.db, now, chrono::Duration::seconds(120)).await? else {
        return Ok(false);
    };
    match transports.send(&message).await {
        Ok(()) => {
            // Without the development outbox nobody reads a sent text again, and it may hold a code.
            let erase = !state.settings.dev_outbox;
            store::outbox::mark_sent(&state.db, message.id, state.clock.now(), erase).await?;
        }
        Err(error) => {
            let settings = &state.settings.delivery;
            let attempts = u32::try_from(message.attempts).unwrap_or(u32::MAX);
            let retry_at = (attempts < settings.max_attempts).then(|| {
                state.clock.now()
                    + chrono::Duration::from_std(backoff(settings.retry_base, attempts)).unwrap_or_default()
            });
            tracing::warn!(message_id = message.id, attempts, error, gave_up = retry_at.is_none(), "delivery failed");
            store::outbox::mark_failed(&state.db, message.id, state.clock.now(), &error, retry_at).await?;
        }
    }
    Ok(true)
}

/// How often spent rate-limit windows and expired codes are removed.
const HOUSEKEEPING_EVERY: Duration = Duration::from_secs(10 * 60);
/// How often sessions that lapsed unnoticed or reached their time limit are ended (and their hub connections
/// told), reality checks come, and pending deposits past their time expire: a lapsed tab learns it within this
/// long.
const SESSION_SWEEP_EVERY: Duration = Duration::from_secs(30);

/// Runs until `stop` turns true (or its sender is dropped).
pub async fn run(state: AppState, mut stop: watch::Receiver<bool>) {
    let transports = match Transports::from_settings(&state.settings.delivery) {
        Ok(transports) => transports,
        Err(error) => {
            tracing::error!(error, "the delivery worker cannot start: messages stay in the outbox");
            return;
        }
    };
    tracing::info!(transports = transports.describe(), "delivery worker started");
    let mut last_housekeeping: Option<tokio::time::Instant> = None;
    let mut last_sweep: Option<tokio::time::Instant> = None;
    loop {
        if *stop.borrow() {
            break;
        }
        match deliver_next(&state, &transports).await {
            Ok(true) => continue,
            Ok(false) => {}
            Err(e) => tracing::error!(error = %e, "delivery worker: store error"),
        }
        if last_sweep.is_none_or(|at| at.elapsed() >= SESSION_SWEEP_EVERY) {
            last_sweep = Some(tokio::time::Instant::now());
            if let Err(e) = crate::session::end_lapsed(&state).await {
                tracing::warn!(error = %e, "ending lapsed sessions failed");
            }
            if let Err(e) = crate::responsible::sweep::run(&state).await {
                tracing::warn!(error = %e, "the session limits and reality checks sweep failed");
            }
            if let Err(e) = crate::payments::expiry::run(&state).await {
                tracing::warn!(error = %e, "expiring payments failed");
            }
            if let Err(e) = crate::bonus::expiry::run(&state).await {
                tracing::warn!(error = %e, "expiring bonuses failed");
            }
        }
        if last_housekeeping.is_none_or(|at| at.elapsed() >= HOUSEKEEPING_EVERY) {
            last_housekeeping = Some(tokio::time::Instant::now());
            if let Err(e) = housekeeping(&state).await {
                tracing::warn!(error = %e, "housekeeping failed");
            }
        }
        tokio::select! {
            changed = stop.changed() => if changed.is_err() || *stop.borrow() { break },
            _ = tokio::time::sleep(state.settings.delivery.poll_interval) => {}
        }
    }
    tracing::info!("delivery worker stopped");
}

/// Removes rate-limit windows older than a day and codes expired for a day.
async fn housekeeping(state: &AppState) -> Result<(), store::StoreError> {
    let now = state.clock.now();
    store::rate_limits::prune(&state.db, (now - chrono::Duration::days(1)).timestamp()).await?;
    store::codes::prune(&state.db, now - chrono::Duration::days(1)).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sms_urls_are_filled_and_encoded() {
        let url = sms_url("https://sms.example/send?to={phone}&text={message}&key=k", "905551234567", "Kod: 12 & ş");
        assert_eq!(url, "https://sms.example/send?to=905551234567&text=Kod%3A%2012%20%26%20%C5%9F&key=k");
    }

    #[test]
    fn backoff_doubles_up_to_an_hour() {
        let base = Duration::from_secs(30);
        assert_eq!(backoff(base, 1), Duration::from_secs(30));
        assert_eq!(backoff(base, 2), Duration::from_secs(60));
        assert_eq!(backoff(base, 3), Duration::from_secs(120));
        assert_eq!(backoff(base, 30), Duration::from_secs(3600));
    }

    #[test]
    fn secrets_never_print() {
        assert_eq!(format!("{:?}", Secret("smtp://u:pw@h".into())), "Secret(***)");
        assert_eq!("post".parse::<SmsMethod>(), Ok(SmsMethod::Post));
        assert!("PUT".parse::<SmsMethod>().is_err());
    }
}
