//! The casino (product §3 Game and Category, architecture §7): the providers games are launched through, the lobbies a
//! game shows in, the kinds of seamless-wallet transactions, and the folding of names for search.

/// A provider adapter. Its row in `casino_providers` has [`Provider::id`]; `providerName` on the wire is
/// [`Provider::name`], by which the client picks the launch call (product §7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Provider {
    /// The built-in provider: Zar Games.
    Zar,
    Hub88,
    Egt,
    Amusnet,
    EveryMatrix,
    Digitain,
    SoftGamings,
    /// The built-in sportsbook: Zar Sportsbook (docs/sportsbook.md). Its bets are the wallet's rounds of one
    /// catalogue game, `sportsbook`, which no casino lobby shows.
    Sportsbook,
}

impl Provider {
    pub const ALL: &[Provider] = &[
        Provider::Zar,
        Provider::Hub88,
        Provider::Egt,
        Provider::Amusnet,
        Provider::EveryMatrix,
        Provider::Digitain,
        Provider::SoftGamings,
        Provider::Sportsbook,
    ];

    /// Its id in `casino_providers` (fixed by the migration that creates them).
    pub fn id(self) -> i64 {
        match self {
            Provider::Zar => 1,
            Provider::Hub88 => 2,
            Provider::Egt => 3,
            Provider::Amusnet => 4,
            Provider::EveryMatrix => 5,
            Provider::Digitain => 6,
            Provider::SoftGamings => 7,
            Provider::Sportsbook => 8,
        }
    }

    /// The code in URLs (`wallet/{code}/…`), settings and logs.
    pub fn code(self) -> &'static str {
        match self {
            Provider::Zar => "zar",
            Provider::Hub88 => "hub88",
            Provider::Egt => "egt",
            Provider::Amusnet => "amusnet",
            Provider::EveryMatrix => "everymatrix",
            Provider::Digitain => "digitain",
            Provider::SoftGamings => "softgamings",
            Provider::Sportsbook => "sportsbook",
        }
    }

    /// `providerName` on the wire.
    pub fn name(self) -> &'static str {
        match self {
            Provider::Zar => "Zar",
            Provider::Hub88 => "Hub88",
            Provider::Egt => "Egt Digital",
            Provider::Amusnet => "Amusnet",
            Provider::EveryMatrix => "EveryMatrix",
            Provider::Digitain => "Digitain",
            Provider::SoftGamings => "SoftGamings",
            Provider::Sportsbook => "Zar Sportsbook",
        }
    }

    pub fn from_id(id: i64) -> Option<Provider> {
        Self::ALL.iter().copied().find(|provider| provider.id() == id)
    }

    pub fn from_code(code: &str) -> Option<Provider> {
        Self::ALL.iter().copied().find(|provider| provider.code() == code)
    }
}

/// A casino lobby (spec systemCategory), and the live casino's table filters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lobby {
    Slot,
    Live,
    Games,
    Bingo,
    TvBets,
    Virtual,
}

impl Lobby {
    pub const ALL: &[Lobby] = &[Lobby::Slot, Lobby::Live, Lobby::Games, Lobby::Bingo, Lobby::TvBets, Lobby::Virtual];

    pub fn as_str(self) -> &'static str {
        match self {
            Lobby::Slot => "slot",
            Lobby::Live => "live",
            Lobby::Games => "games",
            Lobby::Bingo => "bingo",
            Lobby::TvBets => "tvbets",
            Lobby::Virtual => "virtual",
        }
    }

    pub fn parse(value: &str) -> Option<Lobby> {
        Self::ALL.iter().copied().find(|lobby| lobby.as_str().eq_ignore_ascii_case(value))
    }
}

/// A live table's type: the live casino's filters (product §2: Live Roulette, Live Blackjack, Live Poker,
/// Live Baccarat, Live Dealer).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LiveType {
    Roulette,
    Blackjack,
    Poker,
    Baccarat,
    Dealer,
}

impl LiveType {
    pub const ALL: &[LiveType] =
        &[LiveType::Roulette, LiveType::Blackjack, LiveType::Poker, LiveType::Baccarat, LiveType::Dealer];

    pub fn as_str(self) -> &'static str {
        match self {
            LiveType::Roulette => "roulette",
            LiveType::Blackjack => "blackjack",
            LiveType::Poker => "poker",
            LiveType::Baccarat => "baccarat",
            LiveType::Dealer => "dealer",
        }
    }

    pub fn parse(value: &str) -> Option<LiveType> {
        Self::ALL.iter().copied().find(|kind| kind.as_str().eq_ignore_ascii_case(value))
    }
}

