//! The back office's data at scale: 100,000 players and 1,000,000 ledger entries, written in bulk (multi-row
//! inserts in one transaction per table) so both databases fill in seconds rather than hours.
//!
//! The ledger stays what the store would have written: every transaction's entries sum to zero, each entry
//! carries its account's running balance, each account's balance is the sum of its entries and no player's
//! goes below zero — `store::ledger::verify` (what `zar admin ledger verify` runs) is checked afterwards.
//! Per player: a confirmed deposit (payment and `deposit` posting), bets and wins against the house; one in
//! twenty has a withdrawal waiting (payment pending, `withdrawal_request` posting into the hold); one in five
//! also has a deposit that was cancelled (a payment without postings). PostgreSQL is analyzed afterwards, as
//! autovacuum would after a load.

use std::collections::HashMap;

use anyhow::Context;
use chrono::{DateTime, Duration, NaiveDate, Utc};
use domain::ledger::Account;
use sqlx::QueryBuilder;
use store::Db;

use crate::scenarios::Rng;

pub const PLAYERS: usize = 100_000;
pub const LEDGER_ENTRIES: usize = 1_000_000;
/// One player in this many has a withdrawal waiting for a decision.
const PENDING_EVERY: usize = 20;
/// One player in this many has a cancelled deposit too.
const CANCELLED_EVERY: usize = 5;
/// Binds per statement: under SQLite's 32,766 and PostgreSQL's 65,535.
const BINDS: usize = 30_000;
/// The seeded history spans this many days before now.
const DAYS: i64 = 180;

/// What was seeded, for the searches and the report.
pub struct Seeded {
    /// (username, usercode, e-mail, phone, name, surname) of some players, spread over the table.
    pub samples: Vec<[String; 6]>,
    pub players: usize,
    pub ledger_entries: usize,
    pub payments: usize,
    pub pending_withdrawals: usize,
    pub seconds: f64,
}

/// One value of a row.
enum Cell {
    Int(i64),
    Text(String),
    At(DateTime<Utc>),
    Day(NaiveDate),
    Bool(bool),
}

impl From<i64> for Cell {
    fn from(v: i64) -> Cell {
        Cell::Int(v)
    }
}
impl From<String> for Cell {
    fn from(v: String) -> Cell {
        Cell::Text(v)
    }
}
impl From<&str> for Cell {
    fn from(v: &str) -> Cell {
        Cell::Text(v.to_owned())
    }
}
impl From<DateTime<Utc>> for Cell {
    fn from(v: DateTime<Utc>) -> Cell {
        Cell::At(v)
    }
}
impl From<bool> for Cell {
    fn from(v: bool) -> Cell {
        Cell::Bool(v)
    }
}

/// Inserts `rows` into `table (columns)` in multi-row statements, all in one transaction.
async fn insert(db: &Db, table: &str, columns: &[&str], rows: Vec<Vec<Cell>>) -> anyhow::Result<()> {
    let head = format!("INSERT INTO {table} ({}) ", columns.join(", "));
    let per_statement = (BINDS / columns.len()).max(1);
    macro_rules! bulk {
        ($pool:expr) => {{
            let mut tx = $pool.begin().await?;
            for chunk in rows.chunks(per_statement) {
                let mut query = QueryBuilder::new(&head);
                query.push_values(chunk, |mut b, row| {
                    for cell in row {
                        match cell {
                            Cell::Int(v) => b.push_bind(*v),
                            Cell::Text(v) => b.push_bind(v.clone()),
                            Cell::At(v) => b.push_bind(*v),
                            Cell::Day(v) => b.push_bind(*v),
                            Cell::Bool(v) => b.push_bind(*v),
                        };
                    }
                });
                query.build().execute(&mut *tx).await.with_context(|| format!("inserting into {table}"))?;
            }
            tx.commit().await?;
        }};
    }
    match db {
        Db::Sqlite(pool) => bulk!(pool),
        Db::Postgres(pool) => bulk!(pool),
    }
    Ok(())
}

