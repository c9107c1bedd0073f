//! The simulated feed's leagues and their teams (or players), each with a rating: 0 ..= 100, higher is stronger,
//! comparable within a sport (a league's weakest side against another league's strongest is a mismatch): NBA
//! sides are all rated 80 or more and the European ones 72 or less, which the basketball model reads as the
//! longer, higher-scoring NBA game. Names
//! are the clubs' and players' own; ratings are ours, a rough picture of recent seasons.

use serde::Serialize;

use super::sport::Sport;

/// A competition of the simulated feed (serialisable for answers; it is never read back, being static data).
#[derive(Debug, PartialEq, Serialize)]
pub struct League {
    /// Its stable code (in fixture keys and URLs).
    pub code: &'static str,
    pub sport: Sport,
    /// Its name as the site shows it (the same in both languages: competitions keep their own names).
    pub name: &'static str,
    /// ISO 3166-1 alpha-2, or "INT" for an international competition.
    pub country: &'static str,
    /// Its sides and their ratings.
    pub teams: &'static [(&'static str, f64)],
}

impl League {
    /// The league with this code, if any.
    pub fn find(code: &str) -> Option<&'static League> {
        LEAGUES.iter().find(|league| league.code == code)
    }

    /// A side's rating, if it plays in this league.
    pub fn rating(&self, team: &str) -> Option<f64> {
        self.teams.iter().find(|(name, _)| *name == team).map(|&(_, rating)| rating)
    }
}

/// Every league, domestic ones before the international ones that share their sides (the fixture list gives
/// earlier leagues their slots first).
pub const LEAGUES: &[League] = &[
    League { code: "super-lig", sport: Sport::Football, name: "Süper Lig", country: "TR", teams: SUPER_LIG },
    League {
        code: "premier-league",
        sport: Sport::Football,
        name: "Premier League",
        country: "GB",
        teams: PREMIER_LEAGUE,
    },
    League { code: "la-liga", sport: Sport::Football, name: "La Liga", country: "ES", teams: LA_LIGA },
    League { code: "serie-a", sport: Sport::Football, name: "Serie A", country: "IT", teams: SERIE_A },
    League { code: "bundesliga", sport: Sport::Football, name: "Bundesliga", country: "DE", teams: BUNDESLIGA },
    League {
        code: "champions-league",
        sport: Sport::Football,
        name: "UEFA Champions League",
        country: "INT",
        teams: CHAMPIONS_LEAGUE,
    },
    League { code: "bsl", sport: Sport::Basketball, name: "Basketbol Süper Ligi", country: "TR", teams: BSL },
    League { code: "nba", sport: Sport::Basketball, name: "NBA", country: "US", teams: NBA },
    League { code: "euroleague", sport: Sport::Basketball, name: "EuroLeague", country: "INT", teams: EUROLEAGUE },
    League { code: "atp", sport: Sport::Tennis, name: "ATP Tour", country: "INT", teams: ATP },
    League { code: "wta", sport: Sport::Tennis, name: "WTA Tour", country: "INT", teams: WTA },
    League {
        code: "sultanlar-ligi",
        sport: Sport::Volleyball,
        name: "Sultanlar Ligi",
        country: "TR",
        teams: SULTANLAR,
    },
    League { code: "efeler-ligi", sport: Sport::Volleyball, name: "Efeler Ligi", country: "TR", teams: EFELER },
    League { code: "nhl", sport: Sport::IceHockey, name: "NHL", country: "US", teams: NHL },
    League { code: "cs2-pro", sport: Sport::Cs2, name: "CS2 Pro Series", country: "INT", teams: CS2 },
    League { code: "dota2-pro", sport: Sport::Dota2, name: "Dota 2 Pro Circuit", country: "INT", teams: DOTA2 },
    League { code: "lck", sport: Sport::LeagueOfLegends, name: "LCK", country: "KR", teams: LCK },
    League { code: "lec", sport: Sport::LeagueOfLegends, name: "LEC", country: "INT", teams: LEC },
    League { code: "vct", sport: Sport::Valorant, name: "VCT Champions Tour", country: "INT", teams: VCT },
];

