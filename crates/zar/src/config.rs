//! Configuration: flags, then `ZAR_*` environment variables, then `zar.toml`, then defaults.

use std::{
    net::{IpAddr, SocketAddr},
    path::{Path, PathBuf},
    time::Duration,
};

use api::settings::{
    AccountSettings, CasinoSettings, Cidr, DeliverySettings, Limits, OperatorSettings, PasswordWork, PaymentSettings,
    Rule, Secret, SmsMethod, SmsSettings, WalletSettings,
};
use clap::Args;

#[derive(Args, Debug, Clone)]
pub struct DatabaseArgs {
    /// `sqlite://path/to/file.db` (created on first start) or `postgres://user@host/db`.
    #[arg(long, env = "ZAR_DATABASE_URL", default_value = "sqlite://data/zar.db", hide_env_values = true)]
    pub database_url: String,
}

#[derive(Args, Debug, Clone)]
pub struct ServeArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// Address to listen on (port 0 picks a free port).
    #[arg(long, env = "ZAR_LISTEN", default_value = "127.0.0.1:8080")]
    pub listen: String,
    /// Also serve HTTPS (HTTP/2 and HTTP/1.1) on this address, with `--tls-cert` and `--tls-key`; the plain
    /// listener keeps serving (on loopback: health checks, Zar Games' wallet calls).
    #[arg(long, env = "ZAR_TLS_LISTEN", requires_all = ["tls_cert", "tls_key"])]
    pub tls_listen: Option<String>,
    /// The HTTPS certificate chain, PEM (the site's certificate first).
    #[arg(long, env = "ZAR_TLS_CERT", requires = "tls_listen")]
    pub tls_cert: Option<PathBuf>,
    /// The HTTPS private key, PEM.
    #[arg(long, env = "ZAR_TLS_KEY", requires = "tls_listen")]
    pub tls_key: Option<PathBuf>,
    /// The site's public address, used in links sent by e-mail.
    #[arg(long, env = "ZAR_PUBLIC_URL", default_value = "http://127.0.0.1:8080")]
    pub public_url: String,
    /// The built web app.
    #[arg(long, env = "ZAR_WEB_DIR", default_value = "web/dist")]
    pub web_dir: PathBuf,
    /// Largest accepted request body in bytes.
    #[arg(long, env = "ZAR_BODY_LIMIT", default_value_t = 256 * 1024)]
    pub body_limit: usize,
    /// Show sent e-mails and SMS at /dev/outbox. Development and tests only.
    #[arg(long, env = "ZAR_DEV_OUTBOX", value_parser = parse_flag, default_value = "0")]
    pub dev_outbox: bool,
    /// Load the demo content (with the operator `admin`/`admin12345`) before serving. Development only.
    #[arg(long, env = "ZAR_SEED_DEMO", value_parser = parse_flag, default_value = "0")]
    pub seed_demo: bool,
    /// Allow `ZAR_DEV_OUTBOX` and `ZAR_SEED_DEMO` on an address other than loopback (a shared test server).
    #[arg(long, env = "ZAR_UNSAFE_DEV", value_parser = parse_flag, default_value = "0")]
    pub unsafe_dev: bool,
    /// Take the client's ip from `X-Forwarded-For`: the right-most address that is not a trusted proxy. Only
    /// behind a proxy that appends to that header.
    #[arg(long, env = "ZAR_TRUST_PROXY", value_parser = parse_flag, default_value = "0")]
    pub trust_proxy: bool,
    /// Comma-separated CIDR networks of the proxies in front (e.g. `10.0.0.0/8,2001:db8::/32`); empty:
    /// loopback and private ranges.
    #[arg(long, env = "ZAR_TRUSTED_PROXIES", value_parser = parse_cidrs, default_value = "")]
    pub trusted_proxies: Networks,
    /// Minutes a player session may go without activity before it ends (balance polling is not activity).
    #[arg(long, env = "ZAR_SESSION_IDLE_MINUTES", default_value_t = 30)]
    pub session_idle_minutes: u64,
    /// Hours a player session lasts after login, however active.
    #[arg(long, env = "ZAR_SESSION_MAX_HOURS", default_value_t = 24)]
    pub session_max_hours: u64,
    /// Minutes an SMS or e-mailed code stays valid.
    #[arg(long, env = "ZAR_CODE_TTL_MINUTES", default_value_t = 10)]
    pub code_ttl_minutes: u64,
    /// Wrong entries a code survives.
    #[arg(long, env = "ZAR_CODE_TRIES", default_value_t = 5)]
    pub code_tries: u32,
    /// Seconds before another code can be sent to the same player.
    #[arg(long, env = "ZAR_CODE_RESEND_SECONDS", default_value_t = 60)]
    pub code_resend_seconds: u64,
    /// SMTP server for e-mail, e.g. `smtp://user:pass@host:587?tls=required` or `smtps://user:pass@host:465`.
    /// Unset: e-mails go to the log (recipient only).
    #[arg(long, env = "ZAR_SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<String>,
    /// The sender of e-mails.
    #[arg(long, env = "ZAR_MAIL_FROM", default_value = "Zar <no-reply@zar.example>")]
    pub mail_from: String,
    /// SMS gateway URL with `{phone}` and `{message}` placeholders (filled URL-encoded).
    /// Unset: SMS go to the log (recipient only).
    #[arg(long, env = "ZAR_SMS_URL_TEMPLATE", hide_env_values = true)]
    pub sms_url_template: Option<String>,
    /// `GET` the filled SMS URL, or `POST` to it with `{"phone", "message"}` as JSON.
    #[arg(long, env = "ZAR_SMS_METHOD", default_value = "GET")]
    pub sms_method: SmsMethod,
    /// Login attempts from one ip, as `<max hits>/<window seconds>` like every `ZAR_LIMIT_*`; beyond it a
    /// request gets 429 with Retry-After.
    #[arg(long, env = "ZAR_LIMIT_LOGIN_IP", default_value_t = Limits::default().login_ip)]
    pub limit_login_ip: Rule,
    /// Login attempts on one username.
    #[arg(long, env = "ZAR_LIMIT_LOGIN_ACCOUNT", default_value_t = Limits::default().login_account)]
    pub limit_login_account: Rule,
    /// Failed logins on one username from any address: the ceiling above the per-address budget.
    #[arg(long, env = "ZAR_LIMIT_LOGIN_USERNAME", default_value_t = Limits::default().login_username)]
    pub limit_login_username: Rule,
    /// Where codes may be texted: international digit prefixes, comma separated (default Turkish mobiles);
    /// empty allows any number.
    #[arg(long, env = "ZAR_SMS_ALLOWED_PREFIXES", value_delimiter = ',', default_value = "905")]
    pub sms_allowed_prefixes: Vec<String>,
    /// Text messages the whole site sends per hour at most; past it code requests answer "try later", a
    /// warning is logged and zar_sms_budget_refusals_total counts them.
    #[arg(long, env = "ZAR_SMS_HOURLY_BUDGET", default_value_t = SmsSettings::default().hourly_budget)]
    pub sms_hourly_budget: u32,
    /// SMS and e-mailed codes sent for requests from one ip.
    #[arg(long, env = "ZAR_LIMIT_SEND_IP", default_value_t = Limits::default().send_ip)]
    pub limit_send_ip: Rule,
    /// Codes sent for one player or username.
    #[arg(long, env = "ZAR_LIMIT_SEND_ACCOUNT", default_value_t = Limits::default().send_account)]
    pub limit_send_account: Rule,
    /// Code checks from one ip.
    #[arg(long, env = "ZAR_LIMIT_CHECK_IP", default_value_t = Limits::default().check_ip)]
    pub limit_check_ip: Rule,
    /// Code checks on one player or username.
    #[arg(long, env = "ZAR_LIMIT_CHECK_ACCOUNT", default_value_t = Limits::default().check_account)]
    pub limit_check_account: Rule,
    /// Registrations from one ip.
    #[arg(long, env = "ZAR_LIMIT_REGISTER_IP", default_value_t = Limits::default().register_ip)]
    pub limit_register_ip: Rule,
    /// Current-password checks (change password) by one player.
    #[arg(long, env = "ZAR_LIMIT_PASSWORD_ACCOUNT", default_value_t = Limits::default().password_account)]
    pub limit_password_account: Rule,
    /// Support requests (messages and call-backs) from one ip.
    #[arg(long, env = "ZAR_LIMIT_SUPPORT_IP", default_value_t = Limits::default().support_ip)]
    pub limit_support_ip: Rule,
    /// Support requests for one phone number.
    #[arg(long, env = "ZAR_LIMIT_SUPPORT_PHONE", default_value_t = Limits::default().support_phone)]
    pub limit_support_phone: Rule,
    /// Admins must enrol a TOTP second factor before they may use the back office (1 or true).
    #[arg(long, env = "ZAR_OPERATOR_REQUIRE_2FA", value_parser = parse_flag, default_value = "0")]
    pub operator_require_2fa: bool,
    /// Seconds an operator session may go without a request before it ends.
    #[arg(long, env = "ZAR_OPERATOR_IDLE_TIMEOUT", default_value_t = 30 * 60)]
    pub operator_idle_timeout: u64,
    /// Seconds an operator session lasts after login, however busy.
    #[arg(long, env = "ZAR_OPERATOR_SESSION_LIFETIME", default_value_t = 12 * 60 * 60)]
    pub operator_session_lifetime: u64,
    /// Operator login attempts from one ip.
    #[arg(long, env = "ZAR_LIMIT_OPERATOR_LOGIN_IP", default_value_t = OperatorSettings::default().login_ip)]
    pub limit_operator_login_ip: Rule,
    /// Operator login attempts on one username.
    #[arg(long, env = "ZAR_LIMIT_OPERATOR_LOGIN_ACCOUNT", default_value_t = OperatorSettings::default().login_account)]
    pub limit_operator_login_account: Rule,
    /// Failed operator logins on one username from any address.
    #[arg(long, env = "ZAR_LIMIT_OPERATOR_LOGIN_USERNAME", default_value_t = OperatorSettings::default().login_username)]
    pub limit_operator_login_username: Rule,
    /// Switch on the built-in demo gateway: its payment methods take deposits, and its hosted page confirms them
    /// without taking any money. Development, tests and demos only; warned about off loopback.
    #[arg(long, env = "ZAR_DEMO_GATEWAY", value_parser = parse_flag, default_value = "0")]
    pub demo_gateway: bool,
    /// The built-in demo gateway's webhook signing key (random per process when unset: set it for more than one
    /// instance).
    #[arg(long, env = "ZAR_DEMO_GATEWAY_SECRET", hide_env_values = true)]
    pub demo_gateway_secret: Option<String>,
    /// A bearer token `/metrics` asks of its scraper (Prometheus `authorization: {credentials: …}`); unset:
    /// `/metrics` is open (keep it off the public internet then).
    #[arg(long, env = "ZAR_METRICS_TOKEN", hide_env_values = true)]
    pub metrics_token: Option<String>,
    /// Minutes a deposit through a hosted payment page may stay unconfirmed before it expires.
    #[arg(long, env = "ZAR_DEPOSIT_TTL_MINUTES", default_value_t = 30)]
    pub deposit_ttl_minutes: u64,
    /// Hours a bank transfer deposit may stay unreceived before it expires.
    #[arg(long, env = "ZAR_TRANSFER_TTL_HOURS", default_value_t = 24)]
    pub transfer_ttl_hours: u64,
    /// Password hashes and checks (argon2, 19 MiB each) run at once; default twice the cores.
    #[arg(long, env = "ZAR_PASSWORD_PERMITS", default_value_t = PasswordWork::default_permits())]
    pub password_permits: usize,
    /// Milliseconds a login waits for a password turn before it gets 503 with Retry-After.
    #[arg(long, env = "ZAR_PASSWORD_WAIT_MS", default_value_t = 2000)]
    pub password_wait_ms: u64,
    /// Hours a casino session (a game launch's token) lasts, unless the player's site session ends first.
    #[arg(long, env = "ZAR_GAME_SESSION_HOURS", default_value_t = 12)]
    pub game_session_hours: u64,
    /// Milliseconds a game provider's launch call may take before the launch fails.
    #[arg(long, env = "ZAR_PROVIDER_TIMEOUT_MS", default_value_t = 5000)]
    pub provider_timeout_ms: u64,
    /// Run Zar Games (the built-in provider) in this process; 0 when they run as `zar games serve`.
    #[arg(long, env = "ZAR_GAMES_IN_PROCESS", value_parser = parse_flag, default_value = "1")]
    pub games_in_process: bool,
    /// Zar Games, the built-in provider.
    #[command(flatten)]
    pub games: GamesArgs,
    /// Run Zar Sportsbook (the built-in sportsbook) in this process; 0 when it runs as `zar sportsbook serve`.
    #[arg(long, env = "ZAR_SPORTSBOOK_IN_PROCESS", value_parser = parse_flag, default_value = "1")]
    pub sportsbook_in_process: bool,
    /// Zar Sportsbook, the built-in sportsbook.
    #[command(flatten)]
    pub sportsbook: SportsbookArgs,
}

