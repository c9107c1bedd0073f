//! Role-checked operators: a handler names who may call it in its signature (`editor: ContentEditor`)
//! instead of checking the role in its body. Extracting one answers what [`Operator`] answers (401 without a
//! live session) and then 403 `auth.forbidden` when the operator's role is not allowed; admin always passes.

use std::{marker::PhantomData, ops::Deref};

use axum::{extract::FromRequestParts, http::request::Parts};
use domain::operator::Role;

use super::operator::Operator;
use crate::{error::Error, state::AppState};

/// The roles (besides admin) a [`Allowed`] operator may have.
pub trait Roles {
    const ROLES: &'static [Role];
}

/// An operator whose role is one of `R`'s (or admin). Derefs to the [`Operator`].
#[derive(Debug, Clone)]
pub struct Allowed<R: Roles> {
    operator: Operator,
    roles: PhantomData<fn() -> R>,
}

impl<R: Roles> Allowed<R> {
    /// The operator behind the request.
    pub fn into_operator(self) -> Operator {
        self.operator
    }
}

impl<R: Roles> Deref for Allowed<R> {
    type Target = Operator;

    fn deref(&self) -> &Operator {
        &self.operator
    }
}

impl<R: Roles> FromRequestParts<AppState> for Allowed<R> {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let operator = Operator::from_request_parts(parts, state).await?;
        operator.require(R::ROLES)?;
        Ok(Allowed { operator, roles: PhantomData })
    }
}

/// Role `content`: the site's content (`/api/admin/cms`).
#[derive(Debug, Clone, Copy)]
pub struct Content;

impl Roles for Content {
    const ROLES: &'static [Role] = &[Role::Content];
}

/// An operator who may change the site's content: role `content` or admin.
pub type ContentEditor = Allowed<Content>;

/// Roles `content` and `finance`: the site options, each of which names who may change it
/// (`domain::cms::option_editors`: the bank account is finance's too).
#[derive(Debug, Clone, Copy)]
pub struct ContentOrFinance;

impl Roles for ContentOrFinance {
    const ROLES: &'static [Role] = &[Role::Content, Role::Finance];
}

/// An operator who may open the site options: role `content`, `finance` or admin. Whether they may change one is
/// the option's (`cms::admin::site_options`).
pub type OptionsEditor = Allowed<ContentOrFinance>;

/// Role `support`: talking to players (notifications).
#[derive(Debug, Clone, Copy)]
pub struct Support;

impl Roles for Support {
    const ROLES: &'static [Role] = &[Role::Support];
}

/// An operator who may message players: role `support` or admin.
pub type SupportAgent = Allowed<Support>;

/// Role `finance`: money (withdrawal decisions).
#[derive(Debug, Clone, Copy)]
pub struct Finance;

impl Roles for Finance {
    const ROLES: &'static [Role] = &[Role::Finance];
}

/// An operator who may decide withdrawals: role `finance` or admin.
pub type Cashier = Allowed<Finance>;

/// Roles `finance` and `support`: reading players' payments and ledgers.
#[derive(Debug, Clone, Copy)]
pub struct FinanceOrSupport;

impl Roles for FinanceOrSupport {
    const ROLES: &'static [Role] = &[Role::Finance, Role::Support];
}

/// An operator who may look into players' money: role `finance`, `support` or admin.
pub type MoneyReader = Allowed<FinanceOrSupport>;

/// An operator who works with players' accounts (search, notes): role `finance`, `support` or admin.
pub type PlayerStaff = Allowed<FinanceOrSupport>;