#[rustfmt::skip]
const SUPER_LIG: &[(&str, f64)] = &[
    ("Galatasaray", 84.0), ("Fenerbahçe", 83.0), ("Beşiktaş", 77.0), ("Trabzonspor", 74.0), ("Başakşehir", 71.0),
    ("Samsunspor", 68.0), ("Göztepe", 67.0), ("Kasımpaşa", 62.0), ("Eyüpspor", 61.0), ("Antalyaspor", 61.0),
    ("Alanyaspor", 63.0), ("Konyaspor", 62.0), ("Kayserispor", 59.0), ("Gaziantep FK", 62.0), ("Çaykur Rizespor", 63.0),
    ("Gençlerbirliği", 58.0), ("Kocaelispor", 60.0), ("Fatih Karagümrük", 57.0),
];

#[rustfmt::skip]
const PREMIER_LEAGUE: &[(&str, f64)] = &[
    ("Arsenal", 89.0), ("Manchester City", 89.0), ("Liverpool", 89.0), ("Chelsea", 85.0), ("Tottenham Hotspur", 79.0),
    ("Manchester United", 79.0), ("Newcastle United", 81.0), ("Aston Villa", 80.0), ("Brighton", 76.0),
    ("Nottingham Forest", 75.0), ("Crystal Palace", 76.0), ("Fulham", 73.0), ("Bournemouth", 74.0),
    ("Brentford", 73.0), ("West Ham United", 72.0), ("Everton", 72.0), ("Wolverhampton", 70.0),
    ("Leeds United", 69.0), ("Burnley", 66.0), ("Sunderland", 68.0),
];

#[rustfmt::skip]
const LA_LIGA: &[(&str, f64)] = &[
    ("Real Madrid", 90.0), ("Barcelona", 90.0), ("Atlético Madrid", 84.0), ("Athletic Club", 78.0),
    ("Villarreal", 78.0), ("Real Betis", 76.0), ("Real Sociedad", 74.0), ("Sevilla", 71.0), ("Valencia", 70.0),
    ("Girona", 69.0), ("Celta Vigo", 72.0), ("Osasuna", 70.0), ("Rayo Vallecano", 70.0), ("Mallorca", 68.0),
    ("Getafe", 68.0), ("Espanyol", 69.0), ("Alavés", 67.0), ("Elche", 65.0), ("Levante", 64.0),
    ("Real Oviedo", 62.0),
];

#[rustfmt::skip]
const SERIE_A: &[(&str, f64)] = &[
    ("Inter", 87.0), ("Napoli", 85.0), ("Juventus", 82.0), ("AC Milan", 82.0), ("Atalanta", 80.0), ("Roma", 80.0),
    ("Lazio", 76.0), ("Fiorentina", 74.0), ("Bologna", 76.0), ("Como", 75.0), ("Torino", 70.0), ("Udinese", 68.0),
    ("Genoa", 67.0), ("Cagliari", 66.0), ("Parma", 65.0), ("Lecce", 63.0), ("Sassuolo", 66.0), ("Verona", 63.0),
    ("Cremonese", 63.0), ("Pisa", 62.0),
];

#[rustfmt::skip]
const BUNDESLIGA: &[(&str, f64)] = &[
    ("Bayern München", 90.0), ("Bayer Leverkusen", 83.0), ("Borussia Dortmund", 83.0), ("RB Leipzig", 80.0),
    ("Eintracht Frankfurt", 78.0), ("VfB Stuttgart", 78.0), ("SC Freiburg", 74.0), ("VfL Wolfsburg", 70.0),
    ("Borussia Mönchengladbach", 70.0), ("Mainz 05", 71.0), ("Werder Bremen", 70.0), ("TSG Hoffenheim", 72.0),
    ("FC Augsburg", 67.0), ("Union Berlin", 68.0), ("1. FC Köln", 67.0), ("Hamburger SV", 66.0),
    ("FC St. Pauli", 65.0), ("1. FC Heidenheim", 63.0),
];

