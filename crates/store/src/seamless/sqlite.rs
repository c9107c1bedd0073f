//! A batch's decisions written on SQLite: the ledger's batch posting and a statement per table.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use domain::seamless::Key;

use super::State;
use crate::{
    Conn, Result, StoreError,
    ledger::{self, Posting},
    rows_table, rows_values, with_rows,
};

/// Writes a batch's decisions on SQLite, whose statements cost no round trip: the ledger's batch posting, the new rounds, the changed
/// ones, the transactions.
pub(super) async fn write(
    state: &State,
    mut conn: Conn<'_>,
    postings: &[Posting<'_>],
    now: DateTime<Utc>,
) -> Result<()> {
    let posted = if postings.is_empty() {
        None
    } else {
        let posted = ledger::post_batch_locked(conn.reborrow(), postings, &state.locked, now).await?;
        state.same_balances(&posted.balances)?;
        Some(posted.transaction_ids)
    };

    // New rounds (their totals are never negative), then the changes of existing ones.
    let mut round_ids: HashMap<Key, i64> = HashMap::new();
    let (new, existing) = state.book.changed_rounds();
    if !new.is_empty() {
        let sql = format!(
            "INSERT INTO casino_rounds (provider_id, round, player_id, game_id, bet, win, status, created_at,
                updated_at, bonus_bet)
             {}
             ON CONFLICT (provider_id, round) DO UPDATE SET bet = casino_rounds.bet + excluded.bet,
                win = casino_rounds.win + excluded.win, status = excluded.status, updated_at = excluded.updated_at,
                bonus_bet = casino_rounds.bonus_bet + excluded.bonus_bet
             RETURNING id, provider_id, round",
            rows_values(
                conn.backend(),
                new.len(),
                &[
                    "bigint",
                    "text",
                    "bigint",
                    "bigint",
                    "bigint",
                    "bigint",
                    "text",
                    "timestamptz",
                    "timestamptz",
                    "bigint"
                ]
            )
        );
        let rows: Vec<(i64, i64, String)> = with_rows!(
            conn.reborrow(),
            sqlx::query_as(&sql),
            new,
            |((provider, round), state)| (
                *provider,
                round.as_str(),
                state.player_id,
                state.game_id,
                state.bet_delta,
                state.win_delta,
                state.status.code(),
                now,
                now,
                state.bonus_bet_delta
            ),
            fetch_all
        )?;
        round_ids.extend(rows.into_iter().map(|(id, provider, round)| ((provider, round), id)));
    }
    if !existing.is_empty() {
        let sql = format!(
            "UPDATE casino_rounds SET bet = casino_rounds.bet + v.bet, win = casino_rounds.win + v.win,
                status = v.status, updated_at = v.at, bonus_bet = casino_rounds.bonus_bet + v.bonus_bet
             FROM {}
             WHERE casino_rounds.id = v.id",
            rows_table(
                conn.backend(),
                existing.len(),
                "v",
                &[
                    ("id", "bigint"),
                    ("bet", "bigint"),
                    ("win", "bigint"),
                    ("status", "text"),
                    ("at", "timestamptz"),
                    ("bonus_bet", "bigint"),
                ]
            )
        );
        with_rows!(
            conn.reborrow(),
            sqlx::query(&sql),
            existing,
            |(_, state)| (state.id, state.bet_delta, state.win_delta, state.status.code(), now, state.bonus_bet_delta),
            execute
        )?;
        for (key, state) in &existing {
            if let Some(id) = state.id {
                round_ids.insert((*key).clone(), id);
            }
        }
    }

    if !state.book.records.is_empty() {
        let sql = format!(
            "INSERT INTO casino_transactions (provider_id, transaction_uuid, round_id, player_id, game_id, kind,
                amount, reference_uuid, balance_after, ledger_transaction_id, created_at, bonus_amount,
                player_bonus_id, wagered)
             {}",
            rows_values(
                conn.backend(),
                state.book.records.len(),
                &[
                    "bigint",
                    "text",
                    "bigint",
                    "bigint",
                    "bigint",
                    "bigint",
                    "bigint",
                    "text",
                    "bigint",
                    "bigint",
                    "timestamptz",
                    "bigint",
                    "bigint",
                    "bigint",
                ]
            )
        );
        let ledger_ids = posted.unwrap_or_default();
        let mut rows = Vec::with_capacity(state.book.records.len());
        for tx in &state.book.records {
            let round_id = *round_ids
                .get(&(tx.provider_id, tx.round.clone()))
                .ok_or_else(|| StoreError::Other(format!("round {} not written", tx.round)))?;
            rows.push((tx, round_id, tx.posting.and_then(|i| ledger_ids.get(i).copied())));
        }
        with_rows!(
            conn.reborrow(),
            sqlx::query(&sql),
            rows,
            |(tx, round_id, ledger_id)| (
                tx.provider_id,
                tx.transaction_uuid.as_str(),
                *round_id,
                tx.player_id,
                tx.game_id,
                tx.kind.number(),
                tx.amount,
                tx.reference_uuid.as_deref(),
                tx.balance_after,
                *ledger_id,
                now,
                tx.bonus_amount,
                tx.player_bonus_id,
                tx.wagered
            ),
            execute
        )?;
    }

    Ok(())
}