impl ServeArgs {
    /// The development switches that are on, by their variable names.
    pub fn dev_switches(&self) -> Vec<&'static str> {
        let on = [("ZAR_DEV_OUTBOX", self.dev_outbox), ("ZAR_SEED_DEMO", self.seed_demo)];
        on.into_iter().filter_map(|(name, on)| on.then_some(name)).collect()
    }

    /// Refuses the development switches when listening on `ip` could expose them beyond this machine (a copied
    /// `zar.toml` must not publish every code sent, nor create `admin`/`admin12345`), unless `--unsafe-dev`.
    pub fn check_dev_switches(&self, ip: IpAddr) -> Result<(), String> {
        let on = self.dev_switches();
        if on.is_empty() || ip.to_canonical().is_loopback() || self.unsafe_dev {
            return Ok(());
        }
        Err(format!(
            "{} must not be on while listening on {ip}: listen on loopback (127.0.0.1), or pass --unsafe-dev \
             (ZAR_UNSAFE_DEV=1) if this really is a development server",
            on.join(" and ")
        ))
    }

    pub fn settings(&self) -> api::Settings {
        api::Settings {
            web_dir: self.web_dir.clone(),
            body_limit: self.body_limit,
            dev_outbox: self.dev_outbox,
            public_url: self.public_url.trim_end_matches('/').to_owned(),
            trust_proxy: self.trust_proxy,
            trusted_proxies: self.trusted_proxies.0.clone(),
            accounts: AccountSettings {
                session_idle: Duration::from_secs(self.session_idle_minutes * 60),
                session_lifetime: Duration::from_secs(self.session_max_hours * 3600),
                code_ttl: Duration::from_secs(self.code_ttl_minutes * 60),
                code_tries: self.code_tries,
                code_resend_wait: Duration::from_secs(self.code_resend_seconds),
                limits: Limits {
                    login_ip: self.limit_login_ip,
                    login_account: self.limit_login_account,
                    login_username: self.limit_login_username,
                    send_ip: self.limit_send_ip,
                    send_account: self.limit_send_account,
                    check_ip: self.limit_check_ip,
                    check_account: self.limit_check_account,
                    register_ip: self.limit_register_ip,
                    password_account: self.limit_password_account,
                    support_ip: self.limit_support_ip,
                    support_phone: self.limit_support_phone,
                },
                sms: SmsSettings {
                    allowed_prefixes: self
                        .sms_allowed_prefixes
                        .iter()
                        .map(|p| p.trim().to_owned())
                        .filter(|p| !p.is_empty())
                        .collect(),
                    hourly_budget: self.sms_hourly_budget,
                },
            },
            delivery: DeliverySettings {
                smtp_url: self.smtp_url.clone().filter(|u| !u.is_empty()).map(Secret),
                mail_from: self.mail_from.clone(),
                sms_url_template: self.sms_url_template.clone().filter(|u| !u.is_empty()).map(Secret),
                sms_method: self.sms_method,
                ..Default::default()
            },
            payments: PaymentSettings {
                demo_gateway: self.demo_gateway,
                demo_gateway_secret: match self.demo_gateway_secret.clone().filter(|s| !s.is_empty()) {
                    Some(secret) => Secret(secret),
                    None => PaymentSettings::default().demo_gateway_secret,
                },
                deposit_ttl: Duration::from_secs(self.deposit_ttl_minutes * 60),
                transfer_ttl: Duration::from_secs(self.transfer_ttl_hours * 3600),
                ..Default::default()
            },
            operators: OperatorSettings {
                idle_timeout: Duration::from_secs(self.operator_idle_timeout),
                session_lifetime: Duration::from_secs(self.operator_session_lifetime),
                login_ip: self.limit_operator_login_ip,
                login_account: self.limit_operator_login_account,
                login_username: self.limit_operator_login_username,
                require_2fa: self.operator_require_2fa,
            },
            password_work: PasswordWork {
                permits: self.password_permits.max(1),
                wait: Duration::from_millis(self.password_wait_ms),
            },
            metrics_token: self.metrics_token.clone().filter(|t| !t.trim().is_empty()).map(Secret),
            casino: CasinoSettings {
                game_session: Duration::from_secs(self.game_session_hours.max(1) * 3600),
                provider_timeout: Duration::from_millis(self.provider_timeout_ms.max(1)),
            },
            wallet: WalletSettings {
                zar_secret: self.games.games_wallet_secret.clone().filter(|s| !s.is_empty()).map(Secret),
                sportsbook_secret: self
                    .sportsbook
                    .sportsbook_wallet_secret
                    .clone()
                    .filter(|s| !s.is_empty())
                    .map(Secret),
            },
        }
    }
}

