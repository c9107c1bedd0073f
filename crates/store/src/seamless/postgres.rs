//! A batch's decisions written on PostgreSQL, in one statement.

use std::sync::LazyLock;

use chrono::{DateTime, Utc};
use domain::seamless::Record;

use super::State;
use crate::{
    Result,
    ledger::{self, Posting},
};

/// Writes a batch's decisions on PostgreSQL: everything in one statement (the ledger's [`ledger::PG_POSTING_CTE`] with the rounds and the
/// transactions, which take their round's and posting's ids by joining on the keys), because the committer's
/// time — which every waiting call waits for — goes on round trips: one instead of six.
pub(super) async fn write(
    state: &State,
    conn: &mut sqlx::PgConnection,
    postings: &[Posting<'_>],
    now: DateTime<Utc>,
) -> Result<()> {
    let plan = ledger::plan_locked(postings, &state.locked)?;
    state.same_balances(&plan.balances)?;
    let (new, existing) = state.book.changed_rounds();
    static SQL: LazyLock<String> = LazyLock::new(|| {
        format!(
            "WITH {},
        nr AS (
            INSERT INTO casino_rounds (provider_id, round, player_id, game_id, bet, win, status, created_at,
                updated_at, bonus_bet)
            SELECT x.provider_id, x.round, x.player_id, x.game_id, x.bet, x.win, x.status, $19, $19, x.bonus_bet
            FROM unnest($11::bigint[], $12::text[], $13::bigint[], $14::bigint[], $15::bigint[], $16::bigint[],
                $17::text[], $18::bigint[]) AS x (provider_id, round, player_id, game_id, bet, win, status, bonus_bet)
            ON CONFLICT (provider_id, round) DO UPDATE SET bet = casino_rounds.bet + excluded.bet,
                win = casino_rounds.win + excluded.win, status = excluded.status, updated_at = excluded.updated_at,
                bonus_bet = casino_rounds.bonus_bet + excluded.bonus_bet
            RETURNING id, provider_id, round),
        ur AS (
            UPDATE casino_rounds SET bet = casino_rounds.bet + v.bet, win = casino_rounds.win + v.win,
                status = v.status, updated_at = $19, bonus_bet = casino_rounds.bonus_bet + v.bonus_bet
            FROM unnest($20::bigint[], $21::bigint[], $22::bigint[], $23::text[], $24::bigint[])
                AS v (id, bet, win, status, bonus_bet)
            WHERE casino_rounds.id = v.id),
        ct AS (
            INSERT INTO casino_transactions (provider_id, transaction_uuid, round_id, player_id, game_id, kind,
                amount, reference_uuid, balance_after, ledger_transaction_id, created_at, bonus_amount,
                player_bonus_id, wagered)
            SELECT x.provider_id, x.transaction_uuid, COALESCE(x.round_id, nr.id), x.player_id, x.game_id, x.kind,
                x.amount, x.reference_uuid, x.balance_after, lt.id, $19, x.bonus_amount, x.player_bonus_id, x.wagered
            FROM unnest($25::bigint[], $26::text[], $27::bigint[], $28::text[], $29::bigint[], $30::bigint[],
                $31::bigint[], $32::bigint[], $33::text[], $34::bigint[], $35::text[], $36::bigint[], $37::bigint[],
                $38::bigint[]) WITH ORDINALITY
                AS x (provider_id, transaction_uuid, round_id, round, player_id, game_id, kind, amount,
                    reference_uuid, balance_after, ledger_key, bonus_amount, player_bonus_id, wagered, n)
            LEFT JOIN nr ON nr.provider_id = x.provider_id AND nr.round = x.round
            LEFT JOIN lt ON lt.idempotency_key = x.ledger_key
            ORDER BY x.n)
        SELECT (SELECT COUNT(*) FROM lt), (SELECT COUNT(*) FROM acc)",
            ledger::PG_POSTING_CTE
        )
    });
    let txs = &state.book.records;
    let round_id = |tx: &Record| state.book.rounds.get(&(tx.provider_id, tx.round.clone())).and_then(|r| r.id);
    let (transactions, accounts): (i64, i64) = ledger::bind_posting_cte(sqlx::query_as(SQL.as_str()), &plan, now)
        .bind(new.iter().map(|((provider, _), _)| *provider).collect::<Vec<_>>())
        .bind(new.iter().map(|((_, round), _)| round.as_str()).collect::<Vec<_>>())
        .bind(new.iter().map(|(_, r)| r.player_id).collect::<Vec<_>>())
        .bind(new.iter().map(|(_, r)| r.game_id).collect::<Vec<_>>())
        .bind(new.iter().map(|(_, r)| r.bet_delta).collect::<Vec<_>>())
        .bind(new.iter().map(|(_, r)| r.win_delta).collect::<Vec<_>>())
        .bind(new.iter().map(|(_, r)| r.status.code()).collect::<Vec<_>>())
        .bind(new.iter().map(|(_, r)| r.bonus_bet_delta).collect::<Vec<_>>())
        .bind(now)
        .bind(existing.iter().map(|(_, r)| r.id).collect::<Vec<_>>())
        .bind(existing.iter().map(|(_, r)| r.bet_delta).collect::<Vec<_>>())
        .bind(existing.iter().map(|(_, r)| r.win_delta).collect::<Vec<_>>())
        .bind(existing.iter().map(|(_, r)| r.status.code()).collect::<Vec<_>>())
        .bind(existing.iter().map(|(_, r)| r.bonus_bet_delta).collect::<Vec<_>>())
        .bind(txs.iter().map(|tx| tx.provider_id).collect::<Vec<_>>())
        .bind(txs.iter().map(|tx| tx.transaction_uuid.as_str()).collect::<Vec<_>>())
        .bind(txs.iter().map(round_id).collect::<Vec<_>>())
        .bind(txs.iter().map(|tx| tx.round.as_str()).collect::<Vec<_>>())
        .bind(txs.iter().map(|tx| tx.player_id).collect::<Vec<_>>())
        .bind(txs.iter().map(|tx| tx.game_id).collect::<Vec<_>>())
        .bind(txs.iter().map(|tx| tx.kind.number()).collect::<Vec<_>>())
        .bind(txs.iter().map(|tx| tx.amount).collect::<Vec<_>>())
        .bind(txs.iter().map(|tx| tx.reference_uuid.as_deref()).collect::<Vec<_>>())
        .bind(txs.iter().map(|tx| tx.balance_after).collect::<Vec<_>>())
        .bind(txs.iter().map(|tx| tx.posting.map(|i| postings[i].key.as_str())).collect::<Vec<_>>())
        .bind(txs.iter().map(|tx| tx.bonus_amount).collect::<Vec<_>>())
        .bind(txs.iter().map(|tx| tx.player_bonus_id).collect::<Vec<_>>())
        .bind(txs.iter().map(|tx| tx.wagered).collect::<Vec<_>>())
        .fetch_one(&mut *conn)
        .await?;
    plan.written(transactions, accounts)?;
    Ok(())
}
