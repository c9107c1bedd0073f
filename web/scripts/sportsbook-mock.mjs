// A stand-in for the sportsbook's player API (docs/sportsbook.md), for looking at the frame before the server exists:
// scripts/sportsbook-screenshots.mjs answers /sportsbook/api/… with it through Playwright's route interception. Never
// part of a build.
const DAY = 24 * 60 * 60 * 1000;

function at(days, hour, minute = 0) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, minute, 0, 0);
  return date.toISOString();
}

const price = (p, margin = 1.06) => Math.max(1.01, Math.round((1 / (p * margin)) * 100) / 100);

function footballMarkets(strength, tr) {
  const h = 0.36 + strength * 0.3;
  const d = 0.27 - Math.abs(strength) * 0.05;
  const a = 1 - h - d;
  const o = (code, name, p) => ({ code, name, odds: price(p) });
  const m = (key, group, groupName, name, outcomes, status = 'open') => ({ key, group, groupName, name, status, outcomes });
  const g = tr ? { main: 'Ana bahisler', goals: 'Goller', handicap: 'Handikap', halves: 'Devreler', score: 'Skor' } : { main: 'Main', goals: 'Goals', handicap: 'Handicap', halves: 'Halves', score: 'Score' };
  return [
    m('1x2', 'main', g.main, tr ? 'Maç sonucu' : 'Match result', [o('1', '1', h), o('X', 'X', d), o('2', '2', a)]),
    m('dc', 'main', g.main, tr ? 'Çifte şans' : 'Double chance', [o('1X', '1X', h + d), o('12', '12', h + a), o('X2', 'X2', d + a)]),
    m('btts', 'main', g.main, tr ? 'Karşılıklı gol' : 'Both teams to score', [o('yes', tr ? 'Var' : 'Yes', 0.55), o('no', tr ? 'Yok' : 'No', 0.45)]),
    ...[1.5, 2.5, 3.5].map((line, index) =>
      m(`total:${line}`, 'goals', g.goals, tr ? `Toplam gol ${line} alt/üst` : `Total goals ${line}`, [
        o('over', tr ? `Üst ${line}` : `Over ${line}`, [0.74, 0.52, 0.3][index]),
        o('under', tr ? `Alt ${line}` : `Under ${line}`, [0.26, 0.48, 0.7][index]),
      ]),
    ),
    m('ah:-1', 'handicap', g.handicap, tr ? 'Asya handikap −1' : 'Asian handicap −1', [o('1', tr ? 'Ev −1' : 'Home −1', h - 0.12), o('2', tr ? 'Dep +1' : 'Away +1', 1 - h + 0.12)]),
    m('ah:-0.25', 'handicap', g.handicap, tr ? 'Asya handikap −0,25' : 'Asian handicap −0.25', [o('1', tr ? 'Ev −0,25' : 'Home −0.25', h + 0.08), o('2', tr ? 'Dep +0,25' : 'Away +0.25', 0.92 - h)], 'suspended'),
    m('ht:1x2', 'halves', g.halves, tr ? 'İlk yarı sonucu' : 'First half result', [o('1', '1', h * 0.8), o('X', 'X', 0.42), o('2', '2', a * 0.8)]),
    m('cs', 'score', g.score, tr ? 'Maç skoru' : 'Correct score', ['1-0', '2-0', '2-1', '0-0', '1-1', '2-2', '0-1', '0-2', '1-2'].map((s, i) => o(s, s, [0.11, 0.08, 0.09, 0.07, 0.12, 0.05, 0.07, 0.04, 0.06][i]))),
  ];
}

function twoWay(key, name, strength, group = 'main', groupName = 'Main') {
  const p = 0.5 + strength * 0.3;
  return { key, group, groupName, name, status: 'open', outcomes: [{ code: '1', name: '1', odds: price(p) }, { code: '2', name: '2', odds: price(1 - p) }] };
}

