/** The arithmetic of the back office's charts (components/chart.tsx). */

/** Round steps for an axis from `low` to `high` (always through zero): about `count` of them. */
export function ticks(low: number, high: number, count = 4): number[] {
  const min = Math.min(0, low);
  const max = Math.max(0, high);
  if (min === max) return [0, 1];
  const raw = (max - min) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= raw) ?? 10) * magnitude;
  const first = Math.floor(min / step) * step;
  const values: number[] = [];
  for (let value = first; value < max + step * 0.999; value += step) values.push(Number(value.toFixed(10)));
  return values;
}

/** Which of `count` labels to print so that about `room` fit: every one, or every n-th and the last. */
export function labelEvery(count: number, room: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, room)));
}
