import { describe, expect, it } from 'vitest';
import { EMPTY_RESULT, parsePeriods, resultBody } from '@/admin/features/sportsbook/result';

const values = (changes: Partial<typeof EMPTY_RESULT>) => ({ ...EMPTY_RESULT, ...changes });

describe('the Enter result form', () => {
  it('turns football half-time and full-time scores into the two halves', () => {
    expect(resultBody('football', 1, values({ htHome: '1', htAway: '0', home: '2', away: '1' }))).toEqual({
      body: { home: 2, away: 1, periods: [[1, 0], [1, 1]], overtimeWinner: null },
    });
  });

  it('refuses a missing, negative or impossible football score', () => {
    expect(resultBody('football', 1, values({ home: '2', away: '1' }))).toEqual({ errors: { htHome: { key: 'score' }, htAway: { key: 'score' } } });
    expect(resultBody('football', 1, values({ htHome: '0', htAway: '0', home: '-1', away: '1' }))).toEqual({ errors: { home: { key: 'score' } } });
    expect(resultBody('football', 1, values({ htHome: '3', htAway: '0', home: '2', away: '1' }))).toEqual({ errors: { htHome: { key: 'halfTime' } } });
  });

  it('wants a series won within its length, one period per set or map, each agreeing with the tally', () => {
    expect(resultBody('tennis', 3, values({ home: '2', away: '1', periods: '6-4 3-6, 7-6' }))).toEqual({
      body: { home: 2, away: 1, periods: [[6, 4], [3, 6], [7, 6]], overtimeWinner: null },
    });
    expect(resultBody('tennis', 3, values({ home: '3', away: '0', periods: '6-0 6-0 6-0' }))).toEqual({
      errors: { home: { key: 'series', values: { bestOf: 3, need: 2 } } },
    });
    expect(resultBody('cs2', 3, values({ home: '2', away: '0', periods: '13-5' }))).toEqual({ errors: { periods: { key: 'periodCount', values: { count: 2 } } } });
    expect(resultBody('cs2', 3, values({ home: '2', away: '0', periods: '13-5 5-13' }))).toEqual({ errors: { periods: { key: 'periodWinners' } } });
    expect(resultBody('cs2', 3, values({ home: '2', away: '0', periods: '13 to 5' }))).toEqual({ errors: { periods: { key: 'periodsFormat' } } });
  });

  it('knows basketball has no draw and ice hockey names its overtime winner when level', () => {
    expect(resultBody('basketball', 1, values({ home: '90', away: '90' }))).toEqual({ errors: { away: { key: 'draw' } } });
    expect(resultBody('basketball', 1, values({ home: '90', away: '88', periods: '20-20 20-20 20-20 30-28' }))).toHaveProperty('body');
    expect(resultBody('basketball', 1, values({ home: '90', away: '88', periods: '20-20 20-20' }))).toEqual({ errors: { periods: { key: 'periodCount', values: { count: 4 } } } });
    expect(resultBody('ice-hockey', 1, values({ home: '2', away: '2' }))).toEqual({ errors: { overtimeWinner: { key: 'overtime' } } });
    expect(resultBody('ice-hockey', 1, values({ home: '2', away: '2', overtimeWinner: 'away' }))).toEqual({
      body: { home: 2, away: 2, periods: [], overtimeWinner: 'away' },
    });
  });

  it('reads periods separated by spaces, commas or semicolons', () => {
    expect(parsePeriods(' 1-0, 0:2;1-1 ')).toEqual([[1, 0], [0, 2], [1, 1]]);
    expect(parsePeriods('')).toEqual([]);
    expect(parsePeriods('1-')).toBeNull();
  });
});