export function makeData(lang = 'tr') {
  const tr = lang === 'tr';
  const leagues = [
    { sport: 'football', id: 1, name: 'Süper Lig', country: tr ? 'Türkiye' : 'Türkiye', teams: ['Galatasaray', 'Fenerbahçe', 'Beşiktaş', 'Trabzonspor', 'Başakşehir', 'Samsunspor', 'Göztepe', 'Kasımpaşa', 'Konyaspor', 'Antalyaspor', 'Rizespor', 'Alanyaspor'] },
    { sport: 'football', id: 2, name: 'Premier League', country: tr ? 'İngiltere' : 'England', teams: ['Arsenal', 'Liverpool', 'Manchester City', 'Chelsea', 'Newcastle', 'Tottenham', 'Aston Villa', 'Brighton'] },
    { sport: 'football', id: 3, name: 'LaLiga', country: tr ? 'İspanya' : 'Spain', teams: ['Real Madrid', 'Barcelona', 'Atlético Madrid', 'Athletic Club', 'Real Sociedad', 'Villarreal'] },
    { sport: 'football', id: 4, name: tr ? 'Şampiyonlar Ligi' : 'Champions League', country: tr ? 'Avrupa' : 'Europe', teams: ['Bayern München', 'Inter', 'Paris SG', 'Benfica'] },
    { sport: 'basketball', id: 5, name: 'EuroLeague', country: tr ? 'Avrupa' : 'Europe', teams: ['Anadolu Efes', 'Fenerbahçe Beko', 'Real Madrid', 'Olympiacos', 'Panathinaikos', 'Monaco'] },
    { sport: 'basketball', id: 6, name: 'Basketbol Süper Ligi', country: 'Türkiye', teams: ['Beşiktaş', 'Galatasaray', 'Türk Telekom', 'Karşıyaka'] },
    { sport: 'tennis', id: 7, name: 'ATP Finals', country: tr ? 'Dünya' : 'World', teams: ['J. Sinner', 'C. Alcaraz', 'A. Zverev', 'T. Fritz', 'D. Medvedev', 'C. Ruud'] },
    { sport: 'volleyball', id: 8, name: tr ? 'Efeler Ligi' : 'Efeler League', country: 'Türkiye', teams: ['Halkbank', 'Ziraat Bankkart', 'Fenerbahçe', 'Arkas'] },
    { sport: 'cs2', id: 9, name: 'IEM Katowice', country: tr ? 'Uluslararası' : 'International', teams: ['Vitality', 'NAVI', 'FaZe', 'Spirit', 'MOUZ', 'G2'], esport: true },
    { sport: 'lol', id: 10, name: 'LEC', country: tr ? 'Avrupa' : 'Europe', teams: ['G2 Esports', 'Fnatic', 'Karmine Corp', 'MAD Lions'], esport: true },
    { sport: 'dota2', id: 11, name: 'The International', country: tr ? 'Uluslararası' : 'International', teams: ['Team Liquid', 'Gaimin Gladiators', 'Tundra', 'Team Falcons'], esport: true },
  ];
  const sportNames = tr
    ? { football: 'Futbol', basketball: 'Basketbol', tennis: 'Tenis', volleyball: 'Voleybol', cs2: 'Counter-Strike 2', lol: 'League of Legends', dota2: 'Dota 2' }
    : { football: 'Football', basketball: 'Basketball', tennis: 'Tennis', volleyball: 'Volleyball', cs2: 'Counter-Strike 2', lol: 'League of Legends', dota2: 'Dota 2' };
  const events = [];
  let id = 1000;
  const times = [[0, 19, 0], [0, 20, 0], [0, 21, 45], [1, 17, 30], [1, 20, 0], [2, 19, 0], [3, 21, 0], [4, 18, 30]];
  for (const league of leagues) {
    for (let i = 0; i + 1 < league.teams.length; i += 2) {
      const [d, hh, mm] = times[(i / 2 + league.id) % times.length];
      const strength = (((league.id * 7 + i * 13) % 11) - 5) / 8;
      const home = league.teams[i];
      const away = league.teams[i + 1];
      let markets;
      if (league.sport === 'football') markets = footballMarkets(strength, tr);
      else if (league.esport)
        markets = [
          twoWay('ml', tr ? 'Maç kazananı' : 'Match winner', strength, 'main', tr ? 'Ana bahisler' : 'Main'),
          twoWay('map:1', tr ? '1. harita kazananı' : 'Map 1 winner', strength * 0.8, 'maps', tr ? 'Haritalar' : 'Maps'),
          twoWay('map:2', tr ? '2. harita kazananı' : 'Map 2 winner', strength * 0.8, 'maps', tr ? 'Haritalar' : 'Maps'),
        ];
      else
        markets = [
          twoWay('ml', tr ? 'Maç kazananı' : 'Match winner', strength, 'main', tr ? 'Ana bahisler' : 'Main'),
          twoWay('ah:-4.5', tr ? 'Handikap −4,5' : 'Handicap −4.5', strength * 0.4, 'handicap', 'Handikap'),
        ];
      events.push({
        id: id++,
        sport: league.sport,
        league: { id: league.id, name: league.name, country: league.country },
        home,
        away,
        startsAt: at(d, hh, mm),
        status: 'upcoming',
        score: null,
        bestOf: league.esport ? 3 : null,
        mainMarket: markets[0],
        marketCount: markets.length,
        markets,
      });
    }
  }
  events.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const sports = Object.keys(sportNames).map((code) => {
    const ls = leagues.filter((l) => l.sport === code);
    const count = events.filter((e) => e.sport === code).length;
    return {
      code,
      name: sportNames[code],
      esport: Boolean(ls[0]?.esport),
      count,
      leagues: ls.map((l) => ({ id: l.id, name: l.name, country: l.country, count: events.filter((e) => e.league.id === l.id).length })),
    };
  });
  return { sports, events };
}

