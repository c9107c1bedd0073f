//! What player accounts share across their endpoints (auth/*, customer/*): settings, rate limits, one-time
//! codes and the texts of the messages they send.

pub mod codes;
pub mod messages;
pub mod passwords;

/// The envelope of an answer that carries only a message (`data` is null): for the OpenAPI document.
#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
pub struct MessageEnvelope {
    pub success: bool,
    /// Shown by the client as a toast.
    pub message: Option<String>,
    #[schema(value_type = Option<Object>)]
    pub data: Option<()>,
}

/// A form value some clients send as a string and others as a number (or a boolean).
#[derive(Debug, Clone, PartialEq, serde::Deserialize, serde::Serialize)]
#[serde(untagged)]
pub enum Loose {
    Text(String),
    Number(serde_json::Number),
    Bool(bool),
}

impl Loose {
    /// As text; a number is zero-padded to `width` digits (`5` → `05` for a two-digit box).
    pub fn text(&self, width: usize) -> String {
        match self {
            Loose::Text(text) => text.clone(),
            Loose::Number(n) => match n.as_u64() {
                Some(n) => format!("{n:0width$}"),
                None => n.to_string(),
            },
            Loose::Bool(b) => b.to_string(),
        }
    }

    /// As a whole number (from a number or a string of digits).
    pub fn integer(&self) -> Option<i64> {
        match self {
            Loose::Text(text) => text.trim().parse().ok(),
            Loose::Number(n) => n.as_i64(),
            Loose::Bool(b) => Some(i64::from(*b)),
        }
    }
}

/// A required whole-number field (country id, step, session id).
pub fn required_integer(value: Option<&Loose>) -> Result<i64, domain::validation::Invalid> {
    use domain::validation::Invalid;
    match value {
        None => Err(Invalid::new("validation.required")),
        Some(Loose::Text(t)) if t.trim().is_empty() => Err(Invalid::new("validation.required")),
        Some(v) => v.integer().ok_or_else(|| Invalid::new("validation.integer")),
    }
}
