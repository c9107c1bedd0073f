-- Issue 47: a win's bonus share goes where the grant that staked the round's bonus money says (still active: the
-- bonus account; converted: cash up to its cap; ended: nobody). The wallet finds that grant from the round's bonus
-- bets; this keeps the lookup on the few bets that took bonus money.
CREATE INDEX casino_transactions_bonus_bets ON casino_transactions (round_id, player_bonus_id)
    WHERE kind = 2 AND bonus_amount > 0;