export function makeBets(events) {
  const leg = (event, marketIndex, outcomeIndex, result, score = null) => {
    const market = event.markets[marketIndex];
    const outcome = market.outcomes[outcomeIndex];
    return { eventId: event.id, sport: event.sport, league: event.league.name, home: event.home, away: event.away, startsAt: event.startsAt, market: market.key, marketName: market.name, outcome: outcome.code, outcomeName: outcome.name === '1' ? event.home : outcome.name === '2' ? event.away : outcome.name, odds: outcome.odds, result, score };
  };
  const football = events.filter((e) => e.sport === 'football');
  const now = Date.now();
  const open = [
    { id: 58213, requestId: 'a', kind: 'multiple', systemSize: null, systemName: null, lines: 1, stakePerLine: 100, totalStake: 100, status: 'open', payout: null, placedAt: new Date(now - 3600e3).toISOString(), settledAt: null, selections: [leg(football[0], 0, 0, 'open'), leg(football[3], 3, 0, 'open'), leg(football[5], 2, 0, 'open')] },
    { id: 58190, requestId: 'b', kind: 'system', systemSize: 2, systemName: null, lines: 3, stakePerLine: 20, totalStake: 60, status: 'open', payout: null, placedAt: new Date(now - 7200e3).toISOString(), settledAt: null, selections: [leg(football[1], 0, 2, 'won', { home: 0, away: 2, periods: [] }), leg(football[2], 4, 0, 'open'), leg(football[4], 0, 0, 'open')] },
  ];
  for (const bet of open) {
    bet.potentialPayout = Math.floor(bet.stakePerLine * bet.selections.reduce((p, s) => p * s.odds, 1) * 100) / 100;
  }
  const settled = [
    { id: 57702, requestId: 'c', kind: 'multiple', systemSize: null, systemName: null, lines: 1, stakePerLine: 50, totalStake: 50, potentialPayout: 312.4, status: 'won', payout: 312.4, placedAt: new Date(now - 2 * DAY).toISOString(), settledAt: new Date(now - DAY).toISOString(), selections: [leg(football[6], 0, 0, 'won', { home: 2, away: 1, periods: [] }), leg(football[7], 3, 0, 'half-won', { home: 1, away: 1, periods: [] }), leg(football[8], 0, 1, 'won', { home: 0, away: 0, periods: [] })] },
    { id: 57650, requestId: 'd', kind: 'single', systemSize: null, systemName: null, lines: 1, stakePerLine: 200, totalStake: 200, potentialPayout: 370, status: 'lost', payout: 0, placedAt: new Date(now - 3 * DAY).toISOString(), settledAt: new Date(now - 2 * DAY).toISOString(), selections: [leg(football[9], 0, 0, 'lost', { home: 0, away: 1, periods: [] })] },
    { id: 57611, requestId: 'e', kind: 'multiple', systemSize: null, systemName: null, lines: 1, stakePerLine: 25, totalStake: 25, potentialPayout: 25, status: 'void', payout: 25, placedAt: new Date(now - 4 * DAY).toISOString(), settledAt: new Date(now - 3 * DAY).toISOString(), selections: [leg(football[10], 0, 0, 'void'), leg(football[11], 6, 1, 'void')] },
  ];
  return { open, settled };
}

/** An event as the list sends it: without its markets. */
export const summary = (event) => Object.fromEntries(Object.entries(event).filter(([key]) => key !== 'markets'));
