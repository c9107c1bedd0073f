/**
 * The "Enter result" form's rules, as the server checks them (crates/api/src/sportsbook/result.rs): whole scores
 * from 0 to 999; football's half-time and full-time scores (the second half is their difference); a set or map
 * series won within its length with one period per set or map played, each period's winner agreeing with the tally;
 * no draw in basketball; ice hockey's overtime winner only when regulation ended level.
 */
export const SCORE_MAX = 999;

/** The sports played as a series of sets or maps. */
export const SERIES_SPORTS = ['tennis', 'volleyball', 'cs2', 'dota2', 'lol', 'valorant'];

export interface ResultValues {
  home: string;
  away: string;
  /** Football: the half-time score. */
  htHome: string;
  htAway: string;
  /** Other sports: each period as "6-4", separated by spaces or commas. */
  periods: string;
  /** Ice hockey, level after regulation: `home` or `away`. */
  overtimeWinner: string;
}

export const EMPTY_RESULT: ResultValues = { home: '', away: '', htHome: '', htAway: '', periods: '', overtimeWinner: '' };

/** A form error: the field and the key of its message under `admin:sportsbook.errors`. */
export type ResultErrorKey = 'score' | 'halfTime' | 'periodsFormat' | 'series' | 'periodCount' | 'periodWinners' | 'periodSum' | 'draw' | 'overtime';
export type ResultErrors = Partial<Record<keyof ResultValues, { key: ResultErrorKey; values?: Record<string, number> }>>;

export interface ResultBody {
  home: number;
  away: number;
  periods: [number, number][];
  overtimeWinner: 'home' | 'away' | null;
}

function score(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,3}$/.test(value)) return null;
  return Number(value);
}

/** Each period of "6-4 3-6, 7-6"; null when one is malformed. */
export function parsePeriods(text: string): [number, number][] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const periods: [number, number][] = [];
  for (const part of parts) {
    const match = /^(\d{1,3})[-:](\d{1,3})$/.exec(part);
    if (!match) return null;
    periods.push([Number(match[1]), Number(match[2])]);
  }
  return periods;
}

/** The request body of `values` for an event of `sport` over `bestOf` sets or maps, or the errors. */
export function resultBody(sport: string, bestOf: number, values: ResultValues): { body: ResultBody } | { errors: ResultErrors } {
  const errors: ResultErrors = {};
  const home = score(values.home);
  const away = score(values.away);
  if (home === null) errors.home = { key: 'score' };
  if (away === null) errors.away = { key: 'score' };
  let periods: [number, number][] = [];
  if (sport === 'football') {
    const htHome = score(values.htHome);
    const htAway = score(values.htAway);
    if (htHome === null) errors.htHome = { key: 'score' };
    if (htAway === null) errors.htAway = { key: 'score' };
    if (home !== null && away !== null && htHome !== null && htAway !== null) {
      if (htHome > home || htAway > away) errors.htHome = { key: 'halfTime' };
      else periods = [[htHome, htAway], [home - htHome, away - htAway]];
    }
  } else {
    const parsed = parsePeriods(values.periods);
    if (parsed === null) errors.periods = { key: 'periodsFormat' };
    else periods = parsed;
  }
  if (home === null || away === null || Object.keys(errors).length > 0) return { errors };
  const sum = periods.reduce(([h, a], [ph, pa]) => [h + ph, a + pa], [0, 0]);
  if (SERIES_SPORTS.includes(sport)) {
    const need = Math.floor(bestOf / 2) + 1;
    if (Math.max(home, away) !== need || Math.min(home, away) >= need) errors.home = { key: 'series', values: { bestOf, need } };
    else if (periods.length !== home + away) errors.periods = { key: 'periodCount', values: { count: home + away } };
    else if (periods.filter(([h, a]) => h > a).length !== home || periods.filter(([h, a]) => h < a).length !== away)
      errors.periods = { key: 'periodWinners' };
  } else if (sport !== 'football' && periods.length > 0) {
    const [min, max] = sport === 'ice-hockey' ? [3, 3] : [4, 5];
    if (periods.length < min || periods.length > max) errors.periods = { key: 'periodCount', values: { count: min } };
    else if (sum[0] !== home || sum[1] !== away) errors.periods = { key: 'periodSum' };
  }
  if (sport === 'basketball' && home === away) errors.away = { key: 'draw' };
  const overtime = sport === 'ice-hockey' && home === away;
  if (overtime && values.overtimeWinner !== 'home' && values.overtimeWinner !== 'away') errors.overtimeWinner = { key: 'overtime' };
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: { home, away, periods, overtimeWinner: overtime ? (values.overtimeWinner as 'home' | 'away') : null },
  };
}

/** Odds as a decimal with two or three places ("1.85", "2.375"); a dash for none. */
export const odds = (value: number) => (value > 0 ? value.toFixed(Number.isInteger(Math.round(value * 1000) / 10) ? 2 : 3) : '—');
