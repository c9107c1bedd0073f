import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type GameApi,
  type GameCode,
  GameError,
  type Played,
  type RoundView,
  type Session,
  type SeedView,
  gameApi,
} from '@/games/lib/api';
import { useT } from '@/games/lib/i18n';

export interface Notice {
  kind: 'error' | 'info';
  text: string;
}

export type Phase = 'loading' | 'ready' | 'no-session' | 'failed';

/**
 * A launched game's state: the session (balance, limits, seeds), the round history, and playing a round. The
 * balance follows every wallet answer; a refusal or failure becomes a notice in the player's language.
 */
export function useGame(code: GameCode) {
  const { t, lang } = useT();
  const token = useMemo(() => new URLSearchParams(window.location.search).get('token') ?? '', []);
  const api: GameApi = useMemo(() => gameApi(code, token, lang, t('app.networkError')), [code, token, lang, t]);
  const [phase, setPhase] = useState<Phase>(token ? 'loading' : 'no-session');
  const [session, setSession] = useState<Session | null>(null);
  const [balance, setBalance] = useState(0);
  const [history, setHistory] = useState<RoundView[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  // The balance after the round's win, shown once the game has revealed the result (see `reveal`).
  const pendingBalance = useRef<number | null>(null);

  const fail = useCallback((error: unknown) => {
    if (error instanceof GameError) {
      if (error.code === 'games.session_invalid') setPhase('no-session');
      setNotice({ kind: 'error', text: error.message });
    } else {
      setNotice({ kind: 'error', text: t('app.networkError') });
    }
  }, [t]);

  const [attempt, setAttempt] = useState(0);

  // The session and the history, fetched at start and on "try again"; state is set when they answer.
  useEffect(() => {
    if (!token) return;
    let current = true;
    Promise.all([api.session(), api.history()]).then(
      ([loaded, rounds]) => {
        if (!current) return;
        setSession(loaded);
        setBalance(loaded.balance);
        setHistory(rounds);
        setPhase('ready');
      },
      (error: unknown) => {
        if (!current) return;
        fail(error);
        setPhase((phase) => (phase === 'no-session' ? phase : 'failed'));
      },
    );
    return () => {
      current = false;
    };
  }, [api, token, fail, attempt]);

  const reload = useCallback(() => {
    setPhase('loading');
    setAttempt((n) => n + 1);
  }, []);

  /** Plays a round; `null` when it was refused or failed (the notice says why). */
  const play = useCallback(
    async <O, P>(bet: number, params: P): Promise<Played<O, P> | null> => {
      if (busyRef.current) return null;
      busyRef.current = true;
      setBusy(true);
      setNotice(null);
      try {
        const answer = await api.play<O, P>(bet, params);
        // Until the result is shown the balance reads as after the bet; the win joins it on `reveal()`.
        const { round, balance: after } = answer.data;
        setBalance(round.status === 'closed' ? Math.round((after - round.win) * 100) / 100 : after);
        pendingBalance.current = after;
        setHistory((rounds) => [answer.data.round as RoundView, ...rounds].slice(0, 50));
        setSession((current) =>
          current ? { ...current, seeds: { ...current.seeds, nonce: (round.nonce ?? current.seeds.nonce - 1) + 1 } } : current,
        );
        if (answer.message) setNotice({ kind: 'info', text: answer.message });
        return answer.data;
      } catch (error) {
        fail(error);
        return null;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [api, fail],
  );

  const rotate = useCallback(
    async (clientSeed: string): Promise<SeedView | null> => {
      try {
        const { revealed, active } = await api.rotate(clientSeed);
        setSession((current) => (current ? { ...current, seeds: active } : current));
        // Rounds of the revealed pair now show their server seed.
        if (revealed) {
          setHistory((rounds) =>
            rounds.map((round) =>
              round.serverSeedHash === revealed.serverSeedHash ? { ...round, serverSeed: revealed.serverSeed } : round,
            ),
          );
        }
        return revealed;
      } catch (error) {
        fail(error);
        return null;
      }
    },
    [api, fail],
  );

  /** Shows the balance with the last round's win: call when its result has been shown. */
  const reveal = useCallback(() => {
    if (pendingBalance.current !== null) setBalance(pendingBalance.current);
    pendingBalance.current = null;
  }, []);

  /** Reads the balance again (after a round settled elsewhere: the crash loop pays automatic cash-outs). */
  const refreshBalance = useCallback(async () => {
    try {
      const [loaded, rounds] = await Promise.all([api.session(), api.history()]);
      setBalance(loaded.balance);
      setHistory(rounds);
    } catch {
      // The next refresh will tell.
    }
  }, [api]);

  return {
    api,
    phase,
    session,
    balance,
    setBalance,
    history,
    notice,
    setNotice,
    busy,
    play,
    reveal,
    rotate,
    reload,
    refreshBalance,
  };
}

export type GameState = ReturnType<typeof useGame>;