#[rustfmt::skip]
const CHAMPIONS_LEAGUE: &[(&str, f64)] = &[
    ("Real Madrid", 90.0), ("Barcelona", 90.0), ("Bayern München", 90.0), ("Manchester City", 89.0),
    ("Arsenal", 89.0), ("Liverpool", 89.0), ("Inter", 87.0), ("Paris Saint-Germain", 90.0),
    ("Atlético Madrid", 84.0), ("Borussia Dortmund", 83.0), ("Bayer Leverkusen", 83.0), ("Juventus", 82.0),
    ("Napoli", 85.0), ("Benfica", 80.0), ("Galatasaray", 84.0), ("Chelsea", 85.0),
];

#[rustfmt::skip]
const BSL: &[(&str, f64)] = &[
    ("Anadolu Efes", 68.0), ("Fenerbahçe Beko", 72.0), ("Beşiktaş", 59.0), ("Galatasaray", 57.0),
    ("Türk Telekom", 55.0), ("Karşıyaka", 53.0), ("Bahçeşehir Koleji", 56.0), ("Manisa Basket", 50.0),
    ("Tofaş", 51.0), ("Darüşşafaka", 48.0), ("Petkim Spor", 47.0), ("Trabzonspor", 46.0),
    ("Merkezefendi", 47.0), ("Büyükçekmece", 45.0), ("Mersin", 45.0), ("Bursaspor", 46.0),
];

#[rustfmt::skip]
const EUROLEAGUE: &[(&str, f64)] = &[
    ("Real Madrid", 72.0), ("Barcelona", 68.0), ("Olympiacos", 72.0), ("Panathinaikos", 72.0),
    ("Fenerbahçe Beko", 72.0), ("Anadolu Efes", 67.0), ("Monaco", 70.0), ("Žalgiris", 64.0), ("Partizan", 64.0),
    ("Crvena Zvezda", 65.0), ("Maccabi Tel Aviv", 63.0), ("Baskonia", 62.0), ("Virtus Bologna", 62.0),
    ("Olimpia Milano", 64.0), ("Bayern München", 63.0), ("ASVEL", 58.0), ("Paris Basketball", 63.0),
    ("Valencia Basket", 64.0), ("Hapoel Tel Aviv", 66.0), ("Dubai Basketball", 59.0),
];

#[rustfmt::skip]
const NBA: &[(&str, f64)] = &[
    ("Oklahoma City Thunder", 96.0), ("Cleveland Cavaliers", 93.0), ("Boston Celtics", 92.0),
    ("Houston Rockets", 92.0), ("Denver Nuggets", 92.0), ("New York Knicks", 92.0), ("Los Angeles Lakers", 91.0),
    ("Minnesota Timberwolves", 91.0), ("Golden State Warriors", 90.0), ("Los Angeles Clippers", 89.0),
    ("Indiana Pacers", 89.0), ("Orlando Magic", 90.0), ("Detroit Pistons", 90.0), ("Milwaukee Bucks", 88.0),
    ("Memphis Grizzlies", 87.0), ("San Antonio Spurs", 89.0), ("Atlanta Hawks", 89.0), ("Miami Heat", 87.0),
    ("Dallas Mavericks", 87.0), ("Sacramento Kings", 85.0), ("Phoenix Suns", 86.0), ("Chicago Bulls", 85.0),
    ("Philadelphia 76ers", 87.0), ("Toronto Raptors", 86.0), ("Portland Trail Blazers", 84.0),
    ("New Orleans Pelicans", 83.0), ("Charlotte Hornets", 84.0), ("Utah Jazz", 82.0), ("Brooklyn Nets", 82.0),
    ("Washington Wizards", 80.0),
];

#[rustfmt::skip]
const ATP: &[(&str, f64)] = &[
    ("J. Sinner", 96.0), ("C. Alcaraz", 96.0), ("A. Zverev", 88.0), ("N. Djokovic", 91.0), ("T. Fritz", 86.0),
    ("A. de Minaur", 85.0), ("B. Shelton", 85.0), ("J. Draper", 85.0), ("L. Musetti", 84.0), ("H. Rune", 82.0),
    ("D. Medvedev", 83.0), ("C. Ruud", 82.0), ("T. Paul", 81.0), ("F. Auger-Aliassime", 84.0), ("A. Rublev", 81.0),
    ("K. Khachanov", 80.0), ("G. Dimitrov", 78.0), ("U. Humbert", 78.0), ("J. Menšík", 81.0), ("A. Fils", 80.0),
    ("F. Cerúndolo", 79.0), ("T. Machač", 78.0), ("F. Tiafoe", 78.0), ("S. Tsitsipas", 78.0),
];

