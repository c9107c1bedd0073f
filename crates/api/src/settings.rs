//! The server's settings: plain data, filled by the `zar` binary from flags, environment and `zar.toml`
//! (`crates/zar/src/config.rs`), read by every feature through `AppState::settings`. This module imports
//! nothing of ours but the domain's session timeouts, so any module may use it without a cycle.

use std::{
    fmt,
    net::{IpAddr, Ipv4Addr, Ipv6Addr},
    path::PathBuf,
    time::Duration,
};

use domain::session::Timeouts;

/// Settings the API needs, filled by the `zar` binary from flags, environment and `zar.toml`.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The built web app (`web/dist`): `index.html` and hashed `assets/`.
    pub web_dir: PathBuf,
    /// Largest accepted request body, in bytes.
    pub body_limit: usize,
    /// `GET /dev/outbox` shows sent messages (local development and tests only).
    pub dev_outbox: bool,
    /// The site's public address, e.g. `https://zar.example` (links in e-mails).
    pub public_url: String,
    /// Read the client's ip from `X-Forwarded-For`: the right-most address that is not a trusted proxy.
    pub trust_proxy: bool,
    /// The proxies `X-Forwarded-For` is believed from, with `trust_proxy`; empty: loopback and private ranges.
    pub trusted_proxies: Vec<Cidr>,
    /// Player sessions, one-time codes and rate limits.
    pub accounts: AccountSettings,
    /// Operator sessions and login limits.
    pub operators: OperatorSettings,
    /// How e-mails and SMS leave the outbox.
    pub delivery: DeliverySettings,
    /// Deposits and withdrawals.
    pub payments: PaymentSettings,
    /// How many password hashes and checks run at once.
    pub password_work: PasswordWork,
    /// When set, `/metrics` answers only requests with `Authorization: Bearer <token>`.
    pub metrics_token: Option<Secret>,
    /// Game launches.
    pub casino: CasinoSettings,
    /// The seamless wallet.
    pub wallet: WalletSettings,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            web_dir: PathBuf::from("web/dist"),
            body_limit: 256 * 1024,
            dev_outbox: false,
            public_url: "http://127.0.0.1:8080".to_owned(),
            trust_proxy: false,
            trusted_proxies: Vec::new(),
            accounts: Default::default(),
            operators: Default::default(),
            delivery: Default::default(),
            payments: Default::default(),
            password_work: Default::default(),
            metrics_token: None,
            casino: Default::default(),
            wallet: Default::default(),
        }
    }
}

impl Settings {
    /// Whether `ip` is one of our proxies: in `trusted_proxies`, or, when that list is empty, a loopback,
    /// private (RFC 1918, IPv6 unique local) or link-local address — no client on the internet has one.
    pub fn is_trusted_proxy(&self, ip: IpAddr) -> bool {
        let ip = ip.to_canonical();
        if !self.trusted_proxies.is_empty() {
            return self.trusted_proxies.iter().any(|net| net.contains(ip));
        }
        match ip {
            IpAddr::V4(v4) => v4.is_loopback() || v4.is_private() || v4.is_link_local(),
            IpAddr::V6(v6) => v6.is_loopback() || v6.is_unique_local() || v6.is_unicast_link_local(),
        }
    }
}

/// A network in CIDR notation, `10.0.0.0/8` or `2001:db8::/32`; a bare address is a network of one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cidr {
    network: IpAddr,
    prefix: u8,
}

impl Cidr {
    /// Whether `ip` is inside the network (IPv4-mapped IPv6 addresses count as their IPv4 address).
    pub fn contains(&self, ip: IpAddr) -> bool {
        Cidr::masked(ip.to_canonical(), self.prefix) == Some(self.network)
    }

