//! The e-mails and SMS player accounts send, written in the reader's language from the message catalogue
//! (`sms.*`, `email.*` keys) when they are queued; the outbox keeps that language with the message.

use domain::locale::Locale;
use store::outbox::{Channel, NewMessage};

use crate::i18n::message;

/// The SMS with a phone verification code.
pub fn phone_code_sms(locale: Locale, player_id: i64, phone: &str, code: &str, minutes: u64) -> NewMessage {
    NewMessage {
        channel: Channel::Sms,
        recipient: phone.to_owned(),
        player_id: Some(player_id),
        locale: locale.code().to_owned(),
        subject: String::new(),
        body: message(locale, "sms.phone_code", &[("code", code.to_owned()), ("minutes", minutes.to_string())]),
        html: None,
    }
}

/// The e-mail with a password reset code (text and HTML).
pub fn reset_code_email(
    locale: Locale,
    player_id: i64,
    email: &str,
    username: &str,
    code: &str,
    minutes: u64,
) -> NewMessage {
    let t = |key: &str, args: &[(&str, String)]| message(locale, key, args);
    let greeting = t("email.greeting", &[("username", username.to_owned())]);
    let intro = t("email.reset.intro", &[]);
    let validity = t("email.reset.validity", &[("minutes", minutes.to_string())]);
    let ignore = t("email.reset.ignore", &[]);
    let signature = t("email.signature", &[]);
    let body = format!("{greeting}\n\n{intro}\n\n    {code}\n\n{validity}\n{ignore}\n\n{signature}\n");
    let html = layout(
        locale,
        &format!(
            "<p>{}</p><p>{}</p>\
             <p style=\"font-size:32px;font-weight:700;letter-spacing:8px;margin:24px 0;color:#111827\">{}</p>\
             <p>{}</p><p style=\"color:#6b7280\">{}</p>",
            escape(&greeting),
            escape(&intro),
            escape(code),
            escape(&validity),
            escape(&ignore)
        ),
    );
    NewMessage {
        channel: Channel::Email,
        recipient: email.to_owned(),
        player_id: Some(player_id),
        locale: locale.code().to_owned(),
        subject: t("email.reset.subject", &[]),
        body,
        html: Some(html),
    }
}

/// The notice that the account's password was changed (by the player or with a reset code).
pub fn password_changed_email(
    locale: Locale,
    player_id: i64,
    email: &str,
    username: &str,
    at: chrono::DateTime<chrono::Utc>,
) -> NewMessage {
    let t = |key: &str, args: &[(&str, String)]| message(locale, key, args);
    let greeting = t("email.greeting", &[("username", username.to_owned())]);
    let text = t("email.password_changed.body", &[("time", at.format("%d.%m.%Y %H:%M").to_string())]);
    let signature = t("email.signature", &[]);
    NewMessage {
        channel: Channel::Email,
        recipient: email.to_owned(),
        player_id: Some(player_id),
        locale: locale.code().to_owned(),
        subject: t("email.password_changed.subject", &[]),
        body: format!("{greeting}\n\n{text}\n\n{signature}\n"),
        html: Some(layout(locale, &format!("<p>{}</p><p>{}</p>", escape(&greeting), escape(&text)))),
    }
}

/// A plain, mail-client-safe frame (inline styles, no external resources).
fn layout(locale: Locale, content: &str) -> String {
    let signature = escape(&message(locale, "email.signature", &[]));
    format!(
        "<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\"></head>\
         <body style=\"margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif\">\
         <div style=\"max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;color:#1f2937\">\
         <div style=\"font-size:24px;font-weight:800;color:#16a34a;margin-bottom:16px\">Zar</div>\
         {content}<p style=\"margin-top:32px\">{signature}</p></div></body></html>",
        lang = locale.code()
    )
}

/// Escapes text for HTML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&#39;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_written_in_the_readers_language() {
        let sms = phone_code_sms(Locale::Tr, 1, "905551234567", "123456", 10);
        assert!(sms.body.contains("123456") && sms.body.contains("10"), "{}", sms.body);
        assert_eq!(sms.locale, "tr");
        let en = reset_code_email(Locale::En, 1, "a@b.co", "ayse1", "654321", 10);
        assert!(en.subject.contains("password"), "{}", en.subject);
        assert!(en.body.contains("654321") && en.html.as_deref().unwrap().contains("654321"));
        let tr = reset_code_email(Locale::Tr, 1, "a@b.co", "ayse1", "654321", 10);
        assert_ne!(tr.subject, en.subject);
    }

    #[test]
    fn html_is_escaped() {
        assert_eq!(escape("<b>\"x\" & 'y'</b>"), "&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;");
    }
}
