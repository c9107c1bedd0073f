/** The player's settings in this browser (localStorage): the odds format and which odds changes to accept. */
import { useSyncExternalStore } from 'react';
import type { OddsChange } from '@/sportsbook/lib/api';
import { ODDS_FORMATS, type OddsFormat } from '@/sportsbook/lib/odds';

const KEYS = { oddsFormat: 'zar-sportsbook-odds-format', oddsChange: 'zar-sportsbook-odds-change' } as const;
const ODDS_CHANGES: readonly OddsChange[] = ['none', 'higher', 'any'];

export interface Prefs {
  oddsFormat: OddsFormat;
  oddsChange: OddsChange;
}

function readKey(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function load(): Prefs {
  const format = readKey(KEYS.oddsFormat);
  const change = readKey(KEYS.oddsChange);
  return {
    oddsFormat: ODDS_FORMATS.includes(format as OddsFormat) ? (format as OddsFormat) : 'decimal',
    oddsChange: ODDS_CHANGES.includes(change as OddsChange) ? (change as OddsChange) : 'none',
  };
}

let current = load();
const listeners = new Set<() => void>();

export function setPref<K extends keyof Prefs>(key: K, value: Prefs[K]): void {
  current = { ...current, [key]: value };
  try {
    window.localStorage.setItem(KEYS[key], value);
  } catch {
    // Remembered for this page only.
  }
  for (const listener of listeners) listener();
}

/** Reads the stored settings again (tests). */
export function reloadPrefs(): void {
  current = load();
  for (const listener of listeners) listener();
}

export function usePrefs(): Prefs {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
