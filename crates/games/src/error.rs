//! The game API's errors and answers: the partner kit's ([`partner::answer`]) in the games' words.

pub use partner::answer::{Arg, Error, ok};

use axum::response::Response;
use serde::Serialize;

use crate::i18n::{Lang, messages};

/// `result` answered in `lang`.
pub fn reply<T: Serialize>(lang: Lang, result: Result<T, Error>) -> Response {
    partner::answer::reply(messages(), lang, result)
}