/// A list of CIDR networks (one flag value, comma-separated).
#[derive(Debug, Clone, Default)]
pub struct Networks(pub Vec<Cidr>);

fn parse_cidrs(value: &str) -> Result<Networks, String> {
    let items = value.split(',').map(str::trim).filter(|item| !item.is_empty());
    items.map(str::parse).collect::<Result<_, _>>().map(Networks)
}

/// `1`, `true`, `yes`, `on` are true; `0`, `false`, `no`, `off` and empty are false.
fn parse_flag(value: &str) -> Result<bool, String> {
    match value.trim().to_ascii_lowercase().as_str() {
        "1" | "true" | "yes" | "on" => Ok(true),
        "0" | "false" | "no" | "off" | "" => Ok(false),
        other => Err(format!("expected 1/0, true/false, yes/no or on/off, got {other:?}")),
    }
}

/// Reads `zar.toml` (or the file named by `ZAR_CONFIG`) and sets `ZAR_<KEY>` for each top-level key the
/// environment does not already set, so flags > environment > file > defaults.
pub fn load_file_into_env() -> anyhow::Result<()> {
    let explicit = std::env::var_os("ZAR_CONFIG").map(PathBuf::from);
    let path = explicit.clone().unwrap_or_else(|| PathBuf::from("zar.toml"));
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound && explicit.is_none() => return Ok(()),
        Err(e) => return Err(anyhow::anyhow!("reading {}: {e}", path.display())),
    };
    let table: toml::Table = toml::from_str(&text).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
    for (key, value) in table {
        let name = format!("ZAR_{}", key.to_ascii_uppercase().replace('-', "_"));
        if std::env::var_os(&name).is_some() {
            continue;
        }
        let value = match value {
            toml::Value::String(s) => s,
            toml::Value::Boolean(b) => {
                if b {
                    "1".into()
                } else {
                    "0".into()
                }
            }
            other => other.to_string(),
        };
        set_env(&name, &value);
    }
    Ok(())
}

