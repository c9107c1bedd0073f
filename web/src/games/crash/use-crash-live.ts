import { useEffect, useRef, useState } from 'react';

export interface CrashBet {
  id: string;
  player: string;
  stake: number;
  autoCashout: number | null;
  cashout: number | null;
  win: number;
}

export interface CrashSnapshot {
  phase: 'starting' | 'betting' | 'flying' | 'crashed';
  serverNow: number;
  growthPerMs: number;
  round: {
    number: number;
    bettingEndsAt: number;
    startedAt: number | null;
    multiplier: number | null;
    crashPoint: number | null;
    hash: string | null;
    bets: CrashBet[];
  } | null;
  chain: { terminalHash: string; salt: string };
  history: { number: number; crashPoint: number; hash: string }[];
}

/** The multiplier (×) `elapsedMs` after take-off, as the server computes it: ⌊100·e^{k·t}⌋ / 100. */
export function multiplierAt(growthPerMs: number, elapsedMs: number): number {
  return Math.max(100, Math.floor(100 * Math.exp(growthPerMs * Math.max(0, elapsedMs)))) / 100;
}

/**
 * The crash game's live snapshots over the WebSocket, reconnecting with back-off; `offset` maps this browser's
 * clock to the server's (server time ≈ Date.now() + offset), measured on every snapshot.
 */
export function useCrashLive() {
  const [snapshot, setSnapshot] = useState<CrashSnapshot | null>(null);
  const [connected, setConnected] = useState(false);
  const offset = useRef(0);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let closed = false;
    let retry = 0;
    let timer = 0;
    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${window.location.host}/games/api/crash/live`);
      socket.onopen = () => {
        retry = 0;
        setConnected(true);
      };
      socket.onmessage = (event: MessageEvent<string>) => {
        const next = JSON.parse(event.data) as CrashSnapshot;
        offset.current = next.serverNow - Date.now();
        setSnapshot(next);
      };
      socket.onclose = () => {
        setConnected(false);
        if (closed) return;
        retry += 1;
        timer = window.setTimeout(connect, Math.min(8000, 300 * 2 ** retry));
      };
    };
    connect();
    return () => {
      closed = true;
      window.clearTimeout(timer);
      socket?.close();
    };
  }, []);

  return { snapshot, connected, offset };
}