/// The ids of `sql`'s rows (one `id` column), in its order.
async fn ids(db: &Db, sql: &str) -> anyhow::Result<Vec<i64>> {
    Ok(match db {
        Db::Sqlite(pool) => sqlx::query_scalar(sql).fetch_all(pool).await?,
        Db::Postgres(pool) => sqlx::query_scalar(sql).fetch_all(pool).await?,
    })
}

const FIRST: &[&str] = &[
    "Ayşe", "Mehmet", "Fatma", "Mustafa", "Emine", "Ahmet", "Hatice", "Ali", "Zeynep", "Hüseyin", "Elif", "Hasan",
    "Merve", "İbrahim", "Şeyma", "İsmail", "Özge", "Ömer", "Gülşen", "Murat", "Çağla", "Emre", "Büşra", "Burak", "Ece",
    "Can", "Derya", "Kaan", "Sibel", "Oğuz",
];
const LAST: &[&str] = &[
    "Yılmaz",
    "Kaya",
    "Demir",
    "Şahin",
    "Çelik",
    "Yıldız",
    "Yıldırım",
    "Öztürk",
    "Aydın",
    "Özdemir",
    "Arslan",
    "Doğan",
    "Kılıç",
    "Aslan",
    "Çetin",
    "Kara",
    "Koç",
    "Kurt",
    "Özkan",
    "Şimşek",
    "Polat",
    "Korkmaz",
    "Erdoğan",
    "Güneş",
    "Tekin",
    "Akın",
    "Bulut",
    "Uçar",
    "Işık",
    "Ünal",
];
const DOMAINS: &[&str] = &["gmail.com", "hotmail.com", "yandex.com", "outlook.com", "icloud.com"];

/// Turkish letters folded to ASCII, lower case: what a username or e-mail is made of.
fn ascii(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            'ç' | 'Ç' => 'c',
            'ğ' | 'Ğ' => 'g',
            'ı' | 'İ' | 'I' => 'i',
            'ö' | 'Ö' => 'o',
            'ş' | 'Ş' => 's',
            'ü' | 'Ü' => 'u',
            c => c.to_ascii_lowercase(),
        })
        .collect()
}

/// Player `n`'s user code: 8 characters of the real alphabet, unique per `n` (an affine map modulo 31⁸).
fn usercode(n: usize) -> String {
    let alphabet = domain::account::Usercode::ALPHABET;
    let base = alphabet.len() as u64;
    let mut value = (n as u64).wrapping_mul(1_000_003).wrapping_add(777_777) % base.pow(8);
    (0..8)
        .map(|_| {
            let c = alphabet[(value % base) as usize] as char;
            value /= base;
            c
        })
        .collect()
}