#[allow(unsafe_code)]
fn set_env(name: &str, value: &str) {
    // SAFETY: called from `main` before the runtime starts, while the process has one thread.
    unsafe { std::env::set_var(name, value) }
}

/// The game server's settings in `zar serve`.
#[derive(Args, Debug, Clone)]
pub struct GamesArgs {
    /// The seamless wallet Zar Games calls (provider `zar`); default this server's own,
    /// `http://<listen address>/api/wallet/zar`.
    #[arg(long, env = "ZAR_GAMES_WALLET_URL")]
    pub games_wallet_url: Option<String>,
    /// The secret Zar Games signs its wallet calls with (`x-zar-signature`); unset, one is made once and kept
    /// in the database. A game server in another process needs the same value.
    #[arg(long, env = "ZAR_GAMES_WALLET_SECRET", hide_env_values = true)]
    pub games_wallet_secret: Option<String>,
    /// Seconds one wallet call may take before Zar Games counts it unanswered.
    #[arg(long, env = "ZAR_GAMES_WALLET_TIMEOUT_SECONDS", default_value_t = 5)]
    pub games_wallet_timeout_seconds: u64,
}

impl GamesArgs {
    /// The game server's config for a server listening on `addr` with the web app in `web_dir`.
    pub fn config(&self, addr: SocketAddr, web_dir: &Path, secret: &str) -> games::Config {
        let url = self.games_wallet_url.clone().unwrap_or_else(|| format!("http://{}/api/wallet/zar", local(addr)));
        let mut config = games::Config::new(&url, secret, web_dir.to_path_buf());
        config.wallet_timeout = std::time::Duration::from_secs(self.games_wallet_timeout_seconds.max(1));
        config
    }
}

