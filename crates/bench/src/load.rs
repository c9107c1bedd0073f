//! The load generator: N pollers (tokio tasks) on one keep-alive HTTP/1.1 client, each sending one request at a
//! time. Closed loop: the next request leaves as soon as the answer is read, so the server is saturated and the
//! completions per second are its throughput. Paced: each poller sends on a fixed schedule (an offered rate well
//! below saturation), so latency is service time rather than queueing.
//!
//! Only completions inside the measuring window count; the warm-up before it fills connection and statement
//! caches. Latencies go into an HDR histogram in microseconds.

use std::{sync::Arc, time::Duration};

use anyhow::Context;
use hdrhistogram::Histogram;
use reqwest::header::{AUTHORIZATION, HeaderValue};
use tokio::time::Instant;

/// One request a poller sends again and again: a GET, or a POST of `body` (JSON) when there is one.
#[derive(Debug, Clone)]
pub struct Call {
    pub url: String,
    pub bearer: Option<HeaderValue>,
    pub body: Option<String>,
}

/// How the pollers send.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Load {
    /// Each poller sends its next request as soon as the last answer is read.
    Closed,
    /// All pollers together offer `rate` requests per second, evenly spread.
    Paced { rate: f64 },
}

impl Load {
    pub fn describe(self, pollers: usize) -> String {
        match self {
            Load::Closed => format!("closed loop, {pollers} pollers"),
            Load::Paced { rate } => format!("paced {rate:.0}/s, {pollers} pollers"),
        }
    }
}

/// What one run measured.
pub struct Measured {
    /// Successful answers completed inside the window.
    pub requests: u64,
    /// Answers that were not 200, or failed requests, inside the window.
    pub errors: u64,
    pub window: Duration,
    /// Latency of the successful answers, microseconds.
    pub latency: Histogram<u64>,
}

impl Measured {
    pub fn per_second(&self) -> f64 {
        self.requests as f64 / self.window.as_secs_f64()
    }

    /// The latency at quantile `q` (0.5, 0.99) in milliseconds.
    pub fn millis_at(&self, q: f64) -> f64 {
        self.latency.value_at_quantile(q) as f64 / 1000.0
    }
}

/// Latencies up to a minute, 3 significant digits.
fn histogram() -> anyhow::Result<Histogram<u64>> {
    Histogram::new_with_bounds(1, 60_000_000, 3).context("histogram bounds")
}

impl Measured {
    pub fn empty() -> anyhow::Result<Measured> {
        Ok(Measured { requests: 0, errors: 0, window: Duration::ZERO, latency: histogram()? })
    }

    /// Adds another run's counts, window and latencies to these.
    pub fn merge(&mut self, other: &Measured) -> anyhow::Result<()> {
        self.requests += other.requests;
        self.errors += other.errors;
        self.window += other.window;
        self.latency.add(&other.latency).context("merging histograms")
    }
}

/// A keep-alive HTTP/1.1 client with room for one idle connection per poller, kept across the rounds of one
/// target so later rounds don't pay for connecting.
pub fn client(pollers: usize) -> anyhow::Result<reqwest::Client> {
    Ok(reqwest::Client::builder()
        .pool_max_idle_per_host(pollers)
        .tcp_nodelay(true)
        .timeout(Duration::from_secs(30))
        .build()?)
}

/// Runs `pollers` pollers over `calls` (poller i sends `calls[i % len]`) for `warmup` then `window`.
pub async fn run(
    client: &reqwest::Client,
    calls: &[Call],
    pollers: usize,
    load: Load,
    warmup: Duration,
    window: Duration,
) -> anyhow::Result<Measured> {
    anyhow::ensure!(!calls.is_empty() && pollers > 0, "nothing to send");
    let calls: Arc<[Call]> = calls.into();
    let started = Instant::now();
    let clock = Window { started, from: started + warmup, until: started + warmup + window };
    let tasks: Vec<_> = (0..pollers)
        .map(|i| {
            let (client, calls) = (client.clone(), calls.clone());
            tokio::spawn(async move {
                let call = &calls[i % calls.len()];
                match load {
                    Load::Closed => closed(&client, call, clock).await,
                    Load::Paced { rate } => {
                        let interval = Duration::from_secs_f64(pollers as f64 / rate);
                        // Spread the pollers' first requests over one interval.
                        let first = started + interval.mul_f64(i as f64 / pollers as f64);
                        paced(&client, call, clock, first, interval).await
                    }
                }
            })
        })
        .collect();
    let mut total = Measured::empty()?;
    total.window = window;
    for task in tasks {
        let part = task.await.context("poller panicked")??;
        total.requests += part.requests;
        total.errors += part.errors;
        total.latency.add(&part.latency).context("merging histograms")?;
    }
    Ok(total)
}

/// When a run started and the window whose completions count.
#[derive(Debug, Clone, Copy)]
struct Window {
    started: Instant,
    from: Instant,
    until: Instant,
}

impl Window {
    fn counts(&self, done: Instant) -> bool {
        done >= self.from && done <= self.until
    }
}

/// Sends one request and reads the whole answer; true for 200.
async fn send(client: &reqwest::Client, call: &Call) -> bool {
    let mut request = match &call.body {
        Some(body) => client.post(&call.url).header("content-type", "application/json").body(body.clone()),
        None => client.get(&call.url),
    }
    .header("x-locale", "en");
    if let Some(bearer) = &call.bearer {
        request = request.header(AUTHORIZATION, bearer.clone());
    }
    match request.send().await {
        Ok(response) => response.status() == reqwest::StatusCode::OK && response.bytes().await.is_ok(),
        Err(_) => false,
    }
}

fn record(part: &mut Measured, ok: bool, latency: Duration) {
    if ok {
        part.requests += 1;
        // Values above the histogram's bound are clamped rather than lost.
        part.latency.saturating_record(latency.as_micros().try_into().unwrap_or(u64::MAX));
    } else {
        part.errors += 1;
    }
}

async fn closed(client: &reqwest::Client, call: &Call, clock: Window) -> anyhow::Result<Measured> {
    let mut part = Measured { requests: 0, errors: 0, window: clock.until - clock.from, latency: histogram()? };
    loop {
        let sent = Instant::now();
        if sent >= clock.until {
            break;
        }
        let ok = send(client, call).await;
        let done = Instant::now();
        if clock.counts(done) {
            record(&mut part, ok, done - sent);
        }
    }
    Ok(part)
}

/// Sends at `first`, `first + interval`, … A poller that fell behind (its last answer came after the next
/// scheduled send) measures from the scheduled time, so a stall is not hidden by the requests it delayed;
/// otherwise it measures from when its timer woke it (the timer's millisecond tick is no server latency).
async fn paced(
    client: &reqwest::Client,
    call: &Call,
    clock: Window,
    first: Instant,
    interval: Duration,
) -> anyhow::Result<Measured> {
    let mut part = Measured { requests: 0, errors: 0, window: clock.until - clock.from, latency: histogram()? };
    let mut scheduled = first.max(clock.started);
    while scheduled < clock.until {
        let behind = Instant::now() >= scheduled;
        tokio::time::sleep_until(scheduled).await;
        let sent = if behind { scheduled } else { Instant::now() };
        let ok = send(client, call).await;
        let done = Instant::now();
        if clock.counts(done) {
            record(&mut part, ok, done - sent);
        }
        scheduled += interval;
    }
    Ok(part)
}