    /// `ip` with all but its first `prefix` bits cleared; `None` when the prefix is longer than the address.
    fn masked(ip: IpAddr, prefix: u8) -> Option<IpAddr> {
        let keep = |bits: u32| (u128::MAX.checked_shl(bits - u32::from(prefix))).unwrap_or(0);
        match ip {
            IpAddr::V4(v4) if prefix <= 32 => Some(IpAddr::V4(Ipv4Addr::from(u32::from(v4) & (keep(32) as u32)))),
            IpAddr::V6(v6) if prefix <= 128 => Some(IpAddr::V6(Ipv6Addr::from(u128::from(v6) & keep(128)))),
            _ => None,
        }
    }
}

/// The rate-limit key of a client address: the address itself for IPv4, its /64 for IPv6 (one subscriber
/// usually holds a whole /64, so per-address keys would be free to multiply).
pub fn ip_limit_key(ip: IpAddr) -> String {
    match ip.to_canonical() {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => format!("{}/64", Ipv6Addr::from(u128::from(v6) & (u128::MAX << 64))),
    }
}

impl std::str::FromStr for Cidr {
    type Err = String;

    fn from_str(text: &str) -> Result<Cidr, String> {
        let text = text.trim();
        let (addr, prefix) = text.split_once('/').map_or((text, None), |(a, p)| (a, Some(p)));
        let ip: IpAddr = addr.trim().parse().map_err(|_| format!("{text:?} is not an ip address or CIDR network"))?;
        let ip = ip.to_canonical();
        let prefix = match prefix {
            Some(p) => p.trim().parse::<u8>().map_err(|_| format!("{text:?}: the prefix length is not a number"))?,
            None if ip.is_ipv4() => 32,
            None => 128,
        };
        let network = Cidr::masked(ip, prefix).ok_or_else(|| format!("{text:?}: the prefix length is too long"))?;
        Ok(Cidr { network, prefix })
    }
}

impl fmt::Display for Cidr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.network, self.prefix)
    }
}

/// The bound on argon2 work: each hash or check holds 19 MiB for tens of milliseconds, so a login flood
/// without a bound would fill the blocking pool (512 threads, ≈ 9.5 GiB).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PasswordWork {
    /// Hashes and checks at once; more wait for a turn.
    pub permits: usize,
    /// The longest wait for a turn; beyond it the request gets 503 with Retry-After.
    pub wait: Duration,
}

impl PasswordWork {
    /// Twice the cores the process may use.
    pub fn default_permits() -> usize {
        2 * std::thread::available_parallelism().map_or(1, usize::from)
    }
}

impl Default for PasswordWork {
    fn default() -> Self {
        PasswordWork { permits: PasswordWork::default_permits(), wait: Duration::from_secs(2) }
    }
}

/// Game launches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CasinoSettings {
    /// How long a casino session (the token a launch hands the game) lasts, unless the site session ends first.
    pub game_session: Duration,
    /// The longest a provider's launch call (Hub88's game url, SoftGamings' AuthHTML) may take.
    pub provider_timeout: Duration,
}

impl Default for CasinoSettings {
    fn default() -> Self {
        CasinoSettings { game_session: Duration::from_secs(12 * 60 * 60), provider_timeout: Duration::from_secs(5) }
    }
}

/// The seamless wallet.
#[derive(Debug, Clone, Default)]
pub struct WalletSettings {
    /// The built-in games' `wallet_secret` (`ZAR_GAMES_WALLET_SECRET`), for a game server in another process;
    /// unset, the secret made once and stored is used.
    pub zar_secret: Option<Secret>,
    /// The built-in sportsbook's `wallet_secret` (`ZAR_SPORTSBOOK_WALLET_SECRET`), for a sportsbook in another
    /// process; unset, the secret made once and stored is used.
    pub sportsbook_secret: Option<Secret>,
}

