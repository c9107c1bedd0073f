//! Probability distributions the models share: Poisson, binomial and normal, and integer-valued distributions
//! (of a margin or a total) that markets are priced from and results are drawn from.

use super::random::Prng;

/// P(X = k) for k in 0 ..= `max` of a Poisson variable with mean `rate`.
pub fn poisson(rate: f64, max: usize) -> Vec<f64> {
    let mut pmf = Vec::with_capacity(max + 1);
    let mut p = (-rate).exp();
    for k in 0..=max {
        pmf.push(p);
        p *= rate / (k + 1) as f64;
    }
    pmf
}

/// P(X = k) for k in 0 ..= `n` of a binomial variable of `n` trials each succeeding with probability `p`.
pub fn binomial(n: u32, p: f64) -> Vec<f64> {
    let mut pmf = vec![0.0; n as usize + 1];
    pmf[0] = 1.0;
    for _ in 0..n {
        for k in (0..pmf.len()).rev() {
            let stay = pmf[k] * (1.0 - p);
            let from_below = if k > 0 { pmf[k - 1] * p } else { 0.0 };
            pmf[k] = stay + from_below;
        }
    }
    pmf
}

/// The standard normal distribution function Φ(x), through the complementary error function (W. J. Cody's
/// rational approximations via the Numerical Recipes `erfc` with relative error below 1.2e-7).
pub fn normal_cdf(x: f64) -> f64 {
    0.5 * erfc(-x / std::f64::consts::SQRT_2)
}

fn erfc(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -z * z - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98 + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let r = t * poly.exp();
    if x >= 0.0 { r } else { 2.0 - r }
}

/// An integer-valued distribution: `probs[i]` is P(X = `first` + i).
#[derive(Debug, Clone, PartialEq)]
pub struct Pmf {
    pub first: i64,
    pub probs: Vec<f64>,
}

impl Pmf {
    /// A distribution from (value, probability) pairs, normalised to sum to 1.
    pub fn from_pairs(pairs: impl IntoIterator<Item = (i64, f64)>) -> Pmf {
        let pairs: Vec<(i64, f64)> = pairs.into_iter().collect();
        let first = pairs.iter().map(|&(value, _)| value).min().unwrap_or(0);
        let last = pairs.iter().map(|&(value, _)| value).max().unwrap_or(0);
        let mut probs = vec![0.0; usize::try_from(last - first).unwrap_or(0) + 1];
        for (value, p) in pairs {
            if let Ok(index) = usize::try_from(value - first) {
                probs[index] += p;
            }
        }
        Pmf { first, probs }.normalised()
    }

    /// The same distribution scaled to sum to 1.
    pub fn normalised(mut self) -> Pmf {
        let total: f64 = self.probs.iter().sum();
        if total > 0.0 {
            self.probs.iter_mut().for_each(|p| *p /= total);
        }
        self
    }

    /// The integer distribution of a normal variable (mean, sd) rounded to the nearest integer, cut at ±`width`
    /// standard deviations and normalised.
    pub fn discrete_normal(mean: f64, sd: f64, width: f64) -> Pmf {
        let low = (mean - width * sd).floor() as i64;
        let high = (mean + width * sd).ceil() as i64;
        Pmf::from_pairs((low..=high).map(|k| {
            let cdf = |x: f64| normal_cdf((x - mean) / sd);
            (k, cdf(k as f64 + 0.5) - cdf(k as f64 - 0.5))
        }))
    }

    /// Each (value, probability), in increasing value.
    pub fn iter(&self) -> impl Iterator<Item = (i64, f64)> + Clone + '_ {
        self.probs.iter().enumerate().map(|(i, &p)| (self.first + i as i64, p))
    }

    /// P(X = `value`).
    pub fn prob(&self, value: i64) -> f64 {
        usize::try_from(value - self.first).ok().and_then(|i| self.probs.get(i)).copied().unwrap_or(0.0)
    }

    /// The mean.
    pub fn mean(&self) -> f64 {
        self.iter().map(|(value, p)| value as f64 * p).sum()
    }

    /// A value drawn from it.
    pub fn sample(&self, prng: &mut Prng) -> i64 {
        self.first + prng.pick(&self.probs) as i64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normal_cdf_is_accurate() {
        assert!((normal_cdf(0.0) - 0.5).abs() < 1e-7);
        assert!((normal_cdf(1.96) - 0.975_002).abs() < 1e-6);
        assert!((normal_cdf(-1.0) - 0.158_655).abs() < 1e-6);
    }

    #[test]
    fn pmfs_sum_to_one() {
        assert!((poisson(1.4, 30).iter().sum::<f64>() - 1.0).abs() < 1e-12);
        let b = binomial(4, 0.3);
        assert!((b.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        assert!((b[0] - 0.7f64.powi(4)).abs() < 1e-12);
        let n = Pmf::discrete_normal(5.0, 12.0, 6.0);
        assert!((n.probs.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        assert!((n.mean() - 5.0).abs() < 0.01);
    }
}