#[rustfmt::skip]
const WTA: &[(&str, f64)] = &[
    ("A. Sabalenka", 96.0), ("I. Świątek", 93.0), ("C. Gauff", 91.0), ("J. Pegula", 87.0), ("E. Rybakina", 89.0),
    ("M. Andreeva", 89.0), ("J. Paolini", 85.0), ("Q. Zheng", 85.0), ("M. Keys", 85.0), ("A. Anisimova", 87.0),
    ("E. Navarro", 83.0), ("P. Badosa", 81.0), ("D. Kasatkina", 79.0), ("B. Krejčíková", 80.0),
    ("E. Svitolina", 83.0), ("K. Muchová", 82.0), ("D. Collins", 78.0), ("L. Noskova", 81.0),
    ("E. Alexandrova", 81.0), ("B. Haddad Maia", 77.0), ("D. Shnaider", 80.0), ("J. Ostapenko", 79.0),
    ("M. Kostyuk", 79.0), ("L. Samsonova", 79.0),
];

#[rustfmt::skip]
const SULTANLAR: &[(&str, f64)] = &[
    ("VakıfBank", 90.0), ("Fenerbahçe Medicana", 89.0), ("Eczacıbaşı Dynavit", 88.0), ("Galatasaray Daikin", 79.0),
    ("THY", 80.0), ("Zeren Spor", 74.0), ("Nilüfer Belediyespor", 70.0), ("Aras Kargo", 72.0),
    ("Kuzeyboru", 70.0), ("Beşiktaş", 68.0), ("Göztepe", 69.0), ("Bahçelievler Belediyespor", 66.0),
    ("İlbank", 67.0), ("Çukurova Belediyespor", 65.0),
];

#[rustfmt::skip]
const EFELER: &[(&str, f64)] = &[
    ("Halkbank", 86.0), ("Ziraat Bankkart", 87.0), ("Fenerbahçe", 84.0), ("Galatasaray", 78.0),
    ("Arkas Spor", 79.0), ("Spor Toto", 73.0), ("Akkuş Belediyespor", 71.0), ("Altekma", 70.0),
    ("Cizre Belediyespor", 72.0), ("Alanya Belediyespor", 69.0), ("Tokat Belediye Plevne", 67.0),
    ("Bursa Büyükşehir Belediyespor", 70.0), ("Gebze Belediyesi", 66.0), ("Sorgun Belediyespor", 66.0),
];

#[rustfmt::skip]
const NHL: &[(&str, f64)] = &[
    ("Florida Panthers", 88.0), ("Edmonton Oilers", 87.0), ("Winnipeg Jets", 87.0), ("Washington Capitals", 86.0),
    ("Vegas Golden Knights", 87.0), ("Dallas Stars", 87.0), ("Carolina Hurricanes", 87.0),
    ("Toronto Maple Leafs", 85.0), ("Colorado Avalanche", 88.0), ("Tampa Bay Lightning", 85.0),
    ("Los Angeles Kings", 84.0), ("New Jersey Devils", 83.0), ("Minnesota Wild", 82.0), ("Ottawa Senators", 81.0),
    ("St. Louis Blues", 80.0), ("Montréal Canadiens", 80.0), ("Calgary Flames", 79.0), ("Columbus Blue Jackets", 79.0),
    ("Utah Mammoth", 80.0), ("Detroit Red Wings", 79.0), ("New York Rangers", 79.0), ("Vancouver Canucks", 79.0),
    ("New York Islanders", 78.0), ("Anaheim Ducks", 77.0), ("Boston Bruins", 78.0), ("Pittsburgh Penguins", 76.0),
    ("Buffalo Sabres", 77.0), ("Seattle Kraken", 76.0), ("Philadelphia Flyers", 76.0), ("Nashville Predators", 75.0),
    ("Chicago Blackhawks", 72.0), ("San Jose Sharks", 71.0),
];

