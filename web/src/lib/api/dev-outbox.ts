import { create } from 'zustand';

/** The header every response carries while the server's development outbox is on (crates/api/src/dev.rs). */
export const DEV_OUTBOX_HEADER = 'x-zar-dev-outbox';

interface DevOutboxState {
  /** The server said its development outbox is on: e-mails and SMS go to /dev/outbox instead of out. */
  on: boolean;
}

/**
 * Whether the server runs with its development outbox (`ZAR_DEV_OUTBOX=1`), as its responses say; the client's
 * middleware records every response (`recordDevOutbox`) and the frame shows a strip while it is on.
 */
export const useDevOutboxStore = create<DevOutboxState>()(() => ({ on: false }));

/**
 * Notes one response. Once seen, the flag stays for the page's life: the server sets it at start, and an answer
 * without the header (a proxy's error page, a network hiccup) must not make the warning flicker away.
 */
export function recordDevOutbox(response: Response): void {
  if (response.headers.get(DEV_OUTBOX_HEADER) === 'on' && !useDevOutboxStore.getState().on) {
    useDevOutboxStore.setState({ on: true });
  }
}
