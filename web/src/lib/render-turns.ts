import { afterLoadIdle } from '@/lib/idle';

/**
 * The first page load's rendering in turns (docs/decisions.md, "Site speed (issue 21)"). Preact draws a tree in one
 * go, and the first load's trees (the frame, then the page) were a few tasks of 40–120 ms on a throttled phone, each
 * counted whole toward total blocking time and each in the way of a tap. While the first page loads, the parts wrapped
 * in `<Deferred>` wait for a turn: one part per task, in the order they asked, so the browser can paint and answer
 * input between them. Once the page has loaded and gone idle, a part draws at once, as it does after every navigation
 * and in the unit tests (which never start the turns).
 */
let taking = false;
const waiting: (() => void)[] = [];
let channel: MessageChannel | null = null;
let posted = false;

function takeTurn() {
  posted = false;
  waiting.shift()?.();
  if (waiting.length > 0) post();
}

function post() {
  if (posted) return;
  posted = true;
  // A message is a task of its own, with none of setTimeout's clamping to 4 ms once timers nest.
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = takeTurn;
  }
  channel.port2.postMessage(null);
}

/**
 * From now until the page has loaded and gone idle, `<Deferred>` parts draw in turns (the app's start). `whenIdle` runs
 * its task at that moment (a test gives its own).
 */
export function takeTurnsUntilIdle(whenIdle: (task: () => void) => unknown = afterLoadIdle): void {
  taking = true;
  whenIdle(() => {
    taking = false;
  });
}

/** Whether a part mounted now waits for a turn. */
export function takingTurns(): boolean {
  return taking;
}

/** A promise that settles in a task of its own, after the turns asked for before it. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    awaitTurn(resolve);
  });
}

/** Runs `draw` in a task of its own after the parts that asked before it; returns a function that gives up the turn. */
export function awaitTurn(draw: () => void): () => void {
  waiting.push(draw);
  post();
  return () => {
    const index = waiting.indexOf(draw);
    if (index >= 0) waiting.splice(index, 1);
  };
}