/// Deposits and withdrawals.
#[derive(Debug, Clone)]
pub struct PaymentSettings {
    /// The built-in demo gateway (`ZAR_DEMO_GATEWAY`): its methods take deposits and its hosted page confirms them
    /// without taking any money, so it is off unless switched on (development, tests, demos).
    pub demo_gateway: bool,
    /// The key the built-in demo gateway signs its webhooks with (HMAC-SHA256); every instance needs the same.
    pub demo_gateway_secret: Secret,
    /// A deposit through a hosted page not confirmed within this long expires.
    pub deposit_ttl: Duration,
    /// A bank transfer deposit not received within this long expires.
    pub transfer_ttl: Duration,
    /// A webhook signed longer ago than this is refused (replays of old captures).
    pub webhook_tolerance: Duration,
}

impl Default for PaymentSettings {
    fn default() -> Self {
        PaymentSettings {
            demo_gateway: false,
            demo_gateway_secret: Secret(hex::encode(rand::random::<[u8; 32]>())),
            deposit_ttl: Duration::from_secs(30 * 60),
            transfer_ttl: Duration::from_secs(24 * 60 * 60),
            webhook_tolerance: Duration::from_secs(5 * 60),
        }
    }
}

/// Session, code and rate-limit settings of player accounts.
#[derive(Debug, Clone)]
pub struct AccountSettings {
    /// A session ends after this long without activity (polling `user/balance` is not activity).
    pub session_idle: Duration,
    /// A session ends this long after login, however active.
    pub session_lifetime: Duration,
    /// A one-time code is valid this long.
    pub code_ttl: Duration,
    /// Wrong entries a code survives; the next one burns it.
    pub code_tries: u32,
    /// The wait before another code can be sent to the same player (or, for recovery, username).
    pub code_resend_wait: Duration,
    pub limits: Limits,
    pub sms: SmsSettings,
}

/// Where text messages may go and how many the site sends per hour: a guard against SMS pumping (a botnet
/// asking for codes to premium numbers abroad).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SmsSettings {
    /// Allowed destination prefixes, in international digits (`905`: Turkish mobiles); empty allows any.
    pub allowed_prefixes: Vec<String>,
    /// Text messages the whole site sends per hour at most.
    pub hourly_budget: u32,
}

impl SmsSettings {
    /// Whether a code may be texted to `phone` (international digits).
    pub fn allows(&self, phone: &str) -> bool {
        self.allowed_prefixes.is_empty()
            || self.allowed_prefixes.iter().any(|prefix| phone.starts_with(prefix.as_str()))
    }
}

impl Default for SmsSettings {
    fn default() -> Self {
        SmsSettings { allowed_prefixes: vec!["905".to_owned()], hourly_budget: 500 }
    }
}

impl AccountSettings {
    /// How long player sessions last.
    pub fn timeouts(&self) -> Timeouts {
        Timeouts { idle: self.session_idle, lifetime: self.session_lifetime }
    }

    /// How long a code is valid, in whole minutes rounded up, as the messages tell it.
    pub fn code_ttl_minutes(&self) -> u64 {
        self.code_ttl.as_secs().div_ceil(60)
    }
}

impl Default for AccountSettings {
    fn default() -> Self {
        AccountSettings {
            session_idle: Duration::from_secs(30 * 60),
            session_lifetime: Duration::from_secs(24 * 60 * 60),
            code_ttl: Duration::from_secs(10 * 60),
            code_tries: 5,
            code_resend_wait: Duration::from_secs(60),
            limits: Limits::default(),
            sms: SmsSettings::default(),
        }
    }
}

/// Operator sessions and login limits.
#[derive(Debug, Clone)]
pub struct OperatorSettings {
    /// An operator session ends after this long without a request.
    pub idle_timeout: Duration,
    /// An operator session ends this long after login, however busy.
    pub session_lifetime: Duration,
    /// Failed logins from one ip.
    pub login_ip: Rule,
    /// Failed logins on one username from one ip.
    pub login_account: Rule,
    /// Failed logins on one username from anywhere: the ceiling above the per-address budget.
    pub login_username: Rule,
    /// Admins must enrol a second factor (TOTP) before they may use anything but enrolment and logout.
    pub require_2fa: bool,
}