/// A seamless-wallet transaction's kind (spec Game transaction kind: Win 1, Bet 2; Rollback is ours).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TxKind {
    Win = 1,
    Bet = 2,
    Rollback = 3,
}

impl TxKind {
    pub fn number(self) -> i64 {
        self as i64
    }

    pub fn from_number(number: i64) -> Option<TxKind> {
        [TxKind::Win, TxKind::Bet, TxKind::Rollback].into_iter().find(|kind| kind.number() == number)
    }
}

/// A name folded for search: lower case, accents dropped, Turkish dotted and dotless i both `i`, so
/// "istanbul", "İSTANBUL" and "Istanbul" all find "İstanbul", and "sekerli" finds "Şekerli".
pub fn fold(text: &str) -> String {
    let mut folded = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            'İ' | 'I' | 'ı' | 'i' | 'Ì' | 'Í' | 'Î' | 'Ï' | 'ì' | 'í' | 'î' | 'ï' => folded.push('i'),
            'Ş' | 'ş' => folded.push('s'),
            'Ğ' | 'ğ' => folded.push('g'),
            'Ç' | 'ç' => folded.push('c'),
            'Ö' | 'ö' | 'Ò' | 'Ó' | 'Ô' | 'Õ' | 'ò' | 'ó' | 'ô' | 'õ' | 'Ø' | 'ø' => folded.push('o'),
            'Ü' | 'ü' | 'Ù' | 'Ú' | 'Û' | 'ù' | 'ú' | 'û' => folded.push('u'),
            'À' | 'Á' | 'Â' | 'Ã' | 'Ä' | 'Å' | 'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => folded.push('a'),
            'È' | 'É' | 'Ê' | 'Ë' | 'è' | 'é' | 'ê' | 'ë' => folded.push('e'),
            'Ñ' | 'ñ' => folded.push('n'),
            'ß' => folded.push_str("ss"),
            c => folded.extend(c.to_lowercase()),
        }
    }
    folded
}

/// The form names are searched in (`casino_games.search_name`) and searches are matched in: [`fold`]ed, with
/// apostrophes dropped and any other character that is not a letter or digit a space, spaces single. So
/// "Gonzo's Quest" is `gonzos quest`, "Dice & Roll" is `dice roll`, and a search for "gonzo's", "GONZOS" or
/// "dice  roll" finds them.
pub fn search_key(text: &str) -> String {
    let mut key = String::with_capacity(text.len());
    for c in fold(text).chars() {
        if c.is_alphanumeric() {
            key.push(c);
        } else if !matches!(c, '\'' | '\u{2019}' | '\u{02bc}' | '`' | '\u{b4}')
            && !key.is_empty()
            && !key.ends_with(' ')
        {
            key.push(' ');
        }
    }
    if key.ends_with(' ') {
        key.pop();
    }
    key
}

/// A winner's name as the top winners show it: the first two letters and `***` (`ay***`).
pub fn mask_name(name: &str) -> String {
    let shown: String = name.chars().take(2).collect();
    format!("{shown}***")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fold_knows_turkish_i_and_accents() {
        assert_eq!(fold("İstanbul"), "istanbul");
        assert_eq!(fold("ISTANBUL"), "istanbul");
        assert_eq!(fold("Işık Şekerli Çöl"), "isik sekerli col");
        assert_eq!(fold("Crème Brûlée"), "creme brulee");
        assert_eq!(fold("Sweet Bonanza 1000"), "sweet bonanza 1000");
    }

    #[test]
    fn search_keys_ignore_punctuation_and_spacing() {
        assert_eq!(search_key("Gonzo's Quest"), "gonzos quest");
        assert_eq!(search_key("  Dice &  Roll! "), "dice roll");
        assert_eq!(search_key("Casino Hold\u{2019}em"), "casino holdem");
        assert_eq!(search_key("İSTANBUL Rulet"), "istanbul rulet");
        assert_eq!(search_key("40 Super Hot"), "40 super hot");
        assert_eq!(search_key("%_\\"), "");
    }

    #[test]
    fn names_are_masked_after_two_letters() {
        assert_eq!(mask_name("ayse42"), "ay***");
        assert_eq!(mask_name("Ö"), "Ö***");
    }

    #[test]
    fn providers_round_trip() {
        for provider in Provider::ALL {
            assert_eq!(Provider::from_id(provider.id()), Some(*provider));
            assert_eq!(Provider::from_code(provider.code()), Some(*provider));
        }
        assert_eq!(Lobby::parse("TVBETS"), Some(Lobby::TvBets));
        assert_eq!(LiveType::parse("dealer"), Some(LiveType::Dealer));
        assert_eq!(TxKind::from_number(2), Some(TxKind::Bet));
    }
}