/// Zar Sportsbook's settings (docs/sportsbook.md).
#[derive(Debug, Clone, clap::Args)]
pub struct SportsbookArgs {
    /// The seamless wallet Zar Sportsbook calls (provider `sportsbook`); default this server's own,
    /// `http://<listen address>/api/wallet/sportsbook`.
    #[arg(long, env = "ZAR_SPORTSBOOK_WALLET_URL")]
    pub sportsbook_wallet_url: Option<String>,
    /// The secret Zar Sportsbook signs its wallet calls with; unset, one is made once and kept in the database.
    /// A sportsbook in another process needs the same value.
    #[arg(long, env = "ZAR_SPORTSBOOK_WALLET_SECRET", hide_env_values = true)]
    pub sportsbook_wallet_secret: Option<String>,
    /// The simulated feed's seed: the same seed schedules the same fixtures and results.
    #[arg(long, env = "ZAR_SPORTSBOOK_SEED", default_value_t = 2026)]
    pub sportsbook_seed: u64,
    /// The smallest stake per line, in lira.
    #[arg(long, env = "ZAR_SPORTSBOOK_MIN_STAKE", default_value_t = 1)]
    pub sportsbook_min_stake: i64,
    /// The largest stake per line on any market, in lira.
    #[arg(long, env = "ZAR_SPORTSBOOK_MAX_STAKE", default_value_t = 10_000)]
    pub sportsbook_max_stake: i64,
    /// The largest payout of one bet slip, in lira.
    #[arg(long, env = "ZAR_SPORTSBOOK_MAX_PAYOUT", default_value_t = 100_000)]
    pub sportsbook_max_payout: i64,
    /// The pre-match margin, in percent (e.g. 5 for 5 %).
    #[arg(long, env = "ZAR_SPORTSBOOK_MARGIN_PERCENT", default_value_t = 5.0)]
    pub sportsbook_margin_percent: f64,
}

