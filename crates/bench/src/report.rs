//! What a scenario found: rows of measurements with their budgets, printed as a table and written as markdown.

use std::fmt::Write as _;

use crate::load::Measured;

/// One measured run of one target.
pub struct Row {
    pub target: String,
    pub load: String,
    pub requests: u64,
    pub errors: u64,
    pub per_second: f64,
    pub p50_ms: f64,
    pub p99_ms: f64,
    /// This row's throughput over its baseline's, when it is compared with one.
    pub ratio: Option<f64>,
    /// This row's p99 over its baseline's at the same offered rate, when it is compared with one.
    pub p99_ratio: Option<f64>,
    /// The budget this row is held to, and whether it was met (errors always fail a row).
    pub budget: Option<(String, bool)>,
}

impl Row {
    pub fn new(target: &str, load: String, measured: &Measured) -> Row {
        Row {
            target: target.to_owned(),
            load,
            requests: measured.requests,
            errors: measured.errors,
            per_second: measured.per_second(),
            p50_ms: measured.millis_at(0.50),
            p99_ms: measured.millis_at(0.99),
            ratio: None,
            p99_ratio: None,
            budget: None,
        }
    }

    /// Holds this row's throughput to at least `min` of `baseline`'s (same run, same load).
    pub fn rate_at_least(&mut self, baseline: &Row, min: f64) {
        let ratio = self.per_second / baseline.per_second.max(f64::MIN_POSITIVE);
        self.ratio = Some(ratio);
        self.budget = Some((format!("req/s ≥ {:.0} % of baseline", min * 100.0), ratio >= min));
    }

    /// Holds this row's p99 to at most `factor` × `baseline`'s, both measured at the same offered rate in the
    /// same run.
    pub fn p99_within(&mut self, baseline: &Row, factor: f64) {
        let limit = baseline.p99_ms * factor;
        self.p99_ratio = Some(self.p99_ms / baseline.p99_ms.max(f64::MIN_POSITIVE));
        self.budget = Some((format!("p99 ≤ {factor}× baseline = {limit:.2} ms"), self.p99_ms <= limit));
    }

    pub fn passed(&self) -> bool {
        self.errors == 0 && self.budget.as_ref().is_none_or(|(_, met)| *met)
    }

    fn result(&self) -> &'static str {
        match (&self.budget, self.errors) {
            (_, errors) if errors > 0 => "FAIL (errors)",
            (Some((_, true)), _) => "PASS",
            (Some((_, false)), _) => "FAIL",
            (None, _) => "",
        }
    }
}

/// A scenario's findings on one backend.
pub struct Report {
    /// File-name part and title, e.g. `user-balance`.
    pub scenario: &'static str,
    pub backend: &'static str,
    /// What is measured and how, one paragraph of markdown.
    pub method: String,
    pub rows: Vec<Row>,
    /// The machine's 1-minute load average when the scenario started and ended (other work on a shared machine
    /// moves the numbers, the ratio too).
    pub load: String,
    /// Lines printed under the table: goals tracked without failing the run, observations.
    pub notes: Vec<String>,
}

impl Report {
    pub fn passed(&self) -> bool {
        self.rows.iter().all(Row::passed)
    }

    const HEADER: [&str; 11] = [
        "backend",
        "target",
        "load",
        "requests",
        "req/s",
        "p50",
        "p99",
        "req/s ratio",
        "p99 ratio",
        "budget",
        "result",
    ];

    fn cells(&self, row: &Row) -> [String; 11] {
        [
            self.backend.to_owned(),
            row.target.clone(),
            row.load.clone(),
            row.requests.to_string(),
            format!("{:.0}", row.per_second),
            format!("{:.2} ms", row.p50_ms),
            format!("{:.2} ms", row.p99_ms),
            row.ratio.map(|r| format!("{:.0} %", r * 100.0)).unwrap_or_else(|| "—".into()),
            row.p99_ratio.map(|r| format!("{r:.2}×")).unwrap_or_else(|| "—".into()),
            row.budget.as_ref().map(|(b, _)| b.clone()).unwrap_or_else(|| "—".into()),
            row.result().to_owned(),
        ]
    }

