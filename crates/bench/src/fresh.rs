//! Where the bench's PostgreSQL databases are made: the server named by `ZAR_BENCH_DATABASE_URL`, else
//! `ZAR_TEST_DATABASE_URL`. The databases themselves are `store::testing::FreshDb`s, dropped afterwards.

/// The PostgreSQL server to bench on, if one is configured.
pub fn postgres_url() -> Option<String> {
    ["ZAR_BENCH_DATABASE_URL", "ZAR_TEST_DATABASE_URL"]
        .iter()
        .find_map(|key| std::env::var(key).ok().filter(|url| !url.trim().is_empty()))
}