impl OperatorSettings {
    /// How long operator sessions last.
    pub fn timeouts(&self) -> Timeouts {
        Timeouts { idle: self.idle_timeout, lifetime: self.session_lifetime }
    }

    pub fn login_rules(&self) -> LoginRules {
        LoginRules { account: self.login_account, username: self.login_username, ip: self.login_ip }
    }
}

impl Default for OperatorSettings {
    fn default() -> Self {
        OperatorSettings {
            idle_timeout: Duration::from_secs(30 * 60),
            session_lifetime: Duration::from_secs(12 * 60 * 60),
            login_ip: Rule::new(20, 15 * 60),
            login_account: Rule::new(5, 15 * 60),
            login_username: Rule::new(30, 15 * 60),
            require_2fa: false,
        }
    }
}

/// The rules of a login's budgets (`limits::login_budgets`): failures on the username from one address, on
/// the username from anywhere, and from one address.
#[derive(Debug, Clone, Copy)]
pub struct LoginRules {
    pub account: Rule,
    pub username: Rule,
    pub ip: Rule,
}

/// At most `max` hits per `window`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rule {
    pub max: u32,
    pub window: Duration,
}

impl Rule {
    pub const fn new(max: u32, window_secs: u64) -> Rule {
        Rule { max, window: Duration::from_secs(window_secs) }
    }
}

/// `30/300`: at most 30 hits per 300 seconds (the form of the `ZAR_LIMIT_*` settings).
impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.max, self.window.as_secs())
    }
}

impl std::str::FromStr for Rule {
    type Err = String;

    fn from_str(text: &str) -> Result<Rule, String> {
        let explain = || format!("expected <max hits>/<window seconds> such as 30/300, got {text:?}");
        let (max, secs) = text.trim().split_once('/').ok_or_else(explain)?;
        let max: u32 = max.trim().parse().map_err(|_| explain())?;
        let secs: u64 = secs.trim().parse().map_err(|_| explain())?;
        if max == 0 || secs == 0 {
            return Err(format!("{text:?}: both the hits and the window must be above 0"));
        }
        Ok(Rule::new(max, secs))
    }
}

/// The rate limits of player accounts.
#[derive(Debug, Clone)]
pub struct Limits {
    /// Failed logins from one ip.
    pub login_ip: Rule,
    /// Failed logins on one username (known or not, so the limit says nothing about existence) from one ip.
    pub login_account: Rule,
    /// Failed logins on one username from anywhere: the ceiling above the per-address budget.
    pub login_username: Rule,
    /// Codes sent (SMS and reset e-mails) for requests from one ip.
    pub send_ip: Rule,
    /// Codes sent for one player or username.
    pub send_account: Rule,
    /// Code checks from one ip.
    pub check_ip: Rule,
    /// Code checks on one player or username.
    pub check_account: Rule,
    /// Registrations from one ip.
    pub register_ip: Rule,
    /// Current-password checks (customer/changepassword) by one player.
    pub password_account: Rule,
    /// Support requests (messages and call-backs) from one ip.
    pub support_ip: Rule,
    /// Support requests for one phone number.
    pub support_phone: Rule,
}

impl Limits {
    pub fn login_rules(&self) -> LoginRules {
        LoginRules { account: self.login_account, username: self.login_username, ip: self.login_ip }
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            login_ip: Rule::new(30, 5 * 60),
            login_account: Rule::new(10, 15 * 60),
            login_username: Rule::new(100, 15 * 60),
            send_ip: Rule::new(20, 60 * 60),
            send_account: Rule::new(6, 60 * 60),
            check_ip: Rule::new(50, 10 * 60),
            check_account: Rule::new(15, 10 * 60),
            register_ip: Rule::new(30, 60 * 60),
            password_account: Rule::new(10, 15 * 60),
            support_ip: Rule::new(5, 60 * 60),
            support_phone: Rule::new(3, 24 * 60 * 60),
        }
    }
}