/// Seeds `db` (fresh and migrated) with the back office's data.
pub async fn seed(db: &Db) -> anyhow::Result<Seeded> {
    let started = std::time::Instant::now();
    let now = Utc::now();
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let start = now - Duration::days(DAYS);
    let span = (DAYS * 86_400) as usize;

    // Players, registered in order over the period.
    let mut people = Vec::with_capacity(PLAYERS);
    let mut rows = Vec::with_capacity(PLAYERS);
    for n in 0..PLAYERS {
        let (first, last) = (rng.pick(FIRST), rng.pick(LAST));
        let username = format!("{}{}{n}", ascii(first), &ascii(last)[..3]);
        let email = format!("{}.{}{n}@{}", ascii(first), ascii(last), rng.pick(DOMAINS));
        let phone = format!("905{:02}{:07}", 30 + n % 70, n);
        let code = usercode(n);
        let registered = start + Duration::seconds((span * n / PLAYERS) as i64);
        rows.push(vec![
            Cell::from(code.as_str()),
            username.as_str().into(),
            username.to_lowercase().into(),
            email.as_str().into(),
            email.to_lowercase().into(),
            phone.as_str().into(),
            first.into(),
            last.into(),
            Cell::Day(
                NaiveDate::from_ymd_opt(1970 + (n % 35) as i32, 1 + (n % 12) as u32, 1 + (n % 28) as u32)
                    .context("a birth date")?,
            ),
            228.into(),
            "bench: no password".into(),
            registered.into(),
            registered.into(),
        ]);
        people.push(([username, code, email, phone, first.to_owned(), last.to_owned()], registered));
    }
    let columns = [
        "usercode",
        "username",
        "username_lower",
        "email",
        "email_lower",
        "phone",
        "name",
        "surname",
        "birth_date",
        "country_id",
        "password_hash",
        "created_at",
        "password_changed_at",
    ];
    insert(db, "players", &columns, rows).await?;
    let player_ids = ids(db, "SELECT id FROM players ORDER BY id").await?;
    anyhow::ensure!(player_ids.len() == PLAYERS, "{} players seeded", player_ids.len());

    // The ledger's postings, planned with running balances: (kind, at, [(account, amount)]).
    let pending = PLAYERS / PENDING_EVERY;
    let games = (LEDGER_ENTRIES / 2).saturating_sub(PLAYERS + pending);
    let mut postings: Vec<(&str, DateTime<Utc>, Account, Account, i64)> = Vec::with_capacity(LEDGER_ENTRIES / 2);
    let mut payments = Vec::new();
    // Each player's life in order: a deposit a minute after registering, games over the first nine tenths of
    // the time since, a withdrawal request after them (one in twenty); so no running balance goes below zero.
    for (n, (_, registered)) in people.iter().enumerate() {
        let player = Account::PlayerCash(player_ids[n]);
        let life = (now - *registered).num_seconds().max(100);
        let amount = 100 * (100 + rng.below(4_900) as i64);
        let at = *registered + Duration::seconds(60);
        postings.push(("deposit", at, Account::PaymentClearing, player, amount));
        payments.push((n, 1, amount, 1, 2, at));
        let mut cash = amount;
        if n % CANCELLED_EVERY == 0 {
            let at = *registered + Duration::seconds(rng.below(life as usize) as i64);
            payments.push((n, 1, 100 * (50 + rng.below(500) as i64), 5, 3, at));
        }
        let rounds = games / PLAYERS + usize::from(n < games % PLAYERS);
        let mut times: Vec<i64> = (0..rounds).map(|_| 120 + rng.below((life * 9 / 10) as usize) as i64).collect();
        times.sort_unstable();
        for t in times {
            let at = *registered + Duration::seconds(t);
            let stake = (100 * (1 + rng.below(50) as i64)).min(cash);
            if stake > 0 && rng.below(3) > 0 {
                postings.push(("bet", at, player, Account::House, stake));
                cash -= stake;
            } else {
                let win = 100 * (1 + rng.below(80) as i64);
                postings.push(("win", at, Account::House, player, win));
                cash += win;
            }
        }
        if n % PENDING_EVERY == 0 && cash > 0 {
            let amount = (cash / 2).max(cash.min(100));
            let at = *registered + Duration::seconds(life * 19 / 20);
            postings.push(("withdrawal_request", at, player, Account::WithdrawalHold, amount));
            payments.push((n, 2, amount, 2, 1, at));
        }
    }
    postings.sort_by_key(|p| p.1);
    payments.sort_by_key(|p| p.5);

    // Accounts with their final balances, then the transactions and their entries in time order.
    let mut balances: HashMap<Account, i64> = HashMap::new();
    for (_, _, from, to, amount) in &postings {
        *balances.entry(*from).or_default() -= amount;
        *balances.entry(*to).or_default() += amount;
    }
    let mut accounts: Vec<(Account, i64)> = balances.iter().map(|(a, b)| (*a, *b)).collect();
    accounts.sort_by_key(|(a, _)| a.key());
    let rows = accounts
        .iter()
        .map(|(account, balance)| {
            let (kind, owner) = account.key();
            vec![kind.into(), owner.into(), (*balance).into(), account.may_go_negative().into(), start.into()]
        })
        .collect();
    insert(db, "ledger_accounts", &["kind", "owner", "balance", "may_go_negative", "created_at"], rows).await?;
    let account_rows: Vec<(i64, String, i64)> = match db {
        Db::Sqlite(pool) => sqlx::query_as("SELECT id, kind, owner FROM ledger_accounts").fetch_all(pool).await?,
        Db::Postgres(pool) => sqlx::query_as("SELECT id, kind, owner FROM ledger_accounts").fetch_all(pool).await?,
    };
    let account_id: HashMap<(String, i64), i64> =
        account_rows.into_iter().map(|(id, kind, owner)| ((kind, owner), id)).collect();
    let id_of = |account: Account| {
        let (kind, owner) = account.key();
        account_id[&(kind.to_owned(), owner)]
    };

    let rows = postings
        .iter()
        .enumerate()
        .map(|(n, (kind, at, ..))| vec![(*kind).into(), format!("bench:{n}").into(), "bench".into(), (*at).into()])
        .collect();
    insert(db, "ledger_transactions", &["kind", "idempotency_key", "memo", "created_at"], rows).await?;
    let transaction_ids =
        ids(db, "SELECT id FROM ledger_transactions WHERE idempotency_key LIKE 'bench:%' ORDER BY id").await?;
    anyhow::ensure!(transaction_ids.len() == postings.len(), "{} transactions seeded", transaction_ids.len());
    let mut running: HashMap<Account, i64> = HashMap::new();
    let mut rows = Vec::with_capacity(postings.len() * 2);
    for ((_, _, from, to, amount), id) in postings.iter().zip(&transaction_ids) {
        for (account, delta) in [(*from, -amount), (*to, *amount)] {
            let balance = running.entry(account).or_default();
            *balance += delta;
            rows.push(vec![(*id).into(), id_of(account).into(), delta.into(), (*balance).into()]);
        }
    }
    let ledger_entries = rows.len();
    insert(db, "ledger_entries", &["transaction_id", "account_id", "amount", "balance_after"], rows).await?;

    // The payments: one method for all (its id given: the demo methods' ids are fixed, not generated).
    let method = vec![vec![
        9_001.into(),
        "bench_bank".into(),
        "bench".into(),
        "Banka".into(),
        "Bank".into(),
        "".into(),
        100.into(),
        10_000_000.into(),
        true.into(),
        true.into(),
        "transfer".into(),
    ]];
    let columns = [
        "id",
        "code",
        "gateway",
        "name_tr",
        "name_en",
        "logo_url",
        "min_amount",
        "max_amount",
        "deposit",
        "withdraw",
        "deposit_flow",
    ];
    insert(db, "payment_methods", &columns, method).await?;
    let method_id = ids(db, "SELECT id FROM payment_methods WHERE code = 'bench_bank'").await?[0];
    let pending_withdrawals = payments.iter().filter(|p| p.1 == 2).count();
    let rows = payments
        .iter()
        .enumerate()
        .map(|(k, (n, direction, amount, status, process, at))| {
            vec![
                player_ids[*n].into(),
                method_id.into(),
                (*direction).into(),
                (*amount).into(),
                (*status).into(),
                (*process).into(),
                format!("bench-intent-{k}").into(),
                format!("B{k:09}").into(),
                "{}".into(),
                (*at).into(),
                (*at).into(),
            ]
        })
        .collect();
    let columns = [
        "player_id",
        "method_id",
        "direction",
        "amount",
        "status",
        "process_state",
        "intent",
        "reference",
        "details",
        "created_at",
        "updated_at",
    ];
    let payment_count = payments.len();
    insert(db, "payments", &columns, rows).await?;

    let violations = store::ledger::verify(db).await?;
    anyhow::ensure!(violations.is_empty(), "the seeded ledger does not verify: {violations:?}");
    // After a bulk load, what autovacuum (off on this machine) would do in production: without statistics
    // PostgreSQL plans the search for an empty table and scans every player rather than use the trigram indexes.
    if let Db::Postgres(pool) = db {
        sqlx::query("ANALYZE").execute(pool).await.context("ANALYZE")?;
    }
    let samples = (0..PLAYERS).step_by(PLAYERS / 50).map(|n| people[n].0.clone()).collect();
    Ok(Seeded {
        samples,
        players: PLAYERS,
        ledger_entries,
        payments: payment_count,
        pending_withdrawals,
        seconds: started.elapsed().as_secs_f64(),
    })
}
