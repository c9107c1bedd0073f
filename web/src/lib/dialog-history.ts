/**
 * Back closes dialogs (a phone's full-screen dialog is a page to its player): every open dialog owns a
 * history entry at the same address, marked in `history.state` with the ids of the dialogs open there.
 *
 * - `claimEntry(id, onBack)` when a dialog opens pushes that entry; Back pops it and calls `onBack`.
 * - `releaseEntry(id)` when it closes by itself (its close button, Esc, an action) goes back over its
 *   entry — a moment later, and only if the entry is still the current one: a dialog that navigates
 *   as it closes has already replaced it (below), and a dialog opened in its place has taken it over.
 * - A navigation while a dialog's entry is current replaces that entry instead of pushing after it, so
 *   Back from the new page leads to the page under the dialog, not to a copy of it.
 *
 * The router keeps its own state in the entries (`usr`, `key`, `idx`); ours is copied beside it.
 */

const KEY = 'zarDialogs';

/** What Back does for each dialog that owns an entry now. */
const owners = new Map<string, () => void>();
/** Dialogs closed whose entry is about to be gone back over. */
const closing = new Set<string>();
/** The ids this page handed out: an entry left by an earlier page load (a reload) is not a dialog's. */
const issued = new Set<string>();
let counter = 0;
let nativePush: History['pushState'] | null = null;
/** A go-back of ours is under way (history traversal is asynchronous): claims wait for it. */
let goingBack = false;
const waiting = new Set<string>();

type EntryState = Record<string, unknown> & { [KEY]?: string[] };

function currentState(): EntryState {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as EntryState) : {};
}

/** The dialogs marked on the current entry, oldest first (ours only). */
function entryDialogs(): string[] {
  const ids = currentState()[KEY];
  return Array.isArray(ids) ? ids.filter((id) => issued.has(id)) : [];
}

function install(): void {
  if (nativePush) return;
  const history = window.history;
  nativePush = history.pushState.bind(history);
  history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
    if (entryDialogs().length > 0) history.replaceState(state, unused, url);
    else nativePush?.(state, unused, url);
  };
  window.addEventListener('popstate', () => {
    goingBack = false;
    const open = new Set(entryDialogs());
    for (const [id, onBack] of [...owners]) {
      if (open.has(id) || waiting.has(id)) continue;
      owners.delete(id);
      onBack();
    }
    for (const id of waiting) if (owners.has(id)) pushEntry(id);
    waiting.clear();
  });
}

/** A new dialog id, unique in this page. */
export function newDialogId(): string {
  counter += 1;
  const id = `d${String(counter)}-${Math.random().toString(36).slice(2, 8)}`;
  issued.add(id);
  return id;
}

/** Gives the open dialog `id` a history entry; Back then calls `onBack` (once). */
export function claimEntry(id: string, onBack: () => void): void {
  install();
  owners.set(id, onBack);
  if (goingBack) waiting.add(id);
  else pushEntry(id);
}

function pushEntry(id: string): void {
  const dialogs = entryDialogs();
  if (closing.delete(id) && dialogs.includes(id)) return; // Closed and opened again before its entry went.
  const state = currentState();
  const top = dialogs.at(-1);
  if (top !== undefined && closing.has(top)) {
    // The dialog it replaces (login → sign-up) has just closed: take its entry over.
    closing.delete(top);
    window.history.replaceState({ ...state, [KEY]: [...dialogs.slice(0, -1), id] }, '');
  } else {
    nativePush?.({ ...state, [KEY]: [...dialogs, id] }, '');
  }
}

/** The dialog `id` closed by itself: its entry is gone back over, unless something took its place. */
export function releaseEntry(id: string): void {
  if (!owners.delete(id)) return;
  closing.add(id);
  window.setTimeout(() => {
    if (!closing.delete(id) || entryDialogs().at(-1) !== id) return;
    goingBack = true;
    window.history.back();
  }, 0);
}