/// A configuration value that must never be printed (it may carry a password or an API key).
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Secret(pub String);

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(***)")
    }
}

/// How the SMS gateway is called.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum SmsMethod {
    /// `GET` the filled template.
    #[default]
    Get,
    /// `POST` to the filled template with the JSON body `{"phone": …, "message": …}`.
    Post,
}

impl std::str::FromStr for SmsMethod {
    type Err = String;
    fn from_str(value: &str) -> Result<Self, Self::Err> {
        match value.trim().to_ascii_uppercase().as_str() {
            "GET" | "" => Ok(SmsMethod::Get),
            "POST" => Ok(SmsMethod::Post),
            other => Err(format!("expected GET or POST, got {other:?}")),
        }
    }
}

/// Where e-mails and SMS go.
#[derive(Debug, Clone)]
pub struct DeliverySettings {
    /// `smtp://user:pass@host:587?tls=required`, `smtps://…:465` or `smtp://host:25` (no TLS); none: log.
    pub smtp_url: Option<Secret>,
    /// The sender of e-mails, e.g. `Zar <no-reply@zar.example>`.
    pub mail_from: String,
    /// SMS gateway URL with `{phone}` and `{message}` (URL-encoded when filled); none: log.
    pub sms_url_template: Option<Secret>,
    pub sms_method: SmsMethod,
    /// How often the worker looks for due messages when idle.
    pub poll_interval: Duration,
    /// Attempts before a message is given up.
    pub max_attempts: u32,
    /// The first retry's delay; each further retry doubles it (at most an hour).
    pub retry_base: Duration,
}