impl SportsbookArgs {
    /// The sportsbook's config for a server listening on `addr` with the web app in `web_dir`.
    pub fn config(&self, addr: SocketAddr, web_dir: &Path, secret: &str) -> sportsbook::Config {
        let url = self
            .sportsbook_wallet_url
            .clone()
            .unwrap_or_else(|| format!("http://{}/api/wallet/sportsbook", local(addr)));
        let mut config = sportsbook::Config::new(&url, secret, web_dir.to_path_buf());
        config.seed = self.sportsbook_seed;
        config.min_stake = self.sportsbook_min_stake.max(0).saturating_mul(100).max(1);
        config.max_stake = self.sportsbook_max_stake.max(0).saturating_mul(100).max(config.min_stake);
        config.max_payout = self.sportsbook_max_payout.max(0).saturating_mul(100);
        config.margins.default = (self.sportsbook_margin_percent / 100.0).clamp(0.0, 0.5);
        config
    }
}

/// `addr` as a client reaches it: a server listening on every address is reached on loopback.
fn local(addr: SocketAddr) -> SocketAddr {
    match addr.ip() {
        ip if ip.is_unspecified() => SocketAddr::new(std::net::Ipv4Addr::LOCALHOST.into(), addr.port()),
        _ => addr,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn flags_parse_common_spellings() {
        assert_eq!(super::parse_flag("1"), Ok(true));
        assert_eq!(super::parse_flag("Yes"), Ok(true));
        assert_eq!(super::parse_flag(""), Ok(false));
        assert!(super::parse_flag("maybe").is_err());
    }

    #[derive(clap::Parser)]
    struct Serve {
        #[command(flatten)]
        args: super::ServeArgs,
    }

    #[test]
    fn rate_limits_come_from_flags_or_default() {
        use clap::Parser;
        let defaults = Serve::try_parse_from(["zar"]).unwrap().args.settings();
        assert_eq!(defaults.accounts.limits.login_ip, super::Limits::default().login_ip);
        let tuned = Serve::try_parse_from(["zar", "--limit-login-ip", "3/60", "--limit-send-account=2/3600"]).unwrap();
        let limits = tuned.args.settings().accounts.limits;
        assert_eq!((limits.login_ip.max, limits.login_ip.window.as_secs()), (3, 60));
        assert_eq!((limits.send_account.max, limits.send_account.window.as_secs()), (2, 3600));
        assert!(Serve::try_parse_from(["zar", "--limit-check-ip", "lots"]).is_err());
        let operators = Serve::try_parse_from(["zar", "--limit-operator-login-account", "2/60"]).unwrap();
        let rule = operators.args.settings().operators.login_account;
        assert_eq!((rule.max, rule.window.as_secs()), (2, 60));
        assert_eq!(defaults.operators.login_ip, super::OperatorSettings::default().login_ip);
    }

    #[test]
    fn dev_switches_are_refused_off_loopback_without_unsafe_dev() {
        use clap::Parser;
        let public: std::net::IpAddr = "0.0.0.0".parse().unwrap();
        let parse =
            |args: &[&str]| Serve::try_parse_from(std::iter::once("zar").chain(args.iter().copied())).unwrap().args;
        assert!(parse(&[]).check_dev_switches(public).is_ok());
        let outbox = parse(&["--dev-outbox"]);
        assert!(outbox.check_dev_switches("127.0.0.1".parse().unwrap()).is_ok());
        assert!(outbox.check_dev_switches("::1".parse().unwrap()).is_ok());
        let refused = outbox.check_dev_switches(public).unwrap_err();
        assert!(refused.contains("ZAR_DEV_OUTBOX") && refused.contains("--unsafe-dev"), "{refused}");
        assert!(parse(&["--seed-demo"]).check_dev_switches(public).unwrap_err().contains("ZAR_SEED_DEMO"));
        assert!(parse(&["--seed-demo", "--unsafe-dev"]).check_dev_switches(public).is_ok());
    }

    #[test]
    fn trusted_proxies_are_a_comma_separated_cidr_list() {
        use clap::Parser;
        assert!(Serve::try_parse_from(["zar"]).unwrap().args.settings().trusted_proxies.is_empty());
        let listed = Serve::try_parse_from(["zar", "--trusted-proxies", "10.0.0.0/8, 2001:db8::/32"]).unwrap();
        let proxies = listed.args.settings().trusted_proxies;
        assert_eq!(proxies.iter().map(ToString::to_string).collect::<Vec<_>>(), ["10.0.0.0/8", "2001:db8::/32"]);
        assert!(Serve::try_parse_from(["zar", "--trusted-proxies", "10.0.0.0/40"]).is_err());
    }
}
