//! Requests to the operator's support team when no live chat is configured: a written message or a call-back
//! (issue 24). What a request must hold; the store keeps them and operators work through them.

use crate::{
    account::{Email, Phone},
    validation::{FieldErrors, Invalid, text_length},
};

/// What the player asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RequestKind {
    /// "Write to us": answered by e-mail or phone.
    Message,
    /// "Call me back", at a preferred time of day.
    Callback,
}

impl RequestKind {
    pub const ALL: [RequestKind; 2] = [RequestKind::Message, RequestKind::Callback];

    pub fn as_str(self) -> &'static str {
        match self {
            RequestKind::Message => "message",
            RequestKind::Callback => "callback",
        }
    }

    pub fn parse(text: &str) -> Result<RequestKind, Invalid> {
        RequestKind::ALL.into_iter().find(|k| k.as_str() == text.trim()).ok_or_else(choice)
    }
}

/// When a call-back suits the player (Turkey's time).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PreferredTime {
    Any,
    /// 09:00–12:00.
    Morning,
    /// 12:00–18:00.
    Afternoon,
    /// 18:00–22:00.
    Evening,
}

impl PreferredTime {
    pub const ALL: [PreferredTime; 4] =
        [PreferredTime::Any, PreferredTime::Morning, PreferredTime::Afternoon, PreferredTime::Evening];

    pub fn as_str(self) -> &'static str {
        match self {
            PreferredTime::Any => "any",
            PreferredTime::Morning => "morning",
            PreferredTime::Afternoon => "afternoon",
            PreferredTime::Evening => "evening",
        }
    }

    pub fn parse(text: &str) -> Result<PreferredTime, Invalid> {
        PreferredTime::ALL.into_iter().find(|t| t.as_str() == text.trim()).ok_or_else(choice)
    }
}

fn choice() -> Invalid {
    Invalid::new("validation.choice")
}

/// Bounds of the fields, in characters.
pub const NAME: (usize, usize) = (2, 80);
pub const MESSAGE: (usize, usize) = (10, 2000);

/// A request as typed, before it is checked.
#[derive(Debug, Clone, Default)]
pub struct Form<'a> {
    pub kind: Option<&'a str>,
    pub name: Option<&'a str>,
    pub phone: Option<&'a str>,
    pub email: Option<&'a str>,
    pub preferred_time: Option<&'a str>,
    pub message: Option<&'a str>,
}

/// A checked request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub kind: RequestKind,
    pub name: String,
    /// `905…` for Turkish mobiles (see [`Phone`]).
    pub phone: String,
    pub email: Option<String>,
    /// A call-back's; `None` for a message.
    pub preferred_time: Option<PreferredTime>,
    /// Required (10–2,000 characters) for a message; optional (up to 2,000) with a call-back.
    pub message: String,
}

fn present(value: Option<&str>) -> Option<&str> {
    value.map(str::trim).filter(|v| !v.is_empty())
}

/// Checks every field and gives the request, or every refused field.
pub fn check(form: &Form<'_>) -> Result<Request, FieldErrors> {
    let mut errors = FieldErrors::default();
    let kind = errors.check(
        "kind",
        present(form.kind).ok_or_else(|| Invalid::new("validation.required")).and_then(RequestKind::parse),
    );
    let name = errors.check("name", text_length(form.name.unwrap_or_default(), NAME.0, NAME.1).map(str::to_owned));
    let phone = errors.check("phone", Phone::parse(form.phone.unwrap_or_default()).map(|p| p.as_str().to_owned()));
    let email = match present(form.email) {
        Some(email) => errors.check("email", Email::parse(email).map(|e| Some(e.as_str().to_owned()))),
        None => Some(None),
    };
    let preferred_time = match (kind, present(form.preferred_time)) {
        (Some(RequestKind::Callback), Some(text)) => {
            errors.check("preferredTime", PreferredTime::parse(text).map(Some))
        }
        (Some(RequestKind::Callback), None) => Some(Some(PreferredTime::Any)),
        _ => Some(None),
    };
    let message = match (kind, present(form.message)) {
        (Some(RequestKind::Message), text) => {
            errors.check("message", text_length(text.unwrap_or_default(), MESSAGE.0, MESSAGE.1).map(str::to_owned))
        }
        (_, Some(text)) => errors.check("message", text_length(text, 1, MESSAGE.1).map(str::to_owned)),
        (_, None) => Some(String::new()),
    };
    errors.finish()?;
    match (kind, name, phone, email, preferred_time, message) {
        (Some(kind), Some(name), Some(phone), Some(email), Some(preferred_time), Some(message)) => {
            Ok(Request { kind, name, phone, email, preferred_time, message })
        }
        _ => unreachable!("every refused field was recorded"),
    }
}

/// The reference a player quotes for request `id`: `ZS-000042`.
pub fn reference(id: i64) -> String {
    format!("ZS-{id:06}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form<'a>() -> Form<'a> {
        Form {
            kind: Some("callback"),
            name: Some(" Ayşe Yılmaz "),
            phone: Some("+90 532 765 43 21"),
            ..Form::default()
        }
    }

    #[test]
    fn a_callback_needs_a_name_and_a_phone_and_defaults_to_any_time() {
        let request = check(&form()).unwrap();
        assert_eq!(request.kind, RequestKind::Callback);
        assert_eq!(request.name, "Ayşe Yılmaz");
        assert_eq!(request.phone, "905327654321");
        assert_eq!(request.preferred_time, Some(PreferredTime::Any));
        assert_eq!(request.message, "");
        let evening = check(&Form { preferred_time: Some("evening"), ..form() }).unwrap();
        assert_eq!(evening.preferred_time, Some(PreferredTime::Evening));
    }

    #[test]
    fn a_message_needs_its_text_and_has_no_preferred_time() {
        let short = check(&Form { kind: Some("message"), message: Some("help"), ..form() }).unwrap_err();
        assert_eq!(short.0[0].0, "message");
        assert_eq!(short.0[0].1[0].key, "validation.length");
        let missing = check(&Form { kind: Some("message"), ..form() }).unwrap_err();
        assert_eq!(missing.0[0].1[0].key, "validation.required");
        let ok = check(&Form {
            kind: Some("message"),
            message: Some("I cannot find my deposit."),
            preferred_time: Some("morning"),
            ..form()
        })
        .unwrap();
        assert_eq!((ok.kind, ok.preferred_time), (RequestKind::Message, None));
    }

    #[test]
    fn every_refused_field_is_reported() {
        let refused = check(&Form {
            kind: Some("fax"),
            name: Some("A"),
            phone: Some("12"),
            email: Some("not-an-email"),
            ..Form::default()
        })
        .unwrap_err();
        let fields: Vec<&str> = refused.0.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(fields, ["kind", "name", "phone", "email"]);
        assert_eq!(refused.0[0].1[0].key, "validation.choice");
        let bad_time = check(&Form { preferred_time: Some("midnight"), ..form() }).unwrap_err();
        assert_eq!(bad_time.0[0].0, "preferredTime");
    }

    #[test]
    fn references_are_zero_padded() {
        assert_eq!(reference(42), "ZS-000042");
        assert_eq!(reference(1_234_567), "ZS-1234567");
    }
}
