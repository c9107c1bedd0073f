//! PostgreSQL LISTEN/NOTIFY backplane (feature `postgres`).