    /// A plain-text table for the terminal.
    pub fn table(&self) -> String {
        let lines: Vec<[String; 11]> = std::iter::once(Self::HEADER.map(str::to_owned))
            .chain(self.rows.iter().map(|row| self.cells(row)))
            .collect();
        let widths: Vec<usize> =
            (0..Self::HEADER.len()).map(|c| lines.iter().map(|l| l[c].chars().count()).max().unwrap_or(0)).collect();
        let mut out = String::new();
        for (n, line) in lines.iter().enumerate() {
            let padded: Vec<String> = line.iter().zip(&widths).map(|(cell, w)| format!("{cell:<w$}")).collect();
            let _ = writeln!(out, "{}", padded.join("  ").trim_end());
            if n == 0 {
                let _ = writeln!(out, "{}", widths.iter().map(|w| "-".repeat(*w)).collect::<Vec<_>>().join("  "));
            }
        }
        for note in &self.notes {
            let _ = writeln!(out, "{note}");
        }
        out
    }

    /// The results file: when, where, how, the table and the verdict.
    pub fn markdown(&self, machine: &Machine) -> String {
        let mut out = format!("# {} on {}\n\n", self.scenario, self.backend);
        let _ = writeln!(out, "Recorded by `make bench` (crates/bench) on {}.\n", machine.date);
        let _ = writeln!(
            out,
            "Machine: {} cores ({}); load average (1 min) {}; git {}. Budgets are ratios to a baseline measured in \
             this run on this machine; absolute figures are recorded, never budgeted.\n",
            machine.cores, machine.cpu, self.load, machine.commit
        );
        let _ = writeln!(out, "{}\n", self.method);
        let _ = writeln!(out, "| {} |", Self::HEADER.join(" | "));
        let _ = writeln!(out, "|{}", "---|".repeat(Self::HEADER.len()));
        for row in &self.rows {
            let _ = writeln!(out, "| {} |", self.cells(row).join(" | "));
        }
        for note in &self.notes {
            let _ = writeln!(out, "\n{note}");
        }
        let verdict = if self.passed() { "PASS: every budget met." } else { "FAIL: a budget was missed." };
        let _ = writeln!(out, "\n**{verdict}**");
        out
    }
}

/// Where and when the numbers were taken.
pub struct Machine {
    pub date: String,
    pub cores: usize,
    pub cpu: String,
    pub commit: String,
}

impl Machine {
    pub fn describe() -> Machine {
        let cpu = std::fs::read_to_string("/proc/cpuinfo")
            .ok()
            .and_then(|info| {
                info.lines()
                    .find(|l| l.starts_with("model name"))
                    .and_then(|l| l.split_once(':'))
                    .map(|(_, v)| v.trim().to_owned())
            })
            .unwrap_or_else(|| "unknown cpu".into());
        Machine {
            date: domain::clock::Clock::default().now().format("%Y-%m-%d %H:%M UTC").to_string(),
            cores: std::thread::available_parallelism().map(usize::from).unwrap_or(1),
            cpu,
            commit: git_commit(),
        }
    }
}

/// The 1-minute load average, `?` where /proc is missing.
pub fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().map(str::to_owned))
        .unwrap_or_else(|| "?".into())
}

/// `abc1234`, with a note when the server's code differs from that commit; `unknown` outside a git checkout.
fn git_commit() -> String {
    let git = |args: &[&str]| std::process::Command::new("git").args(args).output().ok().filter(|o| o.status.success());
    let Some(head) = git(&["rev-parse", "--short", "HEAD"]) else { return "unknown".into() };
    let head = String::from_utf8_lossy(&head.stdout).trim().to_owned();
    let dirty = git(&["status", "--porcelain", "--", "crates", "Cargo.toml", "Cargo.lock"])
        .is_some_and(|o| !o.stdout.is_empty());
    if dirty { format!("{head} (with uncommitted changes under crates/)") } else { head }
}
