//! The demo content `make run` and `zar seed` load: idempotent, safe to run on every start.
//! Each feature adds its part here (demo player, sliders, pages, promotions …).

mod bonuses;
pub mod casino;
mod cms;
pub mod payments;

use chrono::{DateTime, Utc};

use crate::{Db, Result};

/// Loads every feature's demo content that is not there yet.
/// `now` (the caller's clock) dates what is created.
pub async fn load(db: &Db, now: DateTime<Utc>) -> Result<()> {
    // Countries are reference data and come with the migrations.
    let player = demo_player(db, now).await?;
    demo_balance(db, player, now).await?;
    demo_operator(db, now).await?;
    cms::load(db, now).await?;
    payments::load(db).await?;
    casino::load(db, now).await?;
    bonuses::load(db, now).await?;
    Ok(())
}

/// The demo player's login.
pub const DEMO_USERNAME: &str = "demo";
pub const DEMO_PASSWORD: &str = "demo12345";

/// The demo player `demo` / `demo12345` (Demo Oyuncu, verified phone 905551234567, demo@zar.example), created
/// if absent; gives their id.
pub async fn demo_player(db: &Db, now: DateTime<Utc>) -> Result<i64> {
    use domain::account::{Password, Usercode};

    if let Some(player) = crate::players::by_username(db, DEMO_USERNAME).await? {
        return Ok(player.id);
    }
    let password = Password::parse(DEMO_PASSWORD).map_err(|e| crate::StoreError::Other(e.key.to_owned()))?;
    let password_hash = tokio::task::spawn_blocking(move || domain::password::hash(&password))
        .await
        .map_err(|e| crate::StoreError::Other(e.to_string()))?
        .map_err(|e| crate::StoreError::Other(e.to_string()))?;
    let mut new = crate::players::NewPlayer {
        usercode: Usercode::generate(&mut rand::rng()).as_str().to_owned(),
        username: DEMO_USERNAME.to_owned(),
        email: "demo@zar.example".to_owned(),
        phone: "905551234567".to_owned(),
        name: "Demo".to_owned(),
        surname: "Oyuncu".to_owned(),
        birth_date: chrono::NaiveDate::from_ymd_opt(1990, 1, 1).unwrap_or_default(),
        country_id: crate::countries::default_id(db).await?,
        trial_bonus: false,
        referrer_id: None,
        password_hash,
        locale: "tr".to_owned(),
        created_at: now,
    };
    let id = loop {
        match crate::players::create(db, &new).await? {
            Ok(id) => break id,
            Err(crate::players::Taken::Usercode) => {
                new.usercode = Usercode::generate(&mut rand::rng()).as_str().to_owned();
            }
            // Another start created it meanwhile (or someone registered its e-mail or phone).
            Err(_) => {
                return match crate::players::by_username(db, DEMO_USERNAME).await? {
                    Some(player) => Ok(player.id),
                    None => Err(crate::StoreError::Other("the demo player's e-mail or phone is taken".to_owned())),
                };
            }
        }
    };
    crate::players::mark_phone_verified(db, id, now).await?;
    Ok(id)
}

/// The demo player's opening balance in kuruş (₺2.500,00).
pub const DEMO_BALANCE: i64 = 250_000;

/// Credits the demo player's opening balance from the house, once (the idempotency key makes reruns no-ops).
async fn demo_balance(db: &Db, player_id: i64, now: DateTime<Utc>) -> Result<()> {
    use domain::{
        ledger::{Account, IdempotencyKey, Kind, Transfer},
        money::Money,
    };
    let transfer = Transfer::between(Account::House, Account::PlayerCash(player_id), Money(DEMO_BALANCE))
        .map_err(|e| crate::StoreError::Other(e.to_string()))?;
    let key = IdempotencyKey::parse(format!("demo:opening-balance:{player_id}"))
        .map_err(|e| crate::StoreError::Other(e.to_string()))?;
    crate::ledger::post(db, Kind::DemoCredit, &key, "demo opening balance", &transfer, now).await.map_err(
        |e| match e {
            crate::ledger::LedgerError::Store(e) => e,
            other => crate::StoreError::Other(other.to_string()),
        },
    )?;
    Ok(())
}

/// The demo operator's login (role admin). Local use only: it exists only where demo content is loaded.
pub const DEMO_OPERATOR_USERNAME: &str = "admin";
pub const DEMO_OPERATOR_PASSWORD: &str = "admin12345";

/// The demo operator `admin` / `admin12345` with role admin, created if absent (its creation is audited as a
/// `zar seed` action); gives its id. The password is shorter than `zar operator create` allows, on purpose:
/// it is a well-known demo credential, never a real account.
pub async fn demo_operator(db: &Db, now: DateTime<Utc>) -> Result<i64> {
    use domain::{account::Password, operator::Role};

    if let Some((operator, _)) = crate::operators::credentials(db, DEMO_OPERATOR_USERNAME).await? {
        return Ok(operator.id);
    }
    let password = Password::parse(DEMO_OPERATOR_PASSWORD).map_err(|e| crate::StoreError::Other(e.key.to_owned()))?;
    let password_hash = tokio::task::spawn_blocking(move || domain::password::hash(&password))
        .await
        .map_err(|e| crate::StoreError::Other(e.to_string()))?
        .map_err(|e| crate::StoreError::Other(e.to_string()))?;
    let actor = crate::audit::Actor::system("zar seed", now);
    match crate::operators::create(db, DEMO_OPERATOR_USERNAME, Role::Admin, &password_hash, &actor).await {
        Ok(operator) => Ok(operator.id),
        // Another start created it meanwhile.
        Err(crate::operators::CreateError::UsernameTaken) => {
            match crate::operators::credentials(db, DEMO_OPERATOR_USERNAME).await? {
                Some((operator, _)) => Ok(operator.id),
                None => Err(crate::StoreError::Other("the demo operator could not be created".to_owned())),
            }
        }
        Err(crate::operators::CreateError::Store(e)) => Err(e),
    }
}
