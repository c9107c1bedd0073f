//! Measuring a game's return to player over many rounds, with a confidence interval.
//!
//! Rounds are independent, so the measured RTP (total won over total staked) of rounds with equal stakes is the
//! mean of the per-round return `win / stake`; by the central limit theorem its 99 % confidence interval is
//! `mean ± 2.5758 · s / √n`, `s` the rounds' sample standard deviation. For rounds with different stakes the
//! same holds for the ratio estimator with the residuals `win - RTP · stake` (what [`Tally`] computes).

/// The two-sided 99 % quantile of the standard normal distribution.
pub const Z_99: f64 = 2.575_829_303_548_901;

/// Running totals of played rounds.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Tally {
    pub rounds: u64,
    /// Total staked and won, minor units (exact).
    pub staked: u128,
    pub won: u128,
    // For the variance of the ratio estimator: Σ stake², Σ win², Σ stake·win (as f64; they only size the interval).
    stake_sq: f64,
    win_sq: f64,
    stake_win: f64,
    /// The largest single win, minor units.
    pub max_win: i64,
    /// Rounds that won anything.
    pub hits: u64,
}

impl Tally {
    pub fn add(&mut self, stake: i64, win: i64) {
        debug_assert!(stake > 0 && win >= 0);
        self.rounds += 1;
        self.staked += stake as u128;
        self.won += win as u128;
        let (s, w) = (stake as f64, win as f64);
        self.stake_sq += s * s;
        self.win_sq += w * w;
        self.stake_win += s * w;
        self.max_win = self.max_win.max(win);
        self.hits += u64::from(win > 0);
    }

    /// Adds another tally's rounds (simulations run on several threads).
    pub fn merge(&mut self, other: &Tally) {
        self.rounds += other.rounds;
        self.staked += other.staked;
        self.won += other.won;
        self.stake_sq += other.stake_sq;
        self.win_sq += other.win_sq;
        self.stake_win += other.stake_win;
        self.max_win = self.max_win.max(other.max_win);
        self.hits += other.hits;
    }

    /// Total won over total staked (1.0 = 100 %).
    pub fn rtp(&self) -> f64 {
        if self.staked == 0 { 0.0 } else { self.won as f64 / self.staked as f64 }
    }

    /// The standard error of [`Tally::rtp`].
    pub fn standard_error(&self) -> f64 {
        if self.rounds < 2 {
            return f64::INFINITY;
        }
        let n = self.rounds as f64;
        let r = self.rtp();
        let mean_stake = self.staked as f64 / n;
        // Σ (w - r s)² / (n - 1), the residuals' sample variance.
        let residual_sq = (self.win_sq - 2.0 * r * self.stake_win + r * r * self.stake_sq).max(0.0) / (n - 1.0);
        residual_sq.sqrt() / (mean_stake * n.sqrt())
    }

    /// The 99 % confidence interval of the RTP.
    pub fn interval_99(&self) -> (f64, f64) {
        let half = Z_99 * self.standard_error();
        (self.rtp() - half, self.rtp() + half)
    }

    /// Whether `stated` (1.0 = 100 %) lies within the 99 % interval of the measured RTP; equivalently the
    /// measured RTP lies within `stated ± 2.5758 · standard error`.
    pub fn agrees_with(&self, stated: f64) -> bool {
        let (low, high) = self.interval_99();
        (low..=high).contains(&stated)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fair_coin_measures_near_its_rtp() {
        let mut tally = Tally::default();
        // Alternating: stake 100, win 200 or 0 → RTP exactly 1, per-round sd 1.
        for i in 0..10_000 {
            tally.add(100, if i % 2 == 0 { 200 } else { 0 });
        }
        assert_eq!(tally.rtp(), 1.0);
        assert!((tally.standard_error() - 0.01).abs() < 1e-4, "{}", tally.standard_error());
        let (low, high) = tally.interval_99();
        assert!((low - (1.0 - Z_99 * 0.01)).abs() < 1e-4 && (high - (1.0 + Z_99 * 0.01)).abs() < 1e-4);
        assert!(tally.agrees_with(1.0) && tally.agrees_with(1.02) && !tally.agrees_with(1.03));
        assert_eq!(tally.hits, 5_000);
        assert_eq!(tally.max_win, 200);
    }

    #[test]
    fn merging_equals_adding() {
        let (mut a, mut b, mut all) = (Tally::default(), Tally::default(), Tally::default());
        for (i, (stake, win)) in [(100, 0), (50, 120), (200, 400), (10, 0)].into_iter().enumerate() {
            if i < 2 {
                a.add(stake, win)
            } else {
                b.add(stake, win)
            }
            all.add(stake, win);
        }
        a.merge(&b);
        assert_eq!(a, all);
    }
}