#[rustfmt::skip]
const CS2: &[(&str, f64)] = &[
    ("Vitality", 95.0), ("MOUZ", 88.0), ("Spirit", 87.0), ("The MongolZ", 87.0), ("NAVI", 88.0), ("FaZe", 83.0),
    ("Aurora", 84.0), ("G2", 84.0), ("Falcons", 85.0), ("Eternal Fire", 80.0), ("FURIA", 86.0), ("Astralis", 81.0),
    ("Liquid", 79.0), ("Heroic", 78.0), ("3DMAX", 80.0), ("Virtus.pro", 79.0),
];

#[rustfmt::skip]
const DOTA2: &[(&str, f64)] = &[
    ("Team Spirit", 88.0), ("Tundra", 88.0), ("Falcons", 90.0), ("Gaimin Gladiators", 84.0), ("Team Liquid", 88.0),
    ("BetBoom", 87.0), ("PARIVISION", 87.0), ("Xtreme Gaming", 86.0), ("Aurora", 82.0), ("Nigma Galaxy", 80.0),
    ("OG", 78.0), ("Tidebound", 83.0), ("NAVI", 79.0), ("Heroic", 84.0), ("Team Secret", 79.0), ("Nemiga", 76.0),
];

#[rustfmt::skip]
const LCK: &[(&str, f64)] = &[
    ("Gen.G", 94.0), ("T1", 90.0), ("Hanwha Life Esports", 91.0), ("KT Rolster", 86.0), ("Dplus KIA", 85.0),
    ("BNK FearX", 80.0), ("Nongshim RedForce", 79.0), ("DN Freecs", 77.0), ("DRX", 76.0), ("BRION", 77.0),
];

#[rustfmt::skip]
const LEC: &[(&str, f64)] = &[
    ("G2 Esports", 88.0), ("Fnatic", 83.0), ("Movistar KOI", 85.0), ("Karmine Corp", 84.0), ("Team Vitality", 80.0),
    ("Team Heretics", 79.0), ("GIANTX", 80.0), ("SK Gaming", 77.0), ("Team BDS", 78.0), ("NAVI", 79.0),
];

#[rustfmt::skip]
const VCT: &[(&str, f64)] = &[
    ("Fnatic", 90.0), ("Sentinels", 85.0), ("Paper Rex", 89.0), ("Team Heretics", 87.0), ("G2 Esports", 88.0),
    ("EDward Gaming", 85.0), ("Team Liquid", 84.0), ("DRX", 86.0), ("Gen.G", 84.0), ("MIBR", 85.0), ("NRG", 86.0),
    ("T1", 83.0), ("FUT Esports", 81.0), ("Rex Regum Qeon", 82.0), ("Trace Esports", 80.0),
    ("Bilibili Gaming", 83.0),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leagues_are_sound() {
        for (i, league) in LEAGUES.iter().enumerate() {
            assert!(league.teams.len() >= 10, "{}", league.code);
            assert!(league.teams.iter().all(|&(_, rating)| (0.0..=100.0).contains(&rating)), "{}", league.code);
            assert!(LEAGUES[..i].iter().all(|other| other.code != league.code), "{}", league.code);
            for (j, (name, _)) in league.teams.iter().enumerate() {
                assert!(league.teams[..j].iter().all(|(other, _)| other != name), "{name} twice");
            }
        }
        assert_eq!(League::find("super-lig").map(|league| league.teams.len()), Some(18));
        assert_eq!(League::find("super-lig").and_then(|league| league.rating("Galatasaray")), Some(84.0));
        let basketball = |code: &str| League::find(code).map(|league| league.teams.iter().map(|&(_, r)| r));
        assert!(basketball("nba").is_some_and(|mut ratings| ratings.all(|r| r >= 80.0)));
        for european in ["bsl", "euroleague"] {
            assert!(basketball(european).is_some_and(|mut ratings| ratings.all(|r| r <= 72.0)), "{european}");
        }
    }
}