impl Default for DeliverySettings {
    fn default() -> Self {
        DeliverySettings {
            smtp_url: None,
            mail_from: "Zar <no-reply@zar.example>".to_owned(),
            sms_url_template: None,
            sms_method: SmsMethod::Get,
            poll_interval: Duration::from_secs(1),
            max_attempts: 8,
            retry_base: Duration::from_secs(30),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_read_and_print_as_hits_per_seconds() {
        assert_eq!("30/300".parse::<Rule>(), Ok(Rule::new(30, 300)));
        assert_eq!(" 5 / 60 ".parse::<Rule>(), Ok(Rule::new(5, 60)));
        assert_eq!(Rule::new(10, 900).to_string(), "10/900");
        for bad in ["", "30", "30/", "/300", "x/300", "30/5m", "-1/300", "0/300", "30/0"] {
            assert!(bad.parse::<Rule>().is_err(), "{bad:?} was accepted");
        }
    }

    #[test]
    fn cidr_networks_parse_and_contain_their_addresses() {
        let net: Cidr = "10.1.2.3/8".parse().unwrap();
        assert_eq!(net.to_string(), "10.0.0.0/8");
        assert!(net.contains("10.200.0.1".parse().unwrap()));
        assert!(net.contains("::ffff:10.0.0.9".parse().unwrap()));
        assert!(!net.contains("11.0.0.1".parse().unwrap()));
        let one: Cidr = " 203.0.113.7 ".parse().unwrap();
        assert!(one.contains("203.0.113.7".parse().unwrap()) && !one.contains("203.0.113.8".parse().unwrap()));
        let v6: Cidr = "2001:db8::/32".parse().unwrap();
        assert!(v6.contains("2001:db8:ffff::1".parse().unwrap()) && !v6.contains("2001:db9::1".parse().unwrap()));
        assert!("0.0.0.0/0".parse::<Cidr>().unwrap().contains("8.8.8.8".parse().unwrap()));
        for bad in ["", "10.0.0.0/33", "::/129", "10.0.0/8", "10.0.0.0/x", "example.com"] {
            assert!(bad.parse::<Cidr>().is_err(), "{bad:?} was accepted");
        }
    }

    #[test]
    fn without_a_list_loopback_and_private_addresses_are_trusted() {
        let settings = Settings::default();
        for ip in ["127.0.0.1", "10.0.0.2", "172.16.5.5", "192.168.1.1", "::1", "fd00::1", "::ffff:10.0.0.1"] {
            assert!(settings.is_trusted_proxy(ip.parse().unwrap()), "{ip}");
        }
        assert!(!settings.is_trusted_proxy("203.0.113.9".parse().unwrap()));
        let listed = Settings { trusted_proxies: vec!["203.0.113.0/24".parse().unwrap()], ..Default::default() };
        assert!(listed.is_trusted_proxy("203.0.113.9".parse().unwrap()));
        assert!(!listed.is_trusted_proxy("10.0.0.2".parse().unwrap()));
    }

    proptest::proptest! {
        #[test]
        fn any_text_is_a_rule_or_an_explained_refusal(text in "\\PC{0,24}") {
            match text.parse::<Rule>() {
                Ok(rule) => {
                    proptest::prop_assert!(rule.max > 0 && rule.window.as_secs() > 0);
                    proptest::prop_assert_eq!(rule.to_string().parse::<Rule>(), Ok(rule));
                }
                Err(why) => proptest::prop_assert!(!why.is_empty()),
            }
        }

        #[test]
        fn rules_print_and_read_back(max in 1u32.., secs in 1u64..) {
            let rule = Rule::new(max, secs);
            proptest::prop_assert_eq!(rule.to_string().parse::<Rule>(), Ok(rule));
            proptest::prop_assert_eq!(format!(" {max} / {secs} ").parse::<Rule>(), Ok(rule));
        }

        #[test]
        fn any_text_is_a_network_or_a_refusal(text in "[0-9a-fA-F.:/ x]{0,45}") {
            if let Ok(net) = text.parse::<Cidr>() {
                proptest::prop_assert_eq!(net.to_string().parse::<Cidr>(), Ok(net));
                proptest::prop_assert!(net.contains(net.network));
            }
        }

        #[test]
        fn a_network_holds_its_addresses_and_no_other(v4 in proptest::prelude::any::<u32>(), prefix in 0u8..=32,
                                                       other in proptest::prelude::any::<u32>()) {
            let ip = std::net::Ipv4Addr::from(v4);
            let net: Cidr = format!("{ip}/{prefix}").parse().unwrap();
            proptest::prop_assert!(net.contains(IpAddr::V4(ip)));
            let same_prefix = prefix == 0 || (v4 ^ other) >> (32 - u32::from(prefix)) == 0;
            proptest::prop_assert_eq!(net.contains(IpAddr::V4(std::net::Ipv4Addr::from(other))), same_prefix);
            // The same network written as an IPv4-mapped IPv6 address holds the same clients.
            proptest::prop_assert!(net.contains(IpAddr::V6(ip.to_ipv6_mapped())));
        }

        #[test]
        fn every_ipv6_address_of_a_64_shares_its_limit_key(high in proptest::prelude::any::<u64>(),
                                                             a in proptest::prelude::any::<u64>(),
                                                             b in proptest::prelude::any::<u64>()) {
            let at = |low: u64| IpAddr::V6(Ipv6Addr::from((u128::from(high) << 64) | u128::from(low)));
            // IPv4-mapped addresses are IPv4 clients, keyed by their own address.
            proptest::prop_assume!(!matches!(at(a).to_canonical(), IpAddr::V4(_)));
            proptest::prop_assert_eq!(ip_limit_key(at(a)), ip_limit_key(at(b)));
        }
    }

    #[test]
    fn ipv6_clients_are_limited_by_their_64() {
        assert_eq!(ip_limit_key("203.0.113.9".parse().unwrap()), "203.0.113.9");
        assert_eq!(ip_limit_key("2001:db8:1:2:aaaa::1".parse().unwrap()), "2001:db8:1:2::/64");
        assert_eq!(ip_limit_key("::ffff:203.0.113.9".parse().unwrap()), "203.0.113.9");
    }
}
